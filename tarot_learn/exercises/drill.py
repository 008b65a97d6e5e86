"""The inference drill at the game table: a question on the deal the learner is playing.

:func:`table_question` makes an :class:`~.model.Exercise` of one of the drill's kinds (those whose
:attr:`~.kinds.base.Kind.table_drill` is set: « combien d'atouts sont encore dehors ? », « qui peut
encore avoir le 21 ? », « quelle chance que le Petit soit à droite ? ») on the learner's own game as it
stands — the kind builds its position (:meth:`~.kinds.base.Kind.at_table`) — graded from his seat's
view like the bank's (:mod:`.kinds.mid_deal`); the game table shows it with the exercise widget.
"""

from __future__ import annotations

from dataclasses import replace

from .. import i18n
from .kinds import KINDS
from .model import Exercise

DRILLS = tuple(kind for kind in KINDS.values() if kind.table_drill)  # asked in turn, in the registry's order


def table_question(game, seat: int, number: int = 0) -> Exercise:
    """The ``number``-th drill question (the kinds in turn) on ``game`` as ``seat`` sees it now; a
    kind that has nothing to ask now (a card the seat can place) gives way to the first, which always
    asks (how many trumps are still out)."""
    kind = DRILLS[number % len(DRILLS)]
    position = kind.at_table(game, seat)
    if position is None:
        kind = DRILLS[0]
        position = kind.at_table(game, seat)
    question = {lang: kind.question(position, lang) for lang in i18n.LANGUAGES}
    exercise = Exercise(id=f"table-{kind.name}", chapter="play", kind=kind.name, position=position, question=question)
    return replace(exercise, hints=kind.hint_ladder(exercise))
