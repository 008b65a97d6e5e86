"""The live class view (issue 24): the figures read from a class folder, on a case computed by
hand, the misconceptions in words (with keys this test defines), a view that never fails, and
30 learners saving at once while the view reads."""

from __future__ import annotations

import json
import threading
from datetime import UTC, datetime, timedelta
from types import SimpleNamespace

import pytest

from tarot_learn import i18n
from tarot_learn.classroom.summary import AreaScore, class_summary
from tarot_learn.exercises import Progress, bank_exercise, chapter_exercises
from tarot_learn.exercises.practice import MASTERY_RIGHT, area_targets, mastery
from tarot_learn.widgets import ClassView
from tarot_learn.widgets import class_view as class_view_module
from tarot_learn.widgets._common import plain_text

NOW = datetime(2026, 12, 3, 10, 0, tzinfo=UTC)
KNOWN = {"fr": "oublie que l'Excuse est toujours jouable", "en": "forgets that the Excuse may always be played"}
PLAY = {lang: i18n.text("exercise.practice.area.play", lang) for lang in ("fr", "en")}
WITH_A_CARD = {"fr": "monte au-dessus du {top}", "en": "goes over the {top}"}  # a sentence naming the position


def attempt(exercise, chapter, minutes_ago, correct, number=1, **fields):
    return {
        "exercise": exercise,
        "chapter": chapter,
        "kind": "legal_play",
        "teaches": "x",
        "answer": "1♠",
        "correct": correct,
        "score": 1.0 if correct else 0.0,
        "attempt": number,
        "time": (NOW - timedelta(minutes=minutes_ago)).isoformat(timespec="seconds"),
        **fields,
    }


def write(folder, learner, attempts):
    data = {"format": "tarot_learn.progress", "version": 1, "learner": learner, "attempts": attempts}
    (folder / f"{learner}.json").write_text(json.dumps(data), encoding="utf-8")


@pytest.fixture
def classroom(tmp_path, monkeypatch):
    """Emma and Liam, as worked out by hand below; a key with a sentence (defined here) and one without."""
    monkeypatch.setitem(i18n.catalogue(), "exercise.misconception.test_excuse_playable", KNOWN)
    monkeypatch.setitem(i18n.catalogue(), "exercise.misconception.test_with_a_card", WITH_A_CARD)
    write(
        tmp_path,
        "Emma",
        [
            attempt("play-follow-1", "play", 20, False, misconception="test_excuse_playable"),
            attempt("play-follow-1", "play", 19, True, number=2),
            attempt("play-follow-2", "play", 10, True, credit=0.5, hints_seen=1),
            attempt("play-follow-1", "play", 9, False, number=3, misconception="test_excuse_playable"),
            attempt("excuse-x", "excuse", 2, False, misconception="test_no_sentence"),
            {**attempt("excuse-x", "excuse", 1, False, number=2), "solution_shown": True, "score": 0.0},
        ],
    )
    write(
        tmp_path,
        "liam",
        [
            attempt("play-follow-1", "play", 30, True),  # an older file: no credit
            attempt("play-follow-2", "play", 40, False, misconception="test_with_a_card"),
        ],
    )
    (tmp_path / "broken.json").write_text("{not json", encoding="utf-8")
    (tmp_path / "class-code.txt").write_text("4B\n", encoding="utf-8")  # not a learner
    return tmp_path


def test_the_figures_match_the_case_worked_out_by_hand(classroom):
    summary = class_summary(classroom, now=NOW, stuck_minutes=5)
    assert summary.learners == ["Emma", "liam"]
    assert summary.areas == ["play", "excuse"]  # the book's order of chapters (CHAPTERS)
    # Emma, play: first tries 0 (follow-1) and credit 0.5 (follow-2); answered right at last, but
    # two first tries master no target (Practice's rule: 4 of a target's last 5 clean).
    assert summary.scores["Emma"] == {
        "play": AreaScore(first_try=0.25, mastery=0.0, exercises=2),
        "excuse": AreaScore(first_try=0.0, mastery=0.0, exercises=1),
    }
    # Liam, play: right at once on follow-1, wrong on follow-2 and never right.
    assert summary.scores["liam"] == {"play": AreaScore(first_try=0.5, mastery=0.0, exercises=2)}
    assert summary.missed == [("excuse-x", 1, 1), ("play-follow-1", 1, 2), ("play-follow-2", 1, 2)]
    assert summary.misconceptions == {
        "Emma": {"test_excuse_playable": ["play-follow-1", "play-follow-1"], "test_no_sentence": ["excuse-x"]},
        "liam": {"test_with_a_card": ["play-follow-2"]},
    }
    assert summary.stuck == {"Emma": "excuse-x"}  # Liam answered right, 30 minutes ago: not stuck now
    assert summary.answers == 7 and summary.unreadable == 1
    assert class_summary(classroom, now=NOW, stuck_minutes=15).stuck == {}  # Emma was right 10 minutes ago


def clean_first_tries(chapter, teaches, kind, count=MASTERY_RIGHT):
    return [attempt(f"{chapter}-{teaches}-{n}", chapter, 5, True, kind=kind, teaches=teaches) for n in range(count)]


def test_the_mastery_figure_is_practices_share_of_the_areas_targets_mastered(tmp_path):
    targets = area_targets("scoring")
    others = [item for target in targets if target != "score" for item in clean_first_tries("scoring", target, target)]
    write(tmp_path, "nora", others)  # every scoring target but the final score
    write(tmp_path, "omar", others + clean_first_tries("scoring", "score", "score"))
    summary = class_summary(tmp_path, now=NOW)
    assert summary.scores["nora"]["scoring"].mastery == pytest.approx((len(targets) - 1) / len(targets))
    assert not mastery(others)["scoring"].mastered  # the same learner, as Practice says it
    assert summary.scores["omar"]["scoring"].mastery == 1.0


def test_a_class_that_answers_everything_at_last_is_not_at_100_percent_everywhere(tmp_path):
    """Every learner wrong at the first try, right at the second, on each bank exercise of « play »:
    the old figure (exercises answered right once) read 100 % in each cell."""
    for number in range(20):
        attempts = []
        for exercise in chapter_exercises("play"):
            fields = {"kind": exercise.kind, "teaches": exercise.situation or exercise.kind}
            attempts.append(attempt(exercise.id, "play", 9, False, **fields))
            attempts.append(attempt(exercise.id, "play", 8, True, number=2, **fields))
        write(tmp_path, f"learner-{number}", attempts)
    summary = class_summary(tmp_path, now=NOW)
    assert {scores["play"].mastery for scores in summary.scores.values()} == {0.0}


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_view_says_it_in_words(classroom, lang, monkeypatch):
    monkeypatch.setattr(
        class_view_module,
        "class_summary",
        lambda folder, stuck_minutes: class_summary(folder, now=NOW, stuck_minutes=stuck_minutes),
    )
    view = ClassView(lang=lang, folder=classroom, auto=False)
    board = plain_text(view.board.value)
    twice = i18n.text("classview.look.times", lang, learner="Emma", count=2)
    one = "classview.look.misconception_one"
    assert i18n.text(one, lang, what=KNOWN[lang], count=1, learners=twice) in board
    unnamed = i18n.text("classview.misconception_unnamed", lang, exercises="excuse-x")
    assert i18n.text(one, lang, what=unnamed, count=1, learners="Emma") in board
    assert i18n.text("classview.stuck_learner", lang, learner="Emma", exercise="excuse-x") in board
    with_a_card = WITH_A_CARD[lang].replace("{top}", "…")  # the view has no position to name the card
    assert i18n.text(one, lang, what=with_a_card, count=1, learners="liam") in board
    follow = i18n.text("classview.look.exercise", lang, exercise="play-follow-1", area=PLAY[lang])
    assert i18n.text("classview.missed_exercise", lang, exercise=follow, wrong=1, tried=2) in board
    first_try, mastery = (i18n.format_percent(value, lang=lang) for value in (25, 0))
    assert i18n.text("classview.cell", lang, first_try=first_try, mastery=mastery) in board
    status = plain_text(view.status.value)
    assert i18n.text("classview.unreadable", lang, count=1) in status
    assert status.startswith(i18n.text("classview.status", lang, time="X", learners=2, answers=7, seconds="5")[:5])


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_misconception_is_named_by_its_teacher_label(tmp_path, lang, monkeypatch):
    """A key with a teacher's label is named by it, not by the sentence the learner read."""
    monkeypatch.setitem(i18n.catalogue(), "exercise.misconception.test_excuse_playable", WITH_A_CARD)
    monkeypatch.setitem(i18n.catalogue(), "exercise.misconception_teacher.test_excuse_playable", KNOWN)
    write(tmp_path, "Emma", [attempt("play-follow-1", "play", 1, False, misconception="test_excuse_playable")])
    board = plain_text(ClassView(lang=lang, folder=tmp_path, auto=False).board.value)
    line = i18n.text("classview.look.misconception_one", lang, what=KNOWN[lang], count=1, learners="Emma")
    assert line in board
    assert "…" not in board


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_misconception_shared_by_learners_is_one_line_naming_them_the_most_widespread_first(tmp_path, lang):
    write(tmp_path, "Emma", [attempt("play-follow-1", "play", 1, False, misconception="test_with_a_card")])
    write(tmp_path, "liam", [attempt("play-follow-2", "play", 1, False, misconception="test_with_a_card")])
    write(tmp_path, "Noa", [attempt("excuse-x", "excuse", 1, False, misconception="test_alone")])
    write(tmp_path, "learner-07", [attempt("excuse-x", "excuse", 1, False, misconception="test_other")])
    markup = ClassView(lang=lang, folder=tmp_path, auto=False).board.value
    assert "white-space:nowrap'>learner-07</span>" in markup  # a name is never cut at its hyphen
    # (each name is a span of its own, which plain_text reads as « Emma , liam »)
    board = plain_text(markup).replace(" ,", ",")
    many = i18n.text(
        "classview.look.misconception_many",
        lang,
        what=class_view_module.misconception_sentence("test_with_a_card", ["play-follow-1", "play-follow-2"], lang),
        count=2,
        learners="Emma, liam",
    )
    alone = i18n.text(
        "classview.look.misconception_one",
        lang,
        what=class_view_module.misconception_sentence("test_alone", ["excuse-x"], lang),
        count=1,
        learners="Noa",
    )
    assert many in board and alone in board
    assert board.index(many) < board.index(alone)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_table_names_areas_by_their_titles_colours_scores_and_marks_the_stuck(classroom, lang, monkeypatch):
    monkeypatch.setattr(
        class_view_module,
        "class_summary",
        lambda folder, stuck_minutes: class_summary(folder, now=NOW, stuck_minutes=stuck_minutes),
    )
    summary = class_summary(classroom, now=NOW, stuck_minutes=5)
    summary.areas.append("not_a_chapter")  # an area the catalogue has no title for is shown as it is
    table = ClassView(lang=lang, folder=classroom, auto=False)._table(summary)
    header = table[: table.index("</tr>")]
    for area in ("play", "excuse"):
        assert i18n.text(f"exercise.practice.area.{area}", lang) in plain_text(header)
        assert f">{area}<" not in header
    assert ">not_a_chapter<" in header
    # Emma: play 25 % (red), excuse 0 % (red); Liam: play 50 % (orange). Emma is stuck, Liam is not.
    colours = [colour for _floor, colour in class_view_module._LEVELS]
    assert table.count(f"background:{colours[2]}") == 2 and table.count(f"background:{colours[1]}") == 1
    assert colours[0] not in table
    rows = {learner: row for row in table.split("</tr>") for learner in ("Emma", "liam") if learner in row}
    assert class_view_module._STUCK_MARK in rows["Emma"] and class_view_module._STUCK_MARK not in rows["liam"]
    legend = i18n.text(
        "classview.look.legend",
        lang,
        good=i18n.format_percent(80, lang=lang),
        fair=i18n.format_percent(50, lang=lang),
        mark=class_view_module._STUCK_MARK,
    )
    assert legend in plain_text(table)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_an_exercise_is_named_with_its_area_and_a_practice_question_by_its_source(lang):
    name = class_view_module.exercise_name
    assert name("play-follow-1", lang) == i18n.text(
        "classview.look.exercise", lang, exercise="play-follow-1", area=PLAY[lang]
    )
    practice = i18n.text("classview.look.practice_exercise", lang, exercise="play-must-overtrump-1", area=PLAY[lang])
    assert name("play-must-overtrump-1~3f2a8c91d0", lang) == practice
    generated = i18n.text("classview.look.practice_exercise", lang, exercise="gen-must_overtrump", area=PLAY[lang])
    assert name("gen-must_overtrump~ddad65ee6d", lang) == generated
    assert name("excuse-x", lang) == "excuse-x"  # an area nobody knows: the id as it is


@pytest.mark.parametrize(("first_try", "level"), [(1.0, 0), (0.8, 0), (0.79, 1), (0.5, 1), (0.49, 2), (0.0, 2)])
def test_a_cell_takes_the_colour_of_its_first_try_score(first_try, level):
    assert class_view_module.level_colour(first_try) == class_view_module._LEVELS[level][1]


def test_an_empty_folder_and_a_failing_read_are_sentences(tmp_path, monkeypatch):
    view = ClassView(lang="en", folder=tmp_path / "nobody yet", auto=False)
    assert plain_text(view.board.value) == i18n.text("classview.empty", "en")

    def broken(*_args, **_kwargs):
        raise PermissionError("denied")

    monkeypatch.setattr(class_view_module, "class_summary", broken)
    assert view.refresh() == i18n.text("classview.failed", "en", reason="denied")


def test_the_view_refreshes_by_itself_on_a_running_loop(classroom):
    import asyncio

    async def scenario():
        view = ClassView(lang="en", folder=classroom, refresh=0.05)
        before = view.summary.answers
        write(classroom, "zoe", [attempt("play-follow-1", "play", 1, True)])
        await asyncio.sleep(0.3)
        view.stop()
        return before, view.summary.answers

    assert asyncio.run(scenario()) == (7, 8)


def test_a_slow_source_never_freezes_the_notebook_while_the_view_refreshes(classroom, monkeypatch):
    """The view reads in a thread: while a read takes a second, the kernel's loop goes on (a learner's
    widget answers, another cell runs)."""
    import asyncio
    import time

    slow_reads = []

    def slow_summary(folder, **options):
        slow_reads.append(time.monotonic())
        time.sleep(1.0)  # a FIFO-slow disk, a class service far away
        return class_summary(folder, **options)

    async def scenario():
        view = ClassView(lang="en", folder=classroom, refresh=0.05, auto=False)
        monkeypatch.setattr(class_view_module, "class_summary", slow_summary)
        view.start()
        ticks, start = 0, time.monotonic()
        while time.monotonic() - start < 1.5:
            await asyncio.sleep(0.01)  # the loop's other work: it must keep its pace
            ticks += 1
        view.stop()
        return ticks

    ticks = asyncio.run(scenario())
    assert slow_reads  # the view did read meanwhile
    assert ticks > 80  # about 150 when nothing blocks; a read on the loop would leave about 50 at most


def test_thirty_learners_saving_at_once_lose_nothing(tmp_path):
    exercises = [bank_exercise(name) for name in ("play-follow-1", "play-follow-2")]
    right, wrong = (
        SimpleNamespace(feedback_kind="correct", correct=True, score=1.0, misconception=""),
        SimpleNamespace(feedback_kind="wrong", correct=False, score=0.0, misconception=""),
    )
    per_learner = 6
    errors: list[BaseException] = []
    done = threading.Event()

    def learner(number):
        try:
            progress = Progress(f"learner-{number:02d}", path=tmp_path)
            for step in range(per_learner):
                progress.record(exercises[step % 2], right if (number + step) % 3 else wrong, "x")
        except BaseException as error:  # noqa: BLE001 - collected and asserted below
            errors.append(error)

    def reader():
        while not done.is_set():
            try:
                class_summary(tmp_path)
            except BaseException as error:  # noqa: BLE001 - collected and asserted below
                errors.append(error)

    watcher = threading.Thread(target=reader)
    watcher.start()
    threads = [threading.Thread(target=learner, args=(number,)) for number in range(30)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    done.set()
    watcher.join()
    assert errors == []
    summary = class_summary(tmp_path)
    assert len(summary.learners) == 30 and summary.answers == 30 * per_learner and summary.unreadable == 0


# --- the duplicate tournament in the class view ------------------------------------------------------------------
def test_the_class_view_ranks_the_class_tournament_deal_by_deal_with_its_chart(tmp_path):
    from tarot_learn.classroom.tournament import save_result
    from tarot_learn.display.tournament_chart import ranking_svg

    # The ranking case of test_tournament.py, worked out by hand: B +75 (15, +60), A −15 (45, −60), C −60.
    for learner, scores in {"A": {1: 30, 2: -20}, "B": {1: 10, 2: 40}, "C": {1: -40}}.items():
        for number, score in scores.items():
            save_result("club", learner, number, score, tmp_path)
    view = ClassView(lang="en", folder=tmp_path, auto=False)  # no tournament named: the one saved last
    board = view.board.value
    assert (
        i18n.text(
            "classview.tournament.heading",
            "en",
            name="club",
            learners=i18n.text("count.learners.many", "en", count=3),
            deals=i18n.text("count.deals.many", "en", count=2),
        )
        in board
    )
    table = board[board.index("class='tarot-tournament'") :]
    rows = [row.split("</td>") for row in table.split("<tr>")[3:]]  # after the two header rows
    cells = [[cell.split(">")[-1] for cell in row[:-1]] for row in rows]
    minus = "\u2212"  # the typographic minus of score sheets
    expected = [["1", "B", "+75", "+15", "+60"], ["2", "A", "−15", "+45", "−60"], ["3", "C", "−60", "−60", ""]]
    assert cells == [[cell.replace("−", minus) for cell in row] for row in expected]
    svg = ranking_svg([("B", 75), ("A", -15), ("C", -60)], "en")
    assert svg.index("1. B") < svg.index("2. A") < svg.index("3. C")
    assert svg.count("#2e7d32") == 1 and svg.count("#c62828") == 2  # one above the field, two below
    assert "tarot-tournament-chart" in board
    other = ClassView(lang="en", folder=tmp_path, tournament="another", auto=False)
    assert "tarot-tournament" not in other.board.value  # a tournament nobody played: no section


def test_practice_positions_are_missed_under_the_exercise_they_were_drawn_from(tmp_path):
    write(
        tmp_path,
        "Emma",
        [
            attempt("play-follow-1~aaaaaaaaaa", "play", 3, True),
            attempt("play-follow-1~bbbbbbbbbb", "play", 2, False),
            attempt("play-follow-1~cccccccccc", "play", 1, False),
        ],
    )
    write(tmp_path, "Liam", [attempt("play-follow-1~dddddddddd", "play", 1, True)])
    assert class_summary(tmp_path, now=NOW).missed == [("play-follow-1", 1, 2)]


# --- files handed in (issue 31): HandIn downloads, the view's upload box takes many -------------------------
def test_files_handed_in_go_to_the_class_folder_once_and_a_bad_one_is_one_line(tmp_path):
    import base64
    import re

    from tarot_learn.exercises import Progress, bank_exercise, grade
    from tarot_learn.widgets import ClassView, HandIn

    home, folder = tmp_path / "zoe-machine", tmp_path / "class"
    progress = Progress("Zoé", path=home)
    exercise = bank_exercise("play-follow-2")
    progress.record(exercise, grade(exercise, "3♦"), "3♦")
    hand_in = HandIn("Zoé", lang="fr", path=home)
    assert hand_in.prepare() == i18n.text("handin.download", "fr", file=progress.path.name, count=1)
    content = base64.b64decode(re.search(r"base64,([^']+)'", hand_in.link.value)[1])  # what the click downloads
    assert content == progress.path.read_bytes()

    view = ClassView(lang="en", folder=folder, auto=False)
    nan_file = b'{"format": "tarot_learn.progress", "learner": "x", "attempts": [{"exercise": "a", "score": NaN}]}'
    files = [
        {"name": "zoe.json", "content": content},
        {"name": "again.json", "content": content},  # the same file handed in twice: each attempt once
        {"name": "notes.json", "content": b"not json"},
        {"name": "nan.json", "content": nan_file},
    ]
    lines = view.take_files(files)
    assert lines[0] == i18n.text("classview.uploaded", "en", count=2)
    assert [line.split(":")[0] for line in lines[1:]] == ["notes.json", "nan.json"]
    assert view.summary.learners == ["Zoé"] and view.summary.answers == 1


def test_hand_in_says_when_there_is_nothing_to_hand_in_yet(tmp_path):
    from tarot_learn.widgets import HandIn

    assert HandIn("Léa", lang="en", path=tmp_path).prepare() == i18n.text("handin.nothing_yet", "en")
