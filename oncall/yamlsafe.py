"""Reading a YAML file someone else wrote: bounded, strict, one line on any refusal.

`yaml.safe_load` builds no objects, but it still expands aliases (a 520-byte "billion laughs"
took 1.6 GB), keeps the last of two duplicate keys, accepts `.nan` and `.inf` where a budget is
meant, integers past 64 bits, lone surrogates (`"\\ud800"`) that cannot be written back as
UTF-8, and NUL in names. Each is refused here, naming the file and the field or line:

- size: at most `MAX_BYTES` (1 MB) per file; read no further than that.
- text: UTF-8, no NUL byte (a binary file is named as one).
- aliases (`*name`) are refused: no run file needs them, and a bounded expansion is still an
  amplifier; anchors alone are harmless and allowed.
- duplicate keys are refused, at the line of the second.
- nesting deeper than `MAX_DEPTH` is refused (PyYAML recurses).
- every number finite, every integer within 64 bits; every string valid Unicode without NUL.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import yaml

from oncall.errors import ConfigError

MAX_BYTES = 1_000_000
"""A scenario, profile, incident or alert file: the shipped ones are under 10 KB."""
MAX_DEPTH = 64
INT64 = 2**63


class _StrictLoader(yaml.SafeLoader):
    """SafeLoader without aliases, duplicate keys or runaway nesting."""

    def __init__(self, stream: str, source: str) -> None:
        super().__init__(stream)
        self.source = source
        self.depth = 0

    def compose_node(self, parent: Any, index: Any) -> Any:
        if self.check_event(yaml.AliasEvent):
            mark = self.peek_event().start_mark  # type: ignore[no-untyped-call]
            raise ConfigError(f"{self.source}: line {mark.line + 1}: YAML aliases (*name) are "
                              "not accepted; write the value out")
        self.depth += 1
        try:
            if self.depth > MAX_DEPTH:
                mark = self.peek_event().start_mark  # type: ignore[no-untyped-call]
                raise ConfigError(f"{self.source}: line {mark.line + 1}: nested deeper than "
                                  f"{MAX_DEPTH} levels")
            return super().compose_node(parent, index)
        finally:
            self.depth -= 1

    def construct_mapping(self, node: Any, deep: bool = False) -> dict[Any, Any]:
        seen: set[Any] = set()
        for key_node, _ in node.value:
            key = self.construct_object(key_node, deep=True)
            try:
                duplicate = key in seen
            except TypeError:  # an unhashable key; SafeLoader names it below
                continue
            if duplicate:
                raise ConfigError(f"{self.source}: line {key_node.start_mark.line + 1}: "
                                  f"duplicate key {str(key)[:80]!r}")
            seen.add(key)
        return dict(super().construct_mapping(node, deep=deep))


def read_text(path: Path, what: str = "run file, profile or alert") -> str:
    """The file's text: at most MAX_BYTES, UTF-8, not binary."""
    try:
        with path.open("rb") as f:
            raw = f.read(MAX_BYTES + 1)
    except OSError as exc:
        raise ConfigError(f"{path}: cannot read ({exc.strerror})") from exc
    return decode(raw, str(path), what)


def decode(raw: bytes, source: str, what: str = "run file, profile or alert") -> str:
    if len(raw) > MAX_BYTES:
        raise ConfigError(f"{source}: larger than {MAX_BYTES:,} bytes, the limit for a {what}")
    if b"\x00" in raw:
        raise ConfigError(f"{source}: a binary file (NUL byte at offset {raw.index(0)}), not "
                          "YAML text")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[:exc.start].count(b"\n") + 1
        raise ConfigError(f"{source}: line {line}: not UTF-8 text (byte {exc.start})") from None


def load(text: str, source: str) -> Any:
    """Parse and check a YAML document; every refusal is one ConfigError line."""
    loader: _StrictLoader | None = None
    try:
        loader = _StrictLoader(text, source)  # the reader refuses control characters here
        data = loader.get_single_data()
    except yaml.reader.ReaderError as exc:
        raise ConfigError(f"{source}: character {exc.position}: {exc.reason} "
                          f"(#x{exc.character if isinstance(exc.character, int) else 0:04x})"
                          ) from None
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark
        where = f"line {mark.line + 1}, column {mark.column + 1}" if mark else "unknown line"
        problem = " ".join(str(exc.problem or exc).split())
        raise ConfigError(f"{source}: {where}: {problem}") from None
    except yaml.YAMLError as exc:
        raise ConfigError(f"{source}: invalid YAML ({' '.join(str(exc).split())})") from None
    except RecursionError:
        raise ConfigError(f"{source}: nested too deeply") from None
    finally:
        if loader is not None:
            loader.dispose()
    check_values(data, source)
    return data


def load_file(path: Path, what: str = "run file, profile or alert") -> Any:
    return load(read_text(path, what), str(path))


def check_values(value: Any, source: str, path: str = "") -> None:
    """Refuse a non-finite float, an integer past 64 bits, a string that is not valid Unicode
    or holds a NUL, anywhere in the document, naming the field."""
    where = path or "top level"
    if isinstance(value, bool) or value is None:
        return
    if isinstance(value, float):
        if not math.isfinite(value):
            raise ConfigError(f"{source}: {where}: must be a finite number, not {value}")
    elif isinstance(value, int):
        if not -INT64 <= value < INT64:
            raise ConfigError(f"{source}: {where}: {str(value)[:30]} is out of range (64-bit)")
    elif isinstance(value, str):
        _check_text(value, source, where)
    elif isinstance(value, dict):
        for key, item in value.items():
            name = printable(str(key))
            _check_text(str(key), source, f"{where}: key {name[:60]!r}")
            check_values(item, source, f"{path}.{name}" if path else name)
    elif isinstance(value, list):
        for i, item in enumerate(value):
            check_values(item, source, f"{path}[{i}]")


def printable(text: str) -> str:
    """`text` as it can be printed: a lone surrogate or a NUL shown as an escape."""
    return text.encode("utf-8", "backslashreplace").decode("utf-8").replace("\x00", "\\x00")


def _check_text(text: str, source: str, where: str) -> None:
    if "\x00" in text:
        raise ConfigError(f"{source}: {where}: contains a NUL character")
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise ConfigError(f"{source}: {where}: not valid Unicode (a lone surrogate at "
                          f"character {exc.start})") from None
