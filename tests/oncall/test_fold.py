"""The fold as a user sees it: order, counts, the header, the budget, odd input, the CLI."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from oncall.fold import MAX_EXEMPLAR_CHARS, estimate_tokens, fold_bytes, fold_lines, fold_text

ENTRY = re.compile(r"^\[x(\d+)(?:, last [^\]]*|, template)?\] (.*)$")

LOG = [
    "2026-11-30T02:00:00.000Z INFO cart [http] GET /cart ok in 12ms",
    "2026-11-30T02:00:01.000Z INFO cart [http] GET /cart ok in 9ms",
    "2026-11-30T02:00:02.000Z WARN cart [pool] pool 80% busy",
    "2026-11-30T02:00:03.000Z ERROR cart [client] call to inventory failed: HTTP 500",
    "2026-11-30T02:00:04.000Z INFO cart [http] GET /cart ok in 31ms",
    "2026-11-30T02:00:05.000Z ERROR cart [session] bad cookie v1 (sess-a1b2c3d4e5f6)",
    "2026-11-30T02:00:06.000Z ERROR cart [session] bad cookie v1 (sess-0f9e8d7c6b5a)",
    "2026-11-30T02:00:07.000Z DEBUG cart [gc] pause 3ms",
]


def bodies(text: str) -> list[tuple[int, str]]:
    return [(int(m.group(1)), m.group(2)) for m in map(ENTRY.match, text.splitlines()) if m]


def test_errors_come_first_then_warnings_then_the_rest_each_by_count() -> None:
    folded = fold_lines(LOG)
    assert [(t.level, t.count) for t in folded.templates] == [
        ("ERROR", 2), ("ERROR", 1), ("WARN", 1), ("INFO", 3), ("DEBUG", 1)]
    assert [b for _, b in bodies(folded.text)] == [t.exemplar for t in folded.templates]


def test_each_template_keeps_its_first_line_count_and_time_span() -> None:
    http = fold_lines(LOG).templates[3]
    assert http.exemplar == LOG[0]
    assert (http.count, http.first_ts, http.last_ts) == (
        3, "2026-11-30T02:00:00.000Z", "2026-11-30T02:00:04.000Z")
    assert http.template == "<*> INFO cart [http] GET /cart ok in <*>"


def test_header_says_lines_in_templates_out_and_time_span() -> None:
    head = fold_lines(LOG).text.splitlines()[0]
    assert "8 lines in -> 5 templates out" in head
    assert "2026-11-30T02:00:00.000Z .. 2026-11-30T02:00:07.000Z" in head


def test_numbers_in_and_out() -> None:
    folded = fold_lines(LOG)
    text = "\n".join(LOG)
    assert folded.lines_in == 8
    assert folded.bytes_in == len(text.encode())
    assert folded.tokens_in == estimate_tokens(text) == (len(text) + 3) // 4
    assert folded.bytes_out == len(folded.text.encode())
    assert folded.tokens_out == estimate_tokens(folded.text)
    assert folded.dropped == () and folded.budget is None


def test_budget_drops_the_most_repetitive_info_exemplars_first_and_says_so() -> None:
    words = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel"]
    lines = [f"2026-11-30T02:00:{n:02d}.000Z INFO svc [{w}] a fairly long line of {w} work {n}"
             for k, w in enumerate(words) for n in range(k + 1)]
    lines += [f"2026-11-30T02:01:{n:02d}.000Z DEBUG svc [gc] a long debug line with pause {n}ms"
              for n in range(3)]
    lines.append("2026-11-30T02:02:00.000Z ERROR svc [pay] the one error that matters, code 7")
    full = fold_lines(lines)
    # a dropped exemplar still leaves its template line, so a budget trims, not slashes
    folded = fold_lines(lines, budget=full.tokens_out - 15)
    assert folded.tokens_out <= full.tokens_out - 15
    counts = [t.count for t in folded.dropped]
    assert counts and counts == sorted(counts, reverse=True)
    assert counts[0] == len(words)  # "hotel", the most repetitive, went first
    kept = [t.count for t in folded.templates if t not in folded.dropped and t.level != "ERROR"]
    assert max(kept) <= min(counts)
    assert f"{len(counts)} templates ({sum(counts)} lines) shown as [xN, template]" in folded.text
    assert f"[x{len(words)}, template] <*> INFO svc [hotel] a fairly long line" in folded.text
    assert lines[-1] in folded.text


def test_a_budget_never_drops_an_error_template_and_says_when_it_is_not_met() -> None:
    lines = [f"2026-11-30T02:00:00.000Z ERROR svc [{c}] failure {c}" for c in "abcdefghi"]
    infos = [f"2026-11-30T02:00:0{i}.000Z INFO svc [ok] all fine {i}" for i in range(2)]
    folded = fold_lines([*lines, *infos], budget=1)
    # the INFO template is shortened, then left out; the errors all stay, verbatim
    assert folded.left_out == tuple(t for t in folded.templates if t.level == "INFO")
    assert folded.dropped == ()
    assert all(line in folded.text for line in lines)
    assert "1 templates (2 lines) dropped" in folded.text
    assert "Not met" in folded.text


def test_a_budget_that_fits_changes_nothing() -> None:
    assert fold_lines(LOG, budget=10_000).text == fold_lines(LOG).text


def test_negative_budget_is_refused() -> None:
    with pytest.raises(ValueError, match="budget"):
        fold_lines(LOG, budget=-1)


def test_crlf_text_folds_like_lf_text() -> None:
    lf, crlf = "\n".join(LOG) + "\n", "\r\n".join(LOG) + "\r\n"
    assert fold_text(crlf).text == fold_text(lf).text


def test_lines_without_levels_or_timestamps_fold_under_dash() -> None:
    folded = fold_text("job 1 done\njob 2 done\njob 3 failed\n")
    assert [(t.level, t.template, t.count) for t in folded.templates] == [
        ("-", "job <*> done", 2), ("-", "job <*> failed", 1)]
    assert "no timestamps" in folded.text


def test_a_very_long_line_is_cut_in_the_text_and_kept_whole_in_the_template() -> None:
    line = "ERROR " + "x" * (MAX_EXEMPLAR_CHARS * 3)
    folded = fold_lines([line])
    assert folded.templates[0].exemplar == line
    assert f"[cut: {len(line) - MAX_EXEMPLAR_CHARS} more chars]" in folded.text
    assert len(folded.text) < MAX_EXEMPLAR_CHARS + 400


def test_binary_junk_folds_instead_of_failing() -> None:
    folded = fold_bytes(b"\x00\xff\xfe ok 1\n\x89PNG\r\n\x1a\n" + bytes(range(256)))
    assert folded.lines_in == 5  # byte 10 in range(256) is a newline
    assert sum(t.count for t in folded.templates) == 5
    body_lines = folded.text.splitlines()
    assert len(body_lines) == len(folded.text.split("\n")) - 1  # one line per template


def test_embedded_line_breaks_cannot_split_an_entry() -> None:
    folded = fold_lines(["a\nb 1", "c\u2028d 2", "e\x0cf 3"])
    assert len(bodies(folded.text)) == 3


def test_empty_input() -> None:
    folded = fold_text("")
    assert (folded.lines_in, folded.templates) == (0, ())
    assert "0 lines in -> 0 templates out" in folded.text


def oncall(*args: str, stdin: bytes = b"") -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([sys.executable, "-m", "oncall", *args], input=stdin,
                          capture_output=True, timeout=60)


def test_fold_command_prints_the_folded_file(tmp_path: Path) -> None:
    log = tmp_path / "app.log"
    log.write_text("\n".join(LOG) + "\n")
    done = oncall("fold", str(log))
    assert done.returncode == 0, done.stderr
    assert done.stdout.decode() == fold_lines(LOG).text


def test_fold_command_reads_stdin_and_takes_a_budget() -> None:
    done = oncall("fold", "-", "--budget", "50", stdin=("\n".join(LOG) + "\n").encode())
    assert done.returncode == 0, done.stderr
    assert done.stdout.decode() == fold_lines(LOG, budget=50).text


def test_fold_command_names_a_file_it_cannot_read(tmp_path: Path) -> None:
    missing = tmp_path / "nope.log"
    done = oncall("fold", str(missing))
    assert done.returncode == 2
    assert done.stdout == b""
    assert str(missing) in done.stderr.decode()
    assert "No such file" in done.stderr.decode()


async def test_log_flood_largest_result_shrinks_95_percent_keeping_every_template() -> None:
    from oncall.lab.fold_bench import bench_flood

    flood = await bench_flood()
    if flood.skipped:
        pytest.skip(flood.skipped)
    assert flood.missing == [] and flood.kept_templates == flood.emitted_templates > 0
    assert flood.counts_add_up
    assert flood.shrink >= 0.95
