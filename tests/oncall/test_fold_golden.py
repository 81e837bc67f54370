"""Golden output: the fold of fixed inputs must stay byte-identical across refactors.

The digests were captured when the fold learned digit-less variables, real first and last
times and a budget that leaves templates out, so a refactor that changes any byte of any
result (text, templates, counts, timestamps, numbers) fails here. Print the current digests
with `python tests/oncall/test_fold_golden.py`; only update them for an intended change of
the fold's output, and say so in the commit.
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
        "e67569e0cdf5c625b1c1a9308f97f72970ef27a945459eb6919a345e3c0bbd9f",
    "prodsim speed log, budget 3000":
        "a4e59e2c8b7168a1423773e3392a7f7ea2f2431025a00bfb687e301e1a3176d1",
    "prodsim log-flood cart":
        "3959ae753a7bfa081d5803ee694127df6dfacadd8b3038c5f9a85decf7ac0e74",
    "prodsim log-flood cart, budget 200":
        "9f55ec9f391fb66cd84f23294896d7c099871073cc84f800b6ae06ddc0a753c7",
    "prodsim speed log, first 300 lines":
        "0894fd64dd3cffd1efe0e9fa3760838d39eb70c606aef5030d1e352aceca1ae6",
    "odd lines":
        "e6f842751291558bdfd003afaf723d838a1ebb2f004a4aa92f0322059834d58e",
    "odd lines, budget 500":
        "3d77d7fb5542f918dec9cb59ad9c7656603f33cc23badcc4b14dd7d087222862",
    "odd lines, one at a time":
        "accdfd6aef72551466ed44fd4f5c9c7636b757cd67fe3724296103552c062989",
    "odd text":
        "8a3f8bcda56501542e51daae21e90de0b35aa0e09f46b51cccb31f7c765c3a03",
    "odd text, budget 0":
        "a69f3ec27f0881f691b7c7042142810d56b20190b409acf4ec8ea4ebdbd2957d",
    "logs like the tests":
        "b2f7b5d39b08e9892c28284eb5d132532578138cf1ec9053dcb94a9667e8223b",
    "bytes":
        "7783e3c7c138d9104e626e344696438339f6b5073d3d0ac420a8d1a7c42c489c",
    "fast path then slow":
        "2cec5858d590e97f29fd6bf9fb9bb67d38ab857e753173d99ef148f1d134d661",
    "only timestamps":
        "c536a7158413ff99f22079071a751fd0f6810082a83ae8b763c0247a920371a3",
    "empty":
        "e03dea15d50df919b0f7db345d2656291a2eb459a920d47f19cbbac1fb6bd023",
    "one empty line":
        "f96bef3e506a7b6e464874f8db27dd433a6a20cb7afa63acfc466f43d20d0bbd",
    "newlines inside elements":
        "151763d5412c6b0347c5c8747bff29267a503b25568c7ebd5d1648f9a20273fb",
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_fold_output_is_byte_identical_to_the_golden_capture(name: str) -> None:
    assert digest(CASES[name]()) == GOLDEN[name]


if __name__ == "__main__":
    for case, make in CASES.items():
        print(f'    "{case}":\n        "{digest(make())}",')
