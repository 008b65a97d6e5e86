"""The reference site's own Sphinx extension (docs/conf.py): what no stock extension does for us.

- ``.. public-api:: MODULE`` documents every public name of MODULE (its ``__all__``) with autodoc, so that the
  reference follows ``__all__`` and never lists the private module a name happens to live in today;
- every lesson and exercise page opens with its launch links (Binder, JupyterLite), in its language;
- the French pages say ``<html lang="fr">``;
- the output's root ``index.html`` leads to the site's home page (``docs/index``).
"""

from __future__ import annotations

import importlib
import inspect
import re
import sys
from pathlib import Path

from docutils import nodes
from docutils.statemachine import StringList
from sphinx.errors import PycodeError
from sphinx.pycode import ModuleAnalyzer
from sphinx.util.docutils import SphinxDirective
from sphinx.util.nodes import nested_parse_with_titles

NOTEBOOK_PAGE = re.compile(r"^(notebooks|exercises)/(fr|en)/[^/]+$")
FRENCH_PAGE = re.compile(r"^(notebooks/fr|exercises/fr)/|_fr$")
VALUE_LENGTH = 100  # a constant's value is shown up to here (DECK is 78 cards)
LAUNCH_WORDS = {
    "en": ("Open this page as a notebook:", "on Binder", "in JupyterLite (in your browser, nothing to install)"),
    "fr": (
        "Ouvrir cette page comme un notebook\u00a0:",
        "sur Binder",
        "dans JupyterLite (dans votre navigateur, sans rien installer)",
    ),
}


def public_names(module) -> list[str]:
    """The names a module publishes: its ``__all__``, else what it re-exports (its public attributes that are
    not modules)."""
    if hasattr(module, "__all__"):
        return list(module.__all__)
    return [name for name, value in vars(module).items() if not name.startswith("_") and not inspect.ismodule(value)]


def entry(module, name: str) -> list[str]:
    """The reST lines of one public name's entry: autodoc for a class or a function; for a constant, its type,
    the start of its value and the ``#:`` comment of the module that defines it (autodoc would show the docstring
    of its type: a dict's)."""
    obj = getattr(module, name)
    if inspect.isclass(obj):
        return [f".. {'autoexception' if issubclass(obj, BaseException) else 'autoclass'}:: {name}", ""]
    if inspect.isfunction(obj) or inspect.isbuiltin(obj):
        return [f".. autofunction:: {name}", ""]
    value = repr(obj)
    value = value if len(value) <= VALUE_LENGTH else value[: VALUE_LENGTH - 1] + "…"
    lines = [f".. py:data:: {name}", f"   :type: {type(obj).__name__}", f"   :value: {value}", ""]
    return lines + [f"   {line}" for line in constant_comment(module, name)] + [""]


def constant_comment(package, name: str) -> list[str]:
    """The ``#:`` comment above NAME's assignment, in whichever loaded module of the package assigns it."""
    for module_name, module in sorted(sys.modules.items()):
        if not module_name.startswith(package.__name__) or getattr(module, name, None) is not getattr(package, name):
            continue
        try:
            docs = ModuleAnalyzer.for_module(module_name).find_attr_docs()
        except PycodeError:  # a module without source (a C extension): nothing to read
            continue
        if ("", name) in docs:
            return list(docs["", name])
    return []


class PublicApi(SphinxDirective):
    """``.. public-api:: tarot_learn``: one autodoc entry per name of the module's ``__all__``."""

    required_arguments = 1

    def run(self):
        name = self.arguments[0]
        module = importlib.import_module(name)
        lines = [f".. py:currentmodule:: {name}", ""]
        for public in public_names(module):
            lines += entry(module, public)
        holder = nodes.container()
        nested_parse_with_titles(self.state, StringList(lines, source=f"public-api:{name}"), holder)
        return holder.children


def page_language(docname: str) -> str:
    return "fr" if FRENCH_PAGE.search(docname) else "en"


def launch_links(app, docname: str) -> str:
    """The MyST block of a notebook page's launch links: its .ipynb on Binder and in JupyterLite."""
    lang = page_language(docname)
    notebook = f"{docname}.ipynb"
    lead, binder, lite = LAUNCH_WORDS[lang]
    binder_url = f"{app.config.tarot_binder_url}?labpath={notebook}"
    lite_url = f"{app.config.tarot_lite_url}?path={notebook}"
    return f"```{{container}} launch-links\n{lead} [{binder}]({binder_url}) · [{lite}]({lite_url})\n```\n"


def add_launch_links(app, docname: str, source: list[str]) -> None:
    """Put the launch links under a lesson's or exercise notebook's title (its first ``# `` heading)."""
    if not NOTEBOOK_PAGE.match(docname):
        return
    text = source[0]
    title = re.search(r"^# .*\n", text, re.MULTILINE)
    if title is None:
        raise ValueError(f"{docname}: no title, nowhere to put the launch links")
    source[0] = text[: title.end()] + "\n" + launch_links(app, docname) + text[title.end() :]


def set_page_language(app, pagename, templatename, context, doctree) -> None:
    context["language"] = page_language(pagename)  # the template makes <html lang> of it


def write_root_index(app, exception) -> None:
    """The output's root page leads to the home page, which lives at docs/index.html."""
    if exception is not None or app.builder.format != "html":
        return
    home = app.builder.get_target_uri(app.config.root_doc)
    page = (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>tarot_learn</title>'
        f'<meta http-equiv="refresh" content="0; url={home}"></head>'
        f'<body><p><a href="{home}">tarot_learn: the reference site</a></p></body></html>\n'
    )
    Path(app.outdir, "index.html").write_text(page, encoding="utf-8")


def setup(app):
    app.add_config_value("tarot_binder_url", "", "html")
    app.add_config_value("tarot_lite_url", "", "html")
    app.add_directive("public-api", PublicApi)
    app.connect("source-read", add_launch_links)
    app.connect("html-page-context", set_page_language)
    app.connect("build-finished", write_root_index)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
