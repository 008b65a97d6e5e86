"""Reading cards written by a person, in French and English."""

import pytest

import tarot_learn as tl


@pytest.mark.parametrize(
    "text, expected",
    [
        ("R♥", "R♥"),
        ("K♥", "R♥"),
        ("roi de coeur", "R♥"),
        ("Roi de Cœur", "R♥"),
        ("ROI DE CŒUR", "R♥"),
        ("king of hearts", "R♥"),
        ("  roi   de  cœur ", "R♥"),
        ("rh", "R♥"),
        ("Kh", "R♥"),
        ("D♠", "D♠"),
        ("Q♠", "D♠"),
        ("dame de pique", "D♠"),
        ("queen of spades", "D♠"),
        ("C♦", "C♦"),
        ("cavalier de carreau", "C♦"),
        ("knight of diamonds", "C♦"),
        ("Kn♦", "C♦"),
        ("V♣", "V♣"),
        ("J♣", "V♣"),
        ("valet de trèfle", "V♣"),
        ("jack of clubs", "V♣"),
        ("valet de trefle", "V♣"),
        ("7♥", "7♥"),
        ("7h", "7♥"),
        ("7 of hearts", "7♥"),
        ("sept de cœur", "7♥"),
        ("10♠", "10♠"),
        ("1♥", "1♥"),
        ("A♥", "1♥"),
        ("as de cœur", "1♥"),
        ("ace of hearts", "1♥"),
        ("7♥️", "7♥"),
        ("21", "21"),
        ("atout 21", "21"),
        ("trump 21", "21"),
        ("21 d'atout", "21"),
        ("Atout 12", "12"),
        ("1", "1"),
        ("le petit", "1"),
        ("Le Petit", "1"),
        ("petit", "1"),
        ("excuse", "Excuse"),
        ("Excuse", "Excuse"),
        ("l'Excuse", "Excuse"),
        ("the fool", "Excuse"),
    ],
)
def test_parse_card_accepts_both_languages(text, expected):
    assert str(tl.parse_card(text)) == expected


def test_every_card_parses_from_its_own_text_and_names():
    for card in tl.DECK:
        for lang in ("fr", "en"):
            assert tl.parse_card(card.text(lang)) is card
            assert tl.parse_card(card.name(lang)) is card


def test_parse_cards_reads_a_list_in_text():
    cards = tl.parse_cards("R♥ 7♠ 21 Excuse dame de cœur, 7 of clubs")
    assert [str(card) for card in cards] == ["R♥", "7♠", "21", "Excuse", "D♥", "7♣"]
    assert tl.parse_cards(["R♥", tl.EXCUSE]) == [tl.parse_card("R♥"), tl.EXCUSE]


def test_a_trump_then_a_knight_written_with_its_letter():
    assert [str(card) for card in tl.parse_cards("18 C♣ 12 C♥")] == ["18", "C♣", "12", "C♥"]


def test_a_whole_number_is_a_trump():
    assert tl.parse_card(21) is tl.TRUMP_21


@pytest.mark.parametrize(
    "text, words",
    [
        ("roi de ceour", "K♥"),  # suggestion
        ("excsue", "Excuse"),
        ("zz", "Write the rank then the suit"),
        ("7c", "ambiguous"),
        ("22", "trumps go from 1"),
        ("11♥", "from 1 (the ace) to 10"),
        ("", "No card written"),
        ("R♥ 7♠", "single card"),
        ("roi", "I don't recognise"),
        ("😀", 'The sign "😀" is not a card'),  # an emoji was skipped: "a single card, not 0 ()"
        ("🂡", "is not a card"),
        ("R♥ 😀", "is not a card"),  # not read as R♥ alone
        ("!!!", 'recognise the card "!!!"'),  # only punctuation: no card to count
    ],
)
def test_unclear_text_is_refused_with_a_clear_message(text, words):
    with pytest.raises(tl.CardParseError) as error:
        tl.parse_card(text)
    assert isinstance(error.value, ValueError)
    assert words in str(error.value)
    assert error.value.message("fr") != error.value.message("en")


@pytest.mark.parametrize(
    ("text", "given"),
    [
        ("-1", "-1"),
        ("+1", "+1"),
        ("−1", "−1"),
        ("－１", "-1"),
        ("atout -3", "-3"),
        ("R♥ +21", "+21"),
        ("-" + "9" * 400, "-99999999…"),
    ],
)
def test_a_signed_number_is_refused_not_read_without_its_sign(text, given):
    for parse in (tl.parse_card, tl.parse_cards):
        with pytest.raises(tl.CardParseError) as error:
            parse(text)
        assert (error.value.key, error.value.params) == ("error.card.signed_number", {"given": given})


def test_a_dash_between_cards_or_words_is_no_sign():
    assert tl.parse_cards("R♥-7♠") == tl.parse_cards("R♥ 7♠")
    assert tl.parse_card("roi-de-cœur") == tl.parse_card("R♥")
    assert tl.parse_cards("1-2") == tl.parse_cards("1 2")


@pytest.mark.parametrize("value", [None, 3.5, [], True, 0, -4])
def test_non_text_is_refused(value):
    with pytest.raises(tl.CardParseError):
        tl.parse_card(value)


def test_a_duplicate_card_is_refused():
    with pytest.raises(tl.DuplicateCardError, match="twice"):
        tl.parse_cards("R♥ roi de coeur")


def test_french_messages():
    with pytest.raises(tl.CardParseError) as error:
        tl.parse_card("roi de ceour")
    assert "Vouliez-vous dire R♥" in error.value.message("fr")


# --- what players write (issue 23): the ten as T, the suit first, the Excuse's old names, and/or lists ---
@pytest.mark.parametrize(
    "text, expected",
    [
        ("T♠", "10♠"),
        ("Th", "10♥"),
        ("t♦", "10♦"),
        ("♥7", "7♥"),
        ("♠R", "R♠"),
        ("♣10", "10♣"),
        ("♦ D", "D♦"),
        ("coeur 7", "7♥"),
        ("fou", "Excuse"),
        ("le Fou", "Excuse"),
        ("mat", "Excuse"),
        ("le mat", "Excuse"),
    ],
)
def test_parse_card_reads_what_players_write(text, expected):
    assert str(tl.parse_card(text)) == expected


def test_the_ten_written_t_is_not_sent_to_the_jack():
    assert tl.parse_card("T♠") is tl.parse_card("10♠")  # was "Did you mean J♠?"
    assert str(tl.parse_card("t12")) == "12" and str(tl.parse_card("trump 12")) == "12"  # a t before a number: a trump


@pytest.mark.parametrize(
    "text, expected",
    [
        ("7♥ et R♥", ["7♥", "R♥"]),
        ("12 ou 18", ["12", "18"]),
        ("7 of hearts and king of hearts", ["7♥", "R♥"]),
        ("12 or 18", ["12", "18"]),
        ("♥7, ♠R ou fou", ["7♥", "R♠", "Excuse"]),
        ("R♥ 7♠ 21", ["R♥", "7♠", "21"]),  # the suit-first reading never takes a card's suit from its neighbour
    ],
)
def test_parse_cards_reads_lists_with_and_or(text, expected):
    assert [str(card) for card in tl.parse_cards(text)] == expected


def test_and_or_never_joins_the_words_of_one_card():
    with pytest.raises(tl.CardParseError):
        tl.parse_card("roi et cœur")


# --- a card reader that never guesses (issue 35) ------------------------------------------------------
def test_a_suit_sign_belongs_to_the_card_it_is_glued_to():
    from tarot_learn.errors import CardParseError

    with pytest.raises(CardParseError) as refused:
        tl.parse_cards("R♠ 11♥ 7♣ 2")  # was read as R♠, trump 11, 7♥, 2♣: another position
    assert refused.value.key == "error.card.rank_range"
    assert tl.parse_cards("4 D♦") == [tl.parse_card("4"), tl.parse_card("D♦")]  # was refused about « carreau »
    assert tl.parse_cards("♥7 ♠R, 12") == tl.parse_cards("7♥ R♠ 12")


@pytest.mark.parametrize("text", ["7 cœur 8", "7 of hearts 8", "2 trefle 3"])
def test_words_that_cut_into_cards_two_ways_are_refused_with_both_readings(text):
    from tarot_learn import i18n
    from tarot_learn.errors import CardParseError

    with pytest.raises(CardParseError) as refused:
        tl.parse_cards(text)
    error = refused.value
    assert error.key == "error.card.two_readings"
    first, second = error.params["first"], error.params["second"]
    assert len(first) == len(second) == 2 and first != second
    for lang in ("fr", "en"):
        said = error.message(lang)
        assert (
            i18n.text("error.card.two_readings", lang, given=error.params["given"], first=first, second=second) == said
        )
        assert first[0].text(lang) in said and second[1].text(lang) in said


def _written(card, rng) -> str:
    """One of the ways a person may write ``card`` (the module's accepted forms)."""
    lang = rng.choice(("fr", "en"))
    forms = [card.text(lang), card.name(lang)]
    if card.suit is not None and not card.is_trump:
        symbol = card.text("fr")[-1]
        forms.append(symbol + card.text(lang)[:-1])  # the suit first: ♥7
    if card.is_trump and card.rank > 1:
        forms += [f"atout {card.rank}", f"trump {card.rank}"]
    if card.is_excuse:
        forms += ["excuse", "the fool", "le fou"]
    return rng.choice(forms)


def test_reading_random_lists_gives_back_the_same_cards_or_a_refusal_never_others():
    """10,000 lists of 1 to 8 different cards, each written in one of its accepted forms, joined in
    every accepted way: reading gives back exactly those cards, in order, or refuses — never other
    cards (the reader never guesses)."""
    import random

    from tarot_learn.errors import TarotError

    rng = random.Random(35)
    joins = (" ", ", ", " et ", " and ", " ou ", "; ", "  ")
    read = refused = 0
    for _ in range(10_000):
        cards = rng.sample(tl.DECK, rng.randint(1, 8))
        text = ""
        for index, card in enumerate(cards):
            text += (rng.choice(joins) if index else "") + _written(card, rng)
        try:
            got = tl.parse_cards(text)
        except TarotError:
            refused += 1
            continue
        assert got == cards, text
        read += 1
    assert read > 9_000  # the forms people use are read; the refusals are the rare readings two ways
