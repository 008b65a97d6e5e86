"""Three hints for a generated position: the rule, where to look in this position, nearly the answer.

The first hint states the rule of the exercise's situation; the second points at what matters
in this very position (the suit led, the highest trump, the sides of the players, the bouts);
the third comes close to the answer without giving it (how many cards are legal, what kind of
card wins, how many trumps the écart needs). Every fact is read from the rules core.
"""

from __future__ import annotations

from .. import i18n
from ..cards import EXCUSE, Suit
from ..play import legal_cards, trick_state
from ..seats import seat_name
from . import advice_questions
from .kinds import KINDS, kind_of
from .model import Exercise, ecart_example, score, settle

# The situation whose rule the first hint states, for the situations the bank names otherwise.
_RULE_OF = {"excuse_kept": "excuse", "ecart_trumps": "ecart", "excuse_slam": "excuse"}


def three_hints(exercise: Exercise) -> tuple[dict[str, str], ...]:
    """The three hints of ``exercise`` in every language, from the gentlest to the most explicit."""
    if exercise.kind in KINDS:
        kind = kind_of(exercise)
        return tuple({lang: kind.hint(exercise, level, lang) for lang in i18n.LANGUAGES} for level in (1, 2, 3))
    return tuple({lang: maker(exercise, lang) for lang in i18n.LANGUAGES} for maker in (_rule, _look, _nearly))


def with_where_to_look(exercise: Exercise) -> tuple[dict[str, str], ...]:
    """A bank exercise's hints in three levels, like a variant's: its first written hint (the
    rule, gently), "where to look in this position", then its last written hint (close to the
    answer) — the computed ones stand in for hints the bank does not write."""
    computed = three_hints(exercise)
    written = exercise.hints
    first = written[0] if written else computed[0]
    last = written[-1] if len(written) > 1 else computed[2]
    return first, computed[1], last


def _rule(exercise: Exercise, lang: str) -> str:
    if exercise.kind == "advice":
        return advice_questions.rule_hint(exercise, lang)
    if exercise.kind == "rules":
        return i18n.text(f"exercise.hints.{exercise.situation}.2", lang)
    situation = _RULE_OF.get(exercise.situation, exercise.situation) or exercise.kind
    if exercise.kind == "points":
        return i18n.text("exercise.hints.points.1", lang)
    if exercise.kind == "contract":
        return i18n.text("exercise.hints.contract.1", lang)
    return i18n.text(f"exercise.hints.{situation}.2", lang)


def _look(exercise: Exercise, lang: str) -> str:
    """Where to look in this position."""
    position = exercise.position
    kind = exercise.kind
    if kind in ("legal_play", "all_legal"):
        return _look_at_trick(position, lang)
    if kind == "advice":
        return advice_questions.look_hint(exercise, lang)
    if kind == "rules":
        return i18n.text(f"exercise.look.{exercise.situation}", lang)
    if kind == "trick_winner":
        led, top = trick_state(position.trick)
        key = "exercise.look.winner_trumped" if top else "exercise.look.winner_suit"
        return i18n.text(key, lang, suit=led)
    if kind == "points":
        return i18n.text("exercise.hints.points.2", lang)
    if kind == "dealing":
        return i18n.text("exercise.look.dealer", lang, dealer=_named(position.dealer, position, lang))
    if kind == "excuse":
        settlement = settle(position)
        trick = position.tricks[settlement.trick - 1]
        return i18n.text(
            "exercise.look.excuse_sides",
            lang,
            owner=_named(settlement.owner, position, lang),
            owner_side=position.side_of(settlement.owner),
            winner=_named(trick.winner, position, lang),
            winner_side=position.side_of(trick.winner),
        )
    if kind == "contract":
        breakdown = score(position)
        return i18n.text("exercise.look.needed", lang, bouts=position.bouts, needed=breakdown.points_needed)
    return i18n.text("exercise.hints.ecart.2", lang)


def _look_at_trick(position, lang: str) -> str:
    trick = position.trick
    if not trick:
        if position.called_card is not None:
            return i18n.text("exercise.look.called", lang, card=position.called_card, suit=position.called_card.suit)
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


def _named(seat: int, position, lang: str) -> str:
    """A seat as the learner reads it, counted from 1: "le joueur 3" (:mod:`tarot_learn.seats`)."""
    return seat_name(seat, None, position.players, lang, noun=True)


def trick_top(trick, top: int):
    """The highest trump of ``trick`` as a card (``top`` is its rank)."""
    return next(card for card in trick if card.is_trump and card.rank == top)


def _nearly(exercise: Exercise, lang: str) -> str:
    """Close to the answer, never the answer itself."""
    position = exercise.position
    kind = exercise.kind
    if kind == "rules":
        return i18n.text(f"exercise.nearly.{exercise.situation}", lang)
    if kind == "advice":
        return advice_questions.nearly_hint(exercise, lang)
    if kind in ("legal_play", "all_legal"):
        legal = legal_cards(position.hand, position.trick, players=position.players, called_card=position.called_card)
        return i18n.text("exercise.nearly.legal_count", lang, count=len(legal), size=len(position.hand))
    if kind == "trick_winner":
        led, top = trick_state(position.trick)
        if top:
            count = sum(1 for card in position.trick if card.is_trump)
            return i18n.text("exercise.nearly.winner_trumps", lang, count=count)
        count = sum(1 for card in position.trick if card.suit is led)
        return i18n.text("exercise.nearly.winner_suit", lang, count=count, suit=led)
    if kind == "points":
        big = sum(1 for card in position.pile if card.half_points > 1)
        return i18n.text("exercise.nearly.points", lang, big=big, small=len(position.pile) - big)
    if kind == "dealing":
        dealer = _named(position.dealer, position, lang)
        return i18n.text("exercise.nearly.first_player", lang, dealer=dealer, last=position.players)
    if kind == "excuse":
        settlement = settle(exercise.position)
        key = (
            "exercise.nearly.excuse_last"
            if settlement.trick == len(position.tricks)
            else "exercise.nearly.excuse_not_last"
        )
        return i18n.text(key, lang)
    if kind == "contract":
        breakdown = score(position)
        return i18n.text(
            "exercise.nearly.margin", lang, points=float(position.attack_points), needed=breakdown.points_needed
        )
    forced = sum(1 for card in ecart_example(position) if card.is_trump)
    return i18n.text("exercise.nearly.ecart_trumps", lang, count=forced)
