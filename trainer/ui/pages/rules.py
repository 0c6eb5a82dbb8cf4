"""Pay tables and rules: the house's posted tables (the home game's posted choices) and
each game's rule texts shown as rules, numbered as the drills cite them, searchable, so a
trainee can check a payout they doubt; a verdict opens it at the clause it cites."""

from __future__ import annotations

from html import escape
from urllib.parse import unquote

from PySide6.QtCore import QUrl, Signal
from PySide6.QtGui import QKeySequence, QShortcut, QTextDocument
from PySide6.QtWidgets import (
    QCheckBox,
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

from trainer.engine.errors import RulesError
from trainer.engine.games import AnyRules
from trainer.engine.games.blackjack.rules_file import BlackjackRules
from trainer.engine.games.roulette.rules_file import RouletteRules
from trainer.engine.games.three_five_seven_home import HomeRules
from trainer.engine.rules import GameRules
from trainer.engine.ruletexts import Citation, RuleText, texts_of
from trainer.quiz.citations import cite
from trainer.quiz.model import GAME_NAMES, GAMES
from trainer.ui.games.blackjack import posted_rules_html
from trainer.ui.games.roulette import posted_roulette_html
from trainer.ui.home_choices import CLAUSE_SCHEME, choices_html, clause_links
from trainer.ui.paytables import posted_html, table_html
from trainer.ui.rule_view import RuleTextView
from trainer.ui.translation import arg


def rule_texts_of(rules: AnyRules) -> tuple[RuleText, ...]:
    """The game's rule texts as rules; a plain sentence stands for one not installed."""
    try:
        return texts_of(rules.rule_texts)
    except RulesError as exc:
        return (RuleText(rules.rule_texts[0], "", rules.name, (), (), str(exc)),)


def posted_choices_html(rules: AnyRules, heading: str, others_heading: str) -> str:
    """What the house posts: a casino game's tables and every schedule the rules allow,
    or the home game's choices."""
    html = f"<h3>{escape(heading)}</h3>"
    if isinstance(rules, HomeRules):
        return html + choices_html(rules)
    if isinstance(rules, BlackjackRules):
        return html + posted_rules_html(rules, lambda clause: clause_links(clause, rules.id))
    if isinstance(rules, RouletteRules):
        return html + posted_roulette_html(None, rules)
    if isinstance(rules, GameRules):
        html += posted_html(rules, compact=False)
        others = [t for t in rules.paytables if t.schedule is not None]
        if others:
            html += f"<h3>{escape(others_heading)}</h3>"
            html += "".join(table_html(t) for t in others)
    return html


def cited_words(citations: list[Citation], texts: tuple[RuleText, ...]) -> str:
    """The citations as one line, a text's name said once for a run of its citations:
    ``N.J.A.C. 13:47-20.41(f)(4); (i); (h)``."""
    names = {t.name: t.cite for t in texts}
    out: list[str] = []
    last = ""
    for words in dict.fromkeys(c.words for c in citations):
        text = next(c.text for c in citations if c.words == words)
        name = names.get(text, "")
        if name and name == last and words.startswith(name):
            words = words[len(name) :].strip()
        out.append(words)
        last = name
    return "; ".join(out)


class GameRulesTab(QWidget):
    """One game: what the house posts, and its rule texts as rules, searchable."""

    def __init__(self, rules: AnyRules, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = rules.id
        layout = QHBoxLayout(self)
        split = QSplitter()
        self.posted = QTextBrowser()
        self.posted.setOpenLinks(False)
        self.posted.anchorClicked.connect(self._clause_clicked)
        self.posted.setAccessibleName(arg(self.tr("Posted at this house: %1"), rules.name))
        split.addWidget(self.posted)
        right = QWidget()
        r = QVBoxLayout(right)
        r.setContentsMargins(0, 0, 0, 0)
        search_row = QHBoxLayout()
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Search the rules"))
        self.search.setToolTip(self.tr("Enter finds the next match"))
        self.search.setAccessibleName(self.tr("Search the rule text"))
        self.search.returnPressed.connect(self.find_next)
        search_row.addWidget(self.search, 1)
        find = QPushButton(self.tr("Find"))
        find.clicked.connect(self.find_next)
        search_row.addWidget(find)
        self.source = QCheckBox(self.tr("Source as published"))
        self.source.setAccessibleName(
            self.tr("Show the rule texts as published, asides and all, without numbers")
        )
        self.source.toggled.connect(self._source_toggled)
        search_row.addWidget(self.source)
        r.addLayout(search_row)
        # What is highlighted, or where the search got to: shown only when it says something,
        # so that on a short screen the text keeps the room.
        self.found = QLabel("")
        self.found.setObjectName("muted")
        self.found.setWordWrap(True)
        self.found.setVisible(False)
        r.addWidget(self.found)
        self.text = RuleTextView()
        self.text.setAccessibleName(arg(self.tr("Rule text of %1"), rules.name))
        r.addWidget(self.text, 1)
        split.addWidget(right)
        split.setStretchFactor(0, 2)
        split.setStretchFactor(1, 3)
        split.setSizes([400, 600])
        layout.addWidget(split)
        self.texts: tuple[RuleText, ...] = ()
        self.set_rules(rules)

    def set_rules(self, rules: AnyRules) -> None:
        """Show the game's rules as the house now posts them; the text (and where it is
        scrolled) stays unless the rules name other texts."""
        self.rules = rules
        bar = self.posted.verticalScrollBar()
        kept = bar.value()
        self.posted.setHtml(
            posted_choices_html(
                rules, self.tr("Posted at this house"), self.tr("Every schedule the rules allow")
            )
        )
        bar.setValue(kept)
        texts = rule_texts_of(rules)
        if texts != self.texts:
            self.texts = texts
            self.text.set_texts(texts)

    def show_citations(self, citations: list[Citation]) -> list[str]:
        """Highlight the cited paragraphs and scroll to the first."""
        self.source.setChecked(False)
        lit = self.text.show_citations(citations)
        words = cited_words(citations, self.texts)
        self.say(arg(self.tr("Highlighted: %1"), words) if lit else "")
        return lit

    def say(self, text: str) -> None:
        """Show a line above the text (nothing: the line is put away)."""
        self.found.setText(text)
        self.found.setVisible(bool(text))

    def _clause_clicked(self, url: QUrl) -> None:
        if url.scheme() != CLAUSE_SCHEME:
            return
        found = cite(unquote(url.path()), self.game).citations
        own = [c for c in found if any(t.name == c.text for t in self.texts)]
        if own:
            self.show_citations(own)
            self.text.setFocus()

    def _source_toggled(self, shown: bool) -> None:
        self.text.show_source(shown)
        if shown:
            self.say("")

    def find_next(self) -> bool:
        """Move to the next match of the search text, wrapping at the end."""
        needle = self.search.text().strip()
        if not needle:
            return False
        if self.text.find(needle):
            self.say("")
            return True
        cursor = self.text.textCursor()
        cursor.movePosition(cursor.MoveOperation.Start)
        self.text.setTextCursor(cursor)
        if self.text.find(needle, QTextDocument.FindFlag(0)):
            self.say(self.tr("Wrapped to the start."))
            return True
        self.say(arg(self.tr("'%1' is not in this rule text."), needle))
        return False


class RulesPage(QWidget):
    """Every game's posted tables or choices and rule texts, one tab each; opened from a
    verdict, at the clause it cites, with a way back to where it was opened."""

    home_requested = Signal()
    back_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(28, 18, 28, 18)
        top = QHBoxLayout()
        title = QLabel(self.tr("Pay tables and rules"))
        title.setObjectName("title")
        top.addWidget(title, 1)
        self.back = QPushButton()
        self.back.clicked.connect(self._leave)
        top.addWidget(self.back)
        outer.addLayout(top)
        self.tabs = QTabWidget()
        outer.addWidget(self.tabs, 1)
        self.game_tabs: dict[str, GameRulesTab] = {}
        self.returning = ""
        self.set_return("")
        QShortcut(QKeySequence.StandardKey.Find, self, self._focus_search)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Back), self, self._leave)
        QShortcut(QKeySequence("Escape"), self, self._leave_to_where_opened)

    def set_return(self, where: str) -> None:
        """Where the page goes back to: ``""`` (home), ``"drill"``, ``"summary"`` or
        ``"answer"`` (a supervisor's review of an answer, in the console)."""
        self.returning = where
        texts = {
            "": (self.tr("Home"), self.tr("Back to the home page")),
            "drill": (self.tr("Back to the drill"), self.tr("Back to the drill, as it was")),
            "summary": (self.tr("Back to the summary"), self.tr("Back to the summary")),
            "answer": (self.tr("Back to the answer"), self.tr("Back to the answer reviewed")),
        }
        label, name = texts.get(where, texts[""])
        self.back.setText(label)
        self.back.setAccessibleName(name)

    def _leave(self) -> None:
        if self.returning:
            self.back_requested.emit()
        else:
            self.home_requested.emit()

    def _leave_to_where_opened(self) -> None:
        if self.returning:
            self.back_requested.emit()

    def show_rules(self, rules: dict[str, AnyRules]) -> None:
        """Show the rules with the house's posted settings (each tab kept, and where its
        text is scrolled, when only the settings changed)."""
        if list(self.game_tabs) != [g for g in GAMES if g in rules]:
            self.tabs.clear()
            self.game_tabs = {}
            for game in GAMES:
                tab = GameRulesTab(rules[game])
                self.game_tabs[game] = tab
                self.tabs.addTab(tab, GAME_NAMES[game])  # the game; its file's name inside
            return
        for game, tab in self.game_tabs.items():
            tab.set_rules(rules[game])

    def show_clause(self, game: str, clause: str) -> bool:
        """Open the tab of the text a clause cites (the question's own game's where it
        cites that) with the cited paragraphs highlighted; False if it cites none."""
        rules = {g: t.rules for g, t in self.game_tabs.items()}
        found = cite(clause, game, rules).citations
        if not found:
            return False
        where = {t.name: g for g, tab in self.game_tabs.items() for t in tab.texts}
        games = [where[c.text] for c in found if c.text in where]
        if not games:
            return False
        chosen = game if game in games else games[0]
        tab = self.game_tabs[chosen]
        self.tabs.setCurrentWidget(tab)
        tab.show_citations([c for c in found if where.get(c.text) == chosen])
        tab.text.setFocus()
        return True

    def current_tab(self) -> GameRulesTab | None:
        """The tab in view."""
        tab = self.tabs.currentWidget()
        return tab if isinstance(tab, GameRulesTab) else None

    def _focus_search(self) -> None:
        tab = self.current_tab()
        if tab is not None:
            tab.search.setFocus()
