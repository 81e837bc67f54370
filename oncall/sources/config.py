"""The run file's `sources:` block, parsed once into frozen specs.

Each entry's `kind` says which families it serves. Credentials are never in the file: the
file names environment variables (`token_env`, `username_env`, `password_env`, `headers_env`)
or files (`token_file`, `ca_file`); an inline secret is refused, naming the field, because
the resolved run file is stored with the run.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from oncall.errors import ConfigError
from oncall.sources.client import AuthSpec

KINDS = ("prometheus", "loki", "kubernetes", "feed", "runbooks", "topology")
SECRET_FIELDS = ("token", "password", "headers", "api_key", "secret", "bearer_token",
                 "authorization")
_ENV_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
_OPTIONS: dict[str, tuple[str, ...]] = {
    "prometheus": ("url", "metrics"),
    "loki": ("url", "labels", "tenant", "level_from", "selector"),
    "kubernetes": ("url", "namespace"),
    "feed": ("url", "file"),
    "runbooks": ("url", "dir"),
    "topology": ("services", "file"),
}
_HTTP = ("timeout_s", "token_env", "token_file", "username_env", "password_env",
         "headers_env", "ca_file")


@dataclass(frozen=True, slots=True)
class SourceSpec:
    """One entry of `sources:`."""

    kind: str
    url: str | None = None
    """Base URL, path prefix included; for runbooks a template with `{service}`."""
    file: str | None = None
    """A feed document, or a topology YAML (resolved against the run file's directory)."""
    dir: str | None = None
    """Runbooks: a directory of SERVICE.md files."""
    timeout_s: float = 10.0
    auth: AuthSpec = field(default_factory=AuthSpec)
    namespace: str = "default"
    tenant: str | None = None
    """Loki's X-Scope-OrgID."""
    labels: Mapping[str, str] = field(default_factory=dict)
    """Loki: the label names for `service` and `level`."""
    level_from: str = "label"
    selector: Mapping[str, str] = field(default_factory=dict)
    metrics: Mapping[str, str] = field(default_factory=dict)
    """Prometheus: PromQL templates by metric name, over the defaults."""
    services: Mapping[str, list[str]] = field(default_factory=dict)
    """Topology: service -> the services it calls."""


def _str_map(f: Any, key: str) -> dict[str, str]:
    value = f.get(key) or {}
    if not isinstance(value, Mapping) or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in value.items()):
        raise f.fail(key, "must be a mapping of names to strings")
    return dict(value)


def _url(f: Any, key: str) -> str | None:
    value = f.get(key)
    if value is None:
        return None
    if not isinstance(value, str) or not value.startswith(("http://", "https://")):
        raise f.fail(key, f"must be an http(s) URL, not {value!r}")
    parts = urlsplit(value)
    if parts.username or parts.password:
        raise f.fail(key, "credentials never go in a URL (the run file is stored with the "
                     "run); use username_env/password_env or token_env")
    return value


def _env_name(f: Any, key: str) -> str | None:
    value = f.get(key)
    if value is not None and (not isinstance(value, str) or not _ENV_NAME.match(value)):
        raise f.fail(key, f"must be an environment variable name, not {value!r}")
    return value


def _path(f: Any, key: str, base: Path) -> str | None:
    value = f.get(key)
    if value is None:
        return None
    if not isinstance(value, str) or not value:
        raise f.fail(key, f"must be a path, not {value!r}")
    return str((base / value).resolve()) if not Path(value).is_absolute() else value


def _services(f: Any, key: str, data: Any) -> dict[str, list[str]]:
    if not isinstance(data, Mapping):
        raise f.fail(key, "must be a mapping of service -> list of the services it calls")
    out: dict[str, list[str]] = {}
    for name, deps in data.items():
        deps = deps or []
        if not isinstance(deps, list) or not all(isinstance(d, str) for d in deps):
            raise f.fail(key, f"{name}: must be a list of service names")
        out[str(name)] = list(deps)
    return out


def parse_source(f: Any, base: Path) -> SourceSpec:
    """One entry; `f` reads fields naming their path (oncall.config's field reader)."""
    from oncall.config import load_yaml

    kind = f.str_("kind")
    if kind not in KINDS:
        raise f.fail("kind", f"must be one of {', '.join(KINDS)}, not {kind!r}")
    for secret in SECRET_FIELDS:
        if secret in f.data:
            raise f.fail(secret, "secrets never go in a run file (it is stored with the "
                         "run); name an environment variable (token_env, password_env, "
                         "headers_env)")
    allowed = set(_OPTIONS[kind]) | ({"kind"} | set(_HTTP) if kind != "topology" else {"kind"})
    for key in map(str, f.data):
        if key not in allowed:
            raise f.fail(key, f"unknown field for a {kind} source (known: "
                         f"{', '.join(sorted(allowed))})")
    url = _url(f, "url")
    if kind == "runbooks" and url is not None and "{service}" not in url:
        raise f.fail("url", "must contain {service}, e.g. https://wiki/runbooks/{service}.md")
    timeout = f.get("timeout_s", 10.0)
    if isinstance(timeout, bool) or not isinstance(timeout, int | float) or timeout <= 0:
        raise f.fail("timeout_s", f"must be a number of seconds > 0, not {timeout!r}")
    auth = AuthSpec(_env_name(f, "token_env"), _path(f, "token_file", base),
                    _env_name(f, "username_env"), _env_name(f, "password_env"),
                    _env_name(f, "headers_env"), _path(f, "ca_file", base))
    if (auth.username_env is None) != (auth.password_env is None):
        raise f.fail("password_env" if auth.password_env is None else "username_env",
                     "basic auth needs both username_env and password_env")
    spec_file = _path(f, "file", base)
    directory = _path(f, "dir", base)
    services: dict[str, list[str]] = {}
    if kind == "topology":
        if (f.get("services") is None) == (spec_file is None):
            raise f.fail("services", "give the topology inline (services:) or in a file "
                         "(file:), one of the two")
        data = f.get("services") if spec_file is None else load_yaml(Path(spec_file))
        if isinstance(data, Mapping) and "services" in data and spec_file is not None:
            data = data["services"]
        services = _services(f, "services" if spec_file is None else "file", data)
    elif kind in ("prometheus", "loki", "kubernetes") and url is None:
        raise f.fail("url", "required, the base URL of the API (with its path prefix)")
    elif kind == "feed" and (url is None) == (spec_file is None):
        raise f.fail("url", "give the feed's url or its file, one of the two")
    elif kind == "runbooks" and (url is None) == (directory is None):
        raise f.fail("url", "give a URL template with {service} or a dir, one of the two")
    labels = _str_map(f, "labels")
    unknown = sorted(set(labels) - {"service", "level"})
    if unknown:
        raise f.fail("labels", f"{unknown[0]}: unknown (known: service, level)")
    level_from = f.get("level_from", "label")
    if level_from not in ("label", "json", "logfmt"):
        raise f.fail("level_from", f"must be label, json or logfmt, not {level_from!r}")
    namespace = f.get("namespace", "default")
    if not isinstance(namespace, str) or not namespace:
        raise f.fail("namespace", f"must be a namespace name, not {namespace!r}")
    tenant = f.get("tenant")
    if tenant is not None and not isinstance(tenant, str):
        raise f.fail("tenant", "must be a tenant name (X-Scope-OrgID)")
    metrics = _str_map(f, "metrics")
    for name, template in metrics.items():
        if "{service}" not in template:
            raise f.fail("metrics", f"{name}: the template must use {{service}}")
    return SourceSpec(kind, url, spec_file, directory, float(timeout), auth, namespace, tenant,
                      labels, str(level_from), _str_map(f, "selector"), metrics, services)


def parse_sources(source: str, data: Any, base: Path) -> tuple[SourceSpec, ...]:
    from oncall.fields import Fields as _Fields

    if data is None:
        return ()
    if not isinstance(data, list):
        raise ConfigError(f"{source}: sources: must be a list of sources (kind: prometheus, "
                          "loki, ...)")
    specs = tuple(parse_source(_Fields(source, f"sources[{i}]", item), base)
                  for i, item in enumerate(data))
    for family in ("prometheus", "loki", "feed", "runbooks", "topology", "kubernetes"):
        indices = [i for i, s in enumerate(specs) if s.kind == family]
        if len(indices) > 1:
            raise ConfigError(f"{source}: sources[{indices[1]}].kind: a second {family} "
                              "source (one per kind)")
    return specs


def spec_from_json(data: Mapping[str, Any]) -> SourceSpec:
    """Rebuild a spec stored with a run (`dataclasses.asdict`)."""
    values = dict(data)
    values["auth"] = AuthSpec(**(values.get("auth") or {}))
    return SourceSpec(**values)


def parse_production(f: Any, source: str) -> tuple[str | None, tuple[SourceSpec, ...], Any]:
    """The run file's production: `incident:` (a prodsim incident), `sources:`, and the
    alert (`alert:` or `alert_file:`, a JSON or YAML Alertmanager-style alert)."""
    from oncall.config import load_yaml
    from oncall.sources.alert import alert_from_document, checked_alert

    base = Path(source).parent
    incident = f.get("incident")
    if incident is not None and (not isinstance(incident, str) or not incident.strip()):
        raise f.fail("incident", f"must be a prodsim incident name or path, not {incident!r}")
    sources = parse_sources(source, f.get("sources"), base)
    alert = f.get("alert")
    alert_file = f.get("alert_file")
    if alert is not None and alert_file is not None:
        raise f.fail("alert_file", "give alert or alert_file, not both")
    if alert_file is not None:
        if not isinstance(alert_file, str) or not alert_file:
            raise f.fail("alert_file", f"must be a path, not {alert_file!r}")
        doc = load_yaml(base / alert_file)  # YAML reads JSON too; errors name the file
        alert = alert_from_document(doc, alert_file, f.fail)  # one firing alert, or refused
    elif alert is not None and not isinstance(alert, str | Mapping):
        raise f.fail("alert", "must be text or a mapping (Alertmanager style)")
    elif isinstance(alert, Mapping):
        alert = checked_alert(alert, "alert", f.fail)  # labels, and a startsAt that parses
    elif isinstance(alert, str) and not alert.strip():
        raise f.fail("alert", "must not be empty (text, or an Alertmanager-style mapping)")
    if incident is None and not sources:
        raise f.fail("incident", "required unless sources: names the production (a prodsim "
                     "incident, or a sources: list)")
    if incident is None and alert is None:
        raise f.fail("alert", "required when the production is not a prodsim incident "
                     "(alert: or alert_file:)")
    if isinstance(alert, Mapping):
        alert = dict(alert)
    return incident, sources, alert
