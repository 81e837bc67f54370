"""What a run needs, checked before the run is created: by `run`, `submit` and `sources check`.

A missing `$ONCALL_CLIENT_SECRET` used to be found on the first tool call, after the run had
been created and an attempt counted, and left the run `running`; and `sources check` passed
run files that `run` refused, because each kept its own checks. `check_scenario` is the one
list (profile, environment, model specs, the prodsim incident and its faults), and every
refusal names the run file and the field, so bad input is one line and leaves no run behind.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from oncall.config import Scenario, load_profile
from oncall.errors import ConfigError

if TYPE_CHECKING:
    from oncall.models import ModelServers


def check_scenario(scenario: Scenario, where: str | None = None, *,
                   servers: ModelServers | None = None, profile_field: str = "profile",
                   model_field: str | None = None, need_scripted: bool = True) -> None:
    """Refuse a scenario a run cannot start from, naming `where` (the run file) and the field.

    `profile_field` and `model_field` name a command-line flag (`--profile`, `--model`) that
    replaced the file's value, so the error points at what the user typed. `need_scripted`
    False (`sources check`, which runs no model) checks a `scripted:` spec's syntax alone
    where the scripted policies (they ship with prodsim) cannot be imported."""
    from oncall.models import ModelServers

    where = where or f"scenario {scenario.name!r}"
    with _field(where, profile_field, own_file=scenario.profile):
        load_profile(scenario.profile)
    check_environment(scenario, where)
    servers = servers or ModelServers()
    roles = [(f"model.{r}", c) for r, c in scenario.models.roles.items()]
    roles += [(f"model.phases.{p}", c) for p, c in scenario.models.phases.items()]
    for name, choice in roles:
        with _field(where, model_field if model_field and name == "model.agent" else name):
            _check_model(servers, choice.spec, need_scripted)
        if choice.fallback:
            with _field(where, f"{name}.fallback"):
                _check_model(servers, choice.fallback, need_scripted)
    if scenario.incident is not None and not scenario.prodsim_url:
        from oncall.sources.prodsim import check_incident

        with _field(where, "incident", strip=f"scenario {scenario.name!r}: "):
            check_incident(scenario)


def _check_model(servers: ModelServers, spec: str, need_scripted: bool) -> None:
    from oncall.models import parse_spec

    try:
        servers.check(spec)
    except ImportError as exc:  # the scripted policies live in prodsim
        if need_scripted:
            raise ConfigError(f"model spec {spec!r}: scripted models ship with prodsim, which "
                              f"cannot be imported here ({exc})") from exc
        parse_spec(spec)


def check_environment(scenario: Scenario, where: str | None = None) -> None:
    """Refuse, naming the variable (never its value), a run whose environment is missing one."""
    where = where or f"scenario {scenario.name!r}"
    if scenario.identity:
        name = str(scenario.identity.get("secret_env") or "ONCALL_CLIENT_SECRET")
        if not os.environ.get(name):
            raise ConfigError(f"{where}: identity.secret_env: the client secret is read "
                              f"from ${name}, which is not set")
    choices = [*scenario.models.roles.items(), *scenario.models.phases.items()]
    for role, choice in choices:
        if choice.api_key_env and not os.environ.get(choice.api_key_env):
            raise ConfigError(f"{where}: model.{role}.api_key_env: ${choice.api_key_env} is "
                              "not set")


_FAULTS = "create_app(faults=...): faults"
"""What prodsim puts before a fault's own path (`faults[0].status`): the run file's field is
`prodsim.faults[0].status`."""


@contextmanager
def _field(where: str, field: str, own_file: str | None = None, strip: str = ""
           ) -> Iterator[None]:
    """Re-raise a ConfigError as `WHERE: FIELD: message`. A message that already starts with
    `own_file` (a profile file naming its own field) is kept as it is; `strip` is a prefix
    that named the scenario instead of its file."""
    try:
        yield
    except ConfigError as exc:
        msg = str(exc).removeprefix(strip) if strip else str(exc)
        if own_file and msg.startswith(f"{own_file}:"):
            raise
        if msg.startswith(_FAULTS):
            raise ConfigError(f"{where}: prodsim.faults{msg.removeprefix(_FAULTS)}") from exc
        raise ConfigError(f"{where}: {field}: {msg}") from exc
