"""The ``tarot-learn`` command, in the learner's language (``TAROT_LEARN_LANG``, else the locale's, else English).

- ``tarot-learn lessons DIR [--lang fr|en]`` copies the lesson and exercise notebooks into ``DIR``, never
  overwriting one the learner changed (:mod:`tarot_learn.lessons`);
- ``tarot-learn lab [DIR] [--lang fr|en] [-- JUPYTER-OPTIONS]`` copies them if needed and opens the first lesson
  in JupyterLab;
- ``tarot-learn report FILES-OR-FOLDERS… [--csv out.csv] [--chart out.png] [--moodle m.csv] [--canvas c.csv]
  [--lang fr]`` gathers the learners' progress files into the teacher's report (:mod:`tarot_learn.exercises.report`),
  and the first-try scores by rule area into Moodle's or Canvas's grade import file
  (:mod:`~tarot_learn.classroom.gradebook`); exit code 0 when it is made, 1 when no file could be read, 2 when an
  output file cannot be written (said in one sentence);
- ``tarot-learn keys LEARNER [--chapter play …] [--file FILE.toml] [--questions] [--lang fr]`` prints the learner's
  exercises with their solutions, on the positions he sees (his own variants, or the book's while a class code is
  set: :mod:`tarot_learn.exercises.classroom`), for the teacher walking round the room — a teacher's own file's
  exercises with ``--file`` (each checked; exit code 1 at the first wrong one), the questions alone, the sheet to
  hand out, with ``--questions``;
- ``tarot-learn exit-ticket [DIR] [--seed S] [--keys] [--lang fr]`` prints the class's exit tickets: for each
  learner of the progress folder ``DIR``, five questions on the class's weakest Practice targets, the same kinds for
  all, each on the learner's own position (:func:`tarot_learn.exercises.practice.exit_ticket`); exit code 1 when no
  learner has answered yet;
- ``tarot-learn guide [--lang fr]`` prints the teacher's guide (one hour, three hours, six weeks) and its glossary;
- ``tarot-learn aide-memoire [--lang fr] [--output FILE]`` and ``tarot-learn print-deals --seed club --players 4
  --count 5 [--review-deals N | --no-review] [--lang fr] [--output FILE]`` write the printed pages as PDF
  (:mod:`.printing`, the ``print`` extra; the deal sheets carry the review of each taker's decisions, a few
  seconds a deal): exit code 1 when fpdf2 is missing, 2 when the file cannot be written;
  ``tarot-learn print-deals --file DEAL.txt…`` prints deals played at the club and written as text
  (:mod:`tarot_learn.deal_text`), exit code 2 with the line at fault when a file is not a finished deal;
  ``tarot-learn score-sheet --players 4 [--names A B C D]`` a blank score sheet (feuille de marque) for a table;
- ``tarot-learn class-view [DIR] [--lang fr] [-- VOILA-OPTIONS]`` opens the live class view (shipped in the package)
  in Voilà, or in JupyterLab where Voilà is not installed;
- ``tarot-learn class-server [--db URL] [--roster class.csv] [--hub] …`` runs the class service
  (:mod:`tarot_learn.classroom.service.server`, the ``class`` extra; ``--help`` lists its options);
- ``tarot-learn setup-class-folder PATH --group G [--owner TEACHER]`` makes ``PATH`` a class's shared folder on
  one machine with real accounts: group ``G``, mode 3770 (rwx for the group, setgid, sticky:
  :data:`~tarot_learn.exercises.classroom.CLASS_FOLDER_MODE`); exit code 2 when it cannot be done.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import os
import re
import subprocess
import sys
from contextlib import contextmanager
from pathlib import Path

from .. import __version__, i18n

DEFAULT_LAB_FOLDER = "tarot_learn_lessons"
DEFAULT_CLASS_FOLDER = "tarot_learn_class"
CHART_FORMATS = (".png", ".svg", ".pdf")
LONGEST_FILE_NAME = 255  # bytes: the longest file name of common file systems (ext4, NTFS, APFS)
REVIEW_DEALS_MAX = 200  # sampled deals per decision a deal sheet's review may ask (the tuned budget is 12 to 48)


# argparse's own sentences (its errors), each with the catalogue key that says it in the session language.
ARGPARSE_SENTENCES = {
    "argument %(argument_name)s: %(message)s": "cli.argparse.argument",
    "the following arguments are required: %s": "cli.argparse.required",
    "one of the arguments %s is required": "cli.argparse.one_required",
    "invalid choice: %(value)r (choose from %(choices)s)": "cli.argparse.invalid_choice",
    "invalid %(type)s value: %(value)r": "cli.argparse.invalid_value",
    "unrecognized arguments: %s": "cli.argparse.unrecognized",
    "expected one argument": "cli.argparse.expected_one",
    "expected at most one argument": "cli.argparse.expected_at_most_one",
    "expected at least one argument": "cli.argparse.expected_at_least_one",
    "not allowed with argument %s": "cli.argparse.not_allowed_with",
    "ambiguous option: %(option)s could match %(matches)s": "cli.argparse.ambiguous",
    "ignored explicit argument %r": "cli.argparse.ignored_explicit",
}


@contextmanager
def _argparse_in_session_language():
    """argparse builds its errors with gettext's ``_``: while our parser reads the command line, its
    ``_`` gives each known sentence in the session language (any other stays as argparse says it)."""
    english = argparse._

    def translated(message: str) -> str:
        key = ARGPARSE_SENTENCES.get(message)
        return i18n.text(key) if key else english(message)

    argparse._ = translated
    try:
        yield
    finally:
        argparse._ = english


class _Parser(argparse.ArgumentParser):
    """argparse speaks English only: its headings, its errors and its error line are given in the session
    language."""

    def parse_args(self, args=None, namespace=None):
        with _argparse_in_session_language():  # "unrecognized arguments" is said here, after parse_known_args
            return super().parse_args(args, namespace)

    def parse_known_args(self, args=None, namespace=None):
        with _argparse_in_session_language():
            return super().parse_known_args(args, namespace)

    def error(self, message: str):
        self.print_usage(sys.stderr)
        self.exit(2, i18n.text("cli.error", detail=f"{self.prog}: {message}") + "\n")


class _Formatter(argparse.HelpFormatter):
    def add_usage(self, usage, actions, groups, prefix=None):
        # argparse asks for a usage with prefix "" to name a command's parser: leave that one alone.
        super().add_usage(usage, actions, groups, prefix=i18n.text("cli.usage") if prefix is None else prefix)


def build_parser() -> argparse.ArgumentParser:
    """Every command, each argument explained in the session language (:func:`i18n.get_language`)."""
    parser = _new_parser("tarot-learn", description=i18n.text("cli.description"), epilog=i18n.text("cli.more_help"))
    parser.add_argument(
        "--version", action="version", version=f"tarot_learn {__version__}", help=i18n.text("cli.version")
    )
    commands = parser.add_subparsers(
        title=i18n.text("cli.commands"), dest="command", required=True, metavar=i18n.text("cli.command")
    )

    lessons = _new_command(commands, "lessons", _lessons)
    lessons.add_argument("folder", metavar="DIR", help=i18n.text("cli.lessons.folder"))
    lessons.add_argument("--lang", choices=i18n.LANGUAGES, help=i18n.text("cli.lessons.lang"))

    lab = _new_command(commands, "lab", _lab, epilog=i18n.text("cli.lab.jupyter_args"))
    lab.add_argument(
        "folder",
        metavar="DIR",
        nargs="?",
        default=DEFAULT_LAB_FOLDER,
        help=i18n.text("cli.lab.folder", default=DEFAULT_LAB_FOLDER),
    )
    lab.add_argument("--lang", choices=i18n.LANGUAGES, help=i18n.text("cli.lab.lang"))

    report = _new_command(commands, "report", _report)
    report.add_argument("files", nargs="*", help=i18n.text("cli.report.files"))
    report.add_argument("--service", action="store_true", help=i18n.text("cli.report.service"))
    report.add_argument("--group", help=i18n.text("cli.report.group"))
    report.add_argument("--roster", metavar="FILE.csv", help=i18n.text("cli.report.roster"))
    report.set_defaults(parser=report)
    report.add_argument("--csv", help=i18n.text("cli.report.csv"))
    report.add_argument("--chart", help=i18n.text("cli.report.chart"))
    report.add_argument("--lang", choices=i18n.LANGUAGES, help=i18n.text("cli.report.lang"))
    report.add_argument("--moodle", metavar="FILE", help=i18n.text("cli.report.moodle"))
    report.add_argument("--canvas", metavar="FILE", help=i18n.text("cli.report.canvas"))
    report.add_argument("--tournament", metavar="NAME", help=i18n.text("cli.report.tournament"))
    report.add_argument("--tournament-chart", metavar="FILE.svg", help=i18n.text("cli.report.tournament_chart"))

    setup = _new_command(
        commands, "setup-class-folder", _setup_class_folder, epilog=i18n.text("cli.setup_class_folder.mode")
    )
    setup.add_argument("folder", metavar="PATH", help=i18n.text("cli.setup_class_folder.folder"))
    setup.add_argument("--group", required=True, metavar="G", help=i18n.text("cli.setup_class_folder.group"))
    setup.add_argument("--owner", metavar="TEACHER", help=i18n.text("cli.setup_class_folder.owner"))
    setup.add_argument("--lang", choices=i18n.LANGUAGES, help=i18n.text("cli.setup_class_folder.lang"))

    from ..exercises.model import CHAPTERS

    keys = _new_command(commands, "keys", _keys)
    keys.add_argument("learner", metavar="LEARNER", help=i18n.text("cli.keys.learner"))
    keys.add_argument("--chapter", action="append", choices=CHAPTERS, help=i18n.text("cli.keys.chapter"))
    keys.add_argument("--file", metavar="FILE.toml", help=i18n.text("cli.keys.file"))
    keys.add_argument("--questions", action="store_true", help=i18n.text("cli.keys.questions"))
    keys.add_argument("--lang", choices=i18n.LANGUAGES, help=i18n.text("cli.keys.lang"))

    ticket = _new_command(commands, "exit-ticket", _exit_ticket)
    ticket.add_argument("folder", metavar="DIR", nargs="?", help=i18n.text("cli.exit_ticket.folder"))
    ticket.add_argument("--seed", default="exit", help=i18n.text("cli.exit_ticket.seed"))
    ticket.add_argument("--keys", action="store_true", help=i18n.text("cli.exit_ticket.keys"))
    ticket.add_argument("--lang", choices=i18n.LANGUAGES, help=i18n.text("cli.keys.lang"))

    guide = _new_command(commands, "guide", _guide)
    guide.add_argument("--lang", choices=i18n.LANGUAGES, help=i18n.text("cli.guide.lang"))

    aide = _new_command(commands, "aide-memoire", _aide_memoire)
    aide.add_argument("--lang", choices=i18n.LANGUAGES, help=i18n.text("cli.print.lang"))
    aide.add_argument("--output", help=i18n.text("cli.print.output", default="aide-memoire-LANG.pdf"))

    check = _new_command(commands, "check", _check)
    check.add_argument("file", metavar="FILE.toml", help=i18n.text("cli.check.file"))
    check.add_argument("--lang", choices=i18n.LANGUAGES, help=i18n.text("cli.report.lang"))

    _new_command(commands, "class-server", _class_server)  # listed here; its options are its own (main)

    view = _new_command(commands, "class-view", _class_view, epilog=i18n.text("cli.class_view.voila_args"))
    view.add_argument(
        "folder",
        metavar="DIR",
        nargs="?",
        default=DEFAULT_CLASS_FOLDER,
        help=i18n.text("cli.class_view.folder", default=DEFAULT_CLASS_FOLDER),
    )
    view.add_argument("--lang", choices=i18n.LANGUAGES, help=i18n.text("cli.class_view.lang"))

    sheet = _new_command(commands, "score-sheet", _score_sheet)
    sheet.add_argument("--players", type=int, choices=(3, 4, 5), default=4, help=i18n.text("cli.print_deals.players"))
    sheet.add_argument("--names", nargs="+", metavar="NAME", help=i18n.text("cli.score_sheet.names"))
    written = sheet.add_mutually_exclusive_group()
    written.add_argument("--seed", help=i18n.text("cli.score_sheet.seed"))
    written.add_argument("--file", nargs="+", metavar="FILE", help=i18n.text("cli.score_sheet.file"))
    sheet.add_argument(
        "--count", type=int, choices=range(1, 21), default=5, metavar="1-20", help=i18n.text("cli.print_deals.count")
    )
    sheet.add_argument("--lang", choices=i18n.LANGUAGES, help=i18n.text("cli.print.lang"))
    sheet.add_argument("--output", help=i18n.text("cli.print.output", default="score-sheet-LANG.pdf"))

    deals = _new_command(commands, "print-deals", _print_deals)
    source = deals.add_mutually_exclusive_group(required=True)
    source.add_argument("--seed", help=i18n.text("cli.print_deals.seed"))
    source.add_argument("--file", nargs="+", metavar="FILE", help=i18n.text("cli.print_deals.file"))
    deals.add_argument("--players", type=int, choices=(3, 4, 5), default=4, help=i18n.text("cli.print_deals.players"))
    deals.add_argument(
        "--count", type=int, choices=range(1, 21), default=5, metavar="1-20", help=i18n.text("cli.print_deals.count")
    )
    deals.add_argument("--lang", choices=i18n.LANGUAGES, help=i18n.text("cli.print.lang"))
    deals.add_argument("--output", help=i18n.text("cli.print.output", default="deals-SEED.pdf"))
    review = deals.add_mutually_exclusive_group()
    review.add_argument(
        "--review-deals",
        type=int,
        choices=range(1, REVIEW_DEALS_MAX + 1),
        metavar=f"1-{REVIEW_DEALS_MAX}",
        help=i18n.text("cli.print_deals.review_deals"),
    )
    review.add_argument("--no-review", action="store_true", help=i18n.text("cli.print_deals.no_review"))
    return parser


def _new_parser(prog: str, **settings) -> argparse.ArgumentParser:
    return _localized(_Parser(prog=prog, formatter_class=_Formatter, add_help=False, **settings))


def _new_command(commands, name: str, run, **settings) -> argparse.ArgumentParser:
    summary = i18n.text(f"cli.{name.replace('-', '_')}.help")  # the parent's parser class, _Parser, is inherited
    command = commands.add_parser(
        name, help=summary, description=summary, formatter_class=_Formatter, add_help=False, **settings
    )
    command.set_defaults(run=run)
    return _localized(command)


def _localized(parser: argparse.ArgumentParser) -> argparse.ArgumentParser:
    parser._positionals.title = i18n.text("cli.arguments")  # argparse's headings have no public setter
    parser._optionals.title = i18n.text("cli.options")
    parser.add_argument("-h", "--help", action="help", help=i18n.text("cli.help"))
    return parser


def main(argv: list[str] | None = None) -> int:
    i18n.set_language(i18n.language_from_environment())
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv[:1] == ["class-server"]:  # the service has its own options (classroom/service/server.py)
        return _class_server(argv[1:])
    # Everything after "--" goes to `jupyter lab` untouched (argparse would read it as its own options).
    passed_on = argv[argv.index("--") + 1 :] if "--" in argv else []
    arguments = build_parser().parse_args(argv[: argv.index("--")] if "--" in argv else argv)
    arguments.passed_on = passed_on
    return arguments.run(arguments)


def _check(arguments) -> int:
    """``tarot-learn check FILE``: every exercise of a teacher's file checked by the rules; exit 0 when all
    are right, 2 when one is not (each said in a line), 1 when the file cannot be read."""
    from ..exercises.teacher import TeacherExerciseError, check_file

    lang = arguments.lang
    try:
        found, problems = check_file(arguments.file)
    except TeacherExerciseError as error:
        print(error.message(lang), file=sys.stderr)
        return 1
    if found:
        print(i18n.text("cli.check.ok", lang, path=arguments.file, count=len(found)))
    if problems:
        print(i18n.text("cli.check.wrong", lang, count=len(problems)), file=sys.stderr)
        for problem in problems:
            print("  " + problem.message(lang), file=sys.stderr)
        return 2
    return 0


def _class_server(argv) -> int:
    """``tarot-learn class-server [OPTIONS]``: the class service (the ``class`` extra)."""
    if any(importlib.util.find_spec(name) is None for name in ("sqlalchemy", "alembic", "tornado")):
        print(i18n.text("cli.class_server.missing", python=sys.executable), file=sys.stderr)
        return 1
    from ..classroom.service.server import main as serve

    return serve(list(argv) if isinstance(argv, list) else [])


def _class_view(arguments) -> int:
    """``tarot-learn class-view [DIR]``: the live class view, copied from the package into ``DIR`` (a copy
    the teacher changed is kept) and opened in Voilà, or in JupyterLab where Voilà is not installed."""
    from ..lessons import class_view_app

    lang = arguments.lang or i18n.get_language()  # the sentences follow --lang, as the view does
    source = class_view_app(lang)
    folder = Path(arguments.folder)
    target = folder / source.name
    try:
        folder.mkdir(parents=True, exist_ok=True)
        if not target.exists():
            target.write_bytes(source.read_bytes())
    except OSError as error:
        print(
            i18n.text("cli.lessons.cannot_write", lang, folder=folder, reason=error.strerror or error), file=sys.stderr
        )
        return 1
    if importlib.util.find_spec("voila") is not None:
        command = [sys.executable, "-m", "voila", target.name, *arguments.passed_on]
    elif importlib.util.find_spec("jupyterlab") is not None:
        command = [sys.executable, "-m", "jupyterlab", target.name, *arguments.passed_on]
    else:
        print(i18n.text("cli.lab.missing", lang, python=sys.executable), file=sys.stderr)
        return 1
    print(i18n.text("cli.class_view.opening", lang, path=target))
    return _run_jupyter(command, folder)


def _lessons(arguments) -> int:
    from ..lessons import first_lesson

    done = _copy(arguments.folder, arguments.lang)
    if done is None:
        return 1
    start = done.folder / first_lesson(arguments.lang)
    print(i18n.text("cli.lessons.start", arguments.lang, path=start, folder=done.folder))
    return 0


def _copy(folder: str, lang: str | None):
    """Copy the notebooks and say what happened, file by file for those left alone; None if it failed."""
    from ..lessons import copy_lessons

    if not folder.strip():  # "" would copy every notebook into the current folder, unasked
        print(i18n.text("cli.lessons.empty_folder", lang), file=sys.stderr)
        return None
    try:
        done = copy_lessons(folder, (lang,) if lang else i18n.LANGUAGES)
    except OSError as error:
        print(
            i18n.text("cli.lessons.cannot_write", lang, folder=folder, reason=error.strerror or error), file=sys.stderr
        )
        return None
    for kind in ("copied", "updated", "unchanged"):
        if count := len(getattr(done, kind)):
            print(i18n.text(f"cli.lessons.{kind}", lang, count=count, folder=done.folder))
    if done.kept:
        print(i18n.text("cli.lessons.kept", lang))
        for path in done.kept:
            print(f"  {done.folder / path}")
    return done


def _lab(arguments) -> int:
    if importlib.util.find_spec("jupyterlab") is None:
        print(
            i18n.text("cli.lab.missing", arguments.lang, python=sys.executable), file=sys.stderr
        )  # this environment's pip
        return 1
    done = _copy(arguments.folder, arguments.lang)
    if done is None:
        return 1
    from ..lessons import first_lesson

    lesson = first_lesson(arguments.lang)
    print(i18n.text("cli.lab.opening", arguments.lang, path=done.folder / lesson))
    # The same Python as tarot_learn's, so that the notebooks' kernel finds the package.
    # The whole folder is served (Lab would otherwise serve only the lesson's own folder), the lesson open.
    command = [
        sys.executable,
        "-m",
        "jupyterlab",
        f"--ServerApp.root_dir={done.folder.resolve()}",
        lesson,
        *arguments.passed_on,
    ]
    return _run_jupyter(command, done.folder)


def _run_jupyter(command: list[str], folder) -> int:
    """Run JupyterLab or Voilà in ``folder`` until it is stopped (Ctrl-C is a normal end)."""
    if command[2] == "jupyterlab" and hasattr(os, "geteuid") and os.geteuid() == 0 and "--allow-root" not in command:
        command.append("--allow-root")  # Jupyter refuses root without it (containers, Binder-like machines)
    try:
        return subprocess.call(command, cwd=folder)
    except KeyboardInterrupt:
        return 0


def _output_problem(path: str, lang: str) -> str | None:
    """Why ``path`` cannot be written, as a sentence — before a minute is spent on the report."""
    target = Path(path)
    try:
        if len(target.name.encode("utf-8", "replace")) > LONGEST_FILE_NAME:
            reason = i18n.text("cli.report.reason.too_long", lang, longest=LONGEST_FILE_NAME)
        elif target.is_dir():
            reason = i18n.text("cli.report.reason.folder", lang)
        elif not target.parent.is_dir():
            reason = i18n.text("cli.report.reason.no_folder", lang)
        else:
            return None
    except OSError as error:  # a name the system refuses even to look at (too long, a NUL…)
        reason = error.strerror or type(error).__name__
    return i18n.text("cli.report.cannot_write", lang, path=path, reason=reason)


def _report(arguments) -> int:
    from ..exercises.report import gather, gather_learners, report_figure, summary_lines, write_csv

    lang = arguments.lang
    outputs = (arguments.csv, arguments.chart, arguments.moodle, arguments.canvas, arguments.tournament_chart)
    problems = [_output_problem(path, lang) for path in outputs if path]
    if arguments.chart and Path(arguments.chart).suffix.lower() not in CHART_FORMATS:
        problems.append(i18n.text("cli.report.chart_format", lang, path=arguments.chart))
    if not arguments.files and not arguments.service:
        arguments.parser.error(i18n.text("cli.report.no_source", lang))  # the usage, then the sentence; exit 2
    roster = _roster(arguments.roster, lang, problems)
    if any(problems):
        print("\n".join(problem for problem in problems if problem), file=sys.stderr)
        return 2
    if arguments.service:
        learners = _service_attempts(arguments.group, lang)
        if learners is None:
            return 1
        rows, skipped, duplicates = gather_learners(learners)
        source = learners
    else:
        rows, skipped, duplicates = gather(arguments.files)
        source = arguments.files
    for line in summary_lines(rows, skipped, lang, duplicates):
        print(line)
    if arguments.tournament and (arguments.files or arguments.service):
        from ..classroom.remote import configured_service

        where = configured_service(arguments.group) if arguments.service else arguments.files[0]
        for line in tournament_lines(arguments.tournament, where, lang):
            print(line)
    try:
        if arguments.tournament and arguments.tournament_chart and arguments.files:
            tournament_chart(arguments.tournament, arguments.files[0], arguments.tournament_chart, lang)
        if arguments.csv:
            write_csv(rows, arguments.csv)
        if arguments.chart:
            report_figure(rows, lang).savefig(arguments.chart, dpi=100)
        for name, path in (("moodle", arguments.moodle), ("canvas", arguments.canvas)):
            if path:
                from ..classroom import gradebook

                count, unmatched = getattr(gradebook, f"write_{name}")(source, path, roster)
                written = i18n.text("count.learners.one" if count == 1 else "count.learners.many", lang, count=count)
                print(i18n.text("cli.report.gradebook", lang, format=name.capitalize(), learners=written, path=path))
                for learner in unmatched:
                    print(i18n.text("cli.report.no_login", lang, learner=learner, format=name.capitalize()))
    except OSError as error:  # the folder vanished or is read-only: still one sentence
        print(
            i18n.text(
                "cli.report.cannot_write",
                lang,
                path=error.filename or "?",
                reason=error.strerror or type(error).__name__,
            ),
            file=sys.stderr,
        )
        return 2
    return 0 if rows or not skipped else 1


def _roster(path: str | None, lang, problems: list[str]) -> dict[str, str] | None:
    """The roster's name → login, or None; a roster that cannot be read is a problem said in a sentence."""
    if not path:
        return None
    from ..classroom.gradebook import read_roster
    from ..errors import TarotError

    try:
        return read_roster(path)
    except TarotError as error:
        problems.append(error.message(lang))
    except (OSError, UnicodeDecodeError) as error:
        reason = getattr(error, "strerror", None) or type(error).__name__
        problems.append(i18n.text("cli.report.cannot_read", lang, path=path, reason=reason))
    return None


def _service_attempts(group: str | None, lang) -> dict[str, list[dict]] | None:
    """Each learner's attempts from the class service configured (TAROT_LEARN_CLASS_URL), or None
    after saying why not."""
    from ..classroom.remote import configured_service
    from ..exercises.outbox import ClassServiceError

    service = configured_service(group)
    if service is None:
        print(i18n.text("cli.report.no_service", lang), file=sys.stderr)
        return None
    try:
        learners, _, refused = service.attempts()
    except ClassServiceError as error:
        print(error.message(lang), file=sys.stderr)
        return None
    if refused:
        print(i18n.text("cli.report.refused_records", lang, count=refused))
    return learners


def tournament_lines(name: str, folder, lang: str | None = None) -> list[str]:
    """The duplicate ranking of tournament ``name`` whose results are under the progress folder
    ``folder`` (or, given a :class:`~tarot_learn.classroom.remote.ClassService`, in the class service):
    each learner's total, then his mark on each deal he played; then a line for each file or score left
    out (:func:`~tarot_learn.classroom.tournament.read_tournament`)."""
    from ..classroom.remote import ClassService
    from ..classroom.tournament import duplicate_marks, duplicate_ranking, read_tournament
    from ..exercises.report import printable

    if isinstance(folder, ClassService):
        _, results, _ = folder.tournament(name)
        refused = []
    else:
        results, refused = read_tournament(name, folder)
    marks = duplicate_marks(results)
    count = len(results)
    learners = i18n.text("count.learners.one" if count == 1 else "count.learners.many", lang, count=count)
    lines = [printable(i18n.text("cli.report.tournament_title", lang, name=name, learners=learners))]
    for rank, (learner, total) in enumerate(duplicate_ranking(results), 1):
        each = ", ".join(
            i18n.text("cli.report.tournament_mark", lang, number=number, mark=i18n.format_signed(round(mark), lang))
            for number, mark in sorted(marks[learner].items())
        )
        total = i18n.format_signed(round(total), lang)
        played = len(results[learner])
        deals = i18n.text("count.deals.one" if played == 1 else "count.deals.many", lang, count=played)
        line = {"rank": rank, "learner": learner, "mark": total, "deals": deals, "marks": each}
        lines.append(
            printable(i18n.text("cli.report.tournament_line", lang, **line))
        )  # a name's escape codes shown as ?
    return lines + [printable(item.line(lang)) for item in refused]


def tournament_chart(name: str, folder: str, path: str, lang: str | None = None) -> None:
    """Write the chart of the tournament's ranking (the class view's) to the SVG file ``path``."""
    from ..classroom.tournament import duplicate_ranking, read_results
    from ..display.tournament_chart import ranking_svg

    Path(path).write_text(ranking_svg(duplicate_ranking(read_results(name, folder)), lang), encoding="utf-8")


def _setup_class_folder(arguments) -> int:
    from ..errors import TarotError
    from ..exercises.classroom import CLASS_FOLDER_MODE, setup_class_folder

    lang = arguments.lang
    try:
        folder = setup_class_folder(arguments.folder, arguments.group, arguments.owner)
    except KeyError:
        unknown = arguments.group if arguments.owner is None else f"{arguments.group}, {arguments.owner}"
        print(i18n.text("cli.setup_class_folder.unknown", lang, names=unknown), file=sys.stderr)
        return 2
    except TarotError as error:
        print(error.message(lang), file=sys.stderr)
        return 1
    except OSError as error:
        reason = error.strerror or type(error).__name__
        print(i18n.text("cli.setup_class_folder.cannot", lang, path=arguments.folder, reason=reason), file=sys.stderr)
        return 2
    mode = f"{CLASS_FOLDER_MODE:o}"
    print(i18n.text("cli.setup_class_folder.done", lang, path=folder, group=arguments.group, mode=mode))
    print(f"TAROT_LEARN_PROGRESS_DIR={folder.resolve()}")
    return 0


def _keys(arguments) -> int:
    """``tarot-learn keys LEARNER [--file FILE.toml] [--questions]``: exit 1 when the teacher's file
    cannot be read or holds a wrong exercise (said in a line: ``tarot-learn check`` lists them all)."""
    from ..exercises.teacher import TeacherExerciseError

    try:
        lines = key_lines(
            arguments.learner, arguments.chapter, arguments.lang, file=arguments.file, solutions=not arguments.questions
        )
    except TeacherExerciseError as error:
        print(error.message(arguments.lang), file=sys.stderr)
        return 1
    print("\n".join(lines))
    return 0


def _exit_ticket(arguments) -> int:
    lines = exit_ticket_lines(arguments.folder, arguments.seed, arguments.lang, keys=arguments.keys)
    print("\n".join(lines))
    return 0 if len(lines) > 1 else 1


def exit_ticket_lines(folder: str | None, seed: str, lang: str | None = None, *, keys: bool = False) -> list[str]:
    """The class's exit tickets (:func:`tarot_learn.exercises.practice.exit_ticket`), read from the
    progress folder ``folder`` (default: the progress folder): for each learner, five questions on
    the class's weakest targets, each on his own position, with the solutions when ``keys``."""
    from ..classroom.summary import read_class
    from ..exercises import expected_text, position_text
    from ..exercises.practice import exit_ticket, target_words, weakest_targets

    lang = i18n.check_language(lang)
    learners, _unreadable = read_class(folder)
    targets = weakest_targets(learners)
    if not targets:
        return [i18n.text("cli.exit_ticket.none", lang)]
    words = ", ".join(target_words(target, lang) for _area, target in targets)
    lines = [i18n.text("cli.exit_ticket.targets", lang, targets=words)]
    for learner, questions in sorted(exit_ticket(learners, seed=seed).items(), key=lambda item: item[0].casefold()):
        lines += ["", i18n.text("cli.exit_ticket.learner", lang, learner=learner)]
        for number, exercise in enumerate(questions, 1):
            lines.append(f"{number}. {exercise.question_text(lang)}")
            lines += [f"   {line}" for line in position_text(exercise, lang).splitlines()]
            if keys:
                lines.append(f"   → {expected_text(exercise, lang)}")
    return lines


def _guide(arguments) -> int:
    from ..lessons import teacher_guide

    print(teacher_guide(arguments.lang).read_text(encoding="utf-8"), end="")
    return 0


def _aide_memoire(arguments) -> int:
    lang = i18n.check_language(arguments.lang)
    return _write_pdf(arguments.output or f"aide-memoire-{lang}.pdf", "aide_memoire", lang=lang)


def _score_sheet(arguments) -> int:
    lang = i18n.check_language(arguments.lang)
    names = arguments.names
    if names is not None and len(names) != arguments.players:
        print(i18n.text("cli.score_sheet.count", lang, count=len(names), players=arguments.players), file=sys.stderr)
        return 2
    tally = None
    if arguments.seed is not None or arguments.file:
        tally = _score_sheet_tally(arguments, lang)
        if tally is None:
            return 2
    output = arguments.output or f"score-sheet-{lang}.pdf"
    return _write_pdf(output, "score_sheet", arguments.players, names=names, tally=tally, lang=lang)


def _score_sheet_tally(arguments, lang: str):
    """score-sheet --seed/--file: the deals written in — the deal sheets' deals as the bots played them
    (``print-deals --seed``), or finished deals written as text — on the rules core's Tally; None, the
    reason said, when a file is not a finished deal or is a deal of another table."""
    from ..tally import Tally

    if arguments.file:
        games = _read_deal_files(arguments.file, lang)
        if games is None:
            return None
    else:
        from .printing import class_deals

        games = class_deals(arguments.seed, arguments.players, arguments.count)
    tally = Tally(arguments.players)
    for number, game in enumerate(games):
        if game.players != arguments.players:
            path = arguments.file[number]
            print(
                i18n.text("cli.score_sheet.players", lang, path=path, given=game.players, players=arguments.players),
                file=sys.stderr,
            )
            return None
        tally.add(game)
    return tally


def _print_deals(arguments) -> int:
    lang = i18n.check_language(arguments.lang)
    if arguments.file:
        return _print_deal_files(arguments, lang)
    output = arguments.output or f"deals-{_in_file_name(arguments.seed)}.pdf"
    return _write_pdf(
        output,
        "deal_sheets",
        arguments.seed,
        players=arguments.players,
        count=arguments.count,
        review=not arguments.no_review,
        review_deals=arguments.review_deals,
        progress=lambda done, count: print(
            i18n.text("cli.print_deals.reviewed", lang, done=done, count=count), file=sys.stderr
        ),
        lang=lang,
    )


def _read_deal_files(paths, lang: str):
    """The finished deals written in the files ``paths`` (:mod:`tarot_learn.deal_text`), or None when one
    cannot be read, is not a deal or is not finished (the reason said)."""
    from ..deal_text import DealTextError, read_deal

    games = []
    for path in paths:
        try:
            game = read_deal(Path(path).read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError) as error:
            reason = getattr(error, "strerror", None) or type(error).__name__
            print(i18n.text("cli.print_deals.cannot_read", lang, path=path, reason=reason), file=sys.stderr)
            return None
        except DealTextError as error:
            print(i18n.text("cli.print_deals.not_a_deal", lang, path=path, reason=error.message(lang)), file=sys.stderr)
            return None
        if game.result is None:
            print(i18n.text("cli.print_deals.unfinished", lang, path=path), file=sys.stderr)
            return None
        games.append(game)
    return games


def _print_deal_files(arguments, lang: str) -> int:
    """print-deals --file: the finished deals written as text in the files (:mod:`tarot_learn.deal_text`)."""

    paths = arguments.file
    games = _read_deal_files(paths, lang)
    if games is None:
        return 2
    output = arguments.output or f"deals-{Path(paths[0]).stem}.pdf"
    return _write_pdf(
        output,
        "deal_sheets",
        None,
        review=not arguments.no_review,
        review_deals=arguments.review_deals,
        progress=lambda done, count: print(
            i18n.text("cli.print_deals.reviewed", lang, done=done, count=count), file=sys.stderr
        ),
        games=games,
        source=", ".join(Path(path).name for path in paths),
        lang=lang,
    )


def _in_file_name(text: str, longest: int = 40) -> str:
    """``text`` as part of a default file name: letters, digits, ``-`` and ``_`` only, at most ``longest``
    characters (a hash keeps two long seeds apart)."""
    safe = re.sub(r"[^A-Za-z0-9_-]+", "-", text).strip("-")
    if safe == text and len(safe) <= longest:
        return safe
    return (
        safe[: longest - 9].strip("-") + "-" + hashlib.sha256(text.encode("utf-8", "replace")).hexdigest()[:8]
    ).strip("-")


def _write_pdf(path: str, maker: str, *args, lang: str, **options) -> int:
    """Make a printed page with :mod:`.printing` and write it; one sentence when it cannot be done."""
    if importlib.util.find_spec("fpdf") is None:
        print(i18n.text("cli.print.missing", lang, python=sys.executable), file=sys.stderr)
        return 1
    if problem := _output_problem(path, lang):
        print(problem, file=sys.stderr)
        return 2
    from . import printing

    try:
        Path(path).write_bytes(getattr(printing, maker)(*args, lang=lang, **options))
    except OSError as error:
        reason = error.strerror or type(error).__name__
        print(i18n.text("cli.report.cannot_write", lang, path=path, reason=reason), file=sys.stderr)
        return 2
    print(i18n.text("cli.print.written", lang, path=path))
    return 0


def key_lines(
    learner: str, chapters=None, lang: str | None = None, *, file: str | None = None, solutions: bool = True
) -> list[str]:
    """The key sheet of ``learner``: for each exercise of ``chapters`` (default: all), its id and
    question, the position in words and the solution the rules core gives — on the positions the
    learner's notebooks show him (:func:`tarot_learn.exercises.find_exercise`). ``file``: a teacher's
    exercises (:func:`~tarot_learn.exercises.teacher.load_exercises`, each checked) in place of the
    book's; ``solutions=False``: the questions only, the sheet to hand out."""
    from ..exercises import chapter_exercises, class_code, expected_text, find_exercise, position_text
    from ..exercises.model import CHAPTERS
    from ..exercises.report import printable
    from ..exercises.teacher import load_exercises

    lang = i18n.check_language(lang)
    code = class_code()
    heading = ("cli.keys.class", {"code": code}) if code else ("cli.keys.own", {})
    lines = [printable(i18n.text(heading[0], lang, learner=learner, **heading[1]))]  # never a terminal's escape code
    if file is None:
        sheet = {chapter: [bank.id for bank in chapter_exercises(chapter)] for chapter in chapters or CHAPTERS}
    else:  # a teacher's file: its own chapter (its "chapter", its name, else the teacher's), in its order
        mine = list(load_exercises(file).values())
        lines[0] += " " + i18n.text("cli.keys.from_file", lang, path=file, count=len(mine))
        sheet = {}
        for exercise in mine:
            if not chapters or exercise.chapter in chapters:
                sheet.setdefault(exercise.chapter, []).append(exercise)
    for chapter, chosen in sheet.items():
        lines += ["", i18n.text("cli.keys.chapter_title", lang, chapter=chapter)]
        for number, written in enumerate(chosen, 1):
            exercise = find_exercise(written, learner)
            lines.append(f"{number}. {exercise.id} — {exercise.question_text(lang)}")
            lines += [f"   {line}" for line in position_text(exercise, lang).splitlines()]
            if solutions:
                lines.append(f"   → {expected_text(exercise, lang)}")
    return lines


if __name__ == "__main__":
    sys.exit(main())
