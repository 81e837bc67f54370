"""`T`, the builder the shipped trajectories are written with, and the results it renders.

Results are one line each, in the shape the run's `outcome_text` gives a judge
(`ok: N lines, M errors; errors name X`, `ok: N deploys`, `error CODE: ...`); the tools' default
arguments are the ones an agent typically sends. The topology is prodsim's.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from prodsim.topology import SERVICES

TOPOLOGY: dict[str, list[str]] = {s.name: list(s.depends_on) for s in SERVICES}
Json = dict[str, Any]


class T:
    """One trajectory under construction: an alert time and a list of steps."""

    def __init__(self, tid: str, label: str, service: str, start: str, symptom: str,
                 note: str, severity: str = "critical") -> None:
        self.tid, self.label, self.note = tid, label, note
        self.t0 = datetime.fromisoformat(start.replace("Z", "+00:00"))
        self.alert: Json | str = {"service": service, "start": start, "severity": severity,
                                  "region": "eu-west-1", "symptom": symptom}
        self.steps: list[Json] = []

    def at(self, minutes: int) -> str:
        return (self.t0 + timedelta(minutes=minutes)).astimezone(UTC).strftime(
            "%Y-%m-%dT%H:%M:%SZ")

    def w(self, a: int, b: int) -> Json:
        return {"start": self.at(a), "end": self.at(b)}

    def add(self, tool: str, args: Json, result: str) -> T:
        self.steps.append({"tool": tool, "arguments": args, "result": result,
                           "error": result.startswith("error")})
        return self

    # the tools, with the defaults an agent would typically send
    def logs(self, service: str, result: str, level: str | None = "ERROR", a: int = -30,
             b: int = 10, **extra: Any) -> T:
        args: Json = {"service": service, **self.w(a, b)}
        if level:
            args["level"] = level
        return self.add("query_logs", {**args, **extra}, result)

    def metrics(self, service: str, metric: str, result: str = "ok: 40 points", a: int = -30,
                b: int = 10) -> T:
        return self.add("get_metrics", {"service": service, "metric": metric, **self.w(a, b)},
                        result)

    def changes(self, tool: str, service: str | None, result: str, a: int = -120,
                b: int = 0) -> T:
        args = {"service": service, **self.w(a, b)} if service else self.w(a, b)
        return self.add(tool, args, result)

    def deploys(self, service: str | None, n: int, a: int = -120, b: int = 0) -> T:
        return self.changes("list_deploys", service, f"ok: {n} deploys", a, b)

    def config(self, service: str | None, n: int, a: int = -120, b: int = 0) -> T:
        return self.changes("list_config_changes", service, f"ok: {n} changes", a, b)

    def flags(self, service: str | None, n: int, a: int = -120, b: int = 0) -> T:
        return self.changes("list_flag_changes", service, f"ok: {n} changes", a, b)

    def k8s(self, service: str | None, n: int, a: int = -120, b: int = 10) -> T:
        return self.changes("get_k8s_events", service, f"ok: {n} events", a, b)

    def runbook(self, service: str) -> T:
        return self.add("get_runbook", {"service": service}, "ok")

    def services(self) -> T:
        return self.add("list_services", {}, f"ok: {len(TOPOLOGY)} services")

    def json(self) -> Json:
        return {"id": self.tid, "label": self.label, "alert": self.alert, "topology": TOPOLOGY,
                "steps": self.steps, "note": self.note}


def lines(n: int, errors: int, *names: str) -> str:
    tail = f"; errors name {', '.join(sorted(names))}" if names else ""
    return f"ok: {n} lines, {errors} errors{tail}"


def down(tool: str) -> str:
    return f"error unreachable: {tool}: production API unreachable (ConnectError)"
