"""House settings: a form generated from the declared settings (a combo box for a choice, a
check box for yes or no, a spin box with its unit for a number), applied through the store,
which checks each value against its declared and regulatory limits and writes the audit
log shown below the form.

Every word of the form comes from the declaration (``trainer.progress.settings``): each
setting's label, its section, its choices in words, its unit, and why a control with one
choice cannot be changed. A search box shows only the settings whose words hold what is
typed; each section folds under its heading."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QSplitter,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from trainer.errors import TrainerError
from trainer.progress import ProgressStore, SettingChange, SettingError, Supervisor
from trainer.progress.settings import (
    SECTIONS,
    SETTINGS,
    Kind,
    Setting,
    SettingValue,
    Unit,
    check_consistency,
    setting,
)
from trainer.ui.console.common import (
    Column,
    FilterProxy,
    RecordModel,
    card,
    page_title,
    record_table,
    set_widths,
    status_label,
    when,
)
from trainer.ui.layouts import Columns, WrappedLabel
from trainer.ui.theme import MUTED, RIGHT, WRONG
from trainer.ui.translation import arg
from trainer.ui.worker import Task, run_in_background
from trainer.words import translated

INT_MAX = 2**31 - 1


def label_of(spec: Setting) -> str:
    """A setting's label in the form, as declared: "Smallest chip a split pot is shared in"
    (in the language in force where the declaration marks it)."""
    return translated(spec.label)


def audit_label(spec: Setting) -> str:
    """A setting named in full, for the audit log: "Target response time for payout"."""
    title = spec.title_words()
    for lead in ("the ", "whether "):
        if title.startswith(lead):
            title = title[len(lead) :]
            break
    return title[:1].upper() + title[1:]


def choice_text(choice: int | str, spec: Setting) -> str:
    """A choice as a supervisor reads it, in the declaration's words: ``Round robin``,
    ``Schedule 3``, ``$0.25 chip``; a jurisdiction by its rules file's name."""
    return translated(spec.choice_words(choice))


def value_text(spec: Setting, text: str) -> str:
    """A stored value (audit log text) in the setting's unit: ``$5.00``, ``10%``, ``6.0 s``."""
    try:
        value = spec.from_text(text)
    except SettingError:
        return text
    if isinstance(value, bool):
        yes = QCoreApplication.translate("SettingsPage", "yes", "a yes-or-no setting's value")
        no = QCoreApplication.translate("SettingsPage", "no", "a yes-or-no setting's value")
        return yes if value else no
    if spec.kind is Kind.TEXT:
        return str(value) or QCoreApplication.translate("SettingsPage", "(not set)")
    if spec.kind is Kind.CHOICE:
        return choice_text(value if isinstance(value, int | str) else str(value), spec)
    if spec.unit is Unit.CENTS:
        return f"${Decimal(int(value)) / 100:,.2f}"
    if spec.unit is Unit.PERCENT:
        return f"{value}%"
    if spec.unit is Unit.MS:
        return f"{Decimal(int(value)) / 1000:.1f} s"
    if spec.unit is Unit.SECONDS:
        return f"{value} s"
    if spec.unit is Unit.ATTEMPTS:
        return arg(QCoreApplication.translate("SettingsPage", "%1 answers"), str(value))
    return str(value)


@dataclass(frozen=True, slots=True)
class AuditRow:
    """A line of the audit log with the setting it concerns."""

    change: SettingChange
    spec: Setting | None


class Field:
    """One setting's control, the value it holds for the store, its message line, and why
    it cannot be changed when it is greyed."""

    def __init__(self, spec: Setting, parent: QWidget) -> None:
        self.spec = spec
        self.note = QLabel(spec.why_fixed())
        self.note.setWordWrap(True)
        self.note.setStyleSheet(f"color: {MUTED};")
        self.error = QLabel("")
        self.error.setWordWrap(True)
        self.error.setStyleSheet(f"color: {WRONG};")
        self.error.setVisible(False)
        self.error.setAccessibleName(
            arg(QCoreApplication.translate("SettingsPage", "Problem with %1"), label_of(spec))
        )
        self.widget: QWidget
        name = label_of(spec)
        if spec.kind is Kind.BOOL:
            box = QCheckBox(name)
            self.widget = box
        elif spec.kind is Kind.TEXT:
            line = QLineEdit()
            line.setMaxLength(int(spec.maximum or 200))
            line.setPlaceholderText(QCoreApplication.translate("SettingsPage", "not set"))
            line.setMinimumWidth(260)
            self.widget = line
        elif spec.kind is Kind.CHOICE:
            combo = QComboBox()
            for choice in spec.allowed():
                combo.addItem(choice_text(choice, spec), choice)
            combo.setEnabled(not spec.why_fixed())
            self.widget = combo
        elif spec.kind is Kind.DECIMAL or spec.unit in (Unit.CENTS, Unit.MS):
            spin = QDoubleSpinBox()
            if spec.unit is Unit.CENTS:
                spin.setDecimals(2)
                spin.setPrefix("$")
                spin.setRange(0, self._upper(spec) / 100)
                spin.setSingleStep(0.25)
            elif spec.unit is Unit.MS:
                spin.setDecimals(1)
                spin.setSuffix(" s")
                spin.setRange(0, self._upper(spec) / 1000)
                spin.setSingleStep(0.5)
            else:
                spin.setDecimals(max(spec.places, 0))
                spin.setSuffix("%" if spec.unit is Unit.PERCENT else "")
                spin.setRange(0, 100 if spec.unit is Unit.PERCENT else self._upper(spec))
                spin.setSingleStep(0.5)
            self.widget = spin
        else:
            ispin = QSpinBox()
            ispin.setSuffix(spec.unit.suffix)
            ispin.setRange(0, 100 if spec.unit is Unit.PERCENT else int(self._upper(spec)))
            self.widget = ispin
        if isinstance(self.widget, QAbstractSpinBox):
            self.widget.setMinimumWidth(130)
            self.widget.setKeyboardTracking(False)
        self.widget.setAccessibleName(name)
        self.widget.setToolTip(spec.why_fixed() or f"{name} ({spec.key})")
        if spec.why_fixed():
            self.widget.setAccessibleDescription(spec.why_fixed())

    def matches(self, words: str) -> bool:
        """Whether the setting's label, section, key or choices hold *words* (any case)."""
        if not words:
            return True
        spec = self.spec
        told = [spec.label, spec.section, spec.key, spec.title, spec.title_words(), label_of(spec)]
        told += [choice_text(c, spec) for c in spec.allowed()]
        return all(any(w in t.casefold() for t in told) for w in words.casefold().split())

    @staticmethod
    def _upper(spec: Setting) -> float:
        # Wider than the declared limit, so that the store (not the spin box) refuses a
        # value beyond it, with its sentence naming the limit.
        top = float(spec.maximum) * 10 if spec.maximum is not None else 1e7
        return min(top, float(INT_MAX))

    def show(self, value: SettingValue) -> None:
        """Put a stored value in the control."""
        w = self.widget
        if isinstance(w, QCheckBox):
            w.setChecked(bool(value))
        elif isinstance(w, QLineEdit):
            w.setText(str(value))
            # A line longer than the field (a table-test rubric) reads from its start, and
            # whole in the tooltip.
            w.setCursorPosition(0)
            w.setToolTip(str(value))
        elif isinstance(w, QComboBox):
            w.setCurrentIndex(max(0, w.findData(value)))
        elif isinstance(w, QDoubleSpinBox):
            number = Decimal(str(value))
            if self.spec.unit is Unit.CENTS:
                number /= 100
            elif self.spec.unit is Unit.MS:
                number /= 1000
            w.setValue(float(number))
        elif isinstance(w, QSpinBox):
            w.setValue(int(value))

    def value(self) -> SettingValue:
        """The value in the control, exact, in the setting's own unit."""
        w = self.widget
        if isinstance(w, QCheckBox):
            return w.isChecked()
        if isinstance(w, QLineEdit):
            return " ".join(w.text().split())
        if isinstance(w, QComboBox):
            data = w.currentData()
            return data if isinstance(data, int | str) else str(data)
        if isinstance(w, QDoubleSpinBox):
            # The spin box holds a float; its fixed-decimal text is exact.
            text = Decimal(f"{w.value():.{w.decimals()}f}")
            if self.spec.unit is Unit.CENTS:
                return int(text * 100)
            if self.spec.unit is Unit.MS:
                return int(text * 1000)
            return text
        assert isinstance(w, QSpinBox)
        return w.value()

    def set_error(self, message: str) -> None:
        """Show (or with "", clear) the store's refusal next to the control."""
        self.error.setText(message)
        self.error.setVisible(bool(message))


class Section:
    """A card of the form: a heading that folds it (click, or Space on it), and its
    settings' rows, each shown or hidden by the search."""

    def __init__(self, title: str, parent: QWidget) -> None:
        self.title = title
        self.frame = QFrame()
        self.frame.setObjectName("card")
        layout = QVBoxLayout(self.frame)
        layout.setContentsMargins(16, 8, 16, 12)
        layout.setSpacing(6)
        self.toggle = QToolButton()
        self.toggle.setObjectName("sectionToggle")
        self.toggle.setText(title)
        self.toggle.setCheckable(True)
        self.toggle.setChecked(True)
        self.toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.toggle.setArrowType(Qt.ArrowType.DownArrow)
        self.toggle.setAccessibleName(
            arg(QCoreApplication.translate("SettingsPage", "%1 (folds the section)"), title)
        )
        self.toggle.toggled.connect(lambda _on: self._show())
        layout.addWidget(self.toggle)
        self.body = QWidget()
        self.form = QFormLayout(self.body)
        self.form.setContentsMargins(0, 0, 0, 0)
        self.form.setLabelAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.form.setFormAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        self.form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.form.setVerticalSpacing(6)
        self.form.setHorizontalSpacing(14)
        layout.addWidget(self.body)
        self.fields: list[tuple[Field, int, int | None, int]] = []
        """Each setting's rows: its control's, its reason's (if greyed), its message's."""
        self.shown = 0
        self._searching = False

    @property
    def is_open(self) -> bool:
        """Whether the supervisor left the section unfolded."""
        return self.toggle.isChecked()

    def add(self, f: Field) -> None:
        """A setting's rows: its label and control, its greyed reason, its message line."""
        row = self.form.rowCount()
        if isinstance(f.widget, QCheckBox):
            self.form.addRow(f.widget)
        else:
            label = WrappedLabel(label_of(f.spec))
            label.setMinimumHeight(f.widget.sizeHint().height())
            label.setBuddy(f.widget)
            self.form.addRow(label, f.widget)
        note = None
        if f.note.text():  # a row only where a control is greyed (the form builds faster)
            note = self.form.rowCount()
            self.form.addRow(f.note)
        self.form.addRow(f.error)
        self.fields.append((f, row, note, self.form.rowCount() - 1))
        self.shown += 1

    def search(self, words: str) -> int:
        """Show the rows whose setting holds *words* (the section's own title shows them
        all); returns how many show."""
        whole = bool(words) and all(w in self.title.casefold() for w in words.casefold().split())
        self.shown = 0
        for f, row, note, error in self.fields:
            match = whole or f.matches(words)
            self.form.setRowVisible(row, match)
            if note is not None:
                self.form.setRowVisible(note, match)
            self.form.setRowVisible(error, match and bool(f.error.text()))
            self.shown += match
        self._searching = bool(words)
        self._show()
        return self.shown

    def _show(self) -> None:
        # A search unfolds what it found; with no search, the supervisor's folding holds.
        open_ = self.is_open or self._searching
        self.toggle.setArrowType(Qt.ArrowType.DownArrow if open_ else Qt.ArrowType.RightArrow)
        self.body.setVisible(open_)
        self.frame.setVisible(self.shown > 0)


class FormScroll(QScrollArea):
    """The form's scroll area: it scrolls only up and down, so it asks for the width of
    one column of the form at its narrowest (the columns stack when there is no room for
    both), and the page is never narrower than that."""

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        holder = self.widget()
        if not isinstance(holder, Columns):
            return hint
        column = max(c.minimumSize().width() for c in holder.columns)
        bar = self.verticalScrollBar().sizeHint().width()
        return QSize(column + 6 + bar + 2 * self.frameWidth(), hint.height())


class SettingsPage(QWidget):
    """The house settings form and the audit log."""

    settings_changed = Signal()
    loaded = Signal()
    failed = Signal(str)  # one plain sentence: what could not be done

    def __init__(
        self, store: ProgressStore, supervisor: Supervisor, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.store = store
        self.supervisor = supervisor
        self.fields: dict[str, Field] = {}
        outer = QVBoxLayout(self)
        outer.setContentsMargins(24, 16, 24, 16)
        outer.setSpacing(10)
        top = QHBoxLayout()
        top.addWidget(
            page_title(
                self.tr("House settings"),
                self.tr(
                    "What this house posts; drills and exams follow it from the next "
                    "question. Every change is logged with your name."
                ),
            ),
            1,
        )
        self.revert_button = QPushButton(self.tr("Undo edits"))
        self.revert_button.setAccessibleName(self.tr("Put back the values in force"))
        self.revert_button.clicked.connect(self.show_current)
        top.addWidget(self.revert_button, 0, Qt.AlignmentFlag.AlignBottom)
        self.apply_button = QPushButton(self.tr("Apply changes"))
        self.apply_button.setObjectName("primary")
        self.apply_button.setAccessibleName(self.tr("Apply the changed settings"))
        self.apply_button.clicked.connect(self.apply)
        top.addWidget(self.apply_button, 0, Qt.AlignmentFlag.AlignBottom)
        outer.addLayout(top)
        self.message = QLabel("")
        self.message.setWordWrap(True)
        self.message.setAccessibleName(self.tr("Settings message"))
        outer.addWidget(self.message)
        find = QHBoxLayout()
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Find a setting (Ctrl+F): chip, pace, kiosk…"))
        self.search.setAccessibleName(self.tr("Find a setting"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self.find_settings)
        QShortcut(QKeySequence.StandardKey.Find, self, self.search.setFocus)
        find.addWidget(self.search, 1)
        self.fold_button = QPushButton(self.tr("Fold all"))
        self.fold_button.setAccessibleName(self.tr("Fold or unfold every section"))
        self.fold_button.clicked.connect(self._fold_all)
        find.addWidget(self.fold_button)
        outer.addLayout(find)
        self.found = QLabel("")
        self.found.setObjectName("muted")
        self.found.setVisible(False)
        outer.addWidget(self.found)

        split = QSplitter(Qt.Orientation.Vertical)
        split.setChildrenCollapsible(False)
        split.addWidget(self._form())
        split.addWidget(self._audit())
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setSizes([440, 220])
        outer.addWidget(split, 1)
        self.status = status_label()
        outer.addWidget(self.status)
        self.show_current()

    def _form(self) -> QWidget:
        grouped: dict[str, list[Setting]] = {}
        for spec in SETTINGS:
            grouped.setdefault(spec.section, []).append(spec)
        # Two columns where the screen is wide enough for both, else one.
        self.holder = holder = Columns(2)
        holder.setObjectName("formHolder")
        self.sections: list[Section] = []
        for title in (t for t in SECTIONS if t in grouped):
            section = Section(translated(title), self)
            for spec in grouped[title]:
                f = Field(spec, self)
                self.fields[spec.key] = f
                section.add(f)
            self.sections.append(section)
        self._place_sections()
        scroll = FormScroll()
        scroll.setWidget(holder)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setAccessibleName(self.tr("House settings form"))
        return scroll

    def _audit(self) -> QWidget:
        frame, layout = card(self.tr("Changes made (audit log)"))

        def setting_name(r: AuditRow) -> str:
            return audit_label(r.spec) if r.spec is not None else r.change.key

        def change(r: AuditRow) -> str:
            if r.spec is None:
                return f"{r.change.old_value} → {r.change.new_value}"
            old = value_text(r.spec, r.change.old_value)
            return f"{old} → {value_text(r.spec, r.change.new_value)}"

        self.audit_model: RecordModel[AuditRow] = RecordModel(
            [
                Column(
                    self.tr("When"),
                    lambda r: when(r.change.changed_at),
                    lambda r: r.change.changed_at.timestamp(),
                ),
                Column(self.tr("Who"), lambda r: r.change.supervisor),
                Column(self.tr("Setting"), setting_name),
                Column(self.tr("Change"), change),
            ],
            self,
        )
        proxy = FilterProxy(self)
        proxy.setSourceModel(self.audit_model)
        self.audit_table = record_table(self.tr("Settings audit log"))
        self.audit_table.setModel(proxy)
        self.audit_table.sortByColumn(0, Qt.SortOrder.DescendingOrder)
        set_widths(self.audit_table, (170, 140, 340))
        layout.addWidget(self.audit_table)
        return frame

    def _place_sections(self) -> None:
        """The sections showing in two columns, each to the shorter one so far (a search
        that leaves a few shows them side by side, not one column empty)."""
        columns = self.holder.columns
        for column in columns:
            while column.count():
                column.takeAt(0)
        heights = [0, 0]
        for section in self.sections:
            if section.shown:
                shorter = 0 if heights[0] <= heights[1] else 1
                columns[shorter].addWidget(section.frame)
                heights[shorter] += section.shown + 2
        for column in columns:
            column.addStretch(1)

    # -- finding and folding -------------------------------------------------------------

    def find_settings(self, text: str) -> None:
        """Show only the settings whose words hold *text*; say so when none does."""
        words = " ".join(text.split())
        shown = sum(section.search(words) for section in self.sections)
        self._place_sections()
        self.found.setVisible(bool(words))
        self.found.setText(
            self.tr("No setting matches that; try another word.")
            if not shown
            else self.tr("1 setting matches.")
            if shown == 1
            else arg(self.tr("%1 settings match."), str(shown))
        )

    def _fold_all(self) -> None:
        fold = any(section.is_open for section in self.sections)
        for section in self.sections:
            section.toggle.setChecked(not fold)
        self.fold_button.setText(self.tr("Unfold all") if fold else self.tr("Fold all"))

    # -- values ------------------------------------------------------------------------------

    def show_current(self) -> None:
        """Show the values in force, and clear every message."""
        current = self.store.settings()
        for key, f in self.fields.items():
            f.show(current[key])
            f.set_error("")
        self.message.setText("")

    def changed(self) -> dict[str, SettingValue]:
        """The settings whose control differs from the value in force."""
        current = self.store.settings()
        out: dict[str, SettingValue] = {}
        for key, f in self.fields.items():
            value = f.value()
            try:
                same = setting(key).coerce(value) == current[key]
            except SettingError:
                same = False
            if not same:
                out[key] = value
        return out

    def apply(self) -> int:
        """Write each changed setting through the store (nothing if any is refused);
        returns how many changed."""
        for f in self.fields.values():
            f.set_error("")
        changes = self.changed()
        if not changes:
            self._say(self.tr("Nothing to apply: no setting was changed."), ok=True)
            return 0
        refused = False
        candidate = dict(self.store.settings())
        for key, value in changes.items():
            try:
                candidate[key] = setting(key).coerce(value)
            except SettingError as exc:
                self.fields[key].set_error(str(exc))
                refused = True
        if refused:
            self._say(self.tr("Nothing was changed; see the note by the field."), ok=False)
            return 0
        try:
            check_consistency(candidate)
        except SettingError as exc:
            self._say(str(exc) + " " + self.tr("Nothing was changed."), ok=False)
            return 0
        done = self._write(changes)
        self.refresh_audit()
        if done:
            self.settings_changed.emit()
        return done

    def _write(self, changes: dict[str, SettingValue]) -> int:
        # A minimum and its maximum may need writing in either order: retry what the store
        # refused until a round writes nothing more.
        pending = dict(changes)
        done = 0
        errors: dict[str, str] = {}
        while pending:
            errors = {}
            written = 0
            for key, value in list(pending.items()):
                try:
                    self.store.change_setting(key, value, by=self.supervisor)
                except TrainerError as exc:
                    errors[key] = str(exc)
                    continue
                written += 1
                del pending[key]
            done += written
            if not written:
                break
        for key, message in errors.items():
            self.fields[key].set_error(message)
        if errors:
            self._say(
                arg(self.tr("%1 changed; the rest were refused (see the notes)."), str(done)),
                ok=False,
            )
        else:
            at = datetime.now().strftime("%H:%M")
            said = (
                arg(self.tr("1 setting changed at %1."), at)
                if done == 1
                else arg(self.tr("%1 settings changed at %2."), str(done), at)
            )
            self._say(said, ok=True)
        return done

    def _say(self, text: str, *, ok: bool) -> None:
        self.message.setText(text)
        colour = RIGHT if ok else WRONG
        self.message.setStyleSheet(f"color: {colour}; font-weight: 600;")

    # -- loading -----------------------------------------------------------------------------

    def refresh(self) -> None:
        """Show the values in force and reload the audit log."""
        self.show_current()
        self.refresh_audit()

    def refresh_audit(self) -> None:
        """Reload the audit log in the background."""
        store = self.store

        def load(_: Task) -> list[AuditRow]:
            found = []
            for change in store.settings_history():
                try:
                    spec: Setting | None = setting(change.key)
                except SettingError:
                    spec = None  # a setting since withdrawn
                found.append(AuditRow(change, spec))
            return found

        run_in_background(load, self._audit_loaded, self._failed, owner=self)

    def _failed(self, exc: BaseException) -> None:
        self.status.setText(str(exc))
        self.failed.emit(str(exc))

    def _audit_loaded(self, rows: object) -> None:
        if isinstance(rows, list):
            self.audit_model.set_rows(rows)
            self.loaded.emit()
