"""Scoring a live table test on the house's rubric: one game of a finished sitting's exam,
each criterion given 0 to 5 points in words, the weighted score said as it is given, and
recorded once with the supervisor's name (issue 29)."""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal
from itertools import pairwise

from PySide6.QtCore import QCoreApplication, QSize, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from trainer.errors import TrainerError
from trainer.progress import ProgressStore, Supervisor, TableTest, score_text
from trainer.progress.rubric import (
    PASS_MARK_KEY,
    POINTS,
    Criterion,
    passes,
    shown_name,
    weighted_permille,
)
from trainer.progress.tabletests import rubric_of
from trainer.ui.console.common import game_name
from trainer.ui.layouts import MessageLabel, fit_to_screen, scrolling
from trainer.ui.theme import RIGHT, WRONG
from trainer.ui.translation import arg

NOT_SCORED = -1


def points_words(parent: QWidget) -> tuple[str, ...]:
    """What each number of points means, 0 to 5 (one context, whichever page asks)."""
    del parent
    return (
        QCoreApplication.translate("TableTestDialog", "0 not shown"),
        QCoreApplication.translate("TableTestDialog", "1 poor"),
        QCoreApplication.translate("TableTestDialog", "2 weak"),
        QCoreApplication.translate("TableTestDialog", "3 fair"),
        QCoreApplication.translate("TableTestDialog", "4 good"),
        QCoreApplication.translate("TableTestDialog", "5 faultless"),
    )


class TableTestDialog(QDialog):
    """Score one sitting's live table test on the house's rubric for one of its games."""

    recorded = Signal(object)  # TableTest

    def __init__(
        self,
        store: ProgressStore,
        supervisor: Supervisor,
        *,
        sitting_id: str,
        trainee: str,
        exam: str,
        games: Sequence[str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.store = store
        self.supervisor = supervisor
        self.sitting_id = sitting_id
        self.test: TableTest | None = None
        self.criteria: tuple[Criterion, ...] = ()
        self.spins: dict[str, QSpinBox] = {}
        self.mark = store.settings().int_value(PASS_MARK_KEY)
        self.setWindowTitle(self.tr("Score the table test"))
        self.setModal(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(22, 18, 22, 18)
        layout.setSpacing(10)
        heading = QLabel(arg(self.tr("%1's table test"), trainee))
        heading.setObjectName("pageTitle")
        layout.addWidget(heading)
        about = QLabel(
            arg(
                self.tr(
                    "Recorded with the sitting of “%1”. Give each criterion of the house's "
                    "rubric 0 to %2 points; the score weighs them as the rubric says, and "
                    "the test passes at %3%."
                ),
                exam,
                str(POINTS),
                str(self.mark),
            )
        )
        about.setWordWrap(True)
        # The rubric scrolls between the heading and the buttons where the screen is short
        # (a kiosk's 768 px at a scale of 1.5 leaves 512).
        body = QWidget()
        rubric = QVBoxLayout(body)
        rubric.setContentsMargins(0, 0, 6, 0)
        rubric.setSpacing(10)
        rubric.addWidget(about)
        game_row = QHBoxLayout()
        game_row.addWidget(QLabel(self.tr("Game")))
        self.game = QComboBox()
        self.game.setAccessibleName(self.tr("Game of the table test"))
        for game in games:
            self.game.addItem(game_name(game), game)
        game_row.addWidget(self.game, 1)
        rubric.addLayout(game_row)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(14)
        self.grid.setVerticalSpacing(6)
        rubric.addLayout(self.grid)
        legend = QLabel(" · ".join(points_words(self)))
        legend.setObjectName("muted")
        legend.setWordWrap(True)
        rubric.addWidget(legend)
        self.score = QLabel("")
        self.score.setWordWrap(True)
        self.score.setAccessibleName(self.tr("Score of the table test so far"))
        rubric.addWidget(self.score)
        self.error = MessageLabel("")
        self.error.setWordWrap(True)
        self.error.setStyleSheet(f"color: {WRONG};")
        self.error.setAccessibleName(self.tr("Why the table test was not recorded"))
        rubric.addWidget(self.error)
        rubric.addStretch(1)
        layout.addWidget(scrolling(body, horizontal=False), 1)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.cancel = QPushButton(self.tr("Cancel"))
        self.cancel.clicked.connect(self.reject)
        buttons.addWidget(self.cancel)
        self.record_button = QPushButton(self.tr("Record the scores"))
        self.record_button.setObjectName("primary")
        self.record_button.setDefault(True)
        self.record_button.setAccessibleName(
            self.tr("Record the table test's scores with your name (they cannot be changed)")
        )
        self.record_button.clicked.connect(self.record)
        buttons.addWidget(self.record_button)
        layout.addLayout(buttons)
        self.game.currentIndexChanged.connect(self._game_changed)
        self._game_changed()
        fit_to_screen(self, QSize(640, 600))

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        fit_to_screen(self, self.size())  # on the screen it opened on

    def _game_changed(self) -> None:
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.spins = {}
        game = self.game.currentData()
        try:
            self.criteria = rubric_of(self.store.settings(), str(game)) if game else ()
        except TrainerError as exc:  # a house's rubric the settings refuse
            self.criteria = ()
            self.error.setText(str(exc))
        words = points_words(self)
        for row, criterion in enumerate(self.criteria):
            name = QLabel(shown_name(criterion.name))
            weight = QLabel(arg(self.tr("weighs %1%"), str(criterion.weight)))
            weight.setObjectName("muted")
            spin = QSpinBox()
            spin.setRange(NOT_SCORED, POINTS)
            spin.setValue(NOT_SCORED)
            spin.setSpecialValueText(self.tr("not scored"))
            spin.setMinimumWidth(130)
            spin.setAccessibleName(
                arg(self.tr("Points for %1, 0 to %2"), shown_name(criterion.name), str(POINTS))
            )
            spin.setAccessibleDescription(" · ".join(words))
            spin.valueChanged.connect(self._scored)
            name.setBuddy(spin)
            self.grid.addWidget(name, row, 0)
            self.grid.addWidget(weight, row, 1)
            self.grid.addWidget(spin, row, 2)
            self.spins[criterion.name] = spin
        self.grid.setColumnStretch(0, 1)
        # In reading order: the game, each criterion, then cancel and record (the default).
        chain: list[QWidget] = [self.game, *self.spins.values(), self.cancel, self.record_button]
        for before, after in pairwise(chain):
            QWidget.setTabOrder(before, after)
        self._scored()

    def points(self) -> dict[str, int] | None:
        """Each criterion's points, or ``None`` while one is not scored."""
        given = {name: spin.value() for name, spin in self.spins.items()}
        return None if not given or NOT_SCORED in given.values() else given

    def _scored(self) -> None:
        points = self.points()
        self.record_button.setEnabled(points is not None)
        if points is None:
            left = sum(1 for spin in self.spins.values() if spin.value() == NOT_SCORED)
            self.score.setText(
                self.tr("1 criterion still to score.")
                if left == 1
                else arg(self.tr("%1 criteria still to score."), str(left))
            )
            self.score.setStyleSheet("")
            return
        permille = weighted_permille(self.criteria, points)
        passed = passes(self.criteria, points, self.mark)
        score = score_text(Decimal(permille) / 10)
        self.score.setText(
            arg(self.tr("Score %1: passes (pass mark %2%)."), score, str(self.mark))
            if passed
            else arg(self.tr("Score %1: not passed (pass mark %2%)."), score, str(self.mark))
        )
        self.score.setStyleSheet(f"color: {RIGHT if passed else WRONG};")

    def record(self) -> TableTest | None:
        """Record the scores and close; or say why not and stay open."""
        points = self.points()
        game = self.game.currentData()
        if points is None or not game:
            return None
        try:
            test = self.store.score_table_test(
                self.sitting_id, str(game), points, by=self.supervisor
            )
        except TrainerError as exc:
            self.error.setText(str(exc))
            return None
        self.test = test
        self.recorded.emit(test)
        self.accept()
        return test
