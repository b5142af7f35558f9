#!/usr/bin/env python3
"""`study status` full screen, in a real pseudo-terminal, read back through a terminal
emulator (pyte) as a person at the terminal would see it.

The export fixture's results folder (Tests/Fixtures/export/Output, four studies) is
summarised at a fixed moment (`--at`), so the figures are always the same. Checked:

- at 80x24 the alternate screen opens with the header (`study status · … · 4 studies`),
  the enrolment funnel, and the keys under a rule (`q leave`);
- PgDn shows the next page (`page 2 of …`) with the charts' bars (█), End the last page,
  Home the first again;
- a resize to 200x50 (the window size changed, SIGWINCH) redraws at the new size: the
  keys are on row 50, and the charts are wider than at 80 columns;
- q leaves: the normal screen is back (`ESC [ ? 1049 l`), the cursor shown, and the exit
  status is 0;
- with standard output a pipe, the plain text is printed (no escape byte, no bars).

Usage:   python3 Tests/status/status_screen_check.py        (after `swift build`)
Needs:   pyte (`pip install pyte`); without it the script says so and exits 0.
Prints "N passed, M failed" last; exits 1 if anything failed.
"""
import fcntl
import struct
import sys
import termios
from pathlib import Path

try:
    import pyte
except ImportError:  # pragma: no cover - depends on the machine
    print("SKIP status_screen_check: the Python module 'pyte' is not installed (pip install pyte)")
    sys.exit(0)

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "support"))
import studykit  # noqa: E402

OUTPUT = studykit.ROOT / "Tests" / "Fixtures" / "export" / "Output"
AT = "2026-11-26T09:00:00.000+00:00"
ARGUMENTS = ["status", OUTPUT, "--studies", "Studies", "--at", AT]
PAGE_DOWN, PAGE_UP, HOME, END = b"\x1b[6~", b"\x1b[5~", b"\x1b[H", b"\x1b[F"


class Screen:
    """The screen as pyte draws it from everything the program wrote."""

    def __init__(self, columns, rows):
        self.screen = pyte.Screen(columns, rows)
        self.stream = pyte.ByteStream(self.screen)

    def feed(self, data):
        self.stream.feed(data)

    def resize(self, columns, rows):
        self.screen.resize(rows, columns)

    @property
    def rows(self):
        return [line.rstrip() for line in self.screen.display]

    @property
    def text(self):
        return "\n".join(self.rows)


def settle(pty, screen):
    """Reads until the program is quiet and draws what came."""
    pty.read_quiet(quiet=0.4, limit=10)
    data = pty.take()
    screen.feed(data)
    return data


def resize(pty, columns, rows):
    # Setting the size on the terminal sends SIGWINCH to its foreground process group.
    fcntl.ioctl(pty.fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))


def main():
    if studykit.binary_missing("status_screen_check.py"):
        return 1
    checks = studykit.Checks()
    check = checks.check
    pty = studykit.Pty([studykit.BINARY, *ARGUMENTS], rows=24, columns=80)
    screen = Screen(80, 24)
    try:
        pty.read_until(b"leave", timeout=30)
        settle(pty, screen)
        check(b"\x1b[?1049h" in pty.transcript, "the alternate screen is opened")
        rows = screen.rows
        check(rows[0].startswith("study status · ") and "4 studies" in rows[0], "the header names what is shown",
              rows[0])
        check("Enrolment" in screen.text, "the first page shows the enrolment funnel", screen.text)
        check("q leave" in rows[-1] and "scroll" in rows[-1], "the keys are on the last row", rows[-1])
        check("more below" in screen.text, "a long report says there is more below", screen.text)
        top = screen.text

        pty.send(PAGE_DOWN)
        settle(pty, screen)
        check("page 2 of" in screen.text and screen.text != top, "PgDn shows the second page", screen.text)
        check("Charts" in screen.text and "█" in screen.text, "the charts are drawn with bars", screen.text)
        pty.send(END)
        settle(pty, screen)
        pages = [line for line in screen.rows if "page " in line]
        check(pages and "more below" not in pages[-1], "End shows the last page", "\n".join(pages))
        pty.send(HOME)
        settle(pty, screen)
        check(screen.text == top, "Home shows the first page again", screen.text)
        pty.send(PAGE_DOWN)
        settle(pty, screen)
        narrow = max(line.count("█") for line in screen.rows)

        resize(pty, 200, 50)
        screen.resize(200, 50)
        settle(pty, screen)
        rows = screen.rows
        check(len(rows) == 50 and "q leave" in rows[49], "after a resize the keys are on row 50", rows[49])
        wide = max(line.count("█") for line in rows)
        check(wide > narrow, "the charts are redrawn wider at 200 columns", f"{narrow} then {wide} cells")

        pty.send(b"q")
        pty.read_quiet(quiet=0.3, limit=10)
        status = pty.close(timeout=10)
        check(status == 0, "q leaves with exit status 0", str(status))
        check(b"\x1b[?1049l" in pty.transcript and b"\x1b[?25h" in pty.transcript,
              "the normal screen and the cursor are back", repr(bytes(pty.transcript[-200:])))
    finally:
        if pty.process.poll() is None:
            pty.close(timeout=1)

    # Plain text stays when standard output is not a terminal.
    piped = studykit.run_study(*ARGUMENTS)
    check(piped.returncode == 0, "status into a pipe succeeds", piped.stderr)
    check("\x1b" not in piped.stdout and "█" not in piped.stdout and "Enrolment" in piped.stdout,
          "status into a pipe prints the plain text", piped.stdout[:300])
    return studykit.summary(checks.passed, checks.failed)


if __name__ == "__main__":
    sys.exit(main())
