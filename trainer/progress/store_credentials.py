"""The school's key and the credentials it signs, as the progress store offers them
(:class:`SchoolCredentials`, a part of :class:`~trainer.progress.store.ProgressStore`).

The work is in :mod:`trainer.progress.issuing` and :mod:`trainer.progress.credentials`,
imported when a credential is first handled: signing loads cryptography and PyJWT, which
a start does not need (issue 28).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from trainer.progress.credentials import Verdict
    from trainer.progress.database import Database
    from trainer.progress.identity import SchoolKey
    from trainer.progress.issuing import Credentials, IssuedCredential
    from trainer.progress.records import (
        ExamDefinition,
        ExamSitting,
        GameLevel,
        Supervisor,
        TableTest,
    )


class SchoolCredentials:
    """The store's calls on the school's key and credentials: issue, list, revoke, check."""

    if TYPE_CHECKING:
        # What the store provides (trainer.progress.store.ProgressStore).
        _db: Database
        _issuing: Credentials | None

        def sitting(self, sitting_id: str) -> ExamSitting: ...

        def exam(self, exam_id: str) -> ExamDefinition: ...

        def table_tests(self, sitting_id: str) -> tuple[TableTest, ...]: ...

        def level(self, trainee_id: int, game: str) -> GameLevel: ...

    @property
    def _credentials(self) -> Credentials:
        if self._issuing is None:
            from trainer.progress.issuing import Credentials

            self._issuing = Credentials(self._db)
        return self._issuing

    def school_key(self) -> SchoolKey:
        """The school's key pair (its public half is what third parties check against)."""
        return self._credentials.school_key()

    def held_school_publics(self) -> list[bytes]:
        """The public halves of every school key this store held, the current one first
        (read without loading the credentials' modules: a site's sync asks every time)."""
        return self._db.school_publics()

    def set_school_key(self, private: bytes) -> None:
        """Sign credentials with *private* from now on (the school's site's); credentials
        signed with the keys this store held before still check."""
        self._credentials.set_school_key(private)

    def issue_credential(self, sitting_id: str, *, by: Supervisor) -> IssuedCredential:
        """The signed Open Badges credential of a passed, signed-off sitting (issued now
        if it has none that is live), with its table tests and the trainee's levels when
        the exam log holds them."""
        from trainer.progress.issuing import levels_of, table_tests_of

        sitting = self.sitting(sitting_id)
        exam = self.exam(sitting.exam_id)
        return self._credentials.issue(
            sitting_id,
            by=by,
            table_tests=table_tests_of(self.table_tests(sitting_id)),
            levels=levels_of([self.level(sitting.trainee_id, g) for g in exam.games]),
        )

    def credentials(self, *, sitting_id: str | None = None) -> tuple[IssuedCredential, ...]:
        """Credentials the school issued here, newest first (of one sitting if given)."""
        return self._credentials.every(sitting_id=sitting_id)

    def credential(self, credential_id: str) -> IssuedCredential:
        """One issued credential, by its id (with or without ``urn:uuid:``)."""
        return self._credentials.get(credential_id)

    def revoke_credential(
        self, credential_id: str, *, by: Supervisor, reason: str
    ) -> IssuedCredential:
        """Revoke an issued credential; *reason* is said to whoever checks it."""
        return self._credentials.revoke(credential_id, by=by, reason=reason)

    def revocation_list(self) -> str:
        """The school's revocation list, signed with its key, for third parties."""
        return self._credentials.revocation_list()

    def check_credential(
        self,
        text: str,
        *,
        public: Sequence[bytes] | None = None,
        revocation_list: str | None = None,
        what: str = "The file",
    ) -> Verdict:
        """Whether a credential is genuine: against the school keys *public* (default:
        every key this store held), not revoked here (when this store's keys are among
        them) nor in *revocation_list*."""
        from trainer.progress.credentials import check, read_revocations

        own = self._credentials.held_publics()
        keys = own if public is None else list(public)
        revoked = dict(self._credentials.revocations()) if set(own) & set(keys) else {}
        if revocation_list is not None:
            revoked.update(read_revocations(revocation_list, keys, where="given"))
        return check(text, keys, revoked=revoked, what=what)
