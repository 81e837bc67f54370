"""The tool boundary: a tool is an async function plus a JSON schema.

Errors here are values. A tool never raises to the loop: bad arguments, an unknown tool, an
HTTP failure all become a `ToolResult` with ``ok=False`` that the model reads and can act on.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import orjson

from oncall.auth import TokenSource
from oncall.sources.base import Sources


@dataclass(frozen=True, slots=True)
class ToolResult:
    ok: bool
    result: Any = None
    error: str | None = None
    """A short code: invalid_arguments, unknown_tool, http_<status>, unreachable, timeout."""
    message: str | None = None
    retry_after: float | None = None
    """Seconds the server asked us to wait (a 429's Retry-After); never shown to the model."""

    def content(self) -> str:
        """What the model reads, as one JSON object (see docs/contracts.md). The one place a
        typed source result (`oncall.sources.results`) becomes JSON: the log holds exactly
        what the model was shown."""
        if self.ok:
            result = self.result.to_json() if hasattr(self.result, "to_json") else self.result
            return orjson.dumps({"ok": True, "result": result}).decode()
        return orjson.dumps({"ok": False, "error": self.error, "message": self.message}).decode()

    @classmethod
    def failure(cls, error: str, message: str) -> ToolResult:
        return cls(ok=False, error=error, message=message)


@dataclass(frozen=True, slots=True)
class ToolContext:
    """What a tool may touch: the production's sources it reads, and nothing else. Never a
    URL: which system answers is the run file's business (`oncall.sources`)."""

    sources: Sources
    auth: TokenSource | None = None
    """The run's identity, when the production API wants one; tools never see the token."""
    idempotency_key: str | None = None
    """For tools that change something: the same key every time the same call is made."""


Handler = Callable[[ToolContext, Mapping[str, Any]], Awaitable[ToolResult]]


@dataclass(frozen=True, slots=True)
class Param:
    type: str
    """JSON type: string, integer, number, boolean, array (of strings)."""
    description: str
    required: bool = False
    enum: tuple[str, ...] = ()
    case_insensitive: bool = False
    """The tool ignores case here, so the idempotency key does too."""


@dataclass(frozen=True, slots=True)
class Tool:
    name: str
    description: str
    params: Mapping[str, Param]
    handler: Handler
    ends_run: str | None = None
    """The outcome a successful call ends the run with: `resolved` (submit_report, its
    arguments the report) or `escalated` (escalate, its arguments the escalation)."""
    read_only: bool = True
    """Safe to repeat. A tool that changes something writes an `intent` event before each
    call, so a crash between the call and its result is known on resume."""
    on_unknown: str = "ask_human"
    """Not read-only, intent logged but no result: `rerun`, `rerun_with_key` (the call gets
    the same idempotency key as before, for the API to deduplicate) or `ask_human`."""
    role: str | None = None
    """The role the run's identity needs; without it the call is refused before a request."""

    def schema(self) -> dict[str, Any]:
        """The Ollama `tools` entry. Constraints live in descriptions too: Ollama drops
        JSON-Schema keywords it does not know before the model sees them."""
        props: dict[str, Any] = {}
        for name, p in self.params.items():
            prop: dict[str, Any] = {"type": p.type, "description": p.description}
            if p.enum:
                prop["enum"] = list(p.enum)
            if p.type == "array":
                prop["items"] = {"type": "string"}
            props[name] = prop
        return {"type": "function", "function": {
            "name": self.name, "description": self.description,
            "parameters": {"type": "object", "properties": props,
                           "required": [n for n, p in self.params.items() if p.required]}}}


_PY_TYPES: dict[str, tuple[type, ...]] = {
    "string": (str,), "integer": (int,), "number": (int, float), "boolean": (bool,),
    "array": (list,),
}


def check_arguments(tool: Tool, args: Any) -> str | None:
    """Why `args` do not fit the tool's schema, in one sentence naming the field; None if fine."""
    if not isinstance(args, Mapping):
        return f"{tool.name}: arguments must be a JSON object, got {type(args).__name__}"
    unknown = sorted(set(args) - set(tool.params))
    if unknown:
        return (f"{tool.name}: unknown argument {unknown[0]!r}; "
                f"expected: {', '.join(tool.params) or 'none'}")
    for name, p in tool.params.items():
        if name not in args or args[name] is None:
            if p.required:
                return f"{tool.name}: {name!r} is required ({p.type})"
            continue
        value = args[name]
        ok = isinstance(value, _PY_TYPES[p.type]) and not (
            p.type in ("integer", "number") and isinstance(value, bool))
        if not ok:
            return f"{tool.name}: {name!r} must be {p.type}, not {type(value).__name__} {value!r}"
        if p.type == "array" and not all(isinstance(v, str) for v in value):
            return f"{tool.name}: {name!r} must be a list of strings"
        if p.enum and value not in p.enum:
            return f"{tool.name}: {name!r} must be one of {', '.join(p.enum)}, not {value!r}"
    return None


@dataclass(frozen=True, slots=True)
class ToolCall:
    """A tool call as the model made it, arguments parsed or the reason they could not be."""

    index: int
    name: str
    arguments: Mapping[str, Any]
    raw_arguments: Any = None
    problem: str | None = None
    call_id: str | None = None
    recovered: str | None = None
    """How the arguments were read when they came in an odd shape: `string_arguments` (JSON
    text where an object was due) or `double_encoded` (JSON text of JSON text)."""

    @classmethod
    def parse(cls, index: int, raw: Any) -> ToolCall:
        """Accept what models really send: arguments as an object, as JSON text, or as JSON
        text of JSON text (the one reading of it; `recovered` says which it was)."""
        function = raw.get("function") if isinstance(raw, Mapping) else None
        if not isinstance(function, Mapping):
            return cls(index, "", {}, raw, "the tool call has no 'function' object")
        name = function.get("name")
        call_id = raw.get("id") if isinstance(raw.get("id"), str) else None
        if not isinstance(name, str) or not name:
            return cls(index, "", {}, raw, "the tool call has no function name", call_id)
        args = function.get("arguments", {})
        recovered = None
        for depth in range(2):
            if not isinstance(args, str):
                break
            try:
                args = orjson.loads(args) if args.strip() else {}
            except orjson.JSONDecodeError:
                return cls(index, name, {}, function.get("arguments"),
                           f"{name}: arguments are not valid JSON: {args[:120]!r}", call_id)
            recovered = "double_encoded" if depth else "string_arguments"
        if not isinstance(args, Mapping):
            return cls(index, name, {}, function.get("arguments"),
                       f"{name}: arguments must be a JSON object, got {type(args).__name__}",
                       call_id)
        raw_args = function.get("arguments") if recovered == "double_encoded" else None
        return cls(index, name, dict(args), raw_args, None, call_id, recovered)


@dataclass(frozen=True, slots=True)
class Toolset:
    tools: Sequence[Tool] = field(default_factory=tuple)
    _schemas: list[dict[str, Any]] = field(init=False, repr=False, compare=False)
    _by_name: dict[str, Tool] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_schemas", [t.schema() for t in self.tools])
        by_name: dict[str, Tool] = {}
        for tool in self.tools:
            by_name.setdefault(tool.name, tool)  # the first of a name wins, as in a scan
        object.__setattr__(self, "_by_name", by_name)

    def get(self, name: str) -> Tool | None:
        return self._by_name.get(name)

    def schemas(self) -> list[dict[str, Any]]:
        """Built once per toolset: they go out unchanged with every model call."""
        return self._schemas

    async def call(self, ctx: ToolContext, call: ToolCall) -> ToolResult:
        """Run one call; every failure comes back as a value."""
        if call.problem:
            return ToolResult.failure("invalid_arguments", call.problem)
        tool = self.get(call.name)
        if tool is None:
            return ToolResult.failure("unknown_tool", f"no tool {call.name!r}; tools: "
                                      f"{', '.join(t.name for t in self.tools)}")
        problem = check_arguments(tool, call.arguments)
        if problem:
            return ToolResult.failure("invalid_arguments", problem)
        if ctx.auth is not None and tool.role and tool.role not in await ctx.auth.roles():
            return ToolResult.failure("forbidden", f"{tool.name} needs the role {tool.role}, "
                                      "which this run's identity does not have: not permitted")
        return await tool.handler(ctx, call.arguments)
