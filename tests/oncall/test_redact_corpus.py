"""The rules measured: no benign line of any format changes, no planted secret survives, and
prodsim's own production data (every shipped incident but the one full of secrets) is left
exactly as it is."""

from __future__ import annotations

import dataclasses
from collections import Counter
from typing import Any

import orjson
import pytest

import prodsim
from oncall.redact import Redactor
from oncall.redact.corpus import BENIGN, benign, secrets
from oncall.redact.rules import DEFAULT_RULES


def test_no_benign_line_of_any_format_is_redacted() -> None:
    redactor = Redactor()
    corpus = benign(lines_per_format=400, seed=5)
    assert set(corpus) == set(BENIGN) and len(corpus) >= 7
    changed = {fmt: [line for line in lines if redactor.text(line) != line]
               for fmt, lines in corpus.items()}
    assert {fmt: found[:3] for fmt, found in changed.items() if found} == {}
    assert redactor.take_counts() == {}


def test_every_planted_secret_is_caught_by_its_own_rule() -> None:
    planted = secrets(seed=11, per_form=6)
    per_rule = Counter(p.rule for p in planted)
    assert set(per_rule) == {r.name for r in DEFAULT_RULES}  # every rule is exercised
    missed = []
    for p in planted:
        out = Redactor().text(p.line)
        if p.value in out or f"[REDACTED:{p.rule}#" not in out:
            missed.append((p.rule, p.line))
    assert missed == []


def test_the_batched_path_finds_what_the_line_by_line_path_finds() -> None:
    lines = [line for fmt in benign(50).values() for line in fmt]
    lines[::7] = [p.line for p in secrets(per_form=2)][:len(lines[::7])]
    one, many = Redactor(key=b"x" * 32), Redactor(key=b"x" * 32)
    assert many.texts(lines) == [one.text(line) for line in lines]
    assert one.take_counts() == many.take_counts()


@pytest.mark.parametrize("incident", [i for i in prodsim.list_incidents()
                                      if i != "secrets-in-logs"])
def test_prodsim_production_data_is_left_untouched(incident: str) -> None:
    world = prodsim.build_world(prodsim.load_incident(incident), 0)
    redactor = Redactor()
    lines = [line for s in world.services for line in world.logs(s.name)]
    assert redactor.texts(lines) == lines
    records: list[Any] = [
        *world.deploys(None, None, None), *world.config_changes(None, None, None),
        *world.flag_changes(None, None, None), *world.k8s_events(None, None, None)]
    assert redactor.value(records) == records  # dataclass records, walked field by field
    data = orjson.loads(orjson.dumps([dataclasses.asdict(r) for r in records]))
    assert redactor.value(data) == data
    assert redactor.take_counts() == {}
