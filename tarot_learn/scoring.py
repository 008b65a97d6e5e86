"""Scoring a deal: every term of RULES.md §7, and each seat's score.

The attack counts its points (tricks plus écart, or the chien at Garde sans) and its bouts.
The bouts set the points it needs; the difference D says whether the contract is made
(D ≥ 0, even D = 0) and by how much. Everything is then added up *per defender*, as the
value S:

    S = s × base + petit au bout + s × poignées + chelem,   base = (25 + |D|) × m

where s is +1 when the contract is made and −1 when it fails, and m is the contract's
multiplier. The taker is paid by every defender, so the scores always sum to zero.

:func:`score_deal` is a pure function: give it what happened, it returns a
:class:`ScoreBreakdown` that keeps every intermediate term and can tell them as sentences.
"""

from __future__ import annotations

import math
import numbers
from collections.abc import Sequence
from dataclasses import dataclass

from . import i18n
from .contracts import Contract
from .deal import check_seat
from .deal_facts import check_deal_facts
from .errors import PlayerCountError, TarotError, shown
from .seats import seat_name
from .sides import ATTACK, DEFENCE, Side

POINTS_NEEDED = {3: 36, 2: 41, 1: 51, 0: 56}
"""Points the attack needs, by the number of bouts it holds at the end (RULES.md §7)."""

BASE_POINTS = 25  # the fixed part of the base, before |D| is added
PETIT_AU_BOUT_POINTS = 10  # multiplied by the contract
POIGNEE_BONUSES = {20: "simple", 30: "double", 40: "triple"}  # not multiplied
SLAM_ANNOUNCED_MADE = 400
SLAM_UNANNOUNCED_MADE = 200
SLAM_ANNOUNCED_FAILED = -200
SLAM_BY_DEFENCE = -200

TAKER_SHARES = {3: 2, 4: 3, 5: 2}  # how many times S the taker scores (with a partner at 5)
TAKER_ALONE_SHARE = 4  # at 5 players, when the taker has no partner
# The most a seat can score on one deal, in size (§7), with room to spare: S at its largest is the base with
# |D| = 56 (the attack took no card: 0 points against 56 needed) at Garde contre's × 6, the Petit au bout (10 × 6),
# three triple poignées (40 each, never multiplied: more than one deal's trumps allow) and a slam (+400, or
# −200 − 200 when both slam failures count) — 486 + 60 + 120 + 400 = 1,066; a seat scores at most 4 S (the taker
# alone at 5 players; 2 S at 3 players, 3 S at 4): 4,264. A score beyond it was not computed by these rules.
LARGEST_S = (
    (BASE_POINTS + max(POINTS_NEEDED.values())) * Contract.GARDE_CONTRE.multiplier
    + PETIT_AU_BOUT_POINTS * Contract.GARDE_CONTRE.multiplier
    + 3 * max(POIGNEE_BONUSES)
    + SLAM_ANNOUNCED_MADE
)
LARGEST_DEAL_SCORE = max(TAKER_ALONE_SHARE, *TAKER_SHARES.values()) * LARGEST_S
_MINUS = "\u2212"  # the typographic minus sign, as in printed score sheets


class ScoringError(TarotError):
    """Something given to :func:`score_deal` that cannot happen in a deal (RULES.md §7)."""


def points_needed(bouts: int) -> int:
    """The points the attack needs with ``bouts`` bouts: 3 → 36, 2 → 41, 1 → 51, 0 → 56 (RULES.md §7)."""
    return POINTS_NEEDED[_check_bouts(bouts)]


def parse_contract(contract: Contract | str) -> Contract:
    """:meth:`Contract.parse`, refusing with a :class:`ScoringError`: ``"garde"``,
    ``"Garde sans"``, ``"garde contre le chien"``, ``"prise"``… A pass is no contract: only
    a deal that somebody took can be scored."""
    try:
        return Contract.parse(contract)
    except TarotError:
        raise ScoringError("error.score.contract", given=shown(contract)) from None


@dataclass(frozen=True)
class ScoreBreakdown:
    """Every term of the score of one deal (RULES.md §7), and each seat's score.

    Signed terms (``petit_au_bout_points``, ``poignee_points``, ``slam_points``,
    ``per_defender``) are seen from the attack: positive when they go to the attack.
    ``per_defender`` is S; ``scores[seat]`` is what each seat scores (they sum to zero).
    """

    players: int
    contract: Contract
    taker: int
    partner: int | None  # None when the taker plays alone (always at 3 and 4 players)
    attack_points: float
    bouts: int
    points_needed: int
    raw_difference: float  # D = attack points − points needed; may end in .5
    difference: int  # D with its half point given to the winning side
    made: bool
    multiplier: int
    base: int  # (25 + |D|) × multiplier, always positive
    petit_au_bout: Side | None  # the side that won the last trick with the Petit in it
    petit_au_bout_points: int
    poignees: tuple[tuple[int, Side], ...]  # (bonus, side that showed it)
    poignee_points: int
    slam_announced: bool
    slam: Side | None  # the side that took every trick
    slam_points: int
    per_defender: int  # S
    scores: tuple[int, ...]

    @classmethod
    def _of(cls, **terms) -> ScoreBreakdown:
        """A breakdown from every term by name, as :func:`score_breakdown` computes them: made
        without ``__init__``'s 21 frozen-field assignments, one per term (a simulation scores
        thousands of deals). Still frozen: assigning a term afterwards raises."""
        breakdown = object.__new__(cls)
        breakdown.__dict__.update(terms)
        return breakdown

    @property
    def sign(self) -> int:
        """s: +1 when the contract is made, −1 when it fails."""
        return 1 if self.made else -1

    @property
    def winner(self) -> Side:
        """The side that wins the deal: ``Side.ATTACK`` or ``Side.DEFENCE``."""
        return ATTACK if self.made else DEFENCE

    @property
    def defenders(self) -> tuple[int, ...]:
        return tuple(seat for seat in range(self.players) if seat not in (self.taker, self.partner))

    @property
    def taker_share(self) -> int:
        return taker_share(self.players, self.partner)

    def lines(self, lang: str | None = None, viewer: int | None = None) -> tuple[str, ...]:
        """The score told term by term, one short sentence each, in French or English; the seats
        named for ``viewer`` ("vous", "le joueur de droite"…), else counted from 1 ("le joueur 1")."""
        text = i18n.text
        lines = [
            text(
                "score.contract",
                lang,
                contract=self.contract,
                multiplier=self.multiplier,
                players=self.players,
                taker=self._name(self.taker, viewer, lang),
            )
        ]
        if self.players == 5:
            if self.partner is None:
                lines.append(text("score.alone", lang))
            else:
                lines.append(text("score.partner", lang, partner=self._name(self.partner, viewer, lang)))
        how_many = {0: "none", 1: "one"}.get(self.bouts, "many")
        lines.append(text(f"score.needed.{how_many}", lang, bouts=self.bouts, needed=self.points_needed))
        lines.append(
            text(
                "score.difference",
                lang,
                points=_points(self.attack_points, lang),
                needed=self.points_needed,
                raw=i18n.format_signed(self.raw_difference, lang),
            )
        )
        if half := self.half_point(lang):
            lines.append(half)
        if self.made:
            lines.append(text("score.made", lang))
        else:
            lines.append(text("score.failed", lang, short=-self.difference))
        lines.append(text("score.base", lang, gap=abs(self.difference), multiplier=self.multiplier, base=self.base))
        if self.petit_au_bout is not None:
            lines.append(
                text(
                    "score.petit_au_bout",
                    lang,
                    side=_side(self.petit_au_bout, lang),
                    multiplier=self.multiplier,
                    amount=abs(self.petit_au_bout_points),
                    points=i18n.format_signed(self.petit_au_bout_points, lang),
                )
            )
        for bonus, side in self.poignees:
            lines.append(
                text(
                    "score.poignee",
                    lang,
                    kind=POIGNEE_BONUSES[bonus],
                    bonus=bonus,
                    side=_side(side, lang),
                    winner=_side(self.winner, lang),
                    points=i18n.format_signed(self.sign * bonus, lang),
                )
            )
        for key, points in _slam_terms(self.slam_announced, self.slam):
            lines.append(text(key, lang, points=i18n.format_signed(points, lang)))
        lines.append(text("score.total", lang, sum=_sum_text(self._terms(), lang)))
        lines.append(self._split_line(lang, viewer))
        return tuple(lines)

    def half_point(self, lang: str | None = None) -> str | None:
        """Where the attack's half point goes, when its points end in one: D rounded away from
        zero, the half point to the winning side (RULES.md §7); ``None`` when D is whole."""
        if self.raw_difference == self.difference:
            return None
        return i18n.text(
            "score.rounded",
            lang,
            raw=i18n.format_signed(self.raw_difference, lang),
            difference=i18n.format_signed(self.difference, lang),
        )

    def describe(self, lang: str | None = None, viewer: int | None = None) -> str:
        """:meth:`lines` joined into one text, a sentence a line."""
        return "\n".join(self.lines(lang, viewer))

    def _name(self, seat: int, viewer: int | None, lang: str | None) -> str:
        return seat_name(seat, viewer, self.players, lang, noun=True)

    def _terms(self) -> list[int]:
        terms = [self.sign * self.base, self.petit_au_bout_points]
        terms += [self.sign * bonus for bonus, _ in self.poignees]
        terms += [points for _, points in _slam_terms(self.slam_announced, self.slam)]
        return [term for term in terms if term]

    def _split_line(self, lang: str | None, viewer: int | None) -> str:
        defenders = ", ".join(self._name(seat, viewer, lang) for seat in self.defenders)
        shares = dict(
            taker=self._name(self.taker, viewer, lang),
            share=self.taker_share,
            taker_score=i18n.format_signed(self.scores[self.taker], lang),
            defenders=defenders,
            defender_score=i18n.format_signed(-self.per_defender, lang),
        )
        if self.partner is None:
            return i18n.text("score.split", lang, **shares)
        return i18n.text(
            "score.split_partner",
            lang,
            partner=self._name(self.partner, viewer, lang),
            partner_score=i18n.format_signed(self.scores[self.partner], lang),
            **shares,
        )


def score_deal(
    players: int,
    contract: Contract | str,
    attack_points: float,
    bouts: int,
    *,
    taker: int = 0,
    partner: int | None = None,
    petit_au_bout: Side | str | None = None,
    poignees: Sequence = (),
    slam_announced: bool = False,
    slam: Side | str | None = None,
) -> ScoreBreakdown:
    """Score one deal by RULES.md §7.

    ``attack_points``: what the attack counted, 0 to 91 in half points. ``bouts``: how many
    bouts it holds at the end (0–3). ``partner``: the called player at 5 players (``None``,
    or the taker himself, when the taker plays alone). ``petit_au_bout``: the side (a
    :class:`~tarot_learn.sides.Side`, or what :meth:`Side.parse` reads: ``"attack"``,
    ``"défense"``…) that won the last trick with the Petit in it, or ``None``.
    ``poignees``: pairs (poignée, side that showed it), the poignée given as its bonus
    (20, 30, 40) or as anything with a ``.bonus``. ``slam``: ``Side.ATTACK`` or ``Side.DEFENCE``,
    the side that took every trick, or ``None``. A slam announced by the attack and a slam
    made by the defence are two chelem terms of −200 each, and both count.

    **Rounding.** At 3 and 5 players the attack's points may end in a half; the half point
    goes to the side that wins, so D is rounded away from zero (40.5 with 2 bouts is lost
    by 1, 41.5 is won by 1), and D = 0 is a contract made. At 4 players each side ends with
    an even number of cards and every card is worth an odd number of half points, so the
    points are whole — except when an Excuse changes camp on the last trick: no card is
    given back for it (RULES.md §6), the sides end with an odd number of cards each, and D
    is rounded the same way (RULES.md §7, **Decision**).

    RULES.md §7, worked example 1: a Garde at 4 players, 2 bouts and 49 points, the Petit au
    bout won by the attack, a simple poignée shown by a defender:

    >>> score = score_deal(4, "garde", 49, bouts=2, petit_au_bout="attack", poignees=[(20, "defence")])
    >>> score.difference, score.base, score.per_defender, score.scores
    (8, 66, 106, (318, -106, -106, -106))
    >>> print(score.lines("en")[-1])
    The taker (player 1) scores 3 × S = +318; each defender (player 2, player 3, player 4) scores −106.
    """
    players = _check_players(players)
    contract = parse_contract(contract)
    attack_points = _check_points(attack_points)
    _check_bouts(bouts)
    taker = check_seat(taker, players)
    partner = _check_partner(partner, taker, players)
    petit_au_bout = _check_side(petit_au_bout, "petit_au_bout")
    slam = _check_side(slam, "slam")
    if not isinstance(poignees, (list, tuple)):
        raise ScoringError("error.score.poignees", given=shown(poignees))
    poignees = tuple(_check_poignee(entry) for entry in poignees)
    if not isinstance(slam_announced, bool):
        raise ScoringError("error.score.slam_announced", given=shown(slam_announced))
    if slam is not None and petit_au_bout is not None and petit_au_bout != slam:
        # The side that took every trick also took the last one, so it has the Petit au bout.
        raise ScoringError(f"error.score.petit_against_slam.{slam}")
    check_deal_facts(players, contract, attack_points, bouts, petit_au_bout, slam)
    return score_breakdown(
        players,
        contract,
        attack_points,
        bouts,
        taker=taker,
        partner=partner,
        petit_au_bout=petit_au_bout,
        poignees=poignees,
        slam_announced=slam_announced,
        slam=slam,
    )


def score_breakdown(
    players: int,
    contract: Contract,
    attack_points: float,
    bouts: int,
    *,
    taker: int,
    partner: int | None,
    petit_au_bout: str | None,
    poignees: tuple[tuple[int, str], ...],
    slam_announced: bool,
    slam: str | None,
) -> ScoreBreakdown:
    """The terms of RULES.md §7 from values already checked, as :func:`score_deal` checks them
    (``poignees`` as ``(bonus, side)`` pairs, ``partner`` never the taker): what a game scores
    from its own deal, which needs no second check."""
    needed = POINTS_NEEDED[bouts]
    raw_difference = attack_points - needed
    difference = _round_half_to_winner(raw_difference)
    made = difference >= 0
    sign = 1 if made else -1
    multiplier = contract.multiplier
    base = (BASE_POINTS + abs(difference)) * multiplier
    petit_points = 0
    if petit_au_bout is not None:
        petit_points = PETIT_AU_BOUT_POINTS * multiplier * (1 if petit_au_bout == ATTACK else -1)
    poignee_points = sign * sum(bonus for bonus, _ in poignees)
    slam_points = sum(points for _, points in _slam_terms(slam_announced, slam))
    per_defender = sign * base + petit_points + poignee_points + slam_points

    scores = [-per_defender] * players
    scores[taker] = taker_share(players, partner) * per_defender
    if partner is not None:
        scores[partner] = per_defender
    return ScoreBreakdown._of(
        players=players,
        contract=contract,
        taker=taker,
        partner=partner,
        attack_points=attack_points,
        bouts=bouts,
        points_needed=needed,
        raw_difference=raw_difference,
        difference=difference,
        made=made,
        multiplier=multiplier,
        base=base,
        petit_au_bout=petit_au_bout,
        petit_au_bout_points=petit_points,
        poignees=poignees,
        poignee_points=poignee_points,
        slam_announced=slam_announced,
        slam=slam,
        slam_points=slam_points,
        per_defender=per_defender,
        scores=tuple(scores),
    )


def taker_share(players: int, partner: int | None = None) -> int:
    """How many times S the taker scores (RULES.md §7): 2 at 3 players, 3 at 4, and at 5 players
    2 with a partner, 4 alone. Each defender pays S; the taker receives it all, less the partner's S."""
    if players == 5 and partner is None:
        return TAKER_ALONE_SHARE
    return TAKER_SHARES[players]


def _round_half_to_winner(raw_difference: float) -> int:
    """Round D away from zero: a half point goes to the side that wins (RULES.md §7)."""
    rounded = math.ceil(abs(raw_difference))
    return rounded if raw_difference >= 0 else -rounded


def _slam_terms(slam_announced: bool, slam: Side | None) -> list[tuple[str, int]]:
    """The chelem terms (RULES.md §7), each with its message key; both failures add up."""
    terms = []
    if slam == ATTACK:
        if slam_announced:
            terms.append(("score.slam.announced_made", SLAM_ANNOUNCED_MADE))
        else:
            terms.append(("score.slam.unannounced_made", SLAM_UNANNOUNCED_MADE))
    elif slam_announced:
        terms.append(("score.slam.announced_failed", SLAM_ANNOUNCED_FAILED))
    if slam == DEFENCE:
        terms.append(("score.slam.by_defence", SLAM_BY_DEFENCE))
    return terms


# --- checking the input: every mistake becomes a bilingual error --------------------------------


def _check_players(players) -> int:
    if isinstance(players, bool) or not isinstance(players, int) or players not in TAKER_SHARES:
        raise PlayerCountError("error.players", given=players if type(players) is int else shown(players))
    return players


def _check_bouts(bouts) -> int:
    if isinstance(bouts, bool) or not isinstance(bouts, int) or bouts not in POINTS_NEEDED:
        raise ScoringError("error.score.bouts", given=shown(bouts))
    return bouts


def _check_points(points) -> float:
    is_number = isinstance(points, numbers.Real) and not isinstance(points, bool)
    if not is_number or not 0 <= points <= 91 or (points * 2) % 1:
        raise ScoringError("error.score.points", given=shown(points))
    return float(points)


def _check_partner(partner, taker: int, players: int) -> int | None:
    if partner is None:
        return None
    if players != 5:
        raise ScoringError("error.score.partner_not_5", players=players, given=shown(partner))
    partner = check_seat(partner, players)
    return None if partner == taker else partner


def _check_side(side, what: str) -> Side | None:
    if side is None:
        return None
    try:
        return Side.parse(side)
    except TarotError:
        raise ScoringError("error.score.side", given=shown(side), what=what) from None


def _check_poignee(entry) -> tuple[int, Side]:
    if isinstance(entry, (str, bytes)) or not isinstance(entry, Sequence) or len(entry) != 2:
        raise ScoringError("error.score.poignee_entry", given=shown(entry))
    poignee, side = entry
    bonus = getattr(poignee, "bonus", poignee)
    if isinstance(bonus, bool) or not isinstance(bonus, int) or bonus not in POIGNEE_BONUSES:
        raise ScoringError("error.score.poignee", given=shown(poignee))
    if side is None:
        raise ScoringError("error.score.poignee_entry", given=shown(entry))
    return int(bonus), _check_side(side, "poignees")


# --- telling the numbers --------------------------------------------------------------------------


def _side(side: Side, lang: str | None) -> str:
    return side.localized(lang)


def _points(points: float, lang: str | None) -> str:
    return i18n.format_points(points, lang)


def _sum_text(terms: list[int], lang: str | None) -> str:
    """``66 + 20 + 20 = +106``, ``−116 − 30 = −146``, or only ``−26`` when there is one term."""
    first, *rest = terms
    if not rest:
        return i18n.format_signed(first, lang)
    shown = i18n.format_signed(first, lang).removeprefix("+")
    for term in rest:
        shown += f" + {term}" if term > 0 else f" {_MINUS} {-term}"
    return f"{shown} = {i18n.format_signed(sum(terms), lang)}"
