"""The class layer: what a teacher reads of a whole class — the class summary behind the live view
(:mod:`.summary`), the gradebook exports (:mod:`.gradebook`), the duplicate tournament's files and
ranking (:mod:`.tournament`).

It sits above the exercises (it reads the learners' progress files, it never grades) and below the
widgets and the command line. ``import tarot_learn`` and ``import tarot_learn.exercises`` never load it
(a test checks it): a learner's kernel pays nothing for the class's tools.
"""
