"""Drills of the 3-5-7 home game: every family's answer re-derived by a second path (the
round settled through ``settle_scenario``, the deal read off a real table, the stakes from
the texts' own arithmetic), graded right on its own answer text, the same for the same
seed, and regenerated from the house parameters recorded with it."""

from __future__ import annotations

import dataclasses
import json
import random
from collections import Counter
from collections.abc import Callable, Sequence
from decimal import Decimal
from typing import Any

import pytest

from trainer.engine.cards import DECK, Card, Rank, Suit, card, parse_card, shuffled_deck
from trainer.engine.games import registry, settle_scenario
from trainer.engine.games.three_five_seven_home import (
    GAME_ID,
    HomeCategory,
    HomeOptions,
    HomeRules,
    Variant,
    advance,
    declare,
    evaluate_home,
    open_table,
    pack_strength,
)
from trainer.engine.hands import Category, poker_strength, rank_strength
from trainer.engine.money import to_cents
from trainer.quiz.catalog import DIFFICULTIES, families_for, generate
from trainer.quiz.errors import AnswerError
from trainer.quiz.grading import grade, read_amount, read_amounts
from trainer.quiz.house import house_params, rules_for_house, rules_from_params
from trainer.quiz.model import GAME_NAMES, GAMES, AnswerKind, Question, Skill
from trainer.quiz.render import how_to_answer, prompt_lines, question_data

FAMILIES = [f.id for f in families_for(GAME_ID)]
PER_FAMILY = 300


def home_options(variant: Variant | str) -> HomeOptions:
    """A variant's options as the shipped rules file gives them."""
    return registry().home(GAME_ID).options(variant)


def cents(value: Any) -> int:
    if isinstance(value, Decimal) and value < 0:
        return -to_cents(-value)
    return to_cents(Decimal(str(value)) if not isinstance(value, Decimal) else value)


# ---------------------------------------------------------------------------------------
# Second paths
# ---------------------------------------------------------------------------------------


def check_deal_order(q: Question) -> None:
    """Deal a real table from that seat and read who holds each card of the deck."""
    p = q.prompt
    names = p["players"]
    button = names.index(p["button"])
    dealer = (button + 1) % len(names) if p["deal_passes"] else button
    options = home_options(p["variant"])
    state = open_table(names, options, random.Random(q.seed), dealer=dealer)
    deck = shuffled_deck(random.Random(q.seed))
    n = len(names)
    if p["passes"] == 1:
        dealt = deck[:n]
        holders = {c: s.name for s in state.seats for c in s.cards}
    else:
        state = advance(declare(state, dict.fromkeys(names, False)), random.Random(0))
        dealt = deck[3 * n : 5 * n]
        holders = {c: s.name for s in state.seats for c in s.cards[3:]}
    assert q.answer == [holders[c] for c in dealt]
    assert set(q.choices) == set(names)


def check_rank_table(q: Question) -> None:
    settled = settle_scenario(q.prompt["scenario"])
    assert all(len(tier) == 1 for tier in settled["ranking"])
    assert q.answer == [tier[0] for tier in settled["ranking"]]
    assert set(q.choices) == set(settled["in"])


def check_nets(q: Question) -> None:
    settled = settle_scenario(q.prompt["scenario"])
    names = q.prompt["players"]
    assert [p["name"] for p in q.prompt["scenario"]["players"]] == names
    assert q.answer == [cents(settled["payments"][n]) for n in names]
    assert q.extra["signed"] is True
    assert len(settled["in"]) >= 2
    # Burns and strikes only move money between the players in: the nets sum to zero.
    assert sum(q.answer) == 0 and cents(settled["pot_change"]) == 0


def check_burns(q: Question) -> None:
    assert q.prompt["scenario"]["variant"] == "burns"
    check_nets(q)


def check_strikes(q: Question) -> None:
    assert q.prompt["scenario"]["variant"] == "strikes"
    check_nets(q)
    pot = cents(q.prompt["scenario"]["pot"])
    losers = [a for a in q.answer if a < 0]
    assert all(a == -pot for a in losers)  # Strikes ¶12: each loser pays the pot


def _play_to_game(names: Sequence[str], game: int, empty_game: int) -> Any:
    """The table engine played from a fresh pot to the start of game ``game`` with nobody
    ever in; only in ``empty_game``'s 5-card round does everyone pay a burn to the pot."""
    rng = random.Random(0)  # the cards decide nothing here
    quiet = home_options(Variant.BURNS)
    paying = dataclasses.replace(quiet, no_one_in_pays_pot=True)
    state = open_table(names, quiet, rng)
    while state.game < game:
        pays = state.game == empty_game and state.round == 5
        state = dataclasses.replace(state, options=paying if pays else quiet)
        state = declare(state, dict.fromkeys(state.names, False))
        state = advance(dataclasses.replace(state, options=quiet), rng)
    return state


def _strikes_table(names: Sequence[str], strikes: int, contribution: int) -> Any:
    """The table engine through ``strikes`` strikes, none a third, from a fresh pot."""
    options = home_options(Variant.STRIKES)
    if contribution:
        options = dataclasses.replace(
            options, strike_pays_pot=True, strike_contribution=contribution
        )
    rng = random.Random(1)
    state = open_table(names, options, rng)
    for k in range(strikes):
        lone = names[k % len(names)]
        state = declare(state, {n: n == lone for n in names})
        state = advance(state, rng)
    return state


def check_stakes(q: Question) -> None:
    """The texts' arithmetic: the ante and burn start at 25¢ and rise a quarter a game, the
    ante to a dollar (Burns ¶5, ¶19); strikes' pot: the antes and the house rule's
    contributions (Strikes ¶8, ¶16). And the table engine, playing the games out."""
    p = q.prompt
    count = len(p["players"])
    assert q.kind is AnswerKind.AMOUNT
    if p["variant"] == "strikes":
        assert q.answer == count * 25 + p["strikes"] * (count - 1) * p["contribution"]
        assert q.answer == _strikes_table(p["players"], p["strikes"], p["contribution"]).pot
        return
    empty = p["empty_round"][0] if p["empty_round"] else 0
    state = _play_to_game(p["players"], p["game"], empty)
    assert q.answer == {"ante": state.ante, "burn": state.burn, "pot": state.pot}[p["ask"]]
    game = p["game"]
    ante = [min(25 * g, 100) for g in range(1, game + 1)]
    expected = {"ante": ante[-1], "burn": 25 * game, "pot": count * sum(ante)}[p["ask"]]
    if p["empty_round"]:
        expected += count * 25 * p["empty_round"][0]
    assert q.answer == expected


def _hand_scenario(q: Question) -> dict[str, Any]:
    """The asked hand as Ann's, with other players dealt from the rest of the deck."""
    p = q.prompt
    size = p["round"]
    cards = [parse_card(c) for c in p["cards"]]
    rest = [c for c in DECK if c not in cards]
    others = 3 if p["variant"] == "burns" else 1
    players = [{"name": "Ann", "cards": p["cards"], "in": True}]
    for i in range(others):
        players.append(
            {
                "name": f"P{i}",
                "cards": [str(c) for c in rest[i * size : (i + 1) * size]],
                "in": True,
            }
        )
    scenario: dict[str, Any] = {
        "game": GAME_ID,
        "variant": p["variant"],
        "round": size,
        "pot": 1,
        "players": players,
    }
    if p["variant"] == "burns":
        scenario["burn"] = Decimal("0.25")
    return scenario


def check_wild_hand(q: Question) -> None:
    settled = settle_scenario(_hand_scenario(q))
    assert q.choices[q.answer] == settled["hands"]["Ann"]
    assert str(q.prompt["wild"]) == settled["wild"]


_RANK_WORDS = {r.label: r for r in Rank}


def _named(played: str) -> tuple[Rank, Suit | None] | None:
    """``"7c as the Ah"`` -> (ace, hearts); ``"3c as a king"`` -> (king, None)."""
    if " as " not in played:
        return None
    what = played.split(" as ", 1)[1]
    if what.startswith("the "):
        c = parse_card(what[4:])
        return c.rank, c.suit
    return _RANK_WORDS[what.split(" ", 1)[1]], None


def _words(named: Sequence[tuple[Rank, Suit | None]]) -> str:
    """The drill's wording, written again from the list of named cards."""
    free = Counter(r for r, s in named if s is None)
    fixed = sorted(((r, s) for r, s in named if s is not None), key=lambda x: -x[0])
    number = {2: "two", 3: "three", 4: "four"}
    parts = [
        (f"{'an' if r in (Rank.ACE, Rank.EIGHT) else 'a'} {r.label}")
        if n == 1
        else f"{number[n]} {r.plural}"
        for r, n in sorted(free.items(), key=lambda x: -x[0])
    ]
    parts += [f"the {r.label} of {s.label}" for r, s in fixed]
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


_POKER_NAMES = {c: HomeCategory[c.name] for c in Category}


def _value_as_named(cards: Sequence[Card], wild: Rank) -> int:
    """The hand's strength with each wild card replaced by the card the answer names (free
    suits: a suit that makes no flush), read by the plain tables."""
    if len(cards) == 3:
        ranks = sorted((c.rank for c in cards), reverse=True)
        counts = Counter(ranks)
        (top, n), *_ = counts.most_common(1)
        if n == 3:
            return pack_strength(HomeCategory.THREE_OF_A_KIND, [top])
        if n == 2:
            return pack_strength(HomeCategory.PAIR, [top, *(r for r in ranks if r != top)])
        return pack_strength(HomeCategory.HIGH_CARD, ranks)
    counts = [0] * 15
    for c in cards:
        counts[c.rank] += 1
    if max(counts) == 5:
        return pack_strength(HomeCategory.FIVE_OF_A_KIND, [cards[0].rank])
    s = poker_strength(cards) if len({c.index for c in cards}) == 5 else rank_strength(counts)
    ranks = [(s >> shift) & 0xF for shift in (16, 12, 8, 4, 0)]
    return pack_strength(_POKER_NAMES[Category(s >> 20)], [r for r in ranks if r])


def check_wild_cards(q: Question) -> None:
    settled = settle_scenario(_hand_scenario(q))
    played = settled["played"]["Ann"]
    named = [n for n in map(_named, played) if n is not None]
    assert q.choices[q.answer] == _words(named)
    # Naming the wild cards so makes the hand the engine reads.
    wild = Rank.from_symbol(str(q.prompt["wild"]))
    hand = [parse_card(c) for c in q.prompt["cards"]]
    best = evaluate_home(hand, home_options(q.prompt["variant"]))
    used: list[Card] = []
    suits_held = Counter(c.suit for c in hand)
    for text in played:
        n = _named(text)
        if n is None:
            used.append(parse_card(text))
        else:
            rank, suit = n
            used.append(card(rank, suit or min(Suit, key=lambda s: suits_held[s])))
    assert _value_as_named(used, wild) == best.strength
    assert len(named) == sum(c.rank == wild for c in hand)  # every wild card plays


def expected_outcome(settled: dict[str, Any], scenario: dict[str, Any]) -> str:
    """The ruling read off the settled round, worded as the drill offers it."""
    options = {**_defaults(scenario["variant"]), **scenario.get("options", {})}
    # The question says what happened on a second chance; a choice never does (Burns ¶24):
    # the words alone must not give the right one away.
    prefix = ""
    if not settled["in"]:
        if options["no_one_in_pays_pot"]:
            assert cents(settled["pot_change"]) == cents(scenario["burn"]) * len(
                scenario["players"]
            )
            return prefix + "nobody is in: everyone pays a burn to the pot"
        assert cents(settled["pot_change"]) == 0
        return prefix + "nobody is in: the round ends and nothing changes hands"
    lone = settled["marker"] or settled["strike"]
    if settled["pot_winner"]:
        assert settled["pot_winner"] == lone and settled["pot"] == 0
        award = cents(settled["payments"][lone])
        mark = "a third marker" if scenario["variant"] == "burns" else "a third strike"
        return prefix + f"{lone} earns {mark} and wins the pot of ${award // 100}.{award % 100:02d}"
    if settled["marker"]:
        assert set(settled["payments"].values()) == {0}
        return prefix + f"{lone} earns a marker; no burns change hands"
    if settled["strike"]:
        if options["strike_pays_pot"]:
            each = cents(options["strike_contribution"])
            return (
                prefix + f"{lone} gets a strike; every other player pays "
                f"${each // 100}.{each % 100:02d} into the pot"
            )
        return prefix + f"{lone} gets a strike; nobody pays"
    if scenario["variant"] == "burns":
        return prefix + "burns change hands; nobody earns a marker"
    return prefix + "the players in who lose pay the winner the amount of the pot; no strike"


def _defaults(variant: str) -> dict[str, Any]:
    o = home_options(variant)
    return {
        "no_one_in_pays_pot": o.no_one_in_pays_pot,
        "strike_pays_pot": o.strike_pays_pot,
        "strike_contribution": Decimal(o.strike_contribution) / 100,
    }


def check_awards(q: Question) -> None:
    scenario = q.prompt["scenario"]
    settled = settle_scenario(scenario)
    assert q.choices[q.answer] == expected_outcome(settled, scenario)


def check_spot_payment(q: Question) -> None:
    """The second path for the round's money (issue 16): ``settle``'s transfers of the
    round, each payer and payee once; every shown payment but the one pointed at reads as
    they do, that one reads otherwise, and the fix names its right amount or recipient."""
    settled = settle_scenario(q.prompt["scenario"])
    totals: dict[tuple[Any, Any], int] = {}
    for t in settled["transfers"]:
        totals[t["from"], t["to"]] = totals.get((t["from"], t["to"]), 0) + to_cents(t["amount"])
    shown = list(q.prompt["payments"])
    antes = 1 if shown and shown[0].startswith("Every player antes") else 0
    assert len(shown) == antes + len(totals)
    line, fix = q.answer["line"], q.answer["fix"]
    for i, ((payer, payee), amount) in enumerate(totals.items(), start=antes + 1):
        money = f"${Decimal(amount) / 100:,.2f}"
        right = (
            f"{payee} collects the pot, {money}"
            if payer is None
            else f"{payer} pays {payee} {money}"
        )
        if i != line:
            assert shown[i - 1] == right, (i, shown[i - 1], right)
        else:
            assert shown[i - 1] != right
            assert (money if isinstance(fix, int) else fix) in right
    assert (line is None) == (q.extra["error"] is None)


SECOND_PATHS: dict[str, Callable[[Question], None]] = {
    "deal-order": check_deal_order,
    "rank-table": check_rank_table,
    "burns": check_burns,
    "strikes": check_strikes,
    "stakes": check_stakes,
    "wild-hand": check_wild_hand,
    "wild-cards": check_wild_cards,
    "awards": check_awards,
    "spot-the-payment": check_spot_payment,
}

SKILLS = {
    "deal-order": Skill.DEALING_ORDER,
    "rank-table": Skill.SETTLEMENT_ORDER,
    "burns": Skill.PAYOUT,
    "strikes": Skill.PAYOUT,
    "stakes": Skill.RAKE,
    "wild-cards": Skill.ARRANGEMENT,
    "wild-hand": Skill.HAND_READING,
    "awards": Skill.RULINGS,
    "spot-the-payment": Skill.GAME_PROTECTION,
}


# ---------------------------------------------------------------------------------------
# Tests
# ---------------------------------------------------------------------------------------


def test_the_home_game_is_a_game_with_drills_of_every_skill() -> None:
    assert GAME_ID in GAMES and GAME_NAMES[GAME_ID] == "3-5-7 home game"
    names = {f.split("/", 1)[1] for f in FAMILIES}
    assert names == set(SECOND_PATHS) == set(SKILLS)
    for f in families_for(GAME_ID):
        assert f.skill is SKILLS[f.id.split("/", 1)[1]]
    # Every skill but chip handling, which needs a dealer and the house's chips
    # (docs/rules-decisions.md, "Chip handling"); game protection plants its mistakes in
    # the round's payments (issue 16).
    assert {f.skill for f in families_for(GAME_ID)} == set(Skill) - {Skill.CHIPS}


@pytest.mark.parametrize("family_id", FAMILIES)
def test_answers_agree_with_a_second_path(family_id: str) -> None:
    check = SECOND_PATHS[family_id.split("/", 1)[1]]
    for seed in range(PER_FAMILY):
        difficulty = DIFFICULTIES[seed % len(DIFFICULTIES)]
        q = generate(family_id, difficulty=difficulty, seed=seed)
        try:
            assert (q.family, q.game, q.difficulty, q.seed) == (
                family_id,
                GAME_ID,
                difficulty,
                seed,
            )
            check(q)
            graded = grade(q, q.answer_text)
            assert graded.is_correct, (q.answer_text, graded.message)
            assert q.explanation.lines and q.explanation.clause
            if q.kind is AnswerKind.CHOICE:
                assert len(set(q.choices)) == len(q.choices) >= 3
            json.dumps(question_data(q), default=str)  # plain data for questions --json
            assert prompt_lines(q) or q.kind is AnswerKind.AMOUNT
        except AssertionError as exc:
            raise AssertionError(f"{family_id} difficulty {difficulty} seed {seed}: {exc}") from exc


@pytest.mark.parametrize("family_id", FAMILIES)
def test_same_family_difficulty_and_seed_give_the_same_question(family_id: str) -> None:
    for seed in range(60):
        difficulty = DIFFICULTIES[seed % len(DIFFICULTIES)]
        assert generate(family_id, difficulty=difficulty, seed=seed) == generate(
            family_id, difficulty=difficulty, seed=seed
        )
    shown = [generate(family_id, difficulty=2, seed=s) for s in range(20)]
    assert len({repr((q.text, q.prompt, q.choices)) for q in shown}) > 1, "seeds differ"


def test_a_question_regenerates_from_the_house_params_recorded_with_it() -> None:
    posted = rules_for_house({"casino-holdem.max-wager-cents": 50_000})
    recorded = json.loads(json.dumps(house_params(posted[GAME_ID])))
    again = rules_from_params(GAME_ID, recorded)
    for family_id in FAMILIES:
        for seed in range(10):
            first = generate(family_id, difficulty=2, seed=seed, rules=posted)
            assert generate(family_id, difficulty=2, seed=seed, rules=again) == first


def test_burns_and_strikes_ask_for_signed_nets() -> None:
    q = generate(f"{GAME_ID}/burns", difficulty=2, seed=4)
    assert q.kind is AnswerKind.AMOUNTS and q.extra["signed"]
    assert "-" in how_to_answer(q)
    negative = [a for a in q.answer if a < 0]
    assert negative, "someone pays"
    # Every form a trainee might type a payment in is read.
    plain = " ".join(f"{a / 100:.2f}" for a in q.answer)
    dollars = " ".join(f"{'-' if a < 0 else ''}${abs(a) / 100:.2f}" for a in q.answer)
    after = " ".join(f"${'-' if a < 0 else ''}{abs(a) / 100:.2f}" for a in q.answer)
    for text in (plain, dollars, after, q.answer_text):
        assert grade(q, text).is_correct, text
    wrong = " ".join(f"{abs(a) / 100:.2f}" for a in q.answer)
    assert not grade(q, wrong).is_correct  # a payment typed as a gain is wrong


def test_signed_amounts_read_signs_and_unsigned_ones_still_refuse_them() -> None:
    assert read_amount("-0.75", signed=True) == -75
    assert read_amount("+2", signed=True) == 200
    assert read_amount("-$1,250.50", signed=True) == -125_050
    assert read_amount("$-3", signed=True) == -300
    assert read_amount("\u22120.25", signed=True) == -25
    assert read_amount(Decimal("-1.5"), signed=True) == -150
    assert read_amounts("-0.50 0 +0.50", signed=True) == [-50, 0, 50]
    with pytest.raises(AnswerError, match="cannot be negative"):
        read_amount("-0.75")
    for bad in ("--1", "-", "1-", "-0.755", "- $"):
        with pytest.raises(AnswerError):
            read_amount(bad, signed=True)


def test_answer_text_shows_the_sign_of_each_net() -> None:
    q = generate(f"{GAME_ID}/strikes", difficulty=1, seed=2)
    for amount, shown in zip(q.answer, q.answer_text.split(", "), strict=True):
        assert shown.startswith("-" if amount < 0 else "+" if amount > 0 else "$")


def test_the_round_is_shown_in_words_for_the_terminal() -> None:
    q = generate(f"{GAME_ID}/burns", difficulty=3, seed=11)
    lines = prompt_lines(q)
    assert lines[0].startswith("Burns game, the ")
    for p in q.prompt["scenario"]["players"]:
        assert any(line.startswith(f"{p['name']}: ") for line in lines)


def test_drills_of_the_home_game_do_not_need_casino_rules() -> None:
    """The home game's rules are listed with the others (no pay tables, no limits)."""
    rules = rules_for_house()[GAME_ID]
    assert isinstance(rules, HomeRules) and rules.kind == "home"
    assert set(rules.variants) == set(Variant)
