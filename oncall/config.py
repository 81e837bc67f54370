"""Configuration as data: scenario (run) files and profiles, parsed once at the edge.

YAML goes in, frozen dataclasses come out; an invalid value is reported with its file and field
path (``scenario.yaml: model.agent.options.num_ctx: must be a positive integer``), a YAML syntax
error with its line.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from oncall.errors import ConfigError
from oncall.limits import MAX_NUM_CTX, MAX_RETRIES, MAX_RETRY_DELAY_S, MIN_NUM_CTX, option_problem
from oncall.model_profiles import parse_overrides
from oncall.sources.config import SourceSpec, parse_production, spec_from_json

ROLES = ("agent", "judge", "summarizer", "verifier")
PHASES = ("planning", "investigating", "verifying")
DEFAULT_NUM_CTX = 8192
DEFAULT_AGENT_MODEL = "scripted:investigator"


@dataclass(frozen=True, slots=True)
class ModelChoice:
    """One model and the options sent with every request to it."""

    spec: str
    """`scripted:POLICY[?delay=S]` (in-process fake Ollama) or `ollama:NAME` (OLLAMA_HOST)."""
    options: Mapping[str, Any] = field(default_factory=dict)
    """Ollama `options`; `num_ctx` is always sent (default 8192)."""
    think: bool | str | None = None
    """Ollama `think`; None leaves it unset."""
    fallback: str | None = None
    """A model spec to switch to after persistent throttling (503 busy, 429)."""
    base_url: str | None = None
    """`openai:` specs: the server's base URL (e.g. http://127.0.0.1:8000/v1); None =
    OPENAI_BASE_URL."""
    api_key_env: str | None = None
    """`openai:` specs: the environment variable holding the API key (never the key itself);
    None = OPENAI_API_KEY."""


@dataclass(frozen=True, slots=True)
class ModelRouting:
    """Which model serves each role, and the agent's model per phase."""

    roles: Mapping[str, ModelChoice]
    phases: Mapping[str, ModelChoice] = field(default_factory=dict)

    def choose(self, role: str, phase: str | None = None) -> ModelChoice:
        """A phase override wins for the agent; other roles fall back to the agent's model."""
        if role == "agent" and phase is not None and phase in self.phases:
            return self.phases[phase]
        return self.roles.get(role) or self.roles["agent"]


@dataclass(frozen=True, slots=True)
class Price:
    input_per_mtok: float = 0.0
    output_per_mtok: float = 0.0


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


@dataclass(frozen=True, slots=True)
class Scenario:
    """A run file: which incident to investigate, with which models and profile."""

    name: str
    incident: str | None
    """The prodsim incident that plays production; None when `sources` name a real one."""
    seed: int = 0
    profile: str = "baseline"
    models: ModelRouting = field(default_factory=lambda: ModelRouting(
        {"agent": ModelChoice(DEFAULT_AGENT_MODEL, {"num_ctx": DEFAULT_NUM_CTX})}))
    prices: Mapping[str, Price] = field(default_factory=dict)
    """USD per million tokens by model name; local models cost 0 unless listed."""
    prodsim_url: str | None = None
    """A running prodsim (`python -m prodsim serve`); None runs it in-process."""
    alert: str | Mapping[str, Any] | None = None
    """The alert as text or Alertmanager-style mapping; None takes prodsim's firing alert."""
    identity: Mapping[str, str] | None = None
    """`client_id` and `secret_env` (the environment variable holding the secret) of the
    run's identity at the production API; None when the API wants no token."""
    prodsim_auth: bool | None = None
    """In-process prodsim only: require tokens (None: as the incident says)."""
    prodsim_faults: tuple[Mapping[str, Any], ...] = ()
    """In-process prodsim only: endpoint faults added to (or replacing) the incident's."""
    redact: tuple[Mapping[str, str], ...] = ()
    """Redaction rules this deployment adds to the defaults: `{name, pattern}` each
    (`docs/security.md`)."""

    sources: tuple[SourceSpec, ...] = ()
    """The production's sources (`oncall.sources`); with an incident, they replace prodsim's
    for the families they serve."""

    def redact_rules(self) -> tuple[Any, ...]:
        """The deployment's rules compiled (`oncall.redact.Rule`s), checked at parse time."""
        from oncall.redact.rules import custom_rules

        return custom_rules(self.redact)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


# -- parsing ---------------------------------------------------------------------------------

class _Fields:
    """Reads a mapping field by field, naming the full path in every error."""

    def __init__(self, source: str, path: str, data: Any) -> None:
        if not isinstance(data, Mapping):
            raise ConfigError(f"{source}: {path or 'top level'}: must be a mapping")
        self.source, self.path, self.data = source, path, data
        self.used: set[str] = set()

    def where(self, key: str) -> str:
        return f"{self.path}.{key}" if self.path else key

    def fail(self, key: str, msg: str) -> ConfigError:
        return ConfigError(f"{self.source}: {self.where(key)}: {msg}")

    def get(self, key: str, default: Any = None) -> Any:
        self.used.add(key)
        return self.data.get(key, default)

    def str_(self, key: str, default: str | None = None) -> str:
        value = self.get(key, default)
        if not isinstance(value, str) or not value.strip():
            raise self.fail(key, "required, a non-empty string" if value is None
                            else f"must be a non-empty string, not {value!r}")
        return value

    def int_(self, key: str, default: int, *, minimum: int = 0) -> int:
        value = self.get(key, default)
        if isinstance(value, bool) or not isinstance(value, int) or value < minimum:
            raise self.fail(key, f"must be an integer >= {minimum}, not {value!r}")
        return value

    def bool_(self, key: str, default: bool) -> bool:
        value = self.get(key, default)
        if not isinstance(value, bool):
            raise self.fail(key, f"must be true or false, not {value!r}")
        return value

    def opt_int(self, key: str) -> int | None:
        value = self.get(key)
        if value is None:
            return None
        if isinstance(value, bool) or not isinstance(value, int) or value < 1:
            raise self.fail(key, f"must be a positive integer, not {value!r}")
        return value

    def opt_number(self, key: str) -> float | None:
        value = self.get(key)
        if value is None:
            return None
        if isinstance(value, bool) or not isinstance(value, int | float) or value <= 0:
            raise self.fail(key, f"must be a number > 0, not {value!r}")
        return float(value)

    def unit(self, key: str, default: float) -> float:
        value = self.get(key, default)
        if isinstance(value, bool) or not isinstance(value, int | float) or not 0 < value < 1:
            raise self.fail(key, f"must be in (0, 1), not {value!r}")
        return float(value)

    def opt_unit(self, key: str) -> float | None:
        return None if self.get(key) is None else self.unit(key, 0.5)

    def sub(self, key: str) -> _Fields:
        return _Fields(self.source, self.where(key), self.get(key) or {})

    def done(self) -> None:
        unknown = sorted(set(map(str, self.data)) - self.used)
        if unknown:
            raise self.fail(unknown[0], f"unknown field (known: {', '.join(sorted(self.used))})")


def load_yaml(path: Path) -> Any:
    """Parse a YAML file strictly (`oncall.yamlsafe`: size, UTF-8, no aliases or duplicate
    keys, finite numbers); every refusal names the file and the line or field."""
    from oncall.yamlsafe import load_file

    return load_file(path)


def _model_choice(f: _Fields) -> ModelChoice:
    spec = f.str_("model")
    options = f.get("options") or {}
    if not isinstance(options, Mapping):
        raise f.fail("options", "must be a mapping of Ollama options")
    options = dict(options)
    num_ctx = options.setdefault("num_ctx", DEFAULT_NUM_CTX)
    if (isinstance(num_ctx, bool) or not isinstance(num_ctx, int)
            or not MIN_NUM_CTX <= num_ctx <= MAX_NUM_CTX):
        raise f.fail("options", f"num_ctx: must be an integer from {MIN_NUM_CTX:,} (the "
                     f"system prompt and tools alone take about 1,200 tokens) to "
                     f"{MAX_NUM_CTX:,}, not {num_ctx!r}")
    for key, value in options.items():
        problem = option_problem(str(key), value)
        if problem:
            raise f.fail("options", f"{key}: {problem}")
    think = f.get("think")
    if think is not None and not isinstance(think, bool | str):
        raise f.fail("think", "must be true, false or a level such as 'high'")
    fallback = f.get("fallback")
    if fallback is not None and not isinstance(fallback, str):
        raise f.fail("fallback", "must be a model spec such as ollama:qwen3:4b")
    if "api_key" in f.data:
        raise f.fail("api_key", "keys never go in a run file (it is stored with the run); "
                     "name an environment variable in api_key_env")
    base_url = f.get("base_url")
    if base_url is not None and (not isinstance(base_url, str)
                                 or not base_url.startswith(("http://", "https://"))):
        raise f.fail("base_url", f"must be an http(s) URL such as http://127.0.0.1:8000/v1, "
                     f"not {base_url!r}")
    api_key_env = f.get("api_key_env")
    if api_key_env is not None and (not isinstance(api_key_env, str) or not api_key_env
                                    or not api_key_env.replace("_", "").isalnum()):
        raise f.fail("api_key_env", f"must be an environment variable name, not {api_key_env!r}")
    f.done()
    return ModelChoice(spec, options, think, fallback, base_url, api_key_env)


def parse_models(source: str, data: Any, path: str = "model") -> ModelRouting:
    """Parse a `model:` block: a spec string, or roles and phases mapping to choices."""
    if isinstance(data, str):
        return ModelRouting({"agent": ModelChoice(data, {"num_ctx": DEFAULT_NUM_CTX})})
    f = _Fields(source, path, data)
    roles: dict[str, ModelChoice] = {}
    for role in ROLES:
        if f.get(role) is not None:
            value = f.get(role)
            roles[role] = (parse_models(source, value, f.where(role)).roles["agent"]
                           if isinstance(value, str) else _model_choice(f.sub(role)))
    roles.setdefault("agent", ModelChoice(DEFAULT_AGENT_MODEL, {"num_ctx": DEFAULT_NUM_CTX}))
    phases: dict[str, ModelChoice] = {}
    pf = f.sub("phases")
    for phase in PHASES:
        value = pf.get(phase)
        if value is not None:
            phases[phase] = (parse_models(source, value, pf.where(phase)).roles["agent"]
                             if isinstance(value, str) else _model_choice(pf.sub(phase)))
    pf.done()
    f.done()
    return ModelRouting(roles, phases)


def parse_scenario(source: str, data: Any, default_name: str) -> Scenario:
    f = _Fields(source, "", data)
    name = f.str_("name", default_name)
    incident, sources, alert = parse_production(f, source)
    seed = f.int_("seed", 0)
    profile = f.str_("profile", "baseline")
    models = parse_models(source, f.get("model") or {})
    prices: dict[str, Price] = {}
    pf = f.sub("prices")
    for model_name in list(pf.data):
        entry = pf.sub(str(model_name))
        prices[str(model_name)] = Price(
            float(_number(entry, "input_per_mtok")), float(_number(entry, "output_per_mtok")))
        entry.done()
    pf.done()
    prodsim = f.sub("prodsim")
    url = prodsim.get("url")
    if url is not None and not isinstance(url, str):
        raise prodsim.fail("url", "must be a URL string")
    auth = prodsim.get("auth")
    if auth is not None and not isinstance(auth, bool):
        raise prodsim.fail("auth", "must be true or false")
    faults = prodsim.get("faults") or []
    if not isinstance(faults, list) or not all(isinstance(x, Mapping) for x in faults):
        raise prodsim.fail("faults", "must be a list of endpoint faults (see docs/prodsim.md)")
    prodsim.done()
    identity = None
    if f.get("identity") is not None:
        i = f.sub("identity")
        identity = {"client_id": i.str_("client_id"),
                    "secret_env": i.str_("secret_env", "ONCALL_CLIENT_SECRET")}
        if "client_secret" in i.data:
            raise i.fail("client_secret", "secrets never go in a scenario file (it is stored "
                         "with the run); name an environment variable in secret_env")
        i.done()
    redact = f.get("redact") or []
    if not isinstance(redact, list) or not all(isinstance(x, Mapping) for x in redact):
        raise f.fail("redact", "must be a list of {name, pattern} rules")
    from oncall.redact.rules import custom_rules

    try:
        custom_rules(redact)
    except ValueError as exc:
        raise ConfigError(f"{source}: {exc}") from None
    f.done()
    return Scenario(name, incident, seed, profile, models, prices, url, alert, identity, auth,
                    tuple(dict(x) for x in faults), tuple(dict(x) for x in redact), sources)


def _number(f: _Fields, key: str) -> float:
    value = f.get(key, 0)
    if isinstance(value, bool) or not isinstance(value, int | float) or value < 0:
        raise f.fail(key, f"must be a number >= 0, not {value!r}")
    return float(value)


def load_scenario(path: str | Path) -> Scenario:
    """Load a scenario (run) file."""
    p = Path(path)
    return parse_scenario(str(p), load_yaml(p), p.stem)


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


def scenario_from_json(data: Mapping[str, Any]) -> Scenario:
    """Rebuild a scenario stored with a run (`Scenario.to_json`)."""
    routing = data["models"]
    models = ModelRouting(
        {k: ModelChoice(v["spec"], v["options"], v["think"], v.get("fallback"),
                        v.get("base_url"), v.get("api_key_env"))
         for k, v in routing["roles"].items()},
        {k: ModelChoice(v["spec"], v["options"], v["think"], v.get("fallback"),
                        v.get("base_url"), v.get("api_key_env"))
         for k, v in routing["phases"].items()})
    prices = {k: Price(**v) for k, v in data["prices"].items()}
    return Scenario(data["name"], data.get("incident"), data["seed"], data["profile"], models,
                    prices, data["prodsim_url"], data["alert"], data.get("identity"),
                    data.get("prodsim_auth"), tuple(data.get("prodsim_faults") or ()),
                    tuple(data.get("redact") or ()),
                    tuple(spec_from_json(x) for x in data.get("sources") or ()))
