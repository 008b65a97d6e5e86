"""Which card may you play? — one card (``legal_play``) or every legal card (``all_legal``).

RULES.md §5–6: the answer is ``legal_cards``; the verdict on a card and its reason are
``explain_play``'s. Generated positions come from random legal play (:mod:`tarot_learn.strategy.playout`),
stopped at the first position whose ``explain_play`` reasons practise the situation asked for.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, replace

from ... import i18n
from ...cards import EXCUSE, KING_BITS, SUIT_BITS, SUITS, Card, CardSet, Suit, suit_card
from ...deal import deal
from ...game import OVER
from ...i18n import Deferred, Sentence
from ...play import Reason, explain_play, legal_cards, trick_state
from ...seats import seat_name
from ...strategy.playout import play_on, start_play
from ..answers import AnswerError, read_card, read_cards
from .base import Kind, Position, Verdict
from .misconceptions import Misconception
from .show import cards_line, cards_picture, trick_line, trick_picture
from .shuffle import relabelled, relabelling_and_turn

_CHOICES = re.compile(r"\b(?:ou|or)\b", re.IGNORECASE)  # "16 ou 19": cards offered as choices
SITUATIONS = (
    "follow_suit",
    "must_trump",
    "must_overtrump",
    "undertrump",
    "trump_led",
    "discard",
    "excuse_led",
    "excuse_in_hand",
    "last_trick",
    "called_suit",
)
_TRIES = 2000  # deals tried before giving up (measured: every situation is found within a few dozen)


@dataclass(frozen=True, kw_only=True)
class PlayPosition(Position):
    """A hand facing a trick: ``trick`` holds the cards in the order played from ``leader``'s seat;
    ``seat`` is the learner's (by default, whose turn it is); ``called_card`` at 5 players on the
    first trick; ``partner`` when the question names the learner's partner."""

    hand: CardSet
    trick: tuple[Card, ...] = ()
    leader: int = 0
    seat: int | None = None
    called_card: Card | None = None
    partner: int | None = None

    @property
    def trick_seats(self) -> tuple[int, ...]:
        """The seat that played each card of ``trick``: the leader, then the next seats in turn."""
        return tuple((self.leader + offset) % self.players for offset in range(len(self.trick)))

    @property
    def learner_seat(self) -> int:
        """Where the learner sits ("you", at the bottom of the picture): ``seat``, else the seat
        whose turn it is, after the trick's last card."""
        return self.seat if self.seat is not None else (self.leader + len(self.trick)) % self.players

    def verdict(self, card):
        """``explain_play`` of ``card`` in this position."""
        return explain_play(card, self.hand, self.trick, players=self.players, called_card=self.called_card)


# --- what a wrong card reveals (issue 23) -----------------------------------------------------------------
def _first_wrong(position: PlayPosition, given):
    """The learner's illegal card, as the judge reads it (the first of several), with its
    ``explain_play`` verdict; None when every card given is legal."""
    cards = [given] if isinstance(given, Card) else list(given)
    for card in cards:
        verdict = position.verdict(card)
        if not verdict.legal:
            return card, verdict
    return None


def _wrong_card(*reasons: Reason, test=lambda position, card: True, params=lambda position, verdict: {}):
    """A ``spotted`` function: the wrong card is refused for one of ``reasons`` (and passes ``test``)."""

    def spotted(position: PlayPosition, given):
        found = _first_wrong(position, given)
        if found is None or found[1].reason not in reasons or not test(position, found[0]):
            return None
        card, verdict = found
        return {"card": card, **params(position, verdict)}

    return spotted


def _suit(position, verdict) -> dict:
    return {"suit": verdict.params["suit"]}


def _led_suit(position, verdict) -> dict:
    return {"suit": trick_state(position.trick)[0]}


def _top(position, verdict) -> dict:
    return {"top": verdict.params["top"]}


def _excuse_led(position: PlayPosition, card) -> bool:
    return len(position.trick) >= 2 and position.trick[0] is EXCUSE


def _excuse_left_out(position: PlayPosition, given) -> dict | None:
    """Every card given is legal, but the Excuse, always playable, is left out (``all_legal``)."""
    if isinstance(given, Card) or _first_wrong(position, given) is not None:
        return None
    return {} if EXCUSE in position.hand and EXCUSE not in given else None


_ILLEGAL = tuple(
    reason for reason in Reason if reason.name.startswith("MUST_") or reason.name.startswith("CALLED_SUIT")
)


def _trump(position: PlayPosition, card) -> bool:
    return card.is_trump


def _not_trump(position: PlayPosition, card) -> bool:
    return not card.is_trump


PLAY_MISCONCEPTIONS = (
    Misconception(
        "excuse_led_sets_suit",
        _wrong_card(*_ILLEGAL, test=_excuse_led, params=lambda position, verdict: {"next": position.trick[1]}),
        "06",
        "excuse_led",
    ),
    Misconception("called_suit_led_first", _wrong_card(Reason.CALLED_SUIT_FIRST_TRICK, params=_suit), "04", "call"),
    Misconception(
        "trumped_while_holding_suit", _wrong_card(Reason.MUST_FOLLOW, test=_trump, params=_suit), "05", "following"
    ),
    Misconception("discarded_while_holding_suit", _wrong_card(Reason.MUST_FOLLOW, params=_suit), "05", "following"),
    Misconception(
        "discarded_while_holding_trumps",
        _wrong_card(Reason.MUST_TRUMP, Reason.MUST_OVERTRUMP, test=_not_trump, params=_led_suit),
        "05",
        "trumping",
    ),
    Misconception("overtrump_missed", _wrong_card(Reason.MUST_OVERTRUMP, test=_trump, params=_top), "05", "trumping"),
    Misconception(
        "trump_led_go_over_missed", _wrong_card(Reason.MUST_GO_OVER, test=_trump, params=_top), "05", "trumps_led"
    ),
    Misconception(
        "trump_led_discarded",
        _wrong_card(Reason.MUST_PLAY_TRUMP, Reason.MUST_GO_OVER, test=_not_trump),
        "05",
        "trumps_led",
    ),
)


class LegalPlay(Kind):
    """Which card may you play? One legal card is the answer."""

    name = "legal_play"
    position = PlayPosition
    answer_form = "card"
    one_card = True
    chapters = ("play", "excuse")
    situations = SITUATIONS
    practice_skill = "legal_play"  # the ten rules of which card may be played are one skill (practice.skill)
    misconceptions = PLAY_MISCONCEPTIONS

    def key_agrees(self, exercise, key) -> bool:
        """The author lists every card the rules allow (a learner's one card is right when among them)."""
        return CardSet(key) == self.solve(exercise.position)

    # --- what the learner sees ---------------------------------------------------------------------
    def question(self, position: PlayPosition, lang: str) -> str:
        parts = [i18n.text(f"exercise.question.{self.name}", lang, players=position.players)]
        if position.called_card is not None:
            parts.append(i18n.text("exercise.question.called", lang, card=position.called_card))
        if position.partner is not None:
            partner = seat_name(position.partner, position.learner_seat, position.players, lang, noun=True)
            parts.append(i18n.text("exercise.question.partner_leads", lang, partner=partner))
        if len(position.hand) == 1:
            parts.append(i18n.text("exercise.question.last_trick", lang))
        return " ".join(parts)

    def position_lines(self, position: PlayPosition, lang: str) -> list[str]:
        viewer = position.learner_seat
        return [
            cards_line("exercise.position.hand", position.hand, lang),
            trick_line(position.trick, position.trick_seats, viewer, position.players, lang),
        ]

    def pictures(self, position: PlayPosition, lang: str) -> list[str]:
        table = trick_picture(
            position.trick,
            seats=position.trick_seats,
            players=position.players,
            leader=position.leader,
            lang=lang,
            viewer=position.learner_seat,
        )
        return [table, cards_picture(position.hand, "exercise.picture.hand", lang)]

    def answer_cards(self, position: PlayPosition) -> CardSet:
        return position.hand

    # --- the answer --------------------------------------------------------------------------------
    def read_answer(self, answer, position: PlayPosition) -> Card | CardSet:
        """One card; or several written as choices (« 16 ou 19 », "16 or 19"), each of which must be legal."""
        if isinstance(answer, str) and _CHOICES.search(answer):
            cards = read_cards(answer)
            return cards if len(cards) > 1 else next(iter(cards))
        return read_card(answer)  # a card not held: explain_play says so (an unreadable answer)

    def solve(self, position: PlayPosition) -> CardSet:
        return legal_cards(position.hand, position.trick, players=position.players, called_card=position.called_card)

    def judge(self, exercise, given: Card | CardSet) -> Verdict:
        """RULES.md §5–6: the verdict and the rule are ``explain_play``'s (for choices, each card's:
        the first illegal one decides)."""
        verdicts = [exercise.position.verdict(card) for card in ([given] if isinstance(given, Card) else given)]
        illegal = [verdict for verdict in verdicts if not verdict.legal]
        if illegal:
            return broken(illegal[0])
        first = verdicts[0]
        return Verdict.right(_rule(first), _params(first), *(Deferred(verdict.explain) for verdict in verdicts))

    def solution(self, position: PlayPosition, lang: str) -> str:
        return i18n.text(f"exercise.expected.{self.name}", lang, cards=self.solve(position).text(lang))

    def right_answers(self, position: PlayPosition) -> tuple:
        return tuple(card.text("fr") for card in self.solve(position))

    def wrong_answers(self, position: PlayPosition) -> tuple:
        return tuple(card.text("en") for card in position.hand - self.solve(position))

    def solution_words(self, position: PlayPosition, lang: str) -> tuple[str, ...]:
        return self.solution(position, lang), *(card.text(lang) for card in self.solve(position))

    # --- hints -------------------------------------------------------------------------------------
    def hint(self, exercise, level: int, lang: str) -> str:
        position = exercise.position
        if level == 1:
            return i18n.text(f"exercise.hints.{exercise.situation}.2", lang)
        if level == 2:
            return look_at_trick(position, lang)
        legal = self.solve(position)
        return i18n.text("exercise.nearly.legal_count", lang, count=len(legal), size=len(position.hand))

    # --- variants and generated positions -----------------------------------------------------------
    def target(self, position: PlayPosition) -> tuple:
        """The reasons ``explain_play`` gives over the whole hand, the shape of the trick, the
        called card, and the partner's seat counted from the leader."""
        trick = position.trick
        reasons = frozenset(position.verdict(card).reason for card in position.hand)
        led, top = trick_state(trick)
        partner = None if position.partner is None else (position.partner - position.leader) % position.players
        return (
            position.players,
            reasons,
            len(position.hand),
            len(trick),
            led is Suit.TRUMPS,
            bool(top),
            bool(trick) and trick[0] is EXCUSE,
            position.called_card is not None,
            partner,
        )

    def vary(self, position: PlayPosition, rng: random.Random) -> PlayPosition:
        """Other suits and small cards, the seats turned round the table."""
        relabel, turn = relabelling_and_turn(position, rng)
        players = position.players
        return replace(
            position,
            hand=relabelled(position.hand, relabel),
            trick=tuple(relabel[card] for card in position.trick),
            leader=(position.leader + turn) % players,
            seat=(position.leader + len(position.trick) + turn) % players,
            partner=None if position.partner is None else (position.partner + turn) % players,
            called_card=None if position.called_card is None else relabel[position.called_card],
        )

    def generate(self, situation: str, rng: random.Random) -> PlayPosition:
        for _ in range(_TRIES):
            players = 5 if situation == "called_suit" else rng.choice((3, 4, 5))
            dealt = deal(players, seed=rng.randrange(2**32), dealer=rng.randrange(players))
            maker = _called_suit_position if situation == "called_suit" else _first_fitting
            position = maker(situation, dealt, rng)
            if position is not None:
                return position
        raise RuntimeError(f"no position found for {situation!r}")  # never seen; would be a generator bug


class AllLegal(LegalPlay):
    """Which cards may you play? Every legal card, partial credit for part of them:
    ``(right picks − wrong picks) / legal cards``, clamped to [0, 1] — picking every card of the
    hand earns nothing unless every card is legal, and missing one of four legal cards earns 0.75."""

    name = "all_legal"
    answer_form = "cards"
    one_card = False
    misconceptions = (
        *PLAY_MISCONCEPTIONS,
        Misconception("excuse_always_playable_missed", _excuse_left_out, "06", "excuse_always"),
    )

    def read_answer(self, answer, position: PlayPosition) -> CardSet:
        chosen = read_cards(answer)
        outside = chosen - position.hand
        if outside:
            raise AnswerError("exercise.answer.not_in_hand", cards=outside, hand=position.hand)
        return chosen

    def judge(self, exercise, given: CardSet) -> Verdict:
        position = exercise.position
        legal = self.solve(position)
        wrong = given - legal
        missed = legal - given
        score = max(0.0, min(1.0, (len(given & legal) - len(wrong)) / len(legal)))
        if not wrong and not missed:
            rule = Deferred(position.verdict(next(iter(legal))).because)
            return Verdict.right(
                "all_legal_cards", {"cards": legal}, Sentence("exercise.all_legal.exact", {"rule": rule})
            )
        verdicts = [broken(position.verdict(card)) for card in wrong]
        said = [piece for verdict in verdicts for piece in verdict.said]
        if missed:
            # One card in words: "left out: 1" reads as the card 1, the Petit.
            key = "exercise.all_legal.missed_one" if len(missed) == 1 else "exercise.all_legal.missed_many"
            said.append(Sentence(key, {"count": len(missed)}))
        if verdicts:
            first = verdicts[0]
            return Verdict.wrong(
                first.rule, {**first.params, "wrong": wrong, "missed": len(missed)}, *said, score=score
            )
        return Verdict.wrong("legal_cards_missed", {"count": len(missed)}, *said, score=score)

    def right_answers(self, position: PlayPosition) -> tuple:
        return (self.solve(position).text("fr"),)

    def wrong_answers(self, position: PlayPosition) -> tuple:
        """One legal card left out and, where there is one, an illegal card picked."""
        legal = list(self.solve(position))
        illegal = list(position.hand - CardSet(legal))
        picked = legal[1:] + illegal[:1]
        return (CardSet(picked).text("en"),) if picked else ()


# --- the verdict on one card ---------------------------------------------------------------------------
def _rule(verdict) -> str:
    return verdict.reason.name.lower()


def _params(verdict) -> dict:
    return {"card": verdict.card, **verdict.params}


def broken(verdict) -> Verdict:
    """The rule an illegal card breaks and where to look, without naming the legal cards
    (``explain_play``'s sentence lists them: that would be the answer)."""
    return Verdict.wrong(
        _rule(verdict),
        _params(verdict),
        Sentence("play.verdict.illegal", {"card": verdict.card}),
        Sentence(f"exercise.broken.{_rule(verdict)}", verdict.params),
    )


# --- hints ---------------------------------------------------------------------------------------------
def look_at_trick(position: PlayPosition, lang: str) -> str:
    """Where to look in the trick: the called suit, the suit led (after an Excuse), its highest trump."""
    trick = position.trick
    if not trick:
        if position.called_card is not None:
            called = position.called_card
            return i18n.text("exercise.look.called", lang, suit=called.suit)  # the card itself may be an answer
        return i18n.text("play.leading", lang)
    led, top = trick_state(trick)
    if led is None:
        return i18n.text("exercise.look.excuse_alone", lang)
    parts = []
    if trick[0] is EXCUSE:
        parts.append(i18n.text("exercise.look.after_excuse", lang, card=trick[1]))
    if led is Suit.TRUMPS:
        parts.append(i18n.text("exercise.look.trumps_led", lang, top=trick_top(trick, top)))
    else:
        parts.append(i18n.text("exercise.look.suit_led", lang, suit=led))
        if top:
            parts.append(i18n.text("exercise.look.top_trump", lang, top=trick_top(trick, top)))
    return " ".join(parts)


def trick_top(trick, top: int) -> Card:
    """The highest trump of ``trick`` as a card (``top`` is its rank)."""
    return next(card for card in trick if card.is_trump and card.rank == top)


# --- generated positions: random legal play until the position fits -------------------------------------
def fits(situation: str, hand: CardSet, trick: tuple) -> bool:
    """Whether the player holding ``hand``, facing ``trick``, practises ``situation``.
    Decided from the core's reasons, one per card of the hand."""
    if not trick:
        return False
    if situation == "last_trick":
        return hand == CardSet([EXCUSE])
    reasons = {explain_play(card, hand, trick).reason for card in hand}
    led, _ = trick_state(trick)
    excuse_led = trick[0] is EXCUSE
    some_illegal = len(legal_cards(hand, trick)) < len(hand)
    if situation == "excuse_led":
        return excuse_led and len(trick) >= 2 and some_illegal
    if situation == "excuse_in_hand":
        return EXCUSE in hand and some_illegal
    if excuse_led:
        return False
    wanted = {
        "follow_suit": {Reason.MUST_FOLLOW},
        "must_trump": {Reason.TRUMPS, Reason.MUST_TRUMP},
        "must_overtrump": {Reason.OVERTRUMPS, Reason.MUST_OVERTRUMP},
        "undertrump": {Reason.UNDERTRUMPS, Reason.MUST_TRUMP},
        "trump_led": {Reason.OVERTRUMPS, Reason.MUST_GO_OVER},
        "discard": {Reason.DISCARD},
    }[situation]
    return wanted <= reasons and (situation != "discard" or len(hand) > 1)


def _first_fitting(situation: str, dealt, rng: random.Random) -> PlayPosition | None:
    """Play the deal with random legal cards; return the first position that fits."""
    keep = EXCUSE if situation == "last_trick" else None  # the Excuse kept for the end, as players often do

    def fitting(game) -> bool:
        return fits(situation, CardSet(game.view(game.to_act).hand), game.trick)

    game = play_on(start_play(dealt), rng, keep=keep, stop=fitting)
    if game.phase is OVER:
        return None
    seat = game.to_act
    hand = CardSet(game.view(seat).hand)
    return PlayPosition(players=game.players, hand=hand, trick=game.trick.cards, leader=game.leader, seat=seat)


def _called_suit_position(situation: str, dealt, rng: random.Random) -> PlayPosition | None:
    """5 players, first trick: the leader holds the called suit, so the rule of §4 bites."""
    seat = dealt.first_player
    hand = dealt.hands[seat]
    suits = [suit for suit in SUITS if hand.bits & SUIT_BITS[suit] & ~KING_BITS]
    if not suits:
        return None
    called = suit_card(14, rng.choice(suits))
    if legal_cards(hand, (), called_card=called) == hand:
        return None
    return PlayPosition(players=5, hand=hand, trick=(), leader=seat, seat=seat, called_card=called)
