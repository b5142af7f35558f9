#!/usr/bin/env python3
"""Hostile input: nothing from a study file or an answer can drive the terminal, leave
the folders it belongs in, or run anything.

1. `Tests/Fixtures/hostile/hostile.study` puts escape sequences and control characters in
   every text a participant sees (OSC 52 clipboard writes, OSC 8 links, window titles,
   cursor moves, a terminal query, bell, C1 controls, bidi overrides; raw ESC bytes in its
   consent document). It is run in plain mode (answers piped, some of them hostile too)
   and in full-screen mode (a pseudo-terminal), and the output is checked byte by byte:
   - plain mode: no ESC, no BEL, no other C0 control but newline, no C1, no bidi control;
   - full screen: every escape sequence is one of the program's own (its redraws, modes
     and colours, and libedit's line editing) and none of the file's; no OSC at all, no
     BEL, no C1, no bidi control;
   - every hostile text is still shown, inert (e.g. `^[]52;…^G`, `<U+202E>`), so
     nothing was silently dropped.
2. A consent document named `../../etc/passwd` is refused by `study validate` with a
   located error (file:line:column) and `study run` refuses to start.
3. A participant id such as `../x` is refused before anything is written.
4. A study whose ids carry escape sequences: the diagnostics of `study validate` show
   them inert.
5. Nothing in a study file is ever executed: the sources are searched for every way a
   Swift program can start another program (Process, posix_spawn, system, popen, exec*,
   fork, dlopen); the only hit allowed is the central store's loading of PostgreSQL's
   client library, and only by its fixed name (libpq.so.5, never a name from input).

Usage:   python3 Tests/reliability/hostile_input.py      (after `swift build`)
Prints "N passed, M failed" last; exits 1 if anything failed.
"""

import json
import re
import shutil
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "support"))
from studykit import ROOT, binary_missing, run_study, summary, terminal_environment as environment  # noqa: E402
HOSTILE = "Tests/Fixtures/hostile/hostile.study"
ESCAPE_PATH = "Tests/Fixtures/hostile/escape-path.study"

sys.path.insert(0, str(ROOT / "Tests" / "e2e"))
import fullscreen_journey as e2e  # noqa: E402  (pexpect, pyte, the terminal emulator)

# Every marker the study shows somewhere (the consent document's own title is not shown).
MARKERS = ["HOSTILE-TITLE", "HOSTILE-ORG", "HOSTILE-INTRO", "HOSTILE-INTRO-TEXT", "HOSTILE-LEARN",
           "HOSTILE-SECTION", "HOSTILE-SUMMARY", "HOSTILE-FULL-TEXT", "HOSTILE-WITHDRAW-SUMMARY",
           "HOSTILE-WITHDRAW-FULL", "HOSTILE-REVIEW", "HOSTILE-MEANING", "HOSTILE-PERMISSION", "HOSTILE-REASON",
           "HOSTILE-TASK", "HOSTILE-DESCRIPTION", "HOSTILE-INSTRUCTION-TEXT", "HOSTILE-QUESTION", "HOSTILE-DETAIL",
           "HOSTILE-CHOICE-ONE", "HOSTILE-CHOICE-TWO", "HOSTILE-PATTERN-MESSAGE", "HOSTILE-SCORE",
           "HOSTILE-COMPLETION"]

# Typed in plain mode: learn more on the introduction, join, the id, a section's full
# text, two sections, the review, the agreement, a name with escapes (refused: offered
# again inert), the name, the signature, the permission, the task, its introduction, the
# instruction, a choice, a hostile text answer (refused by the pattern, then offered
# again as the kept answer), the answer, the end, leave.
HOSTILE_NAME = "Mallory \x1b]0;typed-title\x07 \u202ex"
HOSTILE_ANSWER = "BAD \x1b[2J\x1b]52;c;eA==\x07 \u202e \u0085 \x9b6n"
PLAIN_ANSWERS = ["learn more", "1", "", "learn more", "", "", "", "", "I agree", HOSTILE_NAME, "Mallory",
                 "mallory", "1", "1", "", "", "2", HOSTILE_ANSWER, "abc", "", "leave"]

# What the program itself writes in full screen (Redraw, ScreenModeSequences, Styler)
# and what libedit writes while a line is edited (terminfo for xterm: cursor moves,
# erase, insert and delete). Nothing else may appear.
OWN_SEQUENCE = re.compile(rb"\x1b\[(?:[0-9;]*m|[0-9]+;1H|H|J|2?K|\?(?:25|1049|2004)[hl]|[0-9]*[ABCDP@X])")
BIDI = re.compile("[\u202a-\u202e\u2066-\u2069]")
C1 = re.compile("[\u0080-\u009f]")


class Checks(e2e.Checks):
    pass


def study(*arguments, stdin=""):
    return run_study(*arguments, input=stdin.encode(), env=environment(), text=False)


def shown_inert(checks, mode, text):
    missing = [marker for marker in MARKERS if marker not in text]
    checks.check(f"{mode}: every hostile text is shown ({len(MARKERS)} of them)", not missing, f"missing: {missing}")
    checks.check(f"{mode}: the escape sequences are shown inert, as ^[ and <U+…>",
                 "^[]52;c;" in text and "<U+202E>" in text and "<U+009B>" in text and "^G" in text)


def plain(checks, output):
    run = study("run", HOSTILE, "--plain", "--output", str(output), stdin="".join(a + "\n" for a in PLAIN_ANSWERS))
    text = run.stdout.decode("utf-8", "replace")
    checks.check("plain: the hostile journey ends normally (status 0)", run.returncode == 0,
                 f"status {run.returncode}\n{text[-1500:]}\n{run.stderr.decode()}")
    controls = sorted({f"{ord(c):#04x}" for c in text if (ord(c) < 0x20 and c != "\n") or ord(c) == 0x7f})
    checks.check("plain: no ESC, BEL or other control character reaches the output", not controls, str(controls))
    checks.check("plain: no C1 control and no bidi override reaches the output",
                 not C1.search(text) and not BIDI.search(text), repr(sorted(set(C1.findall(text) + BIDI.findall(text)))))
    shown_inert(checks, "plain", text)
    checks.check("plain: a typed answer with escapes is echoed, and offered again, with them removed",
                 "> BAD    6n\n" in text and "[BAD    6n] abc" in text, text[-2500:])
    checks.check("plain: a name with control characters is refused (it would go into the signed consent)",
                 "A name cannot contain control characters." in text, text)
    folder = next((Path(output) / "hostile-check").iterdir())
    consent = (folder / "consent.md").read_text()
    checks.check("the signed consent holds the name as accepted", "Printed name: Mallory\n" in consent, consent[-600:])
    result = json.loads((folder / "tasks" / "hostile_survey-1.json").read_text())
    answers = {step["id"]: step.get("outcome", {}).get("answer", {}).get("value") for step in result["steps"]}
    checks.check("the accepted answers are stored", answers.get("code") == "abc" and answers.get("colour") == "2",
                 json.dumps(answers))


def full_screen(checks, output):
    run = e2e.Study(output, study="../Tests/Fixtures/hostile/hostile")
    steps = [("HOSTILE-INTRO", ["enter"]), ("Your participant id", ["enter"]), ("Consent, part 1 of 2", ["m"]),
             ("HOSTILE-FULL-TEXT", ["enter"]), ("Consent, part 1 of 2", ["enter"]), ("Consent, part 2 of 2", ["enter"])]
    for text, keys in steps:
        run.wait_for(text)
        run.press(*keys)
    run.press_until("Do you agree to take part?", most=20)
    run.press("1")
    if "Do you agree" in run.screen():
        run.press("enter")
    for prompt in ("Your full name", "Type your name again"):
        run.wait_for(prompt)
        run.type("Mallory")
        run.press("enter")
    run.wait_for("Permission 1 of 1")
    run.press("1")
    if "Permission 1 of 1" in run.screen():
        run.press("enter")
    run.wait_for("Your tasks")
    run.press("enter")
    for text, keys in [("2 questions", ["enter"]), ("HOSTILE-INSTRUCTION-TEXT", ["enter"]),
                       ("HOSTILE-QUESTION", ["2", "enter"]), ("HOSTILE-CODE-QUESTION", [])]:
        run.wait_for(text)
        run.press(*keys)
    run.type("BAD")
    run.press("enter")
    run.wait_for("HOSTILE-PATTERN-MESSAGE")
    run.press("ctrl-u")
    run.type("abc")
    run.press("enter")
    run.wait_for("HOSTILE-COMPLETION")
    run.press("enter")
    run.wait_for("Your tasks")
    run.press("q")
    status, _ = run.wait_exit()
    checks.check("full screen: the hostile journey ends normally (status 0)", status == 0, f"status {status}\n{run.screen()}")

    raw = bytes(run.emulator.raw)
    foreign = sorted({match.group() for match in re.finditer(rb"\x1b.{0,12}", raw, re.S)
                      if not OWN_SEQUENCE.match(raw, match.start())})
    checks.check("full screen: every escape sequence written is one of the program's own or libedit's",
                 not foreign, repr(foreign[:10]))
    checks.check("full screen: no OSC (title, clipboard, link), no BEL", b"\x1b]" not in raw and b"\x07" not in raw)
    text = raw.decode("utf-8", "replace")
    checks.check("full screen: no C1 control and no bidi override", not C1.search(text) and not BIDI.search(text))
    for sequence in (b"\x1b[77;77H", b"\x1b[3A", b"\x1b[6n", b"\x1b[5m", b"\x1b[31m\x1b"):
        checks.check(f"full screen: the file's {sequence!r} never reaches the terminal", sequence not in raw)
    visible = [marker for marker in MARKERS if marker.encode() in raw]
    checks.check("full screen: the hostile texts on the way are shown", len(visible) >= 15, str(visible))


def escape_path(checks):
    run = study("validate", ESCAPE_PATH)
    err = run.stderr.decode()
    checks.check("a consent document '../../etc/passwd' is refused with a located error",
                 run.returncode == 1 and f"{ESCAPE_PATH}:18:13: error:" in err and "may not contain '..'" in err, err)
    run = study("run", ESCAPE_PATH, "--plain", "--output", "/nonexistent-study-output")
    checks.check("study run refuses the study (status 1) and reads nothing outside Consent/",
                 run.returncode == 1 and b"root:" not in run.stdout + run.stderr, run.stderr.decode())


def participant_ids(checks, output):
    for bad in ("../x", "..", "a/b", "x\\y", "\x1b]0;x\x07"):
        run = study("run", HOSTILE, "--plain", "--output", str(output), "--participant", bad, stdin="1\n")
        checks.check(f"the participant id {bad!r} is refused (status 2) before anything is written",
                     run.returncode == 2 and not Path(output).exists() and b"\x1b]" not in run.stderr, run.stderr.decode())


def hostile_diagnostics(checks, folder):
    source = (ROOT / HOSTILE).read_text().replace("id: colour\n", 'id: "colour\\e]0;id-title\\a"\n')
    path = Path(folder) / "bad-id.study"
    path.write_text(source)
    (Path(folder) / "Consent").mkdir(exist_ok=True)
    shutil.copy(ROOT / "Tests/Fixtures/hostile/Consent/hostile.md", Path(folder) / "Consent")
    run = run_study("validate", path, env=environment(), text=False)
    err = run.stderr.decode("utf-8", "replace")
    checks.check("study validate: an id with an escape sequence is reported, inert",
                 run.returncode == 1 and "^[]0;id-title^G" in err and "\x1b" not in err, err)


def nothing_runs(checks):
    calls = re.compile(r"(?<![.\w])(?<!case )(Process\s*\(|NSTask|posix_spawn|system\s*\(|popen|execv|execl|execvp|fork\s*\("
                       r"|vfork|dlopen|dlsym|NSAppleScript)")
    # libpq is opened on first use of a store (every other command starts without it), by
    # the constant name below and nothing else: that file's dlopen/dlsym are the one exception.
    libpq = Path("Sources/StudyRunner/Store/LibPQ.swift")
    hits = []
    loads = []
    for path in sorted((ROOT / "Sources").rglob("*.swift")):
        text = path.read_text()
        for number, line in enumerate(text.splitlines(), 1):
            if calls.search(line) and not line.strip().startswith("//") and path.relative_to(ROOT) != libpq:
                hits.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
            in_libpq = path.relative_to(ROOT) == libpq and re.search(r"\bload\(", line) and "func load(" not in line
            if in_libpq or "LibPQ.load(" in line:
                loads.append(line.strip())
    checks.check("no source file starts another program or loads code (Process, spawn, system, popen, exec, "
                 "fork, dlopen), but for libpq", not hits, "\n".join(hits))
    source = (ROOT / libpq).read_text()
    checks.check("libpq is loaded only by its fixed name, libpq.so.5",
                 'static let libraryName = "libpq.so.5"' in source
                 and loads == ["static let shared: Result<LibPQ, Unavailable> = load(libraryName)"],
                 "\n".join(loads))


def main():
    if binary_missing("hostile_input"):
        return 1
    checks = Checks()
    work = Path(tempfile.mkdtemp(prefix="study-hostile-"))
    try:
        plain(checks, work / "plain")
        full_screen(checks, work / "full")
        escape_path(checks)
        participant_ids(checks, work / "ids")
        hostile_diagnostics(checks, work)
        nothing_runs(checks)
    except (e2e.pexpect.ExceptionPexpect, OSError, StopIteration, ValueError, KeyError) as error:
        checks.check(f"the hostile checks ran to their end ({type(error).__name__}: {error})", False)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return summary(checks.passed, checks.failed)


if __name__ == "__main__":
    sys.exit(main())
