"""``dealer-trainer site init | add-station | status``: a school's site, set up by its IT person.

``site init URL`` creates the site's schema, roles and functions on an empty PostgreSQL
database and is safe to run again (it upgrades an older site). ``site add-station NAME``
registers a station and writes its password to a file only its owner can read (a libpq
password file, ``~/.pgpass`` format), printing the connection string the station needs.
``site status`` lists the stations with their last sync, the facts pending and any gaps.
``site add-supervisor NAME`` makes a supervisor on the site: a school's first supervisor
is made so (or by ``site init``, which asks), never at a station; ``site supervisor-pin
NAME`` sets a supervisor's PIN on the site, and with it their authority at stations
(issue 32: a station's changes count only with a supervisor's authority).

The administrator's URL is ``--site URL`` or ``DEALER_TRAINER_SITE`` (or ``PGSERVICE``).
libpq finds the owner's password where it always does (the URL, ``~/.pgpass`` or the file
``PGPASSFILE`` names, a ``pg_service.conf`` service); when it finds none and the command
runs at a terminal, the password is asked for.
"""

from __future__ import annotations

import argparse
import getpass
import os
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final, TypeVar

from trainer.commands.access import (
    add_pin_file_option,
    add_supervisor_options,
    ask_new_pin,
    has_terminal,
    supervisor_signed_in,
)
from trainer.site.errors import SiteAuthError, SiteError, SitePasswordNeededError
from trainer.words import QT_TRANSLATE_NOOP, say, translated

if TYPE_CHECKING:
    from trainer.site.admin import StationStatus
    from trainer.site.retirement import Retirement

# psycopg is imported only when a site command runs, so the rest of the command line
# starts as fast as before.
SITE_ENV = "DEALER_TRAINER_SITE"
T = TypeVar("T")
SSL_MODES = ("disable", "allow", "prefer", "require", "verify-ca", "verify-full")


def add_commands(subparsers: Any) -> None:
    """Register ``site`` and its subcommands."""
    site = subparsers.add_parser(
        "site",
        help=QT_TRANSLATE_NOOP("help", "set up a school's PostgreSQL site and its stations"),
        description=QT_TRANSLATE_NOOP(
            "help",
            "Set up the school's PostgreSQL database as a Dealer Trainer site, add "
            "stations, and see how far each station has synced.",
        ),
    )
    commands = site.add_subparsers(dest="site_command", metavar="SUBCOMMAND", required=True)
    init = commands.add_parser(
        "init",
        help=QT_TRANSLATE_NOOP(
            "help", "create (or upgrade) the site's schema, roles and functions; safe to run twice"
        ),
    )
    init.add_argument(
        "url",
        metavar="URL",
        nargs="?",
        help=QT_TRANSLATE_NOOP("help", "libpq URL of the site's database"),
    )
    _add_site(init)
    init.set_defaults(handler=run_init)

    station = commands.add_parser(
        "add-station",
        help=QT_TRANSLATE_NOOP(
            "help", "register a station and write its password to a private file"
        ),
    )
    station.add_argument(
        "name", metavar="NAME", help=QT_TRANSLATE_NOOP("help", "the station's name, e.g. kiosk-3")
    )
    _add_site(station)
    station.add_argument(
        "--sslmode",
        choices=SSL_MODES,
        help=QT_TRANSLATE_NOOP(
            "help",
            "TLS the station must use (default: as in the site URL); require or stronger "
            "when the network is shared",
        ),
    )
    station.add_argument(
        "--password-file",
        metavar="FILE",
        help=QT_TRANSLATE_NOOP(
            "help", "where to write the station's libpq password file (default: NAME.pgpass here)"
        ),
    )
    station.add_argument(
        "--new-password",
        action="store_true",
        help=QT_TRANSLATE_NOOP(
            "help", "issue a new password to a station that exists (the old one stops working)"
        ),
    )
    station.set_defaults(handler=run_add_station)

    supervisor = commands.add_parser(
        "add-supervisor",
        help=QT_TRANSLATE_NOOP(
            "help", "make a supervisor on the site (a school's first supervisor is made so)"
        ),
        description=QT_TRANSLATE_NOOP(
            "help",
            "Make a supervisor on the site, as its owner. A station of a site never "
            "makes the school's first supervisor; every station receives this one at its "
            "next sync.",
        ),
    )
    supervisor.add_argument(
        "name", metavar="NAME", help=QT_TRANSLATE_NOOP("help", "the supervisor's name")
    )
    add_pin_file_option(
        supervisor, whose=QT_TRANSLATE_NOOP("help", "the new supervisor's", "whose PIN")
    )
    _add_site(supervisor)
    supervisor.set_defaults(handler=run_add_supervisor)

    pin = commands.add_parser(
        "supervisor-pin",
        help=QT_TRANSLATE_NOOP(
            "help", "set a supervisor's PIN on the site (and with it their authority at stations)"
        ),
        description=QT_TRANSLATE_NOOP(
            "help",
            "Set a supervisor's PIN on the site, as its owner. A supervisor's changes "
            "at a station (house settings, exams, trainees, sign-offs) count on the site only "
            "with the authority of their PIN as the site's owner set it.",
        ),
    )
    pin.add_argument(
        "name", metavar="NAME", help=QT_TRANSLATE_NOOP("help", "the supervisor's name")
    )
    add_pin_file_option(pin, whose=QT_TRANSLATE_NOOP("help", "the supervisor's new", "whose PIN"))
    _add_site(pin)
    pin.set_defaults(handler=run_supervisor_pin)

    retire = commands.add_parser(
        "retire-station",
        help=QT_TRANSLATE_NOOP(
            "help",
            "retire a station whose password was taken: refuse its pushes and stop "
            "counting its answers",
        ),
        description=QT_TRANSLATE_NOOP(
            "help",
            "Retire a station of the site: the site refuses its pushes from now on, "
            "and the answers it received from it since WHEN count nowhere (not in mastery, the "
            "rollups or the class view, on the site nor at any station after its next sync); "
            "they stay on the site for audit. Run it as the site's owner, or at another station "
            "with --supervisor NAME. 'site add-station NAME --new-password' takes it back.",
        ),
    )
    retire.add_argument(
        "name", metavar="NAME", help=QT_TRANSLATE_NOOP("help", "the station's name, e.g. kiosk-3")
    )
    retire.add_argument(
        "--since",
        metavar="WHEN",
        help=QT_TRANSLATE_NOOP(
            "help",
            "from when its answers stop counting, by the site's clock: 2026-12-01 or "
            "2026-12-01T09:30 (UTC unless a zone is given; default: now)",
        ),
    )
    _add_site(retire)
    retire.add_argument(
        "--data-dir",
        metavar="DIR",
        default=argparse.SUPPRESS,
        help=QT_TRANSLATE_NOOP(
            "help", "with --supervisor: the folder of this station's progress store"
        ),
    )
    add_supervisor_options(
        retire,
        why=QT_TRANSLATE_NOOP(
            "help",
            "retires it from this station with their authority, as the site's owner would",
            "why a supervisor is named",
        ),
    )
    retire.set_defaults(handler=run_retire_station)

    key = commands.add_parser(
        "school-key",
        help="write the school's public key (PEM), the one every station of the site "
        "signs credentials with",
        description="Write the public half of the school's key that the site made (with "
        "'site init'): every credential a station of the site issues checks against it. "
        "Stations take the private half at a sync with a supervisor signed in.",
    )
    key.add_argument("--out", metavar="FILE", help="write it to FILE (default: print it)")
    key.add_argument(
        "--new",
        action="store_true",
        help="make new school keys first (credentials issued before still check at the "
        "stations that held the old key)",
    )
    _add_site(key)
    key.set_defaults(handler=run_school_key)

    status = commands.add_parser(
        "status",
        help=QT_TRANSLATE_NOOP("help", "list the stations: last sync, facts pending and any gaps"),
    )
    _add_site(status)
    status.set_defaults(handler=run_status)

    sync = subparsers.add_parser(
        "sync",
        help=QT_TRANSLATE_NOOP(
            "help", "push this station's answers to its site and pull the school's records now"
        ),
        description=QT_TRANSLATE_NOOP(
            "help",
            "Send this station's facts (answers, exam results, sign-offs, setting "
            "changes) to the school's site and bring the site's trainees, supervisors, house "
            "settings and exams here. Safe to run at any time, from a script too.",
        ),
    )
    sync.add_argument(
        "--site",
        metavar="URL",
        default=argparse.SUPPRESS,
        help=say(
            QT_TRANSLATE_NOOP(
                "help",
                "libpq URL of the site as this station (default: {variable}, then the "
                "station's site setting)",
            ),
            variable=SITE_ENV,
        ),
    )
    sync.add_argument(
        "--data-dir",
        metavar="DIR",
        default=argparse.SUPPRESS,
        help=QT_TRANSLATE_NOOP(
            "help",
            "folder of the progress store (default: DEALER_TRAINER_DATA or the user data folder)",
        ),
    )
    sync.add_argument(
        "--remember",
        action="store_true",
        help=QT_TRANSLATE_NOOP("help", "make --site this station's site setting"),
    )
    add_supervisor_options(
        sync,
        why=QT_TRANSLATE_NOOP(
            "help",
            "sends the changes waiting for their supervisor's authority; needed when --site "
            "names another site than this station's",
            "why a supervisor is named",
        ),
    )
    sync.set_defaults(handler=run_sync)


def _add_site(parser: argparse.ArgumentParser) -> None:
    # SUPPRESS: when not given after the subcommand, the global --site stays in force.
    parser.add_argument(
        "--site",
        metavar="URL",
        default=argparse.SUPPRESS,
        help=say(
            QT_TRANSLATE_NOOP(
                "help", "libpq URL of the site's database, as its owner (default: {variable})"
            ),
            variable=SITE_ENV,
        ),
    )


def _admin_url(args: argparse.Namespace) -> str:
    url = getattr(args, "url", None) or getattr(args, "site", None) or os.environ.get(SITE_ENV)
    if not url and os.environ.get("PGSERVICE"):
        url = f"service={os.environ['PGSERVICE']}"
    if not url:
        raise SiteError(say(_NAME_DATABASE, variable=SITE_ENV))
    return str(url)


def _owner_refused(url: str, asked: bool) -> SiteAuthError:
    """The refusal, said to whoever runs the command (the database's owner)."""
    from psycopg.conninfo import conninfo_to_dict

    from trainer.site.connection import describe

    where = describe(url)
    user = conninfo_to_dict(url).get("user") or translated(_THE_OWNER)
    if asked:
        return SiteAuthError(say(_TYPED_REFUSED, where=where, user=user))
    return SiteAuthError(say(_NO_PASSWORD_REFUSED, where=where, user=user))


def as_owner(args: argparse.Namespace, action: Callable[[str], T]) -> tuple[str, T]:
    """Run *action* with the owner's connection string; when libpq finds no password
    (URL, password file, service file) and a terminal is attached, ask for it once."""
    url = _admin_url(args)
    try:
        return url, action(url)
    except SitePasswordNeededError:
        if not has_terminal():
            raise _owner_refused(url, asked=False) from None
    except SiteAuthError:
        raise _owner_refused(url, asked=False) from None
    from psycopg.conninfo import conninfo_to_dict, make_conninfo

    from trainer.site.connection import describe

    user = conninfo_to_dict(url).get("user") or "the owner"
    try:
        password = getpass.getpass(f"Password of {user} on {describe(url)}: ")
    except EOFError:
        raise _owner_refused(url, asked=False) from None
    with_password = make_conninfo(url, password=password)
    try:
        return with_password, action(with_password)
    except SiteAuthError:
        raise _owner_refused(url, asked=True) from None


def run_init(args: argparse.Namespace) -> int:
    """Handle ``dealer-trainer site init URL``."""
    from trainer.site.admin import init_site, site_has_supervisor, supervisors_without_authority
    from trainer.site.connection import describe

    url, result = as_owner(args, init_site)
    where = describe(url)
    if result.applied:
        steps = ", ".join(str(v) for v in result.applied)
        print(say(_SET_UP, where=where, version=result.version, steps=steps))
    else:
        print(say(_ALREADY, where=where, version=result.version))
    if result.settings_added:
        print(say(_SETTINGS_ADDED, count=result.settings_added))
    print(say(_ROLE, role=result.stations_role))
    waiting = supervisors_without_authority(url)
    if waiting:
        # A site made before issue 32: its PIN hashes were readable by every station, so
        # no supervisor's authority can be taken from them; the owner sets each PIN anew.
        print(say(_NO_OWNER_PIN, count=len(waiting), names=", ".join(waiting)))
    if not site_has_supervisor(url):
        _first_supervisor(url)
    return 0


def _first_supervisor(url: str) -> None:
    """``site init`` on a site without a supervisor: ask for the first one at a terminal."""
    if not has_terminal():
        print(translated(_NO_SUPERVISOR_YET))
        return
    try:
        name = input(translated(_FIRST_NAME))
    except EOFError:
        name = ""
    if not name.strip():
        print(translated(_NONE_ADDED))
        return
    _add_supervisor(url, name, None)


def _add_supervisor(url: str, name: str, pin_file: str | None) -> None:
    from trainer.progress.pins import SUPERVISOR_PIN_DIGITS
    from trainer.site.admin import add_site_supervisor

    pin = ask_new_pin(name, file=pin_file, option="--pin-file", minimum=SUPERVISOR_PIN_DIGITS)
    made = add_site_supervisor(url, name, pin)
    print(say(_NOW_SUPERVISOR, name=made.name))


def run_supervisor_pin(args: argparse.Namespace) -> int:
    """Handle ``dealer-trainer site supervisor-pin NAME``."""
    from trainer.progress.pins import SUPERVISOR_PIN_DIGITS
    from trainer.site.admin import set_site_supervisor_pin, site_status

    url, _ = as_owner(args, site_status)
    pin = ask_new_pin(
        args.name, file=args.pin_file, option="--pin-file", minimum=SUPERVISOR_PIN_DIGITS
    )
    done = set_site_supervisor_pin(url, args.name, pin)
    print(say(_PIN_SET, name=done.name))
    return 0


def run_add_supervisor(args: argparse.Namespace) -> int:
    """Handle ``dealer-trainer site add-supervisor NAME``."""
    from trainer.site.admin import site_status

    # The owner's connection (and password) checked before the PIN is asked.
    url, _ = as_owner(args, site_status)
    _add_supervisor(url, args.name, args.pin_file)
    return 0


def run_add_station(args: argparse.Namespace) -> int:
    """Handle ``dealer-trainer site add-station NAME``."""
    from trainer.site.admin import add_station, clean_station_name, write_secret
    from trainer.site.connection import describe

    name = clean_station_name(args.name)
    target = Path(args.password_file or f"{name.replace(' ', '-')}.pgpass")
    if target.exists() and not args.new_password:
        raise SiteError(say(_FILE_EXISTS, file=target))
    url, made = as_owner(
        args,
        lambda url: add_station(url, name, sslmode=args.sslmode, new_password=args.new_password),
    )
    write_secret(target, made.pgpass_line())
    print(say(_REGISTERED, name=made.name, where=describe(url), url=made.url, file=target))
    return 0


def _when(moment: datetime | None) -> str:
    return translated(_NEVER) if moment is None else f"{moment.astimezone():%Y-%m-%d %H:%M %Z}"


def describe_station(status: StationStatus) -> str:
    """One line of ``site status``."""
    gaps = translated(_NO_GAPS)
    if status.gaps:
        ranges = ", ".join(str(a) if a == b else f"{a}-{b}" for a, b in status.gaps)
        gaps = say(_GAPS, ranges=ranges)
    return say(
        _RETIRED_LINE if status.retired else _STATION_LINE,
        name=status.name,
        when=_when(status.last_seen_at),
        facts=f"{status.facts:,}",
        pending=f"{status.pending:,}",
        gaps=gaps,
    )


def run_retire_station(args: argparse.Namespace) -> int:
    """Handle ``dealer-trainer site retire-station NAME``."""
    from trainer.site.retirement import parse_since

    since = parse_since(args.since)
    if getattr(args, "supervisor", None):
        done = _retire_as_supervisor(args, since)
    else:
        from trainer.site.admin import retire_station

        _, done = as_owner(args, lambda url: retire_station(url, args.name, since))
    print(done.sentence())
    return 0


def _retire_as_supervisor(args: argparse.Namespace, since: datetime | None) -> Retirement:
    """``site retire-station --supervisor NAME`` at a station: with their authority."""
    from trainer.progress.location import find_data_dir
    from trainer.progress.store import ProgressStore
    from trainer.site.authority import SIGNED_IN
    from trainer.site.retirement import retire_station_as_supervisor
    from trainer.site.station import site_url_for

    with ProgressStore(find_data_dir(getattr(args, "data_dir", None)), create=False) as store:
        url = site_url_for(store, getattr(args, "site", None))
        if not url:
            raise SiteError(say(_NO_SITE, variable=SITE_ENV))
        supervisor_signed_in(store, args, _RETIRING, always=True)
    signed = SIGNED_IN.latest()
    if signed is None:
        raise SiteError(translated(_RETIRING_NEEDS))
    return retire_station_as_supervisor(url, args.name, since, signed[0], signed[1])


def run_school_key(args: argparse.Namespace) -> int:
    """Handle ``dealer-trainer site school-key``."""
    from trainer.commands.credentials import emit
    from trainer.progress.identity import fingerprint, public_pem
    from trainer.site.keys import owner_school_key
    from trainer.words import QT_TRANSLATE_NOOP, say

    _, public = as_owner(args, lambda url: owner_school_key(url, new=args.new))
    target = emit(public_pem(public), args.out)
    if target is not None:
        print(
            say(
                QT_TRANSLATE_NOOP(
                    "site",
                    "Wrote the public key of the school's site (fingerprint {key}) to {path}.",
                ),
                key=fingerprint(public),
                path=target,
            )
        )
    return 0


def run_status(args: argparse.Namespace) -> int:
    """Handle ``dealer-trainer site status``."""
    from trainer.site.admin import site_status
    from trainer.site.connection import describe

    url, (version, stations) = as_owner(args, site_status)
    line = _SITE_LINE_ONE if len(stations) == 1 else _SITE_LINE
    print(say(line, where=describe(url), version=version, count=len(stations)))
    for status in stations:
        print(f"  {describe_station(status)}")
    from trainer.site.keys import key_holders

    for sentence in key_holders(url):
        print(sentence)
    return 0


def run_sync(args: argparse.Namespace) -> int:
    """Handle ``dealer-trainer sync``."""
    from trainer.progress.location import find_data_dir
    from trainer.progress.store import ProgressStore
    from trainer.site.station import site_url_for
    from trainer.site.sync import save_site_url, sync

    folder = find_data_dir(getattr(args, "data_dir", None))
    with ProgressStore(folder, create=False) as store:
        explicit = getattr(args, "site", None)
        url = site_url_for(store, explicit)
        if not url:
            raise SiteError(say(_NO_SITE, variable=SITE_ENV))
        own = site_url_for(store)
        if explicit and explicit.strip() != (own or "").strip():
            # Another site would bring its supervisors, trainees and settings here (and,
            # remembered, for good): a supervisor of this station must agree (issue 32).
            supervisor_signed_in(store, args, _SYNCING_OTHER)
        elif getattr(args, "supervisor", None):
            # Changes waiting for this supervisor's authority go with this sync.
            supervisor_signed_in(store, args, _SYNCING)
        report = sync(store, url)
        if args.remember and explicit:
            save_site_url(store, explicit)
    for note in report.notes:
        print(note)
    print(report.sentence())
    for conflict in report.conflicts:
        print(f"  {conflict}")
    return 0


# What the site commands say, one whole template each (issue 27).
_NO_SITE: Final = QT_TRANSLATE_NOOP(
    "commands", "This station has no site; name it with --site URL or {variable}."
)
_NAME_DATABASE: Final = QT_TRANSLATE_NOOP(
    "commands", "Name the site's database with --site URL or {variable}."
)
_THE_OWNER: Final = QT_TRANSLATE_NOOP("commands", "the database's owner")
_TYPED_REFUSED: Final = QT_TRANSLATE_NOOP(
    "commands", "The site {where} refused the password typed for {user}."
)
_NO_PASSWORD_REFUSED: Final = QT_TRANSLATE_NOOP(
    "commands",
    "The site {where} refused {user} without a password: run this command at a terminal to "
    "be asked for it, or put it in ~/.pgpass (or the file PGPASSFILE names), or name a "
    "pg_service.conf service with service=NAME.",
)
_SET_UP: Final = QT_TRANSLATE_NOOP(
    "commands", "Set up the site {where} at schema version {version} (applied {steps})."
)
_ALREADY: Final = QT_TRANSLATE_NOOP(
    "commands", "The site {where} is already at schema version {version}; nothing to do."
)
_SETTINGS_ADDED: Final = QT_TRANSLATE_NOOP(
    "commands", "Added {count} house settings at their defaults."
)
_ROLE: Final = QT_TRANSLATE_NOOP("commands", "Stations sign in as members of the role {role}.")
_NO_OWNER_PIN: Final = QT_TRANSLATE_NOOP(
    "commands",
    "{count} supervisor(s) of the site have no PIN set by its owner yet ({names}): their "
    "changes at stations wait until you run 'dealer-trainer site supervisor-pin NAME' for "
    "each.",
)
_NO_SUPERVISOR_YET: Final = QT_TRANSLATE_NOOP(
    "commands",
    "The site has no supervisor yet; add the first with 'dealer-trainer site add-supervisor NAME'.",
)
_FIRST_NAME: Final = QT_TRANSLATE_NOOP(
    "commands", "The site has no supervisor yet. The first supervisor's name (Enter to skip): "
)
_NONE_ADDED: Final = QT_TRANSLATE_NOOP(
    "commands", "No supervisor added; add the first with 'dealer-trainer site add-supervisor NAME'."
)
_NOW_SUPERVISOR: Final = QT_TRANSLATE_NOOP(
    "commands",
    "{name} is a supervisor of the site now; every station has them after its next sync.",
)
_PIN_SET: Final = QT_TRANSLATE_NOOP(
    "commands",
    "{name}'s PIN is set on the site; each station checks it with the site at {name}'s next "
    "sign-in there.",
)
_FILE_EXISTS: Final = QT_TRANSLATE_NOOP(
    "commands", "The file {file} already exists; choose another with --password-file."
)
_REGISTERED: Final = QT_TRANSLATE_NOOP(
    "commands",
    "Station {name} is registered on the site {where}.\n  connection: {url}\n  password:   "
    "in {file} (a libpq password file only you can read)\nOn the station, put that file in "
    "the home folder of the user who runs Dealer\nTrainer as .pgpass (mode 0600), or point "
    "PGPASSFILE at it; then run:\n  dealer-trainer sync --site '{url}'",
)
_NEVER: Final = QT_TRANSLATE_NOOP("commands", "never")
_NO_GAPS: Final = QT_TRANSLATE_NOOP("commands", "no gaps")
_GAPS: Final = QT_TRANSLATE_NOOP("commands", "missing seq {ranges}")
_STATION_LINE: Final = QT_TRANSLATE_NOOP(
    "commands", "{name}: last sync {when}, {facts} facts, {pending} pending, {gaps}"
)
_RETIRED_LINE: Final = QT_TRANSLATE_NOOP(
    "commands", "{name} (retired): last sync {when}, {facts} facts, {pending} pending, {gaps}"
)
_RETIRING: Final = QT_TRANSLATE_NOOP("commands", "Retiring a station")
_RETIRING_NEEDS: Final = QT_TRANSLATE_NOOP(
    "commands", "Retiring a station needs a supervisor of the site signed in."
)
_SITE_LINE_ONE: Final = QT_TRANSLATE_NOOP(
    "commands", "Site {where}: schema version {version}, {count} station."
)
_SITE_LINE: Final = QT_TRANSLATE_NOOP(
    "commands", "Site {where}: schema version {version}, {count} stations."
)
_SYNCING_OTHER: Final = QT_TRANSLATE_NOOP("commands", "Syncing this station with another site")
_SYNCING: Final = QT_TRANSLATE_NOOP("commands", "Syncing")
