"""`python -m oncall serve`: the app under uvicorn, in-process workers and the outbox.

One process, one writer connection: intake, the workers (`--workers N` runs at once; 0 leaves
the runs to separate `oncall worker` processes on the same database) and the outbox share it.
SIGTERM (or SIGINT) stops intake first (503 to new posts while uvicorn drains the open ones),
then the workers, which hand their runs back through their leases (the next worker resumes
them from the log), then delivers what the outbox has due for up to `--flush-s`, and exits 0.
"""

from __future__ import annotations

import argparse
import contextlib
import signal
import socket
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field

import anyio
import httpx
import structlog
import uvicorn

from oncall import leases
from oncall.config import load_profile
from oncall.errors import ConfigError
from oncall.models import ModelServers
from oncall.serve.app import ServeApp
from oncall.serve.config import ServeConfig, load_serve_config
from oncall.serve.intake import Intake
from oncall.serve.outbox import Outbox
from oncall.store import Store
from oncall.workers import Worker, WorkerConfig, open_pool_store

log = structlog.get_logger("oncall.serve")


class _Server(uvicorn.Server):
    """uvicorn without its own signal handlers: this process decides the shutdown order."""

    @contextlib.contextmanager
    def capture_signals(self) -> Iterator[None]:
        yield


def validate(config: ServeConfig, servers: ModelServers) -> None:
    """What `create_run` checks for each alert, once before listening: a bad profile, model
    or incident is exit 2 at start, not a failure per alert."""
    scenario = config.scenario
    load_profile(scenario.profile)
    for choice in (*scenario.models.roles.values(), *scenario.models.phases.values()):
        servers.check(choice.spec)
        if choice.fallback:
            servers.check(choice.fallback)
    if not scenario.prodsim_url and scenario.incident is not None:
        from oncall.sources.prodsim import check_incident

        check_incident(scenario)


def bind(host: str, port: int) -> socket.socket:
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    # Accepted connections inherit it: uvicorn writes a response's head and body apart, and
    # with Nagle's algorithm a keep-alive client's delayed ACK held the body back 40 ms.
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    try:
        sock.bind((host, port))
    except OSError as exc:
        sock.close()
        raise ConfigError(f"--host/--port: cannot listen on {host}:{port} ({exc.strerror})"
                          ) from exc
    sock.listen(512)
    sock.setblocking(False)
    return sock


@dataclass
class Service:
    """Everything one `serve` process runs, started and stopped in order."""

    store: Store
    config: ServeConfig
    workers: int = 4
    flush_s: float = 10.0
    worker_config: WorkerConfig | None = None
    servers: ModelServers = field(default_factory=ModelServers)
    stop: anyio.Event = field(default_factory=anyio.Event)
    app: ServeApp = field(init=False)
    outbox: Outbox = field(init=False)
    worker: Worker | None = field(init=False, default=None)
    _alive: dict[str, bool] = field(default_factory=dict)
    _done: dict[str, anyio.Event] = field(default_factory=dict)
    _client: httpx.AsyncClient = field(init=False)

    def __post_init__(self) -> None:
        self._client = httpx.AsyncClient(follow_redirects=False)
        self.intake = Intake(self.store, self.config, self.servers)
        self.app = ServeApp(self.store, self.config, self.intake, ready=lambda: self._alive)
        owner = leases.new_worker_id()
        self.outbox = Outbox(self.store, self.config.settings, owner, self._client)
        if self.workers:
            wc = self.worker_config or WorkerConfig(concurrency=self.workers, poll_s=0.05)
            self.worker = Worker(self.store, wc, servers=self.servers)

    async def run(self, sock: socket.socket, *, on_listening: str = "") -> int:
        repaired = await self.intake.repair()
        server = _Server(uvicorn.Config(self.app, lifespan="off", log_level="warning",
                                        access_log=False, timeout_graceful_shutdown=5))
        host, port = sock.getsockname()[:2]
        stop_workers, stop_outbox = anyio.Event(), anyio.Event()
        try:
            async with anyio.create_task_group() as tg:
                tg.start_soon(self._watch, "http", server.serve, [sock])
                if self.worker is not None:
                    tg.start_soon(self._watch, "workers", self.worker.serve, stop_workers)
                tg.start_soon(self._watch, "outbox", self.outbox.run, stop_outbox)
                while not server.started:  # noqa: ASYNC110 (uvicorn exposes no event)
                    await anyio.sleep(0.01)
                url = f"http://{host}:{port}"
                print(f"oncall serve listening on {url} (alerts: {url}/v1/alerts/alertmanager"
                      f", /grafana, /pagerduty; workers {self.workers})", file=sys.stdout,
                      flush=True)
                log.info("serve_started", url=url, db=self.store.path, workers=self.workers,
                         channels=[c.name for c in self.config.settings.notify],
                         repaired=repaired, note=on_listening or None)
                await self.stop.wait()
                log.info("serve_stopping", step="intake")
                self.app.accepting = False
                server.should_exit = True
                stop_workers.set()
                await self._ended("http")
                await self._ended("workers")
                stop_outbox.set()
                await self._ended("outbox")
                made = await self.outbox.flush(self.flush_s)
                log.info("serve_stopped", flushed=made)
        finally:
            await self._client.aclose()
            await self.servers.aclose()
        return 0

    async def _watch(self, name: str, fn: object, *args: object) -> None:
        """Run a part, marking it alive for /readyz while it runs."""
        self._alive[name] = True
        done = self._done.setdefault(name, anyio.Event())
        try:
            await fn(*args)  # type: ignore[operator]
        finally:
            self._alive[name] = False
            done.set()

    async def _ended(self, name: str) -> None:
        if name in self._done:
            await self._done[name].wait()


async def _signals(stop: anyio.Event) -> None:
    with anyio.open_signal_receiver(signal.SIGTERM, signal.SIGINT) as received:
        async for signum in received:
            log.info("serve_signal", signal=signal.Signals(signum).name)
            stop.set()
            return


async def serve_command(args: argparse.Namespace) -> int:
    """`python -m oncall serve --config FILE.yaml`."""
    config = load_serve_config(args.config)
    if args.workers < 0:
        raise ConfigError(f"--workers: must be >= 0, not {args.workers}")
    servers = ModelServers()
    validate(config, servers)
    sock = bind(args.host, args.port)
    store = await open_pool_store(args.db)
    service = Service(store, config, workers=args.workers, flush_s=args.flush_s,
                      servers=servers)
    try:
        async with anyio.create_task_group() as tg:
            tg.start_soon(_signals, service.stop)
            code = await service.run(sock)
            tg.cancel_scope.cancel()
    finally:
        sock.close()
        await store.close()
    return code
