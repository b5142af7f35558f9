#!/usr/bin/env python3
"""Signals during every kind of screen: the terminal is left as it was found and every
accepted answer is kept.

For each kind of screen (the introduction menu, a typed answer being edited with libedit,
a choice question, the consent review pager, the signature, the home screen, an active
task round, and plain mode) and each of SIGINT, SIGTERM, SIGHUP, SIGTSTP then SIGCONT,
and SIGWINCH, `study run` is started in a pseudo-terminal under a small job-control shell
(this script with --shell) that records `stty -g` on the terminal before the run, while
the program is stopped, and after it ends, exactly as a participant's shell would see it.

Checked for every case:
- the exit status: 130 after SIGINT (a second SIGINT confirms "Leave now?" where it is
  asked), 143 after SIGTERM, 129 after SIGHUP; after SIGTSTP/SIGCONT and SIGWINCH the run
  goes on (the screen is drawn again, at the new size after SIGWINCH) and is then ended
  with SIGTERM;
- `stty -g` after the run (and while stopped) equals `stty -g` before it;
- the screen is restored: the alternate screen left and the cursor shown (full-screen),
  or no escape sequence at all (plain mode);
- the journal: every event written before the signal is still there, unchanged, every
  line parses, seq runs 1, 2, 3…; the answer accepted just before the signal is in it.

Participants at each point of the journey are made first with plain-mode runs (answers
piped in), then copied for each case, so each case starts on its screen at once.

Usage:   python3 Tests/reliability/signal_matrix.py [--ci] [--only SCREEN] [--repeat N] [--verbose]
         (after `swift build`; binary: .build/debug/study or STUDY_BINARY)
         --ci runs the same matrix with shorter settling times (about a minute);
         --repeat N runs every case N times (timing-dependent bugs show up as flakes).
Prints "N passed, M failed" last; exits 1 if anything failed.
"""

import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "support"))
from studykit import BINARY, ROOT, binary_missing, run_study, summary, terminal_environment  # noqa: E402


# ---------------------------------------------------------------------------------------
# The job-control shell: runs in the pseudo-terminal, starts `study` as its own foreground
# process group (as bash does), and records the terminal settings around it.

def shell(folder, command):
    folder = Path(folder)

    def stty(name):
        with open(folder / name, "w") as out:
            subprocess.run(["stty", "-g"], stdout=out, check=False)

    # A shell takes the terminal back from a stopped or finished job: not stopped for it.
    signal.signal(signal.SIGTTOU, signal.SIG_IGN)
    stty("before")
    pid = os.fork()
    if pid == 0:
        os.setpgid(0, 0)
        os.tcsetpgrp(0, os.getpgrp())
        # Python ignores SIGPIPE and SIGTTOU here; the program must get the defaults, as
        # from a shell (it keeps signals that were ignored when it started).
        for number in (signal.SIGTTOU, signal.SIGPIPE, signal.SIGINT, signal.SIGTSTP):
            signal.signal(number, signal.SIG_DFL)
        os.execv(command[0], command)
    try:
        os.setpgid(pid, pid)
    except OSError:
        pass  # the child did it first
    os.tcsetpgrp(0, pid)
    (folder / "pid").write_text(str(pid))
    while True:
        _, status = os.waitpid(pid, os.WUNTRACED | os.WCONTINUED)
        if os.WIFSTOPPED(status):
            os.tcsetpgrp(0, os.getpgrp())
            stty("stopped")
            (folder / "is-stopped").write_text("1")
            while not (folder / "fg").exists():
                time.sleep(0.01)
            (folder / "fg").unlink()
            (folder / "is-stopped").unlink()
            os.tcsetpgrp(0, pid)  # `fg`: the terminal back to the job, then continue it
            os.kill(pid, signal.SIGCONT)
        elif os.WIFCONTINUED(status):
            continue
        else:
            os.tcsetpgrp(0, os.getpgrp())
            code = os.WEXITSTATUS(status) if os.WIFEXITED(status) else 128 + os.WTERMSIG(status)
            stty("after")
            (folder / "status").write_text(str(code))
            return code


if len(sys.argv) > 2 and sys.argv[1] == "--shell":
    sys.exit(shell(sys.argv[2], sys.argv[sys.argv.index("--") + 1:]))


# ---------------------------------------------------------------------------------------
# The matrix.

sys.path.insert(0, str(ROOT / "Tests" / "e2e"))
import fullscreen_journey as e2e  # noqa: E402  (pexpect, pyte and the terminal emulator)

pexpect = e2e.pexpect

PHQ9 = "Studies/phq9.study"
COGNITION = "Studies/cognition.study"
ESC = b"\x1b"

# Plain-mode answers that stop at each screen (the input ends there, which leaves with
# the answers saved). After "30": eligible, the id, 7 consent sections: 9 Enters.
AT_REVIEW = ["Join the study", "30"] + [""] * 9 + ["no", "", "no", "", "2", "", ""]
AT_SIGNATURE = AT_REVIEW + ["", "I agree"]
# The example studies keep the signed consent sealed: after the signature (and the
# permission) comes the offer of a readable copy, answered with an empty line (no copy).
AT_HOME = AT_SIGNATURE + ["Grace Hopper", "grace hopper", "grace@example.org", "Allow", ""]
MID_SURVEY = AT_HOME + ["Mood questionnaire (PHQ-9)", "", "", "1"]
COGNITION_HOME = ["Join the study", "30"] + [""] * 7 + ["I agree", "Ada Lovelace", "ada lovelace", ""]


class Settings:
    quiet = 0.25
    verbose = False


def prepare(work, name, study, answers, expect):
    """A participant folder made by a plain run; returns (output folder, participant id)."""
    output = work / "prepared" / name
    result = run_study("run", study, "--plain", "--output", output, input="".join(line + "\n" for line in answers),
                       env=terminal_environment())
    study_folder = next(output.iterdir())
    participant = next(p.name for p in study_folder.iterdir() if not p.name.startswith("."))
    journal = read_journal(study_folder / participant)
    if result.returncode != 0 or not any(e["event"] == expect for e in journal):
        raise RuntimeError(f"preparing {name} failed (status {result.returncode}): {result.stdout[-800:]}")
    return output, participant


def read_journal(folder):
    path = Path(folder) / "journal.jsonl"
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text().splitlines()]


class Wrapped(e2e.Study):
    """`study run` under the job-control shell, in an 80x24 pseudo-terminal."""

    def __init__(self, folder, arguments, columns=80, rows=24):  # pylint: disable=super-init-not-called
        self.folder = Path(folder)
        self.emulator = e2e.Emulator(columns, rows)
        command = [sys.executable, str(Path(__file__).resolve()), "--shell", str(folder), "--", str(BINARY), *arguments]
        self.child = pexpect.spawn(command[0], command[1:], cwd=str(ROOT), env=terminal_environment(),
                                   dimensions=(rows, columns))
        self.exited = False
        self.final_attributes = None

    def settle(self, quiet=None, limit=5.0):
        super().settle(quiet=Settings.quiet if quiet is None else quiet, limit=limit)

    def pid(self):
        deadline = time.time() + 5
        while time.time() < deadline:
            path = self.folder / "pid"
            if path.exists() and path.read_text():
                return int(path.read_text())
            time.sleep(0.01)
        raise RuntimeError("the shell did not start the program")

    def kill(self, number):
        os.kill(self.pid(), number)

    def wait_file(self, name, limit=5.0):
        deadline = time.time() + limit
        while time.time() < deadline:
            self.pump(0.02)
            if (self.folder / name).exists():
                return True
        return False

    def finish(self, limit=10.0):
        self.wait_file("status", limit)
        self.pump(0.2)
        self.child.close()
        status = self.folder / "status"
        return int(status.read_text()) if status.exists() else None

    def stty(self, name):
        path = self.folder / name
        return path.read_text().strip() if path.exists() else None


class Screen:
    """One kind of screen: how to reach it and what shows it is there."""

    def __init__(self, name, study, prepared, ready, reach=None, accepted=None, plain=False,
                 interrupt_asks=True, after_resume=None, kept=None, closed=None):
        self.name = name
        self.study = study
        self.prepared = prepared          # key of a prepared participant, or None for a new one
        self.ready = ready                # text on the screen where the signal is sent
        self.reach = reach or (lambda run: True)
        self.accepted = accepted          # (event, step) accepted in this sitting, or None
        self.plain = plain
        self.interrupt_asks = interrupt_asks
        self.after_resume = after_resume or ready
        self.kept = kept                  # text being typed, which must survive a redraw
        self.closed = closed              # an event the stop must add to the journal


def reach_typed_line(run):
    run.press("enter")
    ok = run.wait_for("How old are you?")
    run.type("3")
    return ok and "› 3" in run.screen()


def reach_second_choice(run):
    run.wait_for("Feeling down, depressed")
    run.press("2", "enter")
    return run.wait_for("Trouble falling or staying asleep")


def reach_signature(run):
    run.wait_for("Your full name")
    run.type("Grace Hopper")
    run.press("enter")
    ok = run.wait_for("Type your name again")
    run.type("Grace")
    return ok


def reach_reaction_round(run):
    run.wait_for("Your tasks")
    run.press("1")
    if "Your tasks" in run.screen():
        run.press("enter")
    run.wait_for("Reaction time")
    run.press("enter")
    return run.wait_for("Trial 1 of", limit=10.0)


def reach_plain_answer(run):
    run.wait_for("Feeling down, depressed")
    run.child.send("2\r")
    return run.wait_for("Trouble falling or staying asleep")


SCREENS = [
    Screen("introduction menu", PHQ9, None, "Join the study", interrupt_asks=False),
    Screen("typed answer (libedit)", PHQ9, None, "How old are you?", reach=reach_typed_line, accepted=("joined", None),
           kept="› 3"),
    Screen("choice question", PHQ9, "mid-survey", "Trouble falling or staying asleep", reach=reach_second_choice,
           accepted=("answered", "phq9_2")),
    Screen("consent review pager", PHQ9, "at-review", "Review the consent"),
    Screen("signature", PHQ9, "at-signature", "Type your name again", reach=reach_signature, kept="› Grace"),
    Screen("home", PHQ9, "at-home", "Your tasks"),
    Screen("active task round", COGNITION, "cognition-home", "Trial 1 of", reach=reach_reaction_round,
           accepted=("task-started", None), interrupt_asks=False, after_resume="Paused",
           closed=("task-finished", "stopped")),
    Screen("plain mode", PHQ9, "mid-survey", "Trouble falling or staying asleep", reach=reach_plain_answer,
           accepted=("answered", "phq9_2"), plain=True),
]

SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP", "SIGTSTP+SIGCONT", "SIGWINCH"]


class Results:
    def __init__(self):
        self.passed = 0
        self.failed = 0
        self.failures = []

    def case(self, name, problems):
        if problems:
            self.failed += 1
            self.failures.append((name, problems))
            print(f"FAILED {name}")
            for problem in problems:
                print("       " + problem.replace("\n", "\n       | "))
        else:
            self.passed += 1
            print(f"ok     {name}")


def restored(run, plain):
    """Problems with how the program left the screen."""
    raw = bytes(run.emulator.raw)
    if plain:
        return ["plain mode wrote an escape sequence"] if ESC in raw else []
    problems = []
    if run.emulator.in_alternate or raw.rfind(b"\x1b[?1049l") < raw.rfind(b"\x1b[?1049h"):
        problems.append("the alternate screen was not left")
    if raw.rfind(b"\x1b[?25h") < raw.rfind(b"\x1b[?25l"):
        problems.append("the cursor was left hidden")
    return problems


def journal_problems(before, after, accepted):
    problems = []
    if after[:len(before)] != before:
        problems.append(f"events written before the signal changed or went missing ({len(before)} before, {len(after)} after)")
    if [event.get("seq") for event in after] != list(range(1, len(after) + 1)):
        problems.append("the journal's seq does not run 1, 2, 3…")
    if accepted:
        event, step = accepted
        if not any(e["event"] == event and (step is None or e.get("step") == step) for e in after):
            problems.append(f"the accepted {event} {step or ''} is not in the journal")
    return problems


def run_case(work, prepared, screen, kind):
    folder = Path(tempfile.mkdtemp(prefix="case-", dir=work))
    output = folder / "output"
    arguments = ["run", screen.study, "--output", str(output)]
    participant_folder = None
    if screen.prepared:
        source, participant = prepared[screen.prepared]
        shutil.copytree(source, output)
        arguments += ["--participant", participant]
        participant_folder = next(output.iterdir()) / participant
    if screen.plain:
        arguments.append("--plain")
    run = Wrapped(folder, arguments)
    problems = []
    try:
        if not screen.reach(run) or not run.wait_for(screen.ready):
            return [f"the screen '{screen.ready}' was not reached", run.screen()]
        if participant_folder is None:
            found = list(output.glob("*/*/journal.jsonl"))
            participant_folder = found[0].parent if found else None
        before = read_journal(participant_folder) if participant_folder else []

        expected = act(run, screen, kind, problems)
        status = run.finish()
        if status != expected:
            problems.append(f"exit status {status}, expected {expected}")
        if run.stty("after") != run.stty("before"):
            problems.append(f"stty -g before and after differ:\n{run.stty('before')}\n{run.stty('after')}")
        problems += restored(run, screen.plain)
        if participant_folder is None:
            found = list(output.glob("*/*/journal.jsonl"))
            participant_folder = found[0].parent if found else None
        if participant_folder is not None:
            after = read_journal(participant_folder)
            problems += journal_problems(before, after, screen.accepted)
            if screen.closed and not any(e["event"] == screen.closed[0] and e.get("status") == screen.closed[1]
                                         for e in after[len(before):]):
                problems.append(f"the stop did not record {screen.closed[0]} {screen.closed[1]}")
        elif screen.accepted:
            problems.append("no journal was written")
    except (pexpect.ExceptionPexpect, OSError, RuntimeError, ValueError) as error:
        problems.append(f"{type(error).__name__}: {error}")
    finally:
        if run.child.isalive():
            try:
                run.kill(signal.SIGKILL)
            except (OSError, RuntimeError):
                pass
            run.child.close(force=True)
    if problems and Settings.verbose:
        problems.append("screen:\n" + run.screen())
    return problems


def act(run, screen, kind, problems):
    """Sends the signal(s) of `kind`; returns the exit status expected."""
    if kind == "SIGINT":
        run.kill(signal.SIGINT)
        if screen.interrupt_asks:
            if not run.wait_for("Leave now?"):
                problems.append("SIGINT did not ask 'Leave now?'")
            run.kill(signal.SIGINT)  # a second Ctrl-C confirms
        return 130
    if kind == "SIGTERM":
        run.kill(signal.SIGTERM)
        return 143
    if kind == "SIGHUP":
        run.kill(signal.SIGHUP)
        return 129
    if kind == "SIGTSTP+SIGCONT":
        run.kill(signal.SIGTSTP)
        if not run.wait_file("is-stopped"):
            problems.append("SIGTSTP did not stop the program")
        else:
            run.pump(0.1)
            if run.stty("stopped") != run.stty("before"):
                problems.append("while stopped, the terminal settings were not the ones found at the start")
            if not screen.plain:
                problems += [p + " while stopped" for p in restored(run, False)]
            (run.folder / "fg").write_text("1")
            time.sleep(0.05)
            if not run.wait_for(screen.after_resume):
                problems.append(f"after SIGCONT the screen was not drawn again ('{screen.after_resume}')")
            if not screen.plain and not run.emulator.in_alternate:
                problems.append("after SIGCONT the full screen was not entered again")
            if screen.kept and screen.kept not in run.screen():
                problems.append(f"after SIGCONT the text being typed ('{screen.kept}') is gone")
        run.kill(signal.SIGTERM)
        return 143
    if kind == "SIGWINCH":
        run.resize(60, 20)  # the pseudo-terminal's size changes: SIGWINCH to the foreground job
        if not run.wait_for(screen.ready):
            problems.append("after SIGWINCH the screen is gone")
        elif not screen.plain and any(len(line) > 60 for line in run.lines()):
            problems.append("after SIGWINCH the screen was not laid out at 60 columns")
        elif screen.kept and screen.kept not in run.screen():
            problems.append(f"after SIGWINCH the text being typed ('{screen.kept}') is gone")
        run.kill(signal.SIGTERM)
        return 143
    raise ValueError(kind)


def main():
    arguments = sys.argv[1:]
    if "--ci" in arguments:
        Settings.quiet = 0.15
    Settings.verbose = "--verbose" in arguments
    only = arguments[arguments.index("--only") + 1] if "--only" in arguments else None
    repeat = int(arguments[arguments.index("--repeat") + 1]) if "--repeat" in arguments else 1
    if binary_missing("signal_matrix"):
        return 1
    started = time.time()
    work = Path(tempfile.mkdtemp(prefix="study-signals-"))
    results = Results()
    try:
        prepared = {
            "at-review": prepare(work, "at-review", PHQ9, AT_REVIEW, "quiz-finished"),
            "at-signature": prepare(work, "at-signature", PHQ9, AT_SIGNATURE, "consent-decided"),
            "at-home": prepare(work, "at-home", PHQ9, AT_HOME, "onboarding-completed"),
            "mid-survey": prepare(work, "mid-survey", PHQ9, MID_SURVEY, "answered"),
            "cognition-home": prepare(work, "cognition-home", COGNITION, COGNITION_HOME, "onboarding-completed"),
        }
        for screen in SCREENS:
            if only and only not in screen.name:
                continue
            for kind in SIGNALS:
                for trial in range(repeat):
                    label = f"{screen.name} · {kind}" + (f" · {trial + 1}" if repeat > 1 else "")
                    results.case(label, run_case(work, prepared, screen, kind))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"{results.passed + results.failed} signal cases in {time.time() - started:.0f} s")
    return summary(results.passed, results.failed)


if __name__ == "__main__":
    sys.exit(main())
