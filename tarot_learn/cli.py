"""The ``tarot-learn`` command. ``tarot-learn report FILES… [--csv out.csv] [--chart out.png]
[--lang fr]`` gathers the learners' progress files into the teacher's report
(:mod:`tarot_learn.exercises.report`)."""

from __future__ import annotations

import argparse
import sys

from . import i18n


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="tarot-learn", description="tarot_learn: tools for teachers.")
    commands = parser.add_subparsers(dest="command", required=True)
    report = commands.add_parser("report", help="gather learners' progress files into a report")
    report.add_argument("files", nargs="+", help="progress files (one JSON file per learner)")
    report.add_argument("--csv", help="write the scores, per learner and per exercise, to this CSV file")
    report.add_argument("--chart", help="write a chart of the average score per exercise (PNG, SVG or PDF)")
    report.add_argument("--lang", default="fr", choices=i18n.LANGUAGES, help="language of the output")
    arguments = parser.parse_args(argv)
    return _report(arguments)


def _report(arguments) -> int:
    from .exercises.report import read_rows, report, summary_lines, write_csv

    rows, skipped = read_rows(arguments.files)
    for line in summary_lines(rows, skipped, arguments.lang):
        print(line)
    if arguments.csv:
        write_csv(rows, arguments.csv)
    if arguments.chart:
        _, figure = report(arguments.files, lang=arguments.lang)
        figure.savefig(arguments.chart, dpi=100)
    return 0 if rows or not skipped else 1


if __name__ == "__main__":
    sys.exit(main())
