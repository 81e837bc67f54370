"""`python -m oncall sources check FILE.yaml`: connect to each source, one line each.

Each line gives the kind, the URL without credentials, the version where the API reports one,
and one sample answer. Exit 1 naming every source that failed and why; a credential is never
printed (messages name environment variables, never their values).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Mapping
from typing import TextIO

from oncall.config import load_scenario
from oncall.preflight import check_scenario
from oncall.sources.base import Check
from oncall.sources.build import open_sources
from oncall.sources.client import one_line
from oncall.sources.documents import RunbookUrl


def _alert_service(alert: object) -> str | None:
    labels = alert.get("labels") if isinstance(alert, Mapping) else None
    service = labels.get("service") if isinstance(labels, Mapping) else None
    return service if isinstance(service, str) and service else None


def render(check: Check) -> str:
    version = f"  version {check.version}" if check.version else ""
    what = one_line(check.sample if check.ok else f"FAILED: {check.error}", 300)
    return f"{check.kind:<11} {check.url}{version}  {what}"  # one line per source, always


async def check_file(path: str, out: TextIO) -> int:
    scenario = load_scenario(path)
    # What `run` refuses, refused here first (exit 2); no model runs here, so a scripted
    # model needs no importable prodsim.
    check_scenario(scenario, path, need_scripted=False)
    if not scenario.sources:
        print(f"{path}: no sources: block (the production is prodsim incident "
              f"{scenario.incident!r}, in-process)", file=out)
        return 0
    checks: list[Check] = []
    async with open_sources(scenario) as (sources, _):
        configured = sources.checks[-len(scenario.sources):]
        service = _alert_service(scenario.alert)
        for source in configured:
            if isinstance(source, RunbookUrl) and service:
                source.sample_service = service  # the sample: the alert's own runbook
            found = await source.check()
            checks.append(found)
            print(render(found), file=out, flush=True)
    failed = [c for c in checks if not c.ok]
    if failed:
        print(f"{len(failed)} of {len(checks)} sources failed: "
              + "; ".join(f"{c.kind} ({c.url}): {one_line(c.error, 120)}" for c in failed),
              file=out)
        return 1
    print(f"all {len(checks)} sources answered", file=out)
    return 0


async def sources_command(args: argparse.Namespace) -> int:
    return await check_file(args.file, sys.stdout)
