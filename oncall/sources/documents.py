"""Runbooks and topology: documents a team already keeps, read as they are.

Runbooks are markdown, one per service, in a directory (`SERVICE.md`) or at a URL template
(`https://wiki/runbooks/{service}.md`); the title is the first `# ` heading. The topology is
a mapping service -> the services it calls, inline in the run file or in a YAML file.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import quote, urlsplit

from oncall.sources.base import Check
from oncall.sources.client import SourceClient, http_error
from oncall.sources.results import Runbook, SourceError, Topology

_SERVICE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]*$")


def _runbook(service: str, markdown: str) -> Runbook:
    title = next((line[2:].strip() for line in markdown.splitlines()
                  if line.startswith("# ")), service)
    return Runbook(service, title, markdown)


def _bad_service(service: str) -> SourceError | None:
    if not _SERVICE.match(service):
        return SourceError("invalid_arguments", f"service: not a service name: {service!r}")
    return None


@dataclass
class RunbookDir:
    directory: Path
    kind: str = "runbooks"

    async def runbook(self, service: str) -> Runbook | SourceError:
        bad = _bad_service(service)
        if bad:
            return bad
        path = self.directory / f"{service}.md"
        try:
            return _runbook(service, path.read_text())
        except FileNotFoundError:
            return SourceError("http_404", f"runbook: no runbook for service {service!r}")
        except OSError as exc:
            return SourceError("unreachable", f"{path}: cannot read ({exc.strerror})")

    async def check(self) -> Check:
        if not self.directory.is_dir():
            return Check(self.kind, str(self.directory), False, error="not a directory")
        names = sorted(p.stem for p in self.directory.glob("*.md"))
        return Check(self.kind, str(self.directory), True, "",
                     f"{len(names)} runbooks: {', '.join(names[:5])}")


@dataclass
class RunbookUrl:
    """`template` is the URL with `{service}`; the client's base is its scheme and host."""

    client: SourceClient
    template: str
    sample_service: str | None = None
    kind: str = "runbooks"

    def path(self, service: str) -> str:
        parts = urlsplit(self.template.replace("{service}", quote(service, safe="")))
        return parts.path + (f"?{parts.query}" if parts.query else "")

    async def runbook(self, service: str) -> Runbook | SourceError:
        bad = _bad_service(service)
        if bad:
            return bad
        reply = await self.client.get(self.path(service))
        if isinstance(reply, SourceError):
            return reply
        if reply.status_code != 200:
            return http_error(reply, self.client.name,
                              f"no runbook for service {service!r}" if reply.status_code == 404
                              else reply.text)
        return _runbook(service, reply.text)

    async def check(self) -> Check:
        service = self.sample_service or "checkout"
        found = await self.runbook(service)
        url = self.template
        if isinstance(found, SourceError):
            ok = found.code == "http_404"  # the server answered: a missing page is not dead
            return Check(self.kind, url, ok, "", f"no runbook for {service}" if ok else "",
                         "" if ok else f"{found.code}: {found.message}")
        return Check(self.kind, url, True, "", f"{service}: '{found.title}'")


@dataclass
class StaticTopology:
    services: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    where: str = "run file"
    kind: str = "topology"

    async def topology(self) -> Topology | SourceError:
        return Topology(self.services)

    async def check(self) -> Check:
        edges = sum(len(v) for v in self.services.values())
        return Check(self.kind, self.where, True, "",
                     f"{len(self.services)} services, {edges} dependencies")
