"""The hash chain: each event's hash covers its row and the hash of the run's previous event.

    hash(e) = sha256(orjson([prev, run_id, seq, kind, step, ts, payload])) as hex
    prev    = hash of the run's previous event, or "" for the first chained event

The store computes it at append time and every read of a run's events checks it, so an event
edited, deleted or reordered behind the store's back (triggers dropped, `sqlite3` by hand) is
named by run and seq instead of being replayed. Events written before the chain existed carry
no hash; a run's chain then starts at its first event that has one. An unkeyed chain proves
nothing against someone who recomputes every hash after an edit; it catches the edit that
does not, and a truncated tail is caught only by comparing a head hash kept elsewhere
(`verify --json` prints each run's head).
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from dataclasses import dataclass, field

import orjson

GENESIS = ""


def link(prev: str, run_id: str, seq: int, kind: str, step: int, ts: float, payload: str
         ) -> str:
    """The hash of one event, given the hash of the event before it in its run."""
    body = orjson.dumps([prev, run_id, seq, kind, step, ts, payload])
    return hashlib.sha256(body).hexdigest()


Row = tuple[int, str, int, float, str, str | None]
"""seq, kind, step, ts, payload, hash: one event as the table holds it."""


@dataclass(slots=True)
class RunChain:
    """What checking one run's chain found."""

    run_id: str
    events: int = 0
    unchained: int = 0
    """Events written before the chain existed (no hash), all before the first chained one."""
    head: str | None = None
    problem: str | None = None
    """The first mismatch, naming its seq; None when the chain holds."""


def check_run(run_id: str, rows: Iterable[Row], chain_since: float | None = None) -> RunChain:
    """Walk a run's rows in seq order: seqs must run 1, 2, 3 … and each hash must match.

    `chain_since` is when the chain's migration ran: an event without a hash appended after
    it was stripped of its hash, not written before the chain."""
    out = RunChain(run_id)
    prev: str | None = None
    expected = 1
    for seq, kind, step, ts, payload, digest in rows:
        out.events += 1
        if seq != expected:
            out.problem = (f"run {run_id} seq {seq}: expected seq {expected} (an event was "
                           "deleted or renumbered)")
            return out
        expected = seq + 1
        if digest is None:
            if prev is not None or (chain_since is not None and ts >= chain_since):
                out.problem = (f"run {run_id} seq {seq}: no hash, yet appended after the "
                               "chain began (the row was rewritten)")
                return out
            out.unchained += 1
            continue
        if link(prev or GENESIS, run_id, seq, kind, step, ts, payload) != digest:
            out.problem = (f"run {run_id} seq {seq}: hash does not match the event (it, or "
                           "the event before it, was edited, deleted or reordered)")
            return out
        prev = digest
    out.head = prev
    return out


@dataclass(slots=True)
class ChainReport:
    """Every run checked, the integrity check's verdict, and the first problem found."""

    runs: list[RunChain] = field(default_factory=list)
    integrity: str = "ok"

    @property
    def events(self) -> int:
        return sum(r.events for r in self.runs)

    @property
    def unchained(self) -> int:
        return sum(r.unchained for r in self.runs)

    @property
    def problem(self) -> str | None:
        if self.integrity != "ok":
            return f"integrity_check: {self.integrity}"
        return next((r.problem for r in self.runs if r.problem), None)
