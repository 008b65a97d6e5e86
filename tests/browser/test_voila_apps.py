"""The learner-facing apps under Voilà (code hidden): a whole deal at the game table, and an
exercise answered wrongly then rightly, in French and in English — with the ``voila`` command,
and through Jupyter Server's ``/voila/render/…`` route (Voilà's server extension, as Binder
serves it). Both use the template the package makes the default, and ask nothing of a server
outside this machine (an offline classroom)."""

from __future__ import annotations

import json

import pytest
from exercise_player import answer_wrong_then_right, exercise_widget
from learner import KERNEL_TIMEOUT_MS, assert_no_errors, leaves_the_machine, widget_titled
from playwright.sync_api import Page, expect
from table_player import play_whole_deal

from tarot_learn import i18n
from tarot_learn.widgets import GameTable

APPS_EXERCISE = "play-must-overtrump-1"  # shown by apps/exercises_*.ipynb
# Voilà's lab template links Font Awesome on this CDN; the offline "tarot" template does not.
FONT_CDN = "cdn.jsdelivr.net"


def open_app(page: Page, server_url: str, name: str, served, *, under: str = "") -> None:
    """Open an app (``/voila/render/{under}{name}``), wait until every cell has run, and check
    that no code and no error shows, and that the page asked nothing of a server outside this
    machine (an offline classroom)."""
    requests: list[str] = []
    page.on("request", lambda request: requests.append(request.url))
    page.goto(f"{server_url}/voila/render/{under}{name}", timeout=KERNEL_TIMEOUT_MS)
    page.locator(".widget-vbox").first.wait_for(timeout=KERNEL_TIMEOUT_MS)
    assert FONT_CDN not in page.content(), f"Voilà {name}: not the offline template (it links {FONT_CDN})"
    cells = json.loads((served / "apps" / name).read_text())["cells"]
    widgets = sum(1 for cell in cells if cell["cell_type"] == "code" and "(" in "".join(cell["source"]))
    expect(page.locator(".jp-OutputArea-output > .widget-vbox")).to_have_count(widgets, timeout=KERNEL_TIMEOUT_MS)
    assert_no_errors(page, f"Voilà {name}")
    body = page.locator("body").inner_text()
    assert "import" not in body and "tarot_learn" not in body, f"Voilà {name} shows code:\n{body[:500]}"
    assert page.locator(".jp-OutputArea-output pre").count() == 0, f"Voilà {name} shows printed text"
    remote = sorted({url for url in requests if leaves_the_machine(url)})
    assert not remote, f"Voilà {name} asked servers outside this machine: {remote}"


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_game_table_app(voila_apps, served, page, lang):
    open_app(page, voila_apps.url, f"game_table_{lang}.ipynb", served)
    table = widget_titled(page, i18n.text("table.title", lang))
    reference = GameTable(players=4, seed=7, seat=0, lang=lang)
    play_whole_deal(page, table, reference, lang, f"voila_game_table_{lang}")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_exercise_app(voila_apps, served, page, lang):
    open_app(page, voila_apps.url, f"exercises_{lang}.ipynb", served)
    exercise, widget = exercise_widget(page, served / "apps" / f"exercises_{lang}.ipynb", APPS_EXERCISE, lang)
    _wrong, _right, elapsed_ms = answer_wrong_then_right(
        page, widget, exercise, lang, f"voila_exercise_{lang}", click=lang == "en"
    )
    print(f"\nVoilà exercise ({lang}), click on Check to feedback: {elapsed_ms:.0f} ms")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_game_table_app_through_jupyter_servers_voila_route(lab, served, page, lang):
    """Binder's way: JupyterLab's server, with Voilà's server extension, renders the app."""
    open_app(page, lab.url, f"game_table_{lang}.ipynb", served, under="apps/")
    table = widget_titled(page, i18n.text("table.title", lang))
    expect(table.locator("button.jupyter-button").first).to_be_visible()
