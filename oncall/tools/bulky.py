"""Bulky tool results are folded before the model reads them.

A log result of more than a screenful is replaced by its fold: one verbatim line per template
with its count and time span, errors first (oncall.fold). The model reads the distinct
evidence, not the repetition; the raw lines stay countable (`total`, `returned`), every
error template keeps its count (what the handoff shows as evidence), and every fold is
reported so the caller can log it.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, replace
from typing import Any

from oncall.fold import ERROR_LEVELS, fold_lines
from oncall.sources.results import ErrorTemplate, FoldedLogs, LogLines
from oncall.tools.base import ToolResult

FOLD_OVER_LINES = 20
"""Fewer lines than this are shown as they are: folding them saves little and hides order."""


@dataclass(frozen=True, slots=True)
class FoldStats:
    lines_in: int
    templates: int
    bytes_in: int
    bytes_out: int
    tokens_in: int
    tokens_out: int
    ms: float

    def event(self, tool: str, index: int) -> dict[str, Any]:
        return {"tool": tool, "index": index, "lines_in": self.lines_in,
                "templates": self.templates, "bytes_in": self.bytes_in,
                "bytes_out": self.bytes_out, "tokens_in": self.tokens_in,
                "tokens_out": self.tokens_out, "ms": self.ms}


def fold_result(result: ToolResult) -> tuple[ToolResult, FoldStats | None]:
    """The result with its log lines folded (`FoldedLogs`), when there are many."""
    logs = result.result
    if not result.ok or not isinstance(logs, LogLines) or len(logs.lines) <= FOLD_OVER_LINES:
        return result, None
    started = time.perf_counter()
    folded = fold_lines([line.rendered() for line in logs.lines])
    ms = round((time.perf_counter() - started) * 1000, 3)
    errors = tuple(ErrorTemplate(t.count, t.exemplar) for t in folded.templates
                   if t.level in ERROR_LEVELS)
    body = FoldedLogs(logs.service, logs.start, logs.end, logs.total, len(logs.lines),
                      logs.truncated, folded.text, len(folded.templates), errors)
    stats = FoldStats(folded.lines_in, len(folded.templates), folded.bytes_in,
                      folded.bytes_out, folded.tokens_in, folded.tokens_out, ms)
    return replace(result, result=body), stats
