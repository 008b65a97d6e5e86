"""One reader of contracts, Contract.parse (RULES.md §3); the bids and the score read through it."""

import pytest

import tarot_learn as tl
from tarot_learn import Contract


@pytest.mark.parametrize(
    ("written", "contract"),
    [
        ("Petite (Prise)", Contract.PETITE),
        ("prise", Contract.PETITE),
        ("GARDE", Contract.GARDE),
        ("Garde sans le chien", Contract.GARDE_SANS),
        ("garde-sans", Contract.GARDE_SANS),
        ("Gärde Contre", Contract.GARDE_CONTRE),
        ("guard against the chien", Contract.GARDE_CONTRE),
        ("Small", Contract.PETITE),  # the English names lesson 03 teaches
        ("guard", Contract.GARDE),
        ("guard without the dog", Contract.GARDE_SANS),
        ("Guard against (the dog)", Contract.GARDE_CONTRE),
        ("guard without the kitty", Contract.GARDE_SANS),
        (Contract.GARDE, Contract.GARDE),
    ],
)
def test_contract_parse_reads_french_and_english(written, contract):
    assert Contract.parse(written) is contract
    assert tl.parse_bid(written) is contract and tl.parse_contract(written) is contract


def test_contract_parse_reads_each_contracts_own_names():
    for contract in Contract:
        for lang in ("fr", "en"):
            assert Contract.parse(contract.localized(lang)) is contract


@pytest.mark.parametrize("written", ["passe", "pass", "pousse", "", 2, None])
def test_a_pass_or_anything_else_is_no_contract(written):
    with pytest.raises(tl.TarotError) as caught:
        Contract.parse(written)
    assert caught.value.key == "error.score.contract"
    with pytest.raises(tl.ScoringError):
        tl.parse_contract(written)


def test_the_bidding_reads_a_pass_and_names_the_bid_it_cannot_read():
    assert tl.parse_bid("Je passe") is None
    with pytest.raises(tl.IllegalActionError) as caught:
        tl.parse_bid("pousse")
    assert caught.value.key == "error.bid.unknown"
