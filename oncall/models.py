"""Model specs: which server a model name points at, and which protocol it speaks.

``ollama:NAME`` talks to a real Ollama at ``OLLAMA_HOST`` (default http://127.0.0.1:11434);
``openai:NAME`` to an OpenAI-compatible server (vLLM, llama.cpp, LM Studio, Ollama's `/v1`, a
hosted API) at the run file's ``base_url`` or ``OPENAI_BASE_URL``, with the key from the
environment variable ``api_key_env`` names (default ``OPENAI_API_KEY``);
``scripted:POLICY[?delay=SECONDS][&fault=MODES][&protocol=openai]`` runs the scripted server
in-process (no network), with the policy as the model, over either protocol. One client per
server, shared by every run in the process.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Protocol
from urllib.parse import parse_qs

import httpx
import orjson

from oncall.errors import ConfigError
from oncall.ollama import ChatReply, ModelInfo, OllamaClient
from oncall.openai_chat import OpenAIClient

if TYPE_CHECKING:
    from prodsim.scripted.chat import Policy


PROTOCOLS = ("ollama", "openai")
RESPONSE_FORMATS = ("json_schema", "json_object")
DEFAULT_OPENAI_BASE_URL = "http://127.0.0.1:8080/v1"
"""llama.cpp's `llama-server` default; vLLM listens on :8000, LM Studio on :1234."""


class ChatClient(Protocol):
    """The seam every model server sits behind, whatever its protocol."""

    base_url: str

    def encode(self, model: str, messages: Sequence[Mapping[str, Any]], *,
               tools: Sequence[Mapping[str, Any]] | orjson.Fragment,
               options: Mapping[str, Any], format: str | Mapping[str, Any] | None,
               think: bool | str | None, top_logprobs: int | None = None,
               encoded: bytes | None = None) -> bytes: ...

    async def post_chat(self, model: str, body: bytes) -> ChatReply: ...

    async def show(self, model: str) -> ModelInfo: ...

    async def aclose(self) -> None: ...


@dataclass(frozen=True, slots=True)
class ModelSpec:
    kind: str
    """"ollama", "openai" or "scripted"."""
    name: str
    """The model name sent on the wire."""
    delay: float = 0.0
    """Scripted only: seconds the fake server waits before answering."""
    faults: str = ""
    """Scripted only: fault modes on schedules (`crash-once,slow=0.5`), see
    `prodsim.scripted.faults`."""
    protocol: str = "ollama"
    """The wire protocol: "ollama" (`/api/chat`) or "openai" (`/v1/chat/completions`)."""
    base_url: str | None = None
    """openai only: the server's base URL (ending in `/v1`); None = OPENAI_BASE_URL."""
    api_key_env: str | None = None
    """openai only: the environment variable holding the API key; None = OPENAI_API_KEY."""
    response_format: str = "json_schema"
    """openai only: how structured output is asked for: `json_schema` (OpenAI, vLLM,
    llama.cpp) or `json_object` with the schema beside it (llama-cpp-python's server, which
    refuses `json_schema`)."""

    connect_timeout_s: float = 5.0
    read_timeout_s: float = 600.0
    """Timeouts of the client for this server (the run file's model settings)."""

    @property
    def server_key(self) -> str:
        timeouts = f"{self.connect_timeout_s:g}/{self.read_timeout_s:g}"
        if self.kind == "openai":
            return (f"openai {openai_base_url(self.base_url)} {self.api_key_env} "
                    f"{self.response_format} {timeouts}")
        if self.kind != "scripted":
            return f"ollama {timeouts}"
        return f"scripted?delay={self.delay}&fault={self.faults}&protocol={self.protocol}"


@lru_cache(maxsize=256)
def parse_spec(spec: str) -> ModelSpec:
    """Parse a model spec, naming what is wrong with it."""
    kind, sep, rest = spec.partition(":")
    if not sep or not rest:
        raise ConfigError(f"model spec {spec!r}: expected ollama:NAME or scripted:POLICY, or "
                          "openai:NAME for an OpenAI-compatible server (e.g. ollama:qwen3:8b, "
                          "scripted:investigator, openai:qwen3)")
    if kind == "ollama":
        return ModelSpec("ollama", rest)
    if kind == "openai":
        name, _, query = rest.partition("?")
        params = parse_qs(query, keep_blank_values=True) if query else {}
        unknown = sorted(set(params) - {"response_format"})
        if unknown:
            raise ConfigError(f"model spec {spec!r}: unknown parameter {unknown[0]!r} "
                              "(known: response_format)")
        response_format = params.get("response_format", ["json_schema"])[-1]
        if response_format not in RESPONSE_FORMATS:
            raise ConfigError(f"model spec {spec!r}: response_format must be one of "
                              f"{', '.join(RESPONSE_FORMATS)}, not {response_format!r}")
        if not name:
            raise ConfigError(f"model spec {spec!r}: expected openai:NAME")
        return ModelSpec("openai", name, protocol="openai", response_format=response_format)
    if kind == "scripted":
        name, _, query = rest.partition("?")
        params = parse_qs(query, keep_blank_values=True) if query else {}
        unknown = sorted(set(params) - {"delay", "fault", "protocol"})
        if unknown:
            raise ConfigError(f"model spec {spec!r}: unknown parameter {unknown[0]!r} "
                              "(known: delay, fault, protocol)")
        protocol = params.get("protocol", ["ollama"])[-1]
        if protocol not in PROTOCOLS:
            raise ConfigError(f"model spec {spec!r}: protocol must be one of "
                              f"{', '.join(PROTOCOLS)}, not {protocol!r}")
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
            if not 0 <= delay <= 3600:  # also refuses nan and inf, which would hang the run
                raise ConfigError(f"model spec {spec!r}: delay must be from 0 to 3600 s, "
                                  f"not {params['delay'][-1]!r}")
        return ModelSpec("scripted", name, delay, faults, protocol)
    raise ConfigError(f"model spec {spec!r}: unknown kind {kind!r}; expected ollama:NAME or "
                      "scripted:POLICY, or openai:NAME")


class ModelServers:
    """Owns one client per model server for the life of a process.

    `policies` adds scripted policies to the built-in ones (tests bring their own models).
    """

    def __init__(self, policies: Mapping[str, Policy] | None = None) -> None:
        self._clients: dict[str, ChatClient] = {}
        self._extra = dict(policies or {})
        self._policies: dict[str, Policy] | None = None

    def policies(self) -> dict[str, Policy]:
        if self._policies is None:
            from prodsim.scripted.policies import default_policies

            self._policies = {**default_policies(), **self._extra}
        return self._policies

    def check(self, spec: str, base_url: str | None = None, api_key_env: str | None = None,
              timeouts: tuple[float, float] | None = None) -> ModelSpec:
        """Parse a spec and, for a scripted one, check that the policy exists. `base_url` and
        `api_key_env` (a run file's model settings) apply to `openai:` specs, `timeouts`
        (connect, read seconds) to real servers."""
        parsed = parse_spec(spec)
        if parsed.kind == "openai" and (base_url or api_key_env):
            parsed = replace(parsed, base_url=base_url, api_key_env=api_key_env)
        if timeouts is not None and parsed.kind != "scripted":
            parsed = replace(parsed, connect_timeout_s=timeouts[0], read_timeout_s=timeouts[1])
        if parsed.kind == "scripted":
            known = self.policies()
            if parsed.name.split(":")[0] not in known:
                raise ConfigError(f"model spec {spec!r}: no scripted policy {parsed.name!r} "
                                  f"(policies: {', '.join(sorted(known))})")
        return parsed

    def client(self, spec: ModelSpec) -> ChatClient:
        key = spec.server_key
        if key not in self._clients:
            client: ChatClient
            if spec.kind == "scripted":
                from prodsim.scripted.server import create_app

                app = create_app(delay=spec.delay, policies=self.policies(),
                                 faults=spec.faults or None)
                transport = httpx.ASGITransport(app=app)
                client = (OpenAIClient("http://scripted-ollama/v1", transport=transport)
                          if spec.protocol == "openai"
                          else OllamaClient("http://scripted-ollama", transport=transport))
            elif spec.kind == "openai":
                client = OpenAIClient(openai_base_url(spec.base_url),
                                      api_key=openai_api_key(spec.api_key_env),
                                      response_format=spec.response_format,
                                      connect_timeout=spec.connect_timeout_s,
                                      read_timeout=spec.read_timeout_s)
            else:
                client = OllamaClient(ollama_host(), connect_timeout=spec.connect_timeout_s,
                                      read_timeout=spec.read_timeout_s)
            self._clients[key] = client
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


def openai_base_url(configured: str | None) -> str:
    """The run file's `base_url`, else OPENAI_BASE_URL, else llama.cpp's default address."""
    url = (configured or os.environ.get("OPENAI_BASE_URL", "").strip()
           or DEFAULT_OPENAI_BASE_URL)
    return url.rstrip("/")


def openai_api_key(env: str | None) -> str | None:
    """The key from the environment variable named in the run file (default OPENAI_API_KEY);
    None sends no Authorization header, as local servers expect."""
    return os.environ.get(env or "OPENAI_API_KEY") or None


def preload_scripted() -> None:
    """Import the scripted model server now rather than inside a run (see `workers`)."""
    import prodsim.scripted.server  # noqa: F401
