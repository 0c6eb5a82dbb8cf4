"""Game protection: a hand arranged with the wrong board cards (issue 16, section 1).

The engine's mutation (a worse five, taking other board cards than every best five), the
table settled against the hand as arranged, and the drill that asks for it in Casino
Hold'em (the player's hand and the dealer's) and in 3-5-7 (the 7-card hand). Every
planted table is also re-derived a second way in tests/quiz/test_families.py
(check_spot, check_arrangements)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from trainer.engine.cards import parse_cards
from trainer.engine.games import registry
from trainer.engine.games.casino_holdem import settle_casino_holdem
from trainer.engine.hands import Category, evaluate_poker, poker_strength
from trainer.engine.protection import ErrorKind, plant, wrong_fives
from trainer.quiz.catalog import DIFFICULTIES, generate
from trainer.quiz.grading import grade
from trainer.quiz.model import Question

RULES = registry().followed()
CH = RULES["casino-holdem"]
KIND = "wrong-board-cards"


def test_ch_rules_5_a_straight_arranged_with_the_whole_board_reads_as_a_pair_and_loses() -> None:
    # Player 9c Tc with the board Jh Qd Kd 2s 2c holds a king-high straight (9-T-J-Q-K);
    # the dealer 5h 5s holds two pair, fives and twos, and qualifies (CH Rules (6)). Played
    # off the whole board the player's hand is a pair of twos, which loses both wagers.
    player, dealer = parse_cards("9c Tc"), parse_cards("5h 5s")
    board = parse_cards("Jh Qd Kd 2s 2c")
    cards = {"player": player, "dealer": dealer, "board": board}
    settled = settle_casino_holdem(
        CH, player=player, dealer=dealer, board=board, ante=1000, call=True
    )
    assert settled.paid == 3000  # ante 1 to 1, call 1 to 1
    error = plant(ErrorKind.WRONG_BOARD_CARDS, settled, CH, random.Random(1), cards=cards)
    assert error is not None and error.arranged is not None
    assert error.arranged.shown.category is Category.PAIR
    assert error.arranged.best.category is Category.STRAIGHT
    assert {(w, shown, right) for w, shown, right in error.changes} == {
        ("ante", 0, 1000),
        ("call", 0, 2000),
    }
    assert error.cost == "the player $30.00"
    assert "the best five use Kd Qd Jh from the board: straight, king high" in error.what
    assert error.clause.startswith("CH Rules (5); CH Rules (6)(c)")


def test_ch_rules_5_a_misarranged_hand_that_would_pay_the_same_is_no_mistake_to_plant() -> None:
    # The dealer does not qualify (high card): a straight or a pair pays the ante 1 to 1
    # alike ("Straight or less"), and the call pushes either way: nothing to plant.
    player, dealer = parse_cards("9c Tc"), parse_cards("3h 4s")
    board = parse_cards("Jh Qd Kd 7s 6c")
    settled = settle_casino_holdem(
        CH, player=player, dealer=dealer, board=board, ante=1000, call=True
    )
    cards = {"player": player, "dealer": dealer, "board": board}
    assert settled.dealer_qualifies is False
    assert plant(ErrorKind.WRONG_BOARD_CARDS, settled, CH, random.Random(1), cards=cards) is None


def test_every_wrong_five_is_worse_and_takes_other_board_cards() -> None:
    rng = random.Random(7)
    deck = parse_cards("2c 3d 4h 5s 6c 7d 8h 9s Tc Jd Qh Ks Ac 2d 3h 4s 5c 6d 7h 8s")
    for _ in range(200):
        seven = rng.sample(deck, 7)
        own, board = seven[:2], seven[2:]
        best = evaluate_poker(seven)
        right = {frozenset(c for c in best.cards if c in board)}
        for strength, five in wrong_fives(own, board):
            assert strength == poker_strength(five) < best.strength
            assert frozenset(c for c in five if c in board) not in right


def _planted(game: str) -> list[Question]:
    qs = []
    for difficulty in DIFFICULTIES:
        for seed in range(0, 600, 3):
            q = generate(f"{game}/spot-the-error", difficulty=difficulty, seed=seed)
            if q.extra["error"] == KIND:
                qs.append(q)
    return qs


@pytest.mark.parametrize("game", ["casino-holdem", "three-five-seven"])
def test_a_misarranged_hand_is_worse_explained_and_graded(game: str) -> None:
    whose: Counter[str] = Counter()
    for q in _planted(game):
        first, second = q.explanation.lines[:2]
        whose["dealer" if "the dealer's hand was arranged" in first else "player"] += 1
        assert first.startswith(f"Seat {q.answer['seat']}: an arrangement with the wrong board")
        assert "the best five use " in first and " from the board: " in first
        assert "Settled as arranged: " in first and "Rightly: " in first
        assert "the mistake would have cost the " in second
        clause = "CH Rules (5)" if game == "casino-holdem" else "CO 3-5-7 ¶9"
        assert q.explanation.clause.startswith(clause)
        seat, fix = q.answer["seat"], q.answer["fix"]
        shown = q.prompt["shown"][q.prompt["seats"].index(seat)]
        assert sum(shown.values()) != fix  # a mutated table is never the correct one
        assert grade(q, {"seat": seat, "fix": fix}).is_correct
        assert grade(q, "correct").credit == 0
    # Casino Hold'em arranges the player's hand and the dealer's; 3-5-7 the 7-card hand.
    assert set(whose) == ({"player", "dealer"} if game == "casino-holdem" else {"player"})


def test_ch_a_dealers_misarranged_hand_is_planted_only_where_it_changes_one_seat() -> None:
    # The dealer's hand is every seat's: settled against the hand as arranged, exactly one
    # seat is paid otherwise than the rules pay it (the one to point at).
    checked = 0
    for q in _planted("casino-holdem"):
        if "the dealer's hand was arranged" not in q.explanation.lines[0]:
            continue
        (line,) = [x for x in q.text.splitlines() if x.startswith("Dealer:")]
        read = evaluate_poker(parse_cards(line.split("arranged ")[1].split(",")[0]))
        changed = []
        for seat, s in zip(q.prompt["seats"], q.prompt["scenario"], strict=True):
            if not s["call"]:
                continue
            kwargs = {
                "player": parse_cards(s["player"]),
                "dealer": parse_cards(s["dealer"]),
                "board": parse_cards(s["board"]),
                "ante": int(s["ante"] * 100),
                "call": True,
                "progressive": int(s.get("progressive", 0) * 100),
                "meter": int(s["meter"] * 100) if s.get("meter") is not None else None,
            }
            right = settle_casino_holdem(CH, **kwargs)  # type: ignore[arg-type]
            wrong = settle_casino_holdem(CH, dealer_read=read, **kwargs)  # type: ignore[arg-type]
            if wrong.paid != right.paid:
                changed.append(seat)
        assert changed == [q.answer["seat"]]
        checked += 1
    assert checked
