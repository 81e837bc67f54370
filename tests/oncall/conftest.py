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
