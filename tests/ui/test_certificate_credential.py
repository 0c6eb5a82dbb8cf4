"""Issue 29: the printed certificate carries its credential as a QR code (the signed
summary, which verifies with the school's public key) and the key's fingerprint; a
certificate is not printed over a revoked credential."""

from __future__ import annotations

import base64
from decimal import Decimal
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import jwt
import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QImage, QPainter
from PySide6.QtPdf import QPdfDocument

from tests.progress.conftest import FakeClock
from tests.progress.test_credentials import _passed_sitting
from tests.ui.test_reports import pdf_text
from trainer.errors import TrainerError
from trainer.progress import ProgressStore
from trainer.progress.credentials import check
from trainer.ui.reports import certificate_pdf
from trainer.ui.reports.certificate import QR_MOST, qr_modules, qr_text


def _school(tmp_path: Path) -> tuple[ProgressStore, str]:
    store = ProgressStore(tmp_path / "data", station="kiosk-1", clock=FakeClock())
    mona = store.create_first_supervisor("Mona Reyes", "246810")
    ana = store.add_trainee("Ana Ruiz")
    return store, _passed_sitting(store, mona, ana, FakeClock())


def _read_code(path: Path) -> tuple[tuple[bool, ...], ...]:
    """The QR code's modules read back off the rendered page (its only pure-black marks)."""
    document = QPdfDocument()
    assert document.load(str(path)) == QPdfDocument.Error.None_
    points = document.pagePointSize(0)
    scale = 3300 / points.width()  # about 280 dots an inch: some 6 dots a module
    rendered = document.render(0, QSize(3300, round(points.height() * scale)))
    # The page renders on a transparent ground: lay it on white paper first.
    image = QImage(rendered.size(), QImage.Format.Format_RGB32)
    image.fill(0xFFFFFF)
    painter = QPainter(image)
    painter.drawImage(0, 0, rendered)
    painter.end()
    black = [
        (x, y)
        for y in range(image.height() // 2, image.height())
        for x in range(image.width() // 2, image.width())
        if image.pixel(x, y) & 0xFFFFFF == 0
    ]
    left, right = min(x for x, _ in black), max(x for x, _ in black)
    top, bottom = min(y for _, y in black), max(y for _, y in black)
    # The finder patterns make the dark bounding box exactly the code, and the top-left
    # one's first row is a run of 7 dark modules: the module's size in dots.
    assert abs((right - left) - (bottom - top)) <= 2  # a square
    row = top + 1
    run = next(x for x in range(left, right) if image.pixel(x, row) & 0xFFFFFF != 0) - left
    guess = round(((right - left + 1) / (run / 7) - 17) / 4)  # size is 17 + 4 x version

    def sampled(size: int) -> tuple[tuple[bool, ...], ...]:
        module = (right - left + 1) / size
        return tuple(
            tuple(
                image.pixel(int(left + (c + 0.5) * module), int(top + (r + 0.5) * module))
                & 0xFFFFFF
                < 0x808080
                for c in range(size)
            )
            for r in range(size)
        )

    for version in (guess, guess - 1, guess + 1):
        rows = sampled(17 + 4 * version)
        # The timing pattern: row 6 alternates dark and light between the finders.
        if all(rows[6][c] == (c % 2 == 0) for c in range(8, len(rows) - 8)):
            return rows
    raise AssertionError("no QR code found on the certificate")


def test_the_certificate_carries_the_credentials_qr_code_and_the_keys_fingerprint(
    qapp: Any, tmp_path: Path
) -> None:
    store, sitting_id = _school(tmp_path)
    with store:
        path = tmp_path / "certificate.pdf"
        assert certificate_pdf(store, sitting_id, path) == 1
        issued = store.credentials(sitting_id=sitting_id)
        assert len(issued) == 1 and issued[0].issued_by == "Mona Reyes"
        key = store.school_key()
        # Printed again: the same credential, not a second one.
        certificate_pdf(store, sitting_id, tmp_path / "again.pdf")
        assert store.credentials(sitting_id=sitting_id) == issued
    _, text = pdf_text(path)
    flat = " ".join(text.split())
    assert key.fingerprint in flat
    assert base64.urlsafe_b64encode(key.public).rstrip(b"=").decode() in flat
    # The credential itself is too long for a code read off paper: the summary it is.
    assert len(issued[0].token) > QR_MOST
    carried = qr_text(issued[0].token, issued[0].summary)
    assert carried == issued[0].summary
    assert _read_code(path) == qr_modules(carried)
    verdict = check(carried, key.public)
    assert verdict.is_genuine and "Ana Ruiz passed Three Card Poker payouts" in verdict.sentence


def test_no_certificate_over_a_revoked_credential(qapp: Any, tmp_path: Path) -> None:
    store, sitting_id = _school(tmp_path)
    with store:
        mona = store.supervisors()[0]
        issued = store.issue_credential(sitting_id, by=mona)
        store.revoke_credential(issued.id, by=mona, reason="issued in error")
        with pytest.raises(TrainerError, match=r"was revoked on .* \(issued in error\)"):
            certificate_pdf(store, sitting_id, tmp_path / "certificate.pdf")
        assert not (tmp_path / "certificate.pdf").exists()
        store.issue_credential(sitting_id, by=mona)
        assert certificate_pdf(store, sitting_id, tmp_path / "certificate.pdf") == 1


def test_the_rubric_and_levels_go_into_the_credential_and_onto_the_certificate(
    qapp: Any, tmp_path: Path
) -> None:
    """Where the store keeps table tests and levels (the exam log's ``table_tests`` and
    ``level``, stood in for here with records of their shape), the credential holds the
    rubric as scored and the level, and the certificate prints them."""
    store, sitting_id = _school(tmp_path)
    criteria = (
        SimpleNamespace(criterion="Shuffle", weight=40, points=4, out_of=5),
        SimpleNamespace(criterion="Payout speed", weight=60, points=5, out_of=5),
    )
    test = SimpleNamespace(
        game="three-card-poker",
        criteria=criteria,
        score_percent=Decimal("92"),
        pass_mark_percent=70,
        passed=True,
        scored_by_name="Mona Reyes",
    )
    level = SimpleNamespace(game="three-card-poker", number=3, name="Table test passed", top=3)
    with store:
        store.table_tests = lambda _sitting: (test,)  # type: ignore[attr-defined]
        store.level = lambda _trainee, _game: level  # type: ignore[attr-defined]
        path = tmp_path / "certificate.pdf"
        certificate_pdf(store, sitting_id, path)
        (issued,) = store.credentials(sitting_id=sitting_id)
        public = store.school_key().public
    vc = jwt.decode(issued.token, options={"verify_signature": False})
    subject = vc["credentialSubject"]
    described = {d["id"].split("#")[1]: d for d in subject["achievement"]["resultDescription"]}
    values = {r["resultDescription"].split("#")[1]: r for r in subject["result"]}
    assert described["table-test-three-card-poker"]["requiredValue"] == "70"
    assert values["table-test-three-card-poker"]["value"] == "92"
    assert described["table-test-three-card-poker-payout-speed"]["name"] == (
        "Payout speed (weight 60)"
    )
    assert values["table-test-three-card-poker-shuffle"]["value"] == "4"
    level_id = values["level-three-card-poker"]["achievedLevel"]
    (reached,) = described["level-three-card-poker"]["rubricCriterionLevel"]
    assert reached["id"] == level_id and reached["name"] == "Table test passed"
    _, text = pdf_text(path)
    flat = " ".join(text.split())
    # The QR code's summary carries them too, and says them when checked.
    assert len(issued.summary) <= 600
    said = check(issued.summary, public).sentence
    assert said.startswith("Genuine: ")
    assert said.endswith(
        "Practical table test in Three Card Poker: 92% against a pass mark of 70%. "
        "Certification level 3 of 3 in Three Card Poker: Table test passed."
    )
    assert "Practical table test in Three Card Poker: 92% against a pass mark of 70%." in flat
    assert "Certification level 3 of 3 in Three Card Poker: Table test passed." in flat
