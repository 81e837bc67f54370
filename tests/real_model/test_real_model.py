"""Whole investigations driven by a real (tiny, unreliable) model over the OpenAI protocol.

SmolLM2-135M answers tool calls with nonsense arguments, names tools that do not exist and
writes prose where a call is due: exactly what the harness must survive. The model is not
deterministic across processes, so nothing here depends on what it says — only on what the
harness does with it. Requests go through a recording proxy on another loopback port, so the
ledger is checked against what the server itself reported.
"""

from __future__ import annotations

import hashlib
import os
import signal
import sqlite3
import sys
from collections.abc import AsyncIterator, MutableMapping
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import anyio
import httpx
import loopback
import orjson
import pytest
import yaml

from oncall.runner import RunResult, resume, run_file
from oncall.store import Event, Store
from oncall.tools import default_toolset
from oncall.tools.base import check_arguments

from .conftest import N_CTX

pytestmark = [pytest.mark.real_model, pytest.mark.timeout(900)]

HERE = Path(__file__).parent
TOOLS = default_toolset()
LONG_ALERT = (
    "[FIRING] HighErrorRate checkout: 5xx above 5% for 3 minutes since 2026-12-03T14:42:00Z. "
    + " ".join(f"Annotation {n}: the checkout service answers part of its requests with HTTP "
               "500 and the error budget for the month burns at ten times its normal rate; "
               "the dashboards show the error rate rising across every pod of the deployment."
               for n in range(1, 13)))
"""An alert whose text alone takes the first prompt past the server's 2,048 tokens (the
system prompt and the ten tool schemas take about 1,700): the overflow path, met whatever
the model would have answered."""
INCIDENTS = {"checkout-payments-deploy": None, "no-fault": LONG_ALERT}
"""Two runs, a few minutes on two cores: a budget of four agent calls each."""
TERMINAL = ("resolved", "escalated", "stopped_by_guard", "failed")
PROFILE = {"name": "real-model", "description": "guarded, with a budget a tiny model fits in",
           "guards": {"budget": {"max_model_calls": 4, "max_wall_s": 300},
                      "repeated_call": {"enabled": True},
                      "progress": {"enabled": True, "detectors": ["heuristic"]},
                      "circuit": {"enabled": True}, "verification": {"enabled": True}}}


@dataclass
class Recorder:
    """A loopback proxy in front of the model server that keeps what the server answered."""

    upstream: str
    seen: list[dict[str, Any]] = field(default_factory=list)

    async def __call__(self, scope: MutableMapping[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] == "lifespan":
            while (message := await receive())["type"] != "lifespan.shutdown":
                await send({"type": "lifespan.startup.complete"})
            await send({"type": "lifespan.shutdown.complete"})
            return
        body = b""
        while True:
            message = await receive()
            body += message.get("body", b"")
            if not message.get("more_body"):
                break
        async with httpx.AsyncClient(timeout=None) as client:
            answer = await client.request(scope["method"], self.upstream + scope["path"],
                                          content=body,
                                          headers={"content-type": "application/json"})
        if scope["path"].endswith("/chat/completions"):
            data = answer.json() if answer.content else {}
            self.seen.append({"sha256": hashlib.sha256(body).hexdigest(),
                              "status": answer.status_code,
                              "usage": data.get("usage") if isinstance(data, dict) else None})
        await send({"type": "http.response.start", "status": answer.status_code,
                    "headers": [(b"content-type", b"application/json")]})
        await send({"type": "http.response.body", "body": answer.content})


@asynccontextmanager
async def recording(llama_server: str) -> AsyncIterator[tuple[str, Recorder]]:
    recorder = Recorder(llama_server.removesuffix("/v1"))
    async with loopback.serving(recorder) as port:
        yield f"http://127.0.0.1:{port}/v1", recorder


def scenario_file(tmp: Path, incident: str, base_url: str, alert: str | None = None
                  ) -> Path:
    """A run file: the real model as the agent. num_ctx says 4096 while the server holds
    2048, so a long history reaches the server's overflow 400 and the harness's answer."""
    profile = tmp / "real-model.yaml"
    profile.write_text(yaml.safe_dump(PROFILE))
    path = tmp / f"{incident}.yaml"
    path.write_text(yaml.safe_dump({
        "name": incident, "incident": incident, "seed": 7, "profile": str(profile),
        "model": {"agent": {"model": "openai:smollm2", "base_url": base_url,
                            "options": {"num_ctx": 2 * N_CTX, "num_predict": 200,
                                        "temperature": 0.2, "seed": 7}}},
        **({"alert": alert} if alert else {})}))
    return path


def check_run(result: RunResult, events: list[Event], recorder: Recorder) -> None:
    """What must hold whatever the model said."""
    assert result.outcome in TERMINAL
    if result.outcome == "failed":  # a value naming the cause, never a traceback
        assert result.error and "Traceback" not in result.error
    quirks = [e for e in events if e.kind == "quirk"]
    tools = {(e.step, e.payload["index"]): e.payload for e in events if e.kind == "tool_call"}
    for quirk in quirks:  # every call sent back reached the model as an error to fix
        index = quirk.payload["index"]
        if not quirk.payload["recovered"] and index is not None:
            shown = tools[(quirk.step, index)]
            assert not shown["ok"] and shown["error"] in ("invalid_arguments", "unknown_tool")
    for (step, index), call in tools.items():  # every malformed call became an event
        if _malformed(call):
            assert any(q.step == step and q.payload["index"] == index for q in quirks), call
    assert sum(result.quirks.values()) == len(quirks)
    by_digest = {r["sha256"]: r for r in recorder.seen}
    for event in events:  # the ledger's tokens are the server's usage, request by request
        if event.kind == "model_call" and event.payload["ok"] and event.payload["attempt"] == 1:
            usage = by_digest[event.payload["request"]["sha256"]]["usage"]
            assert (event.payload["prompt_tokens"], event.payload["completion_tokens"]) == (
                usage["prompt_tokens"], usage["completion_tokens"])


def _malformed(call: dict[str, Any]) -> bool:
    """Refused at the tool boundary for its shape (an unknown tool, arguments that do not fit
    the schema, not JSON or cut), as opposed to a well-formed call whose value the source
    rejected (a metric the backend does not have), which is a tool result like any other."""
    tool = TOOLS.get(call["name"])
    if call["error"] == "unknown_tool" or tool is None:
        return call["error"] is not None and call["refused_by"] is None
    shown = str(call["content"])
    return call["error"] == "invalid_arguments" and (
        check_arguments(tool, call["arguments"]) is not None
        or "not valid JSON" in shown or "cut by the token limit" in shown
        or "must be a JSON object" in shown)


async def test_investigations_end_in_a_terminal_outcome(llama_server: str,
                                                        tmp_path: Path) -> None:
    db = tmp_path / "oncall.db"
    results: list[RunResult] = []
    async with recording(llama_server) as (base_url, recorder):
        for incident, alert in INCIDENTS.items():
            results.append(await run_file(scenario_file(tmp_path, incident, base_url, alert),
                                          db=db))
    async with await Store.open(db) as store:
        everything = []
        for result in results:
            events = list(await store.events(result.run_id))
            everything += events
            check_run(result, events, recorder)
            ledger = await store.ledger(result.run_id)
            assert sum(r.prompt_tokens for r in ledger) == result.prompt_tokens
    summary = [(r.scenario, r.outcome, r.model_calls, r.prompt_tokens, r.completion_tokens,
                r.wall_s, dict(r.quirks), r.truncations) for r in results]
    print("real-model runs (scenario, outcome, calls, tokens in, out, wall s, quirks, "
          "truncations):", summary)
    # The 2,048-token context was reached (the run file says 4,096) and the server's 400
    # went through compaction and one retry, whatever the model answered.
    assert any(e.kind == "truncation" and e.payload["cause"] == "overflow"
               for e in everything), summary
    squeezed = results[1]  # refused twice, nothing to compact yet: failed, naming the fix
    assert (squeezed.outcome, squeezed.truncations) == ("failed", 2), summary
    assert squeezed.error and "overflows the server's context" in squeezed.error


async def test_kill_9_mid_run_and_resume_requests_no_logged_call_again(
        llama_server: str, tmp_path: Path) -> None:
    db = tmp_path / "oncall.db"
    async with recording(llama_server) as (base_url, recorder):
        path = scenario_file(tmp_path, "checkout-payments-deploy", base_url)
        process = await anyio.open_process([sys.executable, "-m", "oncall", "run", str(path),
                                            "--db", str(db), "--json"])
        try:
            with anyio.fail_after(400):
                while _model_calls(db) < 1:
                    assert process.returncode is None, "the run ended before it was killed"
                    await anyio.sleep(0.1)
        finally:
            os.kill(process.pid, signal.SIGKILL)
            await process.wait()
        requested_before = len(recorder.seen)
        async with await Store.open(db) as store:
            (row,) = await store.runs()
            logged = {e.payload["request"]["sha256"] for e in await store.events(row.run_id)
                      if e.kind == "model_call"}
        result = await resume(row.run_id, db=db)
        after = [r["sha256"] for r in recorder.seen[requested_before:]]
    assert result.outcome in TERMINAL and result.attempts == 2
    assert not logged & set(after), "a logged model call was requested again"
    async with await Store.open(db) as store:
        events = list(await store.events(row.run_id))
    check_run(result, events, recorder)
    for kind in ("model_call", "tool_call"):
        keys = [(e.step, e.payload["_key"]) for e in events if e.kind == kind]
        assert len(keys) == len(set(keys)), f"a {kind} was logged twice"


def _model_calls(db: Path) -> int:
    if not db.exists():
        return 0
    try:
        with sqlite3.connect(f"file:{db}?mode=ro", uri=True) as conn:
            return int(conn.execute("select count(*) from events where kind = 'model_call'")
                       .fetchone()[0])
    except sqlite3.OperationalError:  # the schema is not there yet
        return 0


async def test_the_real_model_judges_the_detector_replay(llama_server: str,
                                                         tmp_path: Path) -> None:
    """A real judge's figures, however poor: the replay runs to its table through it."""
    sample = (HERE / "trajectories_sample.jsonl").read_text().splitlines()
    picked = [line for line in sample if orjson.loads(line)["label"] == "looping"][:1] + \
             [line for line in sample if orjson.loads(line)["label"] == "progressing"][:1]
    trajectories = tmp_path / "two.jsonl"
    trajectories.write_text("\n".join(picked) + "\n")
    done = await anyio.run_process(
        [sys.executable, "-m", "oncall", "detectors", "--trajectories", str(trajectories),
         "--model", "openai:smollm2?response_format=json_object", "--detector", "judge",
         "--json"], env={**os.environ, "OPENAI_BASE_URL": llama_server}, check=False)
    report = orjson.loads(done.stdout)
    assert report["model"].startswith("openai:") and report["model_calls_made"] > 0
    judge = report["detectors"]["judge"]
    assert judge["checks"] > 0 and judge["model_calls"] == report["model_calls_made"]
    # Exit 1 says some replies were not in the schema: a real judge's errors are figures too.
    assert done.returncode == (1 if judge["errors"] else 0), done.stderr.decode()[-2000:]


def test_a_real_server_s_overflow_is_recognised(llama_server: str) -> None:
    """llama-cpp-python words it OpenAI's way: the classifier must know that wording."""
    from oncall.openai_chat import error_text, is_overflow

    answer = httpx.post(f"{llama_server}/chat/completions", timeout=60, json={
        "model": "smollm2", "messages": [{"role": "user", "content": "word " * 3000}],
        "max_tokens": 5})
    assert answer.status_code == 400 and is_overflow(error_text(answer.json()))
