"""A table of bad inputs for every public function of ``tarot_learn`` and the outcome of each.

Each public callable gets a call that works; then each of its arguments in turn is replaced
by every value of ``BAD_VALUES`` (wrong types, out-of-range numbers, odd text). A call must
either succeed or raise a :class:`~tarot_learn.TarotError` whose message is a sentence in both
languages — never a bare TypeError, AttributeError, KeyError, IndexError or StopIteration.
``python tests/support/bad_inputs.py`` prints the counts (issue 11's figures).
"""

from __future__ import annotations

import random

import tarot_learn as tl
from tarot_learn.strategy.sampler import card_chances, count_deals, sample_deals

BAD_VALUES = [
    None,
    "",
    " ",
    "4",
    "abc",
    "x" * 5000,
    "9" * 5000,
    "\udcff",
    "²",
    "$\\undefined$",
    b"\x01",
    b"4",
    -1,
    0,
    1,
    2,
    6,
    15,
    22,
    99,
    10**400,
    -(10**400),
    1e999,
    float("nan"),
    -0.5,
    3.5,
    True,
    False,
    [],
    {},
    (),
    [None],
    ["R♥", "R♥"],
    {"a": 1},
    object(),
    range(3),
    iter([1]),
    tl.EXCUSE,
]


def _fixtures():
    dealt = tl.deal(players=4, seed=7)
    hand = dealt.hands[0]
    trick = tl.parse_cards("6♥ R♥")
    game = tl.Game(players=4, seed=7)
    finished = tl.play_bot_deal(4, seed=3)
    tricks = [trick for trick in finished_tricks(finished)]
    sides = [finished.side_of(seat) for seat in range(4)]
    return dealt, hand, trick, game, tricks, sides


def first_sample(game, seat, n, seed=None, weighting="uniform"):
    """The first of the ``n`` deals :func:`sample_deals` draws (they are drawn when asked for)."""
    return next(sample_deals(game, seat, n, seed=seed, weighting=weighting))


def finished_tricks(game):
    return [event.details["trick"] for event in game.history if event.kind == "trick" and "trick" in event.details]


def calls() -> dict[str, tuple]:
    """name: (callable, positional arguments that work, keyword arguments that work)."""
    dealt, hand, trick, game, tricks, sides = _fixtures()
    bid_game = game.copy()  # a Garde bid: the auction weighting has something to read
    bid_game.bid(bid_game.to_act, "garde")
    five = tl.deal(players=5, seed=2)
    chien = dealt.chien
    return {
        "parse_card": (tl.parse_card, ["R♥"], {}),
        "parse_cards": (tl.parse_cards, ["R♥ 7♠"], {}),
        "parse_bid": (tl.parse_bid, ["garde"], {}),
        "parse_contract": (tl.parse_contract, ["garde"], {}),
        "Card": (tl.Card, ["R♥"], {}),
        "CardSet": (tl.CardSet, ["R♥ 7♠"], {}),
        "Hand": (tl.Hand, ["R♥ 7♠"], {}),
        "Trick": (tl.Trick, [trick], {}),
        "trump": (tl.trump, [5], {}),
        "suit_card": (tl.suit_card, [5, tl.Suit.HEARTS], {}),
        "count_points": (tl.count_points, [hand], {}),
        "count_by_pairs": (tl.count_by_pairs, [hand], {}),
        "deal": (tl.deal, [], {"players": 4, "seed": 7, "dealer": 0, "cut": 30}),
        "deal_size": (tl.deal_size, [4], {}),
        "deal_without_petit_sec": (tl.deal_without_petit_sec, [], {"players": 4, "seed": 7, "dealer": 1}),
        "deal_from_hands": (tl.deal_from_hands, [dealt.hands, chien], {"dealer": 0}),
        "has_petit_sec": (tl.has_petit_sec, [hand], {}),
        "redeal": (tl.redeal, [dealt], {"misdeal": False}),
        "cutter": (tl.cutter, [0, 4], {}),
        "check_cut": (tl.check_cut, [30], {}),
        "next_dealer": (tl.next_dealer, [0, 4], {"misdeal": True}),
        "first_leader": (tl.first_leader, [0, 4], {"slam_announcer": 2}),
        "next_leader": (tl.next_leader, [tl.parse_cards("5♥ R♥ 2 9♥"), (1, 2, 3, 0)], {"excuse_wins": False}),
        "ecart_size": (tl.ecart_size, [4], {}),
        "ecart_candidates": (tl.ecart_candidates, [hand, chien], {}),
        "legal_ecart": (tl.legal_ecart, [hand, chien], {}),
        "check_ecart": (tl.check_ecart, [hand, chien, tl.legal_ecart(hand, chien)], {"lang": "en"}),
        "chien_destination": (tl.chien_destination, ["garde"], {}),
        "legal_cards": (tl.legal_cards, [hand, trick], {"players": 4}),
        "is_legal": (tl.is_legal, [next(iter(tl.legal_cards(hand, trick))), hand, trick], {}),
        "explain_play": (tl.explain_play, [next(iter(hand)), hand, trick], {"lang": "en", "players": 4}),
        "trick_winner": (tl.trick_winner, [trick], {}),
        "trick_state": (tl.trick_state, [trick], {}),
        "settle_excuse": (tl.settle_excuse, [tricks, sides], {"excuse_last_trick": "camp"}),
        "callable_cards": (tl.callable_cards, [five.hands[0]], {}),
        "check_call": (tl.check_call, [five.hands[0], tl.callable_cards(five.hands[0])[0]], {}),
        "partner_of": (tl.partner_of, [0, tl.callable_cards(five.hands[0])[0], five.hands, five.chien], {}),
        "describe_call": (
            tl.describe_call,
            [0, tl.callable_cards(five.hands[0])[0], five.hands, five.chien],
            {"lang": "en"},
        ),
        "poignee_options": (tl.poignee_options, [hand, 4], {}),
        "cards_to_show": (
            tl.cards_to_show,
            [tl.parse_cards(" ".join(map(str, range(1, 12)))), tl.Poignee.SIMPLE, 4],
            {},
        ),
        "check_poignee": (
            tl.check_poignee,
            [tl.parse_cards(" ".join(map(str, range(1, 12)))), tl.parse_cards(" ".join(map(str, range(1, 11)))), 4],
            {},
        ),
        "points_needed": (tl.points_needed, [2], {}),
        "score_deal": (
            tl.score_deal,
            [4, "garde", 49, 2],
            {"taker": 0, "partner": None, "petit_au_bout": None, "poignees": (), "slam_announced": False, "slam": None},
        ),
        "Auction": (tl.Auction, [], {"players": 4, "dealer": 0}),
        "Game": (tl.Game, [], {"players": 4, "seed": 7, "dealer": 0, "excuse_last_trick": "camp"}),
        "strategy.sample_deals": (first_sample, [bid_game, 0, 3], {"seed": 1, "weighting": "auction"}),
        "strategy.count_deals": (count_deals, [game, 0], {}),
        "strategy.card_chances": (card_chances, [game, 0, "21"], {"weighting": "auction"}),
        "Game.bid": (game.copy().bid, [1, "garde"], {}),
        "Game.legal_cards": (game.copy().legal_cards, [1], {}),
        "Game.view": (game.view, [1], {}),
        "Game.prompt": (game.prompt, ["en"], {}),
        "RandomBot": (tl.RandomBot, [3], {}),
        "SimpleBot": (tl.SimpleBot, [3], {}),
        "play_bot_deal": (tl.play_bot_deal, [4, 5], {}),
        "read_hands": (tl.read_hands, [[hand.text("fr") for hand in map(tl.CardSet, dealt.hands)], dealt.chien], {}),
        "read_play": (tl.read_play, ["bids: pass, garde, pass, pass", dealt], {}),
        "set_language": (tl.set_language, ["en"], {}),
        **exercise_calls(),
    }


def exercise_calls() -> dict[str, tuple]:
    """The exercises' public functions (``check`` saves in ``$TAROT_LEARN_PROGRESS_DIR``: set it first).
    ``assert_correct`` is left out: an AssertionError is its way to say "wrong"."""
    from tarot_learn import exercises as ex

    exercise = ex.bank_exercise("play-follow-2")
    return {
        "exercises.check": (ex.check, ["play-follow-2", "3♦"], {"lang": "en", "attempt": 1, "learner": "alice"}),
        "exercises.grade": (ex.grade, [exercise, "3♦"], {"lang": "en", "attempt": 1}),
        "exercises.bank_exercise": (ex.bank_exercise, ["play-follow-2"], {}),
        "exercises.find_exercise": (ex.find_exercise, ["play-follow-2"], {"learner": "alice"}),
        "exercises.exercise_for": (ex.exercise_for, ["alice", "play-follow-2"], {}),
        "exercises.exercise_set": (ex.exercise_set, ["alice", "play"], {}),
        "exercises.chapter_exercises": (ex.chapter_exercises, ["play"], {}),
        "exercises.generate": (ex.generate, ["follow", 3], {}),
        "exercises.learner_seed": (ex.learner_seed, ["alice", "play-follow-2"], {}),
        "exercises.Progress": (ex.Progress, ["alice"], {}),
        "exercises.report": (ex.report, [[]], {"lang": "en"}),
        "exercises.expected_text": (ex.expected_text, [exercise], {"lang": "en"}),
        "exercises.position_text": (ex.position_text, [exercise], {"lang": "en"}),
        "exercises.solve": (ex.solve, [exercise], {}),
    }


def outcome(function, args, kwargs) -> str:
    """``"ok"``, ``"sentence"`` (a TarotError said in both languages) or what went wrong."""
    try:
        function(*args, **kwargs)
    except tl.TarotError as error:
        messages = [error.message(lang) for lang in ("fr", "en")]
        return "sentence" if all(message.strip() for message in messages) else "empty message"
    except Exception as error:  # noqa: BLE001 - any other exception is what the table looks for
        return f"{type(error).__name__}: {str(error)[:80]}"
    finally:
        tl.set_language("en")
    return "ok"


def run() -> list[tuple[str, str, str]]:
    """``(call, argument and bad value, outcome)`` for every bad input tried."""
    results = []
    for name, (function, args, kwargs) in calls().items():
        slots = [("arg", index) for index in range(len(args))] + [("kw", key) for key in kwargs]
        for kind, slot in slots:
            for value in BAD_VALUES:
                new_args, new_kwargs = list(args), dict(kwargs)
                if kind == "arg":
                    new_args[slot] = value
                else:
                    new_kwargs[slot] = value
                shown = repr(value) if len(repr(value)) < 30 else repr(value)[:27] + "…"
                results.append((name, f"{slot}={shown}", outcome(function, new_args, new_kwargs)))
    return results


if __name__ == "__main__":
    import os
    import tempfile

    os.environ["TAROT_LEARN_PROGRESS_DIR"] = tempfile.mkdtemp()  # check(..., learner=) saves there
    random.seed(0)
    results = run()
    bad = [result for result in results if result[2] not in ("ok", "sentence")]
    print(
        f"{len(results)} bad inputs tried; {sum(r[2] == 'sentence' for r in results)} refused with a sentence "
        f"in fr and en; {sum(r[2] == 'ok' for r in results)} accepted; {len(bad)} other outcomes"
    )
    for result in bad:
        print(" ", *result)
