"""Classes of trainees in the supervisor console, by real clicks and keys (issue 24 item 16):
made, renamed, filled and deleted; the overview and the class reports of one class; a
roster imported all or nothing; a supervisor removed, never the last."""

from __future__ import annotations

import csv
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QLineEdit, QMessageBox, QWidget

from tests.ui import test_console
from tests.ui.test_console import overview_rows, save_to, settle
from trainer.progress import ProgressStore, Supervisor
from trainer.ui.console import SupervisorConsole
from trainer.ui.console.common import RECORD_ROLE

# The console and its store, as the console's own tests build them (a class of five).
class_folder = test_console.class_folder
store = test_console.store
mona = test_console.mona
console = test_console.console

Modal = Callable[[Callable[[QWidget], None]], None]


def type_name(qtbot: Any, text: str) -> Callable[[QWidget], None]:
    """Type *text* into a name dialog's field (clearing it) and press Enter."""

    def act(dialog: QWidget) -> None:
        assert isinstance(dialog, QDialog)
        field = dialog.findChild(QLineEdit)
        assert field is not None
        field.selectAll()
        qtbot.keyClicks(field, text)
        qtbot.keyClick(field, Qt.Key.Key_Return)

    return act


def press(button: QMessageBox.StandardButton, seen: list[str]) -> Callable[[QWidget], None]:
    def act(box: QWidget) -> None:
        assert isinstance(box, QMessageBox)
        seen.append(box.text())
        box.button(button).click()

    return act


def click_row(qtbot: Any, table: Any, text: str, *, add: bool = False) -> None:
    """Click the row whose first cell reads *text* (with Ctrl to add it to the choice)."""
    model = table.model()
    for row in range(model.rowCount()):
        if model.index(row, 0).data() == text:
            rect = table.visualRect(model.index(row, 0))
            modifier = Qt.KeyboardModifier.ControlModifier if add else Qt.KeyboardModifier(0)
            qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, modifier, rect.center())
            return
    raise AssertionError(f"no row {text!r}")


def classes_of(store: ProgressStore) -> dict[str, str | None]:
    names = {c.id: c.name for c in store.cohorts.every()}
    return {t.name: names.get(t.cohort_id or 0) for t in store.trainees()}


def test_a_class_is_made_filled_renamed_and_deleted_by_clicks(
    qtbot: Any, console: SupervisorConsole, store: ProgressStore, when_modal: Modal
) -> None:
    page = console.classes
    console.show_page(page)
    when_modal(type_name(qtbot, "Evening"))
    qtbot.mouseClick(page.new_button, Qt.MouseButton.LeftButton)
    settle()
    (evening,) = store.cohorts.every()
    assert evening.name == "Evening" and "Class Evening made." in page.status.text()

    click_row(qtbot, page.trainee_table, "Ann")
    click_row(qtbot, page.trainee_table, "Carla", add=True)
    assert [t.name for t in page.chosen_trainees()] == ["Ann", "Carla"]
    assert page.target_box.currentText() == "Evening"
    qtbot.mouseClick(page.put_button, Qt.MouseButton.LeftButton)
    settle()
    assert classes_of(store) == {"Ann": "Evening", "Ben": None, "Carla": "Evening", "Eve": None}
    assert "2 trainees in Evening now." in page.status.text()
    assert store.cohorts.every()[0].members == 2

    click_row(qtbot, page.class_table, "Evening")
    when_modal(type_name(qtbot, "Evening, March"))
    qtbot.mouseClick(page.rename_button, Qt.MouseButton.LeftButton)
    settle()
    assert [c.name for c in store.cohorts.every()] == ["Evening, March"]

    # Deleting asks first; Cancel keeps the class.
    click_row(qtbot, page.class_table, "Evening, March")
    asked: list[str] = []
    when_modal(press(QMessageBox.StandardButton.No, asked))
    qtbot.mouseClick(page.delete_button, Qt.MouseButton.LeftButton)
    assert asked == [
        "Delete the class Evening, March? Its 2 trainees stay, with their answers, in no class."
    ]
    assert len(store.cohorts.every()) == 1
    when_modal(press(QMessageBox.StandardButton.Yes, asked))
    qtbot.mouseClick(page.delete_button, Qt.MouseButton.LeftButton)
    settle()
    assert store.cohorts.every() == ()
    assert classes_of(store) == dict.fromkeys(("Ann", "Ben", "Carla", "Eve"))
    assert store.attempt_count() > 0


def people_shown(page: Any) -> list[str]:
    proxy = page.trainee_proxy
    return [
        proxy.data(proxy.index(r, 0), RECORD_ROLE).trainee.name for r in range(proxy.rowCount())
    ]


def test_the_overview_people_and_class_reports_show_one_class(
    qtbot: Any, console: SupervisorConsole, store: ProgressStore, tmp_path: Path, monkeypatch: Any
) -> None:
    day = store.cohorts.add("Day")
    ann = store.find_trainee("Ann")
    store.cohorts.place([ann.id], day.id)
    console.refresh()
    settle()
    page = console.overview
    page.range.set_days(0)
    settle()
    assert {r.trainee for r in overview_rows(console)} == {"Ann", "Ben", "Carla"}
    page.class_box.setFocus()
    qtbot.keyClick(page.class_box, Qt.Key.Key_Down)  # "All classes" → "Day"
    settle()
    assert page.class_box.currentText() == "Day"
    assert {r.trainee for r in overview_rows(console)} == {"Ann"}
    assert page.headline.text().startswith("1 active trainee")
    assert page.data is not None
    assert sum(s.attempts for s in page.data.overview.skills) == 40  # Ann's answers only

    people = console.people
    people.class_box.setFocus()
    qtbot.keyClick(people.class_box, Qt.Key.Key_Down)  # "Day"
    assert people_shown(people) == ["Ann"]
    qtbot.keyClick(people.class_box, Qt.Key.Key_Down)  # "No class"
    assert people.class_box.currentText() == "No class"
    assert people_shown(people) == ["Ben", "Carla", "Eve"]

    reports = console.reports
    reports.range.set_days(0)
    reports.class_box.setFocus()
    qtbot.keyClick(reports.class_box, Qt.Key.Key_Down)
    assert reports.class_box.currentText() == "Day"
    target = tmp_path / "day.csv"
    save_to(monkeypatch, target)
    with qtbot.waitSignal(reports.finished, timeout=60_000):
        qtbot.mouseClick(reports.class_csv, Qt.MouseButton.LeftButton)
    with target.open(encoding="utf-8") as handle:
        trainees = {row["trainee"] for row in csv.DictReader(handle)}
    assert trainees == {"Ann"}


def test_a_roster_is_imported_whole_or_not_at_all(
    qtbot: Any,
    console: SupervisorConsole,
    store: ProgressStore,
    tmp_path: Path,
    monkeypatch: Any,
    when_modal: Modal,
) -> None:
    page = console.classes
    console.show_page(page)
    bad = tmp_path / "bad.csv"
    bad.write_text("name,class\nZoe Adams,Day\n,Day\nzoe adams,Evening\n", encoding="utf-8")
    roster = tmp_path / "roster.csv"
    roster.write_text("name,class\nAnn,Day\nZoe Adams,Day\nYuri Bel,Evening\n", encoding="utf-8")
    chosen = [bad]
    monkeypatch.setattr(
        "trainer.ui.console.classes.QFileDialog.getOpenFileName",
        lambda *a, **k: (str(chosen[0]), ""),
    )
    shown: list[str] = []
    when_modal(press(QMessageBox.StandardButton.Ok, shown))
    qtbot.mouseClick(page.roster_button, Qt.MouseButton.LeftButton)
    assert shown and "Line 3: A trainee's name cannot be empty." in shown[0]
    assert "Line 4: zoe adams is already on line 2." in shown[0]
    assert "nothing was changed" in shown[0]
    assert store.cohorts.every() == () and "Zoe Adams" not in classes_of(store)

    chosen[0] = roster
    qtbot.mouseClick(page.roster_button, Qt.MouseButton.LeftButton)
    settle()
    assert classes_of(store) == {
        "Ann": "Day",
        "Ben": None,
        "Carla": None,
        "Eve": None,
        "Yuri Bel": "Evening",
        "Zoe Adams": "Day",
    }
    assert not store.find_trainee("Zoe Adams").has_pin
    assert page.status.text().startswith("Roster imported: 2 new trainees, 2 new classes")
    assert {page.class_model.rows[i].name for i in range(2)} == {"Day", "Evening"}


def test_a_supervisor_is_removed_after_asking_but_never_the_last(
    qtbot: Any,
    console: SupervisorConsole,
    store: ProgressStore,
    mona: Supervisor,
    when_modal: Modal,
) -> None:
    page = console.people
    console.show_page(page)
    click_row(qtbot, page.supervisor_table, "Mona")
    qtbot.mouseClick(page.remove_supervisor_button, Qt.MouseButton.LeftButton)
    assert page.status.text() == (
        "Mona is the only supervisor, and someone must be able to open the console, so add "
        "another supervisor before removing them."
    )
    assert [s.name for s in store.supervisors()] == ["Mona"]

    store.add_supervisor("Raj", "135790", by=mona)
    page.refresh()
    settle()
    click_row(qtbot, page.supervisor_table, "Raj")
    asked: list[str] = []
    when_modal(press(QMessageBox.StandardButton.No, asked))
    qtbot.mouseClick(page.remove_supervisor_button, Qt.MouseButton.LeftButton)
    assert asked[0].startswith("Remove Raj?")
    assert [s.name for s in store.supervisors()] == ["Mona", "Raj"]
    when_modal(press(QMessageBox.StandardButton.Yes, asked))
    qtbot.mouseClick(page.remove_supervisor_button, Qt.MouseButton.LeftButton)
    settle()
    assert [s.name for s in store.supervisors()] == ["Mona"]
    assert "Raj is removed." in page.status.text()
    assert [s.name for s in page.supervisor_model.rows] == ["Mona"]
