"""The looper: the loop trap as a model — one tool call, then the same call forever.

It exists to exercise the runtime's repeated-call guard, progress detectors and budgets: its
first call is `get_metrics` for the alert's service and metric `error_rate` (falling back to
`query_logs` when metrics are not offered); every later turn repeats the last call it finds in
the history with identical arguments (the same name and the same JSON bytes), whatever the tool
results or nudges say.
"""

from __future__ import annotations

from prodsim.scripted.chat import ChatRequest, Reply, ToolCall
from prodsim.scripted.policies.alert import read_alert
from prodsim.scripted.policies.structured import structured_reply


def looper(request: ChatRequest) -> Reply:
    """Makes one tool call on the alert's service, then repeats it with identical arguments."""
    if request.format is not None:
        return structured_reply(request.format)
    for message in reversed(request.messages):
        if message.role == "assistant" and message.tool_calls:
            last = message.tool_calls[-1]
            return Reply(content="Checking again.",
                         tool_calls=(ToolCall(name=last.name, arguments=last.arguments),))
    if not request.tools:
        return Reply(content="I need tools to look into this alert.")
    service = read_alert(request).service or "unknown"
    if request.tool_parameters("get_metrics") is not None or \
            request.tool_parameters("query_logs") is None:
        first = ToolCall("get_metrics", {"service": service, "metric": "error_rate"})
    else:
        first = ToolCall("query_logs", {"service": service})
    return Reply(content=f"Checking the error rate of {service}.", tool_calls=(first,))
