"""A school's stations on one PostgreSQL server: push facts, pull records, the class view.

The site (one PostgreSQL database per school or property) is the system of record; each
station's SQLite progress store stays its offline store and its outbox. Facts (attempts,
exam sittings, sign-offs, audit events) are append-only, keep their UUID and carry the
station's id and sequence number; they are pushed with ``INSERT ... ON CONFLICT DO
NOTHING``. Records (trainees, supervisors, house settings, exams) carry a version and
change only by compare-and-set. Derived state (rollups, mastery) is recomputed, never
synced. Uses psycopg 3; never imports Qt; never runs on the window's thread.
"""

from trainer.site.errors import (
    SiteAuthError,
    SiteDataError,
    SiteError,
    SitePasswordNeededError,
    SitePermissionError,
    SiteRetiredError,
    SiteSchemaError,
    SiteUnreachableError,
)

__all__ = [
    "SiteAuthError",
    "SiteDataError",
    "SiteError",
    "SitePasswordNeededError",
    "SitePermissionError",
    "SiteRetiredError",
    "SiteSchemaError",
    "SiteUnreachableError",
]
