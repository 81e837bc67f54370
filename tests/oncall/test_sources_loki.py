"""The Loki source: LogQL from the tool's arguments, nanosecond times, an exclusive end,
newest-first paging until the limit, 3-element values, and text/plain errors as values."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from oncall.sources.base import LogQuery
from oncall.sources.fakes import Fake, json, text
from oncall.sources.loki import Loki
from oncall.sources.results import LogLines, SourceError
from oncall.sources.times import Window, to_ns

T0 = datetime(2026, 3, 2, 10, 0, tzinfo=UTC)
WINDOW = Window(T0, T0 + timedelta(minutes=10))


def ns(minutes: float) -> int:
    return to_ns(T0) + int(minutes * 60 * 1e9)


def streams(entries: list[tuple[int, str, str]], *, meta: bool = False) -> tuple[int, str, bytes]:
    by_level: dict[str, list[list[object]]] = {}
    for at, level, line in entries:
        value: list[object] = [str(at), line]
        if meta:
            value.append({"structuredMetadata": {"trace_id": "abc"}})
        by_level.setdefault(level, []).append(value)
    return json({"status": "success", "data": {"resultType": "streams", "result": [
        {"stream": {"service": "checkout", "level": lv}, "values": vals}
        for lv, vals in by_level.items()], "stats": {}}})


def serving(entries: list[tuple[int, str, str]], **kw: bool) -> Fake:
    """A Loki that honours start, exclusive end, limit and backward direction."""
    def handle(q: dict[str, list[str]]) -> tuple[int, str, bytes]:
        start, end, limit = int(q["start"][0]), int(q["end"][0]), int(q["limit"][0])
        if limit > 5000:
            return text("max entries limit per query exceeded, limit > "
                        f"max_entries_limit_per_query ({limit} > 5000)", 400)
        kept = sorted((e for e in entries if start <= e[0] < end), reverse=True)[:limit]
        return streams(kept, **kw)
    return Fake({"/loki/api/v1/query_range": handle})


def test_the_logql_follows_the_configured_labels_and_parsers() -> None:
    query = LogQuery("checkout", WINDOW, "WARN", 'time"out')
    assert Loki(Fake({}).client("http://l")).logql(query) == (
        '{service="checkout"} |~ "(?i)time\\"out"'.replace('{service="checkout"}',
                                                         '{service="checkout", '
                                                         'level=~"(?i)(warn|warning|error|err|'
                                                         'critical|fatal)"}'))
    app = Loki(Fake({}).client("http://l"), "app", "lvl", "json", {"namespace": "shop"})
    assert app.logql(LogQuery("cart", WINDOW, "ERROR")) == (
        '{app="cart", namespace="shop"} | json | lvl=~"(?i)(error|err|critical|fatal)"')
    assert app.logql(LogQuery("cart", WINDOW)) == '{app="cart", namespace="shop"}'


async def test_lines_come_oldest_first_with_times_and_levels_and_end_is_inclusive() -> None:
    entries = [(ns(1), "info", "started"), (ns(2), "error", "charge failed"),
               (ns(10), "error", "at the very end")]
    fake = serving(entries)
    found = await Loki(fake.client("http://loki:3100")).logs(LogQuery("checkout", WINDOW))
    assert isinstance(found, LogLines)
    assert [ln.text for ln in found.lines] == ["started", "charge failed", "at the very end"]
    assert found.lines[1].rendered() == "2026-03-02T10:02:00Z ERROR charge failed"
    assert found.error_lines() == ["2026-03-02T10:02:00Z ERROR charge failed",
                                   "2026-03-02T10:10:00Z ERROR at the very end"]
    sent = fake.seen[0].query
    assert sent["direction"] == ["backward"] and int(sent["end"][0]) == to_ns(WINDOW.end) + 1


async def test_a_limit_beyond_one_page_pages_back_in_time_and_keeps_the_newest() -> None:
    entries = [(ns(i / 300), "info", f"line {i}") for i in range(2500)]
    fake = serving(entries)
    found = await Loki(fake.client("http://l")).logs(LogQuery("checkout", WINDOW, limit=2200))
    assert isinstance(found, LogLines) and len(found.lines) == 2200 and found.truncated
    assert found.lines[0].text == "line 300" and found.lines[-1].text == "line 2499"
    assert len(fake.seen) == 3 and all(int(s.query["limit"][0]) <= 1000 for s in fake.seen)


async def test_structured_metadata_as_a_third_element_is_tolerated() -> None:
    found = await Loki(serving([(ns(1), "warn", "slow")], meta=True).client("http://l")).logs(
        LogQuery("checkout", WINDOW))
    assert isinstance(found, LogLines) and [ln.text for ln in found.lines] == ["slow"]


@pytest.mark.parametrize(("answer", "code", "words"), [
    (text("parse error at line 1, col 12: syntax error: unexpected IDENTIFIER", 400),
     "http_400", "parse error at line 1"),
    (text("request timed out, decrease the duration of the request", 504), "http_504",
     "request timed out"),
    (text("too many outstanding requests", 429), "http_429", "too many outstanding"),
])
async def test_plain_text_errors_are_read_as_errors(answer: tuple[int, str, bytes], code: str,
                                                    words: str) -> None:
    fake = Fake({"/loki/api/v1/query_range": lambda q: answer})
    found = await Loki(fake.client("http://l")).logs(LogQuery("checkout", WINDOW))
    assert isinstance(found, SourceError) and found.code == code and words in found.message


async def test_the_tenant_goes_in_x_scope_orgid_and_check_lists_services() -> None:
    fake = Fake({"/loki/api/v1/label/service/values": lambda q: json(
        {"status": "success", "data": ["cart", "checkout"]}),
                 "/loki/api/v1/status/buildinfo": lambda q: json({"version": "3.4.2"})})
    check = await Loki(fake.client("http://l", headers={"X-Scope-OrgID": "shop"})).check()
    assert check.ok and check.version == "3.4.2" and "cart, checkout" in check.sample
    assert all(s.headers["x-scope-orgid"] == "shop" for s in fake.seen)
