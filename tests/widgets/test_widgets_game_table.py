"""The game table (widgets/game_table.py): a whole deal played through the widget's own controls.

Every test clicks buttons or types into boxes as a learner would, then reads what the widget
shows. A shared check runs after every step: no card still hidden in another player's hand
(or in the unseen chien, or in the taker's secret écart) appears in the widget's HTML.
"""

import random
import re

import ipywidgets as widgets
import pytest

from tarot_learn import CardSet, Contract, Poignee, explain_play, first_leader
from tarot_learn.errors import TarotError
from tarot_learn.game import Phase
from tarot_learn.i18n import text
from tarot_learn.strategy import written_deal
from tarot_learn.strategy.bots import SimpleBot
from tarot_learn.strategy.coach import CoachBot
from tarot_learn.strategy.expert import ExpertBot
from tarot_learn.widgets import GameTable
from tarot_learn.widgets._common import plain_text

ECART_REFUSED = {"fr": "Cet écart n'est pas permis.", "en": "This écart is not allowed."}
TRY_AGAIN = {"fr": "Choisissez une autre carte.", "en": "Choose another card."}
OVER = {"fr": "La donne est finie.", "en": "The deal is over."}


# --- reading the widget ----------------------------------------------------------------------
def shown_markup(widget) -> str:
    """Everything the widget shows: HTML values, and the labels and tooltips of its buttons.
    (The typing boxes are left out: their placeholders give example cards on purpose.)"""
    parts = []
    if isinstance(widget, widgets.HTML):
        parts.append(widget.value)
    if isinstance(widget, (widgets.Button, widgets.ToggleButton)):
        parts += [widget.description, widget.tooltip or ""]
    for child in getattr(widget, "children", ()):
        parts.append(shown_markup(child))
    return "\n".join(parts)


def mentions(markup: str, words: str, card, lang: str) -> bool:
    """Whether ``card`` appears in ``markup`` (whose text is ``words``): drawn, named or written."""
    if f'data-card="{card.text(lang)}"' in markup:
        return True
    if re.search(rf"(?<![0-9]){re.escape(card.name(lang))}(?![0-9])", words):
        return True
    return not card.is_trump and not card.is_excuse and re.search(rf"(?<![0-9]){card.text(lang)}", words)


def hidden_cards(table: GameTable) -> CardSet:
    """The cards the learner's seat must not see now."""
    game = table.game
    hidden = 0
    for seat in range(game.players):
        if seat != table.seat:
            hidden |= game.hand_bits[seat]
    for _, shown in game.poignees.values():  # a poignée is shown to everyone
        hidden &= ~shown.bits
    if game.called_card is not None:  # the called card is named aloud, not its holder
        hidden &= ~game.called_card.bit
    if game.phase is Phase.CALL:  # the cards the taker may call are offered, whoever holds them
        hidden &= ~CardSet(table.view.callable_cards()).bits
    view = table.view
    if view.ecart is None:
        hidden |= game.ecart.bits & ~game.shown_trumps.bits
    if view.chien is None:
        hidden |= game.deal.chien_bits
    else:  # the chien was shown to everyone before the taker took it (RULES.md §4)
        hidden &= ~game.deal.chien_bits
    return CardSet.from_bits(hidden)


def check_privacy(table: GameTable) -> None:
    markup = shown_markup(table)
    for card in table.view.hand:  # the learner's own cards are there: the check can fail
        assert f'data-card="{card.text(table.lang)}"' in markup
    words = plain_text(markup)
    leaked = [card for card in hidden_cards(table) if mentions(markup, words, card, table.lang)]
    assert not leaked, f"cards of other seats shown: {leaked}"


# --- playing through the controls ------------------------------------------------------------
def take_with_garde(players: int, lang: str, seat: int = 0, first_seed: int = 1) -> GameTable:
    """The first seeded table where the learner bids Garde (or Petite) and becomes the taker."""
    for seed in range(first_seed, first_seed + 80):
        table = GameTable(players=players, seed=seed, seat=seat, lang=lang)
        wanted = [c for c in (Contract.GARDE, Contract.PETITE) if c in table.bid_buttons]
        if not wanted:
            continue
        table.bid_buttons[wanted[0]].click()
        if table.game.taker == seat and table.game.phase in (Phase.CALL, Phase.ECART):
            return table
    raise AssertionError("no seed gave the learner the contract")


def release_all(table: GameTable) -> None:
    for buttons in (table.ecart_hand, table.ecart_chien):
        for button in buttons.buttons.values():
            button.value = False


def press(table: GameTable, cards) -> None:
    for card in cards:
        buttons = table.ecart_hand if card in table.ecart_hand.buttons else table.ecart_chien
        buttons.buttons[card].value = True


def make_ecart_after_an_illegal_one(table: GameTable) -> None:
    lang, view = table.lang, table.view
    size = len(view.chien)
    pool = view.hand | view.chien
    kings = [card for card in pool if card.is_king]
    plain = [card for card in view.ecart_candidates() if not card.is_trump]
    illegal = kings[:1] + plain[: size - 1] if kings else plain[: size - 1]  # a king, or one card short
    press(table, illegal)
    assert f"{len(illegal)} " in plain_text(table.ecart_count.value)
    table.ecart_button.click()
    assert table.game.phase is Phase.ECART and table.feedback.plain.startswith("✘ " + ECART_REFUSED[lang])
    release_all(table)
    legal = SimpleBot(0).choose_ecart(view)
    press(table, legal)
    table.ecart_button.click()
    assert table.game.ecart == legal
    assert table.feedback.plain.startswith("✔ ")
    check_privacy(table)


def play_to_the_end(table: GameTable, rng: random.Random) -> dict:
    """Play the learner's cards (illegal ones first when there are any) until the deal is over."""
    lang, seen = table.lang, {"illegal": 0, "typed": 0, "poignee": 0}
    while table.game.phase is not Phase.OVER:
        check_privacy(table)
        if table.slam_button in shown_widgets(table):
            table.no_slam_button.click()
            continue
        assert table.game.phase is Phase.PLAY and table.game.to_act == table.seat
        view = table.view
        if view.poignee_options():
            table.poignee_box.children[0].click()
            assert table.seat in table.game.poignees
            seen["poignee"] += 1
        legal = view.legal_cards()
        illegal = list(view.hand - legal)
        if illegal and seen["illegal"] < 3:
            card = rng.choice(illegal)
            before = view.hand
            table.hand_buttons.buttons[card].click()
            called = view.called_card if not view.played else None  # §4: only the first lead is restricted
            reason = explain_play(card, before, view.trick, lang=lang, called_card=called)
            assert table.feedback.plain == f"✘ {reason.explain(lang)} {TRY_AGAIN[lang]}"
            assert table.view.hand == before
            seen["illegal"] += 1
        card = rng.choice(list(legal))
        tricks = len(table.game.tricks)
        if rng.random() < 0.3:
            table.card_entry.text.value = card.text(lang)  # typed, then Enter
            seen["typed"] += 1
        else:
            table.hand_buttons.buttons[card].click()
        assert card not in table.view.hand and table.feedback.plain.startswith("✔ ")
        if len(table.game.tricks) > tricks:  # the trick was finished: its winner is told
            last = table.game.tricks[tricks]
            winner = table._seat_names()[last.winner]  # "Vous", "À droite"…
            assert text("game.event.trick", lang, seat=winner, number=tricks + 1) in table.feedback.plain
    return seen


def shown_widgets(widget) -> list:
    found = [widget]
    for child in getattr(widget, "children", ()):
        found += shown_widgets(child)
    return found


def check_the_end(table: GameTable) -> None:
    game, lang = table.game, table.lang
    assert game.phase is Phase.OVER
    assert plain_text(table.prompt.value).startswith(OVER[lang])
    score_text = plain_text(table.score.value)
    for line in game.result.score.lines(lang, viewer=table.seat):
        assert plain_text(f"<p>{line}</p>") in score_text
    assert sum(game.result.score.scores) == 0
    assert table.show_legal.disabled and table.actions.children == ()
    made_or_failed = game.history[-1].describe(lang, table._seat_names())  # by how much
    assert table.feedback.plain.endswith(made_or_failed)


# --- whole deals -----------------------------------------------------------------------------
@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_whole_deal_as_taker_through_the_controls(players, lang):
    table = take_with_garde(players, lang)
    check_privacy(table)
    if players == 5:
        assert table.game.phase is Phase.CALL
        callable_cards = table.view.callable_cards()
        assert list(table.call_buttons.buttons) == callable_cards
        card = callable_cards[-1]
        table.call_buttons.buttons[card].click()
        assert table.game.called_card == card
        assert table.feedback.plain.startswith(f"✔ {'Vous appelez' if lang == 'fr' else 'You call'} {card.text(lang)}")
    assert table.game.phase is Phase.ECART
    # the chien is shown to all before the taker takes it (RULES.md §4)
    for card in table.view.chien:
        assert f'data-card="{card.text(lang)}"' in table.picture.value
    make_ecart_after_an_illegal_one(table)
    seen = play_to_the_end(table, random.Random(f"{players}{lang}"))
    assert seen["illegal"] >= 1 and seen["typed"] >= 1
    check_the_end(table)


@pytest.mark.parametrize(("players", "lang"), [(3, "en"), (4, "fr"), (5, "en")])
def test_a_whole_deal_as_a_defender(players, lang):
    table = GameTable(players=players, seed=11, seat=1, lang=lang, bot="random")
    while table.game.phase is Phase.BIDDING:
        table.pass_button.click()
        check_privacy(table)
    seen = play_to_the_end(table, random.Random(players))
    assert seen["illegal"] >= 1
    check_the_end(table)


@pytest.mark.parametrize(("level", "kind"), [("coach", CoachBot), ("expert", ExpertBot)])
def test_the_coach_and_the_expert_are_opponent_levels(level, kind):
    table = GameTable(players=4, seed=5, seat=3, lang="fr", bot=level)  # the dealer is seat 0: seats 1 and 2 bid first
    assert sorted(table.bots) == [0, 1, 2] and all(type(bot) is kind for bot in table.bots.values())
    assert table.game.to_act == 3 and len(table.game.auction.history) == 2


# --- the steps one by one --------------------------------------------------------------------
def test_bidding_offers_pass_and_only_the_contracts_still_allowed():
    table = GameTable(players=4, seed=7, lang="en")
    view = table.view
    assert list(table.bid_buttons) == view.allowed_bids()
    labels = [button.description for button in table.bid_box.children]
    assert labels[0] == "Pass" and labels[1:] == [c.localized("en") for c in view.allowed_bids()]
    table.bid_buttons[Contract.GARDE_CONTRE].click()
    assert table.feedback.plain.startswith("✔ " + text("table.you_bid", "en", contract=Contract.GARDE_CONTRE))
    assert table.game.contract is Contract.GARDE_CONTRE and table.game.taker == 0
    assert text("game.event.chien_to_defence", "en") in plain_text(table.history_log.value)


def test_the_slam_announcement_makes_the_taker_lead():
    table = GameTable(players=4, seed=7, lang="fr")
    table.bid_buttons[Contract.GARDE_SANS].click()
    assert text("table.prompt.slam", "fr") in plain_text(table.prompt.value)
    assert table.game.tricks == [] and table.game.trick.cards == ()  # the bots wait
    table.slam_button.click()
    assert table.game.slam_announced and table.game.leader == 0 and table.game.to_act == 0
    assert table.feedback.plain == "✔ " + text("table.you_slam", "fr")
    assert text("table.view.slam", "fr", taker="vous") in plain_text(table.picture.value)


def test_a_prepared_slam_hand_teaches_when_to_announce_and_who_leads():
    """RULES.md §5, §7: after the écart and before the first card the taker may announce a slam;
    he then leads the first trick, though the player on the dealer's right would have."""
    prepared = written_deal(4, slam=True)  # you deal and hold the highest trumps and the Excuse
    table = GameTable(deal=prepared, lang="en", seed=7)  # the deal after it is seed 7, never a Petit sec thrown in
    assert text("table.intro_prepared", "en", players=4, dealer="you") in plain_text(table.intro.value)
    table.bid_buttons[Contract.GARDE].click()
    assert table.game.phase is Phase.ECART and table.slam_button not in shown_widgets(table)  # not yet
    press(table, table.view.chien)  # the six small spades go back: the only cards that may
    table.ecart_button.click()
    assert table.slam_button in shown_widgets(table)
    table.slam_button.click()
    assert table.game.leader == first_leader(prepared.dealer, 4, slam_announcer=0) == 0
    for number in range(21, 4, -1):
        table.card_entry.text.value = str(number)
    table.card_entry.text.value = "Excuse"  # led to the last trick, it wins it (§6)
    score = table.game.result.score
    assert table.game.result.settlement.case == "slam" and score.slam_points == 400
    table.new_button.click()  # then deals from seeds again, the next player dealing
    assert table.prepared is None and table.game.deal.seed == table.seed and table.game.dealer == 1
    with pytest.raises(TarotError) as refused:
        GameTable(deal="slam", lang="fr")
    assert refused.value.key == "table.error.deal"


def test_everyone_passing_deals_again():
    for seed in range(1, 60):
        table = GameTable(players=4, seed=seed, lang="fr")
        if table.game.auction.highest_bid is None:
            table.pass_button.click()
            break
    all_passed = text("game.event.all_passed", "fr")
    assert all_passed in plain_text(table.history_log.value)
    assert table.game.redeals >= 1
    assert table.feedback.plain.startswith(f"✔ {text('table.you_pass', 'fr')} {all_passed}")
    check_privacy(table)


def test_a_poignee_is_shown_with_its_button():
    for seed in range(1, 200):
        table = GameTable(players=5, seed=seed, lang="en")
        while table.game.phase is Phase.BIDDING:
            table.pass_button.click()
        if table.game.phase is Phase.PLAY and table.view.poignee_options():
            break
    else:
        raise AssertionError("no seed gave a poignée")
    assert text("table.prompt.poignee", "en") in plain_text(table.prompt.value)
    button = table.poignee_box.children[0]
    assert button.description == text("table.poignee_button", "en", poignee=Poignee.SIMPLE, count=8)
    button.click()
    shown = table.game.poignees[0][1]
    assert len(shown) == 8
    assert table.feedback.plain.startswith("✔ " + text("table.you_poignee", "en", poignee=Poignee.SIMPLE, cards=shown))
    assert table.poignee_box not in shown_widgets(table)
    told = text("table.view.poignee", "en", seat="you", poignee=Poignee.SIMPLE, cards=shown)
    assert told in plain_text(table.picture.value)


def test_show_legal_cards_highlights_them_and_lists_them():
    table = GameTable(players=4, seed=11, seat=1, lang="en")
    while table.game.phase is Phase.BIDDING:
        table.pass_button.click()
    legal = table.view.legal_cards()
    table.show_legal.value = True
    assert plain_text(table.hint.value) == f"Legal cards: {' '.join(c.text('en') for c in legal)}."
    buttons = table.hand_buttons.buttons.items()  # marked by _common.CardButtons: a tick (or green)
    marked = {card for card, button in buttons if button.icon == "check" or button.button_style == "success"}
    assert marked == set(legal)
    assert table.picture.value.count("tl-highlight") == len(legal)
    table.show_legal.value = False
    assert table.hint.value == "" and "tl-highlight" not in table.picture.value


@pytest.mark.parametrize(
    ("typed", "lang", "key", "params"),
    [
        ("zzz", "fr", "error.card.unknown", {"given": "zzz"}),
        ("", "en", "error.card.empty", {}),
        ("7♥ 9♥", "en", "error.card.expected_one", {"count": 2, "given": "7♥ 9♥"}),
    ],
)
def test_bad_typing_gets_one_sentence(typed, lang, key, params):
    table = GameTable(players=4, seed=11, seat=1, lang=lang)
    while table.game.phase is Phase.BIDDING:
        table.pass_button.click()
    hand = table.view.hand
    table.card_entry.text.value = typed
    table.card_entry.button.click()
    assert table.feedback.plain == "✘ " + text(key, lang, **params)
    assert table.view.hand == hand


def test_typing_a_card_not_held_or_during_the_bidding():
    table = GameTable(players=4, seed=11, seat=1, lang="en")
    table.card_entry.text.value = "21"
    bidding = text("table.prompt.bidding", "en")
    assert table.feedback.plain == "ℹ " + text("table.no_card_now", "en", what=bidding)
    while table.game.phase is Phase.BIDDING:
        table.pass_button.click()
    missing = next(card for card in CardSet("R♠ R♥ R♦ R♣ 21 20") if card not in table.view.hand)
    table.card_entry.text.value = missing.text("en")
    assert text("error.card.not_in_hand", "en", card=missing, hand=table.view.hand) in table.feedback.plain
    table.ecart_entry.text.value = "21"  # no écart to make here
    playing = text("table.prompt.play", "en")
    assert table.feedback.plain == "ℹ " + text("table.no_card_now", "en", what=playing)


def test_the_ecart_can_be_typed():
    table = take_with_garde(4, "fr")
    legal = SimpleBot(0).choose_ecart(table.view)
    table.ecart_entry.text.value = " ".join(card.text("fr") for card in legal)
    assert table.ecart_hand.selected | table.ecart_chien.selected == legal
    chosen = plain_text(text("widgets.ecart_count", "fr", count=6, size=6, cards=legal))
    assert chosen == plain_text(table.ecart_count.value)
    table.ecart_entry.text.value = "R♠ zzz"
    assert table.feedback.plain == "✘ " + text("error.card.unknown", "fr", given="zzz")
    table.ecart_button.click()
    assert table.game.ecart == legal and table.game.phase is Phase.PLAY


def test_new_deal_takes_the_next_seed_and_dealer():
    table = GameTable(players=3, seed=20, lang="en")
    first_hand = table.view.hand
    table.feedback.show("something", "bad")
    table.new_button.click()
    assert table.seed == 21 and table.game.dealer == 1 and table.game.deal.seed == 21
    assert table.feedback.plain == "" and table.view.hand != first_hand
    dealer = "the player on your right"  # seat 1, seen from the learner at seat 0
    assert text("table.intro", "en", seed=21, players=3, dealer=dealer) in plain_text(table.intro.value)
    text_seed = GameTable(players=4, seed="class", lang="fr")
    text_seed.new_button.click()
    assert text_seed.seed == "class+"


def test_the_same_seed_gives_the_same_table():
    first, second = GameTable(players=4, seed=5, lang="fr"), GameTable(players=4, seed=5, lang="fr")
    assert first.picture.value == second.picture.value and first.history_log.value == second.history_log.value


@pytest.mark.parametrize(
    ("options", "key", "params"),
    [
        ({"bot": "clever"}, "table.error.bot", {"given": "'clever'"}),
        ({"seat": 4}, "error.seat", {"given": 4, "last": 3}),
        ({"players": 6}, "error.players", {"given": 6}),
        ({"lang": "de"}, "error.language", {"given": "'de'"}),
    ],
)
def test_bad_options_are_refused_with_a_tarot_error(options, key, params):
    with pytest.raises(TarotError) as refused:
        GameTable(**{"lang": "en", **options})
    assert (refused.value.key, refused.value.params) == (key, params)


def test_every_control_is_labelled():
    table = take_with_garde(4, "en")
    for widget in shown_widgets(table):
        if isinstance(widget, (widgets.Button, widgets.ToggleButton)):
            assert widget.description and widget.tooltip
        if isinstance(widget, widgets.Text):
            assert widget.description


def test_a_stale_button_gets_a_sentence_not_a_traceback():
    table = take_with_garde(4, "en")
    table.pass_button.click()  # still on the page in a slow browser, but the bidding is over
    assert table.feedback.plain == "✘ " + text("error.game.phase", "en", phase=Phase.ECART, wanted=Phase.BIDDING)
    assert table.game.phase is Phase.ECART


@pytest.fixture
def quick_coach(monkeypatch):
    """The coach's suggestion measured on 2 sampled deals instead of table_advice.SUGGEST_DEALS: these tests
    check the table's wiring of the advice; tests/strategy/test_coach_suggest.py checks the advice itself."""
    monkeypatch.setattr("tarot_learn.strategy.table_advice.SUGGEST_DEALS", 2)


def _play_with_the_coach(table, lang, differ_once=True):
    """Follow the coach's advice at every decision, except one card (if ``differ_once``)."""
    from tarot_learn.game import Phase

    differed = not differ_once
    for _ in range(300):
        game = table.game
        if game.phase is Phase.OVER:
            return
        if table._slam_pending():
            table.decide_slam(False)
            continue
        advice = table.suggestion
        assert advice is not None and plain_text(advice.reason(lang)) in plain_text(table.coach_box.value)
        if game.phase is Phase.BIDDING:
            table.bid(advice.action)
        elif game.phase is Phase.CALL:
            table.call_card(advice.action)
        elif game.phase is Phase.ECART:
            for card in advice.action:
                buttons = table.ecart_hand if card in table.ecart_hand.buttons else table.ecart_chien
                buttons.buttons[card].value = True
            table.confirm_ecart()
        else:
            legal = list(table.view.legal_cards())
            card = advice.action
            if not differed and len(legal) > 1:
                card = next(other for other in legal if other is not advice.action)
                differed = True
            table.play_card(card)
    raise AssertionError("the deal did not end")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_coach_advises_before_each_decision_and_reviews_the_choice_that_differed(lang, quick_coach):
    table = GameTable(players=4, seed=21, seat=0, lang=lang)
    assert table.coach_box.value == ""
    table.coach_switch.value = True
    _play_with_the_coach(table, lang)
    review = plain_text(table.coach_box.value)
    assert plain_text(text("table.coach_review", lang)) in review
    advice, chosen = table.differences[0]
    assert len(table.differences) == 1 and plain_text(advice.reason(lang)) in review


def test_a_deal_that_follows_the_coach_is_reviewed_as_such(quick_coach):
    table = GameTable(players=4, seed=21, seat=0, lang="en")
    table.coach_switch.value = True
    _play_with_the_coach(table, "en", differ_once=False)
    assert table.differences == []
    assert text("table.coach_followed", "en") in plain_text(table.coach_box.value)


def _defender_with_a_poignee() -> GameTable:
    """A 5-player table, the coach on, where the learner (seat 0) passed and may show a poignée
    before his first card."""
    for seed in range(1, 300):
        table = GameTable(players=5, seed=seed, lang="en")
        while table.game.phase is Phase.BIDDING:
            table.pass_button.click()
        if table.game.phase is Phase.PLAY and table.view.poignee_options():
            table.coach_switch.value = True  # the coach on from the first card (its bids are not measured here)
            return table
    raise AssertionError("no seed gave the learner a poignée")


def test_the_coach_advises_a_defender_to_keep_his_poignee_hidden_and_reviews_a_shown_one(quick_coach):
    table = _defender_with_a_poignee()
    advice = table.poignee_suggestion
    assert advice.action is None and advice.rule == "poignee_defence"
    said = plain_text(table.coach_box.value)
    assert text("table.coach_poignee_hidden", "en") in said and plain_text(advice.reason("en")) in said
    table.poignee_box.children[0].click()
    assert table.differences == [(advice, Poignee.SIMPLE)] and table.poignee_suggestion is None
    _play_with_the_coach(table, "en", differ_once=False)
    review = plain_text(table.coach_box.value)
    assert (
        text(
            "table.coach_differed",
            "en",
            chosen=Poignee.SIMPLE.localized("en"),
            advised=text("table.coach_poignee_hidden", "en"),
            reason=advice.reason("en"),
        )
        in review
    )


def test_a_defender_who_keeps_his_poignee_hidden_follows_the_coach(quick_coach):
    table = _defender_with_a_poignee()
    table.play_card(table.suggestion.action)
    assert table.differences == [] and table.poignee_suggestion is None
