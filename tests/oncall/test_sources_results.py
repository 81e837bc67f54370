"""Typed results: one JSON shape each, read back by declaration; the fold, the handoff, the
judge's digest and compaction read them whatever source answered; feeds, runbooks and
topology documents as sources."""

from __future__ import annotations

from pathlib import Path

import orjson
import pytest

from oncall.compaction import digest
from oncall.guards.judge import outcome_text
from oncall.handoff import render_handoff
from oncall.sources.documents import RunbookDir, RunbookUrl, StaticTopology
from oncall.sources.fakes import Fake, json, text
from oncall.sources.feed import FileFeed, UrlFeed
from oncall.sources.results import (
    Change,
    Changes,
    Event,
    Events,
    FoldedLogs,
    LogLine,
    LogLines,
    Runbook,
    Series,
    SourceError,
    Topology,
    from_json,
    parse,
)
from oncall.sources.times import Window
from oncall.sources.times import parse as parse_time
from oncall.store import Event as Logged
from oncall.tools import ToolResult
from oncall.tools.bulky import fold_result

WINDOW = Window(parse_time("2026-03-02T09:00:00Z"), parse_time("2026-03-02T10:30:00Z"))
DEPLOY = Change("dep-1234", "deploy", "payments", "2026-03-02T10:01:00Z", "bump client",
                "ci", "v1.2", "v1.3")
FLAG = Change("flg-9", "flag", "search", "2026-03-02T10:02:00Z", "rerank on", "ana", "0%",
              "50%", "search.semantic-rerank")


def flood(errors: int = 150) -> LogLines:
    lines = [LogLine(f"2026-03-02T10:0{i % 10}:00Z", f"2026-03-02T10:0{i % 10}:00Z ERROR payments "
                     f"[api] call to orders failed order={i}") for i in range(errors)]
    lines += [LogLine("2026-03-02T10:00:00Z", f"2026-03-02T10:00:00Z INFO payments [api] ok {i}")
              for i in range(30)]
    return LogLines("payments", "a", "b", tuple(lines), len(lines))


@pytest.mark.parametrize("result", [
    flood(3), Series("checkout", "error_rate", "ratio", (("2026-03-02T10:00:00Z", 0.5),), "q"),
    Events((Event("2026-03-02T10:00:00Z", "search", "pod/search-1-a", "Warning", "OOMKilled",
                  "out of memory", 3),)),
    Changes((DEPLOY,), ("deploy",)), Changes((FLAG,), ("flag",)),
    Runbook("payments", "payments runbook", "# payments runbook\nroll back"),
    Topology({"checkout": ("payments",), "payments": ()}),
])
def test_every_result_reads_back_from_what_the_model_was_shown(result: object) -> None:
    shown = ToolResult(True, result).content()
    back = parse(shown)
    assert back is not None and not isinstance(back, SourceError)
    assert ToolResult(True, back).content() == shown


def test_changes_keep_the_keys_models_read() -> None:
    deploys = Changes((DEPLOY,), ("deploy",)).to_json()
    assert deploys["deploys"][0] | {} == {
        "id": "dep-1234", "kind": "deploy", "service": "payments",
        "at": "2026-03-02T10:01:00Z", "version": "v1.3", "previous_version": "v1.2",
        "author": "ci", "summary": "bump client"}
    flags = Changes((FLAG,), ("flag",)).to_json()["changes"][0]
    assert (flags["flag"], flags["old_value"], flags["new_value"]) == (
        "search.semantic-rerank", "0%", "50%")
    assert from_json({"no": "type"}) is None and parse("not json") is None


def test_the_handoff_shows_folded_error_evidence_with_its_counts() -> None:
    folded, stats = fold_result(ToolResult(True, flood()))
    assert stats is not None and isinstance(folded.result, FoldedLogs)
    events = [Logged("r", 1, "context", 0, 0.0, {"fields": {"service": "checkout"}}),
              Logged("r", 2, "tool_call", 1, 0.0, {"name": "query_logs", "ok": True,
                                                   "arguments": {"service": "payments"},
                                                   "content": folded.content()}),
              Logged("r", 3, "tool_call", 2, 0.0, {"name": "list_deploys", "ok": True,
                                                   "arguments": {},
                                                   "content": ToolResult(True, Changes(
                                                       (DEPLOY,), ("deploy",))).content()}),
              Logged("r", 4, "run_finished", 2, 0.0, {"outcome": "escalated",
                                                      "reason": "stuck"})]
    page = render_handoff(events)
    assert "150× `ERROR payments [api] call to orders failed order=0`" in page
    assert "no error lines" not in page
    assert "180 lines folded to 2 templates (150 errors in 1 templates)" in page
    assert "dep-1234 deploy payments at 2026-03-02T10:01:00Z: v1.2 -> v1.3 bump client" in page


def test_the_judge_and_the_digest_read_folded_logs_and_changes() -> None:
    folded, _ = fold_result(ToolResult(True, flood()))
    outcome, failed = outcome_text(folded.content(), ["payments", "orders"])
    assert not failed and outcome == "ok: 180 lines, 150 errors; errors name orders"
    failure = ToolResult.failure("http_503", "get_metrics: down").content()
    assert outcome_text(failure, []) == ("error http_503: get_metrics: down", True)
    text_ = digest([{"role": "tool", "tool_name": "query_logs", "content": folded.content()},
                    {"role": "tool", "tool_name": "list_flag_changes",
                     "content": ToolResult(True, Changes((FLAG,), ("flag",))).content()}],
                   ["payments", "orders"])
    assert "call to orders failed" in text_ and "flg-9" in text_
    assert "Services named in those lines: orders, payments" in text_


def feed_doc() -> dict[str, object]:
    return {"changes": [
        {"id": "dep-1", "kind": "deploy", "service": "payments", "time": "2026-03-02T10:01:00Z",
         "summary": "s", "author": "a", "versions": {"from": "v1", "to": "v2"}},
        {"id": "cfg-1", "kind": "config", "service": "payments", "time": "2026-03-02T08:00:00Z",
         "summary": "pool", "key": "db.pool.max_size", "versions": {"from": "50", "to": "5"}},
        {"id": "flg-1", "kind": "flag", "service": "cart", "time": "2026-03-02T10:05:00Z",
         "summary": "f"}]}


async def test_a_feed_file_or_url_answers_the_window_service_and_kinds(tmp_path: Path) -> None:
    path = tmp_path / "changes.json"
    path.write_bytes(orjson.dumps(feed_doc()))
    found = await FileFeed(path).changes("payments", WINDOW, ("deploy", "config", "flag"))
    assert isinstance(found, Changes) and [c.id for c in found.changes] == ["dep-1"]
    fake = Fake({"/ci/changes": lambda q: json(feed_doc())})
    feed = UrlFeed(fake.client("http://ci"), "/ci/changes")
    everything = await feed.changes(None, Window(parse_time("2026-03-02T00:00:00Z"),
                                                 WINDOW.end), ("config",))
    assert isinstance(everything, Changes)
    assert [(c.id, c.target, c.to_version) for c in everything.changes] == [
        ("cfg-1", "db.pool.max_size", "5")]
    assert fake.seen[0].query["until"] == ["2026-03-02T10:30:00Z"]
    path.write_text('{"changes": [{"id": "x", "kind": "rollout", "service": "s", '
                    '"time": "2026-03-02T10:00:00Z"}]}')
    bad = await FileFeed(path).changes(None, WINDOW, ("deploy",))
    assert isinstance(bad, SourceError) and "changes[0].kind" in bad.message


async def test_runbooks_from_a_directory_or_a_url_template(tmp_path: Path) -> None:
    (tmp_path / "payments.md").write_text("intro\n# Payments runbook\nRoll back.\n")
    book = await RunbookDir(tmp_path).runbook("payments")
    assert isinstance(book, Runbook) and book.title == "Payments runbook"
    missing = await RunbookDir(tmp_path).runbook("cart")
    assert isinstance(missing, SourceError) and missing.code == "http_404"
    escape = await RunbookDir(tmp_path).runbook("../etc/passwd")
    assert isinstance(escape, SourceError) and escape.code == "invalid_arguments"
    fake = Fake({"/wiki/payments.md": lambda q: text("# Pay\nsteps", 200)})
    url = RunbookUrl(fake.client("http://wiki"), "http://wiki/wiki/{service}.md")
    assert isinstance(await url.runbook("payments"), Runbook)
    gone = await url.runbook("cart")
    assert isinstance(gone, SourceError) and "no runbook for service 'cart'" in gone.message
    topo = await StaticTopology({"a": ("b",)}).topology()
    assert isinstance(topo, Topology) and topo.to_json()["services"] == [
        {"name": "a", "depends_on": ["b"]}]
