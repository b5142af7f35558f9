#!/usr/bin/env python3
"""Runs two builds of `study validate` on the same inputs and reports every difference in
stdout, stderr or exit status: a speed change to the validator must not change a byte of what
it reports. Inputs: Studies/, every study under Tests/Fixtures, generated studies
(bench/generate_study.py), mutations of each of these (lines deleted, repeated, re-indented,
values replaced, unknown keys added; seeded, so a run can be repeated), and files that are not
studies (missing, a folder, empty, not UTF-8, over the size limit, a device). Each input is
checked three ways: plain, --strict, and --format json.

usage: python3 bench/compare_validate.py BEFORE_BINARY AFTER_BINARY [--mutations N] [--seed S]"""
import argparse
import glob
import os
import random
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from generate_study import study  # noqa: E402

VALUES = ["", "x", "-1", "0", "1000000", "today", "today-1y", "2030-01-01", "{q1}", "[a, b]", "{a: b}",
          "\"unterminated", "yes", "null", "1.5", "é", "\u212a", "1m", "12h", "+202-01-01", "now", "a: b"]
MODES = [[], ["--strict"], ["--format", "json"]]


def mutate(text: str, rng: random.Random) -> str:
    lines = text.split("\n")
    if len(lines) < 2:
        return text + "\nunknown: 1\n"
    i = rng.randrange(len(lines))
    kind = rng.randrange(6)
    line = lines[i]
    indent = line[: len(line) - len(line.lstrip())]
    if kind == 0:
        del lines[i]
    elif kind == 1:
        lines.insert(i, line)
    elif kind == 2:
        lines[i] = ("  " + line) if rng.random() < 0.5 else line[2:] if line.startswith("  ") else line
    elif kind == 3 and ": " in line:
        key = line.split(": ", 1)[0]
        lines[i] = f"{key}: {rng.choice(VALUES)}"
    elif kind == 4:
        lines.insert(i + 1, f"{indent}unknwn-key: {rng.choice(VALUES)}")
    else:
        lines[i] = line.replace(rng.choice("aeiou"), rng.choice(["{", "}", "'", "\"", "é", ""]), 1)
    return "\n".join(lines)


def inputs(work: str, mutations: int, seed: int) -> list:
    bases = sorted(glob.glob(os.path.join(ROOT, "Studies", "*.study")))
    bases += sorted(glob.glob(os.path.join(ROOT, "Tests", "Fixtures", "**", "*.study"), recursive=True))
    generated = []
    for size in (100, 1000, 10000):
        path = os.path.join(work, f"bench-{size}.study")
        with open(path, "w") as f:
            f.write(study(size))
        generated.append(path)
    paths = bases + generated + [os.path.join(ROOT, "Studies")]
    # Mutations live beside a copy of each base's Consent folder, so consent look-ups work.
    rng = random.Random(seed)
    for base in bases + generated[:1]:
        folder = os.path.join(work, "mutated", os.path.basename(os.path.dirname(base)))
        os.makedirs(folder, exist_ok=True)
        consent = os.path.join(os.path.dirname(base), "Consent")
        if os.path.isdir(consent) and not os.path.exists(os.path.join(folder, "Consent")):
            shutil.copytree(consent, os.path.join(folder, "Consent"))
        with open(base, encoding="utf-8", errors="surrogateescape") as f:
            text = f.read()
        name = os.path.splitext(os.path.basename(base))[0]
        for n in range(mutations):
            mutated = text
            for _ in range(rng.randint(1, 3)):
                mutated = mutate(mutated, rng)
            path = os.path.join(folder, f"{name}-m{n}.study")
            with open(path, "w", encoding="utf-8", errors="surrogateescape") as f:
                f.write(mutated)
            paths.append(path)
    odd = os.path.join(work, "odd")
    os.makedirs(os.path.join(odd, "folder.study"), exist_ok=True)
    specials = {"empty.study": b"", "latin1.study": "id: caf\xe9\n".encode("latin-1"),
                "bom.study": "\ufeffid: x\n".encode(), "crlf.study": b"id: x\r\ntitle: y\r\n",
                "big.study": b"# " + b"x" * 5_000_000 + b"\n"}
    for name, data in specials.items():
        with open(os.path.join(odd, name), "wb") as f:
            f.write(data)
        paths.append(os.path.join(odd, name))
    paths += [os.path.join(odd, "folder.study"), os.path.join(odd, "missing.study"), odd, "/dev/null"]
    return paths


def run(binary: str, args: list) -> tuple:
    done = subprocess.run([binary, "validate", *args], capture_output=True, cwd=ROOT, timeout=120)
    return done.returncode, done.stdout, done.stderr


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("before")
    parser.add_argument("after")
    parser.add_argument("--mutations", type=int, default=40)
    parser.add_argument("--seed", type=int, default=9)
    args = parser.parse_args()
    work = tempfile.mkdtemp(prefix="compare-validate-")
    try:
        paths = inputs(work, args.mutations, args.seed)
        runs = differences = 0
        for path in paths:
            for mode in MODES:
                before = run(args.before, [*mode, path])
                after = run(args.after, [*mode, path])
                runs += 1
                if before != after:
                    differences += 1
                    print(f"DIFFERENT: validate {' '.join(mode)} {path}: exit {before[0]} / {after[0]}")
        print(f"{runs} runs over {len(paths)} inputs, {differences} with different output or exit status")
        sys.exit(1 if differences else 0)
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
