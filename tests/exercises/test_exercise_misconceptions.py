"""What a wrong answer reveals, and what players write (issue 23, items 2 and 3).

The issue's wrong-rule table: each wrong answer gets its misconception and a feedback that names the
right rule and where the lessons teach it — not the sentence of another rule. Then the right answers
the grader used to refuse (the names the English lesson teaches, lists with et/ou/and/or, fou and mat,
suit-first cards, T for ten, « environ » within the tolerance the question states, a value more
precise than the tenth asked for), and the wrong ones it used to accept (a sign or a "lost" word with
0). Sentences are checked through their keys and parameters.
"""

import dataclasses

import pytest

from tarot_learn import Card, CardSet, i18n
from tarot_learn.exercises import bank_exercise, grade
from tarot_learn.exercises.kinds.play import PlayPosition

LANGS = i18n.LANGUAGES


def _section(key: str, lang: str) -> str:
    return i18n.text(f"exercise.section.{key}", lang)


# --- the wrong-rule table of issue 23 -----------------------------------------------------------------------
# (exercise, wrong answer, misconception, lesson section it names, the sentence it used to get instead)
WRONG_RULE_TABLE = [
    (
        "bidding-multiplier-garde-sans",
        "3",
        "multiplier_is_rank",
        "four_contracts",
        ("exercise.rules.wrong.bidding", {}),
    ),
    ("poignee-score-4p", "+106", "taker_share_forgotten", "score_terms", ("exercise.rules.wrong.poignee", {})),
    ("slam-score-4p", "+580", "taker_share_forgotten", "score_terms", ("exercise.rules.wrong.chelem", {})),
    ("pab-taker-score-5p", "+78", "taker_share_forgotten", "score_terms", ("exercise.rules.wrong.petit_au_bout", {})),
    (
        "dealing-packet-3p",
        "3",
        "deal_size_of_other_table",
        "deal_sizes",
        ("exercise.dealing.wrong_size", {"given": 3, "players": 3}),
    ),
    ("excuse-slam", "défense", "excuse_slam_exception_missed", "excuse_slam", ("exercise.excuse.wrong", {})),
    ("dealing-first-player-4p", "2", "deal_to_the_left", "direction", None),  # player 3 deals: 2 is on his left
    ("play-must-overtrump-1", "5", "overtrump_missed", "trumping", None),  # a lower trump than the 12
]


@pytest.mark.parametrize("exercise_id, answer, misconception, section, instead", WRONG_RULE_TABLE)
def test_a_wrong_answer_gets_its_misconception_and_the_right_rule(exercise_id, answer, misconception, section, instead):
    for lang in LANGS:
        result = grade(bank_exercise(exercise_id), answer, lang=lang)
        assert not result.correct and result.feedback_kind == "wrong"
        assert result.misconception == misconception
        assert result.reason.endswith(_section(section, lang))
        assert i18n.text(f"exercise.misconception.{misconception}", lang, **_params(result)) in result.reason
        if instead is not None:
            key, params = instead
            assert i18n.text(key, lang, **params) not in result.reason


def _params(result) -> dict:
    """The sentence parameters the table's misconceptions use (none, or the given size and players)."""
    return {name: value for name, value in result.params.items() if name in ("given", "players", "top")}


def test_the_taker_share_forgotten_is_recognised_for_the_taker_only():
    defender = dataclasses.replace(
        bank_exercise("poignee-score-4p"),
        position=dataclasses.replace(bank_exercise("poignee-score-4p").position, seat=1),
    )
    assert grade(defender, "-106").correct  # a defender does pay S
    assert grade(defender, "+106").misconception == "score_sign_reversed"


# Worked out by hand. pab-taker-score-5p: garde (×2) alone at five, 45 points with 2 bouts (41 needed):
# base (25 + 4) × 2 = 58, Petit au bout +20, S = 78, the taker scores 4 × 78 = +312. poignee-score-4p:
# S = 66 + 20 (Petit au bout) + 20 (poignée) = 106, the taker 3 × S. slam-score-4p: S = 160 + 20 + 400
# (announced and made) = 580, the taker 3 × S.
BONUS_MISHANDLED = {
    ("pab-taker-score-5p", "+232"): "Petit au bout left out: 4 × 58",
    ("pab-taker-score-5p", "+152"): "given to the defence: 4 × (58 − 20)",
    ("pab-taker-score-5p", "+272"): "not multiplied: 4 × (58 + 10)",
    ("pab-taker-score-5p", "+252"): "counted once, not by the taker's share: 4 × 58 + 20",
    ("poignee-score-4p", "+258"): "poignée left out: 3 × (106 − 20)",
    ("slam-score-4p", "+1140"): "slam not announced (+200): 3 × (180 + 200)",
}


@pytest.mark.parametrize("exercise_id, answer", BONUS_MISHANDLED)
def test_a_score_the_bonus_explains_is_sent_back_to_that_bonus(exercise_id, answer):
    exercise = bank_exercise(exercise_id)
    for lang in LANGS:
        result = grade(exercise, answer, lang=lang)
        assert not result.correct and result.params["area"] == exercise.situation, answer
        assert i18n.text(f"exercise.rules.wrong.{exercise.situation}", lang) in result.reason


@pytest.mark.parametrize(
    "exercise_id, answer",
    [
        ("pab-taker-score-5p", "+313"),
        ("pab-taker-score-5p", "+311"),
        ("poignee-score-4p", "+319"),
        ("slam-score-4p", "+1741"),
    ],
)
def test_a_score_one_point_off_is_sent_back_to_the_steps_not_to_the_bonus(exercise_id, answer):
    exercise = bank_exercise(exercise_id)
    for lang in LANGS:
        result = grade(exercise, answer, lang=lang)
        assert not result.correct and result.params["area"] == "score", answer
        assert i18n.text(f"exercise.rules.wrong.{exercise.situation}", lang) not in result.reason
        assert i18n.text("exercise.rules.wrong.score", lang) in result.reason


def test_the_score_s_steps_are_one_sentence_each():
    exercise = bank_exercise("pab-taker-score-5p")
    for lang in LANGS:
        reason = grade(exercise, "+312", lang=lang).reason
        for line in exercise.position.breakdown().lines(lang):
            assert line.rstrip(".") + "." in reason, line


def test_the_half_point_kept_or_given_to_the_loser_is_named():
    lost = bank_exercise("scoring-half-point-lost")  # 40,5 for 41 needed: D = −0,5, written −1
    far = dataclasses.replace(lost, position=dataclasses.replace(lost.position, attack_points=38.5))  # D = −2,5
    for exercise, kept, to_the_loser, right in ((lost, "-0,5", "0", "-1"), (far, "-2,5", "-2", "-3")):
        for answer in (kept, to_the_loser):
            result = grade(exercise, answer, lang="fr")
            assert not result.correct and result.misconception == "half_point_to_winner", answer
            assert result.reason.endswith(_section("made_or_failed", "fr"))
        assert grade(exercise, right).correct


@pytest.mark.parametrize("answer", ["chuté de 0", "-0", "−0", "failed by 0", "perdu de 0", "lost by 0"])
def test_a_sign_or_a_lost_word_with_0_is_a_wrong_answer(answer):
    result = grade(bank_exercise("scoring-exactly-made"), answer, lang="en")
    assert not result.correct and result.rule == "wrong_sign"
    assert result.misconception == "exact_threshold_fails"


@pytest.mark.parametrize("answer", ["0", "+0", 0, "réussi de 0", "made by 0"])
def test_made_by_0_stays_right(answer):
    assert grade(bank_exercise("scoring-exactly-made"), answer).correct


# --- what players write -------------------------------------------------------------------------------------
def _legal_play(hand: str, trick: str) -> object:
    """A "which card may you play?" exercise on this hand and trick (the bank's words and hints)."""
    position = PlayPosition(players=4, hand=CardSet(hand), trick=tuple(CardSet(trick)))
    return dataclasses.replace(bank_exercise("play-must-overtrump-1"), position=position)


@pytest.mark.parametrize(
    "exercise_id, answer",
    [
        ("play-must-overtrump-1", "16 ou 19"),  # two legal cards offered as choices
        ("play-must-overtrump-1", "16 or 19"),
        ("play-follow-1", "4♥ et R♥"),  # every legal card
        ("play-follow-1", "♥4 and ♥R"),
        ("play-excuse-in-hand-1", "3♣, R♣ et fou"),
        ("play-last-trick-excuse", "fou"),
        ("play-last-trick-excuse", "le mat"),
        ("bidding-allowed-after-garde-4p", "garde sans ou garde contre"),
        ("bidding-allowed-after-garde-4p", "guard without the dog and guard against the dog"),
        ("bidding-allowed-after-garde-4p", "Guard without (the dog) or Guard against (the dog)"),
        ("stats-petit-sec-player-4p", "environ 2 000"),  # lesson 02's figure, within the 10 % the question states
        ("stats-petit-sec-player-4p", "about 2,000"),
        ("stats-petit-sec-table-4p", "environ 500"),
        ("stats-trumps-mean-4p", "4,85"),  # 4,846…: more precise than the tenth asked for
        ("stats-trumps-mean-4p", "4.846"),
    ],
)
def test_what_players_write_is_read(exercise_id, answer):
    for lang in LANGS:
        result = grade(bank_exercise(exercise_id), answer, lang=lang)
        assert result.correct and result.feedback_kind == "correct", (answer, result.reason)


def test_a_close_answer_is_told_how_it_was_accepted():
    about = grade(bank_exercise("stats-petit-sec-player-4p"), "environ 2 000", lang="fr")
    assert about.reason == i18n.text(
        "exercise.chances.within", "fr", given="2\u202f000", exact="2\u202f169", percent="10\u00a0%"
    )
    tenth = grade(bank_exercise("stats-trumps-mean-4p"), "4,85", lang="en")
    assert tenth.reason == i18n.text("exercise.chances.tenth", "en", given="4.85", exact="4.846", tenth="4.8")


@pytest.mark.parametrize(
    "exercise_id, answer",
    [
        ("stats-petit-sec-player-4p", "environ 2 500"),  # 15 % off: more than the question allows
        ("stats-petit-sec-player-4p", "1 900"),
        ("stats-trumps-mean-4p", "4,9"),  # 4,846… is 4,8 to a tenth
        ("stats-trumps-mean-4p", "5"),
    ],
)
def test_an_answer_beyond_the_stated_tolerance_is_wrong(exercise_id, answer):
    result = grade(bank_exercise(exercise_id), answer, lang="en")
    assert not result.correct and result.feedback_kind == "wrong", answer


def test_the_ten_written_t_and_suit_first_cards_are_read_in_an_exercise():
    exercise = _legal_play("10♠ 3♠ 5 12", "R♠")
    for answer in ("T♠", "t♠", "♠10", "♠T", "10 of spades", "3♠ ou T♠"):
        assert grade(exercise, answer, lang="fr").correct, answer
    trumped = grade(exercise, "12", lang="fr")
    assert not trumped.correct and trumped.misconception == "trumped_while_holding_suit"
    not_held = grade(exercise, "T♥", lang="fr")  # the ten of hearts, not "Did you mean J♥?"
    assert not_held.feedback_kind == "invalid" and not_held.rule == "error.card.not_in_hand"
    assert not_held.params["card"] == Card("10♥")


def test_choices_with_an_illegal_card_are_wrong_for_that_card():
    result = grade(bank_exercise("play-must-overtrump-1"), "5 ou 16", lang="en")
    assert not result.correct and result.rule == "must_overtrump" and result.params["card"] == Card("5")


@pytest.mark.parametrize(
    "exercise_id, answer, key",
    [
        ("scoring-exactly-made", "beaucoup", "exercise.answer.not_number"),
        ("bidding-allowed-after-garde-4p", "guard with the cat", "exercise.answer.not_contracts"),
        ("play-follow-1", "quatre de bidule", "error.card.unknown"),
    ],
)
def test_an_unreadable_answer_still_says_what_to_write(exercise_id, answer, key):
    result = grade(bank_exercise(exercise_id), answer, lang="fr")
    assert result.feedback_kind == "invalid" and result.rule == key and not result.misconception
    assert result.reason and len(result.reason) < 200
