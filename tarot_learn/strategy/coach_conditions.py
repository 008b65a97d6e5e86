"""What each coach sentence says must hold, read from the seat's view: a sentence is shown only where it is true.

Each sentence of :mod:`.coach` (``coach.rule.<rule>`` or ``coach.rule.<rule>.<case>``) makes claims about the
position — « votre camp a déjà gagné ce pli », « gardez le 21 » (so the 21 is held), « une petite carte en
première entame » (so the suit was not led yet). :data:`CONDITIONS` holds, for each sentence's key, a predicate
``(view, action, params) -> bool`` stating those claims from what the seat can see (its :class:`SeatView`): the
coach picks the case whose sentence fits (:mod:`.coach`), the table's suggestion and the review cite a rule only
when :func:`sentence_holds` (issue 32), and ``tests/strategy/test_coach_sentences.py`` plays thousands of positions at
3, 4 and 5 players and finds none whose condition fails. These are the sentences' claims, not the rules' choice:
a predicate never picks a card, it checks what the words say of the card chosen.
"""

from __future__ import annotations

from collections.abc import Callable

from ..cards import (
    DECK,
    EXCUSE_BIT,
    HALF_POINT_CARD_BITS,
    KING,
    KING_BITS,
    PETIT,
    QUEEN,
    SUIT_BITS,
    SUITS,
    TRUMP_21,
    TRUMP_BITS,
    Card,
    CardSet,
    Suit,
    suit_card,
)
from ..game import BIDDING, CALL, ECART, PLAY, SeatView
from ..play import winning_bits
from ..sides import DEFENCE
from .advice import evaluate_hand

Condition = Callable[[SeatView, object, dict], bool]
PLAIN_BITS = sum(SUIT_BITS[suit] for suit in SUITS)
HONOUR_BITS = PLAIN_BITS & ~HALF_POINT_CARD_BITS  # kings, queens, knights, jacks: the cards a side charges
SMALL_SIGNAL = 5  # the FFT signalisation: a first lead from the ace to the 5 promises the king or the queen
CONDITIONS: dict[str, Condition] = {}


def condition(*keys: str):
    """Register the predicate of the sentences ``keys`` (``rule`` or ``rule.case``)."""

    def register(predicate: Condition) -> Condition:
        for key in keys:
            CONDITIONS[key] = predicate
        return predicate

    return register


def sentence_key(rule: str, params: tuple = ()) -> str:
    """``rule`` or ``rule.case``: the sentence a rule's suggestion says (``coach.rule.<key>``)."""
    case = dict(params).get("case")
    return rule if case is None else rule + "." + case


def sentence_holds(view: SeatView, rule: str, action, params: tuple = ()) -> bool:
    """Whether what the sentence of ``rule`` (its case read from ``params``) says about ``action`` holds in ``view``."""
    said = dict(params)
    said.pop("case", None)
    return CONDITIONS[sentence_key(rule, params)](view, action, said)


# --- what the seat sees ----------------------------------------------------------------------------------
def _bits(action) -> int:
    return action.bit if isinstance(action, Card) else CardSet(action or ()).bits


def _leading(view: SeatView) -> bool:
    """Nothing led yet, or only the Excuse: the card played sets the suit (RULES.md §5)."""
    return view.phase is PLAY and not view.trick.led_bits


def _following(view: SeatView) -> bool:
    return view.phase is PLAY and bool(view.trick.led_bits)


def _defending(view: SeatView) -> bool:
    return view.side_of(view.seat) is DEFENCE


def _attacking(view: SeatView) -> bool:
    side = view.side_of(view.seat)
    return side is not None and side is not DEFENCE


def _trumps_out(view: SeatView) -> int:
    """The trumps another seat may hold, as this seat counts them (nor held, nor played, nor seen aside)."""
    seen = view.ecart if view.seat == view.taker else view.shown_trumps
    return TRUMP_BITS & ~(view.hand.bits | view.played.bits | seen.bits)


def _led_suits(view: SeatView) -> int:
    led = 0
    for trick in view.tricks:
        led |= trick.led_bits
    return led & PLAIN_BITS


def seats_after(view: SeatView) -> list[int]:
    """The seats still to play to the trick after this one."""
    remaining = view.players - len(view.trick.cards) - 1
    return [(view.seat + step) % view.players for step in range(1, remaining + 1)]


def _my_side_wins_surely(view: SeatView) -> bool:
    """« Votre camp a déjà gagné ce pli »: a seat of one's own side (as the seat knows sides) wins it, and every
    seat still to play after this one is of that side too, or there is none."""
    if not _following(view):
        return False
    winning = view.trick.winning_card()
    mine = view.side_of(view.seat)
    if winning is None or mine is None:
        return False
    return all(view.side_of(seat) is mine for seat in (view.trick.seat_of(winning), *seats_after(view)))


def _my_side_leads_trick(view: SeatView) -> bool:
    winning = view.trick.winning_card() if _following(view) else None
    if winning is None:
        return False
    mine, winner = view.side_of(view.seat), view.trick.seat_of(winning)
    return winner != view.seat and mine is not None and view.side_of(winner) is mine


def _winners(view: SeatView) -> int:
    return view.legal_bits() & ~EXCUSE_BIT & winning_bits(view.trick)


def _honour_held(view: SeatView, suit) -> bool:
    return bool(view.hand.bits & (suit_card(KING, suit).bit | suit_card(QUEEN, suit).bit))


def _plain(card) -> bool:
    return isinstance(card, Card) and bool(card.bit & PLAIN_BITS)


# --- the bid ---------------------------------------------------------------------------------------------
def _evaluated(view: SeatView, params: dict) -> tuple:
    evaluation = evaluate_hand(view.hand)
    return evaluation, view.phase is BIDDING and params.get("total") == evaluation.total


def _trumps_and_excuse(view: SeatView) -> int:
    hand = view.hand.bits
    return (hand & TRUMP_BITS).bit_count() + bool(hand & EXCUSE_BIT)


@condition("bid_method.bid", "bid_method.bid_at_3")
def _bids(view, action, params) -> bool:
    evaluation, counted = _evaluated(view, params)
    at_3 = view.players == 3
    if at_3 != ("least" in params):  # the sentence at 3 players names the trumps asked, and only there
        return False
    trumps_ok = not at_3 or params["trumps"] == _trumps_and_excuse(view) >= params["least"]
    return (
        counted
        and action == params["contract"] == evaluation.advised
        and action in view.allowed_bids()
        and (params["threshold"] == evaluation.thresholds[action] and trumps_ok)
    )


@condition("bid_method.low")
def _too_low(view, action, params) -> bool:
    evaluation, counted = _evaluated(view, params)
    return counted and action is None and evaluation.advised is None and params["total"] < params["threshold"]


@condition("bid_method.trumps")
def _too_few_trumps(view, action, params) -> bool:
    evaluation, counted = _evaluated(view, params)
    trumps = _trumps_and_excuse(view)
    return (
        counted
        and action is None
        and view.players == 3
        and params["trumps"] == trumps < params["least"]
        and (params["contract"] == evaluation.advised)
    )


@condition("bid_method.outbid")
def _outbid(view, action, params) -> bool:
    evaluation, counted = _evaluated(view, params)
    return counted and action is None and params["contract"] == evaluation.advised not in view.allowed_bids()


@condition("bid_alone")
def _alone(view, action, params) -> bool:
    evaluation, counted = _evaluated(view, params)
    petite = min(evaluation.thresholds.values())
    return counted and action is None and view.players < 5 and params["threshold"] == petite <= params["total"]


# --- the call, the écart, the poignée --------------------------------------------------------------------
def _call_choices(view: SeatView) -> tuple[list, list]:
    hand = view.hand.bits
    free = [card for card in view.callable_cards() if not hand & card.bit]
    return free, [card for card in free if hand & SUIT_BITS[card.suit]]


@condition("call_short")
def _shortest(view, action, params) -> bool:
    """« Appelez … de votre couleur la plus courte, mais pas d'une chicane »."""
    if view.phase is not CALL or not isinstance(action, Card):
        return False
    hand = view.hand.bits
    _, held = _call_choices(view)
    length = lambda card: (hand & SUIT_BITS[card.suit]).bit_count()  # noqa: E731
    return action in held and length(action) == min(map(length, held))


@condition("call_short.void")
def _only_voids(view, action, params) -> bool:
    """« les rois que vous n'avez pas sont tous dans des couleurs où vous n'avez aucune carte »."""
    free, held = _call_choices(view)
    return view.phase is CALL and action in free and not held


@condition("call_short.own")
def _own_card(view, action, params) -> bool:
    """« vous tenez toutes les cartes qu'on peut appeler »."""
    free, _ = _call_choices(view)
    return view.phase is CALL and not free and action in view.callable_cards()


@condition("ecart_voids")
def _teacher_ecart(view, action, params) -> bool:
    from .ecart_advice import teacher_ecarts  # the écart advice's own reading of « voids, long suit, points »

    return view.phase is ECART and CardSet(action).bits == teacher_ecarts(view.hand, view.chien)[0].bits


@condition("poignee_taker")
def _taker_shows(view, action, params) -> bool:
    options = view.poignee_options()
    return view.seat == view.taker and bool(options) and action == options[-1]


@condition("poignee_defence")
def _defender_hides(view, action, params) -> bool:
    return _defending(view) and bool(view.poignee_options()) and action is None


@condition("poignee_defence.partner")
def _partner_hides(view, action, params) -> bool:
    return view.seat != view.taker and _attacking(view) and bool(view.poignee_options()) and action is None


# --- the cards -------------------------------------------------------------------------------------------
@condition("forced")
def _one_card(view, action, params) -> bool:
    legal = view.legal_bits()
    return view.phase is PLAY and legal.bit_count() == 1 and legal == _bits(action)


@condition("excuse_before_end")
def _excuse_lost_at_the_end(view, action, params) -> bool:
    """« au dernier pli, elle serait perdue »: it changes sides there (RULES.md §6, the default)."""
    return (
        action is not None and _bits(action) == EXCUSE_BIT and len(view.hand) <= 2 and view.excuse_last_trick == "camp"
    )


@condition("excuse_before_end.winner")
def _excuse_to_the_winner(view, action, params) -> bool:
    return _bits(action) == EXCUSE_BIT and len(view.hand) <= 2 and view.excuse_last_trick == "winner"


@condition("petit_home")
def _petit_safe(view, action, params) -> bool:
    return bool(view.hand.bits & PETIT.bit) and action is not PETIT and not _trumps_out(view)


@condition("petit_last")
def _petit_wins_last(view, action, params) -> bool:
    return action is PETIT and _following(view) and not seats_after(view) and bool(_winners(view) & PETIT.bit)


@condition("save_petit")
def _petit_saved(view, action, params) -> bool:
    return action is PETIT and _my_side_wins_surely(view) and bool(_trumps_out(view))


@condition("charge_partner")
def _charged_keeping_21(view, action, params) -> bool:
    """« chargez-le de vos honneurs …, mais gardez le 21 »: an honour given, the 21 in hand."""
    return _charged(view, action) and bool(action.bit & HONOUR_BITS) and bool(view.hand.bits & TRUMP_21.bit)


@condition("charge_partner.honours")
def _charged_honour(view, action, params) -> bool:
    return _charged(view, action) and bool(action.bit & HONOUR_BITS) and not view.hand.bits & TRUMP_21.bit


@condition("charge_partner.small")
def _nothing_to_charge(view, action, params) -> bool:
    """« vous n'avez aucun honneur à y mettre : une petite carte »."""
    return _charged(view, action) and bool(action.bit & HALF_POINT_CARD_BITS) and not view.legal_bits() & HONOUR_BITS


@condition("charge_partner.excuse")
def _charged_excuse(view, action, params) -> bool:
    """« rien d'autre à y mettre que des bouts à garder : l'Excuse »."""
    return (
        _charged(view, action)
        and action.bit == EXCUSE_BIT
        and not view.legal_bits() & ~(EXCUSE_BIT | PETIT.bit | TRUMP_21.bit)
    )


@condition("charge_partner.bout")
def _charged_bout(view, action, params) -> bool:
    """« vous n'avez que des bouts : celui-ci y est à l'abri »."""
    legal = view.legal_bits()
    return _charged(view, action) and action in (PETIT, TRUMP_21) and not legal & ~(PETIT.bit | TRUMP_21.bit)


def _charged(view: SeatView, action) -> bool:
    return isinstance(action, Card) and _my_side_wins_surely(view)


@condition("win_cheap")
def _cheapest_winner(view, action, params) -> bool:
    """« Gagnez le pli avec la plus petite carte qui suffit » (the Petit spared unless it plays last)."""
    winners = _winners(view)
    if not isinstance(action, Card) or not winners & action.bit or _my_side_leads_trick(view):
        return False
    if action is not PETIT and seats_after(view):
        winners &= ~PETIT.bit
    return all(card.rank >= action.rank for card in DECK if winners & card.bit)


@condition("excuse_save")
def _excuse_protects(view, action, params) -> bool:
    """« Vous ne pouvez pas gagner ce pli et n'avez aucune petite carte à donner : l'Excuse protège votre
    honneur ou votre gros atout »."""
    legal = view.legal_bits()
    return (
        action is not None
        and _bits(action) == EXCUSE_BIT
        and _following(view)
        and not _winners(view)
        and not _my_side_leads_trick(view)
        and not legal & HALF_POINT_CARD_BITS
        and len(view.hand) > 1
    )


@condition("discard_cheap")
def _cannot_win(view, action, params) -> bool:
    """« Vous ne pouvez pas gagner ce pli : donnez la carte qui vaut le moins »."""
    return _following(view) and not _winners(view) and not _my_side_leads_trick(view) and _cheapest(view, action)


@condition("discard_cheap.partner")
def _partner_leads_unsure(view, action, params) -> bool:
    """« Votre camp mène ce pli, mais un adversaire joue encore après vous »."""
    return _my_side_leads_trick(view) and not _my_side_wins_surely(view) and _cheapest(view, action)


@condition("discard_cheap.lead")
def _nothing_better_to_lead(view, action, params) -> bool:
    return _leading(view) and _cheapest(view, action)


def _cheapest(view: SeatView, action) -> bool:
    """The card given is worth least among those allowed (the Petit and the Excuse kept while others are there)."""
    legal = view.legal_bits()
    pool = legal & ~(EXCUSE_BIT | PETIT.bit) or legal & ~EXCUSE_BIT or legal
    return (
        isinstance(action, Card)
        and bool(pool & action.bit)
        and all(card.half_points >= action.half_points for card in DECK if pool & card.bit)
    )


@condition("cut_taker")
def _taker_void(view, action, params) -> bool:
    voids = view.voids(view.taker) if view.taker is not None else []
    # « il doit couper »: a suit he has shown he lacks, and he has not shown he lacks trumps
    return _leading(view) and _defending(view) and _plain(action) and action.suit in voids and Suit.TRUMPS not in voids


@condition("draw_trumps")
def _draws(view, action, params) -> bool:
    hand = view.hand.bits
    rich = (hand & TRUMP_BITS).bit_count() * 2 > hand.bit_count()
    return (
        _leading(view)
        and view.seat == view.taker
        and rich
        and bool(hand & PETIT.bit)
        and isinstance(action, Card)
        and bool(action.bit & TRUMP_BITS)
        and bool(_trumps_out(view))
    )


@condition("hunt_petit")
def _hunts(view, action, params) -> bool:
    hand, out = view.hand.bits, _trumps_out(view)
    return (
        _leading(view)
        and view.seat == view.taker
        and bool(out & PETIT.bit)
        and (hand & TRUMP_BITS).bit_count() > out.bit_count()
        and isinstance(action, Card)
        and bool(action.bit & TRUMP_BITS)
    )


@condition("count_trumps")
def _counted(view, action, params) -> bool:
    return _leading(view) and view.seat == view.taker and not _trumps_out(view) and _plain(action)


@condition("cash_king")
def _first_round_king(view, action, params) -> bool:
    return (
        _leading(view)
        and _attacking(view)
        and isinstance(action, Card)
        and bool(action.bit & KING_BITS & ~_led_suits(view))
    )


@condition("signal_lead")
def _signal_kept(view, action, params) -> bool:
    """« une petite carte (de l'as au 5) en entame promet le roi ou la dame ; sans honneur, entamez plus haut »:
    the first lead of a suit, by that signal."""
    if not (_leading(view) and _defending(view) and _plain(action)) or action.bit & _led_suits(view):
        return False
    honour = _honour_held(view, action.suit)
    return honour or action.rank > SMALL_SIGNAL


@condition("signal_lead.led")
def _suit_led_before(view, action, params) -> bool:
    """« une couleur déjà entamée : la signalisation n'y joue plus, rejouez-y votre plus petite carte »."""
    if not (_leading(view) and _defending(view) and _plain(action)) or not action.bit & _led_suits(view):
        return False
    suit = view.legal_bits() & SUIT_BITS[action.suit] & ~KING_BITS
    return bool(suit & action.bit) and (suit & -suit) == action.bit


@condition("signal_lead.quiet")
def _no_honest_suit(view, action, params) -> bool:
    """« chacune de vos couleurs s'entamerait d'une petite carte sans honneur : un petit atout ou un roi »."""
    if not (_leading(view) and _defending(view) and isinstance(action, Card)):
        return False
    if not action.bit & (TRUMP_BITS | KING_BITS):
        return False
    legal, led = view.legal_bits(), _led_suits(view)
    for suit in SUITS:
        cards = legal & SUIT_BITS[suit] & ~KING_BITS
        if cards and (cards & led or _honour_held(view, suit) or DECK[cards.bit_length() - 1].rank > SMALL_SIGNAL):
            return False  # this suit could be led without a false signal
    return True


@condition("no_taker_suit")
def _not_the_taker_s_suit(view, action, params) -> bool:
    if not (_leading(view) and _defending(view) and _plain(action)):
        return False
    taker_suits = 0
    for trick in view.tricks:
        if trick.seats[0] == view.taker and trick.cards[0].bit & PLAIN_BITS:
            taker_suits |= SUIT_BITS[trick.cards[0].suit]
    return bool(taker_suits & view.legal_bits()) and not action.bit & taker_suits


@condition("lead_long")
def _long_suit(view, action, params) -> bool:
    """« Entamez une petite carte de votre couleur la plus longue » (its kings kept)."""
    if not (_leading(view) and _plain(action)):
        return False
    hand, legal = view.hand.bits, view.legal_bits()
    lengths = [(hand & SUIT_BITS[suit]).bit_count() for suit in SUITS if legal & SUIT_BITS[suit] & ~KING_BITS]
    own = legal & SUIT_BITS[action.suit] & ~KING_BITS
    return (hand & SUIT_BITS[action.suit]).bit_count() == max(lengths) and (own & -own) == action.bit


@condition("simple_habit")
def _switched_off(view, action, params) -> bool:
    return True  # said only of a coach built without the rule (a measure's coach): nothing of the position


__all__ = ["CONDITIONS", "condition", "seats_after", "sentence_holds", "sentence_key"]
