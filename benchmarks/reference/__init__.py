"""Today's Game and bots, frozen on 2026-11-30 (before issue 12's engine) as the benchmark's reference.

Copies of ``tarot_learn/game.py``, ``bots.py``, ``deal.py`` and ``excuse.py`` at commit 7a494c8, with only their
imports changed (and ``half_points_of`` as it was then, beside the settlement). Never imported by the package: the
benchmark plays the same deals through this loop and through the package to measure the speed-up in one run.
"""
