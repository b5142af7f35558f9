#!/usr/bin/env python3
"""Makes Tests/Fixtures/export/Output, the results folder the export's golden files come
from, by real runs of the built binary: the answer files of Tests/Fixtures/answers piped
into `study run --plain` (phq9, diabetes, sleep in English and in Chinese), and a
reaction-time run of Studies/cognition.study played full-screen in a pseudo-terminal by
Tests/e2e/active_tasks_journey.py's own steps, and two more PHQ-9 participants who then
leave the study from their profile, one keeping their answers and one asking for them to
be deleted. Then it writes the golden export, Tests/Fixtures/export/expected, with
`study export`.

Run it again only when the results format or the export deliberately changes, and review
the difference (`git diff Tests/Fixtures/export`) before committing it.

Usage:   python3 Tests/export/make_export_fixture.py      (after `swift build`)
         python3 Tests/export/make_export_fixture.py --add-withdrawn
                 (adds the two withdrawn participants to the Output there is, keeping
                 the others as they are, then rewrites expected)
"""
import shutil
import subprocess
import sys
from datetime import date, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "support"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "e2e"))
import studykit  # noqa: E402

FIXTURE = studykit.ROOT / "Tests" / "Fixtures" / "export"
ANSWERS = studykit.ROOT / "Tests" / "Fixtures" / "answers"
JOURNEYS = [
    ("phq9", "phq9.txt", []),
    ("diabetes", "diabetes.txt", []),
    ("sleep-bilingual", "sleep-bilingual.en.txt", []),
    ("sleep-bilingual", "sleep-bilingual.zh-Hans.txt", ["--lang", "zh-Hans"]),
]


def plain_journeys(output):
    yesterday = (date.today() - timedelta(days=1)).isoformat()
    for study, answers, extra in JOURNEYS:
        text = (ANSWERS / answers).read_text(encoding="utf-8").replace("{{YESTERDAY}}", yesterday)
        done = studykit.run_study("run", f"Studies/{study}.study", "--plain", "--output", output, *extra, input=text)
        if done.returncode != 0:
            sys.exit(f"{answers}: study run exited {done.returncode}\n{done.stderr[-2000:]}")


def reaction_time_run(output):
    import active_tasks_journey as journey
    from fullscreen_journey import Checks
    participant, done = journey.onboard(output)
    if participant is None:
        sys.exit("cognition onboarding gave no participant id\n" + done.stdout[-2000:])
    checks = Checks()
    journey.reaction_time(checks, output, participant)
    if checks.failed:
        sys.exit("the reaction-time run did not go as Tests/e2e/active_tasks_journey.py expects")


def withdrawn_journeys(output):
    """Two PHQ-9 participants who leave from their profile (3: My profile, 6: Leave the
    study), then 1: keep my answers, or 2: delete them. The menus are checked by what the
    last screen says: a home that gains an entry must not turn this into another journey."""
    answers = (ANSWERS / "phq9.txt").read_text(encoding="utf-8")
    for choice in ("1", "2"):
        done = studykit.run_study("run", "Studies/phq9.study", "--plain", "--output", output, input=answers)
        participant = studykit.participant_id(done.stdout)
        if done.returncode != 0 or not participant:
            sys.exit(f"phq9.txt: study run exited {done.returncode}\n{done.stderr[-2000:]}")
        left = studykit.run_study("run", "Studies/phq9.study", "--plain", "--participant", participant,
                                  "--output", output, input=f"3\n6\n{choice}\n\n")
        if left.returncode != 0 or "You have left the study" not in left.stdout:
            sys.exit(f"leaving the study exited {left.returncode}\n{left.stdout[-2000:]}{left.stderr[-2000:]}")


def main():
    output = FIXTURE / "Output"
    expected = FIXTURE / "expected"
    shutil.rmtree(expected, ignore_errors=True)
    if "--add-withdrawn" in sys.argv:
        withdrawn_journeys(output)
    else:
        shutil.rmtree(output, ignore_errors=True)
        output.mkdir(parents=True)
        plain_journeys(output)
        reaction_time_run(output)
        withdrawn_journeys(output)
    for lock in output.rglob(".lock"):
        lock.unlink()
    done = subprocess.run([str(studykit.BINARY), "export", str(output), "--to", str(expected), "--quiet"],
                          cwd=studykit.ROOT, capture_output=True, text=True)
    print(done.stdout + done.stderr)
    return done.returncode


if __name__ == "__main__":
    sys.exit(main())
