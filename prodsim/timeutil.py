"""RFC 3339 times as integer milliseconds since the epoch.

Everything inside prodsim counts time in integer milliseconds so that arithmetic is exact and
output is byte-identical; only the edges (YAML, HTTP, log lines) see strings.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime

MINUTE_MS = 60_000
HOUR_MS = 60 * MINUTE_MS
DAY_MS = 24 * HOUR_MS

_RFC3339 = re.compile(
    r"^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d{1,9})?([Zz]|[+-]\d{2}:\d{2})$"
)


def parse_time(text: str) -> int:
    """Parse an RFC 3339 time (offset required) into epoch milliseconds.

    Raises ValueError for anything that is not RFC 3339: date-only strings and naive times
    are refused because an on-call timeline without a zone is ambiguous.
    """
    if not _RFC3339.match(text):
        raise ValueError(f"not an RFC 3339 time: {text!r}")
    normalized = text.replace("t", "T").replace(" ", "T").replace("z", "Z")
    head, _, frac_and_zone = normalized.partition(".")
    if frac_and_zone:
        digits = re.match(r"\d+", frac_and_zone)
        assert digits is not None
        frac = digits.group(0)
        zone = frac_and_zone[len(frac) :]
        normalized = f"{head}.{(frac + '000000')[:6]}{zone}"
    try:
        moment = datetime.fromisoformat(normalized)
    except ValueError as exc:
        raise ValueError(f"not an RFC 3339 time: {text!r}") from exc
    return from_datetime(moment)


def from_datetime(moment: datetime) -> int:
    """Epoch milliseconds of an aware datetime (naive ones are taken as UTC, like YAML does)."""
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    delta = moment - datetime(1970, 1, 1, tzinfo=UTC)
    return (delta.days * 86_400 + delta.seconds) * 1000 + delta.microseconds // 1000


def format_time(ms: int) -> str:
    """`2026-11-30T02:14:00Z`: second precision, used for API fields."""
    return datetime.fromtimestamp(ms // 1000, tz=UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def format_time_ms(ms: int) -> str:
    """`2026-11-30T02:13:58.412Z`: millisecond precision, used in log lines."""
    stamp = datetime.fromtimestamp(ms // 1000, tz=UTC).strftime("%Y-%m-%dT%H:%M:%S")
    return f"{stamp}.{ms % 1000:03d}Z"


def floor_minute(ms: int) -> int:
    """Start of the minute that contains `ms`."""
    return ms - ms % MINUTE_MS
