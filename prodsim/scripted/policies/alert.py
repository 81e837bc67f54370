"""Read the harness's first user message (docs/contracts.md, "The first user message").

Only the two sections a generic investigator needs are parsed: `## Alert fields` (`key: value`
lines; `unknown` means the harness could not extract it) and `## Service topology` (`a -> b, c`
lines). Anything else is ignored, and nothing here raises: a policy must answer odd input with an
escalation, not a crash.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from functools import lru_cache

from prodsim.scripted.chat import ChatRequest


@dataclass(frozen=True, slots=True)
class Alert:
    """The alert as the first user message states it."""

    fields: Mapping[str, str] = field(default_factory=dict)
    topology: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    """service -> the services it calls, in the order listed."""

    @property
    def service(self) -> str | None:
        return self.fields.get("service")

    @property
    def start(self) -> datetime | None:
        return parse_time(self.fields.get("start", ""))

    def dependencies(self, service: str) -> tuple[str, ...]:
        return self.topology.get(service, ())


def parse_time(text: str) -> datetime | None:
    """An RFC 3339 time as an aware UTC datetime; None if it is not one."""
    try:
        value = datetime.fromisoformat(text.strip())
    except ValueError:
        return None
    return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


def format_time(value: datetime) -> str:
    """RFC 3339 UTC with `Z`, the format prodsim and the tools expect."""
    text = value.astimezone(UTC).isoformat()
    return text.removesuffix("+00:00") + "Z"


@lru_cache(maxsize=256)
def parse_alert(text: str) -> Alert:
    """Fields and topology from the bootstrap message; missing parts stay empty."""
    fields: dict[str, str] = {}
    topology: dict[str, tuple[str, ...]] = {}
    section = ""
    for raw in text.splitlines():
        line = raw.strip()
        if line.startswith("#"):
            section = line.lstrip("#").strip().lower()
            continue
        if section.startswith("alert fields") and ":" in line:
            key, value = (part.strip() for part in line.split(":", 1))
            if key and value and value.lower() != "unknown":
                fields[key.lower()] = value
        elif section.startswith("service topology") and "->" in line:
            source, targets = (part.strip() for part in line.split("->", 1))
            names = tuple(t.strip() for t in targets.split(",") if t.strip())
            if source:
                topology[source] = tuple(n for n in names
                                         if n not in ("-", "none", "(nothing)", source))
    return Alert(fields=fields, topology=topology)


def first_user_index(request: ChatRequest) -> int | None:
    """Where the bootstrap message is: the first `user` message."""
    for i, message in enumerate(request.messages):
        if message.role == "user":
            return i
    return None


def read_alert(request: ChatRequest) -> Alert:
    """The alert of this conversation (empty if there is no user message)."""
    index = first_user_index(request)
    return Alert() if index is None else parse_alert(request.messages[index].content)
