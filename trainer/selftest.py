"""``dealer-trainer --self-test``: a check a technician can run on a freshly installed machine.

Each check prints one line, ``ok  <check>: <what was seen>`` or ``FAIL <check>: <reason>``,
and the command exits 0 when every check passed, 1 otherwise. The check's name and what it
saw are in the language in force (``--language``); ``ok`` and ``FAIL`` stay as they are, for
a technician's script to read in any language. No traceback reaches the
screen: whatever a check raises becomes its reason.

Nothing touches the user's own data: the progress store and the window's preferences go
to a throwaway folder that is removed at the end. The window is built in a child process
(the same program with ``--self-test-window``), so that a Qt that cannot start at all (a
missing platform plugin or system library aborts the process) is reported as a failed
check rather than ending the self-test. With no display (a Linux machine without X11 or
Wayland) the window is rendered off-screen.

Qt is imported only inside :func:`render_window`, which runs in that child.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TextIO

from trainer import __version__
from trainer.words import QT_TRANSLATE_NOOP, Marked, current, say, translated, use_language

Check = Callable[[Path], str]

# The question every family is asked at: a whole position, a fixed seed (reproducible).
DIFFICULTY = 2
SEED = 7
WINDOW_TIMEOUT_SECONDS = 120
WINDOW_FLAG = "--self-test-window"


SITE: dict[str, str | None] = {"url": None, "data_dir": None}
"""The site and data folder named on the command line, for :func:`check_site`."""


def run_self_test(
    out: TextIO | None = None, *, site: str | None = None, data_dir: str | None = None
) -> int:
    """Run every check, one line each; returns 0 when all passed, else 1."""
    stream = out if out is not None else sys.stdout
    SITE.update(url=site, data_dir=data_dir)
    failed = 0
    with tempfile.TemporaryDirectory(
        prefix="dealer-trainer-self-test-", ignore_cleanup_errors=True
    ) as tmp:
        for name, check in CHECKS:
            try:
                detail = check(Path(tmp))
            except Exception as exc:  # every failure is a line, never a traceback
                failed += 1
                print(f"FAIL {translated(name)}: {_reason(exc)}", file=stream, flush=True)
            else:
                print(f"ok  {translated(name)}: {detail}", file=stream, flush=True)
    return 1 if failed else 0


def _reason(exc: BaseException) -> str:
    from trainer.errors import TrainerError

    text = " ".join(str(exc).split())
    if isinstance(exc, TrainerError | CheckFailed) and text:
        return text
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


class CheckFailed(Exception):
    """A check saw something wrong; the message says what."""


# ---------------------------------------------------------------------------------------
# The checks
# ---------------------------------------------------------------------------------------


def check_version(_tmp: Path) -> str:
    """Which program this is: the version, frozen or not, and the Python under it."""
    python = ".".join(str(part) for part in sys.version_info[:3])
    template = (
        QT_TRANSLATE_NOOP(
            "selftest", "dealer-trainer {version} (installed bundle, Python {python}, {system})"
        )
        if getattr(sys, "frozen", False)
        else QT_TRANSLATE_NOOP(
            "selftest", "dealer-trainer {version} (Python package, Python {python}, {system})"
        )
    )
    return say(template, version=__version__, python=python, system=sys.platform)


def check_rules_files(_tmp: Path) -> str:
    """Read and validate every shipped rules file (uncached: each file is read now)."""
    from trainer.engine.games import Registry
    from trainer.engine.rules_data import resources_dir, shipped_rules_files

    files = shipped_rules_files()
    if not files:
        raise CheckFailed(
            say(
                QT_TRANSLATE_NOOP("selftest", "no rules files in {folder}"),
                folder=resources_dir() / "rules",
            )
        )
    games = [rules.id for rules in Registry.load(files).all_rules()]
    return say(
        QT_TRANSLATE_NOOP("selftest", "{count} loaded ({games}) from {folder}"),
        count=len(files),
        games=", ".join(games),
        folder=resources_dir(),
    )


def check_rule_texts(_tmp: Path) -> str:
    """Every game's rule text is shipped beside the rules (the Rules page shows it)."""
    from trainer.engine.games import registry
    from trainer.engine.rules_data import resources_dir

    folder = resources_dir() / "rule-texts"
    rules = registry().followed()
    missing = [
        name for r in rules.values() for name in r.rule_texts if not (folder / name).is_file()
    ]
    if missing:
        raise CheckFailed(
            say(
                QT_TRANSLATE_NOOP("selftest", "missing from {folder}: {names}"),
                folder=folder,
                names=", ".join(sorted(missing)),
            )
        )
    # Each shown as rules, numbered as the drills cite it (its layout beside it).
    from trainer.engine.ruletexts import shipped_rule_text

    names = sorted({name for r in rules.values() for name in r.rule_texts})
    unnumbered = [name for name in names if not shipped_rule_text(name).cite]
    if unnumbered:
        raise CheckFailed(
            say(
                QT_TRANSLATE_NOOP("selftest", "no layout numbering {names} in {folder}"),
                names=", ".join(unnumbered),
                folder=folder,
            )
        )
    return say(
        QT_TRANSLATE_NOOP("selftest", "{games} found, {texts} texts numbered"),
        games=len(rules),
        texts=len(names),
    )


def check_questions(_tmp: Path) -> str:
    """One question of every family generated, and graded right on its own answer."""
    from trainer.quiz.catalog import all_families, generate
    from trainer.quiz.grading import grade
    from trainer.quiz.model import AnswerKind

    families = all_families()
    if not families:
        raise CheckFailed(say(QT_TRANSLATE_NOOP("selftest", "no question families are registered")))
    wrong: list[str] = []
    for fam in families:
        try:
            question = generate(fam.id, difficulty=DIFFICULTY, seed=SEED)
            responses: list[object] = [question.answer_text]
            if question.kind is AnswerKind.CHIPS and "chips" in question.extra:
                responses.append({int(d): n for d, n in question.extra["chips"].items()})
            for response in responses:
                graded = grade(question, response)
                if not graded.is_correct:
                    wrong.append(
                        say(
                            QT_TRANSLATE_NOOP(
                                "selftest", "{family} graded its own answer {percent}%"
                            ),
                            family=fam.id,
                            percent=graded.percent,
                        )
                    )
                    break
        except Exception as exc:
            wrong.append(f"{fam.id} ({_reason(exc)})")
    if wrong:
        template = (
            QT_TRANSLATE_NOOP("selftest", "{failed} of {total} families failed: {shown}")
            if len(wrong) <= 3
            else QT_TRANSLATE_NOOP(
                "selftest", "{failed} of {total} families failed: {shown}; and {more} more"
            )
        )
        raise CheckFailed(
            say(
                template,
                failed=len(wrong),
                total=len(families),
                shown="; ".join(wrong[:3]),
                more=len(wrong) - 3,
            )
        )
    return say(
        QT_TRANSLATE_NOOP("selftest", "{count} families generated and graded"),
        count=len(families),
    )


def check_progress_store(tmp: Path) -> str:
    """Record an answer in a throwaway store, reopen the store and read the answer back."""
    from trainer.progress import NewAttempt, ProgressStore
    from trainer.quiz.catalog import all_families, generate
    from trainer.quiz.grading import grade
    from trainer.quiz.house import house_params, rules_for_house, rules_from_params

    folder = tmp / "store"
    fam = all_families()[0]
    question = generate(fam.id, difficulty=DIFFICULTY, seed=SEED)
    graded = grade(question, question.answer_text)
    with ProgressStore(folder, station="self-test") as store:
        trainee = store.add_trainee("Self-test")
        written = store.record_attempt(
            NewAttempt(
                trainee_id=trainee.id,
                game=question.game,
                skill=question.skill.value,
                family=question.family,
                difficulty=question.difficulty,
                seed=question.seed,
                params=house_params(rules_for_house()[question.game]),
                answer=graded.given,
                expected=graded.expected,
                correct=graded.is_correct,
                credit=float(graded.credit),
                response_ms=1234,
            )
        )
    with ProgressStore(folder, station="self-test", create=False) as store:
        back = store.attempt(written.attempt_id)
        count = store.attempt_count()
    if count != 1 or (back.answer, back.expected, back.correct) != (
        graded.given,
        graded.expected,
        True,
    ):
        raise CheckFailed(
            say(
                QT_TRANSLATE_NOOP(
                    "selftest", "the answer read back differs from the one written ({back})"
                ),
                back=repr(back),
            )
        )
    again = generate(
        back.family,
        difficulty=back.difficulty,
        seed=back.seed,
        rules=rules_from_params(back.game, back.params),
    )
    if again.answer_text != back.expected:
        raise CheckFailed(
            say(
                QT_TRANSLATE_NOOP(
                    "selftest", "the recorded question does not regenerate to the same answer"
                )
            )
        )
    return say(
        QT_TRANSLATE_NOOP(
            "selftest",
            "an answer written, the store reopened, the answer read back and regenerated",
        )
    )


def check_schedulers(_tmp: Path) -> str:
    """Every drill scheduler chooses a family and folds an answer in (FSRS through the
    ``fsrs`` package, which a frozen bundle must carry)."""
    import random

    from trainer.progress.spacing import DAY_MS, FamilyState, PastAnswer
    from trainer.quiz.scheduler import SCHEDULERS, scheduler_named

    families = ["three-card-poker/payout", "three-card-poker/rulings"]
    now = 400 * DAY_MS
    for name in SCHEDULERS:
        scheduler = scheduler_named(name)
        states = [FamilyState(f) for f in families]
        chosen = scheduler.next_family(states, now, random.Random(SEED))
        state = scheduler.update(FamilyState(chosen), PastAnswer(chosen, 1.0, 2_000, now), 6_000)
        if state.seen != 1 or scheduler.due_ms(state) < 0:
            raise CheckFailed(
                say(
                    QT_TRANSLATE_NOOP("selftest", "the {name} scheduler did not record an answer"),
                    name=name,
                )
            )
    return say(
        QT_TRANSLATE_NOOP("selftest", "{names} chose a family and recorded an answer"),
        names=", ".join(SCHEDULERS),
    )


def check_main_window(tmp: Path) -> str:
    """Build and paint the main window in a child process (see the module docstring)."""
    env = dict(os.environ)
    if _has_no_display(env):
        env["QT_QPA_PLATFORM"] = "offscreen"
    env["QT_DEBUG_PLUGINS"] = "1"  # read only on failure: names a missing system library
    if not getattr(sys, "frozen", False):
        # The child must import this same trainer, wherever the parent found it.
        package_parent = str(Path(__file__).resolve().parent.parent)
        path = env.get("PYTHONPATH", "")
        env["PYTHONPATH"] = package_parent + (os.pathsep + path if path else "")
    try:
        done = subprocess.run(
            # The child speaks the language in force (its line is this check's).
            [*own_command(), "--language", current().language, WINDOW_FLAG, str(tmp / "window")],
            capture_output=True,
            text=True,
            env=env,
            timeout=WINDOW_TIMEOUT_SECONDS,
            check=False,
            stdin=subprocess.DEVNULL,
        )
    except subprocess.TimeoutExpired:
        raise CheckFailed(
            say(
                QT_TRANSLATE_NOOP(
                    "selftest", "the window was not painted within {seconds} seconds"
                ),
                seconds=WINDOW_TIMEOUT_SECONDS,
            )
        ) from None
    lines = [line.strip() for line in done.stdout.splitlines() if line.strip()]
    if done.returncode == 0 and lines:
        return lines[-1]
    raise CheckFailed(_window_failure(done.returncode, done.stderr))


def _window_failure(status: int, stderr: str) -> str:
    """The most useful sentence from what a failed window process wrote."""
    said = [line.strip() for line in stderr.splitlines() if line.strip()]
    # With QT_DEBUG_PLUGINS Qt names the system library a plugin could not load; that is
    # what a technician must install (Qt's own summary line often names the wrong one).
    missing = sorted(set(re.findall(r"(\S+): cannot open shared object file", stderr)))
    plugin = next((line for line in said if "the Qt platform plugin" in line), "")
    plugin = plugin.removeprefix("qt.qpa.plugin: ")
    if missing:
        what = plugin or say(QT_TRANSLATE_NOOP("selftest", "Qt could not load a plugin"))
        template = (
            QT_TRANSLATE_NOOP("selftest", "{what}: missing system library {names}")
            if len(missing) == 1
            else QT_TRANSLATE_NOOP("selftest", "{what}: missing system libraries {names}")
        )
        return say(template, what=what.rstrip("."), names=", ".join(missing))
    mine = [line.removeprefix("dealer-trainer: ") for line in said if line.startswith("dealer-")]
    if mine:  # the child's own one-line reason
        return mine[-1]
    hint = plugin or (said[-1] if said else "")
    if hint:
        return say(
            QT_TRANSLATE_NOOP(
                "selftest", "the window's process ended with status {status}: {hint}"
            ),
            status=status,
            hint=hint,
        )
    return say(
        QT_TRANSLATE_NOOP("selftest", "the window's process ended with status {status}"),
        status=status,
    )


def check_site(_tmp: Path) -> str:
    """psycopg is there, and the station's configured site (``--site``, then
    ``DEALER_TRAINER_SITE``, then the station setting) is reachable and serves it."""
    import psycopg

    from trainer.progress.location import find_data_dir
    from trainer.site.connection import connect, describe, uses_tls
    from trainer.site.schema import SITE_SCHEMA_VERSION, check_station_can_use, read_version
    from trainer.site.station import configured_site

    driver = f"psycopg {psycopg.__version__} ({psycopg.pq.__impl__}, libpq {psycopg.pq.version()})"
    url = configured_site(find_data_dir(SITE["data_dir"]), SITE["url"])
    if not url:
        return say(
            QT_TRANSLATE_NOOP(
                "selftest",
                "no site configured, so this station keeps its progress on its own; {driver}",
            ),
            driver=driver,
        )
    with connect(url) as conn:
        found = check_station_can_use(read_version(conn), SITE_SCHEMA_VERSION)
        template = (
            QT_TRANSLATE_NOOP(
                "selftest", "{site} reachable (over TLS), site schema version {version}; {driver}"
            )
            if uses_tls(conn)
            else QT_TRANSLATE_NOOP(
                "selftest",
                "{site} reachable (not encrypted), site schema version {version}; {driver}",
            )
        )
    return say(template, site=describe(url), version=found.version, driver=driver)


CHECKS: Sequence[tuple[Marked | str, Check]] = (
    (QT_TRANSLATE_NOOP("selftest", "version", "a check's name"), check_version),
    (QT_TRANSLATE_NOOP("selftest", "rules files", "a check's name"), check_rules_files),
    (QT_TRANSLATE_NOOP("selftest", "rule texts", "a check's name"), check_rule_texts),
    (QT_TRANSLATE_NOOP("selftest", "questions", "a check's name"), check_questions),
    (QT_TRANSLATE_NOOP("selftest", "progress store", "a check's name"), check_progress_store),
    (QT_TRANSLATE_NOOP("selftest", "schedulers", "a check's name"), check_schedulers),
    (QT_TRANSLATE_NOOP("selftest", "school site", "a check's name"), check_site),
    (QT_TRANSLATE_NOOP("selftest", "main window", "a check's name"), check_main_window),
)
"""Each check, by its name (in the language in force when it is printed)."""


def own_command() -> list[str]:
    """The command that starts this same program: the frozen executable, or this Python."""
    if getattr(sys, "frozen", False):
        return [sys.executable]
    return [sys.executable, "-m", "trainer"]


def _has_no_display(env: dict[str, str]) -> bool:
    """Linux and the BSDs need X11 or Wayland for a window; Windows and macOS always have
    a screen. A platform chosen explicitly (``QT_QPA_PLATFORM``) is left alone."""
    if env.get("QT_QPA_PLATFORM"):
        return False
    if sys.platform in ("win32", "darwin"):
        return False
    return not (env.get("DISPLAY") or env.get("WAYLAND_DISPLAY"))


# ---------------------------------------------------------------------------------------
# The child: build the main window on a throwaway store and paint it
# ---------------------------------------------------------------------------------------


def render_window(folder: str) -> int:
    """Build the main window on a new store in *folder*, paint it into a pixmap and print
    what was painted; returns the exit status (a failure is one line on stderr)."""
    try:
        print(_render(Path(folder)), flush=True)
    except Exception as exc:
        print(f"dealer-trainer: {_reason(exc)}", file=sys.stderr, flush=True)
        return 1
    return 0


def _render(folder: Path) -> str:
    from PySide6.QtCore import QSettings, Qt
    from PySide6.QtGui import QGuiApplication

    from trainer.progress import ProgressStore
    from trainer.ui.application import application
    from trainer.ui.main_window import MainWindow

    # Window preferences go to the throwaway folder too (on Linux, where settings are
    # files; on Windows and macOS the window only writes back the value it read).
    for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, str(folder / "settings"))
    app = application()
    asked = current()
    with ProgressStore(folder / "data", station="self-test") as store:
        window = MainWindow(store)
        # The window speaks the station's language; this check's line, the one asked.
        use_language(asked.language)
        try:
            if window.pages.currentWidget() is not window.sign_in:
                raise CheckFailed(
                    say(
                        QT_TRANSLATE_NOOP(
                            "selftest", "the window did not open on the sign-in screen"
                        )
                    )
                )
            pixmap = window.grab()
            if pixmap.isNull() or pixmap.width() == 0 or pixmap.height() == 0:
                raise CheckFailed(
                    say(QT_TRANSLATE_NOOP("selftest", "painting the window gave an empty picture"))
                )
            small = pixmap.toImage().scaled(
                32, 32, Qt.AspectRatioMode.IgnoreAspectRatio
            )  # a few colours at least: a window that painted nothing is one flat colour
            colours = {small.pixel(x, y) for x in range(32) for y in range(32)}
            if len(colours) < 2:
                raise CheckFailed(
                    say(QT_TRANSLATE_NOOP("selftest", "the window painted as one flat colour"))
                )
        finally:
            window.close()
            window.deleteLater()
        app.processEvents()
    platform = QGuiApplication.platformName()
    return say(
        QT_TRANSLATE_NOOP("selftest", "sign-in screen painted, {width}x{height} on '{platform}'"),
        width=pixmap.width(),
        height=pixmap.height(),
        platform=platform,
    )
