"""Shared widget pieces (widgets/_common.py): card buttons, the typed-card box, feedback."""

from tarot_learn import CardSet, parse_card
from tarot_learn.errors import CardParseError
from tarot_learn.i18n import format_number, text
from tarot_learn.widgets._common import (
    MAX_TYPED,
    CardButtons,
    CardEntry,
    Feedback,
    card_button,
    errors_shown_in,
    plain_text,
)


def test_card_buttons_show_the_symbol_and_name_the_card_for_screen_readers():
    king = card_button(parse_card("R♥"), "en")
    assert king.description == "K♥ — king of hearts" and king.tooltip == "king of hearts" and king.style.text_color
    spade = card_button(parse_card("7♠"), "fr")
    assert spade.description == "7♠ — 7 de pique" and spade.tooltip == "7 de pique" and not spade.style.text_color
    assert card_button(parse_card("21"), "fr").description == "21 — atout 21"
    assert card_button(parse_card("C♥"), "fr").description == "C♥ — cavalier de cœur"
    assert card_button(parse_card("20"), "en").description == "20 — trump 20"


def test_clicks_and_toggles_report_the_card():
    picked = []
    row = CardButtons(CardSet("R♥ 7♠"), "fr", on_pick=picked.append)
    row.buttons[parse_card("7♠")].click()
    assert picked == [parse_card("7♠")]
    toggles = CardButtons(CardSet("R♥ 7♠"), "fr", on_pick=picked.append, toggle=True)
    toggles.buttons[parse_card("R♥")].value = True
    assert toggles.selected == CardSet("R♥") and picked[-1] == parse_card("R♥")
    toggles.highlight(CardSet("7♠"))
    assert [button.icon for button in toggles.buttons.values()] == ["check", ""]


def test_the_entry_submits_on_enter_and_on_the_button_but_not_when_cleared():
    typed = []
    entry = CardEntry("en", on_submit=typed.append, button_key="widgets.trick.play")
    entry.text.value = "K♥"  # Enter (continuous_update=False sends the value then)
    entry.clear()
    entry.button.click()
    assert typed == ["K♥", ""]
    assert entry.text.description == "Card:" and entry.button.description == "Play"


def test_feedback_escapes_and_marks_its_kind_without_colour_alone():
    feedback = Feedback()
    with errors_shown_in(feedback, "fr"):
        raise CardParseError("error.card.unknown", given="<b>")
    assert feedback.plain == "✘ " + text("error.card.unknown", "fr", given="<b>")
    assert "&lt;b&gt;" in feedback.value and 'role="status"' in feedback.value
    feedback.clear()
    assert feedback.value == "" and feedback.plain == ""


def test_a_long_text_is_cut_before_it_is_read_and_the_learner_is_told():
    typed = []
    entry = CardEntry("fr", on_submit=typed.append, button_key="widgets.trick.play")
    entry.text.value = "R♥" * 2500
    assert len(typed[-1]) == MAX_TYPED
    note = text("widgets.entry.cut", "fr", given=format_number(5000, "fr"), kept=MAX_TYPED)  # "5 000 caractères"
    assert note in plain_text(entry.note.value)
    entry.text.value = "7♠"
    assert typed[-1] == "7♠" and entry.note.value == ""


def test_feedback_wraps_a_long_quoted_answer_inside_the_widget():
    feedback = Feedback()
    feedback.show("x" * 5000, "bad")
    assert "overflow-wrap:anywhere" in feedback.value
