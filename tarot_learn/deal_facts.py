"""What the facts of a scored deal allow together (RULES.md §4, §6, §7).

:func:`tarot_learn.scoring.score_deal` is told the attack's points, its bouts, who won the Petit
au bout and who took every trick. Some of these cannot go together, and a deal scored from them
would teach a wrong score; :func:`check_deal_facts` refuses them with a sentence that says why.

The reasoning, card by card:

- Every bout is worth 4.5 points, the Excuse sometimes only 4: its owner gives a 0.5-point card
  for it, or it counts 4 when his side never wins a trick (§6). So a side holding ``b`` bouts
  holds at least 4.5 × b − 0.5 points (4.5 × b without the Excuse).
- The Petit au bout goes to the side that *wins* the last trick, and that side then holds the
  Petit: the attack's Petit au bout means it holds at least one bout; the defence's means the
  attack holds at most two.
- A side that takes every trick holds every card played, except an Excuse its opponents led
  before the last trick (they keep it, 4 points). The cards never played are the chien or the
  écart: at Petite and Garde the écart (never a king nor a bout, §4) and at Garde sans the chien
  count for the attack; at Garde contre the chien counts for the defence.
"""

from __future__ import annotations

from .contracts import Contract
from .deal import deal_size
from .errors import TarotError
from .sides import ATTACK, DEFENCE, Side

BOUT_POINTS = 4.5  # the 21, the Petit and the Excuse are worth 4.5 points each (RULES.md §1)
KEPT_EXCUSE_POINTS = 4  # an Excuse kept without a card given back (RULES.md §6)
ALL_POINTS = 91


class DealFactsError(TarotError):
    """Facts of a deal that cannot happen together (RULES.md §7)."""


def check_deal_facts(
    players: int, contract: Contract, attack_points: float, bouts: int, petit_au_bout: Side | None, slam: Side | None
) -> None:
    """Refuse, with a :class:`DealFactsError`, facts that no deal can produce together.

    The arguments are already checked one by one (:func:`tarot_learn.scoring.score_deal` does it).
    """
    if petit_au_bout is DEFENCE and bouts == 3:
        raise DealFactsError("error.deal_facts.petit_defence_three_bouts")
    if petit_au_bout is ATTACK and bouts == 0:
        raise DealFactsError("error.deal_facts.petit_attack_no_bout")
    if slam is ATTACK:
        _check_attack_slam(players, contract, attack_points, bouts)
    elif slam is DEFENCE:
        _check_defence_slam(players, contract, attack_points, bouts)
    least, most = _bouts_points(bouts)
    if attack_points < least:
        raise DealFactsError("error.deal_facts.too_few_points", bouts=bouts, least=least, given=attack_points)
    if attack_points > most:
        raise DealFactsError("error.deal_facts.too_many_points", bouts=bouts, most=most, given=attack_points)


def _bouts_points(bouts: int) -> tuple[float, float]:
    """The fewest and the most points the attack can hold with ``bouts`` of the three bouts."""

    def least(held: int) -> float:
        return max(0.0, held * BOUT_POINTS - (BOUT_POINTS - KEPT_EXCUSE_POINTS))

    return least(bouts), ALL_POINTS - least(3 - bouts)


def _never_played(players: int) -> int:
    return deal_size(players).chien


def _check_attack_slam(players: int, contract: Contract, attack_points: float, bouts: int) -> None:
    # The defence keeps at most an Excuse led early, and the chien at Garde contre.
    chien_for_defence = not contract.chien_counts_for_attack
    least = ALL_POINTS - KEPT_EXCUSE_POINTS - (_never_played(players) * BOUT_POINTS if chien_for_defence else 0)
    if attack_points < least:
        raise DealFactsError("error.deal_facts.attack_slam_points", least=least, given=attack_points)
    if not chien_for_defence and bouts < 2:
        raise DealFactsError("error.deal_facts.attack_slam_bouts", given=bouts)


def _check_defence_slam(players: int, contract: Contract, attack_points: float, bouts: int) -> None:
    # The attack keeps at most an Excuse led early, and the écart or the chien when it counts for it
    # (each card worth at most 4.5); the écart holds no bout, so only the chien at Garde sans can.
    kept = _never_played(players) if contract.chien_counts_for_attack else 0
    most = KEPT_EXCUSE_POINTS + kept * BOUT_POINTS
    if attack_points > most:
        raise DealFactsError("error.deal_facts.defence_slam_points", most=most, given=attack_points)
    if contract is not Contract.GARDE_SANS and bouts > 1:
        raise DealFactsError("error.deal_facts.defence_slam_bouts", given=bouts)
