"""Nothing outside ``tarot_learn/exercises/kinds/`` knows a kind by its name (CONTRIBUTING.md, "A new kind of
exercise"): the grader, the hints, the variants, the generator, the practice, the game table's drill ask the
registry and the kind's methods (``Kind.hint_ladder``, ``Kind.keeps_target``, ``Kind.at_table``…), so that a
kind is added, renamed or removed in its own module and one line of ``KINDS``."""

import ast
from pathlib import Path

from tarot_learn.exercises.kinds import KINDS

PACKAGE = Path(__file__).resolve().parents[2] / "tarot_learn"
KINDS_FOLDER = PACKAGE / "exercises" / "kinds"


def modules_outside_the_kinds():
    return [path for path in sorted(PACKAGE.rglob("*.py")) if KINDS_FOLDER not in path.parents]


def reaches_the_exercises(tree, path: Path) -> bool:
    """Whether a module imports the exercises (and so could reach the registry): the others' ``.kind`` is
    something else (a game's event: ``event.kind == "ecart"``)."""
    if PACKAGE / "exercises" in path.parents:
        return True
    return any(
        isinstance(node, ast.ImportFrom)
        and "exercises" in (node.module or "")
        or isinstance(node, ast.Import)
        and any("exercises" in alias.name for alias in node.names)
        for node in ast.walk(tree)
    )


def _names(node) -> list[str]:
    """The kind names a literal holds: a string, or the strings of a tuple, list or set."""
    items = node.elts if isinstance(node, (ast.Tuple, ast.List, ast.Set)) else [node]
    return [item.value for item in items if isinstance(item, ast.Constant) and item.value in KINDS]


def _is_kind(node) -> bool:
    """``exercise.kind``, ``kind.name``, ``KINDS``: what a kind's name would be compared with or looked up in."""
    return (isinstance(node, ast.Attribute) and node.attr in ("kind", "name")) or (
        isinstance(node, ast.Name) and node.id in ("kind", "name", "KINDS")
    )


def picks_by_name(tree) -> list[tuple[int, str]]:
    """Where a kind is picked or built by its name: ``KINDS["…"]``, ``kind_named("…")``, ``kind="…"``,
    ``x.kind == "…"`` or ``in ("…", …)``."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name) and node.value.id == "KINDS":
            found += [(node.lineno, name) for name in _names(node.slice)]
        elif isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", "")) == "kind_named":
            found += [(node.lineno, name) for argument in node.args for name in _names(argument)]
        elif isinstance(node, ast.keyword) and node.arg == "kind":
            found += [(node.value.lineno, name) for name in _names(node.value)]
        elif isinstance(node, ast.Compare) and any(_is_kind(side) for side in (node.left, *node.comparators)):
            found += [(node.lineno, name) for side in (node.left, *node.comparators) for name in _names(side)]
    return sorted(found)


def test_no_module_outside_the_kinds_picks_a_kind_by_its_name():
    trees = {path: ast.parse(path.read_text(encoding="utf-8")) for path in modules_outside_the_kinds()}
    found = [
        f"{path.relative_to(PACKAGE.parent)}:{line}: {name}"
        for path, tree in trees.items()
        if reaches_the_exercises(tree, path)
        for line, name in picks_by_name(tree)
    ]
    assert found == []
    assert sum(reaches_the_exercises(tree, path) for path, tree in trees.items()) > 30  # the check reads them


def test_the_drills_kinds_are_named_only_in_their_modules():
    """The game table's drill asks each kind for its question (``Kind.at_table``): no module outside the
    kinds writes a drill kind's name, not even in a table of names."""
    drills = {kind.name for kind in KINDS.values() if kind.table_drill}
    assert drills == {"trumps_out", "who_may_hold", "card_chance"}
    found = [
        f"{path.relative_to(PACKAGE.parent)}:{node.lineno}: {node.value}"
        for path in modules_outside_the_kinds()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.Constant) and node.value in drills
    ]
    assert found == []


def test_the_hint_ladder_and_the_variants_are_the_kinds_own():
    assert not (PACKAGE / "exercises" / "hints.py").exists() and not (PACKAGE / "exercises" / "variants.py").exists()
    for kind in KINDS.values():
        assert callable(kind.hint_ladder) and callable(kind.keeps_target) and callable(kind.at_table)


def test_the_check_sees_a_kind_picked_by_its_name():
    tree = ast.parse(
        'KINDS["trumps_out"]\nkind_named("points")\nExercise(kind="card_chance")\n'
        'if exercise.kind in ("ecart", "excuse"): pass\nif name != "who_may_hold": pass\n'
        'CHAPTERS = ("ecart", "excuse")\nwords = {"taker": 1}\n'
    )
    assert picks_by_name(tree) == [
        (1, "trumps_out"),
        (2, "points"),
        (3, "card_chance"),
        (4, "ecart"),
        (4, "excuse"),
        (5, "who_may_hold"),
    ]
