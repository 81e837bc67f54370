"""Reported token counts are a documented, deterministic function of the request text."""

from __future__ import annotations

import math

import httpx
from hypothesis import given
from hypothesis import strategies as st

from prodsim.scripted import ChatRequest, Message, Reply, ToolCall
from prodsim.scripted.tokens import prompt_tokens, reply_tokens, reported_prompt_tokens


def test_prompt_count_is_ceil_of_chars_over_four() -> None:
    request = ChatRequest(model="m", messages=(Message("user", "x" * 10),
                                               Message("assistant", "", tool_calls=(
                                                   ToolCall("f", {"a": 1}),))))
    # user: 4 + 10 + 2; assistant: 9 + 2 + len("f") + len('{"a":1}')
    assert prompt_tokens(request) == math.ceil((16 + 11 + 1 + 7) / 4) == 9


def test_reply_count_covers_text_thinking_and_calls() -> None:
    reply = Reply(content="abcd", thinking="ef", tool_calls=(ToolCall("g", {}),))
    assert reply_tokens(reply) == math.ceil((4 + 2 + 1 + 2) / 4)
    assert reply_tokens(Reply()) == 0


def test_truncation_reports_half_the_window() -> None:
    request = ChatRequest(model="m", messages=(Message("user", "y" * 4000),))
    assert reported_prompt_tokens(request, 32768) == prompt_tokens(request) == 1002
    assert reported_prompt_tokens(request, 1000) == 502


@given(st.lists(st.text(max_size=200), min_size=1, max_size=6), st.text(min_size=1, max_size=50))
def test_counts_are_deterministic_and_grow_with_the_prompt(texts: list[str], extra: str) -> None:
    messages = tuple(Message("user", t) for t in texts)
    request = ChatRequest(model="m", messages=messages)
    again = ChatRequest(model="m", messages=tuple(Message("user", t) for t in texts))
    longer = ChatRequest(model="m", messages=(*messages, Message("user", extra)))
    assert prompt_tokens(request) == prompt_tokens(again)
    assert prompt_tokens(longer) > prompt_tokens(request)


async def test_the_server_reports_the_same_counts_for_the_same_request(
        http: httpx.AsyncClient) -> None:
    body = {"model": "investigator", "stream": False,
            "messages": [{"role": "user", "content": "hello"}]}
    first = (await http.post("/api/chat", json=body)).json()
    second = (await http.post("/api/chat", json=body)).json()
    counts = ("prompt_eval_count", "eval_count", "total_duration", "eval_duration")
    assert [first[k] for k in counts] == [second[k] for k in counts]
    assert first["prompt_eval_count"] == math.ceil((4 + 5 + 2) / 4)
