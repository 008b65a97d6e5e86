"""Where the Excuse ends up, and the 0.5-point card given for it (RULES.md §6).

The Excuse is played like any card but never wins a trick. Its owner takes it back into
his side's tricks and gives the side that won the trick a 0.5-point card from his own
side's tricks. If his side has no such card yet, he gives one as soon as it has; if it
never has one, the Excuse counts 4 for his side and the other side gets the half point
(4 + 87 = 91).

Played to the **last trick**, the Excuse changes camp (the Decision of §6, option
``excuse_last_trick="camp"``): it goes to the side opposed to its owner, whoever wins the
trick. With ``excuse_last_trick="winner"`` it goes to the trick's winner instead. In the
slam exception it wins the last trick and so stays with its owner.

Whatever the case, the points are: every side counts the cards it holds at the end, and an
exchange owed but never paid moves half a point from the owner's side to the other.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass

from . import i18n
from .cards import EXCUSE, EXCUSE_BIT, HALF_POINT_CARD_BITS, Card, CardSet, card_at, half_points_of
from .errors import TarotError, shown
from .play import PlayedTrick
from .seats import numbered_name

EXCUSE_LAST_TRICK_OPTIONS = ("camp", "winner")


def check_excuse_option(option: str) -> str:
    if option not in EXCUSE_LAST_TRICK_OPTIONS:
        raise TarotError(
            "error.option", given=repr(option), name="excuse_last_trick", choices=", ".join(EXCUSE_LAST_TRICK_OPTIONS)
        )
    return option


@dataclass(frozen=True)
class ExcuseSettlement:
    """What happened to the Excuse at the end of a deal, and each side's pile and points.

    ``case`` names the rule applied: ``"never_played"``, ``"own_side_won"``, ``"exchanged"``,
    ``"exchanged_later"``, ``"owed"``, ``"last_trick_camp"``, ``"last_trick_winner"`` or
    ``"slam"``. ``trick`` and ``paid_at`` count tricks from 1.
    """

    case: str
    owner: int | None = None
    trick: int | None = None
    excuse_side: Hashable | None = None  # the side that ends with the Excuse
    exchange_card: Card | None = None
    paid_at: int | None = None
    piles: Mapping[Hashable, CardSet] | None = None
    points: Mapping[Hashable, float] | None = None

    def describe(self, lang: str | None = None, names: Sequence[str] | None = None) -> str:
        """The case in a sentence; the owner by ``names[owner]`` (nouns such as "vous", "le joueur
        de droite", :func:`tarot_learn.seats.seat_names`), else as "le joueur 1…5", counted from 1."""
        if self.owner is None:
            owner = None
        else:
            owner = names[self.owner] if names is not None else numbered_name(self.owner, lang, noun=True)
        return i18n.text(
            f"excuse.{self.case}",
            lang,
            owner=owner,
            trick=self.trick,
            card=self.exchange_card.name(lang) if self.exchange_card else None,
            paid=self.paid_at,
        )


def _check_tricks_and_sides(tricks, side_of) -> None:
    """Refuse, with a sentence, what :func:`settle_excuse` cannot read: tricks that are not
    played tricks, sides that are not a seat-to-side table of exactly two sides."""
    if not isinstance(tricks, (list, tuple)) or not all(isinstance(trick, PlayedTrick) for trick in tricks):
        raise TarotError("error.excuse.tricks", given=shown(tricks))
    if isinstance(side_of, Mapping):
        seats, sides = set(side_of), list(side_of.values())
    elif isinstance(side_of, (list, tuple)):
        seats, sides = set(range(len(side_of))), list(side_of)
    else:
        raise TarotError("error.excuse.sides", given=shown(side_of))
    try:
        two_sides = len(set(sides)) == 2
    except TypeError:  # an unhashable side (a list…)
        two_sides = False
    if not two_sides or any(seat not in seats for trick in tricks for seat in (*trick.seats, trick.winner)):
        raise TarotError("error.excuse.sides", given=shown(side_of))


def settle_excuse(
    tricks: Sequence[PlayedTrick],
    side_of: Mapping[int, Hashable] | Sequence[Hashable],
    *,
    excuse_last_trick: str = "camp",
) -> ExcuseSettlement:
    """Settle the Excuse over all the tricks of a deal (RULES.md §6).

    ``side_of[seat]`` is the side of each seat (two sides, for example ``"attack"`` and
    ``"defence"``). A trick won by the Excuse's own player can only be the last trick, won
    under the slam exception (:func:`~tarot_learn.play.excuse_wins_trick`). Returns the
    settlement with each side's pile and points; cards outside the tricks (the chien, the
    écart) are not counted here.
    """
    check_excuse_option(excuse_last_trick)
    _check_tricks_and_sides(tricks, side_of)
    return settle_played(tricks, side_of, excuse_last_trick)


def settle_played(
    tricks: Sequence[PlayedTrick], side_of: Mapping[int, Hashable] | Sequence[Hashable], excuse_last_trick: str
) -> ExcuseSettlement:
    """:func:`settle_excuse` for tricks and sides already known to be right — a game's own,
    which need no second check (RULES.md §6)."""
    # Checked already: a list or tuple of sides by seat, else a mapping (isinstance(Mapping) is slower).
    sides = list(dict.fromkeys(side_of if isinstance(side_of, (list, tuple)) else side_of.values()))
    piles = dict.fromkeys(sides, 0)
    for trick in tricks:
        piles[side_of[trick.winner]] |= trick.bits

    def result(case, **details):
        points = {side: half_points_of(bits) / 2 for side, bits in piles.items()}
        if case == "owed":
            points[owner_side] -= 0.5
            points[other_side] += 0.5
        shown = {side: CardSet.from_bits(bits) for side, bits in piles.items()}
        return ExcuseSettlement(case, piles=shown, points=points, **details)

    number = next((number for number, trick in enumerate(tricks) if trick.bits & EXCUSE_BIT), None)
    if number is None:
        return result("never_played")
    trick = tricks[number]
    owner = trick.seat_of(EXCUSE)
    owner_side = side_of[owner]
    other_side = next(side for side in sides if side != owner_side)
    winner_side = side_of[trick.winner]
    where = {"owner": owner, "trick": number + 1}

    def move_excuse(to_side):
        for side in piles:
            piles[side] &= ~EXCUSE_BIT
        piles[to_side] |= EXCUSE_BIT

    if trick.winner == owner:  # the Excuse never wins a trick, except in the slam exception
        return result("slam", excuse_side=owner_side, **where)
    if number == len(tricks) - 1:
        if excuse_last_trick == "camp":
            move_excuse(other_side)
            return result("last_trick_camp", excuse_side=other_side, **where)
        return result("last_trick_winner", excuse_side=winner_side, **where)
    if winner_side == owner_side:
        return result("own_side_won", excuse_side=owner_side, **where)
    move_excuse(owner_side)
    # The 0.5-point card: from what the owner's side has won up to now, or as soon as it wins one.
    owned = sum(earlier.bits for earlier in tricks[:number] if side_of[earlier.winner] == owner_side)
    for paid_at in range(number, len(tricks)):
        if paid_at > number and side_of[tricks[paid_at].winner] == owner_side:
            owned |= tricks[paid_at].bits
        small = owned & HALF_POINT_CARD_BITS
        if small:
            card = card_at((small & -small).bit_length() - 1)
            piles[owner_side] &= ~card.bit
            piles[other_side] |= card.bit
            case = "exchanged" if paid_at == number else "exchanged_later"
            return result(case, excuse_side=owner_side, exchange_card=card, paid_at=paid_at + 1, **where)
    return result("owed", excuse_side=owner_side, **where)
