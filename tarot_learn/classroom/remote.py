"""The teacher's side of the class service (:mod:`.service`): the class read from it, not from a folder.

A teacher's notebook on a hub reaches the service with his own server's token (the hub says he is a
teacher: a member of the teachers' group); on a laptop server, with the teacher's token it printed.
:func:`configured_service` finds it the way a learner's notebook does (:mod:`..exercises.outbox`):
``$TAROT_LEARN_CLASS_URL`` with ``$TAROT_LEARN_CLASS_TOKEN`` or the hub's ``$JUPYTERHUB_API_TOKEN``.
Standard library only: the live view, the report and the gradebooks need no extra to read it.
"""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import urlencode

from ..exercises.outbox import ClassLink, ClassServiceError, class_link, request_json
from ..exercises.progress_file import ProgressFileError, check_data
from .summary import ClassSummary, summary_from_data

READ_TIMEOUT = 10.0  # seconds: a whole class's summary from a school's server


@dataclass(frozen=True)
class ClassService:
    """A class service the teacher reads; ``group`` narrows it to one class (a hub group)."""

    link: ClassLink
    group: str | None = None

    def _get(self, path: str):
        query = "?" + urlencode({"group": self.group}) if self.group else ""
        return request_json("GET", self.link.endpoint(path) + query, self.link.token, timeout=READ_TIMEOUT)

    def summary(self) -> ClassSummary:
        """The class view's figures, computed by the service over its database."""
        try:
            return summary_from_data(self._get("summary"))
        except ValueError as error:
            if isinstance(error, ClassServiceError):
                raise
            raise ClassServiceError("class_service.refused", url=self.link.url, status=200, reason=str(error)) from None

    def attempts(self) -> tuple[dict[str, list[dict]], dict[str, str], int]:
        """Each learner's checked attempts by login, the names they typed, and how many learners'
        records were refused (a number that is not one: counted, never shown)."""
        answer = self._get("attempts")
        learners, names, refused = {}, {}, 0
        for row in answer.get("learners", []) if isinstance(answer, dict) else []:
            try:
                login = row["login"]
                _, attempts = check_data({"format": "tarot_learn.progress", "learner": login, **row}, "-")
            except (KeyError, TypeError, ProgressFileError):
                refused += 1
                continue
            learners[login], names[login] = attempts, row.get("name") or login
        return learners, names, refused

    def tournament(self, name: str | None = None) -> tuple[str | None, dict[str, dict[int, float]], dict[str, str]]:
        """A duplicate tournament's results in this class (``None``: the one scored last): its name, each
        learner's score by deal (by login), and the names they typed."""
        query = [("group", self.group)] if self.group else []
        query += [("tournament", name)] if name else []
        url = self.link.endpoint("tournament") + ("?" + urlencode(query) if query else "")
        answer = request_json("GET", url, self.link.token, timeout=READ_TIMEOUT)
        results = {
            login: {int(deal): float(score) for deal, score in deals.items()}
            for login, deals in (answer.get("results") or {}).items()
        }
        return answer.get("tournament"), results, answer.get("names") or {}

    def set_class_code(self, code: str, group: str | None = None) -> str:
        """Set the class code of ``group`` (default: this view's class; none: the whole hub)."""
        body = {"code": code, "group": group if group is not None else self.group or ""}
        return request_json("PUT", self.link.endpoint("class-code"), self.link.token, body)["code"]


def configured_service(group: str | None = None) -> ClassService | None:
    """The class service this notebook is configured for, or ``None`` (the folder is read)."""
    link = class_link()
    return ClassService(link, group) if link else None
