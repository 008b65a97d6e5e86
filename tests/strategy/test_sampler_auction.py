"""The sampler that reads the auction (strategy/likelihood.py, sample_deals(..., weighting="auction"),
issue 30 item 4): the softened coach's policy agrees with the coach, the weighted deals are those the
rules allow drawn in proportion to the likelihood (checked exactly on small positions), a bidder's hand
comes out stronger and a passer's weaker than under uniform sampling, the draws are reproducible, and
a bad option gets a sentence."""

import math
import random
import statistics

import pytest
from sampler_reference import chi_square_p_value, consistent_placements, placement_of
from test_sampler import SMALL, position

from tarot_learn.bidding import CONTRACTS
from tarot_learn.cards import EXCUSE_BIT, TRUMP_BITS, CardSet
from tarot_learn.contracts import Contract
from tarot_learn.errors import TarotError
from tarot_learn.game import Game, Phase
from tarot_learn.parsing import parse_card, parse_cards
from tarot_learn.strategy.advice import evaluate_hand
from tarot_learn.strategy.bots import SimpleBot, take_turn
from tarot_learn.strategy.coach import ALONE_MARGIN, TRUMPS_TO_TAKE_AT_3, CoachBot
from tarot_learn.strategy.likelihood import NOISE, TEMPERATURE, Observed, bid_chance, call_chance, poignee_chance
from tarot_learn.strategy.sampler import _Knowledge, card_chances, consistent_with, sample_deals


def auction(players: int, seed: int, first: str | None = "garde") -> Game:
    """Deal ``seed``: the first speaker says ``first``, the others pass."""
    game = Game(players, seed=f"auction/{seed}")
    game.bid(game.to_act, first)
    while game.phase is Phase.BIDDING and game.to_act is not None:
        game.bid(game.to_act, None)
    return game


def strength(hand) -> int:
    return evaluate_hand(hand).total


# --- the model is the coach's ----------------------------------------------------------------------
def far_from_the_thresholds(hand: int, players: int) -> bool:
    """Whether the coach's bid for ``hand`` is clear: its total two temperatures or more from every
    threshold it is compared with, and at 3 players its trumps not one from the count asked."""
    evaluation = evaluate_hand(hand)
    cuts = list(evaluation.thresholds.values())
    if players < 5:
        cuts.append(cuts[0] + ALONE_MARGIN)
    trumps = (hand & TRUMP_BITS).bit_count() + (hand & EXCUSE_BIT > 0)
    if players == 3 and abs(trumps - TRUMPS_TO_TAKE_AT_3 + 0.5) < 1:
        return False
    return all(abs(evaluation.total - cut + 0.5) >= 2 * TEMPERATURE for cut in cuts)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_most_likely_bid_is_the_coachs(players):
    """On seeded deals, each speaker in turn, whatever was bid before him: the chances of his choices
    add up to 1, and where the coach's bid is clear (away from the thresholds) the softened policy
    gives it the most of them — over 75 %."""
    coach = CoachBot(1)
    checked = 0
    for seed in range(60):
        game = Game(players, seed=f"coach/{seed}")
        for _speaker in range(players):  # one turn each (after four passes the cards are dealt again)
            view = game.view(game.to_act)
            allowed = view.allowed_bids()
            if allowed:
                hand = view.hand.bits
                choices = [None, *allowed]
                chances = [bid_chance(hand, players, bid, allowed[0]) for bid in choices]
                assert math.isclose(sum(chances), 1.0)
                if far_from_the_thresholds(hand, players):
                    assert chances[choices.index(coach.choose_bid(view))] > 0.75
                    checked += 1
            # Someone bids now and then, so that later speakers face a narrower auction.
            game.bid(game.to_act, allowed[0] if allowed and seed % 3 == 0 and not game.auction.highest_bid else None)
    assert checked >= 30


def test_a_surprising_bid_keeps_a_weight_and_a_clear_one_is_near_certain():
    weak = CardSet(parse_cards("1 2 3 2♠ 3♠ 4♠ 5♠ 6♠ 2♥ 3♥ 4♥ 5♥ 2♦ 3♦ 4♦ 2♣ 3♣ 4♣"))
    strong = CardSet(parse_cards("21 20 19 18 17 16 15 14 13 1 Excuse R♠ D♠ R♥ D♥ R♦ R♣ 2♣"))
    for hand in (weak, strong):
        chances = {bid: bid_chance(hand.bits, 4, bid, CONTRACTS[0]) for bid in [None, *CONTRACTS]}
        assert all(chance >= NOISE / 5 for chance in chances.values())  # never none: the support is kept
        assert math.isclose(sum(chances.values()), 1.0)
    assert bid_chance(weak.bits, 4, None, CONTRACTS[0]) > 0.95
    assert bid_chance(strong.bits, 4, Contract.GARDE_CONTRE, CONTRACTS[0]) > 0.9
    # A pass after a Garde contre's rival bid is what a strong hand does when it cannot bid higher.
    assert bid_chance(strong.bits, 4, None, Contract.GARDE_CONTRE) < 0.1


def test_the_call_prefers_a_short_suit_never_a_void():
    # 5 spades, 1 heart, 3 diamonds, no club, 6 trumps: the coach calls the king of hearts.
    hand = CardSet(parse_cards("2♠ 3♠ 4♠ 5♠ 6♠ 2♥ 2♦ 3♦ 4♦ 1 5 7 9 11 13")).bits
    chances = {king: call_chance(hand, parse_card(king)) for king in ("R♠", "R♥", "R♦", "R♣")}
    assert math.isclose(sum(chances.values()), 1.0)
    assert max(chances, key=chances.get) == "R♥"
    assert chances["R♥"] > chances["R♦"] > chances["R♠"] > chances["R♣"]
    assert chances["R♣"] == pytest.approx(NOISE / 4)  # a void's king: only the random share


def test_the_most_likely_call_and_poignee_are_the_coachs():
    """The likelihood re-reads two of the coach's rules (``call_short``, ``poignee_taker``): on seeded
    deals, the card the coach calls at 5 players has the largest chance of the softened call, and the
    poignée his taker shows (or his silence) the largest chance of the softened poignée. Fails when
    either rule changes in the coach and not in the likelihood."""
    coach, calls, poignees = CoachBot(1), 0, 0
    for seed in range(80):
        game = Game(5, seed=f"call/{seed}")
        view = game.view(game.to_act)
        hand = view.hand.bits
        chances = {card: call_chance(hand, card) for card in view.callable_cards()}
        assert math.isclose(sum(chances.values()), 1.0)
        assert chances[coach.choose_call(view)] == max(chances.values())
        calls += 1
    for players in (3, 4, 5):
        for seed in range(300):  # a poignée is rare: about one deal in twenty
            game = Game(players, seed=f"poignee/{seed}")
            richest = max(range(players), key=lambda seat: (game.hand_bits[seat] & TRUMP_BITS).bit_count())
            while game.phase is Phase.BIDDING:  # the seat with most trumps takes, a Garde sans
                game.bid(game.to_act, "garde sans" if game.to_act == richest else None)
            while game.phase is not Phase.PLAY or game.to_act != richest:  # his first card
                take_turn(game, SimpleBot(seed))
            taker = game.view(richest)
            options = taker.poignee_options()
            if not options:
                continue
            said = coach.advise_poignee(game, richest).action
            choices = [None, *options]
            chances = [poignee_chance(taker.hand.bits, players, choice, 0) for choice in choices]
            assert math.isclose(sum(chances), 1.0)
            assert chances[choices.index(said)] == max(chances)
            poignees += 1
    assert calls == 80 and poignees >= 30


# --- exact on small positions -----------------------------------------------------------------------
@pytest.mark.parametrize("case", SMALL[:3], ids=str)
def test_the_weighted_draws_follow_the_likelihood(case):
    """On positions small enough to list every consistent deal, the weighted draws' frequencies fit
    the likelihood-weighted law (chi-square), and every draw is a consistent deal."""
    players, seed, contract, tricks, more, viewer = case
    game = position(players, seed, contract, tricks, more)
    seat = game.taker if viewer == "taker" else (game.taker + 1) % players
    support = sorted(consistent_placements(game, seat))
    knowledge = _Knowledge(game, seat)
    observed = Observed.of(knowledge.view)
    assert not observed.empty
    # A placement key (as placement_of lists the places) is the sampler's placement: the same order.
    weights = {key: knowledge.likelihood(list(key), observed) for key in support}
    assert all(0 < weight <= observed.bound + 1e-12 for weight in weights.values())
    total = sum(weights.values())
    draws = 30 * len(support)
    counts = dict.fromkeys(support, 0)
    for sample in sample_deals(game, seat, draws, seed=11, weighting="auction"):
        key = placement_of(sample, seat)
        assert key in counts, "a weighted draw is not a consistent deal"
        counts[key] += 1
    expected = {key: draws * weight / total for key, weight in weights.items()}
    statistic = sum((counts[key] - expected[key]) ** 2 / expected[key] for key in support)
    assert chi_square_p_value(statistic, len(support) - 1) > 0.001


# --- what the auction says -------------------------------------------------------------------------
@pytest.mark.parametrize("players", [4, 5])
def test_a_garde_bidders_hand_is_stronger_and_a_passers_weaker(players):
    """Over many seeded auctions (the first speaker bids a Garde, the others pass), seen by the seat
    after the bidder: the bidder's sampled hand is stronger on average than under uniform sampling,
    in every auction and by at least 5 points of evaluation over all; a passer's is weaker."""
    gains, losses = [], []
    for seed in range(12):
        game = auction(players, seed)
        bidder = game.taker
        seat = (bidder + 1) % players
        passer = (bidder + 2) % players
        means = {}
        for weighting in ("uniform", "auction"):
            deals = list(sample_deals(game, seat, 40, seed=seed, weighting=weighting))
            assert all(deal.deal.hands[seat] == game.deal.hands[seat] for deal in deals)
            means[weighting] = [
                statistics.fmean(strength(deal.deal.hands[who]) for deal in deals) for who in (bidder, passer)
            ]
        gain = means["auction"][0] - means["uniform"][0]
        assert gain > 0, (seed, means)
        gains.append(gain)
        losses.append(means["uniform"][1] - means["auction"][1])
    assert statistics.fmean(gains) > 5
    assert statistics.fmean(losses) > 0


def test_a_taker_who_showed_no_poignee_holds_fewer_trumps():
    """Mid-deal, the taker has played without showing a poignée: under the coach's policy he has
    fewer trumps than a simple poignée asks, so the weighted deals give him fewer than uniform ones."""
    game = Game(4, seed="poignee/3")
    bots = {seat: SimpleBot(seat) for seat in range(4)}
    game.bid(game.to_act, "garde sans")
    while game.phase is Phase.BIDDING:
        game.bid(game.to_act, None)
    while len(game.tricks) < 2:
        take_turn(game, bots[game.to_act])
    taker = game.taker
    seat = (taker + 1) % 4
    assert taker not in game.view(seat).poignees
    observed = Observed.of(game.view(seat))
    assert observed.poignee == (taker, None, 0)
    trumps = {}
    for weighting in ("uniform", "auction"):
        deals = list(sample_deals(game, seat, 150, seed=2, weighting=weighting))
        assert all(consistent_with(deal, game, seat) for deal in deals[:20])
        counts = [(deal.deal.hand_bits[taker] & TRUMP_BITS).bit_count() for deal in deals]
        trumps[weighting] = statistics.fmean(counts)
    assert trumps["auction"] > trumps["uniform"]  # a Garde sans bidder is rich in trumps
    # Silent with ten trumps (a simple poignée at 4 players), the coach's taker would be acting at random.
    ten = CardSet(parse_cards("1 2 3 4 5 6 7 8 9 10 2♠ 3♠ 4♠ 5♠ 6♠ 2♥ 3♥ 4♥")).bits
    nine = ten & ~CardSet(parse_cards("10")).bits
    assert poignee_chance(ten, 4, None, 0) == pytest.approx(NOISE / 2)
    assert poignee_chance(nine, 4, None, 0) == 1.0


# --- the uniform option, seeds, bad input -----------------------------------------------------------
def test_without_others_speaking_both_weightings_draw_the_same_deals():
    game = Game(4, seed=9)
    first = [deal.deal.hand_bits for deal in sample_deals(game, game.to_act, 5, seed=3)]
    assert [deal.deal.hand_bits for deal in sample_deals(game, game.to_act, 5, seed=3, weighting="auction")] == first


def test_the_weighted_draws_are_reproducible():
    game = auction(4, 3)
    seat = (game.taker + 1) % 4
    deals = [deal.deal.hand_bits for deal in sample_deals(game, seat, 8, seed=17, weighting="auction")]
    assert [deal.deal.hand_bits for deal in sample_deals(game, seat, 8, seed=17, weighting="auction")] == deals
    assert [deal.deal.hand_bits for deal in sample_deals(game, seat, 8, seed=18, weighting="auction")] != deals
    # A shared generator is drawn from as it is: the same one, in the same state, gives the same deals.
    again = [d.deal.hand_bits for d in sample_deals(game, seat, 8, seed=random.Random(4), weighting="auction")]
    assert again == [d.deal.hand_bits for d in sample_deals(game, seat, 8, seed=random.Random(4), weighting="auction")]


@pytest.mark.parametrize("weighting", ["bids", "", None, 1, "Auction"])
def test_an_unknown_weighting_is_refused_with_a_sentence(weighting):
    game = auction(4, 1)
    with pytest.raises(TarotError, match="weighting"):
        sample_deals(game, 0, 3, weighting=weighting)
    with pytest.raises(TarotError, match="weighting"):
        card_chances(game, 0, "21", weighting=weighting)


def test_the_chances_read_the_auction_and_keep_the_places():
    game = auction(4, 2)
    seat = (game.taker + 1) % 4
    card = next(card for card in ("21", "20", "19", "1") if card_chances(game, seat, card))
    exact = card_chances(game, seat, card)
    weighted = card_chances(game, seat, card, weighting="auction")
    assert set(weighted) == set(exact)
    assert math.isclose(sum(weighted.values()), 1.0)
    assert weighted[game.taker] > exact[game.taker]  # the Garde's bidder holds the big trumps more often
