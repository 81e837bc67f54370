"""Log templates and how their `{placeholders}` are filled.

Every placeholder renders to a token that contains a digit, so a Drain-style fold (mask any
whitespace token with a digit or a hex id) maps all lines of one template to one masked form.
That is what lets `World.emitted_templates` be checked against a fold.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import lru_cache

LEVELS: tuple[str, ...] = ("DEBUG", "INFO", "WARN", "ERROR")
LEVEL_RANK: dict[str, int] = {name: rank for rank, name in enumerate(LEVELS)}

_ALNUM = "bcdfghjklmnpqrstvwxz2456789"
_PLACEHOLDER = re.compile(r"\{([a-z_]+)\}")


def hex_id(rng: random.Random, length: int) -> str:
    """A lowercase hex id that always contains a digit (so folds mask it)."""
    text = format(rng.getrandbits(4 * length), f"0{length}x")
    if text.isalpha():  # no digit at all: rare, but a fold would then keep it verbatim
        return f"{text[:-1]}{rng.randrange(10)}"
    return text


def pod_suffix(rng: random.Random) -> str:
    """The random 5-character tail of a Kubernetes pod name, with at least one digit."""
    chars = [rng.choice(_ALNUM) for _ in range(5)]
    if not any(c.isdigit() for c in chars):
        chars[0] = rng.choice("2456789")
    return "".join(chars)


Generator = Callable[[random.Random, str], str]

GENERATORS: Mapping[str, Generator] = {
    "id": lambda r, s: hex_id(r, 16),
    "trace": lambda r, s: hex_id(r, 32),
    "ms": lambda r, s: str(int(r.expovariate(1 / 40)) + 2),
    "slow_ms": lambda r, s: str(r.randint(900, 4800)),
    "n": lambda r, s: str(r.randint(1, 900)),
    "small": lambda r, s: str(r.randint(1, 9)),
    "sec": lambda r, s: str(r.randint(2, 59)),
    "pct": lambda r, s: f"{r.uniform(40, 99.9):.1f}",
    "mb": lambda r, s: str(r.randint(80, 900)),
    "user": lambda r, s: f"u-{r.randint(1_000_000, 9_999_999)}",
    "order": lambda r, s: f"ord-{r.randint(10_000_000, 99_999_999)}",
    "cart": lambda r, s: f"cart-{r.randint(1_000_000, 9_999_999)}",
    "sku": lambda r, s: f"SKU-{r.randint(100_000, 999_999)}",
    "amount": lambda r, s: f"{r.randint(3, 480)}.{r.randint(0, 99):02d}",
    "ip": lambda r, s: f"10.{r.randint(0, 31)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
    "pod": lambda r, s: f"{s}-{hex_id(r, 9)}-{pod_suffix(r)}",
    "zip": lambda r, s: f"{r.randint(10_000, 99_999)}",
    "shipment": lambda r, s: f"shp-{r.randint(1_000_000, 9_999_999)}",
    "msg": lambda r, s: f"msg-{hex_id(r, 10)}",
    "session": lambda r, s: f"sess-{hex_id(r, 12)}",
}


@dataclass(frozen=True)
class LogTemplate:
    """One kind of log line a service writes when nothing is wrong.

    Exactly one of `weight`, `period` or `chance` drives how often it appears: `weight` is the
    relative share among the steady lines of a minute, `period` emits it once every N minutes
    (a periodic, usually harmless WARN), `chance` is the probability per minute (rare lines).
    """

    level: str
    component: str
    text: str
    weight: float = 0.0
    period: int = 0
    chance: float = 0.0

    @property
    def key(self) -> str:
        """The template as `emitted_templates` reports it: `LEVEL [component] text`."""
        return template_key(self.level, self.component, self.text)


def template_key(level: str, component: str, text: str) -> str:
    """The identity of a template: level, component and the text with placeholders."""
    return f"{level} [{component}] {text}"


@lru_cache(maxsize=4096)
def _split(text: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Split a template into literal parts and placeholder names (cached: templates repeat)."""
    parts = _PLACEHOLDER.split(text)
    return tuple(parts[0::2]), tuple(parts[1::2])


def render(
    text: str, rng: random.Random, service: str, values: Mapping[str, str] | None = None
) -> str:
    """Fill the placeholders of `text`; `values` overrides generated ones (e.g. a version)."""
    literals, names = _split(text)
    if not names:
        return text
    out = [literals[0]]
    for name, literal in zip(names, literals[1:], strict=True):
        if values is not None and name in values:
            out.append(values[name])
        else:
            out.append(GENERATORS[name](rng, service))
        out.append(literal)
    return "".join(out)


def placeholders(text: str) -> tuple[str, ...]:
    """The placeholder names used in `text`, in order."""
    return _split(text)[1]


def has_digit(text: str) -> bool:
    """True when a fold would mask this value (it contains a digit)."""
    return any(c.isdigit() for c in text)


def bake(text: str, values: Mapping[str, str]) -> tuple[str, dict[str, str]]:
    """Turn values a fold would NOT mask into literal template text.

    A config value like `unbound` has no digit, so a fold keeps it verbatim; baking it into the
    template keeps "one template = one masked form" true. Values with digits stay placeholders.
    """
    kept: dict[str, str] = {}
    for name, value in values.items():
        if has_digit(value) and " " not in value:
            kept[name] = value
        else:
            text = text.replace("{" + name + "}", value.replace("{", "(").replace("}", ")"))
    return text, kept
