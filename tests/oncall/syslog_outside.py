#!/usr/bin/env python3
"""Generate labelled, realistic syslog-style test inputs for a log "fold" tool.

Written from the outside, from a description of the formats alone: with no sight of the
fold, its corpora or its rules. Kept as written (`tests/oncall/test_fold_syslog_outside.py`
reads `FORMATS`).

Standard library only, fully deterministic for a given seed.

    python3 gen.py [seed] [outdir]      (defaults: seed 0, the directory of this script)

Writes <outdir>/<format>.jsonl, 2000 lines each; every line is a JSON object
    {"line": <raw log line>, "template": <true template id>, "level": <level>}

Ground-truth conventions (see README.md):
  * A template is one format string in one program: the same text emitted by two
    different programs is two templates; two messages that differ in one constant
    word (opened/closed, up/down, Started/Stopped, Active/Inactive) are two templates.
  * Variables: pids, ports, IPs, user names, durations, counters, hex ids, paths,
    e-mail addresses, domain names, user agents, job/topic names, ...
  * Constant unit descriptions in systemd lines ("Daily apt download activities")
    are part of the template; each (verb, unit) combination is its own template.
  * A kernel line is the same template whether it is tagged `kernel:` or `kernel[0]:`.
"""
import json
import os
import random
import sys
from datetime import datetime, timedelta, timezone

N_LINES = 2000
LEVELS = ("INFO", "WARN", "ERROR", "FATAL", "DEBUG", "NOTICE")
# syslog severity per level (RFC 5424 numeric severities)
SEV = {"FATAL": 2, "ERROR": 3, "WARN": 4, "NOTICE": 5, "INFO": 6, "DEBUG": 7}
MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun",
       "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
# facilities
KERN, USER, MAIL, DAEMON, AUTH, SYSLOG, CRONF, AUTHPRIV = 0, 1, 2, 3, 4, 5, 9, 10
LOCAL0, LOCAL1, LOCAL2, LOCAL3, LOCAL7 = 16, 17, 18, 19, 23

# user names without digits
USERS = ["alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi",
         "ivan", "judy", "mallory", "niaj", "olivia", "oscar", "peggy", "rupert",
         "sybil", "trent", "victor", "walter", "wendy", "xavier", "yolanda", "zoe",
         "deploy", "ansible", "jenkins", "gitlab-runner", "backup", "nagios",
         "ubuntu", "admin", "marguerite", "bartholomew", "li", "jo"]
ATTACK_USERS = ["root", "test", "oracle", "guest", "support", "user", "ftpuser", "pi",
                "admin", "ubnt", "mysql", "hadoop", "tomcat", "postgres", "dev",
                "steam", "minecraft", "ts", "vagrant", "centos", "debian", "odoo",
                "elastic", "student", "teacher", "jboss", "zabbix", "www", "webmaster",
                "info", "sales", "demo", "default", "operator", "administrator",
                "manager", "service", "system", "prueba", "usuario", "git", "nginx"]
SYSTEM_UIDS = {"root": 0, "www-data": 33, "backup": 34, "postgres": 111, "nagios": 112}
UIDS = {u: 1000 + i for i, u in enumerate(USERS)}
UIDS.update(SYSTEM_UIDS)

DOMAINS = ["example.com", "example.net", "example.org", "mail.example.com",
           "corp.example.org", "shop.example.net"]
PATHS = ["/", "/index.html", "/login", "/logout", "/api/v1/items", "/api/v1/orders",
         "/api/v1/users/me", "/static/app.js", "/static/css/main.css", "/healthz",
         "/metrics", "/favicon.ico", "/wp-login.php", "/.env", "/api/v2/search",
         "/cart/checkout", "/images/logo.png", "/robots.txt"]
UAS = ["curl/8.4.0", "python-requests/2.31.0", "Go-http-client/1.1", "kube-probe/1.28",
       "Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0",
       "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) "
       "Chrome/119.0.0.0 Safari/537.36",
       "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"]


# --------------------------------------------------------------------------- helpers
def hx(r, n):
    return "".join(r.choice("0123456789abcdef") for _ in range(n))


def pub_ip(r):
    return "%d.%d.%d.%d" % (r.choice([5, 23, 45, 61, 78, 91, 103, 112, 118, 141, 159,
                                       185, 193, 201, 212, 218, 222]),
                            r.randint(0, 255), r.randint(0, 255), r.randint(1, 254))


def port(r):
    return r.randint(1024, 65535)


def zipf(r, seq, s=1.1):
    return r.choices(seq, weights=[1.0 / (i + 1) ** s for i in range(len(seq))])[0]


def user(r):
    return zipf(r, USERS, 0.9)


def attacker_user(r):
    return zipf(r, ATTACK_USERS, 0.8)


def uid(u):
    return UIDS.get(u, 1000)


def email(r):
    return "%s@%s" % (r.choice(USERS + ATTACK_USERS), r.choice(DOMAINS))


def uuid(r):
    h = hx(r, 32)
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def bsd_ts(t):
    return "%s %2d %02d:%02d:%02d" % (MON[t.month - 1], t.day, t.hour, t.minute, t.second)


def clf_ts(t):  # nginx / apache common log format
    return "%02d/%s/%04d:%02d:%02d:%02d +0000" % (t.day, MON[t.month - 1], t.year,
                                                 t.hour, t.minute, t.second)


class Tpl:
    """One true template: id, level, generator fn(ctx) -> format-specific tuple.
    Either `w` (sampling weight, appears >= 1 time) or `fixed` (exact count)."""
    __slots__ = ("tid", "level", "fn", "w", "fixed", "hosts")

    def __init__(self, tid, level, fn, w=None, fixed=None, hosts=None):
        assert level in LEVELS, level
        assert (w is None) != (fixed is None), tid
        self.tid, self.level, self.fn, self.w, self.fixed, self.hosts = \
            tid, level, fn, w, fixed, hosts


class Ctx:
    def __init__(self, r, hosts, host_w, start):
        self.r = r
        self.hosts = hosts
        self.host_w = host_w
        self.start = start
        self.now = start
        self.host = hosts[0]
        self.boot = {h: r.uniform(2e4, 9e5) for h in hosts}
        self._pids = {}
        self._ctr = {}

    @property
    def elapsed(self):
        return (self.now - self.start).total_seconds()

    def spid(self, prog, lo=200, hi=4000):
        """Stable pid of a long-running daemon on the current host."""
        k = (self.host, prog)
        if k not in self._pids:
            self._pids[k] = self.r.randint(lo, hi)
        return self._pids[k]

    def pid(self, lo=1000, hi=65000):
        """Ephemeral pid (per connection / per job)."""
        return self.r.randint(lo, hi)

    def counter(self, name, lo=1, hi=3):
        """Monotonically increasing per-host counter (session ids, ...)."""
        k = (self.host, name)
        v = self._ctr.get(k)
        if v is None:
            v = self.r.randint(1, 400)
        v += self.r.randint(lo, hi)
        self._ctr[k] = v
        return v

    def uptime(self):
        u = self.boot[self.host] + self.elapsed + self.r.random()
        return "[%5d.%06d]" % (int(u), int((u % 1) * 1e6))


def plan(r, tpls, n):
    seq = []
    for t in tpls:
        seq += [t] * (t.fixed or 1)
    weighted = [t for t in tpls if t.fixed is None]
    seq += r.choices(weighted, weights=[t.w for t in weighted], k=n - len(seq))
    r.shuffle(seq)
    return seq


def generate(r, tpls, hosts, host_w, start, gap_mean, render, subsecond=False, n=N_LINES):
    ids = [t.tid for t in tpls]
    assert len(ids) == len(set(ids)), "duplicate template id"
    c = Ctx(r, hosts, host_w, start)
    rows = []
    for t in plan(r, tpls, n):
        g = r.expovariate(1.0 / gap_mean)
        if r.random() < 0.15:          # bursts: several lines in the same instant
            g = 0.0
        if subsecond:
            c.now += timedelta(microseconds=int(g * 1e6) + r.randint(1, 999))
        else:
            c.now += timedelta(seconds=int(g))
        hs = t.hosts or hosts
        c.host = r.choices(hs, weights=[host_w[h] for h in hs])[0]
        rows.append({"line": render(c, t, t.fn(c)), "template": t.tid, "level": t.level})
    return rows


# =================================================================== 1. bsd_two_hosts
def fmt_bsd_two_hosts(r):
    hosts = ["alpha-node", "beta-node"]
    hw = {"alpha-node": 0.6, "beta-node": 0.4}
    attackers = [pub_ip(r) for _ in range(45)]
    lan = ["192.168.%d.%d" % (r.randint(0, 3), r.randint(2, 250)) for _ in range(14)]
    host_ip = {"alpha-node": "203.0.113.10", "beta-node": "203.0.113.24"}
    host_mac = {h: ":".join(hx(r, 2) for _ in range(14)) for h in hosts}
    lease = {"beta-node": "192.168.1.%d" % r.randint(20, 200)}
    cron_cmds = ["cd / && run-parts --report /etc/cron.hourly",
                 "command -v debian-sa1 > /dev/null && debian-sa1 1 1",
                 "/usr/local/bin/backup.sh --incremental",
                 "[ -x /usr/lib/php/sessionclean ] && if [ ! -d /run/systemd/system ]; "
                 "then /usr/lib/php/sessionclean; fi",
                 "test -x /usr/sbin/anacron || ( cd / && run-parts --report /etc/cron.daily )",
                 "/usr/bin/certbot -q renew"]
    sudo_cmds = ["/usr/bin/apt update", "/usr/bin/systemctl restart nginx",
                 "/bin/cat /var/log/auth.log", "/usr/bin/docker ps -a",
                 "/usr/bin/journalctl -u ssh --since today", "/usr/sbin/reboot",
                 "/usr/bin/tail -f /var/log/mail.log", "/bin/bash"]
    rdns = ["unknown", "mail-wr1-f53.google.com", "mx.example.net", "out.bounce.mailer.org",
            "smtp.corp.example.org", "unknown", "unknown"]

    A = lambda: r.choice(attackers)
    L = lambda: r.choice(lan)
    P = lambda: port(r)
    sshd = lambda c: "sshd[%d]" % c.pid()
    cron = lambda c: "CRON[%d]" % c.pid()
    kern = lambda c: "kernel" if c.host == "alpha-node" else "kernel[0]"
    smtpd = lambda c: "postfix/smtpd[%d]" % c.pid(3000, 9000)
    dhc = lambda c: "dhclient[%d]" % c.spid("dhclient", 500, 900)
    cron_user = lambda: "root" if r.random() < 0.75 else user(r)

    def pam_open(svc):
        def f(c):
            u = cron_user() if svc == "cron" else user(r)
            return "pam_unix(%s:session): session opened for user %s(uid=%d) by (uid=0)" % (svc, u, uid(u))
        return f

    def sudo_line(c, what):
        u = user(r)
        return "%8s : %sTTY=pts/%d ; PWD=/home/%s ; USER=root ; COMMAND=%s" % (
            u, what, r.randint(0, 6), u, r.choice(sudo_cmds))

    def ufw(c):
        return ("%s [UFW BLOCK] IN=eth0 OUT= MAC=%s SRC=%s DST=%s LEN=%d TOS=0x00 PREC=0x00 "
                "TTL=%d ID=%d PROTO=TCP SPT=%d DPT=%d WINDOW=%d RES=0x00 SYN URGP=0" % (
                    c.uptime(), host_mac[c.host], A(), host_ip[c.host], r.choice([40, 44, 52, 60]),
                    r.choice([48, 52, 111, 114, 240, 241]), r.randint(1, 65535), P(),
                    r.choice([23, 80, 443, 445, 1433, 2323, 3306, 3389, 5900, 8080, 8443]),
                    r.choice([1024, 14600, 29200, 65535])))

    T = [
        # sshd
        Tpl("sshd_accepted_password", "INFO", lambda c: (sshd(c), "Accepted password for %s from %s port %d ssh2" % (user(r), L(), P())), w=40),
        Tpl("sshd_accepted_publickey", "INFO", lambda c: (sshd(c), "Accepted publickey for %s from %s port %d ssh2: RSA SHA256:%s" % (user(r), L(), P(), "".join(r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/") for _ in range(43)))), w=90),
        Tpl("sshd_failed_password", "WARN", lambda c: (sshd(c), "Failed password for %s from %s port %d ssh2" % (attacker_user(r), A(), P())), w=220),
        Tpl("sshd_failed_password_invalid_user", "WARN", lambda c: (sshd(c), "Failed password for invalid user %s from %s port %d ssh2" % (attacker_user(r), A(), P())), w=110),
        Tpl("sshd_invalid_user", "WARN", lambda c: (sshd(c), "Invalid user %s from %s port %d" % (attacker_user(r), A(), P())), w=110),
        Tpl("sshd_pam_session_opened", "INFO", lambda c: (sshd(c), pam_open("sshd")(c)), w=80),
        Tpl("sshd_pam_session_closed", "INFO", lambda c: (sshd(c), "pam_unix(sshd:session): session closed for user %s" % user(r)), w=75),
        Tpl("sshd_received_disconnect", "INFO", lambda c: (sshd(c), "Received disconnect from %s port %d:11: disconnected by user" % (L(), P())), w=70),
        Tpl("sshd_connection_closed_preauth", "INFO", lambda c: (sshd(c), "Connection closed by %s port %d [preauth]" % (A(), P())), w=160),
        Tpl("sshd_max_auth_attempts", "ERROR", lambda c: (sshd(c), "error: maximum authentication attempts exceeded for %s from %s port %d ssh2 [preauth]" % (attacker_user(r), A(), P())), fixed=3),
        Tpl("sshd_message_repeated", "WARN", lambda c: (sshd(c), "message repeated %d times: [ Failed password for %s from %s port %d ssh2]" % (r.randint(2, 5), attacker_user(r), A(), P())), w=6),
        # same text as cron_pam_session_closed, but emitted by sshd -> its own template
        Tpl("sshd_pam_cron_session_closed", "INFO", lambda c: (sshd(c), "pam_unix(cron:session): session closed for user %s" % cron_user()), w=3),
        # CRON
        Tpl("cron_cmd", "INFO", lambda c: (cron(c), "(%s) CMD (%s)" % (cron_user(), r.choice(cron_cmds))), w=230),
        Tpl("cron_pam_session_opened", "INFO", lambda c: (cron(c), pam_open("cron")(c)), w=150),
        Tpl("cron_pam_session_closed", "INFO", lambda c: (cron(c), "pam_unix(cron:session): session closed for user %s" % cron_user()), w=150),
        # systemd
        Tpl("systemd_starting_apt_daily", "INFO", lambda c: ("systemd[1]", "Starting Daily apt download activities..."), w=5),
        Tpl("systemd_started_apt_daily", "INFO", lambda c: ("systemd[1]", "Started Daily apt download activities."), w=5),
        Tpl("systemd_started_session", "INFO", lambda c: ("systemd[1]", "Started Session %d of user %s." % (c.counter("session"), user(r))), w=60),
        Tpl("systemd_started_user_manager", "INFO", lambda c: ("systemd[1]", "Started User Manager for UID %d." % uid(user(r))), w=10),
        Tpl("systemd_stopped_user_manager", "INFO", lambda c: ("systemd[1]", "Stopped User Manager for UID %d." % uid(user(r))), w=8),
        # kernel
        Tpl("kernel_ufw_block", "WARN", lambda c: (kern(c), ufw(c)), w=150),
        Tpl("kernel_nic_link_up", "INFO", lambda c: (kern(c), "%s e1000e: eno1 NIC Link is Up 1000 Mbps Full Duplex, Flow Control: Rx/Tx" % c.uptime()), fixed=2),
        Tpl("kernel_nic_link_down", "WARN", lambda c: (kern(c), "%s e1000e: eno1 NIC Link is Down" % c.uptime()), fixed=2),
        Tpl("kernel_bridge_port_forwarding", "INFO", lambda c: (kern(c), "%s docker0: port %d(veth%s) entered forwarding state" % (c.uptime(), r.randint(1, 6), hx(r, 7))), w=6),
        Tpl("kernel_bridge_port_disabled", "INFO", lambda c: (kern(c), "%s docker0: port %d(veth%s) entered disabled state" % (c.uptime(), r.randint(1, 6), hx(r, 7))), w=6),
        Tpl("kernel_oom_killed", "ERROR", lambda c: (kern(c), "%s Out of memory: Killed process %d (%s) total-vm:%dkB, anon-rss:%dkB, file-rss:0kB, shmem-rss:0kB, UID:%d pgtables:%dkB oom_score_adj:0" % (c.uptime(), c.pid(), r.choice(["java", "php-fpm", "node"]), r.randint(10**6, 9 * 10**6), r.randint(10**5, 4 * 10**6), r.choice([33, 1000, 1001]), r.randint(800, 9000))), fixed=1),
        Tpl("kernel_segfault", "ERROR", lambda c: (kern(c), "%s %s[%d]: segfault at %s ip %s sp %s error %d in %s[%s+%s]" % (c.uptime(), r.choice(["php-fpm", "python", "nginx"]), c.pid(), hx(r, 8), "0000" + hx(r, 12), "00007ff" + hx(r, 9), r.choice([4, 6]), r.choice(["libc.so.6", "libpthread.so.0"]), "7f" + hx(r, 10), hx(r, 6))), fixed=2),
        # sudo (no pid)
        Tpl("sudo_command", "NOTICE", lambda c: ("sudo", sudo_line(c, "")), w=40),
        Tpl("sudo_pam_session_opened", "INFO", lambda c: ("sudo", (lambda u: "pam_unix(sudo:session): session opened for user root(uid=0) by %s(uid=%d)" % (u, uid(u)))(user(r))), w=40),
        Tpl("sudo_pam_session_closed", "INFO", lambda c: ("sudo", "pam_unix(sudo:session): session closed for user root"), w=38),
        Tpl("sudo_incorrect_password_attempts", "WARN", lambda c: ("sudo", sudo_line(c, "3 incorrect password attempts ; ")), fixed=3),
        Tpl("sudo_user_not_in_sudoers", "ERROR", lambda c: ("sudo", sudo_line(c, "user NOT in sudoers ; ")), fixed=1),
        # postfix (mail server = alpha-node)
        Tpl("smtpd_connect", "INFO", lambda c: (smtpd(c), "connect from %s[%s]" % (r.choice(rdns), pub_ip(r))), w=50, hosts=["alpha-node"]),
        Tpl("smtpd_disconnect", "INFO", lambda c: (smtpd(c), (lambda k: "disconnect from %s[%s] ehlo=1 mail=1 rcpt=%d data=1 quit=1 commands=%d" % (r.choice(rdns), pub_ip(r), k, 4 + k))(r.randint(1, 3))), w=48, hosts=["alpha-node"]),
        Tpl("smtpd_noqueue_reject_relay", "WARN", lambda c: (smtpd(c), (lambda rc: "NOQUEUE: reject: RCPT from unknown[%s]: 554 5.7.1 <%s>: Relay access denied; from=<%s> to=<%s> proto=ESMTP helo=<%s>" % (pub_ip(r), rc, email(r), rc, r.choice(["localhost", "User", "ylmf-pc", "win-clj1b0gq6jp"])))(email(r))), w=12, hosts=["alpha-node"]),
        Tpl("smtpd_sasl_login_failed", "WARN", lambda c: (smtpd(c), "warning: unknown[%s]: SASL LOGIN authentication failed: UGFzc3dvcmQ6" % A()), w=20, hosts=["alpha-node"]),
        # dhclient (beta-node gets its address by DHCP)
        Tpl("dhclient_request", "INFO", lambda c: (dhc(c), "DHCPREQUEST for %s on eth0 to 192.168.1.1 port 67" % lease["beta-node"]), w=12, hosts=["beta-node"]),
        Tpl("dhclient_ack", "INFO", lambda c: (dhc(c), "DHCPACK of %s from 192.168.1.1" % lease["beta-node"]), w=12, hosts=["beta-node"]),
        Tpl("dhclient_bound", "INFO", lambda c: (dhc(c), "bound to %s -- renewal in %d seconds." % (lease["beta-node"], r.randint(1200, 43200))), w=12, hosts=["beta-node"]),
    ]

    def render(c, t, out):
        tag, msg = out
        return "%s %s %s: %s" % (bsd_ts(c.now), c.host, tag, msg)

    start = datetime(2026, 11, 30, 20, 12, 7, tzinfo=timezone.utc)  # crosses into "Dec  1"
    return generate(r, T, hosts, hw, start, 9.0, render)


# =================================================================== 2. bsd_fqdn_many
def fmt_bsd_fqdn_many(r):
    DB = ["db1.prod.example.com", "db2.prod.example.com"]
    WEB = ["web1.prod.example.com", "web2.prod.example.com"]
    LB = ["lb1.edge.example.net"]
    NS = ["ns1.infra.example.org"]
    hosts = DB + WEB + LB + NS
    hw = dict(zip(hosts, [0.22, 0.15, 0.2, 0.18, 0.15, 0.1]))
    app_ips = ["10.20.1.%d" % r.randint(10, 90) for _ in range(8)]
    clients = [pub_ip(r) for _ in range(120)]
    attackers = [pub_ip(r) for _ in range(30)]
    dbs = ["orders", "inventory", "billing", "analytics", "sessions"]
    pg_users = ["app_rw", "app_ro", "reporting", "migrator"] + USERS[:8]
    tables = ["orders", "order_items", "events", "audit_log", "customers"]
    qnames = ["www.example.com", "api.example.com", "mail.example.net", "cdn.example.org",
              "vpn.corp.example.org", "_ldap._tcp.corp.example.org", "status.example.com",
              "shop.example.net", "login.example.com"]
    zones = ["example.com", "example.net", "corp.example.org", "10.in-addr.arpa"]
    ntp = ["0.debian.pool.ntp.org", "1.debian.pool.ntp.org", "time.cloudflare.com",
           "ntp.ubuntu.com"]

    P = lambda: port(r)
    pg = lambda c: "postgres[%d]" % c.pid()
    seq = lambda: r.randint(1, 9)
    ngx = lambda c: "nginx"
    hap = lambda c: "haproxy[%d]" % c.spid("haproxy")
    ngx_date = lambda c: "%04d/%02d/%02d %02d:%02d:%02d" % (c.now.year, c.now.month, c.now.day, c.now.hour, c.now.minute, c.now.second)
    server = lambda c: "www.example.com" if c.host.startswith("web1") else "shop.example.net"

    def access(c):
        st = r.choices([200, 304, 301, 404, 401, 500, 502], weights=[70, 8, 4, 10, 3, 2, 1])[0]
        return '%s - - [%s] "%s %s HTTP/1.1" %d %d "%s" "%s"' % (
            r.choice(clients), clf_ts(c.now), r.choices(["GET", "POST", "HEAD"], weights=[80, 15, 5])[0],
            r.choice(PATHS), st, r.randint(0, 90000),
            r.choice(["-", "-", "https://www.example.com/", "https://www.google.com/"]), r.choice(UAS))

    def hap_log(c):
        t = c.now
        tr = r.randint(1, 900)
        return '%s:%d [%02d/%s/%04d:%02d:%02d:%02d.%03d] fe_https~ be_app/app%d 0/0/%d/%d/%d %d %d - - ---- %d/%d/%d/%d/0 0/0 "%s %s HTTP/1.1"' % (
            r.choice(clients), P(), t.day, MON[t.month - 1], t.year, t.hour, t.minute, t.second,
            r.randint(0, 999), r.randint(1, 4), r.randint(0, 3), tr, tr + r.randint(0, 5),
            r.choices([200, 204, 302, 404, 503], weights=[80, 5, 5, 8, 2])[0], r.randint(100, 60000),
            r.randint(1, 300), r.randint(1, 300), r.randint(0, 40), r.randint(0, 10),
            r.choice(["GET", "POST"]), r.choice(PATHS))

    T = [
        # postgres
        Tpl("pg_connection_received", "INFO", lambda c: (LOCAL0, pg(c), "[%d-1] LOG:  connection received: host=%s port=%d" % (seq(), r.choice(app_ips), P())), w=120, hosts=DB),
        Tpl("pg_connection_authorized", "INFO", lambda c: (LOCAL0, pg(c), "[%d-1] LOG:  connection authorized: user=%s database=%s" % (seq(), r.choice(pg_users), r.choice(dbs))), w=110, hosts=DB),
        Tpl("pg_disconnection", "INFO", lambda c: (LOCAL0, pg(c), "[%d-1] LOG:  disconnection: session time: %d:%02d:%06.3f user=%s database=%s host=%s port=%d" % (seq(), r.randint(0, 2), r.randint(0, 59), r.uniform(0, 59.999), r.choice(pg_users), r.choice(dbs), r.choice(app_ips), P())), w=100, hosts=DB),
        Tpl("pg_duration_statement", "INFO", lambda c: (LOCAL0, pg(c), "[%d-1] LOG:  duration: %.3f ms  execute <unnamed>: SELECT id, status, total FROM orders WHERE customer_id = $1" % (seq(), r.uniform(250, 9000))), w=45, hosts=DB),
        Tpl("pg_checkpoint_starting", "INFO", lambda c: (LOCAL0, "postgres[%d]" % c.spid("checkpointer"), "[%d-1] LOG:  checkpoint starting: time" % seq()), w=6, hosts=DB),
        Tpl("pg_checkpoint_complete", "INFO", lambda c: (LOCAL0, "postgres[%d]" % c.spid("checkpointer"), "[%d-1] LOG:  checkpoint complete: wrote %d buffers (%.1f%%); 0 WAL file(s) added, 0 removed, %d recycled; write=%.3f s, sync=%.3f s, total=%.3f s; sync files=%d, longest=%.3f s, average=%.3f s; distance=%d kB, estimate=%d kB" % (seq(), r.randint(50, 9000), r.uniform(0.1, 30), r.randint(0, 4), r.uniform(1, 270), r.uniform(0, 2), r.uniform(1, 272), r.randint(5, 120), r.uniform(0, 1), r.uniform(0, 0.1), r.randint(1000, 90000), r.randint(1000, 90000))), w=6, hosts=DB),
        Tpl("pg_password_auth_failed", "FATAL", lambda c: (LOCAL0, pg(c), '[%d-1] FATAL:  password authentication failed for user "%s"' % (seq(), r.choice(pg_users + ["postgres", "admin"]))), w=10, hosts=DB),
        Tpl("pg_deadlock_detected", "ERROR", lambda c: (LOCAL0, pg(c), "[%d-1] ERROR:  deadlock detected" % seq()), fixed=2, hosts=DB),
        Tpl("pg_fast_shutdown_request", "NOTICE", lambda c: (LOCAL0, "postgres[%d]" % c.spid("postmaster", 600, 900), "[%d-1] LOG:  received fast shutdown request" % seq()), fixed=1, hosts=DB),
        Tpl("pg_autovacuum", "INFO", lambda c: (LOCAL0, pg(c), '[%d-1] LOG:  automatic vacuum of table "%s.public.%s": index scans: %d' % (seq(), r.choice(dbs), r.choice(tables), r.randint(0, 1))), w=12, hosts=DB),
        # nginx
        Tpl("nginx_access", "INFO", lambda c: (LOCAL7, ngx(c), access(c)), w=250, hosts=WEB),
        Tpl("nginx_upstream_timed_out", "ERROR", lambda c: (LOCAL7, ngx(c), (lambda p: '%s [error] %d#0: *%d upstream timed out (110: Connection timed out) while reading response header from upstream, client: %s, server: %s, request: "GET %s HTTP/1.1", upstream: "http://%s:8080%s", host: "%s"' % (ngx_date(c), c.spid("nginx-worker", 1000, 3000), c.counter("ngxconn", 1, 400), r.choice(clients), server(c), p, r.choice(app_ips), p, server(c)))(r.choice(PATHS))), w=12, hosts=WEB),
        Tpl("nginx_connect_refused", "ERROR", lambda c: (LOCAL7, ngx(c), (lambda p: '%s [error] %d#0: *%d connect() failed (111: Connection refused) while connecting to upstream, client: %s, server: %s, request: "GET %s HTTP/1.1", upstream: "http://%s:8080%s", host: "%s"' % (ngx_date(c), c.spid("nginx-worker", 1000, 3000), c.counter("ngxconn", 1, 400), r.choice(clients), server(c), p, r.choice(app_ips), p, server(c)))(r.choice(PATHS))), w=5, hosts=WEB),
        Tpl("nginx_client_body_too_large", "ERROR", lambda c: (LOCAL7, ngx(c), '%s [error] %d#0: *%d client intended to send too large body: %d bytes, client: %s, server: %s, request: "POST /api/v1/upload HTTP/1.1", host: "%s"' % (ngx_date(c), c.spid("nginx-worker", 1000, 3000), c.counter("ngxconn", 1, 400), r.randint(2 * 10**6, 9 * 10**8), r.choice(clients), server(c), server(c))), fixed=3, hosts=WEB),
        # haproxy
        Tpl("haproxy_http_log", "INFO", lambda c: (LOCAL2, hap(c), hap_log(c)), w=200, hosts=LB),
        Tpl("haproxy_server_down", "WARN", lambda c: (LOCAL2, hap(c), 'Server be_app/app%d is DOWN, reason: Layer4 connection problem, info: "Connection refused", check duration: %dms. %d active and 0 backup servers left. 0 sessions active, 0 requeued, 0 remaining in queue.' % (r.randint(1, 4), r.randint(0, 3), r.randint(1, 3))), fixed=3, hosts=LB),
        Tpl("haproxy_server_up", "NOTICE", lambda c: (LOCAL2, hap(c), 'Server be_app/app%d is UP, reason: Layer7 check passed, code: 200, check duration: %dms. %d active and 0 backup servers online. 0 sessions requeued, 0 total in queue.' % (r.randint(1, 4), r.randint(1, 40), r.randint(2, 4))), fixed=3, hosts=LB),
        Tpl("haproxy_backend_no_server", "FATAL", lambda c: (LOCAL2, hap(c), "backend be_app has no server available!"), fixed=1, hosts=LB),
        # sshd
        Tpl("sshd_accepted_publickey", "INFO", lambda c: (AUTH, "sshd[%d]" % c.pid(), "Accepted publickey for %s from 10.20.0.%d port %d ssh2: ED25519 SHA256:%s" % (user(r), r.randint(2, 40), P(), "".join(r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/") for _ in range(43)))), w=30),
        Tpl("sshd_failed_password", "WARN", lambda c: (AUTH, "sshd[%d]" % c.pid(), "Failed password for %s from %s port %d ssh2" % (attacker_user(r), r.choice(attackers), P())), w=60, hosts=LB + NS),
        Tpl("sshd_connection_closed_preauth", "INFO", lambda c: (AUTH, "sshd[%d]" % c.pid(), "Connection closed by authenticating user %s %s port %d [preauth]" % (attacker_user(r), r.choice(attackers), P())), w=45, hosts=LB + NS),
        # chronyd
        Tpl("chronyd_selected_source", "INFO", lambda c: (DAEMON, "chronyd[%d]" % c.spid("chronyd"), "Selected source %s (%s)" % (pub_ip(r), r.choice(ntp))), w=5),
        Tpl("chronyd_clock_wrong", "WARN", lambda c: (DAEMON, "chronyd[%d]" % c.spid("chronyd"), "System clock wrong by %.6f seconds, adjustment started" % r.uniform(-3, 3)), fixed=2),
        Tpl("chronyd_source_online", "NOTICE", lambda c: (DAEMON, "chronyd[%d]" % c.spid("chronyd"), "Source %s online" % pub_ip(r)), fixed=2),
        Tpl("chronyd_source_offline", "NOTICE", lambda c: (DAEMON, "chronyd[%d]" % c.spid("chronyd"), "Source %s offline" % pub_ip(r)), fixed=2),
        # named
        Tpl("named_query", "DEBUG", lambda c: (DAEMON, "named[%d]" % c.spid("named"), (lambda q: "client @0x%s %s#%d (%s): query: %s IN %s +E(0)K (10.30.0.53)" % ("7f" + hx(r, 10), "10.%d.%d.%d" % (r.randint(0, 40), r.randint(0, 255), r.randint(1, 254)), P(), q, q, r.choice(["A", "A", "AAAA", "MX", "TXT"])))(r.choice(qnames))), w=150, hosts=NS),
        Tpl("named_query_cache_denied", "WARN", lambda c: (DAEMON, "named[%d]" % c.spid("named"), (lambda q: "client @0x%s %s#%d (%s): query (cache) '%s/A/IN' denied" % ("7f" + hx(r, 10), pub_ip(r), P(), q, q))(r.choice(qnames + ["sl", "pizzaseo.com", "peacecorps.gov"]))), w=15, hosts=NS),
        Tpl("named_zone_loaded", "INFO", lambda c: (DAEMON, "named[%d]" % c.spid("named"), "zone %s/IN: loaded serial %d" % (r.choice(zones), 2026113000 + r.randint(1, 9))), fixed=2, hosts=NS),
        Tpl("named_lame_server", "NOTICE", lambda c: (DAEMON, "named[%d]" % c.spid("named"), "lame-server resolving '%s' (in '%s'?): %s#53" % (r.choice(qnames), r.choice(zones), pub_ip(r))), w=5, hosts=NS),
        # kernel
        Tpl("kernel_conntrack_table_full", "WARN", lambda c: (KERN, "kernel", "%s nf_conntrack: nf_conntrack: table full, dropping packet" % c.uptime()), fixed=3, hosts=LB),
        Tpl("kernel_ata_exception", "ERROR", lambda c: (KERN, "kernel", "%s ata%d.00: exception Emask 0x0 SAct 0x%s SErr 0x0 action 0x6 frozen" % (c.uptime(), r.randint(1, 4), hx(r, 4))), fixed=1, hosts=DB),
        # systemd
        Tpl("systemd_starting_logrotate", "INFO", lambda c: (DAEMON, "systemd[1]", "Starting Rotate log files..."), w=4),
        Tpl("systemd_started_logrotate", "INFO", lambda c: (DAEMON, "systemd[1]", "Started Rotate log files."), w=4),
        # cron
        Tpl("cron_cmd", "INFO", lambda c: (CRONF, "CRON[%d]" % c.pid(), "(%s) CMD (%s)" % (r.choice(["root", "root", "postgres", "www-data"]), r.choice(["/usr/local/bin/pg_backup.sh --full", "cd / && run-parts --report /etc/cron.hourly", "/usr/local/bin/rotate-certs", "/usr/sbin/logrotate /etc/logrotate.conf"]))), w=60),
    ]

    def render(c, t, out):
        fac, tag, msg = out
        return "<%d>%s %s %s: %s" % (fac * 8 + SEV[t.level], bsd_ts(c.now), c.host, tag, msg)

    start = datetime(2026, 11, 30, 1, 55, 12, tzinfo=timezone.utc)
    return generate(r, T, hosts, hw, start, 3.0, render)


# =================================================================== 3. rfc5424
def fmt_rfc5424(r):
    GW, BB = "api-gw", "batch-box"
    hosts = [GW, BB]
    hw = {GW: 0.6, BB: 0.4}
    clients = [pub_ip(r) for _ in range(80)]
    providers = ["stripe", "adyen", "paypal", "braintree"]
    jobs = ["nightly-report", "invoice-export", "cleanup-sessions", "sync-catalog",
            "reindex-search", "send-digest"]
    topics = ["orders", "payments", "audit", "clickstream", "inventory-updates"]
    groups = ["bridge-orders", "bridge-audit", "bridge-clickstream"]

    P = lambda: port(r)
    proc = lambda c, name: str(c.spid(name, 1000, 30000))
    txn_sd = lambda: '[txn@32473 id="%s" amount="%.2f" currency="%s"]' % (hx(r, 16), r.uniform(1, 900), r.choice(["EUR", "USD", "GBP"]))
    auth_sd = lambda ip: '[origin ip="%s"][req@32473 id="%s"]' % (ip, uuid(r))
    job_sd = lambda j, run: '[job@32473 name="%s" run="%s"]' % (j, run)
    order = lambda: r.randint(100000, 999999)

    def login_ok(c):
        ip = r.choice(clients)
        return (LOCAL1, "authsvc", proc(c, "authsvc"), "LOGIN", auth_sd(ip), "User %s logged in from %s" % (user(r), ip))

    def login_fail(c):
        ip = r.choice(clients)
        return (LOCAL1, "authsvc", proc(c, "authsvc"), "LOGIN", auth_sd(ip), "Login failed for user %s from %s: bad credentials" % (r.choice(USERS + ATTACK_USERS), ip))

    def job(kind):
        def f(c):
            j, run = r.choice(jobs), hx(r, 8)
            if kind == "started":
                m = "Job %s started run_id=%s" % (j, run)
            elif kind == "finished":
                m = "Job %s finished run_id=%s duration=%.1fs status=ok" % (j, run, r.uniform(0.3, 900))
            else:
                m = "Job %s failed run_id=%s exit_code=%d" % (j, run, r.choice([1, 2, 137, 143]))
            return (LOCAL2, "scheduler", proc(c, "scheduler"), "JOB", job_sd(j, run), m)
        return f

    def nginx_access(c):
        st = r.choices([200, 201, 304, 404, 401, 500], weights=[70, 6, 8, 10, 4, 2])[0]
        return (LOCAL7, "nginx", "-", "-", "-", '%s - - [%s] "%s %s HTTP/1.1" %d %d "-" "%s"' % (
            r.choice(clients), clf_ts(c.now), r.choice(["GET", "GET", "POST", "PUT"]),
            r.choice(PATHS), st, r.randint(0, 50000), r.choice(UAS)))

    def produced(c):
        tp, pa = r.choice(topics), r.randint(0, 11)
        return (LOCAL3, "kafka-bridge", proc(c, "kafka-bridge"), "PRODUCE",
                '[kafka@32473 topic="%s" partition="%d"]' % (tp, pa),
                "Produced %d records to topic %s partition %d offset %d" % (r.randint(1, 500), tp, pa, r.randint(10**5, 10**9)))

    T = [
        # payments (api-gw)
        Tpl("payments_authorized", "INFO", lambda c: (LOCAL0, "payments", proc(c, "payments"), "TXN", txn_sd(), "Payment authorized for order %d in %dms" % (order(), r.randint(40, 2500))), w=150, hosts=[GW]),
        Tpl("payments_captured", "INFO", lambda c: (LOCAL0, "payments", proc(c, "payments"), "TXN", txn_sd(), "Payment captured for order %d" % order()), w=100, hosts=[GW]),
        Tpl("payments_refunded", "INFO", lambda c: (LOCAL0, "payments", proc(c, "payments"), "TXN", txn_sd(), "Payment refunded for order %d" % order()), w=10, hosts=[GW]),
        Tpl("payments_declined", "WARN", lambda c: (LOCAL0, "payments", proc(c, "payments"), "TXN", txn_sd(), "Payment declined for order %d: %s" % (order(), r.choice(["insufficient_funds", "card_expired", "do_not_honor", "fraud_suspected"]))), w=30, hosts=[GW]),
        Tpl("payments_gateway_timeout", "ERROR", lambda c: (LOCAL0, "payments", proc(c, "payments"), "GW", "-", "Gateway timeout after %dms contacting api.%s.example.com:%d" % (r.randint(5000, 30000), r.choice(providers), r.choice([443, 8443]))), w=8, hosts=[GW]),
        Tpl("payments_circuit_open", "WARN", lambda c: (LOCAL0, "payments", proc(c, "payments"), "CB", "-", "Circuit breaker OPEN for provider %s" % r.choice(providers)), fixed=2, hosts=[GW]),
        Tpl("payments_circuit_closed", "NOTICE", lambda c: (LOCAL0, "payments", proc(c, "payments"), "CB", "-", "Circuit breaker CLOSED for provider %s" % r.choice(providers)), fixed=2, hosts=[GW]),
        # authsvc (api-gw)
        Tpl("auth_login_ok", "INFO", login_ok, w=120, hosts=[GW]),
        Tpl("auth_logout", "INFO", lambda c: (LOCAL1, "authsvc", proc(c, "authsvc"), "LOGOUT", "-", "User %s logged out" % user(r)), w=90, hosts=[GW]),
        Tpl("auth_login_failed", "WARN", login_fail, w=40, hosts=[GW]),
        Tpl("auth_account_locked", "ERROR", lambda c: (LOCAL1, "authsvc", proc(c, "authsvc"), "LOCK", "-", "Account %s locked after %d failed attempts" % (user(r), r.choice([5, 10]))), fixed=3, hosts=[GW]),
        Tpl("auth_token_refreshed", "DEBUG", lambda c: (LOCAL1, "authsvc", proc(c, "authsvc"), "TOKEN", "-", "Refreshed token %s for user %s, expires in %ds" % (hx(r, 12), user(r), r.choice([900, 1800, 3600]))), w=80, hosts=[GW]),
        Tpl("auth_signing_key_rotated", "NOTICE", lambda c: (LOCAL1, "authsvc", proc(c, "authsvc"), "KEYS", "-", "Rotated signing key kid=%s" % hx(r, 16)), fixed=1, hosts=[GW]),
        # scheduler (batch-box)
        Tpl("scheduler_job_started", "INFO", job("started"), w=60, hosts=[BB]),
        Tpl("scheduler_job_finished", "INFO", job("finished"), w=55, hosts=[BB]),
        Tpl("scheduler_job_failed", "ERROR", job("failed"), w=6, hosts=[BB]),
        Tpl("scheduler_tick", "DEBUG", lambda c: (LOCAL2, "scheduler", proc(c, "scheduler"), "TICK", "-", "Scheduler tick: %d jobs due, %d running" % (r.randint(0, 12), r.randint(0, 6))), w=100, hosts=[BB]),
        Tpl("scheduler_leader_acquired", "NOTICE", lambda c: (LOCAL2, "scheduler", proc(c, "scheduler"), "LEADER", "-", "Acquired leader lease for %ds" % r.choice([15, 30, 60])), fixed=1, hosts=[BB]),
        # nginx (api-gw)
        Tpl("nginx_access", "INFO", nginx_access, w=200, hosts=[GW]),
        Tpl("nginx_upstream_refused", "ERROR", lambda c: (LOCAL7, "nginx", "-", "-", "-", (lambda p: '%04d/%02d/%02d %02d:%02d:%02d [error] %d#0: *%d connect() failed (111: Connection refused) while connecting to upstream, client: %s, server: api.example.com, request: "GET %s HTTP/1.1", upstream: "http://127.0.0.1:%d%s", host: "api.example.com"' % (c.now.year, c.now.month, c.now.day, c.now.hour, c.now.minute, c.now.second, c.spid("nginx-worker"), c.counter("conn", 1, 300), r.choice(clients), p, r.choice([8080, 8081, 9000]), p))(r.choice(PATHS))), w=6, hosts=[GW]),
        # kafka-bridge (batch-box)
        Tpl("kafka_produced", "DEBUG", produced, w=120, hosts=[BB]),
        Tpl("kafka_group_rebalancing", "WARN", lambda c: (LOCAL3, "kafka-bridge", proc(c, "kafka-bridge"), "GROUP", "-", "Consumer group %s rebalancing, generation %d" % (r.choice(groups), c.counter("gen", 1, 1))), w=5, hosts=[BB]),
        Tpl("kafka_consumer_lag_high", "WARN", lambda c: (LOCAL3, "kafka-bridge", proc(c, "kafka-bridge"), "LAG", "-", "Consumer lag %d exceeds threshold 10000 on %s-%d" % (r.randint(10001, 900000), r.choice(topics), r.randint(0, 11))), w=10, hosts=[BB]),
        Tpl("kafka_broker_unreachable", "FATAL", lambda c: (LOCAL3, "kafka-bridge", proc(c, "kafka-bridge"), "BROKER", "-", "Fatal error: broker kafka-%s.internal:9092 unreachable, shutting down" % r.choice(["a", "b", "c"])), fixed=1, hosts=[BB]),
        # systemd / sshd (both hosts)
        Tpl("systemd_started_session", "INFO", lambda c: (DAEMON, "systemd", "1", "-", '[timeQuality tzKnown="1" isSynced="1" syncAccuracy="%d"]' % r.randint(10000, 900000), "Started Session %d of User %s." % (c.counter("session"), user(r))), w=20),
        Tpl("sshd_accepted_publickey", "INFO", lambda c: (AUTH, "sshd", str(c.pid()), "-", "-", "Accepted publickey for %s from 10.1.%d.%d port %d ssh2: ED25519 SHA256:%s" % (user(r), r.randint(0, 9), r.randint(2, 250), P(), "".join(r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/") for _ in range(43)))), w=20),
        Tpl("sshd_failed_password", "WARN", lambda c: (AUTH, "sshd", str(c.pid()), "-", "-", "Failed password for %s from %s port %d ssh2" % (attacker_user(r), pub_ip(r), P())), w=25),
    ]

    def ts(c):
        t = c.now
        if c.host == GW:   # millisecond precision, Z
            return "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ" % (t.year, t.month, t.day, t.hour, t.minute, t.second, t.microsecond // 1000)
        return "%04d-%02d-%02dT%02d:%02d:%02d.%06d+00:00" % (t.year, t.month, t.day, t.hour, t.minute, t.second, t.microsecond)

    def render(c, t, out):
        fac, app, procid, msgid, sd, msg = out
        return "<%d>1 %s %s %s %s %s %s %s" % (fac * 8 + SEV[t.level], ts(c), c.host, app, procid, msgid, sd, msg)

    start = datetime(2026, 11, 30, 2, 0, 1, 123000, tzinfo=timezone.utc)
    return generate(r, T, hosts, hw, start, 2.5, render, subsecond=True)


# =================================================================== 4. journal_short_iso
def fmt_journal_short_iso(r):
    GW, BU = "gateway", "builder"
    hosts = [GW, BU]
    hw = {GW: 0.55, BU: 0.45}
    attackers = [pub_ip(r) for _ in range(50)]
    lan = ["10.8.0.%d" % r.randint(2, 250) for _ in range(10)]
    wan_ip = "198.51.100.7"
    cnames = ["ci_runner_web", "registry_cache", "build_worker", "sonar_db", "artifact_proxy"]
    profiles = ["/usr/sbin/cupsd", "snap.lxd.lxc", "/usr/bin/man", "docker-default",
                "/usr/sbin/tcpdump"]
    cron_cmds = ["cd / && run-parts --report /etc/cron.hourly",
                 "/usr/local/bin/prune-docker-images --keep 5",
                 "test -x /usr/sbin/anacron || { cd / && run-parts --report /etc/cron.daily; }",
                 "/usr/bin/flock -n /tmp/mirror.lock /usr/local/bin/sync-mirror"]

    P = lambda: port(r)
    A = lambda: r.choice(attackers)
    sshd = lambda c: "sshd[%d]" % c.pid()
    logind = lambda c: "systemd-logind[%d]" % c.spid("logind", 500, 900)
    nm = lambda c: "NetworkManager[%d]" % c.spid("nm", 500, 900)
    dockerd = lambda c: "dockerd[%d]" % c.spid("dockerd", 800, 1500)
    nm_ts = lambda c: "%.4f" % (c.now.timestamp() + r.random() * 0.9)
    dk_ts = lambda c: "%sT%s.%09dZ" % (c.now.strftime("%Y-%m-%d"), c.now.strftime("%H:%M:%S"), r.randint(0, 999999999))
    uidu = lambda: uid(user(r))

    def pam_open(svc):
        def f(c):
            u = "root" if svc == "cron" else user(r)
            return "pam_unix(%s:session): session opened for user %s(uid=%d) by (uid=0)" % (svc, u, uid(u))
        return f

    T = [
        # systemd[1]
        Tpl("sd_started_session", "INFO", lambda c: ("systemd[1]", "Started Session %d of User %s." % (c.counter("session"), user(r))), w=80),
        Tpl("sd_session_scope_deactivated", "INFO", lambda c: ("systemd[1]", "session-%d.scope: Deactivated successfully." % c.counter("session", 0, 1)), w=70),
        Tpl("sd_session_scope_consumed_cpu", "INFO", lambda c: ("systemd[1]", "session-%d.scope: Consumed %.3fs CPU time." % (c.counter("session", 0, 1), r.uniform(0.01, 40))), w=30),
        Tpl("sd_starting_user_manager", "INFO", lambda c: ("systemd[1]", "Starting User Manager for UID %d..." % uidu()), w=12),
        Tpl("sd_started_user_manager", "INFO", lambda c: ("systemd[1]", "Started User Manager for UID %d." % uidu()), w=12),
        Tpl("sd_stopping_user_manager", "INFO", lambda c: ("systemd[1]", "Stopping User Manager for UID %d..." % uidu()), w=10),
        Tpl("sd_stopped_user_manager", "INFO", lambda c: ("systemd[1]", "Stopped User Manager for UID %d." % uidu()), w=10),
        Tpl("sd_started_docker", "INFO", lambda c: ("systemd[1]", "Started Docker Application Container Engine."), fixed=1, hosts=[BU]),
        Tpl("sd_stopped_docker", "INFO", lambda c: ("systemd[1]", "Stopped Docker Application Container Engine."), fixed=1, hosts=[BU]),
        # systemd-logind
        Tpl("logind_new_session", "INFO", lambda c: (logind(c), "New session %d of user %s." % (c.counter("session", 0, 2), user(r))), w=80),
        Tpl("logind_removed_session", "INFO", lambda c: (logind(c), "Removed session %d." % c.counter("session", 0, 1)), w=70),
        Tpl("logind_session_logged_out", "INFO", lambda c: (logind(c), "Session %d logged out. Waiting for processes to exit." % c.counter("session", 0, 1)), w=60),
        # sshd
        Tpl("sshd_accepted_publickey", "INFO", lambda c: (sshd(c), "Accepted publickey for %s from %s port %d ssh2: ED25519 SHA256:%s" % (user(r), r.choice(lan), P(), "".join(r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/") for _ in range(43)))), w=60),
        Tpl("sshd_failed_password", "WARN", lambda c: (sshd(c), "Failed password for %s from %s port %d ssh2" % (attacker_user(r), A(), P())), w=120, hosts=[GW]),
        Tpl("sshd_invalid_user", "WARN", lambda c: (sshd(c), "Invalid user %s from %s port %d" % (attacker_user(r), A(), P())), w=60, hosts=[GW]),
        Tpl("sshd_connection_closed_preauth", "INFO", lambda c: (sshd(c), "Connection closed by invalid user %s %s port %d [preauth]" % (attacker_user(r), A(), P())), w=80, hosts=[GW]),
        Tpl("sshd_kex_exchange_identification", "ERROR", lambda c: (sshd(c), "error: kex_exchange_identification: Connection closed by remote host"), w=20, hosts=[GW]),
        Tpl("sshd_pam_session_opened", "INFO", lambda c: (sshd(c), pam_open("sshd")(c)), w=60),
        # kernel (journal prints no pid for the kernel)
        Tpl("kernel_apparmor_denied", "WARN", lambda c: ("kernel", 'audit: type=1400 audit(%.3f:%d): apparmor="DENIED" operation="open" profile="%s" name="%s" pid=%d comm="%s" requested_mask="r" denied_mask="r" fsuid=%d ouid=0' % (c.now.timestamp() + r.random(), c.counter("audit", 1, 20), r.choice(profiles), r.choice(["/etc/ssl/openssl.cnf", "/proc/sys/kernel/osrelease", "/usr/share/zoneinfo/UTC", "/run/systemd/userdb/"]), c.pid(), r.choice(["cupsd", "lxc", "man", "runc", "tcpdump"]), r.choice([0, 1000]))), w=15),
        Tpl("kernel_bridge_port_forwarding", "INFO", lambda c: ("kernel", "docker0: port %d(veth%s) entered forwarding state" % (r.randint(1, 9), hx(r, 7))), w=8, hosts=[BU]),
        Tpl("kernel_bridge_port_disabled", "INFO", lambda c: ("kernel", "docker0: port %d(veth%s) entered disabled state" % (r.randint(1, 9), hx(r, 7))), w=8, hosts=[BU]),
        Tpl("kernel_ufw_block", "WARN", lambda c: ("kernel", "[UFW BLOCK] IN=enp1s0 OUT= MAC=52:54:00:3a:1c:9e:00:1b:21:aa:bb:cc:08:00 SRC=%s DST=%s LEN=%d TOS=0x00 PREC=0x00 TTL=%d ID=%d PROTO=TCP SPT=%d DPT=%d WINDOW=%d RES=0x00 SYN URGP=0" % (A(), wan_ip, r.choice([40, 44, 60]), r.choice([47, 51, 238, 243]), r.randint(1, 65535), P(), r.choice([23, 445, 3389, 5900, 6379, 8080]), r.choice([1024, 29200, 65535]))), w=100, hosts=[GW]),
        # NetworkManager
        Tpl("nm_dhcp4_new_lease", "INFO", lambda c: (nm(c), "<info>  [%s] dhcp4 (%s): state changed new lease, address=%s" % (nm_ts(c), "enp1s0" if c.host == GW else "eno1", wan_ip if c.host == GW else "10.8.0.%d" % r.randint(2, 250))), w=10),
        Tpl("nm_carrier_link_connected", "INFO", lambda c: (nm(c), "<info>  [%s] device (%s): carrier: link connected" % (nm_ts(c), r.choice(["enp1s0", "enp2s0", "eno1"]))), fixed=2),
        Tpl("nm_carrier_link_disconnected", "INFO", lambda c: (nm(c), "<info>  [%s] device (%s): carrier: link disconnected" % (nm_ts(c), r.choice(["enp1s0", "enp2s0", "eno1"]))), fixed=2),
        # dockerd (builder)
        Tpl("dockerd_ignoring_event", "INFO", lambda c: (dockerd(c), 'time="%s" level=info msg="ignoring event" container=%s module=libcontainerd namespace=moby topic=/tasks/delete type="*events.TaskDelete"' % (dk_ts(c), hx(r, 64))), w=40, hosts=[BU]),
        Tpl("dockerd_shim_disconnected", "WARN", lambda c: (dockerd(c), 'time="%s" level=warning msg="cleaning up after shim disconnected" id=%s namespace=moby' % (dk_ts(c), hx(r, 64))), w=10, hosts=[BU]),
        Tpl("dockerd_port_already_allocated", "ERROR", lambda c: (dockerd(c), 'time="%s" level=error msg="Handler for POST /v1.43/containers/%s/start returned error: driver failed programming external connectivity on endpoint %s (%s): Bind for 0.0.0.0:%d failed: port is already allocated"' % (dk_ts(c), hx(r, 12), r.choice(cnames), hx(r, 64), r.choice([5000, 8080, 9000]))), fixed=2, hosts=[BU]),
        # CRON / sudo
        Tpl("cron_cmd", "INFO", lambda c: ("CRON[%d]" % c.pid(), "(root) CMD (%s)" % r.choice(cron_cmds)), w=60),
        Tpl("cron_pam_session_opened", "INFO", lambda c: ("CRON[%d]" % c.pid(), pam_open("cron")(c)), w=40),
        Tpl("cron_pam_session_closed", "INFO", lambda c: ("CRON[%d]" % c.pid(), "pam_unix(cron:session): session closed for user root"), w=40),
        Tpl("sudo_command", "NOTICE", lambda c: ("sudo[%d]" % c.pid(), (lambda u: "%8s : TTY=pts/%d ; PWD=/home/%s ; USER=root ; COMMAND=%s" % (u, r.randint(0, 4), u, r.choice(["/usr/bin/docker system prune -f", "/usr/bin/apt upgrade", "/usr/bin/systemctl restart docker", "/usr/sbin/ufw status"])))(user(r))), w=15),
        # systemd-resolved / coredump
        Tpl("resolved_degraded_feature_set", "WARN", lambda c: ("systemd-resolved[%d]" % c.spid("resolved", 400, 700), "Using degraded feature set UDP instead of UDP+EDNS0 for DNS server %s." % r.choice(["10.8.0.1", "1.1.1.1", "9.9.9.9"])), w=6),
        Tpl("resolved_clock_change", "NOTICE", lambda c: ("systemd-resolved[%d]" % c.spid("resolved", 400, 700), "Clock change detected. Flushing caches."), fixed=2),
        Tpl("coredump_dumped_core", "ERROR", lambda c: ("systemd-coredump[%d]" % c.pid(), "Process %d (%s) of user %d dumped core." % (c.pid(), r.choice(["python3", "node", "gcc"]), uidu())), fixed=1, hosts=[BU]),
    ]

    def render(c, t, out):
        tag, msg = out
        return "%s %s %s: %s" % (c.now.strftime("%Y-%m-%dT%H:%M:%S+0000"), c.host, tag, msg)

    start = datetime(2026, 11, 30, 2, 0, 1, tzinfo=timezone.utc)
    return generate(r, T, hosts, hw, start, 5.0, render)


# =================================================================== 5. not_syslog_lookalike
def fmt_not_syslog_lookalike(r):
    hosts = ["-"]
    hw = {"-": 1.0}
    jobs = ["resize_image", "send_email", "rebuild_index", "export_csv", "charge_card",
            "sync_ledger"]
    paths = ["/api/items", "/api/orders", "/api/users", "/health", "/api/search",
             "/api/orders/checkout", "/static/app.js"]
    wid = lambda: r.randint(1, 64)

    T = [
        Tpl("worker_started", "INFO", lambda c: "Worker started: id=%d" % wid(), w=150),
        Tpl("worker_restarted", "WARN", lambda c: "Worker restarted: id=%d after=%dms" % (wid(), r.randint(5, 9000)), w=8),
        Tpl("worker_stopped", "INFO", lambda c: "Worker stopped: id=%d reason=%s" % (wid(), r.choice(["idle", "shutdown", "rebalance", "max_tasks"])), w=120),
        Tpl("worker_heartbeat", "DEBUG", lambda c: "Worker heartbeat: id=%d load=%.2f" % (wid(), r.uniform(0, 4)), w=300),
        Tpl("worker_crashed", "FATAL", lambda c: "Worker crashed[%d]: panic=nil_pointer_dereference goroutine=%d" % (wid(), r.randint(1, 9000)), fixed=1),
        Tpl("server_started", "NOTICE", lambda c: "Server started: port=%d pid=%d" % (r.choice([8080, 8443]), c.pid()), fixed=2),
        Tpl("server_stopped", "NOTICE", lambda c: "Server stopped: reason=%s" % r.choice(["signal", "upgrade"]), fixed=1),
        Tpl("queue_drained", "INFO", lambda c: "Queue drained[%d]: ok" % r.randint(0, 15), w=80),
        Tpl("queue_filled", "WARN", lambda c: "Queue filled[%d]: size=%d limit=10000" % (r.randint(0, 15), r.randint(8000, 10000)), w=30),
        Tpl("queue_stalled", "ERROR", lambda c: "Queue stalled[%d]: oldest=%ds" % (r.randint(0, 15), r.randint(60, 3600)), fixed=3),
        Tpl("cache_hit", "DEBUG", lambda c: "Cache hit: key=%s" % hx(r, 12), w=250),
        Tpl("cache_miss", "DEBUG", lambda c: "Cache miss: key=%s" % hx(r, 12), w=150),
        Tpl("cache_evicted", "INFO", lambda c: "Cache evicted: key=%s age=%ds" % (hx(r, 12), r.randint(60, 86400)), w=40),
        Tpl("job_queued", "INFO", lambda c: "Job queued: id=%d name=%s" % (r.randint(10**5, 10**6), r.choice(jobs)), w=100),
        Tpl("job_done", "INFO", lambda c: "Job done[%d]: elapsed=%dms" % (r.randint(10**5, 10**6), r.randint(3, 60000)), w=90),
        Tpl("job_failed", "ERROR", lambda c: "Job failed[%d]: error=%s" % (r.randint(10**5, 10**6), r.choice(["timeout", "connection_reset", "exit_status_1", "oom"])), w=12),
        Tpl("job_retried", "WARN", lambda c: "Job retried[%d]: attempt=%d" % (r.randint(10**5, 10**6), r.randint(2, 5)), w=15),
        Tpl("db_connected", "INFO", lambda c: "Db connected: host=%s pool=%d" % (r.choice(["db-primary.internal", "db-replica.internal"]), r.choice([10, 20, 50])), w=10),
        Tpl("db_timeout", "ERROR", lambda c: "Db timeout: after=%dms query=%s" % (r.randint(5000, 30000), r.choice(["get_order", "list_items", "update_stock"])), w=8),
        Tpl("http_request", "INFO", lambda c: "Http request: method=%s path=%s status=%d dur=%dms" % (r.choice(["GET", "GET", "POST", "DELETE"]), r.choice(paths), r.choice([200, 200, 201, 204, 304, 404]), r.randint(1, 3000)), w=200),
        Tpl("http_error", "ERROR", lambda c: "Http error: method=%s path=%s status=%d" % (r.choice(["GET", "POST"]), r.choice(paths), r.choice([500, 502, 503, 504])), w=15),
        Tpl("auth_login", "INFO", lambda c: "Auth login: user=%s ip=%s" % (user(r), pub_ip(r)), w=50),
        Tpl("auth_denied", "WARN", lambda c: "Auth denied: user=%s ip=%s" % (r.choice(USERS + ATTACK_USERS), pub_ip(r)), w=20),
        Tpl("config_reloaded", "NOTICE", lambda c: "Config reloaded: file=%s" % r.choice(["/etc/app/config.yaml", "/etc/app/limits.toml"]), fixed=2),
        Tpl("shutdown_requested", "NOTICE", lambda c: "Shutdown requested: signal=SIGTERM", fixed=1),
        Tpl("metrics_flushed", "DEBUG", lambda c: "Metrics flushed[%d]: points=%d" % (r.randint(1, 4), r.randint(100, 90000)), w=60),
        Tpl("disk_low", "WARN", lambda c: "Disk low: mount=%s free=%d%%" % (r.choice(["/var", "/data", "/tmp"]), r.randint(1, 9)), fixed=3),
        Tpl("scheduler_tick", "DEBUG", lambda c: "Scheduler tick: due=%d running=%d" % (r.randint(0, 20), r.randint(0, 8)), w=60),
    ]

    def render(c, t, msg):
        return "%s %s" % (c.now.strftime("%Y-%m-%d %H:%M:%S"), msg)

    start = datetime(2026, 11, 30, 2, 0, 1, tzinfo=timezone.utc)
    return generate(r, T, hosts, hw, start, 2.0, render)


# =================================================================== 6. macos_two_hosts
def fmt_macos_two_hosts(r):
    CV, MB = "calvisitor-10-105-160-95", "authorMacBook-Pro"
    hosts = [CV, MB]
    hw = {CV: 0.55, MB: 0.45}
    host_ip = {CV: "10.105.160.95", MB: "192.168.1.%d" % r.randint(20, 200)}
    respawn_svcs = ["com.apple.bird", "com.apple.imfoundation.IMRemoteURLConnectionAgent",
                    "com.apple.photolibraryd", "com.apple.CalendarAgent", "com.apple.cloudd"]
    abnormal = ["com.apple.mdworker.shared", "com.apple.WebKit.WebContent",
                "com.apple.accountsd", "com.apple.sbd"]
    sandboxed = ["com.apple.Addres", "com.apple.WebKi", "QQ", "Google Chrome He"]
    apps = [("Safari", "10.1.1 (12603.2.4)"), ("QQ", "5.5.1 (22863)"),
            ("Microsoft Word", "15.35 (170610)")]

    K = lambda c: "kernel[0]"
    launchd = "com.apple.xpc.launchd[1]"
    arpt_t = lambda c: "%.6f" % (c.boot[c.host] + c.elapsed + r.random())

    def rtc(c):
        a = c.now + timedelta(hours=7, seconds=r.randint(0, 60))
        b = c.now + timedelta(seconds=r.randint(60, 900))
        f = lambda t: "%d/%d/%d %02d:%02d:%02d" % (t.year, t.month, t.day, t.hour, t.minute, t.second)
        return "RTC: Maintenance %s, sleep %s" % (f(a), f(b))

    def repeated(c):
        n = r.choice([1, 1, 1, 2, 3])
        return (None, "--- last message repeated %d time%s ---" % (n, "" if n == 1 else "s"))

    def crash(c):
        app, ver = r.choice(apps)
        return ("ReportCrash[%d]" % c.pid(), "Saved crash report for %s[%d] version %s to /Library/Logs/DiagnosticReports/%s_%s_%s.crash" % (
            app, c.pid(), ver, app, c.now.strftime("%Y-%m-%d-%H%M%S"), c.host))

    T = [
        # kernel[0]
        Tpl("mac_kernel_arpt_sync_power_state", "INFO", lambda c: (K(c), "ARPT: %s: AirPort_Brcm43xx::syncPowerState: WWEN[enabled]" % arpt_t(c)), w=80),
        Tpl("mac_kernel_link_down", "INFO", lambda c: (K(c), "AirPort: Link Down on %s. Reason 1 (Unspecified)." % r.choice(["awdl0", "awdl0", "en0"])), w=30),
        Tpl("mac_kernel_link_up", "INFO", lambda c: (K(c), "AirPort: Link Up on %s" % r.choice(["awdl0", "awdl0", "en0"])), w=30),
        Tpl("mac_kernel_wake_reason", "INFO", lambda c: (K(c), "Wake reason: %s" % r.choice(["RTC (Alarm)", "ARPT (Network)", "EC.LidOpen (User)"])), w=20),
        Tpl("mac_kernel_rtc_maintenance", "INFO", lambda c: (K(c), rtc(c)), w=15),
        Tpl("mac_kernel_channel_changed", "INFO", lambda c: (K(c), "en0: channel changed to %s" % r.choice(["1", "6", "11", "36", "149,+1"])), w=25),
        Tpl("mac_kernel_sandbox_deny", "WARN", lambda c: (K(c), "Sandbox: %s(%d) deny(1) network-outbound /private/var/run/mDNSResponder" % (r.choice(sandboxed), c.pid())), w=20),
        Tpl("mac_kernel_pm_response", "WARN", lambda c: (K(c), "PM response took %d ms (%d, %s)" % (r.randint(1000, 30000), r.randint(20, 400), r.choice(["powerd", "WeChat", "QQ", "mDNSResponder"]))), w=10),
        Tpl("mac_kernel_thunderbolt_hpd", "INFO", lambda c: (K(c), "IOThunderboltSwitch<0>(0x0)::listenerCallback - Thunderbolt HPD packet for route = 0x0 port = %d unplug = %d" % (r.choice([11, 12]), r.randint(0, 1))), w=15),
        Tpl("mac_kernel_previous_sleep_cause", "INFO", lambda c: (K(c), "Previous sleep cause: 5"), fixed=3),
        Tpl("mac_kernel_hibernate_setall", "INFO", lambda c: (K(c), "hibernate_page_list_setall time: %d ms" % r.randint(200, 900)), fixed=3),
        Tpl("mac_kernel_panic", "FATAL", lambda c: (K(c), 'panic(cpu %d caller 0xffffff80%s): "a freed zone element has been modified in zone kalloc.64: expected 0xdeadbeefdeadbeef but found 0x%s"' % (r.randint(0, 3), hx(r, 8), hx(r, 16))), fixed=1),
        # launchd
        Tpl("mac_launchd_respawn_pushed", "WARN", lambda c: (launchd, "(%s): Service only ran for %d seconds. Pushing respawn out by %d seconds." % (r.choice(respawn_svcs), r.randint(0, 9), r.choice([10, 10, 10, 9, 5]))), w=120),
        Tpl("mac_launchd_legacy_endpoint", "INFO", lambda c: (launchd, "(com.apple.quicklook[%d]): Endpoint has been activated through legacy launch(3) APIs. Please switch to XPC or bootstrap_check_in(): com.apple.quicklook" % c.pid()), w=40),
        Tpl("mac_launchd_abnormal_exit", "ERROR", lambda c: (launchd, "(%s[%d]): Service exited with abnormal code: %d" % (r.choice(abnormal), c.pid(), r.choice([1, 2, 70, 255]))), w=15),
        Tpl("mac_launchd_uid_not_found", "WARN", lambda c: (launchd, "(com.apple.mdworker.bundles[%d]): Could not find uid associated with service: 0: Undefined error: 0 %d" % (c.pid(), r.choice([501, 502]))), w=8),
        # user-space programs
        Tpl("mac_qq_url_task_dealloc", "DEBUG", lambda c: ("QQ[%d]" % c.spid("QQ", 10000, 10100), "FA||Url||taskID[%d] dealloc" % c.counter("qqtask", 1, 5)), w=100),
        Tpl("mac_chrome_libnotify_failed", "ERROR", lambda c: ("Google Chrome Helper[%d]" % c.pid(), "Libnotify: notify_register_coalesced_registration failed with code 9 on line 2835"), w=30),
        Tpl("mac_windowserver_display_did_wake", "INFO", lambda c: ("WindowServer[%d]" % c.spid("WindowServer", 150, 250), "CGXDisplayDidWakeNotification [%d]: posting kCGSDisplayDidWake" % (int(c.elapsed * 1e6) + r.randint(10**12, 9 * 10**12))), w=10),
        Tpl("mac_mdns_frequent_transitions", "WARN", lambda c: ("mDNSResponder[%d]" % c.spid("mDNSResponder", 80, 110), "mDNS_DeregisterInterface: Frequent transitions for interface en0 (%s)" % host_ip[c.host]), w=15),
        Tpl("mac_sharingd_scanning_mode", "DEBUG", lambda c: ("sharingd[%d]" % c.spid("sharingd", 20000, 40000), "%02d:%02d:%02d.%03d : Scanning mode Contacts Only" % (c.now.hour, c.now.minute, c.now.second, r.randint(0, 999))), w=40),
        Tpl("mac_symptomsd_unexpected_switch", "WARN", lambda c: ("symptomsd[%d]" % c.spid("symptomsd", 200, 230), "__73-[NetworkAnalyticsEngine observeValueForKeyPath:ofObject:change:context:]_block_invoke unexpected switch value %d" % r.choice([2, 2, 3])), w=25),
        Tpl("mac_networkd_bundle_id", "DEBUG", lambda c: ("networkd[%d]" % c.spid("networkd", 180, 200), "-[NETClientConnection effectiveBundleID] using process name %s as bundle ID (this is expected for daemons without bundle ID" % r.choice(["apsd", "WeChat", "QQ", "com.apple.WebKit.Networking"])), w=20),
        Tpl("mac_locationd_icon_active", "INFO", lambda c: ("locationd[%d]" % c.spid("locationd", 80, 90), "Location icon should now be in state 'Active'"), w=10),
        Tpl("mac_locationd_icon_inactive", "INFO", lambda c: ("locationd[%d]" % c.spid("locationd", 80, 90), "Location icon should now be in state 'Inactive'"), w=10),
        Tpl("mac_corecaptured_capture_notice", "WARN", lambda c: ("corecaptured[%d]" % c.spid("corecaptured", 30000, 40000), "CCFile::captureLog Received Capture notice id: %.6f, reason = AuthFail:sts:%d_rsn:0" % (c.now.timestamp() + r.random(), r.choice([2, 5]))), w=10),
        Tpl("mac_configd_network_changed", "INFO", lambda c: ("configd[%d]" % c.spid("configd", 50, 60), "network changed: v4(en0-:%s) DNS- Proxy- SMB-" % host_ip[c.host]), w=12),
        Tpl("mac_usereventagent_captive_inactive", "INFO", lambda c: ("UserEventAgent[%d]" % c.spid("UserEventAgent", 40, 50), "Captive: CNPluginHandler en0: Inactive"), w=10),
        Tpl("mac_secd_sos_sync_failure", "ERROR", lambda c: ("secd[%d]" % c.spid("secd", 250, 300), ' SOSAccountThisDeviceCanSyncWithCircle sync with device failure: Error Domain=com.apple.security.sos.error Code=1035 "Account identity not set" UserInfo={NSDescription=Account identity not set}'), w=8),
        Tpl("mac_syslogd_asl_sender_statistics", "INFO", lambda c: ("syslogd[%d]" % c.spid("syslogd", 40, 50), "ASL Sender Statistics"), fixed=2),
        Tpl("mac_reportcrash_saved", "ERROR", crash, fixed=2),
        Tpl("mac_last_message_repeated", "INFO", repeated, w=6),
    ]

    def render(c, t, out):
        tag, msg = out
        if tag is None:
            return "%s %s %s" % (bsd_ts(c.now), c.host, msg)
        return "%s %s %s: %s" % (bsd_ts(c.now), c.host, tag, msg)

    start = datetime(2017, 7, 1, 9, 0, 55, tzinfo=timezone.utc)
    return generate(r, T, hosts, hw, start, 40.0, render)


FORMATS = [
    ("bsd_two_hosts", fmt_bsd_two_hosts),
    ("bsd_fqdn_many", fmt_bsd_fqdn_many),
    ("rfc5424", fmt_rfc5424),
    ("journal_short_iso", fmt_journal_short_iso),
    ("not_syslog_lookalike", fmt_not_syslog_lookalike),
    ("macos_two_hosts", fmt_macos_two_hosts),
]


def main(argv):
    seed = int(argv[1]) if len(argv) > 1 else 0
    outdir = argv[2] if len(argv) > 2 else os.path.dirname(os.path.abspath(__file__))
    os.makedirs(outdir, exist_ok=True)
    for idx, (name, fn) in enumerate(FORMATS):
        r = random.Random(seed * 1000 + idx)
        rows = fn(r)
        assert len(rows) == N_LINES
        ntpl = len({row["template"] for row in rows})
        assert 20 <= ntpl <= 40, (name, ntpl)
        for row in rows:
            assert "\n" not in row["line"] and row["level"] in LEVELS
        path = os.path.join(outdir, name + ".jsonl")
        with open(path, "w", encoding="utf-8") as f:
            for row in rows:
                f.write(json.dumps(row, ensure_ascii=False) + "\n")
        print("%-22s %5d lines %3d templates -> %s" % (name, len(rows), ntpl, path))


if __name__ == "__main__":
    main(sys.argv)
