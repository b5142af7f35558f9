#!/usr/bin/env python3
"""Kills `study run` with SIGKILL at random points of scripted journeys, resumes the same
participant, and checks that nothing accepted was lost and nothing was half-written.

Journeys: the plain-mode answer files of Tests/Fixtures/answers (phq9, diabetes, sleep in
English and Chinese), the cognition study full-screen in a pseudo-terminal (onboarding
and the reaction-time task), and the management events in plain mode from a participant
who did the PHQ-9 (killkit/management.py): a permission changed then leaving keeping the
answers, leaving with the answers deleted, and a re-consent after a raised version. Each journey is first run once without a kill: the reference
gives, for every step, the screen it is typed on and the journal events written so far.
A trial then kills the journey 1 to --max-kills times, each time at a random step and a
random delay into it (up to 1.3 times how long the program took to answer that step in
the reference, drawn squared so that most kills land while the step is being written),
resumes it with --participant (the id shown, or the folder's name if it was killed before
the id was shown; a new participant if killed before joining), and checks:

- after each kill: every JSON file parses, the journal's lines parse, consent.md matches
  its hash, and the journal is exactly the reference's events up to at least the last
  accepted step and at most the step in flight;
- on each resume: the screen shown is the one that follows the last accepted answer
  (its reference state equals the journal's), after any notice;
- at the end: the journal's events are exactly the reference's, the results files say
  the same as the reference's, no temporary file is left, and `study verify` exits 0.

Then targeted tests of a torn last journal line and of a damaged line in the middle.

Usage: python3 Tests/reliability/kill_harness.py [--trials N] [--seed S] [--ci]
Needs the debug binary (swift build), and pexpect and pyte for the full-screen journey.
Prints "N trials, M failures" last; exits 1 if any trial failed.
"""

import argparse
import collections
import os
import random
import shutil
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from killkit import fullscreen  # noqa: E402
from killkit.folder import BINARY  # noqa: E402
from killkit.journeys import all_journeys  # noqa: E402
from killkit.torn import torn_trials  # noqa: E402
from killkit.trial import Failure, Reference, Trial  # noqa: E402


def arguments():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--trials", type=int, default=300)
    parser.add_argument("--seed", type=int, default=None, help="default: from the clock, printed")
    parser.add_argument("--max-kills", type=int, default=2, help="kills per trial, 1 to this")
    parser.add_argument("--journeys", default="phq9,diabetes,sleep-en,sleep-zh,cognition,"
                        "profile-keep,profile-delete,reconsent")
    parser.add_argument("--full-screen-every", type=int, default=5,
                        help="one trial in this many is the full-screen journey (slow: a timed task)")
    parser.add_argument("--torn", type=int, default=6, help="torn-last-line tests")
    parser.add_argument("--ci", action="store_true",
                        help="a short run for CI (about two minutes): 27 trials of one kill (each plain journey "
                             "3 or 4 times, one trial full-screen), 3 torn lines")
    parser.add_argument("--work", default=None, help="folder for the outputs (default: a temporary folder)")
    options = parser.parse_args()
    if options.ci:
        options.trials, options.full_screen_every, options.torn, options.max_kills = 27, 20, 3, 1
    if options.seed is None:
        options.seed = int(time.time()) % 1_000_000
    return options


def schedule(options, journeys):
    """Which journey each trial runs: the full-screen one every n-th trial, the plain ones in turn."""
    plain = [name for name in journeys if journeys[name].mode == "plain"]
    full = [name for name in journeys if journeys[name].mode == "full-screen"]
    order = []
    for number in range(options.trials):
        if full and (not plain or number % options.full_screen_every == options.full_screen_every - 1):
            order.append(full[(number // options.full_screen_every) % len(full)])
        else:
            order.append(plain[len([o for o in order if o in plain]) % len(plain)])
    return order


def main():
    options = arguments()
    if not os.access(BINARY, os.X_OK):
        print(f"kill_harness: no binary at {BINARY}; run 'swift build' first\n0 trials, 1 failures")
        return 1
    journeys = {name: journey for name, journey in all_journeys().items() if name in options.journeys.split(",")}
    if "cognition" in journeys and fullscreen.Study is None:
        print("kill_harness: pexpect or pyte is missing (pip install pexpect pyte): the full-screen journey is left out")
        del journeys["cognition"]
    rng = random.Random(options.seed)
    work = Path(options.work or tempfile.mkdtemp(prefix="study-kill-"))
    work.mkdir(parents=True, exist_ok=True)
    print(f"kill harness: seed {options.seed}, {options.trials} trials, up to {options.max_kills} kills each, in {work}")
    started = time.time()
    failures, stats = [], collections.Counter()
    references = {}
    order = schedule(options, journeys)
    for name in dict.fromkeys(order + (["phq9"] if options.torn and "phq9" in journeys else [])):
        try:
            references[name] = Reference(journeys[name], work)
            print(f"reference {name}: {len(journeys[name].steps)} steps, {len(references[name].kept)} journal events")
        except Failure as failure:
            print(f"FAILED reference {name}: {failure}")
            return 1
    for number, name in enumerate(order, 1):
        kills = rng.randint(1, options.max_kills)
        trial = Trial(journeys[name], references[name], rng, kills, work, stats)
        failure = trial.run()
        print(f"trial {number} {name}: {'; '.join(trial.log)}: {'FAILED' if failure else 'ok'}", flush=True)
        if failure:
            failures.append(failure)
            print("  " + failure.replace("\n", "\n  "), flush=True)
    if options.torn and "phq9" in references:
        torn = torn_trials(journeys["phq9"], references["phq9"], rng, work, stats, options.torn)
        print(f"torn and damaged journal lines: {options.torn + 1} tests, {len(torn)} failures")
        for failure in torn:
            print("  " + failure.replace("\n", "\n  "))
        failures += torn
    for key, value in sorted(stats.items()):
        print(f"  {key}: {value}")
    print(f"seed {options.seed}, {time.time() - started:.0f} s")
    if not failures and not options.work:
        shutil.rmtree(work, ignore_errors=True)
    total = options.trials + (options.torn + 1 if options.torn and "phq9" in references else 0)
    print(f"{total} trials, {len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
