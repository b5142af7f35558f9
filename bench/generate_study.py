#!/usr/bin/env python3
"""Writes a valid study file with N survey questions of mixed answer types, with skip
logic (show-if) and forward branches, split into surveys of 20 questions as the
guidelines advise. Used by validate_bench.py; also handy for trying the validator."""
import sys

TYPES = [
    "answer: yes-no",
    "answer: {type: integer, min: 0, max: 120, unit: years}",
    "answer: {type: decimal, min: 0, max: 50, step: 0.5, places: 1}",
    "answer:\n          type: single-choice\n          choices: [a, b, c, d]",
    "answer:\n          type: multiple-choice\n          choices:\n            - {value: x, label: X}\n            - {value: y, label: Y}\n            - {value: none, label: None of these, exclusive: true}",
    "answer: {type: scale, min: 0, max: 10, min-label: Low, max-label: High}",
    "answer: {type: text, max-length: 200}",
    "answer: {type: date, min: today-100y, max: today}",
    "answer: time",
    "answer: {type: duration, min: 1m, max: 12h}",
]
PER_SURVEY = 20


def question(n: int, position: int) -> str:
    kind = n % len(TYPES)
    lines = [f"      - id: q{n}", f"        question: Question number {n}?", f"        {TYPES[kind]}"]
    if position > 0 and kind == 6:
        lines.append(f"        show-if: \"answered(q{n - 1})\"")
    if kind == 0 and position + 3 < PER_SURVEY:
        lines.append("        branches:")
        lines.append(f"          - if: \"not q{n}\"")
        lines.append(f"            go-to: q{n + 2}")
    return "\n".join(lines)


def study(count: int) -> str:
    out = [
        f"id: bench-{count}",
        f"title: Generated study with {count} questions",
        "version: \"1.0\"",
        "organisation: Benchmark",
        "contact: {name: Bench, email: bench@example.org}",
        # Names in plain text on purpose (a generated study has no team key): --strict would warn.
        "identity-key: none",
        "introduction: {title: Bench, text: A generated study.}",
        "consent:",
        "  version: \"1\"",
        "  sections:",
        "    - {id: overview, kind: overview, title: Overview, summary: Short., learn-more: Long.}",
        "  signature: {meaning: I agree.}",
        "tasks:",
    ]
    for start in range(0, count, PER_SURVEY):
        out += [f"  - id: survey_{start // PER_SURVEY}", "    kind: survey", "    title: Part", "    estimated-minutes: 5",
                "    steps:"]
        for n in range(start, min(count, start + PER_SURVEY)):
            out.append(question(n, n - start))
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    sys.stdout.write(study(int(sys.argv[1])))
