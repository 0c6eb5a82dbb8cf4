"""Fair questions, second pass (issue 23): no question contradicts itself or offers a
second defensible answer as wrong. Each test names the clause it checks, as
docs/rules-decisions.md cites it, and failed on 92e8bb6.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from trainer.engine.games import registry
from trainer.engine.money import format_money
from trainer.engine.situations import Action, Event
from trainer.quiz.catalog import families_for, get_family
from trainer.quiz.errors import AnswerError
from trainer.quiz.grading import grade
from trainer.quiz.model import Question
from trainer.quiz.positions import WAGER_NAMES
from trainer.quiz.situations import incident_of
from trainer.ui.games import ui_game

from .generated import questions

SITUATED = ("three-five-seven", "casino-holdem", "three-card-poker")


def test_co_357_p2_a_wager_over_the_maximum_is_never_refused_whole_as_a_wrong_choice() -> None:
    """CO 3-5-7 ¶2, house limits (CH, NJ): houses differ on a wager over the maximum (the
    trainer's reading takes the maximum, some refuse it whole), so "refuse the whole
    wager" is never offered as the wrong choice beside it."""
    seen = 0
    for game in SITUATED:
        for q in questions(f"{game}/situations", 400):
            incident = incident_of(q.prompt["incident"])
            if incident.event is not Event.OVER_MAXIMUM:
                continue
            meanings = q.extra["meanings"]
            if meanings[q.answer] == Action.TAKE_MAXIMUM.value:
                seen += 1
                assert Action.REFUSE.value not in meanings, (game, q.seed, q.choices)
    assert seen > 50


def test_co_357_p5_one_surrender_refusal_at_most_is_offered() -> None:
    """CO 3-5-7 ¶5 says both things (all three wagers, the 7-card wager only), so either
    refusal is true of a refused surrender: a question offers at most one of them."""
    refusals = {Action.REFUSE_NOT_ALL_THREE.value, Action.REFUSE_WHICH_WAGER.value}
    seen = 0
    for q in questions("three-five-seven/situations", 400):
        if incident_of(q.prompt["incident"]).event is Event.SURRENDER:
            seen += 1
            assert len(refusals & set(q.extra["meanings"])) <= 1, (q.seed, q.choices)
    assert seen > 50


def test_burns_p6_strikes_p10_a_wild_card_named_by_rank_is_not_wrong_beside_its_suit() -> None:
    """Burns ¶6, Strikes ¶10 (a wild card stands for any card): where the key names a wild
    card by rank and suit ("the ace of clubs", to make a flush), "an ace" is as true of
    the hand and is never offered as a wrong choice beside it."""
    seen = 0
    for q in questions("three-five-seven-home/wild-cards", 800):
        key = q.choices[q.answer]
        if " of " not in key:
            continue
        seen += 1
        for i, words in enumerate(q.choices):
            if i != q.answer:
                assert not _same_ranks(words, key), (q.seed, key, q.choices)
    assert seen > 10


_COUNTS = {"two": 2, "three": 3, "four": 4}


def _ranks(words: str) -> list[str]:
    """The ranks a choice names, suits left out: "the ace of clubs and a king" reads
    ["ace", "king"]; "two kings" reads ["king", "king"]."""
    out: list[str] = []
    for part in words.replace(" and ", ", ").split(", "):
        head = part.split(" of ")[0].split()
        n = _COUNTS.get(head[0], 1)
        rank = head[-1]
        if n > 1:
            rank = rank.removesuffix("es") if rank == "sixes" else rank.removesuffix("s")
        out += [rank] * n
    return sorted(out)


def _same_ranks(words: str, key: str) -> bool:
    return _ranks(words) == _ranks(key)


def test_co_357_p6_p10_the_reveal_steps_read_as_their_words_never_their_ids() -> None:
    """CO 3-5-7 ¶6-¶10 (the reveal and settlement, step by step): wherever the quiz writes
    an order of steps for a trainee (the key, what was given, a refusal), it writes the
    steps' words, never their internal ids ("expose settle-three turn-two")."""
    for q in questions("three-five-seven/reveal-sequence", 40):
        ids = set(q.extra["labels"])
        wrong = list(reversed(q.answer))
        right, missed = grade(q, q.answer_text), grade(q, wrong)
        assert right.is_correct and not missed.is_correct
        for text in (q.answer_text, right.expected, right.given, missed.given):
            assert not ids & set(text.replace(";", " ").split()), text
        assert missed.given.startswith(q.extra["labels"][wrong[0]])
        try:
            grade(q, "1 2 x")
        except AnswerError as refused:
            assert not ids & set(str(refused).replace("(", " ").replace(")", " ").split())
        else:  # pragma: no cover
            raise AssertionError("an unknown step was graded")


def test_nj_e_a_three_card_poker_misdeal_names_the_house_procedure_not_the_text() -> None:
    """N.J.A.C. 13:47-20.41(e) says the cards are dealt, in no order: the misdeal drill's
    explanation gives the deal as the house's procedure, never "as the text gives it".
    3-5-7 (CO ¶3) and Casino Hold'em (Rules (2)) give their order, and say so."""
    for game, by_text in (
        ("three-card-poker", False),
        ("three-five-seven", True),
        ("casino-holdem", True),
    ):
        source = "the text" if by_text else "the house procedure"
        for q in questions(f"{game}/spot-the-misdeal", 40):
            text = " ".join(q.explanation.lines)
            assert f"The deal as {source} gives it" in text or (
                f"every delivery goes where {source} puts it" in text
            ), (game, text)
            if not by_text:
                for claim in ("as the text gives", "where the text puts", "the text's order"):
                    assert claim not in text, (game, text)


def test_ch_nj_every_verdict_cites_its_own_game_or_the_house_never_co_357() -> None:
    """Casino Hold'em's and Three Card Poker's settlement, limits and every other verdict
    cite their own game's text or the house procedure, never the 3-5-7 rules ("as CO
    3-5-7 ¶6" opened another game's text)."""
    for game in ("casino-holdem", "three-card-poker"):
        for fam in families_for(game):
            for q in questions(fam.id, 10):
                assert "CO 3-5-7" not in q.explanation.clause, (fam.id, q.explanation.clause)


def _seat_block(q: Question, seat: int) -> list[str]:
    """The explanation's lines for one seat "settled right", without their indent."""
    lines = list(q.explanation.lines)
    start = lines.index(f"Seat {seat}, settled right:") + 1
    block = []
    for line in lines[start:]:
        if not line.startswith("  "):
            break
        block.append(line.strip())
    return block


def test_co_357_p2_a_wager_over_the_maximum_shows_one_amount_and_says_which_counts() -> None:
    """CO 3-5-7 ¶2; house table limits (NJ silent), as docs/rules-decisions.md decides: a
    wager over the posted maximum is taken down to the maximum and paid on that. Where the
    dealer accepted one and paid on all of it, the felt, the sheet, the settle-form
    scenario and the explanation show the one wager as placed; the explanation takes it
    down and totals the key; and every table of the drill says which amount counts."""
    registry_rules = registry().followed()
    for game in ("three-five-seven", "three-card-poker"):
        top = registry_rules[game].house.max_wager  # type: ignore[union-attr]
        seen = 0
        for q in questions(f"{game}/spot-the-error", 300):
            assert "over the maximum is taken down to the maximum" in q.text, q.text
            if q.extra["error"] != "over-maximum":
                continue
            seen += 1
            seat, fix = q.answer["seat"], q.answer["fix"]
            i = q.prompt["seats"].index(seat)
            ((wager, amount),) = [(w, a) for w, a in q.extra["placed"][i].items() if a > top]
            scenario = q.prompt["scenario"][i]
            held = scenario["bets"][wager] if "bets" in scenario else scenario[wager]
            assert int(Decimal(held) * 100) == amount, (game, q.seed, held, amount)
            name = WAGER_NAMES[wager]
            sheet = next(line for line in q.text.splitlines() if line.startswith(f"Seat {seat} "))
            assert f"{name} {format_money(amount)}," in sheet
            block = _seat_block(q, seat)
            line = next(b for b in block if b.lower().startswith(name.lower() + " "))
            assert line.lower().startswith(
                f"{name.lower()} {format_money(amount)}, taken down to the table maximum of "
                f"{format_money(top)}:"
            ), (game, q.seed, line)
            assert block[-1].endswith(f"{format_money(fix)}."), (game, q.seed, block[-1])
        assert seen > 5, game


def test_every_planted_seat_is_explained_with_the_keyed_total() -> None:
    """Whatever the mistake, the planted seat's "settled right" lines total the key."""
    for game in ("three-five-seven", "three-card-poker", "casino-holdem"):
        for q in questions(f"{game}/spot-the-error", 60):
            if q.answer["seat"] is not None:
                block = _seat_block(q, q.answer["seat"])
                assert block[-1].endswith(f"{format_money(q.answer['fix'])}."), (game, q.seed)


def test_ch_arranging_the_dealers_hand_a_five_high_straight_has_its_ace_first_or_last() -> None:
    """CH Dealer's Manual, Arranging The Dealers Hand ("high to low again starting from the
    left"; 3-5-7 and Three Card Poker display as the house standard): the text does not
    say whether the ace of a five-high (three-high) straight counts high or low, so the
    ace last (5-4-3-2-A) and the ace first (A-5-4-3-2) are both high to low and both
    right, by the grader and the judge alike. Low to high (A-2-3-4-5) is neither."""
    seen = 0
    for game in ("three-five-seven", "casino-holdem", "three-card-poker"):
        fam = get_family(f"{game}/arrange")
        assert fam.judge is not None
        for q in questions(fam.id, 600):
            key = list(q.answer)
            ranks = [c[0] for c in key]
            if ranks[-1] != "A" or ranks[0] not in "53" or len(set(ranks)) != len(ranks):
                continue
            seen += 1
            verdict = fam.judge(q, registry().followed()[q.game])
            ace_first = [key[-1], *key[:-1]]
            assert verdict(ace_first) and verdict(key), (game, q.seed, ace_first)
            graded = grade(q, ace_first)
            assert graded.is_correct, (game, q.seed, graded.message)
            assert not verdict(key[::-1]) and not grade(q, key[::-1]).is_correct
    assert seen > 20


FREE_COMMUNITY = {
    # CH Rules (2): "3 community cards are dealt face up in the middle of the table; this
    # is called the 'Flop'" (the turn and river follow in turn, Rules (5)).
    ("casino-holdem", "hand"): ("C1", "C2", "C3"),
    # CO 3-5-7 ¶3(a): "The dealer then deals four community cards into the designated
    # position on the layout for community cards."
    ("three-five-seven", "stacked"): ("C1", "C2", "C3", "C4"),
}


def test_ch_rules_2_co_357_p3a_community_cards_dealt_together_go_out_in_any_order() -> None:
    """CH Rules (2) and CO 3-5-7 ¶3(a) deal the flop, or the four community cards, with no
    order among them: every order of them is right (the grader and the judge agree), and
    the misdeal drill never plants a mistake among them. Cards the text orders stay
    ordered (a 3-5-7 rotation, CO ¶3(b))."""
    seen = 0
    for game in ("casino-holdem", "three-five-seven"):
        fam = get_family(f"{game}/dealing-order")
        assert fam.judge is not None
        for q in questions(fam.id, 60):
            free = FREE_COMMUNITY.get((game, q.prompt["method"]))
            key = list(q.answer)
            verdict = fam.judge(q, registry().followed()[game])
            if free is None:
                continue
            seen += 1
            at = key.index(free[0])
            assert tuple(key[at : at + len(free)]) == free
            turned = [*key[:at], *reversed(free), *key[at + len(free) :]]
            assert verdict(turned) and grade(q, turned).is_correct, (game, q.seed, turned)
        for q in questions(f"{game}/spot-the-misdeal", 150):
            free = FREE_COMMUNITY.get((game, q.prompt["method"]))
            if free is None or q.extra["error"] != "out-of-order":
                continue
            i = q.answer["card"] - 1
            pair = set(q.prompt["deliveries"][i : i + 2])
            assert not pair <= set(free), (game, q.seed, q.prompt["deliveries"])
    assert seen > 100


HAND = {"casino-holdem": 2, "three-card-poker": 3, "three-five-seven": 3}
"""The cards a player is dealt: CH Rules (2) ("2 cards (face down) to each player"), NJ
(e) (three cards), CO 3-5-7 ¶3 ("a total of three cards ... to each player")."""

DEALT = {
    # Before the deal, or as the seat's cards are being dealt: no hand to show.
    "over-maximum": 0,
    "tip-bet": 0,
    "late-bet": 0,
    "exposed-card/deal": 0,
    # One card of the hand is off the table.
    "exposed-card/dropped": -1,
}


def test_ch_rules_2_a_situation_shows_the_seat_the_cards_its_player_holds() -> None:
    """CH Rules (2) deals each player two cards: a Casino Hold'em situation showed the seat
    three, as every game's did. The felt shows the seat the cards its player holds when
    the incident happens: the game's hand once it is dealt (a card fewer once one is off
    the table), none before the deal or while it is being dealt."""
    followed = registry().followed()
    for game, hand in HAND.items():
        for q in questions(f"{game}/situations", 150):
            event = q.prompt["incident"]["event"]
            want = {0: 0, -1: hand - 1}.get(DEALT.get(event), hand)  # type: ignore[arg-type]
            scene: Any = ui_game(game).scene(q, followed[game])
            seat = scene.players[q.prompt["incident"]["seat"]]
            assert len(seat.cards) == want, (game, q.seed, event, seat.cards)
