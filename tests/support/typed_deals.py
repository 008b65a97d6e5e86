"""A finished deal as a teacher types it from a table played with real cards (typed_deal.py, deal_text.py):
shared by the rules' tests of the reader and the widget's tests of the form."""

from __future__ import annotations

from tarot_learn import write_deal


def typed(cards, lang="fr") -> str:
    return " ".join(card.text(lang) for card in cards)


def boxes(dealt, lang="fr") -> tuple[list[str], str]:
    """The hands and the chien as a teacher types them."""
    return [typed(hand, lang) for hand in dealt.hands], typed(dealt.chien, lang)


def written_play(game, lang: str) -> tuple[list[str], str, str]:
    """A finished deal as a teacher types it: its hands, its chien, and its play's lines."""
    deal_fields = {"fr": ("#", "joueurs", "donneur", "excuse", "graine", "main", "chien"), "en": ()}
    deal_fields["en"] = ("#", "players", "dealer", "excuse", "seed", "hand", "chien")
    play = [
        line
        for line in write_deal(game, lang).splitlines()
        if not line.replace("\u00a0", " ").startswith(deal_fields[lang])
    ]
    bids = [line for line in play if line.startswith(("enchères", "bids"))]
    play = [line for line in play if line not in bids[:-1]]  # everyone passed: the cards typed are the last deal's
    hands, chien = boxes(game.deal, lang)
    return hands, chien, "\n".join(play)


def last_deal(game) -> int:
    return max(index for index, event in enumerate(game.history) if event.kind == "deal")
