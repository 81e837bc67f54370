"""The looper repeats its first call byte for byte, whatever comes back."""

from __future__ import annotations

import httpx
import orjson
from scripted_harness import TOOLS, chain_incident, run_conversation


async def test_looper_repeats_its_call_byte_identically(http: httpx.AsyncClient) -> None:
    run = await run_conversation(http, chain_incident(), model="looper", max_turns=6)
    assert len(run.calls) == 6
    assert run.calls[0] == ("get_metrics", {"service": "storefront", "metric": "error_rate"})
    wire = {orjson.dumps(r["message"]["tool_calls"][0]["function"]["arguments"])
            for r in run.responses}
    assert len(wire) == 1 and {name for name, _ in run.calls} == {"get_metrics"}
    ids = [r["message"]["tool_calls"][0]["id"] for r in run.responses]
    assert len(set(ids)) == len(ids), "each turn's call still gets its own id"


async def test_looper_ignores_nudges_and_falls_back_to_logs(http: httpx.AsyncClient) -> None:
    tools = [t for t in TOOLS if t["function"]["name"] != "get_metrics"]
    run = await run_conversation(http, chain_incident(), model="looper", max_turns=3,
                                 tools=tools, interject=lambda turn: "Stop looping." if turn else
                                 None)
    assert run.calls == [("query_logs", {"service": "storefront"})] * 3
