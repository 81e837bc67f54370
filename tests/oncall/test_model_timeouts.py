"""Model timeouts come from the run file: a server that accepts and never answers is a timeout
after `read_timeout_s`, and the run fails naming it instead of hanging (without a wall budget
to cancel it, the default read timeout is ten minutes)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from oncall.config import ConfigError, load_scenario, parse_scenario
from oncall.models import ModelServers
from oncall.runner import create_run, execute
from oncall.store import Store

SCENARIO = Path(__file__).resolve().parents[2] / "scenarios" / "checkout-payments-deploy.yaml"


@pytest.fixture
async def silent_server() -> AsyncIterator[int]:
    """Accepts every connection on a free loopback port, reads, and never writes a byte."""
    held: list[asyncio.StreamWriter] = []

    async def accept(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        held.append(writer)
        await reader.read(1 << 16)

    server = await asyncio.start_server(accept, "127.0.0.1", 0)
    try:
        yield int(server.sockets[0].getsockname()[1])
    finally:
        for w in held:
            w.close()
        server.close()
        await server.wait_closed()


def test_timeouts_are_read_range_checked_and_stored_with_the_run() -> None:
    sc = parse_scenario("r.yaml", {"incident": "checkout-payments-deploy", "model": {
        "agent": {"model": "ollama:qwen3:8b", "read_timeout_s": 42, "connect_timeout_s": 2}}},
        "r")
    agent = sc.models.roles["agent"]
    assert (agent.connect_timeout_s, agent.read_timeout_s) == (2.0, 42.0)
    from oncall.config import scenario_from_json

    again = scenario_from_json(sc.to_json()).models.roles["agent"]
    assert (again.connect_timeout_s, again.read_timeout_s) == (2.0, 42.0)
    default = parse_scenario("r.yaml", {"incident": "checkout-payments-deploy",
                                        "model": "ollama:qwen3:8b"}, "r")
    assert default.models.roles["agent"].read_timeout_s == 600.0
    for bad, why in ((0, "> 0"), (float("nan"), "> 0"), (7200, "at most 3600")):
        with pytest.raises(ConfigError, match=f"r.yaml: model.agent.read_timeout_s: .*{why}"):
            parse_scenario("r.yaml", {"incident": "checkout-payments-deploy", "model": {
                "agent": {"model": "ollama:qwen3:8b", "read_timeout_s": bad}}}, "r")


async def test_a_silent_server_times_out_after_the_configured_read_timeout(
        tmp_path: Path, silent_server: int, monkeypatch: pytest.MonkeyPatch) -> None:
    from dataclasses import replace

    monkeypatch.setenv("OLLAMA_HOST", f"127.0.0.1:{silent_server}")
    sc = load_scenario(SCENARIO)
    agent = replace(sc.models.roles["agent"], spec="ollama:qwen3:8b", read_timeout_s=0.3)
    sc = replace(sc, models=replace(sc.models, roles={**sc.models.roles, "agent": agent}))

    async def no_wait(seconds: float) -> None:
        """Backoff delays are logged; the test need not sit them out."""

    servers = ModelServers()
    started = time.monotonic()
    async with await Store.open(tmp_path / "t.db") as store:
        result = await execute(store, await create_run(store, sc, servers=servers),
                               servers=servers, sleep=no_wait)
        finished = (await store.events(result.run_id))[-1]
    await servers.aclose()
    assert result.outcome == "failed" and finished.kind == "run_finished"
    assert time.monotonic() - started < 15  # 0.3 s tries, not the default ten minutes
    assert result.error is not None and "ReadTimeout" in result.error
    assert f"127.0.0.1:{silent_server}" in result.error
