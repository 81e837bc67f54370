"""oncall: an on-call agent runtime over Ollama with an append-only SQLite event log.

Embedding::

    import oncall
    result = await oncall.run_file("scenarios/checkout-payments-deploy.yaml", db="oncall.db")
    result = await oncall.resume(result.run_id, db="oncall.db")
"""

from oncall.config import Scenario, load_scenario
from oncall.errors import (
    ConfigError,
    ModelError,
    ModelNotFound,
    ModelUnreachable,
    OncallError,
    ReplayMismatch,
    StoreError,
)
from oncall.runner import RunResult, create_run, execute, resume, run_file
from oncall.store import Store

__all__ = ["ConfigError", "ModelError", "ModelNotFound", "ModelUnreachable", "OncallError",
           "ReplayMismatch", "RunResult", "Scenario", "Store", "StoreError", "create_run",
           "execute", "load_scenario", "resume", "run_file"]
