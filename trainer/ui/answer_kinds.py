"""Which answer widget shows each kind of question (the cut's and the arrangement's widgets
live in modules of their own, built on :class:`trainer.ui.answers.AnswerWidget`, so the
table of kinds is here rather than in any of them)."""

from __future__ import annotations

from trainer.quiz.model import AnswerKind
from trainer.ui.answers import (
    AmountAnswer,
    AmountsAnswer,
    AnswerWidget,
    ChipsAnswer,
    ChoiceAnswer,
    OrderAnswer,
    SpotAnswer,
)
from trainer.ui.arrangement_answer import ArrangementAnswer
from trainer.ui.cut_answer import CutAnswer


def widget_for(kind: AnswerKind) -> type[AnswerWidget]:
    """The answer widget class for a kind of question."""
    return {
        AnswerKind.AMOUNT: AmountAnswer,
        AnswerKind.AMOUNTS: AmountsAnswer,
        AnswerKind.CHIPS: ChipsAnswer,
        AnswerKind.CUT: CutAnswer,
        AnswerKind.ORDER: OrderAnswer,
        AnswerKind.ARRANGEMENT: ArrangementAnswer,
        AnswerKind.CHOICE: ChoiceAnswer,
        AnswerKind.SPOT: SpotAnswer,
    }[kind]
