"""One logged model call, for any role: the ledger row, the request digest, num_ctx.

Every model call — agent, judge, summarizer, verifier — goes through here, so every one is a
ledger row with the tokens the server counted, and every one is replayed from the log on
resume instead of being made again.
"""

from __future__ import annotations

import hashlib
from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import Any

import orjson

from oncall.config import ModelChoice, Price, Scenario
from oncall.errors import ContextOverflow, ModelError
from oncall.journal import Journal
from oncall.models import ModelServers, ModelSpec
from oncall.ollama import ChatReply
from oncall.retry import Policy
from oncall.store import NewEvent

Message = Mapping[str, Any]
Sleep = Callable[[float], Awaitable[None]]


def _throttled(error: ModelError | None) -> bool:
    """Busy or rate-limited: worth another model, not another try of this one."""
    return error is not None and (error.status in (429, 503) or "server busy" in str(error))


class ModelCaller:
    def __init__(self, journal: Journal, scenario: Scenario, models: ModelServers,
                 retry: Policy, sleep: Sleep) -> None:
        self.journal = journal
        self.scenario = scenario
        self.models = models
        self.retry = retry
        self.sleep = sleep
        self._context_length: dict[str, int | None] = {}
        self._tools: tuple[Sequence[Mapping[str, Any]], orjson.Fragment] | None = None

    async def chat(self, role: str, step: int, key: str, choice: ModelChoice,
                   messages: Sequence[Message], *, tools: Sequence[Mapping[str, Any]] = (),
                   format: Mapping[str, Any] | None = None, top_logprobs: int | None = None,
                   tolerate_failure: bool = False, encoded: bytes | None = None
                   ) -> tuple[Mapping[str, Any], bool]:
        """The logged reply payload, and whether it came from the log.

        Transient failures are retried here, innermost: however many tries it takes, the
        call is one step and one ledger row (its `attempt` says how many), and each failed
        try is a `retry` event. After persistent throttling the choice's fallback model is
        tried, and the switch is a `fallback` event. An agent call that still fails raises
        (the run fails, resumable). A housekeeping call (judge, summarizer) with
        `tolerate_failure` logs its failure as a replayable `model_call` with ``ok: false``
        instead, so the caller's fallback replays too.

        `encoded` is `messages` already serialised (the context window does it for its
        estimate); the body is byte-for-byte what it would be without it.
        """
        spec = self.models.check(choice.spec, choice.base_url, choice.api_key_env,
                                 (choice.connect_timeout_s, choice.read_timeout_s))
        limit = await self._context_limit(step, spec, choice.spec, tolerate_failure)
        if isinstance(limit, str):  # the server could not even say what the model is
            async def unreachable() -> Mapping[str, Any]:
                return {"role": role, "model": spec.name, "ok": False, "error": limit,
                        "message": {}, "logprobs": None, "prompt_tokens": 0,
                        "completion_tokens": 0, "cost_usd": 0.0, "latency_ms": 0.0,
                        "attempt": 1, "run_attempt": self.journal.state.attempts}
            return await self.journal.effect("model_call", step, key, unreachable)
        options = dict(choice.options)
        options["num_ctx"] = min(options["num_ctx"], limit) if limit else options["num_ctx"]
        listed = self._tools_fragment(tools)
        body = self.models.client(spec).encode(
            spec.name, messages, tools=listed, options=options, format=format,
            think=choice.think, top_logprobs=top_logprobs, encoded=encoded)
        digest = hashlib.sha256(body).hexdigest()
        request = {"model": spec.name, "spec": choice.spec, "messages": len(messages),
                   "bytes": len(body), "sha256": digest, "options": options,
                   "tools": len(tools)}

        async def perform() -> Mapping[str, Any]:
            tries = [(spec, body)]
            if choice.fallback:
                fb = self.models.check(choice.fallback,
                                       timeouts=(choice.connect_timeout_s, choice.read_timeout_s))
                tries.append((fb, self.models.client(fb).encode(
                    fb.name, messages, tools=listed, options=options, format=format,
                    think=choice.think, top_logprobs=top_logprobs, encoded=encoded)))
            spent = [0, 0]  # tokens the server counted on failed tries: paid for all the same
            attempt = 0
            for n, (target, payload_body) in enumerate(tries):
                if n:
                    await self.journal.append([NewEvent("fallback", step, {
                        "role": role, "from": choice.spec, "to": choice.fallback,
                        "reason": "persistent throttling"})])
                reply, error, attempt = await self._with_retries(
                    role, step, target, payload_body, spent, attempt)
                if reply is not None:
                    return self._payload(role, target.name, request, reply, spent, attempt)
                if not _throttled(error):
                    break
            assert error is not None
            price = self._price(target.name, choice.spec)
            failure = {
                "role": role, "model": target.name, "request": request, "ok": False,
                "error": str(error), "status": error.status, "transient": error.transient,
                "prompt_tokens": spent[0], "completion_tokens": spent[1],
                "cost_usd": _cost(price, spent[0], spent[1]), "latency_ms": 0.0,
                "attempt": attempt, "run_attempt": self.journal.state.attempts}
            if tolerate_failure:
                return {**failure, "message": {}, "logprobs": None}
            if isinstance(error, ContextOverflow):
                # The same prompt overflows the same server every time: logged as a
                # replayed result, so the caller's compaction and retry replay too.
                return {**failure, "overflow": True, "message": {}, "logprobs": None}
            await self.journal.append([NewEvent("model_error", step, failure)])
            raise error

        return await self.journal.effect("model_call", step, key, perform, digest)

    async def _with_retries(self, role: str, step: int, target: ModelSpec, body: bytes,
                            spent: list[int], attempt: int
                            ) -> tuple[ChatReply | None, ModelError | None, int]:
        client = self.models.client(target)
        tries = 0
        while True:
            attempt += 1
            tries += 1
            try:
                return await client.post_chat(target.name, body), None, attempt
            except ModelError as exc:
                spent[0] += exc.prompt_tokens
                spent[1] += exc.completion_tokens
                delay = self.retry(tries, exc)
                if delay is None:
                    return None, exc, attempt
                await self.journal.append([NewEvent("retry", step, {
                    "role": role, "model": target.name, "attempt": attempt,
                    "error": str(exc), "status": exc.status, "delay_s": delay,
                    "prompt_tokens": exc.prompt_tokens,
                    "completion_tokens": exc.completion_tokens})])
                await self.sleep(delay)

    def _tools_fragment(self, tools: Sequence[Mapping[str, Any]]
                        ) -> Sequence[Mapping[str, Any]] | orjson.Fragment:
        """The agent sends the same schema list with every call: serialise it once."""
        if not tools:
            return tools
        if self._tools is None or self._tools[0] is not tools:
            self._tools = (tools, orjson.Fragment(orjson.dumps(list(tools))))
        return self._tools[1]

    def _price(self, model: str, spec: str) -> Price:
        return self.scenario.prices.get(model) or self.scenario.prices.get(spec) or Price()

    def _payload(self, role: str, model: str, request: Mapping[str, Any], reply: ChatReply,
                 spent: list[int], attempt: int) -> dict[str, Any]:
        prompt, completion = reply.prompt_tokens + spent[0], reply.completion_tokens + spent[1]
        return {"role": role, "model": model, "request": request, "ok": True,
                "message": dict(reply.message), "done_reason": reply.done_reason,
                "logprobs": reply.logprobs, "prompt_tokens": prompt,
                "completion_tokens": completion, "latency_ms": round(reply.latency_ms, 3),
                "durations_ns": reply.durations_ns,
                "cost_usd": _cost(self._price(model, str(request["spec"])), prompt, completion),
                "attempt": attempt, "run_attempt": self.journal.state.attempts}

    def context_limit(self, spec: str) -> int | None:
        """The context length the server reported for a model, once it has been asked."""
        return self._context_length.get(spec)

    async def _context_limit(self, step: int, target: ModelSpec, spec: str,
                             tolerate_failure: bool) -> int | str | None:
        """The model's trained context length from `/api/show` (None: not reported), asked once
        per model and logged; num_ctx is never sent above it (Ollama clamps silently, and a
        silent clamp is a silent truncation later). A tolerated failure comes back as its
        message, logged, so a housekeeping call's fallback replays."""
        model = target.name
        if spec in self._context_length:
            return self._context_length[spec]

        async def perform() -> Mapping[str, Any]:
            try:
                info = await self.models.client(target).show(model)
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
