"""What a decision is worth, given what the seat can see: sampled deals, finished by play and solved.

A player cannot see the other hands, so a decision is worth what it brings *on average over the
deals he could be facing*. :func:`evaluate` measures it the way trick-taking programs do (GIB in
bridge, Kermit in Skat):

1. draw deals that agree with everything the seat knows (:func:`~.sampler.sample_deals`), each in
   proportion to how likely it makes the others' bids, call and poignée if they chose as the coach
   does (``weighting="auction"``: the sampler's note);
2. on each deal, try every legal action of the seat — a card, a bid, a called king, an écart —
   and finish the deal: a playout policy (the coach's cards, :class:`~.coach.CoachBot`, on every
   seat; SimpleBot's bids, call and écart) while many cards are left, then, once
   :data:`SOLVED_TRICKS` tricks remain (4 at 4 players, 3 at 3 and 5), the exact open-hand solver plays both sides
   perfectly to the end — searched once, the rest of the line read from its table
   (:meth:`~.solver.Solver.line`), one :class:`~.solver.Solver` per sampled deal shared by the
   actions tried on it (their endgames are positions of the same deal, often the same ones);
3. read the result as the game scores it (RULES.md §7): the seat's side's card points, whether
   the contract is made, the seat's score; average over the deals, with a 95 % interval.

Every action is tried on the *same* deals with the *same* playouts (common random numbers), so the
differences between actions are measured with far less noise than the values themselves.
Sampling stops early once the best action is separated from every other (the 95 % interval of
its advantage lies above 0), or at ``deals``; :attr:`Evaluation.deals` says how many were used.
Seeded: the same call gives the same answer.

The measure has the known limits of sampling: each sampled deal is played as if its hands were
open from the moment the solver takes over, so information the players would still lack there
is not priced (strategy fusion), and nothing models what the others' cards say beyond what the
rules prove, nor their bids beyond the coach's policy (the sampler's note). It is a yardstick, not
an oracle: a difference inside the intervals is no difference.
"""

from __future__ import annotations

import dataclasses
import math
import random
from collections.abc import Iterable
from dataclasses import dataclass

from ..cards import DECK, Card, CardSet
from ..contracts import Contract
from ..deal import check_seat, random_source
from ..errors import TarotError, shown
from ..game import BIDDING, CALL, ECART, OVER, PLAY, Game
from .bots import SimpleBot, play_out
from .coach import CoachBot
from .ecart_advice import ranked_ecarts
from .sampler import sample_deals
from .solver import Solver, position_of

# Once this few tricks are left, by players, the solver plays the deal to its end (benchmarks/bench_solver.py
# times it); before, the playout policy does.
SOLVED_TRICKS = {3: 3, 4: 4, 5: 3}
WEIGHTING = "auction"  # how the sampled deals are weighted (sample_deals' weighting): by the auction they explain
BATCH = 8  # deals drawn between two checks of "is the best action separated?"
FIRST_CHECK = 16  # no stop before this many deals: an interval on fewer deals means little
ECART_CHOICES = 6  # the écarts tried: the advice's best ones (ranked_ecarts), all legal
Z95 = 1.959964  # the normal distribution's 97.5 % quantile: a two-sided 95 % interval
Z99 = 2.575829  # its 99.5 % quantile: a two-sided 99 % interval


@dataclass(frozen=True)
class Estimate:
    """A mean over sampled deals and its 95 % interval (``low``, ``high``)."""

    mean: float
    low: float
    high: float

    def __contains__(self, value: float) -> bool:
        return self.low <= value <= self.high


@dataclass(frozen=True)
class ActionValue:
    """One action of the seat and what it is worth: ``points``, its side's card points at the end
    of the deal; ``made``, the chance the contract is made; ``score``, the seat's own score
    (RULES.md §7). ``action`` is what :meth:`Game.bid` / ``call`` / ``make_ecart`` / ``play``
    take: a contract or ``None`` (a pass), a card, an écart. ``samples``: the seat's score on each
    sampled deal, in the order of the deals — the same deals for every action of one evaluation,
    so that two actions are compared deal by deal (a *paired* difference, :func:`paired_difference`)."""

    action: Contract | Card | CardSet | None
    points: Estimate
    made: Estimate
    score: Estimate
    samples: tuple[float, ...] = ()


@dataclass(frozen=True)
class Evaluation:
    """:func:`evaluate`'s answer: every legal action, the best first (by the seat's expected
    score); ``deals``, how many sampled deals were used; ``separated``, whether the best action's
    advantage over every other is outside the noise (its 95 % interval above 0)."""

    seat: int
    actions: tuple[ActionValue, ...]
    deals: int
    separated: bool

    @property
    def best(self) -> ActionValue:
        return self.actions[0]

    def value_of(self, action) -> ActionValue:
        """The :class:`ActionValue` of ``action`` (one of the legal actions evaluated)."""
        for value in self.actions:
            if value.action == action:
                return value
        raise TarotError("error.evaluate.action", action=shown(action))


def evaluate(
    game: Game,
    seat: int,
    *,
    deals: int = 64,
    seed: int | str | None = None,
    actions: Iterable | None = None,
    also: Iterable = (),
    early_stop: bool = True,
) -> Evaluation:
    """What each legal action of ``seat`` (the seat to act) is worth, given what it can see.

    See the module's note. ``deals`` is the most sampled deals used; fewer are used once the best
    action is separated from the others. ``actions``: the actions to try, each legal (an illegal
    one raises when tried), instead of :func:`legal_actions` — a benchmark measuring écarts the
    advice would not try, a lesson comparing two cards. ``also``: legal actions to try besides those
    (an écart the advice does not rank among its best: the learner's own, in a review).
    ``early_stop=False`` measures all ``deals`` even once the best is separated (a certificate that
    states its deal count). Raises
    :class:`TarotError` for a seat that does not exist, a finished deal, a seat that is not to act,
    ``deals`` below 1."""
    if not isinstance(game, Game):
        raise TarotError("error.evaluate.game", given=shown(game))
    check_seat(seat, game.players)
    if game.phase is OVER:
        raise TarotError("error.evaluate.over")
    if isinstance(deals, bool) or not isinstance(deals, int) or deals < 1:
        raise TarotError("error.evaluate.deals", given=shown(deals))
    if game.to_act != seat:
        raise TarotError("error.evaluate.not_to_act", seat=seat, to_act=game.to_act)
    actions = legal_actions(game, seat) if actions is None else list(actions)
    actions += [action for action in also if action not in actions]
    groups = _equivalent_groups(game, seat, actions) if game.phase is PLAY else [[action] for action in actions]
    actions = [group[0] for group in groups]
    rng = random_source(seed) if seed is not None else random.Random()
    results: list[list[tuple[float, bool, float]]] = [[] for _ in actions]
    used = 0
    separated = False
    samples = sample_deals(game, seat, deals, seed=rng.randrange(1 << 62), weighting=WEIGHTING)
    for sample in samples:
        playout_seed = rng.randrange(1 << 62)
        solvers: dict[tuple, Solver] = {}  # this deal's solvers, by the sides they are made for
        for index, action in enumerate(actions):
            results[index].append(_finish(sample, seat, action, playout_seed, solvers))
        used += 1
        if len(actions) == 1:
            break  # a forced action: its value is measured on one deal only when nothing else could be done
        if early_stop and used >= FIRST_CHECK and used % BATCH == 0:
            separated = _separated(results)
            if separated:
                break
    if not separated and len(actions) > 1 and used >= 2:
        separated = _separated(results)
    values = []
    for group, rows in zip(groups, results, strict=True):
        value = _value(group[0], rows)
        values += [value, *(dataclasses.replace(value, action=twin) for twin in group[1:])]
    values.sort(key=lambda value: -value.score.mean)  # stable: among equals, the canonical order
    return Evaluation(seat, tuple(values), used, separated)


# --- the actions -----------------------------------------------------------------------------------
def legal_actions(game: Game, seat: int) -> list:
    """What ``seat`` may do now, as :func:`evaluate` tries it: every bid (``None`` for a pass),
    every callable card, the best écarts by the advice (:data:`ECART_CHOICES` of them, each legal),
    every legal card."""
    view = game.view(seat)
    phase = game.phase
    if phase is BIDDING:
        return [None, *view.allowed_bids()]
    if phase is CALL:
        return list(view.callable_cards())
    if phase is ECART:
        return list(ranked_ecarts(view.hand, view.chien, ECART_CHOICES))
    return list(view.legal_cards())


def _equivalent_groups(game: Game, seat: int, cards: list[Card]) -> list[list[Card]]:
    """The legal ``cards`` in groups that are worth the same in every deal the seat could face:
    cards of one suit (or trumps) worth the same points, with no card between them that is still
    out — the seat holds or has seen played every card between (RULES.md §1, §5). The Petit and the
    21 stay alone (their fate decides the bouts), and so does the Excuse."""
    view = game.view(seat)
    known = view.hand.bits | view.played.bits
    groups: list[list[Card]] = []
    for card in sorted(cards, key=lambda card: card.index):  # the canonical order: by suit, then rank
        last = groups[-1][-1] if groups else None
        if last is not None and _touching(last, card, known):
            groups[-1].append(card)
        else:
            groups.append([card])
    return groups


def _touching(low: Card, high: Card, known: int) -> bool:
    if low.suit is not high.suit or low.half_points != high.half_points or low.is_bout or high.is_bout:
        return False
    between = DECK[low.index + 1 : high.index]
    return all(card.bit & known for card in between)


# --- finishing a sampled deal ------------------------------------------------------------------------
def _finish(
    sample: Game, seat: int, action, playout_seed: int, solvers: dict | None = None
) -> tuple[float, bool, float] | None:
    """The deal ``sample`` after ``seat`` does ``action``, played to its end (see the module's
    note): (the seat's side's card points, made, the seat's score), or ``None`` when everyone
    passed and the deal was thrown in (nothing is scored). ``solvers``: the solvers already made
    for this deal, by sides and rules (a table is only valid for the sides it was searched for)."""
    game = sample.copy()
    redeals = game.redeals
    game.act(seat, action)  # checked: an action legal_actions gave
    rng = random.Random(playout_seed)
    bots = {other: _PlayoutBot(rng) for other in range(game.players)}
    solved = SOLVED_TRICKS[game.players]
    while game.phase is not OVER:
        if game.redeals != redeals:
            return None
        if game.phase is PLAY and _tricks_left(game) <= solved:
            # One search; each later card is read from the table it filled. The line plays, at each
            # turn, the first best card in the canonical order: what solve(game).best_card would play.
            position = position_of(game)
            key = (position.attack_seats, position.taker, position.excuse_last_trick)
            solver = None if solvers is None else solvers.get(key)
            if solver is None:
                solver = Solver(position)
                if solvers is not None:
                    solvers[key] = solver
            for card in solver.line(position):
                game.play(game.to_act, card)
        else:
            play_out(game, {game.to_act: bots[game.to_act]})
    result = game.result
    attack = game.side_of(seat).value == "attack"
    points = result.attack_points if attack else 91 - result.attack_points
    return points, result.score.made, result.score.scores[seat]


class _PlayoutBot(SimpleBot):
    """The playout policy: the coach's cards (:class:`~.coach.CoachBot`: it wins cheaply, gives points
    to its side's trick, saves its Petit, ...), SimpleBot's bids, call and écart."""

    CARDS = CoachBot  # the bot whose cards the playouts play (:func:`yardstick` names it)

    def __init__(self, rng: random.Random):
        super().__init__(rng)
        self._coach = self.CARDS(rng)

    def _choose_card(self, view, legal: int) -> Card:
        return self._coach._choose_card(view, legal)


def yardstick(players: int) -> dict:
    """What :func:`evaluate`'s figures at ``players`` players depend on besides their seeds (the module's
    note): the tricks the solver plays, the playout policy, the sampler's weighting. A figure stored with
    the yardstick it was measured with (lesson 11's, ``tools/lesson11_figures.py``) is measured again when
    this changes — a test compares them."""
    return {
        "solved_tricks": SOLVED_TRICKS[players],
        "playout": f"{_PlayoutBot.CARDS.__name__} cards, {SimpleBot.__name__} bids, call and écart",
        "weighting": WEIGHTING,
    }


def _tricks_left(game: Game) -> int:
    """The tricks still to finish, the one on the table included: the cards of the seat to play."""
    return game.hand_bits[game.to_act].bit_count()


# --- statistics ----------------------------------------------------------------------------------
def _separated(results: list[list]) -> bool:
    """Whether the action with the best mean score beats every other on the same deals: the 95 %
    interval of the paired difference lies above 0 for each."""
    scores = [[row[2] if row else 0.0 for row in rows] for rows in results]
    means = [sum(column) / len(column) for column in scores]
    best = max(range(len(scores)), key=means.__getitem__)
    for index, column in enumerate(scores):
        if index == best:
            continue
        differences = [b - o for b, o in zip(scores[best], column, strict=True)]
        if _estimate(differences).low <= 0:
            return False
    return True


def _value(action, rows: Iterable) -> ActionValue:
    played = [row for row in rows if row is not None]
    every = [row[2] if row else 0.0 for row in rows]
    return ActionValue(
        action,
        points=_estimate([row[0] for row in played]),
        made=proportion(sum(row[1] for row in played), len(played)),
        score=_estimate(every),
        samples=tuple(every),
    )


def paired_difference(better: ActionValue, worse: ActionValue, scale: float = 1.0, *, level: float = 0.95) -> Estimate:
    """How much more ``better`` brings than ``worse``, deal by deal on the same sampled deals, divided
    by ``scale``: the mean of the paired differences and *its own* interval at ``level`` (95 % or
    99 %). Pairing removes what the deal itself decides (the cards the others hold), so the interval
    is far narrower than the two actions' own intervals would suggest — and it is the only honest
    interval for a difference: the half-width of one action's mean says nothing about it."""
    differences = [(b - w) / scale for b, w in zip(better.samples, worse.samples, strict=True)]
    return mean_interval(differences, level=level)


def mean_interval(values: list[float], *, level: float = 0.95) -> Estimate:
    """The mean of ``values`` and its interval at ``level`` (95 % or 99 %; Student's t): infinite on
    one value."""
    return _estimate(values, level)


def _estimate(values: list[float], level: float = 0.95) -> Estimate:
    """The mean and its interval: mean ± t · s / √n, with Student's t for n − 1 degrees of freedom
    (:func:`t_quantile`) — on a handful of deals the normal 1.96 would claim far too much."""
    n = len(values)
    if n == 0:
        return Estimate(math.nan, math.nan, math.nan)
    mean = sum(values) / n
    if n == 1:
        return Estimate(mean, -math.inf, math.inf)
    spread = math.sqrt(sum((value - mean) ** 2 for value in values) / (n - 1) / n)
    half = t_quantile(n - 1, level) * spread
    return Estimate(mean, mean - half, mean + half)


# Student's t for 1 to 30 degrees of freedom: the 97.5 % quantile (a two-sided 95 % interval) and the
# 99.5 % quantile (a two-sided 99 % interval).
_T95 = (12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.160, 2.145, 2.131)
_T95 += (2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042)
_T99 = (63.657, 9.925, 5.841, 4.604, 4.032, 3.707, 3.499, 3.355, 3.250, 3.169, 3.106, 3.055, 3.012, 2.977, 2.947)
_T99 += (2.921, 2.898, 2.878, 2.861, 2.845, 2.831, 2.819, 2.807, 2.797, 2.787, 2.779, 2.771, 2.763, 2.756, 2.750)
_TABLES = {0.95: (_T95, Z95), 0.99: (_T99, Z99)}


def t_quantile(freedom: int, level: float = 0.95) -> float:
    """Student's t quantile for a two-sided interval at ``level`` (0.95 or 0.99); past 30 degrees of
    freedom, the normal quantile with the first two terms of its Cornish–Fisher expansion
    (z + (z³ + z) / 4ν + (5z⁵ + 16z³ + 3z) / 96ν²: within 0.001 of the table at 30)."""
    if level not in _TABLES:
        raise ValueError(f"level must be one of {sorted(_TABLES)}, not {level!r}")
    table, z = _TABLES[level]
    if freedom <= len(table):
        return table[freedom - 1]
    return z + (z**3 + z) / (4 * freedom) + (5 * z**5 + 16 * z**3 + 3 * z) / (96 * freedom**2)


def proportion(successes: int, n: int, *, level: float = 0.95) -> Estimate:
    """A chance and its Wilson interval at ``level`` (95 % or 99 %): right near 0 and 1, where
    mean ± z s / √n is not."""
    if n == 0:
        return Estimate(math.nan, math.nan, math.nan)
    z = _TABLES[level][1]
    p = successes / n
    centre = (p + z**2 / (2 * n)) / (1 + z**2 / n)
    half = z * math.sqrt(p * (1 - p) / n + z**2 / (4 * n * n)) / (1 + z**2 / n)
    return Estimate(p, max(0.0, centre - half), min(1.0, centre + half))
