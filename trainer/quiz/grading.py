"""Grading: read what the trainee gave, compare it with the engine's answer, give credit.

Money is exact to the cent; typed amounts such as ``60``, ``$60.00``, ``1,250.50`` are read,
anything else is refused with an :class:`AnswerError` (not graded wrong). Sequences earn
partial credit up to the first wrong step; where the text leaves the order of some steps
free (``question.extra["free"]``), any order of them is right. Chips must sum right, and
for full credit use the fewest chips (half credit otherwise). Arrangements accept equal
cards in either place and either of two equal cards.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from decimal import Decimal
from fractions import Fraction
from typing import Any

from trainer.engine.arrangement import display_orders
from trainer.engine.cards import Card, parse_card
from trainer.engine.chips import ChangeRule, Cut, change_fault, cut_fault, cut_text
from trainer.engine.errors import CardError
from trainer.engine.hands import HandKind, evaluate_poker, evaluate_three
from trainer.engine.money import AmountError, Cents, format_money, parse_amount, to_cents
from trainer.quiz import answer_words as A
from trainer.quiz import verdict_words as V
from trainer.quiz.answer_words import (
    AMOUNTS_PER_PLAYER,
    AMOUNTS_PER_SEAT,
    NO_AMOUNTS_PER_PLAYER,
    NO_AMOUNTS_PER_SEAT,
    amount_refusal,
)
from trainer.quiz.chips import (
    DENOMINATIONS,
    chip_count,
    chip_total,
    fewest_chips,
    parse_chips,
    parse_cut,
)
from trainer.quiz.errors import AnswerError
from trainer.quiz.model import (
    CLEAN,
    STEP_SEPARATOR,
    AnswerKind,
    Grade,
    Question,
    amount_as_chips,
    clean_text,
    format_answer,
    misdeal_text,
    payment_fix_words,
    payment_text,
    spot_text,
)
from trainer.words import say, translated

FULL = Fraction(1)
NONE = Fraction(0)


def read_amount(value: Any, *, signed: bool = False) -> Cents:
    """An amount the trainee gave (text or number); :class:`AnswerError` if unreadable.

    With ``signed`` (a player's net: what they gain, negative when they pay) a sign may lead
    the amount, before or after the dollar sign: ``-0.75``, ``-$0.75``, ``$-0.75``, ``+2``.
    """
    try:
        if signed:
            return _signed_amount(value)
        if isinstance(value, str):
            return parse_amount(value, what="the amount")
        return to_cents(value, what="the amount")
    except AmountError as exc:
        raise AnswerError(amount_refusal(exc)) from None


_SIGNS = {"+": 1, "-": -1, "\u2212": -1}  # the minus sign as well as the hyphen


def _signed_amount(value: Any) -> Cents:
    if isinstance(value, str):
        text = value.strip()
        sign = 1
        if text[:1] in _SIGNS:
            sign, text = _SIGNS[text[0]], text[1:].lstrip()
        elif text[:1] == "$" and text[1:].lstrip()[:1] in _SIGNS:
            rest = text[1:].lstrip()
            sign, text = _SIGNS[rest[0]], "$" + rest[1:].lstrip()
        return sign * parse_amount(text, what="the amount")
    if isinstance(value, int | Decimal) and not isinstance(value, bool) and value < 0:
        return -to_cents(-value, what="the amount")
    return to_cents(value, what="the amount")


def read_amounts(value: Any, *, signed: bool = False) -> list[Cents]:
    """Several amounts in order: a list, or text separated by spaces or semicolons."""
    if isinstance(value, str):
        items = [t.rstrip(",") for t in value.replace(";", " ").split()]
        items = [t for t in items if t]
    elif isinstance(value, Sequence):
        items = list(value)
    else:
        raise AnswerError(say(AMOUNTS_PER_PLAYER if signed else AMOUNTS_PER_SEAT))
    if not items:
        raise AnswerError(say(NO_AMOUNTS_PER_PLAYER if signed else NO_AMOUNTS_PER_SEAT))
    return [read_amount(v, signed=signed) for v in items]


def read_order(question: Question, value: Any) -> list[str]:
    """A sequence of destinations or steps: tokens (``S1 C1 D burn``); for numbered steps
    (the reveal sequence) the numbers shown (``3 1 2``); for seats, the seat numbers
    (``6 5 2`` for ``S6 S5 S2``), since the places are shown unnumbered."""
    if isinstance(value, str):
        items = value.replace(",", " ").split()
    elif isinstance(value, Sequence):
        items = [str(v) for v in value]
    else:
        raise AnswerError(say(A.ORDER_NOT_A_LIST))
    labels = question.extra.get("labels")
    if isinstance(value, str) and isinstance(labels, Mapping):
        # Steps written in their words, as a verdict shows them ("Expose ...; Award ...").
        by_words = {" ".join(str(w).lower().split()): k for k, w in labels.items()}
        parts = [" ".join(p.lower().split()) for p in value.split(STEP_SEPARATOR.strip())]
        if parts and all(p in by_words for p in parts):
            return [by_words[p] for p in parts]
    if not items:
        raise AnswerError(say(A.NO_ORDER))
    by_token = {c.lower(): c for c in question.choices}
    numbered = bool(question.extra.get("labels"))
    out = []
    for item in items:
        key = item.strip().lower()
        if key in by_token:
            out.append(by_token[key])
        elif key.isdigit() and numbered and 1 <= int(key) <= len(question.choices):
            out.append(question.choices[int(key) - 1])
        elif key.isdigit() and not numbered and f"s{int(key)}" in by_token:
            # A bare number among seat destinations is the seat: "5" is S5, never the
            # fifth place offered (the places are not shown numbered).
            out.append(by_token[f"s{int(key)}"])
        elif numbered:
            n = len(question.choices)
            raise AnswerError(say(A.NOT_A_STEP, item=item, count=n))
        else:
            offered = " ".join(question.choices)
            raise AnswerError(say(A.NOT_A_PLACE_OR_STEP, item=item, offered=offered))
    return out


def read_choice(question: Question, value: Any) -> int:
    """A choice: its number from 1 (as the keys 1-9), or its text."""
    if isinstance(value, bool):
        raise AnswerError(say(A.CHOOSE_BY_NUMBER))
    if isinstance(value, int):
        index = value
    else:
        text = str(value).strip()
        if text.isdigit():
            index = int(text) - 1
        else:
            matches = [i for i, c in enumerate(question.choices) if c.lower() == text.lower()]
            if not matches:
                raise AnswerError(say(A.NOT_AN_ANSWER, text=text, count=len(question.choices)))
            index = matches[0]
    if not 0 <= index < len(question.choices):
        raise AnswerError(say(A.CHOOSE_FROM, count=len(question.choices)))
    return index


def read_cards(value: Any) -> list[str]:
    """Cards in order, as text (``Ah Kd 7c``) or a list."""
    items = value.replace(",", " ").split() if isinstance(value, str) else list(value)
    try:
        return [str(parse_card(c)) for c in items]
    except CardError as exc:
        raise AnswerError(A.card_refusal(exc)) from None


def read_chips(value: Any) -> dict[Cents, int]:
    """A stack of chips: text (``2x25 1x5``) or a mapping of chip value (cents) to count."""
    if isinstance(value, str):
        return parse_chips(value)
    if isinstance(value, Mapping):
        out: dict[Cents, int] = {}
        for k, n in value.items():
            d = int(k)
            if d not in DENOMINATIONS:
                raise AnswerError(say(A.NO_SUCH_CHIP, chip=format_money(d)))
            if not isinstance(n, int) or n < 0:
                raise AnswerError(say(A.CHIP_COUNT_WHOLE))
            if n:
                out[d] = out.get(d, 0) + n
        return out
    raise AnswerError(say(A.CHIPS_AS_STACK))


def _prefix_credit(given: Sequence[Any], expected: Sequence[Any]) -> Fraction:
    right = 0
    for g, e in zip(given, expected, strict=False):
        if g != e:
            break
        right += 1
    if right == len(expected) and len(given) == len(expected):
        return FULL
    return Fraction(min(right, len(expected) - 1), len(expected))


def _order_credit(
    given: Sequence[str], expected: Sequence[str], free: Sequence[Sequence[int]]
) -> Fraction:
    """Credit up to the first wrong step, where each ``[start, stop)`` span of ``expected``
    may come in any order."""
    stops = {int(start): int(stop) for start, stop in free}
    right = 0
    at = 0
    wrong = False
    while at < len(expected) and not wrong:
        stop = stops.get(at, at + 1)
        left = Counter(expected[at:stop])
        for i in range(at, stop):
            if i >= len(given) or left[given[i]] <= 0:
                wrong = True
                break
            left[given[i]] -= 1
            right += 1
        at = stop
    if right == len(expected) and len(given) == len(expected):
        return FULL
    return Fraction(min(right, len(expected) - 1), len(expected))


def grade(question: Question, response: Any) -> Grade:
    """Grade a response; :class:`AnswerError` when it cannot be read (ask again)."""
    expected = question.answer_text
    kind = question.kind
    signed = is_signed(question)
    if kind is AnswerKind.AMOUNT:
        amount = read_amount(response, signed=signed)
        ok = amount == question.answer
        given = format_money(amount, sign=signed)
        return Grade(FULL if ok else NONE, _verdict(ok), expected, given)
    if kind is AnswerKind.AMOUNTS:
        _refuse_blank_amounts(question, response)
        amounts = read_amounts(response, signed=signed)
        if len(amounts) != len(question.answer):
            # The question says how many seats or players there are: a count that differs
            # is a slip of the keyboard, asked again like an empty amount, never graded.
            raise AnswerError(_count_message(question, amounts, signed=signed))
        if question.extra.get("per_seat"):
            return _grade_per_seat(question, amounts)
        credit = _prefix_credit(amounts, question.answer)
        given = ", ".join(format_money(a, sign=signed) for a in amounts)
        if credit == FULL:
            return Grade(credit, translated(V.RIGHT), expected, given)
        return Grade(credit, translated(V.FIRST_AMOUNT), expected, given)
    if kind is AnswerKind.CHIPS:
        chips = read_chips(response)
        if not chips and question.answer:
            # Like an empty amount: asked again, not graded as paying nothing.
            raise AnswerError(say(A.NO_CHIPS_FROM_TRAY))
        total = chip_total(chips)
        given = amount_as_chips(format_money(total), chips)
        if "change" in question.extra:
            return _grade_change(question, chips, expected, given)
        if total != question.answer:
            return Grade(
                NONE,
                say(
                    V.CHIPS_MAKE,
                    total=format_money(total),
                    amount=format_money(question.answer),
                ),
                expected,
                given,
            )
        best = fewest_chips(question.answer)
        if best is not None and chip_count(chips) > chip_count(best):
            return Grade(
                Fraction(1, 2),
                say(V.FEWER_CHIPS, best=chip_count(best), used=chip_count(chips)),
                expected,
                given,
            )
        return Grade(FULL, translated(V.RIGHT), expected, given)
    if kind is AnswerKind.ORDER:
        order = read_order(question, response)
        if len(order) != len(question.answer):
            # Like a list of amounts of the wrong count: a slip (Enter after one tap), asked
            # again, never graded "right up to the first wrong step" with no step wrong.
            # How many steps the key has is never said: it would tell the answer's length.
            raise AnswerError(say(A.ORDER_COUNT))
        credit = _order_credit(order, question.answer, question.extra.get("free", ()))
        given = format_answer(kind, order, question)
        if credit == FULL:
            return Grade(credit, translated(V.RIGHT), expected, given)
        return Grade(
            credit,
            translated(V.FIRST_WRONG_STEP if credit else V.WRONG_FROM_FIRST),
            expected,
            given,
        )
    if kind is AnswerKind.ARRANGEMENT:
        cards = read_cards(response)
        want = [parse_card(c) for c in question.answer]
        got = [parse_card(c) for c in cards]
        if len(got) != len(want):
            n, m = len(want), len(got)
            raise AnswerError(say(A.CARDS_PLACED_ONE if m == 1 else A.CARDS_PLACED, n=n, m=m))
        if not _same_hand(question, got, want):
            return Grade(NONE, translated(V.NOT_THE_CARDS), expected, " ".join(cards))
        # Cards of equal rank may stand in either order, the ace of a five-high straight
        # first or last (engine ``display_orders``).
        ranks = [g.rank for g in got]
        orders = display_orders(want)
        if tuple(ranks) in orders:
            return Grade(FULL, translated(V.RIGHT), expected, " ".join(cards))
        credit = max(_prefix_credit(ranks, order) for order in orders)
        return Grade(
            credit,
            translated(V.WRONG_ORDER),
            expected,
            " ".join(cards),
        )
    if kind is AnswerKind.SPOT:
        return _grade_spot(question, response)
    if kind is AnswerKind.CUT:
        return _grade_cut(question, read_cut(question, response))
    index = read_choice(question, response)
    ok = index == question.answer
    return Grade(FULL if ok else NONE, _verdict(ok), expected, question.choices[index])


CLEAN_WORDS = frozenset({"ok", "correct", "clean", "none", CLEAN.lower()})
"""What a trainee may type for "correct as it stands" (and, in Spanish, the words of
:data:`SPANISH_CLEAN_WORDS` or the answer as shown)."""
SPANISH_CLEAN_WORDS = frozenset({"correcto", "bien", "ninguno", "ninguna"})


def _is_clean(text: str) -> bool:
    """Whether typed text says "correct as it stands", in English or as the trainee's
    language shows it."""
    return text in CLEAN_WORDS or text in SPANISH_CLEAN_WORDS or text == clean_text().lower()


def read_spot(question: Question, value: Any) -> tuple[int | None, Cents | None]:
    """A game-protection answer: ``(None, None)`` for "correct as it stands", else the seat
    pointed at and the amount it should be paid. Text: ``ok`` or ``correct``; ``S3 45``,
    ``3 $45.00`` or ``Seat 3: pay $45.00``; or a mapping ``{"seat": 3, "fix": 4500}``."""
    seats = [int(s) for s in question.prompt.get("seats", ())]
    if isinstance(value, Mapping):  # the window's widget: the seat tapped, the fix in cents
        seat, fix = value.get("seat"), value.get("fix")
        if seat is None:
            return None, None
        if int(seat) not in seats:
            raise AnswerError(say(A.SEAT_NOT_HERE, seat=seat))
        if isinstance(fix, bool) or not isinstance(fix, int) or fix < 0:
            raise AnswerError(say(A.SEAT_PAID_WHAT, seat=seat))
        return int(seat), fix
    else:
        text = str(value).strip().lower().rstrip(".")
        if _is_clean(text):
            return None, None
        fillers = ("seat", "pay", "asiento", "pagar")
        items = [t for t in text.replace(":", " ").split() if t not in fillers]
    if not items:
        raise AnswerError(say(A.SAY_CORRECT_OR_SEAT))
    head = str(items[0]).lstrip("s")
    if not head.isdigit() or int(head) not in seats:
        shown = ", ".join(map(str, seats))
        raise AnswerError(say(A.NOT_A_SEAT, item=items[0], seats=shown))
    if len(items) < 2:
        raise AnswerError(say(A.SEAT_PAID_LIKE, seat=int(head)))
    if len(items) > 2:
        raise AnswerError(say(A.ONE_SEAT_ONE_AMOUNT))
    return int(head), read_amount(items[1])


def read_cut(question: Question, value: Any) -> Cut:
    """A cut of chips: text (``2 stacks, 3x5, 2``) or the window's mapping of ``stacks``,
    ``piles``, ``size`` and ``loose``."""
    size = int(question.prompt.get("size", 5))
    if isinstance(value, str):
        return parse_cut(value, size)
    if isinstance(value, Mapping):
        counts = [value.get(k, 0) for k in ("stacks", "piles", "loose")]
        if any(isinstance(n, bool) or not isinstance(n, int) or n < 0 for n in counts):
            raise AnswerError(say(A.CUT_WHOLE_NUMBERS))
        if not any(counts):
            raise AnswerError(say(A.NO_CUT_SET))
        return Cut(counts[0], counts[1], int(value.get("size", size)), counts[2])
    raise AnswerError(say(A.CUT_AS_STACKS))


def _grade_cut(question: Question, given: Cut) -> Grade:
    """Graded on the amount, then on the cut: the right chips cut wrong earn half, and the
    verdict says which part was wrong."""
    want = Cut(**{k: int(question.answer[k]) for k in ("stacks", "piles", "size", "loose")})
    chip = int(question.prompt.get("chip", 0))
    expected, shown = question.answer_text, cut_text(given)
    if given.chips != want.chips:
        return Grade(
            NONE,
            say(
                V.CUT_AMOUNT,
                given=given.chips,
                given_amount=format_money(given.chips * chip),
                want=want.chips,
                want_amount=format_money(want.chips * chip),
            ),
            expected,
            shown,
        )
    fault = cut_fault(given, want.chips, want.size)
    if fault is not None:
        return Grade(Fraction(1, 2), say(V.CUT_WRONG, fault=fault), expected, shown)
    return Grade(FULL, translated(V.CUT_RIGHT), expected, shown)


def _grade_change(
    question: Question, chips: Mapping[Cents, int], expected: str, given: str
) -> Grade:
    """Change graded under the house's rule the question states: every stack the rule
    allows is right; the right amount against the rule earns half."""
    rule = question.extra["change"]
    below = rule.get("below")
    fault = change_fault(chips, int(question.answer), ChangeRule(rule["rule"]), below)
    if fault is None:
        return Grade(FULL, translated(V.RIGHT), expected, given)
    amount_right, why = fault
    if amount_right:
        return Grade(Fraction(1, 2), say(V.HALF_RIGHT, why=why), expected, given)
    return Grade(NONE, say(V.WRONG_WHY, why=why), expected, given)


def _spot_items(value: Any, keys: tuple[str, str], fillers: tuple[str, ...]) -> list[str] | None:
    """A numbered spot's answer as words, ``None`` for "correct as it stands": the widget's
    mapping (``keys``: the spot's and the fix's, an amount in cents written as money), or
    typed text without its filler words (``fillers``)."""
    if isinstance(value, Mapping):
        spot, fix = value.get(keys[0]), value.get(keys[1])
        if spot is None:
            return None
        if isinstance(fix, int) and not isinstance(fix, bool):
            return [str(spot), format_money(fix)]
        return [str(spot), str(fix or "")]
    text = str(value).strip().lower().rstrip(".")
    if _is_clean(text):
        return None
    words = text.replace(":", " ").replace("#", " ").replace(",", " ").split()
    return [w for w in words if w not in fillers]


_NUMBERED_WORDS = {
    "delivery": (A.NOT_A_DELIVERY, A.DELIVERY_EMPTY, A.DELIVERY_MISSING, A.DELIVERY_EXTRA),
    "payment": (A.NOT_A_PAYMENT, A.PAYMENT_EMPTY, A.PAYMENT_MISSING, A.PAYMENT_EXTRA),
}
"""What a numbered spot's reader says of a number it does not offer, an answer missing its
parts or holding more."""


def _numbered(
    value: Any, keys: tuple[str, str], fillers: tuple[str, ...], count: int, what: str
) -> tuple[int, str] | None:
    """A numbered spot (a delivery, a payment) and its fix as a word, ``None`` for
    "correct as it stands"; refused in one sentence where the number is not one of
    ``count`` or a part is missing or extra."""
    not_one, empty, missing, extra = _NUMBERED_WORDS[what]
    items = _spot_items(value, keys, fillers)
    if items is None:
        return None
    if not items:
        raise AnswerError(say(empty))
    if not items[0].isdigit() or not 1 <= int(items[0]) <= count:
        raise AnswerError(say(not_one, item=items[0], count=count))
    number = int(items[0])
    if len(items) < 2 or not items[1]:
        raise AnswerError(say(missing, n=number))
    if len(items) > 2:
        raise AnswerError(say(extra, n=number))
    return number, items[1]


def read_misdeal(question: Question, value: Any) -> tuple[int | None, str | None]:
    """A deal's game-protection answer: ``(None, None)`` for "correct as it stands", else
    the first delivery made wrong (counted from 1) and the place it should have gone.
    Text: ``ok`` or ``correct``; ``4 S3``, ``#4 to D`` or ``delivery 4: C1``; or a mapping
    ``{"card": 4, "to": "S3"}``."""
    count = len(question.prompt.get("deliveries", ()))
    places = {str(p).upper(): str(p) for p in question.prompt.get("places", ())}
    fillers = ("delivery", "card", "to", "goes", "went", "entrega", "carta", "a", "para")
    got = _numbered(value, ("card", "to"), fillers, count, "delivery")
    if got is None:
        return None, None
    card, word = got
    place = places.get(word.upper())
    if place is None:
        raise AnswerError(say(A.NOT_A_PLACE, word=word, places=question.prompt["help"]))
    return card, place


def _grade_misdeal(question: Question, response: Any) -> Grade:
    """Both parts graded, as for a settled table: the delivery (or "correct as it
    stands") and where it belongs; the delivery found with a wrong place earns half."""
    card, to = read_misdeal(question, response)
    want_card, want_to = question.answer.get("card"), question.answer.get("to")
    return _in_two_parts(
        (card, to),
        (want_card, want_to),
        question.answer_text,
        misdeal_text(card, to),
        (
            translated(V.DEAL_CLEAN),
            say(V.DEAL_MISSED, n=want_card),
            say(V.DEAL_ELSEWHERE, n=want_card),
            say(V.DEAL_FIX, to=want_to),
        ),
    )


def _in_two_parts(
    got: tuple[Any, Any],
    want: tuple[Any, Any],
    expected: str,
    given: str,
    words: tuple[str, str, str, str],
) -> Grade:
    """A game-protection grade: full for the right spot (or "correct as it stands" where
    nothing is wrong) with the right fix; half for the spot with a wrong fix; else none.
    ``words``: what to say for a clean one called wrong, a mistake missed, the wrong spot
    and the wrong fix."""
    (spot, fix), (want_spot, want_fix) = got, want
    clean, missed, elsewhere, wrong_fix = words
    if spot == want_spot and (spot is None or fix == want_fix):
        return Grade(FULL, translated(V.RIGHT), expected, given)
    if want_spot is None:
        return Grade(NONE, clean, expected, given)
    if spot is None:
        return Grade(NONE, missed, expected, given)
    if spot != want_spot:
        return Grade(NONE, elsewhere, expected, given)
    return Grade(Fraction(1, 2), wrong_fix, expected, given)


def _refuse_blank_amounts(question: Question, response: Any) -> None:
    """An empty field among several is no answer for that seat (or player), asked again as
    a single empty amount is: never read as $0.00, which a seat paid nothing would be."""
    if isinstance(response, str) or not isinstance(response, Sequence):
        return
    blank = [i for i, v in enumerate(response) if isinstance(v, str) and not v.strip()]
    if not blank:
        return
    players = [str(p) for p in question.prompt.get("players", ())]
    seats = [str(s) for s in question.prompt.get("seats", ())]
    first = blank[0]
    if players and first < len(players):
        raise AnswerError(say(A.NO_NET_FOR, player=players[first]))
    if first < len(seats):
        raise AnswerError(say(A.NO_AMOUNT_FOR_SEAT, seat=seats[first]))
    raise AnswerError(say(A.NO_AMOUNT_NUMBER, n=first + 1))


def _count_message(question: Question, amounts: Sequence[Cents], *, signed: bool) -> str:
    """Too many or too few amounts (of the players' nets, or of the seats to pay), in words."""
    if signed:
        template = A.PLAYERS_COUNT_ONE if len(amounts) == 1 else A.PLAYERS_COUNT
    else:
        template = A.SEATS_COUNT_ONE if len(amounts) == 1 else A.SEATS_COUNT
    return say(template, count=len(question.answer), given=len(amounts))


def _grade_per_seat(question: Question, amounts: list[Cents]) -> Grade:
    """A full-table sprint: each seat graded on its own, the verdict per seat; credit is
    the share of seats paid right."""
    want = list(question.answer)
    seats = list(question.prompt.get("seats", range(1, len(want) + 1)))
    expected = question.answer_text
    given = ", ".join(format_money(a) for a in amounts)
    right = [g == w for g, w in zip(amounts, want, strict=True)]
    if all(right):
        return Grade(FULL, translated(V.EVERY_SEAT), expected, given)
    verdicts = "; ".join(
        say(V.SEAT_RIGHT, seat=s) if ok else say(V.SEAT_WRONG, seat=s, amount=format_money(w))
        for s, ok, w in zip(seats, right, want, strict=True)
    )
    return Grade(
        Fraction(sum(right), len(want)), verdicts[:1].upper() + verdicts[1:] + ".", expected, given
    )


def _grade_spot(question: Question, response: Any) -> Grade:
    """Both parts graded: the spot (the seat, or "correct as it stands") and the fix; the
    spot found with a wrong fix earns half."""
    if "deliveries" in question.prompt:
        return _grade_misdeal(question, response)
    if "payments" in question.prompt:
        return _grade_payment(question, response)
    seat, fix = read_spot(question, response)
    want_seat, want_fix = question.answer.get("seat"), question.answer.get("fix")
    return _in_two_parts(
        (seat, fix),
        (want_seat, want_fix),
        question.answer_text,
        spot_text(seat, fix),
        (
            translated(V.TABLE_CLEAN),
            say(V.SEAT_MISSED, seat=want_seat),
            say(V.SEAT_ELSEWHERE, seat=want_seat),
            say(V.SEAT_FIX, seat=seat, amount=format_money(int(want_fix or 0))),
        ),
    )


def _same_hand(question: Question, got: Sequence[Card], want: Sequence[Card]) -> bool:
    """Whether ``got`` are the cards the hand uses: the expected ones, or (where a rank
    shows more often than the hand needs it, as the paired five beside a straight) other
    cards of the prompt making exactly the same hand. Which of two fives plays is not an
    arrangement error."""
    if len(got) != len(want) or len({c.index for c in got}) != len(got):
        return False
    if {c.index for c in got} == {c.index for c in want}:
        return True
    pool = {
        parse_card(c).index
        for key in ("cards", "dealer", "board")
        for c in question.prompt.get(key, ())
    }
    if any(c.index not in pool for c in got):
        return False
    if question.prompt.get("ranking") == HandKind.THREE_CARD.value:
        return evaluate_three(got).strength == evaluate_three(want).strength
    return evaluate_poker(got).strength == evaluate_poker(want).strength


def is_signed(question: Question) -> bool:
    """Whether the question's amounts are nets that may be negative (``extra["signed"]``)."""
    return bool(question.extra.get("signed"))


def _verdict(ok: bool) -> str:
    return translated(V.RIGHT if ok else V.WRONG)


def read_payment(question: Question, value: Any) -> tuple[int | None, Cents | str | None]:
    """A home-game payment answer: ``(None, None)`` for "correct as it stands", else the
    payment pointed at (counted from 1) and its fix: the right amount, or the name of who
    should receive it. Text: ``ok`` or ``correct``; ``3 $0.50``, ``3 0.5`` or ``3 Bob``;
    or a mapping ``{"line": 3, "fix": 50}`` / ``{"line": 3, "fix": "Bob"}``."""
    count = len(question.prompt.get("payments", ()))
    names = {str(n).lower(): str(n) for n in question.prompt.get("players", ())}
    fillers = ("payment", "line", "to", "pay", "pays", "paid", "pago", "pagado", "a")
    got = _numbered(value, ("line", "fix"), fillers, count, "payment")
    if got is None:
        return None, None
    line, word = got
    if word.lower() in names:
        return line, names[word.lower()]
    return line, read_amount(word)


def _grade_payment(question: Question, response: Any) -> Grade:
    """The home game's payments: the payment pointed at, then its fix; the right payment
    with a wrong fix earns half."""
    line, fix = read_payment(question, response)
    want_line, want_fix = question.answer.get("line"), question.answer.get("fix")
    return _in_two_parts(
        (line, fix),
        (want_line, want_fix),
        question.answer_text,
        payment_text(line, fix),
        (
            translated(V.ROUND_CLEAN),
            say(V.PAYMENT_MISSED, line=want_line),
            say(V.PAYMENT_ELSEWHERE, line=want_line),
            say(V.PAYMENT_FIX, line=line, fix=payment_fix_words(want_fix)),
        ),
    )
