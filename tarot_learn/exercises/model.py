"""What an exercise is: a position, a question, hints, and the answer the rules core gives.

An :class:`Exercise` is an immutable value. It holds a :class:`Position` (the cards on the
table and whatever else the question needs), the question and its hints in French and
English, and — for hand-written exercises — the answer its author stored. That stored
answer is never used to grade: :func:`solve` asks the rules core every time, and the
tests check that the core agrees with every stored answer.

The kinds of exercise (``KINDS``), and what :func:`solve` returns for each:

============== ================================================ ==================================
kind           question                                         answer from the core
============== ================================================ ==================================
legal_play     which card may you play? (one card)              ``legal_cards`` (a CardSet)
all_legal      which cards may you play? (select them all)      ``legal_cards`` (a CardSet)
trick_winner   who wins this trick?                             the winning seat (``trick_winner``)
points         how many points in this pile?                    ``count_points``
dealing        cards each, chien or packet size, first player   ``DEAL_SIZES`` / ``Deal.first_player``
ecart          put aside a legal écart                          ``check_ecart``
contract       made or failed, and by how much?                 ``score_deal`` (the margin D)
excuse         which side ends with the Excuse?                 ``settle_excuse``
rules          the auction, the chien, the call, the Petit sec, ``Auction``, ``score_deal``… (see
               the score and its bonuses                        :mod:`.rules`)
advice         lesson 10: a hand's points, the contract advised ``evaluate_hand``, ``advise_ecart`` (see
               by the method, an écart as good as the best      :mod:`.advice_questions`)
============== ================================================ ==================================
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from ..cards import Card, CardSet
from ..contracts import Contract
from ..deal import DEAL_SIZES
from ..errors import TarotError, shown
from ..i18n import check_language, text
from ..play import PlayedTrick
from ..seats import seat_name
from ..sides import Side
from .kinds import KINDS as KIND_TABLE
from .kinds import kind_of

KINDS = (*KIND_TABLE, "rules", "advice")
CHAPTERS = ("cards", "dealing", "bidding", "ecart", "play", "excuse", "scoring", "advice")
DEALING_FACTS = ("hand", "chien", "packet", "first_player")
SIDES = tuple(Side)


@dataclass(frozen=True)
class Position:
    """Everything a question shows. Only the fields a kind needs are filled.

    * play (``legal_play``, ``all_legal``, ``trick_winner``): ``hand``, ``trick`` (cards in
      the order played), ``leader`` (the seat that played the trick's first card),
      ``players``, ``called_card`` (5 players, first trick), ``seat`` (whose turn it is);
    * ``points``: ``pile``;  ``dealing``: ``players``, ``fact``, ``dealer``;
    * ``ecart``: ``hand`` (the taker's 18, 24 or 15 cards before the chien), ``chien``;
    * ``advice``: ``ask``, ``hand`` (as dealt), and ``chien`` for an écart;
    * ``contract``: ``players``, ``contract``, ``bouts``, ``attack_points``;
    * ``excuse``: ``tricks`` (the whole, possibly shortened, deal), ``taker``, ``partner``,
      ``excuse_last_trick``.
    """

    players: int = 4
    hand: CardSet | None = None
    trick: tuple[Card, ...] = ()
    leader: int = 0
    seat: int | None = None
    called_card: Card | None = None
    pile: CardSet | None = None
    fact: str | None = None
    dealer: int = 0
    chien: CardSet | None = None
    contract: Contract | None = None
    bouts: int | None = None
    attack_points: float | None = None
    tricks: tuple[PlayedTrick, ...] = ()
    taker: int | None = None
    partner: int | None = None
    excuse_last_trick: str = "camp"
    # rules (see .rules): what is asked, the bids said so far ("passe" or a contract), where the
    # called card lies (a seat or "chien"), and the score's bonuses
    ask: str | None = None
    bids: tuple[str, ...] = ()
    holder: int | str | None = None
    petit_au_bout: str | None = None
    poignees: tuple[tuple[int, str], ...] = ()
    slam_announced: bool = False
    slam: str | None = None

    @property
    def trick_seats(self) -> tuple[int, ...]:
        """The seat that played each card of ``trick``: the leader, then the next seats in turn."""
        return tuple((self.leader + offset) % self.players for offset in range(len(self.trick)))

    @property
    def learner_seat(self) -> int:
        """Where the learner sits in a play position ("you", at the bottom of the picture): ``seat``,
        else the seat whose turn it is, after the trick's last card."""
        return self.seat if self.seat is not None else (self.leader + len(self.trick)) % self.players

    def side_of(self, seat: int) -> Side:
        """``Side.ATTACK`` for the taker and his partner, ``Side.DEFENCE`` for the others (RULES.md §3)."""
        return Side.ATTACK if seat in (self.taker, self.partner) else Side.DEFENCE


@dataclass(frozen=True)
class Exercise:
    """One exercise. ``question`` maps ``"fr"``/``"en"`` to the text; ``hints`` is a tuple of
    such mappings, from the gentlest to the most explicit. ``stored_answer`` is what the
    author wrote (bank exercises only); ``situation`` names the rule being practised
    (``"must_overtrump"``…) and ``seed`` is set on generated exercises."""

    id: str
    chapter: str
    kind: str
    position: Position
    question: Mapping[str, str]
    hints: tuple[Mapping[str, str], ...] = ()
    stored_answer: object = None
    situation: str | None = None
    seed: int | str | None = None
    title: Mapping[str, str] = field(default_factory=dict)

    def question_text(self, lang: str | None = None) -> str:
        return self.question[check_language(lang)]

    def hint(self, number: int, lang: str | None = None) -> str:
        """Hint ``number`` (counted from 1); past the last one, the last one again."""
        if not self.hints:
            return ""
        return self.hints[min(max(number, 1), len(self.hints)) - 1][check_language(lang)]


def check_exercise(exercise) -> Exercise:
    """``exercise`` if it is an :class:`Exercise`; anything else is refused with a sentence."""
    if not isinstance(exercise, Exercise):
        raise TarotError("exercise.error.not_exercise", given=shown(exercise))
    return exercise


def position_text(exercise: Exercise, lang: str | None = None) -> str:
    """The position in words, for a typed answer or a screen reader: the hand, the trick with
    who played each card, the pile, the chien or the tricks of an Excuse deal."""
    lang = check_language(lang)
    check_exercise(exercise)
    if exercise.kind in KIND_TABLE:
        return "\n".join(kind_of(exercise).position_lines(exercise.position, lang))
    position = exercise.position
    lines = []
    if position.hand is not None:
        lines.append(text("exercise.position.hand", lang, cards=position.hand.text(lang)))
    if position.chien is not None:
        lines.append(text("exercise.position.chien", lang, cards=position.chien.text(lang)))
    viewer = position.learner_seat if exercise.kind in ("legal_play", "all_legal") else None
    if exercise.kind in ("legal_play", "all_legal", "trick_winner"):
        if position.trick:
            plays = _plays(position.trick, position.trick_seats, viewer, position.players, lang)
            lines.append(text("exercise.position.trick", lang, plays=plays))
        else:
            lines.append(text("exercise.position.trick_empty", lang))
    if position.pile is not None:
        lines.append(text("exercise.position.pile", lang, cards=position.pile.text(lang)))
    for number, trick in enumerate(position.tricks, 1):
        plays = _plays(trick.cards, trick.seats, None, position.players, lang)
        winner = seat_name(trick.winner, None, position.players, lang, noun=True)
        lines.append(text("exercise.position.excuse_trick", lang, number=number, winner=winner, plays=plays))
    return "\n".join(lines)


def _plays(cards, seats, viewer: int | None, players: int, lang: str) -> str:
    """Each card after the name of the seat that played it: "À gauche : 7♠" for a viewer, else "Joueur 2 : 7♠"."""
    return ", ".join(
        text("display.trick.card", lang, seat=seat_name(seat, viewer, players, lang), card=card.text(lang))
        for card, seat in zip(cards, seats, strict=True)
    )


def solve(exercise: Exercise):
    """The expected answer, computed by the rules core (see the table in the module docstring)."""
    position = check_exercise(exercise).position
    kind = exercise.kind
    if kind in KIND_TABLE:
        return kind_of(exercise).solve(position)
    if kind == "points":
        return position.pile.points
    if kind == "dealing":
        if position.fact == "first_player":
            return (position.dealer + 1) % position.players
        return getattr(DEAL_SIZES[position.players], position.fact)
    if kind == "ecart":
        return ecart_example(position)
    if kind == "contract":
        return contract_margin(position)
    if kind == "excuse":
        return settle(position).excuse_side
    if kind == "rules":
        from .rules import rules_answer

        return rules_answer(position)
    if kind == "advice":
        from .advice_questions import advice_answer

        return advice_answer(position)
    raise KeyError(kind)


def settle(position: Position):
    """The Excuse's settlement for an ``excuse`` position (RULES.md §6, via ``settle_excuse``)."""
    from ..excuse import settle_excuse

    sides = [position.side_of(seat) for seat in range(position.players)]
    return settle_excuse(position.tricks, sides, excuse_last_trick=position.excuse_last_trick)


def score(position: Position):
    """The score breakdown of a ``contract`` position (RULES.md §7, via ``score_deal``)."""
    from ..scoring import score_deal

    return score_deal(position.players, position.contract, position.attack_points, position.bouts)


def contract_margin(position: Position) -> int:
    """D, the attack's points minus the points it needs, its half point given to the winner."""
    return score(position).difference


def ecart_example(position: Position) -> CardSet:
    """One legal écart, to show as the solution: the first cards the core allows
    (``ecart_candidates``), ordinary cards before the trumps it may force in (RULES.md §4)."""
    from ..ecart import legal_ecart

    return legal_ecart(position.hand, position.chien, order=lambda card: (card.half_points, card))
