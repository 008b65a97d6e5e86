"""What an écart does, and the best one by its expected result: advice, not a rule (RULES.md §4).

:func:`~tarot_learn.ecart.check_ecart` says whether an écart is legal. :func:`advise_ecart`
says what a legal one does for the taker, in the terms French Tarot players use:

* the **voids** it makes (*coupes franches*): a suit emptied can be trumped from its first round;
* the **kings left alone** in their suit (*rois secs*) — a king with no small card beside it must
  be played at once or risks falling to a trump;
* the **mariages** kept (a king and its queen: the queen often makes her trick behind the king),
  and those broken by a queen put aside;
* the **points it saves**: the écart's points count for the taker whatever happens;
* the **trumps kept** in hand (and those put aside, which the defence sees).

Which écart is best is judged by its **expected result**: :func:`ecart_value` is a cheap proxy of
the taker's expected card points at the end of the deal — points put aside, voids, singletons,
kings left alone, mariages kept, long suits, each with a weight fitted on the evaluator's measures
(:func:`~tarot_learn.strategy.evaluator.evaluate`, sampled deals played out and solved;
``benchmarks/bench_ecart.py`` fits and validates it). Every écart within :data:`TOLERANCE` points of the
best by the proxy is as good (the proxy's error against the evaluator is about that size): then no
"better" is offered. Among those, :func:`suggest_ecart` shows the one a club teacher would
(:func:`teacher_ecarts`): voids first, the long suit kept, kings guarded and mariages kept, then points.
Trumps go aside only when the rules force them, the lowest ones.
"""

from __future__ import annotations

from dataclasses import dataclass

from .. import i18n
from ..cards import (
    BOUT_BITS,
    KING_BITS,
    QUEEN,
    SUIT_BITS,
    SUITS,
    TRUMP_BITS,
    CardSet,
    Suit,
    cards_of,
    half_points_of,
    suit_card,
)
from ..ecart import EcartVerdict, _plain_bits, _pool_bits, check_ecart

QUEEN_BITS = sum(suit_card(QUEEN, suit).bit for suit in SUITS)

# What the proxy of the expected result reads in an écart (EcartShape), and its weights: the taker's
# expected card points at the end of the deal that each unit brings. Fitted on the evaluator's
# measures of 44 hands (benchmarks/bench_ecart.py --fit 44: ridge regression pulled towards the books'
# weights, strength 100), checked on 34 other hands: RMS error 2.4 points against the measure (the
# books' weights 3.3), its best écart 3.0 points behind the best measured (the old advice, voids then
# points, 4.0). The data alone fit a little better but their weights change sign from one strength to
# the next: 44 hands are too few to trust them.
WEIGHTS = {"points": 0.3, "voids": 1.2, "singletons": 1.1, "lone_kings": -1.3, "mariages": 0.9, "long_cards": 0.6}
# Écarts whose estimate lies within this many points of the best one's are as good as the best:
# the proxy's typical error against the evaluator (benchmarks/bench_ecart.py).
TOLERANCE = 2.0


@dataclass(frozen=True)
class EcartShape:
    """What an écart leaves, the terms of :func:`ecart_value`: the card ``points`` put aside; the
    plain suits left ``voids`` (no card), ``singletons`` (one card, not a king), ``lone_kings`` (a
    king alone); the ``mariages`` kept (a king and its queen); the ``long_cards`` (cards beyond four
    in a plain suit kept)."""

    points: float
    voids: int
    singletons: int
    lone_kings: int
    mariages: int
    long_cards: int


def ecart_shape(pool: int, ecart: int) -> EcartShape:
    """The :class:`EcartShape` of ``ecart`` (bits) taken from the taker's 18 + 6 cards ``pool`` (bits)."""
    kept = pool & ~ecart
    terms = [_suit_terms(kept & SUIT_BITS[suit]) for suit in SUITS]
    return EcartShape(half_points_of(ecart) / 2, *(sum(column) for column in zip(*terms, strict=True)))


def _suit_terms(kept: int) -> tuple[int, int, int, int, int]:
    """(void, singleton, lone king, mariage, long cards) for the cards ``kept`` in one plain suit."""
    count = kept.bit_count()
    king = bool(kept & KING_BITS)
    return (
        count == 0,
        count == 1 and not king,
        count == 1 and king,
        king and bool(kept & QUEEN_BITS),
        max(0, count - 4),
    )


def ecart_value(hand, chien, ecart, weights=None) -> float:
    """The proxy of the taker's expected card points that ``ecart`` brings, up to a constant of the
    hand (only differences between écarts of one hand mean something): the :data:`WEIGHTS` times
    the terms of its :class:`EcartShape`."""
    hand_bits, chien_bits, _ = _pool_bits(hand, chien)
    return _value(ecart_shape(hand_bits | chien_bits, CardSet(ecart).bits), weights or WEIGHTS)


def _value(shape: EcartShape, weights) -> float:
    return sum(weight * getattr(shape, name) for name, weight in weights.items())


def suggest_ecart(hand, chien) -> CardSet:
    """The écart to show as the solution: the first of :func:`teacher_ecarts` (module doc).

    >>> suggest_ecart("21 20 19 17 15 12 9 5 1 Excuse R♥ D♥ R♠ 7♠ 3♠ C♦ 2♦ 4♣", "D♣ 8♦ 6♥ 2♠ 14 V♠")
    CardSet('6♥ 2♦ 8♦ C♦ 4♣ D♣')
    """
    return teacher_ecarts(hand, chien)[0]


def teacher_ecarts(hand, chien) -> list[CardSet]:
    """The legal écarts as good as the best by :func:`ecart_value` (within :data:`TOLERANCE`), in the order a
    club teacher shows them: the most voids first, then the long suit kept whole (the most cards beyond four
    kept in a suit), then the kings kept guarded and the mariages kept, then the most points put aside, then
    the estimate. The proxy cannot tell these apart
    (its error is the tolerance), the teacher's order can be said in one sentence and learnt: a solution that
    breaks an 8-card long suit is never shown while a double void that keeps it is as good (issue 32)."""
    hand_bits, chien_bits, _ = _pool_bits(hand, chien)
    pool = hand_bits | chien_bits
    count = 32
    while True:  # the ranking is exact for its first ``count``: widen it until it passes the tolerance
        ranked = [
            (_value(ecart_shape(pool, ecart.bits), WEIGHTS), ecart) for ecart in ranked_ecarts(hand, chien, count)
        ]
        least = ranked[0][0] - TOLERANCE - 1e-9
        if len(ranked) < count or ranked[-1][0] < least:
            break
        count *= 4
    return [
        ecart
        for _, ecart in sorted((row for row in ranked if row[0] >= least), key=lambda row: _teacher_key(pool, *row))
    ]


def _teacher_key(pool: int, value: float, ecart: CardSet) -> tuple:
    shape = ecart_shape(pool, ecart.bits)
    return -shape.voids, -shape.long_cards, shape.lone_kings, -shape.mariages, -shape.points, -value, ecart.bits


def ranked_ecarts(hand, chien, count: int, weights=None) -> list[CardSet]:
    """Up to ``count`` legal écarts, the best by :func:`ecart_value` first (:func:`suggest_ecart` is
    the first), one of each shape: écarts that differ only by which small card of a suit goes aside
    are one. An evaluator tries them all.

    The value is a sum over the suits, so the best écarts are found suit by suit (for each number
    of cards put aside from a suit, its most valuable cards go, or all but the queen beside her
    king), then the suits combined keeping the ``count`` best at each size."""
    hand_bits, chien_bits, size = _pool_bits(hand, chien)
    pool = hand_bits | chien_bits
    plain = _plain_bits(pool)
    if plain.bit_count() <= size:  # every plain card goes, then the lowest trumps the rule forces in
        trumps = cards_of(pool & TRUMP_BITS & ~BOUT_BITS)[: size - plain.bit_count()]
        return [CardSet.from_bits(plain | sum(card.bit for card in trumps))]
    weights = weights or WEIGHTS
    best: dict[int, list[tuple[float, int]]] = {0: [(0.0, 0)]}
    for suit in SUITS:
        options = _suit_options(pool & SUIT_BITS[suit], weights)
        combined: dict[int, list[tuple[float, int]]] = {}
        for taken, partial in best.items():
            for put, value, bits in options:
                if taken + put <= size:
                    combined.setdefault(taken + put, []).extend(
                        (total + value, ecart | bits) for total, ecart in partial
                    )
        best = {taken: _top(rows, count) for taken, rows in combined.items()}
    return [CardSet.from_bits(ecart) for _, ecart in best[size]]


def _suit_options(cards: int, weights) -> list[tuple[int, float, int]]:
    """(cards put aside, value, their bits) for each way worth trying to put aside cards of one suit."""
    removable = sorted(cards_of(cards & ~KING_BITS), key=lambda card: (-card.half_points, card.rank))
    choices = [removable]
    if cards & KING_BITS and cards & QUEEN_BITS:
        choices.append([card for card in removable if not card.bit & QUEEN_BITS])  # the mariage kept
    options = {}
    for order in choices:
        for put in range(len(order) + 1):
            bits = sum(card.bit for card in order[:put])
            void, single, lone, mariage, long = _suit_terms(cards & ~bits)
            shape = EcartShape(half_points_of(bits) / 2, void, single, lone, mariage, long)
            options[bits] = (put, _value(shape, weights), bits)
    return list(options.values())


def _top(rows: list[tuple[float, int]], count: int) -> list[tuple[float, int]]:
    """The ``count`` best rows; among equal values, the lowest bits (the canonical order) first."""
    return sorted(rows, key=lambda row: (-row[0], row[1]))[:count]


@dataclass(frozen=True)
class EcartAdvice:
    """What a legal écart does (module doc): the new ``voids``, the ``lone_kings``, the ``points``
    put aside, the ``trumps_kept``, the ``mariages`` kept (king and queen) and the queens put aside
    beside a king kept (``broken_mariages``); ``behind``, how many expected points the proxy
    (:func:`ecart_value`) puts it behind the best écart; ``better``, the best écart when it is
    more than :data:`TOLERANCE` ahead (else None: this écart is as good as the best)."""

    verdict: EcartVerdict
    voids: tuple[Suit, ...]  # suits the écart empties
    lone_kings: CardSet
    points: float
    trumps_kept: int
    better: CardSet | None
    behind: float = 0.0
    mariages: CardSet = CardSet()
    broken_mariages: CardSet = CardSet()
    reasons: tuple[tuple[str, str, int, float], ...] = ()  # (term, "more"/"fewer", count, points)
    gain: float = 0.0  # what ``better`` brings over this écart by the estimate (beyond the tolerance)

    @property
    def tolerance(self) -> float:
        return TOLERANCE

    def lines(self, lang: str | None = None) -> list[str]:
        """One sentence per effect, then how it compares with the best écart, and why (nothing for
        an illegal écart)."""
        if not self.verdict.legal:
            return []
        lines = []
        if self.voids:
            lines.append(i18n.text("advice.ecart.voids", lang, suits=[suit.localized(lang) for suit in self.voids]))
        else:
            lines.append(i18n.text("advice.ecart.no_void", lang))
        if self.lone_kings:
            lines.append(i18n.text("advice.ecart.lone_kings", lang, cards=self.lone_kings))
        if self.mariages:
            lines.append(i18n.text("advice.ecart.mariages_kept", lang, cards=self.mariages))
        if self.broken_mariages:
            lines.append(i18n.text("advice.ecart.mariages_broken", lang, cards=self.broken_mariages))
        lines.append(i18n.text("advice.ecart.points", lang, points=self.points))
        lines.append(i18n.text("advice.ecart.trumps_kept", lang, count=self.trumps_kept, shown=self.verdict.must_show))
        if self.better is not None:
            lines.append(
                i18n.text(
                    "advice.ecart.better.expected",
                    lang,
                    cards=self.better,
                    gain=round(self.gain, 1),
                    tolerance=TOLERANCE,
                    reasons=self.why(lang),
                )
            )
        elif self.behind >= 0.05:  # a tie with the best (rounded to 0) is the best
            behind = i18n.format_points_with_unit(round(self.behind, 1), lang)  # « 0,2 point »: singular below 2
            lines.append(i18n.text("advice.ecart.as_good", lang, behind=behind, tolerance=TOLERANCE))
        else:
            lines.append(i18n.text("advice.ecart.best_expected", lang))
        return lines

    def why(self, lang: str | None = None) -> str:
        """What the better écart does that this one does not, the terms that weigh most first."""
        return i18n.text("advice.ecart.why.separator", lang).join(
            i18n.text(f"advice.ecart.why.{term}.{sense}", lang, count=count, gain=i18n.format_signed(gain, lang))
            for term, sense, count, gain in self.reasons
        )


def advise_ecart(hand, chien, ecart) -> EcartAdvice:
    """What the taker's écart does (``hand`` before the chien, as for
    :func:`~tarot_learn.ecart.check_ecart`), and the best écart when it is more than
    :data:`TOLERANCE` expected points ahead by :func:`ecart_value`, with the reasons.

    >>> advice = advise_ecart("21 20 19 17 15 12 9 5 1 Excuse R♥ D♥ R♠ 7♠ 3♠ C♦ 2♦ 4♣",
    ...                       "D♣ 8♦ 6♥ 2♠ 14 V♠", "7♠ 3♠ 2♠ 6♥ 4♣ 2♦")
    >>> advice.voids, advice.points, advice.better
    ((), 3.0, CardSet('6♥ 2♦ 8♦ C♦ 4♣ D♣'))
    """
    verdict = check_ecart(hand, chien, ecart)
    if not verdict.legal:
        return EcartAdvice(verdict, (), CardSet(), 0.0, 0, None)
    kept, put = verdict.new_hand.bits, verdict.ecart.bits
    pool = kept | put
    before = set(_voids(pool))
    shape = ecart_shape(pool, put)
    value = _value(shape, WEIGHTS)
    top = ranked_ecarts(hand, chien, 1)[0]  # the best by the estimate: how far behind is measured from it
    behind = max(0.0, _value(ecart_shape(pool, top.bits), WEIGHTS) - value)
    better = None
    if behind > TOLERANCE + 1e-9:  # the teacher's écart among those that beat this one beyond the tolerance
        ahead = [
            e for e in teacher_ecarts(hand, chien) if _value(ecart_shape(pool, e.bits), WEIGHTS) - value > TOLERANCE
        ]
        better = ahead[0] if ahead else top
    best_shape = ecart_shape(pool, (better or top).bits)
    gain = _value(best_shape, WEIGHTS) - value
    return EcartAdvice(
        verdict,
        tuple(suit for suit in _voids(kept) if suit not in before),
        CardSet.from_bits(_lone_kings(kept)),
        half_points_of(put) / 2,
        (kept & TRUMP_BITS).bit_count(),
        better,
        behind,
        CardSet.from_bits(_mariages(kept)),
        CardSet.from_bits(_broken_mariages(kept, put)),
        _reasons(best_shape, shape) if better is not None else (),
        gain,
    )


def _voids(bits: int) -> tuple[Suit, ...]:
    return tuple(suit for suit in SUITS if not bits & SUIT_BITS[suit])


def _lone_kings(bits: int) -> int:
    return sum(bits & KING_BITS & SUIT_BITS[suit] for suit in SUITS if (bits & SUIT_BITS[suit]).bit_count() == 1)


def _mariages(kept: int) -> int:
    """The kings and queens kept together, suit by suit."""
    pairs = [kept & (KING_BITS | QUEEN_BITS) & SUIT_BITS[suit] for suit in SUITS]
    return sum(pair for pair in pairs if pair.bit_count() == 2)


def _broken_mariages(kept: int, put: int) -> int:
    return sum(put & QUEEN_BITS & SUIT_BITS[suit] for suit in SUITS if kept & KING_BITS & SUIT_BITS[suit])


def _reasons(best: EcartShape, given: EcartShape) -> tuple[tuple[str, str, int, float], ...]:
    """The terms where the best écart differs from the one given, the biggest gain first:
    (term, "more" or "fewer" in the best, how many, the expected points it brings)."""
    rows = []
    for name, weight in WEIGHTS.items():
        difference = getattr(best, name) - getattr(given, name)
        if difference and weight:
            rows.append((name, "more" if difference > 0 else "fewer", abs(difference), round(weight * difference, 1)))
    return tuple(sorted(rows, key=lambda row: -row[3]))


__all__ = [
    "TOLERANCE",
    "WEIGHTS",
    "EcartAdvice",
    "EcartShape",
    "advise_ecart",
    "ecart_shape",
    "ecart_value",
    "ranked_ecarts",
    "suggest_ecart",
    "teacher_ecarts",
]
