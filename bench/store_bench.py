#!/usr/bin/env python3
"""Sync throughput into the central store beside PostgreSQL's own COPY of the same rows.

Makes 20 output folders (20 machines) of P participants with E journal lines each (lines of
about the size of a real answer event), starts a throwaway PostgreSQL 15
(studykit.ThrowawayPostgres), runs `study store init`, then times:

- sync: `study sync` of the 20 folders, one process per folder, all at once, into one store;
- COPY: psql's `\\copy` of the same rows (study, participant, sequence, line) into a table
  made LIKE study_store.events (its columns, default, constraints and primary key): the
  ceiling. A store before migration 10 also keeps each line's SHA-256 in `events`
  (`store_events` computed it per row); against such a store (an older binary's `store
  init`) COPY fills that column too, with digests the bench computed, so the ceiling's table
  always has the store's own columns.
- server CPU: the CPU time of the one server process storing all the rows, by
  `store_events` calls from one psql (as `study sync` sends them, one per participant) and by
  COPY, per row: where the server's time goes, apart from the clients and the machine's load.

and prints events per second for each and their ratio (the target: sync at least half of
COPY's rate). Each run uses a fresh database; the median of --runs is reported, and every
run's figures are printed too. Each timed phase starts after a CHECKPOINT and is followed
(untimed) by a VACUUM ANALYZE of what it wrote, so neither a checkpoint nor an autovacuum of
the rows just written lands in the other phase's time.

With --answers N (N > 0), it also times the participant's side, with and without a store
configured, in one run: a participant who has joined (Studies/phq9.study, plain mode) starts
the PHQ-9 in full screen on an 80x24 pseudo-terminal (studykit.Pty), and each of the first
eight answers ("1" picks the first choice, untimed; then Enter: one journal line, flushed,
then the next question) is timed from writing the key until the next question's frame has fully arrived
(its last row), as run_bench.py times key presses. Rounds alternate between no store and
`--store` (a fresh database each round, so the background sender really sends), until each
has N answers; the medians, p95 and the difference are printed (the issue's target: no
measurable change).

Usage: python3 bench/store_bench.py [--runs 3] [--participants 10] [--events 500] [--answers 0] [--binary PATH]"""
import argparse
import hashlib
import os
import shutil
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


def keeps_digests(server, database):
    """Whether the store's `events` has a `line_sha256` column (until migration 10 it did):
    COPY then fills it too, so that the ceiling's table always has the store's columns."""
    return server.psql("SELECT count(*) FROM information_schema.columns WHERE table_schema = 'study_store' "
                       "AND table_name = 'events' AND column_name = 'line_sha256'", database).strip() == "1"


def copy_text(rows, digests):
    """The rows in COPY's text format: study, participant, sequence, line and, with
    `digests`, the line's SHA-256 (computed here, by the bench)."""
    def digest(line):
        return "\t\\\\x" + hashlib.sha256(line.encode()).hexdigest() if digests else ""
    return "".join("bench-study\t%s\t%d\t%s%s\n" % (p, s, line.replace("\\", "\\\\"), digest(line))
                   for p, s, line in rows)


COPIED_TABLE = "CREATE TABLE copied (LIKE study_store.events INCLUDING ALL)"


def copy_command(source, digests):
    columns = "study_id, participant_id, sequence, line" + (", line_sha256" if digests else "")
    return "\\copy copied (%s) FROM %s" % (columns, source)


def settle(server, database):
    """Between timed phases, untimed: what the last phase wrote is vacuumed and analysed now
    (not by an autovacuum during the next phase), and a checkpoint writes the dirty pages."""
    server.psql("VACUUM ANALYZE", database)
    server.psql("CHECKPOINT", database)


def time_copy(server, database, rows):
    server.psql(COPIED_TABLE, database)
    digests = keeps_digests(server, database)
    text = copy_text(rows, digests)
    settle(server, database)
    started = time.perf_counter()
    subprocess.run(["psql", "-X", "-q", "-v", "ON_ERROR_STOP=1", "-d", server.address(database),
                    "-c", copy_command("STDIN", digests)], input=text, text=True, check=True)
    elapsed = time.perf_counter() - started
    settle(server, database)
    return elapsed


def backend_seconds(server, database, script, stdin=None):
    """Runs a psql script between two readings of its server process's CPU time (user +
    system, /proc/PID/stat); returns that process's CPU seconds for the script."""
    marks = Path(tempfile.mkdtemp())
    read = "\\! awk '{print $14 + $15}' /proc/$BACKEND/stat > %s\n"
    text = ("SELECT pg_backend_pid() AS backend \\gset\n\\setenv BACKEND :backend\n" + read % (marks / "before")
            + script + "\n" + read % (marks / "after"))
    (marks / "script.sql").write_text(text)
    subprocess.run(["psql", "-X", "-q", "-o", "/dev/null", "-v", "ON_ERROR_STOP=1", "-d", server.address(database),
                    "-f", marks / "script.sql"], input=stdin, text=True, check=True)
    ticks = int((marks / "after").read_text()) - int((marks / "before").read_text())
    shutil.rmtree(marks)
    return ticks / os.sysconf("SC_CLK_TCK")


def server_cpu(server, binary, rows, events):
    """The server's CPU time per row: every participant's lines stored with `store_events`
    (one call per participant, from one psql, as `study sync` sends a batch), beside COPY of
    the same rows; microseconds per row, each measured on the one server process doing it."""
    server.psql("CREATE DATABASE server_cpu")
    subprocess.run([binary, "store", "init", server.address("server_cpu")], check=True, stdout=subprocess.DEVNULL)
    calls = []
    for first in range(0, len(rows), events):
        participant = rows[first][0]
        lines = [line for _, _, line in rows[first:first + events]]
        literal = "{" + ",".join('"%s"' % line.replace("\\", "\\\\").replace('"', '\\"') for line in lines) + "}"
        calls.append("SELECT * FROM study_store.store_events('bench-study', '%s', '%s', 1, '%s'::text[]);"
                     % (participant, "0" * 64, literal.replace("'", "''")))
    stored = backend_seconds(server, "server_cpu", "\n".join(calls))
    server.psql(COPIED_TABLE, "server_cpu")
    digests = keeps_digests(server, "server_cpu")
    copied = backend_seconds(server, "server_cpu", copy_command("pstdin", digests), copy_text(rows, digests))
    return stored / len(rows) * 1e6, copied / len(rows) * 1e6


ROWS = 24
PHQ9 = "Studies/phq9.study"
ANSWERS_PER_ROUND = 8  # questions 1-8 of the PHQ-9: each answer brings the next question


def joined_participant(binary, output):
    """A participant who has joined the PHQ-9 study (the plain answers through the
    permissions, as the store tests' `join`); their id."""
    answers = (studykit.ROOT / "Tests" / "Fixtures" / "answers" / "phq9.txt").read_text().split("\n")
    lines = answers[:answers.index("Allow") + 1]
    subprocess.run([binary, "run", PHQ9, "--plain", "--output", output], cwd=studykit.ROOT, check=True,
                   input="\n".join(lines) + "\n", text=True, stdout=subprocess.DEVNULL)
    return os.listdir(os.path.join(output, "phq9-mood-check"))[0]


def last_row(frame):
    start = frame.rfind(b"\x1b[%d;1H" % ROWS)
    if start < 0:
        raise RuntimeError(f"no row {ROWS} in the frame: {frame[-200:]!r}")
    return frame[start:]


def answer_round(binary, output, participant, store):
    """One sitting: the PHQ-9 started from the home screen, then ANSWERS_PER_ROUND answers
    timed (ms from the key written to the next question's last row arrived)."""
    argv = [binary, "run", PHQ9, "--participant", participant, "--output", output] + (["--store", store] if store else [])
    terminal = studykit.Pty(argv, rows=ROWS)
    times = []
    try:
        frame = terminal.read_quiet(0.5)
        terminal.take()
        # The home screen's first item is the PHQ-9; Enter opens it, Enter passes its
        # introduction screens, until the first question is on screen.
        for _ in range(6):
            terminal.send(b"\r")
            frame = terminal.read_quiet(0.5)
            terminal.take()
            if b"Little interest or pleasure" in frame:
                break
        else:
            raise RuntimeError(f"the PHQ-9's first question did not appear: {frame[-400:]!r}")
        footer = last_row(frame)
        previous = frame
        for _ in range(ANSWERS_PER_ROUND):
            # "1" picks the first choice (a redraw, nothing journalled), untimed; Enter then
            # journals the answer and brings the next question: that is what is timed.
            terminal.send(b"1")
            terminal.read_until(footer, timeout=5.0)
            previous = terminal.take()
            sent, _ = terminal.send(b"\r")
            arrived = terminal.read_until(footer, timeout=5.0)
            frame = terminal.take()
            if frame == previous or b"Little interest or pleasure" in frame:
                raise RuntimeError(f"the answer did not bring the next question: {frame[-400:]!r}")
            previous = frame
            times.append((arrived - sent) / 1e6)
    finally:
        terminal.process.kill()
        terminal.close(timeout=5)
    return times


def time_answers(server, binary, scratch, count):
    template = os.path.join(scratch, "answers-template")
    participant = joined_participant(binary, template)
    without, with_store = [], []
    round_number = 0
    while len(without) < count or len(with_store) < count:
        for mode, times in ((None, without), ("store", with_store)):
            output = os.path.join(scratch, f"answers-{round_number}-{mode or 'none'}")
            shutil.copytree(template, output)
            store = None
            if mode:
                database = f"answers_{round_number}"
                server.psql(f"CREATE DATABASE {database}")
                subprocess.run([binary, "store", "init", server.address(database)], check=True,
                               stdout=subprocess.DEVNULL)
                store = server.address(database)
            times += answer_round(binary, output, participant, store)
            if mode:
                stored = int(server.psql("SELECT count(*) FROM study_store.events", database))
                if stored == 0:
                    raise RuntimeError("nothing reached the store: the background sender did not run")
        round_number += 1
    return without[:count], with_store[:count]


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--participants", type=int, default=10)
    parser.add_argument("--events", type=int, default=500)
    parser.add_argument("--answers", type=int, default=0)
    parser.add_argument("--binary", default=str(studykit.BINARY))
    options = parser.parse_args()
    sync_rates, copy_rates = [], []
    with studykit.ThrowawayPostgres() as server, tempfile.TemporaryDirectory() as scratch:
        rows = make_folders(Path(scratch), options.participants, options.events) if options.runs > 0 else []
        for run in range(options.runs):
            database = f"bench_{run}"
            server.psql(f"CREATE DATABASE {database}")
            subprocess.run([options.binary, "store", "init", server.address(database)], check=True,
                           stdout=subprocess.DEVNULL)
            for folder in Path(scratch).glob("machine-*/bench-study/*/.store-secret"):
                folder.unlink()
            settle(server, database)
            sync_rates.append(len(rows) / time_sync(server, database, Path(scratch), options.binary))
            stored = int(server.psql("SELECT count(*) FROM study_store.events", database))
            if stored != len(rows):
                raise RuntimeError(f"the store holds {stored} events, not {len(rows)}")
            copy_rates.append(len(rows) / time_copy(server, database, rows))
            print(f"run {run + 1}: study sync {sync_rates[-1]:,.0f} events/s; COPY {copy_rates[-1]:,.0f} events/s; "
                  f"sync/COPY = {sync_rates[-1] / copy_rates[-1]:.2f}", flush=True)
        if options.runs > 0:
            per_row = server_cpu(server, options.binary, rows, options.events)
        if options.answers > 0:
            without, with_store = time_answers(server, options.binary, scratch, options.answers)
    if options.runs > 0:
        sync, copy = statistics.median(sync_rates), statistics.median(copy_rates)
        print(f"{len(rows)} events from {MACHINES} folders, median of {options.runs} runs")
        print(f"study sync: {sync:,.0f} events/s; COPY: {copy:,.0f} events/s; sync/COPY = {sync / copy:.2f}")
        print(f"server CPU per row: store_events {per_row[0]:.1f} us; COPY {per_row[1]:.1f} us; "
              f"COPY/store_events = {per_row[1] / per_row[0]:.2f}")
    if options.answers > 0:
        for name, times in (("no store", without), ("--store", with_store)):
            print(f"answer -> next question, {name}: n={len(times)}, median {statistics.median(times):.2f} ms, "
                  f"p95 {percentile(times, 0.95):.2f} ms, max {max(times):.2f} ms")
        print(f"difference of medians (--store minus none): "
              f"{statistics.median(with_store) - statistics.median(without):+.2f} ms")


if __name__ == "__main__":
    main()
