"""`python -m oncall fold FILE [--budget TOKENS]`: print the folded text of a log file."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from oncall.fold import fold_bytes


def fold_command(args: argparse.Namespace) -> int:
    """Fold `args.file` (a path, or `-` for stdin) and print the result.

    Reads bytes and decodes them leniently, so binary junk folds instead of failing; a file
    that cannot be read is exit status 2 with a message naming it on stderr."""
    budget: int | None = args.budget
    if budget is not None and budget < 0:
        print(f"oncall fold: --budget: must be >= 0, got {budget}", file=sys.stderr)
        return 2
    source: str = args.file
    if source == "-":
        data = sys.stdin.buffer.read()
    else:
        try:
            data = Path(source).read_bytes()
        except OSError as exc:
            reason = exc.strerror or type(exc).__name__
            print(f"oncall fold: cannot read {source}: {reason}", file=sys.stderr)
            return 2
    folded = fold_bytes(data, budget=budget)
    sys.stdout.write(folded.text)
    sys.stdout.flush()
    return 0
