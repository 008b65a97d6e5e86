"""A whole deal as text, and back: the package's notation of a deal, as PGN is chess's (RULES.md §2–§7).

:func:`write_deal` writes a :class:`~tarot_learn.game.Game` — finished or not — as lines of
``field: value``; :func:`read_deal` reads such a text and replays every action through the
checked :class:`~tarot_learn.game.Game`, so that a text holding an illegal bid, écart or card is
refused with its line number and the rule (RULES.md §3–§5), and a result that is not what the
cards make is refused too (§7). The text, in French or English (the reader takes both)::

    joueurs : 4
    donneur : 1
    excuse au dernier pli : camp
    main 1 : 2♠ 9♠ …                  (the hands and the chien of the deal played, RULES.md §2)
    chien : 5♠ V♥ …
    enchères : passe, garde, passe, passe
    écart : 4♥ 6♥ …                     (Petite and Garde, §4)
    poignée 3 : 12 13 …                 (shown just before the seat's first card, §7)
    pli 1 : 6♣ 9♣ R♣ 10♣               (in the order played, from the leader, §5)
    …
    résultat : -168 +56 +56 +56          (each seat's score, §7; * for a deal stopped before its end)

The fields, in French and in English: ``joueurs``/``players`` (3, 4 or 5), ``donneur``/``dealer``,
``excuse au dernier pli``/``excuse_last_trick`` (``camp`` or ``winner``, RULES.md §6),
``graine``/``seed``, ``main N``/``hand N``, ``chien``, ``enchères``/``bids``, ``appel``/``call``,
``écart``/``ecart``, ``chelem``/``slam``, ``poignée N``/``poignee N``, ``pli N``/``trick N``,
``résultat``/``result``. They are the format's own words, fixed here rather than in the message
catalogue: a text written once must read the same for ever.

Seats are counted from 1, as the game's sentences count them (« Joueur 1 »); ``bids`` lists every
bid in the order spoken, from the seat on the dealer's right; a ``bids`` line per auction when
everyone passed and the cards were dealt again (§3). ``call`` is the called card at 5 players (§4),
``slam`` the seat that announced one (§5). A ``seed`` (a whole number, or a text between quotes)
deals the cards as :func:`~tarot_learn.deal.deal` does — every redeal included — and the hands
written, if any, must then be the ones it deals; without a seed the hands and the chien are the
deal played, and only its auction is written. Everything after a ``#`` is a comment; the French text
puts a no-break space before each colon, and the reader takes any space, any case, words with or
without their accents, and the cards as :func:`~tarot_learn.parsing.parse_cards` reads them.

The ``result`` line is the last one, and every text has one: a text cut short (a file half
copied) is refused rather than read as a shorter deal. ``result: *`` (as in PGN) ends a deal
written before its end: the game read is the deal at that point (a question in the middle of a deal).

A deal read is a :class:`~tarot_learn.game.Game` like any other: ``review_deal(read_deal(text), seat)``
(:mod:`tarot_learn.strategy.review`) says where a chosen seat lost points, and ``tarot-learn
print-deals --file DEAL.txt`` prints the deal sheets of finished deals written this way.
"""

from __future__ import annotations

import re

from . import i18n
from .deal import Deal, deal, deal_from_hands, deal_size
from .errors import TarotError, shown
from .excuse import check_excuse_option
from .game import BIDDING, PLAY, Game
from .i18n import Deferred, Sentence
from .parsing import parse_cards
from .words import normalise

# The fields, in the order they are written, and their names in each language (the module's note).
FIELDS = {
    "players": {"fr": "joueurs", "en": "players"},
    "dealer": {"fr": "donneur", "en": "dealer"},
    "excuse_last_trick": {"fr": "excuse au dernier pli", "en": "excuse_last_trick"},
    "seed": {"fr": "graine", "en": "seed"},
    "hand": {"fr": "main", "en": "hand"},
    "chien": {"fr": "chien", "en": "chien"},
    "bids": {"fr": "enchères", "en": "bids"},
    "call": {"fr": "appel", "en": "call"},
    "ecart": {"fr": "écart", "en": "ecart"},
    "slam": {"fr": "chelem", "en": "slam"},
    "poignee": {"fr": "poignée", "en": "poignee"},
    "trick": {"fr": "pli", "en": "trick"},
    "result": {"fr": "résultat", "en": "result"},
}
_NUMBERED = ("hand", "poignee", "trick")  # "main 2 :", "poignée 3 :", "pli 7 :"
_REPEATED = ("bids",)  # one line per auction: everyone passing deals again (RULES.md §3)
UNFINISHED = "*"  # the result of a deal written before its end, as PGN writes it


class DealTextError(TarotError):
    """A text that is not a deal: its line number, the field, and why — the rule, for an illegal action."""


def _field_name(field: str, lang: str | None, number: int | str | None = None) -> str:
    name = FIELDS[field][i18n.check_language(lang)]
    return name if number is None else f"{name} {number}"


class _Fields:
    """The list of the fields, in the language of the sentence that shows it."""

    def localized(self, lang: str | None = None) -> str:
        return ", ".join(_field_name(field, lang, "N" if field in _NUMBERED else None) for field in FIELDS)


# --- writing ----------------------------------------------------------------------------------------------------------
def write_deal(game: Game, lang: str | None = None) -> str:
    """The text of ``game`` so far (its field names and cards in ``lang``), which :func:`read_deal`
    reads back as the same game: the same events (:attr:`Game.history`) and the same result.

    >>> from tarot_learn import Game
    >>> game = Game(players=4, seed=7)
    >>> game.bid(1, "garde sans"); game.bid(2, None); game.bid(3, None); game.bid(0, None)
    >>> game.play(1, "V♣"); game.play(2, "D♣")
    >>> print(write_deal(game, "en"))  # doctest: +ELLIPSIS
    # ...
    players: 4
    dealer: 1
    excuse_last_trick: camp
    seed: 7
    hand 1: ...
    ...
    bids: Garde sans (without the chien), pass, pass, pass  # player 2 speaks first
    trick 1: J♣ Q♣
    result: *

    Two games are written without their first deal, which the game no longer holds: a prepared
    deal (:func:`~tarot_learn.deal.deal_from_hands`) that everyone passed is written from the deal
    that followed, and a seeded deal cut elsewhere than its seed cuts is written by its hands.
    """
    history = game.history
    starts = [index for index, event in enumerate(history) if event.kind in ("deal", "deal_prepared")]
    first = history[0]
    if first.kind == "deal":  # dealt from a seed: the seed deals it again, every redeal included
        seed, dealer, auctions_from = first.details["seed"], first.seat, 0
        if not game.redeals and deal(game.players, seed, dealer).pack != game.deal.pack:
            seed = None  # cut elsewhere than the seed cuts (deal(..., cut=)): the hands are the deal
    elif game.redeals:  # a prepared deal everyone passed: the deal played came from a seed (RULES.md §3)
        seed, dealer, auctions_from = game.deal.seed, game.deal.dealer, starts[-1]
    else:
        seed, dealer, auctions_from = None, game.dealer, 0

    lines = [f"# {i18n.text('deal_text.header', lang)}"]

    def write(field: str, value: str, number: int | None = None, comment: str = "") -> None:
        line = i18n.text("deal_text.line", lang, field=_field_name(field, lang, number), value=value)
        lines.append(line + (f"  # {comment}" if comment else ""))

    def cards(some) -> str:
        return " ".join(card.text(lang) for card in some)

    write("players", str(game.players))
    write("dealer", str(dealer + 1))
    write("excuse_last_trick", game.excuse_last_trick)
    if seed is not None:
        import json  # here: import tarot_learn stays quick

        # JSON's quotes for a text seed, '#' escaped so that no seed reads as a comment
        write("seed", str(seed) if isinstance(seed, int) else json.dumps(seed).replace("#", "\\u0023"))
    for seat, hand in enumerate(game.deal.hands):
        write("hand", cards(hand), seat + 1)
    write("chien", cards(game.deal.chien))
    for first_speaker, auction in _auctions(history[auctions_from:], game.players):
        said = ", ".join(i18n.text("bid.pass", lang) if bid is None else bid.localized(lang) for bid in auction)
        write("bids", said, comment=i18n.text("deal_text.bids_comment", lang, seat=first_speaker + 1))
    if game.called_card is not None:
        write("call", game.called_card.text(lang))
    if game.ecart:
        write("ecart", cards(game.ecart))
    for event in history:  # in the order shown: a first leader may show his poignée before the slam (§5, §7)
        if event.kind == "slam":
            write("slam", str(event.seat + 1))
        elif event.kind == "poignee":
            write("poignee", cards(event.details["cards"]), event.seat + 1)
    for number, trick in enumerate(game.tricks, 1):
        comment = i18n.text("deal_text.trick_comment", lang, leader=trick.seats[0] + 1, winner=trick.winner + 1)
        write("trick", cards(trick.cards), number, comment)
    if game.trick.cards:
        write("trick", cards(game.trick.cards), len(game.tricks) + 1)
    if game.result is None:
        write("result", UNFINISHED)
    else:
        write("result", " ".join(f"{score:+d}" for score in game.result.score.scores))
    return "\n".join(lines) + "\n"


def _auctions(history, players: int) -> list[tuple[int, list]]:
    """Each auction's first speaker, the seat on its dealer's right (RULES.md §3), and its bids in
    order (a pass is ``None``); a deal cancelled for a Petit sec had none."""
    auctions: list[tuple[int, list]] = []
    for event in history:
        if event.kind in ("deal", "deal_prepared"):
            auctions.append(((event.seat + 1) % players, []))
        elif event.kind == "bid":
            auctions[-1][1].append(event.details["contract"])
        elif event.kind == "pass":
            auctions[-1][1].append(None)
    return [auction for auction in auctions if auction[1]]


# --- reading ----------------------------------------------------------------------------------------------------------
class _Line:
    """One ``field: value`` line of the text: its number (from 1), the field, the seat or trick
    number it carries, the words as written, and its value."""

    __slots__ = ("number", "field", "index", "written", "value")

    def __init__(self, number: int, field: str, index: int | None, written: str, value: str):
        self.number, self.field, self.index, self.written, self.value = number, field, index, written, value

    def error(self, key: str, **params) -> DealTextError:
        return DealTextError("error.deal_text.line", line=self.number, field=self.written, reason=Sentence(key, params))


def _folded(name: str) -> str:
    """A field's name as the reader compares it: no case, no accents, ``_`` read as a space."""
    return " ".join(normalise(name).replace("_", " ").split())


# Every name of a field, folded: its name in each language, and its own name in the code.
_FIELD_WORDS = {_folded(word): field for field, names in FIELDS.items() for word in (field, *names.values())}
_FIELD_LINE = re.compile(r"^\s*([^:]*?)\s*(\d+)?\s*:(.*)$")


def _lines(text: str, *, result_needed: bool = True) -> list[_Line]:
    """The text's field lines, each read for its form, its field's name and number, and whether it
    came already; the result line, which every text has (unless ``result_needed`` is false: a deal's
    play typed apart), comes last (the module's note)."""
    if not isinstance(text, str):
        raise DealTextError("error.deal_text.not_text", given=shown(text))
    lines: list[_Line] = []
    seen: dict[tuple[str, int | None], int] = {}
    last = 0
    for number, raw in enumerate(text.removeprefix("\ufeff").splitlines(), 1):  # a BOM: a file saved by Notepad
        line = raw.split("#", 1)[0]
        if not line.strip():
            continue
        last = number
        match = _FIELD_LINE.match(line)
        shown_line = line.strip() if len(line.strip()) <= 40 else line.strip()[:39] + "…"
        if match is None:
            raise DealTextError("error.deal_text.form", line=number, given=shown_line)
        name, index, value = match.groups()
        field = _FIELD_WORDS.get(_folded(name))
        written = f"{name} {index}" if index else name
        if field is None:
            raise DealTextError("error.deal_text.field", line=number, given=written or shown_line, fields=_Fields())
        if (field in _NUMBERED) != (index is not None):
            key = "error.deal_text.numbered" if index is None else "error.deal_text.unnumbered"
            raise DealTextError(key, line=number, given=written)
        entry = _Line(number, field, int(index) if index else None, written, value.strip())
        if ("result", None) in seen:
            raise entry.error("error.deal_text.after_result", first=seen["result", None])
        if field not in _REPEATED and (field, entry.index) in seen:
            raise entry.error("error.deal_text.twice", first=seen[field, entry.index])
        seen[field, entry.index] = number
        lines.append(entry)
    if result_needed and ("result", None) not in seen:
        raise DealTextError("error.deal_text.no_result", line=last)
    return lines


def _by_field(lines: list[_Line]) -> tuple[dict[str, list[_Line]], dict[str, _Line]]:
    """The lines of each field, and the one line of each field written once."""
    by_field: dict[str, list[_Line]] = {field: [] for field in FIELDS}
    for line in lines:
        by_field[line.field].append(line)
    one = {field: found[0] for field, found in by_field.items() if found and field not in _NUMBERED}
    return by_field, one


def read_deal(text: str) -> Game:
    """The game a deal's text describes (:func:`write_deal`), every action replayed through the
    checked :class:`~tarot_learn.game.Game` (RULES.md §2–§7): a line that cannot be read, an
    illegal action, a result the cards do not make or a text cut short is refused with a
    :class:`DealTextError` that gives the line's number and the reason, in French and English.

    >>> game = read_deal('''
    ... players: 4
    ... seed: 7
    ... bids: pass, garde sans, pass, pass
    ... trick 1: V♣ D♣ R♣ 6♣
    ... result: *
    ... ''')
    >>> game.tricks[0].winner + 1, game.contract.localized("en")
    (4, 'Garde sans (without the chien)')
    >>> read_deal("players: 4\\nseed: 7\\nbids: pass, garde sans, pass, pass\\ntrick 1: V♣ D♣ 7♥\\nresult: *")
    Traceback (most recent call last):
    ...
    tarot_learn.deal_text.DealTextError: Line 4 (trick 1): ...
    """
    by_field, one = _by_field(_lines(text))
    if "players" not in one:
        raise DealTextError("error.deal_text.players")
    players = _whole_number(one["players"])
    _step(one["players"], deal_size, players)
    game = _new_game(players, one, by_field)
    if "seed" not in one and len(by_field["bids"]) > 1:  # no deal to come after an auction everyone passed
        raise by_field["bids"][1].error("error.deal_text.bids_seedless", first=by_field["bids"][0].number)
    _bid(game, by_field["bids"])
    if "seed" in one:
        _check_dealt(game, by_field)
    _play(game, one, by_field)
    return game


# The fields of the deal itself, which a deal's play typed apart leaves out (read_play).
_DEAL_FIELDS = ("players", "dealer", "seed", "hand", "chien")


def read_play(text: str, dealt: Deal) -> Game:
    """The game of ``dealt`` played as ``text`` says: a deal whose hands were given apart — a deal played
    with real cards, its hands typed in a form (:func:`tarot_learn.typed_deal.read_hands`) — and its play
    written in the lines :func:`write_deal` writes after the chien (``bids``, ``call``, ``ecart``,
    ``slam``, ``poignee N``, ``trick N``, ``excuse_last_trick``), every action replayed through the checked
    :class:`~tarot_learn.game.Game` as :func:`read_deal` replays it (RULES.md §3–§7). The ``result``
    line may be left out: the game is then the deal as far as written. Line numbers count the text's own
    lines; a line of the deal itself (``players``, ``hand N``…) is refused, the deal being ``dealt``.

    >>> from tarot_learn.deal import deal
    >>> game = read_play("bids: pass, garde sans, pass, pass\\ntrick 1: V♣ D♣ R♣ 6♣", deal(4, seed=7))
    >>> game.tricks[0].winner + 1, game.result is None
    (4, True)
    """
    if not isinstance(dealt, Deal):
        raise DealTextError("error.deal_text.dealt", given=shown(dealt))
    by_field, one = _by_field(_lines(text, result_needed=False))
    for field in _DEAL_FIELDS:
        if by_field[field]:
            raise by_field[field][0].error("error.deal_text.dealt_apart")
    game = Game.from_deal(dealt, excuse_last_trick=_excuse_option(one))
    if len(by_field["bids"]) > 1:  # no deal to come after an auction everyone passed: the cards were typed
        raise by_field["bids"][1].error("error.deal_text.bids_seedless", first=by_field["bids"][0].number)
    _bid(game, by_field["bids"])
    _play(game, one, by_field)
    return game


def _play(game: Game, one: dict, by_field: dict) -> None:
    """The deal after its bids: the call, the écart, the slam and poignées, the tricks and the result
    written, if any (RULES.md §4–§7)."""
    if "call" in one:
        _step(one["call"], game.call, game.taker, one["call"].value)
    if "ecart" in one:
        _step(one["ecart"], game.make_ecart, game.taker, one["ecart"].value)
    poignees = {_seat(line, game.players, line.index): line for line in by_field["poignee"]}
    if "slam" in one:
        _announce_slam(game, one["slam"], poignees)
    _play_tricks(game, by_field["trick"], poignees)
    if "result" in one:
        _check_result(game, one["result"])


def _step(line: _Line, action, *args, **options):
    """``action(*args, **options)`` for ``line``: a sentence it refuses with becomes the line's (its
    number and field, then the rule's own words)."""
    try:
        return action(*args, **options)
    except DealTextError:
        raise
    except TarotError as error:
        raise DealTextError(
            "error.deal_text.line", line=line.number, field=line.written, reason=Deferred(error.message)
        ) from None


def _whole_number(line: _Line) -> int:
    if not re.fullmatch(r"\d{1,4}", line.value):
        raise line.error("error.deal_text.number", given=line.value[:20])
    return int(line.value)


def _seat(line: _Line, players: int, number: int | None = None) -> int:
    """The seat counted from 1 in ``line`` (its value, or ``number``), as the game counts it: from 0."""
    seat = _whole_number(line) if number is None else number
    if not 1 <= seat <= players:
        raise line.error("error.deal_text.seat", given=seat, players=players)
    return seat - 1


def _new_game(players: int, one: dict, by_field: dict) -> Game:
    """The game as dealt: from the seed, or from the hands and the chien written (RULES.md §2)."""
    dealer = _seat(one["dealer"], players) if "dealer" in one else 0
    option = _excuse_option(one)
    if "seed" in one:
        return _step(one["seed"], Game, players, _seed(one["seed"]), dealer, excuse_last_trick=option)
    hands = _hands(by_field, players)
    if "chien" not in one:
        raise one["players"].error("error.deal_text.no_deal")
    chien = _cards_of(one["chien"])
    _check_cards(hands, chien, by_field["hand"], one["chien"], players)
    dealt = deal_from_hands([hands[seat] for seat in range(players)], chien, dealer)
    return Game.from_deal(dealt, excuse_last_trick=option)


def _excuse_option(one: dict) -> str:
    """The table's option for the Excuse led to the last trick (RULES.md §6), ``camp`` unless written."""
    if "excuse_last_trick" not in one:
        return "camp"
    return _step(one["excuse_last_trick"], check_excuse_option, one["excuse_last_trick"].value)


def _seed(line: _Line) -> int | str:
    """A whole number, or a text in JSON's quotes (as :func:`write_deal` writes it)."""
    value = line.value
    if re.fullmatch(r"-?\d{1,40}", value):
        return int(value)
    import json  # here: import tarot_learn stays quick

    try:
        seed = json.loads(value)
    except ValueError:
        seed = None
    if not isinstance(seed, str):
        raise line.error("error.deal_text.seed", given=value[:20])
    return seed


def _hands(by_field: dict, players: int) -> dict[int, list]:
    """The hands written, by seat (from 0); every seat must be there."""
    hands = {_seat(line, players, line.index): _cards_of(line) for line in by_field["hand"]}
    missing = [seat + 1 for seat in range(players) if seat not in hands]
    if missing:
        raise DealTextError("error.deal_text.no_hand", seats=", ".join(map(str, missing)))
    return hands


def _check_cards(hands: dict, chien: list, hand_lines: list, chien_line: _Line, players: int) -> None:
    """Each hand and the chien hold as many cards as the table deals (RULES.md §2), and no card is
    written twice: the line that breaks it is named (deal_from_hands would only say the deal is wrong)."""
    size = deal_size(players)
    where: dict = {}
    for line in [*hand_lines, chien_line]:
        cards = chien if line is chien_line else hands[line.index - 1]
        wanted = size.chien if line is chien_line else size.hand
        if len(cards) != wanted:
            raise line.error("error.deal_text.count", count=len(cards), wanted=wanted)
        for card in cards:
            if card in where:
                raise line.error("error.deal_text.card_twice", card=card, first=where[card])
            where[card] = line.number


def _bid(game: Game, lines: list[_Line]) -> None:
    """Every bid, in the order spoken; a line per auction: everyone passing deals again (RULES.md §3)."""
    for position, line in enumerate(lines):
        bids = [bid.strip() for bid in line.value.split(",")] if line.value else []
        redeals = game.redeals
        for bid in bids:
            if game.phase is not BIDDING or game.redeals != redeals:  # a taker, or everyone passed: over
                raise line.error("error.deal_text.bids_over", count=len(bids))
            _step(line, game.bid, game.to_act, bid)
        if position + 1 < len(lines) and game.phase is BIDDING and game.auction.history:
            raise line.error("error.deal_text.bids_short", count=len(bids), players=game.players)


def _check_dealt(game: Game, by_field: dict) -> None:
    """With a seed, the hands and the chien written (if any) are those of the deal played (RULES.md §2)."""
    for line in by_field["hand"]:
        seat = _seat(line, game.players, line.index)
        if set(_cards_of(line)) != set(game.deal.hands[seat]):
            raise line.error("error.deal_text.not_dealt", cards=game.deal.hands[seat])
    for line in by_field["chien"]:
        if set(_cards_of(line)) != set(game.deal.chien):
            raise line.error("error.deal_text.not_dealt", cards=game.deal.chien)


def _cards_of(line: _Line) -> list:
    return _step(line, parse_cards, line.value)


def _announce_slam(game: Game, line: _Line, poignees: dict) -> None:
    """The taker announces a slam before the first card (RULES.md §5); the first leader's poignée
    comes first when its line comes before the slam's (§7: the game allows both orders)."""
    seat = game.to_act
    if game.phase is PLAY and seat in poignees and poignees[seat].number < line.number:
        poignee = poignees.pop(seat)
        _step(poignee, game.declare_poignee, seat, poignee.value)
    _step(line, game.announce_slam, _seat(line, game.players))


def _play_tricks(game: Game, lines: list[_Line], poignees: dict) -> None:
    """Play the tricks in order, each seat's poignée (``poignees``: its line by seat) shown just
    before its first card (RULES.md §5, §7)."""
    tricks = sorted(lines, key=lambda line: line.index)
    for expected, line in enumerate(tricks, 1):
        if line.index != expected:
            raise line.error("error.deal_text.trick_number", number=line.index, expected=expected)
        cards = _cards_of(line)
        if len(cards) > game.players or (len(cards) < game.players and expected < len(tricks)):
            raise line.error("error.deal_text.trick_size", count=len(cards), players=game.players)
        for card in cards:
            if game.result is not None:
                raise line.error("error.deal_text.over")
            seat = game.to_act
            if seat in poignees and not game.tricks:
                poignee = poignees.pop(seat)
                _step(poignee, game.declare_poignee, seat, poignee.value)
            _step(line, game.play, seat, card)
    seat = game.to_act
    if seat in poignees and game.phase is PLAY and not game.tricks:  # the text stops as he shows it
        line = poignees.pop(seat)
        _step(line, game.declare_poignee, seat, line.value)
    for seat, line in poignees.items():
        raise line.error("error.deal_text.poignee_unplayed", seat=seat + 1)


def _check_result(game: Game, line: _Line) -> None:
    """The result written is each seat's score, as the cards make it (RULES.md §7), or ``*``: the
    text stops there, before the deal's end or not."""
    if line.value == UNFINISHED:
        return
    written = line.value.replace(",", " ").split()
    if not written or not all(re.fullmatch(r"[+\-−]?\d{1,6}", score) for score in written):
        raise line.error("error.deal_text.result_form", given=line.value[:40])
    if game.result is None:
        raise line.error("error.deal_text.result_early")
    made = game.result.score.scores
    if [int(score.replace("−", "-")) for score in written] != list(made):
        raise line.error("error.deal_text.result", scores=" ".join(f"{score:+d}" for score in made))
