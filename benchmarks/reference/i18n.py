"""The reference's sentences are the package's: its modules' ``i18n.text(...)`` calls (errors and
descriptions, never timed) go to :mod:`tarot_learn.i18n`."""

import tarot_learn.i18n


def __getattr__(name: str):
    return getattr(tarot_learn.i18n, name)
