"""A returning participant with 12 weeks of results, for timing the first screen they see
(the dashboard) beside a new participant's (the introduction): `bench/run_bench.py`.

The PHQ-9 example is weekly for 12 weeks. One participant is made by piping
bench/phq9-answers.txt through the real program (joining, consent, the first PHQ-9); then
their journal is moved 12 weeks into the past, the PHQ-9 run is repeated once a week for
the 11 weeks after it (new run ids, the same answers), the lines are numbered again and
the hash chain (each line's `prev`, the SHA-256 of the line before) is written again, as
the program would have. The results files of the added runs are left for the program to
write: one plain start (`leave` at once) catches them up from the journal, as it does
after a kill, and must end with status 0 and 12 completed results files.
"""
import datetime
import hashlib
import json
import os
import subprocess

STUDY = "Studies/phq9.study"
STUDY_ID = "phq9-mood-check"
WEEKS = 12


def shifted(stamp: str, delta: datetime.timedelta) -> str:
    """A journal time (`2026-11-25T14:30:01.050+00:00`) moved by `delta`, written the same way."""
    moment = datetime.datetime.fromisoformat(stamp) + delta
    return moment.isoformat(timespec="milliseconds")


def chained(events: list) -> list:
    """The events as journal lines: numbered from 1, each carrying the hash of the one before."""
    lines, previous = [], "0" * 64
    for number, event in enumerate(events, start=1):
        event = {key: value for key, value in event.items() if key != "prev"}
        event["seq"], event["prev"] = number, previous
        line = json.dumps(event, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
        lines.append(line)
        previous = hashlib.sha256(line.encode("utf-8")).hexdigest()
    return lines


def make(binary: str, root: str, output: str, answers: str) -> str:
    """Makes the participant in `output`; returns their id."""
    env = {**os.environ, "LANG": "C.UTF-8"}
    with open(answers, "rb") as stdin:
        joined = subprocess.run([binary, "run", STUDY, "--output", output], cwd=root, stdin=stdin,
                                capture_output=True, env=env)
    folders = os.listdir(os.path.join(output, STUDY_ID)) if os.path.isdir(os.path.join(output, STUDY_ID)) else []
    if joined.returncode != 0 or len(folders) != 1:
        raise SystemExit(f"making the returning participant failed ({joined.returncode}): {joined.stdout[-800:]!r}")
    participant = folders[0]
    journal = os.path.join(output, STUDY_ID, participant, "journal.jsonl")
    with open(journal, encoding="utf-8") as f:
        events = [json.loads(line) for line in f if line.strip()]
    # Joined 83 days ago: today is in week 12, the last run six days ago, in week 12 too.
    back = datetime.timedelta(weeks=WEEKS, days=-1)
    for event in events:
        event["time"] = shifted(event["time"], -back)
    first_run = [e for e in events if e.get("run") == "phq9-1" and e["event"] != "result-saved"]
    if not any(e["event"] == "task-finished" for e in first_run):
        raise SystemExit("bench/phq9-answers.txt no longer completes the PHQ-9: update it")
    for week in range(1, WEEKS):
        for event in first_run:
            copy = dict(event, run=f"phq9-{week + 1}", time=shifted(event["time"], datetime.timedelta(weeks=week)))
            events.append(copy)
    events.sort(key=lambda e: datetime.datetime.fromisoformat(e["time"]))
    with open(journal, "w", encoding="utf-8") as f:
        f.write("\n".join(chained(events)) + "\n")
    # The onboarding record is written again by the program from the moved journal, as it
    # would have been 12 weeks ago (its times are the journal's); the results of the added
    # runs too.
    os.remove(os.path.join(output, STUDY_ID, participant, "onboarding.json"))
    caught_up = subprocess.run([binary, "run", STUDY, "--plain", "--participant", participant, "--output", output],
                               cwd=root, input=b"leave\n", capture_output=True, env=env)
    tasks = os.path.join(output, STUDY_ID, participant, "tasks")
    written = sorted(os.listdir(tasks)) if os.path.isdir(tasks) else []
    onboarding_written = os.path.isfile(os.path.join(output, STUDY_ID, participant, "onboarding.json"))
    if caught_up.returncode != 0 or len(written) != WEEKS or not onboarding_written:
        raise SystemExit(f"the returning participant's start failed ({caught_up.returncode}, {len(written)} results):"
                         f" {caught_up.stdout[-800:]!r} {caught_up.stderr[-400:]!r}")
    return participant
