"""Where errors start and what they say: the investigator's onset and cause reading, from tool
results as a model sees them (raw lines or a fold)."""

from __future__ import annotations

from datetime import UTC, datetime

from hypothesis import given
from hypothesis import strategies as st

from prodsim.scripted.policies.causes import classify, remedy
from prodsim.scripted.policies.onset import (
    error_shapes,
    last_error,
    onset,
    sustained,
    truncated,
)


def _t(hms: str) -> datetime:
    return datetime.fromisoformat(f"2026-12-01T{hms}+00:00").astimezone(UTC)


def _line(hms: str, text: str, service: str = "orders") -> str:
    return f"2026-12-01T{hms}.000Z ERROR {service} [db] {text}"


FOLDED = {"type": "folded_logs", "total": 500, "returned": 500, "truncated": True, "folded": (
    "[fold] 500 lines in -> 3 templates out\n== errors: 3 templates, 500 lines\n"
    f"[x480, first 2026-12-01T10:03:00.000Z, last 2026-12-01T10:20:00.000Z] "
    f"{_line('10:04:10', 'pool exhausted after 5000ms (req 12)')}\n"
    f"[x18, last 2026-12-01T10:19:00.000Z] {_line('10:05:00', 'call timed out 4100ms')}\n"
    f"[x2, last 2026-12-01T09:41:00.000Z] {_line('09:20:00', 'card declined (code 5)')}\n")}


def test_a_fold_gives_each_template_its_count_first_and_last_sighting() -> None:
    shapes = error_shapes([FOLDED])
    assert [(s.count, s.first, s.last) for s in shapes] == [
        (480, _t("10:03:00"), _t("10:20:00")), (18, _t("10:05:00"), _t("10:19:00")),
        (2, _t("09:20:00"), _t("09:41:00"))]
    assert shapes[0].line.text.endswith("pool exhausted after 5000ms (req 12)")
    assert truncated(FOLDED)


def test_the_onset_ignores_a_rare_background_error_before_it() -> None:
    shapes = error_shapes([FOLDED])
    assert [s.count for s in sustained(shapes)] == [480]
    assert onset(shapes) == _t("10:03:00") and last_error(shapes) == _t("10:20:00")


def test_pages_merge_and_the_earlier_page_moves_the_onset() -> None:
    earlier = {"lines": [_line("09:58:0" + str(i), f"pool exhausted after {i}00ms (req {i})")
                         for i in range(5)], "total": 5, "returned": 5, "truncated": False}
    shapes = error_shapes([FOLDED, earlier])
    assert shapes[0].count == 485 and onset(shapes) == _t("09:58:00")
    assert not truncated(earlier)


def test_few_raw_lines_still_have_an_onset() -> None:
    body = {"lines": [_line("10:00:01", "boom 1"), _line("10:01:01", "boom 2")]}
    assert onset(error_shapes([body])) == _t("10:00:01")
    assert onset(error_shapes([{"lines": []}])) is None


@given(st.text(max_size=400))
def test_any_text_reads_without_raising(text: str) -> None:
    shapes = error_shapes([text, {"folded": text}, {"lines": [text]}])
    onset(shapes)
    last_error(shapes)


EVICTED = {"at": "2026-12-01T10:00:00Z", "service": "search", "object": "pod/search-1-a2",
           "type": "Warning", "reason": "Evicted", "message": "The node was low on memory."}
NODE = {"at": "2026-12-01T09:59:00Z", "service": "node-3", "object": "node/node-3",
        "type": "Warning", "reason": "EvictionThresholdMet", "message": "reclaiming memory"}


def test_each_kind_is_read_from_the_words_an_engineer_looks_for() -> None:
    table = [
        (["TLS handshake failed: x509: certificate has expired"], "expired_credential"),
        (["token was revoked for client 12"], "expired_credential"),
        (["write failed: no space left on device"], "resource_exhaustion"),
        (["connection pool exhausted after 5000ms"], "resource_exhaustion"),
        (["rejected: too many requests (429)"], "capacity"),
        (["charge failed: provider answered 503 Service Unavailable"], "dependency_failure"),
        (["connect to ledger-db:5432: connection refused"], "dependency_failure"),
        (["NullPointerException in PriceCalculator"], None),
    ]
    for messages, kind in table:
        found = classify(messages, [])
        assert (found.kind if found else None) == kind, messages


def test_a_node_event_makes_it_infrastructure_and_names_the_node() -> None:
    found = classify(["GET /search answered 503: no ready replica"], [NODE, EVICTED])
    assert found is not None and found.kind == "infrastructure" and found.where == "node-3"
    assert found.events == (NODE, EVICTED)
    assert "cordon and drain node node-3" in remedy(found, "search")
    normal = {**EVICTED, "type": "Normal"}
    assert classify(["all fine"], [normal]) is None  # only Warning events count
