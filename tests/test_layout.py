"""The shape of the code a newcomer has to hold: small files, layers that point one way, the
runtime apart from the lab, a README that fits on a few screens."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MAX_LINES = 450


def _modules(folder: str) -> list[Path]:
    return sorted((ROOT / folder).rglob("*.py"))


def _imports(path: Path) -> set[str]:
    """Every module a file imports, at the top or inside a function."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
    return found


def test_no_module_of_the_runtime_or_prodsim_is_over_450_lines() -> None:
    long = {str(p.relative_to(ROOT)): n for p in _modules("oncall") + _modules("prodsim")
            if (n := len(p.read_text().splitlines())) > MAX_LINES}
    assert long == {}, f"split these into modules named for what they are: {long}"


def test_the_store_imports_nothing_above_it_but_errors() -> None:
    upward = {str(p.relative_to(ROOT)): sorted(m for m in _imports(p) if m.startswith("oncall")
                                               and not m.startswith("oncall.store")
                                               and m != "oncall.errors")
              for p in _modules("oncall/store")}
    assert {k: v for k, v in upward.items() if v} == {}


def test_outside_the_lab_at_most_two_runtime_modules_import_prodsim() -> None:
    importers = sorted(str(p.relative_to(ROOT)) for p in _modules("oncall")
                       if "lab" not in p.relative_to(ROOT / "oncall").parts
                       and any(m == "prodsim" or m.startswith("prodsim.") for m in _imports(p)))
    assert importers == ["oncall/models.py", "oncall/sources/prodsim.py"]


def test_the_runtime_never_imports_the_lab() -> None:
    """Grading left `execute`: the CLI (whose measuring commands live in the lab) installs the
    lab's grader; nothing else under `oncall/` reaches into the lab."""
    importers = sorted(str(p.relative_to(ROOT)) for p in _modules("oncall")
                       if "lab" not in p.relative_to(ROOT / "oncall").parts
                       and p.name != "cli.py"
                       and any(m.startswith("oncall.lab") for m in _imports(p)))
    assert importers == []


def test_no_c_extension_and_no_setup_py() -> None:
    assert not (ROOT / "setup.py").exists()
    assert sorted(ROOT.joinpath("oncall").rglob("*.c")) == []


def test_the_readme_stays_under_10_kb() -> None:
    assert len((ROOT / "README.md").read_bytes()) <= 10_000
