"""What an écart does, and a better one when there is one: advice, not a rule (RULES.md §4).

:func:`~tarot_learn.ecart.check_ecart` says whether an écart is legal. :func:`advise_ecart`
says what a legal one does for the taker, in the terms French Tarot players use:

* the **voids** it makes (*coupes franches*): a suit emptied can be trumped from its first round;
* the **kings left alone** in their suit (*rois secs*) — a king with no small card beside it must
  be played at once or risks falling to a trump;
* the **points it saves**: the écart's points count for the taker whatever happens;
* the **trumps kept** in hand (and those put aside, which the defence sees).

:func:`suggest_ecart` gives the legal écart that makes the most voids, then saves the most points
(trumps only when the rules force them, the lowest ones). That order is the usual advice;
players also keep a long suit whole, or keep a queen beside her king: the lesson says so.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

from .. import i18n
from ..cards import BOUT_BITS, KING_BITS, SUIT_BITS, SUITS, TRUMP_BITS, CardSet, Suit, cards_of, half_points_of
from ..ecart import EcartVerdict, _plain_bits, _pool_bits, check_ecart


def _voids(bits: int) -> tuple[Suit, ...]:
    return tuple(suit for suit in SUITS if not bits & SUIT_BITS[suit])


def _lone_kings(bits: int) -> int:
    return sum(bits & KING_BITS & SUIT_BITS[suit] for suit in SUITS if (bits & SUIT_BITS[suit]).bit_count() == 1)


def _worth(pool: int, ecart: int) -> tuple[int, int]:
    """What the advice prefers: more voids, then more (half) points put aside."""
    return len(_voids(pool & ~ecart)), half_points_of(ecart)


def suggest_ecart(hand, chien) -> CardSet:
    """The legal écart that makes the most voids, then saves the most points (module doc).

    Every set of suits that could be emptied is tried (a suit with its king cannot be), the
    remaining places filled with the plain cards worth most; trumps go aside only when the
    rules force them, the lowest first.

    >>> suggest_ecart("21 20 19 17 15 12 9 5 1 Excuse R♥ D♥ R♠ 7♠ 3♠ C♦ 2♦ 4♣", "D♣ 8♦ 6♥ 2♠ 14 V♠")
    CardSet('D♥ 2♦ 8♦ C♦ 4♣ D♣')
    """
    return ranked_ecarts(hand, chien, 1)[0]


def ranked_ecarts(hand, chien, count: int) -> list[CardSet]:
    """Up to ``count`` legal écarts, the advice's order (most voids, then most points): for each set
    of suits that could be emptied, that set emptied and the other places filled with the plain
    cards worth most (:func:`suggest_ecart` is the first). An evaluator tries them all."""
    hand_bits, chien_bits, size = _pool_bits(hand, chien)
    pool = hand_bits | chien_bits
    plain = _plain_bits(pool)
    if plain.bit_count() <= size:  # every plain card goes, then the lowest trumps the rule forces in
        trumps = cards_of(pool & TRUMP_BITS & ~BOUT_BITS)[: size - plain.bit_count()]
        return [CardSet.from_bits(plain | sum(card.bit for card in trumps))]
    emptiable = [
        SUIT_BITS[suit] & pool for suit in SUITS if pool & SUIT_BITS[suit] and not pool & SUIT_BITS[suit] & KING_BITS
    ]
    found: dict[int, tuple[int, int]] = {}
    for number in range(len(emptiable) + 1):
        for chosen in combinations(emptiable, number):
            emptied = sum(chosen)
            if emptied.bit_count() > size:
                continue
            # The other places: the plain cards worth most, those of the shortest suits first.
            rest = sorted(
                cards_of(plain & ~emptied),
                key=lambda card: (-card.half_points, (pool & SUIT_BITS[card.suit]).bit_count(), card),
            )
            ecart = emptied | sum(card.bit for card in rest[: size - emptied.bit_count()])
            found.setdefault(ecart, _worth(pool, ecart))
    # The best worth first; among equals, the order the sets of suits were tried in (fewest emptied first).
    ranked = sorted(found, key=lambda ecart: tuple(-part for part in found[ecart]))
    return [CardSet.from_bits(ecart) for ecart in ranked[:count]]


@dataclass(frozen=True)
class EcartAdvice:
    """What a legal écart does (module doc), and a ``better`` one with more voids or points, if any."""

    verdict: EcartVerdict
    voids: tuple[Suit, ...]  # suits the écart empties
    lone_kings: CardSet
    points: float
    trumps_kept: int
    better: CardSet | None

    def lines(self, lang: str | None = None) -> list[str]:
        """One sentence per effect, then the better écart and why (nothing for an illegal écart)."""
        if not self.verdict.legal:
            return []
        lines = []
        if self.voids:
            lines.append(i18n.text("advice.ecart.voids", lang, suits=[suit.localized(lang) for suit in self.voids]))
        else:
            lines.append(i18n.text("advice.ecart.no_void", lang))
        if self.lone_kings:
            lines.append(i18n.text("advice.ecart.lone_kings", lang, cards=self.lone_kings))
        lines.append(i18n.text("advice.ecart.points", lang, points=self.points))
        lines.append(i18n.text("advice.ecart.trumps_kept", lang, count=self.trumps_kept, shown=self.verdict.must_show))
        if self.better is not None:
            pool = self.verdict.new_hand.bits | self.verdict.ecart.bits
            voids, half_points = _worth(pool, self.better.bits)
            reason = "more_voids" if voids > len(_voids(self.verdict.new_hand.bits)) else "more_points"
            lines.append(
                i18n.text(f"advice.ecart.better.{reason}", lang, cards=self.better, voids=voids, points=half_points / 2)
            )
        else:
            lines.append(i18n.text("advice.ecart.best", lang))
        return lines


def advise_ecart(hand, chien, ecart) -> EcartAdvice:
    """What the taker's écart does (``hand`` before the chien, as for
    :func:`~tarot_learn.ecart.check_ecart`), and a better écart when one makes more voids, or as
    many and saves more points.

    >>> advice = advise_ecart("21 20 19 17 15 12 9 5 1 Excuse R♥ D♥ R♠ 7♠ 3♠ C♦ 2♦ 4♣",
    ...                       "D♣ 8♦ 6♥ 2♠ 14 V♠", "7♠ 3♠ 2♠ 6♥ 4♣ 2♦")
    >>> advice.voids, advice.points, advice.better
    ((), 3.0, CardSet('D♥ 2♦ 8♦ C♦ 4♣ D♣'))
    """
    verdict = check_ecart(hand, chien, ecart)
    if not verdict.legal:
        return EcartAdvice(verdict, (), CardSet(), 0.0, 0, None)
    kept, put = verdict.new_hand.bits, verdict.ecart.bits
    pool = kept | put
    before = set(_voids(pool))
    better = suggest_ecart(hand, chien)
    better = better if _worth(pool, better.bits) > _worth(pool, put) else None
    return EcartAdvice(
        verdict,
        tuple(suit for suit in _voids(kept) if suit not in before),
        CardSet.from_bits(_lone_kings(kept)),
        half_points_of(put) / 2,
        (kept & TRUMP_BITS).bit_count(),
        better,
    )


__all__ = ["EcartAdvice", "advise_ecart", "ranked_ecarts", "suggest_ecart"]
