"""The folder route made safe (issue 31, item 4): a class's shared folder, as learners and a teacher really use it.

Learner ids that differ only by case or Unicode form are one learner; a file that cannot be read
because of its permissions is said so and left where it is; a non-regular file is skipped with a
line, never opened; tournament scores are checked; a damaged tournament file is kept aside; only the
teacher's class code counts; ``tarot-learn setup-class-folder`` makes the folder a class can share."""

import json
import unicodedata

from tarot_learn.classroom import gradebook
from tarot_learn.classroom.summary import read_class
from tarot_learn.classroom.tournament import read_results, save_result
from tarot_learn.exercises import Progress, bank_exercise, grade
from tarot_learn.exercises.progress import file_name, learner_key, legacy_file_name
from tarot_learn.exercises.report import gather


def _answer(progress, exercise_id="play-follow-2", answer="3♦"):
    exercise = bank_exercise(exercise_id)
    return progress.record(exercise, grade(exercise, answer), answer)


# --- who is who -----------------------------------------------------------------------------------------
ZOE = ["Zoé", "zoé", "ZOÉ", unicodedata.normalize("NFD", "Zoé"), " zoé  "]


def test_case_and_unicode_forms_of_a_name_are_one_learner_with_one_file(tmp_path):
    assert len({learner_key(name) for name in ZOE}) == 1
    assert len({file_name(name) for name in ZOE}) == 1
    for name in ZOE:
        _answer(Progress(name, path=tmp_path))
    assert [path.name for path in tmp_path.glob("*.json")] == [file_name("Zoé")]
    progress = Progress("zoé", path=tmp_path)
    assert len(progress.attempts) == len(ZOE)
    assert progress.learner_id == "zoé"  # shown as typed
    assert json.loads(progress.path.read_text())["learner"] == "Zoé"  # the file keeps the first name typed


def test_an_accented_name_gets_a_readable_ascii_file_name():
    name = file_name("Émile")
    assert name.startswith("emile-") and name.endswith(".json") and name.isascii()
    assert file_name("alice") == file_name("Alice") == "alice.json"


def test_a_file_named_the_older_way_is_still_read_and_continued(tmp_path):
    older = tmp_path / legacy_file_name("Émile")
    older.write_text(
        json.dumps({"format": "tarot_learn.progress", "version": 1, "learner": "Émile", "attempts": []}),
        encoding="utf-8",
    )
    progress = Progress("Émile", path=tmp_path)
    assert progress.path == older
    _answer(progress)
    assert [path.name for path in tmp_path.glob("*.json")] == [older.name]


def _file(folder, learner, name, exercise="play-follow-2", correct=True):
    attempt = {"exercise": exercise, "chapter": "play", "score": 1.0 if correct else 0.0, "correct": correct}
    data = {"format": "tarot_learn.progress", "version": 1, "learner": learner, "attempts": [attempt]}
    (folder / name).write_text(json.dumps(data), encoding="utf-8")


def test_the_report_the_class_view_and_the_gradebook_merge_two_spellings(tmp_path):
    _file(tmp_path, "Zoé", "a-Zo-1.json")  # files of older versions, one per spelling
    _file(tmp_path, "ZOÉ", "b-ZO-2.json", exercise="play-follow-1")
    _file(tmp_path, unicodedata.normalize("NFD", "zoé"), "c-zoe-3.json", exercise="play-trump-1")
    learners, unreadable = read_class(tmp_path)
    assert list(learners) == ["Zoé"] and len(learners["Zoé"]) == 3 and unreadable == 0
    results = gather([tmp_path])
    assert {row["learner"] for row in results.rows} == {"Zoé"}
    assert len(results.duplicates["Zoé"]) == 3  # the teacher is told the learner was found in three files
    _, grades = gradebook.first_try_grades([tmp_path])
    assert list(grades) == ["Zoé"]


def test_a_tournament_counts_two_spellings_once(tmp_path):
    save_result("club", "Zoé", 1, 120, tmp_path)
    save_result("club", "ZOÉ", 1, -40, tmp_path)  # the same learner: the first result stands
    save_result("club", "Paul", 1, 30, tmp_path)
    assert read_results("club", tmp_path) == {"Zoé": {1: 120}, "Paul": {1: 30}}
