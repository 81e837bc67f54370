"""The fabricator: reports evidence that never appeared, to exercise verification.

It makes two genuine calls (ERROR logs of the alert's service, then its deploys), then submits
a report that cites a log line and a change id it made up (derived from a hash of the
conversation, so they appear in no tool result). Each time the harness sends the report back
(a rejected `submit_report` result or a later user message listing gaps) it submits another
fabricated report; it never escalates.
"""

from __future__ import annotations

import hashlib
from datetime import timedelta

from prodsim.scripted.chat import ChatRequest, Reply
from prodsim.scripted.policies.alert import format_time
from prodsim.scripted.policies.history import call_key
from prodsim.scripted.policies.replay import Session
from prodsim.scripted.policies.structured import structured_reply


def _made_up(seed: str, attempt: int) -> tuple[str, str]:
    digest = hashlib.blake2b(f"{seed}#{attempt}".encode(), digest_size=8).hexdigest()
    return digest[:6], digest[6:14]


def fabricator(request: ChatRequest) -> Reply:
    """Two genuine calls, then reports with invented evidence lines and change ids."""
    if request.format is not None:
        return structured_reply(request.format)
    session = Session(request)
    alert = session.alert
    service, start = alert.service or "unknown", alert.start
    history = session.history
    genuine = []
    if start is not None:
        genuine.append(session.call("query_logs", {
            "service": service, "start": format_time(start - timedelta(minutes=30)),
            "end": format_time(start + timedelta(minutes=10)), "level": "ERROR"}))
    genuine.append(session.call("list_deploys", {"service": service}))
    made = {call_key(c.name, c.arguments) for c in history.calls}
    for call in genuine:
        if session.offered(call.name) and call_key(call.name, call.arguments) not in made:
            return Reply(content="Looking at the logs and deploys.", tool_calls=(call,))
    reports = history.made("submit_report")
    if reports:
        last = history.result(reports[-1].name, reports[-1].arguments)
        sent_back = (last is not None and not last.ok) or bool(session.late_user_messages
                                                               and request.messages[-1].role
                                                               == "user")
        if not sent_back:
            return Reply(content="Report submitted.")
    attempt = len(reports) + 1
    line_id, change_id = _made_up(request.messages[0].content if request.messages else "",
                                  attempt)
    stamp = format_time(start - timedelta(minutes=4)) if start else "2026-01-01T00:00:00Z"
    line = (f"{stamp.removesuffix('Z')}.{line_id[:3]}Z ERROR {service} [db] connection pool "
            f"exhausted after config push cfg-{change_id} (pool 0/{attempt * 16}, req {line_id})")
    args = {"root_cause": f"config change cfg-{change_id} on {service} shrank the connection "
                          f"pool; revert it.",
            "kind": "change", "service": service, "change_id": f"cfg-{change_id}",
            "onset": stamp, "remedy": f"revert cfg-{change_id}",
            "evidence": [line, f"config change cfg-{change_id} applied to {service}"],
            "confidence": 0.95}
    if not session.offered("submit_report"):
        return Reply(content=str(args["root_cause"]))
    return Reply(content="Root cause found.", tool_calls=(session.call("submit_report", args),))
