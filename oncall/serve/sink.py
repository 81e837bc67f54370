"""A webhook receiver for tests and benchmarks: records every post, drops duplicates by
`Idempotency-Key` the way a careful receiver would, and can fail or stall on request.

Shipped with the package (like prodsim) so that tests, the benchmark and anyone trying
`serve` locally have somewhere to send findings. `served` runs it under uvicorn on a free
loopback port.
"""

from __future__ import annotations

import contextlib
import socket
from collections.abc import AsyncIterator, Awaitable, Callable, MutableMapping
from dataclasses import dataclass, field
from typing import Any

import anyio
import orjson
import uvicorn

Scope = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[MutableMapping[str, Any]]]
Send = Callable[[MutableMapping[str, Any]], Awaitable[None]]


@dataclass(frozen=True, slots=True)
class Post:
    path: str
    headers: dict[str, str]
    body: bytes

    def json(self) -> Any:
        return orjson.loads(self.body)

    @property
    def key(self) -> str | None:
        return self.headers.get("idempotency-key")


@dataclass
class Sink:
    """An ASGI app: POST anywhere is recorded and answered 200 (or as told)."""

    fail_first: int = 0
    """Answer this many posts with `fail_status` before accepting any."""
    fail_status: int = 503
    stall: anyio.Event | None = None
    """While set to an unset event, posts are recorded and then held until it is set."""
    posts: list[Post] = field(default_factory=list)
    received: anyio.Event = field(default_factory=anyio.Event)

    @property
    def unique(self) -> dict[str, Post]:
        """The first post of each idempotency key: what a deduplicating receiver keeps."""
        out: dict[str, Post] = {}
        for p in self.posts:
            out.setdefault(p.key or f"#{len(out)}", p)
        return out

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            return
        body = b""
        while True:
            message = await receive()
            body += message.get("body", b"")
            if not message.get("more_body"):
                break
        headers = {k.decode().lower(): v.decode() for k, v in scope.get("headers", [])}
        self.posts.append(Post(scope["path"], headers, body))
        self.received.set()
        if self.stall is not None:
            await self.stall.wait()
        status = self.fail_status if len(self.posts) <= self.fail_first else 200
        await send({"type": "http.response.start", "status": status,
                    "headers": [(b"content-type", b"application/json")]})
        await send({"type": "http.response.body", "body": b'{"ok": true}'})


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class _Quiet(uvicorn.Server):
    @contextlib.contextmanager
    def capture_signals(self) -> Any:
        yield


@contextlib.asynccontextmanager
async def served(app: Any, port: int | None = None) -> AsyncIterator[str]:
    """Serve an ASGI app on a loopback port for the block; yields its base URL."""
    port = port or free_port()
    server = _Quiet(uvicorn.Config(app, host="127.0.0.1", port=port, lifespan="off",
                                   log_level="warning", access_log=False))
    async with anyio.create_task_group() as tg:
        tg.start_soon(server.serve)
        while not server.started:  # noqa: ASYNC110 (uvicorn exposes no event)
            await anyio.sleep(0.01)
        try:
            yield f"http://127.0.0.1:{port}"
        finally:
            server.should_exit = True
