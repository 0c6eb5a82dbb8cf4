"""Settling one round of the home game: who is in, what changes hands, what the pot gains
or pays out, and any strike (Strikes ¶12, ¶14, ¶16) or marker (Burns ¶11-¶12, ¶20-¶25)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType

from trainer.engine.cards import Card, ensure_distinct
from trainer.engine.errors import CardError, RulesError
from trainer.engine.games.three_five_seven_home.hands import HomeHand, evaluate_home, wild_rank
from trainer.engine.games.three_five_seven_home.options import (
    BURNS_CLAUSE,
    STRIKES_CLAUSE,
    HomeOptions,
    Variant,
)
from trainer.engine.games.three_five_seven_home.words import and_list, nth
from trainer.engine.money import Cents, format_money, split
from trainer.words import QT_TRANSLATE_NOOP, say


@dataclass(frozen=True, slots=True)
class RoundPlayer:
    """One player's part in a round: cards, declaration, and (for a second chance) the
    second declaration; ``marks`` are the strikes or markers already held."""

    name: str
    cards: tuple[Card, ...]
    is_in: bool
    second_in: bool | None = None
    marks: int = 0


@dataclass(frozen=True, slots=True)
class Transfer:
    """Money that changes hands: ``None`` as payer or payee is the pot."""

    payer: str | None
    payee: str | None
    amount: Cents
    reason: str

    def __str__(self) -> str:
        return (
            f"{self.payer or 'the pot'} pays {self.payee or 'the pot'} "
            f"{format_money(self.amount)} ({self.reason})"
        )


@dataclass(frozen=True, slots=True)
class RoundResult:
    """A settled round. ``payments`` are what each player gains (negative when they pay),
    every player at the table listed; their sum and ``pot_change`` add up to zero."""

    variant: Variant
    round: int
    names: tuple[str, ...]
    hands: Mapping[str, HomeHand]
    ins: tuple[str, ...]
    second_chance: bool
    ranking: tuple[tuple[str, ...], ...]
    transfers: tuple[Transfer, ...]
    payments: Mapping[str, Cents]
    pot_change: Cents
    marker: str | None
    strike: str | None
    pot_winner: str | None
    pot_award: Cents
    notes: tuple[str, ...]
    clause: str

    @property
    def winners(self) -> tuple[str, ...]:
        """The best hand(s) among the players in (empty when nobody is in)."""
        return self.ranking[0] if self.ranking else ()

    def paid_between(self, payer: str | None, payee: str | None) -> Cents:
        """What one player (or the pot, None) pays another in this round."""
        return sum(t.amount for t in self.transfers if t.payer == payer and t.payee == payee)


def rank_hands(hands: Mapping[str, HomeHand], names: Sequence[str]) -> tuple[tuple[str, ...], ...]:
    """The named players' hands best first; tied hands share a tier, in seat order."""
    keys = sorted({hands[n].key for n in names}, reverse=True)
    return tuple(tuple(n for n in names if hands[n].key == k) for k in keys)


def settle_round(
    players: Sequence[RoundPlayer],
    *,
    round_size: int,
    pot: Cents,
    burn: Cents = 0,
    options: HomeOptions | None = None,
) -> RoundResult:
    """Settle one round: every player's hand, who is in, what changes hands, what the pot
    gains or pays out, and any strike or marker.

    Players are listed in seat order (clockwise). Declarations are simultaneous, so the
    order decides nothing but the odd cent of a split (to the first listed)."""
    opts = options or HomeOptions()
    opts.check()
    _check_players(players, round_size, opts)
    if pot < 0 or burn < 0:
        raise RulesError("The pot and the burn cannot be negative.")
    variant = opts.variant
    names = tuple(p.name for p in players)
    hands = {p.name: evaluate_home(p.cards, opts) for p in players}
    payments = dict.fromkeys(names, 0)
    transfers: list[Transfer] = []
    notes: list[str] = []
    pot_change = 0
    t = variant.text

    def pay(payer: str | None, payee: str | None, amount: Cents, reason: str) -> None:
        nonlocal pot_change
        if amount <= 0:
            return
        transfers.append(Transfer(payer, payee, amount, reason))
        if payer is None:
            pot_change -= amount
        else:
            payments[payer] -= amount
        if payee is None:
            pot_change += amount
        else:
            payments[payee] += amount

    ins = tuple(p.name for p in players if p.is_in)
    second = False
    if not ins and opts.second_chance:
        missing = [p.name for p in players if p.second_in is None]
        if missing:
            raise RulesError(
                "Nobody is in and the table plays the second chance: say how each player "
                f"declares on it (none given for {', '.join(missing)})."
            )
        second = True
        ins = tuple(p.name for p in players if p.second_in)
        notes.append(
            say(
                QT_TRANSLATE_NOOP(
                    "settlement",
                    "Nobody is in: a second chance, no new cards, everyone declares again "
                    "({clause} ¶24).",
                ),
                clause=BURNS_CLAUSE,
            )
        )
    ranking = rank_hands(hands, ins) if ins else ()
    marker = strike = pot_winner = None
    award = 0
    clause = f"{t} ¶12" if variant is Variant.STRIKES else f"{BURNS_CLAUSE} ¶11-¶12"
    if not ins:
        if opts.no_one_in_pays_pot:
            clause = f"{BURNS_CLAUSE} ¶25"
            notes.append(
                say(
                    QT_TRANSLATE_NOOP(
                        "settlement",
                        "Nobody is in again: everyone pays a burn of {amount} to the pot "
                        "({clause} ¶25).",
                    )
                    if second
                    else QT_TRANSLATE_NOOP(
                        "settlement",
                        "Nobody is in: everyone pays a burn of {amount} to the pot ({clause} ¶25).",
                    ),
                    amount=format_money(burn),
                    clause=BURNS_CLAUSE,
                )
            )
            for n in names:
                pay(n, None, burn, "nobody in: a burn to the pot")
        else:
            clause = f"{BURNS_CLAUSE} ¶24"
            notes.append(
                say(
                    QT_TRANSLATE_NOOP(
                        "settlement",
                        "Nobody is in again: the round ends and nothing changes hands "
                        "({clause} ¶24).",
                    )
                    if second
                    else QT_TRANSLATE_NOOP(
                        "settlement",
                        "Nobody is in: the round ends and nothing changes hands ({clause} ¶24).",
                    ),
                    clause=BURNS_CLAUSE,
                )
            )
    elif len(ins) == 1:
        lone = ins[0]
        held = next(p.marks for p in players if p.name == lone) + 1
        if variant is Variant.STRIKES:
            strike = lone
            clause = f"{STRIKES_CLAUSE} ¶14"
            # With the house rule the others do pay, into the pot: say only that no player
            # pays another, so the two notes never contradict each other.
            notes.append(
                say(
                    QT_TRANSLATE_NOOP(
                        "settlement",
                        "Only {name} is in: {name} gets a strike ({held} of {needed}) and no "
                        "player pays another ({clause} ¶14).",
                    )
                    if opts.strike_pays_pot
                    else QT_TRANSLATE_NOOP(
                        "settlement",
                        "Only {name} is in: {name} gets a strike ({held} of {needed}) and "
                        "nobody pays ({clause} ¶14).",
                    ),
                    name=lone,
                    held=held,
                    needed=opts.marks_to_win,
                    clause=STRIKES_CLAUSE,
                )
            )
            if opts.strike_pays_pot:
                amount = opts.strike_contribution
                notes.append(
                    say(
                        QT_TRANSLATE_NOOP(
                            "settlement",
                            "House rule: every other player puts {amount} in the pot "
                            "({clause} ¶16).",
                        ),
                        amount=format_money(amount),
                        clause=STRIKES_CLAUSE,
                    )
                )
                for n in names:
                    if n != lone:
                        pay(n, None, amount, f"house rule: {lone}'s strike")
        else:
            marker = lone
            clause = f"{BURNS_CLAUSE} ¶20"
            notes.append(
                say(
                    QT_TRANSLATE_NOOP(
                        "settlement",
                        "Only {name} is in: {name} earns a marker ({held} of {needed}) and no "
                        "burns change hands ({clause} ¶20).",
                    ),
                    name=lone,
                    held=held,
                    needed=opts.marks_to_win,
                    clause=BURNS_CLAUSE,
                )
            )
        if held >= opts.marks_to_win:
            pot_winner = lone
            award = pot + pot_change
            what = "strikes" if variant is Variant.STRIKES else "markers"
            pay(None, lone, award, f"{opts.marks_to_win} {what}: the pot")
            notes.append(
                say(
                    QT_TRANSLATE_NOOP(
                        "settlement",
                        "That is {name}'s {nth} strike: {name} wins the pot of {amount} and "
                        "the game ends ({clause}).",
                    )
                    if variant is Variant.STRIKES
                    else QT_TRANSLATE_NOOP(
                        "settlement",
                        "That is {name}'s {nth} marker: {name} wins the pot of {amount} and "
                        "the game ends ({clause}).",
                    ),
                    name=lone,
                    nth=nth(held),
                    amount=format_money(award),
                    clause=f"{t} ¶{14 if variant is Variant.STRIKES else 20}",
                )
            )
    elif variant is Variant.STRIKES:
        winners = ranking[0]
        losers = [n for n in ins if n not in winners]
        best = hands[winners[0]]
        if not losers:
            notes.append(
                say(
                    QT_TRANSLATE_NOOP(
                        "settlement",
                        "Every hand in ties ({hand}): there is no one to pay the winner.",
                    ),
                    hand=best.describe(),
                )
            )
        else:
            who = and_list(winners)
            notes.append(
                say(
                    QT_TRANSLATE_NOOP("settlement", "{who} wins with {hand}.")
                    if len(winners) == 1
                    else QT_TRANSLATE_NOOP(
                        "settlement", "{who} tie for the best hand with {hand}."
                    ),
                    who=who,
                    hand=best.describe(),
                )
            )
            # Tied winners share the losers' payments as one total, in the table's coin,
            # the odd coins to the winners first in seat order; each loser still pays
            # exactly the pot (the totals are laid end to end and each loser pays the part
            # of the winners' shares that falls in its own stretch).
            shares = split(pot * len(losers), len(winners), opts.split_unit)
            for loser, w, amount in _overlaps(losers, pot, winners, shares):
                pay(loser, w, amount, "an amount equal to the pot")
            if len(winners) == 1 and len(losers) == 1:
                each = QT_TRANSLATE_NOOP(
                    "settlement",
                    "{losers} pays {who} {amount}, the amount of the pot ({clause} ¶12).",
                )
            elif len(winners) == 1:
                each = QT_TRANSLATE_NOOP(
                    "settlement",
                    "{losers} each pay {who} {amount}, the amount of the pot ({clause} ¶12).",
                )
            elif len(losers) == 1:
                each = QT_TRANSLATE_NOOP(
                    "settlement",
                    "{losers} pays {amount}, the amount of the pot, shared by {who} "
                    "({clause} ¶12).",
                )
            else:
                each = QT_TRANSLATE_NOOP(
                    "settlement",
                    "{losers} each pay {amount}, the amount of the pot, shared by {who} "
                    "({clause} ¶12).",
                )
            notes.append(
                say(
                    each,
                    losers=and_list(losers),
                    who=who,
                    amount=format_money(pot),
                    clause=STRIKES_CLAUSE,
                )
            )
            if len(winners) > 1:
                parts = ", ".join(
                    f"{w} {format_money(s)}" for w, s in zip(winners, shares, strict=True)
                )
                notes.append(
                    say(
                        QT_TRANSLATE_NOOP(
                            "settlement",
                            "{who} share the {total} in {coin} coins, the odd coin to the first "
                            "in seat order: {parts}.",
                        )
                        if opts.split_unit > 1
                        else QT_TRANSLATE_NOOP(
                            "settlement",
                            "{who} share the {total}, the odd cent to the first in seat order: "
                            "{parts}.",
                        ),
                        who=who,
                        total=format_money(pot * len(losers)),
                        coin=format_money(opts.split_unit),
                        parts=parts,
                    )
                )
    else:
        for i, a in enumerate(ins):
            for b in ins[i + 1 :]:
                ka, kb = hands[a].key, hands[b].key
                if ka > kb:
                    pay(b, a, burn, "a burn")
                elif kb > ka:
                    pay(a, b, burn, "a burn")
        for tier in ranking:
            above = sum(len(x) for x in ranking[: ranking.index(tier)])
            below = sum(len(x) for x in ranking[ranking.index(tier) + 1 :])
            for n in tier:
                notes.append(
                    say(
                        QT_TRANSLATE_NOOP(
                            "settlement",
                            "{name} ({hand}) pays 1 burn and collects {below}: {net}.",
                        )
                        if above == 1
                        else QT_TRANSLATE_NOOP(
                            "settlement",
                            "{name} ({hand}) pays {above} burns and collects {below}: {net}.",
                        ),
                        name=n,
                        hand=hands[n].describe(),
                        above=above,
                        below=below,
                        net=format_money(payments[n], sign=True),
                    )
                )
        if any(len(tier) > 1 for tier in ranking):
            notes.append(
                say(
                    QT_TRANSLATE_NOOP("settlement", "Tied hands exchange nothing ({clause} ¶23)."),
                    clause=BURNS_CLAUSE,
                )
            )
    return RoundResult(
        variant=variant,
        round=round_size,
        names=names,
        hands=MappingProxyType(hands),
        ins=ins,
        second_chance=second,
        ranking=ranking,
        transfers=tuple(transfers),
        payments=MappingProxyType(payments),
        pot_change=pot_change,
        marker=marker,
        strike=strike,
        pot_winner=pot_winner,
        pot_award=award,
        notes=tuple(notes),
        clause=clause,
    )


def _overlaps(
    payers: Sequence[str], each: Cents, payees: Sequence[str], shares: Sequence[Cents]
) -> list[tuple[str, str, Cents]]:
    """Who pays whom, when each payer pays ``each`` and the payees receive ``shares``: the
    payments and the shares laid end to end, each payer paying what falls in its stretch."""
    out: list[tuple[str, str, Cents]] = []
    start = 0
    for payer in payers:
        stop = start + each
        at = 0
        for payee, share in zip(payees, shares, strict=True):
            low, high = max(start, at), min(stop, at + share)
            if high > low:
                out.append((payer, payee, high - low))
            at += share
        start = stop
    return out


def _check_players(players: Sequence[RoundPlayer], round_size: int, opts: HomeOptions) -> None:
    wild_rank(round_size)
    if not opts.min_players <= len(players) <= opts.max_players:
        raise RulesError(
            f"The {opts.variant.value} game is played by {opts.min_players} to "
            f"{opts.max_players} players, not {len(players)}."
        )
    seen: set[str] = set()
    for p in players:
        if not p.name.strip():
            raise RulesError("Every player needs a name.")
        if p.name in seen:
            raise RulesError(f"Two players are named {p.name!r}; each name must be different.")
        seen.add(p.name)
        if len(p.cards) != round_size:
            raise CardError(
                f"{p.name} holds {len(p.cards)} cards; in the {round_size}-card round each "
                f"player holds {round_size}."
            )
        if not 0 <= p.marks < opts.marks_to_win:
            raise RulesError(
                f"{p.name} cannot hold {p.marks} {opts.variant.mark}s: "
                f"{opts.marks_to_win} win the pot."
            )
    ensure_distinct([c for p in players for c in p.cards])
