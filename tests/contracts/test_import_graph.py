"""No module of tarot_learn imports a module that imports it back (CONTRIBUTING.md, "The layers").

A cycle at load time makes the order of imports matter (a name is missing while the other
module is half loaded). A cycle through an import inside a function is no crash, but it is a
circle all the same: two modules that each need the other are one module in two files, and
neither can be read, tested or moved alone. So the graph is read twice: at load time, and at any
depth — every import statement, in functions too — where the only imports left aside are those of
the display hooks ``_repr_svg_``/``_repr_html_`` (a card draws itself in Jupyter through the
display layer, python-chess's one lazy import back up) and those under ``if TYPE_CHECKING``."""

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "tarot_learn"


def module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def load_time_imports(root: Path) -> dict[str, set[str]]:
    """For each module of the package at ``root``, the package's modules it imports when loaded:
    the statements at module level, and inside ``if``/``try`` at module level (not ``if
    TYPE_CHECKING``), never inside functions or classes."""
    modules = {module_name(path, root): path for path in root.rglob("*.py")}
    graph = {}
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        graph[name] = set()
        for node in _module_level(ast.parse(path.read_text(encoding="utf-8")).body):
            graph[name] |= _targets(node, package, modules.keys()) - _ancestors(name)
    return graph


def all_imports(root: Path) -> dict[str, set[str]]:
    """For each module of the package at ``root``, the package's modules it imports anywhere: at
    module level, in classes and in functions, but not in a ``_repr_*`` method (a display hook) nor
    under ``if TYPE_CHECKING``."""
    modules = {module_name(path, root): path for path in root.rglob("*.py")}
    graph = {}
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        graph[name] = set()
        for node in _anywhere(ast.parse(path.read_text(encoding="utf-8"))):
            graph[name] |= _targets(node, package, modules.keys()) - _ancestors(name)
    return graph


def _anywhere(tree):
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name.startswith("_repr_"):
            continue
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            yield from _anywhere(ast.Module(body=node.orelse, type_ignores=[]))
            continue
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            yield node
        yield from _anywhere(node)


def _ancestors(name: str) -> set[str]:
    """The packages above a module: Python loads them before it, so importing one adds no edge."""
    parts = name.split(".")
    return {".".join(parts[:end]) for end in range(1, len(parts))}


def _module_level(statements):
    for node in statements:
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            continue
        if isinstance(node, (ast.If, ast.Try)):
            yield from _module_level(node.body + node.orelse + getattr(node, "finalbody", []))
            for handler in getattr(node, "handlers", []):
                yield from _module_level(handler.body)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            yield node


def _targets(node, package: str, modules) -> set[str]:
    """The package's modules an import statement loads."""
    if isinstance(node, ast.Import):
        return {alias.name for alias in node.names} & modules
    base = node.module or ""
    if node.level:
        parent = package.split(".")[: len(package.split(".")) - node.level + 1]
        base = ".".join(parent + ([base] if base else []))
    # "from . import i18n" loads the module tarot_learn.i18n; "from .cards import Card" the module cards
    submodules = {f"{base}.{alias.name}" for alias in node.names} & modules
    return ({base} | submodules) & modules


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Every import cycle found by a depth-first walk, each as the list of modules along it."""
    found, state = [], {}

    def visit(module, path):
        state[module] = "open"
        for target in sorted(graph[module]):
            if state.get(target) == "open":
                found.append(path[path.index(target) :] + [target])
            elif target not in state:
                visit(target, path + [target])
        state[module] = "done"

    for module in sorted(graph):
        if module not in state:
            visit(module, [module])
    return found


def test_tarot_learn_has_no_import_cycle_at_load_time():
    graph = load_time_imports(PACKAGE)
    assert "tarot_learn.cards" in graph and "tarot_learn.parsing" in graph["tarot_learn.play"]
    assert cycles(graph) == []


def test_tarot_learn_has_no_import_circle_at_any_depth():
    graph = all_imports(PACKAGE)
    # the parser sits above the cards, i18n knows no card and no error, the deal does not name seats
    assert (
        "tarot_learn.cards" in graph["tarot_learn.parsing"] and "tarot_learn.parsing" not in graph["tarot_learn.cards"]
    )
    assert graph["tarot_learn.i18n"] == set() and "tarot_learn.i18n" in graph["tarot_learn.errors"]
    assert "tarot_learn.deal" in graph["tarot_learn.seats"] and "tarot_learn.seats" not in graph["tarot_learn.deal"]
    assert cycles(graph) == []


def test_the_deep_check_sees_imports_in_functions_but_not_in_display_hooks(tmp_path):
    root = tmp_path / "pkg"
    root.mkdir()
    (root / "__init__.py").write_text("")
    (root / "a.py").write_text("from .b import thing\n")
    (root / "b.py").write_text("thing = 1\nclass Thing:\n    def _repr_svg_(self):\n        from .a import thing\n")
    assert cycles(all_imports(root)) == []
    (root / "b.py").write_text("thing = 1\nclass Thing:\n    def draw(self):\n        from .a import thing\n")
    assert cycles(all_imports(root)) == [["pkg.a", "pkg.b", "pkg.a"]]
    assert cycles(load_time_imports(root)) == []


def test_the_check_finds_a_cycle_and_ignores_imports_inside_functions(tmp_path):
    root = tmp_path / "pkg"
    root.mkdir()
    (root / "__init__.py").write_text("")
    (root / "a.py").write_text("from .b import thing\n")
    (root / "b.py").write_text("from . import c\nthing = 1\n")
    (root / "c.py").write_text("def later():\n    from .a import thing\n")
    assert cycles(load_time_imports(root)) == []
    (root / "c.py").write_text("try:\n    from .a import thing\nexcept ImportError:\n    pass\n")
    assert cycles(load_time_imports(root)) == [["pkg.a", "pkg.b", "pkg.c", "pkg.a"]]
