"""A trainer's one live region (issue 35): the element screen readers watch, made once and kept.

A screen reader says a live region's news only when the region was already on the page before
the news came. A core ipywidgets ``HTML`` cannot give that: each new text replaces its whole inner
HTML, the region with it, so the region is always new. This widget is a small custom one
(anywidget: a Python class and a few lines of JavaScript, whose JupyterLab extension ships in its
wheel and works in JupyterLab, Voilà and JupyterLite): its front end makes the region empty when the
widget is first shown, and afterwards only replaces the text inside it.
"""

from __future__ import annotations

import anywidget
import traitlets

from .. import i18n

# Out of sight, still read: the live region says what the feedback line shows, and what it does not (the bots' cards).
SCREEN_READER_ONLY = (
    "position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;"
    "clip:rect(0 0 0 0);clip-path:inset(50%);white-space:nowrap"
)

# The front end. The region is made empty when the view is made: a sentence said before it was shown
# is no news to repeat. Each sentence then replaces the text node (a new node, the same words twice
# included), never the region; ``said`` changes with every sentence, so one change event carries it.
_ESM = """
export default {
  render({ model, el }) {
    const region = document.createElement("div");
    region.setAttribute("role", "log");
    region.setAttribute("aria-live", "polite");
    region.setAttribute("aria-atomic", "true");
    region.setAttribute("aria-label", model.get("label"));
    region.setAttribute("lang", model.get("lang"));
    region.setAttribute("style", model.get("region_style"));
    region.dataset.said = "0";
    el.append(region);
    const say = () => {
      region.replaceChildren(document.createTextNode(model.get("plain")));
      region.dataset.said = String(model.get("said"));
    };
    model.on("change:said", say);
    return () => model.off("change:said", say);
  },
};
"""


class LiveRegion(anywidget.AnyWidget):
    """A trainer's one live region: what screen readers say aloud when it changes — each play
    (the bots' included), each trick's winner, each grade. It is made empty with the trainer, so
    that its first sentence is already a change; it is out of sight, the feedback line showing the
    same news to the eye. :attr:`plain` is what it says now, :attr:`said` how many sentences it has
    said (the same sentence again is still a change)."""

    _esm = _ESM
    plain = traitlets.Unicode("").tag(sync=True)
    said = traitlets.Int(0).tag(sync=True)
    lang = traitlets.Unicode("").tag(sync=True)
    label = traitlets.Unicode("").tag(sync=True)
    region_style = traitlets.Unicode(SCREEN_READER_ONLY).tag(sync=True)

    def __init__(self, lang: str):
        super().__init__(
            lang=lang,
            label=i18n.text("widgets.live.label", lang),
            layout={"height": "0px", "margin": "0px", "overflow": "hidden"},
        )
        self.add_class("tarot-live")

    def say(self, *sentences: str) -> None:
        """Say ``sentences`` (empty ones left out), in place of what was said before."""
        with self.hold_sync():  # the text and the count reach the browser in one message
            self.plain = " ".join(sentence.strip() for sentence in sentences if sentence and sentence.strip())
            self.said += 1
