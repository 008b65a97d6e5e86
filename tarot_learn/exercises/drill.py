"""The inference drill at the game table: a question on the deal the learner is playing.

:func:`table_question` makes an :class:`~.model.Exercise` of one of the drill's kinds
(« combien d'atouts sont encore dehors ? », « qui peut encore avoir le 21 ? », « quelle chance que le
Petit soit à droite ? ») on the learner's own game as it stands, graded from his seat's view like the
bank's (:mod:`.kinds.mid_deal`); the game table shows it with the exercise widget.
"""

from __future__ import annotations

from dataclasses import replace

from .. import i18n
from ..cards import PETIT
from ..parsing import parse_card
from ..strategy.sampler import card_chances
from .hints import three_hints
from .kinds import kind_named
from .kinds.card_chance import ChancePosition
from .kinds.mid_deal import MidDealPosition
from .kinds.who_may_hold import HolderPosition
from .model import Exercise

DRILL_KINDS = ("trumps_out", "who_may_hold", "card_chance")  # asked in turn at the table
TWENTY_ONE = parse_card("21")


def table_question(game, seat: int, number: int = 0) -> Exercise:
    """The ``number``-th drill question (the kinds in turn) on ``game`` as ``seat`` sees it now; a
    question on a card the seat can place (in its hand, played) gives way to the next kind."""
    common = {"players": game.players, "deal": str(game.deal.seed), "played": len(game.view(seat).played), "seat": seat}
    positions = {
        "who_may_hold": lambda: HolderPosition(**common, game=game.copy(), card=TWENTY_ONE),
        "card_chance": lambda: ChancePosition(**common, game=game.copy(), card=PETIT, place=1),
    }
    name = DRILL_KINDS[number % len(DRILL_KINDS)]
    if name != "trumps_out" and not card_chances(game, seat, TWENTY_ONE if name == "who_may_hold" else PETIT):
        name = "trumps_out"  # the seat knows where the card is: count the trumps instead
    position = positions[name]() if name in positions else MidDealPosition(**common, game=game.copy())
    kind = kind_named(name)
    question = {lang: kind.question(position, lang) for lang in i18n.LANGUAGES}
    exercise = Exercise(id=f"table-{name}", chapter="play", kind=name, position=position, question=question)
    return replace(exercise, hints=three_hints(exercise))
