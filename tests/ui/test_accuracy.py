"""One accuracy figure per cell, defined the same way on Home, My progress and the
console (issue 12, "Also from the walk-through"): the figure comes from
:func:`trainer.progress.accuracy_percent`, and every page shows the same one."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QAbstractItemModel, Qt
from PySide6.QtWidgets import QApplication, QPushButton

from trainer.progress import NewAttempt, ProgressStore
from trainer.quiz.model import GAME_NAMES, GAMES, Skill
from trainer.ui.console import SupervisorConsole
from trainer.ui.main_window import MainWindow
from trainer.ui.worker import wait_for_background

GAME, SKILL = "three-card-poker", Skill.PAYOUT


def _settle() -> None:
    for _ in range(4):
        assert wait_for_background(300_000)  # a hang, never a slow machine, ends it
        QApplication.processEvents()


def _accuracy_shown(model: QAbstractItemModel) -> list[str]:
    """What a console table shows in its Accuracy column, row by row."""
    (column,) = [
        c
        for c in range(model.columnCount())
        if model.headerData(c, Qt.Orientation.Horizontal) == "Accuracy"
    ]
    return [str(model.index(r, column).data()) for r in range(model.rowCount())]


def test_home_progress_and_the_console_show_one_accuracy_per_cell(
    qtbot: Any, tmp_path: Path, themed_app: QApplication
) -> None:
    """Two payouts today, one right and one a quarter right: a mean credit of 62.5%,
    which every page shows as 63% (rounded half up, not to even, never "62.5%" on one
    page and "62%" on another)."""
    with ProgressStore(tmp_path / "data", station="front-desk") as store:
        ann = store.add_trainee("Ann")
        store.create_first_supervisor("Mona", "246810")
        for seed, credit in ((1, 1.0), (2, 0.25)):
            store.record_attempt(
                NewAttempt(
                    trainee_id=ann.id,
                    game=GAME,
                    skill=SKILL.value,
                    family=f"{GAME}/payout",
                    difficulty=1,
                    seed=seed,
                    params={},
                    answer="$1.00",
                    expected="$1.00",
                    correct=credit == 1.0,
                    credit=credit,
                    response_ms=5000,
                )
            )
        window = MainWindow(store)
        qtbot.addWidget(window)
        window.show()
        _settle()
        qtbot.mouseClick(window.sign_in.buttons[ann.id], Qt.MouseButton.LeftButton)
        _settle()
        cell = f"{GAME_NAMES[GAME]}, {SKILL.heading}: "
        (home,) = [
            b for b in window.home.findChildren(QPushButton) if b.accessibleName().startswith(cell)
        ]
        assert home.text().startswith("63%\n")

        window.show_progress()
        qtbot.waitUntil(lambda: window.progress.detail is not None, timeout=60_000)
        _settle()
        item = window.progress.mastery.item(list(Skill).index(SKILL), GAMES.index(GAME))
        assert item is not None and item.text().startswith("63%\n")

        (mona,) = store.supervisors()
        console = SupervisorConsole(store, mona)
        qtbot.addWidget(console)
        console.show()
        _settle()
        assert _accuracy_shown(console.overview.proxy) == ["63%"]
        console.show_trainee(ann.id)
        _settle()
        assert _accuracy_shown(console.trainee.skill_model) == ["63%"]
        console.close()
        window._may_close = True
        window.close()
