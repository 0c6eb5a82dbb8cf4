"""A player's position for a payout question, and its explanation.

Each game's quiz module (``trainer.quiz.games.<game>``) builds positions around an outcome
worth teaching (a pay row of the posted table, a near miss, a dealer who does not
qualify, a push), written as a scenario in the ``dealer-trainer settle`` form and
settled by the engine. The answer is what the dealer pays the player on the wagers asked
about: the winnings of each winning wager, the stake returned not counted (0 when none
wins; the half returned on a surrender is not a payment).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from functools import lru_cache
from typing import Any

from trainer.engine.cards import Card, format_cards
from trainer.engine.games import game_spec
from trainer.engine.money import Cents, format_money, to_decimal
from trainer.engine.rules import GameRules
from trainer.engine.settlement import Outcome, Settlement, WagerResult
from trainer.engine.wager_words import WagerNames, the_wagers
from trainer.quiz.family import Context
from trainer.quiz.hands import same_category_line
from trainer.quiz.model import AnswerKind, Explanation, Question, total_line
from trainer.words import QT_TRANSLATE_NOOP, say, translated

WAGER_NAMES = WagerNames()
"""Each wager's name in a sentence (``"play wager"``), as the games declare them."""


@dataclass(frozen=True, slots=True)
class Position:
    """One player's position: the scenario (settle form), its settlement and the wagers a
    question asks about."""

    scenario: dict[str, Any]
    settlement: Settlement
    wagers: tuple[str, ...]
    cards: tuple[Card, ...]

    @property
    def paid(self) -> Cents:
        """What the dealer pays on the asked wagers."""
        return sum(self.settlement.bet(w).paid for w in self.wagers)

    def results(self) -> list[WagerResult]:
        """The asked wagers' results, in the game's order."""
        return [b for b in self.settlement.bets if b.wager in self.wagers]

    @property
    def placed(self) -> dict[str, Cents]:
        """The wagers the player put out, in cents, as the engine settled them: each of the
        game's chip wagers (so the play wager is the ante times the game's multiple, the call
        twice the ante), and each tip bet as ``tip <wager>``. The table shows these."""
        chips = game_spec(self.settlement.game).placed_wagers
        out = {b.wager: b.amount for b in self.settlement.bets if b.wager in chips and b.amount}
        out.update({f"tip {t.wager}": t.amount for t in self.settlement.tips if t.amount})
        return out


def card_list(cards: Sequence[Card]) -> list[str]:
    """Cards as the settle form writes them."""
    return format_cards(cards).split()


def dollars(cents: Cents) -> Any:
    """An amount as the settle form writes it."""
    return to_decimal(cents)


def stake(rng: random.Random, rules: GameRules, difficulty: int) -> Cents:
    """A wager a player would put out at this difficulty, within the posted limits.

    1 and 2: round amounts; 3: odd amounts such as $7.50 (3-5-7: $2.50, $3.50)."""
    return rng.choice(_stakes(max(rules.house.min_wager, 50), rules.house.max_wager, difficulty))


@lru_cache(maxsize=64)  # a full table asks twenty times a question, of the same few limits
def _stakes(low: Cents, high: Cents, difficulty: int) -> tuple[Cents, ...]:
    if high <= 500:  # a $5 game: 3-5-7 Poker
        choices = [100, 200, 300, 400, 500] if difficulty < 3 else [50, 150, 250, 350, 450]
    elif difficulty == 1:
        choices = [500, 1000, 1500, 2000, 2500]
    elif difficulty == 2:
        choices = [500, 1000, 1500, 2000, 2500, 3000, 4000, 5000]
    else:
        choices = [750, 1250, 1750, 2250, 2750, 3250, 4250, 7500]
    return tuple(c for c in choices if low <= c <= high) or (high,)


def probe_ante(rules: GameRules) -> Cents:
    """An ante within the posted limits, for asking the engine how a hand settles when the
    amount does not matter."""
    return min(max(rules.house.min_wager, 100), rules.house.max_wager)


def player_and_dealer_lines(settled: Settlement) -> list[str]:
    """The hands of a position played against the dealer, in words: the player's (or that
    the player folded: a folded hand is not played, so it is never called a best hand),
    the dealer's and whether it qualifies, the kickers where the two hands are of one
    category, and a progressive hand where one was wagered and settled."""
    lines = []
    player, dealer = settled.player_hand, settled.dealer_hand
    if settled.folded:
        lines.append(translated(_FOLDS))
    elif player is not None:
        lines.append(say(_PLAYER, hand=player.describe(), cards=format_cards(player.cards)))
    if dealer is not None:
        q = _QUALIFIES if settled.dealer_qualifies else _UNQUALIFIED
        lines.append(say(q, hand=dealer.describe(), cards=format_cards(dealer.cards)))
        if (
            not settled.folded
            and settled.dealer_qualifies
            and player is not None
            and player.category is dealer.category
        ):
            lines.append(same_category_line(player, dealer))
    prog = settled.hands.get("progressive")
    bet = next((b for b in settled.bets if b.wager == "progressive" and b.amount), None)
    if prog is not None and bet is not None and (not settled.folded or bet.paid):
        lines.append(say(_PROGRESSIVE, hand=prog.describe()))
    return lines


_FOLDS = QT_TRANSLATE_NOOP("quiz", "Player folds: the hand is not played against the dealer's.")
_PLAYER = QT_TRANSLATE_NOOP("quiz", "Player: {hand} ({cards}).")
_QUALIFIES = QT_TRANSLATE_NOOP("quiz", "Dealer: {hand} ({cards}), qualifies.")
_UNQUALIFIED = QT_TRANSLATE_NOOP("quiz", "Dealer: {hand} ({cards}), does not qualify.")
_PROGRESSIVE = QT_TRANSLATE_NOOP("quiz", "Progressive hand (two cards and the flop): {hand}.")
_TAKEN_DOWN = QT_TRANSLATE_NOOP("quiz", "{placed}, taken down to the table maximum of {amount}")
_HEAD = QT_TRANSLATE_NOOP("quiz", "{wager} {amount}: ", "a wager's line: Ante $15.00: ")
_HEAD_BARE = QT_TRANSLATE_NOOP("quiz", "{wager}: ", "a wager's line without an amount")
_WON = QT_TRANSLATE_NOOP("quiz", "{head}{reason} {arithmetic}.")
_NOTHING = QT_TRANSLATE_NOOP("quiz", "{head}{reason} Nothing paid.")
_NOTHING_BUT = QT_TRANSLATE_NOOP("quiz", "{head}{reason} Nothing paid ({arithmetic}).")
_TIP_BET = QT_TRANSLATE_NOOP("quiz", "Tip bet: {line}")
_TOTAL_SUM = QT_TRANSLATE_NOOP("quiz", "Total paid: {sums} = {total}.")
_TOTAL = QT_TRANSLATE_NOOP("quiz", "Total paid: {total}.")
_SCOPE = QT_TRANSLATE_NOOP("quiz", "Count the winnings only, not the wagers returned.")
_TIPS = QT_TRANSLATE_NOOP("quiz", " Tip bets are the dealer's: leave them out.")
_THE_PLAYER = QT_TRANSLATE_NOOP("quiz", "The player", "who a fact is about: The player folds.")
_HOW_MUCH = QT_TRANSLATE_NOOP("quiz", "How much does the dealer pay on {wagers}? {scope}{tips}")
_FACTS_THEN = QT_TRANSLATE_NOOP("quiz", "{facts} {question}", "what a position shows, then asks")


def the_player() -> str:
    """``The player``, as a position's facts speak of them."""
    return translated(_THE_PLAYER)


def scope() -> str:
    """What a payout question asks for (:data:`SCOPE`), in the trainee's language."""
    return translated(_SCOPE)


def wager_line(result: WagerResult, placed: Cents | None = None) -> str:
    """One wager settled, with the row and the arithmetic. ``placed``: the wager as the
    player put it out, where it is over the table maximum the result is settled at."""
    name = WAGER_NAMES.get(result.wager, result.wager)
    name = f"{name[:1].upper()}{name[1:]}"
    amount = format_money(result.amount)
    if placed is not None and placed != result.amount:
        amount = say(_TAKEN_DOWN, placed=format_money(placed), amount=amount)
    head = say(_HEAD, wager=name, amount=amount) if result.amount else say(_HEAD_BARE, wager=name)
    fields = {"head": head, "reason": result.reason, "arithmetic": result.arithmetic}
    if result.outcome is Outcome.WIN:
        return say(_WON, **fields)
    if result.outcome is Outcome.NONE:
        return say(_NOTHING, **fields)
    return say(_NOTHING_BUT, **fields)


def explain_position(
    position: Position, hands: Sequence[str], placed: Mapping[str, Cents] | None = None
) -> Explanation:
    """Why the dealer pays what they pay on this position, after the ``hands`` in words.
    ``placed``: the wagers as the player put them out, where one is over the maximum."""
    settled = position.settlement
    results = position.results()
    lines = list(hands)
    lines += [wager_line(r, (placed or {}).get(r.wager)) for r in results]
    lines += [say(_TIP_BET, line=wager_line(t)) for t in settled.tips]
    paid = [r for r in results if r.paid]
    total = format_money(position.paid)
    if len(paid) > 1:
        sums = " + ".join(format_money(r.paid) for r in paid)
        lines.append(total_line(say(_TOTAL_SUM, sums=sums, total=total)))
    else:
        lines.append(total_line(say(_TOTAL, total=total)))
    clauses = list(dict.fromkeys(r.clause for r in results))  # each once, in order
    return Explanation(tuple(lines), "; ".join(clauses))


Facts = Callable[[Mapping[str, Any], str], list[str]]
"""What a position's scenario shows that its payment depends on (the posted schedules, a
surrender, a fold, a tip bet, the progressive meter), as sentences about ``who``."""


def wagers_words(position: Position) -> str:
    """``the ante, call and progressive``."""
    return the_wagers(position.wagers)


SCOPE = str(_SCOPE)
"""What a payout question asks for: what the dealer pays out, not the stakes that go back
(it said "on a push or a surrender" in every game, though only 3-5-7 has a surrender; a
surrender shown is said in the position's facts)."""


def tips_note(positions: Sequence[Position]) -> str:
    """A sentence where a position has a tip bet: it is the dealer's, not the player's."""
    if any(p.settlement.tips for p in positions):
        return translated(_TIPS)
    return ""


def ask(position: Position, facts: Facts | None = None) -> str:
    """The question a payout asks, after what the position shows that the payment depends
    on: "The player folds. How much does the dealer pay on the ante ...?"."""
    shown = " ".join(facts(position.scenario, the_player())) if facts is not None else ""
    question = say(
        _HOW_MUCH, wagers=wagers_words(position), scope=scope(), tips=tips_note([position])
    )
    return with_facts(shown, question)


def with_facts(shown: str, question: str) -> str:
    """A question after what the position shows (``shown``, sentences), where it shows any."""
    return say(_FACTS_THEN, facts=shown, question=question) if shown else question


def payout_question(
    ctx: Context,
    position: Position,
    hands: Sequence[str],
    kind: AnswerKind | None = None,
    facts: Facts | None = None,
) -> Question:
    """A payout question from a settled position."""
    return ctx.question(
        kind=kind,
        text=ask(position, facts),
        prompt={"scenario": position.scenario, "wagers": list(position.wagers)},
        answer=position.paid,
        explanation=explain_position(position, hands),
        extra={"placed": position.placed},
    )


def amount_text(value: Any) -> str:
    """A settle-form amount (dollars) as money: ``$7.50``."""
    return format_money(int(Decimal(value) * 100))


def cards_text(cards: Any) -> str:
    """Settle-form cards as one line: ``Ah Kd 2c``."""
    return " ".join(cards) if isinstance(cards, list) else str(cards)
