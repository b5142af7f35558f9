#!/usr/bin/env python3
"""A `schedule: once` survey cannot be rerun, in a real pseudo-terminal: a participant who
has done the diabetes study's baseline survey (`schedule: once`) comes back with
--participant and types its number on the home screen.

The participant is first made by piping Tests/Fixtures/answers/diabetes.txt through plain
mode (the set-up, not what is tested: the onboarding, the baseline and the weekly check-in).
Then, at 80x24 with TERM=xterm-256color, keys are typed as a person would and the output is
checked for what a person reads: the baseline's row says when it was done; typing its
number (1, the number it always has) says it was done on that day and cannot be started
again; Enter goes back to the same home screen, where the numbers have not moved; q leaves.
Nothing is recorded: no task is started, no results file is written, the journal gains
only the session's own start and end, and `study verify` passes.

Usage:   python3 Tests/e2e/once_survey_journey.py        (after `swift build`)
Binary:  .build/debug/study, or the path in STUDY_BINARY.
Prints "N passed, M failed" last; exits 1 if anything failed.
"""

import datetime
import json
import os
import re
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "support"))
from studykit import Checks, ROOT, Pty, binary_missing, participant_id, run_study, summary, BINARY  # noqa: E402

STUDY = "Studies/diabetes.study"
STUDY_ID = "living-with-diabetes"
ANSWERS = ROOT / "Tests/Fixtures/answers/diabetes.txt"


def new_participant(output):
    """The diabetes onboarding, baseline and weekly check-in in plain mode; returns the id."""
    yesterday = (datetime.date.today() - datetime.timedelta(days=1)).isoformat()
    answers = ANSWERS.read_text(encoding="utf-8").replace("{{YESTERDAY}}", yesterday)
    done = run_study("run", STUDY, "--plain", "--output", output, input=answers)
    found = participant_id(done.stdout)
    if done.returncode != 0 or not found:
        raise SystemExit(f"set-up failed: {done.returncode}\n{done.stdout[-800:]}\n{done.stderr}")
    return found


def folder_state(folder):
    """The journal's events and the results files, to compare before and after."""
    journal = [json.loads(line) for line in (folder / "journal.jsonl").read_text().splitlines() if line.strip()]
    tasks = sorted(os.listdir(folder / "tasks")) if (folder / "tasks").is_dir() else []
    return journal, tasks


ESCAPES = re.compile(rb"\x1b\[[0-9;?]*[A-Za-z]")


def drawn(pty, wanted, timeout=10.0):
    """Reads until `wanted` (bytes) has been drawn and the screen is still; returns its text
    without the terminal's escape sequences (styles only: rows are drawn whole)."""
    pty.read_until(wanted, timeout=timeout)
    pty.read_quiet()
    return ESCAPES.sub(b"", pty.take())


def screen_after(pty, keys, wanted, timeout=10.0):
    """Types `keys`, then reads until `wanted` (bytes) has been drawn."""
    pty.take()
    pty.send(keys)
    return drawn(pty, wanted, timeout)


def once_is_once(checks, output, participant):
    folder = Path(output) / STUDY_ID / participant
    journal_before, tasks_before = folder_state(folder)
    today = datetime.date.today().isoformat()
    pty = Pty([BINARY, "run", STUDY, "--participant", participant, "--output", output])
    try:
        # The key footer: "Leave" itself may be on the home screen's second page.
        home = drawn(pty, b"save and leave")
        checks.check(b"1. About you and your diabetes" in home, "the baseline keeps number 1 at home")
        checks.check(f"done on {today}".encode() in home, "its row says the day it was done")
        closed = screen_after(pty, b"1", b"cannot be started again")
        checks.check(f'You did "About you and your diabetes" on {today}.'.encode() in closed,
                     "typing its number says when it was done", closed[-400:].decode(errors="replace"))
        checks.check(b"Question 1 of" not in closed, "no question of the survey is shown")
        back = screen_after(pty, b"\r", b"save and leave")
        checks.check(b"1. About you and your diabetes" in back and b"2. Weekly check-in" in back,
                     "Enter goes back home, the numbers unchanged")
        pty.send(b"q")  # leaving home needs no confirmation: everything is saved
        pty.read_quiet()
    finally:
        status = pty.close()
    checks.check(status == 0, "leaving home exits 0", str(status))
    journal_after, tasks_after = folder_state(folder)
    checks.check(tasks_after == tasks_before, "no results file is written", f"{tasks_before} -> {tasks_after}")
    added = [event["event"] for event in journal_after[len(journal_before):]]
    checks.check(journal_after[:len(journal_before)] == journal_before, "the journal's earlier events are untouched")
    checks.check(set(added) <= {"session-started", "session-ended"},
                 "the journal gains only the session's start and end", str(added))
    started = [e for e in journal_after if e["event"] == "task-started" and e.get("task") == "baseline"]
    checks.check(len(started) == 1, "the baseline was started once, in the set-up", str(len(started)))
    verify = run_study("verify", str(folder))
    checks.check(verify.returncode == 0, "the folder still verifies", verify.stdout + verify.stderr)


def main():
    if binary_missing("once_survey_journey"):
        return 1
    checks = Checks()
    with tempfile.TemporaryDirectory(prefix="study-once-") as output:
        try:
            once_is_once(checks, output, new_participant(output))
        except (TimeoutError, EOFError) as problem:
            checks.check(False, "once_is_once", str(problem))
    return summary(checks.passed, checks.failed)


if __name__ == "__main__":
    sys.exit(main())
