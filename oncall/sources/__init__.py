"""Production behind one seam: sources answer families of questions with typed results.

`open_sources(scenario)` gives a run its `Sources` (`oncall.sources.base`): Prometheus, Loki,
Kubernetes, a change feed, runbooks and a topology as the run file's `sources:` names them,
or a prodsim incident in-process. The results are `oncall.sources.results`; docs/sources.md
has every option.
"""

from oncall.sources import times
from oncall.sources.base import LogQuery, Sources
from oncall.sources.build import open_sources
from oncall.sources.results import Result, SourceError, parse

__all__ = ["LogQuery", "Result", "SourceError", "Sources", "open_sources", "parse", "times"]
