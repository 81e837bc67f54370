"""Grading a run against the incident's ground truth, from outside the agent's account.

The agent's report is compared with what prodsim knows: the service at fault, the change that
caused it (its id resolved for the seed), and the facts a correct report must state.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


def grade(incident: str, seed: int, outcome: str, report: Mapping[str, Any] | None) -> bool:
    """Whether the run ended right: the correct report, or an escalation where one is due."""
    import prodsim

    truth = prodsim.build_world(prodsim.load_incident(incident), seed).ground_truth()
    if truth.expect == "escalate":
        return outcome == "escalated"
    if outcome != "resolved" or report is None:
        return False
    service = str(report.get("service", "")).strip().lower()
    if truth.root_cause_service and service != truth.root_cause_service.lower():
        return False
    if truth.change_id and str(report.get("change_id", "")).strip() != truth.change_id:
        return False
    text = "\n".join([str(report.get("root_cause", "")),
                      *map(str, report.get("evidence") or [])])
    return not truth.missing_facts(text)
