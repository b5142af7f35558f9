#!/usr/bin/env python3
"""Date limits through FHIR, checked by independent implementations: the FHIR model of PyPI
`fhir.resources` (R4B module, which shares R4's Questionnaire) and the FHIRPath engine of
PyPI `fhirpathpy`.

- `study export-questionnaire` of Tests/Fixtures/studies/visit-dates.study (dates whose
  ranges mix a fixed day and days relative to today) writes each `min`/`max` as the
  minValue/maxValue extension: a fixed day as `valueDate`, a relative one as a `_valueDate`
  holding the `cqf-calculatedValue` FHIRPath (`today() - 18 years`, SDC's dynamic limit).
  The Questionnaire parses as R4B. fhir.resources' R4B Extension has no field for the
  extensions of its value (`_valueDate`), so that part is taken out before the whole is
  parsed and checked on its own: as an R4B Element whose extension parses as an R4B
  Extension.
- Each FHIRPath, evaluated by fhirpathpy today, gives the day the study's limit stands for
  today (a month back from 31 March is the last day of February in both).
- `study import` of the export gives back the same limits, and the study validates.
- In plain mode, a date before the fixed `min` and one before `today-1y` are refused with
  the range in the message, and dates inside are accepted.

Usage:   python3 Tests/fhir/date_limit_check.py     (after `swift build`)
Needs:   fhir.resources, fhirpathpy and PyYAML; installs them with pip when missing.
Prints "N passed, M failed" last; exits 1 if anything failed.
"""

import calendar
import copy
import datetime
import json
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "support"))
import studykit  # noqa: E402

try:
    import yaml
    from fhirpathpy import evaluate
    from fhir.resources.R4B.element import Element
    from fhir.resources.R4B.extension import Extension
    from fhir.resources.R4B.questionnaire import Questionnaire
except ImportError:
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "PyYAML",
                    "fhirpathpy", "fhir.resources>=8"], check=True)
    import yaml
    from fhirpathpy import evaluate
    from fhir.resources.R4B.element import Element
    from fhir.resources.R4B.extension import Extension
    from fhir.resources.R4B.questionnaire import Questionnaire

STUDY = studykit.ROOT / "Tests" / "Fixtures" / "studies" / "visit-dates.study"
# The onboarding of the fixture (the same consent and permission as medicines.study).
ONBOARDING = (studykit.ROOT / "Tests" / "Fixtures" / "answers" / "medicines.txt").read_text().splitlines()[:11]
BASE = "http://hl7.org/fhir/StructureDefinition/"
CALCULATED = BASE + "cqf-calculatedValue"


def parse(model, data):
    """None when `data` is valid for `model`, else the validator's reason."""
    try:
        model.model_validate(data)
        return None
    except Exception as problem:  # the validator's own message is the useful part
        return str(problem)[:600]


def questionnaire_problem(resource):
    """None when `resource` (a Questionnaire as JSON) is valid R4B, else the reason.
    fhir.resources' R4B Extension has no field for the extensions of its own value
    (`_valueDate`, `_valueDateTime`), which FHIR's JSON allows and a dynamic limit needs:
    each is taken out and parsed on its own, as an R4B Element whose extensions parse as R4B
    Extensions, and the rest is parsed as an R4B Questionnaire. Other scripts import this."""
    bare = copy.deepcopy(resource)
    problems = []

    def walk(items):
        for item in items:
            for entry in item.get("extension", []):
                for key in [key for key in entry if key.startswith("_value")]:
                    primitive = entry.pop(key)
                    problems.append(parse(Element, primitive))
                    problems.extend(parse(Extension, inner) for inner in primitive.get("extension", []))
            walk(item.get("item", []))

    walk(bare.get("item", []))
    problems.append(parse(Questionnaire, bare))
    return "; ".join(problem for problem in problems if problem) or None


def study_day(bound, today):
    """The day a study limit (`2020-01-01`, `today`, `today-18y`) stands for on `today`, by
    the study's documented rule: whole months, the day kept where it exists, else the month's
    last day."""
    bound = str(bound)
    if not bound.startswith("today"):
        return bound
    rest = bound[5:]
    if not rest:
        return today.isoformat()
    amount, unit = int(rest[:-1]), rest[-1]
    if unit in "dw":
        return (today + datetime.timedelta(days=amount * (7 if unit == "w" else 1))).isoformat()
    months = today.year * 12 + today.month - 1 + amount * (12 if unit == "y" else 1)
    year, month = divmod(months, 12)
    day = min(today.day, calendar.monthrange(year, month + 1)[1])
    return datetime.date(year, month + 1, day).isoformat()


def limits(item):
    """{"minValue": ("date", "2020-01-01") or ("path", "today() - 1 year"), …} of an item."""
    found = {}
    for entry in item.get("extension", []):
        name = entry.get("url", "").removeprefix(BASE)
        if "valueDate" in entry:
            found[name] = ("date", entry["valueDate"])
        for inner in entry.get("_valueDate", {}).get("extension", []):
            if inner.get("url") == CALCULATED:
                found[name] = ("path", inner.get("valueString"))
    return found


def exported(checks, folder, steps):
    out = folder / "questionnaire"
    out.mkdir()
    result = studykit.run_study("export-questionnaire", STUDY, "--to", out)
    checks.check(result.returncode == 0, "export-questionnaire succeeds with nothing left out", result.stderr)
    resources = list(out.glob("*.json"))
    if len(resources) != 1:
        checks.check(False, "one Questionnaire for the one survey", str(resources))
        return None
    resource = json.loads(resources[0].read_text())
    problem = questionnaire_problem(resource)
    checks.check(problem is None, "the Questionnaire is valid R4B (its calculated limits as Elements)", problem)
    today = datetime.date.today()
    items = {item["linkId"]: item for item in resource["item"]}
    for step in steps:
        answer, got = step["answer"], limits(items.get(step["id"], {}))
        for key, name in (("min", "minValue"), ("max", "maxValue")):
            kind, value = got.get(name, (None, None))
            wanted = study_day(answer[key], today)
            if str(answer[key]).startswith("today"):
                checks.check(kind == "path", f"{step['id']} {key} {answer[key]} is a cqf-calculatedValue", str(got))
                day = [str(v) for v in evaluate({}, value or "{}")] if kind == "path" else []
                checks.check(day == [wanted], f"fhirpathpy works '{value}' out as the study does today",
                             f"{day} != {wanted}")
            else:
                checks.check((kind, value) == ("date", wanted), f"{step['id']} {key} is a valueDate", str(got))
    return resources[0]


def imported_back(checks, folder, resource, steps):
    study = folder / "imported.study"
    result = studykit.run_study("import", resource, "-o", study)
    checks.check(result.returncode == 0, "the exported Questionnaire imports back with nothing left out",
                 result.stderr)
    if not study.exists():
        return
    back = {step["id"]: step["answer"] for step in yaml.safe_load(study.read_text())["tasks"][0]["steps"]}
    for step in steps:
        got = back.get(step["id"], {})
        got = {key: str(got.get(key)) for key in ("min", "max")} if isinstance(got, dict) else got
        wanted = {key: str(step["answer"][key]) for key in ("min", "max")}
        checks.check(got == wanted, f"{step['id']} comes back with the same limits", f"{got} != {wanted}")
    validated = studykit.run_study("validate", study)
    checks.check(validated.returncode == 0, "the imported study validates", validated.stdout + validated.stderr)


def answered(checks, folder):
    today = datetime.date.today()
    last_year = study_day("today-1y", today)
    answers = ONBOARDING + ["Clinic visits", "", "2019-12-31", "2020-01-01", "2000-01-01", last_year,
                            "skip", "", "Leave"]
    run = studykit.run_study("run", STUDY, "--plain", "--output", folder / "Output", input="\n".join(answers) + "\n")
    checks.check(run.returncode == 0, "the visit journey runs in plain mode", run.stdout[-600:] + run.stderr)
    checks.check("Enter a date between 2020-01-01 and today." in run.stdout,
                 "a date before the fixed min is refused, the message naming the range", run.stdout[-1500:])
    checks.check(f"Enter a date between {last_year} and 2099-12-31." in run.stdout,
                 "a date before today-1y is refused, the message naming the day it stands for", run.stdout[-1500:])
    results = [json.loads(path.read_text()) for path in (folder / "Output").rglob("*.json")]
    text = json.dumps(results)
    checks.check('"2020-01-01"' in text and f'"{last_year}"' in text and '"2019-12-31"' not in text,
                 "the dates inside the ranges are recorded, the refused ones not", text[:600])


def main():
    if studykit.binary_missing("date_limit_check.py"):
        return 1
    checks = studykit.Checks()
    steps = yaml.safe_load(STUDY.read_text())["tasks"][0]["steps"]
    with tempfile.TemporaryDirectory() as folder:
        folder = Path(folder)
        resource = exported(checks, folder, steps)
        if resource:
            imported_back(checks, folder, resource, steps)
        answered(checks, folder)
    return studykit.summary(checks.passed, checks.failed)


if __name__ == "__main__":
    sys.exit(main())
