"""Duplicate: one deal played by two learners, and the first decision where they chose differently.

In a class tournament (:mod:`tarot_learn.classroom.tournament`) every learner gets the same cards,
and each bot, seeded by the deal and its seat, answers the same cards with the same cards. So two
learners' deals are the same step for step *up to the first decision where the learners chose
differently*; from there on anything may differ. That decision is where a better result began:
:func:`first_difference` finds it and measures both choices with :func:`~.evaluator.evaluate`
*from what the seat could see there* — the same yardstick as the deal's review (:mod:`.review`).
A better score after an equal choice is the later play or the cards' lie, and the sentence says so.

A deal's line is saved as text with the result (:func:`encode_steps`, :func:`decode_steps`):
every action from the first deal (passes that led to a redeal included, RULES.md §3), each
``[kind, seat, what]`` with a card as its index in the deck, a contract by its name.
"""

from __future__ import annotations

from dataclasses import dataclass

from .. import i18n
from ..cards import Card, CardSet, card_at
from ..contracts import Contract
from ..errors import TarotError, shown
from ..game import Game
from .evaluator import ActionValue, evaluate, paired_difference
from .review import BUDGET, MEASURED, deal_steps, replay_step, said

_SHOWN = ("poignee", "slam")  # steps that one line may have and the other not, before a card


@dataclass(frozen=True)
class Difference:
    """The first decision of ``seat`` where two lines part: its ``kind`` (bid, call, ecart, poignee,
    slam, card), ``trick`` (its number from 1, for a card), what this learner chose (``mine``) and
    what the other did (``theirs``); ``mine_value`` and ``theirs_value``, what each was worth from
    the seat's view (:class:`~.evaluator.ActionValue`, ``None`` for a decision not measured) over
    ``deals`` sampled deals."""

    kind: str
    trick: int | None
    mine: object
    theirs: object
    mine_value: ActionValue | None = None
    theirs_value: ActionValue | None = None
    deals: int = 0

    @property
    def gain(self) -> float | None:
        """What the other choice was worth more than this learner's, in points of the seat's score."""
        if self.mine_value is None or self.theirs_value is None:
            return None
        return self.theirs_value.score.mean - self.mine_value.score.mean

    @property
    def within_noise(self) -> bool:
        """No difference the measure can tell: the 95 % interval of the *paired* difference, deal by
        deal on the same sampled deals (:func:`~.evaluator.paired_difference`), holds 0."""
        if self.gain is None:
            return True
        difference = paired_difference(self.theirs_value, self.mine_value)
        return difference.low <= 0 <= difference.high


# --- a deal's line as text ----------------------------------------------------------------------------
def encode_steps(steps) -> list[list]:
    """A deal's line (:func:`~.review.deal_steps`) as JSON data."""
    return [[kind, seat, _encode(what)] for kind, seat, what in steps]


def _encode(what):
    if what is None:
        return None
    if isinstance(what, Contract):
        return what.name
    if isinstance(what, Card):
        return what.index
    return sorted(card.index for card in what)


def decode_steps(data) -> list[tuple[str, int, object]]:
    """The line saved by :func:`encode_steps`; :class:`TarotError` for data that is not one."""
    try:
        return [(kind, int(seat), _decode(kind, what)) for kind, seat, what in data]
    except (TypeError, ValueError, KeyError, IndexError) as error:
        raise TarotError("error.duplicate.line", given=shown(data)) from error


def _decode(kind: str, what):
    if kind == "bid":
        return None if what is None else Contract[what]
    if kind in ("call", "card"):
        return card_at(int(what))
    if kind in ("ecart", "poignee"):
        return CardSet(card_at(int(index)) for index in what)
    if kind == "slam":
        return None
    raise ValueError(kind)


# --- replaying and comparing ---------------------------------------------------------------------------
def fresh_start(game: Game) -> Game:
    """The game as it was dealt, before anyone spoke: its first deal's seed and dealer."""
    first = game.history[0]
    if first.kind != "deal":
        raise TarotError("error.duplicate.prepared")
    return Game(game.players, seed=first.details["seed"], dealer=first.seat, excuse_last_trick=game.excuse_last_trick)


def first_difference(
    game: Game, seat: int, their_steps, *, seed: int | str = 0, deals: int | None = None
) -> Difference | None:
    """Where another learner's line ``their_steps`` (the same tournament deal, played from ``seat``)
    first parts from ``game``'s, measured from ``seat``'s view when the evaluator can measure it;
    ``None`` when the two lines never part. ``deals``: the evaluator's budget (default: the review's
    for that kind of decision)."""
    mine = deal_steps(game, whole=True)
    theirs = list(their_steps)
    position = fresh_start(game)
    for index, step in enumerate(mine):
        other = theirs[index] if index < len(theirs) else None
        if other != step:
            if other is None:
                return None
            shown = step if step[0] in _SHOWN else other
            if step[0] != other[0] and shown[0] in _SHOWN and shown[1] == seat:
                return _shown_or_not(step, other)  # the seat showed a poignée or announced a slam in one line only
            if step[1] != seat or other[1] != seat or step[0] != other[0]:
                return None  # not a choice of this seat's: another table's line (other bots, another seat)
            return _measured(position, step[0], seat, step[2], other[2], seed=seed, deals=deals)
        replay_step(position, *step)
    return None


def _shown_or_not(step, other) -> Difference:
    """Before a card, one line shows a poignée or announces a slam and the other goes on: the
    difference is that choice (a poignée's cards, or ``None`` for none shown; a slam: True or False)."""
    if "slam" in (step[0], other[0]):
        return Difference("slam", None, step[0] == "slam", other[0] == "slam")
    return Difference(
        "poignee", None, step[2] if step[0] == "poignee" else None, other[2] if other[0] == "poignee" else None
    )


def _measured(position: Game, kind: str, seat: int, mine, theirs, *, seed, deals) -> Difference:
    trick = len(position.tricks) + 1 if kind == "card" else None
    if kind not in MEASURED:  # a poignée shown in both lines, with other trumps: compared in words only
        return Difference(kind, trick, mine, theirs)
    # The two choices alone, on the same deals: no choice is selected, so no winner's curse to fear; and every
    # deal of the budget is measured (no early stop), so that the interval is not read again and again until
    # it happens to exclude 0 — a 95 % interval looked at five times would be wrong one time in eight or so.
    evaluation = evaluate(
        position,
        seat,
        deals=deals or 2 * BUDGET[kind],
        seed=f"{seed}/duplicate",
        actions=[mine, theirs],
        early_stop=False,
    )
    return Difference(
        kind, trick, mine, theirs, evaluation.value_of(mine), evaluation.value_of(theirs), evaluation.deals
    )


# --- in words ------------------------------------------------------------------------------------------
def explain(difference: Difference, learner: str, lang: str | None = None) -> list[str]:
    """Where ``learner``'s line parted from the seat's, then what the measure says of both choices."""
    params = {
        "learner": learner,
        "trick": difference.trick or 0,
        "mine": _said(difference.mine, difference.kind, lang),
        "theirs": _said(difference.theirs, difference.kind, lang),
    }
    sentences = [i18n.text(f"duplicate.where.{difference.kind}", lang, **params)]
    gain = difference.gain
    if gain is None:
        return sentences
    if difference.within_noise:
        key = "duplicate.measured.same"
    else:
        key = "duplicate.measured.better" if gain > 0 else "duplicate.measured.worse"
    points = i18n.format_points_with_unit(round(abs(gain), 1), lang)
    sentences.append(i18n.text(key, lang, deals=difference.deals, points=points, **params))
    return sentences


def _said(action, kind: str, lang: str | None) -> str:
    if kind == "slam":
        return i18n.text("duplicate.slam.yes" if action else "duplicate.slam.no", lang)
    return said(action, lang, kind)
