"""Secrets out, stable placeholders in: the redaction pass over text and JSON-like data.

A secret becomes `[REDACTED:<rule>#<tag>]`, the tag four hex digits of an HMAC of the value
under a key that lives only in this object (a fresh random key per run, never stored): the same
value gives the same tag for the whole run, so a model can tell two keys apart, and nothing
that is logged lets anyone recover or confirm the value. Counts per rule are kept for the
`redaction` event; the values never are.
"""

from __future__ import annotations

import hashlib
import hmac
import os
import re
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from oncall.redact.rules import DEFAULT_RULES, Rule, secret_key, value_of

PLACEHOLDER = re.compile(r"\[REDACTED:[a-z][a-z0-9_]*#[0-9a-f]{4}\]")
"""What a redacted value looks like in every output."""

KEY_RULE = "secret_value"
"""The rule named when a mapping key (`{"password": ...}`) marks its value as a secret."""


class Redactor:
    """Redacts strings and nested JSON-like values; counts what it replaced, per rule."""

    def __init__(self, rules: Sequence[Rule] = DEFAULT_RULES, key: bytes | None = None) -> None:
        self.rules = tuple(rules)
        self._key = key if key is not None else os.urandom(32)
        self.counts: Counter[str] = Counter()

    def tag(self, value: str) -> str:
        return hmac.new(self._key, value.encode("utf-8", "surrogatepass"),
                        hashlib.sha256).hexdigest()[:4]

    def placeholder(self, rule: str, value: str) -> str:
        return f"[REDACTED:{rule}#{self.tag(value)}]"

    def text(self, s: str) -> str:
        """`s` with every secret a rule finds replaced by its placeholder."""
        lowered: str | None = None
        for rule in self.rules:
            if rule.hints:
                if rule.hints_fold_case:
                    if lowered is None:
                        lowered = s.lower()
                    hay = lowered
                else:
                    hay = s
                if not any(h in hay for h in rule.hints):
                    continue
            new = self._apply(rule, s)
            if new is not s:
                s, lowered = new, None
        return s

    def _apply(self, rule: Rule, s: str) -> str:
        out: list[str] = []
        last = 0
        for m in rule.pattern.finditer(s):
            start, end = value_of(rule, m)
            if start < 0 or end <= start:
                continue
            value = s[start:end]
            if rule.check is not None and not rule.check(m, value):
                continue
            out += [s[last:start], self.placeholder(rule.name, value)]
            last = end
            self.counts[rule.name] += 1
        if not out:
            return s
        out.append(s[last:])
        return "".join(out)

    def value(self, data: Any) -> Any:
        """A copy of `data` (dicts, lists, tuples, strings, scalars) with every string redacted
        and the values of secret-named keys replaced whatever their shape. Keys are redacted
        too (a header dump can use a token as a key)."""
        if isinstance(data, str):
            return self.text(data)
        if isinstance(data, Mapping):
            out: dict[Any, Any] = {}
            named = _names_secret(data)
            for k, v in data.items():
                key = self.text(k) if isinstance(k, str) else k
                if isinstance(k, str) and _scalar_secret(v) and (
                        secret_key(k) or (named and k.endswith("value"))):
                    text = str(v)
                    out[key] = text if PLACEHOLDER.fullmatch(text) else \
                        self._key_value(text)
                else:
                    out[key] = self.value(v)
            return out
        if isinstance(data, list | tuple):
            return [self.value(v) for v in data]
        return data

    def _key_value(self, text: str) -> str:
        self.counts[KEY_RULE] += 1
        return self.placeholder(KEY_RULE, text)

    def take_counts(self) -> dict[str, int]:
        """The counts since the last call, and start afresh (one event per result)."""
        counts = dict(sorted(self.counts.items()))
        self.counts.clear()
        return counts


_NAME_FIELDS = ("key", "name", "setting", "parameter", "variable", "env")


def _names_secret(record: Mapping[Any, Any]) -> bool:
    """A record that names a secret setting (a config change of `db.password`): its `*value`
    fields are the secret's old and new values."""
    return any(isinstance(record.get(f), str) and secret_key(record[f]) for f in _NAME_FIELDS)


def _scalar_secret(v: Any) -> bool:
    """A value under a secret's name that is worth hiding: non-empty text or a number (a PIN),
    not a boolean or null (`"token": null` hides nothing)."""
    if isinstance(v, bool) or v is None:
        return False
    if isinstance(v, str):
        s = v.strip()
        return bool(s) and s.lower() not in ("null", "none", "redacted") \
            and not s.startswith("[REDACTED")
    return isinstance(v, int | float)
