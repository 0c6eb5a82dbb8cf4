"""Home: each game's skills with the trainee's mastery, accuracy and speed at a glance; one
button that practises what is due; and a free choice of game, skill, difficulty and mode."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from trainer.drilling import DrillPlan
from trainer.practice import daily_goal, due_now
from trainer.progress import (
    GameLevel,
    Mastery,
    ProgressStore,
    SkillStats,
    Trainee,
    TraineeDetail,
    accuracy_text,
)
from trainer.progress.days import to_ms
from trainer.progress.timing import seconds_text as answer_seconds
from trainer.quiz.model import GAME_NAMES, GAMES, Mode, Skill
from trainer.ui.goals import due_text, goal_text, nothing_due_text
from trainer.ui.layouts import FlowLayout, clear_layout
from trainer.ui.levels import level_text, next_text, short_level_text
from trainer.ui.theme import INK, MUTED, RIGHT, points, themed
from trainer.ui.translation import arg
from trainer.ui.worker import run_in_background
from trainer.words import current as current_words

MODE_NAMES = {
    Mode.PRACTICE: QT_TRANSLATE_NOOP("HomePage", "Practice"),
    Mode.SPEED: QT_TRANSLATE_NOOP("HomePage", "Speed drill (60 s)"),
    Mode.EXAM: QT_TRANSLATE_NOOP("HomePage", "Exam"),
    Mode.MISTAKES: QT_TRANSLATE_NOOP("HomePage", "My mistakes"),
}


def _seconds(ms: float | None) -> str:
    return "–" if ms is None else f"{answer_seconds(ms)} s"


class HomePage(QWidget):
    """The trainee's home screen."""

    drill_requested = Signal(object)  # DrillPlan
    mistakes_requested = Signal()
    exam_requested = Signal()
    progress_requested = Signal()
    rules_requested = Signal()
    sign_out_requested = Signal()
    look_requested = Signal()
    language_requested = Signal()

    def __init__(self, store: ProgressStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.trainee: Trainee | None = None
        outer = QVBoxLayout(self)
        outer.setContentsMargins(24, 16, 24, 16)
        outer.setSpacing(10)

        top = QHBoxLayout()
        self.hello = QLabel()
        self.hello.setObjectName("title")
        self.hello.setWordWrap(True)  # a long name wraps rather than widening the window
        top.addWidget(self.hello, 1)
        buttons: dict[str, QPushButton] = {}
        for text, signal, name in (
            (self.tr("My progress"), self.progress_requested, "progress"),
            (self.tr("Pay tables && rules"), self.rules_requested, "rules"),
            (self.tr("Aa"), self.look_requested, "look"),
            # The language in force by its code: a reader of either language finds it.
            (current_words().language.upper(), self.language_requested, "language"),
            (self.tr("Sign out"), self.sign_out_requested, "sign-out"),
        ):
            button = QPushButton(text)
            button.setObjectName(f"nav-{name}")
            button.clicked.connect(signal)
            top.addWidget(button)
            buttons[name] = button
        self.look_button = buttons["look"]  # text size and contrast
        self.look_button.setAccessibleName(self.tr("Text size and contrast"))
        self.look_button.setToolTip(self.tr("Text size and contrast"))
        self.language_button = buttons["language"]
        self.language_button.setAccessibleName(self.tr("Language"))
        self.language_button.setToolTip(self.tr("Language"))
        outer.addLayout(top)

        self.due = QPushButton(self.tr("Practise what is due"))
        self.due.setObjectName("primary")
        self.due.setMinimumHeight(60)
        self.due.setAccessibleName(self.tr("Practise what is due"))
        self.due.setAccessibleDescription(
            self.tr("Questions chosen from your history: what you miss comes back sooner.")
        )
        self.due.clicked.connect(self.practise_due)
        outer.addWidget(self.due)
        # Quiet lines under it: what is due, and the day's goal with its streak.
        self.due_label = QLabel()
        self.due_label.setObjectName("muted")
        self.due_label.setWordWrap(True)
        self.due_label.setAccessibleName(self.tr("What is due"))
        outer.addWidget(self.due_label)
        self.goal_label = QLabel()
        self.goal_label.setObjectName("muted")
        self.goal_label.setAccessibleName(self.tr("Daily goal"))
        outer.addWidget(self.goal_label)
        self.starting = QLabel(self.tr("Starting the drill…"))
        self.starting.setObjectName("question")
        self.starting.setAccessibleName(self.tr("Starting the drill"))
        self.starting.setVisible(False)
        outer.addWidget(self.starting)

        self.grid_holder = QFrame()
        self.grid_holder.setObjectName("card")
        self.grid = QGridLayout(self.grid_holder)
        self.grid.setContentsMargins(14, 10, 14, 10)
        self.grid.setHorizontalSpacing(4)  # six games side by side at a scale of 1.5
        outer.addWidget(self.grid_holder, 1)
        self._detail: TraineeDetail | None = None
        self._levels: dict[str, GameLevel] = {}
        self._bands = 1
        self._wide = 0
        self._watching = False

        self.choose = choose = QFrame()
        choose.setObjectName("card")
        # The choices wrap onto a second row on a narrow screen (or at a large scale).
        row = FlowLayout(choose)
        row.setContentsMargins(14, 10, 14, 10)
        choose_label = QLabel(self.tr("Choose:"))
        choose_label.setMinimumHeight(44)  # level with the drop-downs beside it
        choose_label.setAlignment(Qt.AlignmentFlag.AlignVCenter)
        row.addWidget(choose_label)
        self.game_box = QComboBox()
        self.game_box.setAccessibleName(self.tr("Game"))
        self.game_box.addItem(self.tr("Any game"), None)
        for g in GAMES:
            self.game_box.addItem(GAME_NAMES[g], g)
        self.skill_box = QComboBox()
        self.skill_box.setAccessibleName(self.tr("Skill"))
        self.skill_box.addItem(self.tr("Any skill"), None)
        for s in Skill:
            self.skill_box.addItem(s.heading, s.value)
        self.difficulty_box = QComboBox()
        self.difficulty_box.setAccessibleName(self.tr("Difficulty"))
        for d, text in (
            (1, self.tr("1: one wager")),
            (2, self.tr("2: a whole position")),
            (3, self.tr("3: a full table")),
        ):
            self.difficulty_box.addItem(text, d)
        self.mode_box = QComboBox()
        self.mode_box.setAccessibleName(self.tr("Mode"))
        for m in (Mode.PRACTICE, Mode.SPEED, Mode.MISTAKES):
            self.mode_box.addItem(self.tr(str(MODE_NAMES[m])), m.value)
        for w in (self.game_box, self.skill_box, self.difficulty_box, self.mode_box):
            w.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            w.setMinimumContentsLength(12)
            row.addWidget(w)
        start = QPushButton(self.tr("Start"))
        start.setObjectName("primary")
        start.setAccessibleName(self.tr("Start the chosen drill"))
        start.clicked.connect(self._start_chosen)
        row.addWidget(start)
        self.exam_button = QPushButton(self.tr("Take an exam"))
        self.exam_button.clicked.connect(self.exam_requested)
        row.addWidget(self.exam_button)
        outer.addWidget(choose)

    def set_starting(self, starting: bool) -> None:
        """A drill is being prepared (issue 24: a cell took 4-20 s on a busy machine,
        with nothing said): say so, and take no second choice meanwhile."""
        self.starting.setVisible(starting)
        for w in (self.due, self.grid_holder, self.choose):
            w.setEnabled(not starting)

    def show_trainee(self, trainee: Trainee) -> None:
        """Fill the page for this trainee; statistics load in the background. The game,
        skill, difficulty and mode chosen are the trainee's own: the next trainee at the
        station (a kiosk's next walk-up) starts from the first of each."""
        if self.trainee is None or self.trainee.id != trainee.id:
            for box in (self.game_box, self.skill_box, self.difficulty_box, self.mode_box):
                box.setCurrentIndex(0)
        self.trainee = trainee
        self.hello.setText(arg(self.tr("Hello, %1"), trainee.name))
        self.show_practice()
        self._levels = {}
        self._fill(None)
        trainee_id, store = trainee.id, self.store
        run_in_background(
            lambda _: (store.trainee_detail(trainee_id), store.levels(trainee_id)),
            self._loaded,
            lambda exc: None,
            owner=self,
        )
        self.due.setFocus()

    def show_practice(self) -> None:
        """What is due and the daily goal (a row per family and per day: read at once)."""
        if self.trainee is None:
            return
        now = self.store.now()
        due = due_now(self.store, self.trainee.id, to_ms(now))
        self.due_label.setText(due_text(due, now))
        self.goal_label.setText(goal_text(daily_goal(self.store, self.trainee.id, now.date())))

    def practise_due(self) -> None:
        """Start "Practise what is due", or say that nothing is and when the next is."""
        if self.trainee is None:
            return
        now = self.store.now()
        due = due_now(self.store, self.trainee.id, to_ms(now))
        if not due.anything:
            self.due_label.setText(nothing_due_text(due, now))
            return
        self.drill_requested.emit(DrillPlan(mode=Mode.PRACTICE))

    def _loaded(self, loaded: object) -> None:
        detail, levels = loaded if isinstance(loaded, tuple) else (None, ())
        if (
            isinstance(detail, TraineeDetail)
            and self.trainee
            and detail.trainee.id == self.trainee.id
        ):
            self._levels = {level.game: level for level in levels}
            self._fill(detail)

    def _fill(self, detail: TraineeDetail | None) -> None:
        self._detail = detail
        clear_layout(self.grid)
        stats = {(s.game, s.skill): s for s in detail.skills} if detail else {}
        mastery = {(m.game, m.skill): m for m in detail.mastery} if detail else {}
        per_band = -(-len(GAMES) // self._bands)
        for band in range(self._bands):
            games = GAMES[band * per_band : (band + 1) * per_band]
            top = band * (len(Skill) + 1)
            header = QLabel(self.tr("Skill"))
            header.setObjectName("muted")
            self.grid.addWidget(header, top, 0)
            for col, game in enumerate(games, start=1):
                self.grid.addWidget(self._game_heading(game), top, col)
            for row, skill in enumerate(Skill, start=top + 1):
                name = QLabel(skill.heading)
                name.setStyleSheet("font-weight: 600;")
                name.setWordWrap(True)  # "Settlement / order" where the games need the room
                self.grid.addWidget(name, row, 0)
                for col, game in enumerate(games, start=1):
                    s = stats.get((game, skill.value))
                    m = mastery.get((game, skill.value))
                    self.grid.addWidget(self._cell(game, skill, s, m), row, col)
        legend = QLabel(self.tr("accuracy · median time · answers   ★ mastered"))
        legend.setObjectName("muted")
        self.grid.addWidget(legend, self._bands * (len(Skill) + 1), 0, 1, per_band + 1)
        self._fit()

    def _game_heading(self, game: str) -> QWidget:
        """A game's name over its column, and under it the trainee's certification level
        (issue 29) once loaded."""
        heading = QWidget()
        column = QVBoxLayout(heading)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        label = QLabel(GAME_NAMES[game])
        label.setStyleSheet(f"font-weight: 600; font-size: {points(13)};")
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        label.setWordWrap(True)  # "Three Card / Poker" on a narrow screen
        column.addWidget(label)
        level = self._levels.get(game)
        if level is not None:
            said = QLabel(short_level_text(level))
            said.setObjectName("muted")
            said.setAlignment(Qt.AlignmentFlag.AlignCenter)
            said.setWordWrap(True)
            said.setToolTip(next_text(level))
            said.setAccessibleName(arg(self.tr("%1 certification level"), GAME_NAMES[game]))
            said.setAccessibleDescription(f"{level_text(level)}. {next_text(level)}")
            column.addWidget(said)
        return heading

    def _cell(
        self, game: str, skill: Skill, s: SkillStats | None, m: Mastery | None
    ) -> QPushButton:
        """One game's skill: accuracy, median time and answers, one a line; a tap practises
        it."""
        if s is None or s.attempts == 0:
            text = self.tr("not yet\ntried")
            colour = themed(MUTED)
        else:
            star = "★ " if m is not None and m.mastered else ""
            text = f"{star}{accuracy_text(s)}\n{_seconds(s.median_ms)}\n" + (
                arg(self.tr("%1 answers"), str(s.attempts))
                if s.attempts != 1
                else self.tr("1 answer")
            )
            colour = RIGHT if m is not None and m.mastered else themed(INK)
        button = QPushButton(text)
        button.setFlat(True)
        button.setStyleSheet(
            f"color: {colour}; text-align: center; min-height: 40px; padding: 1px 2px;"
        )
        button.setToolTip(
            arg(self.tr("Practise %1 in %2"), skill.heading.lower(), GAME_NAMES[game])
        )
        button.setAccessibleName(
            f"{GAME_NAMES[game]}, {skill.heading}: {text.replace(chr(10), ', ')}"
        )
        button.clicked.connect(
            lambda _=False, g=game, k=skill.value: self.drill_requested.emit(
                DrillPlan(mode=Mode.PRACTICE, game=g, skill=k)
            )
        )
        return button

    def _room(self) -> int:
        """The width the page has on the screen (its scroll area's, where it scrolls)."""
        parent = self.parentWidget()
        while parent is not None and not isinstance(parent, QScrollArea):
            parent = parent.parentWidget()
        return parent.viewport().width() if isinstance(parent, QScrollArea) else self.width()

    def _fit(self) -> None:
        """Every game side by side where they fit; else in two bands, one under the other
        (six games' columns at 1280x800 and a scale of 1.5, a trainee's hundreds of
        answers in each, made the page scroll sideways)."""
        room = self._room()
        if self._bands == 1:
            wide = self.minimumSizeHint().width()
            if wide > room:
                self._wide = wide
                self._bands = 2
                self._fill(self._detail)
        elif self._wide <= room:
            self._bands = 1
            self._fill(self._detail)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        parent = self.parentWidget()
        while parent is not None and not isinstance(parent, QScrollArea):
            parent = parent.parentWidget()
        if isinstance(parent, QScrollArea) and not self._watching:
            # The page stops shrinking at its least width; its scroll area's view does not.
            parent.viewport().installEventFilter(self)
            self._watching = True
        self._fit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and self.isVisible():
            self._fit()
        return super().eventFilter(watched, event)

    def _start_chosen(self) -> None:
        mode = Mode(self.mode_box.currentData())
        if mode is Mode.MISTAKES:
            self.mistakes_requested.emit()
            return
        self.drill_requested.emit(
            DrillPlan(
                mode=mode,
                game=self.game_box.currentData(),
                skill=self.skill_box.currentData(),
                difficulty=int(self.difficulty_box.currentData()),
            )
        )
