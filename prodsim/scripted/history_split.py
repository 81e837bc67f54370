"""The history of a chat body, decoded one message at a time along a tree of the
conversations already seen (see the note below): a client resends the whole history on every
call, and decoding it afresh made the server's cost per call grow with the conversation."""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable
from typing import Any

import orjson

from prodsim.scripted.chat import Message
from prodsim.scripted.tokens import message_chars

# -- the history, one message at a time ---------------------------------------------------------
#
# A client resends the whole history on every call, so the n-th request of a conversation
# repeats the n-1 messages before it byte for byte. Decoding and checking each of them again
# made the server's cost per call grow with the conversation (and a run's with its square).
# `split_history` walks the `messages` array of a body along a tree of the conversations seen
# so far (each edge one message's bytes, decoded once), and decodes only the messages past the
# point where the body leaves the tree; `rest_object` decodes what is left (model, options,
# tools), which a client also sends unchanged.
#
# Exact, not heuristic. The body must start `{"model":"...","messages":[` (oncall's client
# writes these keys first), so the array is the top-level one. JSON objects are prefix-free
# (an object's closing brace is determined by its text): so if the bytes at an element's start
# begin with a message already decoded, that message is the element, whatever braces or
# brackets its strings hold. A new element is cut at the first `}` followed by `,{"` or by `]`
# and the end of the array whose prefix decodes as one JSON object (an unescaped quote rarely
# follows a brace inside a string, so a tool result holding JSON text offers few false cuts,
# and each is only tried). Finally the body with an empty array in place of the history must
# decode to an object whose `messages` is that empty array: then the whole body is valid JSON
# (a value was swapped for another) and decodes to the same object, since no other `messages`
# key can override ours. Anything else takes the plain path, which reports the errors.
# Decoded objects are shared between requests; nothing downstream mutates them.

_HISTORY_HEAD = re.compile(rb'\{"model":"(?:[^"\\]|\\.)*","messages":\[')
_ELEMENT_END = re.compile(rb'\}(?=,\{"|\](?:,"|\}|\s|$))')
_MAX_CUTS = 64
"""Candidate cuts tried per element before giving up on the fast path (a history message whose
strings hold many `},{"` is decoded by the plain path instead)."""


class _Turn:
    """A node of the conversation tree: the messages seen after one history prefix."""

    __slots__ = ("nexts",)

    def __init__(self) -> None:
        self.nexts: list[tuple[bytes, tuple[Message, int], _Turn]] = []
        """(a message's bytes, the message and its `message_chars`, the node after it)."""


_MAX_TURNS = 16384
"""Nodes kept before the tree starts afresh: a hundred conversations of a hundred calls."""
_root = _Turn()
_turns = 0
_RESTS: dict[bytes, Any] = {}
"""A body with its history emptied -> its decoded object; the oldest dropped first."""
_RESTS_MAX = 64


def split_history(body: bytes, decode: Callable[[dict[str, Any]], Message | None]
                  ) -> tuple[bytes, list[tuple[Message, int]]] | None:
    """(the body with `"messages":[]`, each history message with its chars), or None when the
    body is not laid out as expected or an element does not decode and check cleanly."""
    head = _HISTORY_HEAD.match(body)
    if head is None:
        return None
    pos = head.end()
    seen: list[tuple[Message, int]] = []
    turn = _root
    while body[pos:pos + 1] == b"{":
        known = _known(turn, body, pos)
        if known is not None:
            text, entry, after = known
            end = pos + len(text)
        else:
            element = _element(body, pos, decode)
            if element is None:
                return None
            entry, end = element
            after = _grow(turn, body[pos:end], entry)
        seen.append(entry)
        turn = after
        pos = end
        if body[pos:pos + 1] != b",":
            break
        pos += 1
    if body[pos:pos + 1] != b"]" or (seen and body[pos - 1:pos] == b","):
        return None
    rest = body[pos + 1:]
    if b'"messages":' in rest:
        return None
    return body[:head.end()] + b"]" + rest, seen


def _known(turn: _Turn, body: bytes, pos: int
           ) -> tuple[bytes, tuple[Message, int], _Turn] | None:
    """The message seen after `turn` that the bytes at `pos` begin with, if any."""
    for step in turn.nexts:
        if body.startswith(step[0], pos):
            return step
    return None


def _grow(turn: _Turn, text: bytes, entry: tuple[Message, int]) -> _Turn:
    """The node after `turn` by a newly decoded message."""
    global _root, _turns
    if _turns >= _MAX_TURNS:
        _root, _turns = _Turn(), 0  # start afresh; `turn` is dropped with the old tree
    after = _Turn()
    turn.nexts.append((text, entry, after))
    _turns += 1
    return after


def _element(body: bytes, start: int, decode: Callable[[dict[str, Any]], Message | None]
             ) -> tuple[tuple[Message, int], int] | None:
    """The history message whose JSON starts at `start`, and the index just past it."""
    for cut in itertools.islice(_ELEMENT_END.finditer(body, start), _MAX_CUTS):
        end = cut.end()
        try:
            raw = orjson.loads(body[start:end])
        except orjson.JSONDecodeError:  # the cut fell inside a string or a nested value
            continue
        if type(raw) is not dict:
            return None
        message = decode(raw)
        if message is None:
            return None  # the plain path raises the error, in Ollama's order
        return (message, message_chars(message)), end
    return None


def rest_object(rest: bytes) -> Any:
    """`orjson.loads(rest)`, remembered: a client sends the same model, options and tools on
    every call of a conversation."""
    data = _RESTS.get(rest)
    if data is None:
        data = orjson.loads(rest)
        if len(_RESTS) >= _RESTS_MAX:
            del _RESTS[next(iter(_RESTS))]
        _RESTS[rest] = data
    return data
