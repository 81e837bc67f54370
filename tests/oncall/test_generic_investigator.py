"""The investigator is generic: an incident written here, that no code has seen, is solved."""

from __future__ import annotations

from pathlib import Path

from oncall.config import load_scenario
from oncall.runner import create_run, execute
from oncall.store import Store

INCIDENT = """
name: search-inventory-deploy
description: Search shows no prices because an inventory deploy broke stock lookups.
start: "2026-12-20T14:05:00Z"
alert:
  alertname: SearchDegraded
  service: search
  severity: warning
  region: us-east-1
  summary: search results missing availability for more than 10% of queries
  description: Search answers without stock information for one query in ten.
fault:
  service: inventory
  change:
    kind: deploy
    version: 5.0.0
    previous_version: 4.9.2
    minutes_before_alert: 6
    author: k.ito
    summary: Move stock lookups to the new warehouse schema
  symptoms:
    - service: inventory
      level: ERROR
      component: stock
      message: "stock lookup failed: column warehouse_v2.on_hand does not exist ({sku})"
      start_seconds: 20
      per_minute: [6, 10]
  propagation:
    - service: catalog
      callee: inventory
      lag_seconds: 10
      level: ERROR
      component: enrich
      message: "availability enrichment failed: call to inventory returned HTTP 500 ({sku})"
      per_minute: [5, 9]
    - service: search
      callee: catalog
      lag_seconds: 10
      level: ERROR
      component: query
      message: "result hydration failed: call to catalog returned HTTP 502 (query {id})"
      per_minute: [4, 8]
decoys:
  - service: shipping
    kind: deploy
    version: 3.1.4
    previous_version: 3.1.3
    minutes_before_alert: 2
    author: a.berg
    summary: Carrier label template fix
ground_truth:
  root_cause_service: inventory
  change_id: fault
  expect: resolve
  facts:
    - name: service
      any_of: ['\\binventory\\b']
    - name: change id
      any_of: ['{change_id}']
    - name: version
      any_of: ['5\\.0\\.0']
"""


async def test_a_new_incident_written_in_the_test_is_solved(tmp_path: Path) -> None:
    incident = tmp_path / "search-inventory-deploy.yaml"
    incident.write_text(INCIDENT)
    scenario_file = tmp_path / "scenario.yaml"
    scenario_file.write_text(f"incident: {incident}\nseed: 3\nprofile: guarded\n")
    scenario = load_scenario(scenario_file)
    async with await Store.open(tmp_path / "g.db") as store:
        result = await execute(store, await create_run(store, scenario))
    assert (result.outcome, result.correct) == ("resolved", True), result
    assert result.report is not None and result.report["service"] == "inventory"
    assert result.nudges == 0
