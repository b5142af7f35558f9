#!/usr/bin/env python3
"""Times `study export` on generated results folders of the diabetes study, side by side
with the jq recipe of docs/results.md, and checks that both give the same long rows.

The generator clones the diabetes participant of Tests/Fixtures/export/Output (made by a
real run of Studies/diabetes.study: onboarding, the baseline survey, the weekly check-in)
N times: each clone gets its own participant id, and its HbA1c answer (journal and results
file alike) is drawn at random (seeded), so the rows differ. One in 25 then withdrew and
had their answers deleted (only an `outcome.json` is left, as `study run` leaves it), and
one in 25 withdrew keeping them (a `withdrew` line ends the journal). It does not yet
generate active tasks.

For each size it runs `study export --quiet` (release build), the jq recipe
(`jq -r ... @csv tasks/baseline-*.json`) and `study status --format json`, alternating,
several times; it takes wall time and CPU time from os.wait4, prints min and median, takes
peak memory from one more run of each under GNU time (`/usr/bin/time -f %M`: the rusage of
a child forked from this Python process counts this process's memory too), and checks that the jq rows
equal the export's current on-path baseline answers (`answers-long.csv` with superseded 0
and on_path 1; jq writes true/false where the export writes 1/0, and the email answer,
removed by the export, is left out of the comparison).

With `--before PATH` (another build, e.g. the one before a change), that binary's export and
status are run in the same loop, alternating with `--binary`'s, and its export is compared
byte for byte with `--binary`'s (every file of the two folders).

With `--keep DIR`, each size's last export folder is kept as DIR/export-SIZE, so the exports
of two builds can be compared byte for byte (`diff -r`): the export time is the newest event's
and the generator is seeded, so the same build gives the same bytes.

Usage: python3 bench/export_bench.py [--runs N] [--sizes 1000,10000] [--binary PATH] [--before PATH]
                                    [--keep DIR]"""
import argparse
import csv
import io
import json
import os
import random
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TEMPLATE_STUDY = ROOT / "Tests" / "Fixtures" / "export" / "Output" / "living-with-diabetes"
ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
# A fixed moment for `study status`'s overdue counts: a week after the template's runs.
STATUS_AT = "2026-12-03T12:00:00.000+00:00"
JQ_RECIPE = """.participant as $p | .steps[] | select(.onPath and .outcome != null)
  | [$p, .id, .outcome.status,
     (.outcome.answer // {} | if has("values") then (.values | join(";"))
                              elif has("seconds") then .seconds
                              elif has("value") then .value else "" end)]
  | @csv"""


def participant_id(number):
    letters = []
    for _ in range(8):
        number, digit = divmod(number, len(ALPHABET))
        letters.append(ALPHABET[digit])
    return "".join(letters[:4]) + "-" + "".join(letters[4:])


WITHDREW_EVERY = 25


def withdraw(folder, new_id, number):
    """Every 25th clone withdrew with deletion, the next one keeping their answers."""
    journal = folder / "journal.jsonl"
    lines = journal.read_text(encoding="utf-8").splitlines()
    last = json.loads(lines[-1])
    if number % WITHDREW_EVERY == 0:
        joined = json.loads(lines[0])
        record = {"consentVersion": "1.0", "decidedAt": last["time"], "decision": "withdrew-answers-deleted",
                  "joinedAt": joined["time"], "participant": new_id,
                  "study": {"id": joined["study"], "version": joined["version"]}}
        shutil.rmtree(folder)
        folder.mkdir()
        (folder / "outcome.json").write_text(json.dumps(record, indent=2, sort_keys=True), encoding="utf-8")
    elif number % WITHDREW_EVERY == 1:
        line = {"answers": "kept", "event": "withdrew", "seq": last["seq"] + 1, "time": last["time"]}
        journal.write_text("\n".join(lines + [json.dumps(line, separators=(",", ":"), sort_keys=True)]) + "\n",
                           encoding="utf-8")


def generate(size, folder):
    template = next(p for p in TEMPLATE_STUDY.iterdir() if p.is_dir())
    files = {path.relative_to(template): path.read_text(encoding="utf-8")
             for path in template.rglob("*") if path.is_file()}
    study = folder / "living-with-diabetes"
    randomness = random.Random(size)
    for number in range(size):
        new_id = participant_id(number + 1)
        hba1c = str(randomness.randint(40, 90))
        for relative, text in files.items():
            text = text.replace(template.name, new_id)
            # The HbA1c answer (53 in the template; the only integer answer of 53): a compact
            # journal line, and a pretty-printed results file.
            text = text.replace('"type":"integer","value":53}', '"type":"integer","value":' + hba1c + "}")
            text = re.sub(r'("type" : "integer",\s*"value" : )53', r"\g<1>" + hba1c, text)
            target = study / new_id / relative
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(text, encoding="utf-8")
        withdraw(study / new_id, new_id, number)


GNU_TIME = shutil.which("time", path="/usr/bin:/bin")


def peak_memory(command):
    """The command's peak resident memory in MiB, from one more run under GNU time, or None
    without it. The rusage that os.wait4 gives counts the memory of this Python process,
    from which the command was forked (after generating 10,000 participants, ~100 MiB), so
    it cannot tell a program's own peak below that."""
    if GNU_TIME is None:
        return None
    done = subprocess.run([GNU_TIME, "-f", "%M", *command], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                          cwd=ROOT)
    if done.returncode != 0:
        sys.exit(f"{command[0]} failed: {done.stderr.decode()[-2000:]}")
    return int(done.stderr.decode().strip().splitlines()[-1]) / 1024


def measure(command, stdout=subprocess.DEVNULL):
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=stdout, stderr=subprocess.PIPE, cwd=ROOT)
    output = process.stdout.read() if stdout == subprocess.PIPE else b""
    _, status, usage = os.wait4(process.pid, 0)
    wall = (time.perf_counter() - start) * 1000
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"{command[0]} failed: {process.stderr.read().decode()[-2000:]}")
    process.stderr.close()
    return (wall, (usage.ru_utime + usage.ru_stime) * 1000, usage.ru_maxrss / 1024), output


def export_rows(destination):
    with open(destination / "living-with-diabetes" / "answers-long.csv", newline="", encoding="utf-8") as handle:
        return sorted((r["participant"], r["step"], r["status"], r["value"]) for r in csv.DictReader(handle)
                      if r["task"] == "baseline" and r["superseded"] == "0" and r["on_path"] == "1"
                      and r["value"] != "-97")


def jq_rows(output):
    rows = []
    for row in csv.reader(io.StringIO(output.decode("utf-8"))):
        value = {"true": "1", "false": "0"}.get(row[3], row[3])
        if "@" not in value:
            rows.append((row[0], row[1], row[2], value))
    return sorted(rows)


def same_files(first, second):
    """Whether two folders hold the same files with the same bytes."""
    def files(folder):
        return {p.relative_to(folder): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}
    return files(first) == files(second)


def summary(runs, peak):
    walls, cpus, _ = zip(*runs)
    memory = f"peak {peak:.1f} MiB" if peak is not None else "peak not measured (no GNU time in /usr/bin)"
    return (f"wall min {min(walls):.0f} ms, median {statistics.median(walls):.0f} ms; "
            f"CPU median {statistics.median(cpus):.0f} ms; {memory}")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--sizes", default="1000,10000")
    parser.add_argument("--binary", default=str(ROOT / ".build" / "release" / "study"))
    parser.add_argument("--before", help="another build run alternately, its export compared byte for byte")
    parser.add_argument("--keep", help="a folder to keep each size's last export in (export-SIZE)")
    arguments = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="study-export-bench-"))
    try:
        for size in map(int, arguments.sizes.split(",")):
            output = work / f"output-{size}"
            generate(size, output)
            files = sorted(str(p) for p in (output / "living-with-diabetes").glob("*/tasks/baseline-*.json"))
            study_runs, jq_runs, status_runs = [], [], []
            before_runs, before_status_runs = [], []
            for run in range(arguments.runs):
                destination = work / f"export-{size}-{run}"
                figures, _ = measure([arguments.binary, "export", str(output), "--to", str(destination),
                                      "--studies", "Studies/diabetes.study", "--quiet"])
                study_runs.append(figures)
                figures, jq_output = measure(["jq", "-r", JQ_RECIPE, *files], stdout=subprocess.PIPE)
                jq_runs.append(figures)
                figures, _ = measure([arguments.binary, "status", str(output), "--format", "json",
                                      "--studies", "Studies/diabetes.study", "--at", STATUS_AT])
                status_runs.append(figures)
                if arguments.before:
                    before_destination = work / f"before-{size}-{run}"
                    figures, _ = measure([arguments.before, "export", str(output), "--to", str(before_destination),
                                          "--studies", "Studies/diabetes.study", "--quiet"])
                    before_runs.append(figures)
                    figures, _ = measure([arguments.before, "status", str(output), "--format", "json",
                                          "--studies", "Studies/diabetes.study", "--at", STATUS_AT])
                    before_status_runs.append(figures)
                    if not same_files(destination, before_destination):
                        sys.exit(f"{size} participants: the two builds' exports differ")
                    shutil.rmtree(before_destination)
            # Peak memory from one more run of each under GNU time (see peak_memory).
            peak_destination = work / f"peak-{size}"

            def export_peak(binary):
                shutil.rmtree(peak_destination, ignore_errors=True)
                return peak_memory([binary, "export", str(output), "--to", str(peak_destination),
                                    "--studies", "Studies/diabetes.study", "--quiet"])

            def status_peak(binary):
                return peak_memory([binary, "status", str(output), "--format", "json",
                                    "--studies", "Studies/diabetes.study", "--at", STATUS_AT])

            if arguments.before:
                print(f"{size} participants: before export: {summary(before_runs, export_peak(arguments.before))}")
                print(f"{size} participants: before status: "
                      f"{summary(before_status_runs, status_peak(arguments.before))}")
                print(f"{size} participants: the two builds' exports are byte-identical in every run")
            same = export_rows(destination) == jq_rows(jq_output)
            study_median = statistics.median(r[0] for r in study_runs)
            jq_median = statistics.median(r[0] for r in jq_runs)
            print(f"{size} participants: study export: {summary(study_runs, export_peak(arguments.binary))}")
            print(f"{size} participants: jq recipe:    "
                  f"{summary(jq_runs, peak_memory(['jq', '-r', JQ_RECIPE, *files]))}")
            print(f"{size} participants: study status: {summary(status_runs, status_peak(arguments.binary))}")
            shutil.rmtree(peak_destination, ignore_errors=True)
            study_cpu = statistics.median(r[1] for r in study_runs)
            jq_cpu = statistics.median(r[1] for r in jq_runs)
            print(f"{size} participants: jq / study (wall, median) {jq_median / study_median:.2f}; "
                  f"(CPU, median) {jq_cpu / study_cpu:.2f}; same long rows: {'yes' if same else 'NO'}")
            # On a shared machine wall time follows the load, not the program: say what it was.
            print(f"{size} participants: load average after the runs: "
                  + " ".join(f"{load:.1f}" for load in os.getloadavg()))
            shutil.rmtree(output)
            if arguments.keep:
                kept = Path(arguments.keep) / f"export-{size}"
                shutil.rmtree(kept, ignore_errors=True)
                shutil.move(str(destination), kept)
            for run in range(arguments.runs):
                shutil.rmtree(work / f"export-{size}-{run}", ignore_errors=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
