"""Start and resume runs: wire a scenario to a store, models, its production's sources and
the loop."""

from __future__ import annotations

import time
import uuid
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any

import anyio
import structlog

from oncall import leases, runlock
from oncall.config import ModelChoice, ModelRouting, Scenario, load_profile, scenario_from_json
from oncall.errors import ConfigError, StoreError
from oncall.handoff import render_handoff
from oncall.journal import Journal
from oncall.loop import investigate
from oncall.model_profiles import for_model
from oncall.models import ModelServers, parse_spec
from oncall.preflight import check_environment, check_scenario
from oncall.quirks import quirk_counts
from oncall.run import Run, StepLine, process_facts
from oncall.sources import open_sources
from oncall.state import state_of
from oncall.store import NewEvent, Store
from oncall.tools import Toolset, default_toolset

log = structlog.get_logger("oncall.runner")


@dataclass(frozen=True, slots=True)
class RunResult:
    """What a run came to; the CLI's --json prints exactly this."""

    run_id: str
    scenario: str
    incident: str
    profile: str
    outcome: str
    reason: str
    report: Mapping[str, Any] | None
    escalation: Mapping[str, Any] | None
    error: str | None
    correct: bool | None
    model_calls: int
    prompt_tokens: int
    completion_tokens: int
    cost_usd: float
    wall_s: float
    attempts: int
    nudges: int
    refusals: int
    folds: int
    compactions: int
    truncations: int
    stopped_by: str | None
    """The guard that stopped or escalated the run, or null."""
    handoff: str | None
    """Markdown for the human paged, when the run escalated or was stopped."""
    quirks: Mapping[str, int] = field(default_factory=dict)
    """Odd shapes in the model's replies, per kind (`oncall.quirks`): recovered or sent back."""

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def with_num_ctx(scenario: Scenario, num_ctx: int) -> Scenario:
    """The scenario with the agent's context budget replaced, in every phase (`--num-ctx`)."""
    from oncall.limits import MAX_NUM_CTX, MIN_NUM_CTX

    if not MIN_NUM_CTX <= num_ctx <= MAX_NUM_CTX:
        raise ConfigError(f"--num-ctx: must be an integer from {MIN_NUM_CTX:,} to "
                          f"{MAX_NUM_CTX:,}, not {num_ctx}")

    def resized(c: ModelChoice) -> ModelChoice:
        return replace(c, options={**c.options, "num_ctx": num_ctx})
    roles = {**scenario.models.roles, "agent": resized(scenario.models.roles["agent"])}
    phases = {k: resized(v) for k, v in scenario.models.phases.items()}
    return replace(scenario, models=ModelRouting(roles, phases))


def with_agent_model(scenario: Scenario, spec: str) -> Scenario:
    """The scenario with its agent model replaced (options kept), for `--model`."""
    parse_spec(spec)
    agent = scenario.models.roles["agent"]
    roles = {**scenario.models.roles, "agent": replace(agent, spec=spec)}
    return replace(scenario, models=ModelRouting(roles, {}))


async def create_run(store: Store, scenario: Scenario, *, profile: str | None = None,
                     run_id: str | None = None, servers: ModelServers | None = None,
                     source: str | None = None, model_flag: bool = False) -> str:
    """Validate and store a run; it is queued until started or resumed. `source` is the run
    file errors name; `model_flag`: the agent model came from `--model`."""
    if profile is not None:
        scenario = replace(scenario, profile=profile)
    check_scenario(scenario, source, servers=servers,
                   profile_field="profile" if profile is None else "--profile",
                   model_field="--model" if model_flag else None)
    run_id = run_id or new_run_id()
    await store.create_run(run_id, scenario.name, scenario.to_json())
    return run_id


def new_run_id() -> str:
    """`run-YYYYmmdd-HHMMSS-<8 hex>`: sorts by creation time, unique across processes."""
    return f"run-{time.strftime('%Y%m%d-%H%M%S')}-{uuid.uuid4().hex[:8]}"


async def execute(store: Store, run_id: str, *, servers: ModelServers | None = None,
                  on_step: Callable[[StepLine], None] | None = None,
                  prodsim_app: Any = None,
                  sleep: Callable[[float], Awaitable[None]] = anyio.sleep,
                  toolset: Toolset | None = None) -> RunResult:
    """Run (or resume) a stored run to its end. A finished run is refused, a failed one
    resumes from its last completed step."""
    _, spec = await store.spec(run_id)
    scenario = scenario_from_json(spec)
    agent_spec = scenario.models.roles["agent"].spec
    profile, model_pattern = for_model(load_profile(scenario.profile), agent_spec)
    check_environment(scenario)
    logged = await store.events(run_id)
    prior = state_of(logged)
    if prior.outcome not in (None, "failed"):
        raise StoreError(f"run {run_id} already finished as {prior.outcome}; "
                         "nothing to resume")
    # The log as it now stands is what was read plus what just landed: one executor writes a
    # run at a time (a worker's appends are fenced by its lease), so nothing came in between.
    logged += await store.append(run_id, [NewEvent("run_started", prior.step, {
        "attempt": prior.attempts + 1, **process_facts(),
        "model_profile": {"pattern": model_pattern, "model": agent_spec}
        if model_pattern else None})])
    journal = Journal(store, run_id, logged)
    log.info("run_started", run_id=run_id, scenario=scenario.name, attempt=prior.attempts + 1,
             logged_events=journal.logged, db=store.path, sqlite=store.sqlite_version,
             model_profile=model_pattern)
    own_servers = servers is None
    servers = servers or ModelServers()
    try:
        async with open_sources(scenario, prodsim_app) as (sources, auth):
            run = Run(run_id, scenario, profile, journal, servers, sources,
                      toolset or default_toolset(profile.tools),
                      on_step or (lambda line: None), sleep, auth)
            finish = await investigate(run)
    except Exception as exc:
        await _record_failure(journal, exc)
        raise
    finally:
        if own_servers:
            await servers.aclose()
    state = journal.state
    log.info("run_finished", run_id=run_id, outcome=finish["outcome"], replayed=journal.replayed,
             model_calls=state.model_calls)
    report, escalation = finish.get("report"), finish.get("escalation")
    handoff = render_handoff(journal.events) \
        if finish["outcome"] in ("escalated", "stopped_by_guard") else None
    result = RunResult(
        run_id=run_id, scenario=scenario.name, incident=scenario.incident or "",
        profile=scenario.profile, outcome=str(finish["outcome"]), reason=str(finish["reason"]),
        report=report, escalation=escalation, error=finish.get("error"),
        correct=None,
        model_calls=state.model_calls, prompt_tokens=state.prompt_tokens,
        completion_tokens=state.completion_tokens, cost_usd=round(state.cost_usd, 6),
        wall_s=round(state.wall_s, 3), attempts=state.attempts, nudges=state.nudges,
        refusals=state.refusals, folds=state.folds, compactions=state.compactions,
        truncations=state.truncations, stopped_by=_stopped_by(finish),
        handoff=handoff, quirks=quirk_counts(journal.events))
    return result if _grader is None else replace(result, correct=_grader(scenario, result))


Grader = Callable[[Scenario, RunResult], "bool | None"]
"""Grades a finished run against ground truth (`oncall.lab.grade.grade_run` for a prodsim
incident). The runtime knows none: without a grader `correct` is None."""

_grader: Grader | None = None


def grade_with(grader: Grader | None) -> None:
    """Grade every run this process finishes with `grader` (the CLI's `run` and `resume`
    install the lab's; None stops grading). Process-wide, like logging configuration."""
    global _grader
    _grader = grader


def _stopped_by(finish: Mapping[str, Any]) -> str | None:
    guard = finish.get("guard")
    return str(guard) if guard else None


async def run_file(path: str | Path, *, db: str | Path = "oncall.db", model: str | None = None,
                   profile: str | None = None, num_ctx: int | None = None,
                   on_step: Callable[[StepLine], None] | None = None) -> RunResult:
    """Load a scenario file and run it against a database: the embedding entry point."""
    from oncall.config import load_scenario

    scenario = load_scenario(path)
    if model is not None:
        try:
            scenario = with_agent_model(scenario, model)
        except ConfigError as exc:
            raise ConfigError(f"--model: {exc}") from exc
    if num_ctx is not None:
        scenario = with_num_ctx(scenario, num_ctx)
    async with await Store.open(db) as store:
        # The run's lock is taken before the run exists: one that cannot be taken (a
        # read-only DB.runs) is refused with no queued run left behind.
        run_id = new_run_id()
        with runlock.hold(store.path, run_id):
            await create_run(store, scenario, profile=profile, source=str(path),
                             model_flag=model is not None, run_id=run_id)
            return await execute(store, run_id, on_step=on_step)


async def resume(run_id: str, *, db: str | Path = "oncall.db",
                 on_step: Callable[[StepLine], None] | None = None) -> RunResult:
    """Resume a run from its log: completed steps are replayed, never requested again."""
    async with await Store.open(db) as store:
        with runlock.hold(store.path, run_id):
            await store.run(run_id)  # an unknown run id is named before anything else
            lease = await leases.holder(store, run_id)
            if lease is not None:
                raise StoreError(f"run {run_id} is leased by worker {lease.worker} (epoch "
                                 f"{lease.epoch}); refused: the worker is running it")
            return await execute(store, run_id, on_step=on_step)


async def _record_failure(journal: Journal, exc: Exception) -> None:
    """Every run ends in an event: an exception that escapes a run (a replay mismatch, a store
    error, a bug) is recorded as `run_finished` failed, with its type and message, before it
    propagates. A run whose lease is gone cannot append; that is logged, not hidden."""
    message = f"{type(exc).__name__}: {exc}"
    try:
        await journal.store.append(journal.run_id, [NewEvent("run_finished", journal.state.step, {
            "outcome": "failed", "reason": message[:500], "error": message[:2000]})])
    except Exception as again:
        log.error("run_failure_not_recorded", run_id=journal.run_id, error=message,
                  because=f"{type(again).__name__}: {again}")
