"""Resume: a run that dies at any step boundary finishes as it would have, redoing nothing."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import orjson
import pytest

import prodsim
from oncall.config import Scenario
from oncall.models import ModelServers
from oncall.runner import RunResult, create_run, execute
from oncall.store import Event, NewEvent, Store


class Crash(BaseException):
    """What a kill -9 looks like from inside: nothing after this point runs."""


class CrashingStore(Store):
    """A real store that dies right after its n-th append has committed."""

    crash_after = 0
    appends = 0

    async def append(self, run_id: str, events: Sequence[NewEvent]) -> list[Event]:
        appended = await super().append(run_id, events)
        type(self).appends += 1
        if type(self).appends == type(self).crash_after:
            raise Crash
        return appended


def wire(app: Any) -> list[str]:
    return [f"{r.path}?{orjson.dumps(dict(sorted(r.params.items()))).decode()}"
            for r in app.request_log]


async def uninterrupted(db: Path, scenario: Scenario) -> tuple[RunResult, list[str], int]:
    CrashingStore.appends, CrashingStore.crash_after = 0, -1
    app = prodsim.create_app(scenario.incident, seed=scenario.seed)
    async with await CrashingStore.open(db) as store:
        run_id = await create_run(store, scenario)
        result = await execute(store, run_id, prodsim_app=app)
    return result, wire(app), CrashingStore.appends


@pytest.mark.parametrize("boundary", range(1, 17))
async def test_a_crash_after_any_append_resumes_to_the_same_outcome(
        tmp_path: Path, scenario: Scenario, boundary: int) -> None:
    reference, reference_wire, total = await uninterrupted(tmp_path / "ref.db", scenario)
    if boundary > total:
        pytest.skip(f"the run has {total} appends")

    CrashingStore.appends, CrashingStore.crash_after = 0, boundary
    first_app = prodsim.create_app(scenario.incident, seed=scenario.seed)
    db = tmp_path / "crash.db"
    async with await CrashingStore.open(db) as store:
        run_id = await create_run(store, scenario)
        with pytest.raises(Crash):
            await execute(store, run_id, prodsim_app=first_app)

    second_app = prodsim.create_app(scenario.incident, seed=scenario.seed)
    if boundary == total:  # died after its final event: nothing is left to do
        async with await Store.open(db) as store:
            from oncall.errors import StoreError

            with pytest.raises(StoreError, match=f"already finished as {reference.outcome}"):
                await execute(store, run_id, prodsim_app=second_app)
            assert (await store.run(run_id)).status == reference.outcome
        assert wire(second_app) == []
        return
    async with await Store.open(db) as store:
        servers = ModelServers()
        result = await execute(store, run_id, servers=servers, prodsim_app=second_app)
        await servers.aclose()
        ledger = await store.ledger(run_id)
        row = await store.run(run_id)

    assert (result.outcome, result.report, result.correct) == (
        reference.outcome, reference.report, reference.correct)
    assert result.model_calls == reference.model_calls
    assert (row.attempts, result.attempts) == (2, 2)
    # No completed model call was made again: one ledger row per step.
    assert Counter((r.step, r.role) for r in ledger).most_common(1)[0][1] == 1
    assert len(ledger) == reference.model_calls
    # No completed tool call reached production again: the two processes together saw
    # exactly the requests of one uninterrupted run.
    assert Counter(wire(first_app) + wire(second_app)) == Counter(reference_wire)


async def test_a_finished_run_is_not_resumed(store: Store, scenario: Scenario) -> None:
    from oncall.errors import StoreError

    run_id = await create_run(store, scenario)
    await execute(store, run_id)
    with pytest.raises(StoreError, match="already finished as resolved"):
        await execute(store, run_id)
