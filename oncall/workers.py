"""Workers: processes that take queued runs from the database and finish them, under leases.

A worker holds a lease on each run it works on and renews it by heartbeat; a run whose worker
died is taken over once its lease expires and resumed from its log (`runner.execute`), so
nothing that completed runs twice. Abandoned work is taken before new work. Appends are fenced
(`oncall.leases`): a worker that lost a lease stops working on that run without writing to it.
SIGTERM abandons the current step of each run, gives the leases back and exits 0; the next
worker takes the runs over at once.
"""

from __future__ import annotations

import argparse
import random
import signal
import sqlite3
import sys
from dataclasses import asdict, dataclass, field
from typing import Any

import anyio
import orjson
import structlog

from oncall import leases
from oncall.checkpoint import checkpoint, has_wal_reset_bug
from oncall.errors import ConfigError, LeaseLost, OncallError, StoreError
from oncall.leases import Claim, Lease
from oncall.models import ModelServers
from oncall.runner import execute
from oncall.state import state_of
from oncall.store import NewEvent, Store

log = structlog.get_logger("oncall.workers")


@dataclass(frozen=True, slots=True)
class WorkerConfig:
    """How a worker paces itself; times in seconds."""

    concurrency: int = 4
    """Runs worked on at once in this process (they share its one writer connection)."""
    lease_s: float = 30.0
    """How long a lease lasts without a heartbeat: the takeover delay after a crash."""
    heartbeat_s: float = 10.0
    """Renewal interval; well under `lease_s`, so a slow disk does not lose a lease."""
    exit_when_idle: bool = False
    """Exit once no run is queued or leased (by anyone)."""
    poll_s: float = 0.2
    """Mean wait between looks for work when there is none (jittered)."""
    checkpoint_s: float = 5.0
    """How often this worker tries to checkpoint the WAL (only one process at a time does)."""

    def __post_init__(self) -> None:
        if self.concurrency < 1:
            raise ConfigError(f"--concurrency: must be >= 1, not {self.concurrency}")
        if not 0 < self.heartbeat_s < self.lease_s:
            raise ConfigError(f"--heartbeat: must be > 0 and below --lease ({self.lease_s}), "
                              f"not {self.heartbeat_s}")


@dataclass(slots=True)
class WorkerStats:
    """What one worker did, for its exit log and for tests."""

    claimed: int = 0
    takeovers: int = 0
    finished: int = 0
    lost: int = 0
    released: int = 0
    failed: int = 0


@dataclass(slots=True)
class _Held:
    """The current lease of one run in this process; the heartbeat replaces it."""

    lease: Lease
    lost: bool = False


@dataclass(slots=True)
class Worker:
    """One worker process's loop over the shared database."""

    store: Store
    config: WorkerConfig
    worker_id: str = field(default_factory=leases.new_worker_id)
    servers: ModelServers = field(default_factory=ModelServers)
    stats: WorkerStats = field(default_factory=WorkerStats)
    _active: dict[str, anyio.CancelScope] = field(default_factory=dict)
    _rng: random.Random = field(default_factory=random.Random)

    def __post_init__(self) -> None:
        self._rng.seed(self.worker_id)  # jitter that differs between workers, reproducibly

    async def serve(self, stop: anyio.Event) -> WorkerStats:
        """Claim and work runs until `stop` is set (or, with exit_when_idle, no work is left)."""
        async with anyio.create_task_group() as tg:
            tg.start_soon(self._checkpoints)
            while not stop.is_set():
                free = self.config.concurrency - len(self._active)
                if free > 0 and await leases.claimable(self.store):
                    claims = await leases.claim_some(self.store, self.worker_id,
                                                     self.config.lease_s, free)
                    for got in claims:
                        self._active[got.lease.run_id] = anyio.CancelScope()
                        tg.start_soon(self._work, got)
                    if claims:
                        continue
                if (self.config.exit_when_idle and not self._active
                        and not await leases.pending(self.store)):
                    break
                with anyio.move_on_after(self.config.poll_s * (0.5 + self._rng.random())):
                    await stop.wait()
            # Stopping: abandon the current step of every run; each gives its lease back.
            tg.cancel_scope.cancel()
        return self.stats

    async def _work(self, got: Claim) -> None:
        lease = got.lease
        held = _Held(lease)
        scope = self._active[lease.run_id]
        self.store.fence(lease.fence)
        self.stats.claimed += 1
        finished = False
        try:
            with scope:
                async with anyio.create_task_group() as tg:
                    tg.start_soon(self._heartbeat, held, scope)
                    try:
                        finished = await self._drive(got)
                    except LeaseLost as exc:
                        held.lost = True
                        log.warning("lease_lost", run_id=lease.run_id, worker=self.worker_id,
                                    error=str(exc))
                    except Exception as exc:  # the run cannot go on: record it, don't loop
                        finished = await self._fail(held, exc)
                    finally:
                        tg.cancel_scope.cancel()
        finally:
            with anyio.CancelScope(shield=True):
                await self._give_back(held, finished)

    async def _drive(self, got: Claim) -> bool:
        """Resume the run from its log (or start it); True once it has finished."""
        run_id = got.lease.run_id
        prior = state_of(await self.store.events(run_id))
        if prior.outcome is not None:
            return True
        if got.previous is not None:
            previous, now = got.previous, self.store.now()
            self.stats.takeovers += 1
            await self.store.append(run_id, [NewEvent("takeover", prior.step, {
                "worker": self.worker_id, "epoch": got.lease.epoch,
                "previous_worker": previous.worker, "previous_epoch": previous.epoch,
                "reason": "released" if previous.released_at is not None else "expired",
                "lease_age_s": round(now - previous.acquired_at, 3),
                "heartbeat_age_s": round(now - previous.renewed_at, 3)})])
            log.info("takeover", run_id=run_id, worker=self.worker_id,
                     previous_worker=previous.worker, epoch=got.lease.epoch,
                     heartbeat_age_s=round(now - previous.renewed_at, 3))
        result = await execute(self.store, run_id, servers=self.servers)
        self.stats.finished += 1
        log.info("run_done", run_id=run_id, worker=self.worker_id, outcome=result.outcome,
                 attempts=result.attempts)
        return True

    async def _fail(self, held: _Held, exc: Exception) -> bool:
        """An error the loop does not turn into an outcome (a replay mismatch, a bug) would
        fail again on every takeover: end the run as failed, with the error, instead."""
        run_id = held.lease.run_id
        self.stats.failed += 1
        log.error("run_error", run_id=run_id, worker=self.worker_id, error=repr(exc),
                  exc_info=exc)
        step = state_of(await self.store.events(run_id)).step
        try:
            await self.store.append(run_id, [NewEvent("run_finished", step, {
                "outcome": "failed", "reason": "the worker could not continue the run",
                "error": repr(exc), "guard": None, "report": None, "escalation": None})])
        except LeaseLost:
            held.lost = True
            return False
        except StoreError as again:
            log.error("run_error_unrecorded", run_id=run_id, error=str(again))
            return False
        return True

    async def _heartbeat(self, held: _Held, scope: anyio.CancelScope) -> None:
        """Renew the lease every heartbeat; cancel the run's work the moment it is lost."""
        while True:
            await anyio.sleep(self.config.heartbeat_s)
            try:
                renewed = await leases.renew(self.store, held.lease, self.config.lease_s)
            except (sqlite3.Error, StoreError) as exc:
                log.warning("heartbeat_failed", run_id=held.lease.run_id, error=str(exc))
                if self.store.now() < held.lease.expires_at:
                    continue
                renewed = None
            if renewed is None:
                held.lost = True
                log.warning("lease_lost", run_id=held.lease.run_id, worker=self.worker_id,
                            epoch=held.lease.epoch)
                scope.cancel()
                return
            held.lease = renewed

    async def _give_back(self, held: _Held, finished: bool) -> None:
        run_id = held.lease.run_id
        del self._active[run_id]
        if held.lost:
            self.stats.lost += 1
            return
        try:
            await leases.release(self.store, held.lease, finished=finished)
        except (sqlite3.Error, StoreError) as exc:  # it will expire instead
            log.warning("release_failed", run_id=run_id, error=str(exc))
        if finished:
            self.store.unfence(run_id)
        else:
            self.stats.released += 1
            log.info("lease_released", run_id=run_id, worker=self.worker_id)

    async def _checkpoints(self) -> None:
        while True:
            await anyio.sleep(self.config.checkpoint_s)
            await _checkpoint(self.store)


async def _checkpoint(store: Store) -> None:
    try:
        done = await checkpoint(store)
    except sqlite3.Error as exc:  # busy past the timeout: the next one will do
        log.warning("checkpoint_failed", error=str(exc))
        return
    if done is not None and done.busy:
        log.info("checkpoint_incomplete", wal_frames=done.wal_frames)


async def open_pool_store(db: str) -> Store:
    """A store for a process of a worker pool: automatic checkpoints off (see
    `oncall.checkpoint`), the SQLite version in the log."""
    store = await Store.open(db)
    await store.set_autocheckpoint(0)
    log.info("store_opened", db=db, sqlite=store.sqlite_version,
             wal_reset_bug=has_wal_reset_bug(store.sqlite_version),
             checkpoints="flock-serialised TRUNCATE; wal_autocheckpoint=0")
    return store


# -- commands ----------------------------------------------------------------------------------


async def submit_command(args: argparse.Namespace) -> int:
    """`python -m oncall submit FILE`: queue a run and print its id."""
    from oncall.config import load_scenario
    from oncall.runner import create_run, with_agent_model

    scenario = load_scenario(args.file)
    if args.model:
        scenario = with_agent_model(scenario, args.model)
    store = await open_pool_store(args.db)
    try:
        run_id = await create_run(store, scenario, profile=args.profile, source=args.file,
                                  model_flag=bool(args.model))
    finally:
        await store.close()
    print(run_id)
    return 0


async def worker_command(args: argparse.Namespace) -> int:
    """`python -m oncall worker`: work until SIGTERM/SIGINT (or idle, if asked); exit 0."""
    config = WorkerConfig(concurrency=args.concurrency, lease_s=args.lease,
                          heartbeat_s=args.heartbeat, exit_when_idle=args.exit_when_idle)
    _preload()
    store = await open_pool_store(args.db)
    worker = Worker(store, config)
    log.info("worker_started", worker=worker.worker_id, db=args.db, sqlite=store.sqlite_version,
             **asdict(config))
    stop = anyio.Event()
    try:
        async with anyio.create_task_group() as tg:
            tg.start_soon(_stop_on_signal, stop)
            stats = await worker.serve(stop)
            tg.cancel_scope.cancel()
        await _checkpoint(store)
    finally:
        await worker.servers.aclose()
        await store.close()
    waits, waited_s = store.busy_waits
    log.info("worker_stopped", worker=worker.worker_id, **asdict(stats), busy_waits=waits,
             busy_waited_s=round(waited_s, 3))
    return 0


def _preload() -> None:
    """Import what runs load on first use (prodsim, the scripted model server) before the
    first claim. Imported lazily inside a run, they block the event loop for about 0.3 s
    while every run the worker has just claimed waits."""
    from oncall.models import preload_scripted
    from oncall.sources.prodsim import preload

    preload()
    preload_scripted()


async def _stop_on_signal(stop: anyio.Event) -> None:
    with anyio.open_signal_receiver(signal.SIGTERM, signal.SIGINT) as signals:
        async for signum in signals:
            log.info("worker_stopping", signal=signal.Signals(signum).name)
            stop.set()
            return


@dataclass(frozen=True, slots=True)
class RunningRun:
    """A started or claimed, unfinished run, with its lease if it has one."""

    run_id: str
    scenario: str
    attempts: int
    worker: str | None
    """None: started outside the workers (`oncall run`) or released, waiting for one."""
    epoch: int | None
    lease_age_s: float | None
    """Since this worker claimed it."""
    heartbeat_age_s: float | None
    expires_in_s: float | None


@dataclass(frozen=True, slots=True)
class Status:
    queued: list[str]
    running: list[RunningRun]
    finished: dict[str, int]
    """Count of finished runs by outcome."""

    def to_json(self) -> dict[str, Any]:
        return {"queued": len(self.queued), "queued_runs": self.queued,
                "running": [asdict(r) for r in self.running],
                "finished": sum(self.finished.values()), "outcomes": self.finished}


async def status(store: Store) -> Status:
    """The work of the pool right now, from the run index and the lease rows: the unfinished
    runs one by one, the finished ones counted (milliseconds on 100,000 runs)."""
    from oncall import run_index

    now = store.now()
    held = {lease.run_id: lease for lease in await leases.leases(store)}
    queued: list[str] = []
    running: list[RunningRun] = []
    finished = {k: v for k, v in (await run_index.counts(store)).items()
                if k not in ("queued", "running")}
    for run in await run_index.unfinished(store):
        lease = held.get(run.run_id)
        if lease is None and run.status == "queued":
            queued.append(run.run_id)
        elif lease is None or lease.released_at is not None:
            running.append(RunningRun(run.run_id, run.scenario, run.attempts, None, None,
                                      None, None, None))
        else:
            running.append(RunningRun(
                run.run_id, run.scenario, run.attempts, lease.worker, lease.epoch,
                round(now - lease.acquired_at, 3), round(now - lease.renewed_at, 3),
                round(lease.expires_at - now, 3)))
    return Status(queued, running, dict(sorted(finished.items())))


async def status_command(args: argparse.Namespace) -> int:
    """`python -m oncall status`: queued, running (worker, lease age), finished by outcome."""
    if not await anyio.Path(args.db).exists():
        raise OncallError(f"{args.db}: no such database")
    # Read-only: a writer's open runs quick_check, seconds on a database of a year of runs.
    async with await Store.open_readonly(args.db) as store:
        now = await status(store)
    if args.json:
        sys.stdout.write(orjson.dumps(now.to_json()).decode() + "\n")
        return 0
    print(f"queued    {len(now.queued)}")
    print(f"running   {len(now.running)}")
    for r in now.running:
        if r.worker is None:
            print(f"  {r.run_id:<34} {r.scenario[:26]:<26} no lease (attempts {r.attempts})")
            continue
        print(f"  {r.run_id:<34} {r.scenario[:26]:<26} {r.worker}  epoch {r.epoch}  "
              f"held {r.lease_age_s:.1f} s  heartbeat {r.heartbeat_age_s:.1f} s ago  "
              f"expires in {r.expires_in_s:.1f} s")
    by_outcome = "  ".join(f"{k} {v}" for k, v in now.finished.items())
    print(f"finished  {sum(now.finished.values())}" + (f"   {by_outcome}" if by_outcome else ""))
    return 0
