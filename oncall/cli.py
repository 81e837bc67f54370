"""`python -m oncall`: investigate, resume, inspect the log, run workers, measure."""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
from collections.abc import Sequence
from dataclasses import asdict
from pathlib import Path

import orjson
import structlog

from oncall.errors import OncallError
from oncall.logs import configure
from oncall.summary import finish, step_printer

log = structlog.get_logger("oncall")

_SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"

_EPILOG = """exit codes (run, resume; the others use 0, 1 and 2 alike):
  0  resolved: a report was submitted and verified
  3  escalated or stopped_by_guard: a human must look (the handoff says why)
  1  failed: the run could not go on (the summary gives the reason); also a check
     that failed (verify, eval thresholds, chaos)
  2  bad input or an unusable database: one line naming the file and the field"""


async def _cmd_run(args: argparse.Namespace) -> int:
    from oncall.lab.grade import grade_run
    from oncall.runner import grade_with, run_file

    grade_with(grade_run)  # `correct` for a prodsim incident: the CLI grades, not the run

    out = sys.stderr if args.json else sys.stdout
    result = await run_file(args.file, db=args.db, model=args.model, profile=args.profile,
                            num_ctx=args.num_ctx, on_step=step_printer(out))
    return finish(result, args.json)


async def _cmd_resume(args: argparse.Namespace) -> int:
    from oncall.lab.grade import grade_run
    from oncall.runner import grade_with, resume

    grade_with(grade_run)

    out = sys.stderr if args.json else sys.stdout
    result = await resume(args.run_id, db=args.db, on_step=step_printer(out))
    return finish(result, args.json)


async def _cmd_ledger(args: argparse.Namespace) -> int:
    from oncall.store import Store

    async with await Store.open_readonly(args.db) as store:
        rows = await store.ledger(args.run_id)
    if args.json:
        for r in rows:
            sys.stdout.write(orjson.dumps(asdict(r)).decode() + "\n")
        return 0
    print(f"{'run_id':<34} {'step':>4} {'role':<10} {'model':<16} {'prompt':>8} "
          f"{'compl':>6} {'ms':>8} {'cost_usd':>9} {'att':>3}")
    for r in rows:
        print(f"{r.run_id:<34} {r.step:>4} {r.role:<10} {r.model[:16]:<16} "
              f"{r.prompt_tokens:>8,} {r.completion_tokens:>6,} {r.latency_ms:>8.1f} "
              f"{r.cost_usd:>9.5f} {r.attempt:>3}{'' if r.ok else '  FAILED: ' + str(r.error)}")
    return 0


async def _cmd_handoff(args: argparse.Namespace) -> int:
    from oncall.handoff import render_handoff
    from oncall.store import Store

    async with await Store.open_readonly(args.db) as store:
        await store.run(args.run_id)
        sys.stdout.write(render_handoff(await store.events(args.run_id)))
    return 0


async def _cmd_circuit(args: argparse.Namespace) -> int:
    from oncall.circuit_command import circuit_command

    return await circuit_command(args)


async def _cmd_verify(args: argparse.Namespace) -> int:
    from oncall.verify import verify_command

    return await verify_command(args)


async def _cmd_runs(args: argparse.Namespace) -> int:
    from oncall import run_index
    from oncall.store import Store

    if args.limit < 1:
        raise OncallError(f"--limit: must be >= 1, not {args.limit}")
    async with await Store.open_readonly(args.db) as store:
        rows = await run_index.newest(store, limit=None if args.all else args.limit,
                                      status=args.status)
        total = await run_index.total(store)
    print(f"{'run_id':<34} {'scenario':<28} {'status':<17} {'att':>3}  created_at")
    for r in rows:
        print(f"{r.run_id:<34} {r.scenario[:28]:<28} {r.status:<17} {r.attempts:>3}  "
              f"{run_index.iso(r.created_at)}")
    if not args.all and len(rows) == args.limit:
        print(f"newest {len(rows):,} of {total:,} runs, newest first (--limit N, --all, "
              "--status S)")
    return 0


async def _cmd_retention(args: argparse.Namespace) -> int:
    from oncall.retention import retention_command

    return await retention_command(args)


async def _cmd_serve(args: argparse.Namespace) -> int:
    from oncall.serve.server import serve_command

    return await serve_command(args)


async def _cmd_bench(args: argparse.Namespace) -> int:
    if args.what == "fold":
        from oncall.lab.fold_bench import bench_fold

        return int(await bench_fold(args))
    if args.what == "serve":
        from oncall.lab.serve_bench import bench_serve

        return await bench_serve(args)
    if args.what == "serve-db":
        from oncall.lab.serve_db_bench import bench_serve_db

        return await bench_serve_db(args)
    if args.what == "fixed-cost":
        from oncall.lab.bench import fixed_cost

        return fixed_cost(args)
    from oncall.lab.bench import bench_loop

    return int(await bench_loop(args))


async def _cmd_redact(args: argparse.Namespace) -> int:
    from oncall.redact.cli import redact_command

    return redact_command(args)


async def _cmd_fold(args: argparse.Namespace) -> int:
    from oncall.fold_cli import fold_command

    return int(fold_command(args))


async def _cmd_detectors(args: argparse.Namespace) -> int:
    from oncall.lab.detectors import detectors_command

    return int(await detectors_command(args))


async def _cmd_report(args: argparse.Namespace) -> int:
    from oncall.lab.report import report_command

    return int(await report_command(args))


async def _cmd_eval(args: argparse.Namespace) -> int:
    from oncall.lab.evaluate import eval_command

    return await eval_command(args)


async def _cmd_sources(args: argparse.Namespace) -> int:
    from oncall.sources.check import sources_command

    return await sources_command(args)


async def _cmd_workers(args: argparse.Namespace) -> int:
    """submit, worker, status and chaos live in `oncall.workers` and `oncall.lab.chaos`."""
    if args.command == "chaos":
        from oncall.lab.chaos import chaos_command

        return int(await chaos_command(args))
    from oncall import workers

    command = {"submit": workers.submit_command, "worker": workers.worker_command,
               "status": workers.status_command}[args.command]
    return int(await command(args))


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m oncall", description=__doc__,
                                     epilog=_EPILOG,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--log-format", choices=("console", "json"),
                        default=os.environ.get("ONCALL_LOG_FORMAT", "console"),
                        help="diagnostics on stderr: readable (default) or JSON lines")
    sub = parser.add_subparsers(dest="command", required=True)

    run = sub.add_parser("run", help="investigate the incident of a scenario file")
    run.add_argument("file")
    run.add_argument("--db", default="oncall.db", help="event log (default ./oncall.db)")
    run.add_argument("--model", help="agent model: ollama:NAME or scripted:POLICY[?delay=S]")
    run.add_argument("--profile", help="harness profile name or .yaml path")
    run.add_argument("--num-ctx", type=int, help="context budget of the agent model (tokens)")
    run.add_argument("--json", action="store_true", help="print one JSON object on stdout")
    run.set_defaults(handler=_cmd_run)

    res = sub.add_parser("resume", help="continue a run from its log")
    res.add_argument("run_id")
    res.add_argument("--db", default="oncall.db")
    res.add_argument("--json", action="store_true")
    res.set_defaults(handler=_cmd_resume)

    led = sub.add_parser("ledger", help="print the ledger: one row per model call")
    led.add_argument("run_id", nargs="?")
    led.add_argument("--db", default="oncall.db")
    led.add_argument("--json", action="store_true", help="JSON lines")
    led.set_defaults(handler=_cmd_ledger)

    hand = sub.add_parser("handoff", help="the markdown page for the human on call")
    hand.add_argument("run_id")
    hand.add_argument("--db", default="oncall.db")
    hand.set_defaults(handler=_cmd_handoff)

    circ = sub.add_parser("circuit", help="show tool circuits, or force one closed")
    circ.add_argument("action", choices=("list", "close"))
    circ.add_argument("tool", nargs="?")
    circ.add_argument("--db", default="oncall.db")
    circ.set_defaults(handler=_cmd_circuit)

    ver = sub.add_parser("verify", help="check the hash chains of the log and SQLite's "
                         "integrity; exit 1 naming the first event that does not match")
    ver.add_argument("run_id", nargs="?")
    ver.add_argument("--db", default="oncall.db")
    ver.add_argument("--json", action="store_true")
    ver.set_defaults(handler=_cmd_verify)

    submit = sub.add_parser("submit", help="queue a run for the workers; prints its id")
    submit.add_argument("file")
    submit.add_argument("--db", default="oncall.db")
    submit.add_argument("--model", help="agent model: ollama:NAME or scripted:POLICY[?delay=S]")
    submit.add_argument("--profile", help="harness profile name or .yaml path")
    submit.set_defaults(handler=_cmd_workers)

    worker = sub.add_parser("worker", help="take queued runs and finish them, with leases")
    worker.add_argument("--db", default="oncall.db")
    worker.add_argument("--concurrency", type=int, default=4)
    worker.add_argument("--lease", type=float, default=30.0, help="lease length (s)")
    worker.add_argument("--heartbeat", type=float, default=10.0, help="renewal interval (s)")
    worker.add_argument("--exit-when-idle", action="store_true",
                        help="exit once no run is queued or leased")
    worker.set_defaults(handler=_cmd_workers)

    status = sub.add_parser("status", help="queued, running (worker, lease age), finished")
    status.add_argument("--db", default="oncall.db")
    status.add_argument("--json", action="store_true")
    status.set_defaults(handler=_cmd_workers)

    chaos = sub.add_parser("chaos", help="kill -9 workers while they hold runs mid-step; "
                           "audit the log; exit 1 if it killed fewer than asked, saw no "
                           "takeover, or lost or doubled anything")
    chaos.add_argument("--db", help="database (default: a temporary file)")
    chaos.add_argument("--workers", type=int, default=3)
    chaos.add_argument("--runs", type=int, default=30)
    chaos.add_argument("--kills", type=int, default=3,
                       help="workers to kill while they hold a run mid-step (default 3)")
    chaos.add_argument("--kill-every", type=float, default=0.5,
                       help="at least this many seconds between kills (default 0.5)")
    chaos.add_argument("--keep", action="store_true",
                       help="keep the temporary folder (database, worker logs)")
    chaos.add_argument("--latency", type=float, default=0.2, help="scripted model latency (s)")
    chaos.add_argument("--seed", type=int, default=0)
    chaos.add_argument("--concurrency", type=int, default=4, help="runs per worker at once")
    chaos.add_argument("--lease", type=float, default=2.0, help="worker lease length (s)")
    chaos.add_argument("--heartbeat", type=float, default=0.5, help="worker renewal (s)")
    chaos.add_argument("--timeout", type=float, default=300.0,
                       help="give up (exit 1) if the runs are not all finished by then (s)")
    chaos.add_argument("--scenarios", default=str(_SCENARIOS),
                       help="directory of scenario files the runs cycle through")
    chaos.add_argument("--json", action="store_true")
    chaos.set_defaults(handler=_cmd_workers)

    ev = sub.add_parser("eval", help="incidents x profiles x repeats, graded; a CI gate")
    ev.add_argument("--scenario", action="append", help="scenario file (repeatable; default: "
                    "every file in scenarios/)")
    ev.add_argument("--profile", action="append",
                    help="profile (repeatable; default: baseline, guarded)")
    ev.add_argument("--repeats", type=int, default=1)
    ev.add_argument("--model", help="agent model for every scenario")
    ev.add_argument("--thresholds", help="YAML of thresholds (e.g. eval.yaml); exit 1 if missed")
    ev.add_argument("--db", help="database (default: a temporary file)")
    ev.add_argument("--save", metavar="DIR", help="directory for the JSON result (default "
                    "./.oncall/evals or $ONCALL_EVAL_DIR; 'none' skips); report --eval LAST "
                    "reads the newest")
    ev.add_argument("--json", action="store_true")
    ev.set_defaults(handler=_cmd_eval)

    det = sub.add_parser("detectors", help="replay labelled trajectories through detectors")
    det.add_argument("--trajectories", help="JSONL file (default: the shipped set)")
    det.add_argument("--detector", action="append",
                     help="detector (repeatable; default: all, and gated combinations)")
    det.add_argument("--model", help="judge model, e.g. ollama:qwen3:1.7b (default: "
                     "scripted:judge)")
    det.add_argument("--json", action="store_true")
    det.set_defaults(handler=_cmd_detectors)

    rep = sub.add_parser("report", help="autopsy: runs side by side, as HTML and text")
    rep.add_argument("run_ids", nargs="*", help="one or two run ids")
    rep.add_argument("--eval", dest="eval_run", help="render an eval (LAST: the latest)")
    rep.add_argument("--out", help="HTML file to write (default: print text only)")
    rep.add_argument("--db", default="oncall.db")
    rep.set_defaults(handler=_cmd_report)

    src = sub.add_parser("sources", help="check a run file's sources: one line each")
    src.add_argument("action", choices=("check",))
    src.add_argument("file")
    src.set_defaults(handler=_cmd_sources)

    runs = sub.add_parser("runs", help="list runs and their status, newest first")
    runs.add_argument("--db", default="oncall.db")
    runs.add_argument("--limit", type=int, default=50, help="the newest N (default 50)")
    runs.add_argument("--all", action="store_true", help="every run")
    runs.add_argument("--status", help="only runs with this status (queued, running, or an "
                      "outcome)")
    runs.set_defaults(handler=_cmd_runs)

    ret = sub.add_parser("retention", help="move finished runs to an archive file; verify")
    ret.add_argument("action", choices=("archive", "verify"))
    ret.add_argument("--db", default="oncall.db")
    ret.add_argument("--before", help="archive: runs finished before (RFC 3339 or unix s)")
    ret.add_argument("--out", help="archive: the new archive database (one per period)")
    ret.set_defaults(handler=_cmd_retention)

    srv = sub.add_parser("serve", help="take alert webhooks, investigate, deliver findings")
    srv.add_argument("--config", required=True, help="run file without an alert, plus serve:")
    srv.add_argument("--db", default="oncall.db")
    srv.add_argument("--host", default="127.0.0.1", help="listen address (default loopback)")
    srv.add_argument("--port", type=int, default=8077)
    srv.add_argument("--workers", type=int, default=4,
                     help="runs worked at once in this process (0: separate `oncall worker`s)")
    srv.add_argument("--flush-s", type=float, default=10.0,
                     help="on SIGTERM, deliver due notifications for at most this long (s)")
    srv.set_defaults(handler=_cmd_serve)

    bench = sub.add_parser("bench", help="benchmarks")
    bench.add_argument("what", choices=("loop", "fold", "fixed-cost", "serve", "serve-db"))
    bench.add_argument("--runs", default="1,10,100", help="concurrency levels")
    bench.add_argument("--latency", type=float, default=0.05,
                       help="simulated model latency (s) for the throughput pass")
    bench.add_argument("--repeats", type=int, default=3, help="runs per level for medians")
    bench.add_argument("--workers", type=int, default=0,
                       help="loop: share each concurrent level's runs between this many worker "
                            "processes (default 0: run them in this process)")
    bench.add_argument("--policy", action="append",
                       help="scripted workload (repeatable; default: surveyor, investigator)")
    bench.add_argument("--distinct", type=int, default=100,
                       help="serve: distinct alerts in the burst (each also sent again)")
    bench.add_argument("--clients", type=int, default=20,
                       help="serve: posts in flight at once")
    bench.add_argument("--db-runs", type=int, default=100_000,
                       help="serve-db: runs in the generated database")
    bench.add_argument("--db", help="serve-db: build the database here, or measure it if it "
                       "exists (default: a temporary file)")
    bench.add_argument("--json", action="store_true")
    bench.set_defaults(handler=_cmd_bench)
    fold = sub.add_parser("fold", help="fold a log: one exemplar per template, errors first")
    fold.add_argument("file", help="a log file, or - for stdin")
    fold.add_argument("--budget", type=int, help="token budget for the folded text")
    fold.set_defaults(handler=_cmd_fold)

    red = sub.add_parser("redact", help="print a file with its secrets replaced by placeholders")
    red.add_argument("file", help="a file, or - for stdin")
    red.add_argument("--rules", help="a YAML list of extra {name, pattern} rules")
    red.set_defaults(handler=_cmd_redact)
    return parser


def _one_line(text: str) -> str:
    return " ".join(text.split()) or "(no message)"


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    configure(args.log_format)
    try:
        return int(asyncio.run(args.handler(args)))
    except OncallError as exc:
        # One line, once: the structlog line and `error:` used to say the same thing twice.
        print(f"error: {_one_line(str(exc))}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        # `ledger --json | head`: the reader left. Point stdout at /dev/null so the
        # interpreter's final flush does not raise again, and stop quietly.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 141
    except KeyboardInterrupt:
        print("interrupted: the run is resumable with `python -m oncall resume RUN_ID`",
              file=sys.stderr)
        return 130
