"""The deal stepper (widgets/deal_stepper.py): driven in Python, as a learner would click."""

import ipywidgets as widgets
import pytest

from tarot_learn import deal
from tarot_learn.errors import PlayerCountError
from tarot_learn.i18n import text
from tarot_learn.seats import describe_step
from tarot_learn.widgets import DealStepper


def step_to_end(stepper: DealStepper) -> int:
    clicks = 0
    while not stepper.next_button.disabled:
        stepper.next_button.click()
        clicks += 1
    return clicks


@pytest.mark.parametrize(("players", "hand", "chien"), [(3, 24, 6), (4, 18, 6), (5, 15, 3)])
def test_stepping_to_the_end_gives_the_deals_hands_and_chien(players, hand, chien):
    stepper = DealStepper(players=players, seed=11, lang="en")
    expected = deal(players, seed=11)
    clicks = step_to_end(stepper)
    assert clicks == len(expected.steps) == players * hand // expected.size.packet + chien
    hands, shown_chien = stepper.dealt_so_far()
    assert hands == expected.hands
    assert shown_chien == expected.chien and len(shown_chien) == chien
    assert all(len(cards) == hand for cards in hands)
    assert stepper.sentence.plain.endswith(text("widgets.deal.done", "en", hand=hand, chien=chien))


def test_the_chien_grows_one_card_at_a_time_and_never_first_or_last():
    stepper = DealStepper(players=4, seed=3, lang="fr")
    sizes = []
    for step in range(len(stepper.deal.steps) + 1):
        stepper.go_to(step)
        sizes.append(len(stepper.dealt_so_far()[1]))
    assert all(later - earlier in (0, 1) for earlier, later in zip(sizes, sizes[1:], strict=False))
    assert sizes[1] == 0 and sizes[-1] == sizes[-2] == 6  # a packet comes first and last


def test_each_step_is_described_in_the_learners_language():
    french = DealStepper(players=4, seed=7, lang="fr")
    english = DealStepper(players=4, seed=7, lang="en")
    # The learner deals (seat 0): the seats are named as he sees them, as the picture names them.
    dealer = {"fr": "vous", "en": "you"}
    first = {"fr": "le joueur de droite", "en": "the player on your right"}
    # Before the deal: the player on the dealer's left (seat 3) has cut the pack (RULES.md §2).
    cutter = {"fr": "le joueur de gauche", "en": "the player on your left"}
    cut = dict(cut=french.deal.cut, rest=78 - french.deal.cut)
    for stepper, lang in ((french, "fr"), (english, "en")):
        start = dict(dealer=dealer[lang], first=first[lang], players=4, hand=18, packet=3, chien=6)
        said = (
            text("widgets.deal.cut", lang, cutter=cutter[lang], **cut) + " " + text("widgets.deal.start", lang, **start)
        )
        assert stepper.sentence.plain == "ℹ " + said
        assert "joueur 1" not in said.lower() and "player 1" not in said.lower()
    for stepper in (french, english):
        stepper.next_button.click()
    first = french.deal.steps[0]
    for stepper, lang in ((french, "fr"), (english, "en")):
        # seat 1, on the right of the learner who deals, gets the first packet
        packet = text(
            "deal.step.packet",
            lang,
            count=3,
            seat={"fr": "le joueur de droite", "en": "the player on your right"}[lang],
            cards=first.cards,
        )
        assert stepper.sentence.plain.endswith(packet) and describe_step(first, stepper.deal, lang) == packet
    chien_step = next(number for number, step in enumerate(french.deal.steps, 1) if step.kind == "chien")
    french.go_to(chien_step)
    assert french.sentence.plain.endswith(text("deal.step.chien", "fr", count=1, size=6))


def test_buttons_step_box_and_restart():
    stepper = DealStepper(players=5, seed=2, lang="en")
    assert stepper.previous_button.disabled and stepper.restart_button.disabled
    stepper.next_button.click()
    stepper.next_button.click()
    stepper.previous_button.click()
    assert stepper.step == 1 and stepper.clock.value == 1
    stepper.step_box.value = 10  # typed in the box, or what the clock does through its link to the box
    assert stepper.step == 10 and "Step 10 of" in stepper.sentence.plain
    stepper.step_box.value = 1000  # the box keeps to the deal's steps
    assert stepper.step == len(stepper.deal.steps)
    stepper.restart_button.click()
    assert stepper.step == 0 and not stepper.dealt_so_far()[1]
    assert stepper.clock_link.source == (stepper.clock, "value")
    assert stepper.clock_link.target == (stepper.step_box, "value")
    assert stepper.picture.value.startswith('<div lang="en"><svg')  # in the trainer's language


def test_the_replay_toggle_drives_the_hidden_clock():
    stepper = DealStepper(players=4, seed=7, lang="fr")
    assert stepper.clock.layout.display == "none" and stepper.clock.max == len(stepper.deal.steps)
    stepper.go_to(4)
    stepper.play_button.value = True
    assert stepper.clock.playing and stepper.clock.value == 4 and stepper.play_button.icon == "pause"
    stepper.clock.playing = False  # the browser's clock reached the last step
    assert not stepper.play_button.value and stepper.play_button.icon == "play"
    stepper.play_button.value = True
    stepper.next_button.click()  # a click stops the replay
    assert not stepper.clock.playing and not stepper.play_button.value and stepper.step == 5


def test_every_control_has_words_a_screen_reader_can_say():
    stepper = DealStepper(players=4, seed=7, lang="en")
    for control in (stepper.restart_button, stepper.previous_button, stepper.next_button, stepper.play_button):
        assert control.description.strip()
    assert stepper.step_box.description == text("widgets.deal.step", "en")
    shown = [child for box in stepper.children for child in getattr(box, "children", (box,))]
    visible = [child for child in shown if child.layout.display != "none"]
    assert not any(isinstance(child, (widgets.IntSlider, widgets.Play)) for child in visible)


def test_changing_players_and_seed_deals_again():
    stepper = DealStepper(players=4, seed=7, lang="en")
    stepper.go_to(5)
    stepper.players_choice.value = 3
    assert stepper.deal.players == 3 and stepper.step == 0
    assert stepper.step_box.max == len(deal(3, seed=7).steps)
    stepper.seed_box.value = "42"
    assert stepper.deal.seed == 42 and stepper.deal.hands == deal(3, seed=42).hands
    stepper.seed_box.value = "Marseille"
    assert stepper.deal.seed == "Marseille"
    stepper.new_deal_button.click()
    assert stepper.seed_box.value.isdigit() and stepper.deal.seed == int(stepper.seed_box.value)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_an_empty_seed_gets_a_sentence_not_a_traceback(lang):
    stepper = DealStepper(players=4, seed=7, lang=lang)
    stepper.seed_box.value = "   "
    assert stepper.feedback.plain == "✘ " + text("widgets.deal.seed_empty", lang)
    stepper.seed_box.value = "8"
    assert stepper.feedback.plain == "" and stepper.deal.seed == 8


def test_a_petit_sec_is_announced_at_the_end():
    seed = next(seed for seed in range(2000) if deal(4, seed=seed).petit_sec_seats())
    stepper = DealStepper(players=4, seed=seed, lang="fr")
    step_to_end(stepper)
    seat = stepper.deal.petit_sec_seats()[0]
    names = ("vous", "le joueur de droite", "le joueur d'en face", "le joueur de gauche")  # you sit at seat 0
    assert text("deal.petit_sec", "fr", seat=names[seat]) in stepper.sentence.plain


def test_a_wrong_player_count_is_refused_with_the_rules_sentence():
    with pytest.raises(PlayerCountError) as error:
        DealStepper(players=6)
    assert (error.value.key, error.value.params) == ("error.players", {"given": 6})


def test_the_player_who_cut_is_marked_before_the_deal_only():
    stepper = DealStepper(players=5, seed=3, dealer=2, lang="en")
    assert stepper.deal.cutter == 1 and 4 <= stepper.deal.cut <= 74
    assert 'class="tl-cutter"' in stepper.picture.value
    assert (
        text("display.cut_by", "en", seat="the player on your right") in stepper.picture.value
    )  # seat 1 of 5, you at 0
    stepper.next_button.click()
    assert 'class="tl-cutter"' not in stepper.picture.value
    assert text(
        "widgets.deal.cut", "en", cutter="the player on your right", cut=stepper.deal.cut, rest=78 - stepper.deal.cut
    ) not in (stepper.sentence.plain)
