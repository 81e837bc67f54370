"""Migrations 8-10: alert intake, the notification outbox, the run index, retention and the
totals `/metrics` reads, all kept by triggers.

Part of the ordered list in `oncall.store.migrations`; a shipped entry is never edited.
"""

from __future__ import annotations

from oncall.store.migration import Migration

SERVE_MIGRATIONS: tuple[Migration, ...] = (
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
