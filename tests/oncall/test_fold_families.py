"""Line families (`oncall.fold.families`): lines counted as a family's shape without being
shaped must have exactly that shape's template, and every other line must be shaped.

Each test folds a flood of one fixed-width template (where a family forms) and compares the
counts, first and last lines per template with plain per-line `mask`.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from oncall.fold import core as fold_core
from oncall.fold import fold_lines, mask
from oncall.fold.families import Family

SETTINGS = settings(max_examples=200, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])

TEMPLATE = ("2026-12-10T11:20:{s:02d}.{ms:03d}Z ERROR cart [session] failed to decode cookie: "
            "version 1, empty basket (session sess-{id}, {n:03d} bytes)")


def flood_line(rng: random.Random) -> str:
    """A flood line: the timestamp, the id (12 hex digits, at least one decimal) and the byte
    count vary, in fixed-width fields."""
    hex_id = "".join(rng.choice("0123456789abcdef") for _ in range(11)) + rng.choice("0123456789")
    return TEMPLATE.format(s=rng.randrange(60), ms=rng.randrange(1000), id=hex_id,
                           n=rng.randrange(100, 1000))


def per_template(lines: list[str]) -> dict[str, list[int]]:
    """Template -> [count, first line, last line], line by line with `mask`."""
    expected: dict[str, list[int]] = {}
    for i, line in enumerate(lines):
        entry = expected.setdefault(mask(line), [0, i, i])
        entry[0] += 1
        entry[2] = i
    return expected


def shaped_per_template(lines: list[str]) -> dict[str, list[int]]:
    """Template -> [count, first line, last line], from `_shape_lines`' shapes."""
    shaped = fold_core._shape_lines(lines)
    assert shaped is not None
    got: dict[str, list[int]] = {}
    for shape, count in shaped.counts.items():
        entry = got.setdefault(mask(shape), [0, shaped.firsts[shape], shaped.lasts[shape]])
        entry[0] += count
        entry[1] = min(entry[1], shaped.firsts[shape])
        entry[2] = max(entry[2], shaped.lasts[shape])
    text = "\n".join(lines)
    assert shaped.size == (len(text), len(text.encode("utf-8", "surrogatepass")))
    return got


def family_of(line: str) -> Family:
    family = Family.of("key", line)
    assert family is not None
    return family


def test_a_family_takes_lines_that_differ_only_in_digits_and_ids() -> None:
    rng = random.Random(1)
    lines = [flood_line(rng) for _ in range(200)]
    assert family_of(lines[0]).fits(lines)
    assert len(per_template(lines)) == 1


def test_a_family_refuses_a_line_of_the_same_length_but_another_shape() -> None:
    """Same length and the same constant text, so a cache keyed on either would take them:
    an id of letters only is not merged, a letter where the family has a digit, the id's
    dash, another constant character, a digit before an x."""
    rng = random.Random(2)
    base = [flood_line(rng) for _ in range(50)]
    at = base[0].index("sess-") + 5
    line = base[0]
    odd = [line[:at] + "abcdefabcdef" + line[at + 12:],
           line.replace("version 1", "version v"),
           line.replace("sess-", "sess_"),
           line.replace("cookie", "cookiE"),
           line.replace(" bytes)", "x bytes)")[:-1]]
    family = family_of(line)
    for other in odd:
        assert len(other) == len(line)
        assert mask(other) != mask(line)
        assert not family.fits([*base, other])
        assert not family.fits([other])


def test_a_flood_with_odd_lines_folds_like_line_by_line() -> None:
    """The odd lines sit among hundreds of flood lines, where a family forms and is used;
    each must still count under its own template."""
    rng = random.Random(3)
    lines = [flood_line(rng) for _ in range(1500)]
    at = lines[0].index("sess-") + 5
    for i in (700, 1100, 1499):
        lines[i] = lines[i][:at] + "abcdefabcdef" + lines[i][at + 12:]
    lines[900] = lines[900].replace("version 1", "version v")
    expected = per_template(lines)
    assert len(expected) == 3
    assert shaped_per_template(lines) == expected
    folded = fold_lines(lines)
    assert {t.template: [t.count] for t in folded.templates} == {
        k: [v[0]] for k, v in expected.items()}


ODD = st.sampled_from(list("0123456789abcdefABCDEFghzGZxX-_ ,;)\x00\r\u00e9\u2028"))


@SETTINGS
@given(st.integers(0, 2**32 - 1), st.integers(65, 1400),
       st.lists(st.tuples(st.floats(0, 1), st.floats(0, 1), ODD), max_size=8))
def test_floods_with_changed_characters_count_like_line_by_line(
    seed: int, size: int, changes: list[tuple[float, float, str]],
) -> None:
    """Any character of any line replaced (the length kept): digits, id characters and
    constant text alike. The counts, first and last lines per template are `mask`'s."""
    rng = random.Random(seed)
    lines = [flood_line(rng) for _ in range(size)]
    for where, column, char in changes:
        i = int(where * (size - 1))
        c = int(column * (len(lines[i]) - 1))
        lines[i] = lines[i][:c] + char + lines[i][c + 1:]
    lines = [line.replace("\n", " ") for line in lines]
    assert shaped_per_template(lines) == per_template(lines)


def test_a_line_with_a_digit_before_an_x_forms_no_family() -> None:
    assert Family.of("key", "2026-12-10T11:20:00.000Z INFO r 0x1f") is None
    assert Family.of("key", "café 1") is None
