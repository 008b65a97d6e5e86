"""Scoring a deal (RULES.md §7): the worked examples, rounding, bonuses, distribution and bad input."""

import math
from types import SimpleNamespace

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from tarot_learn import Contract, PlayerCountError, Poignee, TarotError
from tarot_learn.deal_facts import DealFactsError, check_deal_facts
from tarot_learn.i18n import text
from tarot_learn.scoring import ScoreBreakdown, ScoringError, parse_contract, points_needed, score_deal, taker_share
from tarot_learn.seats import numbered_name
from tarot_learn.sides import ATTACK, DEFENCE, Side

# --- the five worked examples of RULES.md §7 ----------------------------------------------------


def test_example_1_garde_petit_au_bout_and_defender_poignee():
    score = score_deal(4, Contract.GARDE, 49, 2, petit_au_bout="attack", poignees=[(20, "defence")])
    assert score.points_needed == 41
    assert score.raw_difference == 8 and score.difference == 8
    assert score.made and score.sign == 1 and score.winner == "attack"
    assert score.multiplier == 2
    assert score.base == 66
    assert score.petit_au_bout_points == 20
    assert score.poignee_points == 20
    assert score.slam_points == 0
    assert score.per_defender == 106
    assert score.scores == (318, -106, -106, -106)


def test_example_2_garde_sans_failed_with_the_takers_poignee():
    score = score_deal(4, Contract.GARDE_SANS, 47, 1, poignees=[(30, "attack")])
    assert score.points_needed == 51
    assert score.difference == -4
    assert not score.made and score.sign == -1 and score.winner == "defence"
    assert score.multiplier == 4
    assert score.base == 116
    assert score.petit_au_bout_points == 0
    assert score.poignee_points == -30
    assert score.per_defender == -146
    assert score.scores == (-438, 146, 146, 146)


def test_example_3_petite_at_3_players_half_point_lost():
    score = score_deal(3, Contract.PETITE, 40.5, 2)
    assert score.points_needed == 41
    assert score.raw_difference == -0.5
    assert score.difference == -1
    assert not score.made
    assert score.base == 26
    assert score.per_defender == -26
    assert score.scores == (-52, 26, 26)


def test_example_4_garde_at_5_players_with_a_partner():
    score = score_deal(5, Contract.GARDE, 45.5, 3, taker=0, partner=2)
    assert score.points_needed == 36
    assert score.raw_difference == 9.5
    assert score.difference == 10
    assert score.made
    assert score.base == 70
    assert score.per_defender == 70
    assert score.scores == (140, -70, 70, -70, -70)
    assert score.defenders == (1, 3, 4)


def test_example_5_announced_slam_with_petit_au_bout():
    score = score_deal(4, Contract.GARDE, 91, 3, petit_au_bout="attack", slam_announced=True, slam="attack")
    assert score.difference == 55
    assert score.base == 160
    assert score.petit_au_bout_points == 20
    assert score.slam_points == 400
    assert score.per_defender == 580
    assert score.scores == (1740, -580, -580, -580)


# --- points needed and rounding -------------------------------------------------------------------


def test_points_needed_by_bouts():
    assert [points_needed(bouts) for bouts in (0, 1, 2, 3)] == [56, 51, 41, 36]


@pytest.mark.parametrize("players", [3, 5])
@pytest.mark.parametrize(
    ("points", "bouts", "difference"),
    [(40.5, 2, -1), (41.5, 2, 1), (35.5, 3, -1), (36.5, 3, 1), (50.5, 1, -1), (57.5, 0, 2), (20.5, 0, -36)],
)
def test_half_point_goes_to_the_winner(players, points, bouts, difference):
    score = score_deal(players, "petite", points, bouts)
    assert score.difference == difference
    assert score.made is (difference > 0)
    assert score.base == 25 + abs(difference)


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize(("points", "bouts"), [(36, 3), (41, 2), (51, 1), (56, 0)])
def test_exactly_the_points_needed_is_made(players, points, bouts):
    score = score_deal(players, Contract.GARDE, points, bouts)
    assert score.raw_difference == 0 and score.difference == 0
    assert score.made
    assert score.base == 50
    assert score.per_defender == 50


def test_half_point_at_4_players_is_rounded_the_same_way():
    # At 4 players only an Excuse changing camp on the last trick gives a half point (§6, §7 Decision).
    assert score_deal(4, "garde", 40.5, 2).difference == -1
    assert score_deal(4, "garde", 41.5, 2).difference == 1


# --- petit au bout, poignées, slam ------------------------------------------------------------------


def test_petit_au_bout_won_by_the_defence_is_subtracted_when_the_contract_is_made():
    score = score_deal(4, Contract.GARDE, 45, 2, petit_au_bout="defence")
    assert score.made
    assert score.base == 29 * 2
    assert score.petit_au_bout_points == -20
    assert score.per_defender == 58 - 20
    assert score.scores == (114, -38, -38, -38)


def test_petit_au_bout_won_by_the_attack_counts_even_when_the_contract_fails():
    score = score_deal(4, Contract.GARDE_CONTRE, 40, 2, petit_au_bout="attack")
    assert not score.made
    assert score.petit_au_bout_points == 60
    assert score.per_defender == -26 * 6 + 60


def test_poignee_shown_by_a_defender_goes_to_the_attack_when_it_wins():
    score = score_deal(4, Contract.PETITE, 50, 2, poignees=[(30, "defence")])
    assert score.poignee_points == 30
    assert score.per_defender == 34 + 30


def test_poignees_are_not_multiplied_and_add_up():
    score = score_deal(
        5, Contract.GARDE_CONTRE, 30, 1, partner=1, poignees=[(20, "attack"), (40, "defence"), (30, "défense")]
    )
    assert score.poignee_points == -90
    assert score.per_defender == -(25 + 21) * 6 - 90


def test_poignee_enum_from_the_poignee_module():
    score = score_deal(4, "garde", 40, 2, poignees=[(Poignee.TRIPLE, "attack"), (Poignee.SIMPLE, "defence")])
    assert score.poignees == ((40, "attack"), (20, "defence"))
    assert score.poignee_points == -60
    assert text(
        "score.poignee", "en", kind="triple", bonus=40, side=ATTACK, winner=DEFENCE, points="−40"
    ) in score.lines("en")


def test_poignee_may_be_anything_with_a_bonus():
    double = SimpleNamespace(bonus=30)
    score = score_deal(4, "garde", 50, 2, poignees=[(double, "attack")])
    assert score.poignees == ((30, "attack"),)
    assert score.poignee_points == 30


@pytest.mark.parametrize(
    ("announced", "slam", "slam_points"),
    [
        (True, "attack", 400),
        (False, "attack", 200),
        (True, None, -200),
        (False, "defence", -200),
        (True, "defence", -400),
        (False, None, 0),
    ],
)
def test_slam_terms(announced, slam, slam_points):
    points = {"attack": 91, "defence": 0, None: 60}[slam]
    bouts = {"attack": 3, "defence": 0, None: 2}[slam]
    score = score_deal(4, Contract.PETITE, points, bouts, slam_announced=announced, slam=slam)
    assert score.slam_points == slam_points
    assert score.per_defender == score.sign * score.base + slam_points


def test_unannounced_slam_at_5_players_alone():
    score = score_deal(5, Contract.GARDE_SANS, 91, 3, taker=3, partner=3, slam="attack", petit_au_bout="attack")
    assert score.partner is None
    assert score.per_defender == 80 * 4 + 40 + 200
    assert score.scores == (-560, -560, -560, 2240, -560)


# --- distribution --------------------------------------------------------------------------------


def test_taker_shares():
    assert [taker_share(3), taker_share(4), taker_share(5, 2), taker_share(5)] == [2, 3, 2, 4]


@pytest.mark.parametrize("taker", range(5))
def test_five_players_scores_follow_the_seats(taker):
    partner = (taker + 2) % 5
    score = score_deal(5, "garde", 60, 2, taker=taker, partner=partner)
    assert score.scores[taker] == 2 * score.per_defender
    assert score.scores[partner] == score.per_defender
    assert [score.scores[seat] for seat in score.defenders] == [-score.per_defender] * 3


sides = st.sampled_from([None, "attack", "defence"])
bonuses = st.sampled_from([20, 30, 40])


@st.composite
def deals(draw):
    players = draw(st.sampled_from([3, 4, 5]))
    taker = draw(st.integers(0, players - 1))
    partner = draw(st.one_of(st.none(), st.integers(0, players - 1))) if players == 5 else None
    slam = draw(sides)
    petit = draw(st.sampled_from([None, slam])) if slam else draw(sides)
    # Only deals that can happen: a slam fixes most of the points and the bouts (tarot_learn.deal_facts).
    half_points = {"attack": st.integers(174, 182), "defence": st.integers(0, 8), None: st.integers(0, 182)}[slam]
    bouts = {"attack": st.integers(2, 3), "defence": st.integers(0, 1), None: st.integers(0, 3)}[slam]
    deal = dict(
        players=players,
        contract=draw(st.sampled_from(list(Contract))),
        attack_points=draw(half_points) / 2,
        bouts=draw(bouts),
        taker=taker,
        partner=partner,
        petit_au_bout=petit,
        poignees=draw(st.lists(st.tuples(bonuses, st.sampled_from(["attack", "defence"])), max_size=players)),
        slam_announced=draw(st.booleans()),
        slam=slam,
    )
    facts = [deal[name] for name in ("players", "contract", "attack_points", "bouts")]
    try:
        check_deal_facts(*facts, Side.parse(petit) if petit else None, Side.parse(slam) if slam else None)
    except DealFactsError:
        assume(False)
    return deal


@settings(max_examples=400, deadline=None)
@given(deals())
def test_scores_always_sum_to_zero(deal):
    score = score_deal(**deal)
    assert sum(score.scores) == 0
    assert score.per_defender == (
        score.sign * score.base + score.petit_au_bout_points + score.poignee_points + score.slam_points
    )
    away_from_zero = math.ceil(abs(score.raw_difference))  # the half point goes to the winner
    assert score.difference == (away_from_zero if score.raw_difference >= 0 else -away_from_zero)
    assert (score.difference >= 0) is score.made


@settings(max_examples=300, deadline=None)
@given(deals())
def test_without_bonuses_the_sign_of_s_follows_the_contract(deal):
    deal.update(petit_au_bout=None, poignees=[], slam_announced=False, slam=None)
    score = score_deal(**deal)
    assert (score.per_defender > 0) is score.made
    assert abs(score.per_defender) == score.base
    assert score.scores[deal["taker"]] * score.sign > 0


# --- the breakdown told in words ---------------------------------------------------------------------


# Each line is a sentence of the catalogue; the test gives the figures (the wording: tests/golden).
def test_lines_tell_every_term_of_worked_example_1():
    score = score_deal(4, "garde", 49, 2, petit_au_bout="attack", poignees=[(20, "defence")])
    for lang in ("fr", "en"):
        player = [numbered_name(seat, lang, noun=True) for seat in range(4)]  # seat 0 is "le joueur 1"
        assert score.lines(lang) == (
            text("score.contract", lang, contract=Contract.GARDE, multiplier=2, players=4, taker=player[0]),
            text("score.needed.many", lang, bouts=2, needed=41),
            text("score.difference", lang, points="49", needed=41, raw="+8"),
            text("score.made", lang),
            text("score.base", lang, gap=8, multiplier=2, base=66),
            text("score.petit_au_bout", lang, side=ATTACK, multiplier=2, amount=20, points="+20"),
            text("score.poignee", lang, kind="simple", bonus=20, side=DEFENCE, winner=ATTACK, points="+20"),
            text("score.total", lang, sum="66 + 20 + 20 = +106"),
            text(
                "score.split",
                lang,
                taker=player[0],
                share=3,
                taker_score="+318",
                defenders=", ".join(player[1:]),
                defender_score="−106",
            ),
        )


def test_lines_with_the_half_point_in_french():
    lines = score_deal(3, "petite", 40.5, 2).lines("fr")
    assert text("score.difference", "fr", points="40,5", needed=41, raw="−0,5") in lines
    assert text("score.rounded", "fr", raw="−0,5", difference="−1") in lines
    assert text("score.failed", "fr", short=1) in lines
    assert text("score.base", "fr", gap=1, multiplier=1, base=26) in lines
    assert text("score.total", "fr", sum="−26") in lines


def test_lines_name_the_partner_and_the_slam():
    score = score_deal(5, "garde", 91, 3, taker=1, partner=4, slam="attack", slam_announced=True)
    for lang in ("fr", "en"):
        lines = score.lines(lang)
        player = [numbered_name(seat, lang, noun=True) for seat in range(5)]
        assert text("score.partner", lang, partner=player[4]) in lines
        assert text("score.slam.announced_made", lang, points="+400") in lines
        defenders = ", ".join(player[seat] for seat in (0, 2, 3))
        assert lines[-1] == text(
            "score.split_partner",
            lang,
            taker=player[1],
            share=2,
            taker_score="+1120",
            partner=player[4],
            partner_score="+560",
            defenders=defenders,
            defender_score="−560",
        )
    seen_by_taker = score.lines("fr", viewer=1)  # the taker is "vous", the others named by where they sit
    assert text("score.partner", "fr", partner="le joueur d'en face à gauche") in seen_by_taker
    assert seen_by_taker[-1].startswith("Le preneur (vous) marque")
    assert text("score.needed.one", "en", bouts=1, needed=51) in score_deal(4, "garde", 60, 1).lines("en")
    assert text("score.needed.none", "fr", bouts=0, needed=56) in score_deal(4, "garde", 60, 0).lines("fr")


def test_breakdown_is_frozen():
    score = score_deal(4, "garde", 50, 2)
    assert isinstance(score, ScoreBreakdown)
    with pytest.raises(AttributeError):
        score.per_defender = 0


# --- contracts in words ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("written", "contract"),
    [
        ("Petite", Contract.PETITE),
        ("prise", Contract.PETITE),
        ("GARDE", Contract.GARDE),
        ("garde_sans", Contract.GARDE_SANS),
        ("Garde sans le chien", Contract.GARDE_SANS),
        ("garde-contre", Contract.GARDE_CONTRE),
        ("guard against", Contract.GARDE_CONTRE),
        (Contract.GARDE, Contract.GARDE),
    ],
)
def test_parse_contract(written, contract):
    assert parse_contract(written) is contract


# --- bad input: a clear, bilingual error -----------------------------------------------------------------


GOOD = dict(players=4, contract="garde", attack_points=50, bouts=2)


@pytest.mark.parametrize(
    ("change", "key"),
    [
        (dict(contract="pousse"), "error.score.contract"),
        (dict(contract=2), "error.score.contract"),
        (dict(contract="passe"), "error.score.contract"),
        (dict(contract=None), "error.score.contract"),
        (dict(bouts=4), "error.score.bouts"),
        (dict(bouts=-1), "error.score.bouts"),
        (dict(bouts=2.0), "error.score.bouts"),
        (dict(bouts=True), "error.score.bouts"),
        (dict(attack_points=91.5), "error.score.points"),
        (dict(attack_points=-1), "error.score.points"),
        (dict(attack_points=40.25), "error.score.points"),
        (dict(attack_points="41"), "error.score.points"),
        (dict(attack_points=float("nan")), "error.score.points"),
        (dict(players=4, partner=2), "error.score.partner_not_5"),
        (dict(players=3, partner=0), "error.score.partner_not_5"),
        (dict(taker=4), "error.seat"),
        (dict(taker=-1), "error.seat"),
        (dict(players=5, partner=5), "error.seat"),
        (dict(petit_au_bout="dealer"), "error.score.side"),  # a seat, not a side
        (dict(slam="everyone"), "error.score.side"),
        (dict(slam=True), "error.score.side"),
        (dict(poignees=[(25, "attack")]), "error.score.poignee"),
        (dict(poignees=[(60, "attack")]), "error.score.poignee"),
        (dict(poignees=[(SimpleNamespace(bonus=10), "attack")]), "error.score.poignee"),
        (dict(poignees=[(20, "nobody")]), "error.score.side"),
        (dict(poignees=[(20, None)]), "error.score.poignee_entry"),
        (dict(poignees=[20]), "error.score.poignee_entry"),
        (dict(poignees=["20 attack"]), "error.score.poignee_entry"),
        (dict(slam_announced="yes"), "error.score.slam_announced"),
        (dict(slam="attack", petit_au_bout="defence"), "error.score.petit_against_slam.attack"),
        (dict(slam="defence", petit_au_bout="attack"), "error.score.petit_against_slam.defence"),
    ],
)
def test_bad_input_is_a_scoring_error_in_both_languages(change, key):
    with pytest.raises(TarotError) as caught:
        score_deal(**{**GOOD, **change})
    error = caught.value
    assert isinstance(error, ValueError)
    assert error.key == key
    assert error.key.startswith("error.seat") or isinstance(error, ScoringError)
    french, english = error.message("fr"), error.message("en")
    assert french and english and french != english


# A whole number stays a number in the sentence; anything else is quoted as the programmer wrote it.
@pytest.mark.parametrize(("players", "given"), [(2, 2), (6, 6), (4.0, "4.0"), (True, "True"), ("4", "'4'")])
def test_bad_player_count(players, given):
    with pytest.raises(PlayerCountError) as caught:
        score_deal(**{**GOOD, "players": players})
    assert (caught.value.key, caught.value.params) == ("error.players", {"given": given})


def test_error_messages_say_what_to_write():
    with pytest.raises(ScoringError) as caught:
        score_deal(4, "garde", 50, 5)
    assert (caught.value.key, caught.value.params) == ("error.score.bouts", {"given": "5"})
    with pytest.raises(ScoringError) as caught:
        score_deal(4, "gard", 50, 2)
    assert (caught.value.key, caught.value.params) == ("error.score.contract", {"given": "'gard'"})
    with pytest.raises(ScoringError) as caught:
        points_needed(7)
    assert (caught.value.key, caught.value.params) == ("error.score.bouts", {"given": "7"})
