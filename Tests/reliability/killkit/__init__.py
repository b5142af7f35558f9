"""Pieces of the kill harness (Tests/reliability/kill_harness.py): drivers for plain and
full-screen runs, the journeys, the checks of a participant folder, the trials."""
