"""A model server that accepts and never answers, or answers too slowly, ends a run within
its wall budget plus a second: cancelled at the deadline, a guard event, a handoff."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from oncall.runner import run_file
from oncall.store import Store

ROOT = Path(__file__).resolve().parents[2]
SCENARIO = ROOT / "scenarios" / "checkout-payments-deploy.yaml"


@pytest.fixture
async def silent_server() -> AsyncIterator[int]:
    """Accepts every connection on a free loopback port, reads, and never writes a byte."""
    held: list[asyncio.StreamWriter] = []

    async def accept(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        held.append(writer)
        await reader.read(1 << 16)

    server = await asyncio.start_server(accept, "127.0.0.1", 0)
    port = int(server.sockets[0].getsockname()[1])
    try:
        yield port
    finally:
        for w in held:
            w.close()
        server.close()
        await server.wait_closed()


def _profile(tmp_path: Path, wall_s: float) -> str:
    path = tmp_path / "wall.yaml"
    path.write_text(f"name: wall\nguards:\n  budget: {{max_wall_s: {wall_s}}}\n")
    return str(path)


async def _check_stopped(db: Path, run_id: str) -> None:
    async with await Store.open(db) as store:
        events = await store.events(run_id)
        assert (await store.run(run_id)).status == "stopped_by_guard"
    guard = [e for e in events if e.kind == "guard"]
    assert guard and guard[-1].payload["hook"] == "during_call"
    assert guard[-1].payload["guard"] == "max_wall_s"
    assert events[-1].kind == "run_finished"


async def test_a_server_that_never_answers_ends_the_run_within_its_budget(
        tmp_path: Path, silent_server: int, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OLLAMA_HOST", f"127.0.0.1:{silent_server}")
    started = time.monotonic()
    result = await run_file(SCENARIO, db=tmp_path / "s.db", model="ollama:qwen3:8b",
                            profile=_profile(tmp_path, 2))
    took = time.monotonic() - started
    assert result.outcome == "stopped_by_guard" and result.stopped_by == "max_wall_s"
    # Within the budget plus a second, as the run measures it (and as the caller waits,
    # allowing for the first run's imports in this process).
    assert result.wall_s < 3.0 and took < 4.0, (result.wall_s, took)
    assert result.handoff
    await _check_stopped(tmp_path / "s.db", result.run_id)


async def test_a_slow_answer_is_cancelled_at_the_deadline(tmp_path: Path) -> None:
    started = time.monotonic()
    result = await run_file(SCENARIO, db=tmp_path / "w.db",
                            model="scripted:investigator?fault=slow=15-once",
                            profile=_profile(tmp_path, 2))
    took = time.monotonic() - started
    assert result.outcome == "stopped_by_guard" and result.stopped_by == "max_wall_s"
    assert result.wall_s < 3.0 and took < 4.0, (result.wall_s, took)
    await _check_stopped(tmp_path / "w.db", result.run_id)


async def test_busy_always_ends_within_the_budget(tmp_path: Path) -> None:
    started = time.monotonic()
    result = await run_file(SCENARIO, db=tmp_path / "b.db",
                            model="scripted:investigator?fault=busy-always",
                            profile=_profile(tmp_path, 2))
    assert time.monotonic() - started < 4.0 and result.wall_s < 3.0
    assert result.outcome in ("stopped_by_guard", "failed")
