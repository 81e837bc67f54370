"""A real production's credentials: a Prometheus beside a prodsim incident, on a loopback
port, wanting a bearer token from the environment. The token reaches that server and nothing
else: not the event log, not the stored run file, not the diagnostics."""

from __future__ import annotations

import asyncio
import socket
from collections.abc import AsyncIterator
from dataclasses import replace
from pathlib import Path

import pytest
import uvicorn

from oncall.config import Scenario
from oncall.runner import create_run, execute, with_agent_model
from oncall.sources.client import AuthSpec
from oncall.sources.config import SourceSpec
from oncall.sources.fakes import Fake, prom_error, prom_ok
from oncall.store import Store

TOKEN = "prom-7e1d0c-secret-token"


def answer(fake: Fake) -> Fake:
    def range_query(q: dict[str, list[str]]) -> tuple[int, str, bytes]:
        if fake.seen[-1].headers.get("authorization") != f"Bearer {TOKEN}":
            return prom_error(401, "unauthorized", "bad token")
        return prom_ok({"resultType": "matrix", "result": [
            {"metric": {}, "values": [[1796000000, "0.25"]]}]})
    fake.routes["/prometheus/api/v1/query_range"] = range_query
    return fake


def read_all(folder: Path) -> bytes:
    """The database, its WAL and anything else the run wrote."""
    return b"".join(p.read_bytes() for p in folder.iterdir() if p.is_file())


@pytest.fixture
async def prometheus() -> AsyncIterator[tuple[int, Fake]]:
    fake = answer(Fake({}))
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = int(s.getsockname()[1])
    server = uvicorn.Server(uvicorn.Config(fake, host="127.0.0.1", port=port,
                                           log_level="critical", lifespan="off", ws="none"))
    serving = asyncio.create_task(server.serve())
    for _ in range(500):
        if server.started:
            break
        await asyncio.sleep(0.01)
    try:
        yield port, fake
    finally:
        server.should_exit = True
        await serving


async def test_a_token_from_the_environment_reaches_only_its_server(
        prometheus: tuple[int, Fake], scenario: Scenario, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    port, fake = prometheus
    monkeypatch.setenv("PROM_TOKEN", TOKEN)
    spec = SourceSpec("prometheus", f"http://127.0.0.1:{port}/prometheus",
                      auth=AuthSpec(token_env="PROM_TOKEN"))
    sc = with_agent_model(replace(scenario, sources=(spec,)), "scripted:looper")
    async with await Store.open(tmp_path / "o.db") as store:
        run_id = await create_run(store, sc, profile="guarded")
        result = await execute(store, run_id)
        calls = [e.payload for e in await store.events(run_id) if e.kind == "tool_call"]
    metrics = [c for c in calls if c["name"] == "get_metrics" and c["ok"]]
    assert metrics and '"points":[["2026-11-30T' in metrics[0]["content"]  # from Prometheus
    assert result.correct is not None  # an incident under it: still graded
    assert fake.seen and all(s.headers["authorization"] == f"Bearer {TOKEN}"
                             for s in fake.seen)
    raw = read_all(tmp_path)
    logs = capsys.readouterr()
    for leak in (TOKEN.encode(), b"Bearer "):
        assert leak not in raw
        assert leak.decode() not in logs.out + logs.err
    assert b"PROM_TOKEN" in raw  # the run file names the variable, and only that
