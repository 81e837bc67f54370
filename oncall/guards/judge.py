"""Model-backed progress detectors: a judge with structured output, and a logprob judge.

Both read the same digest as the heuristic, rendered as text: the alert (fields and topology)
and the recent steps, one line each. The ``judge`` answers a JSON schema with a label and a
probability per label; the ``logprob-judge`` answers one token and the distribution is read
from Ollama's ``top_logprobs`` over the three option tokens — no generated prose to parse.
Neither is trusted to be up: a judge that fails is logged and the guard proceeds (fail-open).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

import orjson

from oncall.guards.progress import LABELS, Scores
from oncall.sources.results import FoldedLogs, LogLines, SourceError, parse, summary

CRITERIA = (
    "Label the agent's recent steps against the alert.\n"
    "- progressing: the steps investigate the incident in the alert, and each returns new, "
    "relevant information that moves toward a root cause.\n"
    "- looping: the agent keeps repeating the same or nearly identical tool call and gets the "
    "same result or error back, without changing its approach.\n"
    "- drifting: the steps investigate services, warnings or problems unrelated to the "
    "incident in the alert.")

SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "label": {"type": "string", "enum": list(LABELS)},
        "probabilities": {"type": "object",
                          "properties": {lab: {"type": "number"} for lab in LABELS},
                          "required": list(LABELS)},
        "reason": {"type": "string"},
    },
    "required": ["label", "probabilities", "reason"],
}


class JudgeError(ValueError):
    """The judge answered, but not in the shape asked for."""


def outcome_text(content: str, services: Sequence[str]) -> tuple[str, bool]:
    """A one-line account of a tool result, and whether it failed."""
    found = parse(content)
    if isinstance(found, SourceError):
        return f"error {found.code or None}: {found.message[:80]}", True
    if found is None:
        try:
            body = orjson.loads(content)
        except orjson.JSONDecodeError:
            return "unreadable result", True
        if not isinstance(body, Mapping):
            return "unreadable result", True
        return "ok", False
    if isinstance(found, LogLines | FoldedLogs):
        if isinstance(found, FoldedLogs):
            errors = [t.exemplar for t in found.errors]
            count = sum(t.count for t in found.errors)
        else:
            errors = found.error_lines()
            count = len(errors)
        named = sorted({s for s in services for x in errors if f" {s}" in x.split("]", 1)[-1]})
        tail = f"; errors name {', '.join(named)}" if named else ""
        lines = found.returned if isinstance(found, FoldedLogs) else len(found.lines)
        return f"ok: {lines} lines, {count} errors{tail}", False
    return f"ok: {summary(found)}", False


def digest_text(alert_message: str, steps: Sequence[tuple[str, Mapping[str, Any], str]]) -> str:
    """The user message both judges read: the alert, then one line per recent step."""
    lines = [alert_message, "", "## Trajectory (oldest first)"]
    for i, (name, args, outcome) in enumerate(steps, start=1):
        lines.append(f"{i}. {name} {orjson.dumps(dict(args)).decode()} -> {outcome}")
    return "\n".join(lines)


def parse_structured(content: str) -> Scores:
    try:
        data = orjson.loads(content)
    except orjson.JSONDecodeError as exc:
        raise JudgeError(f"judge reply is not JSON: {content[:80]!r}") from exc
    probs = data.get("probabilities") if isinstance(data, Mapping) else None
    if not isinstance(probs, Mapping):
        raise JudgeError("judge reply has no probabilities object")
    values = []
    for label in LABELS:
        v = probs.get(label)
        if isinstance(v, bool) or not isinstance(v, int | float) or not 0 <= v <= 1:
            raise JudgeError(f"judge probability for {label!r} is not in [0, 1]: {v!r}")
        values.append(float(v))
    return Scores.normalised(*values)


def parse_logprobs(logprobs: Any) -> Scores:
    """The distribution over the three labels at the first generated token."""
    if not isinstance(logprobs, list) or not logprobs or not isinstance(logprobs[0], Mapping):
        raise JudgeError("judge reply carries no logprobs")
    first = logprobs[0]
    candidates = [(first.get("token"), first.get("logprob")),
                  *((t.get("token"), t.get("logprob")) for t in first.get("top_logprobs") or []
                    if isinstance(t, Mapping))]
    best: dict[str, float] = {}
    for token, logprob in candidates:
        if not isinstance(token, str) or not isinstance(logprob, int | float):
            continue
        label = token.strip().lower()
        for name in LABELS:
            if label and name.startswith(label) and logprob > best.get(name, -math.inf):
                best[name] = float(logprob)
    if not best:
        raise JudgeError("no option token among the judge's top logprobs")
    return Scores.normalised(*(math.exp(best[n]) if n in best else 0.0 for n in LABELS))


LOGPROB_INSTRUCTION = "\nAnswer with one word: progressing, looping or drifting."
"""Appended to CRITERIA for the logprob judge: one option token, read through its logprobs."""


def judge_messages(detector: str, text: str) -> list[dict[str, str]]:
    """The chat messages a model-backed detector sends about one digest text.

    The same messages the run's hook builds, as a pure function, so a replay bench can ask a
    judge about a trajectory outside a run and measure exactly what a run would see.
    """
    if detector not in ("judge", "logprob-judge"):
        raise ValueError(f"no model-backed detector {detector!r} (judge, logprob-judge)")
    system = CRITERIA if detector == "judge" else CRITERIA + LOGPROB_INSTRUCTION
    return [{"role": "system", "content": system}, {"role": "user", "content": text}]
