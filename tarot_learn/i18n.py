"""Every sentence a learner reads, in French and in English.

One table, ``MESSAGES``: a key, then the French and the English text, with
``{placeholders}`` filled by :func:`text`. A parameter that knows how to name itself
in a language (a suit, a contract…) has a ``localized(lang)`` method; cards are shown
by their short text (``R♥``, ``21``, ``Excuse``), which reads the same in both languages.
"""

from __future__ import annotations

import os

LANGUAGES = ("fr", "en")
_language = "en"


def get_language() -> str:
    """The language used when none is given (``"en"`` until :func:`set_language`)."""
    return _language


def set_language(lang: str) -> None:
    """Choose the default language of messages: ``"fr"`` or ``"en"``."""
    global _language
    _language = check_language(lang)


def language_from_environment(environ=None) -> str:
    """The language a command line speaks: ``TAROT_LEARN_LANG`` if set, else the locale's language
    (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG``: the first one set), English when it is neither."""
    environ = os.environ if environ is None else environ
    for name in ("TAROT_LEARN_LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(name, "").strip()
        if value:
            code = value[:2].lower()  # "fr_FR.UTF-8", "fr:en", "en" all start with the language
            return code if code in LANGUAGES else "en"
    return "en"


def check_language(lang: str | None) -> str:
    """Return ``lang`` (or the default one) after checking it is ``"fr"`` or ``"en"``."""
    if lang is None:
        return _language
    if lang not in LANGUAGES:
        from .errors import LanguageError

        raise LanguageError("error.language", given=repr(lang))
    return lang


def text(key: str, lang: str | None = None, **params) -> str:
    """The sentence ``key`` in ``lang``, its placeholders filled from ``params``."""
    lang = check_language(lang)
    shown = {name: _show(value, lang) for name, value in params.items()}
    return MESSAGES[key][lang].format(**shown)


def _show(value, lang: str) -> str:
    if hasattr(value, "localized"):
        return value.localized(lang)
    if isinstance(value, float):
        return format_points(value, lang)
    if isinstance(value, (list, tuple, frozenset, set)) or type(value).__name__ in ("CardSet", "Hand"):
        items = list(value)
        # Cards read well side by side ("R♥ 7♠ 21"); anything else (contracts…) is a list.
        separator = " " if all(type(item).__name__ == "Card" for item in items) else ", "
        return separator.join(_show(item, lang) for item in items) or ("aucune" if lang == "fr" else "none")
    return str(value)


def format_points(points: float, lang: str | None = None) -> str:
    """``41.5`` as ``41,5`` in French and ``41.5`` in English; ``41.0`` as ``41``."""
    shown = f"{points:g}"
    return shown.replace(".", ",") if check_language(lang) == "fr" else shown


MESSAGES: dict[str, dict[str, str]] = {
    # --- errors: cards and input (errors.py, cards.py) ---------------------------------
    "error.language": {
        "fr": "Langue inconnue {given} : écrivez \"fr\" ou \"en\".",
        "en": "Unknown language {given}: write \"fr\" or \"en\".",
    },
    "error.card.empty": {
        "fr": "Aucune carte écrite. Écrivez par exemple R♥, 7♠, 21 ou Excuse.",
        "en": "No card written. Write for example K♥, 7♠, 21 or Excuse.",
    },
    "error.card.not_text": {
        "fr": "{given} n'est pas une carte. Écrivez une carte en texte, par exemple \"R♥\", \"7♠\", \"21\" ou \"Excuse\".",
        "en": "{given} is not a card. Write a card as text, for example \"K♥\", \"7♠\", \"21\" or \"Excuse\".",
    },
    "error.card.unknown": {
        "fr": "Je ne reconnais pas la carte « {given} ». Écrivez le rang puis la couleur (R♥, D♠, C♦, V♣, 7♥, "
        "ou « roi de cœur »), le numéro d'un atout (21, « atout 12 ») ou Excuse.",
        "en": "I don't recognise the card \"{given}\". Write the rank then the suit (K♥, Q♠, C♦, J♣, 7♥, "
        "or \"king of hearts\"), a trump's number (21, \"trump 12\") or Excuse.",
    },
    "error.card.unknown_suggest": {
        "fr": "Je ne reconnais pas la carte « {given} ». Vouliez-vous dire {suggestion} ? Écrivez le rang puis "
        "la couleur (R♥, 7♠), le numéro d'un atout (21) ou Excuse.",
        "en": "I don't recognise the card \"{given}\". Did you mean {suggestion}? Write the rank then the suit "
        "(K♥, 7♠), a trump's number (21) or Excuse.",
    },
    "error.card.ambiguous_c": {
        "fr": "« {given} » est ambigu : la lettre c peut dire cœur ou clubs (trèfle). Écrivez le symbole "
        "(♥ ou ♣) ou le nom de la couleur.",
        "en": "\"{given}\" is ambiguous: the letter c may mean clubs or cœur (hearts). Write the symbol "
        "(♣ or ♥) or the suit's name.",
    },
    "error.card.trump_range": {
        "fr": "Il n'y a pas d'atout {number} : les atouts vont de 1 (le Petit) à 21.",
        "en": "There is no trump {number}: trumps go from 1 (the Petit) to 21.",
    },
    "error.card.rank_range": {
        "fr": "Il n'y a pas de {number} dans une couleur : les petites cartes vont de 1 (l'as) à 10.",
        "en": "There is no {number} in a suit: the small cards go from 1 (the ace) to 10.",
    },
    "error.card.expected_one": {
        "fr": "Écrivez une seule carte, pas {count} ({given}).",
        "en": "Write a single card, not {count} ({given}).",
    },
    "error.card.duplicate": {
        "fr": "La carte {card} est écrite deux fois : chaque carte n'existe qu'une fois dans le jeu.",
        "en": "The card {card} is written twice: each card exists only once in the deck.",
    },
    "error.card.count": {
        "fr": "Il faut {expected} cartes ici, pas {count}.",
        "en": "{expected} cards are needed here, not {count}.",
    },
    "error.card.in_hand_and_trick": {
        "fr": "La carte {card} est à la fois dans la main et dans le pli : une carte ne peut être qu'à un endroit.",
        "en": "The card {card} is both in the hand and in the trick: a card can only be in one place.",
    },
    "error.card.not_in_hand": {
        "fr": "Vous n'avez pas la carte {card} en main. Votre main : {hand}.",
        "en": "You don't hold the card {card}. Your hand: {hand}.",
    },
    "error.hand.empty": {
        "fr": "La main est vide : il n'y a aucune carte à jouer.",
        "en": "The hand is empty: there is no card to play.",
    },
    "error.trick.too_long": {
        "fr": "Un pli à {players} joueurs a au plus {players} cartes ; il y en a déjà {count} sur la table.",
        "en": "A trick at {players} players holds at most {players} cards; {count} are already on the table.",
    },
    "error.trick.full": {
        "fr": "Ce pli a déjà {count} cartes : à {players} joueurs il est complet, personne ne peut plus jouer.",
        "en": "This trick already has {count} cards: at {players} players it is complete, nobody can play.",
    },
    "error.trick.empty": {
        "fr": "Le pli est vide : personne ne l'a encore gagné.",
        "en": "The trick is empty: nobody has won it yet.",
    },
    "error.trick.only_excuse": {
        "fr": "Seule l'Excuse est sur la table : l'Excuse ne gagne pas de pli, attendez la carte suivante.",
        "en": "Only the Excuse is on the table: the Excuse never wins a trick, wait for the next card.",
    },
    "error.players": {
        "fr": "Le Tarot se joue à 3, 4 ou 5 joueurs, pas à {given}.",
        "en": "Tarot is played by 3, 4 or 5 players, not {given}.",
    },
    "error.seat": {
        "fr": "Il n'y a pas de joueur {given} : les places vont de 0 à {last}.",
        "en": "There is no player {given}: seats go from 0 to {last}.",
    },
    "error.seed": {
        "fr": "La graine {given} ne convient pas : donnez un nombre entier ou un texte.",
        "en": "The seed {given} cannot be used: give a whole number or a text.",
    },
    "error.option": {
        "fr": "Option inconnue {given} pour {name} : choisissez parmi {choices}.",
        "en": "Unknown option {given} for {name}: choose among {choices}.",
    },
    # --- the deal (deal.py) --------------------------------------------------------------
    "deal.step.packet": {
        "fr": "Le donneur (joueur {dealer}) donne un paquet de {count} cartes au joueur {seat} : {cards}.",
        "en": "The dealer (player {dealer}) gives a packet of {count} cards to player {seat}: {cards}.",
    },
    "deal.step.chien": {
        "fr": "Le donneur met une carte au chien ({count} sur {size}).",
        "en": "The dealer puts one card into the chien ({count} of {size}).",
    },
    "error.deal.sizes": {
        "fr": "À {players} joueurs il faut {hand} cartes par main et {chien} au chien, pas {given}.",
        "en": "At {players} players each hand holds {hand} cards and the chien {chien}, not {given}.",
    },
    "error.deal.not_a_deck": {
        "fr": "Les mains et le chien doivent contenir chacune des 78 cartes une seule fois.",
        "en": "The hands and the chien must hold each of the 78 cards exactly once.",
    },
    "deal.petit_sec": {
        "fr": "Le joueur {seat} a le Petit sec (le Petit est son seul atout et il n'a pas l'Excuse) : "
        "la donne est annulée et refaite.",
        "en": "Player {seat} has the Petit sec (the Petit is his only trump and he lacks the Excuse): "
        "the deal is cancelled and dealt again.",
    },
    # --- playing a trick (play.py): one sentence per rule of RULES.md §5 ------------------
    "play.leading": {
        "fr": "Vous ouvrez le pli : vous pouvez jouer n'importe quelle carte.",
        "en": "You lead the trick: you may play any card.",
    },
    "play.excuse_always": {
        "fr": "L'Excuse peut toujours être jouée, à n'importe quel pli, quoi que vous ayez en main.",
        "en": "The Excuse can always be played, on any trick, whatever else you hold.",
    },
    "play.after_excuse_lead": {
        "fr": "Seule l'Excuse est sur la table : elle ne fixe pas la couleur, vous pouvez jouer n'importe "
        "quelle carte (c'est votre carte qui fixera la couleur).",
        "en": "Only the Excuse is on the table: it does not set the suit, so you may play any card "
        "(your card will set the suit).",
    },
    "play.follows_suit": {
        "fr": "La couleur demandée est {suit} et vous en avez : {card} fournit. Il n'y a pas d'obligation de "
        "monter dans la couleur.",
        "en": "The suit led is {suit} and you hold it: {card} follows suit. There is no duty to play higher "
        "in a suit.",
    },
    "play.must_follow": {
        "fr": "La couleur demandée est {suit} et vous en avez ({cards}) : vous devez fournir {suit}.",
        "en": "The suit led is {suit} and you hold {suit} ({cards}): you must follow {suit}.",
    },
    "play.trumps": {
        "fr": "Vous n'avez pas de {suit} : vous devez couper, et {card} est un atout qui convient.",
        "en": "You have no {suit}: you must trump, and {card} is a trump that does.",
    },
    "play.must_trump": {
        "fr": "Vous n'avez pas de {suit} mais vous avez des atouts ({cards}) : vous devez couper, "
        "pas vous défausser.",
        "en": "You have no {suit} but you hold trumps ({cards}): you must trump, not discard.",
    },
    "play.overtrumps": {
        "fr": "Le plus fort atout du pli est le {top} et {card} est plus fort : vous montez, comme il le faut.",
        "en": "The highest trump in the trick is the {top} and {card} is higher: you overtrump, as you must.",
    },
    "play.must_overtrump": {
        "fr": "Le plus fort atout du pli est le {top} et vous avez un atout plus fort ({cards}) : "
        "vous devez monter au-dessus du {top}.",
        "en": "The highest trump in the trick is the {top} and a trump higher than the {top} is in your hand "
        "({cards}): you must overtrump.",
    },
    "play.undertrumps": {
        "fr": "Vous n'avez pas d'atout plus fort que le {top} : vous devez quand même jouer atout, et {card} "
        "convient (vous « pissez »).",
        "en": "You have no trump higher than the {top}: you must still play a trump, and {card} does "
        "(you undertrump).",
    },
    "play.trump_led_follows": {
        "fr": "Atout est demandé et vous n'avez pas d'atout plus fort que le {top} : n'importe quel atout, "
        "comme {card}, convient.",
        "en": "Trumps were led and you have no trump higher than the {top}: any trump, such as {card}, will do.",
    },
    "play.must_go_over": {
        "fr": "Atout est demandé et vous avez un atout plus fort que le {top} ({cards}) : vous devez monter, "
        "même si le {top} est celui de votre partenaire.",
        "en": "Trumps were led and you hold a trump higher than the {top} ({cards}): you must go over it, "
        "even when the {top} is your partner's.",
    },
    "play.must_play_trump": {
        "fr": "Atout est demandé et vous avez des atouts ({cards}) : vous devez jouer atout.",
        "en": "Trumps were led and you hold trumps ({cards}): you must play a trump.",
    },
    "play.discard": {
        "fr": "Vous n'avez ni {suit} ni atout : vous pouvez vous défausser de n'importe quelle carte.",
        "en": "You have neither {suit} nor trumps: you may discard any card.",
    },
    "play.called_suit_first_trick": {
        "fr": "Au premier pli, on ne peut pas entamer la couleur du roi appelé ({suit}), sauf en jouant "
        "la carte appelée elle-même ({called}).",
        "en": "On the first trick nobody may lead the called suit ({suit}), unless leading the called card "
        "itself ({called}).",
    },
    "play.called_card_lead": {
        "fr": "Au premier pli, on peut entamer la couleur appelée seulement avec la carte appelée elle-même : "
        "{card} convient.",
        "en": "On the first trick the called suit may be led only with the called card itself: {card} does.",
    },
    "play.winner.highest_trump": {
        "fr": "Le plus fort atout du pli gagne : le {card}.",
        "en": "The highest trump in the trick wins: the {card}.",
    },
    "play.winner.highest_of_suit": {
        "fr": "Aucun atout dans le pli : la plus forte carte de la couleur demandée ({suit}) gagne, {card}.",
        "en": "No trump in the trick: the highest card of the suit led ({suit}) wins, {card}.",
    },
    "play.winner.slam_excuse": {
        "fr": "L'Excuse gagne ce dernier pli : elle y est menée par le joueur qui a annoncé le chelem, "
        "et son camp a fait tous les plis.",
        "en": "The Excuse wins this last trick: the player who announced the slam leads it, "
        "and his side has won every trick.",
    },
    "play.winner.excuse_never_wins": {
        "fr": "L'Excuse, elle, ne gagne jamais le pli.",
        "en": "The Excuse never wins the trick.",
    },
    "play.winner.seat": {"fr": "Le joueur {seat} gagne le pli.", "en": "Player {seat} wins the trick."},
    "play.verdict.legal": {"fr": "{card} est jouable.", "en": "{card} is legal."},
    "play.verdict.illegal": {"fr": "{card} n'est pas jouable.", "en": "{card} is not legal."},
    # --- the Excuse (excuse.py) ------------------------------------------------------------
    "excuse.never_played": {
        "fr": "L'Excuse n'a pas été jouée.",
        "en": "The Excuse has not been played.",
    },
    "excuse.own_side_won": {
        "fr": "Le camp du joueur {owner} a gagné le pli {trick} où il a joué l'Excuse : elle reste dans son camp, "
        "sans échange.",
        "en": "Player {owner}'s side won trick {trick}, where he played the Excuse: it stays in his side, "
        "with no exchange.",
    },
    "excuse.exchanged": {
        "fr": "Le joueur {owner} reprend l'Excuse (pli {trick}) et donne en échange {card} (une carte à "
        "0,5 point) au camp qui a gagné le pli.",
        "en": "Player {owner} takes the Excuse back (trick {trick}) and gives {card} (a 0.5-point card) "
        "to the side that won the trick.",
    },
    "excuse.exchanged_later": {
        "fr": "Le joueur {owner} reprend l'Excuse (pli {trick}) ; son camp n'avait pas encore de carte à "
        "0,5 point, il donne {card} au pli {paid}.",
        "en": "Player {owner} takes the Excuse back (trick {trick}); his side had no 0.5-point card yet, "
        "so he gives {card} at trick {paid}.",
    },
    "excuse.owed": {
        "fr": "Le joueur {owner} reprend l'Excuse (pli {trick}) mais son camp n'a gagné aucune carte à 0,5 point : "
        "l'Excuse ne compte que 4 points pour son camp, et l'autre camp reçoit le demi-point.",
        "en": "Player {owner} takes the Excuse back (trick {trick}) but his side won no 0.5-point card: "
        "the Excuse counts only 4 points for his side, and the other side gets the half point.",
    },
    "excuse.last_trick_camp": {
        "fr": "L'Excuse est jouée au dernier pli : elle change de camp et va au camp adverse du joueur {owner}, "
        "quel que soit le gagnant du pli.",
        "en": "The Excuse is played to the last trick: it changes camp and goes to the side opposed to "
        "player {owner}, whoever wins the trick.",
    },
    "excuse.last_trick_winner": {
        "fr": "L'Excuse est jouée au dernier pli : avec l'option « winner », elle va au camp qui gagne le pli.",
        "en": "The Excuse is played to the last trick: with the \"winner\" option it goes to the side that "
        "wins the trick.",
    },
    "excuse.slam": {
        "fr": "Le joueur {owner} a annoncé le chelem, a tout gagné et entame le dernier pli avec l'Excuse : "
        "elle gagne ce pli.",
        "en": "Player {owner} announced a slam, has won every trick and leads the Excuse to the last trick: "
        "it wins that trick.",
    },
    # --- names --------------------------------------------------------------------------------
    "side.attack": {"fr": "l'attaque", "en": "the attack"},
    "side.defence": {"fr": "la défense", "en": "the defence"},
    "error.side": {
        "fr": "Camp inconnu : {given}. Les deux camps sont l'attaque et la défense.",
        "en": "Unknown side: {given}. The two sides are the attack and the defence.",
    },
    "contract.petite": {"fr": "Petite", "en": "Petite"},
    "contract.garde": {"fr": "Garde", "en": "Garde"},
    "contract.garde_sans": {"fr": "Garde sans le chien", "en": "Garde sans (without the chien)"},
    "contract.garde_contre": {"fr": "Garde contre le chien", "en": "Garde contre (against the chien)"},
    # --- bidding and the call (bidding.py) -------------------------------------------------------
    "bid.pass": {"fr": "passe", "en": "pass"},
    "error.bid.not_text": {
        "fr": "{given} n'est pas une enchère. Écrivez passe, petite (ou prise), garde, garde sans ou garde contre.",
        "en": "{given} is not a bid. Write pass, petite (or prise), garde, garde sans or garde contre.",
    },
    "error.bid.unknown": {
        "fr": "Je ne comprends pas l'enchère « {given} ». Écrivez passe, petite (ou prise), garde, garde sans "
        "ou garde contre.",
        "en": "I don't understand the bid \"{given}\". Write pass, petite (or prise), garde, garde sans "
        "or garde contre.",
    },
    "error.auction.over": {
        "fr": "Les enchères sont finies : chaque joueur a déjà parlé une fois.",
        "en": "The bidding is over: every player has already spoken once.",
    },
    "error.auction.already_spoke": {
        "fr": "Le joueur {seat} a déjà parlé ({bid}) : chacun ne parle qu'une fois.",
        "en": "Player {seat} has already spoken ({bid}): each player speaks only once.",
    },
    "error.auction.not_your_turn": {
        "fr": "Ce n'est pas au joueur {seat} de parler : c'est au tour du joueur {speaker} (on parle chacun "
        "son tour, vers la droite, le donneur en dernier).",
        "en": "It is not player {seat}'s turn to speak: it is player {speaker}'s (players speak in turn, "
        "to the right, the dealer last).",
    },
    "error.auction.not_higher": {
        "fr": "{bid} ne dépasse pas {highest}, l'enchère du joueur {bidder} : annoncez {allowed}, "
        "ou passez.",
        "en": "{bid} is not higher than {highest}, player {bidder}'s bid: bid {allowed}, or pass.",
    },
    "error.auction.nothing_higher": {
        "fr": "Rien ne dépasse {highest}, l'enchère du joueur {bidder} : vous ne pouvez que passer.",
        "en": "Nothing is higher than {highest}, player {bidder}'s bid: you can only pass.",
    },
    "auction.turn_no_bid": {
        "fr": "Au joueur {seat} de parler ; personne n'a encore fait d'enchère.",
        "en": "Player {seat} to speak; nobody has bid yet.",
    },
    "auction.turn": {
        "fr": "Au joueur {seat} de parler ; l'enchère la plus forte est {highest} (joueur {bidder}).",
        "en": "Player {seat} to speak; the highest bid is {highest} (player {bidder}).",
    },
    "auction.taker": {
        "fr": "Le joueur {seat} prend, en {contract}.",
        "en": "Player {seat} takes, with a {contract}.",
    },
    "auction.all_passed": {
        "fr": "Tout le monde a passé : on jette les cartes et le joueur {dealer} donne à nouveau.",
        "en": "Everyone passed: the hands are thrown in and player {dealer} deals again.",
    },
    "error.call.not_callable": {
        "fr": "On ne peut pas appeler {card} avec cette main : appelez l'une de ces cartes : {allowed}. "
        "(On appelle un roi ; avec les quatre rois, une dame ; avec les rois et les dames, un cavalier ; "
        "et ainsi de suite.)",
        "en": "{card} cannot be called with this hand: call one of {allowed}. (You call a king; holding all "
        "four kings, a queen; holding the kings and the queens, a knight; and so on.)",
    },
    "error.call.hand_size": {
        "fr": "Le preneur appelle avec sa main de {expected} cartes, pas {count}.",
        "en": "The taker calls with his hand of {expected} cards, not {count}.",
    },
    "error.call.players": {
        "fr": "On n'appelle un partenaire qu'à 5 joueurs ; il y a ici {given} mains.",
        "en": "A partner is called only at 5 players; there are {given} hands here.",
    },
    "error.call.card_missing": {
        "fr": "La carte appelée {card} n'est ni dans une main ni au chien : il manque des cartes.",
        "en": "The called card {card} is in no hand and not in the chien: some cards are missing.",
    },
    "call.partner": {
        "fr": "Le joueur {taker} appelle {card} ; le joueur {partner} l'a : c'est son partenaire secret, "
        "deux contre trois.",
        "en": "Player {taker} calls {card}; player {partner} holds it: he is the secret partner, two against "
        "three.",
    },
    "call.alone_own": {
        "fr": "Le joueur {taker} appelle {card}, qu'il a lui-même : il joue seul, un contre quatre.",
        "en": "Player {taker} calls {card}, which he holds himself: he plays alone, one against four.",
    },
    "call.alone_chien": {
        "fr": "Le joueur {taker} appelle {card}, qui est au chien : il joue seul, un contre quatre.",
        "en": "Player {taker} calls {card}, which lies in the chien: he plays alone, one against four.",
    },
    # --- chien and écart (ecart.py) --------------------------------------------------------------
    "word.and": {"fr": "et", "en": "and"},
    "error.chien.no_contract": {
        "fr": "Un passe n'est pas un contrat : le chien ne va nulle part si personne ne prend.",
        "en": "A pass is not a contract: the chien goes nowhere when nobody takes.",
    },
    "error.ecart.hand_and_chien": {
        "fr": "Les cartes {cards} sont à la fois dans la main et au chien : une carte n'est qu'à un endroit.",
        "en": "The cards {cards} are both in the hand and in the chien: a card is only in one place.",
    },
    "error.ecart.sizes": {
        "fr": "Une main de {hand} cartes et un chien de {chien} cartes ne vont pas ensemble : la main du "
        "preneur avant le chien a 24 cartes et le chien 6 à 3 joueurs, 18 et 6 à 4 joueurs, 15 et 3 à 5 joueurs.",
        "en": "A hand of {hand} cards and a chien of {chien} cards do not go together: before the chien the "
        "taker holds 24 cards and the chien 6 at 3 players, 18 and 6 at 4 players, 15 and 3 at 5 players.",
    },
    "ecart.problem.wrong_count": {
        "fr": "L'écart doit compter {needed} cartes, autant que le chien ; il en a {count}.",
        "en": "The écart must hold {needed} cards, as many as the chien; it holds {count}.",
    },
    "ecart.problem.duplicate": {
        "fr": "Écrit deux fois : {cards} ; chaque carte n'existe qu'une fois dans le jeu.",
        "en": "Written twice: {cards}; each card exists only once in the deck.",
    },
    "ecart.problem.not_available": {
        "fr": "Ni dans votre main ni au chien : {cards} ; l'écart se fait avec les cartes de la main et du chien.",
        "en": "Neither in your hand nor in the chien: {cards}; the écart is made from your hand and the chien.",
    },
    "ecart.problem.king": {
        "fr": "On n'écarte jamais un roi : {cards}.",
        "en": "A king never goes in the écart: {cards}.",
    },
    "ecart.problem.bout": {
        "fr": "On n'écarte jamais un bout : {names}.",
        "en": "A bout never goes in the écart: {names}.",
    },
    "ecart.problem.trump_not_allowed": {
        "fr": "Vous ne pouvez pas écarter d'atout ({cards}) : vous avez au moins {needed} autres cartes à "
        "écarter (ni atout, ni roi, ni bout).",
        "en": "You may not put a trump aside ({cards}): you have at least {needed} other cards to put aside "
        "(no trump, no king, no bout).",
    },
    "ecart.problem.too_many_trumps": {
        "fr": "Vous écartez {count} atouts ({cards}) mais seulement {allowed} sont permis : autant qu'il vous "
        "manque de cartes qui ne sont ni atout, ni roi, ni bout.",
        "en": "You put {count} trumps aside ({cards}) but only {allowed} are allowed: as many as you lack "
        "cards that are neither trumps, nor kings, nor bouts.",
    },
    "ecart.legal": {
        "fr": "L'écart est régulier.",
        "en": "The écart is legal.",
    },
    "ecart.legal_show": {
        "fr": "L'écart est régulier ; montrez à la défense les atouts écartés : {cards}.",
        "en": "The écart is legal; show the defence the trumps you put aside: {cards}.",
    },
    # --- poignées (poignee.py) -------------------------------------------------------------------
    "poignee.simple": {"fr": "simple poignée", "en": "simple poignée"},
    "poignee.double": {"fr": "double poignée", "en": "double poignée"},
    "poignee.triple": {"fr": "triple poignée", "en": "triple poignée"},
    "error.poignee.cannot": {
        "fr": "Une {poignee} demande {needed} atouts à {players} joueurs ; cette main n'en a que {count} "
        "(Excuse comprise).",
        "en": "A {poignee} needs {needed} trumps at {players} players; this hand holds only {count} "
        "(counting the Excuse).",
    },
    "error.poignee.not_in_hand": {
        "fr": "Vous n'avez pas {cards} : une poignée montre des atouts de votre main.",
        "en": "You don't hold {cards}: a poignée shows trumps from your own hand.",
    },
    "error.poignee.not_trump": {
        "fr": "Pas des atouts : {cards}. Une poignée ne montre que des atouts (l'Excuse peut en remplacer un).",
        "en": "Not trumps: {cards}. A poignée shows only trumps (the Excuse may stand in for one).",
    },
    "error.poignee.too_few": {
        "fr": "À {players} joueurs, une poignée demande au moins {needed} atouts ; vous en montrez {count}.",
        "en": "At {players} players a poignée needs at least {needed} trumps; you show {count}.",
    },
    "error.poignee.not_exact": {
        "fr": "À {players} joueurs, une poignée montre exactement {simple}, {double} ou {triple} atouts ; vous en "
        "montrez {count}. Montrez-en exactement {size} pour une {poignee}.",
        "en": "At {players} players a poignée shows exactly {simple}, {double} or {triple} trumps; you show "
        "{count}. Show exactly {size} for a {poignee}.",
    },
    "error.poignee.excuse": {
        "fr": "L'Excuse ne remplace un atout que si vous n'avez plus d'autre atout à montrer : montrez plutôt "
        "l'un de ces atouts : {cards}.",
        "en": "The Excuse stands in for a trump only when you have no other trump left to show: show one of "
        "these trumps instead: {cards}.",
    },
    # --- scoring (scoring.py) --------------------------------------------------------------------
    "error.score.contract": {
        "fr": "Contrat inconnu {given} : écrivez petite (ou prise), garde, garde sans ou garde contre, "
        "ou donnez Contract.GARDE (etc.).",
        "en": "Unknown contract {given}: write petite (or prise), garde, garde sans or garde contre, "
        "or give Contract.GARDE (etc.).",
    },
    "error.score.bouts": {
        "fr": "L'attaque a 0, 1, 2 ou 3 bouts (le 21, le Petit, l'Excuse), pas {given}.",
        "en": "The attack holds 0, 1, 2 or 3 bouts (the 21, the Petit, the Excuse), not {given}.",
    },
    "error.score.points": {
        "fr": "Les points de l'attaque vont de 0 à 91, par demi-points (par exemple 41 ou 40.5), pas {given}.",
        "en": "The attack's points go from 0 to 91 in half points (for example 41 or 40.5), not {given}.",
    },
    "error.score.partner_not_5": {
        "fr": "Seul le preneur à 5 joueurs a un partenaire : à {players} joueurs, laissez partner à None "
        "(pas {given}).",
        "en": "Only at 5 players does the taker have a partner: at {players} players leave partner as None "
        "(not {given}).",
    },
    "error.score.side": {
        "fr": "Camp inconnu {given} pour {what} : écrivez \"attack\" (l'attaque) ou \"defence\" (la défense), "
        "ou None.",
        "en": "Unknown side {given} for {what}: write \"attack\" or \"defence\", or None.",
    },
    "error.score.poignee": {
        "fr": "Une poignée vaut 20 (simple), 30 (double) ou 40 (triple), pas {given}.",
        "en": "A poignée is worth 20 (simple), 30 (double) or 40 (triple), not {given}.",
    },
    "error.score.poignee_entry": {
        "fr": "Écrivez chaque poignée comme une paire (poignée, camp qui l'a montrée), par exemple "
        "(20, \"defence\"), pas {given}.",
        "en": "Write each poignée as a pair (poignée, side that showed it), for example (20, \"defence\"), "
        "not {given}.",
    },
    "error.score.slam_announced": {
        "fr": "slam_announced vaut True (chelem annoncé) ou False, pas {given}.",
        "en": "slam_announced is True (a slam was announced) or False, not {given}.",
    },
    "error.score.petit_against_slam.attack": {
        "fr": "L'attaque a fait tous les plis, le dernier aussi : la défense ne peut pas avoir mené le Petit au bout.",
        "en": "The attack took every trick, the last one too: the defence cannot have won the Petit au bout.",
    },
    "error.score.petit_against_slam.defence": {
        "fr": "La défense a fait tous les plis, le dernier aussi : l'attaque ne peut pas avoir mené le Petit au bout.",
        "en": "The defence took every trick, the last one too: the attack cannot have won the Petit au bout.",
    },
    "score.contract": {
        "fr": "{contract} à {players} joueurs, preneur : joueur {taker} (multiplicateur ×{multiplier}).",
        "en": "{contract} at {players} players, taker: player {taker} (multiplier ×{multiplier}).",
    },
    "score.partner": {"fr": "Partenaire appelé : joueur {partner}.", "en": "Called partner: player {partner}."},
    "score.alone": {"fr": "Le preneur joue seul, contre quatre.", "en": "The taker plays alone, against four."},
    "score.needed.none": {"fr": "Points à faire sans bout : {needed}", "en": "Points needed with no bout: {needed}"},
    "score.needed.one": {"fr": "Points à faire avec 1 bout : {needed}", "en": "Points needed with 1 bout: {needed}"},
    "score.needed.many": {
        "fr": "Points à faire avec {bouts} bouts : {needed}",
        "en": "Points needed with {bouts} bouts: {needed}",
    },
    "score.difference": {"fr": "D = {points} − {needed} = {raw}", "en": "D = {points} − {needed} = {raw}"},
    "score.rounded": {
        "fr": "Le demi-point va au camp gagnant : D = {raw} s'arrondit à {difference}.",
        "en": "The half point goes to the winning side: D = {raw} rounds to {difference}.",
    },
    "score.made": {
        "fr": "D ≥ 0 : le contrat est réussi, l'attaque gagne la donne (s = +1).",
        "en": "D ≥ 0: the contract is made, the attack wins the deal (s = +1).",
    },
    "score.failed": {
        "fr": "D < 0 : le contrat chute de {short}, la défense gagne la donne (s = −1).",
        "en": "D < 0: the contract fails by {short}, the defence wins the deal (s = −1).",
    },
    "score.base": {
        "fr": "Base : (25 + {gap}) × {multiplier} = {base}",
        "en": "Base: (25 + {gap}) × {multiplier} = {base}",
    },
    "score.petit_au_bout": {
        "fr": "Petit au bout gagné par {side} : 10 × {multiplier} = {amount}, compté {points}",
        "en": "Petit au bout won by {side}: 10 × {multiplier} = {amount}, counted {points}",
    },
    "score.poignee": {
        "fr": "Poignée {kind} ({bonus}) montrée par {side} : non multipliée, elle va au camp qui gagne la donne "
        "({winner}), comptée {points}",
        "en": "Poignée {kind} ({bonus}) shown by {side}: not multiplied, it goes to the side that wins the deal "
        "({winner}), counted {points}",
    },
    "score.slam.announced_made": {"fr": "Chelem annoncé et réalisé : {points}", "en": "Slam announced and made: {points}"},
    "score.slam.unannounced_made": {
        "fr": "Chelem réalisé sans être annoncé : {points}",
        "en": "Slam made without being announced: {points}",
    },
    "score.slam.announced_failed": {
        "fr": "Chelem annoncé mais pas réalisé : {points}",
        "en": "Slam announced but not made: {points}",
    },
    "score.slam.by_defence": {
        "fr": "La défense a fait tous les plis : {points}",
        "en": "The defence took every trick: {points}",
    },
    "score.total": {"fr": "Par défenseur : S = {sum}", "en": "Per defender: S = {sum}"},
    "score.split": {
        "fr": "Le preneur (joueur {taker}) marque {share} × S = {taker_score} ; chaque défenseur "
        "(joueurs {defenders}) marque {defender_score}.",
        "en": "The taker (player {taker}) scores {share} × S = {taker_score}; each defender "
        "(players {defenders}) scores {defender_score}.",
    },
    "score.split_partner": {
        "fr": "Le preneur (joueur {taker}) marque {share} × S = {taker_score}, son partenaire (joueur {partner}) "
        "S = {partner_score} ; chaque défenseur (joueurs {defenders}) marque {defender_score}.",
        "en": "The taker (player {taker}) scores {share} × S = {taker_score}, his partner (player {partner}) "
        "S = {partner_score}; each defender (players {defenders}) scores {defender_score}.",
    },
    # --- a whole deal (game.py, bots.py) ---------------------------------------------------------
    "game.phase.bidding": {"fr": "les enchères", "en": "the bidding"},
    "game.phase.call": {"fr": "l'appel du roi", "en": "the call of a king"},
    "game.phase.ecart": {"fr": "l'écart", "en": "the écart"},
    "game.phase.play": {"fr": "le jeu de la carte", "en": "the play of the cards"},
    "game.phase.over": {"fr": "la fin de la donne", "en": "the end of the deal"},
    "error.game.phase": {
        "fr": "Ce n'est pas le moment : la donne en est à {phase}, pas à {wanted}.",
        "en": "Not now: the deal is at {phase}, not {wanted}.",
    },
    "error.game.turn": {
        "fr": "Ce n'est pas au joueur {seat} d'agir, mais au joueur {to_act}.",
        "en": "It is not player {seat}'s turn but player {to_act}'s.",
    },
    "error.game.ecart": {
        "fr": "Cet écart n'est pas permis. {reasons}",
        "en": "This écart is not allowed. {reasons}",
    },
    "error.game.illegal_card": {"fr": "{reason}", "en": "{reason}"},
    "error.game.slam_time": {
        "fr": "Le chelem s'annonce après l'écart, avant la première carte.",
        "en": "A slam is announced after the écart, before the first card.",
    },
    "error.game.slam_taker": {
        "fr": "Seul le preneur (joueur {taker}) peut annoncer un chelem, pas le joueur {seat}.",
        "en": "Only the taker (player {taker}) may announce a slam, not player {seat}.",
    },
    "error.game.poignee_time": {
        "fr": "Une poignée se montre une seule fois, juste avant de jouer sa première carte.",
        "en": "A poignée is shown once, just before playing one's first card.",
    },
    "game.prompt.bid": {
        "fr": "Au joueur {seat} de parler : passer, ou {allowed}.",
        "en": "Player {seat} to bid: pass, or {allowed}.",
    },
    "game.prompt.call": {
        "fr": "Le preneur (joueur {seat}) appelle une carte parmi {cards}.",
        "en": "The taker (player {seat}) calls one of {cards}.",
    },
    "game.prompt.ecart": {
        "fr": "Le preneur (joueur {seat}) met {count} cartes à l'écart.",
        "en": "The taker (player {seat}) puts {count} cards aside.",
    },
    "game.prompt.play": {
        "fr": "Au joueur {seat} de jouer ; cartes permises : {cards}.",
        "en": "Player {seat} to play; legal cards: {cards}.",
    },
    "game.prompt.over": {"fr": "La donne est finie. Scores : {scores}.", "en": "The deal is over. Scores: {scores}."},
    "game.event.deal": {
        "fr": "Le joueur {seat} distribue (graine {seed}).",
        "en": "Player {seat} deals (seed {seed}).",
    },
    "game.event.petit_sec": {
        "fr": "Le joueur {seat} a le Petit sec : la donne est annulée.",
        "en": "Player {seat} has the Petit sec: the deal is cancelled.",
    },
    "game.event.pass": {"fr": "Le joueur {seat} passe.", "en": "Player {seat} passes."},
    "game.event.bid": {"fr": "Le joueur {seat} annonce {contract}.", "en": "Player {seat} bids {contract}."},
    "game.event.all_passed": {
        "fr": "Tout le monde a passé : on redistribue.",
        "en": "Everyone passed: the cards are dealt again.",
    },
    "game.event.taker": {
        "fr": "Le joueur {seat} est le preneur, en {contract}.",
        "en": "Player {seat} is the taker, at {contract}.",
    },
    "game.event.call": {"fr": "Le preneur appelle {card}.", "en": "The taker calls {card}."},
    "game.event.chien_shown": {"fr": "Le chien est montré : {cards}.", "en": "The chien is shown: {cards}."},
    "game.event.chien_to_taker": {
        "fr": "Garde sans : le chien reste face cachée et comptera pour le preneur.",
        "en": "Garde sans: the chien stays face down and will count for the taker.",
    },
    "game.event.chien_to_defence": {
        "fr": "Garde contre : le chien reste face cachée et comptera pour la défense.",
        "en": "Garde contre: the chien stays face down and will count for the defence.",
    },
    "game.event.ecart": {
        "fr": "Le preneur met {count} cartes à l'écart ; atouts montrés : {shown}.",
        "en": "The taker puts {count} cards aside; trumps shown: {shown}.",
    },
    "game.event.slam": {"fr": "Le joueur {seat} annonce un chelem.", "en": "Player {seat} announces a slam."},
    "game.event.poignee": {
        "fr": "Le joueur {seat} montre une {poignee} : {cards}.",
        "en": "Player {seat} shows a {poignee}: {cards}.",
    },
    "game.event.play": {"fr": "Le joueur {seat} joue {card}.", "en": "Player {seat} plays {card}."},
    "game.event.partner": {
        "fr": "{card} est jouée : le joueur {seat} est le partenaire du preneur.",
        "en": "{card} is played: player {seat} is the taker's partner.",
    },
    "game.event.trick": {
        "fr": "Le joueur {seat} remporte le pli {number}.",
        "en": "Player {seat} wins trick {number}.",
    },
    "game.event.made": {
        "fr": "Le preneur (joueur {seat}) gagne son contrat de {difference}.",
        "en": "The taker (player {seat}) makes his contract by {difference}.",
    },
    "game.event.failed": {
        "fr": "Le preneur (joueur {seat}) chute de {difference}.",
        "en": "The taker (player {seat}) fails his contract by {difference}.",
    },
    # --- display (display/) ----------------------------------------------------------------------
    "display.bout": {"fr": "bout", "en": "bout"},
    "display.hidden_card": {"fr": "carte cachée", "en": "face-down card"},
    "display.hand": {"fr": "Main", "en": "Hand"},
    "display.cards": {"fr": "Cartes", "en": "Cards"},
    "display.chien": {"fr": "Chien", "en": "Chien"},
    "display.seat": {"fr": "Joueur {seat}", "en": "Player {seat}"},
    "display.dealer": {"fr": "donneur", "en": "dealer"},
    "display.labelled": {"fr": "{label} : {cards}", "en": "{label}: {cards}"},
    "display.no_cards": {"fr": "aucune carte", "en": "no cards"},
    "display.count.one": {"fr": "1 carte", "en": "1 card"},
    "display.count.many": {"fr": "{count} cartes", "en": "{count} cards"},
    "display.hidden_count": {"fr": "{count} cartes cachées", "en": "{count} face-down cards"},
    "display.marked.highlight": {"fr": "mises en avant : {cards}", "en": "highlighted: {cards}"},
    "display.marked.dimmed": {"fr": "grisées : {cards}", "en": "dimmed: {cards}"},
    "display.marked.selected": {"fr": "choisies : {cards}", "en": "selected: {cards}"},
    "display.fresh": {"fr": "Les dernières cartes données : {cards}", "en": "The cards just dealt: {cards}"},
    "display.trick": {"fr": "Pli à {players} joueurs", "en": "Trick at {players} players"},
    "display.trick.card": {"fr": "{seat} joue {card}", "en": "{seat} plays {card}"},
    "display.trick.led": {"fr": "entame", "en": "led"},
    "display.trick.wins": {"fr": "gagne le pli", "en": "wins the trick"},
    "display.trick.winner": {"fr": "{seat} gagne le pli", "en": "{seat} wins the trick"},
    "display.trick.to_play": {"fr": "à jouer", "en": "to play"},
    "display.trick.next": {"fr": "{seat} doit jouer", "en": "{seat} is to play"},
    "display.deal": {
        "fr": "Donne à {players} joueurs, le joueur {dealer} donne",
        "en": "Deal at {players} players, player {dealer} deals",
    },
    "display.pack": {"fr": "Reste à donner : {count}", "en": "Left to deal: {count}"},
    "display.step": {"fr": "Étape {step} sur {total}", "en": "Step {step} of {total}"},
    "display.step.start": {
        "fr": "Avant la donne : le donneur tient les 78 cartes, battues et coupées.",
        "en": "Before the deal: the dealer holds the 78 cards, shuffled and cut.",
    },
    "error.display.width": {
        "fr": "La largeur d'une carte est un nombre de pixels entre 16 et 400, pas {given}.",
        "en": "A card's width is a number of pixels between 16 and 400, not {given}.",
    },
    "error.display.step": {
        "fr": "Il n'y a pas d'étape {given} dans cette donne : choisissez un nombre entier de 0 à {last}.",
        "en": "This deal has no step {given}: choose a whole number from 0 to {last}.",
    },
    "error.display.seats": {
        "fr": "Il faut une place par carte jouée : {cards} cartes mais {seats} places.",
        "en": "Give one seat per card played: {cards} cards but {seats} seats.",
    },
    "error.display.winner": {
        "fr": "Le gagnant se donne par la position de sa carte dans le pli, de 0 à {last}, pas {given}.",
        "en": "Give the winner as the position of its card in the trick, from 0 to {last}, not {given}.",
    },
    "error.display.leader": {
        "fr": "Le pli est entamé par le joueur {first}, pas par le joueur {given}.",
        "en": "Player {first} led this trick, not player {given}.",
    },
    "error.display.names": {
        "fr": "Donnez un nom par joueur : {players} noms, pas {given}.",
        "en": "Give one name per player: {players} names, not {given}.",
    },
    # --- statistics and figures (stats.py, display/plots.py) --------------------------------------
    "error.stats.deals": {
        "fr": "Le nombre de donnes à simuler est un nombre entier positif, par exemple 10000, pas {given}.",
        "en": "The number of deals to simulate is a positive whole number, for example 10000, not {given}.",
    },
    "error.stats.poignee_kind": {
        "fr": "Poignée inconnue {given} : écrivez \"simple\", \"double\" ou \"triple\".",
        "en": "Unknown poignée {given}: write \"simple\", \"double\" or \"triple\".",
    },
    "error.plot.seats": {
        "fr": "Il faut une place différente par carte jouée : {cards} cartes, et les places {seats}.",
        "en": "Give a different seat for each card played: {cards} cards, and the seats {seats}.",
    },
    "error.plot.winner": {
        "fr": "Le gagnant {given} n'a pas joué à ce pli : donnez l'une des places {seats}.",
        "en": "Player {given} did not play to this trick: give one of the seats {seats}.",
    },
    "error.plot.empty_pile": {
        "fr": "Le tas est vide : écrivez au moins une carte, par exemple « R♥ 3♠ ».",
        "en": "The pile is empty: write at least one card, for example \"K♥ 3♠\".",
    },
    "plot.trick.title": {
        "fr": "Le pli vu de dessus ({players} joueurs)",
        "en": "The trick seen from above ({players} players)",
    },
    "plot.trick.seat": {"fr": "Joueur {seat}", "en": "Player {seat}"},
    "plot.trick.order": {"fr": "carte {order}", "en": "card {order}"},
    "plot.trick.wins": {"fr": "gagne le pli", "en": "wins the trick"},
    "plot.trick.trump": {"fr": "atout", "en": "trump"},
    "plot.trick.direction": {"fr": "sens du jeu", "en": "direction\nof play"},
    "plot.kind.bout": {"fr": "bout", "en": "bout"},
    "plot.kind.king": {"fr": "roi", "en": "king"},
    "plot.kind.queen": {"fr": "dame", "en": "queen"},
    "plot.kind.knight": {"fr": "cavalier", "en": "knight"},
    "plot.kind.jack": {"fr": "valet", "en": "jack"},
    "plot.kind.small": {"fr": "petite carte", "en": "small card"},
    "plot.points.title": {"fr": "Les points des cartes", "en": "The points of the cards"},
    "plot.points.one_card": {"fr": "Une carte de chaque sorte", "en": "One card of each kind"},
    "plot.points.all_cards": {
        "fr": "Toutes les cartes de chaque sorte : {total} points en tout",
        "en": "All the cards of each kind: {total} points in all",
    },
    "plot.points.axis": {"fr": "points", "en": "points"},
    "plot.pile.title": {
        "fr": "Un tas de {count} cartes compté de deux façons : {total} points",
        "en": "A pile of {count} cards counted two ways: {total} points",
    },
    "plot.pile.by_pairs": {"fr": "par paires", "en": "by pairs"},
    "plot.pile.by_half_points": {"fr": "carte par carte", "en": "card by card"},
    "plot.bouts.0": {"fr": "aucun bout", "en": "no bout"},
    "plot.bouts.1": {"fr": "1 bout", "en": "1 bout"},
    "plot.bouts.2": {"fr": "2 bouts", "en": "2 bouts"},
    "plot.bouts.3": {"fr": "3 bouts", "en": "3 bouts"},
    "plot.result.title": {
        "fr": "L'attaque a {points} points avec {bouts}",
        "en": "The attack has {points} points with {bouts}",
    },
    "plot.result.needed": {"fr": "il faut {needed} avec {bouts}", "en": "{needed} needed with {bouts}"},
    "plot.result.made": {"fr": "contrat réussi de {by}", "en": "contract made by {by}"},
    "plot.result.failed": {"fr": "contrat chuté de {by}", "en": "contract failed by {by}"},
    "plot.result.base": {
        "fr": "{contract} : base = (25 + {d}) × {multiplier} = {base}",
        "en": "{contract}: base = (25 + {d}) × {multiplier} = {base}",
    },
    "plot.simulated": {"fr": "simulation ({deals} donnes)", "en": "simulation ({deals} deals)"},
    "plot.exact": {"fr": "calcul exact", "en": "exact calculation"},
    "plot.share_of_hands": {"fr": "part des mains (%)", "en": "share of hands (%)"},
    "plot.share_of_deals": {"fr": "part des donnes (%)", "en": "share of deals (%)"},
    "plot.one_in": {"fr": "1 sur {count}", "en": "1 in {count}"},
    "plot.progress": {"fr": "Simulation de {deals} donnes", "en": "Simulating {deals} deals"},
    "plot.trumps.title": {
        "fr": "Atouts dans une main de {cards} cartes ({players} joueurs)",
        "en": "Trumps in a hand of {cards} cards ({players} players)",
    },
    "plot.trumps.axis": {
        "fr": "nombre d'atouts (l'Excuse n'est pas un atout)",
        "en": "number of trumps (the Excuse is not a trump)",
    },
    "plot.bouts.title": {
        "fr": "Bouts dans une main de {cards} cartes ({players} joueurs)",
        "en": "Bouts in a hand of {cards} cards ({players} players)",
    },
    "plot.bouts.axis": {"fr": "nombre de bouts (21, Petit, Excuse)", "en": "number of bouts (21, Petit, Excuse)"},
    "plot.poignee.title": {
        "fr": "Poignées dans une main de {cards} cartes ({players} joueurs)",
        "en": "Poignées in a hand of {cards} cards ({players} players)",
    },
    "plot.poignee.axis": {
        "fr": "atouts, plus l'Excuse si la main l'a (elle remplace un atout)",
        "en": "trumps, plus the Excuse if the hand holds it (it stands in for a trump)",
    },
    "plot.poignee.line": {
        "fr": "{kind} ({threshold} ou plus) : exact {exact}, simulé {simulated}",
        "en": "{kind} ({threshold} or more): exact {exact}, simulated {simulated}",
    },
    "plot.petit_sec.title": {"fr": "Le Petit sec à {players} joueurs", "en": "The Petit sec at {players} players"},
    "plot.petit_sec.player": {"fr": "un joueur donné", "en": "a given player"},
    "plot.petit_sec.table": {"fr": "quelqu'un à la table", "en": "someone at the table"},
    "plot.petit_sec.values": {"fr": "exact {exact}\nsimulé {simulated}", "en": "exact {exact}\nsimulated {simulated}"},
    # --- widgets (widgets/) ----------------------------------------------------------------------
    # the game table (widgets/game_table.py) and its picture (display/game_view.py): keys "table."
    "table.title": {"fr": "Une donne entière contre l'ordinateur", "en": "A whole deal against the computer"},
    "table.intro": {
        "fr": "Graine {seed}, {players} joueurs, le joueur {dealer} donne. Vous êtes le joueur {seat} ; les autres "
        "places sont tenues par des robots, qui ne voient que leur propre jeu.",
        "en": "Seed {seed}, {players} players, player {dealer} deals. You are player {seat}; the other seats are "
        "played by bots, which see only their own cards.",
    },
    "table.prompt.bidding": {
        "fr": "À vous de parler : passez, ou annoncez un contrat plus fort que les précédents.",
        "en": "Your turn to bid: pass, or bid a contract higher than those before.",
    },
    "table.prompt.call": {
        "fr": "Vous êtes le preneur : appelez une carte. Celui qui la tient sera votre partenaire secret.",
        "en": "You are the taker: call a card. Whoever holds it will be your secret partner.",
    },
    "table.prompt.ecart": {
        "fr": "Vous prenez le chien : choisissez {count} cartes à mettre à l'écart, puis validez.",
        "en": "You take the chien: choose {count} cards to put aside, then confirm.",
    },
    "table.prompt.slam": {
        "fr": "Avant la première carte, vous pouvez annoncer un chelem (faire tous les plis) : vous entamerez alors "
        "le premier pli.",
        "en": "Before the first card you may announce a slam (taking every trick): you will then lead the first "
        "trick.",
    },
    "table.prompt.play": {
        "fr": "À vous de jouer : cliquez une carte de votre main ou écrivez-la.",
        "en": "Your turn to play: click a card of your hand or type it.",
    },
    "table.prompt.poignee": {
        "fr": "Vous pouvez montrer une poignée avant votre première carte : elle vaudra des points au camp "
        "qui gagne la donne.",
        "en": "You may show a poignée before your first card: its points go to the side that wins the deal.",
    },
    "table.prompt.over": {
        "fr": "La donne est finie. Voici le décompte ; « Nouvelle donne » pour continuer.",
        "en": "The deal is over. Here is the score; \"New deal\" to go on.",
    },
    "table.pass": {"fr": "Passer", "en": "Pass"},
    "table.pass_tooltip": {"fr": "Ne pas prendre.", "en": "Do not take."},
    "table.bid_tooltip": {"fr": "Annoncer {contract}.", "en": "Bid {contract}."},
    "table.call_button": {"fr": "Appeler", "en": "Call"},
    "table.your_hand": {"fr": "Votre main :", "en": "Your hand:"},
    "table.the_chien": {"fr": "Le chien :", "en": "The chien:"},
    "table.callable": {"fr": "Les cartes que vous pouvez appeler :", "en": "The cards you may call:"},
    "table.ecart_confirm": {"fr": "Mettre à l'écart", "en": "Put aside"},
    "table.ecart_confirm_tooltip": {
        "fr": "Valider l'écart : les règles le vérifient.",
        "en": "Confirm the écart: the rules check it.",
    },
    "table.ecart_count": {"fr": "Choisies : {count} sur {size} — {cards}", "en": "Chosen: {count} of {size} — {cards}"},
    "table.slam": {"fr": "Annoncer un chelem", "en": "Announce a slam"},
    "table.slam_tooltip": {
        "fr": "Vous promettez de faire tous les plis : +400 si vous réussissez, −200 sinon.",
        "en": "You promise to take every trick: +400 if you do, −200 if not.",
    },
    "table.no_slam": {"fr": "Jouer sans annoncer", "en": "Play without announcing"},
    "table.poignee_button": {"fr": "Montrer une {poignee} ({count} atouts)", "en": "Show a {poignee} ({count} trumps)"},
    "table.poignee_tooltip": {
        "fr": "Montre vos {count} plus petits atouts : {cards}.",
        "en": "Shows your {count} lowest trumps: {cards}.",
    },
    "table.show_legal": {"fr": "Montrer les cartes permises", "en": "Show the legal cards"},
    "table.show_legal_tooltip": {
        "fr": "Un indice : les cartes que les règles permettent passent en vert et sont listées.",
        "en": "A hint: the cards the rules allow turn green and are listed.",
    },
    "table.legal_cards": {"fr": "Cartes permises : {cards}.", "en": "Legal cards: {cards}."},
    "table.ecart_allowed": {"fr": "Cartes que l'on peut écarter : {cards}.", "en": "Cards you may put aside: {cards}."},
    "table.new": {"fr": "Nouvelle donne", "en": "New deal"},
    "table.new_tooltip": {
        "fr": "La donne suivante : graine suivante, et le joueur suivant donne.",
        "en": "The next deal: the next seed, and the next player deals.",
    },
    "table.log": {"fr": "Ce qui s'est passé :", "en": "What happened:"},
    "table.score": {"fr": "Le décompte :", "en": "The score:"},
    "table.you_pass": {"fr": "Vous passez.", "en": "You pass."},
    "table.you_bid": {"fr": "Vous annoncez {contract}.", "en": "You bid {contract}."},
    "table.you_call": {"fr": "Vous appelez {card}.", "en": "You call {card}."},
    "table.you_ecart": {"fr": "Écart accepté : {cards}.", "en": "Écart accepted: {cards}."},
    "table.you_slam": {
        "fr": "Vous annoncez un chelem : vous entamez le premier pli.",
        "en": "You announce a slam: you lead the first trick.",
    },
    "table.you_no_slam": {"fr": "Pas de chelem annoncé : le jeu commence.", "en": "No slam announced: play begins."},
    "table.you_poignee": {"fr": "Vous montrez une {poignee} : {cards}.", "en": "You show a {poignee}: {cards}."},
    "table.you_play": {"fr": "Vous jouez {card}.", "en": "You play {card}."},
    "table.try_again": {"fr": "Choisissez une autre carte.", "en": "Choose another card."},
    "table.no_card_now": {
        "fr": "Ce n'est pas le moment d'écrire une carte : {what}",
        "en": "This is not the time to type a card: {what}",
    },
    "table.error.bot": {
        "fr": "Robot inconnu {given} : écrivez \"simple\" ou \"random\".",
        "en": "Unknown bot {given}: write \"simple\" or \"random\".",
    },
    "table.view.heading": {
        "fr": "Donne à {players} joueurs, vue du joueur {seat} : {phase}",
        "en": "Deal at {players} players, as player {seat} sees it: {phase}",
    },
    "table.view.bids_none": {"fr": "Enchères : personne n'a encore parlé.", "en": "Bidding: nobody has spoken yet."},
    "table.view.bids": {"fr": "Enchères : {bids}.", "en": "Bidding: {bids}."},
    "table.view.bid": {"fr": "joueur {seat} : {contract}", "en": "player {seat}: {contract}"},
    "table.view.pass": {"fr": "passe", "en": "pass"},
    "table.view.contract": {
        "fr": "Preneur : joueur {taker}, en {contract} (×{multiplier}).",
        "en": "Taker: player {taker}, at {contract} (×{multiplier}).",
    },
    "table.view.slam": {
        "fr": "Le preneur (joueur {taker}) a annoncé un chelem.",
        "en": "The taker (player {taker}) has announced a slam.",
    },
    "table.view.called_partner": {
        "fr": "Carte appelée : {card} ; partenaire : joueur {partner}.",
        "en": "Called card: {card}; partner: player {partner}.",
    },
    "table.view.called_alone": {
        "fr": "Carte appelée : {card} ; le preneur joue seul.",
        "en": "Called card: {card}; the taker plays alone.",
    },
    "table.view.called_unknown": {
        "fr": "Carte appelée : {card} ; le partenaire reste secret tant qu'elle n'est pas jouée.",
        "en": "Called card: {card}; the partner stays secret until it is played.",
    },
    "table.view.tricks_sides": {
        "fr": "Plis gagnés : attaque {attack}, défense {defence}.",
        "en": "Tricks won: attack {attack}, defence {defence}.",
    },
    "table.view.tricks_seats": {"fr": "Plis gagnés : {counts}.", "en": "Tricks won: {counts}."},
    "table.view.seat_count": {"fr": "joueur {seat} : {count}", "en": "player {seat}: {count}"},
    "table.view.shown_trumps": {
        "fr": "Atouts mis à l'écart, montrés à la défense : {cards}.",
        "en": "Trumps put aside, shown to the defence: {cards}.",
    },
    "table.view.poignee": {
        "fr": "Le joueur {seat} a montré une {poignee} : {cards}.",
        "en": "Player {seat} showed a {poignee}: {cards}.",
    },
    "table.view.name.you": {"fr": "Vous (joueur {seat})", "en": "You (player {seat})"},
    "table.view.name.seat": {"fr": "Joueur {seat}", "en": "Player {seat}"},
    "table.view.name.taker": {"fr": "{name}, preneur", "en": "{name}, taker"},
    "table.view.name.partner": {"fr": "{name}, partenaire", "en": "{name}, partner"},
    "table.view.current_trick": {"fr": "Pli {number}, sur la table", "en": "Trick {number}, on the table"},
    "table.view.last_trick": {
        "fr": "Pli {number}, gagné par le joueur {seat}",
        "en": "Trick {number}, won by player {seat}",
    },
    "table.view.chien": {"fr": "Le chien", "en": "The chien"},
    "table.view.ecart": {"fr": "Votre écart (secret)", "en": "Your écart (secret)"},
    "table.view.ecart_over": {"fr": "L'écart du preneur", "en": "The taker's écart"},
    "table.view.hand": {"fr": "Votre main (joueur {seat})", "en": "Your hand (player {seat})"},
    "table.view.result": {
        "fr": "L'attaque compte {points} points et {bouts} ; il lui en fallait {needed}.",
        "en": "The attack counts {points} points and {bouts}; it needed {needed}.",
    },
    "table.view.bouts.0": {"fr": "aucun bout", "en": "no bouts"},
    "table.view.bouts.1": {"fr": "1 bout", "en": "1 bout"},
    "table.view.bouts.2": {"fr": "{count} bouts", "en": "{count} bouts"},
    "table.view.made": {"fr": "Le contrat est réussi de {difference}.", "en": "The contract is made by {difference}."},
    "table.view.failed": {"fr": "Le contrat chute de {difference}.", "en": "The contract fails by {difference}."},
    "table.view.scores": {"fr": "Marques : {scores}.", "en": "Scores: {scores}."},
    "table.view.seat_score": {"fr": "joueur {seat} {score}", "en": "player {seat} {score}"},
    "widgets.entry.label": {"fr": "Carte :", "en": "Card:"},
    "widgets.entry.label_several": {"fr": "Cartes :", "en": "Cards:"},
    "widgets.entry.placeholder": {"fr": "par ex. R♥, 7♠, 21, Excuse", "en": "e.g. K♥, 7♠, 21, Excuse"},
    "widgets.entry.placeholder_several": {"fr": "par ex. 7♠ V♦ 3♣", "en": "e.g. 7♠ J♦ 3♣"},
    "widgets.entry.tooltip": {
        "fr": "Écrivez une carte (« R♥ », « roi de cœur », « 21 ») puis appuyez sur Entrée.",
        "en": "Type a card (\"K♥\", \"king of hearts\", \"21\") then press Enter.",
    },
    "widgets.deal.title": {"fr": "Rejouer une donne, paquet par paquet", "en": "Replay a deal, packet by packet"},
    "widgets.deal.players": {"fr": "Joueurs", "en": "Players"},
    "widgets.deal.players_option": {"fr": "{count} joueurs", "en": "{count} players"},
    "widgets.deal.seed": {"fr": "Graine", "en": "Seed"},
    "widgets.deal.seed_tooltip": {
        "fr": "Un nombre ou un mot, puis Entrée : la même graine redonne toujours la même donne.",
        "en": "A number or a word, then Enter: the same seed always gives the same deal.",
    },
    "widgets.deal.new": {"fr": "Nouvelle donne", "en": "New deal"},
    "widgets.deal.new_tooltip": {
        "fr": "Tire une graine au hasard et l'écrit dans la case.",
        "en": "Draws a seed at random and writes it in the box.",
    },
    "widgets.deal.step": {"fr": "Étape", "en": "Step"},
    "widgets.deal.play": {"fr": "Lecture automatique", "en": "Automatic replay"},
    "widgets.deal.restart": {"fr": "Recommencer", "en": "Restart"},
    "widgets.deal.previous": {"fr": "Étape précédente", "en": "Previous step"},
    "widgets.deal.next": {"fr": "Étape suivante", "en": "Next step"},
    "widgets.deal.seed_empty": {
        "fr": "La case de la graine est vide : écrivez un nombre entier ou un mot.",
        "en": "The seed box is empty: write a whole number or a word.",
    },
    "widgets.deal.start": {
        "fr": "Le joueur {dealer} va donner : {hand} cartes à chacun des {players} joueurs, par paquets de "
        "{packet}, en commençant par le joueur {first} à sa droite, et {chien} cartes au chien, une à la fois. "
        "Appuyez sur « Étape suivante ».",
        "en": "Player {dealer} is about to deal: {hand} cards to each of the {players} players, in packets of "
        "{packet}, starting with player {first} on his right, and {chien} cards to the chien, one at a time. "
        "Press \"Next step\".",
    },
    "widgets.deal.progress": {"fr": "Étape {step} sur {total}.", "en": "Step {step} of {total}."},
    "widgets.deal.done": {
        "fr": "La donne est finie : chaque joueur a {hand} cartes et le chien en a {chien}.",
        "en": "The deal is over: each player holds {hand} cards and the chien holds {chien}.",
    },
    "widgets.trick.title": {"fr": "Jouer une carte au pli", "en": "Play a card to the trick"},
    "widgets.trick.position": {"fr": "Position n° {seed}.", "en": "Position no. {seed}."},
    "widgets.trick.seat": {
        "fr": "À {players} joueurs, vous êtes le joueur {seat}.",
        "en": "At {players} players, you are player {seat}.",
    },
    "widgets.trick.before": {
        "fr": "Déjà joué, dans l'ordre : joueur(s) {seats}. À vous.",
        "en": "Already played, in order: player(s) {seats}. Your turn.",
    },
    "widgets.trick.lead": {
        "fr": "Personne n'a encore joué : vous ouvrez le pli.",
        "en": "Nobody has played yet: you lead the trick.",
    },
    "widgets.trick.your_hand": {
        "fr": "Votre main — cliquez la carte à jouer, ou écrivez-la :",
        "en": "Your hand — click the card to play, or type it:",
    },
    "widgets.trick.play": {"fr": "Jouer", "en": "Play"},
    "widgets.trick.show_legal": {"fr": "Montrer les cartes jouables", "en": "Show the legal cards"},
    "widgets.trick.show_legal_tooltip": {
        "fr": "Un indice : les cartes que les règles permettent de jouer ici passent en vert et sont listées.",
        "en": "A hint: the cards the rules allow here turn green and are listed.",
    },
    "widgets.trick.legal_cards": {"fr": "Cartes jouables : {cards}.", "en": "Legal cards: {cards}."},
    "widgets.trick.retry": {"fr": "Rejouer cette position", "en": "Replay this position"},
    "widgets.trick.new": {"fr": "Nouvelle position", "en": "New position"},
    "widgets.trick.new_tooltip": {
        "fr": "Passe à la position suivante (numérotée : on peut la retrouver).",
        "en": "Moves on to the next position (numbered, so it can be found again).",
    },
    "widgets.trick.try_again": {"fr": "Choisissez une autre carte.", "en": "Choose another card."},
    "widgets.trick.already_played": {
        "fr": "Vous avez déjà joué {card} à ce pli. Rejouez la position ou passez à la suivante.",
        "en": "You have already played {card} to this trick. Replay the position or move on to the next one.",
    },
    "widgets.trick.completed": {
        "fr": "Les joueurs suivants complètent le pli avec des cartes jouables :",
        "en": "The next players complete the trick with legal cards:",
    },
    "widgets.trick.you_win": {"fr": "Vous gagnez le pli avec {card}.", "en": "You win the trick with {card}."},
    "widgets.trick.other_wins": {
        "fr": "Le joueur {seat} gagne le pli avec {card}.",
        "en": "Player {seat} wins the trick with {card}.",
    },
    "widgets.excuse.title": {"fr": "Où va l'Excuse ?", "en": "Where does the Excuse go?"},
    "widgets.excuse.scenario": {"fr": "Situation", "en": "Situation"},
    "widgets.excuse.scenario.exchanged": {
        "fr": "Excuse jouée en cours de partie, pli perdu",
        "en": "Excuse played mid-deal, trick lost",
    },
    "widgets.excuse.scenario.exchanged_later": {
        "fr": "Le camp n'a pas encore de pli : la carte est donnée plus tard",
        "en": "The side has no trick yet: the card is given later",
    },
    "widgets.excuse.scenario.own_side_won": {
        "fr": "Un partenaire gagne le pli de l'Excuse",
        "en": "A partner wins the Excuse's trick",
    },
    "widgets.excuse.scenario.owed": {
        "fr": "Le camp ne gagne aucun pli (4 contre 87)",
        "en": "The side never wins a trick (4 against 87)",
    },
    "widgets.excuse.scenario.last_trick": {"fr": "Excuse jouée au dernier pli", "en": "Excuse played to the last trick"},
    "widgets.excuse.scenario.slam": {
        "fr": "Chelem annoncé : l'Excuse entame le dernier pli",
        "en": "Slam announced: the Excuse leads the last trick",
    },
    "widgets.excuse.option": {"fr": "Excuse au dernier pli", "en": "Excuse on the last trick"},
    "widgets.excuse.option.camp": {"fr": "change de camp (règle FFT)", "en": "changes camp (FFT rule)"},
    "widgets.excuse.option.winner": {"fr": "va au gagnant (variante)", "en": "goes to the winner (variant)"},
    "widgets.excuse.option.camp_tooltip": {
        "fr": "Option excuse_last_trick=\"camp\" : au dernier pli, l'Excuse va au camp adverse de son joueur.",
        "en": "Option excuse_last_trick=\"camp\": on the last trick the Excuse goes to its owner's opponents.",
    },
    "widgets.excuse.option.winner_tooltip": {
        "fr": "Option excuse_last_trick=\"winner\" : au dernier pli, l'Excuse va au camp qui gagne le pli.",
        "en": "Option excuse_last_trick=\"winner\": on the last trick the Excuse goes to the side that wins it.",
    },
    "widgets.excuse.setup": {
        "fr": "Une donne entière à 4 joueurs : le joueur 0 prend une Garde sans (le chien reste de côté et compte "
        "pour l'attaque) contre les joueurs 1, 2 et 3. Toutes les cartes jouées sont jouables.",
        "en": "A whole deal at 4 players: player 0 takes a Garde sans (the chien stays aside and counts for the "
        "attack) against players 1, 2 and 3. Every card played is a legal one.",
    },
    "widgets.excuse.intro.exchanged": {
        "fr": "Le joueur qui a l'Excuse la joue au pli 9, et l'autre camp gagne ce pli.",
        "en": "The player who holds the Excuse plays it to trick 9, and the other side wins that trick.",
    },
    "widgets.excuse.intro.exchanged_later": {
        "fr": "Le preneur joue l'Excuse dès le premier pli : son camp n'a encore rien gagné à donner en échange.",
        "en": "The taker plays the Excuse on the very first trick: his side has won nothing yet to give in exchange.",
    },
    "widgets.excuse.intro.own_side_won": {
        "fr": "Un défenseur joue l'Excuse au pli 5 et un autre défenseur gagne ce pli.",
        "en": "A defender plays the Excuse to trick 5 and another defender wins that trick.",
    },
    "widgets.excuse.intro.owed": {
        "fr": "Le preneur a presque tous les atouts et gagne tous les plis ; le joueur 1 joue l'Excuse au pli 6.",
        "en": "The taker holds nearly every trump and wins every trick; player 1 plays the Excuse to trick 6.",
    },
    "widgets.excuse.intro.last_trick": {
        "fr": "Un défenseur garde l'Excuse jusqu'au dernier pli, que son camp gagne. Changez l'option pour comparer.",
        "en": "A defender keeps the Excuse to the last trick, which his side wins. Switch the option to compare.",
    },
    "widgets.excuse.intro.slam": {
        "fr": "Le preneur a annoncé le chelem, gagne les 17 premiers plis et entame le dernier avec l'Excuse.",
        "en": "The taker announced a slam, wins the first 17 tricks and leads the last one with the Excuse.",
    },
    "widgets.excuse.ends_with": {"fr": "L'Excuse finit chez {side}.", "en": "The Excuse ends with {side}."},
    "widgets.excuse.points_caption": {
        "fr": "Les points de chaque camp (91 en tout)",
        "en": "Each side's points (91 in all)",
    },
    "widgets.excuse.col.side": {"fr": "Camp", "en": "Side"},
    "widgets.excuse.col.tricks": {"fr": "Plis", "en": "Tricks"},
    "widgets.excuse.col.chien": {"fr": "Chien", "en": "Chien"},
    "widgets.excuse.col.total": {"fr": "Total", "en": "Total"},
    "widgets.excuse.trick": {"fr": "Pli n°", "en": "Trick no."},
    "widgets.excuse.trick_won": {
        "fr": "Pli {number} : le joueur {seat} ({side}) le gagne avec {card}.",
        "en": "Trick {number}: player {seat} ({side}) wins it with {card}.",
    },
    "widgets.excuse.played_here": {
        "fr": "Le joueur {seat} joue l'Excuse à ce pli.",
        "en": "Player {seat} plays the Excuse to this trick.",
    },
    "widgets.excuse.paid_here": {
        "fr": "À ce pli, le camp de l'Excuse donne {card} (une carte à 0,5 point) à l'autre camp.",
        "en": "At this trick the Excuse's side gives {card} (a 0.5-point card) to the other side.",
    },
    "widgets.ecart.title": {"fr": "Faire l'écart", "en": "Make the écart"},
    "widgets.ecart.deal": {"fr": "Donne n° {seed}, à {players} joueurs.", "en": "Deal no. {seed}, {players} players."},
    "widgets.ecart.task": {
        "fr": "Vous avez pris le chien : choisissez les {size} cartes à mettre de côté, dans votre main ou "
        "dans le chien.",
        "en": "You have taken the chien: choose the {size} cards to put aside, from your hand or the chien.",
    },
    "widgets.ecart.your_hand": {
        "fr": "Votre main — cliquez une carte pour la choisir ou la rendre :",
        "en": "Your hand — click a card to choose it or give it back:",
    },
    "widgets.ecart.the_chien": {"fr": "Le chien :", "en": "The chien:"},
    "widgets.ecart.select": {"fr": "Choisir", "en": "Choose"},
    "widgets.ecart.clear": {"fr": "Tout reprendre", "en": "Start again"},
    "widgets.ecart.confirm": {"fr": "Écarter ces cartes", "en": "Put these cards aside"},
    "widgets.ecart.confirm_tooltip": {
        "fr": "L'écart n'est accepté que s'il respecte les règles.",
        "en": "The écart is accepted only if it follows the rules.",
    },
    "widgets.ecart.show_allowed": {"fr": "Montrer les cartes permises", "en": "Show the allowed cards"},
    "widgets.ecart.show_allowed_tooltip": {
        "fr": "Un indice : les cartes que l'on peut écarter passent en vert et sont listées.",
        "en": "A hint: the cards that may be put aside turn green and are listed.",
    },
    "widgets.ecart.allowed": {"fr": "Cartes permises : {cards}.", "en": "Allowed cards: {cards}."},
    "widgets.ecart.new": {"fr": "Nouvelle donne", "en": "New deal"},
    "widgets.ecart.new_tooltip": {
        "fr": "Passe à la donne suivante (numérotée : on peut la retrouver).",
        "en": "Moves on to the next deal (numbered, so it can be found again).",
    },
    "widgets.ecart.count": {
        "fr": "Choisies : {count} sur {size} — {cards}",
        "en": "Chosen: {count} of {size} — {cards}",
    },
    "widgets.ecart.must_show": {
        "fr": "Atouts écartés, à montrer à la défense : {cards}.",
        "en": "Trumps put aside, to be shown to the defence: {cards}.",
    },
    "widgets.ecart.ready": {
        "fr": "Cet écart est régulier : appuyez sur « Écarter ces cartes ».",
        "en": "This écart is legal: press \"Put these cards aside\".",
    },
    "widgets.ecart.ecart_label": {"fr": "L'écart", "en": "The écart"},
    "widgets.ecart.new_hand_label": {"fr": "Votre main pour jouer", "en": "Your hand to play with"},
    "widgets.score.title": {"fr": "Calculer la marque d'une donne", "en": "Work out the score of a deal"},
    "widgets.score.players": {"fr": "Joueurs", "en": "Players"},
    "widgets.score.players_option": {"fr": "{count} joueurs", "en": "{count} players"},
    "widgets.score.contract": {"fr": "Contrat du joueur 0", "en": "Player 0's contract"},
    "widgets.score.partner": {"fr": "Partenaire appelé", "en": "Called partner"},
    "widgets.score.alone": {"fr": "aucun : le preneur est seul", "en": "none: the taker is alone"},
    "widgets.score.seat": {"fr": "Joueur {seat}", "en": "Player {seat}"},
    "widgets.score.bouts": {"fr": "Bouts de l'attaque", "en": "Bouts of the attack"},
    "widgets.score.bouts_tooltip": {
        "fr": "L'attaque finit la donne avec {count} bout(s).",
        "en": "The attack ends the deal with {count} bout(s).",
    },
    "widgets.score.points": {"fr": "Points de l'attaque", "en": "Points of the attack"},
    "widgets.score.points_tooltip": {
        "fr": "De 0 à 91, par demi-points (plis et écart, ou chien en Garde sans).",
        "en": "From 0 to 91, in half points (tricks and écart, or the chien at Garde sans).",
    },
    "widgets.score.nobody": {"fr": "personne", "en": "nobody"},
    "widgets.score.petit_au_bout": {"fr": "Petit au bout gagné par", "en": "Petit au bout won by"},
    "widgets.score.poignee_attack": {"fr": "Poignée de l'attaque", "en": "Poignée of the attack"},
    "widgets.score.poignee_defence": {"fr": "Poignée de la défense", "en": "Poignée of the defence"},
    "widgets.score.no_poignee": {"fr": "aucune", "en": "none"},
    "widgets.score.poignee_option": {
        "fr": "{kind} ({trumps} atouts) : {bonus}",
        "en": "{kind} ({trumps} trumps): {bonus}",
    },
    "widgets.score.slam_announced": {"fr": "Chelem annoncé par l'attaque", "en": "Slam announced by the attack"},
    "widgets.score.slam": {"fr": "Tous les plis gagnés par", "en": "Every trick won by"},
    "widgets.score.table_caption": {"fr": "La marque de chaque joueur", "en": "Each player's score"},
    "widgets.score.col.player": {"fr": "Joueur", "en": "Player"},
    "widgets.score.col.role": {"fr": "Rôle", "en": "Role"},
    "widgets.score.col.score": {"fr": "Marque", "en": "Score"},
    "widgets.score.role.taker": {"fr": "preneur", "en": "taker"},
    "widgets.score.role.partner": {"fr": "partenaire", "en": "partner"},
    "widgets.score.role.defender": {"fr": "défenseur", "en": "defender"},
    # --- exercises (exercises/) ------------------------------------------------------------------
    "exercise.write.card": {
        "fr": "une seule carte, par exemple 7♥, R♠, 21 ou Excuse",
        "en": "a single card, for example 7♥, K♠, 21 or Excuse",
    },
    "exercise.write.cards": {
        "fr": "les cartes séparées par des espaces, par exemple « 7♥ 9♥ Excuse »",
        "en": "the cards separated by spaces, for example \"7♥ 9♥ Excuse\"",
    },
    "exercise.write.number": {
        "fr": "un nombre, par exemple 41,5 ou 18",
        "en": "a number, for example 41.5 or 18",
    },
    "exercise.write.seat": {
        "fr": "le numéro d'un joueur, par exemple 2",
        "en": "a player's number, for example 2",
    },
    "exercise.write.winner": {
        "fr": "le numéro du joueur gagnant (par exemple 2) ou la carte gagnante (par exemple R♥)",
        "en": "the winning player's number (for example 2) or the winning card (for example K♥)",
    },
    "exercise.write.side": {
        "fr": "« attaque » ou « défense »",
        "en": "\"attack\" or \"defence\"",
    },
    "exercise.answer.none": {
        "fr": "Aucune réponse n'a été donnée. Écrivez {expected}.",
        "en": "No answer was given. Write {expected}.",
    },
    "exercise.answer.bool": {
        "fr": "{given} n'est pas une réponse à cette question. Écrivez {expected}.",
        "en": "{given} is not an answer to this question. Write {expected}.",
    },
    "exercise.answer.empty": {
        "fr": "La réponse est vide. Écrivez {expected}.",
        "en": "The answer is empty. Write {expected}.",
    },
    "exercise.answer.one_card": {
        "fr": "Une seule carte est demandée, vous en avez écrit {count} ({given}). Choisissez-en une.",
        "en": "A single card is asked for, you wrote {count} ({given}). Choose one.",
    },
    "exercise.answer.not_card_number": {
        "fr": "{given} n'est pas une carte. Pour un atout, écrivez son numéro entier (par exemple 21) ; "
        "pour une autre carte, son rang et sa couleur (7♥).",
        "en": "{given} is not a card. For a trump write its whole number (for example 21); for another "
        "card, its rank and suit (7♥).",
    },
    "exercise.answer.not_cards": {
        "fr": "{given} ne se lit pas comme des cartes. Écrivez les cartes séparées par des espaces, "
        "par exemple « 7♥ 9♥ Excuse ».",
        "en": "{given} cannot be read as cards. Write the cards separated by spaces, for example \"7♥ 9♥ Excuse\".",
    },
    "exercise.answer.not_number": {
        "fr": "{given} n'est pas un nombre. Écrivez un seul nombre, par exemple 41,5.",
        "en": "{given} is not a number. Write a single number, for example 41.5.",
    },
    "exercise.answer.not_whole": {
        "fr": "{given} n'est pas un nombre entier : on compte ici des cartes ou des joueurs.",
        "en": "{given} is not a whole number: here we count cards or players.",
    },
    "exercise.answer.not_seat": {
        "fr": "{given} n'est pas un joueur : écrivez un numéro de joueur de 0 à {last}.",
        "en": "{given} is not a player: write a player's number from 0 to {last}.",
    },
    "exercise.answer.not_side": {
        "fr": "{given} n'est pas un camp : écrivez « attaque » (le preneur et son partenaire) ou « défense ».",
        "en": "{given} is not a side: write \"attack\" (the taker and his partner) or \"defence\".",
    },
    "exercise.answer.not_in_hand": {
        "fr": "Ces cartes ne sont pas dans la main : {cards}. Choisissez parmi : {hand}.",
        "en": "These cards are not in the hand: {cards}. Choose among: {hand}.",
    },
    "exercise.answer.not_in_trick": {
        "fr": "La carte {card} n'est pas dans ce pli ({trick}) : nommez une carte du pli ou le numéro d'un joueur.",
        "en": "The card {card} is not in this trick ({trick}): name a card of the trick or a player's number.",
    },
    "exercise.verdict.correct": {"fr": "✔ Juste !", "en": "✔ Correct!"},
    "exercise.verdict.partial": {"fr": "◐ En partie juste.", "en": "◐ Partly right."},
    "exercise.verdict.wrong": {"fr": "✘ Pas tout à fait.", "en": "✘ Not quite."},
    "exercise.verdict.invalid": {"fr": "？ Réponse illisible.", "en": "？ Answer not understood."},
    "exercise.score": {"fr": "Score : {score}.", "en": "Score: {score}."},
    "exercise.hint": {"fr": "Indice : {hint}", "en": "Hint: {hint}"},
    "exercise.expected.legal_play": {
        "fr": "Cartes jouables (une seule suffit) : {cards}.",
        "en": "Legal cards (any one of them): {cards}.",
    },
    "exercise.expected.all_legal": {
        "fr": "Les cartes jouables sont exactement : {cards}.",
        "en": "The legal cards are exactly: {cards}.",
    },
    "exercise.expected.trick_winner": {
        "fr": "Le joueur {seat} gagne le pli avec {card}.",
        "en": "Player {seat} wins the trick with {card}.",
    },
    "exercise.expected.points": {"fr": "Le tas vaut {points} points.", "en": "The pile is worth {points} points."},
    "exercise.expected.number": {"fr": "La réponse est {number}.", "en": "The answer is {number}."},
    "exercise.expected.excuse": {
        "fr": "L'Excuse finit dans les plis de {side}.",
        "en": "The Excuse ends in the tricks of {side}.",
    },
    "exercise.expected.ecart": {
        "fr": "Un écart possible : {cards}.",
        "en": "One legal écart: {cards}.",
    },
    "exercise.all_legal.exact": {
        "fr": "Ce sont exactement les cartes jouables. {rule}",
        "en": "These are exactly the legal cards. {rule}",
    },
    "exercise.all_legal.missed": {
        "fr": "Il manque des cartes jouables : {cards}.",
        "en": "Some legal cards are missing: {cards}.",
    },
    "exercise.points.group": {"fr": "{cards} = {points}", "en": "{cards} = {points}"},
    "exercise.points.by_pairs": {
        "fr": "En comptant par paires (une grosse carte avec une petite, puis les petites deux par deux) : "
        "{groups}. Total : {total} points.",
        "en": "Counting by pairs (a big card with a small one, then the small ones two by two): "
        "{groups}. Total: {total} points.",
    },
    "exercise.dealing.sizes": {
        "fr": "À {players} joueurs, chacun reçoit {hand} cartes, le chien en a {chien}, et l'on donne "
        "par paquets de {packet}.",
        "en": "At {players} players each one receives {hand} cards, the chien holds {chien}, and the cards "
        "are dealt in packets of {packet}.",
    },
    "exercise.dealing.first_player": {
        "fr": "Le donneur est le joueur {dealer} : le joueur à sa droite, le joueur {seat}, reçoit le premier "
        "paquet, parle le premier et entame le premier pli.",
        "en": "The dealer is player {dealer}: the player on his right, player {seat}, receives the first "
        "packet, bids first and leads the first trick.",
    },
    "exercise.excuse.ends_with": {
        "fr": "L'Excuse finit donc chez {side}.",
        "en": "So the Excuse ends with {side}.",
    },
    "exercise.contract.reason": {
        "fr": "Avec {bouts} bout(s), l'attaque doit faire {needed} points ; elle en a {points}. {outcome}",
        "en": "With {bouts} bout(s) the attack needs {needed} points; it has {points}. {outcome}",
    },
    "exercise.contract.made": {
        "fr": "Le contrat est réussi de {margin} (réponse : +{margin}).",
        "en": "The contract is made by {margin} (answer: +{margin}).",
    },
    "exercise.contract.failed": {
        "fr": "Le contrat chute de {margin} (réponse : -{margin}).",
        "en": "The contract fails by {margin} (answer: -{margin}).",
    },
    "exercise.question.legal_play": {
        "fr": "Vous êtes le joueur {seat} ({players} joueurs). Voici votre main et les cartes déjà jouées au pli : "
        "quelle carte pouvez-vous jouer ?",
        "en": "You are player {seat} ({players} players). Here are your hand and the cards already played to the "
        "trick: which card may you play?",
    },
    "exercise.question.all_legal": {
        "fr": "Vous êtes le joueur {seat} ({players} joueurs). Voici votre main et les cartes déjà jouées au pli : "
        "sélectionnez toutes les cartes que vous pouvez jouer.",
        "en": "You are player {seat} ({players} players). Here are your hand and the cards already played to the "
        "trick: select every card you may play.",
    },
    "exercise.question.called": {
        "fr": "C'est le premier pli et la carte appelée est {card}.",
        "en": "This is the first trick and the called card is {card}.",
    },
    "exercise.question.last_trick": {
        "fr": "C'est le dernier pli.",
        "en": "This is the last trick.",
    },
    "exercise.question.trick_winner": {
        "fr": "À {players} joueurs, le joueur {leader} a entamé ce pli. Qui le gagne ? (numéro du joueur ou "
        "carte gagnante ; pour un atout, écrivez « atout 5 » plutôt que 5)",
        "en": "At {players} players, player {leader} led this trick. Who wins it? (the player's number or the "
        "winning card; for a trump write \"trump 5\" rather than 5)",
    },
    "exercise.question.points": {
        "fr": "Combien de points vaut ce tas de cartes ?",
        "en": "How many points is this pile of cards worth?",
    },
    "exercise.question.dealing.hand": {
        "fr": "À {players} joueurs, combien de cartes chaque joueur reçoit-il ?",
        "en": "At {players} players, how many cards does each player receive?",
    },
    "exercise.question.dealing.chien": {
        "fr": "À {players} joueurs, combien de cartes le chien contient-il ?",
        "en": "At {players} players, how many cards are in the chien?",
    },
    "exercise.question.dealing.packet": {
        "fr": "À {players} joueurs, par paquets de combien de cartes distribue-t-on ?",
        "en": "At {players} players, the cards are dealt in packets of how many?",
    },
    "exercise.question.dealing.first_player": {
        "fr": "À {players} joueurs (numérotés de 0 dans l'ordre de jeu), le joueur {dealer} distribue. "
        "Quel joueur entame le premier pli ?",
        "en": "At {players} players (numbered from 0 in the order of play), player {dealer} deals. "
        "Which player leads the first trick?",
    },
    "exercise.question.partner": {
        "fr": " avec le joueur {partner} pour partenaire",
        "en": " with player {partner} as partner",
    },
    "exercise.question.excuse": {
        "fr": "Le joueur {taker} est le preneur{partner}. Le joueur {owner} a joué l'Excuse au pli {trick} "
        "sur {count}, gagné par le joueur {winner}. Quel camp finit la donne avec l'Excuse ? "
        "(« attaque » ou « défense »)",
        "en": "Player {taker} is the taker{partner}. Player {owner} played the Excuse to trick {trick} of "
        "{count}, won by player {winner}. Which side ends the deal with the Excuse? (\"attack\" or \"defence\")",
    },
    "exercise.question.ecart": {
        "fr": "Vous êtes le preneur à {players} joueurs et vous prenez le chien dans votre main. Écartez {count} "
        "cartes.",
        "en": "You are the taker at {players} players and you take the chien into your hand. Put aside {count} "
        "cards.",
    },
    "exercise.question.contract": {
        "fr": "À {players} joueurs, {contract} : l'attaque a {bouts} bout(s) et {points} points. Contrat réussi "
        "ou chuté, et de combien ? (écrivez +8 ou -8, par exemple)",
        "en": "At {players} players, {contract}: the attack holds {bouts} bout(s) and {points} points. Made or "
        "failed, and by how much? (write +8 or -8, for example)",
    },
    "exercise.hints.follow_suit.1": {
        "fr": "Quelle couleur a été demandée ? En avez-vous ?",
        "en": "Which suit was led? Do you hold any?",
    },
    "exercise.hints.follow_suit.2": {
        "fr": "Avec la couleur demandée en main, vous devez en jouer (n'importe laquelle), ou l'Excuse.",
        "en": "Holding the suit led, you must play one of its cards (any of them), or the Excuse.",
    },
    "exercise.hints.must_trump.1": {
        "fr": "Vous n'avez pas la couleur demandée : que devez-vous faire avec vos atouts ?",
        "en": "You don't hold the suit led: what must you do with your trumps?",
    },
    "exercise.hints.must_trump.2": {
        "fr": "Vous devez couper avec un atout ; une carte d'une autre couleur est interdite.",
        "en": "You must trump; a card of another suit is not allowed.",
    },
    "exercise.hints.must_overtrump.1": {
        "fr": "Un atout est déjà dans le pli : lequel est le plus fort ?",
        "en": "A trump is already in the trick: which is the highest?",
    },
    "exercise.hints.must_overtrump.2": {
        "fr": "Si vous avez un atout plus fort que lui, vous devez monter.",
        "en": "If you hold a trump higher than it, you must overtrump.",
    },
    "exercise.hints.undertrump.1": {
        "fr": "Pouvez-vous battre l'atout déjà joué ? Sinon, êtes-vous dispensé de couper ?",
        "en": "Can you beat the trump already played? If not, are you excused from trumping?",
    },
    "exercise.hints.undertrump.2": {
        "fr": "Non : il faut jouer un atout plus faible (pisser), pas une autre couleur.",
        "en": "No: you must play a lower trump (undertrump), not another suit.",
    },
    "exercise.hints.trump_led.1": {
        "fr": "Atout est demandé : quel est le plus fort atout du pli ?",
        "en": "Trumps were led: which is the highest trump in the trick?",
    },
    "exercise.hints.trump_led.2": {
        "fr": "Vous devez monter au-dessus si vous le pouvez, même sur votre partenaire.",
        "en": "You must go over it if you can, even over your partner.",
    },
    "exercise.hints.discard.1": {
        "fr": "Avez-vous la couleur demandée ? Avez-vous des atouts ?",
        "en": "Do you hold the suit led? Do you hold trumps?",
    },
    "exercise.hints.discard.2": {
        "fr": "Ni l'un ni l'autre : vous pouvez jouer n'importe quelle carte.",
        "en": "Neither: you may play any card.",
    },
    "exercise.hints.excuse_led.1": {
        "fr": "L'Excuse entamée ne fixe pas la couleur : quelle carte la fixe ?",
        "en": "The Excuse led does not set the suit: which card does?",
    },
    "exercise.hints.excuse_led.2": {
        "fr": "C'est la carte jouée après l'Excuse : suivez-la comme si elle avait été entamée.",
        "en": "The card played after the Excuse does: follow it as if it had been led.",
    },
    "exercise.hints.excuse_in_hand.1": {
        "fr": "Appliquez la règle habituelle… puis pensez à la carte toujours permise.",
        "en": "Apply the usual rule… then think of the card that is always allowed.",
    },
    "exercise.hints.excuse_in_hand.2": {
        "fr": "L'Excuse peut toujours être jouée, quoi que vous ayez d'autre.",
        "en": "The Excuse may always be played, whatever else you hold.",
    },
    "exercise.hints.last_trick.1": {
        "fr": "Peut-on se retrouver sans aucune carte jouable ?",
        "en": "Can you be left with no legal card at all?",
    },
    "exercise.hints.last_trick.2": {
        "fr": "L'Excuse se joue toujours, même comme dernière carte.",
        "en": "The Excuse can always be played, even as the last card.",
    },
    "exercise.hints.called_suit.1": {
        "fr": "Au premier pli à cinq joueurs, une couleur est interdite à l'entame.",
        "en": "On the first trick at five players, one suit may not be led.",
    },
    "exercise.hints.called_suit.2": {
        "fr": "On ne peut pas entamer la couleur du roi appelé, sauf avec le roi appelé lui-même.",
        "en": "Nobody may lead the called king's suit, except with the called king itself.",
    },
    "exercise.hints.trick_winner.1": {
        "fr": "Y a-t-il un atout dans le pli ?",
        "en": "Is there a trump in the trick?",
    },
    "exercise.hints.trick_winner.2": {
        "fr": "Le plus fort atout gagne ; sans atout, la plus forte carte de la couleur demandée. Jamais l'Excuse.",
        "en": "The highest trump wins; with no trump, the highest card of the suit led. Never the Excuse.",
    },
    "exercise.hints.points.1": {
        "fr": "Roi et bout 4,5 ; dame 3,5 ; cavalier 2,5 ; valet 1,5 ; toute autre carte 0,5.",
        "en": "King and bout 4.5; queen 3.5; knight 2.5; jack 1.5; any other card 0.5.",
    },
    "exercise.hints.points.2": {
        "fr": "Comptez par paires : une grosse carte avec une petite (roi + petite = 5), deux petites = 1.",
        "en": "Count by pairs: a big card with a small one (king + small = 5), two smalls = 1.",
    },
    "exercise.hints.dealing.1": {
        "fr": "78 cartes : 3 et 4 joueurs ont un chien de 6 cartes, 5 joueurs un chien de 3.",
        "en": "78 cards: at 3 and 4 players the chien has 6 cards, at 5 players 3.",
    },
    "exercise.hints.dealing.2": {
        "fr": "On donne par paquets de 3 (de 4 à trois joueurs), en commençant par le joueur à droite du donneur.",
        "en": "Cards go in packets of 3 (4 at three players), starting with the player on the dealer's right.",
    },
    "exercise.hints.excuse.1": {
        "fr": "L'Excuse reste dans le camp de celui qui l'a jouée, sauf à un moment précis.",
        "en": "The Excuse stays in its player's side, except at one precise moment.",
    },
    "exercise.hints.excuse.2": {
        "fr": "Seul le dernier pli la fait changer de camp (hors chelem).",
        "en": "Only the last trick makes it change sides (slams aside).",
    },
    "exercise.hints.excuse_last_trick.1": {
        "fr": "À quel pli l'Excuse a-t-elle été jouée ?",
        "en": "To which trick was the Excuse played?",
    },
    "exercise.hints.excuse_last_trick.2": {
        "fr": "Jouée au dernier pli, elle va au camp adverse de son joueur, quel que soit le gagnant.",
        "en": "Played to the last trick, it goes to the side opposed to its player, whoever wins.",
    },
    "exercise.hints.ecart.1": {
        "fr": "Jamais de roi ni de bout à l'écart.",
        "en": "Never a king or a bout in the écart.",
    },
    "exercise.hints.ecart.2": {
        "fr": "Pas d'atout tant qu'il reste assez d'autres cartes ; sinon juste le nombre d'atouts manquant, montrés.",
        "en": "No trump while enough other cards remain; otherwise just the missing number of trumps, shown.",
    },
    "exercise.hints.contract.1": {
        "fr": "Points nécessaires : 36 avec 3 bouts, 41 avec 2, 51 avec 1, 56 sans bout.",
        "en": "Points needed: 36 with 3 bouts, 41 with 2, 51 with 1, 56 with none.",
    },
    "exercise.hints.contract.2": {
        "fr": "Écart = points − points nécessaires ; à 3 et 5 joueurs le demi-point va au camp gagnant.",
        "en": "Margin = points − points needed; at 3 and 5 players the half point goes to the winning side.",
    },
    "exercise.position.hand": {"fr": "Votre main : {cards}.", "en": "Your hand: {cards}."},
    "exercise.position.trick_empty": {
        "fr": "Le pli est vide : vous entamez.",
        "en": "The trick is empty: you lead.",
    },
    "exercise.position.trick": {"fr": "Pli : {plays}.", "en": "Trick: {plays}."},
    "exercise.position.play": {"fr": "joueur {seat} : {card}", "en": "player {seat}: {card}"},
    "exercise.position.pile": {"fr": "Le tas : {cards}.", "en": "The pile: {cards}."},
    "exercise.position.chien": {"fr": "Le chien : {cards}.", "en": "The chien: {cards}."},
    "exercise.position.excuse_trick": {
        "fr": "Pli {number} (gagné par le joueur {winner}) : {plays}.",
        "en": "Trick {number} (won by player {winner}): {plays}.",
    },
    "exercise.unknown_id": {
        "fr": "Il n'y a pas d'exercice {given}. Vérifiez l'identifiant, par exemple « {example} ».",
        "en": "There is no exercise {given}. Check the id, for example \"{example}\".",
    },
    "exercise.unknown_chapter": {
        "fr": "Chapitre inconnu {given} : choisissez parmi {choices}.",
        "en": "Unknown chapter {given}: choose among {choices}.",
    },
    "exercise.unknown_situation": {
        "fr": "Situation inconnue {given} : choisissez parmi {choices}.",
        "en": "Unknown situation {given}: choose among {choices}.",
    },
    "exercise.progress.empty": {
        "fr": "{learner} n'a encore répondu à aucun exercice.",
        "en": "{learner} has not answered any exercise yet.",
    },
    "exercise.progress.summary": {
        "fr": "{learner} : {tried} exercice(s) essayé(s), {solved} réussi(s), en {attempts} tentative(s) ; "
        "score moyen (meilleur essai) : {average}.",
        "en": "{learner}: {tried} exercise(s) tried, {solved} solved, in {attempts} attempt(s); "
        "average score (best try): {average}.",
    },
    "exercise.progress.review": {
        "fr": "À revoir : {exercises}.",
        "en": "To review: {exercises}.",
    },
    "exercise.progress.chart_title": {
        "fr": "Meilleur score par exercice — {learner}",
        "en": "Best score per exercise — {learner}",
    },
    "exercise.report.axis": {"fr": "score (meilleur essai, %)", "en": "score (best try, %)"},
    "exercise.report.title": {
        "fr": "Score moyen de la classe par exercice ({learners} élève(s))",
        "en": "Class average score per exercise ({learners} learner(s))",
    },
    "exercise.report.counts": {
        "fr": "{learners} élève(s), {exercises} exercice(s) différents.",
        "en": "{learners} learner(s), {exercises} different exercise(s).",
    },
    "exercise.report.most_missed": {
        "fr": "Exercices les plus souvent manqués :",
        "en": "Exercises most often missed:",
    },
    "exercise.report.missed_line": {
        "fr": "  {exercise} : manqué par {missed} élève(s) sur {tried}",
        "en": "  {exercise}: missed by {missed} of {tried} learner(s)",
    },
    "exercise.report.skipped": {
        "fr": "Fichier ignoré (ce n'est pas un fichier de progression lisible) : {path}",
        "en": "File skipped (not a readable progress file): {path}",
    },
    "exercise.widget.answer": {"fr": "Votre réponse :", "en": "Your answer:"},
    "exercise.widget.check": {"fr": "Vérifier", "en": "Check"},
    "exercise.widget.check_tooltip": {
        "fr": "Corriger la réponse écrite dans la case (les cartes cliquées s'y inscrivent)",
        "en": "Grade the answer in the box (clicked cards are written there)",
    },
    "exercise.widget.hint": {"fr": "Indice", "en": "Hint"},
    "exercise.widget.hint_tooltip": {
        "fr": "Un indice de plus, du plus discret au plus précis",
        "en": "One more hint, from the gentlest to the most explicit",
    },
    "exercise.widget.retry": {"fr": "Réessayer", "en": "Try again"},
    "exercise.widget.retry_tooltip": {
        "fr": "Effacer la réponse et recommencer",
        "en": "Clear the answer and start again",
    },
    "exercise.widget.solution": {"fr": "Voir la solution", "en": "Show solution"},
    "exercise.widget.solution_tooltip": {
        "fr": "Disponible après deux essais manqués",
        "en": "Available after two wrong attempts",
    },
    "exercise.widget.solution_is": {"fr": "Solution : {solution}", "en": "Solution: {solution}"},
    "exercise.widget.trick_label": {"fr": "Le pli, dans l'ordre joué", "en": "The trick, in the order played"},
    "exercise.widget.hand_label": {"fr": "Votre main", "en": "Your hand"},
    "exercise.widget.chien_label": {"fr": "Le chien", "en": "The chien"},
    "exercise.widget.pile_label": {"fr": "Le tas à compter", "en": "The pile to count"},
    "exercise.widget.no_hint": {
        "fr": "Pas d'indice pour cet exercice.",
        "en": "No hint for this exercise.",
    },
    "exercise.widget.last_hint": {"fr": "(C'était le dernier indice.)", "en": "(That was the last hint.)"},
    "exercise.widget.not_saved": {
        "fr": "Votre essai n'a pas pu être enregistré ({error}), mais l'exercice continue.",
        "en": "Your attempt could not be saved ({error}), but the exercise goes on.",
    },
    # --- the command line (cli.py) ------------------------------------------------------
    "cli.description": {
        "fr": "tarot_learn : les leçons et les exercices du Tarot, et les outils du professeur.",
        "en": "tarot_learn: the lessons and exercises of French Tarot, and the teacher's tools.",
    },
    "cli.usage": {"fr": "utilisation : ", "en": "usage: "},
    "cli.commands": {"fr": "commandes", "en": "commands"},
    "cli.command": {"fr": "COMMANDE", "en": "COMMAND"},
    "cli.options": {"fr": "options", "en": "options"},
    "cli.arguments": {"fr": "arguments", "en": "arguments"},
    "cli.help": {"fr": "afficher cette aide et quitter", "en": "show this help and quit"},
    "cli.version": {"fr": "afficher la version et quitter", "en": "show the version and quit"},
    "cli.more_help": {
        "fr": "« tarot-learn COMMANDE --help » explique une commande.",
        "en": "\"tarot-learn COMMAND --help\" explains a command.",
    },
    "cli.error": {
        "fr": "{detail}\n« tarot-learn --help » donne la liste des commandes.",
        "en": "{detail}\n\"tarot-learn --help\" lists the commands.",
    },
    "cli.lessons.help": {
        "fr": "copier les leçons et les exercices (notebooks) dans un dossier à vous",
        "en": "copy the lesson and exercise notebooks into a folder of yours",
    },
    "cli.lessons.folder": {
        "fr": "le dossier où les copier (créé s'il n'existe pas)",
        "en": "the folder to copy them into (created if needed)",
    },
    "cli.lessons.lang": {
        "fr": "seulement les notebooks dans cette langue (par défaut : les deux)",
        "en": "only the notebooks in this language (default: both)",
    },
    "cli.lessons.copied": {
        "fr": "{count} notebook(s) copié(s) dans {folder}.",
        "en": "{count} notebook(s) copied into {folder}.",
    },
    "cli.lessons.updated": {
        "fr": "{count} notebook(s) mis à jour (vous ne les aviez pas modifiés).",
        "en": "{count} notebook(s) brought up to date (you had not changed them).",
    },
    "cli.lessons.unchanged": {
        "fr": "{count} notebook(s) déjà à jour.",
        "en": "{count} notebook(s) already up to date.",
    },
    "cli.lessons.kept": {
        "fr": "Laissés tels quels, car vous les avez modifiés (pour en avoir la nouvelle version, renommez-le "
        "ou supprimez-le, puis relancez la commande) :",
        "en": "Left alone, because you changed them (to get the new version of one, rename or delete it, "
        "then run the command again):",
    },
    "cli.lessons.start": {
        "fr": "Pour commencer : ouvrez {path}, ou lancez « tarot-learn lab {folder} ».",
        "en": "To begin: open {path}, or run \"tarot-learn lab {folder}\".",
    },
    "cli.lessons.cannot_write": {
        "fr": "Impossible d'écrire dans {folder} : {reason}. Choisissez un autre dossier.",
        "en": "Cannot write in {folder}: {reason}. Choose another folder.",
    },
    "cli.lab.help": {
        "fr": "copier les notebooks si besoin, puis les ouvrir dans JupyterLab",
        "en": "copy the notebooks if needed, then open them in JupyterLab",
    },
    "cli.lab.folder": {
        "fr": "le dossier des notebooks (par défaut : {default})",
        "en": "the folder of the notebooks (default: {default})",
    },
    "cli.lab.lang": {
        "fr": "la langue des notebooks à copier et de la leçon ouverte (par défaut : celle de la session)",
        "en": "the language of the notebooks to copy and of the lesson opened (default: the session's)",
    },
    "cli.lab.jupyter_args": {
        "fr": "après « -- » : des options passées telles quelles à « jupyter lab » (par exemple -- --port 8890)",
        "en": "after \"--\": options passed as they are to \"jupyter lab\" (for example -- --port 8890)",
    },
    "cli.lab.missing": {
        "fr": "JupyterLab n'est pas installé ici : installez-le avec « {python} -m pip install jupyterlab », "
        "puis relancez « tarot-learn lab ».",
        "en": "JupyterLab is not installed here: install it with \"{python} -m pip install jupyterlab\", "
        "then run \"tarot-learn lab\" again.",
    },
    "cli.lab.opening": {
        "fr": "JupyterLab s'ouvre sur {path} (Ctrl+C ici pour l'arrêter).",
        "en": "JupyterLab opens {path} (Ctrl+C here to stop it).",
    },
    "cli.report.help": {
        "fr": "rassembler les fichiers de progression des élèves en un bilan",
        "en": "gather learners' progress files into a report",
    },
    "cli.report.files": {
        "fr": "les fichiers de progression (un fichier JSON par élève)",
        "en": "progress files (one JSON file per learner)",
    },
    "cli.report.csv": {
        "fr": "écrire les scores, par élève et par exercice, dans ce fichier CSV",
        "en": "write the scores, per learner and per exercise, to this CSV file",
    },
    "cli.report.chart": {
        "fr": "écrire un graphique du score moyen par exercice (PNG, SVG ou PDF)",
        "en": "write a chart of the average score per exercise (PNG, SVG or PDF)",
    },
    "cli.report.lang": {"fr": "la langue du bilan", "en": "language of the output"},
}
