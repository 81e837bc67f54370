"""What a run needs from its environment, checked before the run is created or resumed.

A missing `$ONCALL_CLIENT_SECRET` used to be found on the first tool call, after the run had
been created and an attempt counted, and left the run `running`. Everything that can be
checked without a request (the variables a run file names for its identity and its model
keys) is checked here, so bad input is refused with one line and leaves no run behind.
"""

from __future__ import annotations

import os

from oncall.config import Scenario
from oncall.errors import ConfigError


def check_environment(scenario: Scenario) -> None:
    """Refuse, naming the variable (never its value), a run whose environment is missing one."""
    if scenario.identity:
        name = str(scenario.identity.get("secret_env") or "ONCALL_CLIENT_SECRET")
        if not os.environ.get(name):
            raise ConfigError(f"scenario {scenario.name!r}: identity.secret_env: the client "
                              f"secret is read from ${name}, which is not set")
    choices = [*scenario.models.roles.items(), *scenario.models.phases.items()]
    for where, choice in choices:
        if choice.api_key_env and not os.environ.get(choice.api_key_env):
            raise ConfigError(f"scenario {scenario.name!r}: model.{where}.api_key_env: "
                              f"${choice.api_key_env} is not set")
