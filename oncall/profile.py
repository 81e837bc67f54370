"""Profiles as data: which guards run and how they are tuned, parsed once at the edge."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from oncall.errors import ConfigError
from oncall.fields import Fields as _Fields
from oncall.fields import load_yaml
from oncall.limits import MAX_RETRIES, MAX_RETRY_DELAY_S
from oncall.model_profiles import parse_overrides

DEFAULT_MAX_MODEL_CALLS = 40


@dataclass(frozen=True, slots=True)
class BudgetGuard:
    """Limits that end a run as stopped_by_guard, whatever the model thinks. None: no limit."""

    max_model_calls: int = DEFAULT_MAX_MODEL_CALLS
    """Agent model calls."""
    max_tokens: int | None = None
    """Prompt plus completion tokens, every role, failed calls included."""
    max_cost_usd: float | None = None
    max_wall_s: float | None = None
    """Seconds spent in attempts (not the gaps between a crash and its resume)."""


@dataclass(frozen=True, slots=True)
class RepeatedCallGuard:
    enabled: bool = False
    """Refuse a tool call whose idempotency key an earlier call of the run already has."""


@dataclass(frozen=True, slots=True)
class ProgressGuard:
    enabled: bool = False
    detectors: tuple[str, ...] = ("heuristic",)
    """Detectors scored side by side; all scores are logged."""
    enforcing: str = "heuristic"
    """The one whose score nudges and stops; the others shadow."""
    soft: float = 0.6
    """max(p_looping, p_drifting) at or above this: one nudge."""
    hard: float = 0.85
    """At or above this after a nudge: stopped_by_guard."""
    window: int = 12
    """How many recent tool calls the digest holds."""
    gate: float | None = None
    """Call model-backed detectors only when the heuristic's non-progress score is at least
    this (None: always)."""
    every: int | None = None
    """…or every N steps regardless of the gate."""


@dataclass(frozen=True, slots=True)
class CircuitGuard:
    enabled: bool = False
    failure_threshold: int = 3
    """Consecutive failures of a tool (across runs on the database) that open its circuit."""
    recovery_s: float = 60.0
    """How long an open circuit waits before one half-open probe."""


@dataclass(frozen=True, slots=True)
class VerificationGuard:
    enabled: bool = False
    max_rejections: int = 2
    """Reports sent back before the harness escalates instead."""
    verifier: bool = False
    """After the deterministic check, also ask the `verifier` role's model (fails open)."""


@dataclass(frozen=True, slots=True)
class ContextSettings:
    """The context budget. Always on: Ollama truncates an overflowing prompt silently."""

    compact_at: float = 0.7
    """Compact when the next prompt would pass this fraction of num_ctx."""
    keep_recent: int = 4
    """Assistant turns (with their tool results) kept verbatim at the end."""
    summary_floor: int = 200
    """A summarizer reply shorter than this many characters is replaced by the digest."""
    summary_share: float = 0.25
    """…and so is one longer than the digest or than this share of num_ctx: a summary that
    does not shrink the prompt is not a summary."""
    truncated_below: float = 0.8
    """A reply whose prompt_eval_count is below this fraction of the estimate was cut."""


@dataclass(frozen=True, slots=True)
class RetrySettings:
    """Backoff for transient failures: exponential, capped, with jitter (see oncall.retry)."""

    max_retries: int = 3
    first_delay: float = 1.0
    factor: float = 2.0
    cap: float = 60.0


@dataclass(frozen=True, slots=True)
class Profile:
    """A harness profile: which guards run and how they are tuned."""

    name: str
    description: str = ""
    budget: BudgetGuard = field(default_factory=BudgetGuard)
    repeated_call: RepeatedCallGuard = field(default_factory=RepeatedCallGuard)
    progress: ProgressGuard = field(default_factory=ProgressGuard)
    circuit: CircuitGuard = field(default_factory=CircuitGuard)
    verification: VerificationGuard = field(default_factory=VerificationGuard)
    context: ContextSettings = field(default_factory=ContextSettings)
    model_retries: RetrySettings = field(default_factory=RetrySettings)
    tool_retries: RetrySettings = field(default_factory=lambda: RetrySettings(1, 0.25, 2.0, 10.0))
    """One retry: tools answer fast or not at all, and each retry of a dead endpoint is one
    more identical request on the wire (a model load, by contrast, can take a minute)."""
    guard_order: tuple[str, ...] = ()
    """The order of the `guards:` sections as the profile file gives them: the order in which
    the guards are asked (the sections it leaves out follow, in the default order)."""
    model_overrides: tuple[tuple[str, Profile], ...] = ()
    tools: tuple[str, ...] = ()
    """Optional tools the profile turns on (`RAW_TOOLS`): raw PromQL and LogQL queries."""
    """`models:`: (model name pattern, this profile with that pattern's settings), in the
    file's order (`oncall.model_profiles.for_model` picks one)."""


DETECTORS = ("heuristic", "judge", "logprob-judge")


def parse_profile(source: str, data: Any) -> Profile:
    f = _Fields(source, "", data)
    name = f.str_("name")
    description = f.get("description") or ""
    guards = f.sub("guards")

    b = guards.sub("budget")
    budget = BudgetGuard(
        b.int_("max_model_calls", DEFAULT_MAX_MODEL_CALLS, minimum=1),
        b.opt_int("max_tokens"), b.opt_number("max_cost_usd"), b.opt_number("max_wall_s"))
    b.done()

    r = guards.sub("repeated_call")
    repeated = RepeatedCallGuard(r.bool_("enabled", False))
    r.done()

    g = guards.sub("progress")
    detectors = g.get("detectors", ["heuristic"])
    if not isinstance(detectors, list) or not detectors or any(
            d not in DETECTORS for d in detectors):
        raise g.fail("detectors", f"must be a list drawn from {', '.join(DETECTORS)}")
    enforcing = g.str_("enforcing", detectors[0])
    if enforcing not in detectors:
        raise g.fail("enforcing", f"must be one of the detectors ({', '.join(detectors)})")
    soft, hard = g.unit("soft", 0.6), g.unit("hard", 0.85)
    if hard < soft:
        raise g.fail("hard", f"must be >= soft ({soft})")
    every = g.opt_int("every")
    progress = ProgressGuard(g.bool_("enabled", False), tuple(detectors), enforcing, soft,
                             hard, g.int_("window", 12, minimum=2), g.opt_unit("gate"),
                             every if every else None)
    g.done()

    c = guards.sub("circuit")
    circuit = CircuitGuard(c.bool_("enabled", False), c.int_("failure_threshold", 3, minimum=1),
                           c.opt_number("recovery_s") or 60.0)
    c.done()

    v = guards.sub("verification")
    verification = VerificationGuard(v.bool_("enabled", False),
                                     v.int_("max_rejections", 2, minimum=0),
                                     v.bool_("verifier", False))
    v.done()
    order = tuple(str(k) for k in guards.data) if isinstance(guards.data, Mapping) else ()
    guards.done()

    x = f.sub("context")
    context = ContextSettings(x.unit("compact_at", 0.7), x.int_("keep_recent", 4, minimum=1),
                              x.int_("summary_floor", 200, minimum=1),
                              x.unit("summary_share", 0.25), x.unit("truncated_below", 0.8))
    x.done()

    retries = f.sub("retries")
    model_retries = _retry(retries.sub("model"), RetrySettings())
    tool_retries = _retry(retries.sub("tool"), RetrySettings(1, 0.25, 2.0, 10.0))
    retries.done()
    overrides = parse_overrides(source, f.data, f.get("models"), parse_profile)
    tools = _tools(f)
    f.done()
    return Profile(name, str(description), budget, repeated, progress, circuit, verification,
                   context, model_retries, tool_retries, order, overrides, tools=tools)


RAW_TOOLS = ("query_prometheus", "query_loki")
"""Tools off unless a profile's `tools:` names them (`oncall/tools/raw_queries.py`)."""


def _tools(f: _Fields) -> tuple[str, ...]:
    """`tools: [query_prometheus]` or `tools: {query_prometheus: true}`."""
    value = f.get("tools")
    if value is None:
        return ()
    if isinstance(value, Mapping) and all(isinstance(v, bool) for v in value.values()):
        value = [k for k, on in value.items() if on]
    if not isinstance(value, list) or any(v not in RAW_TOOLS for v in value):
        raise f.fail("tools", f"must list tools drawn from {', '.join(RAW_TOOLS)}")
    return tuple(dict.fromkeys(str(v) for v in value))


def _retry(r: _Fields, default: RetrySettings) -> RetrySettings:
    settings = RetrySettings(r.int_("max_retries", default.max_retries),
                             r.opt_number("first_delay") or default.first_delay,
                             r.opt_number("factor") or default.factor,
                             r.opt_number("cap") or default.cap)
    if settings.max_retries > MAX_RETRIES:
        raise r.fail("max_retries", f"must be at most {MAX_RETRIES}, not {settings.max_retries}")
    for key in ("first_delay", "cap"):
        if getattr(settings, key) > MAX_RETRY_DELAY_S:
            raise r.fail(key, f"must be at most {MAX_RETRY_DELAY_S:,} s (an hour: a longer "
                         f"wait is an outage, not a retry), not {getattr(settings, key)}")
    if settings.factor > 10:
        raise r.fail("factor", f"must be at most 10, not {settings.factor}")
    r.done()
    return settings


PROFILES_DIR = Path(__file__).resolve().parent / "profiles"


@lru_cache(maxsize=1)
def builtin_profiles() -> tuple[str, ...]:
    """The shipped profiles' names. Package data, listed once: a directory scan costs more
    than the rest of loading a profile, and every run starts by loading one."""
    return tuple(sorted(p.stem for p in PROFILES_DIR.glob("*.yaml")))


def load_profile(name_or_path: str) -> Profile:
    """A built-in profile by name, or a profile file by path."""
    if name_or_path.endswith((".yaml", ".yml")):
        p = Path(name_or_path)
        return parse_profile(str(p), load_yaml(p))
    if name_or_path not in builtin_profiles():
        raise ConfigError(f"profile {name_or_path!r} is not built in "
                          f"(built in: {', '.join(builtin_profiles())}; or give a .yaml path)")
    return _builtin_profile(name_or_path)


@lru_cache(maxsize=16)
def _builtin_profile(name: str) -> Profile:
    """Shipped profiles are package data: parse each once per process."""
    path = PROFILES_DIR / f"{name}.yaml"
    return parse_profile(f"oncall/profiles/{path.name}", load_yaml(path))
