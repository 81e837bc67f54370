"""Test helpers: the oncall tool schemas, a tiny invented incident, and a wire-level harness loop.

The incident is written by hand for these tests (no prodsim import): three services in a chain,
storefront -> cart -> pricing, where a pricing deploy broke pricing and the errors propagate
downstream; decoys sit off the answer (a cart config change, an old pricing flag change, a
pricing change after the alert, a `search` mention in storefront errors).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

import httpx
import orjson


def _tool(name: str, params: Mapping[str, str], required: tuple[str, ...] = ()) -> dict[str, Any]:
    props = {k: {"type": t, "description": k} for k, t in params.items()}
    return {"type": "function", "function": {
        "name": name, "description": name,
        "parameters": {"type": "object", "properties": props, "required": list(required)}}}


_WINDOW = {"start": "string", "end": "string"}
TOOLS: list[dict[str, Any]] = [
    _tool("list_services", {}),
    _tool("query_logs", {"service": "string", **_WINDOW, "level": "string", "contains": "string",
                         "limit": "integer"}, ("service",)),
    _tool("get_metrics", {"service": "string", "metric": "string", **_WINDOW},
          ("service", "metric")),
    _tool("list_deploys", {"service": "string", **_WINDOW}),
    _tool("list_config_changes", {"service": "string", **_WINDOW}),
    _tool("list_flag_changes", {"service": "string", **_WINDOW}),
    _tool("get_k8s_events", {"service": "string", **_WINDOW}),
    _tool("get_runbook", {"service": "string"}, ("service",)),
    _tool("submit_report", {"root_cause": "string", "service": "string", "change_id": "string",
                            "evidence": "array", "confidence": "number"},
          ("root_cause", "service", "change_id", "evidence")),
    _tool("escalate", {"reason": "string", "evidence": "array"}, ("reason", "evidence")),
]

START = "2026-11-30T02:14:00Z"


def first_message(service: str = "storefront", start: str = START) -> str:
    """The bootstrap message in the docs/contracts.md format."""
    return f"""## Alert
[FIRING] HighErrorRate {service}: 5xx above 5% for 5 minutes

## Alert fields
service: {service}
start: {start}
severity: critical
region: eu-west-1
symptom: 5xx above 5% for 5 minutes

## Service topology (service -> what it calls)
gateway -> storefront, search
storefront -> cart, search, session
cart -> pricing, inventory
pricing -> rates-db
search -> catalog
"""


def _line(at: str, level: str, service: str, text: str) -> str:
    return f"2026-11-30T{at}Z {level} {service} [http] {text}"


@dataclass
class Incident:
    """Log lines and change records per service; answers tool calls like oncall's tools."""

    logs: dict[str, list[str]] = field(default_factory=dict)
    deploys: list[dict[str, Any]] = field(default_factory=list)
    config: list[dict[str, Any]] = field(default_factory=list)
    flags: list[dict[str, Any]] = field(default_factory=list)
    fail: Callable[[str, Mapping[str, Any]], str | None] = lambda name, args: None
    """Return an error code to make a call fail (`{"ok": false, ...}`)."""

    def answer(self, name: str, args: Mapping[str, Any]) -> str:
        code = self.fail(name, args)
        if code is not None:
            return _dumps({"ok": False, "error": code, "message": f"{name}: {code}"})
        return _dumps({"ok": True, "result": self._result(name, args)})

    def _result(self, name: str, args: Mapping[str, Any]) -> Any:
        service = args.get("service")
        if name == "query_logs":
            lines = [ln for ln in self.logs.get(str(service), [])
                     if args.get("level") != "ERROR" or " ERROR " in ln]
            return {"service": service, "start": args.get("start"), "end": args.get("end"),
                    "total": len(lines), "returned": len(lines), "truncated": False,
                    "lines": lines}
        if name == "get_runbook":
            return {"service": service, "title": f"{service} runbook",
                    "markdown": "If a recent deploy broke it, roll back. Revert bad config."}
        if name == "get_metrics":
            return {"service": service, "metric": args.get("metric"), "unit": "ratio",
                    "points": []}
        table = {"list_deploys": ("deploys", self.deploys),
                 "list_config_changes": ("changes", self.config),
                 "list_flag_changes": ("changes", self.flags)}
        if name in table:
            key, rows = table[name]
            return {key: [r for r in rows if service in (None, r["service"])]}
        return {"accepted": True} if name == "submit_report" else {"paged": True}


def _dumps(value: Any) -> str:
    return orjson.dumps(value).decode()


def chain_incident() -> Incident:
    """storefront -> cart -> pricing; pricing deploy dep-42 at 02:02 is the cause."""
    return Incident(
        logs={
            "storefront": [
                _line("01:50:00", "INFO", "storefront", "GET /home 200"),
                _line("02:05:11", "ERROR", "storefront", "checkout page failed: cart returned 502"),
                _line("02:06:12", "ERROR", "storefront", "add to basket failed: cart returned 502"),
                _line("02:07:13", "ERROR", "storefront", "upstream cart timeout after 2000ms"),
                _line("02:08:00", "ERROR", "storefront", "search suggestions slow"),
            ],
            "cart": [
                _line("02:04:30", "ERROR", "cart", "price lookup failed: pricing returned 500"),
                _line("02:05:30", "ERROR", "cart", "price lookup failed: pricing returned 500"),
                _line("02:06:30", "WARN", "cart", "retrying inventory reservation"),
                _line("02:07:30", "ERROR", "cart", "quote failed: pricing unavailable"),
            ],
            "pricing": [
                _line("02:03:05", "ERROR", "pricing", "NullPointerException in DiscountEngine "
                      "rule=17"),
                _line("02:03:45", "ERROR", "pricing", "NullPointerException in DiscountEngine "
                      "rule=23"),
                _line("02:04:10", "ERROR", "pricing", "request failed status=500"),
            ],
            "rates-db": [_line("02:00:00", "INFO", "rates-db", "checkpoint complete")],
            "search": [_line("02:08:00", "ERROR", "search", "slow query catalog 900ms")],
        },
        deploys=[
            {"id": "dep-41", "service": "pricing", "version": "3.3.0", "previous_version": "3.2.9",
             "at": "2026-11-29T20:00:00Z", "author": "ana", "summary": "old"},
            {"id": "dep-42", "service": "pricing", "version": "3.4.0", "previous_version": "3.3.0",
             "at": "2026-11-30T02:02:00Z", "author": "bo", "summary": "discount engine v2"},
            {"id": "dep-43", "service": "pricing", "version": "3.4.1", "previous_version": "3.4.0",
             "at": "2026-11-30T02:20:00Z", "author": "bo", "summary": "after the alert"},
        ],
        config=[{"id": "cfg-7", "service": "cart", "key": "cart.ttl", "old_value": "30",
                 "new_value": "60", "at": "2026-11-30T02:10:00Z", "author": "cy",
                 "summary": "decoy"}],
        flags=[{"id": "flag-3", "service": "pricing", "flag": "new-rounding", "old_value": "off",
                "new_value": "on", "at": "2026-11-30T00:30:00Z", "author": "di",
                "summary": "too early"}],
    )


@dataclass
class Transcript:
    """What a wire-level run produced: every assistant message and every call in order."""

    messages: list[dict[str, Any]]
    calls: list[tuple[str, dict[str, Any]]]
    responses: list[dict[str, Any]]

    @property
    def last_call(self) -> tuple[str, dict[str, Any]]:
        return self.calls[-1]


async def run_conversation(http: httpx.AsyncClient, incident: Incident, *, model: str =
                           "investigator", first: str | None = None, max_turns: int = 12,
                           tools: list[dict[str, Any]] | None = None,
                           interject: Callable[[int], str | None] = lambda turn: None,
                           ) -> Transcript:
    """Drive a policy over `/api/chat` like a harness: call, run tools, append, repeat."""
    messages: list[dict[str, Any]] = [{"role": "system", "content": "You are on call."},
                                      {"role": "user", "content": first or first_message()}]
    transcript = Transcript(messages, [], [])
    for turn in range(max_turns):
        nudge = interject(turn)
        if nudge:
            messages.append({"role": "user", "content": nudge})
        response = await http.post("/api/chat", json={
            "model": model, "messages": messages, "tools": TOOLS if tools is None else tools,
            "stream": False, "options": {"num_ctx": 32768, "temperature": 0}})
        assert response.status_code == 200, response.text
        body = response.json()
        transcript.responses.append(body)
        message = body["message"]
        messages.append(message)
        calls = message.get("tool_calls") or []
        if not calls:
            break
        ended = False
        for call in calls:
            fn = call["function"]
            transcript.calls.append((fn["name"], fn["arguments"]))
            content = incident.answer(fn["name"], fn["arguments"])
            messages.append({"role": "tool", "tool_name": fn["name"], "tool_call_id": call["id"],
                             "content": content})
            accepted = orjson.loads(content)["ok"]
            ended = ended or (accepted and fn["name"] in ("submit_report", "escalate"))
        if ended:
            break
    return transcript
