"""The one registry of games: every game's spec, and every rules file read by its kind.

A game id names the game; a rules file names its jurisdiction. The registry reads each
file with the reader of its kind (a casino game's or the home game's), checks that the
file is of a game the trainer plays and of that game's kind, and refuses two files of one
game and one jurisdiction, naming both. Two jurisdictions of one game stand side by side;
each game follows one of them (its first file, unless told otherwise), and
:meth:`Registry.follow` makes another the one a house's tables follow.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import cache
from pathlib import Path
from types import MappingProxyType
from typing import Any

from trainer.engine import rules_file_words as W
from trainer.engine.errors import RulesFileError, ScheduleError
from trainer.engine.games import casino_holdem, three_card_poker, three_five_seven
from trainer.engine.games.blackjack import game as blackjack
from trainer.engine.games.blackjack.rules_file import read_blackjack_rules
from trainer.engine.games.roulette import game as roulette
from trainer.engine.games.roulette.rules_file import read_roulette_rules
from trainer.engine.games.spec import (
    BLACKJACK,
    CASINO,
    HOME,
    NOT_HOME,
    ROULETTE,
    AnyRules,
    GameSpec,
)
from trainer.engine.games.three_five_seven_home import game as three_five_seven_home
from trainer.engine.games.three_five_seven_home.rules_file import HomeRules, read_home_rules
from trainer.engine.rules import GameRules, read_casino_rules
from trainer.engine.rules_data import (
    jurisdiction_key,
    read_rules_data,
    rules_kind,
    shipped_rules_files,
)
from trainer.words import QT_TRANSLATE_NOOP, Marked, Said, say, translated

GAMES: tuple[GameSpec, ...] = (
    three_five_seven.SPEC,
    casino_holdem.SPEC,
    three_card_poker.SPEC,
    three_five_seven_home.SPEC,
    blackjack.SPEC,
    roulette.SPEC,
)
"""Every game the trainer plays, in the order it lists them."""

_READERS: Mapping[str, Callable[[Path, Mapping[str, Any]], AnyRules]] = MappingProxyType(
    {
        CASINO: read_casino_rules,
        HOME: read_home_rules,
        BLACKJACK: read_blackjack_rules,
        ROULETTE: read_roulette_rules,
    }
)
"""Each kind of rules file's reader (``[game] kind``; a casino game's file need not say)."""

_BY_ID: Mapping[str, GameSpec] = MappingProxyType({spec.id: spec for spec in GAMES})


# A game or a jurisdiction looked up that the registry does not hold (a command's
# argument, a scenario's, a house setting): one whole template each (issue 27).
UNKNOWN_GAME = QT_TRANSLATE_NOOP(
    "registry", "{game} is not a game this trainer knows (games: {known})."
)
UNKNOWN_JURISDICTION = QT_TRANSLATE_NOOP(
    "registry", "{jurisdiction} is not a jurisdiction of {game} (jurisdictions: {known})."
)
NO_JURISDICTION = QT_TRANSLATE_NOOP(
    "registry", "{jurisdiction} is not a jurisdiction of {game} (jurisdictions: none)."
)
NO_RULES = QT_TRANSLATE_NOOP("registry", "No rules file of {game} is loaded.")
NOT_CASINO = QT_TRANSLATE_NOOP("registry", "{name} is a home game, not a casino game.")


def game_ids() -> tuple[str, ...]:
    """Every game's id, in the order the trainer lists them."""
    return tuple(_BY_ID)


def game_spec(game: str) -> GameSpec:
    """One game's spec; :class:`ScheduleError` names an unknown game and the known ones."""
    try:
        return _BY_ID[game]
    except (KeyError, TypeError):
        known = ", ".join(_BY_ID)
        raise ScheduleError(say(UNKNOWN_GAME, game=repr(game), known=known)) from None


def game_title(game: str) -> str:
    """A game's title (``"Three Card Poker"``) in the language in force;
    :class:`ScheduleError` for an unknown game."""
    return translated(game_spec(game).title)


def load_rules_file(path: Path | str) -> AnyRules:
    """Read and validate one rules file by its kind (``[game] kind = "home"`` for a home
    game's, ``"blackjack"`` for blackjack's, a casino game's otherwise), and check it
    against its game's spec."""
    path = Path(path)
    data = read_rules_data(path)
    kind = rules_kind(data)
    reader = _READERS.get(kind)
    if reader is None:
        kinds = ", ".join(f'"{k}"' for k in _READERS)
        raise W.refusal(path.name, "game.kind", W.NOT_A_KIND, value=repr(kind), kinds=kinds)
    rules = reader(path, data)
    _check_against_spec(path, rules)
    return rules


def _check_against_spec(path: Path, rules: AnyRules) -> None:
    def fail(key: str, template: Marked, /, **fields: object) -> RulesFileError:
        return W.refusal(path.name, key, template, **fields)

    spec = _BY_ID.get(rules.id)
    if spec is None:
        known = ", ".join(_BY_ID)
        raise fail("game.id", W.NOT_PLAYED, value=repr(rules.id), known=known)
    if spec.kind != rules.kind:
        wanted = W.KIND_OF_GAME if spec.kind != CASINO else W.CASINO_GAME
        raise fail("game.kind", wanted, game=spec.title, kind=spec.kind)
    if not jurisdiction_key(rules.jurisdiction):
        raise fail("game.jurisdiction", W.NO_JURISDICTION)
    if isinstance(rules, GameRules):
        if set(rules.wagers) != set(spec.wagers):
            raise fail(
                "game.wagers",
                W.WRONG_WAGERS,
                game=spec.title,
                wagers=", ".join(spec.wagers),
                found=", ".join(rules.wagers),
            )
        for key in spec.play_keys:
            if not getattr(rules, key):
                raise fail(f"play.{key}", W.SETTLED_BY, game=spec.title)


class Registry:
    """Every game's spec with the rules files read for it, by jurisdiction.

    ``follow`` maps a game to the jurisdiction its tables follow (its first file's when
    unnamed). Registries are immutable; :meth:`follow` and :meth:`with_files` give new ones.
    """

    __slots__ = ("_followed", "_rules")

    def __init__(
        self,
        rules: Iterable[AnyRules],
        follow: Mapping[str, str] | None = None,
    ) -> None:
        by_game: dict[str, dict[str, AnyRules]] = {spec.id: {} for spec in GAMES}
        for r in rules:
            seen = by_game[r.id].get(r.jurisdiction_id)
            if seen is not None:
                first, second = Path(seen.source), Path(r.source)
                if first.name != second.name:
                    first, second = Path(first.name), Path(second.name)
                raise RulesFileError(
                    Said(
                        W.TWO_FILES,
                        first=first,
                        second=second,
                        game=game_title(r.id),
                        jurisdiction=r.jurisdiction,
                    )
                )
            by_game[r.id][r.jurisdiction_id] = r
        self._rules: Mapping[str, Mapping[str, AnyRules]] = MappingProxyType(
            {g: MappingProxyType(js) for g, js in by_game.items()}
        )
        followed: dict[str, str] = {}
        for game, files in self._rules.items():
            if files:
                followed[game] = next(iter(files))
        for game, jurisdiction in (follow or {}).items():
            self._choose(game, jurisdiction)
            followed[game] = jurisdiction_key(jurisdiction)
        self._followed: Mapping[str, str] = MappingProxyType(followed)

    @classmethod
    def load(cls, files: Sequence[Path | str]) -> Registry:
        """A registry of these rules files (each read and checked)."""
        return cls(load_rules_file(path) for path in files)

    @property
    def games(self) -> tuple[GameSpec, ...]:
        """Every game, in the order the trainer lists them."""
        return GAMES

    def spec(self, game: str) -> GameSpec:
        """One game's spec; :class:`ScheduleError` names an unknown game."""
        return game_spec(game)

    def _choose(self, game: str, jurisdiction: str) -> AnyRules:
        files = self._rules[game_spec(game).id]
        found = files.get(jurisdiction_key(jurisdiction))
        if found is None:
            template = UNKNOWN_JURISDICTION if files else NO_JURISDICTION
            raise ScheduleError(
                say(
                    template,
                    jurisdiction=repr(jurisdiction),
                    game=game_title(game),
                    known=", ".join(files),
                )
            )
        return found

    def rules(self, game: str, jurisdiction: str | None = None) -> AnyRules:
        """A game's rules in a jurisdiction (by name or key), or in the one its tables
        follow; :class:`ScheduleError` names an unknown game or jurisdiction."""
        if jurisdiction is not None:
            return self._choose(game, jurisdiction)
        spec = game_spec(game)
        chosen = self._followed.get(spec.id)
        if chosen is None:
            raise ScheduleError(say(NO_RULES, game=game_title(game)))
        return self._rules[spec.id][chosen]

    def casino(self, game: str, jurisdiction: str | None = None) -> GameRules:
        """A casino game's rules (see :meth:`rules`)."""
        rules = self.rules(game, jurisdiction)
        if not isinstance(rules, GameRules):
            raise ScheduleError(say(NOT_CASINO, name=rules.name))
        return rules

    def home(self, game: str, jurisdiction: str | None = None) -> HomeRules:
        """A home game's rules (see :meth:`rules`)."""
        rules = self.rules(game, jurisdiction)
        if not isinstance(rules, HomeRules):
            raise ScheduleError(say(NOT_HOME, name=rules.name))
        return rules

    def jurisdictions(self, game: str) -> tuple[AnyRules, ...]:
        """Every jurisdiction's rules of a game, in the order their files were read."""
        return tuple(self._rules[game_spec(game).id].values())

    def followed(self) -> dict[str, AnyRules]:
        """The rules each game's tables follow, by game id, in the trainer's order."""
        return {game: self._rules[game][j] for game, j in self._followed.items()}

    def followed_jurisdiction(self, game: str) -> str:
        """The key of the jurisdiction a game's tables follow."""
        return self.rules(game).jurisdiction_id

    def follow(self, game: str, jurisdiction: str) -> Registry:
        """This registry with ``game``'s tables following ``jurisdiction``."""
        return Registry(self.all_rules(), {**self._followed, game: jurisdiction})

    def with_files(self, files: Sequence[Path | str]) -> Registry:
        """This registry with more rules files read (a house's own jurisdictions)."""
        return self.with_rules([load_rules_file(p) for p in files])

    def with_rules(self, rules: Sequence[AnyRules]) -> Registry:
        """This registry with more rules, already read; a file it holds already (the same
        path) is not read twice."""
        known = {Path(r.source).resolve() for r in self.all_rules()}
        new = [r for r in rules if Path(r.source).resolve() not in known]
        return Registry([*self.all_rules(), *new], self._followed)

    def all_rules(self) -> tuple[AnyRules, ...]:
        """Every file's rules, game by game."""
        return tuple(r for files in self._rules.values() for r in files.values())


@cache
def shipped_registry() -> Registry:
    """The registry of the shipped rules files (read once per process)."""
    return Registry.load(shipped_rules_files())


@cache
def _house_registry(folder: Path) -> tuple[Registry, tuple[str, ...]]:
    reg = shipped_registry()
    problems: list[str] = []
    for path in sorted(folder.glob("*.toml")):
        try:
            reg = reg.with_files([path])
        except RulesFileError as exc:
            # Said again in the language in force where it is shown (the store opens before
            # the station's language is applied).
            problems.append(Said(W.NOT_USED, file=path, reason=exc.said))
    return reg, tuple(problems)


_house_folder: list[Path] = []


def registry() -> Registry:
    """The registry this process follows: the shipped rules files, and the house's own
    (:func:`use_house_rules`)."""
    if _house_folder:
        return _house_registry(_house_folder[0])[0]
    return shipped_registry()


def use_house_rules(folder: Path | None) -> list[str]:
    """Read a house's own rules files (``folder/*.toml``: another jurisdiction of a game)
    beside the shipped ones, for :func:`registry` from now on; ``None``, or a folder that
    does not exist, for the shipped ones only. Returns a sentence for each file refused
    (it is left out; the others are read)."""
    _house_folder.clear()
    if folder is None or not folder.is_dir():
        return []
    _house_folder.append(folder.resolve())
    return list(_house_registry(_house_folder[0])[1])
