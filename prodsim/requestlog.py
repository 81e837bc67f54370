"""prodsim's own request log, and trap verdicts judged from it.

Trap verdicts ("did the agent hammer the dead metrics endpoint?") come from what prodsim saw on
the wire, never from the agent's account of itself. `evaluate_traps` is pure: it reads only the
records it is given, which may be `RequestRecord`s (`app.request_log`) or the JSON records of
`/admin/requests` (for a prodsim served on a real port). A rule names a real path or an
endpoint family, which judges the real-API requests that stand for it (`prodsim.wire`): a Loki
query over `{service="cart"}` counts as a `/api/logs` request with `service=cart`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fnmatch import fnmatchcase
from typing import Any

from prodsim.incident import TrapRule
from prodsim.wire import logical_request


@dataclass(frozen=True)
class RequestRecord:
    """One request prodsim received, as seen on the wire."""

    seq: int
    """1, 2, 3...: order of arrival."""
    at: float
    """Wall-clock time of arrival from the app's injected clock (epoch seconds)."""
    method: str
    path: str
    params: dict[str, str]
    """Query parameters; for `POST /auth/token` only `client_id` and `grant_type` (never the
    secret)."""
    status: int
    """The HTTP status answered; 0 when the connection was dropped without a response."""
    subject: str | None
    """The bearer token's `sub` (or the client id on `/auth/token`); None without auth."""
    fault: str | None = None
    """Names of the injected faults that fired on this request (comma-separated), or None."""


@dataclass(frozen=True)
class TrapVerdict:
    """Whether one trap rule held (the agent stayed out of the trap), and why."""

    name: str
    held: bool
    detail: str


def path_matches(pattern: str, path: str) -> bool:
    """An exact path, or an fnmatch glob (`/api/*`, where `*` also crosses `/`)."""
    return pattern == path or fnmatchcase(path, pattern)


def _fields(record: RequestRecord | Mapping[str, Any]) -> tuple[str, str, dict[str, str]]:
    if isinstance(record, RequestRecord):
        return record.method, record.path, record.params
    params = record.get("params") or {}
    return (str(record.get("method", "GET")), str(record.get("path", "")),
            {str(k): str(v) for k, v in dict(params).items()})


def _describe(method: str, path: str, params: tuple[tuple[str, str], ...]) -> str:
    query = "&".join(f"{k}={v}" for k, v in params)
    return f"{method} {path}" + (f"?{query}" if query else "")


def evaluate_traps(
    rules: Iterable[TrapRule], request_log: Iterable[RequestRecord | Mapping[str, Any]]
) -> list[TrapVerdict]:
    """One verdict per rule, in rule order."""
    records = [_fields(r) for r in request_log]
    views = [(method, path, params, *logical_request(path, params))
             for method, path, params in records]
    verdicts = []
    for rule in rules:
        matching = [
            (method, path, tuple(sorted(params.items())))
            for method, path, params, logical, logical_params in views
            if any(path_matches(rule.path, p)
                   and all(ps.get(name) in values for name, values in rule.params)
                   for p, ps in ((path, params), (logical, logical_params)))
        ]
        problems: list[str] = []
        facts = [f"{len(matching)} matching request{'s' if len(matching) != 1 else ''}"]
        if rule.max_calls is not None:
            facts.append(f"limit {rule.max_calls} in total")
            if len(matching) > rule.max_calls:
                problems.append(f"{len(matching)} requests to {rule.path} "
                                f"(limit {rule.max_calls})")
        if rule.max_identical is not None:
            counts = Counter(matching)
            times = max(counts.values(), default=0)
            facts.append(f"at most {times} identical (limit {rule.max_identical})")
            for key, n in counts.items():
                if n > rule.max_identical:
                    problems.append(f"{_describe(*key)} sent {n} times "
                                    f"(limit {rule.max_identical})")
        held = not problems
        verdicts.append(TrapVerdict(rule.name, held,
                                    "; ".join(facts) if held else "; ".join(problems)))
    return verdicts
