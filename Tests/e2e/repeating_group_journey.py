#!/usr/bin/env python3
"""A repeating group in a real pseudo-terminal, full screen: a participant of
Tests/Fixtures/studies/medicines.study lists three medicines, removes the second, and is done.

The participant is first made by piping the onboarding of Tests/Fixtures/answers/medicines.txt
through plain mode (the set-up, not what is tested). Then, at 80x24 with TERM=xterm-256color,
keys are typed as a person would and the screens are checked for what a person reads: each
medicine's questions say which medicine they are about ("Medicine 2 · Question 1 of 2"); the
review lists the medicines with their answers and offers adding another, removing one and
finishing; removing asks which, says which was removed and renumbers the rest; the end shows
the count, and the question after the group is "Question 4 of 4" (the group's two questions
counted). Then the files: the results keep two numbered instances and the removed one
apart, `study verify` passes, and `study export` writes the long file with each answer's
group and instance and the wide file with `med_name__1`, `med_name__2` and -91 for the
third instance no one gave.

Usage:   python3 Tests/e2e/repeating_group_journey.py        (after `swift build`)
Binary:  .build/debug/study, or the path in STUDY_BINARY.
Prints "N passed, M failed" last; exits 1 if anything failed.
"""

import csv
import json
import re
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "support"))
from studykit import Checks, ROOT, Pty, binary_missing, participant_id, run_study, summary, BINARY  # noqa: E402

STUDY = str(ROOT / "Tests/Fixtures/studies/medicines.study")
STUDY_ID = "medicine-list"
ONBOARDING = "Join the study\n\n\n\n\n\n\nI agree\nAda Lovelace\nAda Lovelace\nAllow\nLeave\n"
ESCAPES = re.compile(rb"\x1b\[[0-9;?]*[A-Za-z]")


def new_participant(output):
    done = run_study("run", STUDY, "--plain", "--output", output, input=ONBOARDING)
    found = participant_id(done.stdout)
    if done.returncode != 0 or not found:
        raise SystemExit(f"set-up failed: {done.returncode}\n{done.stdout[-800:]}\n{done.stderr}")
    return found


def drawn(pty, wanted, timeout=10.0):
    """Reads until `wanted` (bytes) has been drawn and the screen is still; returns its text
    without the terminal's style escapes."""
    pty.read_until(wanted, timeout=timeout)
    pty.read_quiet()
    return ESCAPES.sub(b"", pty.take())


def screen_after(pty, keys, wanted, timeout=10.0):
    pty.take()
    pty.send(keys)
    return drawn(pty, wanted, timeout)


def add_medicine(checks, pty, keys, number, name, doses):
    """Types `keys` (the answer or choice that leads to a new medicine), then its name and doses."""
    asked = screen_after(pty, keys, b"What is the medicine called?")
    checks.check(f"Medicine {number} · Question 1 of 2".encode() in asked,
                 f"medicine {number}'s first question says which it is", asked[-300:].decode(errors="replace"))
    doses_screen = screen_after(pty, name.encode() + b"\r", b"How many doses")
    checks.check(f"Medicine {number} · Question 2 of 2".encode() in doses_screen,
                 f"medicine {number}'s second question says which it is", doses_screen[-300:].decode(errors="replace"))
    review = screen_after(pty, str(doses).encode() + b"\r", b"I am done")
    checks.check(f"You have given {number} so far".encode() in review, f"the review counts {number}",
                 review[-500:].decode(errors="replace"))
    checks.check(name.encode() in review and b"Add another" in review and b"Remove one" in review,
                 f"the review lists {name} and offers add and remove", review[-500:].decode(errors="replace"))
    return review


def journey(checks, output, participant):
    pty = Pty([BINARY, "run", STUDY, "--participant", participant, "--output", output])
    try:
        drawn(pty, b"Leave")
        screen_after(pty, b"1", b"about 3 minutes")  # the survey's introduction
        screen_after(pty, b"\r", b"Do you take any medicines")
        add_medicine(checks, pty, b"y", 1, "Metformin", 2)  # yes: the group needs one, so it starts
        add_medicine(checks, pty, b"1", 2, "Aspirin", 1)  # 1: Add another
        add_medicine(checks, pty, b"1", 3, "Insulin", 3)
        which = screen_after(pty, b"2", b"Keep them all")
        checks.check(b"Which one should be removed?" in which and b"Medicine 3" in which,
                     "removing asks which, naming each medicine", which[-400:].decode(errors="replace"))
        after = screen_after(pty, b"2", b"I am done")
        checks.check(b"Medicine 2 was removed." in after and b"You have given 2 so far" in after,
                     "the removal is said, and two are left", after[-500:].decode(errors="replace"))
        checks.check(b"Aspirin" not in after and b"Insulin" in after, "Insulin is now the second",
                     after[-500:].decode(errors="replace"))
        side = screen_after(pty, b"3", b"side effects")  # I am done
        # The group's two questions count (once, as the group asks for one medicine at least).
        checks.check(b"Question 4 of 4" in side, "the question after the group counts the group's questions",
                     side[-400:].decode(errors="replace"))
        end = screen_after(pty, b"n", b"Medicines listed")
        checks.check(b"Medicines listed: 2" in end, "the end shows the count of medicines kept",
                     end[-300:].decode(errors="replace"))
        screen_after(pty, b"\r", b"Leave")
        pty.send(b"q")
        pty.read_quiet()
    finally:
        status = pty.close()
    checks.check(status == 0, "leaving home exits 0", str(status))


def files(checks, output, participant):
    folder = Path(output) / STUDY_ID / participant
    result = json.loads((folder / "tasks" / "meds-1.json").read_text())
    group = next(step for step in result["steps"] if step["id"] == "medicines")

    def names(instances):
        return [next(s["outcome"]["answer"]["value"] for s in i["steps"] if s["id"] == "med_name") for i in instances]

    checks.check([i["number"] for i in group["instances"]] == [1, 2], "two instances, numbered 1 and 2")
    checks.check(names(group["instances"]) == ["Metformin", "Insulin"], "Metformin then Insulin",
                 str(names(group["instances"])))
    checks.check(names(group.get("removedInstances", [])) == ["Aspirin"], "Aspirin kept apart as removed")
    verify = run_study("verify", str(folder))
    checks.check(verify.returncode == 0, "the folder verifies", verify.stdout + verify.stderr)
    export = Path(output + "-export")
    exported = run_study("export", output, "--to", str(export), "--studies", STUDY, "-q")
    checks.check(exported.returncode == 0, "the export succeeds", exported.stderr)
    with open(export / STUDY_ID / "answers-long.csv", newline="") as file:
        long = [row for row in csv.DictReader(file) if row["step"] == "med_name"]
    got = [(row["value"], row["group"], row["instance"], row["on_path"]) for row in long]
    checks.check(got == [("Metformin", "medicines", "1", "1"), ("Aspirin", "medicines", "", "0"),
                         ("Insulin", "medicines", "2", "1")],
                 "the long file has each name with its group and instance; the removed one off the path", str(got))
    with open(export / STUDY_ID / "survey-meds.csv", newline="") as file:
        wide = next(csv.DictReader(file))
    got = [wide.get(column) for column in ("medicines", "med_name__1", "med_doses__1", "med_name__2", "med_doses__2",
                                           "med_name__3", "med_name__5")]
    checks.check(got == ["2", "Metformin", "2", "Insulin", "3", "-91", "-91"],
                 "the wide file has the count, each instance's columns and -91 beyond them", str(got))


def main():
    if binary_missing("repeating_group_journey"):
        return 1
    checks = Checks()
    with tempfile.TemporaryDirectory(prefix="study-repeats-") as folder:
        output = str(Path(folder) / "Output")
        participant = new_participant(output)
        try:
            journey(checks, output, participant)
            files(checks, output, participant)
        except (TimeoutError, EOFError) as problem:
            checks.check(False, "the journey", str(problem))
    return summary(checks.passed, checks.failed)


if __name__ == "__main__":
    sys.exit(main())
