"""Where the report's inputs come from: runs from a database, evals saved as JSON.

A report only reads: a database that does not exist is refused rather than created, and a
file that is not an eval result says which field it lacks.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import orjson

from oncall.errors import ConfigError, OncallError, StoreError
from oncall.lab.report_figures import RunFigures, figures

DEFAULT_EVAL_DIR = Path(".oncall") / "evals"
"""Relative to the working directory, like the default ./oncall.db."""


def _existing(db: str) -> str:
    """A report must not create an empty database by mistake."""
    if not os.path.exists(db):
        raise StoreError(f"{db}: no such database (give --db the file the runs are in)")
    return db


async def load_runs(db: str, run_ids: Sequence[str]) -> list[RunFigures]:
    """The figures of each run, in the order given; an unknown run id names itself."""
    from oncall.store import Store

    out = []
    # Read-only: a report works on a read-only file or directory, and beside a writer.
    async with await Store.open_readonly(_existing(db)) as store:
        for run_id in run_ids:
            row = await store.run(run_id)
            _, spec = await store.spec(run_id)
            out.append(figures(row, spec, await store.events(run_id),
                               await store.ledger(run_id)))
    return out


def eval_dir() -> Path:
    """Where `eval` saves its results, and where LAST looks (ONCALL_EVAL_DIR overrides)."""
    return Path(os.environ.get("ONCALL_EVAL_DIR") or DEFAULT_EVAL_DIR)


def load_eval(which: str) -> tuple[Path, dict[str, Any]]:
    """A saved eval result: LAST (the newest in `eval_dir()`), or a path to its JSON."""
    if which == "LAST":
        folder = eval_dir()
        saved = sorted(folder.glob("*.json")) if folder.is_dir() else []
        if not saved:
            raise OncallError(f"{folder}: no saved eval (run `python -m oncall eval` first, "
                              "or give --eval the path of a JSON result)")
        path = saved[-1]  # names are UTC timestamps: the last sorts newest
    else:
        path = Path(which)
    try:
        data = orjson.loads(path.read_bytes())
    except OSError as exc:
        raise ConfigError(f"{path}: cannot read the eval result ({exc.strerror})") from exc
    except orjson.JSONDecodeError as exc:
        raise ConfigError(f"{path}: not an eval result (invalid JSON: {exc})") from exc
    if not isinstance(data, dict) or not isinstance(data.get("rows"), list) \
            or not isinstance(data.get("summary"), dict):
        raise ConfigError(f"{path}: not an eval result (needs 'rows' and 'summary', as "
                          "`python -m oncall eval --json` prints)")
    if not all(isinstance(r, dict) for r in data["rows"]):
        raise ConfigError(f"{path}: rows: every row must be an object")
    return path, data
