"""Migrations 1-7: the event log, run specs and their views, circuits, leases, the hash chain.

Part of the ordered list in `oncall.store.migrations`; a shipped entry is never edited.
"""

from __future__ import annotations

from oncall.store.migration import ISO as _ISO
from oncall.store.migration import Migration

RUN_MIGRATIONS: tuple[Migration, ...] = (
    Migration(
        1,
        "events: the append-only log",
        """
        -- One row per event. The log is at once checkpoint (a run is rebuilt from it), ledger
        -- (model calls with their token counts) and trace (guards, refusals, errors).
        CREATE TABLE events (
            run_id  TEXT    NOT NULL,
            seq     INTEGER NOT NULL,   -- 1, 2, 3 … per run; a second writer collides here
            kind    TEXT    NOT NULL,   -- run_started, context, model_call, tool_call, …
            step    INTEGER NOT NULL,   -- the agent model call the event belongs to; 0 = none
            ts      REAL    NOT NULL,   -- unix seconds when the event was appended
            payload TEXT    NOT NULL,   -- one JSON object, shape documented per kind
            PRIMARY KEY (run_id, seq)
        ) WITHOUT ROWID;
        CREATE INDEX events_by_kind ON events (kind, run_id, seq);

        -- Append-only is the database's rule, not a convention of the code.
        CREATE TRIGGER events_refuse_update BEFORE UPDATE ON events
        BEGIN SELECT RAISE(ABORT, 'events is append-only: UPDATE refused'); END;
        CREATE TRIGGER events_refuse_delete BEFORE DELETE ON events
        BEGIN SELECT RAISE(ABORT, 'events is append-only: DELETE refused'); END;
        """,
    ),
    Migration(
        2,
        "run_specs and the runs view",
        f"""
        -- What a run was asked to do, written once when the run is created; resume reads it.
        CREATE TABLE run_specs (
            run_id     TEXT PRIMARY KEY,
            scenario   TEXT NOT NULL,   -- the scenario's name (its file stem)
            spec       TEXT NOT NULL,   -- the resolved scenario as JSON
            created_at REAL NOT NULL
        );
        CREATE TRIGGER run_specs_refuse_update BEFORE UPDATE ON run_specs
        BEGIN SELECT RAISE(ABORT, 'run_specs is append-only: UPDATE refused'); END;
        CREATE TRIGGER run_specs_refuse_delete BEFORE DELETE ON run_specs
        BEGIN SELECT RAISE(ABORT, 'run_specs is append-only: DELETE refused'); END;

        -- A run's status is derived from its lifecycle events, so it can never disagree with
        -- the log: queued (no attempt yet), running (last lifecycle event is a start), or the
        -- outcome of the last run_finished.
        CREATE VIEW runs AS
        SELECT
            s.run_id,
            s.scenario,
            CASE
                WHEN l.kind IS NULL THEN 'queued'
                WHEN l.kind = 'run_started' THEN 'running'
                ELSE json_extract(l.payload, '$.outcome')
            END AS status,
            (SELECT count(*) FROM events e
              WHERE e.run_id = s.run_id AND e.kind = 'run_started') AS attempts,
            {_ISO.format(col='s.created_at')} AS created_at,
            (SELECT {_ISO.format(col='min(e.ts)')} FROM events e
              WHERE e.run_id = s.run_id AND e.kind = 'run_started') AS started_at,
            CASE WHEN l.kind = 'run_finished' THEN {_ISO.format(col='l.ts')} END AS finished_at
        FROM run_specs s
        LEFT JOIN events l ON l.run_id = s.run_id AND l.seq = (
            SELECT max(e.seq) FROM events e
             WHERE e.run_id = s.run_id AND e.kind IN ('run_started', 'run_finished'));
        """,
    ),
    Migration(
        3,
        "the ledger view",
        f"""
        -- One row per model call, successful or failed, as the server counted the tokens.
        -- attempt is the number of tries the call took; run_attempt the run's attempt.
        CREATE VIEW ledger AS
        SELECT
            run_id,
            step,
            json_extract(payload, '$.role')              AS role,
            json_extract(payload, '$.model')             AS model,
            json_extract(payload, '$.prompt_tokens')     AS prompt_tokens,
            json_extract(payload, '$.completion_tokens') AS completion_tokens,
            json_extract(payload, '$.latency_ms')        AS latency_ms,
            json_extract(payload, '$.cost_usd')          AS cost_usd,
            json_extract(payload, '$.attempt')           AS attempt,
            json_extract(payload, '$.run_attempt')       AS run_attempt,
            CASE kind WHEN 'model_call' THEN 1 ELSE 0 END AS ok,
            json_extract(payload, '$.error')             AS error,
            seq,
            {_ISO.format(col='ts')}                      AS at
        FROM events
        WHERE kind IN ('model_call', 'model_error');
        """,
    ),
    Migration(
        4,
        "tool circuit breakers",
        """
        -- The current state of each tool's circuit, shared by every run on this database and
        -- surviving restarts. The one mutable table: a breaker is state, not history.
        CREATE TABLE circuits (
            tool       TEXT PRIMARY KEY,
            state      TEXT NOT NULL,      -- closed, open, half_open
            failures   INTEGER NOT NULL,   -- consecutive transient failures
            opened_at  REAL,               -- unix seconds the circuit last opened
            updated_at REAL NOT NULL
        );
        -- Every transition, append-only: from a run (run_id set) or forced from the CLI.
        CREATE TABLE circuit_events (
            id        INTEGER PRIMARY KEY,
            tool      TEXT NOT NULL,
            from_state TEXT NOT NULL,
            to_state  TEXT NOT NULL,
            reason    TEXT NOT NULL,
            run_id    TEXT,
            ts        REAL NOT NULL
        );
        CREATE TRIGGER circuit_events_refuse_update BEFORE UPDATE ON circuit_events
        BEGIN SELECT RAISE(ABORT, 'circuit_events is append-only: UPDATE refused'); END;
        CREATE TRIGGER circuit_events_refuse_delete BEFORE DELETE ON circuit_events
        BEGIN SELECT RAISE(ABORT, 'circuit_events is append-only: DELETE refused'); END;
        """,
    ),
    Migration(
        5,
        "ledger: failed housekeeping calls",
        f"""
        -- A judge or summarizer call that failed is logged as a replayable model_call with
        -- ok = false (its fallback must replay too); the ledger reads ok from the payload.
        DROP VIEW ledger;
        CREATE VIEW ledger AS
        SELECT
            run_id,
            step,
            json_extract(payload, '$.role')              AS role,
            json_extract(payload, '$.model')             AS model,
            json_extract(payload, '$.prompt_tokens')     AS prompt_tokens,
            json_extract(payload, '$.completion_tokens') AS completion_tokens,
            json_extract(payload, '$.latency_ms')        AS latency_ms,
            json_extract(payload, '$.cost_usd')          AS cost_usd,
            json_extract(payload, '$.attempt')           AS attempt,
            json_extract(payload, '$.run_attempt')       AS run_attempt,
            CASE kind WHEN 'model_call' THEN coalesce(json_extract(payload, '$.ok'), 1)
                      ELSE 0 END                         AS ok,
            json_extract(payload, '$.error')             AS error,
            seq,
            {_ISO.format(col='ts')}                      AS at
        FROM events
        WHERE kind IN ('model_call', 'model_error');
        """,
    ),
    Migration(
        6,
        "worker leases",
        """
        -- Who is working on a run right now. Mutable on purpose, like circuits: a lease is a
        -- claim on the present (renewed every heartbeat), not history; the history of who ran
        -- each attempt is in the log (run_started, takeover). A run's row lives from its first
        -- claim until it finishes, so the table holds only unfinished, claimed runs.
        CREATE TABLE leases (
            run_id      TEXT PRIMARY KEY REFERENCES run_specs (run_id),
            worker      TEXT    NOT NULL,  -- host:pid:random of the holder
            epoch       INTEGER NOT NULL,  -- +1 on every claim: the fencing token appends check
            acquired_at REAL    NOT NULL,  -- unix seconds this holder claimed it
            renewed_at  REAL    NOT NULL,  -- the holder's last heartbeat
            expires_at  REAL    NOT NULL,  -- after this, anyone may take the run over
            released_at REAL               -- set when the holder gave it up (SIGTERM)
        ) WITHOUT ROWID;
        CREATE INDEX leases_by_expiry ON leases (expires_at);
        """,
    ),
    Migration(
        7,
        "events: the hash chain",
        """
        -- sha256 over the event's row and the hash of its run's previous event (see
        -- oncall/store/chain.py): an edit, delete or reorder made behind the store's back is
        -- caught by `python -m oncall verify`. NULL for events appended before this migration.
        ALTER TABLE events ADD COLUMN hash TEXT;
        """,
    ),
)
