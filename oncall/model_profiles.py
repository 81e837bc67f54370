"""Per-model settings: a profile's `models:` section overrides its settings by model name.

Thresholds and budgets tuned for one model misfire on another (a small model needs an earlier
compaction, a chatty one a larger budget), so a profile may say, for instance::

    models:
      "qwen3:*":      {context: {compact_at: 0.6}}
      "openai:gpt-*": {guards: {budget: {max_cost_usd: 0.5}}}

Each pattern (shell-style, matched against the agent's model name and its whole spec) holds
the parts of the profile it changes, merged over the profile and parsed as a profile of its
own, so an invalid override is reported like any profile field. The first pattern that
matches wins; which one did is logged in the run's `run_started` event.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from fnmatch import fnmatchcase
from typing import TYPE_CHECKING, Any

from oncall.errors import ConfigError

if TYPE_CHECKING:
    from oncall.config import Profile


def merged(base: Mapping[str, Any], override: Mapping[str, Any]) -> dict[str, Any]:
    """`base` with `override` laid over it, mapping by mapping (lists and values replace)."""
    out = dict(base)
    for key, value in override.items():
        if isinstance(value, Mapping) and isinstance(out.get(key), Mapping):
            out[key] = merged(out[key], value)
        else:
            out[key] = value
    return out


def parse_overrides(source: str, data: Mapping[str, Any], models: Any,
                    parse: Callable[[str, Any], Profile]
                    ) -> tuple[tuple[str, Profile], ...]:
    """The `models:` section as (pattern, profile) pairs, in the file's order."""
    if models is None:
        return ()
    if not isinstance(models, Mapping):
        raise ConfigError(f"{source}: models: must map model name patterns (e.g. 'qwen3:*') "
                          "to the settings they change")
    base = {k: v for k, v in data.items() if k != "models"}
    out = []
    for pattern, override in models.items():
        if not isinstance(pattern, str) or not pattern:
            raise ConfigError(f"{source}: models: {pattern!r}: a pattern must be a string")
        if not isinstance(override, Mapping) or not override:
            raise ConfigError(f"{source}: models.{pattern}: must be a mapping of the profile "
                              "settings it changes")
        if {"name", "models"} & set(override):
            raise ConfigError(f"{source}: models.{pattern}: cannot change the profile's "
                              f"{'name' if 'name' in override else 'models'}")
        out.append((pattern, parse(f"{source}: models.{pattern}", merged(base, override))))
    return tuple(out)


def for_model(profile: Profile, spec: str) -> tuple[Profile, str | None]:
    """The profile as it applies to the model `spec`, and the pattern that changed it."""
    name = spec.partition(":")[2].partition("?")[0]
    for pattern, override in profile.model_overrides:
        if fnmatchcase(name, pattern) or fnmatchcase(spec, pattern):
            return override, pattern
    return profile, None
