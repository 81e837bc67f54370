"""Token counts the scripted server reports: a deterministic function of the request text.

There is no tokenizer behind a scripted model, but the runtime's ledger, budgets and
truncation alarms read `prompt_eval_count` / `eval_count`, so they must be stable (the same
request always gives the same numbers) and roughly the size a real model would report.
The rule is the usual "one token per four characters":

    prompt_eval_count = ceil(P / 4), where
      P = sum over messages of (len(role) + len(content) + len(thinking) + len(tool_name)
                                + sum over tool_calls of len(name) + len(arguments JSON) + 2)
          + len(tools JSON)                       # the schemas, as the template renders them
    eval_count = ceil(R / 4), where
      R = len(content) + len(thinking) + sum over tool_calls of (len(name) + len(arguments JSON))

Lengths are in characters (code points); "JSON" is compact orjson output of the object as
received, key order kept. The `+ 2` stands for the role/turn separators a template adds.

Like Ollama, a prompt that does not fit the context window is cut silently and the count
reflects the cut: if the count reaches `num_ctx`, the reported count is `num_ctx // 2 + 2`
(what Ollama >= 0.30 reports after truncating). That is the only API-visible sign of truncation,
so the runtime's alarm can be tested against this server.
"""

from __future__ import annotations

import orjson

from prodsim.scripted.chat import ChatRequest, Message, Reply, ToolCall

CHARS_PER_TOKEN = 4
MESSAGE_OVERHEAD_CHARS = 2


def tokens_for_chars(chars: int) -> int:
    """ceil(chars / 4), without floats."""
    return -(-chars // CHARS_PER_TOKEN)


def json_chars(value: object) -> int:
    """Characters (code points) of the compact JSON of `value`.

    ASCII output, the usual case, is counted in bytes without decoding it.
    """
    data = orjson.dumps(value)
    return len(data) if data.isascii() else len(data.decode())


def _call_chars(call: ToolCall) -> int:
    return len(call.name) + json_chars(call.arguments)


def message_chars(message: Message) -> int:
    """One message's share of P in the module docstring, separators included."""
    total = (MESSAGE_OVERHEAD_CHARS + len(message.role) + len(message.content)
             + len(message.thinking) + len(message.tool_name))
    for call in message.tool_calls:
        total += len(call.name) + json_chars(call.arguments)
    return total


def prompt_chars(request: ChatRequest, tools_chars: int | None = None,
                 messages_chars: int | None = None) -> int:
    """P in the module docstring: linear in the request size, no rendering kept in memory.

    `tools_chars` is `json_chars(request.tools)` and `messages_chars` the sum of
    `message_chars` over `request.messages`, when the caller already knows them.
    """
    if messages_chars is None:
        messages_chars = sum(map(message_chars, request.messages))
    total = messages_chars
    if request.tools:  # a tuple serialises as the JSON array received
        total += json_chars(request.tools) if tools_chars is None else tools_chars
    return total


def prompt_tokens(request: ChatRequest, tools_chars: int | None = None,
                  messages_chars: int | None = None) -> int:
    """Tokens the prompt would take if nothing were truncated."""
    return tokens_for_chars(prompt_chars(request, tools_chars, messages_chars))


def reported_prompt_tokens(request: ChatRequest, num_ctx: int,
                           tools_chars: int | None = None,
                           messages_chars: int | None = None) -> int:
    """`prompt_eval_count` as Ollama would report it for a context window of `num_ctx`."""
    count = prompt_tokens(request, tools_chars, messages_chars)
    return num_ctx // 2 + 2 if count >= num_ctx else count


def reply_tokens(reply: Reply) -> int:
    """`eval_count`: R in the module docstring."""
    chars = len(reply.content) + len(reply.thinking or "")
    chars += sum(_call_chars(c) for c in reply.tool_calls)
    return tokens_for_chars(chars)
