#!/usr/bin/env python3
"""The FHIRPath that `study export-questionnaire` writes, evaluated by an independent FHIRPath
engine (PyPI `fhirpathpy`) against the QuestionnaireResponses `study export --format fhir`
writes for the real runs in Tests/Fixtures/export/Output, and a constraint's FHIRPath and
its round trip checked with fhir.resources (R4B) as the independent model.

- Every calculated item (a score): its calculatedExpression, evaluated on each response of
  its Questionnaire, gives the number the runner worked out (the response's item), or
  nothing when the runner's score is missing. PHQ-9's total adds choices whose values are
  numbers but whose answers are Codings with string codes, so a wrong comparison or sum
  ('1' + '2' = '12', '1' >= 1 an error) fails here.
- Every enableWhenExpression: true for each item the response has (the item was asked),
  and never an evaluation error.
- Every exported FHIRPath evaluates without an error on every response of its Questionnaire.
- Constraints: a study with constraints (dates, numbers, a coded choice) exports to an R4B
  Questionnaire with the questionnaire-constraint extension (key, severity, expression,
  human); each expression is true for answers that keep the rule, false for answers that
  break it and true when an answer it needs is missing (as the study lets it pass); and
  `study import` gives the same constraints and messages back.

Usage:   python3 Tests/fhir/fhirpath_check.py     (after `swift build`)
Needs:   fhirpathpy and fhir.resources; installs them with pip when missing.
Prints "N passed, M failed" last; exits 1 if anything failed.
"""

import json
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "support"))
import studykit  # noqa: E402
from response_export_check import questionnaires  # noqa: E402  (the same Questionnaires)

try:
    from fhirpathpy import evaluate
    from fhirpathpy.models import models
    from fhir.resources.R4B.questionnaire import Questionnaire
except ImportError:
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
                    "fhirpathpy", "fhir.resources>=8"], check=True)
    from fhirpathpy import evaluate
    from fhirpathpy.models import models
    from fhir.resources.R4B.questionnaire import Questionnaire

OUTPUT = studykit.ROOT / "Tests" / "Fixtures" / "export" / "Output"
SDC = "http://hl7.org/fhir/uv/sdc/StructureDefinition/"
CALCULATED = SDC + "sdc-questionnaire-calculatedExpression"
ENABLE_WHEN = SDC + "sdc-questionnaire-enableWhenExpression"
CONSTRAINT = "http://hl7.org/fhir/StructureDefinition/questionnaire-constraint"
checks = studykit.Checks()

CONSTRAINED_STUDY = """\
id: constraint-check
title: Constraints
version: "1.0"
organisation: Test Lab
contact:
  name: Dr Test
  email: test@example.org
estimated-minutes: 2
introduction:
  title: Welcome
  text: A study for the constraint check.
consent:
  version: "1.0"
  sections:
    - id: overview
      kind: overview
      title: About the study
      summary: What the study is about.
      learn-more: The full text about the study.
  signature:
    meaning: I agree to take part in this study.
tasks:
  - id: medicine
    kind: survey
    title: Your medicine
    estimated-minutes: 2
    steps:
      - id: started
        question: When did you start?
        answer: date
      - id: stopped
        question: When did you stop?
        answer: date
        constraint: "stopped >= started"
        constraint-message: The end date cannot be before the start date ({started}).
      - id: doses
        question: Doses a day?
        answer: {type: integer, min: 0, max: 20}
      - id: missed
        question: Doses missed this week?
        answer: {type: integer, min: 0, max: 140}
        constraint: "missed <= doses * 7"
        constraint-message: You cannot miss more doses than you take.
      - id: often
        question: How often do you forget?
        answer:
          type: single-choice
          choices:
            - {value: 0, label: Never, code: {system: "http://loinc.org", code: LA6270-8}}
            - {value: 1, label: Sometimes, code: {system: "http://loinc.org", code: LA10082-6}}
        constraint: "often = 0 or missed > 0"
        constraint-message: If you forget, you have missed a dose.
"""


def items_of(resource):
    for item in resource.get("item", []):
        yield item
        yield from items_of(item)


def expressions(item, url):
    return [e["valueExpression"]["expression"] for e in item.get("extension", []) if e.get("url") == url]


def run(expression, response, questionnaire):
    """The expression's result, or the error's text. The R4 model lets `answer.value` find
    `valueDecimal`, `valueDate`… (FHIR's choice types); without it, it finds nothing."""
    try:
        environment = {"resource": response, "questionnaire": questionnaire}
        return evaluate(response, expression, environment, models["r4"]), None
    except Exception as error:  # fhirpathpy's own message is the useful part
        return None, f"{type(error).__name__}: {error}"


def check_response(name, response, questionnaire, seen):
    answered = {item["linkId"]: item for item in items_of(response)}
    for item in items_of(questionnaire):
        for expression in expressions(item, CALCULATED):
            result, error = run(expression, response, questionnaire)
            checks.check(error is None, f"{name}: {item['linkId']}: the score's FHIRPath fails", error or expression)
            given = answered.get(item["linkId"], {}).get("answer", [{}])[0].get("valueDecimal")
            if error is None and given is not None:
                seen["scores"] += 1
                checks.check(len(result) == 1 and isinstance(result[0], (int, float)) and abs(result[0] - given) < 1e-9,
                             f"{name}: {item['linkId']}: FHIRPath gives {result}, the runner {given}", expression)
            elif error is None:
                checks.check(result == [], f"{name}: {item['linkId']}: FHIRPath gives {result}, the runner nothing",
                             expression)
        for expression in expressions(item, ENABLE_WHEN):
            result, error = run(expression, response, questionnaire)
            checks.check(error is None, f"{name}: {item['linkId']}: the enableWhenExpression fails", error or expression)
            if error is None and item["linkId"] in answered:
                seen["conditions"] += 1
                checks.check(result == [True], f"{name}: {item['linkId']} was asked, but its enableWhenExpression "
                                               f"gives {result}", expression)


def check_responses(folder):
    known = questionnaires(folder)
    exported = studykit.run_study("export", OUTPUT, "--to", folder / "fhir", "--format", "fhir", "-q")
    checks.check(exported.returncode == 0, "export --format fhir", exported.stderr)
    seen = {"scores": 0, "conditions": 0, "phq9": 0}
    for path in sorted((folder / "fhir").glob("*/QuestionnaireResponse-*.ndjson")):
        for number, line in enumerate(path.read_text().splitlines(), 1):
            response = json.loads(line)
            questionnaire = known.get(response["questionnaire"].split("|")[0])
            checks.check(questionnaire is not None, f"{path.name}:{number}: its Questionnaire was not exported")
            if questionnaire is None:
                continue
            seen["phq9"] += "phq9" in response["questionnaire"]
            check_response(f"{path.parent.name}/{path.name}:{number}", response, questionnaire, seen)
    # The checks above would pass on nothing: the real runs must hold scores, conditions and PHQ-9.
    checks.check(seen["phq9"] > 0, "no PHQ-9 response among the real runs")
    checks.check(seen["scores"] > 0, "no score was compared with FHIRPath's")
    checks.check(seen["conditions"] > 0, "no enableWhenExpression was evaluated on an asked item")


def answer(link, **value):
    return {"linkId": link, "answer": [value]}


def check_constraints(folder):
    study = folder / "constraints.study"
    study.write_text(CONSTRAINED_STUDY)
    out = folder / "constraints"
    out.mkdir()
    exported = studykit.run_study("export-questionnaire", study, "--to", out)
    checks.check(exported.returncode == 0, "export-questionnaire of the constraint study", exported.stderr)
    path = out / "medicine.questionnaire.json"
    if not path.exists():
        return
    questionnaire = json.loads(path.read_text())
    try:
        Questionnaire.model_validate(questionnaire)
        problem = None
    except Exception as error:  # the validator's own message is the useful part
        problem = str(error)
    checks.check(problem is None, "the Questionnaire with constraints is not valid R4B", problem)
    rules = {}
    for item in items_of(questionnaire):
        for extension in item.get("extension", []):
            if extension.get("url") == CONSTRAINT:
                parts = {p["url"]: next(v for k, v in p.items() if k.startswith("value")) for p in extension["extension"]}
                rules[item["linkId"]] = parts
    checks.check(sorted(rules) == ["missed", "often", "stopped"], f"constraints on {sorted(rules)}")
    checks.check(all(p.get("severity") == "error" and p.get("key") and p.get("human") for p in rules.values()),
                 "each constraint has a key, severity error and a human text", str(rules))
    dates = lambda start, stop: [answer("started", valueDate=start)] + (  # noqa: E731
        [answer("stopped", valueDate=stop)] if stop else [])
    numbers = lambda doses, missed: [answer("doses", valueInteger=doses), answer("missed", valueInteger=missed)]  # noqa
    often = lambda code, missed: [answer("missed", valueInteger=missed), answer(  # noqa: E731
        "often", valueCoding={"system": "http://loinc.org", "code": code})]
    cases = [
        ("stopped", dates("2026-01-10", "2026-02-01"), True), ("stopped", dates("2026-01-10", "2026-01-10"), True),
        ("stopped", dates("2026-01-10", "2025-12-31"), False), ("stopped", dates("2026-01-10", None), True),
        ("missed", numbers(2, 14), True), ("missed", numbers(2, 15), False), ("missed", numbers(2, 0), True),
        ("often", often("LA6270-8", 0), True), ("often", often("LA10082-6", 3), True),
        ("often", often("LA10082-6", 0), False),
    ]
    for link, items, wanted in cases:
        expression = rules.get(link, {}).get("expression", "")
        response = {"resourceType": "QuestionnaireResponse", "status": "completed", "item": items}
        result, error = run(expression, response, questionnaire)
        checks.check(error is None and result == [wanted], f"constraint of {link} on {items}: {result or error}, "
                                                           f"wanted {wanted}", expression)
    back = folder / "back.study"
    imported = studykit.run_study("import", path, "-o", back)
    checks.check(imported.returncode == 0, "study import of the exported constraints", imported.stderr)
    text = back.read_text() if back.exists() else ""
    for rule, message in [("(stopped >= started)", "The end date cannot be before the start date ({started})."),
                          ("(missed <= (doses * 7))", "You cannot miss more doses than you take.")]:
        checks.check(rule in text and message in text, f"the import keeps '{rule}' and its message", text)
    validated = studykit.run_study("validate", back)
    checks.check(validated.returncode == 0, "the imported study validates", validated.stdout + validated.stderr)


def main():
    if studykit.binary_missing("fhirpath_check.py"):
        return 1
    with tempfile.TemporaryDirectory() as folder:
        check_responses(Path(folder))
        check_constraints(Path(folder))
    return studykit.summary(checks.passed, checks.failed)


if __name__ == "__main__":
    sys.exit(main())
