"""A full-screen `study run` in a pseudo-terminal, read through the pyte emulator of
Tests/e2e/fullscreen_journey.py. A step is accepted once the next step's marker is on
the screen; the reaction-time rounds are played by watching for the circle."""

import os
import signal
import sys
import time

from .folder import ROOT

sys.path.insert(0, str(ROOT / "Tests" / "e2e"))
try:
    # fullscreen_journey exits when these are missing: look first, so plain trials still run.
    import pexpect  # noqa: F401
    import pyte  # noqa: F401
    from fullscreen_journey import Study  # reuses its emulator and key helpers
except ImportError:
    Study = None

CIRCLE = "█████████"


class Keys:
    """Press `keys` on the screen showing `marker`."""

    def __init__(self, marker, *keys):
        self.marker, self.keys = marker, keys

    def perform(self, run, next_marker, kill_after):
        for key in self.keys:
            run.study.child.send(key)
        return run.kill_after(kill_after) if kill_after is not None else run.wait_for(next_marker)


class Play:
    """A timed round, from its countdown (`marker`) until `until` is shown: space as soon
    as the circle appears, as a participant would."""

    def __init__(self, marker, until):
        self.marker, self.until = marker, until

    def perform(self, run, next_marker, kill_after):
        deadline = time.time() + (kill_after if kill_after is not None else 90.0)
        pressed = False
        while time.time() < deadline and not run.study.exited:
            run.study.pump(0.01)
            screen = run.study.screen()
            if kill_after is None and self.until in screen:
                run.seen_at = time.time()
                run.study.settle(quiet=0.1)
                return True
            if CIRCLE in screen and not pressed:
                run.study.child.send(" ")
                pressed = True
            elif CIRCLE not in screen:
                pressed = False
        if kill_after is not None:
            return run.kill_after(0)
        return False


class FullScreenRun:
    def __init__(self, study_name, output, participant=None, extra=()):
        arguments = list(extra) + (["--participant", participant] if participant else [])
        self.study = Study(output, *arguments, study=study_name)

    def wait_ready(self, limit=20.0):
        """Waits for the first screen to be drawn and still; False if the program ended."""
        deadline = time.time() + limit
        while not self.study.exited and time.time() < deadline and "─" not in self.study.screen():
            self.study.pump(0.05)
        self.study.settle(quiet=0.3)
        return not self.study.exited

    def screen(self):
        return self.study.screen()

    def wait_for(self, marker, limit=20.0):
        """Waits for `marker`, noting when it appeared (the reference's step durations
        must not include the wait for the drawing to settle), then lets it settle."""
        if marker is None:  # the last step: the program ends
            self.study.wait_exit(limit)
            return True
        deadline = time.time() + limit
        while time.time() < deadline and not self.study.exited:
            if marker in self.study.screen():
                self.seen_at = time.time()
                self.study.settle(quiet=0.15)
                return True
            self.study.pump(0.01)
        return marker in self.study.screen()

    def kill_after(self, seconds):
        deadline = time.time() + seconds
        while time.time() < deadline and not self.study.exited:
            self.study.pump(min(0.005, max(0.0, deadline - time.time())))
        if self.study.exited or not self.study.child.isalive():
            return False
        os.kill(self.study.child.pid, signal.SIGKILL)
        self.study.child.wait()
        return True

    def finish(self, limit=20.0):
        status, _ = self.study.wait_exit(limit)
        return status

    def close(self):
        try:
            if self.study.child.isalive():
                os.kill(self.study.child.pid, signal.SIGKILL)
            self.study.child.close(force=True)
        except Exception:  # noqa: BLE001 - closing after a kill: nothing more to learn
            pass

    def transcript(self):
        return self.study.screen()
