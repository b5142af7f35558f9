#!/usr/bin/env python3
"""Re-consent after a version bump, full-screen in a real pseudo-terminal: a participant who
did the PHQ-9 survey under consent version 1.1 comes back after the study file raised it to
2.0 and reworded the privacy section; their start shows what changed before anything else,
they agree and sign again, and a new signed document is saved beside the first.

Set-up (not what is tested): a copy of Studies/phq9.study in a temporary folder, and a
participant made by piping Tests/Fixtures/answers/phq9.txt through plain mode. Then the copy
gets `version: "2.0"` and a new privacy summary. At 80x24 with TERM=xterm-256color, keys are
typed as a person would (Enter, digits, the name) and the output is checked for what a
person reads: "The consent has changed", the privacy section marked changed and the others
unchanged, the changed section's page, the agreement and the signature again, the "saved"
screen, then home. Afterwards: the journal's events, both consent files, `study verify`,
and that the next start goes straight home. A second participant declines and is asked
again at their next start.

Usage:   python3 Tests/e2e/reconsent_journey.py        (after `swift build`)
Binary:  .build/debug/study, or the path in STUDY_BINARY.
Prints "N passed, M failed" last; exits 1 if anything failed.
"""

import json
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "support"))
from studykit import (Checks, ROOT, Pty, binary_missing, participant_id, plain_identities, run_study,  # noqa: E402
                      summary, without_copy_offer, BINARY)

ANSWERS = ROOT / "Tests/Fixtures/answers/phq9.txt"
OLD_PRIVACY = "Your answers are stored under a study code, not your name"


def new_participant(study, output):
    """PHQ-9 through its survey in plain mode, under the study file as it is; returns the id."""
    lines = without_copy_offer(ANSWERS.read_text(encoding="utf-8").splitlines(), "Mood questionnaire (PHQ-9)")
    done = run_study("run", str(study), "--plain", "--output", output, input="\n".join(lines) + "\n")
    found = participant_id(done.stdout)
    if done.returncode != 0 or not found:
        raise SystemExit(f"set-up failed: {done.returncode}\n{done.stdout[-800:]}\n{done.stderr}")
    return found


def raise_version(study):
    """Consent 2.0 with the privacy section's summary reworded."""
    text = study.read_text(encoding="utf-8")
    raised = text.replace('consent:\n  version: "1.1"', 'consent:\n  version: "2.0"')
    raised = raised.replace(OLD_PRIVACY, "Your answers, and a yearly summary of them, are stored under a study code, not your name")
    if raised.count('version: "2.0"') != 1 or OLD_PRIVACY in raised:
        raise SystemExit("set-up failed: the study file did not change as expected")
    study.write_text(raised, encoding="utf-8")


def screen_after(pty, keys, wanted, timeout=10.0):
    """Types `keys`, then reads until `wanted` (bytes) has been drawn."""
    pty.take()
    pty.send(keys)
    pty.read_until(wanted, timeout=timeout)
    return pty.take()


def enter_until(pty, wanted, limit=15):
    """Presses Enter until `wanted` is drawn: a long screen takes one Enter a page."""
    seen = b""
    for _ in range(limit):
        pty.send(b"\r")
        try:
            pty.read_until(wanted, timeout=2.0)
            return seen + pty.take()
        except TimeoutError:
            seen += pty.take()
    raise TimeoutError(f"{wanted!r} never came after {limit} presses of Enter")


def journal(folder):
    return [json.loads(line) for line in (folder / "journal.jsonl").read_text().splitlines()]


def agree_again(checks, study, output, participant):
    pty = Pty([BINARY, "run", str(study), "--participant", participant, "--output", output])
    try:
        pty.read_until(b"The consent has changed")
        changes = pty.read_quiet() + pty.take()
        checks.check(b"version 2.0; you signed version 1.1" in changes or b"you signed version 1.1" in changes,
                     "the versions are named", changes[-600:].decode(errors="replace"))
        checks.check(b"Your privacy (changed)" in changes, "the changed section is marked")
        changes += enter_until(pty, b"Change 1 of 1")
        checks.check(b"(unchanged)" in changes, "unchanged sections are marked")
        checks.check(b"Changed: Your privacy" in changes, "the changed section's page says so")
        enter_until(pty, b"Review the consent")  # the whole consent
        enter_until(pty, b"I do not agree")  # the agreement, nothing preselected
        screen_after(pty, b"1", b"Your full name")
        screen_after(pty, b"Sam Carter\r", b"Type your name again")
        screen_after(pty, b"Sam Carter\r", b"Your email address")
        saved = screen_after(pty, b"sam@example.org\r", b"saved beside")
        checks.check(bool(saved), "the new signed consent is saved")
        screen_after(pty, b"\r", b"My profile")
        pty.send(b"q")
        pty.read_quiet()
    finally:
        status = pty.close()
    checks.check(status == 0, "agreeing again exits 0", str(status))
    folder = Path(output) / "phq9-mood-check" / participant
    events = [event["event"] for event in journal(folder)]
    checks.check("reconsent-started" in events and events.count("signed") == 2, "the journal has both signatures",
                 str(events))
    checks.check((folder / "consent.md").exists() and (folder / "consent-v2.0.md").exists(),
                 "the new document is beside the first")
    renewed = (folder / "consent-v2.0.md").read_text()
    checks.check("Consent version: 2.0" in renewed and "Replaces the earlier consent: version 1.1" in renewed,
                 "the new document says what it replaces")
    verify = run_study("verify", str(folder))
    checks.check(verify.returncode == 0, "both documents verify", verify.stdout + verify.stderr)
    later = run_study("run", str(study), "--plain", "--participant", participant, "--output", output,
                      input="leave\n")
    checks.check("The consent has changed" not in later.stdout and "My profile" in later.stdout,
                 "the next start goes straight home", later.stdout[-400:])


def decline(checks, study, output, participant):
    pty = Pty([BINARY, "run", str(study), "--participant", participant, "--output", output])
    try:
        pty.read_until(b"The consent has changed")
        enter_until(pty, b"Change 1 of 1")
        enter_until(pty, b"Review the consent")
        enter_until(pty, b"I do not agree")
        declined = screen_after(pty, b"2", b"Stop for now")
        checks.check(b"You did not agree to the new version" in declined, "declining says what it means")
        pty.send(b"2")
        pty.read_quiet()
    finally:
        status = pty.close()
    checks.check(status == 0, "stopping after declining exits 0", str(status))
    folder = Path(output) / "phq9-mood-check" / participant
    checks.check(not (folder / "consent-v2.0.md").exists(), "nothing is signed")
    later = run_study("run", str(study), "--plain", "--participant", participant, "--output", output,
                      input="leave\n1\n")
    checks.check("The consent has changed" in later.stdout, "the next start asks again", later.stdout[-400:])


def main():
    if binary_missing("reconsent_journey"):
        return 1
    checks = Checks()
    with tempfile.TemporaryDirectory(prefix="study-reconsent-") as output:
        study = Path(output) / "phq9.study"
        # identity-key: none, so that both signed documents are readable files to check here
        # (the sealed re-consent: ReconsentJourneyTests.testWithATeamKeyTheNewSignedDocumentIsSealedToo).
        study.write_text(plain_identities((ROOT / "Studies/phq9.study").read_text(encoding="utf-8")),
                         encoding="utf-8")
        agreeing, declining = new_participant(study, output), new_participant(study, output)
        raise_version(study)
        for journey, participant in ((agree_again, agreeing), (decline, declining)):
            try:
                journey(checks, study, output, participant)
            except (TimeoutError, EOFError) as problem:
                checks.check(False, journey.__name__, str(problem))
    return summary(checks.passed, checks.failed)


if __name__ == "__main__":
    sys.exit(main())
