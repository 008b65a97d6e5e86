"""The live class view: ``ClassView(lang="fr")`` in a notebook or in the Voilà app ``apps/class_view_*``.

It reads the class's progress folder (:func:`tarot_learn.classroom.summary.class_summary`) and
shows, refreshed by itself every ``refresh`` seconds: learners × rule areas (first-try score and
mastery: the share of the area's targets mastered, as Practice counts it), who is stuck now, the
most missed exercises and each learner's misconceptions in words; and, when the class plays
duplicate deals (:mod:`tarot_learn.classroom.tournament`), the tournament's ranking deal by deal
with its chart.
A misconception is named by its teacher's label, ``exercise.misconception_teacher.<key>`` in the
exercises' messages; a key without one by its learner's sentence, else by a neutral sentence naming
the exercises. Whatever goes wrong while reading is said in one sentence in the view, which goes on
refreshing: never a traceback.
"""

from __future__ import annotations

import asyncio
import html
import os
from datetime import datetime

import ipywidgets as widgets

from .. import i18n
from ..classroom.handed_in import add_handed_in
from ..classroom.remote import ClassService, configured_service
from ..classroom.summary import STUCK_MINUTES, ClassSummary, class_summary
from ..classroom.tournament import duplicate_marks, duplicate_ranking, latest_tournament, read_tournament
from ..display.markup import svg_img
from ..display.tournament_chart import ranking_svg
from ..errors import TarotError
from ..exercises import bank_exercise
from ..exercises.kinds import KINDS
from ..exercises.kinds.misconceptions import teacher_key
from ..exercises.model import PRACTICE_MARK, source_id
from ..exercises.practice import MASTERY_RIGHT, MASTERY_WINDOW
from ..exercises.progress_file import ProgressFileError
from ._base import Trainer
from ._common import WRAP_STYLE, heading, paragraph

REFRESH_SECONDS = 5.0
MOST_MISSED = 5  # exercises listed
_CELL = "border:1px solid #bbb;padding:3px 10px;text-align:center;white-space:nowrap"
_HEAD = "border:1px solid #bbb;padding:3px 8px;text-align:center;vertical-align:bottom;max-width:9em"
_NARROW = "border:1px solid #bbb;padding:3px 5px;text-align:right;white-space:nowrap"  # a deal's mark
_BIG = "1.15em"  # the table and the lists, read from the back of a room
# A first-try score from each floor up takes its colour (the legend says which): a teacher sees the weak cells at once.
_LEVELS = ((0.8, "#c8e6c9"), (0.5, "#ffe0b2"), (0.0, "#ffcdd2"))
_STUCK_MARK = "⚠"
_STUCK_COLOUR = "#b00020"
GENERATED = "gen-"  # a Practice question that no bank exercise stands behind (exercises/practice.py, named)


def misconception_sentence(key: str, exercises: list[str], lang: str) -> str:
    """What a misconception key means to a teacher: its label from the exercises' catalogue (a phrase
    about the learner, « oublie que l'Excuse est toujours jouable »); a key without one (an older
    progress file's) is named by its learner's sentence, or else by the exercises where it was seen."""
    if teacher_key(key) in i18n.catalogue():
        return i18n.text(teacher_key(key), lang)
    named = f"exercise.misconception.{key}"
    if named in i18n.catalogue():
        # The sentence may name the position's cards ({top}, {next}): the view has no position, "…" stands in.
        return i18n.catalogue()[named][lang].format_map(_Unnamed())
    return i18n.text("classview.misconception_unnamed", lang, exercises=", ".join(dict.fromkeys(exercises)))


class ClassView(Trainer):
    """The class at a glance, read from ``folder`` (default: the progress folder) every
    ``refresh`` seconds; a learner is *stuck* when he answered in the last ``stuck_minutes`` and
    never rightly."""

    def __init__(
        self,
        *,
        lang: str | None = None,
        folder: str | os.PathLike | None = None,
        refresh: float = REFRESH_SECONDS,
        stuck_minutes: float = STUCK_MINUTES,
        tournament: str | None = None,
        auto: bool = True,
        service: ClassService | None = None,
    ):
        lang = self.set_up(lang)
        self.folder = folder
        self.service = service  # None: the one configured (TAROT_LEARN_CLASS_URL), if any, else the folder
        self.refresh_seconds = refresh
        self.stuck_minutes = stuck_minutes
        self.tournament = tournament  # None: the tournament saved last, if any
        self.summary: ClassSummary | None = None
        self.status = widgets.HTML()
        self.board = widgets.HTML()
        self._task = None
        title = widgets.HTML(heading(i18n.text("classview.title", lang)))
        # Files handed in (HandIn), many at once, into the class folder; not where a class service is read.
        self.upload = widgets.FileUpload(accept=".json", multiple=True, description=i18n.text("classview.upload", lang))
        self.upload.layout.width = "auto"
        self.upload.observe(lambda change: self.take_files(change["new"]), names="value")
        self.upload_status = widgets.HTML()
        super().__init__([title, self.status, self.board, widgets.HBox([self.upload]), self.upload_status])
        self.refresh()
        if auto:
            self.start()

    def refresh(self) -> str:
        """Read the class again (the folder, or the class service) and redraw; returns the status line."""
        try:
            summary, tournament = self._read()
        except Exception as error:  # noqa: BLE001 - the view must keep going and say what happened
            return self._failed(error)
        return self._show(summary, tournament)

    def take_files(self, files) -> list[str]:
        """Put files handed in (the upload box's value: each with a ``name`` and its ``content``) into the
        class folder, then read the class again; returns the lines shown — one per file refused, with why."""
        lang = self.lang
        taken, lines = 0, []
        for item in files or ():
            name = str(item.get("name", "?"))
            try:
                add_handed_in(name, bytes(item.get("content", b"")), self.folder)
                taken += 1
            except ProgressFileError as error:
                reason = error.params.get("reason")
                said = reason.localized(lang) if hasattr(reason, "localized") else error.message(lang)
                lines.append(i18n.text("classview.upload_refused", lang, file=name, reason=said))
            except OSError as error:
                lines.append(
                    i18n.text("classview.upload_refused", lang, file=name, reason=error.strerror or str(error))
                )
        lines.insert(0, i18n.text("classview.uploaded", lang, count=taken))
        self.upload_status.value = "".join(paragraph(line) for line in lines)
        self.refresh()
        return lines

    def _read(self) -> tuple[ClassSummary, tuple]:
        """The class's figures and its tournament — its name, the results by learner, the scores left
        out — from the service when one is configured, else from the folder (off the event loop)."""
        service = self.service if self.service is not None else configured_service()
        if service is not None:
            name, results, _names = service.tournament(self.tournament)
            return service.summary(), (name, results, [])
        summary = class_summary(self.folder, stuck_minutes=self.stuck_minutes)
        name = self.tournament or latest_tournament(self.folder)
        results, refused = read_tournament(name, self.folder) if name else ({}, [])
        return summary, (name, results, refused)

    def _show(self, summary: ClassSummary, tournament: tuple = (None, {}, [])) -> str:
        lang = self.lang
        try:
            self.summary = summary
            self.board.value = self._board(summary) + self._tournament(*tournament)
            status = i18n.text(
                "classview.status",
                lang,
                time=datetime.now().strftime("%H:%M:%S"),
                learners=len(summary.learners),
                answers=summary.answers,
                seconds=i18n.format_points(self.refresh_seconds, lang),
            )
            if summary.unreadable:
                status += " " + i18n.text("classview.unreadable", lang, count=summary.unreadable)
        except Exception as error:  # noqa: BLE001 - the view must keep going and say what happened
            return self._failed(error)
        self.status.value = paragraph(status)
        return status

    def _failed(self, error: Exception) -> str:
        status = i18n.text("classview.failed", self.lang, reason=_reason(error, self.lang))
        self.status.value = paragraph(status)
        return status

    # --- refreshing by itself ----------------------------------------------------------------------
    def start(self) -> bool:
        """Refresh every ``refresh`` seconds, the kernel's event loop (a notebook's, Voilà's) drawing
        and a thread reading: a slow folder or service never freezes the notebook. False where no
        loop runs (a plain script: call :meth:`refresh`)."""
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return False
        if self._task is None or self._task.done():
            self._task = loop.create_task(self._keep_refreshing())
        return True

    def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            self._task = None

    async def _keep_refreshing(self) -> None:
        loop = asyncio.get_running_loop()
        while True:
            await asyncio.sleep(self.refresh_seconds)
            try:
                summary, tournament = await loop.run_in_executor(None, self._read)
            except Exception as error:  # noqa: BLE001 - said in the view, which goes on refreshing
                self._failed(error)
                continue
            self._show(summary, tournament)

    # --- the board ---------------------------------------------------------------------------------
    def _board(self, summary: ClassSummary) -> str:
        if not summary.learners:
            return paragraph(i18n.text("classview.empty", self.lang))
        return "".join(
            (
                self._table(summary),
                self._stuck(summary),
                self._missed(summary),
                self._misconceptions(summary),
            )
        )

    def _table(self, summary: ClassSummary) -> str:
        """Learners × rule areas, each area named by its chapter's title, each cell coloured by its
        first-try score (:data:`_LEVELS`) and each learner stuck now marked, to be read on a projector."""
        lang = self.lang
        head = "".join(f"<th style='{_HEAD}'>{html.escape(area_title(area, lang))}</th>" for area in summary.areas)
        rows = []
        for learner in summary.learners:
            cells = []
            for area in summary.areas:
                score = summary.scores[learner].get(area)
                if score is None:
                    cells.append(f"<td style='{_CELL}'></td>")
                    continue
                text = i18n.text(
                    "classview.cell",
                    lang,
                    first_try=i18n.format_percent(100 * score.first_try, lang=lang),
                    mastery=i18n.format_percent(100 * score.mastery, lang=lang),
                )
                cells.append(f"<td style='{_CELL};background:{level_colour(score.first_try)}'>{html.escape(text)}</td>")
            name = html.escape(summary.names.get(learner) or learner)
            if learner in summary.stuck:
                stuck = html.escape(i18n.text("classview.look.stuck_mark", lang))
                name = f"<span title='{stuck}' style='color:{_STUCK_COLOUR}'>{_STUCK_MARK}&nbsp;{name}</span>"
            rows.append(f"<tr><th style='{_CELL};text-align:left;white-space:nowrap'>{name}</th>{''.join(cells)}</tr>")
        learner_head = html.escape(i18n.text("classview.learner", lang))
        legend = i18n.text(
            "classview.look.legend",
            lang,
            good=i18n.format_percent(100 * _LEVELS[0][0], lang=lang),
            fair=i18n.format_percent(100 * _LEVELS[1][0], lang=lang),
            mark=_STUCK_MARK,
        )
        return (
            paragraph(i18n.text("classview.table", lang, needed=MASTERY_RIGHT, window=MASTERY_WINDOW))
            + f"<table style='border-collapse:collapse;margin:4px 0;font-size:{_BIG}'>"
            + f"<tr><th style='{_HEAD}'>{learner_head}</th>{head}</tr>{''.join(rows)}</table>"
            + paragraph(legend)
        )

    def _stuck(self, summary: ClassSummary) -> str:
        lang = self.lang
        minutes = i18n.format_number(self.stuck_minutes, lang)
        if not summary.stuck:
            return paragraph(i18n.text("classview.nobody_stuck", lang, minutes=minutes))
        lines = [
            i18n.text("classview.stuck_learner", lang, learner=learner, exercise=exercise_name(exercise, lang))
            for learner, exercise in sorted(summary.stuck.items())
        ]
        return paragraph(i18n.text("classview.stuck", lang, minutes=minutes), strong=True) + _items(lines)

    def _missed(self, summary: ClassSummary) -> str:
        lang = self.lang
        if not summary.missed:
            return paragraph(i18n.text("classview.none_missed", lang))
        lines = [
            i18n.text(
                "classview.missed_exercise", lang, exercise=exercise_name(exercise, lang), wrong=wrong, tried=tried
            )
            for exercise, wrong, tried in summary.missed[:MOST_MISSED]
        ]
        return paragraph(i18n.text("classview.missed", lang), strong=True) + _items(lines)

    def _misconceptions(self, summary: ClassSummary) -> str:
        """One line per misconception, the most widespread first, with the learners who showed it
        (and how often): what to take up with the whole class, and with whom."""
        lang = self.lang
        found: dict[str, dict[str, list[str]]] = {}  # key → learner → exercises
        for learner in summary.learners:
            for key, exercises in summary.misconceptions[learner].items():
                found.setdefault(key, {})[learner] = exercises
        if not found:
            return paragraph(i18n.text("classview.no_misconception", lang))
        lines = []
        for key, learners in sorted(found.items(), key=lambda item: (-len(item[1]), item[0])):
            every_exercise = [exercise for exercises in learners.values() for exercise in exercises]
            names = ", ".join(  # a name is never cut at its hyphen (« learner-\n07 »)
                f"<span style='white-space:nowrap'>{html.escape(_times(learner, len(exercises), lang))}</span>"
                for learner, exercises in learners.items()
            )
            count_key = (
                "classview.look.misconception_one" if len(learners) == 1 else "classview.look.misconception_many"
            )
            what = html.escape(misconception_sentence(key, every_exercise, lang))
            lines.append(i18n.text(count_key, lang, what=what, count=len(learners), learners=names))
        return paragraph(i18n.text("classview.misconceptions", lang), strong=True) + _items(lines, markup=True)

    def _tournament(self, name: str | None, results: dict, refused: list) -> str:
        """The duplicate ranking of the class's tournament: the chart, then the marks deal by deal."""
        left_out = "".join(paragraph(item.line(self.lang)) for item in refused)  # a NaN score: one line, no blank view
        if not results:
            return left_out
        lang = self.lang
        marks, ranking = duplicate_marks(results), duplicate_ranking(results)
        deals = sorted({number for scores in results.values() for number in scores})
        learners = i18n.text(
            "count.learners.one" if len(results) == 1 else "count.learners.many", lang, count=len(results)
        )
        played = i18n.text("count.deals.one" if len(deals) == 1 else "count.deals.many", lang, count=len(deals))
        heading = i18n.text("classview.tournament.heading", lang, name=name, learners=learners, deals=played)
        spanned = "".join(  # rank, learner, total over two header rows; then one narrow column a deal
            f"<th rowspan='2' style='{_CELL}'>{html.escape(i18n.text(key, lang))}</th>"
            for key in ("classview.tournament.rank", "classview.learner", "classview.tournament.total")
        )
        by_deal = html.escape(i18n.text("classview.tournament.by_deal", lang))
        numbers = "".join(f"<th style='{_NARROW}'>{number}</th>" for number in deals)
        head = f"<tr>{spanned}<th colspan='{len(deals)}' style='{_CELL}'>{by_deal}</th></tr><tr>{numbers}</tr>"
        rows = []
        for rank, (learner, total) in enumerate(ranking, 1):
            cells = [str(rank), html.escape(learner), i18n.format_signed(round(total), lang)]
            cells += [
                i18n.format_signed(round(marks[learner][number]), lang) if number in marks[learner] else ""
                for number in deals
            ]
            styles = [_CELL] * 3 + [_NARROW] * len(deals)
            row = "".join(f"<td style='{style}'>{cell}</td>" for style, cell in zip(styles, cells, strict=True))
            rows.append(f"<tr>{row}</tr>")
        return (
            paragraph(heading, strong=True)
            + paragraph(i18n.text("classview.tournament.how", lang))
            + f"<div class='tarot-tournament-chart'>{svg_img(ranking_svg(ranking, lang))}</div>"
            + f"<table class='tarot-tournament' style='border-collapse:collapse;margin:4px 0;font-size:{_BIG}'>"
            + head
            + "".join(rows)
            + "</table>"
            + left_out
        )


def _reason(error: Exception, lang: str) -> str:
    """What went wrong, in the view's language when it is one of our errors."""
    if isinstance(error, TarotError):
        return error.message(lang)
    return str(error) or type(error).__name__


def area_title(area: str, lang: str) -> str:
    """A rule area as the exercise notebooks title it (« Compter les points »); an area the
    catalogue does not name, as it is written."""
    key = f"exercise.practice.area.{area}"
    return i18n.text(key, lang) if key in i18n.catalogue() else area


def exercise_name(exercise_id: str, lang: str) -> str:
    """An exercise as the teacher finds it in the notebooks: its id and its rule area's title; a
    Practice question (``play-must-overtrump-1~3f2a…``) by its source, said to be practice, without
    the digest of its position. An id whose area is unknown is shown as it is."""
    source = source_id(exercise_id)
    chapter = _chapter_of(source)
    if chapter is None:
        return exercise_id
    key = "classview.look.practice_exercise" if PRACTICE_MARK in exercise_id else "classview.look.exercise"
    return i18n.text(key, lang, exercise=source, area=area_title(chapter, lang))


def _chapter_of(source: str) -> str | None:
    """The chapter of a bank exercise's id, or of a generated question's (``gen-<situation>``)."""
    if source.startswith(GENERATED):
        situation = source.removeprefix(GENERATED)
        return next((kind.chapters[0] for kind in KINDS.values() if situation in kind.situations), None)
    try:
        return bank_exercise(source).chapter
    except TarotError:
        return None


def level_colour(first_try: float) -> str:
    """The background of a cell: green, orange or red by its first-try score (:data:`_LEVELS`)."""
    return next(colour for floor, colour in _LEVELS if first_try >= floor)


class _Unnamed(dict):
    def __missing__(self, _name: str) -> str:
        return "…"


def _times(learner: str, count: int, lang: str) -> str:
    return learner if count == 1 else i18n.text("classview.look.times", lang, learner=learner, count=count)


def _items(lines: list[str], *, markup: bool = False) -> str:
    """A list; its lines are escaped, unless ``markup`` says they are HTML already."""
    items = "".join(f"<li style='margin:3px 0'>{line if markup else html.escape(line)}</li>" for line in lines)
    return f"<ul style='margin:2px 0 8px 0;font-size:{_BIG};{WRAP_STYLE}'>{items}</ul>"
