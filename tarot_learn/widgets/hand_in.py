"""« Remettre mes réponses »: ``HandIn(learner, lang="fr")`` — the learner's progress file, downloaded.

Where no class service is set up and no folder is shared (Binder, JupyterLite, a machine of his own), a
learner hands in his answers as a file: this widget offers his progress file
(:mod:`tarot_learn.exercises.progress`) as a download link, made again by **Prepare** after new answers. The
teacher loads the files into the class view (its upload box takes many at once) or gives them to
``tarot-learn report``. The link carries the file itself (a ``data:`` address): nothing leaves the machine
but by the learner's own click.
"""

from __future__ import annotations

import base64
import html

import ipywidgets as widgets

from .. import i18n
from ..exercises.progress import Progress, ProgressFileError
from ._base import Trainer
from ._common import action_button, heading, paragraph


class HandIn(Trainer):
    """A link that downloads ``learner``'s progress file, and **Prepare** to make it again."""

    def __init__(self, learner: str, *, lang: str | None = None, path=None):
        lang = self.set_up(lang)
        self.learner = learner
        self.path = path
        self.link = widgets.HTML()
        self.prepare_button = action_button(i18n.text("handin.prepare", lang))
        self.prepare_button.on_click(lambda _button: self.prepare())
        title = widgets.HTML(heading(i18n.text("handin.title", lang)))
        super().__init__([title, self.prepare_button, self.link])
        self.add_class("tarot-hand-in")  # a page's tests tell it from the notebook's exercises
        self.prepare()

    def prepare(self) -> str:
        """Read the file again and offer it; returns the sentence shown."""
        lang = self.lang
        try:
            progress = Progress(self.learner, path=self.path)
            data = progress.path.read_bytes()
        except FileNotFoundError:
            return self._say(i18n.text("handin.nothing_yet", lang))
        except (OSError, ProgressFileError) as error:
            reason = error.message(lang) if isinstance(error, ProgressFileError) else error.strerror or str(error)
            return self._say(i18n.text("handin.cannot_read", lang, reason=reason))
        name = progress.path.name
        address = "data:application/json;base64," + base64.b64encode(data).decode("ascii")
        label = i18n.text("handin.download", lang, file=name, count=len(progress.attempts))
        look = "color:#0b57d0;text-decoration:underline"  # a link that looks like one (6:1 on white), in Lab and Voilà
        link = f"<a download='{html.escape(name)}' href='{address}' style='{look}'>{html.escape(label)}</a>"
        self.link.value = f"<p style='margin:4px 0'>{link}</p>"
        return label

    def _say(self, sentence: str) -> str:
        self.link.value = paragraph(sentence)
        return sentence
