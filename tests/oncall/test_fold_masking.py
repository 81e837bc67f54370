"""Masking, levels and timestamps as plain tables: constant text survives, variables do not."""

from __future__ import annotations

import pytest

from oncall.fold import level_of, mask, timestamp_of
from oncall.fold.masking import TokenMasks

MASKS = [
    # constant text that shares a token with a number keeps its constant part
    ("r24=0x1f", "r<*>=<*>"),
    ("lr:0x1f", "lr:<*>"),
    ("alt0", "alt<*>"),
    ("pool-3-thread-12", "pool-<*>-thread-<*>"),
    ("svc|30002312", "svc|<*>"),
    ("blk_38865049064139660", "blk_<*>"),
    ("(ord-52301927,", "(ord-<*>,"),
    ("HTTP/1.1 200", "HTTP/<*> <*>"),
    ("v2.14.0", "v<*>"),
    ("91% full", "<*>% full"),
    ("10MB", "<*>MB"),
    ("k8s", "k<*>s"),
    # whole variables
    ("took 39ms", "took <*>"),
    ("uptime 1h30m", "uptime <*>"),
    ("from 10.0.3.7:8080", "from <*>:<*>"),
    ("id 550e8400-e29b-41d4-a716-446655440000", "id <*>"),
    ("mac 00:11:22:33:44:55", "mac <*>"),
    ("ip fe80:0:0:0:1ff:fe23:4567:890a", "ip <*>"),
    ("trace 37244d305f77223c", "trace <*>"),
    ("pod bc2x7", "pod <*>"),
    ("x=1.5", "x=<*>"),
    ("12345678.9 s", "<*> s"),
    # timestamps are one variable, month and day names included
    ("2026-11-30T02:13:58.412Z ERROR checkout [http] x", "<*> ERROR checkout [http] x"),
    ("2024-01-01 12:00:00,123 - app - WARNING - disk", "<*> - app - WARNING - disk"),
    ("Nov 30 02:13:58 host sshd[1234]: error", "<*> host sshd[<*>]: error"),
    ("<34>Oct 11 22:14:15 mymachine su: failed", "<<*>><*> mymachine su: failed"),
    ("[Sun Dec 04 04:47:44 2005] [error] mod_jk", "[<*>] [error] mod_jk"),
    ("[10/Oct/2000:13:55:36 -0700] GET /a?id=7", "[<*>] GET /a?id=<*>"),
    ("2005-06-03-15.42.50.675872 R02-M1 RAS", "<*> R<*>-M<*> RAS"),
    ('{"ts":"2024-01-01T00:00:00Z","n":5}', '{"ts":"<*>","n":<*>}'),
    # nothing to mask, spacing kept exactly
    ("", ""),
    ("  two  spaces\tand tab ", "  two  spaces\tand tab "),
    ("deadbeef cafe", "deadbeef cafe"),
]


@pytest.mark.parametrize(("line", "template"), MASKS)
def test_mask_replaces_only_the_variable_part(line: str, template: str) -> None:
    assert mask(line) == template
    assert mask(template) == template  # masking is idempotent


def test_lines_whose_constant_text_differs_never_share_a_template() -> None:
    lines = ["r24=0x1f", "lr:0x1f", "alt0", "pool-3-thread-12", "svc|30002312", "0x1f"]
    assert len({mask(line) for line in lines}) == len(lines)


def test_a_shared_cache_gives_the_same_masks() -> None:
    cache = TokenMasks()
    for line, template in MASKS:
        assert mask(line, cache) == template


LEVELS = [
    ("2026-11-30T02:13:58.412Z ERROR checkout [http] x", "ERROR"),
    ("<*> INFO svc retrying after ERROR", "INFO"),
    ("x FATAL y", "FATAL"),
    ("CRITICAL: disk", "CRITICAL"),
    ("<*> - app - WARNING - disk", "WARN"),
    ("[<*>] [error] mod_jk", "ERROR"),
    ('{"level":"info","msg":"x"}', "INFO"),
    ("level=warn msg=slow", "WARN"),
    ("sshd[<*>]: error: Failed password", "ERROR"),
    ("Error: cannot open", "ERROR"),
    ("no level here, an error in prose", "-"),
    ("INFORMATION ERRORS", "-"),
    ("", "-"),
]


@pytest.mark.parametrize(("line", "level"), LEVELS)
def test_level_is_the_first_level_word_a_line_names(line: str, level: str) -> None:
    assert level_of(line) == level


TIMESTAMPS = [
    ("2026-11-30T02:13:58.412Z ERROR x", "2026-11-30T02:13:58.412Z"),
    ("Nov 30 02:13:58 host", "Nov 30 02:13:58"),
    ("[10/Oct/2000:13:55:36 -0700] GET", "10/Oct/2000:13:55:36 -0700"),
    ('{"ts":"2024-01-01T00:00:00Z"}', "2024-01-01T00:00:00Z"),
    ("at 12:00:01 ok", "12:00:01"),
    ("no time here 42", None),
]


@pytest.mark.parametrize(("line", "ts"), TIMESTAMPS)
def test_timestamp_is_the_first_one_verbatim(line: str, ts: str | None) -> None:
    assert timestamp_of(line) == ts
