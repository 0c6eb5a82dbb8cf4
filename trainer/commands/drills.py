"""``questions`` (an answer key, or JSON) and ``drill`` (the drills in a terminal)."""

from __future__ import annotations

import argparse
import random
import sys
import time
from typing import Any, Final, TextIO

from trainer.commands.access import add_pin_file_option, add_supervisor_options
from trainer.errors import TrainerError
from trainer.progress import score_text
from trainer.progress.timing import seconds_text as answer_seconds
from trainer.words import QT_TRANSLATE_NOOP, say


def add_commands(subparsers: Any) -> None:
    """Register the drills' subcommands."""
    from trainer.quiz.model import GAMES, Mode, Skill

    skills = [s.value for s in Skill]
    q = subparsers.add_parser(
        "questions", help=QT_TRANSLATE_NOOP("help", "print questions with answers and explanations")
    )
    q.add_argument("--game", required=True, choices=GAMES)
    q.add_argument("--skill", required=True, choices=skills)
    q.add_argument("--difficulty", type=int, default=1, choices=(1, 2, 3))
    q.add_argument("--count", type=int, default=5)
    q.add_argument(
        "--seed",
        type=int,
        default=None,
        help=QT_TRANSLATE_NOOP("help", "the same seed prints the same questions"),
    )
    q.add_argument(
        "--json", action="store_true", help=QT_TRANSLATE_NOOP("help", "print a JSON list")
    )
    q.add_argument(
        "--data-dir",
        metavar="DIR",
        default=argparse.SUPPRESS,
        help=QT_TRANSLATE_NOOP(
            "help", "use the house settings posted in this store (default: the shipped rules)"
        ),
    )
    q.add_argument(
        "--language",
        choices=("en", "es"),
        default=argparse.SUPPRESS,
        help=QT_TRANSLATE_NOOP(
            "help", "the language of the questions and explanations (default: English)"
        ),
    )
    q.set_defaults(handler=run_questions)

    d = subparsers.add_parser(
        "drill", help=QT_TRANSLATE_NOOP("help", "drill in the terminal, one answer a line")
    )
    d.add_argument(
        "--trainee", required=True, help=QT_TRANSLATE_NOOP("help", "trainee name (created if new)")
    )
    d.add_argument("--game", choices=GAMES)
    d.add_argument("--skill", choices=skills)
    d.add_argument(
        "--family",
        metavar="FAMILY",
        help=QT_TRANSLATE_NOOP("help", "drill one question family (casino-holdem/rulings)"),
    )
    d.add_argument(
        "--mode", default="practice", choices=[m.value for m in Mode if m is not Mode.MISTAKES]
    )
    d.add_argument("--difficulty", type=int, default=1, choices=(1, 2, 3))
    d.add_argument(
        "--count",
        type=int,
        default=None,
        help=QT_TRANSLATE_NOOP("help", "questions to ask (default: until end of input)"),
    )
    d.add_argument("--seed", type=int, default=None)
    add_pin_file_option(d, whose=QT_TRANSLATE_NOOP("help", "the trainee's", "whose PIN"))
    add_supervisor_options(
        d,
        why=QT_TRANSLATE_NOOP(
            "help", "signs in for the trainee; an exam needs one", "why a supervisor is named"
        ),
    )
    d.add_argument("--data-dir", metavar="DIR", default=argparse.SUPPRESS)
    d.set_defaults(handler=run_drill)


MOST_QUESTIONS = 10_000
"""The most questions one ``questions`` or ``drill`` command asks for."""


def _count(value: int | None) -> int | None:
    from trainer.quiz.errors import QuizError

    if value is not None and value < 1:
        raise QuizError(
            say(
                QT_TRANSLATE_NOOP("commands", "--count must be at least 1, not {value}."),
                value=value,
            )
        )
    if value is not None and value > MOST_QUESTIONS:
        # Questions are made before any is printed: an unbounded count is unbounded memory.
        raise QuizError(
            say(
                QT_TRANSLATE_NOOP("commands", "--count can be at most {most}, not {value}."),
                most=f"{MOST_QUESTIONS:,}",
                value=f"{value:,}",
            )
        )
    return value


def _family(value: str | None) -> str | None:
    """A family named on the command line; :class:`QuizError` names an unknown one."""
    from trainer.quiz.catalog import get_family

    return None if value is None else get_family(value).id


def _house_rules(data_dir: str | None) -> Any:
    """The rules under a store's posted house settings, when a store is named (with
    --data-dir or DEALER_TRAINER_DATA); else None, the shipped rules. The answer key a
    supervisor prints then matches the schedules the house posts."""
    import os

    if data_dir is None and not os.environ.get("DEALER_TRAINER_DATA"):
        return None
    from trainer.progress import ProgressStore, find_data_dir
    from trainer.quiz.house import rules_for_house

    with ProgressStore(find_data_dir(data_dir), create=False) as store:
        return rules_for_house(store.settings())


def run_questions(args: argparse.Namespace) -> int:
    """``dealer-trainer questions``."""
    from trainer.commands.engine import write_json
    from trainer.quiz.catalog import families_for, generate
    from trainer.quiz.errors import QuizError
    from trainer.quiz.render import answer_key, question_data
    from trainer.words import use_language

    if getattr(args, "language", None):
        use_language(args.language)
    count = _count(args.count) or 1
    families = families_for(args.game, args.skill)
    if not families:
        raise QuizError(say(_NO_DRILLS))
    rules = _house_rules(getattr(args, "data_dir", None))
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1 << 31)
    rng = random.Random(f"questions/{args.game}/{args.skill}/{seed}")
    questions = [
        generate(
            families[i % len(families)].id,
            difficulty=args.difficulty,
            seed=rng.randrange(1 << 31),
            rules=rules,
        )
        for i in range(count)
    ]
    if args.json:
        write_json([question_data(q, rules) for q in questions])
    else:
        sys.stdout.write(answer_key(questions))
    return 0


def run_drill(
    args: argparse.Namespace, stdin: TextIO | None = None, stdout: TextIO | None = None
) -> int:
    """``dealer-trainer drill``: every graded answer is committed before its verdict."""
    from trainer.drilling import Drill, DrillPlan
    from trainer.progress import (
        NotFoundError,
        ProgressStore,
        StoreUnavailableError,
        find_data_dir,
    )
    from trainer.quiz.errors import AnswerError
    from trainer.quiz.model import Mode
    from trainer.quiz.render import how_to_answer, prompt_lines

    inp, out = stdin or sys.stdin, stdout or sys.stdout
    mode = Mode(args.mode)
    plan = DrillPlan(
        mode=mode,
        game=args.game,
        skill=args.skill,
        family=_family(getattr(args, "family", None)),
        difficulty=args.difficulty,
        count=_count(args.count),
        seed=args.seed,
    )
    with ProgressStore(find_data_dir(getattr(args, "data_dir", None))) as store:
        for notice in store.notices:
            print(notice, file=out)
        try:
            trainee = store.find_trainee(args.trainee)
        except NotFoundError:
            trainee = store.add_trainee(args.trainee)
            print(say(_W["welcome"], name=trainee.name), file=out)
        _sign_in(store, trainee, args, exam=mode is Mode.EXAM)
        drill = Drill(store, trainee, plan)
        number = 0
        try:
            while (question := drill.next_question()) is not None:
                number += 1
                print(f"\n{number}. {question.text}", file=out)
                for line in prompt_lines(question):
                    print(f"   {line}", file=out)
                print(f"   {how_to_answer(question)}", file=out)
                asked = time.monotonic()
                while True:
                    line = inp.readline()
                    if not line:
                        raise EOFError
                    try:
                        answered = drill.grade(line.strip(), int((time.monotonic() - asked) * 1000))
                        break
                    except AnswerError as exc:
                        print("   " + say(_W["again"], said=exc), file=out)
                try:
                    drill.record_answer(answered)
                except StoreUnavailableError as exc:
                    _keep_safe(store, str(exc), inp, out)
                grade = answered.grade
                if mode is Mode.EXAM:
                    print("   " + say(_W["recorded"]), file=out)
                elif mode is Mode.SPEED:
                    print(
                        "   "
                        + say(
                            _W["timed"],
                            verdict=grade.message,
                            pace=say(_PACE_WORDS[answered.pace.value]),
                            seconds=answer_seconds(answered.response_ms),
                        ),
                        file=out,
                    )
                else:
                    verdict = (
                        grade.message
                        if grade.is_correct
                        else say(
                            _W["the answer"],
                            verdict=grade.message,
                            answer=grade.expected.rstrip("."),
                        )
                    )
                    print(f"   {verdict}", file=out)
                    for text in question.explanation.text.splitlines():
                        print(f"   {text}", file=out)
        except EOFError:
            pass
        finally:
            try:
                summary = drill.finish()
            except StoreUnavailableError as exc:
                print(f"   {exc}", file=out)
                summary = drill.session.summary()
        counts = {
            "answered": summary.answered,
            "right": summary.right,
            "wrong": summary.wrong,
            "fast": summary.fast,
            "normal": summary.normal,
            "slow": summary.slow,
            "unanswered": summary.unanswered,
        }
        speed = "speed " if mode is Mode.SPEED else ""
        left = "unanswered" if summary.unanswered else "all"
        print("\n" + say(_W[f"{speed}summary {left}"], **counts), file=out)
        per_hour, seconds = summary.decisions_per_hour, summary.seconds_per_answer
        if mode is Mode.SPEED and per_hour is not None and seconds is not None:
            figures = {
                "per_hour": f"{per_hour:,}",
                "right": summary.right,
                "answered": summary.answered,
                "seconds": f"{seconds:.1f}",
            }
            if drill.pace_target is None:
                print(say(_W["pace"], **figures), file=out)
            else:
                met = "pace on target" if per_hour >= drill.pace_target else "pace under target"
                print(say(_W[met], target=f"{drill.pace_target:,}", **figures), file=out)
        if mode is Mode.EXAM:
            score = score_text(summary.score_percent)
            result = "passed" if summary.passed else "not passed"
            print(say(_W[result], score=score, mark=summary.pass_mark), file=out)
            for i, a in enumerate(drill.session.answers, start=1):
                if a.grade.is_correct:
                    line = say(_W["line right"], number=i, question=a.question.text)
                else:
                    line = say(
                        _W["line wrong"],
                        number=i,
                        question=a.question.text,
                        answer=a.grade.expected,
                    )
                print(f"  {line}", file=out)
    return 0


def _sign_in(store: Any, trainee: Any, args: argparse.Namespace, *, exam: bool) -> None:
    """Who may drill as *trainee* here: an exam needs a supervisor's PIN; otherwise a
    supervisor's, or the trainee's own if they have one."""
    from trainer.commands.access import ask_pin, supervisor_signed_in

    if exam:
        supervisor_signed_in(
            store, args, QT_TRANSLATE_NOOP("commands", "An exam on the terminal"), always=True
        )
    elif getattr(args, "supervisor", None) is not None:
        supervisor_signed_in(store, args, QT_TRANSLATE_NOOP("commands", "Drilling"))
    elif trainee.has_pin:
        pin = ask_pin(
            say(_W["pin for"], name=trainee.name), file=args.pin_file, option="--pin-file"
        )
        store.sign_in_trainee(trainee.id, pin)


def _keep_safe(store: Any, why: str, inp: TextIO, out: TextIO) -> None:
    """An answer the store could not write: it is safe in the pending file beside the
    store, or, when only memory holds it, the trainee is asked to try again or to name a
    file to save the unsaved answers in, before the verdict shows."""
    print(f"   {why}", file=out)
    while store.pending_attempts() and store.pending_kept_in() is None:
        print("   " + say(_W["press enter"]), file=out)
        line = inp.readline()
        if not line:
            raise EOFError
        target = line.strip()
        try:
            if not target:
                store.flush_pending()
                continue
            count = store.save_pending(target)
        except TrainerError as exc:
            print(f"   {exc}", file=out)
            continue
        saved = _W["saved one"] if count == 1 else _W["saved"]
        print("   " + say(saved, count=count, target=target), file=out)
        return


_PACE_WORDS: Final = {
    "fast": QT_TRANSLATE_NOOP("commands", "fast"),
    "normal": QT_TRANSLATE_NOOP("commands", "normal"),
    "slow": QT_TRANSLATE_NOOP("commands", "slow"),
}
_W: Final = {
    "welcome": QT_TRANSLATE_NOOP("commands", "Welcome, {name}: a new trainee."),
    "again": QT_TRANSLATE_NOOP("commands", "{said} Try again."),
    "recorded": QT_TRANSLATE_NOOP("commands", "Recorded."),
    "timed": QT_TRANSLATE_NOOP("commands", "{verdict} ({pace}, {seconds} s)"),
    "the answer": QT_TRANSLATE_NOOP("commands", "{verdict} The answer: {answer}."),
    "summary all": QT_TRANSLATE_NOOP(
        "commands", "{answered} answered: {right} right, {wrong} wrong."
    ),
    "summary unanswered": QT_TRANSLATE_NOOP(
        "commands", "{answered} answered: {right} right, {wrong} wrong; {unanswered} unanswered."
    ),
    "speed summary all": QT_TRANSLATE_NOOP(
        "commands",
        "{answered} answered: {right} right, {wrong} wrong; {fast} fast, {normal} normal, "
        "{slow} slow.",
    ),
    "speed summary unanswered": QT_TRANSLATE_NOOP(
        "commands",
        "{answered} answered: {right} right, {wrong} wrong; {fast} fast, {normal} normal, "
        "{slow} slow; {unanswered} unanswered.",
    ),
    "pace": QT_TRANSLATE_NOOP(
        "commands",
        "Pace: {per_hour} right decisions per hour ({right} of {answered} right), "
        "{seconds} s per answer.",
    ),
    "pace on target": QT_TRANSLATE_NOOP(
        "commands",
        "Pace: {per_hour} right decisions per hour ({right} of {answered} right), "
        "{seconds} s per answer; house target {target} per hour: on target.",
    ),
    "pace under target": QT_TRANSLATE_NOOP(
        "commands",
        "Pace: {per_hour} right decisions per hour ({right} of {answered} right), "
        "{seconds} s per answer; house target {target} per hour: under target.",
    ),
    "passed": QT_TRANSLATE_NOOP(
        "commands", "Score {score} against a pass mark of {mark}%: passed."
    ),
    "not passed": QT_TRANSLATE_NOOP(
        "commands", "Score {score} against a pass mark of {mark}%: not passed."
    ),
    "line right": QT_TRANSLATE_NOOP("commands", "{number}. {question} -> right"),
    "line wrong": QT_TRANSLATE_NOOP("commands", "{number}. {question} -> wrong (answer: {answer})"),
    "pin for": QT_TRANSLATE_NOOP("commands", "PIN for {name}"),
    "press enter": QT_TRANSLATE_NOOP(
        "commands",
        "Press Enter to try again, or type a file name to save the unsaved answers in:",
    ),
    "saved one": QT_TRANSLATE_NOOP(
        "commands",
        "Saved 1 unsaved answer in {target}; import it with 'dealer-trainer import' once "
        "there is room.",
    ),
    "saved": QT_TRANSLATE_NOOP(
        "commands",
        "Saved {count} unsaved answers in {target}; import it with 'dealer-trainer import' "
        "once there is room.",
    ),
}
"""The terminal drill's sentences, each one whole template."""

__all__ = ["TrainerError", "add_commands", "run_drill", "run_questions"]


_NO_DRILLS: Final = QT_TRANSLATE_NOOP("commands", "No drills match that choice of game and skill.")
