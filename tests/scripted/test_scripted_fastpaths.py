"""The scripted server's fast paths answer exactly what the plain paths answer.

Each per-request shortcut (message decoding without per-field error paths, the tool-schema
count read off the sent bytes, the `stream: false` body built without chunks, the call-id
digits two at a time) is checked against the straightforward code it stands in for, on
arbitrary input including invalid input: same value, or same error.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import orjson
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from prodsim.scripted import ChatRequest, Message, Reply, TokenLogprob, ToolCall, history_split
from prodsim.scripted.request import (
    ApiError,
    _chat_call,
    _checked_message,
    _message,
    _sent_tools_chars,
    _split_history,
    decode_body,
    parse_chat,
)
from prodsim.scripted.response import call_id, fold, folded_reply, reply_chunks, rfc3339_nano
from prodsim.scripted.tokens import json_chars, prompt_chars

JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-(10**12), 10**12)
    | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner,
                                                                max_size=3),
    max_leaves=8)
TEXT_OR_ANY = st.one_of(st.text(max_size=12), st.sampled_from(["user", "Assistant", "TOOL"]),
                        JSON)
ARGUMENTS = st.one_of(st.dictionaries(st.text(max_size=5), JSON, max_size=3), JSON)
FUNCTION = st.fixed_dictionaries({}, optional={"name": TEXT_OR_ANY, "arguments": ARGUMENTS,
                                               "index": JSON})
CALL = st.fixed_dictionaries({}, optional={"id": TEXT_OR_ANY, "type": JSON,
                                           "function": st.one_of(FUNCTION, JSON)})
MESSAGE = st.one_of(
    st.fixed_dictionaries({}, optional={
        "role": TEXT_OR_ANY, "content": TEXT_OR_ANY, "thinking": TEXT_OR_ANY,
        "tool_name": TEXT_OR_ANY, "tool_call_id": TEXT_OR_ANY, "extra": JSON,
        "tool_calls": st.one_of(st.lists(st.one_of(CALL, JSON), max_size=3), JSON),
        "images": st.one_of(st.lists(TEXT_OR_ANY, max_size=2), JSON)}),
    JSON)
TOOL = st.dictionaries(st.sampled_from(["type", "function", "tools", "x"]), JSON, max_size=3)
LENIENT = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _outcome(fn: Callable[[Any], Any], value: Any) -> tuple[Any, ...]:
    """What a call gives, comparable across paths: the value (and its repr, which shows
    types), or the API error."""
    try:
        result = fn(value)
    except ApiError as exc:
        return ("error", exc.status, exc.message)
    return ("ok", result, repr(result))


@LENIENT
@given(MESSAGE)
def test_the_message_fast_path_agrees_with_the_checked_path(raw: Any) -> None:
    assert _outcome(_message, raw) == _outcome(_checked_message, raw)


def test_parsed_requests_are_ordinary_frozen_dataclasses() -> None:
    body = orjson.dumps({"model": "m", "messages": [
        {"role": "User", "content": "hi"},
        {"role": "assistant", "tool_calls": [{"id": "call_1", "function": {
            "name": "f", "arguments": {"a": 1}}}]}],
        "tools": [{"type": "function"}], "options": {"num_ctx": 8}})
    request = parse_chat(body).request
    assert request == ChatRequest(
        model="m", messages=(Message("user", "hi"), Message("assistant", tool_calls=(
            ToolCall("f", {"a": 1}, "call_1"),))),
        tools=({"type": "function"},), options={"num_ctx": 8})
    with pytest.raises(AttributeError):
        request.messages[0].role = "system"  # type: ignore[misc]


def _layouts(tools: list[Any]) -> list[bytes]:
    """The same request written in many ways, for the count read off the sent bytes."""
    head = {"model": "m", "messages": [{"role": "user", "content": 'x,"tools":[1]}'}]}
    other = [{"type": "function", "function": {"name": "other"}}]
    return [
        orjson.dumps({**head, "tools": tools}),  # how oncall's client sends it
        orjson.dumps({"tools": tools, **head}),
        json.dumps({**head, "tools": tools}).encode(),
        orjson.dumps({**head, "tools": tools}) + b"  \n",
        orjson.dumps({**head, "tools": tools})[:-1] + b', "x": {"a": 1, "tools": [2]}}',
        orjson.dumps({**head, "tools": other})[:-1] + b',"tools":' + orjson.dumps(tools) + b"}",
        orjson.dumps({**head, "tools": tools})[:-1] + b',"tools":' + orjson.dumps(other) + b"}",
        orjson.dumps({**head, "x": {"y": 1, "tools": other}, "tools": tools}),
        orjson.dumps({**head, "tools": other, "x": tools}),  # ends like the first, not tools
        orjson.dumps({**head, "tools": other, "x": {"tools": tools}}),
    ]


@LENIENT
@given(st.lists(TOOL, min_size=1, max_size=4))
def test_the_tools_count_read_off_the_sent_bytes_is_exact(tools: list[Any]) -> None:
    for body in _layouts(tools):
        call = parse_chat(body)
        if call.tools_chars is not None:
            assert call.tools_chars == json_chars(call.request.tools)
        assert prompt_chars(call.request, call.tools_chars) == prompt_chars(call.request)
        assert parse_chat(body).tools_chars == call.tools_chars  # remembered: same answer


def test_the_clients_layout_is_read_off_the_bytes() -> None:
    tools = [{"type": "function", "function": {"name": "é", "parameters": {"minimum": 1.0}}}]
    body = orjson.dumps({"model": "m", "messages": [{"role": "user"}], "tools": tools})
    assert _sent_tools_chars(body) == len(orjson.dumps(tools).decode())
    assert _sent_tools_chars(orjson.dumps({"tools": tools, "model": "m"})) is None


def _plain(body: bytes) -> Any:
    """What the plain path makes of a body: every message decoded and checked afresh."""
    return _chat_call(decode_body(body), None, None, body)


def _parsed(parse: Callable[[bytes], Any], body: bytes) -> tuple[Any, ...]:
    """A parse comparable across paths: the request with its counts, or the API error."""
    try:
        call = parse(body)
    except ApiError as exc:
        return ("error", exc.status, exc.message)
    chars = prompt_chars(call.request, call.tools_chars, call.messages_chars)
    return ("ok", call.request, repr(call.request), call.stream, call.keep_alive,
            repr(call.deferred_error), chars, prompt_chars(call.request))


# Strings that look like the ends the fast path cuts at, inside content and arguments.
TRICKY = st.sampled_from(['},{"role":"user"}', '}]', '}],"stream":true}', '"}],', '\\"}]}',
                          '},{"', '{"messages":[]}', '"]}', '}', '{', 'é}],"x":1}'])
TRICKY_TEXT = st.lists(st.one_of(TRICKY, st.text(max_size=6)), max_size=4).map("".join)
CLIENT_MESSAGE = st.fixed_dictionaries(
    {"role": st.sampled_from(["system", "user", "assistant", "tool", "Tool"]),
     "content": TRICKY_TEXT},
    optional={"tool_name": TRICKY_TEXT, "thinking": TRICKY_TEXT,
              "tool_calls": st.lists(st.fixed_dictionaries({"function": st.fixed_dictionaries({
                  "name": TRICKY_TEXT,
                  "arguments": st.dictionaries(TRICKY_TEXT, st.one_of(JSON, st.lists(
                      st.dictionaries(TRICKY_TEXT, JSON, max_size=2), max_size=2)),
                      max_size=2)})}), max_size=2)})
REST = st.fixed_dictionaries({}, optional={
    "stream": st.one_of(st.booleans(), JSON), "options": st.one_of(
        st.fixed_dictionaries({"num_ctx": st.integers(1, 9000)}), JSON),
    "keep_alive": st.sampled_from(["30m", "5s", 0, "bad"]), "think": JSON,
    "tools": st.one_of(st.lists(TOOL, max_size=2), JSON), "messages": JSON,
    "format": st.sampled_from(["json", "", "xml"])})


@LENIENT
@given(st.lists(st.one_of(CLIENT_MESSAGE, MESSAGE), max_size=5), REST,
       st.sampled_from(["m", 'q"uote', "a\\b"]))
def test_the_history_fast_path_agrees_with_the_plain_path(
        messages: list[Any], rest: dict[str, Any], model: str) -> None:
    """Any body, in the client's layout or not, valid or not: the same request or error,
    the first time (messages decoded) and the second (messages remembered)."""
    body = orjson.dumps({"model": model, "messages": messages, **rest})
    expected = _parsed(_plain, body)
    assert _parsed(parse_chat, body) == expected
    assert _parsed(parse_chat, body) == expected
    longer = orjson.dumps({"model": model, "messages": [*messages, {"role": "user"}], **rest})
    assert _parsed(parse_chat, longer) == _parsed(_plain, longer)


def test_the_history_fast_path_is_taken_and_remembers_each_message() -> None:
    history = [{"role": "system", "content": "be brief }],"},
               {"role": "user", "content": 'a {"x":[{"y":1}]} b'},
               {"role": "assistant", "tool_calls": [
                   {"function": {"name": "f", "arguments": {"a": [{"b": 1}, {"c": "},{"}]}}},
                   {"function": {"name": "g", "arguments": {}}}]}]
    body = orjson.dumps({"model": "m", "messages": history, "stream": False,
                         "tools": [{"type": "function"}]})
    split = _split_history(body)
    assert split is not None, "the client's layout must take the fast path"
    emptied, seen = split
    assert orjson.loads(emptied)["messages"] == []
    assert tuple(m for m, _ in seen) == parse_chat(body).request.messages
    assert len(seen) == 3
    again = _split_history(body)
    assert again is not None and all(a is b for a, b in zip(again[1], seen, strict=True)), \
        "a message seen before is taken from the tree, not decoded again"
    assert _split_history(b" " + body) is None  # not the layout: the plain path decides
    assert _split_history(body.replace(b',"stream"', b',"messages":[],"stream"')) is None


def test_conversations_that_part_ways_each_get_their_own_messages() -> None:
    """Two histories with a common start, read in turns: the tree branches where they part,
    and a message never stands in for another that merely starts like it."""
    system = {"role": "system", "content": "s"}
    first = [system, {"role": "user", "content": "a"}, {"role": "assistant", "content": "x"}]
    second = [system, {"role": "user", "content": 'a"}'}, {"role": "assistant", "content": "y"}]
    for _ in range(2):
        for history in (first, second, first[:2], second[:2]):
            body = orjson.dumps({"model": "m", "messages": history})
            assert parse_chat(body).request == _plain(body).request


def test_the_tree_starts_afresh_when_full(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(history_split, "_MAX_TURNS", 3)
    for i in range(10):
        history = [{"role": "user", "content": f"q{i}"}, {"role": "assistant", "content": "r"}]
        body = orjson.dumps({"model": "m", "messages": history})
        assert parse_chat(body).request == _plain(body).request
    assert history_split._turns <= 3


def test_a_bad_message_in_a_fast_body_gets_ollamas_error() -> None:
    body = orjson.dumps({"model": "m", "messages": [
        {"role": "user", "content": "ok"}, {"role": "user", "content": 5}]})
    with pytest.raises(ApiError) as caught:
        parse_chat(body)
    assert (caught.value.status, caught.value.message) == (
        400, "json: cannot unmarshal number into Go struct field "
             "Message.messages.content of type string")


REPLY_TEXT = st.one_of(st.text(max_size=30), st.sampled_from(["  two  words  ", " ", ""]))
TOOL_CALLS = st.lists(st.builds(ToolCall, st.text(max_size=5),
                                st.dictionaries(st.text(max_size=4), JSON, max_size=2)),
                      max_size=3).map(tuple)
LOGPROBS = st.lists(st.builds(TokenLogprob, st.text(max_size=4), st.floats(-10, 0),
                              st.lists(st.tuples(st.text(max_size=3), st.floats(-10, 0)),
                                       max_size=3).map(tuple)), max_size=3).map(tuple)
REPLY = st.builds(Reply, content=REPLY_TEXT, tool_calls=TOOL_CALLS,
                  thinking=st.none() | REPLY_TEXT, logprobs=LOGPROBS)
ODD_REPLY = st.builds(Reply, content=st.one_of(REPLY_TEXT, st.integers(), st.none(),
                                               st.lists(st.text(max_size=3), max_size=2)),
                      tool_calls=TOOL_CALLS,
                      thinking=st.one_of(st.none(), REPLY_TEXT, st.integers(),
                                         st.lists(st.text(max_size=3), max_size=2)),
                      logprobs=LOGPROBS)


def _wire(build: Callable[[], dict[str, Any]]) -> tuple[str, Any]:
    """The `stream: false` body without its clock reading, or the error building it."""
    try:
        body = build()
    except Exception as exc:  # the server turns any of these into the same 500
        return ("error", f"{type(exc).__name__}: {exc}")
    del body["created_at"]
    return ("ok", orjson.dumps(body))


@LENIENT
@given(st.one_of(REPLY, ODD_REPLY), st.booleans(), st.none() | st.integers(0, 20))
def test_the_folded_reply_is_the_folded_stream(reply: Reply, tools_offered: bool,
                                               top: int | None) -> None:
    final = {"done_reason": "stop", "total_duration": 7, "eval_count": 3}

    def fast() -> dict[str, Any]:
        return folded_reply("m", reply, tools_offered=tools_offered, seed=b"s", final=final,
                            logprobs=top)

    def slow() -> dict[str, Any]:
        return fold(reply_chunks("m", reply, tools_offered=tools_offered, seed=b"s",
                                 final=final, logprobs=top))

    assert _wire(fast) == _wire(slow)


def _base36_call_id(seed: bytes, index: int) -> str:
    """The id's definition, one digit at a time."""
    import hashlib

    digest = hashlib.blake2b(seed + index.to_bytes(4, "big"), digest_size=8).digest()
    number, chars = int.from_bytes(digest, "big"), []
    for _ in range(8):
        number, rem = divmod(number, 36)
        chars.append("abcdefghijklmnopqrstuvwxyz0123456789"[rem])
    return "call_" + "".join(chars)


@given(st.binary(max_size=40), st.integers(0, 2**32 - 1))
def test_call_ids_are_eight_base36_digits_of_the_digest(seed: bytes, index: int) -> None:
    assert call_id(seed, index) == _base36_call_id(seed, index)


@pytest.mark.parametrize(("ns", "text"), [
    (1_700_000_000_000_000_000, "2023-11-14T22:13:20Z"),
    (1_700_000_000_120_000_000, "2023-11-14T22:13:20.12Z"),
    (1_700_000_000_000_000_001, "2023-11-14T22:13:20.000000001Z"),
    (1_700_000_001_999_999_999, "2023-11-14T22:13:21.999999999Z"),
])
def test_timestamps_are_rfc3339_nano(ns: int, text: str) -> None:
    assert rfc3339_nano(ns) == text
    assert rfc3339_nano(ns) == text  # the remembered second gives the same text


def test_a_bad_duration_is_refused_every_time() -> None:
    body = orjson.dumps({"model": "m", "messages": [], "keep_alive": "300"})
    for _ in range(2):
        with pytest.raises(ApiError, match='missing unit in duration "300"'):
            parse_chat(body)
