"""Test corpus generators for a log fold: databases seen from the outside ("dbs_outside").

Every line is rendered from a *message spec* (a format string whose ``{field}`` placeholders are the
variables); the truth template is the spec with every ``{field}`` replaced by ``<*>``.  Each
``make(rng)`` returns exactly 2000 rows ``{"line", "template", "level"}`` in time order.  Events
are drawn with Zipf-like weights (common messages first in each list, every spec forced to occur
at least once); value pools are Zipf-skewed.  Multi-line records are one row per physical line,
each physical-line pattern its own spec; continuation lines without a level carry level "-".
Source line numbers (``file.go:<*>``) are fixed per message but masked, per the convention.

postgres_stderr
    ``2026-12-05 08:21:13.123 UTC [1234] app@shop LOG:  duration: ...`` (log_line_prefix
    ``'%m [%p] %q%u@%d '``; background processes print no ``user@db``, pre-auth backends print
    ``[unknown]@[unknown]``).  Variable: the three timestamp tokens, pid, user, database, SQL text,
    durations, hosts/ports, application names, relation / constraint / file names, xids, block
    numbers, checkpoint and vacuum statistics, pg_hba file/line/rule.  Constant: severity word
    (LOG/ERROR/FATAL/WARNING/DETAIL/HINT/CONTEXT/STATEMENT), wording, checkpoint reason (time /
    wal), lock mode, SSL present vs absent.  Autovacuum reports and the ``Connection matched``
    / deadlock process lines are tab-indented continuation lines (level "-").
mariadb_galera
    ``2026-12-05  8:21:13 0 [Note] WSREP: ...`` (hour space-padded to two characters).  Variable:
    date, time, thread/connection id, member indexes, node names, seqnos, gcomm UUIDs, tcp
    addresses, ISO-8601 periods, socket stats, db/user/host of aborted connections, the aborted
    connection reason, error numbers and strings.  Constant: severity word, ``WSREP:``, node state
    transitions (JOINED -> SYNCED ...), view type (PRIM / NON_PRIM), ``using password: YES/NO``,
    relay requesting on/off, state transfer from/to.  The view and quorum blocks are multi-line.
redis_sentinel
    ``1:X 05 Dec 2026 08:21:13.123 # +sdown master mymaster 10.0.0.5 6379``.  Variable: pid, the
    four timestamp tokens, master names, IPs, ports, quorum numbers, epochs, sentinel run ids,
    versions, the ctime in ``Next failover delay``.  Constant: role char X, level symbol
    (``#`` -> WARN, ``*`` -> INFO), the sentinel event name (+sdown, -odown, +switch-master,
    +failover-state-* ...), the instance kind (master / slave / sentinel).
vitess_vttablet
    glog ``I1205 08:21:13.123456   12345 tablet.go:123] msg``.  Variable: date (``I<*>``), time,
    thread id (right-aligned, width 7), source line, tablet aliases, keyspaces/shards, positions,
    SQL, bind vars, caller ids, durations, hosts, error text.  Constant: level letter, source file,
    wording, tablet types / serving states, the vtrpc error code (``Code: ABORTED`` ...).  Query
    errors are two physical lines (``Code: X`` + the error text without prefix).
tidb_server
    ``[2026/12/05 08:21:13.123 +00:00] [INFO] [server.go:123] ["new connection"] [conn=1]``.
    Variable: the three timestamp tokens, source line, every ``[key=value]`` value (conn ids,
    addresses, SQL, errors, ts, uuids, durations, job descriptions).  Constant: level, source file,
    the quoted message, the field keys.
couchbase_memcached
    ``2026-12-05T08:21:13.123456+00:00 INFO 123: (bucket) DCP (Producer) <name> - (vb:12) ...``.
    Variable: timestamp (one token), connection id, bucket, DCP connection names, vbucket ids,
    seqnos, uuids, peer JSON, user names inside ``<ud>..</ud>``, durations, task names, sizes.
    Constant: level word, DCP (Producer)/(Consumer), stream state transitions, wording.
"""

from __future__ import annotations

import random
import re
from datetime import datetime, timedelta
from itertools import accumulate
from string import Formatter
from typing import Callable

N_ROWS = 2000
_F = Formatter()
T0 = datetime(2026, 12, 5, 8, 21, 13, 123456)


# ---------------------------------------------------------------------------------------------
# framework
# ---------------------------------------------------------------------------------------------

def template_of(spec: str) -> str:
    return "".join(lit + ("<*>" if f is not None else "") for lit, f, _, _ in _F.parse(spec))


class Pick:
    """Zipf-skewed choice from a pool (pool order shuffled with the rng)."""

    def __init__(self, rng, items, s=1.0):
        try:
            items = list(dict.fromkeys(items))
        except TypeError:
            items = list(items)
        rng.shuffle(items)
        self.rng, self.items = rng, items
        self.cum = list(accumulate(1.0 / (i + 1) ** s for i in range(len(items))))

    def __call__(self):
        return self.rng.choices(self.items, cum_weights=self.cum)[0]


class E:
    """One event: rows of (level, spec[, overrides]); overrides map field -> other field name or
    ``"=literal"``.  Fields with the same name share one value within the event."""

    def __init__(self, *rows, w=1.0):
        self.rows = [r if len(r) == 3 else (r[0], r[1], {}) for r in rows]
        self.w = w


def build(rng, events, gens, tsf, gap, s=1.4):
    specs = list(dict.fromkeys(sp for e in events for _, sp, _ in e.rows))
    tmpls = [template_of(sp) for sp in specs]
    dup = {t for t in tmpls if tmpls.count(t) > 1}
    assert not dup, dup
    assert 25 <= len(specs) <= 60, len(specs)
    weights = [e.w / (i + 1) ** s for i, e in enumerate(events)]
    idx = range(len(events))
    singles = [i for i in idx if len(events[i].rows) == 1]
    sw = [weights[i] for i in singles]
    seq = list(idx)
    total = sum(len(e.rows) for e in events)
    assert total < N_ROWS
    while total < N_ROWS:
        i = rng.choices(idx, weights)[0]
        if total + len(events[i].rows) > N_ROWS:
            i = rng.choices(singles, sw)[0]
        seq.append(i)
        total += len(events[i].rows)
    rng.shuffle(seq)
    out, t = [], T0
    for i in seq:
        t += timedelta(microseconds=int(rng.expovariate(1.0 / gap) * 1e6) + 1)
        sh = dict(tsf(t))
        for lvl, spec, ov in events[i].rows:
            buf = []
            for lit, f, _, _ in _F.parse(spec):
                buf.append(lit)
                if f is None:
                    continue
                src = ov.get(f, f)
                if src.startswith("="):
                    buf.append(src[1:])
                    continue
                if src not in sh:
                    g = gens.get(src) or gens[src.rstrip("0123456789")]
                    v = g()
                    if isinstance(v, dict):
                        for k, x in v.items():
                            sh.setdefault(k, str(x))
                    else:
                        sh[src] = str(v)
                buf.append(sh[src])
            line = "".join(buf)
            assert "\n" not in line and "\r" not in line, line
            out.append({"line": line, "template": template_of(spec), "level": lvl})
    assert len(out) == N_ROWS
    assert {r["template"] for r in out} == set(tmpls)
    return out


# ---------------------------------------------------------------------------------------------
# value helpers
# ---------------------------------------------------------------------------------------------

def hexs(rng, k):
    return "%0*x" % (k, rng.getrandbits(4 * k))


def uuid4(rng):
    h = hexs(rng, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{rng.choice('89ab')}{h[17:20]}-{h[20:]}"


def ips(rng, k, nets=("10.0.", "10.1.", "10.20.", "172.16.", "192.168.")):
    pool = set()
    while len(pool) < k:
        pool.add(f"{rng.choice(nets)}{rng.randint(0, 12)}.{rng.randint(2, 250)}")
    return Pick(rng, sorted(pool), 0.9)


def num(rng, lo, hi, k=None, s=0.8):
    if k is None:
        return lambda: rng.randint(lo, hi)
    return Pick(rng, [rng.randint(lo, hi) for _ in range(k)], s)


def dur(rng, mu, sigma, fmt="%.3f"):
    return lambda: fmt % rng.lognormvariate(mu, sigma)


def counter(rng, start, step=(1, 3)):
    c = [start]

    def nxt():
        c[0] += rng.randint(*step)
        return c[0]
    return nxt


# ---------------------------------------------------------------------------------------------
# 1. postgres_stderr
# ---------------------------------------------------------------------------------------------

PG_SQL = [
    lambda r: f"SELECT id, status, total_cents FROM orders WHERE customer_id = {r.randint(1, 99999)}",
    lambda r: f"SELECT * FROM products WHERE sku = 'SKU-{r.randint(10000, 99999)}' LIMIT 1",
    lambda r: f"UPDATE orders SET status = 'shipped', updated_at = now() WHERE id = {r.randint(1, 999999)}",
    lambda r: f"INSERT INTO events (user_id, kind, payload) VALUES ({r.randint(1, 99999)}, 'page_view', '{{\"path\": \"/cart\"}}')",
    lambda r: f"UPDATE inventory SET qty = qty - {r.randint(1, 5)} WHERE product_id = {r.randint(1, 9999)}",
    lambda r: f"SELECT count(*) FROM sessions WHERE last_seen > now() - interval '{r.randint(1, 60)} minutes'",
    lambda r: f"DELETE FROM cart_items WHERE cart_id = {r.randint(1, 99999)} AND product_id = {r.randint(1, 9999)}",
    lambda r: f"SELECT u.id, u.email FROM users u JOIN orders o ON o.user_id = u.id WHERE o.created_at > '2026-12-0{r.randint(1, 5)}'",
    lambda r: "BEGIN",
    lambda r: "COMMIT",
    lambda r: f"select * from pg_stat_activity where pid <> {r.randint(1000, 60000)}",
    lambda r: f"SELECT sum(amount) FROM payments WHERE merchant_id = $1 AND created_at >= $2",
    lambda r: f"UPDATE accounts SET balance = balance + $1 WHERE id = $2",
]


def make_postgres(rng: random.Random) -> list[dict[str, str]]:
    tsf = lambda t: {"date": t.strftime("%Y-%m-%d"), "time": t.strftime("%H:%M:%S.") + "%03d" % (t.microsecond // 1000), "tz": "UTC"}
    users = Pick(rng, ["app", "shop_rw", "reporting", "postgres", "metabase", "airflow", "debezium", "grafana", "etl_loader", "readonly"])
    dbs = Pick(rng, ["shop", "analytics", "postgres", "billing", "inventory", "auth", "warehouse"])
    tables = ["orders", "order_items", "users", "sessions", "events", "inventory", "payments", "products", "cart_items", "accounts", "audit_log"]
    tbl = Pick(rng, tables)
    sqlp = Pick(rng, PG_SQL, 0.9)
    gens = {
        "pid": num(rng, 900, 3999999, 500, 0.6), "user": users, "db": dbs, "baddb": Pick(rng, ["shopp", "test", "root", "prod", "template2", "admin"]),
        "ip": ips(rng, 60), "port": num(rng, 32768, 60999),
        "ms": lambda: "%.3f" % rng.lognormvariate(2.5, 1.6),
        "sql": lambda: sqlp()(rng), "stmt": Pick(rng, ["<unnamed>", "S_1", "S_2", "S_3", "S_7", "S_12", "pdo_stmt_00000001"] + [f"S_{i}" for i in range(13, 40)]),
        "app": Pick(rng, ["psql", "PostgreSQL JDBC Driver", "rails_web", "pgAdmin 4 - DB:shop", "metabase", "airflow-worker", "sidekiq", "pg_dump", "Debezium Streaming"]),
        "sess": lambda: "%d:%02d:%06.3f" % (rng.choice([0, 0, 0, 0, 1, 2, 5]), rng.randint(0, 59), rng.uniform(0, 59.999)),
        "tlsproto": Pick(rng, [{"tlsproto": "TLSv1.3", "cipher": "TLS_AES_256_GCM_SHA384", "bits": 256}, {"tlsproto": "TLSv1.3", "cipher": "TLS_AES_128_GCM_SHA256", "bits": 128},
                               {"tlsproto": "TLSv1.2", "cipher": "ECDHE-RSA-AES256-GCM-SHA384", "bits": 256}, {"tlsproto": "TLSv1.3", "cipher": "TLS_CHACHA20_POLY1305_SHA256", "bits": 256}]),
        "buf": num(rng, 3, 48000), "pct": lambda: "%.1f" % rng.uniform(0, 40), "nwal": num(rng, 0, 3), "nrm": num(rng, 0, 6), "nrc": num(rng, 0, 9),
        "wr": lambda: "%.3f" % rng.uniform(0.001, 269.9), "sy": lambda: "%.3f" % rng.uniform(0, 0.2), "tot": lambda: "%.3f" % rng.uniform(0.01, 270.1),
        "nf": num(rng, 0, 120), "lng": lambda: "%.3f" % rng.uniform(0, 0.05), "avg": lambda: "%.3f" % rng.uniform(0, 0.01),
        "kb": num(rng, 16, 900000), "lsn": lambda: "%X/%X" % (rng.randint(0, 0x3F), rng.getrandbits(32)),
        "qtbl": lambda: f"{dbs()}.public.{tbl()}", "rel": tbl, "nscan": Pick(rng, [0, 1, 0, 2]),
        "pg": num(rng, 0, 90000), "pct2": lambda: "%.2f" % rng.uniform(0, 100), "n": num(rng, 0, 500000),
        "xid": counter(rng, 48211000, (1, 40)), "age": num(rng, 0, 30),
        "mbs": lambda: "%.3f" % rng.lognormvariate(0.5, 1.5), "hits": num(rng, 10, 200000),
        "bytes": num(rng, 800, 90000000), "cpu": lambda: "%.2f" % rng.uniform(0, 2.5),
        "idx": lambda: f"{tbl()}_{rng.choice(['pkey', 'created_at_idx', 'user_id_idx', 'status_idx'])}",
        "tmpfile": lambda: f"base/pgsql_tmp/pgsql_tmp{rng.randint(1000, 999999)}.{rng.randint(0, 9)}",
        "blk": num(rng, 0, 99999), "off": num(rng, 1, 180),
        "constraint": lambda: f"{tbl()}_{rng.choice(['pkey', 'email_key', 'sku_key', 'order_id_product_id_key'])}",
        "col": lambda: rng.choice([{"col": "id", "val": rng.randint(1, 999999)}, {"col": "email", "val": f"{rng.choice(['anna', 'j.smith', 'lee', 'm.rossi', 'kw'])}{rng.randint(1, 999)}@example.com"},
                                   {"col": "sku", "val": f"SKU-{rng.randint(10000, 99999)}"}, {"col": "order_id, product_id", "val": f"{rng.randint(1, 99999)}, {rng.randint(1, 9999)}"}]),
        "hba": Pick(rng, ["/etc/postgresql/16/main/pg_hba.conf", "/var/lib/postgresql/data/pg_hba.conf"]),
        "hbaline": Pick(rng, [99, 103, 118, 124, 130]),
        "hbarule": Pick(rng, ["host all all 0.0.0.0/0 scram-sha-256", "host all all 10.0.0.0/8 md5", "hostssl all all all scram-sha-256"]),
        "badrel": Pick(rng, ["order", "public.user", "customer", "tmp_import", "orders_archive_2025"]),
        "char": num(rng, 8, 220), "tok": Pick(rng, ["FROM", "WHERE", ")", ",", "SELECT", "\"orders\"", "end of input"]),
        "badcol": Pick(rng, ["user", "create_at", "totl", "o.state", "customerid"]),
        "secs": num(rng, 3, 29), "param": Pick(rng, ["work_mem", "log_min_duration_statement", "max_wal_size", "statement_timeout", "autovacuum_vacuum_scale_factor"]),
        "pval": Pick(rng, ["64MB", "250", "4GB", "30s", "0.05", "1000"]),
    }
    P = "{date} {time} {tz} [{pid}] "
    B = P + "{user}@{db} "
    U = P + "[unknown]@[unknown] "
    st = ("-", B + "STATEMENT:  {sql}")
    ctx = ("-", B + 'CONTEXT:  while updating tuple ({blk},{off}) in relation "{rel}"')
    hba = ("-", '\tConnection matched file "{hba}" line {hbaline}: "{hbarule}"')
    io = [("-", "\tavg read rate: {mbs} MB/s, avg write rate: {mbs2} MB/s"),
          ("-", "\tbuffer usage: {hits} hits, {n} misses, {n2} dirtied")]
    sysu = ("-", "\tsystem usage: CPU: user: {cpu} s, system: {cpu2} s, elapsed: {cpu3} s")
    vac_head = [("INFO", P + 'LOG:  automatic vacuum of table "{qtbl}": index scans: {nscan}'),
                ("-", "\tpages: {n} removed, {pg} remain, {pg2} scanned ({pct2}% of total)"),
                ("-", "\ttuples: {n2} removed, {n3} remain, {n4} are dead but not yet removable"),
                ("-", "\tremovable cutoff: {xid}, which was {age} XIDs old when operation ended")]
    vac_tail = io + [("-", "\tWAL usage: {n5} records, {n6} full page images, {bytes} bytes"), sysu]
    ev = [
        E(("INFO", B + "LOG:  duration: {ms} ms  statement: {sql}")),
        E(("INFO", B + "LOG:  duration: {ms} ms  execute {stmt}: {sql}")),
        E(("INFO", U + "LOG:  connection received: host={ip} port={port}")),
        E(("INFO", B + "LOG:  connection authorized: user={user} database={db} application_name={app}")),
        E(("INFO", B + "LOG:  disconnection: session time: {sess} user={user} database={db} host={ip} port={port}")),
        E(("INFO", B + "LOG:  connection authorized: user={user} database={db} application_name={app} SSL enabled (protocol={tlsproto}, cipher={cipher}, bits={bits})")),
        E(("INFO", B + "LOG:  statement: {sql}")),
        E(("INFO", B + "LOG:  duration: {ms} ms  bind {stmt}: {sql}")),
        E(("INFO", P + "LOG:  checkpoint starting: time")),
        E(("INFO", P + "LOG:  checkpoint complete: wrote {buf} buffers ({pct}%); {nwal} WAL file(s) added, {nrm} removed, {nrc} recycled; write={wr} s, sync={sy} s, total={tot} s; sync files={nf}, longest={lng} s, average={avg} s; distance={kb} kB, estimate={kb2} kB; lsn={lsn}, redo lsn={lsn2}")),
        E(*vac_head, ("-", "\tindex scan not needed: {pg3} pages from table ({pct3}% of total) had {n7} dead item identifiers removed"), *vac_tail),
        E(("INFO", P + 'LOG:  automatic analyze of table "{qtbl}"'), *io, sysu),
        E(("INFO", B + 'LOG:  temporary file: path "{tmpfile}", size {bytes}'), st),
        E(("INFO", B + "LOG:  process {pid} still waiting for ShareLock on transaction {xid} after {ms} ms"),
          ("-", B + "DETAIL:  Process holding the lock: {pid2}. Wait queue: {pid}."), ctx, st),
        E(("INFO", B + "LOG:  process {pid} acquired ShareLock on transaction {xid} after {ms} ms"), ctx, st),
        E(("ERROR", B + 'ERROR:  duplicate key value violates unique constraint "{constraint}"'),
          ("-", B + "DETAIL:  Key ({col})=({val}) already exists."), st),
        E(("INFO", B + "LOG:  could not receive data from client: Connection reset by peer")),
        E(*vac_head, ("-", "\tindex scan needed: {pg3} pages from table ({pct3}% of total) had {n7} dead item identifiers removed"),
          ("-", '\tindex "{idx}": pages: {pg4} in total, {n8} newly deleted, {n9} currently deleted, {n10} reusable'), *vac_tail),
        E(("INFO", B + "LOG:  unexpected EOF on client connection with an open transaction")),
        E(("ERROR", B + "ERROR:  canceling statement due to statement timeout"), st),
        E(("FATAL", B + 'FATAL:  password authentication failed for user "{user}"'),
          ("-", B + 'DETAIL:  Password does not match for user "{user}".'), hba),
        E(("INFO", P + "LOG:  checkpoint starting: wal")),
        E(("ERROR", B + 'ERROR:  relation "{badrel}" does not exist at character {char}'), st),
        E(("ERROR", B + 'ERROR:  syntax error at or near "{tok}" at character {char}'), st),
        E(("ERROR", B + "ERROR:  could not serialize access due to concurrent update"), st),
        E(("ERROR", B + 'ERROR:  column "{badcol}" does not exist at character {char}'), st),
        E(("FATAL", B + 'FATAL:  password authentication failed for user "{user}"'),
          ("-", B + 'DETAIL:  Role "{user}" does not exist.'), hba),
        E(("ERROR", B + "ERROR:  deadlock detected"),
          ("-", B + "DETAIL:  Process {pid} waits for ShareLock on transaction {xid}; blocked by process {pid2}."),
          ("-", "\tProcess {pid} waits for ShareLock on transaction {xid}; blocked by process {pid2}.", {"pid": "pid2", "xid": "xid2", "pid2": "pid"}),
          ("-", "\tProcess {pid}: {sql}"), ("-", "\tProcess {pid}: {sql}", {"pid": "pid2", "sql": "sql2"}),
          ("-", B + "HINT:  See server log for query details."), ctx, st),
        E(("ERROR", P + "ERROR:  canceling autovacuum task"),
          ("-", P + 'CONTEXT:  while scanning block {blk} of relation "public.{rel}"'),
          ("-", '\tautomatic vacuum of table "{qtbl}"')),
        E(("WARN", B + "WARNING:  there is no transaction in progress")),
        E(("FATAL", B + 'FATAL:  no pg_hba.conf entry for host "{ip}", user "{user}", database "{db}", no encryption')),
        E(("FATAL", B + 'FATAL:  database "{db}" does not exist', {"db": "baddb"})),
        E(("FATAL", B + "FATAL:  terminating connection due to administrator command")),
        E(("INFO", P + "LOG:  checkpoints are occurring too frequently ({secs} seconds apart)"),
          ("-", P + 'HINT:  Consider increasing the configuration parameter "max_wal_size".')),
        E(("INFO", P + "LOG:  received SIGHUP, reloading configuration files")),
        E(("INFO", P + 'LOG:  parameter "{param}" changed to "{pval}"')),
        E(("FATAL", B + "FATAL:  sorry, too many clients already")),
        E(("ERROR", B + "ERROR:  current transaction is aborted, commands ignored until end of transaction block"), st),
    ]
    return build(rng, ev, gens, tsf, 4.0)



# ---------------------------------------------------------------------------------------------
# 2. mariadb_galera
# ---------------------------------------------------------------------------------------------

def make_mariadb(rng: random.Random) -> list[dict[str, str]]:
    tsf = lambda t: {"date": t.strftime("%Y-%m-%d"), "time": "%2d:%02d:%02d" % (t.hour, t.minute, t.second)}
    nodes = [f"db-galera-{i}" for i in range(1, 6)] + ["node1", "node2", "node3", "mariadb-0", "mariadb-1", "mariadb-2", "pxc-eu-west-1a", "pxc-eu-west-1b"]
    gids = [f"{hexs(rng, 8)}-{hexs(rng, 4)}" for _ in range(14)]
    seq = counter(rng, 18340000, (1, 90))
    gens = {
        "thd": Pick(rng, [0] * 6 + [1, 2, 3, 4, 11, 12, 15, 16], 0.5), "cid": counter(rng, 48211, (1, 30)),
        "memb": lambda: f"{rng.choice([0, 1, 2, 0, 1, 2, 3, 4])}.0", "node": Pick(rng, nodes),
        "seqno": seq, "seqend": lambda: seq() + rng.randint(5, 900),
        "vuuid": Pick(rng, gids), "vseq": num(rng, 2, 480), "guuid": Pick(rng, gids), "seg": Pick(rng, [0, 0, 0, 1]),
        "idx": num(rng, 0, 4), "nmemb": num(rng, 1, 5), "pver": Pick(rng, [6, 6, 6, 4]), "confid": num(rng, 2, 480),
        "prim": num(rng, 1, 5), "gproto": Pick(rng, ["2/10/4", "2/10/3", "1/9/3"]), "group": Pick(rng, [uuid4(rng) for _ in range(3)]),
        "ip": ips(rng, 14, ("10.0.", "10.10.", "192.168.")), "istport": Pick(rng, [4568, 4568, 4568, 14568]), "gport": Pick(rng, [4567, 4567, 4567, 14567]),
        "listen": Pick(rng, ["tcp://0.0.0.0:4567", "tcp://0.0.0.0:4567", "ssl://0.0.0.0:4567"]),
        "pt": Pick(rng, ["PT3S", "PT5S", "PT3.5S", "PT10S"]), "pt1": Pick(rng, ["PT1.5S", "PT1.5S", "PT3S"]),
        "pt2": lambda: "PT%.4gS" % rng.uniform(1.6, 12), "rtt": num(rng, 80, 90000), "rto": num(rng, 200000, 1600000),
        "lost": num(rng, 0, 3), "ms": num(rng, 100, 90000), "cwnd": num(rng, 1, 10), "n": num(rng, 0, 40),
        "db": Pick(rng, ["shop", "wordpress", "unconnected", "nextcloud", "billing", "zabbix", "keycloak"]),
        "user": Pick(rng, ["app", "wp_user", "unauthenticated", "root", "nextcloud", "zabbix", "sst_user", "monitor", "keycloak", "haproxy_check"]),
        "reason": Pick(rng, ["Got an error reading communication packets", "Got timeout reading communication packets", "Got an error writing communication packets", "This connection closed normally without authentication"], 1.3),
        "errno": Pick(rng, [110, 111, 113]), "errstr": Pick(rng, ["Connection timed out", "Connection refused", "No route to host"]),
        "ln": Pick(rng, [209, 211, 1652]),
        "tbl": Pick(rng, ["orders", "wp_options", "oc_filecache", "sessions", "history_uint", "users"]),
        "val": lambda: rng.choice([str(rng.randint(1, 999999)), f"{hexs(rng, 8)}", f"_transient_timeout_{hexs(rng, 6)}"]),
        "key": Pick(rng, ["PRIMARY", "uniq_email", "option_name", "fs_storage_path_hash"]), "pos": num(rng, 200, 99999),
        "ev": num(rng, 1, 6), "rc": Pick(rng, [121, 121, 120, 1032]),
        "pct": lambda: "%.1f" % rng.uniform(0, 100), "done": num(rng, 0, 400), "tot": num(rng, 1, 800),
        "sst": Pick(rng, ["mariabackup", "rsync", "mysqldump"]),
    }
    H = "{date} {time} {thd} "
    W = H + "[Note] WSREP: "
    peer = "({guuid}, '{listen}') "
    memb = ("-", "\t{guuid},{seg}")
    view_tail = [memb, ("-", "\t{guuid},{seg}", {"guuid": "guuid2", "seg": "seg2"}), ("-", "}} joined {{"), ("-", "}} left {{"),
                 ("-", "}} partitioned {{"), ("-", "}})")]
    ev = [
        E(("INFO", W + "Member {memb} ({node}) synced with group.")),
        E(("INFO", W + "Shifting JOINED -> SYNCED (TO: {seqno})")),
        E(("WARN", H + "[Warning] Aborted connection {cid} to db: '{db}' user: '{user}' host: '{ip}' ({reason})", {"thd": "cid"})),
        E(("INFO", W + "Server {node} synced with group")),
        E(("INFO", W + "Server status change joined -> synced")),
        E(("INFO", W + peer + "connection established to {guuid2} tcp://{ip}:{gport}")),
        E(("INFO", W + "Synchronized with group, ready for connections")),
        E(("INFO", W + "view(view_id(PRIM,{vuuid},{vseq}) memb {{"), *view_tail),
        E(("INFO", W + "New COMPONENT: primary = yes, bootstrap = no, my_idx = {idx}, memb_num = {nmemb}")),
        E(("INFO", W + "Quorum results:"),
          ("-", "\tversion    = {pver},"), ("-", "\tcomponent  = PRIMARY,"), ("-", "\tconf_id    = {confid},"),
          ("-", "\tmembers    = {prim}/{nmemb} (primary/total),"), ("-", "\tact_id     = {seqno},"),
          ("-", "\tlast_appl. = {seqno2},"), ("-", "\tprotocols  = {gproto} (gcs/repl/appl),"), ("-", "\tvote policy= {n},"),
          ("-", "\tgroup UUID = {group}")),
        E(("INFO", W + "Lowest cert index boundary for CC from group: {seqno}")),
        E(("INFO", W + "Min available from gcache for CC from group: {seqno}")),
        E(("WARN", H + "[Warning] Access denied for user '{user}'@'{ip}' (using password: YES)", {"thd": "cid"})),
        E(("INFO", W + "declaring {guuid2} at tcp://{ip}:{gport} stable")),
        E(("WARN", H + "[Warning] WSREP: last inactive check more than {pt1} (3*evs.inactive_check_period) ago ({pt2}), skipping check")),
        E(("INFO", W + peer + "turning message relay requesting on, nonlive peers: tcp://{ip}:{gport} ")),
        E(("INFO", W + peer + "turning message relay requesting off")),
        E(("INFO", W + peer + "connection to peer {guuid2} with addr tcp://{ip}:{gport} timed out, no messages seen in {pt}, socket stats: rtt: {rtt} rttvar: {rtt2} rto: {rto} lost: {lost} last_data_recv: {ms} cwnd: {cwnd} last_queued_since: {ms2} last_delivered_since: {ms3} send_queue_length: {n} send_queue_bytes: {n2}")),
        E(("INFO", W + "Node {guuid} state prim")),
        E(("INFO", W + "forgetting {guuid2} (tcp://{ip}:{gport})")),
        E(("INFO", W + "Deferred close timer started for socket with remote endpoint: tcp://{ip}:{gport}")),
        E(("INFO", W + "Deferred close timer handle_wait Success for socket with remote endpoint: tcp://{ip}:{gport}")),
        E(("INFO", W + "Deferred close timer destruct")),
        E(("INFO", W + "view(view_id(NON_PRIM,{vuuid},{vseq}) memb {{"), *view_tail),
        E(("INFO", W + "New COMPONENT: primary = no, bootstrap = no, my_idx = {idx}, memb_num = {nmemb}")),
        E(("INFO", W + "Member {memb} ({node}) requested state transfer from '*any*'. Selected {memb2} ({node2})(SYNCED) as donor.")),
        E(("INFO", W + "Shifting SYNCED -> DONOR/DESYNCED (TO: {seqno})")),
        E(("INFO", W + "Server status change synced -> donor")),
        E(("INFO", W + "async IST sender starting to serve tcp://{ip}:{istport} sending {seqno}-{seqend}, preload starts from {seqno}")),
        E(("INFO", W + "{memb} ({node}): State transfer to {memb2} ({node2}) complete.")),
        E(("INFO", W + "Shifting DONOR/DESYNCED -> JOINED (TO: {seqno})")),
        E(("INFO", W + "Server status change donor -> joined")),
        E(("INFO", W + "IST receiver addr using tcp://{ip}:{istport}")),
        E(("INFO", W + "{memb} ({node}): State transfer from {memb2} ({node2}) complete.")),
        E(("INFO", W + "Processing event queue:... {pct}% ({done}/{tot} events) complete.")),
        E(("WARN", H + "[Warning] IP address '{ip}' could not be resolved: Name or service not known", {"thd": "cid"})),
        E(("WARN", H + "[Warning] Access denied for user '{user}'@'{ip}' (using password: NO)", {"thd": "cid"})),
        E(("WARN", H + "[Warning] WSREP: Event {ev} Write_rows_v1 apply failed: {rc}, seqno {seqno}")),
        E(("ERROR", H + "[ERROR] Slave SQL: Could not execute Write_rows_v1 event on table {db}.{tbl}; Duplicate entry '{val}' for key '{key}', Error_code: 1062; handler error HA_ERR_FOUND_DUPP_KEY; the event's master log FIRST, end_log_pos {pos}, Internal MariaDB error code: 1062")),
        E(("ERROR", H + "[ERROR] WSREP: failed to open gcomm backend connection: {errno}: failed to reach primary view: {errno} ({errstr})"),
          ("ERROR", H + "[ERROR] WSREP: gcs/src/gcs_core.cpp:gcs_core_open():{ln}: Failed to open backend connection: -{errno} ({errstr})")),
        E(("ERROR", H + "[ERROR] WSREP: Process completed with error: wsrep_sst_{sst} --role 'donor' --address '{ip}:4444/xtrabackup_sst//1' --local-port 3306 --socket '/run/mysqld/mysqld.sock' --datadir '/var/lib/mysql/' --gtid '{group}:{seqno}' --mysqld-args --wsrep_start_position={group}:{seqno2}: 22 (Invalid argument)")),
    ]
    return build(rng, ev, gens, tsf, 5.5)


# ---------------------------------------------------------------------------------------------
# 3. redis_sentinel
# ---------------------------------------------------------------------------------------------

def make_sentinel(rng: random.Random) -> list[dict[str, str]]:
    tsf = lambda t: {"day": t.strftime("%d"), "mon": t.strftime("%b"), "year": str(t.year), "time": t.strftime("%H:%M:%S.") + "%03d" % (t.microsecond // 1000),
                     "cwd": (t + timedelta(minutes=6)).strftime("%a"), "cmon": (t + timedelta(minutes=6)).strftime("%b"),
                     "cday": "%2d" % (t + timedelta(minutes=6)).day, "ctime": (t + timedelta(minutes=6)).strftime("%H:%M:%S"), "cyear": str(t.year)}
    masters = Pick(rng, ["mymaster", "cache-main", "sessions", "queue-01", "ratelimit", "redis-ha", "featureflags", "geo-cache"])
    hosts = ips(rng, 24, ("10.0.", "10.42.", "172.20."))
    gens = {
        "pid": Pick(rng, [1, 1, 1, 7, 2841, 11733, 904], 1.3), "name": masters, "ip": hosts,
        "port": Pick(rng, [6379, 6379, 6379, 6380, 6381, 7000]), "sport": Pick(rng, [26379, 26379, 26379, 26380, 5000]),
        "q": Pick(rng, [2, 2, 3, 1]), "qn": Pick(rng, [2, 2, 3, 1]), "epoch": counter(rng, 14, (0, 2)),
        "runid": Pick(rng, [hexs(rng, 40) for _ in range(12)]), "dam": Pick(rng, [5000, 30000, 10000, 3000]),
        "ver": Pick(rng, ["7.2.4", "7.0.15", "6.2.14", "7.2.5"]), "commit": Pick(rng, ["00000000", "a1c3f5e2"]),
    }
    H = "{pid}:X {day} {mon} {year} {time} "
    M = "master {name} {ip} {port}"
    S = "slave {ip}:{port} {ip} {port} @ {name} {ip2} {port2}"
    ev = [
        E(("WARN", H + "# +sdown " + M)),
        E(("WARN", H + "# -sdown " + M)),
        E(("INFO", H + "* +slave " + S)),
        E(("WARN", H + "# +sdown " + S)),
        E(("WARN", H + "# -sdown " + S)),
        E(("INFO", H + "* +sentinel sentinel {runid} {ip} {sport} @ {name} {ip2} {port2}")),
        E(("WARN", H + "# +odown " + M + " #quorum {q}/{qn}")),
        E(("WARN", H + "# -odown " + M)),
        E(("WARN", H + "# +new-epoch {epoch}")),
        E(("INFO", H + "* +convert-to-slave " + S)),
        E(("WARN", H + "# +try-failover " + M)),
        E(("WARN", H + "# +vote-for-leader {runid} {epoch}")),
        E(("INFO", H + "* Sentinel new configuration saved on disk")),
        E(("WARN", H + "# +elected-leader " + M)),
        E(("WARN", H + "# +failover-state-select-slave " + M)),
        E(("WARN", H + "# +selected-slave " + S)),
        E(("INFO", H + "* +failover-state-send-slaveof-noone " + S)),
        E(("INFO", H + "* +failover-state-wait-promotion " + S)),
        E(("WARN", H + "# +promoted-slave " + S)),
        E(("WARN", H + "# +failover-state-reconf-slaves " + M)),
        E(("INFO", H + "* +slave-reconf-sent " + S)),
        E(("INFO", H + "* +slave-reconf-inprog " + S)),
        E(("INFO", H + "* +slave-reconf-done " + S)),
        E(("WARN", H + "# +failover-end " + M)),
        E(("WARN", H + "# +switch-master {name} {ip} {port} {ip2} {port2}")),
        E(("WARN", H + "# +sdown sentinel {runid} {ip} {sport} @ {name} {ip2} {port2}")),
        E(("WARN", H + "# -sdown sentinel {runid} {ip} {sport} @ {name} {ip2} {port2}")),
        E(("WARN", H + "# +reboot " + S)),
        E(("WARN", H + "# +fix-slave-config " + S)),
        E(("WARN", H + "# +failover-end-for-timeout " + M)),
        E(("WARN", H + "# Next failover delay: I will not start a failover before {cwd} {cmon} {cday} {ctime} {cyear}")),
        E(("WARN", H + "# -failover-abort-not-elected " + M)),
        E(("WARN", H + "# -failover-abort-no-good-slave " + M)),
        E(("WARN", H + "# +tilt #tilt mode entered")),
        E(("WARN", H + "# -tilt #tilt mode exited")),
        E(("WARN", H + "# +set " + M + " down-after-milliseconds {dam}")),
        E(("WARN", H + "# +monitor " + M + " quorum {q}")),
        E(("WARN", H + "# oO0OoO0OoO0Oo Redis is starting oO0OoO0OoO0Oo")),
        E(("WARN", H + "# Redis version={ver}, bits=64, commit={commit}, modified=0, pid={pid}, just started")),
        E(("WARN", H + "# Configuration loaded")),
        E(("INFO", H + "* monotonic clock: POSIX clock_gettime")),
        E(("INFO", H + "* Running mode=sentinel, port={sport}.")),
        E(("WARN", H + "# Sentinel ID is {runid}")),
        E(("WARN", H + "# WARNING: The TCP backlog setting of 511 cannot be enforced because /proc/sys/net/core/somaxconn is set to the lower value of 128.")),
        E(("WARN", H + "# User requested shutdown...")),
        E(("WARN", H + "# Sentinel is now ready to exit, bye bye...")),
        E(("WARN", H + "# Failed to resolve hostname '{host}'")),
        E(("WARN", H + "# +sentinel-invalid-addr sentinel {runid} {ip} {sport} @ {name} {ip2} {port2}")),
    ]
    gens["host"] = Pick(rng, ["redis-0.redis-headless.cache.svc.cluster.local", "redis-1.redis-headless.cache.svc.cluster.local", "redis-master.internal", "cache-b.prod"])
    return build(rng, ev, gens, tsf, 6.0)



# ---------------------------------------------------------------------------------------------
# 4. vitess_vttablet
# ---------------------------------------------------------------------------------------------

VT_SQL = [
    lambda r: (f"select id, customer_id, sku, price from corder where customer_id = :vtg1", f"{{\"vtg1\": \"type:INT64 value:\\\"{r.randint(1, 99999)}\\\"\"}}"),
    lambda r: (f"update customer set email = :vtg1 where customer_id = :vtg2", f"{{\"vtg1\": \"type:VARCHAR value:\\\"u{r.randint(1, 9999)}@example.com\\\"\" \"vtg2\": \"type:INT64 value:\\\"{r.randint(1, 99999)}\\\"\"}}"),
    lambda r: (f"insert into corder(customer_id, sku, price) values ({r.randint(1, 99999)}, 'SKU-{r.randint(1000, 9999)}', {r.randint(1, 500)})", "{}"),
    lambda r: (f"select * from product where sku = 'SKU-{r.randint(1000, 9999)}'", "{}"),
    lambda r: (f"delete from cart where cart_id = {r.randint(1, 999999)}", "{}"),
    lambda r: ("select count(*) from messages where time_scheduled <= :now", f"{{\"now\": \"type:INT64 value:\\\"{1796460000000000000 + r.randint(0, 10**12)}\\\"\"}}"),
]


def make_vttablet(rng: random.Random) -> list[dict[str, str]]:
    def tsf(t):
        return {"mmdd": t.strftime("%m%d"), "time": t.strftime("%H:%M:%S.%f"), "tsdate": t.strftime("%Y-%m-%d"),
                "tstime": t.strftime("%H:%M:%S.%f") + "%03d" % rng.randint(0, 999), "tsoff": "+0000", "tstz": "UTC"}
    cells = ["zone1", "us-east-1a", "us-east-1b", "eu-west-1c"]
    uids = [100, 101, 102, 200, 201, 202, 300, 301, 1301, 1302, 2101, 2102]
    aliases = Pick(rng, [f"{rng.choice(cells)}-{u:010d}" for u in uids])
    kss = Pick(rng, ["commerce", "customer", "lookup", "messages", "analytics"])
    shards = Pick(rng, ["0", "-80", "80-", "-40", "40-80", "80-c0", "c0-"])
    gtid = lambda: f"MySQL56/{uuid4(rng)}:1-{rng.randint(1000, 9999999)}"
    sqlp = Pick(rng, VT_SQL)
    hosts = ips(rng, 20, ("10.0.", "10.12.", "10.64."))
    gens = {
        "tid": Pick(rng, ["%7d" % p for p in (12345, 1, 9876, 31337, 88)], 1.6), "alias": aliases, "ks": kss, "shard": shards, "pos": gtid,
        "sql": lambda: dict(zip(("sql", "bv"), sqlp()(rng))), "caller": Pick(rng, ["userData1", "vtgate-commerce", "app", "vreplication", "orders-svc"]),
        "ip": hosts, "gport": Pick(rng, [15999, 15999, 16000, 16001]), "lag": num(rng, 0, 7200), "n": num(rng, 1, 12000),
        "id": num(rng, 1, 40), "wf": Pick(rng, ["commerce2customer", "move_orders", "reshard_80", "lookup_vdx"]),
        "tbl": Pick(rng, ["corder", "customer", "product", "cart", "messages", "corder_keyspace_idx"]),
        "dur": lambda: rng.choice(["%.6fs" % rng.uniform(0.5, 40), "%dms" % rng.randint(1, 999), "%.3fs" % rng.uniform(1, 90)]),
        "txid": lambda: 1796460000000000000 + rng.randint(0, 10**14), "to": Pick(rng, ["30s", "1m0s", "10s"]),
        "pk": lambda: f"fields:{{name:\"id\" type:INT64}} rows:{{lengths:{rng.randint(1, 6)} values:\"{rng.randint(1, 999999)}\"}}",
        "pos2": gtid, "at": num(rng, 8, 90), "tok": Pick(rng, ["form", "fro", "wher", "limit"]),
        "badsql": lambda: rng.choice([f"select * form product where sku = 'SKU-{rng.randint(1000, 9999)}'", f"select id fro corder where id = {rng.randint(1, 99999)}",
                                      f"update customer set email = 'x{rng.randint(1, 999)}@example.com' wher customer_id = {rng.randint(1, 9999)}", f"select * from cart limit {rng.randint(1, 99)},"]),
        "dupv": num(rng, 1, 999999), "key": Pick(rng, ["PRIMARY", "corder.PRIMARY", "customer.email_uniq", "sku_idx"]),
        "pool": Pick(rng, ["conn pool", "tx pool", "stream pool"]), "chan": num(rng, 1, 400),
        "err": Pick(rng, ["Lost connection to MySQL server during query (errno 2013) (sqlstate HY000)", "Can't connect to MySQL server on '10.0.1.7:3306' (111) (errno 2003) (sqlstate HY000)",
                          "Error 1236 (HY000): Could not find first log file name in binary log index file", "context canceled", "EOF"]),
        "ns": lambda: 1796460000000000000 + rng.randint(0, 10**13), "cap": Pick(rng, [100, 300, 500, 1000]),
        "th": Pick(rng, ["2h0m0s", "30s", "1h0m0s"]), "sec": num(rng, 0, 7200), "qps": lambda: "%.1f" % rng.uniform(0, 5000),
    }
    H = "{mmdd} {time} {tid} "

    def G(lv, src, msg, **ov):
        f, ln = src.split(":")
        o = {"ln": "=" + ln}
        o.update(ov)
        return ({"I": "INFO", "W": "WARN", "E": "ERROR", "F": "FATAL"}[lv], lv + H + f + ":{ln}] " + msg, o)

    tail = "(CallerID: {caller}): Sql: \"{sql}\", BindVars: {bv}"
    ev = [
        E(G("I", "tm_state.go:331", 'Publishing state: alias:{{cell:"{cell}" uid:{uid}}} hostname:"{host}" port_map:{{key:"grpc" value:{gport}}} port_map:{{key:"vt" value:{vport}}} keyspace:"{ks}" shard:"{shard}" type:{ttype} db_name_override:"vt_{ks}" mysql_port:3306 primary_term_start_time:{{seconds:{secs} nanoseconds:{nanos}}}')),
        E(G("I", "vstreamer.go:367", "Streaming rows for query {sql}, lastpk: {pk}")),
        E(G("E", "tabletserver.go:1589", "Code: INVALID_ARGUMENT"), ("-", "syntax error at position {at} near '{tok}' (errno 1064) (sqlstate 42000) " + tail, {"sql": "badsql", "bv": "={}"})),
        E(G("I", "uvstreamer.go:393", "Starting Stream() with startPos {pos}")),
        E(G("I", "tabletserver.go:1589", "Code: ALREADY_EXISTS"), ("-", "Duplicate entry '{dupv}' for key '{key}' (errno 1062) (sqlstate 23000) " + tail)),
        E(G("I", "vplayer.go:142", "Starting VReplication player id: {id}, startPos: {pos}, stop: , filter: rules:{{match:\"{tbl}\" filter:\"select * from {tbl}\"}}")),
        E(G("I", "rpc_replication.go:691", "SetReplicationSource: parent: {alias}  position: {pos} force: false semiSync: true timeCreatedNS: {ns}")),
        E(G("W", "tabletserver.go:1589", "Code: ABORTED"), ("-", "Deadlock found when trying to get lock; try restarting transaction (errno 1213) (sqlstate 40001) " + tail)),
        E(G("I", "tx_pool.go:153", "killing transaction (exceeded timeout: {to}): {txid}")),
        E(G("W", "logger.go:88", '[core] [Channel #{chan} SubChannel #{chan2}] grpc: addrConn.createTransport failed to connect to {{Addr: "{ip}:{gport}", ServerName: "{ip}:{gport}", }}. Err: connection error: desc = "transport: Error while dialing: dial tcp {ip}:{gport}: connect: connection refused"')),
        E(G("I", "replmanager.go:108", "Replication is stopped, reconnecting to primary.")),
        E(G("W", "replmanager.go:112", "Failed to reconnect to primary: {err}")),
        E(G("E", "tabletserver.go:1589", "Code: DEADLINE_EXCEEDED"), ("-", "context deadline exceeded " + tail)),
        E(G("E", "tabletserver.go:1589", "Code: RESOURCE_EXHAUSTED"), ("-", "resource pool timed out " + tail)),
        E(G("I", "state_manager.go:214", "Starting transition to PRIMARY Serving, timestamp: {tsdate} {tstime} {tsoff} {tstz}")),
        E(G("I", "state_manager.go:214", "Starting transition to REPLICA Serving, timestamp: {tsdate} {tstime} {tsoff} {tstz}")),
        E(G("I", "state_manager.go:214", "Starting transition to REPLICA Not Serving, timestamp: {tsdate} {tstime} {tsoff} {tstz}")),
        E(G("I", "tm_state.go:182", "Changing Tablet Type: PRIMARY")),
        E(G("I", "tm_state.go:182", "Changing Tablet Type: REPLICA")),
        E(G("I", "state_manager.go:599", "TabletServer transition: REPLICA: Serving -> PRIMARY: Serving for tablet :{ks}/{shard}")),
        E(G("I", "state_manager.go:599", "TabletServer transition: PRIMARY: Serving -> REPLICA: Not Serving for tablet :{ks}/{shard}")),
        E(G("W", "health_streamer.go:204", "replication lag {sec}s exceeds unhealthy threshold {th}")),
        E(G("I", "health_streamer.go:210", "replication lag back under unhealthy threshold: {sec}s")),
        E(G("I", "throttler.go:412", "throttler: opening, keyspace={ks}, shard={shard}")),
        E(G("I", "throttler.go:451", "throttler: closing keyspace={ks}, shard={shard}")),
        E(G("E", "vplayer.go:312", "Error applying event: {err}")),
        E(G("W", "vreplicator.go:265", "VReplication stream {id} of workflow {wf} is lagging: {sec}s behind primary")),
        E(G("I", "vreplicator.go:233", "Replicating from: {pos}")),
        E(G("I", "engine.go:408", "Updated schema for keyspace {ks}: created [], altered [{tbl}], dropped []")),
        E(G("E", "query_engine.go:298", "failed to read schema for table {tbl}: {err}")),
        E(G("W", "tx_pool.go:219", "tx pool is full: {cap} of {cap} transactions in use")),
        E(G("I", "tabletserver.go:593", "TabletServer: Shutting down")),
        E(G("F", "vttablet.go:112", "failed to parse -tablet-path: invalid tablet alias: {bad}")),
        E(G("I", "vttablet.go:95", "Starting vttablet as {alias} with keyspace {ks} shard {shard}")),
    ]
    gens.update({"cell": Pick(rng, cells), "uid": Pick(rng, uids), "host": Pick(rng, [f"vttablet-{c}-{u}" for c in ("zone1", "usea") for u in uids]),
                 "vport": Pick(rng, [15000, 15001, 15100]), "ttype": Pick(rng, ["REPLICA", "REPLICA", "PRIMARY", "RDONLY"]),
                 "secs": lambda: 1796460000 + rng.randint(0, 99999), "nanos": num(rng, 0, 999999999), "bad": Pick(rng, ["zone1-abc", "zone1_101", "101"])})
    return build(rng, ev, gens, tsf, 5.0)


# ---------------------------------------------------------------------------------------------
# 5. tidb_server
# ---------------------------------------------------------------------------------------------

TI_SQL = [
    lambda r: f"SELECT * FROM `orders` WHERE `user_id` = {r.randint(1, 99999)} ORDER BY `created_at` DESC LIMIT 20",
    lambda r: f"UPDATE `stock` SET `qty` = `qty` - 1 WHERE `sku_id` = {r.randint(1, 99999)}",
    lambda r: f"INSERT INTO `events` (`uid`,`kind`,`ts`) VALUES ({r.randint(1, 99999)},'click',{1796460000 + r.randint(0, 99999)})",
    lambda r: f"select count(1) from t_bill where shop_id = {r.randint(1, 999)} and dt >= '2026-12-0{r.randint(1, 5)}'",
    lambda r: "SELECT @@tidb_current_ts",
    lambda r: f"delete from session_cache where expire_at < {1796460000 + r.randint(0, 99999)} limit 10000",
]


def make_tidb(rng: random.Random) -> list[dict[str, str]]:
    tsf = lambda t: {"date": t.strftime("%Y/%m/%d"), "time": t.strftime("%H:%M:%S.") + "%03d" % (t.microsecond // 1000), "tz": "+00:00"}
    tso = lambda: (1796460000000 + rng.randint(0, 10**7)) << 18 | rng.randint(0, 200)
    sqlp = Pick(rng, TI_SQL)
    apps = ips(rng, 40, ("10.0.", "10.3.", "172.17."))
    tikv = Pick(rng, [f"10.0.9.{i}:20160" for i in range(11, 17)])
    conn = Pick(rng, [rng.randint(1, 4000) * 2 + (1 << 21) * rng.randint(1, 3) for _ in range(300)], 0.5)
    gens = {
        "conn": conn, "addr": lambda: f"{apps()}:{rng.randint(32768, 60999)}", "sql": lambda: sqlp()(rng),
        "user": Pick(rng, ["root", "app", "bi_reader", "dm_worker", "tidb_exporter", "canal"]), "db": Pick(rng, ["test", "shop", "bill", "mysql", "ods"]),
        "uuid": Pick(rng, [hexs(rng, 16) for _ in range(5)]), "sp": tso, "ts": tso, "conc": Pick(rng, [3, 3, 6]),
        "regions": num(rng, 10, 90000), "ranges": num(rng, 0, 40), "ms": lambda: "%.6gms" % rng.lognormvariate(1, 1.8),
        "cost": lambda: "%.6gs" % rng.lognormvariate(0.6, 1), "s": lambda: "%.6gs" % rng.lognormvariate(-1, 1.2),
        "n": num(rng, 1, 900000), "region": num(rng, 2, 900000), "store": num(rng, 1, 6), "peer": num(rng, 3, 900000), "tikv": tikv,
        "mem": lambda: "%.2f MB" % rng.uniform(0.1, 900), "tid": num(rng, 60, 900), "sv": counter(rng, 4210, (0, 2)),
        "var": Pick(rng, ["tidb_gc_life_time", "tidb_mem_quota_query", "tidb_distsql_scan_concurrency", "max_execution_time", "tidb_txn_mode"]),
        "val": Pick(rng, ["10m0s", "2147483648", "30", "60000", "pessimistic"]), "job": counter(rng, 812, (1, 3)),
        "jtype": Pick(rng, ["add column", "add index", "create table", "drop table", "modify column", "truncate table"]),
        "err": Pick(rng, ["context deadline exceeded", "rpc error: code = Unavailable desc = error reading from server: EOF", "[tikv:9005]Region is unavailable",
                          "[tikv:9002]TiKV server timeout", "[tikv:9001]PD server timeout: "]),
        "pd": Pick(rng, ["http://10.0.9.1:2379", "http://10.0.9.2:2379", "http://10.0.9.3:2379"]),
        "ratio": Pick(rng, [0.7, 0.8]), "total": Pick(rng, [34359738368, 68719476736]), "used": num(rng, 10**10, 6 * 10**10),
        "path": lambda: f"/tmp/1000_tidb/MC4wLjAuMDo0MDAwLzAuMC4wLjA6MTAwODA=/tmp-storage/record{rng.randint(1, 99)}",
        "pct": lambda: "%.3g" % rng.uniform(0.5, 30), "mod": num(rng, 1000, 900000), "rows": num(rng, 1000, 1000000),
        "tbl": Pick(rng, ["`shop`.`orders`", "`shop`.`stock`", "`bill`.`t_bill`", "`ods`.`events`", "`test`.`t1`"]),
    }
    H = "[{date} {time} {tz}] "

    def T(lv, src, msg):
        f, ln = src.split(":")
        return (lv, H + f"[{lv}] [{f}:{{ln}}] " + msg, {"ln": "=" + ln})

    ws = "worker=\"worker {n}, tp general\" job=\"ID:{job}, Type:{jtype}, State:{st}, SchemaState:{ss}, SchemaID:{sid}, TableID:{tid}, RowCount:{rows}, ArgLen:{al}, start time: {jdate} {jtime} +0000 UTC, Err:<nil>, ErrCount:0, SnapshotVersion:0\""
    ev = [
        E(T("INFO", "server.go:717", '["new connection"] [conn={conn}] [remoteAddr={addr}]')),
        E(T("INFO", "conn.go:1162", '["command dispatched failed"] [conn={conn}] [connInfo="id:{conn}, addr:{addr} status:10, collation:utf8mb4_general_ci,  user:{user}"] [command=Query] [status="inTxn:0, autocommit:1"] [sql="{sql}"] [txn_mode=PESSIMISTIC] [timestamp={ts}] [err="{err}"]')),
        E(T("WARN", "expensivequery.go:145", '[expensive_query] [cost_time={cost}] [cop_time={s}] [process_time={s2}] [wait_time={s3}] [request_count={n}] [total_keys={n2}] [process_keys={n3}] [num_cop_tasks={n4}] [conn={conn}] [user={user}] [database={db}] [table_ids="[{tid}]"] [txn_start_ts={ts}] [mem_max="{mem}"] [sql="{sql}"]')),
        E(T("INFO", "region_cache.go:1237", '["switch region peer to next due to NotLeader with NULL leader"] [currIdx={store}] [leaderStoreID={store2}] [regionID={region}]')),
        E(T("INFO", "region_request.go:1590", '["send request meet region error without retry"] [req-ts={ts}] [req-type=Cop] [region="{{ region id: {region}, ver: {n}, confVer: {n2} }}"] [replica-read-type=leader] [stale-read=false] [request-sender="{{rpcError:<nil>, replicaSelector: <nil>}}"] [retry-times={store}] ["replica-read-type"=leader]')),
        E(T("INFO", "gc_worker.go:681", '["[gc worker] starts the whole job"] [uuid={uuid}] [safePoint={sp}] [concurrency={conc}]')),
        E(T("INFO", "gc_worker.go:1098", '["[gc worker] start resolve locks"] [uuid={uuid}] [safePoint={sp}] [try-resolve-locks-ts={ts}] [concurrency={conc}]')),
        E(T("INFO", "gc_worker.go:1128", '["[gc worker] finish resolve locks"] [uuid={uuid}] [safePoint={sp}] [try-resolve-locks-ts={ts}] [regions={regions}]')),
        E(T("INFO", "gc_worker.go:737", '["[gc worker] start delete ranges"] [uuid={uuid}] [ranges={ranges}]')),
        E(T("INFO", "gc_worker.go:786", '["[gc worker] finish delete ranges"] [uuid={uuid}] ["num of ranges"={ranges}] ["cost time"={ms}]')),
        E(T("INFO", "gc_worker.go:1668", '["[gc worker] sent safe point to PD"] [uuid={uuid}] ["safe point"={sp}]')),
        E(T("INFO", "gc_worker.go:402", '["[gc worker] there\'s already a gc job running, skipped"] ["leaderTick on"={uuid}]')),
        E(T("WARN", "session.go:975", '["can not retry txn"] [conn={conn}] [label=general] [error="[kv:9007]Write conflict, txnStartTS={ts}, conflictStartTS={ts2}, conflictCommitTS={ts3}, key={{tableID={tid}, handle={n}}}, originalKey={key}, primary={{tableID={tid}, handle={n}}}, originalPrimaryKey={key}, reason=Optimistic [try again later]"] [IsBatchInsert=false] [IsPessimistic=false] [InRestrictedSQL=false] [tidb_retry_limit=10] [tidb_disable_txn_auto_retry=true]')),
        E(T("WARN", "session.go:991", '["commit failed"] [conn={conn}] ["finished txn"="Txn{{state=invalid}}"] [error="[kv:9007]Write conflict, txnStartTS={ts}, conflictStartTS={ts2}, conflictCommitTS={ts3}, key={{tableID={tid}, handle={n}}}, originalKey={key}, primary={{tableID={tid}, handle={n}}}, originalPrimaryKey={key}, reason=Optimistic [try again later]"]')),
        E(T("INFO", "region_cache.go:2563", '["mark store\'s regions need be refill"] [id={store}] [addr={tikv}] [error="{err}"]')),
        E(T("WARN", "backoff.go:158", '["regionMiss backoffer.maxSleep 40000ms is exceeded, errors:\\nregion_id:{region}, region_ver:{n}, store_type:tikv, peer_addr:{tikv}, error:epoch_not_match:<> at {jdate}T{jtime}Z"]')),
        E(T("INFO", "ddl_worker.go:982", '["[ddl] run DDL job"] [' + ws.replace("{st}", "queueing").replace("{ss}", "none") + ']')),
        E(T("INFO", "ddl_worker.go:785", '["[ddl] finish DDL job"] [' + ws.replace("{st}", "synced").replace("{ss}", "public") + ']')),
        E(T("INFO", "domain.go:264", '["diff load InfoSchema success"] [currentSchemaVersion={sv}] [neededSchemaVersion={sv2}] ["start time"={ms}] [gotSchemaVersion={sv2}] [phyTblIDs="[{tid}]"] [actionTypes="[{at}]"]')),
        E(T("INFO", "session.go:3911", '["CRUCIAL OPERATION"] [conn={conn}] [schemaVersion={sv}] [cur_db={db}] [sql="{ddl}"] [user={user}@%]')),
        E(T("INFO", "set.go:147", '["set global var"] [conn={conn}] [name={var}] [val={val}]')),
        E(T("INFO", "update.go:1247", '["[stats] auto analyze triggered"] [sql="analyze table {tbl}"] [reason="too many modifications({mod}/{rows}>{ratio})"]')),
        E(T("WARN", "pd_service_discovery.go:512", '["[pd] failed to get cluster id"] [url={pd}] [error="[PD:client:ErrClientGetMember]error:rpc error: code = DeadlineExceeded desc = context deadline exceeded target:{pd2} status:CONNECTING: error:rpc error: code = DeadlineExceeded desc = context deadline exceeded target:{pd2} status:CONNECTING"]')),
        E(T("WARN", "server.go:595", '["Server.onConn handshake"] [conn={conn}] [error="EOF"] ["remote addr"={addr}]')),
        E(T("WARN", "memory_usage_alarm.go:141", '["tidb-server has the risk of OOM because of memory usage exceeds alarm ratio. Running SQLs and heap profile will be recorded in record path"] ["is tidb_server_memory_limit set"=false] ["system memory total"={total}] ["system memory usage"={used}] ["tidb-server memory usage"={used2}] [memory-usage-alarm-ratio={ratio}] ["record path"={path}]')),
        E(T("INFO", "server.go:887", '[kill] [connID={conn}] [query=true]')),
        E(T("ERROR", "terror.go:307", '["encountered error"] [error="write tcp {ip}:4000->{addr}: write: broken pipe"] [stack="github.com/pingcap/tidb/parser/terror.Log\\n\\t/workspace/source/tidb/parser/terror/terror.go:307\\ngithub.com/pingcap/tidb/server.(*packetIO).writePacket\\n\\t/workspace/source/tidb/server/packetio.go:174"]')),
        E(T("ERROR", "conn.go:1056", '["connection running loop panic"] [conn={conn}] [lastSQL="{sql}"] [err="runtime error: index out of range [{n}] with length {n}"] [stack="runtime.gopanic\\n\\t/usr/local/go/src/runtime/panic.go:884"]')),
        E(T("WARN", "2pc.go:1868", '["schemaLeaseChecker is not set for this transaction"] [sessionID={conn}] [startTS={ts}] [checkTS={ts2}]')),
        E(T("INFO", "owner_manager.go:291", '["[ddl] campaign to be owner"] [ownerInfo="[ddl] /tidb/ddl/fg/owner ownerManager {uuid}"]')),
        E(T("WARN", "txn.go:714", '["[kv] retry txn"] [conn={conn}] [lock="key: {key}, primary: {key}, txnStartTS: {ts2}, lockForUpdateTS:0, minCommitTs:{ts3}, ttl: {n}, type: Put, UseAsyncCommit: false, txnSize: {store}"]')),
        E(T("FATAL", "main.go:243", '["failed to create the server"] [error="listen tcp 0.0.0.0:4000: bind: address already in use"] [stack="main.createServer\\n\\t/workspace/source/tidb/tidb-server/main.go:243"]')),
    ]
    gens.update({"jdate": lambda: f"2026-12-0{rng.randint(1, 5)}", "jtime": lambda: "%02d:%02d:%02d.%03d" % (rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59), rng.randint(0, 999)),
                 "sid": num(rng, 2, 400), "al": num(rng, 0, 4), "at": Pick(rng, ["add column", "add index", "create table", "modify column"]),
                 "ddl": Pick(rng, ["ALTER TABLE `orders` ADD COLUMN `note` varchar(255)", "CREATE TABLE t_tmp (id bigint primary key)", "DROP TABLE IF EXISTS t_old", "ALTER TABLE stock ADD INDEX idx_sku(sku_id)"]),
                 "key": lambda: "7480000000000%04X5F72%016X" % (rng.randint(60, 900), rng.getrandbits(60)), "ip": Pick(rng, ["10.0.9.21", "10.0.9.22", "10.0.9.23"])})
    return build(rng, ev, gens, tsf, 4.5)


# ---------------------------------------------------------------------------------------------
# 6. couchbase_memcached
# ---------------------------------------------------------------------------------------------

def make_couchbase(rng: random.Random) -> list[dict[str, str]]:
    tsf = lambda t: {"ts": t.strftime("%Y-%m-%dT%H:%M:%S.%f") + "+00:00"}
    nodes = Pick(rng, [f"10.0.4.{i}" for i in (11, 12, 13, 14, 21, 22)])
    buckets = Pick(rng, ["travel-sample", "default", "sessions", "catalog", "orders", "beer-sample", "metadata"])
    clients = ips(rng, 50, ("10.0.", "10.8.", "172.31."))

    def dcpname(b):
        k = rng.random()
        if k < 0.6:
            a, z = rng.sample(nodes.items, 2)
            return f"eq_dcpq:replication:ns_1@{a}->ns_1@{z}:{b}"
        if k < 0.8:
            return f"eq_dcpq:secidx:proj-{b}-MAINT_STREAM_TOPIC_{hexs(rng, 32)}-{rng.getrandbits(63)}/{rng.randint(0, 3)}"
        return f"eq_dcpq:fts-{b}-idx_{rng.choice(['hotels', 'users', 'products'])}_{hexs(rng, 16)}-{hexs(rng, 8)}"
    dcps = {b: Pick(rng, [dcpname(b) for _ in range(14)], 0.8) for b in buckets.items}
    gens = {
        "cid": Pick(rng, list(range(20, 900)), 0.7), "bucket": lambda: (lambda b: {"bucket": b, "dcp": dcps[b]()})(buckets()), "vb": num(rng, 0, 1023),
        "seq": num(rng, 0, 4000000), "seqmax": lambda: "18446744073709551615", "vbuuid": lambda: rng.getrandbits(48),
        "n": num(rng, 0, 200000), "peer": lambda: f'{{"ip":"{clients()}","port":{rng.randint(32768, 60999)}}}', "local": lambda: f'{{"ip":"{nodes()}","port":11210}}',
        "user": Pick(rng, ["Administrator", "app", "sync_gateway", "@ns_server", "@index", "@fts", "reporting", "svc-orders"]),
        "agent": lambda: rng.choice([f'{{"a":"gocbcore/v10.3.{rng.randint(0, 2)} couchbase-go-sdk/v2.7.{rng.randint(0, 3)}","i":"{hexs(rng, 16).upper()}/{hexs(rng, 16).upper()}"}}',
                                     f'{{"a":"java-core/2.{rng.randint(4, 6)}.{rng.randint(0, 9)} (Linux 5.15.0-1051-aws amd64; OpenJDK 64-Bit Server VM 17.0.9+9-Ubuntu)","i":"{hexs(rng, 16).upper()}/{hexs(rng, 16).upper()}"}}',
                                     "regular", "proxy", f'{{"a":"libcouchbase/3.3.{rng.randint(1, 9)} (Linux-5.10; x86_64; GNU 11.2.0)","i":"{hexs(rng, 16).upper()}/{hexs(rng, 16).upper()}"}}']),
        "feat": Pick(rng, ["TCP nodelay, XATTR, XERROR, Select bucket, Snappy, JSON, Duplex, Unordered execution, Tracing, AltRequestSupport, SyncReplication, Collections",
                           "TCP nodelay, XATTR, XERROR, Select bucket, Snappy, JSON", "Datatype, TCP nodelay, Mutation seqno, XATTR, XERROR, Select bucket, Collections"]),
        "ms": lambda: int(rng.lognormvariate(6, 1.2)), "task": Pick(rng, ["Checkpoint Remover on vb:{}".format(rng.randint(0, 1023)), "Item pager no vbuckets", "Paging expired items.",
                                                                          "Adjusting hash table sizes.", "Running a flusher loop: shard 3", "Compaction bloom filter"]),
        "pool": Pick(rng, ["NonIoPool0", "NonIoPool1", "AuxIoPool0", "ReaderPool3", "WriterPool1"]), "kb": num(rng, 1024, 90000000),
        "items": num(rng, 0, 5000000), "uuid": lambda: uuid4(rng), "op": Pick(rng, ["GET", "SET", "DCP_MUTATION", "SUBDOC_MULTI_LOOKUP", "RANGE_SCAN_CONTINUE", "GET_META"]),
        "mb": lambda: "%.1f" % rng.uniform(10, 9000), "key": lambda: f"<ud>{rng.choice(['user', 'order', 'airline', 'hotel', 'sess'])}::{rng.randint(1, 999999)}</ud>",
        "err": Pick(rng, ["Connection reset by peer", "Broken pipe", "Connection timed out"]), "opaque": num(rng, 0, 4000),
    }
    H = "{ts} "
    DP = H + "INFO {cid}: ({bucket}) DCP (Producer) {dcp} - "
    DC = H + "INFO {cid}: ({bucket}) DCP (Consumer) {dcp} - "
    conn = "[ {peer} - {local} (<ud>{user}</ud>) ]"
    ev = [
        E(("INFO", DP + "(vb:{vb}) Creating stream with start seqno {seq} and end seqno {seqmax}; requested end seqno was {seqmax}, collections-manifest uid:none, sid:none")),
        E(("INFO", DP + "(vb:{vb}) ActiveStream::transitionState: Transitioning from backfilling to in-memory")),
        E(("INFO", DP + "(vb:{vb}) ActiveStream::scheduleBackfill_UNLOCKED register cursor with name \"{dcp}\" backfill:true, seqno:{seq}")),
        E(("INFO", DP + "(vb:{vb}) Scheduling backfill from {seq} to {seq2}, reschedule flag : False")),
        E(("INFO", DP + "(vb:{vb}) Backfill complete, {n} items read from disk, {n2} from memory, last seqno read: {seq}, pendingBackfill : False")),
        E(("INFO", H + "INFO {cid}: HELO [{agent}] {feat} " + conn)),
        E(("INFO", H + "INFO {cid}: Client {peer} authenticated as <ud>{user}</ud>")),
        E(("WARN", H + "WARNING {cid}: Slow operation: {{\"bucket\":\"{bucket}\",\"cid\":\"{cip}/{opq}\",\"command\":\"{op}\",\"duration\":\"{ms} ms\",\"packet\":{{\"bodylen\":{n},\"cas\":0,\"datatype\":\"raw\",\"extlen\":0,\"key\":\"{key}\",\"keylen\":{kl},\"magic\":\"ClientRequest\",\"opaque\":{opaque},\"opcode\":\"{op}\",\"vbucket\":{vb}}},\"peer\":\"{cip}\",\"trace\":\"request={rq}:{ms} execute={rq2}:{ms2}\",\"worker_tid\":{wt}}}")),
        E(("INFO", DP + "(vb:{vb}) Stream closing, sent until seqno {seq} remaining items {n}, reason: The stream closed early because the conn was disconnected")),
        E(("INFO", DP + "(vb:{vb}) Stream closing, sent until seqno {seq} remaining items {n}, reason: The stream ended due to all items being streamed")),
        E(("INFO", H + "INFO {cid}: " + conn + " Closing connection due to read error: {err}")),
        E(("INFO", H + "INFO ({bucket}) Compaction of vb:{vb} done (ok). purged tombstones:{n}, prepares:0, prepareBytes:0 collection_items_erased:alive:0,deleted:0, collections_erased:0, size/items/tombstones/purge_seqno pre{{{kb}, {items}, {n2}, {seq}}}, post{{{kb2}, {items2}, {n3}, {seq2}}}")),
        E(("WARN", H + "WARNING ({bucket}) Slow runtime for '{task}' on thread {pool}: {ms} ms")),
        E(("INFO", DC + "(vb:{vb}) Attempting to add stream: opaque_:{opaque}, start_seqno_:{seq}, end_seqno_:{seqmax}, vb_uuid:{vbuuid}, snap_start_seqno_:{seq}, snap_end_seqno_:{seq}, last_seqno:{seq}, stream_req_value:{{\"uid\":\"{muid}\"}}")),
        E(("INFO", DC + "(vb:{vb}) Setting stream to dead state, last_seqno is {seq}, unAckedBytes is 0, status is The stream closed due to a close stream message")),
        E(("INFO", H + "INFO ({bucket}) KVBucket::setVBucketState: transitioned vb:{vb} from:replica to:active meta:{{\"topology\":[[\"ns_1@{nip}\",\"ns_1@{nip2}\"]]}}")),
        E(("INFO", H + "INFO ({bucket}) KVBucket::setVBucketState: transitioned vb:{vb} from:active to:replica")),
        E(("INFO", H + "INFO ({bucket}) VBucket: created vb:{vb} with state:replica initialState:dead lastSeqno:0 persistedRange:{{0,0}} max_cas:0 uuid:{vbuuid} topology:null")),
        E(("WARN", H + "WARNING ({bucket}) Slow scheduling for NON_IO task '{task}' on thread {pool}. Schedule overhead: {ms} ms")),
        E(("WARN", DP.replace("INFO", "WARNING") + "(vb:{vb}) Stream request requires rollback to seqno:{seq} because consumer ahead of producer - producer upper at {seq2}")),
        E(("WARN", H + "WARNING {cid}: Invalid password specified for [<ud>{user}</ud>]. Mechanism:[SCRAM-SHA512], UUID:[{uuid}]")),
        E(("WARN", H + "WARNING {cid}: Unknown user [<ud>{user}</ud>]. Mechanism:[SCRAM-SHA512], UUID:[{uuid}]")),
        E(("INFO", H + "INFO {cid}: Create Couchbase bucket [{bucket}] with configuration: max_size={kb};dbname=/opt/couchbase/var/lib/couchbase/data/{bucket};backend=couchdb;couch_bucket=/opt/couchbase/var/lib/couchbase/data/{bucket};max_vbuckets=1024;alog_path=/opt/couchbase/var/lib/couchbase/data/{bucket}/access.log;uuid={hex32}")),
        E(("INFO", H + "INFO {cid}: Bucket [{bucket}] created successfully")),
        E(("INFO", H + "INFO ({bucket}) Warmup completed: {items} keys and {items2} values loaded in {ms} ms ({n} keys/s), mem_used now at {mb} MiB ({mb2} MiB/s)")),
        E(("INFO", H + "INFO {cid}: Delete bucket [{bucket}]. Wait for clients to disconnect")),
        E(("INFO", H + "INFO {cid}: Delete bucket [{bucket}]. Shut down the bucket")),
        E(("INFO", H + "INFO {cid}: Delete bucket [{bucket}] complete")),
        E(("ERROR", H + "ERROR {cid}: exception occurred in runloop during packet execution. Cookie info: [{{\"aiostat\":\"success\",\"ewouldblock\":false,\"packet\":{{\"bodylen\":{n},\"opcode\":\"{op}\"}},\"refcount\":1}}] - closing connection ({peer} - {local} (<ud>{user}</ud>)): {exc}")),
        E(("ERROR", H + "ERROR ({bucket}) Failed to write to disk for vb:{vb}: Input/output error")),
        E(("WARN", H + "WARNING {cid}: ({bucket}) DCP (Consumer) {dcp} - Disconnecting because noop message has not been received for {secs} seconds")),
        E(("FATAL", H + "CRITICAL ({bucket}) Out of memory: mem_used {mb} MiB exceeds ep_max_size {mb2} MiB, failing allocation")),
    ]
    gens.update({"cip": lambda: f"{clients()}:{rng.randint(32768, 60999)}", "opq": lambda: hexs(rng, 8), "kl": num(rng, 6, 40),
                 "rq": lambda: rng.randint(10**13, 10**14), "wt": lambda: rng.getrandbits(46), "muid": Pick(rng, [0, 1, "1a", "2f", 3]),
                 "nip": nodes, "hex32": lambda: hexs(rng, 32), "secs": Pick(rng, [360, 120, 60]),
                 "exc": Pick(rng, ["std::bad_alloc", "basic_string::_M_create", "Checksum mismatch for document"])})
    return build(rng, ev, gens, tsf, 3.5)


def _selfcheck():
    import random as _r
    for name, make in FORMATS:
        seen_all = set()
        for seed in range(5):
            rows = make(_r.Random(seed))
            assert len(rows) == N_ROWS, (name, len(rows))
            for r in rows:
                rx = "".join(".+?" if p == "<*>" else re.escape(p) for p in re.split(r"(<\*>)", r["template"]))
                assert re.fullmatch(rx, r["line"]), (name, r)
                assert r["level"] in ("DEBUG", "INFO", "WARN", "ERROR", "FATAL", "-"), r
            tm = {r["template"]: r["level"] for r in rows}
            seen_all |= set(tm)
        bad = {t for t, l in tm.items() if l in ("WARN", "ERROR", "FATAL")}
        print(f"== {name}: {len(tm)} templates, {len(bad)} WARN/ERROR/FATAL templates")
        for r in _r.Random(7).sample(rows, 3):
            print("   ", r["line"])


FORMATS: list[tuple[str, Callable[[random.Random], list[dict[str, str]]]]] = [
    ("postgres_stderr", make_postgres),
    ("mariadb_galera", make_mariadb),
    ("redis_sentinel", make_sentinel),
    ("vitess_vttablet", make_vttablet),
    ("tidb_server", make_tidb),
    ("couchbase_memcached", make_couchbase),
]

if __name__ == "__main__":
    _selfcheck()
