"""Record or replay: a resumed run re-reads its log and never redoes a logged step."""

from __future__ import annotations

import asyncio
import tempfile
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from oncall.errors import ReplayMismatch
from oncall.journal import Journal
from oncall.state import state_of
from oncall.store import NewEvent, Store

Step = tuple[str, int, str]
steps = st.lists(st.tuples(st.sampled_from(["model_call", "tool_call", "guard", "phase"]),
                           st.integers(0, 5), st.text("abc:", max_size=4)),
                 min_size=1, max_size=12)


async def _drive(journal: Journal, plan: list[Step], performed: list[Step]) -> list[Any]:
    out = []
    for kind, step, key in plan:
        if kind in ("model_call", "tool_call"):
            async def perform(k: str = kind, s: int = step, y: str = key) -> Mapping[str, Any]:
                performed.append((k, s, y))
                return ({"role": "agent", "error": f"{k}/{s}/{y}", "prompt_tokens": 1}
                        if k == "model_call" else {"error": f"{k}/{s}/{y}"})
            payload, _ = await journal.effect(kind, step, key, perform, digest=f"d{step}")
        else:
            payload = await journal.record(kind, step, key, {"reason": key} if kind == "guard"
                                           else {"phase": key, "model": str(step)})
        out.append(dict(payload))
    return out


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(plan=steps, cut=st.integers(0, 12), data=st.data())
def test_replay_returns_logged_results_and_performs_only_the_rest(
        plan: list[Step], cut: int, data: st.DataObject) -> None:
    cut = min(cut, len(plan))

    async def scenario() -> None:
        with tempfile.TemporaryDirectory() as tmp:
            async with await Store.open(Path(tmp) / "j.db") as store:
                await store.create_run("r", "s", {})
                first: list[Step] = []
                # A run that died after `cut` steps...
                await _drive(Journal(store, "r", []), plan[:cut], first)
                logged = await store.events("r")
                # ...resumes: the same code asks for the same steps.
                again: list[Step] = []
                resumed = Journal(store, "r", logged)
                results = await _drive(resumed, plan, again)
                effects = [p for p in plan if p[0] in ("model_call", "tool_call")]
                assert first + again == effects  # nothing performed twice, nothing skipped
                assert resumed.replayed == cut
                events = await store.events("r")
                assert len(events) == len(plan)
                assert [r.get("error") for r in results] == [
                    f"{k}/{s}/{y}" if k in ("model_call", "tool_call") else None
                    for k, s, y in plan]
                assert state_of(events) == resumed.state

                # A resume whose code asks for something else fails loudly, at that step.
                if cut:
                    i = data.draw(st.integers(0, cut - 1))
                    kind, step, key = plan[i]
                    changed = [*plan[:i], (kind, step + 100, key)]
                    with pytest.raises(ReplayMismatch, match="refusing to guess"):
                        await _drive(Journal(store, "r", events), changed, [])

    asyncio.run(scenario())


async def test_a_changed_request_for_a_logged_step_is_a_mismatch(tmp_path: Path) -> None:
    async with await Store.open(tmp_path / "j.db") as store:
        await store.create_run("r", "s", {})

        async def perform() -> Mapping[str, Any]:
            return {"prompt_tokens": 1}
        await Journal(store, "r", []).effect("model_call", 1, "agent", perform, digest="aaa")
        journal = Journal(store, "r", await store.events("r"))
        with pytest.raises(ReplayMismatch, match="different request"):
            await journal.effect("model_call", 1, "agent", perform, digest="bbb")


async def test_lifecycle_events_are_not_replayed_but_count(tmp_path: Path) -> None:
    async with await Store.open(tmp_path / "j.db") as store:
        await store.create_run("r", "s", {})
        await store.append("r", [NewEvent("run_started", 0, {"attempt": 1}),
                                 NewEvent("model_error", 1, {"prompt_tokens": 7,
                                                             "completion_tokens": 0}),
                                 NewEvent("run_finished", 1, {"outcome": "failed"})])
        await store.append("r", [NewEvent("run_started", 0, {"attempt": 2})])
        journal = Journal(store, "r", await store.events("r"))
        assert not journal.replaying
        assert (journal.state.attempts, journal.state.prompt_tokens) == (2, 7)
        assert journal.state.outcome is None
