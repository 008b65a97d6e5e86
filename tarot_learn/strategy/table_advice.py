"""The game table's advice (:func:`suggest`): the evaluator's best action for the seat to act, explained by
the coach rule that chooses it (:func:`~.coach.explaining_rule`), or by what the evaluator measured against
the coach's own choice.

It sits above both the coach and the evaluator: the evaluator's playouts play the coach's cards, and the
advice asks the evaluator — so neither of those two imports the other back (CONTRIBUTING.md, "The layers").
"""

from __future__ import annotations

from dataclasses import dataclass

from .. import i18n
from ..errors import TarotError
from ..game import Game
from .coach import CoachBot, explaining_rule, rule_sentence
from .evaluator import evaluate, paired_difference

# The evaluator's sampled deals per suggestion: under a second here (benchmarks/bench_coach.py --suggest).
SUGGEST_DEALS = 24


@dataclass(frozen=True)
class TableAdvice:
    """What :func:`suggest` advises: ``action``, the evaluator's best action (or the coach's own when
    the measure cannot tell the two apart); ``rule``, the coach rule that chooses it (``None`` when
    none does); ``gain``, the expected points it keeps over ``other``, the coach rules' choice,
    measured deal by deal on ``deals`` fresh sampled deals (0 when a rule explains it)."""

    action: object
    rule: str | None
    params: tuple = ()
    gain: float = 0.0
    other: object = None
    deals: int = 0

    def reason(self, lang: str | None = None) -> str:
        if self.rule is not None:
            return rule_sentence(self.rule, self.params, lang)
        other = self.other.localized(lang) if self.other is not None else i18n.text("bid.pass", lang)
        points = i18n.format_points_with_unit(round(self.gain), lang)
        return i18n.text("coach.measured", lang, deals=self.deals, points=points, other=other)


def suggest(game: Game, seat: int, *, deals: int | None = None, seed: int | str | None = None) -> TableAdvice:
    """The advice the game table shows ``seat`` (the seat to act) before a bid, a call, an écart or
    a card: the best action :func:`~tarot_learn.strategy.evaluator.evaluate` finds on ``deals``
    sampled deals (:data:`SUGGEST_DEALS` by default), explained by the coach rule that chooses it
    — the coach's own rule when the measure cannot tell its choice from the best, else the first
    rule that picks the best once the rules before it are set aside — or, where no rule does, by
    what the evaluator measured against the coach's choice. The coach's choice is set aside only
    when the best is surely better, deal by deal: the 95 % interval of the paired difference above 0
    on the deals that selected the best, and again on as many fresh deals (the best of several noisy
    means is a lucky one: its advantage is measured where it was not chosen, as the deal's review
    does, :mod:`.review`). Seeded by ``seed`` (by default, from the deal and the moment of the deal:
    the same position, the same advice)."""
    coach = CoachBot(0)
    own = coach.advise(game, seat)
    if own.rule == "forced":
        return TableAdvice(own.action, own.rule)
    if seed is None:
        seed = f"suggest/{game.deal.seed}/{game.phase.value}/{len(game.tricks)}/{len(game.trick.cards)}/{seat}"
    evaluation = evaluate(game, seat, deals=deals or SUGGEST_DEALS, seed=seed)
    best = evaluation.best
    try:
        mine = evaluation.value_of(own.action)
    except TarotError:  # an écart the evaluator did not try
        mine = None
    gain, measured = 0.0, evaluation.deals
    if mine is not None:
        if paired_difference(best, mine).low <= 0:
            return TableAdvice(own.action, own.rule, own.params)
        pair = [best.action, own.action]
        fresh = evaluate(game, seat, deals=deals or SUGGEST_DEALS, seed=f"{seed}/fresh", actions=pair, early_stop=False)
        difference = paired_difference(fresh.value_of(best.action), fresh.value_of(own.action))
        if difference.low <= 0:
            return TableAdvice(own.action, own.rule, own.params)
        gain, measured = difference.mean, fresh.deals
    rule = explaining_rule(game, seat, best.action)
    if rule is not None:
        return TableAdvice(best.action, rule.rule, rule.params)
    return TableAdvice(best.action, None, gain=gain, other=own.action, deals=measured)
