#!/usr/bin/env python3
"""`study calendar` checked by an independent iCalendar implementation (PyPI `icalendar`).

- For the participants of Tests/Fixtures/export/Output who allowed reminders (one in
  English, one in Chinese), the file written parses as RFC 5545: one VCALENDAR, every
  VEVENT with UID, DTSTAMP, DTSTART, DURATION and SUMMARY, each with a VALARM that has
  an ACTION and a TRIGGER; UIDs are unique; every start is after the moment given with
  --at; the texts are the study's titles in the participant's language.
- The bytes follow the content-line rules: CRLF line ends only, no line over 75 octets,
  no UTF-8 sequence split by a fold.
- A participant whose latest decision declines reminders gets no file and exit status 1;
  an unknown participant is exit status 2.

Usage:   python3 Tests/calendar/calendar_check.py     (after `swift build`)
Needs:   icalendar; installs it with pip when missing.
Prints "N passed, M failed" last; exits 1 if anything failed.
"""

import datetime
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "support"))
import studykit  # noqa: E402

try:
    import icalendar
except ImportError:
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
                    "icalendar>=5"], check=True)
    import icalendar

OUTPUT = studykit.ROOT / "Tests" / "Fixtures" / "export" / "Output"
AT = "2026-11-25T15:00:00.000+00:00"
passed = failed = 0


def check(condition, message):
    global passed, failed
    if condition:
        passed += 1
    else:
        failed += 1
        print("FAIL:", message)


def calendar(study, participant, to, output=OUTPUT, extra=()):
    environment = dict(os.environ, TZ="UTC")
    return studykit.run_study("calendar", study, "--participant", participant, "--output", output, "--to", to,
                              "--at", AT, *extra, env=environment)


def check_bytes(raw, name):
    check(raw.endswith(b"\r\n"), f"{name}: the last line ends with CRLF")
    lines = raw.split(b"\r\n")[:-1]
    check(all(b"\n" not in line and b"\r" not in line for line in lines), f"{name}: CRLF line ends only")
    check(all(len(line) <= 75 for line in lines), f"{name}: a line is longer than 75 octets")
    for line in lines:
        try:
            line.decode("utf-8")
        except UnicodeDecodeError:
            check(False, f"{name}: a fold splits a UTF-8 sequence: {line!r}")
            break
    check(any(line.startswith(b" ") for line in lines), f"{name}: long lines are folded (a continuation line)")


def check_calendar(study, participant, titles, folder):
    to = folder / f"{participant}.ics"
    run = calendar(study, participant, to)
    check(run.returncode == 0, f"{participant}: exit status {run.returncode}: {run.stderr}")
    if run.returncode != 0:
        return
    raw = to.read_bytes()
    check_bytes(raw, participant)
    parsed = icalendar.Calendar.from_ical(raw)
    check(parsed.name == "VCALENDAR" and str(parsed.get("VERSION")) == "2.0", f"{participant}: a VCALENDAR 2.0")
    check(bool(parsed.get("PRODID")), f"{participant}: PRODID")
    events = parsed.walk("VEVENT")
    check(len(events) > 0, f"{participant}: no event")
    at = datetime.datetime.fromisoformat(AT)
    for event in events:
        for name in ("UID", "DTSTAMP", "DTSTART", "DURATION", "SUMMARY"):
            check(event.get(name) is not None, f"{participant}: an event without {name}")
        start = event.decoded("DTSTART")
        check(isinstance(start, datetime.datetime) and start >= at, f"{participant}: a start before --at: {start}")
        check(str(event.get("SUMMARY")) in titles, f"{participant}: unexpected SUMMARY {event.get('SUMMARY')}")
        alarms = event.walk("VALARM")
        check(len(alarms) == 1 and alarms[0].get("TRIGGER") is not None and alarms[0].get("ACTION") is not None,
              f"{participant}: an event without an alarm with ACTION and TRIGGER")
    uids = [str(event.get("UID")) for event in events]
    check(len(uids) == len(set(uids)), f"{participant}: UIDs repeat")
    check(f"{len(events)} reminder" in run.stdout, f"{participant}: the count is printed: {run.stdout}")


def check_refusals(folder):
    # The English participant of PHQ-9, who then took the reminders permission back.
    output = folder / "Output"
    source = OUTPUT / "phq9-mood-check" / "JERK-KNZ2"
    target = output / "phq9-mood-check" / "JERK-KNZ2"
    shutil.copytree(source, target)
    journal = target / "journal.jsonl"
    last = json.loads(journal.read_text().splitlines()[-1])
    withdrawn = {"event": "permission-decided", "granted": False, "permission": "reminders",
                 "seq": last["seq"] + 1, "time": "2026-11-25T14:40:00.000+00:00"}
    with journal.open("a") as file:
        file.write(json.dumps(withdrawn, sort_keys=True, separators=(",", ":")) + "\n")
    to = folder / "refused.ics"
    run = calendar("Studies/phq9.study", "JERK-KNZ2", to, output=output)
    check(run.returncode == 1, f"declined reminders: exit status {run.returncode}")
    check("has not allowed reminders" in run.stderr, f"declined reminders: the reason is given: {run.stderr}")
    check(not to.exists(), "declined reminders: no file is written")
    missing = calendar("Studies/phq9.study", "ZZZZ-ZZZZ", to)
    check(missing.returncode == 2, f"unknown participant: exit status {missing.returncode}")
    check("no participant 'ZZZZ-ZZZZ'" in missing.stderr, f"unknown participant: {missing.stderr}")


def main():
    if studykit.binary_missing("calendar_check.py"):
        return 1
    with tempfile.TemporaryDirectory() as temporary:
        folder = Path(temporary)
        diabetes_titles = {"About you and your diabetes", "Weekly check-in", "Reaction speed", "Pattern memory",
                           "Your glucose readings this week", "Your step counts this week", "The medicines you take"}
        check_calendar("Studies/diabetes.study", "A3KQ-HSPM", diabetes_titles, folder)
        check_calendar("Studies/sleep-bilingual.study", "4ETF-FDC2", {"睡眠日记", "早间按键任务"}, folder)
        check_refusals(folder)
    return studykit.summary(passed, failed)


if __name__ == "__main__":
    sys.exit(main())
