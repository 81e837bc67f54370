"""A prodsim incident as the run's production: the one module of the runtime that imports
prodsim.

The incident's app runs in-process behind `httpx.ASGITransport` (or at a URL, for a running
`python -m prodsim serve`), and is read through the same adapters as a real production:
Prometheus at `/prometheus`, Loki at the root, Kubernetes at `/k8s`, the change feed at
`/changes`, runbooks at `/runbooks/SERVICE.md`. What a real production keeps outside those
APIs — the firing alert, the service graph, the simulated clock — comes from the incident.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

import httpx

from oncall.auth import Identity, TokenSource
from oncall.errors import ConfigError
from oncall.http import Http
from oncall.sources.base import Sources
from oncall.sources.client import SourceClient
from oncall.sources.documents import RunbookUrl, StaticTopology
from oncall.sources.feed import UrlFeed
from oncall.sources.kubernetes import Kubernetes
from oncall.sources.loki import Loki
from oncall.sources.prometheus import Prometheus

if TYPE_CHECKING:
    from oncall.config import Scenario

INPROCESS = "http://prodsim"
NAMESPACE = "shop"


def preload() -> None:
    """Import prodsim now rather than inside a run (a worker does this before its first
    claim: a lazy import would hold the event loop while claimed runs wait)."""
    import prodsim  # noqa: F401


def check_incident(scenario: Scenario) -> None:
    """The incident exists and the scenario's fault overrides are valid, before any run."""
    import prodsim

    try:
        prodsim.create_app(str(scenario.incident), seed=scenario.seed,
                           faults=scenario.prodsim_faults or None, auth=scenario.prodsim_auth)
    except ValueError as exc:  # prodsim's IncidentError names the field
        raise ConfigError(f"scenario {scenario.name!r}: {exc}") from exc


def _world(scenario: Scenario, app: Any) -> Any:
    import prodsim

    if app is not None:
        return app.world
    return prodsim.build_world(prodsim.load_incident(str(scenario.incident)), scenario.seed)


@asynccontextmanager
async def prodsim_sources(scenario: Scenario, app: Any = None
                          ) -> AsyncIterator[tuple[Sources, TokenSource | None]]:
    """The incident's production, in-process (the app given, or one built from the
    scenario), or at `prodsim.url`; and the run's identity at it, when the scenario has one."""
    import prodsim
    from prodsim import views

    url = scenario.prodsim_url
    transport: httpx.AsyncBaseTransport | None = None
    if url is None:
        if app is None:
            app = prodsim.create_app(str(scenario.incident), seed=scenario.seed,
                                     faults=scenario.prodsim_faults or None,
                                     auth=scenario.prodsim_auth)
        transport = httpx.ASGITransport(app=app)
    world = _world(scenario, app)
    base = (url or INPROCESS).rstrip("/")
    token_http = Http(base, transport)
    auth = TokenSource(token_http, Identity(**scenario.identity)) if scenario.identity else None

    def client(prefix: str = "") -> SourceClient:
        return SourceClient(base + prefix, 30.0, transport=transport,
                            token=auth.token if auth else None,
                            invalidate=auth.invalidate if auth else None)

    now_ms = int(world.now_ms)
    topology = {s.name: tuple(s.depends_on) for s in world.services}
    sources = Sources(
        logs=Loki(client(), selector={"namespace": NAMESPACE}),
        metrics=Prometheus(client("/prometheus")),
        events=Kubernetes(client("/k8s"), NAMESPACE),
        changes=UrlFeed(client(), "/changes"),
        runbooks=RunbookUrl(client(), f"{base}/runbooks/{{service}}.md"),
        topology=StaticTopology(topology, "prodsim"),
        alert=views.alert_json(world),
        now=lambda: datetime.fromtimestamp(now_ms / 1000, UTC))
    clients = [a.client for a in (sources.logs, sources.metrics, sources.events,
                                  sources.changes, sources.runbooks)
               if isinstance(a, Loki | Prometheus | Kubernetes | UrlFeed | RunbookUrl)]
    try:
        yield sources, auth
    finally:
        for c in clients:
            await c.aclose()
        await token_http.aclose()
