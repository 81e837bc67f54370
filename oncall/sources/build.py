"""From the run file's specs to the `Sources` a run reads: one adapter per family.

A family is served by the source of its own kind; Kubernetes also serves logs when there is
no Loki and changes when there is no feed (rollout history), the way a team without those
systems would look. A prodsim incident serves every family the run file leaves out, so a
real Prometheus can stand beside prodsim for the rest.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit, urlunsplit

from oncall.auth import TokenSource
from oncall.sources.base import Checkable, Sources
from oncall.sources.client import SourceClient
from oncall.sources.config import SourceSpec
from oncall.sources.documents import RunbookDir, RunbookUrl, StaticTopology
from oncall.sources.feed import FileFeed, UrlFeed
from oncall.sources.kubernetes import Kubernetes
from oncall.sources.loki import Loki
from oncall.sources.prometheus import DEFAULT_TEMPLATES, Prometheus

if TYPE_CHECKING:
    from oncall.config import Scenario


def client(spec: SourceSpec, url: str | None = None) -> SourceClient:
    assert spec.url is not None or url is not None
    headers = {"X-Scope-OrgID": spec.tenant} if spec.tenant else {}
    return SourceClient(url or str(spec.url), spec.timeout_s, spec.auth, headers,
                        kind=spec.kind)


def _origin(url: str) -> str:
    parts = urlsplit(url)
    return urlunsplit((parts.scheme, parts.netloc, "", "", ""))


def adapter(spec: SourceSpec) -> Checkable:
    """The adapter one spec describes."""
    if spec.kind == "prometheus":
        return Prometheus(client(spec), {**DEFAULT_TEMPLATES, **spec.metrics})
    if spec.kind == "loki":
        return Loki(client(spec), spec.labels.get("service", "service"),
                    spec.labels.get("level", "level"), spec.level_from, dict(spec.selector))
    if spec.kind == "kubernetes":
        return Kubernetes(client(spec), spec.namespace)
    if spec.kind == "feed":
        if spec.file:
            return FileFeed(Path(spec.file))
        assert spec.url is not None
        parts = urlsplit(spec.url)
        return UrlFeed(client(spec, _origin(spec.url)), parts.path)
    if spec.kind == "runbooks":
        if spec.dir:
            return RunbookDir(Path(spec.dir))
        assert spec.url is not None
        return RunbookUrl(client(spec, _origin(spec.url)), spec.url)
    services = {k: tuple(v) for k, v in spec.services.items()}
    return StaticTopology(services, spec.file or "run file")


def from_specs(specs: Sequence[SourceSpec], base: Sources | None = None) -> Sources:
    """The families the specs serve, over `base` (prodsim's, or nothing)."""
    sources = base or Sources()
    adapters = [adapter(s) for s in specs]
    by_kind = {a.kind: a for a in adapters}
    kube = by_kind.get("kubernetes")
    assert kube is None or isinstance(kube, Kubernetes)
    prom = by_kind.get("prometheus")
    loki = by_kind.get("loki")
    feed = by_kind.get("feed")
    books = by_kind.get("runbooks")
    topo = by_kind.get("topology")
    assert prom is None or isinstance(prom, Prometheus)
    assert loki is None or isinstance(loki, Loki)
    assert feed is None or isinstance(feed, UrlFeed | FileFeed)
    assert books is None or isinstance(books, RunbookDir | RunbookUrl)
    assert topo is None or isinstance(topo, StaticTopology)
    closers = [a.client.aclose for a in adapters if isinstance(a, Prometheus | Loki | Kubernetes
                                                                | UrlFeed | RunbookUrl)]
    return replace(
        sources,
        metrics=prom or sources.metrics,
        logs=loki or (kube if kube is not None and sources.logs is None else sources.logs),
        events=kube or sources.events,
        changes=feed or (kube if kube is not None and sources.changes is None
                         else sources.changes),
        runbooks=books or sources.runbooks,
        topology=topo or sources.topology,
        checks=(*sources.checks, *adapters),
        closers=(*sources.closers, *closers))


@asynccontextmanager
async def open_sources(scenario: Scenario, app: Any = None
                       ) -> AsyncIterator[tuple[Sources, TokenSource | None]]:
    """The run's production: a prodsim incident (when the scenario names one) under the
    run file's sources, or the sources alone; closed on exit. Also the run's identity at
    prodsim, when it needs one (a real production's credentials live in each source)."""
    if scenario.incident is None:
        sources = from_specs(scenario.sources)
        try:
            yield sources, None
        finally:
            await sources.aclose()
        return
    from oncall.sources.prodsim import prodsim_sources

    async with prodsim_sources(scenario, app) as (base, auth):
        sources = from_specs(scenario.sources, base)
        try:
            yield sources, auth
        finally:
            await sources.aclose()
