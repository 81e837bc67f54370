"""Retry policies: plain functions ``(attempt, error) -> delay | None``.

Separate tables for the two kinds of failure (seed 004): a model server that crashed or is
busy is worth waiting for with exponential backoff and jitter; a model that does not exist or
a request the server calls bad is not. Tools follow their own table: a 429 says when to come
back, a 400 goes straight back to the model, a 403 is "not permitted" and never retried.
Time and randomness are injected, so backoff tests run instantly.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from oncall.errors import ModelError, ModelNotFound

Policy = Callable[[int, Exception], "float | None"]


@dataclass(frozen=True, slots=True)
class Backoff:
    max_retries: int = 3
    first_delay: float = 1.0
    factor: float = 2.0
    cap: float = 60.0

    def delay(self, attempt: int, rng: random.Random) -> float:
        """Full jitter over an exponential ceiling: retries of many runs do not line up."""
        ceiling = min(self.cap, self.first_delay * self.factor ** (attempt - 1))
        return round(ceiling * (0.5 + 0.5 * rng.random()), 3)


def model_policy(backoff: Backoff, rng: random.Random) -> Policy:
    """Retry transient model-server failures: connection refused or reset, timeouts, 5xx
    (Ollama's runner crashes included), 503 busy, 429, and replies without done=true. Never a
    404 (model not pulled) or another 4xx (the request is wrong and will stay wrong)."""
    def policy(attempt: int, error: Exception) -> float | None:
        if attempt > backoff.max_retries or isinstance(error, ModelNotFound):
            return None
        if isinstance(error, ModelError) and error.transient:
            return backoff.delay(attempt, rng)
        return None
    return policy


@dataclass(frozen=True, slots=True)
class ToolFailure(Exception):
    """A failed tool request as the retry table sees it."""

    error: str
    """The ToolResult code: http_<status>, timeout, unreachable, …"""
    retry_after: float | None = None


TRANSIENT_TOOL_ERRORS = frozenset({"http_500", "http_502", "http_503", "http_504", "http_429",
                                   "timeout", "unreachable"})
"""Tool failures that say the tool (not the question) is in trouble: retried here, counted by
the circuit breakers. A 400 or a 403 is the model's or the identity's problem: neither."""


def tool_policy(backoff: Backoff, rng: random.Random) -> Policy:
    """429: wait what Retry-After says (capped), else back off; 5xx and connection errors:
    back off; 400, 403, 404 and everything else: no retry (the model gets the error)."""
    def policy(attempt: int, error: Exception) -> float | None:
        if attempt > backoff.max_retries or not isinstance(error, ToolFailure):
            return None
        if error.error == "http_429":
            if error.retry_after is not None:
                return min(backoff.cap, max(0.0, error.retry_after))
            return backoff.delay(attempt, rng)
        if error.error in TRANSIENT_TOOL_ERRORS:
            return backoff.delay(attempt, rng)
        return None
    return policy
