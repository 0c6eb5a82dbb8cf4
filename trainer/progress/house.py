"""The house settings as stored: supervisors' changes and the audit log of them.

What the settings are (keys, types, limits, defaults) is declared in
:mod:`trainer.progress.settings`; this module writes a change, checked and audited, in
one transaction, and re-decides every mastery when a mastery setting changes.
"""

from __future__ import annotations

from trainer.progress.database import Database
from trainer.progress.days import from_ms
from trainer.progress.records import SettingChange, Supervisor
from trainer.progress.settings import MASTERY_KEYS, HouseSettings, check_consistency, setting
from trainer.progress.trainees import supervisor_name


class House:
    """The house settings of the store."""

    def __init__(self, db: Database) -> None:
        self._db = db

    def settings(self) -> HouseSettings:
        """Every house setting's current value. Read without waiting for the store's lock:
        the settings are replaced whole on a change, never altered in place, so a reader
        sees the old or the new, and a page's long query elsewhere never holds up the
        window (issue 24)."""
        return self._db.settings

    def change(self, key: str, value: object, *, by: Supervisor) -> SettingChange | None:
        """Set a house setting, checked and audit-logged; ``None`` if already in force."""
        spec = setting(key)
        new_value = spec.coerce(value)
        db = self._db
        with db.lock:
            old_value = db.settings[key]
            if spec.to_text(old_value) == spec.to_text(new_value):
                return None
            candidate = dict(db.settings)
            candidate[key] = new_value
            check_consistency(candidate)
            new_settings = HouseSettings(candidate)
            now = db.now_ms()
            old_text, new_text = spec.to_text(old_value), spec.to_text(new_value)
            with db.transaction() as conn:
                supervisor = supervisor_name(conn, by.id)
                conn.execute(
                    "INSERT INTO settings (key, value) VALUES (?, ?) "
                    "ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                    (key, new_text),
                )
                conn.execute(
                    "INSERT INTO settings_audit (key, old_value, new_value, supervisor_id, "
                    "supervisor_name, changed_at) VALUES (?, ?, ?, ?, ?, ?)",
                    (key, old_text, new_text, by.id, supervisor, now),
                )
                if key in MASTERY_KEYS:
                    from trainer.progress import rollups  # not at every start (issue 28)

                    rollups.refresh_all_mastery(conn, new_settings, db.label_names)
            db.settings = new_settings
            return SettingChange(key, old_text, new_text, by.id, supervisor, from_ms(now))

    def history(self, key: str | None) -> tuple[SettingChange, ...]:
        """The settings audit log, newest first."""
        with self._db.reading() as conn:
            rows = conn.execute(
                "SELECT key, old_value, new_value, supervisor_id, supervisor_name, changed_at "
                "FROM settings_audit WHERE ? IS NULL OR key = ? ORDER BY id DESC",
                (key, key),
            ).fetchall()
        return tuple(SettingChange(k, o, n, s, name, from_ms(at)) for k, o, n, s, name, at in rows)
