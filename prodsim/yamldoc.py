"""Reading constructed YAML field by field, failing with `source line N: path: message`.

The incident parser (`prodsim.schema`) uses `Doc` so that every error names the dotted field
path and the line it came from; `record_lines` maps paths to lines and refuses duplicate keys.
"""

from __future__ import annotations

import re
from typing import Any, NoReturn

import yaml

from prodsim.incident import IncidentError
from prodsim.topology import SERVICE_NAMES


def mentions(text: str, service: str) -> bool:
    """True when `text` names `service` as a whole word (`orders`, not `orders-db` or `order`)."""
    return re.search(rf"(?<![\w-]){re.escape(service)}(?![\w-])", text) is not None


class Doc:
    """Typed access to the constructed YAML, failing with `source line N: path: message`."""

    def __init__(self, source: str, lines: dict[str, int]) -> None:
        self.source = source
        self.lines = lines

    def fail(self, path: str, message: str) -> NoReturn:
        where = f"{path}: " if path else ""
        if not self.lines:  # Python values (e.g. faults given to create_app): no lines
            raise IncidentError(f"{self.source}: {where}{message}")
        probe = path
        while probe and probe not in self.lines:
            shorter = re.sub(r"(\.[^.\[]*|\[\d+\])$", "", probe)
            probe = "" if shorter == probe else shorter
        line = self.lines.get(probe, 1)
        raise IncidentError(f"{self.source} line {line}: {where}{message}")

    def mapping(
        self, value: Any, path: str, required: tuple[str, ...], optional: tuple[str, ...] = ()
    ) -> dict[str, Any]:
        if not isinstance(value, dict):
            self.fail(path, f"must be a mapping, got {kind_of(value)}")
        for key in value:
            if key not in required and key not in optional:
                allowed = ", ".join(sorted((*required, *optional)))
                self.fail(join(path, str(key)), f"unknown field (allowed: {allowed})")
        for key in required:
            if key not in value:
                self.fail(join(path, key), "required field is missing")
        return value

    def text(self, m: dict[str, Any], key: str, path: str, default: str | None = None) -> str:
        value = m.get(key, default)
        if value is None:
            self.fail(join(path, key), "required field is missing")
        if not isinstance(value, str):
            self.fail(join(path, key), f"must be a string, got {kind_of(value)}")
        if not value.strip() and default is None:
            self.fail(join(path, key), "must not be empty")
        return value

    def opt_text(self, m: dict[str, Any], key: str, path: str) -> str | None:
        return None if m.get(key) is None else self.text(m, key, path)

    def scalar(self, m: dict[str, Any], key: str, path: str) -> str:
        """A config or flag value: any scalar, rendered the way YAML wrote it."""
        value = m.get(key)
        if isinstance(value, bool):
            return "true" if value else "false"
        if isinstance(value, int | float | str):
            return str(value)
        self.fail(join(path, key), f"must be a scalar, got {kind_of(value)}")

    def number(
        self, m: dict[str, Any], key: str, path: str, default: float | None = None,
        low: float | None = None, high: float | None = None,
    ) -> float:
        value = m.get(key, default)
        if isinstance(value, bool) or not isinstance(value, int | float):
            self.fail(join(path, key), f"must be a number, got {kind_of(value)}")
        if (low is not None and value < low) or (high is not None and value > high):
            self.fail(join(path, key), f"must be from {low} to {high}, got {value}")
        return float(value)

    def choice(
        self, m: dict[str, Any], key: str, path: str, options: tuple[str, ...],
        default: str | None = None,
    ) -> str:
        value = self.text(m, key, path, default)
        if value not in options:
            self.fail(join(path, key), f"must be one of {', '.join(options)}, got {value!r}")
        return value

    def service(self, m: dict[str, Any], key: str, path: str) -> str:
        value = self.text(m, key, path)
        if value not in SERVICE_NAMES:
            self.fail(join(path, key), f"unknown service {value!r}")
        return value

    def items(self, m: dict[str, Any], key: str, path: str) -> list[tuple[str, Any]]:
        value = m.get(key)
        if value is None:
            return []
        if not isinstance(value, list):
            self.fail(join(path, key), f"must be a list, got {kind_of(value)}")
        return [(f"{join(path, key)}[{i}]", item) for i, item in enumerate(value)]


def join(path: str, key: str) -> str:
    return f"{path}.{key}" if path else key


def kind_of(value: Any) -> str:
    return "nothing" if value is None else type(value).__name__


def record_lines(node: yaml.Node, path: str, out: dict[str, int], doc: Doc) -> None:
    """Record the line of every path and refuse duplicate keys (YAML would keep the last)."""
    out.setdefault(path, node.start_mark.line + 1)
    if isinstance(node, yaml.MappingNode):
        seen: set[str] = set()
        for key_node, value_node in node.value:
            key = str(key_node.value)
            child = join(path, key)
            if key in seen:
                doc.lines[child] = key_node.start_mark.line + 1
                doc.fail(child, "duplicate key")
            seen.add(key)
            out[child] = key_node.start_mark.line + 1
            record_lines(value_node, child, out, doc)
    elif isinstance(node, yaml.SequenceNode):
        for i, item in enumerate(node.value):
            record_lines(item, f"{path}[{i}]", out, doc)


MAX_BYTES = 1_000_000
"""An incident file: the shipped ones are a few KB; a larger one is refused unread."""


def read_incident_text(raw: bytes, source: str) -> str:
    """An incident file's text: at most MAX_BYTES, UTF-8, not binary, one line if not."""
    if len(raw) > MAX_BYTES:
        raise IncidentError(f"{source} line 1: larger than {MAX_BYTES:,} bytes")
    if b"\x00" in raw:
        raise IncidentError(f"{source} line 1: a binary file (NUL byte at offset "
                            f"{raw.index(0)}), not a YAML incident")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[:exc.start].count(b"\n") + 1
        raise IncidentError(f"{source} line {line}: not UTF-8 text (byte {exc.start})") from None


def refuse_aliases(text: str, source: str) -> None:
    """YAML aliases (`*name`) are refused before anything walks the document: an alias is a
    reference, and a few hundred bytes of nested ones expand to gigabytes in any walk."""
    try:
        for event in yaml.parse(text, Loader=yaml.SafeLoader):
            if isinstance(event, yaml.AliasEvent):
                line = event.start_mark.line + 1 if event.start_mark else 1
                raise IncidentError(f"{source} line {line}: YAML aliases (*name) are not "
                                    "accepted; write the value out")
    except yaml.YAMLError:
        return  # the parse that follows reports the syntax error with its line


def check_scalars(node: yaml.Node, source: str) -> None:
    """Refuse a non-finite or out-of-range number, a NUL or a lone surrogate in any scalar,
    at its line: prodsim feeds these to JSON, Python's int and SQLite downstream."""
    stack = [node]
    while stack:
        n = stack.pop()
        if isinstance(n, yaml.MappingNode):
            stack.extend(v for kv in n.value for v in kv)
        elif isinstance(n, yaml.SequenceNode):
            stack.extend(n.value)
        elif isinstance(n, yaml.ScalarNode):
            line = n.start_mark.line + 1
            value = str(n.value)
            if "\x00" in value:
                raise IncidentError(f"{source} line {line}: a NUL character")
            try:
                value.encode("utf-8")
            except UnicodeEncodeError:
                raise IncidentError(f"{source} line {line}: not valid Unicode (a lone "
                                    "surrogate)") from None
            if n.tag == "tag:yaml.org,2002:float" and value.lower().lstrip("+-") in (
                    ".inf", ".nan"):
                raise IncidentError(f"{source} line {line}: must be a finite number")
            if n.tag == "tag:yaml.org,2002:int" and len(value.lstrip("+-0")) > 18:
                raise IncidentError(f"{source} line {line}: {value[:30]} is out of range")
