"""The rules core imports only the standard library (DESIGN.md "Layers")."""

import ast
import subprocess
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "tarot_learn"
CORE_MODULES = sorted(path for path in PACKAGE.glob("*.py") if path.name != "cli.py")


def test_import_tarot_learn_pulls_in_no_ui_or_numeric_library():
    code = (
        "import sys, tarot_learn; "
        "print(' '.join(m for m in ('ipywidgets', 'matplotlib', 'IPython', 'numpy') if m in sys.modules))"
    )
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert loaded.strip() == ""


def test_core_modules_import_only_the_standard_library_and_each_other():
    for path in CORE_MODULES:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                names = [node.module]
            else:
                continue
            for name in names:
                top = name.split(".")[0]
                assert top in sys.stdlib_module_names or top == "__future__", f"{path.name} imports {name}"


def test_core_modules_never_import_the_upper_layers_at_module_level():
    for path in CORE_MODULES:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in tree.body:  # module level only: _repr_svg_ imports display lazily, by design
            if isinstance(node, ast.ImportFrom) and node.level == 1 and node.module:
                assert node.module.split(".")[0] not in ("display", "widgets", "exercises"), path.name
