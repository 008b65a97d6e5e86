"""``python -m tarot_learn``: the ``tarot-learn`` command (:mod:`tarot_learn.app.cli`)."""

import sys

from .app.cli import main

sys.exit(main())
