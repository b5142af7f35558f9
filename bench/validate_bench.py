#!/usr/bin/env python3
"""Times `study validate` on generated studies, side by side with pyxform on the same questions.

Builds the release binary (scripts/build-release, as README.md builds it), generates each size twice: as a study (bench/generate_study.py)
and as an XLSForm of the same questions (bench/generate_xlsform.py), both into
bench/generated/. Each is checked once (the study with --strict; pyxform must convert it),
then run several times, alternating the two tools so both see the same machine load. For each
run it takes the wall time, the CPU time (user + system) and the peak memory (maximum resident
set) of the process from os.wait4 (the CPU time is the steadier figure on a busy machine), and prints min and median of each, the time per question,
the growth between sizes and the ratio pyxform / study.

pyxform is timed as its command `xls2xform --skip_validate` (its own checks cannot be
skipped; the flag only leaves out ODK Validate, a separate Java program). It is installed
with pip if it is missing.
With --instructions it also counts the instructions of one run of each (`study --version`, the
process start alone, included) under valgrind's callgrind: the same on a loaded machine as on an
idle one, where times are not, so two builds can be compared while other work runs.
Usage: python3 bench/validate_bench.py [--runs N] [--sizes 1000,10000] [--no-build] [--binary PATH]
                                       [--no-pyxform] [--instructions]"""
import argparse
import importlib.util
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from generate_study import study  # noqa: E402


def ensure_pyxform() -> str:
    # Looked up, not imported: importing it would grow this process, which counts in the
    # peak memory of its children (see prepare).
    if importlib.util.find_spec("pyxform") is None:
        subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "pyxform"], check=True)
    command = shutil.which("xls2xform")
    if command is None:
        sys.exit("pyxform is installed but its xls2xform command is not on PATH")
    return command


def measure(command: list) -> tuple:
    """Wall ms, CPU ms and peak memory (MiB) of one run of `command`, which must succeed."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    wall = (time.perf_counter() - start) * 1000
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        sys.exit(f"{' '.join(command)} failed ({process.returncode}): {process.stderr.read().decode()}")
    process.stderr.close()
    return wall, (usage.ru_utime + usage.ru_stime) * 1000, usage.ru_maxrss / 1024


def instructions(command: list) -> int:
    """Instructions one run of `command` executes, counted by valgrind (the process start included)."""
    if shutil.which("valgrind") is None:
        sys.exit("--instructions counts with valgrind, which is not installed (apt-get install valgrind)")
    # valgrind 3.19 gives up on the DWARF of a Swift 6.3 release binary: count on a copy
    # without debug information (the code is the same).
    stripped = os.path.join(HERE, "generated", "study-stripped")
    subprocess.run(["strip", "--strip-debug", "-o", stripped, command[0]], check=True)
    done = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", stripped, *command[1:]],
                          stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    found = re.search(r"refs:\s+([\d,]+)", done.stderr)
    if done.returncode != 0 or found is None:
        sys.exit(f"valgrind {' '.join(command)} failed ({done.returncode}): {done.stderr[-2000:]}")
    return int(found.group(1).replace(",", ""))


def summary(runs: list) -> dict:
    walls, cpus, peaks = zip(*runs)
    return {"wall_min": min(walls), "wall_median": statistics.median(walls), "cpu_min": min(cpus),
            "cpu_median": statistics.median(cpus), "peak_mib": max(peaks)}


def prepare(size: int, output: str) -> tuple:
    study_path = os.path.join(output, f"bench-{size}.study")
    with open(study_path, "w") as f:
        f.write(study(size))
    form_path = os.path.join(output, f"bench-{size}.xlsx")
    # In a child process: the peak memory of a child counts this process's memory up to its
    # exec, so this one must stay small (without openpyxl loaded).
    subprocess.run([sys.executable, os.path.join(HERE, "generate_xlsform.py"), str(size), form_path], check=True)
    return study_path, form_path


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--sizes", default="100,1000,10000")
    parser.add_argument("--no-build", action="store_true", help="use the binary already built")
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "study"))
    parser.add_argument("--no-pyxform", action="store_true", help="time study alone")
    parser.add_argument("--instructions", action="store_true",
                        help="also count the instructions of one run of study under valgrind")
    args = parser.parse_args()
    if not args.no_build:
        # The release build as README.md gives it: the Swift runtime, libedit and the C++
        # runtime linked in, so start-up does not load and bind shared libraries.
        subprocess.run([os.path.join(ROOT, "scripts", "build-release")],
                       cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    xls2xform = None if args.no_pyxform else ensure_pyxform()
    results = []
    output = os.path.join(HERE, "generated")
    os.makedirs(output, exist_ok=True)
    start_up = {"runs": [measure([args.binary, "--version"]) for _ in range(args.runs)]}
    if args.instructions:
        start_up["instructions"] = instructions([args.binary, "--version"])
    for size in [int(s) for s in args.sizes.split(",")]:
        study_path, form_path = prepare(size, output)
        tools = {"study": [args.binary, "validate", "--quiet", study_path]}
        if xls2xform:
            tools["pyxform"] = [xls2xform, "--skip_validate", form_path, os.path.join(output, f"bench-{size}.xml")]
        subprocess.run([args.binary, "validate", "--strict", study_path], check=True, stdout=subprocess.DEVNULL)
        runs = {name: [] for name in tools}
        for name, command in tools.items():
            measure(command)  # warm-up: file cache, page cache of the binary
        for _ in range(args.runs):
            for name, command in tools.items():
                runs[name].append(measure(command))
        results.append({"questions": size, "study_kib": os.path.getsize(study_path) / 1024,
                        **{name: summary(values) for name, values in runs.items()}})
        if args.instructions:
            results[-1]["study"]["instructions"] = instructions(tools["study"])
    start_up = summary(start_up.pop("runs")) | start_up
    report(results, start_up)
    os.makedirs(os.path.join(HERE, "results"), exist_ok=True)
    with open(os.path.join(HERE, "results", "validate-bench.json"), "w") as f:
        json.dump({"start_up": start_up, "sizes": results}, f, indent=2)


def counted(figures: dict) -> str:
    return f"{figures['instructions']:,}" if "instructions" in figures else ""


def report(results: list, start_up: dict) -> None:
    print(f"{'questions':>9} {'tool':>8} {'wall min':>9} {'median':>8} {'cpu min':>8} {'median':>8} "
          f"{'µs/q (cpu)':>10} {'peak MiB':>9} {'instructions':>13}")
    print(f"{'start-up':>9} {'study':>8} {start_up['wall_min']:>9.1f} {start_up['wall_median']:>8.1f} "
          f"{start_up['cpu_min']:>8.1f} {start_up['cpu_median']:>8.1f} {'':>10} {start_up['peak_mib']:>9.1f} "
          f"{counted(start_up):>13}   (study --version: the process start alone)")
    for row in results:
        for name in ("study", "pyxform"):
            if name not in row:
                continue
            s = row[name]
            print(f"{row['questions']:>9} {name:>8} {s['wall_min']:>9.1f} {s['wall_median']:>8.1f} "
                  f"{s['cpu_min']:>8.1f} {s['cpu_median']:>8.1f} {s['cpu_median'] * 1000 / row['questions']:>10.1f} "
                  f"{s['peak_mib']:>9.1f} {counted(s):>13}")
        if "pyxform" in row:
            wall = row["pyxform"]["wall_median"] / row["study"]["wall_median"]
            cpu = row["pyxform"]["cpu_median"] / row["study"]["cpu_median"]
            print(f"{'':>9} pyxform / study: x{wall:.0f} wall (median), x{cpu:.0f} CPU (median)")
    for a, b in zip(results, results[1:]):
        growth = b["study"]["cpu_median"] / a["study"]["cpu_median"]
        print(f"study {a['questions']} -> {b['questions']} questions: CPU time x{growth:.1f} "
              f"for size x{b['questions'] / a['questions']:.0f}")


if __name__ == "__main__":
    main()
