"""RULES.md §4–5 transcribed as plainly as possible, independently of ``play.py``: the oracle
that the property tests and the exercise tests compare the core with."""

import tarot_learn as tl


def reference_legal(hand, trick, called_card=None):
    """The cards of ``hand`` that may be played to ``trick`` (§5); ``called_card``: at 5 players,
    on the first trick, the leader may not lead the called suit except the called card (§4)."""
    hand = list(hand)
    played = [card for card in trick if not card.is_excuse]
    if not trick and called_card is not None and not called_card.is_trump and not called_card.is_excuse:
        allowed = {card for card in hand if card.suit is not called_card.suit or card == called_card}
        return allowed or set(hand)
    if not played:
        return set(hand)
    led = played[0].suit
    trumps_in_trick = [card.rank for card in played if card.is_trump]
    highest = max(trumps_in_trick, default=0)
    my_trumps = [card for card in hand if card.is_trump]
    excuse = {card for card in hand if card.is_excuse}
    if led is not tl.Suit.TRUMPS:
        same_suit = [card for card in hand if card.suit is led]
        if same_suit:
            return set(same_suit) | excuse
    if my_trumps:
        over = [card for card in my_trumps if card.rank > highest]
        return set(over or my_trumps) | excuse
    return set(hand)
