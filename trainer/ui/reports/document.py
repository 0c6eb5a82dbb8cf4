"""The printed page: an A4 document of blocks flowed down pages under a header and footer,
painted with ``QPainter`` on a ``QPdfWriter``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Final

from PySide6.QtCore import (
    QBuffer,
    QCoreApplication,
    QIODevice,
    QMarginsF,
    QPointF,
    QRectF,
    Qt,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPen,
)

from trainer.ui.reports.files import ReportError, Run, write_bytes
from trainer.ui.reports.text import moment_text
from trainer.ui.theme import (
    ACCENT,
    FELT,
    FELT_DARK,
    INK,
    MUTED,
    PANEL,
    PAPER,
)
from trainer.ui.translation import arg

# Paper and type. Device units are dots at DPI; sizes below are in points or millimetres.
DPI: Final = 300
_MARGINS_MM: Final = QMarginsF(16, 14, 16, 14)
_SANS: Final = ("Segoe UI", "Helvetica Neue", "Arial", "DejaVu Sans", "Liberation Sans")
_SERIF: Final = ("Georgia", "Cambria", "Times New Roman", "DejaVu Serif", "Liberation Serif")

# The palette of trainer.ui.theme, plus the rules and tints the window's style sheet uses.
LINE: Final = "#ddd6c8"
_STRIPE: Final = PAPER
_HEADER_FILL: Final = FELT_DARK
PRACTISING_FILL: Final = "#f4e6c6"
EMPTY_FILL: Final = "#efece6"


Draw = Callable[[QPainter, float], None]
"""Paints one block whose top edge is at the given y (x runs from 0 to the text width)."""


def pdf_font(
    points: float, *, bold: bool = False, serif: bool = False, italic: bool = False
) -> QFont:
    """A report font: sans (or serif) with fallbacks, and no ligatures."""
    font = QFont()
    font.setFamilies(list(_SERIF if serif else _SANS))
    font.setStyleHint(QFont.StyleHint.Serif if serif else QFont.StyleHint.SansSerif)
    font.setPointSizeF(points)
    font.setBold(bold)
    font.setItalic(italic)
    # No ligatures: a PDF reader then finds "certificate" and "signed off" when searched
    # for, and copies them as the letters they are rather than as one "fi" glyph.
    font.setFeature(QFont.Tag("liga"), 0)
    return font


def pdf_writer(device: QIODevice, *, landscape: bool, title: str) -> QPdfWriter:
    """An A4 PDF writer at the reports' resolution, portrait or landscape."""
    writer = QPdfWriter(device)
    writer.setResolution(DPI)
    orientation = (
        QPageLayout.Orientation.Landscape if landscape else QPageLayout.Orientation.Portrait
    )
    writer.setPageLayout(
        QPageLayout(
            QPageSize(QPageSize.PageSizeId.A4),
            orientation,
            _MARGINS_MM,
            QPageLayout.Unit.Millimeter,
        )
    )
    writer.setTitle(title)
    writer.setCreator("Dealer Trainer")
    return writer


ALIGN_LEFT: Final = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
ALIGN_RIGHT: Final = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
ALIGN_CENTRE: Final = int(Qt.AlignmentFlag.AlignCenter)


@dataclass(frozen=True, slots=True)
class Col:
    """A table column: its title, its share of the width, and whether it is right-aligned."""

    title: str
    share: float
    right: bool = False


def column_widths(shares: Sequence[float], needed: Sequence[float], total: float) -> list[float]:
    """Widths of a table's columns: by their shares of *total*, but each at least as wide
    as it *needed* (its header whole: "Pass mark", not "Pass m…"), the others giving way
    in proportion. Where the headers cannot all fit, the shares alone."""
    if sum(needed) > total:
        return [total * share / sum(shares) for share in shares]
    fixed: dict[int, float] = {}
    while True:
        room = total - sum(fixed.values())
        free = sum(share for i, share in enumerate(shares) if i not in fixed)
        short = {
            i: need
            for i, (share, need) in enumerate(zip(shares, needed, strict=True))
            if i not in fixed and room * share / free < need
        }
        if not short:
            return [
                fixed[i] if i in fixed else room * share / free for i, share in enumerate(shares)
            ]
        fixed.update(short)


@dataclass(frozen=True, slots=True)
class Cell:
    """A table cell with its own colour or weight (a plain ``str`` is a plain cell)."""

    text: str
    colour: str | None = None
    bold: bool = False


@dataclass(slots=True)
class Flow:
    """Blocks placed down pages: each page a list of (top, draw)."""

    top: float
    bottom: float
    pages: list[list[tuple[float, Draw]]] = field(default_factory=lambda: [[]])
    y: float = 0.0

    def __post_init__(self) -> None:
        self.y = self.top

    @property
    def room(self) -> float:
        return self.bottom - self.y

    def new_page(self) -> None:
        self.pages.append([])
        self.y = self.top

    def need(self, height: float) -> None:
        """Start a new page unless *height* still fits on this one."""
        if height > self.room and self.pages[-1]:
            self.new_page()

    def place(self, height: float, draw: Draw, *, gap: float = 0.0) -> None:
        self.need(height)
        self.pages[-1].append((self.y, draw))
        self.y += height + gap


class Document:
    """An A4 portrait report: a header and footer on every page, blocks flowed between."""

    def __init__(
        self, *, title: str, period: str, station: str, printed: datetime, school: str = ""
    ) -> None:
        self.title = title
        self.period = period
        self.station = station
        self.school = school
        """The school's name (a house setting), heading every page; the product's when unset."""
        self.printed = printed
        self.buffer = QBuffer()
        self.buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        self.writer = pdf_writer(self.buffer, landscape=False, title=title)
        self.width = float(self.writer.width())
        self.height = float(self.writer.height())
        self.body = pdf_font(8.5)
        self.small = pdf_font(7.2)
        self.small_bold = pdf_font(7.2, bold=True)
        self.cell_font = pdf_font(8)
        self.cell_bold = pdf_font(8, bold=True)
        self.heading_font = pdf_font(11.5, bold=True)
        self.title_font = pdf_font(16, bold=True)
        self.brand_font = pdf_font(9, bold=True)
        self.header_height = self.mm(24)
        self.footer_height = self.mm(10)
        self.flow = Flow(self.header_height, self.height - self.footer_height)
        self.page_count = 0

    # units and text

    def pt(self, points: float) -> float:
        return points * DPI / 72

    def mm(self, millimetres: float) -> float:
        return millimetres * DPI / 25.4

    def metrics(self, font: QFont) -> QFontMetricsF:
        return QFontMetricsF(font, self.writer)

    def text(
        self,
        painter: QPainter,
        rect: QRectF,
        text: str,
        *,
        font: QFont,
        colour: str = INK,
        align: int = ALIGN_LEFT,
        elide: bool = True,
    ) -> None:
        painter.setFont(font)
        painter.setPen(QColor(colour))
        if elide:
            text = self.metrics(font).elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
        painter.drawText(rect, align, text)

    def _fitting(self, text: str, width: float, largest: float, smallest: float) -> QFont:
        """The largest bold font from *largest* down to *smallest* points that fits *text*."""
        size = largest
        font = pdf_font(size, bold=True)
        while size > smallest and self.metrics(font).horizontalAdvance(text) > width:
            size -= 1
            font = pdf_font(size, bold=True)
        return font

    def pen(self, colour: str, points: float) -> QPen:
        pen = QPen(QColor(colour))
        pen.setWidthF(self.pt(points))
        return pen

    # blocks

    def heading(self, text: str, *, keep: float = 0.0) -> None:
        """A section heading, kept on one page with the first *keep* of what follows."""
        height = self.metrics(self.heading_font).height() * 1.6 + self.mm(2)
        self.flow.need(height + keep)
        self.flow.place(height, lambda p, y: self._heading(p, y, text, height))

    def _heading(self, painter: QPainter, y: float, text: str, height: float) -> None:
        line_y = y + height - self.mm(2.2)
        self.text(
            painter,
            QRectF(0, y, self.width, line_y - y),
            text,
            font=self.heading_font,
            colour=FELT_DARK,
            align=int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom),
        )
        painter.setPen(self.pen(LINE, 0.7))
        painter.drawLine(
            QPointF(0, line_y + self.mm(0.8)), QPointF(self.width, line_y + self.mm(0.8))
        )
        painter.setPen(self.pen(ACCENT, 1.6))
        painter.drawLine(
            QPointF(0, line_y + self.mm(0.8)), QPointF(self.mm(14), line_y + self.mm(0.8))
        )

    def paragraph(self, text: str, *, font: QFont | None = None, colour: str = INK) -> None:
        font = font or self.body
        flags = int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap)
        bound = self.metrics(font).boundingRect(QRectF(0, 0, self.width, 1e7), flags, text)
        height = bound.height() + self.mm(1)

        def draw(painter: QPainter, y: float) -> None:
            painter.setFont(font)
            painter.setPen(QColor(colour))
            painter.drawText(QRectF(0, y, self.width, height), flags, text)

        self.flow.place(height, draw, gap=self.mm(3))

    def note(self, text: str) -> None:
        self.flow.y += self.mm(2)
        self.paragraph(text, font=self.small, colour=MUTED)

    def tiles(self, items: Sequence[tuple[str, str]]) -> None:
        """A row of figures with their labels."""
        height = self.mm(19)
        gap = self.mm(3)
        width = (self.width - gap * (len(items) - 1)) / len(items)

        def draw(painter: QPainter, y: float) -> None:
            for i, (label, value) in enumerate(items):
                x = i * (width + gap)
                box = QRectF(x, y, width, height)
                painter.setPen(self.pen(LINE, 0.8))
                painter.setBrush(QColor(PANEL))
                painter.drawRoundedRect(box, self.mm(1.6), self.mm(1.6))
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(ACCENT))
                painter.drawRect(QRectF(x + self.mm(3), y, self.mm(8), self.mm(0.9)))
                inner = box.adjusted(self.mm(3), self.mm(2.5), -self.mm(3), -self.mm(2))
                self.text(
                    painter,
                    QRectF(inner.left(), inner.top(), inner.width(), inner.height() * 0.38),
                    label,
                    font=self.small,
                    colour=MUTED,
                )
                self.text(
                    painter,
                    QRectF(
                        inner.left(),
                        inner.top() + inner.height() * 0.38,
                        inner.width(),
                        inner.height() * 0.62,
                    ),
                    value,
                    font=self._fitting(value, inner.width(), 16, 9),
                    colour=FELT_DARK,
                )
            painter.setBrush(Qt.BrushStyle.NoBrush)

        self.flow.place(height, draw, gap=self.mm(5))

    def table(
        self,
        title: str,
        columns: Sequence[Col],
        rows: Sequence[Sequence[str | Cell]],
        *,
        empty: str,
    ) -> None:
        """A table under a heading, split across pages with its header repeated."""
        row_height = self.metrics(self.cell_font).height() * 1.75
        header_height = self.metrics(self.cell_bold).height() * 2.0
        if not rows:
            self.heading(title, keep=self.mm(8))
            self.paragraph(empty, colour=MUTED)
            return
        self.heading(title, keep=header_height + row_height * min(3, len(rows)))
        pad = self.mm(1.8)
        bold = self.metrics(self.cell_bold)
        widths = column_widths(
            [c.share for c in columns],
            [bold.horizontalAdvance(c.title) + 2 * pad + self.mm(0.5) for c in columns],
            self.width,
        )
        edges = [0.0]
        for width in widths:
            edges.append(edges[-1] + width)

        def header(painter: QPainter, y: float) -> None:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(_HEADER_FILL))
            painter.drawRect(QRectF(0, y, self.width, header_height))
            for i, column in enumerate(columns):
                self.text(
                    painter,
                    QRectF(edges[i] + pad, y, edges[i + 1] - edges[i] - 2 * pad, header_height),
                    column.title,
                    font=self.cell_bold,
                    colour="#ffffff",
                    align=ALIGN_RIGHT if column.right else ALIGN_LEFT,
                )

        def row_draw(index: int, cells: Sequence[str | Cell]) -> Draw:
            def draw(painter: QPainter, y: float) -> None:
                rect = QRectF(0, y, self.width, row_height)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(_STRIPE if index % 2 else PANEL))
                painter.drawRect(rect)
                painter.setPen(self.pen(LINE, 0.4))
                painter.drawLine(rect.bottomLeft(), rect.bottomRight())
                for i, (column, cell) in enumerate(zip(columns, cells, strict=True)):
                    item = cell if isinstance(cell, Cell) else Cell(cell)
                    self.text(
                        painter,
                        QRectF(edges[i] + pad, y, edges[i + 1] - edges[i] - 2 * pad, row_height),
                        item.text,
                        font=self.cell_bold if item.bold else self.cell_font,
                        colour=item.colour or INK,
                        align=ALIGN_RIGHT if column.right else ALIGN_LEFT,
                    )

            return draw

        self.flow.place(header_height, header)
        for index, cells in enumerate(rows):
            if row_height > self.flow.room:
                self.flow.new_page()
                self.flow.place(
                    self.metrics(self.small).height() * 1.5,
                    lambda p, y: self.text(
                        p,
                        QRectF(0, y, self.width, self.metrics(self.small).height() * 1.4),
                        arg(QCoreApplication.translate("Reports", "%1 (continued)"), title),
                        font=self.small_bold,
                        colour=MUTED,
                    ),
                )
                self.flow.place(header_height, header)
            self.flow.place(row_height, row_draw(index, cells))
        self.flow.y += self.mm(6)

    def block(self, height: float, draw: Draw, *, gap: float | None = None) -> None:
        self.flow.place(height, draw, gap=self.mm(5) if gap is None else gap)

    # pages

    def _header(self, painter: QPainter) -> None:
        brand = self.metrics(self.brand_font).height()
        self.text(
            painter,
            QRectF(0, 0, self.width * 0.6, brand),
            self.school or "Dealer Trainer",
            font=self.brand_font,
            colour=FELT,
        )
        self.text(
            painter,
            QRectF(self.width * 0.6, 0, self.width * 0.4, brand),
            arg(QCoreApplication.translate("Reports", "Station: %1"), self.station),
            font=self.small,
            colour=MUTED,
            align=ALIGN_RIGHT,
        )
        title_h = self.metrics(self.title_font).height() * 1.2
        top = brand + self.mm(1.5)
        period_w = self.metrics(self.body).horizontalAdvance(self.period) + self.mm(1)
        room = self.width - period_w - self.mm(6)
        self.text(
            painter,
            QRectF(0, top, room, title_h),
            self.title,
            font=self._fitting(self.title, room, 16, 10),
            colour=INK,
        )
        self.text(
            painter,
            QRectF(self.width - period_w, top, period_w, title_h),
            self.period,
            font=self.body,
            colour=MUTED,
            align=int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
        )
        rule = top + title_h + self.mm(1.5)
        painter.setPen(self.pen(FELT_DARK, 1.4))
        painter.drawLine(QPointF(0, rule), QPointF(self.width, rule))
        painter.setPen(self.pen(ACCENT, 0.6))
        painter.drawLine(QPointF(0, rule + self.mm(0.9)), QPointF(self.width, rule + self.mm(0.9)))

    def _footer(self, painter: QPainter, number: int, count: int) -> None:
        height = self.metrics(self.small).height()
        top = self.height - height
        painter.setPen(self.pen(LINE, 0.6))
        painter.drawLine(QPointF(0, top - self.mm(1.5)), QPointF(self.width, top - self.mm(1.5)))
        self.text(
            painter,
            QRectF(0, top, self.width * 0.7, height),
            arg(
                QCoreApplication.translate("Reports", "Printed %1 by Dealer Trainer"),
                moment_text(self.printed),
            ),
            font=self.small,
            colour=MUTED,
        )
        self.text(
            painter,
            QRectF(self.width * 0.5, top, self.width * 0.5, height),
            arg(QCoreApplication.translate("Reports", "Page %1 of %2"), number, count),
            font=self.small,
            colour=MUTED,
            align=ALIGN_RIGHT,
        )

    def render(self, run: Run) -> bytes:
        """Paint every page (polling for cancellation) and return the PDF."""
        pages = [page for page in self.flow.pages if page] or [[]]
        painter = QPainter()
        if not painter.begin(self.writer):
            raise ReportError(
                QCoreApplication.translate("Reports", "The PDF writer could not be started.")
            )
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            for number, blocks in enumerate(pages, start=1):
                run.check()
                if number > 1:
                    self.writer.newPage()
                self._header(painter)
                for top, draw in blocks:
                    painter.save()
                    draw(painter, top)
                    painter.restore()
                self._footer(painter, number, len(pages))
        finally:
            painter.end()
        self.page_count = len(pages)
        return bytes(self.buffer.data().data())


def finish_pdf(report: Document, path: Path, run: Run) -> int:
    """Paint the report, write it in place of *path*; returns its pages."""
    data = report.render(run)
    write_bytes(path, data, run)
    return report.page_count
