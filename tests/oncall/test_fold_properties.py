"""Properties of the fold on generated logs and on arbitrary text and bytes.

Expected templates are computed here, line by line, with the public `mask`; the fold's own
grouping is what is under test."""

from __future__ import annotations

import re
import sys
from collections import Counter
from pathlib import Path

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from oncall.fold import (
    ERROR_LEVELS,
    MAX_EXEMPLAR_CHARS,
    VAR,
    clean_line,
    fold_bytes,
    fold_lines,
    fold_text,
    level_of,
    mask,
)
from oncall.fold.hosts import mask_hosts
from oncall.fold.masking import templates_of
from oncall.fold.tokens import _IN_TOKEN, TokenMasks, mask_tokens
from oncall.fold.variables import _independent, generalize

if str(Path(__file__).parent) not in sys.path:  # `--import-mode=importlib` adds no test dir
    sys.path.insert(0, str(Path(__file__).parent))
from outcome_reference import OUTCOME, outcome_groups, outcomes

SETTINGS = settings(max_examples=150, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])
ENTRY = re.compile(r"^\[x(\d+)(?:, first .+?)?(?:, last [^\]]*|, template)?\] (.*)$")

WORDS = ["ERROR", "WARN", "INFO", "DEBUG", "FATAL", "error:", "[warn]", "level=info", "svc",
         "[http]", "failed", "pool-3-thread-12", "r24=0x1f", "lr:0x1f", "alt0", "svc|30002312",
         "ord-123", "sess-a1b2c3d4e5f6", "10.0.3.7:8080", "39ms", "1h30m", "bc2x7", "k8s",
         "550e8400-e29b-41d4-a716-446655440000", "00:11:22:33:44:55", "x=1.5", "v2.14.0",
         "(code", "7)", "Nov", "30", "12:00:01", "-", "|", "", "µs", "é", "\t",
         "deployment.apps/web", "service/api-7", "[1,", "22,", "3]", "[A(1.0){x;},B(0){}]",
         "TOPIC(orders):", "CHANNEL(x)", "PASSED", "     ", "get-wf-execution", "Error:", "823,",
         "status=503", "status=500", "exit", "code", "137", "HTTP", "EXITED_WITH_SUCCESS",
         "NEW", "->", "config", "need-auth"]
TIMES = ["2026-11-30T02:13:58.412Z ", "2024-01-01 12:00:00,123 ", "Nov 30 02:13:58 ",
         "[10/Oct/2000:13:55:36 -0700] ", "<34>Oct 11 22:14:15 ", ""]
token = st.one_of(st.sampled_from(WORDS), st.integers(0, 10**12).map(str),
                  st.text(alphabet="0123456789abcdefxXmsk:-./_|=[]()", max_size=12),
                  st.text(max_size=6))
log_line = st.builds(lambda ts, toks: ts + " ".join(toks), st.sampled_from(TIMES),
                     st.lists(token, max_size=10))
syslog_line = st.builds(  # a syslog header: hosts masked (`oncall.fold.hosts`)
    lambda ts, host, tag, toks: f"{ts}{host} {tag} " + " ".join(toks),
    st.sampled_from(["Nov 30 02:13:58 ", "<34>Oct 11 22:14:15 ", "2026-11-30T02:13:58Z ",
                     "<165>1 2026-11-30T02:13:58.1Z "]),
    st.sampled_from(["web-a", "web-b", "ERROR", "E", "info", "db4", "x.y.z", ""]),
    st.sampled_from(["sshd[4121]:", "kernel:", "CRON[7]:", "launchd[1] (com.x):", "E[3]:",
                     "app 12 -", "app - -", "I"]),
    st.lists(token, max_size=6))
any_line = st.one_of(log_line, log_line, syslog_line, st.text(max_size=120))
logs = st.lists(any_line, max_size=60)


def split(text: str) -> list[str]:
    lines = text.split("\n")
    return lines[:-1] if lines[-1] == "" else lines


def entries(text: str) -> list[tuple[int, str]]:
    return [(int(m.group(1)), m.group(2)) for m in map(ENTRY.match, text.split("\n")) if m]


@SETTINGS
@given(st.text())
def test_never_raises_on_arbitrary_text(text: str) -> None:
    folded = fold_text(text)
    assert folded.lines_in == len(split(text))


@SETTINGS
@given(st.binary(), st.one_of(st.none(), st.integers(0, 2000)))
def test_never_raises_on_arbitrary_bytes(data: bytes, budget: int | None) -> None:
    folded = fold_bytes(data, budget=budget)
    assert sum(t.count for t in folded.templates) == folded.lines_in


def grouped(lines: list[str]) -> dict[str, list[str]]:
    """Each template -> its lines, computed line by line from the rules: `mask`, a syslog
    header's host masked, then the distinct masked templates generalized (digit-less
    variables), then a warning's or error's outcome numbers kept (`outcome_reference`)."""
    cleaned = [clean_line(line) for line in lines]
    masked = mask_hosts([mask(line) for line in cleaned])
    counts = Counter(masked)
    general = dict(zip(counts, generalize(list(counts), list(counts.values())), strict=True))
    groups: dict[str, list[int]] = {}
    for i, template in enumerate(masked):
        groups.setdefault(general[template], []).append(i)
    return {template: [cleaned[i] for i in members]
            for template, members in outcome_groups(groups, cleaned).items()}


@SETTINGS
@given(logs)
def test_every_input_template_appears_in_the_output(lines: list[str]) -> None:
    groups = grouped(lines)
    folded = fold_lines(lines)
    assert {t.template for t in folded.templates} == set(groups)
    shown = [body for _, body in entries(folded.text)]
    assert len(shown) == len(groups)  # one line per template in the text
    firsts = {members[0] for members in groups.values() if len(members[0]) <= MAX_EXEMPLAR_CHARS}
    assert {body for body in shown if len(body) <= MAX_EXEMPLAR_CHARS} == firsts
    # every masked template is inside exactly one template of the fold
    owner = {mask(line): t for t, members in groups.items() for line in members}
    assert len(owner) == len({mask(clean_line(line)) for line in lines})


@SETTINGS
@given(logs)
def test_counts_add_up_to_the_input_line_count(lines: list[str]) -> None:
    folded = fold_lines(lines)
    assert sum(t.count for t in folded.templates) == folded.lines_in == len(lines)
    assert sum(n for n, _ in entries(folded.text)) == len(lines)
    groups = grouped(lines)
    for t in folded.templates:
        assert t.count == len(groups[t.template])


@SETTINGS
@given(logs, st.one_of(st.none(), st.integers(0, 3000)))
def test_folding_is_deterministic(lines: list[str], budget: int | None) -> None:
    assert fold_lines(lines, budget=budget) == fold_lines(list(lines), budget=budget)


@SETTINGS
@given(logs)
@example(["2026-11-30T02:13:58.412Z ERROR       -0"])  # padding before a signed number
def test_templates_are_masked_and_keep_their_level(lines: list[str]) -> None:
    """Masked but for a warning's or an error's outcome numbers (`Error: 823`)."""
    for t in fold_lines(lines).templates:
        kept = outcomes(t.template, OUTCOME)
        masked = t.template
        for start, end, _ in reversed(kept):
            masked = masked[:start] + VAR + masked[end:]
        assert mask(masked) == masked
        assert level_of(t.template) == t.level
        assert masked == t.template or t.level in {*ERROR_LEVELS, "WARN"}


@SETTINGS
@given(logs, st.integers(0, 3000))
def test_no_budget_ever_drops_an_error_template(lines: list[str], budget: int) -> None:
    folded = fold_lines(lines, budget=budget)
    assert all(t.level not in ERROR_LEVELS for t in (*folded.dropped, *folded.left_out))
    assert {t.template for t in folded.templates} == set(grouped(lines))
    bodies = {body for _, body in entries(folded.text)}
    for t in folded.templates:
        if t.level in ERROR_LEVELS and len(t.exemplar) <= MAX_EXEMPLAR_CHARS:
            assert t.exemplar in bodies
    if folded.tokens_out > budget:
        assert "Not met" in folded.text


@SETTINGS
@given(st.lists(st.text(alphabet='0123456789abcdefxXAms:-./_=T Z+,"{}[]<>é', min_size=81,
                        max_size=240), min_size=1, max_size=4))
def test_long_tokens_mask_piece_by_piece_as_whole(tokens: list[str]) -> None:
    """Tokens of JSON length are masked between the characters no rule reads: the same."""
    batch = mask_tokens(tokens)
    for token in tokens:
        expected = VAR if token.isdecimal() and token.isascii() else _IN_TOKEN.sub(VAR, token)
        assert batch[token] == expected


@SETTINGS
@given(st.lists(st.text(alphabet='0123456789abcdefghxXABCHmsµk:-./_|=T Z+,"{}[]<>*#é',
                        max_size=24), max_size=4))
def test_the_cheap_paths_agree_with_all_rules(tokens: list[str]) -> None:
    """`TokenMasks` routes most tokens to the digit-run regex, `mask_tokens` also takes hex
    ids and UUIDs whole and masks long tokens piece by piece between characters no rule
    reads (JSON's quotes and braces): both must give what every rule gives."""
    batch = mask_tokens(tokens)
    for token in tokens:
        expected = VAR if token.isdecimal() and token.isascii() else _IN_TOKEN.sub(VAR, token)
        assert TokenMasks()[token] == expected
        assert batch[token] == expected


NAMES = ["an12", "bn7", "cn3", "calvisitor-10-1-2", "R02-M1-NA", "node7.x", "db4", "h9"]
MARKS = ["E", "I", "W", "<3>", "<14>", "[error]", "[info]", "E!", "I!", "E/Tag", "ERROR",
         "INFO", "info:", "fail:", "level=warn", "E1130", "I1130", "", "stderr F", "x"]
WORDS_FEW = ["up", "down", "ok", "pid", "12:00:01", "7"]
SLOT = st.sampled_from([NAMES, MARKS, WORDS_FEW, NAMES[:3], MARKS[:4]])
SKELETON = st.lists(st.one_of(SLOT, st.sampled_from(NAMES + MARKS + WORDS_FEW)), min_size=2,
                    max_size=6)
SEPARATOR = st.sampled_from([" ", " ", "\t", ";", "   ", ".", "/"])


@st.composite
def structured(draw: st.DrawFn) -> list[str]:
    """Lines of a few skeletons, each field fixed or drawn per line from a pool (numbered
    names, level marks, few words): many templates of one width, where the search merges.
    A skeleton's fields are joined by a space, a tab, a `;`, a column's padding, a dot or a
    slash."""
    skeletons = draw(st.lists(st.tuples(SKELETON, SEPARATOR), min_size=1, max_size=3))
    lines = []
    for _ in range(draw(st.integers(20, 120))):
        skeleton, separator = draw(st.sampled_from(skeletons))
        lines.append(separator.join(draw(st.sampled_from(f)) if isinstance(f, list) else f
                                    for f in skeleton))
    return lines


STRUCTURED = structured()


KEY_OF_NAMES = [f"{a}.{b}.{c}.level=warn" for a, b, c in (
    ("an12", "an12", "an12"), ("an12", "an12", "db4"), ("an12", "bn7", "cn3"),
    ("an12", "bn7", "an12"), ("an12", "cn3", "an12"), ("an12", "an12", "node7.x"),
    ("an12", "cn3", "bn7"), ("bn7", "an12", "bn7"), ("bn7", "an12", "cn3"),
    ("an12", "an12", "R02-M1-NA"), ("an12", "an12", "bn7"), ("bn7", "bn7", "an12"),
    ("an12", "bn7", "bn7"), ("an12", "an12", "cn3"), ("bn7", "an12", "an12"),
    ("an12", "an12", "calvisitor-10-1-2"))]
"""A level's key glued to names (`an12.bn7.cn3.level=warn`), which hypothesis found: masked
whole as `<*>=warn`, the key of many names took the level away."""


@SETTINGS
@given(STRUCTURED)
@example(KEY_OF_NAMES)
def test_finding_variables_never_takes_a_level_away(lines: list[str]) -> None:
    """A line's generalized template names the level its masked template names (numbered
    names and level marks side by side, where the search merges most): it may read a level
    where the masked line read none, never lose or change one."""
    masked = templates_of(lines, "\n".join(lines))
    counts = Counter(masked)
    keys = list(counts)
    for key, general in zip(keys, generalize(keys, list(counts.values())), strict=True):
        if level_of(key) != "-":
            assert level_of(general) == level_of(key), (key, general)


@SETTINGS
@given(st.integers(1, 6).flatmap(lambda width: st.lists(
    st.tuples(*[st.sampled_from("abcd")] * width), min_size=1, max_size=12)))
def test_independent_positions_are_those_that_split_the_rows_apart(
        rows: list[tuple[str, ...]]) -> None:
    """`_independent` counts positions up to pairing one to one (read once each), as the
    pairwise definition does."""
    varying = [(len({row[p] for row in rows}), p) for p in range(len(rows[0]))]
    counted: list[tuple[int, int]] = []
    for d, p in varying:
        if not any(d == e and len({(row[p], row[q]) for row in rows}) == d for e, q in counted):
            counted.append((d, p))
    assert _independent(rows, varying) == len(counted)


VERBS = ["GET", "POST", "PUT", "DELETE", "PATCH", "HEAD", "OPTIONS", "read", "update", "list",
         "delete", "create", "watch", "get-wf-execution", "update-wf-execution",
         "delete_snapshot"]
NAMES = ["alpha.example.com", "/var/log/app", "bravo", "carol", "d.e", "/cart", "eve@x",
         "svc-a", "node7", "zulu", "x.y.z", "/a/b/c", "kilo.io", "lima", "mike"]


@SETTINGS
@given(st.lists(st.tuples(st.sampled_from(VERBS), st.sampled_from(NAMES),
                          st.sampled_from(NAMES), st.integers(0, 9999),
                          st.sampled_from(["method=", "op=", '"verb":"', "request{method=",
                                           '"'])),
                min_size=1, max_size=120))
def test_a_request_method_or_an_operation_never_merges(
        rows: list[tuple[str, str, str, int, str]]) -> None:
    """Whatever names and numbers sit beside it, and however few or many verbs a log holds,
    a request's method or an operation keeps its lines apart from the other verbs'."""
    lines = [f"2026-11-30T02:13:58Z INFO handled {key}{verb} path={path} user={user} "
             f"took {ms}ms" for verb, path, user, ms, key in rows]
    for template in fold_lines(lines).templates:
        verbs = {verb for verb, path, user, ms, key in rows
                 if f"{key}{verb} path=" in template.template}
        assert len(verbs) == 1, (template.template, verbs)
