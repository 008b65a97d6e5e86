"""Showing cards, deals and figures: SVG pictures of cards and matplotlib figures."""
