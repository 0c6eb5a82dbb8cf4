"""A supervisor signs in with their PIN (and, on the very first run, is created).

The PIN is checked on a worker: its hash is slow on purpose (``benchmarks/pins.py``) and
the check waits its turn for the store, which a page's query may hold for a while on a
busy machine. Meanwhile the dialog says "Checking the PIN…" with a busy bar and takes no
second press (issue 24: the dialog sat unchanged for 17-30 s)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from trainer.errors import TrainerError
from trainer.progress import ProgressStore, Supervisor
from trainer.ui.layouts import MessageLabel
from trainer.ui.worker import Task, run_in_background


class SupervisorSignInDialog(QDialog):
    """Choose your name, type your PIN on the pad; wrong PINs count toward a lockout."""

    def __init__(
        self, store: ProgressStore, parent: QWidget | None = None, *, site_url: str | None = None
    ) -> None:
        from PySide6.QtCore import Qt  # when used (issue 28: layouts.scrolling)

        super().__init__(parent)
        self.store = store
        self.site_url = site_url
        """The station's site (``--site``), if the window was given one."""
        self.supervisor: Supervisor | None = None
        self.checking = False
        """Whether a PIN is being checked (on a worker) right now."""
        self._closed = False
        self._controls: list[QWidget] = []
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
            self._controls.append(button)
        layout.addLayout(grid)
        self.busy = QProgressBar()
        self.busy.setRange(0, 0)  # no end known: a moving bar
        self.busy.setTextVisible(False)
        self.busy.setAccessibleName(self.tr("Checking the PIN"))
        self.busy.setVisible(False)
        layout.addWidget(self.busy)
        self.message = MessageLabel("")
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #c0392b;")
        layout.addWidget(self.message)
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.clicked.connect(self.reject)
        layout.addWidget(self.cancel_button)
        self._controls += [self.name, self.pin, self.cancel_button]
        self.pin.setFocus()

    def check(self) -> None:
        """Check the PIN on a worker, the dialog busy meanwhile; accept on the right one,
        say plainly what is wrong otherwise."""
        if self.checking:
            return
        name, pin, store, url = self.name.currentText(), self.pin.text(), self.store, self.site_url
        self._set_checking(True)
        self.message.setStyleSheet("")
        self.message.setText(self.tr("Checking the PIN…"))

        def work(_: Task) -> Supervisor:
            from trainer.site.authority import sign_in_supervisor

            # At a station of a site, the site checks a supervisor's first sign-in here
            # and their authority goes with the changes they make (issue 32).
            return sign_in_supervisor(store, name, pin, url)

        run_in_background(work, self._signed_in, self._refused, owner=self)

    def _set_checking(self, checking: bool) -> None:
        self.checking = checking
        self.busy.setVisible(checking)
        for control in self._controls:
            control.setEnabled(not checking)

    def _signed_in(self, supervisor: Supervisor) -> None:
        self._set_checking(False)
        if self._closed:
            return  # closed meanwhile (a kiosk's idle sign-out): it opens nothing
        self.supervisor = supervisor
        self.message.setText(self.tr("Signed in."))
        self.accept()

    def _refused(self, exc: BaseException) -> None:
        self._set_checking(False)
        self.message.setStyleSheet("color: #c0392b;")
        if isinstance(exc, TrainerError):
            self.message.setText(str(exc))
        else:  # never a traceback: the sentence, and the PIN asked again
            self.message.setText(self.tr("The PIN could not be checked; try again."))
        self.pin.clear()
        self.pin.setFocus()

    def reject(self) -> None:
        """Cancel, Esc, or a kiosk's idle sign-out: a PIN still being checked opens
        nothing (a wrong one is still counted)."""
        self._closed = True
        super().reject()


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
