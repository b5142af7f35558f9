#!/usr/bin/env python3
"""Writes the questions of generate_study.py as an XLSForm (.xlsx), for timing pyxform on the
same shape: the same answer types with their limits as constraints, show-if as `relevant`,
each forward branch as a `relevant` on the question it skips, and one group per survey of 20.
Needs openpyxl (installed with pyxform)."""
import sys

from generate_study import PER_SURVEY, TYPES

# One row per answer type of generate_study.TYPES, in the same order: (type, constraint, parameters).
ROWS = [
    ("select_one yesno", "", ""),
    ("integer", ". >= 0 and . <= 120", ""),
    ("decimal", ". >= 0 and . <= 50", ""),
    ("select_one abcd", "", ""),
    ("select_multiple xyz", "not(selected(., 'none') and count-selected(.) > 1)", ""),
    ("range", "", "start=0 end=10 step=1"),
    ("text", "string-length(.) <= 200", ""),
    ("date", ". <= today()", ""),
    ("time", "", ""),
    ("integer", ". >= 1 and . <= 720", ""),
]
assert len(ROWS) == len(TYPES)

CHOICES = [
    ("yesno", "yes", "Yes"), ("yesno", "no", "No"),
    ("abcd", "a", "a"), ("abcd", "b", "b"), ("abcd", "c", "c"), ("abcd", "d", "d"),
    ("xyz", "x", "X"), ("xyz", "y", "Y"), ("xyz", "none", "None of these"),
]


def survey_rows(count: int) -> list:
    rows = [("type", "name", "label", "relevant", "constraint", "parameters")]
    for start in range(0, count, PER_SURVEY):
        rows.append(("begin_group", f"survey_{start // PER_SURVEY}", "Part", "", "", ""))
        for n in range(start, min(count, start + PER_SURVEY)):
            kind, position = n % len(ROWS), n - start
            relevant = ""
            if position > 0 and kind == 6:
                relevant = f"${{q{n - 1}}} != ''"
            # generate_study's branch "if not q{n-1}: go to q{n+1}" skips this question.
            if n > start and (n - 1) % len(ROWS) == 0 and position - 1 + 3 < PER_SURVEY:
                relevant = f"${{q{n - 1}}} != 'no'"
            type_, constraint, parameters = ROWS[kind]
            rows.append((type_, f"q{n}", f"Question number {n}?", relevant, constraint, parameters))
        rows.append(("end_group", "", "", "", "", ""))
    return rows


def write(count: int, path: str) -> None:
    from openpyxl import Workbook

    book = Workbook()
    survey = book.active
    survey.title = "survey"
    for row in survey_rows(count):
        survey.append(row)
    choices = book.create_sheet("choices")
    choices.append(("list_name", "name", "label"))
    for row in CHOICES:
        choices.append(row)
    settings = book.create_sheet("settings")
    settings.append(("form_title", "form_id", "version"))
    settings.append((f"Generated study with {count} questions", f"bench_{count}", "1"))
    book.save(path)


if __name__ == "__main__":
    write(int(sys.argv[1]), sys.argv[2])
