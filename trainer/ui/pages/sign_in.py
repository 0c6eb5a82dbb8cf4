"""Sign in: every active trainee as a large button, a PIN pad where they have a PIN, and
"new trainee"."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from trainer.errors import TrainerError
from trainer.progress.glance import Listed
from trainer.ui.translation import arg

if TYPE_CHECKING:
    from trainer.progress import ProgressStore

COLUMNS = 4


class SignInPage(QWidget):
    """The first screen: choose yourself, enter your PIN if you have one. Its trainees are
    listed by :meth:`refresh`, called once the page is in its window (MainWindow).

    *store* gives the store, opened if it was not yet (the window shows this page from a
    glance at the store, trainer.progress.glance, and opens it once the page has painted),
    or ``None`` when it could not be opened (the window has said why and is closing)."""

    signed_in = Signal(object)  # Trainee
    supervisor_requested = Signal()

    def __init__(
        self,
        store: Callable[[], ProgressStore | None],
        parent: QWidget | None = None,
        *,
        allow_new: bool = True,
    ) -> None:
        super().__init__(parent)
        self.store = store
        self.allow_new = allow_new
        outer = QVBoxLayout(self)
        outer.setContentsMargins(48, 36, 48, 36)
        title = QLabel(self.tr("Dealer Trainer"))
        title.setObjectName("title")
        outer.addWidget(title)
        subtitle = QLabel(self.tr("Who is drilling? Tap your name."))
        subtitle.setObjectName("subtitle")
        outer.addWidget(subtitle)
        self.scroll_area = QScrollArea()
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        outer.addWidget(self.scroll_area, 1)
        bottom = QHBoxLayout()
        self.new_button = QPushButton(self.tr("New trainee"))
        self.new_button.setObjectName("big")
        self.new_button.setAccessibleName(self.tr("Add a new trainee"))
        self.new_button.clicked.connect(self.add_trainee)
        bottom.addWidget(self.new_button)
        if not allow_new:
            self.new_button.hide()  # after it has a parent: a parentless widget would flash
        bottom.addStretch(1)
        self.supervisor_button = QPushButton(self.tr("Supervisor"))
        self.supervisor_button.setAccessibleName(self.tr("Open the supervisor console"))
        self.supervisor_button.clicked.connect(self.supervisor_requested)
        bottom.addWidget(self.supervisor_button)
        outer.addLayout(bottom)
        self.buttons: dict[int, QPushButton] = {}
        self.trainees: tuple[Listed, ...] = ()
        """The trainees listed, as the buttons show them."""

    def refresh(self, *, focus: bool = True, trainees: Sequence[Listed] | None = None) -> None:
        """Reload the list of active trainees (the first of them focused, if *focus*):
        *trainees* as a glance at the store listed them, else as the store lists them."""
        if trainees is None:
            store = self.store()
            if store is None:
                return
            trainees = self.listed(store)
        self.trainees = tuple(trainees)
        holder = QWidget()
        grid = QGridLayout(holder)
        grid.setSpacing(14)
        self.buttons = {}
        for i, trainee in enumerate(trainees):
            label = trainee.name + ("  · PIN" if trainee.has_pin else "")
            button = QPushButton(label)
            button.setObjectName("big")
            button.setAccessibleName(arg(self.tr("Sign in as %1"), trainee.name))
            button.clicked.connect(lambda _=False, t=trainee: self.sign_in(t))
            grid.addWidget(button, i // COLUMNS, i % COLUMNS)
            self.buttons[trainee.id] = button
        if not trainees:
            empty = QLabel(self.tr("No trainees yet. Tap \u201cNew trainee\u201d to start."))
            empty.setObjectName("subtitle")
            grid.addWidget(empty, 0, 0)
        grid.setRowStretch(grid.rowCount(), 1)
        self.scroll_area.setWidget(holder)
        first = next(iter(self.buttons.values()), None)
        if first is not None and focus:
            first.setFocus()  # Qt's OtherFocusReason

    @staticmethod
    def listed(store: ProgressStore) -> tuple[Listed, ...]:
        """The active trainees as this page lists them."""
        return tuple(Listed(t.id, t.name, t.has_pin) for t in store.trainees())

    def sign_in(self, trainee: Listed) -> None:
        """Sign a trainee in, asking for the PIN where they have one (a tap before the store
        has opened waits for it: the store opens then)."""
        from PySide6.QtWidgets import QDialog  # on first use (issue 28)

        # The dialogs on first use: the first screen shows without them (issue 28).
        from trainer.progress import AccountLockedError, WrongPinError
        from trainer.ui.dialogs import PinDialog, show_error

        store = self.store()
        if store is None:
            return

        pin: str | None = None
        message = ""
        while True:
            if trainee.has_pin:
                dialog = PinDialog(trainee.name, self, message)
                if dialog.exec() != QDialog.DialogCode.Accepted:
                    return
                pin = dialog.pin()
            try:
                signed = store.sign_in_trainee(trainee.id, pin)
            except AccountLockedError as exc:
                show_error(self, str(exc))
                return
            except WrongPinError as exc:
                message = str(exc)
                trainee = trainee._replace(has_pin=True)  # one set since the list was read
                continue
            except TrainerError as exc:
                show_error(self, str(exc))
                return
            self.signed_in.emit(signed)
            return

    def add_trainee(self) -> None:
        """Ask for a new trainee's name (and PIN), add them and sign them in."""
        from PySide6.QtWidgets import QDialog  # on first use (issue 28)

        from trainer.ui.dialogs import NameDialog

        store = self.store()
        if store is None:
            return
        dialog = NameDialog(self.tr("New trainee"), self)
        while dialog.exec() == QDialog.DialogCode.Accepted:
            try:
                trainee = store.add_trainee(dialog.name.text(), dialog.pin.text() or None)
            except TrainerError as exc:
                dialog.error.setText(str(exc))
                continue
            self.refresh()
            self.signed_in.emit(trainee)
            return
