"""Issue 29 in the supervisor console at a kiosk's 1024x768: issue a table test's signed
credential, save it and the school's public key, check it (genuine; against another
school's key; revoked), revoke it with a reason, and save the signed revocation list."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QInputDialog, QScrollArea

from tests.progress.conftest import FakeClock
from tests.progress.test_credentials import _passed_sitting
from trainer.progress import ProgressStore
from trainer.progress.credentials import check, read_revocations
from trainer.progress.identity import public_from_pem, public_pem
from trainer.ui.application import application
from trainer.ui.console import SupervisorConsole
from trainer.ui.console.credentials import CredentialsPage
from trainer.ui.theme import STYLE
from trainer.ui.worker import wait_for_background

pytestmark = pytest.mark.filterwarnings("ignore:EdDSA is deprecated")


def settle() -> None:
    for _ in range(4):
        assert wait_for_background(300_000)  # a hang, never a slow machine, ends it
        QApplication.processEvents()


@pytest.fixture
def school(tmp_path: Path) -> Iterator[tuple[ProgressStore, str]]:
    clock = FakeClock()
    with ProgressStore(tmp_path / "data", station="front-desk", clock=clock) as store:
        mona = store.create_first_supervisor("Mona Reyes", "246810")
        ann = store.add_trainee("Ann Kowalski")
        yield store, _passed_sitting(store, mona, ann, clock)


@pytest.fixture
def page(qtbot: Any, school: tuple[ProgressStore, str]) -> Iterator[CredentialsPage]:
    app = QApplication.instance()
    if not isinstance(app, QApplication) or app.styleSheet() != STYLE:
        application()
    store, _ = school
    console = SupervisorConsole(store, store.supervisors()[0])
    qtbot.addWidget(console)
    console.resize(1024, 768)
    console.show()
    credentials = console.credentials
    console.show_page(credentials)
    settle()
    yield credentials
    settle()
    console.close()
    console.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def _saving_to(monkeypatch: Any, path: Path) -> None:
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))


def _opening(monkeypatch: Any, path: Path) -> None:
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))


def _click(qtbot: Any, button: Any) -> None:
    assert button.isEnabled() and button.isVisible()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    settle()


def _paste(qtbot: Any, page: CredentialsPage, text: str) -> None:
    page.code.clear()
    QApplication.clipboard().setText(text)
    page.code.setFocus()
    qtbot.keyClick(page.code, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert page.code.toPlainText() == text


def test_issue_save_check_and_revoke_a_credential_from_the_console(
    qtbot: Any,
    page: CredentialsPage,
    school: tuple[ProgressStore, str],
    tmp_path: Path,
    monkeypatch: Any,
) -> None:
    store, sitting_id = school
    key = store.school_key()
    assert key.fingerprint in page.fingerprint.text()
    page.select_sitting(sitting_id)
    row = page.current()
    assert row is not None and row.live is None
    assert not page.save_button.isEnabled() and not page.revoke_button.isEnabled()

    _click(qtbot, page.issue_button)
    (issued,) = store.credentials(sitting_id=sitting_id)
    assert issued.issued_by == "Mona Reyes" and not issued.is_revoked
    assert "issued" in page.model.data(page.model.index(0, 4))
    assert not page.issue_button.isEnabled()

    saved, pem = tmp_path / "ann.jwt", tmp_path / "school.pem"
    _saving_to(monkeypatch, saved)
    _click(qtbot, page.save_button)
    assert saved.read_text().strip() == issued.token
    _saving_to(monkeypatch, pem)
    _click(qtbot, page.key_button)
    assert pem.read_text() == public_pem(key.public)
    public = public_from_pem(pem.read_bytes(), "key")
    assert check(saved.read_text(), public).is_genuine  # what a casino would do

    # Checked here, pasted as a scanner or a paste would type it.
    _paste(qtbot, page, issued.summary)
    _click(qtbot, page.check_button)
    assert page.verdict.text().startswith("Genuine: ")
    assert "Ann Kowalski passed Three Card Poker payouts" in page.verdict.text()

    # Against another school's key, chosen as a file.
    other = ProgressStore(tmp_path / "other", station="elsewhere")
    other_pem = tmp_path / "other.pem"
    other_pem.write_text(public_pem(other.school_key().public))
    other.close()
    _opening(monkeypatch, other_pem)
    _click(qtbot, page.other_key_button)
    assert "other.pem" in page.against.text()
    _click(qtbot, page.check_button)
    assert "another school's key" in page.verdict.text()
    _click(qtbot, page.own_key_button)

    # Revoked, with a reason.
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("issued in error", True))
    _click(qtbot, page.revoke_button)
    (revoked,) = store.credentials(sitting_id=sitting_id)
    assert revoked.is_revoked and revoked.revoked_reason == "issued in error"
    assert "revoked" in page.model.data(page.model.index(0, 4))
    assert page.issue_button.isEnabled()  # a new one may be issued
    _paste(qtbot, page, issued.token)
    _click(qtbot, page.check_button)
    assert page.verdict.text().startswith("Revoked: ")

    listing = tmp_path / "revocations.jwt"
    _saving_to(monkeypatch, listing)
    _click(qtbot, page.list_button)
    assert revoked.urn in read_revocations(listing.read_text(), public, where="list")


def test_the_page_fits_a_kiosk_screen(page: CredentialsPage) -> None:
    """At 1024x768 nothing is cut at the side: the page scrolls down, never across, and
    every button is inside it."""
    (scroll,) = [s for s in page.findChildren(QScrollArea) if s.parentWidget() is page]
    assert scroll.horizontalScrollBar().maximum() == 0
    for button in (
        page.issue_button,
        page.save_button,
        page.revoke_button,
        page.key_button,
        page.list_button,
        page.check_button,
        page.own_key_button,
    ):
        corner = button.mapTo(scroll.widget(), button.rect().topRight())
        assert corner.x() <= scroll.viewport().width(), button.text()
