"""Shared fixtures for the prodsim tests: the first incident and its world for seed 0, real
components' binaries, free ports, and a reader of an app's real APIs."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from prodsim import Incident, World, build_world, load_incident

INCIDENT = "checkout-payments-deploy"


@pytest.fixture(scope="session")
def incident() -> Incident:
    return load_incident(INCIDENT)


@pytest.fixture(scope="session")
def world(incident: Incident) -> World:
    return build_world(incident, 0)


def _require_binary(name: str, path: str | None = None) -> str:
    """The path of a real component's binary. Missing: skip, or fail when CI is set (CI
    installs it, so a missing binary there is a broken pipeline, not an optional test)."""
    import os
    import shutil

    found = path if path and os.access(path, os.X_OK) else shutil.which(name)
    if found is None:
        message = f"{name} is not installed (.ci/run installs it)"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    return found


def _free_port() -> int:
    """A free TCP port on the loopback interface."""
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture(scope="session")
def require_binary() -> Callable[..., str]:
    """`require_binary(name, path=None)`: a real component's binary, or skip / fail (CI)."""
    return _require_binary


@pytest.fixture(scope="session")
def free_port() -> Callable[[], int]:
    """`free_port()`: a free loopback port."""
    return _free_port


LEVELS_AT_OR_ABOVE = {"DEBUG": "debug|info|warn|error", "INFO": "info|warn|error",
                      "WARN": "warn|error", "ERROR": "error"}


class Wire:
    """Questions to one prodsim app through its real APIs only (Loki, Prometheus, Kubernetes,
    the change feed, runbooks), answered in the simple shapes the tests compare: what an SRE
    would ask with curl. Every method asserts a 200; `get` is there for the other answers."""

    def __init__(self, client: Any, world: World) -> None:
        self.client = client
        self.world = world

    async def get(self, path: str, **params: Any) -> Any:
        return await self.client.get(path, params={k: v for k, v in params.items()
                                                   if v is not None})

    async def ok(self, path: str, **params: Any) -> Any:
        response = await self.get(path, **params)
        assert response.status_code == 200, (path, params, response.text[:300])
        return response

    def _span(self, start: str | None, end: str | None) -> tuple[int, int]:
        """[start, end] in ms: by default 30 min before the alert up to now, inclusive."""
        from prodsim.timeutil import parse_time

        lo, hi = self.world.default_window()
        return (parse_time(start) if start else lo), (parse_time(end) if end else hi)

    async def logs(self, service: str, *, level: str | None = None,
                   contains: str | None = None, limit: int = 100, start: str | None = None,
                   end: str | None = None) -> list[str]:
        """The newest `limit` lines of `service` at `level` or above whose text contains
        `contains` (any case) in [start, end], in time order (a Loki log query)."""
        import re

        selector = f'service="{service}"'
        if level and level.upper() != "DEBUG":
            selector += f', level=~"{LEVELS_AT_OR_ABOVE[level.upper()]}"'
        query = "{" + selector + "}"
        if contains:
            query += " |~ " + _logql_string("(?i)" + re.escape(contains))
        lo, hi = self._span(start, end)
        body = (await self.ok("/loki/api/v1/query_range", query=query, limit=limit,
                              start=lo * 1_000_000, end=(hi + 1) * 1_000_000)).json()
        entries = [(int(ns), line) for stream in body["data"]["result"]
                   for ns, line, *_ in stream["values"]]
        return [line for _, line in sorted(entries)]

    async def metric(self, service: str, name: str, *, start: str | None = None,
                     end: str | None = None) -> list[tuple[int, float]]:
        """(minute ms, value) per minute from `start` up to the last minute before `end`
        (default now): a Prometheus range query of the shipped template, evaluated at the end
        of each minute."""
        from prodsim.exposition import TEMPLATES

        lo, hi = self._span(start, end)
        query = TEMPLATES[name].replace("{service}", service)
        body = (await self.ok("/prometheus/api/v1/query_range", query=query,
                              start=lo // 1000 + 60, end=hi // 1000, step=60)).json()
        (series,) = body["data"]["result"]
        return [(int(float(t)) * 1000 - 60_000, float(v)) for t, v in series["values"]]

    async def changes(self, service: str | None = None, kind: str | None = None, *,
                      start: str | None = None, end: str | None = None) -> list[dict[str, Any]]:
        """Feed records (oldest first) of `kind` (deploy, config, flag; None: all) in
        [start, end]."""
        from prodsim.timeutil import format_time

        lo, hi = self._span(start, end)
        body = (await self.ok("/changes", service=service, since=format_time(lo),
                              until=format_time(hi))).json()
        return [c for c in body["changes"] if kind is None or c["kind"] == kind]

    async def events(self, service: str | None = None, *, start: str | None = None,
                     end: str | None = None) -> list[dict[str, Any]]:
        """Kubernetes events of the objects of `service` (its Deployment, ReplicaSets, pods;
        None: every object) last seen in [start, end]."""
        from prodsim.timeutil import parse_time

        lo, hi = self._span(start, end)
        body = (await self.ok("/k8s/api/v1/namespaces/shop/events")).json()
        out = []
        for event in body["items"]:
            seen = event["lastTimestamp"] or event["eventTime"]
            if not lo <= parse_time(seen) <= hi:
                continue
            obj = event["involvedObject"]
            if service is None or _owner(obj["kind"], obj["name"]) == service:
                out.append(event)
        return out

    async def runbook(self, service: str) -> str:
        return str((await self.ok(f"/runbooks/{service}.md")).text)


def _owner(kind: str, name: str) -> str:
    """The service an object belongs to: `payments-5c9d7f8b6d-x7k2p` -> `payments`."""
    if kind == "Pod" and name.count("-") >= 2:
        return name.rsplit("-", 2)[0]
    if kind == "ReplicaSet" and "-" in name:
        return name.rsplit("-", 1)[0]
    return name


def _logql_string(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


@pytest.fixture(scope="session")
def wire() -> Callable[[Any, World], Wire]:
    """`wire(client, world)`: a `Wire` over an httpx client of that world's app."""
    return Wire
