"""The certificate of a passed, signed-off table test: one landscape page."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from pathlib import Path

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
    score_text,
)
from trainer.ui.reports.document import ALIGN_CENTRE, DPI, pdf_font, pdf_writer
from trainer.ui.reports.files import ReportError, Run, write_bytes
from trainer.ui.reports.text import day_text, supervisor_names
from trainer.ui.theme import (
    ACCENT,
    FELT,
    FELT_DARK,
    INK,
    MUTED,
)
from trainer.ui.translation import arg


def certificate_pdf(store: ProgressStore, sitting_id: str, path: Path) -> int:
    """Write the certificate of a passed, signed-off exam sitting (one landscape page).

    Refuses, with a :class:`ReportError` that says why, a sitting that is unfinished,
    failed or not yet signed off by a supervisor.
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
        line_of(
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
        right = QRectF(page.right() - mm(24) - column, base, column, mm(14))
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
