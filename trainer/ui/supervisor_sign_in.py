"""A supervisor signs in with their PIN (and, on the very first run, is created)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from trainer.errors import TrainerError
from trainer.progress import AccountLockedError, ProgressStore, Supervisor
from trainer.ui.layouts import MessageLabel


class SupervisorSignInDialog(QDialog):
    """Choose your name, type your PIN on the pad; wrong PINs count toward a lockout."""

    def __init__(self, store: ProgressStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.supervisor: Supervisor | None = None
        self.setWindowTitle(self.tr("Supervisor sign-in"))
        self.setModal(True)
        layout = QVBoxLayout(self)
        title = QLabel(self.tr("Supervisors only"))
        title.setObjectName("question")
        layout.addWidget(title)
        self.name = QComboBox()
        self.name.setAccessibleName(self.tr("Supervisor"))
        for s in store.supervisors():
            self.name.addItem(s.name)
        layout.addWidget(self.name)
        self.pin = QLineEdit()
        self.pin.setEchoMode(QLineEdit.EchoMode.Password)
        self.pin.setObjectName("amount")
        self.pin.setAccessibleName(self.tr("Supervisor PIN"))
        self.pin.setMaxLength(12)
        self.pin.returnPressed.connect(self.check)
        layout.addWidget(self.pin)
        grid = QGridLayout()
        for i, key in enumerate(["1", "2", "3", "4", "5", "6", "7", "8", "9", "⌫", "0", "OK"]):
            button = QPushButton(key)
            button.setObjectName("primary" if key == "OK" else "key")
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            if key == "⌫":
                button.setAccessibleName(self.tr("Delete"))
                button.clicked.connect(self.pin.backspace)
            elif key == "OK":
                button.clicked.connect(self.check)
            else:
                button.clicked.connect(lambda _=False, k=key: self.pin.insert(k))
            grid.addWidget(button, i // 3, i % 3)
        layout.addLayout(grid)
        self.message = MessageLabel("")
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #c0392b;")
        layout.addWidget(self.message)
        cancel = QPushButton(self.tr("Cancel"))
        cancel.clicked.connect(self.reject)
        layout.addWidget(cancel)
        self.pin.setFocus()

    def check(self) -> None:
        """Check the PIN; accept on the right one, say plainly what is wrong otherwise."""
        try:
            self.supervisor = self.store.sign_in_supervisor(
                self.name.currentText(), self.pin.text()
            )
        except AccountLockedError as exc:
            self.message.setText(str(exc))
            self.pin.clear()
            return
        except TrainerError as exc:
            self.message.setText(str(exc))
            self.pin.clear()
            return
        self.accept()


class FirstSupervisorDialog(QDialog):
    """The first run: whoever installs the trainer becomes its first supervisor."""

    def __init__(self, store: ProgressStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.supervisor: Supervisor | None = None
        self.setWindowTitle(self.tr("First supervisor"))
        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr(
                "This station has no supervisor yet. The first supervisor sets the "
                "house's pay tables, runs exams and can leave kiosk mode."
            )
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.name = QLineEdit()
        self.name.setPlaceholderText(self.tr("Name"))
        self.name.setAccessibleName(self.tr("Supervisor name"))
        layout.addWidget(self.name)
        self.pin = QLineEdit()
        self.pin.setPlaceholderText(self.tr("PIN (6 to 12 digits)"))
        self.pin.setEchoMode(QLineEdit.EchoMode.Password)
        self.pin.setAccessibleName(self.tr("PIN"))
        layout.addWidget(self.pin)
        self.again = QLineEdit()
        self.again.setPlaceholderText(self.tr("The PIN again"))
        self.again.setEchoMode(QLineEdit.EchoMode.Password)
        self.again.setAccessibleName(self.tr("The PIN again"))
        layout.addWidget(self.again)
        self.message = MessageLabel("")
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #c0392b;")
        layout.addWidget(self.message)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.create_supervisor)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def create_supervisor(self) -> None:
        """Create the supervisor, or say why not."""
        if self.pin.text() != self.again.text():
            self.message.setText(self.tr("The two PINs differ; type the same PIN twice."))
            return
        try:
            self.supervisor = self.store.create_first_supervisor(self.name.text(), self.pin.text())
        except TrainerError as exc:
            self.message.setText(str(exc))
            return
        self.accept()
