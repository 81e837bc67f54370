"""Secrets out, stable placeholders in: the redaction pass over text and JSON-like data.

A secret becomes `[REDACTED:<rule>#<tag>]`, the tag four hex digits of an HMAC of the value
under a key that lives only in this object (a fresh random key per run, never stored): the same
value gives the same tag for the whole run, so a model can tell two keys apart, and nothing
that is logged lets anyone recover or confirm the value. Counts per rule are kept for the
`redaction` event; the values never are.
"""

from __future__ import annotations

import dataclasses
import hashlib
import hmac
import os
import re
from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence
from functools import cache
from typing import Any

from oncall.redact.gate import BATCH, Gate
from oncall.redact.rules import DEFAULT_RULES, Rule, secret_key, value_of
from oncall.redact.safety import windows
from oncall.redact.walk import batched, is_record, record_fields

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
        self._gate = Gate.of((r.signals, r.hints) for r in self.rules)

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
            if rule.lowercase:
                if lowered is None:
                    lowered = s.lower()
                matches = rule.pattern.finditer(lowered) if len(lowered) == len(s) else \
                    _ignorecase(rule.pattern).finditer(s)
            elif rule.bounded:
                matches = _windowed(rule.pattern, s)
            else:
                matches = rule.pattern.finditer(s)
            new = self._apply(rule, s, matches)
            if new is not s:
                s, lowered = new, None
        return s

    def texts(self, strings: Sequence[str]) -> list[str]:
        """Many strings at once (the lines of a log result): the gate finds the few that can
        hold a secret, and only those are searched rule by rule."""
        out = list(strings)
        for i in self._gate.candidates(strings):
            out[i] = self.text(strings[i])
        return out

    def _plain(self, sample: Any) -> bool:
        """Whether records like `sample` can be redacted column by column: no field is named
        like a secret or names a setting (those need the record-by-record path)."""
        if not is_record(sample):
            return True
        return not any(secret_key(n) or n in _NAME_FIELDS for n in record_fields(sample))

    def _apply(self, rule: Rule, s: str, matches: Iterator[re.Match[str]]) -> str:
        out: list[str] = []
        last = 0
        for m in matches:
            start, end = value_of(rule, m)
            if start < 0 or end <= start:
                continue
            if start < last:  # overlaps a value replaced already (windows overlap)
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
        """`data` (dicts, lists, tuples, dataclass records, strings, scalars) with every string
        redacted and the values of secret-named keys or fields replaced whatever they say, in
        the same shapes and types (a typed source result stays typed). Keys are redacted too
        (a header dump can use a token as a key)."""
        if isinstance(data, str):
            return self.text(data)
        if isinstance(data, Mapping):
            named = _names_secret(data.get)
            out: dict[Any, Any] = {}
            for k, v in data.items():
                key = self.text(k) if isinstance(k, str) else k
                out[key] = self._field(k, v, named, numbers=True)
            return data if _same(data, out) else out
        if isinstance(data, list | tuple):
            fast = batched(data, self.texts) if len(data) >= BATCH and \
                self._plain(data[0]) else None
            items = fast if fast is not None else [self.value(v) for v in data]
            if all(a is b for a, b in zip(items, data, strict=True)):
                return data
            return items if isinstance(data, list) else tuple(items)
        if is_record(data):
            named = _names_secret(lambda name: getattr(data, name, None))
            changed = {}
            for name in record_fields(data):
                value = getattr(data, name)
                new = self._field(name, value, named, numbers=False)
                if new is not value:
                    changed[name] = new
            return dataclasses.replace(data, **changed) if changed else data
        return data

    def _field(self, name: Any, value: Any, named: bool, *, numbers: bool) -> Any:
        """One field of a record: a secret's value by its name, else redacted as data."""
        if isinstance(name, str) and (secret_key(name) or (named and _VALUE_FIELD.search(name))) \
                and _scalar_secret(value, numbers):
            text = str(value)
            return text if PLACEHOLDER.fullmatch(text) else self._key_value(text)
        return self.value(value)

    def _key_value(self, text: str) -> str:
        self.counts[KEY_RULE] += 1
        return self.placeholder(KEY_RULE, text)

    def take_counts(self) -> dict[str, int]:
        """The counts since the last call, and start afresh (one event per result)."""
        counts = dict(sorted(self.counts.items()))
        self.counts.clear()
        return counts


def _windowed(pattern: re.Pattern[str], s: str) -> Iterator[re.Match[str]]:
    """A deployment rule's matches in `s`, searched window by window (`safety.windows`), so
    no pattern costs more than a bounded search per window."""
    for start, end in windows(s):
        yield from pattern.finditer(s, start, end)


@cache
def _ignorecase(pattern: re.Pattern[str]) -> re.Pattern[str]:
    """A lowercase rule for a string whose lowercase changes its length (rare Unicode)."""
    return re.compile(pattern.pattern, pattern.flags | re.IGNORECASE)


_NAME_FIELDS = ("key", "name", "target", "setting", "parameter", "variable", "env", "flag")
_VALUE_FIELD = re.compile(r"(?:^|_)(?:value|values|version|old|new|from|to|before|after|"
                          r"current|previous)(?:$|_)")
"""The fields of a record that hold a setting's values (`old_value`, `to_version`)."""


def _names_secret(get: Callable[[str], Any]) -> bool:
    """A record that names a secret setting (a config change of `provider.api_key`): its value
    fields are the secret's old and new values."""
    for f in _NAME_FIELDS:
        v = get(f)
        if isinstance(v, str) and secret_key(v):
            return True
    return False


def _same(before: Mapping[Any, Any], after: Mapping[Any, Any]) -> bool:
    return len(before) == len(after) and all(
        k in before and before[k] is v for k, v in after.items())


def _scalar_secret(v: Any, numbers: bool = True) -> bool:
    """A value under a secret's name that is worth hiding: non-empty text or a number (a PIN),
    not a boolean or null (`"token": null` hides nothing)."""
    if isinstance(v, bool) or v is None:
        return False
    if isinstance(v, str):
        s = v.strip()
        return bool(s) and s.lower() not in ("null", "none", "redacted") \
            and not s.startswith("[REDACTED")
    return numbers and isinstance(v, int | float)
