"""The duplicate tournaments' results: each learner's first score on each deal (issue 31).

Revision ID: 0002
"""

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "tournament_results",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("learner_id", sa.Integer, sa.ForeignKey("learners.id"), nullable=False, index=True),
        sa.Column("tournament", sa.String(200), nullable=False),
        sa.Column("deal", sa.Integer, nullable=False),
        sa.Column("score", sa.Float, nullable=False),
        sa.Column("received", sa.DateTime(timezone=True), nullable=False),
        sa.UniqueConstraint("learner_id", "tournament", "deal"),
    )


def downgrade() -> None:
    op.drop_table("tournament_results")
