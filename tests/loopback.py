"""An ASGI app served by uvicorn on a free loopback port, for tests that need a real socket."""

from __future__ import annotations

import socket
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import anyio
import uvicorn


@asynccontextmanager
async def serving(app: Any) -> AsyncIterator[int]:
    """Start `app` on 127.0.0.1 and yield its port; stop it on the way out."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = int(probe.getsockname()[1])
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, ws="none",
                                           lifespan="on", log_level="warning"))
    async with anyio.create_task_group() as tg:
        tg.start_soon(server.serve)
        for _ in range(500):  # uvicorn offers no startup event to wait on
            if server.started:
                break
            await anyio.sleep(0.01)
        try:
            yield port
        finally:
            server.should_exit = True
