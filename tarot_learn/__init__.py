"""tarot_learn — learn French Tarot in Jupyter notebooks.

The rules core lives in this package's top-level modules and imports only the standard
library; ``tarot_learn.display``, ``tarot_learn.widgets`` and ``tarot_learn.exercises`` build
on it. The names below are the public API (kept stable; new ones may be added)::

    import tarot_learn as tl
    hand = tl.deal(players=4, seed=7).hands[0]
    tl.legal_cards(hand, tl.parse_cards("Excuse 5♥"))
"""

from .bidding import Auction, parse_bid
from .call import callable_cards, check_call, describe_call, partner_of
from .cards import (
    BOUTS,
    DECK,
    EXCUSE,
    PETIT,
    SUITS,
    TRUMP_21,
    Card,
    CardSet,
    Hand,
    Suit,
    count_by_pairs,
    count_points,
    suit_card,
    trump,
)
from .contracts import Contract
from .deal import (
    DEAL_SIZES,
    Deal,
    DealStep,
    check_cut,
    cutter,
    deal,
    deal_from_hands,
    deal_size,
    deal_without_petit_sec,
    has_petit_sec,
    next_dealer,
    redeal,
)
from .deal_text import DealTextError, read_deal, read_play, write_deal
from .ecart import (
    EcartIssue,
    EcartProblem,
    EcartVerdict,
    check_ecart,
    chien_destination,
    ecart_candidates,
    ecart_size,
    legal_ecart,
)
from .errors import (
    CardCountError,
    CardNotInHandError,
    CardParseError,
    DuplicateCardError,
    IllegalActionError,
    LanguageError,
    PlayerCountError,
    TarotError,
    TrickError,
)
from .excuse import ExcuseSettlement, settle_excuse
from .game import DealResult, Event, Game, Phase, SeatView
from .i18n import format_number, format_percent, format_points, get_language, set_language
from .parsing import parse_card, parse_cards
from .play import (
    PlayedTrick,
    PlayVerdict,
    Reason,
    Trick,
    WinnerVerdict,
    WinReason,
    explain_play,
    explain_winner,
    first_leader,
    is_legal,
    legal_cards,
    may_announce_slam,
    next_leader,
    trick_state,
    trick_winner,
)
from .poignee import POIGNEE_SIZES, Poignee, cards_to_show, check_poignee, poignee_options
from .scoring import ScoreBreakdown, ScoringError, parse_contract, points_needed, score_deal
from .sides import Side
from .tally import Tally
from .typed_deal import TypedDealError, read_hands

__version__ = "0.1.0"

# The bots are strategy, a layer above the rules: ``tl.SimpleBot`` and the other three load
# tarot_learn.strategy.bots the first time one is asked for, so that ``import tarot_learn`` costs
# the rules alone (benchmarks/bench_import.py).
_BOTS = ("RandomBot", "SimpleBot", "play_bot_deal", "run_bots")


def __getattr__(name: str):
    if name in _BOTS:
        from .strategy import bots

        return getattr(bots, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted([*globals(), *_BOTS])


# The public names (python-chess's façade keeps one list too): each resolves, the four bots lazily.
__all__ = [
    "__version__",
    "Auction",
    "BOUTS",
    "callable_cards",
    "Card",
    "CardCountError",
    "CardNotInHandError",
    "CardParseError",
    "cards_to_show",
    "CardSet",
    "check_call",
    "check_cut",
    "check_ecart",
    "check_poignee",
    "chien_destination",
    "Contract",
    "count_by_pairs",
    "count_points",
    "cutter",
    "deal",
    "Deal",
    "deal_from_hands",
    "deal_size",
    "DEAL_SIZES",
    "deal_without_petit_sec",
    "DealResult",
    "DealStep",
    "DealTextError",
    "DECK",
    "describe_call",
    "DuplicateCardError",
    "ecart_candidates",
    "ecart_size",
    "EcartIssue",
    "EcartProblem",
    "EcartVerdict",
    "Event",
    "EXCUSE",
    "ExcuseSettlement",
    "explain_play",
    "explain_winner",
    "first_leader",
    "format_number",
    "format_percent",
    "format_points",
    "Game",
    "get_language",
    "Hand",
    "has_petit_sec",
    "IllegalActionError",
    "is_legal",
    "LanguageError",
    "legal_cards",
    "legal_ecart",
    "may_announce_slam",
    "next_dealer",
    "next_leader",
    "parse_bid",
    "parse_card",
    "parse_cards",
    "parse_contract",
    "partner_of",
    "PETIT",
    "Phase",
    "play_bot_deal",
    "PlayedTrick",
    "PlayerCountError",
    "PlayVerdict",
    "Poignee",
    "poignee_options",
    "POIGNEE_SIZES",
    "points_needed",
    "RandomBot",
    "read_deal",
    "read_hands",
    "read_play",
    "Reason",
    "redeal",
    "run_bots",
    "score_deal",
    "ScoreBreakdown",
    "ScoringError",
    "SeatView",
    "set_language",
    "settle_excuse",
    "Side",
    "SimpleBot",
    "Suit",
    "suit_card",
    "SUITS",
    "Tally",
    "TarotError",
    "Trick",
    "trick_state",
    "trick_winner",
    "TrickError",
    "TypedDealError",
    "trump",
    "TRUMP_21",
    "WinnerVerdict",
    "WinReason",
    "write_deal",
]
