"""Copying the shipped notebooks into a learner's folder (tarot_learn.lessons): everything arrives, and a
notebook the learner changed is never overwritten."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tarot_learn.lessons import RECORD, copy_lessons, first_lesson, shipped_notebooks

REPO = Path(__file__).resolve().parents[1]


def test_in_a_checkout_the_shipped_notebooks_are_the_repository_s():
    shipped = shipped_notebooks()
    in_repository = {str(path.relative_to(REPO)) for folder in ("notebooks", "exercises")
                     for path in (REPO / folder).glob("*/*") if path.suffix in (".ipynb", ".md")}  # fmt: skip
    assert set(shipped) == in_repository
    assert list(shipped)[0] == "notebooks/fr/00_bienvenue.ipynb"  # lessons first, French first, in order
    assert first_lesson("en") == "notebooks/en/00_welcome.ipynb" and first_lesson() == first_lesson("en")


def test_a_first_copy_brings_every_notebook_byte_for_byte(tmp_path):
    done = copy_lessons(tmp_path / "mine")
    assert done.copied == list(shipped_notebooks()) and not (done.updated or done.unchanged or done.kept)
    for name in done.copied:
        assert (tmp_path / "mine" / name).read_bytes() == (REPO / name).read_bytes()
    assert not list((tmp_path / "mine").rglob("*.partial"))


def test_one_language_only(tmp_path):
    done = copy_lessons(tmp_path, ["en"])
    assert done.copied and all("/en/" in name for name in done.copied)
    assert not (tmp_path / "notebooks" / "fr").exists()
    with pytest.raises(ValueError):
        copy_lessons(tmp_path, ["de"])


def test_a_changed_notebook_is_left_alone_and_an_unchanged_one_is_not_rewritten(tmp_path):
    copy_lessons(tmp_path)
    edited = tmp_path / "notebooks" / "fr" / "01_les_cartes.ipynb"
    edited.write_text('{"my": "answers"}', encoding="utf-8")
    done = copy_lessons(tmp_path)
    assert done.kept == ["notebooks/fr/01_les_cartes.ipynb"] and not (done.copied or done.updated)
    assert edited.read_text(encoding="utf-8") == '{"my": "answers"}'
    assert len(done.unchanged) == len(shipped_notebooks()) - 1


def test_a_notebook_still_as_an_earlier_copy_wrote_it_is_brought_up_to_date(tmp_path):
    """A newer package ships a new version: the learner's untouched copy of the old one is replaced."""
    copy_lessons(tmp_path)
    name = "exercises/en/01_cards_and_points.ipynb"
    old_version = b'{"cells": [], "an": "older release"}'
    (tmp_path / name).write_bytes(old_version)
    record = json.loads((tmp_path / RECORD).read_text())
    record[name] = __import__("hashlib").sha256(old_version).hexdigest()  # as if that copy had written it
    (tmp_path / RECORD).write_text(json.dumps(record))
    done = copy_lessons(tmp_path)
    assert done.updated == [name] and not done.kept
    assert (tmp_path / name).read_bytes() == (REPO / name).read_bytes()


def test_a_deleted_notebook_comes_back_and_a_damaged_record_keeps_every_difference(tmp_path):
    copy_lessons(tmp_path)
    (tmp_path / "notebooks" / "en" / "00_welcome.ipynb").unlink()
    (tmp_path / "notebooks" / "en" / "02_dealing.ipynb").write_text("{}")
    (tmp_path / RECORD).write_text("not json")
    done = copy_lessons(tmp_path)
    assert done.copied == ["notebooks/en/00_welcome.ipynb"]
    assert done.kept == ["notebooks/en/02_dealing.ipynb"]  # without a record, a difference is the learner's


def test_a_folder_that_cannot_be_written_raises_an_os_error(tmp_path):
    (tmp_path / "a_file").write_text("x")
    with pytest.raises(OSError):
        copy_lessons(tmp_path / "a_file")
