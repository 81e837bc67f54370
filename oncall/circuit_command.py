"""`python -m oncall circuit list|close TOOL`: the tool circuit breakers of a database.

`list` opens the database read-only (it works beside running workers and on a read-only
copy) and shows times as UTC with their age; `close` refuses a tool that no run could call,
since forcing a circuit of a misspelt name closed would print success and change nothing.
"""

from __future__ import annotations

import argparse
import time
from datetime import UTC, datetime

from oncall.errors import ConfigError
from oncall.guards.circuit import Circuit, Transition, change_circuit, load_all, transitions
from oncall.store import Store
from oncall.tools import default_toolset


def _when(ts: float | None, now: float) -> str:
    if ts is None:
        return "-"
    stamp = datetime.fromtimestamp(ts, UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
    return f"{stamp} ({max(0.0, now - ts):,.0f} s ago)"


async def circuit_command(args: argparse.Namespace) -> int:
    if args.action == "close":
        return await _close(args.db, args.tool)
    async with await Store.open_readonly(args.db) as store:
        circuits = await load_all(store)
        changed = await transitions(store)
    if not circuits:
        print("no circuit has seen a failure")
    now = time.time()
    for c in circuits:
        print(f"{c.tool:<24} {c.state:<10} failures {c.failures:<3} "
              f"opened {_when(c.opened_at, now):<34} changed {_when(changed.get(c.tool), now)}")
    return 0


async def _close(db: str, tool: str | None) -> int:
    if not tool:
        raise ConfigError("circuit close: name the TOOL to close (see `circuit list`)")
    async with await Store.open_readonly(db) as reader:
        known = {t.name for t in default_toolset().tools} | {c.tool for c in await load_all(reader)}
    if tool not in known:
        raise ConfigError(f"circuit close: no tool named {tool!r} (tools: "
                          f"{', '.join(sorted(known))})")

    def force(c: Circuit) -> tuple[Circuit, Transition | None]:
        if c.state == "closed" and not c.failures:
            return c, None
        return Circuit(c.tool), Transition(c.tool, c.state, "closed", "forced by hand")

    async with await Store.open(db) as store:
        _, transition = await change_circuit(store, tool, force, None)
    print(f"{tool}: closed" + ("" if transition else " (it was already)"))
    return 0
