"""The schema, as an ordered list of migrations.

A shipped migration is never edited: a change to the schema is a new entry at the end. Each
entry runs in its own transaction and is recorded in `schema_migrations`.
"""

from __future__ import annotations

from dataclasses import dataclass

# 'onca' in ASCII: marks a file as an oncall database, so a foreign SQLite file is refused
# instead of being written into.
APPLICATION_ID = 0x6F6E6361

# Unix seconds (REAL) rendered as RFC 3339 for people reading the views with sqlite3.
_ISO = "strftime('%Y-%m-%dT%H:%M:%fZ', {col}, 'unixepoch')"


@dataclass(frozen=True, slots=True)
class Migration:
    version: int
    name: str
    sql: str


MIGRATIONS: tuple[Migration, ...] = (
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
)

MIGRATIONS += (
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
)

MIGRATIONS += (
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
)

MIGRATIONS += (
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
)

MIGRATIONS += (
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

MIGRATIONS += (
    Migration(
        8,
        "alert intake, the notification outbox, and a run index kept by triggers",
        """
        -- One row per run with what listing and counting need, so that `runs`, `status`,
        -- `/v1/runs` and `/metrics` read an index instead of folding every run's events. The
        -- database keeps it (triggers on run_specs and events), so every writer -- a worker,
        -- `oncall run`, `serve` -- keeps it right without knowing it exists. Derived data:
        -- the log stays the truth, and `runs` (the view) still says the same.
        CREATE TABLE run_index (
            run_id      TEXT PRIMARY KEY,
            scenario    TEXT NOT NULL,
            created_at  REAL NOT NULL,      -- unix seconds, as in run_specs
            status      TEXT NOT NULL,      -- queued, running, or the last run_finished outcome
            attempts    INTEGER NOT NULL DEFAULT 0,
            started_at  REAL,               -- the first run_started
            finished_at REAL,               -- the last run_finished
            guard       TEXT                -- the guard that ended the run, if one did
        ) WITHOUT ROWID;
        CREATE INDEX run_index_by_created ON run_index (created_at, run_id);
        CREATE INDEX run_index_by_status ON run_index (status, created_at, run_id);
        CREATE TRIGGER run_index_on_spec AFTER INSERT ON run_specs
        BEGIN
            INSERT OR IGNORE INTO run_index (run_id, scenario, created_at, status)
            VALUES (new.run_id, new.scenario, new.created_at, 'queued');
        END;
        CREATE TRIGGER run_index_on_start AFTER INSERT ON events
        WHEN new.kind = 'run_started'
        BEGIN
            UPDATE run_index SET status = 'running', attempts = attempts + 1,
                started_at = coalesce(started_at, new.ts)
            WHERE run_id = new.run_id;
        END;
        CREATE TRIGGER run_index_on_finish AFTER INSERT ON events
        WHEN new.kind = 'run_finished'
        BEGIN
            UPDATE run_index SET status = json_extract(new.payload, '$.outcome'),
                finished_at = new.ts, guard = json_extract(new.payload, '$.guard')
            WHERE run_id = new.run_id;
        END;
        INSERT INTO run_index (run_id, scenario, created_at, status, attempts, started_at,
                               finished_at, guard)
        SELECT s.run_id, s.scenario, s.created_at,
            CASE WHEN l.kind IS NULL THEN 'queued' WHEN l.kind = 'run_started' THEN 'running'
                 ELSE json_extract(l.payload, '$.outcome') END,
            (SELECT count(*) FROM events e WHERE e.run_id = s.run_id AND e.kind = 'run_started'),
            (SELECT min(e.ts) FROM events e WHERE e.run_id = s.run_id
                AND e.kind = 'run_started'),
            CASE WHEN l.kind = 'run_finished' THEN l.ts END,
            CASE WHEN l.kind = 'run_finished' THEN json_extract(l.payload, '$.guard') END
        FROM run_specs s
        LEFT JOIN events l ON l.run_id = s.run_id AND l.seq = (
            SELECT max(e.seq) FROM events e
             WHERE e.run_id = s.run_id AND e.kind IN ('run_started', 'run_finished'));

        -- Model calls by role and model, counted as they are logged: `/metrics` reads a
        -- handful of rows instead of the ledger of every run. Monotonic, like the counters
        -- Prometheus expects.
        CREATE TABLE usage_totals (
            role              TEXT NOT NULL,
            model             TEXT NOT NULL,
            calls             INTEGER NOT NULL DEFAULT 0,
            failed            INTEGER NOT NULL DEFAULT 0,
            prompt_tokens     INTEGER NOT NULL DEFAULT 0,
            completion_tokens INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY (role, model)
        ) WITHOUT ROWID;
        CREATE TRIGGER usage_on_model_call AFTER INSERT ON events
        WHEN new.kind IN ('model_call', 'model_error')
        BEGIN
            INSERT OR IGNORE INTO usage_totals (role, model)
            VALUES (coalesce(json_extract(new.payload, '$.role'), ''),
                    coalesce(json_extract(new.payload, '$.model'), ''));
            UPDATE usage_totals SET calls = calls + 1,
                failed = failed + (CASE WHEN new.kind = 'model_error'
                    OR json_extract(new.payload, '$.ok') = 0 THEN 1 ELSE 0 END),
                prompt_tokens = prompt_tokens
                    + coalesce(json_extract(new.payload, '$.prompt_tokens'), 0),
                completion_tokens = completion_tokens
                    + coalesce(json_extract(new.payload, '$.completion_tokens'), 0)
            WHERE role = coalesce(json_extract(new.payload, '$.role'), '')
              AND model = coalesce(json_extract(new.payload, '$.model'), '');
        END;
        INSERT INTO usage_totals (role, model, calls, failed, prompt_tokens, completion_tokens)
        SELECT coalesce(json_extract(payload, '$.role'), ''),
               coalesce(json_extract(payload, '$.model'), ''), count(*),
               sum(CASE WHEN kind = 'model_error' OR json_extract(payload, '$.ok') = 0
                   THEN 1 ELSE 0 END),
               sum(coalesce(json_extract(payload, '$.prompt_tokens'), 0)),
               sum(coalesce(json_extract(payload, '$.completion_tokens'), 0))
        FROM events WHERE kind IN ('model_call', 'model_error') GROUP BY 1, 2;

        -- One row per firing alert that started a run: the dedupe that holds across re-sends,
        -- restarts and several `serve` processes (the primary key). resolved_at is set once,
        -- when the sender says the alert resolved.
        CREATE TABLE alerts (
            dedupe_key  TEXT PRIMARY KEY,   -- fingerprint|startsAt (PagerDuty: incident|created)
            source      TEXT NOT NULL,      -- alertmanager, grafana, pagerduty
            run_id      TEXT NOT NULL,
            alert       TEXT NOT NULL,      -- the alert as the run was given it (JSON)
            received_at REAL NOT NULL,
            resolved_at REAL,               -- unix seconds the resolved notification came
            ends_at     TEXT                -- the endsAt the resolved notification gave
        ) WITHOUT ROWID;
        CREATE INDEX alerts_by_run ON alerts (run_id);

        -- Every alert received, append-only: what /metrics counts by source and what became
        -- of it (new run, duplicate, resolved, ignored).
        CREATE TABLE intake (
            id          INTEGER PRIMARY KEY,
            source      TEXT NOT NULL,
            disposition TEXT NOT NULL,      -- new, duplicate, resolved, resolved_unknown, ignored
            dedupe_key  TEXT,
            run_id      TEXT,
            ts          REAL NOT NULL
        );
        CREATE INDEX intake_by_source ON intake (source, disposition);
        CREATE TRIGGER intake_refuse_update BEFORE UPDATE ON intake
        BEGIN SELECT RAISE(ABORT, 'intake is append-only: UPDATE refused'); END;

        -- The notifications to deliver, one row per run and channel: mutable, like leases
        -- (the schedule and the claim of the process delivering it); every attempt is an
        -- event of the run (notification).
        CREATE TABLE outbox (
            run_id        TEXT NOT NULL,
            channel       TEXT NOT NULL,    -- the channel's name in serve.notify
            state         TEXT NOT NULL,    -- pending, delivered, failed
            attempts      INTEGER NOT NULL DEFAULT 0,
            next_at       REAL NOT NULL,    -- not before (unix seconds): the backoff
            claimed_by    TEXT,             -- the serve process sending it now
            claimed_until REAL,
            PRIMARY KEY (run_id, channel)
        ) WITHOUT ROWID;
        CREATE INDEX outbox_due ON outbox (state, next_at);
        """,
    ),
)

MIGRATIONS += (
    Migration(
        9,
        "retention: the manifest of archived runs",
        """
        -- One row per archive file written by `oncall retention archive`: finished runs moved
        -- out of this database, verifiable against the digests below (`retention verify`).
        CREATE TABLE archives (
            id         INTEGER PRIMARY KEY,
            file       TEXT NOT NULL,      -- absolute path when written
            before     REAL NOT NULL,      -- runs that finished before this (unix seconds)
            runs       INTEGER NOT NULL,
            events     INTEGER NOT NULL,
            created_at REAL NOT NULL
        );
        -- Each archived run: its event count and SHA-256 over seq, kind, step, ts, payload.
        CREATE TABLE archived_runs (
            run_id     TEXT PRIMARY KEY,
            archive_id INTEGER NOT NULL REFERENCES archives (id),
            events     INTEGER NOT NULL,
            digest     TEXT NOT NULL
        ) WITHOUT ROWID;
        CREATE TRIGGER archives_refuse_update BEFORE UPDATE ON archives
        BEGIN SELECT RAISE(ABORT, 'archives is append-only: UPDATE refused'); END;
        CREATE TRIGGER archives_refuse_delete BEFORE DELETE ON archives
        BEGIN SELECT RAISE(ABORT, 'archives is append-only: DELETE refused'); END;
        CREATE TRIGGER archived_runs_refuse_update BEFORE UPDATE ON archived_runs
        BEGIN SELECT RAISE(ABORT, 'archived_runs is append-only: UPDATE refused'); END;
        CREATE TRIGGER archived_runs_refuse_delete BEFORE DELETE ON archived_runs
        BEGIN SELECT RAISE(ABORT, 'archived_runs is append-only: DELETE refused'); END;
        """,
    ),
)

MIGRATIONS += (
    Migration(
        10,
        "totals for /metrics, kept by triggers",
        """
        -- What a scrape reads, counted as it is written, so `/metrics` costs the same on a
        -- year of runs as on a day: finishes by outcome and guard (each run_finished event,
        -- so a run resumed after a failure counts twice, as a Prometheus counter should),
        -- run durations as histogram buckets, and alerts by source and disposition.
        -- Monotonic: archiving runs (`oncall retention`) does not lower them.
        CREATE TABLE finish_totals (
            outcome TEXT NOT NULL,
            guard   TEXT NOT NULL,          -- '' when no guard ended the run
            runs    INTEGER NOT NULL DEFAULT 0,
            seconds REAL NOT NULL DEFAULT 0, -- sum of durations (first start to finish)
            PRIMARY KEY (outcome, guard)
        ) WITHOUT ROWID;
        CREATE TABLE duration_buckets (
            le   REAL PRIMARY KEY,          -- upper bound in seconds; 1e308 stands for +Inf
            runs INTEGER NOT NULL DEFAULT 0
        ) WITHOUT ROWID;
        INSERT INTO duration_buckets (le) VALUES (1), (5), (15), (30), (60), (120), (300),
            (600), (1800), (3600), (1e308);
        CREATE TRIGGER totals_on_finish AFTER INSERT ON events
        WHEN new.kind = 'run_finished'
        BEGIN
            INSERT OR IGNORE INTO finish_totals (outcome, guard)
            VALUES (coalesce(json_extract(new.payload, '$.outcome'), ''),
                    coalesce(json_extract(new.payload, '$.guard'), ''));
            UPDATE finish_totals SET runs = runs + 1, seconds = seconds + max(0, new.ts -
                coalesce((SELECT started_at FROM run_index WHERE run_id = new.run_id), new.ts))
            WHERE outcome = coalesce(json_extract(new.payload, '$.outcome'), '')
              AND guard = coalesce(json_extract(new.payload, '$.guard'), '');
            UPDATE duration_buckets SET runs = runs + 1 WHERE le >= new.ts -
                coalesce((SELECT started_at FROM run_index WHERE run_id = new.run_id), new.ts);
        END;
        INSERT INTO finish_totals (outcome, guard, runs, seconds)
        SELECT coalesce(json_extract(e.payload, '$.outcome'), ''),
               coalesce(json_extract(e.payload, '$.guard'), ''), count(*),
               sum(max(0, e.ts - coalesce(r.started_at, e.ts)))
        FROM events e LEFT JOIN run_index r ON r.run_id = e.run_id
        WHERE e.kind = 'run_finished' GROUP BY 1, 2;
        UPDATE duration_buckets SET runs = (
            SELECT count(*) FROM events e LEFT JOIN run_index r ON r.run_id = e.run_id
            WHERE e.kind = 'run_finished' AND e.ts - coalesce(r.started_at, e.ts)
                <= duration_buckets.le);

        CREATE TABLE intake_totals (
            source      TEXT NOT NULL,
            disposition TEXT NOT NULL,
            alerts      INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY (source, disposition)
        ) WITHOUT ROWID;
        CREATE TRIGGER intake_totals_on_insert AFTER INSERT ON intake
        BEGIN
            INSERT OR IGNORE INTO intake_totals (source, disposition)
            VALUES (new.source, new.disposition);
            UPDATE intake_totals SET alerts = alerts + 1
            WHERE source = new.source AND disposition = new.disposition;
        END;
        INSERT INTO intake_totals (source, disposition, alerts)
        SELECT source, disposition, count(*) FROM intake GROUP BY 1, 2;
        """,
    ),
)
