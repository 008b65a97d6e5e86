"""Alembic's entry point for the class service's migrations: run on the connection that
:func:`tarot_learn.classroom.service.store.upgrade` hands over (no alembic.ini, no URL of its own)."""

from alembic import context

connection = context.config.attributes["connection"]
context.configure(connection=connection, target_metadata=None)
with context.begin_transaction():
    context.run_migrations()
