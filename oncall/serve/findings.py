"""A finished run as the people on call read it: the run's finding, and its two renderings
(the generic webhook's JSON and a Slack-compatible message)."""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import orjson

from oncall.handoff import render_handoff
from oncall.store import Event, Store


@dataclass(frozen=True, slots=True)
class Finding:
    run_id: str
    outcome: str
    reason: str
    report: Mapping[str, Any] | None
    escalation: Mapping[str, Any] | None
    error: str | None
    guard: str | None
    alert: Mapping[str, Any]
    resolved_at: float | None
    """When the sender said the alert resolved, if it did."""
    handoff: str
    """Markdown for the human on call."""
    handoff_url: str | None

    def webhook_body(self) -> dict[str, Any]:
        labels = self.alert.get("labels") or {}
        return {"run_id": self.run_id, "outcome": self.outcome, "reason": self.reason,
                "report": self.report, "escalation": self.escalation, "error": self.error,
                "guard": self.guard, "handoff": self.handoff, "handoff_url": self.handoff_url,
                "alert": {"labels": labels, "annotations": self.alert.get("annotations") or {},
                          "startsAt": self.alert.get("startsAt"),
                          "fingerprint": self.alert.get("fingerprint"),
                          "source": self.alert.get("source")},
                "alert_resolved_at": self.resolved_at}

    def slack_body(self) -> dict[str, Any]:
        return {"text": self.slack_text()}

    def slack_text(self) -> str:
        labels = self.alert.get("labels") or {}
        name = labels.get("alertname") or "alert"
        where = f" ({labels['service']})" if labels.get("service") else ""
        lines = [f"*{name}*{where}: {self.outcome} — {self.reason}"]
        if self.report:
            lines.append(f"*Root cause:* {self.report.get('root_cause')}")
            lines.append(f"*Service:* {self.report.get('service')}   *change:* "
                         f"{self.report.get('change_id')}")
        elif self.escalation:
            lines.append(f"*A human is paged:* {self.escalation.get('reason')}")
        elif self.outcome != "resolved":
            lines.append(f"*A human is paged:* {self.error or self.reason}")
        evidence = _evidence(self.report or self.escalation or {})
        if evidence:
            lines.append("*Evidence:*")
            lines += [f"• {line}" for line in evidence[:8]]
            if len(evidence) > 8:
                lines.append(f"• … and {len(evidence) - 8} more in the handoff")
        if self.resolved_at is not None:
            lines.append("_The alert has resolved since it fired._")
        if self.handoff_url:
            lines.append(f"<{self.handoff_url}|Handoff and every step>")
        return "\n".join(lines)


def _evidence(body: Mapping[str, Any]) -> list[str]:
    evidence = body.get("evidence") or []
    if not isinstance(evidence, list):
        return [str(evidence)]
    return [str(e)[:300] for e in evidence]


def handoff_markdown(events: Sequence[Event], resolved_at: float | None) -> str:
    """The run's handoff page, with the alert's resolution when it came."""
    page = render_handoff(events)
    resolved = next((e for e in events if e.kind == "alert_resolved"), None)
    if resolved is not None or resolved_at is not None:
        at = resolved.payload.get("received_at") if resolved is not None else resolved_at
        stamp = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(float(at or 0)))
        note = " while the run was investigating" if resolved is None or \
            resolved.payload.get("while_running") else " after the run had finished"
        page += f"\n## Alert resolved\n\nThe sender resolved the alert at {stamp}{note}.\n"
    return page


async def load_finding(store: Store, run_id: str, external_url: str | None) -> Finding:
    events = await store.events(run_id)
    rows = await store.fetch("SELECT alert, resolved_at FROM alerts WHERE run_id = ?",
                             (run_id,))
    alert: Mapping[str, Any] = orjson.loads(rows[0][0]) if rows else {}
    resolved_at = float(rows[0][1]) if rows and rows[0][1] is not None else None
    finish = next((e.payload for e in reversed(events) if e.kind == "run_finished"), {})
    url = f"{external_url.rstrip('/')}/v1/runs/{run_id}/handoff" if external_url else None
    return Finding(run_id, str(finish.get("outcome") or "running"),
                   str(finish.get("reason") or ""), finish.get("report"),
                   finish.get("escalation"), finish.get("error"), finish.get("guard"), alert,
                   resolved_at, handoff_markdown(events, resolved_at), url)
