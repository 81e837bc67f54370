"""JSON shapes of World records: the alert (Alertmanager style), services, changes, events,
runbooks.

One place for them, shared by `prodsim dump`, the run file `prodsim serve --run-file` writes
and the alert of oncall's in-process source, so all agree. Dicts are built in a fixed key
order, which orjson preserves: equal worlds give equal bytes.
"""

from __future__ import annotations

from typing import Any

from prodsim.changes import ConfigChange, Deploy, FlagChange, K8sEvent
from prodsim.timeutil import format_time
from prodsim.topology import Service
from prodsim.world import Runbook, World

JSON = dict[str, Any]


def alert_json(world: World) -> JSON:
    """The firing alert, Alertmanager style."""
    spec = world.incident.alert
    return {
        "labels": {"alertname": spec.alertname, "service": spec.service,
                   "severity": spec.severity, "region": spec.region},
        "annotations": {"summary": spec.summary, "description": spec.description},
        "startsAt": format_time(world.alert_ms),
    }


def service_json(service: Service) -> JSON:
    return {"name": service.name, "depends_on": list(service.depends_on), "tier": service.tier,
            "team": service.team, "description": service.description}


def deploy_json(d: Deploy) -> JSON:
    return {"id": d.id, "service": d.service, "version": d.version,
            "previous_version": d.previous_version, "at": format_time(d.at_ms),
            "author": d.author, "summary": d.summary}


def config_json(c: ConfigChange) -> JSON:
    return {"id": c.id, "service": c.service, "key": c.key, "old_value": c.old_value,
            "new_value": c.new_value, "at": format_time(c.at_ms), "author": c.author,
            "summary": c.summary}


def flag_json(c: FlagChange) -> JSON:
    return {"id": c.id, "service": c.service, "flag": c.flag, "old_value": c.old_value,
            "new_value": c.new_value, "at": format_time(c.at_ms), "author": c.author,
            "summary": c.summary}


def event_json(e: K8sEvent) -> JSON:
    return {"at": format_time(e.at_ms), "service": e.service, "object": e.object,
            "type": e.type, "reason": e.reason, "message": e.message}


def runbook_json(r: Runbook) -> JSON:
    return {"service": r.service, "title": r.title, "markdown": r.markdown}


def points_json(points: list[tuple[int, float]]) -> list[list[Any]]:
    return [[format_time(at), value] for at, value in points]
