"""Record or replay: how a run survives a crash without redoing finished work.

A resumed run executes the same loop from the top. Each step it takes is first matched against
the next logged event of the run: if the log holds it, the logged result is returned and
nothing is requested again; if the log holds something else, the code and the log disagree and
`ReplayMismatch` is raised instead of guessing. Once the log is exhausted the run is live and
every step is appended as it happens.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from oncall import events as kinds
from oncall.errors import ReplayMismatch
from oncall.state import RunState, apply
from oncall.store import Event, NewEvent, Store


def _key(kind: str, step: int, key: str) -> str:
    return f"{kind} step {step} [{key}]"


@dataclass(frozen=True, slots=True)
class Performed:
    """What an effect of `Journal.effects` did: its event's payload, and the records (kinds
    that are not replayed) committed right after it in the same transaction."""

    payload: Mapping[str, Any]
    records: Sequence[tuple[str, Mapping[str, Any]]] = ()


class Journal:
    """One run's view of its log: the replay cursor, the state fold, and appends."""

    def __init__(self, store: Store, run_id: str, logged: Sequence[Event]) -> None:
        self.store = store
        self.run_id = run_id
        self._logged = list(logged)
        self._events = list(logged)
        self._cursor = 0
        self.state = RunState()
        self.replayed = 0
        self._pass_lifecycle()

    def _pass_lifecycle(self) -> None:
        """Fold lifecycle events up to the next replayable one, so the state during replay is
        the state the run had at that point of its history (guards see what they saw then)."""
        logged = self._logged
        while self._cursor < len(logged) and not kinds.replayed(logged[self._cursor].kind):
            self.state = apply(self.state, logged[self._cursor])
            self._cursor += 1

    @property
    def logged_events(self) -> Sequence[Event]:
        """The events the run had when this journal was opened (its earlier attempts)."""
        return self._logged

    @property
    def events(self) -> Sequence[Event]:
        """The run's whole log as it stands: what it held when opened, plus every append made
        through this journal since (a run's events are all written through its journal)."""
        return self._events

    @property
    def logged(self) -> int:
        """How many events the run had when this journal was opened."""
        return len(self._logged)

    @property
    def replaying(self) -> bool:
        return self._cursor < len(self._logged)

    def _next_logged(self, kind: str, step: int, key: str) -> Event | None:
        if not self.replaying:
            return None
        event = self._logged[self._cursor]
        logged_key = str(event.payload.get("_key", ""))
        if (event.kind, event.step, logged_key) != (kind, step, key):
            raise ReplayMismatch(
                f"run {self.run_id} seq {event.seq}: the log holds "
                f"{_key(event.kind, event.step, logged_key)} but the code asked for "
                f"{_key(kind, step, key)}; refusing to guess")
        self._cursor += 1
        self.replayed += 1
        self.state = apply(self.state, event)
        self._pass_lifecycle()
        return event

    async def append(self, events: Sequence[NewEvent]) -> list[Event]:
        """Append live events: after replay, or records (retries, folds) during it. Each
        payload must fit its declared kind (`oncall/events/`)."""
        for new in events:
            kinds.check(new.kind, new.payload)
        appended = await self.store.append(self.run_id, events)
        self._events += appended
        for event in appended:
            self.state = apply(self.state, event)
        return appended

    async def record(self, kind: str, step: int, key: str,
                     payload: Mapping[str, Any]) -> Mapping[str, Any]:
        """Log a decision the loop made; on replay, check it is the one the log holds."""
        logged = self._next_logged(kind, step, key)
        if logged is not None:
            return logged.payload
        await self.append([NewEvent(kind, step, {"_key": key, **payload})])
        return payload

    async def effect(self, kind: str, step: int, key: str,
                     perform: Callable[[], Awaitable[Mapping[str, Any]]],
                     digest: str | None = None) -> tuple[Mapping[str, Any], bool]:
        """Run a step with effects once: replay its logged result or perform and log it.

        `digest` identifies the request (e.g. a hash of the chat body); a logged step whose
        digest differs means the code would now send something else, which is a mismatch.
        Returns the payload and whether it came from the log.
        """
        logged = self._next_logged(kind, step, key)
        if logged is not None:
            if digest is not None and logged.payload.get("_digest") != digest:
                raise ReplayMismatch(
                    f"run {self.run_id} seq {logged.seq}: {_key(kind, step, key)} was logged "
                    "for a different request than the code now builds; refusing to guess")
            return logged.payload, True
        payload = dict(await perform())
        payload["_key"] = key
        if digest is not None:
            payload["_digest"] = digest
        await self.append([NewEvent(kind, step, payload)])
        return payload, False

    async def effects(self, kind: str, step: int, keys: Sequence[str],
                      perform: Callable[[int], Awaitable[Performed]]
                      ) -> list[tuple[Mapping[str, Any], bool]]:
        """Several effects of one step (a turn's tool calls) committed in one transaction.

        Logged ones are replayed; the rest are performed in order and appended together, each
        effect's event followed by its records (a fold, a redaction: kinds never replayed). A
        crash before that commit re-runs them on resume: at-least-once for what was in flight,
        which is why only tools that are safe to repeat (read-only) go through here.
        """
        out: list[tuple[Mapping[str, Any], bool]] = []
        for key in keys:
            logged = self._next_logged(kind, step, key)
            if logged is None:
                break
            out.append((logged.payload, True))
        fresh: list[dict[str, Any]] = []
        events: list[NewEvent] = []
        for i in range(len(out), len(keys)):
            done = await perform(i)
            payload = {**done.payload, "_key": keys[i]}
            fresh.append(payload)
            events.append(NewEvent(kind, step, payload))
            for record_kind, record in done.records:
                if kinds.replayed(record_kind):
                    raise ValueError(f"{record_kind} is a step, not a record: it cannot ride "
                                     f"with a {kind} event")
                events.append(NewEvent(record_kind, step, record))
        if events:
            await self.append(events)
        return out + [(p, False) for p in fresh]
