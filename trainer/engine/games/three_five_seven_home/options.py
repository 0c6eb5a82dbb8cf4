"""The home game's options: which text a table plays (strikes or burns) and the choices
the texts leave to the table, with the rounds and the names the texts are cited by."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from trainer.engine.errors import RulesError
from trainer.engine.money import Cents, format_money
from trainer.words import QT_TRANSLATE_NOOP, Said

GAME_ID = "three-five-seven-home"
"""The game's id in rules files, scenarios, drills and the progress store."""

ROUNDS = (3, 5, 7)
"""The rounds of one game, by the number of cards each player holds."""

STRIKES_CLAUSE = "Strikes"
BURNS_CLAUSE = "Burns"


class Variant(StrEnum):
    """Which of the two texts the table plays."""

    STRIKES = "strikes"  # losers pay the winner the pot; a lone player in gets a strike
    BURNS = "burns"  # a burn to every hand that beats yours; a lone player earns a marker

    @property
    def mark(self) -> str:
        """What a lone player in collects: ``strike`` or ``marker``."""
        return "strike" if self is Variant.STRIKES else "marker"

    @property
    def text(self) -> str:
        """The name the rule text is cited by: ``Strikes`` or ``Burns``."""
        return STRIKES_CLAUSE if self is Variant.STRIKES else BURNS_CLAUSE


@dataclass(frozen=True, slots=True)
class HomeOptions:
    """How a table plays the home game. The shipped defaults of each variant come from
    ``resources/rules/three-five-seven-home.toml`` (read by :mod:`.rules_file`); the defaults
    written here are the burns text's."""

    variant: Variant = Variant.BURNS
    min_players: int = 4  # Burns ¶3
    max_players: int = 7  # Burns ¶3; seven hands of seven cards take 49 of the 52
    ante: Cents = 25  # the first game's ante (Burns ¶5)
    ante_step: Cents = 25  # the ante rises by this each game (Burns ¶19)
    ante_cap: Cents | None = 100  # "a dollar is typically enough" (Burns ¶19); None: no cap
    ante_every_game: bool = True  # everyone antes each game, not only when a pot opens
    burn: Cents = 25  # the first game's burn (Burns ¶10)
    burn_step: Cents = 25  # the burn rises by this each game, without a cap (Burns ¶19)
    marks_to_win: int = 3  # strikes or markers that win the pot (Strikes ¶14, Burns ¶20)
    three_threes_worthless: bool = True  # Burns ¶21
    five_of_a_kind_above_straight_flush: bool = True
    suit_tiebreak: bool = False  # Burns ¶26
    second_chance: bool = False  # Burns ¶24
    no_one_in_pays_pot: bool = False  # Burns ¶25
    strike_pays_pot: bool = False  # Strikes ¶16, the house rule
    strike_contribution: Cents = 0  # what each other player adds to the pot on a strike
    split_unit: Cents = 25  # a tied split is shared in quarters (the texts' coin), odd ones first
    reset_stakes_on_pot: bool = True  # a won pot brings the first game's ante and burn back

    def ante_for(self, game: int) -> Cents:
        """The ante of the ``game``-th game since the pot opened (1 for the first)."""
        ante = self.ante + self.ante_step * (game - 1)
        return ante if self.ante_cap is None else min(ante, self.ante_cap)

    def burn_for(self, game: int) -> Cents:
        """The burn of the ``game``-th game since the pot opened; burns have no cap."""
        return self.burn + self.burn_step * (game - 1)

    def check(self) -> None:
        """Refuse options that contradict each other or the variant, naming the option."""
        fault = self.fault()
        if fault is not None:
            raise RulesError(fault[1])

    def fault(self) -> tuple[str, str] | None:
        """The first option that cannot be played, as (option, sentence); None if none."""
        if not 2 <= self.min_players <= self.max_players <= 7:
            return "min_players", Said(_PLAYERS, low=self.min_players, high=self.max_players)
        if self.marks_to_win < 1:
            return "marks_to_win", Said(_MARKS)
        if self.split_unit < 1:
            return "split_unit", Said(_SPLIT_UNIT)
        if self.ante_cap is not None and self.ante_cap < self.ante:
            return "ante_cap", Said(
                _ANTE_CAP, cap=format_money(self.ante_cap), ante=format_money(self.ante)
            )
        if self.variant is Variant.STRIKES:
            if self.burn or self.burn_step:
                return "burn", Said(_NO_BURNS)
            if self.no_one_in_pays_pot:
                return "no_one_in_pays_pot", Said(_NOBODY_IN)
        elif self.strike_pays_pot:
            return "strike_pays_pot", Said(_NO_STRIKES)
        return None


_PLAYERS = QT_TRANSLATE_NOOP(
    "home options",
    "Players must number from 2 to 7 with the minimum not above the maximum (not {low} to "
    "{high}); seven hands of seven cards take 49 of the 52.",
)
_MARKS = QT_TRANSLATE_NOOP("home options", "At least one strike or marker must win the pot.")
_SPLIT_UNIT = QT_TRANSLATE_NOOP(
    "home options", "A tied split is shared in units of a cent or more."
)
_ANTE_CAP = QT_TRANSLATE_NOOP(
    "home options", "The ante cap of {cap} is below the first ante of {ante}."
)
_NO_BURNS = QT_TRANSLATE_NOOP("home options", "The strikes variant has no burns (Strikes ¶12).")
_NOBODY_IN = QT_TRANSLATE_NOOP(
    "home options",
    "Paying a burn to the pot when nobody is in is a burns variant (Burns ¶25).",
)
_NO_STRIKES = QT_TRANSLATE_NOOP(
    "home options", "The burns variant has markers, not strikes (Burns ¶20)."
)


_OPTION_KINDS: dict[str, str] = {
    "min_players": "int",
    "max_players": "int",
    "ante": "money",
    "ante_step": "money",
    "ante_cap": "money?",
    "ante_every_game": "bool",
    "burn": "money",
    "burn_step": "money",
    "marks_to_win": "int",
    "three_threes_worthless": "bool",
    "five_of_a_kind_above_straight_flush": "bool",
    "suit_tiebreak": "bool",
    "second_chance": "bool",
    "no_one_in_pays_pot": "bool",
    "strike_pays_pot": "bool",
    "strike_contribution": "money",
    "split_unit": "money",
    "reset_stakes_on_pot": "bool",
}
"""Every option a rules file gives for a variant, with how its value is read."""
