"""Deals that agree with what one seat knows, the hidden cards placed at random (RULES.md §2–§7).

A player who cannot see the other hands reasons about the deals they could hold; card-play
programs do it by sampling (GIB in bridge, Kermit in Skat): draw deals that agree with what the
seat knows, solve or play out each one, average. :func:`sample_deals` draws them. Each sample is a
:class:`~tarot_learn.game.Game` at the same point of the deal as the real one — same phase, same
public history, same hand for the seat — whose cards unseen by the seat are placed at random: a
solver or a playout can be run on it as on any game.

**What the seat knows**, read from :meth:`Game.view <tarot_learn.game.Game.view>` only (never from
the hidden hands, so a sample cannot tell the seat anything it could not know):

* its own hand, and every card played and by whom;
* what the play showed (§5): a seat that did not follow has none of the led suit; one that threw a
  suit card instead of trumping, or under a trump lead, has no trump; one that played a trump under
  the highest trump on the table has none above it. The Excuse, always playable, shows nothing;
* the poignées (§7): the trumps shown are in that hand or were played from it; a poignée that shows
  the Excuse says that the hand had no other trump;
* the chien shown at a Petite or a Garde (§4): its cards went to the taker. The écart, seen by the
  taker alone, holds as many cards from his hand and the chien: never a king nor a bout, trumps only
  those shown — and when it shows any, it holds every other card that may go aside, so the taker's
  hand has none left. At a Garde sans or contre nobody sees the chien;
* at five players the called card (§4): if the taker called a queen, he held the four kings and not
  the four queens (and so on down the ranks); the partner is whoever holds the called card;
* the deal was not cancelled (§2): no hand, as dealt, had the Petit sec.

**Uniform, exactly.** The *unknown* cards are those the seat cannot place; their *places* are the
other seats' hands and, when unseen, the écart or the chien, each with a known number of free
slots. What the seat knows says which places each unknown card may go to, and
:class:`~.placements.Placements` counts exactly every way to place them that fills every place
(dynamic programming over the places and the classes of cards with the same places; Python's
integers hold the count) and draws one uniformly. Two rules bear on whole hands, not on single
cards — no hand as dealt had the Petit sec; a taker who called a queen did not hold all four — so
the placements that break them are counted by inclusion and exclusion and taken off, and a draw
that breaks one is drawn again: uniform among the others, in (placements / deals) draws on
average. Every deal the rules allow counts the same: ``weighting="uniform"``, the default, and the
exact counts of :func:`count_deals` and :func:`card_chances`.

**Weighted by the auction** (``weighting="auction"``, issue 30). The rules are not all the seat
knows: a seat that passed (RULES.md §3) seldom holds a strong hand, one that bid a Garde seldom a weak
one, a called king (§4) is seldom of the taker's long suit, and a taker who showed no poignée (§7)
seldom holds ten trumps. :mod:`.likelihood` says how likely what the others chose is, deal by deal,
if they chose as the coach does (softened, with a share of random choices: every deal keeps a weight
above 0). The chance of a deal given all the seat saw is then its uniform chance times that
likelihood (Bayes), and the sampler draws from it by *rejection*: a uniform placement is drawn and
kept with the chance ``likelihood / bound`` (:attr:`~.likelihood.Observed.bound`, the likelihood's
maximum), else drawn again — exactly that distribution, each deal drawn independently of the others,
so that averages and intervals over the deals keep their meaning. Only the placement and the points
method of the others' hands (:func:`~.advice.evaluate_hand`) are computed for a draw sent back, not a
game. When an auction makes every deal unlikely (the seat's own hand contradicts it), rejection could
take long: after :data:`MAX_DRAWS` draws sent back, one of them is kept at random in proportion to its
likelihood (sampling-importance-resampling, an approximation; ``benchmarks/bench_sampler.py`` counts
how often it happens and the draws a deal takes). The bound is tightened by a pilot: late in a deal
the others' hands are mostly known, every likelihood is far below the largest one possible and
rejection would send back nearly every draw, so the bound taken is :data:`PILOT_MARGIN` times the
largest likelihood of :data:`PILOT_DRAWS` uniform draws, when that is lower — exact as long as no
deal's likelihood exceeds it (one that does is kept every time it is drawn, slightly too seldom).
The seat's own bids tell it nothing it does not know, and before anyone has spoken both weightings
draw the same deals.

>>> from tarot_learn.game import Game
>>> game = Game(4, seed=7)
>>> game.bid(1, "garde sans"); game.bid(2, None); game.bid(3, None); game.bid(0, None)
>>> deals = list(sample_deals(game, 0, 3, seed=1))
>>> [deal.view(0).hand == game.view(0).hand for deal in deals]
[True, True, True]
>>> all(consistent_with(deal, game, 0) for deal in deals)
True
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator
from functools import cached_property

from ..cards import (
    ALL_BITS,
    DECK,
    EXCUSE,
    EXCUSE_BIT,
    KING,
    KING_BITS,
    PETIT,
    SUIT_BITS_BY_INDEX,
    TRUMP_BITS,
    CardSet,
    cards_of,
)
from ..deal import check_seat, deal_from_hands, deal_size, random_source
from ..errors import TarotError, shown
from ..game import BIDDING, CALL, ECART, OVER, PLAY, Game, SeatView
from ..play import ABOVE
from .likelihood import Observed
from .placements import Placements

# What an écart may hold besides the trumps it shows (RULES.md §4): suit cards below the king.
ASIDE_BITS = ALL_BITS & ~TRUMP_BITS & ~KING_BITS & ~EXCUSE_BIT
# What keeps the Petit from being sec in a hand (RULES.md §2): another trump, or the Excuse.
GUARD_BITS = (TRUMP_BITS & ~PETIT.bit) | EXCUSE_BIT
WEIGHTINGS = ("uniform", "auction")  # the deals drawn: all alike, or weighted by the others' choices
# Weighted draws sent back before one of them is kept by its likelihood (see the module's note).
MAX_DRAWS = 200
# The pilot that tightens the rejection's bound: uniform draws, and the margin above their largest likelihood.
PILOT_DRAWS = 64
PILOT_MARGIN = 2.0
CHANCE_DEALS = 4000  # the deals a chance weighted by the auction is estimated on (card_chances)


def sample_deals(
    game: Game,
    seat: int,
    n: int,
    *,
    seed: int | str | random.Random | None = None,
    weighting: str = "uniform",
) -> Iterator[Game]:
    """``n`` deals that agree with everything ``seat`` knows of ``game`` now, each a :class:`Game` at
    the same point of the deal (see the module's docstring): drawn uniformly among all such deals
    (``weighting="uniform"``), or each in proportion to how likely it makes the others' bids, call
    and poignée under the coach's policy (``weighting="auction"``, what the evaluator uses).

    Every phase but the end: the bidding, the call, the écart and the play. The same ``seed`` (a
    whole number or a text; or a ``random.Random``, drawn from as it is) gives the same deals; two
    games that ``seat`` sees alike give the same deals for the same seed. The deals are drawn one
    at a time, as they are asked for; what the seat knows is read once, when this is called.
    Raises :class:`TarotError` for a seat that does not exist, ``n`` below 1, a weighting not in
    :data:`WEIGHTINGS`, a finished deal, and a game whose history no deal can explain (one played
    through the engine's unchecked steps) — at once, or at the first deal when only the Petit sec or
    a called queen rules every deal out.
    """
    _check(game, seat)
    if isinstance(n, bool) or not isinstance(n, int) or n < 1:
        raise TarotError("error.sampler.count", given=shown(n))
    _check_weighting(weighting)
    knowledge = _Knowledge(game, seat)
    if isinstance(seed, random.Random):
        rng = seed  # shared as it is: a caller drawing deals in turns from one generator
    else:
        rng = random_source(seed) if seed is not None else random.Random()
    observed = Observed.of(knowledge.view)
    if weighting == "uniform" or observed.empty:
        return (knowledge.game_of(knowledge.draw(rng)) for _ in range(n))
    bound = knowledge.pilot_bound(rng, observed)
    return (knowledge.game_of(knowledge.draw_weighted(rng, observed, bound)) for _ in range(n))


def count_deals(game: Game, seat: int) -> int:
    """How many deals agree with everything ``seat`` knows of ``game`` now: the number
    :func:`sample_deals` draws uniformly from (each way to place the cards the seat cannot see)."""
    _check(game, seat)
    total = _Knowledge(game, seat).total
    if not total:
        raise TarotError("error.sampler.no_deal", seat=seat)
    return total


def card_chances(game: Game, seat: int, card, *, weighting: str = "uniform") -> dict:
    """Where ``card`` may lie, as ``seat`` knows the deal now: each place it may be in — another
    seat (its number), or the unseen ``"chien"`` or ``"ecart"`` — with its chance. Empty when the
    seat knows where the card is: in its hand, played, in the chien it saw or in its own écart. The
    inference drill's answers (``qui peut encore avoir le 21 ?``, and how likely).

    ``weighting="uniform"``: the exact chance, the share of the deals :func:`count_deals` counts
    that put it there (a :class:`~fractions.Fraction`). ``weighting="auction"``: each of those deals
    weighted by the likelihood of the others' bids, call and poignée under the coach's policy (the
    module's note), estimated on :data:`CHANCE_DEALS` deals drawn uniformly, each counted by its
    likelihood (importance sampling; a fixed seed: the same position gives the same figure), a
    float; the places are those of the exact chances, every one kept even when no draw put it there.
    Raises :class:`TarotError` for a weighting not in :data:`WEIGHTINGS`."""
    from fractions import Fraction

    from ..parsing import parse_card

    _check(game, seat)
    _check_weighting(weighting)
    card = parse_card(card)
    knowledge = _Knowledge(game, seat)
    places = knowledge.allowed.get(card.bit)
    if places is None:
        return {}
    names = [*knowledge.others, knowledge.pile]
    chances = {}
    for place, name in enumerate(names):
        if places >> place & 1:
            allowed = dict(knowledge.allowed)
            allowed[card.bit] = 1 << place
            count = knowledge.count(allowed)
            if count:
                chances[name] = Fraction(count, knowledge.total)
    observed = Observed.of(knowledge.view)
    if weighting == "uniform" or observed.empty or len(chances) == 1:
        return chances if weighting == "uniform" else {name: float(chance) for name, chance in chances.items()}
    rng = random_source("card_chances")
    weights = dict.fromkeys(chances, 0.0)
    for _ in range(CHANCE_DEALS):
        placed = knowledge.draw(rng)
        name = next(name for place, name in enumerate(names) if placed[place] & card.bit)
        weights[name] += knowledge.likelihood(placed, observed)
    total = sum(weights.values())
    return {name: weight / total for name, weight in weights.items()}


def _check_weighting(weighting: str) -> None:
    if weighting not in WEIGHTINGS:
        raise TarotError("error.option", given=shown(weighting), name="weighting", choices=", ".join(WEIGHTINGS))


def _check(game: Game, seat: int) -> None:
    """Refuse what is not a game, a seat that is not at its table, a finished deal."""
    if not isinstance(game, Game):
        raise TarotError("error.sampler.game", given=shown(game))
    check_seat(seat, game.players)
    if game.phase is OVER:
        raise TarotError("error.sampler.over")


def consistent_with(sample: Game, game: Game, seat: int) -> bool:
    """Whether ``sample`` agrees with everything ``seat`` knows of ``game``: see :func:`inconsistency`."""
    return inconsistency(sample, game, seat) is None


# What a seat sees of a deal, compared one by one: a sample must show the seat the same.
VIEW_FACTS = (
    "players",
    "dealer",
    "phase",
    "to_act",
    "contract",
    "taker",
    "called_card",
    "leader",
    "bids",
    "tricks",
    "played",
    "shown_trumps",
    "poignees",
    "slam_announced",
    "excuse_last_trick",
    "hand",
    "chien",
    "ecart",
    "partner",
)


def inconsistency(sample: Game, game: Game, seat: int) -> str | None:
    """The first thing ``seat`` would find different in ``sample`` from ``game``, or ``None`` when
    the sample agrees with all it knows: a name of :data:`VIEW_FACTS` (the seat's view differs),
    ``"trick"`` (the cards on the table), ``"petit_sec"`` (a hand of the sample's deal had the Petit
    sec, RULES.md §2), ``"illegal"`` (the sample's deal cannot be played as the public history
    says: a void, a trump, an écart or a poignée breaks a rule) or ``"state"`` (played by the rules,
    the sample's deal does not end where the sample stands). A check for tests and callers; the
    names are not sentences for a learner."""
    mine, theirs = sample.view(seat), game.view(seat)
    for name in VIEW_FACTS:
        if getattr(mine, name) != getattr(theirs, name):
            return name
    if mine.trick.cards != theirs.trick.cards:
        return "trick"
    if sample.deal.petit_sec_seats():
        return "petit_sec"
    taker = sample.taker
    ecart = sample.view(taker).ecart.bits if taker is not None else 0
    replayed = Game.from_deal(sample.deal, excuse_last_trick=theirs.excuse_last_trick)
    try:
        _replay(replayed, theirs, ecart)
    except TarotError:
        return "illegal"
    every_seat = range(sample.players)
    if [replayed.view(other).hand for other in every_seat] != [sample.view(other).hand for other in every_seat]:
        return "state"
    if taker is not None and replayed.view(taker).ecart != sample.view(taker).ecart:
        return "state"
    return None


# --- what the seat knows, as places ----------------------------------------------------
class _Knowledge:
    """What ``seat`` knows of ``game``, read from its view only: the unknown cards and the places
    each may go to (:attr:`allowed`), the rules on whole hands (:attr:`events`), the number of deals
    (:attr:`total`); :meth:`draw` draws one placement, :meth:`game_of` makes it a whole game."""

    def __init__(self, game: Game, seat: int):
        self.view = view = game.view(seat)
        self.seat = seat
        players, taker, contract, phase = view.players, view.taker, view.contract, view.phase
        size = deal_size(players)
        self.plays = _plays(view)
        self.played_by = [0] * players
        for player, card in self.plays:
            self.played_by[player] |= card.bit
        # At a Petite or a Garde, once the play has begun the chien is in the taker's cards and the
        # écart aside (§4); before, the taker's hand is the one he was dealt.
        self.after_ecart = phase is PLAY and contract.taker_takes_chien
        chien = view.chien.bits if view.chien is not None else 0
        self.chien = chien  # the chien shown, 0 when unseen
        shown_trumps = view.shown_trumps.bits
        known = view.hand.bits | view.played.bits
        # The places, in order: the other seats' hands, then the écart or the chien if unseen.
        self.others = [other for other in range(players) if other != seat]
        self.hand_place = {other: place for place, other in enumerate(self.others)}
        free = [size.hand - self.played_by[other].bit_count() for other in self.others]
        self.pile = None  # the unseen écart or chien: "ecart", "chien" or None
        if phase in (BIDDING, CALL) or (phase is PLAY and not contract.taker_takes_chien):
            self.pile = "chien"
            free.append(size.chien)
        elif self.after_ecart and seat != taker:
            self.pile = "ecart"
            free.append(size.chien - shown_trumps.bit_count())
            known |= shown_trumps
        elif phase is ECART:
            known |= chien
        else:  # the taker, after his écart: he knows it
            known |= view.ecart.bits
        unknown = ALL_BITS & ~known
        banned = self._banned_by_play_and_poignees()
        allowed = {}  # each unknown card (its bit): the places it may go to, a bit per place
        for card in cards_of(unknown):
            places = 0
            for place, other in enumerate(self.others):
                if not card.bit & banned[other]:
                    places |= 1 << place
            if self.pile == "chien" or (self.pile == "ecart" and card.bit & ASIDE_BITS):
                places |= 1 << len(self.others)
            allowed[card.bit] = places
        self._restrict_to_the_takers_cards(allowed, unknown)
        self.allowed = allowed
        self.placements = Placements(free)
        # The unknown cards that were in a hand as dealt: not the chien's, once the taker holds it.
        self.dealt = unknown & ~chien if self.after_ecart else unknown
        self.events = self._petit_sec_events() + self._called_rank_events()
        self.event_cards = {card for _family, event in self.events for card in event}
        if not self.placements.count(allowed):
            raise TarotError("error.sampler.no_deal", seat=seat)

    # --- the rules on whole hands: what the placements cannot say card by card ------------------------
    # Two rules bear on a hand as a whole: no hand as dealt had the Petit sec (§2), and a taker who
    # called a queen (a knight…) did not hold all four (§4: he would have called a lower rank). Each
    # way to break one is an *event*: every card of some set lies in some of its places (the Petit in
    # a hand, and no guard there), so the placements where it happens are those of ``allowed``
    # narrowed card by card. The deals are counted by inclusion and exclusion over the events (those
    # of one family exclude each other: the Petit is in one hand); a draw that breaks a rule is drawn
    # again, uniform among the others, in (all placements / deals) draws on average.
    def _petit_sec_events(self) -> list[tuple[str, dict[int, int]]]:
        """The Petit sec (§2): for each hand that may hold the Petit as dealt with no guard known
        (no other trump, no Excuse), the event "the Petit there, and no unknown guard"."""
        guards = [card.bit for card in cards_of(self.dealt & GUARD_BITS)]
        events = []
        for place, other in enumerate(self.others):
            known = self._known_dealt_cards(other)
            petit_there = {} if known & PETIT.bit else {PETIT.bit: 1 << place}
            may_hold_it = known & PETIT.bit or (self.dealt & PETIT.bit and self.allowed[PETIT.bit] >> place & 1)
            if may_hold_it and not known & GUARD_BITS:
                events.append(("petit", {**petit_there, **{guard: ~(1 << place) for guard in guards}}))
        return events

    def _called_rank_events(self) -> list[tuple[str, dict[int, int]]]:
        """A called queen (knight…): the event "the taker held all four", his dealt hand being his
        hand now, or his écart, with the cards he played (§4)."""
        view = self.view
        called, taker = view.called_card, view.taker
        if called is None or called.rank == KING or taker == self.seat:
            return []
        rank = [card for card in DECK[:56] if card.rank == called.rank]
        if any(not card.bit & (self.dealt | self._known_dealt_cards(taker)) for card in rank):
            return []  # one of them is known elsewhere: he did not hold the four
        takers = 1 << self.hand_place[taker] | (1 << len(self.others) if self.pile == "ecart" else 0)
        return [("called", {card.bit: takers for card in rank if card.bit & self.dealt})]

    @cached_property
    def total(self) -> int:
        """The deals: the placements breaking no rule on whole hands, by inclusion and exclusion.
        Counted when asked for: drawing needs only the placements' count, and the events' counts
        cost more (a hand's guards kept out of it splits the classes)."""
        return self.count(self.allowed)

    def count(self, allowed: dict[int, int]) -> int:
        """The deals whose placements keep to ``allowed`` (each unknown card: its places) and break
        no rule on whole hands (see :attr:`total`)."""
        families: dict[str, list[dict[int, int]]] = {}
        for family, narrowed in self.events:
            families.setdefault(family, []).append(narrowed)
        total = 0
        for chosen in itertools.product(*[[None, *events] for events in families.values()]):
            narrowed_allowed = dict(allowed)
            for narrowed in filter(None, chosen):
                for card, places in narrowed.items():
                    narrowed_allowed[card] &= places
            total += (-1) ** sum(event is not None for event in chosen) * self.placements.count(narrowed_allowed)
        return total

    def draw(self, rng: random.Random) -> list[int]:
        """One placement of the unknown cards (their bits, place by place), uniform among those that
        break no rule on whole hands (see :attr:`total`)."""
        attempts = 0
        while True:
            placed = self.placements.draw(self.allowed, rng)
            place_of = {card: place for place, cards in enumerate(placed) for card in self.event_cards if cards & card}
            broken = (all(places >> place_of[card] & 1 for card, places in event.items()) for _, event in self.events)
            if not any(broken):
                return placed
            attempts += 1
            if attempts == 100 and not self.total:  # every placement breaks a rule: a history no deal explains
                raise TarotError("error.sampler.no_deal", seat=self.seat)

    def pilot_bound(self, rng: random.Random, observed: Observed) -> float:
        """The bound rejection uses: :attr:`~.likelihood.Observed.bound`, or, when it is far above
        every likelihood the seat's knowledge leaves possible (late in a deal the bidder's hand is
        mostly known, and so is his bid's likelihood), :data:`PILOT_MARGIN` times the largest
        likelihood of :data:`PILOT_DRAWS` uniform draws (see the module's note)."""
        largest = max(self.likelihood(self.draw(rng), observed) for _ in range(PILOT_DRAWS))
        return min(observed.bound, PILOT_MARGIN * largest)

    def draw_weighted(self, rng: random.Random, observed: Observed, bound: float) -> list[int]:
        """One placement, drawn in proportion to the likelihood of what was ``observed`` (the
        module's note): uniform draws, each kept with the chance ``likelihood / bound`` (1 above
        it); after :data:`MAX_DRAWS` sent back, one of those, in proportion to its likelihood."""
        sent_back = []
        for _ in range(MAX_DRAWS):
            placed = self.draw(rng)
            least = rng.random() * bound
            if self.likelihood(placed, observed, least) > least:
                return placed
            sent_back.append(placed)
        # Rare: every draw sent back. Keep one by its likelihood, computed in full this time.
        return rng.choices(sent_back, [self.likelihood(placed, observed) for placed in sent_back])[0]

    def likelihood(self, placed: list[int], observed: Observed, least: float = 0.0) -> float:
        """How likely the placement ``placed`` makes what was ``observed`` (:mod:`.likelihood`;
        0 once it cannot reach ``least``)."""
        dealt = self.dealt_hands(placed)
        taker = self.view.taker
        first_card = 0
        if observed.poignee is not None:  # the taker's hand at his first card: now, and what he played
            first_card = self.hands_now(placed)[taker] | self.played_by[taker]
        return observed.likelihood(dealt, first_card, least)

    def _banned_by_play_and_poignees(self) -> list[int]:
        """For each seat, the cards its hand cannot hold now, as bits: what the tricks showed
        (§5), and a poignée that showed the Excuse (§7); the taker's, after an écart that showed
        trumps (§4)."""
        view = self.view
        banned = _shown_by_play(view)
        for player, (_poignee, cards) in view.poignees.items():
            if EXCUSE in cards:  # the Excuse stands in for a trump only when no trump is left to show
                banned[player] |= TRUMP_BITS & ~cards.bits
        if self.after_ecart and view.shown_trumps:
            banned[view.taker] |= ASIDE_BITS  # every card that may go aside went: trumps only when needed
        return banned

    def _restrict_to_the_takers_cards(self, allowed: dict[int, int], unknown: int) -> None:
        """The cards known to be the taker's: a poignée's trumps (in the shower's hand), the chien
        taken at a Petite or a Garde (in the taker's hand or his écart), the cards above the called
        one (§4: the taker calls a queen only when he holds the four kings…)."""
        view = self.view
        ecart_place = 1 << len(self.others) if self.pile == "ecart" else 0
        for player, (_poignee, cards) in view.poignees.items():
            if player != self.seat:
                for card in cards_of(cards.bits & unknown):
                    allowed[card.bit] &= 1 << self.hand_place[player]
        taker = view.taker
        if taker is None or taker == self.seat:
            return
        takers = 1 << self.hand_place[taker]
        if self.after_ecart:
            for card in cards_of(self.chien & unknown):
                allowed[card.bit] &= takers | ecart_place
        called = view.called_card
        if called is not None and called.rank < KING and not called.is_trump:
            # Every card of a higher rank, in the four suits, was in the taker's dealt hand.
            above = sum(card.bit for card in DECK[:56] if card.rank > called.rank)
            for card in cards_of(above & unknown):
                allowed[card.bit] &= takers | (ecart_place if card.bit & ASIDE_BITS else 0)

    def _known_dealt_cards(self, player: int) -> int:
        """The cards of ``player``'s dealt hand the seat knows of: those he played, and for the
        taker the trumps his écart showed — but none from the chien (§2, §4)."""
        cards = self.played_by[player]
        if self.after_ecart and player == self.view.taker:
            cards = (cards | self.view.shown_trumps.bits) & ~self.chien
        return cards

    # --- one placement, made a whole game ---------------------------------------------------------
    def game_of(self, placed: list[int]) -> Game:
        """The game of one placement (bits per place): the deal as dealt — each hand's cards now,
        played, and for the taker the chien and écart undone — played on through the engine's
        checked steps as the public history says."""
        view = self.view
        chien, ecart = self._piles(placed)
        hands = [cards_of(cards) for cards in self.dealt_hands(placed)]
        dealt_deal = deal_from_hands(hands, cards_of(chien), view.dealer)
        game = Game.from_deal(dealt_deal, excuse_last_trick=view.excuse_last_trick)
        _replay(game, view, ecart)
        return game

    def hands_now(self, placed: list[int]) -> list[int]:
        """Each seat's hand now (bits) under the placement ``placed``."""
        now = [0] * self.view.players
        now[self.seat] = self.view.hand.bits
        for place, other in enumerate(self.others):
            now[other] = placed[place]
        return now

    def dealt_hands(self, placed: list[int]) -> list[int]:
        """Each seat's hand as dealt (bits) under the placement ``placed``: its hand now and what it
        played; for the taker after his écart, with the écart and without the chien."""
        dealt = [now | played for now, played in zip(self.hands_now(placed), self.played_by, strict=True)]
        if self.after_ecart:
            chien, ecart = self._piles(placed)
            taker = self.view.taker
            dealt[taker] = (dealt[taker] | ecart) & ~chien
        return dealt

    def _piles(self, placed: list[int]) -> tuple[int, int]:
        """The chien and the écart (bits, 0 for none yet) under the placement ``placed``."""
        chien, ecart = self.chien, 0
        if self.pile == "chien":
            chien = placed[-1]
        elif self.pile == "ecart":
            ecart = placed[-1] | self.view.shown_trumps.bits
        elif self.after_ecart:
            ecart = self.view.ecart.bits
        return chien, ecart


def _plays(view: SeatView) -> list:
    """Every card played so far, in order, with its seat: the tricks, then the table."""
    plays = [play for trick in view.tricks for play in zip(trick.seats, trick.cards, strict=True)]
    leader, players = view.leader, view.players
    plays += [((leader + number) % players, card) for number, card in enumerate(view.trick.cards)]
    return plays


def _shown_by_play(view: SeatView) -> list[int]:
    """For each seat, the cards the tricks showed its hand no longer holds, as bits (RULES.md §5):
    the led suit it did not follow; every trump, when it threw a suit card instead of trumping or
    under a trump lead; the trumps above the highest one on the table, when it played a lower
    trump. The Excuse, always playable, shows nothing; nor does the first card of a trick."""
    banned = [0] * view.players
    players = view.players
    tricks = [(trick.seats, trick.cards) for trick in view.tricks]
    current = view.trick.cards
    tricks.append((tuple((view.leader + number) % players for number in range(len(current))), current))
    for seats, cards in tricks:
        led = top = 0  # the led suit's bits (0 until a card other than the Excuse), the highest trump
        for player, card in zip(seats, cards, strict=True):
            if led and card is not EXCUSE:
                if not card.bit & led:  # did not follow (a suit card, or a trump under a trump lead)
                    banned[player] |= led if card.is_trump else led | TRUMP_BITS
                if card.is_trump and card.rank < top:  # under the highest trump: none above it
                    banned[player] |= ABOVE[top]
            if not led and card is not EXCUSE:
                led = SUIT_BITS_BY_INDEX[card.index]
            if card.is_trump and card.rank > top:
                top = card.rank
    return banned


def _replay(game: Game, view: SeatView, ecart: int) -> None:
    """Play on ``game``, just dealt, the public history of ``view``'s deal — the bids, the call,
    the écart (``ecart``, as bits), the slam, the poignées, the cards — through the engine's
    checked steps: an illegal step raises its :class:`TarotError`."""
    for bidder, contract in view.bids:
        game.bid(bidder, contract)
    if view.called_card is not None:
        game.call(view.taker, view.called_card)
    if view.phase is not PLAY:
        return
    if game.phase is ECART:
        game.make_ecart(view.taker, CardSet.from_bits(ecart))
    poignees, declared = view.poignees, set()

    def declare(player: int) -> None:
        game.declare_poignee(player, poignees[player][1])
        declared.add(player)

    if view.slam_announced:
        # The first player may have shown his poignée before the slam was announced (§5, §7).
        if game.to_act in poignees and game.to_act != view.taker:
            declare(game.to_act)
        game.announce_slam(view.taker)
    for player, card in _plays(view):
        if player in poignees and player not in declared:  # shown just before one's first card
            declare(player)
        game.play(player, card)
    if game.to_act in poignees and game.to_act not in declared:
        declare(game.to_act)
