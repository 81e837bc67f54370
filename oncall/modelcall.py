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
                   format: Mapping[str, Any] | None = None, top_logprobs: int | None = None
                   ) -> tuple[Mapping[str, Any], bool]:
        """The logged reply payload, and whether it came from the log."""
        spec = self.models.check(choice.spec)
        client = self.models.client(spec)
        options = dict(choice.options)
        options["num_ctx"] = await self._num_ctx(step, spec.name, options["num_ctx"],
                                                 choice.spec)
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
                await self.journal.append([NewEvent("model_error", step, {
                    "role": role, "model": spec.name, "request": request,
                    "error": str(exc), "status": exc.status, "transient": exc.transient,
                    "prompt_tokens": exc.prompt_tokens,
                    "completion_tokens": exc.completion_tokens,
                    "cost_usd": _cost(price, exc.prompt_tokens, exc.completion_tokens),
                    "latency_ms": 0.0, "attempt": 1,
                    "run_attempt": self.journal.state.attempts})])
                raise
            return {"role": role, "model": spec.name, "request": request,
                    "message": dict(reply.message), "done_reason": reply.done_reason,
                    "logprobs": reply.logprobs, "prompt_tokens": reply.prompt_tokens,
                    "completion_tokens": reply.completion_tokens,
                    "latency_ms": round(reply.latency_ms, 3), "durations_ns": reply.durations_ns,
                    "cost_usd": _cost(price, reply.prompt_tokens, reply.completion_tokens),
                    "attempt": 1, "run_attempt": self.journal.state.attempts}

        return await self.journal.effect("model_call", step, key, perform, digest)

    async def _num_ctx(self, step: int, model: str, wanted: int, spec: str) -> int:
        """Always send num_ctx, never more than the model was trained for (Ollama clamps
        silently, and a silent clamp is a silent truncation later)."""
        if spec not in self._context_length:
            async def perform() -> Mapping[str, Any]:
                info = await self.models.client(self.models.check(spec)).show(model)
                return {"model": model, "spec": spec, "context_length": info.context_length,
                        "capabilities": list(info.capabilities)}
            payload, _ = await self.journal.effect("model_info", step, spec, perform)
            self._context_length[spec] = payload["context_length"]
        limit = self._context_length[spec]
        return min(wanted, limit) if limit else wanted


def _cost(price: Price, prompt_tokens: int, completion_tokens: int) -> float:
    return (prompt_tokens * price.input_per_mtok + completion_tokens * price.output_per_mtok) / 1e6
