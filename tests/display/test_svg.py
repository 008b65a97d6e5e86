"""The SVG pictures of tarot_learn.display: well formed, accessible, deterministic, and true to the cards."""

import re
import subprocess
import sys
import xml.etree.ElementTree as ET

import pytest

import tarot_learn as tl
from tarot_learn.display import card_svg, cards_svg, deal_step_svg, deal_svg, trick_svg
from tarot_learn.display.svg import card_names
from tarot_learn.errors import CardParseError, LanguageError, PlayerCountError, TarotError, TrickError
from tarot_learn.i18n import text
from tarot_learn.seats import seat_name

SVG = "{http://www.w3.org/2000/svg}"


def parse(svg: str) -> ET.Element:
    root = ET.fromstring(svg)
    assert root.tag == SVG + "svg"
    assert root.get("role") == "img"
    assert root.find(SVG + "title").text == root.get("aria-label")
    assert "DejaVu Sans" in root.get("font-family")
    return root


def words(element: ET.Element) -> list[str]:
    """Every piece of text drawn (not the titles)."""
    return [node.text for node in element.iter(SVG + "text")]


def card_groups(root: ET.Element) -> list[ET.Element]:
    return [group for group in root.iter(SVG + "g") if "tl-card" in group.get("class", "").split()]


def classes(group: ET.Element) -> set[str]:
    return set(group.get("class").split())


def translate(group: ET.Element) -> tuple[float, float]:
    x, y = re.match(r"translate\(([-\d.]+) ([-\d.]+)\)", group.get("transform")).groups()
    return float(x), float(y)


# --- one card ------------------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_card_draws_its_rank_and_symbol_and_says_its_name(lang):
    for card in tl.DECK:
        root = parse(card_svg(card, lang=lang))
        assert root.get("aria-label") == card.name(lang)
        drawn = words(root)
        if card.is_excuse:
            assert "Excuse" in drawn and "★" in drawn
        elif card.is_trump:
            assert drawn.count(str(card.rank)) == 3  # two corners and the band
        else:
            rank, symbol = card.text(lang)[:-1], card.suit.value
            assert drawn.count(rank) >= 2 and drawn.count(symbol) >= 3  # two corners, and the middle
        (group,) = card_groups(root)
        assert group.get("data-card") == card.text(lang)
        assert group.find(SVG + "title").text == card.name(lang)


def test_english_and_french_faces_use_their_own_court_letters():
    assert "R" in words(parse(card_svg("roi de cœur", lang="fr")))
    assert "K" in words(parse(card_svg("roi de cœur", lang="en")))
    assert "D" in words(parse(card_svg("Q♠", lang="fr")))
    assert "V" in words(parse(card_svg("J♣", lang="fr")))


def test_suits_of_one_colour_still_differ_by_their_symbol():
    hearts, diamonds = words(parse(card_svg("7♥"))), words(parse(card_svg("7♦")))
    assert "♥" in hearts and "♥" not in diamonds and "♦" in diamonds


def test_exactly_the_three_bouts_carry_the_bout_badge():
    marked = set()
    for card in tl.DECK:
        root = parse(card_svg(card, lang="fr"))
        badges = [g for g in root.iter(SVG + "g") if g.get("class") == "tl-bout"]
        if badges:
            assert "★ bout" in words(badges[0])
            marked.add(card)
    assert marked == set(tl.BOUTS)


@pytest.mark.parametrize("mark", ["highlight", "dimmed", "selected"])
def test_a_mark_shows_as_its_class_and_its_drawing(mark):
    (group,) = card_groups(parse(card_svg("R♥", **{mark: True})))
    assert classes(group) == {"tl-card", f"tl-{mark}"}
    assert [g for g in group.iter(SVG + "g") if g.get("class") == f"tl-mark-{mark}"]
    (plain,) = card_groups(parse(card_svg("R♥")))
    assert classes(plain) == {"tl-card"}


def test_highlight_is_not_colour_alone_it_has_a_tick():
    assert "✓" in words(parse(card_svg("5♠", highlight=True)))
    assert "✓" not in words(parse(card_svg("5♠")))


def test_a_marked_card_says_its_mark_in_words():
    king = tl.parse_card("R♥")
    highlighted = text("display.marked.highlight", "fr", cards=king.name("fr"))
    assert parse(card_svg("R♥", highlight=True, lang="fr")).get("aria-label") == f"{king.name('fr')}; {highlighted}"
    dimmed = text("display.marked.dimmed", "en", cards=king.name("en"))
    assert parse(card_svg("R♥", dimmed=True, lang="en")).get("aria-label") == f"{king.name('en')}; {dimmed}"


def test_a_face_down_card_does_not_give_itself_away():
    svg = card_svg("21", face_down=True, lang="en")
    root = parse(svg)
    assert root.get("aria-label") == "face-down card"
    (group,) = card_groups(root)
    assert "tl-face-down" in classes(group) and group.get("data-card") is None
    assert "21" not in svg and "trump" not in svg


def test_the_card_width_sets_the_picture_size_and_bad_widths_are_refused():
    small, large = parse(card_svg("1♠", width=40)), parse(card_svg("1♠", width=120))
    assert float(large.get("width")) > 2.5 * float(small.get("width"))
    for bad in (0, -5, 1000, "wide", True, None):
        with pytest.raises(TarotError) as error:
            card_svg("1♠", width=bad)
        assert "16" in error.value.message("en") and "16" in error.value.message("fr")


def test_bad_cards_and_languages_are_refused_clearly():
    with pytest.raises(CardParseError):
        card_svg("Z♥")
    with pytest.raises(LanguageError):
        card_svg("R♥", lang="de")
    with pytest.raises(CardParseError):
        cards_svg("R♥ 99")


# --- rows of cards -------------------------------------------------------------------------------
def test_a_hand_is_named_card_by_card_in_both_languages():
    hand = tl.Hand("R♥ 7♠")
    for lang in ("fr", "en"):
        in_words = ", ".join(card.name(lang) for card in tl.CardSet("7♠ R♥"))  # the hand's order
        spoken = text("display.labelled", lang, label=text("display.hand", lang), cards=in_words)
        assert parse(cards_svg(hand, lang=lang)).get("aria-label") == spoken
    assert parse(cards_svg(tl.CardSet("R♥"), lang="en")).get("aria-label") == text(
        "display.labelled", "en", label=text("display.cards", "en"), cards=tl.parse_card("R♥").name("en")
    )
    labelled = parse(cards_svg(hand, lang="fr", label="Chien"))
    assert labelled.get("aria-label").startswith("Chien : ") and "Chien" in words(labelled)


def test_marks_land_exactly_on_the_given_cards():
    hand = tl.deal(players=4, seed=7).hands[0]
    legal = tl.legal_cards(hand, tl.parse_cards("3♦"))
    chosen = list(legal)[:1]
    root = parse(cards_svg(hand, lang="en", highlight=legal, dimmed=hand - legal, selected=chosen))
    groups = card_groups(root)
    assert [tl.parse_card(g.get("data-card")) for g in groups] == list(hand)
    for group in groups:
        card = tl.parse_card(group.get("data-card"))
        assert ("tl-highlight" in classes(group)) == (card in legal)
        assert ("tl-dimmed" in classes(group)) == (card not in legal)
        assert ("tl-selected" in classes(group)) == (card in chosen)
    label = root.get("aria-label")
    assert "highlighted: " + ", ".join(card.name("en") for card in legal) in label
    assert "selected: " + chosen[0].name("en") in label


def test_marks_may_be_written_as_text_and_cards_not_shown_are_ignored():
    root = parse(cards_svg("R♥ 7♠ 21", highlight="21 Excuse", dimmed=["7♠"], lang="fr"))
    marked = {g.get("data-card"): classes(g) for g in card_groups(root)}
    assert marked == {"7♠": {"tl-card", "tl-dimmed"}, "R♥": {"tl-card"}, "21": {"tl-card", "tl-highlight"}}


def rows_of(root) -> list[float]:
    return sorted({translate(group)[1] for group in card_groups(root)})


def test_hands_stay_on_one_row_up_to_eighteen_and_twenty_four_wrap_evenly():
    five = parse(cards_svg(tl.deal(players=5, seed=1).hands[0]))
    four = parse(cards_svg(tl.deal(players=4, seed=1).hands[0]))
    three = parse(cards_svg(tl.deal(players=3, seed=1).hands[0]))
    assert len(rows_of(five)) == len(rows_of(four)) == 1
    assert len(rows_of(three)) == 2
    first, second = rows_of(three)
    assert sum(translate(g)[1] == first for g in card_groups(three)) == 12
    assert float(four.get("width")) < 720 and float(three.get("width")) < 500


def test_overlapping_cards_leave_each_corner_index_in_view():
    root = parse(cards_svg(tl.deal(players=4, seed=2).hands[1], width=64))
    xs = [translate(group)[0] for group in card_groups(root)]
    steps = [right - left for left, right in zip(xs, xs[1:], strict=False)]
    assert min(steps) >= 32  # half a card: the rank and the symbol show
    assert max(steps) < 64  # and the hand does overlap


def test_a_fan_turns_the_cards_evenly_from_left_to_right():
    root = parse(cards_svg(tl.deal(players=4, seed=3).hands[2], fan=True))
    angles = [float(re.search(r"rotate\(([-\d.]+) 50 75\)", g.get("transform")).group(1)) for g in card_groups(root)]
    assert angles == sorted(angles) and angles[0] == -angles[-1] < 0


def test_no_cards_still_makes_a_picture():
    root = parse(cards_svg([], lang="fr", label="Écart"))
    nothing = card_names([], "fr")
    assert root.get("aria-label") == text("display.labelled", "fr", label="Écart", cards=nothing)
    assert nothing in words(root)


def test_text_is_escaped():
    root = parse(cards_svg("R♥", label="<b>Tom & Jerry</b>"))
    assert "<b>Tom & Jerry</b>" in words(root)


def test_pictures_are_the_same_bytes_every_time():
    deal = tl.deal(players=4, seed=5)
    hand = deal.hands[0]
    assert cards_svg(hand, highlight=hand.trumps, fan=True) == cards_svg(
        tl.Hand(list(hand)), highlight=hand.trumps, fan=True
    )
    assert deal_svg(deal) == deal_svg(tl.deal(players=4, seed=5))
    assert deal_step_svg(deal, 9) == deal_step_svg(deal, 9)
    trick = tl.parse_cards("7♥ R♥ 5 Excuse")
    assert trick_svg(trick) == trick_svg(list(trick))
    assert "id=" not in deal_svg(deal) + trick_svg(trick) + cards_svg(hand, dimmed=hand)


# --- a trick on the table ------------------------------------------------------------------------
def seats_of(root) -> dict[int, ET.Element]:
    return {int(g.get("data-seat")): g for g in root.iter(SVG + "g") if g.get("class") == "tl-seat"}


@pytest.mark.parametrize("players", [3, 4, 5])
def test_a_full_trick_shows_every_card_at_its_seat_and_the_winner(players):
    deal = tl.deal(players=players, seed=players)
    trick = [next(iter(hand)) for hand in deal.hands]  # one card from each seat, seat 0 leading
    won = tl.trick_winner(trick)
    root = parse(trick_svg(trick, lang="en"))
    seats = seats_of(root)
    assert sorted(seats) == list(range(players))
    for seat, card in enumerate(trick):
        (group,) = card_groups(seats[seat])
        assert group.get("data-card") == card.text("en")
        assert seat_name(seat, 0, players, "en") in " ".join(words(seats[seat]))
    winners = [seat for seat, g in seats.items() if any(r.get("class") == "tl-winner" for r in g.iter(SVG + "rect"))]
    assert winners == [won]
    assert "wins the trick" in words(seats[won]) and "led" in words(seats[0])
    label = root.get("aria-label")
    assert label.startswith(f"Trick with {players} players: You: {trick[0].name('en')} (led)")
    assert label.endswith(f"Trick winner: {seat_name(won, 0, players, 'en')}")


def test_play_goes_counter_clockwise_seat_one_on_the_right():
    root = parse(trick_svg(tl.parse_cards("7♥ R♥ 5 2♥"), lang="fr"))
    where = {seat: translate(card_groups(group)[0]) for seat, group in seats_of(root).items()}
    assert where[1][0] > where[0][0] and where[2][1] < where[0][1] and where[3][0] < where[0][0]


def test_an_unfinished_trick_shows_whose_turn_it_is():
    root = parse(trick_svg(tl.parse_cards("7♥ 21"), players=3, leader=1, lang="fr"))
    seats = seats_of(root)
    assert [tl.parse_card(card_groups(seats[s])[0].get("data-card")) for s in (1, 2)] == tl.parse_cards("7♥ 21")
    assert card_groups(seats[0]) == [] and "à jouer" in words(seats[0])
    assert not any(r.get("class") == "tl-winner" for r in root.iter(SVG + "rect"))
    assert root.get("aria-label").endswith("À jouer\u00a0: Vous")


def test_a_trick_can_name_its_players_and_its_winner():
    names = ["Ana", "Bo", "Chloé", "Dan", "Eve"]
    root = parse(trick_svg(tl.parse_cards("2♥ R♥ 5♥"), seats=[3, 4, 0], players=5, winner=1, names=names, lang="en"))
    assert "Eve" in words(seats_of(root)[4]) and "wins the trick" in words(seats_of(root)[4])
    assert "Ana" in words(seats_of(root)[0]) and "to play" in words(seats_of(root)[1])


def test_player_names_are_escaped():
    root = parse(trick_svg("1♥", players=3, names=["<Ana>", "Bo & Co", '"Chloé"'], lang="fr"))
    assert "<Ana>" in words(seats_of(root)[0]) and "Bo & Co" in words(seats_of(root)[1])
    assert root.get("aria-label").startswith("Pli à 3 joueurs\u00a0: <Ana>\u00a0: as de cœur (entame)")


def test_a_played_trick_shows_itself():
    trick = tl.PlayedTrick(tuple(tl.parse_cards("7♥ R♥ 5")), (2, 0, 1), 1)
    root = parse(trick._repr_svg_())
    assert sorted(seats_of(root)) == [0, 1, 2]
    winner = seats_of(root)[1]
    assert any(r.get("class") == "tl-winner" for r in winner.iter(SVG + "rect"))


@pytest.mark.parametrize(
    ("arguments", "error"),
    [
        ({"cards": "1♥ 2♥ 3♥ 4♥", "players": 3}, TrickError),
        ({"cards": "1♥ 2♥", "players": 6}, PlayerCountError),
        ({"cards": "1♥ 2♥", "seats": [0]}, TarotError),
        ({"cards": "1♥ 2♥", "seats": [0, 7]}, TarotError),
        ({"cards": "1♥ 2♥", "winner": 2}, TarotError),
        ({"cards": "1♥ 2♥", "winner": "me"}, TarotError),
        ({"cards": "1♥ 2♥", "seats": [1, 2], "leader": 0}, TarotError),
        ({"cards": "1♥ 2♥", "names": ["solo"]}, TarotError),
    ],
)
def test_impossible_tricks_are_refused_with_a_message(arguments, error):
    with pytest.raises(error) as raised:
        trick_svg(**arguments)
    assert raised.value.message("fr") and raised.value.message("en")


# --- deals -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [3, 4, 5])
def test_a_deal_shows_all_78_cards_the_hands_the_chien_and_the_dealer(players):
    deal = tl.deal(players=players, seed=11, dealer=1)
    root = parse(deal_svg(deal, lang="fr"))
    shown = [tl.parse_card(g.get("data-card")) for g in card_groups(root)]
    assert sorted(shown) == list(tl.DECK)
    expected = [card for hand in deal.hands for card in hand] + list(deal.chien)
    assert shown == expected  # row by row, seat 0 first, the chien last
    assert [g for g in root.iter(SVG + "g") if g.get("class") == "tl-dealer"]
    assert len([g for g in root.iter(SVG + "g") if g.get("class") == "tl-dealer"]) == 1
    assert "Chien" in words(root) and f"{deal.size.hand} cartes" in words(root)
    label = root.get("aria-label")
    dealer = "le joueur de droite"  # seat 1, seen from the learner at seat 0
    assert label.startswith(text("display.deal", "fr", players=players, dealer=dealer))
    assert "Vous\u00a0: " + ", ".join(card.name("fr") for card in deal.hands[0]) in label  # seat 0: the learner
    assert "Joueur" not in label  # named by place, as the game table names them (issue 23)
    numbered = parse(deal_svg(deal, lang="fr", viewer=None)).get("aria-label")  # nobody is "you": counted from 1
    assert "Joueur 1\u00a0: " + ", ".join(card.name("fr") for card in deal.hands[0]) in numbered


@pytest.mark.parametrize("players, dealer, cutter", [(3, 0, 2), (4, 2, 1), (5, 0, 4)])
def test_before_the_deal_the_player_on_the_dealers_left_is_shown_cutting(players, dealer, cutter):
    deal = tl.deal(players=players, seed=5, dealer=dealer)
    start = parse(deal_step_svg(deal, 0, lang="fr"))
    pills = [g for g in start.iter(SVG + "g") if g.get("class") == "tl-cutter"]
    assert len(pills) == 1 and text("display.cutter", "fr") in "".join(pills[0].itertext())
    assert text("display.cut_by", "fr", seat=seat_name(cutter, 0, players, "fr", noun=True)) in start.get("aria-label")
    later = parse(deal_step_svg(deal, 1, lang="fr"))
    assert not [g for g in later.iter(SVG + "g") if g.get("class") == "tl-cutter"]
    prepared = tl.deal_from_hands(deal.hands, deal.chien, dealer=dealer)  # never cut
    assert "tl-cutter" not in deal_step_svg(prepared, 0, lang="fr")


def test_a_hidden_deal_only_counts_the_cards():
    deal = tl.deal(players=4, seed=2)
    svg = deal_svg(deal, lang="en", reveal=False)
    root = parse(svg)
    groups = card_groups(root)
    assert len(groups) == 78 and all("tl-face-down" in classes(g) for g in groups)
    assert "18 face-down cards" in root.get("aria-label") and "king" not in svg


def test_deal_steps_grow_the_hands_and_the_chien_and_keep_one_size():
    deal = tl.deal(players=5, seed=4)
    steps = deal.steps
    sizes = set()
    for count in (0, 1, len(steps) // 2, len(steps) - 1, len(steps)):
        root = parse(deal_step_svg(deal, count, lang="en"))
        sizes.add((root.get("width"), root.get("height")))
        shown = [g for g in card_groups(root) if "tl-face-down" not in classes(g)]
        given = [card for step in steps[:count] for card in step.cards]
        assert sorted(tl.parse_card(g.get("data-card")) for g in shown) == sorted(given)
        chien_cards = steps[count - 1].chien_count if count else 0
        in_chien = [card for step in steps[:count] if step.kind == "chien" for card in step.cards]
        assert len(in_chien) == chien_cards
        named = card_names(sorted(in_chien), "en")  # in the deck's order
        chien = text("display.labelled", "en", label=text("display.chien", "en"), cards=named)
        assert chien in root.get("aria-label")
        assert ("1 card" if chien_cards == 1 else f"{chien_cards} cards") in words(root)
        assert f"Left to deal: {78 - len(given)}" in words(root)
        fresh = {tl.parse_card(g.get("data-card")) for g in shown if "tl-selected" in classes(g)}
        assert fresh == (set(steps[count - 1].cards) if count else set())
    assert len(sizes) == 1


def test_the_last_step_shows_the_finished_deal():
    deal = tl.deal(players=3, seed=8)
    root = parse(deal_step_svg(deal, len(deal.steps), lang="fr"))
    shown = [tl.parse_card(g.get("data-card")) for g in card_groups(root) if g.get("data-card")]
    assert shown == [card for hand in deal.hands for card in hand] + list(deal.chien)
    assert text("display.pack", "fr", count=0) in words(root)
    assert text("display.count.many", "fr", count=6) in words(root)
    start = parse(deal_step_svg(deal, 0, lang="fr"))
    assert not [g for g in card_groups(start) if g.get("data-card")]
    assert words(start)[0].startswith(text("display.step", "fr", step=0, total=len(deal.steps)))


@pytest.mark.parametrize("bad", [-1, 31, 2.5, "3", True])
def test_a_step_that_does_not_exist_is_refused(bad):
    with pytest.raises(TarotError) as error:
        deal_step_svg(tl.deal(players=4, seed=1), bad)
    assert "30" in error.value.message("fr")


# --- the objects show themselves, in pictures and in words ------------------------------------------
def test_objects_show_themselves_as_svg_and_read_well_as_text():
    deal = tl.deal(players=4, seed=7)
    hand = deal.hands[0]
    for thing in (tl.parse_card("R♥"), tl.CardSet("R♥ 21"), hand, deal):
        parse(thing._repr_svg_())

    def turned(svg):
        return [g for g in card_groups(parse(svg)) if "rotate(" in g.get("transform")]

    assert len(turned(hand._repr_svg_())) == 18 and not turned(tl.CardSet(hand)._repr_svg_())  # a hand is fanned
    assert repr(tl.parse_card("R♥")) == "Card('R♥')"
    assert repr(tl.CardSet("21 R♥ Excuse")) == "CardSet('R♥ 21 Excuse')"
    assert repr(hand) == f"Hand('{hand.text('fr')}')" and len(hand.text("fr").split()) == 18
    assert repr(deal) == "Deal(players=4, dealer=0, seed=7)"


def test_importing_the_rules_does_not_load_the_display():
    code = "import sys, tarot_learn; print(any(name.startswith('tarot_learn.display') for name in sys.modules))"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "False"


def test_notebook_objects_show_as_an_image_with_the_pictures_words():
    """JupyterLab draws an SVG output as an <img> without alt text; the objects' HTML carries it."""
    deal = tl.deal(players=4, seed=1)
    for shown in (tl.parse_card("R♥"), tl.CardSet("R♥ 7♠"), deal, deal.hands[0]):
        picture = shown._repr_html_()
        label = parse(shown._repr_svg_()).get("aria-label")
        assert picture.startswith('<img src="data:image/svg+xml;base64,') and label
        alt = re.search(r'alt="([^"]*)"', picture).group(1)
        assert ET.fromstring(f'<x a="{alt}"/>').get("a") == label
