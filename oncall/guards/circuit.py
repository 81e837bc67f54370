"""Tool circuit breakers: stop sending requests to a tool that keeps failing.

closed → (failure_threshold consecutive transient failures) → open → (recovery_s) →
half_open → one probe: success closes it, failure opens it again. The transitions are plain
functions; the state lives in SQLite (`circuits`), so every run on the database shares it and
it survives restarts. An open circuit answers the model without a request. The rows are
read and written here, through the store's transactions: the store knows tables, not breakers.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from oncall.config import CircuitGuard
from oncall.guards.base import PROCEED, Action, Verdict
from oncall.retry import TRANSIENT_TOOL_ERRORS

if TYPE_CHECKING:
    from oncall.state import RunState
    from oncall.store import Store

TRANSIENT = TRANSIENT_TOOL_ERRORS
"""The retry table's transient failures: one list, so what is retried is what opens a circuit."""


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


def circuit(cfg: CircuitGuard) -> Callable[[RunState, Action], Verdict]:
    """Before a tool call: refuse, without a request, a tool whose circuit is open (or whose
    half-open probe is already out). The circuit (a database row, shared by every run) is
    gathered into the action; the call itself still claims the probe atomically."""
    def check(state: RunState, action: Action) -> Verdict:
        if action.kind != "tool" or action.ends_run or action.circuit is None:
            return PROCEED
        allowed, _, _ = admit(action.circuit, action.now, cfg)
        if allowed:
            return PROCEED
        return Verdict("refuse", "circuit", unavailable_message(action.circuit),
                       {"failures": float(action.circuit.failures)}, code="circuit_open")
    return check


def unavailable_message(c: Circuit) -> str:
    return (f"{c.tool} is unavailable (its circuit is open after {c.failures} consecutive "
            "failures): use another source.")


CircuitChange = Callable[[Circuit], tuple[Circuit, Transition | None]]


def _row(r: tuple[Any, ...] | Any) -> Circuit:
    return Circuit(str(r[0]), str(r[1]), int(r[2]), None if r[3] is None else float(r[3]))


async def load(store: Store, tool: str) -> Circuit:
    """The circuit of `tool` as the database holds it (closed if it never failed)."""
    rows = await store.fetch(
        "SELECT tool, state, failures, opened_at FROM circuits WHERE tool = ?", (tool,))
    return _row(rows[0]) if rows else Circuit(tool)


async def load_all(store: Store) -> list[Circuit]:
    """Every circuit that has seen a failure, by tool name."""
    rows = await store.fetch("SELECT tool, state, failures, opened_at FROM circuits ORDER BY tool")
    return [_row(r) for r in rows]


async def transitions(store: Store) -> dict[str, float]:
    """When each tool's circuit last changed state (unix seconds on the store's clock)."""
    rows = await store.fetch("SELECT tool, max(ts) FROM circuit_events GROUP BY tool")
    return {str(r[0]): float(r[1]) for r in rows}


async def change_circuit(store: Store, tool: str, change: CircuitChange, run_id: str | None
                 ) -> tuple[Circuit, Transition | None]:
    """Read, change and write a circuit atomically (across processes too: the store's BEGIN
    IMMEDIATE), recording the transition, if there is one, in `circuit_events`."""
    async with store.immediate() as conn:
        rows = list(await conn.execute_fetchall(
            "SELECT tool, state, failures, opened_at FROM circuits WHERE tool = ?", (tool,)))
        current = _row(rows[0]) if rows else Circuit(tool)
        new, transition = change(current)
        now = store.now()
        if new != current:
            await conn.execute(
                "INSERT INTO circuits (tool, state, failures, opened_at, updated_at)"
                " VALUES (?, ?, ?, ?, ?) ON CONFLICT (tool) DO UPDATE SET"
                " state = excluded.state, failures = excluded.failures,"
                " opened_at = excluded.opened_at, updated_at = excluded.updated_at",
                (new.tool, new.state, new.failures, new.opened_at, now))
        if transition is not None:
            await conn.execute(
                "INSERT INTO circuit_events (tool, from_state, to_state, reason, run_id, ts)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                (transition.tool, transition.from_state, transition.to_state,
                 transition.reason, run_id, now))
    return new, transition
