"""``settle``, ``deal``, ``odds`` and ``check-rules``: the rules engine on the command line.

The contract is pinned (other tools rely on it): JSON in on stdin or a file, JSON out on
stdout, money as dollars with at most two decimals; an error is one line on stderr and
exit status 2.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable
from decimal import Decimal
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

from trainer.engine.errors import CardError, RulesFileError, ScenarioError
from trainer.errors import SAID, TrainerError
from trainer.words import QT_TRANSLATE_NOOP, say, translated

if TYPE_CHECKING:
    from trainer.engine.games import Registry


def add_commands(subparsers: Any) -> None:
    """Register the engine's subcommands."""
    settle = subparsers.add_parser(
        "settle",
        help=QT_TRANSLATE_NOOP(
            "help", "settle one scenario (or a JSON array of them) and print the result"
        ),
    )
    settle.add_argument(
        "file", nargs="?", help=QT_TRANSLATE_NOOP("help", "JSON file (default: standard input)")
    )
    _add_rules(settle)
    settle.set_defaults(handler=run_settle)

    deal = subparsers.add_parser(
        "deal", help=QT_TRANSLATE_NOOP("help", "print where each card goes, in dealing order")
    )
    deal.add_argument(
        "file", nargs="?", help=QT_TRANSLATE_NOOP("help", "JSON file (default: standard input)")
    )
    _add_rules(deal)
    deal.set_defaults(handler=run_deal)

    odds = subparsers.add_parser(
        "odds", help=QT_TRANSLATE_NOOP("help", "exact odds and house edge of every pay schedule")
    )
    odds.add_argument(
        "--json", action="store_true", help=QT_TRANSLATE_NOOP("help", "print the report as JSON")
    )
    odds.add_argument(
        "--meter",
        default="100000",
        help=QT_TRANSLATE_NOOP("help", "progressive meter in dollars for its house edge"),
    )
    _add_rules(odds)
    odds.add_argument(
        "--data-dir",
        metavar="DIR",
        default=argparse.SUPPRESS,
        help=QT_TRANSLATE_NOOP(
            "help", "follow the jurisdictions the house chose in this store's settings"
        ),
    )
    odds.set_defaults(handler=run_odds)

    check = subparsers.add_parser(
        "check-rules", help=QT_TRANSLATE_NOOP("help", "validate rules files")
    )
    check.add_argument("files", nargs="+", metavar="FILE")
    check.set_defaults(handler=run_check_rules)


def _add_rules(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--rules",
        metavar="FILE",
        action="append",
        default=[],
        help=QT_TRANSLATE_NOOP(
            "help",
            "also read this rules file (another jurisdiction of a game); its game's tables "
            "follow it (repeatable)",
        ),
    )


def _registry(args: argparse.Namespace, *, house: bool = False) -> Registry:
    """The rules each game's tables follow: the shipped ones; with ``house``, those the
    house chose in its store (--data-dir or DEALER_TRAINER_DATA); a --rules FILE read
    beside them, its game following it."""
    from trainer.engine.games import load_rules_file, registry

    reg = registry()
    data_dir = getattr(args, "data_dir", None)
    if house and (data_dir is not None or os.environ.get("DEALER_TRAINER_DATA")):
        from trainer.progress import ProgressStore, find_data_dir

        with ProgressStore(find_data_dir(data_dir), create=False) as store:
            for notice in store.notices:
                print(say(SAID, said=notice), file=sys.stderr)
            settings = store.settings()
        reg = registry()  # the house's own rules files are read with its store
        for spec in reg.games:
            reg = reg.follow(spec.id, str(settings[f"{spec.id}.jurisdiction"]))
    files = [load_rules_file(f) for f in getattr(args, "rules", [])]
    if files:
        reg = reg.with_rules(files)
        for rules in files:
            reg = reg.follow(rules.id, rules.jurisdiction_id)
    return reg


def read_json(file: str | None) -> Any:
    """Read JSON from a file or standard input; numbers with decimals become ``Decimal``."""
    from trainer.engine.limits import MOST_SCENARIO_BYTES, BoundsError, read_limited

    name = translated(_STDIN) if file is None or file == "-" else file
    try:
        if file is None or file == "-":
            data = read_limited(sys.stdin.buffer, MOST_SCENARIO_BYTES)
        else:
            with Path(file).open("rb") as handle:
                data = read_limited(handle, MOST_SCENARIO_BYTES)
        text = data.decode("utf-8")
    except OSError as exc:
        raise ScenarioError(say(_CANNOT_READ, name=name, why=exc.strerror or exc)) from None
    except UnicodeDecodeError:
        raise ScenarioError(say(_NOT_UTF8, name=name)) from None
    except BoundsError as exc:
        raise ScenarioError(say(_TOO_BIG, name=name, why=exc)) from None
    if not text.strip():
        raise ScenarioError(say(_NO_SCENARIO, name=name))
    try:
        return json.loads(text, parse_float=Decimal)
    except json.JSONDecodeError as exc:
        raise ScenarioError(
            say(_MALFORMED, name=name, line=exc.lineno, column=exc.colno, why=exc.msg)
        ) from None
    except RecursionError:
        raise ScenarioError(say(_TOO_DEEP, name=name)) from None
    except ValueError:  # an integer past Python's 4,300-digit conversion limit
        raise ScenarioError(say(_TOO_LONG, name=name)) from None


def _plain(value: Any) -> Any:
    """Money ``Decimal`` to a JSON number: whole dollars as integers, else two decimals."""
    if isinstance(value, Decimal):
        if value == value.to_integral_value():
            return int(value)
        return float(value)  # two-place amounts print exactly as their shortest repr
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return value


def write_json(data: Any) -> None:
    """Print data as JSON on standard output."""
    json.dump(_plain(data), sys.stdout, indent=2, ensure_ascii=False)
    sys.stdout.write("\n")


def _each(data: Any, one: Callable[[Any], dict[str, Any]]) -> Any:
    from trainer.commands.scenario_words import refusal
    from trainer.engine.money import AmountError

    if isinstance(data, list):
        out = []
        for i, item in enumerate(data, start=1):
            try:
                out.append(one(item))
            except TrainerError as exc:
                # One refusal naming the scenario, whatever kind the engine raised (a kind
                # may carry more than its sentence, as an amount's fault does).
                raise ScenarioError(say(_SCENARIO, index=i, said=refusal(exc))) from None
        return out
    try:
        return one(data)
    except (AmountError, CardError) as exc:  # their words are the command's (scenario_words)
        raise ScenarioError(refusal(exc)) from None


def run_settle(args: argparse.Namespace) -> int:
    """``dealer-trainer settle [FILE]``."""
    from trainer.engine.games import settle_scenario

    rules = _registry(args)
    write_json(_each(read_json(args.file), lambda data: settle_scenario(data, rules)))
    return 0


def run_deal(args: argparse.Namespace) -> int:
    """``dealer-trainer deal [FILE]``."""
    from trainer.engine.games import deal_scenario

    rules = _registry(args)
    write_json(_each(read_json(args.file), lambda data: deal_scenario(data, rules)))
    return 0


def run_odds(args: argparse.Namespace) -> int:
    """``dealer-trainer odds [--json]``."""
    from trainer.engine.games import odds_report
    from trainer.engine.money import AmountError, parse_amount
    from trainer.engine.odds import report_text

    try:
        meter = parse_amount(args.meter, what="the meter")
    except AmountError as exc:
        from trainer.commands.scenario_words import amount_refusal

        raise ScenarioError(amount_refusal(exc, "--meter")) from None
    report = odds_report(meter=meter, rules=_registry(args, house=True))
    if args.json:
        write_json([entry.as_data() for entry in report])
    else:
        sys.stdout.write(report_text(report))
    return 0


def run_check_rules(args: argparse.Namespace) -> int:
    """``dealer-trainer check-rules FILE...``: one line per file, exit 2 if any fails or if
    two of the files give one game's rules in one jurisdiction."""
    from trainer.engine.games import AnyRules, Registry, load_rules_file
    from trainer.engine.games.blackjack import BlackjackRules
    from trainer.engine.games.roulette import RouletteRules
    from trainer.engine.games.three_five_seven_home import HomeRules

    failed = 0
    good: list[AnyRules] = []
    for file in args.files:
        try:
            rules = load_rules_file(file)
        except RulesFileError as exc:
            failed += 1
            print(say(SAID, said=exc), file=sys.stderr)
            continue
        good.append(rules)
        if isinstance(rules, HomeRules):
            names = [v.value for v in rules.variants]
            variants = (
                names[0]
                if len(names) == 1
                else say(_AND, items=", ".join(names[:-1]), last=names[-1])
            )
            print(say(_HOME_OK, file=file, name=rules.name, variants=variants))
        elif isinstance(rules, BlackjackRules):
            print(
                say(
                    _BLACKJACK_OK,
                    file=file,
                    name=rules.name,
                    jurisdiction=rules.jurisdiction,
                    pays=rules.blackjack_pays,
                    stand=rules.stand_rule,
                    decks=rules.decks,
                )
            )
        elif isinstance(rules, RouletteRules):
            print(
                say(
                    _ROULETTE_OK,
                    file=file,
                    name=rules.name,
                    jurisdiction=rules.jurisdiction,
                    wheel=rules.wheel.value,
                    bets=len(rules.bets),
                    zero=rules.zero_rule,
                )
            )
        else:
            print(say(_CASINO_OK, file=file, name=rules.name, tables=len(rules.paytables)))
    try:
        Registry(good)
    except RulesFileError as exc:
        failed += 1
        print(say(SAID, said=exc), file=sys.stderr)
    return 2 if failed else 0


# What the engine's commands say: a scenario that cannot be read, a rules file checked.
_STDIN: Final = QT_TRANSLATE_NOOP("commands", "standard input")
_CANNOT_READ: Final = QT_TRANSLATE_NOOP("commands", "Cannot read {name}: {why}.")
_NOT_UTF8: Final = QT_TRANSLATE_NOOP("commands", "{name} is not UTF-8 text.")
_TOO_BIG: Final = QT_TRANSLATE_NOOP("commands", "No scenario is read from {name}: {why}.")
_NO_SCENARIO: Final = QT_TRANSLATE_NOOP("commands", "No JSON scenario on {name}.")
_MALFORMED: Final = QT_TRANSLATE_NOOP(
    "commands", "Malformed JSON in {name} at line {line}, column {column}: {why}."
)
_TOO_DEEP: Final = QT_TRANSLATE_NOOP(
    "commands", "Malformed JSON in {name}: it is nested too deeply."
)
_TOO_LONG: Final = QT_TRANSLATE_NOOP(
    "commands", "Malformed JSON in {name}: a number has too many digits."
)
_SCENARIO: Final = QT_TRANSLATE_NOOP("commands", "Scenario {index}: {said}")
_HOME_OK: Final = QT_TRANSLATE_NOOP("commands", "{file}: ok ({name}, {variants} variants)")
_AND: Final = QT_TRANSLATE_NOOP(
    "commands", "{items} and {last}", "a list of the home game's variants"
)
_BLACKJACK_OK: Final = QT_TRANSLATE_NOOP(
    "commands",
    "{file}: ok ({name}, {jurisdiction}: blackjack pays {pays}, {stand}, {decks} decks)",
)
_ROULETTE_OK: Final = QT_TRANSLATE_NOOP(
    "commands",
    "{file}: ok ({name}, {jurisdiction}: {wheel} wheel, {bets} kinds of bet, a zero on an "
    "even-money bet: {zero})",
)
_CASINO_OK: Final = QT_TRANSLATE_NOOP("commands", "{file}: ok ({name}, {tables} pay tables)")
