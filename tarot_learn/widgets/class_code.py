"""The class code, typed once: ``ClassCode(lang="fr")``.

The teacher (or a learner, on his own machine) types the class code and presses **Set**: it is
written to the progress folder (:func:`tarot_learn.exercises.set_class_code`), and every exercise
notebook run after that gives the whole class the exercise book's positions, with no edit in any
notebook. **Leave the class** removes it. A code set by the hub (``TAROT_LEARN_CLASS``) is shown
and cannot be changed here. Where a class service is configured (:mod:`tarot_learn.classroom.service`),
the code is the service's setting: this widget sets it there, which only a teacher's token may do.
"""

from __future__ import annotations

import os

import ipywidgets as widgets

from .. import i18n
from ..classroom.remote import configured_service
from ..errors import TarotError
from ..exercises.classroom import (
    CLASS_VARIABLE,
    class_code,
    class_file,
    clean_code,
    forget_served_code,
    set_class_code,
)
from ._base import Trainer
from ._common import action_button, heading, paragraph


class ClassCode(Trainer):
    """A text box and two buttons that set or remove the class code; ``folder`` is the progress
    folder (default: :func:`tarot_learn.exercises.progress.default_folder`)."""

    def __init__(self, *, lang: str | None = None, folder: str | os.PathLike | None = None, group: str | None = None):
        lang = self.set_up(lang)
        self.folder = folder
        self.group = group  # with a class service: the class (hub group) whose code this sets; None: the whole hub
        self.code = widgets.Text(
            value=class_code(folder),
            description=i18n.text("classcode.label", lang),
            placeholder="4B-2026",
            style={"description_width": "initial"},
        )
        self.set_button = action_button(i18n.text("classcode.set", lang))
        self.leave_button = action_button(i18n.text("classcode.leave", lang))
        self.status = widgets.HTML()
        self.set_button.on_click(lambda _button: self.set(self.code.value))
        self.leave_button.on_click(lambda _button: self.set(""))
        title = widgets.HTML(heading(i18n.text("classcode.title", lang)))
        super().__init__([title, widgets.HBox([self.code, self.set_button, self.leave_button]), self.status])
        self.show_state()

    def set(self, code: str) -> str:
        """Set (or, with ``""``, remove) the class code; returns the sentence shown."""
        lang = self.lang
        if os.environ.get(CLASS_VARIABLE, "").strip():
            return self._say(i18n.text("classcode.from_hub", lang, code=class_code(self.folder)))
        service = configured_service()
        try:
            if service is not None:  # the service's code is the one in force: only a teacher may set it
                service.set_class_code(clean_code(code), self.group)
                forget_served_code()
            else:
                set_class_code(clean_code(code), self.folder)
        except TarotError as error:
            return self._say(error.message(lang))
        except OSError as error:
            reason = error.strerror or type(error).__name__
            return self._say(i18n.text("classcode.cannot_write", lang, path=class_file(self.folder), reason=reason))
        return self.show_state()

    def show_state(self) -> str:
        code = class_code(self.folder)
        self.code.value = code
        lang = self.lang
        if os.environ.get(CLASS_VARIABLE, "").strip() and code:
            return self._say(i18n.text("classcode.from_hub", lang, code=code))
        if code:
            return self._say(i18n.text("classcode.on", lang, code=code, path=class_file(self.folder)))
        return self._say(i18n.text("classcode.off", lang))

    def _say(self, sentence: str) -> str:
        self.status.value = paragraph(sentence)
        return sentence
