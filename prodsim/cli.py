"""`python -m prodsim`: list incidents, dump a world as JSON lines, export its metrics as
OpenMetrics, serve it (with a run file for oncall), or run the scripted Ollama stand-in."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator
from typing import Any

import orjson

from prodsim import views
from prodsim.incident import IncidentError, list_incidents, load_incident
from prodsim.timeutil import format_time
from prodsim.topology import METRIC_NAMES, METRIC_UNITS
from prodsim.world import World, build_world


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="prodsim", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("list", help="list the shipped incidents")
    dump = sub.add_parser("dump", help="print all world data as deterministic JSON lines")
    dump.add_argument("incident", help="incident name or path to a YAML file")
    dump.add_argument("--seed", type=int, default=0)
    export = sub.add_parser("export-metrics",
                            help="print the metrics as OpenMetrics (for promtool's backfill)")
    export.add_argument("incident", help="incident name or path to a YAML file")
    export.add_argument("--seed", type=int, default=0)
    serve = sub.add_parser("serve", help="serve the HTTP API on 127.0.0.1")
    serve.add_argument("incident", help="incident name or path to a YAML file")
    serve.add_argument("--seed", type=int, default=0)
    serve.add_argument("--port", type=int, default=8077)
    serve.add_argument("--run-file", metavar="OUT.yaml",
                       help="write an oncall run file whose sources are this server's APIs")
    serve.add_argument("--auth", action="store_true",
                       help="require bearer tokens from POST /auth/token (default client "
                            "oncall-agent; see docs/prodsim.md)")
    ollama = sub.add_parser("ollama", help="serve the scripted Ollama stand-in")
    ollama.add_argument("--port", type=int, default=11434)
    ollama.add_argument("--delay", type=float, default=0.0,
                        help="seconds to wait before each reply")
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run one subcommand; returns the process exit code."""
    args = _parser().parse_args(argv)
    try:
        if args.command == "list":
            for name in list_incidents():
                print(f"{name}\t{load_incident(name).description}")
            return 0
        if args.command == "dump":
            world = build_world(load_incident(args.incident), args.seed)
            out = sys.stdout.buffer
            for record in dump_records(world):
                out.write(orjson.dumps(record) + b"\n")
            out.flush()
            return 0
        if args.command == "export-metrics":
            from prodsim.exposition import openmetrics

            world = build_world(load_incident(args.incident), args.seed)
            sys.stdout.writelines(openmetrics(world))
            sys.stdout.flush()
            return 0
        if args.command == "serve":
            import uvicorn

            from prodsim.app import create_app

            app = create_app(load_incident(args.incident), args.seed,
                             auth=True if args.auth else None)
            if args.run_file:
                from prodsim.runfile import run_file_text

                try:
                    with open(args.run_file, "w", encoding="utf-8") as out:
                        out.write(run_file_text(app.world, f"http://127.0.0.1:{args.port}",
                                                "PRODSIM_TOKEN" if app.auth else None))
                except OSError as exc:
                    print(f"prodsim: {args.run_file}: cannot write the run file: "
                          f"{exc.strerror}", file=sys.stderr)
                    return 2
            uvicorn.run(app, host="127.0.0.1", port=args.port, log_level="warning")
            return 0
        from prodsim.scripted.server import serve  # written separately; imported on demand

        serve(port=args.port, delay=args.delay)
        return 0
    except IncidentError as exc:
        print(f"prodsim: {exc}", file=sys.stderr)
        return 2


def dump_records(world: World) -> Iterator[dict[str, Any]]:
    """Every piece of world data, in a fixed order, each as one JSON-able record."""
    truth = world.ground_truth()
    yield {"kind": "world", "incident": world.incident.name, "seed": world.seed,
           "alert_at": format_time(world.alert_ms),
           "now": format_time(world.now_ms),
           "logs_from": format_time(world.log_start_ms)}
    yield {"kind": "ground_truth", "root_cause_service": truth.root_cause_service,
           "change_id": truth.change_id, "change_kind": truth.change_kind,
           "expect": truth.expect,
           "facts": [{"name": f.name, "any_of": list(f.any_of)} for f in truth.facts]}
    yield {"kind": "alert", **views.alert_json(world)}
    for service in world.services:
        yield {"kind": "service", **views.service_json(service)}
    for deploy in world.deploys():
        yield {"kind": "deploy", **views.deploy_json(deploy)}
    for config in world.config_changes():
        yield {"kind": "config_change", **views.config_json(config)}
    for flag in world.flag_changes():
        yield {"kind": "flag_change", **views.flag_json(flag)}
    for event in world.k8s_events():
        yield {"kind": "k8s_event", **views.event_json(event)}
    for service in world.services:
        runbook = world.runbook(service.name)
        if runbook is not None:
            yield {"kind": "runbook", **views.runbook_json(runbook)}
    for service in world.services:
        for metric in METRIC_NAMES:
            yield {"kind": "metric", "service": service.name, "metric": metric,
                   "unit": METRIC_UNITS[metric],
                   "points": views.points_json(world.metric(service.name, metric))}
    for service in world.services:
        for line in world.logs(service.name):
            yield {"kind": "log", "service": service.name, "line": line}
