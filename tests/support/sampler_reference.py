"""The sampler's oracles, written plainly and independently of ``tarot_learn/strategy/sampler.py``:
every deal that agrees with what a seat knows, found by trying every way to place the cards it
cannot see and asking the engine to replay the public history on each (RULES.md §2–§7); and the
chi-square test that compares sampled frequencies with them."""

import itertools
import math

import tarot_learn as tl
from tarot_learn.cards import ALL_BITS, cards_of
from tarot_learn.game import Phase

# What a seat sees, compared between the real game and a candidate deal replayed.
SEEN = ("phase", "to_act", "contract", "taker", "called_card", "bids", "tricks", "shown_trumps", "poignees")
SEEN += ("hand", "chien", "ecart", "played")


def places_of(game, seat):
    """The places of the cards ``seat`` cannot see: the other seats' hands, then the écart
    (a defender, once the taker made it) or the chien (unseen: before it is shown, or at a Garde
    sans or contre); with their sizes and the cards to place."""
    view = game.view(seat)
    size = tl.deal_size(view.players)
    takes = view.contract is not None and view.contract.taker_takes_chien
    after_ecart = view.phase is Phase.PLAY and takes
    seen = view.hand.bits | view.played.bits
    if view.phase is Phase.ECART:
        seen |= view.chien.bits
    if after_ecart and seat == view.taker:
        seen |= view.ecart.bits
    others = [other for other in range(view.players) if other != seat]
    sizes = [len(game.view(other).hand) for other in others]  # how many cards each holds: public
    pile = None
    if after_ecart and seat != view.taker:
        pile = "ecart"
    elif view.phase in (Phase.BIDDING, Phase.CALL) or (view.phase is Phase.PLAY and not takes):
        pile = "chien"
    if pile:
        sizes.append(size.chien)
    return others, pile, sizes, cards_of(ALL_BITS & ~seen)


def placement_of(sample, seat):
    """The cards ``seat`` cannot see, place by place (as :func:`places_of` lists the places), in a
    game: the key of one deal."""
    others, pile, _sizes, _cards = places_of(sample, seat)
    key = [sample.view(other).hand.bits for other in others]
    if pile == "ecart":
        key.append(sample.view(sample.taker).ecart.bits)
    elif pile == "chien":
        key.append(sample.deal.chien.bits)
    return tuple(key)


def consistent_placements(game, seat):
    """Every placement of the cards ``seat`` cannot see under which the public history replays
    legally, with the Petit sec nowhere (§2), to a game that ``seat`` sees exactly as ``game``."""
    view = game.view(seat)
    others, pile, sizes, unknown = places_of(game, seat)
    played_by = [0] * view.players
    for trick in view.tricks:
        for player, card in zip(trick.seats, trick.cards, strict=True):
            played_by[player] |= card.bit
    for number, card in enumerate(view.trick.cards):
        played_by[(view.leader + number) % view.players] |= card.bit
    found = set()
    for parts in _splits(unknown, sizes):
        key = tuple(sum(card.bit for card in part) for part in parts)
        now = {seat: view.hand.bits, **dict(zip(others, key, strict=False))}
        chien = view.chien.bits if view.chien is not None else 0
        ecart = view.ecart.bits if view.ecart is not None else 0
        if pile == "chien":
            chien = key[-1]
        elif pile == "ecart":
            ecart = key[-1]
        dealt = [now[player] | played_by[player] for player in range(view.players)]
        if view.phase is Phase.PLAY and view.contract.taker_takes_chien:
            dealt[view.taker] = (dealt[view.taker] | ecart) & ~chien  # the chien was not his, the écart was
        try:
            deal = tl.deal_from_hands([cards_of(bits) for bits in dealt], cards_of(chien), view.dealer)
        except tl.TarotError:  # a hand of the wrong size: the taker's chien and écart do not match
            continue
        if deal.petit_sec_seats():
            continue
        candidate = tl.Game.from_deal(deal, excuse_last_trick=view.excuse_last_trick)
        try:
            _replay(candidate, view, tl.CardSet.from_bits(ecart))
        except tl.TarotError:
            continue
        mine = candidate.view(seat)
        if all(getattr(mine, fact) == getattr(view, fact) for fact in SEEN) and mine.trick.cards == view.trick.cards:
            found.add(key)
    return found


def _splits(cards, sizes):
    """Every way to share ``cards`` into groups of ``sizes``."""
    if not sizes:
        yield ()
        return
    for first in itertools.combinations(cards, sizes[0]):
        rest = [card for card in cards if card not in first]
        for others in _splits(rest, sizes[1:]):
            yield (first, *others)


def _replay(game, view, ecart):
    """The public history of ``view``'s deal, played on ``game`` through the engine's checked steps
    (no slam in the positions tested)."""
    for player, contract in view.bids:
        game.bid(player, contract)
    if view.called_card is not None:
        game.call(view.taker, view.called_card)
    if view.phase is not Phase.PLAY:
        return
    if game.phase is Phase.ECART:
        game.make_ecart(view.taker, ecart)
    shown = set()
    plays = [(player, card) for trick in view.tricks for player, card in zip(trick.seats, trick.cards, strict=True)]
    plays += [((view.leader + number) % view.players, card) for number, card in enumerate(view.trick.cards)]
    for player, card in plays:
        if player in view.poignees and player not in shown:
            game.declare_poignee(player, view.poignees[player][1])
            shown.add(player)
        game.play(player, card)
    if game.to_act in view.poignees and game.to_act not in shown:
        game.declare_poignee(game.to_act, view.poignees[game.to_act][1])


# --- the chi-square test ----------------------------------------------------------------------------
def chi_square(counts, expected_each):
    """Pearson's statistic of observed ``counts`` against the same expected count for each."""
    return sum((count - expected_each) ** 2 / expected_each for count in counts)


def chi_square_p_value(statistic, degrees):
    """P(X ≥ statistic) for X chi-square with ``degrees`` degrees of freedom: the regularized upper
    incomplete gamma function Q(degrees / 2, statistic / 2), by its series below a + 1 and by its
    continued fraction (Lentz's method) above."""
    a, x = degrees / 2, statistic / 2
    if x <= 0:
        return 1.0
    scale = math.exp(-x + a * math.log(x) - math.lgamma(a))
    if x < a + 1:
        term = total = 1 / a
        n = a
        while term > total * 1e-16:
            n += 1
            term *= x / n
            total += term
        return max(0.0, 1 - scale * total)
    tiny = 1e-300
    b = x + 1 - a
    c, d = 1 / tiny, 1 / b
    fraction = d
    for i in range(1, 10_000):
        step = -i * (i - a)
        b += 2
        d = step * d + b
        d = tiny if abs(d) < tiny else d
        c = b + step / c
        c = tiny if abs(c) < tiny else c
        d = 1 / d
        fraction *= d * c
        if abs(d * c - 1) < 1e-16:
            break
    return scale * fraction


def uniformity_p_value(draws, support):
    """The chi-square p-value of ``draws`` (placements) against the uniform law on ``support``;
    a draw outside the support fails at once."""
    outside = [draw for draw in draws if draw not in support]
    assert outside == [], f"{len(outside)} draws are not consistent deals"
    counts = {key: 0 for key in support}
    for draw in draws:
        counts[draw] += 1
    return chi_square_p_value(chi_square(counts.values(), len(draws) / len(support)), len(support) - 1)
