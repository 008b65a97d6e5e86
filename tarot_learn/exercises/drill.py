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


def text_question(text: str, seat: int, *, played: int | None = None, number: int = 0) -> Exercise:
    """The ``number``-th drill question (:func:`table_question`) on a deal written as text
    (:func:`~tarot_learn.deal_text.read_deal`: a deal played at the club), as ``seat`` sees it once
    ``played`` cards are on the tricks — by default as far as the text goes. The moment must be
    during the tricks, a card still to play (RULES.md §5); else a sentence says how many may be played."""
    from ..deal import check_seat
    from ..deal_text import read_deal, write_deal
    from ..errors import TarotError
    from ..game import PLAY

    game = read_deal(text)
    check_seat(seat, game.players)
    if played is not None:
        cards = sum(len(trick.cards) for trick in [*game.tricks, game.trick])
        if not isinstance(played, int) or isinstance(played, bool) or not 0 <= played < max(cards, 1):
            raise TarotError("exercise.drill.played_range", given=str(played), most=max(cards - 1, 0))
        game = read_deal(_cut(write_deal(game), played))
    if game.phase is not PLAY:
        raise TarotError("exercise.drill.not_in_play")
    return table_question(game, seat, number)


def _cut(text: str, played: int) -> str:
    """A deal's text (as :func:`~tarot_learn.deal_text.write_deal` writes it) cut after ``played``
    cards of the tricks, its result left open (« * »)."""
    kept, left = [], played
    for line in text.splitlines():
        field, _colon, value = line.partition(":")
        if field.startswith("trick "):
            cards = value.split("#")[0].split()[: max(left, 0)]
            left -= len(cards)
            if cards:
                kept.append(f"{field}: {' '.join(cards)}")
        else:
            kept.append("result: *" if field == "result" else line)
    return "\n".join(kept)
