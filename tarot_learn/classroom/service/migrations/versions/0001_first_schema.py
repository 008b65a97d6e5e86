"""The first schema: learners, attempts, the classes' settings and join codes (issue 31).

Revision ID: 0001
"""

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None

TEXT = 200


def upgrade() -> None:
    op.create_table(
        "learners",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("hub", sa.String(TEXT), nullable=False),
        sa.Column("login", sa.String(TEXT), nullable=False),
        sa.Column("name", sa.String(TEXT), nullable=False),
        sa.Column("groups", sa.JSON, nullable=False),
        sa.Column("token_hash", sa.String(64), nullable=True, unique=True),
        sa.UniqueConstraint("hub", "login"),
    )
    op.create_table(
        "attempts",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("learner_id", sa.Integer, sa.ForeignKey("learners.id"), nullable=False, index=True),
        sa.Column("key", sa.String(64), nullable=False),
        sa.Column("exercise", sa.String(TEXT), nullable=False),
        sa.Column("score", sa.Float, nullable=False),
        sa.Column("correct", sa.Boolean, nullable=False),
        sa.Column("data", sa.JSON, nullable=False),
        sa.Column("received", sa.DateTime(timezone=True), nullable=False),
        sa.UniqueConstraint("learner_id", "key"),
    )
    op.create_table(
        "settings",
        sa.Column("hub", sa.String(TEXT), primary_key=True),
        sa.Column("group", sa.String(TEXT), primary_key=True),
        sa.Column("name", sa.String(40), primary_key=True),
        sa.Column("value", sa.String(TEXT), nullable=False),
    )
    op.create_table(
        "joinings",
        sa.Column("hub", sa.String(TEXT), primary_key=True),
        sa.Column("group", sa.String(TEXT), primary_key=True),
        sa.Column("code_hash", sa.String(64), nullable=False, unique=True),
    )


def downgrade() -> None:
    for table in ("joinings", "settings", "attempts", "learners"):
        op.drop_table(table)
