"""Events: the one record type of the log.

Kinds and their payloads (every payload is one JSON object):

- ``run_started``   lifecycle: ``attempt``, ``pid``, ``sqlite``
- ``run_finished``  lifecycle: ``outcome``, ``reason``, ``report`` or ``escalation``, ``error``
- ``context``       the bootstrap: ``alert``, ``fields``, ``topology``, ``messages``
- ``model_info``    what the model server said of a model: ``model``, ``context_length``
- ``phase``         a phase switch: ``phase``, ``previous``, ``model``
- ``model_call``    a completed model call: ``role``, ``model``, ``request`` (digest and
                    shape of what was sent), ``message`` (what came back), token counts,
                    ``latency_ms``, ``cost_usd``, ``attempt``, ``run_attempt``
- ``model_error``   a failed model call, in the ledger with what the server counted
- ``tool_call``     a tool call and its result: ``index``, ``name``, ``arguments``, ``ok``,
                    ``content`` (what the model was shown), ``latency_ms``
- ``guard``         a guard decision: ``guard``, ``hook``, ``decision``, ``reason``, ``scores``
- ``reminder``      a message the harness added for the model (e.g. "call a tool")

- ``retry``         a failed attempt of a model or tool call that will be tried again
- ``fold``          a bulky tool result folded before the model saw it
- ``takeover``      lifecycle: a worker took the run over from another whose lease expired or
                    was released: ``worker``, ``epoch``, ``previous_worker``,
                    ``previous_epoch``, ``reason``, ``lease_age_s``, ``heartbeat_age_s``

Lifecycle kinds, ``model_error``, ``retry`` and ``fold`` are not replayed on resume (they
happen inside a step whose own event is replayed); every other kind is.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

LIFECYCLE_KINDS = frozenset({"run_started", "run_finished", "model_error", "retry", "fold",
                             "intent",
                             "takeover"})


@dataclass(frozen=True, slots=True)
class NewEvent:
    """An event before the store gives it a sequence number and a time."""

    kind: str
    step: int
    payload: Mapping[str, Any]


@dataclass(frozen=True, slots=True)
class Event:
    run_id: str
    seq: int
    kind: str
    step: int
    ts: float
    payload: Mapping[str, Any]

    @property
    def replayable(self) -> bool:
        """Whether a resumed run re-reads this event instead of redoing its work."""
        return self.kind not in LIFECYCLE_KINDS
