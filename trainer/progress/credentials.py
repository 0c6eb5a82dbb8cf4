"""Credentials anyone can check: Open Badges 3.0 credentials signed as VC-JWTs.

A signed-off exam sitting is issued as an ``OpenBadgeCredential`` (a W3C Verifiable
Credential, VC Data Model 2.0 with the Open Badges 3.0 context), secured as the Open Badges
3.0 specification's JSON Web Token proof format: a compact JWS, ``alg`` ``EdDSA``, whose
payload is the credential itself with ``iss`` (the issuer's id), ``jti`` (the
credential's id), ``sub`` (the subject's id) and ``nbf`` (``validFrom``) beside it, and
whose header carries the school's public key (``jwk``) and its id (``kid``). The payload
holds the trainee's name, the exam and its games and skills, the score against the pass
mark (a ``Result`` against a ``ResultDescription``), the practical rubric and the
certification level when the store has them, the supervisor who signed off (as
``evidence``), the date and a unique id. Any JOSE library checks it with the school's
public key (:mod:`trainer.progress.identity`).

A printed certificate cannot carry a whole credential in a QR code a phone can read, so it
carries a **summary**: a second JWS under the same key with the credential's id and the
facts printed on the page (short claim names), which :func:`check` verifies the same way.

A school **revokes** a credential in its store; its **revocation list** is a JWS under the
same key listing the revoked ids, so a third party checks it offline as well.

:func:`check` says in one sentence whether a token is genuine, and if not, why: changed
after it was signed, signed with another school's key, revoked, or not a credential at all.
Every sentence here is one whole template with named placeholders, marked for the
catalogue (:mod:`trainer.words`). The credential itself is written in English: it is the
school's record, read by software and by whoever the trainee shows it to.
"""

from __future__ import annotations

import base64
import binascii
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from decimal import Decimal
from typing import Any, Final, Literal

import jwt
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

from trainer.progress.errors import InvalidValueError
from trainer.progress.identity import SchoolKey, did_key, short_fingerprint
from trainer.progress.settings import game_titles
from trainer.words import QT_TRANSLATE_NOOP, say

VC_CONTEXT: Final = "https://www.w3.org/ns/credentials/v2"
OB_CONTEXT: Final = "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json"
OB_SCHEMA: Final = (
    "https://purl.imsglobal.org/spec/ob/v3p0/schema/json/ob_v3p0_achievementcredential_schema.json"
)
CREDENTIAL_TYPES: Final = ("VerifiableCredential", "OpenBadgeCredential")
SUMMARY_VERSION: Final = "dealer-trainer-summary/1"
REVOCATIONS_TYPE: Final = "dealer-trainer-revocations/1"
LONGEST_TOKEN: Final = 65_536

Outcome = Literal["genuine", "changed", "other-key", "revoked", "not-a-credential"]

_C: Final = "credentials"
_GENUINE_CREDENTIAL: Final = QT_TRANSLATE_NOOP(
    _C,
    "Genuine: signed with the school's key {key}, unchanged and not revoked: {trainee} passed "
    "{exam} with {score}% against a pass mark of {mark}%, issued on {day}.",
)
_GENUINE_SUMMARY: Final = QT_TRANSLATE_NOOP(
    _C,
    "Genuine: signed with the school's key {key}, unchanged and not revoked: {trainee} passed "
    "{exam} with {score}% against a pass mark of {mark}%, signed off by {supervisor} on {day}.",
)
_NOT_A_CREDENTIAL: Final = QT_TRANSLATE_NOOP(
    _C,
    "{what} is not a signed credential: it holds no Open Badges credential nor a "
    "certificate's code.",
)
_CHANGED: Final = QT_TRANSLATE_NOOP(
    _C,
    "Not genuine: the credential was changed after it was signed (its signature does not "
    "match its contents under the school's key {key}).",
)
_OTHER_KEY: Final = QT_TRANSLATE_NOOP(
    _C,
    "Not genuine for this school: the credential was signed with another school's key "
    "({theirs}), not with {key}.",
)
_OTHER_KEY_OF_MANY: Final = QT_TRANSLATE_NOOP(
    _C,
    "Not genuine for this school: the credential was signed with another school's key "
    "({theirs}), not with any of the {count} keys given.",
)
_INCONSISTENT: Final = QT_TRANSLATE_NOOP(
    _C,
    "Not genuine: the credential is signed with the school's key {key} but does not name "
    "that school as its issuer, or its ids disagree.",
)
_REVOKED: Final = QT_TRANSLATE_NOOP(
    _C,
    "Revoked: the school revoked this credential on {day} ({reason}); it was genuine, but is "
    "no longer.",
)
_REVOKED_NO_REASON: Final = QT_TRANSLATE_NOOP(
    _C,
    "Revoked: the school revoked this credential on {day}; it was genuine, but is no longer.",
)
_TABLE_TEST: Final = QT_TRANSLATE_NOOP(
    _C, "Practical table test in {game}: {score}% against a pass mark of {mark}%."
)
_LEVEL: Final = QT_TRANSLATE_NOOP(_C, "Certification level {number} of {top} in {game}: {name}.")
_TOO_LARGE: Final = QT_TRANSLATE_NOOP(_C, "{what} is too large to be a credential.")
_NO_KEY: Final = QT_TRANSLATE_NOOP(
    _C, "A credential is checked against a school's key, and none was given."
)
_LIST_OTHER_KEY: Final = QT_TRANSLATE_NOOP(
    _C,
    "The revocation list {where} was signed with another school's key ({theirs}), not the "
    "key of the credential ({ours}).",
)
_LIST_CHANGED: Final = QT_TRANSLATE_NOOP(
    _C,
    "The revocation list {where} is not one signed with this school's key ({ours}), or it "
    "was changed after it was signed.",
)


@dataclass(frozen=True, slots=True)
class RubricLine:
    """One criterion of a practical table test as scored."""

    criterion: str
    weight: Decimal
    points: Decimal
    out_of: Decimal


@dataclass(frozen=True, slots=True)
class TableTestScore:
    """A game's practical table test, scored on the house's rubric."""

    game: str
    score_percent: Decimal
    pass_mark_percent: Decimal
    passed: bool
    scored_by: str
    lines: tuple[RubricLine, ...]


@dataclass(frozen=True, slots=True)
class LevelLine:
    """The trainee's certification level in one game when the credential was issued."""

    game: str
    number: int
    name: str
    top: int


@dataclass(frozen=True, slots=True)
class SittingFacts:
    """What a credential says of one signed-off exam sitting."""

    credential_id: str
    school: str
    trainee_uid: str
    trainee: str
    exam_id: str
    exam: str
    games: tuple[tuple[str, str], ...]  # (id, title)
    skills: tuple[str, ...]
    score_percent: Decimal
    pass_mark_percent: int
    passed: bool
    finished_at: datetime
    signed_off_by: str
    signed_off_at: datetime
    station: str
    issued_at: datetime
    table_tests: tuple[TableTestScore, ...] = ()
    levels: tuple[LevelLine, ...] = ()


def _iso(when: datetime) -> str:
    return when.astimezone(UTC).replace(microsecond=0).isoformat().replace("+00:00", "Z")


def _number(value: Decimal | int) -> str:
    text = format(Decimal(value).normalize(), "f")
    return text


def _skill_name(slug: str) -> str:
    return slug.replace("-", " ")


def credential(facts: SittingFacts, key: SchoolKey) -> dict[str, Any]:
    """The Open Badges 3.0 credential of a sitting (without its proof)."""
    urn = f"urn:uuid:{facts.credential_id}"
    achievement_id = f"urn:uuid:{facts.exam_id}"
    game_titles = ", ".join(title for _, title in facts.games)
    descriptions: list[dict[str, Any]] = []
    results: list[dict[str, Any]] = []

    def scored(anchor: str, name: str, kind: str, value: str, top: str, **more: str) -> None:
        """One ResultDescription of the achievement and the subject's Result against it
        (*more*: ``requiredValue`` on the description, ``status``/``achievedLevel`` on
        the result)."""
        described = f"{achievement_id}#{anchor}"
        required = {"requiredValue": more.pop("requiredValue")} if "requiredValue" in more else {}
        descriptions.append(
            {
                "id": described,
                "type": ["ResultDescription"],
                "name": name,
                "resultType": kind,
                **required,
                "valueMin": "0",
                "valueMax": top,
            }
        )
        results.append({"type": ["Result"], "resultDescription": described, "value": value, **more})

    def status(passed: bool) -> str:
        return "Completed" if passed else "Failed"

    scored(
        "score",
        "Exam score",
        "Percent",
        _number(facts.score_percent),
        "100",
        requiredValue=_number(facts.pass_mark_percent),
        status=status(facts.passed),
    )
    for test in facts.table_tests:
        anchor = f"table-test-{test.game}"
        scored(
            anchor,
            f"Practical table test: {test.game}",
            "Percent",
            _number(test.score_percent),
            "100",
            requiredValue=_number(test.pass_mark_percent),
            status=status(test.passed),
        )
        for line in test.lines:
            scored(
                f"{anchor}-{line.criterion.casefold().replace(' ', '-')}",
                f"{line.criterion} (weight {_number(line.weight)})",
                "ScaledScore",
                _number(line.points),
                _number(line.out_of),
            )
    for level in facts.levels:
        # A level achieved is a rubric criterion level: the result names it by its id.
        described = f"{achievement_id}#level-{level.game}"
        reached = f"{described}-{level.number}"
        descriptions.append(
            {
                "id": described,
                "type": ["ResultDescription"],
                "name": f"Certification level: {level.game} (of {level.top})",
                "resultType": "RubricCriterionLevel",
                "rubricCriterionLevel": [
                    {
                        "id": reached,
                        "type": ["RubricCriterionLevel"],
                        "name": level.name,
                        "level": str(level.number),
                    }
                ],
            }
        )
        results.append(
            {
                "type": ["Result"],
                "resultDescription": described,
                "achievedLevel": reached,
                "value": str(level.number),
            }
        )
    subject_id = f"urn:uuid:{facts.trainee_uid}"
    return {
        "@context": [VC_CONTEXT, OB_CONTEXT],
        "id": urn,
        "type": list(CREDENTIAL_TYPES),
        "name": f"Table test: {facts.exam}",
        "issuer": {
            "id": key.issuer_id,
            "type": ["Profile"],
            "name": facts.school,
            "description": f"Public key fingerprint (SHA-256): {key.fingerprint}",
        },
        "validFrom": _iso(facts.issued_at),
        "credentialSubject": {
            "id": subject_id,
            "type": ["AchievementSubject"],
            "identifier": [
                {
                    "type": "IdentityObject",
                    "identityType": "name",
                    "hashed": False,
                    "identityHash": facts.trainee,
                }
            ],
            "activityEndDate": _iso(facts.finished_at),
            "achievement": {
                "id": achievement_id,
                "type": ["Achievement"],
                "achievementType": "Certificate",
                "name": facts.exam,
                "description": f"The table test of {facts.school}: {game_titles}.",
                "criteria": {
                    "narrative": f"Score at least {facts.pass_mark_percent}% in a supervised "
                    "exam, signed off by a supervisor of the school."
                },
                "tag": [*(g for g, _ in facts.games), *facts.skills],
                "alignment": [
                    {
                        "type": ["Alignment"],
                        "targetName": _skill_name(skill),
                        "targetType": "ceasn:Competency",
                        "targetUrl": f"{achievement_id}#skill-{skill}",
                    }
                    for skill in facts.skills
                ],
                "resultDescription": descriptions,
            },
            "result": results,
        },
        "credentialSchema": [{"id": OB_SCHEMA, "type": "1EdTechJsonSchemaValidator2019"}],
        "evidence": [
            {
                "type": ["Evidence"],
                "name": "Supervisor's sign-off",
                "description": (
                    f"Signed off by {facts.signed_off_by} on {_iso(facts.signed_off_at)} "
                    f"at station {facts.station}."
                ),
            }
        ],
    }


def _header(key: SchoolKey, typ: str) -> dict[str, Any]:
    x = base64.urlsafe_b64encode(key.public).rstrip(b"=").decode("ascii")
    return {
        "typ": typ,
        "kid": f"{key.issuer_id}#{key.issuer_id.removeprefix('did:key:')}",
        "jwk": {"kty": "OKP", "crv": "Ed25519", "x": x},
    }


def sign_credential(facts: SittingFacts, key: SchoolKey) -> str:
    """The credential as a compact VC-JWT signed with the school's key."""
    body = credential(facts, key)
    claims = {
        **body,
        "iss": key.issuer_id,
        "jti": body["id"],
        "sub": body["credentialSubject"]["id"],
        "nbf": int(facts.issued_at.timestamp()),
    }
    return jwt.encode(claims, key.signer(), algorithm="EdDSA", headers=_header(key, "JWT"))


def sign_summary(facts: SittingFacts, key: SchoolKey) -> str:
    """The compact signed summary a certificate's QR code carries (see the module)."""
    claims: dict[str, Any] = {
        "v": SUMMARY_VERSION,
        "jti": f"urn:uuid:{facts.credential_id}",
        "n": facts.trainee,
        "x": facts.exam,
        "g": [g for g, _ in facts.games],
        "s": _number(facts.score_percent),
        "p": facts.pass_mark_percent,
        "d": facts.signed_off_at.astimezone(UTC).date().isoformat(),
        "b": facts.signed_off_by,
    }
    # The practical part, where there is one: [game, score, pass mark] and
    # [game, level, levels, level's name].
    if facts.table_tests:
        claims["t"] = [
            [t.game, _number(t.score_percent), _number(t.pass_mark_percent)]
            for t in facts.table_tests
        ]
    if facts.levels:
        claims["l"] = [[v.game, v.number, v.top, v.name] for v in facts.levels]
    kid = short_fingerprint(key.public).replace(" ", "")
    return jwt.encode(claims, key.signer(), algorithm="EdDSA", headers={"kid": kid})


@dataclass(frozen=True, slots=True)
class Revocation:
    """A credential the school revoked: its id (``urn:uuid:...``), when and why."""

    credential_id: str
    revoked_at: datetime
    reason: str


def sign_revocations(
    revocations: Sequence[Revocation], key: SchoolKey, *, school: str, at: datetime
) -> str:
    """The school's revocation list, signed with its key."""
    claims = {
        "v": REVOCATIONS_TYPE,
        "iss": key.issuer_id,
        "name": school,
        "iat": int(at.timestamp()),
        "revoked": [
            {"id": r.credential_id, "revokedAt": _iso(r.revoked_at), "reason": r.reason}
            for r in revocations
        ],
    }
    return jwt.encode(claims, key.signer(), algorithm="EdDSA", headers=_header(key, "JWT"))


# -- checking ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Verdict:
    """What :func:`check` found: the outcome, its one sentence, and the claims it read."""

    outcome: Outcome
    sentence: str
    claims: Mapping[str, Any] = field(default_factory=dict)

    @property
    def is_genuine(self) -> bool:
        """Genuine, signed by the key checked against, and not revoked."""
        return self.outcome == "genuine"


def _b64decode(segment: str) -> bytes:
    padded = segment + "=" * (-len(segment) % 4)
    raw = base64.urlsafe_b64decode(padded.encode("ascii"))
    # A base64url segment has one canonical spelling; any other (a changed last letter
    # that decodes the same) counts as a change.
    if base64.urlsafe_b64encode(raw).rstrip(b"=").decode("ascii") != segment:
        raise ValueError("not canonical base64url")
    return raw


def _segments(token: str) -> tuple[dict[str, Any], bytes] | None:
    """The header and the raw payload of a well-formed compact JWS, else ``None``."""
    parts = token.split(".")
    if len(parts) != 3 or not all(parts):
        return None
    try:
        header = json.loads(_b64decode(parts[0]))
        payload = _b64decode(parts[1])
        _b64decode(parts[2])
    except (ValueError, binascii.Error, UnicodeError):
        return None
    return (header, payload) if isinstance(header, dict) else None


def _header_key(header: Mapping[str, Any]) -> bytes | None:
    jwk = header.get("jwk")
    if not isinstance(jwk, dict) or jwk.get("kty") != "OKP" or jwk.get("crv") != "Ed25519":
        return None
    try:
        raw = _b64decode(str(jwk.get("x", "")))
    except (ValueError, binascii.Error):
        return None
    return raw if len(raw) == 32 else None


def _decode(token: str, public: bytes) -> dict[str, Any]:
    """The claims, if *token* is signed by *public*; a :class:`jwt.PyJWTError` if not."""
    claims: dict[str, Any] = jwt.decode(
        token,
        Ed25519PublicKey.from_public_bytes(public),
        algorithms=["EdDSA"],
        options={"verify_nbf": False, "verify_iat": False, "verify_aud": False},
    )
    return claims


def _read_token(text: str, what: str) -> str:
    if len(text) > LONGEST_TOKEN:
        raise InvalidValueError(say(_TOO_LARGE, what=what))
    return "".join(text.split())


def _signed_by(token: str, public: bytes) -> tuple[Outcome, dict[str, Any] | str]:
    """Whether *token* is signed by *public*: its claims, or why not."""
    segments = _segments(token)
    if segments is None:
        return "not-a-credential", ""
    header, _payload = segments
    if header.get("alg") != "EdDSA":
        return "not-a-credential", ""
    try:
        return "genuine", _decode(token, public)
    except jwt.InvalidSignatureError:
        pass
    except jwt.PyJWTError:
        return "changed", ""
    theirs = _header_key(header)
    if theirs is not None and theirs != public:
        try:
            _decode(token, theirs)
        except jwt.PyJWTError:
            return "changed", ""
        return "other-key", short_fingerprint(theirs)
    # A summary names its key by the start of its fingerprint only.
    kid = str(header.get("kid", ""))
    ours = short_fingerprint(public).replace(" ", "")
    if theirs is None and len(kid) == len(ours) and kid != ours:
        return "other-key", " ".join(kid[i : i + 4] for i in range(0, len(kid), 4))
    return "changed", ""


def read_revocations(
    text: str, public: bytes | Sequence[bytes], *, where: str
) -> dict[str, Revocation]:
    """The credentials a school's revocation list names, by id; the list must be signed
    with *public* (or one of a school's keys; one plain sentence if it is not)."""
    token = _read_token(text, where)
    public = _signing_key(token, [public] if isinstance(public, bytes) else list(public))
    outcome, found = _signed_by(token, public)
    if outcome == "other-key":
        raise InvalidValueError(
            say(_LIST_OTHER_KEY, where=where, theirs=found, ours=short_fingerprint(public))
        )
    if outcome != "genuine" or not isinstance(found, dict) or found.get("v") != REVOCATIONS_TYPE:
        raise InvalidValueError(say(_LIST_CHANGED, where=where, ours=short_fingerprint(public)))
    listed: dict[str, Revocation] = {}
    for entry in found.get("revoked", []):
        if isinstance(entry, dict) and isinstance(entry.get("id"), str):
            try:
                at = datetime.fromisoformat(str(entry.get("revokedAt")).replace("Z", "+00:00"))
            except ValueError:  # signed by the school, so only a bug writes this
                at = datetime.fromtimestamp(0, UTC)
            listed[entry["id"]] = Revocation(entry["id"], at, str(entry.get("reason", "")))
    return listed


def _practical_sentences(claims: Mapping[str, Any]) -> list[str]:
    """A sentence for each table test and certification level a summary carries."""
    said: list[str] = []
    for test in claims.get("t", []):
        if isinstance(test, list) and len(test) == 3:
            game, score, mark = test
            title = game_titles().get(str(game), str(game))
            said.append(say(_TABLE_TEST, game=title, score=score, mark=mark))
    for level in claims.get("l", []):
        if isinstance(level, list) and len(level) == 4:
            game, number, top, name = level
            title = game_titles().get(str(game), str(game))
            said.append(say(_LEVEL, game=title, number=number, top=top, name=name))
    return said


def _genuine_sentence(claims: Mapping[str, Any], key: str) -> str:
    """That it is genuine, with who passed what, from a credential's or a summary's claims
    (and, for a summary, its table tests and levels, a sentence each)."""
    if claims.get("v") == SUMMARY_VERSION:
        return " ".join([_genuine_summary(claims, key), *_practical_sentences(claims)])
    return _genuine_credential(claims, key)


def _genuine_summary(claims: Mapping[str, Any], key: str) -> str:
    return say(
        _GENUINE_SUMMARY,
        key=key,
        trainee=claims.get("n"),
        exam=claims.get("x"),
        score=claims.get("s"),
        mark=claims.get("p"),
        supervisor=claims.get("b"),
        day=claims.get("d"),
    )


def _genuine_credential(claims: Mapping[str, Any], key: str) -> str:
    subject = claims.get("credentialSubject", {})
    names = [i.get("identityHash") for i in subject.get("identifier", []) if isinstance(i, dict)]
    achievement = subject.get("achievement", {})
    score = next(
        (
            r.get("value")
            for r in subject.get("result", [])
            if str(r.get("resultDescription", "")).endswith("#score")
        ),
        "?",
    )
    mark = next(
        (
            d.get("requiredValue")
            for d in achievement.get("resultDescription", [])
            if str(d.get("id", "")).endswith("#score")
        ),
        "?",
    )
    return say(
        _GENUINE_CREDENTIAL,
        key=key,
        trainee=names[0] if names else "?",
        exam=achievement.get("name", "?"),
        score=score,
        mark=mark,
        day=str(claims.get("validFrom", "?"))[:10],
    )


def _consistent(claims: Mapping[str, Any], public: bytes) -> bool:
    issuer = did_key(public)
    if not str(claims.get("jti", "")).startswith("urn:uuid:"):
        return False
    if claims.get("v") == SUMMARY_VERSION:
        return True
    if claims.get("iss") != issuer:
        return False
    types = claims.get("type", [])
    subject = claims.get("credentialSubject")
    return (
        isinstance(types, list)
        and all(t in types for t in CREDENTIAL_TYPES)
        and isinstance(claims.get("issuer"), dict)
        and claims["issuer"].get("id") == issuer
        and claims.get("id") == claims.get("jti")
        and isinstance(subject, dict)
        and claims.get("sub") == subject.get("id")
    )


def _signing_key(token: str, publics: Sequence[bytes]) -> bytes:
    """Of a school's keys (one per station where the school has several), the one that
    signed *token*, else the first."""
    for public in publics:
        if _signed_by(token, public)[0] == "genuine":
            return public
    return publics[0]


def check(
    text: str,
    public: bytes | Sequence[bytes],
    *,
    revoked: Mapping[str, Revocation] | None = None,
    what: str = "The file",
) -> Verdict:
    """Whether a credential (or a certificate's summary) is genuine under the school key
    *public* (or any of a school's keys), and not revoked: one sentence either way."""
    token = _read_token(text, what)
    publics = [public] if isinstance(public, bytes) else list(public)
    if not publics:
        raise InvalidValueError(say(_NO_KEY))
    public = _signing_key(token, publics)
    ours = short_fingerprint(public)
    outcome, found = _signed_by(token, public)
    if outcome == "not-a-credential":
        return Verdict(outcome, say(_NOT_A_CREDENTIAL, what=what))
    if outcome == "changed":
        return Verdict(outcome, say(_CHANGED, key=ours))
    if outcome == "other-key" and len(publics) > 1:
        return Verdict(outcome, say(_OTHER_KEY_OF_MANY, theirs=found, count=len(publics)))
    if outcome == "other-key":
        return Verdict(outcome, say(_OTHER_KEY, theirs=found, key=ours))
    claims = found if isinstance(found, dict) else {}
    if not _consistent(claims, public):  # the key that signed it
        return Verdict("changed", say(_INCONSISTENT, key=ours), claims)
    revocation = (revoked or {}).get(str(claims.get("jti")))
    if revocation is not None:
        day = revocation.revoked_at.astimezone(UTC).date().isoformat()
        if revocation.reason:
            sentence = say(_REVOKED, day=day, reason=revocation.reason)
        else:
            sentence = say(_REVOKED_NO_REASON, day=day)
        return Verdict("revoked", sentence, claims)
    return Verdict("genuine", _genuine_sentence(claims, ours), claims)
