#!/usr/bin/env python3
"""Active tasks end to end: `study run Studies/cognition.study` in a real pseudo-terminal.

A participant is onboarded in plain mode (answers piped in), then the study is run
full-screen (80x24, TERM=xterm-256color) and read back through a terminal emulator (pyte),
with the helpers of fullscreen_journey.py. One function per task kind:

- reaction time: opened from the home screen; the instructions (with "When:" and the
  practice note); the practice round (countdown, one trial); "Practice done"; the
  measured round of 5 trials, space pressed when the circle appears, with one deliberate
  false start during the `+` ("Too soon" shown, the trial repeated); the end screen
  ("Finished"); back home and leave with q. Then the results file (completed, 5 hits,
  1 false start, no timeouts, every event on CLOCK_MONOTONIC, the seed) and
  `study verify` on the participant's folder.
- finger tapping: only when the home screen lists it as available (it says "not
  available in this version" until the tapping kind is in the build): f and j in turn
  through the practice and the measured round, then the results file.

The lead adds a function per kind as the kinds land; `TASKS` lists them.

Usage:   python3 Tests/e2e/active_tasks_journey.py        (after `swift build`)
Needs:   pexpect and pyte, as fullscreen_journey.py (skips with exit 0 without them).
Binary:  .build/debug/study, or the path in STUDY_BINARY.
Prints "N passed, M failed" last; exits 1 if anything failed. Takes about 40 s.
"""

import json
import re
import shutil
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
try:
    import pexpect  # noqa: F401
    import pyte  # noqa: F401
except ImportError as missing:  # pragma: no cover - depends on the machine
    print(f"SKIP active_tasks_journey: the Python module '{missing.name}' is not installed (pip install pexpect pyte)")
    sys.exit(0)
from fullscreen_journey import Checks, Study  # noqa: E402
from studykit import RESUME_PATTERN, binary_missing, participant_id, run_study, summary  # noqa: E402  (path set there)

STUDY = "cognition"
STUDY_ID = "cognition-check"
# Plain-mode onboarding of Studies/cognition.study: join, age 30, the verdict, the
# participant id, four consent sections, the review, agree, name, signature, no readable
# copy of the consent the study keeps sealed (an empty line), leave.
ONBOARDING = "1\n30\n\n\n\n\n\n\n\n\n\n1\nAda Lovelace\nAda Lovelace\n\nleave\n"
CIRCLE_ROW = "█████████"
NOT_AVAILABLE = "not available in this version"


def onboard(output):
    done = run_study("run", f"Studies/{STUDY}.study", "--plain", "--output", output, input=ONBOARDING)
    return participant_id(done.stdout + done.stderr, RESUME_PATTERN), done


def flat(screen):
    """The screen's words on one line: text wrapped over rows reads as one sentence."""
    return " ".join(screen.split())


def wait_until(study, condition, limit=8.0):
    """Reads until `condition(lines)` holds for the screen; True if it did."""
    deadline = time.time() + limit
    while time.time() < deadline:
        if condition(study.lines()):
            return True
        if study.exited:
            break
        study.pump(0.02)
    return condition(study.lines())


def fixation(lines):
    return any(line.strip() == "+" for line in lines)


def circle(lines):
    return sum(CIRCLE_ROW in line for line in lines) == 3


def home_entry(study, title):
    """The home screen's line for `title`: (its number, available?), or (None, False)."""
    lines = study.lines()
    for index, line in enumerate(lines):
        found = re.search(r"(\d+)\.\s+" + re.escape(title), line)
        if found:
            detail = " ".join(lines[index:index + 2])
            return found.group(1), NOT_AVAILABLE not in detail
    return None, False


def open_task(checks, study, title):
    """From the home screen, opens `title`; True when its instructions show."""
    study.wait_for("Your tasks")
    number, _ = home_entry(study, title)
    if not checks.check(f"the home screen lists {title}", number is not None, study.screen()):
        return False
    study.press(number)
    if "Your tasks" in study.screen():
        study.press("enter")
    return study.wait_for("Start")


def back_home_and_leave(checks, study, title):
    """From a task's end screen: Enter to the home screen, which shows the task done, then
    q leaves with status 0."""
    study.press("enter")
    study.wait_for("Your tasks")
    number, _ = home_entry(study, title)
    entry = next((" ".join(study.lines()[index:index + 2]) for index, line in enumerate(study.lines())
                  if title in line), "")
    checks.check(f"back home, {title} is no longer to do", number is not None and "to do" not in entry, study.screen())
    study.press("q")
    status, signal = study.wait_exit()
    checks.check("q on the home screen leaves with status 0", status == 0 and signal is None,
                 f"status {status}, signal {signal}")


def results_of(output, participant, run):
    path = Path(output) / STUDY_ID / participant / "tasks" / f"{run}.json"
    return json.loads(path.read_text())


def verify(checks, output, participant):
    folder = Path(output) / STUDY_ID / participant
    done = run_study("verify", folder)
    checks.check("study verify on the participant's folder exits 0", done.returncode == 0,
                 f"status {done.returncode}\n{done.stdout}{done.stderr}")


def common_result_checks(checks, result, kind):
    events = result.get("events") or []
    checks.check(f"{kind}: the results say completed", result.get("status") == "completed", str(result.get("status")))
    checks.check(f"{kind}: the seed is recorded", isinstance(result.get("seed"), int), str(result.get("seed")))
    checks.check(f"{kind}: the clock is CLOCK_MONOTONIC in ns", (result.get("clock") or {}).get("source") == "CLOCK_MONOTONIC"
                 and (result.get("clock") or {}).get("unit") == "ns", str(result.get("clock")))
    stamps = [event.get("monotonicNs") for event in events]
    checks.check(f"{kind}: every event has a monotonicNs time, in order",
                 bool(events) and all(isinstance(stamp, int) and stamp > 0 for stamp in stamps) and stamps == sorted(stamps),
                 str(stamps[:8]))
    return events


# --- reaction time ---------------------------------------------------------------------

def reaction_time(checks, output, participant):
    study = Study(output, "--participant", participant, study=STUDY)
    if not open_task(checks, study, "Reaction time"):
        checks.check("the reaction-time instructions show", False, study.screen())
        return
    screen = study.screen()
    checks.check("the instructions say what to do, when, and that a practice comes first",
                 "When the circle appears, press space as fast as you can." in flat(screen)
                 and "When: Sit at the keyboard" in screen and "First a short practice round" in screen
                 and "Enter Start" in screen, screen)
    study.press("enter")
    checks.check("a countdown comes before the practice",
                 wait_until(study, lambda lines: any("Starting in" in line for line in lines)), study.screen())
    checks.check("the practice round says it is practice", "Reaction time · Practice" in study.screen(), study.screen())

    # Practice: one trial.
    checks.check("practice: the + comes first", wait_until(study, fixation, limit=6), study.screen())
    checks.check("practice: the circle appears", wait_until(study, circle, limit=4), study.screen())
    study.press(" ")
    checks.check("practice: pressing space shows the time ('✓ N ms')",
                 re.search(r"✓ \d+ ms", study.screen()) is not None, study.screen())
    study.wait_for("Practice done")
    checks.check("after the practice, 'Practice done' and the real round is recorded",
                 "Practice done. Next is the real round" in study.screen(), study.screen())
    study.press("enter")
    wait_until(study, lambda lines: any("Starting in" in line for line in lines))

    # The measured round: 5 trials, a false start in trial 2.
    false_start_shown = False
    for trial in range(1, 6):
        on_fixation = wait_until(study, lambda lines: fixation(lines) and any(f"Trial {trial} of 5" in line for line in lines),
                                 limit=6)
        if trial == 1:
            checks.check("the measured round is not called practice and counts 'Trial 1 of 5'",
                         on_fixation and "Practice" not in study.screen(), study.screen())
        if trial == 2:
            study.press(" ")
            false_start_shown = "Too soon" in study.screen()
            checks.check("a press during the + is a false start: 'Too soon' is said",
                         false_start_shown and "Wait for the circle" in study.screen(), study.screen())
            checks.check("after a false start the same trial starts again",
                         wait_until(study, lambda lines: fixation(lines) and any("Trial 2 of 5" in line for line in lines),
                                    limit=4), study.screen())
        if not wait_until(study, circle, limit=4):
            checks.check(f"trial {trial}: the circle appears", False, study.screen())
            break
        study.press(" ")
    study.wait_for("Finished", limit=6)
    screen = study.screen()
    checks.check("the end cannot be mistaken: 'Reaction time: Finished' and the results are saved",
                 "Reaction time: Finished" in screen and "Your results are saved" in screen, screen)
    checks.check("the end shows the figures: 5 responses, 1 too soon",
                 "5 responses" in screen and "1 too soon" in screen and "0 timed out" in screen, screen)
    back_home_and_leave(checks, study, "Reaction time")

    try:
        result = results_of(output, participant, "reaction-1")
    except (OSError, ValueError) as error:
        checks.check(f"the reaction-time results can be read ({error})", False)
        return
    events = common_result_checks(checks, result, "reaction time")
    summary = result.get("summary") or {}
    checks.check("reaction time: 5 hits, 1 false start, no timeouts",
                 summary.get("hits") == 5 and summary.get("falseStarts") == 1 and summary.get("timeouts") == 0,
                 json.dumps({key: summary.get(key) for key in ("hits", "falseStarts", "timeouts")}))
    trials = summary.get("trials") or []
    checks.check("reaction time: the false start belongs to trial 2",
                 [trial.get("falseStartsBefore") for trial in trials] == [0, 1, 0, 0, 0], json.dumps(trials)[:400])
    checks.check("reaction time: each trial's time is its response minus its stimulus, in ms",
                 len(trials) == 5 and all(abs(trial["reactionTimeMs"] - (trial["responseNs"] - trial["stimulusNs"]) / 1e6) < 0.001
                                          and 0 < trial["reactionTimeMs"] < 2000 for trial in trials), json.dumps(trials)[:400])
    practice = [event for event in events if event.get("practice")]
    checks.check("reaction time: the practice is in the log, marked practice, and not in the summary",
                 any(event.get("kind") == "key" for event in practice) and len(trials) == 5, str(len(practice)))
    checks.check("reaction time: the parameters are recorded",
                 (result.get("parameters") or {}).get("trials") in (5, "5"), str(result.get("parameters")))
    verify(checks, output, participant)


# --- finger tapping --------------------------------------------------------------------

def tap_until(study, text, stop_at=None, limit=40.0):
    """Sends f and j in turn, about 8 a second, until `text` is on the screen or the
    monotonic time `stop_at`; returns how many were sent."""
    sent = 0
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline and text not in study.screen():
        if stop_at is not None and time.monotonic() >= stop_at:
            break
        study.child.send("fj"[sent % 2])
        sent += 1
        study.pump(0.12)
    return sent


def finger_tapping(checks, output, participant):
    study = Study(output, "--participant", participant, study=STUDY)
    study.wait_for("Your tasks")
    number, available = home_entry(study, "Finger tapping")
    if not available:
        print("skip   finger tapping: the home screen says it is not available in this version")
        study.press("q")
        study.wait_exit()
        return
    if not open_task(checks, study, "Finger tapping"):
        checks.check("the tapping instructions show", False, study.screen())
        return
    checks.check("the tapping instructions name the keys and say the clock starts with the first tap",
                 "index fingers on F and J" in flat(study.screen()) and "first tap" in flat(study.screen()), study.screen())
    study.press("enter")
    # Practice (cognition.study: practice true): tap until it says it is done.
    wait_until(study, lambda lines: not any("Starting in" in line for line in lines) and any(line.strip() for line in lines[3:-2]),
               limit=6)
    tap_until(study, "Practice done", limit=75)
    checks.check("tapping: the practice ends with 'Practice done'", "Practice done" in study.screen(), study.screen())
    study.press("enter")
    wait_until(study, lambda lines: any("Starting in" in line for line in lines))
    wait_until(study, lambda lines: not any("Starting in" in line for line in lines), limit=6)
    study.settle(quiet=0.2)
    # The timer starts at the first tap; stop well before the 10 s so every tap counts.
    sent = tap_until(study, "Finished", stop_at=time.monotonic() + 8.5)
    study.wait_for("Finished", limit=6)
    checks.check("tapping: the end says Finished", "Finger tapping: Finished" in study.screen(), study.screen())
    back_home_and_leave(checks, study, "Finger tapping")
    try:
        result = results_of(output, participant, "tapping-1")
    except (OSError, ValueError) as error:
        checks.check(f"the tapping results can be read ({error})", False)
        return
    events = common_result_checks(checks, result, "tapping")
    taps = [event for event in events if event.get("kind") == "key" and not event.get("practice")
            and event.get("value") in ("f", "j")]
    checks.check(f"tapping: every tap sent is in the log ({sent})", len(taps) == sent, f"{len(taps)} logged, {sent} sent")
    summary = result.get("summary") or {}
    checks.check("tapping: the summary counts the taps, with no alternation errors",
                 summary.get("taps") == sent and summary.get("alternationErrors") == 0, json.dumps(summary)[:400])
    checks.check("tapping: the timer ran for the round's 10 s, from the first tap", summary.get("durationMs") == 10000,
                 str(summary.get("durationMs")))
    verify(checks, output, participant)


TASKS = [reaction_time, finger_tapping]


def main():
    if binary_missing("active_tasks_journey"):
        return 1
    checks = Checks()
    output = Path(tempfile.mkdtemp(prefix="study-active-"))
    started = time.time()
    try:
        participant, done = onboard(output)
        if checks.check("onboarding in plain mode gives a participant id", participant is not None,
                        (done.stdout + done.stderr)[-1500:]):
            for task in TASKS:
                try:
                    task(checks, output, participant)
                except (pexpect.ExceptionPexpect, OSError, KeyError, TypeError) as error:
                    checks.check(f"{task.__name__} ran to its end ({type(error).__name__}: {error})", False)
    finally:
        shutil.rmtree(output, ignore_errors=True)
    print(f"({time.time() - started:.0f} s)")
    return summary(checks.passed, checks.failed)


if __name__ == "__main__":
    sys.exit(main())
