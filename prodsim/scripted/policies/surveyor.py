"""The surveyor: a long, cheap, legitimate sweep — one change listing per service, then a page.

It reads the alert, then lists the deploys of every service in the topology, one call per turn
(so a run has as many steps as there are services), and escalates with what it saw: a change
inventory is evidence for a human, not a root cause. Its work per request is constant (it reads
only the first message and counts its own earlier calls), which makes it the workload of the
harness benchmark: the time it takes is the runtime's, not the policy's.
"""

from __future__ import annotations

from prodsim.scripted.chat import ChatRequest, Reply, ToolCall
from prodsim.scripted.policies.alert import read_alert
from prodsim.scripted.policies.structured import structured_reply


def surveyor(request: ChatRequest) -> Reply:
    """Lists every service's deploys one call per turn, then escalates with the inventory."""
    if request.format is not None:
        return structured_reply(request.format)
    alert = read_alert(request)
    services = sorted(alert.topology) or ([alert.service] if alert.service else [])
    done = sum([len(m.tool_calls) for m in request.messages if m.role == "assistant"])
    if done < len(services) and request.tool_parameters("list_deploys") is not None:
        return Reply(content="", tool_calls=(
            ToolCall("list_deploys", {"service": services[done]}),))
    seen = sum(1 for m in request.messages if m.role == "tool" and '"ok":true' in m.content)
    return Reply(content="", tool_calls=(ToolCall("escalate", {
        "reason": f"surveyed the deploy history of {len(services)} services "
                  f"({seen} answered); a human should pick the suspect",
        "evidence": [f"services surveyed: {', '.join(services)}"]}),))
