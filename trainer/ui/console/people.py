"""People: trainees (add, rename, PIN, archive, restore, delete one who never answered),
supervisors (add, change PIN), and importing another station's export."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import (
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from trainer.errors import TrainerError
from trainer.progress import (
    Cohort,
    ImportResult,
    ProgressStore,
    Supervisor,
    Trainee,
    UnsealedImportError,
)
from trainer.progress.transfer_reading import describe_import
from trainer.ui import dialogs
from trainer.ui.console.classes import NO_CLASS, class_combo, fill_classes
from trainer.ui.console.common import (
    RECORD_ROLE,
    Column,
    FilterProxy,
    RecordModel,
    card,
    on_day,
    page_title,
    record_table,
    set_widths,
    status_label,
)
from trainer.ui.dialogs import NameDialog
from trainer.ui.layouts import FlowLayout
from trainer.ui.theme import MUTED, RIGHT, WRONG
from trainer.ui.translation import arg
from trainer.ui.worker import run_in_background


@dataclass(frozen=True, slots=True)
class TraineeRow:
    """A trainee and how many answers they have recorded."""

    trainee: Trainee
    answers: int


@dataclass(frozen=True, slots=True)
class PeopleData:
    """What one load brings back."""

    trainees: tuple[TraineeRow, ...]
    supervisors: tuple[Supervisor, ...]
    classes: tuple[Cohort, ...]


def load_people(store: ProgressStore) -> PeopleData:
    """Every trainee (archived too) with their answer count, and the supervisors."""
    rows = tuple(
        TraineeRow(t, store.attempt_count(t.id)) for t in store.trainees(include_archived=True)
    )
    return PeopleData(rows, store.supervisors(), store.cohorts.every())


def import_file(
    store: ProgressStore, path: Path, accepted_by: Supervisor | None = None
) -> tuple[ImportResult, list[str]]:
    """Merge an export through the same path as ``dealer-trainer import`` (worker thread):
    its seal checked; one without this school's seal only when *accepted_by* a supervisor."""
    result = store.import_file(path, accepted_by=accepted_by)
    return result, describe_import(result, path.name)


class ArchivedFilter(FilterProxy):
    """Active trainees, or everyone; of one class (or of none), or of any."""

    show_archived = False
    cohort: int | None = None  # a class's id, NO_CLASS, or None for any

    def filterAcceptsRow(
        self, source_row: int, source_parent: QModelIndex | QPersistentModelIndex
    ) -> bool:
        model = self.sourceModel()
        assert isinstance(model, RecordModel)
        row: TraineeRow = model.rows[source_row]
        in_class = self.cohort is None or (row.trainee.cohort_id or NO_CLASS) == self.cohort
        return in_class and (self.show_archived or not row.trainee.is_archived)


class PeoplePage(QWidget):
    """Who uses this station."""

    people_changed = Signal()
    loaded = Signal()
    imported = Signal(object)  # ImportResult
    failed = Signal(str)  # one plain sentence: what could not be done

    def __init__(
        self, store: ProgressStore, supervisor: Supervisor, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.store = store
        self.supervisor = supervisor
        self._remember: int | None = None  # the trainee to choose once the list reloads
        self.class_names: dict[int, str] = {}
        outer = QVBoxLayout(self)
        outer.setContentsMargins(24, 16, 24, 16)
        outer.setSpacing(10)
        outer.addWidget(page_title(self.tr("Trainees and supervisors")))
        body = QHBoxLayout()
        body.setSpacing(12)
        body.addWidget(self._trainees(), 3)
        right = QVBoxLayout()
        right.setSpacing(12)
        right.addWidget(self._supervisors(), 3)
        right.addWidget(self._import(), 2)
        body.addLayout(right, 2)
        outer.addLayout(body, 1)
        self.status = status_label()
        outer.addWidget(self.status)

    # -- trainees ----------------------------------------------------------------------------

    def _trainees(self) -> QWidget:
        frame, layout = card(self.tr("Trainees"))
        self.trainee_model: RecordModel[TraineeRow] = RecordModel(
            [
                Column(
                    self.tr("Name"), lambda r: r.trainee.name, lambda r: r.trainee.name.casefold()
                ),
                Column(
                    self.tr("PIN"),
                    lambda r: self.tr("yes") if r.trainee.has_pin else self.tr("none"),
                ),
                Column(
                    self.tr("Class"),
                    lambda r: self.class_names.get(r.trainee.cohort_id or 0, "—"),
                    lambda r: self.class_names.get(r.trainee.cohort_id or 0, "").casefold(),
                ),
                Column(
                    self.tr("Status"),
                    lambda r: self.tr("archived") if r.trainee.is_archived else self.tr("active"),
                ),
                Column(
                    self.tr("Answers"),
                    lambda r: f"{r.answers:,}",
                    lambda r: r.answers,
                    align=Qt.AlignmentFlag.AlignRight,
                ),
                Column(
                    self.tr("Added"),
                    lambda r: on_day(r.trainee.created_at),
                    lambda r: r.trainee.created_at.timestamp(),
                ),
            ],
            self,
        )
        self.trainee_proxy = ArchivedFilter(self)
        self.trainee_proxy.setSourceModel(self.trainee_model)
        self.trainee_table = record_table(self.tr("Trainees"))
        self.trainee_table.setModel(self.trainee_proxy)
        self.trainee_table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        set_widths(self.trainee_table, (180, 60, 110, 80, 80, 100))
        self.trainee_table.selectionModel().currentRowChanged.connect(self._trainee_selection)
        layout.addWidget(self.trainee_table, 1)
        self.show_archived = QCheckBox(self.tr("Show archived trainees"))
        self.show_archived.toggled.connect(self._toggle_archived)
        shown = QWidget()  # the class chooser wraps under the box where the card is narrow
        shown_row = FlowLayout(shown, spacing=12)
        shown_row.addWidget(self.show_archived)
        self.class_box = class_combo(self.tr("Class shown"), self.tr("All classes"))
        self.class_box.currentIndexChanged.connect(self._choose_class)
        shown_row.addWidget(self.class_box)
        layout.addWidget(shown)
        grid = QGridLayout()
        grid.setSpacing(8)
        self.add_button = QPushButton(self.tr("Add trainee"))
        self.add_button.setObjectName("primary")
        self.add_button.clicked.connect(self.add_trainee)
        self.rename_button = QPushButton(self.tr("Rename"))
        self.rename_button.setAccessibleName(self.tr("Rename the chosen trainee"))
        self.rename_button.clicked.connect(self.rename_trainee)
        self.pin_button = QPushButton(self.tr("Set PIN"))
        self.pin_button.setAccessibleName(self.tr("Set or reset the chosen trainee's PIN"))
        self.pin_button.clicked.connect(self.set_pin)
        self.clear_pin_button = QPushButton(self.tr("Clear PIN"))
        self.clear_pin_button.setAccessibleName(self.tr("Remove the chosen trainee's PIN"))
        self.clear_pin_button.clicked.connect(self.clear_pin)
        self.archive_button = QPushButton(self.tr("Archive"))
        self.archive_button.setAccessibleName(self.tr("Archive or restore the chosen trainee"))
        self.archive_button.clicked.connect(self.archive_or_restore)
        self.delete_button = QPushButton(self.tr("Delete"))
        self.delete_button.setAccessibleName(
            self.tr("Delete the chosen trainee (only one with no answers)")
        )
        self.delete_button.clicked.connect(self.delete_trainee)
        buttons = (
            self.add_button,
            self.rename_button,
            self.pin_button,
            self.clear_pin_button,
            self.archive_button,
            self.delete_button,
        )
        for i, button in enumerate(buttons):
            grid.addWidget(button, i // 3, i % 3)
        layout.addLayout(grid)
        self._trainee_selection()
        return frame

    def current_trainee(self) -> TraineeRow | None:
        """The trainee chosen in the list."""
        index = self.trainee_table.currentIndex()
        row = self.trainee_proxy.data(index, RECORD_ROLE) if index.isValid() else None
        return row if isinstance(row, TraineeRow) else None

    def select_trainee(self, trainee_id: int) -> bool:
        """Choose a trainee in the list (True if shown)."""
        for row in range(self.trainee_proxy.rowCount()):
            found = self.trainee_proxy.data(self.trainee_proxy.index(row, 0), RECORD_ROLE)
            if isinstance(found, TraineeRow) and found.trainee.id == trainee_id:
                self.trainee_table.selectRow(row)
                return True
        return False

    def _choose_class(self) -> None:
        with self.trainee_proxy.changing():
            self.trainee_proxy.cohort = self.class_box.currentData()
        self._trainee_selection()

    def _toggle_archived(self, on: bool) -> None:
        with self.trainee_proxy.changing():
            self.trainee_proxy.show_archived = on
        self._trainee_selection()

    def _trainee_selection(self) -> None:
        row = self.current_trainee()
        chosen = row is not None
        for button in (self.rename_button, self.pin_button, self.archive_button):
            button.setEnabled(chosen)
        self.clear_pin_button.setEnabled(row is not None and row.trainee.has_pin)
        self.delete_button.setEnabled(row is not None and row.answers == 0)
        archived = row is not None and row.trainee.is_archived
        self.archive_button.setText(self.tr("Restore") if archived else self.tr("Archive"))

    def _done(self, text: str) -> None:
        self._say(text, ok=True)
        self.people_changed.emit()
        self.refresh()

    def _say(self, text: str, *, ok: bool) -> None:
        self.status.setText(text)
        self.status.setStyleSheet(f"color: {RIGHT if ok else WRONG};")

    def add_trainee(self) -> None:
        """Ask for a new trainee's name and PIN, and add them."""
        dialog = NameDialog(
            self.tr("New trainee"),
            self,
            prompt=self.tr("The trainee's name as it should appear on the sign-in screen:"),
        )
        while dialog.exec() == QDialog.DialogCode.Accepted:
            try:
                trainee = self.store.add_trainee(dialog.name.text(), dialog.pin.text() or None)
            except TrainerError as exc:
                dialog.error.setText(str(exc))
                continue
            self._remember = trainee.id
            self._done(arg(self.tr("%1 added."), trainee.name))
            return

    def rename_trainee(self) -> None:
        """Give the chosen trainee a new name."""
        row = self.current_trainee()
        if row is None:
            return
        dialog = NameDialog(
            arg(self.tr("Rename %1"), row.trainee.name),
            self,
            ask_pin=False,
            prompt=self.tr("The new name, as it should appear on the sign-in screen:"),
            name=row.trainee.name,
        )
        while dialog.exec() == QDialog.DialogCode.Accepted:
            try:
                trainee = self.store.rename_trainee(row.trainee.id, dialog.name.text())
            except TrainerError as exc:
                dialog.error.setText(str(exc))
                continue
            self._done(arg(self.tr("%1 is now %2."), row.trainee.name, trainee.name))
            return

    def set_pin(self) -> None:
        """Set (or reset, when forgotten) the chosen trainee's PIN, typed twice."""
        row = self.current_trainee()
        if row is None:
            return
        trainee = row.trainee
        prompt = arg(self.tr("A new PIN for %1 (4 to 12 digits)"), trainee.name)
        if dialogs.choose_pin(
            self, trainee.name, prompt, lambda pin: self.store.set_trainee_pin(trainee.id, pin)
        ):
            self._done(arg(self.tr("%1 has a new PIN."), trainee.name))

    def clear_pin(self) -> None:
        """Remove the chosen trainee's PIN, after asking."""
        row = self.current_trainee()
        if row is None or not row.trainee.has_pin:
            return
        question = arg(
            self.tr("Remove %1's PIN? Anyone at this station could then sign in as them."),
            row.trainee.name,
        )
        if not dialogs.confirm(self, question, self.tr("Clear PIN")):
            return
        try:
            self.store.set_trainee_pin(row.trainee.id, None)
        except TrainerError as exc:
            self._say(str(exc), ok=False)
            return
        self._done(arg(self.tr("%1 signs in without a PIN now."), row.trainee.name))

    def archive_or_restore(self) -> None:
        """Archive the chosen trainee (after asking), or restore an archived one."""
        row = self.current_trainee()
        if row is None:
            return
        name = row.trainee.name
        try:
            if row.trainee.is_archived:
                self.store.restore_trainee(row.trainee.id)
                self._done(arg(self.tr("%1 is back in the class."), name))
                return
            question = arg(
                self.tr(
                    "Archive %1? Their %2 answers are kept. They leave the sign-in screen and "
                    "the class figures, and you can restore them at any time."
                ),
                name,
                f"{row.answers:,}",
            )
            if not dialogs.confirm(self, question, self.tr("Archive trainee")):
                return
            self.store.archive_trainee(row.trainee.id)
        except TrainerError as exc:
            self._say(str(exc), ok=False)
            return
        self._done(arg(self.tr("%1 archived; their answers are kept."), name))

    def delete_trainee(self) -> None:
        """Delete the chosen trainee, who has no answers, after asking."""
        row = self.current_trainee()
        if row is None or row.answers:
            return
        question = arg(
            self.tr("Delete %1 for good? They have no answers recorded. This cannot be undone."),
            row.trainee.name,
        )
        if not dialogs.confirm(self, question, self.tr("Delete trainee")):
            return
        try:
            self.store.delete_trainee(row.trainee.id)
        except TrainerError as exc:
            self._say(str(exc), ok=False)
            return
        self._done(arg(self.tr("%1 deleted."), row.trainee.name))

    # -- supervisors -------------------------------------------------------------------------

    def _supervisors(self) -> QWidget:
        frame, layout = card(self.tr("Supervisors"))
        self.supervisor_model: RecordModel[Supervisor] = RecordModel(
            [
                Column(self.tr("Name"), lambda s: s.name, lambda s: s.name.casefold()),
                Column(
                    self.tr("Since"),
                    lambda s: on_day(s.created_at),
                    lambda s: s.created_at.timestamp(),
                ),
            ],
            self,
        )
        proxy = FilterProxy(self)
        proxy.setSourceModel(self.supervisor_model)
        self.supervisor_table = record_table(self.tr("Supervisors"))
        self.supervisor_table.setModel(proxy)
        self.supervisor_table.setColumnWidth(0, 200)
        layout.addWidget(self.supervisor_table, 1)
        # The buttons wrap under each other where the card is narrow (a scale of 1.5).
        buttons = QWidget()
        row = FlowLayout(buttons, spacing=8)
        add = QPushButton(self.tr("Add supervisor"))
        add.clicked.connect(self.add_supervisor)
        row.addWidget(add)
        self.supervisor_pin_button = QPushButton(self.tr("Change PIN"))
        self.supervisor_pin_button.setAccessibleName(
            self.tr("Change the chosen supervisor's PIN (yours if none is chosen)")
        )
        self.supervisor_pin_button.clicked.connect(self.change_supervisor_pin)
        row.addWidget(self.supervisor_pin_button)
        self.remove_supervisor_button = QPushButton(self.tr("Remove"))
        self.remove_supervisor_button.setAccessibleName(self.tr("Remove the chosen supervisor"))
        self.remove_supervisor_button.clicked.connect(self.remove_supervisor)
        row.addWidget(self.remove_supervisor_button)
        layout.addWidget(buttons)
        return frame

    def current_supervisor(self) -> Supervisor:
        """The supervisor chosen in the list, else the one signed in."""
        index = self.supervisor_table.currentIndex()
        found = self.supervisor_table.model().data(index, RECORD_ROLE) if index.isValid() else None
        return found if isinstance(found, Supervisor) else self.supervisor

    def add_supervisor(self) -> None:
        """Ask for a new supervisor's name and PIN, and add them."""
        dialog = NameDialog(
            self.tr("New supervisor"),
            self,
            prompt=self.tr("The supervisor's name:"),
            pin_prompt=self.tr("Their PIN (6 to 12 digits; they can change it later):"),
        )
        while dialog.exec() == QDialog.DialogCode.Accepted:
            try:
                added = self.store.add_supervisor(
                    dialog.name.text(), dialog.pin.text(), by=self.supervisor
                )
            except TrainerError as exc:
                dialog.error.setText(str(exc))
                continue
            self._done(arg(self.tr("%1 can now open the console."), added.name))
            return

    def remove_supervisor(self) -> None:
        """Remove the chosen supervisor, after asking (never the last one, nor yourself)."""
        index = self.supervisor_table.currentIndex()
        who = self.supervisor_table.model().data(index, RECORD_ROLE) if index.isValid() else None
        if not isinstance(who, Supervisor):
            self._say(self.tr("Choose the supervisor to remove in the list first."), ok=False)
            return
        question = arg(
            self.tr(
                "Remove %1? They can no longer open the console; what they did keeps their name."
            ),
            who.name,
        )
        last = len(self.supervisor_model.rows) <= 1  # refused below: nothing to ask
        if not last and not dialogs.confirm(self, question, self.tr("Remove supervisor")):
            return
        try:
            self.store.remove_supervisor(who.id, by=self.supervisor)
        except TrainerError as exc:
            self._say(str(exc), ok=False)
            return
        self._done(arg(self.tr("%1 is removed."), who.name))

    def change_supervisor_pin(self) -> None:
        """Set a supervisor's PIN, typed twice."""
        who = self.current_supervisor()
        if dialogs.choose_supervisor_pin(self, self.store, who, self.supervisor):
            self._done(arg(self.tr("%1's PIN is changed."), who.name))

    # -- import ------------------------------------------------------------------------------

    def _import(self) -> QWidget:
        frame, layout = card(self.tr("Answers from another station"))
        text = QLabel(
            self.tr(
                "Bring in an export (CSV or JSON) written on another station. Answers "
                "already here are skipped, so importing twice adds nothing."
            )
        )
        text.setWordWrap(True)
        text.setStyleSheet(f"color: {MUTED};")
        layout.addWidget(text)
        self.import_button = QPushButton(self.tr("Import an export…"))
        self.import_button.setAccessibleName(self.tr("Import another station's export"))
        self.import_button.clicked.connect(self.import_export)
        layout.addWidget(self.import_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.import_result = QLabel("")
        self.import_result.setWordWrap(True)
        self.import_result.setAccessibleName(self.tr("What the last import added"))
        layout.addWidget(self.import_result)
        layout.addStretch(1)
        return frame

    def import_export(self) -> None:
        """Choose an export file and merge it in the background; then say what was added."""
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Import an export"),
            "",
            self.tr("Dealer Trainer exports (*.csv *.json);;All files (*)"),
        )
        if not path:
            return
        self._import_in_background(Path(path), None)

    def _import_in_background(self, target: Path, accepted_by: Supervisor | None) -> None:
        self.import_button.setEnabled(False)
        self.import_result.setText(arg(self.tr("Importing %1…"), target.name))
        store = self.store
        run_in_background(
            lambda _: import_file(store, target, accepted_by),
            self._imported,
            lambda exc: self._import_failed(exc, target, accepted_by),
            owner=self,
        )

    def _import_failed(
        self, exc: BaseException, target: Path, accepted_by: Supervisor | None
    ) -> None:
        self.import_button.setEnabled(True)
        if isinstance(exc, UnsealedImportError) and accepted_by is None:
            question = arg(
                self.tr(
                    "%1 Accept its answers as %2? They will be marked as not sealed by this "
                    "school, and exam answers among them join no exam sitting."
                ),
                str(exc),
                self.supervisor.name,
            )
            if dialogs.confirm(self, question, self.tr("Accept")):
                self._import_in_background(target, self.supervisor)
                return
        message = str(exc) if isinstance(exc, TrainerError) else repr(exc)
        self.import_result.setText(message)
        self.import_result.setStyleSheet(f"color: {WRONG};")
        dialogs.show_error(self, message, self.tr("Import"))

    def _imported(self, outcome: object) -> None:
        self.import_button.setEnabled(True)
        if not isinstance(outcome, tuple):
            return
        result, lines = outcome
        summary = "\n".join(lines)
        self.import_result.setText(summary)
        self.import_result.setStyleSheet("")
        self.people_changed.emit()
        self.refresh()
        self.imported.emit(result)
        dialogs.show_info(self, summary, self.tr("Import"))

    # -- loading -----------------------------------------------------------------------------

    def refresh(self) -> None:
        """Reload trainees and supervisors in the background."""
        store = self.store
        run_in_background(lambda _: load_people(store), self._loaded, self._failed, owner=self)

    def _failed(self, exc: BaseException) -> None:
        self._say(str(exc), ok=False)
        self.failed.emit(str(exc))

    def _loaded(self, data: object) -> None:
        if not isinstance(data, PeopleData):
            return
        chosen = self.current_trainee()
        keep = self._remember or (chosen.trainee.id if chosen else None)
        self._remember = None
        self.class_names = {c.id: c.name for c in data.classes}
        fill_classes(self.class_box, data.classes, none_text=self.tr("No class"))
        self.trainee_model.set_rows(data.trainees)
        self.supervisor_model.set_rows(data.supervisors)
        if keep is not None:
            self.select_trainee(keep)
        self._trainee_selection()
        self.loaded.emit()
