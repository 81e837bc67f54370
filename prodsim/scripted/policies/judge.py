"""The judge: a small progress-detector model, deterministic, answering the detector contract.

Request contract (docs/scripted.md, "judge"): the alert message (`## Alert fields`,
`## Service topology`) and a trajectory digest, in one user message or several:

    ## Trajectory (oldest first)
    1. query_logs {"service":"checkout","level":"ERROR"} -> ok: 50 lines; errors name orders
    2. get_metrics {"service":"checkout","metric":"error_rate"} -> error unreachable: refused

One step per line: number, tool name, compact JSON arguments (optional), `->`, outcome text
(`error ...` or `ok: false` marks a failed step; any services the outcome names are links).
Without such a section it reads the tool calls and results in the messages themselves.

Scoring over the last `WINDOW` steps: a step is a *repeat* if the same tool with the same
canonical arguments appeared before; a trailing streak of failures of one tool counts half
a repeat per step; a step is *unlinked* if its `service` argument is neither the alert's service,
one of its direct dependencies, nor a service named in the outcome of an earlier linked step.
Raw weights `0.05 + fraction` (progressing gets `0.05 + (what is left)²`) are normalised.

Answers: with `format` (a JSON schema, see `JUDGE_SCHEMA`) a JSON object `{label, probabilities:
{progressing, looping, drifting}, reason}` cut to the schema's properties; with `logprobs: true`
and no `format`, the single label token with Ollama-shaped `logprobs` over the three option
tokens; otherwise the label as one word.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import orjson

from prodsim.scripted.chat import ChatRequest, JsonObject, Reply, TokenLogprob
from prodsim.scripted.policies.alert import Alert, parse_alert
from prodsim.scripted.policies.history import call_key, read_history

LABELS = ("progressing", "looping", "drifting")
WINDOW = 8
FLOOR = 0.05
JUDGE_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "label": {"type": "string", "enum": list(LABELS)},
        "probabilities": {
            "type": "object",
            "properties": {label: {"type": "number", "minimum": 0, "maximum": 1}
                           for label in LABELS},
            "required": list(LABELS),
        },
        "reason": {"type": "string"},
    },
    "required": ["label", "probabilities", "reason"],
}
"""The `format` oncall's judge detector sends (any schema works; keys are matched by name)."""

_STEP = re.compile(r"^\s*(\d+)[.)]\s+([A-Za-z_][\w.-]*)\s*(.*)$")
_DECODER = json.JSONDecoder()


@dataclass(frozen=True, slots=True)
class Step:
    """One step of the trajectory digest."""

    tool: str
    arguments: JsonObject
    outcome: str
    failed: bool


@dataclass(frozen=True, slots=True)
class Verdict:
    label: str
    probabilities: dict[str, float]
    reason: str


def parse_digest(text: str) -> list[Step] | None:
    """Steps of the `## Trajectory` section; None if the text has no such section."""
    start = re.search(r"^#+\s*Trajectory\b.*$", text, re.M | re.I)
    if start is None:
        return None
    steps: list[Step] = []
    for raw in text[start.end():].splitlines():
        if raw.startswith("#"):
            break
        match = _STEP.match(raw)
        if match is None:
            continue
        rest = match.group(3)
        arguments: JsonObject = {}
        if rest.startswith("{"):
            try:
                value, end = _DECODER.raw_decode(rest)
            except ValueError:
                value, end = {}, 0
            arguments = value if isinstance(value, dict) else {}
            rest = rest[end:]
        outcome = re.sub(r"^\s*(->|→)\s*", "", rest).strip()
        failed = bool(re.match(r"(error|failed|refused)\b", outcome, re.I)) or \
            bool(re.search(r'"?ok"?\s*:\s*false', outcome))
        steps.append(Step(match.group(2), arguments, outcome, failed))
    return steps


def steps_from_messages(request: ChatRequest) -> list[Step]:
    """The trajectory as the tool calls and results in the messages themselves."""
    history = read_history(request)
    steps = []
    for call in history.calls:
        result = history.result(call.name, call.arguments)
        if result is None:
            steps.append(Step(call.name, call.arguments, "no result", True))
        elif result.ok:
            steps.append(Step(call.name, call.arguments,
                              "ok: " + orjson.dumps(result.body).decode()[:4000], False))
        else:
            steps.append(Step(call.name, call.arguments,
                              f"error {result.error}: {result.message}", True))
    return steps


def read_request(request: ChatRequest) -> tuple[Alert, list[Step]]:
    """The alert and the trajectory the judge is asked about."""
    alert = Alert()
    steps: list[Step] | None = None
    for message in request.messages:
        if message.role not in ("user", "system"):
            continue
        if "## Alert fields" in message.content and alert.service is None:
            alert = parse_alert(message.content)
        found = parse_digest(message.content)
        if found is not None:
            steps = found
    return alert, steps if steps is not None else steps_from_messages(request)


def _names(text: str, services: set[str]) -> set[str]:
    return {s for s in services if re.search(r"(?<![\w-])" + re.escape(s) + r"(?![\w-])", text)}


def judge_trajectory(alert: Alert, steps: list[Step]) -> Verdict:
    """Deterministic probabilities from the digest (see the module docstring)."""
    if not steps:
        return Verdict("progressing", {"progressing": 0.9, "looping": 0.05, "drifting": 0.05},
                       "no steps yet")
    services = set(alert.topology) | {d for ds in alert.topology.values() for d in ds}
    linked = {alert.service} if alert.service else set()
    if alert.service:
        linked |= set(alert.dependencies(alert.service))
    seen: set[str] = set()
    repeat: list[bool] = []
    unlinked: list[bool] = []
    for step in steps:
        key = call_key(step.tool, step.arguments)
        repeat.append(key in seen)
        seen.add(key)
        service = step.arguments.get("service")
        on_path = not isinstance(service, str) or not linked or service in linked
        unlinked.append(not on_path)
        if on_path:
            linked |= _names(step.outcome, services | {str(service)})
    window = range(max(0, len(steps) - WINDOW), len(steps))
    streak = 0
    for i in reversed(range(len(steps))):
        if not (steps[i].failed and steps[i].tool == steps[-1].tool):
            break
        streak += 1
    loops = float(sum(repeat[i] for i in window))
    loops += 0.5 * sum(1 for i in window if i >= len(steps) - streak + 1 and not repeat[i])
    n = len(window)
    loop_frac = min(1.0, loops / n)
    drift_frac = min(1.0 - loop_frac, sum(unlinked[i] for i in window) / n)
    raw = {"progressing": FLOOR + max(0.0, 1 - loop_frac - drift_frac) ** 2,
           "looping": FLOOR + loop_frac, "drifting": FLOOR + drift_frac}
    total = sum(raw.values())
    probs = {k: round(v / total, 3) for k, v in raw.items()}
    probs["progressing"] = round(1 - probs["looping"] - probs["drifting"], 3)
    label = max(LABELS, key=lambda k: (probs[k], -LABELS.index(k)))
    reason = (f"last {n} steps: {int(sum(repeat[i] for i in window))} repeated calls, "
              f"failure streak {streak}, {sum(unlinked[i] for i in window)} on services with "
              f"no link to {alert.service or 'the alert'}")
    return Verdict(label, probs, reason)


def _fill(schema: Any, verdict: Verdict) -> Any:
    """The verdict shaped to a schema: known keys by name, anything else minimal."""
    from prodsim.scripted.policies.structured import instance_of

    full: dict[str, Any] = {"label": verdict.label, "probabilities": verdict.probabilities,
                            "reason": verdict.reason, **verdict.probabilities}
    props = schema.get("properties") if isinstance(schema, Mapping) else None
    if not isinstance(props, Mapping) or not props:
        return {"label": verdict.label, "probabilities": verdict.probabilities,
                "reason": verdict.reason}
    out: dict[str, Any] = {}
    for key, sub in props.items():
        if key in full:
            value = full[key]
            if isinstance(value, dict) and isinstance(sub, Mapping) and \
                    isinstance(sub.get("properties"), Mapping):
                value = {k: value.get(k, instance_of(s)) for k, s in sub["properties"].items()}
            out[key] = value
        else:
            out[key] = instance_of(sub)
    return out


def judge(request: ChatRequest) -> Reply:
    """Labels a trajectory progressing, looping or drifting, with a probability for each."""
    alert, steps = read_request(request)
    verdict = judge_trajectory(alert, steps)
    if request.format is not None:
        return Reply(content=orjson.dumps(_fill(request.format, verdict)).decode())
    if request.logprobs:
        ranked = sorted(LABELS, key=lambda k: (-verdict.probabilities[k], LABELS.index(k)))
        top = tuple((k, _ln(verdict.probabilities[k])) for k in ranked)
        return Reply(content=verdict.label, logprobs=(TokenLogprob(
            verdict.label, _ln(verdict.probabilities[verdict.label]), top),))
    return Reply(content=verdict.label)


def _ln(p: float) -> float:
    return round(math.log(max(p, 1e-6)), 6)
