#!/usr/bin/env python3
"""`study schema` checked by an independent validator (PyPI `jsonschema`, draft-07).

- The schema itself is a valid draft-07 schema (checked against the meta-schema), and
  `--output FILE` writes the same bytes as standard output.
- Every shipped study (Studies/*.study), read as a YAML language server reads it (YAML 1.2
  core: `yes` and `2024-01-01` stay text), validates against it.
- Broken studies, each one change away from Studies/diabetes.study, do not; and
  `study validate` rejects each of them too, so the schema and the parser agree.
- Schema and parser agree on every map of every shipped study: a key added to any map
  is rejected by both; a key taken out of any map and rejected by the schema is
  rejected by the parser too (the schema never raises a false alarm), and one the
  parser reports missing is rejected by the schema too (the same required fields).

Usage:   python3 Tests/schema/schema_check.py     (after `swift build`)
Needs:   jsonschema and PyYAML; installs them with pip when missing.
Binary:  .build/debug/study, or the path in STUDY_BINARY.
Prints "N passed, M failed" last; exits 1 if anything failed.
"""

import copy
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

try:
    import jsonschema
    import yaml
except ImportError:
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
                    "jsonschema", "pyyaml"], check=True)
    import jsonschema
    import yaml

ROOT = Path(__file__).resolve().parents[2]
BINARY = os.environ.get("STUDY_BINARY", str(ROOT / ".build/debug/study"))


class Yaml12Loader(yaml.SafeLoader):
    """YAML 1.2 core scalars, as editors' language servers resolve them (PyYAML speaks 1.1)."""


Yaml12Loader.yaml_implicit_resolvers = {}
for tag, pattern, first in [
    ("bool", r"^(?:true|True|TRUE|false|False|FALSE)$", "tTfF"),
    ("int", r"^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$", "-+0123456789"),
    ("float", r"^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?"
              r"|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$", "-+0123456789."),
    ("null", r"^(?:~|null|Null|NULL|)$", ["~", "n", "N", ""]),
]:
    Yaml12Loader.add_implicit_resolver("tag:yaml.org,2002:" + tag, re.compile(pattern), list(first))


def load_study(text):
    return yaml.load(text, Loader=Yaml12Loader)


def schema_errors(validator, document):
    return sorted(f"{'/'.join(map(str, error.absolute_path))}: {error.message[:120]}"
                  for error in validator.iter_errors(document))


def study_validate_status(document):
    """`study validate` on the document written back as YAML (JSON is YAML), beside the
    repository's Consent/ folder so that its consent document is found."""
    with tempfile.TemporaryDirectory() as folder:
        (Path(folder) / "Consent").symlink_to(ROOT / "Consent")
        path = Path(folder) / "changed.study"
        path.write_text(json.dumps(document, ensure_ascii=False))
        return subprocess.run([BINARY, "validate", "-q", str(path)], capture_output=True).returncode


class ParserVerdicts:
    """`study validate --format json` over many changed studies, started in the background and
    split between one process per core, so that the schema can judge the same studies here
    meanwhile (the debug build takes about 0.1 s a study: on one core, the diabetes study's
    800-odd changes took most of this check's time). `result()`: name -> error codes and
    messages (empty when the study is valid)."""

    def __init__(self, documents):
        self.folder = tempfile.TemporaryDirectory()
        root = Path(self.folder.name)
        names = list(documents)
        parts = max(1, min(os.cpu_count() or 1, 4, len(names)))
        self.runs = []
        for part in range(parts):
            folder = root / f"part-{part}"
            folder.mkdir()
            (folder / "Consent").symlink_to(ROOT / "Consent")
            for name in names[part::parts]:
                (folder / f"{name}.study").write_text(json.dumps(documents[name], ensure_ascii=False))
            # Output to a file, not a pipe: a full pipe would stop the process until result().
            output = open(root / f"part-{part}.json", "w+")
            process = subprocess.Popen([BINARY, "validate", "--format", "json", str(folder)],
                                       stdout=output, stderr=subprocess.DEVNULL)
            self.runs.append((process, output))

    def result(self):
        verdicts = {}
        for process, output in self.runs:
            process.wait()
            output.seek(0)
            report = json.load(output)
            output.close()
            for entry in report["files"]:
                name = Path(entry["path"] if "path" in entry else entry["diagnostics"][0]["file"]).stem
                verdicts[name] = [(d["code"], d["message"]) for d in entry.get("diagnostics", [])
                                  if d["severity"] == "error"]
        self.folder.cleanup()
        return verdicts


def maps_in(value, path=()):
    """Every map in a document, with the path to it."""
    if isinstance(value, dict):
        yield path, value
        for key, item in value.items():
            yield from maps_in(item, path + (key,))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from maps_in(item, path + (index,))


def changed(document, path, change):
    copied = copy.deepcopy(document)
    target = copied
    for step in path:
        target = target[step]
    change(target)
    return copied


def agreement(validator, study_path, check):
    """Adds a key to, and takes each key out of, every map of one study; compares verdicts."""
    base = load_study(study_path.read_text())
    mutants = {}
    for number, (path, mapping) in enumerate(maps_in(base)):
        where = "/".join(map(str, path)) or "(top)"
        # Not a language code either (no '_' there), so it is unknown in texts' maps too.
        mutants[f"m{number}-add"] = (where, "unknown_key", changed(base, path, lambda m: m.update(unknown_key=1)))
        for key in mapping:
            mutants[f"m{number}-del-{len(mutants)}"] = (where, key, changed(base, path, lambda m, k=key: m.pop(k)))
    parser = ParserVerdicts({name: document for name, (_, _, document) in mutants.items()})
    schema_rejections = {name: not validator.is_valid(document) for name, (_, _, document) in mutants.items()}
    verdicts = parser.result()
    added = removed = disagreements = 0
    for name, (where, key, document) in mutants.items():
        schema_rejects = schema_rejections[name]
        errors = verdicts.get(name, [])
        if name.endswith("-add"):
            added += 1
            if not (schema_rejects and errors):
                disagreements += 1
                check(f"{study_path.name}: '{key}' added at {where} is rejected by both", False,
                      f"schema rejects: {schema_rejects}; parser: {errors[:2]}")
            continue
        removed += 1
        # missing-language is the translation check, over the study as a whole: not a shape.
        reported_missing = any(code.startswith("missing") and code != "missing-language" and f"'{key}'" in message
                               for code, message in errors)
        if (schema_rejects and not errors) or (reported_missing and not schema_rejects):
            disagreements += 1
        if schema_rejects and not errors:
            check(f"{study_path.name}: without '{key}' at {where}, no false alarm", False, "the parser accepts it")
        if reported_missing and not schema_rejects:
            check(f"{study_path.name}: without '{key}' at {where}, the schema also requires it", False,
                  f"parser: {errors[:2]}")
    check(f"{study_path.name}: schema and parser agree on {added} added and {removed} removed keys",
          disagreements == 0 and len(verdicts) == len(mutants),
          f"{disagreements} disagreements; {len(verdicts)} verdicts for {len(mutants)} changed studies")


def first_survey_question(study):
    survey = next(task for task in study["tasks"] if task["kind"] == "survey")
    return next(step for step in survey["steps"] if "question" in step)


def first_active_task(study):
    return next(task for task in study["tasks"] if task["kind"] not in ("survey",))


# One change each; every one of them is an error `study validate` reports too.
BROKEN = {
    "unknown top-level key": lambda s: s.update({"titel": "x"}),
    "misspelled introduction key": lambda s: s["introduction"].update({"learn_more": "x"}),
    "missing consent": lambda s: s.pop("consent"),
    "estimated-minutes out of range": lambda s: s.update({"estimated-minutes": 500}),
    "unknown task kind": lambda s: s["tasks"][0].update({"kind": "questionnaire"}),
    "unknown answer type": lambda s: first_survey_question(s).update({"answer": "yes-or-no"}),
    "step with question and instruction": lambda s: first_survey_question(s).update({"instruction": "Read this."}),
    "id with capitals": lambda s: first_survey_question(s).update({"id": "Bad_Id"}),
    "unknown active-task parameter": lambda s: first_active_task(s).setdefault("parameters", {}).update({"speed": 3}),
    "survey keys on an active task": lambda s: first_active_task(s).update({"steps": []}),
    "empty task list": lambda s: s.update({"tasks": []}),
    "unknown consent section kind": lambda s: s["consent"]["sections"][0].update({"kind": "legal"}),
}


def main():
    results = []

    def check(name, ok, detail=""):
        results.append(ok)
        print(("ok   " if ok else "FAIL ") + name + ("" if ok else f"\n     {detail}"))

    printed = subprocess.run([BINARY, "schema"], capture_output=True, text=True, check=True).stdout
    schema = json.loads(printed)
    try:
        jsonschema.Draft7Validator.check_schema(schema)
        check("the schema is a valid draft-07 schema", True)
    except jsonschema.SchemaError as error:
        check("the schema is a valid draft-07 schema", False, str(error)[:400])
    check("it names draft-07", schema.get("$schema") == "http://json-schema.org/draft-07/schema#")
    with tempfile.TemporaryDirectory() as folder:
        target = Path(folder) / "study.schema.json"
        subprocess.run([BINARY, "schema", "--output", str(target)], check=True)
        check("--output writes what standard output shows", target.read_text() == printed)

    validator = jsonschema.Draft7Validator(schema)
    studies = sorted((ROOT / "Studies").glob("*.study"))
    check("there are shipped studies to check", len(studies) >= 4, [p.name for p in studies])
    for path in studies:
        errors = schema_errors(validator, load_study(path.read_text()))
        check(f"{path.name} validates against the schema", not errors, "\n     ".join(errors[:8]))

    base = load_study((ROOT / "Studies/diabetes.study").read_text())
    # The control: unchanged, the study passes both, so each rejection below is the change's.
    status = study_validate_status(base)
    check("unchanged (diabetes.study as JSON): study validate accepts it", status == 0, f"exit status {status}")
    for name, change in BROKEN.items():
        study = copy.deepcopy(base)
        change(study)
        errors = schema_errors(validator, study)
        check(f"broken ({name}): the schema rejects it", bool(errors))
        status = study_validate_status(study)
        check(f"broken ({name}): study validate rejects it too", status == 1, f"exit status {status}")

    for path in studies:
        agreement(validator, path, check)

    passed = sum(results)
    print(f"{passed} passed, {len(results) - passed} failed")
    return 0 if passed == len(results) else 1


if __name__ == "__main__":
    sys.exit(main())
