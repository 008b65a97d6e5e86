"""A class on a real JupyterHub (issue 31): the hub with its proxy from npm, the class service as a
hub-managed service, its database on SQLite or on a real PostgreSQL server; 30 learners' processes
answering at once, each with the token a learner's server holds, through the hub's proxy.

Each learner is a Python process of his own, as his kernel is, running the package's own saving code
(:class:`tarot_learn.exercises.Progress`, whose outbox sends to the service); a spawned single-user
server would add nothing the service sees (the same token, the same URL) and a minute of start-up."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from class_service_support import start_hub, start_postgres, stop_hub

from tarot_learn.classroom.remote import ClassService
from tarot_learn.exercises.outbox import ClassLink, ClassServiceError, attempt_key, request_json

LEARNERS = 30
ANSWERS = 20

# A learner's kernel: 20 answers saved with the package's own code, sent by its outbox.
LEARNER_SCRIPT = """
import json, sys
from tarot_learn.exercises import Progress, grade, load_bank, solve

wanted = int(sys.argv[1])
progress = Progress(sys.argv[2])  # the name he typed: the service keys him by his hub login
answered = 0
for exercise in load_bank().values():
    answer = str(solve(exercise))
    result = grade(exercise, answer)
    if result.feedback_kind == "invalid":
        continue
    progress.record(exercise, result, answer)
    answered += 1
    if answered == wanted:
        break
print(json.dumps({"answered": answered, "waiting": progress.waiting,
                  "keys": [item for item in progress.attempts]}))
"""


@pytest.fixture(scope="module", params=["sqlite", "postgresql"])
def database(request, tmp_path_factory):
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path_factory.mktemp('class-db') / 'class.db'}"
        return
    url, stop = start_postgres()
    yield url
    stop()


@pytest.fixture(scope="module")
def hub(database, tmp_path_factory):
    hub = start_hub(tmp_path_factory.mktemp("hub"), database, hub_name="hub-a")
    logins = [f"learner{number:02}" for number in range(1, LEARNERS + 1)]
    hub.api("POST", "users", {"usernames": [*logins, "prof"]})
    for group, members in (("4B", logins), ("teachers", ["prof"])):
        hub.api("POST", f"groups/{group}", {})
        hub.api("POST", f"groups/{group}/users", {"users": members})
    hub.logins = logins
    hub.tokens = {login: hub.server_token(login) for login in [*logins, "prof"]}
    yield hub
    stop_hub(hub)


def _learner_process(hub, login, folder):
    env = {
        **os.environ,
        "JUPYTERHUB_API_TOKEN": hub.tokens[login],
        "TAROT_LEARN_CLASS_URL": hub.service_url(),
        "TAROT_LEARN_PROGRESS_DIR": str(folder / login),
        "HOME": str(folder / login),
    }
    env.pop("TAROT_LEARN_CLASS_LINK", None)
    command = [sys.executable, "-c", LEARNER_SCRIPT, str(ANSWERS), "Paul"]  # every one of them typed "Paul"
    return subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def test_thirty_learners_answer_at_once_and_the_teacher_sees_every_answer_once(hub, tmp_path):
    processes = {login: _learner_process(hub, login, tmp_path) for login in hub.logins}
    saved = {}
    for login, process in processes.items():
        out, err = process.communicate(timeout=300)
        assert process.returncode == 0, err
        assert "Traceback" not in err
        saved[login] = json.loads(out)
        assert saved[login]["answered"] == ANSWERS and saved[login]["waiting"] == 0
    teacher = ClassService(ClassLink(hub.service_url(), hub.tokens["prof"]), "4B")
    summary = teacher.summary()
    assert sorted(summary.learners) == hub.logins  # the hub's logins, never the typed "Paul"
    assert summary.answers == LEARNERS * ANSWERS
    learners, names, refused = teacher.attempts()
    assert refused == 0 and set(names.values()) == {"Paul"}
    for login in hub.logins:
        stored = [attempt_key(item) for item in learners[login]]
        assert sorted(stored) == sorted(attempt_key(item) for item in saved[login]["keys"])  # 0 lost, 0 twice
    assert "Traceback" not in hub.log()


def test_a_learners_token_reads_only_his_answers_and_cannot_set_the_class_code(hub):
    endpoint = hub.service_url() + "api/"
    token = hub.tokens["learner01"]
    for method, path, body in (
        ("GET", "attempts", None),
        ("GET", "summary", None),
        ("PUT", "class-code", {"code": "x"}),
    ):
        with pytest.raises(ClassServiceError, match="403"):
            request_json(method, endpoint + path, token, body)
    mine = request_json("GET", endpoint + "attempts/mine", token)
    assert mine["login"] == "learner01"
    # The teacher sets the code of his class; the learners of that class read it.
    teacher = ClassService(ClassLink(hub.service_url(), hub.tokens["prof"]), "4B")
    assert teacher.set_class_code("mardi") == "mardi"
    assert request_json("GET", endpoint + "class-code", token) == {"code": "mardi", "group": "4B"}
    # A token the hub gave without this service's scope is refused.
    bare = hub.api("POST", "users/learner02/tokens", {"scopes": ["read:users:name!user=learner02"]})["token"]
    with pytest.raises(ClassServiceError, match="403"):
        request_json("GET", endpoint + "attempts/mine", bare)


def test_two_hubs_share_one_database_and_never_mix_their_learners(hub, database, tmp_path):
    if not database.startswith("postgresql"):
        pytest.skip("two hubs share a school's PostgreSQL; SQLite is one machine's")
    other = start_hub(tmp_path / "hub-b", database, hub_name="hub-b")
    try:
        other.api("POST", "users", {"usernames": ["learner01", "prof"]})  # the same logins on the other hub
        for group, members in (("4B", ["learner01"]), ("teachers", ["prof"])):
            other.api("POST", f"groups/{group}", {})
            other.api("POST", f"groups/{group}/users", {"users": members})
        token = other.server_token("learner01")
        attempt = {"key": "b-1", "exercise": "hub-b-only", "score": 1, "answer": "3♦"}
        request_json("POST", other.service_url() + "api/attempts", token, {"name": "Paul B", "attempts": [attempt]})
        theirs = ClassService(ClassLink(other.service_url(), other.server_token("prof")), "4B").attempts()[0]
        assert list(theirs) == ["learner01"] and [item["exercise"] for item in theirs["learner01"]] == ["hub-b-only"]
        ours = ClassService(ClassLink(hub.service_url(), hub.tokens["prof"]), "4B").attempts()[0]
        assert sorted(ours) == hub.logins
        assert all(item["exercise"] != "hub-b-only" for items in ours.values() for item in items)
    finally:
        stop_hub(other)


def test_the_guide_prints_one_hub_configuration_in_both_languages():
    """The snippet the hub above runs is the guide's, the same in French and in English."""
    from class_service_support import guide_snippet

    assert guide_snippet("fr") == guide_snippet("en")
    assert "access:services!service=tarot-class" in guide_snippet("en")
