"""No learner ever reads a seat counted from 0 (issue 16; tarot_learn/seats.py).

The API numbers seats from 0; what a learner reads names them by where they sit ("vous", "le
joueur de gauche") or counts them from 1 ("le joueur 1"). These tests read everything the game
table shows during whole deals, and every text of generated and bank exercises, and fail on a
seat counted from 0; an exercise whose answer is a seat takes the learner's number (1…N) and
refuses the API's one (one less).
"""

import random
import re

import pytest
from test_widgets_game_table import SimpleBot, shown_markup

from tarot_learn.exercises import chapter_exercises, expected_text, grade, position_text, solve
from tarot_learn.exercises.bank import CHAPTERS
from tarot_learn.exercises.generate import generate
from tarot_learn.exercises.kinds import KINDS, kind_of
from tarot_learn.game import Phase
from tarot_learn.i18n import LANGUAGES
from tarot_learn.widgets import GameTable
from tarot_learn.widgets._common import plain_text

SEAT_ZERO = re.compile(r"\b(joueurs?|players?|places?|seats?) 0\b|numérotés de 0|numbered from 0", re.IGNORECASE)
NUMBERED_SEAT = re.compile(r"\b(joueur|player) \d", re.IGNORECASE)


# --- the game table: the learner at the bottom, the others named by where they sit ----------------
def shown_text(table: GameTable) -> str:
    return plain_text(shown_markup(table)) + "\n" + table.feedback.plain


def play_a_whole_deal(table: GameTable, rng: random.Random) -> list[str]:
    """Pass or bid, call, make an écart and play legal cards until the deal is over, keeping
    everything the table showed after each step."""
    texts = [shown_text(table)]
    while table.game.phase is not Phase.OVER:
        game = table.game
        if table.slam_button in _shown(table):
            table.no_slam_button.click()
        elif game.phase is Phase.BIDDING:
            choices = [table.pass_button, *table.bid_buttons.values()]
            rng.choice(choices).click()
        elif game.phase is Phase.CALL:
            rng.choice(list(table.call_buttons.buttons.values())).click()
        elif game.phase is Phase.ECART:
            for card in SimpleBot(table.seat).choose_ecart(table.view):
                buttons = table.ecart_hand if card in table.ecart_hand.buttons else table.ecart_chien
                buttons.buttons[card].value = True
            table.ecart_button.click()
        else:
            card = rng.choice(list(table.view.legal_cards()))
            table.hand_buttons.buttons[card].click()
        texts.append(shown_text(table))
    return texts


def _shown(widget) -> list:
    found = [widget]
    for child in getattr(widget, "children", ()):
        found += _shown(child)
    return found


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("seat", [0, 2])
def test_the_game_table_never_shows_a_seat_number(players, lang, seat):
    # Seat 2 as well as seat 0: a table that printed the API's seat would say "joueur 2" or "player 0".
    rng = random.Random(f"{players}{lang}{seat}")
    for seed in (3, 8):
        table = GameTable(players=players, seed=seed, seat=seat, lang=lang, bot="random")
        texts = play_a_whole_deal(table, rng)
        for shown in texts:
            assert not NUMBERED_SEAT.search(shown), NUMBERED_SEAT.search(shown).group(0) + " in: " + shown[:300]
        assert {"fr": "vous", "en": "you"}[lang] in texts[-1].lower()  # the score names the learner by place


# --- exercises: the learner counts the seats from 1 -------------------------------------------------
def _texts(exercise, lang: str) -> list[str]:
    return [
        exercise.question_text(lang),
        *(exercise.hint(n, lang) for n in (1, 2, 3)),
        expected_text(exercise, lang),
        position_text(exercise, lang),
    ]


SEAT_FORMS = ("winner", "seat", "seat_or_nobody", "seat_or_alone")  # the answers that name a seat


def _seat_answer(exercise) -> bool:
    return kind_of(exercise).answer_form in SEAT_FORMS


def _every_exercise():
    for kind in KINDS.values():
        for situation in kind.situations:
            for seed in range(6):
                yield generate(situation, seed, kind=kind.name)
    for chapter in CHAPTERS:
        yield from chapter_exercises(chapter)


EXERCISES = list(_every_exercise())


def test_no_exercise_text_counts_the_seats_from_zero():
    for exercise in EXERCISES:
        for lang in LANGUAGES:
            for said in _texts(exercise, lang):
                assert not SEAT_ZERO.search(said), f"{exercise.id}: {said}"


def test_a_seat_is_answered_from_one_and_the_apis_number_is_wrong():
    asked = [exercise for exercise in EXERCISES if _seat_answer(exercise)]
    assert {exercise.kind for exercise in asked} == {
        "trick_winner",
        "first_player",
        "speaker",
        "taker",
        "partner",
        "next_leader",
        "first_leader",
        "cutter",
        "next_dealer",
    }
    for exercise in asked:
        seat = solve(exercise)
        if seat is None:  # nobody took, the taker plays alone
            continue
        for lang in LANGUAGES:
            assert grade(exercise, seat + 1, lang=lang).correct, exercise.id
            assert grade(exercise, f"joueur {seat + 1}", lang=lang).correct, exercise.id
            assert not grade(exercise, seat, lang=lang).correct, exercise.id  # one off: the API's seat
        players = exercise.position.players
        assert not grade(exercise, players + 1).correct and grade(exercise, 0).feedback_kind in ("invalid", "wrong")


def test_a_play_exercise_puts_the_learner_at_the_bottom():
    for exercise in EXERCISES:
        if exercise.kind not in ("legal_play", "all_legal") or not exercise.position.trick:
            continue
        said = position_text(exercise, "fr")
        assert not NUMBERED_SEAT.search(said), f"{exercise.id}: {said}"  # by place: "À gauche : 7♠"


# --- a deal's pictures and steps: the learner deals, the others named by where they sit (issue 23) -----
@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_deal_stepper_names_the_seats_as_the_game_table_does(players, lang):
    from tarot_learn.widgets import DealStepper

    stepper = DealStepper(players=players, seed=11, lang=lang)
    you = {"fr": "Vous", "en": "You"}[lang]
    right = {"fr": "le joueur de droite", "en": "the player on your right"}[lang]
    said = []
    for step in range(len(stepper.deal.steps) + 1):
        stepper.go_to(step)
        said.append(stepper.sentence.plain + " " + plain_text(stepper.picture.value))
    for shown in said:
        assert not NUMBERED_SEAT.search(shown), NUMBERED_SEAT.search(shown).group(0) + " in: " + shown[:300]
    assert you in said[0] and right in said[1]  # the learner deals; the first packet goes to his right
