"""RULES.md §2: dealing for 3, 4 and 5 players, the chien, and the Petit sec."""

import pytest

import tarot_learn as tl
from tarot_learn.i18n import text
from tarot_learn.seats import describe_step


@pytest.mark.parametrize("players, hand, chien, packet", [(3, 24, 6, 4), (4, 18, 6, 3), (5, 15, 3, 3)])
def test_sizes_follow_the_table(players, hand, chien, packet):
    for seed in range(50):
        dealt = tl.deal(players, seed=seed)
        assert [len(h) for h in dealt.hands] == [hand] * players
        assert len(dealt.chien) == chien
        cards = [card for h in dealt.hands for card in h] + list(dealt.chien)
        assert sorted(cards) == list(tl.DECK)
        assert {len(step.cards) for step in dealt.steps if step.kind == "packet"} == {packet}


@pytest.mark.parametrize("players", [3, 4, 5])
def test_chien_cards_are_set_aside_one_at_a_time_never_first_or_last(players):
    for seed in range(200):
        dealt = tl.deal(players, seed=seed, dealer=seed % players)
        steps = dealt.steps
        assert steps[0].kind == "packet" and steps[-1].kind == "packet"
        chien_steps = [step for step in steps if step.kind == "chien"]
        assert all(len(step.cards) == 1 for step in chien_steps)
        assert [step.chien_count for step in chien_steps] == list(range(1, dealt.size.chien + 1))
        assert tl.CardSet([step.cards[0] for step in chien_steps]) == dealt.chien
        assert dealt.pack[0] not in dealt.chien and dealt.pack[-1] not in dealt.chien


def test_packets_go_counter_clockwise_starting_on_the_dealers_right():
    dealt = tl.deal(4, seed=3, dealer=2)
    packets = [step.seat for step in dealt.steps if step.kind == "packet"]
    assert packets[:8] == [3, 0, 1, 2, 3, 0, 1, 2]
    assert dealt.first_player == 3
    received = {seat: tl.CardSet([c for s in dealt.steps if s.seat == seat for c in s.cards]) for seat in range(4)}
    assert all(received[seat] == dealt.hands[seat] for seat in range(4))


def test_same_seed_same_deal_and_pinned_result():
    assert tl.deal(4, seed=2026).pack == tl.deal(4, seed=2026).pack
    assert tl.deal(4, seed=2026).pack != tl.deal(4, seed=2027).pack
    # Pinned: the same seed must give this deal on every machine and Python version.
    dealt = tl.deal(4, seed=2026)
    assert str(dealt.hands[0]) == "4♠ 7♠ V♠ 5♥ 8♥ 9♥ 10♥ 4♣ 7♣ 10♣ V♣ 2 8 10 13 17 21 Excuse"
    assert str(dealt.chien) == "2♦ 8♦ D♦ R♦ D♣ 18"
    assert str(tl.deal(3, seed="classe-1").chien) == "4♠ 3♥ 3♦ 5♦ 5♣ 10♣"


def test_a_deal_without_seed_records_the_seed_it_used():
    dealt = tl.deal(5)
    assert tl.deal(5, seed=dealt.seed).pack == dealt.pack


def test_the_step_record_describes_itself_in_both_languages():
    dealt = tl.deal(5, seed=1)
    first = dealt.steps[0]
    # The first packet goes to seat 1: on the right of the learner (seat 0), or player 2 counted from 1.
    assert "the player on your right" in describe_step(first, dealt, "en") and "joueur de droite" in describe_step(
        first, dealt, "fr"
    )
    assert "player 2" in describe_step(first, dealt, "en", viewer=None)
    assert "joueur 2" in describe_step(first, dealt, "fr", None)
    chien = next(step for step in dealt.steps if step.kind == "chien")
    assert describe_step(chien, dealt, "en") == text("deal.step.chien", "en", count=1, size=3)


@pytest.mark.parametrize("players", [2, 6, 0, "4", None, 4.0])
def test_unknown_player_counts_are_refused(players):
    with pytest.raises(tl.PlayerCountError, match="3, 4 or 5"):
        tl.deal(players, seed=1)


@pytest.mark.parametrize("dealer", [-1, 4, "0", None])
def test_a_dealer_outside_the_table_is_refused(dealer):
    with pytest.raises(tl.TarotError, match="seats go from 0 to 3"):
        tl.deal(4, seed=1, dealer=dealer)


@pytest.mark.parametrize("seed", [1.5, [1], b"x"])
def test_a_bad_seed_is_refused(seed):
    with pytest.raises(tl.TarotError, match="seed"):
        tl.deal(4, seed=seed)


def test_petit_sec():
    assert tl.has_petit_sec(tl.CardSet("1 R♥ 2♠"))
    assert not tl.has_petit_sec(tl.CardSet("1 Excuse R♥"))  # the Excuse protects the Petit
    assert not tl.has_petit_sec(tl.CardSet("1 2 R♥"))
    assert not tl.has_petit_sec(tl.CardSet("R♥ 2♠"))


def test_petit_sec_is_found_and_redealt_by_the_next_dealer():
    seed = next(s for s in range(5000) if tl.deal(4, seed=s).petit_sec_seats())
    dealt = tl.deal(4, seed=seed)
    seat = dealt.petit_sec_seats()[0]
    assert tl.has_petit_sec(dealt.hands[seat])
    again = tl.redeal(dealt)
    assert again.dealer == 1 and again.pack != dealt.pack
    final, cancelled = tl.deal_without_petit_sec(4, seed=seed)
    assert cancelled >= 1 and not final.petit_sec_seats()


# --- the cut, the misdeal and the next dealer (RULES.md §2) ---------------------------------------
@pytest.mark.parametrize("players, dealer, cutter", [(4, 0, 3), (4, 2, 1), (3, 0, 2), (5, 0, 4), (5, 3, 2)])
def test_the_player_on_the_dealers_left_cuts(players, dealer, cutter):
    # Seats go round counter-clockwise: the dealer's left is the seat before his.
    assert tl.cutter(dealer, players) == cutter
    assert tl.deal(players, seed=1, dealer=dealer).cutter == cutter


def test_a_cut_lifts_more_than_three_cards_and_leaves_more_than_three():
    assert [tl.check_cut(taken) for taken in (4, 39, 74)] == [4, 39, 74]
    for taken in (0, 3, 75, 78, -4, True, 4.0, "10"):
        with pytest.raises(tl.TarotError) as refused:
            tl.check_cut(taken)
        assert refused.value.key == "error.deal.cut"
        assert (refused.value.params["least"], refused.value.params["most"]) == (4, 74)


def test_every_seeded_deal_was_cut_legally_and_the_seed_keeps_its_deal():
    cuts = {tl.deal(4, seed=seed).cut for seed in range(300)}
    assert min(cuts) >= 4 and max(cuts) <= 74 and len(cuts) > 40
    dealt = tl.deal(4, seed=7)
    # Cutting where the seed cuts is the seed's deal: the pinned deals do not move.
    assert tl.deal(4, seed=7, cut=dealt.cut).pack == dealt.pack


def test_cutting_elsewhere_turns_the_same_shuffled_pack_round():
    dealt = tl.deal(4, seed=7)
    other = tl.deal(4, seed=7, cut=30)
    assert other.cut == 30 and other.hands != dealt.hands
    # The pack before the cut is the same: each cut is a rotation of it.
    before = dealt.pack[-dealt.cut :] + dealt.pack[: -dealt.cut]
    assert other.pack == before[30:] + before[:30]
    assert other.chien_after == dealt.chien_after  # the dealer still chooses the same moments


def test_a_prepared_deal_had_no_cut():
    dealt = tl.deal(4, seed=7)
    assert tl.deal_from_hands(dealt.hands, dealt.chien).cut is None


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_next_dealer_is_on_the_right_but_a_misdeal_is_dealt_again_by_the_same_dealer(players):
    for dealer in range(players):
        assert tl.next_dealer(dealer, players) == (dealer + 1) % players
        assert tl.next_dealer(dealer, players, misdeal=True) == dealer
        dealt = tl.deal(players, seed="x", dealer=dealer)
        assert tl.redeal(dealt).dealer == (dealer + 1) % players
        again = tl.redeal(dealt, misdeal=True)
        assert again.dealer == dealer and again.pack != dealt.pack


def test_a_misdeal_is_redealt_reproducibly():
    dealt = tl.deal(4, seed=7)
    assert tl.redeal(dealt, misdeal=True).pack == tl.redeal(dealt, misdeal=True).pack
    assert tl.redeal(dealt, misdeal=True).pack != tl.redeal(dealt).pack
    with pytest.raises(tl.TarotError):
        tl.next_dealer(0, 4, misdeal="yes")
