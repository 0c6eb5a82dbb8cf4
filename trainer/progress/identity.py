"""A school's identity: an Ed25519 key pair that signs the credentials it issues.

The private key is made with the store (schema version 8) and kept in it, as the store's
signing key is: in the file and its backups, which only their user can read. It is never
written out. The public key is what a third party checks a credential against: it is
printed (as its fingerprint) on every certificate and can be saved as a PEM file
(``SubjectPublicKeyInfo``, which every JOSE library and ``openssl`` read).

The school is named in a credential by a ``did:key`` made from the public key, so the
issuer's id is the key itself and cannot be claimed by another key.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Final

from cryptography.exceptions import UnsupportedAlgorithm
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey

from trainer.progress.errors import InvalidValueError
from trainer.words import QT_TRANSLATE_NOOP, say

KEY_BYTES: Final = 32
_BASE58: Final = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
_ED25519_MULTICODEC: Final = b"\xed\x01"
_LONGEST_KEY_FILE: Final = 16_384


def new_private_key() -> bytes:
    """A fresh Ed25519 private key (its 32 raw bytes)."""
    return Ed25519PrivateKey.generate().private_bytes_raw()


def public_of(private: bytes) -> bytes:
    """The raw public key of a raw private key."""
    return Ed25519PrivateKey.from_private_bytes(private).public_key().public_bytes_raw()


def fingerprint(public: bytes) -> str:
    """The public key's fingerprint as people read it: SHA-256 in 16 groups of 4 hex digits."""
    digest = hashlib.sha256(public).hexdigest().upper()
    return " ".join(digest[i : i + 4] for i in range(0, len(digest), 4))


def short_fingerprint(public: bytes) -> str:
    """The first four groups of :func:`fingerprint`, for a sentence."""
    return " ".join(fingerprint(public).split()[:4])


def _base58(data: bytes) -> str:
    number = int.from_bytes(data, "big")
    out = ""
    while number:
        number, rest = divmod(number, 58)
        out = _BASE58[rest] + out
    zeros = len(data) - len(data.lstrip(b"\0"))
    return "1" * zeros + out


def did_key(public: bytes) -> str:
    """The ``did:key`` naming this public key (multibase base58btc of the Ed25519 multicodec)."""
    return "did:key:z" + _base58(_ED25519_MULTICODEC + public)


def public_pem(public: bytes) -> str:
    """The public key as a PEM ``PUBLIC KEY`` block."""
    key = Ed25519PublicKey.from_public_bytes(public)
    return key.public_bytes(
        serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo
    ).decode("ascii")


def publics_from_pem(text: bytes, where: str) -> list[bytes]:
    """The raw public keys in a PEM file's bytes: one, or a school's several (one per
    station, the files put one after another); one plain sentence if it holds none."""
    marker = b"-----BEGIN PUBLIC KEY-----"
    blocks = [marker + block for block in text.split(marker)[1:]]
    return [public_from_pem(block, where) for block in blocks] or [public_from_pem(text, where)]


def public_from_pem(text: bytes, where: str) -> bytes:
    """The raw public key in a PEM file's bytes; one plain sentence if it holds none."""
    if len(text) > _LONGEST_KEY_FILE:
        raise InvalidValueError(
            say(
                QT_TRANSLATE_NOOP(
                    "credentials", "{where} is too large to be a school's public key."
                ),
                where=where,
            )
        )
    try:
        key = serialization.load_pem_public_key(text)
    except (ValueError, TypeError, UnsupportedAlgorithm):
        raise InvalidValueError(
            say(
                QT_TRANSLATE_NOOP(
                    "credentials", "{where} is not a school's public key (a PEM 'PUBLIC KEY' file)."
                ),
                where=where,
            )
        ) from None
    if not isinstance(key, Ed25519PublicKey):
        raise InvalidValueError(
            say(
                QT_TRANSLATE_NOOP(
                    "credentials", "{where} holds a public key, but not an Ed25519 one."
                ),
                where=where,
            )
        )
    return key.public_bytes_raw()


@dataclass(frozen=True, slots=True)
class SchoolKey:
    """The school's current key pair, as the store holds it."""

    private: bytes
    public: bytes

    @property
    def fingerprint(self) -> str:
        """See :func:`fingerprint`."""
        return fingerprint(self.public)

    @property
    def issuer_id(self) -> str:
        """The school's id in its credentials (see :func:`did_key`)."""
        return did_key(self.public)

    def signer(self) -> Ed25519PrivateKey:
        """The private key, to sign with."""
        return Ed25519PrivateKey.from_private_bytes(self.private)
