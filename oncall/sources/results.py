"""The typed results sources answer with, and the one JSON shape each takes for the model.

Every source kind (Prometheus, Loki, Kubernetes, a change feed, prodsim) answers in these types,
so the fold, compaction's digest, the judge's digest and the handoff read one shape whatever
production is behind them. `to_json` is where a result becomes what is logged and shown; each
shape carries a `type` so that the readers decode it by declaration (`parse`), never by
guessing from keys. The inner keys (`lines`, `points`, `deploys`, `changes`, `events`) are
those of docs/contracts.md, which models already read.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import orjson

from oncall.fold import ERROR_LEVELS, level_of

JSON = dict[str, Any]
_STAMPED = re.compile(r"^\d{4}-\d\d-\d\d[T ]\d\d:\d\d")


@dataclass(frozen=True, slots=True)
class SourceError:
    """A source that could not answer, as a value: the tool boundary shows it to the model."""

    code: str
    """http_<status>, unreachable, timeout, bad_response, bad_query, not_configured."""
    message: str
    retry_after: float | None = None


@dataclass(frozen=True, slots=True)
class LogLine:
    time: str
    """RFC 3339, UTC."""
    text: str
    """The line as the source stored it."""
    level: str | None = None
    """From a label or a parsed field, when the source knows it; else read from the text."""

    def rendered(self) -> str:
        """The line as the model reads it: with its time (and level) when the text lacks them."""
        if _STAMPED.match(self.text):
            return self.text
        level = f" {self.level.upper()}" if self.level else ""
        return f"{self.time}{level} {self.text}"

    def canonical_level(self) -> str:
        if self.level:
            return level_of(self.level.upper()) if self.level.upper() != "ERR" else "ERROR"
        return level_of(self.text)


@dataclass(frozen=True, slots=True)
class LogLines:
    """A service's log lines over a window, oldest first."""

    service: str
    start: str
    end: str
    lines: tuple[LogLine, ...]
    total: int
    """Lines that matched; more than `len(lines)` when the source's limit cut the answer."""
    truncated: bool = False
    type = "logs"

    def error_lines(self) -> list[str]:
        return [ln.rendered() for ln in self.lines if ln.canonical_level() in ERROR_LEVELS]

    def to_json(self) -> JSON:
        return {"type": self.type, "service": self.service, "start": self.start,
                "end": self.end, "total": self.total, "returned": len(self.lines),
                "truncated": self.truncated, "lines": [ln.rendered() for ln in self.lines]}


@dataclass(frozen=True, slots=True)
class ErrorTemplate:
    count: int
    exemplar: str


@dataclass(frozen=True, slots=True)
class FoldedLogs:
    """`LogLines` after the fold: one exemplar per template, the error templates counted."""

    service: str
    start: str
    end: str
    total: int
    returned: int
    truncated: bool
    folded: str
    templates: int
    errors: tuple[ErrorTemplate, ...] = ()
    """Every error-level template with its count (the fold never drops one); not shown
    twice: read back from the folded text (`folded_errors`)."""
    type = "folded_logs"

    def to_json(self) -> JSON:
        return {"type": self.type, "service": self.service, "start": self.start,
                "end": self.end, "total": self.total, "returned": self.returned,
                "truncated": self.truncated, "folded": self.folded,
                "templates": self.templates}


@dataclass(frozen=True, slots=True)
class Series:
    """One metric of one service: (time, value) points, oldest first."""

    service: str
    metric: str
    unit: str
    points: tuple[tuple[str, float | None], ...]
    query: str | None = None
    """The PromQL that computed it, when a Prometheus answered."""
    type = "series"

    def to_json(self) -> JSON:
        out: JSON = {"type": self.type, "service": self.service, "metric": self.metric,
                     "unit": self.unit, "points": [[t, v] for t, v in self.points]}
        if self.query:
            out["query"] = self.query
        return out


@dataclass(frozen=True, slots=True)
class Event:
    """A Kubernetes event (or any event stream's entry) with its last-seen time."""

    time: str
    service: str
    object: str
    type: str
    reason: str
    message: str
    count: int = 1

    def to_json(self) -> JSON:
        return {"at": self.time, "service": self.service, "object": self.object,
                "type": self.type, "reason": self.reason, "message": self.message,
                "count": self.count}


@dataclass(frozen=True, slots=True)
class Events:
    events: tuple[Event, ...]
    type = "events"

    def to_json(self) -> JSON:
        return {"type": self.type, "events": [e.to_json() for e in self.events]}


@dataclass(frozen=True, slots=True)
class Change:
    """A deploy, config change or flag change: what changed, where, when, from what to what."""

    id: str
    kind: str
    """deploy, config or flag."""
    service: str
    time: str
    summary: str = ""
    author: str = ""
    from_version: str | None = None
    to_version: str | None = None
    target: str | None = None
    """The config key or flag changed, when the source names it."""

    def line(self) -> str:
        versions = f" {self.from_version} -> {self.to_version}" \
            if self.from_version or self.to_version else ""
        return f"{self.id} {self.kind} {self.service} at {self.time}:{versions} " \
               f"{self.summary}".rstrip()

    def to_json(self) -> JSON:
        out: JSON = {"id": self.id, "kind": self.kind, "service": self.service,
                     "at": self.time}
        if self.kind == "deploy":
            out["version"], out["previous_version"] = self.to_version, self.from_version
        else:
            if self.target is not None:
                out["key" if self.kind == "config" else "flag"] = self.target
            out["old_value"], out["new_value"] = self.from_version, self.to_version
        out["author"], out["summary"] = self.author, self.summary
        return out


@dataclass(frozen=True, slots=True)
class Changes:
    changes: tuple[Change, ...]
    kinds: tuple[str, ...] = ("deploy", "config", "flag")
    """The kinds asked for: a deploys-only answer lists them under `deploys`."""
    type = "changes"

    def to_json(self) -> JSON:
        key = "deploys" if self.kinds == ("deploy",) else "changes"
        return {"type": self.type, key: [c.to_json() for c in self.changes]}


@dataclass(frozen=True, slots=True)
class Runbook:
    service: str
    title: str
    markdown: str
    type = "runbook"

    def to_json(self) -> JSON:
        return {"type": self.type, "service": self.service, "title": self.title,
                "markdown": self.markdown}


@dataclass(frozen=True, slots=True)
class Topology:
    """Which service calls which; empty when the run file gives none."""

    services: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    type = "topology"

    def to_json(self) -> JSON:
        return {"type": self.type, "services": [
            {"name": name, "depends_on": list(deps)}
            for name, deps in sorted(self.services.items())]}


Result = LogLines | FoldedLogs | Series | Events | Changes | Runbook | Topology


# -- reading results back from the log ---------------------------------------------------------

def _str(value: Any) -> str:
    return "" if value is None else str(value)


def _opt(value: Any) -> str | None:
    return None if value is None else str(value)


def _change(item: Mapping[str, Any]) -> Change:
    kind = _str(item.get("kind")) or "deploy"
    if kind == "deploy":
        old, new = item.get("previous_version"), item.get("version")
    else:
        old, new = item.get("old_value"), item.get("new_value")
    return Change(_str(item.get("id")), kind, _str(item.get("service")), _str(item.get("at")),
                  _str(item.get("summary")), _str(item.get("author")), _opt(old), _opt(new),
                  _opt(item.get("key") if kind == "config" else item.get("flag")))


def from_json(body: Any) -> Result | None:
    """The typed result a `to_json` shape came from; None for anything else."""
    if not isinstance(body, Mapping):
        return None
    kind = body.get("type")
    if kind == "logs":
        lines = tuple(LogLine("", str(x)) for x in body.get("lines") or [])
        return LogLines(_str(body.get("service")), _str(body.get("start")),
                        _str(body.get("end")), lines, int(body.get("total") or len(lines)),
                        bool(body.get("truncated")))
    if kind == "folded_logs":
        errors = folded_errors(_str(body.get("folded")))
        return FoldedLogs(_str(body.get("service")), _str(body.get("start")),
                          _str(body.get("end")), int(body.get("total") or 0),
                          int(body.get("returned") or 0), bool(body.get("truncated")),
                          _str(body.get("folded")), int(body.get("templates") or 0), errors)
    if kind == "series":
        points = tuple((str(p[0]), p[1]) for p in body.get("points") or []
                       if isinstance(p, list) and len(p) == 2)
        return Series(_str(body.get("service")), _str(body.get("metric")),
                      _str(body.get("unit")), points, _opt(body.get("query")))
    if kind == "events":
        return Events(tuple(
            Event(_str(e.get("at")), _str(e.get("service")), _str(e.get("object")),
                  _str(e.get("type")), _str(e.get("reason")), _str(e.get("message")),
                  int(e.get("count") or 1))
            for e in body.get("events") or [] if isinstance(e, Mapping)))
    if kind == "changes":
        deploys = "deploys" in body
        items = body.get("deploys") if deploys else body.get("changes")
        return Changes(tuple(_change(i) for i in items or [] if isinstance(i, Mapping)),
                       ("deploy",) if deploys else ("deploy", "config", "flag"))
    if kind == "runbook":
        return Runbook(_str(body.get("service")), _str(body.get("title")),
                       _str(body.get("markdown")))
    if kind == "topology":
        return Topology({_str(s.get("name")): tuple(map(str, s.get("depends_on") or []))
                         for s in body.get("services") or [] if isinstance(s, Mapping)})
    return None


_ERRORS_HEAD = "== errors:"
_COUNTED = re.compile(r"^\[x(\d+)(?:,[^\]]*)?\] (.*)$")


def folded_errors(text: str) -> tuple[ErrorTemplate, ...]:
    """The error templates of a fold's text (oncall.fold's own format: a `== errors` section
    of `[xN, ...] exemplar` lines), so a folded result read back from the log keeps them."""
    out: list[ErrorTemplate] = []
    inside = False
    for line in text.splitlines():
        if line.startswith("== "):
            inside = line.startswith(_ERRORS_HEAD)
            continue
        match = _COUNTED.match(line) if inside else None
        if match:
            out.append(ErrorTemplate(int(match.group(1)), match.group(2)))
    return tuple(out)


def parse(content: str) -> Result | SourceError | None:
    """A tool message's content (`{"ok": ..., "result": ...}`) as a typed result, or as the
    error it reported; None when it is neither (a report tool's answer, unreadable text)."""
    try:
        body = orjson.loads(content)
    except orjson.JSONDecodeError:
        return None
    if not isinstance(body, Mapping):
        return None
    if not body.get("ok"):
        return SourceError(_str(body.get("error")), _str(body.get("message")))
    return from_json(body.get("result"))


def result_of(content: str) -> Result | None:
    """The typed result of a successful tool message; None for a failure or anything else."""
    found = parse(content)
    return None if isinstance(found, SourceError) else found


_NOTABLE = ERROR_LEVELS | {"WARN"}


def notable_lines(result: Result) -> list[str]:
    """The warning and error lines a result shows (a fold's exemplars, or the raw lines)."""
    if isinstance(result, LogLines):
        return [ln.rendered() for ln in result.lines if ln.canonical_level() in _NOTABLE]
    if isinstance(result, FoldedLogs):
        return [m.group(2) for m in map(_COUNTED.match, result.folded.splitlines())
                if m and level_of(m.group(2)) in _NOTABLE]
    return []


def error_templates(result: Result) -> list[ErrorTemplate]:
    """The error evidence of a result, counted: folded or not, a log result says the same."""
    if isinstance(result, FoldedLogs):
        return list(result.errors)
    if isinstance(result, LogLines):
        counts: dict[str, int] = {}
        for line in result.error_lines():
            shape = " ".join(line.split()[1:14])
            counts[shape] = counts.get(shape, 0) + 1
        return [ErrorTemplate(n, text) for text, n in counts.items()]
    return []


def summary(result: Result) -> str:
    """One line for a result: how much came back, and of what."""
    if isinstance(result, LogLines):
        return f"{len(result.lines)} lines ({len(result.error_lines())} errors)"
    if isinstance(result, FoldedLogs):
        errors = sum(e.count for e in result.errors)
        return (f"{result.returned} lines folded to {result.templates} templates "
                f"({errors} errors in {len(result.errors)} templates)")
    if isinstance(result, Series):
        values = [v for _, v in result.points if v is not None]
        peak = f", max {max(values):g} {result.unit}" if values else ""
        return f"{len(result.points)} points of {result.metric}{peak}"
    if isinstance(result, Events):
        warnings = sum(1 for e in result.events if e.type == "Warning")
        return f"{len(result.events)} events ({warnings} warnings)"
    if isinstance(result, Changes):
        ids = [c.id for c in result.changes][-3:]
        return f"{len(result.changes)} changes" + (f": {', '.join(ids)}" if ids else "")
    if isinstance(result, Runbook):
        return f"runbook '{result.title}'"
    return f"{len(result.services)} services"


def change_list(results: Sequence[Result]) -> list[Change]:
    """Every change seen in these results, first sighting first, each id once."""
    seen: dict[str, Change] = {}
    for r in results:
        if isinstance(r, Changes):
            for c in r.changes:
                seen.setdefault(c.id, c)
    return list(seen.values())
