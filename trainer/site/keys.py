"""The school's keys, made once by the site and held by every station of it.

Without a site, each station makes its own school key pair (the Ed25519 key that signs its
credentials, :mod:`trainer.progress.identity`) and its own sealing key (the HMAC key of its
exports, :mod:`trainer.progress.signing`). On a school with a site, the site's owner makes
ONE of each (``site init``, site schema 4; ``site school-key --new`` makes new ones), so
that:

- a casino checks every credential of the school against one public key, whichever
  station issued it;
- an export made at one station imports at any other station of the school as its own
  ("ours", sealed), while another site's export stays foreign.

Every station reads the site's public key; the private halves reach a station only with a
supervisor's authority proved to the site (:mod:`trainer.site.authority`): at a sync, with
the supervisor signed in most recently by this program. The station then keeps them like
its own keys (in its private store, wrapped in its backups); the keys it held before stay
held, so the credentials and exports it signed before still check.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from trainer.site.authority import Authorities
from trainer.site.ddl_v4 import new_school_keys
from trainer.site.errors import SiteError
from trainer.words import QT_TRANSLATE_NOOP, say

if TYPE_CHECKING:
    from trainer.progress.store import ProgressStore
    from trainer.site.schema import Connection

KEYS_SINCE: Final = 4
"""The site schema version that holds the school's keys."""
_REFUSED: Final[set[tuple[str, bytes]]] = set()
"""The authorities the site refused the keys to, by this process: never sent again for
them (a wrong one counts toward the supervisor's lockout, and a sync runs every minute)."""


def _bytes(value: object) -> bytes:
    """A ``bytea`` column's value (psycopg reads it as ``bytes``)."""
    assert isinstance(value, bytes), type(value)
    return value


def site_public_key(conn: Connection) -> bytes | None:
    """The public half of the site's school key (any station reads it), ``None`` on a site
    too old to hold one."""
    from trainer.site.schema import read_version

    found = read_version(conn)
    if found is None or found.version < KEYS_SINCE:
        return None
    row = conn.execute("SELECT public FROM school_keys WHERE current").fetchone()
    return None if row is None else _bytes(row[0])


def owner_school_key(url: str, *, new: bool = False) -> bytes:
    """The site's school public key, over the owner's connection *url*; with *new*, new
    school keys made first (every station takes them at its next sync with a supervisor
    signed in). A site not yet upgraded to hold one is one sentence."""
    from trainer.site.connection import connect

    with connect(url) as conn:
        if new and site_public_key(conn) is not None:
            with conn.transaction():
                new_school_keys(conn, by="site school-key --new")
        public = site_public_key(conn)
    if public is None:
        raise SiteError(
            say(
                QT_TRANSLATE_NOOP(
                    "site",
                    "The site holds no school key yet; 'dealer-trainer site init' makes one.",
                )
            )
        )
    return public


def key_holders(url: str) -> list[str]:
    """What the site's owner (*url*) is told of the school's current key: which stations
    took it, and which retired station held it (then new keys are due); no sentence on a
    site that holds no school key yet."""
    from trainer.progress.identity import short_fingerprint
    from trainer.site.connection import connect

    with connect(url) as conn:
        public = site_public_key(conn)
        if public is None:
            return []
        rows = conn.execute(
            "SELECT s.name, s.retired_at IS NOT NULL, EXISTS (SELECT 1 FROM "
            "school_key_handouts AS h JOIN school_keys AS k ON k.id = h.key_id AND k.current "
            "WHERE h.station_id = s.id) FROM stations AS s ORDER BY lower(s.name)"
        ).fetchall()
    held = [str(name) for name, _, took in rows if took]
    said = [
        say(
            QT_TRANSLATE_NOOP(
                "site",
                "The school's key {fingerprint} is held by {held} of the {count} station(s): "
                "{names}.",
            ),
            fingerprint=short_fingerprint(public),
            held=len(held),
            count=len(rows),
            names=", ".join(held) or "-",
        )
    ]
    for name, retired, took in rows:
        if retired and took:
            said.append(
                say(
                    QT_TRANSLATE_NOOP(
                        "site",
                        "The retired station {name} held the school's key: make new keys "
                        "with 'dealer-trainer site school-key --new', and revoke the "
                        "credentials issued there.",
                    ),
                    name=name,
                )
            )
    return said


def take_school_keys(
    conn: Connection, store: ProgressStore, authorities: Authorities, site_version: int
) -> list[str]:
    """Hold the site's school keys here if this station does not yet (a sync's step): the
    notes to say, if any."""
    from trainer.progress.signing import key_id

    if site_version < KEYS_SINCE:
        return []
    row = conn.execute("SELECT public, sealing_id FROM school_keys WHERE current").fetchone()
    if row is None:
        return []
    public, sealing_id = _bytes(row[0]), str(row[1])
    # What the store holds, read as it is: a station that never signed anything has no
    # key of its own yet, and one is not made here only to be compared.
    held = store.held_school_publics()
    if held[:1] == [public] and key_id(store.signing_key()) == sealing_id:
        return []
    signed_in = authorities.latest()
    if signed_in is None or signed_in in _REFUSED:
        return [
            say(
                QT_TRANSLATE_NOOP(
                    "site",
                    "The school's keys wait on the site until a supervisor signs in here; "
                    "until then this station signs its credentials and seals its exports "
                    "with keys of its own.",
                )
            )
        ]
    with conn.transaction():
        got = conn.execute("SELECT * FROM school_keys_proved(%s, %s)", signed_in).fetchone()
    if got is None:
        return []
    if got[3] is not None or got[0] != public:
        _REFUSED.add(signed_in)
        return [
            say(
                QT_TRANSLATE_NOOP(
                    "site",
                    "The site did not hand this station the school's keys, as it refused "
                    "the authority of the supervisor signed in here; they are asked for "
                    "again at the next sync.",
                )
            )
        ]
    # Imported only here: the Ed25519 code is a twentieth of a second of a sync's start,
    # and a sync that takes no keys (nearly all of them) needs none of it.
    from trainer.progress.identity import public_of

    private, sealing = _bytes(got[1]), _bytes(got[2])
    if public_of(private) != public or key_id(sealing) != sealing_id:
        raise SiteError(
            say(
                QT_TRANSLATE_NOOP(
                    "site",
                    "The school's keys the site handed over do not match the public key it "
                    "shows, so this station did not take them; tell the school's IT person.",
                )
            )
        )
    store.set_school_key(private)
    store.set_signing_key(sealing)
    return [
        say(
            QT_TRANSLATE_NOOP(
                "site",
                "This station holds the school's keys from the site now: it signs "
                "credentials with the school's key {fingerprint} and seals its exports as "
                "every station of the school does.",
            ),
            fingerprint=store.school_key().fingerprint,
        )
    ]
