"""Sphinx configuration of the reference site (``make docs``; CONTRIBUTING.md, "The reference site").

The site's source folder is the repository itself (``sphinx-build -c docs . build/docs``), so that the
lessons' MyST sources, RULES.md, CONTRIBUTING.md and the teacher's guide are pages where they are written and
their relative links (a lesson to its exercises, CONTRIBUTING to RULES.md) resolve as they do on GitHub.
``include_patterns`` picks the pages; everything else of the checkout is never read.
"""

import os
import sys
from pathlib import Path

DOCS = Path(__file__).resolve().parent
REPO = DOCS.parent
sys.path.insert(0, str(DOCS / "_ext"))  # the site's own extension (Sphinx finds extensions on sys.path)
# autodoc and the lessons' kernels (which inherit the environment) read this checkout's package, whichever
# checkout the environment's editable install points to.
sys.path.insert(0, str(REPO))
os.environ["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH")]))

project = "tarot_learn"
author = "the tarot_learn authors"
copyright = "the tarot_learn authors, MIT licence"
language = "en"  # the French pages say theirs (tarot_site.page_language)

root_doc = "docs/index"
include_patterns = [
    "docs/*.md",
    "docs/*.rst",
    "docs/api/*.rst",
    "notebooks/*/*.md",
    "exercises/*/*.md",
    "RULES.md",
    "CONTRIBUTING.md",
    "tarot_learn/lessons/teacher_guide/*.md",
]
# The walk still enters every folder not excluded: keep it out of the heavy ones.
exclude_patterns = [".git", ".venv*", "build", "dist", "node_modules", "**/.ipynb_checkpoints", "docs/_ext"]

extensions = [
    "myst_nb",  # MyST Markdown and the lessons' MyST notebooks, executed for their figures
    "sphinx.ext.autodoc",  # the API reference, from the docstrings
    "tarot_site",  # launch links, the pages' language, the API reference's lists (docs/_ext/tarot_site.py)
]

# The lessons run once per build, in their own folder (as in Lab), cached under build/ so that a rebuild runs
# only the notebooks whose code changed. A cell has five minutes: the slowest takes seconds, but one cold build
# failed with two minutes on a 2-core machine loaded fourteen times over (a hung cell still fails the build).
nb_execution_mode = "cache"
nb_execution_cache_path = str(REPO / "build" / "jupyter_cache")
nb_execution_timeout = 300
nb_execution_raise_on_error = True  # a failing lesson fails the build, never a page with a traceback
nb_merge_streams = True

myst_heading_anchors = 3  # RULES.md's and CONTRIBUTING's links to their own sections (#sources)
suppress_warnings = ["myst.header"]  # the guide's headings skip levels on purpose; -W stays on everything else

autodoc_member_order = "bysource"
autodoc_typehints = "description"
autodoc_default_options = {"members": True, "show-inheritance": True}

html_theme = "alabaster"
html_title = "tarot_learn"
html_static_path = ["_static"]
html_css_files = ["tarot.css"]
html_theme_options = {"description": "Learn French Tarot in Jupyter notebooks", "show_relbars": True}

# Where the launch links point: the repository on Binder and the JupyterLite site on GitHub Pages (the README's).
tarot_binder_url = "https://mybinder.org/v2/gh/tarot-learn/tarot_learn/HEAD"
tarot_lite_url = "https://tarot-learn.github.io/tarot_learn/lab/index.html"
