#!/usr/bin/env python3
"""How much delay `study` adds to the times it records for active tasks, measured through
a pseudo-terminal.

The program runs on the slave side of a real pty (80x24, TERM=xterm-256color, as its
controlling terminal), so it takes its full-screen path exactly as in a terminal window.
This script plays the participant on the master side, reading the pty directly with
poll(2) (no terminal emulator in the timed path) and writing keys at planned moments.

Reaction time (`--task reaction`, the default): in bench/timing_study.study's
reaction-time task (100 trials a run, no practice), for every trial

  1. read the pty until the whole circle has arrived; t_seen = time.monotonic_ns() taken
     right after that read returned;
  2. wait until t_seen + a random delay of 150-400 ms (seeded; sleep in poll while
     draining the pty, busy-wait the last 2 ms);
  3. os.write the space; t_sent = time.monotonic_ns() taken right after the write returned.

Runs of 100 trials are repeated until --trials trials were sent. Then each run's results
file (Output-style folder, tasks/reaction-N.json) is read and its trials are matched to
the keys sent, in order. Figures, all in ms:

  added delay  responseNs - t_sent: from the key being in the pty until the program had
               read it and taken its time stamp: the program's added delay for a key.
  added, bound responseNs - t_before_write: the same from just before os.write; the
               key enters the pty somewhere inside the write, so the truth is between.
  onset path   t_seen - stimulusNs: from the program's time stamp after writing the
               circle until this script had read it (the kernel's pty path and this
               script's wake-up). Negative: the program took its stamp late, after the
               bytes could already be read, by at least that much (it was preempted
               between write(2) returning and reading the clock).
  RT error     (responseNs - stimulusNs) - (t_sent - t_seen): the recorded reaction time
               minus the one this script produced (= added delay + onset path).
  write call   t_sent - t_before_write: the cost of os.write itself.
  harness late t_before_write - the planned moment: how late this script was.

Tapping (`--task tapping`): in the tapping task (duration-seconds 60, keys f/j, no
practice), f and j are sent alternately, the first about 300 ms after the tapping screen
appears and then every 100-200 ms (seeded jitter) until 60 s minus a margin after the
first tap (the timer starts at the first tap); then the end screen ("Finished") is awaited.
The key events with value f or j in the results file are matched to the keys sent, in
order. Figures: the added delay as above, and the interval error (recorded interval
between two taps minus the interval between their t_sent).

Clocks: the program stamps events with clock_gettime(CLOCK_MONOTONIC) in nanoseconds.
Python's time.monotonic_ns() is clock_gettime(CLOCK_MONOTONIC) on Linux (PEP 418); the
script checks time.get_clock_info("monotonic") at start and refuses any other clock, so
the differences above are between stamps on one and the same clock.

What is NOT measured: a real keyboard is not a pty. USB polling (1-8 ms, 125-1000 Hz),
the keyboard's own scanning and debouncing, the terminal emulator's input handling and
drawing, the compositor, and the display's refresh (8-17 ms at 60-120 Hz, plus panel
response) all happen outside the program and add delay it cannot see. These figures are
the program's own share, plus the kernel's pty path.

Modes (--modes, comma-separated; runs of each are taken in turn, so all see the same
load): `study` (the program at the ordinary scheduling policy, as a participant runs it,
the default), `study-fifo` (the program under SCHED_FIFO, as Psychtoolbox's Priority()
would run it), `baseline` and `baseline-fifo` (reaction time only: a 20-line Python reader
in the program's place on the same pty, drawing the same bytes and stamping the same way;
it shows what the pty path and the scheduler alone add, which every program on a terminal
has). This script itself runs under SCHED_FIFO when allowed (--no-realtime: not), so that
its own delays stay out of the figures; "write call" and "harness late" show they did.

Targets (issue 4): added delay SD < 0.3 ms and 99th percentile < 1 ms.

Usage:
  scripts/build-release
  python3 bench/timing_bench.py                       # 1000 reaction-time trials (~26 min)
  python3 bench/timing_bench.py --modes study,baseline --json bench/results/timing-reaction.json
  python3 bench/timing_bench.py --task tapping --runs 3   # three 60 s rounds (~4 min)
Options: --binary PATH (default .build/release/study), --seed N, --output DIR (results
folders; default a new folder under bench/results/), --participant ID (reuse one already
onboarded in --output), --json FILE (the report with every raw figure).
Exit status: 0 when the first mode meets the targets, 1 when not, 2 when the benchmark
could not run. Needs Linux and Python 3 (standard library only).
"""
import argparse
import gc
import json
import math
import os
import platform
import random
import re
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "Tests", "support"))
import studykit  # noqa: E402

ROOT = str(studykit.ROOT)
STUDY_FILE = os.path.join(HERE, "timing_study.study")
STUDY_ID = "timing-bench"
ROWS, COLUMNS = 24, 80
SD_TARGET_MS, P99_TARGET_MS = 0.3, 1.0
TRIALS_PER_RUN = 100  # bench/timing_study.study: trials: 100
BUSY_WAIT_NS = 2_000_000
HARNESS_FIFO_PRIORITY = 60   # this script, unless --no-realtime
PROGRAM_FIFO_PRIORITY = 50   # the program (or the baseline), in the -fifo modes

# The onboarding of bench/timing_study.study (copied from Studies/cognition.study) in
# plain mode: join, age 30, the eligibility verdict, the participant id, four consent
# sections, the review, agree, name and signature, then leave at the home screen.
ONBOARDING = b"1\n30\n\n\n\n\n\n\n\n\n\n1\nAda Lovelace\nAda Lovelace\nleave\n"

# The circle (ReactionTimeKind.circle): three rows of nine blocks between two of five.
FULL_ROW = "█████████".encode()
SHORT_ROW = "█████".encode()
ESCAPES = re.compile(rb"\x1b\[[0-9;?]*[ -/]*[@-~]")


def check_clock():
    info = time.get_clock_info("monotonic")
    if sys.platform != "linux" or "CLOCK_MONOTONIC" not in info.implementation or "RAW" in info.implementation:
        sys.exit(f"timing_bench: time.monotonic_ns() is {info.implementation} on {sys.platform}; "
                 "the program stamps with CLOCK_MONOTONIC, so the two cannot be compared here")
    return info.implementation


def plain_text(data: bytes) -> str:
    """The bytes with escape sequences taken out (cursor moves become line breaks)."""
    data = re.sub(rb"\x1b\[\d+;\d*H", b"\n", data)
    return ESCAPES.sub(b"", data).decode("utf-8", "replace")


# --- the program in a pseudo-terminal --------------------------------------------------

class Pty(studykit.Pty):
    """`study` on a fresh pty (studykit.Pty), in the scheduling policy the mode asks for,
    with what the timing needs on top: waiting for a text, and draining to an exact time."""

    def __init__(self, argv, program_fifo=False):
        def scheduling():
            if program_fifo:
                os.sched_setscheduler(0, os.SCHED_FIFO, os.sched_param(PROGRAM_FIFO_PRIORITY))
            elif os.sched_getscheduler(0) != os.SCHED_OTHER:
                # This script may run SCHED_FIFO; the program gets the ordinary policy.
                os.sched_setscheduler(0, os.SCHED_OTHER, os.sched_param(0))

        super().__init__(argv, rows=ROWS, columns=COLUMNS, before_exec=scheduling)

    def read_text(self, text, timeout=10.0):
        return self.read_until(lambda buffer: text in plain_text(bytes(buffer)), timeout)

    def drain_until(self, target_ns):
        """Reads whatever the program writes until `target_ns` - 2 ms (so its output never
        fills the pty and blocks it), then busy-waits to `target_ns` exactly."""
        while True:
            left = target_ns - BUSY_WAIT_NS - time.monotonic_ns()
            if left <= 0:
                break
            self.read_once(max(1, left // 1_000_000) if left >= 1_000_000 else 0)
        while time.monotonic_ns() < target_ns:
            pass


# --- getting to a task -----------------------------------------------------------------

def onboard(binary, output):
    """A new participant through the onboarding in plain mode; returns the id."""
    done = subprocess.run([binary, "run", STUDY_FILE, "--plain", "--output", output], input=ONBOARDING,
                          capture_output=True, cwd=ROOT, timeout=60)
    found = studykit.participant_id(done.stdout + done.stderr, studykit.RESUME_PATTERN)
    if not found:
        raise RuntimeError(f"onboarding did not give a participant id (status {done.returncode}):\n"
                           + (done.stdout + done.stderr).decode("utf-8", "replace")[-1500:])
    return found


def open_task(pty, title):
    """From the home screen, opens the task called `title` and starts it from its
    instructions. Returns the home screen's text."""
    pty.read_text("Your tasks")
    pty.read_quiet(0.2)
    home = plain_text(pty.take())
    lines = home.splitlines()
    index = next((index for index, line in enumerate(lines) if re.search(r"\d+\.\s+" + re.escape(title), line)), None)
    if index is None:
        raise RuntimeError(f"the home screen does not list {title!r}:\n{home}")
    number = re.search(r"(\d+)\.\s+" + re.escape(title), lines[index])
    if "not available" in " ".join(lines[index:index + 2]):
        raise RuntimeError(f"{title!r} is 'not available in this version' in this binary")
    pty.send(number.group(1).encode())
    pty.read_quiet(0.3)
    if "Your tasks" in plain_text(bytes(pty.buffer)):
        pty.send(b"\r")  # a menu that wants Enter after the digit
        pty.read_quiet(0.3)
    pty.read_text("Start")
    pty.read_quiet(0.1)
    pty.take()
    pty.send(b"\r")
    return home


def leave(pty):
    """From the end screen ("Finished") back home, then q: leaves the program."""
    pty.read_quiet(0.2)
    pty.take()
    pty.send(b"\r")
    pty.read_text("Your tasks")
    pty.read_quiet(0.2)
    pty.send(b"q")
    pty.read_quiet(0.3, limit=2.0)
    if pty.process.poll() is None and "Leave now" in plain_text(bytes(pty.buffer[-600:])):
        pty.send(b"\r")  # "Leave now?" asked: yes
    return pty.close()


def new_results(folder, before):
    after = set(os.listdir(folder)) if os.path.isdir(folder) else set()
    made = sorted(after - before)
    if len(made) != 1:
        raise RuntimeError(f"expected one new results file in {folder}, found {made}")
    with open(os.path.join(folder, made[0])) as handle:
        return made[0], json.load(handle)


# --- reaction time ---------------------------------------------------------------------

def circle_complete(buffer):
    """The whole circle has arrived: three full rows, then the short row, written to its
    end (with colour on, the row closes with the style reset `ESC[0m`)."""
    if buffer.count(FULL_ROW) < 3:
        return False
    last = buffer.rfind(FULL_ROW) + len(FULL_ROW)
    short = buffer.find(SHORT_ROW, last)
    if short < 0:
        return False
    row = buffer[buffer.rfind(b";1H", 0, short):]
    end = buffer[short + len(SHORT_ROW):]
    styled = re.search(rb"\x1b\[[0-9;]*[1-9][0-9;]*m", row) is not None
    return re.fullmatch(rb" *\x1b\[0?m" if styled else rb" *", end) is not None


def play_reaction(pty, trials, rng):
    """The timed part, the same for the program and the baseline: for each trial, wait for
    the whole circle, then send a space after a planned delay. Returns the keys sent."""
    sent = []
    gc.disable()
    try:
        for number in range(1, trials + 1):
            seen = pty.read_until(circle_complete, timeout=10)
            reads = pty.reads
            screen = plain_text(pty.take())
            if f"Trial {number} of" not in screen and number > 1:
                raise RuntimeError(f"trial {number}: the screen before the circle did not say 'Trial {number} of': {screen!r}")
            if "Too soon" in screen:
                raise RuntimeError(f"trial {number}: the program saw a false start")
            target = seen + rng.randint(150_000_000, 400_000_000)
            pty.drain_until(target)
            before_write, after_write = pty.send(b" ")
            sent.append({"trial": number, "seenNs": seen, "targetNs": target, "beforeWriteNs": before_write,
                         "sentNs": after_write, "readsSinceLastKey": reads})
            if pty.buffer:
                # Anything the program wrote while we waited (it should write nothing).
                sent[-1]["unexpectedOutput"] = plain_text(pty.take())
    finally:
        gc.enable()
    return sent


def reaction_run(binary, output, participant, rng, trials, log, program_fifo=False):
    tasks = os.path.join(output, STUDY_ID, participant, "tasks")
    before = set(os.listdir(tasks)) if os.path.isdir(tasks) else set()
    pty = Pty([binary, "run", STUDY_FILE, "--output", output, "--participant", participant], program_fifo)
    try:
        open_task(pty, "Reaction time")
        pty.read_text("Starting in 1", timeout=10)
        sent = play_reaction(pty, trials, rng)
        pty.read_text("Finished", timeout=10)
        status = leave(pty)
    except BaseException:
        pty.process.kill()
        pty.close(timeout=2)
        raise
    name, result = new_results(tasks, before)
    log(f"  {name}: status {result.get('status')}, program exit {status}")
    return match_reaction(sent, result, name)


# The baseline: a few lines of Python in place of the program, on the same pty, drawing
# the same fixation and circle frames (the bytes `study` writes) and stamping the same
# way: CLOCK_MONOTONIC right after write(2) returns and right after read(2) returns, the
# read waited for with poll(2). What it measures is the kernel's pty path and the
# scheduler, which every program on a terminal has; the program's own share is what
# `study` adds on top of it.
BASELINE_CHILD = r"""
import json, os, random, select, sys, time, tty
trials, results, seed = int(sys.argv[1]), sys.argv[2], int(sys.argv[3])
fixation, stimulus, feedback = (bytes.fromhex(frame) for frame in sys.argv[4:7])
tty.setraw(0)
random = random.Random(seed)
poller = select.poll()
poller.register(0, select.POLLIN)
log = []
for number in range(1, trials + 1):
    os.write(1, fixation.replace(b"{n}", str(number).encode()).replace(b"{count}", str(trials).encode()))
    time.sleep(random.uniform(0.5, 0.6))
    os.write(1, stimulus)
    shown = time.monotonic_ns()
    if not poller.poll(2000):
        log.append({"trial": number, "outcome": "timeout", "stimulusNs": shown})
        continue
    data = os.read(0, 64)
    read = time.monotonic_ns()
    log.append({"trial": number, "outcome": "hit", "stimulusNs": shown, "responseNs": read, "key": data.hex()})
    os.write(1, feedback)
    time.sleep(0.7)
with open(results, "w") as handle:
    json.dump(log, handle)
os.write(1, b"\x1b[1;1H\x1b[2KFinished\r\n")
"""


def baseline_frames():
    """The frames `study` draws for a trial (ReactionTimeKind on an 80x24 screen, colour):
    the fixation with its status row, the circle's five rows, the feedback row."""
    rule = b"\x1b[2m" + "─".encode() * COLUMNS + b"\x1b[0m"
    rows = [b"\x1b[1;1H\x1b[2K\x1b[1mReaction time\x1b[0m", b"\x1b[2;1H\x1b[2K\x1b[2mTrial {n} of {count}\x1b[0m",
            b"\x1b[3;1H\x1b[2K" + rule]
    rows += [b"\x1b[%d;1H\x1b[2K" % row for row in range(4, 13)]
    rows.append(b"\x1b[13;1H\x1b[2K" + b" " * 39 + b"\x1b[1m+\x1b[0m")
    rows += [b"\x1b[%d;1H\x1b[2K" % row for row in range(14, 23)]
    rows += [b"\x1b[23;1H\x1b[2K" + rule,
             b"\x1b[24;1H\x1b[2K\x1b[36mPress space when the circle appears \xc2\xb7 Esc: pause\x1b[0m"]
    fixation = b"".join(rows)
    circle = ["  █████  ", "█████████", "█████████", "█████████", "  █████  "]
    stimulus = b"".join(b"\x1b[%d;1H\x1b[2K" % (11 + index) + b" " * 35 + b"\x1b[1m" + row.encode() + b"\x1b[0m"
                        for index, row in enumerate(circle))
    feedback = b"\x1b[11;1H\x1b[2K\x1b[12;1H\x1b[2K" + b" " * 35 + b"\x1b[32m\xe2\x9c\x93 250 ms\x1b[0m" + b"".join(
        b"\x1b[%d;1H\x1b[2K" % row for row in range(13, 16))
    return fixation, stimulus, feedback


def baseline_run(output, rng, trials, log, program_fifo=False):
    number = 1 + sum(1 for name in os.listdir(output) if re.fullmatch(r"baseline-\d+\.json", name))
    name = f"baseline-{number}.json"
    results = os.path.join(output, name)
    frames = [frame.hex() for frame in baseline_frames()]
    pty = Pty([sys.executable, "-c", BASELINE_CHILD, str(trials), results, str(rng.randint(0, 2**31)), *frames],
              program_fifo)
    try:
        sent = play_reaction(pty, trials, rng)
        pty.read_text("Finished", timeout=10)
        status = pty.close()
    except BaseException:
        pty.process.kill()
        pty.close(timeout=2)
        raise
    with open(results) as handle:
        trials_logged = json.load(handle)
    log(f"  {name}: {len(trials_logged)} trials, exit {status}")
    events = [{"kind": "key", "monotonicNs": trial["responseNs"], "detail": {"response": "hit"}}
              for trial in trials_logged if trial["outcome"] == "hit"]
    result = {"status": "completed", "summary": {"trials": [
        {**trial, "reactionTimeMs": (trial["responseNs"] - trial["stimulusNs"]) / 1e6} for trial in trials_logged]},
        "events": events}
    return match_reaction(sent, result, name)


def match_reaction(sent, result, name):
    """Pairs each sent space with the trial the program recorded; checks that the pairing
    is the right one (same trial, a hit, the response after the key was sent)."""
    if result.get("status") != "completed":
        raise RuntimeError(f"{name}: status {result.get('status')}, not completed")
    trials = result["summary"]["trials"]
    if len(trials) != len(sent):
        raise RuntimeError(f"{name}: {len(trials)} trials recorded, {len(sent)} keys sent")
    hits = [event for event in result["events"]
            if event["kind"] == "key" and not event.get("practice") and (event.get("detail") or {}).get("response") == "hit"]
    rows = []
    for key, trial, hit in zip(sent, trials, hits):
        if trial["trial"] != key["trial"] or trial["outcome"] != "hit" or trial["responseNs"] != hit["monotonicNs"]:
            raise RuntimeError(f"{name}: trial {key['trial']} does not match: {trial}")
        if not (0 <= trial["responseNs"] - key["beforeWriteNs"] < 1_000_000_000):
            raise RuntimeError(f"{name}: trial {key['trial']}: response {trial['responseNs']} is not just after "
                               f"the key was sent ({key['beforeWriteNs']})")
        rows.append({
            "run": name, **key,
            "stimulusNs": trial["stimulusNs"], "responseNs": trial["responseNs"],
            "reactionTimeMs": trial["reactionTimeMs"],
            "addedNs": trial["responseNs"] - key["sentNs"],
            "onsetPathNs": key["seenNs"] - trial["stimulusNs"],
            "rtErrorNs": (trial["responseNs"] - trial["stimulusNs"]) - (key["sentNs"] - key["seenNs"]),
            "writeCallNs": key["sentNs"] - key["beforeWriteNs"],
            "lateNs": key["beforeWriteNs"] - key["targetNs"],
        })
    return rows


# --- tapping ---------------------------------------------------------------------------

def tapping_run(binary, output, participant, rng, log, program_fifo=False, margin_ms=700):
    tasks = os.path.join(output, STUDY_ID, participant, "tasks")
    before = set(os.listdir(tasks)) if os.path.isdir(tasks) else set()
    pty = Pty([binary, "run", STUDY_FILE, "--output", output, "--participant", participant], program_fifo)
    sent = []
    try:
        open_task(pty, "Finger tapping")
        pty.read_text("Starting in 1", timeout=10)
        pty.take()
        pty.read_until(lambda buffer: len(buffer) > 0, timeout=3)  # the tapping screen
        pty.read_quiet(0.1)
        screen = plain_text(pty.take())
        duration_ns = int(study_parameter(STUDY_FILE, "duration-seconds", 60) * 1e9)
        gc.disable()
        target = time.monotonic_ns() + 300_000_000
        first = None
        keys = (b"f", b"j")
        while True:
            pty.drain_until(target)
            before_write, after_write = pty.send(keys[len(sent) % 2])
            sent.append({"tap": len(sent) + 1, "key": keys[len(sent) % 2].decode(), "targetNs": target,
                         "beforeWriteNs": before_write, "sentNs": after_write})
            first = first or after_write
            target += rng.randint(100_000_000, 200_000_000)
            if target > first + duration_ns - margin_ms * 1_000_000:
                break
        gc.enable()
        pty.read_text("Finished", timeout=duration_ns / 1e9 + 10)
        status = leave(pty)
    except BaseException:
        gc.enable()
        pty.process.kill()
        pty.close(timeout=2)
        raise
    name, result = new_results(tasks, before)
    log(f"  {name}: status {result.get('status')}, {len(sent)} taps sent, program exit {status}; "
        f"the tapping screen said {' '.join(screen.split())[:120]!r}")
    return match_tapping(sent, result, name)


def study_parameter(study_file, name, default):
    with open(study_file) as handle:
        found = re.search(rf"^\s+{re.escape(name)}:\s*(\d+)", handle.read().split("kind: tapping", 1)[-1], re.M)
    return int(found.group(1)) if found else default


def match_tapping(sent, result, name):
    if result.get("status") != "completed":
        raise RuntimeError(f"{name}: status {result.get('status')}, not completed")
    keys = [event for event in result["events"]
            if event["kind"] == "key" and not event.get("practice") and event["value"] in ("f", "j")]
    if len(keys) != len(sent):
        raise RuntimeError(f"{name}: {len(keys)} f/j key events recorded, {len(sent)} keys sent")
    rows = []
    for index, (key, event) in enumerate(zip(sent, keys)):
        if event["value"] != key["key"] or not (0 <= event["monotonicNs"] - key["beforeWriteNs"] < 1_000_000_000):
            raise RuntimeError(f"{name}: tap {key['tap']} ({key['key']}) does not match the event {event}")
        row = {"run": name, **key, "responseNs": event["monotonicNs"], "addedNs": event["monotonicNs"] - key["sentNs"],
               "writeCallNs": key["sentNs"] - key["beforeWriteNs"], "lateNs": key["beforeWriteNs"] - key["targetNs"]}
        if index > 0:
            row["intervalErrorNs"] = (event["monotonicNs"] - keys[index - 1]["monotonicNs"]) - (key["sentNs"] - sent[index - 1]["sentNs"])
        rows.append(row)
    return rows


# --- figures ---------------------------------------------------------------------------

def percentile(values, fraction):
    ordered = sorted(values)
    position = (len(ordered) - 1) * fraction
    low, high = math.floor(position), math.ceil(position)
    return ordered[low] + (ordered[high] - ordered[low]) * (position - low)


def describe(values_ns):
    values = [value / 1e6 for value in values_ns]
    if not values:
        return None
    return {"n": len(values), "mean": statistics.fmean(values), "sd": statistics.stdev(values) if len(values) > 1 else 0.0,
            "min": min(values), "median": statistics.median(values), "p99": percentile(values, 0.99), "max": max(values)}


def table(figures):
    lines = [f"{'figure (ms)':<14} {'n':>6} {'mean':>8} {'SD':>8} {'min':>8} {'median':>8} {'p99':>8} {'max':>8}"]
    for label, stats in figures:
        if stats:
            lines.append(f"{label:<14} {stats['n']:>6} {stats['mean']:>8.3f} {stats['sd']:>8.3f} {stats['min']:>8.3f} "
                         f"{stats['median']:>8.3f} {stats['p99']:>8.3f} {stats['max']:>8.3f}")
    return "\n".join(lines)


def machine():
    def command(*argv):
        try:
            return subprocess.run(argv, capture_output=True, text=True, cwd=ROOT, timeout=10).stdout.strip()
        except (OSError, subprocess.SubprocessError):
            return None
    return {"nproc": os.cpu_count(), "kernel": platform.release(), "uname": command("uname", "-a"),
            "python": platform.python_version(), "commit": command("git", "rev-parse", "--short", "HEAD"),
            "dirty": bool(command("git", "status", "--porcelain"))}


def loadavg():
    with open("/proc/loadavg") as handle:
        return handle.read().split()[:3]


MODES = {
    "study": "the program, ordinary scheduling (as a participant runs it)",
    "study-fifo": "the program under SCHED_FIFO (as Psychtoolbox's Priority() would run it)",
    "baseline": "a minimal Python reader in place of the program: the pty path alone",
    "baseline-fifo": "the minimal reader under SCHED_FIFO",
}


def figures_of(rows, task):
    figures = [("added delay", describe([row["addedNs"] for row in rows])),
               ("added, bound", describe([row["responseNs"] - row["beforeWriteNs"] for row in rows]))]
    if task == "reaction":
        figures += [("onset path", describe([row["onsetPathNs"] for row in rows])),
                    ("RT error", describe([row["rtErrorNs"] for row in rows]))]
    else:
        figures.append(("interval error", describe([row["intervalErrorNs"] for row in rows if "intervalErrorNs" in row])))
    figures += [("write call", describe([row["writeCallNs"] for row in rows])),
                ("harness late", describe([row["lateNs"] for row in rows]))]
    return figures


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--task", choices=["reaction", "tapping"], default="reaction")
    parser.add_argument("--trials", type=int, default=1000, help="reaction time: keys to send per mode, at least (runs of 100)")
    parser.add_argument("--runs", type=int, default=None, help="runs per mode (tapping: default 3; reaction: overrides --trials)")
    parser.add_argument("--modes", default="study",
                        help="comma-separated, runs taken in turn: " + "; ".join(f"{k}: {v}" for k, v in MODES.items())
                        + " (tapping: study modes only). Default: study")
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "study"))
    parser.add_argument("--seed", type=int, default=20240407)
    parser.add_argument("--output", default=None, help="folder for the study's results (default: new, under bench/results)")
    parser.add_argument("--participant", default=None, help="an id already onboarded in --output")
    parser.add_argument("--json", default=None, help="write the report and every raw figure here")
    parser.add_argument("--no-realtime", dest="realtime", action="store_false",
                        help="leave this script at the ordinary scheduling policy (default: SCHED_FIFO when allowed)")
    args = parser.parse_args()
    modes = [mode.strip() for mode in args.modes.split(",") if mode.strip()]
    unknown = [mode for mode in modes if mode not in MODES or (args.task == "tapping" and mode.startswith("baseline"))]
    if unknown or not modes:
        parser.error(f"unknown mode(s) for {args.task}: {', '.join(unknown) or '(none)'}")

    clock = check_clock()
    binary = os.path.abspath(args.binary)
    if not os.access(binary, os.X_OK):
        print(f"timing_bench: no study binary at {binary}; build it with 'scripts/build-release'")
        return 2
    output = os.path.abspath(args.output or os.path.join(
        HERE, "results", time.strftime("timing-%Y%m%d-%H%M%S")))
    os.makedirs(output, exist_ok=True)
    rng = random.Random(args.seed)
    log = lambda text: print(text, flush=True)  # noqa: E731

    participant = args.participant or onboard(binary, output)
    harness_policy = "SCHED_OTHER"
    if args.realtime:
        try:
            os.sched_setscheduler(0, os.SCHED_FIFO, os.sched_param(HARNESS_FIFO_PRIORITY))
            harness_policy = f"SCHED_FIFO {HARNESS_FIFO_PRIORITY}"
        except (PermissionError, OSError) as error:
            print(f"timing_bench: could not switch this script to SCHED_FIFO ({error}); its own delays will be noisier")
    if args.task == "reaction":
        runs = args.runs or math.ceil(args.trials / TRIALS_PER_RUN)
    else:
        runs = args.runs or 3
    log(f"timing_bench: {args.task}, {runs} run(s) of each of {', '.join(modes)}; binary {binary}; "
        f"participant {participant}; results in {output}")
    log(f"clock: time.monotonic_ns() = {clock}; this script {harness_policy}; load average {' '.join(loadavg())}")

    rows = {mode: [] for mode in modes}
    loads, started, stopped = [loadavg()], time.time(), None
    try:
        for run in range(1, runs + 1):
            for mode in modes:
                fifo = mode.endswith("-fifo")
                if mode.startswith("baseline"):
                    this_run = baseline_run(output, rng, TRIALS_PER_RUN, log, fifo)
                elif args.task == "reaction":
                    this_run = reaction_run(binary, output, participant, rng, TRIALS_PER_RUN, log, fifo)
                else:
                    this_run = tapping_run(binary, output, participant, rng, log, fifo)
                for row in this_run:
                    row["mode"] = mode
                rows[mode] += this_run
                loads.append(loadavg())
                added = describe([row["addedNs"] for row in this_run])
                log(f"run {run}/{runs} {mode}: added delay mean {added['mean']:.3f} ms, SD {added['sd']:.3f} ms, "
                    f"median {added['median']:.3f} ms, max {added['max']:.3f} ms; load {' '.join(loads[-1])}")
    except (RuntimeError, TimeoutError, EOFError, OSError) as error:
        stopped = str(error)
        print(f"timing_bench: the benchmark stopped: {error}")
        if not any(rows.values()):
            return 2

    report = {}
    for mode in modes:
        if not rows[mode]:
            continue
        figures = figures_of(rows[mode], args.task)
        added = figures[0][1]
        verdict = {"sd": added["sd"] < SD_TARGET_MS, "p99": added["p99"] < P99_TARGET_MS}
        report[mode] = {"figuresMs": {label: stats for label, stats in figures}, "pass": verdict}
        print()
        print(f"== {mode}: {MODES[mode]}")
        print(table(figures))
        print(f"added delay: mean {added['mean']:.3f} ms, SD {added['sd']:.3f} ms, median {added['median']:.3f} ms, "
              f"p99 {added['p99']:.3f} ms, max {added['max']:.3f} ms  (n = {added['n']})")
        print(f"SD  < {SD_TARGET_MS} ms: {'PASS' if verdict['sd'] else 'FAIL'}    "
              f"p99 < {P99_TARGET_MS} ms: {'PASS' if verdict['p99'] else 'FAIL'}")
    print()
    print(f"load average (1, 5, 15 min) at start {' '.join(loads[0])}, at end {' '.join(loads[-1])}, "
          f"highest 1-min {max(float(load[0]) for load in loads):.2f}; {(time.time() - started) / 60:.1f} min")

    if args.json:
        document = {"task": args.task, "seed": args.seed, "binary": binary, "study": os.path.relpath(STUDY_FILE, ROOT),
                    "participant": participant, "output": output, "clock": clock, "machine": machine(),
                    "harnessScheduling": harness_policy, "modes": {mode: MODES[mode] for mode in modes},
                    "loadAverages": loads, "minutes": (time.time() - started) / 60, "stoppedEarly": stopped,
                    "targets": {"sdMs": SD_TARGET_MS, "p99Ms": P99_TARGET_MS}, "results": report,
                    "keys": [row for mode in modes for row in rows[mode]]}
        os.makedirs(os.path.dirname(os.path.abspath(args.json)), exist_ok=True)
        with open(args.json, "w") as handle:
            json.dump(document, handle, indent=1)
        print(f"report: {args.json}")
    first = report.get(modes[0])
    return 0 if first and all(first["pass"].values()) and not stopped else 1


if __name__ == "__main__":
    sys.exit(main())
