"""What is wise, never what is allowed: bots, playouts, advice, the coach and the evaluator.

This layer sits on the rules core (``tarot_learn``'s top-level modules) and asks it every
question of legality; the rules never import it. Standard library only, so that it runs in
JupyterLite too:

* :mod:`.tactics` — the small card choices every bot shares (cheapest, richest, lowest card);
* :mod:`.bots` — the ``Bot`` protocol (``choose(view)``), ``RandomBot`` and ``SimpleBot``, and the
  drivers ``take_turn`` / ``run_bots`` (checked) and ``play_out`` (the engine's unchecked steps);
* :mod:`.playout` — a deal played on from a scripted position (the widgets' and exercises' deals);
* :mod:`.scenarios` — deals built and played for the lessons: ``written_deal`` (the taker wins every
  trick: lesson 05's slam) and the Excuse's scenarios (``play_scenario``, the Excuse explorer's);
* :mod:`.stats` — what dealing gives, by counting and by simulation (lesson 09);
* :mod:`.advice`, :mod:`.ecart_advice` — Chavey's points method, the chances of each contract,
  the écart advice (lesson 10);
* :mod:`.coach` — ``CoachBot``, whose every choice is a named strategy rule with its sentence;
* the yardstick the advice is measured against: :mod:`.sampler` — ``sample_deals``, deals drawn
  uniformly among those that agree with what a seat knows (on :mod:`.placements`, which counts
  and draws placements of cards exactly); :mod:`.solver` — ``solve``, the exact open-hand solver:
  what the deal is worth with every hand visible and perfect play, and the cards that reach it
  (``Solution``; ``solve_position`` and ``SolverPosition`` for a position given as bit sets — not an
  exercise's ``tarot_learn.exercises.Position``);
  :mod:`.evaluator` — ``evaluate``, what each legal action is worth given what the seat sees;
  :mod:`.expert` — ``ExpertBot``, a bot that plays by it; :mod:`.review` — ``review_deal``, a
  finished deal's decisions measured by it (« Où avez-vous perdu des points ? »).

Those names are loaded on first use, so that importing one bot does not load the solver.
"""

_EXPORTS = {
    "sample_deals": "sampler",
    "solve": "solver",
    "solve_position": "solver",
    "SolverPosition": "solver",
    "Solution": "solver",
    "evaluate": "evaluator",
    "ExpertBot": "expert",
    "review_deal": "review",
    "written_deal": "scenarios",
    "play_scenario": "scenarios",
}


def __getattr__(name: str):
    if name in _EXPORTS:
        from importlib import import_module

        return getattr(import_module("." + _EXPORTS[name], __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted([*globals(), *_EXPORTS])


__all__ = sorted(_EXPORTS)
