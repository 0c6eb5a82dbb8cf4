"""The verdict shows in the room its answer had: the felt keeps its size from a question to
its verdict, and a verdict draws again only what changed (issue 28: answer to verdict in
one frame)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QObject, QRect
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from trainer.drilling import DrillPlan
from trainer.engine.games.registry import game_ids
from trainer.progress import ProgressStore
from trainer.quiz.model import AnswerKind
from trainer.ui.games.roulette_view import RouletteView
from trainer.ui.main_window import MainWindow
from trainer.ui.pages.drill import DrillPage
from trainer.ui.table_view import TableView


def _open_drill(qtbot: Any, window: MainWindow, store: ProgressStore, plan: DrillPlan) -> DrillPage:
    window.resize(1280, 800)
    window.show_home(store.add_trainee("Ann"))
    window.start_drill(plan)
    page = window.drill_page
    qtbot.waitUntil(lambda: page.question is not None and page.isVisible(), timeout=60_000)
    return page


def _settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def _answer_rightly(qtbot: Any, page: DrillPage) -> None:
    """Submit the right answer as the trainee would give it, and wait for its verdict."""
    question = page.question
    assert question is not None
    widget = page.widgets[question.kind]
    if question.kind is AnswerKind.CHOICE:
        widget.choose(question.answer)  # type: ignore[attr-defined]
    else:  # the answer as a trainee would write it, submitted as Enter does
        widget.response = lambda: question.answer_text  # type: ignore[method-assign]
        page.submit()
        del widget.response
    qtbot.waitUntil(lambda: page.showing_verdict, timeout=60_000)
    _settle()


def _where(widget: QWidget, page: DrillPage) -> QRect:
    return QRect(widget.mapTo(page, widget.rect().topLeft()), widget.size())


@pytest.mark.parametrize("game", game_ids())
def test_the_felt_keeps_its_size_and_place_from_a_question_to_its_verdict(
    qtbot: Any,
    window: MainWindow,
    store: ProgressStore,
    game: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Each answer area and each verdict were of their own height, so the felt took another
    size at almost every verdict (57-60 of 60 in every game), the page was laid out again and
    the felt and the hands' strips drawn again. The verdict now takes the answer's room: the
    felt, the strips and the question stay where they were, and the felt's layer is not
    drawn again."""
    page = _open_drill(qtbot, window, store, DrillPlan(game=game, seed=1))
    drawn: list[str] = []
    static_layer = TableView._static_layer

    def counting(view: TableView) -> Any:
        before = len(view._static)
        layer = static_layer(view)
        if len(view._static) > before or layer is not view._static.get(view._static_key()):
            drawn.append(type(view).__name__)
        return layer

    monkeypatch.setattr(TableView, "_static_layer", counting)
    for _ in range(8):
        _settle()
        question = page.question
        assert question is not None
        shown = {w: _where(w, page) for w in (page.tables, page.strip, page.question_label)}
        room = page.bottom.height()
        drawn.clear()
        _answer_rightly(qtbot, page)
        assert {w: _where(w, page) for w in shown} == shown, question.family
        assert page.bottom.height() == room, question.family
        assert drawn == [], question.family
        page.ask()


def test_a_long_explanation_scrolls_in_the_room_the_answer_had(
    qtbot: Any, window: MainWindow, store: ProgressStore
) -> None:
    """A full table's payouts are explained in over fifty lines: the verdict once grew to
    hold them all, the felt squeezed to its least and the page scrolled. Now the result and
    Next stay in the answer's room, with the felt in sight, and the explanation scrolls
    there, whole."""
    plan = DrillPlan(game="three-card-poker", family="three-card-poker/payout-full-table", seed=1)
    page = _open_drill(qtbot, window, store, plan)
    _settle()
    question = page.question
    assert question is not None
    room = page.bottom.height()
    _answer_rightly(qtbot, page)
    assert page.bottom.height() == room
    assert page.explanation_scroll.isVisible()
    assert page.explanation_scroll.verticalScrollBar().maximum() > 0
    assert page.explanation.height() > page.explanation_scroll.viewport().height()
    assert all(line.split(":")[0] in page.explanation.text() for line in question.explanation.lines)
    assert page.next_button.isVisible() and page.next_button.hasFocus()


@pytest.mark.parametrize(
    "plan",
    [
        DrillPlan(game="three-card-poker", seed=1),
        DrillPlan(game="three-five-seven", family="three-five-seven/payout-full-table", seed=1),
    ],
    ids=["three-card-poker", "payout-full-table"],
)
def test_the_explanation_is_laid_out_while_the_question_is_read_not_at_its_verdict(
    qtbot: Any,
    window: MainWindow,
    store: ProgressStore,
    monkeypatch: pytest.MonkeyPatch,
    plan: DrillPlan,
) -> None:
    """The explanation was measured at about five widths a verdict, then at one or two (the
    area's width, less the scroll bar's where it scrolls), and laid out again when drawn:
    a full table's 57 lines made the slowest verdicts. It is now laid out while the trainee
    reads the question, hidden, at the size it shows at: at the verdict it is neither
    measured nor resized (so its text is not laid out again), whether it scrolls or not."""
    page = _open_drill(qtbot, window, store, plan)
    widths: list[int] = []
    resized: list[QObject] = []
    measure = QLabel.heightForWidth

    def counting(label: QLabel, width: int) -> int:
        if label is page.explanation:
            widths.append(width)
        return measure(label, width)

    class Watch(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Resize:
                resized.append(watched)
            return False

    watch = Watch()
    page.explanation.installEventFilter(watch)
    monkeypatch.setattr(QLabel, "heightForWidth", counting)
    scrolled = 0
    for _ in range(10):
        _settle()
        widths.clear()
        resized.clear()
        _answer_rightly(qtbot, page)
        assert widths == []
        assert resized == []
        viewport = page.explanation_scroll.viewport()
        assert page.explanation.width() <= viewport.width()
        width = page.explanation.width()
        assert page.explanation.height() == measure(page.explanation, width)  # whole
        scrolled += page.explanation_scroll.verticalScrollBar().isVisible()
        page.ask()
    assert scrolled > 0  # among them, explanations that scroll


def test_a_verdict_that_needs_more_room_than_its_answer_had_takes_it(
    qtbot: Any, window: MainWindow, store: ProgressStore
) -> None:
    """The room is kept for a verdict with a few lines of its explanation; a result that
    needs more (a long reason on a narrow screen) still shows whole: the area grows rather
    than cut the result or Next."""
    page = _open_drill(qtbot, window, store, DrillPlan(game="three-card-poker", seed=1))
    _settle()
    room = page.bottom.height()
    _answer_rightly(qtbot, page)
    page.expected_label.setText("\n".join(["A reason why the answer is wrong."] * 12))
    page._fit_bottom()
    _settle()
    assert page.bottom.height() > room
    assert page.expected_label.height() >= page.expected_label.heightForWidth(
        page.expected_label.width()
    )


def _counting_updates(view: TableView, monkeypatch: pytest.MonkeyPatch) -> list[int]:
    updates: list[int] = []
    update: Callable[..., None] = view.update
    monkeypatch.setattr(view, "update", lambda *a: (updates.append(1), update(*a)))
    return updates


def test_the_table_is_not_drawn_again_for_marks_highlights_and_taps_it_has(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each question clears the table's marks, highlights and tappable spots, and a verdict
    sets those of its answer: set again as they are, nothing changes, so nothing is drawn."""
    view = TableView()
    qtbot.addWidget(view)
    view.set_marks({"S1": [1, 2]})
    view.set_highlight(["S1"])
    view.set_tappable(["S1", "S2"])
    updates = _counting_updates(view, monkeypatch)
    view.set_marks({"S1": (1, 2), "S2": []})
    view.set_highlight(("S1",))
    view.set_tappable(["S2", "S1"])
    assert updates == []
    for change in (
        lambda: view.set_highlight(["S2"]),
        lambda: view.set_marks({}),
        lambda: view.set_tappable([]),
    ):
        updates.clear()
        change()
        assert updates, "a change is drawn"
    assert view.highlighted() == frozenset({"S2"})


def test_a_spot_lit_at_a_verdict_draws_again_only_what_lies_near_it(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A spot-the-error verdict lights the seat settled wrong: the whole table was drawn
    again, every seat's cards and chips (a full table's repaint, the slowest verdicts).
    Only the spot's neighbourhood is drawn now, and the table shows what a table drawn
    whole with that spot lit shows."""
    from tests.ui.test_painting import _scene

    view, fresh = TableView(), TableView()
    for table in (view, fresh):
        qtbot.addWidget(table)
        table.set_scene(_scene("three-card-poker"))
        table.resize(1100, 620)
    view.show()
    qtbot.waitExposed(view)
    _settle()
    drawn: list[int] = []
    paint_seat = TableView._paint_seat_content

    def counting(table: TableView, painter: Any, number: int, seat: Any) -> None:
        drawn.append(number)
        paint_seat(table, painter, number, seat)

    monkeypatch.setattr(TableView, "_paint_seat_content", counting)
    view.set_highlight(["S1"])
    qtbot.waitUntil(lambda: bool(drawn), timeout=60_000)
    _settle()
    assert drawn == [1]  # seats 3 and 7 are not drawn again
    shown = view.screen().grabWindow(view.winId()).toImage()
    fresh.set_highlight(["S1"])
    assert shown == fresh.grab().toImage().convertToFormat(shown.format())


@pytest.mark.parametrize(
    "family",
    ["three-card-poker/rulings", "three-five-seven/payout", "three-five-seven/payout-full-table"],
)
def test_the_answer_widgets_are_not_drawn_again_between_an_answer_and_its_verdict(
    qtbot: Any, window: MainWindow, store: ProgressStore, family: str
) -> None:
    """Locking the answer while the store saves it drew every field, key and choice again
    greyed (and the choices were marked right and wrong), a few milliseconds before the
    verdict took their room: a quarter of a verdict's time, never seen. Nothing of the
    answer area is drawn from the answer to its verdict; it is drawn again, unlocked, at
    the next question."""
    page = _open_drill(qtbot, window, store, DrillPlan(game=family.split("/")[0], family=family))
    painted: list[QObject] = []

    class Watch(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() in (QEvent.Type.Paint, QEvent.Type.StyleChange):
                painted.append(watched)
            return False

    watch = Watch()
    for _ in range(2):
        _settle()
        question = page.question
        assert question is not None
        parts = [page.answer_area, *page.answer_area.findChildren(QWidget)]
        for part in parts:
            part.installEventFilter(watch)
        painted.clear()
        _answer_rightly(qtbot, page)
        assert painted == []
        widget = page.widgets[question.kind]
        assert not widget.isEnabled()  # locked all the same
        page.ask()
        assert widget.isEnabled()
        qtbot.waitUntil(lambda: bool(painted), timeout=60_000)  # drawn, unlocked
        for part in parts:
            part.removeEventFilter(watch)


def test_a_seat_lit_on_the_roulette_layout_at_a_verdict_does_not_draw_the_layout_again(
    qtbot: Any, window: MainWindow, store: ProgressStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Roulette's layout was drawn whole (grid, outside bets, every seat's stacks) for each
    change on it: a spot-the-error verdict lighting the seat settled wrong was roulette's
    slowest. The layout with the question's bets is drawn once for a question and size;
    what lights up is drawn over it, and the window shows what a layout drawn whole shows."""
    plan = DrillPlan(game="roulette", family="roulette/spot-the-error", seed=1)
    page = _open_drill(qtbot, window, store, plan)
    drawn: list[int] = []
    grid = RouletteView._paint_grid

    def counting(view: RouletteView, painter: Any) -> None:
        drawn.append(1)
        grid(view, painter)

    monkeypatch.setattr(RouletteView, "_paint_grid", counting)
    lit = 0
    for _ in range(8):
        _settle()
        view = page.table
        assert isinstance(view, RouletteView)
        drawn.clear()
        _answer_rightly(qtbot, page)
        assert drawn == []
        lit += bool(view.highlighted())
        shown = view.grab().toImage()
        view._kept = None  # drawn whole, afresh
        assert view.grab().toImage() == shown
        page.ask()
    assert lit > 0  # among them, verdicts that lit a seat
