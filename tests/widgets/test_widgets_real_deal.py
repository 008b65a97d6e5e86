"""The real deal (widgets/real_deal.py, issue 32 item 5): a deal played with real cards, typed in box by box
as a teacher types it — a bot deal written out, then typed in — is played by the robots, replayed as the
table played it, played again at the game table and reviewed for a chosen seat; a deal typed wrong is
refused with every problem named and nothing played; a printed deal sheet is read by its seed."""

from __future__ import annotations

import pytest
from test_widgets_bad_input import BAD_TEXT
from typed_deals import last_deal, written_play

from tarot_learn import i18n
from tarot_learn.cards import DECK, EXCUSE, PETIT
from tarot_learn.classroom.tournament import tournament_deal
from tarot_learn.deal import deal
from tarot_learn.game import Game, Phase
from tarot_learn.seats import numbered_name
from tarot_learn.strategy.bots import SimpleBot, play_bot_deal
from tarot_learn.widgets import GameTable, RealDeal
from tarot_learn.widgets._common import plain_text

REVIEW_DEALS = 4  # sampled deals per decision: a quick review (the widget's own budget is the tuned one)


def bot_deal(seed="real/1", players=4, dealer=1) -> Game:
    return play_bot_deal(players, seed=seed, dealer=dealer, bot=SimpleBot)


def type_in(widget: RealDeal, game: Game, lang: str) -> str:
    """Type ``game``'s hands, chien and dealer in the boxes; the play's text is returned."""
    hands, chien, play = written_play(game, lang)
    for box, hand in zip(widget.hand_boxes, hands, strict=True):
        box.value = hand
    widget.chien_box.value = chien
    widget.dealer_menu.value = game.deal.dealer
    return play


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_bot_deal_typed_in_is_replayed_and_the_chosen_seat_reviewed(lang):
    game = bot_deal()
    widget = RealDeal(4, lang=lang)
    widget.play_box.value = type_in(widget, game, lang)
    assert widget.read() is not None
    assert widget.feedback.plain.startswith("✔")
    played = widget.play_typed()
    assert played.result == game.result and played.history[1:] == game.history[last_deal(game) + 1 :]
    shown = plain_text(widget.played.value)
    assert all(line in shown for line in game.result.score.lines(lang))
    assert widget.text_box.value.splitlines()[-1].endswith(
        " ".join(f"{score:+d}" for score in game.result.score.scores)
    )
    widget.review_menu.value = game.taker
    widget.deal_review.deals = REVIEW_DEALS
    review = widget.review()
    assert review is not None and review.seat == game.taker and review.decisions
    assert review.score == game.result.score.scores[game.taker]
    assert i18n.text("table.review.heading", lang) in plain_text(widget.deal_review.result.value)
    defender = (game.taker + 1) % 4
    widget.review_menu.value = defender
    assert widget.review().seat == defender  # another seat of the same deal, measured again


def test_the_table_s_deal_goes_on_the_score_sheet_once_and_the_robots_play_does_not():
    first, second = bot_deal("real/2", dealer=0), bot_deal("real/3", dealer=1)
    widget = RealDeal(4, lang="en")
    play = type_in(widget, first, "en")
    robots = widget.robots_play()
    assert robots.phase is Phase.OVER and len(widget.score_sheet.tally) == 0
    widget.play_box.value = play
    widget.play_typed()
    widget.play_typed()  # typed again (a mistake corrected): the same line, not a second
    assert len(widget.score_sheet.tally) == 1
    widget.next_deal()
    assert widget.dealer_menu.value == 1 and all(box.value == "" for box in widget.hand_boxes)
    assert widget.actions.layout.display == "none"
    widget.play_box.value = type_in(widget, second, "en")
    widget.play_typed()
    scores = [first.result.score.scores, second.result.score.scores]
    assert [line.scores for line in widget.score_sheet.tally.lines] == scores
    assert (
        widget.score_sheet.totals == tuple(map(sum, zip(*scores, strict=True))) and sum(widget.score_sheet.totals) == 0
    )


def test_a_play_typed_in_part_is_finished_by_the_robots_and_not_scored():
    game = bot_deal("real/4")
    widget = RealDeal(4, lang="fr")
    play = type_in(widget, game, "fr").splitlines()
    widget.play_box.value = "\n".join(line for line in play if not line.startswith(("pli", "résultat")))
    finished = widget.play_typed()
    assert finished.phase is Phase.OVER and finished.contract == game.contract and finished.taker == game.taker
    assert len(widget.score_sheet.tally) == 0
    assert widget.feedback.plain.startswith("✔")


def test_the_deal_is_played_again_at_the_game_table_from_the_chosen_seat():
    game = bot_deal("real/5")
    widget = RealDeal(4, lang="en")
    type_in(widget, game, "en")
    widget.review_menu.value = 2
    table = widget.at_the_table()
    assert isinstance(table, GameTable) and table.seat == 2 and widget.table_place.children == (table,)
    assert table.game.deal.hands == game.deal.hands and table.game.dealer == game.deal.dealer


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_deal_typed_wrong_is_refused_with_its_boxes_and_nothing_is_played(lang):
    game = bot_deal("real/6")
    widget = RealDeal(4, lang=lang)
    type_in(widget, game, lang)
    moved = widget.hand_boxes[0].value.split()[0]
    widget.hand_boxes[2].value += " " + moved
    assert widget.read() is None and widget.play_typed() is None and widget.robots_play() is None
    said = widget.feedback.plain
    assert said.startswith("✘") and numbered_name(0, lang) in said and numbered_name(2, lang) in said
    assert widget.actions.layout.display == "none" and widget.game is None
    widget.hand_boxes[2].value = widget.hand_boxes[2].value.rsplit(" ", 1)[0]
    widget.play_box.value = "pli 1 : 21 21" if lang == "fr" else "trick 1: 21 21"
    assert widget.play_typed() is None  # the deal reads; the play does not
    assert "1" in widget.feedback.plain and widget.feedback.plain.startswith("✘")


def test_a_petit_sec_typed_is_the_cancelled_deal_it_was():
    suits = [card for card in DECK if not card.is_trump and not card.is_excuse]
    trumps = [card for card in DECK if card.is_trump and card is not PETIT]
    hands = [[PETIT, *suits[:23]], [*trumps, EXCUSE, *suits[23:26]], suits[26:50]]  # player 1: the Petit sec
    widget = RealDeal(3, lang="en")
    for box, hand in zip(widget.hand_boxes, hands, strict=True):
        box.value = " ".join(card.text("en") for card in hand)
    widget.chien_box.value = " ".join(card.text("en") for card in suits[50:])
    assert widget.read() is None and widget.deal is None
    assert i18n.text("deal.petit_sec", "en", seat=numbered_name(0, "en", noun=True)) in widget.feedback.plain


def test_a_printed_deal_sheet_is_read_by_its_seed_and_number():
    widget = RealDeal(5, lang="fr")
    widget.sheet_seed.value, widget.sheet_number.value = "club-2026-12-03", 3
    widget.read_sheet()
    seed, dealer = tournament_deal("club-2026-12-03", 3, 5)
    dealt = Game(5, seed=seed, dealer=dealer).deal  # the sheet's deal: the tournament's (printing.class_deals)
    assert widget.deal.hands == dealt.hands and widget.deal.chien == dealt.chien and widget.dealer == dealt.dealer
    widget.sheet_seed.value = "  "
    widget.read_sheet()
    assert widget.feedback.plain == "✘ " + i18n.text("widgets.real_deal.sheet_empty", "fr")


def test_the_table_size_changes_the_boxes_and_starts_a_new_sheet():
    widget = RealDeal(4, lang="en")
    widget.players_menu_widget.value = 5
    assert len(widget.hand_boxes) == 5 and widget.score_sheet.tally.players == 5
    assert widget.score_sheet in widget.children and len(widget.dealer_menu.options) == 5


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_no_bad_text_in_any_box_raises(lang):
    game = bot_deal("real/7")
    widget = RealDeal(4, lang=lang)
    type_in(widget, game, lang)
    actions = {widget.play_box: widget.play_typed, widget.sheet_seed: widget.read_sheet}
    for box in [widget.hand_boxes[0], widget.chien_box, widget.play_box, widget.sheet_seed]:
        kept = box.value
        for bad in BAD_TEXT:
            box.value = bad
            actions.get(box, widget.read)()
            assert widget.feedback.plain, (bad, box.description)
        box.value = kept


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_deal_everyone_passes_is_thrown_in_not_followed_by_another(lang):
    dealt = deal(4, seed="real-browser", dealer=0)  # the coach's robots all pass on it
    widget = RealDeal(4, lang=lang)
    for box, hand in zip(widget.hand_boxes, dealt.hands, strict=True):
        box.value = " ".join(card.text(lang) for card in hand)
    widget.chien_box.value = " ".join(card.text(lang) for card in dealt.chien)
    game = widget.robots_play()
    assert game.redeals == 1 and game.phase is Phase.BIDDING and not game.auction.history  # no card of another deal
    assert i18n.text("widgets.real_deal.thrown_in", lang) in widget.feedback.plain
    assert widget.review() is None and widget.after.children == ()
    passes = ", ".join([i18n.text("bid.pass", lang)] * 4)
    widget.play_box.value = f"{'enchères' if lang == 'fr' else 'bids'}: {passes}"
    assert widget.play_typed().phase is Phase.BIDDING and len(widget.score_sheet.tally) == 0
    widget.play_box.value = f"{'enchères' if lang == 'fr' else 'bids'}: garde"  # the table's bids: the robots play on
    played = widget.play_typed()
    assert played.phase is Phase.OVER and played.contract.localized("en").startswith("Garde") and played.taker == 1
    assert widget.review_menu in widget.after.children[1].children
