#!/usr/bin/env python3
"""Times `study validate` on generated studies of 100, 1,000 and 10,000 questions.

Builds the release binary, generates the studies into bench/generated/, runs each
validation several times (after a warm-up run) and prints the median and minimum wall
time, the time per question, and the ratio between sizes (linear growth: ~10x per 10x).
Usage: python3 bench/validate_bench.py [--runs N]"""
import argparse
import os
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from generate_study import study  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--sizes", default="100,1000,10000")
    args = parser.parse_args()
    subprocess.run(["swift", "build", "-c", "release", "--product", "study"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    binary = os.path.join(ROOT, ".build", "release", "study")
    os.makedirs(os.path.join(HERE, "generated"), exist_ok=True)
    results = []
    for size in [int(s) for s in args.sizes.split(",")]:
        path = os.path.join(HERE, "generated", f"bench-{size}.study")
        with open(path, "w") as f:
            f.write(study(size))
        subprocess.run([binary, "validate", "--strict", path], check=True, stdout=subprocess.DEVNULL)
        times = []
        for _ in range(args.runs):
            start = time.perf_counter()
            subprocess.run([binary, "validate", "--quiet", path], check=True)
            times.append((time.perf_counter() - start) * 1000)
        results.append((size, statistics.median(times), min(times), os.path.getsize(path)))
    print(f"{'questions':>10} {'file KiB':>9} {'median ms':>10} {'min ms':>8} {'µs/question':>12}")
    for size, median, best, nbytes in results:
        print(f"{size:>10} {nbytes / 1024:>9.0f} {median:>10.1f} {best:>8.1f} {median * 1000 / size:>12.1f}")
    for (a, ma, _, _), (b, mb, _, _) in zip(results, results[1:]):
        print(f"{a} -> {b} questions: time x{mb / ma:.1f} for size x{b / a:.0f}")


if __name__ == "__main__":
    main()
