"""Nothing leaks: every shipped scenario under two profiles, the gullible model on the injection,
a sweep that reads every source of the incident full of secrets, and a run whose identity takes
tokens from prodsim, all on one database; then the database file, its WAL, stdout, stderr
(readable and JSON logs), handoffs and an HTML report are searched for every secret value
prodsim planted, the run's client secret and any JWT. Zero hits, and the files are owner-only.
"""

from __future__ import annotations

import asyncio
import os
import re
import sqlite3
import stat
import subprocess
import sys
from pathlib import Path

import orjson

import prodsim
from oncall.config import load_scenario
from oncall.handoff import render_handoff
from oncall.models import ModelServers
from oncall.runner import RunResult, create_run, execute, with_agent_model, with_num_ctx
from oncall.store import Event, Store
from prodsim.scripted.chat import ChatRequest, Reply, ToolCall

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = ROOT / "scenarios"

PLANTED = (
    "hunter2", "sk_live_Qm4TzR8vWc2LpX7nKd3HsY9e", "sk_live_SyMOgl2Z95NJPxr22GqmqrHk",
    "whsec_Jx82NqLk3vTz9WmYc4RpHs7D", "bGVkZ2VyX3N2YzpUcjB1YjRkb3ItbGVkZ2Vy",
    "Tr0ub4dor-ledger", "Cdqp0jhJEuZkGyeRvnyi6QL5DBOI",
    "x0pgTA8LleMEvhwGJkPR79Hp61AjbtwcS0ZpGpRUMeiqWvVxkHQZ04+gDFWqZjjrzULsLG686SiZZgx6",
    "AIzaS__ry_ZRjXyukgWREgtzUaPcogimiwGMO0Q",
    "yOZ8Ul2DcvjX+hatRTgZ8T3U/srM2hm6UAxgDbMuxOZyTvw7tf8CzRsQD4OnyPemCy/c85AxQ1KivtmtghII",
    "SEsH3wAx4gw9At0SPr3nrw4+Si8eaxsF7YtQ", "AKIAIPB2LHWFORDUL91D",
    "K4bLqtAml2hLH8UX98K/dSuNvql9zt+5X399PGjr",
    "eyJhbGciOiAiSFMyNTYiLCAidHlwIjogIkpXVCJ9.eyJzdWIiOiAic3ZjLW9yZGVycyIsICJyb2xlIjogImxlZG"
    "dlci1hZG1pbiIsICJpYXQiOiAxNzY0NDYwMDAwfQ.Ix3gRe1GK0YxNVYdM32ll4Tm3ZhzEZam6yvdWSwQTy4",
    "SbrXXanOZC2QoCIBiwvq30Sa", "xoxb-129642013513-8471204197936-whV67H1lcpy12NcnnWFOydWS",
    "ghp_ceIiYXPVmPSgdmAh0j6LDc2hFTHiLsRV2EEU", "glpat-ePTw9Yh0ZMq8hblGwOev",
    "sAzwi0ztpIo4N96x5cD8rGInfi0pWtJi",
)
"""Every secret value `secrets-in-logs` plants (fake, generated for that incident)."""

SERVICES = ("web-frontend", "api-gateway", "auth", "catalog", "search", "cart", "checkout",
            "orders", "payments", "inventory", "shipping", "notifications", "flag-service")


def sweeper(request: ChatRequest) -> Reply:
    """Reads everything: every service's logs, events and changes, then pages a human with a
    few of the lines it read as evidence (so the handoff quotes production data too)."""
    plan = [ToolCall("get_k8s_events", {}), ToolCall("list_deploys", {}),
            ToolCall("list_config_changes", {}), ToolCall("list_flag_changes", {}),
            *(ToolCall("query_logs", {"service": s, "limit": 200}) for s in SERVICES)]
    done = sum(len(m.tool_calls) for m in request.messages if m.role == "assistant")
    if done < len(plan):
        return Reply(tool_calls=(plan[done],))
    lines = [line for m in request.messages if m.role == "tool"
             for line in m.content.split("\\n") if "REDACTED" in line][:5]
    return Reply(tool_calls=(ToolCall("escalate", {
        "reason": "read every source; these lines held secrets", "evidence": lines}),))


def _oncall(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "oncall", *args], capture_output=True,
                          text=True, cwd=ROOT, env=env, timeout=600, check=False)


CLIENT_SECRET = "prodsim-local-dev-secret"
"""The run's own client secret (prodsim's default client), given through the environment."""
JWT = re.compile(rb"eyJ[A-Za-z0-9_-]{6,}\.eyJ[A-Za-z0-9_-]{6,}\.")
"""Any bearer token prodsim issued the run (HS256 JWTs), or any other JWT."""


def _hits(text: str | bytes, where: str) -> list[str]:
    data = text.encode() if isinstance(text, str) else text
    found = [f"{where}: {v[:12]}..." for v in (*PLANTED, CLIENT_SECRET) if v.encode() in data]
    return found + [f"{where}: a JWT" for _ in JWT.finditer(data)][:1]


async def _sweep(db: Path) -> tuple[RunResult, list[Event]]:
    scenario = with_num_ctx(with_agent_model(
        load_scenario(SCENARIOS / "secrets-in-logs.yaml"), "scripted:sweep"), 131072)
    servers = ModelServers({"sweep": sweeper})
    async with await Store.open(db) as store:
        run_id = await create_run(store, scenario, profile="baseline", servers=servers)
        swept = await execute(store, run_id, servers=servers,
                              prodsim_app=prodsim.create_app("secrets-in-logs", seed=7))
        events = list(await store.events(run_id))
    await servers.aclose()
    return swept, events


async def _handoffs(db: Path, runs: list[str]) -> list[tuple[str, str]]:
    """The page `oncall handoff` prints, for every run."""
    async with await Store.open(db) as store:
        return [(f"handoff {rid}", render_handoff(await store.events(rid))) for rid in runs]


def test_no_planted_secret_reaches_any_output(tmp_path: Path) -> None:
    dump = subprocess.run([sys.executable, "-m", "prodsim", "dump", "secrets-in-logs"],
                          capture_output=True, cwd=ROOT, check=True).stdout
    assert [v for v in PLANTED if v.encode() not in dump] == []  # all really planted

    db = tmp_path / "leaks.db"
    outputs: list[tuple[str, str]] = []
    first = _oncall("run", str(SCENARIOS / "secrets-in-logs.yaml"), "--db", str(db), "--json")
    outputs += [("run stdout", first.stdout), ("run stderr", first.stderr)]
    assert first.returncode == 0, first.stderr
    assert orjson.loads(first.stdout)["correct"] is True
    assert stat.S_IMODE(db.stat().st_mode) == 0o600

    holder = sqlite3.connect(db)  # keeps the WAL on disk after each process exits
    holder.execute("SELECT count(*) FROM events").fetchall()
    try:
        env = {**os.environ, "ONCALL_LOG_FORMAT": "json"}
        everything = _oncall("eval", "--db", str(db), "--save", "none", "--json",
                             "--profile", "baseline", "--profile", "guarded")
        gullible = _oncall("eval", "--db", str(db), "--save", "none", "--json", "--scenario",
                           str(SCENARIOS / "prompt-injection.yaml"), "--model",
                           "scripted:gullible", "--profile", "guarded", env=env)
        authed = tmp_path / "authed.yaml"  # the run's own identity: secret and tokens
        authed.write_text("name: authed\nincident: secrets-in-logs\nseed: 7\n"
                          "identity: {client_id: oncall-agent, secret_env: ONCALL_CLIENT_SECRET}"
                          "\nprodsim: {auth: true}\n", encoding="utf-8")
        with_auth = _oncall("run", str(authed), "--db", str(db), "--json",
                            env={**env, "ONCALL_CLIENT_SECRET": CLIENT_SECRET})
        assert orjson.loads(with_auth.stdout)["outcome"] == "resolved", with_auth.stderr
        outputs += [("auth run stdout", with_auth.stdout), ("auth run stderr", with_auth.stderr)]
        for name, done in (("eval", everything), ("gullible eval", gullible)):
            outputs += [(f"{name} stdout", done.stdout), (f"{name} stderr", done.stderr)]
            assert done.stdout.strip(), done.stderr[-2000:]
        assert '"event"' in gullible.stderr  # the JSON log format was on

        swept, events = asyncio.run(_sweep(db))
        run_id = swept.run_id
        assert swept.outcome == "escalated" and swept.handoff is not None
        outputs.append(("sweep handoff", swept.handoff))
        redacted = [e.payload for e in events if e.kind == "redaction"]
        rules = {r for p in redacted for r in p["counts"]}
        assert len(rules) >= 12  # the sweep met (nearly) every form, and each was redacted

        runs = [row[0] for row in holder.execute("SELECT DISTINCT run_id FROM events")]
        assert len(runs) >= 20
        outputs += asyncio.run(_handoffs(db, runs))
        page = _oncall("handoff", run_id, "--db", str(db))
        assert page.returncode == 0 and "REDACTED" in page.stdout
        outputs.append(("handoff command", page.stdout + page.stderr))
        report = tmp_path / "report.html"
        done = _oncall("report", runs[0], run_id, "--db", str(db), "--out", str(report))
        outputs.append(("report", done.stdout + done.stderr))
        if report.exists():
            outputs.append(("report.html", report.read_text(encoding="utf-8")))

        wal = Path(f"{db}-wal")
        assert wal.exists() and wal.stat().st_size > 0
        assert stat.S_IMODE(wal.stat().st_mode) == 0o600
        files = [(p.name, p.read_bytes()) for p in (db, wal, Path(f"{db}-shm")) if p.exists()]
    finally:
        holder.close()

    hits = [h for name, data in files for h in _hits(data, name)]
    hits += [h for name, text in outputs for h in _hits(text, name)]
    assert hits == []
