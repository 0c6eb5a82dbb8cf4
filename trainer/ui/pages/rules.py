"""Pay tables and rules: the house's posted tables and each game's rule text, searchable,
so a trainee can check a payout they doubt."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Signal
from PySide6.QtGui import QKeySequence, QShortcut, QTextDocument
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from trainer.engine.games import AnyRules
from trainer.engine.rules import GameRules
from trainer.engine.rules_data import resources_dir
from trainer.quiz.model import GAMES
from trainer.ui.paytables import posted_html, table_html
from trainer.ui.translation import arg


def rule_text(rules: AnyRules) -> str:
    """The game's rule texts as shipped (a plain sentence for one that is missing); the
    home game has two, one per variant."""
    names = list(rules.rule_texts)
    parts = []
    for name in names:
        path = resources_dir() / "rule-texts" / name
        try:
            text = path.read_text(encoding="utf-8")
        except OSError:
            text = f"The rule text {name} is not installed."
        parts.append(f"=== {name} ===\n\n{text}" if len(names) > 1 else text)
    return "\n\n".join(parts)


class GameRulesTab(QWidget):
    """One game: posted tables, every allowed schedule, and the searchable rule text."""

    def __init__(self, rules: AnyRules, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        split = QSplitter()
        tables = QTextBrowser()
        tables.setAccessibleName(arg(self.tr("Pay tables of %1"), rules.name))
        others, posted = [], ""
        if isinstance(rules, GameRules):  # a home game posts no pay tables
            others = [t for t in rules.paytables if t.schedule is not None]
            posted = posted_html(rules, compact=False)
        html = f"<h2>{escape(self.tr('Posted at this house'))}</h2>{posted}"
        if others:
            html += f"<h2>{escape(self.tr('Every schedule the rules allow'))}</h2>"
            html += "".join(table_html(t) for t in others)
        tables.setHtml(html)
        split.addWidget(tables)
        right = QWidget()
        r = QVBoxLayout(right)
        search_row = QHBoxLayout()
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Search the rule text (Enter for the next match)"))
        self.search.setAccessibleName(self.tr("Search the rule text"))
        self.search.returnPressed.connect(self.find_next)
        search_row.addWidget(self.search, 1)
        find = QPushButton(self.tr("Find"))
        find.clicked.connect(self.find_next)
        search_row.addWidget(find)
        r.addLayout(search_row)
        self.found = QLabel("")
        self.found.setObjectName("muted")
        r.addWidget(self.found)
        self.text = QTextBrowser()
        self.text.setAccessibleName(arg(self.tr("Rule text of %1"), rules.name))
        self.text.setPlainText(rule_text(rules))
        r.addWidget(self.text, 1)
        split.addWidget(right)
        split.setSizes([420, 680])
        layout.addWidget(split)

    def find_next(self) -> bool:
        """Move to the next match of the search text, wrapping at the end."""
        needle = self.search.text().strip()
        if not needle:
            return False
        if self.text.find(needle):
            self.found.setText("")
            return True
        cursor = self.text.textCursor()
        cursor.movePosition(cursor.MoveOperation.Start)
        self.text.setTextCursor(cursor)
        if self.text.find(needle, QTextDocument.FindFlag(0)):
            self.found.setText(self.tr("Wrapped to the start."))
            return True
        self.found.setText(arg(self.tr("'%1' is not in this rule text."), needle))
        return False


class RulesPage(QWidget):
    """Every game's pay tables and rule text, one tab each."""

    home_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(28, 18, 28, 18)
        top = QHBoxLayout()
        title = QLabel(self.tr("Pay tables and rules"))
        title.setObjectName("title")
        top.addWidget(title, 1)
        home = QPushButton(self.tr("Home"))
        home.clicked.connect(self.home_requested)
        top.addWidget(home)
        outer.addLayout(top)
        self.tabs = QTabWidget()
        outer.addWidget(self.tabs, 1)
        QShortcut(QKeySequence.StandardKey.Find, self, self._focus_search)

    def show_rules(self, rules: dict[str, AnyRules]) -> None:
        """Show the rules with the house's posted settings."""
        current = self.tabs.currentIndex()
        self.tabs.clear()
        for game in GAMES:
            self.tabs.addTab(GameRulesTab(rules[game]), rules[game].name)
        if current >= 0:
            self.tabs.setCurrentIndex(current)

    def _focus_search(self) -> None:
        tab = self.tabs.currentWidget()
        if isinstance(tab, GameRulesTab):
            tab.search.setFocus()
