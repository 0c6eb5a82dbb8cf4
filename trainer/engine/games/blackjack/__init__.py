"""Blackjack (58 Pa. Code chapter 633a in Pennsylvania; a European no-hole-card house
beside it): the first game whose hands are totals, not poker hands.

The regulation is not shipped: ``resources/rule-texts/blackjack-pennsylvania.txt`` is our
own digest of it, each rule with its section number, and the clauses cite the sections
(``58 Pa. Code §633a.11(d)``). ``docs/rules-decisions.md`` records every reading.

The modules, from the bottom up:

- :mod:`.totals`: a hand's total, hard or soft, bust, and the natural;
- :mod:`.rules_file`: what a house posts (:class:`BlackjackRules`), each option with its
  clause;
- :mod:`.draw`: the dealer's draw rule, and a dealer's hand checked against it;
- :mod:`.settlement`: a whole table checked and settled, every result with its reason,
  arithmetic and clause;
- :mod:`.scenario`: a table in the ``dealer-trainer settle`` form, read and written;
- :mod:`.dealing`, :mod:`.rulings`: the dealing procedure and the rulings;
- :mod:`.game`: the spec in the registry (imported by the registry, not here, as the
  spec module reads :class:`BlackjackRules`).
"""

from trainer.engine.games.blackjack.draw import check_dealer_hand, dealer_draws, draw_reason
from trainer.engine.games.blackjack.rules_file import (
    DOUBLE_ON,
    GAME_ID,
    KIND,
    NATURAL_TAKES,
    PAYS,
    BlackjackRules,
    load_blackjack_rules,
    read_blackjack_rules,
)
from trainer.engine.games.blackjack.settlement import (
    Hand,
    HandResult,
    Seat,
    SeatResult,
    TableResult,
    check_table,
    natural_payout,
    settle_table,
)
from trainer.engine.games.blackjack.totals import (
    Total,
    card_points,
    is_natural,
    is_ten_value,
    total_of,
)

__all__ = [
    "DOUBLE_ON",
    "GAME_ID",
    "KIND",
    "NATURAL_TAKES",
    "PAYS",
    "BlackjackRules",
    "Hand",
    "HandResult",
    "Seat",
    "SeatResult",
    "TableResult",
    "Total",
    "card_points",
    "check_dealer_hand",
    "check_table",
    "dealer_draws",
    "draw_reason",
    "is_natural",
    "is_ten_value",
    "load_blackjack_rules",
    "natural_payout",
    "read_blackjack_rules",
    "settle_table",
    "total_of",
]
