"""The local progress store: trainees, supervisors, attempts, house settings (SQLite)."""
