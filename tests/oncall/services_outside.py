"""Seeded, realistic log corpora with ground-truth templates for 6 service formats.

Each ``make_<fmt>(rng)`` returns exactly 2000 rows ``{"line", "template", "level"}`` in time
order. ``template`` is the line with every variable part replaced by ``<*>``.

Truth conventions
-----------------
1. Variables: anything drawn from a pool (user / e-mail / host / CN / realm / client / table /
   path / folder / URL / SQL text / PHP variable name ...) or any number, id, hash, address,
   port, size, duration or timestamp. A variable always becomes exactly one ``<*>``; a
   timestamp that contains blanks (``May  1 10:00:00``) is still ONE ``<*>``. Units glued to a
   human-readable size (``4.01 MiB``) belong to the variable. Numbers are variables even when
   they are config values (``pm.max_children setting (<*>)``) or source line numbers in frames.
2. Constants: the fixed words of a message, punctuation and keys, plus few-valued words that
   change the meaning: event type (LOGIN vs LOGIN_ERROR), error code words (user_not_found,
   UNKNOWN_TABLE), auth method (method=PLAIN vs method=LOGIN), log level, HTTP method
   (request: "GET ..." vs "POST ..."), signal names (SIGKILL vs SIGTERM), ClickHouse part type
   (into Compact vs into Wide), bunyan numeric level. The SQL statement kind is NOT a constant:
   the whole query text is one variable.
3. Optional fields: within one template a field is always present or always absent; the
   generators never drop a field at random.
4. Multi-line records (Java / ClickHouse stack frames, php-fpm slowlog frames): one row per
   physical line; each frame wording (the function / class.method signature) is a constant, its
   address, file path and line number are variables. No blank separator lines are emitted.

Per-format judgement calls
--------------------------
* dovecot: syslog ``<*> <*> dovecot: `` prefix (time, host). Info lines carry no level -> "-";
  ``Warning:``/``Error:``/``Fatal:`` markers give WARN/ERROR/FATAL. Mailbox/folder names are
  variables (so ``saved mail to INBOX`` and ``saved mail to Junk`` share a template). The OpenSSL
  error text inside the SSL failure line is constant.
* openvpn: no level field; WARN/ERROR only when the message itself starts with a severity
  marker (``WARNING:``, ``TLS Error:``, ``TLS Auth Error:``, ``TLS_ERROR:``, ``VERIFY ERROR:``,
  ``OpenSSL: error``), else "-". The client prefix form (``ip:port`` before auth,
  ``CN/ip:port`` after) is part of the layout; each message only ever appears with one form.
  Cipher names inside quotes and peer-info values are variables. ``VERIFY OK: depth=1, CN=<CA>``
  and ``VERIFY OK: depth=0, CN=<client>`` share one template (depth is a number, CN a value).
* clickhouse: ``{}`` (no query id) vs ``{<*>}`` is layout; ``<Trace>`` -> DEBUG,
  ``<Information>`` -> INFO. Table names (``db.table``), part names, sizes are variables; the
  error name in parentheses and the exception wording are constant. Frame lines show no level.
* keycloak: event key names and event ``type``/``error``/``auth_method``/``grant_type`` values are
  constants, every other quoted value (ids, realm, client, username, IP, redirect URI, scope) is a
  variable; ``userId="null"`` is constant where it is always null. Success events are logged at
  INFO (success-level configured to info). Thread number is variable, thread pool name constant.
* bunyan_json: key names/order are constant; ``name``, ``hostname``, ``pid``, ``time``, ids,
  URLs and all data values are variables; ``level``, ``v``, ``msg`` text, HTTP method, error
  ``name``/``code`` are constants. ``err.stack`` (a string that embeds message + frames) is one
  variable. 10/20 -> DEBUG, 30 INFO, 40 WARN, 50 ERROR, 60 FATAL.
* php_fpm: NOTICE -> INFO, WARNING -> WARN, ERROR -> ERROR, ALERT -> ERROR. The text a child
  wrote to stderr is a message with its own constant words (its inner names, paths and numbers
  are variables); the row level is the fpm level (WARNING) even if the payload says "Fatal
  error". Pool names are variables. Slowlog lines (header, script_filename, frames) show "-".
"""
from __future__ import annotations

import json
import random
import re
from datetime import datetime, timedelta
from typing import Callable

M = "\u00a7"  # slot marker inside format strings


class _TS:
    def __repr__(self) -> str:
        return "TS"


TS = _TS()  # timestamp placeholder, filled at scheduling time
MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

# --------------------------------------------------------------------------- pools
FIRST = """alice bob carol dave erin frank grace heidi ivan judy mallory nina oscar peggy quentin
rupert sybil trent ursula victor walter xavier yvonne zoe liam olivia noah emma oliver ava elijah
sophia mateo lucas amelia levi harper ezra evelyn hugo ingrid jonas karin lars maja nils petra
sven tove akira yuki haruto sakura wei mei arjun priya rahul ananya omar fatima youssef leila
diego lucia pablo carmen sergei olga dmitri anya kofi amara chidi zainab finn saoirse declan
niamh""".split()
LAST = """smith johnson garcia mueller rossi dubois tanaka kim nguyen patel kowalski novak silva
santos okafor andersson nielsen jansen bakker murphy obrien schmidt weber fischer moreau lefevre
romano ricci costa ferreira sato suzuki chen wang singh kumar haddad mendez ortiz ivanov petrov
hansen larsen berg lindqvist horvat popescu yilmaz demir""".split()
DOMAINS = """contoso.com fabrikam.net northwind.org globex.io initech.com umbrella-labs.org
hooli.xyz piedpiper.net acme-corp.io wonka-industries.com stark-industries.io
wayne-enterprises.com cyberdyne.dev tyrell.co soylent.org vandelay.net gringotts.co.uk
oceanic-air.com""".split()
HOST_A = """mx mail imap smtp relay edge gw api web app db cache queue worker auth sso proxy
ingress""".split()
HOST_B = """north south east west primary secondary blue green amber frankfurt dublin oregon
virginia tokyo paris""".split()
STAR_HOSTS = """orion vega lyra draco cygnus altair rigel deneb sirius antares castor pollux
capella mira electra""".split()
USER_AGENTS = [
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
    "Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148",
    "okhttp/4.12.0", "curl/8.5.0", "python-requests/2.31.0", "axios/1.6.8", "Go-http-client/2.0",
    "PostmanRuntime/7.37.3",
]


class Pool:
    """Zipf-skewed pool; item order (shuffled by the caller's rng) decides popularity."""

    def __init__(self, items, s: float = 1.0):
        self.items = list(items)
        acc, self.cum = 0.0, []
        for i in range(len(self.items)):
            acc += 1.0 / ((i + 1) ** s)
            self.cum.append(acc)

    def __call__(self, rng: random.Random):
        return rng.choices(self.items, cum_weights=self.cum)[0]


def shuffled(rng, items):
    items = list(items)
    rng.shuffle(items)
    return items


def hexs(rng, n):
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


def b64(rng, n):
    a = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
    return "".join(rng.choice(a) for _ in range(n))


def uuid4(rng):
    h = hexs(rng, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{rng.choice('89ab')}{h[17:20]}-{h[20:]}"


def ip_pub(rng):
    while True:
        a = rng.randint(1, 223)
        if a not in (10, 100, 127, 169, 172, 192, 198, 203):
            return f"{a}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"


def ip_priv(rng):
    r = rng.random()
    if r < 0.5:
        return f"10.{rng.randint(0, 40)}.{rng.randint(0, 255)}.{rng.randint(2, 254)}"
    if r < 0.8:
        return f"192.168.{rng.randint(0, 20)}.{rng.randint(2, 254)}"
    return f"172.{rng.randint(16, 31)}.{rng.randint(0, 255)}.{rng.randint(2, 254)}"


def eport(rng):
    return rng.randint(1024, 65535)


def lognum(rng, mu, sigma, lo=0):
    return max(lo, int(rng.lognormvariate(mu, sigma)))


def human_size(n: float) -> str:
    for unit in ("B", "KiB", "MiB", "GiB", "TiB"):
        if n < 1024 or unit == "TiB":
            return f"{n:.2f} {unit}"
        n /= 1024.0
    return f"{n:.2f} TiB"


def person_names(rng, n):
    out, seen = [], set()
    while len(out) < n:
        f, l = rng.choice(FIRST), rng.choice(LAST)
        p = rng.random()
        if p < 0.33:
            u = f"{f}.{l}"
        elif p < 0.53:
            u = f"{f[0]}{l}"
        elif p < 0.66:
            u = f
        elif p < 0.76:
            u = f"{f}_{l}"
        elif p < 0.86:
            u = f"{l}.{f[0]}"
        elif p < 0.95:
            u = f"{f}{l[0]}"
        else:
            u = f"{f}.{l}{rng.randint(1, 99)}"
        if u not in seen:
            seen.add(u)
            out.append(u)
    return out


def host_names(rng, n):
    combos = shuffled(rng, [f"{a}-{b}" for a in HOST_A for b in HOST_B])
    return combos[:n]


# --------------------------------------------------------------------------- core
def L(fmt, *vals, lv="-", dt=0.0):
    """One physical line of an event: format with slot markers, values, level, offset (s)."""
    assert fmt.count(M) == len(vals), (fmt, vals)
    return (fmt, list(vals), lv, dt)


def render(fmt, vals):
    parts = fmt.split(M)
    out = [parts[0]]
    for v, p in zip(vals, parts[1:]):
        out.append(str(v))
        out.append(p)
    return "".join(out), "<*>".join(parts)


def schedule(rng, head, common, rare, fmt_time, start, mean_gap, n=2000):
    """head: [fn]; common: [(weight, fn)]; rare: [(count, fn)]; fn(rng) -> [L(...)]."""
    head_ev = [fn(rng) for fn in head]
    rare_ev = [fn(rng) for cnt, fn in rare for _ in range(cnt)]
    fixed = sum(map(len, head_ev)) + sum(map(len, rare_ev))
    ws = [w for w, _ in common]
    fns = [f for _, f in common]
    common_ev, crows = [], 0
    while crows < n - fixed or len(common_ev) < 2:
        ev = rng.choices(fns, weights=ws)[0](rng)
        common_ev.append(ev)
        crows += len(ev)
    seq = common_ev[:-1]
    for ev in rare_ev:
        seq.insert(rng.randint(0, len(seq)), ev)
    seq = head_ev + seq + [common_ev[-1]]
    rows, t = [], start
    for ev in seq:
        maxdt = 0.0
        for fmt, vals, lv, dt in ev:
            maxdt = max(maxdt, dt)
            when = t + timedelta(seconds=maxdt)
            vals = [fmt_time(when) if v is TS else v for v in vals]
            line, tmpl = render(fmt, vals)
            rows.append({"line": line, "template": tmpl, "level": lv})
        t = t + timedelta(seconds=maxdt + rng.expovariate(1.0 / mean_gap))
    return rows[:n]


def start_time(rng):
    return datetime(2024, 5, rng.randint(1, 28), rng.randint(0, 20), rng.randint(0, 59),
                    rng.randint(0, 59), rng.randint(0, 999999))


class Clock:
    """Monotone offsets inside one event."""

    def __init__(self, rng, step=0.02):
        self.rng, self.step, self.t = rng, step, 0.0

    def __call__(self, scale=1.0):
        self.t += self.rng.expovariate(1.0 / (self.step * scale))
        return self.t


# =========================================================================== 1. dovecot
def make_dovecot(rng: random.Random) -> list[dict[str, str]]:
    hosts = Pool(rng.sample([f"{a}-{b}" for a in ("mx", "mail", "imap") for b in HOST_B], 3), 0.7)
    doms = rng.sample(DOMAINS, 4)
    users = Pool([f"{u}@{rng.choice(doms)}" for u in person_names(rng, 380)], 1.0)
    guess = Pool(shuffled(rng, ["admin", "info", "test", "support", "office", "sales", "webmaster",
                                "postmaster", "contact", "user", "mail", "root", "billing", "hr"]
                          + [f"{u}@{d}" for u in ["admin", "info", "sales", "test"] for d in doms]), 0.9)
    lips = Pool([ip_priv(rng) for _ in range(2)], 1.5)
    clients = Pool([ip_pub(rng) if rng.random() < 0.8 else ip_priv(rng) for _ in range(260)], 1.05)
    attackers = Pool([ip_pub(rng) for _ in range(45)], 1.2)
    folders = Pool(["INBOX", "Junk", "Archive", "Newsletters", "Receipts", "Work/Projects",
                    "Family", "Notifications", "Lists/dev", "Travel"], 1.6)
    fwd = Pool([f"{u}@{d}" for u, d in zip(person_names(rng, 12), shuffled(rng, DOMAINS))], 1.0)
    sieve_boxes = Pool(["Junk", "Newsletters", "Lists/dev", "Notifications", "Receipts"], 1.1)
    mail_roots = Pool(["/var/vmail", "/srv/mail"], 1.0)

    P = f"{M} {M} dovecot: "

    def d(body, *vals, lv="-", dt=0.0, host=None):
        return L(P + body, TS, host, *vals, lv=lv, dt=dt)

    def sess():
        return b64(rng, 16)

    def pid():
        return rng.randint(1200, 64000)

    def msgid():
        r = rng.random()
        if r < 0.4:
            return f"CA+{b64(rng, 22)}@mail.gmail.com"
        if r < 0.7:
            return f"{rng.randint(10**11, 10**12)}.{hexs(rng, 8)}@{rng.choice(DOMAINS)}"
        return f"{uuid4(rng)}@{rng.choice(host_names(rng, 1))}.{rng.choice(DOMAINS)}"

    def io_counts():
        return [lognum(rng, 5.5, 1.3), lognum(rng, 8, 1.8), rng.choice([0] * 8 + [1, 2, 3]),
                rng.choice([0] * 7 + [1, 2, 5]), rng.choice([0] * 9 + [1, 2]),
                rng.randint(0, 40), lognum(rng, 8, 1.5), rng.randint(0, 6), lognum(rng, 8, 2)]

    logout_tail = ("in=§ out=§ deleted=§ expunged=§ trashed=§ hdr_count=§ hdr_bytes=§ "
                   "body_count=§ body_bytes=§").replace("§", M)

    def login(proto, method):
        def ev(rng):
            h = hosts(rng)
            return [d(f"{proto}-login: Login: user=<{M}>, method={method}, rip={M}, lip={M}, "
                      f"mpid={M}, TLS, session=<{M}>", users(rng), clients(rng), lips(rng), pid(),
                      sess(), host=h)]
        return ev

    def imap_logout(rng):
        return [d(f"imap({M})<{M}><{M}>: Disconnected: Logged out " + logout_tail, users(rng),
                  pid(), sess(), *io_counts(), host=hosts(rng))]

    def imap_idle_closed(rng):
        return [d(f"imap({M})<{M}><{M}>: Disconnected: Connection closed (IDLE running for {M} + "
                  f"waiting input for {M} secs, {M} B in + {M} B out, state=wait-input) " + logout_tail,
                  users(rng), pid(), sess(), f"{rng.uniform(0, 2):.3f}", f"{rng.uniform(1, 1800):.3f}",
                  rng.randint(2, 60), rng.randint(10, 400), *io_counts(), host=hosts(rng))]

    def imap_uidfetch_closed(rng):
        return [d(f"imap({M})<{M}><{M}>: Disconnected: Connection closed (UID FETCH finished {M} "
                  f"secs ago) " + logout_tail, users(rng), pid(), sess(),
                  f"{rng.uniform(0, 300):.3f}", *io_counts(), host=hosts(rng))]

    def imap_inactivity(rng):
        return [d(f"imap({M})<{M}><{M}>: Disconnected for inactivity " + logout_tail, users(rng),
                  pid(), sess(), *io_counts(), host=hosts(rng))]

    def pop3_logout(rng):
        n = rng.randint(0, 30)
        r = rng.randint(0, n)
        return [d(f"pop3({M})<{M}><{M}>: Disconnected: Logged out top={M}/{M}, retr={M}/{M}, "
                  f"del={M}/{M}, size={M}", users(rng), pid(), sess(), 0, 0, r,
                  lognum(rng, 10, 1.5) if r else 0, r, n, lognum(rng, 11, 1.8), host=hosts(rng))]

    def deliver(rng):
        h, c = hosts(rng), Clock(rng, 0.05)
        lp = pid()
        ev = [d(f"lmtp({M}): Connect from local", lp, host=h, dt=0)]
        for _ in range(rng.choice([1, 1, 1, 2, 3])):
            u, m, s = users(rng), msgid(), sess()
            r = rng.random()
            if r < 0.78:
                ev.append(d(f"lmtp({M})<{M}><{M}>: msgid=<{M}>: saved mail to {M}", u, lp, s, m,
                            folders(rng), host=h, dt=c()))
            else:
                ev.append(d(f"lmtp({M})<{M}><{M}>: sieve: msgid=<{M}>: stored mail into mailbox '{M}'",
                            u, lp, s, m, sieve_boxes(rng), host=h, dt=c()))
        ev.append(d(f"lmtp({M}): Disconnect from local: Client has quit the connection (state=READY)",
                    lp, host=h, dt=c()))
        return ev

    def quota_fail(rng):
        lp = pid()
        h = hosts(rng)
        return [d(f"lmtp({M}): Connect from local", lp, host=h),
                d(f"lmtp({M})<{M}><{M}>: msgid=<{M}>: save failed to {M}: Quota exceeded (mailbox "
                  f"for user is full)", users(rng), lp, sess(), msgid(), "INBOX", host=h, dt=0.04),
                d(f"lmtp({M}): Disconnect from local: Client has quit the connection (state=READY)",
                  lp, host=h, dt=0.06)]

    def sieve_forward(rng):
        lp, h = pid(), hosts(rng)
        return [d(f"lmtp({M}): Connect from local", lp, host=h),
                d(f"lmtp({M})<{M}><{M}>: sieve: msgid=<{M}>: forwarded to <{M}>", users(rng), lp,
                  sess(), msgid(), fwd(rng), host=h, dt=0.05),
                d(f"lmtp({M}): Disconnect from local: Client has quit the connection (state=READY)",
                  lp, host=h, dt=0.08)]

    def sieve_discard(rng):
        lp, h = pid(), hosts(rng)
        return [d(f"lmtp({M}): Connect from local", lp, host=h),
                d(f"lmtp({M})<{M}><{M}>: sieve: msgid=<{M}>: marked message to be discarded if not "
                  f"explicitly delivered (discard action)", users(rng), lp, sess(), msgid(), host=h,
                  dt=0.05),
                d(f"lmtp({M}): Disconnect from local: Client has quit the connection (state=READY)",
                  lp, host=h, dt=0.08)]

    def auth_fail(proto, method):
        def ev(rng):
            h, ip, s = hosts(rng), attackers(rng), sess()
            r = rng.random()
            u = guess(rng) if r < 0.6 else users(rng)
            out = []
            if r < 0.6:
                out.append(d(f"auth: passwd-file({M},{M},<{M}>): unknown user", u, ip, s, host=h))
            else:
                out.append(d(f"auth-worker({M}): sql({M},{M},<{M}>): Password mismatch", pid(), u, ip,
                             s, host=h))
            out.append(d(f"{proto}-login: Aborted login (auth failed, {M} attempts in {M} secs): "
                         f"user=<{M}>, method={method}, rip={M}, lip={M}, TLS, session=<{M}>",
                         rng.randint(1, 3), rng.randint(2, 12), u, ip, lips(rng), s, host=h,
                         dt=rng.uniform(2, 6)))
            return out
        return ev

    def no_auth(rng):
        return [d(f"imap-login: Disconnected: Connection closed (no auth attempts in {M} secs): "
                  f"user=<>, rip={M}, lip={M}, session=<{M}>", rng.randint(0, 20),
                  rng.choice([clients(rng), attackers(rng)]), lips(rng), sess(), host=hosts(rng))]

    def ssl_fail(rng):
        return [d(f"imap-login: Disconnected: Connection closed: SSL_accept() failed: "
                  f"error:0A00010B:SSL routines::wrong version number (no auth attempts in {M} secs): "
                  f"user=<>, rip={M}, lip={M}, session=<{M}>", rng.randint(0, 2), attackers(rng),
                  lips(rng), sess(), host=hosts(rng))]

    def plaintext(rng):
        return [d(f"imap-login: Aborted login (tried to use disallowed plaintext auth): user=<>, "
                  f"rip={M}, lip={M}, session=<{M}>", attackers(rng), lips(rng), sess(),
                  host=hosts(rng))]

    def max_conn(rng):
        return [d(f"imap-login: Maximum number of connections from user+IP exceeded "
                  f"(mail_max_userip_connections={M}): user=<{M}>, method=PLAIN, rip={M}, lip={M}, "
                  f"TLS, session=<{M}>", 10, users(rng), clients(rng), lips(rng), sess(),
                  host=hosts(rng))]

    def maildir_slow(rng):
        u = users(rng)
        return [d(f"imap({M})<{M}><{M}>: Warning: Maildir {M}: Synchronization took {M} seconds ({M} "
                  f"new msgs, {M} flag change attempts, {M} expunge attempts)", u, pid(), sess(),
                  f"{mail_roots(rng)}/{u.split('@')[1]}/{u.split('@')[0]}/Maildir", rng.randint(31, 140),
                  rng.randint(0, 30), rng.randint(0, 5), rng.randint(0, 5), lv="WARN",
                  host=hosts(rng))]

    def proc_limit(rng):
        return [d(f"master: Warning: service(imap-login): process_limit ({M}) reached, client "
                  f"connections are being dropped", rng.choice([100, 256, 512]), lv="WARN",
                  host=hosts(rng))]

    def auth_client_gone(rng):
        return [d(f"auth: Warning: auth client {M} disconnected with {M} pending requests: EOF",
                  rng.randint(0, 3), rng.randint(1, 4), lv="WARN", host=hosts(rng))]

    def sql_down(rng):
        h = hosts(rng)
        return [d(f"auth-worker({M}): Error: sql({M},{M},<{M}>): Password query failed: Not "
                  f"connected to database", pid(), users(rng), clients(rng), sess(), lv="ERROR",
                  host=h)]

    def cache_corrupt(rng):
        u = users(rng)
        return [d(f"imap({M})<{M}><{M}>: Error: Corrupted index cache file {M}: Broken physical size "
                  f"for mail UID {M} in mailbox {M}", u, pid(), sess(),
                  f"{mail_roots(rng)}/{u.split('@')[1]}/{u.split('@')[0]}/Maildir/dovecot.index.cache",
                  rng.randint(100, 90000), folders(rng), lv="ERROR", host=hosts(rng))]

    def oom(rng):
        h, p = hosts(rng), pid()
        return [d(f"imap({M})<{M}><{M}>: Fatal: pool_system_realloc({M}): Out of memory", users(rng),
                  p, sess(), rng.choice([8192, 16384, 65536]), lv="FATAL", host=h),
                d(f"master: Error: service(imap): child {M} returned error {M} (Out of memory (service "
                  f"imap {{ vsz_limit={M} MB }}, you may need to increase it) - set CORE_OUTOFMEM=1 "
                  f"environment to get core dump)", p, 83, 256, lv="ERROR", host=h, dt=0.01)]

    def restart(rng):
        h = hosts(rng)
        return [d(f"master: Warning: Killed with signal {M} (by pid={M} uid={M} code=kill)", 15, 1,
                  0, lv="WARN", host=h),
                d(f"master: Dovecot v{M} ({M}) starting up for imap, pop3, lmtp, sieve (core dumps "
                  f"disabled)", "2.3.21", hexs(rng, 10), host=h, dt=1.2)]

    def ssl_ctx(rng):
        return [d(f"imap-login: Error: Failed to initialize SSL server context: Can't load SSL "
                  f"certificate (ssl_cert setting): There is no valid PEM certificate.", lv="ERROR",
                  host=hosts(rng))]

    common = [
        (22, login("imap", "PLAIN")), (1.2, login("imap", "LOGIN")), (4, login("pop3", "PLAIN")),
        (19, imap_logout), (6, imap_idle_closed), (1.0, imap_uidfetch_closed), (2, imap_inactivity),
        (4, pop3_logout), (7, deliver), (5, auth_fail("imap", "PLAIN")),
        (1.3, auth_fail("pop3", "PLAIN")), (4, no_auth), (1.0, ssl_fail), (0.6, plaintext),
        (0.5, max_conn), (0.35, maildir_slow),
    ]
    rare = [(2, quota_fail), (2, sieve_forward), (1, sieve_discard), (2, proc_limit),
            (1, auth_client_gone), (2, sql_down), (1, cache_corrupt), (1, oom), (1, restart),
            (1, ssl_ctx)]

    def ft(t):
        return f"{MON[t.month - 1]} {t.day:>2} {t:%H:%M:%S}"

    return schedule(rng, [], common, rare, ft, start_time(rng), 2.5)


# =========================================================================== 2. openvpn
def make_openvpn(rng: random.Random) -> list[dict[str, str]]:
    people = person_names(rng, 160)
    cities = ["berlin", "lisbon", "austin", "osaka", "nairobi", "denver", "lyon", "gdansk"]
    cls = []
    for i, p in enumerate(people):
        base = p.split(".")[0] if rng.random() < 0.5 else p
        kind = rng.random()
        cn = (f"{base}-laptop" if kind < 0.35 else f"{base}-phone" if kind < 0.5 else p)
        plat = rng.choice(["win", "win", "mac", "linux", "ios", "android"])
        ver = {"win": "2.6.10", "mac": "3.git::58b92569:Release", "linux": rng.choice(["2.6.9", "2.5.9"]),
               "ios": "3.git::d3f8b18b:Release", "android": "3.git::d3f8b18b:Release"}[plat]
        gui = {"win": "OpenVPN_GUI_11.46.0.0", "mac": "OCmacOS_3.4.9-4830",
               "android": "net.openvpn.connect.android_3.4.1-9385"}.get(plat)
        cls.append({"cn": cn, "user": p, "plat": plat, "ver": ver, "gui": gui})
    for c in cities:
        cls.append({"cn": f"branch-{c}-gw", "user": f"branch-{c}", "plat": "linux", "ver": "2.6.9",
                    "gui": None})
    clients = Pool(shuffled(rng, cls), 0.9)
    ips = Pool([ip_pub(rng) for _ in range(200)], 0.9)
    scanners = Pool([ip_pub(rng) for _ in range(30)], 1.1)
    ca = rng.choice(["Easy-RSA CA", "Acme VPN Root CA", "Internal Issuing CA"])
    srv_ip = "10.8.0.1"

    def vip():
        return f"10.8.{rng.randint(0, 3)}.{rng.randint(2, 254)}"

    def o(body, *vals, lv="-", dt=0.0):
        return L(f"{M} " + body, TS, *vals, lv=lv, dt=dt)

    def pre(body, ip, port, *vals, lv="-", dt=0.0):
        return L(f"{M} {M}:{M} " + body, TS, ip, port, *vals, lv=lv, dt=dt)

    def post(body, c, ip, port, *vals, lv="-", dt=0.0):
        return L(f"{M} {M}/{M}:{M} " + body, TS, c["cn"], ip, port, *vals, lv=lv, dt=dt)

    def handshake(c, ip, port, clk):
        ev = [o("MULTI: multi_create_instance called", dt=clk()),
              pre("Re-using SSL/TLS context", ip, port, dt=clk()),
              pre(f"TLS: Initial packet from [AF_INET]{M}:{M}, sid={M} {M}", ip, port, ip, port,
                  hexs(rng, 8), hexs(rng, 8), dt=clk()),
              pre(f"VERIFY OK: depth={M}, CN={M}", ip, port, 1, ca, dt=clk()),
              pre("VERIFY KU OK", ip, port, dt=clk()),
              pre("Validating certificate extended key usage", ip, port, dt=clk()),
              pre("++ Certificate has EKU (str) TLS Web Client Authentication, expects TLS Web Client "
                  "Authentication", ip, port, dt=clk()),
              pre("VERIFY EKU OK", ip, port, dt=clk()),
              pre(f"VERIFY OK: depth={M}, CN={M}", ip, port, 0, c["cn"], dt=clk()),
              pre(f"peer info: IV_VER={M}", ip, port, c["ver"], dt=clk()),
              pre(f"peer info: IV_PLAT={M}", ip, port, c["plat"], dt=clk()),
              pre(f"peer info: IV_PROTO={M}", ip, port, rng.choice([990, 2974, 30]), dt=clk()),
              pre(f"peer info: IV_CIPHERS={M}", ip, port,
                  rng.choice(["AES-256-GCM:AES-128-GCM:CHACHA20-POLY1305", "AES-256-GCM:AES-128-GCM"]),
                  dt=clk())]
        if c["gui"]:
            ev.append(pre(f"peer info: IV_GUI_VER={M}", ip, port, c["gui"], dt=clk()))
        return ev

    def connect(rng):
        c, ip, port, clk = clients(rng), ips(rng), eport(rng), Clock(rng, 0.01)
        v = vip()
        cipher = rng.choice(["AES-256-GCM"] * 5 + ["CHACHA20-POLY1305"])
        peer = rng.randint(0, 40)
        ev = handshake(c, ip, port, clk)
        ev += [pre(f"TLS: Username/Password authentication succeeded for username '{M}'", ip, port,
                   c["user"], dt=clk(5)),
               pre(f"Control Channel: TLSv1.3, cipher TLSv1.3 TLS_AES_256_GCM_SHA384, peer "
                   f"certificate: {M} bit RSA, signature: RSA-SHA256", ip, port,
                   rng.choice([2048, 2048, 4096]), dt=clk()),
               pre(f"[{M}] Peer Connection Initiated with [AF_INET]{M}:{M}", ip, port, c["cn"], ip, port,
                   dt=clk()),
               post(f"MULTI_sva: pool returned IPv4={M}, IPv6=(Not enabled)", c, ip, port, v, dt=clk()),
               post(f"MULTI: Learn: {M} -> {M}/{M}:{M}", c, ip, port, v, c["cn"], ip, port, dt=clk()),
               post(f"MULTI: primary virtual IP for {M}/{M}:{M}: {M}", c, ip, port, c["cn"], ip, port,
                    v, dt=clk()),
               post(f"Data Channel: cipher '{M}', peer-id: {M}", c, ip, port, cipher, peer, dt=clk()),
               post(f"Timers: ping {M}, ping-restart {M}", c, ip, port, 10, 120, dt=clk()),
               post("PUSH: Received control message: 'PUSH_REQUEST'", c, ip, port, dt=clk(20)),
               post(f"SENT CONTROL [{M}]: 'PUSH_REPLY,route-gateway {M},topology subnet,ping {M},"
                    f"ping-restart {M},ifconfig {M} {M},peer-id {M},cipher {M}' (status={M})", c, ip,
                    port, c["cn"], srv_ip, 10, 120, v, "255.255.252.0", peer, cipher, 1, dt=clk())]
        return ev

    def auth_failed(rng):
        c, ip, port, clk = clients(rng), ips(rng), eport(rng), Clock(rng, 0.01)
        ev = handshake(c, ip, port, clk)
        ev += [pre(f"WARNING: Failed running command (--auth-user-pass-verify): external program "
                   f"exited with error status: {M}", ip, port, 1, lv="WARN", dt=clk(30)),
               pre("TLS Auth Error: Auth Username/Password verification failed for peer", ip, port,
                   lv="ERROR", dt=clk()),
               pre(f"Control Channel: TLSv1.3, cipher TLSv1.3 TLS_AES_256_GCM_SHA384, peer "
                   f"certificate: {M} bit RSA, signature: RSA-SHA256", ip, port, 2048, dt=clk()),
               pre(f"[{M}] Peer Connection Initiated with [AF_INET]{M}:{M}", ip, port, c["cn"], ip, port,
                   dt=clk()),
               pre(f"SENT CONTROL [{M}]: 'AUTH_FAILED' (status={M})", ip, port, c["cn"], 1, dt=clk(20)),
               pre(f"Delayed exit in {M} seconds", ip, port, 5, dt=clk()),
               pre("SIGTERM[soft,delayed-exit] received, client-instance exiting", ip, port,
                   dt=clk(250))]
        return ev

    def disconnect(rng):
        c = clients(rng)
        return [post("SIGTERM[soft,remote-exit] received, client-instance exiting", c, ips(rng),
                     eport(rng))]

    def ping_timeout(rng):
        c, ip, port = clients(rng), ips(rng), eport(rng)
        return [post(f"[{M}] Inactivity timeout (--ping-restart), restarting", c, ip, port, c["cn"]),
                post("SIGUSR1[soft,ping-restart] received, client-instance restarting", c, ip, port,
                     dt=0.001)]

    def soft_reset(rng):
        c = clients(rng)
        return [post(f"TLS: soft reset sec={M}/{M} bytes={M}/{M} pkts={M}/{M}", c, ips(rng), eport(rng),
                     3600, 3600, lognum(rng, 15, 2), -1, lognum(rng, 9, 1.5), 0)]

    def bad_source(rng):
        c = clients(rng)
        return [post(f"MULTI: bad source address from client [{M}], packet dropped", c, ips(rng),
                     eport(rng), f"192.168.{rng.randint(0, 2)}.{rng.randint(2, 254)}")]

    def tls_timeout(rng):
        ip, port, clk = scanners(rng), eport(rng), Clock(rng, 0.01)
        return [o("MULTI: multi_create_instance called", dt=clk()),
                pre("Re-using SSL/TLS context", ip, port, dt=clk()),
                pre(f"TLS Error: TLS key negotiation failed to occur within {M} seconds (check your "
                    f"network connectivity)", ip, port, 60, lv="ERROR", dt=60.0),
                pre("TLS Error: TLS handshake failed", ip, port, lv="ERROR", dt=60.001),
                pre("SIGUSR1[soft,tls-error] received, client-instance restarting", ip, port,
                    dt=60.002)]

    def tls_crypt(rng):
        ip, port = scanners(rng), eport(rng)
        return [pre("tls-crypt unwrap error: packet authentication failed", ip, port),
                pre(f"TLS Error: tls-crypt unwrapping failed from [AF_INET]{M}:{M}", ip, port, ip, port,
                    lv="ERROR", dt=0.0005)]

    def hmac(rng):
        return [o(f"TLS Error: cannot locate HMAC in incoming packet from [AF_INET]{M}:{M}",
                  scanners(rng), eport(rng), lv="ERROR")]

    def dup_cn(rng):
        c = clients(rng)
        return [post(f"MULTI: new connection by client '{M}' will cause previous active sessions by "
                     f"this client to be dropped.  Remember to use the --duplicate-cn option if you "
                     f"want multiple clients using the same certificate or username to concurrently "
                     f"connect.", c, ips(rng), eport(rng), c["cn"])]

    def tls_fail_tail(ip, port, clk):
        return [pre("TLS_ERROR: BIO read tls_read_plaintext error", ip, port, lv="ERROR", dt=clk()),
                pre("TLS Error: TLS object -> incoming plaintext read error", ip, port, lv="ERROR",
                    dt=clk()),
                pre("TLS Error: TLS handshake failed", ip, port, lv="ERROR", dt=clk()),
                pre("SIGUSR1[soft,tls-error] received, client-instance restarting", ip, port, dt=clk())]

    def expired(rng):
        c, ip, port, clk = clients(rng), ips(rng), eport(rng), Clock(rng, 0.005)
        return [o("MULTI: multi_create_instance called", dt=clk()),
                pre("Re-using SSL/TLS context", ip, port, dt=clk()),
                pre(f"TLS: Initial packet from [AF_INET]{M}:{M}, sid={M} {M}", ip, port, ip, port,
                    hexs(rng, 8), hexs(rng, 8), dt=clk()),
                pre(f"VERIFY OK: depth={M}, CN={M}", ip, port, 1, ca, dt=clk()),
                pre(f"VERIFY ERROR: depth={M}, error=certificate has expired: CN={M}, serial={M}", ip,
                    port, 0, c["cn"], rng.randint(10**15, 10**30), lv="ERROR", dt=clk()),
                pre("OpenSSL: error:0A000086:SSL routines::certificate verify failed:", ip, port,
                    lv="ERROR", dt=clk())] + tls_fail_tail(ip, port, clk)

    def unknown_ca(rng):
        ip, port, clk = scanners(rng), eport(rng), Clock(rng, 0.005)
        return [o("MULTI: multi_create_instance called", dt=clk()),
                pre("Re-using SSL/TLS context", ip, port, dt=clk()),
                pre(f"TLS: Initial packet from [AF_INET]{M}:{M}, sid={M} {M}", ip, port, ip, port,
                    hexs(rng, 8), hexs(rng, 8), dt=clk()),
                pre(f"OpenSSL: error:0A000418:SSL routines::tlsv1 alert unknown ca:"
                    f"../ssl/record/rec_layer_s3.c:{M}:SSL alert number {M}", ip, port, 1586, 48,
                    lv="ERROR", dt=clk())] + tls_fail_tail(ip, port, clk)

    def link_mtu(rng):
        ip, port = ips(rng), eport(rng)
        return [pre(f"WARNING: 'link-mtu' is used inconsistently, local='link-mtu {M}', "
                    f"remote='link-mtu {M}'", ip, port, 1541, rng.choice([1542, 1557, 1549]), lv="WARN")]

    def blocksize(rng):
        c = clients(rng)
        return [post(f"WARNING: this cipher's block size is less than {M} bit ({M} bit).  Consider "
                     f"using a --cipher with a larger block size.", c, ips(rng), eport(rng), 128, 64,
                     lv="WARN")]

    def startup(rng):
        clk = Clock(rng, 0.01)
        return [o(f"OpenVPN {M} x86_64-pc-linux-gnu [SSL (OpenSSL)] [LZO] [LZ4] [EPOLL] [PKCS11] "
                  f"[MH/PKTINFO] [AEAD] [DCO]", "2.6.9", dt=clk()),
                o(f"library versions: OpenSSL {M}, LZO {M}", "3.0.13 30 Jan 2024", "2.10", dt=clk()),
                o(f"Diffie-Hellman initialized with {M} bit key", 2048, dt=clk()),
                o(f"TUN/TAP device {M} opened", "tun0", dt=clk()),
                o(f"net_addr_v4_add: {M}/{M} dev {M}", srv_ip, 22, "tun0", dt=clk()),
                o(f"UDPv4 link local (bound): [AF_INET][undef]:{M}", 1194, dt=clk()),
                o("UDPv4 link remote: [AF_UNSPEC]", dt=clk()),
                o(f"MULTI: multi_init called, r={M} v={M}", 256, 256, dt=clk()),
                o(f"IFCONFIG POOL IPv4: base={M} size={M}", "10.8.0.2", 1021, dt=clk()),
                o("Initialization Sequence Completed", dt=clk())]

    def restart(rng):
        return [o("SIGHUP[hard,] received, process restarting")] + \
            [(f, v, lv, dt + 0.5) for f, v, lv, dt in startup(rng)]

    common = [(9, connect), (7, disconnect), (2.5, ping_timeout), (4, soft_reset), (1.5, bad_source),
              (1.3, auth_failed), (1.2, tls_timeout), (1.5, tls_crypt), (0.35, dup_cn)]
    rare = [(2, expired), (1, unknown_ca), (1, link_mtu), (1, blocksize), (2, hmac), (1, restart)]
    return schedule(rng, [startup], common, rare, lambda t: f"{t:%Y-%m-%d %H:%M:%S}",
                    start_time(rng), 25.0)


# =========================================================================== 3. clickhouse
CH_TABLES = {
    "analytics.events": ["event_date", "event_time", "user_id", "event_type", "page_url", "country", "device"],
    "analytics.page_views": ["date", "ts", "session_id", "url", "duration_ms", "browser"],
    "shop.orders": ["created_at", "order_id", "customer_id", "status", "total_amount", "currency"],
    "shop.order_items": ["created_at", "order_id", "sku", "quantity", "price"],
    "logs.nginx_access": ["ts", "remote_addr", "method", "path", "status", "bytes_sent", "request_time"],
    "logs.app_logs": ["ts", "level", "service", "host", "message", "trace_id"],
    "telemetry.sensor_readings": ["ts", "device_id", "temperature", "humidity", "battery"],
    "billing.invoices": ["issued_at", "invoice_id", "customer_id", "amount", "paid"],
    "crm.contacts": ["created_at", "contact_id", "email", "company", "country"],
    "metrics.http_requests": ["ts", "service", "route", "status", "latency_ms"],
}
CH_FRAMES = {
    "exc": "DB::Exception::Exception(DB::Exception::MessageMasked&&, int, bool)",
    "exc_s": "DB::Exception::Exception<String>(int, FormatStringHelperImpl<std::type_identity<String>::type>, String&&)",
    "getTableImpl": "DB::DatabaseCatalog::getTableImpl(DB::StorageID const&, std::shared_ptr<DB::Context const>, std::optional<DB::Exception>*) const",
    "getTable": "DB::DatabaseCatalog::getTable(DB::StorageID const&, std::shared_ptr<DB::Context const>) const",
    "joined": "DB::JoinedTables::getLeftTableStorage()",
    "isq": "DB::InterpreterSelectQuery::InterpreterSelectQuery(std::shared_ptr<DB::IAST> const&, std::shared_ptr<DB::Context> const&, std::optional<DB::Pipe>, std::shared_ptr<DB::IStorage> const&, DB::SelectQueryOptions const&, std::vector<String, std::allocator<String>> const&, std::shared_ptr<DB::StorageInMemoryMetadata const> const&, std::shared_ptr<DB::PreparedSets>)",
    "execq": "DB::executeQuery(String const&, std::shared_ptr<DB::Context>, DB::QueryFlags, DB::QueryProcessingStage::Enum)",
    "runImpl": "DB::TCPHandler::runImpl()",
    "run": "DB::TCPHandler::run()",
    "tcpstart": "Poco::Net::TCPServerConnection::start()",
    "dispatch": "Poco::Net::TCPServerDispatcher::run()",
    "pooled": "Poco::PooledThread::run()",
    "entry": "Poco::ThreadImpl::runnableEntry(void*)",
    "q": "?",
    "alloc": "MemoryTracker::allocImpl(long, bool, MemoryTracker*, double)",
    "curalloc": "CurrentMemoryTracker::alloc(long)",
    "agg": "DB::Aggregator::executeOnBlock(std::vector<COW<DB::IColumn>::immutable_ptr<DB::IColumn>, std::allocator<COW<DB::IColumn>::immutable_ptr<DB::IColumn>>>, unsigned long, unsigned long, DB::AggregatedDataVariants&, std::vector<DB::IColumn const*, std::allocator<DB::IColumn const*>>&, std::vector<std::vector<DB::IColumn const*, std::allocator<DB::IColumn const*>>, std::allocator<std::vector<DB::IColumn const*, std::allocator<DB::IColumn const*>>>>&, bool&) const",
    "pstep": "DB::PipelineExecutor::executeStepImpl(unsigned long, std::atomic<bool>*)",
    "pimpl": "DB::PipelineExecutor::executeImpl(unsigned long, bool)",
    "worker": "ThreadPoolImpl<std::thread>::worker(std::__list_iterator<std::thread, void*>)",
}


def make_clickhouse(rng: random.Random) -> list[dict[str, str]]:
    tables = Pool(shuffled(rng, list(CH_TABLES)), 0.8)
    tuuid = {t: uuid4(rng) for t in CH_TABLES}
    users = Pool(shuffled(rng, ["default", "grafana", "etl", "superset", "metabase", "airflow",
                                "readonly", "analyst"]), 1.0)
    user_id = {u: uuid4(rng) for u in users.items}
    clients = Pool([ip_priv(rng) for _ in range(25)], 1.0)
    agents = Pool(["python-requests/2.31.0", "Go-http-client/1.1", "Grafana/10.4.2",
                   "Apache-HttpClient/4.5.14 (Java/17.0.10)", "clickhouse-connect/0.7.8 (lv:py/3.11.8; os:linux)",
                   "Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0"], 1.0)
    ctypes = Pool(["application/x-www-form-urlencoded", "text/plain; charset=utf-8", "application/json"], 1.2)
    version = "24.3.2.23 (official build)"
    addr = {k: "0x" + format(rng.randint(0x7000000, 0x12ffffff), "016x") for k in CH_FRAMES}
    names_pool = person_names(rng, 40)
    skus = [f"{w}-{c}" for w in ["desk", "lamp", "chair", "mug", "cable", "shelf"] for c in ["oak", "steel", "white", "black"]]
    routes = ["/api/orders", "/api/cart", "/api/users/me", "/checkout", "/search", "/login", "/healthz"]
    thread = Pool([rng.randint(800, 900000) for _ in range(60)], 0.6)
    levels = {"Trace": "DEBUG", "Debug": "DEBUG", "Information": "INFO", "Warning": "WARN",
              "Error": "ERROR", "Fatal": "FATAL"}

    def qline(qid, lvl, body, *vals, tid, dt=0.0):
        if qid is None:
            return L(f"{M} [ {M} ] {{}} <{lvl}> " + body, TS, tid, *vals, lv=levels[lvl], dt=dt)
        return L(f"{M} [ {M} ] {{{M}}} <{lvl}> " + body, TS, tid, qid, *vals, lv=levels[lvl], dt=dt)

    def frame(key, n, dt):
        return L(f"{M}. {CH_FRAMES[key]} @ {M}", n, addr[key] if key != "q" else "0x" + format(
            rng.randint(0x90000, 0x7fffffffffff), "016x"), dt=dt)

    def frames(keys, dt):
        return [frame(k, i, dt) for i, k in enumerate(keys)]

    def literal(col):
        if col in ("country",):
            return "'" + rng.choice(["DE", "US", "FR", "BR", "JP", "IN", "PL"]) + "'"
        if col in ("status", "event_type", "level", "service", "method", "currency"):
            return "'" + rng.choice({"status": ["paid", "shipped", "refunded", "pending"],
                                     "event_type": ["click", "signup", "purchase", "view"],
                                     "level": ["error", "warn", "info"],
                                     "service": ["checkout", "search", "auth", "catalog"],
                                     "method": ["GET", "POST"], "currency": ["EUR", "USD"]}[col]) + "'"
        if col in ("email",):
            return f"'{rng.choice(names_pool)}@{rng.choice(DOMAINS)}'"
        if col in ("company", "host"):
            return "'" + rng.choice(STAR_HOSTS) + "'"
        if col in ("sku",):
            return "'" + rng.choice(skus) + "'"
        if col in ("path", "route", "url", "page_url"):
            return "'" + rng.choice(routes) + "'"
        return str(rng.randint(1, 500000))

    def select_sql(t):
        cols = CH_TABLES[t]
        ts = cols[0]
        c1, c2 = rng.sample(cols[1:], 2)
        r = rng.random()
        if r < 0.2:
            return f"SELECT count() FROM {t} WHERE {ts} >= today() - {rng.randint(1, 30)}", [ts]
        if r < 0.4:
            return (f"SELECT {c1}, count() AS c FROM {t} WHERE {ts} > now() - INTERVAL {rng.randint(1, 48)} "
                    f"HOUR GROUP BY {c1} ORDER BY c DESC LIMIT {rng.choice([10, 20, 50, 100])}"), [ts, c1]
        if r < 0.55:
            return (f"SELECT toStartOfHour({ts}) AS h, {rng.choice(['avg', 'max', 'quantile(0.95)'])}({c2}) "
                    f"FROM {t} WHERE {ts} BETWEEN now() - INTERVAL 1 DAY AND now() GROUP BY h ORDER BY h "
                    f"FORMAT JSON"), [ts, c2]
        if r < 0.75:
            return (f"SELECT {c1}, {c2} FROM {t} WHERE {c1} = {literal(c1)} ORDER BY {ts} DESC LIMIT "
                    f"{rng.randint(1, 200)}"), [ts, c1, c2]
        if r < 0.85:
            return f"SELECT uniqExact({c1}) FROM {t} WHERE {ts} >= yesterday()", [ts, c1]
        return f"SELECT * FROM {t} LIMIT {rng.choice([10, 100, 1000])}", cols

    def tcp_query(rng):
        tid, qid, u, ip, port = thread(rng), uuid4(rng), users(rng), clients(rng), eport(rng)
        t = tables(rng)
        sql, cols = select_sql(t)
        clk = Clock(rng, 0.0008)
        parts = rng.randint(1, 40)
        marks = rng.randint(1, 5000)
        rows = lognum(rng, 9, 2.5, 1)
        sec = rng.uniform(0.001, 2.5)
        ev = [qline(qid, "Debug", f"executeQuery: (from [::ffff:{M}]:{M}, user: {M}) {M} (stage: Complete)",
                    ip, port, u, sql, tid=tid, dt=clk()),
              qline(qid, "Trace", f"ContextAccess ({M}): Access granted: {M} ON {M}", u,
                    f"SELECT({', '.join(cols)})", t, tid=tid, dt=clk()),
              qline(qid, "Trace", "InterpreterSelectQuery: FetchColumns -> Complete", tid=tid, dt=clk()),
              qline(qid, "Debug", f"{M} ({M}) (SelectExecutor): Key condition: {M}", t, tuuid[t],
                    rng.choice(["unknown", f"(column 0 in [{rng.randint(19000, 19900)}, +Inf))",
                                f"(column 0 in [{rng.randint(1714000000, 1715000000)}, +Inf))", "true"]),
                    tid=tid, dt=clk()),
              qline(qid, "Debug", f"{M} ({M}) (SelectExecutor): Selected {M}/{M} parts by partition key, "
                    f"{M} parts by primary key, {M}/{M} marks by primary key, {M} marks to read from {M} ranges",
                    t, tuuid[t], parts, parts + rng.randint(0, 20), parts, marks, marks + rng.randint(0, 9000),
                    marks, rng.randint(1, parts + 3), tid=tid, dt=clk()),
              qline(qid, "Debug", f"{M} ({M}) (SelectExecutor): Reading approx. {M} rows with {M} streams",
                    t, tuuid[t], rows, rng.choice([1, 2, 4, 8, 16]), tid=tid, dt=clk()),
              qline(qid, "Debug", f"executeQuery: Read {M} rows, {M} in {M} sec., {M} rows/sec., {M}/sec.",
                    rows, human_size(rows * rng.uniform(8, 300)), f"{sec:.6f}", int(rows / sec),
                    human_size(rows * 120 / sec), tid=tid, dt=clk() + sec),
              qline(qid, "Debug", f"MemoryTracker: Peak memory usage (for query): {M}.",
                    human_size(lognum(rng, 15, 2, 4096)), tid=tid, dt=clk() + sec),
              qline(qid, "Debug", f"TCPHandler: Processed in {M} sec.", f"{sec + 0.0004:.6f}", tid=tid,
                    dt=clk() + sec)]
        return ev

    def http_query(method):
        def ev(rng):
            tid, u, ip, port = thread(rng), users(rng), clients(rng), eport(rng)
            sid = uuid4(rng)
            clk = Clock(rng, 0.0005)
            out = [qline(None, "Trace", f"HTTPHandler-factory: HTTP Request for HTTPHandler-factory. Method: "
                         f"{method}, Address: [::ffff:{M}]:{M}, User-Agent: {M}, Length: {M}, Content Type: "
                         f"{M}, Transfer Encoding: identity, X-Forwarded-For: (none)", ip, port, agents(rng),
                         rng.randint(20, 900) if method == "POST" else 0, ctypes(rng), tid=tid, dt=clk()),
                   qline(None, "Trace", f"DynamicQueryHandler: Request URI: {M}",
                         f"/?database={tables(rng).split('.')[0]}&default_format=JSONCompact&query_id={uuid4(rng)}",
                         tid=tid, dt=clk()),
                   qline(None, "Debug", f"HTTP-Session: {M} Authenticating user '{M}' from [::ffff:{M}]:{M}",
                         sid, u, ip, port, tid=tid, dt=clk()),
                   qline(None, "Debug", f"HTTP-Session: {M} Authenticated with global context as user {M}",
                         sid, user_id[u], tid=tid, dt=clk()),
                   qline(None, "Trace", f"HTTP-Session: {M} Creating query context from session context, "
                         f"user_id: {M}, parent context user: {M}", sid, user_id[u], u, tid=tid, dt=clk())]
            q = tcp_query(rng)
            qid = q[0][1][2]
            base = clk()
            for f, v, lv, dt in q[:-1]:
                v = list(v)
                v[1] = tid
                if "executeQuery: (from" in f:
                    v[3], v[4], v[5] = ip, port, u
                if "ContextAccess (" in f:
                    v[3] = u
                out.append((f, v, lv, base + dt))
            out.append(qline(qid, "Debug", "DynamicQueryHandler: Done processing query", tid=tid,
                             dt=out[-1][3] + 0.0002))
            out.append(qline(None, "Debug", f"HTTP-Session: {M} Logout, user_id: {M}", sid, user_id[u],
                             tid=tid, dt=out[-1][3] + 0.0001))
            return out
        return ev

    def insert_sql(t):
        cols = CH_TABLES[t]
        return f"INSERT INTO {t} ({', '.join(cols)}) VALUES", cols

    def insert(rng):
        tid, qid, u, ip, port = thread(rng), uuid4(rng), users(rng), clients(rng), eport(rng)
        t = tables(rng)
        sql, cols = insert_sql(t)
        clk = Clock(rng, 0.001)
        rows = lognum(rng, 8, 1.8, 1)
        sec = rng.uniform(0.002, 0.6)
        ym = "2024" + rng.choice(["04", "05"])
        blk = rng.randint(1, 90000)
        part = f"{ym}_{blk}_{blk}_0"
        return [qline(qid, "Debug", f"executeQuery: (from [::ffff:{M}]:{M}, user: {M}) {M} (stage: Complete)",
                      ip, port, u, sql, tid=tid, dt=clk()),
                qline(qid, "Trace", f"ContextAccess ({M}): Access granted: {M} ON {M}", u,
                      f"INSERT({', '.join(cols)})", t, tid=tid, dt=clk()),
                qline(qid, "Trace", f"{M} ({M}): Trying to reserve {M} using storage policy from min volume "
                      f"index {M}", t, tuuid[t], human_size(rows * rng.uniform(10, 80)), 0, tid=tid, dt=clk()),
                qline(qid, "Trace", f"DiskLocal: Reserved {M} on local disk `{M}`, having unreserved {M}.",
                      human_size(rows * rng.uniform(10, 80)), "default",
                      human_size(rng.uniform(2e11, 9e11)), tid=tid, dt=clk()),
                qline(qid, "Trace", f"{M} ({M}): Renaming temporary part tmp_insert_{M} to {M} with tid {M}.",
                      t, tuuid[t], part, part, "(1, 1, 00000000-0000-0000-0000-000000000000)", tid=tid,
                      dt=clk() + sec),
                qline(qid, "Debug", f"executeQuery: Read {M} rows, {M} in {M} sec., {M} rows/sec., {M}/sec.",
                      rows, human_size(rows * 90), f"{sec:.6f}", int(rows / sec),
                      human_size(rows * 90 / sec), tid=tid, dt=clk() + sec),
                qline(qid, "Debug", f"MemoryTracker: Peak memory usage (for query): {M}.",
                      human_size(lognum(rng, 14, 1.5, 4096)), tid=tid, dt=clk() + sec),
                qline(qid, "Debug", f"TCPHandler: Processed in {M} sec.", f"{sec + 0.0003:.6f}", tid=tid,
                      dt=clk() + sec)]

    def tcp_connect(rng):
        tid, u, ip, port, sid = thread(rng), users(rng), clients(rng), eport(rng), uuid4(rng)
        clk = Clock(rng, 0.0003)
        return [qline(None, "Debug", f"TCP-Session: {M} Authenticating user '{M}' from [::ffff:{M}]:{M}",
                      sid, u, ip, port, tid=tid, dt=clk()),
                qline(None, "Debug", f"TCP-Session: {M} Authenticated with global context as user {M}",
                      sid, user_id[u], tid=tid, dt=clk()),
                qline(None, "Debug", f"TCP-Session: {M} Creating session context with user_id: {M}", sid,
                      user_id[u], tid=tid, dt=clk()),
                qline(None, "Debug", f"TCPHandler: Connected {M} version {M}, revision: {M}, database: {M}, "
                      f"user: {M}.", rng.choice(["ClickHouse client", "ClickHouse python-driver", "ClickHouse golang SQLDriver"]),
                      rng.choice(["24.3.0", "2.2.0", "20.10.2"]), rng.choice([54467, 54468, 54460]),
                      tables(rng).split(".")[0], u, tid=tid, dt=clk())]

    def tcp_done(rng):
        tid, sid, u = thread(rng), uuid4(rng), users(rng)
        return [qline(None, "Debug", "TCPHandler: Done processing connection.", tid=tid)]

    def merge(rng):
        tid, t = thread(rng), tables(rng)
        clk = Clock(rng, 0.002)
        ym = "2024" + rng.choice(["04", "05"])
        a = rng.randint(1, 80000)
        n = rng.randint(2, 8)
        lvl = rng.randint(0, 4)
        p_from, p_to = f"{ym}_{a}_{a}_{lvl}", f"{ym}_{a + n - 1}_{a + n - 1}_{lvl}"
        new = f"{ym}_{a}_{a + n - 1}_{lvl + 1}"
        mid = f"{tuuid[t]}::{new}"
        rows = lognum(rng, 10, 2, 10)
        sec = rng.uniform(0.005, 4)
        kind = "Compact" if rng.random() < 0.72 else "Wide"
        ncol = len(CH_TABLES[t])
        return [qline(None, "Debug", f"{M} ({M}) (MergerMutator): Selected {M} parts from {M} to {M}",
                      t, tuuid[t], n, p_from, p_to, tid=tid, dt=clk()),
                qline(mid, "Debug", f"MergeTask::PrepareStage: Merging {M} parts: from {M} to {M} into "
                      f"{kind} with storage Full", n, p_from, p_to, tid=tid, dt=clk()),
                qline(mid, "Debug", f"MergeTask::MergeProjectionsStage: Merge sorted {M} rows, containing "
                      f"{M} columns ({M} merged, {M} gathered) in {M} sec., {M} rows/sec., {M}/sec.",
                      rows, ncol, ncol, 0, f"{sec:.9f}", f"{rows / sec:.2f}", human_size(rows * 40 / sec),
                      tid=tid, dt=clk() + sec),
                qline(mid, "Trace", f"{M} ({M}): Renaming temporary part tmp_merge_{M} to {M} with tid {M}.",
                      t, tuuid[t], new, new, "(1, 1, 00000000-0000-0000-0000-000000000000)", tid=tid,
                      dt=clk() + sec),
                qline(mid, "Trace", f"{M} ({M}) (MergerMutator): Merged {M} parts: [{M}, {M}] -> {M}",
                      t, tuuid[t], n, p_from, p_to, new, tid=tid, dt=clk() + sec)]

    def remove_parts(rng):
        t, n = tables(rng), rng.randint(2, 9)
        ym = "2024" + rng.choice(["04", "05"])
        a = rng.randint(1, 80000)
        names = ", ".join(f"{ym}_{a + i}_{a + i}_0" for i in range(n))
        return [qline(None, "Debug", f"{M} ({M}): Removing {M} parts from filesystem (serially): Parts: [{M}]",
                      t, tuuid[t], n, names, tid=thread(rng))]

    def syslog_flush(rng):
        tid = thread(rng)
        tbl = rng.choice(["system.query_log", "system.query_log", "system.part_log", "system.trace_log",
                          "system.metric_log", "system.asynchronous_metric_log"])
        off = rng.randint(1000, 900000)
        return [qline(None, "Trace", f"SystemLog ({M}): Flushing system log, {M} entries to flush up to "
                      f"offset {M}", tbl, rng.randint(1, 3000), off, tid=tid),
                qline(None, "Trace", f"SystemLog ({M}): Flushed system log up to offset {M}", tbl, off,
                      tid=tid, dt=rng.uniform(0.002, 0.05))]

    def async_metrics(rng):
        a = rng.uniform(5e8, 4e9)
        b = a + rng.uniform(-5e7, 5e7)
        return [qline(None, "Information", f"AsynchronousMetrics: MemoryTracking: was {M}, peak {M}, free "
                      f"memory in arenas {M}, will set to {M} (RSS), difference: {M}", human_size(a),
                      human_size(a * 1.3), human_size(rng.uniform(0, 4e7)), human_size(b),
                      ("-" if b < a else "") + human_size(abs(b - a)), tid=thread(rng))]

    STACK_HEAD_TABLE = ["exc", "exc_s", "getTable"]
    STACK_TAIL_TCP = ["execq", "runImpl", "tcpstart", "pooled", "q", "q"]

    def unknown_table(rng):
        tid, qid, u, ip, port = thread(rng), uuid4(rng), users(rng), clients(rng), eport(rng)
        db = tables(rng).split(".")[0]
        missing = f"{db}.{rng.choice(['events_v2', 'orders_old', 'tmp_import', 'sessions_daily', 'users'])}"
        sql = f"SELECT * FROM {missing} LIMIT 100"
        clk = Clock(rng, 0.0005)
        st = "Stack trace (when copying this message, always include the lines below):"
        ev = [qline(qid, "Debug", f"executeQuery: (from [::ffff:{M}]:{M}, user: {M}) {M} (stage: Complete)",
                    ip, port, u, sql, tid=tid, dt=clk()),
              qline(qid, "Error", f"executeQuery: Code: 60. DB::Exception: Table {M} does not exist. "
                    f"(UNKNOWN_TABLE) (version {M}) (from [::ffff:{M}]:{M}) (in query: {M}), " + st,
                    missing, version, ip, port, sql, tid=tid, dt=clk())]
        ev += frames(STACK_HEAD_TABLE + STACK_TAIL_TCP, clk())
        ev.append(qline(qid, "Error", f"TCPHandler: Code: 60. DB::Exception: Table {M} does not exist. "
                        f"(UNKNOWN_TABLE), " + st, missing, tid=tid, dt=clk()))
        ev += frames(STACK_HEAD_TABLE + STACK_TAIL_TCP, clk())
        return ev

    def syntax_error(rng):
        tid, qid, u, ip, port = thread(rng), uuid4(rng), users(rng), clients(rng), eport(rng)
        t = tables(rng)
        bad = rng.choice([f"SELEC count() FROM {t}", f"SELECT count( FROM {t}", f"SELECT * FORM {t} LIMIT 5"])
        tok = bad.split()[0] if bad.startswith("SELEC ") else ("FROM" if "( FROM" in bad else "FORM")
        pos = bad.find(tok) + 1
        exp = rng.choice(["one of: SELECT query, possibly with UNION, list of union elements, SELECT query",
                          "one of: token, Comma, FROM, PREWHERE, WHERE, GROUP BY"])
        return [qline(qid, "Error", f"executeQuery: Code: 62. DB::Exception: Syntax error: failed at position "
                      f"{M} ({M}): {M}. Expected {M}. (SYNTAX_ERROR) (version {M}) (from [::ffff:{M}]:{M}) "
                      f"(in query: {M})", pos, f"'{tok}'", bad, exp, version, ip, port, bad, tid=tid)]

    def access_denied(rng):
        tid, qid, ip, port = thread(rng), uuid4(rng), clients(rng), eport(rng)
        u = rng.choice(["readonly", "analyst", "grafana"])
        t = tables(rng)
        sql, cols = select_sql(t)
        grant = f"SELECT({', '.join(cols)})"
        return [qline(qid, "Debug", f"executeQuery: (from [::ffff:{M}]:{M}, user: {M}) {M} (stage: Complete)",
                      ip, port, u, sql, tid=tid),
                qline(qid, "Trace", f"ContextAccess ({M}): Access denied: {M} ON {M}", u, grant, t, tid=tid,
                      dt=0.0003),
                qline(qid, "Error", f"executeQuery: Code: 497. DB::Exception: {M}: Not enough privileges. To "
                      f"execute this query, it's necessary to have the grant {M} ON {M}. (ACCESS_DENIED) "
                      f"(version {M}) (from [::ffff:{M}]:{M}) (in query: {M})", u, grant, t, version, ip,
                      port, sql, tid=tid, dt=0.0005)]

    def mem_limit(rng):
        tid, qid, u, ip, port = thread(rng), uuid4(rng), users(rng), clients(rng), eport(rng)
        t = tables(rng)
        c = CH_TABLES[t][2]
        sql = f"SELECT {c}, groupArray({CH_TABLES[t][1]}) FROM {t} GROUP BY {c}"
        ev = [qline(qid, "Debug", f"executeQuery: (from [::ffff:{M}]:{M}, user: {M}) {M} (stage: Complete)",
                    ip, port, u, sql, tid=tid),
              qline(qid, "Error", f"executeQuery: Code: 241. DB::Exception: Memory limit (for query) exceeded: "
                    f"would use {M} (attempt to allocate chunk of {M} bytes), maximum: {M}.: While executing "
                    f"AggregatingTransform. (MEMORY_LIMIT_EXCEEDED) (version {M}) (from [::ffff:{M}]:{M}) "
                    f"(in query: {M})", "9.32 GiB", 4194304, "9.31 GiB", version, ip, port, sql,
                    tid=tid, dt=7.4)]
        return ev

    def too_many_parts(rng):
        tid, qid, u, ip, port = thread(rng), uuid4(rng), "etl", clients(rng), eport(rng)
        t = tables(rng)
        sql, _ = insert_sql(t)
        return [qline(qid, "Error", f"executeQuery: Code: 252. DB::Exception: Too many parts ({M} with average "
                      f"size of {M}) in table '{M} ({M})'. Merges are processing significantly slower than "
                      f"inserts. (TOO_MANY_PARTS) (version {M}) (from [::ffff:{M}]:{M}) (in query: {M})",
                      rng.randint(300, 340), human_size(rng.uniform(1e4, 5e6)), t, tuuid[t], version, ip,
                      port, sql, tid=tid)]

    def net_error(rng):
        return [qline(None, "Error", f"ServerErrorHandler: Code: 210. DB::NetException: Connection reset by "
                      f"peer, while reading from socket (peer: [::ffff:{M}]:{M}, local: [::ffff:{M}]:{M}). "
                      f"(NETWORK_ERROR) (version {M})", clients(rng), eport(rng), "10.0.3.17", 9000,
                      version, tid=thread(rng))]

    def pool_failover(rng):
        h = rng.choice(["ch-shard-east", "ch-shard-west", "ch-replica-amber"])
        return [qline(uuid4(rng), "Warning", f"ConnectionPoolWithFailover: Connection failed at try \u2116{M}, "
                      f"reason: Code: 210. DB::NetException: Connection refused ({M}:{M}). (NETWORK_ERROR) "
                      f"(version {M})", 1, h, 9000, version, tid=thread(rng))]

    def client_dropped(rng):
        return [qline(uuid4(rng), "Information", "TCPHandler: Client has dropped the connection, cancel the "
                      "query.", tid=thread(rng))]

    def broken_part(rng):
        t = tables(rng)
        p = f"202404_{rng.randint(1, 9000)}_{rng.randint(9001, 20000)}_3"
        return [qline(None, "Error", f"{M} ({M}): Detaching broken part {M} (size: {M}). If it happened after "
                      f"update, it is likely because of backward incompatibility. You need to resolve this "
                      f"manually", t, tuuid[t], f"/var/lib/clickhouse/store/{tuuid[t][:3]}/{tuuid[t]}/{p}",
                      human_size(rng.uniform(1e5, 5e8)), tid=thread(rng))]

    def segfault(rng):
        tid = thread(rng)
        return [qline(None, "Fatal", "BaseDaemon: ########## Short fault info ############", tid=tid),
                qline(None, "Fatal", f"BaseDaemon: (version {M}, build id: {M}, git hash: {M}) (from thread {M}) "
                      f"Received signal {M}", version, hexs(rng, 40).upper(), hexs(rng, 40), tid, 11,
                      tid=tid, dt=0.0001),
                qline(None, "Fatal", "BaseDaemon: Signal description: Segmentation fault", tid=tid, dt=0.0002),
                qline(None, "Fatal", f"BaseDaemon: Address: {M}. Access: read. Address not mapped to object.",
                      "0x" + hexs(rng, 4), tid=tid, dt=0.0003),
                qline(None, "Fatal", "BaseDaemon: ########################################", tid=tid,
                      dt=0.0004)]

    common = [(20, tcp_query), (5, http_query("POST")), (1.2, http_query("GET")), (7, insert),
              (3, tcp_connect), (3, tcp_done), (5, merge), (2, remove_parts), (6, syslog_flush),
              (2, async_metrics), (0.5, client_dropped)]
    rare = [(2, unknown_table), (2, syntax_error), (2, access_denied), (1, mem_limit), (2, too_many_parts),
            (1, net_error), (2, pool_failover), (1, broken_part), (1, segfault)]
    return schedule(rng, [], common, rare, lambda t: f"{t:%Y.%m.%d %H:%M:%S.%f}", start_time(rng), 0.6)


# =========================================================================== 4. keycloak
KC_TAIL = [
    ("org.jboss.resteasy.reactive.server.handlers.InvocationHandler.handle", "InvocationHandler.java", 29),
    ("io.quarkus.resteasy.reactive.server.runtime.QuarkusResteasyReactiveRequestContext.invokeHandler",
     "QuarkusResteasyReactiveRequestContext.java", 141),
    ("org.jboss.resteasy.reactive.common.core.AbstractResteasyReactiveContext.run",
     "AbstractResteasyReactiveContext.java", 147),
    ("io.quarkus.vertx.core.runtime.VertxCoreRecorder$14.runWith", "VertxCoreRecorder.java", 599),
    ("org.jboss.threads.EnhancedQueueExecutor$Task.run", "EnhancedQueueExecutor.java", 2495),
    ("java.base/java.lang.Thread.run", "Thread.java", 1583),
]


def make_keycloak(rng: random.Random) -> list[dict[str, str]]:
    realm_names = shuffled(rng, ["acme", "partners", "customers", "internal", "master", "staff-portal",
                                 "iot-devices"])
    realms = Pool(realm_names, 1.0)
    realm_id = {r: uuid4(rng) for r in realm_names}
    client_urls = {
        "account-console": "/realms/{r}/account/", "security-admin-console": "/admin/{r}/console/",
        "web-frontend": "https://app.{d}/callback", "mobile-app": "com.{d0}.mobile:/oauth2redirect",
        "grafana": "https://grafana.{d}/login/generic_oauth", "gitlab": "https://gitlab.{d}/users/auth/openid_connect/callback",
        "argocd": "https://argocd.{d}/auth/callback", "nextcloud": "https://cloud.{d}/apps/user_oidc/code",
        "vault": "https://vault.{d}/ui/vault/auth/oidc/oidc/callback", "backoffice-web": "https://backoffice.{d}/sso/callback",
    }
    svc_clients = Pool(shuffled(rng, ["billing-service", "reporting-job", "inventory-sync", "backup-agent",
                                      "crm-connector", "monitoring-probe"]), 1.0)
    clients = Pool(shuffled(rng, list(client_urls)), 0.9)
    dom = rng.choice(DOMAINS)
    kc_host = f"sso.{dom}"
    users = Pool(person_names(rng, 300), 1.0)
    uid = {}
    ips = Pool([ip_pub(rng) for _ in range(180)] + [ip_priv(rng) for _ in range(20)], 1.0)
    threads = Pool(list(range(0, 64)), 0.5)
    scopes = Pool(["openid email profile", "openid profile", "openid email profile offline_access",
                   "profile email", "openid roles web-origins"], 1.2)

    def user_id(u):
        if u not in uid:
            uid[u] = uuid4(rng)
        return uid[u]

    def redirect(c, r):
        return client_urls[c].format(r=r, d=dom, d0=dom.split(".")[0]) if not client_urls[c].startswith("/") \
            else f"https://{kc_host}" + client_urls[c].format(r=r)

    def line(level, cat, thread_fmt, body, tvals, vals, dt=0.0):
        lvn = {"INFO": "INFO", "WARN": "WARN", "ERROR": "ERROR", "DEBUG": "DEBUG"}[level]
        return L(f"{M} {level:<5} [{cat}] ({thread_fmt}) " + body, TS, *tvals, *vals, lv=lvn, dt=dt)

    def ex(level, cat, body, *vals, dt=0.0):
        return line(level, cat, f"executor-thread-{M}", body, [threads(rng)], vals, dt)

    def ev_line(level, fields, dt=0.0):
        fmt, vals = [], []
        for k, v in fields:
            if isinstance(v, tuple):   # variable
                fmt.append(f'{k}="{M}"')
                vals.append(v[0])
            else:
                fmt.append(f'{k}="{v}"')
        return ex(level, "org.keycloak.events", ", ".join(fmt), *vals, dt=dt)

    def base(etype, r, c, u_id, ip, sess=True, sid=None):
        f = [("type", etype), ("realmId", (realm_id[r],)), ("realmName", (r,)), ("clientId", (c,)),
             ("userId", (u_id,) if u_id != "null" else "null")]
        if sess:
            f.append(("sessionId", (sid,)))
        f.append(("ipAddress", (ip,)))
        return f

    def login_flow(rng):
        r, c, u, ip = realms(rng), clients(rng), users(rng), ips(rng)
        sid = uuid4(rng)
        clk = Clock(rng, 0.4)
        out = [ev_line("INFO", base("LOGIN", r, c, user_id(u), ip, sid=sid) + [
            ("auth_method", "openid-connect"), ("auth_type", "code"), ("response_type", "code"),
            ("redirect_uri", (redirect(c, r),)), ("consent", "no_consent_required"), ("code_id", (sid,)),
            ("response_mode", "query"), ("username", (u,)), ("authSessionParentId", (sid,)),
            ("authSessionTabId", (b64(rng, 11).replace("+", "-").replace("/", "_"),))], dt=clk())]
        if rng.random() < 0.8:
            out.append(ev_line("INFO", base("CODE_TO_TOKEN", r, c, user_id(u), ip, sid=sid) + [
                ("token_id", (uuid4(rng),)), ("grant_type", "authorization_code"), ("refresh_token_type", "Refresh"),
                ("scope", (scopes(rng),)), ("refresh_token_id", (uuid4(rng),)), ("code_id", (sid,)),
                ("client_auth_method", "client-secret")], dt=clk()))
        return out

    def refresh(rng):
        r, c, u, ip = realms(rng), clients(rng), users(rng), ips(rng)
        return [ev_line("INFO", base("REFRESH_TOKEN", r, c, user_id(u), ip, sid=uuid4(rng)) + [
            ("token_id", (uuid4(rng),)), ("grant_type", "refresh_token"), ("refresh_token_type", "Refresh"),
            ("scope", (scopes(rng),)), ("refresh_token_id", (uuid4(rng),)),
            ("updated_refresh_token_id", (uuid4(rng),)), ("client_auth_method", "client-secret")])]

    def logout(rng):
        r, c, u, ip = realms(rng), clients(rng), users(rng), ips(rng)
        return [ev_line("INFO", base("LOGOUT", r, c, user_id(u), ip, sid=uuid4(rng)) + [
            ("redirect_uri", (redirect(c, r),))])]

    def client_login(rng):
        r, c, ip = realms(rng), svc_clients(rng), ip_priv(rng)
        return [ev_line("INFO", base("CLIENT_LOGIN", r, c, user_id("service-account-" + c), ip, sess=False) + [
            ("token_id", (uuid4(rng),)), ("grant_type", "client_credentials"), ("scope", (scopes(rng),)),
            ("client_auth_method", "client-secret"), ("username", ("service-account-" + c,))])]

    def login_error(err, known):
        def ev(rng):
            r, c, u, ip = realms(rng), clients(rng), users(rng), ips(rng)
            if not known:
                u = rng.choice([u.split(".")[0], u + "x", f"{u}@{dom}", "admin", "test", "root"])
            sid = uuid4(rng)
            return [ev_line("WARN", base("LOGIN_ERROR", r, c, user_id(u) if known else "null", ip, sess=False) + [
                ("error", err), ("auth_method", "openid-connect"), ("auth_type", "code"),
                ("redirect_uri", (redirect(c, r),)), ("code_id", (sid,)), ("username", (u,)),
                ("authSessionParentId", (sid,)),
                ("authSessionTabId", (b64(rng, 11).replace("+", "-").replace("/", "_"),))])]
        return ev

    def bad_redirect(rng):
        r, c, ip = realms(rng), clients(rng), ips(rng)
        return [ev_line("WARN", base("LOGIN_ERROR", r, c, "null", ip, sess=False) + [
            ("error", "invalid_redirect_uri"),
            ("redirect_uri", (f"https://{rng.choice(STAR_HOSTS)}.{rng.choice(DOMAINS)}/callback",))])]

    def refresh_error(rng):
        r, c, ip = realms(rng), clients(rng), ips(rng)
        return [ev_line("WARN", base("REFRESH_TOKEN_ERROR", r, c, "null", ip, sess=False) + [
            ("error", "invalid_token"), ("reason", "Token is not active"), ("grant_type", "refresh_token"),
            ("client_auth_method", "client-secret")])]

    def code_error(rng):
        r, c, ip = realms(rng), clients(rng), ips(rng)
        return [ev_line("WARN", base("CODE_TO_TOKEN_ERROR", r, c, "null", ip, sess=False) + [
            ("error", "invalid_code"), ("grant_type", "authorization_code"), ("code_id", (uuid4(rng),)),
            ("client_auth_method", "client-secret")])]

    def client_error(rng):
        r, c, ip = realms(rng), svc_clients(rng), ip_priv(rng)
        return [ev_line("WARN", base("CLIENT_LOGIN_ERROR", r, c, "null", ip, sess=False) + [
            ("error", "invalid_client_credentials"), ("grant_type", "client_credentials")])]

    def update_password(rng):
        r, c, u, ip = realms(rng), "account-console", users(rng), ips(rng)
        return [ev_line("INFO", base("UPDATE_PASSWORD", r, c, user_id(u), ip, sess=False) + [
            ("auth_method", "openid-connect"), ("custom_required_action", "UPDATE_PASSWORD"),
            ("redirect_uri", (redirect(c, r),)), ("code_id", (uuid4(rng),)), ("username", (u,))])]

    def cookie_warn(rng):
        return [ex("WARN", "org.keycloak.cookie.DefaultCookieProvider", "Non-secure context detected; cookies "
                   "are not secured, and will not be available in cross-origin POST requests")]

    def scope_warn(rng):
        return [ex("WARN", "org.keycloak.services", "KC-SERVICES0091: Request is missing scope 'openid' so "
                   "it's not treated as OIDC, but just pure OAuth2 request.")]

    def ldap_sync(rng):
        r = realms(rng)
        prov = rng.choice(["corp-ldap", "active-directory", "openldap"])
        t = rng.randint(0, 3)
        return [line("INFO", "org.keycloak.storage.ldap.LDAPStorageProviderFactory", f"Timer-{M}",
                     f"Sync all users from LDAP to local store: realm: {M}, federation provider: {M}", [t],
                     [realm_id[r], prov]),
                line("INFO", "org.keycloak.storage.ldap.LDAPStorageProviderFactory", f"Timer-{M}",
                     f"Sync all users finished: {M} imported users, {M} updated users, {M} removed users, {M} "
                     f"users failed sync", [t], [rng.randint(0, 12), rng.randint(0, 400), 0, rng.randint(0, 2)],
                     dt=rng.uniform(0.5, 4))]

    def java_frames(heads, tail=True, more=None, dt=0.0):
        out = []
        for m, f, n in heads + (KC_TAIL if tail else []):
            out.append(L(f"\tat {m}({f}:{M})", n, dt=dt))
        if more is not None:
            out.append(L(f"\t... {M} more", more, dt=dt))
        return out

    def db_closed(rng):
        clk = Clock(rng, 0.001)
        t = threads(rng)
        out = [line("WARN", "io.agroal.pool", f"agroal-{M}", f"Datasource '<default>': {M}", [rng.randint(1, 20)],
                    ["FATAL: terminating connection due to administrator command"], dt=clk()),
               line("WARN", "org.hibernate.engine.jdbc.spi.SqlExceptionHelper", f"executor-thread-{M}",
                    f"SQL Error: {M}, SQLState: {M}", [t], [0, "08003"], dt=clk()),
               line("ERROR", "org.hibernate.engine.jdbc.spi.SqlExceptionHelper", f"executor-thread-{M}",
                    "This connection has been closed.", [t], [], dt=clk()),
               line("ERROR", "org.keycloak.services.error.KeycloakErrorHandler", f"executor-thread-{M}",
                    "Uncaught server error: org.keycloak.models.ModelException: "
                    "org.hibernate.exception.JDBCConnectionException: could not execute query", [t], [],
                    dt=clk())]
        d = clk()
        out += java_frames([("org.keycloak.connections.jpa.PersistenceExceptionConverter.convert",
                             "PersistenceExceptionConverter.java", 88),
                            ("org.keycloak.models.jpa.JpaUserProvider.getUserByUsername", "JpaUserProvider.java", 606),
                            ("org.keycloak.storage.UserStorageManager.getUserByUsername", "UserStorageManager.java", 442)],
                           dt=d)
        out.append(L("Caused by: org.postgresql.util.PSQLException: This connection has been closed.", dt=d))
        out += java_frames([("org.postgresql.jdbc.PgConnection.checkClosed", "PgConnection.java", 989)],
                           tail=False, more=rng.choice([84, 86, 91]), dt=d)
        return out

    def npe(rng):
        t = threads(rng)
        out = [line("ERROR", "org.keycloak.services.error.KeycloakErrorHandler", f"executor-thread-{M}",
                    'Uncaught server error: java.lang.NullPointerException: Cannot invoke '
                    '"org.keycloak.models.UserModel.getId()" because "user" is null', [t], [])]
        out += java_frames([("org.keycloak.services.resources.admin.UserResource.getUser", "UserResource.java", 345),
                            ("org.keycloak.services.resources.admin.UserResource$quarkusrestinvoker$getUser_3f1a",
                             "Unknown Source", None)], dt=0.0)
        # the second frame has no line number
        fixed = []
        for f, v, lv, dt in out:
            if "Unknown Source" in f:
                f, v = f.replace(f"Unknown Source:{M}", "Unknown Source"), []
            fixed.append((f, v, lv, dt))
        return fixed

    def mail_fail(rng):
        t = threads(rng)
        return [line("ERROR", "org.keycloak.email.DefaultEmailSenderProvider", f"executor-thread-{M}",
                     f"Failed to send email: jakarta.mail.MessagingException: Couldn't connect to host, port: {M}, "
                     f"{M}; timeout {M}", [t], [f"smtp.{dom}", 587, -1]),
                line("ERROR", "org.keycloak.services", f"executor-thread-{M}",
                     "KC-SERVICES0029: Failed to send email: org.keycloak.email.EmailException: Error when "
                     "attempting to send the email to the server. More information is available in the server log.",
                     [t], [], dt=0.002)]

    def blocked(rng):
        return [line("WARN", "io.vertx.core.impl.BlockedThreadChecker", "vertx-blocked-thread-checker",
                     f"Thread Thread[vert.x-eventloop-thread-{M},5,main] has been blocked for {M} ms, time "
                     f"limit is {M} ms", [], [rng.randint(0, 7), rng.randint(2100, 9000), 2000])]

    def startup(rng):
        clk = Clock(rng, 0.3)
        node = f"keycloak-{rng.choice(STAR_HOSTS)}-{hexs(rng, 5)}"
        return [line("INFO", "org.keycloak.quarkus.runtime.hostname.DefaultHostnameProvider", "main",
                     f"Hostname settings: Base URL: <unset>, Hostname: {M}, Strict HTTPS: false, Path: <request>, "
                     f"Strict BackChannel: false, Admin URL: <unset>, Admin: <request>, Port: -1, Proxied: true",
                     [], [kc_host], dt=clk()),
                line("INFO", "org.keycloak.common.Profile", "main", "Preview features enabled: token-exchange:v1",
                     [], [], dt=clk()),
                line("WARN", "org.infinispan.CONFIG", "keycloak-cache-init", "ISPN000569: Unable to persist "
                     "Infinispan internal caches as no global state enabled", [], [], dt=clk()),
                line("INFO", "org.keycloak.connections.infinispan.DefaultInfinispanConnectionProviderFactory",
                     "main", f"Node name: {M}, Site name: null", [], [node], dt=clk()),
                line("INFO", "org.infinispan.CLUSTER", f"jgroups-{M},{M}",
                     f"ISPN000094: Received new cluster view for channel ISPN: [{M}|{M}] ({M}) [{M}]",
                     [rng.randint(4, 9), node], [node, rng.randint(0, 5), 2,
                                                  f"{node}, keycloak-{rng.choice(STAR_HOSTS)}-{hexs(rng, 5)}"],
                     dt=clk()),
                line("INFO", "io.quarkus", "main", f"Keycloak {M} on JVM (powered by Quarkus {M}) started in {M}s. "
                     f"Listening on: http://{M}:{M}. Management interface listening on http://{M}:{M}.", [],
                     ["25.0.6", "3.8.6", f"{rng.uniform(6, 30):.3f}", "0.0.0.0", 8080, "0.0.0.0", 9000], dt=clk()),
                line("INFO", "io.quarkus", "main", "Profile prod activated.", [], [], dt=clk()),
                line("INFO", "io.quarkus", "main", "Installed features: [agroal, cdi, hibernate-orm, "
                     "jdbc-postgresql, keycloak, narayana-jta, reactive-routes, rest, rest-jackson, "
                     "smallrye-context-propagation, smallrye-health, vertx]", [], [], dt=clk())]

    def unknown_key(rng):
        return [line("WARN", "io.quarkus.config", "main", f"Unrecognized configuration key \"{M}\" was provided; "
                     "it will be ignored; verify that the dependency extension for this configuration is set or "
                     "that you did not make a typo", [], [rng.choice(["quarkus.http.access-log.enabled",
                                                                       "kc.spi-theme-static-max-age"])])]

    common = [(18, login_flow), (14, refresh), (4, logout), (6, client_login),
              (6, login_error("invalid_user_credentials", True)), (3, login_error("user_not_found", False)),
              (3, refresh_error), (1.2, client_error), (1.0, cookie_warn), (0.6, scope_warn), (0.3, ldap_sync)]
    rare = [(2, code_error), (1, login_error("user_temporarily_disabled", True)), (2, bad_redirect),
            (2, update_password), (1, db_closed), (1, npe), (2, mail_fail), (1, blocked), (1, unknown_key)]

    def ft(t):
        return f"{t:%Y-%m-%d %H:%M:%S},{t.microsecond // 1000:03d}"

    return schedule(rng, [startup], common, rare, ft, start_time(rng), 4.0)


# =========================================================================== 5. bunyan_json
class V:
    __slots__ = ("v",)

    def __init__(self, v):
        self.v = v


def jdump(o, vals):
    if isinstance(o, dict):
        return "{" + ",".join(json.dumps(k) + ":" + jdump(v, vals) for k, v in o.items()) + "}"
    if isinstance(o, V):
        x = o.v
        if x is TS:
            vals.append(TS)
            return f'"{M}"'
        if isinstance(x, str):
            vals.append(json.dumps(x)[1:-1])
            return f'"{M}"'
        vals.append(json.dumps(x))
        return M
    return json.dumps(o)


def make_bunyan_json(rng: random.Random) -> list[dict[str, str]]:
    svc_hosts = {"api-gateway": rng.sample(STAR_HOSTS, 3), "billing-worker": rng.sample(STAR_HOSTS, 2),
                 "notifier": rng.sample(STAR_HOSTS, 1)}
    pids = {(s, h): rng.randint(7, 40000) for s, hs in svc_hosts.items() for h in hs}
    dom = rng.choice(DOMAINS)
    people = person_names(rng, 250)
    users = Pool([uuid4(rng) for _ in range(300)], 0.9)
    emails = Pool([f"{p}@{rng.choice(DOMAINS)}" for p in people], 0.9)
    ips = Pool([ip_pub(rng) for _ in range(150)], 1.0)
    res_names = ["orders", "customers", "products", "invoices", "carts", "shipments", "coupons", "reviews"]
    words = ["summer", "blue", "wireless", "organic", "vintage", "leather", "garden", "travel", "kids"]

    def url(method):
        r = rng.choice(res_names)
        x = rng.random()
        if method == "GET" and x < 0.35:
            return f"/v1/{r}?page={rng.randint(1, 30)}&limit={rng.choice([20, 50, 100])}"
        if method == "GET" and x < 0.45:
            return f"/v1/search?q={rng.choice(words)}+{rng.choice(words)}"
        if method == "GET" and x < 0.5:
            return "/v1/me"
        if method == "POST":
            return rng.choice([f"/v1/{r}", "/v1/auth/login", "/v1/auth/refresh", f"/v1/{r}/{uuid4(rng)}/actions"])
        return f"/v1/{r}/{uuid4(rng) if rng.random() < 0.7 else rng.randint(1000, 999999)}"

    def hdr(svc):
        h = rng.choice(svc_hosts[svc])
        return h, {"name": V(svc), "hostname": V(h), "pid": V(pids[(svc, h)])}

    def rec(svc, level, fields, msg, dt=0.0, h=None):
        host, o = hdr(svc)
        if h is not None:
            host = h
            o["hostname"], o["pid"] = V(h), V(pids[(svc, h)])
        for k, v in fields:
            if k == "__level__":
                o["level"] = level
            else:
                o[k] = v
        if "level" not in o:
            o["level"] = level
        o["msg"] = msg if not isinstance(msg, V) else msg
        o["time"] = V(TS)
        o["v"] = 0
        vals = []
        fmt = jdump(o, vals)
        lv = {10: "DEBUG", 20: "DEBUG", 30: "INFO", 40: "WARN", 50: "ERROR", 60: "FATAL"}[level]
        return L(fmt, *vals, lv=lv, dt=dt)

    def stack(name, message, frames):
        return V(f"{name}: {message}\n" + "\n".join(f"    at {f}" for f in frames))

    def js_frames():
        return rng.sample(["OrderService.create (/srv/app/src/services/order.js:%d:%d)",
                           "UserService.toDTO (/srv/app/src/services/user.js:%d:%d)",
                           "CartController.checkout (/srv/app/src/controllers/cart.js:%d:%d)",
                           "Layer.handle [as handle_request] (/srv/app/node_modules/express/lib/router/layer.js:%d:%d)",
                           "next (/srv/app/node_modules/express/lib/router/route.js:%d:%d)",
                           "process.processTicksAndRejections (node:internal/process/task_queues:%d:%d)"], 3)

    def fr():
        return [f % (rng.randint(10, 400), rng.randint(3, 40)) for f in js_frames()]

    def request(rng):
        svc = "api-gateway"
        host = rng.choice(svc_hosts[svc])
        method = rng.choices(["GET", "POST", "PUT", "DELETE", "PATCH"], weights=[60, 25, 8, 5, 2])[0]
        rid = uuid4(rng)
        u = url(method)
        start = rec(svc, 30, [("req_id", V(rid)), ("__level__", 0), ("req", {
            "method": method, "url": V(u), "headers": {"host": V(f"api.{dom}"), "user-agent": V(rng.choice(USER_AGENTS)),
                                                       "x-request-id": V(rid)},
            "remoteAddress": V("::ffff:" + ips(rng)), "remotePort": V(eport(rng))})], "request start", h=host)
        x = rng.random()
        status = (rng.choice([200, 200, 200, 201, 204, 304]) if x < 0.86 else
                  rng.choice([400, 401, 403, 404, 404, 409, 422, 429]) if x < 0.97 else rng.choice([500, 502, 503, 504]))
        lvl = 30 if status < 400 else 40 if status < 500 else 50
        dur = rng.uniform(1, 80) if status < 500 else rng.uniform(50, 30000)
        mid = []
        if rng.random() < 0.5:
            mid.append(rec(svc, 20, [("req_id", V(rid)), ("__level__", 0), ("key", V(f"{rng.choice(res_names)}:{uuid4(rng)}"))],
                           rng.choice(["cache hit", "cache miss"]), dt=dur * 0.0002, h=host))
        if rng.random() < 0.4:
            t = rng.choice(res_names)
            q = rng.choice([f"SELECT * FROM {t} WHERE id = $1", f"SELECT count(*) FROM {t} WHERE owner_id = $1",
                            f"UPDATE {t} SET updated_at = now() WHERE id = $1"])
            ms = lognum(rng, 2, 1.5, 1)
            if ms > 500:
                mid.append(rec(svc, 40, [("req_id", V(rid)), ("__level__", 0), ("query", V(q)), ("durationMs", V(ms)),
                                         ("thresholdMs", V(500))], "slow query", dt=dur * 0.0006, h=host))
            else:
                mid.append(rec(svc, 20, [("req_id", V(rid)), ("__level__", 0), ("query", V(q)), ("durationMs", V(ms)),
                                         ("rows", V(rng.randint(0, 50)))], "db query", dt=dur * 0.0006, h=host))
        end = rec(svc, lvl, [("req_id", V(rid)), ("__level__", 0), ("res", {
            "statusCode": V(status), "headers": {"content-type": V("application/json; charset=utf-8"),
                                                 "content-length": V(str(rng.randint(0, 40000)))}}),
                             ("duration", V(round(dur, 3)))], "request finish", dt=dur / 1000, h=host)
        return [start] + mid + [end]

    def trace_handler(rng):
        return [rec("api-gateway", 10, [("req_id", V(uuid4(rng))), ("__level__", 0),
                                        ("handler", V(rng.choice(["listOrders", "getOrder", "createOrder", "login",
                                                                  "refreshToken", "searchProducts", "getProfile"])))],
                    "entering handler")]

    def token_ok(rng):
        return [rec("api-gateway", 20, [("req_id", V(uuid4(rng))), ("__level__", 0), ("userId", V(users(rng))),
                                        ("scope", V(rng.choice(["read", "read write", "read write admin"])))],
                    "token verified")]

    def token_expired(rng):
        when = "2024-05-0%dT%02d:%02d:%02d.000Z" % (rng.randint(1, 9), rng.randint(0, 23), rng.randint(0, 59),
                                                    rng.randint(0, 59))
        return [rec("api-gateway", 40, [("req_id", V(uuid4(rng))), ("__level__", 0), ("err", {
            "message": "jwt expired", "name": "TokenExpiredError",
            "stack": stack("TokenExpiredError", "jwt expired",
                           ["/srv/app/node_modules/jsonwebtoken/verify.js:%d:%d" % (rng.randint(150, 200), rng.randint(5, 30))]
                           + fr()[:1]),
            "expiredAt": V(when)})], "token verification failed")]

    def rate_limited(rng):
        return [rec("api-gateway", 40, [("req_id", V(uuid4(rng))), ("__level__", 0), ("userId", V(users(rng))),
                                        ("ip", V(ips(rng))), ("limit", V(rng.choice([60, 120, 600])))],
                    "rate limit exceeded")]

    def db_refused(rng):
        ipp = f"10.0.{rng.randint(0, 9)}.{rng.randint(2, 200)}:5432"
        return [rec("api-gateway", 50, [("__level__", 0), ("err", {
            "message": V(f"connect ECONNREFUSED {ipp}"), "name": "Error",
            "stack": stack("Error", f"connect ECONNREFUSED {ipp}",
                           ["TCPConnectWrap.afterConnect [as oncomplete] (node:net:1555:16)"]),
            "code": "ECONNREFUSED"})], "database connection failed")]

    def type_error(rng):
        prop = rng.choice(["email", "id", "items", "price", "address", "length", "map"])
        m = f"Cannot read properties of undefined (reading '{prop}')"
        return [rec("api-gateway", 50, [("req_id", V(uuid4(rng))), ("__level__", 0), ("err", {
            "message": V(m), "name": "TypeError", "stack": stack("TypeError", m, fr())})],
                    "unhandled error in request handler")]

    def upstream(rng):
        st = rng.choice([500, 502, 503])
        up = rng.choice([f"https://payments.{dom}/v2/charges", "https://api.stripe.com/v1/payment_intents",
                         f"http://inventory.{dom}/stock"])
        m = f"Request failed with status code {st}"
        return [rec("api-gateway", 50, [("req_id", V(uuid4(rng))), ("__level__", 0), ("upstream", V(up)), ("err", {
            "message": V(m), "name": "AxiosError", "stack": stack("AxiosError", m, fr()[:2]),
            "code": "ERR_BAD_RESPONSE"})], "upstream request failed")]

    def upstream_timeout(rng):
        ms = rng.choice([5000, 10000, 30000])
        m = f"timeout of {ms}ms exceeded"
        return [rec("api-gateway", 50, [("req_id", V(uuid4(rng))), ("__level__", 0),
                                        ("upstream", V(f"https://partner.{rng.choice(DOMAINS)}/api/quote")), ("err", {
                                            "message": V(m), "name": "AxiosError",
                                            "stack": stack("AxiosError", m, fr()[:2]), "code": "ECONNABORTED"})],
                    "upstream request failed")]

    def startup(rng):
        out = []
        for svc, hs in svc_hosts.items():
            for h in hs:
                out.append(rec(svc, 30, [("__level__", 0), ("host", V(f"redis-{rng.choice(HOST_B)}.{dom}")),
                                         ("port", V(6379))], "connected to redis", h=h, dt=0.01 * len(out)))
                if svc == "api-gateway":
                    out.append(rec(svc, 30, [("__level__", 0), ("port", V(8080)), ("address", V("::"))],
                                   "server listening", h=h, dt=0.01 * len(out)))
        return out

    def redis_lost(rng):
        svc = rng.choice(list(svc_hosts))
        return [rec(svc, 40, [("__level__", 0), ("delay", V(rng.choice([50, 100, 200, 400, 800]))),
                              ("attempt", V(rng.randint(1, 6)))], "redis connection lost, reconnecting")]

    def eaddrinuse(rng):
        m = "listen EADDRINUSE: address already in use :::8080"
        return [rec("api-gateway", 60, [("__level__", 0), ("err", {
            "message": V(m), "name": "Error",
            "stack": stack("Error", m, ["Server.setupListenHandle [as _listen2] (node:net:1872:16)",
                                        "listenInCluster (node:net:1920:12)"]),
            "code": "EADDRINUSE"})], "server failed to start")]

    def uncaught(rng):
        prop = rng.choice(["then", "id"])
        m = f"Cannot read properties of null (reading '{prop}')"
        return [rec("billing-worker", 60, [("__level__", 0), ("err", {
            "message": V(m), "name": "TypeError", "stack": stack("TypeError", m, fr())})],
                    "uncaught exception, shutting down"),
                rec("billing-worker", 30, [("__level__", 0), ("signal", "SIGTERM")],
                    "received shutdown signal, draining connections", dt=0.05)]

    queues = Pool(["invoices", "payments", "dunning", "exports"], 1.0)
    jtypes = {"invoices": "generate-invoice", "payments": "capture-payment", "dunning": "send-reminder",
              "exports": "export-csv"}

    def job(rng):
        q = queues(rng)
        jid = str(rng.randint(100000, 9999999))
        att = rng.choice([1, 1, 1, 1, 2, 3])
        ms = lognum(rng, 6, 1.2, 5)
        out = [rec("billing-worker", 30, [("queue", V(q)), ("__level__", 0), ("jobId", V(jid)), ("jobType", V(jtypes[q])),
                                          ("attempt", V(att))], "job started")]
        if q == "invoices" and rng.random() < 0.7:
            out.append(rec("billing-worker", 30, [("queue", V(q)), ("__level__", 0), ("invoiceId", V(f"in_{b64(rng, 14).replace('/', 'x').replace('+', 'y')}")),
                                                  ("customerId", V(f"cus_{b64(rng, 14).replace('/', 'q').replace('+', 'z')}")),
                                                  ("amount", V(rng.randint(500, 250000))),
                                                  ("currency", V(rng.choice(["eur", "usd", "gbp"])))],
                           "invoice generated", dt=ms / 2000))
        if rng.random() < 0.1:
            st = rng.choice([429, 500, 503])
            m = f"Request failed with status code {st}"
            out.append(rec("billing-worker", 40, [("queue", V(q)), ("__level__", 0), ("jobId", V(jid)),
                                                  ("jobType", V(jtypes[q])), ("attempt", V(att)), ("err", {
                                                      "message": V(m), "name": "AxiosError",
                                                      "stack": stack("AxiosError", m, fr()[:2])})],
                           "job failed, retrying", dt=ms / 1000))
        else:
            out.append(rec("billing-worker", 30, [("queue", V(q)), ("__level__", 0), ("jobId", V(jid)),
                                                  ("jobType", V(jtypes[q])), ("durationMs", V(ms))], "job completed",
                           dt=ms / 1000))
        return out

    def poll(rng):
        return [rec("billing-worker", 20, [("queue", V(queues(rng))), ("__level__", 0), ("count", V(rng.randint(0, 25)))],
                    "polled queue")]

    def dead_letter(rng):
        q = queues(rng)
        return [rec("billing-worker", 50, [("queue", V(q)), ("__level__", 0), ("jobId", V(str(rng.randint(100000, 9999999)))),
                                           ("jobType", V(jtypes[q])), ("attempts", V(5))],
                    "job exhausted retries, moved to dead-letter queue")]

    templates = Pool(["password-reset", "welcome", "invoice-ready", "payment-failed", "weekly-digest",
                      "order-shipped"], 1.0)

    def email(rng):
        return [rec("notifier", 30, [("__level__", 0), ("to", V(emails(rng))), ("template", V(templates(rng))),
                                     ("messageId", V(f"<{uuid4(rng)}@email.amazonses.com>"))], "email sent")]

    def webhook(rng):
        u = f"https://hooks.{rng.choice(DOMAINS)}/{rng.choice(['events', 'stripe', 'orders', 'notify'])}"
        if rng.random() < 0.85:
            return [rec("notifier", 30, [("__level__", 0), ("url", V(u)), ("statusCode", V(rng.choice([200, 200, 202, 204]))),
                                         ("attempt", V(1)), ("durationMs", V(lognum(rng, 5, 0.8, 20)))],
                        "webhook delivered")]
        return [rec("notifier", 40, [("__level__", 0), ("url", V(u)), ("statusCode", V(rng.choice([404, 410, 500, 503]))),
                                     ("attempt", V(rng.randint(1, 5)))], "webhook delivery failed, will retry")]

    def sms_fail(rng):
        num = f"+{rng.randint(1, 49)}{rng.randint(10**8, 10**10)}"
        m = f"Invalid 'To' Phone Number: {num}"
        return [rec("notifier", 50, [("__level__", 0), ("to", V(num)), ("provider", V("twilio")), ("err", {
            "message": V(m), "name": "RestException", "stack": stack("Error", m, fr()[:1]), "code": V(21211)})],
                    "sms delivery failed")]

    common = [(30, request), (4, trace_handler), (6, token_ok), (10, job), (8, poll), (6, email), (3, webhook),
              (1.2, token_expired), (0.8, rate_limited), (0.5, type_error), (0.4, upstream)]
    rare = [(2, db_refused), (1, upstream_timeout), (2, redis_lost), (1, eaddrinuse), (1, uncaught),
            (2, dead_letter), (1, sms_fail)]

    def ft(t):
        return f"{t:%Y-%m-%dT%H:%M:%S}.{t.microsecond // 1000:03d}Z"

    return schedule(rng, [startup], common, rare, ft, start_time(rng), 1.5)


# =========================================================================== 6. php_fpm
def make_php_fpm(rng: random.Random) -> list[dict[str, str]]:
    pools_cfg = {"www": ("/var/www/blog", "wp"), "shop": ("/var/www/shop", "laravel"),
                 "crm": ("/srv/www/crm", "laravel"), "intranet": ("/var/www/intranet", "wp")}
    pool_names = Pool(shuffled(rng, list(pools_cfg)), 0.9)
    pids = {p: [rng.randint(1000, 60000) for _ in range(12)] for p in pools_cfg}
    fpm_bin = "/usr/sbin/php-fpm8.2"
    lvmap = {"NOTICE": "INFO", "WARNING": "WARN", "ERROR": "ERROR", "ALERT": "ERROR"}

    def e(lvl, body, *vals, dt=0.0):
        return L(f"[{M}] {lvl}: " + body, TS, *vals, lv=lvmap[lvl], dt=dt)

    def child(p):
        return rng.choice(pids[p])

    def scripts(p):
        root, kind = pools_cfg[p]
        if kind == "wp":
            return rng.choice([f"{root}/index.php", f"{root}/wp-admin/admin-ajax.php", f"{root}/wp-cron.php",
                               f"{root}/xmlrpc.php", f"{root}/wp-login.php"])
        return f"{root}/public/index.php"

    def uri(p, script):
        root, kind = pools_cfg[p]
        if kind == "wp":
            s = script[len(root):]
            if s == "/index.php":
                return rng.choice(["/", "/blog/", "/category/news/", "/about-us/", "/?s=garden"]) if rng.random() < 0.5 else "/index.php"
            return s + (rng.choice(["", "?action=heartbeat", "?doing_wp_cron"]) if "ajax" in s or "cron" in s else "")
        return rng.choice(["/checkout", "/cart", "/api/orders", "/reports/monthly", "/admin/customers", "/products",
                           "/login", "/search?q=lamp"])

    php_vars = Pool(["user", "order", "product", "item", "cart", "total", "post", "data", "row", "options"], 1.0)
    keys = Pool(["id", "HTTP_REFERER", "page", "email", "HTTP_X_FORWARDED_FOR", "action", "sku", "qty"], 1.0)

    def src(p):
        root, kind = pools_cfg[p]
        if kind == "wp":
            return rng.choice([f"{root}/wp-content/themes/flavor/functions.php",
                               f"{root}/wp-content/plugins/woocommerce/includes/class-wc-cart.php",
                               f"{root}/wp-content/plugins/contact-form/contact-form.php",
                               f"{root}/wp-includes/class-wpdb.php"])
        return rng.choice([f"{root}/app/Http/Controllers/CheckoutController.php",
                           f"{root}/app/Services/PricingService.php", f"{root}/app/Models/Order.php",
                           f"{root}/resources/views/cart/show.blade.php"])

    def said(p, payload, *vals, dt=0.0):
        return e("WARNING", f"[pool {M}] child {M} said into stderr: \"NOTICE: PHP message: " + payload + '"',
                 p, child(p), *vals, dt=dt)

    def w_undef_key(rng):
        p = pool_names(rng)
        return [said(p, f'PHP Warning:  Undefined array key "{M}" in {M} on line {M}', keys(rng), src(p),
                     rng.randint(12, 900))]

    def w_undef_var(rng):
        p = pool_names(rng)
        return [said(p, f"PHP Warning:  Undefined variable ${M} in {M} on line {M}", php_vars(rng), src(p),
                     rng.randint(12, 900))]

    def deprecated(rng):
        p = pool_names(rng)
        return [said(p, f"PHP Deprecated:  strlen(): Passing null to parameter #{M} ($string) of type string is "
                        f"deprecated in {M} on line {M}", 1, src(p), rng.randint(12, 900))]

    def fopen_fail(rng):
        p = pool_names(rng)
        root = pools_cfg[p][0]
        f = rng.choice([f"{root}/storage/cache/{rng.choice(['rates', 'menu', 'sitemap'])}.json",
                        f"{root}/wp-content/uploads/feeds/{rng.choice(['partners', 'stock'])}.xml"])
        return [said(p, f"PHP Warning:  file_get_contents({M}): Failed to open stream: No such file or directory "
                        f"in {M} on line {M}", f, src(p), rng.randint(12, 900))]

    def fatal_pdo(rng):
        p = rng.choice(["shop", "crm"])
        root = pools_cfg[p][0]
        return [said(p, f"PHP Fatal error:  Uncaught PDOException: SQLSTATE[HY000] [{M}] Connection refused in "
                        f"{M}:{M}", 2002, f"{root}/vendor/laravel/framework/src/Illuminate/Database/Connectors/Connector.php",
                     70)]

    def fatal_mem(rng):
        p = pool_names(rng)
        return [said(p, f"PHP Fatal error:  Allowed memory size of {M} bytes exhausted (tried to allocate {M} bytes) "
                        f"in {M} on line {M}", rng.choice([134217728, 268435456]), rng.choice([20480, 4096, 2097160]),
                     src(p), rng.randint(12, 900))]

    def started(rng):
        p = pool_names(rng)
        c = rng.randint(1000, 60000)
        pids[p][rng.randrange(len(pids[p]))] = c
        return [e("NOTICE", f"[pool {M}] child {M} started", p, c)]

    def recycled(rng):
        p = pool_names(rng)
        old, new = child(p), rng.randint(1000, 60000)
        return [e("NOTICE", f"[pool {M}] child {M} exited with code {M} after {M} seconds from start", p, old, 0,
                  f"{rng.uniform(30, 90000):.6f}"),
                e("NOTICE", f"[pool {M}] child {M} started", p, new, dt=0.001)]

    def max_children(rng):
        p = pool_names(rng)
        return [e("WARNING", f"[pool {M}] server reached pm.max_children setting ({M}), consider raising it", p,
                  rng.choice([5, 10, 20, 50]))]

    def busy(rng):
        p = pool_names(rng)
        s = rng.choice([8, 16, 32])
        return [e("WARNING", f"[pool {M}] seems busy (you may need to increase pm.start_servers, or "
                  f"pm.min/max_spare_servers), spawning {M} children, there are {M} idle, and {M} total children",
                  p, s, 0, rng.randint(5, 40))]

    addr_base = rng.randint(0x7f0000000000, 0x7fffffff0000)

    def chain(p):
        root, kind = pools_cfg[p]
        v = f"{root}/vendor"
        lara = f"{v}/laravel/framework/src/Illuminate"
        if kind == "laravel":
            if rng.random() < 0.55:
                ctrl = rng.choice(["CheckoutController", "ShippingController", "CurrencyController"])
                return [("curl_exec", f"{v}/guzzlehttp/guzzle/src/Handler/CurlHandler.php", 44),
                        ("__invoke", f"{v}/guzzlehttp/guzzle/src/Handler/Proxy.php", 28),
                        ("__invoke", f"{v}/guzzlehttp/guzzle/src/Handler/Proxy.php", 51),
                        ("request", f"{v}/guzzlehttp/guzzle/src/Client.php", 189),
                        ("fetchRates", f"{root}/app/Services/ExchangeRateService.php", 57),
                        ("handle", f"{root}/app/Http/Controllers/{ctrl}.php", rng.choice([112, 64, 203])),
                        ("{main}", f"{root}/public/index.php", 51)]
            ctrl = rng.choice(["ReportController", "CustomerController", "OrderController"])
            return [("execute", f"{lara}/Database/Connection.php", 423),
                    ("runQueryCallback", f"{lara}/Database/Connection.php", 746),
                    ("select", f"{lara}/Database/Connection.php", 414),
                    ("handle", f"{root}/app/Http/Controllers/{ctrl}.php", rng.choice([88, 140, 37])),
                    ("{main}", f"{root}/public/index.php", 51)]
        out = [("mysqli_query", f"{root}/wp-includes/class-wpdb.php", 2351),
               ("_do_query", f"{root}/wp-includes/class-wpdb.php", 2265),
               ("query", f"{root}/wp-includes/class-wpdb.php", 3145),
               ("get_results", f"{root}/wp-includes/class-wpdb.php", 3142)]
        if rng.random() < 0.6:
            out.append(("do_action", f"{root}/wp-includes/plugin.php", 517))
        out += [("require_once", f"{root}/wp-blog-header.php", 19), ("{main}", f"{root}/index.php", 17)]
        return out

    def slow(method):
        def ev(rng):
            p = pool_names(rng)
            c = child(p)
            s = scripts(p)
            u = uri(p, s)
            if method == "POST" and pools_cfg[p][1] == "wp" and "ajax" not in s:
                s = f"{pools_cfg[p][0]}/wp-admin/admin-ajax.php"
                u = "/wp-admin/admin-ajax.php"
            clk = Clock(rng, 0.0003)
            out = [e("WARNING", f"[pool {M}] child {M}, script '{M}' (request: \"{method} {M}\") executing too slow "
                     f"({M} sec), logging", p, c, s, u, f"{rng.uniform(5, 25):.6f}", dt=clk()),
                   e("NOTICE", f"child {M} stopped for tracing", c, dt=clk()),
                   e("NOTICE", f"about to trace {M}", c, dt=clk())]
            d = clk()
            out.append(L(f"[{M}]  [pool {M}] pid {M}", TS, p, c, dt=d))
            out.append(L(f"script_filename = {M}", s, dt=d))
            a = addr_base + rng.randint(0, 0xfffff) * 16
            for fn, path, ln in chain(p):
                out.append(L(f"[{M}] {fn}() {M}:{M}", f"0x{a:016x}", path, ln, dt=d))
                a -= rng.choice([0x60, 0xa0, 0x120, 0x1e0])
            out.append(e("NOTICE", f"finished trace of {M}", c, dt=clk()))
            return out
        return ev

    def timeout(rng):
        p = pool_names(rng)
        c, new = child(p), rng.randint(1000, 60000)
        s = scripts(p)
        u = uri(p, s)
        return [e("WARNING", f"[pool {M}] child {M}, script '{M}' (request: \"POST {M}\") execution timed out ({M} "
                  f"sec), terminating", p, c, s, u, f"{rng.uniform(30, 31):.6f}"),
                e("WARNING", f"[pool {M}] child {M} exited on signal {M} (SIGTERM) after {M} seconds from start", p, c,
                  15, f"{rng.uniform(40, 9000):.6f}", dt=0.002),
                e("NOTICE", f"[pool {M}] child {M} started", p, new, dt=0.003)]

    def sigkill(rng):
        p = pool_names(rng)
        return [e("WARNING", f"[pool {M}] child {M} exited on signal {M} (SIGKILL) after {M} seconds from start", p,
                  child(p), 9, f"{rng.uniform(40, 9000):.6f}")]

    def segv(rng):
        p = pool_names(rng)
        return [e("WARNING", f"[pool {M}] child {M} exited on signal {M} (SIGSEGV - core dumped) after {M} seconds "
                  f"from start", p, child(p), 11, f"{rng.uniform(40, 9000):.6f}")]

    def boot(rng):
        clk = Clock(rng, 0.002)
        return [e("NOTICE", f"fpm is running, pid {M}", rng.randint(600, 2000), dt=clk()),
                e("NOTICE", "ready to handle connections", dt=clk()),
                e("NOTICE", f"systemd monitor interval set to {M}ms", 10000, dt=clk())]

    def reload(rng):
        clk = Clock(rng, 0.002)
        conf = "/etc/php/8.2/fpm/php-fpm.conf"
        out = [e("NOTICE", "Reloading in progress ...", dt=clk()),
               e("NOTICE", f'reloading: execvp("{M}", {{"{M}", "--nodaemonize", "--fpm-config", "{M}"}})', fpm_bin,
                 fpm_bin, conf, dt=clk())]
        for p in pools_cfg:
            out.append(e("NOTICE", f'using inherited socket fd={M}, "{M}"', rng.randint(7, 12),
                         f"/run/php/php8.2-fpm-{p}.sock", dt=clk()))
        return out + [(f, v, lv, dt + clk()) for f, v, lv, dt in boot(rng)]

    def ptrace_fail(rng):
        return [e("ERROR", f"failed to ptrace(PEEKDATA) pid {M}: Input/output error ({M})", child(pool_names(rng)), 5)]

    def read_child(rng):
        return [e("ERROR", f"unable to read what child say: Bad file descriptor ({M})", 9)]

    def oops(rng):
        return [e("ALERT", f"oops, unknown child ({M}) exited with code {M}. Please open a bug report "
                  f"(https://github.com/php/php-src/issues).", rng.randint(1000, 60000), 1)]

    common = [(14, w_undef_key), (9, w_undef_var), (7, deprecated), (3, fopen_fail), (9, recycled), (3, started),
              (5, slow("GET")), (2, slow("POST")), (1.5, busy), (0.8, max_children), (0.6, timeout),
              (0.5, fatal_mem)]
    rare = [(2, fatal_pdo), (2, sigkill), (1, segv), (1, reload), (1, ptrace_fail), (1, read_child), (1, oops)]

    def ft(t):
        return f"{t.day:02d}-{MON[t.month - 1]}-{t.year} {t:%H:%M:%S}"

    return schedule(rng, [boot], common, rare, ft, start_time(rng), 20.0)


FORMATS: list[tuple[str, Callable[[random.Random], list[dict[str, str]]]]] = [
    ("dovecot", make_dovecot),
    ("openvpn", make_openvpn),
    ("clickhouse", make_clickhouse),
    ("keycloak", make_keycloak),
    ("bunyan_json", make_bunyan_json),
    ("php_fpm", make_php_fpm),
]


# =========================================================================== self-check
def _tmpl_regex(t: str):
    return re.compile("(.*?)".join(re.escape(p) for p in t.split("<*>")), re.S)


def _self_check():
    levels = {"DEBUG", "INFO", "WARN", "ERROR", "FATAL", "-"}
    names = set(FIRST) | set(LAST) | set(STAR_HOSTS)
    hosts = {f"{a}-{b}" for a in HOST_A for b in HOST_B}
    ip_re = re.compile(r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b")
    uuid_re = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")
    allowed_uuid = "00000000-0000-0000-0000-000000000000"
    for name, fn in FORMATS:
        per_seed = []
        for seed in (0, 1):
            rows = fn(random.Random(seed))
            again = fn(random.Random(seed))
            assert rows == again, f"{name}: not deterministic"
            assert len(rows) == 2000, (name, len(rows))
            tmpl_count: dict[str, int] = {}
            tmpl_level: dict[str, set] = {}
            for r in rows:
                assert set(r) == {"line", "template", "level"}, r
                line, t, lv = r["line"], r["template"], r["level"]
                assert "\n" not in line and "\r" not in line, (name, line)
                assert M not in line and "<*>" not in line, (name, line)
                assert lv in levels, (name, lv)
                assert _tmpl_regex(t).fullmatch(line), (name, t, line)
                toks = {x.lower() for x in re.split(r"[^A-Za-z]+", t) if x}
                bad = toks & names
                assert not bad, (name, bad, t)
                assert not any(h in t for h in hosts), (name, t)
                assert not any(d in t for d in DOMAINS), (name, t)
                assert not ip_re.search(t), (name, t)
                assert not uuid_re.search(t.replace(allowed_uuid, "")), (name, t)
                tmpl_count[t] = tmpl_count.get(t, 0) + 1
                tmpl_level.setdefault(t, set()).add(lv)
            for t, ls in tmpl_level.items():
                assert len(ls) == 1, (name, t, ls)
            n = len(tmpl_count)
            assert 15 <= n <= 60, (name, seed, n)
            rare = sum(1 for c in tmpl_count.values() if c <= 3)
            assert rare >= 1, (name, seed)
            abn = sum(1 for t, ls in tmpl_level.items() if ls & {"WARN", "ERROR", "FATAL"})
            per_seed.append((n, abn, rare, rows))
        print(f"== {name}: templates seed0={per_seed[0][0]} seed1={per_seed[1][0]}  abnormal "
              f"seed0={per_seed[0][1]} seed1={per_seed[1][1]}  rare(<=3) seed0={per_seed[0][2]}")
        rows = per_seed[0][3]
        for i in (0, 700, 1500):
            print("   ", rows[i]["line"][:220])
    print("OK")


if __name__ == "__main__":
    _self_check()
