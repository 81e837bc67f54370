"""Seeded, realistic log corpora for six network-device log formats, with ground truth.

Each ``make_<format>(rng)`` returns exactly 2000 rows in time order, every row
``{"line": str, "template": str, "level": str}``.  ``template`` is the line with its
variable parts written as ``<*>``; ``level`` is what the line itself shows, normalised to
DEBUG / INFO / WARN / ERROR / FATAL, or "-" when the line shows none.

Generation: every format has a list of message specs.  A spec is a format string in
which ``{name}`` marks a variable and everything else is constant text; the line is
the format string filled in, the template is the same format string with every
``{name}`` replaced by ``<*>``.  So lines of one spec always share one template string,
and two specs never share one (checked).  Spec frequencies are skewed: common specs
are drawn by weight, rare specs appear a fixed 1-3 times.  Only the rng that is passed
in is used, so a corpus is a pure function of its seed.

Truth conventions
-----------------
1. Variables: anything drawn from a pool or generated - numbers, ids, counters,
   times and dates, IPs/MACs/ports, interface names, host/device names, user names,
   policy/rule/pool/zone/profile/VPN names, URLs, domains, apps, services, countries,
   categories, threat/attack names, free-text comments and commands.  A variable is a
   whole token or a whole quoted/key=value value (e.g. ``srcintf="<*>"``, ``tmm1[...]``
   -> ``<*>[<*>]``).  Every number is a variable, even when it rarely changes.
2. Constants: the fixed words of a message, and few-valued meaning-changing words:
   action (accept/close/deny/block/pass/allow/drop/reset-both/...), direction
   (in/out, client-to-server), protocol (tcp/udp/icmp; proto=6/17/1, protocol-id),
   log type/subtype/event id, Cisco facility-severity-mnemonic, interface/link state
   up/down, F5 monitor status up/down, session close/end reason, threat severity,
   HA/BGP/OSPF state names, syslog PRI and level words, TCP flags in pfSense filterlog.
3. Optional fields: within one template a field is always present or always absent;
   no template exists only because a field happens to be missing.
Per-format judgement calls
 * fortigate: type/subtype/logid/level/action/proto/srcintfrole/dstintfrole and
   trandisp are constant (roles are fixed per traffic direction); interface names,
   vd, service, app, apprisk, country, category are variables.  level= gives the level
   (information/notice -> INFO, warning -> WARN, error -> ERROR,
   critical/alert/emergency -> FATAL).
 * paloalto_csv: log type, subtype, protocol, action, session-end reason, threat
   severity, SYSTEM event id/module/severity and CONFIG command are constant; empty CSV
   columns are constant.  Level from the syslog <PRI> (PAN-OS maps the log severity
   to PRI: critical <10>, high <11>, medium <12>, low <13>, informational <14>).
 * pfsense: in filterlog, reason/action/direction/IP version/protocol and TCP flags
   are constant; IP flags (DF/none), TOS, TCP options and windows are variables.  BSD
   syslog lines show no level ("-") unless the message itself starts with a level word
   (unbound "info:/notice:/error:", sshd "error:").
 * cisco_ios: %FAC-SEV-MNEMONIC is constant and gives the level; err-disable cause,
   up/down, OSPF/HSRP states, ACL permitted/denied and protocol are constants.
 * juniper_srx: RFC 5424 PRI, app-name and msgid are constant; close reason,
   protocol-id, NAT rule type ("source rule"/"destination rule"/"N/A"), IDP action and
   severity, BGP states are constant.  The enterprise id junos@2636.1.1.1.2.129 is
   written literally (one model).
 * f5_ltm: level word, daemon name (except the tmm instance tmm/tmm1/..., which is a
   variable) and message id (01070727:5) are constant; monitor status up/down and the
   monitor's last-error text are constant.  iRule log lines: rule name is a variable,
   the iRule event (<HTTP_REQUEST>) and message words are constant.
"""
from __future__ import annotations

import calendar
import re
from datetime import datetime, timedelta
from typing import Callable
import random

# ----------------------------------------------------------------------------- engine

_VAR = re.compile(r"\{(\w+)\}")
MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
DOW = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
SEV = {0: "FATAL", 1: "FATAL", 2: "FATAL", 3: "ERROR", 4: "WARN", 5: "INFO", 6: "INFO", 7: "DEBUG"}


def render(fmt: str, vals: dict) -> tuple[str, str]:
    def val(m):
        x = str(vals[m.group(1)])
        assert x and "\n" not in x, f"empty/multiline value for {m.group(1)}"
        return x
    line = _VAR.sub(val, fmt)
    return line, _VAR.sub("<*>", fmt)


class T:
    """One true template: format string, weight (common) or fixed count n (rare)."""

    __slots__ = ("fmt", "w", "n", "level", "fn", "tag")

    def __init__(self, fmt, fn=None, w=1.0, n=None, level=None, tag=None):
        self.fmt, self.fn, self.w, self.n, self.level, self.tag = fmt, fn, w, n, level, tag


class Pool:
    """Zipf-skewed pick from a list (first items most frequent)."""

    def __init__(self, items, s=1.0):
        self.items = list(items)
        acc, self.cw = 0.0, []
        for i in range(len(self.items)):
            acc += 1.0 / (i + 1) ** s
            self.cw.append(acc)

    def __call__(self, rng):
        return rng.choices(self.items, cum_weights=self.cw, k=1)[0]


def _run(rng, specs, base, level_of, start, mean_gap, n_rows=2000):
    slots = []
    for s in specs:
        if s.n:
            slots += [s] * s.n
    common = [s for s in specs if not s.n]
    slots += common
    slots += rng.choices(common, weights=[s.w for s in common], k=n_rows - len(slots))
    rng.shuffle(slots)
    t = start
    rows, seen = [], {}
    for s in slots:
        gap = rng.expovariate(1.0 / mean_gap)
        if rng.random() < 0.03:
            gap *= 25  # quiet periods
        t = t + timedelta(microseconds=int(gap * 1e6) + 1000)
        vals = base(rng, t, s)
        if s.fn:
            s.fn(rng, vals)
        line, tmpl = render(s.fmt, vals)
        lvl = s.level if s.level is not None else level_of(s.fmt)
        prev = seen.setdefault(tmpl, id(s))
        assert prev == id(s), f"two specs share template {tmpl}"
        rows.append({"line": line, "template": tmpl, "level": lvl})
    return rows


def _start(rng):
    return datetime(2024, 5, 1, 0, 0, 0) + timedelta(seconds=rng.randint(0, 8 * 3600))


def bsd(t):
    return f"{MON[t.month - 1]} {t.day:2d} {t:%H:%M:%S}"


def epoch(t):
    return calendar.timegm(t.timetuple())


def pri_level(fmt):
    m = re.match(r"<(\d+)>", fmt)
    return SEV[int(m.group(1)) % 8] if m else "-"


# ----------------------------------------------------------------------------- value helpers

_PUB_FIRST = [8, 13, 17, 20, 23, 31, 34, 35, 40, 45, 46, 52, 54, 62, 64, 66, 69, 74, 77, 80, 85,
              91, 93, 104, 107, 128, 130, 140, 142, 146, 151, 157, 162, 173, 176, 185, 188, 193,
              194, 195, 199, 203, 204, 207, 208, 209, 212, 213, 216, 217]


def pub_ip(rng):
    return f"{rng.choice(_PUB_FIRST)}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"


def priv_ip(rng, nets=("10.10", "10.20", "10.30", "172.16", "192.168")):
    n = rng.choice(nets)
    third = rng.randint(0, 40) if not n.startswith("192") else rng.choice([0, 1, 10, 20])
    return f"{n}.{third}.{rng.randint(2, 254)}"


def ip_pool(rng, gen, k, s):
    return Pool([gen(rng) for _ in range(k)], s)


def eport(rng):
    return rng.randint(49152, 65535) if rng.random() < 0.6 else rng.randint(32768, 60999)


_OUIS = ["00:50:56", "3c:22:fb", "a4:83:e7", "f0:18:98", "00:1b:21", "b8:27:eb", "dc:a6:32",
         "00:0c:29", "28:6f:7f", "60:45:cb", "e4:5f:01", "8c:85:90", "ac:de:48", "00:25:90"]


def mac(rng):
    return rng.choice(_OUIS) + ":" + ":".join(f"{rng.randint(0, 255):02x}" for _ in range(3))


def cmac(rng):
    h = "".join(f"{rng.randint(0, 255):02x}" for _ in range(6))
    return f"{h[0:4]}.{h[4:8]}.{h[8:12]}"


def lognorm(rng, mu, sigma, lo=0):
    return int(rng.lognormvariate(mu, sigma)) + lo


def hexs(rng, n):
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


def uuid(rng):
    h = hexs(rng, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-a{h[17:20]}-{h[20:]}"


USERS = ["jdoe", "asmith", "mgarcia", "bwilliams", "kchen", "lnguyen", "rpatel", "ojohnson",
         "tmartin", "slee", "dkim", "ebrown", "hwilson", "nlopez", "pwright", "cdavis", "gthomas",
         "fmoore", "mtaylor", "janderson", "vrossi", "yamamoto", "bkowalski", "ifischer",
         "svc_backup", "svc_scanner", "helpdesk", "printer", "amartinez", "cjackson"]
ADMINS = ["admin", "netadmin", "fwadmin", "netops", "rpatel", "jdoe", "secops", "kchen"]
BAD_USERS = ["root", "admin", "test", "user", "oracle", "ubnt", "guest", "support", "pi",
             "administrator", "ftpuser", "postgres", "git", "ansible", "deploy"]
DOMAINS = ["www.google.com", "outlook.office365.com", "teams.microsoft.com",
           "login.microsoftonline.com", "www.youtube.com", "github.com", "api.github.com",
           "slack.com", "zoom.us", "www.salesforce.com", "s3.amazonaws.com", "www.linkedin.com",
           "www.bing.com", "update.microsoft.com", "dl.google.com", "www.dropbox.com",
           "cdn.jsdelivr.net", "en.wikipedia.org", "news.ycombinator.com", "www.reddit.com",
           "stackoverflow.com", "docs.python.org", "pypi.org", "registry.npmjs.org",
           "www.cnn.com", "www.bbc.co.uk", "ocsp.digicert.com", "ctldl.windowsupdate.com",
           "www.apple.com", "gateway.icloud.com", "clients4.google.com", "graph.microsoft.com",
           "www.nytimes.com", "www.amazon.com", "images-na.ssl-images-amazon.com",
           "fonts.gstatic.com", "www.facebook.com", "static.xx.fbcdn.net", "www.instagram.com",
           "d1.awsstatic.com", "app.hubspot.com", "portal.azure.com", "mail.google.com",
           "www.wsj.com", "time.windows.com", "connectivitycheck.gstatic.com",
           "weather.com", "www.espn.com", "open.spotify.com", "api.segment.io"]
BAD_DOMAINS = ["login-micros0ft-secure.com", "paypa1-verify.net", "update-flashplayer.info",
               "cdn-storage-sync.xyz", "free-gift-card.top", "track.adnxs-click.ru",
               "secure-docusign-review.com", "wallet-connect-sync.app", "office-365-auth.cc"]
PATHS = ["/", "/index.html", "/login", "/api/v1/status", "/api/v2/users", "/search",
         "/static/js/app.js", "/favicon.ico", "/wp-login.php", "/images/logo.png",
         "/en-us/download", "/v1/events", "/oauth2/authorize", "/assets/main.css",
         "/health", "/products", "/cart", "/account/settings", "/news/world",
         "/robots.txt", "/downloads/setup.exe", "/feed", "/graphql"]
UAS = ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
       "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
       "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0",
       "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148",
       "Microsoft-CryptoAPI/10.0", "curl/8.4.0", "python-requests/2.31.0",
       "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Safari/537.36"]
COUNTRIES = ["United States", "Ireland", "Netherlands", "Germany", "United Kingdom", "Canada",
             "Japan", "Singapore", "France", "Brazil", "China", "Russian Federation", "India",
             "Australia", "Sweden", "Korea, Republic of", "Viet Nam", "Romania"]
CLIENT_HOSTS = ["LAPTOP-7G2KQF", "DESKTOP-ABCDQ", "jdoe-mbp", "asmith-iphone", "android-galaxy",
                "PRN-FLOOR-TWO", "kchen-thinkpad", "conf-room-tv", "WIN-FINANCE-PC", "raspberrypi",
                "rpatel-surface", "iPad", "ebrown-macbook", "voip-phone", "nas-backup"]


def client_host(rng):
    h = rng.choice(CLIENT_HOSTS)
    return h if rng.random() < 0.5 else f"{h}-{rng.randint(1, 99):02d}"


def url_of(rng, domains=DOMAINS):
    return rng.choice(domains) + rng.choice(PATHS)


# ============================================================================= 1. FortiGate

_FG_LEVEL = {"debug": "DEBUG", "information": "INFO", "notice": "INFO", "warning": "WARN",
             "error": "ERROR", "critical": "FATAL", "alert": "FATAL", "emergency": "FATAL"}


def _fg_level(fmt):
    return _FG_LEVEL[re.search(r' level="(\w+)"', fmt).group(1)]


def make_fortigate(rng: random.Random) -> list[dict[str, str]]:
    devs = []
    for name, pre, tz in [("fw-edge", "FG100FTK", "-0500"), ("fw-dc-core", "FG600E4Q", "-0500"),
                          ("fw-branch-east", "FGT60FTK", "-0500"), ("fw-branch-west", "FGT40FTK", "-0800"),
                          ("fw-guest", "FGT60FTK", "-0500"), ("fw-lab", "FGVMULTM", "+0000")]:
        devs.append((name, f"{pre}{rng.randint(19, 23)}{rng.randint(0, 999999):06d}", tz, pub_ip(rng)))
    dev = Pool(devs, 1.1)
    lan = ip_pool(rng, priv_ip, 450, 0.8)
    ext = ip_pool(rng, pub_ip, 900, 0.7)
    vd = Pool(["root", "corp", "guest"], 2.2)
    lanif = Pool(["internal", "port2", "lan", "port3", "vlan20", "servers", "port5", "vlan30"], 1.0)
    wanif = Pool(["wan1", "port1", "wan2", "x1"], 1.3)
    dmzif = Pool(["dmz", "port4", "vlan100"], 1.2)
    country = Pool(COUNTRIES, 1.0)
    os_ = Pool(["Windows", "macOS", "iOS", "Android", "Linux", "Chrome OS"], 1.0)
    applist = Pool(["default", "block-high-risk", "g-default", "corp-apps"], 1.5)
    out_pols = [(rng.randint(1, 40), n, uuid(rng)) for n in
                ["LAN-to-WAN", "Staff-Internet", "Guest-Internet", "Servers-Outbound", "VoIP-Out",
                 "Corp-SaaS", "IoT-Restricted", "Dev-Internet"]]
    out_pol = Pool(out_pols, 1.0)
    dmz_pols = Pool([(rng.randint(41, 80), n, uuid(rng)) for n in
                     ["DMZ-Web-In", "Mail-In", "VPN-Portal-In", "Partner-SFTP-In"]], 1.0)
    deny_pols = Pool([(rng.randint(81, 99), n, uuid(rng)) for n in
                      ["Block-Geo-Inbound", "Deny-Blocklist", "Block-Tor-Exit"]], 1.0)
    tcp_apps = Pool([(40568, "HTTPS.BROWSER", "Web.Client", "medium", "HTTPS", 443),
                     (43541, "Microsoft.Teams", "Collaboration", "elevated", "HTTPS", 443),
                     (41469, "Microsoft.Office.365", "Collaboration", "medium", "HTTPS", 443),
                     (16920, "Google.Services", "General.Interest", "low", "HTTPS", 443),
                     (31077, "YouTube", "Video/Audio", "elevated", "HTTPS", 443),
                     (15895, "HTTP.BROWSER_Chrome", "Web.Client", "medium", "HTTP", 80),
                     (34039, "Zoom", "Collaboration", "elevated", "HTTPS", 443),
                     (26185, "Slack", "Collaboration", "elevated", "HTTPS", 443),
                     (17459, "Dropbox", "Storage.Backup", "elevated", "HTTPS", 443),
                     (42998, "Salesforce", "Business", "medium", "HTTPS", 443),
                     (40169, "Amazon.AWS", "Cloud.IT", "medium", "HTTPS", 443),
                     (16177, "SSH", "Network.Service", "elevated", "SSH", 22),
                     (16009, "SMTP", "Email", "elevated", "SMTPS", 587),
                     (16354, "RDP", "Remote.Access", "elevated", "RDP", 3389),
                     (38569, "Apple.iCloud", "Storage.Backup", "medium", "HTTPS", 443)], 0.9)
    udp_apps = Pool([(16195, "DNS", "Network.Service", "elevated", "DNS", 53),
                     (40169, "QUIC", "Network.Service", "low", "udp/443", 443),
                     (16270, "NTP", "Network.Service", "elevated", "NTP", 123),
                     (43540, "Microsoft.Teams_Media", "Collaboration", "elevated", "udp/3478", 3478),
                     (16151, "SNMP", "Network.Service", "elevated", "SNMP", 161)], 1.0)
    in_svcs = Pool([("SSH", 22), ("RDP", 3389), ("TELNET", 23), ("HTTP", 80), ("HTTPS", 443),
                    ("SMB", 445), ("tcp/8080", 8080), ("MS-SQL", 1433), ("MYSQL", 3306),
                    ("tcp/5900", 5900), ("SIP", 5060)], 0.8)
    allow_cat = Pool([(52, "Information Technology"), (41, "Search Engines and Portals"),
                      (37, "Social Networking"), (75, "Streaming Media and Download"),
                      (49, "Business"), (31, "Finance and Banking"), (36, "News and Media"),
                      (68, "Content Servers"), (53, "Government and Legal Organizations")], 1.0)
    block_cat = Pool([(26, "Malicious Websites"), (61, "Phishing"), (86, "Spam URLs"),
                      (88, "Dynamic DNS"), (90, "Newly Observed Domain"), (3, "Gambling"),
                      (59, "Proxy Avoidance")], 1.0)
    attacks = Pool([("Apache.Log4j.Error.Log.Remote.Code.Execution", 51006, "applications3"),
                    ("HTTP.URI.SQL.Injection", 15621, "web_app3"),
                    ("Nmap.Script.Scanner", 43713, "misc"),
                    ("PHPUnit.Eval-stdin.PHP.Remote.Code.Execution", 44938, "web_app3"),
                    ("Fortinet.FortiOS.SSL.VPN.Heap.Buffer.Overflow", 53287, "applications3"),
                    ("Web.Server.Password.Files.Access", 12049, "web_server"),
                    ("Atlassian.Confluence.OGNL.Injection", 51049, "web_app3"),
                    ("Netgear.DGN.Devices.Remote.Command.Execution", 43219, "web_app3")], 0.9)
    ctrl_apps = Pool([(34528, "BitTorrent", "P2P", "critical", "tcp/6881"),
                      (16779, "Tor", "Proxy", "critical", "HTTPS"),
                      (41475, "TeamViewer", "Remote.Access", "high", "HTTPS"),
                      (40916, "Psiphon", "Proxy", "critical", "HTTPS"),
                      (16072, "AnyDesk", "Remote.Access", "high", "tcp/7070")], 1.0)
    pass_apps = Pool([(43541, "Microsoft.Teams", "Collaboration", "elevated", "HTTPS"),
                      (41469, "Microsoft.Office.365", "Collaboration", "medium", "HTTPS"),
                      (31077, "YouTube", "Video/Audio", "elevated", "HTTPS"),
                      (16920, "Google.Services", "General.Interest", "low", "HTTPS"),
                      (34039, "Zoom", "Collaboration", "elevated", "HTTPS")], 1.0)
    tunnels = Pool(["to-branch-east", "to-branch-west", "to-aws-vpc", "to-azure-hub",
                    "partner-acme", "to-dc-backup"], 1.0)
    tun_peer = {n: pub_ip(rng) for n in tunnels.items}
    groups = Pool(["SSLVPN-Users", "Remote-Staff", "Contractors", "IT-Admins"], 1.2)
    fsso = Pool(["corp-collector", "dc-collector", "fsso-agent"], 1.3)
    authsrv = Pool(["corp-ldap", "radius-nps", "azure-saml"], 1.3)
    profiles = Pool(["default", "strict-web", "monitor-all", "guest-filter"], 1.3)
    cfgpaths = Pool([("firewall.policy", "status[enable->disable]"),
                     ("firewall.address", "subnet[10.40.2.0 255.255.255.0]"),
                     ("system.interface", "allowaccess[ping https ssh]"),
                     ("router.static", "gateway[203.0.113.1]"),
                     ("firewall.addrgrp", "member[srv-web01 srv-web02]"),
                     ("user.local", "status[enable]"),
                     ("vpn.ipsec.phase1-interface", "remote-gw[198.51.100.7]")], 1.0)
    lmnames = Pool(["wan-health", "isp-b-check", "sdwan-sla"], 1.0)
    sess = [rng.randint(10 ** 6, 10 ** 8)]
    isn = [rng.randint(10 ** 8, 3 * 10 ** 8)]

    def base(r, t, s):
        name, devid, tz, wip = dev(r)
        sess[0] += r.randint(1, 60)
        return {"date": t.strftime("%Y-%m-%d"), "time": t.strftime("%H:%M:%S"), "devname": name,
                "devid": devid, "eventtime": epoch(t) * 10 ** 9 + t.microsecond * 1000 + r.randint(0, 999),
                "tz": tz, "wanip": wip, "vd": vd(r), "sessionid": sess[0]}

    def bytes_(r, v, sent_mu=7.0, rcvd_mu=9.0):
        sb, rb = lognorm(r, sent_mu, 1.5, 60), lognorm(r, rcvd_mu, 2.0, 60)
        v.update(sentbyte=sb, rcvdbyte=rb, sentpkt=max(1, sb // r.randint(300, 1400)),
                 rcvdpkt=max(1, rb // r.randint(600, 1460)), duration=lognorm(r, 2.5, 1.8))

    def out_tcp(r, v):
        p, a = out_pol(r), tcp_apps(r)
        v.update(srcip=lan(r), srcport=eport(r), srcintf=lanif(r), dstip=ext(r), dstport=a[5],
                 dstintf=wanif(r), dstcountry=country(r), policyid=p[0], poluuid=p[2],
                 policyname=p[1], service=a[4], transip=v["wanip"], transport=eport(r),
                 appid=a[0], app=a[1], appcat=a[2], apprisk=a[3], applist=applist(r),
                 osname=os_(r), srcmac=mac(r), srcserver=0)
        bytes_(r, v)

    def out_udp(r, v):
        out_tcp(r, v)
        a = udp_apps(r)
        v.update(dstport=a[5], service=a[4], appid=a[0], app=a[1], appcat=a[2], apprisk=a[3])
        bytes_(r, v, 5.0, 5.8)

    def ev_user(r, v):
        v.update(srcip=lan(r), user=r.choice(USERS), admin=r.choice(ADMINS), fsso=fsso(r),
                 authserver=authsrv(r), remip=ext(r), sn=epoch(datetime(2024, 5, 1)) + r.randint(0, 99999),
                 dstip=v["wanip"], badip=pub_ip(r), baduser=r.choice(BAD_USERS), group=groups(r),
                 tunnelid=r.randint(10 ** 8, 4 * 10 ** 9), tunip=f"10.212.134.{r.randint(100, 250)}",
                 duration=lognorm(r, 6, 1.5), sentbyte=lognorm(r, 12, 2), rcvdbyte=lognorm(r, 13, 2))

    def ev_vpn(r, v):
        tn = tunnels(r)
        v.update(vpntunnel=tn, remip=tun_peer[tn], locip=v["wanip"], remport=r.choice([500, 4500]),
                 locport=500, outintf=wanif(r), stage=1,
                 cookies=f"{hexs(r, 16)}/{hexs(r, 16) if r.random() < 0.7 else '0' * 16}",
                 tunnelid=r.randint(10 ** 8, 4 * 10 ** 9), duration=lognorm(r, 8, 2),
                 sentbyte=lognorm(r, 14, 2), rcvdbyte=lognorm(r, 14, 2), nextstat=r.choice([0, 600]))

    def utm(r, v):
        out_tcp(r, v)
        dom = r.choice(DOMAINS)
        v.update(hostname=dom, url=f"https://{dom}{r.choice(PATHS)}", profile=profiles(r), dstport=443,
                 sentbyte=lognorm(r, 6.5, 0.8, 200), rcvdbyte=lognorm(r, 8, 1.5, 100))
        c = allow_cat(r)
        v.update(cat=c[0], catdesc=c[1])

    def utm_block(r, v):
        utm(r, v)
        dom = r.choice(BAD_DOMAINS)
        c = block_cat(r)
        v.update(hostname=dom, url=f"https://{dom}/", cat=c[0], catdesc=c[1], rcvdbyte=0)

    def ips(r, v):
        a = attacks(r)
        pol = dmz_pols(r)
        isn[0] += r.randint(1, 5000)
        v.update(srcip=ext(r) if r.random() < 0.5 else pub_ip(r), srccountry=country(r),
                 dstip=f"10.50.{r.randint(0, 3)}.{r.randint(5, 60)}", dstcountry="Reserved",
                 srcintf=wanif(r), dstintf=dmzif(r), policyid=pol[0], attack=a[0], attackid=a[1],
                 attackcat=a[2], srcport=eport(r), dstport=r.choice([80, 443, 8080, 8443]),
                 service=r.choice(["HTTP", "HTTPS"]), hostname=r.choice(["portal.example.com", "www.example.com", "vpn.example.com"]),
                 url=r.choice(PATHS), profile=profiles(r), incidentserialno=isn[0])

    def appctl(r, v, pool):
        out_tcp(r, v)
        a = pool(r)
        isn[0] += r.randint(1, 5000)
        v.update(appid=a[0], app=a[1], appcat=a[2], apprisk=a[3], service=a[4],
                 hostname=r.choice(DOMAINS), incidentserialno=isn[0])

    def dns(r, v):
        out_udp(r, v)
        c = allow_cat(r)
        q = r.choice([("A", 1), ("A", 1), ("AAAA", 28), ("HTTPS", 65)])
        v.update(qname=r.choice(DOMAINS), qtype=q[0], qtypeval=q[1], ipaddr=ext(r), cat=c[0],
                 catdesc=c[1], dstport=53, xid=r.randint(1, 65535), profile=profiles(r))

    def inbound(r, v, pol):
        p = pol(r)
        sv = in_svcs(r)
        v.update(srcip=pub_ip(r) if r.random() < 0.7 else ext(r), srcport=eport(r), srcintf=wanif(r),
                 dstip=v["wanip"], dstport=sv[1], dstintf=dmzif(r), srccountry=country(r),
                 policyid=p[0], poluuid=p[2], policyname=p[1], service=sv[0],
                 tranip=f"10.50.{r.randint(0, 3)}.{r.randint(5, 60)}", tranport=sv[1],
                 crscore=r.choice([5, 30, 50]), craction=r.choice([131072, 262144]),
                 crlevel=r.choice(["low", "high", "critical"]))
        bytes_(r, v)

    def sslvpn_traffic(r, v):
        out_tcp(r, v)
        v.update(srcip=f"10.212.134.{r.randint(100, 250)}", srcintf="ssl.root", dstip=lan(r),
                 dstintf=lanif(r), policyid=r.randint(100, 120), policyname=r.choice(["SSLVPN-to-LAN", "SSLVPN-to-Servers"]),
                 user=r.choice(USERS), group=groups(r), authserver=authsrv(r))

    def cfg(r, v):
        ev_user(r, v)
        c = cfgpaths(r)
        v.update(cfgtid=r.randint(10 ** 6, 10 ** 9), cfgpath=c[0], cfgobj=str(r.randint(1, 99)) if c[0] == "firewall.policy" else r.choice(["srv-web01", "Corp-Net", "wan2", "default", "jdoe", "Branch-East"]),
                 cfgattr=c[1], ui=f"GUI({lan(r)})")

    def dhcp(r, v):
        v.update(interface=lanif(r), mac=mac(r), ip=lan(r), lease=r.choice([86400, 604800, 3600]),
                 hostname=client_host(r))

    def lmon(r, v):
        v.update(lmname=lmnames(r), interface=wanif(r))

    def conserve(r, v):
        v.update(total=r.choice([3852, 7826, 1897]), used=r.randint(3000, 3500), red=r.randint(3300, 3400), green=r.randint(3100, 3200))

    H = 'date={date} time={time} devname="{devname}" devid="{devid}" eventtime={eventtime} tz="{tz}" '
    FWD_OUT = ('type="traffic" subtype="forward" level="notice" vd="{vd}" srcip={srcip} srcport={srcport} '
               'srcintf="{srcintf}" srcintfrole="lan" dstip={dstip} dstport={dstport} dstintf="{dstintf}" '
               'dstintfrole="wan" srccountry="Reserved" dstcountry="{dstcountry}" sessionid={sessionid} ')
    OUT_TAIL = ('policyid={policyid} policytype="policy" poluuid="{poluuid}" policyname="{policyname}" '
                'service="{service}" trandisp="snat" transip={transip} transport={transport} appid={appid} '
                'app="{app}" appcat="{appcat}" apprisk="{apprisk}" applist="{applist}" duration={duration} '
                'sentbyte={sentbyte} rcvdbyte={rcvdbyte} sentpkt={sentpkt} rcvdpkt={rcvdpkt} '
                'osname="{osname}" mastersrcmac="{srcmac}" srcmac="{srcmac}" srcserver={srcserver}')

    def fwd_out(logid, proto, action):
        return H + f'logid="{logid}" ' + FWD_OUT + f'proto={proto} action="{action}" ' + OUT_TAIL

    INB = ('srcip={srcip} srcport={srcport} srcintf="{srcintf}" srcintfrole="wan" dstip={dstip} '
           'dstport={dstport} dstintf="{dstintf}" dstintfrole="dmz" srccountry="{srccountry}" '
           'dstcountry="Reserved" sessionid={sessionid} proto=6 ')
    UTM_NET = ('srcip={srcip} srcport={srcport} srcintf="{srcintf}" srcintfrole="lan" dstip={dstip} '
               'dstport={dstport} dstintf="{dstintf}" dstintfrole="wan" proto=6 ')
    specs = [
        T(fwd_out("0000000013", 6, "close"), out_tcp, w=40),
        T(fwd_out("0000000013", 17, "accept"), out_udp, w=22),
        T(fwd_out("0000000013", 6, "client-rst"), out_tcp, w=6),
        T(fwd_out("0000000013", 6, "server-rst"), out_tcp, w=5),
        T(fwd_out("0000000013", 6, "timeout"), out_tcp, w=4),
        T(fwd_out("0000000020", 6, "accept"), out_tcp, w=3),
        T(H + 'logid="0000000013" ' + FWD_OUT + 'proto=6 action="deny" policyid={policyid} policytype="policy" '
          'service="{service}" trandisp="noop" duration={duration} sentbyte={zero} rcvdbyte={zero} sentpkt={zero} '
          'rcvdpkt={zero} appcat="unscanned" crscore={crscore} craction={craction} crlevel="high"',
          lambda r, v: (out_tcp(r, v), v.update(policyid=0, zero=0, duration=0, crscore=30, craction=131072)), w=5),
        T(H + 'logid="0000000013" type="traffic" subtype="forward" level="notice" vd="{vd}" ' + INB +
          'action="close" policyid={policyid} policytype="policy" poluuid="{poluuid}" policyname="{policyname}" '
          'service="{service}" trandisp="dnat" tranip={tranip} tranport={tranport} duration={duration} '
          'sentbyte={sentbyte} rcvdbyte={rcvdbyte} sentpkt={sentpkt} rcvdpkt={rcvdpkt} appcat="unscanned"',
          lambda r, v: inbound(r, v, dmz_pols), w=5),
        T(H + 'logid="0000000013" type="traffic" subtype="forward" level="notice" vd="{vd}" ' + INB +
          'action="deny" policyid={policyid} policytype="policy" poluuid="{poluuid}" policyname="{policyname}" '
          'service="{service}" trandisp="noop" duration={zero} sentbyte={zero} rcvdbyte={zero} sentpkt={zero} '
          'appcat="unscanned" crscore={crscore} craction={craction} crlevel="{crlevel}"',
          lambda r, v: (inbound(r, v, deny_pols), v.update(zero=0)), w=3),
        T(H + 'logid="0001000014" type="traffic" subtype="local" level="notice" vd="{vd}" srcip={srcip} '
          'srcport={srcport} srcintf="{srcintf}" srcintfrole="wan" dstip={dstip} dstport={dstport} dstintf="{vd}" '
          'dstintfrole="undefined" srccountry="{srccountry}" dstcountry="{dstcountry}" sessionid={sessionid} proto=6 '
          'action="deny" policyid={zero} policytype="local-in-policy" service="{service}" trandisp="noop" '
          'app="{service}" duration={zero} sentbyte={zero} rcvdbyte={zero} sentpkt={zero} appcat="unscanned" '
          'crscore={crscore} craction={craction} crlevel="{crlevel}"',
          lambda r, v: (inbound(r, v, deny_pols), v.update(zero=0, dstcountry=country(r))), w=9),
        T(H + 'logid="0000000013" type="traffic" subtype="forward" level="notice" vd="{vd}" srcip={srcip} '
          'srcport={srcport} srcintf="{srcintf}" srcintfrole="undefined" dstip={dstip} dstport={dstport} '
          'dstintf="{dstintf}" dstintfrole="lan" srccountry="Reserved" dstcountry="Reserved" sessionid={sessionid} '
          'proto=6 action="close" user="{user}" group="{group}" authserver="{authserver}" policyid={policyid} '
          'policytype="policy" poluuid="{poluuid}" policyname="{policyname}" service="{service}" trandisp="noop" '
          'duration={duration} sentbyte={sentbyte} rcvdbyte={rcvdbyte} sentpkt={sentpkt} rcvdpkt={rcvdpkt} '
          'appcat="unscanned"', sslvpn_traffic, w=3),
        # --- event / system
        T(H + 'logid="0100026001" type="event" subtype="system" level="information" vd="{vd}" logdesc="DHCP Ack log" '
          'interface="{interface}" dhcp_msg="Ack" mac="{mac}" ip={ip} lease={lease} hostname="{hostname}" '
          'msg="DHCP server sends a DHCPACK"', dhcp, w=4),
        T(H + 'logid="0100032001" type="event" subtype="system" level="information" vd="{vd}" '
          'logdesc="Admin login successful" sn="{sn}" user="{admin}" ui="https({srcip})" method="https" '
          'srcip={srcip} dstip={dstip} action="login" status="success" reason="none" profile="super_admin" '
          'msg="Administrator {admin} logged in successfully from https({srcip})"', ev_user, w=0.8),
        T(H + 'logid="0100032003" type="event" subtype="system" level="information" vd="{vd}" '
          'logdesc="Admin logout successful" sn="{sn}" user="{admin}" ui="https({srcip})" method="https" '
          'srcip={srcip} dstip={dstip} action="logout" status="success" state="Logout" duration={duration} '
          'reason="exit" msg="Administrator {admin} logged out from https({srcip})"', ev_user, w=0.5),
        T(H + 'logid="0100032002" type="event" subtype="system" level="alert" vd="{vd}" logdesc="Admin login failed" '
          'sn="0" user="{baduser}" ui="ssh({badip})" method="ssh" srcip={badip} dstip={dstip} action="login" '
          'status="failed" reason="name_invalid" msg="Administrator {baduser} login failed from ssh({badip}) '
          'because of invalid user name"', ev_user, n=3),
        T(H + 'logid="0100032002" type="event" subtype="system" level="alert" vd="{vd}" logdesc="Admin login failed" '
          'sn="0" user="{admin}" ui="https({srcip})" method="https" srcip={srcip} dstip={dstip} action="login" '
          'status="failed" reason="passwd_invalid" msg="Administrator {admin} login failed from https({srcip}) '
          'because of invalid password"', ev_user, n=2),
        T(H + 'logid="0100044547" type="event" subtype="system" level="information" vd="{vd}" '
          'logdesc="Object attribute configured" user="{admin}" ui="{ui}" action="Edit" cfgtid={cfgtid} '
          'cfgpath="{cfgpath}" cfgobj="{cfgobj}" cfgattr="{cfgattr}" msg="Edit {cfgpath} {cfgobj}"', cfg, w=0.7),
        T(H + 'logid="0100044546" type="event" subtype="system" level="information" vd="{vd}" '
          'logdesc="Attribute configured" user="{admin}" ui="{ui}" action="Add" cfgtid={cfgtid} '
          'cfgpath="{cfgpath}" cfgobj="{cfgobj}" cfgattr="{cfgattr}" msg="Add {cfgpath} {cfgobj}"', cfg, n=3),
        T(H + 'logid="0100022932" type="event" subtype="system" level="warning" vd="{vd}" logdesc="Link monitor status" '
          'name="{lmname}" interface="{interface}" probeproto="ping" msg="Link Monitor changed state from alive to die, '
          'protocol: ping."', lmon, n=2),
        T(H + 'logid="0100022932" type="event" subtype="system" level="notice" vd="{vd}" logdesc="Link monitor status" '
          'name="{lmname}" interface="{interface}" probeproto="ping" msg="Link Monitor changed state from die to alive, '
          'protocol: ping."', lmon, n=2),
        T(H + 'logid="0100022011" type="event" subtype="system" level="critical" vd="{vd}" '
          'logdesc="Memory conserve mode entered" service="kernel" conserve="on" total={total} MB used={used} MB '
          'red={red} MB green={green} MB msg="Kernel enters memory conserve mode"', conserve, n=1),
        # --- event / vpn
        T(H + 'logid="0101037127" type="event" subtype="vpn" level="notice" vd="{vd}" logdesc="Progress IPsec phase 1" '
          'msg="progress IPsec phase 1" action="negotiate" remip={remip} locip={locip} remport={remport} '
          'locport={locport} outintf="{outintf}" cookies="{cookies}" user="N/A" group="N/A" useralt="N/A" '
          'xauthuser="N/A" xauthgroup="N/A" assignip=N/A vpntunnel="{vpntunnel}" status="success" init="local" '
          'mode="main" dir="outbound" stage={stage} role="initiator" result="OK"', ev_vpn, w=2.5),
        T(H + 'logid="0101037124" type="event" subtype="vpn" level="error" vd="{vd}" logdesc="IPsec phase 1 error" '
          'msg="IPsec phase 1 error" action="negotiate" remip={remip} locip={locip} remport={remport} '
          'locport={locport} outintf="{outintf}" cookies="{cookies}" user="N/A" group="N/A" useralt="N/A" '
          'xauthuser="N/A" xauthgroup="N/A" assignip=N/A vpntunnel="{vpntunnel}" status="negotiate_error" '
          'reason="peer SA proposal not match local policy" peer_notif="NOT-APPLICABLE"', ev_vpn, n=3),
        T(H + 'logid="0101037138" type="event" subtype="vpn" level="notice" vd="{vd}" '
          'logdesc="IPsec connection status changed" msg="IPsec connection status change" action="tunnel-up" '
          'remip={remip} locip={locip} remport={remport} locport={locport} outintf="{outintf}" cookies="{cookies}" '
          'user="N/A" group="N/A" useralt="N/A" xauthuser="N/A" xauthgroup="N/A" assignip=N/A '
          'vpntunnel="{vpntunnel}" tunnelip=N/A tunnelid={tunnelid} tunneltype="ipsec" duration={zero} '
          'sentbyte={zero} rcvdbyte={zero} nextstat={nextstat}', lambda r, v: (ev_vpn(r, v), v.update(zero=0)), w=0.6),
        T(H + 'logid="0101037138" type="event" subtype="vpn" level="notice" vd="{vd}" '
          'logdesc="IPsec connection status changed" msg="IPsec connection status change" action="tunnel-down" '
          'remip={remip} locip={locip} remport={remport} locport={locport} outintf="{outintf}" cookies="{cookies}" '
          'user="N/A" group="N/A" useralt="N/A" xauthuser="N/A" xauthgroup="N/A" assignip=N/A '
          'vpntunnel="{vpntunnel}" tunnelip=N/A tunnelid={tunnelid} tunneltype="ipsec" duration={duration} '
          'sentbyte={sentbyte} rcvdbyte={rcvdbyte} nextstat={nextstat}', ev_vpn, w=0.5),
        T(H + 'logid="0101039947" type="event" subtype="vpn" level="information" vd="{vd}" logdesc="SSL VPN tunnel up" '
          'action="tunnel-up" tunneltype="ssl-tunnel" tunnelid={tunnelid} remip={remip} tunnelip={tunip} '
          'user="{user}" group="{group}" dst_host="N/A" reason="tunnel established" msg="SSL tunnel established"',
          ev_user, w=1.5),
        T(H + 'logid="0101039948" type="event" subtype="vpn" level="information" vd="{vd}" logdesc="SSL VPN tunnel down" '
          'action="tunnel-down" tunneltype="ssl-tunnel" tunnelid={tunnelid} remip={remip} tunnelip={tunip} '
          'user="{user}" group="{group}" dst_host="N/A" reason="connection closed" duration={duration} '
          'sentbyte={sentbyte} rcvdbyte={rcvdbyte} msg="SSL tunnel shutdown"', ev_user, w=1.2),
        T(H + 'logid="0101039426" type="event" subtype="vpn" level="alert" vd="{vd}" logdesc="SSL VPN login fail" '
          'action="ssl-login-fail" tunneltype="ssl-web" tunnelid={zero} remip={badip} user="{baduser}" group="N/A" '
          'dst_host="N/A" reason="sslvpn_login_permission_denied" msg="SSL user failed to logged in"',
          lambda r, v: (ev_user(r, v), v.update(zero=0)), w=0.5),
        # --- event / user
        T(H + 'logid="0102043014" type="event" subtype="user" level="notice" vd="{vd}" '
          'logdesc="FSSO logon authentication status" srcip={srcip} user="{user}" server="{fsso}" action="FSSO-logon" '
          'msg="FSSO-logon event from {fsso}: user {user} logged on {srcip}"', ev_user, w=3),
        T(H + 'logid="0102043015" type="event" subtype="user" level="notice" vd="{vd}" '
          'logdesc="FSSO logoff authentication status" srcip={srcip} user="{user}" server="{fsso}" action="FSSO-logoff" '
          'msg="FSSO-logoff event from {fsso}: user {user} logged off {srcip}"', ev_user, w=1.5),
        T(H + 'logid="0102043039" type="event" subtype="user" level="notice" vd="{vd}" logdesc="Authentication logon" '
          'srcip={srcip} user="{user}" authserver="{authserver}" action="auth-logon" status="logon" '
          'msg="User {user} added to auth logon"', ev_user, w=1),
        T(H + 'logid="0102043009" type="event" subtype="user" level="notice" vd="{vd}" logdesc="Authentication failed" '
          'srcip={srcip} user="{user}" authserver="{authserver}" action="authentication" status="failure" '
          'reason="N/A" msg="User {user} failed in authentication"', ev_user, n=3),
        # --- utm
        T(H + 'logid="0317013312" type="utm" subtype="webfilter" eventtype="ftgd_allow" level="notice" vd="{vd}" '
          'policyid={policyid} sessionid={sessionid} ' + UTM_NET + 'service="HTTPS" hostname="{hostname}" '
          'profile="{profile}" action="passthrough" reqtype="direct" url="{url}" sentbyte={sentbyte} '
          'rcvdbyte={rcvdbyte} direction="outgoing" msg="URL belongs to an allowed category in policy" '
          'method="domain" cat={cat} catdesc="{catdesc}"', utm, w=10),
        T(H + 'logid="0316013056" type="utm" subtype="webfilter" eventtype="ftgd_blk" level="warning" vd="{vd}" '
          'policyid={policyid} sessionid={sessionid} ' + UTM_NET + 'service="HTTPS" hostname="{hostname}" '
          'profile="{profile}" action="blocked" reqtype="direct" url="{url}" sentbyte={sentbyte} '
          'rcvdbyte={rcvdbyte} direction="outgoing" msg="URL belongs to a denied category in policy" '
          'method="domain" cat={cat} catdesc="{catdesc}"', utm_block, w=1.5),
        T(H + 'logid="0419016384" type="utm" subtype="ips" eventtype="signature" level="alert" vd="{vd}" '
          'severity="critical" srcip={srcip} srccountry="{srccountry}" dstip={dstip} dstcountry="{dstcountry}" '
          'srcintf="{srcintf}" srcintfrole="wan" dstintf="{dstintf}" dstintfrole="dmz" sessionid={sessionid} '
          'action="dropped" proto=6 service="{service}" policyid={policyid} attack="{attack}" srcport={srcport} '
          'dstport={dstport} hostname="{hostname}" url="{url}" direction="incoming" attackid={attackid} '
          'profile="{profile}" ref="http://www.fortinet.com/ids/VID{attackid}" incidentserialno={incidentserialno} '
          'msg="{attackcat}: {attack},"', ips, w=0.8),
        T(H + 'logid="0419016384" type="utm" subtype="ips" eventtype="signature" level="alert" vd="{vd}" '
          'severity="high" srcip={srcip} srccountry="{srccountry}" dstip={dstip} dstcountry="{dstcountry}" '
          'srcintf="{srcintf}" srcintfrole="wan" dstintf="{dstintf}" dstintfrole="dmz" sessionid={sessionid} '
          'action="detected" proto=6 service="{service}" policyid={policyid} attack="{attack}" srcport={srcport} '
          'dstport={dstport} hostname="{hostname}" url="{url}" direction="incoming" attackid={attackid} '
          'profile="{profile}" ref="http://www.fortinet.com/ids/VID{attackid}" incidentserialno={incidentserialno} '
          'msg="{attackcat}: {attack},"', ips, n=3),
        T(H + 'logid="1059028704" type="utm" subtype="app-ctrl" eventtype="signature" level="information" vd="{vd}" '
          'appid={appid} ' + UTM_NET + 'service="{service}" direction="outgoing" policyid={policyid} '
          'sessionid={sessionid} applist="{applist}" action="pass" appcat="{appcat}" app="{app}" '
          'hostname="{hostname}" incidentserialno={incidentserialno} url="/" msg="{appcat}: {app}," '
          'apprisk="{apprisk}"', lambda r, v: appctl(r, v, pass_apps), w=6),
        T(H + 'logid="1059028705" type="utm" subtype="app-ctrl" eventtype="signature" level="warning" vd="{vd}" '
          'appid={appid} ' + UTM_NET + 'service="{service}" direction="outgoing" policyid={policyid} '
          'sessionid={sessionid} applist="{applist}" action="block" appcat="{appcat}" app="{app}" '
          'hostname="{hostname}" incidentserialno={incidentserialno} url="/" msg="{appcat}: {app}," '
          'apprisk="{apprisk}"', lambda r, v: appctl(r, v, ctrl_apps), w=0.7),
        T(H + 'logid="1501054802" type="utm" subtype="dns" eventtype="dns-response" level="notice" vd="{vd}" '
          'policyid={policyid} sessionid={sessionid} srcip={srcip} srcport={srcport} srcintf="{srcintf}" '
          'srcintfrole="lan" dstip={dstip} dstport={dstport} dstintf="{dstintf}" dstintfrole="wan" proto=17 '
          'profile="{profile}" xid={xid} qname="{qname}" qtype="{qtype}" qtypeval={qtypeval} qclass="IN" '
          'ipaddr="{ipaddr}" msg="Domain is monitored" action="pass" cat={cat} catdesc="{catdesc}"', dns, w=8),
        T(H + 'logid="0211008192" type="utm" subtype="virus" eventtype="infected" level="warning" vd="{vd}" '
          'policyid={policyid} sessionid={sessionid} ' + UTM_NET + 'service="HTTPS" direction="incoming" '
          'filename="{filename}" quarskip="File-was-not-quarantined" virus="{virus}" dtype="av-engine" '
          'ref="http://www.fortinet.com/ve?vn={virus}" virusid={virusid} url="{url}" profile="{profile}" '
          'agent="{agent}" analyticssubmit="false" msg="File is infected."',
          lambda r, v: (utm(r, v), v.update(filename=r.choice(["invoice_0424.zip", "setup.exe", "eicar.com"]),
                                            virus=r.choice(["EICAR_TEST_FILE", "W32/Agent.ADXQ!tr", "JS/Nemucod.LK!tr"]),
                                            virusid=r.randint(2000, 9000000), agent=r.choice(UAS[:4]))), n=1),
    ]
    return _run(rng, specs, base, _fg_level, _start(rng), 2.5)


# ============================================================================= 2. Palo Alto PAN-OS CSV

def make_paloalto_csv(rng: random.Random) -> list[dict[str, str]]:
    devs = []
    for name in ["pa-edge", "pa-dc-core", "pa-branch-east", "pa-edge-standby"]:
        devs.append({"host": name, "serial": f"0{rng.randint(10, 16)}{rng.randint(10 ** 8, 10 ** 9 - 1)}",
                     "cfgver": rng.choice([2049, 2562, 2561, 2305]), "seq": rng.randint(10 ** 9, 8 * 10 ** 9),
                     "natip": pub_ip(rng)})
    dev = Pool(devs, 1.3)
    lan = ip_pool(rng, priv_ip, 500, 0.8)
    ext = ip_pool(rng, pub_ip, 900, 0.7)
    dmz = ip_pool(rng, lambda r: f"172.20.{r.randint(1, 4)}.{r.randint(5, 80)}", 40, 1.0)
    zones_out = Pool([("trust", "untrust"), ("corp", "internet"), ("guest", "untrust"),
                      ("servers", "untrust"), ("vpn", "untrust"), ("users", "outside")], 1.0)
    zones_in = Pool([("untrust", "dmz"), ("internet", "dmz"), ("outside", "web-dmz"), ("untrust", "trust")], 1.0)
    ifs_in = Pool(["ethernet1/2", "ae1.100", "ethernet1/3", "ethernet1/4.20", "tunnel.1"], 1.0)
    ifs_out = Pool(["ethernet1/1", "ae2", "ethernet1/5"], 1.2)
    rules_out = Pool(["allow-web-outbound", "corp-saas", "guest-internet", "servers-updates",
                      "allow-ms365", "gp-users-internet", "allow-ssh-git"], 0.9)
    rules_dns = Pool(["allow-dns", "allow-ntp", "infra-udp-out", "allow-dns-dc"], 1.0)
    rules_in = Pool(["dmz-web-inbound", "allow-sftp-partners", "smtp-inbound"], 1.0)
    rules_deny = Pool(["deny-all-inbound", "block-bad-countries", "interzone-default", "block-edl-ips"], 1.0)
    vsys = Pool(["vsys1", "vsys2"], 3.0)
    logprof = Pool(["default", "Forward-Syslog", "log-to-panorama", "siem-forwarding"], 1.1)
    tcp_apps = Pool([("ssl", 443, "computer-and-internet-info"), ("web-browsing", 80, "news"),
                     ("ms-office365-base", 443, "computer-and-internet-info"),
                     ("google-base", 443, "search-engines"), ("ms-teams", 443, "business-and-economy"),
                     ("zoom-base", 443, "business-and-economy"), ("youtube-streaming", 443, "streaming-media"),
                     ("github-base", 443, "computer-and-internet-info"), ("salesforce-base", 443, "business-and-economy"),
                     ("slack-base", 443, "business-and-economy"), ("ms-update", 443, "computer-and-internet-info"),
                     ("ssh", 22, "any"), ("incomplete", 443, "any"), ("smtp-base", 25, "any"),
                     ("facebook-base", 443, "social-networking"), ("dropbox-base", 443, "online-storage-and-backup")], 0.9)
    udp_apps = Pool([("dns-base", 53), ("ntp-base", 123), ("quic", 443), ("stun", 3478), ("snmp-base", 161),
                     ("syslog", 514)], 1.0)
    in_apps = Pool([("web-browsing", 80), ("ssl", 443), ("ssh", 22), ("ms-rdp", 3389), ("smtp-base", 25),
                    ("incomplete", 8080), ("mssql-db-base", 1433), ("telnet", 23)], 0.9)
    loc = Pool(COUNTRIES, 1.0)
    flags = Pool(["0x400019", "0x400000", "0x19", "0x400053", "0x1c"], 1.0)
    url_cats = Pool(["computer-and-internet-info", "business-and-economy", "search-engines", "news",
                     "streaming-media", "social-networking", "web-based-email", "shopping", "low-risk"], 1.0)
    vulns = Pool([("Apache Log4j Remote Code Execution Vulnerability", 91991, "code-execution"),
                  ("HTTP /etc/passwd Access Attempt", 35107, "info-leak"),
                  ("SIPVicious Scanner Detection", 54600, "info-leak"),
                  ("Microsoft Windows SMB Remote Code Execution Vulnerability", 32424, "code-execution"),
                  ("HTTP SQL Injection Attempt", 30514, "sql-injection"),
                  ("SSH2 Login Attempt", 31914, "brute-force"),
                  ("Generic HTTP Cross Site Scripting Attempt", 31476, "code-execution"),
                  ("Realtek Jungle SDK Remote Code Execution Vulnerability", 91535, "code-execution"),
                  ("HTTP Directory Traversal Request Attempt", 30844, "info-leak")], 0.9)
    spy = Pool(["generic:cdn-storage-sync.xyz", "generic:track.adnxs-click.ru", "Suspicious DNS Query (generic:free-gift-card.top)",
                "generic:wallet-connect-sync.app"], 1.0)
    ftypes = Pool([("Microsoft PE File", 52020, "setup.exe"), ("PDF", 52011, "invoice.pdf"),
                   ("Microsoft Word 2007 Document", 52153, "report.docx"), ("zip", 52034, "archive.zip"),
                   ("Microsoft Excel 2007 File", 52144, "budget.xlsx")], 1.0)
    domain_user = lambda r: f"corp\\{r.choice(USERS)}"
    gw = Pool(["GP-Gateway", "GP-GW-External", "GP-Portal"], 1.2)
    ike_gws = Pool(["ike-branch-east", "ike-aws-vpc", "ike-partner-acme", "ike-azure-hub"], 1.0)
    bgp_peers = Pool(["isp-a", "isp-b", "dc-core-peer"], 1.0)
    cfg_paths = Pool([" vsys  vsys1 rulebase security rules  allow-web-outbound",
                      " vsys  vsys1 address  srv-web-prod", " vsys  vsys1 rulebase nat rules  snat-outbound",
                      " network interface ethernet ethernet1/3", " vsys  vsys1 address-group  blocked-hosts",
                      " deviceconfig system", " vsys  vsys1 profile-group  default-protect"], 1.0)

    def base(r, t, s):
        d = dev(r)
        d["seq"] += r.randint(1, 40)
        rt = t.strftime("%Y/%m/%d %H:%M:%S")
        gt_t = t - timedelta(seconds=r.randint(0, 2))
        return {"ts": bsd(t), "host": d["host"], "serial": d["serial"], "cfgver": d["cfgver"], "rt": rt,
                "gt": gt_t.strftime("%Y/%m/%d %H:%M:%S"), "seqno": d["seq"], "natip": d["natip"],
                "vsys": vsys(r), "logprof": logprof(r), "ruleuuid": uuid(r),
                "hrts": t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{t.microsecond // 1000:03d}-05:00",
                "sessid": r.randint(10000, 999999), "repeat": 1, "t": t}

    def sess_common(r, v, inbound=False):
        if inbound:
            fz, tz = zones_in(r)
            src, dst = (ext(r) if r.random() < 0.4 else pub_ip(r)), v["natip"]
            v.update(src=src, dst=dst, natsrc="0.0.0.0", natdst=dmz(r), srcloc=loc(r),
                     dstloc="172.16.0.0-172.31.255.255", natsport=0)
        else:
            fz, tz = zones_out(r)
            v.update(src=lan(r), dst=ext(r), natsrc=v["natip"], srcloc="10.0.0.0-10.255.255.255",
                     dstloc=loc(r), natsport=eport(r))
            v["natdst"] = v["dst"]
        v.update(fz=fz, tz=tz, inif=ifs_in(r) if not inbound else ifs_out(r),
                 outif=ifs_out(r) if not inbound else ifs_in(r), sport=eport(r), flags=flags(r))
        b1, b2 = lognorm(r, 7, 1.5, 60), lognorm(r, 9, 2.2, 60)
        p1, p2 = max(1, b1 // r.randint(200, 1200)), max(1, b2 // r.randint(400, 1400))
        el = lognorm(r, 2.5, 1.8)
        v.update(bsent=b1, brcvd=b2, bytes=b1 + b2, psent=p1, prcvd=p2, pkts=p1 + p2, elapsed=el,
                 start=(v["t"] - timedelta(seconds=el)).strftime("%Y/%m/%d %H:%M:%S"))

    def tr_tcp(r, v):
        sess_common(r, v)
        a = tcp_apps(r)
        v.update(rule=rules_out(r), app=a[0], dport=a[1], natdport=a[1], category=a[2])

    def tr_udp(r, v):
        sess_common(r, v)
        a = udp_apps(r)
        v.update(rule=rules_dns(r), app=a[0], dport=a[1], natdport=a[1], category="any")
        v.update(bsent=lognorm(r, 4.5, 0.5, 40), brcvd=lognorm(r, 5, 0.8, 40), psent=1, prcvd=1)
        v.update(bytes=v["bsent"] + v["brcvd"], pkts=2, elapsed=r.choice([0, 0, 1, 30]))
        v["start"] = (v["t"] - timedelta(seconds=v["elapsed"] + r.randint(0, 30))).strftime("%Y/%m/%d %H:%M:%S")

    def tr_icmp(r, v):
        sess_common(r, v)
        v.update(rule=rules_dns(r), app=r.choice(["ping", "icmp", "traceroute"]), sport=0, dport=0,
                 natsport=0, natdport=0, category="any", psent=r.randint(1, 4), bsent=r.choice([60, 74, 98]))
        v.update(prcvd=v["psent"], brcvd=v["bsent"], pkts=2 * v["psent"], bytes=2 * v["bsent"] * v["psent"])

    def tr_in(r, v, rules):
        sess_common(r, v, inbound=True)
        a = in_apps(r)
        v.update(rule=rules(r), app=a[0] if rules is rules_in else "not-applicable", dport=a[1],
                 natdport=a[1], category="any", bsent=lognorm(r, 4, 0.5, 40), brcvd=0, psent=1, prcvd=0)
        v.update(bytes=v["bsent"], pkts=1, elapsed=0, start=v["t"].strftime("%Y/%m/%d %H:%M:%S"))

    def th_url(r, v, bad=False):
        tr_tcp(r, v)
        dom = r.choice(BAD_DOMAINS if bad else DOMAINS)
        v.update(url=dom + r.choice(PATHS), category=url_cats(r) if not bad else r.choice(["malware", "phishing", "command-and-control", "grayware"]),
                 user=domain_user(r), ua=r.choice(UAS), referer="https://" + r.choice(DOMAINS) + "/",
                 urlidx=r.randint(1, 9), app=r.choice(["ssl", "web-browsing"]), dport=r.choice([443, 443, 80]))
        v["natdport"] = v["dport"]

    def th_vuln(r, v):
        tr_in(r, v, rules_in)
        a = vulns(r)
        v.update(threat=f"{a[0]}({a[1]})", tcat=a[2], file=r.choice(["index.php", "/", "login.action", "cgi-bin", "wp-login.php"]),
                 pcap=r.randint(10 ** 9, 2 * 10 ** 9), cv=f"{r.randint(8800, 8850)}-{r.randint(8000, 8900)}")

    def th_spy(r, v):
        tr_udp(r, v)
        v.update(threat=f"{spy(r)}({r.randint(109000001, 109999999)})", file=r.choice(BAD_DOMAINS),
                 cv=f"{r.randint(8800, 8850)}-{r.randint(8000, 8900)}", dport=53, natdport=53, app="dns-base",
                 pcap=0, tcat=r.choice(["dns-c2", "dns-malware", "dns-phishing"]))

    def th_file(r, v):
        tr_tcp(r, v)
        f = ftypes(r)
        v.update(file=f[2], threat=f"{f[0]}({f[1]})", cv=f"{r.randint(8800, 8850)}-{r.randint(8000, 8900)}",
                 app=r.choice(["web-browsing", "ssl", "smtp-base", "ms-onedrive-base"]))

    def sysv(r, v):
        v.update(user=r.choice(USERS), admin=r.choice(ADMINS), ip=lan(r), badip=pub_ip(r),
                 baduser=r.choice(BAD_USERS), gw=gw(r), pubip=ext(r), ike=ike_gws(r), local=v["natip"],
                 peerip=pub_ip(r), cookie=f"{hexs(r, 16)}:{hexs(r, 16)}", peer=bgp_peers(r),
                 port=r.choice(["ethernet1/1", "ethernet1/3", "ethernet1/5", "ethernet1/7"]),
                 spi1=hexs(r, 8).upper(), spi2=hexs(r, 8).upper(), region=r.choice(["US", "CA", "GB", "DE", "IN"]),
                 cos=r.choice(["Microsoft Windows 11 Enterprise , 64-bit", "Apple Mac OS X 14.4.1", "Microsoft Windows 10 Pro , 64-bit"]),
                 vr=r.choice(["default", "vr-internal"]), peerid=r.randint(1, 6), path=cfg_paths(r),
                 authprof=r.choice(["Local-Admins", "RADIUS-Admins", "LDAP-Corp"]), group=r.randint(1, 2))

    HDR = "{ts} {host} 1,{rt},{serial},"
    TR_MID = ("{cfgver},{gt},{src},{dst},{natsrc},{natdst},{rule},,,{app},{vsys},{fz},{tz},{inif},{outif},{logprof},"
              "{rt},{sessid},{repeat},{sport},{dport},{natsport},{natdport},{flags},")
    TR_TAIL_BYTES = "{bytes},{bsent},{brcvd},{pkts},{start},{elapsed},{category},0,{seqno},0x0,{srcloc},{dstloc},0,{psent},{prcvd},"
    TR_END = ",0,0,0,0,,{host},from-policy,,,0,,0,,N/A,0,0,0,0,{ruleuuid},0,0,,,,,,,"

    def traffic(sub, proto, action, reason):
        return "<14>" + HDR + f"TRAFFIC,{sub}," + TR_MID + f"{proto},{action}," + TR_TAIL_BYTES + reason + TR_END

    TH_MID = ("{cfgver},{gt},{src},{dst},{natsrc},{natdst},{rule},{user},,{app},{vsys},{fz},{tz},{inif},{outif},"
              "{logprof},{rt},{sessid},{repeat},{sport},{dport},{natsport},{natdport},{flags},")

    def threat(pri, sub, proto, action, sev, direction, with_user=False):
        mid = TH_MID if with_user else TH_MID.replace("{user},", "")
        if not with_user:
            mid = mid.replace("{rule},", "{rule},,")
        return (f"<{pri}>" + HDR + f"THREAT,{sub}," + mid + f"{proto},{action},\"{{file}}\",{{threat}},{{category}},"
                f"{sev},{direction},{{seqno}},0x2000000000000000,{{srcloc}},{{dstloc}},0,,{{pcap}},,,0,,,,,,,,0,0,0,0,,"
                "{host},,,,,0,,0,,N/A,{tcat},AppThreat-{cv},0x0,0,4294967295,,,{ruleuuid},0,")

    SYS = "{cfgver},{gt},,"

    def system(pri, sub, eventid, obj, sev, desc):
        return (f"<{pri}>" + HDR + f"SYSTEM,{sub}," + SYS + f"{eventid},{obj},0,0,general,{sev},\"{desc}\","
                "{seqno},0x0,0,0,0,0,,{host},0,0,{hrts}")

    def config(cmd):
        return ("<14>" + HDR + "CONFIG,0,{cfgver},{gt},{ip},,"
                f"{cmd},{{admin}},Web,Succeeded,{{path}},{{seqno}},0x0,0,0,0,0,,{{host}},,,0,{{hrts}}")

    def vuln_fn(r, v):
        th_vuln(r, v)

    specs = [
        T(traffic("end", "tcp", "allow", "tcp-fin"), tr_tcp, w=34),
        T(traffic("end", "udp", "allow", "aged-out"), tr_udp, w=24),
        T(traffic("end", "tcp", "allow", "tcp-rst-from-client"), tr_tcp, w=8),
        T(traffic("end", "tcp", "allow", "tcp-rst-from-server"), tr_tcp, w=5),
        T(traffic("end", "tcp", "allow", "aged-out"), tr_tcp, w=4),
        T(traffic("end", "icmp", "allow", "aged-out"), tr_icmp, w=3),
        T(traffic("start", "tcp", "allow", "n/a"), tr_tcp, w=4),
        T(traffic("deny", "tcp", "deny", "policy-deny"), lambda r, v: tr_in(r, v, rules_deny), w=9),
        T(traffic("drop", "udp", "drop", "policy-deny"), lambda r, v: tr_in(r, v, rules_deny), w=3),
        T(traffic("deny", "tcp", "reset-both", "policy-deny"), lambda r, v: tr_in(r, v, rules_deny), n=2),
        T(traffic("end", "tcp", "allow", "threat"), lambda r, v: tr_in(r, v, rules_in), n=3),
        # action source "from-application" (app override) instead of "from-policy": rare, own template
        T(traffic("end", "tcp", "allow", "tcp-fin").replace("from-policy", "from-application"), tr_tcp, n=2),
        T(threat(14, "url", "tcp", "alert", "informational", "client-to-server", True)
          .replace(",{pcap},,,0,", ",0,,,{urlidx},\"{ua}\",,,\"{referer}\",").replace("\"{file}\",{threat}", "\"{url}\",(9999)"),
          lambda r, v: (th_url(r, v), v.update(tcat="unknown", cv="0-0")), w=12),
        T(threat(14, "url", "tcp", "block-url", "informational", "client-to-server", True)
          .replace(",{pcap},,,0,", ",0,,,{urlidx},\"{ua}\",,,\"{referer}\",").replace("\"{file}\",{threat}", "\"{url}\",(9999)"),
          lambda r, v: (th_url(r, v, True), v.update(tcat="unknown", cv="0-0")), w=2),
        T(threat(10, "vulnerability", "tcp", "reset-both", "critical", "client-to-server"), vuln_fn, n=2),
        T(threat(11, "vulnerability", "tcp", "drop", "high", "client-to-server"), vuln_fn, w=0.6),
        T(threat(12, "vulnerability", "tcp", "alert", "medium", "client-to-server"), vuln_fn, w=0.8),
        T(threat(14, "vulnerability", "tcp", "alert", "informational", "client-to-server"), vuln_fn, w=1.5),
        T(threat(12, "spyware", "udp", "sinkhole", "medium", "client-to-server"), th_spy, n=3),
        T(threat(13, "file", "tcp", "alert", "low", "server-to-client"),
          lambda r, v: (th_file(r, v), v.update(tcat="unknown", pcap=0)), w=1.2),
        T(system(14, "auth", "auth-success", "", "informational",
                 "When authenticating user '{admin}' from '{ip}'. Authenticated user '{admin}' via Authentication Profile '{authprof}'."),
          sysv, w=0.7),
        T(system(12, "auth", "auth-fail", "", "medium",
                 "failed authentication for user '{baduser}'. Reason: Invalid username/password. From: {badip}."),
          sysv, n=3),
        T(system(14, "general", "general", "", "informational", "User {admin} logged in via Web from {ip} using https"),
          sysv, w=0.5),
        T(system(14, "globalprotect", "globalprotectgateway-auth-succ", "{gw}", "informational",
                 "GlobalProtect gateway user authentication succeeded. Login from: {pubip}, Source region: {region}, "
                 "User name: {user}, Client OS version: {cos}, Auth type: profile."), sysv, w=1.4),
        T(system(14, "globalprotect", "globalprotectgateway-logout-succ", "{gw}", "informational",
                 "GlobalProtect gateway user logout succeeded. User name: {user}, Client OS version: {cos}, Reason: client logout."),
          sysv, w=0.9),
        T(system(14, "vpn", "ike-nego-p1-fail", "{ike}", "informational",
                 "IKE phase-1 negotiation is failed as initiator, main mode. Failed SA: {local}[500]-{peerip}[500] "
                 "cookie:{cookie}. Due to timeout."), sysv, w=0.4),
        T(system(14, "vpn", "ike-nego-p2-succ", "{ike}", "informational",
                 "IKE phase-2 negotiation is succeeded as responder, quick mode. Established SA: {local}[500]-{peerip}[500] "
                 "message id:0x{spi1}, SPI:0x{spi2}/0x{spi1}."), sysv, w=0.7),
        T(system(11, "routing", "routed-bgp-peer-status", "", "high",
                 "BGP peer {peer} in virtual router {vr} changed state from Established to Idle. Hold timer expired."),
          sysv, n=2),
        T(system(10, "ha", "state-change", "", "critical", "HA Group {group}: Moved from state Passive to state Active"),
          sysv, n=1),
        T(system(11, "hw", "link-change", "{port}", "high", "Port {port}: Down 1Gb/s-full duplex"), sysv, n=3),
        T(system(14, "hw", "link-change", "{port}", "informational", "Port {port}: Up 1Gb/s-full duplex"), sysv, n=3),
        T(config("set"), sysv, w=0.5),
        T(config("edit"), sysv, w=0.3),
        T(config("delete"), sysv, n=2),
    ]
    return _run(rng, specs, base, pri_level, _start(rng), 2.0)


# ============================================================================= 3. pfSense

def make_pfsense(rng: random.Random) -> list[dict[str, str]]:
    hosts = []
    for h in ["fw-main", "pfsense", "gw-branch", "fw-lab"]:
        hosts.append({"host": h, "pids": {d: rng.randint(300, 99999) for d in
                                          ["filterlog", "dhcpd", "unbound", "openvpn", "php-fpm", "sshguard",
                                           "dpinger", "check_reload_status", "ntpd"]},
                      "wan": pub_ip(rng)})
    host = Pool(hosts, 1.0)
    lan = ip_pool(rng, priv_ip, 350, 0.8)
    ext = ip_pool(rng, pub_ip, 700, 0.6)
    wanif = Pool(["igb0", "em0", "vtnet0", "ix0", "pppoe0"], 1.2)
    lanif = Pool(["igb1", "igb1.20", "igb1.30", "em1", "vtnet1", "igb2", "lagg0.10"], 1.0)
    ovpnif = Pool(["ovpns1", "ovpns2", "ovpnc1"], 1.4)
    tos = Pool(["0x0", "0x0", "0x20", "0x28", "0x10", "0xb8"], 1.3)
    ipflags = Pool(["DF", "none"], 0.6)
    tcpopts = Pool(["mss;sackOK;TS;nop;wscale", "mss;nop;wscale;nop;nop;sackOK", "mss", "mss;nop;nop;sackOK",
                    "mss;nop;wscale;sackOK;TS"], 1.0)
    in_ports = Pool([22, 23, 3389, 445, 80, 443, 8080, 5900, 1433, 3306, 25, 8443, 6379, 9200, 2222], 0.7)
    in_uports = Pool([5060, 161, 53, 123, 1900, 11211, 137, 500, 5353, 3702], 0.8)
    out_ports = Pool([443, 80, 53, 853, 123, 22, 993, 587, 3478, 8443], 1.2)
    dhcp_pool = ip_pool(rng, lambda r: f"192.168.{r.choice([1, 10, 20, 30])}.{r.randint(100, 249)}", 120, 0.6)
    gws = Pool([("WAN_DHCP", "198.51.100.1"), ("GW_ISP", "203.0.113.1"), ("LTE_BACKUP", "100.64.0.1"),
                ("WAN_DHCP6", "fe80::1:1")], 1.0)
    qtypes = Pool(["A", "AAAA", "HTTPS", "PTR", "SRV", "TXT"], 1.3)
    subnets = Pool(["192.168.1.0/24", "192.168.10.0/24", "192.168.20.0/24"], 1.0)
    rule_block = {"v4": rng.randint(3, 9), "v6": rng.randint(10, 14)}
    user_rules = [(rng.randint(15, 90), f"{rng.randint(1500000000, 1715000000)}") for _ in range(12)]
    urule = Pool(user_rules, 1.0)
    wan_hosts = {}

    def base(r, t, s):
        h = host(r)
        return {"ts": bsd(t), "host": h["host"], "p": h["pids"], "wanip": h["wan"]}

    def pid_of(d):
        return lambda r, v: v.update(pid=v["p"][d])

    def ip4(r, v, proto_len):
        v.update(tos=tos(r), ttl=r.choice([64, 128, 52, 117, 243, 238, 49, 113]), ipid=r.randint(0, 65535),
                 ipflags=ipflags(r), len=proto_len, pid=v["p"]["filterlog"])

    def fl_block_in(r, v):
        ip4(r, v, r.choice([40, 44, 52, 60]))
        v.update(rule=rule_block["v4"], tracker=1000000103, iface=wanif(r), src=pub_ip(r) if r.random() < 0.6 else ext(r),
                 dst=v["wanip"], sport=eport(r), dport=in_ports(r), dlen=0, seq=r.randint(1, 2 ** 32 - 1),
                 win=r.choice([1024, 65535, 29200, 64240, 14600, 8192]), opts=tcpopts(r))

    def fl_pass_out(r, v):
        ip4(r, v, r.choice([52, 60, 64]))
        ru = urule(r)
        v.update(rule=ru[0], tracker=ru[1], iface=wanif(r), src=v["wanip"], dst=ext(r), sport=eport(r),
                 dport=out_ports(r), dlen=0, seq=r.randint(1, 2 ** 32 - 1), win=r.choice([64240, 65535, 29200]),
                 opts=tcpopts(r))

    def fl_pass_in(r, v):
        fl_pass_out(r, v)
        v.update(iface=lanif(r), src=lan(r))

    def fl_state(r, v):
        ip4(r, v, r.choice([40, 52, 83, 1420]))
        s0 = r.randint(1, 2 ** 32 - 2000)
        v.update(rule=rule_block["v4"], tracker=1000000103, iface=r.choice([wanif(r), lanif(r)]),
                 src=lan(r), dst=ext(r), sport=eport(r), dport=out_ports(r), dlen=r.choice([0, 31, 1380]),
                 seq=s0, seqend=s0 + r.randint(1, 1400), ack=r.randint(1, 2 ** 32 - 1),
                 win=r.choice([501, 1026, 2053, 0, 64]))
        v["len"] = v["dlen"] + 52

    def fl_rst(r, v):
        fl_state(r, v)
        v.update(dlen=0, len=40, win=0)

    def fl_udp(r, v, inbound=True, passing=False):
        ip4(r, v, 0)
        dl = r.choice([36, 48, 61, 120, 8])
        v.update(dlen=dl, len=dl + 28, sport=eport(r))
        if inbound and not passing:
            v.update(rule=rule_block["v4"], tracker=1000000103, iface=wanif(r),
                     src=pub_ip(r) if r.random() < 0.6 else ext(r), dst=v["wanip"], dport=in_uports(r))
        else:
            ru = urule(r)
            v.update(rule=ru[0], tracker=ru[1], iface=lanif(r) if inbound else wanif(r),
                     src=lan(r) if inbound else v["wanip"], dst=ext(r) if r.random() < 0.5 else r.choice(["1.1.1.1", "8.8.8.8", "9.9.9.9"]),
                     dport=r.choice([53, 53, 123, 443, 3478]))

    def fl_icmp(r, v, inbound=True):
        ip4(r, v, 84)
        ru = urule(r)
        v.update(rule=rule_block["v4"] if inbound else ru[0], tracker=1000000103 if inbound else ru[1],
                 iface=wanif(r), src=pub_ip(r) if inbound else v["wanip"], dst=v["wanip"] if inbound else ext(r),
                 icmpid=r.randint(1, 65535), icmpseq=r.randint(0, 300), len=r.choice([28, 60, 84]))

    def fl_unreach(r, v):
        ip4(r, v, 56)
        v.update(rule=rule_block["v4"], tracker=1000000103, iface=wanif(r), src=ext(r), dst=v["wanip"],
                 udst=ext(r), uport=r.choice([53, 123, 443, 3478]))

    def fl_v6(r, v, proto):
        v.update(pid=v["p"]["filterlog"], rule=rule_block["v6"], tracker=1000000104,
                 iface=r.choice([wanif(r), lanif(r)]), cls=r.choice(["0x00", "0x00", "0x28"]),
                 flow="0x" + hexs(r, 5), hlim=r.choice([1, 255, 64, 57]),
                 src6="fe80::" + ":".join(hexs(r, 4) for _ in range(4)) if proto == "udp" else
                 f"2a01:{hexs(r, 4)}:{hexs(r, 3)}::{hexs(r, 2)}",
                 dst6="ff02::1:2" if proto == "udp" else f"2001:db8:{hexs(r, 4)}::{r.randint(1, 99)}",
                 sport=546 if proto == "udp" else eport(r), dport=547 if proto == "udp" else in_ports(r),
                 dlen=r.choice([56, 88, 108]) if proto == "udp" else 0, seq=r.randint(1, 2 ** 32 - 1),
                 win=r.choice([64800, 28800, 1024]), opts=tcpopts(r))
        v["len"] = v["dlen"] + 8 if proto == "udp" else r.choice([20, 32, 40])

    def fl_igmp(r, v):
        v.update(pid=v["p"]["filterlog"], rule=rule_block["v4"], tracker=1000000103, iface=lanif(r), tos="0xc0",
                 ttl=1, ipid=0, ipflags="none", len=32, src=lan(r), dst=r.choice(["224.0.0.1", "224.0.0.22", "239.255.255.250"]),
                 dl=8)

    def dhcp(r, v):
        v.update(pid=v["p"]["dhcpd"], ip=dhcp_pool(r), mac=mac(r), hn=client_host(r), iface=lanif(r), subnet=subnets(r))

    def unb(r, v):
        v.update(pid=v["p"]["unbound"], thr=r.choice([0, 0, 1, 2, 3]), ip=lan(r), dom=r.choice(DOMAINS), qt=qtypes(r),
                 bad=r.choice(BAD_DOMAINS + DOMAINS[:5]), ver=r.choice(["1.18.0", "1.17.1"]),
                 ip6=f"2001:{hexs(r, 4)}:{hexs(r, 4)}::{hexs(r, 2)}")

    def ovpn(r, v):
        v.update(pid=v["p"]["openvpn"], user=r.choice(USERS), pub=ext(r), port=eport(r),
                 tun=f"10.8.{r.randint(0, 1)}.{r.randint(2, 250)}")

    def php(r, v):
        v.update(pid=v["p"]["php-fpm"], admin=r.choice(ADMINS), ip=lan(r), bad=r.choice(BAD_USERS), bip=pub_ip(r))

    def ssh(r, v):
        v.update(pid=r.randint(1000, 99999), gpid=v["p"]["sshguard"], admin=r.choice(ADMINS), ip=lan(r),
                 bad=r.choice(BAD_USERS), bip=pub_ip(r), port=eport(r), danger=r.choice([10, 10, 25]),
                 secs=r.choice([120, 240, 480]), n=r.randint(3, 9), s1=r.randint(1, 30),
                 fp="SHA256:" + "".join(r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/") for _ in range(43)))

    def gw(r, v):
        g = gws(r)
        v.update(pid=v["p"]["dpinger"], gw=g[0], gwip=g[1], lat=r.randint(20000, 900000), sd=r.randint(1000, 90000),
                 loss=r.choice([0, 5, 10, 21, 40, 100]), rtt=f"{r.uniform(10, 900):.3f}", rttsd=f"{r.uniform(1, 90):.3f}",
                 apid=r.randint(1000, 99999), alarm=1)

    def misc(r, v):
        v.update(pid=v["p"]["check_reload_status"], iface=r.choice([wanif(r), lanif(r)]), ip=lan(r), mac1=mac(r),
                 mac2=mac(r), npid=v["p"]["ntpd"])

    FL = "{ts} {host} filterlog[{pid}]: {rule},,,{tracker},{iface},match,"

    def v4(act, d, proto_id, proto):
        return FL + f"{act},{d},4,{{tos}},,{{ttl}},{{ipid}},0,{{ipflags}},{proto_id},{proto},{{len}},{{src}},{{dst}},"

    specs = [
        T(v4("block", "in", 6, "tcp") + "{sport},{dport},{dlen},S,{seq},,{win},,{opts}", fl_block_in, w=40, level="-"),
        T(v4("block", "in", 17, "udp") + "{sport},{dport},{dlen}", lambda r, v: fl_udp(r, v), w=16, level="-"),
        T(v4("pass", "out", 6, "tcp") + "{sport},{dport},{dlen},S,{seq},,{win},,{opts}", fl_pass_out, w=8, level="-"),
        T(v4("pass", "in", 6, "tcp") + "{sport},{dport},{dlen},S,{seq},,{win},,{opts}", fl_pass_in, w=6, level="-"),
        T(v4("pass", "out", 17, "udp") + "{sport},{dport},{dlen}", lambda r, v: fl_udp(r, v, False, True), w=5, level="-"),
        T(v4("pass", "in", 17, "udp") + "{sport},{dport},{dlen}", lambda r, v: fl_udp(r, v, True, True), w=5, level="-"),
        T(v4("block", "in", 1, "icmp") + "request,{icmpid},{icmpseq}", lambda r, v: fl_icmp(r, v), w=6, level="-"),
        T(v4("pass", "out", 1, "icmp") + "request,{icmpid},{icmpseq}", lambda r, v: fl_icmp(r, v, False), w=1.5, level="-"),
        T(v4("block", "in", 1, "icmp") + "unreachport,{udst},udp,{uport}", fl_unreach, n=3, level="-"),
        T(v4("block", "in", 6, "tcp") + "{sport},{dport},{dlen},PA,{seq}:{seqend},{ack},{win},,nop;nop;TS", fl_state, w=4, level="-"),
        T(v4("block", "in", 6, "tcp") + "{sport},{dport},{dlen},FA,{seq},{ack},{win},,nop;nop;TS", fl_state, w=2, level="-"),
        T(v4("block", "in", 6, "tcp") + "{sport},{dport},{dlen},RA,{seq},{ack},{win},,", fl_rst, w=1.5, level="-"),
        T(v4("block", "out", 6, "tcp") + "{sport},{dport},{dlen},S,{seq},,{win},,{opts}", fl_pass_in, n=2, level="-"),
        T(FL + "block,in,6,{cls},{flow},{hlim},udp,17,{len},{src6},{dst6},{sport},{dport},{dlen}",
          lambda r, v: fl_v6(r, v, "udp"), w=2.5, level="-"),
        T(FL + "block,in,6,{cls},{flow},{hlim},tcp,6,{len},{src6},{dst6},{sport},{dport},{dlen},S,{seq},,{win},,{opts}",
          lambda r, v: fl_v6(r, v, "tcp"), w=1, level="-"),
        T(FL + "block,in,4,{tos},,{ttl},{ipid},0,{ipflags},2,igmp,{len},{src},{dst},datalength={dl}", fl_igmp, w=1, level="-"),
        # dhcpd
        T("{ts} {host} dhcpd[{pid}]: DHCPDISCOVER from {mac} via {iface}", dhcp, w=3, level="-"),
        T("{ts} {host} dhcpd[{pid}]: DHCPOFFER on {ip} to {mac} ({hn}) via {iface}", dhcp, w=2.5, level="-"),
        T("{ts} {host} dhcpd[{pid}]: DHCPREQUEST for {ip} from {mac} ({hn}) via {iface}", dhcp, w=6, level="-"),
        T("{ts} {host} dhcpd[{pid}]: DHCPACK on {ip} to {mac} ({hn}) via {iface}", dhcp, w=6, level="-"),
        T("{ts} {host} dhcpd[{pid}]: DHCPRELEASE of {ip} from {mac} ({hn}) via {iface} (found)", dhcp, n=2, level="-"),
        T("{ts} {host} dhcpd[{pid}]: DHCPINFORM from {ip} via {iface}", dhcp, w=0.6, level="-"),
        T("{ts} {host} dhcpd[{pid}]: uid lease {ip} for client {mac} is duplicate on {subnet}", dhcp, n=2, level="-"),
        # unbound
        T("{ts} {host} unbound[{pid}]: [{pid}:{thr}] info: {ip} {dom}. {qt} IN", unb, w=12, level="INFO"),
        T("{ts} {host} unbound[{pid}]: [{pid}:{thr}] error: SERVFAIL <{bad}. {qt} IN>: all the configured stub or "
          "forward servers failed, at zone .", unb, n=3, level="ERROR"),
        T("{ts} {host} unbound[{pid}]: [{pid}:{thr}] notice: sendto failed: No route to host", unb, n=2, level="INFO"),
        T("{ts} {host} unbound[{pid}]: [{pid}:{thr}] notice: remote address is {ip6} port 53", unb, n=2, level="INFO"),
        T("{ts} {host} unbound[{pid}]: [{pid}:{thr}] info: start of service (unbound {ver}).", unb, n=2, level="INFO"),
        T("{ts} {host} unbound[{pid}]: [{pid}:{thr}] info: service stopped (unbound {ver}).", unb, n=1, level="INFO"),
        T("{ts} {host} unbound[{pid}]: [{pid}:{thr}] info: generate keytag query _ta-4f66. NULL IN", unb, n=1, level="INFO"),
        # openvpn
        T("{ts} {host} openvpn[{pid}]: user '{user}' authenticated", ovpn, w=1.5, level="-"),
        T("{ts} {host} openvpn[{pid}]: {pub}:{port} [{user}] Peer Connection Initiated with [AF_INET]{pub}:{port}",
          ovpn, w=1.5, level="-"),
        T("{ts} {host} openvpn[{pid}]: {user}/{pub}:{port} MULTI_sva: pool returned IPv4={tun}, IPv6=(Not enabled)",
          ovpn, w=1.5, level="-"),
        T("{ts} {host} openvpn[{pid}]: {user}/{pub}:{port} SIGTERM[soft,remote-exit] received, client-instance exiting",
          ovpn, w=1, level="-"),
        T("{ts} {host} openvpn[{pid}]: {user}/{pub}:{port} SIGUSR1[soft,connection-reset] received, client-instance restarting",
          ovpn, w=0.4, level="-"),
        T("{ts} {host} openvpn[{pid}]: {pub}:{port} TLS Error: TLS key negotiation failed to occur within 60 seconds "
          "(check your network connectivity)", ovpn, n=2, level="-"),
        T("{ts} {host} openvpn[{pid}]: {pub}:{port} TLS Error: TLS handshake failed", ovpn, n=2, level="-"),
        T("{ts} {host} openvpn[{pid}]: user '{user}' could not authenticate.", ovpn, n=3, level="-"),
        # php-fpm (webConfigurator)
        T("{ts} {host} php-fpm[{pid}]: /index.php: Successful login for user '{admin}' from: {ip} (Local Database)",
          php, w=0.8, level="-"),
        T("{ts} {host} php-fpm[{pid}]: /index.php: webConfigurator authentication error for user '{bad}' from: {bip}",
          php, n=3, level="-"),
        # sshd / sshguard
        T("{ts} {host} sshd[{pid}]: Accepted keyboard-interactive/pam for {admin} from {ip} port {port} ssh2", ssh, n=3, level="-"),
        T("{ts} {host} sshd[{pid}]: Accepted publickey for {admin} from {ip} port {port} ssh2: ED25519 {fp}", ssh, w=0.3, level="-"),
        T("{ts} {host} sshd[{pid}]: error: PAM: Authentication error for illegal user {bad} from {bip}", ssh, n=2, level="ERROR"),
        T("{ts} {host} sshd[{pid}]: Invalid user {bad} from {bip} port {port}", ssh, w=0.8, level="-"),
        T("{ts} {host} sshguard[{gpid}]: Attack from \"{bip}\" on service SSH with danger {danger}.", ssh, w=0.8, level="-"),
        T("{ts} {host} sshguard[{gpid}]: Blocking \"{bip}/32\" for {secs} secs ({n} attacks in {s1} secs, after 1 abuses over {s1} secs.)",
          ssh, n=3, level="-"),
        # gateways
        T("{ts} {host} dpinger[{pid}]: {gw} {gwip}: Alarm latency {lat}us stddev {sd}us loss {loss}%", gw, n=2, level="-"),
        T("{ts} {host} dpinger[{pid}]: {gw} {gwip}: Clear latency {lat}us stddev {sd}us loss {loss}%", gw, n=2, level="-"),
        T("{ts} {host} rc.gateway_alarm[{apid}]: >>> Gateway alarm: {gw} (Addr:{gwip} Alarm:{alarm} RTT:{rtt}ms "
          "RTTsd:{rttsd}ms Loss:{loss}%)", gw, n=2, level="-"),
        # misc
        T("{ts} {host} check_reload_status[{pid}]: Reloading filter", misc, w=0.8, level="-"),
        T("{ts} {host} check_reload_status[{pid}]: Syncing firewall", misc, w=0.4, level="-"),
        T("{ts} {host} check_reload_status[{pid}]: Linkup starting {iface}", misc, n=2, level="-"),
        T("{ts} {host} kernel: {iface}: link state changed to DOWN", misc, n=2, level="-"),
        T("{ts} {host} kernel: {iface}: link state changed to UP", misc, n=2, level="-"),
        T("{ts} {host} kernel: arpresolve: can't allocate llinfo for {ip} on {iface}", misc, n=3, level="-"),
        T("{ts} {host} kernel: arp: {ip} moved from {mac1} to {mac2} on {iface}", misc, n=2, level="-"),
        T("{ts} {host} ntpd[{npid}]: kernel reports TIME_ERROR: 0x41: Clock Unsynchronized", misc, n=1, level="-"),
    ]
    return _run(rng, specs, base, pri_level, _start(rng), 3.0)


# ============================================================================= 4. Cisco IOS / IOS-XE

def _cisco_level(fmt):
    return SEV[int(re.search(r"%[A-Z0-9_]+-(\d)-", fmt).group(1))]


def make_cisco_ios(rng: random.Random) -> list[dict[str, str]]:
    switches = ["core-sw-a", "core-sw-b", "dist-sw-north", "dist-sw-south", "access-sw-lobby",
                "access-sw-finance", "access-sw-warehouse", "access-sw-lab"]
    routers = ["wan-rtr-east", "wan-rtr-west", "edge-rtr-a", "edge-rtr-b"]
    sw = Pool(switches, 0.9)
    rt = Pool(routers, 0.9)
    seq = {h: rng.randint(1000, 90000) for h in switches + routers}
    mgmt = {h: f"10.255.{i // 250}.{i % 250 + 1}" for i, h in enumerate(switches + routers)}
    lan = ip_pool(rng, priv_ip, 300, 0.8)
    ext = ip_pool(rng, pub_ip, 500, 0.6)
    nbrs = {h: [f"10.{rng.choice([0, 1, 254])}.{rng.randint(0, 40)}.{rng.randint(1, 254)}" for _ in range(4)]
            for h in switches + routers}
    acls = Pool(["OUTSIDE-IN", "MGMT-ACCESS", "VTY-ACCESS", "GUEST-FILTER", "BLOCK-SMB", "WAN-EDGE-IN"], 1.0)
    admins = Pool(ADMINS, 1.0)
    ciphers = Pool([("aes256-ctr", "hmac-sha2-256"), ("aes128-ctr", "hmac-sha1"),
                    ("aes256-gcm@openssh.com", "hmac-sha2-512"), ("aes128-gcm@openssh.com", "hmac-sha2-256")], 1.0)
    vlans = Pool([10, 20, 30, 40, 100, 110, 200, 999, 1], 1.0)
    cmds = Pool(["interface GigabitEthernet1/0/5", "switchport access vlan 20", "shutdown", "no shutdown",
                 "description AP-FLOOR-2", "spanning-tree portfast", "ip route 0.0.0.0 0.0.0.0 203.0.113.1",
                 "logging host 10.0.0.50", "username netops privilege 15 secret *****", "write memory"], 1.0)
    peers = Pool(["access-sw-lobby", "dist-sw-north", "ap-floor-two", "phone-lobby", "core-sw-b"], 1.0)
    procs = Pool(["IP Input", "ARP Input", "Check heaps", "Exec", "SNMP ENGINE", "Crypto IKMP"], 1.0)

    def sw_if(r):
        if r.random() < 0.85:
            st, p = r.choice([1, 1, 1, 2, 3]), r.randint(1, 48)
            return f"GigabitEthernet{st}/0/{p}", f"Gi{st}/0/{p}"
        st, p = r.choice([1, 2]), r.randint(1, 4)
        return f"TenGigabitEthernet{st}/1/{p}", f"Te{st}/1/{p}"

    def rt_if(r):
        x = r.random()
        if x < 0.7:
            p = r.randint(0, 3)
            return f"GigabitEthernet0/0/{p}", f"Gi0/0/{p}"
        if x < 0.85:
            p = r.randint(1, 4)
            return f"Port-channel{p}", f"Po{p}"
        p = r.randint(1, 20)
        return f"Tunnel{p}", f"Tu{p}"

    def base(r, t, s):
        h = rt(r) if s.tag == "rt" else (sw(r) if s.tag == "sw" else (sw(r) if r.random() < 0.6 else rt(r)))
        seq[h] += r.randint(1, 3)
        ms = t.microsecond // 1000
        ifc, short = (rt_if(r) if h in routers else sw_if(r))
        ifc2, short2 = (rt_if(r) if h in routers else sw_if(r))
        return {"ts": bsd(t), "host": h, "seq": seq[h], "dts": f"{bsd(t)}.{ms:03d}", "ifc": ifc, "short": short,
                "short2": short2, "ifc2": ifc2, "nbr": r.choice(nbrs[h]), "mgmt": mgmt[h],
                "at": f"{t:%H:%M:%S} UTC {DOW[t.weekday()]} {MON[t.month - 1]} {t.day} {t.year}"}

    def who(r, v):
        c = ciphers(r)
        v.update(admin=admins(r), ip=lan(r), bad=r.choice(BAD_USERS), bip=pub_ip(r) if r.random() < 0.6 else lan(r),
                 vty=r.randint(0, 4), tty=r.randint(0, 4), port=22, cipher=c[0], hmac=c[1], cmd=cmds(r))

    def acl(r, v):
        v.update(acl=acls(r), src=pub_ip(r) if r.random() < 0.6 else ext(r), sport=eport(r), dst=lan(r),
                 dport=r.choice([22, 23, 445, 3389, 80, 443, 161, 53, 123, 1900, 5060]), hits=r.choice([1, 1, 1, 2, 5, 13]),
                 itype=r.choice(["8/0", "3/3", "11/0", "0/0"]))

    def l2(r, v):
        vl = vlans(r)
        v.update(vlan=vl, vlan2=vlans(r), vlanif=f"Vlan{vl}", vlname=f"VLAN{vl:04d}", mac=cmac(r), peer=peers(r),
                 asid=f"0A{hexs(r, 6).upper()}000{hexs(r, 5).upper()}", grp=r.randint(1, 20), ip=lan(r))

    def rtg(r, v):
        v.update(pid=r.choice([1, 1, 10, 100]), asn=r.choice([100, 100, 65000, 10]), code=r.choice(["4/0", "4/0"]))

    def perf(r, v):
        v.update(tot=r.randint(90, 99), intr=r.randint(1, 20), p1=f"{r.randint(50, 400)}/{r.randint(20, 60)}%",
                 p2=f"{r.randint(50, 400)}/{r.randint(5, 20)}%", p3=f"{r.randint(50, 400)}/{r.randint(1, 5)}%",
                 ms=r.randint(2001, 9000), proc=procs(r), slot=r.choice(["P0/0", "P1/0", "F0"]))

    def misc(r, v):
        v.update(lhost=r.choice(["10.0.0.50", "10.0.0.51", "10.255.100.10"]), lport=514,
                 ntp=r.choice(["10.0.0.1", "10.0.0.2", "192.0.2.123"]), stratum=r.choice([2, 3]))

    H = "{ts} {host} {seq}: {dts} UTC: "
    specs = [
        T(H + "%LINK-3-UPDOWN: Interface {ifc}, changed state to down", w=6, tag="any"),
        T(H + "%LINK-3-UPDOWN: Interface {ifc}, changed state to up", w=6, tag="any"),
        T(H + "%LINEPROTO-5-UPDOWN: Line protocol on Interface {ifc}, changed state to down", w=8, tag="any"),
        T(H + "%LINEPROTO-5-UPDOWN: Line protocol on Interface {ifc}, changed state to up", w=8, tag="any"),
        T(H + "%LINK-5-CHANGED: Interface {ifc}, changed state to administratively down", n=3, tag="any"),
        T(H + "%SYS-5-CONFIG_I: Configured from console by {admin} on vty{vty} ({ip})", who, w=4, tag="any"),
        T(H + "%SYS-5-CONFIG_I: Configured from console by console", who, n=2, tag="any"),
        T(H + "%PARSER-5-CFGLOG_LOGGEDCMD: User:{admin}  logged command:{cmd}", who, w=3, tag="any"),
        T(H + "%SYS-6-LOGOUT: User {admin} has exited tty session {tty}({ip})", who, w=1.5, tag="any"),
        T(H + "%SYS-6-LOGGINGHOST_STARTSTOP: Logging to host {lhost} port {lport} started - CLI initiated", misc, n=2, tag="any"),
        T(H + "%SEC_LOGIN-5-LOGIN_SUCCESS: Login Success [user: {admin}] [Source: {ip}] [localport: {port}] at {at}",
          who, w=5, tag="any"),
        T(H + "%SEC_LOGIN-4-LOGIN_FAILED: Login failed [user: {bad}] [Source: {bip}] [localport: {port}] "
          "[Reason: Login Authentication Failed] at {at}", who, w=1.5, tag="any"),
        T(H + "%SSH-5-SSH2_SESSION: SSH2 Session request from {ip} (tty = {tty}) using crypto cipher '{cipher}', "
          "hmac '{hmac}' Succeeded", who, w=4, tag="any"),
        T(H + "%SSH-5-SSH2_USERAUTH: User '{admin}' authentication for SSH2 Session from {ip} (tty = {tty}) using "
          "crypto cipher '{cipher}', hmac '{hmac}' Succeeded", who, w=4, tag="any"),
        T(H + "%SSH-5-SSH2_CLOSE: SSH2 Session from {ip} (tty = {tty}) for user '{admin}' using crypto cipher "
          "'{cipher}', hmac '{hmac}' closed", who, w=3.5, tag="any"),
        T(H + "%SNMP-3-AUTHFAIL: Authentication failure for SNMP req from host {bip}", who, n=2, tag="any"),
        T(H + "%NTP-5-PEERSYNC: NTP synced to peer {ntp}", misc, n=2, tag="any"),
        # routing
        T(H + "%BGP-5-ADJCHANGE: neighbor {nbr} Up", w=1.5, tag="rt"),
        T(H + "%BGP-5-ADJCHANGE: neighbor {nbr} Down Peer closed the session", w=0.7, tag="rt"),
        T(H + "%BGP-5-ADJCHANGE: neighbor {nbr} Down BGP Notification sent", w=0.4, tag="rt"),
        T(H + "%BGP-3-NOTIFICATION: sent to neighbor {nbr} {code} (hold time expired) 0 bytes", rtg, n=3, tag="rt"),
        T(H + "%OSPF-5-ADJCHG: Process {pid}, Nbr {nbr} on {ifc} from LOADING to FULL, Loading Done", rtg, w=1.5, tag="rt"),
        T(H + "%OSPF-5-ADJCHG: Process {pid}, Nbr {nbr} on {ifc} from FULL to DOWN, Neighbor Down: Dead timer expired",
          rtg, w=0.8, tag="rt"),
        T(H + "%OSPF-5-ADJCHG: Process {pid}, Nbr {nbr} on {ifc} from FULL to DOWN, Neighbor Down: Interface down or detached",
          rtg, w=0.5, tag="rt"),
        T(H + "%DUAL-5-NBRCHANGE: EIGRP-IPv4 {asn}: Neighbor {nbr} ({ifc}) is up: new adjacency", rtg, w=1, tag="rt"),
        T(H + "%DUAL-5-NBRCHANGE: EIGRP-IPv4 {asn}: Neighbor {nbr} ({ifc}) is down: holding time expired", rtg, w=0.5, tag="rt"),
        T(H + "%SEC-6-IPACCESSLOGP: list {acl} denied tcp {src}({sport}) -> {dst}({dport}), {hits} packet", acl, w=10, tag="rt"),
        T(H + "%SEC-6-IPACCESSLOGP: list {acl} denied udp {src}({sport}) -> {dst}({dport}), {hits} packet", acl, w=5, tag="rt"),
        T(H + "%SEC-6-IPACCESSLOGP: list {acl} permitted tcp {src}({sport}) -> {dst}({dport}), {hits} packet", acl, w=3, tag="rt"),
        T(H + "%SEC-6-IPACCESSLOGDP: list {acl} denied icmp {src} -> {dst} ({itype}), {hits} packet", acl, w=2, tag="rt"),
        T(H + "%HSRP-5-STATECHANGE: {vlanif} Grp {grp} state Standby -> Active", l2, n=2, tag="sw"),
        T(H + "%HSRP-5-STATECHANGE: {vlanif} Grp {grp} state Active -> Speak", l2, n=1, tag="sw"),
        # layer 2 / access
        T(H + "%SPANTREE-2-BLOCK_PVID_LOCAL: Blocking {ifc} on {vlname}. Inconsistent local vlan.", l2, n=2, tag="sw"),
        T(H + "%SPANTREE-2-RECV_PVID_ERR: Received BPDU with inconsistent peer vlan id {vlan} on {ifc} {vlname}.", l2, n=1, tag="sw"),
        T(H + "%SPANTREE-2-BLOCK_BPDUGUARD: Received BPDU on port {ifc} with BPDU Guard enabled. Disabling port.", l2, n=2, tag="sw"),
        T(H + "%PM-4-ERR_DISABLE: bpduguard error detected on {short}, putting {short} in err-disable state", n=3, tag="sw"),
        T(H + "%PM-4-ERR_DISABLE: psecure-violation error detected on {short}, putting {short} in err-disable state", n=2, tag="sw"),
        T(H + "%PM-4-ERR_DISABLE: link-flap error detected on {short}, putting {short} in err-disable state", n=1, tag="sw"),
        T(H + "%PM-4-ERR_RECOVER: Attempting to recover from bpduguard err-disable state on {short}", n=2, tag="sw"),
        T(H + "%PORT_SECURITY-2-PSECURE_VIOLATION: Security violation occurred, caused by MAC address {mac} on port {ifc}.",
          l2, n=2, tag="sw"),
        T(H + "%ILPOWER-7-DETECT: Interface {short}: Power Device detected: IEEE PD", w=3, tag="sw"),
        T(H + "%ILPOWER-5-POWER_GRANTED: Interface {short}: Power granted", w=3, tag="sw"),
        T(H + "%ILPOWER-5-IEEE_DISCONNECT: Interface {short}: PD removed", w=2, tag="sw"),
        T(H + "%CDP-4-NATIVE_VLAN_MISMATCH: Native VLAN mismatch discovered on {ifc} ({vlan}), with {peer} {ifc2} ({vlan2}).",
          l2, w=1.2, tag="sw"),
        T(H + "%SW_MATM-4-MACFLAP_NOTIF: Host {mac} in vlan {vlan} is flapping between port {short} and port {short2}",
          l2, w=1.2, tag="sw"),
        T(H + "%IP-4-DUPADDR: Duplicate address {ip} on {vlanif}, sourced by {mac}", l2, n=2, tag="sw"),
        T(H + "%DHCP_SNOOPING-5-DHCP_SNOOPING_UNTRUSTED_PORT: DHCP_SNOOPING drop message on untrusted port {ifc}, "
          "message type: DHCPOFFER, MAC sa: {mac}", l2, n=3, tag="sw"),
        T(H + "%AUTHMGR-5-START: Starting 'dot1x' for client ({mac}) on Interface {short} AuditSessionID {asid}", l2, w=3, tag="sw"),
        T(H + "%AUTHMGR-5-START: Starting 'mab' for client ({mac}) on Interface {short} AuditSessionID {asid}", l2, w=1, tag="sw"),
        T(H + "%DOT1X-5-SUCCESS: Authentication successful for client ({mac}) on Interface {short} AuditSessionID {asid}",
          l2, w=3, tag="sw"),
        T(H + "%DOT1X-5-FAIL: Authentication failed for client ({mac}) on Interface {short} AuditSessionID {asid}", l2, w=0.7, tag="sw"),
        T(H + "%MAB-5-FAIL: Authentication failed for client ({mac}) on Interface {short} AuditSessionID {asid}", l2, n=3, tag="sw"),
        T(H + "%AUTHMGR-5-SUCCESS: Authorization succeeded for client ({mac}) on Interface {short} AuditSessionID {asid}",
          l2, w=3, tag="sw"),
        T(H + "%AUTHMGR-7-RESULT: Authentication result 'success' from 'dot1x' for client ({mac}) on Interface {short} "
          "AuditSessionID {asid}", l2, w=1, tag="sw"),
        # platform
        T(H + "%SYS-3-CPUHOG: Task is running for ({ms})msecs, more than (2000)msecs (0/0),process = {proc}.", perf, n=1, tag="any"),
        T(H + "%SYS-1-CPURISINGTHRESHOLD: Threshold: Total CPU Utilization(Total/Intr): {tot}%/{intr}%, Top 3 "
          "processes(Pid/Util): {p1}, {p2}, {p3}", perf, n=1, tag="any"),
        T(H + "%IOSXE_PEM-3-FANFAIL: The fan in slot {slot} is encountering a failure condition", perf, n=1, tag="sw"),
    ]
    return _run(rng, specs, base, _cisco_level, _start(rng), 20.0)


# ============================================================================= 5. Juniper SRX (structured syslog)

def make_juniper_srx(rng: random.Random) -> list[dict[str, str]]:
    hosts = [{"host": h, "nat": pub_ip(rng), "pids": {d: rng.randint(1500, 99999) for d in
                                                      ["mgd", "mib2d", "rpd", "kmd", "chassisd", "sshd"]}}
             for h in ["srx-edge", "srx-dc-a", "srx-dc-b", "srx-branch-east"]]
    host = Pool(hosts, 1.0)
    lan = ip_pool(rng, priv_ip, 450, 0.8)
    ext = ip_pool(rng, pub_ip, 900, 0.7)
    dmz = ip_pool(rng, lambda r: f"172.20.{r.randint(1, 4)}.{r.randint(5, 80)}", 40, 1.0)
    out_z = Pool([("trust", "untrust", "trust-to-untrust"), ("trust", "untrust", "allow-web-out"),
                  ("guest", "untrust", "guest-internet"), ("servers", "untrust", "servers-to-internet"),
                  ("vpn", "untrust", "vpn-split-internet"), ("trust", "untrust", "permit-dns")], 0.9)
    in_z = Pool([("untrust", "dmz", "allow-web-dmz"), ("untrust", "dmz", "allow-smtp-in"),
                 ("untrust", "dmz", "partner-sftp")], 1.0)
    deny_z = Pool([("untrust", "trust", "default-deny"), ("untrust", "dmz", "deny-all"),
                   ("guest", "trust", "guest-block-internal"), ("untrust", "untrust", "block-scanners")], 0.9)
    in_if = Pool(["ge-0/0/1.0", "reth1.0", "ge-0/0/2.0", "irb.20", "reth1.100", "st0.1"], 1.0)
    wan_if = Pool(["ge-0/0/0.0", "reth0.0", "ge-0/0/3.0"], 1.2)
    snat = Pool(["snat-out", "src-nat-internet", "rule-iface-nat"], 1.2)
    dnat = Pool(["dnat-web", "dnat-mail", "dst-nat-portal"], 1.2)
    tcp_svc = Pool([(443, "junos-https"), (80, "junos-http"), (22, "junos-ssh"), (993, "junos-imaps"),
                    (25, "junos-smtp"), (8443, "https-8443"), (3389, "rdp-tcp"), (445, "junos-smb")], 0.9)
    udp_svc = Pool([(53, "junos-dns-udp"), (123, "junos-ntp"), (443, "udp-443"), (161, "junos-snmp-get"),
                    (3478, "stun-udp"), (514, "junos-syslog")], 1.0)
    apps = Pool([("SSL", "GOOGLE-GEN", "Web", "N/A", "3", "Can Leak Information;Supports File Transfer;"),
                 ("UNKNOWN", "UNKNOWN", "N/A", "N/A", "-1", "N/A"),
                 ("SSL", "MS-TEAMS", "Messaging", "N/A", "2", "Supports File Transfer;"),
                 ("HTTP", "UNKNOWN", "Web", "N/A", "4", "Can Leak Information;Supports File Transfer;Prone to Misuse;"),
                 ("SSL", "OFFICE365-CREATE-CONVERSATION", "Web", "Application-Service", "2", "N/A"),
                 ("SSH", "UNKNOWN", "Remote-Access", "Secure-Tunnel", "4", "Tunnels Other Apps;"),
                 ("SSL", "YOUTUBE", "Web", "Multimedia", "3", "Bandwidth Consumer;")], 0.9)
    udp_apps = Pool([("DNS", "UNKNOWN", "Infrastructure", "Networking", "1", "N/A"),
                     ("NTP", "UNKNOWN", "Infrastructure", "Networking", "1", "N/A"),
                     ("QUIC", "GOOGLE-GEN", "Web", "N/A", "3", "N/A"), ("UNKNOWN", "UNKNOWN", "N/A", "N/A", "-1", "N/A")], 1.0)
    enc = Pool(["No", "UNKNOWN", "Yes"], 1.0)
    idp_attacks = Pool(["HTTP:STC:DIR:DOT-DOT-SLASH", "HTTP:SQL:INJ:GENERIC", "SSH:BRUTE-LOGIN",
                        "HTTP:STC:APACHE:LOG4J-RCE", "SCAN:NMAP:HTTP-SCRIPT", "HTTP:INFO-LEAK:PASSWD-FILE"], 1.0)
    classes = Pool(["super-user", "operator", "read-only"], 1.2)
    comments = Pool(["none", "add NAT rule for portal", "update address book", "CHG0012345 open 443 to web",
                     "rollback test", "block scanner range"], 0.9)
    clis = Pool(["show security flow session ", "show log messages ", "show configuration | display set ",
                 "show interfaces terse ", "configure ", "commit check ", "show security policies hit-count ",
                 "request system software validate "], 1.0)
    vpns = Pool([("vpn-branch-east", "gw-branch-east", "st0.1"), ("vpn-aws", "gw-aws", "st0.2"),
                 ("vpn-partner", "gw-partner", "st0.5")], 1.0)
    vpn_peer = {n[0]: pub_ip(rng) for n in vpns.items}
    bgp = Pool([("203.0.113.1", 64500), ("198.51.100.9", 65010), ("10.254.0.2", 65001)], 1.0)
    ifds = Pool(["ge-0/0/3", "ge-0/0/5", "xe-1/0/0", "ge-0/0/7"], 1.0)
    sid = [rng.randint(10 ** 5, 10 ** 6)]

    def base(r, t, s):
        h = host(r)
        sid[0] += r.randint(1, 30)
        return {"ts": t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{t.microsecond // 1000:03d}Z", "host": h["host"],
                "natip": h["nat"], "p": h["pids"], "sid": sid[0], "epoch": epoch(t)}

    def flow(r, v, kind="out", proto="tcp"):
        if kind == "out":
            fz, tz, pol = out_z(r)
            src, dst = lan(r), ext(r)
            nsrc, nsp, ndst = v["natip"], eport(r), dst
            v.update(snr=snat(r))
        elif kind == "in":
            fz, tz, pol = in_z(r)
            src, dst = ext(r) if r.random() < 0.5 else pub_ip(r), v["natip"]
            nsrc, ndst = src, dmz(r)
            nsp = None
            v.update(dnr=dnat(r))
        else:
            fz, tz, pol = deny_z(r)
            src, dst = pub_ip(r) if r.random() < 0.6 else ext(r), (lan(r) if tz == "trust" else dmz(r))
            nsrc, nsp, ndst = src, None, dst
        sp = eport(r)
        if proto == "tcp":
            dp, svc = tcp_svc(r)
            a = apps(r)
        elif proto == "udp":
            dp, svc = udp_svc(r)
            a = udp_apps(r)
        else:
            sp, dp, svc = r.randint(1, 65535), 8, "junos-icmp-all"
            a = ("ICMP", "UNKNOWN", "Infrastructure", "Networking", "1", "N/A")
        v.update(src=src, sport=sp, dst=dst, dport=dp, svc=svc, nsrc=nsrc, nsport=nsp if nsp is not None else sp,
                 ndst=ndst, ndport=dp, pol=pol, fz=fz, tz=tz, inif=in_if(r) if kind == "out" else wan_if(r),
                 app=a[0], napp=a[1], acat=a[2], asub=a[3], risk=a[4], achar=a[5], enc=enc(r),
                 pc=r.randint(1, 400), bc=lognorm(r, 8, 1.6, 60), ps=r.randint(1, 600), bs=lognorm(r, 9.5, 2, 60),
                 el=lognorm(r, 2, 1.8), ctag=0)
        if proto == "udp":
            v.update(pc=1, ps=1, bc=lognorm(r, 4, 0.4, 40), bs=lognorm(r, 5, 0.6, 40), el=r.choice([1, 2, 60]))
        elif proto == "icmp":
            n = r.randint(1, 4)
            v.update(pc=n, ps=n, bc=84 * n, bs=84 * n, el=r.choice([1, 2, 4, 60]))

    SD = "[junos@2636.1.1.1.2.129 "
    NAT_OUT = ('nat-source-address="{nsrc}" nat-source-port="{nsport}" nat-destination-address="{ndst}" '
               'nat-destination-port="{ndport}" nat-connection-tag="{ctag}" src-nat-rule-type="source rule" '
               'src-nat-rule-name="{snr}" dst-nat-rule-type="N/A" dst-nat-rule-name="N/A" ')
    NAT_IN = ('nat-source-address="{nsrc}" nat-source-port="{nsport}" nat-destination-address="{ndst}" '
              'nat-destination-port="{ndport}" nat-connection-tag="{ctag}" src-nat-rule-type="N/A" '
              'src-nat-rule-name="N/A" dst-nat-rule-type="destination rule" dst-nat-rule-name="{dnr}" ')
    ADDR = ('source-address="{src}" source-port="{sport}" destination-address="{dst}" destination-port="{dport}" '
            'connection-tag="{ctag}" service-name="{svc}" ')

    def create(proto_id, nat):
        natsd, brief = (NAT_OUT, "source rule {snr} N/A N/A") if nat == "out" else (NAT_IN, "N/A N/A destination rule {dnr}")
        return ("<14>1 {ts} {host} RT_FLOW - RT_FLOW_SESSION_CREATE " + SD + ADDR + natsd +
                f'protocol-id="{proto_id}" ' + 'policy-name="{pol}" source-zone-name="{fz}" destination-zone-name="{tz}" '
                'session-id-32="{sid}" username="N/A" roles="N/A" packet-incoming-interface="{inif}" application="{app}" '
                'nested-application="{napp}" encrypted="{enc}" application-category="{acat}" '
                'application-sub-category="{asub}" application-risk="{risk}" application-characteristics="{achar}"] '
                "session created {src}/{sport}->{dst}/{dport} 0x0 {svc} {nsrc}/{nsport}->{ndst}/{ndport} 0x0 " + brief +
                f" {proto_id} " + "{pol} {fz} {tz} {sid} N/A(N/A) {inif} {app} {napp} {enc} {acat} {asub} {risk} {achar}")

    def close(reason, proto_id, nat):
        natsd, brief = (NAT_OUT, "source rule {snr} N/A N/A") if nat == "out" else (NAT_IN, "N/A N/A destination rule {dnr}")
        return ("<14>1 {ts} {host} RT_FLOW - RT_FLOW_SESSION_CLOSE " + SD + f'reason="{reason}" ' + ADDR + natsd +
                f'protocol-id="{proto_id}" ' + 'policy-name="{pol}" source-zone-name="{fz}" destination-zone-name="{tz}" '
                'session-id-32="{sid}" packets-from-client="{pc}" bytes-from-client="{bc}" packets-from-server="{ps}" '
                'bytes-from-server="{bs}" elapsed-time="{el}" application="{app}" nested-application="{napp}" '
                'username="N/A" roles="N/A" packet-incoming-interface="{inif}" encrypted="{enc}" '
                'application-category="{acat}" application-sub-category="{asub}" application-risk="{risk}" '
                'application-characteristics="{achar}"] '
                f"session closed {reason}: " + "{src}/{sport}->{dst}/{dport} 0x0 {svc} {nsrc}/{nsport}->{ndst}/{ndport} 0x0 "
                + brief + f" {proto_id} " + "{pol} {fz} {tz} {sid} {pc}({bc}) {ps}({bs}) {el} {app} {napp} N/A(N/A) "
                "{inif} {enc} {acat} {asub} {risk} {achar}")

    def deny(proto_id, icmp_type):
        return ("<14>1 {ts} {host} RT_FLOW - RT_FLOW_SESSION_DENY " + SD + ADDR + f'protocol-id="{proto_id}" '
                f'icmp-type="{icmp_type}" ' + 'policy-name="{pol}" source-zone-name="{fz}" destination-zone-name="{tz}" '
                'application="{app}" nested-application="{napp}" username="N/A" roles="N/A" '
                'packet-incoming-interface="{inif}" encrypted="{enc}" reason="policy deny" session-id-32="{sid}" '
                'application-category="{acat}" application-sub-category="{asub}" application-risk="{risk}" '
                'application-characteristics="{achar}"] '
                "session denied {src}/{sport}->{dst}/{dport} 0x0 {svc} " + f"{proto_id}({icmp_type}) " +
                "{pol} {fz} {tz} {app} {napp} N/A(N/A) {inif} {enc} policy deny {sid} {acat} {asub} {risk} {achar}")

    def idp(r, v):
        flow(r, v, "in", "tcp")
        v.update(attack=idp_attacks(r), aid=r.randint(10000, 99999), rule=r.randint(1, 20),
                 ipol=r.choice(["Recommended", "IPS-DMZ", "IDP-Default"]), outif=in_if(r), zero=0,
                 idpapp=r.choice(["HTTP", "SSL", "SSH"]))

    def scr(r, v):
        flow(r, v, "deny", "tcp")

    def ui(r, v):
        v.update(pid=v["p"]["mgd"], admin=r.choice(ADMINS), cls=classes(r), comment=comments(r), cmd=clis(r),
                 ip=lan(r), port=eport(r), lip=v["natip"] if r.random() < 0.2 else "10.255.0.1")

    def sshf(r, v):
        v.update(spid=r.randint(1000, 99999), user=r.choice(BAD_USERS), ip=pub_ip(r), port=eport(r))

    def link(r, v):
        v.update(pid=v["p"]["mib2d"], idx=r.randint(500, 560), ifd=ifds(r))

    def bgpf(r, v):
        b = bgp(r)
        v.update(pid=v["p"]["rpd"], peer=b[0], asn=b[1])

    def kmd(r, v):
        n = vpns(r)
        v.update(pid=v["p"]["kmd"], vpn=n[0], gw=n[1], st=n[2], rip=vpn_peer[n[0]], lip=v["natip"],
                 tid=r.randint(131073, 131200), vr=0)

    def chas(r, v):
        v.update(pid=v["p"]["chassisd"], l1=r.randint(1, 4), l2=r.randint(0, 2), zero=0, four=4, six=6,
                 fan=f"Fan Tray 0 Fan {r.randint(0, 3)}")

    f_out = lambda proto: (lambda r, v: flow(r, v, "out", proto))
    f_in = lambda proto: (lambda r, v: flow(r, v, "in", proto))
    f_deny = lambda proto: (lambda r, v: flow(r, v, "deny", proto))
    IDP_SD = ('epoch-time="{epoch}" message-type="SIG" source-address="{src}" source-port="{sport}" '
              'destination-address="{dst}" destination-port="{dport}" protocol-name="TCP" service-name="SERVICE_IDP" '
              'application-name="{idpapp}" rule-name="{rule}" rulebase-name="IPS" policy-name="{ipol}" export-id="{aid}" '
              'repeat-count="{zero}" ')

    def idp_line(action, sev):
        return ("<14>1 {ts} {host} RT_IDP - IDP_ATTACK_LOG_EVENT " + SD + IDP_SD +
                f'action="{action}" threat-severity="{sev}" ' +
                'attack-name="{attack}" nat-source-address="0.0.0.0" nat-source-port="{zero}" '
                'nat-destination-address="{ndst}" nat-destination-port="{ndport}" elapsed-time="{zero}" '
                'inbound-bytes="{zero}" outbound-bytes="{zero}" inbound-packets="{zero}" outbound-packets="{zero}" '
                'source-zone-name="{fz}" source-interface-name="{inif}" destination-zone-name="{tz}" '
                'destination-interface-name="{outif}" packet-log-id="{zero}" alert="no" username="N/A" roles="N/A" '
                'message="-"] IDP: at {epoch}, SIG Attack log <{src}/{sport}->{dst}/{dport}> for TCP protocol and '
                'service SERVICE_IDP application {idpapp} by rule {rule} of rulebase IPS in policy {ipol}. attack: '
                f'id={{aid}}, repeat={{zero}}, action={action}, threat-severity={sev}, name={{attack}}, '
                'NAT <0.0.0.0:{zero}->{ndst}:{ndport}>, time-elapsed={zero}, inbound bytes={zero}, outbound bytes={zero}, '
                'inbound packets={zero}, outbound packets={zero}, source zone={fz}, source interface={inif}, '
                'destination zone={tz}, destination interface={outif}, packet-log id={zero}, alert=no, username=N/A, '
                'roles=N/A, message=-')

    def screen(attack):
        return ("<12>1 {ts} {host} RT_SCREEN - RT_SCREEN_TCP " + SD + f'attack-name="{attack}" ' +
                'source-address="{src}" source-port="{sport}" destination-address="{dst}" destination-port="{dport}" '
                'source-zone-name="{fz}" interface-name="{inif}" action="drop"] ' + attack +
                " source: {src}:{sport}, destination: {dst}:{dport}, zone name: {fz}, interface name: {inif}, action: drop")

    KMD = ('vpn-name="{vpn}" remote-address="{rip}" local-address="{lip}" gateway-name="{gw}" group-name="N/A" '
           'tunnel-id="{tid}" interface-name="{st}" internal-ip="N/A" name="N/A" peer-name="N/A" '
           'client-ip-address="N/A" error-message="N/A"] VPN {vpn} from {rip} is ')
    KMD_T = (". Local-ip: {lip}, gateway name: {gw}, vpn name: {vpn}, tunnel-id: {tid}, local tunnel-if: {st}, "
             "remote tunnel-ip: Not-Available, Local IKE-ID: {lip}, Remote IKE-ID: {rip}, AAA username: Not-Applicable, "
             "VR id: {vr}, Traffic-selector: , Traffic-selector local ID: ipv4_subnet(any:0,[0..7]=0.0.0.0/0), "
             "Traffic-selector remote ID: ipv4_subnet(any:0,[0..7]=0.0.0.0/0), SA Type: Static")
    specs = [
        T(create(6, "out"), f_out("tcp"), w=26),
        T(create(17, "out"), f_out("udp"), w=16),
        T(create(1, "out"), f_out("icmp"), w=2),
        T(create(6, "in"), f_in("tcp"), w=4),
        T(close("TCP FIN", 6, "out"), f_out("tcp"), w=20),
        T(close("TCP RST", 6, "out"), f_out("tcp"), w=5),
        T(close("idle Timeout", 6, "out"), f_out("tcp"), w=3),
        T(close("response received", 17, "out"), f_out("udp"), w=11),
        T(close("idle Timeout", 17, "out"), f_out("udp"), w=4),
        T(close("idle Timeout", 1, "out"), f_out("icmp"), w=1.5),
        T(close("TCP FIN", 6, "in"), f_in("tcp"), w=3),
        T(close("application failure or action", 6, "out"), f_out("tcp"), n=2),
        T(deny(6, 0), f_deny("tcp"), w=9),
        T(deny(17, 0), f_deny("udp"), w=3),
        T(deny(1, 8), f_deny("icmp"), w=1.5),
        T(idp_line("DROP", "HIGH"), idp, n=3),
        T(idp_line("NONE", "MEDIUM"), idp, w=0.6),
        T(idp_line("CLOSE", "CRITICAL"), idp, n=1),
        T(screen("SYN flood!"), scr, n=2),
        T(screen("TCP port scan!"), scr, n=1),
        T("<189>1 {ts} {host} mgd {pid} UI_COMMIT " + SD + 'username="{admin}" command="commit" message="{comment}"] '
          "User '{admin}' requested 'commit' operation (comment: {comment})", ui, n=3),
        T("<189>1 {ts} {host} mgd {pid} UI_COMMIT_COMPLETED " + SD + 'message=": commit complete"] : commit complete', ui, n=3),
        T("<189>1 {ts} {host} mgd {pid} UI_LOGIN_EVENT " + SD + 'username="{admin}" class-name="{cls}" local-peer="" '
          'pid="{pid}" ssh-connection="{ip} {port} {lip} 22" client-mode="cli"] User \'{admin}\' login, class '
          "'{cls}' [{pid}], ssh-connection '{ip} {port} {lip} 22', client-mode 'cli'", ui, w=0.5),
        T("<189>1 {ts} {host} mgd {pid} UI_LOGOUT_EVENT " + SD + 'username="{admin}"] User \'{admin}\' logout', ui, w=0.4),
        T("<190>1 {ts} {host} mgd {pid} UI_CMDLINE_READ_LINE " + SD + 'username="{admin}" command="{cmd}"] '
          "User '{admin}', command '{cmd}'", ui, w=1.5),
        T("<36>1 {ts} {host} sshd {spid} SSHD_LOGIN_FAILED " + SD + 'username="{user}" source-address="{ip}"] '
          "Login failed for user '{user}' from host '{ip}'", sshf, n=3),
        T("<38>1 {ts} {host} sshd {spid} - - Failed password for {user} from {ip} port {port} ssh2", sshf, w=0.5),
        T("<28>1 {ts} {host} mib2d {pid} SNMP_TRAP_LINK_DOWN " + SD + 'snmp-interface-index="{idx}" admin-status="up(1)" '
          'operational-status="down(2)" interface-name="{ifd}"] ifIndex {idx}, ifAdminStatus up(1), '
          "ifOperStatus down(2), ifName {ifd}", link, n=2),
        T("<30>1 {ts} {host} mib2d {pid} SNMP_TRAP_LINK_UP " + SD + 'snmp-interface-index="{idx}" admin-status="up(1)" '
          'operational-status="up(1)" interface-name="{ifd}"] ifIndex {idx}, ifAdminStatus up(1), '
          "ifOperStatus up(1), ifName {ifd}", link, n=2),
        T("<28>1 {ts} {host} rpd {pid} RPD_BGP_NEIGHBOR_STATE_CHANGED " + SD + 'peer-name="{peer} (External AS {asn})" '
          'old-state="Established" new-state="Idle" event="RecvNotify" description="" instance="master"] BGP peer '
          "{peer} (External AS {asn}) changed state from Established to Idle (event RecvNotify) (instance master)", bgpf, n=1),
        T("<30>1 {ts} {host} rpd {pid} RPD_BGP_NEIGHBOR_STATE_CHANGED " + SD + 'peer-name="{peer} (External AS {asn})" '
          'old-state="OpenConfirm" new-state="Established" event="RecvKeepAlive" description="" instance="master"] BGP peer '
          "{peer} (External AS {asn}) changed state from OpenConfirm to Established (event RecvKeepAlive) (instance master)",
          bgpf, n=1),
        T("<12>1 {ts} {host} kmd {pid} KMD_VPN_DOWN_ALARM_USER " + SD + KMD + "down" + KMD_T, kmd, n=2),
        T("<14>1 {ts} {host} kmd {pid} KMD_VPN_UP_ALARM_USER " + SD + KMD + "up" + KMD_T, kmd, n=2),
        T("<26>1 {ts} {host} chassisd {pid} CHASSISD_SNMP_TRAP7 " + SD + 'trap="Fan Failure" '
          'argument1="jnxContentsContainerIndex" value1="{four}" argument2="jnxContentsL1Index" value2="{l1}" '
          'argument3="jnxContentsL2Index" value3="{l2}" argument4="jnxContentsL3Index" value4="{zero}" '
          'argument5="jnxContentsDescr" value5="{fan}" argument6="jnxOperatingState/Temp" value6="{six}"] '
          "SNMP trap generated: Fan Failure (jnxContentsContainerIndex {four}, jnxContentsL1Index {l1}, "
          "jnxContentsL2Index {l2}, jnxContentsL3Index {zero}, jnxContentsDescr {fan}, jnxOperatingState/Temp {six})",
          chas, n=1),
    ]
    return _run(rng, specs, base, pri_level, _start(rng), 2.0)


# ============================================================================= 6. F5 BIG-IP /var/log/ltm

_F5_LEVEL = {"debug": "DEBUG", "info": "INFO", "notice": "INFO", "warning": "WARN", "err": "ERROR",
             "crit": "FATAL", "alert": "FATAL", "emerg": "FATAL"}


def _f5_level(fmt):
    return _F5_LEVEL[re.match(r"\{ts\} \{host\} (\w+) ", fmt).group(1)]


def _dur(r, long=False):
    h = r.randint(0, 2000) if long else r.choice([0, 0, 0, 1, 2])
    m, s = r.randint(0, 59), r.randint(0, 59)
    return f"{h}hr{'s' if h != 1 else ''}:{m}min{'s' if m != 1 else ''}:{s}sec"


def make_f5_ltm(rng: random.Random) -> list[dict[str, str]]:
    hosts = [{"host": h, "pids": {d: rng.randint(4000, 30000) for d in ["tmm", "mcpd", "sod", "bcm56xxd"]},
              "peer": p}
             for h, p in [("bigip-a", "bigip-b.corp.example.com"), ("bigip-b", "bigip-a.corp.example.com"),
                          ("lb-dmz-east", "lb-dmz-west.corp.example.com"), ("lb-dmz-west", "lb-dmz-east.corp.example.com")]]
    host = Pool(hosts, 0.8)
    tmm = Pool(["tmm", "tmm1", "tmm2", "tmm3", "tmm4", "tmm5"], 0.5)
    clients = ip_pool(rng, lambda r: pub_ip(r) if r.random() < 0.7 else priv_ip(r), 800, 0.7)
    partitions = ["Common", "Common", "Common", "Prod", "DMZ"]
    pool_defs = []
    for name in ["pool_web", "pool_api", "pool_auth", "app_prod_pool", "pool_portal", "pool_static",
                 "pool_reports", "sso_pool", "pool_legacy_crm", "pool_payments"]:
        part = rng.choice(partitions)
        port = rng.choice([80, 80, 443, 8080, 8443, 9000])
        net = rng.choice(["10.40.1", "10.40.2", "10.60.10", "172.20.5"])
        members = [(f"{net}.{rng.randint(10, 200)}", port) for _ in range(rng.randint(2, 6))]
        pool_defs.append((f"/{part}/{name}", members, rng.choice(["/Common/http", "/Common/https", "/Common/tcp",
                                                                   f"/{part}/mon_{name}_health", "/Common/gateway_icmp"])))
    pools = Pool(pool_defs, 0.9)
    vs_defs = [(f"/Common/vs_{n}", f"10.70.0.{rng.randint(10, 99)}", p) for n, p in
               [("web_https", 443), ("api_https", 443), ("portal", 443), ("web_http", 80), ("sso", 443), ("crm", 8443)]]
    vss = Pool(vs_defs, 0.9)
    rules = Pool(["/Common/redirect_rule", "/Common/log_requests", "/Common/x_forwarded_for", "/Prod/api_router",
                  "/Common/maintenance_page", "/DMZ/block_bad_paths", "/Common/_sys_https_redirect"], 0.9)
    hosts_h = Pool(["www.example.com", "api.example.com", "portal.example.com", "sso.example.com",
                    "crm.example.com", "static.example.com"], 0.9)
    uris = Pool(PATHS + ["/api/v1/orders?id=1042", "/api/v1/login", "/.env", "/admin/config.php",
                         "/actuator/health", "/cgi-bin/luci"], 0.8)
    status = Pool([200, 200, 200, 304, 302, 404, 301, 500, 503, 401, 403], 0.6)
    errors = Pool(["ssl_hs_rxhello:8504: unsupported version (70)", "ssl_hs_vfy_sign_srvkeyxchg:13204: alert(40) handshake failure",
                   "ssl_passthru:5052: not SSL (40)", "ssl_hs_rxhello:7990: no shared ciphers (40)"], 1.0)
    monitors_err = {"connect": "Unable to connect; No successful responses received before deadline.",
                    "503": "Response Code: 503 (Service Unavailable)"}

    def base(r, t, s):
        h = host(r)
        return {"ts": bsd(t), "host": h["host"], "tmm": tmm(r), "tpid": h["pids"]["tmm"], "mpid": h["pids"]["mcpd"],
                "spid": h["pids"]["sod"], "bpid": h["pids"]["bcm56xxd"], "peer": h["peer"], "t": t}

    def req(r, v):
        vs = vss(r)
        v.update(rule=rules(r), ip=clients(r), port=eport(r), hh=hosts_h(r), uri=uris(r), code=status(r),
                 ms=lognorm(r, 3.5, 1.2, 1), vs=vs[0], vip=vs[1], vport=vs[2], mip=r.choice(pools(r)[1])[0],
                 mport=r.choice([80, 8080, 443]), pool=pools(r)[0], err=errors(r))

    def member(r, v, mon=True):
        p = pools(r)
        m = r.choice(p[1])
        v.update(pool=p[0], mip=m[0], mport=m[1], mon=p[2], dur=_dur(r, long=r.random() < 0.5),
                 when=(v["t"] - timedelta(seconds=r.randint(1, 30))).strftime("%Y/%m/%d %H:%M:%S"),
                 part=p[0].split("/")[1])

    def sweep(r, v):
        v.update(hexid=f"{r.randint(1, 9)}0000000{hexs(r, 5)}", n=r.randint(1, 5000), rst=r.randint(251, 2000),
                 lim=250, vs=vss(r)[0], ip=clients(r), port=eport(r), hsize=r.choice([32800, 33120, 40960]),
                 maxh=32768, cnt=r.randint(1001, 9000), thr=1000, vip=vss(r)[1], vport=443,
                 link=f"1.{r.randint(1, 8)}", tg="/Common/traffic-group-1", rule=rules(r),
                 peerip=f"10.1.1.{r.randint(2, 3)}", ticks=r.randint(101, 900))

    IR = "{ts} {host} info {tmm}[{tpid}]: Rule {rule} "
    M = "{ts} {host} notice mcpd[{mpid}]: "
    specs = [
        T(IR + "<HTTP_REQUEST>: Client {ip}:{port} -> {hh}{uri}", req, w=30),
        T(IR + "<HTTP_RESPONSE>: {ip}:{port} - {hh}{uri} - status {code} - {ms}ms", req, w=18),
        T(IR + "<HTTP_REQUEST>: Redirecting {ip} to https://{hh}{uri}", req, w=12),
        T(IR + "<CLIENT_ACCEPTED>: Client {ip}:{port} connected to {vs}", req, w=8),
        T(IR + "<LB_SELECTED>: Client {ip}:{port} sent to pool member {mip}:{mport}", req, w=6),
        T(IR + "<HTTP_REQUEST>: X-Forwarded-For {ip} added for {hh}", req, w=5),
        T("{ts} {host} warning {tmm}[{tpid}]: Rule {rule} <HTTP_REQUEST>: Blocked request from {ip} to {hh}{uri}", req, w=2),
        T("{ts} {host} info {tmm}[{tpid}]: Rule {rule} <HTTP_REQUEST>: Maintenance page served to {ip}", req, n=3),
        T(M + "01070727:5: Pool {pool} member /{part}/{mip}:{mport} monitor status up. [ {mon}: up ]  [ was down for {dur} ]",
          member, w=3),
        T(M + "01070638:5: Pool {pool} member /{part}/{mip}:{mport} monitor status down. [ {mon}: down; last error: {mon}: "
          + monitors_err["connect"] + " @{when}  ]  [ was up for {dur} ]", member, w=2.2),
        T(M + "01070638:5: Pool {pool} member /{part}/{mip}:{mport} monitor status down. [ {mon}: down; last error: {mon}: "
          + monitors_err["503"] + " @{when}  ]  [ was up for {dur} ]", member, w=0.8),
        T(M + "01070639:5: Pool {pool} member /{part}/{mip}:{mport} session status forced disabled.", member, n=2),
        T(M + "01070639:5: Pool {pool} member /{part}/{mip}:{mport} session status enabled.", member, n=2),
        T(M + "01070640:5: Node /{part}/{mip} address {mip} monitor status down. [ /Common/icmp: down ]  [ was up for {dur} ]",
          member, n=2),
        T(M + "01070640:5: Node /{part}/{mip} address {mip} monitor status up. [ /Common/icmp: up ]  [ was down for {dur} ]",
          member, n=2),
        T("{ts} {host} err {tmm}[{tpid}]: 01010028:3: No members available for pool {pool}", member, w=1.4),
        T("{ts} {host} err {tmm}[{tpid}]: 01010221:3: Pool {pool} now has available members", member, w=1.3),
        T("{ts} {host} warning {tmm}[{tpid}]: 011e0003:4: Aggressive mode sweeper: /Common/default-eviction-policy "
          "({hexid}) (global memory) {n} Connections killed", sweep, n=3),
        T("{ts} {host} warning {tmm}[{tpid}]: 011e0001:4: Limiting closed port RST response from {rst} to {lim} "
          "packets/sec for traffic-group {tg}", sweep, n=2),
        T("{ts} {host} warning {tmm}[{tpid}]: 01260013:4: SSL Handshake failed for TCP {ip}:{port} -> {vip}:{vport}", req, w=4),
        T("{ts} {host} warning {tmm}[{tpid}]: 01260009:4: {ip}:{port} -> {vip}:{vport}: Connection error: {err}", req, w=2.5),
        T("{ts} {host} err {tmm}[{tpid}]: 011f0005:3: HTTP header ({hsize}) exceeded maximum allowed size of {maxh} "
          "(Client side: vip={vs} profile=/Common/http addr={ip} port={port} vlan=0)", sweep, n=2),
        T("{ts} {host} notice {tmm}[{tpid}]: 01010240:5: Syncookie counter {cnt} exceeded vip threshold {thr} for "
          "virtual = {vip}:{vport}", sweep, n=2),
        T("{ts} {host} notice {tmm}[{tpid}]: 01010029:5: Clock advanced by {ticks} ticks", sweep, n=2),
        T("{ts} {host} err {tmm}[{tpid}]: 01220001:3: TCL error: {rule} <HTTP_REQUEST> - ERR_NOT_SUPPORTED (line 1)     "
          "invoked from within \"HTTP::redirect https://[HTTP::host][HTTP::uri]\"", sweep, n=2),
        T("{ts} {host} warning mcpd[{mpid}]: 01071682:4: SNMP_TRAP: Virtual {vs} has become unavailable", req, n=2),
        T("{ts} {host} warning mcpd[{mpid}]: 01071681:4: SNMP_TRAP: Virtual {vs} has become available", req, n=2),
        T("{ts} {host} notice sod[{spid}]: 010c0053:5: Active for traffic group {tg}.", sweep, n=1),
        T("{ts} {host} notice sod[{spid}]: 010c0052:5: Standby for traffic group {tg}.", sweep, n=1),
        T("{ts} {host} warning sod[{spid}]: 010c007e:4: Not receiving status updates from peer device /Common/{peer} "
          "({peerip}) (Disconnected).", sweep, n=1),
        T("{ts} {host} crit sod[{spid}]: 01140029:2: HA daemon_heartbeat tmm fails action is failover and restart.", sweep, n=1),
        T("{ts} {host} err bcm56xxd[{bpid}]: 012c0012:3: Link: {link} is DOWN", sweep, n=1),
        T("{ts} {host} info bcm56xxd[{bpid}]: 012c0015:6: Link: {link} is UP", sweep, n=1),
    ]
    return _run(rng, specs, base, _f5_level, _start(rng), 4.0)


# ============================================================================= registry + self-check

FORMATS: list[tuple[str, Callable[[random.Random], list[dict[str, str]]]]] = [
    ("fortigate", make_fortigate),
    ("paloalto_csv", make_paloalto_csv),
    ("pfsense", make_pfsense),
    ("cisco_ios", make_cisco_ios),
    ("juniper_srx", make_juniper_srx),
    ("f5_ltm", make_f5_ltm),
]

_LEVELS = {"DEBUG", "INFO", "WARN", "ERROR", "FATAL", "-"}


def _template_regex(tmpl):
    return re.compile("^" + ".*?".join(re.escape(p) for p in tmpl.split("<*>")) + "$", re.S)


if __name__ == "__main__":
    for name, make in FORMATS:
        per_seed = []
        for seed in (0, 1):
            rows = make(random.Random(seed))
            assert len(rows) == 2000, (name, len(rows))
            assert rows == make(random.Random(seed)), f"{name}: not deterministic"
            tmpl_level = {}
            for r in rows:
                assert set(r) == {"line", "template", "level"}, r.keys()
                assert "\n" not in r["line"] and "\r" not in r["line"], r["line"]
                assert r["level"] in _LEVELS, r["level"]
                assert _template_regex(r["template"]).match(r["line"]), (r["template"], r["line"])
                tmpl_level.setdefault(r["template"], set()).add(r["level"])
            per_seed.append((rows, tmpl_level))
        rows, tl = per_seed[0]
        n_t = len(tl)
        n_bad = sum(1 for lv in tl.values() if lv & {"WARN", "ERROR", "FATAL"})
        assert 15 <= n_t <= 60, (name, n_t)
        counts = {}
        for r in rows:
            counts[r["template"]] = counts.get(r["template"], 0) + 1
        rare = sum(1 for c in counts.values() if c <= 3)
        print(f"== {name}: templates={n_t} (seed1: {len(per_seed[1][1])}) abnormal_templates={n_bad} "
              f"rare(<=3 lines)={rare} max_count={max(counts.values())}")
        for i in (0, 700, 1400):
            print("   ", rows[i]["level"], rows[i]["line"][:260])
    print("OK")
