"""Shared fixtures: a fresh database and the shipped scenario, reached in-process."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from oncall.config import Scenario, load_scenario
from oncall.store import Store

ROOT = Path(__file__).resolve().parents[2]
SCENARIO_FILE = ROOT / "scenarios" / "checkout-payments-deploy.yaml"


@pytest.fixture
def scenario() -> Scenario:
    return load_scenario(SCENARIO_FILE)


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    async with await Store.open(tmp_path / "oncall.db") as s:
        yield s


@pytest.fixture(params=["c", "python"])
def fold_shaper(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """Folds in the test use this shaping pass: `c` (oncall/fold/_shapes.c; skipped when the
    install could not build it) or `python` (the fallback, `core._shape_lines`)."""
    from oncall.fold import core

    shaper: str = request.param
    if shaper == "python":
        monkeypatch.setattr(core, "_shape_lines_c", None)
    elif core._shape_lines_c is None:
        pytest.skip("the C shaper is not built in this install")
    return shaper
