#!/usr/bin/env python3
"""Times `study import` on a generated 1,000-item FHIR R4 Questionnaire and a generated
1,000-row REDCap data dictionary (issue 14's target: under 100 ms each, with peak memory).

Each input is imported once to check it converts (and that the new study validates, which
`study import` itself checks before it writes), then `--runs` times into fresh output files,
taking the wall time, the CPU time (user + system) and the peak memory (maximum resident
set) of each process from os.wait4 (`measure` of bench/validate_bench.py). Prints min and
median of each. The inputs mix every kind of item the importers convert: choices with codes
and scores, numbers with limits and units, dates, texts, yes/no, conditions on earlier
items, and (one in 20) calculated values.

Usage: python3 bench/import_bench.py [--runs N] [--binary PATH] [--size N]"""
import argparse
import csv
import io
import json
import os
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from validate_bench import measure, summary  # noqa: E402

CHOICES = [("LA6568-5", "Not at all", 0), ("LA6569-3", "Several days", 1), ("LA6570-1", "More than half", 2)]
ORDINAL = "http://hl7.org/fhir/StructureDefinition/ordinalValue"
CALCULATED = "http://hl7.org/fhir/uv/sdc/StructureDefinition/sdc-questionnaire-calculatedExpression"


def questionnaire_item(index: int) -> dict:
    link = f"q{index}"
    kind = index % 5
    item = {"linkId": link, "text": f"Question {index}: how often, in the last two weeks?", "required": True,
            "code": [{"system": "http://loinc.org", "code": f"{10000 + index}-1", "display": f"Item {index}"}]}
    if kind == 0:
        item["type"] = "choice"
        item["answerOption"] = [{"valueCoding": {"system": "http://loinc.org", "code": code, "display": label},
                                 "extension": [{"url": ORDINAL, "valueDecimal": score}]}
                                for code, label, score in CHOICES]
    elif kind == 1:
        item["type"] = "integer"
        item["extension"] = [{"url": "http://hl7.org/fhir/StructureDefinition/minValue", "valueInteger": 0},
                             {"url": "http://hl7.org/fhir/StructureDefinition/maxValue", "valueInteger": 120}]
    elif kind == 2:
        item["type"] = "boolean"
    elif kind == 3:
        item["type"] = "date"
    else:
        item["type"] = "string"
        item["maxLength"] = 200
    if index % 7 == 6 and (index - 4) % 20 != 19:  # on a question, not on a calculated item
        item["enableWhen"] = [{"question": f"q{index - 4}", "operator": "exists", "answerBoolean": True}]
    if index % 20 == 19:
        item = {"linkId": link, "type": "decimal", "text": f"Total {index}", "readOnly": True,
                "extension": [{"url": CALCULATED, "valueExpression": {
                    "language": "text/fhirpath",
                    "expression": f"%resource.item.where(linkId='q{index - 3}').answer.value + 1"}}]}
    return item


def questionnaire(size: int) -> str:
    return json.dumps({"resourceType": "Questionnaire", "status": "draft", "name": "bench", "title": "Bench",
                       "item": [questionnaire_item(index) for index in range(size)]})


def dictionary_row(index: int) -> list:
    name = f"f{index}"
    kind = index % 5
    choices = "0, Not at all | 1, Several days | 2, More than half the days | 3, Nearly every day"
    rows = {0: ["radio", choices, "", ""], 1: ["text", "", "integer", "0"], 2: ["yesno", "", "", ""],
            3: ["text", "", "date_ymd", ""], 4: ["checkbox", "1, Walks | 2, Friends | 3, Music", "", ""]}
    kind_name, choice_text, validation, minimum = rows[kind]
    same_form = (index - 4) // 250 == index // 250
    branching = f"[f{index - 4}] <> ''" if index % 7 == 6 and (index - 4) % 20 != 19 and same_form else ""
    # A calculation on an earlier number of the same form.
    earlier = next((i for i in range(index - 1, index // 250 * 250, -1) if i % 5 == 1), None)
    if index % 20 == 19 and earlier is not None:
        kind_name, choice_text, validation, branching = "calc", f"[f{earlier}] + 1", "", ""
    return [name, f"form_{index // 250}", "", kind_name, f"Field {index}: how often?", choice_text, "", validation,
            minimum, "", "", branching, "y", "", "", "", "", ""]


def dictionary(size: int) -> str:
    header = ["Variable / Field Name", "Form Name", "Section Header", "Field Type", "Field Label",
              "Choices, Calculations, OR Slider Labels", "Field Note", "Text Validation Type OR Show Slider Number",
              "Text Validation Min", "Text Validation Max", "Identifier?", "Branching Logic (Show field only if...)",
              "Required Field?", "Custom Alignment", "Question Number (surveys only)", "Matrix Group Name",
              "Matrix Ranking?", "Field Annotation"]
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(header)
    writer.writerow(["record_id", "form_0", "", "text", "Record ID"] + [""] * 13)
    for index in range(1, size):
        writer.writerow(dictionary_row(index))
    return out.getvalue()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--size", type=int, default=1000)
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "study"))
    args = parser.parse_args()
    if not os.path.exists(args.binary):
        sys.exit(f"{args.binary} is missing: build it with "
                 "'scripts/build-release', or give --binary")
    with tempfile.TemporaryDirectory() as folder:
        inputs = {"questionnaire": (os.path.join(folder, "bench.json"), questionnaire(args.size)),
                  "dictionary": (os.path.join(folder, "bench.csv"), dictionary(args.size))}
        print(f"{args.binary}, {args.runs} runs, {args.size} items/rows")
        for name, (path, text) in inputs.items():
            with open(path, "w") as file:
                file.write(text)
            measure([args.binary, "import", path, "-o", os.path.join(folder, f"{name}-check.study")])
            runs = [measure([args.binary, "import", path, "-o", os.path.join(folder, f"{name}-{run}.study")])
                    for run in range(args.runs)]
            result = summary(runs)
            print(f"{name:13} {len(text) / 1024:7.0f} kB  wall min {result['wall_min']:6.1f} ms, median "
                  f"{result['wall_median']:6.1f} ms; CPU min {result['cpu_min']:6.1f} ms, median "
                  f"{result['cpu_median']:6.1f} ms; peak {result['peak_mib']:5.1f} MiB")


if __name__ == "__main__":
    main()
