"""A fenced append refused after its caller was cancelled leaves no unretrieved exception
("Future exception was never retrieved" on stderr)."""

from __future__ import annotations

import asyncio
import gc
from pathlib import Path
from typing import Any

from oncall.store import NewEvent, Store
from oncall.store.fence import Fence


async def test_a_cancelled_fenced_append_has_its_refusal_read(tmp_path: Path) -> None:
    loop = asyncio.get_running_loop()
    seen: list[dict[str, Any]] = []
    previous = loop.get_exception_handler()
    loop.set_exception_handler(lambda _loop, context: seen.append(context))
    try:
        async with await Store.open(tmp_path / "f.db") as store:
            await store.create_run("r", "s", {})
            store.fence(Fence("r", "host:1:abc", 1))  # no such lease: the append is refused
            task = asyncio.ensure_future(store.append("r", [NewEvent("x", 0, {})]))
            for _ in range(10_000):  # until it waits on the flusher's batch
                if store._flusher is not None:
                    break
                await asyncio.sleep(0)
            task.cancel()
            await asyncio.gather(task, return_exceptions=True)
            await asyncio.sleep(0.05)  # the flusher writes the batch and refuses it
        del task
        gc.collect()
        await asyncio.sleep(0)
    finally:
        loop.set_exception_handler(previous)
    assert [c for c in seen if "never retrieved" in str(c.get("message"))] == []
