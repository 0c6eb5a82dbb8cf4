"""A game's rule texts shown as rules: numbered paragraphs with anchors, the paragraphs a
verdict cites highlighted and scrolled to, and the source as published one tick away."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QShowEvent, QTextCursor
from PySide6.QtWidgets import QTextBrowser, QWidget

from trainer.engine.ruletexts import Citation, Part, RuleText
from trainer.ui.theme import FELT_DARK, MUTED
from trainer.ui.translation import arg

HIGHLIGHT = "#fcefc7"
"""The background of the paragraphs a verdict cites."""
CONTEXT_PX = 36
"""How much of the text above a cited paragraph stays in view when it is scrolled to."""


def cited_anchors(texts: Sequence[RuleText], citations: Iterable[Citation]) -> list[str]:
    """The anchors of every part the citations take in (a part with the deeper parts
    after it), in the order of the texts; those of other texts are left out."""
    wanted: set[str] = set()
    for citation in citations:
        for text in texts:
            if text.name == citation.text:
                for key in citation.keys:
                    wanted.update(p.anchor for p in text.block(key))
    return [p.anchor for t in texts for p in t.parts if p.anchor in wanted]


def _part_html(part: Part, lit: bool) -> str:
    label = f"<b>{escape(part.label)}</b>&nbsp;&nbsp;" if part.label else ""
    back = f"background-color:{HIGHLIGHT};" if lit else ""
    indent = 18 * part.level
    if part.heading:
        size = "15pt" if part.level == 0 else "13pt"
        return (
            f"<p style='margin:14px 0 4px {indent}px;font-size:{size};font-weight:600;"
            f"color:{FELT_DARK};{back}'><a name='{part.anchor}'>{label}{escape(part.text)}</a></p>"
        )
    if part.rows:
        head, *body = part.rows
        cells = "".join(f"<th align='left' style='padding:3px 10px'>{escape(c)}</th>" for c in head)
        rows = "".join(
            "<tr>"
            + "".join(f"<td style='padding:3px 10px'>{escape(c)}</td>" for c in row)
            + "</tr>"
            for row in body
        )
        shade = f" bgcolor='{HIGHLIGHT}'" if lit else ""
        return (
            f"<p style='margin:8px 0 2px {indent}px;{back}'><a name='{part.anchor}'>{label}"
            f"<b>{escape(part.text)}</b></a></p>"
            f"<table cellspacing='0' border='1' style='margin-left:{indent}px;"
            f"border-color:#ddd6c8'{shade}><tr>{cells}</tr>{rows}</table>"
        )
    colour = f"color:{MUTED};" if part.note else ""
    return (
        f"<p style='margin:4px 0 6px {indent}px;{colour}{back}'><a name='{part.anchor}'>"
        f"{label}{escape(part.text)}</a></p>"
    )


def rules_html(texts: Sequence[RuleText], lit: Iterable[str] = ()) -> str:
    """The texts as rules, the parts of the ``lit`` anchors highlighted; below each, what
    the view leaves out of its source and why."""
    shown = set(lit)
    out = []
    for text in texts:
        if len(texts) > 1:
            out.append(
                f"<h2 style='color:{FELT_DARK};margin-bottom:0'>{escape(text.title)}</h2>"
                f"<p style='color:{MUTED};margin-top:2px'>"
                + escape(
                    arg(
                        QCoreApplication.translate(
                            "RuleText", "Cited as “%1 ¶n”, n the line of the text."
                        ),
                        text.cite,
                    )
                )
                + "</p>"
            )
        out.extend(_part_html(p, p.anchor in shown) for p in text.parts)
        if not text.parts:  # a text not installed: the sentence that says so
            out.append(f"<p>{escape(text.source)}</p>")
        if text.omitted:
            left = "; ".join(f"{o.label}: {o.why}" for o in text.omitted)
            note = arg(
                QCoreApplication.translate(
                    "RuleText",
                    "Left out of this view (tick “Source as published” to read them): %1.",
                ),
                left,
            )
            out.append(
                f"<p style='margin-top:10px;color:{MUTED};font-size:10pt'>{escape(note)}</p>"
            )
    return "".join(out)


class RuleTextView(QTextBrowser):
    """A game's rule texts as rules, or their sources as published; the cited paragraphs
    highlighted and scrolled into view."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.texts: tuple[RuleText, ...] = ()
        self.lit: list[str] = []
        self.source_shown = False
        self.setOpenLinks(False)

    def set_texts(self, texts: Sequence[RuleText]) -> None:
        """Show these texts (as rules, nothing highlighted)."""
        self.texts = tuple(texts)
        self.lit = []
        self._render()

    def show_source(self, shown: bool) -> None:
        """The sources as published (every aside in), or the texts as rules."""
        self.source_shown = shown
        self._render()

    def show_citations(self, citations: Iterable[Citation]) -> list[str]:
        """Highlight the cited parts and scroll to the first; returns their anchors."""
        self.source_shown = False
        self.lit = cited_anchors(self.texts, citations)
        self._render()
        return self.lit

    def _render(self) -> None:
        if self.source_shown:
            parts = [
                f"=== {t.name} ===\n\n{t.source}" if len(self.texts) > 1 else t.source
                for t in self.texts
            ]
            self.setPlainText("\n\n".join(parts))
            return
        self.setHtml(rules_html(self.texts, self.lit))
        self._scroll()
        QTimer.singleShot(0, self, self._scroll)  # again once laid out at its size

    def _scroll(self) -> None:
        if self.lit and not self.source_shown:
            self.scrollToAnchor(self.lit[0])
            # A line of what comes before, so the paragraph reads in its place.
            bar = self.verticalScrollBar()
            if bar.value() > 0:
                bar.setValue(max(0, bar.value() - CONTEXT_PX))

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._scroll()

    def anchor_top(self, anchor: str) -> int | None:
        """Where a part's anchor is, in pixels from the top of the view (None if the text
        has no such anchor): what a test reads to see the part scrolled into view."""
        block = self.document().begin()
        while block.isValid():
            it = block.begin()
            while not it.atEnd():
                fragment = it.fragment()
                if anchor in fragment.charFormat().anchorNames():
                    cursor = QTextCursor(self.document())
                    cursor.setPosition(fragment.position())
                    return self.cursorRect(cursor).top()
                it += 1
            block = block.next()
        return None
