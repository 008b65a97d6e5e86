"""A whole deal as text (deal_text.py, issue 35 item 5): bot deals at 3, 4 and 5 players written and
read back are the same game — the same events and the same result —, a deal stopped at any action
reads back as it stood, and a damaged text is refused with its line number and a sentence in French
and English. ``benchmarks/bench_deal_text.py`` times the same round trip, both languages for each deal."""

from __future__ import annotations

from collections import Counter

import pytest

from tarot_learn import (
    DealTextError,
    Game,
    TarotError,
    deal_from_hands,
    read_deal,
    write_deal,
)
from tarot_learn.game import PLAY
from tarot_learn.strategy.bots import RandomBot, SimpleBot, play_bot_deal, play_out, take_turn
from tarot_learn.strategy.review import deal_steps, replay_step

DEALS = 1000  # per number of players: the figure (about 2 s a count here)


def bot_deal(players: int, number: int) -> Game:
    return play_bot_deal(players, seed=f"deal-text/{players}/{number}", bot=SimpleBot if number % 2 else RandomBot)


def same_game(read: Game, game: Game) -> bool:
    return read.history == game.history and read.result == game.result


@pytest.mark.parametrize("players", [3, 4, 5])
def test_a_thousand_bot_deals_written_and_read_back_are_the_same_game(players):
    seen = Counter()
    for number in range(DEALS):
        game = bot_deal(players, number)
        lang = ("fr", "en")[number % 2]
        text = write_deal(game, lang)
        read = read_deal(text)
        assert same_game(read, game), text
        assert write_deal(read, lang) == text
        seen.update(
            redealt=game.redeals > 0,
            poignee=bool(game.poignees),
            ecart=bool(game.ecart),
            alone=players == 5 and game.partner in (None, game.taker),
        )
        seen[game.contract] += 1
    # What the deals went through: the auctions everyone passed, the poignées, every contract…
    assert (
        seen["redealt"]
        and seen["poignee"]
        and seen["ecart"]
        and len([key for key in seen if key not in ("redealt", "poignee", "ecart", "alone")]) == 4
    )
    assert players < 5 or seen["alone"]


@pytest.mark.parametrize("players", [3, 4, 5])
def test_a_deal_stopped_after_any_action_reads_back_as_it_stood(players):
    game = next(game for number in range(50) if (game := bot_deal(players, number)).redeals and game.poignees)
    position = Game(players, seed=game.history[0].details["seed"])
    for step in deal_steps(game, whole=True):
        replay_step(position, *step)
        text = write_deal(position, "fr")
        assert text.rstrip().endswith("résultat\u00a0: *") or position.result is not None
        assert same_game(read_deal(text), position), text


def test_the_french_text_is_french_and_reads_as_typed_by_hand():
    game = bot_deal(4, 3)
    text = write_deal(game, "fr")
    assert "\njoueurs\u00a0: 4\n" in text and "\nenchères\u00a0: " in text and "\npli 18\u00a0: " in text
    # Plain spaces, no accents, capitals, English names and English card letters: the same deal.
    typed = text.replace("\u00a0:", ":").replace("enchères", "Encheres").replace("pli ", "trick ")
    typed = typed.replace("D♠", "Q♠")
    assert same_game(read_deal(typed), game)
    assert same_game(read_deal("\ufeff" + typed.replace("\n", "\r\n")), game)  # as Notepad saves it


def test_a_slam_and_a_poignee_shown_before_it_read_back_in_their_order():
    for seed in range(200):
        game = Game(5, seed=seed)
        while game.phase is not PLAY:
            take_turn(game, SimpleBot(seed))
        leader = game.to_act
        if not game.poignee_options(leader):
            continue
        game.declare_poignee(leader, game.cards_to_show(leader, game.poignee_options(leader)[0]))
        game.announce_slam(game.taker)
        play_out(game, {seat: SimpleBot(seed) for seat in range(5)})
        break
    else:
        pytest.fail("no first leader with a poignée")
    text = write_deal(game, "en")
    assert text.index(f"\npoignee {leader + 1}:") < text.index("\nslam:")
    assert same_game(read_deal(text), game)
    assert [event.kind for event in read_deal(text).history].count("slam") == 1


def test_the_rules_option_of_the_excuse_and_a_prepared_deal_read_back():
    game = play_bot_deal(4, seed="winner", bot=SimpleBot, excuse_last_trick="winner")
    assert "excuse_last_trick: winner" in write_deal(game, "en")
    assert same_game(read_deal(write_deal(game, "en")), game)
    dealt = Game(3, seed=12, dealer=2).deal
    prepared = Game.from_deal(deal_from_hands(dealt.hands, dealt.chien, dealer=2))
    play_out(prepared, {seat: SimpleBot(1) for seat in range(3)})
    text = write_deal(prepared, "fr")
    assert "graine" not in text and same_game(read_deal(text), prepared)


def without_seed(text: str) -> str:
    return "\n".join(line for line in text.splitlines() if not line.startswith("seed:"))


def test_without_its_seed_a_deal_is_its_hands_and_its_chien():
    game = next(game for number in range(20) if not (game := bot_deal(4, number)).redeals)
    read = read_deal(without_seed(write_deal(game, "en")))
    assert read.deal.hands == game.deal.hands and read.tricks == game.tricks and read.result == game.result
    assert read.history[0].kind == "deal_prepared" and read.history[1:] == game.history[1:]
    # Without a seed there is no deal to come after an auction everyone passed (RULES.md §3).
    redealt = next(game for number in range(20) if (game := bot_deal(4, number)).redeals)
    text = without_seed(write_deal(redealt, "en"))
    error = refusal(text)
    assert error.params["line"] == line_of(text, "bids:") + 1
    assert error.params["reason"].key == "error.deal_text.bids_seedless"


# --- damaged texts --------------------------------------------------------------------------------------
def refusal(text: str) -> DealTextError:
    with pytest.raises(DealTextError) as refused:
        read_deal(text)
    error = refused.value
    assert isinstance(error, TarotError) and isinstance(error, ValueError)
    return error


def line_of(text: str, start: str) -> int:
    return next(number for number, line in enumerate(text.splitlines(), 1) if line.startswith(start))


def replaced(text: str, number: int, line: str) -> str:
    lines = text.splitlines()
    lines[number - 1] = line
    return "\n".join(lines)


@pytest.fixture(scope="module")
def written() -> tuple[Game, str]:
    game = bot_deal(4, 3)
    return game, write_deal(game, "en")


def test_a_card_the_player_does_not_hold_is_refused_with_its_line(written):
    game, text = written
    number = line_of(text, "trick 3:")
    trick = game.tricks[2]
    foreign = next(card for card in game.deal.hands[(trick.seats[0] + 1) % 4] if card not in trick.cards)
    cards = [card.text("en") for card in trick.cards]
    cards[0] = foreign.text("en")
    error = refusal(replaced(text, number, f"trick 3: {' '.join(cards)}"))
    assert error.params["line"] == number
    assert error.message("en").startswith(f"Line {number} (trick 3): You don't hold the card {cards[0]}")
    assert error.message("fr").startswith(f"Ligne {number} (trick 3)\u00a0: Vous n'avez pas la carte")


def test_an_illegal_card_is_refused_with_its_line_and_the_rule():
    game = Game(4, seed=7)
    for seat, bid in ((1, "garde sans"), (2, None), (3, None), (0, None)):
        game.bid(seat, bid)
    game.play(1, "V♣")
    game.play(2, "D♣")
    game.play(3, "R♣")
    trump = next(card for card in game.hands[0] if card.is_trump)
    text = write_deal(game, "fr").replace("\nrésultat", f" {trump.text('fr')}\nrésultat")
    error = refusal(text)
    number = line_of(text, "pli 1")
    assert error.params["line"] == number and error.params["reason"].say.__self__.key == "error.game.illegal_card"
    assert error.message("fr").startswith(f"Ligne {number} (pli 1)\u00a0: ")
    assert error.message("en").startswith(f"Line {number} (pli 1): ")
    assert "♣" in error.message("en")  # the rule names the suit led


def test_a_bid_that_is_not_one_or_not_allowed_is_refused(written):
    _game, text = written
    number = line_of(text, "bids:")
    error = refusal(replaced(text, number, "bids: pass, gardee, pass, pass"))
    assert error.params["line"] == number and "gardee" in error.message("en") and "gardee" in error.message("fr")
    error = refusal(replaced(text, number, "bids: garde, petite, pass, pass"))  # not above the garde (§3)
    assert error.params["line"] == number and error.message("fr").startswith(f"Ligne {number} (bids)\u00a0: ")
    error = refusal(replaced(text, number, "bids: pass, pass, pass, pass, pass"))
    assert error.params["line"] == number and error.params["reason"].key == "error.deal_text.bids_over"


def test_a_text_cut_short_is_refused_with_the_line_where_it_stops(written):
    game, text = written
    lines = text.splitlines()
    error = refusal("\n".join(lines[:-3]))  # the last tricks and the result lost
    assert error.key == "error.deal_text.no_result" and error.params["line"] == len(lines) - 3
    assert error.message("en").startswith(f"Line {len(lines) - 3}: the text stops there")
    assert error.message("fr").startswith(f"Ligne {len(lines) - 3}\u00a0: le texte s'arrête là")
    error = refusal(text[: text.rindex(" ")])  # cut inside the result line
    assert error.params["line"] == len(lines) and error.params["reason"].key == "error.deal_text.result"
    cut = text[: text.index("\ntrick 5:") + 12]  # cut inside a trick, its result written after it by hand
    error = refusal(cut + "\nresult: " + " ".join(f"{score:+d}" for score in game.result.score.scores))
    assert error.params["line"] == line_of(text, "trick 5:") + 1
    assert error.params["reason"].key == "error.deal_text.result_early"


def test_an_unknown_or_badly_written_field_is_refused_with_its_line(written):
    _game, text = written
    number = line_of(text, "chien:")
    for line, key in (
        ("colour: red", "error.deal_text.field"),
        ("hand: 1♠", "error.deal_text.numbered"),
        ("dealer 2: 1", "error.deal_text.unnumbered"),
        ("just words", "error.deal_text.form"),
    ):
        error = refusal(replaced(text, number, line))
        assert error.key == key and error.params["line"] == number
        assert error.message("en").startswith(f"Line {number}: ") and error.message("fr").startswith(
            f"Ligne {number}\u00a0: "
        )
    error = refusal(replaced(text, number, "colour: red"))
    assert "joueurs, donneur" in error.message("fr") and "players, dealer" in error.message("en")


def test_lines_that_contradict_the_deal_are_refused_with_their_line(written):
    game, text = written
    hand = line_of(text, "hand 2:")
    other = write_deal(bot_deal(4, 4), "en").splitlines()[hand - 1]
    assert refusal(replaced(text, hand, other)).params["reason"].key == "error.deal_text.not_dealt"
    result = line_of(text, "result:")
    wrong = " ".join(f"{-score:+d}" for score in game.result.score.scores)
    assert refusal(replaced(text, result, f"result: {wrong}")).params["line"] == result
    assert refusal(text + "trick 19: 1♠\n").params["reason"].key == "error.deal_text.after_result"
    trick = line_of(text, "trick 4:")
    error = refusal(replaced(text, trick, text.splitlines()[trick - 1].replace("trick 4", "trick 5")))
    assert error.params["line"] == line_of(text, "trick 5:") and error.params["reason"].key == "error.deal_text.twice"
    seedless = "\n".join(line for line in text.splitlines() if not line.startswith("seed:"))
    chien = line_of(seedless, "chien:")
    first_card = seedless.splitlines()[line_of(seedless, "hand 1:") - 1].split()[2]
    error = refusal(replaced(seedless, chien, f"chien: {first_card} 2♠ 3♠ 4♠ 5♠ 6♠"))
    assert error.params["line"] == chien and error.params["reason"].key in ("error.deal_text.card_twice",)


def test_a_poignee_shown_by_a_seat_that_never_plays_is_refused():
    game = Game(4, seed=7)
    for seat, bid in ((1, "garde sans"), (2, None), (3, None), (0, None)):
        game.bid(seat, bid)
    text = write_deal(game, "en").replace("\nresult: *", "\npoignee 3: 1 2 3 4 5 6 7 8 9 10\nresult: *")
    error = refusal(text)
    assert error.params["line"] == line_of(text, "poignee 3:")
    assert error.params["reason"].key == "error.deal_text.poignee_unplayed"


def test_what_is_not_a_text_or_names_no_table_is_refused():
    assert refusal(None).key == "error.deal_text.not_text"
    assert refusal("dealer: 1\nresult: *").key == "error.deal_text.players"
    error = refusal("players: 6\nresult: *")
    assert error.params["line"] == 1 and "6" in error.message("fr")
    assert refusal("players: 4\nhand 1: 1♠\nresult: *").key == "error.deal_text.no_hand"
