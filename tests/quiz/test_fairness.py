"""Fair questions (issue 11): each defect a dealer or an auditor found, by the clause it
concerns. Every test here failed on c1ec86d: a dealer who answered right was marked wrong,
or could not enter the right answer, or was shown a key the rule text does not give.

Clauses are cited as in docs/rules-decisions.md.
"""

from __future__ import annotations

import itertools
from typing import Any

from trainer.engine.games import settle_scenario
from trainer.quiz.catalog import generate
from trainer.quiz.grading import grade
from trainer.quiz.model import Question

from .generated import questions

RULES_357 = "three-five-seven"


# -- clear defects ------------------------------------------------------------------------


def test_co_357_p10a_the_reveal_with_pots_can_be_entered_collect_expose_award_settle() -> None:
    """¶10(a): the 3-card pot is collected before the hands are exposed and awarded before
    the 3-card wagers are settled; a step of its own each, so the right order can be
    entered (it could not when collecting and awarding were one step)."""
    q = generate("three-five-seven/reveal-sequence", difficulty=3, seed=7)
    labels = q.extra["labels"]
    order = [labels[k] for k in q.answer]
    first = [t.split()[0] for t in order[:4]]
    assert first == ["Collect", "Expose", "Award", "Settle"], order
    assert grade(q, q.answer).is_correct
    # Every step is one action: none collects and awards, or awards and settles.
    for text in labels.values():
        assert not ("Collect" in text and "award" in text.lower()), text
        assert not ("Award" in text and "settle" in text.lower()), text


def test_co_357_p8_p10b_the_ruling_after_the_3_card_game_collects_the_5_card_pot_first() -> None:
    """¶10(b): with pots on, the 5-card pot is collected before the first two community
    cards are turned."""
    for q in questions("three-five-seven/rulings", 200, (1,)):
        if q.prompt["situation"] == "after-three-card":
            right = q.choices[q.answer]
            assert "5-card pot" in right and right.index("pot") < right.index("turn the first")
            return
    raise AssertionError("no question asked what follows the 3-card game")


def test_ch_rules_6_and_nj_f1_compare_is_keyed_by_the_settlement() -> None:
    """CH Rules (6), NJ (f)(1): a dealer who does not qualify pays the ante and pushes the
    call (play wager): the key says so, never "a push" (issue 11: casino-holdem
    hand-reading, seed 1, question 19)."""
    for game, second in (("casino-holdem", "call"), ("three-card-poker", "play")):
        unqualified = 0
        for q in questions(f"{game}/compare", seeds=200):
            p = q.prompt
            scenario = {
                "game": game,
                "ante": 10,
                second: True,
                "player": p["player"],
                "dealer": p["dealer"],
            }
            if game == "casino-holdem":
                scenario["board"] = p["board"]
            settled = settle_scenario(scenario)
            key = q.choices[q.answer]
            if not settled["dealer_qualifies"]:
                unqualified += 1
                assert "does not qualify" in key, key
            assert ("push" in key.split(":")[0]) is False or settled["bets"]["ante"][
                "result"
            ] == "push", key
            results = (settled["bets"]["ante"]["result"], settled["bets"][second]["result"])
            if results == ("push", "push"):
                assert "push" in key and "qualify" not in key, key
        assert unqualified, game


def test_co_357_p2_a_wager_over_the_maximum_is_ruled_alike_in_every_drill() -> None:
    """¶2 ("within the table limit ... not exceeding five dollars"): the rulings drill, the
    limits drill and settle all refuse the excess (they taught opposite things)."""
    ruled = [
        q.choices[q.answer]
        for q in questions("three-five-seven/rulings", 200, (1,))
        if q.prompt["situation"] == "wager-over-maximum"
    ]
    limits = [
        q.choices[q.answer]
        for q in questions("three-five-seven/limits", 200, (1,))
        if "maximum" in q.choices[q.answer]
    ]
    assert ruled and limits
    assert all(r.startswith("Refuse the excess") for r in ruled), ruled[0]
    assert all(r.startswith("Refuse the excess") for r in limits), limits[0]
    try:
        settle_scenario(
            {
                "game": RULES_357,
                "player": ["Ah", "Kd", "2c"],
                "community": ["3s", "4h", "9c", "Td"],
                "bets": {"five": 10},
            }
        )
    except Exception as exc:  # the message is what is checked
        assert "refuses the excess" in str(exc), exc
    else:  # pragma: no cover
        raise AssertionError("a $10 wager at a $5 table settled")


def test_burns_p24_second_chance_awards_do_not_give_the_answer_away() -> None:
    """Burns ¶24: on a second chance the question says who declared; no choice starts
    "On the second chance:", so the key is not the one choice worded apart, and no two
    choices say the same thing."""
    seen = 0
    for q in questions("three-five-seven-home/awards", 300, (2, 3)):
        if not any("second_in" in p for p in q.prompt["scenario"]["players"]):
            continue
        seen += 1
        assert not any(c.startswith("On the second chance") for c in q.choices), q.choices
        assert len(set(q.choices)) == len(q.choices)
    assert seen > 10


def test_strikes_p14_p16_a_strike_with_the_house_rule_never_says_nobody_pays() -> None:
    """Strikes ¶14, ¶16: with the house rule every other player pays into the pot, so the
    explanation of the strike does not also say "nobody pays"."""
    seen = 0
    for q in questions("three-five-seven-home/awards", 400, (2, 3)):
        text = " ".join(q.explanation.lines)
        if "House rule: every other player puts" in text:
            seen += 1
            assert "nobody pays" not in text, text
    assert seen > 5


def test_co_357_p3a_one_stack_to_each_player_is_one_tap() -> None:
    """¶3(a): "scoop the three card stack and deliver the cards ... to the first player":
    one stack to each player is one delivery, and the question says so; a tap per stack is
    the right answer."""
    seen = 0
    for q in questions("three-five-seven/dealing-order", seeds=200):
        if q.prompt["method"] != "stacked":
            continue
        seen += 1
        seats = [f"S{s}" for s in sorted(q.prompt["seats"])]
        assert q.answer == [*seats, "C1", "C2", "C3", "C4"]
        assert "stack" in q.text and "one tap" in q.text
        assert grade(q, " ".join(q.answer)).is_correct
    assert seen


# -- ambiguous questions: a right answer marked wrong --------------------------------------


def test_ch_dealers_manual_either_display_of_the_same_hand_is_never_a_wrong_choice() -> None:
    """CH Dealer's Manual, Arranging: the dealer uses 3, 4 or all 5 board cards; where two
    of those make the same best hand (5d 5s with 2h 5c 3s 4d 6c: the board, or four board
    cards with either five), only one of them is offered."""
    from itertools import combinations

    from trainer.engine.cards import parse_card
    from trainer.engine.hands import evaluate_poker, poker_strength

    for q in questions("casino-holdem/board-use", seeds=400):
        dealer = [parse_card(c) for c in q.prompt["dealer"]]
        board = [parse_card(c) for c in q.prompt["board"]]
        best = evaluate_poker([*dealer, *board]).strength
        right = 0
        for choice in q.choices:
            if choice.startswith("3 board"):
                ok = any(
                    poker_strength([*dealer, *three]) == best for three in combinations(board, 3)
                )
            elif choice.startswith("4 board"):
                aside = parse_card(choice.split("; ")[1].split()[0])
                kept = [c for c in dealer if c != aside]
                ok = any(poker_strength([*kept, *four]) == best for four in combinations(board, 4))
            else:
                ok = poker_strength(board) == best
            right += ok
        assert right == 1, (q.prompt, q.choices)


def test_co_357_p4_p5_no_ruling_is_offered_beside_another_the_text_makes_right() -> None:
    """¶4: during the deal "all wagers are void" and "all remaining wagers are void" are the
    same; ¶5: both surrender refusals give a true reason. Neither pair is offered together."""
    pairs = (
        ("Misdeal: all wagers are void", "Misdeal: all remaining wagers are void"),
        ("Refuse: surrender is only for a player", "Refuse: surrender is only for the 7-card"),
    )
    for q in questions("three-five-seven/rulings", 600, (1,)):
        key = q.choices[q.answer]
        for a, b in pairs:
            if key.startswith((a, b)):
                offered = [c for c in q.choices if c.startswith((a, b))]
                assert offered == [key], q.choices


def test_co_357_p10_rake_legality_is_keyed_by_the_texts_words_and_says_so() -> None:
    """¶10(a)-(c): "not more than 10% or five dollars, whichever is less". A posted cap of
    $10 with a 10% rake never takes more than $3.50 from seven $5 wagers; the question says
    it is judged by the posted numbers, each held to its own limit."""
    seen = 0
    for q in questions("three-five-seven/rake-legal", seeds=200):
        assert "the text's words" in q.text, q.text
        if q.prompt["cap"] > 5 and q.prompt["percent"] <= 10:
            seen += 1
            assert q.choices[q.answer] == "Not legal: the rake cap is over $5.00"
    assert seen


def test_co_357_p3c_any_order_within_a_shuffler_group_is_right() -> None:
    """¶3(c): the text gives no order for the burn and the two cards kept within a group of
    three; any order of them is right."""
    seen = 0
    for q in questions("three-five-seven/dealing-order", seeds=200):
        if q.prompt["method"] != "shuffler":
            continue
        seen += 1
        key = list(q.answer)
        at = key.index("burn")
        swapped = [*key[:at], key[at + 1], key[at], *key[at + 2 :]]  # C1 before the burn
        assert grade(q, swapped).is_correct, swapped
        wrong = list(key)
        wrong[at + 2], wrong[at + 4] = wrong[at + 4], wrong[at + 2]
        assert not grade(q, wrong).is_correct, wrong  # C3 into the first group: wrong
    assert seen


# -- everything graded is shown -----------------------------------------------------------


def felt(q: Question) -> Any:
    """The table the window shows for a question (its game's scene)."""
    from trainer.engine.games import registry
    from trainer.ui.games import ui_game

    return ui_game(q.game).scene(q, registry().followed()[q.game])


def test_co_357_p5_a_surrender_is_on_the_felt_and_in_the_question() -> None:
    """¶5: a surrendered 7-card wager is graded (half of it lost, nothing paid on it), so the
    felt and the question show it (seed 43 expected $30 where the screen said $32)."""
    seen = 0
    for q in questions("three-five-seven/payout", 400, (2, 3)):
        if not q.prompt["scenario"].get("surrender"):
            continue
        seen += 1
        assert "surrenders half the 7-card wager" in q.text, q.text
        (seat,) = felt(q).players.values()
        assert "Surrender" in seat.note
    assert seen > 10


def test_ch_rules_3_and_nj_e_a_fold_is_on_the_felt_in_the_question_and_never_a_best_hand() -> None:
    """CH Rules (3), NJ (e): a folded hand is not played; the question and the felt say
    the player folds, and the explanation never reads the folded hand as its best hand."""
    for game in ("casino-holdem", "three-card-poker"):
        seen = 0
        for q in questions(f"{game}/payout", 200, (2, 3)):
            s = q.prompt["scenario"]
            if s.get("call", s.get("play", True)):
                continue
            seen += 1
            assert "The player folds." in q.text
            (seat,) = felt(q).players.values()
            assert seat.note == "Folds"
            assert not any(line.startswith("Player: ") for line in q.explanation.lines)
        assert seen, game


def test_ch_progressive_5_5_the_meter_is_on_the_felt_and_in_the_question() -> None:
    """Progressive-5/5: a royal or straight flush is paid from the meter, so the meter the
    grade uses is shown."""
    from trainer.engine.money import format_money

    seen = 0
    for q in questions("casino-holdem/payout", 100, (2, 3)):
        s = q.prompt["scenario"]
        if not s.get("progressive"):
            continue
        seen += 1
        meter = format_money(int(s["meter"] * 100))
        assert meter in q.text
        assert meter in felt(q).caption
    assert seen


def test_co_357_p2_p6_the_table_question_says_what_is_paid() -> None:
    """¶2, ¶5, ¶6: "how much does each seat get?" graded winnings only; the question now
    says so, and that the dealer's tip bets are left out, and names each seat's surrender."""
    tips = 0
    for q in questions("three-five-seven/payout-table", 200, (2, 3)):
        assert "Count the winnings only, not the wagers returned" in q.text, q.text
        for seat, s in zip(q.prompt["seats"], q.prompt["scenario"], strict=True):
            if s.get("surrender"):
                assert f"Seat {seat} surrenders" in q.text
            if s.get("tips"):
                tips += 1
                assert f"Seat {seat} has a tip bet" in q.text
                assert "Tip bets are the dealer's: leave them out." in q.text
    assert tips


def test_co_357_p2_the_chip_payment_says_a_tip_bet_is_left_out() -> None:
    """¶2: a winning tip bet is the dealer's; the chip drill's payment leaves it out and
    says so."""
    seen = 0
    for q in questions("three-five-seven/payout-chips", 400, (2, 3)):
        if q.prompt["scenario"].get("tips"):
            seen += 1
            assert "Tip bets are the dealer's: leave them out." in q.text, q.text
    assert seen


# -- explanations -------------------------------------------------------------------------


def test_ch_rules_6a_an_explanation_shows_the_deciding_kicker() -> None:
    """CH Rules (6)(a), Dealer's Manual "Qualification": hands of one category compare
    card by card; the explanation shows the cards down to the one that decides."""
    from trainer.engine.cards import parse_card
    from trainer.engine.hands import evaluate_poker

    seen = 0
    for q in questions("casino-holdem/compare", seeds=200):
        board = [parse_card(c) for c in q.prompt["board"]]
        player, dealer = (
            evaluate_poker([*board, *(parse_card(c) for c in q.prompt[k])])
            for k in ("player", "dealer")
        )
        groups = {"pair": 1, "two pair": 2, "three of a kind": 1, "high card": 0}
        start = groups.get(player.category.label)
        if player.category is not dealer.category or start is None:
            continue
        if player.ranks[:start] != dealer.ranks[:start]:
            continue  # the pairs themselves decide: no kicker to show
        seen += 1
        lines = " ".join(q.explanation.lines)
        assert "decide:" in lines or "tie card for card" in lines, lines
        if player.strength != dealer.strength:
            pairs = zip(player.ranks, dealer.ranks, strict=True)
            first = next(i for i, (a, b) in enumerate(pairs) if a != b)
            assert player.ranks[first].label in lines and dealer.ranks[first].label in lines
    assert seen


def test_arrangement_cites_each_games_own_text() -> None:
    """3-5-7 and Three Card Poker arrangement cite their own texts, not the Casino Hold'em
    Dealer's Manual."""
    for game, prefix in (("three-five-seven", "CO 3-5-7"), ("three-card-poker", "N.J.A.C.")):
        q = generate(f"{game}/arrange", difficulty=1, seed=1)
        assert q.explanation.clause.startswith(prefix), q.explanation.clause


def test_questions_json_gives_every_right_choice() -> None:
    """A supervisor's printed key shows the index of every right choice (``"right"``)."""
    from trainer.quiz.render import question_data

    for family in (
        "three-five-seven/rulings",
        "casino-holdem/board-use",
        "three-card-poker/compare",
    ):
        q = generate(family, difficulty=2, seed=3)
        assert question_data(q)["right"] == [q.answer]


# -- ties, and the readings made house settings --------------------------------------------


def test_co_357_p10_a_tied_pot_award_asks_about_any_tied_seat_and_names_the_chip() -> None:
    """¶10 (silent on ties): the award drill asked always about the seat the odd cent went
    to. It asks about any tied seat, and the question says the split is in the house's
    smallest chip, the odd chip to the seat settled first."""
    asked: set[bool] = set()
    for q in questions("three-five-seven/pot-award", 300, (2, 3)):
        assert "A split pot is shared in $0.50 chips" in q.text, q.text
        pot = settle_scenario(q.prompt["scenario"])["pots"][q.prompt["pot"]]
        if len(pot["winners"]) > 1:
            asked.add(q.prompt["seat"] == pot["winners"][0])
    assert asked == {True, False}


def test_strikes_p12_tied_winners_share_the_total_in_quarters_and_the_question_says_so() -> None:
    """Strikes ¶12 (silent on ties): tied winners share the losers' payments as one total
    in quarters, the odd quarter to the first in seat order, so no two tied winners' nets
    differ by more than a quarter; the question and the side panel say how ties go."""
    from trainer.engine.games import registry
    from trainer.ui.games import ui_game

    rules = registry().followed()["three-five-seven-home"]
    tied = 0
    for q in questions("three-five-seven-home/strikes", 300, (3,)):
        assert "Tied winners share the losers' payments in $0.25 coins" in q.text, q.text
        assert "in $0.25 coins" in ui_game(q.game).side_panel(q, rules)
        nets = dict(zip(q.prompt["players"], q.answer, strict=True))
        top = max(nets.values())
        winners = [n for n in q.prompt["players"] if nets[n] > 0]
        if len(winners) > 1:
            tied += 1
            assert all(top - nets[w] <= 25 for w in winners), nets
            assert [nets[w] for w in winners] == sorted((nets[w] for w in winners), reverse=True)
    assert tied


def test_strikes_p8_p13_the_pot_drill_counts_an_ante_on_every_hand_where_the_house_says() -> None:
    """Strikes ¶8, ¶13: everyone antes when the pot opens; where the house antes on every
    new hand (three-five-seven-home.strikes.ante-every-hand) the pot drill counts those
    antes and says so."""
    from trainer.quiz.house import rules_for_house

    rules = rules_for_house({"three-five-seven-home.strikes.ante-every-hand": True})
    seen = 0
    for seed in range(300):
        q = generate("three-five-seven-home/stakes", difficulty=2, seed=seed, rules=rules)
        if q.prompt.get("variant") != "strikes" or "strikes" not in q.prompt:
            continue
        seen += 1
        assert "antes $0.25 on every new hand" in q.text, q.text
        plain = generate("three-five-seven-home/stakes", difficulty=2, seed=seed)
        assert "when the pot opened" in plain.text
        hands = q.prompt["strikes"] // 3 + 1
        players = len(q.prompt["players"])
        assert q.answer - plain.answer == players * 25 * (hands - 1)
    assert seen


def test_an_arrangement_question_always_has_an_order_the_dealer_would_not_show() -> None:
    """N.J.A.C. 13:47-20.41(g) and CO 3-5-7 ¶6 with the house's display order
    (docs/rules-decisions.md): three of a kind in a three-card hand may be shown in any
    order. A question on such a hand passed every
    answer (a trainee who tapped the cards as dealt scored), so none is asked: every
    arrangement question has an order of its own cards that is graded wrong."""
    for game in ("three-card-poker", "three-five-seven", "casino-holdem"):
        for q in questions(f"{game}/arrange", seeds=400):
            graded = {
                tuple(order): grade(q, list(order)).is_correct
                for order in itertools.permutations(q.answer)
            }
            assert graded[tuple(q.answer)], (q.family, q.seed)
            assert not all(graded.values()), (q.family, q.difficulty, q.seed, q.answer)
