"""Grading a run against the incident's ground truth, from outside the agent's account.

The agent's report is compared with what prodsim knows: the service at fault, the kind of
cause, the change that caused it (its id resolved for the seed), and the facts a correct report
must state. An escalation is right only where the incident expects one, and only when the page
blames no wrong culprit: for an incident with nothing to find, it blames none.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from oncall.config import Scenario
    from oncall.runner import RunResult

CHANGE_ID = re.compile(r"\b[a-z]{2,8}-[0-9a-f]{6}\b")
"""A change id as prodsim draws them (`dep-1a2b3c`, `cfg-…`, `flag-…`)."""
_HYPOTHESIS = re.compile(r"^## Leading hypothesis\n(.*?)(?=^## |\Z)", re.M | re.S)
_CLAIM = re.compile(r"\(service ([^,()]+), change ([^()\s]+)\)")



def culprits(escalation: Mapping[str, Any] | None, handoff: str | None
             ) -> tuple[set[str], set[str]]:
    """The services and change ids an escalation blames: the unverified report its handoff
    carries as the leading hypothesis, and change ids in the agent's own reason. A service or
    change merely listed as checked or seen is not blamed."""
    services: set[str] = set()
    changes: set[str] = set()
    section = _HYPOTHESIS.search(handoff or "")
    for service, change in _CLAIM.findall(section.group(1) if section else ""):
        services.add(service.strip())
        if change.strip().lower() not in ("none", "null", ""):
            changes.add(change.strip())
    reason = str((escalation or {}).get("reason") or "")
    changes.update(CHANGE_ID.findall(reason))
    return services, changes


def wrong_culprits(root: str | None, change_id: str | None,
                   escalation: Mapping[str, Any] | None, handoff: str | None) -> list[str]:
    """What an escalation blames that the ground truth does not (everything, when there is no
    root cause)."""
    services, changes = culprits(escalation, handoff)
    wrong = [f"service {s}" for s in sorted(services) if root is None or s != root]
    wrong += [f"change {c}" for c in sorted(changes) if change_id is None or c != change_id]
    return wrong


def grade(incident: str, seed: int, outcome: str, report: Mapping[str, Any] | None, *,
          escalation: Mapping[str, Any] | None = None, handoff: str | None = None) -> bool:
    """Whether the run ended right: the correct report, or an escalation where one is due that
    blames no wrong culprit."""
    import prodsim

    truth = prodsim.build_world(prodsim.load_incident(incident), seed).ground_truth()
    if truth.expect == "escalate":
        return outcome == "escalated" and not wrong_culprits(
            truth.root_cause_service, truth.change_id, escalation, handoff)
    if outcome != "resolved" or report is None:
        return False
    service = str(report.get("service", "")).strip().lower()
    if truth.root_cause_service and service != truth.root_cause_service.lower():
        return False
    if str(report.get("kind", "")).strip() != truth.cause_kind:
        return False
    if truth.change_id and str(report.get("change_id", "")).strip() != truth.change_id:
        return False
    text = "\n".join([str(report.get("root_cause", "")), str(report.get("remedy", "")),
                      *map(str, report.get("evidence") or [])])
    return not truth.missing_facts(text)


def grade_run(scenario: Scenario, result: RunResult) -> bool | None:
    """`correct` for a finished run: graded when its production is a prodsim incident, None
    for a real production (nothing knows its ground truth)."""
    if scenario.incident is None:
        return None
    return grade(scenario.incident, scenario.seed, result.outcome, result.report,
                 escalation=result.escalation, handoff=result.handoff)
