"""A corpus of real-world log formats with known templates, for measuring the fold.

Each format is a header (how the system stamps a line) and a list of templates written from
what those systems print: HDFS/Hadoop/Spark/Zookeeper Java logs, OpenStack, supercomputer
RAS logs, syslog and kernel lines, OpenSSH, Windows CBS, macOS, Android logcat, HealthApp,
Apache and nginx, a proxy client, JSON lines, logfmt, Kubernetes container logs with stack
traces. `generate(name)` makes seeded lines and the true template of each, so a method's
grouping can be scored line by line. The fold never reads these templates: they are the
answer key, in the way prodsim's ground truth is.

A placeholder `{kind}` in a template is a variable: the kinds (`VARS` and each format's own)
mix values with digits (ids, addresses, sizes) and without (host names, paths, user names,
class names, quoted values), as real logs do.
"""

from __future__ import annotations

import random
import string
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime, timedelta

Gen = Callable[[random.Random], str]
Header = Callable[[datetime, str, random.Random], str]

_WORDS = ("alpha", "bravo", "cedar", "delta", "ember", "falcon", "garnet", "harbor", "indigo",
          "juniper", "kestrel", "lumen", "maple", "nimbus", "onyx", "pine", "quartz", "raven",
          "sierra", "tundra", "umber", "violet", "willow", "yarrow", "zephyr")
_USERS = ("root", "admin", "oracle", "postgres", "deploy", "jenkins", "alice", "bob", "carol",
          "dave", "erin", "frank", "guest", "test", "ubuntu", "git", "nagios", "backup", "www",
          "mysql", "ftpuser", "support", "operator", "student", "hadoop")
_TLDS = ("com", "net", "org", "io", "edu", "cn", "de")


def _pick(*values: str) -> Gen:
    return lambda rng: rng.choice(values)


def _int(lo: int, hi: int) -> Gen:
    return lambda rng: str(rng.randint(lo, hi))


def _hex(n: int) -> Gen:
    return lambda rng: "".join(rng.choice("0123456789abcdef") for _ in range(n))


def _host(rng: random.Random) -> str:
    parts = rng.sample(_WORDS, rng.randint(1, 3))
    return ".".join([*parts, rng.choice(_TLDS)]) if rng.random() < 0.7 else "-".join(parts)


def _path(rng: random.Random) -> str:
    depth = rng.randint(1, 4)
    leaf = rng.choice(_WORDS) + rng.choice((".log", ".conf", ".so", ".py", ".html", "", ".dat"))
    return "/" + "/".join([*rng.sample(_WORDS, depth - 1), leaf]) if depth > 1 else "/" + leaf


def _ip(rng: random.Random) -> str:
    parts = ((10, 223), (0, 255), (0, 255), (1, 254))
    return ".".join(str(rng.randint(lo, hi)) for lo, hi in parts)


def _uuid(rng: random.Random) -> str:
    h = _hex(32)(rng)
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def _camel(rng: random.Random) -> str:
    return "".join(w.capitalize() for w in rng.sample(_WORDS, rng.randint(1, 3)))


def _float(rng: random.Random) -> str:
    return f"{rng.uniform(0, 500):.{rng.randint(1, 4)}f}"


def _quoted(rng: random.Random) -> str:
    return '"' + rng.choice(_WORDS) + rng.choice(("", "-" + rng.choice(_WORDS), "_v")) + '"'


VARS: dict[str, Gen] = {
    "int": _int(0, 99999), "small": _int(0, 64), "port": _int(1024, 65535), "pid": _int(2, 32768),
    "ip": _ip, "host": _host, "path": _path, "user": lambda rng: rng.choice(_USERS),
    "hex8": _hex(8), "hex16": _hex(16), "hex32": _hex(32), "uuid": _uuid, "float": _float,
    "word": lambda rng: rng.choice(_WORDS), "camel": _camel, "quoted": _quoted,
    "ms": lambda rng: f"{rng.randint(0, 3000)}ms", "size": _int(0, 10_000_000),
    "bool": _pick("true", "false"),
    "ident": lambda rng: rng.choice(_WORDS) + rng.choice(("", "_" + rng.choice(_WORDS))),
    "letters": lambda rng: "".join(rng.choice(string.ascii_lowercase)
                                   for _ in range(rng.randint(4, 9))),
}


@dataclass(frozen=True)
class Format:
    """A system's log format: its header, its templates and their relative frequencies."""

    name: str
    header: Header
    templates: tuple[tuple[str, str, float], ...]
    """(level, text with `{kind}` placeholders, weight); WARN/ERROR/FATAL are abnormal."""
    kinds: dict[str, Gen] = field(default_factory=dict)
    """This format's own placeholder kinds, over `VARS`."""
    step_ms: int = 400
    """The mean gap between two lines."""


_FORMATTER = string.Formatter()


def _fill(text: str, kinds: dict[str, Gen], rng: random.Random) -> str:
    """`text` with each `{kind}` replaced by a fresh value (`{{` and `}}` are braces)."""
    out: list[str] = []
    for literal, kind, _, _ in _FORMATTER.parse(text):
        out.append(literal)
        if kind is not None:
            out.append(kinds[kind](rng))
    return "".join(out)


def generate(fmt: Format, lines: int = 2000, seed: int = 0) -> tuple[list[str], list[str]]:
    """`lines` seeded lines of `fmt` and the true template of each (`name: text`)."""
    rng = random.Random(f"{fmt.name}:{seed}")
    kinds = {**VARS, **fmt.kinds}
    weights = [w for _, _, w in fmt.templates]
    # Every template occurs at least once (a rare one is the one that matters at 3 a.m.).
    order = list(range(len(fmt.templates)))
    order += rng.choices(range(len(fmt.templates)), weights=weights, k=lines - len(order))
    rng.shuffle(order)
    when = datetime(2026, 11, 30, 2, 0, 0)
    out: list[str] = []
    truth: list[str] = []
    for i in order[:lines]:
        level, text, _ = fmt.templates[i]
        when += timedelta(milliseconds=rng.randint(0, 2 * fmt.step_ms))
        out.append(fmt.header(when, level, rng) + _fill(text, kinds, rng))
        truth.append(f"{fmt.name}: {text}")
    return out, truth


def formats() -> dict[str, Format]:
    """Every format of the corpus, by name."""
    from oncall.lab.fold_corpus import apps, java, marks, unix

    return {f.name: f for module in (java, unix, apps, marks) for f in module.FORMATS}


ABNORMAL = frozenset({"WARN", "ERROR", "FATAL"})
"""The levels whose templates must all be kept (the targets count them apart)."""


@dataclass(frozen=True)
class Kept:
    """What one method kept of a generated log: true templates with a line shown verbatim."""

    templates: int
    known: int
    abnormal: int
    known_abnormal: int
    lost: tuple[str, ...]


def kept(fmt: Format, truth: list[str], shown: list[int]) -> Kept:
    """Score the lines a method shows verbatim (their indexes) against the true templates."""
    levels = {f"{fmt.name}: {text}": level for level, text, _ in fmt.templates}
    known = set(truth)
    got = {truth[i] for i in shown}
    bad = {t for t in known if levels[t] in ABNORMAL}
    return Kept(len(got & known), len(known), len(got & bad), len(bad),
                tuple(sorted(known - got)))
