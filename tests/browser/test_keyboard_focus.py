"""Keyboard only, in Voilà (issue 35): after each of the learner's actions the focus is on something
to do next — never back on ``<body>``, from where a keyboard user would start again at the top of
the page. Three runs with Tab, Enter and Space alone: a whole deal's cards at the game table; a whole
deal from the bids, as the taker (a bid, six écart cards pressed, the écart confirmed, no slam, then
every card); and a practice set's exercise answered with its cards, checked, and the next one."""

from __future__ import annotations

import pytest
from learner import KERNEL_TIMEOUT_MS, assert_no_errors, screenshot, write_notebook
from playwright.sync_api import Page
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from tarot_learn import i18n
from tarot_learn.contracts import Contract
from tarot_learn.widgets import GameTable, Practice
from tarot_learn.widgets._common import plain_text

CELL = (
    "from tarot_learn.contracts import Contract\nfrom tarot_learn.widgets import GameTable\n"
    "table = GameTable(players=4, seed=7, seat=0, lang={lang!r})\n"
    "table.bid(Contract.GARDE_SANS)\ntable.decide_slam(False)\ntable.show_legal.value = True\ntable"
)
# Seed 2: the auction comes to the learner (seat 0, the dealer) with a Garde still allowed, and he takes.
TAKER = {"players": 4, "seed": 2, "seat": 0}
TAKER_CELL = (
    "from tarot_learn.widgets import GameTable\n"
    "table = GameTable(players=4, seed=2, seat=0, lang={lang!r})\ntable.show_legal.value = True\ntable"
)
PRACTICE = {"area": "play", "seed": 3}
PRACTICE_CELL = "from tarot_learn.widgets import Practice\nPractice('play', seed=3, lang={lang!r})"
ON_A_PLAYABLE_CARD = """() => {
    const element = document.activeElement;
    return element && element.tagName === 'BUTTON' && element.querySelector('i.fa-check') !== null;
}"""
FOCUSED = """() => {
    const e = document.activeElement;
    return e ? e.tagName + ' ' + e.textContent.trim().slice(0, 80) : 'none';
}"""
FOCUSED_TEXT = "() => document.activeElement ? document.activeElement.textContent.trim() : ''"
STATUS = "() => [...document.querySelectorAll('[role=status]')].map(e => e.textContent).join('|')"
NOT_ON_BODY = "() => document.activeElement && document.activeElement !== document.body"
MAX_TABS = 120
CARDS = 18  # a 4-player hand


class FocusAudit:
    """Counts the actions after which the focus stayed on the page's controls, and the others."""

    def __init__(self, page: Page):
        self.page, self.kept, self.lost = page, 0, []

    def tab_to(self, test: str, what: str) -> None:
        """Press Tab until ``test`` (a JavaScript function of nothing) is true."""
        for _tab in range(MAX_TABS):
            if self.page.evaluate(test):
                return
            self.page.keyboard.press("Tab")
        raise AssertionError(f"{what}: not reached with Tab")

    def tab_to_text(self, starts: str, what: str) -> None:
        """Press Tab until the focused control's text starts with ``starts``."""
        self.tab_to(f"() => ({FOCUSED_TEXT})().startsWith({starts!r})", what)

    def act(self, key: str, done: str, then: str | None = None) -> None:
        """Press ``key`` on the focused control, wait for ``done`` (a JavaScript function of nothing:
        the kernel has answered), then note whether the focus is still on the page's controls — and,
        given ``then`` (the control's text starts with it, or a JavaScript test), on the next thing to do."""
        before = self.page.evaluate(FOCUSED)
        self.page.keyboard.press(key)
        self.page.wait_for_function(done, timeout=KERNEL_TIMEOUT_MS)
        if then is None or then.startswith("() =>"):
            target = then or NOT_ON_BODY
        else:
            target = f"() => ({FOCUSED_TEXT})().startsWith({then!r})"
        try:
            self.page.wait_for_function(target, timeout=3_000)
            self.kept += 1
        except PlaywrightTimeout:
            self.lost.append(f"after {before}: on {self.page.evaluate(FOCUSED)!r}, not {then or 'a control'!r}")

    def status_changes(self) -> str:
        return f"() => ({STATUS})() !== {self.page.evaluate(STATUS)!r}"

    def shows(self, text: str) -> str:
        """A wait for ``text`` somewhere on the page (no-break spaces read as spaces)."""
        return f"() => document.body.innerText.replace(/\\s+/g, ' ').includes({' '.join(text.split())!r})"

    def play_cards(self, count: int) -> None:
        """Play ``count`` cards, each the first playable one Tab reaches (marked by "show the legal cards")."""
        for turn in range(count):
            self.tab_to(ON_A_PLAYABLE_CARD, f"card {turn + 1}: a playable card")
            self.act("Enter", self.status_changes())
            if self.lost:
                return

    def report(self, name: str) -> str:
        actions = self.kept + len(self.lost)
        print(f"\nfocus kept ({name}): {self.kept}/{actions} actions; at the end on {self.page.evaluate(FOCUSED)!r}")
        return f"focus on <body> or off the next thing to do {len(self.lost)}/{actions} times: {self.lost[:6]}"


def first_control(exercise, lang: str) -> str:
    """Where the focus goes when an exercise is shown: its first card, or its answer box when it has no cards."""
    if exercise.card_buttons is not None:
        return next(iter(exercise.card_buttons.buttons)).text(lang) + " — "
    return "() => document.activeElement.matches('.tarot-practice .widget-text input')"


def open_scenario(page: Page, lab, served, name: str, cell: str, ready: str) -> None:
    write_notebook(served / "scenarios" / name, cell)
    page.goto(f"{lab.url}/voila/render/scenarios/{name}", timeout=KERNEL_TIMEOUT_MS)
    page.locator(ready).first.wait_for(timeout=KERNEL_TIMEOUT_MS)
    assert_no_errors(page, name)


@pytest.mark.parametrize("lang", ["fr"])
def test_focus_never_falls_to_body_in_a_whole_deal(lab, served, page: Page, lang):
    open_scenario(page, lab, served, f"keyboard_{lang}.ipynb", CELL.format(lang=lang), "button i.fa-check")
    audit = FocusAudit(page)
    audit.play_cards(CARDS)
    focused = page.evaluate(FOCUSED)
    screenshot(page, f"keyboard_{lang}_end")
    assert not audit.lost, audit.report("cards")
    audit.report("cards")
    assert i18n.text("widgets.new_deal", lang) in focused, f"at the end the focus is on {focused!r}"


@pytest.mark.parametrize("lang", ["fr"])
def test_focus_never_falls_to_body_from_the_bids_to_the_score(lab, served, page: Page, lang):
    """The taker's whole deal: his bid (then the focus is on the écart's first card), his écart card
    by card and its confirmation (then on « no slam »), the slam question, then every card."""
    garde = Contract.GARDE.localized(lang)
    open_scenario(page, lab, served, f"keyboard_taker_{lang}.ipynb", TAKER_CELL.format(lang=lang), "button")
    reference = GameTable(**TAKER, lang=lang)
    audit = FocusAudit(page)

    audit.tab_to(f"() => ({FOCUSED_TEXT})() === {garde!r}", "the Garde button")
    reference.bid(Contract.GARDE)
    assert reference.game.taker == reference.seat
    picker = reference.ecart_picker
    first = next(iter(picker.hand_buttons.buttons))
    audit.act("Enter", audit.status_changes(), then=f"{first.text(lang)} — ")  # the écart's first card

    in_order = [*picker.hand_buttons.buttons, *picker.chien_buttons.buttons]  # as Tab meets them
    allowed = reference.view.ecart_candidates()
    for card in [card for card in in_order if card in allowed][: len(reference.game.deal.chien)]:
        audit.tab_to_text(f"{card.text(lang)} — ", f"the écart's {card.text(lang)}")
        (picker.hand_buttons if card in picker.hand else picker.chien_buttons).select(card)
        audit.act("Space", audit.shows(plain_text(picker.count.value)))

    audit.tab_to_text(i18n.text("table.ecart_confirm", lang), "the écart's confirmation")
    audit.act("Enter", audit.status_changes(), then=i18n.text("table.no_slam", lang))
    audit.tab_to_text(i18n.text("table.no_slam", lang), "no slam")
    audit.act("Enter", audit.status_changes())
    audit.play_cards(CARDS)
    screenshot(page, f"keyboard_taker_{lang}_end")
    assert not audit.lost, audit.report("bids, écart, cards")
    assert audit.kept == 1 + 6 + 1 + 1 + CARDS
    audit.report("bids, écart, cards")


@pytest.mark.parametrize("lang", ["fr"])
def test_focus_never_falls_to_body_in_a_whole_exercise(lab, served, page: Page, lang):
    """A practice set's exercise: its first card pressed, the answer checked, the next exercise
    asked — then the focus is on the next exercise's first card, not left on « Exercice suivant »."""
    open_scenario(page, lab, served, f"keyboard_practice_{lang}.ipynb", PRACTICE_CELL.format(lang=lang), "button")
    reference = Practice(**PRACTICE, lang=lang)
    audit = FocusAudit(page)
    for number in (1, 2):
        exercise = reference.exercise_widget
        first = next(iter(exercise.card_buttons.buttons))
        audit.tab_to_text(f"{first.text(lang)} — ", f"exercise {number}: its first card")
        exercise.card_buttons.select(first)
        answered = (
            f"() => [...document.querySelectorAll('.tarot-practice input')].some(i => i.value === {first.text(lang)!r})"
        )
        audit.act("Space", answered)
        audit.tab_to_text(i18n.text("exercise.widget.check", lang), f"exercise {number}: Check")
        audit.act("Enter", audit.status_changes())
        audit.tab_to_text(i18n.text("exercise.practice.next", lang), f"exercise {number}: Next")
        reference.next()
        shown = audit.shows(i18n.text("exercise.practice.count", lang, number=number + 1))
        audit.act("Enter", shown, then=first_control(reference.exercise_widget, lang))
    screenshot(page, f"keyboard_practice_{lang}_end")
    assert not audit.lost, audit.report("exercise")
    audit.report("exercise")
