"""Deals sampled from what a seat knows (strategy/sampler.py, RULES.md §2–§7): every sample agrees
with the true history, the samples are uniform among the consistent deals (checked against an
exhaustive enumeration, tests/support/sampler_reference.py), and a sample tells the seat nothing more."""

import random

import pytest
from sampler_reference import consistent_placements, placement_of, uniformity_p_value

import tarot_learn as tl
from tarot_learn.cards import DECK, EXCUSE, KING_BITS, PETIT, SUIT_BITS, TRUMP_BITS
from tarot_learn.deal import deal_from_hands, random_source
from tarot_learn.errors import TarotError
from tarot_learn.game import Game, Phase
from tarot_learn.strategy import sample_deals
from tarot_learn.strategy.bots import RandomBot, SimpleBot, take_turn
from tarot_learn.strategy.sampler import ASIDE_BITS, consistent_with, count_deals, inconsistency

SPADES, HEARTS = SUIT_BITS[tl.Suit.SPADES], SUIT_BITS[tl.Suit.HEARTS]


def trumps_above(rank):
    return sum(tl.trump(number).bit for number in range(rank + 1, 22))


def position(players, seed, contract="garde", tricks=0, cards=0, *, bot=SimpleBot, dealt=None):
    """A deal ``seed`` in which the first speaker bids ``contract`` and the others pass, played by
    bots up to ``tricks`` tricks and ``cards`` more cards (the écart, the call, the poignées too)."""
    game = Game.from_deal(dealt) if dealt is not None else Game(players, seed=seed)
    bots = {seat: bot(random_source(f"{seed}/{seat}")) for seat in range(players)}
    for number in range(players):
        game.bid(game.to_act, contract if number == 0 else None)
    while game.to_act is not None and (game.phase is not Phase.PLAY or len(game.tricks) < tricks):
        take_turn(game, bots[game.to_act])
    for _ in range(cards):
        take_turn(game, bots[game.to_act])
    return game


def prepared(hands, dealer, **options):
    """A game dealt from the hands written (the chien holds the cards left)."""
    hands = [tl.parse_cards(hand) for hand in hands]
    used = {card for hand in hands for card in hand}
    game = Game.from_deal(deal_from_hands(hands, [card for card in DECK if card not in used], dealer), **options)
    assert game.redeals == 0
    return game


def hands_of(sample, seats):
    return [sample.view(seat).hand.bits for seat in seats]


# --- every sample agrees with the true history ----------------------------------------------------
POINTS = [  # (contract, tricks, more cards): the bidding, the écart or the call, then the play
    ("garde", 0, -1),
    ("petite", 0, 0),
    ("garde", 1, 2),
    ("garde sans", 4, 1),
    ("garde contre", 9, 3),
    ("garde", 13, 0),
]


@pytest.mark.parametrize("players", [3, 4, 5])
def test_every_sample_agrees_with_the_true_history(players):
    checked = set()
    for seed in range(4):
        for contract, tricks, cards in POINTS:
            if cards < 0:  # in the middle of the bidding
                game = Game(players, seed=seed)
                game.bid(game.to_act, None)
            else:
                game = position(players, seed, contract, tricks, cards, bot=(SimpleBot, RandomBot)[seed % 2])
            for seat in range(players):
                assert inconsistency(game, game, seat) is None  # the true deal is one of them
                for sample in sample_deals(game, seat, 3, seed=seed):
                    assert inconsistency(sample, game, seat) is None
                    assert sample is not game and sample.deal.petit_sec_seats() == [] and sample.redeals == 0
                    checked.add(game.phase)
    assert {Phase.BIDDING, Phase.PLAY} <= checked


def test_the_call_and_the_ecart_phases_are_sampled_at_their_point():
    call = Game(5, seed=3)
    for number in range(5):
        call.bid(call.to_act, "garde" if number == 0 else None)
    assert call.phase is Phase.CALL
    for seat in range(5):
        for sample in sample_deals(call, seat, 4, seed=1):
            assert sample.phase is Phase.CALL and consistent_with(sample, call, seat)
    call.call(call.taker, "R♥")
    assert call.phase is Phase.ECART
    for seat in range(5):
        for sample in sample_deals(call, seat, 4, seed=1):
            assert sample.phase is Phase.ECART and sample.view(seat).chien == call.view(seat).chien
            assert consistent_with(sample, call, seat)
    taker = call.taker
    samples = list(sample_deals(call, taker, 20, seed=2))
    assert {sample.view(taker).hand for sample in samples} == {call.view(taker).hand}  # his own cards
    assert len({tuple(hands_of(sample, range(5))) for sample in samples}) > 1  # the others' vary


# --- what the play shows, and what it does not -----------------------------------------------------
VOIDS_DEAL = [
    "2♠ 3♠ 4♠ 1 2 3 8 9 11 13 18 19 20 21 5♥ 6♥ 7♥ 8♥",
    "10 12 14 15 16 17 9♥ 10♥ V♥ C♥ D♥ R♥ 1♦ 2♦ 3♦ 4♦ 5♦ 6♦",
    "5 1♥ 2♥ 3♥ 4♥ 7♦ 8♦ 9♦ 10♦ V♦ C♦ D♦ R♦ 1♣ 2♣ 3♣ 4♣ 5♣",
    "Excuse 4 6 7 1♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ 6♣ 7♣ 8♣ 9♣ 10♣ V♣ C♣",
]  # the chien: V♠ C♠ D♠ R♠ D♣ R♣


def voids_game():
    """Seat 0 takes a Garde sans. Trick 1: 2♠ led, seat 1 trumps with the 10 (no spade), seat 2
    plays the 5 under it (no spade, no trump above the 10), seat 3 the Excuse (nothing shown).
    Trick 2: seat 1 leads the 12, seat 2 throws a heart (no trump), seat 3 plays the 4 under the 12
    (no trump above it), seat 0 the 20."""
    game = prepared(VOIDS_DEAL, dealer=3)
    for seat, contract in [(0, "garde sans"), (1, None), (2, None), (3, None)]:
        game.bid(seat, contract)
    for seat, card in [(0, "2♠"), (1, "10"), (2, "5"), (3, "Excuse"), (1, "12"), (2, "3♥"), (3, "4"), (0, "20")]:
        game.play(seat, card)
    return game


def test_voids_trumps_and_trump_ceilings_shown_by_the_play():
    game = voids_game()
    samples = list(sample_deals(game, 0, 200, seed=5))
    hands = [hands_of(sample, (1, 2, 3)) for sample in samples]
    assert all(not seat_1 & SPADES for seat_1, _, _ in hands)  # did not follow spades
    assert all(not seat_2 & (SPADES | TRUMP_BITS) for _, seat_2, _ in hands)  # and threw a heart on trumps
    assert all(not seat_3 & trumps_above(12) for _, _, seat_3 in hands)  # played the 4 under the 12
    # What was not shown stays possible: the Excuse hides no void, a ceiling leaves the lower trumps.
    assert any(seat_3 & SPADES for _, _, seat_3 in hands)
    assert any(seat_3 & tl.trump(7).bit for _, _, seat_3 in hands)
    assert any(seat_1 & tl.trump(7).bit for seat_1, _, _ in hands)
    assert any(sample.deal.chien.bits & trumps_above(12) for sample in samples)  # the Garde sans chien
    assert all(consistent_with(sample, game, 0) for sample in samples)


def test_the_first_lead_at_five_players_says_nothing_of_the_called_suit():
    game = prepared(
        [
            "2♠ 3♠ 4♥ 5♥ 2 3 4 5 6 7 8 9 10 11 12",
            "6♠ 7♠ 8♠ 9♠ 10♠ 13 14 15 16 1♦ 2♦ 3♦ 4♦ 5♦ 6♦",
            "R♥ V♠ C♠ D♠ R♠ 17 18 19 20 21 Excuse 7♦ 8♦ 9♦ 1",
            "1♥ 2♥ 3♥ 6♥ 7♥ 8♥ 9♥ 10♥ V♥ C♥ D♥ 10♦ V♦ C♦ D♦",
            "R♦ 1♣ 2♣ 3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣ 10♣ V♣ C♣ D♣ R♣",
        ],
        dealer=4,
    )  # the chien: 1♠ 4♠ 5♠
    for seat in range(5):
        game.bid(seat, "garde" if seat == 0 else None)
    game.call(0, "R♥")
    game.make_ecart(0, "1♠ 4♠ 5♠")
    game.play(0, "2♠")  # not a heart: the called suit may not be led on the first trick (§4)
    samples = list(sample_deals(game, 1, 200, seed=3))
    assert any(sample.view(0).hand.bits & HEARTS for sample in samples)  # he may well hold hearts
    assert {sample.partner for sample in samples} == {None, 2, 3, 4}  # whoever holds the R♥ (None: the taker)
    assert all(consistent_with(sample, game, 1) for sample in samples)
    # The partner knows he is: in his samples he holds the R♥ still.
    assert {sample.partner for sample in sample_deals(game, 2, 30, seed=3)} == {2}


def test_a_called_queen_says_the_taker_held_the_four_kings():
    game = prepared(
        [
            "R♠ R♥ R♦ R♣ 2♠ 3♠ 2 3 4 5 6 7 8 9 10",
            "6♠ 7♠ 8♠ 9♠ 10♠ 11 12 13 14 1♦ 2♦ 3♦ 4♦ 5♦ 6♦",
            "D♥ V♠ C♠ D♠ 15 16 17 18 19 20 21 Excuse 7♦ 8♦ 1",
            "1♥ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ V♥ C♥ 10♦ V♦ C♦",
            "9♦ D♦ 1♣ 2♣ 3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣ 10♣ V♣ C♣ D♣",
        ],
        dealer=4,
    )  # the chien: 1♠ 4♠ 5♠
    for seat in range(5):
        game.bid(seat, "garde" if seat == 0 else None)
    game.call(0, "D♥")  # with the four kings he calls a queen (§4)
    for seat in (1, 3):
        before = list(sample_deals(game, seat, 50, seed=1))  # at the écart: his hand as dealt
        assert all(sample.view(0).hand.bits & KING_BITS == KING_BITS for sample in before)
    game.make_ecart(0, "1♠ 4♠ 5♠")
    after = list(sample_deals(game, 1, 100, seed=1))
    assert all(sample.view(0).hand.bits & KING_BITS == KING_BITS for sample in after)  # never in an écart
    assert len({sample.partner for sample in after}) > 1
    assert all(consistent_with(sample, game, 1) for sample in after)


def test_a_slam_a_poignee_shown_before_it_a_redeal_and_the_tables_excuse_option():
    game = prepared(
        [
            "1 2 3 4 5 6 7 8 9 10 1♠ 2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 8♠",
            "11 12 13 14 15 16 17 18 19 20 21 Excuse R♠ R♥ R♦ R♣ D♠ D♥",
            "9♠ 10♠ V♠ C♠ 1♥ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ V♥ C♥ 1♦ 2♦",
            "3♦ 4♦ 5♦ 6♦ 7♦ 8♦ 9♦ 10♦ V♦ C♦ D♦ 1♣ 2♣ 3♣ 4♣ 5♣ 6♣ 7♣",
        ],
        dealer=3,
        excuse_last_trick="winner",
    )
    for seat, contract in [(0, None), (1, "garde"), (2, None), (3, None)]:
        game.bid(seat, contract)
    game.make_ecart(1, "8♣ 9♣ 10♣ V♣ C♣ D♣")
    game.declare_poignee(0, "1 2 3 4 5 6 7 8 9 10")  # the first player shows it, his card still to come
    stages = [game.copy()]
    game.announce_slam(1)  # then the taker announces a slam: he leads
    stages.append(game.copy())
    bot = SimpleBot(3)
    for _ in range(5):
        take_turn(game, bot)
    stages.append(game)
    for stage in stages:
        for seat in range(4):
            for sample in sample_deals(stage, seat, 5, seed=seat):
                assert sample.excuse_last_trick == "winner" and inconsistency(sample, stage, seat) is None
    # After a redeal (everyone passed), the deal sampled is the one being played.
    redealt = Game(4, seed=21)
    for _ in range(4):
        redealt.bid(redealt.to_act, None)
    assert redealt.redeals == 1
    for number in range(4):
        redealt.bid(redealt.to_act, "garde sans" if number == 0 else None)
    for _ in range(5):
        take_turn(redealt, bot)
    for seat in range(4):
        assert all(consistent_with(sample, redealt, seat) for sample in sample_deals(redealt, seat, 5, seed=1))


# --- poignées, the chien and the écart -------------------------------------------------------------
POIGNEES_DEAL = [
    "21 1♠ 2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ V♠ C♠ D♠ R♠ 1♥ 2♥ 3♥",
    "1 2 3 4 5 6 7 8 9 Excuse 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ V♥",
    "10 11 12 13 14 15 16 17 18 19 20 C♥ D♥ R♥ 1♦ 2♦ 3♦ 4♦",
    "5♦ 6♦ 7♦ 8♦ 9♦ 10♦ V♦ C♦ D♦ R♦ 1♣ 2♣ 3♣ 4♣ 5♣ 6♣ 7♣ 8♣",
]  # the chien: 9♣ 10♣ V♣ C♣ D♣ R♣


def test_poignees_show_trumps_and_a_poignee_with_the_excuse_shows_all_of_them():
    game = prepared(POIGNEES_DEAL, dealer=3)
    for seat in range(4):
        game.bid(seat, "garde" if seat == 0 else None)
    game.make_ecart(0, "9♣ 10♣ V♣ C♣ D♣ 1♠")
    bot = SimpleBot(1)  # shows the biggest poignée it can: seat 1 nine trumps and the Excuse, seat 2 ten of eleven
    for _ in range(4):
        take_turn(game, bot)
    shown = {seat: cards.bits for seat, (_poignee, cards) in game.poignees.items()}
    assert sorted(shown) == [1, 2] and shown[1] & EXCUSE.bit and not shown[2] & tl.trump(20).bit
    played = game.view(3).played.bits
    samples = list(sample_deals(game, 3, 200, seed=4))
    for sample in samples:
        seat_1, seat_2 = hands_of(sample, (1, 2))
        assert seat_1 & shown[1] == shown[1] & ~played and seat_2 & shown[2] == shown[2] & ~played
        assert not seat_1 & TRUMP_BITS & ~shown[1]  # the Excuse stood in: no trump left unshown
    assert {bool(hands_of(sample, (2,))[0] & tl.trump(20).bit) for sample in samples} == {True, False}
    assert all(consistent_with(sample, game, 3) for sample in samples)


def test_the_chien_goes_to_the_taker_and_the_trumps_shown_in_the_ecart_stay_there():
    game = prepared(
        [
            "R♠ R♥ R♦ R♣ 2 3 4 5 6 7 8 9 10 11 12 13 14 15",
            "1♠ 6♠ 7♠ 8♠ 9♠ 10♠ V♠ C♠ D♠ 1♥ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥",
            "10♥ V♥ C♥ D♥ 1♦ 2♦ 3♦ 4♦ 5♦ 6♦ 7♦ 8♦ 9♦ 10♦ V♦ C♦ D♦ 1♣",
            "2♣ 3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣ 10♣ V♣ C♣ D♣ 1 18 19 20 21 Excuse",
        ],
        dealer=3,
    )  # the chien: 2♠ 3♠ 4♠ 5♠ 16 17 — four cards may go aside, two trumps must join them
    for seat in range(4):
        game.bid(seat, "garde" if seat == 0 else None)
    game.make_ecart(0, tl.legal_ecart(game.view(0).hand, game.view(0).chien))
    assert game.shown_trumps == tl.CardSet("2 3")
    play = SimpleBot(2)
    for _ in range(6):
        take_turn(game, play)
    chien = game.deal.chien.bits
    samples = list(sample_deals(game, 1, 100, seed=6))
    for sample in samples:
        ecart = sample.view(0).ecart.bits
        assert ecart == game.ecart.bits  # the shown trumps, and every card that may go aside
        assert not sample.view(0).hand.bits & ASIDE_BITS
        assert chien & ~(sample.view(0).hand.bits | ecart | game.view(1).played.bits) == 0
    assert len({tuple(hands_of(sample, (0, 2, 3))) for sample in samples}) > 1
    assert all(consistent_with(sample, game, 1) for sample in samples)


def test_a_defender_does_not_see_the_ecart_nor_anyone_the_chien_of_a_garde_sans():
    garde = position(4, 11, "garde", 2)
    taker = garde.taker
    defender = (taker + 1) % 4
    ecarts = {sample.view(taker).ecart for sample in sample_deals(garde, defender, 40, seed=1)}
    assert len(ecarts) > 1
    assert {sample.view(taker).ecart for sample in sample_deals(garde, taker, 10, seed=1)} == {garde.ecart}
    sans = position(4, 11, "garde sans", 2)
    for seat in range(4):
        chiens = {sample.deal.chien for sample in sample_deals(sans, seat, 40, seed=1)}
        assert len(chiens) > 1 and all(not chien.bits & sans.view(seat).hand.bits for chien in chiens)


# --- the Petit sec (§2) -------------------------------------------------------------------------------
def petit_and_excuse_deal(players, seed):
    """A deal where seat 2 holds the Petit and the Excuse as its only trumps (the Excuse guards the
    Petit), the other cards shared at random: late in the deal, the seats that cannot see seat 2's
    hand must keep a guard beside its Petit."""
    rng = random.Random(seed)
    size = tl.deal_size(players).hand
    plain = [card for card in DECK if not card.is_trump and card is not EXCUSE]
    holder = [PETIT, EXCUSE, *rng.sample(plain, size - 2)]
    rest = [card for card in DECK if card not in holder]
    rng.shuffle(rest)
    hands = [rest[number * size : (number + 1) * size] for number in range(players - 1)]
    hands.insert(2, holder)
    return deal_from_hands(hands, rest[(players - 1) * size :], dealer=players - 1)


def test_no_sample_holds_a_petit_sec_and_none_is_refused_that_could_be():
    game = position(3, 1, "garde", 22, 1, dealt=petit_and_excuse_deal(3, 1))
    from tarot_learn.strategy.sampler import _Knowledge

    knowledge = _Knowledge(game, 1)
    assert knowledge.placements.count(knowledge.allowed) > count_deals(game, 1)  # the rule removes deals
    support = consistent_placements(game, 1)
    assert count_deals(game, 1) == len(support)
    samples = [placement_of(sample, 1) for sample in sample_deals(game, 1, 10 * len(support), seed=8)]
    assert uniformity_p_value(samples, support) > 0.001


# --- uniform among the consistent deals -------------------------------------------------------------
SMALL = [  # (players, seed, contract, tricks, more cards, the viewer: the taker or the next seat)
    (4, 4, "garde", 16, 0, "taker"),
    (5, 4, "garde", 14, 0, "defender"),
    (4, 4, "garde sans", 17, 0, "defender"),
    (4, 3, "garde", 17, 1, "defender"),
    (3, 4, "garde contre", 22, 1, "defender"),
    (3, 7, "petite", 22, 0, "defender"),
]


def small_position(players, seed, contract, tricks, cards, viewer):
    game = position(players, seed, contract, tricks, cards)
    return game, game.taker if viewer == "taker" else (game.taker + 1) % players


@pytest.mark.parametrize("case", SMALL)
def test_the_count_is_the_number_of_consistent_deals_and_the_samples_are_uniform(case):
    game, seat = small_position(*case)
    support = consistent_placements(game, seat)
    assert count_deals(game, seat) == len(support)
    assert 5 <= len(support) <= 200
    samples = [placement_of(sample, seat) for sample in sample_deals(game, seat, 10 * len(support), seed=9)]
    assert uniformity_p_value(samples, support) > 0.001


def test_the_uniformity_test_fails_a_biased_sampler():
    # Each hidden card to a random place it may go to, the whole deal drawn again when it breaks the
    # history: every consistent deal can come out, but not equally often.
    game, seat = small_position(4, 4, "garde sans", 17, 0, "defender")
    support = consistent_placements(game, seat)
    places = {}  # each card: the places it lies in, in some consistent deal
    for key in support:
        for place, cards in enumerate(key):
            for card in tl.cards.cards_of(cards):
                places.setdefault(card.bit, set()).add(place)
    sizes = [bin(cards).count("1") for cards in next(iter(support))]
    rng = random.Random(9)
    draws = []
    while len(draws) < 10 * len(support):
        room, placed = list(sizes), [0] * len(sizes)
        for card in sorted(places):
            choices = [place for place in sorted(places[card]) if room[place]]
            if not choices:
                break
            place = rng.choice(choices)
            room[place] -= 1
            placed[place] |= card
        if tuple(placed) in support:
            draws.append(tuple(placed))
    assert uniformity_p_value(draws, support) < 0.001


# --- nothing learned, and the same seed the same deals ---------------------------------------------
def test_a_seat_learns_nothing_from_its_samples():
    # Two games that seat 1 sees alike — the true one, and one of its samples, whose hidden cards
    # differ — give the same samples for the same seed.
    for game, seat in [(position(4, 6, "garde", 5, 2), 1), (position(5, 8, "petite", 3, 1), 3), (voids_game(), 0)]:
        samples = sample_deals(game, seat, 10, seed=1)
        other = next(sample for sample in samples if sample.deal.hand_bits != game.deal.hand_bits)
        assert consistent_with(other, game, seat) and consistent_with(game, other, seat)
        for seed in (2, "mardi"):
            first = [sample.deal.hand_bits for sample in sample_deals(game, seat, 5, seed=seed)]
            assert [sample.deal.hand_bits for sample in sample_deals(other, seat, 5, seed=seed)] == first


def test_the_same_seed_gives_the_same_deals_and_another_seed_others():
    game = position(4, 2, "garde", 6, 1)
    deals = [sample.deal.hand_bits for sample in sample_deals(game, 2, 6, seed=17)]
    assert [sample.deal.hand_bits for sample in sample_deals(game, 2, 6, seed=17)] == deals
    assert [sample.deal.hand_bits for sample in sample_deals(game, 2, 6, seed=18)] != deals
    assert len(set(deals)) > 1
    assert len(list(sample_deals(game, 2, 3))) == 3  # without a seed, fresh ones
    # A generator is drawn from as it is: two calls in turn draw what one call would.
    shared = random.Random(5)
    in_turn = [sample.deal.hand_bits for count in (2, 4) for sample in sample_deals(game, 2, count, seed=shared)]
    assert in_turn == [sample.deal.hand_bits for sample in sample_deals(game, 2, 6, seed=random.Random(5))]


def test_a_sample_that_breaks_what_the_seat_knows_is_caught():
    game = voids_game()
    sample = next(sample_deals(game, 0, 1, seed=1))
    assert inconsistency(sample, game, 1) == "hand"  # seat 1 sees another hand of its own
    hands = list(sample.deal.hands)
    hands[1], hands[3] = hands[3], hands[1]  # the deal the sample claims, two hidden hands swapped
    sample.deal = deal_from_hands(hands, sample.deal.chien, sample.dealer)
    assert inconsistency(sample, game, 0) == "illegal"  # seat 3 held no spade, seat 1 did
    assert not consistent_with(sample, game, 0)


# --- bad arguments ---------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("game", "seat", "n", "key"),
    [
        (None, 0, 1, "error.sampler.game"),
        ("game", 0, 1, "error.sampler.game"),
        ("ok", 4, 1, "error.seat"),
        ("ok", -1, 1, "error.seat"),
        ("ok", "1", 1, "error.seat"),
        ("ok", 0, 0, "error.sampler.count"),
        ("ok", 0, -3, "error.sampler.count"),
        ("ok", 0, 2.5, "error.sampler.count"),
        ("ok", 0, True, "error.sampler.count"),
        ("over", 0, 1, "error.sampler.over"),
    ],
)
def test_bad_arguments_are_refused_in_both_languages(game, seat, n, key):
    games = {"ok": lambda: Game(4, seed=1), "over": lambda: tl.play_bot_deal(4, seed=1)}
    game = games[game]() if game in games else game
    with pytest.raises(TarotError) as refused:
        sample_deals(game, seat, n, seed=1)  # refused at once, before the first deal is asked for
    assert refused.value.key == key
    assert refused.value.message("fr") and refused.value.message("en")
    if key != "error.sampler.count":
        with pytest.raises(TarotError):
            count_deals(game, seat)


def test_a_history_no_deal_can_explain_is_refused():
    # Played through the engine's unchecked step: seats 1 and 2 throw a heart under a trump lead
    # while holding trumps. Seat 0 then knows 20 trumps are in the chien or nowhere: no deal.
    game = prepared(
        [
            "2 1♠ 2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ V♠ C♠ D♠ R♠ 1♥ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥",
            "10♥ V♥ 3 4 5 6 7 8 9 10 11 12 1♦ 2♦ 3♦ 4♦ 5♦ 6♦ 7♦ 8♦ 9♦ 10♦ V♦ C♦",
            "C♥ D♥ 13 14 15 16 17 18 19 20 21 1 Excuse D♦ R♦ 1♣ 2♣ 3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣",
        ],
        dealer=2,
    )
    for seat in range(3):
        game.bid(seat, "garde sans" if seat == 0 else None)
    for card in ("2", "10♥", "C♥"):
        game.push(tl.Card(card))
    with pytest.raises(TarotError) as refused:
        sample_deals(game, 0, 1)
    assert refused.value.key == "error.sampler.no_deal" and refused.value.params == {"seat": 0}


def test_a_history_whose_only_deals_hold_a_petit_sec_is_refused_when_drawn():
    # Seat 1 plays the Petit, then throws a heart under a trump lead while holding the 2 (the
    # unchecked step again): seat 0, who holds the Excuse, knows seat 1 has no trump left and no
    # guard for its Petit — every deal would have been cancelled. Cards can be placed, deals cannot.
    game = prepared(
        [
            "Excuse 3 4 5 1♠ 2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ V♠ C♠ D♠ R♠ 1♥ 2♥ 3♥ 4♥ 5♥ 6♥",
            "1 2 7♥ 8♥ 9♥ 10♥ V♥ C♥ D♥ R♥ 1♦ 2♦ 3♦ 4♦ 5♦ 6♦ 7♦ 8♦ 9♦ 10♦ V♦ C♦ D♦ R♦",
            "6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 1♣ 2♣ 3♣ 4♣ 5♣ 6♣ 7♣ 8♣",
        ],
        dealer=2,
    )
    for seat in range(3):
        game.bid(seat, "garde sans" if seat == 0 else None)
    for card in ("3", "1", "6", "7", "4", "7♥"):
        game.push(tl.Card(card))
    deals = sample_deals(game, 0, 1, seed=1)  # the cards have places…
    with pytest.raises(TarotError) as refused:
        next(deals)  # …but every placement gives seat 1 the Petit sec
    assert refused.value.key == "error.sampler.no_deal" and refused.value.params == {"seat": 0}
    with pytest.raises(TarotError) as counted:
        count_deals(game, 0)
    assert counted.value.key == "error.sampler.no_deal"
