"""One sentence type (issue 34): what ``i18n.text`` renders is :class:`~tarot_learn.i18n.Localized`, and a
sentence said later, in a language not chosen yet, is an ``i18n.Sentence`` (a key and its parameters) or an
``i18n.Deferred`` (a function of the language). Other classes may say themselves (a suit, a card, a contract, a
seat…: real renderings of their own), but none may be one of these two again under another name."""

import ast
import inspect
from pathlib import Path
from typing import Protocol

from tarot_learn import i18n
from tarot_learn.cards import Card

PACKAGE = Path(__file__).resolve().parents[2] / "tarot_learn"


def _body(function: ast.FunctionDef) -> list:
    """The statements of a function, its docstring left out."""
    statements = function.body
    if statements and isinstance(statements[0], ast.Expr) and isinstance(statements[0].value, ast.Constant):
        statements = statements[1:]
    return statements


def _of_self(node) -> bool:
    """``self.x`` (or ``self.x.y``): something the object holds."""
    while isinstance(node, ast.Attribute):
        node = node.value
    return isinstance(node, ast.Name) and node.id == "self"


def _root_attribute(node) -> str:
    while isinstance(node.value, ast.Attribute):
        node = node.value
    return node.attr


def duplicate(cls: ast.ClassDef) -> str:
    """What ``cls`` duplicates, "Sentence" or "Deferred", or ""."""
    methods = {node.name for node in cls.body if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))}
    localized = next(
        (node for node in cls.body if isinstance(node, ast.FunctionDef) and node.name == "localized"), None
    )
    if localized is None:
        return ""
    statements = _body(localized)
    if (
        len(statements) != 1
        or not isinstance(statements[0], ast.Return)
        or not isinstance(statements[0].value, ast.Call)
    ):
        return ""
    call = statements[0].value
    called = call.func.attr if isinstance(call.func, ast.Attribute) else getattr(call.func, "id", "")
    arguments = [*call.args, *(keyword.value for keyword in call.keywords)]
    if called == "text" and not _of_self(call.func):
        # a key held with its parameters, or a constant key alone: Sentence(key, params)
        key = call.args[0] if call.args else None
        held = key is not None and _of_self(key) and any(keyword.arg is None for keyword in call.keywords)
        constant = isinstance(key, ast.Constant) and len(arguments) == 2
        return "Sentence" if held or constant else ""
    if isinstance(call.func, ast.Attribute) and _of_self(call.func) and _root_attribute(call.func) not in methods:
        # a function held (self.explain, self.kind.answer_words) called with what is held and the language
        if all(_of_self(argument) or getattr(argument, "id", "") == "lang" for argument in arguments):
            return "Deferred"
    return ""


def duplicates_in(source: str) -> list[tuple[str, str]]:
    return [
        (node.name, duplicate(node))
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.ClassDef) and duplicate(node)
    ]


def test_i18n_names_what_it_renders_and_says_a_sentence_later():
    assert Protocol in i18n.Localized.__mro__ and "localized" in dir(i18n.Localized)
    sentence = i18n.Sentence("deal.step.chien", {"count": 1, "size": 3})
    assert sentence.localized("fr") == i18n.text("deal.step.chien", "fr", count=1, size=3)
    assert i18n.Deferred(Card("R♥").name).localized("en") == Card("R♥").name("en")
    assert i18n.text("error.card.duplicate", "en", card=i18n.Deferred(Card("R♥").name)) == i18n.text(
        "error.card.duplicate", "en", card=Card("R♥").name("en")
    )


def test_no_class_of_tarot_learn_is_a_sentence_or_a_deferred_sentence_again():
    found = [
        f"{path.relative_to(PACKAGE.parent)}: {name} is i18n.{kind}"
        for path in sorted(PACKAGE.rglob("*.py"))
        if path.name != "i18n.py"
        for name, kind in duplicates_in(path.read_text(encoding="utf-8"))
    ]
    assert found == []
    assert duplicates_in(inspect.getsource(i18n)) == [("Sentence", "Sentence"), ("Deferred", "Deferred")]


def test_the_check_knows_the_duplicates_that_were_and_the_renderings_that_are_not():
    """The classes issue 34 removed are found; a card, an enum and a seat saying themselves are not."""
    removed = """
class Reason:
    def __init__(self, key, **params):
        self.key, self.params = key, params
    def localized(self, lang):
        return i18n.text(self.key, lang, **self.params)
class _Sentence:
    def localized(self, lang=None):
        return self.explain(lang)
class _Words:
    def localized(self, lang):
        return self.kind.answer_words(self.position, self.value, lang)
class _Pass:
    def localized(self, lang=None):
        return i18n.text("bid.pass", lang)
"""
    assert duplicates_in(removed) == [
        ("Reason", "Sentence"),
        ("_Sentence", "Deferred"),
        ("_Words", "Deferred"),
        ("_Pass", "Sentence"),
    ]
    kept = """
class Card:
    def text(self, lang): ...
    def localized(self, lang=None):
        return self.text(lang)
class Reason(enum.Enum):
    def localized(self, lang=None):
        return i18n.text(self.value, lang)
class Seat:
    def localized(self, lang):
        return named(self.seat, self.players, lang)
class HandTerm:
    def localized(self, lang=None):
        return i18n.text(f"advice.term.{self.name}", lang, count=self.count, points=self.points)
"""
    assert duplicates_in(kept) == []
