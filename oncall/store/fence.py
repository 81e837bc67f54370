"""Fences: the store's primitive for "this append lands only while a lease is held".

The store knows a fence as a row it must find in `leases` inside the transaction of the insert.
Who claims, renews and gives up leases is `oncall.leases`, built on this and on the store's
statements; the store itself knows nothing of workers.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Fence:
    """The lease an append must find held, in the same transaction, to land."""

    run_id: str
    worker: str
    epoch: int
