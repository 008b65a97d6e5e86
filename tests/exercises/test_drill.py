"""The inference drill (exercises/kinds/mid_deal, trumps_out, who_may_hold, card_chance; exercises/drill;
the game table's counting question): answers read from the seat's view, checked against the deal
itself and against sampled deals. (The kinds' contract — right and wrong answers, hints — is
tests/contracts/test_exercise_kinds.py's, over the bank's drill exercises.)"""

from collections import Counter

import pytest

from tarot_learn import i18n
from tarot_learn.cards import PETIT, TRUMP_BITS
from tarot_learn.exercises import grade
from tarot_learn.exercises.answers import AnswerError
from tarot_learn.exercises.drill import table_question
from tarot_learn.exercises.kinds import KINDS
from tarot_learn.exercises.kinds.card_chance import TOLERANCE, ChancePosition, chance
from tarot_learn.exercises.kinds.mid_deal import MidDealPosition, game_at
from tarot_learn.exercises.kinds.who_may_hold import HolderPosition, places, read_places
from tarot_learn.game import Phase
from tarot_learn.parsing import parse_card
from tarot_learn.strategy.sampler import card_chances, sample_deals
from tarot_learn.widgets import GameTable

MOMENTS = [(13, 36), (8, 36), (2, 36), (23, 44), (29, 28), (5, 20)]  # (deal, cards played), seat 0


@pytest.mark.parametrize(("deal", "played"), MOMENTS)
def test_trumps_out_are_those_the_others_and_the_unseen_pile_hold(deal, played):
    position = MidDealPosition(players=4, deal=deal, played=played)
    game = game_at(position)
    assert game.phase is Phase.PLAY and len(game.view(0).played) == played
    held = sum((game.hand_bits[seat] & TRUMP_BITS).bit_count() for seat in (1, 2, 3))
    aside = game.ecart.bits if game.contract.taker_takes_chien else game.deal.chien_bits
    unseen = (aside & TRUMP_BITS & ~game.shown_trumps.bits).bit_count()  # an écart's trumps are shown to all
    assert KINDS["trumps_out"].solve(position) == held + unseen


@pytest.mark.parametrize(("deal", "played"), MOMENTS)
def test_the_21_may_be_where_it_is_and_wherever_a_sampled_deal_puts_it(deal, played):
    position = HolderPosition(players=4, deal=deal, played=played)
    game = game_at(position)
    holders = places(position)
    twenty_one = parse_card("21")
    real = next((seat for seat in range(4) if game.hand_bits[seat] & twenty_one.bit), None)
    if real not in (0, None) and not game.view(0).played.bits & twenty_one.bit:
        assert real in holders
    seen = {
        seat
        for sample in sample_deals(game, 0, 150, seed=deal)
        for seat in (1, 2, 3)
        if sample.hand_bits[seat] & twenty_one.bit
    }
    assert seen == {place for place in holders if isinstance(place, int)}


@pytest.mark.parametrize(("deal", "played"), [(23, 44), (12, 28)])
def test_the_petits_chance_agrees_with_sampled_deals(deal, played):
    position = ChancePosition(players=4, deal=deal, played=played)
    game = game_at(position)
    draws = 600
    right = Counter(bool(sample.hand_bits[1] & PETIT.bit) for sample in sample_deals(game, 0, draws, seed=1))
    # 3 standard errors of a chance near one half over 600 draws
    assert abs(100 * right[True] / draws - 100 * card_chances(game, 0, PETIT).get(1, 0)) < 6
    # The drill's chance reads the auction: the deals sampled the same way put the Petit there as often.
    weighted = sample_deals(game, 0, draws, seed=1, weighting="auction")
    right = Counter(bool(sample.hand_bits[1] & PETIT.bit) for sample in weighted)
    assert abs(100 * right[True] / draws - chance(position)) < 6


def test_the_petits_chance_reads_the_auction():
    """Deal 12 after 28 cards: the seat on the right took a Petite, the others passed; the bidder holds
    the Petit more often than the uniform count says (a taker's hand is stronger), and the figure
    is reproducible."""
    position = ChancePosition(players=4, deal=12, played=28)
    exact = 100 * card_chances(game_at(position), 0, PETIT)[1]
    assert chance(position) > exact + 10
    assert card_chances(game_at(position), 0, PETIT, weighting="auction") == card_chances(
        game_at(position), 0, PETIT, weighting="auction"
    )


def test_a_card_the_seat_can_place_has_no_chances():
    game = game_at(MidDealPosition(players=4, deal=13, played=36))
    mine = next(iter(game.view(0).hand))
    assert card_chances(game, 0, mine) == {}
    assert card_chances(game, 0, game.tricks[0].cards[0]) == {}


@pytest.mark.parametrize(
    ("written", "read"),
    [
        ("à droite, à gauche", {1, 3}),
        ("A DROITE et en face", {1, 2}),
        ("right and left", {1, 3}),
        ("left, the chien", {3, "chien"}),
        ("personne", set()),
        ("nobody", set()),
    ],
)
def test_places_are_read_as_the_table_names_them(written, read):
    assert read_places(written, HolderPosition(players=4, deal=2, played=36)) == frozenset(read)


@pytest.mark.parametrize("written", ["derrière", "2, 3", ""])
def test_unreadable_places_are_refused_with_what_to_write(written):
    with pytest.raises(AnswerError):
        read_places(written, HolderPosition(players=4, deal=2, played=36))


def test_a_chance_within_the_stated_tolerance_is_right():
    from tarot_learn.exercises.model import Exercise

    position = ChancePosition(players=4, deal=23, played=44)
    exercise = Exercise(id="x", chapter="play", kind="card_chance", position=position, question={"fr": "?", "en": "?"})
    exact = chance(position)
    assert grade(exercise, round(exact + TOLERANCE - 0.5)).correct
    assert not grade(exercise, round(exact + TOLERANCE + 1)).correct
    assert str(TOLERANCE) in KINDS["card_chance"].question(position, "fr")


@pytest.mark.parametrize("number", [0, 1, 2])
def test_the_table_question_is_on_the_live_game_and_graded_from_it(number):
    table_game = game_at(MidDealPosition(players=4, deal=23, played=44)).copy()
    exercise = table_question(table_game, 0, number)
    kind = KINDS[exercise.kind]
    assert exercise.position.game is not table_game  # a copy: the table plays on
    for answer in kind.right_answers(exercise.position):
        assert grade(exercise, answer).correct
    assert len({exercise.hint(level, "en") for level in (1, 2, 3)}) == 3


def test_the_table_asks_about_the_trumps_when_the_card_is_known():
    game = game_at(MidDealPosition(players=4, deal=23, played=44))
    assert not card_chances(game, 0, parse_card("21"))  # the 21 has been played
    assert table_question(game, 0, 1).kind == "trumps_out"


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_game_table_asks_a_counting_question_during_the_tricks_only(lang):
    table = GameTable(4, seed=6, seat=0, lang=lang)
    assert table.drill.button.disabled  # the bidding
    table.pass_button.click()
    assert table.game.phase is Phase.PLAY and not table.drill.button.disabled
    table.drill.button.click()
    question = table.drill.question
    assert question is not None and question.exercise.kind == "trumps_out"
    assert i18n.text("exercise.drill.question.trumps_out", lang) in question.question.value.replace("&#x27;", "'")
    question.answer.value = str(KINDS["trumps_out"].solve(question.exercise.position))
    question.check_button.click()
    assert question.last_result.correct
    table.hand_buttons.buttons[next(iter(table.view.legal_cards()))].click()
    assert table.drill.question is None and table.drill.children == (table.drill.button,)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_card_the_seat_holds_or_has_seen_played_gets_the_true_reason(lang):
    """« Qui peut encore avoir … ? » about a card in the learner's own hand, or already fallen to a trick:
    nobody else can hold it, and a place named is wrong for that reason — not for « the play ruled the
    place out » (issue 35)."""
    from tarot_learn.exercises.model import Exercise

    position = HolderPosition(players=4, deal=13, played=36)
    game = game_at(position)
    held = next(iter(game.view(0).hand))
    fallen_trick = next(number for number, trick in enumerate(game.tricks, 1) if trick.cards)
    fallen = game.tricks[fallen_trick - 1].cards[0]
    for card, rule, trick in ((held, "holder_yours", 0), (fallen, "holder_played", fallen_trick)):
        asked = HolderPosition(players=4, deal=13, played=36, card=card)
        assert places(asked) == frozenset()
        exercise = Exercise(
            id="who-holds", chapter="play", kind="who_may_hold", position=asked, question={"fr": "?", "en": "?"}
        )
        right = i18n.text("exercise.drill.place.nobody", lang)
        assert grade(exercise, right, lang=lang).correct
        wrong = grade(exercise, "à droite" if lang == "fr" else "right", lang=lang)
        assert not wrong.correct and wrong.rule == rule
        assert i18n.text(f"exercise.drill.wrong.{rule}", lang, trick=trick) in wrong.reason
