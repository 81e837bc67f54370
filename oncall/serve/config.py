"""The `serve` config: a run file without an alert, plus a `serve:` section.

Secrets never appear in the file: the intake token, the PagerDuty signing secret and every
notification URL are named by environment variable and read once at start, so a missing one is
a bad-input error (exit 2) before anything listens.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Literal

from oncall.config import Scenario, load_yaml, parse_scenario
from oncall.errors import ConfigError

ChannelKind = Literal["webhook", "slack"]


@dataclass(frozen=True, slots=True)
class Channel:
    """Where findings go."""

    name: str
    """Its name in the outbox and in /metrics (default: its kind; unique)."""
    kind: ChannelKind
    """`webhook` (JSON with the run, report, handoff and alert) or `slack` (incoming webhook)."""
    url_env: str
    """The environment variable holding the URL; the URL itself is never logged."""
    url: str = ""
    """Read from `url_env` at start (empty until then)."""


@dataclass(frozen=True, slots=True)
class Retry:
    """How a notification is retried: `first_s`, doubled each time, capped; then given up."""

    max_attempts: int = 8
    first_s: float = 1.0
    cap_s: float = 300.0

    def delay(self, attempt: int) -> float | None:
        """The wait after failed attempt `attempt` (1-based), or None to give up."""
        if attempt >= self.max_attempts:
            return None
        return float(min(self.cap_s, self.first_s * 2 ** (attempt - 1)))


@dataclass(frozen=True, slots=True)
class ServeSettings:
    """The `serve:` section."""

    intake_token_env: str = "ONCALL_INTAKE_TOKEN"
    """Bearer token for /v1/alerts/alertmanager and /v1/alerts/grafana."""
    pagerduty_secret_env: str | None = None
    """The v3 webhook signing secret; None: /v1/alerts/pagerduty answers 404."""
    external_url: str | None = None
    """Where people reach this service; notifications link to the handoff under it."""
    notify: tuple[Channel, ...] = ()
    retry: Retry = Retry()
    max_body: int = 1 << 20
    """Intake refuses a larger body (413)."""
    claim_s: float = 30.0
    """How long one process may hold a delivery before another may send it again (after a
    crash, the delay before the re-send)."""


@dataclass(frozen=True, slots=True)
class ServeConfig:
    scenario: Scenario
    """The run every firing alert starts: production, profile and models; the alert is the
    webhook's."""
    settings: ServeSettings
    intake_token: str
    pagerduty_secret: str | None


def _env_name(source: str, where: str, value: Any) -> str:
    if not isinstance(value, str) or not value.strip() or not value.replace("_", "").isalnum():
        raise ConfigError(f"{source}: {where}: must name an environment variable, not "
                          f"{value!r}")
    return value


def _number(source: str, where: str, value: Any, default: float) -> float:
    if value is None:
        return default
    if isinstance(value, bool) or not isinstance(value, int | float) or value <= 0:
        raise ConfigError(f"{source}: {where}: must be a number > 0, not {value!r}")
    return float(value)


def parse_serve(source: str, data: Any) -> ServeSettings:
    """The `serve:` section, every field checked and named in errors."""
    if data is None:
        data = {}
    if not isinstance(data, Mapping):
        raise ConfigError(f"{source}: serve: must be a mapping")
    known = {"intake_token_env", "pagerduty_secret_env", "external_url", "notify", "retry",
             "max_body", "claim_s"}
    for key in data:
        if key not in known:
            raise ConfigError(f"{source}: serve.{key}: unknown field (known: "
                              f"{', '.join(sorted(known))})")
    token_env = _env_name(source, "serve.intake_token_env",
                          data.get("intake_token_env", "ONCALL_INTAKE_TOKEN"))
    pd = data.get("pagerduty_secret_env")
    pd_env = None if pd is None else _env_name(source, "serve.pagerduty_secret_env", pd)
    external = data.get("external_url")
    if external is not None and (not isinstance(external, str)
                                 or not external.startswith(("http://", "https://"))):
        raise ConfigError(f"{source}: serve.external_url: must be an http(s) URL")
    channels: list[Channel] = []
    notify = data.get("notify") or []
    if not isinstance(notify, list):
        raise ConfigError(f"{source}: serve.notify: must be a list of channels")
    for i, entry in enumerate(notify):
        where = f"serve.notify[{i}]"
        if not isinstance(entry, Mapping):
            raise ConfigError(f"{source}: {where}: must be a mapping")
        for key in entry:
            if key not in ("kind", "url_env", "name"):
                raise ConfigError(f"{source}: {where}.{key}: unknown field (known: kind, "
                                  "name, url_env)")
        if "url" in entry:
            raise ConfigError(f"{source}: {where}.url: URLs carry tokens; name an "
                              "environment variable in url_env")
        kind = entry.get("kind")
        if kind not in ("webhook", "slack"):
            raise ConfigError(f"{source}: {where}.kind: must be webhook or slack, not {kind!r}")
        name = entry.get("name", kind)
        if not isinstance(name, str) or not name or any(c.isspace() for c in name):
            raise ConfigError(f"{source}: {where}.name: must be a word, not {name!r}")
        if any(c.name == name for c in channels):
            raise ConfigError(f"{source}: {where}.name: {name!r} is used twice (give each "
                              "channel its own name)")
        channels.append(Channel(name, kind, _env_name(source, f"{where}.url_env",
                                                      entry.get("url_env"))))
    r = data.get("retry") or {}
    if not isinstance(r, Mapping):
        raise ConfigError(f"{source}: serve.retry: must be a mapping")
    attempts = r.get("max_attempts", 8)
    if isinstance(attempts, bool) or not isinstance(attempts, int) or attempts < 1:
        raise ConfigError(f"{source}: serve.retry.max_attempts: must be an integer >= 1")
    retry = Retry(attempts, _number(source, "serve.retry.first_s", r.get("first_s"), 1.0),
                  _number(source, "serve.retry.cap_s", r.get("cap_s"), 300.0))
    max_body = data.get("max_body", 1 << 20)
    if isinstance(max_body, bool) or not isinstance(max_body, int) or max_body < 1024:
        raise ConfigError(f"{source}: serve.max_body: must be an integer >= 1024 (bytes)")
    claim_s = _number(source, "serve.claim_s", data.get("claim_s"), 30.0)
    return ServeSettings(token_env, pd_env, external, tuple(channels), retry, max_body,
                         claim_s)


def load_serve_config(path: str | Path, env: Mapping[str, str] | None = None) -> ServeConfig:
    """Parse the file and read the secrets it names from the environment."""
    env = os.environ if env is None else env
    p = Path(path)
    data = load_yaml(p)
    if not isinstance(data, Mapping):
        raise ConfigError(f"{p}: top level: must be a mapping")
    if data.get("alert") is not None:
        raise ConfigError(f"{p}: alert: a serve config has no alert (each webhook brings "
                          "one); remove it")
    run_file = {k: v for k, v in data.items() if k not in ("serve", "alert")}
    scenario = parse_scenario(str(p), run_file, p.stem)
    settings = parse_serve(str(p), data.get("serve"))
    return resolve(str(p), scenario, settings, env)


def resolve(source: str, scenario: Scenario, settings: ServeSettings,
            env: Mapping[str, str]) -> ServeConfig:
    """Read every secret the settings name; one that is unset is an error naming the field
    and the variable (never its value)."""
    def need(where: str, name: str) -> str:
        value = env.get(name, "")
        if not value:
            raise ConfigError(f"{source}: {where}: environment variable {name} is not set")
        return value

    token = need("serve.intake_token_env", settings.intake_token_env)
    secret = need("serve.pagerduty_secret_env", settings.pagerduty_secret_env) \
        if settings.pagerduty_secret_env else None
    channels = tuple(Channel(c.name, c.kind, c.url_env,
                             need(f"serve.notify[{i}].url_env", c.url_env))
                     for i, c in enumerate(settings.notify))
    for i, c in enumerate(channels):
        if not c.url.startswith(("http://", "https://")):
            raise ConfigError(f"{source}: serve.notify[{i}].url_env: {c.url_env} does not "
                              "hold an http(s) URL")
    settings = replace(settings, notify=channels)
    return ServeConfig(scenario, settings, token, secret)
