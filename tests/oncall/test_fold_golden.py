"""Golden output: the fold of fixed inputs must stay byte-identical across refactors.

The digests were captured from the fold before its speed work (commit d453715), so a faster
fold that changes any byte of any result (text, templates, counts, timestamps, numbers)
fails here. Print the current digests with `python tests/oncall/test_fold_golden.py`; only
update them for an intended change of the fold's output, and say so in the commit.
"""

from __future__ import annotations

import hashlib
import itertools
import json
from collections.abc import Callable

import pytest

from oncall.fold import Folded, Template, fold_bytes, fold_lines, fold_text

SEED = 7


def _template(t: Template) -> list[object]:
    return [t.level, t.template, t.exemplar, t.count, t.first_ts, t.last_ts]


def digest(folded: Folded) -> str:
    """sha256 of everything a `Folded` holds, in a fixed serialisation."""
    whole = [folded.text, [_template(t) for t in folded.templates], folded.lines_in,
             folded.bytes_in, folded.bytes_out, folded.tokens_in, folded.tokens_out,
             folded.budget, [_template(t) for t in folded.dropped]]
    data = json.dumps(whole, ensure_ascii=True).encode("ascii")
    return hashlib.sha256(data).hexdigest()


def prodsim_speed_log() -> list[str]:
    """The bench's speed input: the 2,000 most recent lines of checkout-payments-deploy."""
    import prodsim

    world = prodsim.build_world(prodsim.load_incident("checkout-payments-deploy"), SEED)
    return sorted(line for s in world.services for line in world.logs(s.name))[-2000:]


def prodsim_flood_log() -> list[str]:
    """The log-flood `cart` query_logs result (default window, limit 5000)."""
    import prodsim

    world = prodsim.build_world(prodsim.load_incident("log-flood"), SEED)
    start, end = world.default_window()
    return [e.line for e in world.log_entries("cart", start, end)[-5000:]]


LEADS = ["2026-11-30T02:13:58.412Z ", "2026-11-30T02:13:58Z ", "2026-11-30T02:13:58.412Z",
         "2026-11-30T02:13:58.412Z5 ", "2026-11-30T02:13:58.412ZINFO ", "2026-11-30T02:13:58.Z ",
         "2026-11-30T02:13:58,412Z ", "2026-11-30T02:13:58.412+01:00 ", "2026-11-30T02:13 ",
         "2026-11-30 02:13:58.412Z ", "2026-11-30T02:13:58.412Z  ", "2026/11/30T02:13:58Z ",
         "2026-11-30T02:13:58.412Z\t", "2026-11-30T02:13:58.412 -0700 ", "2026-11-30 UTC ",
         "2026-11-30T02:13:58.412Z\x00", "2026-11-30T02:13:58.412Z:", "2026-11-30T02:13:58.412ZZ ",
         "[2026-11-30T02:13:58.412Z] ", "<34>2026-11-30T02:13:58.412Z ", "(2026-11-30T02:13:58Z ",
         " 2026-11-30T02:13:58.412Z ", "2024-01-01 12:00:00,123 - ", "Nov 30 02:13:58 ",
         "Sun Dec 04 04:47:44 2005 ", "[10/Oct/2000:13:55:36 -0700] ", "<34>Oct 11 22:14:15 ",
         "2005-06-03-15.42.50.675872 ", "12:00:01 ", "12:00:01.5:ff ", "\u0662\u0660\u0662\u0666 ",
         ""]
TOKENS = ["ERROR", "WARN", "info", "[error]", "level=warn", "Error:", "svc", "[http]", "",
          "r24=0x1f", "lr:0x1f", "alt0", "pool-3-thread-12", "svc|30002312", "(ord-52301927,",
          "HTTP/1.1", "v2.14.0", "91%", "10MB", "k8s", "v2beta1", "39ms,", "1h30m", "12µs",
          "10.0.3.7:8080", "550e8400-e29b-41d4-a716-446655440000", "00:11:22:33:44:55",
          "fe80::1", "fe80:0:0:0:1ff:fe23:4567:890a", "aaaaaaaa-1111-bbbb-cccc-dddddddddddd",
          "37244d305f77223c", "deadbeef", "bc2x7", "x=1.5", '{"ts":"2024-01-01T00:00:00Z",',
          "12345678.9", "0123", "\u0663\u0664", "²", "a\x00b7", "\x00", "\t7", "<*>", "<*>5",
          "Nov", "30", "12:00:01", "2026-11-30T02:13:58.412Z", "\ufffd", "\x1f9", " ", "\n"]


def odd_lines() -> list[str]:
    """Every lead before a few token mixes: fast-path timestamps, near misses, odd bytes."""
    mixes = [" ".join(TOKENS[i:i + 5]) for i in range(0, len(TOKENS), 3)]
    return [lead + mix for lead, mix in itertools.product(LEADS, mixes)]


def odd_text() -> str:
    """Line breaks of every kind, CRLF, empty lines, runs of spaces, and long lines."""
    return ("2026-11-30T02:00:00.000Z INFO a 1\r\n2026-11-30T02:00:01.000Z INFO a 2\r\n"
            "\n\n   \nlone\rcr 3\nvt\x0bff\x0cfs\x1cgs\x1drs\x1enel\x85ls\u2028ps\u2029 4\n"
            "2026-11-30T02:00:02.000Z ERROR " + "x9 " * 400 + "\n"
            "2026-11-30T02:00:03.000Z ERROR " + "x9 " * 400 + "\r\n"
            "2026-11-30T02:00:04.000Z\n2026-11-30T02:00:05.000Z \n2026-11-30T02:00:06.000Z  \n"
            "no newline at the end 5")


def logs_like_the_tests() -> list[str]:
    """Tokens and leads of the property tests, cycled deterministically."""
    cycle = itertools.cycle(TOKENS[::-1])
    return [LEADS[i % len(LEADS)] + " ".join(next(cycle) for _ in range(i % 9))
            for i in range(600)]


CASES: dict[str, Callable[[], Folded]] = {
    "prodsim speed log": lambda: fold_lines(prodsim_speed_log()),
    "prodsim speed log, budget 3000": lambda: fold_lines(prodsim_speed_log(), budget=3000),
    "prodsim log-flood cart": lambda: fold_lines(prodsim_flood_log()),
    "prodsim log-flood cart, budget 200": lambda: fold_lines(prodsim_flood_log(), budget=200),
    "prodsim speed log, first 300 lines": lambda: fold_lines(prodsim_speed_log()[:300]),
    "odd lines": lambda: fold_lines(odd_lines()),
    "odd lines, budget 500": lambda: fold_lines(odd_lines(), budget=500),
    "odd lines, one at a time": lambda: fold_lines(odd_lines()[::-7]),
    "odd text": lambda: fold_text(odd_text()),
    "odd text, budget 0": lambda: fold_text(odd_text(), budget=0),
    "logs like the tests": lambda: fold_lines(logs_like_the_tests()),
    "bytes": lambda: fold_bytes(bytes(range(256)) * 3 + b"\xff\xfe 1\r\n\x00\x002 3\n"),
    "fast path then slow": lambda: fold_lines(
        ["2026-11-30T02:00:00.000Z INFO a 1", "Nov 30 02:13:58 host a 2",
         "2026-11-30T02:00:01.000Z INFO a 3", "2026-11-30T02:00:01.000Z"]),
    "only timestamps": lambda: fold_text("2026-11-30T02:00:00.000Z\n2026-11-30T02:00:01.5Z\n"),
    "empty": lambda: fold_text(""),
    "one empty line": lambda: fold_lines([""]),
    "newlines inside elements": lambda: fold_lines(
        ["a \n b 1", " \n ", "\n", "2026-11-30T02:00:00.000Z a\n2026-11-30T02:00:01.000Z b"]),
}

GOLDEN = {
    "prodsim speed log":
        "f3794eb2693d916178d979df1606cdcf5978f2e7dd072c2ddfd1fe4965a2d77b",
    "prodsim speed log, budget 3000":
        "e6a9d18fda552001e7fba22ab682ed003d5c8ed06d4cec6a95c5822997a39f67",
    "prodsim log-flood cart":
        "fb7b21cac804ee14e69d961a5a97fefcc41ec5b05656d0bc1a89812ddcb63d37",
    "prodsim log-flood cart, budget 200":
        "343e7fb717942634f1408176b10f2f3d322db14863188b608b08c49ecb631f50",
    "prodsim speed log, first 300 lines":
        "98d39f0406a451dcda521762c22e03db48e4a4590ab33b64da09b8fa67ba6565",
    "odd lines":
        "fb9f844f021e5b898cd36f9435c4f83c5d7b4f297f9affe932cc49c7d622254d",
    "odd lines, budget 500":
        "41124a236f305f8c1740ddddd58565efa95d3e6fac837a7f01f33548962f8ccd",
    "odd lines, one at a time":
        "e12ef87057004eb6eeb9b1b9baed5442b0a1566b1d1d1738417b11f092291508",
    "odd text":
        "af1bbd2e3e5ff075e72f76df7ef3f11e1a1542df162a0b43272ef224464d6aed",
    "odd text, budget 0":
        "7e2084309017243613723b8de93b5f4f8e94b7c89b96c35655edb3eb174b58fb",
    "logs like the tests":
        "26d77e77d928e0919be000409f3f2a199d3d02f7406c871c63c76c5bbe185eb1",
    "bytes":
        "43b42975ecbb43ea614cf9dec275bad64725c6af0572bf21d34fea43a5e3a9fb",
    "fast path then slow":
        "5a7c0373d0c29c5cd98d8c3a841470d7d7f9831ab4b82bc8b99b3b1425492c23",
    "only timestamps":
        "b7c78cedeb2f305a09d66dda9f369c170a71431d0d94b9b2733f2c4139637780",
    "empty":
        "c5efdb349b1179d63bb93accd0fce32a22d2871695c1bfad024621aaf847b571",
    "one empty line":
        "6a0b9c9f25e7f23b0af56276a7f2255786418bae5c2407cc5471a329017017f4",
    "newlines inside elements":
        "40b73d9c79fff1431d7646945a0fa88d0d618e7957cf4a3f3b2fb80bf75c2a3e",
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_fold_output_is_byte_identical_to_the_golden_capture(name: str) -> None:
    assert digest(CASES[name]()) == GOLDEN[name]


if __name__ == "__main__":
    for case, make in CASES.items():
        print(f'    "{case}":\n        "{digest(make())}",')
