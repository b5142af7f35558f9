"""The scripted journeys: plain mode with the answer files of Tests/Fixtures/answers, and
the cognition study full-screen, onboarding and the reaction-time task."""

import datetime

from studykit import SHOWN_PATTERN, participant_id

from .folder import ROOT, ID_PATTERN
from .fullscreen import FullScreenRun, Keys, Play
from .plain import PlainRun, screen_key

# Screens a resumed run may show before the participant's own screen.
NOTICES = {
    "torn": "could not be read; it was set aside in",
    "task-closed": "was cut short before it ended",
}


def notice_in(screen):
    return next((name for name, text in NOTICES.items() if text in " ".join(screen.split())), None)


class PlainJourney:
    mode = "plain"
    deletes = False  # ends with the participant's answers deleted (management.py)

    def __init__(self, name, study, answers, *arguments):
        self.name, self.study = name, study
        self.arguments = [f"Studies/{study}.study", *arguments]
        text = (ROOT / "Tests" / "Fixtures" / "answers" / answers).read_text(encoding="utf-8")
        # The diabetes baseline wants a date-time within 90 days (see the answers' README).
        yesterday = (datetime.date.today() - datetime.timedelta(days=1)).isoformat()
        self.steps = text.replace("{{YESTERDAY}}", yesterday).split("\n")
        if self.steps and self.steps[-1] == "":
            self.steps.pop()

    def prepare(self, output):
        """Nothing to make before the journey: it begins with a new participant."""

    def start(self, output, participant=None):
        return PlainRun(self.arguments, output, participant)

    def act(self, run, index, kill_after=None):
        """Sends step `index`; True once the program asks for the next line (or, for the
        last step, ends); with `kill_after`, SIGKILL that long after sending instead."""
        run.send(self.steps[index])
        if kill_after is not None:
            return run.kill_after(kill_after)
        return run.wait_ready() or index == len(self.steps) - 1

    def matches(self, index, screen, reference_screen):
        return screen_key(screen) == screen_key(reference_screen)

    def describe(self, screen):
        return " | ".join(screen_key(screen))

    def continue_notice(self, run):
        run.send("")
        return run.wait_ready()

    def shown_id(self, run):
        return participant_id(run.out, SHOWN_PATTERN)


class FullScreenJourney:
    mode = "full-screen"
    deletes = False

    def __init__(self, name, study, steps):
        self.name, self.study, self.steps = name, study, steps

    def prepare(self, output):
        """Nothing to make before the journey: it begins with a new participant."""

    def start(self, output, participant=None):
        return FullScreenRun(self.study, output, participant)

    def act(self, run, index, kill_after=None):
        following = self.steps[index + 1].marker if index + 1 < len(self.steps) else None
        return self.steps[index].perform(run, following, kill_after)

    def matches(self, index, screen, reference_screen):
        return self.steps[index].marker in screen

    def describe(self, screen):
        return " | ".join(line.strip() for line in screen.split("\n") if line.strip())[:300]

    def continue_notice(self, run):
        run.study.child.send("\r")
        run.study.settle(quiet=0.3)
        return not run.study.exited

    def shown_id(self, run):
        raw = bytes(run.study.emulator.raw).decode(errors="replace")
        at = raw.find("Your participant id")
        return participant_id(raw, ID_PATTERN, at) if at >= 0 else None


def cognition_steps():
    """Onboarding (learn more once), then the reaction-time task from the home screen:
    practice round, measured round, the end screen, and q on the home screen."""
    return [
        Keys("Join the study", "\r"),
        Keys("How old are you?", "30", "\r"),
        Keys("You can take part.", "\r"),
        Keys("Your participant id", "\r"),
        Keys("Consent, part 1 of 4", "\r"),
        Keys("Consent, part 2 of 4", "m"),
        Keys("For each task we keep every key", "\r"),
        Keys("Consent, part 2 of 4", "\r"),
        Keys("Consent, part 3 of 4", "\r"),
        Keys("Consent, part 4 of 4", "\r"),
        Keys("page 1 of 2", "\r"),
        Keys("page 2 of 2", "\r"),
        Keys("Do you agree to take part?", "1"),
        Keys("Step 1 of 2", "Ada Lovelace", "\r"),
        Keys("Step 2 of 2", "Ada Lovelace", "\r"),
        # The study keeps the signed consent sealed: no readable copy (Enter on an empty line).
        Keys("Your copy of the signed consent", "\r"),
        Keys("Your tasks", "1"),
        Keys("There are 5 trials", "\r"),
        Play("Starting in", until="Practice done"),
        Keys("Practice done", "\r"),
        Play("Starting in", until="Finished"),
        Keys("Finished", "\r"),
        Keys("Your tasks", "q"),
    ]


def all_journeys():
    # Through the profile and a re-consent, each from a participant made first (management.py).
    from .management import management_journeys

    return {
        "phq9": PlainJourney("phq9", "phq9", "phq9.txt"),
        "diabetes": PlainJourney("diabetes", "diabetes", "diabetes.txt"),
        "sleep-en": PlainJourney("sleep-en", "sleep-bilingual", "sleep-bilingual.en.txt", "--lang", "en"),
        "sleep-zh": PlainJourney("sleep-zh", "sleep-bilingual", "sleep-bilingual.zh-Hans.txt", "--lang", "zh-Hans"),
        "cognition": FullScreenJourney("cognition", "cognition", cognition_steps()),
    } | management_journeys()
