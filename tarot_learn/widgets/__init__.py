"""Interactive trainers for the notebooks (ipywidgets 8, core widgets; the one custom widget is each
trainer's live region, a few lines of JavaScript through anywidget: ``_live.py`` says why).

Each trainer is one widget that shows itself, built in one line, in French or English::

    from tarot_learn.widgets import DealStepper
    DealStepper(players=4, seed=7, lang="fr")

The widgets hold no rules: every verdict, winner and score comes from the rules core.
"""

from .class_code import ClassCode
from .class_view import ClassView
from .deal_stepper import DealStepper
from .ecart_builder import EcartBuilder
from .excuse_explorer import ExcuseExplorer
from .exercise_widget import ExerciseWidget
from .exit_ticket import ExitTicket
from .game_table import GameTable
from .hand_advisor import HandAdvisor
from .hand_in import HandIn
from .hot_seat import HotSeatTable
from .join_class import JoinClass
from .pile_counter import PileCounter
from .practice import Practice
from .real_deal import RealDeal
from .score_calculator import ScoreCalculator
from .score_sheet import ScoreSheet
from .trick_trainer import TrickTrainer

__all__ = [
    "ClassCode",
    "ClassView",
    "DealStepper",
    "EcartBuilder",
    "ExcuseExplorer",
    "ExerciseWidget",
    "ExitTicket",
    "GameTable",
    "HandAdvisor",
    "HandIn",
    "HotSeatTable",
    "JoinClass",
    "PileCounter",
    "Practice",
    "RealDeal",
    "ScoreCalculator",
    "ScoreSheet",
    "TrickTrainer",
]
