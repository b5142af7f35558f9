"""One reference run per journey, then trials: the journey is killed with SIGKILL at a
random step (after a random delay into it), resumed as the same participant, killed
again or completed, and checked after every kill and at the end."""

import shutil
import tempfile
import time
from pathlib import Path

from . import folder as F
from .journeys import notice_in
from .management import deletion_decided, left_beside_outcome
from .plain import Hang


class Failure(Exception):
    pass


def main_folder(output):
    """The participant folder with a journal that has begun (orphans have an empty one)."""
    begun = [p for p in F.participant_folders(output) if F.read_journal(p)[0]]
    if len(begun) > 1:
        raise Failure(f"more than one participant folder has a journal: {[p.name for p in begun]}")
    return begun[0] if begun else None


def journal_now(output):
    found = main_folder(output)
    return F.significant(F.read_journal(found)[0]) if found else []


class Reference:
    """The journey run once without a kill: for each step, the screen it is typed on, the
    number of journal events before it, and how long the program took to answer it."""

    def __init__(self, journey, work):
        self.journey = journey
        output = Path(tempfile.mkdtemp(prefix=f"ref-{journey.name}-", dir=work))
        self.screens, self.before, self.durations, self.journals = [], [], [], []
        journey.prepare(output)
        run = journey.start(output)
        try:
            if not run.wait_ready():
                raise Failure(f"reference {journey.name}: the program ended at once\n{run.transcript()}")
            for index in range(len(journey.steps)):
                self.screens.append(run.screen())
                problem = getattr(journey, "unexpected", lambda *_: None)(index, self.screens[-1])
                if problem:
                    raise Failure(f"reference {journey.name}: {problem}\n{run.transcript()[-2000:]}")
                self.journals.append(journal_now(output))
                self.before.append(len(self.journals[-1]))
                started = time.time()
                run.seen_at = None
                if not journey.act(run, index):
                    raise Failure(f"reference {journey.name}: step {index + 1} was not accepted\n{run.transcript()[-2000:]}")
                self.durations.append((run.seen_at or time.time()) - started)
            status = run.finish()
        finally:
            run.close()
        if status != 0:
            raise Failure(f"reference {journey.name}: exit status {status}")
        self.before.append(len(journal_now(output)))
        found = main_folder(output)
        if journey.deletes:
            # The journey ends with the journal removed: what is left is the outcome record.
            found = participant_folder(journey, output)
            if found is None or not deletion_decided(found) or left_beside_outcome(found):
                raise Failure(f"reference {journey.name}: the folder is not the outcome record alone")
            self.events = []
        else:
            self.events = F.significant(F.read_journal(found)[0])
        # What every journal of a trial must begin with: for a deletion, the longest one seen
        # (the journal is removed in the end).
        self.kept = max(self.journals + [self.events], key=len)
        self.results = F.results_summary(found)
        code, text = F.verify(found)
        if code != 0:
            raise Failure(f"reference {journey.name}: study verify says\n{text}")
        shutil.rmtree(output, ignore_errors=True)


def participant_folder(journey, output):
    """The folder of a journey's prepared participant (management.py), or None."""
    participant = getattr(journey, "participants", {}).get(str(output))
    found = [p for p in F.participant_folders(output) if p.name == participant]
    return found[0] if found else None


def first_difference(actual, expected):
    for index, (a, e) in enumerate(zip(actual, expected)):
        if a != e:
            return f"event {index + 1}: {a}\n    the reference has: {e}"
    return f"{len(actual)} events where the reference has {len(expected)}"


class Trial:
    def __init__(self, journey, reference, rng, kills, work, stats):
        self.journey, self.ref, self.rng, self.kills, self.stats = journey, reference, rng, kills, stats
        self.output = Path(tempfile.mkdtemp(prefix=f"trial-{journey.name}-", dir=work))
        self.log = []
        journey.prepare(self.output)
        self.withdrawn = False  # once the journal says the participant left, a start only says so

    def run(self):
        """Returns None when every check held, else what failed (the folder is kept)."""
        try:
            self._run()
        except (Failure, Hang) as failure:
            return f"{self.journey.name}: {failure}\n    steps: {'; '.join(self.log)}\n    folder: {self.output}"
        shutil.rmtree(self.output, ignore_errors=True)
        return None

    def _run(self):
        steps = len(self.journey.steps)
        position, participant = 0, getattr(self.journey, "participants", {}).get(str(self.output))
        for sitting in range(self.kills + 1):
            if self.withdrawn:
                self._start_after_withdrawal()
                break
            run = self.journey.start(self.output, participant)
            try:
                if not run.wait_ready():
                    raise Failure(f"sitting {sitting + 1} ended at once:\n{run.transcript()[-1500:]}")
                if sitting:
                    position = self._resume_position(run) if participant else self._fresh_start(run)
                if sitting == self.kills:
                    for index in range(position, steps):
                        self._act(run, index)
                    status = run.finish()
                    if status != 0:
                        raise Failure(f"the completed journey exited with status {status}:\n{run.transcript()[-1500:]}")
                    break
                target = self.rng.randint(position, steps - 1)
                for index in range(position, target):
                    self._act(run, index)
                # Squared: most kills land early in the step, while its lines are written.
                delay = self.rng.random() ** 2 * self.ref.durations[target] * 1.3
                self.log.append(f"kill in step {target + 1} after {delay * 1000:.1f} ms")
                if not self.journey.act(run, target, kill_after=delay):
                    self.log.append("it had ended by itself")  # the last step, done before the kill
                    self.stats["ended before the kill"] += 1
                    break
                self.stats["kills"] += 1
                self._after_kill(target)
                participant = participant or self.journey.shown_id(run) or self._id_on_disk()
            finally:
                run.close()
        self._final_checks()

    def _act(self, run, index):
        if not self.journey.act(run, index):
            raise Failure(f"step {index + 1} ({self.journey.steps[index]!r}) was not accepted:\n{run.transcript()[-1500:]}")

    def _id_on_disk(self):
        """Killed before the id was shown: the folder on disk still names it."""
        found = main_folder(self.output)
        if found:
            self.stats["resumed by the id on disk"] += 1
            return found.name
        return None

    def _after_kill(self, target):
        """Nothing half-written; the journal holds every step accepted before the kill and
        nothing that was not sent."""
        if self.journey.deletes and self._deletion_after_kill(target):
            return
        found = main_folder(self.output)
        for path in F.participant_folders(self.output):
            problems = F.file_problems(path, allow_torn=True)
            if problems:
                raise Failure(f"after the kill, {path.name}: " + "; ".join(problems))
            if F.read_journal(path)[1]:
                self.stats["torn lines from SIGKILL"] += 1
        if F.temp_files(self.output):
            self.stats["temporary files left by the kill"] += 1
        events = F.significant(F.read_journal(found)[0]) if found else []
        low, high = self.ref.before[target], self.ref.before[target + 1]
        if self.journey.deletes:
            # The step that removes the journal: killed before its decision, nothing of it is written.
            high = max(high, low)
        if events != self.ref.kept[:len(events)]:
            raise Failure("after the kill the journal differs from the reference: " + first_difference(events, self.ref.kept))
        if len(events) < low:
            raise Failure(f"an accepted answer was lost: {len(events)} events, {low} were accepted before the kill")
        if len(events) > high:
            raise Failure(f"the journal has {len(events)} events, more than the {high} sent")
        if any('"event": "withdrew"' in event for event in events):
            self.withdrawn = True
            self.stats["kill after the withdrawal was journalled"] += 1
        if high == low:
            self.stats["kill in a step that records nothing"] += 1
        elif len(events) == low:
            self.stats["kill before the step's events were written"] += 1
        elif len(events) == high:
            self.stats["kill after the step's events were written"] += 1
        else:
            self.stats["kill between two events of one step"] += 1

    def _resume_position(self, run):
        """The resumed run must show the screen that follows the last accepted answer:
        one whose reference state (events before it) is the journal's."""
        for _ in range(3):
            notice = notice_in(run.screen())
            if not notice:
                break
            self.stats[f"notice: {notice}"] += 1
            if not self.journey.continue_notice(run):
                raise Failure("the run ended after a notice")
        events = journal_now(self.output)
        if events != self.ref.kept[:len(events)]:
            raise Failure("on resuming the journal differs from the reference: " + first_difference(events, self.ref.kept))
        screen = run.screen()
        candidates = [j for j in range(len(self.journey.steps)) if self.ref.before[j] == len(events)]
        for index in candidates:
            if self.journey.matches(index, screen, self.ref.screens[index]):
                self.log.append(f"resumed at step {index + 1}")
                self.stats["resumes"] += 1
                return index
        expected = [f"step {j + 1}: {self.journey.describe(self.ref.screens[j])}" for j in candidates] or ["none"]
        raise Failure(f"resumed on the wrong screen after {len(events)} events:\n    shown: {self.journey.describe(screen)}\n"
                      f"    expected one of: " + "\n      ".join(expected))

    def _fresh_start(self, run):
        """Killed before anyone could come back: only an empty folder may remain, and the
        journey starts again as a new participant."""
        for path in F.participant_folders(self.output):
            names = sorted(str(p.relative_to(path)) for p in path.rglob("*"))
            if F.read_journal(path)[0] or set(names) - {".lock", "journal.jsonl", "tasks"}:
                raise Failure(f"killed before joining, {path.name} holds {names}")
            self.stats["empty folders left by a kill before joining"] += 1
        if not self.journey.matches(0, run.screen(), self.ref.screens[0]):
            raise Failure("a new start does not show the introduction")
        self.log.append("started again as a new participant")
        self.stats["fresh starts"] += 1
        return 0

    def _deletion_after_kill(self, target):
        """A kill in or after "Leave the study" asking for deletion: once the `withdrew`
        line is written the decision is made (the new state, whatever files the kill left
        to be removed); before it, the folder must be as it was (the old state, checked as
        any kill). True when the decision was made."""
        found = participant_folder(self.journey, self.output)
        events, _, problems = F.read_journal(found) if found else ([], None, [])
        withdrew = [e for e in events if e.get("event") == "withdrew"]
        if not (found and deletion_decided(found)) and not withdrew:
            return False
        problems += F.file_problems(found, allow_torn=True) if found else []
        if problems:
            raise Failure("after the kill in the deletion: " + "; ".join(problems))
        if withdrew and withdrew[-1].get("answers") != "deleted":
            raise Failure(f"the withdrawal journalled is not the one chosen: {withdrew[-1]}")
        if events:
            # The journal is removed last, so while it is there it is the whole decision.
            before = F.significant(events)
            expected = self.ref.journals[target]
            if before[:-1] != expected or '"withdrew"' not in before[-1]:
                raise Failure("the journal left by a kill in the deletion is not the old one plus the decision: "
                              + first_difference(before[:-1], expected))
        self.withdrawn = True
        self.stats["kill after the deletion was decided" + (", journal still there" if events else "")] += 1
        return True

    def _start_after_withdrawal(self):
        """The next start (finishing a deletion first) only says the participant left, and
        collects nothing."""
        run = self.journey.start(self.output)
        try:
            ended = not run.wait_ready()
            status = run.finish() if ended else None
            said = run.transcript()
        finally:
            run.close()
        words = "their answers were deleted" if self.journey.deletes else "left this study on"
        if not ended or status != 0 or words not in said:
            raise Failure(f"a start after the withdrawal did not just say so (exit {status}):\n{said[-800:]}")
        self.log.append("the next start said the participant left")

    def _final_checks(self):
        if self.journey.deletes:
            return self._final_deletion_checks()
        found = main_folder(self.output)
        if found is None:
            raise Failure("no participant folder at the end")
        problems = F.file_problems(found, allow_torn=False)
        if problems:
            raise Failure("at the end: " + "; ".join(problems))
        left = F.temp_files(self.output)
        if left:
            raise Failure(f"temporary files left after the resumed journey: {left}")
        events = F.significant(F.read_journal(found)[0])
        if events != self.ref.events:
            raise Failure("the final journal differs from the reference: " + first_difference(events, self.ref.events))
        code, text = F.verify(found)
        if code != 0:
            raise Failure(f"study verify exits {code}:\n{text}")
        results = F.results_summary(found)
        if results != self.ref.results:
            differing = sorted(k for k in set(results) | set(self.ref.results) if results.get(k) != self.ref.results.get(k))
            raise Failure(f"the results differ from the reference in {differing}")

    def _final_deletion_checks(self):
        """The new state exactly: outcome.json alone, as the reference's, and verified."""
        found = participant_folder(self.journey, self.output)
        if found is None or not deletion_decided(found):
            raise Failure("at the end there is no outcome record of the deletion")
        left = left_beside_outcome(found)
        if left or F.temp_files(self.output):
            raise Failure(f"at the end files other than the outcome record are left: {left} {F.temp_files(self.output)}")
        results = F.results_summary(found)
        if results != self.ref.results:
            raise Failure(f"the outcome record differs from the reference's: {results} {self.ref.results}")
        code, text = F.verify(found)
        if code != 0 or "deleted" not in text:
            raise Failure(f"study verify exits {code}:\n{text}")
