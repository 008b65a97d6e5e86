"""The rules core as it was before issue 12's engine (commit 7a494c8): the benchmark's reference.

Verbatim copies of ``tarot_learn``'s ``cards``, ``parsing``, ``deal``, ``bidding``, ``call``,
``contracts``, ``ecart``, ``errors``, ``excuse``, ``play``, ``poignee``, ``scoring``, ``game`` and
``bots`` at that commit — everything today's ``Game`` and bots run through — so that later changes
to the package cannot speed the reference up. Only the sentences come from the package
(``i18n.py`` forwards to :mod:`tarot_learn.i18n`; the timed loop never makes one). Never imported
by the package: ``benchmarks/bench_rules.py`` plays the same seeds through this loop and through
the package, in turn, to measure the speed-up in one run.
"""
