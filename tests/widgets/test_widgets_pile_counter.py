"""The pile counter (widgets/pile_counter.py): the attack's pile at the end of a real deal
(RULES.md §1, §4, §6, §7), and the classic slip of forgetting the écart or the chien."""

import pytest

from tarot_learn import CardSet, Contract, TarotError, count_by_pairs, count_points, score_deal
from tarot_learn.i18n import format_points, format_points_with_unit, text
from tarot_learn.seats import seat_name
from tarot_learn.sides import ATTACK
from tarot_learn.widgets import PileCounter
from tarot_learn.widgets._common import plain_text


def shown(counter: PileCounter) -> str:
    return plain_text("".join(part.value for part in (counter.story, counter.tricks, counter.extra, counter.pairs)))


def verdict(lang, points, bouts, score) -> str:
    outcome = "made" if score.made else "failed"
    words = text(
        f"widgets.pile.verdict.{outcome}",
        lang,
        points=format_points_with_unit(points, lang),
        bouts=bouts,
        needed=score.points_needed,
        by=abs(score.difference),
    )
    return f"{words} {score.half_point(lang)}" if score.half_point(lang) else words


def test_the_worked_example_of_lesson_07():
    """Seed 33, 4 players: you take a Petite. Your tricks and your 14-point écart make 47 points
    with 2 bouts (41 needed): made by 6. Forgetting the écart counts 33: 'failed by 8'."""
    counter = PileCounter(players=4, seed=33, contract="petite", lang="fr")
    game = counter.game
    assert (game.taker, game.contract) == (0, Contract.PETITE)
    assert game.ecart.points == 14 and game.result.attack_points == 47 and game.result.bouts == 2
    assert plain_text(verdict("fr", 47, 2, game.result.score)) in shown(counter)
    assert counter.slip.plain == ""  # the slip is shown on request only
    counter.slip_switch.value = True
    wrong = score_deal(4, "petite", 33, 2)
    assert (wrong.made, wrong.difference) == (False, -8)
    assert counter.slip.plain.startswith("✘") and counter.slip.plain.endswith(verdict("fr", 33, 2, wrong))


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("contract", list(Contract))
def test_the_pile_is_the_attacks_tricks_plus_the_ecart_or_the_chien_as_the_contract_says(players, contract):
    counter = PileCounter(players=players, seed=11, contract=contract, lang="en")
    game, result = counter.game, counter.game.result
    bids = game.auction.history
    assert [said for _, said in bids[:-1]] == [None] * (players - 1) and bids[-1] == (0, contract)
    tricks = counter.attack_tricks
    assert tricks == result.settlement.piles[ATTACK]
    if contract.taker_takes_chien:  # Petite, Garde: the écart counts for the attack (§4)
        assert result.attack_cards == tricks | game.ecart and not tricks & game.ecart
    elif contract.chien_counts_for_attack:  # Garde sans: the unseen chien too
        assert result.attack_cards == tricks | game.deal.chien
    else:  # Garde contre: the chien goes to the defence
        assert result.attack_cards == tricks and not tricks & game.deal.chien
    assert count_points(result.attack_cards) == result.attack_points
    groups = [
        " + ".join(card.text("en") for card in group) + " = " + format_points(value, "en")
        for group, value in count_by_pairs(result.attack_cards)
    ]
    assert ", ".join(groups) in shown(counter)
    defence = format_points(91 - result.attack_points, "en")
    assert text("widgets.pile.defence", "en", attack=result.attack_points, defence=defence) in shown(counter)


@pytest.mark.parametrize(
    ("contract", "key", "slip"),
    [
        ("garde", "widgets.pile.slip.ecart", lambda game: game.result.attack_cards - game.ecart),
        ("garde sans", "widgets.pile.slip.chien_sans", lambda game: game.result.attack_cards - game.deal.chien),
        ("garde contre", "widgets.pile.slip.contre", lambda game: game.result.attack_cards | game.deal.chien),
    ],
)
def test_the_classic_slip_is_counted_and_judged_by_the_core(contract, key, slip):
    counter = PileCounter(players=4, seed=21, contract=contract, lang="fr")
    counter.slip_switch.value = True
    pile = CardSet(slip(counter.game))
    bouts = sum(card.is_bout for card in pile)
    wrong = score_deal(4, contract, pile.points, bouts)
    assert counter.slip.plain == "✘ " + text(key, "fr") + " " + verdict("fr", pile.points, bouts, wrong)
    counter.slip_switch.value = False
    assert counter.slip.plain == ""


def test_five_players_name_the_partner_or_say_the_taker_plays_alone():
    seen = set()
    for seed in range(12):
        counter = PileCounter(players=5, seed=seed, lang="fr")
        game = counter.game
        alone = game.partner in (None, 0)
        seen.add(alone)
        if alone:
            said = text("widgets.pile.alone", "fr", card=game.called_card)
        else:
            partner = seat_name(game.partner, 0, 5, "fr", noun=True)
            said = text("widgets.pile.partner", "fr", card=game.called_card, partner=partner)
        assert plain_text(said) in shown(counter)
    assert False in seen  # a partner, at least once


def test_a_new_deal_and_another_contract_count_again():
    counter = PileCounter(players=4, seed=33, lang="en")
    counter.new_button.click()
    assert counter.seed == 34 and counter.game.deal.seed == 34
    counter.contract_choice.value = Contract.GARDE_SANS
    assert counter.game.contract is Contract.GARDE_SANS and counter.game.deal.seed == 34


def test_a_contract_that_does_not_exist_is_refused_with_a_sentence():
    with pytest.raises(TarotError) as refused:
        PileCounter(contract="misère", lang="fr")
    assert refused.value.message("fr") and refused.value.message("en")
