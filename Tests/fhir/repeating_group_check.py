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
- A constraint on a question of the group (a copy of the study where the doses must be 6
  or fewer unless the medicine is insulin) is exported on the group item, its FHIRPath
  finding the instance's answers from `%context`; the Questionnaire parses as R4B; in plain
  mode 8 doses of Metformin are refused and 8 of Insulin accepted; and fhirpathpy, given
  each instance of the exported QuestionnaireResponse as `%context`, finds the rule true
  for both instances kept and false for Metformin with 8 doses.

Usage:   python3 Tests/fhir/repeating_group_check.py     (after `swift build`)
Needs:   fhir.resources, fhirpathpy and PyYAML; installs them with pip when missing.
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
    from fhirpathpy import evaluate
    from fhirpathpy.models import models
    from fhir.resources.R4B.questionnaire import Questionnaire
    from fhir.resources.R4B.questionnaireresponse import QuestionnaireResponse
except ImportError:
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
                    "fhirpathpy", "fhir.resources>=8"], check=True)
    from fhirpathpy import evaluate
    from fhirpathpy.models import models
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


DOSES = "            answer: {type: integer, min: 1, max: 12}\n"
RULE = "Only insulin is taken more than six times a day."


def constrained_study(folder):
    """medicines.study with a constraint on the doses, written into `folder`."""
    text = STUDY.read_text()
    assert DOSES in text, "medicines.study no longer asks the doses this way"
    study = folder / "medicines-constrained.study"
    study.write_text(text.replace(DOSES, DOSES + "            constraint: \"med_doses <= 6 or med_name = 'Insulin'\"\n"
                                  + f"            constraint-message: {RULE}\n"))
    return study


def group_constraint(checks, folder):
    study = constrained_study(folder)
    out = folder / "constrained"
    out.mkdir()
    # --allow-partial: the group's count in a show-if and a score has no FHIR form (listed).
    exported = studykit.run_study("export-questionnaire", study, "--to", out, "--allow-partial")
    checks.check(exported.returncode == 0 and "constraint" not in exported.stderr,
                 "the constrained study exports, its constraint not left out", exported.stderr)
    resources = list(out.glob("*.json"))
    if len(resources) != 1:
        checks.check(False, "one Questionnaire for the constrained study", str(resources))
        return
    text = resources[0].read_text()
    checks.check(parse(Questionnaire, text) is None, "the constrained Questionnaire is valid R4B",
                 parse(Questionnaire, text))
    questionnaire = json.loads(text)
    group = next((item for item in questionnaire["item"] if item["linkId"] == "medicines"), {})
    rules = [part.get("valueString") for entry in group.get("extension", [])
             if entry.get("url") == BASE + "questionnaire-constraint"
             for part in entry.get("extension", []) if part.get("url") == "expression"]
    checks.check(len(rules) == 1 and "%context.item.where(linkId='med_doses')" in (rules or [""])[0],
                 "the constraint is on the group item, finding the instance's answers from %context", str(rules))
    lines = (ANSWERS.read_text().splitlines()[:14]
             + ["Metformin", "8", "2", "Add another", "Insulin", "8", "I am done", "no", "", "Leave"])
    output = folder / "ConstrainedOutput"
    run = studykit.run_study("run", study, "--plain", "--output", output, input="\n".join(lines) + "\n")
    checks.check(run.returncode == 0, "the constrained journey runs in plain mode", run.stdout[-600:])
    checks.check(run.stdout.count(RULE) == 1, "8 doses are refused once, for Metformin only", run.stdout[-1500:])
    fhir = folder / "constrained-fhir"
    exported = studykit.run_study("export", output, "--to", fhir, "--format", "fhir", "--studies", study, "-q")
    checks.check(exported.returncode == 0, "export --format fhir of the constrained run succeeds", exported.stderr)
    responses = [json.loads(line) for path in fhir.glob("*/QuestionnaireResponse-meds.ndjson")
                 for line in path.read_text().splitlines()]
    if len(responses) != 1 or not rules:
        checks.check(False, "one response for the constrained run", str(len(responses)))
        return
    response = responses[0]

    def within(response, number, path):
        """`path` evaluated with the `number`-th instance as `%context`. fhirpathpy's R4 model
        types a node by its place in the resource, so the instance is reached from the
        response (`select`, where `$this` is the instance) rather than passed bare, which would
        leave `answer.value` untyped and every rule vacuously empty."""
        selected = f"%resource.item.where(linkId='medicines')[{number}].select({path.replace('%context', '$this')})"
        environment = {"resource": response, "questionnaire": questionnaire}
        return evaluate(response, selected, environment, models["r4"])

    count = sum(1 for item in response["item"] if item["linkId"] == "medicines")
    doses = [within(response, n, "%context.item.where(linkId='med_doses').answer.value") for n in range(count)]
    checks.check(doses == [[2], [8]], "each instance's doses are found from %context (Metformin 2, Insulin 8)",
                 str(doses))
    results = [within(response, n, rules[0]) for n in range(count)]
    checks.check(results == [[True], [True]], "fhirpathpy finds the rule true in both instances kept", str(results))
    broken = json.loads(json.dumps(response))
    for item in broken["item"]:
        for inner in item.get("item", []) if item["linkId"] == "medicines" else []:
            if inner["linkId"] == "med_doses" and inner.get("answer") == [{"valueInteger": 2}]:
                inner["answer"] = [{"valueInteger": 8}]
    checks.check(within(broken, 0, rules[0]) == [False], "and false for Metformin with 8 doses",
                 str(within(broken, 0, rules[0])))

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
        group_constraint(checks, folder)
    return studykit.summary(checks.passed, checks.failed)


if __name__ == "__main__":
    sys.exit(main())
