"""The hash chain: each event's hash covers its row and the hash of the run's previous event.

    hash(e) = sha256(orjson([prev, run_id, seq, kind, step, ts, payload])) as hex
    prev    = hash of the run's previous event, or "" for the first chained event

The store computes it at append time and every read of a run's events checks it, so an event
edited, deleted or reordered behind the store's back (triggers dropped, `sqlite3` by hand) is
named by run and seq instead of being replayed. Events written before the chain existed carry
no hash; a run's chain then starts at its first event that has one. An unkeyed chain proves
nothing against someone who recomputes every hash after an edit; it catches the edit that
does not. A cut tail or a vanished run leaves a chain that holds: `verify` compares each run's
lifecycle as the log folds it (attempts, status, finish time) with the run index the database's
triggers kept beside it, and with run_specs (`compare_index`); a tail cut inside an unfinished
attempt is caught only by comparing a head hash kept elsewhere (`verify --json` prints each
run's head).
"""

from __future__ import annotations

import hashlib
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

import orjson

GENESIS = ""


def link(prev: str, run_id: str, seq: int, kind: str, step: int, ts: float, payload: str
         ) -> str:
    """The hash of one event, given the hash of the event before it in its run."""
    body = orjson.dumps([prev, run_id, seq, kind, step, ts, payload])
    return hashlib.sha256(body).hexdigest()


Row = tuple[int, str, int, float, str, str | None]
"""seq, kind, step, ts, payload, hash: one event as the table holds it."""


class BadRow(ValueError):
    """A row whose column does not hold its type (a `ts` that is text, a seq that is a blob):
    the message names the run, the seq and the column."""


def typed_row(run_id: str, raw: Sequence[Any]) -> Row:
    """One row as SQLite returned it, checked column by column: SQLite's type affinity keeps
    whatever an edit wrote, so `ts = '2020-01-01'` comes back as text, not as a number."""
    seq, kind, step, ts, payload, digest = raw
    if not _is_int(seq):
        raise BadRow(f"run {run_id} seq {seq!r}: seq is not an integer (the row was edited)")
    where = f"run {run_id} seq {seq}"
    if not isinstance(kind, str):
        raise BadRow(f"{where}: kind is a {_sql_type(kind)}, not text (the row was edited)")
    if not _is_int(step):
        raise BadRow(f"{where}: step is {_shown(step)}, not an integer (the row was edited)")
    if isinstance(ts, bool) or not isinstance(ts, (int, float)):
        raise BadRow(f"{where}: ts is {_shown(ts)}, not unix seconds (the row was edited)")
    if isinstance(payload, bytes):
        payload = payload.decode(errors="replace")
    if not isinstance(payload, str):
        raise BadRow(f"{where}: payload is {_shown(payload)}, not JSON text (the row was "
                     "edited)")
    if digest is not None and not isinstance(digest, str):
        raise BadRow(f"{where}: hash is {_shown(digest)}, not text (the row was edited)")
    return int(seq), kind, int(step), float(ts), payload, digest


def _iso(ts: float) -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(ts))


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _sql_type(value: object) -> str:
    return {str: "text", bytes: "blob", int: "integer", float: "real"}.get(type(value), "null")


def _shown(value: object) -> str:
    text = repr(value)
    return f"the {_sql_type(value)} {text[:40] + '…' if len(text) > 40 else text}"


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
    last_seq: int = 0
    attempts: int = 0
    """run_started events: what the run index counts."""
    status: str = "queued"
    """queued, running, or the last run_finished's outcome: the run index's rule, folded."""
    finished_at: float | None = None


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
        out.last_seq = seq
        _fold_lifecycle(out, kind, ts, payload)
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


def _fold_lifecycle(out: RunChain, kind: str, ts: float, payload: str) -> None:
    if kind == "run_started":
        out.attempts += 1
        out.status = "running"
    elif kind == "run_finished":
        try:
            body = orjson.loads(payload)
        except orjson.JSONDecodeError:
            body = None  # reported by the read that decodes payloads
        outcome = body.get("outcome") if isinstance(body, dict) else None
        out.status = outcome if isinstance(outcome, str) else "?"
        out.finished_at = ts


@dataclass(frozen=True, slots=True)
class Indexed:
    """What the database kept beside a run's events: its run_index row (triggers on run_specs
    and events keep it), whether run_specs still holds it, whether it was archived."""

    status: str | None
    """None when the run has no run_index row."""
    attempts: int = 0
    finished_at: float | None = None
    spec: bool = True
    archived: bool = False


def compare_index(chain: RunChain, kept: Indexed) -> str | None:
    """The first disagreement between the log and what was kept beside it, or None.

    The chain cannot see a cut tail (the remaining events still link) nor a run whose every
    event is gone; the run index can: its triggers counted every run_started and copied every
    run_finished as it was appended."""
    run_id = chain.run_id
    if kept.status is None:
        if kept.spec:
            return (f"run {run_id}: in run_specs but not in the run index (its row was "
                    "deleted)")
        return None  # events without a spec or an index row: nothing kept to compare with
    if chain.events == 0 and not kept.spec and kept.archived:
        return None  # moved to an archive by `oncall retention archive`
    said = (f"the run index says {kept.status} after {kept.attempts} attempt(s)"
            + (f", finished at {_iso(kept.finished_at)}" if kept.finished_at is not None
               else ""))
    if chain.events == 0:
        if kept.status == "queued" and kept.attempts == 0:
            return None  # submitted, never started: no event yet
        gone = "its events were deleted" + ("" if kept.spec else ", and its spec")
        return f"run {run_id}: no events, yet {said}: {gone}"
    log = (chain.status, chain.attempts, chain.finished_at)
    if log != (kept.status, kept.attempts, kept.finished_at):
        ends = (f"the log ends with {chain.status} after {chain.attempts} attempt(s)")
        return (f"run {run_id} seq {chain.last_seq}: {ends}, yet {said}: events after seq "
                f"{chain.last_seq} were deleted (a cut tail) or a lifecycle event was edited")
    if not kept.spec:
        return f"run {run_id}: its spec is gone from run_specs (the row was deleted)"
    return None


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
