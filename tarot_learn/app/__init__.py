"""The application layer: the ``tarot-learn`` command (:mod:`.cli`) and the printed pages
(:mod:`.printing`), with what only they compose — the tournament's table, the answer keys.

It sits on top of every other layer (CONTRIBUTING.md, "The layers") and nothing imports it but the
command's entry point: ``tarot-learn`` is ``tarot_learn.app.cli:main`` (``python -m tarot_learn.app.cli``).
"""
