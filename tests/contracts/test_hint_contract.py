"""The hints' contract (issue 23, item 1): over five learners' variants of every chapter, the bank's
own positions, generated exercises of every situation and both languages, no hint at any level gives
the solution, and every level says something the one before did not.

"Gives the solution" is read from the exercise's kind: the solution's sentence, or one of its
words (``solution_words``: the cards, the signed number, the seat) or a right answer
(``right_answers``) named as whole words. Two things do not count: a word the question itself
already names (the hint repeats the question), and a choice named among all the choices of a
closed question (a rule that says which side gets what names both sides)."""

import re

import pytest

from tarot_learn import i18n
from tarot_learn.exercises import CHAPTERS, KINDS, exercise_set, generate
from tarot_learn.exercises.generate import SAME_FOR_EVERYONE
from tarot_learn.exercises.kinds import kind_of

LEARNERS = ("alice", "bob", "chloé", "dimitri", "emma", SAME_FOR_EVERYONE)  # the last: the bank's own positions
LEVELS = (1, 2, 3)
# The choices of a closed question, by the form of its answer: naming them all is no answer.
CHOICES = {
    "side": {"fr": ("attaque", "défense"), "en": ("attack", "defence")},
    "yes_no": {"fr": ("oui", "non"), "en": ("yes", "no")},
    "poignee": {"fr": ("simple", "double", "triple"), "en": ("single", "double", "triple")},
    "contract_or_pass": {  # the English hints name the contracts by their French names too
        "fr": ("pass", "petite", "garde", "garde sans", "garde contre"),
        "en": ("pass", "petite", "garde", "garde sans", "garde contre"),
    },
}
# A trump is written as its number: a number that counts something ("2 of the 5 cards", "3 trumps in
# all") is a count, not that trump.
_COUNTED = r"\s+(?:sur|of|en tout|in all|cartes?|cards?|atouts?|trumps?|tours?|rounds?|joueurs?|players?)\b"


def _named(words: str, text: str) -> bool:
    """Whether ``words`` stand in ``text`` as whole words, whatever the case (a card "1" is not the "1" of "12"),
    a trump's number not counting something."""
    pattern = rf"(?<![\w♠♥♦♣+\-])(?<!\d[.,]){re.escape(words)}(?![\w♠♥♦♣]|[.,]\d)"  # 5 is not 4,5's
    if words.isdigit():
        pattern += rf"(?!{_COUNTED})"
    return re.search(pattern, text, flags=re.IGNORECASE) is not None


def _all_choices_named(form: str, lang: str, text: str) -> bool:
    choices = CHOICES.get(form, {}).get(lang, ())
    return bool(choices) and all(re.search(rf"(?<!\w){re.escape(choice)}", text, re.IGNORECASE) for choice in choices)


def solution_given(exercise, hint: str, lang: str) -> list[str]:
    """The words of the solution that ``hint`` names (empty: the hint keeps the solution to itself)."""
    kind = kind_of(exercise)
    sentence, *words = kind.solution_words(exercise.position, lang)
    answers = [answer for answer in kind.right_answers(exercise.position) if isinstance(answer, str)]
    question = exercise.question_text(lang)
    given = [sentence] if sentence in hint else []
    for word in dict.fromkeys([*words, *answers]):
        if not word or not _named(word, hint) or _named(word, question):
            continue
        if _all_choices_named(kind.answer_form, lang, hint):
            continue
        given.append(word)
    return given


def _exercises():
    for learner in LEARNERS:
        for chapter in CHAPTERS:
            yield from ((learner, exercise) for exercise in exercise_set(learner, chapter))
    for kind in KINDS.values():  # and fresh exercises, whose hints are all computed
        for situation in kind.situations:
            yield from (("generated", generate(situation, seed, kind=kind.name)) for seed in range(1, 6))


EXERCISES = list(_exercises())


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_no_hint_gives_the_solution(lang):
    leaks = []
    for learner, exercise in EXERCISES:
        for level in LEVELS:
            given = solution_given(exercise, exercise.hint(level, lang), lang)
            if given:
                leaks.append((learner, exercise.id, level, given))
    assert leaks == []


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_hint_level_differs_from_the_one_before(lang):
    for learner, exercise in EXERCISES:
        assert len(exercise.hints) == len(LEVELS), (learner, exercise.id)
        hints = [exercise.hint(level, lang) for level in LEVELS]
        for before, after in zip(hints, hints[1:], strict=False):
            assert after and after != before, (learner, exercise.id, lang, hints)


def test_the_contract_catches_a_solution_put_in_a_hint():
    learner, exercise = next((learner, item) for learner, item in EXERCISES if item.id == "play-must-overtrump-1")
    kind = kind_of(exercise)
    for lang in i18n.LANGUAGES:
        _, *words = kind.solution_words(exercise.position, lang)
        leaked = f"{exercise.hint(3, lang)} {words[0]}"
        assert solution_given(exercise, leaked, lang) == [words[0]]
        assert solution_given(exercise, kind.solution(exercise.position, lang), lang)


# --- near-leaks (issue 32): a hint that all but computes the answer, or hints that give it together --------------
_EXPRESSION = re.compile(r"[\d(][\d\s().,+\-−×x*/÷]*[+\-−×*/÷][\d\s().,+\-−×x*/÷]*\d\)?")
_FACTORS = {"double": 2, "twice": 2, "deux fois": 2, "trois fois": 3, "three times": 3}
_ANYTHING = ("ce que vous voulez", "what you like", "what you want", "n'importe quelle", "any card you", "toutes vos")


def _numeric_answer(exercise):
    value = kind_of(exercise).solve(exercise.position)
    return value if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def computed(hint: str) -> list[float]:
    """The values of the arithmetic written in ``hint`` (« (78 − 6) ÷ 4 »)."""
    values = []
    for match in _EXPRESSION.finditer(hint):
        text = match.group().replace("−", "-").replace("×", "*").replace("÷", "/").replace(",", ".")
        try:
            values.append(eval(text, {"__builtins__": {}}))  # digits and operators only (the pattern)
        except (SyntaxError, ZeroDivisionError, TypeError):
            continue
    return values


def near_leaks(exercise, lang: str, hints=None) -> list[str]:
    hints = hints or [exercise.hint(level, lang) for level in LEVELS]
    answer, found = _numeric_answer(exercise), []
    if answer is not None:
        numbers = {float(n.replace(",", ".")) for hint in hints for n in re.findall(r"\d+(?:[.,]\d+)?", hint)}
        for hint in hints:
            if any(abs(value - answer) < 1e-9 for value in computed(hint)):
                found.append(f"computes: {hint}")
            for word, factor in _FACTORS.items():
                if re.search(rf"\b{word}\b", hint, re.IGNORECASE) and any(
                    abs(n * factor - answer) < 1e-9 for n in numbers
                ):
                    found.append(f"{word} of a number another hint gives: {hint}")
    cards = getattr(exercise.position, "hand", None)
    if kind_of(exercise).answer_form == "cards" and cards is not None:
        if set(kind_of(exercise).solve(exercise.position)) == set(cards):  # every card is the answer
            found += [f"says every card: {hint}" for hint in hints if any(p in hint.lower() for p in _ANYTHING)]
    if kind_of(exercise).name == "score":  # a score's hints say how to score, not the poignée thresholds
        thresholds = i18n.text("exercise.hints.poignee.2", lang)
        found += [f"thresholds for a score: {hint}" for hint in hints if hint == thresholds]
    return found


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_no_hint_all_but_computes_the_answer(lang):
    leaks = [(learner, exercise.id, near_leaks(exercise, lang)) for learner, exercise in EXERCISES]
    assert [leak for leak in leaks if leak[2]] == []


def test_the_near_leak_contract_catches_the_leaks_seen():
    """The hints issue 32 saw: each is caught (the contract can fail)."""
    assert 18 in computed("(78 − 6) ÷ 4.")
    _, exercise = next((learner, item) for learner, item in EXERCISES if item.id == "bidding-multiplier-garde-sans")
    seen = (
        "Chaque contrat…",
        "Les multiplicateurs vont de 1 pour la petite à 6 ; la garde vaut 2.",
        "Le double de la garde.",
    )
    assert near_leaks(exercise, "fr", seen)  # the hints as they were
    assert not near_leaks(exercise, "fr")
