"""The certificate of a passed, signed-off table test: one landscape page.

It carries the school's credential for the sitting (issue 29) as a QR code, and the
fingerprint of the school's public key. The whole Open Badges credential (some 3 KB) would
need a QR code too dense to read off paper, so the code holds the credential's signed
summary (:func:`trainer.progress.credentials.sign_summary`, 450 to 560 characters: a QR
code of version 16 to 18, printed 36 mm wide), which ``dealer-trainer verify`` and the
console's "Check a certificate" check against the school's public key like the credential itself. A
credential short enough (:data:`QR_MOST` characters) would be carried whole.
"""

from __future__ import annotations

import base64
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Final

from PySide6.QtCore import (
    QBuffer,
    QCoreApplication,
    QIODevice,
    QPointF,
    QRectF,
    Qt,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPdfWriter,
    QPen,
    QPolygonF,
)

from trainer.progress import (
    ProgressStore,
    Supervisor,
    score_text,
)
from trainer.progress.rubric import shown_name
from trainer.ui.reports.document import ALIGN_CENTRE, DPI, pdf_font, pdf_writer
from trainer.ui.reports.files import ReportError, Run, write_bytes
from trainer.ui.reports.text import day_text, game_name, supervisor_names
from trainer.ui.theme import (
    ACCENT,
    FELT,
    FELT_DARK,
    INK,
    MUTED,
)
from trainer.ui.translation import arg

QR_MOST: Final = 700
"""The longest text a certificate's QR code carries (version 20 at error level M): a
credential longer than this is carried as its signed summary."""


def qr_text(token: str, summary: str) -> str:
    """What a certificate's QR code holds: the credential if it is short enough, else its
    signed summary."""
    return token if len(token) <= QR_MOST else summary


def qr_modules(text: str) -> tuple[tuple[bool, ...], ...]:
    """The dark (``True``) and light modules of *text*'s QR code, row by row, without the
    quiet zone (error correction level M)."""
    import segno

    code = segno.make_qr(text, error="m", boost_error=False)
    return tuple(tuple(bool(m) for m in row) for row in code.matrix_iter(border=0))


def _credential_of(store: ProgressStore, sitting_id: str, by: Supervisor | None) -> str:
    """The QR text of the sitting's live credential, issued now if it never had one.

    A revoked credential is never replaced behind a supervisor's back: the certificate
    is refused until one issues a new credential."""
    issued = store.credentials(sitting_id=sitting_id)
    live = next((c for c in issued if not c.is_revoked), None)
    if live is None and issued:
        last = issued[0]
        assert last.revoked_at is not None
        raise ReportError(
            arg(
                QCoreApplication.translate(
                    "Reports",
                    "The credential of this sitting was revoked on %1 (%2); a certificate "
                    "is printed only for a live credential, so issue a new one first.",
                ),
                day_text(last.revoked_at.astimezone(store.now().tzinfo).date()),
                last.revoked_reason or "",
            )
        )
    if live is None:
        if by is None:
            signed_by = store.sitting(sitting_id).signed_off_by
            # The supervisor who signed the sitting off vouches for it.
            by = next(s for s in store.supervisors(include_removed=True) if s.id == signed_by)
        live = store.issue_credential(sitting_id, by=by)
    return qr_text(live.token, live.summary)


def practical_lines(
    store: ProgressStore, sitting_id: str, trainee_id: int, games: Sequence[str]
) -> tuple[str, ...]:
    """The practical table tests of the sitting and the trainee's certification level in
    each game of the exam, a line each, when the store keeps them (the exam log's table
    tests and levels)."""
    lines: list[str] = []
    table_tests = getattr(store, "table_tests", None)
    for test in table_tests(sitting_id) if callable(table_tests) else ():
        lines.append(
            arg(
                QCoreApplication.translate(
                    "Reports", "Practical table test in %1: %2 against a pass mark of %3."
                ),
                game_name(str(test.game)),
                score_text(test.score_percent),
                score_text(test.pass_mark_percent),
            )
        )
    level_of = getattr(store, "level", None)
    levels = [level_of(trainee_id, game) for game in games] if callable(level_of) else []
    for game, level in zip(games, levels, strict=False):
        if int(level.number) > 0:
            lines.append(
                arg(
                    QCoreApplication.translate(
                        "Reports", "Certification level %1 of %2 in %3: %4."
                    ),
                    level.number,
                    level.top,
                    game_name(game),
                    shown_name(level.name),
                )
            )
    return tuple(lines)


def certificate_pdf(
    store: ProgressStore, sitting_id: str, path: Path, *, by: Supervisor | None = None
) -> int:
    """Write the certificate of a passed, signed-off exam sitting (one landscape page),
    with its credential's QR code and the school key's fingerprint; the credential is
    issued (by *by*, else by the supervisor who signed the sitting off) if it has none.

    Refuses, with a :class:`ReportError` that says why, a sitting that is unfinished,
    failed or not yet signed off by a supervisor, or whose credential was revoked.
    """
    sitting = store.sitting(sitting_id)
    exam = store.exam(sitting.exam_id)
    if sitting.finished_at is None or sitting.score_percent is None:
        raise ReportError(
            arg(
                QCoreApplication.translate(
                    "Reports",
                    "A certificate can be printed only for a finished exam, and this sitting "
                    "of %1 has not finished.",
                ),
                exam.name,
            )
        )
    if not sitting.passed:
        raise ReportError(
            arg(
                QCoreApplication.translate(
                    "Reports",
                    "A certificate can be printed only for a passed exam, and this sitting of "
                    "%1 scored %2 against a pass mark of %3.",
                ),
                exam.name,
                score_text(sitting.score_percent),
                score_text(exam.pass_mark_percent),
            )
        )
    if sitting.signed_off_by is None or sitting.signed_off_at is None:
        raise ReportError(
            arg(
                QCoreApplication.translate(
                    "Reports",
                    "A certificate can be printed only once a supervisor has signed off the "
                    "exam, and this sitting of %1 has not been signed off.",
                ),
                exam.name,
            )
        )
    trainee = store.trainee(sitting.trainee_id)
    supervisor = supervisor_names(store).get(sitting.signed_off_by) or arg(
        QCoreApplication.translate("Reports", "supervisor %1"), sitting.signed_off_by
    )
    station = store.now().tzinfo
    code = qr_modules(_credential_of(store, sitting_id, by))
    practical = practical_lines(store, sitting_id, sitting.trainee_id, exam.games)
    key = store.school_key()
    certificate = _Certificate(
        trainee=trainee.name,
        exam=exam.name,
        score=score_text(sitting.score_percent),
        pass_mark=score_text(exam.pass_mark_percent),
        passed_on=sitting.finished_at.astimezone(station).date(),
        supervisor=supervisor,
        signed_on=sitting.signed_off_at.astimezone(station).date(),
        station=store.station,
        number=sitting.id.split("-")[0].upper(),
        school=store.settings().text_value("school.name"),
        fingerprint=key.fingerprint,
        public_key=base64.urlsafe_b64encode(key.public).rstrip(b"=").decode("ascii"),
        code=code,
        practical=practical,
    )
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = pdf_writer(
        buffer,
        landscape=True,
        title=QCoreApplication.translate("Reports", "Certificate of table test"),
    )
    painter = QPainter()
    if not painter.begin(writer):
        raise ReportError(
            QCoreApplication.translate("Reports", "The PDF writer could not be started.")
        )
    try:
        certificate.paint(painter, QRectF(0, 0, writer.width(), writer.height()), writer)
    finally:
        painter.end()
    write_bytes(path, bytes(buffer.data().data()), Run(None, None, 1))
    return 1


@dataclass(frozen=True, slots=True)
class _Certificate:
    trainee: str
    exam: str
    score: str
    pass_mark: str
    passed_on: date
    supervisor: str
    signed_on: date
    station: str
    number: str
    school: str = ""
    """The school's name (a house setting), above the title; the product's when unset."""
    fingerprint: str = ""
    """The school's public key's fingerprint, which a checker compares with the key file."""
    public_key: str = ""
    """The school's public key itself (base64url, as in the credential's ``jwk``)."""
    code: tuple[tuple[bool, ...], ...] = field(default=())
    """The QR code of the credential (see :func:`qr_text`)."""
    practical: tuple[str, ...] = ()
    """The table tests' and levels' lines (see :func:`practical_lines`)."""

    def paint(self, painter: QPainter, page: QRectF, device: QPdfWriter) -> None:
        def mm(v: float) -> float:
            return v * DPI / 25.4

        def pen(colour: str, points: float) -> QPen:
            p = QPen(QColor(colour))
            p.setWidthF(points * DPI / 72)
            return p

        def line_of(
            text: str, font: QFont, colour: str, top: float, height_factor: float = 1.25
        ) -> float:
            height = QFontMetricsF(font, device).height() * height_factor
            painter.setFont(font)
            painter.setPen(QColor(colour))
            painter.drawText(
                QRectF(page.left() + mm(20), top, page.width() - mm(40), height), ALIGN_CENTRE, text
            )
            return top + height

        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # The border: a felt-green frame, a brass rule inside it, diamonds at the corners.
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(pen(FELT_DARK, 3.0))
        painter.drawRect(page.adjusted(mm(1), mm(1), -mm(1), -mm(1)))
        inner = page.adjusted(mm(4), mm(4), -mm(4), -mm(4))
        painter.setPen(pen(ACCENT, 1.0))
        painter.drawRect(inner)
        painter.setPen(pen(ACCENT, 0.4))
        painter.drawRect(inner.adjusted(mm(1.5), mm(1.5), -mm(1.5), -mm(1.5)))
        for corner in (inner.topLeft(), inner.topRight(), inner.bottomLeft(), inner.bottomRight()):
            self._diamond(painter, corner, mm(4.5), pen(ACCENT, 1.0))
        for middle in (
            QPointF(inner.center().x(), inner.top()),
            QPointF(inner.center().x(), inner.bottom()),
        ):
            self._diamond(painter, middle, mm(2.6), pen(ACCENT, 0.8))

        def fitting(text: str, largest: float) -> QFont:
            size = largest
            font = pdf_font(size, bold=True, serif=True)
            while size > 12 and (
                QFontMetricsF(font, device).horizontalAdvance(text) > page.width() - mm(60)
            ):
                size -= 1
                font = pdf_font(size, bold=True, serif=True)
            return font

        y = page.top() + mm(24)
        y = line_of(self.school or "Dealer Trainer", pdf_font(12, bold=True), FELT, y)
        y += mm(3)
        y = line_of(
            QCoreApplication.translate("Reports", "Certificate of table test"),
            pdf_font(32, bold=True, serif=True),
            FELT_DARK,
            y,
        )
        y += mm(2)
        self._flourish(
            painter, QPointF(page.center().x(), y + mm(2)), mm(48), mm(2.2), pen(ACCENT, 0.9)
        )
        y += mm(12)
        y = line_of(
            QCoreApplication.translate("Reports", "This is to certify that"),
            pdf_font(13, serif=True, italic=True),
            MUTED,
            y,
        )
        y += mm(3)
        name_font = fitting(self.trainee, 28)
        name_bottom = line_of(self.trainee, name_font, INK, y)
        name_width = min(
            QFontMetricsF(name_font, device).horizontalAdvance(self.trainee) + mm(20),
            page.width() - mm(60),
        )
        painter.setPen(pen(ACCENT, 0.8))
        painter.drawLine(
            QPointF(page.center().x() - name_width / 2, name_bottom),
            QPointF(page.center().x() + name_width / 2, name_bottom),
        )
        y = name_bottom + mm(6)
        y = line_of(
            QCoreApplication.translate("Reports", "has passed the table test"),
            pdf_font(13, serif=True, italic=True),
            MUTED,
            y,
        )
        y += mm(1)
        y = line_of(self.exam, fitting(self.exam, 19), FELT_DARK, y)
        y += mm(3)
        y = line_of(
            arg(
                QCoreApplication.translate(
                    "Reports", "with a score of %1 against a pass mark of %2, on %3."
                ),
                self.score,
                self.pass_mark,
                day_text(self.passed_on),
            ),
            pdf_font(12.5, serif=True),
            INK,
            y,
        )
        if self.practical:
            # Between the columns the QR code leaves free, as many lines as there are.
            font = pdf_font(10, serif=True)
            height = QFontMetricsF(font, device).height() * 1.2
            painter.setFont(font)
            painter.setPen(QColor(MUTED))
            for line in self.practical[:4]:
                painter.drawText(
                    QRectF(page.left() + mm(50), y, page.width() - mm(100), height),
                    ALIGN_CENTRE,
                    line,
                )
                y += height

        # The signature line on the left, a seal in the middle, the station on the right.
        base = page.bottom() - mm(30)
        column = page.width() * 0.31
        left = QRectF(page.left() + mm(24), base, column, mm(14))
        painter.setPen(pen(INK, 0.7))
        painter.drawLine(left.topLeft(), left.topRight())
        signed = arg(
            QCoreApplication.translate("Reports", "Signed off by %1 on %2"),
            self.supervisor,
            day_text(self.signed_on),
        )
        size = 10.5  # one line if a smaller type allows, else wrapped
        while (
            size > 8
            and QFontMetricsF(pdf_font(size, serif=True), device).horizontalAdvance(signed)
            > left.width()
        ):
            size -= 0.5
        painter.setFont(pdf_font(size, serif=True))
        painter.setPen(QColor(INK))
        painter.drawText(
            QRectF(left.left(), left.top() + mm(1.5), left.width(), mm(12)),
            int(
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
            ),
            signed,
        )
        # The right column stands left of the QR code.
        right = QRectF(
            page.right() - mm(54) - page.width() * 0.22, base, page.width() * 0.22, mm(14)
        )
        painter.setPen(pen(INK, 0.7))
        painter.drawLine(right.topLeft(), right.topRight())
        painter.setFont(pdf_font(9.5, serif=True))
        painter.setPen(QColor(MUTED))
        painter.drawText(
            QRectF(right.left(), right.top() + mm(1.5), right.width(), mm(12)),
            int(
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
            ),
            arg(
                QCoreApplication.translate("Reports", "Station: %1\nCertificate no. %2"),
                self.station,
                self.number,
            ),
        )
        self._seal(painter, QPointF(page.center().x(), base + mm(2)), mm(14), device, pen)
        self._code(painter, QRectF(page.right() - mm(50), page.bottom() - mm(54), mm(36), mm(36)))
        if self.fingerprint:
            painter.setFont(pdf_font(7))
            painter.setPen(QColor(MUTED))
            painter.drawText(
                QRectF(
                    page.left() + mm(20), page.bottom() - mm(15.5), page.width() - mm(40), mm(10)
                ),
                ALIGN_CENTRE,
                arg(
                    QCoreApplication.translate(
                        "Reports",
                        "Check it: scan the code, or run “dealer-trainer verify” with "
                        "the school's public key.\nThe school's public key (Ed25519): %1\n"
                        "Its fingerprint (SHA-256): %2",
                    ),
                    self.public_key,
                    self.fingerprint,
                ),
            )

    def _code(self, painter: QPainter, square: QRectF) -> None:
        """The QR code, dark modules on white with its quiet zone inside *square*."""
        if not self.code:
            return
        count = len(self.code) + 8  # four light modules each side
        module = square.width() / count
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#ffffff"))
        painter.drawRect(square)
        painter.setBrush(QColor("#000000"))
        for y, row in enumerate(self.code):
            x = 0
            while x < len(row):
                if not row[x]:
                    x += 1
                    continue
                run = x
                while run < len(row) and row[run]:
                    run += 1
                # One rectangle per run of dark modules: no hairlines between them.
                painter.drawRect(
                    QRectF(
                        square.left() + (x + 4) * module,
                        square.top() + (y + 4) * module,
                        (run - x) * module,
                        module,
                    )
                )
                x = run
        painter.setBrush(Qt.BrushStyle.NoBrush)

    @staticmethod
    def _diamond(painter: QPainter, centre: QPointF, size: float, pen: QPen) -> None:
        half = size / 2
        shape = QPolygonF(
            [
                QPointF(centre.x(), centre.y() - half),
                QPointF(centre.x() + half, centre.y()),
                QPointF(centre.x(), centre.y() + half),
                QPointF(centre.x() - half, centre.y()),
            ]
        )
        painter.setPen(pen)
        painter.setBrush(QColor("#ffffff"))
        painter.drawPolygon(shape)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(FELT_DARK))
        quarter = half / 2
        painter.drawPolygon(
            QPolygonF(
                [
                    QPointF(centre.x(), centre.y() - quarter),
                    QPointF(centre.x() + quarter, centre.y()),
                    QPointF(centre.x(), centre.y() + quarter),
                    QPointF(centre.x() - quarter, centre.y()),
                ]
            )
        )
        painter.setBrush(Qt.BrushStyle.NoBrush)

    def _flourish(
        self, painter: QPainter, centre: QPointF, half_width: float, size: float, pen: QPen
    ) -> None:
        painter.setPen(pen)
        gap = size * 1.6
        painter.drawLine(
            QPointF(centre.x() - half_width, centre.y()), QPointF(centre.x() - gap, centre.y())
        )
        painter.drawLine(
            QPointF(centre.x() + gap, centre.y()), QPointF(centre.x() + half_width, centre.y())
        )
        self._diamond(painter, centre, size * 2, pen)
        for side in (-1, 1):
            self._diamond(painter, QPointF(centre.x() + side * half_width, centre.y()), size, pen)

    @staticmethod
    def _seal(
        painter: QPainter,
        centre: QPointF,
        radius: float,
        device: QPdfWriter,
        pen: Callable[[str, float], QPen],
    ) -> None:
        painter.setBrush(QColor(FELT_DARK))
        painter.setPen(pen(ACCENT, 1.4))
        painter.drawEllipse(centre, radius, radius)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(pen(ACCENT, 0.6))
        painter.drawEllipse(centre, radius * 0.82, radius * 0.82)
        font = pdf_font(8.5, bold=True)
        painter.setFont(font)
        painter.setPen(QColor("#ffffff"))
        height = QFontMetricsF(font, device).height()
        painter.drawText(
            QRectF(centre.x() - radius, centre.y() - height, radius * 2, height),
            ALIGN_CENTRE,
            QCoreApplication.translate("Reports", "TABLE TEST"),
        )
        painter.setPen(QColor(ACCENT))
        painter.drawText(
            QRectF(centre.x() - radius, centre.y(), radius * 2, height),
            ALIGN_CENTRE,
            QCoreApplication.translate("Reports", "PASSED"),
        )
