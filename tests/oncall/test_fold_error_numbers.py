"""An error's outcome numbers (`oncall.fold.error_numbers`): a few values of an error number,
an exit code or a status tell errors apart, each with its own exemplar; a quantity, an
identifier, a thread or a number of many values stays a variable, and other levels are left
as they are."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from oncall.fold import fold_lines


def _stamp(i: int) -> str:
    return f"2026-12-05 08:{i // 60 % 60:02d}:{i % 60:02d}.{i % 100:02d}"


def _shown(lines: list[str]) -> set[str]:
    return {t.exemplar for t in fold_lines(lines).templates}


def test_each_error_number_of_a_few_keeps_a_line_with_its_count_and_times() -> None:
    codes = [18456] * 20 + [17806, 18452] + [18456] * 5 + [18452]
    lines = [f"{_stamp(i)} Logon       Error: {code}, Severity: 14, State: {i % 9}."
             for i, code in enumerate(codes)]
    folded = fold_lines(lines)
    by_code = {code: t for t in folded.templates for code in (18456, 17806, 18452)
               if f"Error: {code}," in t.template}
    assert {code: t.count for code, t in by_code.items()} == Counter(codes)
    assert sum(t.count for t in folded.templates) == len(lines)
    assert all(t.level == "ERROR" and "State: <*>" in t.template for t in by_code.values())
    # the real first and last time of each part, not the whole template's
    assert (by_code[18452].first_ts, by_code[18452].last_ts) == (_stamp(21), _stamp(27))
    assert (by_code[17806].first_ts, by_code[17806].last_ts) == (_stamp(20), _stamp(20))


def test_exit_codes_and_statuses_of_warnings_are_kept_apart() -> None:
    codes = [1] * 9 + [137, 2, 1, 137, 1]
    lines = [f"{_stamp(i)} WARNING: Job failed: exit code {code} duration_s={i * 7 % 13} "
             f"job={1000 + i}" for i, code in enumerate(codes)]
    shown = _shown(lines)
    assert {code for code in (1, 2, 137) if any(f"exit code {code} " in s for s in shown)} == \
        {1, 2, 137}
    statuses = [429] * 6 + [502, 503, 429, 502]
    lines = [f'{_stamp(i)} WARN Payment provider returned HTTP {status}, retrying in '
             f'{200 * (1 + i % 3)} ms (attempt {1 + i % 3}/5)' for i, status in enumerate(statuses)]
    assert len(fold_lines(lines).templates) == 3


def test_json_and_logfmt_statuses_count_as_outcomes() -> None:
    statuses = [500] * 5 + [503, 504, 500]
    json_lines = [f'{{"level":"error","ts":{1733386873 + i},"msg":"handled request",'
                  f'"status":{status},"duration":0.{i}}}' for i, status in enumerate(statuses)]
    assert len(fold_lines(json_lines).templates) == 3
    logfmt = [f"ts={_stamp(i).replace(' ', 'T')} level=error msg=failed status_code={status} "
              f"took={i}ms" for i, status in enumerate(statuses)]
    assert len(fold_lines(logfmt).templates) == 3


def test_many_values_other_names_and_other_levels_stay_variables() -> None:
    # many values: a status that is a quantity of its own (a dozen values)
    many = [f"{_stamp(i)} ERROR upstream returned status={500 + i % 12} for /cart"
            for i in range(40)]
    assert len(fold_lines(many).templates) == 1
    # a name that is no outcome's: ids, counts, ports, a header's process id
    for line in ("ERROR worker pid={n} crashed", "ERROR batch failed count={n}",
                 "ERROR cannot bind port={n}", "ERROR {n} --- [main] o.s.Boot : failed"):
        lines = [f"{_stamp(i)} " + line.format(n=(171, 172)[i % 2]) for i in range(10)]
        assert len(fold_lines(lines).templates) == 1, line
    # a quantity named by an outcome word: a word follows it
    quantity = [f"{_stamp(i)} ERROR retried code {1 + i % 3} times" for i in range(9)]
    assert len(fold_lines(quantity).templates) == 1
    # an info line's few statuses are what its log repeats by the thousand
    info = [f"{_stamp(i)} INFO request done status={(200, 304, 404)[i % 3]}" for i in range(30)]
    assert len(fold_lines(info).templates) == 1


def test_more_combinations_than_a_template_may_split_into_stay_one() -> None:
    lines = [f"{_stamp(i)} ERROR call failed: code={i % 3} status={i % 4} errno={i % 2}"
             for i in range(48)]
    assert len(fold_lines(lines).templates) == 1  # 24 combinations: more than MAX_PARTS


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.sampled_from([404, 500, 502, 503, 7, 28]),
                          st.integers(0, 10**6), st.sampled_from(["ERROR", "WARN", "INFO"])),
                min_size=1, max_size=60))
def test_counts_add_up_and_a_few_error_codes_each_keep_a_line(
        rows: list[tuple[int, int, str]]) -> None:
    lines = [f"{_stamp(i)} {level} fetch failed: status={code} after {took}ms"
             for i, (code, took, level) in enumerate(rows)]
    folded = fold_lines(lines)
    assert sum(t.count for t in folded.templates) == len(lines)
    shown = {t.exemplar for t in folded.templates}
    for level in ("ERROR", "WARN"):
        codes = [code for code, _, lv in rows if lv == level]
        if len(set(codes)) <= min(4, len(codes) - 1):  # a few codes, one on two lines
            assert all(any(f"{level} fetch failed: status={code} " in s for s in shown)
                       for code in set(codes)), (level, codes)


def test_errors_whose_every_code_is_another_stay_one() -> None:
    """Three declines of three codes, a line each: no code recurs, so they are one error
    (`card declined ... (code <*>)`), and its count says how often it came; a reader would
    otherwise weigh one decline three times beside a flood of one template."""
    lines = [f"{_stamp(i)} ERROR payments [charge] card declined by issuer for ord-{i} "
             f"(code {code})" for i, code in enumerate((1, 2, 4))]
    assert len(fold_lines(lines).templates) == 1
