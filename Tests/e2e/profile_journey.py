#!/usr/bin/env python3
"""The profile in full-screen mode, in a real pseudo-terminal: a participant who has done
the PHQ-9 survey comes back with --participant, opens "My profile" from home, changes a
permission, then leaves the study asking for their answers to be deleted.

Each participant is first made by piping Tests/Fixtures/answers/phq9.txt through plain
mode (the set-up, not what is tested). Then, at 80x24 with TERM=xterm-256color, keys are
typed as a person would (digits, Enter, q) and the output is checked for what a person
reads: the profile, "Saved: Reminders is now not allowed.", the confirmation that says
what leaving does to the answers, the last screen saying they were deleted; the exit
status; the files left (only outcome.json); that a later start only says they left; and
`study verify` on both folders.

Usage:   python3 Tests/e2e/profile_journey.py        (after `swift build`)
Binary:  .build/debug/study, or the path in STUDY_BINARY.
Prints "N passed, M failed" last; exits 1 if anything failed.
"""

import json
import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "support"))
from studykit import Checks, ROOT, Pty, binary_missing, participant_id, run_study, summary, BINARY  # noqa: E402

STUDY = "Studies/phq9.study"
ANSWERS = ROOT / "Tests/Fixtures/answers/phq9.txt"


def new_participant(output):
    """PHQ-9 through its survey in plain mode; returns the participant id."""
    lines = ANSWERS.read_text(encoding="utf-8").splitlines()
    done = run_study("run", STUDY, "--plain", "--output", output, input="\n".join(lines) + "\n")
    found = participant_id(done.stdout)
    if done.returncode != 0 or not found:
        raise SystemExit(f"set-up failed: {done.returncode}\n{done.stdout[-800:]}\n{done.stderr}")
    return found


def start(output, participant):
    return Pty([BINARY, "run", STUDY, "--participant", participant, "--output", output])


def screen_after(pty, keys, wanted, timeout=10.0):
    """Types `keys`, then reads until `wanted` (bytes) has been drawn."""
    pty.take()
    pty.send(keys)
    pty.read_until(wanted, timeout=timeout)
    return pty.take()


def permission_change(checks, output, participant):
    pty = start(output, participant)
    try:
        pty.read_until(b"My profile")
        screen_after(pty, b"3", b"Your profile")  # home: 1 the survey, 2 My results, 3 My profile, 4 Leave
        screen_after(pty, b"1", b"Which permission do you want to change?")
        shown = screen_after(pty, b"1", b"Now: allowed.")
        checks.check(b"With your permission" in shown, "the permission's reason is shown again")
        saved = screen_after(pty, b"2", b"Saved: Reminders is now not allowed.")
        checks.check(saved, "the change is confirmed")
        screen_after(pty, b"\r", b"Which permission do you want to change?")
        profile = screen_after(pty, b"2", b"Your profile")
        checks.check(b"Reminders: not allowed" in profile, "the profile shows the new choice")
        screen_after(pty, b"6", b"Your tasks")
        pty.send(b"q")  # leaving home needs no confirmation: everything is saved
        pty.read_quiet()
    finally:
        status = pty.close()
    checks.check(status == 0, "leaving home after the change exits 0", str(status))
    folder = Path(output) / "phq9-mood-check" / participant
    journal = [json.loads(line) for line in (folder / "journal.jsonl").read_text().splitlines()]
    decided = [e["granted"] for e in journal if e["event"] == "permission-decided"]
    checks.check(decided == [True, False], "the onboarding's choice, then the change, are journalled", str(decided))
    onboarding = json.loads((folder / "onboarding.json").read_text())
    checks.check(onboarding["permissions"] == {"reminders": False}, "onboarding.json follows the change")
    verify = run_study("verify", str(folder))
    checks.check(verify.returncode == 0, "the folder verifies after the change", verify.stdout + verify.stderr)


def leave_and_delete(checks, output, participant):
    pty = start(output, participant)
    try:
        pty.read_until(b"My profile")
        screen_after(pty, b"3", b"Your profile")  # home: 1 the survey, 2 My results, 3 My profile
        # Profile: 1-4 permission, contact, consent, privacy notice, 5 the calendar (reminders allowed), 6 leave.
        confirm = screen_after(pty, b"6", b"Stay in the study")
        checks.check(b"Leave the study?" in confirm, "leaving asks first")
        checks.check(b"nothing more will be collected" in confirm, "it says nothing more is collected")
        checks.check(b"You choose what happens to the answers" in confirm, "it says what happens to the answers")
        ending = screen_after(pty, b"2", b"your answers have been deleted")
        checks.check(bool(ending), "the last screen says the answers were deleted")
        pty.send(b"\r")
        pty.read_quiet()
    finally:
        status = pty.close()
    checks.check(status == 0, "leaving the study exits 0", str(status))
    folder = Path(output) / "phq9-mood-check" / participant
    left = sorted(name for name in os.listdir(folder) if not name.startswith("."))
    checks.check(left == ["outcome.json"], "only the record of the request is left", str(left))
    record = json.loads((folder / "outcome.json").read_text())
    checks.check(record["decision"] == "withdrew-answers-deleted", "the record says what was asked")
    later = run_study("run", STUDY, "--participant", participant, "--output", output, input="")
    checks.check(later.returncode == 0 and "their answers were deleted" in later.stdout,
                 "a later start only says they left", later.stdout + later.stderr)
    verify = run_study("verify", str(folder))
    checks.check(verify.returncode == 0 and "asked for their answers to be deleted" in verify.stdout,
                 "study verify knows the deletion", verify.stdout + verify.stderr)


def main():
    if binary_missing("profile_journey"):
        return 1
    checks = Checks()
    with tempfile.TemporaryDirectory(prefix="study-profile-") as output:
        for journey in (permission_change, leave_and_delete):
            try:
                journey(checks, output, new_participant(output))
            except (TimeoutError, EOFError) as problem:
                checks.check(False, journey.__name__, str(problem))
    return summary(checks.passed, checks.failed)


if __name__ == "__main__":
    sys.exit(main())
