"""The printed pages (issue 24): the aide-mémoire is one A4 page and the deal sheets have the
pages they should, checked by rendering them to images with Debian's poppler (``pdftoppm``), and
their text (``pdftotext``) says what the rules core says, in French and in English."""

from __future__ import annotations

import os
import re
import shutil
import subprocess

import pytest

from tarot_learn import i18n, play_bot_deal, write_deal
from tarot_learn.app import cli
from tarot_learn.cards import Card
from tarot_learn.classroom.tournament import tournament_deal
from tarot_learn.errors import TarotError
from tarot_learn.strategy import review
from tarot_learn.strategy.bots import SimpleBot
from tarot_learn.strategy.coach import CoachBot

pytest.importorskip("fpdf", reason="the print extra: pip install 'tarot_learn[print]'")
from tarot_learn.app import printing  # noqa: E402
from tarot_learn.app.printing import aide_memoire, deal_sheets  # noqa: E402

if shutil.which("pdftoppm") is None or shutil.which("pdftotext") is None:
    message = "poppler is missing: apt-get install poppler-utils (make poppler)"
    if os.environ.get("CI") == "true":
        pytest.fail(message, pytrace=False)
    pytest.skip(message, allow_module_level=True)


def rendered_pages(pdf: bytes, tmp_path) -> list:
    """The pages drawn by poppler, as image files (20 dpi: enough to count and measure them)."""
    source = tmp_path / "pages.pdf"
    source.write_bytes(pdf)
    subprocess.run(["pdftoppm", "-r", "20", "-png", source, tmp_path / "page"], check=True)
    return sorted(tmp_path.glob("page*.png"))


def png_size(path) -> tuple[int, int]:
    header = path.read_bytes()[16:24]
    return int.from_bytes(header[:4], "big"), int.from_bytes(header[4:], "big")


def text_of(pdf: bytes, tmp_path) -> str:
    source = tmp_path / "text.pdf"
    source.write_bytes(pdf)
    text = subprocess.run(["pdftotext", source, "-"], check=True, capture_output=True, text=True).stdout
    return re.sub(r"\s+", " ", text)


def squeezed(sentence: str) -> str:
    return re.sub(r"\s+", " ", sentence)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_aide_memoire_is_one_a4_page_with_the_core_s_figures(lang, tmp_path):
    pdf = aide_memoire(lang)
    pages = rendered_pages(pdf, tmp_path)
    (page,) = pages
    width, height = png_size(page)
    assert abs(height / width - 297 / 210) < 0.01  # A4, portrait
    text = text_of(pdf, tmp_path)
    for players, hand, chien, packet in ((3, 24, 6, 4), (4, 18, 6, 3), (5, 15, 3, 3)):  # RULES.md §2
        assert (
            squeezed(i18n.text("print.aide.deal", lang, players=players, hand=hand, chien=chien, packet=packet)) in text
        )
    for players, simple, double, triple in ((3, 13, 15, 18), (4, 10, 13, 15), (5, 8, 10, 13)):  # RULES.md §7
        sizes = {"simple": simple, "double": double, "triple": triple}
        assert squeezed(i18n.text("print.aide.poignee", lang, players=players, **sizes)) in text
    needed = ", ".join(
        i18n.text("print.aide.needed", lang, bouts=b, points=p) for b, p in ((3, 36), (2, 41), (1, 51), (0, 56))
    )
    assert squeezed(i18n.text("print.aide.points_needed", lang, needed=needed)) in text
    assert "(25 + |D|) × m" in text and "♠" in text and "♥" in text


@pytest.mark.parametrize(("lang", "players", "count", "pages"), [("fr", 4, 5, 1 + 5), ("en", 3, 7, 2 + 7)])
def test_the_deal_sheets_show_each_hand_then_a_page_per_deal(lang, players, count, pages, tmp_path):
    pdf = deal_sheets("club", players=players, count=count, lang=lang, review=False)  # the review: below
    assert len(rendered_pages(pdf, tmp_path)) == pages  # five deals a page of hands, then one page each
    text = text_of(pdf, tmp_path)
    for number in (1, count):
        game = class_deal(number, players)
        for seat, hand in enumerate(game.deal.hands):
            cards = " ".join(card.text(lang) for card in hand)
            seat_name = i18n.text("seat.label.number", lang, number=seat + 1)
            assert squeezed(i18n.text("print.deals.hand", lang, seat=seat_name, cards=cards)) in text
        assert squeezed(i18n.text("print.deals.line_title", lang, number=number)) in text
        assert squeezed(game.result.score.describe(lang).splitlines()[-1]) in text
    assert squeezed(i18n.text("print.deals.bands", lang, **BANDS)) not in text
    assert squeezed(i18n.text("print.deals.how", lang)) in text


def class_deal(number: int, players: int):
    """The sheet's deal ``number``: the tournament's seed, the dealer passing to the right, the coach's robots."""
    dealer = 0
    for each in range(1, number + 1):
        seed, _ = tournament_deal("club", each, players)  # the class tournament's deal
        game = play_bot_deal(players, seed=seed, dealer=dealer, bot=CoachBot)
        dealer = (game.deal.dealer + 1) % players
    return game


BANDS = {
    "good": review.GOOD,
    "imprecise": review.IMPRECISE,
    "mistake": review.MISTAKE,
    "level": round(100 * review.LEVEL),
}
REVIEW_DEALS = 2  # sampled deals per decision: a rough review, but the page is the same


def review_sentences(game, lang: str) -> list[str]:
    """What the game table's review says of the deal's taker (the measure is review_deal's, not the page's)."""
    taken = review.review_deal(game, game.taker, seed=str(game.deal.seed), deals=REVIEW_DEALS)
    explained = [printing._explained(decision, lang) for decision in taken.costliest()]  # said of the robot
    measured = sum(not decision.forced for decision in taken.decisions)
    return [
        i18n.text("print.deals.review_title", lang, seat=i18n.text("seat.label.number", lang, number=game.taker + 1)),
        i18n.text(
            "print.deals.review_measured", lang, decisions=len(taken.decisions), measured=measured, deals=taken.deals
        ),
        i18n.text("review.counts", lang, **taken.counts()),
        i18n.text("print.deals.bands", lang, **BANDS),
        *(
            f"{i18n.text('print.deals.review_rank', lang, rank=rank)} {line}"  # the rank, then its sentence
            for rank, line in enumerate(explained, 1)
        ),
        *([] if explained else [i18n.text("print.deals.clean", lang)]),
    ]


@pytest.mark.parametrize(("lang", "players"), [("fr", 4), ("en", 3)])  # 3 players: 24 tricks, the fullest page
def test_each_deal_s_page_carries_the_review_of_the_taker_s_decisions_on_one_page(lang, players, tmp_path):
    pdf = deal_sheets("club", players=players, count=2, lang=lang, review_deals=REVIEW_DEALS)
    assert len(rendered_pages(pdf, tmp_path)) == 1 + 2
    text = text_of(pdf, tmp_path)
    for number in (1, 2):
        for sentence in review_sentences(class_deal(number, players), lang):
            assert squeezed(sentence) in text
    assert text.count(squeezed(i18n.text("print.deals.bands", lang, **BANDS))) == 2  # once a deal
    assert squeezed(i18n.text("print.deals.how_review", lang)) in text


def test_a_page_too_full_for_its_remarks_is_printed_smaller_not_on_two_pages(tmp_path, monkeypatch):
    """Remarks much longer than any review's (3 players: 24 tricks on the page already)."""
    lines = tuple(f"Remarque {rank} qui prend une ligne entière. " * 3 for rank in range(10))
    long_remarks = printing.Remarks("Remarques", lines, costliest=lines)
    monkeypatch.setattr(printing, "review_remarks", lambda game, lang, deals=None: long_remarks)
    pdf = deal_sheets("club", players=3, count=1, lang="fr")
    assert len(rendered_pages(pdf, tmp_path)) == 1 + 1
    assert "10. Remarque 9 qui" in text_of(pdf, tmp_path)  # all of it, smaller


def test_print_deals_writes_the_file_the_teacher_asks_for(tmp_path, capsys):
    output = tmp_path / "club.pdf"
    argv = ["print-deals", "--seed", "club", "--players", "5", "--count", "2", "--lang", "en", "--output", str(output)]
    assert cli.main([*argv, "--review-deals", str(REVIEW_DEALS)]) == 0
    said = capsys.readouterr()
    assert said.out.strip() == i18n.text("cli.print.written", "en", path=output)
    assert said.err.splitlines() == [i18n.text("cli.print_deals.reviewed", "en", done=n, count=2) for n in (1, 2)]
    assert len(rendered_pages(output.read_bytes(), tmp_path)) == 1 + 2
    assert squeezed(review_sentences(class_deal(2, 5), "en")[1]) in text_of(output.read_bytes(), tmp_path)
    assert cli.main(["aide-memoire", "--lang", "fr", "--output", str(tmp_path / "no" / "x.pdf")]) == 2


def test_print_deals_without_the_review_and_its_budget_by_default(tmp_path, capsys, monkeypatch):
    asked = []
    monkeypatch.setattr(
        printing, "review_remarks", lambda game, lang, deals=None: asked.append(deals) or printing.Remarks("R", ())
    )
    argv = ["print-deals", "--seed", "club", "--count", "2", "--lang", "fr", "--output", str(tmp_path / "d.pdf")]
    assert cli.main([*argv, "--no-review"]) == 0 and asked == []
    assert capsys.readouterr().err == ""  # nothing reviewed, nothing to wait for
    assert cli.main(argv) == 0 and asked == [None, None]  # None: the review's tuned budget
    with pytest.raises(SystemExit) as refused:  # one or the other
        cli.main([*argv, "--no-review", "--review-deals", "4"])
    assert refused.value.code == 2
    capsys.readouterr()


def test_without_fpdf2_the_command_says_how_to_install_it(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(cli.importlib.util, "find_spec", lambda name: None)
    assert cli.main(["aide-memoire", "--lang", "en", "--output", str(tmp_path / "x.pdf")]) == 1
    assert "tarot_learn[print]" in capsys.readouterr().err and not (tmp_path / "x.pdf").exists()


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("option", ["camp", "winner"])
def test_the_aide_memoire_says_what_the_core_does_with_the_excuse_on_the_last_trick(lang, option, tmp_path):
    """RULES.md §6's Decision, by construction (issue 32): the page printed for a table's option says what
    the rules core does under it. The Excuse explorer's « last trick » deal, where a defender's Excuse
    falls to a trick the defence wins, is played under the option: by the rule (« camp ») the Excuse
    changes sides, to the attack; by the variant (« winner ») it goes to the side that wins the trick."""
    from tarot_learn.excuse import settle_excuse
    from tarot_learn.strategy.scenarios import SCENARIOS, play_scenario

    scenario = next(scenario for scenario in SCENARIOS if scenario.key == "last_trick")
    game = play_scenario(scenario, 4, excuse_last_trick=option)
    sides = [game.side_of(seat) for seat in range(4)]
    settled = settle_excuse(game.tricks, sides, excuse_last_trick=option)
    owner_side, winner_side = sides[settled.owner], sides[game.tricks[-1].winner]
    assert owner_side == winner_side  # the trick is won by the Excuse's own side: the two readings differ
    page = text_of(aide_memoire(lang, excuse_last_trick=option), tmp_path)
    sentence = squeezed(i18n.text("print.aide.excuse" if option == "camp" else "print.aide.excuse_winner", lang))
    assert sentence in page
    changes_sides = {"fr": "change de camp", "en": "changes sides"}[lang]
    to_the_winner = {"fr": "va au camp qui gagne ce pli", "en": "goes to the side that wins that trick"}[lang]
    if option == "camp":
        assert settled.excuse_side != owner_side  # the core: it changed sides
        assert changes_sides in sentence and to_the_winner not in sentence
    else:
        assert settled.excuse_side == winner_side  # the core: to the trick's winner
        assert to_the_winner in sentence and changes_sides not in sentence


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_aide_memoire_s_lower_third_holds_the_cases_to_know_with_the_core_s_figures(lang, tmp_path):
    """The Petit sec, the cut, the slam's bonuses and one score worked out by the rules core (issue 32)."""
    from tarot_learn import scoring
    from tarot_learn.deal import CUT_LEAVES

    page = text_of(aide_memoire(lang), tmp_path)
    assert squeezed(i18n.text("print.aide.petit_sec", lang)) in page
    assert squeezed(i18n.text("print.aide.cut", lang, fewest=CUT_LEAVES - 1)) in page
    slam = {"made": "+400", "unannounced": "+200", "failed": "\u2212200"}
    assert (scoring.SLAM_ANNOUNCED_MADE, scoring.SLAM_UNANNOUNCED_MADE, scoring.SLAM_ANNOUNCED_FAILED) == (
        400,
        200,
        -200,
    )
    assert squeezed(i18n.text("print.aide.slam", lang, **slam)) in page
    example = scoring.score_deal(4, "garde", 50, 2)
    assert (example.difference, example.per_defender, example.scores[0], example.scores[1]) == (9, 68, 204, -68)
    assert "+204" in page and "\u221268" in page and "(25 + 9) × 2 = 68" in page


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_score_sheet_is_one_page_with_the_deals_written_in(lang, tmp_path):
    """The feuille de marque (issue 32): the table's deals written in from its Tally, each cell the deal's
    score and the running total as the core adds them, blank lines after; the rule that checks a line."""
    from tarot_learn.tally import Tally

    tally = Tally(4)
    for seed in range(3):
        tally.add(play_bot_deal(4, seed=seed))
    pdf = printing.score_sheet(4, lang, names=["Alice", "Bruno", "Chloé", "Dédé"], tally=tally)
    assert len(rendered_pages(pdf, tmp_path)) == 1
    text = text_of(pdf, tmp_path)
    assert squeezed(i18n.text("print.sheet.rule", lang)) in text and "Chloé" in text
    for line in tally.lines:
        for score, total in zip(line.scores, line.totals, strict=True):
            cell = i18n.text(
                "print.sheet.cell", lang, score=i18n.format_signed(score, lang), total=i18n.format_signed(total, lang)
            )
            assert cell in text
    with pytest.raises(TarotError):
        printing.score_sheet(5, lang, tally=tally)  # a 4-player table's deals on a 5-player sheet


def test_the_score_sheet_command_writes_a_blank_sheet_and_refuses_a_wrong_count_of_names(tmp_path, capsys):
    output = tmp_path / "sheet.pdf"
    assert cli.main(["score-sheet", "--players", "3", "--names", "A", "B", "C", "--output", str(output)]) == 0
    assert output.read_bytes().startswith(b"%PDF")
    assert cli.main(["score-sheet", "--players", "4", "--names", "A", "B", "--lang", "en"]) == 2
    assert i18n.text("cli.score_sheet.count", "en", count=2, players=4) in capsys.readouterr().err


def test_print_deals_prints_a_deal_read_from_its_text(tmp_path, capsys):
    """print-deals --file (issue 35 item 5): a deal played at the club, written as text, printed with its play."""
    game, other = play_bot_deal(4, seed="club text", bot=SimpleBot), play_bot_deal(3, seed=4, bot=SimpleBot)
    deal_file, typed = tmp_path / "tuesday.txt", tmp_path / "typed.txt"
    deal_file.write_text(write_deal(game, "fr"), encoding="utf-8")
    without_seed = [line for line in write_deal(other, "en").splitlines() if not line.startswith("seed:")]
    typed.write_text("\ufeff" + "\r\n".join(without_seed), encoding="utf-8")  # as Notepad saves it
    output = tmp_path / "tuesday.pdf"
    argv = ["print-deals", "--file", str(deal_file), str(typed), "--no-review", "--lang", "en", "--output", str(output)]
    assert cli.main(argv) == 0
    assert capsys.readouterr().out.strip() == i18n.text("cli.print.written", "en", path=output)
    assert len(rendered_pages(output.read_bytes(), tmp_path)) == 1 + 2
    text = text_of(output.read_bytes(), tmp_path)
    assert squeezed(i18n.text("print.deals.title_file", "en", names="tuesday.txt, typed.txt")) in text
    assert squeezed(i18n.text("print.deals.line_title_file", "en", number=2)) in text
    cards = " ".join(card.text("en") for card in game.deal.hands[2])
    assert squeezed(i18n.text("print.deals.hand", "en", seat="Player 3", cards=cards)) in text
    for played in (game, other):  # the play of each, the deal without a seed too
        assert squeezed(played.result.score.describe("en").splitlines()[-1]) in text
        last = played.tricks[-1]
        seat = i18n.text("seat.label.number", "en", number=last.seats[0] + 1)
        assert squeezed(f"{seat} {last.cards[0].text('en')}") in text


def test_print_deals_refuses_a_file_that_is_not_a_finished_deal(tmp_path, capsys):
    game = play_bot_deal(4, seed="club text", bot=SimpleBot)
    lines = write_deal(game, "en").splitlines()
    number = next(number for number, line in enumerate(lines, 1) if line.startswith("trick 2:"))
    lines[number - 1] = "trick 2: Z♥"
    damaged, unfinished = tmp_path / "damaged.txt", tmp_path / "unfinished.txt"
    damaged.write_text("\n".join(lines), encoding="utf-8")
    unfinished.write_text("players: 4\nseed: 3\nresult: *\n", encoding="utf-8")
    output = tmp_path / "x.pdf"
    for path, said in (
        (damaged, f"Ligne {number} (trick 2)\u00a0: "),
        (unfinished, i18n.text("cli.print_deals.unfinished", "fr", path=unfinished)),
        (tmp_path / "absent.txt", str(tmp_path / "absent.txt")),
    ):
        assert cli.main(["print-deals", "--file", str(path), "--lang", "fr", "--output", str(output)]) == 2
        assert said in capsys.readouterr().err and not output.exists()


# --- the deal sheets' dealer, robots and words (issue 32) ----------------------------------------------------
def test_the_deal_sheets_dealer_passes_to_the_right_each_deal():
    """RULES.md §2: the player on the dealer's right deals next, after a deal played or thrown in. With
    ``--seed 42`` deals 2 and 3 were both dealt by Joueur 3 (deal 2 thrown in, deal 3's dealer not moved)."""
    for seed in (42, "club"):
        games = printing.class_deals(seed, 4, 5)
        for before, after in zip(games, games[1:], strict=False):
            thrown_in = after.deal.seed.count("/redeal")  # each deal thrown in passes the deal on too
            assert after.deal.dealer == (before.deal.dealer + 1 + thrown_in) % 4


def test_the_deal_sheets_robots_are_the_coach_s():
    games = printing.class_deals(42, 4, 2)
    for number, game in enumerate(games, 1):
        seed, _ = tournament_deal("42", number, 4)
        dealer = 0 if number == 1 else (games[0].deal.dealer + 1) % 4
        coach = play_bot_deal(4, seed=seed, dealer=dealer, bot=CoachBot)
        assert [event.kind for event in game.history] == [event.kind for event in coach.history]
        assert game.result.score.scores == coach.result.score.scores


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_deal_sheets_review_speaks_of_the_robot_taker_not_to_him(lang):
    """« Votre enchère… », « votre score », « Aucune de vos décisions »: the page spoke to a robot. Only the coach's
    advice, quoted, may say « vous »."""
    game = class_deal(1, 4)
    remarks = printing.review_remarks(game, lang, deals=REVIEW_DEALS)
    for line in (*remarks.lines, *remarks.costliest):
        unquoted = re.sub(r"«[^»]*»|“[^”]*”", "", line)
        assert not re.search(r"\b(vous|votre|vos|you|your)\b", unquoted, re.IGNORECASE), line
    counts = review.review_deal(game, game.taker, seed=str(game.deal.seed), deals=REVIEW_DEALS).counts()
    decisions = int(re.search(r"\d+", remarks.lines[0]).group())  # « Décisions du preneur : 17 ; … »
    assert decisions == sum(counts.values())  # « 17 décisions » over bands adding to 20: the same count


def test_a_costly_decision_of_the_robot_is_said_of_him():
    decision = review.Decision(
        "card", 4, Card("7♥"), Card("R♥"), 0.0, 9.0, 9.0, 1.0, 8, "imprecise", low=5.0, high=12.0
    )
    for lang in ("fr", "en"):
        line = printing._explained(decision, lang)
        assert not re.search(r"\b(vous|votre|vos|you|your)\b", line, re.IGNORECASE), line
