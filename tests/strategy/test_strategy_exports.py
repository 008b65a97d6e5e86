"""tarot_learn.strategy exports the evaluator's four names (issue 21 keeps them), loaded on first use."""

import subprocess
import sys

import pytest

import tarot_learn.strategy as strategy
from tarot_learn.strategy.evaluator import evaluate
from tarot_learn.strategy.expert import ExpertBot
from tarot_learn.strategy.sampler import sample_deals
from tarot_learn.strategy.solver import solve


def test_the_four_names():
    assert (strategy.sample_deals, strategy.solve, strategy.evaluate, strategy.ExpertBot) == (
        sample_deals,
        solve,
        evaluate,
        ExpertBot,
    )
    assert {"sample_deals", "solve", "evaluate", "ExpertBot"} <= set(strategy.__all__)


def test_a_bot_alone_does_not_load_the_solver():
    code = "import sys, tarot_learn.strategy.bots; print('tarot_learn.strategy.solver' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout == "False\n"


def test_one_position_per_public_name():
    """The solver's bit-set position is ``SolverPosition``; ``Position`` names an exercise's only (issue 34)."""
    from tarot_learn import exercises, strategy

    assert "Position" not in strategy.__all__ and "SolverPosition" in strategy.__all__
    assert strategy.SolverPosition is not exercises.Position
    with pytest.raises(AttributeError):
        strategy.Position  # noqa: B018
