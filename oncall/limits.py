"""The ranges configuration values must fall in, and why each bound is where it is.

`oncall.config` checks every field against these when it parses a run file or a profile; a
value outside is one line naming the field (see docs/input.md).
"""

from __future__ import annotations

from typing import Any

MIN_NUM_CTX, MAX_NUM_CTX = 2048, 10_000_000
"""A context below the fixed prompt cost cannot hold one step; none is larger than 10 M."""
MAX_RETRY_DELAY_S = 3600
MAX_RETRIES = 100

_NUMERIC_OPTIONS = {"temperature": (0.0, 10.0), "top_p": (0.0, 1.0), "min_p": (0.0, 1.0),
                    "top_k": (0, 1_000_000), "seed": (-(2**63), 2**63 - 1),
                    "num_predict": (-2, 10_000_000), "repeat_penalty": (0.0, 10.0),
                    "presence_penalty": (-10.0, 10.0), "frequency_penalty": (-10.0, 10.0),
                    "repeat_last_n": (-1, 10_000_000), "num_gpu": (-1, 10_000),
                    "num_thread": (0, 10_000), "num_batch": (1, 10_000_000)}
"""Ollama options that are numbers, with the range each can take: a value of the wrong type
is refused here, since the server's 400 would be retried as if it were transient."""


def option_problem(key: str, value: Any) -> str | None:
    """Why an Ollama option's value cannot be sent, or None."""
    if key in _NUMERIC_OPTIONS:
        low, high = _NUMERIC_OPTIONS[key]
        if isinstance(value, bool) or not isinstance(value, int | float):
            return f"must be a number, not {value!r}"
        if not low <= value <= high:
            return f"must be from {low} to {high}, not {value!r}"
        return None
    if key == "stop":
        if not isinstance(value, list) or not all(isinstance(s, str) for s in value):
            return "must be a list of strings"
        return None
    if not isinstance(value, bool | int | float | str):
        return f"must be a number, a string or true/false, not {type(value).__name__}"
    return None
