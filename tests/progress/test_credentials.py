"""Issue 29: a certificate anyone can check. A signed-off sitting's Open Badges 3.0
credential (a VC-JWT, EdDSA) verifies with an independent JOSE library and the school's
public key alone, and is refused after any single change, under another school's key, and
once revoked."""

from __future__ import annotations

import base64
import contextlib
import copy
import json
import os
import stat
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey
from joserfc import jwt as jose_jwt
from joserfc.errors import JoseError
from joserfc.jwk import OKPKey

from tests.progress.conftest import FakeClock, attempt
from trainer.progress import ProgressStore, StoreError, Supervisor, Trainee
from trainer.progress.credentials import SUMMARY_VERSION, check, read_revocations
from trainer.progress.errors import InvalidValueError
from trainer.progress.identity import fingerprint, public_from_pem, public_pem

# RFC 9864 (2025) names the Ed25519 algorithm "Ed25519" and deprecates the polymorphic
# "EdDSA", for which joserfc warns; Open Badges 3.0 and its verifiers still expect "EdDSA".
pytestmark = pytest.mark.filterwarnings("ignore:EdDSA is deprecated")


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def _exam(store: ProgressStore, supervisor: Supervisor, name: str, game: str, count: int) -> str:
    exam = store.define_exam(
        name,
        games=[game],
        skills=["payout"],
        question_count=count,
        time_limit_seconds=0,
        seed=11,
        by=supervisor,
        pass_mark_percent=75,
    )
    return exam.id


def _passed_sitting(
    store: ProgressStore, supervisor: Supervisor, trainee: Trainee, clock: FakeClock
) -> str:
    exam_id = _exam(store, supervisor, "Three Card Poker payouts", "three-card-poker", 2)
    sitting = store.start_sitting(exam_id, trainee.id, seed=7, supervisor=supervisor)
    for _ in range(2):
        clock.advance(seconds=20)
        store.record_attempt(
            attempt(
                trainee.id,
                game="three-card-poker",
                family="pair-plus",
                mode="exam",
                session_id=sitting.session_id,
            )
        )
    store.finish_sitting(sitting.id)
    store.sign_off_sitting(sitting.id, by=supervisor)
    return sitting.id


@pytest.fixture
def issued(
    store: ProgressStore, supervisor: Supervisor, trainee: Trainee, clock: FakeClock
) -> Iterator[tuple[ProgressStore, str, str]]:
    """A store, its school's public key in PEM, and a credential token it issued."""
    store.change_setting("school.name", "Silver Sands Dealer School", by=supervisor)
    sitting_id = _passed_sitting(store, supervisor, trainee, clock)
    credential = store.issue_credential(sitting_id, by=supervisor)
    yield store, public_pem(store.school_key().public), credential.token


def test_a_credential_verifies_with_an_independent_jose_library_and_the_public_key(
    issued: tuple[ProgressStore, str, str],
) -> None:
    """joserfc (not the PyJWT we sign with) and the PEM public key alone verify it, and it
    holds what the issue asks: the trainee's name, the game and skills, the score and pass
    mark, the supervisor, the date and a unique id, as an Open Badges 3.0 credential."""
    store, pem, token = issued
    key = OKPKey.import_key(pem)
    decoded = jose_jwt.decode(token, key, algorithms=["EdDSA"])
    assert decoded.header["alg"] == "EdDSA"
    vc = decoded.claims
    assert vc["@context"][0] == "https://www.w3.org/ns/credentials/v2"
    assert "purl.imsglobal.org/spec/ob/v3p0" in vc["@context"][1]
    assert vc["type"] == ["VerifiableCredential", "OpenBadgeCredential"]
    assert vc["jti"] == vc["id"] and vc["id"].startswith("urn:uuid:")
    assert vc["iss"] == vc["issuer"]["id"] == store.school_key().issuer_id
    assert vc["issuer"]["name"] == "Silver Sands Dealer School"
    subject = vc["credentialSubject"]
    assert vc["sub"] == subject["id"]
    assert subject["identifier"][0]["identityHash"] == "Ana Ruiz"
    achievement = subject["achievement"]
    assert achievement["name"] == "Three Card Poker payouts"
    assert achievement["tag"] == ["three-card-poker", "payout"]
    assert achievement["resultDescription"][0]["requiredValue"] == "75"
    assert subject["result"][0]["value"] == "100"
    assert "Mona Reyes" in vc["evidence"][0]["description"]
    assert vc["validFrom"].startswith("2025-03-03")

    # And by hand, with the cryptography primitives: Ed25519 over "header.payload".
    head, body, signature = token.split(".")
    raw = public_from_pem(pem.encode(), "the key")
    Ed25519PublicKey.from_public_bytes(raw).verify(_unb64(signature), f"{head}.{body}".encode())
    assert check(token, raw).is_genuine


def _leaves(value: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _leaves(v, (*path, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _leaves(v, (*path, i))
    else:
        yield path


def _changed(value: Any) -> Any:
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + 1
    return f"{value}x"


def _with(claims: dict[str, Any], path: tuple[Any, ...]) -> dict[str, Any]:
    copied = copy.deepcopy(claims)
    holder: Any = copied
    for step in path[:-1]:
        holder = holder[step]
    holder[path[-1]] = _changed(holder[path[-1]])
    return copied


def test_every_single_field_changed_is_refused(issued: tuple[ProgressStore, str, str]) -> None:
    """Each field of the payload and of the header, changed alone with the signature kept,
    is refused by our check and by joserfc."""
    store, pem, token = issued
    public = store.school_key().public
    head, body, signature = token.split(".")
    claims = json.loads(_unb64(body))
    header = json.loads(_unb64(head))
    paths = list(_leaves(claims))
    assert len(paths) > 40
    key = OKPKey.import_key(pem)
    for path in paths:
        forged = f"{head}.{_b64(json.dumps(_with(claims, path)).encode())}.{signature}"
        verdict = check(forged, public)
        assert verdict.outcome == "changed", path
        assert verdict.sentence.startswith("Not genuine: the credential was changed"), path
        with pytest.raises(JoseError):
            jose_jwt.decode(forged, key, algorithms=["EdDSA"])
    for path in _leaves(header):
        if path[0] == "alg":
            continue
        forged = f"{_b64(json.dumps(_with(header, path)).encode())}.{body}.{signature}"
        assert not check(forged, public).is_genuine, path


def test_a_changed_byte_anywhere_is_refused(issued: tuple[ProgressStore, str, str]) -> None:
    """Any one character of the token changed (to another base64url letter), including
    a last letter whose change would decode to the same bytes, is refused."""
    store, _pem, token = issued
    public = store.school_key().public
    for at in range(len(token)):
        if token[at] == ".":
            continue
        other = "B" if token[at] == "A" else "A"
        forged = token[:at] + other + token[at + 1 :]
        assert not check(forged, public).is_genuine, at


def test_another_schools_key_is_refused_and_named(
    issued: tuple[ProgressStore, str, str], open_store: Callable[..., ProgressStore], tmp_path: Any
) -> None:
    """Checked against another school's public key, the credential is refused with a
    sentence that names both keys."""
    store, _pem, token = issued
    other = open_store(folder=tmp_path / "other-school").school_key().public
    assert other != store.school_key().public
    verdict = check(token, other)
    assert verdict.outcome == "other-key"
    theirs = " ".join(fingerprint(store.school_key().public).split()[:4])
    ours = " ".join(fingerprint(other).split()[:4])
    assert theirs in verdict.sentence and ours in verdict.sentence
    summary = store.credentials()[0].summary
    assert check(summary, other).outcome == "other-key"


def test_a_revoked_credential_is_refused_here_and_by_a_third_party_with_the_list(
    issued: tuple[ProgressStore, str, str],
    supervisor: Supervisor,
    open_store: Callable[..., ProgressStore],
    tmp_path: Any,
) -> None:
    """A supervisor revokes it; the store refuses it, and so does anyone holding the
    public key and the school's signed revocation list. A list signed by another key, or
    changed, is itself refused."""
    store, _pem, token = issued
    public = store.school_key().public
    credential = store.credentials()[0]
    assert store.check_credential(token).is_genuine
    with pytest.raises(InvalidValueError, match="Say why"):
        store.revoke_credential(credential.id, by=supervisor, reason="  ")
    revoked = store.revoke_credential(credential.urn, by=supervisor, reason="issued in error")
    assert revoked.is_revoked and revoked.revoked_by == "Mona Reyes"
    verdict = store.check_credential(token)
    assert verdict.outcome == "revoked"
    assert "issued in error" in verdict.sentence and "2025-03-03" in verdict.sentence
    assert store.check_credential(credential.summary).outcome == "revoked"

    listing = store.revocation_list()
    third_party = read_revocations(listing, public, where="list.jwt")
    assert check(token, public, revoked=third_party).outcome == "revoked"
    other = open_store(folder=tmp_path / "other-school").school_key().public
    with pytest.raises(InvalidValueError, match="another school's key"):
        read_revocations(listing, other, where="list.jwt")
    head, body, signature = listing.split(".")
    emptied = json.loads(_unb64(body)) | {"revoked": []}
    with pytest.raises(InvalidValueError, match="changed after it was signed"):
        forged = f"{head}.{_b64(json.dumps(emptied).encode())}.{signature}"
        read_revocations(forged, public, where="x")


def test_the_qr_summary_is_signed_and_refused_when_changed(
    issued: tuple[ProgressStore, str, str],
) -> None:
    """The summary a certificate's QR code carries is a JWS under the same key, short
    enough for a QR code a phone reads off paper, and refused after any change."""
    store, pem, _token = issued
    summary = store.credentials()[0].summary
    assert len(summary) < 600
    claims = jose_jwt.decode(summary, OKPKey.import_key(pem), algorithms=["EdDSA"]).claims
    assert claims["v"] == SUMMARY_VERSION and claims["n"] == "Ana Ruiz" and claims["p"] == 75
    public = store.school_key().public
    verdict = check(summary, public)
    assert verdict.is_genuine and "signed off by Mona Reyes" in verdict.sentence
    head, _body, signature = summary.split(".")
    for path in _leaves(claims):
        forged = f"{head}.{_b64(json.dumps(_with(claims, path)).encode())}.{signature}"
        assert check(forged, public).outcome == "changed", path


def test_only_a_passed_signed_off_sitting_is_issued_once(
    store: ProgressStore, supervisor: Supervisor, trainee: Trainee, clock: FakeClock
) -> None:
    """An unsigned sitting gets no credential; a sitting keeps one live credential (asked
    again, the same); once it is revoked, a new one with a new id can be issued."""
    exam_id = _exam(store, supervisor, "Payouts", "three-five-seven", 1)
    sitting = store.start_sitting(exam_id, trainee.id, seed=1, supervisor=supervisor)
    store.record_attempt(attempt(trainee.id, mode="exam", session_id=sitting.session_id))
    store.finish_sitting(sitting.id)
    with pytest.raises(StoreError, match="signed off"):
        store.issue_credential(sitting.id, by=supervisor)
    store.sign_off_sitting(sitting.id, by=supervisor)
    first = store.issue_credential(sitting.id, by=supervisor)
    assert store.issue_credential(sitting.id, by=supervisor) == first
    store.revoke_credential(first.id, by=supervisor, reason="name misspelt")
    second = store.issue_credential(sitting.id, by=supervisor)
    assert second.id != first.id and not second.is_revoked
    assert [c.id for c in store.credentials(sitting_id=sitting.id)] == [second.id, first.id]


def test_the_school_key_is_kept_in_the_private_store_and_its_backups(
    open_store: Callable[..., ProgressStore], folder: Any, clock: FakeClock
) -> None:
    """The private key lives in the store file (0600, copied into its backups like the
    store's signing key) and is the same after reopening; only the public half leaves."""
    store = open_store()
    key = store.school_key()
    assert len(key.private) == 32 and len(key.public) == 32
    assert key.private.hex() not in public_pem(key.public)
    store.close()
    again = open_store()
    assert again.school_key() == key
    if os.name == "posix":
        assert stat.S_IMODE(os.stat(again.path).st_mode) == 0o600
    clock.advance(days=1)
    backup = again.ensure_daily_backup()
    assert backup is not None
    import sqlite3

    with contextlib.closing(sqlite3.connect(backup)) as conn:
        kept = conn.execute("SELECT private, public FROM school_keys WHERE current = 1")
        private, public = kept.fetchone()
    # Issue 32, item 7: the backup holds the private half wrapped under the station's
    # secret, never in the clear.
    assert public == key.public and private != key.private and len(private) == 32
    if os.name == "posix":
        assert stat.S_IMODE(os.stat(backup).st_mode) == 0o600


def test_a_backup_signs_credentials_only_on_its_own_station(
    open_store: Callable[..., ProgressStore], folder: Any, clock: FakeClock, tmp_path: Any
) -> None:
    """Restored on its own station a backup's school key signs as before; copied to another
    station (without this one's secret) it cannot sign, and that station makes a key of its
    own while still knowing the old public half (issue 32, item 7)."""
    import shutil

    from trainer.progress.store import FILE_NAME

    store = open_store()
    key = store.school_key()
    clock.advance(days=1)
    backup = store.ensure_daily_backup()
    assert backup is not None
    store.close()
    (folder / FILE_NAME).write_bytes(b"")  # lost: the start restores the day's backup
    restored = open_store()
    assert any("was restored" in n for n in restored.notices)
    assert restored.school_key() == key
    restored.close()
    elsewhere = tmp_path / "another-station"
    elsewhere.mkdir()
    shutil.copy(backup, elsewhere / FILE_NAME)
    with ProgressStore(elsewhere) as other:
        made = other.school_key()
        assert made.public != key.public and made.private != key.private
        assert key.public in other._credentials.held_publics()


def test_an_older_store_gets_its_school_key_on_upgrade(
    open_store: Callable[..., ProgressStore], folder: Any
) -> None:
    """A store made before version 8 keeps its data and gets a key pair when upgraded;
    the backup taken before the upgrade is kept."""
    from tests.progress.test_schema import load_v1
    from trainer.progress.schema import MIGRATIONS

    load_v1(folder)
    open_store(migrations=MIGRATIONS[:6]).close()
    store = open_store()
    key = store.school_key()
    assert len(key.public) == 32 and store.attempt_count() == 38
    assert any("before-v8" in p.name for p in (folder / "backups").iterdir())


def test_a_file_set_back_to_an_older_version_keeps_its_school_key(
    open_store: Callable[..., ProgressStore], folder: Any
) -> None:
    """Upgrading again a file whose version number was set back by hand (its school key
    already there) neither fails nor replaces the key."""
    import sqlite3

    store = open_store()
    key = store.school_key()
    store.close()
    conn = sqlite3.connect(folder / "progress.sqlite3")
    conn.execute("PRAGMA user_version = 7")
    conn.commit()
    conn.close()
    assert open_store().school_key() == key
