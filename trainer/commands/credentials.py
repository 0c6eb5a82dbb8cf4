"""The school's credentials on the command line (issue 29).

- ``dealer-trainer verify FILE [--key PUBLIC.pem] [--revocations LIST]``: whether a
  credential (or a certificate's QR code, as text) is genuine, in one sentence; offline.
  With ``--key`` it needs no store at all (a casino checking a school's credential);
  without, it checks against this station's school key and its revocations. Exit status 0
  when genuine, 1 when not.
- ``dealer-trainer school-key [--out FILE]``: the school's public key (PEM) to hand out.
- ``dealer-trainer credential issue SITTING``, ``credential revoke ID --reason TEXT``,
  ``credential list`` and ``credential revocations [--out FILE]`` (the signed list).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any, Final

from trainer.commands.access import add_supervisor_options, supervisor_signed_in
from trainer.progress.errors import InvalidValueError, NotFoundError
from trainer.progress.files import write_atomically
from trainer.progress.location import find_data_dir
from trainer.progress.store import ProgressStore
from trainer.words import QT_TRANSLATE_NOOP, say

_LONGEST_FILE: Final = 65_536
_LIVE: Final = QT_TRANSLATE_NOOP(
    "credentials", "{id}  {day}  {trainee}  {exam}  (issued by {by}; live)"
)
_REVOKED: Final = QT_TRANSLATE_NOOP(
    "credentials",
    "{id}  {day}  {trainee}  {exam}  (issued by {by}; revoked {revoked} by {revoker}: {reason})",
)


def _data_dir(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--data-dir", metavar="DIR", default=argparse.SUPPRESS)


def add_commands(subparsers: Any) -> None:
    """Register ``verify``, ``school-key`` and ``credential``."""
    verify = subparsers.add_parser(
        "verify",
        help=QT_TRANSLATE_NOOP(
            "help", "say whether a credential (or a certificate's QR code) is genuine"
        ),
        description=QT_TRANSLATE_NOOP(
            "help",
            "Check a credential against a school's public key, offline, and say in "
            "one sentence whether it is genuine. Exit status 0 if it is, 1 if not.",
        ),
    )
    verify.add_argument(
        "file",
        metavar="FILE",
        help=QT_TRANSLATE_NOOP("help", "the credential (.jwt) or a QR code's text"),
    )
    verify.add_argument(
        "--key",
        metavar="PUBKEYFILE",
        help=QT_TRANSLATE_NOOP(
            "help", "the school's public key (PEM); without it, this station's school key"
        ),
    )
    verify.add_argument(
        "--revocations",
        metavar="LIST",
        help=QT_TRANSLATE_NOOP("help", "the school's signed revocation list"),
    )
    _data_dir(verify)
    verify.set_defaults(handler=run_verify)

    key = subparsers.add_parser(
        "school-key",
        help=QT_TRANSLATE_NOOP(
            "help", "write the school's public key (PEM), to hand to those who check"
        ),
    )
    key.add_argument(
        "--out",
        metavar="FILE",
        help=QT_TRANSLATE_NOOP("help", "file to write (default: standard output)"),
    )
    _data_dir(key)
    key.set_defaults(handler=run_school_key)

    group = subparsers.add_parser(
        "credential",
        help=QT_TRANSLATE_NOOP("help", "issue, revoke and list the school's signed credentials"),
    )
    actions = group.add_subparsers(dest="credential_command", metavar="ACTION", required=True)
    issue = actions.add_parser(
        "issue",
        help=QT_TRANSLATE_NOOP(
            "help", "issue the signed credential of a passed, signed-off exam sitting"
        ),
    )
    issue.add_argument(
        "sitting",
        metavar="SITTING",
        help=QT_TRANSLATE_NOOP("help", "the sitting's id, or its certificate number"),
    )
    issue.add_argument(
        "--out", metavar="FILE", help=QT_TRANSLATE_NOOP("help", "write the credential here (.jwt)")
    )
    add_supervisor_options(
        issue, why=QT_TRANSLATE_NOOP("help", "issuing needs one", "why a supervisor is named")
    )
    _data_dir(issue)
    issue.set_defaults(handler=run_issue)
    revoke = actions.add_parser(
        "revoke", help=QT_TRANSLATE_NOOP("help", "revoke an issued credential")
    )
    revoke.add_argument(
        "credential",
        metavar="ID",
        help=QT_TRANSLATE_NOOP("help", "the credential's id (urn:uuid:...)"),
    )
    revoke.add_argument(
        "--reason", required=True, help=QT_TRANSLATE_NOOP("help", "why (said to whoever checks it)")
    )
    add_supervisor_options(
        revoke, why=QT_TRANSLATE_NOOP("help", "revoking needs one", "why a supervisor is named")
    )
    _data_dir(revoke)
    revoke.set_defaults(handler=run_revoke)
    listing = actions.add_parser(
        "list", help=QT_TRANSLATE_NOOP("help", "list the credentials issued here")
    )
    add_supervisor_options(
        listing, why=QT_TRANSLATE_NOOP("help", "listing needs one", "why a supervisor is named")
    )
    _data_dir(listing)
    listing.set_defaults(handler=run_list)
    revocations = actions.add_parser(
        "revocations", help=QT_TRANSLATE_NOOP("help", "write the school's signed revocation list")
    )
    revocations.add_argument(
        "--out", metavar="FILE", help=QT_TRANSLATE_NOOP("help", "default: standard output")
    )
    _data_dir(revocations)
    revocations.set_defaults(handler=run_revocations)


def _store(args: argparse.Namespace) -> ProgressStore:
    return ProgressStore(find_data_dir(getattr(args, "data_dir", None)), create=False)


def read_text(path_text: str) -> str:
    """A small text file given on the command line; one plain sentence if it is not one."""
    path = Path(path_text)
    try:
        with path.open("rb") as handle:
            raw = handle.read(_LONGEST_FILE + 1)
    except OSError as exc:
        raise InvalidValueError(
            say(
                QT_TRANSLATE_NOOP("credentials", "{path} cannot be read ({reason})."),
                path=path,
                reason=exc.strerror,
            )
        ) from None
    if len(raw) > _LONGEST_FILE:
        raise InvalidValueError(
            say(
                QT_TRANSLATE_NOOP(
                    "credentials", "{path} is too large to be a credential, a key or a list."
                ),
                path=path,
            )
        )
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise InvalidValueError(
            say(
                QT_TRANSLATE_NOOP(
                    "credentials", "{path} is not text: it holds no credential, key or list."
                ),
                path=path,
            )
        ) from None


def emit(text: str, out: str | None) -> Path | None:
    """*text* to the file *out* (written whole or not at all), else to standard output."""
    if out is None or out == "-":
        sys.stdout.write(text.rstrip("\n") + "\n")
        return None
    target = Path(out)
    try:
        write_atomically(target, lambda handle: handle.write(text.rstrip("\n") + "\n"))
    except OSError as exc:
        raise InvalidValueError(
            say(
                QT_TRANSLATE_NOOP("credentials", "{path} could not be written ({reason})."),
                path=target,
                reason=exc.strerror,
            )
        ) from None
    return target


def run_verify(args: argparse.Namespace) -> int:
    """``dealer-trainer verify FILE``."""
    from trainer.progress.credentials import check, read_revocations
    from trainer.progress.identity import publics_from_pem

    text = read_text(args.file)
    what = str(args.file)
    listing = None if args.revocations is None else read_text(args.revocations)
    if args.key is not None:
        public = publics_from_pem(read_text(args.key).encode("utf-8"), str(args.key))
        revoked = (
            {}
            if listing is None
            else read_revocations(listing, public, where=str(args.revocations))
        )
        verdict = check(text, public, revoked=revoked, what=what)
    else:
        with _store(args) as store:
            verdict = store.check_credential(text, revocation_list=listing, what=what)
    print(verdict.sentence)
    return 0 if verdict.is_genuine else 1


def run_school_key(args: argparse.Namespace) -> int:
    """``dealer-trainer school-key``."""
    from trainer.progress.identity import public_pem

    with _store(args) as store:
        key = store.school_key()
    target = emit(public_pem(key.public), args.out)
    if target is not None:
        print(
            say(
                QT_TRANSLATE_NOOP(
                    "credentials", "Wrote the school's public key (fingerprint {key}) to {path}."
                ),
                key=key.fingerprint,
                path=target,
            )
        )
    return 0


def _sitting_id(store: ProgressStore, given: str) -> str:
    wanted = given.strip().casefold()
    found = [s.id for s in store.sittings() if s.id.casefold().startswith(wanted)]
    if len(wanted) < 8 or not found:
        raise NotFoundError(
            say(
                QT_TRANSLATE_NOOP(
                    "credentials",
                    "There is no exam sitting {given} (give its id or certificate no.).",
                ),
                given=given,
            )
        )
    if len(found) > 1:
        raise NotFoundError(
            say(
                QT_TRANSLATE_NOOP(
                    "credentials", "{given} names more than one exam sitting; give its whole id."
                ),
                given=given,
            )
        )
    return found[0]


def run_issue(args: argparse.Namespace) -> int:
    """``dealer-trainer credential issue SITTING``."""
    with _store(args) as store:
        by = supervisor_signed_in(store, args, "Issuing a credential", always=True)
        assert by is not None
        credential = store.issue_credential(_sitting_id(store, args.sitting), by=by)
    target = emit(credential.token, args.out)
    if target is not None:
        print(
            say(
                QT_TRANSLATE_NOOP(
                    "credentials", "Wrote {trainee}'s credential for {exam} ({id}) to {path}."
                ),
                trainee=credential.trainee,
                exam=credential.exam,
                id=credential.urn,
                path=target,
            )
        )
    return 0


def run_revoke(args: argparse.Namespace) -> int:
    """``dealer-trainer credential revoke ID --reason TEXT``."""
    with _store(args) as store:
        by = supervisor_signed_in(store, args, "Revoking a credential", always=True)
        assert by is not None
        revoked = store.revoke_credential(args.credential, by=by, reason=args.reason)
    print(
        say(
            QT_TRANSLATE_NOOP(
                "credentials",
                "{trainee}'s credential for {exam} ({id}) is revoked; hand out the new "
                "revocation list ('dealer-trainer credential revocations').",
            ),
            trainee=revoked.trainee,
            exam=revoked.exam,
            id=revoked.urn,
        )
    )
    return 0


def run_list(args: argparse.Namespace) -> int:
    """``dealer-trainer credential list``."""
    with _store(args) as store:
        supervisor_signed_in(store, args, "Listing credentials", always=True)
        issued = store.credentials()
        zone = store.now().tzinfo
    for c in issued:
        fields = {
            "id": c.urn,
            "day": f"{c.issued_at.astimezone(zone):%Y-%m-%d}",
            "trainee": c.trainee,
            "exam": c.exam,
            "by": c.issued_by,
        }
        if c.revoked_at is None:
            print(say(_LIVE, **fields))
        else:
            revoked = f"{c.revoked_at.astimezone(zone):%Y-%m-%d}"
            reason = c.revoked_reason or ""
            print(say(_REVOKED, **fields, revoked=revoked, revoker=c.revoked_by, reason=reason))
    if not issued:
        print(say(QT_TRANSLATE_NOOP("credentials", "No credential has been issued here.")))
    return 0


def run_revocations(args: argparse.Namespace) -> int:
    """``dealer-trainer credential revocations``."""
    with _store(args) as store:
        listing = store.revocation_list()
        count = sum(c.is_revoked for c in store.credentials())
    target = emit(listing, args.out)
    if target is not None:
        print(
            say(
                QT_TRANSLATE_NOOP(
                    "credentials", "Wrote the school's revocation list ({count} revoked) to {path}."
                ),
                count=count,
                path=target,
            )
        )
    return 0
