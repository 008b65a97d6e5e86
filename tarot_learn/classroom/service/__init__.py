"""The class service (issue 31): a web service that keeps the class's answers in a database — SQLite by
default, PostgreSQL for a school — run as a JupyterHub service or on the teacher's laptop (:mod:`.server`,
:mod:`.store`). It needs the ``class`` extra; nothing below it imports it.
"""
