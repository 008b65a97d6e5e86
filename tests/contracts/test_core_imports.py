"""The layers of CONTRIBUTING.md, read from the imports: an arrow never points up.

    rules core (tarot_learn's top-level modules)  <  strategy  <  display  <  exercises  <  classroom
        <  widgets  <  lessons  <  app

A module may import its own layer and the layers under it, never one above — at module level
or inside a function alike. One exception, the one python-chess makes: a rules value draws
itself in Jupyter (``_repr_svg_``, ``_repr_html_``) through the display layer, imported only
when asked. The rules core and the strategy layer import only the standard library."""

import ast
import subprocess
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "tarot_learn"
LAYERS = ("rules", "strategy", "display", "exercises", "classroom", "widgets", "lessons", "app")
DRAWING_METHODS = ("_repr_svg_", "_repr_html_")  # a rules value drawing itself, the one way up allowed


def layer_of(module: str) -> str:
    """``tarot_learn.cards`` → rules, ``tarot_learn.strategy.coach`` → strategy, …; the package's
    ``__init__`` is the public façade, above every layer it re-exports."""
    parts = module.split(".")
    if len(parts) == 1 or parts[1] == "__main__":  # the façade, and `python -m tarot_learn`: the command's entry
        return "app"
    return parts[1] if parts[1] in LAYERS else "rules"


def module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports(path: Path, root: Path):
    """Every import in the file at ``path`` — at any depth — as (the module imported, the function
    it sits in or None, its line): relative imports are resolved against the package."""
    name = module_name(path, root)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []

    def visit(node, function):
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
                visit(child, child.name)
                continue
            if isinstance(child, ast.Import):
                found.extend((alias.name, function, child.lineno) for alias in child.names)
            elif isinstance(child, ast.ImportFrom):
                base = child.module or ""
                if child.level:
                    parent = package.split(".")[: len(package.split(".")) - child.level + 1]
                    base = ".".join(parent + ([base] if base else []))
                    found.extend((f"{base}.{alias.name}", function, child.lineno) for alias in child.names)
                found.append((base, function, child.lineno))
            visit(child, function)

    visit(tree, None)
    return found


def violations(root: Path) -> list[str]:
    """Every import of a package module from a lower layer (see the module docstring), and every
    import of a library outside the standard one in the rules core and the strategy layer."""
    top = root.name
    found = []
    for path in sorted(root.rglob("*.py")):
        module = module_name(path, root)
        layer = layer_of(module)
        for target, function, line in imports(path, root):
            where = f"{path.relative_to(root.parent)}:{line} imports {target}"
            if target.split(".")[0] != top:
                if layer in ("rules", "strategy") and not _standard(target):
                    found.append(where)
                continue
            if not _is_module(target, root) or module.startswith(f"{target}."):
                continue  # a name imported from a module (listed beside it), or a package Python loaded first
            wanted = layer_of(target)
            if LAYERS.index(wanted) <= LAYERS.index(layer):
                continue
            if layer == "rules" and wanted == "display" and function in DRAWING_METHODS:
                continue
            found.append(where)
    return _first_per_line(found)


def _first_per_line(found: list[str]) -> list[str]:
    """One report per import statement: ``from .strategy import coach`` names the package and its module."""
    seen, kept = set(), []
    for report in found:
        place = report.rsplit(" imports ", 1)[0]
        if place not in seen:
            seen.add(place)
            kept.append(report)
    return kept


def _standard(module: str) -> bool:
    top = module.split(".")[0]
    return top in sys.stdlib_module_names or top == "__future__"


def _is_module(dotted: str, root: Path) -> bool:
    relative = Path(*dotted.split(".")[1:]) if "." in dotted else Path()
    folder = root / relative
    return folder.with_suffix(".py").is_file() or (folder / "__init__.py").is_file()


def test_every_arrow_points_down():
    assert violations(PACKAGE) == []


def test_the_layers_are_folders():
    assert layer_of("tarot_learn.play") == "rules"
    assert layer_of("tarot_learn.strategy.coach") == "strategy"
    assert (PACKAGE / "strategy" / "coach.py").is_file() and not (PACKAGE / "coach.py").exists()


def test_the_check_finds_an_arrow_pointing_up_even_inside_a_function(tmp_path):
    root = tmp_path / "tarot_learn"
    (root / "strategy").mkdir(parents=True)
    (root / "display").mkdir()
    for init in (root, root / "strategy", root / "display"):
        (init / "__init__.py").write_text("")
    (root / "strategy" / "coach.py").write_text("from ..play import legal\n")
    (root / "display" / "svg.py").write_text("from ..strategy.coach import advise\n")
    (root / "play.py").write_text(
        "def legal():\n    return 1\n\nclass Card:\n    def _repr_svg_(self):\n        from .display.svg import draw\n"
    )
    assert violations(root) == []
    (root / "play.py").write_text("def legal():\n    from .strategy.coach import advise\n")
    assert violations(root) == ["tarot_learn/play.py:2 imports tarot_learn.strategy.coach"]
    (root / "play.py").write_text("from .strategy import coach\n")
    assert violations(root) == ["tarot_learn/play.py:1 imports tarot_learn.strategy.coach"]
    (root / "play.py").write_text("import numpy\n")
    assert violations(root) == ["tarot_learn/play.py:1 imports numpy"]
    (root / "play.py").write_text("")
    (root / "strategy" / "coach.py").write_text("def draw():\n    from ..display import svg\n")
    assert violations(root) == ["tarot_learn/strategy/coach.py:2 imports tarot_learn.display.svg"]


def test_import_tarot_learn_pulls_in_no_ui_or_numeric_library():
    code = (
        "import sys, tarot_learn; "
        "print(' '.join(m for m in ('ipywidgets', 'anywidget', 'psygnal', 'matplotlib', 'IPython', 'numpy')"
        " if m in sys.modules))"
    )
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert loaded.strip() == ""


def test_the_class_layer_is_never_loaded_by_the_package_nor_the_exercises():
    """``import tarot_learn`` and ``import tarot_learn.exercises`` load no module of the class layer
    nor of the app layer, and no server library: a learner's kernel pays nothing for the class's tools."""
    code = (
        "import sys, tarot_learn, tarot_learn.exercises; "
        "print(sorted(m for m in sys.modules if m.startswith(('tarot_learn.classroom', 'tarot_learn.app'))"
        " or m.split('.')[0] in ('sqlalchemy', 'tornado', 'jupyterhub', 'psycopg')))"
    )
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert loaded.strip() == "[]"
