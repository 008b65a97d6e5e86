"""Copying the shipped notebooks into a learner's folder (tarot_learn.lessons): everything arrives, and a
notebook the learner changed is never overwritten."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from tarot_learn.lessons import RECORD, copy_lessons, first_lesson, shipped_notebooks

REPO = Path(__file__).resolve().parents[2]
NOTEBOOKS = [name for name in shipped_notebooks() if name.endswith(".ipynb")]  # in the order they are copied


def test_in_a_checkout_the_shipped_notebooks_are_the_repository_s():
    shipped = shipped_notebooks()
    in_repository = {
        str(path.relative_to(REPO))
        for folder in ("notebooks", "exercises")
        for path in (REPO / folder).glob("*/*")
        if path.suffix in (".ipynb", ".md")
    }
    assert set(shipped) == in_repository
    assert list(shipped)[0].startswith("notebooks/fr/00_")  # lessons first, French first, in order
    assert first_lesson("en").startswith("notebooks/en/00_") and first_lesson("en").endswith(".ipynb")
    assert first_lesson() == first_lesson("en")  # the session language


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
    name = NOTEBOOKS[1]
    edited = tmp_path / name
    edited.write_text('{"my": "answers"}', encoding="utf-8")
    done = copy_lessons(tmp_path)
    assert done.kept == [name] and not (done.copied or done.updated)
    assert edited.read_text(encoding="utf-8") == '{"my": "answers"}'
    assert len(done.unchanged) == len(shipped_notebooks()) - 1


def test_a_notebook_still_as_an_earlier_copy_wrote_it_is_brought_up_to_date(tmp_path):
    """A newer package ships a new version: the learner's untouched copy of the old one is replaced."""
    copy_lessons(tmp_path)
    name = NOTEBOOKS[-1]  # the last English exercise notebook
    old_version = b'{"cells": [], "an": "older release"}'
    (tmp_path / name).write_bytes(old_version)
    record = json.loads((tmp_path / RECORD).read_text())
    record[name] = hashlib.sha256(old_version).hexdigest()  # as if that copy had written it
    (tmp_path / RECORD).write_text(json.dumps(record))
    done = copy_lessons(tmp_path)
    assert done.updated == [name] and not done.kept
    assert (tmp_path / name).read_bytes() == (REPO / name).read_bytes()


def test_a_deleted_notebook_comes_back_and_a_damaged_record_keeps_every_difference(tmp_path):
    copy_lessons(tmp_path)
    deleted, changed = NOTEBOOKS[2], NOTEBOOKS[3]
    (tmp_path / deleted).unlink()
    (tmp_path / changed).write_text("{}")
    (tmp_path / RECORD).write_text("not json")
    done = copy_lessons(tmp_path)
    assert done.copied == [deleted]
    assert done.kept == [changed]  # without a record, a difference is the learner's


def test_a_folder_that_cannot_be_written_raises_an_os_error(tmp_path):
    (tmp_path / "a_file").write_text("x")
    with pytest.raises(OSError):
        copy_lessons(tmp_path / "a_file")
