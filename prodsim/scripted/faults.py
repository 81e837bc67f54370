"""Fault modes: the ways a real Ollama (or the model behind it) fails, on a schedule.

A fault is a mode plus a schedule, written as text so it can ride in a model spec
(`scripted:investigator?fault=crash-once`), a model tag (`investigator:busy-first-2`) or a
request option (`"options": {"fault": "slow=0.5"}`):

    spec     := mode ["=" seconds] ["-" schedule]       several specs: joined with ","
    schedule := "always" | "once" | "first-N" | "every-N"  (default "always"; once = first-1)

* `crash`: 500 `llama runner process has terminated: exit status 2`;
* `stopped`: 500 `model runner has unexpectedly stopped, this may be due to resource
  limitations or an internal error, check ollama server logs for details`;
* `busy`: 503 `server busy, please try again.  maximum pending requests exceeded`;
* `drop`: the connection dies before a response: the ASGI app sends the status line and raises
  `DroppedConnection` (an `httpx.RemoteProtocolError`, so in-process httpx clients see a
  transport error; over a real port uvicorn closes the socket);
* `slow[=S]`: S seconds (default 2) before the first byte, added to `load_duration`;
* `no-done`: streaming, the chunks then EOF with no `done: true` chunk; `stream: false`, 200
  with `done: false` and no metrics;
* `bad-args`: every tool call's `arguments` is a string that is not JSON (a model bug: real
  Ollama always sends an object);
* `truncate`: `prompt_eval_count` = max(1, min(count, count // 2, num_ctx // 2 + 2));
* `overflow` (`/v1` only): 400 with llama.cpp's `exceed_context_size_error` body, as an
  OpenAI-compatible server refuses a prompt over its context.

Real models' quirks (`prodsim.scripted.quirks`), applied to the policy's correct answer:
`think` (a `thinking` field; `reasoning_content` on `/v1`), `think-tags` (`<think>…</think>`
before the content), `content-call` (the calls written as JSON in the content),
`string-args` (arguments as JSON text), `double-args` (JSON text of JSON text),
`unknown-tool` (the first call's tool misnamed), `prefixed-tool` (`functions.NAME`),
`extra-args` (an unknown parameter added), `missing-args` (a required one dropped),
`wrong-types` (numbers and booleans quoted: `"limit": "50"`), `empty` (no content, no call),
`repeat` (one sentence over and over, no call), `cut` (the arguments cut mid-JSON and the
stop reason `length`, as a token limit leaves them).

Schedules count the app's generation requests (chat requests with messages; loads are not
counted) from 1, each spec with its own counter, so they are deterministic per app instance:
`first-N` fires on requests 1..N, `every-N` on requests N, 2N, 3N, ...
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import httpx

from prodsim.scripted import quirks

MODES = ("crash", "stopped", "busy", "drop", "slow", "no-done", "bad-args", "truncate",
         "overflow", *quirks.MODES)
DEFAULT_SLOW_S = 2.0
CRASH_MESSAGE = "llama runner process has terminated: exit status 2"
STOPPED_MESSAGE = ("model runner has unexpectedly stopped, this may be due to resource "
                   "limitations or an internal error, check ollama server logs for details")
BUSY_MESSAGE = "server busy, please try again.  maximum pending requests exceeded"
BAD_ARGUMENTS_SUFFIX = "<|im_end|>"
"""Appended to a cut-off JSON text: what a model that ran past its call leaves behind."""

_SPEC = re.compile(r"(?P<mode>" + "|".join(re.escape(m) for m in MODES) + r")"
                   r"(?:=(?P<seconds>\d+(?:\.\d*)?|\.\d+))?"
                   r"(?:-(?P<schedule>always|once|first-(?P<first>\d+)|every-(?P<every>\d+)))?")


class FaultSpecError(ValueError):
    """A fault spec that does not parse; the message names the spec and the grammar."""


class DroppedConnection(httpx.RemoteProtocolError):
    """Raised by the app for the `drop` fault: to an httpx client, a connection that died."""


@dataclass(frozen=True, slots=True)
class FaultSpec:
    """One fault mode on a schedule."""

    mode: str
    schedule: str = "always"
    """`always`, `first` or `every`."""
    n: int = 1
    """N of `first-N` / `every-N`."""
    seconds: float = DEFAULT_SLOW_S
    """`slow` only: seconds before the first byte."""

    def __post_init__(self) -> None:
        if self.mode not in MODES:
            raise FaultSpecError(f"unknown fault mode {self.mode!r} (modes: {', '.join(MODES)})")
        if self.schedule not in ("always", "first", "every"):
            raise FaultSpecError(f"unknown fault schedule {self.schedule!r} "
                                 "(always, once, first-N, every-N)")
        if self.n < 1:
            raise FaultSpecError(f"fault {self.mode}: N must be >= 1, got {self.n}")
        if self.seconds < 0:
            raise FaultSpecError(f"fault {self.mode}: seconds must be >= 0")

    @classmethod
    def parse(cls, text: str) -> FaultSpec:
        match = _SPEC.fullmatch(text.strip())
        if match is None:
            raise FaultSpecError(
                f"fault spec {text!r}: expected MODE[=SECONDS][-always|once|first-N|every-N] "
                f"with MODE one of {', '.join(MODES)}")
        seconds = float(match["seconds"]) if match["seconds"] else DEFAULT_SLOW_S
        if match["seconds"] and match["mode"] != "slow":
            raise FaultSpecError(f"fault spec {text!r}: only `slow` takes =SECONDS")
        schedule, n = "always", 1
        if match["schedule"] == "once":
            schedule = "first"
        elif match["first"]:
            schedule, n = "first", int(match["first"])
        elif match["every"]:
            schedule, n = "every", int(match["every"])
        return cls(match["mode"], schedule, n, seconds)

    def fires(self, count: int) -> bool:
        """Whether the fault hits the `count`-th request (1-based)."""
        if self.schedule == "first":
            return count <= self.n
        if self.schedule == "every":
            return count % self.n == 0
        return True

    def __str__(self) -> str:
        mode = f"slow={self.seconds:g}" if self.mode == "slow" else self.mode
        schedule = {"always": "always", "first": f"first-{self.n}",
                    "every": f"every-{self.n}"}[self.schedule]
        return f"{mode}-{schedule}"


def parse_faults(specs: str | Iterable[str | FaultSpec] | None) -> tuple[FaultSpec, ...]:
    """Fault specs from text (`"crash-once,slow=0.5"`), a list of texts/specs, or None."""
    if specs is None:
        return ()
    items: Iterable[str | FaultSpec] = [specs] if isinstance(specs, str) else specs
    out: list[FaultSpec] = []
    for item in items:
        if isinstance(item, FaultSpec):
            out.append(item)
            continue
        out.extend(FaultSpec.parse(part) for part in item.split(",") if part.strip())
    return tuple(out)


def looks_like_faults(text: str) -> bool:
    """Whether a model tag is a fault list (`investigator:crash-once`) rather than a tag."""
    try:
        return bool(parse_faults(text))
    except FaultSpecError:
        return False


def truncated_count(count: int, num_ctx: int) -> int:
    """The `truncate` fault's `prompt_eval_count`: always below the real prompt when it is > 1."""
    return max(1, min(count, count // 2, num_ctx // 2 + 2))


def broken_arguments(arguments_json: str) -> str:
    """Arguments a buggy model emits: the JSON cut before its last brace, plus a stop token."""
    return arguments_json[:-1] + BAD_ARGUMENTS_SUFFIX


class FaultSchedule:
    """Per-app counters: which faults hit the next request. Not shared between apps."""

    def __init__(self, faults: Sequence[FaultSpec]) -> None:
        self.faults = tuple(faults)
        self._counts: dict[tuple[str, FaultSpec], int] = {}

    def due(self, scope: str, faults: Sequence[FaultSpec]) -> list[FaultSpec]:
        """Advance every spec's counter for this request; return those that fire.

        `scope` keeps counters of faults selected by a tag or option apart per model name.
        """
        firing: list[FaultSpec] = []
        for index, spec in enumerate(faults):
            key = (f"{scope}#{index}", spec)
            count = self._counts.get(key, 0) + 1
            self._counts[key] = count
            if spec.fires(count):
                firing.append(spec)
        return firing


__all__ = ["BUSY_MESSAGE", "CRASH_MESSAGE", "MODES", "STOPPED_MESSAGE", "DroppedConnection",
           "FaultSchedule", "FaultSpec", "FaultSpecError", "parse_faults"]
