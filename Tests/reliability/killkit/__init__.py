"""Pieces of the kill harness (Tests/reliability/kill_harness.py): drivers for plain and
full-screen runs, the journeys, the checks of a participant folder, the trials."""

import sys
from pathlib import Path

# The helpers every Python test script shares (Tests/support/studykit.py).
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "support"))
