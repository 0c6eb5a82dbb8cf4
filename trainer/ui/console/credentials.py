"""Credentials (issue 29): the school's key, the signed credentials of its table tests,
revoking one, and checking a certificate or credential against a school's public key."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFileDialog,
    QInputDialog,
    QLabel,
    QPlainTextEdit,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from trainer.errors import TrainerError
from trainer.progress import ExamSitting, ProgressStore, Supervisor, score_text
from trainer.progress.files import write_atomically
from trainer.progress.issuing import IssuedCredential
from trainer.ui import dialogs
from trainer.ui.console.common import (
    RECORD_ROLE,
    Column,
    RecordModel,
    action_button,
    card,
    on_day,
    page_title,
    record_table,
    status_label,
)
from trainer.ui.layouts import FlowLayout, MessageLabel
from trainer.ui.theme import RIGHT, WRONG
from trainer.ui.translation import arg
from trainer.ui.worker import run_in_background

LONGEST_FILE = 65_536


@dataclass(frozen=True, slots=True)
class CredentialRow:
    """A passed, signed-off sitting with its names and its credentials, newest first."""

    sitting: ExamSitting
    exam: str
    trainee: str
    issued: tuple[IssuedCredential, ...]

    @property
    def live(self) -> IssuedCredential | None:
        """The credential in force (not revoked), if any."""
        return next((c for c in self.issued if not c.is_revoked), None)


@dataclass(frozen=True, slots=True)
class CredentialsData:
    """What one load brings back."""

    rows: tuple[CredentialRow, ...]
    fingerprint: str


def load_credentials(store: ProgressStore) -> CredentialsData:
    """Signed-off passed sittings, newest first, with their credentials (worker thread)."""
    exams = {e.id: e.name for e in store.exams(include_retired=True)}
    names = {t.id: t.name for t in store.trainees(include_archived=True)}
    issued = store.credentials()
    rows = tuple(
        CredentialRow(
            s,
            exams.get(s.exam_id, "?"),
            names.get(s.trainee_id, "?"),
            tuple(c for c in issued if c.sitting_id == s.id),
        )
        for s in reversed(store.sittings())
        if s.signed_off_by is not None and s.passed
    )
    return CredentialsData(rows, store.school_key().fingerprint)


class CredentialsPage(QWidget):
    """The school's key, its credentials, revoking, and checking one."""

    loaded = Signal()
    failed = Signal(str)

    def __init__(
        self, store: ProgressStore, supervisor: Supervisor, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.store = store
        self.supervisor = supervisor
        self.data: CredentialsData | None = None
        self.key_file: Path | None = None
        """Another school's public key to check against (``None``: this school's)."""
        self.list_file: Path | None = None
        """That school's revocation list, if given."""
        self.last_folder = Path.home()
        self._choose_after_load: str | None = None
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        self.scroller = scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        outer.addWidget(scroll)
        body = QWidget()
        body.setObjectName("formHolder")
        scroll.setWidget(body)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(24, 16, 24, 16)
        layout.setSpacing(10)
        layout.addWidget(
            page_title(
                self.tr("Credentials"),
                self.tr(
                    "Signed records of table tests that anyone can check offline with the "
                    "school's public key."
                ),
            )
        )
        layout.addWidget(self._key_card())
        layout.addWidget(self._issued_card())
        layout.addWidget(self._check_card())
        self.status = status_label()
        layout.addWidget(self.status)
        layout.addStretch(1)

    # -- the school's key -------------------------------------------------------------------

    def _key_card(self) -> QWidget:
        frame, layout = card(self.tr("The school's key"))
        self.fingerprint = QLabel("")
        self.fingerprint.setWordWrap(True)
        self.fingerprint.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.fingerprint.setAccessibleName(self.tr("The school's public key fingerprint"))
        layout.addWidget(self.fingerprint)
        row = FlowLayout()
        self.key_button = action_button(
            self.tr("Save the public key…"),
            self.tr("Save the school's public key to a file"),
            self.save_public_key,
        )
        row.addWidget(self.key_button)
        self.list_button = action_button(
            self.tr("Save the revocation list…"),
            self.tr("Save the school's signed revocation list"),
            self.save_revocation_list,
        )
        row.addWidget(self.list_button)
        layout.addLayout(row)
        return frame

    def _save_as(self, title: str, name: str, text: str, pattern: str) -> Path | None:
        chosen, _ = QFileDialog.getSaveFileName(self, title, str(self.last_folder / name), pattern)
        if not chosen:
            return None
        path = Path(chosen)
        try:
            write_atomically(path, lambda out: out.write(text.rstrip("\n") + "\n"))
        except OSError as exc:
            dialogs.show_error(
                self, arg(self.tr("%1 could not be written (%2)."), path, exc.strerror or "")
            )
            return None
        self.last_folder = path.parent
        return path

    def save_public_key(self) -> None:
        """Save the school's public key (PEM), to hand to those who check credentials."""
        from trainer.progress.identity import public_pem

        key = self.store.school_key()
        path = self._save_as(
            self.tr("Save the school's public key"),
            "school-public-key.pem",
            public_pem(key.public),
            self.tr("Public key (*.pem)"),
        )
        if path is not None:
            self.status.setText(arg(self.tr("The school's public key is saved in %1."), path))

    def save_revocation_list(self) -> None:
        """Save the school's signed revocation list."""
        path = self._save_as(
            self.tr("Save the revocation list"),
            "revocations.jwt",
            self.store.revocation_list(),
            self.tr("Revocation list (*.jwt)"),
        )
        if path is not None:
            self.status.setText(arg(self.tr("The revocation list is saved in %1."), path))

    # -- the credentials issued --------------------------------------------------------------

    def _issued_card(self) -> QWidget:
        frame, layout = card(self.tr("Signed-off table tests"))

        def state(r: CredentialRow) -> str:
            live = r.live
            if live is not None:
                return arg(self.tr("issued %1 by %2"), on_day(live.issued_at), live.issued_by)
            if r.issued:
                last = r.issued[0]
                return arg(
                    self.tr("revoked %1 by %2: %3"),
                    on_day(last.revoked_at),
                    last.revoked_by or "?",
                    last.revoked_reason or "",
                )
            return self.tr("not issued")

        self.model: RecordModel[CredentialRow] = RecordModel(
            [
                Column(self.tr("Trainee"), lambda r: r.trainee, lambda r: r.trainee.casefold()),
                Column(self.tr("Exam"), lambda r: r.exam),
                Column(
                    self.tr("Score"),
                    lambda r: score_text(r.sitting.score_percent or 0),
                    lambda r: r.sitting.score_percent or 0,
                ),
                Column(
                    self.tr("Signed off"),
                    lambda r: on_day(r.sitting.signed_off_at),
                    lambda r: r.sitting.signed_off_at,
                ),
                Column(self.tr("Credential"), state),
            ],
            self,
        )
        self.table = record_table(self.tr("Signed-off table tests and their credentials"))
        self.table.setModel(self.model)
        self.table.setMinimumHeight(140)
        self.table.selectionModel().selectionChanged.connect(lambda *_: self._selection())
        layout.addWidget(self.table, 1)
        row = FlowLayout()
        self.issue_button = action_button(
            self.tr("Issue credential"),
            self.tr("Issue the chosen table test's credential"),
            self.issue,
            primary=True,
        )
        self.save_button = action_button(
            self.tr("Save credential…"),
            self.tr("Save the chosen credential to a file"),
            self.save_credential,
        )
        self.revoke_button = action_button(
            self.tr("Revoke…"),
            self.tr("Revoke the chosen credential"),
            self.revoke,
        )
        for button in (self.issue_button, self.save_button, self.revoke_button):
            button.setEnabled(False)
            row.addWidget(button)
        layout.addLayout(row)
        return frame

    def current(self) -> CredentialRow | None:
        """The chosen sitting."""
        index = self.table.currentIndex()
        if not index.isValid() or not self.table.selectionModel().hasSelection():
            return None
        found = self.model.data(index.siblingAtColumn(0), RECORD_ROLE)
        return found if isinstance(found, CredentialRow) else None

    def select_sitting(self, sitting_id: str) -> None:
        """Choose a sitting in the table."""
        for row, record in enumerate(self.model.rows):
            if record.sitting.id == sitting_id:
                self.table.selectRow(row)
                return

    def _selection(self) -> None:
        row = self.current()
        live = None if row is None else row.live
        self.issue_button.setEnabled(row is not None and live is None)
        self.save_button.setEnabled(live is not None)
        self.revoke_button.setEnabled(live is not None)

    def issue(self) -> None:
        """Issue the chosen sitting's credential, signed with the school's key."""
        row = self.current()
        if row is None or row.live is not None:
            return
        try:
            issued = self.store.issue_credential(row.sitting.id, by=self.supervisor)
        except TrainerError as exc:
            dialogs.show_error(self, str(exc))
            return
        self.status.setText(
            arg(self.tr("%1's credential for %2 is issued and signed."), row.trainee, row.exam)
        )
        self._reload(issued.sitting_id)

    def save_credential(self) -> None:
        """Save the chosen live credential (a signed Open Badges credential, .jwt)."""
        row = self.current()
        live = None if row is None else row.live
        if row is None or live is None:
            return
        slug = "-".join(row.trainee.casefold().split()) or "credential"
        path = self._save_as(
            self.tr("Save the credential"),
            f"{slug}-credential.jwt",
            live.token,
            self.tr("Open Badges credential (*.jwt)"),
        )
        if path is not None:
            self.status.setText(arg(self.tr("%1's credential is saved in %2."), row.trainee, path))

    def revoke(self) -> None:
        """Revoke the chosen credential, after asking why."""
        row = self.current()
        live = None if row is None else row.live
        if row is None or live is None:
            return
        reason, ok = QInputDialog.getText(
            self,
            self.tr("Revoke credential"),
            arg(
                self.tr(
                    "Why is %1's credential for %2 revoked? Whoever checks it is told, with "
                    "the date."
                ),
                row.trainee,
                row.exam,
            ),
        )
        if not ok:
            return
        try:
            self.store.revoke_credential(live.id, by=self.supervisor, reason=reason)
        except TrainerError as exc:
            dialogs.show_error(self, str(exc))
            return
        self.status.setText(
            arg(
                self.tr(
                    "%1's credential for %2 is revoked; save the revocation list again for "
                    "those who check it."
                ),
                row.trainee,
                row.exam,
            )
        )
        self._reload(row.sitting.id)

    # -- checking ----------------------------------------------------------------------------

    def _check_card(self) -> QWidget:
        frame, layout = card(self.tr("Check a certificate"))
        hint = QLabel(
            self.tr(
                "Scan a certificate's code into the box, paste a credential, or open a "
                "credential file; then check it against this school's key or another's."
            )
        )
        hint.setWordWrap(True)
        layout.addWidget(hint)
        self.code = QPlainTextEdit()
        self.code.setAccessibleName(self.tr("The certificate's code or the credential"))
        self.code.setPlaceholderText(self.tr("Scan or paste here"))
        self.code.setTabChangesFocus(True)
        self.code.setFixedHeight(self.code.fontMetrics().lineSpacing() * 3 + 16)
        layout.addWidget(self.code)
        self.against = QLabel("")
        self.against.setWordWrap(True)
        layout.addWidget(self.against)
        row = FlowLayout()
        self.open_button = action_button(
            self.tr("Open a file…"),
            self.tr("Open a credential file to check"),
            self.open_credential,
        )
        self.other_key_button = action_button(
            self.tr("Another school's key…"),
            self.tr("Check against another school's key"),
            self.choose_key,
        )
        self.other_list_button = action_button(
            self.tr("Their revocation list…"),
            self.tr("Check against that school's revocation list too"),
            self.choose_list,
        )
        self.own_key_button = action_button(
            self.tr("This school's key"),
            self.tr("Check against this school's own key"),
            self.use_own_key,
        )
        self.check_button = action_button(
            self.tr("Check"),
            self.tr("Check whether it is genuine"),
            self.check,
            primary=True,
        )
        for button in (
            self.open_button,
            self.other_key_button,
            self.other_list_button,
            self.own_key_button,
            self.check_button,
        ):
            row.addWidget(button)
        layout.addLayout(row)
        self.verdict = MessageLabel("")
        self.verdict.setAccessibleName(self.tr("Whether it is genuine"))
        self.verdict.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.verdict)
        self._show_against()
        return frame

    def scroll_to_check(self) -> None:
        """Bring the "Check a certificate" panel into sight."""
        self.scroller.ensureWidgetVisible(self.check_button)
        self.scroller.ensureWidgetVisible(self.verdict)

    def _show_against(self) -> None:
        if self.key_file is None:
            self.against.setText(self.tr("Against: this school's key and its revocations."))
        elif self.list_file is None:
            self.against.setText(arg(self.tr("Against: the key in %1."), self.key_file.name))
        else:
            self.against.setText(
                arg(
                    self.tr("Against: the key in %1 and the revocation list in %2."),
                    self.key_file.name,
                    self.list_file.name,
                )
            )
        self.other_list_button.setEnabled(self.key_file is not None)
        self.own_key_button.setEnabled(self.key_file is not None)

    def _open(self, title: str, pattern: str) -> Path | None:
        chosen, _ = QFileDialog.getOpenFileName(self, title, str(self.last_folder), pattern)
        if not chosen:
            return None
        self.last_folder = Path(chosen).parent
        return Path(chosen)

    def _read(self, path: Path) -> str | None:
        try:
            with path.open("rb") as handle:
                raw = handle.read(LONGEST_FILE + 1)
            if len(raw) > LONGEST_FILE:
                raise ValueError
            return raw.decode("utf-8")
        except (OSError, ValueError):
            self._say(arg(self.tr("%1 cannot be read as a credential."), path.name), ok=False)
            return None

    def open_credential(self) -> None:
        """Put a credential file's text in the box."""
        path = self._open(
            self.tr("Open a credential"), self.tr("Credential (*.jwt *.txt);;Any file (*)")
        )
        text = None if path is None else self._read(path)
        if text is not None:
            self.code.setPlainText(text.strip())
            self.verdict.setText("")

    def choose_key(self) -> None:
        """Check against another school's public key file."""
        path = self._open(self.tr("Another school's public key"), self.tr("Public key (*.pem)"))
        if path is not None:
            self.key_file, self.list_file = path, None
            self._show_against()

    def choose_list(self) -> None:
        """Check against that school's revocation list as well."""
        path = self._open(self.tr("Their revocation list"), self.tr("Revocation list (*.jwt)"))
        if path is not None:
            self.list_file = path
            self._show_against()

    def use_own_key(self) -> None:
        """Check against this school's key again."""
        self.key_file = self.list_file = None
        self._show_against()

    def _say(self, text: str, *, ok: bool) -> None:
        self.verdict.setStyleSheet(f"color: {RIGHT if ok else WRONG}; font-weight: 600;")
        self.verdict.setText(text)

    def check(self) -> None:
        """Say in one sentence whether what is in the box is genuine."""
        from trainer.progress.identity import publics_from_pem

        text = self.code.toPlainText().strip()
        if not text:
            self._say(self.tr("Scan, paste or open a credential first."), ok=False)
            return
        try:
            public = None
            listing = None
            if self.key_file is not None:
                key_text = self._read(self.key_file)
                if key_text is None:
                    return
                public = publics_from_pem(key_text.encode("utf-8"), self.key_file.name)
                if self.list_file is not None:
                    listing = self._read(self.list_file)
                    if listing is None:
                        return
            verdict = self.store.check_credential(
                text, public=public, revocation_list=listing, what=self.tr("The text checked")
            )
        except TrainerError as exc:
            self._say(str(exc), ok=False)
            return
        self._say(verdict.sentence, ok=verdict.is_genuine)

    # -- loading -----------------------------------------------------------------------------

    def _reload(self, sitting_id: str | None = None) -> None:
        self._choose_after_load = sitting_id
        self.refresh()

    def refresh(self) -> None:
        """Reload the credentials in the background."""
        store = self.store
        run_in_background(lambda _: load_credentials(store), self._loaded, self._failed, owner=self)

    def _failed(self, exc: BaseException) -> None:
        self.status.setText(str(exc))
        self.failed.emit(str(exc))

    def _loaded(self, data: object) -> None:
        if not isinstance(data, CredentialsData):
            return
        chosen = self.current()
        keep = self._choose_after_load or (None if chosen is None else chosen.sitting.id)
        self._choose_after_load = None
        self.data = data
        self.fingerprint.setText(
            arg(self.tr("Public key fingerprint (SHA-256): %1"), data.fingerprint)
        )
        self.model.set_rows(data.rows)
        self.table.resizeColumnsToContents()
        if keep is not None:
            self.select_sitting(keep)
        elif data.rows:
            self.table.selectRow(0)
        self._selection()
        self.loaded.emit()
