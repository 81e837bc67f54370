"""`python -m oncall redact FILE|-`: print a file with its secrets replaced by placeholders.

The same rules as a run's tool boundary (the defaults, plus `--rules FILE`: a YAML list of
`{name, pattern}`), the same placeholders (`[REDACTED:rule#tag]`, tags keyed afresh on every
invocation); a count per rule goes to stderr, so a pipe gets only the text. A file in UTF-16
or UTF-32 is decoded by its byte-order mark (the output is UTF-8); binary input is refused.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import yaml

from oncall.redact.decoding import decode
from oncall.redact.redactor import Redactor
from oncall.redact.rules import DEFAULT_RULES, Rule, custom_rules


def _read(source: str) -> bytes | str:
    if source == "-":
        return sys.stdin.buffer.read()
    try:
        return Path(source).read_bytes()
    except OSError as exc:
        return f"cannot read {source}: {exc.strerror or type(exc).__name__}"


def _extra(path: str | None) -> tuple[Rule, ...] | str:
    if path is None:
        return ()
    try:
        data = yaml.safe_load(Path(path).read_text(encoding="utf-8"))
    except OSError as exc:
        return f"cannot read {path}: {exc.strerror or type(exc).__name__}"
    except yaml.YAMLError as exc:
        return f"{path}: not valid YAML ({str(exc).splitlines()[0]})"
    if not isinstance(data, list) or not all(isinstance(x, dict) for x in data):
        return f"{path}: must be a list of {{name, pattern}} rules"
    try:
        return custom_rules(data, where=path)
    except ValueError as exc:
        return str(exc)


def redact_command(args: argparse.Namespace) -> int:
    """Redact `args.file` (a path, or `-` for stdin) to stdout; 2 on unreadable input."""
    data = _read(args.file)
    extra = _extra(getattr(args, "rules", None))
    for problem in (data, extra):
        if isinstance(problem, str):
            print(f"oncall redact: {problem}", file=sys.stderr)
            return 2
    assert isinstance(data, bytes) and isinstance(extra, tuple)
    decoded = decode(data)
    if decoded.problem is not None:
        print(f"oncall redact: {args.file}: {decoded.problem}", file=sys.stderr)
        return 2
    if decoded.replaced:
        print(f"oncall redact: {args.file}: {decoded.replaced} invalid {decoded.encoding} "
              f"byte sequences, each written as U+FFFD", file=sys.stderr)
    redactor = Redactor((*DEFAULT_RULES, *extra))
    sys.stdout.write(redactor.text(decoded.text))
    sys.stdout.flush()
    counts = redactor.take_counts()
    summary = ", ".join(f"{k} {v}" for k, v in counts.items()) or "nothing"
    print(f"oncall redact: redacted {sum(counts.values())} ({summary})", file=sys.stderr)
    return 0
