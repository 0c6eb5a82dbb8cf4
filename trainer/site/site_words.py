"""The site's sentences a station shows (the window's sync line, a command's refusal): each
one whole template said in the language in force (issue 27)."""

from __future__ import annotations

from typing import Final

from trainer.words import QT_TRANSLATE_NOOP

# trainer.site.connection: a psycopg error as a plain sentence.
EMPTY_URL: Final = QT_TRANSLATE_NOOP("site", "The site's connection string is empty.")
BAD_URL: Final = QT_TRANSLATE_NOOP("site", "The site's connection string cannot be read ({why}).")
CLEARTEXT: Final = QT_TRANSLATE_NOOP(
    "site",
    "The site {where} is on another machine and its connection string does not require TLS; "
    "add sslmode=verify-full (or sslmode=require) to it, or set {variable}=allow where the "
    "house accepts an unencrypted network.",
)
NO_PASSWORD: Final = QT_TRANSLATE_NOOP(
    "site",
    "The site {where} asks for a password and none was given; check the station's password "
    "file or ask the school's IT person.",
)
BAD_PASSWORD: Final = QT_TRANSLATE_NOOP(
    "site",
    "The site {where} refused the name or password; check the station's password file or ask "
    "the school's IT person.",
)
NO_DATABASE: Final = QT_TRANSLATE_NOOP("site", "The site {where} has no such database.")
RETIRED: Final = QT_TRANSLATE_NOOP(
    "site",
    "The site {where} retired this station ({station}) on {when} UTC: it accepts no more "
    "answers from it; ask the school's IT person.",
)
NOT_ALLOWED: Final = QT_TRANSLATE_NOOP("site", "The site {where} does not allow this ({why}).")
NOT_SET_UP: Final = QT_TRANSLATE_NOOP(
    "site",
    "The site {where} has not been set up for Dealer Trainer; run 'dealer-trainer site init' "
    "on it.",
)
REFUSED_DATA: Final = QT_TRANSLATE_NOOP(
    "site", "The site {where} refused the data it was sent ({why})."
)
UNREACHABLE: Final = QT_TRANSLATE_NOOP("site", "The site {where} cannot be reached ({why}).")
NO_ANSWER: Final = QT_TRANSLATE_NOOP("site", "no answer", "why a site cannot be reached")
PROBLEM: Final = QT_TRANSLATE_NOOP("site", "The site {where} reported a problem ({why}).")

# trainer.site.sync: what a sync did, and what it could not send.
SYNCED: Final = QT_TRANSLATE_NOOP(
    "site", "Station {station} synced: sent {facts} facts ({new} new to the site)"
)
SYNCED_RECORDS: Final = QT_TRANSLATE_NOOP(
    "site",
    "Station {station} synced: sent {facts} facts ({new} new to the site), sent {sent} and "
    "received {received} records",
)
LOST_EDITS: Final = QT_TRANSLATE_NOOP(
    "site", "{synced}; {count} edit(s) lost to one made elsewhere", "a sync's sentence goes on"
)
SYNC_END: Final = QT_TRANSLATE_NOOP("site", "{synced}.", "a sync's sentence ends")
STILL_WAITING: Final = QT_TRANSLATE_NOOP(
    "site", "{synced}; {count} still waiting.", "a sync's sentence ends"
)
KNOWN_AS: Final = QT_TRANSLATE_NOOP(
    "site", "The site knows this station as {name} now; sending everything again."
)
FACTS_UP_TO: Final = QT_TRANSLATE_NOOP(
    "site", "The site has this station's facts only up to {seq}; sending the rest again."
)
SETTING_WAITS: Final = QT_TRANSLATE_NOOP(
    "site", "The change of {setting} waits for its supervisor to sign in here."
)
SETTING_LOST: Final = QT_TRANSLATE_NOOP(
    "site",
    "Your change of {setting} to {mine} was not applied: {who} had set it to {theirs} meanwhile.",
)
ANOTHER_SUPERVISOR: Final = QT_TRANSLATE_NOOP("site", "another supervisor")
TRAINEE_WAITS: Final = QT_TRANSLATE_NOOP(
    "site", "The change to trainee {name} waits for a supervisor to sign in here ({why})"
)
TRAINEE_LOST: Final = QT_TRANSLATE_NOOP(
    "site", "The change to trainee {name} was not applied: it was changed elsewhere."
)
EXAM_WAITS: Final = QT_TRANSLATE_NOOP(
    "site", "The exam {name} waits for its supervisor to sign in here."
)
EXAM_LOST: Final = QT_TRANSLATE_NOOP(
    "site", "The change to exam {name} was not applied: it was changed elsewhere."
)
SUPERVISOR_HERE_ONLY: Final = QT_TRANSLATE_NOOP(
    "site",
    "Supervisor {name} was changed at this station only: the site's owner adds supervisors "
    "and sets their PINs ('dealer-trainer site add-supervisor', 'site supervisor-pin').",
)

# trainer.site.authority: the site's refusal of a supervisor's authority.
REFUSED_AUTHORITY: Final = QT_TRANSLATE_NOOP(
    "site", "The site did not accept {name}'s authority: {reason}."
)
ITS_SUPERVISOR: Final = QT_TRANSLATE_NOOP("site", "its supervisor", "whose authority")
THE_SUPERVISOR: Final = QT_TRANSLATE_NOOP("site", "the supervisor", "whose authority")
REASONS: Final = {
    "wrong": QT_TRANSLATE_NOOP("site", "the PIN is wrong"),
    "locked": QT_TRANSLATE_NOOP(
        "site", "too many wrong PINs were tried at the site; wait 15 minutes"
    ),
    "unset": QT_TRANSLATE_NOOP(
        "site",
        "their PIN has not been set on the site yet (the site's owner sets it with "
        "'dealer-trainer site supervisor-pin')",
    ),
    "unknown": QT_TRANSLATE_NOOP("site", "the site does not know them"),
}

# trainer.site.schema: setting up and upgrading the site's schema.
SITE_NOT_SET_UP: Final = QT_TRANSLATE_NOOP(
    "site",
    "The site has not been set up for Dealer Trainer; run 'dealer-trainer site init' on it.",
)
STATION_TOO_OLD: Final = QT_TRANSLATE_NOOP(
    "site",
    "The site's schema (version {found}) no longer serves this station's Dealer Trainer "
    "(version {knows}); please update Dealer Trainer here.",
)
SITE_TOO_NEW: Final = QT_TRANSLATE_NOOP(
    "site",
    "The site's schema is version {found}, newer than this Dealer Trainer knows ({latest}); "
    "run 'site init' from an up-to-date Dealer Trainer.",
)
OUT_OF_STEP: Final = QT_TRANSLATE_NOOP(
    "site",
    "The site's schema is at version {current}, so version {version} cannot be applied after it.",
)
UPGRADE_FAILED: Final = QT_TRANSLATE_NOOP(
    "site",
    "Upgrading the site to version {version} ({summary}) failed ({why}), so it was left at "
    "version {current}.",
)
