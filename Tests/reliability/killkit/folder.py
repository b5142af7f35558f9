"""What a participant folder must look like after a kill and after a resumed journey.

The journal is the record: its events (without times, sequence numbers, the participant
id and hashes) are compared with a reference run's, so "nothing accepted was lost" and
"nothing was invented" are exact checks, not heuristics."""

import hashlib
import json
import re
from pathlib import Path

# STUDY_BINARY runs another build (e.g. an older one).
from studykit import BINARY, ID_PATTERN, ROOT, run_study  # noqa: F401  (BINARY, ROOT: for the other pieces)

# An atomic write in progress: `.<name>.tmp-<pid>` (Storage/AtomicFile.swift).
TEMP_FILE = re.compile(r"^\..+\.tmp-\d+$")
TORN_SIDE_FILE = re.compile(r"^journal\.jsonl\.torn-\d+$")
# Bookkeeping of a sitting, not of the participant's answers: a resumed journey has more.
SESSION_EVENTS = {"session-started", "session-ended", "introduction-shown"}
RUN_EVENTS = {"task-started", "step-shown", "answered", "went-back", "task-finished", "result-saved"}
# A sealed identity record is named after its journal line (`identity-<line>.sealed`), which
# a resumed journey's extra sitting lines move: compared without the number.
SEALED_IDENTITY = re.compile(r"identity-\d+\.sealed")


def read_journal(folder):
    """(events, torn tail or None, problems): every complete line must be an event."""
    path = Path(folder) / "journal.jsonl"
    if not path.exists():
        return [], None, []
    data = path.read_bytes()
    lines = data.split(b"\n")
    torn = lines.pop() or None  # after the last newline: empty, or a line cut short
    events, problems = [], []
    for number, line in enumerate(lines, 1):
        try:
            events.append(json.loads(line))
        except ValueError:
            problems.append(f"journal.jsonl line {number} is not JSON: {line[:80]!r}")
    return events, torn, problems


def significant(events):
    """The participant's events, comparable across runs: sittings' bookkeeping left out,
    runs closed as stopped left out (a task cut short by the kill is done again), run ids
    renumbered in order, times, numbers and hashes (the chain's `prev` too) dropped, the id
    replaced by <ID>. A sealed identity record no later line names is left out too: a kill
    between its `document-saved` and the line that names it (`signed`, an identifier's
    answer, a contact update) leaves it behind, the participant gives that step again, and
    the record stays in the folder, unused (docs/data-safety.md)."""
    participant = next((e.get("participant") for e in events if e.get("event") == "joined"), None)
    events = [e for i, e in enumerate(events) if not unnamed_sealed_record(e, events[i + 1:])]
    stopped = {e["run"] for e in events if e.get("event") == "task-finished" and e.get("status") == "stopped"}
    names, result = {}, []
    for event in events:
        if event.get("event") in SESSION_EVENTS:
            continue
        if event.get("event") in RUN_EVENTS:
            if event["run"] in stopped:
                continue
            if event["run"] not in names:
                names[event["run"]] = f"{event['task']}-#{sum(1 for n in names.values() if n.startswith(event['task'] + '-#')) + 1}"
        kept = {k: v for k, v in event.items() if k not in ("seq", "time", "sha256", "prev")}
        if "run" in kept:
            kept["run"] = names[kept["run"]]
        text = SEALED_IDENTITY.sub("identity-<line>.sealed", json.dumps(kept, sort_keys=True, ensure_ascii=False))
        result.append(text.replace(participant, "<ID>") if participant else text)
    return result


def unnamed_sealed_record(event, later):
    """True for the `document-saved` of a sealed identity record that no later line names."""
    name = event.get("file", "")
    if event.get("event") != "document-saved" or not SEALED_IDENTITY.fullmatch(name):
        return False
    return not any(name in json.dumps(e) for e in later)


def participant_folders(output):
    return sorted(p for p in Path(output).glob("*/*") if p.is_dir() and not p.name.startswith("."))


def temp_files(output):
    return sorted(str(p) for p in Path(output).rglob("*") if TEMP_FILE.match(p.name))


def file_problems(folder, allow_torn):
    """No file half-written: every JSON parses, the journal's lines parse (a torn last
    line only where allowed), the signed consent matches its SHA-256."""
    folder = Path(folder)
    problems = []
    _, torn, journal_problems = read_journal(folder)
    problems += journal_problems
    if torn and not allow_torn:
        problems.append(f"journal.jsonl ends with a line cut short: {torn[:80]!r}")
    for path in sorted(folder.rglob("*.json")):
        if TEMP_FILE.match(path.name):
            continue
        try:
            json.loads(path.read_bytes())
        except ValueError as error:
            problems.append(f"{path.relative_to(folder)} is not JSON ({error})")
    consent = folder / "consent.md"
    if consent.exists() and not consent_intact(consent.read_bytes()):
        problems.append("consent.md does not match its SHA-256")
    return problems


def consent_intact(data):
    """The SHA-256 on consent.md's last line is of every byte above that line."""
    body, _, last = data.rstrip(b"\n").rpartition(b"\n")
    expected = last.rsplit(b": ", 1)[-1].decode(errors="replace")
    return hashlib.sha256(body + b"\n").hexdigest() == expected


def verify(folder):
    run = run_study("verify", folder)
    return run.returncode, run.stdout + run.stderr


def results_summary(folder):
    """The results files with everything that varies between two equal journeys taken out
    (times, ids, hashes, an active task's timings): what the participant gave, per file."""
    folder = Path(folder)
    participant = folder.name
    summary = {}
    for path in sorted(folder.rglob("*")):
        name = str(path.relative_to(folder))
        if path.is_dir() or name == ".lock" or TORN_SIDE_FILE.match(path.name) or TEMP_FILE.match(path.name):
            continue
        text = path.read_text(errors="replace").replace(participant, "<ID>")
        if name.endswith(".json"):
            summary[re.sub(r"-\d+\.json$", ".json", name)] = _strip(json.loads(text))
        elif name == "consent.md":
            summary[name] = re.sub(r"\d{4}-\d\d-\d\dT[0-9:.]+[+-]\d\d:\d\d|SHA-256 of .*", "<T>", text)
        else:
            summary[SEALED_IDENTITY.sub("identity-<line>.sealed", name)] = "present"
    return summary


VARYING = {"answeredAt", "shownAt", "startedAt", "endedAt", "savedAt", "joinedAt", "signedAt", "decidedAt", "time",
           "events", "summary", "seed", "clock", "display", "run", "restarts"}


def _strip(value):
    if isinstance(value, dict):
        return {k: _strip(v) for k, v in value.items() if k not in VARYING}
    if isinstance(value, list):
        return [_strip(v) for v in value]
    if isinstance(value, str):
        value = SEALED_IDENTITY.sub("identity-<line>.sealed", value)
        return re.sub(r"\d{4}-\d\d-\d\dT[0-9:.]+[+-]\d\d:\d\d", "<T>", value)
    return value
