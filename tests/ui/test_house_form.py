"""The House settings form (issue 24, item 7): labels and choices in the declaration's
words, units on every number, a search box that filters the settings, sections that fold,
and a reason by a greyed control. Driven by real keys and clicks."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QComboBox, QSpinBox

from trainer.progress import ProgressStore
from trainer.progress.settings import SETTINGS, SETTINGS_BY_KEY, Kind
from trainer.ui.console import SupervisorConsole
from trainer.ui.console.settings import SettingsPage
from trainer.ui.worker import wait_for_background


def house_form(qtbot: Any, store: ProgressStore) -> SettingsPage:
    """The console's house settings, at 1024x768, for its first supervisor."""
    mona = store.create_first_supervisor("Mona", "246810")
    console = SupervisorConsole(store, mona)
    qtbot.addWidget(console)
    console.resize(1024, 768)
    console.show()
    console.show_page(console.house)
    return console.house


@pytest.fixture
def page(qtbot: Any, store: ProgressStore, themed_app: Any) -> Iterator[SettingsPage]:
    yield house_form(qtbot, store)
    wait_for_background()


def shows(page: SettingsPage, key: str) -> bool:
    return page.fields[key].widget.isVisibleTo(page)


def test_every_setting_is_labelled_and_worded_as_declared(page: SettingsPage) -> None:
    for spec in SETTINGS:
        f = page.fields[spec.key]
        assert f.widget.accessibleName() == spec.label
        if spec.kind is Kind.CHOICE:
            assert isinstance(f.widget, QComboBox)
            texts = [f.widget.itemText(i) for i in range(f.widget.count())]
            assert texts == [spec.choice_words(c) for c in spec.allowed()]
    split = page.fields["three-five-seven.split-unit-cents"].widget
    assert isinstance(split, QComboBox)
    assert "$0.25 chip" in [split.itemText(i) for i in range(split.count())]
    assert not any(split.itemText(i).startswith("Schedule") for i in range(split.count()))
    pace = page.fields["pace-target.three-five-seven.payout"].widget
    assert isinstance(pace, QSpinBox) and pace.suffix() == " an hour"


def test_choosing_round_robin_by_keyboard_is_applied(
    qtbot: Any, page: SettingsPage, store: ProgressStore
) -> None:
    combo = page.fields["drill.scheduler"].widget
    assert isinstance(combo, QComboBox)
    assert [combo.itemText(i) for i in range(combo.count())] == [
        "Leitner boxes",
        "FSRS",
        "Round robin",
        "Aimed at mastery",
    ]
    assert combo.currentText() == "Aimed at mastery"  # the default (docs/learning.md)
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Up)
    assert combo.currentText() == "Round robin"
    qtbot.mouseClick(page.apply_button, Qt.MouseButton.LeftButton)
    assert store.settings()["drill.scheduler"] == "round-robin"


def test_the_search_box_shows_only_the_settings_it_names(qtbot: Any, page: SettingsPage) -> None:
    assert shows(page, "kiosk.idle-timeout-seconds")
    qtbot.keyClicks(page.search, "smallest chip")
    assert shows(page, "three-five-seven.split-unit-cents")
    assert not shows(page, "kiosk.idle-timeout-seconds")
    assert not shows(page, "pace-target.three-five-seven.payout")
    found = sum(f.matches("smallest chip") for f in page.fields.values())
    assert page.found.text() == f"{found} settings match."
    # A section's own name shows all of it.
    page.search.clear()
    qtbot.keyClicks(page.search, "pace targets")
    paced = [s.key for s in SETTINGS if s.key.startswith("pace-target.")]
    assert all(shows(page, key) for key in paced)
    assert page.found.text() == f"{len(paced)} settings match."
    page.search.clear()
    qtbot.keyClicks(page.search, "zzzz")
    assert page.found.text() == "No setting matches that; try another word."
    assert not any(section.frame.isVisibleTo(page) for section in page.sections)
    page.search.clear()
    assert all(shows(page, s.key) for s in SETTINGS)
    assert not page.found.isVisibleTo(page)


def test_ctrl_f_goes_to_the_search_box(qtbot: Any, page: SettingsPage) -> None:
    field = page.fields["kiosk.idle-timeout-seconds"].widget
    page.window().activateWindow()
    field.setFocus()
    qtbot.keyClick(field, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: page.search.hasFocus(), timeout=10_000)


def test_a_section_folds_under_its_heading(qtbot: Any, page: SettingsPage) -> None:
    section = next(s for s in page.sections if s.title == "Kiosk stations")
    qtbot.mouseClick(section.toggle, Qt.MouseButton.LeftButton)
    assert not shows(page, "kiosk.idle-timeout-seconds")
    assert section.toggle.isVisibleTo(page)  # the heading stays, to unfold it
    assert shows(page, "exam.pass-mark-percent")  # other sections stay open
    # A search looks inside a folded section too, and the folding comes back after.
    qtbot.keyClicks(page.search, "idle")
    assert shows(page, "kiosk.idle-timeout-seconds")
    page.search.clear()
    assert not shows(page, "kiosk.idle-timeout-seconds")
    section.toggle.setFocus()
    qtbot.keyClick(section.toggle, Qt.Key.Key_Space)
    assert shows(page, "kiosk.idle-timeout-seconds")
    qtbot.mouseClick(page.fold_button, Qt.MouseButton.LeftButton)
    assert not any(shows(page, s.key) for s in SETTINGS)
    assert page.fold_button.text() == "Unfold all"
    qtbot.mouseClick(page.fold_button, Qt.MouseButton.LeftButton)
    assert all(shows(page, s.key) for s in SETTINGS)


def test_a_greyed_control_says_why(page: SettingsPage) -> None:
    fixed = [s for s in SETTINGS if s.why_fixed()]
    assert fixed, "every game has more than one rules file: nothing is greyed"
    for spec in fixed:
        f = page.fields[spec.key]
        assert not f.widget.isEnabled()
        assert f.note.isVisibleTo(page) and f.note.text() == spec.why_fixed()
        assert f.widget.toolTip() == spec.why_fixed()
    for spec in SETTINGS:
        if not spec.why_fixed():
            assert page.fields[spec.key].widget.isEnabled()
            assert not page.fields[spec.key].note.isVisibleTo(page)
    assert (
        "rules file" in SETTINGS_BY_KEY["casino-holdem.jurisdiction"].why_fixed()
        or len(SETTINGS_BY_KEY["casino-holdem.jurisdiction"].allowed()) > 1
    )


@pytest.mark.parametrize(("language", "words"), [("en", "language"), ("es", "idioma")])
def test_a_found_settings_label_keeps_its_room_beside_or_above_its_control(
    qtbot: Any, store: ProgressStore, themed_app: Any, language: str, words: str
) -> None:
    """At 1024x768 a search that finds the School section's language settings lays it in
    one of two columns; the form kept each control at its size and squeezed its label to
    no width at all, so the station-language box showed with nothing saying what it was
    (issue 27, longest in Spanish). A label too long to sit beside its control now goes
    above it, whole."""
    from trainer.ui.language import apply_language
    from trainer.words import Choice

    apply_language(Choice(language))
    page = house_form(qtbot, store)
    # Pasted whole, as a supervisor copies a setting's name (typed a letter at a time,
    # the early matches left the columns stacked and the section full width).
    QApplication.clipboard().setText(words)
    page.search.setFocus()
    qtbot.keyClick(page.search, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    for key in ("language.stations", "language.console"):
        qtbot.waitUntil(lambda key=key: page.fields[key].widget.isVisible(), timeout=60_000)
        control = page.fields[key].widget
        body = control.parentWidget()
        form = body.layout()
        assert form is not None
        label = form.labelForField(control)
        assert label is not None and label.isVisible()
        assert label.width() >= label.minimumSizeHint().width(), (key, label.geometry())
        assert label.height() >= label.heightForWidth(label.width()), (key, label.geometry())
        for shown in (label, control):
            assert body.rect().contains(shown.geometry()), (key, shown.geometry())
        assert not label.geometry().intersects(control.geometry())
    wait_for_background()
