#!/usr/bin/env python3
"""`study export --format fhir` checked by an independent implementation of the FHIR model
(PyPI `fhir.resources`, its R4B module, which shares R4's QuestionnaireResponse), on the
real runs of the shipped studies in Tests/Fixtures/export/Output.

- Every line of every QuestionnaireResponse-<task>.ndjson parses as an R4B
  QuestionnaireResponse; there is one line per completed or stopped survey run of runs.csv
  (the csv export of the same folder, matched by the response's identifier), with the same
  status.
- Each response names the Questionnaire that `study export-questionnaire` writes for its
  task (`url|version`), its subject is the participant's pseudonymous id and nothing else,
  and `authored` is the run's end.
- Every item is an item of that Questionnaire, and each answer has the type the item asks
  for (a choice's coding, a text scale's too, is one of its answerOptions; a calculated
  item's a decimal; a quantity is in UCUM, in the unit the item offers).
- An item without an answer says why with the data-absent-reason extension, and nothing
  else: `unknown` (skipped), `asked-declined` (prefer not to answer) or `masked` (an email).
- Every answer kind is met at least once in these runs (boolean, coding, integer, decimal,
  string, date, time, dateTime, quantity) and every reason for a missing answer, so none
  of them can silently stop being written.
- No email address typed by a participant is in any response.
- The text typed for an "other" choice is the valueString answer of its open-choice item,
  the same text as the `<question>_other` column of the survey's csv export; the other
  answers of an open-choice item are codings of its options.

Usage:   python3 Tests/fhir/response_export_check.py     (after `swift build`)
Needs:   fhir.resources; installs it with pip when missing.
Prints "N passed, M failed" last; exits 1 if anything failed.
"""

import csv
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "support"))
import studykit  # noqa: E402

try:
    from fhir.resources.R4B.questionnaireresponse import QuestionnaireResponse
except ImportError:
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
                    "fhir.resources>=8"], check=True)
    from fhir.resources.R4B.questionnaireresponse import QuestionnaireResponse

OUTPUT = studykit.ROOT / "Tests" / "Fixtures" / "export" / "Output"
ANSWER_KEYS = {"boolean": "valueBoolean", "integer": "valueInteger", "decimal": "valueDecimal",
               "string": "valueString", "text": "valueString", "date": "valueDate", "time": "valueTime",
               "dateTime": "valueDateTime", "choice": "valueCoding", "quantity": "valueQuantity"}
# An open choice's answer is one of its options, or the participant's own words.
OPEN_CHOICE = ("valueCoding", "valueString")
ABSENT = "http://hl7.org/fhir/StructureDefinition/data-absent-reason"
REASONS = {"unknown", "asked-declined", "masked"}
UCUM = "http://unitsofmeasure.org"
UNIT_OPTION = "http://hl7.org/fhir/StructureDefinition/questionnaire-unitOption"
# What the runs of Tests/Fixtures/export/Output must show between them.
seen_answers, seen_reasons, seen_others = set(), set(), []
EMAIL = re.compile(r'"valueString":\s*"[^"\s@]+@[^"\s@]+\.[A-Za-z]+"')
passed = failed = 0


def check(condition, message):
    global passed, failed
    if condition:
        passed += 1
    else:
        failed += 1
        print("FAIL:", message)


def questionnaires(folder):
    """Every shipped study's Questionnaires by task id, as export-questionnaire writes them."""
    found = {}
    for study in sorted((studykit.ROOT / "Studies").glob("*.study")):
        out = folder / ("questionnaires-" + study.stem)
        out.mkdir()
        studykit.run_study("export-questionnaire", study, "--to", out, "--allow-partial")
        for resource in out.glob("*.questionnaire.json"):
            questionnaire = json.loads(resource.read_text())
            found[questionnaire["url"]] = questionnaire
    return found


def check_absent(name, item):
    """An item without an answer: only linkId, text and the data-absent-reason extension."""
    extensions = item.get("extension", [])
    reasons = [e.get("valueCode") for e in extensions if e.get("url") == ABSENT]
    check(len(extensions) == 1 and len(reasons) == 1 and reasons[0] in REASONS,
          f"{name}: {item['linkId']} has no answer and no single data-absent-reason: {extensions}")
    check(set(item) <= {"linkId", "text", "extension"}, f"{name}: {item['linkId']}: unexpected {sorted(item)}")
    seen_reasons.update(reasons)


def check_answers(name, item, questionnaire_item, typed):
    kind = questionnaire_item["type"]
    codes = {(o["valueCoding"].get("system"), o["valueCoding"]["code"])
             for o in questionnaire_item.get("answerOption", [])}
    if "answer" not in item:
        check_absent(name, item)
        return
    units = {e["valueCoding"]["code"] for e in questionnaire_item.get("extension", []) if e.get("url") == UNIT_OPTION}
    for answer in item.get("answer", []):
        allowed = OPEN_CHOICE if kind == "open-choice" else (ANSWER_KEYS.get(kind),)
        check(len(answer) == 1 and list(answer)[0] in allowed, f"{name}: {item['linkId']} ({kind}) answered {answer}")
        seen_answers.update(answer)
        if kind == "quantity":
            quantity = answer.get("valueQuantity", {})
            check(quantity.get("system") == UCUM and quantity.get("code") in units and quantity.get("unit") == quantity.get("code")
                  and isinstance(quantity.get("value"), (int, float)),
                  f"{name}: {item['linkId']}: {quantity} is not a UCUM quantity in the item's unit {units}")
        if kind == "open-choice" and "valueString" in answer:
            typed.append((item["linkId"], answer["valueString"]))
        if kind in ("choice", "open-choice") and "valueString" not in answer:
            coding = answer.get("valueCoding", {})
            check((coding.get("system"), coding.get("code")) in codes,
                  f"{name}: {item['linkId']}: {coding} is not one of the item's answerOptions")
    if not questionnaire_item.get("repeats"):
        check(len(item.get("answer", [])) == 1, f"{name}: {item['linkId']} has several answers but does not repeat")


def check_response(name, response, questionnaires, run, others):
    problem = None
    try:
        QuestionnaireResponse.model_validate(response)
    except Exception as error:  # the validator's own message is the useful part
        problem = str(error)
    check(problem is None, f"{name}: not a valid R4B QuestionnaireResponse: {problem}")
    url, _, version = response["questionnaire"].partition("|")
    questionnaire = questionnaires.get(url)
    check(questionnaire is not None and questionnaire["version"] == version,
          f"{name}: names {response['questionnaire']}, which export-questionnaire does not write")
    check(response["subject"] == {"identifier": {"value": run["participant"]}},
          f"{name}: the subject is {response['subject']}, not only the pseudonym {run['participant']}")
    check(response["status"] == run["status"], f"{name}: status {response['status']}, runs.csv {run['status']}")
    check(response["authored"] == (run["ended_at"] or run["started_at"]), f"{name}: authored {response['authored']}")
    items = {i["linkId"]: i for i in (questionnaire or {}).get("item", [])}
    typed = []
    for item in response.get("item", []):
        check(item["linkId"] in items, f"{name}: item {item['linkId']} is not in the Questionnaire")
        if item["linkId"] in items:
            check_answers(name, item, items[item["linkId"]], typed)
    # The same typed texts as the csv export's `_other` columns, nothing more, nothing less.
    check(sorted(typed) == sorted(others), f"{name}: other texts {typed}, the csv export has {others}")
    seen_others.extend(typed)


def other_texts(study_folder):
    """(participant, run) -> [(question, text)] from every `<question>_other` column of the
    study's survey csv files (one row per run)."""
    found = {}
    for path in study_folder.glob("*.csv"):
        with open(path, newline="") as file:
            for row in csv.DictReader(file):
                if "participant" not in row or "run" not in row:
                    break
                for column, value in row.items():
                    # `<question>_other` holds the text; `<question>___other`, a multiple choice's 0/1.
                    if column and column.endswith("_other") and not column.endswith("___other") and value:
                        found.setdefault((row["participant"], row["run"]), []).append((column[:-len("_other")], value))
    return found


def main():
    if studykit.binary_missing("response_export_check.py"):
        return 1
    with tempfile.TemporaryDirectory() as folder:
        folder = Path(folder)
        known = questionnaires(folder)
        exported = studykit.run_study("export", OUTPUT, "--to", folder / "fhir", "--format", "fhir", "-q")
        check(exported.returncode == 0, f"export --format fhir failed: {exported.stderr}")
        tables = studykit.run_study("export", OUTPUT, "--to", folder / "csv", "-q")
        check(tables.returncode == 0, f"export failed: {tables.stderr}")
        for study in sorted((folder / "fhir").iterdir()):
            with open(folder / "csv" / study.name / "runs.csv", newline="") as file:
                runs = {(r["participant"], r["run"]): r for r in csv.DictReader(file)}
            others = other_texts(folder / "csv" / study.name)
            finished = {key for key, run in runs.items() if run["status"] in ("completed", "stopped")
                        and (study / ("QuestionnaireResponse-" + run["task"] + ".ndjson")).exists()}
            seen = set()
            for path in sorted(study.glob("QuestionnaireResponse-*.ndjson")):
                text = path.read_text()
                check(text == "" or text.endswith("\n"), f"{path.name}: the last line is not ended")
                for number, line in enumerate(text.splitlines(), 1):
                    response = json.loads(line)
                    participant = response["subject"]["identifier"]["value"]
                    run_id = response["identifier"]["value"]
                    seen.add((participant, run_id))
                    check_response(f"{study.name}/{path.name}:{number}", response, known,
                                   runs.get((participant, run_id), {"participant": "", "status": "", "ended_at": "",
                                                                    "started_at": ""}),
                                   others.get((participant, run_id), []))
                    check(not EMAIL.search(line), f"{path.name}:{number}: an email address was written")
            check(seen == finished, f"{study.name}: responses {sorted(seen)} but finished survey runs {sorted(finished)}")
        kinds = set(ANSWER_KEYS.values())
        check(seen_answers == kinds, f"answer kinds never written: {sorted(kinds - seen_answers)}; "
                                     f"unexpected: {sorted(seen_answers - kinds)}")
        check(seen_reasons == REASONS, f"reasons for a missing answer never written: {sorted(REASONS - seen_reasons)}")
        check(len(seen_others) > 0, "no text typed for an 'other' choice was met in the real runs")
    return studykit.summary(passed, failed)


if __name__ == "__main__":
    sys.exit(main())
