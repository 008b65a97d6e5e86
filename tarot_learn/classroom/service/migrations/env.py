"""Alembic's entry point for the class service's migrations: run on the connection that
:func:`tarot_learn.classroom.service.store.upgrade` hands over (no alembic.ini, no URL of its own)."""

from alembic import context


def run_migrations() -> None:
    context.configure(connection=context.config.attributes["connection"], target_metadata=None)
    with context.begin_transaction():
        context.run_migrations()


if hasattr(context, "config"):  # Alembic runs this file; a plain import (a tool walking the package) does nothing
    run_migrations()
