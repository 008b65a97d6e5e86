"""The lessons, 00 to 08: their French and English text and their shared code cells.

Every lesson has the same skeleton (DESIGN.md, "Pedagogy"): a title, what you will learn,
what you need first, the time needed; short sections, each with something to try; a summary;
what's next. :func:`opening` and :func:`closing` write the skeleton's headings.
"""

from __future__ import annotations

from build_notebooks import Notebook, code, md, setup

HEADINGS = {
    "fr": ("Ce que vous allez apprendre", "Ce qu'il faut connaître avant", "Durée", "En résumé", "Et ensuite ?"),
    "en": ("What you will learn", "What you need first", "Time needed", "Summary", "What's next"),
}
LESSON_NAMES = {
    "00": ("00_bienvenue", "00_welcome"),
    "01": ("01_les_cartes", "01_the_cards"),
    "02": ("02_la_donne", "02_dealing"),
    "03": ("03_encheres_et_ecart", "03_bidding_and_ecart"),
    "04": ("04_fournir_et_couper", "04_following_and_trumping"),
    "05": ("05_l_excuse", "05_the_excuse"),
    "06": ("06_compter_les_points", "06_scoring"),
    "07": ("07_une_donne_complete", "07_a_whole_deal"),
    "08": ("08_statistiques", "08_statistics"),
}
EXERCISE_NAMES = {
    "01": ("01_cartes_et_points", "01_cards_and_points"),
    "02": ("02_la_donne", "02_dealing"),
    "03": ("03_ecart", "03_ecart"),
    "04": ("04_fournir_et_couper", "04_following_and_trumping"),
    "05": ("05_l_excuse", "05_the_excuse"),
    "06": ("06_compter_les_points", "06_scoring"),
}


def names(table: dict, number: str) -> dict[str, str]:
    fr, en = table[number]
    return {"fr": fr, "en": en}


def opening(title: tuple[str, str], learn: tuple[str, str], need: tuple[str, str], minutes: int):
    """The title cell: what you will learn, what you need first, the time needed."""
    texts = []
    for lang, title_text, learn_text, need_text in zip(("fr", "en"), title, learn, need, strict=True):
        heading_learn, heading_need, heading_time = HEADINGS[lang][:3]
        duration = f"Environ {minutes} minutes." if lang == "fr" else f"About {minutes} minutes."
        texts.append(
            f"# {title_text}\n\n## {heading_learn}\n\n{learn_text.strip()}\n\n## {heading_need}\n\n"
            f"{need_text.strip()}\n\n## {heading_time}\n\n{duration}"
        )
    return md(*texts)


def closing(number: str, summary: tuple[str, str], exercises: str | None = None):
    """The summary, then links to the next lesson and to the chapter's exercise notebook."""
    following = f"{int(number) + 1:02d}"
    texts = []
    for index, lang in enumerate(("fr", "en")):
        heading_summary, heading_next = HEADINGS[lang][3:]
        lines = []
        if following in LESSON_NAMES:
            name = LESSON_NAMES[following][index]
            label = "La leçon suivante :" if lang == "fr" else "The next lesson:"
            lines.append(f"- {label} [{name}]({name}.ipynb)")
        else:
            lines.append(
                "- Vous avez fini les leçons. Rejouez des donnes dans la leçon 07, et refaites les exercices "
                "qui vous ont résisté." if lang == "fr" else
                "- You have finished the lessons. Play more deals in lesson 07, and go back to the exercises "
                "that gave you trouble."
            )
        if exercises:
            name = EXERCISE_NAMES[exercises][index]
            if lang == "fr":
                lines.append(f"- Les exercices de ce chapitre : [{name}](../../exercises/fr/{name}.ipynb)")
            else:
                lines.append(f"- This chapter's exercises: [{name}](../../exercises/en/{name}.ipynb)")
        texts.append(f"## {heading_summary}\n\n{summary[index].strip()}\n\n## {heading_next}\n\n" + "\n".join(lines))
    return md(*texts)


# --- 00 welcome ----------------------------------------------------------------------------------
WELCOME = Notebook("notebooks", names(LESSON_NAMES, "00"), [
    opening(
        ("Bienvenue : apprendre le tarot avec des carnets", "Welcome: learning Tarot with notebooks"),
        ("""
- ce qu'est un carnet (*notebook*) et comment on « exécute » une cellule ;
- ce qu'est un *widget*, ces petits panneaux avec des boutons qui réagissent à vos clics ;
- comment les leçons et les exercices sont organisés.
""", """
- what a notebook is and how to "run" a cell;
- what a *widget* is: a small panel with buttons that answers your clicks;
- how the lessons and the exercises are organised.
"""),
        ("Rien du tout : ni le tarot, ni la programmation.", "Nothing at all: neither Tarot nor programming."),
        10,
    ),
    md("""
## Un carnet, des cellules

Cette page est un **carnet Jupyter**. Elle est faite de *cellules* posées les unes sous les autres :

- les cellules de **texte**, comme celle-ci, se lisent ;
- les cellules de **code**, sur fond gris, s'**exécutent** : l'ordinateur fait ce qu'elles disent et
  montre le résultat juste en dessous.

Vous n'avez pas besoin de savoir programmer : chaque cellule de code tient en une à trois lignes et
fait déjà ce qu'il faut. Votre rôle est de les exécuter, puis de jouer avec ce qu'elles affichent.

**Pour exécuter une cellule** : cliquez dedans, puis appuyez sur **Maj + Entrée** (ou sur le bouton ▶
de la barre d'outils). Le curseur passe alors à la cellule suivante.

Essayez avec la cellule ci-dessous. Elle prépare le carnet et choisit la langue des explications ;
chaque leçon commence par elle.
""", """
## A notebook, made of cells

This page is a **Jupyter notebook**. It is made of *cells*, one below the other:

- **text** cells, like this one, are for reading;
- **code** cells, on a grey background, are **run**: the computer does what they say and shows the
  result just below.

You do not need to know how to program: every code cell is one to three lines long and already does
what it should. Your part is to run them, then to play with what they show.

**To run a cell**: click in it, then press **Shift + Enter** (or the ▶ button in the toolbar). The
cursor then moves on to the next cell.

Try it with the cell below. It gets the notebook ready and chooses the language of the explanations;
every lesson starts with it.
"""),
    setup(),
    md("""
Rien ne s'affiche : c'est normal, cette cellule ne fait que des préparatifs. Le nombre qui apparaît
entre crochets à sa gauche, `[1]`, montre qu'elle a bien été exécutée.

## Des cartes à l'écran

Exécutez maintenant cette cellule : elle montre cinq cartes du jeu de tarot.
""", """
Nothing is shown: that is normal, this cell only gets things ready. The number that appears in
brackets on its left, `[1]`, tells you it has run.

## Cards on the screen

Now run this cell: it shows five cards of the Tarot pack.
"""),
    code('tl.parse_cards("R♥ D♠ 7♦ 21 Excuse")'),
    md("""
Vous voyez un roi de cœur, une dame de pique, un sept de carreau, l'atout 21 et l'Excuse. Chaque
couleur porte toujours son symbole (♠ ♥ ♦ ♣) : on ne la reconnaît jamais à la seule couleur de
l'encre.

**À vous** : changez le texte entre guillemets — par exemple `"V♣ 1 C♥"` (valet de trèfle, le Petit,
cavalier de cœur) — et exécutez la cellule de nouveau. Une faute de frappe ne casse rien : le carnet
répond par une phrase qui dit comment écrire la carte.

## Un widget

Un *widget* est un petit panneau interactif. Celui-ci distribue une donne pas à pas : cliquez sur
le bouton ▶ pour la regarder se faire, ou faites glisser le curseur.
""", """
You see the king of hearts, the queen of spades, the seven of diamonds, trump 21 and the Excuse.
Each suit always shows its symbol (♠ ♥ ♦ ♣): you never have to tell suits apart by colour alone.

In the code cells, cards are written the French way, because the same cells serve both languages:
**R** (roi) is the king, **D** (dame) the queen, **C** (cavalier) the knight, **V** (valet) the jack.
When you type a card yourself, the English letters **K**, **Q**, **C** and **J** work too.

**Your turn**: change the text between the quotes — for instance `"V♣ 1 C♥"` (jack of clubs, the
Petit, knight of hearts) — and run the cell again. A typing mistake breaks nothing: the notebook
answers with a sentence that tells you how to write the card.

## A widget

A *widget* is a small interactive panel. This one deals the cards step by step: click the ▶ button
to watch the deal, or drag the slider.
"""),
    code("""
from tarot_learn.widgets import DealStepper
DealStepper(players=4, seed=7, lang=LANG)
"""),
    md("""
Le nombre `seed=7` (la « graine ») fixe le mélange des cartes : avec la même graine, on obtient
toujours la même donne. C'est ce qui permet à un professeur de dire « prenez la donne 7 » et à
toute la classe de voir les mêmes cartes. Vous pouvez taper une autre graine dans le widget.

## Si quelque chose se passe mal

- Un message d'erreur rouge ? Lisez la dernière ligne : elle dit ce qui ne va pas.
- Un widget ne s'affiche pas ou une cellule dit que `tl` est inconnu ? Exécutez d'abord la toute
  première cellule de code du carnet.
- Pour repartir de zéro : menu **Kernel → Restart Kernel and Run All Cells…** (redémarrer et tout
  exécuter).

## Comment le cours est organisé

- Les **leçons** (dossier `notebooks/fr`) sont numérotées de 00 à 08. Chacune suit le même plan : ce
  que vous allez apprendre, ce qu'il faut connaître avant, la durée, de courtes sections avec
  quelque chose à essayer, un résumé, et la suite.
- Les **exercices** (dossier `exercises/fr`) suivent les chapitres. Ils sont corrigés tout de suite,
  et la correction dit toujours **pourquoi**.
- Les mêmes leçons existent en anglais, dans `notebooks/en`.
""", """
The number `seed=7` fixes how the cards are shuffled: the same seed always gives the same deal. That
is how a teacher can say "take deal 7" and the whole class sees the same cards. You can type another
seed into the widget.

## If something goes wrong

- A red error message? Read its last line: it says what is wrong.
- A widget does not show, or a cell says `tl` is not defined? First run the very first code cell of
  the notebook.
- To start again from scratch: menu **Kernel → Restart Kernel and Run All Cells…**

## How the course is organised

- The **lessons** (folder `notebooks/en`) are numbered 00 to 08. Each has the same plan: what you
  will learn, what you need first, the time needed, short sections with something to try, a
  summary, and what's next.
- The **exercises** (folder `exercises/en`) follow the chapters. They are graded at once, and the
  feedback always says **why**.
- The same lessons exist in French, in `notebooks/fr`.
"""),
    closing("00", ("""
- Une cellule de code s'exécute avec **Maj + Entrée** ; son résultat s'affiche en dessous.
- Chaque carnet commence par la cellule qui prépare le carnet et choisit la langue.
- Un widget réagit à vos clics ; une graine (`seed`) fixe une donne pour qu'on puisse la retrouver.
""", """
- A code cell runs with **Shift + Enter**; its result shows below it.
- Every notebook starts with the cell that gets it ready and chooses the language.
- A widget answers your clicks; a seed fixes a deal so that anyone can find it again.
""")),
])

# --- 01 the cards ----------------------------------------------------------------------------------
CARDS = Notebook("notebooks", names(LESSON_NAMES, "01"), [
    opening(
        ("Les cartes et leurs points", "The cards and their points"),
        ("""
- les 78 cartes : quatre couleurs, 21 atouts et l'Excuse ;
- les trois *bouts* ;
- ce que vaut chaque carte, et comment on compte un tas de cartes deux par deux ;
- pourquoi le total fait toujours 91.
""", """
- the 78 cards: four suits, 21 trumps and the Excuse;
- the three *bouts* (oudlers);
- what each card is worth, and how a pile is counted two cards at a time;
- why the total is always 91.
"""),
        ("La leçon 00 (exécuter une cellule).", "Lesson 00 (running a cell)."),
        20,
    ),
    setup(),
    md("""
## Quatre couleurs

Le jeu compte quatre couleurs : **pique ♠, cœur ♥, carreau ♦ et trèfle ♣**. Chacune a 14 cartes ;
de la plus forte à la plus faible : le **roi** (R), la **dame** (D), le **cavalier** (C), le
**valet** (V), puis le 10, le 9… jusqu'au 2 et à l'as (1). Le cavalier, entre la dame et le valet,
n'existe pas dans un jeu de 52 cartes.
""", """
## Four suits

The pack has four suits: **spades ♠, hearts ♥, diamonds ♦ and clubs ♣**. Each has 14 cards; from
highest to lowest: the **king** (K), the **queen** (Q), the **knight** (C, for *cavalier*), the
**jack** (J), then 10, 9… down to 2 and the ace (1). The knight, between the queen and the jack, is
the card an ordinary 52-card pack does not have.
"""),
    code('tl.parse_cards("R♠ D♠ C♠ V♠ 10♠ 9♠ 2♠ 1♠")'),
    md("""
## Les 21 atouts

Les **atouts** sont numérotés de 21 (le plus fort) à 1 (le plus faible). L'atout 1 a un nom : le
**Petit**. N'importe quel atout, même le Petit, bat n'importe quelle carte de couleur.

## L'Excuse

L'**Excuse** (une étoile ⋆ sur nos images) n'est ni un atout ni une carte de couleur, et elle n'a
pas de rang. Elle a ses propres règles, que la leçon 05 raconte.

## Les trois bouts

Trois cartes s'appellent les **bouts** : le **21**, le **Petit** et l'**Excuse**. Plus vous en avez
en fin de donne, moins il vous faut de points pour gagner (leçon 06).
""", """
## The 21 trumps

The **trumps** are numbered from 21 (the highest) down to 1 (the lowest). Trump 1 has a name: the
**Petit**. Any trump, even the Petit, beats any suit card.

## The Excuse

The **Excuse** (a star ⋆ in our pictures) is neither a trump nor a suit card, and it has no rank.
It has rules of its own, told in lesson 05.

## The three bouts

Three cards are called the **bouts** (oudlers): the **21**, the **Petit** and the **Excuse**. The
more of them you hold at the end of a deal, the fewer points you need to win (lesson 06).
"""),
    code("tl.CardSet(tl.BOUTS)"),
    md("""
## Ce que vaut chaque carte

| carte | points |
|---|---|
| un bout (21, Petit, Excuse) | 4,5 |
| un roi | 4,5 |
| une dame | 3,5 |
| un cavalier | 2,5 |
| un valet | 1,5 |
| toute autre carte (atout ordinaire, 10 à 1) | 0,5 |

La cellule suivante demande son nom et sa valeur à une carte. **À vous** : remplacez `"C♦"` par
une autre carte.
""", """
## What each card is worth

| card | points |
|---|---|
| a bout (21, Petit, Excuse) | 4.5 |
| a king | 4.5 |
| a queen | 3.5 |
| a knight | 2.5 |
| a jack | 1.5 |
| any other card (an ordinary trump, 10 down to 1) | 0.5 |

The next cell asks a card for its name and its value. **Your turn**: replace `"C♦"` with another
card.
"""),
    code("""
card = tl.parse_card("C♦")
print(card.name(LANG), card.points)
""", expect={"fr": "cavalier de carreau 2.5", "en": "knight of diamonds 2.5"}),
    md("""
Le graphique ci-dessous montre, à gauche, ce que vaut une carte de chaque sorte, et à droite ce que
valent toutes les cartes de cette sorte ensemble. Additionnez les six barres de droite : 91.
""", """
The figure below shows, on the left, what one card of each kind is worth, and on the right what all
the cards of that kind are worth together. Add up the six bars on the right: 91.
"""),
    code("""
from tarot_learn.display.plots import card_points_figure, pile_points_figure
card_points_figure(lang=LANG)
"""),
    code("print(tl.count_points(tl.DECK))", expect="91.0"),
    md("""
## Compter deux par deux

À la table, on ne compte pas les demi-points un à un : on associe chaque **grosse carte** (bout,
roi, dame, cavalier, valet) à une **petite carte** (qui vaut 0,5). Un roi et une petite font 5, une
dame et une petite 4, un cavalier et une petite 3, un valet et une petite 2 ; deux petites font 1.

Prenons un tas de six cartes : R♥, 7♠, D♣, 2♣, 21 et 3♦. Trois paires : roi + petite = 5,
dame + petite = 4, 21 + petite = 5. Total : 14 points.
""", """
## Counting two by two

At the table, players do not add up half points one by one: they pair each **big card** (bout,
king, queen, knight, jack) with a **small card** (worth 0.5). A king and a small card make 5, a
queen and a small card 4, a knight and a small card 3, a jack and a small card 2; two small cards
make 1.

Take a pile of six cards: K♥, 7♠, Q♣, 2♣, 21 and 3♦. Three pairs: king + small = 5, queen + small
= 4, 21 + small = 5. Total: 14 points.
"""),
    code("""
pile = tl.parse_cards("R♥ 7♠ D♣ 2♣ 21 3♦")
print(tl.count_points(pile))
""", expect="14.0"),
    md("""
Le graphique compte le même tas des deux façons : par paires en haut, carte par carte en
demi-points en bas. Les deux barres s'arrêtent au même total. **À vous** : changez les cartes du
tas, par exemple en ajoutant `"Excuse 4♠"`.
""", """
The figure counts the same pile both ways: by pairs at the top, card by card in half points at the
bottom. Both bars stop at the same total. **Your turn**: change the cards of the pile, for example
by adding `"Excuse 4♠"`.
"""),
    code("pile_points_figure(pile, lang=LANG)"),
    closing("01", ("""
- 78 cartes : quatre couleurs de 14 cartes (R, D, C, V, 10… 1), 21 atouts (le 1 est le Petit) et
  l'Excuse.
- Les bouts sont le 21, le Petit et l'Excuse.
- Bout ou roi 4,5 ; dame 3,5 ; cavalier 2,5 ; valet 1,5 ; toute autre carte 0,5. Le jeu entier
  vaut 91 points.
- On compte par paires : une grosse carte avec une petite.
""", """
- 78 cards: four suits of 14 cards (K, Q, C, J, 10… 1), 21 trumps (the 1 is the Petit) and the
  Excuse.
- The bouts are the 21, the Petit and the Excuse.
- Bout or king 4.5; queen 3.5; knight 2.5; jack 1.5; any other card 0.5. The whole pack is worth
  91 points.
- Players count by pairs: a big card with a small one.
"""), exercises="01"),
])

# --- 02 dealing -------------------------------------------------------------------------------------
DEALING = Notebook("notebooks", names(LESSON_NAMES, "02"), [
    opening(
        ("La donne à 3, 4 et 5 joueurs", "Dealing for 3, 4 and 5 players"),
        ("""
- dans quel sens on distribue et on joue ;
- combien de cartes reçoit chacun, et combien vont au **chien** ;
- comment le donneur compose le chien ;
- ce qu'est un **Petit sec**, et pourquoi on redistribue alors.
""", """
- which way the cards are dealt and played;
- how many cards each player gets, and how many go to the **chien** (the kitty);
- how the dealer builds the chien;
- what a **Petit sec** is, and why the cards are then dealt again.
"""),
        ("La leçon 01 (les cartes).", "Lesson 01 (the cards)."),
        15,
    ),
    setup(),
    md("""
## Le sens du jeu

Au tarot, tout tourne **dans le sens inverse des aiguilles d'une montre** : la donne, les
enchères et le jeu. Le joueur « suivant » est celui qui est assis à votre **droite**.

Dans ces carnets, les places sont numérotées dans cet ordre : 0, 1, 2, 3 à quatre joueurs. Le
joueur 1 est à la droite du joueur 0, le joueur 2 à la droite du joueur 1, et ainsi de suite. Si
le joueur 0 donne, le joueur 1 reçoit les premières cartes, parle le premier aux enchères et joue
la première carte.

## Qui reçoit combien

| joueurs | cartes chacun | chien | paquets de |
|---|---|---|---|
| 3 | 24 | 6 | 4 cartes |
| 4 | 18 | 6 | 3 cartes |
| 5 | 15 | 3 | 3 cartes |
""", """
## Which way the game goes

In Tarot everything goes **counter-clockwise**: dealing, bidding and play. The "next" player is the
one sitting on your **right**.

In these notebooks the seats are numbered in that order: 0, 1, 2, 3 at four players. Player 1 sits
on player 0's right, player 2 on player 1's right, and so on. When player 0 deals, player 1 gets the
first cards, speaks first in the bidding and plays the first card.

## Who gets how many

| players | cards each | chien | packets of |
|---|---|---|---|
| 3 | 24 | 6 | 4 cards |
| 4 | 18 | 6 | 3 cards |
| 5 | 15 | 3 | 3 cards |
"""),
    code("""
print(tl.deal_size(3))
print(tl.deal_size(4))
print(tl.deal_size(5))
""", expect="""
DealSize(hand=24, chien=6, packet=4)
DealSize(hand=18, chien=6, packet=3)
DealSize(hand=15, chien=3, packet=3)
"""),
    md("""
## Regarder une donne

Le donneur distribue les cartes par paquets, en commençant par le joueur à sa droite. En cours de
route, il pose des cartes au **chien**, **une à la fois**, quand il le souhaite — mais **jamais la
toute première ni la toute dernière carte** du paquet.

**À vous** : faites défiler la donne avec le curseur ou le bouton ▶. Observez le chien se remplir
carte par carte. Choisissez ensuite 3 ou 5 joueurs, ou une autre graine.
""", """
## Watch a deal

The dealer deals the cards in packets, starting with the player on his right. Along the way he puts
cards into the **chien**, **one at a time**, whenever he likes — but **never the very first nor the
very last card** of the pack.

**Your turn**: step through the deal with the slider or the ▶ button. Watch the chien fill up one
card at a time. Then choose 3 or 5 players, or another seed.
"""),
    code("""
from tarot_learn.widgets import DealStepper
DealStepper(players=4, seed=7, lang=LANG)
"""),
    md("""
Voici la même donne, d'un seul coup : les quatre mains et le chien. Le donneur est le joueur 0 ;
c'est donc le joueur 1, à sa droite, qui jouera la première carte.
""", """
Here is the same deal all at once: the four hands and the chien. The dealer is player 0, so player
1, on his right, will play the first card.
"""),
    code("""
deal = tl.deal(players=4, seed=7)
deal
"""),
    code("print(deal.first_player)", expect="1"),
    md("""
## Le Petit sec

Un joueur a le **Petit sec** quand le Petit est son **seul atout** et qu'il n'a **pas l'Excuse**.
Il doit l'annoncer et montrer son jeu : la donne est annulée avant les enchères, et l'on
redistribue. (L'Excuse protège le Petit : avec elle, pas de Petit sec.)

Dans la donne de graine 803, le joueur 0 a le Petit sec : regardez sa main, un seul atout, le 1.
""", """
## The Petit sec

A player has the **Petit sec** when the Petit is his **only trump** and he does **not hold the
Excuse**. He must say so and show his hand: the deal is cancelled before the bidding, and the cards
are dealt again. (The Excuse protects the Petit: with it, there is no Petit sec.)

In the deal of seed 803, player 0 has the Petit sec: look at his hand, a single trump, the 1.
"""),
    code("""
cancelled = tl.deal(players=4, seed=803)
print(cancelled.petit_sec_seats())
cancelled.hands[0]
""", ),
    md("""
On redistribue : c'est le joueur à droite de l'ancien donneur, le joueur 1, qui donne cette fois.
""", """
The cards are dealt again, and this time the player on the old dealer's right, player 1, deals.
"""),
    code("""
again = tl.redeal(cancelled)
print(again.dealer, again.petit_sec_seats())
""", expect="1 []"),
    md("""
Le Petit sec est rare : à quatre joueurs, un joueur donné l'a environ une donne sur 2 000. La
leçon 08 calcule ce chiffre exactement.
""", """
The Petit sec is rare: at four players, a given player has it in about one deal in 2,000. Lesson 08
works that figure out exactly.
"""),
    closing("02", ("""
- Tout tourne dans le sens inverse des aiguilles d'une montre : le suivant est à votre droite.
- 3 joueurs : 24 cartes chacun et 6 au chien ; 4 joueurs : 18 et 6 ; 5 joueurs : 15 et 3.
- Le chien se fait une carte à la fois, jamais avec la première ni la dernière carte.
- Le joueur à droite du donneur joue le premier.
- Petit sec (le Petit seul atout, sans l'Excuse) : on annule et on redistribue.
""", """
- Everything goes counter-clockwise: the next player is on your right.
- 3 players: 24 cards each and 6 in the chien; 4 players: 18 and 6; 5 players: 15 and 3.
- The chien is built one card at a time, never with the first or the last card.
- The player on the dealer's right plays first.
- Petit sec (the Petit as the only trump, without the Excuse): the deal is cancelled and dealt again.
"""), exercises="02"),
])

# --- 03 bidding, the chien and the écart ---------------------------------------------------------
BIDDING = Notebook("notebooks", names(LESSON_NAMES, "03"), [
    opening(
        ("Les enchères, le chien et l'écart", "Bidding, the chien and the écart"),
        ("""
- les quatre contrats et leurs multiplicateurs ;
- comment se déroulent les enchères ;
- ce que devient le chien selon le contrat ;
- les règles de l'**écart** ;
- à cinq joueurs, l'**appel au roi**.
""", """
- the four contracts and their multipliers;
- how the bidding goes;
- what happens to the chien, contract by contract;
- the rules of the **écart** (the cards the taker puts aside);
- at five players, **calling a king**.
"""),
        ("Les leçons 01 et 02.", "Lessons 01 and 02."),
        25,
    ),
    setup(),
    md("""
## Les quatre contrats

Après la donne, chacun dit s'il veut jouer seul contre les autres, et à quel prix. Du plus faible
au plus fort :

| contrat | multiplicateur |
|---|---|
| Petite (ou Prise) | ×1 |
| Garde | ×2 |
| Garde sans le chien | ×4 |
| Garde contre le chien | ×6 |

Le multiplicateur s'applique au score de la donne (leçon 06) : plus le contrat est fort, plus on
gagne — ou on perd.
""", """
## The four contracts

After the deal, each player says whether he wants to play alone against the others, and at what
stake. From lowest to highest:

| contract | multiplier |
|---|---|
| Petite (or Prise) | ×1 |
| Garde | ×2 |
| Garde sans (without the chien) | ×4 |
| Garde contre (against the chien) | ×6 |

The multiplier applies to the deal's score (lesson 06): the higher the contract, the more you win —
or lose.
"""),
    code("""
for contract in tl.Contract:
    print(contract.localized(LANG), contract.multiplier)
""", expect={"fr": """
Petite 1
Garde 2
Garde sans le chien 4
Garde contre le chien 6
""", "en": """
Petite 1
Garde 2
Garde sans (without the chien) 4
Garde contre (against the chien) 6
"""}),
    md("""
## Les enchères

Le joueur à droite du donneur parle le premier, puis chacun à son tour, le donneur en dernier.
Chacun parle **une seule fois** : il **passe**, ou annonce un contrat **plus fort** que le plus fort
annoncé jusque-là. Celui qui a annoncé le plus fort devient le **preneur** ; les autres forment la
**défense**. Si tout le monde passe, on jette les cartes et le joueur suivant redistribue.

Suivons une table de quatre joueurs où le joueur 0 donne : le joueur 1 passe, le joueur 2 annonce
une Petite.
""", """
## The bidding

The player on the dealer's right speaks first, then each in turn, the dealer last. Each player
speaks **only once**: he **passes**, or bids a contract **higher** than the highest bid so far. The
highest bidder becomes the **taker**; the others are the **defence**. If everyone passes, the cards
are thrown in and the next player deals again.

Let us follow a table of four where player 0 deals: player 1 passes, player 2 bids a Petite.
"""),
    code("""
auction = tl.Auction(players=4, dealer=0)
auction.bid(1, None)
auction.bid(2, "petite")
print(auction.describe(LANG))
"""),
    md("""
Le joueur 3 annonce une Garde, le joueur 0 (le donneur) passe : les enchères sont finies.
""", """
Player 3 bids a Garde, player 0 (the dealer) passes: the bidding is over.
"""),
    code("""
auction.bid(3, "garde")
auction.bid(0, None)
print(auction.describe(LANG))
"""),
    md("""
Le preneur est le joueur 3, et sa Garde compte double :
""", """
The taker is player 3, and his Garde counts double:
"""),
    code("print(auction.taker, auction.contract.multiplier)", expect="3 2"),
    md("""
## Le chien selon le contrat

| contrat | le chien | montré à tous ? | écart ? | ses points vont à |
|---|---|---|---|---|
| Petite, Garde | le preneur le prend dans sa main | oui, avant qu'il le prenne | oui | le preneur |
| Garde sans | reste face cachée | non | non | le preneur |
| Garde contre | va face cachée à la défense | non | non | la défense |

## L'écart

En Petite et en Garde, le preneur retourne le chien pour que tous le voient, le prend dans sa main,
puis met de côté **autant de cartes que le chien en contenait** : c'est l'**écart**. L'écart est
secret et ses points comptent pour le preneur. Trois règles :

1. **jamais de roi**, **jamais de bout** (ni le 21, ni le Petit, ni l'Excuse) ;
2. **pas d'atout**, sauf s'il n'a plus rien d'autre à écarter — il met alors juste le nombre
   d'atouts qui manque, et il les **montre** à la défense ;
3. les dames, cavaliers, valets et petites cartes sont permis.

**À vous** : dans le widget, cliquez les cartes à écarter (de la main ou du chien). Le verdict se
met à jour à chaque clic ; le bouton de confirmation refuse un écart irrégulier en disant pourquoi.
""", """
## The chien, contract by contract

| contract | the chien | shown to all? | écart? | its points go to |
|---|---|---|---|---|
| Petite, Garde | the taker takes it into his hand | yes, before he takes it | yes | the taker |
| Garde sans | stays face down | no | no | the taker |
| Garde contre | goes face down to the defence | no | no | the defence |

## The écart

At Petite and Garde, the taker turns the chien over for all to see, takes it into his hand, then
puts aside **as many cards as the chien held**: that is the **écart**. The écart is secret and its
points count for the taker. Three rules:

1. **never a king**, **never a bout** (not the 21, nor the Petit, nor the Excuse);
2. **no trump**, unless he has nothing else left to put aside — then he puts in just the number of
   trumps that is missing, and **shows** them to the defence;
3. queens, knights, jacks and small cards are allowed.

**Your turn**: in the widget, click the cards to put aside (from the hand or the chien). The verdict
changes with every click; the confirm button refuses an illegal écart and says why.
"""),
    code("""
from tarot_learn.widgets import EcartBuilder
EcartBuilder(players=4, seed=7, lang=LANG)
"""),
    md("""
Le même contrôle existe en une ligne. Dans la donne de graine 7, le joueur 0 voudrait écarter le roi
de carreau avec cinq petites cartes : refusé.
""", """
The same check exists in one line. In the deal of seed 7, player 0 would like to put aside the king
of diamonds with five small cards: refused.
"""),
    code("""
deal = tl.deal(players=4, seed=7)
verdict = tl.check_ecart(deal.hands[0], deal.chien, "R♦ 7♣ 8♣ C♣ 1♠ 4♠")
print(verdict.legal, verdict.explain(LANG))
"""),
    md("""
Avec la dame de carreau à la place du roi, l'écart est régulier.
""", """
With the queen of diamonds instead of the king, the écart is legal.
"""),
    code("""
verdict = tl.check_ecart(deal.hands[0], deal.chien, "D♦ 7♣ 8♣ C♣ 1♠ 4♠")
print(verdict.legal, verdict.explain(LANG))
"""),
    md("""
Quelles cartes pouvait-il écarter ? Toutes celles de sa main et du chien, sauf ses rois, ses bouts et
ses atouts (il a assez d'autres cartes pour ne pas en avoir besoin) :
""", """
Which cards could he put aside? All those of his hand and of the chien except his kings, his bouts
and his trumps (he has enough other cards not to need them):
"""),
    code("print(tl.ecart_candidates(deal.hands[0], deal.chien).text(LANG))", expect={
        "fr": "1♠ 4♠ 1♥ 5♥ 7♥ 10♥ C♥ 8♦ D♦ 6♣ 7♣ 8♣ 9♣ C♣",
        "en": "1♠ 4♠ 1♥ 5♥ 7♥ 10♥ C♥ 8♦ Q♦ 6♣ 7♣ 8♣ 9♣ C♣",
    }),
    md("""
## À cinq joueurs : l'appel au roi

À cinq, après les enchères et **avant de retourner le chien**, le preneur **appelle un roi** (s'il
a les quatre rois, une dame ; s'il a aussi les quatre dames, un cavalier, etc.). Celui qui a la carte
appelée devient son **partenaire secret** : deux contre trois. Personne ne sait qui c'est, jusqu'à
ce que la carte soit jouée. Si le preneur a lui-même la carte, ou si elle est au chien, il joue seul
contre quatre.

Au premier pli, personne ne peut entamer dans la couleur appelée, sauf avec la carte appelée
elle-même.

Dans la donne à cinq de graine 7, le joueur 0 prend et appelle le roi de pique.
""", """
## At five players: calling a king

At five, after the bidding and **before the chien is turned over**, the taker **calls a king** (if
he holds all four kings, a queen; if he also holds all four queens, a knight, and so on). The holder
of the called card becomes his **secret partner**: two against three. Nobody knows who it is until
the card is played. If the taker holds the card himself, or it lies in the chien, he plays alone
against four.

On the first trick, nobody may lead the called suit, except with the called card itself.

In the five-player deal of seed 7, player 0 takes and calls the king of spades.
"""),
    code("""
deal5 = tl.deal(players=5, seed=7)
print(tl.describe_call(0, "R♠", deal5.hands, deal5.chien, LANG))
"""),
    closing("03", ("""
- Petite ×1 < Garde ×2 < Garde sans ×4 < Garde contre ×6.
- Chacun parle une fois, à partir de la droite du donneur : il passe ou monte. Si tous passent, on
  redistribue.
- En Petite et en Garde, le preneur prend le chien et fait un écart d'autant de cartes : jamais de
  roi ni de bout, des atouts seulement s'il le faut, et alors montrés.
- En Garde sans, le chien compte pour le preneur ; en Garde contre, pour la défense.
- À cinq, le preneur appelle un roi : son détenteur est son partenaire secret.
""", """
- Petite ×1 < Garde ×2 < Garde sans ×4 < Garde contre ×6.
- Each player speaks once, starting on the dealer's right: he passes or bids higher. If everyone
  passes, the cards are dealt again.
- At Petite and Garde, the taker takes the chien and puts aside as many cards: never a king nor a
  bout, trumps only when he must, and then shown.
- At Garde sans the chien counts for the taker; at Garde contre, for the defence.
- At five, the taker calls a king: its holder is his secret partner.
"""), exercises="03"),
])

# --- 04 following suit and trumping -----------------------------------------------------------------
PLAY = Notebook("notebooks", names(LESSON_NAMES, "04"), [
    opening(
        ("Fournir, couper, monter", "Following suit and trumping"),
        ("""
- quelles cartes vous avez le droit de jouer dans un pli ;
- quand il faut **fournir**, **couper**, **surcouper** ou **monter** ;
- qui gagne le pli.
""", """
- which cards you may play to a trick;
- when you must **follow suit**, **trump**, **overtrump** or **go higher**;
- who wins the trick.
"""),
        ("Les leçons 01 et 02.", "Lessons 01 and 02."),
        25,
    ),
    setup(),
    md("""
## Entamer

Le premier joueur d'un pli (celui qui **entame**) joue la carte qu'il veut. Sa carte fixe la
**couleur demandée**. Les autres jouent chacun à leur tour, vers la droite, et doivent suivre les
règles ci-dessous.

## Fournir

Si on vous demande une couleur et que vous en avez, vous devez **fournir** : jouer une carte de
cette couleur — n'importe laquelle. Il n'y a **aucune obligation de monter** dans la couleur, même
si le pli est déjà coupé.

Votre main : R♥ 7♥ 3♠ 12 18. Le pli : 5♥ puis 9♥. Vous devez jouer un cœur : le 7 ou le roi.
""", """
## Leading

The first player of a trick (who **leads**) plays any card he likes. His card sets the **suit
led**. The others play in turn, to the right, and must follow the rules below.

## Following suit

If a suit is led and you hold that suit, you must **follow suit**: play a card of that suit — any
one. There is **no duty to play higher** in the suit, even if the trick has already been trumped.

Your hand: K♥ 7♥ 3♠ 12 18. The trick: 5♥ then 9♥. You must play a heart: the 7 or the king.
"""),
    code("""
hand = tl.parse_cards("R♥ 7♥ 3♠ 12 18")
trick = tl.parse_cards("5♥ 9♥")
print(tl.legal_cards(hand, trick).text(LANG))
""", expect={"fr": "7♥ R♥", "en": "7♥ K♥"}),
    md("""
Et si vous jouiez l'atout 12 ? Le moteur refuse et dit pourquoi.
""", """
And if you played trump 12? The engine refuses, and says why.
"""),
    code('print(tl.explain_play("12", hand, trick, lang=LANG))'),
    md("""
## Couper

Si vous n'avez pas la couleur demandée mais que vous avez des atouts, vous devez **couper** :
jouer un atout. Vous ne pouvez pas vous débarrasser d'une autre carte tant que vous avez un atout.

- Si un atout est déjà dans le pli, vous devez jouer **plus fort** si vous le pouvez
  (**surcouper**).
- Si vous ne pouvez pas monter, vous devez quand même jouer un atout plus faible (**sous-couper**,
  ou *pisser*).

Votre main : 3♠ 12 18. Cœur demandé, puis coupé de l'atout 15 : seul le 18 passe au-dessus.
""", """
## Trumping

If you have none of the suit led but hold trumps, you must **trump**: play a trump. You may not
throw away another card while you hold a trump.

- If a trump is already in the trick, you must play a **higher** one if you can (**overtrump**).
- If you cannot go higher, you must still play a lower trump (**undertrump**).

Your hand: 3♠ 12 18. Hearts led, then trumped with the 15: only the 18 goes over it.
"""),
    code("""
hand = tl.parse_cards("3♠ 12 18")
print(tl.legal_cards(hand, tl.parse_cards("5♥ 15")).text(LANG))
""", expect="18"),
    md("""
Si le cœur a été coupé par le 19, vous ne pouvez pas monter : le 12 et le 18 sont permis, mais pas
le 3♠.
""", """
If hearts were trumped with the 19, you cannot go higher: the 12 and the 18 are allowed, but not the
3♠.
"""),
    code("""
print(tl.legal_cards(hand, tl.parse_cards("5♥ 19")).text(LANG))
""", expect="12 18"),
    code('print(tl.explain_play("3♠", hand, tl.parse_cards("5♥ 19"), lang=LANG))'),
    md("""
## Atout demandé : monter

Quand l'**atout est demandé**, vous devez jouer un atout **plus fort** que le plus fort du pli si
vous le pouvez — **même si c'est votre partenaire** qui le tient. Sinon, n'importe quel atout. Sans
atout du tout, n'importe quelle carte.

Votre main : R♥ 7 14. On entame le 10 : vous devez mettre le 14.
""", """
## Trumps led: go higher

When **trumps are led**, you must play a trump **higher** than the highest in the trick if you can
— **even when your partner holds it**. If not, any trump. With no trump at all, any card.

Your hand: K♥ 7 14. The 10 is led: you must play the 14.
"""),
    code("""
hand = tl.parse_cards("R♥ 7 14")
print(tl.legal_cards(hand, tl.parse_cards("10")).text(LANG))
""", expect="14"),
    md("""
## Se défausser

Ni la couleur demandée, ni atout : vous jouez **n'importe quelle carte**. On dit que vous vous
**défaussez**.

## Qui gagne le pli ?

Le **plus fort atout** du pli gagne. S'il n'y a pas d'atout, c'est la **plus forte carte de la
couleur demandée** : une carte d'une autre couleur ne gagne jamais, même un roi. Dans le pli 5♥, R♥,
2, 9♥, c'est l'atout 2 qui gagne, la troisième carte (on compte à partir de 0, donc le numéro 2).
""", """
## Discarding

Neither the suit led nor a trump: you play **any card**. You **discard**.

## Who wins the trick?

The **highest trump** in the trick wins. With no trump, the **highest card of the suit led** wins:
a card of another suit never wins, not even a king. In the trick 5♥, K♥, 2, 9♥, trump 2 wins, the
third card (counting from 0, so number 2).
"""),
    code('print(tl.trick_winner(tl.parse_cards("5♥ R♥ 2 9♥")))', expect="2"),
    md("""
## Entraînez-vous

Le widget vous place dans un pli en cours d'une vraie donne. Cliquez une carte (ou tapez-la) : le
verdict dit si elle est jouable et pourquoi. Un bouton montre les cartes jouables ; une fois votre
carte posée, les autres joueurs finissent le pli et l'on voit qui le gagne. **À vous** : jouez
d'abord exprès une carte interdite, pour lire la raison.
""", """
## Practise

The widget puts you in a trick in progress from a real deal. Click a card (or type it): the verdict
says whether it is legal and why. A button shows the legal cards; once your card is played, the
other players finish the trick and you see who wins it. **Your turn**: first play a forbidden card
on purpose, to read the reason.
"""),
    code("""
from tarot_learn.widgets import TrickTrainer
TrickTrainer(players=4, seed=11, lang=LANG)
"""),
    closing("04", ("""
- Qui entame joue ce qu'il veut ; sa carte fixe la couleur demandée.
- Vous avez la couleur : vous fournissez, sans obligation de monter.
- Vous ne l'avez pas : vous coupez, en surcoupant si vous le pouvez, en sous-coupant sinon.
- Atout demandé : vous montez si vous le pouvez, même sur votre partenaire.
- Ni couleur ni atout : n'importe quelle carte.
- Le plus fort atout gagne le pli ; sans atout, la plus forte carte de la couleur demandée.
""", """
- The leader plays any card; it sets the suit led.
- You hold the suit: you follow, with no duty to go higher.
- You do not: you trump, overtrumping if you can, undertrumping if not.
- Trumps led: you go higher if you can, even over your partner.
- Neither the suit nor a trump: any card.
- The highest trump wins the trick; with no trump, the highest card of the suit led.
"""), exercises="04"),
])

# --- 05 the Excuse --------------------------------------------------------------------------------
EXCUSE = Notebook("notebooks", names(LESSON_NAMES, "05"), [
    opening(
        ("L'Excuse", "The Excuse"),
        ("""
- quand on peut jouer l'Excuse (toujours !) ;
- ce qui se passe quand on l'entame ;
- pourquoi elle ne gagne presque jamais de pli, et pourtant reste dans votre camp ;
- l'échange contre une petite carte ;
- ce qui change au dernier pli, et l'exception du chelem.
""", """
- when you may play the Excuse (always!);
- what happens when it is led;
- why it almost never wins a trick, and yet stays on your side;
- the exchange for a small card;
- what changes on the last trick, and the slam exception.
"""),
        ("La leçon 04 (fournir et couper).", "Lesson 04 (following suit and trumping)."),
        25,
    ),
    setup(),
    md("""
## Toujours jouable

L'Excuse peut se jouer **à n'importe quel pli**, à la place de fournir, de couper ou de monter,
quoi que vous ayez en main. Ce n'est pas un atout : un joueur dont le seul « atout » est l'Excuse
et qui n'a pas la couleur demandée joue ce qu'il veut.

Votre main : R♥ 7♥ 12 Excuse. Cœur demandé : vous pourriez fournir, mais l'Excuse reste permise.
""", """
## Always playable

The Excuse may be played **on any trick**, instead of following suit, trumping or going higher,
whatever else you hold. It is not a trump: a player whose only "trump" is the Excuse, and who has
none of the suit led, plays anything he likes.

Your hand: K♥ 7♥ 12 Excuse. Hearts led: you could follow, but the Excuse is still allowed.
"""),
    code("""
hand = tl.parse_cards("R♥ 7♥ 12 Excuse")
print(tl.explain_play("Excuse", hand, tl.parse_cards("5♥"), lang=LANG))
"""),
    md("""
## L'Excuse entamée

Si l'Excuse est entamée, c'est la **carte suivante** qui fixe la couleur demandée. Avec R♥ 3♠ 12
en main, après « Excuse, 5♥ », vous devez fournir cœur.
""", """
## The Excuse led

If the Excuse is led, the **next card** sets the suit led. With K♥ 3♠ 12 in hand, after
"Excuse, 5♥", you must follow hearts.
"""),
    code("""
hand = tl.parse_cards("R♥ 3♠ 12")
print(tl.legal_cards(hand, tl.parse_cards("Excuse 5♥")).text(LANG))
""", expect={"fr": "R♥", "en": "K♥"}),
    md("""
## Elle ne gagne pas le pli…

L'Excuse **ne gagne jamais** le pli (sauf une exception, plus bas). Dans le pli Excuse, 5♥, 2♥, 9♥,
c'est le 9♥ qui gagne : la carte numéro 3.
""", """
## It does not win the trick…

The Excuse **never wins** the trick (with one exception, below). In the trick Excuse, 5♥, 2♥, 9♥,
the 9♥ wins: card number 3.
"""),
    code('print(tl.trick_winner(tl.parse_cards("Excuse 5♥ 2♥ 9♥")))', expect="3"),
    md("""
## …mais elle reste dans son camp

Celui qui a joué l'Excuse la **reprend** dans les plis de son camp, et il **donne en échange** au
camp qui a gagné le pli une **carte à 0,5 point** prise dans ses propres plis. Son camp garde ainsi
les 4,5 points de l'Excuse, moins 0,5.

Si son camp n'a encore gagné aucun pli, l'Excuse reste posée devant lui, face visible, et la petite
carte est donnée dès que son camp gagne un pli. Si son camp ne gagne aucun pli de toute la donne,
l'Excuse compte 4 points pour lui, et l'autre camp compte les 87 restants.

**À vous** : le widget rejoue des donnes entières où l'Excuse est jouée à un pli donné. Choisissez
un scénario, faites défiler les plis, et regardez où finissent l'Excuse et la petite carte
d'échange.
""", """
## …but it stays on its side

Whoever played the Excuse **takes it back** into his side's tricks, and **gives in exchange** to the
side that won the trick a **0.5-point card** from his own side's tricks. His side thus keeps the
Excuse's 4.5 points, less 0.5.

If his side has not won a trick yet, the Excuse stays face up in front of him, and the small card
is given as soon as his side wins a trick. If his side wins no trick at all in the deal, the Excuse
counts 4 points for it, and the other side counts the remaining 87.

**Your turn**: the widget replays whole deals in which the Excuse is played at a given trick. Choose
a scenario, step through the tricks, and see where the Excuse and the small exchange card end up.
"""),
    code("""
from tarot_learn.widgets import ExcuseExplorer
ExcuseExplorer(scenario="exchanged", lang=LANG)
"""),
    md("""
## Au dernier pli, elle change de camp

Jouée au **dernier pli**, l'Excuse **change de camp** : elle va au camp opposé à celui de son
propriétaire, quel que soit le gagnant du pli. Si le preneur la garde pour la fin, la défense la
récupère. C'est la lecture du règlement de la Fédération Française de Tarot que ce cours suit.

Certaines tables lisent la règle autrement : l'Excuse va simplement à celui qui gagne le dernier
pli. Le widget propose les deux : basculez l'option et comparez.
""", """
## On the last trick, it changes sides

Played to the **last trick**, the Excuse **changes sides**: it goes to the side opposed to its
owner, whoever wins the trick. If the taker keeps it for the end, the defence gets it. That is the
reading of the French Tarot Federation's rules that this course follows.

Some tables read the rule another way: the Excuse simply goes to whoever wins the last trick. The
widget offers both: switch the option and compare.
"""),
    code('ExcuseExplorer(scenario="last_trick", lang=LANG)'),
    md("""
## L'exception du chelem

Un joueur qui a **annoncé un chelem** (tous les plis), qui a gagné avec son camp **tous les plis
jusque-là**, et qui **entame l'Excuse au dernier pli**, **gagne** ce pli avec elle. C'est le seul
cas où l'Excuse gagne un pli. Le Petit compte alors « au bout » s'il a été joué à l'avant-dernier
pli.
""", """
## The slam exception

A player who **announced a slam** (every trick), whose side has **won every trick so far**, and who
**leads the Excuse to the last trick**, **wins** that trick with it. That is the only time the
Excuse wins a trick. The Petit then counts as "au bout" if it was played in the second-to-last
trick.
"""),
    code('ExcuseExplorer(scenario="slam", lang=LANG)'),
    closing("05", ("""
- L'Excuse se joue à n'importe quel pli, quoi que vous ayez.
- Entamée, elle laisse la carte suivante fixer la couleur demandée.
- Elle ne gagne pas le pli ; son propriétaire la reprend et donne une carte à 0,5 point en échange.
- Au dernier pli, elle change de camp (l'option « au gagnant du pli » existe).
- Exception : chelem annoncé, tous les plis gagnés, Excuse entamée au dernier pli — elle gagne.
""", """
- The Excuse may be played on any trick, whatever you hold.
- Led, it lets the next card set the suit led.
- It does not win the trick; its owner takes it back and gives a 0.5-point card in exchange.
- On the last trick it changes sides (the option "to the trick's winner" exists).
- Exception: slam announced, every trick won, the Excuse led to the last trick — it wins.
"""), exercises="05"),
])

# --- 06 counting and scoring -------------------------------------------------------------------------
SCORING = Notebook("notebooks", names(LESSON_NAMES, "06"), [
    opening(
        ("Compter les points et marquer la donne", "Counting the points and scoring a deal"),
        ("""
- combien de points l'attaque doit faire, selon ses bouts ;
- quand le contrat est réussi ou chuté, et de combien ;
- la base, le Petit au bout, les poignées et le chelem ;
- comment le score se partage entre les joueurs.
""", """
- how many points the attack needs, depending on its bouts;
- when the contract is made or failed, and by how much;
- the base, the Petit au bout, the poignées and the slam;
- how the score is shared out between the players.
"""),
        ("Les leçons 01 (les points des cartes) et 03 (les contrats).", "Lessons 01 (card points) and 03 (contracts)."),
        30,
    ),
    setup(),
    md("""
## Les points de l'attaque

L'**attaque** (le preneur, et son partenaire à cinq) compte les points de ses plis, plus ceux de
l'**écart** (ou du chien en Garde sans). En Garde contre, le chien compte pour la défense.

Le nombre de points à faire dépend du nombre de **bouts** que l'attaque a en fin de donne :

| bouts | points à faire |
|---|---|
| 3 | 36 |
| 2 | 41 |
| 1 | 51 |
| 0 | 56 |
""", """
## The attack's points

The **attack** (the taker, and his partner at five) counts the points of its tricks, plus those of
the **écart** (or of the chien at Garde sans). At Garde contre, the chien counts for the defence.

How many points it needs depends on how many **bouts** the attack holds at the end of the deal:

| bouts | points needed |
|---|---|
| 3 | 36 |
| 2 | 41 |
| 1 | 51 |
| 0 | 56 |
"""),
    code("""
for bouts in range(4):
    print(bouts, tl.points_needed(bouts))
""", expect="0 56\n1 51\n2 41\n3 36"),
    md("""
## Réussi ou chuté

On calcule **D = points de l'attaque − points à faire**. Si D ≥ 0, le contrat est **réussi** (D = 0
aussi) ; si D < 0, il **chute**. À 3 et 5 joueurs, les points peuvent finir par une demie : ce
demi-point va au camp qui gagne. Avec 2 bouts, 41,5 points gagnent de 1, et 40,5 points perdent de 1.

Le graphique montre une Garde avec 2 bouts et 49 points : 8 points de plus que les 41 à faire.
""", """
## Made or failed

Work out **D = the attack's points − the points needed**. If D ≥ 0 the contract is **made** (D = 0
too); if D < 0 it **fails**. At 3 and 5 players the points may end in a half: that half point goes
to the side that wins. With 2 bouts, 41.5 points win by 1, and 40.5 points lose by 1.

The figure shows a Garde with 2 bouts and 49 points: 8 points more than the 41 needed.
"""),
    code("""
from tarot_learn.display.plots import deal_result_figure
deal_result_figure(49, 2, lang=LANG, contract="garde")
"""),
    md("""
## Le score, terme par terme

On calcule **S**, ce que marque l'attaque face à **chaque** défenseur (s = +1 si le contrat est
réussi, −1 s'il chute ; m est le multiplicateur du contrat) :

- la **base** : (25 + |D|) × m, comptée avec le signe s ;
- le **Petit au bout** : si le Petit est dans le dernier pli, le camp qui **gagne** ce pli marque
  10 × m, contrat réussi ou non ;
- une **poignée** (des atouts montrés avant de jouer sa première carte) : 20 la simple, 30 la
  double, 40 la triple — **non multipliée**, et elle va au camp qui **gagne la donne**, quel que
  soit celui qui l'a montrée ;
- le **chelem** (tous les plis), non multiplié : annoncé et réussi +400, réussi sans annonce +200,
  annoncé et chuté −200 ; si la défense fait tous les plis, −200.

Puis on partage (le total fait toujours zéro) : à 4 joueurs, le preneur marque 3 × S et chaque
défenseur −S ; à 3 joueurs, 2 × S et −S ; à 5 joueurs, le preneur 2 × S, son partenaire S et
chaque défenseur −S (seul contre quatre : 4 × S).

Exemple : Garde à 4 joueurs, 2 bouts, 49 points ; le preneur gagne le dernier pli avec le Petit ;
un défenseur avait montré une poignée simple.
""", """
## The score, term by term

Work out **S**, what the attack scores against **each** defender (s = +1 if the contract is made,
−1 if it fails; m is the contract's multiplier):

- the **base**: (25 + |D|) × m, counted with the sign s;
- the **Petit au bout**: if the Petit is in the last trick, the side that **wins** that trick scores
  10 × m, whether the contract was made or not;
- a **poignée** (trumps shown before playing one's first card): 20 for a simple, 30 for a double,
  40 for a triple — **not multiplied**, and it goes to the side that **wins the deal**, whoever
  showed it;
- the **slam** (every trick), not multiplied: announced and made +400, made without announcing
  +200, announced and failed −200; if the defence takes every trick, −200.

Then share it out (the total is always zero): at 4 players the taker scores 3 × S and each defender
−S; at 3 players, 2 × S and −S; at 5 players the taker 2 × S, his partner S and each defender −S
(alone against four: 4 × S).

Example: a Garde at 4 players, 2 bouts, 49 points; the taker wins the last trick with the Petit in
it; a defender had shown a simple poignée.
"""),
    code("""
score = tl.score_deal(4, "garde", 49, 2, petit_au_bout="attack", poignees=[(tl.Poignee.SIMPLE, "defence")])
print(score.describe(LANG))
"""),
    code("print(score.per_defender, score.scores)", expect="106 (318, -106, -106, -106)"),
    md("""
Un demi-point à trois joueurs : une Petite avec 2 bouts et 40,5 points chute de 1.
""", """
A half point at three players: a Petite with 2 bouts and 40.5 points fails by 1.
"""),
    code("""
score = tl.score_deal(3, "petite", 40.5, 2)
print(score.difference, score.per_defender, score.scores)
""", expect="-1 -26 (-52, 26, 26)"),
    md("""
## La calculette

**À vous** : changez le contrat, les points, les bouts, le Petit au bout, les poignées ou le chelem ;
chaque terme du score se recalcule sous vos yeux. Essayez de retrouver l'exemple ci-dessus, puis de
faire chuter le contrat d'un point.
""", """
## The calculator

**Your turn**: change the contract, the points, the bouts, the Petit au bout, the poignées or the
slam; every term of the score is worked out again before your eyes. Try to find the example above
again, then make the contract fail by one point.
"""),
    code("""
from tarot_learn.widgets import ScoreCalculator
ScoreCalculator(players=4, contract="garde", attack_points=49, bouts=2, petit_au_bout="attack",
                defence_poignee="simple", lang=LANG)
"""),
    closing("06", ("""
- Points à faire : 36 avec 3 bouts, 41 avec 2, 51 avec 1, 56 sans bout.
- D = points − points à faire ; D ≥ 0 : réussi. Le demi-point va au camp qui gagne.
- S = s × (25 + |D|) × m + Petit au bout (10 × m) + s × poignées + chelem.
- À 4 joueurs : le preneur 3 × S, chaque défenseur −S ; le total fait toujours zéro.
""", """
- Points needed: 36 with 3 bouts, 41 with 2, 51 with 1, 56 with none.
- D = points − points needed; D ≥ 0: made. The half point goes to the side that wins.
- S = s × (25 + |D|) × m + Petit au bout (10 × m) + s × poignées + slam.
- At 4 players: the taker 3 × S, each defender −S; the total is always zero.
"""), exercises="06"),
])

# --- 07 a whole deal against the bots ------------------------------------------------------------------
WHOLE_DEAL = Notebook("notebooks", names(LESSON_NAMES, "07"), [
    opening(
        ("Une donne complète contre les robots", "A whole deal against the bots"),
        ("""
- enchaîner toutes les étapes d'une donne : enchères, (appel), chien et écart, les plis, le score ;
- jouer contre des robots qui respectent les règles.
""", """
- to go through every step of a deal: bidding, (the call), chien and écart, the tricks, the score;
- to play against bots that follow the rules.
"""),
        ("Les leçons 01 à 06.", "Lessons 01 to 06."),
        30,
    ),
    setup(),
    md("""
## Votre table

Vous êtes assis à la place 0 ; les trois autres places sont tenues par des robots. La table vous
dit à chaque instant ce que vous devez faire :

1. **les enchères** : passez, ou annoncez un contrat plus fort ;
2. si vous prenez en Petite ou en Garde, **le chien** s'affiche : choisissez votre **écart** ;
3. avant votre première carte, vous pouvez montrer une **poignée** si vous en avez une ;
4. **les plis** : cliquez ou tapez votre carte ; une carte interdite est refusée, avec la raison ;
5. à la fin, **le score**, terme par terme.

Vous ne voyez que ce que votre place a le droit de voir : votre main, les cartes jouées, et le chien
quand il est montré. **À vous** : jouez une donne entière, puis une autre avec le bouton « nouvelle
donne ».
""", """
## Your table

You sit in seat 0; the three other seats are held by bots. The table tells you at every moment what
you have to do:

1. **the bidding**: pass, or bid a higher contract;
2. if you take at Petite or Garde, **the chien** is shown: choose your **écart**;
3. before your first card, you may show a **poignée** if you have one;
4. **the tricks**: click or type your card; a forbidden card is refused, with the reason;
5. at the end, **the score**, term by term.

You only see what your seat is allowed to see: your hand, the cards played, and the chien when it
is shown. **Your turn**: play a whole deal, then another with the "new deal" button.
"""),
    code("""
from tarot_learn.widgets import GameTable
GameTable(players=4, seed=7, seat=0, lang=LANG)
"""),
    md("""
## À cinq joueurs

À cinq, le preneur appelle un roi avant que le chien soit retourné (leçon 03). Si vous prenez, la
table vous propose les cartes que vous pouvez appeler.
""", """
## At five players

At five, the taker calls a king before the chien is turned over (lesson 03). If you take, the table
offers you the cards you may call.
"""),
    code("GameTable(players=5, seed=7, seat=0, lang=LANG)"),
    md("""
## Une donne jouée entièrement par les robots

Pour voir une donne de bout en bout sans jouer, laissez quatre robots la jouer. Le score se lit
comme à la leçon 06.
""", """
## A deal played by the bots alone

To see a deal from start to end without playing, let four bots play it. The score reads as in
lesson 06.
"""),
    code("""
game = tl.play_bot_deal(players=4, seed=7, bot=tl.SimpleBot)
print(game.result.score.describe(LANG))
"""),
    closing("07", ("""
- Une donne enchaîne la distribution, les enchères, l'appel (à cinq), le chien et l'écart, les
  plis et le score.
- La table et les robots suivent exactement les règles des leçons : une carte interdite est refusée
  avec sa raison.
""", """
- A deal goes through dealing, bidding, the call (at five), the chien and the écart, the tricks and
  the score.
- The table and the bots follow the lessons' rules exactly: a forbidden card is refused with its
  reason.
""")),
])

# --- 08 a little statistics ----------------------------------------------------------------------------
STATISTICS = Notebook("notebooks", names(LESSON_NAMES, "08"), [
    opening(
        ("Un peu de statistiques", "A little statistics"),
        ("""
- calculer exactement une chance au moment de la donne (le Petit sec, une poignée) ;
- la retrouver en simulant des milliers de donnes ;
- pourquoi une simulation ne tombe jamais pile sur le chiffre exact.
""", """
- to work out a chance at the deal exactly (the Petit sec, a poignée);
- to find it again by simulating thousands of deals;
- why a simulation never lands exactly on the exact figure.
"""),
        ("Les leçons 01 et 02. Un peu de calcul aide, mais n'est pas nécessaire.",
         "Lessons 01 and 02. A little arithmetic helps, but is not needed."),
        25,
    ),
    setup(),
    md("""
## Deux façons de connaître une chance

- **Compter** : toutes les mains de 18 cartes parmi 78 sont également probables. La chance d'un
  événement est le nombre de mains où il arrive, divisé par le nombre de toutes les mains. C'est le
  chiffre **exact**.
- **Simuler** : distribuer des milliers de fois et compter combien de fois l'événement arrive. C'est
  une **estimation**, qui se rapproche du chiffre exact quand le nombre de donnes grandit.

## Le Petit sec, exactement

Un joueur a le Petit sec quand ses 17 autres cartes (à quatre joueurs) sont toutes des cartes de
couleur : il y en a 56. On trouve environ **une donne sur 2 169** pour un joueur donné, et **une sur
542** pour que quelqu'un à la table l'ait (quatre fois plus, car un seul joueur peut avoir le Petit).
""", """
## Two ways to know a chance

- **Counting**: every hand of 18 cards out of 78 is equally likely. The chance of an event is the
  number of hands where it happens, divided by the number of all hands. That is the **exact**
  figure.
- **Simulating**: deal thousands of times and count how often the event happens. That is an
  **estimate**, which gets closer to the exact figure as the number of deals grows.

## The Petit sec, exactly

A player has the Petit sec when his 17 other cards (at four players) are all suit cards: there are
56 of those. That gives about **one deal in 2,169** for a given player, and **one in 542** for
someone at the table to have it (four times as often, since only one player can hold the Petit).
"""),
    code("""
from tarot_learn import stats
chances = stats.petit_sec_probability(4)
print(round(1 / chances.player), round(1 / chances.table))
""", expect="2169 542"),
    md("""
## Le Petit sec, simulé

Le graphique distribue 20 000 donnes (cela prend quelques secondes) : les barres montrent ce que la
simulation a vu, les losanges le chiffre exact. Avec un événement aussi rare, la simulation ne le
voit qu'une dizaine de fois pour un joueur donné : elle reste approximative. **À vous** : changez
la graine (`seed`) et regardez les barres bouger, alors que les losanges ne bougent pas.
""", """
## The Petit sec, simulated

The figure deals 20,000 times (it takes a few seconds): the bars show what the simulation saw, the
diamonds the exact figure. With an event this rare, the simulation sees it only about ten times for
a given player: it stays rough. **Your turn**: change the seed and watch the bars move, while the
diamonds stay put.
"""),
    code("""
from tarot_learn.display.plots import petit_sec_figure, poignee_figure, trump_count_figure
petit_sec_figure(4, deals=20_000, seed=0, lang=LANG)
"""),
    md("""
## Combien d'atouts dans une main ?

En moyenne, une main de 18 cartes contient 18 × 21 / 78, soit un peu moins de 5 atouts. Ici
l'accord entre la simulation et le calcul est bien meilleur : l'événement est fréquent.
""", """
## How many trumps in a hand?

On average, a hand of 18 cards holds 18 × 21 / 78, a little under 5 trumps. Here the simulation and
the exact figure agree much better: the event is common.
"""),
    code("trump_count_figure(4, seed=0, lang=LANG)"),
    md("""
## Une poignée

À quatre joueurs, une **poignée simple** demande 10 atouts, une double 13, une triple 15 (l'Excuse
peut remplacer un atout s'il n'en reste pas d'autre à montrer). Le graphique compte les cartes
qu'une main pourrait montrer et place les trois seuils. **À vous** : essayez 3 ou 5 joueurs — les
seuils changent (3 joueurs : 13/15/18 ; 5 joueurs : 8/10/13).
""", """
## A poignée

At four players, a **simple poignée** takes 10 trumps, a double 13, a triple 15 (the Excuse may
stand in for a trump when no other trump is left to show). The figure counts the cards a hand could
show and marks the three thresholds. **Your turn**: try 3 or 5 players — the thresholds change (3
players: 13/15/18; 5 players: 8/10/13).
"""),
    code("poignee_figure(4, seed=0, lang=LANG)"),
    closing("08", ("""
- Une chance exacte se calcule en comptant des mains ; une simulation l'estime en distribuant.
- Plus l'événement est rare, plus il faut de donnes pour que la simulation s'en approche.
- Le Petit sec touche un joueur donné environ une donne sur 2 169 à quatre joueurs.
""", """
- An exact chance is worked out by counting hands; a simulation estimates it by dealing.
- The rarer the event, the more deals a simulation needs to get close to it.
- The Petit sec strikes a given player in about one deal in 2,169 at four players.
""")),
])

LESSONS = [WELCOME, CARDS, DEALING, BIDDING, PLAY, EXCUSE, SCORING, WHOLE_DEAL, STATISTICS]
