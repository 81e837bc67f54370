"""One logged model call, for any role: the ledger row, the request digest, num_ctx.

Every model call — agent, judge, summarizer, verifier — goes through here, so every one is a
ledger row with the tokens the server counted, and every one is replayed from the log on
resume instead of being made again.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence
from typing import Any

import orjson

from oncall.config import ModelChoice, Price, Scenario
from oncall.errors import ModelError
from oncall.journal import Journal
from oncall.models import ModelServers
from oncall.ollama import chat_body
from oncall.store import NewEvent

Message = Mapping[str, Any]


class ModelCaller:
    def __init__(self, journal: Journal, scenario: Scenario, models: ModelServers) -> None:
        self.journal = journal
        self.scenario = scenario
        self.models = models
        self._context_length: dict[str, int | None] = {}

    async def chat(self, role: str, step: int, key: str, choice: ModelChoice,
                   messages: Sequence[Message], *, tools: Sequence[Mapping[str, Any]] = (),
                   format: Mapping[str, Any] | None = None, top_logprobs: int | None = None,
                   tolerate_failure: bool = False) -> tuple[Mapping[str, Any], bool]:
        """The logged reply payload, and whether it came from the log.

        An agent call that fails raises (the run fails, resumable). A housekeeping call
        (judge, summarizer) with `tolerate_failure` logs its failure as a replayable
        `model_call` with ``ok: false`` instead, so the caller's fallback replays too.
        """
        spec = self.models.check(choice.spec)
        client = self.models.client(spec)
        options = dict(choice.options)
        limit = await self._context_limit(step, spec.name, choice.spec, tolerate_failure)
        if isinstance(limit, str):  # the server could not even say what the model is
            async def unreachable() -> Mapping[str, Any]:
                return {"role": role, "model": spec.name, "ok": False, "error": limit,
                        "message": {}, "logprobs": None, "prompt_tokens": 0,
                        "completion_tokens": 0, "cost_usd": 0.0, "latency_ms": 0.0,
                        "attempt": 1, "run_attempt": self.journal.state.attempts}
            return await self.journal.effect("model_call", step, key, unreachable)
        options["num_ctx"] = min(options["num_ctx"], limit) if limit else options["num_ctx"]
        body = orjson.dumps(chat_body(spec.name, messages, tools=tools, options=options,
                                      format=format, think=choice.think,
                                      top_logprobs=top_logprobs))
        digest = hashlib.sha256(body).hexdigest()
        price = self.scenario.prices.get(spec.name) or self.scenario.prices.get(choice.spec) \
            or Price()
        request = {"model": spec.name, "spec": choice.spec, "messages": len(messages),
                   "bytes": len(body), "sha256": digest, "options": options,
                   "tools": len(tools)}

        async def perform() -> Mapping[str, Any]:
            try:
                reply = await client.post_chat(spec.name, body)
            except ModelError as exc:
                failure = {
                    "role": role, "model": spec.name, "request": request, "ok": False,
                    "error": str(exc), "status": exc.status, "transient": exc.transient,
                    "prompt_tokens": exc.prompt_tokens,
                    "completion_tokens": exc.completion_tokens,
                    "cost_usd": _cost(price, exc.prompt_tokens, exc.completion_tokens),
                    "latency_ms": 0.0, "attempt": 1,
                    "run_attempt": self.journal.state.attempts}
                if tolerate_failure:
                    return {**failure, "message": {}, "logprobs": None}
                await self.journal.append([NewEvent("model_error", step, failure)])
                raise
            return {"role": role, "model": spec.name, "request": request, "ok": True,
                    "message": dict(reply.message), "done_reason": reply.done_reason,
                    "logprobs": reply.logprobs, "prompt_tokens": reply.prompt_tokens,
                    "completion_tokens": reply.completion_tokens,
                    "latency_ms": round(reply.latency_ms, 3), "durations_ns": reply.durations_ns,
                    "cost_usd": _cost(price, reply.prompt_tokens, reply.completion_tokens),
                    "attempt": 1, "run_attempt": self.journal.state.attempts}

        return await self.journal.effect("model_call", step, key, perform, digest)

    def context_limit(self, spec: str) -> int | None:
        """The context length the server reported for a model, once it has been asked."""
        return self._context_length.get(spec)

    async def _context_limit(self, step: int, model: str, spec: str, tolerate_failure: bool
                             ) -> int | str | None:
        """The model's trained context length from `/api/show` (None: not reported), asked once
        per model and logged; num_ctx is never sent above it (Ollama clamps silently, and a
        silent clamp is a silent truncation later). A tolerated failure comes back as its
        message, logged, so a housekeeping call's fallback replays."""
        if spec in self._context_length:
            return self._context_length[spec]

        async def perform() -> Mapping[str, Any]:
            try:
                info = await self.models.client(self.models.check(spec)).show(model)
            except ModelError as exc:
                if not tolerate_failure:
                    raise
                return {"model": model, "spec": spec, "context_length": None,
                        "error": str(exc)}
            return {"model": model, "spec": spec, "context_length": info.context_length,
                    "capabilities": list(info.capabilities)}

        payload, _ = await self.journal.effect("model_info", step, spec, perform)
        if payload.get("error"):
            return str(payload["error"])
        self._context_length[spec] = payload["context_length"]
        return self._context_length[spec]


def _cost(price: Price, prompt_tokens: int, completion_tokens: int) -> float:
    return (prompt_tokens * price.input_per_mtok + completion_tokens * price.output_per_mtok) / 1e6
