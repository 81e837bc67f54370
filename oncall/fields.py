"""Reading YAML configuration field by field, every error naming the file and the field path."""

from __future__ import annotations

import math
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from oncall.errors import ConfigError


class Fields:
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
        if isinstance(value, bool) or not isinstance(value, int | float) \
                or not math.isfinite(value) or value <= 0:
            raise self.fail(key, f"must be a finite number > 0, not {value!r}")
        return float(value)

    def unit(self, key: str, default: float) -> float:
        value = self.get(key, default)
        if isinstance(value, bool) or not isinstance(value, int | float) or not 0 < value < 1:
            raise self.fail(key, f"must be in (0, 1), not {value!r}")
        return float(value)

    def opt_unit(self, key: str) -> float | None:
        return None if self.get(key) is None else self.unit(key, 0.5)

    def sub(self, key: str) -> Fields:
        return Fields(self.source, self.where(key), self.get(key) or {})

    def done(self) -> None:
        unknown = sorted(set(map(str, self.data)) - self.used)
        if unknown:
            raise self.fail(unknown[0], f"unknown field (known: {', '.join(sorted(self.used))})")


def load_yaml(path: Path) -> Any:
    """Parse a YAML file strictly (`oncall.yamlsafe`: size, UTF-8, no aliases or duplicate
    keys, finite numbers); every refusal names the file and the line or field."""
    from oncall.yamlsafe import load_file

    return load_file(path)
