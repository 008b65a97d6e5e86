"""The class service (issue 31): answers sent by the learners' outboxes, stored once, read by the teacher
alone — on SQLite and on a real PostgreSQL server, through the real web service."""

from __future__ import annotations

import json
import os
import urllib.request

import pytest
from class_service_support import TEACHER_TOKEN, free_port, start_in_thread, start_postgres, start_process

from tarot_learn.classroom.remote import ClassService
from tarot_learn.exercises import Progress, bank_exercise, class_code, grade
from tarot_learn.exercises.outbox import (
    ClassLink,
    ClassServiceError,
    attempt_key,
    deliver,
    join_class,
    request_json,
    sent_file,
)
from tarot_learn.widgets import ClassView

ROSTER = "login,name,class\np.martin,Paul Martin,4B\np.durand,Paul Durand,4B\nzoe,Zoé,4B\nlea,Léa,5A\n"


@pytest.fixture(scope="module")
def postgres():
    url, stop = start_postgres()
    yield url
    stop()


@pytest.fixture(params=["sqlite", "postgresql"])
def service(request, tmp_path, monkeypatch):
    """The laptop server on a fresh database of each kind; each learner's link file in his own place."""
    roster = tmp_path / "class.csv"
    roster.write_text(ROSTER, encoding="utf-8")
    if request.param == "sqlite":
        database = f"sqlite:///{tmp_path / 'class.db'}"
    else:
        database = request.getfixturevalue("postgres")
        _empty(database)
    running = start_in_thread(database, roster, origins=("https://lite.example",))
    monkeypatch.delenv("TAROT_LEARN_CLASS_URL", raising=False)
    monkeypatch.delenv("TAROT_LEARN_CLASS_TOKEN", raising=False)
    monkeypatch.delenv("JUPYTERHUB_API_TOKEN", raising=False)
    monkeypatch.setenv("TAROT_LEARN_CLASS_LINK", str(tmp_path / "nobody-link.json"))
    yield running
    running.stop()


def _empty(database: str) -> None:
    from sqlalchemy import create_engine, text

    engine = create_engine(database)
    with engine.begin() as connection:
        connection.execute(text("DROP SCHEMA public CASCADE"))  # every table, whatever the migrations made
        connection.execute(text("CREATE SCHEMA public"))
    engine.dispose()


def _joined(service, tmp_path, monkeypatch, name, group="4B") -> ClassLink:
    monkeypatch.setenv("TAROT_LEARN_CLASS_LINK", str(tmp_path / f"link-{name}.json"))
    return join_class(service.url, service.codes[group], name)


def _answer(progress, exercise_id, answer):
    exercise = bank_exercise(exercise_id)
    return progress.record(exercise, grade(exercise, answer), answer)


def _teacher(service, group=None) -> ClassService:
    return ClassService(ClassLink(service.url, TEACHER_TOKEN), group)


def test_a_learner_joins_with_the_code_and_his_name_from_the_list(service, tmp_path, monkeypatch):
    link = _joined(service, tmp_path, monkeypatch, "  paul   MARTIN ")  # spaces and case as typed
    saved = json.loads((tmp_path / "link-  paul   MARTIN .json").read_text(encoding="utf-8"))
    assert saved["login"] == "p.martin" and saved["token"] == link.token
    assert os.stat(tmp_path / "link-  paul   MARTIN .json").st_mode & 0o077 == 0  # his token, his alone
    with pytest.raises(ClassServiceError, match="name not on the class list"):
        join_class(service.url, service.codes["4B"], "Léa")  # on the list, of another class
    with pytest.raises(ClassServiceError, match="unknown join code"):
        join_class(service.url, "AAAA-AAAA", "Zoé")


def test_answers_go_to_the_service_once_and_the_teacher_sees_them_under_the_login(service, tmp_path, monkeypatch):
    link = _joined(service, tmp_path, monkeypatch, "Paul Martin")
    progress = Progress("Paulo", path=tmp_path / "progress")  # the typed name is for display only
    _answer(progress, "play-follow-2", "R♠")
    _answer(progress, "play-follow-2", "3♦")
    assert progress.waiting == 0
    assert len(sent_file(progress.path).read_text().split()) == 2
    # Sent again (the acknowledgements lost): the service stores nothing twice.
    sent_file(progress.path).unlink()
    assert deliver(progress.path, "Paulo", progress.attempts, link) == 0
    learners, names, refused = _teacher(service).attempts()
    assert sorted(learners) == ["lea", "p.durand", "p.martin", "zoe"]  # the class list, answered or not
    assert [item["answer"] for item in learners["p.martin"]] == ["R♠", "3♦"]
    assert names["p.martin"] == "Paulo" and refused == 0
    summary = _teacher(service, "4B").summary()
    assert summary.answers == 2 and summary.names["p.martin"] == "Paulo"
    assert "lea" not in summary.learners  # another class


def test_two_pauls_stay_two_learners(service, tmp_path, monkeypatch):
    for name in ("Paul Martin", "Paul Durand"):
        _joined(service, tmp_path, monkeypatch, name)
        _answer(Progress("Paul", path=tmp_path / name), "play-follow-2", "3♦")  # both typed "Paul"
    learners, _, _ = _teacher(service).attempts()
    assert len(learners["p.martin"]) == 1 and len(learners["p.durand"]) == 1


def test_a_learner_reads_only_his_own_answers_and_never_sets_the_class_code(service, tmp_path, monkeypatch):
    zoe = _joined(service, tmp_path, monkeypatch, "Zoé")
    _answer(Progress("Zoé", path=tmp_path / "z"), "play-follow-2", "3♦")
    paul = _joined(service, tmp_path, monkeypatch, "Paul Martin")
    mine = request_json("GET", paul.endpoint("attempts/mine"), paul.token)
    assert mine == {"login": "p.martin", "attempts": []}
    assert len(request_json("GET", zoe.endpoint("attempts/mine"), zoe.token)["attempts"]) == 1
    for method, path, body in (
        ("GET", "attempts", None),
        ("GET", "summary", None),
        ("PUT", "class-code", {"code": "x"}),
    ):
        with pytest.raises(ClassServiceError, match="teachers only"):
            request_json(method, paul.endpoint(path), paul.token, body)
    with pytest.raises(ClassServiceError, match="token not accepted"):
        request_json("GET", paul.endpoint("attempts/mine"), "a-made-up-token")
    with pytest.raises(ClassServiceError, match="no token"):
        request_json("GET", paul.endpoint("attempts/mine"))


def test_the_class_code_is_the_teachers_setting_read_by_the_learners(service, tmp_path, monkeypatch):
    link = _joined(service, tmp_path, monkeypatch, "Zoé")
    monkeypatch.delenv("TAROT_LEARN_CLASS", raising=False)
    (tmp_path / "folder").mkdir()
    (tmp_path / "folder" / "class-code.txt").write_text("written-by-a-learner\n", encoding="utf-8")
    assert class_code(tmp_path / "folder") == ""  # with a service, only the service's code counts
    assert _teacher(service).set_class_code("lundi-4B", "4B") == "lundi-4B"
    from tarot_learn.exercises.classroom import forget_served_code

    forget_served_code()  # the learner's notebook asks again at most every 30 s
    assert class_code() == "lundi-4B"
    assert request_json("GET", link.endpoint("class-code"), link.token)["group"] == "4B"


@pytest.mark.parametrize(
    "attempt",
    [
        {"key": "k", "exercise": "x", "score": float("nan")},
        {"key": "k", "exercise": "x", "score": 1e308},
        {"key": "k", "exercise": "x", "score": -1},
        {"key": "k", "exercise": "x", "score": "1"},
        {"key": "", "exercise": "x", "score": 1},
        {"exercise": "x", "score": 1},
        "not an object",
    ],
)
def test_numbers_and_fields_that_are_not_an_attempt_are_refused_with_a_reason(service, tmp_path, monkeypatch, attempt):
    link = _joined(service, tmp_path, monkeypatch, "Zoé")
    body = json.dumps({"attempts": [attempt]}).encode()  # json writes NaN: the service must refuse it
    request = urllib.request.Request(
        link.endpoint("attempts"), data=body, method="POST", headers={"Authorization": f"token {link.token}"}
    )
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(request, timeout=5)
    assert refused.value.code == 400
    assert json.loads(refused.value.read())["error"]
    assert _teacher(service).attempts()[0].get("zoe", []) == []


def test_a_jupyterlite_site_may_send_from_its_origin_only(service):
    for origin, allowed in (("https://lite.example", True), ("https://elsewhere.example", False)):
        request = urllib.request.Request(f"{service.url}/api/attempts", method="OPTIONS", headers={"Origin": origin})
        with urllib.request.urlopen(request, timeout=5) as answer:
            assert (answer.headers.get("Access-Control-Allow-Origin") == origin) is allowed


def test_the_class_view_reads_the_service_and_shows_the_names_typed(service, tmp_path, monkeypatch):
    _joined(service, tmp_path, monkeypatch, "Zoé")
    _answer(Progress("Zoé L.", path=tmp_path / "z"), "play-follow-2", "R♠")
    view = ClassView(lang="fr", service=_teacher(service, "4B"), auto=False)
    assert "Zoé L." in view.board.value and view.summary.answers == 1


def test_a_service_that_does_not_answer_never_stops_a_save_and_nothing_is_lost(tmp_path, monkeypatch):
    """The real command, killed in the middle of a class and started again: the outboxes resend."""
    roster = tmp_path / "class.csv"
    roster.write_text(ROSTER, encoding="utf-8")
    database, port = f"sqlite:///{tmp_path / 'class.db'}", free_port()
    process, printed = start_process(database, port, roster, tmp_path)
    url = f"http://127.0.0.1:{port}"
    monkeypatch.setenv("TAROT_LEARN_CLASS_LINK", str(tmp_path / "link.json"))
    join_class(url, printed["codes"]["4B"], "Zoé")
    progress = Progress("Zoé", path=tmp_path / "progress")
    _answer(progress, "play-follow-2", "R♠")
    process.kill()
    process.wait()
    for answer in ("D♦", "3♦"):
        saved = _answer(progress, "play-follow-2", answer)  # saved here, queued for the service
        assert saved["answer"] == answer
    assert progress.waiting == 2 and len(progress.attempts) == 3
    process, again = start_process(database, port, None, tmp_path)  # the same database, the same token
    try:
        assert again["token"] == printed["token"]
        _answer(progress, "cards-points-bouts", "13,5")
        assert progress.waiting == 0
        teacher = ClassService(ClassLink(url, printed["token"]))
        learners, _, _ = teacher.attempts()
        keys = [attempt_key(item) for item in learners["zoe"]]
        assert [item["answer"] for item in learners["zoe"]] == ["R♠", "D♦", "3♦", "13,5"]
        assert keys == [attempt_key(item) for item in progress.attempts]  # each once, as saved
    finally:
        process.kill()
        process.wait()


def test_a_learner_joins_from_the_widget_and_a_wrong_code_is_one_sentence(service, tmp_path, monkeypatch):
    from tarot_learn import i18n
    from tarot_learn.widgets import JoinClass

    monkeypatch.setenv("TAROT_LEARN_CLASS_LINK", str(tmp_path / "widget-link.json"))
    widget = JoinClass(lang="fr")
    assert "Rejoindre" in widget.status.value and "tableau" in widget.status.value  # what to type, and where
    widget.url.value, widget.code.value, widget.name.value = service.url, "ZZZZ-ZZZZ", "Zoé"
    refused = widget.join()
    assert "unknown join code" in refused and "Traceback" not in refused
    widget.url.value = "192.168.1.20:8765"  # no scheme: said, not sent
    assert widget.join() == i18n.text("joinclass.missing", "fr")
    widget.url.value, widget.code.value = service.url, service.codes["4B"]
    assert widget.join() == i18n.text("joinclass.joined", "fr", name="Zoé", url=service.url)
    _answer(Progress("Zoé", path=tmp_path / "z"), "play-follow-2", "3♦")
    assert _teacher(service).summary().answers == 1


def test_the_class_code_widget_sets_the_services_code_and_a_learner_cannot(service, tmp_path, monkeypatch):
    from tarot_learn.exercises.classroom import forget_served_code
    from tarot_learn.widgets import ClassCode

    link = _joined(service, tmp_path, monkeypatch, "Zoé")
    monkeypatch.delenv("TAROT_LEARN_CLASS", raising=False)
    forget_served_code()
    refused = ClassCode(lang="en", folder=tmp_path / "folder").set("copied")  # the learner's own token
    assert "teachers only" in refused and class_code() == ""
    monkeypatch.setenv("TAROT_LEARN_CLASS_URL", service.url)
    monkeypatch.setenv("TAROT_LEARN_CLASS_TOKEN", TEACHER_TOKEN)
    teacher_widget = ClassCode(lang="en", folder=tmp_path / "folder", group="4B")
    teacher_widget.set("monday")
    monkeypatch.delenv("TAROT_LEARN_CLASS_URL")
    monkeypatch.delenv("TAROT_LEARN_CLASS_TOKEN")
    forget_served_code()
    assert class_code() == "monday" and request_json("GET", link.endpoint("class-code"), link.token)["code"] == "monday"
    assert not (tmp_path / "folder" / "class-code.txt").exists()  # never the folder's file


def test_answers_waiting_for_the_service_are_said_once_never_at_every_save(tmp_path, monkeypatch):
    from tarot_learn import i18n

    monkeypatch.setenv("TAROT_LEARN_CLASS_URL", f"http://127.0.0.1:{free_port()}/")  # nobody listens there
    monkeypatch.setenv("TAROT_LEARN_CLASS_TOKEN", "a-token")
    progress = Progress("Zoé", path=tmp_path)
    _answer(progress, "play-follow-2", "R♠")
    (notice,) = progress.take_notices()
    assert notice.message("fr") == i18n.text("exercise.progress.waiting", "fr", count=1)
    _answer(progress, "play-follow-2", "3♦")
    assert progress.waiting == 2 and progress.take_notices() == []  # still waiting: not said again
    assert len(Progress("Zoé", path=tmp_path).attempts) == 2  # saved here all along


def test_in_jupyterlite_without_its_drive_the_learner_is_told_his_answers_are_in_memory(tmp_path, monkeypatch):
    from tarot_learn import i18n
    from tarot_learn.exercises import progress as progress_module

    monkeypatch.setattr(progress_module.sys, "platform", "emscripten")
    monkeypatch.setattr(progress_module, "BROWSER_DRIVE", tmp_path / "drive")  # no drive: memory only
    progress = Progress("Zoé", path=tmp_path / "home")
    (notice,) = progress.take_notices()
    assert notice.message("en") == i18n.text("exercise.progress.memory_only", "en", path=str(progress.path))
    (tmp_path / "drive" / "progress").mkdir(parents=True)
    assert Progress("Zoé", path=tmp_path / "drive" / "progress").take_notices() == []  # on the drive: kept


def test_tournament_results_go_to_the_service_and_the_class_view_ranks_them(service, tmp_path, monkeypatch):
    from tarot_learn.classroom.tournament import save_result

    for name, scores in (("Zoé", (60, -30)), ("Paul Martin", (-20, 90))):
        _joined(service, tmp_path, monkeypatch, name)
        for number, score in enumerate(scores, 1):
            save_result("club", name, number, score, tmp_path / name)
        save_result("club", name, 1, 999, tmp_path / name)  # played again: the first result stands
    teacher = _teacher(service, "4B")
    name, results, names = teacher.tournament()
    assert name == "club" and results == {"zoe": {1: 60.0, 2: -30.0}, "p.martin": {1: -20.0, 2: 90.0}}
    assert names == {"zoe": "Zoé", "p.martin": "Paul Martin"}
    view = ClassView(lang="en", service=teacher, auto=False)
    assert "tarot-tournament" in view.board.value and "p.martin" in view.board.value


@pytest.mark.parametrize("score", [float("nan"), float("inf"), 1e308, 99999])
def test_a_tournament_score_no_deal_can_give_is_refused(service, tmp_path, monkeypatch, score):
    link = _joined(service, tmp_path, monkeypatch, "Zoé")
    body = json.dumps({"tournament": "club", "deals": {"1": score}}).encode()
    request = urllib.request.Request(
        link.endpoint("tournament"), data=body, method="POST", headers={"Authorization": f"token {link.token}"}
    )
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(request, timeout=5)
    assert refused.value.code == 400
    assert _teacher(service).tournament() == (None, {}, {})


def test_the_report_ranks_the_services_tournament(service, tmp_path, monkeypatch, capsys):
    from tarot_learn import i18n
    from tarot_learn.app import cli
    from tarot_learn.classroom.tournament import save_result

    for name, score in (("Zoé", 40), ("Paul Durand", -40)):
        _joined(service, tmp_path, monkeypatch, name)
        save_result("club", name, 1, score, tmp_path / name)
    monkeypatch.setenv("TAROT_LEARN_CLASS_URL", service.url)
    monkeypatch.setenv("TAROT_LEARN_CLASS_TOKEN", TEACHER_TOKEN)
    assert cli.main(["report", "--service", "--tournament", "club", "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert (
        i18n.text(
            "cli.report.tournament_title", "en", name="club", learners=i18n.text("count.learners.many", "en", count=2)
        )
        in out
    )
    assert out.index("zoe") < out.index("p.durand")  # +40 ranks first


def test_a_database_of_the_first_schema_is_upgraded_with_its_answers_kept(tmp_path):
    """A school upgrading the package: Alembic takes its database from revision 0001 to the newest."""
    from alembic import command
    from alembic.config import Config
    from sqlalchemy import create_engine, inspect

    from tarot_learn.classroom.service.store import MIGRATIONS, Identity, add_attempts, class_attempts, open_store

    url = f"sqlite:///{tmp_path / 'old.db'}"
    engine = create_engine(url)
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, "0001")
    assert "tournament_results" not in inspect(engine).get_table_names()
    add_attempts(engine, Identity("hub", "zoe"), [{"key": "k", "exercise": "x", "score": 1}])  # a class's answers
    engine.dispose()
    upgraded = open_store(url)
    assert "tournament_results" in inspect(upgraded).get_table_names()
    assert class_attempts(upgraded, "hub", None)[("hub", "zoe")]["attempts"][0]["exercise"] == "x"


def test_a_laptop_server_reachable_from_outside_serves_https(tmp_path):
    """--certfile/--keyfile: a learner's notebook that trusts the certificate joins over HTTPS."""
    import subprocess
    import sys

    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=127.0.0.1",
         "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", str(key), "-out", str(cert)],
        check=True, capture_output=True,
    )  # fmt: skip
    roster = tmp_path / "class.csv"
    roster.write_text(ROSTER, encoding="utf-8")
    port = free_port()
    extra = ("--certfile", str(cert), "--keyfile", str(key))
    process, printed = start_process(f"sqlite:///{tmp_path / 'class.db'}", port, roster, tmp_path, extra)
    try:
        learner = (
            "import sys; from tarot_learn.exercises.outbox import join_class; "
            "print(join_class(sys.argv[1], sys.argv[2], 'Zoé').url)"
        )
        env = {**os.environ, "SSL_CERT_FILE": str(cert), "TAROT_LEARN_CLASS_LINK": str(tmp_path / "link.json")}
        url = f"https://127.0.0.1:{port}"
        joined = subprocess.run(
            [sys.executable, "-c", learner, url, printed["codes"]["4B"]], env=env, capture_output=True, text=True
        )
        assert joined.returncode == 0, joined.stderr
        assert joined.stdout.strip() == url
        with pytest.raises(ClassServiceError):  # plain HTTP is not served
            request_json("GET", f"http://127.0.0.1:{port}/api/health", timeout=5)
    finally:
        process.kill()
        process.wait()
