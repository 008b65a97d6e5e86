"""The exact open-hand solver (tarot_learn.strategy.solver), checked against plain minimax searches.

Two references, neither with pruning, a transposition table nor equivalent cards: one plays every
line through the checked ``Game.play`` on ``Game.copy()`` and reads ``result.attack_points``; the
other walks the lines with the core's functions (``legal_bits``, ``trick_winner`` with the slam
exception of ``excuse_wins_trick``) and counts each finished deal with ``settle_excuse``, so the
solver's trick-by-trick count of the Excuse is checked against the core's settlement. The endgames
come from seeded deals played by RandomBot and SimpleBot until at most 3 cards are left in the hand
of the seat to act, at 3, 4 and 5 players, with both rules options for the Excuse on the last trick.

``SOLVER_ENDGAMES=5000`` (an environment variable) makes the core-functions check run on 5,000
endgames instead of the suite's 1,000: about 33 s of CPU instead of 9 s on the shared machine
where it was measured, too long for the suite.
"""

from __future__ import annotations

import os
import random

import pytest
from solver_reference import minimax

import tarot_learn as tl
from tarot_learn.cards import DECK, EXCUSE, PETIT, SUIT_BITS, Card, CardSet
from tarot_learn.excuse import settle_excuse, settle_played
from tarot_learn.game import Phase
from tarot_learn.play import PlayedTrick, excuse_wins_trick, legal_bits, winning_index
from tarot_learn.sides import ATTACK, DEFENCE
from tarot_learn.strategy import Solution, SolverPosition, sample_deals, solve, solve_position
from tarot_learn.strategy.bots import RandomBot, SimpleBot
from tarot_learn.strategy.playout import play_on, start_play
from tarot_learn.strategy.solver import Solver, SolverError, _mtd, play_to_trick, position_of, trick_gain

CONTRACTS = ("petite", "garde", "garde sans", "garde contre")


def played_game(players: int, seed: int, *, option: str = "camp", cards_played: int | None = None, slam=False):
    """A seeded deal, its contract and taker drawn from the seed, played until ``cards_played``
    cards are on the tricks (all of them by default): by SimpleBot, by RandomBot, or (one deal in
    three) by random legal cards holding the Excuse back while another card is legal."""
    rng = random.Random(seed)
    taker = rng.randrange(players)
    contract = rng.choice(CONTRACTS)
    game = start_play(tl.deal(players, seed=seed), taker, contract=contract, slam=slam, excuse_last_trick=option)
    limit = players * tl.deal_size(players).hand if cards_played is None else cards_played

    def stop(game):
        return len(game.tricks) * players + len(game.trick) >= limit

    if seed % 3 == 0:
        return play_on(game, rng, keep=EXCUSE, stop=stop)
    bot = (RandomBot if seed % 3 == 1 else SimpleBot)(rng)
    while game.phase is Phase.PLAY and not stop(game):
        game.play(game.to_act, bot.choose(game.view(game.to_act)))
    return game


def endgame(players: int, seed: int, in_hand: int, on_table: int, option: str = "camp"):
    """A game whose seat to act holds ``in_hand`` cards, with ``on_table`` cards on the trick."""
    hand = tl.deal_size(players).hand
    return played_game(players, seed, option=option, cards_played=(hand - in_hand) * players + on_table)


def endgames(count: int, first_seed: int = 0):
    """``count`` endgames: 3, 4 and 5 players in turn, 1 to 3 cards in the hand of the seat to act,
    0 to players - 1 cards on the table, both options for the Excuse on the last trick."""
    for number in range(count):
        players = 3 + number % 3
        rng = random.Random(first_seed + number)
        option = "winner" if number % 7 == 3 else "camp"
        yield endgame(players, first_seed + number, 1 + number // 3 % 3, rng.randrange(players), option)


# --- the references ----------------------------------------------------------------------------------
def minimax_by_game(game) -> tuple[float, set[Card]]:
    """Every line played through Game.copy() and the checked Game.play; the leaves' values are
    the game's own result.attack_points."""

    def value(game) -> float:
        if game.phase is Phase.OVER:
            return game.result.attack_points
        values = [value(after(game, card)) for card in game.legal_cards()]
        return max(values) if game.side_of(game.to_act) is ATTACK else min(values)

    def after(game, card):
        child = game.copy()
        child.play(child.to_act, card)
        return child

    values = {card: value(after(game, card)) for card in game.legal_cards()}
    best = (max if game.side_of(game.to_act) is ATTACK else min)(values.values())
    return best, {card for card, card_value in values.items() if card_value == best}


def minimax_by_core(game) -> tuple[float, set[Card]]:
    """Every line walked with the core's functions (legal_bits, winning_index, excuse_wins_trick);
    each finished deal counted by the core's settlement of the Excuse (settle_played, what
    settle_excuse does once the tricks are checked), plus the écart or the chien when they count
    for the attack (RULES.md §4–§6)."""
    players = game.players
    sides = [game.side_of(seat) for seat in range(players)]
    contract = game.contract
    extra = 0.0
    if contract.chien_counts_for_attack:
        extra = (game.ecart if contract.taker_takes_chien else game.deal.chien).points
    option, taker, slam = game.excuse_last_trick, game.taker, game.slam_announced

    def value(tricks, all_won, hands, cards, leader):
        if len(cards) == players:
            seats = tuple((leader + step) % players for step in range(players))
            wins = excuse_wins_trick(
                cards,
                last_trick=not hands[leader],
                leader_announced_slam=slam and leader == taker,
                leader_side_won_every_trick=all_won,
            )
            trick_bits = sum(card.bit for card in cards)
            led = next((SUIT_BITS[card.suit] for card in cards if card is not EXCUSE), 0)
            winner = leader if wins else seats[cards.index(DECK[winning_index(trick_bits, led)])]
            tricks = [*tricks, PlayedTrick(tuple(cards), seats, winner)]
            if not hands[winner]:
                return settle_played(tricks, sides, option).points[ATTACK] + extra
            return value(tricks, all_won and sides[winner] is ATTACK, hands, [], winner)
        seat = (leader + len(cards)) % players
        results = [child(tricks, all_won, hands, cards, leader, seat, card) for card in legal(hands[seat], cards)]
        return max(results) if sides[seat] is ATTACK else min(results)

    def child(tricks, all_won, hands, cards, leader, seat, card):
        hands = list(hands)
        hands[seat] ^= card.bit
        return value(tricks, all_won, hands, [*cards, card], leader)

    def legal(hand, cards):  # the led suit and the highest trump, read from the cards (RULES.md §5)
        led = next((SUIT_BITS[card.suit] for card in cards if card is not EXCUSE), 0)
        top = max((card.rank for card in cards if card.is_trump), default=0)
        return CardSet.from_bits(legal_bits(hand, led, top))

    tricks, hands, cards, leader = list(game.tricks), list(game.hand_bits), list(game.trick.cards), game.leader
    all_won = all(sides[trick.winner] is ATTACK for trick in tricks)
    seat = game.to_act
    values = {card: child(tricks, all_won, hands, cards, leader, seat, card) for card in legal(hands[seat], cards)}
    best = (max if sides[seat] is ATTACK else min)(values.values())
    return best, {card for card, card_value in values.items() if card_value == best}


# --- against the references -------------------------------------------------------------------------
def test_the_solver_agrees_with_a_minimax_through_the_game_on_endgames():
    for game in endgames(120, first_seed=50_000):
        solution = solve(game)
        assert (solution.value, set(solution.cards)) == minimax_by_game(game), (game.deal.seed, len(game.tricks))


def test_the_solver_agrees_with_a_minimax_on_the_cores_functions_on_endgames():
    count = int(os.environ.get("SOLVER_ENDGAMES", "1000"))
    seen = {"excuse in a hand": 0, "excuse on the table": 0, "mid-trick": 0, "winner option": 0}
    for players in (3, 4, 5):
        seen[f"{players} players"] = 0
    for game in endgames(count):
        solution = solve(game)
        assert (solution.value, set(solution.cards)) == minimax_by_core(game), (game.deal.seed, len(game.tricks))
        seen["excuse in a hand"] += any(hand & EXCUSE.bit for hand in game.hand_bits)
        seen["excuse on the table"] += EXCUSE in game.trick.cards
        seen["mid-trick"] += bool(game.trick.cards)
        seen["winner option"] += game.excuse_last_trick == "winner"
        seen[f"{game.players} players"] += 1
    assert min(seen.values()) >= count // 50, seen  # every kind of endgame was met, many times


def test_the_solver_agrees_with_itself_under_any_window_on_larger_endgames():
    # The transposition table keeps bounds found under one window and reuses them under others: on
    # endgames too big for the minimax, every card's value must not depend on what was searched
    # before. Each card is solved in a fresh search, then again in one shared search under random
    # windows, whose fail-soft answers must bound the value on the right side.
    rng = random.Random(5)
    for seed, (players, in_hand) in enumerate([(4, 5), (4, 5), (4, 6), (5, 4), (5, 4), (3, 6)] * 2):
        game = endgame(players, 900 + seed, in_hand, rng.randrange(players))
        position = position_of(game)
        solution = solve(game, every_card=True)
        assert set(solution.card_values) == set(game.legal_cards())
        best = (max if game.side_of(game.to_act) is ATTACK else min)(solution.card_values.values())
        assert solution.value == best and set(solution.cards) == {
            card for card, value in solution.card_values.items() if value == best
        }
        shared = Solver(position)
        won = round(2 * position.won)
        for card, card_value in solution.card_values.items():
            exact = 2 * card_value - won
            assert _mtd(_root_step(Solver(position), position, card), 0) == exact
            for _ in range(4):
                alpha = exact + rng.randrange(-12, 12)
                beta = alpha + rng.choice((1, 1, 2, 5, 40, 1 << 20))
                found = _root_step(shared, position, card)(alpha, beta)
                if found <= alpha:
                    assert exact <= found
                elif found >= beta:
                    assert exact >= found
                else:
                    assert exact == found


def test_a_root_that_remembers_its_cards_bounds_answers_every_window_as_a_fresh_search():
    # The root keeps the bounds each card's tests proved and answers a later test from them when they
    # settle it: under any sequence of windows, every answer must still bound the card's value on the
    # right side, and the value found last must be the exact one.
    rng = random.Random(11)
    for seed, (players, in_hand) in enumerate([(4, 5), (4, 6), (5, 4), (3, 6)] * 2):
        game = endgame(players, 700 + seed, in_hand, rng.randrange(players))
        position = position_of(game)
        solution = solve(game, every_card=True)
        won = round(2 * position.won)
        root = Solver(position)._root(position)
        for card, card_value in solution.card_values.items():
            exact = 2 * card_value - won
            index = next(index for index, real in root.real.items() if real is card)
            for _ in range(6):
                alpha = exact + rng.randrange(-8, 8)
                beta = alpha + rng.choice((1, 1, 2, 5))
                found = root.probe(index, alpha, beta)
                assert exact <= found if found <= alpha else exact >= found if found >= beta else exact == found
            assert _mtd(root.after(index), rng.randrange(-20, 60)) == exact
            assert root.known[index] == (exact, exact)


def _root_step(solver: Solver, position, card: Card):
    """The fail-soft search of ``position`` after ``card``, played at its root, with ``solver``'s table."""
    root = solver._root(position)
    index = next(index for index, real in root.real.items() if real is card)
    return root.after(index)


def test_the_solvers_line_played_through_the_game_gives_the_announced_points():
    # Both sides play one of the solver's best cards at every turn: the value never changes, and
    # the deal ends with exactly those points for the attack.
    rng = random.Random(3)
    for number in range(24):
        players = 3 + number % 3
        game = endgame(
            players, 700 + number, 4 if players == 5 else 5, number % players, "winner" if number % 4 else "camp"
        )
        announced = solve(game).value
        while game.phase is Phase.PLAY:
            solution = solve(game)
            assert solution.value == announced
            game.play(game.to_act, rng.choice(list(solution.cards)))
        assert game.result.attack_points == announced


def test_what_the_attack_already_won_is_counted_as_the_game_counts_it():
    # Before the last card, the value is the points of the tricks played plus the écart or the chien
    # (Garde sans) — and nothing at Garde contre — whatever the last card: the game's own count.
    for seed in range(40):
        game = played_game(3 + seed % 3, 300 + seed)
        twin = played_game(3 + seed % 3, 300 + seed, cards_played=len(game.tricks) * game.players - 1)
        assert solve(twin).value == game.result.attack_points


# --- the accounting of the Excuse, trick by trick --------------------------------------------------
def test_the_excuse_counted_trick_by_trick_agrees_with_settle_excuse():
    # The same tricks, counted by trick_gain one at a time and by the core's settlement of the whole
    # deal, for any two sides — over whole deals played by the bots.
    cases = set()
    for seed in range(400):
        game = played_game(3 + seed % 3, seed, option="winner" if seed % 3 == 0 else "camp")
        rng = random.Random(seed)
        attack = set(rng.sample(range(game.players), rng.choice((1, 1, 2))))
        sides = [ATTACK if seat in attack else DEFENCE for seat in range(game.players)]
        settlement = settle_excuse(game.tricks, sides, excuse_last_trick=game.excuse_last_trick)
        cases.add(settlement.case)
        half_points = 0
        for number, trick in enumerate(game.tricks):
            owner = trick.seat_of(EXCUSE) if EXCUSE in trick.cards else None
            half_points += trick_gain(
                sum(card.half_points for card in trick.cards),
                trick.winner in attack,
                None if owner is None else owner in attack,
                last=number == len(game.tricks) - 1,
                to_winner=game.excuse_last_trick == "winner",
            )
        assert half_points / 2 == settlement.points[ATTACK]
    assert {"exchanged", "exchanged_later", "own_side_won", "last_trick_camp", "last_trick_winner"} <= cases


def test_an_excuse_whose_side_never_wins_a_trick_counts_4_against_87():
    # Three tricks of a 3-player deal where the Excuse's owner (seat 0) wins nothing: 4 points for
    # his side, whatever it could not give back (the "owed" case); the trick-by-trick count agrees.
    tricks = [
        PlayedTrick(tuple(tl.parse_cards("Excuse R♥ D♥")), (0, 1, 2), 1),
        PlayedTrick(tuple(tl.parse_cards("2♣ R♣ 3♣")), (0, 1, 2), 1),
        PlayedTrick(tuple(tl.parse_cards("4♣ 21 C♣")), (1, 2, 0), 2),
    ]
    settlement = settle_excuse(tricks, ["a", "b", "b"])
    assert settlement.case == "owed" and settlement.points["a"] == 4
    owner_side = 0
    for number, trick in enumerate(tricks):
        total = sum(card.half_points for card in trick.cards)
        excuse_of_owner = True if EXCUSE in trick.cards else None
        owner_side += trick_gain(total, trick.winner == 0, excuse_of_owner, last=number == len(tricks) - 1)
    assert owner_side == 8


# --- hand-made positions -------------------------------------------------------------------------------
def bits(text: str) -> int:
    return CardSet(text).bits


def test_the_excuse_played_before_the_last_trick_keeps_4_points():
    # The taker (seat 0, alone) holds the Excuse and the king of spades against small spades. Led
    # first, the Excuse loses the trick but keeps 4 points (8 half points), and the king wins the
    # last trick with three small cards: 4 + 4.5 + 1.5 = 10. Keeping the Excuse for the last trick
    # loses it to the defence (it changes camp, or goes to the winner): 6 only.
    for option in ("camp", "winner"):
        position = SolverPosition(
            hands=(bits("Excuse R♠"), bits("2♠ 3♠"), bits("4♠ 5♠"), bits("6♠ 7♠")),
            leader=0,
            excuse_last_trick=option,
        )
        solution = solve_position(position, every_card=True)
        assert solution.value == 10 and set(solution.cards) == {EXCUSE}
        assert solution.card_values == {EXCUSE: 10, Card("R♠"): 6}


def test_the_excuse_on_the_last_trick_changes_camp_or_goes_to_the_winner():
    # 5 players, the taker (seat 0) leads his Excuse to the last trick, his partner (seat 2) wins it
    # with the king of hearts. The trick holds the Excuse, the king and three small hearts: 10.5
    # points. The Excuse changes camp: the attack keeps 6; with the rules option it goes to the
    # winner, the attack: 10.5.
    hands = (bits("Excuse"), bits("2♥"), bits("R♥"), bits("3♥"), bits("4♥"))
    position = SolverPosition(hands=hands, leader=0, partner=2, won=20)
    assert solve_position(position).value == 26
    winner = SolverPosition(hands=hands, leader=0, partner=2, won=20, excuse_last_trick="winner")
    assert solve_position(winner).value == 30.5
    # 4 players, a defender's Excuse on the last trick: the attack (seat 2) wins the trick, Excuse
    # included (10 points). When the defence wins it, the Excuse still changes camp, to the attack:
    # 4.5 points, the half point of 4 players; with the rules option it stays with the winner.
    hands = (bits("3♥"), bits("Excuse"), bits("R♥"), bits("2♥"))
    assert solve_position(SolverPosition(hands=hands, leader=0, taker=2, won=30)).value == 40
    assert solve_position(SolverPosition(hands=hands, leader=0, taker=0, won=30)).value == 34.5
    assert (
        solve_position(SolverPosition(hands=hands, leader=0, taker=0, won=30, excuse_last_trick="winner")).value == 30
    )


def test_the_slam_exception_lets_the_excuse_win_the_last_trick():
    # The taker announced a slam and won every trick: with the 21 first, then the Excuse led to the
    # last trick, he wins both (6 + 6 = 12). Without the slam, the Excuse led last would change
    # camp: he leads it first instead (4 kept, then 21 and three small spades: 10).
    hands = (bits("Excuse 21"), bits("2♠ 3♠"), bits("4♠ 5♠"), bits("6♠ 7♠"))
    slam = solve_position(SolverPosition(hands=hands, leader=0, slam_alive=True), every_card=True)
    assert slam.value == 12 and set(slam.cards) == {Card("21")}
    assert slam.card_values == {Card("21"): 12, EXCUSE: 10}
    plain = solve_position(SolverPosition(hands=hands, leader=0), every_card=True)
    assert plain.value == 10 and plain.card_values == {Card("21"): 6, EXCUSE: 10}


def test_the_petit_au_bout_objective_keeps_the_petit_for_the_last_trick():
    # The taker leads from the Petit (the only trump out) and the king of hearts against small
    # hearts: either order wins both tricks, 12 card points. Counting 10 points for the Petit au
    # bout, only the king first keeps the Petit for the last trick: 22.
    position = SolverPosition(hands=(bits("1 R♥"), bits("2♥ 3♥"), bits("4♥ 5♥"), bits("6♥ 7♥")), leader=0)
    assert set(solve_position(position).cards) == {PETIT, Card("R♥")} and solve_position(position).value == 12
    bonus = solve_position(position, petit_au_bout=10, every_card=True)
    assert bonus.value == 22 and set(bonus.cards) == {Card("R♥")}
    assert bonus.card_values == {Card("R♥"): 22, PETIT: 12}
    # The defence's Petit au bout counts against the attack: 0 card points, minus 10.
    defence = SolverPosition(hands=(bits("R♥"), bits("1"), bits("2♥"), bits("3♥")), leader=1)
    assert solve_position(defence, petit_au_bout=10).value == -10 + 0


def test_the_petit_au_bout_in_the_second_to_last_trick_of_a_slam():
    # The slam exception: the Excuse wins the last trick, so the Petit, caught by the 21 in the
    # trick before, is "au bout" for the attack (RULES.md §6).
    hands = (bits("Excuse 21"), bits("1 3♠"), bits("4♠ 5♠"), bits("6♠ 7♠"))
    solution = solve_position(SolverPosition(hands=hands, leader=0, slam_alive=True), petit_au_bout=10)
    assert solution.value == (9 + 9 + 2) / 2 + (9 + 3) / 2 + 10 and set(solution.cards) == {Card("21")}


def test_equivalent_cards_are_all_named_among_the_best():
    # 3 and 8 of diamonds with nothing out between them: one search, both named.
    position = SolverPosition(hands=(bits("3♦ 8♦"), bits("9♦ 2♦"), bits("R♦ V♦")), leader=0)
    solution = solve_position(position, every_card=True)
    assert solution.card_values[Card("3♦")] == solution.card_values[Card("8♦")]
    assert {Card("3♦"), Card("8♦")} <= set(solution.cards)


def test_cards_of_different_worth_are_never_one_move():
    # 10♦ and V♦ touch among the cards still out, but the jack is worth 1½ points and the 10 ½: searched
    # as one move, the taker (alone, seat 0) would be told the jack goes as cheaply as the 10 to the
    # defence's trick. The defence wins the first trick whichever he plays; the minimax says what each is worth.
    position = SolverPosition(hands=(bits("10♦ V♦ R♠"), bits("C♦ 2♠ 3♠"), bits("D♦ 4♠ 5♠")), leader=0)
    solution = solve_position(position, every_card=True)
    value, values = minimax(position)
    assert solution.card_values == values and solution.value == value
    assert solution.card_values[Card("10♦")] > solution.card_values[Card("V♦")]
    assert set(solution.cards) == {Card("10♦")}


def test_the_bisection_finds_the_value_from_any_guess_and_range():
    # _mtd closes in on the value by null-window tests; whatever the first guess and however loose the
    # range it is given (the value inside it), it must end on the value the full window finds.
    for game in endgames(12, first_seed=70_000):
        position = position_of(game)
        exact = Solver(position)._root(position).search(-(1 << 20), 1 << 20)
        for guess in (-50, 0, exact - 3, exact, exact + 1, 200):
            for low, high in ((-(1 << 20), 1 << 20), (exact - 40, exact + 40), (exact, exact + 1), (exact - 1, exact)):
                root = Solver(position)._root(position)
                assert _mtd(root.search, guess, low, high) == exact, (game.deal.seed, guess, low, high)


def test_the_called_suit_may_not_be_led_at_the_first_trick():
    # 5 players, first lead: the called king's suit is closed, but the called card itself may be led.
    hands = (bits("3♥ 2♠"), bits("4♥ 5♠"), bits("5♥ 6♠"), bits("6♥ 7♠"), bits("7♥ 8♠"))
    closed = solve_position(SolverPosition(hands=hands, leader=0, first_lead_called=Card("R♥")), every_card=True)
    assert set(closed.card_values) == {Card("2♠")}
    king = (bits("R♥ 2♠"), *hands[1:])
    assert set(solve_position(SolverPosition(king, 0, first_lead_called=Card("R♥")), every_card=True).card_values) == {
        Card("R♥"),
        Card("2♠"),
    }


def test_position_of_a_game_at_its_first_lead_at_5_players_closes_the_called_suit():
    game = start_play(tl.deal(5, seed=4), taker=3, contract="garde")
    assert position_of(game).first_lead_called is game.called_card
    game.play(game.to_act, next(iter(game.legal_cards())))
    assert position_of(game).first_lead_called is None


# --- the trick's winner, card by card ---------------------------------------------------------------
def test_the_winner_followed_card_by_card_is_the_cores():
    for seed in range(60):
        game = played_game(3 + seed % 3, 4000 + seed)
        for trick in game.tricks:
            led, winner_index, winner = 0, -1, -1
            for card, seat in zip(trick.cards, trick.seats, strict=True):
                led, winner_index, winner = play_to_trick(card.index, seat, led, winner_index, winner)
            lead_suit = next(card.suit for card in trick.cards if card is not EXCUSE)
            assert led == SUIT_BITS[lead_suit]
            assert winner_index == winning_index(trick.bits, led)
            assert winner == trick.winner  # no slam in these deals


# --- bad arguments ----------------------------------------------------------------------------------------
def test_a_game_outside_its_play_phase_is_refused_with_a_sentence():
    bidding = tl.Game(4, seed=1)
    with pytest.raises(SolverError) as refused:
        solve(bidding)
    assert refused.value.key == "error.solver.phase" and refused.value.params["phase"] is Phase.BIDDING
    assert "enchères" in refused.value.message("fr") and "bidding" in refused.value.message("en")
    over = played_game(4, 2)
    with pytest.raises(SolverError) as refused:
        solve(over)
    assert refused.value.key == "error.solver.over"
    assert isinstance(refused.value, tl.TarotError)


@pytest.mark.parametrize(
    "position",
    [
        SolverPosition(hands=(bits("2♠"), bits("2♠"), bits("3♠"), bits("4♠")), leader=0),  # a card in two hands
        SolverPosition(hands=(bits("2♠ 5♠"), bits("3♠"), bits("4♠"), bits("6♠")), leader=0),  # sizes that do not fit
        SolverPosition(hands=(bits("2♠"), bits("3♠"), bits("4♠"), bits("6♠")), leader=0, trick=(Card("4♠"),)),
        SolverPosition(hands=(0, 0, 0, 0), leader=0),  # nothing left to play
        SolverPosition(hands=("2♠", bits("3♠"), bits("4♠"), bits("6♠")), leader=0),  # not bits
    ],
)
def test_a_position_no_deal_reaches_is_refused_with_a_sentence(position):
    with pytest.raises(SolverError) as refused:
        solve_position(position)
    assert refused.value.key == "error.solver.position"


def test_bad_sizes_seats_options_and_objectives_are_refused_with_a_sentence():
    hands = (bits("2♠"), bits("3♠"), bits("4♠"), bits("6♠"))
    with pytest.raises(tl.PlayerCountError):
        solve_position(SolverPosition(hands=hands[:2], leader=0))
    with pytest.raises(tl.TarotError) as refused:
        solve_position(SolverPosition(hands=hands, leader=4))
    assert refused.value.key.startswith("error.")
    with pytest.raises(tl.TarotError) as refused:
        solve_position(SolverPosition(hands=hands, leader=0, excuse_last_trick="owner"))
    assert refused.value.key == "error.option"
    for objective in (-10, 0.3, "10", None):
        with pytest.raises(SolverError) as refused:
            solve_position(SolverPosition(hands=hands, leader=0), petit_au_bout=objective)
        assert refused.value.key == "error.solver.objective"
        assert refused.value.message("fr") and refused.value.message("en")


def test_the_solution_names_one_best_card_and_is_exported():
    solution = solve_position(SolverPosition(hands=(bits("3♦ 8♦"), bits("9♦ 2♦"), bits("R♦ V♦")), leader=0))
    assert isinstance(solution, Solution) and solution.best_card in solution.cards and solution.nodes > 0
    import tarot_learn.strategy as strategy

    assert strategy.solve is solve and strategy.solve_position is solve_position


def test_a_deal_drawn_by_the_sampler_is_solved_like_any_game():
    # The evaluator's route: deals drawn from what the seat to act knows, each solved. The seat's
    # hand and the trick are the real ones, so every best card is one the seat may play; the
    # Garde sans chien counted is each sample's own.
    for seed in range(6):
        game = endgame(4, 800 + seed, 3, seed % 4)
        seat = game.to_act
        for sample in sample_deals(game, seat, 4, seed=seed):
            solution = solve(sample)
            assert solution.seat == seat and set(solution.cards) <= set(game.legal_cards())
            assert position_of(sample).won - sum(trick_points(sample)) == (
                (sample.ecart if sample.contract.taker_takes_chien else sample.deal.chien).points
                if sample.contract.chien_counts_for_attack
                else 0
            )


def trick_points(game):
    """The attack's points in the tricks played, as the game will settle them (RULES.md §6)."""
    attack = {game.taker, game.partner}
    for trick in game.tricks:
        owner = trick.seat_of(EXCUSE) if EXCUSE in trick.cards else None
        points = sum(card.half_points for card in trick.cards) / 2
        if owner is None or (owner in attack) == (trick.winner in attack):
            yield points if trick.winner in attack else 0
        else:
            yield points - 4 if trick.winner in attack else 4
