"""Chaos: kill -9 worker processes at random while they work, then audit the log.

`python -m oncall chaos` queues runs across the shipped scenarios with a scripted model that
takes its time, starts a pool of `python -m oncall worker` processes on one database, and
kills workers with SIGKILL by progress, not by the clock alone: a kill picks (with a seeded
RNG) a worker that holds a run mid-step (leased, started, at least one model call logged, not
finished), at least `--kill-every` seconds after the last kill, until `--kills` workers died
that way; each is replaced at once. Then it reads the log, as anyone could with sqlite3, for
what a broken design would leave behind: a completed model or tool call made twice, a hole in
a run's sequence or a completed step whose results vanished, a corrupt file.

It cannot pass vacuously: it exits 1, saying why, when it killed fewer workers than asked,
saw no takeover, or found anything lost or doubled. Its temporary folder (database and worker
logs) is removed unless `--keep`.
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import IO, Any

import anyio
import orjson
import structlog

from oncall.errors import ConfigError
from oncall.store import Store

log = structlog.get_logger("oncall.lab.chaos")


@dataclass(frozen=True, slots=True)
class Audit:
    """What the log says about a database after chaos: every count but the first three
    must be 0, and integrity "ok"."""

    runs: int
    finished: int
    takeovers: int
    """`takeover` events: a run continued by a worker other than the one that had it."""
    resumed_runs: int
    """Runs with attempts > 1: the proof that a resume, not a restart, happened."""
    duplicate_calls: int
    """Extra copies of a completed model or tool call: same (run, step, kind, key)."""
    lost_events: int
    """Holes in a run's seq, agent steps missing, or tool results missing from a step."""
    finished_twice: int
    integrity: str
    outcomes: dict[str, int] = field(default_factory=dict)


async def audit(store: Store) -> Audit:
    """Read the whole log for duplicates and losses (pure SQL over the events table)."""
    rows = await store.fetch("SELECT status, attempts FROM runs")
    outcomes = Counter(str(s) for s, _ in rows if s not in ("queued", "running"))
    [(takeovers,)] = await store.fetch("SELECT count(*) FROM events WHERE kind = 'takeover'")
    [(duplicates,)] = await store.fetch(
        "SELECT coalesce(sum(n - 1), 0) FROM (SELECT count(*) AS n FROM events"
        " WHERE kind IN ('model_call', 'tool_call')"
        " GROUP BY run_id, step, kind, json_extract(payload, '$._key') HAVING n > 1)")
    [(gaps,)] = await store.fetch(
        "SELECT coalesce(sum(top - n), 0) FROM"
        " (SELECT max(seq) AS top, count(*) AS n FROM events GROUP BY run_id)")
    # Agent steps run 1, 2, 3 … with no hole.
    [(missing_steps,)] = await store.fetch(
        "SELECT coalesce(sum(top - n), 0) FROM (SELECT max(step) AS top,"
        " count(DISTINCT step) AS n FROM events WHERE kind = 'model_call'"
        " AND json_extract(payload, '$.role') = 'agent' GROUP BY run_id)")
    # In a finished run, every tool call an agent turn asked for has its logged result.
    [(missing_results,)] = await store.fetch(
        "SELECT coalesce(sum(max(asked - got, 0)), 0) FROM ("
        " SELECT m.run_id, m.step,"
        "  json_array_length(json_extract(m.payload, '$.message.tool_calls')) AS asked,"
        "  (SELECT count(*) FROM events t WHERE t.run_id = m.run_id AND t.step = m.step"
        "    AND t.kind = 'tool_call') AS got"
        " FROM events m JOIN runs r ON r.run_id = m.run_id"
        " WHERE m.kind = 'model_call' AND json_extract(m.payload, '$.role') = 'agent'"
        "  AND r.status NOT IN ('queued', 'running'))")
    [(twice,)] = await store.fetch(
        "SELECT count(*) FROM (SELECT run_id FROM events WHERE kind = 'run_finished'"
        " GROUP BY run_id HAVING count(*) > 1)")
    integrity = "; ".join(str(r[0]) for r in await store.fetch("PRAGMA integrity_check"))
    return Audit(
        runs=len(rows), finished=sum(outcomes.values()), takeovers=int(takeovers),
        resumed_runs=sum(1 for _, a in rows if int(a) > 1), duplicate_calls=int(duplicates),
        lost_events=int(gaps) + int(missing_steps) + int(missing_results),
        finished_twice=int(twice), integrity=integrity, outcomes=dict(sorted(outcomes.items())))


@dataclass(slots=True)
class _Pool:
    """The worker processes of one chaos run and how they ended."""

    argv: list[str]
    logs: Path
    procs: list[subprocess.Popen[bytes]] = field(default_factory=list)
    started: int = 0
    kills: int = 0
    crashed: int = 0
    unclean_exits: int = 0
    _files: list[IO[bytes]] = field(default_factory=list)

    def spawn(self) -> None:
        err = (self.logs / f"worker-{self.started}.log").open("wb")
        self._files.append(err)
        self.procs.append(subprocess.Popen(self.argv, stdout=subprocess.DEVNULL, stderr=err))
        self.started += 1

    def alive(self) -> list[subprocess.Popen[bytes]]:
        return [p for p in self.procs if p.poll() is None]

    def kill(self, victim: subprocess.Popen[bytes]) -> None:
        os.kill(victim.pid, signal.SIGKILL)
        victim.wait()
        self.procs.remove(victim)
        self.kills += 1

    def reap(self) -> int:
        """Forget workers that exited on their own; returns how many crashed (exit != 0)."""
        gone = [p for p in self.procs if p.poll() is not None]
        for p in gone:
            self.procs.remove(p)
        crashed = sum(1 for p in gone if p.returncode != 0)
        self.crashed += crashed
        return crashed

    async def stop(self, idle_s: float = 20.0, grace_s: float = 60.0) -> None:
        """Let the workers notice there is nothing left and exit 0 (--exit-when-idle); then
        SIGTERM any still there, which must give its leases back and exit 0 too."""
        await self._wait(idle_s)
        for p in self.alive():
            p.send_signal(signal.SIGTERM)
        await self._wait(grace_s)
        for p in self.alive():
            p.kill()
        for p in self.procs:
            self.unclean_exits += p.wait() != 0
        self.procs.clear()
        for f in self._files:
            f.close()

    async def _wait(self, seconds: float) -> None:
        with anyio.move_on_after(seconds):
            for p in self.procs:
                await anyio.to_thread.run_sync(p.wait, abandon_on_cancel=True)


def verdict(report: dict[str, Any], kills_asked: int) -> list[str]:
    """Why the experiment failed (empty: it passed). A run that killed nothing, or whose
    kills no worker took over from, checked nothing."""
    problems = []
    if report["kills"] < kills_asked:
        problems.append(f"killed {report['kills']} workers mid-step, fewer than the "
                        f"{kills_asked} asked (the runs finished first: more --runs, more "
                        "--latency)")
    if report["takeovers"] < 1:
        problems.append("saw no takeover: no killed worker's run was continued by another")
    for key in ("duplicate_calls", "lost_events", "finished_twice"):
        if report[key]:
            problems.append(f"{key}: {report[key]}")
    if report["integrity"] != "ok":
        problems.append(f"integrity_check: {report['integrity']}")
    if report["finished"] != report["runs"]:
        problems.append(f"{report['runs'] - report['finished']} runs did not finish")
    if report["timed_out"]:
        problems.append("timed out before every run finished")
    return problems


async def chaos_command(args: argparse.Namespace) -> int:
    """Run the chaos experiment and print its audit; exit 1 (saying why) if it killed fewer
    workers than asked, saw no takeover, or anything was lost or doubled."""
    from oncall.config import load_scenario
    from oncall.runner import create_run, with_agent_model
    from oncall.workers import open_pool_store

    if args.workers < 1 or args.runs < 1 or args.kill_every <= 0 or args.kills < 1:
        raise ConfigError("chaos: --workers, --runs and --kills must be >= 1, --kill-every > 0")
    files = sorted([Path(str(f)) async for f in anyio.Path(args.scenarios).glob("*.yaml")])
    if not files:
        raise ConfigError(f"--scenarios: no *.yaml in {args.scenarios}")
    workdir = Path(tempfile.mkdtemp(prefix="oncall-chaos-"))
    db = args.db or str(workdir / "chaos.db")
    rng = random.Random(args.seed)
    model = f"scripted:investigator?delay={args.latency}"
    store = await open_pool_store(db)
    try:
        scenarios = [with_agent_model(load_scenario(f), model) for f in files]
        for i in range(args.runs):
            await create_run(store, scenarios[i % len(scenarios)])
        pool = _Pool([sys.executable, "-m", "oncall", "--log-format", "json", "worker",
                      "--db", db, "--concurrency", str(args.concurrency),
                      "--lease", str(args.lease), "--heartbeat", str(args.heartbeat),
                      "--exit-when-idle"], workdir)
        started = time.monotonic()
        timed_out = await _unleash(store, pool, rng, args)
        await pool.stop()
        report: dict[str, Any] = asdict(await audit(store))
    finally:
        await store.close()
        if not args.keep:
            shutil.rmtree(workdir, ignore_errors=True)
    report.update(
        kills=pool.kills, workers_started=pool.started, worker_crashes=pool.crashed,
        unclean_exits=pool.unclean_exits, timed_out=timed_out,
        wall_s=round(time.monotonic() - started, 2), seed=args.seed, db=db,
        worker_logs=str(workdir), sqlite=store.sqlite_version, kills_asked=args.kills,
        kept=bool(args.keep))
    problems = verdict(report, args.kills)
    report["problems"] = problems
    if args.json:
        sys.stdout.write(orjson.dumps(report).decode() + "\n")
    else:
        for key, value in report.items():
            print(f"{key:<16} {value}")
        print("ok" if not problems else "FAILED: " + "; ".join(problems))
    return 0 if not problems else 1


async def _unleash(store: Store, pool: _Pool, rng: random.Random,
                   args: argparse.Namespace) -> bool:
    """Keep `args.workers` workers alive, killing one that holds a run mid-step (at most every
    `kill_every` s) until `args.kills` died so, and go on until every run finished; True if
    the timeout came first."""
    for _ in range(args.workers):
        pool.spawn()
    deadline = time.monotonic() + args.timeout
    next_kill = time.monotonic()
    while True:
        [(unfinished,)] = await store.fetch(
            "SELECT count(*) FROM runs WHERE status IN ('queued', 'running')")
        if not unfinished:
            return False
        now = time.monotonic()
        if now > deadline:
            return True
        replace = pool.reap()  # a crash is replaced; an idle exit (0) is not
        if pool.kills < args.kills and now >= next_kill:
            victim = rng.choice(busy) if (busy := await _mid_step(store, pool)) else None
            if victim is not None:
                pool.kill(victim)
                log.info("chaos_kill", pid=victim.pid, unfinished=unfinished,
                         kill=pool.kills, of=args.kills)
                next_kill = now + args.kill_every * (0.5 + rng.random())
                replace += 1
        for _ in range(replace):
            pool.spawn()
        await anyio.sleep(0.05)


async def _mid_step(store: Store, pool: _Pool) -> list[subprocess.Popen[bytes]]:
    """The pool's live workers that hold a run mid-step: leased now, with a model call
    logged and no run_finished (the lease's worker id is host:pid:random)."""
    rows = await store.fetch(
        "SELECT DISTINCT l.worker FROM leases l WHERE l.released_at IS NULL"
        " AND l.expires_at > ? AND EXISTS (SELECT 1 FROM events e WHERE e.run_id = l.run_id"
        " AND e.kind = 'model_call') AND NOT EXISTS (SELECT 1 FROM events e"
        " WHERE e.run_id = l.run_id AND e.kind = 'run_finished')", (store.now(),))
    pids = {int(parts[1]) for (worker,) in rows
            if len(parts := str(worker).split(":")) == 3 and parts[1].isdigit()}
    return sorted((p for p in pool.alive() if p.pid in pids), key=lambda p: p.pid)
