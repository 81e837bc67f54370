"""Bootstrap: the system prompt and the alert, with its fields and the topology, logged once
(the `context` step) and redacted before anything is stored or shown."""

from __future__ import annotations

import contextlib
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from oncall.alert_fields import AlertFields, extract_fields, render_bootstrap
from oncall.errors import ProductionUnavailable
from oncall.prompts import SYSTEM_PROMPT
from oncall.run import Message, Run
from oncall.sources import SourceError, times
from oncall.store import NewEvent


async def bootstrap(run: Run) -> list[Message]:
    """The system prompt and the alert with its fields and the topology, logged once."""
    screened: list[tuple[str, dict[str, Any]]] = []

    async def perform() -> Mapping[str, Any]:
        alert = run.scenario.alert if run.scenario.alert is not None else \
            await _firing_alert(run)
        topology = await _topology(run)
        alert, topology, events = run.screen.bootstrap(alert, topology)
        screened.extend(events)
        fields = extract_fields(alert, list(topology))
        return {"alert": alert, "fields": _fields_json(fields), "topology": topology,
                "messages": [{"role": "system", "content": SYSTEM_PROMPT},
                             {"role": "user",
                              "content": render_bootstrap(alert, fields, topology)}]}
    payload, _ = await run.journal.effect("context", 0, "bootstrap", perform)
    start = (payload.get("fields") or {}).get("start")
    with contextlib.suppress(ValueError):  # no start: windows end at now
        run.sources = replace(run.sources, alert_start=times.parse(str(start)))
    if screened:
        await run.journal.append([NewEvent(kind, 0, p) for kind, p in screened])
    return list(payload["messages"])

async def _firing_alert(run: Run) -> Any:
    """The production's own alert (a prodsim incident's), when the run file gives none."""
    if run.sources.alert is None:
        raise ProductionUnavailable("the run file gives no alert (alert: or alert_file:) "
                                    "and the production has none of its own")
    return run.sources.alert

async def _topology(run: Run) -> dict[str, list[str]]:
    """What calls what, from the topology source; none configured is an empty graph. A
    source that fails here is an infrastructure error: the run cannot start blind."""
    if run.sources.topology is None:
        return {}
    found = await run.sources.topology.topology()
    if isinstance(found, SourceError):
        raise ProductionUnavailable(f"topology: {found.code}: {found.message}")
    return {name: list(deps) for name, deps in found.services.items()}



def _fields_json(fields: AlertFields) -> dict[str, str]:
    return {"service": fields.service, "start": fields.start, "severity": fields.severity,
            "region": fields.region, "symptom": fields.symptom}
