"""The 3-5-7 home game: wild 3s, 5s and 7s, declaring in or out, strikes or burns.

Two rule texts describe it: ``3-5-7-home-game-strikes.txt`` ("Strikes") and
``3-5-7-home-game-burns.txt`` ("Burns"). Their paragraphs are cited by line of the file,
headings included, so "Burns ¶21" is line 21; ``docs/rules-decisions.md`` records every
reading of a silent or loose clause.

Words used here:

- a **round** is one declaration: 3, 5 or 7 cards each, the rank equal to the number of
  cards held wild (Strikes ¶10, ¶13; Burns ¶6, ¶13, ¶16);
- a **game** is the three rounds of one deal (Burns ¶5: "Each game is played in three
  rounds"); the ante and the burn rise from game to game in the burns variant (Burns ¶19);
- the **pot** is won by the player who collects three strikes (Strikes ¶14) or three
  markers (Burns ¶20); then a fresh pot is opened and the count of games starts again.

Money is integer cents. Every result is immutable; randomness comes from the
``random.Random`` passed in.

The modules, from the bottom up:

- :mod:`.options`: the variants and a table's options (:class:`HomeOptions`);
- :mod:`.rules_file`: the rules file, each variant's options with their clauses
  (:class:`HomeRules`);
- :mod:`.hands`: :func:`evaluate_home` reads a hand (:class:`HomeHand`: category, words,
  the cards played and what each wild card stands for);
- :mod:`.settlement`: :func:`settle_round` settles one round (:class:`RoundResult`: hands,
  who is in, the ranking, every transfer, each player's net, the pot's change, marker or
  strike);
- :mod:`.scenario`: a round in the ``dealer-trainer settle`` form, read and written;
- :mod:`.table`: :func:`open_table`, :func:`declare` and :func:`advance` play whole games,
  each returning a :class:`TableState`, the scene to draw; :func:`table_from_scenario`
  turns a drill's round into one;
- :mod:`.game`: the game's spec in the registry.
"""

from trainer.engine.games.three_five_seven_home.hands import (
    SUIT_RANKING,
    THREE_CARD_CATEGORIES,
    HomeCategory,
    HomeHand,
    PlayedCard,
    StandIn,
    category_order,
    evaluate_home,
    pack_strength,
    strength_as,
    wild_rank,
)
from trainer.engine.games.three_five_seven_home.options import (
    BURNS_CLAUSE,
    GAME_ID,
    ROUNDS,
    STRIKES_CLAUSE,
    HomeOptions,
    Variant,
)
from trainer.engine.games.three_five_seven_home.rules_file import (
    HomeRules,
    load_home_rules,
    read_home_rules,
)
from trainer.engine.games.three_five_seven_home.scenario import (
    RoundScenario,
    read_round_scenario,
    result_data,
    round_scenario,
    settle_home_scenario,
)
from trainer.engine.games.three_five_seven_home.settlement import (
    RoundPlayer,
    RoundResult,
    Transfer,
    rank_hands,
    settle_round,
)
from trainer.engine.games.three_five_seven_home.table import (
    Decider,
    Phase,
    Seat,
    TableState,
    advance,
    deal_order,
    declare,
    open_table,
    play_until_pot_won,
    table_from_scenario,
)

__all__ = [
    "BURNS_CLAUSE",
    "GAME_ID",
    "ROUNDS",
    "STRIKES_CLAUSE",
    "SUIT_RANKING",
    "THREE_CARD_CATEGORIES",
    "Decider",
    "HomeCategory",
    "HomeHand",
    "HomeOptions",
    "HomeRules",
    "Phase",
    "PlayedCard",
    "RoundPlayer",
    "RoundResult",
    "RoundScenario",
    "Seat",
    "StandIn",
    "TableState",
    "Transfer",
    "Variant",
    "advance",
    "category_order",
    "deal_order",
    "declare",
    "evaluate_home",
    "load_home_rules",
    "open_table",
    "pack_strength",
    "play_until_pot_won",
    "rank_hands",
    "read_home_rules",
    "read_round_scenario",
    "result_data",
    "round_scenario",
    "settle_home_scenario",
    "settle_round",
    "strength_as",
    "table_from_scenario",
    "wild_rank",
]
