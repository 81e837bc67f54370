"""A LogQL subset for prodsim's Loki: a stream selector, line filters (`|=`, `!=`, `|~`, `!~`),
the `json` and `logfmt` parsers, and label filters (`| level="error"`, `| status >= 500`);
metric queries `count_over_time`, `rate`, `bytes_over_time`, `bytes_rate` over a range, under
`sum`/`avg`/`min`/`max`/`count` with `by`/`without`.

Errors are `LogQLError`s with Loki's texts (`parse error at line 1, col 5: ...`), which the API
sends as text/plain bodies, as Loki does.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import NoReturn

from prodsim.promql import parse_duration
from prodsim.tokens_cursor import TokenCursor

EMPTY_MATCHER = ("queries require at least one regexp or equality matcher that does not have "
                 'an empty-compatible value. For instance, app=~".*" does not meet this '
                 'requirement, but app=~".+" will')
_TOKEN = re.compile(r"""
    (?P<space>\s+)
  | (?P<string>"(?:[^"\\]|\\.)*"|`[^`]*`)
  | (?P<number>-?\d+(?:\.\d+)?)
  | (?P<ident>[a-zA-Z_][a-zA-Z0-9_.]*)
  | (?P<op>\|=|\|~|!=|!~|=~|==|>=|<=|[{}|,=<>()\[\]])
""", re.VERBOSE)
_LOGFMT = re.compile(r'([A-Za-z_][A-Za-z0-9_.-]*)=("(?:[^"\\]|\\.)*"|\S*)')


class LogQLError(ValueError):
    """A query prodsim's Loki refuses, with Loki's message."""


Labels = dict[str, str]
Stage = Callable[[str, Labels], bool]
"""Applied to (line, labels) in order; may add labels; False drops the line."""


@dataclass(frozen=True)
class Matcher:
    name: str
    op: str
    value: str

    def matches(self, actual: str) -> bool:
        if self.op == "=":
            return actual == self.value
        if self.op == "!=":
            return actual != self.value
        hit = re.fullmatch(self.value, actual, re.DOTALL) is not None
        return hit if self.op == "=~" else not hit


@dataclass(frozen=True)
class LogQuery:
    """A parsed log query: which streams, then what happens to each line."""

    selector: tuple[Matcher, ...]
    stages: tuple[Stage, ...]

    def selects(self, labels: Labels) -> bool:
        return all(m.matches(labels.get(m.name, "")) for m in self.selector)

    def apply(self, line: str, labels: Labels) -> Labels | None:
        """The line's labels after the pipeline, or None when a stage drops it."""
        out = dict(labels)
        for stage in self.stages:
            if not stage(line, out):
                return None
        return out


RANGE_FUNCTIONS = frozenset({"count_over_time", "rate", "bytes_over_time", "bytes_rate"})
AGGREGATIONS = frozenset({"sum", "avg", "min", "max", "count"})


@dataclass(frozen=True)
class RangeAggregation:
    """`count_over_time({...} |= "x" [5m])` and its kin: one value per stream and step."""

    func: str
    query: LogQuery
    range_ms: int


@dataclass(frozen=True)
class VectorAggregation:
    """`sum by (level) (...)` over a metric query."""

    op: str
    inner: MetricQuery
    grouping: tuple[str, ...]
    without: bool


MetricQuery = RangeAggregation | VectorAggregation


def _unquote(raw: str) -> str:
    if raw.startswith("`"):
        return raw[1:-1]
    try:
        return str(json.loads(raw))
    except ValueError:
        raise LogQLError(f"parse error at line 1, col 1: invalid quoted string {raw}") from None


def _line_filter(op: str, needle: str) -> Stage:
    if op in ("|=", "!="):
        keep = op == "|="
        return lambda line, labels: (needle in line) == keep
    pattern = re.compile(needle)
    keep = op == "|~"
    return lambda line, labels: (pattern.search(line) is not None) == keep


def _add(labels: Labels, key: str, value: str) -> None:
    key = re.sub(r"[^A-Za-z0-9_]", "_", key)
    labels[f"{key}_extracted" if key in labels else key] = value


def _json_stage(line: str, labels: Labels) -> bool:
    try:
        data = json.loads(line)
    except ValueError:
        labels["__error__"] = "JSONParserErr"
        labels["__error_details__"] = "Value looks like object, but can't find closing '}' " \
            "symbol" if line.lstrip().startswith("{") else "Value is string, but can't find " \
            "closing '\"' symbol"
        return True
    if not isinstance(data, dict):
        labels["__error__"] = "JSONParserErr"
        return True

    def flatten(prefix: str, value: object) -> None:
        if isinstance(value, dict):
            for k, v in value.items():
                flatten(f"{prefix}_{k}" if prefix else str(k), v)
        elif not isinstance(value, list):
            _add(labels, prefix, "" if value is None else str(value).lower()
                 if isinstance(value, bool) else str(value))
    flatten("", data)
    return True


def _logfmt_stage(line: str, labels: Labels) -> bool:
    for key, value in _LOGFMT.findall(line):
        if value.startswith('"'):
            try:
                value = str(json.loads(value))
            except ValueError:
                value = value[1:-1]
        _add(labels, key, value)
    return True


def _label_filter(name: str, op: str, value: str, numeric: bool) -> Stage:
    if not numeric:
        matcher = Matcher(name, "=" if op == "==" else op, value)
        return lambda line, labels: matcher.matches(labels.get(name, ""))
    bound = float(value)
    compare = {">": float.__gt__, ">=": float.__ge__, "<": float.__lt__, "<=": float.__le__,
               "=": float.__eq__, "==": float.__eq__, "!=": float.__ne__}[op]

    def stage(line: str, labels: Labels) -> bool:
        try:
            return bool(compare(float(labels.get(name, "")), bound))
        except ValueError:
            labels["__error__"] = "LabelFilterErr"
            return True
    return stage


class _Parser(TokenCursor):
    def __init__(self, text: str) -> None:
        super().__init__(text, _TOKEN, "syntax error: unexpected character {char!r}")

    def fail(self, pos: int, message: str) -> NoReturn:
        line, col = self.where(pos)
        raise LogQLError(f"parse error at line {line}, col {col}: {message}")

    def take(self, kind: str | None = None, value: str | None = None) -> str:
        tok_kind, tok, pos = self.peek()
        if (kind is not None and tok_kind != kind) or (value is not None and tok != value):
            shown = "end of input" if tok_kind == "eof" else f"{tok_kind.upper()} {tok!r}"
            self.fail(pos, f"syntax error: unexpected {shown}")
        self.i += 1
        return tok

    def query(self) -> LogQuery | MetricQuery:
        kind, tok, _pos = self.peek()
        if kind == "ident" and (tok in RANGE_FUNCTIONS or tok in AGGREGATIONS):
            metric = self.metric()
            if self.peek()[0] != "eof":
                self.fail(self.peek()[2], f"syntax error: unexpected {self.peek()[1]!r}")
            return metric
        return self.log_query()

    def metric(self) -> MetricQuery:
        _kind, tok, pos = self.peek()
        self.i += 1
        if tok in RANGE_FUNCTIONS:
            self.take(value="(")
            inner = self.log_query(inside_range=True)
            self.take(value="[")
            raw = ""
            while self.peek()[1] != "]" and self.peek()[0] != "eof":
                raw += self.take()
            self.take(value="]")
            self.take(value=")")
            try:
                range_ms = parse_duration(raw)
            except ValueError:
                self.fail(pos, f"invalid duration {raw!r}")
            return RangeAggregation(tok, inner, range_ms)
        if tok not in AGGREGATIONS:
            self.fail(pos, f"syntax error: unexpected {tok!r}")
        grouping, without = self.grouping()
        self.take(value="(")
        inner_metric = self.metric()
        self.take(value=")")
        if not grouping and not without:
            grouping, without = self.grouping()
        return VectorAggregation(tok, inner_metric, grouping, without)

    def grouping(self) -> tuple[tuple[str, ...], bool]:
        if self.peek()[1] not in ("by", "without"):
            return (), False
        without = self.take() == "without"
        self.take(value="(")
        labels = []
        while self.peek()[1] != ")":
            labels.append(self.take("ident"))
            if self.peek()[1] == ",":
                self.i += 1
        self.take(value=")")
        return tuple(labels), without

    def log_query(self, inside_range: bool = False) -> LogQuery:
        if self.peek()[1] != "{":
            _, tok, pos = self.peek()
            self.fail(pos, "syntax error: unexpected " + (f"{tok!r}" if tok else "end of input")
                      + ", expecting {")
        self.take(value="{")
        matchers = []
        while self.peek()[1] != "}":
            name = self.take("ident")
            op = self.take("op")
            if op not in ("=", "!=", "=~", "!~"):
                self.fail(self.peek()[2], f"syntax error: unexpected {op!r}")
            value = _unquote(self.take("string"))
            if op in ("=~", "!~"):
                try:
                    re.compile(value)
                except re.error as exc:
                    self.fail(self.peek()[2], f"invalid regexp: {exc}")
            matchers.append(Matcher(name, op, value))
            if self.peek()[1] == ",":
                self.i += 1
        self.take(value="}")
        if not any(not m.matches("") for m in matchers if m.op in ("=", "=~")):
            raise LogQLError(EMPTY_MATCHER)
        stages: list[Stage] = []
        while self.peek()[0] != "eof" and not (inside_range and self.peek()[1] == "["):
            op = self.take("op")
            if op in ("|=", "!=", "|~", "!~"):
                raw = self.take("string")
                try:
                    stages.append(_line_filter(op, _unquote(raw)))
                except re.error as exc:
                    self.fail(self.peek()[2], f"invalid regexp: {exc}")
                continue
            if op != "|":
                self.fail(self.peek()[2], f"syntax error: unexpected {op!r}")
            _kind, word, pos = self.peek()
            self.take("ident")
            if word == "json":
                stages.append(_json_stage)
            elif word == "logfmt":
                stages.append(_logfmt_stage)
            elif word in ("line_format", "label_format", "unwrap", "pattern", "regexp",
                          "unpack", "decolorize", "drop", "keep"):
                self.fail(pos, f"stage {word!r} is not supported by prodsim's Loki")
            else:
                cmp = self.take("op")
                if cmp not in ("=", "!=", "=~", "!~", "==", ">", ">=", "<", "<="):
                    self.fail(pos, f"syntax error: unexpected {cmp!r}")
                vkind, value, _ = self.peek()
                self.i += 1
                if vkind == "string":
                    stages.append(_label_filter(word, cmp, _unquote(value), False))
                elif vkind == "number" and cmp not in ("=~", "!~"):
                    stages.append(_label_filter(word, cmp, value, True))
                else:
                    self.fail(pos, f"syntax error: unexpected {value!r}")
        return LogQuery(tuple(matchers), tuple(stages))


def parse_query(text: str) -> LogQuery | MetricQuery:
    """A log query or a metric query, or LogQLError with Loki's message."""
    return _Parser(text).query()


def parse_log_query(text: str) -> LogQuery:
    """The log query `text` (a metric query is an error here), or LogQLError."""
    query = parse_query(text)
    if not isinstance(query, LogQuery):
        raise LogQLError("parse error at line 1, col 1: syntax error: a log query (a stream "
                         "selector) is needed here, not a metric query")
    return query
