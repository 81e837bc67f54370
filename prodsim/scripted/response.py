"""Turn a policy's `Reply` into Ollama `/api/chat` chunks, and fold chunks for `stream: false`.

Shapes follow `ollama-api.md` §1.5–1.6: every chunk has `model`, `created_at` (RFC3339Nano,
`Z`), `message` with `role` and `content`, and `done`; tool calls arrive whole in their own chunk
with `content: ""`, `id` and `function.index`; exactly one final chunk has `done: true`,
`done_reason` and the integer-nanosecond metrics, zero metrics omitted (Go `omitempty`).
Durations are symbolic but deterministic (per-token rates below plus the configured delay);
the wall time a client measures is the real one.
"""

from __future__ import annotations

import hashlib
import re
import time
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

import orjson

from prodsim.scripted.chat import Reply, TokenLogprob, ToolCall

LOAD_BASE_NS = 100_000
PROMPT_NS_PER_TOKEN = 10_000
EVAL_NS_PER_TOKEN = 100_000
WORDS_PER_CHUNK = 4
_ID_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789"
_PIECES = re.compile(r"\S+\s*|\s+")


def rfc3339_nano(ns: int | None = None) -> str:
    """UTC time like Go's RFC3339Nano: trailing zeros of the fraction trimmed, `Z` suffix."""
    ns = time.time_ns() if ns is None else ns
    seconds, frac = divmod(ns, 1_000_000_000)
    stamp = _utc_second(seconds)
    fraction = f"{frac:09d}".rstrip("0")
    return f"{stamp}.{fraction}Z" if fraction else f"{stamp}Z"


@lru_cache(maxsize=8)
def _utc_second(seconds: int) -> str:
    """`YYYY-MM-DDTHH:MM:SS` of a Unix second; every chunk of a reply shares the same few."""
    return time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(seconds))


_ID_PAIRS = tuple(_ID_ALPHABET[i % 36] + _ID_ALPHABET[i // 36] for i in range(36 * 36))
"""Two base-36 digits per entry, least significant first: half the divisions of `call_id`."""


def call_id(seed: bytes, index: int) -> str:
    """`call_` + 8 [a-z0-9], a pure function of the request seed and the call's position.

    The 8 least significant base-36 digits of a hash, least significant first.
    """
    digest = hashlib.blake2b(seed + index.to_bytes(4, "big"), digest_size=8).digest()
    number = int.from_bytes(digest, "big")
    number, d01 = divmod(number, 1296)
    number, d23 = divmod(number, 1296)
    number, d45 = divmod(number, 1296)
    d67 = number % 1296
    return "call_" + _ID_PAIRS[d01] + _ID_PAIRS[d23] + _ID_PAIRS[d45] + _ID_PAIRS[d67]


def metrics(*, prompt_tokens: int, eval_tokens: int, delay_s: float) -> dict[str, int]:
    """The six Ollama metrics, zeros omitted as Go's `omitempty` does."""
    load = LOAD_BASE_NS + round(delay_s * 1e9)
    prompt = prompt_tokens * PROMPT_NS_PER_TOKEN
    evaluation = eval_tokens * EVAL_NS_PER_TOKEN
    values = {"total_duration": load + prompt + evaluation, "load_duration": load,
              "prompt_eval_count": prompt_tokens, "prompt_eval_duration": prompt,
              "eval_count": eval_tokens, "eval_duration": evaluation}
    return values if all(values.values()) else {k: v for k, v in values.items() if v}


def _pieces(text: str) -> list[str]:
    """Split text into word-group deltas, as a model streams tokens; joins back exactly."""
    if not text:  # most replies are tool calls only
        return []
    words = _PIECES.findall(text)
    return ["".join(words[i:i + WORDS_PER_CHUNK]) for i in range(0, len(words), WORDS_PER_CHUNK)]


def _wire_call(call: ToolCall, index: int, seed: bytes) -> dict[str, Any]:
    return {"id": call_id(seed, index),
            "function": {"index": index, "name": call.name, "arguments": dict(call.arguments)}}


def _chunk(model: str, message: dict[str, Any]) -> dict[str, Any]:
    return {"model": model, "created_at": rfc3339_nano(), "message": message, "done": False}


def wire_logprobs(logprobs: Sequence[TokenLogprob], top: int) -> list[dict[str, Any]]:
    """Ollama's `logprobs` entries: `{token, logprob[, top_logprobs: [{token, logprob}]]}`."""
    out: list[dict[str, Any]] = []
    for entry in logprobs:
        item: dict[str, Any] = {"token": entry.token, "logprob": entry.logprob}
        if top > 0:
            item["top_logprobs"] = [{"token": t, "logprob": lp}
                                    for t, lp in entry.top_logprobs[:top]]
        out.append(item)
    return out


def reply_chunks(model: str, reply: Reply, *, tools_offered: bool, seed: bytes,
                 final: dict[str, Any], logprobs: int | None = None) -> list[dict[str, Any]]:
    """The stream for one reply: thinking deltas, content deltas, one chunk per call, final.

    Without `tools` in the request Ollama parses no calls, so a policy's calls then come out
    as raw JSON text in `content`, as a weak template would leave them. `logprobs` is the
    request's `top_logprobs` when it asked for log probabilities (None otherwise); the
    policy's entries ride on the first content chunk.
    """
    chunks = [_chunk(model, {"role": "assistant", "content": "", "thinking": piece})
              for piece in _pieces(reply.thinking or "")]
    text_chunks = [_chunk(model, {"role": "assistant", "content": piece})
                   for piece in _pieces(_reply_text(reply, tools_offered))]
    if logprobs is not None and reply.logprobs:
        if not text_chunks:
            text_chunks.append(_chunk(model, {"role": "assistant", "content": ""}))
        text_chunks[0]["logprobs"] = wire_logprobs(reply.logprobs, logprobs)
    chunks += text_chunks
    if tools_offered:
        chunks += [_chunk(model, {"role": "assistant", "content": "",
                                  "tool_calls": [_wire_call(call, i, seed)]})
                   for i, call in enumerate(reply.tool_calls)]
    last = {"model": model, "created_at": rfc3339_nano(),
            "message": {"role": "assistant", "content": ""}, "done": True}
    last.update(final)
    chunks.append(last)
    return chunks


def folded_reply(model: str, reply: Reply, *, tools_offered: bool, seed: bytes,
                 final: dict[str, Any], logprobs: int | None = None) -> dict[str, Any]:
    """`fold(reply_chunks(...))` for the same arguments, built without the chunks.

    The `stream: false` answer to nearly every request. Same keys in the same order, and
    the same work in the same order (so a bad `Reply` fails the same way), except that a
    `Reply` whose text fields are not strings goes through the chunks, which reject it.
    """
    if type(reply.content) is not str or not (reply.thinking is None
                                              or type(reply.thinking) is str):
        return fold(reply_chunks(model, reply, tools_offered=tools_offered, seed=seed,
                                 final=final, logprobs=logprobs))
    message: dict[str, Any] = {"role": "assistant", "content": _reply_text(reply, tools_offered)}
    entries = (wire_logprobs(reply.logprobs, logprobs)
               if logprobs is not None and reply.logprobs else None)
    if reply.thinking:
        message["thinking"] = reply.thinking
    if tools_offered and reply.tool_calls:
        message["tool_calls"] = [_wire_call(call, i, seed)
                                 for i, call in enumerate(reply.tool_calls)]
    body = {"model": model, "created_at": rfc3339_nano(), "message": message, "done": True}
    body.update(final)
    if entries:
        body["logprobs"] = entries
    return body


def _reply_text(reply: Reply, tools_offered: bool) -> str:
    """The reply's content; without `tools` in the request, its calls appended as JSON text."""
    if reply.tool_calls and not tools_offered:
        return reply.content + "".join(
            orjson.dumps({"name": c.name, "arguments": c.arguments}).decode()
            for c in reply.tool_calls)
    return reply.content


def fold(chunks: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """`stream: false` body: content/thinking concatenated, calls appended, rest from the end."""
    content: list[str] = []
    thinking: list[str] = []
    calls: list[Any] = []
    logprobs: list[Any] = []
    for chunk in chunks:
        message = chunk["message"]
        content.append(message.get("content", ""))
        thinking.append(message.get("thinking", ""))
        calls.extend(message.get("tool_calls", ()))
        logprobs.extend(chunk.get("logprobs", ()))
    folded = dict(chunks[-1])
    folded.pop("logprobs", None)
    if logprobs:
        folded["logprobs"] = logprobs
    message_out: dict[str, Any] = {"role": "assistant", "content": "".join(content)}
    if any(thinking):
        message_out["thinking"] = "".join(thinking)
    if calls:
        message_out["tool_calls"] = calls
    folded["message"] = message_out
    return folded


def load_reply(model: str, reason: str) -> dict[str, Any]:
    """The answer to a request without messages: `load`, or `unload` with `keep_alive: 0`."""
    return {"model": model, "created_at": rfc3339_nano(),
            "message": {"role": "assistant", "content": ""}, "done_reason": reason,
            "done": True}
