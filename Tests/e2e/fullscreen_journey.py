#!/usr/bin/env python3
"""A participant's journey through `study run Studies/phq9.study` in full-screen mode.

The built binary runs in a real pseudo-terminal (80x24, TERM=xterm-256color), keys are
typed as a person would type them (arrows, digits, Enter, b, s, q, Ctrl-C, typed text),
and after each step the screen is read back through a terminal emulator (pyte) and
checked for what a person would see: the introduction, the participant id, "Question N of
M", a refused typed answer with the rule under it and the typed text kept, "back" showing
the earlier choice, a resize that re-wraps and redraws, Ctrl-C then "No, stay", leaving
with "Your answers are saved", a resumed run on the same question, and a terminal left as
it was found (normal screen back, cursor shown, cooked mode). Two shorter runs follow: a
typed answer through a resize and Ctrl-C, and the diabetes baseline as far as an "other"
choice ("Please specify").

Usage:   python3 Tests/e2e/fullscreen_journey.py        (after `swift build`)
Needs:   pexpect and pyte (`pip install pexpect pyte`). Without pyte the script says so
         and exits 0, so that a machine without it skips rather than fails.
Binary:  .build/debug/study, or the path in STUDY_BINARY.
Prints "N passed, M failed" last; exits 1 if anything failed.
"""

import json
import os
import re
import shutil
import sys
import tempfile
import termios
import time
from pathlib import Path

try:
    import pexpect
except ImportError:  # pragma: no cover - depends on the machine
    print("SKIP fullscreen_journey: the Python module 'pexpect' is not installed (pip install pexpect)")
    sys.exit(0)
try:
    import pyte
except ImportError:  # pragma: no cover - depends on the machine
    print("SKIP fullscreen_journey: the Python module 'pyte' is not installed (pip install pyte)")
    sys.exit(0)

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "support"))
from studykit import BINARY, ID_PATTERN, ROOT, binary_missing, summary, terminal_environment  # noqa: E402

KEYS = {
    "up": "\x1b[A", "down": "\x1b[B", "right": "\x1b[C", "left": "\x1b[D",
    "enter": "\r", "ctrl-c": "\x03", "ctrl-u": "\x15",
}

class Emulator:
    """pyte screens for the normal and the alternate screen: pyte has no alternate screen,
    so `ESC [ ? 1049 h/l` (and 47, 1047) are taken out of the stream here and switch
    between two screens, the way xterm does (the normal screen and its cursor are kept)."""

    SWITCHES = {
        b"\x1b[?1049h": True, b"\x1b[?1049l": False,
        b"\x1b[?1047h": True, b"\x1b[?1047l": False,
        b"\x1b[?47h": True, b"\x1b[?47l": False,
    }

    def __init__(self, columns, rows):
        self.main = pyte.Screen(columns, rows)
        self.alternate = pyte.Screen(columns, rows)
        self.main_stream = pyte.ByteStream(self.main)
        self.alternate_stream = pyte.ByteStream(self.alternate)
        self.in_alternate = False
        self.pending = b""
        self.raw = bytearray()
        self.saved_cursor = (0, 0)

    @property
    def screen(self):
        return self.alternate if self.in_alternate else self.main

    def feed(self, data, final=False):
        self.raw.extend(data)
        data = self.pending + data
        self.pending = b""
        # Hold back a control sequence cut in two by the read (until the rest comes).
        last = data.rfind(b"\x1b[")
        if not final and last != -1 and not re.match(rb"\x1b\[[0-9;?]*[ -/]*[@-~]", data[last:]):
            data, self.pending = data[:last], data[last:]
        pattern = re.compile(b"|".join(re.escape(s) for s in self.SWITCHES))
        position = 0
        for match in pattern.finditer(data):
            self._feed_current(data[position:match.start()])
            self._switch(self.SWITCHES[match.group()])
            position = match.end()
        self._feed_current(data[position:])

    def _feed_current(self, data):
        if data:
            (self.alternate_stream if self.in_alternate else self.main_stream).feed(data)

    def _switch(self, to_alternate):
        if to_alternate == self.in_alternate:
            return
        if to_alternate:
            self.saved_cursor = (self.main.cursor.x, self.main.cursor.y)
            self.alternate.reset()
        else:
            self.main.cursor.x, self.main.cursor.y = self.saved_cursor
        self.in_alternate = to_alternate

    def resize(self, columns, rows):
        for screen in (self.main, self.alternate):
            screen.resize(rows, columns)

    def lines(self):
        return [line.rstrip() for line in self.screen.display]

    def text(self):
        return "\n".join(self.lines())


class Study:
    """One `study run` in a pseudo-terminal."""

    def __init__(self, output, *extra, study="phq9", columns=80, rows=24):
        environment = terminal_environment()
        self.emulator = Emulator(columns, rows)
        self.child = pexpect.spawn(str(BINARY), ["run", f"Studies/{study}.study", "--output", str(output), *extra],
                                   cwd=str(ROOT), env=environment, dimensions=(rows, columns))
        self.exited = False
        self.final_attributes = None

    def pump(self, seconds):
        """Reads what the program writes for up to `seconds`."""
        deadline = time.time() + seconds
        while time.time() < deadline and not self.exited:
            try:
                self.emulator.feed(self.child.read_nonblocking(65536, timeout=0.05))
            except pexpect.TIMEOUT:
                continue
            except pexpect.EOF:
                self.exited = True
                self.emulator.feed(b"", final=True)

    def settle(self, quiet=0.25, limit=5.0):
        """Reads until the program has been quiet for `quiet` seconds."""
        deadline = time.time() + limit
        last = len(self.emulator.raw)
        quiet_since = time.time()
        while time.time() < deadline and not self.exited:
            self.pump(0.05)
            if len(self.emulator.raw) != last:
                last = len(self.emulator.raw)
                quiet_since = time.time()
            elif time.time() - quiet_since >= quiet:
                return

    def wait_for(self, text, limit=8.0):
        """Reads until `text` is on the screen (then lets the drawing finish)."""
        deadline = time.time() + limit
        while time.time() < deadline:
            if text in self.emulator.text():
                self.settle(quiet=0.15)
                return True
            if self.exited:
                break
            self.pump(0.05)
        return text in self.emulator.text()

    def press(self, *keys, settle=True):
        for key in keys:
            self.child.send(KEYS.get(key, key))
            if len(keys) > 1:
                self.settle(quiet=0.1)
        if settle:
            self.settle()

    def press_until(self, text, key="enter", most=12):
        """Presses `key` until `text` is on the screen (a long page is read to its end)."""
        for _ in range(most):
            if text in self.screen():
                return True
            self.press(key)
        return self.wait_for(text, limit=2.0)

    def type(self, text):
        self.child.send(text)
        self.settle()

    def resize(self, columns, rows):
        self.emulator.resize(columns, rows)
        self.child.setwinsize(rows, columns)
        self.settle(quiet=0.4)

    def wait_exit(self, limit=10.0):
        deadline = time.time() + limit
        while not self.exited and time.time() < deadline:
            self.pump(0.1)
        # The terminal's modes as the program left them, read before our side is closed.
        try:
            self.final_attributes = termios.tcgetattr(self.child.child_fd)
        except (termios.error, OSError, ValueError) as error:
            self.final_attributes = error
        self.child.close()
        return self.child.exitstatus, self.child.signalstatus

    def terminal_attributes(self):
        return termios.tcgetattr(self.child.child_fd)

    def screen(self):
        return self.emulator.text()

    def lines(self):
        return self.emulator.lines()


class Checks:
    def __init__(self):
        self.passed = 0
        self.failed = 0

    def check(self, name, condition, screen=None):
        if condition:
            self.passed += 1
            print(f"ok     {name}")
        else:
            self.failed += 1
            print(f"FAILED {name}")
            if screen is not None:
                print(indent(screen))
        return condition



def indent(screen):
    return "\n".join("       | " + line for line in screen.split("\n"))


def line_with(lines, text):
    return next((line for line in lines if text in line), None)


def chosen_line(lines):
    """The choice line with the selection mark."""
    return next((line for line in lines if "(•)" in line), None)


def journey(checks, output):
    study = Study(output)
    study.wait_for("Join the study")
    screen = study.screen()
    checks.check("the introduction shows the study and how to join or come back",
                 "Mood check" in screen and "1. Join the study" in screen and "I am already taking part" in screen
                 and "A short questionnaire about how you have been feeling" in screen, screen)
    checks.check("the footer lists the keys that work", "↑/↓" in study.lines()[-1] and "Enter" in study.lines()[-1], screen)
    attributes = study.terminal_attributes()
    checks.check("the terminal is in raw mode while the study runs",
                 not attributes[3] & termios.ICANON and not attributes[3] & termios.ECHO)

    study.press("enter")
    study.wait_for("How old are you?")
    checks.check("joining starts with the eligibility question", "A few questions first" in study.screen(), study.screen())
    lines = study.lines()
    field_rows = [index for index, line in enumerate(lines) if line.startswith("›")]
    # Was a bug: the line editor started one row below an empty field, wiping the hint.
    checks.check("a typed-answer field is drawn once, with its hint under it",
                 len(field_rows) == 1 and "a whole number from 0 to 120" in study.screen(), study.screen())

    study.type("abc")
    study.press("enter")
    study.wait_for("✗")
    screen = study.screen()
    checks.check("a refused typed answer shows the rule", "✗ Enter a whole number from 0 to 120." in screen, screen)
    checks.check("a refused typed answer keeps what was typed", "› abc" in screen, screen)

    study.press("ctrl-u")
    study.type("30")
    study.press("enter")
    study.wait_for("You can take part.")
    checks.check("age 30 is eligible", "You can take part." in study.screen(), study.screen())
    study.press("enter")
    study.wait_for("Your participant id")
    screen = study.screen()
    found = ID_PATTERN.search(screen)
    checks.check("once eligible, the participant id is shown to write down",
                 found is not None and "Write it down" in screen, screen)
    participant = found.group(1) if found else None
    study.press("enter")

    study.wait_for("Consent, part 1 of 7")
    checks.check("consent section 1 of 7 with its progress", "Consent, part 1 of 7" in study.screen(), study.screen())
    study.press("enter")
    study.wait_for("Consent, part 2 of 7")
    study.press("m")
    study.wait_for("Enter close")
    checks.check("m opens the section's full text",
                 "We collect your answers to the questionnaire each week" in study.screen(), study.screen())
    study.press("enter")
    study.wait_for("Consent, part 2 of 7")
    study.press("enter")
    study.wait_for("Consent, part 3 of 7")
    study.press("b")
    study.wait_for("Consent, part 2 of 7")
    checks.check("b goes back one consent section", "What we collect" in study.screen(), study.screen())
    for part in range(2, 8):
        study.press("enter")
        if part < 7:
            study.wait_for(f"Consent, part {part + 1} of 7")
    study.wait_for("Quiz, question 1 of 3")
    checks.check("the quiz comes after the last section", "Does your score on the questionnaire" in study.screen(),
                 study.screen())
    study.press("n")
    study.wait_for("Correct.")
    study.press("enter")
    study.wait_for("Quiz, question 2 of 3")
    study.press("n")
    study.wait_for("Correct.")
    study.press("enter")
    study.wait_for("Quiz, question 3 of 3")
    study.press("2")
    checks.check("a digit picks a choice", "(•) Once a week" in (chosen_line(study.lines()) or ""), study.screen())
    study.press("enter")
    study.wait_for("Correct.")
    study.press("enter")
    study.wait_for("You answered 3 of 3 correctly.")
    study.press("enter")
    study.wait_for("Review the consent")
    checks.check("the review pages a long consent", "more below" in study.screen(), study.screen())
    checks.check("the review can be read to its end, then the agreement comes",
                 study.press_until("Do you agree to take part?"), study.screen())
    study.press("enter")
    checks.check("Enter alone does not agree: nothing is preselected",
                 "Choose one of these first." in study.screen() and "Do you agree" in study.screen(), study.screen())
    study.press("1")
    study.wait_for("Your full name")
    study.type("Grace Hopper")
    study.press("enter")
    study.wait_for("Type your name again")
    study.type("Grace Hoper")
    study.press("enter")
    study.wait_for("✗")
    checks.check("a signature that does not match the name is refused with the reason",
                 "Your signature must be your full name as typed above." in study.screen(), study.screen())
    checks.check("a refused signature keeps what was typed, like a refused answer",
                 "› Grace Hoper" in study.screen(), study.screen())
    study.press("ctrl-u")
    study.type("Grace Hopper")
    study.press("enter")
    study.wait_for("Your email address")
    study.type("grace@example.org")
    study.press("enter")
    study.wait_for("Permission 1 of 1")
    checks.check("a permission is asked with its reason", "With your permission, you can add" in study.screen(), study.screen())
    study.press("1")
    if "Permission 1 of 1" in study.screen():
        study.press("enter")
    # The study keeps the signed consent sealed to its team key (Studies/keys/phq9.pub).
    study.wait_for("Your copy of the signed consent")
    checks.check("the consent is kept sealed, so a readable copy is offered, suggested in the home folder",
                 "~/signed-consent-phq9-mood-check-" in study.screen(), study.screen())
    study.press("enter")
    study.wait_for("Your tasks")
    checks.check("home lists the questionnaire as to do", "Mood questionnaire (PHQ-9)" in study.screen()
                 and "to do" in study.screen(), study.screen())
    study.press("enter")
    study.wait_for("9 questions, about 3 minutes.")
    checks.check("the survey says how many questions and how long", "9 questions, about 3 minutes." in study.screen(),
                 study.screen())
    study.press("enter")
    study.wait_for("Over the last 2 weeks")
    study.press("enter")
    study.wait_for("Little interest or pleasure")
    screen = study.screen()
    checks.check("question 1 shows 'Question 1 of 9' and its progress bar",
                 "Question 1 of 9" in screen and "%" in screen, screen)
    study.press("2", "enter")
    study.wait_for("Question 2 of 9")
    checks.check("Enter moves to 'Question 2 of 9'", "Feeling down, depressed, or hopeless" in study.screen(), study.screen())
    checks.check("a question that cannot be skipped offers no skip key", "s skip" not in study.screen(), study.screen())
    study.press("s")
    checks.check("s does not skip a question that cannot be skipped",
                 "Question 2 of 9" in study.screen() and "Feeling down" in study.screen(), study.screen())
    study.press("3", "enter")
    study.wait_for("Question 3 of 9")
    checks.check("'Question 3 of 9'", "Trouble falling or staying asleep" in study.screen(), study.screen())
    study.press("b")
    study.wait_for("Question 2 of 9")
    chosen = chosen_line(study.lines())
    checks.check("b goes back and shows the answer given before as chosen",
                 chosen is not None and "More than half the days" in chosen and chosen.startswith("›"), study.screen())

    before = study.lines()
    study.resize(60, 20)
    lines = study.lines()
    screen = study.screen()
    checks.check("after resizing to 60x20 the screen is redrawn at the new size",
                 len(lines) == 20 and all(len(line) <= 60 for line in lines) and "Feeling down, depressed, or hopeless" in screen
                 and "Question 2 of 9" in screen, screen)
    checks.check("after resizing the text is re-wrapped (the detail takes two lines at 60 columns)",
                 line_with(lines, "Over the last 2 weeks, how often have you been bothered by") is not None
                 and line_with(lines, "this?") is not None, screen)
    checks.check("after resizing the footer is still at the bottom",
                 any("Enter continue" in line for line in lines[-3:]), screen)
    checks.check("after resizing the chosen answer is still chosen",
                 "More than half the days" in (chosen_line(lines) or ""), screen)
    study.resize(80, 24)
    checks.check("resizing back to 80x24 redraws the same screen as before", study.lines() == before, study.screen())

    study.press("ctrl-c")
    study.wait_for("Leave now?")
    checks.check("Ctrl-C asks before leaving", "Leave now? Your answers so far are saved." in study.screen()
                 and "No, stay" in study.screen(), study.screen())
    study.press("down")
    study.press("enter")
    study.wait_for("Question 2 of 9")
    checks.check("'No, stay' goes back to the same question with its answer",
                 "Feeling down" in study.screen() and "More than half the days" in (chosen_line(study.lines()) or ""),
                 study.screen())
    study.press("enter")
    study.wait_for("Question 3 of 9")
    study.child.send("2")
    time.sleep(0.15)
    study.press("1")
    checks.check("a second digit typed quickly picks that choice when the two digits make no choice",
                 "Not at all" in (chosen_line(study.lines()) or ""), study.screen())
    time.sleep(1.0)
    study.press("1")
    study.press("enter")
    study.wait_for("Question 4 of 9")
    checks.check("'Question 4 of 9'", "Feeling tired or having little energy" in study.screen(), study.screen())

    study.press("q")
    study.wait_for("Leave now?")
    study.press("enter")
    status, signal = study.wait_exit()
    checks.check("leaving with q and 'Yes, save and leave' exits with status 0", status == 0 and signal is None,
                 f"status {status}, signal {signal}")
    checks.check("the alternate screen was left", not study.emulator.in_alternate)
    checks.check("the normal screen says the answers are saved",
                 "Your answers are saved." in study.screen(), study.screen())
    checks.check("the study's screens are gone from the normal screen",
                 "Feeling tired" not in study.screen() and "Leave now?" not in study.screen(), study.screen())
    raw = bytes(study.emulator.raw)
    last_leave = raw.rfind(b"\x1b[?1049l")
    checks.check("the cursor is shown again and bracketed paste turned off before leaving",
                 raw.rfind(b"\x1b[?25h") > raw.rfind(b"\x1b[?25l") and raw.rfind(b"\x1b[?2004l") > raw.rfind(b"\x1b[?2004h")
                 and last_leave > raw.rfind(b"\x1b[?1049h"))
    styles = [match for match in re.finditer(rb"\x1b\[([0-9;]*)m", raw) if match.start() < last_leave]
    checks.check("colours and styles are reset before the shell gets the terminal back",
                 bool(styles) and styles[-1].group(1) in (b"", b"0"))
    attributes = study.final_attributes
    if isinstance(attributes, Exception):
        checks.check(f"the terminal modes can be read after the run ({attributes})", False)
    else:
        checks.check("the terminal is back in cooked mode (ICANON, ECHO, ISIG)",
                     bool(attributes[3] & termios.ICANON) and bool(attributes[3] & termios.ECHO)
                     and bool(attributes[3] & termios.ISIG))
    return participant


def resumed(checks, output, participant):
    study = Study(output, "--participant", participant)
    study.wait_for("Question")
    screen = study.screen()
    checks.check("a resumed run lands on the question where the participant left",
                 "Question 4 of 9" in screen and "Feeling tired or having little energy" in screen, screen)
    checks.check("a resumed run does not show the introduction or the onboarding again",
                 "Join the study" not in screen and "Your participant id" not in screen, screen)
    study.press("b")
    study.wait_for("Question 3 of 9")
    checks.check("earlier answers are kept across runs ('Not at all' still chosen on question 3)",
                 "Not at all" in (chosen_line(study.lines()) or ""), study.screen())
    study.press("enter")
    study.wait_for("Question 4 of 9")
    for number in range(4, 10):
        study.press("1", "enter")
        if number < 9:
            study.wait_for(f"Question {number + 1} of")
    study.wait_for("Question 10 of 10")
    checks.check("the difficulty question is asked after problems were reported",
                 "how difficult have these problems" in study.screen(), study.screen())
    study.press("2", "enter")
    study.wait_for("Survey complete")
    screen = study.screen()
    # 1 (item 1, "Several days") + 2 (item 2, "More than half the days") + 0 (items 3 to 9) = 3.
    checks.check("the end of the survey says it is done and shows the score",
                 "Survey complete" in screen and "Your PHQ-9 score (0 to 27): 3" in screen
                 and "Minimal symptoms" in screen, screen)
    study.press("enter")
    study.wait_for("Your tasks")
    checks.check("home shows the questionnaire as done until next week", "next on" in study.screen(), study.screen())
    study.press("q")
    status, signal = study.wait_exit()
    checks.check("q on the home screen leaves with status 0", status == 0 and signal is None, f"status {status}")

    folder = Path(output) / "phq9-mood-check" / participant
    try:
        result = json.loads((folder / "tasks" / "phq9-1.json").read_text())
        answers = {step["id"]: step.get("outcome", {}).get("answer", {}).get("value") for step in result["steps"]}
        checks.check("the results hold the answers of both sittings in one completed run",
                     result["status"] == "completed" and answers.get("phq9_1") == "1" and answers.get("phq9_2") == "2"
                     and answers.get("phq9_3") == "0" and answers.get("phq9_9") == "0", json.dumps(answers))
        journal = [json.loads(line) for line in (folder / "journal.jsonl").read_text().splitlines()]
        modes = [event.get("mode") for event in journal if event["event"] == "session-started"]
        checks.check("both sittings were full-screen sessions in the journal", modes == ["full-screen", "full-screen"],
                     str(modes))
        checks.check("journal seq increases by one", [event["seq"] for event in journal] == list(range(1, len(journal) + 1)))
    except (OSError, ValueError, KeyError) as error:
        checks.check(f"the results can be read ({error})", False)


def typing_and_resizing(checks, output):
    """A typed answer through a resize and Ctrl-C ('No, stay', then leaving: status 130)."""
    study = Study(output)
    study.wait_for("Join the study")
    study.press("enter")
    study.wait_for("How old are you?")
    study.type("3")
    study.resize(60, 20)
    screen = study.screen()
    # Was a bug: a resize during line editing was not redrawn.
    checks.check("resizing while an answer is typed redraws the question and keeps the text",
                 "How old are you?" in screen and "› 3" in screen and all(len(line) <= 60 for line in study.lines()), screen)
    study.type("0")
    study.resize(80, 24)
    study.press("ctrl-c")
    study.wait_for("Leave now?")
    study.press("down")
    study.press("enter")
    study.wait_for("How old are you?")
    # Was a bug: the text being typed was lost.
    checks.check("Ctrl-C then 'No, stay' keeps what was being typed", "› 30" in study.screen(), study.screen())
    study.press("ctrl-c")
    study.wait_for("Leave now?")
    study.press("enter")
    status, signal = study.wait_exit()
    checks.check("Ctrl-C then 'Yes, save and leave' exits with status 130", status == 130, f"status {status}, signal {signal}")
    checks.check("after Ctrl-C the normal screen says the answers are saved", "Your answers are saved." in study.screen()
                 and not study.emulator.in_alternate, study.screen())


def other_choice(checks, output):
    """The diabetes baseline in full-screen mode, as far as an "other" choice: picking
    "Another way" asks "Please specify"; the text typed is kept with the choice."""
    study = Study(output, study="diabetes")
    study.wait_for("Check if I can take part")
    study.press("enter")
    study.wait_for("How old are you?")
    study.type("45")
    study.press("enter")
    study.wait_for("diagnosed")
    study.press("2", "enter")
    study.press("y")
    study.press("y")
    study.wait_for("you can take part")
    study.press("enter")
    study.wait_for("Your participant id")
    study.press("enter")
    for part in range(1, 10):
        study.wait_for(f"Consent, part {part} of 9")
        study.press("enter")
    # Quiz: yes-no keys answer at once; choices are picked, then Enter; a verdict after each.
    for keys in (["y"], ["y"], ["2", "enter"], ["1", "enter"], [" ", "down", " ", "enter"]):
        study.press(*keys)
        study.wait_for("Enter continue")
        study.press("enter")
    study.wait_for("You answered")
    study.press("enter")
    study.press_until("Do you agree to take part?", most=30)
    study.press("1")
    if "Do you agree" in study.screen():
        study.press("enter")
    for text in ("Ada Lovelace", "Ada Lovelace", "ada@example.org"):
        study.type(text)
        study.press("enter")
    for number in range(1, 5):
        study.wait_for(f"Permission {number} of 4")
        study.press("1")
        if f"Permission {number} of 4" in study.screen():
            study.press("enter")
    study.wait_for("Your copy of the signed consent")
    study.press("enter")
    study.wait_for("Your tasks")
    study.press("1")
    if "Your tasks" in study.screen():
        study.press("enter")
    study.wait_for("19 questions")
    study.press("enter")
    study.wait_for("Before you start")
    study.press("enter")
    study.wait_for("When were you diagnosed")
    study.type("2019-03-15")
    study.press("enter")
    study.wait_for("How do you usually check")
    study.press("5")
    time.sleep(1.0)
    study.press("enter")
    study.wait_for("Please specify")
    checks.check("an 'other' choice asks what is meant", "Please specify" in study.screen()
                 and "Another way" in study.screen(), study.screen())
    study.press("enter")
    screen = study.screen()
    checks.check("Enter on an empty 'Please specify' explains what to do in full-screen words",
                 "after a colon" not in screen and ("Please specify" in screen or "Another way" in screen), screen)
    if "Please specify" not in screen:
        study.press("enter")
        study.wait_for("Please specify")
    study.type("smart watch")
    study.press("enter")
    study.wait_for("HbA1c")
    checks.check("after the 'other' text the survey goes on", "Do you know the result of your most recent HbA1c"
                 in study.screen(), study.screen())
    study.press("q")
    study.wait_for("Leave now?")
    study.press("enter")
    status, _ = study.wait_exit()
    checks.check("leaving the baseline half-way exits with status 0", status == 0, f"status {status}")
    try:
        folder = next((Path(output) / "living-with-diabetes").iterdir())
        result = json.loads((folder / "tasks" / "baseline-1.json").read_text())
        answer = next(step for step in result["steps"] if step["id"] == "monitoring_method")["outcome"]["answer"]
        checks.check("the 'other' text is stored with the choice",
                     answer == {"type": "choice", "value": "other", "other": "smart watch"}, json.dumps(answer))
        checks.check("a half-done run is saved as in-progress", result["status"] == "in-progress", result["status"])
    except (OSError, ValueError, KeyError, StopIteration) as error:
        checks.check(f"the diabetes results can be read ({error})", False)


def main():
    if binary_missing("fullscreen_journey"):
        return 1
    checks = Checks()
    output = tempfile.mkdtemp(prefix="study-fullscreen-")
    try:
        try:
            participant = journey(checks, output)
            if participant:
                resumed(checks, output, participant)
            else:
                checks.check("the participant id could be read, so the resumed run can be tried", False)
            typing_and_resizing(checks, tempfile.mkdtemp(dir=output))
            other_choice(checks, tempfile.mkdtemp(dir=output))
        except (pexpect.ExceptionPexpect, OSError) as error:
            checks.check(f"the journey ran to its end ({type(error).__name__}: {error})", False)
    finally:
        shutil.rmtree(output, ignore_errors=True)
    return summary(checks.passed, checks.failed)


if __name__ == "__main__":
    sys.exit(main())
