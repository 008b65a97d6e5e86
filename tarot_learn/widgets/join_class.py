"""Joining the class on the teacher's laptop server: ``JoinClass(lang="fr")``.

Where a class meets without a hub (Binder, JupyterLite, the learners' own machines), the teacher runs
``tarot-learn class-server --roster class.csv`` and writes its address and the class's join code on
the board. The learner types them with his name as on the class list and presses **Join**: the server
gives him a token of his own (:func:`tarot_learn.exercises.outbox.join_class`), kept on his machine, and
from then on every answer he saves in any notebook is also sent to the class
(:mod:`tarot_learn.exercises.outbox`). On a hub nothing is typed: the hub says who he is.
"""

from __future__ import annotations

import ipywidgets as widgets

from .. import i18n
from ..exercises.outbox import ClassServiceError, class_link, join_class
from ._base import Trainer
from ._common import action_button, heading, paragraph


class JoinClass(Trainer):
    """Three boxes — the server's address, the join code, the learner's name — and **Join**."""

    def __init__(self, *, lang: str | None = None, url: str = ""):
        lang = self.set_up(lang)
        style = {"description_width": "initial"}
        self.url = widgets.Text(
            value=url, description=i18n.text("joinclass.url", lang), style=style, placeholder="http://192.168.1.20:8765"
        )
        self.code = widgets.Text(description=i18n.text("joinclass.code", lang), style=style, placeholder="K7PA-3QXD")
        self.name = widgets.Text(description=i18n.text("joinclass.name", lang), style=style)
        self.join_button = action_button(i18n.text("joinclass.join", lang))
        self.join_button.on_click(lambda _button: self.join())
        self.status = widgets.HTML()
        title = widgets.HTML(heading(i18n.text("joinclass.title", lang)))
        super().__init__([title, self.url, self.code, self.name, self.join_button, self.status])
        linked = class_link()
        self._say(i18n.text("joinclass.linked", lang, url=linked.url) if linked else i18n.text("joinclass.how", lang))

    def join(self) -> str:
        """Trade the code and the name for a token; returns the sentence shown."""
        lang = self.lang
        url, code, name = self.url.value.strip(), self.code.value.strip(), self.name.value.strip()
        if not (url.startswith(("http://", "https://")) and code and name):
            return self._say(i18n.text("joinclass.missing", lang))
        try:
            join_class(url, code, name)
        except ClassServiceError as error:
            return self._say(error.message(lang))
        except OSError as error:  # the link could not be kept on this machine
            return self._say(i18n.text("joinclass.cannot_keep", lang, reason=error.strerror or type(error).__name__))
        return self._say(i18n.text("joinclass.joined", lang, name=name, url=url))

    def _say(self, sentence: str) -> str:
        self.status.value = paragraph(sentence)
        return sentence
