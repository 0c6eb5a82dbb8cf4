"""Classes: a supervisor makes, renames and deletes classes of trainees, puts trainees in
them, and imports a roster (a CSV file of names and classes). The class chooser the
overview and reports pages filter by is here too."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise
from pathlib import Path

from PySide6.QtCore import QItemSelectionModel, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from trainer.errors import TrainerError
from trainer.progress import Cohort, ProgressStore, Trainee
from trainer.progress.cohorts import RosterError
from trainer.ui import dialogs
from trainer.ui.console.common import (
    RECORD_ROLE,
    Column,
    FilterCombo,
    FilterProxy,
    RecordModel,
    card,
    page_title,
    record_table,
    status_label,
)
from trainer.ui.dialogs import NameDialog
from trainer.ui.theme import MUTED, RIGHT, WRONG
from trainer.ui.translation import arg
from trainer.ui.worker import run_in_background

NO_CLASS = -1
"""The data of a chooser's "No class" entry (a class's id is positive)."""


def class_combo(name: str, any_text: str) -> QComboBox:
    """A choice of class, or *any_text* (all trainees); filled by :func:`fill_classes`."""
    box = FilterCombo(name)
    box.addItem(any_text, None)
    return box


def fill_classes(box: QComboBox, classes: Sequence[Cohort], *, none_text: str = "") -> None:
    """Offer these classes (after the first entry, and *none_text* for "no class" if given),
    keeping the one chosen if it is still there; no signal is sent unless the choice changed."""
    keep = box.currentData()
    first = (box.itemText(0), box.itemData(0))
    box.blockSignals(True)
    try:
        box.clear()
        box.addItem(*first)
        for cohort in classes:
            box.addItem(cohort.name, cohort.id)
        if none_text:
            box.addItem(none_text, NO_CLASS)
        index = box.findData(keep)
        box.setCurrentIndex(max(0, index))
    finally:
        box.blockSignals(False)
    if box.currentData() != keep:
        box.currentIndexChanged.emit(box.currentIndex())


@dataclass(frozen=True, slots=True)
class ClassesData:
    """What one load brings back: the classes and the active trainees."""

    classes: tuple[Cohort, ...]
    trainees: tuple[Trainee, ...]


def load_classes(store: ProgressStore) -> ClassesData:
    """The classes and the active trainees (worker thread)."""
    return ClassesData(store.cohorts.every(), store.trainees())


class ClassesPage(QWidget):
    """Classes of trainees."""

    classes_changed = Signal()
    loaded = Signal()
    failed = Signal(str)  # one plain sentence: what could not be done

    def __init__(self, store: ProgressStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.names: dict[int, str] = {}
        outer = QVBoxLayout(self)
        outer.setContentsMargins(24, 16, 24, 16)
        outer.setSpacing(10)
        outer.addWidget(
            page_title(
                self.tr("Classes"),
                self.tr(
                    "Group trainees into classes, then choose a class on the overview and "
                    "reports pages. A trainee is in one class or none."
                ),
            )
        )
        row = QHBoxLayout()
        row.setSpacing(12)
        row.addWidget(self._classes(), 1)
        row.addWidget(self._members(), 1)
        outer.addLayout(row, 1)
        self.status = status_label()
        self.status.setAccessibleName(self.tr("What the last change did"))
        outer.addWidget(self.status)
        order = (
            self.new_button,
            self.rename_button,
            self.delete_button,
            self.roster_button,
            self.class_table,
            self.target_box,
            self.put_button,
            self.trainee_table,
        )
        for before, after in pairwise(order):
            QWidget.setTabOrder(before, after)  # as they read: the buttons above each list
        self._class_selection()

    # -- the classes -------------------------------------------------------------------------

    def _classes(self) -> QWidget:
        frame, layout = card(self.tr("Classes"))
        self.class_model: RecordModel[Cohort] = RecordModel(
            [
                Column(self.tr("Class"), lambda c: c.name, lambda c: c.name.casefold()),
                Column(
                    self.tr("Trainees"),
                    lambda c: f"{c.members:,}",
                    lambda c: c.members,
                    align=Qt.AlignmentFlag.AlignRight,
                ),
            ],
            self,
        )
        proxy = FilterProxy(self)
        proxy.setSourceModel(self.class_model)
        self.class_table = record_table(self.tr("Classes"))
        self.class_table.setModel(proxy)
        self.class_table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.class_table.setColumnWidth(0, 200)
        self.class_table.selectionModel().currentRowChanged.connect(self._class_selection)
        buttons = QHBoxLayout()
        self.new_button = QPushButton(self.tr("New class"))
        self.new_button.setObjectName("primary")
        self.new_button.clicked.connect(self.new_class)
        self.rename_button = QPushButton(self.tr("Rename"))
        self.rename_button.setAccessibleName(self.tr("Rename the chosen class"))
        self.rename_button.clicked.connect(self.rename_class)
        self.delete_button = QPushButton(self.tr("Delete"))
        self.delete_button.setAccessibleName(self.tr("Delete the chosen class (its trainees stay)"))
        self.delete_button.clicked.connect(self.delete_class)
        for button in (self.new_button, self.rename_button, self.delete_button):
            buttons.addWidget(button)
        layout.addLayout(buttons)  # above the list: in sight however long the page
        roster = QLabel(
            self.tr(
                "A roster is a CSV file with a name and a class column. Trainees not here "
                "yet are added without a PIN; set each PIN on the People page."
            )
        )
        roster.setWordWrap(True)
        roster.setStyleSheet(f"color: {MUTED};")
        self.roster_button = QPushButton(self.tr("Import a roster…"))
        self.roster_button.setAccessibleName(self.tr("Import trainees and classes from a CSV file"))
        self.roster_button.clicked.connect(self.import_roster)
        layout.addWidget(self.roster_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.class_table, 1)
        layout.addWidget(roster)
        return frame

    def current_class(self) -> Cohort | None:
        """The class chosen in the list."""
        index = self.class_table.currentIndex()
        found = self.class_table.model().data(index, RECORD_ROLE) if index.isValid() else None
        return found if isinstance(found, Cohort) else None

    def select_class(self, cohort_id: int) -> None:
        """Choose a class in the list."""
        model = self.class_table.model()
        for row in range(model.rowCount()):
            found = model.data(model.index(row, 0), RECORD_ROLE)
            if isinstance(found, Cohort) and found.id == cohort_id:
                self.class_table.selectRow(row)

    def _class_selection(self) -> None:
        cohort = self.current_class()
        self.rename_button.setEnabled(cohort is not None)
        self.delete_button.setEnabled(cohort is not None)
        if cohort is not None:  # the class chosen is the one to put trainees in
            self.target_box.setCurrentIndex(max(0, self.target_box.findData(cohort.id)))

    def _ask_name(self, title: str, prompt: str, name: str = "") -> NameDialog:
        return NameDialog(title, self, ask_pin=False, prompt=prompt, name=name)

    def new_class(self) -> None:
        """Ask for a new class's name, and make it."""
        dialog = self._ask_name(self.tr("New class"), self.tr("The class's name:"))
        while dialog.exec() == QDialog.DialogCode.Accepted:
            try:
                made = self.store.cohorts.add(dialog.name.text())
            except TrainerError as exc:
                dialog.error.setText(str(exc))
                continue
            self._remember = made.id
            self._done(arg(self.tr("Class %1 made."), made.name))
            return

    def rename_class(self) -> None:
        """Give the chosen class a new name."""
        cohort = self.current_class()
        if cohort is None:
            return
        dialog = self._ask_name(
            arg(self.tr("Rename %1"), cohort.name), self.tr("The new name:"), cohort.name
        )
        while dialog.exec() == QDialog.DialogCode.Accepted:
            try:
                renamed = self.store.cohorts.rename(cohort.id, dialog.name.text())
            except TrainerError as exc:
                dialog.error.setText(str(exc))
                continue
            self._done(arg(self.tr("Class %1 is now %2."), cohort.name, renamed.name))
            return

    def delete_class(self) -> None:
        """Delete the chosen class after asking; its trainees stay, in no class."""
        cohort = self.current_class()
        if cohort is None:
            return
        question = arg(
            self.tr("Delete the class %1? Its %2 trainees stay, with their answers, in no class."),
            cohort.name,
            f"{cohort.members:,}",
        )
        if not dialogs.confirm(self, question, self.tr("Delete class")):
            return
        try:
            self.store.cohorts.delete(cohort.id)
        except TrainerError as exc:
            self._say(str(exc), ok=False)
            return
        self._done(arg(self.tr("Class %1 deleted; its trainees are kept."), cohort.name))

    def import_roster(self) -> None:
        """Choose a roster file and import it, all of it or none."""
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Import a roster"),
            "",
            self.tr("Rosters (*.csv);;All files (*)"),
        )
        if path:
            self.import_roster_from(Path(path))

    def import_roster_from(self, path: Path) -> None:
        """Import the roster at *path*; a bad one is shown line by line, nothing changed."""
        try:
            result = self.store.cohorts.import_roster(path)
        except RosterError as exc:
            self._say(str(exc), ok=False)
            dialogs.show_error(self, str(exc), self.tr("Import a roster"))
            return
        except TrainerError as exc:
            self._say(str(exc), ok=False)
            return
        self._done(result.describe())

    # -- the trainees ------------------------------------------------------------------------

    def _members(self) -> QWidget:
        frame, layout = card(self.tr("Trainees"))
        self.trainee_model: RecordModel[Trainee] = RecordModel(
            [
                Column(self.tr("Name"), lambda t: t.name, lambda t: t.name.casefold()),
                Column(
                    self.tr("Class"),
                    lambda t: self.names.get(t.cohort_id or 0, "—"),
                    lambda t: self.names.get(t.cohort_id or 0, "").casefold(),
                ),
            ],
            self,
        )
        proxy = FilterProxy(self)
        proxy.setSourceModel(self.trainee_model)
        self.trainee_table = record_table(self.tr("Trainees and their classes"))
        self.trainee_table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.trainee_table.setModel(proxy)
        self.trainee_table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.trainee_table.setColumnWidth(0, 200)
        self.trainee_table.selectionModel().selectionChanged.connect(self._trainee_selection)
        hint = QLabel(self.tr("Choose trainees (Ctrl or Shift to choose several), then a class."))
        hint.setWordWrap(True)
        hint.setStyleSheet(f"color: {MUTED};")
        layout.addWidget(hint)
        put = QHBoxLayout()
        self.target_box = QComboBox()
        self.target_box.setAccessibleName(self.tr("Class to put the chosen trainees in"))
        self.target_box.setMinimumContentsLength(10)
        put.addWidget(self.target_box, 1)
        self.put_button = QPushButton(self.tr("Put in class"))
        self.put_button.setAccessibleName(self.tr("Put the chosen trainees in that class"))
        self.put_button.clicked.connect(self.put_in_class)
        put.addWidget(self.put_button)
        layout.addLayout(put)
        layout.addWidget(self.trainee_table, 1)
        self._trainee_selection()
        return frame

    def chosen_trainees(self) -> list[Trainee]:
        """The trainees chosen in the list."""
        model = self.trainee_table.model()
        found = (
            model.data(i, RECORD_ROLE) for i in self.trainee_table.selectionModel().selectedRows()
        )
        return [t for t in found if isinstance(t, Trainee)]

    def choose_trainees(self, trainee_ids: Sequence[int]) -> None:
        """Choose these trainees in the list (and no others)."""
        model = self.trainee_table.model()
        selection = self.trainee_table.selectionModel()
        selection.clearSelection()
        flags = QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows
        for row in range(model.rowCount()):
            found = model.data(model.index(row, 0), RECORD_ROLE)
            if isinstance(found, Trainee) and found.id in trainee_ids:
                selection.select(model.index(row, 0), flags)

    def _trainee_selection(self) -> None:
        self.put_button.setEnabled(bool(self.chosen_trainees()) and self.target_box.count() > 0)

    def put_in_class(self) -> None:
        """Put the chosen trainees in the class chosen beside the button (or in none)."""
        chosen = self.chosen_trainees()
        target = self.target_box.currentData()
        if not chosen or target is None:
            return
        cohort_id = None if target == NO_CLASS else int(target)
        try:
            self.store.cohorts.place([t.id for t in chosen], cohort_id)
        except TrainerError as exc:
            self._say(str(exc), ok=False)
            return
        count = len(chosen)
        who = chosen[0].name if count == 1 else arg(self.tr("%1 trainees"), str(count))
        if cohort_id is None:
            self._done(arg(self.tr("%1 in no class now."), who))
        else:
            self._done(arg(self.tr("%1 in %2 now."), who, self.target_box.currentText()))

    # -- loading -----------------------------------------------------------------------------

    _remember: int | None = None

    def _done(self, text: str) -> None:
        self._say(text, ok=True)
        self.classes_changed.emit()
        self.refresh()

    def _say(self, text: str, *, ok: bool) -> None:
        self.status.setText(text)
        self.status.setStyleSheet(f"color: {RIGHT if ok else WRONG};")

    def refresh(self) -> None:
        """Reload the classes and trainees in the background."""
        store = self.store
        run_in_background(lambda _: load_classes(store), self._loaded, self._failed, owner=self)

    def _failed(self, exc: BaseException) -> None:
        self._say(str(exc), ok=False)
        self.failed.emit(str(exc))

    def _loaded(self, data: object) -> None:
        if not isinstance(data, ClassesData):
            return
        chosen = self.current_class()
        keep = self._remember or (chosen.id if chosen else None)
        self._remember = None
        picked = [t.id for t in self.chosen_trainees()]
        self.names = {c.id: c.name for c in data.classes}
        self.class_model.set_rows(data.classes)
        self.trainee_model.set_rows(data.trainees)
        keep_target = self.target_box.currentData()
        self.target_box.clear()
        for cohort in data.classes:
            self.target_box.addItem(cohort.name, cohort.id)
        self.target_box.addItem(self.tr("No class"), NO_CLASS)
        self.target_box.setCurrentIndex(max(0, self.target_box.findData(keep_target)))
        if keep is not None:
            self.select_class(keep)
        self.choose_trainees(picked)
        self._class_selection()
        self._trainee_selection()
        self.loaded.emit()
