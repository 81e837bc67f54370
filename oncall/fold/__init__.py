"""The deterministic log fold: mask variables, keep one verbatim line per template.

`fold_lines(lines)` / `fold_text(text)` / `fold_bytes(data)` return a `Folded`; its `text` is
what a model reads. See docs/fold.md for the rules and the figures.
"""

from oncall.fold.core import (
    MAX_EXEMPLAR_CHARS,
    Folded,
    Template,
    estimate_tokens,
    fold_bytes,
    fold_lines,
    fold_text,
)
from oncall.fold.masking import (
    ERROR_LEVELS,
    NO_LEVEL,
    VAR,
    clean_line,
    level_of,
    mask,
    timestamp_of,
)

__all__ = [
    "ERROR_LEVELS",
    "MAX_EXEMPLAR_CHARS",
    "NO_LEVEL",
    "VAR",
    "Folded",
    "Template",
    "clean_line",
    "estimate_tokens",
    "fold_bytes",
    "fold_lines",
    "fold_text",
    "level_of",
    "mask",
    "timestamp_of",
]
