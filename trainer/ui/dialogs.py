"""Small dialogs: the PIN pad, a new trainee's name, plain messages."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QIcon, QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from trainer.errors import TrainerError
from trainer.progress import ProgressStore, Supervisor
from trainer.ui.layouts import MessageLabel
from trainer.ui.translation import arg


def ok_cancel(dialog: QDialog) -> QDialogButtonBox:
    """OK and Cancel buttons that accept and reject *dialog*."""
    buttons = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
    )
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    return buttons


class PinDialog(QDialog):
    """A PIN pad: large digit keys, the PIN shown as dots, Enter to confirm."""

    def __init__(
        self, who: str, parent: QWidget | None = None, message: str = "", *, prompt: str = ""
    ) -> None:
        from PySide6.QtCore import Qt  # when used (issue 28: layouts.scrolling)

        super().__init__(parent)
        self.setWindowTitle(self.tr("PIN"))
        self.setModal(True)
        layout = QVBoxLayout(self)
        heading = QLabel(prompt or arg(self.tr("Enter the PIN for %1"), who))
        heading.setObjectName("question")
        heading.setWordWrap(True)
        layout.addWidget(heading)
        self.message = MessageLabel(message)
        self.message.setObjectName("muted")
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        self.field = QLineEdit()
        self.field.setEchoMode(QLineEdit.EchoMode.Password)
        self.field.setObjectName("amount")
        self.field.setAccessibleName(self.tr("PIN"))
        self.field.setMaxLength(12)
        self.field.returnPressed.connect(self.accept)
        layout.addWidget(self.field)
        grid = QGridLayout()
        keys = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "⌫", "0", "OK"]
        for i, key in enumerate(keys):
            button = QPushButton(key)
            button.setObjectName("key")
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            if key == "⌫":
                button.setAccessibleName(self.tr("Delete"))
                button.clicked.connect(self.field.backspace)
            elif key == "OK":
                button.setObjectName("primary")
                button.clicked.connect(self.accept)
            else:
                button.clicked.connect(lambda _=False, k=key: self.field.insert(k))
            grid.addWidget(button, i // 3, i % 3)
        layout.addLayout(grid)
        cancel = QPushButton(self.tr("Cancel"))
        cancel.clicked.connect(self.reject)
        layout.addWidget(cancel)
        self.field.setFocus()

    def pin(self) -> str:
        """The PIN typed."""
        return self.field.text()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        from PySide6.QtCore import Qt  # when used (issue 28: layouts.scrolling)

        if event.key() == Qt.Key.Key_Escape:
            self.reject()
            return
        super().keyPressEvent(event)


class NameDialog(QDialog):
    """Asks for a name (and, optionally, a PIN) for a new trainee."""

    def __init__(
        self,
        title: str,
        parent: QWidget | None = None,
        *,
        ask_pin: bool = True,
        prompt: str = "",
        name: str = "",
        pin_prompt: str = "",
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        layout = QVBoxLayout(self)
        label = QLabel(prompt or self.tr("Your name as it should appear on the sign-in screen:"))
        label.setWordWrap(True)
        layout.addWidget(label)
        self.name = QLineEdit(name)
        self.name.setAccessibleName(self.tr("Name"))
        self.name.setMaxLength(60)
        layout.addWidget(self.name)
        self.pin = QLineEdit()
        self.again = QLineEdit()  # the PIN typed twice: a slip would lock its owner out
        self.ask_pin = ask_pin
        if ask_pin:
            layout.addWidget(QLabel(pin_prompt or self.tr("A PIN (optional, 4 to 12 digits):")))
            layout.addWidget(self.pin)
            layout.addWidget(QLabel(self.tr("The same PIN again, to be sure:")))
            layout.addWidget(self.again)
            for field, name in ((self.pin, self.tr("PIN")), (self.again, self.tr("PIN again"))):
                field.setEchoMode(QLineEdit.EchoMode.Password)
                field.setAccessibleName(name)
                field.setMaxLength(12)
        self.error = MessageLabel("")
        self.error.setStyleSheet("color: #c0392b;")
        self.error.setWordWrap(True)
        layout.addWidget(self.error)
        layout.addWidget(ok_cancel(self))
        self.name.setFocus()

    def accept(self) -> None:
        """Close with OK only when the PIN was typed the same twice."""
        if self.ask_pin and self.pin.text() != self.again.text():
            self.error.setText(self.tr("The two PINs are not the same; type the PIN again."))
            self.again.clear()
            self.again.setFocus()
            return
        super().accept()


def show_error(parent: QWidget | None, message: str, title: str = "") -> None:
    """One plain sentence in a message box."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(title or "Dealer Trainer")
    box.setText(message)
    box.exec()


def show_info(parent: QWidget | None, message: str, title: str = "") -> None:
    """A plain message that is not a problem (what an import added, say)."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Information)
    box.setWindowTitle(title or "Dealer Trainer")
    box.setText(message)
    box.exec()


def confirm(parent: QWidget | None, question: str, title: str = "") -> bool:
    """Ask before doing what cannot be taken back; True to go ahead. The button that goes
    ahead says what it does (the title: "End exam", "Delete trainee"); the safe choice,
    Cancel, is the default, so Enter or Escape pressed without reading does nothing."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(title or "Dealer Trainer")
    box.setText(question)
    box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
    go, stay = box.button(QMessageBox.StandardButton.Yes), box.button(QMessageBox.StandardButton.No)
    if title:
        go.setText(title)
    stay.setText(QCoreApplication.translate("Dialogs", "Cancel"))
    for button in (go, stay):
        button.setIcon(QIcon())  # the style's yes-green and no-red would read backwards here
    box.setDefaultButton(QMessageBox.StandardButton.No)
    box.setEscapeButton(stay)
    box.exec()
    return box.clickedButton() is go


def choose_pin(
    parent: QWidget, name: str, prompt: str, save: Callable[[str], object], message: str = ""
) -> bool:
    """Ask for a new PIN for *name*, typed twice, and ``save`` it (the store's refusal is
    shown and the PIN asked again); whether it was saved."""
    while True:
        first = PinDialog(name, parent, message, prompt=prompt)
        if first.exec() != QDialog.DialogCode.Accepted:
            return False
        again = PinDialog(
            name,
            parent,
            prompt=QCoreApplication.translate("Dialogs", "The same PIN again, to be sure"),
        )
        if again.exec() != QDialog.DialogCode.Accepted:
            return False
        if first.pin() != again.pin():
            message = QCoreApplication.translate(
                "Dialogs", "The two PINs were not the same; please try again."
            )
            continue
        try:
            save(first.pin())
        except TrainerError as exc:
            message = str(exc)
            continue
        return True


def choose_supervisor_pin(
    parent: QWidget, store: ProgressStore, who: Supervisor, by: Supervisor, message: str = ""
) -> bool:
    """Ask for a supervisor's new PIN, typed twice, and set it; whether it was set."""
    prompt = arg(
        QCoreApplication.translate("Dialogs", "A new PIN for %1 (6 to 12 digits)"), who.name
    )
    return choose_pin(
        parent,
        who.name,
        prompt,
        lambda pin: store.change_supervisor_pin(who.id, pin, by=by),
        message,
    )
