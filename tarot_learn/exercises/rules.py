"""Questions on the rules around the play, graded by the core: the auction, the chien, the call,
the Petit sec, the score and its bonuses (RULES.md §2–4, §7), and the chances at the deal that
lesson 09 works out (:mod:`tarot_learn.strategy.stats`).

An exercise of kind ``"rules"`` names what it asks in ``position.ask``; :func:`rules_answer`
computes the answer with the core (:class:`~tarot_learn.bidding.Auction`, ``chien_destination``,
``callable_cards``, ``partner_of``, ``has_petit_sec``, ``poignee_options``, ``score_deal``),
:func:`read_rules_answer` reads what the learner wrote, and :func:`answer_text` says the answer
in words (for "Show solution").

======================  =====================================================  =================================
ask                     question                                               answer
======================  =====================================================  =================================
``speaker``             who speaks now in the auction?                         a seat
``allowed``             which bids may the speaker make?                       a set of contracts
``taker``               who takes, once everyone has spoken?                   a seat, or None (all passed)
``multiplier``          what is this contract's multiplier?                    a number
``chien``               whose tricks do the chien's points join?               a side
``callable``            which cards may the taker call (5 players)?            a set of cards
``partner``             who is the taker's partner (5 players)?                a seat, or None (alone)
``petit_sec``           does this hand have the Petit sec?                     True or False
``poignee``             the biggest poignée this hand may show                 a Poignee, or None
``score``               what does seat ``seat`` score?                         a signed number
``poignee_side``        which side scores the poignée's bonus?                 a side
``petit_au_bout``       what the Petit au bout adds to each defender's share   a signed number (attack's view)
``slam``                what the slam terms add to each defender's share       a signed number (attack's view)
``petit_sec_player``    about one deal in how many a given player has it       a whole number (``round(1 / p)``)
``petit_sec_table``     one deal in how many someone at the table has it       a whole number (``round(1 / p)``)
``trumps_mean``         how many trumps a hand holds on average                a number rounded to one decimal
======================  =====================================================  =================================
"""

from __future__ import annotations

import re

from .. import i18n
from ..bidding import Auction
from ..call import callable_cards, partner_of
from ..cards import CardSet
from ..contracts import Contract
from ..deal import has_petit_sec
from ..ecart import chien_destination
from ..errors import TarotError
from ..poignee import Poignee, poignee_options
from ..scoring import score_deal
from ..seats import seat_name
from ..sides import Side
from ..strategy import stats
from ..words import letter_words
from .answers import AnswerError, read_cards, read_number, read_seat, read_side, refuse_non_answers

ASKS = (
    "speaker",
    "allowed",
    "taker",
    "multiplier",
    "chien",
    "callable",
    "partner",
    "petit_sec",
    "poignee",
    "score",
    "poignee_side",
    "petit_au_bout",
    "slam",
    "petit_sec_player",
    "petit_sec_table",
    "trumps_mean",
)
# What the text box expects, for each ask (a key of exercise.write.*).
ANSWER_FORMS = {
    "speaker": "seat",
    "allowed": "contracts",
    "taker": "seat_or_nobody",
    "multiplier": "number",
    "chien": "side",
    "callable": "cards",
    "partner": "seat_or_alone",
    "petit_sec": "yes_no",
    "poignee": "poignee",
    "score": "number",
    "poignee_side": "side",
    "petit_au_bout": "number",
    "slam": "number",
    "petit_sec_player": "number",
    "petit_sec_table": "number",
    "trumps_mean": "number",
}
# "One deal in 2,169" may be written with its thousands separated ("2,169", "2 169", "2.169"): for
# these whole counts a separator followed by exactly three digits is read as a thousands separator.
_COUNT_ASKS = ("petit_sec_player", "petit_sec_table")
_THOUSANDS = re.compile(r"(?<=\d)[,.\u00a0\u202f ](?=\d{3}(?!\d))")
_NOBODY = {
    "personne",
    "aucun",
    "nobody",
    "none",
    "no",
    "one",
    "redonne",
    "redeal",
    "seul",
    "alone",
    "lui",
    "meme",
    "himself",
    "taker",
    "preneur",
    "joue",
    "plays",
    "le",
    "il",
    "he",
}
_YES = {"oui", "yes", "o", "y", "vrai", "true"}
_NO = {"non", "no", "n", "faux", "false"}
_POIGNEES = {"simple": Poignee.SIMPLE, "double": Poignee.DOUBLE, "triple": Poignee.TRIPLE}


def auction(position) -> Auction:
    """The auction of ``position``: its bids said in turn from the player after the dealer."""
    bids = Auction(players=position.players, dealer=position.dealer)
    for bid in position.bids:
        bids.bid(bids.speaker, None if bid == "passe" else bid)
    return bids


def breakdown(position):
    """``score_deal`` of a score position (RULES.md §7)."""
    return score_deal(
        position.players,
        position.contract,
        position.attack_points,
        position.bouts,
        taker=position.taker or 0,
        partner=position.partner,
        petit_au_bout=position.petit_au_bout,
        poignees=position.poignees,
        slam_announced=bool(position.slam_announced),
        slam=position.slam,
    )


def rules_answer(position):
    """The answer to ``position.ask``, from the rules core."""
    ask = position.ask
    if ask == "speaker":
        return auction(position).speaker
    if ask == "allowed":
        return frozenset(auction(position).allowed())
    if ask == "taker":
        return auction(position).taker
    if ask == "multiplier":
        return position.contract.multiplier
    if ask == "chien":
        return Side.ATTACK if chien_destination(position.contract) == "taker" else Side.DEFENCE
    if ask == "callable":
        return CardSet(callable_cards(position.hand))
    if ask == "partner":
        hands = [CardSet() for _ in range(position.players)]
        hands[position.taker] = position.hand
        chien = CardSet([position.called_card]) if position.holder == "chien" else CardSet()
        if position.holder != "chien":
            hands[int(position.holder)] = hands[int(position.holder)] | CardSet([position.called_card])
        return partner_of(position.taker, position.called_card, hands, chien)
    if ask == "petit_sec":
        return has_petit_sec(position.hand)
    if ask in _COUNT_ASKS:
        chances = stats.petit_sec_probability(position.players)
        return round(1 / (chances.player if ask == "petit_sec_player" else chances.table))
    if ask == "trumps_mean":
        distribution = stats.trump_count_distribution(position.players)
        return round(sum(count * chance for count, chance in distribution.items()), 1)
    if ask == "poignee":
        options = poignee_options(position.hand, position.players)
        return options[-1] if options else None
    score = breakdown(position)
    if ask == "score":
        return score.scores[position.seat]
    if ask == "poignee_side":
        return Side.ATTACK if score.poignee_points > 0 else Side.DEFENCE
    if ask == "petit_au_bout":
        return score.petit_au_bout_points
    if ask == "slam":
        return score.slam_points
    raise KeyError(ask)


def read_rules_answer(ask: str, answer, players: int):
    """What the learner wrote, in the form of :func:`rules_answer`; an :class:`AnswerError` says
    what to write when it cannot be read."""
    form = ANSWER_FORMS[ask]
    if form == "yes_no" and isinstance(answer, bool):
        return answer
    refuse_non_answers(answer, form)
    if form == "seat":
        return read_seat(answer, players)
    if form in ("seat_or_nobody", "seat_or_alone"):
        if isinstance(answer, str) and letter_words(answer) and set(letter_words(answer)) <= _NOBODY:
            return None
        return read_seat(answer, players)
    if ask in _COUNT_ASKS and isinstance(answer, str):
        return read_number(_THOUSANDS.sub("", answer))
    if form == "number":
        return read_number(answer, signed_by_words=True)
    if form == "side":
        return read_side(answer)
    if form == "cards":
        return read_cards(answer)
    if form == "contracts":
        return _read_contracts(answer)
    if form == "yes_no":
        return _read_yes_no(answer)
    return _read_poignee(answer)


def _read_contracts(answer) -> frozenset:
    pieces = answer if isinstance(answer, (list, tuple, set)) else re.split(r"[,;/]| et | and |\n", str(answer))
    contracts = set()
    for piece in pieces:
        if isinstance(piece, Contract) or str(piece).strip():
            try:
                contracts.add(Contract.parse(piece if isinstance(piece, Contract) else str(piece).strip()))
            except TarotError:
                raise AnswerError("exercise.answer.not_contracts", given=repr(piece)) from None
    return frozenset(contracts)


def _read_yes_no(answer) -> bool:
    words = set(letter_words(str(answer)))
    if words and words <= _YES:
        return True
    if words and words <= _NO:
        return False
    raise AnswerError("exercise.answer.not_yes_no", given=repr(answer))


def _read_poignee(answer) -> Poignee | None:
    words = [word for word in letter_words(str(answer)) if word not in {"poignee", "une", "a", "la", "the"}]
    if len(words) == 1 and words[0] in _POIGNEES:
        return _POIGNEES[words[0]]
    if words and set(words) <= {"aucune", "none", "no", "pas", "de", "rien", "nothing", "to", "show", "montrer"}:
        return None
    raise AnswerError("exercise.answer.not_poignee", given=repr(answer))


def answer_text(position, value, lang: str) -> str:
    """The answer to ``position``'s question in words: "player 2" (counted from 1), "nobody",
    "Garde, Garde sans", "yes"…"""
    ask = position.ask
    if ask in ("speaker", "taker", "partner"):
        if value is None:
            return i18n.text(f"exercise.answer_is.{ask}_none", lang)
        return seat_name(value, None, position.players, lang, noun=True)
    if ask == "allowed":
        return ", ".join(contract.localized(lang) for contract in sorted(value)) or i18n.text(
            "exercise.answer_is.nothing", lang
        )
    if ask == "callable":
        return value.text(lang)
    if ask == "petit_sec":
        return i18n.text("exercise.answer_is.yes" if value else "exercise.answer_is.no", lang)
    if ask == "poignee":
        return value.localized(lang) if value is not None else i18n.text("exercise.answer_is.no_poignee", lang)
    if isinstance(value, Side):
        return value.localized(lang)
    if ask in ("score", "petit_au_bout", "slam"):
        return f"{value:+d}"
    return i18n.format_number(value, lang)


def right_reason(position, lang: str) -> str:
    """The core's own account, for a right answer: the auction, the score's lines…"""
    ask = position.ask
    if ask in ("speaker", "allowed", "taker"):
        return auction(position).describe(lang)
    if ask in ("score", "poignee_side", "petit_au_bout", "slam"):
        return " ".join(breakdown(position).lines(lang))
    return i18n.text("exercise.answer_is.sentence", lang, answer=answer_text(position, rules_answer(position), lang))
