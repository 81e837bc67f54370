"""oncall's runtime beside LangGraph's on one scripted trajectory: what each costs per step.

    pip install -e '.[bench]'   # langgraph, langgraph-checkpoint-sqlite, drain3: bench only
    python benchmarks/langgraph_vs_oncall.py [--runs N] [--json]
        [--synchronous NORMAL|FULL] [--langgraph-durability sync|async]

Why: a claim that a hand-rolled loop over an append-only log is cheap means little without the
obvious alternative run on the same work. Both sides here are durable (every step committed to
a SQLite file before the next one starts) and both run the *same* trajectory, so what differs
is only the runtime:

- **oncall**: `scripted:surveyor` on `scenarios/checkout-payments-deploy.yaml` through the real
  runtime (`create_run` + `execute` on a fresh `Store`, prodsim in-process): 14 model calls,
  13 `list_deploys` calls and a final `escalate`. The surveyor's work per request is constant,
  so its time is not the runtime's.
- **LangGraph**: a minimal ReAct graph (`agent` node -> `ToolNode` -> `agent` ..., ending when
  the `escalate` tool has run) over `AsyncSqliteSaver`, one thread id, `durability="sync"`
  (each checkpoint written before the next step, as oncall does). The model is a tiny
  `BaseChatModel` that replays the surveyor's tool calls, read from the log of a reference
  oncall run made first, so both sides see byte-identical initial messages (system prompt +
  alert) and tool calls. The tools do what oncall's do: `list_deploys` is oncall's own tool
  (arguments checked, the default window from the alert) over the same source as oncall's run,
  the change feed of a fresh in-process prodsim (`oncall.sources.feed.UrlFeed` over
  `httpx.ASGITransport`), and shows the model the same JSON; `escalate` makes no request.
  Every run checks that the graph read back exactly the reference run's tool results.

Per-step overhead = (wall time of the run − time inside model calls) / model calls. For oncall
the model time is the ledger's `latency_ms` (the whole Ollama client call to the in-process
scripted server); for LangGraph it is the whole `await model.ainvoke(...)` in the agent node,
timed by the node. Neither side's figure contains model latency; both contain the same tool
work (one in-process prodsim request per `list_deploys`), and oncall's also its guards and
retry wrapper around it. A second figure takes tool time out on both sides: oncall's as its
log records it (guards included, so this one flatters oncall), LangGraph's as timed around
the request inside the tool (LangGraph's own tasks that run during that await are counted
as tool time too). oncall's wall is
taken around `execute` (reading the spec, grading and rendering the handoff page included), as
LangGraph's is around `ainvoke`; the figure on the log's own clock (run_started to
run_finished, what `oncall bench loop` uses) is printed beside it.

Resume: a run is made to die once the tool results of step 7 of 14 are on disk (oncall: the
store raises right after that commit, as a kill -9 would leave it; LangGraph: the model raises
on its 8th call, so the last checkpoint is the one after step 7's tools). Then, timed, from a
fresh connection: *load* = open the database and rebuild the run's state without taking a step
(oncall: `Store.open` + `state_of(store.events(run_id))`, what `execute` does first; LangGraph:
open + `AsyncSqliteSaver.setup` + `graph.aget_state`), and *finish* = open and run the 7
remaining steps to the end (oncall: `execute`, which replays steps 1-7 from the log without
calling anything; LangGraph: `aget_state` + `ainvoke(None, thread)`), model time excluded.
Compiling the LangGraph graph (~13 ms) is outside every timer: a long-lived process does it once.
Database bytes: the file (plus any WAL) after the connection closed, divided by model calls;
also above the size of an empty database of the same kind, as oncall's schema is larger.

Both databases run in WAL mode with the same `synchronous` setting (oncall's default, NORMAL,
unless `--synchronous FULL`); LangGraph's saver would otherwise run with SQLite's default FULL.
Runs alternate between the two sides so drift on the machine hits both alike.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import platform
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

import httpx
import orjson

import prodsim
import prodsim.views
from oncall.config import Scenario, load_scenario
from oncall.logs import configure
from oncall.models import ModelServers
from oncall.runner import create_run, execute, with_agent_model
from oncall.sources.base import Sources
from oncall.sources.client import SourceClient
from oncall.sources.feed import UrlFeed
from oncall.state import state_of
from oncall.store import Event, NewEvent, Store
from oncall.tools import default_toolset
from oncall.tools.base import ToolCall, ToolContext

try:
    import aiosqlite
    from langchain_core.language_models.chat_models import BaseChatModel
    from langchain_core.messages import AIMessage, BaseMessage, ToolMessage, messages_from_dict
    from langchain_core.outputs import ChatGeneration, ChatResult
    from langchain_core.runnables import RunnableConfig
    from langchain_core.tools import BaseTool, StructuredTool
    from langgraph.checkpoint.sqlite.aio import AsyncSqliteSaver
    from langgraph.graph import END, START, MessagesState, StateGraph
    from langgraph.graph.state import CompiledStateGraph
    from langgraph.prebuilt import ToolNode
except ImportError as exc:  # the comparison is optional; say how to get it, not a traceback
    sys.exit("langgraph_vs_oncall: needs langgraph and langgraph-checkpoint-sqlite, which "
             f"are not installed ({exc}); install the bench extra: pip install -e '.[bench]'")

ROOT = Path(__file__).resolve().parent.parent
SCENARIO = ROOT / "scenarios" / "checkout-payments-deploy.yaml"
POLICY = "scripted:surveyor"
Sync = Literal["NORMAL", "FULL"]
Durability = Literal["sync", "async"]
THREAD: RunnableConfig = {"configurable": {"thread_id": "bench"}, "recursion_limit": 200}


# -- the trajectory, read from a reference oncall run ---------------------------------------


@dataclass(frozen=True, slots=True)
class Trajectory:
    """What the model said and what the tools answered, turn by turn, in the surveyor run."""

    initial: list[dict[str, Any]]
    """The messages the agent starts with (Ollama shape: system prompt, alert)."""
    turns: list[list[dict[str, Any]]]
    """Per model call, the tool calls it made: {"id", "name", "args"}."""
    results: dict[str, str]
    """Tool-call id -> the content the model read back."""

    @classmethod
    def from_log(cls, events: Sequence[Event]) -> Trajectory:
        initial = next(e.payload["messages"] for e in events if e.kind == "context")
        turns: list[list[dict[str, Any]]] = []
        results: dict[str, str] = {}
        for e in events:
            if e.kind == "model_call" and e.payload.get("role") == "agent":
                turns.append([{"id": c["id"], "name": c["function"]["name"],
                               "args": c["function"]["arguments"]}
                              for c in e.payload["message"].get("tool_calls") or []])
            elif e.kind == "tool_call":
                call = turns[e.step - 1][int(e.payload["index"])]
                results[call["id"]] = str(e.payload["content"])
        return cls(initial, turns, results)

    @property
    def tool_calls(self) -> int:
        return sum(len(t) for t in self.turns)


# -- oncall ---------------------------------------------------------------------------------


class Crash(BaseException):
    """What a kill -9 looks like from inside: nothing after the raising append runs."""


class CrashingStore(Store):
    """A real store that dies once the tool results of step `crash_step` have committed
    (the same trick as tests/oncall/test_resume.py): the run is left half done on disk."""

    crash_step = 0

    async def append(self, run_id: str, events: Sequence[NewEvent]) -> list[Event]:
        appended = await super().append(run_id, events)
        if any(e.kind == "tool_call" and e.step == self.crash_step for e in events):
            raise Crash
        return appended


def db_bytes(path: Path) -> int:
    """The database on disk: the file plus any WAL or journal left beside it."""
    return sum(p.stat().st_size for p in (path, Path(f"{path}-wal"), Path(f"{path}-journal"))
               if p.exists())


@dataclass(frozen=True, slots=True)
class Sample:
    """One full run on one side."""

    wall_ms: float
    model_ms: float
    tool_ms: float
    model_calls: int
    tool_calls: int
    db_bytes: int
    log_wall_ms: float | None = None
    """oncall only: run_started to run_finished as the log has it (what `oncall bench loop`
    measures), i.e. without reading the spec before and grading and the handoff after."""


@dataclass(frozen=True, slots=True)
class ResumeSample:
    """One resume of a run that died after `half` of its steps."""

    load_ms: float
    """Open the database and rebuild the run's state (no step taken)."""
    finish_ms: float
    """Open the database and run the remaining steps to the end, model time excluded."""
    remaining_steps: int


class Oncall:
    """The oncall side: the real runtime, a fresh database per run, one model server set."""

    def __init__(self, workdir: Path, synchronous: Sync) -> None:
        self.workdir = workdir
        self.sync: Sync = synchronous
        self.scenario: Scenario = with_agent_model(load_scenario(SCENARIO), POLICY)
        self.servers = ModelServers()
        self.n = 0

    def _path(self, tag: str) -> Path:
        self.n += 1
        return self.workdir / f"oncall-{tag}-{self.n}.db"

    def app(self) -> Any:
        # Built before the clock starts: world generation is prodsim's, not the runtime's.
        return prodsim.create_app(str(self.scenario.incident), seed=self.scenario.seed)

    async def run(self) -> tuple[Sample, list[Event]]:
        path, app = self._path("run"), self.app()
        async with await Store.open(path, synchronous=self.sync) as store:
            run_id = await create_run(store, self.scenario, servers=self.servers)
            started = time.perf_counter()
            result = await execute(store, run_id, servers=self.servers, prodsim_app=app)
            wall = (time.perf_counter() - started) * 1000
            ledger = await store.ledger(run_id)
            events = await store.events(run_id)
        if result.outcome != "escalated":
            raise SystemExit(f"oncall: expected the surveyor to escalate, got {result.outcome}")
        tools = [e for e in events if e.kind == "tool_call"]
        return Sample(wall, sum(r.latency_ms for r in ledger),
                      sum(float(e.payload["latency_ms"]) for e in tools),
                      result.model_calls, len(tools), db_bytes(path),
                      result.wall_s * 1000), events

    async def empty_db_bytes(self) -> int:
        path = self._path("empty")
        async with await Store.open(path, synchronous=self.sync):
            pass
        return db_bytes(path)

    async def resume(self, half: int) -> ResumeSample:
        path, app = self._path("resume"), self.app()
        CrashingStore.crash_step = half
        async with await CrashingStore.open(path, synchronous=self.sync) as store:
            run_id = await create_run(store, self.scenario, servers=self.servers)
            try:
                await execute(store, run_id, servers=self.servers, prodsim_app=app)
            except Crash:
                pass
            else:
                raise SystemExit("oncall: the run was expected to die at step "
                                 f"{half} and finished instead")
        # What `execute` does first on a resume: read the log and fold it into the state.
        started = time.perf_counter()
        async with await Store.open(path, synchronous=self.sync) as store:
            state = state_of(await store.events(run_id))
            load = (time.perf_counter() - started) * 1000
        if state.model_calls != half:
            raise SystemExit(f"oncall: the interrupted run holds {state.model_calls} steps, "
                             f"not {half}")
        started = time.perf_counter()
        async with await Store.open(path, synchronous=self.sync) as store:
            result = await execute(store, run_id, servers=self.servers, prodsim_app=app)
            finish = (time.perf_counter() - started) * 1000
            model_ms = sum(r.latency_ms for r in await store.ledger(run_id)
                           if r.run_attempt == 2)
        if result.outcome != "escalated" or result.attempts != 2:
            raise SystemExit(f"oncall: the resumed run ended {result.outcome} after "
                             f"{result.attempts} attempts")
        return ResumeSample(load, finish - model_ms, result.model_calls - half)

    async def aclose(self) -> None:
        await self.servers.aclose()


# -- LangGraph ------------------------------------------------------------------------------


class ModelCrash(Exception):
    """The model server dying mid-run: the graph stops at the last checkpoint."""


class ScriptedChat(BaseChatModel):
    """A chat model that replays the surveyor's turns. Like the surveyor it is stateless: it
    counts the assistant messages it is shown to know which turn comes next, so a resumed
    thread gets the right next turn."""

    turns: list[list[dict[str, Any]]]
    crash_at: int | None = None
    """Raise ModelCrash instead of answering turn `crash_at` (0-based), once."""

    @property
    def _llm_type(self) -> str:
        return "scripted-surveyor"

    def _reply(self, messages: list[BaseMessage]) -> ChatResult:
        done = sum(1 for m in messages if isinstance(m, AIMessage))
        if done == self.crash_at:
            self.crash_at = None
            raise ModelCrash(f"the model died before turn {done + 1}")
        calls = [{"id": c["id"], "name": c["name"], "args": c["args"], "type": "tool_call"}
                 for c in self.turns[done]]
        return ChatResult(generations=[ChatGeneration(
            message=AIMessage(content="", tool_calls=calls))])

    def _generate(self, messages: list[BaseMessage], stop: list[str] | None = None,
                  run_manager: Any = None, **kwargs: Any) -> ChatResult:
        return self._reply(messages)

    async def _agenerate(self, messages: list[BaseMessage], stop: list[str] | None = None,
                         run_manager: Any = None, **kwargs: Any) -> ChatResult:
        return self._reply(messages)


class Clock:
    """Time spent inside model calls and tools, so it can be taken out of the figure."""

    def __init__(self) -> None:
        self.model_s = 0.0
        self.tool_s = 0.0
        self.model_calls = 0
        self.tool_calls = 0


class Production:
    """A fresh in-process prodsim as oncall's run reads it for `list_deploys`: the change
    feed through oncall's source adapter, the window defaulting from the alert to the
    production's now, and oncall's own tool around it."""

    def __init__(self, app: Any) -> None:
        world = app.world
        feed = UrlFeed(SourceClient("http://prodsim", 30.0,
                                    transport=httpx.ASGITransport(app=app)), "/changes")
        now = datetime.fromtimestamp(world.now_ms / 1000, UTC)
        self.ctx = ToolContext(Sources(
            changes=feed, alert=prodsim.views.alert_json(world), now=lambda: now,
            alert_start=datetime.fromtimestamp(world.alert_ms / 1000, UTC)))
        self.tools = default_toolset()

    async def list_deploys(self, service: str) -> str:
        result = await self.tools.call(self.ctx, ToolCall(0, "list_deploys",
                                                          {"service": service}))
        if not result.ok:
            raise SystemExit(f"langgraph: list_deploys failed for {service}: {result.message}")
        return result.content()


def _tools(clock: Clock, production: Production) -> list[BaseTool]:
    """`list_deploys` and `escalate`, doing what oncall's do: `list_deploys` is oncall's tool
    over the same source of a fresh in-process prodsim, and shows the model the same JSON;
    `escalate` makes no request and says the page went out."""

    async def list_deploys(service: str) -> str:
        started = time.perf_counter()
        out = await production.list_deploys(service)
        clock.tool_s += time.perf_counter() - started
        clock.tool_calls += 1
        return out

    async def escalate(reason: str, evidence: list[str]) -> str:
        clock.tool_calls += 1
        return orjson.dumps({"ok": True, "result": {"paged": True}}).decode()

    return [StructuredTool.from_function(coroutine=list_deploys, name="list_deploys",
                                         description="Deploys of a service, newest first."),
            StructuredTool.from_function(coroutine=escalate, name="escalate",
                                         description="Page a human with what was found.")]


def build_graph(traj: Trajectory, saver: AsyncSqliteSaver, clock: Clock, production: Production,
                crash_at: int | None = None) -> CompiledStateGraph[Any, Any, Any, Any]:
    """agent -> tools -> agent ... -> END after `escalate` (oncall's terminal tool)."""
    model = ScriptedChat(turns=traj.turns, crash_at=crash_at)

    async def agent(state: MessagesState) -> dict[str, list[BaseMessage]]:
        started = time.perf_counter()
        try:
            reply = await model.ainvoke(state["messages"])
        finally:
            clock.model_s += time.perf_counter() - started
        clock.model_calls += 1
        return {"messages": [reply]}

    def after_agent(state: MessagesState) -> str:
        last = state["messages"][-1]
        return "tools" if isinstance(last, AIMessage) and last.tool_calls else END

    def after_tools(state: MessagesState) -> str:
        for m in reversed(state["messages"]):
            if not isinstance(m, ToolMessage):
                break
            if m.name == "escalate":
                return END
        return "agent"

    graph = StateGraph(MessagesState)
    graph.add_node("agent", agent)
    graph.add_node("tools", ToolNode(_tools(clock, production)))
    graph.add_edge(START, "agent")
    graph.add_conditional_edges("agent", after_agent, ["tools", END])
    graph.add_conditional_edges("tools", after_tools, ["agent", END])
    return graph.compile(checkpointer=saver)


def _timed_build(traj: Trajectory, saver: AsyncSqliteSaver, clock: Clock,
                 production: Production) -> tuple[CompiledStateGraph[Any, Any, Any, Any], float]:
    started = time.perf_counter()
    graph = build_graph(traj, saver, clock, production)
    return graph, (time.perf_counter() - started) * 1000


class LangGraph:
    """The LangGraph side: a fresh checkpoint database per run, one thread id."""

    def __init__(self, workdir: Path, synchronous: Sync, traj: Trajectory,
                 production: Callable[[], Any], durability: Durability = "sync") -> None:
        self.workdir = workdir
        self.production = production  # builds a fresh prodsim app, as oncall's runs get
        self.sync: Sync = synchronous
        self.durability: Durability = durability
        self.traj = traj
        self.initial = messages_from_dict([
            {"type": {"system": "system", "user": "human"}[m["role"]],
             "data": {"content": m["content"]}} for m in traj.initial])
        self.n = 0

    def _path(self, tag: str) -> Path:
        self.n += 1
        return self.workdir / f"langgraph-{tag}-{self.n}.db"

    async def _saver(self, path: Path) -> tuple[aiosqlite.Connection, AsyncSqliteSaver]:
        conn = await aiosqlite.connect(str(path))
        await conn.execute(f"PRAGMA synchronous = {self.sync}")
        saver = AsyncSqliteSaver(conn)
        await saver.setup()  # creates the tables, switches to WAL
        return conn, saver

    def _check(self, state: dict[str, Any]) -> None:
        """The graph took exactly the reference trajectory."""
        msgs = state["messages"]
        said = [[{"id": c["id"], "name": c["name"], "args": c["args"]} for c in m.tool_calls]
                for m in msgs if isinstance(m, AIMessage)]
        read = {m.tool_call_id: m.content for m in msgs if isinstance(m, ToolMessage)}
        if said != self.traj.turns or read != self.traj.results:
            raise SystemExit("langgraph: the graph strayed from the reference trajectory")

    def _http(self) -> Production:
        # Built before the clock starts, as oncall's prodsim app is.
        return Production(self.production())

    async def run(self) -> Sample:
        path, clock, production = self._path("run"), Clock(), self._http()
        conn, saver = await self._saver(path)
        try:
            graph = build_graph(self.traj, saver, clock, production)
            started = time.perf_counter()
            state = await graph.ainvoke({"messages": list(self.initial)}, THREAD,
                                        durability=self.durability)
            wall = (time.perf_counter() - started) * 1000
        finally:
            await conn.close()
        self._check(state)
        return Sample(wall, clock.model_s * 1000, clock.tool_s * 1000, clock.model_calls,
                      clock.tool_calls, db_bytes(path))

    async def empty_db_bytes(self) -> int:
        path = self._path("empty")
        conn, _ = await self._saver(path)
        await conn.close()
        return db_bytes(path)

    async def resume(self, half: int) -> ResumeSample:
        path, clock, production = self._path("resume"), Clock(), self._http()
        conn, saver = await self._saver(path)
        try:
            graph = build_graph(self.traj, saver, clock, production, crash_at=half)
            try:
                await graph.ainvoke({"messages": list(self.initial)}, THREAD,
                                    durability=self.durability)
            except ModelCrash:
                pass
            else:
                raise SystemExit(f"langgraph: the run was expected to die at step {half}")
        finally:
            await conn.close()
        # The equivalent of oncall's fold: open the file and read the thread's state. Compiling
        # the graph (~13 ms here) is left out: a long-lived process compiles it once.
        started = time.perf_counter()
        conn, saver = await self._saver(path)
        try:
            graph, compile_ms = _timed_build(self.traj, saver, Clock(), production)
            snapshot = await graph.aget_state(THREAD)
            load = (time.perf_counter() - started) * 1000 - compile_ms
        finally:
            await conn.close()
        done = sum(1 for m in snapshot.values["messages"] if isinstance(m, AIMessage))
        if done != half or snapshot.next != ("agent",):
            raise SystemExit(f"langgraph: the interrupted thread holds {done} steps and "
                             f"would run {snapshot.next}, not step {half + 1} of the agent")
        clock = Clock()
        started = time.perf_counter()
        conn, saver = await self._saver(path)
        try:
            graph, compile_ms = _timed_build(self.traj, saver, clock, production)
            await graph.aget_state(THREAD)
            state = await graph.ainvoke(None, THREAD, durability=self.durability)
            finish = (time.perf_counter() - started) * 1000 - compile_ms
        finally:
            await conn.close()
        self._check(state)
        return ResumeSample(load, finish - clock.model_s * 1000, clock.model_calls)


# -- the report -----------------------------------------------------------------------------


def _median(xs: Sequence[float]) -> float:
    return round(statistics.median(xs), 4)


def summarize(samples: Sequence[Sample], resumes: Sequence[ResumeSample],
              empty: int) -> dict[str, Any]:
    """Medians over runs; every per-step figure is per model call (14 on both sides)."""
    steps = samples[0].model_calls
    logged = [(s.log_wall_ms - s.model_ms) / s.model_calls for s in samples
              if s.log_wall_ms is not None]
    return {
        "model_calls": steps,
        "tool_calls": samples[0].tool_calls,
        "wall_ms": _median([s.wall_ms for s in samples]),
        "model_ms": _median([s.model_ms for s in samples]),
        "tool_ms": _median([s.tool_ms for s in samples]),
        "overhead_ms_per_step": _median([(s.wall_ms - s.model_ms) / s.model_calls
                                         for s in samples]),
        "overhead_ms_per_step_without_tools": _median(
            [(s.wall_ms - s.model_ms - s.tool_ms) / s.model_calls for s in samples]),
        "overhead_ms_per_step_log_wall": _median(logged) if logged else None,
        "steps_per_s": round(statistics.median(s.model_calls / (s.wall_ms / 1000)
                                               for s in samples), 1),
        "db_bytes": int(statistics.median(s.db_bytes for s in samples)),
        "db_bytes_empty": empty,
        "db_bytes_per_step": round(statistics.median(s.db_bytes for s in samples) / steps),
        "db_bytes_per_step_above_empty": round(
            (statistics.median(s.db_bytes for s in samples) - empty) / steps),
        "resume_load_ms": _median([r.load_ms for r in resumes]),
        "resume_finish_ms": _median([r.finish_ms for r in resumes]),
        "resume_remaining_steps": resumes[0].remaining_steps,
    }


RATIOS = ("overhead_ms_per_step", "overhead_ms_per_step_without_tools", "steps_per_s",
          "db_bytes_per_step", "db_bytes_per_step_above_empty", "resume_load_ms",
          "resume_finish_ms")


async def bench(runs: int, synchronous: Sync, durability: Durability) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="lg-vs-oncall-") as tmp:
        work = Path(tmp)
        oncall = Oncall(work, synchronous)
        try:
            # The reference run doubles as oncall's warm-up (imports, caches, first requests).
            _, events = await oncall.run()
            traj = Trajectory.from_log(events)
            lg = LangGraph(work, synchronous, traj, oncall.app, durability)
            await lg.run()  # LangGraph's warm-up
            half = len(traj.turns) // 2
            await oncall.resume(half)
            await lg.resume(half)
            on_s: list[Sample] = []
            lg_s: list[Sample] = []
            on_r: list[ResumeSample] = []
            lg_r: list[ResumeSample] = []
            steps: list[tuple[list[Any], Callable[[], Awaitable[Any]]]] = [
                (on_s, lambda: _first(oncall.run())), (lg_s, lg.run),
                (on_r, lambda: oncall.resume(half)), (lg_r, lambda: lg.resume(half))]
            for _ in range(runs):
                for sink, step in steps:
                    sink.append(await step())
            on_empty, lg_empty = await oncall.empty_db_bytes(), await lg.empty_db_bytes()
        finally:
            await oncall.aclose()
    o, g = summarize(on_s, on_r, on_empty), summarize(lg_s, lg_r, lg_empty)
    ratio = {k: round(o[k] / g[k], 3) if g[k] else None for k in RATIOS}
    target = ratio["overhead_ms_per_step"]
    return {
        "machine": {"cpus": os.cpu_count(), "python": platform.python_version(),
                    "platform": platform.platform(), "langgraph": _version("langgraph"),
                    "langgraph_checkpoint_sqlite": _version("langgraph-checkpoint-sqlite"),
                    "langchain_core": _version("langchain-core"),
                    "sqlite": aiosqlite.sqlite_version},
        "runs": runs, "synchronous": synchronous, "langgraph_durability": durability,
        "half": half,
        "trajectory": {"model_calls": len(traj.turns), "tool_calls": traj.tool_calls,
                       "tools": sorted({c["name"] for t in traj.turns for c in t})},
        "oncall": o, "langgraph": g, "ratio_oncall_over_langgraph": ratio,
        "target": {"overhead_ratio_at_most": 0.2, "ratio": target,
                   "met": target is not None and target <= 0.2},
    }


async def _first(aw: Awaitable[tuple[Sample, list[Event]]]) -> Sample:
    return (await aw)[0]


def _version(dist: str) -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version(dist)
    except PackageNotFoundError:
        return "?"


def render(r: dict[str, Any]) -> str:
    o, g, q = r["oncall"], r["langgraph"], r["ratio_oncall_over_langgraph"]
    rows = [("per-step overhead, ms (median)", "overhead_ms_per_step", "{:.3f}"),
            ("  the same without tool time, ms", "overhead_ms_per_step_without_tools", "{:.3f}"),
            ("steps per second", "steps_per_s", "{:,.1f}"),
            ("database bytes per step", "db_bytes_per_step", "{:,}"),
            ("  above the empty database", "db_bytes_per_step_above_empty", "{:,}"),
            (f"resume: open + state of a run dead after step {r['half']}, ms",
             "resume_load_ms", "{:.3f}"),
            (f"resume: open + finish the {o['resume_remaining_steps']} steps left, ms",
             "resume_finish_ms", "{:.3f}")]
    m = r["machine"]
    lines = [f"{r['trajectory']['model_calls']} model calls, {r['trajectory']['tool_calls']} "
             f"tool calls ({', '.join(r['trajectory']['tools'])}), median of {r['runs']} runs, "
             f"SQLite WAL synchronous={r['synchronous']}, LangGraph durability="
             f"{r['langgraph_durability']}; {m['cpus']} cpus, Python "
             f"{m['python']}, langgraph {m['langgraph']}, checkpoint-sqlite "
             f"{m['langgraph_checkpoint_sqlite']}, SQLite {m['sqlite']}",
             "",
             f"{'':<52} {'oncall':>10} {'langgraph':>10} {'oncall/lg':>10}"]
    for label, key, fmt in rows:
        lines.append(f"{label:<52} {fmt.format(o[key]):>10} {fmt.format(g[key]):>10} "
                     f"{q[key]:>10.3f}")
    lines += ["", f"whole run, ms: oncall {o['wall_ms']:.2f} (model {o['model_ms']:.2f}, tools "
              f"{o['tool_ms']:.2f}); langgraph {g['wall_ms']:.2f} (model {g['model_ms']:.2f}, "
              f"tools {g['tool_ms']:.2f})",
              f"oncall per-step overhead on the log's own wall clock (run_started to "
              f"run_finished, as `oncall bench loop` measures): "
              f"{o['overhead_ms_per_step_log_wall']:.3f} ms",
              f"database after one run: oncall {o['db_bytes']:,} B (empty {o['db_bytes_empty']:,})"
              f"; langgraph {g['db_bytes']:,} B (empty {g['db_bytes_empty']:,})"]
    t = r["target"]
    lines.append(f"target: oncall per-step overhead <= 1/5 of LangGraph's: ratio "
                 f"{t['ratio']:.3f} -> {'MET' if t['met'] else 'NOT MET'}")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=20, help="runs per side (default 20)")
    parser.add_argument("--synchronous", choices=("NORMAL", "FULL"), default="NORMAL",
                        help="SQLite synchronous for both databases (default NORMAL, oncall's)")
    parser.add_argument("--langgraph-durability", choices=("sync", "async"), default="sync",
                        help="sync (default) waits for each checkpoint as oncall waits for its "
                             "commit; async is LangGraph's default, writing behind the next step")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    if args.runs < 1:
        parser.error("--runs must be at least 1")
    configure(level="WARNING")  # the runtime's two INFO lines a run would go to stderr
    report = asyncio.run(bench(args.runs, args.synchronous,
                                     args.langgraph_durability))
    if args.json:
        print(orjson.dumps(report, option=orjson.OPT_INDENT_2).decode())
    else:
        print(render(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
