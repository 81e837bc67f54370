"""Auth at the tool boundary: roles checked before a request, one refresh for many callers,
and no credential anywhere the model, the log or the diagnostics can see."""

from __future__ import annotations

import asyncio
from dataclasses import replace
from pathlib import Path

import httpx
import pytest

import prodsim
from oncall.auth import Identity, TokenSource
from oncall.config import Scenario
from oncall.http import Http
from oncall.runner import create_run, execute
from oncall.sources import Sources
from oncall.sources.client import SourceClient
from oncall.sources.feed import UrlFeed
from oncall.store import Store
from oncall.tools import ToolCall, ToolContext, default_toolset
from prodsim.auth import READ_ROLES, AuthConfig, Client

SECRET = "s3cret-for-tests-only-7f3a"


class Clock:
    def __init__(self) -> None:
        self.now = 1_800_000_000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture(autouse=True)
def secret_env(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ONCALL_CLIENT_SECRET", SECRET)


def app_with(scenario: Scenario, roles: tuple[str, ...] = READ_ROLES,
             clock: Clock | None = None, **kw: object) -> prodsim.ProdsimApp:
    auth = AuthConfig(clients=(Client("oncall-agent", SECRET, roles),), token_ttl_s=300)
    return prodsim.create_app(scenario.incident, seed=scenario.seed, auth=auth,
                              clock=clock or Clock(), **kw)  # type: ignore[arg-type]


def read_all(folder: Path) -> bytes:
    return b"".join(p.read_bytes() for p in folder.iterdir() if p.is_file())


def with_identity(scenario: Scenario) -> Scenario:
    return replace(scenario, identity={"client_id": "oncall-agent",
                                       "secret_env": "ONCALL_CLIENT_SECRET"})


async def test_a_run_authenticates_once_and_never_stores_a_credential(
        store: Store, scenario: Scenario, tmp_path: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    app = app_with(scenario)
    result = await execute(store, await create_run(store, with_identity(scenario)),
                           prodsim_app=app)
    assert (result.outcome, result.correct) == ("resolved", True)
    api = [r for r in app.request_log if r.path != "/auth/token"]
    assert api and {r.subject for r in api} == {"oncall-agent"}
    assert [r.path for r in app.request_log].count("/auth/token") == 1
    await store.close()
    raw = read_all(tmp_path)  # the database, its WAL and anything else written
    logs = capsys.readouterr()
    for secret in (SECRET.encode(), b"Bearer ", b"eyJ"):  # the secret, a header, a JWT
        assert secret not in raw
        assert secret.decode() not in logs.out + logs.err


async def test_a_missing_role_is_refused_before_any_request(store: Store,
                                                            scenario: Scenario) -> None:
    roles = tuple(r for r in READ_ROLES if r != "logs:read")
    app = app_with(scenario, roles)
    result = await execute(store, await create_run(store, with_identity(scenario)),
                           prodsim_app=app)
    calls = [e.payload for e in await store.events(result.run_id) if e.kind == "tool_call"]
    refused = [c for c in calls if c["name"] == "query_logs"]
    assert refused and all(c["error"] == "forbidden" for c in refused)
    assert "not permitted" in refused[0]["content"]
    assert not [r for r in app.request_log if r.path == "/loki/api/v1/query_range"]


async def test_twenty_calls_that_find_the_token_expired_make_one_token_request(
        scenario: Scenario) -> None:
    clock = Clock()
    app = app_with(scenario, clock=clock)
    transport = httpx.ASGITransport(app=app)
    async with Http("http://prodsim", transport) as http:
        source = TokenSource(http, Identity("oncall-agent"), clock=clock)
        feed = UrlFeed(SourceClient("http://prodsim", transport=transport, token=source.token,
                                    invalidate=source.invalidate), "/changes")
        ctx = ToolContext(Sources(changes=feed), source)
        tools = default_toolset()
        first = await tools.call(ctx, ToolCall(0, "list_deploys", {"service": "payments"}))
        assert first.ok
        clock.now += 3600  # every token issued so far has expired
        results = await asyncio.gather(*(tools.call(ctx, ToolCall(
            i, "list_deploys", {"service": "payments"})) for i in range(20)))
    assert all(r.ok for r in results)
    assert [r.path for r in app.request_log].count("/auth/token") == 2  # first, and one refresh
    assert source.requests == 2


async def test_a_rejected_token_is_refreshed_once_and_the_call_retried(
        store: Store, scenario: Scenario) -> None:
    clock = Clock()
    app = app_with(scenario, clock=clock,
                   faults=[{"path": "/loki/api/v1/query_range", "expire_tokens_after_s": 0.0,
                            "first": 1}])
    result = await execute(store, await create_run(store, with_identity(scenario)),
                           prodsim_app=app)
    assert (result.outcome, result.correct) == ("resolved", True)
    statuses = [r.status for r in app.request_log if r.path == "/loki/api/v1/query_range"]
    assert statuses[:2] == [401, 200]
    assert [r.path for r in app.request_log].count("/auth/token") == 2


async def test_a_secret_in_the_scenario_file_is_refused(tmp_path: Path) -> None:
    from oncall.config import load_scenario
    from oncall.errors import ConfigError

    path = tmp_path / "s.yaml"
    path.write_text("incident: checkout-payments-deploy\n"
                    "identity: {client_id: a, client_secret: hunter2}\n")
    with pytest.raises(ConfigError, match="secrets never go in a scenario file"):
        load_scenario(path)
