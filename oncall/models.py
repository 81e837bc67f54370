"""Model specs: which server a model name points at.

``ollama:NAME`` talks to a real Ollama at ``OLLAMA_HOST`` (default http://127.0.0.1:11434);
``scripted:POLICY[?delay=SECONDS]`` runs the scripted Ollama server in-process (no network),
with the policy as the model. One client per server, shared by every run in the process.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING
from urllib.parse import parse_qs

import httpx

from oncall.errors import ConfigError
from oncall.ollama import OllamaClient

if TYPE_CHECKING:
    from prodsim.scripted.chat import Policy


@dataclass(frozen=True, slots=True)
class ModelSpec:
    kind: str
    """"ollama" or "scripted"."""
    name: str
    """The model name sent on the wire."""
    delay: float = 0.0
    """Scripted only: seconds the fake server waits before answering."""
    faults: str = ""
    """Scripted only: fault modes on schedules (`crash-once,slow=0.5`), see
    `prodsim.scripted.faults`."""

    @property
    def server_key(self) -> str:
        if self.kind != "scripted":
            return "ollama"
        return f"scripted?delay={self.delay}&fault={self.faults}"


@lru_cache(maxsize=256)
def parse_spec(spec: str) -> ModelSpec:
    """Parse a model spec, naming what is wrong with it."""
    kind, sep, rest = spec.partition(":")
    if not sep or not rest:
        raise ConfigError(f"model spec {spec!r}: expected ollama:NAME or scripted:POLICY "
                          "(e.g. ollama:qwen3:8b, scripted:investigator)")
    if kind == "ollama":
        return ModelSpec("ollama", rest)
    if kind == "scripted":
        name, _, query = rest.partition("?")
        params = parse_qs(query, keep_blank_values=True) if query else {}
        unknown = sorted(set(params) - {"delay", "fault"})
        if unknown:
            raise ConfigError(f"model spec {spec!r}: unknown parameter {unknown[0]!r} "
                              "(known: delay, fault)")
        faults = ",".join(params.get("fault", []))
        if faults:
            from prodsim.scripted.faults import FaultSpecError, parse_faults

            try:
                parse_faults(faults)
            except FaultSpecError as exc:
                raise ConfigError(f"model spec {spec!r}: {exc}") from None
        delay = 0.0
        if "delay" in params:
            try:
                delay = float(params["delay"][-1])
            except ValueError:
                raise ConfigError(f"model spec {spec!r}: delay must be a number of seconds, "
                                  f"not {params['delay'][-1]!r}") from None
            if delay < 0:
                raise ConfigError(f"model spec {spec!r}: delay must be >= 0")
        return ModelSpec("scripted", name, delay, faults)
    raise ConfigError(f"model spec {spec!r}: unknown kind {kind!r}; expected ollama:NAME or "
                      "scripted:POLICY")


class ModelServers:
    """Owns one client per model server for the life of a process.

    `policies` adds scripted policies to the built-in ones (tests bring their own models).
    """

    def __init__(self, policies: Mapping[str, Policy] | None = None) -> None:
        self._clients: dict[str, OllamaClient] = {}
        self._extra = dict(policies or {})
        self._policies: dict[str, Policy] | None = None

    def policies(self) -> dict[str, Policy]:
        if self._policies is None:
            from prodsim.scripted.policies import default_policies

            self._policies = {**default_policies(), **self._extra}
        return self._policies

    def check(self, spec: str) -> ModelSpec:
        """Parse a spec and, for a scripted one, check that the policy exists."""
        parsed = parse_spec(spec)
        if parsed.kind == "scripted":
            known = self.policies()
            if parsed.name.split(":")[0] not in known:
                raise ConfigError(f"model spec {spec!r}: no scripted policy {parsed.name!r} "
                                  f"(policies: {', '.join(sorted(known))})")
        return parsed

    def client(self, spec: ModelSpec) -> OllamaClient:
        key = spec.server_key
        if key not in self._clients:
            if spec.kind == "scripted":
                from prodsim.scripted.server import create_app

                app = create_app(delay=spec.delay, policies=self.policies(),
                                 faults=spec.faults or None)
                transport = httpx.ASGITransport(app=app)
                self._clients[key] = OllamaClient("http://scripted-ollama", transport=transport)
            else:
                self._clients[key] = OllamaClient(ollama_host())
        return self._clients[key]

    async def aclose(self) -> None:
        for client in self._clients.values():
            await client.aclose()
        self._clients.clear()


def ollama_host() -> str:
    """OLLAMA_HOST as Ollama itself reads it: bare host[:port] or a URL."""
    host = os.environ.get("OLLAMA_HOST", "").strip() or "127.0.0.1:11434"
    if "://" not in host:
        host = f"http://{host}"
    if host.count(":") == 1:
        host += ":11434"
    return host.rstrip("/")
