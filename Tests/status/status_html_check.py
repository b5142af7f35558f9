#!/usr/bin/env python3
"""`study status --html` opened in headless Chromium, as a principal investigator would
open the page from a file.

A results folder is made by real runs (two PHQ-9 participants, one not eligible, one
diabetes participant), then `study status --html page.html` writes the page. Checked:

- the page is self-contained: no script, and nothing it would load (no `src`, `href`,
  `url(` or `@import`), so it opens offline, from a file;
- it holds every figure: each study, the funnel, each task, each score, each participant;
- Chromium (`--headless --screenshot`, console logged to standard error) renders it with
  no console message at all (no error, no failed load), and the screenshot is not blank:
  decoded here (PNG, with the standard library only), it has dark pixels (text) and
  coloured ones (the charts' bars).

Chromium is the Debian package `chromium` (scripts/test installs it when missing). When it
cannot be found, the Chromium checks are skipped and the script says so; the page checks
still run.

Usage:   python3 Tests/status/status_html_check.py        (after `swift build`)
Prints "N passed, M failed" last (", 1 skipped" when Chromium is missing); exits 1 if
anything failed.
"""
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import zlib
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "support"))
import studykit  # noqa: E402

ANSWERS = studykit.ROOT / "Tests" / "Fixtures" / "answers"


def make_output(output):
    for study, answers in (("phq9", "phq9.txt"), ("phq9", None), ("diabetes", "diabetes.txt")):
        text = (ANSWERS / answers).read_text(encoding="utf-8") if answers else "Join the study\n15\n"
        studykit.run_study("run", f"Studies/{study}.study", "--plain", "--output", output, input=text)
    studykit.run_study("run", "Studies/phq9.study", "--plain", "--output", output,
                       input=(ANSWERS / "phq9.txt").read_text(encoding="utf-8"))


def chromium():
    for name in ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable"):
        found = shutil.which(name)
        if found:
            return found
    return None


def png_pixels(data):
    """The RGB(A) rows of a non-interlaced 8-bit PNG: (width, height, channels, rows)."""
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    position, compressed, header = 8, b"", None
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            compressed += body
        position += 12 + length
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in (2, 6) or interlace:
        raise ValueError(f"unexpected PNG layout {header}")
    channels = 3 if colour == 2 else 4
    raw = zlib.decompress(compressed)
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up, corner = previous[i], previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        rows.append(bytes(line))
        previous = line
    return width, height, channels, rows


def check_screenshot(checks, shot):
    width, height, channels, rows = png_pixels(shot.read_bytes())
    dark, coloured = 0, 0
    for row in rows[::2]:
        for x in range(0, width * channels, channels * 2):
            r, g, b = row[x], row[x + 1], row[x + 2]
            dark += max(r, g, b) < 80
            coloured += max(r, g, b) - min(r, g, b) > 60
    checks.check(dark > 200, "the screenshot shows text (dark pixels)", f"{dark} dark samples")
    checks.check(coloured > 200, "the screenshot shows the charts (coloured pixels)", f"{coloured} coloured samples")


def check_in_chromium(checks, page, folder):
    browser = chromium()
    if browser is None:
        print("SKIPPED the Chromium checks: no chromium on PATH (scripts/test installs the Debian package "
              "'chromium'; apt-get install chromium)")
        return 1
    shot = folder / "page.png"
    done = subprocess.run(
        [browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
         "--window-size=800,1400", "--enable-logging=stderr", "--v=0", f"--screenshot={shot}",
         page.as_uri()], capture_output=True, text=True, timeout=120, env={**os.environ, "HOME": str(folder)})
    checks.check(shot.is_file(), "Chromium wrote a screenshot", done.stderr[-1500:])
    console = [line for line in done.stderr.splitlines() if ":CONSOLE" in line or "Uncaught" in line]
    checks.check(console == [], "no console message while the page loads", "\n".join(console))
    if shot.is_file():
        check_screenshot(checks, shot)
    return 0


def main():
    if studykit.binary_missing("status_html_check"):
        return 1
    checks = studykit.Checks()
    with tempfile.TemporaryDirectory(prefix="study-status-html-") as temporary:
        folder = Path(temporary)
        output, page = folder / "Output", folder / "page.html"
        make_output(output)
        done = studykit.run_study("status", output, "--studies", "Studies", "--html", page)
        checks.check(done.returncode == 0, "study status --html exits 0", done.stdout[-800:] + done.stderr)
        text = page.read_text(encoding="utf-8") if page.is_file() else ""
        lowered = text.lower()
        for needle in ("<script", "src=", "href=", "url(", "@import", "http:", "https:"):
            checks.check(needle not in lowered, f"the page has no {needle!r}: self-contained")
        for figure in ("phq9-mood-check", "living-with-diabetes", "consented", "not eligible", "phq9_total",
                       "Moderate symptoms", "overdue", "<svg"):
            checks.check(figure in text, f"the page shows {figure!r}")
        for participant in (p.name for p in (output / "phq9-mood-check").iterdir()):
            checks.check(participant in text, f"the page lists participant {participant}")
        skipped = check_in_chromium(checks, page, folder)
    if not skipped:
        return studykit.summary(checks.passed, checks.failed)
    print(f"{checks.passed} passed, {checks.failed} failed, 1 skipped")
    return 1 if checks.failed else 0


if __name__ == "__main__":
    sys.exit(main())
