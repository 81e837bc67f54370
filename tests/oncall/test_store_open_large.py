"""A writer's open reads a small file whole (quick_check, tested with the hostile inputs) and
says when it does not."""

from __future__ import annotations

from pathlib import Path

import pytest
import structlog

from oncall.store import Store, opening


async def test_a_large_file_is_not_read_whole_at_open_and_the_log_says_so(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    db = tmp_path / "big.db"
    async with await Store.open(db):
        pass
    monkeypatch.setattr(opening, "QUICK_CHECK_MAX_BYTES", 0)
    with structlog.testing.capture_logs() as logs:
        async with await Store.open(db):
            pass
    skipped = [e for e in logs if e["event"] == "store_quick_check_skipped"]
    assert skipped and skipped[0]["bytes"] > 0 and "verify" in skipped[0]["reason"]

