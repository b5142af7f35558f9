"""Journeys through the management events, in plain mode, each from a participant who has
already done the PHQ-9 survey (made before the journey by piping the answers file through
plain mode: the set-up, not what is killed):

- `profile-keep`: My profile, a permission changed (Reminders no longer allowed), then
  "Leave the study" keeping the answers;
- `profile-delete`: "Leave the study" asking for the answers to be deleted, so that kills
  land in the withdrawal and in the removal of the files that follows it;
- `reconsent`: the participant signed consent version 1.1; the study's copy then raises it
  to 2.0 with the privacy section reworded, and the journey is the re-consent their next
  start shows (the changes, the review, the agreement, the signature, the new document).

"A kill at any point leaves either the old state or the new one, never half": the trials
(killkit/trial.py) check each kill as for the other journeys; a deletion, which ends with
the journal itself removed, is checked as `DeletionCheck` says."""

import json
import re
from pathlib import Path

from studykit import participant_id, run_study

from .folder import ROOT
from .journeys import PlainJourney

ANSWERS = ROOT / "Tests" / "Fixtures" / "answers" / "phq9.txt"
OLD_PRIVACY = "Your answers are stored under a study code, not your name"
NEW_PRIVACY = "Your answers, and a yearly summary of them, are stored under a study code, not your name"


def done_phq9(study, output):
    """A participant who did the PHQ-9 survey under `study`; returns their id."""
    answers = ANSWERS.read_text(encoding="utf-8")
    done = run_study("run", str(study), "--plain", "--output", str(output), input=answers)
    found = participant_id(done.stdout)
    if done.returncode != 0 or not found:
        raise RuntimeError(f"set-up failed: exit {done.returncode}\n{done.stdout[-800:]}\n{done.stderr[-800:]}")
    return found


class ManagementJourney(PlainJourney):
    """A plain journey that begins with a participant already made (`prepare`): every
    sitting, the first too, starts with --participant."""

    deletes = False

    def __init__(self, name, steps):
        self.name, self.study = name, "phq9"
        self.steps = [typed for typed, _ in steps]
        # What the screen must show before each step is typed: a menu that gains an entry
        # would otherwise turn the journey into another one that still ends with status 0.
        self.expected = [shown for _, shown in steps]
        self.participants = {}

    def unexpected(self, index, screen):
        """None when step `index` is typed on the screen it was written for; else why not."""
        if self.expected[index] in screen:
            return None
        return f"step {index + 1} ({self.steps[index]!r}) expects a screen showing {self.expected[index]!r}"

    def study_file(self, output):
        return ROOT / "Studies" / "phq9.study"

    def prepare(self, output):
        self.participants[str(output)] = done_phq9(self.study_file(output), output)

    def start(self, output, participant=None):
        self.arguments = [str(self.study_file(output))]
        return super().start(output, participant or self.participants[str(output)])

    def shown_id(self, run):
        return None  # never shown again: the prepared one is used (see `start`)


class ReconsentJourney(ManagementJourney):
    """The study is a copy in the output folder: signed at 1.1, then raised to 2.0."""

    def study_file(self, output):
        return Path(output) / "phq9.study"

    def prepare(self, output):
        study = self.study_file(output)
        study.write_text((ROOT / "Studies" / "phq9.study").read_text(encoding="utf-8"), encoding="utf-8")
        super().prepare(output)
        text = study.read_text(encoding="utf-8")
        raised = text.replace('consent:\n  version: "1.1"', 'consent:\n  version: "2.0"').replace(OLD_PRIVACY, NEW_PRIVACY)
        if raised.count('version: "2.0"') != 1 or OLD_PRIVACY in raised:
            raise RuntimeError("set-up failed: the study copy did not change as expected")
        study.write_text(raised, encoding="utf-8")


class DeletionJourney(ManagementJourney):
    deletes = True


# Home: 1 the survey, 2 My results, 3 My profile, 4 Leave. Profile: 1 change a permission,
# …, 5 Add reminders to my calendar (only while reminders are allowed), then Leave the study
# and Back to my tasks. A resumed run opens at home, so the journey goes
# back home between the permission change and leaving: a kill after either resumes on a home
# screen of the journey. Each step is what is typed and what the screen shows before it.
PROFILE_KEEP = [
    ("3", "  3. My profile"),
    ("1", "  1. Change a permission"),
    ("1", "Reminders"),  # now: allowed
    ("2", "  2. Don't allow"),
    ("", "Saved: Reminders is now not allowed."),
    ("2", "Back to my profile"),
    ("6", "  6. Back to my tasks"),  # with reminders not allowed, no calendar entry
    ("3", "  3. My profile"),
    ("5", "  5. Leave the study"),
    ("1", "keep"),  # leave, keeping the answers
    ("", "You have left the study"),  # the last screen
]

PROFILE_DELETE = [
    ("3", "  3. My profile"),
    ("6", "  6. Leave the study"),
    ("2", "delete"),  # leave, deleting the answers
    ("", "You have left the study"),  # the last screen
]

RECONSENT = [
    ("", "The consent has changed"),
    ("", "Change 1 of 1"),
    ("", "consent"),  # the whole consent, to review
    ("1", "I agree"),
    ("Sam Carter", "name"),
    ("Sam Carter", "again"),
    ("sam@example.org", "email"),
    ("", "saved"),  # beside the first
    ("leave", "  1. Mood questionnaire"),  # home
]


def management_journeys():
    return {
        "profile-keep": ManagementJourney("profile-keep", PROFILE_KEEP),
        "profile-delete": DeletionJourney("profile-delete", PROFILE_DELETE),
        "reconsent": ReconsentJourney("reconsent", RECONSENT),
    }


DELETED = "withdrew-answers-deleted"
# What may stay beside outcome.json: the lock and the central store's secret (no answers).
KEPT_BESIDE_OUTCOME = {".lock", "outcome.json", ".store-secret"}


def deletion_decided(folder):
    """True once the folder's outcome.json records a withdrawal with deletion."""
    try:
        return json.loads((Path(folder) / "outcome.json").read_text())["decision"] == DELETED
    except (OSError, ValueError, KeyError):
        return False


def left_beside_outcome(folder):
    return sorted(p.name for p in Path(folder).iterdir() if p.name not in KEPT_BESIDE_OUTCOME
                  and not re.match(r"^\..+\.tmp-\d+$", p.name))
