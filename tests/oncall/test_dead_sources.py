"""A run whose sources are all dead escalates, and its handoff names which source failed and
how (kind, URL without credentials, what happened), not only "query_logs is unavailable"."""

from __future__ import annotations

import socket
import sqlite3
from pathlib import Path

import pytest

from oncall.cli import main

SECRET = "tok-dead-9f2c-never-shown"


def _dead_port() -> int:
    """A loopback port nothing listens on: bound, then closed (connection refused)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_the_handoff_names_each_dead_source_and_how_it_failed(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DEAD_TOKEN", SECRET)
    base = f"http://127.0.0.1:{_dead_port()}"
    run_file = tmp_path / "R_dead.yaml"
    run_file.write_text(
        "name: dead\nmodel: scripted:investigator\nprofile: guarded\n"
        "alert: {labels: {alertname: CartAddItemErrors, service: cart, severity: warning},"
        " annotations: {summary: cart add-item failures above 4% for 5 minutes},"
        " startsAt: '2026-12-10T11:46:00Z'}\n"
        "sources:\n"
        f"- {{kind: prometheus, url: '{base}/prometheus', token_env: DEAD_TOKEN,"
        " timeout_s: 2}\n"
        f"- {{kind: loki, url: '{base}', tenant: shop, timeout_s: 2}}\n"
        f"- {{kind: kubernetes, url: '{base}/k8s', namespace: shop, timeout_s: 2}}\n"
        f"- {{kind: feed, url: '{base}/changes', token_env: DEAD_TOKEN, timeout_s: 2}}\n"
        f"- {{kind: runbooks, url: '{base}/runbooks/{{service}}.md', timeout_s: 2}}\n"
        "- {kind: topology, services: {cart: [catalog], catalog: []}}\n")
    db = tmp_path / "dead.db"
    code = main(["run", str(run_file), "--db", str(db)])
    out = capsys.readouterr()
    assert code == 3, out.out + out.err  # escalated: a human must look
    conn = sqlite3.connect(db)
    [(run_id,)] = conn.execute("SELECT run_id FROM run_specs").fetchall()
    conn.close()
    assert main(["handoff", run_id, "--db", str(db)]) == 0
    page = capsys.readouterr().out
    section = page.split("## Sources that failed\n", 1)[1].split("\n## ", 1)[0]
    lines = [ln for ln in section.splitlines() if ln.startswith("- ")]
    assert lines, page
    assert any(f"loki at {base}/loki/api/v1/query_range: unreachable (ConnectError)" in ln
               for ln in lines), section
    assert all("(step" in ln for ln in lines)
    assert SECRET not in page + out.out + out.err and "Bearer" not in page
