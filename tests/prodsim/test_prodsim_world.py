"""The world: deterministic per seed, a visible causal chain, decoys, history and sane logs."""

from __future__ import annotations

import random
import re
from collections import Counter

import orjson
import pytest

from prodsim import Incident, World, build_world
from prodsim.catalog import catalog
from prodsim.cli import dump_records
from prodsim.timeutil import DAY_MS, MINUTE_MS
from prodsim.topology import SERVICE_NAMES, service_by_name
from prodsim.yamldoc import mentions

LINE = re.compile(
    r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z (DEBUG|INFO|WARN|ERROR) ([a-z-]+) \[[a-z-]+\] \S"
)


def fold_mask(text: str) -> str:
    """The Drain-style mask the oncall fold applies: tokens with a digit or hex ids become <*>."""
    return " ".join(
        "<*>" if any(c.isdigit() for c in tok) or re.fullmatch(r"(0x)?[0-9a-fA-F]{8,}", tok)
        else tok
        for tok in text.split()
    )


def _fresh(incident: Incident, seed: int) -> World:
    """Bypass the cache so determinism is tested on two independent builds."""
    return build_world.__wrapped__(incident, seed)


def _dump(world: World) -> bytes:
    return b"".join(orjson.dumps(r) + b"\n" for r in dump_records(world))


def test_same_seed_gives_identical_data(incident: Incident) -> None:
    assert _dump(_fresh(incident, 3)) == _dump(_fresh(incident, 3))


def test_other_seed_changes_ids_and_timing_but_not_the_meaning(incident: Incident) -> None:
    worlds = [_fresh(incident, seed) for seed in range(6)]
    truths = [w.ground_truth() for w in worlds]
    assert {t.root_cause_service for t in truths} == {"payments"}
    assert {t.change_kind for t in truths} == {"deploy"}
    assert len({t.change_id for t in truths}) == 6
    assert len({w.alert_ms for w in worlds}) > 1
    for world, truth in zip(worlds, truths, strict=True):
        assert truth.change_id is not None and re.fullmatch(r"dep-[0-9a-f]{6}", truth.change_id)
        fault = [d for d in world.deploys("payments") if d.id == truth.change_id]
        assert len(fault) == 1 and fault[0].version == "2.14.0"
        assert world.alert_ms - 9 * MINUTE_MS < fault[0].at_ms < world.alert_ms - 5 * MINUTE_MS
    assert _dump(worlds[0]) != _dump(worlds[1])


def test_building_a_world_leaves_the_global_random_alone(incident: Incident) -> None:
    state = random.getstate()
    world = _fresh(incident, 11)
    world.logs("payments")
    world.metric("payments", "cpu")
    assert random.getstate() == state


def test_worlds_are_cached_per_incident_and_seed(incident: Incident) -> None:
    assert build_world(incident, 5) is build_world(incident, 5)
    assert build_world(incident, 5) is not build_world(incident, 6)


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_the_causal_chain_is_visible_in_error_logs(incident: Incident, seed: int) -> None:
    world = build_world(incident, seed)
    checkout = world.logs("checkout", level="ERROR")
    orders = world.logs("orders", level="ERROR")
    payments = world.logs("payments", level="ERROR")
    assert sum(mentions(line, "orders") for line in checkout) >= 10
    assert sum(mentions(line, "payments") for line in orders) >= 10
    assert not any(mentions(line, "payments") for line in checkout)  # payments is 2 hops away
    others = [s for s in SERVICE_NAMES if s != "payments"]
    for line in payments:
        assert not [s for s in others if mentions(line, s)], line
    assert sum("PaymentProviderClient v2.14.0" in line for line in payments) >= 10
    graph = service_by_name()
    assert "orders" in graph["checkout"].depends_on
    assert "payments" in graph["orders"].depends_on
    assert "payments" not in graph["checkout"].depends_on


def test_errors_start_after_the_fault_deploy(world: World) -> None:
    change = world.fault_change
    assert change is not None
    before = world.logs("payments", end=change.at_ms, contains="PaymentProviderClient")
    after = world.logs("payments", start=change.at_ms, contains="PaymentProviderClient")
    assert before == [] and len(after) > 10


def test_decoys_are_near_the_alert_and_off_the_fault_path(world: World) -> None:
    path = {"payments", "orders", "checkout"}
    recent = world.deploys(start=world.alert_ms - 10 * MINUTE_MS, end=world.alert_ms)
    decoys = [d for d in recent if d.service not in path]
    assert decoys and decoys[0].service == "search"
    configs = world.config_changes(start=world.alert_ms - 30 * MINUTE_MS)
    assert [c.service for c in configs] == ["catalog"]
    latest = world.deploys(end=world.alert_ms)[-1]
    assert latest.service == "search"  # "the latest change" is a decoy, not the cause


def test_history_goes_back_days_with_an_older_payments_deploy(world: World) -> None:
    payments = world.deploys("payments")
    older = [d for d in payments if d.at_ms < world.alert_ms - DAY_MS]
    assert older, "an older harmless payments deploy exists"
    assert older[-1].version == "2.13.4"  # the version the bad deploy replaced
    assert min(d.at_ms for d in world.deploys()) < world.alert_ms - 5 * DAY_MS
    for name in SERVICE_NAMES:
        assert len(world.deploys(name)) >= 3


def test_payments_error_rate_steps_up_at_the_deploy(world: World) -> None:
    change = world.fault_change
    assert change is not None
    points = world.metric("payments", "error_rate")
    before = [v for t, v in points if t < change.at_ms]
    after = [v for t, v in points if t > change.at_ms + MINUTE_MS]
    assert max(before) < 0.05 < 0.3 < min(after)
    search = world.metric("search", "error_rate")
    assert max(v for _, v in search) < 0.05


def test_payments_runbook_explains_the_rollback(world: World) -> None:
    runbook = world.runbook("payments")
    assert runbook is not None
    assert "roll" in runbook.markdown.lower() and "rollback payments" in runbook.markdown
    assert runbook.title == "payments runbook"
    assert all(world.runbook(name) is not None for name in SERVICE_NAMES)
    assert world.runbook("nope") is None


def test_ground_truth_facts_match_a_correct_report(world: World) -> None:
    truth = world.ground_truth()
    good = (f"Root cause: payments deploy {truth.change_id} (version 2.14.0) broke charges; "
            "roll back payments to 2.13.4.")
    assert truth.missing_facts(good) == []
    assert set(truth.missing_facts("The search deploy broke checkout.")) >= {
        "root cause service", "change id", "version"}


def test_log_lines_have_the_documented_format_and_volume(world: World) -> None:
    for name in SERVICE_NAMES:
        lines = world.logs(name, start=world.alert_ms - 60 * MINUTE_MS, end=world.alert_ms - 1)
        for line in lines:
            match = LINE.match(line)
            assert match and match.group(2) == name, line
        per_minute = len(lines) / 60
        assert 2 <= per_minute <= 25, (name, per_minute)
        stamps = [line[:24] for line in lines]
        assert stamps == sorted(stamps)


def test_catalog_has_30_to_50_templates_with_distinct_folds() -> None:
    others = set(SERVICE_NAMES)
    for name, templates in catalog().items():
        assert 30 <= len(templates) <= 50, name
        masks = [fold_mask(t.key.replace("{", " 9").replace("}", " ")) for t in templates]
        assert len(set(masks)) == len(masks), name
        for t in templates:
            if t.level == "ERROR":
                assert not [s for s in others - {name} if mentions(t.text, s)], t


@pytest.mark.parametrize("service", ["payments", "orders", "checkout", "search", "inventory"])
def test_emitted_templates_agree_with_a_fold_of_the_logs(world: World, service: str) -> None:
    start, end = world.alert_ms - 30 * MINUTE_MS, world.now_ms
    lines = world.logs(service, start, end)
    groups = Counter(fold_mask(line.split(" ", 3)[3]) for line in lines)
    templates = world.emitted_templates(service, start, end)
    assert len(templates) == len(groups)
    assert len(templates) == len(set(templates))
    assert any(t.startswith("ERROR ") for t in templates) or service in {"search", "inventory"}
