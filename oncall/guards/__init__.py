"""Guards: one ordered list of plain functions ``(state, action) -> Verdict``.

Each guard is built from its own section of the profile (`guards.budget`, `guards.circuit`,
…) and sees only that section; a section with `enabled: false` leaves its guard out of the
list. The list keeps the order of the profile's `guards:` mapping. Before every model call,
tool call and report the loop builds an `Action` and asks the list; the first verdict that
does not proceed wins, and every objection is an event.

Guards do no I/O: what a guard needs that costs a request — the progress detectors' scores (a
judge model), the gaps of a report (a verifier model), a tool's circuit (a database row) — is
gathered into the action beforehand by `oncall.guards.hooks`, and only for guards in the list.
A guard that cannot decide therefore cannot fail; the gatherers that call models fail open,
logged (see `FAILURE_MODES`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from oncall.config import Profile
from oncall.guards.base import PROCEED, Action, Decision, Verdict
from oncall.guards.budget import budget
from oncall.guards.circuit import circuit
from oncall.guards.progress import progress
from oncall.guards.repeated_call import repeated_call
from oncall.guards.verification import verification
from oncall.state import RunState

Guard = Callable[[RunState, Action], Verdict]


@dataclass(frozen=True, slots=True)
class Named:
    """A guard in the list, under its profile section's name."""

    name: str
    check: Guard


ORDER = ("budget", "repeated_call", "circuit", "progress", "verification")
"""The order of sections a profile does not name (they follow the ones it names)."""

_BUILDERS: Mapping[str, Callable[[Any], Guard]] = MappingProxyType({
    "budget": budget, "repeated_call": repeated_call, "circuit": circuit,
    "progress": progress, "verification": verification})

FAILURE_MODES: Mapping[str, str] = MappingProxyType({
    # What each guard does when it cannot decide. A pure function of the state cannot fail to
    # decide; what gathers its inputs from a model fails open (logged, the run goes on),
    # because a broken guard must never kill a run silently; a store failure while reading a
    # circuit is an infrastructure error and propagates loudly.
    "budget": "closed",
    "repeated_call": "closed",
    "circuit": "closed",
    "progress:heuristic": "closed",
    "progress:judge": "open",
    "progress:logprob-judge": "open",
    "verification": "closed",
    "verification:verifier": "open",
})


def build(profile: Profile) -> tuple[Named, ...]:
    """The profile's guards, in its order; a disabled section is not in the list."""
    names = [n for n in profile.guard_order if n in _BUILDERS]
    names += [n for n in ORDER if n not in names]
    out = []
    for name in names:
        cfg = getattr(profile, name)  # each section is the Profile field of that name
        if getattr(cfg, "enabled", True):
            out.append(Named(name, _BUILDERS[name](cfg)))
    return tuple(out)


def first_objection(guards: Sequence[Named], state: RunState, action: Action) -> Verdict:
    """The first verdict that does not proceed; the guards after it are not asked."""
    for guard in guards:
        verdict = guard.check(state, action)
        if not verdict.proceeds:
            return verdict
    return PROCEED


def names(guards: Iterable[Named]) -> frozenset[str]:
    return frozenset(g.name for g in guards)


__all__ = ["FAILURE_MODES", "ORDER", "PROCEED", "Action", "Decision", "Guard", "Named",
           "Verdict", "build", "first_objection", "names"]
