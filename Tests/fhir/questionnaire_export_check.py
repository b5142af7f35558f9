#!/usr/bin/env python3
"""`study export-questionnaire` checked by an independent implementation of the FHIR model
(PyPI `fhir.resources`, its R4B module, which shares R4's Questionnaire).

- Every public fixture (Tests/Fixtures/fhir) is imported with `study import`, exported
  again, and each exported resource parses as an R4B Questionnaire.
- Round trip: for what the import supports, the exported items say what the original
  did: the same texts (prefix in front), item types, required flags, item codes, and
  choices with the same codes, displays and ordinal values (a contained value set's
  concepts count as the options).
- Calculated items (scores): the export is imported and exported again; the second
  export's calculated items (linkId, text, FHIRPath) are the first's, and a fixture's
  calculated items that the import converted are all in the export.
- Every shipped study (Studies/*.study) exports (with --allow-partial) to valid resources
  (a dynamic date limit's `_valueDate`, which fhir.resources' R4B Extension has no field
  for, parsed apart as an R4B Element).
- Score bands travel as the study format's `score-band` extension on the score's item
  (min, max, label: the same as the study file's), import back as the same bands, and are
  never listed as not exported. A study that cannot be exported in full (e.g. a show-if
  with no enableWhen form) is refused without --allow-partial, and nothing is written.
- A `show-if` that uses a score (a calculated value used before the survey ends) is exported
  as the SDC enableWhenExpression, validates, and imports back as a `show-if`.

Usage:   python3 Tests/fhir/questionnaire_export_check.py     (after `swift build`)
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
from date_limit_check import questionnaire_problem  # noqa: E402  (R4B, dynamic limits apart)

try:
    import yaml
except ImportError:
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "PyYAML"],
                   check=True)
    import yaml

FIXTURES = studykit.ROOT / "Tests" / "Fixtures" / "fhir"
BAND = "urn:study:extension:score-band"
ORDINAL = ("http://hl7.org/fhir/StructureDefinition/ordinalValue", "http://hl7.org/fhir/StructureDefinition/itemWeight")
passed = failed = 0


def check(condition, message):
    global passed, failed
    if condition:
        passed += 1
    else:
        failed += 1
        print("FAIL:", message)


def parses(path):
    """None when the file is a valid R4B Questionnaire, else why (a date limit's
    `_valueDate` is checked apart: date_limit_check.questionnaire_problem says why)."""
    return questionnaire_problem(json.loads(path.read_text()))


def score(holder):
    for extension in holder.get("extension", []) + holder.get("valueCoding", {}).get("extension", []):
        if extension.get("url") in ORDINAL:
            return extension.get("valueDecimal", extension.get("valueInteger"))
    return None


def options(item, original):
    if "answerValueSet" in item:
        concepts = []
        for resource in original.get("contained", []):
            if "#" + resource.get("id", "") == item["answerValueSet"]:
                for include in resource["compose"]["include"]:
                    concepts += [dict(concept, system=include.get("system")) for concept in include["concept"]]
        return [(c.get("system"), c.get("code"), c.get("display"), score(c)) for c in concepts]
    result = []
    for option in item.get("answerOption", []):
        coding = option.get("valueCoding")
        if coding:
            result.append((coding.get("system"), coding.get("code"), coding.get("display", coding.get("code")), score(option)))
        else:
            value = str(option.get("valueString", option.get("valueInteger")))
            result.append((None, value, value, score(option)))
    return result


def flatten(items):
    for item in items:
        yield item
        yield from flatten(item.get("item", []))


def uri(system):
    """A system the import keeps: a URI (others are listed as not converted)."""
    return system if system and ":" in system else None


def summary(item, original):
    """What the round trip keeps of an item, whichever side it is on."""
    text = " ".join(filter(None, [item.get("prefix"), item.get("text")]))
    kind = item["type"]
    if kind in ("group", "display"):
        return ("display", text) if text else None
    kind = {"open-choice": "choice", "url": "string"}.get(kind, kind)
    codes = [(c.get("system"), c.get("code")) for c in item.get("code", [])]
    # Options on a non-choice item are listed as not converted by the import.
    chosen = [(uri(o[0]),) + o[1:] for o in options(item, original) if o[1] != "other"] if kind == "choice" else []
    flag = lambda key: item.get(key) in (True, "true")  # noqa: E731 (a fixture writes "true" as text)
    return (kind, text, flag("required"), codes, chosen, flag("repeats"))


CALCULATED = "sdc-questionnaire-calculatedExpression"


def is_calculated(item):
    return CALCULATED in json.dumps(item.get("extension", []))


def calculated_items(resource):
    """(linkId, text, FHIRPath) of each calculated item of an exported Questionnaire."""
    found = []
    for item in flatten(json.loads(resource.read_text())["item"]):
        for extension in item.get("extension", []):
            if extension.get("url", "").endswith(CALCULATED):
                found.append((item["linkId"], item.get("text"), extension["valueExpression"]["expression"]))
    return found


def second_round(name, study, resource, folder):
    """Import the exported Questionnaire and export it again: the scores come out the same."""
    again = folder / (name + "-again.study")
    out = folder / (name + "-again")
    out.mkdir()
    imported = studykit.run_study("import", resource, "-o", again)
    check(imported.returncode == 0, f"{name}: the export does not import back: {imported.stderr}")
    exported = studykit.run_study("export-questionnaire", again, "--to", out, "--allow-partial")
    check(exported.returncode == 0, f"{name}: the second export failed: {exported.stderr}")
    resources = list(out.glob("*.json"))
    check(len(resources) == 1 and calculated_items(resources[0]) == calculated_items(resource),
          f"{name}: the calculated items changed on a second round: {calculated_items(resource)} then "
          f"{[calculated_items(r) for r in resources]}")


def check_bands(study, out, folder):
    """Each banded score's item carries its bands, and importing the Questionnaire gives them back."""
    tasks = {task["id"]: task for task in yaml.safe_load(study.read_text())["tasks"]}
    for resource in out.glob("*.questionnaire.json"):
        task = tasks[resource.name.removesuffix(".questionnaire.json")]
        items = {item["linkId"]: item for item in json.loads(resource.read_text())["item"]}
        wanted = {score["id"]: [(band["min"], band["max"], band["label"]) for band in score.get("bands", [])]
                  for score in task.get("scores", []) if score["id"] in items}
        written = {}
        for linkid in wanted:
            written[linkid] = []
            for extension in items[linkid].get("extension", []):
                if extension["url"] == BAND:
                    part = {e["url"]: e.get("valueDecimal", e.get("valueString")) for e in extension["extension"]}
                    written[linkid].append((part["min"], part["max"], part["label"]))
        check(written == wanted, f"{study.name}/{resource.name}: bands {written}, the study has {wanted}")
        if not any(wanted.values()):
            continue
        back = folder / (study.stem + "-" + resource.stem + "-bands.study")
        imported = studykit.run_study("import", resource, "-o", back, "--allow-partial")
        check(imported.returncode == 0, f"{resource.name}: does not import: {imported.stderr}")
        scores = yaml.safe_load(back.read_text())["tasks"][0].get("scores", []) if back.exists() else []
        again = {s["id"]: [(b["min"], b["max"], b["label"]) for b in s.get("bands", [])] for s in scores}
        check(all(again.get(linkid) == bands for linkid, bands in wanted.items() if bands),
              f"{resource.name}: the bands imported back are {again}, not {wanted}")


SCORE_CONDITION_STUDY = """\
id: score-condition
title: Score condition
version: "1.0"
organisation: Test Lab
contact: {name: Dr Test, email: test@example.org}
introduction: {title: Welcome, text: A short study.}
consent:
  version: "1.0"
  sections:
    - {id: overview, kind: overview, title: About the study, summary: What it is about., learn-more: More.}
  signature: {meaning: I agree to take part in this study.}
tasks:
  - id: check
    kind: survey
    title: Check
    estimated-minutes: 2
    steps:
      - {id: weight, question: Weight in kg?, answer: {type: integer, min: 30, max: 300}}
      - {id: height, question: Height in cm?, answer: {type: integer, min: 100, max: 250}}
      - {id: advice, question: "Your BMI is {bmi}. Advice?", show-if: "bmi >= 30", answer: yes-no}
    scores:
      - {id: bmi, value: "weight / ((height / 100) * (height / 100))"}
"""

ENABLE_WHEN_EXPRESSION = "http://hl7.org/fhir/uv/sdc/StructureDefinition/sdc-questionnaire-enableWhenExpression"


def score_condition(folder):
    """A show-if on a score: exported as an enableWhenExpression, valid, and read back."""
    study = folder / "score-condition.study"
    study.write_text(SCORE_CONDITION_STUDY)
    out = folder / "score-condition"
    out.mkdir()
    exported = studykit.run_study("export-questionnaire", study, "--to", out)
    check(exported.returncode == 0, f"score condition: the export failed or was partial: {exported.stderr}")
    resources = list(out.glob("*.json"))
    if len(resources) != 1:
        check(False, f"score condition: {len(resources)} resources written")
        return
    problem = parses(resources[0])
    check(problem is None, f"score condition: not a valid R4B Questionnaire: {problem}")
    items = {item["linkId"]: item for item in json.loads(resources[0].read_text())["item"]}
    urls = [extension.get("url") for extension in items.get("advice", {}).get("extension", [])]
    check(ENABLE_WHEN_EXPRESSION in urls, f"score condition: no enableWhenExpression on 'advice': {urls}")
    again = folder / "score-condition-again.study"
    imported = studykit.run_study("import", resources[0], "-o", again)
    check(imported.returncode == 0, f"score condition: the export does not import back: {imported.stderr}")
    if imported.returncode == 0:
        steps = yaml.safe_load(again.read_text())["tasks"][0]["steps"]
        advice = next((step for step in steps if step["id"] == "advice"), {})
        check("show-if" in advice and "weight" in advice["show-if"],
              f"score condition: the show-if did not come back: {advice}")


def main():
    if studykit.binary_missing("questionnaire_export_check.py"):
        return 1
    with tempfile.TemporaryDirectory() as folder:
        folder = Path(folder)
        score_condition(folder)
        for fixture in sorted(FIXTURES.glob("*.json")):
            study = folder / (fixture.stem + ".study")
            out = folder / fixture.stem
            out.mkdir()
            imported = studykit.run_study("import", fixture, "-o", study, "--allow-partial")
            check(imported.returncode == 0, f"{fixture.name}: import failed: {imported.stderr}")
            exported = studykit.run_study("export-questionnaire", study, "--to", out, "--allow-partial")
            check(exported.returncode == 0, f"{fixture.name}: export failed: {exported.stderr}")
            for resource in out.glob("*.json"):
                problem = parses(resource)
                check(problem is None, f"{fixture.name}: exported resource is not a valid R4B Questionnaire: {problem}")
            original = json.loads(fixture.read_text())
            before = [summary(i, original) for i in flatten(original["item"])
                      if not is_calculated(i) and i["type"] != "quantity"]
            resources = list(out.glob("*.json"))
            after = [summary(i, {}) for i in flatten(json.loads(resources[0].read_text())["item"])
                     if not is_calculated(i)] if resources else []
            scores = sum(len(task.get("scores", [])) for task in yaml.safe_load(study.read_text())["tasks"])
            if resources:
                check(len(calculated_items(resources[0])) == scores,
                      f"{fixture.name}: {scores} scores imported, {len(calculated_items(resources[0]))} exported")
                second_round(fixture.stem, study, resources[0], folder)
            check([s for s in before if s] == [s for s in after if s],
                  f"{fixture.name}: the round trip changed the items:\n  before {before}\n  after  {after}")
        for study in sorted((studykit.ROOT / "Studies").glob("*.study")):
            out, strict = folder / ("shipped-" + study.stem), folder / ("strict-" + study.stem)
            out.mkdir()
            strict.mkdir()
            refused = studykit.run_study("export-questionnaire", study, "--to", strict)
            exported = studykit.run_study("export-questionnaire", study, "--to", out, "--allow-partial")
            check(exported.returncode == 0, f"{study.name}: export failed: {exported.stderr}")
            for resource in out.glob("*.json"):
                problem = parses(resource)
                check(problem is None, f"{study.name}: {resource.name} is not a valid R4B Questionnaire: {problem}")
            if "not converted" in refused.stderr:
                check(refused.returncode == 1 and "nothing was written" in refused.stderr and not any(strict.iterdir()),
                      f"{study.name}: a partial export without --allow-partial was not refused")
            else:
                check(refused.returncode == 0, f"{study.name}: a full export failed: {refused.stderr}")
            check_bands(study, out, folder)
            check(".bands" not in refused.stderr, f"{study.name}: bands are still listed as not exported: {refused.stderr}")
    return studykit.summary(passed, failed)


if __name__ == "__main__":
    sys.exit(main())
