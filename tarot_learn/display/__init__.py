"""Showing cards, deals and figures: SVG pictures of cards and matplotlib figures."""

from .svg import card_svg, cards_svg, deal_step_svg, deal_svg, trick_svg

__all__ = ["card_svg", "cards_svg", "trick_svg", "deal_svg", "deal_step_svg"]
