"""The wording of every sentence matches its golden file (tests/support/golden.py says how to update it)."""

import pytest
from golden import golden_path, render

from tarot_learn import i18n


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_sentence_reads_as_its_golden_file_says(lang):
    expected = golden_path(lang).read_text(encoding="utf-8").splitlines()
    rendered = render(lang).splitlines()
    changed = sorted(set(rendered) ^ set(expected))
    assert rendered == expected, (
        "The wording changed; review it, then run `python -m tests.support.golden --update`:\n"
        + "\n".join(changed[:20])
    )
