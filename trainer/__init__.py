"""Dealer Trainer: drills for casino table-game dealers, graded by a rules engine."""

__version__ = "0.1.0"
