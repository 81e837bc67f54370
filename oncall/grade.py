"""Grading a run against the incident's ground truth, from outside the agent's account.

The agent's report is compared with what prodsim knows: the service at fault, the change that
caused it, and the facts a correct report must state (any one regex of each fact's group).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any


def grade(incident: str, seed: int, outcome: str, report: Mapping[str, Any] | None
          ) -> bool | None:
    """True/False when the incident has ground truth, None when it has none."""
    import prodsim

    truth = prodsim.build_world(prodsim.load_incident(incident), seed).ground_truth()
    if truth is None:
        return None
    if truth.expect == "escalate":
        return outcome == "escalated"
    if outcome != "resolved" or report is None:
        return False
    if str(report.get("service", "")).strip().lower() != truth.root_cause_service.lower():
        return False
    if str(report.get("change_id", "")).strip() != truth.change_id:
        return False
    text = "\n".join([str(report.get("root_cause", "")),
                      *map(str, report.get("evidence") or [])])
    return all(any(re.search(p, text, re.IGNORECASE) for p in fact.any_of)
               for fact in truth.facts)
