"""Every kind of exercise, registered in one table.

A kind is a class implementing the protocol of :class:`~.base.Kind` (see its module). To add
one: write its class in a module of this folder, add one line to ``KINDS`` below, its sentences
to ``exercises/messages.toml`` and its exercises to the bank — nothing else knows kinds by name.
"""

from __future__ import annotations

from ...errors import TarotError
from .advice import AdvisedContract, BestEcart, HandPoints
from .auction import AllowedBids, Speaker, Taker
from .base import Kind, Position, Verdict
from .call import CallableCards, Partner
from .chances import PetitSecPlayer, PetitSecTable, TrumpsMean
from .contract import ContractMargin
from .contract_facts import ChienSide, Multiplier
from .dealing import DealSize, FirstPlayer
from .ecart import Ecart
from .excuse import ExcuseSide
from .hand_facts import BiggestPoignee, PetitSec
from .play import AllLegal, LegalPlay
from .points import Points
from .score import PetitAuBoutBonus, PoigneeSide, Score, SlamBonus
from .trick_winner import TrickWinner

KINDS: dict[str, Kind] = {
    kind.name: kind
    for kind in (
        LegalPlay(),
        AllLegal(),
        TrickWinner(),
        Points(),
        DealSize(),
        FirstPlayer(),
        ExcuseSide(),
        Ecart(),
        ContractMargin(),
        Speaker(),
        AllowedBids(),
        Taker(),
        Multiplier(),
        ChienSide(),
        CallableCards(),
        Partner(),
        PetitSec(),
        BiggestPoignee(),
        Score(),
        PoigneeSide(),
        PetitAuBoutBonus(),
        SlamBonus(),
        PetitSecPlayer(),
        PetitSecTable(),
        TrumpsMean(),
        HandPoints(),
        AdvisedContract(),
        BestEcart(),
    )
}


def kind_named(name: str) -> Kind:
    """The registered kind called ``name``; an unknown kind is an error, never a default."""
    try:
        return KINDS[name]
    except (KeyError, TypeError):
        raise TarotError("exercise.error.unknown_kind", given=repr(name), choices=", ".join(KINDS)) from None


def kind_of(exercise) -> Kind:
    """The kind of ``exercise``."""
    return kind_named(exercise.kind)


__all__ = ["KINDS", "Kind", "Position", "Verdict", "kind_named", "kind_of"]
