"""« Où avez-vous perdu des points ? »: a finished deal reviewed, decision by decision, in Tarot points.

:func:`review_deal` replays a finished deal on a fresh copy (the engine's checked steps,
``game.act``) and stops at each decision of one seat — its bid, its call, its écart, its poignée,
every card it played (RULES.md §3–§7) — to ask :func:`~.evaluator.evaluate` what each choice was
worth there, *given what the seat could see then*. A decision's **cost** is the expected score the
seat's choice gave up against the best one measured (the seat's own score, RULES.md §7; 0 for the
best choice and for the choices the evaluator cannot tell from it).

The **bands**, in points of the seat's score (the lesson states them; like a chess review's, but
in Tarot points — a Garde at 4 players moves the taker's score by about 3 × (25 + difference)):

========== ==========================================================
best       the best choice measured, or one worth exactly as much
good       at most :data:`GOOD` points lost, or a loss inside the noise
imprecise  at most :data:`IMPRECISE` points lost
mistake    at most :data:`MISTAKE` points lost
blunder    more
========== ==========================================================

**Honest.** The evaluator samples deals: its means carry a 95 % interval. A cost no larger than the
half-width of the chosen action's interval (``noise``) is inside the measure's noise, and such a
decision is never called worse than *good* — nor counted among the costliest.

**Budget.** A forced decision (one legal card, or cards worth the same) is not measured. The other
decisions get :data:`BUDGET` sampled deals, fewer in the last tricks, where the solver finishes
every sample; the evaluator stops early once the best action is separated from the others (a clear
choice). ``deals=`` gives every decision the same budget instead (the naive review,
``benchmarks/bench_review.py``).

**The poignée** (RULES.md §7): its bonus goes to the side that wins the deal, so showing it is worth
``bonus × share × (2 p − 1)`` to the seat, ``p`` the chance its side wins as the evaluator measured it
at the seat's first card, ``share`` the seat's part of the score (the taker's :func:`~..scoring.taker_share`).
What it tells the other players is not priced.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace

from .. import i18n
from ..cards import Card, CardSet
from ..deal import check_seat
from ..errors import TarotError, shown
from ..game import OVER, Game
from ..scoring import taker_share
from ..sides import ATTACK
from .evaluator import Evaluation, evaluate

GOOD = 5.0  # points of the seat's score: the upper bound of each band (see the module's note)
IMPRECISE = 15.0
MISTAKE = 40.0
LABELS = ("best", "good", "imprecise", "mistake", "blunder")
BUDGET = {"bid": 48, "call": 32, "ecart": 32, "card": 24}  # sampled deals per decision, at most
LATE_TRICKS = 4  # from this many tricks left, each sample is short and mostly solved: fewer deals
LATE_BUDGET = 12
COSTLIEST = 3  # the decisions explained in a sentence
DECISION_KINDS = ("bid", "call", "ecart", "poignee", "card")
MEASURED = ("bid", "call", "ecart", "card")  # measured by the evaluator; the poignée by its bonus


@dataclass(frozen=True)
class Decision:
    """One decision of the seat: ``kind`` (one of :data:`DECISION_KINDS`), ``trick`` (its number,
    from 1, for a card), what was ``chosen`` and the ``best`` choice measured; ``expected`` and
    ``best_expected``, the seat's expected score after each; ``cost`` (≥ 0) and ``noise`` (the
    half-width of the chosen action's 95 % interval), in points of the seat's score; ``deals``,
    the sampled deals measured (0 for a forced decision); ``label``, its band; ``rule``, the
    coach's rule that advises the best choice (explained decisions only, else empty)."""

    kind: str
    trick: int | None
    chosen: object
    best: object
    expected: float
    best_expected: float
    cost: float
    noise: float
    deals: int
    label: str
    rule: str = ""
    rule_params: tuple = ()  # the (name, value) pairs the rule's sentence reads (coach.Suggestion.params)

    @property
    def within_noise(self) -> bool:
        return self.cost <= self.noise

    @property
    def forced(self) -> bool:
        return self.deals == 0

    def explain(self, lang: str | None = None) -> str:
        """« Votre 7♥ au pli 4 a coûté en moyenne 6 points : … », the reason from the coach's rule
        that advises the best choice, else what the evaluator measured."""
        best = said(self.best, lang, self.kind)
        if self.rule:
            from .coach import Suggestion  # the coach's sentence for its rule, by its public name

            why = i18n.text(
                "review.why.rule",
                lang,
                best=best,
                reason=Suggestion(self.best, self.rule, self.rule_params).reason(lang),
            )
        else:
            why = i18n.text("review.why.measured", lang, best=best, points=_points(self.cost, lang), deals=self.deals)
        return i18n.text(
            f"review.cost.{self.kind}",
            lang,
            chosen=said(self.chosen, lang, self.kind),
            trick=self.trick or 0,
            points=_points(self.cost, lang),
            why=why,
        )


@dataclass(frozen=True)
class Review:
    """:func:`review_deal`'s answer: the seat's ``decisions`` in order, and ``score``, what the seat
    scored in the deal (RULES.md §7)."""

    seat: int
    players: int
    decisions: tuple[Decision, ...]
    score: int
    deals: int = field(default=0)  # sampled deals measured in all

    def counts(self) -> dict[str, int]:
        """How many decisions fall in each band, in the bands' order."""
        return {label: sum(d.label == label for d in self.decisions) for label in LABELS}

    def costliest(self, count: int = COSTLIEST) -> list[Decision]:
        """The costliest decisions outside the noise, the costliest first (at most ``count``)."""
        costly = [d for d in self.decisions if d.cost > 0 and not d.within_noise]
        return sorted(costly, key=lambda d: -d.cost)[:count]

    def summary(self, lang: str | None = None) -> list[str]:
        """What the review says before its explanations: the decisions counted by band, the bands
        stated, and — when no decision cost points outside the noise — that sentence (the game table's
        review and the printed deal sheets both say it so)."""
        bands = i18n.text("review.bands", lang, good=GOOD, imprecise=IMPRECISE, mistake=MISTAKE)
        lines = [i18n.text("review.counts", lang, **self.counts()), bands]
        return lines if self.costliest() else [*lines, i18n.text("review.clean", lang)]

    def explanations(self, lang: str | None = None) -> list[str]:
        """One sentence for each of the costliest decisions (:meth:`Decision.explain`)."""
        return [decision.explain(lang) for decision in self.costliest()]

    @property
    def lost(self) -> float:
        """The expected points lost in all, outside the noise."""
        return sum(d.cost for d in self.decisions if not d.within_noise)

    def curve(self, lang: str | None = None) -> list[tuple[str, float, float]]:
        """The expected result through the deal, as data for a chart: for each measured decision,
        (its short name in ``lang``, the seat's expected score after the choice made, after the best one)."""
        return [(_short(d, lang), d.expected, d.best_expected) for d in self.decisions if not d.forced]


def label_for(cost: float, noise: float) -> str:
    """The band of a decision that cost ``cost`` points, measured within ``noise`` (module's note):
    a cost inside the noise is never worse than *good*."""
    if cost <= 0:
        return "best"
    if cost <= noise or cost <= GOOD:
        return "good"
    if cost <= IMPRECISE:
        return "imprecise"
    return "mistake" if cost <= MISTAKE else "blunder"


def review_deal(game: Game, seat: int, *, seed: int | str = 0, deals: int | None = None, progress=None) -> Review:
    """Each decision of ``seat`` in the finished deal ``game``, measured against the best one (see
    the module's note). ``deals``: the same budget for every decision (forced ones included), instead
    of the tuned :data:`BUDGET`; ``progress``: a ``progress(done, total)`` callback, called after
    each decision. Seeded: the same deal and seed give the same review. Raises :class:`TarotError`
    for a deal not finished, a seat that does not exist."""
    if not isinstance(game, Game):
        raise TarotError("error.review.game", given=shown(game))
    check_seat(seat, game.players)
    if game.phase is not OVER:
        raise TarotError("error.review.not_over")
    steps = deal_steps(game)
    total = sum(1 for kind, who, _ in steps if who == seat and kind != "slam")  # decisions to measure
    position = Game.from_deal(game.deal, excuse_last_trick=game.excuse_last_trick)
    decisions: list[Decision] = []
    positions: list[Game | None] = []  # each decision's position, for the coach's word on the costliest
    used = 0
    poignee_open = True  # the seat has not played its first card: a poignée may be shown (RULES.md §7)
    for kind, who, action in steps:
        if who == seat and kind in ("poignee", "card") and poignee_open:
            poignee_open = False
            if kind == "poignee" or position.view(seat).poignee_options():
                total += kind == "card"  # a poignée that could have been shown, and was not
                decision = _poignee_decision(position, seat, action if kind == "poignee" else None, seed, deals)
                decisions.append(decision)
                positions.append(None)  # the coach's poignée advice is not cited
                used += decision.deals
                if progress is not None:
                    progress(len(decisions), total)
        if who == seat and kind in MEASURED:
            decision = _measure(position, seat, kind, action, seed=f"{seed}/{len(decisions)}", deals=deals)
            decisions.append(decision)
            positions.append(position.copy())
            used += decision.deals
            if progress is not None:
                progress(len(decisions), total)
        replay_step(position, kind, who, action)
    decisions = _with_rules(decisions, positions, seat)
    return Review(seat, game.players, tuple(decisions), game.result.score.scores[seat], used)


# --- the deal's steps, replayed ------------------------------------------------------------------------
def deal_steps(game: Game, *, whole: bool = False) -> list[tuple[str, int, object]]:
    """The actions of the deal that was played (after the last redeal; ``whole``: from the first
    deal, the passes that led to a redeal included), in order: (kind, seat, action)."""
    history = game.history
    dealt = [i for i, event in enumerate(history) if event.kind in ("deal", "deal_prepared")]
    start = dealt[0] if whole else dealt[-1]
    steps = []
    for event in history[start:]:
        kind, details = event.kind, event.details
        if kind == "bid":
            steps.append(("bid", event.seat, details["contract"]))
        elif kind == "pass":
            steps.append(("bid", event.seat, None))
        elif kind == "call":
            steps.append(("call", event.seat, details["card"]))
        elif kind == "ecart":
            steps.append(("ecart", event.seat, game.ecart))  # the deal's one écart: the event keeps its size only
        elif kind == "poignee":
            steps.append(("poignee", event.seat, details["cards"]))
        elif kind == "slam":
            steps.append(("slam", event.seat, None))
        elif kind == "play":
            steps.append(("card", event.seat, details["card"]))
    return steps


def replay_step(position: Game, kind: str, seat: int, action) -> None:
    """Do one step of the deal again, checked (the public steps of the engine)."""
    if kind == "poignee":
        position.declare_poignee(seat, action)
    elif kind == "slam":
        position.announce_slam(seat)
    else:
        position.act(seat, action)


# --- measuring one decision -------------------------------------------------------------------------
def _budget(position: Game, seat: int, kind: str) -> int:
    if kind == "card" and position.hand_bits[seat].bit_count() <= LATE_TRICKS:
        return LATE_BUDGET
    return BUDGET[kind]


def _measure(position: Game, seat: int, kind: str, chosen, *, seed: str, deals: int | None) -> Decision:
    """The decision ``chosen`` at ``position``, measured by :func:`evaluate`."""
    if deals is None and kind == "card" and _one_choice(position):
        return Decision(kind, len(position.tricks) + 1, chosen, chosen, math.nan, math.nan, 0.0, 0.0, 0, "best")
    also = (chosen,) if kind == "ecart" else ()  # the learner's écart, though the advice may not rank it
    evaluation = evaluate(position, seat, deals=deals or _budget(position, seat, kind), seed=seed, also=also)
    return _decision(evaluation, kind, len(position.tricks) + 1 if kind == "card" else None, chosen)


def _one_choice(position: Game) -> bool:
    """One legal card: nothing to choose (cards worth exactly the same are left to the evaluator)."""
    legal = position.legal_bits()
    return not legal & (legal - 1)


def _decision(evaluation: Evaluation, kind: str, trick: int | None, chosen) -> Decision:
    best = evaluation.best
    value = evaluation.value_of(chosen)
    cost = max(0.0, best.score.mean - value.score.mean)
    noise = value.score.high - value.score.mean
    noise = math.inf if math.isnan(noise) else noise
    label = label_for(cost, noise)
    return Decision(
        kind, trick, chosen, best.action, value.score.mean, best.score.mean, cost, noise, evaluation.deals, label
    )


def _poignee_decision(position: Game, seat: int, shown_cards, seed, deals: int | None) -> Decision:
    """Whether to show a poignée (RULES.md §7), by its bonus and the chance the seat's side wins
    (the module's note); ``shown_cards``: the trumps shown, ``None`` when none was."""
    view = position.view(seat)
    options = view.poignee_options()
    evaluation = evaluate(position, seat, deals=deals or BUDGET["card"], seed=f"{seed}/poignee")
    made = evaluation.best.made
    attack = view.side_of(seat) is ATTACK
    share = taker_share(position.players, position.partner) if seat == position.taker else 1
    chosen = None if shown_cards is None else next(p for p in options if len(view.cards_to_show(p)) == len(shown_cards))

    def worth(poignee, p: float) -> float:
        wins = p if attack else 1 - p
        return 0.0 if poignee is None else poignee.bonus * share * (2 * wins - 1)

    def cost(p: float) -> float:
        return max(worth(choice, p) for choice in [None, *options]) - worth(chosen, p)

    best = max([None, *options], key=lambda choice: worth(choice, made.mean))
    lost = cost(made.mean)
    noise = lost - min(cost(made.low), cost(made.high))
    expected = evaluation.best.score.mean
    return Decision(
        "poignee",
        None,
        chosen,
        best,
        expected + worth(chosen, made.mean),
        expected + worth(best, made.mean),
        lost,
        noise,
        evaluation.deals,
        label_for(lost, noise),
    )


def _with_rules(decisions: list[Decision], positions: list, seat: int) -> list[Decision]:
    """The costliest decisions get the coach's rule when the coach advises the best choice there
    (asked for those few only: the coach may itself measure)."""
    from .coach import CoachBot

    coach = CoachBot(0)
    review = Review(seat, 0, tuple(decisions), 0)
    explained = {id(d) for d in review.costliest()}
    result = []
    for decision, position in zip(decisions, positions, strict=True):
        if id(decision) in explained and position is not None:
            advice = coach.advise(position, seat)
            if _same(advice.action, decision.best):
                decision = replace(decision, rule=advice.rule, rule_params=advice.params)
        result.append(decision)
    return result


def _same(advised, best) -> bool:
    if isinstance(advised, CardSet) or isinstance(best, CardSet):
        return CardSet(advised or ()) == CardSet(best or ())
    return advised == best


# --- words -------------------------------------------------------------------------------------------
def said(action, lang: str | None = None, kind: str = "bid") -> str:
    """A choice of the ``kind`` of decision in words: a pass, a contract, a card, an écart, a poignée
    or none shown."""
    if action is None:
        return i18n.text("review.no_poignee" if kind == "poignee" else "bid.pass", lang)
    if isinstance(action, Card) and action.is_trump:  # « atout 2 »: a bare "2" reads as a number in a sentence
        return i18n.text("card.name.trump", lang, number=action.rank)
    if isinstance(action, (Card, CardSet)) or hasattr(action, "localized"):
        return action.localized(lang)
    return str(action)


def _short(decision: Decision, lang: str | None) -> str:
    """A decision's name under the chart: the card, or the kind of decision."""
    if decision.kind == "card":
        return decision.chosen.localized(lang)
    return i18n.text(f"review.kind.{decision.kind}", lang)


def _points(points: float, lang: str | None) -> str:
    return i18n.format_points_with_unit(round(points, 1), lang)
