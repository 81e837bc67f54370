"""Tool circuit breakers: stop sending requests to a tool that keeps failing.

closed → (failure_threshold consecutive transient failures) → open → (recovery_s) →
half_open → one probe: success closes it, failure opens it again. The transitions are plain
functions; the state lives in SQLite (`circuits`), so every run on the database shares it and
it survives restarts. An open circuit answers the model without a request.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from oncall.config import CircuitGuard

# Failures that say the tool (not the question) is broken. A 400 or a 403 is the model's or
# the identity's problem and must not open a circuit for everyone.
TRANSIENT = frozenset({"http_500", "http_502", "http_503", "http_504", "http_429", "timeout",
                       "unreachable"})


@dataclass(frozen=True, slots=True)
class Circuit:
    tool: str
    state: str = "closed"
    failures: int = 0
    opened_at: float | None = None


@dataclass(frozen=True, slots=True)
class Transition:
    tool: str
    from_state: str
    to_state: str
    reason: str


def admit(c: Circuit, now: float, cfg: CircuitGuard) -> tuple[bool, Circuit, Transition | None]:
    """May a request go out? An open circuit past its recovery time lets one probe through."""
    if c.state == "closed":
        return True, c, None
    if c.state == "open" and c.opened_at is not None and now - c.opened_at >= cfg.recovery_s:
        probe = replace(c, state="half_open")
        return True, probe, Transition(c.tool, "open", "half_open",
                                       f"{cfg.recovery_s:g} s passed: one probe")
    return False, c, None  # open, or half_open with its probe already out


def record(c: Circuit, error: str | None, now: float, cfg: CircuitGuard
           ) -> tuple[Circuit, Transition | None]:
    """The circuit after one call's outcome (error None means success)."""
    failed = error in TRANSIENT
    if not failed:
        if c.state == "half_open":
            return Circuit(c.tool), Transition(c.tool, "half_open", "closed", "probe succeeded")
        return (Circuit(c.tool), None) if c.failures else (c, None)
    if c.state == "half_open":
        return (replace(c, state="open", opened_at=now, failures=c.failures + 1),
                Transition(c.tool, "half_open", "open", f"probe failed ({error})"))
    failures = c.failures + 1
    if failures >= cfg.failure_threshold:
        return (Circuit(c.tool, "open", failures, now),
                Transition(c.tool, "closed", "open",
                           f"{failures} consecutive failures (last: {error})"))
    return replace(c, failures=failures), None


def unavailable_message(c: Circuit) -> str:
    return (f"{c.tool} is unavailable (its circuit is open after {c.failures} consecutive "
            "failures): use another source.")
