"""Configuration as data: scenario (run) files, parsed once at the edge (profiles are in
`oncall.profile`, re-exported here; field-by-field reading in `oncall.fields`).

YAML goes in, frozen dataclasses come out; an invalid value is reported with its file and field
path (``scenario.yaml: model.agent.options.num_ctx: must be a positive integer``), a YAML syntax
error with its line.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from oncall.errors import ConfigError
from oncall.fields import Fields as _Fields
from oncall.fields import load_yaml
from oncall.limits import MAX_NUM_CTX, MIN_NUM_CTX, option_problem
from oncall.profile import (
    BudgetGuard,
    CircuitGuard,
    ContextSettings,
    Profile,
    ProgressGuard,
    RepeatedCallGuard,
    RetrySettings,
    VerificationGuard,
    builtin_profiles,
    load_profile,
    parse_profile,
)
from oncall.sources.config import SourceSpec, parse_production, spec_from_json

ROLES = ("agent", "judge", "summarizer", "verifier")
PHASES = ("planning", "investigating", "verifying")
DEFAULT_NUM_CTX = 8192
DEFAULT_AGENT_MODEL = "scripted:investigator"
DEFAULT_CONNECT_TIMEOUT_S = 5.0
DEFAULT_READ_TIMEOUT_S = 600.0
MAX_TIMEOUT_S = 3600.0
"""An hour: past it, a timeout is no longer a timeout but an outage nobody is told about."""


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
    connect_timeout_s: float = DEFAULT_CONNECT_TIMEOUT_S
    """Seconds to open a connection to the model server."""
    read_timeout_s: float = DEFAULT_READ_TIMEOUT_S
    """Seconds to wait for the server's answer: generous, a local model on a CPU is slow (the
    run's wall budget still cancels a call that outlives it)."""


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
    connect = _timeout(f, "connect_timeout_s", DEFAULT_CONNECT_TIMEOUT_S)
    read = _timeout(f, "read_timeout_s", DEFAULT_READ_TIMEOUT_S)
    f.done()
    return ModelChoice(spec, options, think, fallback, base_url, api_key_env, connect, read)


def _timeout(f: _Fields, key: str, default: float) -> float:
    value = f.opt_number(key)
    if value is None:
        return default
    if value > MAX_TIMEOUT_S:
        raise f.fail(key, f"must be at most {MAX_TIMEOUT_S:g} seconds, not {value:g}")
    return value


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


def _choice_from_json(v: Mapping[str, Any]) -> ModelChoice:
    return ModelChoice(v["spec"], v["options"], v["think"], v.get("fallback"), v.get("base_url"),
                       v.get("api_key_env"),
                       float(v.get("connect_timeout_s", DEFAULT_CONNECT_TIMEOUT_S)),
                       float(v.get("read_timeout_s", DEFAULT_READ_TIMEOUT_S)))


def scenario_from_json(data: Mapping[str, Any]) -> Scenario:
    """Rebuild a scenario stored with a run (`Scenario.to_json`)."""
    routing = data["models"]
    models = ModelRouting(
        {k: _choice_from_json(v) for k, v in routing["roles"].items()},
        {k: _choice_from_json(v) for k, v in routing["phases"].items()})
    prices = {k: Price(**v) for k, v in data["prices"].items()}
    return Scenario(data["name"], data.get("incident"), data["seed"], data["profile"], models,
                    prices, data["prodsim_url"], data["alert"], data.get("identity"),
                    data.get("prodsim_auth"), tuple(data.get("prodsim_faults") or ()),
                    tuple(data.get("redact") or ()),
                    tuple(spec_from_json(x) for x in data.get("sources") or ()))


__all__ = ["DEFAULT_AGENT_MODEL", "DEFAULT_NUM_CTX", "PHASES", "ROLES", "BudgetGuard",
           "CircuitGuard", "ConfigError", "ContextSettings", "ModelChoice", "ModelRouting",
           "Price", "Profile", "ProgressGuard", "RepeatedCallGuard", "RetrySettings", "Scenario",
           "VerificationGuard", "builtin_profiles", "load_profile", "load_scenario", "load_yaml",
           "parse_models", "parse_profile", "parse_scenario", "scenario_from_json"]
