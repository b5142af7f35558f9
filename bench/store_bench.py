#!/usr/bin/env python3
"""Sync throughput into the central store beside PostgreSQL's own COPY of the same rows.

Makes 20 output folders (20 machines) of P participants with E journal lines each (lines of
about the size of a real answer event), starts a throwaway PostgreSQL 15
(studykit.ThrowawayPostgres), runs `study store init`, then times:

- sync: `study sync` of the 20 folders, one process per folder, all at once, into one store;
- COPY: psql's `\\copy` of the same rows (study, participant, sequence, line, SHA-256) into
  a table shaped like study_store.events, with the same primary key: the ceiling.

and prints events per second for each and their ratio (the target: sync at least half of
COPY's rate). Each run uses a fresh database; the median of --runs is reported.

Usage: python3 bench/store_bench.py [--runs 3] [--participants 10] [--events 500] [--binary PATH]"""
import argparse
import hashlib
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "Tests" / "support"))
import studykit  # noqa: E402

MACHINES = 20


def journal_line(sequence, participant):
    return ('{"kind":{"answered":{"outcome":{"answered":{"value":{"integer":%d}}},"run":"phq9-1",'
            '"step":"phq9_%d","task":"phq9"}},"sequence":%d,"time":"2026-11-25T10:%02d:00+01:00","p":"%s"}'
            % (sequence % 4, sequence % 9, sequence, sequence % 60, participant))


def make_folders(root, participants, events):
    rows = []
    for machine in range(MACHINES):
        for number in range(participants):
            participant = f"M{machine:02d}-{number:04d}"
            folder = root / f"machine-{machine}" / "bench-study" / participant
            folder.mkdir(parents=True)
            lines = [journal_line(sequence, participant) for sequence in range(1, events + 1)]
            (folder / "journal.jsonl").write_text("".join(line + "\n" for line in lines))
            rows += [(participant, sequence, line) for sequence, line in enumerate(lines, 1)]
    return rows


def time_sync(server, database, root, binary):
    address = server.address(database)
    started = time.perf_counter()
    processes = [subprocess.Popen([binary, "sync", root / f"machine-{m}", "--store", address],
                                  stdout=subprocess.DEVNULL, stderr=subprocess.PIPE) for m in range(MACHINES)]
    for process in processes:
        if process.wait() != 0:
            raise RuntimeError("study sync failed: " + process.stderr.read().decode())
    return time.perf_counter() - started


def time_copy(server, database, rows):
    server.psql("CREATE TABLE copied (study_id text, participant_id text, sequence integer, line text, "
                "line_sha256 bytea, PRIMARY KEY (study_id, participant_id, sequence))", database)
    text = "".join("bench-study\t%s\t%d\t%s\t\\\\x%s\n" % (p, s, line.replace("\\", "\\\\"),
                                                         hashlib.sha256(line.encode()).hexdigest())
                   for p, s, line in rows)
    started = time.perf_counter()
    subprocess.run(["psql", "-X", "-q", "-v", "ON_ERROR_STOP=1", "-d", server.address(database),
                    "-c", "\\copy copied FROM STDIN"], input=text, text=True, check=True)
    return time.perf_counter() - started


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--participants", type=int, default=10)
    parser.add_argument("--events", type=int, default=500)
    parser.add_argument("--binary", default=str(studykit.BINARY))
    options = parser.parse_args()
    sync_rates, copy_rates = [], []
    with studykit.ThrowawayPostgres() as server, tempfile.TemporaryDirectory() as scratch:
        rows = make_folders(Path(scratch), options.participants, options.events)
        for run in range(options.runs):
            database = f"bench_{run}"
            server.psql(f"CREATE DATABASE {database}")
            subprocess.run([options.binary, "store", "init", server.address(database)], check=True,
                           stdout=subprocess.DEVNULL)
            for folder in Path(scratch).glob("machine-*/bench-study/*/.store-secret"):
                folder.unlink()
            sync_rates.append(len(rows) / time_sync(server, database, Path(scratch), options.binary))
            stored = int(server.psql("SELECT count(*) FROM study_store.events", database))
            if stored != len(rows):
                raise RuntimeError(f"the store holds {stored} events, not {len(rows)}")
            copy_rates.append(len(rows) / time_copy(server, database, rows))
    sync, copy = statistics.median(sync_rates), statistics.median(copy_rates)
    print(f"{len(rows)} events from {MACHINES} folders, median of {options.runs} runs")
    print(f"study sync: {sync:,.0f} events/s; COPY: {copy:,.0f} events/s; sync/COPY = {sync / copy:.2f}")


if __name__ == "__main__":
    main()
