"""A PromQL parser for the subset prodsim serves: selectors, range selectors, functions,
aggregations with `by`/`without`, and arithmetic between vectors and scalars.

Errors are `PromQLError`s whose text has Prometheus's shape (`1:16: parse error: ...`), so a
client sees the same kind of message from prodsim as from a real server.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import NoReturn

from prodsim.tokens_cursor import TokenCursor

AGGREGATIONS = frozenset({"sum", "avg", "min", "max", "count"})
UNSUPPORTED = frozenset({"topk", "bottomk", "quantile", "stddev", "stdvar", "group",
                         "count_values", "and", "or", "unless", "offset", "on", "ignoring",
                         "group_left", "group_right", "label_replace", "label_join",
                         "predict_linear", "deriv", "resets", "changes", "absent"})
"""Real PromQL that prodsim refuses by name rather than as a syntax error."""
ARITHMETIC = ("+", "-", "*", "/", "%", "^")
COMPARISONS = ("==", "!=", "<", ">", "<=", ">=")
_PRECEDENCE = {"==": 1, "!=": 1, "<": 1, ">": 1, "<=": 1, ">=": 1,
               "+": 2, "-": 2, "*": 3, "/": 3, "%": 3, "^": 4}
_UNITS_MS = {"ms": 1, "s": 1000, "m": 60_000, "h": 3_600_000, "d": 86_400_000,
             "w": 604_800_000, "y": 31_536_000_000}
_DURATION = re.compile(r"(\d+)(ms|s|m|h|d|w|y)")
_TOKEN = re.compile(r"""
    (?P<space>\s+)
  | (?P<number>0x[0-9a-fA-F]+|(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)
  | (?P<string>"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`[^`]*`)
  | (?P<ident>[a-zA-Z_:][a-zA-Z0-9_:]*)
  | (?P<op>=~|!~|!=|==|<=|>=|[-+*/%^(){}\[\],=<>])
""", re.VERBOSE)


class PromQLError(ValueError):
    """A query prodsim cannot parse or execute; `kind` is the API's `errorType`."""

    def __init__(self, message: str, kind: str = "bad_data") -> None:
        super().__init__(message)
        self.kind = kind


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
class Number:
    value: float


@dataclass(frozen=True)
class VectorSelector:
    matchers: tuple[Matcher, ...]


@dataclass(frozen=True)
class MatrixSelector:
    vector: VectorSelector
    range_ms: int


@dataclass(frozen=True)
class Call:
    func: str
    args: tuple[Expr, ...]


@dataclass(frozen=True)
class Aggregate:
    op: str
    expr: Expr
    grouping: tuple[str, ...]
    without: bool


@dataclass(frozen=True)
class Binary:
    op: str
    lhs: Expr
    rhs: Expr
    bool: bool = False
    """A comparison with `bool`: 0 or 1 instead of filtering."""


@dataclass(frozen=True)
class Negate:
    expr: Expr


Expr = Number | VectorSelector | MatrixSelector | Call | Aggregate | Binary | Negate


def parse_duration(text: str) -> int:
    """`5m`, `1h30m`, `90s` in milliseconds; ValueError otherwise."""
    pos, total = 0, 0
    for match in _DURATION.finditer(text):
        if match.start() != pos:
            break
        total += int(match.group(1)) * _UNITS_MS[match.group(2)]
        pos = match.end()
    if pos != len(text) or not text:
        raise ValueError(f"not a valid duration string: {text!r}")
    return total


def _unquote(raw: str) -> str:
    if raw[0] == "`":
        return raw[1:-1]
    body = raw[1:-1]
    return re.sub(r"\\(.)", lambda m: {"n": "\n", "t": "\t"}.get(m.group(1), m.group(1)), body)


class _Parser(TokenCursor):
    def __init__(self, text: str) -> None:
        super().__init__(text, _TOKEN, "unexpected character: {char!r}")

    def fail(self, pos: int, message: str) -> NoReturn:
        line, col = self.where(pos)
        raise PromQLError(f"{line}:{col}: parse error: {message}")

    def take(self, value: str | None = None, kind: str | None = None) -> str:
        tok_kind, tok, pos = self.peek()
        if value == ")" and tok_kind == "eof":
            self.fail(pos, "unclosed left parenthesis")
        if (value is not None and tok != value) or (kind is not None and tok_kind != kind):
            want = repr(value) if value is not None else kind
            found = "end of input" if tok_kind == "eof" else repr(tok)
            self.fail(pos, f"unexpected {found}, expected {want}")
        self.i += 1
        return tok

    def expression(self, min_prec: int = 1) -> Expr:
        lhs = self.unary()
        while True:
            kind, tok, pos = self.peek()
            if kind != "op" or tok not in _PRECEDENCE:
                return lhs
            prec = _PRECEDENCE[tok]
            if prec < min_prec:
                return lhs
            self.i += 1
            as_bool = False
            if tok in COMPARISONS and self.peek()[1] == "bool":
                self.i += 1
                as_bool = True
            rhs = self.expression(prec if tok == "^" else prec + 1)
            if tok in COMPARISONS and not as_bool and isinstance(lhs, Number) and \
                    isinstance(rhs, Number):
                self.fail(pos, "comparisons between scalars must use BOOL modifier")
            lhs = Binary(tok, lhs, rhs, as_bool)

    def unary(self) -> Expr:
        kind, tok, _ = self.peek()
        if kind == "op" and tok in ("-", "+"):
            self.i += 1
            inner = self.unary()
            if tok == "+":
                return inner
            return Number(-inner.value) if isinstance(inner, Number) else Negate(inner)
        return self.postfix(self.primary())

    def postfix(self, expr: Expr) -> Expr:
        kind, tok, pos = self.peek()
        if kind == "op" and tok == "[":
            if not isinstance(expr, VectorSelector):
                self.fail(pos, "ranges only allowed for vector selectors")
            assert isinstance(expr, VectorSelector)
            self.i += 1
            start = self.peek()[2]
            raw = ""
            while self.peek()[1] != "]" and self.peek()[0] != "eof":
                raw += self.take()
            self.take("]")
            try:
                return MatrixSelector(expr, parse_duration(raw))
            except ValueError:
                self.fail(start, f"bad duration syntax: {raw!r}")
        return expr

    def primary(self) -> Expr:
        kind, tok, pos = self.peek()
        if kind == "number":
            self.i += 1
            return Number(float(int(tok, 16)) if tok.startswith("0x") else float(tok))
        if kind == "op" and tok == "(":
            self.i += 1
            inner = self.expression()
            if self.peek()[1] != ")":
                self.fail(self.peek()[2], "unclosed left parenthesis")
            self.i += 1
            return inner
        if kind == "op" and tok == "{":
            return self.selector(None)
        if kind == "ident":
            self.i += 1
            lowered = tok.lower()
            if lowered in ("inf", "nan"):
                return Number(math.inf if lowered == "inf" else math.nan)
            if tok in AGGREGATIONS:
                return self.aggregate(tok)
            if self.peek()[1] == "(":
                return self.call(tok, pos)
            return self.selector(tok)
        found = "end of input" if kind == "eof" else repr(tok)
        self.fail(pos, f"unexpected {found}")
        raise AssertionError  # unreachable: fail raises

    def selector(self, name: str | None) -> VectorSelector:
        matchers = [] if name is None else [Matcher("__name__", "=", name)]
        if self.peek()[1] == "{":
            self.i += 1
            while self.peek()[1] != "}":
                if self.peek()[0] == "eof":
                    self.fail(self.peek()[2], "unexpected end of input inside braces")
                label = self.take(kind="ident")
                _, op, pos = self.peek()
                if op not in ("=", "!=", "=~", "!~"):
                    self.fail(pos, f"unexpected {op!r} in label matching, expected one of "
                                   '"=", "!=", "=~" or "!~"')
                self.i += 1
                value = _unquote(self.take(kind="string"))
                if op in ("=~", "!~"):
                    try:
                        re.compile(value)
                    except re.error as exc:
                        self.fail(pos, f"error parsing regexp: {exc}")
                matchers.append(Matcher(label, op, value))
                if self.peek()[1] == ",":
                    self.i += 1
                elif self.peek()[1] != "}":
                    at_end = self.peek()[0] == "eof"
                    self.fail(self.peek()[2], "unexpected end of input inside braces" if at_end
                              else "unexpected character inside braces")
            self.i += 1
        if not any(not m.matches("") for m in matchers):
            self.fail(0, "vector selector must contain at least one non-empty matcher")
        return VectorSelector(tuple(matchers))

    def grouping(self) -> tuple[str, ...]:
        self.take("(")
        labels = []
        while self.peek()[1] != ")":
            labels.append(self.take(kind="ident"))
            if self.peek()[1] == ",":
                self.i += 1
        self.take(")")
        return tuple(labels)

    def aggregate(self, op: str) -> Aggregate:
        grouping: tuple[str, ...] = ()
        without = False
        if self.peek()[1] in ("by", "without"):
            without = self.take() == "without"
            grouping = self.grouping()
        self.take("(")
        inner = self.expression()
        self.take(")")
        if self.peek()[1] in ("by", "without"):
            without = self.take() == "without"
            grouping = self.grouping()
        return Aggregate(op, inner, grouping, without)

    def call(self, func: str, pos: int) -> Call:
        from prodsim.promql.functions import FUNCTIONS

        if func in UNSUPPORTED:
            self.fail(pos, f"{func!r} is not supported by prodsim")
        if func not in FUNCTIONS:
            self.fail(pos, f"unknown function with name {func!r}")
        self.take("(")
        args: list[Expr] = []
        while self.peek()[1] != ")":
            args.append(self.expression())
            if self.peek()[1] == ",":
                self.i += 1
            elif self.peek()[1] != ")":
                self.fail(self.peek()[2], "unclosed left parenthesis")
        self.take(")")
        arity, _ = FUNCTIONS[func]
        if len(args) != len(arity):
            self.fail(pos, f"expected {len(arity)} argument(s) in call to {func!r}, "
                           f"got {len(args)}")
        for want, arg in zip(arity, args, strict=True):
            if (want == "matrix") != isinstance(arg, MatrixSelector):
                kind = "range vector" if isinstance(arg, MatrixSelector) else "instant vector"
                expected = "range vector" if want == "matrix" else want.replace("vector",
                                                                                "instant vector")
                if not (want == "scalar" and isinstance(arg, Number)) and not (
                        want == "vector" and kind == "instant vector"):
                    self.fail(pos, f"expected type {expected} in call to function {func!r}, "
                                   f"got {kind}")
        return Call(func, tuple(args))


def parse(text: str) -> Expr:
    """The expression `text`, or PromQLError with Prometheus's message shape."""
    parser = _Parser(text)
    if not parser.tokens:
        raise PromQLError("1:1: parse error: no expression found in input")
    expr = parser.expression()
    kind, tok, pos = parser.peek()
    if kind != "eof":
        if tok in UNSUPPORTED:
            parser.fail(pos, f"{tok!r} is not supported by prodsim")
        parser.fail(pos, f"unexpected {tok!r}")
    return expr
