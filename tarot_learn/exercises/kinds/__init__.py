"""Every kind of exercise, registered in one table.

A kind is a class implementing the protocol of :class:`~.base.Kind`: what the learner sees, how his
answer is read, what the rules core says the answer is, the verdict with the rule that decides it,
three hints, and how a learner's variant is drawn. The grader, the hints, the variants, the
generator, the bank, the widget and the report ask a kind through that protocol only; an unknown
kind is an error, never a default.

The kinds, by module (and the rules they practise, RULES.md):

* :mod:`.play`: legal_play, all_legal — legal play (§5–6);
* :mod:`.trick_winner`: trick_winner — who wins a trick (§5–6);
* :mod:`.points`: points — the cards' points (§1);
* :mod:`.dealing`: deal_size, first_player — the deal (§2);
* :mod:`.excuse`: excuse — where the Excuse ends (§6);
* :mod:`.ecart`: ecart — the écart (§4);
* :mod:`.contract`: contract — made or failed, and by how much (§7);
* :mod:`.auction`: speaker, allowed_bids, taker — the auction (§3);
* :mod:`.contract_facts`: multiplier, chien_side — a contract's multiplier and its chien (§3–4);
* :mod:`.call`: callable_cards, partner — the call at five (§4);
* :mod:`.hand_facts`: petit_sec, biggest_poignee — the Petit sec and the poignée (§2, §7);
* :mod:`.score`: score, poignee_side, petit_au_bout_bonus, slam_bonus — the score and its bonuses (§7);
* :mod:`.chances`: petit_sec_player, petit_sec_table, trumps_mean — lesson 09's chances at the deal;
* :mod:`.advice`: hand_points, advised_contract, best_ecart — lesson 10's first advice (not rules);
* :mod:`.problem`: best_card — lesson 11's tarot problems, certified by the evaluator (not rules);
* :mod:`.leader`: next_leader, first_leader — who leads the next trick and the first (§5);
* :mod:`.slam`: slam_announcement — who may announce a slam, and until when (§5);
* :mod:`.cut`: cutter, cut_size, next_dealer — the cut, and who deals after a deal or a misdeal (§2);
* :mod:`.pile`: pile_count — counting the attack's pile at the end of a real deal (§1, §4, §6, §7);
* :mod:`.trumps_out`, :mod:`.who_may_hold`, :mod:`.card_chance` (on :mod:`.mid_deal`): trumps_out,
  who_may_hold, card_chance — the inference drill, in the middle of a real deal (counting, not rules).

To add one: write its class in a module of this folder (with its catalogue of misconceptions,
:mod:`.misconceptions`), add one line to ``KINDS`` below, its sentences to ``exercises/messages.toml``
and its exercises to the bank (CONTRIBUTING.md shows an example); ``tests/contracts/test_exercise_kinds.py``
then runs it through the contract every kind keeps.
"""

from __future__ import annotations

from ...errors import TarotError
from .advice import AdvisedContract, BestEcart, HandPoints
from .auction import AllowedBids, Speaker, Taker
from .base import Kind, Position, Verdict
from .call import CallableCards, Partner
from .card_chance import CardChance
from .chances import PetitSecPlayer, PetitSecTable, TrumpsMean
from .contract import ContractMargin
from .contract_facts import ChienSide, Multiplier
from .cut import CutSize, Cutter, NextDealer
from .dealing import DealSize, FirstPlayer
from .ecart import Ecart
from .excuse import ExcuseSide
from .hand_facts import BiggestPoignee, PetitSec
from .leader import FirstLeader, NextLeader
from .pile import PileCount
from .play import AllLegal, LegalPlay
from .points import Points
from .problem import BestCard
from .score import PetitAuBoutBonus, PoigneeSide, Score, SlamBonus
from .slam import SlamAnnouncement
from .trick_winner import TrickWinner
from .trumps_out import TrumpsOut
from .who_may_hold import WhoMayHold

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
        BestCard(),
        NextLeader(),
        FirstLeader(),
        SlamAnnouncement(),
        Cutter(),
        CutSize(),
        NextDealer(),
        PileCount(),
        TrumpsOut(),
        WhoMayHold(),
        CardChance(),
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
