"""``python -m tarot_learn``: the ``tarot-learn`` command (:mod:`tarot_learn.app.cli`)."""

import sys

from .app.cli import main

if __name__ == "__main__":  # run, not imported (a doctest collector imports every module)
    sys.exit(main())
