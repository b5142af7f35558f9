"""What the Python e2e, reliability and bench scripts share, written once: where the
repository and the `study` binary are, the participant-id pattern, running the binary, and
a pseudo-terminal driven with plain system calls.

A script imports it after putting this folder on its path:

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "support"))  # from Tests/e2e
    import studykit
"""
import fcntl
import os
import re
import select
import signal
import struct
import subprocess
import termios
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def binary(configuration="debug"):
    """The `study` binary: STUDY_BINARY when set (another build, e.g. an older one), else
    the build of `configuration` under .build."""
    return Path(os.environ.get("STUDY_BINARY", ROOT / ".build" / configuration / "study"))


BINARY = binary()

# A participant id as the program makes them: two groups of four capitals or digits
# (e.g. 7K3M-Q9TX), not part of a longer run of them.
PARTICIPANT_ID = r"[0-9A-Z]{4}-[0-9A-Z]{4}"
ID_PATTERN = re.compile(rf"(?<![0-9A-Z])({PARTICIPANT_ID})(?![0-9A-Z])")
# The resume hint printed on leaving: "To continue later, run: ... --participant ID".
RESUME_PATTERN = re.compile(rf"--participant ({PARTICIPANT_ID})")
# The screen that shows a new participant their id, in English or Chinese.
SHOWN_PATTERN = re.compile(rf"(?:Your participant id|您的参与者编号)\s+({PARTICIPANT_ID})")


def participant_id(text, pattern=ID_PATTERN, start=0):
    """The first participant id `pattern` finds in `text` (str or bytes) from `start`, or
    None."""
    if isinstance(text, (bytes, bytearray)):
        text = bytes(text).decode("utf-8", "replace")
    found = pattern.search(text, start)
    return found.group(1) if found else None


def terminal_environment():
    """This process's environment as a participant's terminal would have it: an xterm in
    UTF-8, colour and full screen not switched off."""
    environment = dict(os.environ)
    for name in ("NO_COLOR", "STUDY_PLAIN"):
        environment.pop(name, None)
    environment.update(TERM="xterm-256color", LANG="C.UTF-8", LC_ALL="C.UTF-8")
    return environment


# An example study's `identity-key:` block (Studies/keys/<study>.pub pasted as a `|` block).
IDENTITY_KEY_BLOCK = re.compile(r"identity-key: \|\n(?:  .*\n)*?  -----END PUBLIC KEY-----")


def plain_identities(study_text):
    """An example study's text with `identity-key: none` in place of its study team key, for
    a check whose subject needs the signed documents readable (identities in plain text)."""
    changed, count = IDENTITY_KEY_BLOCK.subn("identity-key: none", study_text)
    if count != 1:
        raise SystemExit("set-up failed: the study file has no identity-key block to replace")
    return changed


def without_copy_offer(lines, home):
    """An answer file's lines (Tests/Fixtures/answers) without the empty line before the home
    screen's first line `home`, which answers the offer of a copy of the sealed consent: a
    study with `identity-key: none` never makes that offer."""
    index = lines.index(home)
    if index == 0 or lines[index - 1] != "":
        raise SystemExit(f"set-up failed: no empty line (the copy offer) before {home!r}")
    return lines[:index - 1] + lines[index:]


def run_study(*arguments, input=None, env=None, timeout=60, program=None, text=True):
    """Runs `study` (or `program`) with `arguments` in the repository, `input` on its
    standard input; returns the finished subprocess with its output captured."""
    return subprocess.run([str(program or BINARY), *map(str, arguments)], input=input, capture_output=True,
                          text=text, cwd=ROOT, env=env, timeout=timeout)


class Pty:
    """A program on the secondary side of a fresh pseudo-terminal of `rows` x `columns`,
    as its controlling terminal; this side reads and writes the primary side. Times are
    `time.monotonic_ns()`, taken right after the system call they stamp.

    `before_exec` runs in the child just before the program starts (e.g. to set its
    scheduling policy)."""

    def __init__(self, argv, cwd=ROOT, rows=24, columns=80, env=None, before_exec=None):
        primary, secondary = os.openpty()
        fcntl.ioctl(secondary, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
        environment = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": os.environ.get("HOME", "/tmp"),
                       "TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", **(env or {})}

        def become_terminal_owner():
            fcntl.ioctl(0, termios.TIOCSCTTY, 0)
            if before_exec:
                before_exec()

        self.started = time.monotonic_ns()
        self.process = subprocess.Popen([str(part) for part in argv], cwd=cwd, env=environment, stdin=secondary,
                                        stdout=secondary, stderr=secondary, start_new_session=True,
                                        preexec_fn=become_terminal_owner)
        os.close(secondary)
        self.fd = primary
        self.poller = select.poll()
        self.poller.register(primary, select.POLLIN)
        self.buffer = bytearray()  # everything read since the last take()
        self.transcript = bytearray()
        self.reads = 0  # reads since the last take()

    def read_once(self, timeout_ms):
        """Waits up to `timeout_ms` (None: for ever) and reads what arrived; returns the
        time right after the read returned, or None if nothing came."""
        if not self.poller.poll(timeout_ms):
            return None
        try:
            chunk = os.read(self.fd, 65536)
            now = time.monotonic_ns()
        except OSError:  # EIO: the program closed the terminal
            chunk, now = b"", time.monotonic_ns()
        if not chunk:
            raise EOFError(f"the program ended; last output {bytes(self.buffer[-300:])!r}")
        self.buffer += chunk
        self.transcript += chunk
        self.reads += 1
        return now

    def read_until(self, done, timeout=10.0):
        """Reads until `done(buffer)` is true (or, for bytes, until they have arrived);
        returns the time right after the read that made it true."""
        if isinstance(done, (bytes, bytearray)):
            wanted = bytes(done)
            done = lambda buffer: wanted in buffer  # noqa: E731
        deadline = time.monotonic_ns() + int(timeout * 1e9)
        while not done(self.buffer):
            left = deadline - time.monotonic_ns()
            if left <= 0:
                raise TimeoutError(f"waited {timeout} s; last output {bytes(self.buffer[-400:])!r}")
            seen = self.read_once(max(1, left // 1_000_000))
            if seen is not None and done(self.buffer):
                return seen
        return time.monotonic_ns()

    def read_quiet(self, quiet=0.2, limit=5.0):
        """Reads until nothing has come for `quiet` seconds, or the program has ended;
        returns what was read since the last take()."""
        end = time.monotonic() + limit
        try:
            while time.monotonic() < end and self.read_once(int(quiet * 1000)) is not None:
                pass
        except EOFError:
            pass
        return bytes(self.buffer)

    def send(self, data):
        """Writes keys; returns (time before the write, time right after it returned)."""
        before = time.monotonic_ns()
        os.write(self.fd, data)
        return before, time.monotonic_ns()

    def take(self):
        data, self.buffer, self.reads = bytes(self.buffer), bytearray(), 0
        return data

    def close(self, timeout=10.0):
        """Waits up to `timeout` seconds for the program to end, then stops it (SIGTERM, and
        SIGKILL 5 s later); returns its exit status."""
        try:
            self.process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        os.close(self.fd)
        return self.process.returncode


def binary_missing(script):
    """True, after saying so as one failed check, when the binary has not been built."""
    if BINARY.is_file() and os.access(BINARY, os.X_OK):
        return False
    print(f"{script}: the study binary was not found at {BINARY}; run 'swift build' first")
    print("0 passed, 1 failed")
    return True


class Checks:
    """Counts a script's checks and prints each failure with what was wrong."""

    def __init__(self):
        self.passed, self.failed = 0, 0

    def check(self, condition, what, detail=""):
        if condition:
            self.passed += 1
        else:
            self.failed += 1
            print(f"FAILED {what}" + (f": {detail}" if detail else ""))


def summary(passed, failed):
    """The last line every check script prints; returns its exit status."""
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


class ThrowawayPostgres:
    """A real PostgreSQL 15 for a script, as `ThrowawayPostgres` in the Swift test support:
    `initdb` into a temporary folder, `pg_ctl` listening only on a Unix socket in that folder
    (no TCP port), run as the `postgres` system user when this runs as root (initdb refuses
    root). Use it with `with`: it is stopped and its folder removed on the way out."""

    BINARIES = Path("/usr/lib/postgresql/15/bin")

    def __init__(self):
        if not (self.BINARIES / "initdb").exists():
            raise RuntimeError(f"PostgreSQL 15 is not installed (no {self.BINARIES}/initdb); run scripts/setup")
        import tempfile
        self.folder = Path(tempfile.mkdtemp(prefix="study-pg-"))
        if os.geteuid() == 0:
            import shutil
            shutil.chown(self.folder, "postgres", "postgres")

    def _server_tool(self, *arguments):
        command = [str(self.BINARIES / arguments[0]), *map(str, arguments[1:])]
        if os.geteuid() == 0:
            command = ["runuser", "-u", "postgres", "--", *command]
        subprocess.run(command, check=True, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL)

    def __enter__(self):
        data = self.folder / "data"
        self._server_tool("initdb", "-D", data, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-sync")
        self._server_tool("pg_ctl", "-D", data, "-l", self.folder / "server.log", "-w", "-o",
                          f"-k {self.folder} -c listen_addresses=''", "start")
        return self

    def __exit__(self, *_):
        try:
            self._server_tool("pg_ctl", "-D", self.folder / "data", "-m", "immediate", "-w", "stop")
        finally:
            import shutil
            shutil.rmtree(self.folder, ignore_errors=True)

    def address(self, database="postgres", user="postgres"):
        return f"postgresql:///{database}?host={self.folder}&user={user}"

    def psql(self, sql, database="postgres", stdin=None):
        """Runs `sql` with psql as the superuser; returns its output (unaligned, no headers)."""
        return subprocess.run(["psql", "-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-d", self.address(database),
                               "-c", sql], input=stdin, capture_output=True, text=True, check=True).stdout
