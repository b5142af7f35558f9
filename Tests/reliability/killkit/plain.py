"""A `study run --plain` driven line by line through pipes, as a script or screen reader
would: a line is sent only when the program is waiting for one (its prompt ends the
output), and a line counts as accepted once the next prompt appears."""

import os
import re
import select
import signal
import subprocess
import time

from .folder import BINARY, ID_PATTERN, ROOT

# Every plain screen ends with a prompt: "… > ", or "… > [refused text] " when a refused
# answer is asked again. The program then blocks reading standard input.
PROMPT = re.compile(rb"> (?:\[[^\n]*\] )?\Z")


class Hang(Exception):
    """The program neither asked for the next line nor ended in time."""


class PlainRun:
    def __init__(self, study_args, output, participant=None):
        arguments = [str(BINARY), "run", *study_args, "--plain", "--output", str(output)]
        if participant:
            arguments += ["--participant", participant]
        environment = dict(os.environ, LANG="C.UTF-8", LC_ALL="C.UTF-8")
        environment.pop("STUDY_PLAIN", None)
        self.process = subprocess.Popen(arguments, cwd=ROOT, env=environment, stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        for stream in (self.process.stdout, self.process.stderr):
            os.set_blocking(stream.fileno(), False)
        self.out, self.err = bytearray(), bytearray()
        self.mark = 0  # where the output stood when the last line was sent
        self.closed = set()

    def _pump(self, timeout):
        streams = [s for s in (self.process.stdout, self.process.stderr) if s not in self.closed]
        if not streams:
            time.sleep(timeout)
            return
        ready, _, _ = select.select(streams, [], [], timeout)
        for stream in ready:
            data = os.read(stream.fileno(), 65536)
            if not data:
                self.closed.add(stream)
            (self.out if stream is self.process.stdout else self.err).extend(data)

    @property
    def ended(self):
        return self.process.stdout in self.closed

    def wait_ready(self, limit=30.0):
        """True once the program waits for a line (after the last one sent), False if it ended."""
        deadline = time.time() + limit
        while True:
            tail = bytes(self.out[self.mark:])
            # After a send the echo of the line comes first, so a fresh prompt needs a newline.
            if (self.mark == 0 or b"\n" in tail) and PROMPT.search(tail):
                return True
            if self.ended:
                return False
            if time.time() > deadline:
                raise Hang(f"no prompt after {limit:.0f} s; the output ends: {tail[-300:].decode(errors='replace')!r}")
            self._pump(0.05)

    def screen(self):
        """The screen now waiting for a line, without the echo of the line before."""
        text = bytes(self.out[self.mark:]).decode(errors="replace")
        return text.split("\n", 1)[1] if self.mark else text

    def send(self, line):
        self.mark = len(self.out)
        try:
            self.process.stdin.write(line.encode() + b"\n")
            self.process.stdin.flush()
        except BrokenPipeError:
            pass

    def kill_after(self, seconds):
        """SIGKILL `seconds` from now, reading output meanwhile; False if it had already ended."""
        deadline = time.time() + seconds
        while time.time() < deadline and not self.ended:
            self._pump(min(0.005, max(0.0, deadline - time.time())))
        if self.process.poll() is not None:
            return False
        os.kill(self.process.pid, signal.SIGKILL)
        self.process.wait()
        return True

    def finish(self, limit=30.0):
        deadline = time.time() + limit
        while not self.ended and time.time() < deadline:
            self._pump(0.05)
        try:
            self.process.stdin.close()
        except BrokenPipeError:
            pass
        try:
            return self.process.wait(timeout=max(1.0, deadline - time.time()))
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
            raise Hang("the program did not end")

    def close(self):
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        for stream in (self.process.stdin, self.process.stdout, self.process.stderr):
            try:
                stream.close()
            except (BrokenPipeError, OSError):
                pass

    def transcript(self):
        return self.out.decode(errors="replace") + "\n--- stderr\n" + self.err.decode(errors="replace")


def screen_key(screen):
    """What identifies a plain screen when it is shown again after a resume: its first
    lines and its prompt, without what depends on the moment (a refused answer's text and
    rule, "Current answer", the participant id)."""
    lines = [line.strip() for line in screen.split("\n")]
    lines = [ID_PATTERN.sub("<ID>", line) for line in lines if line and not line.startswith("Current answer:")]
    if not lines:
        return ()
    prompt = re.sub(r"> \[.*\] ?$", "> ", lines[-1]).strip()
    return tuple(lines[:3]) + (prompt,)

