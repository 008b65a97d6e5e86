"""The exercise notebooks, one per chapter: a learner id, the chapter's exercises as widgets,
an answer typed in a code cell, and the learner's progress at the end."""

from __future__ import annotations

from build_notebooks import Notebook, code, md, setup
from notebook_lessons import EXERCISE_NAMES, LESSON_NAMES, names

INTRODUCTION = md("""
## Comment ça marche

Chaque exercice pose une question sur une position. Répondez en **cliquant** les cartes ou en
**tapant** votre réponse dans la case, puis appuyez sur **Vérifier** : la correction dit si c'est
juste et **pourquoi**. **Indice** donne un coup de pouce (du plus discret au plus clair), **Réessayer**
efface votre réponse ; **Voir la solution** s'ouvre après quelques essais.

Commencez par exécuter les deux cellules ci-dessous. Dans la seconde, écrivez entre les guillemets
votre prénom ou l'identifiant que votre professeur vous a donné : vos réponses sont enregistrées
sous ce nom, et vos exercices sont **les vôtres** (chaque identifiant reçoit ses propres positions,
toujours les mêmes pour lui).
""", """
## How it works

Each exercise asks a question about a position. Answer by **clicking** the cards or by **typing**
your answer in the box, then press **Check**: the feedback says whether it is right and **why**.
**Hint** gives a nudge (from the gentlest to the clearest), **Try again** clears your answer; **Show
solution** opens after a few tries.

Start by running the two cells below. In the second, write between the quotes your first name or
the id your teacher gave you: your answers are saved under that name, and your exercises are **your
own** (each id gets its own positions, always the same ones for it).
""")

LEARNER_CELL = code("""
LEARNER = "learner"
from tarot_learn.exercises import Progress, check
from tarot_learn.widgets import ExerciseWidget
""")


def widget(exercise_id: str):
    return code(f'ExerciseWidget("{exercise_id}", lang=LANG, learner=LEARNER)')


def typed_answer(exercise_id: str, example_fr: str, example_en: str):
    """The typed-answer path: the chapter's first exercise answered in a code cell."""
    return [
        md(f"""
## Répondre dans une cellule de code

Vous pouvez aussi répondre au **premier exercice** de ce carnet dans une cellule : écrivez votre
réponse entre les guillemets ({example_fr}), puis exécutez la cellule. La correction est la même que
dans le widget, et votre réponse est enregistrée avec les autres dans votre suivi.
""", f"""
## Answering in a code cell

You can also answer this notebook's **first exercise** in a cell: write your answer between the
quotes ({example_en}), then run the cell. The grading is the same as in the widget, and your answer
is saved with the others in your progress.
"""),
        code(f"""
answer = ""
check("{exercise_id}", answer, lang=LANG, learner=LEARNER)
"""),
    ]


PROGRESS = [
    md("""
## Vos progrès

Exécutez ces cellules quand vous avez fini (ou à tout moment) : elles résument vos réponses
enregistrées et montrent votre meilleur score pour chaque exercice essayé.
""", """
## Your progress

Run these cells when you have finished (or at any time): they sum up your saved answers and show
your best score for each exercise you tried.
"""),
    code("""
progress = Progress(LEARNER)
print(progress.summary(LANG))
"""),
    code("progress.chart(LANG)"),
]


def exercise_notebook(number: str, title: tuple[str, str], lesson: str, sections, typed) -> Notebook:
    """An exercise notebook: title and link to its lesson, how it works, the learner's id, the
    exercises (sections of (heading, ids)), a typed answer, and the progress."""
    lesson_fr, lesson_en = LESSON_NAMES[lesson]
    cells = [
        md(f"""
# Exercices — {title[0]}

Ces exercices vont avec la leçon [{lesson_fr}](../../notebooks/fr/{lesson_fr}.ipynb).
""", f"""
# Exercises — {title[1]}

These exercises go with the lesson [{lesson_en}](../../notebooks/en/{lesson_en}.ipynb).
"""),
        INTRODUCTION,
        setup(),
        LEARNER_CELL,
    ]
    for (heading_fr, heading_en), ids in sections:
        cells.append(md(f"## {heading_fr}", f"## {heading_en}"))
        cells += [widget(exercise_id) for exercise_id in ids]
    cells += typed_answer(*typed)
    cells += PROGRESS
    return Notebook("exercises", names(EXERCISE_NAMES, number), cells)


EXERCISES = [
    exercise_notebook("01", ("les cartes et leurs points", "the cards and their points"), "01", [
        (("Compter un tas de cartes", "Counting a pile of cards"), [
            "cards-points-king-small", "cards-points-queen", "cards-points-courts", "cards-points-suit",
            "cards-points-bouts", "cards-points-petit", "cards-points-mixed",
        ]),
    ], ("cards-points-king-small", "par exemple `\"5\"` ou `\"12.5\"`", 'for example `"5"` or `"12.5"`')),
    exercise_notebook("02", ("la donne", "dealing"), "02", [
        (("Combien de cartes ?", "How many cards?"), [
            "dealing-hand-4p", "dealing-hand-3p", "dealing-hand-5p", "dealing-chien-4p", "dealing-chien-5p",
            "dealing-packet-3p",
        ]),
        (("Qui joue le premier ?", "Who plays first?"), ["dealing-first-player-4p", "dealing-first-player-5p"]),
    ], ("dealing-hand-4p", "un nombre, par exemple `\"18\"`", 'a number, for example `"18"`')),
    exercise_notebook("03", ("l'écart", "the écart"), "03", [
        (("Faire un écart régulier", "Making a legal écart"), [
            "ecart-garde-4p", "ecart-court-cards", "ecart-trumps-forced", "ecart-5p",
        ]),
    ], ("ecart-garde-4p", "les cartes séparées par des espaces, par exemple `\"D♦ 7♣ 8♣\"`",
        'the cards separated by spaces, for example `"D♦ 7♣ 8♣"`')),
    exercise_notebook("04", ("fournir, couper, monter", "following suit and trumping"), "04", [
        (("Fournir", "Following suit"), ["play-follow-1", "play-follow-2", "play-follow-trumped"]),
        (("Couper", "Trumping"), ["play-must-trump-1", "play-must-trump-2"]),
        (("Surcouper et sous-couper", "Overtrumping and undertrumping"), [
            "play-must-overtrump-1", "play-must-overtrump-2", "play-undertrump-1", "play-undertrump-2",
        ]),
        (("Atout demandé", "Trumps led"), [
            "play-trump-led-partner", "play-trump-led-2", "play-trump-led-lower", "play-trump-led-none",
        ]),
        (("Se défausser", "Discarding"), ["play-discard-1", "play-discard-excuse-only"]),
        (("Avec l'Excuse", "With the Excuse"), [
            "play-excuse-led-1", "play-excuse-led-2", "play-excuse-led-3", "play-excuse-in-hand-1",
            "play-excuse-in-hand-2", "play-last-trick-excuse", "play-last-trick-excuse-3p",
        ]),
        (("À cinq : la couleur appelée", "At five: the called suit"), ["play-called-suit-1", "play-called-suit-2"]),
        (("Qui gagne le pli ?", "Who wins the trick?"), [
            "play-winner-suit", "play-winner-small-trump", "play-winner-excuse", "play-winner-led-suit",
            "play-winner-5p",
        ]),
    ], ("play-follow-1", "les cartes séparées par des espaces, par exemple `\"7♥ R♥\"`",
        'the cards separated by spaces, for example `"7♥ K♥"`')),
    exercise_notebook("05", ("l'Excuse", "the Excuse"), "05", [
        (("Où finit l'Excuse ?", "Where does the Excuse end up?"), [
            "excuse-own-side-won", "excuse-exchanged", "excuse-owed", "excuse-last-trick-taker",
            "excuse-last-trick-defender", "excuse-last-trick-winner-option", "excuse-slam",
        ]),
    ], ("excuse-own-side-won", "le camp, par exemple `\"attaque\"` ou `\"défense\"`",
        'the side, for example `"attack"` or `"defence"`')),
    exercise_notebook("06", ("compter les points", "scoring"), "06", [
        (("Réussi ou chuté, et de combien ?", "Made or failed, and by how much?"), [
            "scoring-two-bouts-made", "scoring-one-bout-failed", "scoring-exactly-made", "scoring-half-point-lost",
            "scoring-half-point-won", "scoring-half-point-3p-made", "scoring-garde-contre-failed",
        ]),
    ], ("scoring-two-bouts-made", "D, par exemple `\"+8\"` ou `\"-3\"`", 'D, for example `"+8"` or `"-3"`')),
]
