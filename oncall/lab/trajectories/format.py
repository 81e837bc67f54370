"""The labelled trajectories the detector replay reads: their JSONL format and its parser.

One trajectory per line (the fields are in ``docs/detectors.md``). A trajectory is turned into
what a run's progress guard would see: the bootstrap message the run builds from its alert and
topology, and the `CallRecord`s its state folds from the tool calls. A line that does not fit is
a `TrajectoryError` naming the file, the line and the field.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import orjson

from oncall.alert_fields import extract_fields, render_bootstrap
from oncall.errors import ConfigError
from oncall.guards.canonical import call_key
from oncall.guards.progress import LABELS
from oncall.state import CallRecord
from oncall.tools.investigation import INVESTIGATION_TOOLS

SHIPPED = Path(__file__).resolve().parent / "shipped.jsonl"
"""The set shipped with the bench, written by `make_set.py`."""

_TOOLS = {t.name: t for t in INVESTIGATION_TOOLS}


class TrajectoryError(ConfigError):
    """A trajectory file that cannot be read; the message names the file and line."""


@dataclass(frozen=True, slots=True)
class Step:
    tool: str
    arguments: Mapping[str, Any]
    result: str
    """One line, as the run's `outcome_text` renders a tool result (`ok: ...`/`error ...`)."""
    error: bool


@dataclass(frozen=True, slots=True)
class Trajectory:
    id: str
    label: str
    alert: Mapping[str, Any] | str
    topology: Mapping[str, tuple[str, ...]]
    steps: tuple[Step, ...]
    note: str
    line: int = 0

    @property
    def bootstrap(self) -> str:
        """The first user message a run would build from this alert and topology."""
        return _bootstrap(self.alert, self.topology)[0]

    @property
    def alert_service(self) -> str | None:
        return _bootstrap(self.alert, self.topology)[1]

    def records(self) -> tuple[CallRecord, ...]:
        """The calls as the run's state folds them: keyed by `call_key`, errors not ok."""
        out = []
        for i, s in enumerate(self.steps, start=1):
            tool = _TOOLS.get(s.tool)
            insensitive = [n for n, p in tool.params.items() if p.case_insensitive] if tool \
                else []
            code = s.result.removeprefix("error").strip().split(":", 1)[0] or "error"
            out.append(CallRecord(i, s.tool, call_key(s.tool, s.arguments, insensitive),
                                  not s.error, code if s.error else None, None))
        return tuple(out)


def _bootstrap(alert: Mapping[str, Any] | str,
               topology: Mapping[str, Sequence[str]]) -> tuple[str, str | None]:
    """The bootstrap message and the alert's service, built the way `oncall.run` builds them.

    An alert given as fields becomes an Alertmanager-style alert first, so field extraction
    and rendering are the run's own code; bootstrap text (with `## Alert fields`) is used as is.
    """
    services = list(topology)
    if isinstance(alert, str):
        if "## Alert fields" in alert:
            service = next((line.split(":", 1)[1].strip() for line in alert.splitlines()
                            if line.strip().lower().startswith("service:")), None)
            return alert, service if service and service != "unknown" else None
        fields = extract_fields(alert, services)
        return render_bootstrap(alert, fields, topology), \
            fields.service if fields.service != "unknown" else None
    labels = {k: str(alert[k]) for k in ("service", "severity", "region", "alertname")
              if alert.get(k)}
    notes = {"summary": str(alert["symptom"])} if alert.get("symptom") else {}
    raw = {"labels": labels, "annotations": notes, "startsAt": str(alert["start"])}
    fields = extract_fields(raw, services)
    return render_bootstrap(raw, fields, topology), \
        fields.service if fields.service != "unknown" else None



def parse_trajectory(line: str, where: str = "<line>", lineno: int = 0) -> Trajectory:
    """One JSONL line as a trajectory; a `TrajectoryError` names the line and the field."""
    at = f"{where}:{lineno}" if lineno else where

    def fail(msg: str) -> TrajectoryError:
        return TrajectoryError(f"{at}: {msg}")

    try:
        data = orjson.loads(line)
    except orjson.JSONDecodeError as exc:
        raise fail(f"not valid JSON ({exc})") from None
    if not isinstance(data, dict):
        raise fail("a trajectory must be a JSON object")
    unknown = sorted(set(data) - {"id", "label", "alert", "topology", "steps", "note"})
    if unknown:
        raise fail(f"unknown field {unknown[0]!r}")
    tid = data.get("id")
    if not isinstance(tid, str) or not tid:
        raise fail("id: must be a non-empty string")
    at = f"{at} ({tid})"
    label = data.get("label")
    if label not in LABELS:
        raise fail(f"label: must be one of {', '.join(LABELS)}, not {label!r}")
    topo = data.get("topology")
    if not isinstance(topo, dict) or not topo or not all(
            isinstance(k, str) and isinstance(v, list) and all(isinstance(d, str) for d in v)
            for k, v in topo.items()):
        raise fail("topology: must be a non-empty object of service -> [services it calls]")
    topology = {k: tuple(v) for k, v in topo.items()}
    alert = data.get("alert")
    if isinstance(alert, dict):
        for key in ("service", "start"):
            if not isinstance(alert.get(key), str) or not alert[key]:
                raise fail(f"alert.{key}: must be a non-empty string")
        if alert["service"] not in topology:
            raise fail(f"alert.service: {alert['service']!r} is not in the topology")
    elif not isinstance(alert, str) or not alert.strip():
        raise fail("alert: must be an object {service, start, ...} or the alert text")
    raw_steps = data.get("steps")
    if not isinstance(raw_steps, list) or not raw_steps:
        raise fail("steps: must be a non-empty list")
    steps = []
    for i, s in enumerate(raw_steps, start=1):
        if not isinstance(s, dict):
            raise fail(f"steps[{i}]: must be an object")
        extra = sorted(set(s) - {"tool", "arguments", "result", "error"})
        if extra:
            raise fail(f"steps[{i}]: unknown field {extra[0]!r}")
        tool, args, result, error = (s.get(k) for k in ("tool", "arguments", "result", "error"))
        if tool not in _TOOLS:
            raise fail(f"steps[{i}].tool: {tool!r} is not an investigation tool "
                       f"({', '.join(_TOOLS)})")
        if not isinstance(args, dict):
            raise fail(f"steps[{i}].arguments: must be an object")
        if not isinstance(result, str) or not result.strip() or "\n" in result:
            raise fail(f"steps[{i}].result: must be a one-line summary")
        if not isinstance(error, bool):
            raise fail(f"steps[{i}].error: must be true or false")
        if error != result.startswith("error"):
            raise fail(f"steps[{i}]: error is {str(error).lower()} but the result "
                       f"{'does not start' if error else 'starts'} with 'error' (a run "
                       "renders failures as 'error CODE: message', successes as 'ok: ...')")
        steps.append(Step(tool, args, result, error))
    note = data.get("note")
    if not isinstance(note, str) or not note.strip():
        raise fail("note: say why the trajectory carries its label")
    return Trajectory(tid, label, alert, topology, tuple(steps), note, lineno)


def load_trajectories(path: str | Path) -> list[Trajectory]:
    """Every trajectory of a JSONL file (blank lines skipped); ids must be unique."""
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise TrajectoryError(f"{p}: cannot read ({exc})") from None
    out: list[Trajectory] = []
    seen: dict[str, int] = {}
    for lineno, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        t = parse_trajectory(line, str(p), lineno)
        if t.id in seen:
            raise TrajectoryError(f"{p}:{lineno}: id {t.id!r} already used on line {seen[t.id]}")
        seen[t.id] = lineno
        out.append(t)
    if not out:
        raise TrajectoryError(f"{p}: no trajectories")
    return out
