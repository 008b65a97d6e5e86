"""The rules a beginner still missed, graded (issue 23, item 5), and the ids and words that fit their
variants (item 4).

Who leads the next trick and the first, the slam announcement, the cut and the misdeal, and counting
a real pile: each wrong answer is named by the rule it misses (a key, never the wording), each rule
area has at least five bank exercises at 3, 4 and 5 players where the rule differs, and the kinds ask
the core (``may_announce_slam`` is the one rule ``Game.announce_slam`` asks).
"""

import pytest

import tarot_learn as tl
from tarot_learn.errors import IllegalActionError, TarotError
from tarot_learn.exercises import bank_exercise, check, exercise_for, grade, load_bank
from tarot_learn.exercises.bank import RENAMED
from tarot_learn.strategy.playout import start_play


# --- the core: who may announce a slam ---------------------------------------------------------------------
def test_only_the_taker_announces_a_slam_and_only_before_the_first_card():
    assert tl.may_announce_slam(2, taker=2, players=4)
    assert not tl.may_announce_slam(1, taker=2, players=4)  # a defender (or, at five, the partner)
    assert not tl.may_announce_slam(2, taker=2, players=4, cards_played=1)
    with pytest.raises(TarotError):
        tl.may_announce_slam(5, taker=2, players=4)
    with pytest.raises(TarotError):
        tl.may_announce_slam(2, taker=2, players=4, cards_played=-1)


def test_the_game_refuses_a_slam_from_another_player():
    game = start_play(tl.deal(4, seed=3), taker=1)
    with pytest.raises(IllegalActionError) as refused:
        game.announce_slam(2)
    assert refused.value.key == "error.game.slam_taker" and refused.value.params == {"seat": 2, "taker": 1}
    game.announce_slam(1)
    assert game.leader == 1  # the announcer leads the first trick (RULES.md §5)


# --- each wrong answer named by the rule it misses ----------------------------------------------------------
@pytest.mark.parametrize(
    "exercise_id, answer, rule",
    [
        ("lead-next-winner-trumped-4p", 1, "winner_leads"),  # right: player 1 played the 21
        ("lead-next-winner-trumped-4p", 2, "leader_leads_again"),  # player 2 led this trick
        ("lead-next-winner-trumped-4p", 3, "lead_passes_right"),  # as if the lead went round like the deal
        ("lead-first-right-of-dealer-4p", 3, "dealer_leads"),
        ("lead-first-right-of-dealer-4p", 2, "right_of_dealer_leads"),  # the dealer's left
        ("lead-first-slam-announcer-5p", 2, "slam_announcer_leads"),  # the usual first player: the slam forgotten
        ("slam-announce-partner-may-not-5p", "oui", "only_the_taker"),
        ("slam-announce-too-late-3p", "oui", "before_the_first_card"),
        ("slam-announce-taker-before-first-card-4p", "non", "taker_before_the_first_card"),
        ("cut-who-cuts-4p", 2, "left_of_dealer_cuts"),  # the dealer's right, who gets the first packet
        ("cut-too-few-lifted", "oui", "cut_leaves_four"),
        ("next-dealer-after-a-misdeal-5p", 1, "misdeal_same_dealer"),
        ("next-dealer-after-a-deal-4p", 2, "deal_passes_right"),  # the dealer again
        ("pile-ecart-and-excuse-exchange-4p", 42, "ecart_forgotten"),
        ("pile-ecart-and-excuse-exchange-4p", 50, "excuse_not_settled"),  # the defence's Excuse kept
        ("pile-garde-sans-chien-counts-4p", 34, "chien_forgotten"),
        ("pile-garde-contre-chien-to-defence-3p", "51,5", "chien_to_attack"),
        ("pile-garde-contre-chien-to-defence-3p", "42,5", "excuse_not_settled"),  # the attack's Excuse not taken back
        ("pile-ecart-half-point-5p", "41,5", "miscounted"),
    ],
)
def test_a_wrong_answer_names_the_rule_it_misses(exercise_id, answer, rule):
    exercise = bank_exercise(exercise_id)
    for lang in ("fr", "en"):
        result = grade(exercise, answer, lang=lang)
        correct = exercise_id == "lead-next-winner-trumped-4p" and answer == 1
        assert result.correct is correct and result.rule == rule, (exercise_id, answer, result.rule)


@pytest.mark.parametrize(
    "exercise_id, answer",
    [
        ("lead-next-leader-wins-again-4p", "joueur 3"),
        ("lead-first-slam-dealer-announces-3p", 2),
        ("slam-announce-garde-contre-4p", "yes"),
        ("cut-fewest-left", "oui"),
        ("next-dealer-after-a-misdeal-3p", "player 1"),
        ("pile-ecart-excuse-and-half-3p", "56,5"),
        ("pile-garde-sans-excuse-exchange-5p", 53.5),
    ],
)
def test_the_right_answer_as_a_learner_writes_it(exercise_id, answer):
    assert grade(bank_exercise(exercise_id), answer).correct


# --- at least five graded exercises per rule, at 3, 4 and 5 players where it differs ------------------------
AREAS = {
    "who leads": {"next_leader", "first_leader"},
    "the slam announcement": {"slam_announcement", "first_leader_slam", "slam_bonus"},
    "the cut and the misdeal": {"cutter", "cut_size", "next_dealer"},
    "counting a real pile": {"pile_count"},
}


def _area_kind(exercise) -> str:
    slam = exercise.kind == "first_leader" and exercise.position.slam_announcer is not None
    return "first_leader_slam" if slam else exercise.kind


@pytest.mark.parametrize("area", AREAS)
def test_each_rule_has_five_exercises_or_more_at_three_four_and_five_players(area):
    found = [exercise for exercise in load_bank().values() if _area_kind(exercise) in AREAS[area]]
    assert len(found) >= 5, area
    assert {exercise.position.players for exercise in found} == {3, 4, 5}, area


# --- ids that say what is taught, words that fit the variant ------------------------------------------------
def test_an_old_id_still_names_its_exercise():
    assert RENAMED == {
        "scoring-two-bouts-made": "scoring-made-by-margin",
        "scoring-one-bout-failed": "scoring-failed-by-margin",
    }
    for old, new in RENAMED.items():
        assert new in load_bank() and old not in load_bank()
        assert bank_exercise(old).id == new and exercise_for("alice", old).id == new
    assert check("scoring-two-bouts-made", "+8").correct  # the bank position: 49 points with 2 bouts


def test_the_margin_is_never_called_an_ecart():
    result = grade(bank_exercise("scoring-made-by-margin"), "+9", lang="fr")
    assert result.rule == "wrong_margin" and "écart" not in result.reason


def test_the_words_of_the_kings_ecart_question_fit_every_learners_hand():
    # "Each of your suits has its king": no variant may give the learner a void, or a suit without its king.
    for number in range(12):
        hand = exercise_for(f"learner-{number}", "advice-ecart-points-4p").position.hand
        held = [suit for suit in tl.SUITS if hand.of_suit(suit)]
        assert len(held) == 4, number
        assert all(any(card.rank == 14 for card in hand.of_suit(suit)) for suit in held), number
