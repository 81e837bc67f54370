"""Synthetic-but-realistic infra log corpora with ground-truth templates.

Formats (each make(rng) -> exactly 2000 rows {"line","template","level"}, time order):
  zeek_conn        Zeek conn.log TSV (header #separator..#types at start, #close last).
  exim_mainlog     Exim 4 mainlog (<=, =>, ->, **, ==, Completed, ACL rejections, queue runs).
  vault_audit      HashiCorp Vault file audit device, one compact JSON object per line.
  jenkins_console  Jenkins declarative-pipeline console (no timestamper), several builds
                   concatenated, git checkout, Maven, docker, kubectl output.
  varnishncsa      varnishncsa combined format + %{Varnish:hitmiss}x %{Varnish:time_firstbyte}x.
  nomad_agent      Nomad client agent hclog output.

Truth conventions:
  1. Variables: anything drawn from a pool (users, hosts, domains, paths, teams, repos, stage
     names, tasks, jobs, images, router/transport names, error strings passed as parameters,
     commit messages), plus numbers, hex, UUIDs, IPs, ports, durations, sizes, timestamps.
  2. Constants: the fixed text of a message, including few-valued meaning-changing words:
     HTTP method, hit/miss, SUCCESS/FAILURE/ABORTED, Exim markers (<= => -> ** ==), Vault
     type (request/response) and operation, Zeek proto and conn_state, Pipeline step names,
     Nomad task-event type, hclog method=GET/PUT, Maven [INFO]/[WARNING]/[ERROR] prefix.
     These are written literally in the template string.
  3. Absent fields ('-', empty, missing optional key or optional key=value field) never make a
     template of their own: the template string marks them <*> or [optional].
  4. One row per physical line (stack traces, Maven blocks each line separately).
  5. Level = what the line shows (WARNING->WARN, TRACE->DEBUG, "ERROR:" prefix in Jenkins ->
     ERROR); "-" if the line shows none (zeek, exim, vault, varnishncsa have no levels at all).

Per-format judgement calls:
  zeek_conn: template = (proto, conn_state); service is a variable (pool incl. unset '-'),
     history / local_orig / local_resp are variables. Each header line is its own constant
     template except #open/#close (timestamp variable). ts kept monotonic (real conn.log is
     only roughly ordered).
  exim_mainlog: template = marker + fixed wording + kind of peer: SMTP arrival (H=) vs local
     arrival (U= P=local; bounce arrivals '<= <> R=..' merge here since R= is optional and '<>'
     is a sender value); SMTP delivery (H=..C=) vs local delivery. Optional X=, CV=, DN=, A=,
     id=, D= fields never split. Remote SMTP error replies are variables.
  vault_audit: template = type + operation + mount_type + error text (if any). Vault's fixed
     error wording ('permission denied') is constant; parametrised error text ('invalid role
     name "x"') has <*>. Optional keys (auth.metadata, request.data, response.data,
     response.warnings, wrap_info, headers) never split.
  jenkins_console: '[Pipeline] <step>' lines are distinct constants per step name (stage, sh,
     node, withEnv, ...); '[Pipeline] { (<stage name>)' has the stage name variable
     (few-valued pool). Shell echo lines '+ cmd' are templates per command shape. Maven
     '[INFO] Tests run:' vs '[WARNING] Tests run:' (skipped>0) vs '[ERROR] Tests run:' differ.
     'make: *** ... Error 1' and stack frames show no level -> '-'.
  varnishncsa: template = method + hitmiss; status, size, URL, UA, referer, user, protocol
     version are variables.
  nomad_agent: module path and message are constant; key=value values are variables except
     enum-like type=, failed=, driver=docker, method=. Task-event msg= text follows its type
     (numbers/durations inside it are <*>, 'Driver Failure' msg is an error string -> <*>).
"""
from __future__ import annotations

import json
import random
import string
from datetime import datetime, timedelta, timezone
from typing import Callable

N = 2000; BASE = datetime(2024, 5, 1, 10, 0, 0, tzinfo=timezone.utc); BASE_EPOCH = 1714557600.0
HEX = "0123456789abcdef"; B62 = string.digits + string.ascii_uppercase + string.ascii_lowercase; V = "<*>"

def _row(line, tpl, level="-"):
    return {"line": line, "template": tpl, "level": level}

def _hex(rng, n):
    return "".join(rng.choice(HEX) for _ in range(n))

def _b62(rng, n):
    return "".join(rng.choice(B62) for _ in range(n))

def _uuid(rng):
    h = _hex(rng, 32); return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{rng.choice('89ab')}{h[17:20]}-{h[20:]}"

def _ip_priv(rng):
    return f"10.{rng.randint(0, 31)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"

def _ip_pub(rng):
    a = rng.choice([23, 34, 45, 52, 62, 81, 91, 104, 142, 151, 176, 185, 193, 203, 209, 213])
    return f"{a}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"

def _tick(rng, st, mean):
    st["t"] += rng.expovariate(1.0 / mean); return BASE + timedelta(seconds=st["t"])

def _drive(rng, st, common, rare, n):
    """common: [(weight, fn)], rare: [fn] each emitted 1-4 times; fn(rng, st) -> rows."""
    fns = [f for _, f in common]; ws = [w for w, _ in common]
    plan = sorted((rng.randint(20, n - 80), i) for i in range(len(rare)) for _ in range(rng.randint(1, 4))); rows = []
    while len(rows) < n:
        while plan and plan[0][0] <= len(rows):
            rows.extend(rare[plan.pop(0)[1]](rng, st))
        rows.extend(rng.choices(fns, ws)[0](rng, st))
    return rows[:n]

USERS = ["alice", "bob", "carol", "dmitri", "erin", "frank", "grace", "heidi", "ivan", "judy",
         "mallory", "oscar", "peggy", "trent", "victor", "walter", "svc-backup", "deploy01",
         "jenkins2", "ops3", "noreply", "billing"]
TEAMS = ["payments", "billing", "search", "identity", "checkout", "fraud", "ledger",
         "notifications", "inventory", "shipping", "reporting", "ml-platform", "growth2"]

# ----------------------------------------------------------------------------- zeek_conn
ZEEK_FIELDS = ("ts uid id.orig_h id.orig_p id.resp_h id.resp_p proto service duration "
               "orig_bytes resp_bytes conn_state local_orig local_resp missed_bytes history "
               "orig_pkts orig_ip_bytes resp_pkts resp_ip_bytes tunnel_parents").split()
ZEEK_TYPES = ("time string addr port addr port enum string interval count count string bool "
              "bool count string count count count count set[string]").split()
SVC_PORT = {"http": [80, 8080], "ssl": [443, 8443], "ssh": [22], "smtp": [25, 587],
            "dns": [53], "ntp": [123], "mysql": [3306], "ftp": [21], "krb": [88],
            "dhcp": [67], "quic": [443], "ldap": [389], "rdp": [3389], "postgresql": [5432]}

def _zeek_kind(proto, state, svcs, hists, shape):
    tpl = "\t".join([V] * 6 + [proto, V, V, V, V, state] + [V] * 9)

    def f(rng, st):
        _tick(rng, st, 0.35); ts = f"{BASE_EPOCH + st['t']:.6f}"; svc = rng.choice(svcs); oh = _ip_priv(rng)
        rh = _ip_pub(rng) if rng.random() < 0.7 else _ip_priv(rng)
        if proto == "icmp":
            op, rp = rng.choice([(8, 0), (3, 3), (11, 0), (0, 0)])
        else:
            op = rng.randint(1024, 65535)
            rp = rng.choice(SVC_PORT.get(svc, [6379, 9200, 5601, 8500, 4646, 9092, 11211, rng.randint(1, 65535)]))
        if shape == "full":
            dur = f"{rng.expovariate(0.4):.6f}"; ob, rb = (rng.randint(0, 9000), rng.randint(0, 250000)) if proto == "tcp" else (rng.randint(30, 400), rng.randint(0, 1400))
            opk, rpk = rng.randint(2, 40), rng.randint(1, 200)
        elif shape == "one":
            dur = rng.choice(["-", "-", f"{rng.uniform(0.5, 21):.6f}"]); ob = rb = "-" if dur == "-" else 0
            opk, rpk = rng.randint(1, 3), 0
        elif shape == "rej":
            dur = f"{rng.uniform(0.00002, 0.002):.6f}"; ob, rb, opk, rpk = 0, 0, 1, 1
        else:  # partial
            dur = rng.choice(["-", f"{rng.expovariate(0.2):.6f}"]); ob = rng.choice(["-", rng.randint(0, 3000)])
            rb = rng.choice(["-", rng.randint(0, 3000)]); opk, rpk = rng.randint(0, 6), rng.randint(0, 6)
        hdr = 28 if proto != "tcp" else 40; oib = opk * hdr + (ob if isinstance(ob, int) else 0)
        rib = rpk * hdr + (rb if isinstance(rb, int) else 0)
        vals = [ts, "C" + _b62(rng, 17), oh, op, rh, rp, proto, svc, dur, ob, rb, state,
                "T", "F" if rh[:3] != "10." else "T", rng.choice([0] * 30 + [1448, 2896]),
                rng.choice(hists), opk, oib, rpk, rib, "-"]
        return [_row("\t".join(str(v) for v in vals), tpl)]
    return f

def make_zeek_conn(rng):
    st = {"t": 0.0}; opened = BASE.strftime("%Y-%m-%d-%H-%M-%S")
    rows = [_row("#separator \\x09", "#separator \\x09"), _row("#set_separator\t,", "#set_separator\t,"),
            _row("#empty_field\t(empty)", "#empty_field\t(empty)"), _row("#unset_field\t-", "#unset_field\t-"),
            _row("#path\tconn", "#path\tconn"), _row("#open\t" + opened, "#open\t" + V),
            _row("#fields\t" + "\t".join(ZEEK_FIELDS), "#fields\t" + "\t".join(ZEEK_FIELDS)),
            _row("#types\t" + "\t".join(ZEEK_TYPES), "#types\t" + "\t".join(ZEEK_TYPES))]
    tcp_svcs = ["ssl"] * 6 + ["http"] * 3 + ["-"] * 3 + ["ssh", "smtp", "mysql", "ftp",
                                                      "krb", "ldap", "rdp", "postgresql"]
    common = [(30, _zeek_kind("tcp", "SF", tcp_svcs, ["ShADadFf", "ShADadfF", "ShADdaFf", "ShAdDaFf",
                                                "ShADadFfR"], "full")),
        (24, _zeek_kind("udp", "SF", ["dns"] * 8 + ["ntp", "dhcp", "quic", "krb", "-", "-"],
                        ["Dd", "Dd", "DdDd", "dD"], "full")),
        (8, _zeek_kind("tcp", "S0", ["-"] * 6 + ["ssl", "http", "ssh", "rdp"], ["S", "S"], "one")),
        (6, _zeek_kind("tcp", "REJ", ["-"] * 5 + ["ssh", "http", "ldap"], ["Sr"], "rej")),
        (6, _zeek_kind("udp", "S0", ["dns"] * 3 + ["-", "ntp", "quic"], ["D"], "one")),
        (3, _zeek_kind("tcp", "RSTO", ["ssl", "http", "-", "mysql"], ["ShADadR", "ShADR"], "full")),
        (3, _zeek_kind("tcp", "RSTR", ["ssl", "http", "-", "postgresql"], ["ShADadr", "ShADar"], "full")),
        (2, _zeek_kind("tcp", "SH", ["-", "ssl", "http"], ["SF", "SaF"], "partial")),
        (2, _zeek_kind("tcp", "OTH", ["-", "ssl", "http", "ssh"], ["CC", "^d", "DdA", "^dA"], "partial")),
        (2, _zeek_kind("tcp", "S1", ["ssl", "ssh", "-"], ["ShAD", "ShADad"], "partial")),
        (4, _zeek_kind("icmp", "OTH", ["-"], ["-"], "partial")),
        (1, _zeek_kind("udp", "SHR", ["dns", "-"], ["^d", "d"], "partial")),]
    rare = [_zeek_kind("tcp", "RSTOS0", ["-"], ["ShR", "SR"], "rej"),
            _zeek_kind("tcp", "S3", ["ssl", "-"], ["ShADadf"], "full"),
            _zeek_kind("tcp", "RSTRH", ["-", "ssl"], ["^hr", "Hr"], "rej"),
            _zeek_kind("tcp", "S2", ["http", "-"], ["ShADaF"], "full")]
    rows += _drive(rng, st, common, rare, N - len(rows) - 1)
    closed = (BASE + timedelta(seconds=st["t"] + 1)).strftime("%Y-%m-%d-%H-%M-%S")
    rows.append(_row("#close\t" + closed, "#close\t" + V)); return rows

# ----------------------------------------------------------------------------- exim_mainlog
LOCAL_DOMAINS = ["acme.org", "lists.acme.org", "acme-corp.com"]
EXT_DOMAINS = ["example.com", "contoso.net", "fabrikam.io", "northwind.co.uk", "initech.com",
               "globex.com", "umbrella.org", "hooli.xyz", "piedpiper.net", "stark.io",
               "gmail.com", "outlook.com", "web.de", "yahoo.co.jp", "mail365.example"]
MAIL_HOSTS = ["mail.contoso.net", "mx.fabrikam.io", "smtp.globex.com", "relay.initech.com",
              "outbound.hooli.xyz", "mail-wr1-f54.google.com", "mail-ej1-f41.google.com",
              "mx01.northwind.co.uk", "smtp2.stark.io", "mail.umbrella.org",
              "out.piedpiper.net", "mta7.web.de", "(laptop-carol)", "(DESKTOP-8K2Q1)"]
MX_HOSTS = ["gmail-smtp-in.l.google.com", "alt1.gmail-smtp-in.l.google.com",
            "contoso-net.mail.protection.outlook.com", "mx.fabrikam.io", "mx1.initech.com",
            "mx.globex.com", "mail.umbrella.org", "mx00.web.de", "mx.hooli.xyz", "aspmx.stark.io", "mx2.piedpiper.net"]
SPAM_HOSTS = ["mail.cheap-pharma.biz", "host.spamvilla.top", "smtp.bulkmailer.click",
              "mx.promo-deals.shop", "mail.lottowin.icu", "relay.seo-boost.xyz",
              "vps.hostingcheap.ru", "server.darkpool.cn", "mta.greatoffers.info",
              "mail.casino-royale.bet", "unknown.static.example"]
TLS = ["TLS1.3:TLS_AES_256_GCM_SHA384:256", "TLS1.2:ECDHE-RSA-AES256-GCM-SHA384:256",
       "TLS1.3:TLS_AES_128_GCM_SHA256:128", "TLS1.3:TLS_CHACHA20_POLY1305_SHA256:256"]
SMTP_5XX = ["550 5.1.1 <{r}>: Recipient address rejected: User unknown in virtual mailbox table",
            "550-5.1.1 The email account that you tried to reach does not exist.",
            "550 5.4.1 Recipient address rejected: Access denied",
            "552 5.2.2 Mailbox full", "554 5.7.1 Service unavailable; Client host blocked"]
SMTP_4XX = ["451 4.7.1 Greylisting in action, please come back later",
            "450 4.2.0 <{r}>: Recipient address rejected: Greylisted",
            "421 4.7.0 Try again later, closing connection.", "452 4.2.2 Mailbox temporarily over quota"]
T_ARR_SMTP = "<*> <*> <= <*> H=<*> [<*>] P=<*> [X=<*> CV=<*>] [A=<*>] S=<*> [id=<*>]"
T_ARR_LOCAL = "<*> <*> <= <*> [R=<*>] U=<*> P=local S=<*>"; T_DLV_LOCAL = "<*> <*> => <*> R=<*> T=<*>"
T_DLV_SMTP = "<*> <*> => <*> R=<*> T=<*> H=<*> [<*>] [X=<*> CV=<*> [DN=<*>]] C=<*>"
T_ADD_SMTP = "<*> <*> -> <*> R=<*> T=<*> H=<*> [<*>] [X=<*> CV=<*> [DN=<*>]] C=<*>"; T_COMPLETED = "<*> <*> Completed"

def _mid(rng):
    return f"1r{_b62(rng, 4)}-00{_b62(rng, 4)}-{_b62(rng, 2)}"

def _ets(rng, st, mean=2.0):
    return _tick(rng, st, mean).strftime("%Y-%m-%d %H:%M:%S")

def _later(st, rng):
    st["t"] += rng.uniform(0, 1.5); return (BASE + timedelta(seconds=st["t"])).strftime("%Y-%m-%d %H:%M:%S")

def _smtp_dlv(rng, mark, rcpt, tpl):
    host = rng.choice(MX_HOSTS); x = f" X={rng.choice(TLS)} CV=yes" if rng.random() < 0.85 else ""
    if x and rng.random() < 0.5:
        x += f' DN="CN={host}"'
    c = rng.choice([f'"250 2.0.0 OK  {int(BASE_EPOCH) + rng.randint(0, 9999)} {_b62(rng, 12)}.{rng.randint(100, 999)} - gsmtp"',
                    f'"250 2.0.0 Ok: queued as {_hex(rng, 10).upper()}"', f'"250 OK id={_mid(rng)}"'])
    return (f"{mark} {rcpt} R=dnslookup T=remote_smtp H={host} [{_ip_pub(rng)}]{x} C={c}", tpl)

def _ex_inbound(rng, st):
    ts, mid = _ets(rng, st), _mid(rng); sender = f"{rng.choice(USERS)}@{rng.choice(EXT_DOMAINS)}"
    p = rng.choice(["esmtps", "esmtps", "esmtps", "esmtp", "esmtpsa"])
    x = f" X={rng.choice(TLS)} CV=no" if p != "esmtp" else ""
    a = f" A=dovecot_plain:{rng.choice(USERS)}" if p == "esmtpsa" else ""
    idp = f" id={_hex(rng, 16)}@{rng.choice(EXT_DOMAINS)}" if rng.random() < 0.8 else ""
    rows = [_row(f"{ts} {mid} <= {sender} H={rng.choice(MAIL_HOSTS)} [{_ip_pub(rng)}] P={p}{x}{a}"
                 f" S={rng.randint(900, 250000)}{idp}", T_ARR_SMTP)]
    for _ in range(rng.choice([1, 1, 1, 2, 3])):
        r = f"{rng.choice(USERS)}@{rng.choice(LOCAL_DOMAINS)}"
        router, tr = rng.choice([("local_user", "local_delivery"), ("userforward", "address_file"),
                                 ("procmail", "procmail_pipe"), ("local_user", "maildir_home")])
        rows.append(_row(f"{_later(st, rng)} {mid} => {r} R={router} T={tr}", T_DLV_LOCAL))
    rows.append(_row(f"{_later(st, rng)} {mid} Completed", T_COMPLETED)); return rows

def _ex_outbound(rng, st):
    ts, mid = _ets(rng, st), _mid(rng); u = rng.choice(USERS)
    rows = [_row(f"{ts} {mid} <= {u}@{rng.choice(LOCAL_DOMAINS)} U={rng.choice([u, 'www-data', 'nagios'])}"
                 f" P=local S={rng.randint(400, 90000)}", T_ARR_LOCAL)]
    fate = rng.random(); r = f"{rng.choice(USERS)}@{rng.choice(EXT_DOMAINS)}"
    if fate < 0.78:
        line, tpl = _smtp_dlv(rng, "=>", r, T_DLV_SMTP); rows.append(_row(f"{_later(st, rng)} {mid} {line}", tpl))
        for _ in range(rng.choice([0, 0, 0, 1, 2])):
            line, tpl = _smtp_dlv(rng, "->", f"{rng.choice(USERS)}@{r.split('@')[1]}", T_ADD_SMTP)
            rows.append(_row(f"{_later(st, rng)} {mid} {line}", tpl))
        rows.append(_row(f"{_later(st, rng)} {mid} Completed", T_COMPLETED))
    elif fate < 0.9:
        dom = r.split("@")[1]; k = rng.random()
        if k < 0.5:
            rows.append(_row(f"{_later(st, rng)} {mid} == {r} R=dnslookup T=remote_smtp defer (-44)"
                             f" H={rng.choice(MX_HOSTS)} [{_ip_pub(rng)}]: SMTP error from remote mail"
                             f" server after RCPT TO:<{r}>: {rng.choice(SMTP_4XX).format(r=r)}",
                             "<*> <*> == <*> R=<*> T=<*> defer (<*>) H=<*> [<*>]: SMTP error from "
                             "remote mail server after RCPT TO:<<*>>: <*>"))
        elif k < 0.8:
            rows.append(_row(f"{_later(st, rng)} {mid} == {r} R=dnslookup T=remote_smtp defer (-53):"
                             f" retry time not reached for any host for '{dom}'",
                             "<*> <*> == <*> R=<*> T=<*> defer (<*>): retry time not reached for any "
                             "host for '<*>'"))
        else:
            rows.append(_row(f"{_later(st, rng)} {mid} == {r} R=dnslookup T=remote_smtp defer (110):"
                             f" Connection timed out", "<*> <*> == <*> R=<*> T=<*> defer (<*>): Connection timed out"))
    else:
        if rng.random() < 0.7:
            rows.append(_row(f"{_later(st, rng)} {mid} ** {r} R=dnslookup T=remote_smtp H="
                             f"{rng.choice(MX_HOSTS)} [{_ip_pub(rng)}]: SMTP error from remote mail "
                             f"server after RCPT TO:<{r}>: {rng.choice(SMTP_5XX).format(r=r)}",
                             "<*> <*> ** <*> R=<*> T=<*> H=<*> [<*>]: SMTP error from remote mail "
                             "server after RCPT TO:<<*>>: <*>"))
        else:
            r = f"{rng.choice(USERS)}@{rng.choice(['acme.ogr', 'gmial.com', 'contoso.nte', 'exmaple.com'])}"
            rows.append(_row(f"{_later(st, rng)} {mid} ** {r}: Unrouteable address",
                             "<*> <*> ** <*>: Unrouteable address"))
        b = _mid(rng)
        rows.append(_row(f"{_later(st, rng)} {b} <= <> R={mid} U=Debian-exim P=local S={rng.randint(1800, 9000)}",
                         T_ARR_LOCAL))
        rows.append(_row(f"{_later(st, rng)} {b} => {u}@{rng.choice(LOCAL_DOMAINS)} R=local_user"
                         f" T=local_delivery", T_DLV_LOCAL))
        rows.append(_row(f"{_later(st, rng)} {b} Completed", T_COMPLETED))
        rows.append(_row(f"{_later(st, rng)} {mid} Completed", T_COMPLETED))
    return rows

def _ex_reject(rng, st):
    ts, h, ip = _ets(rng, st), rng.choice(SPAM_HOSTS), _ip_pub(rng)
    f = f"{rng.choice(['info', 'sales', 'promo', 'newsletter', 'admin', 'support'])}@{h.split('.', 1)[1]}"
    r = f"{rng.choice(USERS)}@{rng.choice(LOCAL_DOMAINS + EXT_DOMAINS)}"; k = rng.random()
    if k < 0.45:
        return [_row(f"{ts} H={h} [{ip}] F=<{f}> rejected RCPT <{r}>: relay not permitted",
                     "<*> H=<*> [<*>] F=<<*>> rejected RCPT <<*>>: relay not permitted")]
    if k < 0.8:
        return [_row(f"{ts} H={h} [{ip}] F=<{f}> rejected RCPT <{r}>: Rejected because {ip} is in a"
                     f" black list at {rng.choice(['zen.spamhaus.org', 'bl.spamcop.net', 'b.barracudacentral.org'])}",
                     "<*> H=<*> [<*>] F=<<*>> rejected RCPT <<*>>: Rejected because <*> is in a " "black list at <*>")]
    return [_row(f"{ts} H={h} [{ip}] sender verify fail for <{f}>: Unrouteable address",
                 "<*> H=<*> [<*>] sender verify fail for <<*>>: Unrouteable address"),
            _row(f"{ts} H={h} [{ip}] F=<{f}> rejected RCPT <{r}>: Sender verify failed",
                 "<*> H=<*> [<*>] F=<<*>> rejected RCPT <<*>>: Sender verify failed")]

def _ex_misc(rng, st):
    ts, ip = _ets(rng, st), _ip_pub(rng); k = rng.random()
    if k < 0.35:
        d = f" D={rng.randint(0, 40)}s" if rng.random() < 0.7 else ""
        return [_row(f"{ts} SMTP connection from {rng.choice(SPAM_HOSTS + MAIL_HOSTS)} [{ip}] lost{d}",
                     "<*> SMTP connection from <*> [<*>] lost [D=<*>]")]
    if k < 0.6:
        return [_row(f"{ts} no host name found for IP address {ip}", "<*> no host name found for IP address <*>")]
    if k < 0.8:
        return [_row(f"{ts} unexpected disconnection while reading SMTP command from "
                     f"{rng.choice(SPAM_HOSTS)} [{ip}] D={rng.randint(0, 30)}s",
                     "<*> unexpected disconnection while reading SMTP command from <*> [<*>] D=<*>")]
    pid = rng.randint(1000, 60000); rows = [_row(f"{ts} Start queue run: pid={pid}", "<*> Start queue run: pid=<*>")]
    rows.append(_row(f"{_later(st, rng)} End queue run: pid={pid}", "<*> End queue run: pid=<*>")); return rows

def _ex_rare_tls(rng, st):
    return [_row(f"{_ets(rng, st)} TLS error on connection from {rng.choice(MAIL_HOSTS)} [{_ip_pub(rng)}]"
                 f" ({rng.choice(['SSL_accept', 'SSL_read'])}): {rng.choice(['error:0A000126:SSL routines::unexpected eof while reading', 'error:0A00006C:SSL routines::bad key share', 'timed out'])}",
                 "<*> TLS error on connection from <*> [<*>] (<*>): <*>")]

def _ex_rare_sync(rng, st):
    return [_row(f"{_ets(rng, st)} SMTP protocol synchronization error (input sent without waiting"
                 f" for greeting): rejected connection from H=[{_ip_pub(rng)}] input=\"EHLO "
                 f"{rng.choice(['User', 'localhost', 'ylmf-pc', 'WIN-CLJ1B0GQ6JP'])}\\r\\n\"",
                 "<*> SMTP protocol synchronization error (input sent without waiting for "
                 "greeting): rejected connection from H=[<*>] input=\"<*>\"")]

def _ex_rare_frozen(rng, st):
    return [_row(f"{_ets(rng, st)} {_mid(rng)} Frozen (delivery error message)",
                 "<*> <*> Frozen (delivery error message)")]

def _ex_rare_locked(rng, st):
    return [_row(f"{_ets(rng, st)} {_mid(rng)} Spool file is locked (another process is handling"
                 f" this message)", "<*> <*> Spool file is locked (another process is handling " "this message)")]

def make_exim_mainlog(rng):
    st = {"t": 0.0}; common = [(40, _ex_inbound), (28, _ex_outbound), (16, _ex_reject), (10, _ex_misc)]
    rare = [_ex_rare_tls, _ex_rare_sync, _ex_rare_frozen, _ex_rare_locked]; return _drive(rng, st, common, rare, N)

# ----------------------------------------------------------------------------- vault_audit
KV_THINGS = ["database", "stripe", "api-keys", "tls", "smtp", "kafka", "redis", "oauth",
             "sentry", "s3-backup", "db-replica2", "signing"]
TRANSIT_KEYS = ["payments-pii", "card-numbers", "customer-ssn", "billing", "orders-v2",
                "ledger", "identity-tokens", "shipping-address", "fraud-signals", "email"]
DB_ROLES = ["payments-readonly", "billing-rw", "ledger-app", "reporting-ro", "analytics2",
            "inventory-rw", "search-indexer", "checkout-app", "fraud-ro", "shipping-app"]

def _h(rng):
    return "hmac-sha256:" + _hex(rng, 64)

def _vault_kind(op, mt, mount, path_fn, err=None, err_tpl=None, login=False, data=None, resp_data=None, secret=False):
    def f(rng, st):
        team = rng.choice(TEAMS); path = path_fn(rng, team); t1 = _tick(rng, st, 0.8); auth = {}
        if not login:
            auth = {"client_token": _h(rng), "accessor": _h(rng), "display_name": f"kubernetes-{team}-{team}-api",
                    "policies": ["default", f"{team}-app"], "token_policies": ["default", f"{team}-app"]}
            if rng.random() < 0.6:
                auth["metadata"] = {"role": f"{team}-api", "service_account_name": f"{team}-api",
                                    "service_account_namespace": team}
            auth.update({"entity_id": _uuid(rng), "token_type": "service",
                         "token_ttl": rng.choice([3600, 2764800, 86400]),
                         "token_issue_time": (t1 - timedelta(seconds=rng.randint(60, 80000))).strftime("%Y-%m-%dT%H:%M:%SZ")})
        else:
            auth = {"token_type": "default"}
        req = {"id": _uuid(rng), "client_id": _b62(rng, 20) if not login else "",
               "operation": op, "mount_point": mount, "mount_type": mt,
               "mount_accessor": f"{mt}_{_hex(rng, 8)}", "mount_running_version": "v1.15.4+builtin.vault" if mt in ("token", "system") else "v0.17.0+builtin",
               "mount_class": "auth" if mt in ("kubernetes", "token") else "secret"}
        if not req["client_id"]:
            del req["client_id"]
        if not login:
            req["client_token"], req["client_token_accessor"] = _h(rng), _h(rng)
        req["namespace"] = {"id": "root"}; req["path"] = path
        if data and rng.random() < 0.9:
            req["data"] = {k: _h(rng) for k in data}
        if rng.random() < 0.1:
            req["headers"] = {"x-request-id": [_h(rng)]}
        req["remote_address"] = _ip_priv(rng); req["remote_port"] = rng.randint(30000, 61000)
        e = err(rng, team) if callable(err) else err; tail = f" error={err_tpl or e}" if e else ""
        q = {"time": t1.strftime("%Y-%m-%dT%H:%M:%S.%fZ"), "type": "request", "auth": auth, "request": req}
        if e:
            q["error"] = e
        rows = [_row(json.dumps(q, separators=(",", ":")), f"vault type=request operation={op} mount_type={mt}{tail}")]
        st["t"] += rng.uniform(0.0005, 0.08); t2 = BASE + timedelta(seconds=st["t"])
        resp = {"mount_point": mount, "mount_type": mt, "mount_accessor": req["mount_accessor"],
                "mount_running_plugin_version": req["mount_running_version"], "mount_class": req["mount_class"]}
        rauth = dict(auth)
        if login and not e:
            rauth = {"client_token": _h(rng), "accessor": _h(rng), "display_name": f"kubernetes-{team}-{team}-api",
                     "policies": ["default", f"{team}-app"], "token_policies": ["default", f"{team}-app"],
                     "metadata": {"role": f"{team}-api", "service_account_name": f"{team}-api",
                                  "service_account_namespace": team, "service_account_uid": _uuid(rng)},
                     "entity_id": _uuid(rng), "token_type": "service", "token_ttl": 3600}
            resp["auth"] = {"client_token": rauth["client_token"], "accessor": rauth["accessor"],
                            "display_name": rauth["display_name"], "policies": rauth["policies"],
                            "token_ttl": 3600, "token_type": "service", "num_uses": 0}
        if secret and not e:
            resp["secret"] = {"lease_id": f"{path}/{_b62(rng, 24)}"}
        if resp_data and not e and rng.random() < 0.95:
            resp["data"] = {k: _h(rng) for k in resp_data}
        if not e and rng.random() < 0.05:
            resp["warnings"] = ["TTL of \"768h\" exceeded the effective max_ttl of \"24h\"; TTL value is capped accordingly"]
        r = {"time": t2.strftime("%Y-%m-%dT%H:%M:%S.%fZ"), "type": "response", "auth": rauth,
             "request": req, "response": resp}
        if e:
            r["error"] = e
        rows.append(_row(json.dumps(r, separators=(",", ":")),
                         f"vault type=response operation={op} mount_type={mt}{tail}"))
        return rows
    return f

def make_vault_audit(rng):
    st = {"t": 0.0}; kv = lambda rng, t: f"secret/data/teams/{t}/{rng.choice(KV_THINGS)}"
    common = [(30, _vault_kind("read", "kv", "secret/", kv, resp_data=["data", "metadata"])),
        (12, _vault_kind("update", "transit", "transit/", lambda r, t: f"transit/encrypt/{r.choice(TRANSIT_KEYS)}",
                         data=["plaintext"], resp_data=["ciphertext", "key_version"])),
        (4, _vault_kind("update", "transit", "transit/", lambda r, t: f"transit/decrypt/{r.choice(TRANSIT_KEYS)}",
                        data=["ciphertext"], resp_data=["plaintext"])),
        (10, _vault_kind("update", "kubernetes", "auth/kubernetes/", lambda r, t: "auth/kubernetes/login",
                         login=True, data=["jwt", "role"])),
        (8, _vault_kind("read", "token", "auth/token/", lambda r, t: "auth/token/lookup-self",
                        resp_data=["accessor", "policies", "ttl", "display_name"])),
        (5, _vault_kind("read", "database", "database/", lambda r, t: f"database/creds/{r.choice(DB_ROLES)}",
                        resp_data=["username", "password"], secret=True)),
        (5, _vault_kind("list", "kv", "secret/", lambda r, t: f"secret/metadata/teams/{t}/", resp_data=["keys"])),
        (5, _vault_kind("update", "kv", "secret/", kv, data=["data", "options"],
                        resp_data=["version", "created_time"])),
        (3, _vault_kind("update", "system", "sys/", lambda r, t: "sys/leases/renew", data=["lease_id", "increment"])),
        (3, _vault_kind("update", "token", "auth/token/", lambda r, t: "auth/token/renew-self", data=["increment"])),
        (2.5, _vault_kind("read", "kv", "secret/", kv, err="permission denied")),]
    rare = [_vault_kind("delete", "kv", "secret/", kv),
        _vault_kind("update", "kubernetes", "auth/kubernetes/", lambda r, t: "auth/kubernetes/login",
                    login=True, data=["jwt", "role"],
                    err=lambda r, t: f'invalid role name "{r.choice(TEAMS)}-{r.choice(["worker", "cron", "api"])}"',
                    err_tpl='invalid role name "<*>"'),
        _vault_kind("update", "transit", "transit/", lambda r, t: f"transit/encrypt/{r.choice(TRANSIT_KEYS)}-old",
                    data=["plaintext"], err="encryption key not found"),
        _vault_kind("update", "system", "sys/", lambda r, t: f"sys/policies/acl/{t}-app", data=["policy"]),]
    return _drive(rng, st, common, rare, N)

# ----------------------------------------------------------------------------- jenkins_console
REPOS = ["payments-api", "billing-service", "checkout-web", "ledger-core", "notification-worker",
         "identity-gateway", "search-indexer", "inventory-sync", "fraud-engine", "shipping-api2",
         "reporting-etl", "feature-store"]
AGENTS = ["agent-linux-01", "agent-linux-02", "agent-linux-05", "build-node-alpha",
          "build-node-bravo", "build-node-charlie", "docker-k8s-7xk2p", "docker-k8s-q9w4z",
          "ec2-fleet-i-0a3f", "mac-mini-builder"]
NAMES = ["Alice Smith", "Bob Jones", "Carol Diaz", "Dmitri Ivanov", "Erin Walsh", "Frank Muller",
         "Grace Hopper", "Heidi Klum", "Ivan Petrov", "Judy Chen"]
COMMITS = ["Fix NPE in refund handler", "Bump jackson to 2.17.1", "Add retry to webhook sender",
           "Refactor ledger posting", "Merge pull request #412 from acme/feature/ach",
           "Update Dockerfile base image", "Remove deprecated endpoint", "Add metrics for queue lag",
           "WIP: new pricing rules", "Revert \\\"Add cache layer\\\"", "Tune HikariCP pool size", "chore: format"]
CLASSES = ["RefundServiceTest", "LedgerPostingTest", "WebhookSenderTest", "PricingRulesTest",
           "AccountControllerTest", "InvoiceMapperTest", "QueueConsumerTest", "AuthFilterTest",
           "CurrencyConverterTest", "ReportExporterTest", "RateLimiterTest", "Iso8583CodecTest"]
STAGES_WORD = ["Build", "Unit Tests", "Test", "Package", "Docker Image", "Publish", "Deploy", "Deploy to staging"]

def _jl(rows, line, tpl=None):
    lvl = "-"
    if line.startswith("[INFO]"):
        lvl = "INFO"
    elif line.startswith("[WARNING]"):
        lvl = "WARN"
    elif line.startswith("[ERROR]") or line.startswith("ERROR:"):
        lvl = "ERROR"
    rows.append(_row(line, line if tpl is None else tpl, lvl))

def _jenkins_build(rng, st, kind, bi):
    R = []; J = lambda line, tpl=None: _jl(R, line, tpl); P = lambda step: J(f"[Pipeline] {step}")
    repo, branch = rng.choice(REPOS), rng.choice(["main", "main", "develop", "feature/ach", "release/2.4", "PR-318"])
    ws = f"/home/jenkins/workspace/{repo}_{branch.replace('/', '_')}"; url = f"https://github.com/acme/{repo}.git"
    pkg = "com.acme." + repo.split("-")[0].rstrip("0123456789"); s = rng.random()
    if s < 0.5:
        J(f"Started by GitHub push by {rng.choice(USERS)}", "Started by GitHub push by <*>")
    elif s < 0.85:
        J(f"Started by user {rng.choice(NAMES)}", "Started by user <*>")
    else:
        J("Started by timer")
    J(f"Obtained Jenkinsfile from git {url}", "Obtained Jenkinsfile from git <*>")
    J("Running in Durability level: MAX_SURVIVABILITY"); P("Start of Pipeline"); P("node")
    J(f"Running on {rng.choice(AGENTS)} in {ws}", "Running on <*> in <*>")
    P("{"); P("stage"); J("[Pipeline] { (Declarative: Checkout SCM)", "[Pipeline] { (<*>)")
    P("checkout"); J("The recommended git tool is: NONE")
    J(f"using credential {rng.choice(['github-ci', 'github-app-acme', 'gh-deploy-key'])}", "using credential <*>")
    sha = _hex(rng, 40)
    for line, tpl in [
            (f" > git rev-parse --resolve-git-dir {ws}/.git # timeout=10", " > git rev-parse --resolve-git-dir <*> # timeout=<*>"),
            ("Fetching changes from the remote Git repository", None),
            (f" > git config remote.origin.url {url} # timeout=10", " > git config remote.origin.url <*> # timeout=<*>"),
            (f"Fetching upstream changes from {url}", "Fetching upstream changes from <*>"),
            (" > git --version # timeout=10", " > git --version # timeout=<*>"),
            (" > git --version # 'git version 2.39.2'", " > git --version # 'git version <*>'"),
            (f" > git fetch --tags --force --progress -- {url} +refs/heads/*:refs/remotes/origin/* # timeout=10",
             " > git fetch --tags --force --progress -- <*> +refs/heads/*:refs/remotes/origin/* # timeout=<*>"),
            (f" > git rev-parse refs/remotes/origin/{branch}^{{commit}} # timeout=10", " > git rev-parse <*>^{commit} # timeout=<*>"),
            (f"Checking out Revision {sha} (refs/remotes/origin/{branch})", "Checking out Revision <*> (<*>)"),
            (" > git config core.sparsecheckout # timeout=10", " > git config core.sparsecheckout # timeout=<*>"),
            (f" > git checkout -f {sha} # timeout=10", " > git checkout -f <*> # timeout=<*>"),
            (f"Commit message: \"{rng.choice(COMMITS)}\"", "Commit message: \"<*>\""),
            (f" > git rev-list --no-walk {_hex(rng, 40)} # timeout=10", " > git rev-list --no-walk <*> # timeout=<*>")]:
        J(line, tpl)
    P("}"); P("// stage"); P("withEnv"); P("{")
    art = f"{rng.randint(1, 3)}.{rng.randint(0, 12)}.{rng.randint(0, 9)}-SNAPSHOT"

    def mvn_head():
        J("[INFO] Scanning for projects...")
        if bi in st["pom_warn"]:
            J(f"[WARNING] The POM for com.acme:{rng.choice(['commons-money', 'ledger-client', 'auth-sdk'])}:jar:1.{rng.randint(0, 9)}.0 is missing, no dependency information available",
                "[WARNING] The POM for <*> is missing, no dependency information available")
        J("[INFO] "); d = "-" * max(3, (72 - len(repo) - 13) // 2)
        J(f"[INFO] {d}< com.acme:{repo} >{d}", "[INFO] <*>< <*> ><*>")
        J(f"[INFO] Building {repo} {art}", "[INFO] Building <*> <*>"); J("[INFO]   from pom.xml")
        J("[INFO] --------------------------------[ jar ]---------------------------------")

    def plugin(name, goal, exe):
        J("[INFO] "); J(f"[INFO] --- {name}:{goal} ({exe}) @ {repo} ---", "[INFO] --- <*>:<*> (<*>) @ <*> ---")

    def mvn_tail(ok):
        J("[INFO] " + "-" * 72); J("[INFO] BUILD SUCCESS" if ok else "[INFO] BUILD FAILURE")
        J("[INFO] " + "-" * 72); J(f"[INFO] Total time:  {rng.uniform(4, 300):.3f} s", "[INFO] Total time:  <*> s")
        J(f"[INFO] Finished at: {(BASE + timedelta(minutes=bi * 7)).strftime('%Y-%m-%dT%H:%M:%SZ')}",
            "[INFO] Finished at: <*>")
        J("[INFO] " + "-" * 72)

    # Build stage
    P("stage"); J(f"[Pipeline] {{ ({rng.choice(STAGES_WORD[:1] + ['Compile'])})}}", "[Pipeline] { (<*>)")
    P("sh"); J("+ mvn -B -DskipTests clean package")
    mvn_head()
    if rng.random() < 0.3:
        for _ in range(rng.randint(1, 4)):
            a = rng.choice(["org/springframework/boot/spring-boot-starter-web/3.2.5/spring-boot-starter-web-3.2.5.pom",
                            "com/fasterxml/jackson/core/jackson-databind/2.17.1/jackson-databind-2.17.1.jar",
                            "org/postgresql/postgresql/42.7.3/postgresql-42.7.3.jar",
                            "io/micrometer/micrometer-core/1.12.5/micrometer-core-1.12.5.jar"])
            J(f"[INFO] Downloading from central: https://repo.maven.apache.org/maven2/{a}",
                "[INFO] Downloading from central: <*>")
            J(f"[INFO] Downloaded from central: https://repo.maven.apache.org/maven2/{a} "
                f"({rng.uniform(1, 900):.1f} kB at {rng.uniform(50, 5000):.1f} kB/s)",
                "[INFO] Downloaded from central: <*> (<*> kB at <*> kB/s)")
    plugin("maven-clean-plugin", "3.3.2:clean", "default-clean")
    J(f"[INFO] Deleting {ws}/target", "[INFO] Deleting <*>")
    plugin("maven-resources-plugin", "3.3.1:resources", "default-resources")
    J(f"[INFO] Copying {rng.randint(1, 9)} resources from src/main/resources to target/classes",
        "[INFO] Copying <*> resources from <*> to <*>")
    plugin("maven-compiler-plugin", "3.11.0:compile", "default-compile")
    J("[INFO] Changes detected - recompiling the module! :dependency")
    J(f"[INFO] Compiling {rng.randint(20, 400)} source files with javac [debug release 17] to target/classes",
        "[INFO] Compiling <*> source files with javac [debug release <*>] to <*>")
    if kind == "compile":
        cls = rng.choice(CLASSES).replace("Test", "")
        J("[INFO] -------------------------------------------------------------"); J("[ERROR] COMPILATION ERROR : ")
        J("[INFO] -------------------------------------------------------------")
        J(f"[ERROR] {ws}/src/main/java/{pkg.replace('.', '/')}/{cls}.java:[{rng.randint(10, 300)},{rng.randint(5, 40)}] cannot find symbol",
            "[ERROR] <*>:[<*>,<*>] cannot find symbol")
        J(f"  symbol:   method {rng.choice(['toMinorUnits()', 'getLedgerId()', 'withRetry(int)'])}",
            "  symbol:   method <*>")
        J("[INFO] 1 error", "[INFO] <*> error"); mvn_tail(False)
        J(f"[ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:3.11.0:compile (default-compile) on project {repo}: Compilation failure",
            "[ERROR] Failed to execute goal <*> (<*>) on project <*>: Compilation failure")
        J("[ERROR] -> [Help 1]")
    else:
        if rng.random() < 0.35:
            cls = rng.choice(CLASSES).replace("Test", "")
            J(f"[WARNING] {ws}/src/main/java/{pkg.replace('.', '/')}/{cls}.java:[{rng.randint(10, 300)},{rng.randint(5, 40)}] "
                f"{rng.choice(['getAmount()', 'BigDecimal.ROUND_HALF_UP', 'new Integer(int)'])} in {rng.choice(['java.math.BigDecimal', 'java.lang.Integer', pkg + '.Money'])} has been deprecated and marked for removal",
                "[WARNING] <*>:[<*>,<*>] <*> in <*> has been deprecated and marked for removal")
        plugin("maven-jar-plugin", "3.3.0:jar", "default-jar")
        J(f"[INFO] Building jar: {ws}/target/{repo}-{art}.jar", "[INFO] Building jar: <*>"); mvn_tail(True)
    P("}"); P("// stage")
    failed = kind in ("compile", "test")
    # Test stage
    P("stage"); J(f"[Pipeline] {{ ({rng.choice(['Test', 'Unit Tests', 'Verify'])})}}", "[Pipeline] { (<*>)")
    if kind == "compile":
        J(f'Stage "{rng.choice(["Test", "Unit Tests"])}" skipped due to earlier failure(s)',
            'Stage "<*>" skipped due to earlier failure(s)')
    else:
        P("sh"); J("+ make test")
        J("mvn -B test"); mvn_head(); plugin("maven-surefire-plugin", "3.2.5:test", "default-test")
        J("[INFO] " + "-" * 55); J("[INFO]  T E S T S"); J("[INFO] " + "-" * 55)
        tot = [0, 0, 0]; bad = rng.sample(range(6), 1) if kind == "test" else []
        for i, cls in enumerate(rng.sample(CLASSES, 6)):
            fq = f"{pkg}.{cls}"; J(f"[INFO] Running {fq}", "[INFO] Running <*>")
            n, sk = rng.randint(2, 30), rng.choice([0] * 8 + [1, 2]); el = f"{rng.uniform(0.01, 9):.3f}"
            tot[0] += n; tot[2] += sk
            if i in bad:
                tot[1] += 1
                m = rng.choice(["testRefundPartial", "shouldPostDoubleEntry", "rejectsExpiredToken",
                                "convertsJpyWithoutDecimals", "retriesOn503"])
                J(f"[ERROR] Tests run: {n}, Failures: 1, Errors: 0, Skipped: {sk}, Time elapsed: {el} s <<< FAILURE! -- in {fq}",
                    "[ERROR] Tests run: <*>, Failures: <*>, Errors: <*>, Skipped: <*>, Time elapsed: <*> s <<< FAILURE! -- in <*>")
                J(f"[ERROR] {fq}.{m} -- Time elapsed: {rng.uniform(0.001, 2):.3f} s <<< FAILURE!",
                    "[ERROR] <*> -- Time elapsed: <*> s <<< FAILURE!")
                exp, got = rng.choice([("200", "500"), ("1500", "1499"), ("POSTED", "PENDING"), ("true", "false")])
                J(f"org.opentest4j.AssertionFailedError: expected: <{exp}> but was: <{got}>",
                    "org.opentest4j.AssertionFailedError: expected: <<*>> but was: <<*>>")
                for fr in ["org.junit.jupiter.api.AssertionFailureBuilder.build(AssertionFailureBuilder.java:151)",
                           "org.junit.jupiter.api.AssertEquals.failNotEqual(AssertEquals.java:197)",
                           f"{fq}.{m}({cls}.java:{rng.randint(20, 400)})",
                           "java.base/java.lang.reflect.Method.invoke(Method.java:580)"]:
                    J(f"\tat {fr}", "\tat <*>")
                fail_line = (f"[ERROR]   {cls}.{m}:{rng.randint(20, 400)} expected: <{exp}> but was: <{got}>")
            elif sk:
                J(f"[WARNING] Tests run: {n}, Failures: 0, Errors: 0, Skipped: {sk}, Time elapsed: {el} s -- in {fq}",
                    "[WARNING] Tests run: <*>, Failures: <*>, Errors: <*>, Skipped: <*>, Time elapsed: <*> s -- in <*>")
            else:
                J(f"[INFO] Tests run: {n}, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: {el} s -- in {fq}",
                    "[INFO] Tests run: <*>, Failures: <*>, Errors: <*>, Skipped: <*>, Time elapsed: <*> s -- in <*>")
        J("[INFO] "); J("[INFO] Results:"); J("[INFO] ")
        summ = f"Tests run: {tot[0]}, Failures: {tot[1]}, Errors: 0, Skipped: {tot[2]}"
        if kind == "test":
            J("[ERROR] Failures: "); J(fail_line, "[ERROR]   <*>:<*> expected: <<*>> but was: <<*>>")
            J("[INFO] "); J("[ERROR] " + summ, "[ERROR] Tests run: <*>, Failures: <*>, Errors: <*>, Skipped: <*>")
            J("[INFO] "); mvn_tail(False)
            J(f"[ERROR] Failed to execute goal org.apache.maven.plugins:maven-surefire-plugin:3.2.5:test (default-test) on project {repo}: There are test failures.",
                "[ERROR] Failed to execute goal <*> (<*>) on project <*>: There are test failures.")
            J("[ERROR] ")
            J(f"[ERROR] Please refer to {ws}/target/surefire-reports for the individual test results.",
                "[ERROR] Please refer to <*> for the individual test results.")
            J("[ERROR] -> [Help 1]")
            J("make: *** [Makefile:14: test] Error 1", "make: *** [Makefile:<*>: <*>] Error <*>")
        else:
            tag = "[WARNING] " if tot[2] else "[INFO] "
            J(tag + summ, tag + "Tests run: <*>, Failures: <*>, Errors: <*>, Skipped: <*>"); J("[INFO] ")
            mvn_tail(True)
    P("}"); P("// stage")
    # Docker / deploy stages
    image = f"registry.acme.io/{repo}:{bi + 100}"
    for sname in ["Docker Image", "Deploy"]:
        P("stage"); J(f"[Pipeline] {{ ({sname})}}", "[Pipeline] { (<*>)")
        if failed or kind == "aborted" and sname == "Deploy":
            J(f'Stage "{sname}" skipped due to earlier failure(s)', 'Stage "<*>" skipped due to earlier failure(s)')
        elif sname == "Docker Image":
            P("withCredentials")
            J("Masking supported pattern matches of $REGISTRY_PASS", "Masking supported pattern matches of <*>")
            P("{"); P("sh")
            J(f"+ docker build -t {image} .", "+ docker build -t <*> .")
            J(f"Sending build context to Docker daemon  {rng.uniform(1, 90):.2f}MB", "Sending build context to Docker daemon  <*>")
            steps = ["FROM eclipse-temurin:17-jre", "WORKDIR /app", f"COPY target/{repo}-{art}.jar app.jar",
                     "EXPOSE 8080", 'ENTRYPOINT ["java","-jar","/app/app.jar"]']
            for i, stp in enumerate(steps):
                J(f"Step {i + 1}/{len(steps)} : {stp}", "Step <*>/<*> : <*>")
                if i and rng.random() < 0.5:
                    J(" ---> Using cache")
                J(f" ---> {_hex(rng, 12)}", " ---> <*>")
            J(f"Successfully built {_hex(rng, 12)}", "Successfully built <*>")
            J(f"Successfully tagged {image}", "Successfully tagged <*>")
            if kind == "aborted":
                J("Sending interrupt signal to process")
                J("ERROR: script returned exit code 143", "ERROR: script returned exit code <*>")
                P("}"); P("// withCredentials"); P("}"); P("// stage")
                continue
            J(f"+ docker push {image}", "+ docker push <*>")
            J(f"The push refers to repository [registry.acme.io/{repo}]", "The push refers to repository [<*>]")
            for _ in range(rng.randint(3, 6)):
                if rng.random() < 0.6:
                    J(f"{_hex(rng, 12)}: Layer already exists", "<*>: Layer already exists")
                else:
                    J(f"{_hex(rng, 12)}: Pushed", "<*>: Pushed")
            J(f"{bi + 100}: digest: sha256:{_hex(rng, 64)} size: {rng.randint(900, 2400)}", "<*>: digest: <*> size: <*>")
            P("}"); P("// withCredentials")
        else:
            if branch != "main":
                J(f'Stage "{sname}" skipped due to when conditional', 'Stage "<*>" skipped due to when conditional')
            else:
                ns = rng.choice(["payments", "billing", "prod", "staging", "core"]); P("sh")
                J(f"+ kubectl -n {ns} set image deployment/{repo} app={image}", "+ kubectl -n <*> set image deployment/<*> <*>")
                J(f"deployment.apps/{repo} image updated", "deployment.apps/<*> image updated")
                J(f"+ kubectl -n {ns} rollout status deployment/{repo} --timeout=300s", "+ kubectl -n <*> rollout status deployment/<*> --timeout=<*>")
                reps = rng.randint(2, 4)
                for k in range(rng.randint(1, reps)):
                    J(f'Waiting for deployment "{repo}" rollout to finish: {k} of {reps} updated replicas are available...',
                        'Waiting for deployment "<*>" rollout to finish: <*> of <*> updated replicas are available...')
                J(f'deployment "{repo}" successfully rolled out', 'deployment "<*>" successfully rolled out')
        P("}"); P("// stage")
    P("stage"); J("[Pipeline] { (Declarative: Post Actions)", "[Pipeline] { (<*>)")
    P("junit"); J("Recording test results"); J("[Checks API] No suitable checks publisher found.")
    P("archiveArtifacts"); J("Archiving artifacts")
    P("}"); P("// stage"); P("}"); P("// withEnv"); P("}"); P("// node"); P("End of Pipeline")
    if kind == "aborted":
        J(f"Aborted by {rng.choice(NAMES)}", "Aborted by <*>"); J("Finished: ABORTED")
    elif failed:
        J(f"ERROR: script returned exit code {1 if kind == 'compile' else 2}", "ERROR: script returned exit code <*>")
        J("Finished: FAILURE")
    else:
        J("Finished: SUCCESS")
    return R

def make_jenkins_console(rng):
    st = {"pom_warn": set(rng.sample(range(0, 8), rng.randint(1, 2)))}
    compile_b, abort_b = rng.randint(1, 6), rng.randint(7, 11); rows, bi = [], 0
    while len(rows) < N:
        kind = ("compile" if bi == compile_b else "aborted" if bi == abort_b
                else "test" if rng.random() < 0.22 else "ok")
        rows += _jenkins_build(rng, st, kind, bi); bi += 1
    return rows[:N]

# ----------------------------------------------------------------------------- varnishncsa
VHOSTS = ["www.acme-shop.com", "cdn.acme-shop.com", "api.acme-shop.com", "static.example.org",
          "img.acme-shop.com", "m.acme-shop.com", "shop2.acme-shop.com"]
UAS = ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
       "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4_1) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Safari/605.1.15",
       "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
       "Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0",
       "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
       "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
       "curl/8.5.0", "okhttp/4.12.0", "python-requests/2.31.0", "AcmeShop/5.3.1 (Android 14; Pixel 8)",
       "kube-probe/1.29", "Go-http-client/1.1"]
STATIC = ["/static/css/app.{h}.css", "/static/js/main.{h}.js", "/images/products/{n}.jpg",
          "/images/banners/spring-sale.webp", "/favicon.ico", "/robots.txt", "/fonts/inter-var.woff2",
          "/static/js/vendor.{h}.js", "/sitemap.xml"]
PAGES = ["/", "/products/{n}", "/category/shoes", "/category/outdoor", "/search?q={q}",
         "/cart", "/account/orders", "/api/v2/products/{n}", "/api/v2/recommendations?user={n}",
         "/api/v2/stock/{n}", "/blog/summer-lookbook"]
WRITES = ["/api/v2/cart/items", "/api/v2/checkout", "/api/v2/session", "/api/v2/cart/items/{n}",
          "/api/v2/events", "/api/v2/wishlist/{n}", "/graphql", "/api/v2/reviews"]
QS = ["boots", "rain+jacket", "tent", "socks", "gift+card", "sale", "running", "backpack"]

def _vurl(rng, pool):
    return rng.choice(pool).format(h=_hex(rng, 8), n=rng.randint(1, 99999), q=rng.choice(QS))

def _varn(method, hm, pool, statuses, ttfb):
    tpl = (f'<*> - <*> [<*>] "{method} <*> <*>" <*> <*> "<*>" "<*>" {hm} <*>')

    def f(rng, st):
        t = _tick(rng, st, 0.25); host = rng.choice(VHOSTS); url = f"http://{host}{_vurl(rng, pool)}"
        status = rng.choice(statuses)
        size = "-" if status in (204, 304) or method == "HEAD" else str(rng.randint(40, 480000))
        ref = "-" if rng.random() < 0.35 else f"https://{rng.choice(VHOSTS)}{_vurl(rng, PAGES)}"
        user = "-" if rng.random() < 0.97 else rng.choice(USERS)
        line = (f'{_ip_pub(rng)} - {user} [{t.strftime("%d/%b/%Y:%H:%M:%S +0000")}] '
                f'"{method} {url} {rng.choice(["HTTP/1.1"] * 4 + ["HTTP/2.0", "HTTP/1.0"])}" {status} {size} '
                f'"{ref}" "{rng.choice(UAS)}" {hm} {ttfb(rng):.6f}')
        return [_row(line, tpl)]
    return f

def make_varnishncsa(rng):
    st = {"t": 0.0}; hit = lambda r: r.uniform(0.00002, 0.0004); miss = lambda r: r.expovariate(8)
    common = [(45, _varn("GET", "hit", STATIC + PAGES, [200] * 12 + [304, 304, 206], hit)),
        (25, _varn("GET", "miss", STATIC + PAGES, [200] * 10 + [404, 301, 302, 304, 503, 500], miss)),
        (2, _varn("HEAD", "hit", STATIC + PAGES, [200], hit)), (2, _varn("HEAD", "miss", PAGES, [200, 404, 301], miss)),
        (9, _varn("POST", "miss", WRITES, [200] * 5 + [201, 400, 401, 422, 500, 503], miss)),
        (2.5, _varn("OPTIONS", "miss", WRITES, [204, 200], miss)),
        (1, _varn("PUT", "miss", WRITES, [200, 204, 400, 409], miss)),
        (0.7, _varn("DELETE", "miss", WRITES, [200, 204, 404], miss)),
        (0.6, _varn("PATCH", "miss", WRITES, [200, 400, 422], miss)),]
    rare = [_varn("PURGE", "miss", STATIC + PAGES, [200, 404], lambda r: r.uniform(0.00005, 0.0003)),
            _varn("BAN", "miss", ["/static/", "/api/v2/products/{n}"], [200], lambda r: r.uniform(0.00005, 0.0003))]
    return _drive(rng, st, common, rare, N)

# ----------------------------------------------------------------------------- nomad_agent
TASKS = ["web", "api", "worker", "redis", "nginx", "envoy", "migrate", "cron", "logshipper",
         "sidekiq", "payments-api", "worker-02", "prometheus", "grafana-agent"]
IMAGES = ["redis:7.2", "nginx:1.25-alpine", "registry.acme.io/payments-api:412",
          "registry.acme.io/ledger-core:88", "envoyproxy/envoy:v1.29.4", "grafana/agent:v0.40.4",
          "prom/prometheus:v2.51.2", "registry.acme.io/search-indexer:1203", "postgres:16",
          "registry.acme.io/checkout-web:77", "fluent/fluent-bit:3.0"]
DOCKER_ERRS = ["API error (404): manifest for registry.acme.io/ledger-core:89 not found: manifest unknown",
               "API error (500): failed to create shim task: OCI runtime create failed: unable to start container process",
               "Error response from daemon: Conflict. The container name is already in use",
               "context deadline exceeded", "API error (409): container already exists"]
RPC_ERRS = ["rpc error: EOF", "rpc error: failed to get conn: dial tcp 10.0.0.10:4647: i/o timeout",
            "rpc error: No cluster leader", "rpc error: Permission denied",
            "rpc error: failed to get conn: rpc error: lead thread didn't get connection"]

def _q(v):
    v = str(v); return json.dumps(v, ensure_ascii=False) if (" " in v or '"' in v or v == "") else v

def _hc(rng, st, lvl, module, msg, params, msg_tpl=None):
    ts = _tick(rng, st, 0.9); tsz = ts.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ts.microsecond // 1000:03d}Z"
    tag = f"[{lvl}]".ljust(7) + " "; lk, tk = [], []
    for p in params:
        k, v = p[0], _q(p[1]); lk.append(f"{k}={v}"); tk.append(f"{k}={V}" if len(p) == 2 else f"{k}={p[2]}")
    line = f"{tsz} {tag}{module}: {msg}" + (": " + " ".join(lk) if lk else "")
    tpl = f"<*> {tag}{module}: {msg_tpl or msg}" + (": " + " ".join(tk) if tk else "")
    return [_row(line, tpl, {"TRACE": "DEBUG"}.get(lvl, lvl))]

def _alloc(rng, st, new=False):
    if new or not st["allocs"]:
        a = (_uuid(rng), rng.choice(TASKS)); st["allocs"].append(a)
        if len(st["allocs"]) > 14:
            st["dead"].append(st["allocs"].pop(0))
        return a
    return rng.choice(st["allocs"])

def _task_event(typ, msg_fn, msg_tpl, failed="false", new=False):
    def f(rng, st):
        a, t = _alloc(rng, st, new)
        return _hc(rng, st, "INFO", "client.alloc_runner.task_runner", "Task event",
                   [("alloc_id", a), ("failed", failed, failed), ("msg", msg_fn(rng), msg_tpl),
                    ("task", t), ("type", typ, _q(typ))])
    return f

def _nm(lvl, module, msg, pfn, msg_tpl=None):
    def f(rng, st):
        return _hc(rng, st, lvl, module, msg(rng) if callable(msg) else msg, pfn(rng, st), msg_tpl)
    return f

def make_nomad_agent(rng):
    st = {"t": 0.0, "allocs": [], "dead": [(_uuid(rng), rng.choice(TASKS)) for _ in range(5)]}
    TR = "client.alloc_runner.task_runner"; DK = "client.driver_mgr.docker"
    at = lambda r, s: (lambda a: [("alloc_id", a[0]), ("task", a[1])])(_alloc(r, s))
    cid = lambda r, s: [("driver", "docker", "docker"), ("container_id", _hex(r, 64))]
    dead = lambda r, s: r.choice(s["dead"])[0]
    common = [(14, _nm("DEBUG", "client", "updated allocations", lambda r, s: [
            ("index", r.randint(10000, 99999)), ("total", len(s["allocs"])), ("pulled", r.randint(0, 2)),
            ("filtered", r.randint(5, 14))])), (8, _nm("DEBUG", "client", "allocation updates", lambda r, s: [
            ("added", r.randint(0, 2)), ("removed", r.randint(0, 1)), ("updated", r.randint(0, 3)),
            ("ignored", r.randint(5, 14))])), (8, _nm("DEBUG", "client", "allocation updates applied", lambda r, s: [
            ("added", r.randint(0, 2)), ("removed", r.randint(0, 1)), ("updated", r.randint(0, 3)),
            ("ignored", r.randint(5, 14)), ("errors", 0)])),
        (10, _nm("DEBUG", "http", "request complete", lambda r, s: [
            ("method", "GET", "GET"), ("path", r.choice(["/v1/agent/health?type=client", "/v1/metrics?format=prometheus",
                                                         "/v1/node/" + _uuid(r) + "/allocations", "/v1/agent/self"])),
            ("duration", f"{r.uniform(80, 3000):.3f}µs")])), (2, _nm("DEBUG", "http", "request complete", lambda r, s: [
            ("method", "PUT", "PUT"), ("path", r.choice(["/v1/client/allocation/" + _alloc(r, s)[0] + "/restart",
                                                         "/v1/client/gc", "/v1/agent/servers?address=10.0.0.10:4647"])),
            ("duration", f"{r.uniform(0.5, 40):.4f}ms")])),
        (3, _task_event("Received", lambda r: "Task received by client", '"Task received by client"', new=True)),
        (3, _task_event("Task Setup", lambda r: "Building Task Directory", '"Building Task Directory"')),
        (2, _task_event("Driver", lambda r: "Downloading image", '"Downloading image"')),
        (4, _task_event("Started", lambda r: "Task started by client", '"Task started by client"')),
        (2, _task_event("Terminated", lambda r: f"Exit Code: {r.choice([0, 0, 0, 1, 137, 143])}", '"Exit Code: <*>"')),
        (1.5, _task_event("Killing", lambda r: f"Sent interrupt. Waiting {r.choice(['5s', '30s', '1m0s'])} before force killing",
                          '"Sent interrupt. Waiting <*> before force killing"')),
        (1.5, _task_event("Killed", lambda r: "Task successfully killed", '"Task successfully killed"')),
        (1, _task_event("Restarting", lambda r: f"Task restarting in {r.uniform(10, 25):.9f}s", '"Task restarting in <*>"')),
        (3, _nm("INFO", DK, "created container", cid)), (3.5, _nm("INFO", DK, "started container", cid)),
        (2, _nm("INFO", DK, "stopped container", lambda r, s: [("container_id", _hex(r, 64)), ("driver", "docker", "docker")])),
        (1, _nm("INFO", DK, "cancelling removal of container image", lambda r, s: [
            ("driver", "docker", "docker"), ("image_name", r.choice(IMAGES))])),
        (3, _nm("INFO", "client.alloc_runner.task_runner.task_hook.logmon.nomad", "opening fifo", lambda r, s: (
            lambda a: [("alloc_id", a[0]), ("task", a[1]), ("@module", "logmon", "logmon"),
                       ("path", f"/opt/nomad/data/alloc/{a[0]}/alloc/logs/.{a[1]}.{r.choice(['stdout', 'stderr'])}.fifo"),
                       ("timestamp", (BASE + timedelta(seconds=s["t"])).strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z")])(_alloc(r, s)))),
        (1.5, _nm("INFO", "client.alloc_runner.task_runner.task_hook.logmon", "plugin process exited", lambda r, s: at(r, s) + [
            ("path", "/usr/local/bin/nomad"), ("pid", r.randint(2000, 90000))])),
        (2, _nm("INFO", "client.gc", "marking allocation for GC", lambda r, s: [("alloc_id", dead(r, s))])),
        (1.5, _nm("INFO", "client.gc", "garbage collecting allocation", lambda r, s: [
            ("alloc_id", dead(r, s)), ("reason", r.choice(["new allocations and over max (50)", "forced collection",
                                                           "number of allocations (51) is over the limit (50)",
                                                           "disk usage of 82 is over gc threshold of 80"]))])),
        (1.5, _nm("INFO", "agent", lambda r: f'(runner) rendered "(dynamic)" => "/opt/nomad/data/alloc/{"/".join(_alloc(r, st))}/{r.choice(["secrets/env.vars", "local/config.yml", "local/nginx.conf"])}"',
                  lambda r, s: [], '(runner) rendered "<*>" => "<*>"')),
        (0.8, _nm("INFO", "agent", "(runner) creating watcher", lambda r, s: [])),
        (0.8, _nm("INFO", "agent", "(runner) starting", lambda r, s: [])),
        (0.8, _nm("INFO", "agent", "(runner) stopping", lambda r, s: [])),
        (0.8, _nm("INFO", "agent", "(runner) received finish", lambda r, s: [])),
        (0.6, _nm("INFO", TR, "restarting task", lambda r, s: at(r, s) + [
            ("reason", "Restart within policy", '"Restart within policy"'), ("delay", f"{r.uniform(10, 25):.9f}s")])),
        (0.7, _nm("ERROR", "client.rpc", "error performing RPC to server", lambda r, s: [
            ("error", r.choice(RPC_ERRS)), ("rpc", r.choice(["Node.UpdateAlloc", "Node.GetClientAllocs", "Node.UpdateStatus", "Alloc.GetAllocs"])),
            ("server", f"10.0.0.{r.randint(10, 12)}:4647")])),
        (0.5, _nm("ERROR", "client", "error heartbeating. retrying", lambda r, s: [
            ("error", "failed to update status: " + r.choice(RPC_ERRS)), ("period", f"{r.uniform(1, 20):.9f}s")])),
        (0.5, _nm("WARN", TR, "some environment variables not available for rendering", lambda r, s: at(r, s) + [
            ("keys", r.choice(["NOMAD_ADDR_http", "NOMAD_PORT_db, NOMAD_ADDR_db", "NOMAD_UPSTREAM_ADDR_redis"]))])),]
    rare = [
        _task_event("Driver Failure", lambda r: "failed to create container: " + r.choice(DOCKER_ERRS), V, failed="true"),
        _nm("ERROR", TR, "running driver failed", lambda r, s: at(r, s) + [("error", "failed to create container: " + r.choice(DOCKER_ERRS))]),
        _nm("INFO", TR, "not restarting task", lambda r, s: at(r, s) + [
            ("reason", 'Exceeded allowed attempts 2 in interval 30m0s and mode is "fail"',
             _q('Exceeded allowed attempts <*> in interval <*> and mode is "fail"'))]),
        _nm("WARN", "client.server_mgr", "no servers available", lambda r, s: []),
        _nm("ERROR", DK, "failed to start container", lambda r, s: cid(r, s) + [
            ("attempt", r.randint(1, 5)), ("error", r.choice(DOCKER_ERRS))]),
        _nm("WARN", "agent", lambda r: f'(view) health.service({r.choice(TASKS)}|passing): Unexpected response code: 500 (rpc error making call: No cluster leader) (retry attempt {r.randint(1, 9)} after "{r.choice(["250ms", "500ms", "1s", "2s"])}")',
            lambda r, s: [], '(view) health.service(<*>|passing): Unexpected response code: <*> (<*>) (retry attempt <*> after "<*>")'),
        _nm("INFO", "client", "node registration complete", lambda r, s: []),
        _nm("WARN", "client.alloc_runner.task_runner.task_hook.script_checks", "tasklet timed out", lambda r, s: at(r, s) + [
            ("timeout", r.choice(["2s", "3s", "5s"]))]),]
    return _drive(rng, st, common, rare, N)

FORMATS: list[tuple[str, Callable[[random.Random], list[dict[str, str]]]]] = [("zeek_conn", make_zeek_conn),
    ("exim_mainlog", make_exim_mainlog), ("vault_audit", make_vault_audit), ("jenkins_console", make_jenkins_console),
    ("varnishncsa", make_varnishncsa), ("nomad_agent", make_nomad_agent),]
