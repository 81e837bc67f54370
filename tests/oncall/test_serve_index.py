"""The run index agrees with the `runs` view; the alert parsers take any body; config checks."""

from __future__ import annotations

import hashlib
import hmac
import re
import sqlite3
from pathlib import Path

import orjson
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from oncall import run_index
from oncall.config import load_scenario
from oncall.errors import ConfigError
from oncall.runner import create_run, execute, with_agent_model
from oncall.serve.alerts import (
    AlertError,
    label_fingerprint,
    parse_alertmanager,
    parse_pagerduty,
    verify_pagerduty,
)
from oncall.serve.config import Retry, parse_serve, resolve
from oncall.store import NewEvent, Store
from oncall.store.migrations import MIGRATIONS

ROOT = Path(__file__).resolve().parents[2]
SCENARIO = ROOT / "scenarios" / "checkout-payments-deploy.yaml"


async def _view_and_index(store: Store) -> tuple[list[tuple[str, str, int]], ...]:
    view = sorted((r.run_id, r.status, r.attempts) for r in await store.runs())
    index = sorted((r.run_id, r.status, r.attempts)
                   for r in await run_index.newest(store, limit=None))
    return view, index


async def test_the_index_follows_every_lifecycle_event(store: Store) -> None:
    scenario = load_scenario(SCENARIO)
    ids = [await create_run(store, with_agent_model(scenario, policy))
           for policy in ("scripted:investigator", "scripted:looper")]
    queued = await create_run(store, scenario)
    view, index = await _view_and_index(store)
    assert view == index and {s for _, s, _ in index} == {"queued"}
    for run_id in ids:
        await execute(store, run_id)
    # A run that failed and was resumed: two starts, the last finish wins.
    await store.append(queued, [NewEvent("run_started", 0, {"attempt": 1}),
                                NewEvent("run_finished", 0, {"outcome": "failed"})])
    await execute(store, queued)
    view, index = await _view_and_index(store)
    assert view == index
    assert {s for _, s, _ in index} == {"resolved", "stopped_by_guard"}
    assert dict((r, a) for r, _, a in index)[queued] == 2
    looper = await run_index.one(store, ids[1])
    assert looper is not None and looper.guard == "max_model_calls"
    assert looper.finished_at is not None and looper.started_at is not None


async def test_migration_backfills_the_index_and_totals_of_an_old_database(
        tmp_path: Path) -> None:
    db = tmp_path / "old.db"
    async with await Store.open(db) as store:
        run_id = await create_run(store, load_scenario(SCENARIO))
        await execute(store, run_id)
        before = await store.fetch("SELECT role, model, count(*) FROM ledger GROUP BY 1, 2")
    # Take the database back to before the index: drop what that migration and the later
    # ones made (every name they CREATE), and forget them.
    conn = sqlite3.connect(db)
    version = next(m.version for m in MIGRATIONS if "CREATE TABLE run_index" in m.sql)
    for m in MIGRATIONS:
        if m.version >= version:
            for kind, name in re.findall(r"CREATE (TABLE|TRIGGER|INDEX) (\w+)", m.sql):
                conn.execute(f"DROP {kind} IF EXISTS {name}")
    conn.execute("DELETE FROM schema_migrations WHERE version >= ?", (version,))
    conn.commit()
    conn.close()
    async with await Store.open(db) as store:
        row = await run_index.one(store, run_id)
        totals = await store.fetch("SELECT role, model, calls FROM usage_totals")
        finishes = await store.fetch("SELECT outcome, runs FROM finish_totals")
        buckets = await store.fetch("SELECT min(runs), max(runs) FROM duration_buckets")
    assert row is not None and row.status == "resolved" and row.attempts == 1
    assert sorted(totals) == sorted(before)
    assert finishes == [("resolved", 1)] and buckets == [(1, 1)]


async def test_newest_pages_through_equal_timestamps(store: Store) -> None:
    scenario = load_scenario(SCENARIO)
    for i in range(5):
        await store.create_run(f"run-{i}", "s", scenario.to_json())
    await store.write("UPDATE run_index SET created_at = 1000")  # one instant for all
    seen, cursor = [], None
    while True:
        page = await run_index.newest(store, limit=2, before=cursor)
        seen += [r.run_id for r in page]
        if len(page) < 2:
            break
        cursor = run_index.cursor_of(page[-1])
    assert seen == [f"run-{i}" for i in reversed(range(5))]
    with pytest.raises(ConfigError, match="cursor"):
        await run_index.newest(store, before="nonsense")


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=300) | st.recursive(
    st.none() | st.booleans() | st.integers(-(2**53), 2**53) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(
        st.sampled_from(["alerts", "labels", "status", "startsAt", "fingerprint", "event",
                         "data", "id", "event_type", "annotations", "x"]), inner, max_size=4),
    max_leaves=12).map(orjson.dumps))
def test_parsers_refuse_any_bad_body_with_an_alert_error(body: bytes) -> None:
    for parse in (parse_alertmanager, parse_pagerduty):
        try:
            alerts = parse(body)
        except AlertError as exc:
            assert "\n" not in str(exc)
            continue
        for a in alerts:
            assert a.dedupe_key and a.status in ("firing", "resolved", "ignored")
            # An ignored event (a ping, a service event) is named by its type, not an incident.
            assert a.labels if a.status != "ignored" else a.note


def test_fingerprints_stand_in_for_a_sender_that_gives_none() -> None:
    body = orjson.dumps({"alerts": [{"status": "firing", "labels": {"b": "2", "a": "1"},
                                     "startsAt": "2026-11-30T02:12:00Z"}]})
    (alert,) = parse_alertmanager(body)
    assert alert.fingerprint == label_fingerprint({"a": "1", "b": "2"})
    assert alert.dedupe_key == f"{alert.fingerprint}|2026-11-30T02:12:00Z"


def test_signature_rotation_and_tampering() -> None:
    body = b'{"event": {}}'
    sig = "v1=" + hmac.new(b"s", body, hashlib.sha256).hexdigest()
    assert verify_pagerduty("s", body, sig)
    assert verify_pagerduty("s", body, f"v1=00, {sig}")
    assert not verify_pagerduty("s", body + b"\n", sig)
    assert not verify_pagerduty("s", body, None)
    assert not verify_pagerduty("s", body, "garbage")


def test_retry_doubles_to_its_cap_then_gives_up() -> None:
    r = Retry(max_attempts=5, first_s=1, cap_s=4)
    assert [r.delay(i) for i in range(1, 6)] == [1, 2, 4, 4, None]


@pytest.mark.parametrize(("section", "says"), [
    ({"notify": [{"kind": "slack", "url_env": "A"}, {"kind": "slack", "url_env": "B"}]},
     "serve.notify[1].name: 'slack' is used twice"),
    ({"notify": [{"kind": "webhook", "url_env": "not a name"}]},
     "serve.notify[0].url_env: must name an environment variable"),
    ({"external_url": "oncall.internal"}, "serve.external_url: must be an http(s) URL"),
    ({"max_body": 10}, "serve.max_body"),
    ({"claim_s": -1}, "serve.claim_s"),
])
def test_bad_serve_sections_name_the_field(section: dict[str, object], says: str) -> None:
    with pytest.raises(ConfigError, match=r"^f\.yaml: " + says.replace("[", r"\[")
                       .replace("]", r"\]").replace("(", r"\(").replace(")", r"\)")):
        parse_serve("f.yaml", section)


def test_secrets_come_from_the_environment_and_are_never_echoed() -> None:
    settings = parse_serve("f.yaml", {"notify": [{"kind": "webhook", "url_env": "HOOK"}]})
    scenario = load_scenario(SCENARIO)
    with pytest.raises(ConfigError, match="HOOK is not set"):
        resolve("f.yaml", scenario, settings, {"ONCALL_INTAKE_TOKEN": "t"})
    with pytest.raises(ConfigError, match="HOOK does not hold an http") as caught:
        resolve("f.yaml", scenario, settings, {"ONCALL_INTAKE_TOKEN": "t",
                                               "HOOK": "ftp://secret-token@x"})
    assert "secret-token" not in str(caught.value)
    config = resolve("f.yaml", scenario, settings, {"ONCALL_INTAKE_TOKEN": "t",
                                                    "HOOK": "http://127.0.0.1:1/x"})
    assert config.settings.notify[0].url == "http://127.0.0.1:1/x"
    assert config.intake_token == "t"
