#!/usr/bin/env python3
"""Times `study run` as a participant feels it, on a real pseudo-terminal.

1. launch: from starting `study run Studies/diabetes.study` in an 80x24 pty until the
   introduction's last row (the key footer, "... Enter choose ...") has arrived.
   Target: median under 50 ms.
1b. first screens in turn: a new participant's (the introduction, as in 1) and a returning
   participant's (the dashboard of Studies/phq9.study, weekly for 12 weeks, all 12 done:
   bench/returning_participant.py makes them), launched one after the other, each until its
   key footer has arrived. Target for the dashboard: median under 30 ms.
2. keys: on the introduction menu, Down and Up pressed in turn; each time from writing
   the key to the pty until the bytes of the redrawn frame's last row have arrived. Each
   frame is checked: the highlighted item must be the one the key moved to.
   Target: median under 5 ms.
3. memory: peak resident memory (`/usr/bin/time -v`, "Maximum resident set size") of a
   whole journey in plain mode: Studies/phq9.study with the answers in
   bench/phq9-answers.txt (join, eligibility, consent, quiz, signature, permission, no copy of the sealed consent, the
   PHQ-9 with one "back" and a corrected answer, leave). The run must end with a
   completed task result, or the figure is not reported.

Builds the release binary first (unless --no-build), prints a table, and writes the raw
figures to bench/results/run-bench.json. The pty is driven with the standard library
only (studykit.Pty in Tests/support: os, select, termios), so the measured time is the
program's, not a terminal emulator's.

Usage: python3 bench/run_bench.py [--launches N] [--keys N] [--journeys N] [--no-build] [--binary PATH]
       python3 bench/run_bench.py --first-screens-only [--launches N] [--no-build] [--binary PATH]

--first-screens-only times 1b alone (a few minutes instead of a quarter of an hour) and
writes bench/results/first-screens.json. Every run prints the machine's load averages
(`uptime`'s) before and after it, to be quoted beside its figures.

--binary PATH measures another build (e.g. an older commit's release binary, for a before
and after) and implies --no-build.
"""
import argparse
import json
import math
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "Tests", "support"))
from studykit import Pty, ROOT  # noqa: E402
import returning_participant  # noqa: E402

BINARY = os.path.join(ROOT, ".build", "release", "study")
ROWS, COLUMNS = 24, 80
DOWN, UP = b"\x1b[B", b"\x1b[A"
LAUNCH_TARGET_MS, KEY_TARGET_MS, DASHBOARD_TARGET_MS = 50.0, 5.0, 30.0

SGR = re.compile(rb"\x1b\[[0-9;]*m")
MOVE = re.compile(rb"\x1b\[(\d+);1H")


def rows_of(frame: bytes) -> dict:
    """The text of each row a frame writes (cursor moves `ESC[row;1H`), colours removed."""
    plain = SGR.sub(b"", frame)
    rows = {}
    parts = MOVE.split(plain)
    for index in range(1, len(parts) - 1, 2):
        rows[int(parts[index])] = parts[index + 1].replace(b"\x1b[2K", b"").decode("utf-8", "replace")
    return rows


def last_row(frame: bytes) -> bytes:
    """The bytes of a frame from the move to its last row to its end."""
    start = frame.rfind(b"\x1b[%d;1H" % ROWS)
    if start < 0:
        raise ValueError(f"no row {ROWS} in the frame: {frame[-200:]!r}")
    return frame[start:]


def highlighted(frame: bytes) -> int:
    """The row that carries the menu's cursor mark."""
    marked = [row for row, text in rows_of(frame).items() if text.startswith("\u203a")]
    if len(marked) != 1:
        raise ValueError(f"expected one highlighted row, found {marked}")
    return marked[0]


def study_run(output: str) -> list:
    return [BINARY, "run", "Studies/diabetes.study", "--output", output]


# --- the benchmarks ------------------------------------------------------------------

def calibrate(scratch: str) -> bytes:
    """One launch read until quiet; returns the bytes of its first frame's last row."""
    terminal = Pty(study_run(os.path.join(scratch, "calibrate")), rows=ROWS, columns=COLUMNS)
    try:
        frame = terminal.read_quiet(1.0)
    finally:
        terminal.close(timeout=0)
    footer = last_row(frame)
    text = rows_of(frame).get(ROWS, "")
    # The footer names Enter's action ("Enter choose" on the introduction's menu).
    if "Enter" not in text:
        raise SystemExit(f"the introduction's last row is not its key footer: {text!r}")
    return footer


def launches(count: int, footer: bytes, scratch: str) -> list:
    times = []
    for index in range(count):
        terminal = Pty(study_run(os.path.join(scratch, f"launch-{index}")), rows=ROWS, columns=COLUMNS)
        try:
            arrived = terminal.read_until(footer, timeout=5.0)
            times.append((arrived - terminal.started) / 1e6)
        finally:
            terminal.close(timeout=0)
    return times


def returning_run(output: str, participant: str) -> list:
    return [BINARY, "run", returning_participant.STUDY, "--participant", participant, "--output", output]


def first_screens(count: int, footer: bytes, scratch: str) -> tuple:
    """A new participant's first screen (the introduction) and a returning one's (the
    dashboard, 12 weeks of results), launched in turn so both see the same load."""
    output = os.path.join(scratch, "returning")
    participant = returning_participant.make(BINARY, ROOT, output, os.path.join(HERE, "phq9-answers.txt"))
    terminal = Pty(returning_run(output, participant), rows=ROWS, columns=COLUMNS)
    try:
        frame = terminal.read_quiet(1.0)
    finally:
        terminal.close(timeout=0)
    if "Your tasks" not in SGR.sub(b"", frame).decode("utf-8", "replace"):
        raise SystemExit(f"the returning participant's first screen is not the dashboard: {frame[-400:]!r}")
    dashboard_footer = last_row(frame)
    new, returning = [], []
    for index in range(count + 3):  # the first 3 of each warm the page cache
        for times, argv, marker in ((new, study_run(os.path.join(scratch, f"first-{index}")), footer),
                                    (returning, returning_run(output, participant), dashboard_footer)):
            terminal = Pty(argv, rows=ROWS, columns=COLUMNS)
            try:
                arrived = terminal.read_until(marker, timeout=5.0)
                if index >= 3:
                    times.append((arrived - terminal.started) / 1e6)
            finally:
                terminal.close(timeout=0)
    return new, returning


def key_presses(count: int, footer: bytes, scratch: str) -> tuple:
    terminal = Pty(study_run(os.path.join(scratch, "keys")), rows=ROWS, columns=COLUMNS)
    times, frame_sizes = [], []
    try:
        terminal.read_until(footer, timeout=5.0)
        first = highlighted(terminal.take())
        for index in range(count + 10):  # the first 10 are a warm-up
            key, expected = (DOWN, first + 1) if index % 2 == 0 else (UP, first)
            sent, _ = terminal.send(key)
            arrived = terminal.read_until(footer, timeout=5.0)
            frame = terminal.take()
            if highlighted(frame) != expected:
                raise SystemExit(f"key {index}: the highlight is on row {highlighted(frame)}, not {expected}")
            # Nothing more may follow the frame (a second redraw would be a cost unmeasured).
            extra = terminal.read_quiet(0.003)
            if extra:
                raise SystemExit(f"key {index}: {len(extra)} bytes arrived after the frame's last row")
            if index >= 10:
                times.append((arrived - sent) / 1e6)
                frame_sizes.append(len(frame))
    finally:
        terminal.close(timeout=0)
    return times, frame_sizes


def journeys(count: int, scratch: str) -> tuple:
    answers = os.path.join(HERE, "phq9-answers.txt")
    peaks, walls = [], []
    for index in range(count):
        output = os.path.join(scratch, f"journey-{index}")
        with open(answers, "rb") as stdin:
            start = time.perf_counter()
            run = subprocess.run(["/usr/bin/time", "-v", BINARY, "run", "Studies/phq9.study", "--output", output],
                                 cwd=ROOT, stdin=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                                 env={**os.environ, "LANG": "C.UTF-8"})
            walls.append((time.perf_counter() - start) * 1000)
        report = run.stderr.decode("utf-8", "replace")
        if run.returncode != 0:
            raise SystemExit(f"the phq9 journey ended with status {run.returncode}:\n{report[-2000:]}")
        completed = False
        for folder, _, files in os.walk(output):
            for name in files:
                if folder.endswith("/tasks") and name.endswith(".json"):
                    with open(os.path.join(folder, name)) as f:
                        completed = completed or json.load(f).get("status") == "completed"
        if not completed:
            raise SystemExit("the phq9 journey did not complete its survey: has the flow changed? "
                             "Update bench/phq9-answers.txt")
        peak = re.search(r"Maximum resident set size \(kbytes\): (\d+)", report)
        peaks.append(int(peak.group(1)))
    baseline = subprocess.run(["/usr/bin/time", "-v", BINARY, "--version"], stdout=subprocess.DEVNULL,
                              stderr=subprocess.PIPE)
    base = int(re.search(rb"Maximum resident set size \(kbytes\): (\d+)", baseline.stderr).group(1))
    return peaks, walls, base


# --- reporting -----------------------------------------------------------------------

def percentile(values: list, fraction: float) -> float:
    """Nearest-rank percentile."""
    ordered = sorted(values)
    rank = max(1, math.ceil(fraction * len(ordered)))
    return ordered[rank - 1]


def summary(values: list) -> dict:
    return {"n": len(values), "median": statistics.median(values), "p95": percentile(values, 0.95),
            "min": min(values), "max": max(values)}


def load() -> str:
    """The load averages over 1, 5 and 15 minutes, as `uptime` prints them."""
    return "load average " + ", ".join(f"{value:.2f}" for value in os.getloadavg())


def first_screens_only(count: int) -> None:
    """1b alone: the introduction and the 12-week dashboard in turn, with the load around it."""
    before = load()
    scratch = tempfile.mkdtemp(prefix="study-bench-")
    try:
        footer = calibrate(scratch)
        beside_new, beside_returning = first_screens(count, footer, scratch)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    after = load()
    intro, dashboard = summary(beside_new), summary(beside_returning)
    verdict = "met" if dashboard["median"] < DASHBOARD_TARGET_MS else "MISSED"
    print(f"first screens in turn: {os.uname().nodename}, {os.cpu_count()} CPUs, {ROWS}x{COLUMNS} pty, {BINARY}")
    print(f"before: {before}; after: {after}\n")
    print(f"{'first screen (ms)':<30} {'n':>5} {'median':>9} {'p95':>9} {'min':>9} {'max':>9}")
    for name, figures in (("introduction (new)", intro), ("dashboard, 12 weeks", dashboard)):
        print(f"{name:<30} {figures['n']:>5} {figures['median']:>9.2f} {figures['p95']:>9.2f} "
              f"{figures['min']:>9.2f} {figures['max']:>9.2f}")
    print(f"\ndashboard target: median under {DASHBOARD_TARGET_MS:g} ms: {verdict}")
    os.makedirs(os.path.join(HERE, "results"), exist_ok=True)
    with open(os.path.join(HERE, "results", "first-screens.json"), "w") as f:
        json.dump({"in_turn_introduction_ms": intro, "in_turn_dashboard_ms": dashboard, "load_before": before,
                   "load_after": after, "binary": BINARY, "cpus": os.cpu_count(), "uname": " ".join(os.uname())},
                  f, indent=2)
        f.write("\n")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--launches", type=int, default=100, help="launches to time (default 100)")
    parser.add_argument("--keys", type=int, default=400, help="key presses to time (default 400)")
    parser.add_argument("--journeys", type=int, default=5, help="plain-mode journeys to measure (default 5)")
    parser.add_argument("--no-build", action="store_true", help="use the existing .build/release/study")
    parser.add_argument("--binary", help="measure this study binary instead (implies --no-build)")
    parser.add_argument("--first-screens-only", action="store_true",
                        help="time only the new and returning participants' first screens (1b)")
    args = parser.parse_args()
    global BINARY
    if args.binary:
        BINARY = os.path.abspath(args.binary)
    if not args.no_build and not args.binary:
        build = subprocess.run([os.path.join(ROOT, "scripts", "build-release")], cwd=ROOT,
                               capture_output=True, text=True)
        if build.returncode != 0:
            raise SystemExit(f"the release build failed:\n{build.stdout[-3000:]}{build.stderr[-3000:]}")
    if not os.access(BINARY, os.X_OK):
        raise SystemExit(f"{BINARY} is missing: build it, or run without --no-build")
    if args.first_screens_only:
        return first_screens_only(args.launches)
    scratch = tempfile.mkdtemp(prefix="study-bench-")
    try:
        footer = calibrate(scratch)
        launches(3, footer, scratch)  # warm the page cache
        launch = summary(launches(args.launches, footer, scratch))
        beside_new, beside_returning = first_screens(args.launches, footer, scratch)
        intro, dashboard = summary(beside_new), summary(beside_returning)
        key_times, frame_sizes = key_presses(args.keys, footer, scratch)
        keys = summary(key_times)
        peaks, walls, base = journeys(args.journeys, scratch)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)

    def verdict(value, target):
        return f"met ({value:.2f} < {target:g})" if value < target else f"MISSED by {value - target:.2f} ms"

    print(f"study run benchmarks: {os.uname().nodename}, {os.cpu_count()} CPUs, {ROWS}x{COLUMNS} pty\n")
    print(f"{'benchmark':<34} {'n':>5} {'median':>9} {'p95':>9} {'min':>9} {'max':>9}  target")
    print(f"{'launch to first screen (ms)':<34} {launch['n']:>5} {launch['median']:>9.2f} {launch['p95']:>9.2f} "
          f"{launch['min']:>9.2f} {launch['max']:>9.2f}  < {LAUNCH_TARGET_MS:g} ms: "
          f"{verdict(launch['median'], LAUNCH_TARGET_MS)}")
    print(f"{'  in turn: introduction (new)':<34} {intro['n']:>5} {intro['median']:>9.2f} {intro['p95']:>9.2f} "
          f"{intro['min']:>9.2f} {intro['max']:>9.2f}")
    print(f"{'  in turn: dashboard, 12 weeks':<34} {dashboard['n']:>5} {dashboard['median']:>9.2f} "
          f"{dashboard['p95']:>9.2f} {dashboard['min']:>9.2f} {dashboard['max']:>9.2f}  < {DASHBOARD_TARGET_MS:g} ms: "
          f"{verdict(dashboard['median'], DASHBOARD_TARGET_MS)}")
    print(f"{'key press to redrawn frame (ms)':<34} {keys['n']:>5} {keys['median']:>9.3f} {keys['p95']:>9.3f} "
          f"{keys['min']:>9.3f} {keys['max']:>9.3f}  < {KEY_TARGET_MS:g} ms: {verdict(keys['median'], KEY_TARGET_MS)}")
    print(f"{'phq9 journey, peak RSS (MiB)':<34} {len(peaks):>5} {statistics.median(peaks) / 1024:>9.1f} "
          f"{'':>9} {min(peaks) / 1024:>9.1f} {max(peaks) / 1024:>9.1f}  (study --version alone: {base / 1024:.1f} MiB)")
    print(f"{'phq9 journey, wall time (ms)':<34} {len(walls):>5} {statistics.median(walls):>9.1f} "
          f"{'':>9} {min(walls):>9.1f} {max(walls):>9.1f}")
    print(f"\nframe size on a key press: {statistics.median(frame_sizes):.0f} bytes (whole screen redrawn)")

    os.makedirs(os.path.join(HERE, "results"), exist_ok=True)
    with open(os.path.join(HERE, "results", "run-bench.json"), "w") as f:
        json.dump({"launch_ms": launch, "in_turn_introduction_ms": intro, "in_turn_dashboard_ms": dashboard,
                   "key_ms": keys, "frame_bytes": statistics.median(frame_sizes),
                   "journey_peak_rss_kib": peaks, "journey_wall_ms": walls, "version_peak_rss_kib": base,
                   "cpus": os.cpu_count(), "uname": " ".join(os.uname())}, f, indent=2)
        f.write("\n")


if __name__ == "__main__":
    sys.exit(main())
