"""A coach: a bot whose every choice comes from a named strategy rule, with its reason in words.

:class:`CoachBot` plays like :class:`~tarot_learn.strategy.bots.SimpleBot` where no rule of its own applies,
and each decision is a :class:`Suggestion` — the action and the rule it comes from — so that the
game table can say, before the learner acts, what the coach would do and why (RULES.md says what
is allowed; these rules are advice, and players disagree about several of them: the lesson says so).

The rules, each a sentence ``coach.rule.<name>`` in French and English (``coach.rule.<name>.<case>``
for a rule whose sentence depends on its choice: see :func:`rule_sentence`; issue 22 measured each one
against the evaluator: ``python -m benchmarks.bench_coach --agreement``):

* ``bid_method``: bid what Chavey's points method of :mod:`tarot_learn.strategy.advice` advises, with
  the lessons' thresholds (at 3 players only with :data:`TRUMPS_TO_TAKE_AT_3` trumps or more); its
  sentence says which case it is — a bid, or a pass and why: too few points, too few trumps at 3
  players, a bid already as high — naming only the conditions of the table's size;
* ``bid_alone``: at 3 and 4 players, where the taker plays alone, pass a hand at the edge of the
  scale (:func:`at_the_edge`: the method would take it with fewer than :data:`ALONE_MARGIN` points
  above the Petite's threshold) — and say so: the lesson's Petite, the measure (over simulated deals
  such hands lose on average), and that lesson 10 calls neither choice a mistake there;
* ``call_short``: at 5 players, call the king of the suit where one holds fewest cards, never a
  void's when another king can be called;
* ``ecart_voids``: the écart of :func:`~tarot_learn.strategy.ecart_advice.suggest_ecart` (voids, the long
  suit kept, then points, among the écarts within the estimate's tolerance);
* ``poignee_taker``: show a poignée as the taker (its bonus goes to the winners);
* ``poignee_defence``: a defender's poignée tells his partners where the trumps are — the club's
  reason to show it — but the taker too, and its bonus goes to the taker if he wins: kept hidden;
* ``excuse_before_end``: play the Excuse before the last tricks, where it could be lost;
* ``excuse_save``: the Excuse protects a card of value on a trick one cannot win — only when no
  half-point card can be given instead (and so never on a trump lead while a small trump is held,
  where it would tell the partners "stop trumps");
* ``petit_home``: once nobody else can hold a trump, the Petit cannot be lost: keep it for the last
  trick (the Petit au bout, RULES.md §7) rather than play it now;
* ``petit_last``: play the Petit when it wins the trick as its last card;
* ``save_petit``: play the Petit on a trick one's side has surely won while other trumps are out;
* ``charge_partner``: *charger* — give one's best points to a trick one's side has surely won, never
  the 21 (it cannot be lost), nor the Excuse or the Petit;
* ``cash_king``: the attack leads its kings on the first round of their suit (before a defender
  can trump them);
* ``draw_trumps``: the taker with many trumps and the Petit leads his highest trumps while the
  defence may hold some, to protect the Petit;
* ``hunt_petit``: the taker with many trumps, and more than the defence holds (counted), leads them
  while the Petit is with the defence (measured: uncounted, it gave up 37 points a position);
* ``count_trumps``: the taker who counts no trump left in defence stops leading them and plays his suits;
* ``cut_taker``: the defence leads a suit the taker has no more of, to make him trump;
* ``signal_lead``: a defender's lead keeps to the FFT signalisation — a small card (ace to 5)
  opening a suit promises its king or queen, so a suit without one is opened from 6 up, or not;
* ``no_taker_suit``: a defender never returns into a suit the taker has led (his long suit);
* ``win_cheap``, ``discard_cheap``, ``lead_long``, ``forced``: SimpleBot's habits, named.

:func:`suggest` is the game table's advice: the evaluator's best action, explained by the rule that
chooses it, or by what the evaluator measured.

Each rule was measured against :class:`~tarot_learn.strategy.bots.SimpleBot` seats by switching it off
(``python -m benchmarks.bench_coach --ablation``); three were fixed that way: the bid's margin at 3
and 4 players (asked to take, not on top of every contract's threshold; 7 trumps asked at 3
players, where the method alone still took too much), the Petit kept for the
last trick (it was led as soon as it was safe, which gave up the Petit au bout), trumps drawn
only to protect the Petit.
"""

from __future__ import annotations

from dataclasses import dataclass

from .. import i18n
from ..cards import (
    DECK,
    EXCUSE,
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
from ..contracts import Contract
from ..errors import TarotError, shown
from ..game import BIDDING, CALL, ECART, PLAY, Game, SeatView
from ..play import winning_bits
from ..sides import DEFENCE
from .advice import ALONE_MARGIN, TRUMPS_TO_TAKE_AT_3, evaluate_hand
from .bots import SimpleBot
from .coach_conditions import HONOUR_BITS, seats_after, sentence_holds
from .ecart_advice import suggest_ecart
from .tactics import cheapest_card, lowest_card, richest_card

RULES = (
    "bid_method",
    "bid_alone",
    "call_short",
    "ecart_voids",
    "poignee_taker",
    "poignee_defence",
    "excuse_before_end",
    "petit_home",
    "petit_last",
    "charge_partner",
    "cut_taker",
    "draw_trumps",
    "save_petit",
    "hunt_petit",
    "cash_king",
    "count_trumps",
    "signal_lead",
    "no_taker_suit",
    "win_cheap",
    "excuse_save",
    "discard_cheap",
    "lead_long",
    "forced",
)
# The rules a coach may be built without, to measure what each one brings (benchmarks/bench_coach.py):
# all but the two that must remain for a card to be played at all.
SWITCHABLE = tuple(rule for rule in RULES if rule not in ("forced", "discard_cheap"))
SIMPLE_HABIT = "simple_habit"  # the rule of a choice made as SimpleBot makes it, its own rule switched off
_NOT_PETIT = ~PETIT.bit


def at_the_edge(evaluation) -> bool:
    """Whether a hand's points (:func:`~.advice.evaluate_hand`, the hand as dealt) lie at the edge of the
    scale: from the Petite's threshold to under :data:`ALONE_MARGIN` points above it — 40 to 49 with 18
    cards. Lesson 10 says so: the scale allows a Petite there, the coach passes where the taker plays
    alone (``bid_alone``: measured, such Petites lose on average), and passing is no mistake; so
    neither choice is called one — the review says « à la limite du barème » (:mod:`.review`)."""
    petite = evaluation.thresholds[Contract.PETITE]
    return petite <= evaluation.total < petite + ALONE_MARGIN


def edge_params(evaluation) -> tuple:
    """The figures a sentence about the edge reads: the hand's ``total``, the Petite's ``threshold``
    and the ``least`` points from which the edge is passed (:func:`at_the_edge`)."""
    petite = evaluation.thresholds[Contract.PETITE]
    return (("total", evaluation.total), ("threshold", petite), ("least", petite + ALONE_MARGIN))


@dataclass(frozen=True)
class Suggestion:
    """What the coach would do now (``action``: a contract or ``None`` for a pass, a card, the
    écart's cards, the poignée's cards or ``None``) and the ``rule`` it comes from."""

    action: object
    rule: str
    params: tuple = ()  # the (name, value) pairs the rule's sentence reads, when it has any

    def reason(self, lang: str | None = None) -> str:
        return rule_sentence(self.rule, self.params, lang)


def rule_sentence(rule: str, params: tuple = (), lang: str | None = None) -> str:
    """The sentence of a coach ``rule`` in ``lang``, filled from ``params`` (name, value) pairs: the key
    ``coach.rule.<rule>``, or ``coach.rule.<rule>.<case>`` when the params name a ``case`` (a rule
    whose choices differ in their reason: ``bid_method`` bids, or passes for one of three reasons)."""
    said = dict(params)
    case = said.pop("case", None)
    return i18n.text(f"coach.rule.{rule}" if case is None else f"coach.rule.{rule}.{case}", lang, **said)


class CoachBot(SimpleBot):
    """A bot that explains itself: :meth:`advise` gives the :class:`Suggestion` for the seat to act.

    ``without`` names rules (of :data:`SWITCHABLE`) the coach does not use, to measure what each
    one brings: a card rule switched off lets the next rule decide; the bid, the call, the écart
    and the poignée are then chosen as :class:`~tarot_learn.strategy.bots.SimpleBot` chooses them (the
    rule :data:`SIMPLE_HABIT`). A name that is no such rule is refused with a sentence.

    >>> from tarot_learn.deal import deal_from_hands
    >>> from tarot_learn.game import Game
    >>> game = Game.from_deal(deal_from_hands([
    ...     "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18",
    ...     "19 20 21 Excuse R♠ D♠ C♠ V♠ 10♠ 9♠ 8♠ 7♠ 6♠ 5♠ 4♠ 3♠ 2♠ 1♠",
    ...     "R♥ D♥ C♥ V♥ 10♥ 9♥ 8♥ 7♥ 6♥ 5♥ 4♥ 3♥ 2♥ 1♥ R♦ D♦ C♦ V♦",
    ...     "10♦ 9♦ 8♦ 7♦ 6♦ 5♦ 4♦ 3♦ 2♦ 1♦ R♣ D♣ C♣ V♣ 10♣ 9♣ 8♣ 7♣"], "6♣ 5♣ 4♣ 3♣ 2♣ 1♣", dealer=3))
    >>> game.bid(0, "garde sans"); game.bid(1, None); game.bid(2, None); game.bid(3, None)
    >>> suggestion = CoachBot(1).advise(game, 0)
    >>> suggestion.action, suggestion.rule
    (Card('18'), 'draw_trumps')
    >>> print(suggestion.reason("en"))
    A taker rich in trumps who holds the Petit leads trumps: he draws the defence's, who then cannot hunt his Petit.
    >>> CoachBot(1, without={"draw_trumps"}).advise(game, 0).rule
    'discard_cheap'
    """

    def __init__(self, seed=None, *, without=()):
        super().__init__(seed)
        for rule in without:
            if rule not in SWITCHABLE:
                raise TarotError("error.option", given=shown(rule), name="without", choices=", ".join(SWITCHABLE))
        self.without = frozenset(without)

    def advise(self, game: Game, seat: int) -> Suggestion:
        """The coach's choice for ``seat``, which must act now, and its rule."""
        view = game.view(seat)
        phase = game.phase
        if phase is BIDDING:
            return self._bid(view)
        if phase is CALL:
            return self._call(view)
        if phase is ECART:
            return self._ecart(view)
        if phase is PLAY:
            return self._card(view, view.legal_bits())
        raise ValueError(phase)

    # --- the bots' interface ---------------------------------------------------------------------
    def choose_bid(self, view: SeatView) -> Contract | None:
        return self._bid(view).action

    def choose_call(self, view: SeatView) -> Card:
        return self._call(view).action

    def choose_ecart(self, view: SeatView):
        return self._ecart(view).action

    def choose_poignee(self, view: SeatView):
        if {"poignee_taker", "poignee_defence"} & self.without:
            return super().choose_poignee(view)
        advice = self._poignee(view)
        return view.cards_to_show(advice.action) if advice and advice.action else None

    def advise_poignee(self, game: Game, seat: int) -> Suggestion | None:
        """Whether ``seat`` should show the poignée its hand allows now (the largest one, or
        ``None``: keep it hidden), and why; ``None`` when there is no poignée to show (RULES.md §7)."""
        return self._poignee(game.view(seat))

    def _poignee(self, view: SeatView) -> Suggestion | None:
        options = view.poignee_options()
        if not options:
            return None
        if view.seat == view.taker:
            return Suggestion(options[-1], "poignee_taker")
        if view.side_of(view.seat) is not DEFENCE:  # the taker's partner at 5 players: hidden, for another reason
            return Suggestion(None, "poignee_defence", (("case", "partner"),))
        return Suggestion(None, "poignee_defence")

    def _choose_card(self, view: SeatView, legal: int) -> Card:
        return self._card(view, legal).action

    # --- the rules -----------------------------------------------------------------------------------
    def _bid(self, view: SeatView) -> Suggestion:
        if "bid_method" in self.without:
            return Suggestion(super().choose_bid(view), SIMPLE_HABIT)
        evaluation = evaluate_hand(view.hand)
        wanted = evaluation.advised  # Chavey's thresholds, as the lessons and their exercises read them
        total, petite = evaluation.total, evaluation.thresholds[Contract.PETITE]
        if wanted is None:
            return _bid_method(None, "low", total=total, threshold=petite)
        hand = view.hand.bits
        trumps = (hand & TRUMP_BITS).bit_count() + (hand & EXCUSE_BIT > 0)
        at_3 = {"trumps": trumps, "least": TRUMPS_TO_TAKE_AT_3} if view.players == 3 else {}
        if at_3 and trumps < TRUMPS_TO_TAKE_AT_3:  # measured: at 24 cards the total also takes hands short of trumps
            return _bid_method(None, "trumps", total=total, contract=wanted, **at_3)
        if view.players < 5 and at_the_edge(evaluation) and "bid_alone" not in self.without:
            # The method says take; alone against all, such hands lose on average (measured): pass, and say so.
            return Suggestion(None, "bid_alone", edge_params(evaluation))
        if wanted not in view.allowed_bids():
            return _bid_method(None, "outbid", total=total, contract=wanted)
        case = "bid_at_3" if at_3 else "bid"
        return _bid_method(wanted, case, total=total, contract=wanted, threshold=evaluation.thresholds[wanted], **at_3)

    def _call(self, view: SeatView) -> Suggestion:
        if "call_short" in self.without:
            return Suggestion(super().choose_call(view), SIMPLE_HABIT)
        hand = view.hand
        cards = [card for card in view.callable_cards() if card not in hand] or view.callable_cards()
        # A void's king is never called: the taker could not lead his partner's suit to him.
        held = [card for card in cards if hand.of_suit(card.suit)]
        if not held:  # every card to call is in a void, or in his own hand: the sentence says which
            case = "void" if any(card not in hand for card in cards) else "own"
            return Suggestion(min(cards, key=lambda card: card.index), "call_short", (("case", case),))
        return Suggestion(min(held, key=lambda card: (len(hand.of_suit(card.suit)), card.index)), "call_short")

    def _ecart(self, view: SeatView) -> Suggestion:
        if "ecart_voids" in self.without:
            return Suggestion(super().choose_ecart(view), SIMPLE_HABIT)
        return Suggestion(suggest_ecart(view.hand, view.chien), "ecart_voids")

    def _card(self, view: SeatView, legal: int) -> Suggestion:
        if not legal & (legal - 1):
            return Suggestion(DECK[legal.bit_length() - 1], "forced")
        hand = view.hand.bits
        off = self.without
        suggestion = self._play(view, legal, hand, off)
        if suggestion.action is PETIT and legal & ~PETIT.bit & ~EXCUSE_BIT and "petit_home" not in off:
            if not _trumps_out(view, hand):  # nobody else can hold a trump
                return Suggestion(self._play(view, legal & _NOT_PETIT, hand, off).action, "petit_home")
        return suggestion

    def _play(self, view: SeatView, legal: int, hand: int, off: frozenset) -> Suggestion:
        """The card the other rules choose among ``legal``."""
        if legal & EXCUSE_BIT and hand.bit_count() <= 2 and "excuse_before_end" not in off:
            winner = view.excuse_last_trick == "winner"  # RULES.md §6's option: the sentence says where it goes
            return Suggestion(EXCUSE, "excuse_before_end", (("case", "winner"),) if winner else ())
        trick = view.trick
        mine = view.side_of(view.seat)
        if not trick.led_bits:  # nothing led yet, or only the Excuse: the card played is a lead
            return self._lead(view, legal, hand, mine, off)
        players = view.players
        last_to_play = len(trick.cards) == players - 1
        winners = legal & ~EXCUSE_BIT & winning_bits(trick)
        if winners & PETIT.bit and last_to_play and "petit_last" not in off:
            return Suggestion(PETIT, "petit_last")
        winning = trick.winning_card()
        # A side known, never guessed: at 5 players an unknown seat may be the taker's secret partner.
        friendly = winning is not None and view.side_of(trick.seat_of(winning)) is mine
        safe = all(view.side_of(seat) is mine for seat in seats_after(view))  # nobody of the other side to play
        if friendly and safe and legal & PETIT.bit and "save_petit" not in off and _trumps_out(view, hand):
            return Suggestion(PETIT, "save_petit")  # the side's trick is sure: the Petit is safe in it
        if friendly and safe and "charge_partner" not in off:  # charger: the trick is ours whatever comes after
            # The 21 cannot be lost, the Excuse and the Petit are kept: the honours go to the trick,
            # and with nothing else to give, the Excuse (its points stay with the side) spares the 21.
            charged = legal & _CHARGED
            card = richest_card(charged) if charged else EXCUSE if legal & EXCUSE_BIT else richest_card(legal)
            return Suggestion(card, "charge_partner", _charge_case(card, hand))
        if winners and not friendly and "win_cheap" not in off:
            if not last_to_play and winners & _NOT_PETIT:
                winners &= _NOT_PETIT
            return Suggestion(lowest_card(winners), "win_cheap")
        # The Excuse protects a card of value (an honour, a bout): with a half-point card to give,
        # it waits — played on a trump lead, it would also tell the partners "stop trumps".
        if legal & EXCUSE_BIT and hand.bit_count() > 1 and not friendly and "excuse_save" not in off:
            if not legal & HALF_POINT_CARD_BITS:
                return Suggestion(EXCUSE, "excuse_save")
        # Said as it is: the trick cannot be won, or the side leads it but an opponent plays after.
        return Suggestion(cheapest_card(legal), "discard_cheap", (("case", "partner"),) if friendly else ())

    def _lead(self, view: SeatView, legal: int, hand: int, mine, off: frozenset) -> Suggestion:
        attack = mine is not None and mine is not DEFENCE
        if attack and "cash_king" not in off:
            kings = legal & KING_BITS & _unled_suits(view) & ~_void_suits(view, _defenders(view))
            if kings:
                return Suggestion(lowest_card(kings), "cash_king")
        rich_in_trumps = (hand & TRUMP_BITS).bit_count() * 2 > hand.bit_count()
        if view.seat == view.taker and rich_in_trumps:
            out = _trumps_out(view, hand)
            trumps = legal & TRUMP_BITS & _NOT_PETIT
            if trumps and out and hand & PETIT.bit and "draw_trumps" not in off:
                return Suggestion(DECK[trumps.bit_length() - 1], "draw_trumps")
            # Counted: he hunts only with more trumps than the defence holds, or he runs out first.
            hunts = out & PETIT.bit and (hand & TRUMP_BITS).bit_count() > out.bit_count()
            if trumps and hunts and "hunt_petit" not in off:
                return Suggestion(DECK[trumps.bit_length() - 1], "hunt_petit")
            plain = legal & ~TRUMP_BITS & ~EXCUSE_BIT
            if not out and plain and "count_trumps" not in off:  # the defence has no trump left: his suits are masters
                return Suggestion(_long_suit_card(plain, hand), "count_trumps")
        taker_voids = view.voids(view.taker) if mine is DEFENCE and view.taker is not None else []
        if taker_voids and Suit.TRUMPS not in taker_voids and "cut_taker" not in off:  # he can trump, and must
            for suit in taker_voids:
                cards = legal & SUIT_BITS[suit] & ~KING_BITS
                if cards:
                    return Suggestion(lowest_card(cards), "cut_taker")
        if mine is DEFENCE and "signal_lead" not in off:
            return self._defence_lead(view, legal, hand, off)
        plain = legal & ~TRUMP_BITS & ~EXCUSE_BIT & ~KING_BITS
        if plain and "lead_long" not in off:
            return Suggestion(_long_suit_card(plain, hand), "lead_long")
        return Suggestion(cheapest_card(legal), "discard_cheap", _LEAD_CASE)

    def _defence_lead(self, view: SeatView, legal: int, hand: int, off: frozenset) -> Suggestion:
        """A defender's lead that keeps to the FFT signalisation: the first lead of a suit with a
        small card (ace to 5) promises its king or queen, a card from 6 up denies them — so a
        suit without an honour is opened high, or not opened; and never the taker's long suit."""
        unled = _unled_suits(view)
        taker_suits = _suits_led_by(view, view.taker) if "no_taker_suit" not in off else 0
        options = []
        for suit in SUITS:
            cards = legal & SUIT_BITS[suit] & ~KING_BITS
            if not cards:
                continue
            honour = hand & (suit_card(KING, suit).bit | suit_card(QUEEN, suit).bit)
            if not cards & unled or honour:
                card = lowest_card(cards)  # a suit led before, or an honour to promise: the smallest
            else:
                card = DECK[cards.bit_length() - 1]  # the highest below the king: "no honour here"
                if card.rank <= _SMALL_SIGNAL:
                    continue  # a small card would promise an honour he lacks
            options.append(card)
        if options:
            longest = min(options, key=lambda card: (-(hand & SUIT_BITS[card.suit]).bit_count(), card.rank))
            if not longest.bit & taker_suits:
                return Suggestion(longest, "signal_lead", () if longest.bit & unled else (("case", "led"),))
            others = [card for card in options if not card.bit & taker_suits]
            if others:
                return Suggestion(
                    min(others, key=lambda card: (-(hand & SUIT_BITS[card.suit]).bit_count(), card.rank)),
                    "no_taker_suit",
                )
            return Suggestion(longest, "signal_lead", () if longest.bit & unled else (("case", "led"),))
        # No suit to open without a false signal: a small trump, or a king, says nothing false.
        quiet = legal & TRUMP_BITS & _NOT_PETIT or legal & KING_BITS
        if quiet:
            return Suggestion(lowest_card(quiet), "signal_lead", (("case", "quiet"),))
        return Suggestion(cheapest_card(legal), "discard_cheap", _LEAD_CASE)


_SMALL_SIGNAL = 5  # the FFT signalisation: a first lead from the ace to the 5 promises an honour
_CHARGED = ~(EXCUSE_BIT | PETIT.bit | TRUMP_21.bit)
_LEAD_CASE = (("case", "lead"),)  # discard_cheap on a lead: no trick is lost yet, nothing better to lead


def _charge_case(card: Card, hand: int) -> tuple:
    """The sentence of a charge: an honour (« gardez le 21 » only when the 21 is held), else the small
    card, the Excuse or the bout given for want of an honour."""
    if card.bit & HONOUR_BITS:
        return () if hand & TRUMP_21.bit else (("case", "honours"),)
    if card is EXCUSE:
        return (("case", "excuse"),)
    return (("case", "bout"),) if card in (PETIT, TRUMP_21) else (("case", "small"),)


def _bid_method(bid: Contract | None, case: str, /, **params) -> Suggestion:
    """The points method's ``bid`` (``None``: a pass) and its ``case``, which picks the sentence
    (:func:`rule_sentence`)."""
    return Suggestion(bid, "bid_method", (("case", case), *params.items()))


def _trumps_out(view: SeatView, hand: int) -> int:
    """The trumps (as bits) that another seat may still hold, as this seat counts them: neither in
    his hand, nor played, nor in the écart he made or the poignées he saw."""
    out = view.ecart if view.seat == view.taker else view.shown_trumps
    return TRUMP_BITS & ~(hand | view.played.bits | out.bits)


def _unled_suits(view: SeatView) -> int:
    """The bits of the suits no trick has been led in yet (the first round of those suits)."""
    led = 0
    for trick in view.tricks:
        led |= trick.led_bits
    return ~led & ~TRUMP_BITS & ~EXCUSE_BIT & ((1 << 56) - 1)


def _suits_led_by(view: SeatView, seat: int | None) -> int:
    """The bits of the plain suits ``seat`` has led: the suits he shows long."""
    bits = 0
    for trick in view.tricks:
        if trick.seats and trick.seats[0] == seat and trick.cards[0].suit in SUITS:
            bits |= SUIT_BITS[trick.cards[0].suit]
    return bits


def _defenders(view: SeatView) -> list[int]:
    return [seat for seat in range(view.players) if view.side_of(seat) is DEFENCE]


def _void_suits(view: SeatView, seats) -> int:
    """The bits of the suits one of ``seats`` has shown he lacks."""
    bits = 0
    for seat in seats:
        for suit in view.voids(seat):
            bits |= SUIT_BITS[suit]
    return bits


def _long_suit_card(plain: int, hand: int) -> Card:
    """The lowest card of the longest suit among ``plain`` (the kings kept when another card is there)."""
    cards = [lowest_card(bits) for suit in SUITS if (bits := plain & SUIT_BITS[suit] & ~KING_BITS)]
    if not cards:
        return lowest_card(plain)
    return min(cards, key=lambda card: (-(hand & SUIT_BITS[card.suit]).bit_count(), card.rank))


def explaining_rule(game: Game, seat: int, action) -> Suggestion | None:
    """The first coach rule that chooses ``action`` for ``seat`` once the rules before it are set aside
    (the coach's own rule first), and only where its sentence holds (:mod:`.coach_conditions`: a rule
    switched off can leave the next one a position its words do not fit); ``None`` when none does."""
    view = game.view(seat)
    off: set = set()
    suggestion = CoachBot(0).advise(game, seat)
    while True:
        if _same_action(suggestion.action, action) and suggestion.rule != SIMPLE_HABIT:
            if sentence_holds(view, suggestion.rule, suggestion.action, suggestion.params):
                return suggestion
        if suggestion.rule not in SWITCHABLE or suggestion.rule in off:
            return None
        off.add(suggestion.rule)
        suggestion = CoachBot(0, without=off).advise(game, seat)


def _same_action(one, other) -> bool:
    if isinstance(one, CardSet) or isinstance(other, CardSet):
        return CardSet(one or ()) == CardSet(other or ())
    return one == other
