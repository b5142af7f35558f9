#!/usr/bin/env python3
"""`study export` read back by a real CSV reader (Python's `csv` module) and checked
against the record, Tests/Fixtures/export/Output: made by real runs of the shipped studies.

- every `answered` and `eligibility-answered` journal line is one row of answers-long.csv
  with the same step, status and value (written here from the journal's JSON by the rules
  of docs/export.md), corrections marked superseded;
- every survey file's cell equals the task results file's answer on the participant's
  path (or the documented missing code), and its scores and bands;
- every event of an active task's results file is one row of its trials file, with the
  same monotonic time;
- runs.csv has every run the journal starts, with its last status;
- the data dictionary has REDCap's 18 columns in REDCap's order, a record id first, only
  REDCap's field types and validations, and a field for every column of the survey files;
- participants.csv has one row per participant, `withdrawn`, `withdrawn_at` and
  `answers_deleted` as the journal's `withdrew` line (or outcome.json) says;
- a participant who withdrew keeping their answers is exported like anyone else; one who
  asked for deletion (only `outcome.json` left) has one `withdrawn-deleted` row per survey
  file, -95 in every variable, one in runs.csv, and nothing in answers-long.csv;
- no name, signature, email or phone from a `signed` line is in any file;
- the manifest's row counts and SHA-256 match the files, and a second export is
  byte-identical.

Usage:   python3 Tests/export/export_readback.py        (after `swift build`)
Prints "N passed, M failed" last; exits 1 if anything failed.
"""
import csv
import hashlib
import json
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "support"))
import studykit  # noqa: E402

OUTPUT = studykit.ROOT / "Tests" / "Fixtures" / "export" / "Output"
# REDCap's data dictionary columns, in its order (REDCap's own template and import checks).
REDCAP_COLUMNS = [
    "Variable / Field Name", "Form Name", "Section Header", "Field Type", "Field Label",
    "Choices, Calculations, OR Slider Labels", "Field Note", "Text Validation Type OR Show Slider Number",
    "Text Validation Min", "Text Validation Max", "Identifier?", "Branching Logic (Show field only if...)",
    "Required Field?", "Custom Alignment", "Question Number (surveys only)", "Matrix Group Name",
    "Matrix Ranking?", "Field Annotation",
]
REDCAP_TYPES = {"text", "notes", "radio", "dropdown", "checkbox", "yesno", "truefalse", "calc", "descriptive",
                "slider", "file", "sql"}
REDCAP_VALIDATIONS = {"", "integer", "number", "email", "date_ymd", "time", "datetime_ymd"}
RUN_COLUMNS = ["participant", "run", "run_number", "study_version", "language", "status", "started_at", "ended_at"]


class Checks:
    def __init__(self):
        self.passed = 0
        self.failed = 0

    def equal(self, name, actual, expected):
        if actual == expected:
            self.passed += 1
        else:
            self.failed += 1
            print(f"FAILED {name}: {actual!r} != {expected!r}")


def rows(path):
    with open(path, newline="", encoding="utf-8") as handle:
        return list(csv.DictReader(handle))


def cell(answer):
    """An answer's one cell, from its JSON, as docs/export.md describes it."""
    kind = answer["type"]
    if kind == "yes-no":
        return "1" if answer["value"] else "0"
    if kind == "choices":
        return ";".join(answer["values"])
    if kind == "duration":
        return str(answer["seconds"])
    value = answer["value"]
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def journal(folder):
    return [json.loads(line) for line in (folder / "journal.jsonl").read_text(encoding="utf-8").splitlines()]


def check_long(checks, study_export, participants, email_steps):
    exported = rows(study_export / "answers-long.csv")
    expected = []
    for folder in participants:
        events = journal(folder)
        answers = [e for e in events if e["event"] in ("answered", "eligibility-answered")]
        for index, event in enumerate(answers):
            later = [a for a in answers[index + 1:] if a.get("run") == event.get("run") and a["step"] == event["step"]]
            outcome = event["outcome"]
            value = cell(outcome["answer"]) if "answer" in outcome else ""
            if value and event["step"] in email_steps:
                value = "-97"
            expected.append({"participant": folder.name, "seq": str(event["seq"]), "step": event["step"],
                             "status": outcome["status"], "value": value, "superseded": "1" if later else "0"})
    got = [{key: row[key] for key in ("participant", "seq", "step", "status", "value", "superseded")}
           for row in exported]
    checks.equal(f"{study_export.name}: answers-long.csv is the journals' answers", got, expected)


def wide_cells(step, columns):
    outcome = step["outcome"]
    status = outcome["status"]
    if status != "answered":
        code = "-92" if status == "skipped" else "-93"
        return {column: code for column in columns}
    answer = outcome["answer"]
    if answer["type"] == "email":
        return {column: "-97" for column in columns}
    if answer["type"] == "choices":
        cells = {c: ("1" if c.split("___", 1)[1] in answer["values"] else "0") for c in columns if "___" in c}
        cells.update({c: answer.get("other", "") for c in columns if "___" not in c})
        return cells
    cells = {columns[0]: cell(answer)}
    if len(columns) > 1:
        cells[columns[1]] = answer.get("other", "")
    return cells


def check_wide(checks, study_export, participants):
    for survey_file in sorted(study_export.glob("survey-*.csv")):
        table = [row for row in rows(survey_file) if row["status"] != "withdrawn-deleted"]  # check_withdrawn
        for row in table:
            result = json.loads((participants[row["participant"]] / "tasks" / f"{row['run']}.json").read_text())
            checks.equal(f"{survey_file.name} {row['run']} status", row["status"], result["status"])
            checks.equal(f"{survey_file.name} {row['run']} started_at", row["started_at"], result["startedAt"])
            for step in result["steps"]:
                if step["kind"] != "question" or not step["onPath"] or "outcome" not in step:
                    continue
                columns = [c for c in row if c == step["id"] or c.startswith(step["id"] + "___")
                           or c == step["id"] + "_other"]
                got = {c: row[c] for c in columns}
                checks.equal(f"{survey_file.name} {row['run']} {step['id']}", got, wide_cells(step, columns))
            for score in result["scores"]:
                value = score["value"]
                expected = "-96" if value is None else cell({"type": "decimal", "value": value})
                checks.equal(f"{survey_file.name} {row['run']} score {score['id']}", row[score["id"]], expected)
                if score["id"] + "_band" in row and value is not None:
                    checks.equal(f"{survey_file.name} {row['run']} band {score['id']}",
                                 row[score["id"] + "_band"], score["band"] or "")


def check_trials_and_runs(checks, study_export, participants):
    trials = {}
    for trial_file in study_export.glob("trials-*.csv"):
        for row in rows(trial_file):
            trials.setdefault(row["run"] + "/" + row["participant"], []).append(row)
    expected_runs = []
    for folder in participants.values():
        events = journal(folder)
        statuses = {}
        for event in events:
            if event["event"] == "task-started":
                statuses[event["run"]] = "in-progress"
            elif event["event"] == "task-finished":
                statuses[event["run"]] = event["status"]
            elif event["event"] == "result-saved":
                result = json.loads((folder / "tasks" / f"{event['run']}.json").read_text())
                got = [int(row["monotonic_ns"]) for row in trials.get(event["run"] + "/" + folder.name, [])]
                checks.equal(f"{study_export.name} trials of {event['run']}", got,
                             [e["monotonicNs"] for e in result["events"]])
        expected_runs += [(folder.name, run, status) for run, status in statuses.items()]
    got_runs = [(row["participant"], row["run"], row["status"]) for row in rows(study_export / "runs.csv")
                if row["status"] != "withdrawn-deleted"]  # checked by check_withdrawn
    checks.equal(f"{study_export.name}: runs.csv has every run", got_runs, expected_runs)


def check_dictionary(checks, study_export):
    path = study_export / "data-dictionary.csv"
    with open(path, newline="", encoding="utf-8") as handle:
        reader = csv.reader(handle)
        header = next(reader)
        body = list(reader)
    checks.equal(f"{study_export.name}: the dictionary's header is REDCap's", header, REDCAP_COLUMNS)
    checks.equal(f"{study_export.name}: every row has 18 cells", {len(row) for row in body}, {18})
    fields = [dict(zip(header, row)) for row in body]
    checks.equal(f"{study_export.name}: the record id comes first", fields[0]["Variable / Field Name"] if fields
                 else "participant", "participant")
    for field in fields:
        name = field["Variable / Field Name"]
        checks.equal(f"{name}: a REDCap field type", field["Field Type"] in REDCAP_TYPES, True)
        checks.equal(f"{name}: a REDCap validation",
                     field["Text Validation Type OR Show Slider Number"] in REDCAP_VALIDATIONS, True)
        checks.equal(f"{name}: a REDCap field name", name.replace("_", "a").isalnum() and name == name.lower(), True)
        choices = field["Choices, Calculations, OR Slider Labels"]
        if field["Field Type"] in ("radio", "dropdown", "checkbox"):
            pairs = [part.split(", ", 1) for part in choices.split(" | ")]
            checks.equal(f"{name}: choices are 'code, label | …'", all(len(p) == 2 for p in pairs), True)
        checks.equal(f"{name}: required is y or empty", field["Required Field?"] in ("", "y"), True)
    known = {f["Variable / Field Name"] for f in fields}
    checkboxes = {f["Variable / Field Name"] for f in fields if f["Field Type"] == "checkbox"}
    for survey_file in sorted(study_export.glob("survey-*.csv")):
        with open(survey_file, newline="", encoding="utf-8") as handle:
            columns = next(csv.reader(handle))[len(RUN_COLUMNS):]
        unknown = [c for c in columns if c not in known and c.split("___", 1)[0] not in checkboxes]
        checks.equal(f"{survey_file.name}: every column is a field of the dictionary", unknown, [])


def check_manifest_and_identities(checks, study_export, participants):
    manifest = json.loads((study_export / "manifest.json").read_text(encoding="utf-8"))
    identities = []
    for folder in participants.values():
        for event in journal(folder):
            if event["event"] == "signed":
                signed = event["signature"]
                identities += [signed[key] for key in ("fullName", "signature", "email", "phone") if signed.get(key)]
    for entry in manifest["files"]:
        data = (study_export / entry["name"]).read_bytes()
        checks.equal(f"{entry['name']}: SHA-256 in the manifest", entry["sha256"], hashlib.sha256(data).hexdigest())
        if "rows" in entry:
            checks.equal(f"{entry['name']}: rows in the manifest", entry["rows"], len(rows(study_export / entry["name"])))
        text = data.decode("utf-8")
        leaked = [identity for identity in identities if identity in text]
        checks.equal(f"{study_export.name}/{entry['name']}: no name, signature, email or phone", leaked, [])


def deleted(folder):
    """The outcome record of someone who withdrew and asked for deletion, or None."""
    path = folder / "outcome.json"
    if (folder / "journal.jsonl").exists() or not path.exists():
        return None
    record = json.loads(path.read_text(encoding="utf-8"))
    return record if record["decision"] == "withdrew-answers-deleted" else None


def check_withdrawn(checks, study_export, folders):
    records = {folder.name: deleted(folder) for folder in folders if deleted(folder)}
    long_ids = {row["participant"] for row in rows(study_export / "answers-long.csv")}
    for participant, record in records.items():
        name = f"{study_export.name} {participant} (withdrawn, deleted)"
        checks.equal(f"{name}: nothing in answers-long.csv", participant in long_ids, False)
        for survey_file in sorted(study_export.glob("survey-*.csv")):
            theirs = [row for row in rows(survey_file) if row["participant"] == participant]
            checks.equal(f"{name}: one row in {survey_file.name}", len(theirs), 1)
            for row in theirs:
                checks.equal(f"{name}: {survey_file.name} status and times",
                             (row["status"], row["started_at"], row["ended_at"], row["study_version"]),
                             ("withdrawn-deleted", record["joinedAt"], record["decidedAt"], record["study"]["version"]))
                variables = {row[c] for c in row if c not in RUN_COLUMNS}
                checks.equal(f"{name}: every variable of {survey_file.name} is -95", variables, {"-95"})
        runs = [row for row in rows(study_export / "runs.csv") if row["participant"] == participant]
        checks.equal(f"{name}: one row in runs.csv", [(r["status"], r["run"]) for r in runs],
                     [("withdrawn-deleted", "")])
    kept = [f for f in folders if (f / "journal.jsonl").exists()
            and any(e["event"] == "withdrew" and e["answers"] == "kept" for e in journal(f))]
    for folder in kept:
        in_long = folder.name in long_ids
        checks.equal(f"{study_export.name} {folder.name} (withdrawn, answers kept): still exported", in_long, True)
    check_participants_file(checks, study_export, folders, records)
    return records


def check_participants_file(checks, study_export, folders, deleted_records):
    """participants.csv: one row per participant folder, withdrawn (and when) as the
    journal's `withdrew` line or the deletion's outcome.json says."""
    table = {row["participant"]: row for row in rows(study_export / "participants.csv")}
    checks.equal(f"{study_export.name} participants.csv: a row per folder", sorted(table),
                 sorted(f.name for f in folders if (f / "journal.jsonl").exists() or f.name in deleted_records))
    for folder in folders:
        row = table.get(folder.name)
        if row is None:
            continue
        name = f"{study_export.name} participants.csv {folder.name}"
        if folder.name in deleted_records:
            record = deleted_records[folder.name]
            expected = ("1", record["decidedAt"], "1", record["joinedAt"])
        else:
            events = journal(folder)
            left = [e for e in events if e["event"] == "withdrew"]
            joined = [e for e in events if e["event"] == "joined"]
            expected = ("1" if left else "0", left[0]["time"] if left else "",
                        "1" if left and left[0]["answers"] == "deleted" else "0",
                        joined[0]["time"] if joined else "")
        checks.equal(f"{name}: withdrawn, withdrawn_at, answers_deleted, joined_at",
                     (row["withdrawn"], row["withdrawn_at"], row["answers_deleted"], row["joined_at"]), expected)


def email_steps(study_export):
    return {f["Variable / Field Name"] for f in rows(study_export / "data-dictionary.csv")
            if f["Text Validation Type OR Show Slider Number"] == "email"}


def export(destination):
    done = subprocess.run([str(studykit.BINARY), "export", str(OUTPUT), "--to", str(destination)],
                          cwd=studykit.ROOT, capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"study export exited {done.returncode}\n{done.stderr}")


def main():
    if studykit.binary_missing("export_readback"):
        return 1
    checks = Checks()
    with tempfile.TemporaryDirectory(prefix="study-export-") as temporary:
        first, second = Path(temporary) / "first", Path(temporary) / "second"
        export(first)
        export(second)
        for study_export in sorted(first.iterdir()):
            every = sorted(p for p in (OUTPUT / study_export.name).iterdir() if p.is_dir())
            withdrawn = check_withdrawn(checks, study_export, every)
            folders = [p for p in every if p.name not in withdrawn]
            participants = {p.name: p for p in folders}
            check_long(checks, study_export, folders, email_steps(study_export))
            check_wide(checks, study_export, participants)
            check_trials_and_runs(checks, study_export, participants)
            check_dictionary(checks, study_export)
            check_manifest_and_identities(checks, study_export, participants)
            for path in sorted(study_export.iterdir()):
                checks.equal(f"{study_export.name}/{path.name}: a second export is byte-identical",
                             path.read_bytes(), (second / study_export.name / path.name).read_bytes())
    return studykit.summary(checks.passed, checks.failed)


if __name__ == "__main__":
    sys.exit(main())
