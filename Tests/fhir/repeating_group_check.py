#!/usr/bin/env python3
"""A repeating group through FHIR, checked by an independent implementation of the FHIR model
(PyPI `fhir.resources`, its R4B module, which shares R4's Questionnaire and
QuestionnaireResponse):

- `study export-questionnaire` of Tests/Fixtures/studies/medicines.study writes the medicine
  list as a `group` item with `repeats: true`, `required`, the questionnaire-minOccurs and
  -maxOccurs extensions (1 and 5) and its two questions as items; it parses as R4B.
- `study import` of that Questionnaire gives back a study with a repeating group (`group:`,
  `repeat: {min: 1, max: 5}`, the same two steps) that `study validate` accepts.
- A participant who gave three medicines and removed the second (the plain-mode answers in
  Tests/Fixtures/answers/medicines.txt) is exported with `study export --format fhir`: the
  QuestionnaireResponse parses as R4B and repeats the group item once per medicine kept,
  in order (Metformin, then Insulin), each with its own name and doses.

Usage:   python3 Tests/fhir/repeating_group_check.py     (after `swift build`)
Needs:   fhir.resources and PyYAML; installs them with pip when missing.
Prints "N passed, M failed" last; exits 1 if anything failed.
"""

import json
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "support"))
import studykit  # noqa: E402

try:
    import yaml
except ImportError:
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "PyYAML"],
                   check=True)
    import yaml

try:
    from fhir.resources.R4B.questionnaire import Questionnaire
    from fhir.resources.R4B.questionnaireresponse import QuestionnaireResponse
except ImportError:
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
                    "fhir.resources>=8"], check=True)
    from fhir.resources.R4B.questionnaire import Questionnaire
    from fhir.resources.R4B.questionnaireresponse import QuestionnaireResponse

STUDY = studykit.ROOT / "Tests" / "Fixtures" / "studies" / "medicines.study"
ANSWERS = studykit.ROOT / "Tests" / "Fixtures" / "answers" / "medicines.txt"
BASE = "http://hl7.org/fhir/StructureDefinition/"


def parse(model, text):
    """None when `text` is a valid resource of `model`, else the validator's reason."""
    try:
        model.model_validate(json.loads(text))
        return None
    except Exception as problem:  # the validator's own message is the useful part
        return str(problem)[:600]


def extension(item, name):
    return next((e.get("valueInteger") for e in item.get("extension", []) if e.get("url") == BASE + name), None)


def questionnaire(checks, folder):
    out = folder / "questionnaire"
    out.mkdir()
    exported = studykit.run_study("export-questionnaire", STUDY, "--to", out, "--allow-partial")
    checks.check(exported.returncode == 0, "export-questionnaire succeeds", exported.stderr)
    resources = list(out.glob("*.json"))
    checks.check(len(resources) == 1, "one Questionnaire for the one survey", str(resources))
    if not resources:
        return None
    text = resources[0].read_text()
    checks.check(parse(Questionnaire, text) is None, "the Questionnaire is valid R4B", parse(Questionnaire, text))
    items = json.loads(text)["item"]
    group = next((item for item in items if item["linkId"] == "medicines"), {})
    checks.check(group.get("type") == "group" and group.get("repeats") is True and group.get("required") is True,
                 "the medicine list is a required group with repeats: true", json.dumps(group)[:400])
    checks.check((extension(group, "questionnaire-minOccurs"), extension(group, "questionnaire-maxOccurs")) == (1, 5),
                 "min and max instances are the minOccurs and maxOccurs extensions", json.dumps(group)[:400])
    checks.check([item["linkId"] for item in group.get("item", [])] == ["med_name", "med_doses"],
                 "the group's items are its two questions", json.dumps(group)[:400])
    return resources[0]


def imported_back(checks, folder, resource):
    study = folder / "imported.study"
    imported = studykit.run_study("import", resource, "-o", study, "--allow-partial")
    checks.check(imported.returncode == 0, "the exported Questionnaire imports back", imported.stderr)
    if not study.exists():
        return
    steps = yaml.safe_load(study.read_text())["tasks"][0]["steps"]
    group = next((step for step in steps if step.get("id") == "medicines"), {})
    checks.check(group.get("repeat") == {"min": 1, "max": 5} and "group" in group,
                 "the group comes back as a repeating group of 1 to 5", json.dumps(group)[:400])
    checks.check([step["id"] for step in group.get("steps", [])] == ["med_name", "med_doses"],
                 "with the same two steps", json.dumps(group)[:400])
    validated = studykit.run_study("validate", study)
    checks.check(validated.returncode == 0, "the imported study validates", validated.stdout + validated.stderr)


def response(checks, folder):
    output = folder / "Output"
    done = studykit.run_study("run", STUDY, "--plain", "--output", output, input=ANSWERS.read_text())
    checks.check(done.returncode == 0, "the medicine journey runs in plain mode", done.stdout[-600:])
    exported = studykit.run_study("export", output, "--to", folder / "fhir", "--format", "fhir", "--studies", STUDY,
                                  "-q")
    checks.check(exported.returncode == 0, "export --format fhir succeeds", exported.stderr)
    lines = [line for path in (folder / "fhir").glob("*/QuestionnaireResponse-meds.ndjson")
             for line in path.read_text().splitlines()]
    checks.check(len(lines) == 1, "one response for the one completed run", str(len(lines)))
    for line in lines:
        checks.check(parse(QuestionnaireResponse, line) is None, "the QuestionnaireResponse is valid R4B",
                     parse(QuestionnaireResponse, line))
        groups = [item for item in json.loads(line)["item"] if item["linkId"] == "medicines"]

        def answer(group, link):
            item = next((i for i in group.get("item", []) if i["linkId"] == link), {})
            value = item.get("answer", [{}])[0]
            return value.get("valueString", value.get("valueInteger"))

        got = [(answer(group, "med_name"), answer(group, "med_doses")) for group in groups]
        checks.check(got == [("Metformin", 2), ("Insulin", 3)],
                     "the group item is repeated once per medicine kept, in order", str(got))


def main():
    if studykit.binary_missing("repeating_group_check.py"):
        return 1
    checks = studykit.Checks()
    with tempfile.TemporaryDirectory() as folder:
        folder = Path(folder)
        resource = questionnaire(checks, folder)
        if resource:
            imported_back(checks, folder, resource)
        response(checks, folder)
    return studykit.summary(checks.passed, checks.failed)


if __name__ == "__main__":
    sys.exit(main())
