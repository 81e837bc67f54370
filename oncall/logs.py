"""Diagnostics through structlog: readable lines by default, JSON lines on request.

Configured by the CLI only (nothing happens at import time); an embedding program keeps its
own structlog configuration.
"""

from __future__ import annotations

import logging
import sys
from typing import Literal

import structlog

LogFormat = Literal["console", "json"]


class _Stderr:
    """Whatever `sys.stderr` is when a line is written, not when logging was configured: a
    caller that swaps it (a test's capture, an embedding application) must not leave the
    logger writing to a stream that has since been closed."""

    def write(self, text: str) -> int:
        return sys.stderr.write(text)

    def flush(self) -> None:
        sys.stderr.flush()


def configure(fmt: LogFormat = "console", level: str = "INFO") -> None:
    renderer: structlog.types.Processor = (
        structlog.processors.JSONRenderer() if fmt == "json"
        else structlog.dev.ConsoleRenderer(colors=False))
    structlog.configure(
        processors=[structlog.processors.add_log_level,
                    structlog.processors.TimeStamper(fmt="iso", utc=True), renderer],
        wrapper_class=structlog.make_filtering_bound_logger(logging.getLevelName(level)),
        logger_factory=structlog.PrintLoggerFactory(file=_Stderr()),  # type: ignore[arg-type]
        cache_logger_on_first_use=False,
    )
