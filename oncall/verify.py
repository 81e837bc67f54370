"""`python -m oncall verify [RUN_ID] [--db PATH]`: check every run's hash chain.

Exit 0 with `ok: N runs, M events` when every chain holds and `PRAGMA integrity_check`
passes; exit 1 naming the first run and seq that does not match. Events written before the
chain existed are counted and said so, not passed off as checked. The database is opened
read-only, so a verify can run beside workers and on a read-only copy.
"""

from __future__ import annotations

import argparse
import sys

import orjson

from oncall.store import Store


async def verify_command(args: argparse.Namespace) -> int:
    async with await Store.open_readonly(args.db) as store:
        # A run id found nowhere (events, run_specs, run index) is bad input.
        report = await store.verify(args.run_id)
    problem = report.problem
    if args.json:
        sys.stdout.write(orjson.dumps({
            "ok": problem is None, "runs": len(report.runs), "events": report.events,
            "unchained_events": report.unchained, "integrity": report.integrity,
            "problem": problem,
            "heads": {r.run_id: r.head for r in report.runs},
        }).decode() + "\n")
        return 0 if problem is None else 1
    if problem is not None:
        print(f"{args.db}: {problem}", file=sys.stderr)
        return 1
    line = f"ok: {len(report.runs)} runs, {report.events} events"
    if report.unchained:
        old = sum(1 for r in report.runs if r.unchained)
        line += (f" ({report.unchained} events of {old} runs predate the hash chain: "
                 "not checked)")
    print(line)
    return 0
