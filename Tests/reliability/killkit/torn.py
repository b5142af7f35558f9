"""Targeted tests of a damaged journal. A torn last line (the program stopped while
writing it: SIGKILL cannot do that to one small write, a power cut can) is set aside with
a notice and the journey goes on; a damaged line before the last is an error, never
skipped."""

import json
import tempfile
from pathlib import Path

from . import folder as F
from .journeys import notice_in
from .trial import Failure, Trial, main_folder


class TornTrial(Trial):
    """Runs `cut_after` steps, kills at the prompt, cuts the journal's last line at a
    random byte, resumes, then completes the journey with the usual final checks."""

    def __init__(self, journey, reference, rng, work, stats, cut_after):
        super().__init__(journey, reference, rng, 0, work, stats)
        self.cut_after = cut_after

    def _run(self):
        run = self.journey.start(self.output)
        try:
            run.wait_ready()
            for index in range(self.cut_after):
                self._act(run, index)
            participant = self.journey.shown_id(run)
            run.kill_after(0)
        finally:
            run.close()
        found = main_folder(self.output)
        participant = participant or found.name
        journal = found / "journal.jsonl"
        data = journal.read_bytes()
        last = data[:-1].rsplit(b"\n", 1)[-1]
        cut = self.rng.randint(1, len(last) - 1)
        kept = data[:len(data) - 1 - len(last) + cut]
        journal.write_bytes(kept)
        before = F.significant(F.read_journal(found)[0])
        self.log.append(f"cut the last line ({json.loads(last)['event']}) after byte {cut}")

        run = self.journey.start(self.output, participant)
        try:
            if not run.wait_ready():
                raise Failure(f"the resumed run ended:\n{run.transcript()[-1500:]}")
            if notice_in(run.screen()) != "torn":
                raise Failure(f"no notice of the torn line; the screen was:\n{run.screen()}")
            sides = list(found.glob("journal.jsonl.torn-*"))
            if len(sides) != 1 or sides[0].read_bytes() != last[:cut]:
                raise Failure(f"the torn line was not set aside as it was: {sides}")
            events, torn, problems = F.read_journal(found)
            if torn or problems or F.significant(events) != before:
                raise Failure(f"after the recovery the journal is not the lines before the torn one: {problems} {torn!r}")
            position = self._resume_position(run)
            for index in range(position, len(self.journey.steps)):
                self._act(run, index)
            status = run.finish()
            if status != 0:
                raise Failure(f"the journey after the recovery exited {status}")
        finally:
            run.close()
        self._final_checks()


class DamagedLineTrial(Trial):
    """A line in the middle of the journal that cannot be read: the run refuses to go on,
    says which line, exits with a status (no crash), and changes nothing."""

    def _run(self):
        run = self.journey.start(self.output)
        try:
            run.wait_ready()
            for index in range(len(self.journey.steps) // 2):
                self._act(run, index)
            participant = self.journey.shown_id(run)
            run.kill_after(0)
        finally:
            run.close()
        found = main_folder(self.output)
        journal = found / "journal.jsonl"
        lines = journal.read_bytes().split(b"\n")
        lines[2] = lines[2][: len(lines[2]) // 2] + b"#" + lines[2][len(lines[2]) // 2 + 1:]
        damaged = b"\n".join(lines)
        journal.write_bytes(damaged)
        run = self.journey.start(self.output, participant or found.name)
        try:
            run.wait_ready()
            status = run.finish()
            said = run.transcript()
        finally:
            run.close()
        if status is None or status <= 0:
            raise Failure(f"a damaged journal line gave exit status {status}:\n{said[-800:]}")
        if "journal.jsonl:3" not in said:
            raise Failure(f"the message does not name the damaged line:\n{said[-800:]}")
        if journal.read_bytes() != damaged or list(found.glob("journal.jsonl.torn-*")):
            raise Failure("the damaged journal was changed")
        self.log.append(f"exit status {status}")


def torn_trials(journey, reference, rng, work, stats, count):
    """`count` torn lines at random steps after joining, and one damaged middle line."""
    failures = []
    first = next(i for i, n in enumerate(reference.before) if n > 0)
    # Only where the line before the cut one ends a step: a step that writes two lines (the
    # signature: the sealed identity's `document-saved`, then `signed`) torn at its second
    # leaves the journal inside the step, which is the random kills' "kill between two
    # events of one step", not what this trial checks. Found when a fresh-clone CI run cut
    # `signed`: the runner asked for the signature again, and no step of the reference
    # starts there.
    boundaries = set(reference.before)
    cuts = [i for i in range(first + 1, len(journey.steps)) if reference.before[i] - 1 in boundaries]
    for _ in range(count):
        trial = TornTrial(journey, reference, rng, work, stats, rng.choice(cuts))
        failures.append(trial.run())
    failures.append(DamagedLineTrial(journey, reference, rng, 0, work, stats).run())
    return [f for f in failures if f]
