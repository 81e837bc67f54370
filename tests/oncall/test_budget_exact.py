"""`max_model_calls` holds exactly under every retry path: the truncation retry too."""

from __future__ import annotations

from pathlib import Path

import pytest

from oncall.runner import run_file
from oncall.store import Store

ROOT = Path(__file__).resolve().parents[2]
SCENARIO = ROOT / "scenarios" / "checkout-payments-deploy.yaml"


@pytest.mark.parametrize("fault", ["truncate-always", "truncate-every-2", "truncate-every-3",
                                   "crash-every-2"])
@pytest.mark.parametrize("budget", [1, 2, 3])
async def test_agent_model_calls_never_pass_the_budget(tmp_path: Path, fault: str,
                                                       budget: int) -> None:
    profile = tmp_path / "p.yaml"
    profile.write_text(f"name: tight\nguards:\n  budget: {{max_model_calls: {budget}}}\n")
    db = tmp_path / "b.db"
    result = await run_file(SCENARIO, db=db, model=f"scripted:investigator?fault={fault}",
                            profile=str(profile))
    async with await Store.open(db) as store:
        agent_calls = [r for r in await store.ledger(result.run_id)
                       if r.role == "agent" and r.ok]
    assert result.model_calls == len(agent_calls) <= budget, (result.outcome, result.reason)
