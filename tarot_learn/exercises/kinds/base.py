"""The one protocol every kind of exercise implements, its typed position, and its verdict.

A kind of exercise is a class: its facts are class attributes (the form of its answer, whether it is
a two-choice question, its chapters, the situations it generates) and its behaviour is a handful of
methods — what the learner sees, how his answer is read, what the rules core says the answer is, the
verdict with the rule that decides it, three hints, and how a learner's variant is drawn. The grader,
the generator, the hints, the variants, the bank, the widget and the report ask a kind through this
protocol only (:data:`~tarot_learn.exercises.kinds.KINDS`), never by its name.

The kind never decides a rule: every answer, verdict and account comes from the rules core (or, for
advice, from :mod:`tarot_learn.strategy`).
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Mapping
from dataclasses import dataclass, field, fields, replace
from typing import TYPE_CHECKING, ClassVar

from ... import i18n
from ...cards import Card, CardSet

if TYPE_CHECKING:
    from ...game import Game
    from ..model import Exercise
    from .misconceptions import Misconception

HINT_LEVELS = (1, 2, 3)  # the rule, where to look in this position, nearly the answer


@dataclass(frozen=True, kw_only=True)
class Position:
    """What a question shows: the base of every kind's own position (a small frozen dataclass
    with the fields that kind needs). Most questions depend on the number of players."""

    players: int = 4

    def cards(self) -> set[Card]:
        """Every card the position shows: its hands, piles, tricks and called card (a variant
        re-draws them, :mod:`.shuffle`)."""
        found: set[Card] = set()
        for item in fields(self):
            value = getattr(self, item.name)
            if isinstance(value, Card):
                found.add(value)
            elif isinstance(value, CardSet):
                found |= set(value)
            elif isinstance(value, tuple):
                for part in value:
                    found |= {part} if isinstance(part, Card) else set(getattr(part, "cards", ()))
        return found


@dataclass(frozen=True)
class Verdict:
    """What a kind says of a readable answer: its ``score`` (0 to 1), the ``rule`` that decides it
    (a key: ``"must_overtrump"``, ``"wrong_sign"``…) with its ``params`` (the cards, seats and
    numbers of this position), and the reason said to the learner, piece by piece (``said``:
    :class:`~tarot_learn.i18n.Sentence` and :class:`~tarot_learn.i18n.Deferred` pieces). A wrong
    answer's reason names the rule and where to look, never the solution."""

    score: float
    rule: str
    params: Mapping[str, object] = field(default_factory=dict)
    said: tuple = ()
    misconception: str = ""  # what a wrong answer reveals, a key of the kind's catalogue (:mod:`.misconceptions`)

    @classmethod
    def right(cls, rule: str, params: Mapping[str, object], *said) -> Verdict:
        return cls(1.0, rule, dict(params), said)

    @classmethod
    def wrong(cls, rule: str, params: Mapping[str, object], *said, score: float = 0.0) -> Verdict:
        return cls(score, rule, dict(params), said)

    def reason(self, lang: str) -> str:
        """The reason in one paragraph, in ``lang``."""
        return " ".join(part for part in (piece.localized(lang) for piece in self.said) if part)


class Kind:
    """One kind of exercise. Subclass it, set the class facts, write the methods a kind needs
    (the defaults below fit a kind that shows no cards and has no variants), and register an
    instance in :data:`~tarot_learn.exercises.kinds.KINDS`."""

    # --- class facts -------------------------------------------------------------------------------
    name: ClassVar[str]  # the ``kind`` of its exercises, in the bank and in progress files
    position: ClassVar[type[Position]]  # its position, read from a bank entry's fields of the same names
    answer_form: ClassVar[str]  # what the learner writes: a key of exercise.write.* ("card", "number"…)
    one_card: ClassVar[bool] = False  # the card buttons keep only the last card pressed
    two_choices: ClassVar[bool] = False  # answered by one of two words: a right second try earns nothing
    chapters: ClassVar[tuple[str, ...]]  # where its bank exercises live; a generated one goes in the first
    situations: ClassVar[tuple[str, ...]] = ()  # the situations :func:`generate` makes with this kind
    keeps_bank_words: ClassVar[bool] = False  # a learner's variant keeps the bank's question, word for word
    misconceptions: ClassVar[tuple[Misconception, ...]] = ()  # typical wrong answers and what they reveal
    generic_wrong_reason: ClassVar[bool] = (
        False  # a wrong answer is told only its rule area: a misconception replaces it
    )
    practice_skill: ClassVar[str] = ""  # the one Practice target its situations make together, if they do
    table_drill: ClassVar[bool] = False  # asked in turn by the game table's drill, on the game played (at_table)

    # --- what the learner sees ---------------------------------------------------------------------
    def question(self, position: Position, lang: str) -> str:
        """The question of a generated exercise or of a learner's variant."""
        raise NotImplementedError(f"{self.name}: its exercises keep the bank's question")

    def position_lines(self, position: Position, lang: str) -> list[str]:
        """The position in words, one line each: for a typed answer and for a screen reader."""
        return []

    def pictures(self, position: Position, lang: str) -> list[str]:
        """The position drawn (SVG pictures, from :mod:`tarot_learn.display`)."""
        return []

    def answer_cards(self, position: Position):
        """The cards an answer is made of, offered as buttons; None when the answer is no card."""
        return None

    def solution_picture(self, position: Position, lang: str) -> str:
        """A picture shown with the solution (SVG), or nothing."""
        return ""

    # --- the answer --------------------------------------------------------------------------------
    def read_answer(self, answer, position: Position):
        """The learner's answer in the form of :meth:`solve`; an :class:`~.answers.AnswerError`
        (a TarotError) saying what to write when it cannot be read."""
        raise NotImplementedError

    def solve(self, position: Position):
        """The answer, from the rules core."""
        raise NotImplementedError

    def judge(self, exercise, given) -> Verdict:
        """The verdict on a readable answer ``given`` (as :meth:`read_answer` returns it)."""
        raise NotImplementedError

    def verdict(self, exercise, given) -> Verdict:
        """:meth:`judge`'s verdict; a wrong one names the first misconception of the kind's
        catalogue that ``given`` reveals, and its sentence and where to look follow the reason, or
        replace it where the reason is only the rule area's (:mod:`.misconceptions`)."""
        verdict = self.judge(exercise, given)
        if verdict.score == 1:
            return verdict
        for misconception in self.misconceptions:
            params = misconception.spotted(exercise.position, given)
            if params is not None:
                said = misconception.said(params)
                said = said if self.generic_wrong_reason else (*verdict.said, *said)
                return replace(verdict, misconception=misconception.key, said=said)
        return verdict

    def solution(self, position: Position, lang: str) -> str:
        """The solution as a sentence ("Show solution")."""
        raise NotImplementedError

    def key_agrees(self, exercise, key) -> bool:
        """Whether an author's key (a bank's or a teacher's ``answer``) is what the rules say: by default,
        an answer a learner would be marked right for. Raises a TarotError when it cannot be read."""
        given = self.read_answer(key if isinstance(key, str) else str(key), exercise.position)
        return self.verdict(exercise, given).score == 1

    def right_answers(self, position: Position) -> tuple:
        """Answers a learner may write that are right (the tests grade each one)."""
        raise NotImplementedError

    def solution_words(self, position: Position, lang: str) -> tuple[str, ...]:
        """Words that would give the solution away — the solution's sentence, the cards or the
        signed number it names: the feedback of a wrong answer never contains them (as whole words)."""
        return (self.solution(position, lang),)

    def wrong_answers(self, position: Position) -> tuple:
        """Typical wrong answers for this position, as a learner writes them (the tests check that
        each is graded wrong and that its feedback never gives the solution)."""
        return ()

    # --- hints ------------------------------------------------------------------------------------
    # Three levels, each written by the kind from the rules core: the first states the rule of the
    # exercise's situation; the second points at what matters in this very position (the suit led, the
    # highest trump, the sides, the bouts); the third comes close to the answer without giving it (how
    # many cards are legal, what kind of card wins, how many trumps the écart needs). No level gives the
    # solution, and each says something the one before did not (tests/contracts/test_hint_contract.py); the
    # exercise widget gives the last level only after a wrong answer.
    def hint(self, exercise: Exercise, level: int, lang: str) -> str:
        """Hint ``level``: 1 the rule, 2 where to look in this position, 3 close to the answer
        without giving it. A bank exercise may write its own (:meth:`bank_hint_ladder`)."""
        raise NotImplementedError

    def hint_ladder(self, exercise: Exercise) -> tuple[dict[str, str], ...]:
        """The three hints of ``exercise`` in every language, from the gentlest to the most explicit."""
        return tuple({lang: self.hint(exercise, level, lang) for lang in i18n.LANGUAGES} for level in HINT_LEVELS)

    def bank_hint_ladder(self, exercise: Exercise) -> tuple[dict[str, str], ...]:
        """A bank exercise's hints in three levels, like a variant's: its first written hint (the rule,
        gently), "where to look in this position" (written, when the bank writes three), then its last
        written hint (close to the answer) — the computed ones stand in for hints the bank does not write,
        where they do not fit the question."""
        computed = self.hint_ladder(exercise)
        written = exercise.hints
        first = written[0] if written else computed[0]
        where = written[1] if len(written) >= len(HINT_LEVELS) else computed[1]
        last = written[-1] if len(written) > 1 else computed[2]
        return first, where, last

    # --- a learner's variant -----------------------------------------------------------------------
    # A bank exercise teaches one thing: a rule applied with a given number of players, in a given
    # situation. :meth:`target` reads that from the rules core (the set of ``explain_play`` reasons,
    # ``explain_winner``'s reason, ``settle_excuse``'s case, the margin's sign…), so "the same target"
    # means "decided by the same rules, the same way". :meth:`vary` draws a candidate from the bank's
    # position with a seeded generator (suits shuffled, small cards and middle trumps re-drawn in the
    # same order, :mod:`.shuffle`; seats turned; points or dealer re-drawn); the caller
    # (:func:`..generate.exercise_for`) keeps it only when :meth:`keeps_target`, else tries the next
    # sub-seed, and falls back on the bank's position after a bounded number of attempts.
    def target(self, position: Position) -> Hashable:
        """What decides the answer, as the core reads it: a variant must give the same."""
        return self.solve(position)

    def vary(self, position: Position, rng: random.Random) -> Position | None:
        """A candidate for a learner's variant of ``position``, or None when nothing may change."""
        return None

    def keeps_target(self, bank: Exercise, candidate: Exercise) -> bool:
        """Whether ``candidate`` (an exercise of this kind, its position drawn by :meth:`vary`) keeps
        ``bank``'s target: the same kind, and the same :meth:`target` read by the core."""
        return candidate.kind == bank.kind and self.target(candidate.position) == self.target(bank.position)

    def keeps_words(self, position: Position) -> bool:
        """Whether a variant of the bank's ``position`` keeps the bank's question (:meth:`reword`), or
        gets the kind's own (:meth:`question`): :attr:`keeps_bank_words` unless the kind knows better."""
        return self.keeps_bank_words

    def reword(self, bank: Position, variant: Position, text: str, lang: str) -> str | None:
        """The bank's question ``text`` (in ``lang``) said of ``variant`` instead of ``bank``, for a kind
        that :attr:`keeps_bank_words`: the words unchanged by default (its variants change only what the
        words do not name); None when the words cannot be said of the variant (the candidate is dropped)."""
        return text

    # --- at the game table -------------------------------------------------------------------------
    @classmethod
    def at_table(cls, game: Game, seat: int) -> Position | None:
        """A question of this kind on the learner's own ``game`` as ``seat`` sees it now (the drill of
        the game table, :mod:`..drill`), or None: the kind asks nothing at the table (the default), or
        nothing at this moment."""
        return None

    # --- generated exercises -----------------------------------------------------------------------
    def generate(self, situation: str, rng: random.Random) -> Position:
        """A fresh position practising ``situation`` (one of :attr:`situations`)."""
        raise NotImplementedError(f"{self.name} generates no situation")

    def __repr__(self) -> str:
        return f"<kind {self.name}>"
