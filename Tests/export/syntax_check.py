#!/usr/bin/env python3
"""The export's syntax files run for real: `load.R` in R (`Rscript`) and `load.sps` in
PSPP (GNU's SPSS), on an export of Tests/Fixtures/export/Output (real runs of the shipped
studies), each result compared with the CSVs read by Python's `csv` module:

- every survey file becomes a data frame (R) or dataset (PSPP) named by its task, and
  `participants.csv` one named `participants`, with as many rows as the CSV has data rows
  and the CSV's columns in order;
- types: a column R reads as numeric (PSPP: an F format) holds only numbers and missing
  codes in the CSV; a text column (R character or factor, PSPP an A format) is read as
  typed;
- value labels: each single choice and yes/no question is an R factor whose levels are the
  data dictionary's labels in its order, and in PSPP its labels are those of the
  dictionary; every cell read is the label of the code in the CSV;
- missing values: every missing-value code (-91 … -97) is NA in R and user-missing in
  PSPP (written back as blank), and nothing else is;
- numbers are the CSV's numbers, text the CSV's text; `withdrawn` and `answers_deleted`
  are labelled no/yes.

R is the Debian package `r-base-core`, PSPP the package `pspp` (scripts/test installs them
when missing). When one cannot be found, its part is skipped and the script says so.

Usage:   python3 Tests/export/syntax_check.py        (after `swift build`)
Prints "N passed, M failed" last (and what was skipped); exits 1 if anything failed.
"""
import csv
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "support"))
import studykit  # noqa: E402

OUTPUT = studykit.ROOT / "Tests" / "Fixtures" / "export" / "Output"
MISSING = {"-91", "-92", "-93", "-94", "-95", "-96", "-97"}
R_NA = "\x01NA\x01"
YES_NO = {"withdrawn", "answers_deleted"}

# Writes every data frame `load.R` made as CSV (NA as a marker no answer holds) and a
# line per column: frame, column, class, levels joined by \x1f.
R_PROGRAM = r"""
source("load.R")
for (name in ls()) {
  frame <- get(name)
  if (!is.data.frame(frame)) next
  write.csv(frame, paste0("r-", name, ".csv"), row.names = FALSE, na = "\001NA\001", fileEncoding = "UTF-8")
  for (column in names(frame)) {
    values <- frame[[column]]
    cat(name, column, class(values)[1], paste(levels(values), collapse = "\037"), sep = "\t")
    cat("\n")
  }
}
"""


def read_csv(path):
    with open(path, newline="", encoding="utf-8") as file:
        rows = list(csv.reader(file))
    return rows[0], rows[1:]


def is_number(cell):
    try:
        float(cell)
        return True
    except ValueError:
        return False


def codebook_labels(folder):
    """Variable → {code: label} from codebook.md's table under each variable."""
    labels, variable, table = {}, None, False
    for line in (folder / "codebook.md").read_text(encoding="utf-8").splitlines():
        if line.startswith("### `"):
            variable, table = line[5:-1], False
        elif variable and line in ("| code | label |", "| band | label |"):
            table = line == "| code | label |"
        elif variable and table and line.startswith("| ") and not line.startswith("| ---"):
            code, label = [cell.strip().replace("\\|", "|") for cell in line[2:-2].split(" | ", 1)]
            labels.setdefault(variable, {})[code] = label
    return labels


def dictionary_labels(folder):
    """Field → {code: label} for the single choices and yes/no questions (the data
    dictionary's radio, dropdown and yesno fields), with the labels the codebook gives
    them (a yes/no question may word its answers), in the dictionary's order."""
    labels, codebook = {}, codebook_labels(folder)
    with open(folder / "data-dictionary.csv", newline="", encoding="utf-8") as file:
        for row in csv.DictReader(file):
            field = row["Variable / Field Name"]
            if row["Field Type"] == "yesno":
                labels[field] = codebook.get(field, {"1": "Yes", "0": "No"})
            elif row["Field Type"] in ("radio", "dropdown"):
                pairs = [choice.strip().split(", ", 1) for choice in
                         row["Choices, Calculations, OR Slider Labels"].split(" | ")]
                labels[field] = {code: label for code, label in pairs}
                if field in codebook:
                    checked = codebook[field]
                    if checked != labels[field]:
                        print(f"note: {folder.name}/{field}: the dictionary's choices differ from the codebook's")
    labels.update({column: {"0": "no", "1": "yes"} for column in YES_NO})
    return labels


def tables(folder):
    """Frame name → the CSV it is read from: each survey file, and participants.csv."""
    found = {path.stem[len("survey-"):]: path for path in sorted(folder.glob("survey-*.csv"))}
    found["participants"] = folder / "participants.csv"
    return found


def compare(checks, where, header, rows, read_header, read_rows, labels, numeric, missing_cell, text_codes=False):
    """Each cell read (by R or PSPP) against the CSV's: a label for a labelled code, the
    marker of a missing value for a code, the same number or text otherwise. With
    `text_codes` (SPSS: a string variable holds at most three discrete missing values, not
    seven), a code in a text column is read as the text it is, as docs/export.md says."""
    checks.check(read_header == header, f"{where}: the columns", f"{read_header} != {header}")
    checks.check(len(read_rows) == len(rows), f"{where}: the row count", f"{len(read_rows)} != {len(rows)}")
    if read_header != header:
        return
    for number, (row, read) in enumerate(zip(rows, read_rows), 2):
        for column, cell, value in zip(header, row, read):
            place = f"{where}: line {number}, {column}"
            if text_codes and cell in MISSING and column not in numeric:
                checks.check(value == cell, f"{place}: the code {cell} kept as text", repr(value))
            elif cell in MISSING or (cell == "" and column in numeric):
                checks.check(value == missing_cell, f"{place}: {cell!r} is missing", repr(value))
            elif column in labels:
                checks.check(value == labels[column].get(cell), f"{place}: {cell!r} has its label", repr(value))
            elif column in numeric:
                checks.check(is_number(value) and float(value) == float(cell), f"{place}: the number {cell}",
                             repr(value))
            else:
                checks.check(value.strip() == cell.strip() or (cell == "" and value == missing_cell),
                             f"{place}: the text {cell!r}", repr(value))


def check_r(checks, folder, study):
    ran = subprocess.run(["Rscript", "--vanilla", "-e", R_PROGRAM], cwd=folder, capture_output=True, text=True,
                         timeout=300)
    checks.check(ran.returncode == 0, f"R {study}: source('load.R') runs", ran.stderr[-800:])
    if ran.returncode != 0:
        return
    checks.check("Warning" not in ran.stderr, f"R {study}: no warning", ran.stderr[-800:])
    columns = {}
    for line in ran.stdout.splitlines():
        name, column, kind, levels = (line.split("\t") + [""])[:4]
        columns[(name, column)] = (kind, levels.split("\x1f") if levels else [])
    labels = dictionary_labels(folder)
    for name, path in tables(folder).items():
        header, rows = read_csv(path)
        where = f"R {study}/{name}"
        if not (folder / f"r-{name}.csv").exists():
            checks.check(False, f"{where}: load.R makes the data frame `{name}`")
            continue
        numeric = set()
        for column in header:
            kind, levels = columns.get((name, column), ("missing", []))
            cells = [row[header.index(column)] for row in rows]
            if column in labels:
                wanted = list(labels[column].values())
                checks.check(kind == "factor" and levels == wanted, f"{where}.{column}: a factor of the labels",
                             f"{kind} {levels} != {wanted}")
            elif kind in ("numeric", "integer"):
                numeric.add(column)
                bad = [cell for cell in cells if cell and cell not in MISSING and not is_number(cell)]
                checks.check(not bad, f"{where}.{column}: numeric, and the CSV holds numbers", str(bad[:3]))
            else:
                checks.check(kind == "character", f"{where}.{column}: text read as text", kind)
        read_header, read_rows = read_csv(folder / f"r-{name}.csv")
        compare(checks, where, header, rows, read_header, read_rows, labels, numeric, R_NA)


def check_pspp(checks, folder, study):
    names = tables(folder)
    script = ['INCLUDE FILE="load.sps".']
    for name in names:
        script += [f"DATASET ACTIVATE {name}.", "DISPLAY DICTIONARY.",
                   f'SAVE TRANSLATE /OUTFILE="pspp-{name}.csv" /TYPE=CSV /FIELDNAMES /CELLS=LABELS '
                   "/MISSING=RECODE /REPLACE."]
    (folder / "check.sps").write_text("\n".join(script) + "\n", encoding="utf-8")
    ran = subprocess.run(["pspp", "check.sps", "-o", "dictionary.csv"], cwd=folder, capture_output=True,
                         text=True, timeout=300)
    log = (ran.stdout + ran.stderr)[-1200:]
    checks.check(ran.returncode == 0 and "error" not in log.lower(), f"PSPP {study}: load.sps runs", log)
    formats, labels = {}, dictionary_labels(folder)
    current = None
    with open(folder / "dictionary.csv", newline="", encoding="utf-8") as file:
        dictionary = list(csv.reader(file))
    names_in_order = iter(names)
    for row in dictionary:
        if row[:1] == ["Table: Variables"]:
            current = next(names_in_order, None)
        elif current and len(row) > 7 and row[0] not in ("Name", ""):
            formats[(current, row[0])] = row[7]
    for name, path in names.items():
        header, rows = read_csv(path)
        where = f"PSPP {study}/{name}"
        if not (folder / f"pspp-{name}.csv").exists():
            checks.check(False, f"{where}: load.sps makes the dataset `{name}`", log)
            continue
        numeric = set()
        for column in header:
            form = formats.get((name, column), "?")
            cells = [row[header.index(column)] for row in rows]
            if form.startswith("F"):
                numeric.add(column)
                bad = [cell for cell in cells if cell and cell not in MISSING and not is_number(cell)]
                checks.check(not bad, f"{where}.{column}: {form}, and the CSV holds numbers", str(bad[:3]))
            else:
                checks.check(form.startswith("A"), f"{where}.{column}: text in an A format", form)
        read_header, read_rows = read_csv(folder / f"pspp-{name}.csv")
        read_rows = [[cell if cell.strip() else "" for cell in row] for row in read_rows]
        compare(checks, where, header, rows, read_header, read_rows, labels, numeric, "", text_codes=True)


def main():
    if studykit.binary_missing("syntax_check.py"):
        return 1
    checks = studykit.Checks()
    skipped = [tool for tool in ("Rscript", "pspp") if shutil.which(tool) is None]
    for tool in skipped:
        print(f"SKIP the {tool} part: {tool} is not installed (Debian: "
              f"{'r-base-core' if tool == 'Rscript' else 'pspp'}; scripts/test installs it)")
    with tempfile.TemporaryDirectory() as temporary:
        export = Path(temporary) / "export"
        done = studykit.run_study("export", OUTPUT, "--to", export, "--studies", "Studies", "--quiet")
        checks.check(done.returncode == 0, "study export of the fixture", done.stderr)
        for folder in sorted(path for path in export.iterdir() if path.is_dir()):
            if "Rscript" not in skipped:
                check_r(checks, folder, folder.name)
            if "pspp" not in skipped:
                check_pspp(checks, folder, folder.name)
    status = studykit.summary(checks.passed, checks.failed)
    if skipped:
        print("skipped: " + ", ".join(skipped))
    return status


if __name__ == "__main__":
    sys.exit(main())
