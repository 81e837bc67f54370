"""Identity / edge records where users, hosts and a few attributes vary
independently of the event kind.  Six formats, 2000 rows each, every row
built from a message spec (a format string with ``{field}`` placeholders);
the template is the spec with each placeholder replaced by ``<*>``.

General truth for all six formats
---------------------------------
Constant: the event kind -- type code, action, event name, result/status word,
error code and its fixed reason text, HTTP method when the record names one,
operation type, category, constant JSON keys and punctuation, and the
present/absent shape of optional fields (each combination is its own spec).
Variable: users, emails, display names, ids/UUIDs, IPs, ASNs, cities, states,
countries, coordinates, time zones, browsers, OSes, user agents, apps/clients,
repos, orgs, hosts, paths, URLs, scopes, timestamps, counters, durations, sizes.

1. auth0_json -- Auth0 tenant log events (Management API ``/api/v2/logs``
   export, one JSON object per line).  Constant: ``type`` code (s, ssa, seacft,
   seccft, sertft, slo, sapi, fapi, fp, fu, fs, fsa, feacft, feccft, fertft,
   ferrt, gd_*, limit_*, pwd_leak, ...), the fixed ``description`` of that
   code (for sapi/fapi the operation name, e.g. "Update a user") and the HTTP
   method / status code inside ``details``.  Variable: date, log_id, client
   id/name, connection/strategy, ip, parsed user agent, user_id/user_name,
   hostname, session ids, epoch-ms counters, audience/scope and
   ``location_info`` (city, country, lat/lon, time zone).  Level "-".
2. azuread_signin_json -- Entra ID sign-in logs as exported by diagnostic
   settings (``SignInLogs`` / ``NonInteractiveUserSignInLogs`` records).
   Constant: category, resultType / status.errorCode and failureReason text,
   additionalDetails, conditionalAccessStatus, isInteractive, risk state/level,
   authenticationRequirement, managed-device shape, CA policy result.
   Variable: time, tenant, user (UPN, display name, object id), app, resource,
   IPs, client app category, user agent, device OS/browser, device id/name,
   location city/state/country/coordinates, ASN, correlation/request ids and
   ids embedded in failure reasons.  ``Level`` 4 (Informational) -> INFO.
3. gworkspace_audit_json -- Google Workspace Reports API activities
   (applicationName login and admin).  Constant: kind, applicationName,
   events[].type and name, parameter names, login_type, login_failure_type,
   challenge status, is_suspicious flag.  Variable: id.time, uniqueQualifier,
   customerId, etag, actor email/profileId, ipAddress, networkInfo, target
   user/group emails, challenge methods, role/org unit/setting values.
   Level "-".
4. keycloak_events -- Keycloak (Quarkus distribution) console log,
   ``%d{yyyy-MM-dd HH:mm:ss,SSS} %-5p [%c] (%t) %s%e%n``.  The event logger
   (org.keycloak.events, success-level=info) writes ``type=..., realmId=...``
   lines: type, error, auth_method/auth_type/response_type/grant_type/
   client_auth_method and admin operationType/resourceType are constant; realm,
   client, user id, ip, username, redirect_uri, code/session/token ids, scope
   etc. are variable.  Ordinary server messages (startup, Infinispan, Vert.x,
   Agroal, Hibernate) and two stack traces (one row per physical line, each
   frame line its own spec with the line number masked).  Date and time are
   two variables; thread numbers masked inside ``executor-thread-<*>``.
   Levels INFO/WARN/ERROR; trace lines "-".
5. github_audit_json -- GitHub Enterprise audit log stream events (keys in
   sorted order as exported).  Constant: action, operation_type, workflow
   conclusion, and key shape (e.g. token fields present for PAT-authenticated
   git operations).  Variable: @timestamp/created_at, _document_id, actor,
   ids, actor_ip, actor_location.country_code, business, org, repo, user,
   team, transport protocol, user agent, request id, PR/workflow details.
   Level "-".
6. cloudflare_http_json -- Cloudflare Logpush http_requests dataset, sorted
   field list, RFC3339 timestamps.  Constant: ClientRequestMethod,
   EdgeResponseStatus, CacheCacheStatus, OriginResponseStatus, SecurityAction,
   SecuritySources, WAFAction, scheme for the HTTP->HTTPS redirect, and the
   constant values of fields that are fixed for an outcome (empty OriginIP
   on cache hits, zero byte counts on blocks, empty referer).  Variable:
   client IP/ASN/country/device type, host/zone, path/URI, user agent, referer,
   protocol, TLS version, colo, timestamps, byte counts, durations, RayID,
   bot score, rule id, origin IP.  Level "-".
"""
from __future__ import annotations

import bisect
import datetime as _dt
import json
import random
import re
from typing import Callable

# ---------------------------------------------------------------------------
# spec machinery
# ---------------------------------------------------------------------------
_PH = re.compile(r"\{(\w+)\}")


class V:
    """A variable leaf inside a JSON spec structure."""
    __slots__ = ("name", "raw")

    def __init__(self, name: str, raw: bool = False):
        self.name = name
        self.raw = raw


def S(name: str) -> V:  # JSON string variable
    return V(name)


def N(name: str) -> V:  # JSON number / boolean variable (unquoted)
    return V(name, True)


def jspec(o) -> str:
    """Render a JSON structure with V leaves into a compact spec string."""
    if isinstance(o, V):
        return "{%s}" % o.name if o.raw else '"{%s}"' % o.name
    if isinstance(o, dict):
        return "{" + ",".join(json.dumps(k, ensure_ascii=False) + ":" + jspec(v)
                              for k, v in o.items()) + "}"
    if isinstance(o, (list, tuple)):
        return "[" + ",".join(jspec(v) for v in o) + "]"
    return json.dumps(o, ensure_ascii=False)


def sorted_keys(d: dict) -> dict:
    return {k: (sorted_keys(v) if isinstance(v, dict) else v) for k, v in sorted(d.items())}


class Spec:
    __slots__ = ("fmt", "level", "fields", "template")

    def __init__(self, fmt: str, level: str):
        assert "\n" not in fmt and "\r" not in fmt
        self.fmt = fmt
        self.level = level
        self.fields = _PH.findall(fmt)
        self.template = _PH.sub("<*>", fmt)


def _json_esc(s: str) -> str:
    return json.dumps(s, ensure_ascii=False)[1:-1]


def _raw(s: str) -> str:
    return s


class Pool:
    """Zipf-weighted picker; earlier items are more popular."""

    def __init__(self, items, s: float = 1.0):
        self.items = list(items)
        acc = 0.0
        self.cum = []
        for i in range(len(self.items)):
            acc += 1.0 / (i + 1) ** s
            self.cum.append(acc)

    def __call__(self, rng: random.Random):
        i = bisect.bisect(self.cum, rng.random() * self.cum[-1])
        return self.items[min(i, len(self.items) - 1)]


class Ctx:
    """Per-event value source: each field is generated once and cached."""

    def __init__(self, rng: random.Random, t: _dt.datetime, gens: dict):
        self.rng = rng
        self.t = t
        self.g = gens
        self.c: dict[str, str] = {}
        self.e: dict[str, object] = {}

    def __getitem__(self, k: str) -> str:
        v = self.c.get(k)
        if v is None:
            v = self.g[k](self)
            if isinstance(v, bool):
                v = "true" if v else "false"
            elif not isinstance(v, str):
                v = str(v)
            assert v != "", k
            self.c[k] = v
        return v

    def ent(self, key: str, pool: Callable):
        if key not in self.e:
            self.e[key] = pool(self.rng)
        return self.e[key]


def _check_unique(records: list[list[Spec]]) -> None:
    seen: dict[str, str] = {}
    for rec in records:
        for sp in rec:
            prev = seen.setdefault(sp.template, sp.fmt)
            assert prev == sp.fmt, "duplicate template: " + sp.template


def run(rng: random.Random, records: list[list[Spec]], gens: dict, esc: Callable,
        start: _dt.datetime, mean_gap: float, n: int = 2000, s: float = 1.5) -> list[dict]:
    _check_unique(records)
    k = len(records)
    w = [1.0 / (i + 1) ** s for i in range(k)]
    events = list(range(k))                     # every record at least once
    total = sum(len(r) for r in records)
    assert total <= n
    single = [i for i in range(k) if len(records[i]) == 1]
    ws = [w[i] for i in single]
    idx = list(range(k))
    while total < n:
        i = rng.choices(idx, w)[0]
        if total + len(records[i]) > n:
            i = rng.choices(single, ws)[0]
        events.append(i)
        total += len(records[i])
    rng.shuffle(events)
    rows = []
    t = start
    for i in events:
        t = t + _dt.timedelta(microseconds=int(rng.expovariate(1.0 / mean_gap) * 1e6) + 1000)
        ctx = Ctx(rng, t, gens)
        for sp in records[i]:
            line = _PH.sub(lambda m: esc(ctx[m.group(1)]), sp.fmt)
            rows.append({"line": line, "template": sp.template, "level": sp.level})
    assert len(rows) == n
    # every spec (every physical-line pattern) occurs at least once
    assert {r["template"] for r in rows} == {sp.template for rec in records for sp in rec}
    return rows


def _start(rng: random.Random) -> _dt.datetime:
    return _dt.datetime(2024, rng.randint(1, 11), rng.randint(1, 28), rng.randint(0, 23),
                        rng.randint(0, 59), rng.randint(0, 59), rng.randint(0, 999999),
                        tzinfo=_dt.timezone.utc)


_EPOCH = _dt.datetime(1970, 1, 1, tzinfo=_dt.timezone.utc)


def epoch_ms(t: _dt.datetime) -> int:
    return (t - _EPOCH) // _dt.timedelta(milliseconds=1)


def iso_ms(t: _dt.datetime) -> str:
    return t.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (t.microsecond // 1000)


def iso_s(t: _dt.datetime) -> str:
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


# ---------------------------------------------------------------------------
# shared value pools
# ---------------------------------------------------------------------------
FIRST = ["james", "mary", "john", "patricia", "robert", "jennifer", "michael", "linda",
         "david", "elizabeth", "william", "barbara", "richard", "susan", "joseph", "jessica",
         "thomas", "sarah", "charles", "karen", "daniel", "lisa", "matthew", "nancy",
         "anthony", "sandra", "mark", "ashley", "steven", "emily", "paul", "michelle",
         "andrew", "amanda", "joshua", "melissa", "kevin", "stephanie", "brian", "rebecca",
         "george", "laura", "timothy", "sharon", "ryan", "cynthia", "jacob", "kathleen",
         "priya", "arjun", "wei", "mei", "hiroshi", "yuki", "lukas", "anna", "mateo",
         "sofia", "olivia", "liam", "noah", "emma", "aisha", "omar", "fatima", "ivan",
         "elena", "pierre", "camille", "jan", "marta", "sven", "ingrid", "diego", "lucia",
         "chen", "ravi", "ananya", "kwame", "chloe", "nikolai", "zoe", "hannah", "felix"]
LAST = ["smith", "johnson", "williams", "brown", "jones", "garcia", "miller", "davis",
        "rodriguez", "martinez", "hernandez", "lopez", "gonzalez", "wilson", "anderson",
        "thomas", "taylor", "moore", "jackson", "martin", "lee", "perez", "thompson",
        "white", "harris", "sanchez", "clark", "ramirez", "lewis", "robinson", "walker",
        "young", "allen", "king", "wright", "scott", "torres", "nguyen", "hill", "flores",
        "green", "adams", "nelson", "baker", "hall", "rivera", "campbell", "mitchell",
        "carter", "roberts", "patel", "shah", "kumar", "singh", "wang", "zhang", "li",
        "tanaka", "suzuki", "mueller", "schmidt", "schneider", "fischer", "rossi", "russo",
        "dubois", "moreau", "kowalski", "nowak", "johansson", "larsen", "silva", "santos",
        "okafor", "mensah", "ivanova", "petrov", "oconnor", "murphy", "kelly", "novak"]

OCT1 = [5, 12, 23, 24, 31, 37, 45, 46, 47, 50, 62, 64, 66, 67, 68, 69, 70, 71, 73, 74, 75,
        76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95,
        96, 97, 98, 99, 104, 107, 108, 109, 112, 115, 117, 121, 123, 136, 141, 145, 151,
        154, 158, 162, 164, 173, 174, 176, 178, 180, 183, 185, 188, 189, 190, 193, 194,
        195, 197, 200, 201, 202, 207, 209, 212, 213, 217, 223]

# city, state, cc, cc3, country, lat, lon, tz, continent, subdivision, colos
GEO = [
    ("Ashburn", "Virginia", "US", "USA", "United States", 39.0437, -77.4875, "America/New_York", "NA", "US-VA", ["IAD"]),
    ("New York", "New York", "US", "USA", "United States", 40.7128, -74.006, "America/New_York", "NA", "US-NY", ["EWR", "JFK"]),
    ("London", "England", "GB", "GBR", "United Kingdom", 51.5074, -0.1278, "Europe/London", "EU", "GB-ENG", ["LHR"]),
    ("Chicago", "Illinois", "US", "USA", "United States", 41.8781, -87.6298, "America/Chicago", "NA", "US-IL", ["ORD"]),
    ("San Francisco", "California", "US", "USA", "United States", 37.7749, -122.4194, "America/Los_Angeles", "NA", "US-CA", ["SJC", "SFO"]),
    ("Frankfurt am Main", "Hesse", "DE", "DEU", "Germany", 50.1109, 8.6821, "Europe/Berlin", "EU", "DE-HE", ["FRA"]),
    ("Seattle", "Washington", "US", "USA", "United States", 47.6062, -122.3321, "America/Los_Angeles", "NA", "US-WA", ["SEA"]),
    ("Dallas", "Texas", "US", "USA", "United States", 32.7767, -96.797, "America/Chicago", "NA", "US-TX", ["DFW"]),
    ("Amsterdam", "North Holland", "NL", "NLD", "Netherlands", 52.3676, 4.9041, "Europe/Amsterdam", "EU", "NL-NH", ["AMS"]),
    ("Toronto", "Ontario", "CA", "CAN", "Canada", 43.6532, -79.3832, "America/Toronto", "NA", "CA-ON", ["YYZ"]),
    ("Bengaluru", "Karnataka", "IN", "IND", "India", 12.9716, 77.5946, "Asia/Kolkata", "AS", "IN-KA", ["BLR"]),
    ("Paris", "Île-de-France", "FR", "FRA", "France", 48.8566, 2.3522, "Europe/Paris", "EU", "FR-IDF", ["CDG"]),
    ("Los Angeles", "California", "US", "USA", "United States", 34.0522, -118.2437, "America/Los_Angeles", "NA", "US-CA", ["LAX"]),
    ("Austin", "Texas", "US", "USA", "United States", 30.2672, -97.7431, "America/Chicago", "NA", "US-TX", ["DFW", "IAH"]),
    ("Berlin", "Berlin", "DE", "DEU", "Germany", 52.52, 13.405, "Europe/Berlin", "EU", "DE-BE", ["TXL", "FRA"]),
    ("Dublin", "Leinster", "IE", "IRL", "Ireland", 53.3498, -6.2603, "Europe/Dublin", "EU", "IE-D", ["DUB"]),
    ("Singapore", "Central Singapore", "SG", "SGP", "Singapore", 1.3521, 103.8198, "Asia/Singapore", "AS", "SG-01", ["SIN"]),
    ("Sydney", "New South Wales", "AU", "AUS", "Australia", -33.8688, 151.2093, "Australia/Sydney", "OC", "AU-NSW", ["SYD"]),
    ("Tokyo", "Tokyo", "JP", "JPN", "Japan", 35.6762, 139.6503, "Asia/Tokyo", "AS", "JP-13", ["NRT", "KIX"]),
    ("Denver", "Colorado", "US", "USA", "United States", 39.7392, -104.9903, "America/Denver", "NA", "US-CO", ["DEN"]),
    ("Atlanta", "Georgia", "US", "USA", "United States", 33.749, -84.388, "America/New_York", "NA", "US-GA", ["ATL"]),
    ("Boston", "Massachusetts", "US", "USA", "United States", 42.3601, -71.0589, "America/New_York", "NA", "US-MA", ["BOS"]),
    ("Munich", "Bavaria", "DE", "DEU", "Germany", 48.1351, 11.582, "Europe/Berlin", "EU", "DE-BY", ["MUC"]),
    ("Madrid", "Madrid", "ES", "ESP", "Spain", 40.4168, -3.7038, "Europe/Madrid", "EU", "ES-MD", ["MAD"]),
    ("São Paulo", "Sao Paulo", "BR", "BRA", "Brazil", -23.5505, -46.6333, "America/Sao_Paulo", "SA", "BR-SP", ["GRU"]),
    ("Mumbai", "Maharashtra", "IN", "IND", "India", 19.076, 72.8777, "Asia/Kolkata", "AS", "IN-MH", ["BOM"]),
    ("Vancouver", "British Columbia", "CA", "CAN", "Canada", 49.2827, -123.1207, "America/Vancouver", "NA", "CA-BC", ["YVR"]),
    ("Manchester", "England", "GB", "GBR", "United Kingdom", 53.4808, -2.2426, "Europe/London", "EU", "GB-ENG", ["MAN"]),
    ("Stockholm", "Stockholm County", "SE", "SWE", "Sweden", 59.3293, 18.0686, "Europe/Stockholm", "EU", "SE-AB", ["ARN"]),
    ("Warsaw", "Mazovia", "PL", "POL", "Poland", 52.2297, 21.0122, "Europe/Warsaw", "EU", "PL-14", ["WAW"]),
    ("Zurich", "Zurich", "CH", "CHE", "Switzerland", 47.3769, 8.5417, "Europe/Zurich", "EU", "CH-ZH", ["ZRH"]),
    ("Milan", "Lombardy", "IT", "ITA", "Italy", 45.4642, 9.19, "Europe/Rome", "EU", "IT-25", ["MXP"]),
    ("Miami", "Florida", "US", "USA", "United States", 25.7617, -80.1918, "America/New_York", "NA", "US-FL", ["MIA"]),
    ("Mexico City", "Mexico City", "MX", "MEX", "Mexico", 19.4326, -99.1332, "America/Mexico_City", "NA", "MX-CMX", ["QRO"]),
    ("Tel Aviv", "Tel Aviv", "IL", "ISR", "Israel", 32.0853, 34.7818, "Asia/Jerusalem", "AS", "IL-TA", ["TLV"]),
    ("Seoul", "Seoul", "KR", "KOR", "South Korea", 37.5665, 126.978, "Asia/Seoul", "AS", "KR-11", ["ICN"]),
    ("Johannesburg", "Gauteng", "ZA", "ZAF", "South Africa", -26.2041, 28.0473, "Africa/Johannesburg", "AF", "ZA-GP", ["JNB"]),
    ("Lagos", "Lagos", "NG", "NGA", "Nigeria", 6.5244, 3.3792, "Africa/Lagos", "AF", "NG-LA", ["LOS"]),
    ("Kyiv", "Kyiv City", "UA", "UKR", "Ukraine", 50.4501, 30.5234, "Europe/Kyiv", "EU", "UA-30", ["KBP"]),
    ("Hanoi", "Hanoi", "VN", "VNM", "Vietnam", 21.0278, 105.8342, "Asia/Bangkok", "AS", "VN-HN", ["HAN"]),
]
ASNS = [7922, 7018, 701, 22773, 20115, 3320, 3215, 2856, 5089, 12322, 1136, 16509, 15169,
        8075, 14061, 24940, 16276, 9498, 55836, 17676, 2516, 1221, 27699, 6830, 209, 6167,
        5650, 11427, 812, 577, 3352, 6805, 8881, 2119, 4766, 9808, 45609, 36947, 37100, 13285]


def hexs(rng, n):
    return "%0*x" % (n, rng.getrandbits(4 * n))


_AN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
_B64U = _AN + "-_"


def alnum(rng, n, alphabet=_AN):
    return "".join(rng.choice(alphabet) for _ in range(n))


def digits(rng, n, lead=True):
    d = "".join(rng.choice("0123456789") for _ in range(n))
    return (str(rng.randint(1, 9)) + d[1:]) if lead else d


def uuid4(rng):
    h = hexs(rng, 32)
    return "%s-%s-4%s-%s%s-%s" % (h[:8], h[8:12], h[13:16], "89ab"[int(h[16], 16) % 4], h[17:20], h[20:32])


def ipv4(rng):
    return "%d.%d.%d.%d" % (rng.choice(OCT1), rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))


def ipv6(rng):
    pre = rng.choice(["2a02:8108", "2600:1700", "2001:16b8", "2a01:e0a", "2607:fb90",
                      "2409:4042", "2a00:23c7", "2601:647", "2a02:a210", "2405:201"])
    return pre + ":" + ":".join("%x" % rng.getrandbits(16) for _ in range(6))


def mk_ips(rng, n=400, v6=0.1):
    out = []
    used = set()
    geo_pool = Pool(GEO, 0.9)
    asn_pool = Pool(ASNS, 0.8)
    while len(out) < n:
        ip = ipv6(rng) if rng.random() < v6 else ipv4(rng)
        if ip in used:
            continue
        used.add(ip)
        g = geo_pool(rng)
        lat = round(g[5] + rng.uniform(-0.25, 0.25), 4)
        lon = round(g[6] + rng.uniform(-0.25, 0.25), 4)
        out.append({"ip": ip, "geo": g, "lat": lat, "lon": lon, "asn": asn_pool(rng)})
    return out


def mk_people(rng, n):
    seen = set()
    out = []
    while len(out) < n:
        f, l = rng.choice(FIRST), rng.choice(LAST)
        if (f, l) in seen:
            continue
        seen.add((f, l))
        out.append((f, l))
    return out


def cap(s):
    return s[:1].upper() + s[1:]


def mk_ua(rng):
    """A browser/user-agent entity with the parsed forms the services log."""
    r = rng.random()
    cv = rng.randint(116, 124)
    fv = rng.randint(115, 124)
    if r < 0.34:
        return dict(ua="Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/%d.0.0.0 Safari/537.36" % cv,
                    a0="Chrome %d.0.0 / Windows 10.0.0" % cv, az_os="Windows10", az_br="Chrome %d.0.0" % cv, dev="desktop", mobile=False)
    if r < 0.50:
        b = rng.randint(1000, 2500)
        return dict(ua="Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/%d.0.0.0 Safari/537.36 Edg/%d.0.%d.%d" % (cv, cv, b, rng.randint(30, 120)),
                    a0="Edge %d.0.%d / Windows 10.0.0" % (cv, b), az_os="Windows10", az_br="Edge %d.0.%d" % (cv, b), dev="desktop", mobile=False)
    if r < 0.62:
        return dict(ua="Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/%d.0.0.0 Safari/537.36" % cv,
                    a0="Chrome %d.0.0 / Mac OS X 10.15.7" % cv, az_os="MacOs", az_br="Chrome %d.0.0" % cv, dev="desktop", mobile=False)
    if r < 0.71:
        sv = rng.choice(["17.2", "17.3", "17.3.1", "17.4", "16.6"])
        return dict(ua="Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/%s Safari/605.1.15" % sv,
                    a0="Safari %s / Mac OS X 10.15.7" % (sv if sv.count(".") == 2 else sv + ".0"), az_os="MacOs", az_br="Safari %s" % sv, dev="desktop", mobile=False)
    if r < 0.84:
        iv = rng.choice(["17_3_1", "17_4", "17_2_1", "16_7_5", "17_1_2", "17_5"])
        dv = iv.replace("_", ".")
        return dict(ua="Mozilla/5.0 (iPhone; CPU iPhone OS %s like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/%s Mobile/15E148 Safari/604.1" % (iv, dv),
                    a0="Mobile Safari %s / iOS %s" % (dv, dv), az_os="Ios", az_br="Mobile Safari", dev="mobile", mobile=True)
    if r < 0.93:
        av = rng.choice(["10", "13", "14"])
        return dict(ua="Mozilla/5.0 (Linux; Android %s; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/%d.0.0.0 Mobile Safari/537.36" % (av, cv),
                    a0="Chrome Mobile %d.0.0 / Android %s.0.0" % (cv, av), az_os="Android", az_br="Chrome Mobile %d.0.0" % cv, dev="mobile", mobile=True)
    if r < 0.97:
        return dict(ua="Mozilla/5.0 (X11; Linux x86_64; rv:%d.0) Gecko/20100101 Firefox/%d.0" % (fv, fv),
                    a0="Firefox %d.0.0 / Linux 0.0.0" % fv, az_os="Linux", az_br="Firefox %d.0" % fv, dev="desktop", mobile=False)
    iv = rng.choice(["17_2", "17_3", "16_6"])
    dv = iv.replace("_", ".")
    return dict(ua="Mozilla/5.0 (iPad; CPU OS %s like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/%s Mobile/15E148 Safari/604.1" % (iv, dv),
                a0="Mobile Safari %s.0 / iOS %s.0" % (dv, dv), az_os="Ios", az_br="Mobile Safari", dev="tablet", mobile=True)


def mk_uas(rng, n=120):
    return [mk_ua(rng) for _ in range(n)]


def geo_gens(ipkey: str, pool: Pool) -> dict:
    """Generators for fields that follow the chosen IP's geolocation."""
    e = lambda c: c.ent(ipkey, pool)
    return {
        "ip": lambda c: e(c)["ip"],
        "city": lambda c: e(c)["geo"][0],
        "state": lambda c: e(c)["geo"][1],
        "cc": lambda c: e(c)["geo"][2],
        "cc3": lambda c: e(c)["geo"][3],
        "country": lambda c: e(c)["geo"][4],
        "lat": lambda c: e(c)["lat"],
        "lon": lambda c: e(c)["lon"],
        "tz": lambda c: e(c)["geo"][7],
        "cont": lambda c: e(c)["geo"][8],
        "subdiv": lambda c: e(c)["geo"][9],
        "asn": lambda c: e(c)["asn"],
    }


# ---------------------------------------------------------------------------
# 1. Auth0 tenant logs
# ---------------------------------------------------------------------------
A0_ORDER = ["date", "type", "description", "connection", "connection_id", "client_id",
            "client_name", "ip", "user_agent", "details", "hostname", "user_id", "user_name",
            "audience", "scope", "strategy", "strategy_type", "log_id", "isMobile", "location_info"]


def a0(**kw) -> dict:
    return {k: kw[k] for k in A0_ORDER if k in kw}


A0_LOC = {"country_code": S("cc"), "country_code3": S("cc3"), "country_name": S("country"),
          "city_name": S("city"), "latitude": N("lat"), "longitude": N("lon"),
          "time_zone": S("tz"), "continent_code": S("cont")}


def make_auth0(rng: random.Random) -> list[dict]:
    company = rng.choice(["acme", "northwind", "globex", "initech", "umbrella", "hooli"])
    region = rng.choice(["us", "eu", "au"])
    hosts = Pool(["login.%s.com" % company, "%s.%s.auth0.com" % (company, region),
                  "%s-staging.%s.auth0.com" % (company, region), "auth.%s.io" % company], 1.3)
    ips = Pool(mk_ips(rng, 450), 0.9)
    srv_ips = Pool([rng.choice(["3.%d.%d.%d", "34.%d.%d.%d", "35.%d.%d.%d", "52.%d.%d.%d", "18.%d.%d.%d", "54.%d.%d.%d"])
                    % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254)) for _ in range(40)], 1.0)
    uas = Pool(mk_uas(rng, 140), 1.0)
    srv_uas = Pool(["node-auth0/4.3.1", "node-fetch/1.0 (+https://github.com/bitinn/node-fetch)",
                    "python-requests/2.31.0", "axios/1.6.7", "Go-http-client/2.0", "okhttp/4.12.0",
                    "auth0-java/2.10.0", "Auth0.NET/7.26.0", "curl/8.4.0", "auth0-python/4.6.1",
                    "node-auth0/3.7.2", "Terraform/1.7.4 (+https://www.terraform.io) terraform-provider-auth0/1.2.0"], 1.0)
    apps = Pool([(alnum(rng, 32), n) for n in
                 ["%s Web" % cap(company), "%s iOS" % cap(company), "%s Android" % cap(company),
                  "Customer Portal", "Partner Dashboard", "Support Console", "Storefront SPA",
                  "Developer Portal", "Marketing Site", "Admin Console", "Billing Portal",
                  "Community Forum", "Mobile Checkout", "Internal Wiki", "Analytics Dashboard"]], 1.1)
    m2m = Pool([(alnum(rng, 32), n) for n in
                ["Orders API Worker", "Data Sync Job", "Billing Service (M2M)", "Terraform Provider",
                 "Auth0 Deploy CLI", "Inventory Service", "Notification Service", "Reporting ETL",
                 "Search Indexer", "CRM Connector"]], 1.0)
    mgmt = Pool([(alnum(rng, 32), n) for n in
                 ["Admin Portal Backend", "User Sync Job", "Auth0 Deploy CLI", "Terraform Provider",
                  "Support Tools API", "API Explorer Application"]], 1.0)
    apis = Pool(["https://api.%s.com" % company, "https://%s.%s.auth0.com/api/v2/" % (company, region),
                 "https://billing.%s.com" % company, "https://orders.%s.com/api" % company,
                 "urn:%s:inventory" % company, "https://graphql.%s.com" % company], 1.0)
    scopes = Pool(["openid profile email", "openid profile email offline_access", "openid profile",
                   "openid profile email read:orders", "openid email offline_access",
                   "openid profile email read:orders write:orders", "openid"], 1.0)
    m2m_scopes = Pool(["read:orders write:orders", "read:users", "read:users update:users",
                       "read:inventory", "create:invoices read:invoices", "read:users read:roles create:role_members",
                       "send:notifications", "read:reports"], 1.0)
    returns = Pool(["https://www.%s.com/" % company, "https://app.%s.com/logout" % company,
                    "https://portal.%s.com/" % company, "http://localhost:3000",
                    "https://app.%s.com/" % company, "https://partners.%s.com/signed-out" % company], 1.0)
    deny = Pool(["Access denied.", "Please verify your email before logging in.",
                 "You are not allowed to access this application.",
                 "Your account has been suspended. Please contact support.",
                 "Access to this application is restricted to employees.",
                 "Sign-ups are currently disabled for this region."], 1.0)
    api_err = Pool(["Payload validation error: 'Additional properties not allowed: foo' on property user_metadata.",
                    "The specified new email already exists",
                    "Payload validation error: 'String does not match pattern ^\\+[0-9]{1,15}$: 555-0100' on property phone_number.",
                    "Cannot update password and email simultaneously",
                    "Payload validation error: 'String is too short (0 chars), minimum 1' on property name (The user's full name).",
                    "Connection is not enabled for this client"], 1.0)
    # connections and users
    db_conns = [("Username-Password-Authentication", "con_" + alnum(rng, 16)),
                ("%s-users" % company, "con_" + alnum(rng, 16))]
    soc = [("google-oauth2", "con_" + alnum(rng, 16), "google-oauth2", "social", 0.55),
           ("github", "con_" + alnum(rng, 16), "github", "social", 0.12),
           ("apple", "con_" + alnum(rng, 16), "apple", "social", 0.1),
           ("windowslive", "con_" + alnum(rng, 16), "windowslive", "social", 0.08),
           ("%s-okta" % company, "con_" + alnum(rng, 16), "okta", "enterprise", 0.1),
           ("email", "con_" + alnum(rng, 16), "email", "passwordless", 0.05)]
    doms = ["gmail.com", "gmail.com", "gmail.com", "outlook.com", "yahoo.com", "icloud.com",
            "hotmail.com", "proton.me", "%s.com" % company, "fastmail.com", "gmx.de", "web.de"]
    users, dbusers = [], []
    for f, l in mk_people(rng, 320):
        style = rng.random()
        local = ("%s.%s" % (f, l) if style < 0.4 else "%s%s" % (f[0], l) if style < 0.6
                 else "%s_%s%d" % (f, l, rng.randint(1, 99)) if style < 0.8 else "%s%s%d" % (f, l[0], rng.randint(70, 2005)))
        email = local + "@" + rng.choice(doms)
        r = rng.random()
        if r < 0.55:
            cn, cid = db_conns[0] if rng.random() < 0.85 else db_conns[1]
            u = dict(uid="auth0|" + hexs(rng, 24), uname=email, conn=cn, conn_id=cid, strategy="auth0", stype="database")
            dbusers.append(u)
        else:
            c = rng.choices(soc, [x[4] for x in soc])[0]
            st = c[2]
            if st == "google-oauth2":
                ident = digits(rng, 21)
            elif st == "github":
                ident = str(rng.randint(100000, 160000000))
            elif st == "apple":
                ident = "%06d.%s.%04d" % (rng.randint(1, 999999), hexs(rng, 32), rng.randint(0, 9999))
            elif st == "windowslive":
                ident = hexs(rng, 16)
            elif st == "okta":
                ident = c[0] + "|" + email
            else:
                ident = hexs(rng, 24)
            u = dict(uid="%s|%s" % (st, ident), uname=email, conn=c[0], conn_id=c[1], strategy=st, stype=c[3])
        users.append(u)
    upool = Pool(users, 0.9)
    dbpool = Pool(dbusers, 0.9)
    admins = Pool([("auth0|" + hexs(rng, 24) if rng.random() < 0.5 else "google-oauth2|" + digits(rng, 21),
                    "%s %s" % (cap(f), cap(l)), "%s.%s@%s.com" % (f, l, company)) for f, l in mk_people(rng, 8)], 1.0)
    roles = Pool(["rol_" + alnum(rng, 16) for _ in range(14)], 1.0)

    ent = lambda key, pool: (lambda c: c.ent(key, pool))
    U = ent("u", upool)
    D = ent("d", dbpool)
    T = ent("t", upool)
    A = ent("a", apps)
    M = ent("m", m2m)
    G = ent("g", mgmt)
    AD = ent("adm", admins)
    UA = ent("ua", uas)
    gens = {
        "date": lambda c: iso_ms(c.t),
        "t_ms": lambda c: epoch_ms(c.t),
        "el": lambda c: int(rng.lognormvariate(9.3, 1.0)) + 300,
        "el_p": lambda c: int(c["el"]) - rng.randint(5, 250),
        "t_init": lambda c: int(c["t_ms"]) - int(c["el"]),
        "rules_ms": lambda c: rng.randint(3, 480),
        "log_id": lambda c: "900" + c.t.strftime("%Y%m%d%H%M%S") + "%03d" % (c.t.microsecond // 1000) + digits(rng, 36, False),
        "host": lambda c: hosts(rng),
        "ua": lambda c: UA(c)["a0"],
        "mobile": lambda c: UA(c)["mobile"],
        "srv_ip": lambda c: srv_ips(rng),
        "srv_ua": lambda c: srv_uas(rng),
        "cid": lambda c: A(c)[0], "cname": lambda c: A(c)[1],
        "m2m_cid": lambda c: M(c)[0], "m2m_name": lambda c: M(c)[1],
        "api_cid": lambda c: G(c)[0], "api_cname": lambda c: G(c)[1],
        "uid": lambda c: U(c)["uid"], "uname": lambda c: U(c)["uname"],
        "conn": lambda c: U(c)["conn"], "conn_id": lambda c: U(c)["conn_id"],
        "strategy": lambda c: U(c)["strategy"], "stype": lambda c: U(c)["stype"],
        "db_uid": lambda c: D(c)["uid"], "db_uname": lambda c: D(c)["uname"],
        "db_conn": lambda c: D(c)["conn"], "db_conn_id": lambda c: D(c)["conn_id"],
        "tuid": lambda c: T(c)["uid"], "tuname": lambda c: T(c)["uname"],
        "tuid_enc": lambda c: T(c)["uid"].replace("|", "%7C"),
        "new_uid": lambda c: "auth0|" + hexs(rng, 24),
        "adm_id": lambda c: AD(c)[0], "adm_name": lambda c: AD(c)[1], "adm_email": lambda c: AD(c)[2],
        "sid": lambda c: alnum(rng, 32, _B64U),
        "logins": lambda c: max(1, int(rng.paretovariate(0.9))),
        "aud": lambda c: apis(rng),
        "scope": lambda c: scopes(rng),
        "m2m_aud": lambda c: apis(rng),
        "m2m_scope": lambda c: m2m_scopes(rng),
        "code_mask": lambda c: "*************" + alnum(rng, 3),
        "rt_mask": lambda c: "*************" + alnum(rng, 3),
        "return_to": lambda c: returns(rng),
        "jti": lambda c: hexs(rng, 32),
        "channel": lambda c: rng.choice(["https://manage.auth0.com/", "api", "api", "api"]),
        "phone_mask": lambda c: "+%d XXXXXXXX%02d" % (rng.choice([1, 1, 1, 44, 49, 33, 61, 91]), rng.randint(0, 99)),
        "enroll_id": lambda c: "sms|dev_" + alnum(rng, 16),
        "deny_msg": lambda c: deny(rng),
        "api_err": lambda c: api_err(rng),
        "role_id": lambda c: roles(rng),
        "attempts": lambda c: rng.randint(10, 60),
        "ticket": lambda c: "https://%s/lo/reset?ticket=%s#" % (hosts(rng), alnum(rng, 32)),
        "ntf_id": lambda c: alnum(rng, 24, "0123456789abcdef"),
    }
    gens.update(geo_gens("ipent", ips))

    br = dict(ip=S("ip"), user_agent=S("ua"), hostname=S("host"), log_id=S("log_id"),
              isMobile=N("mobile"), location_info=A0_LOC, date=S("date"),
              client_id=S("cid"), client_name=S("cname"))
    usr = dict(connection=S("conn"), connection_id=S("conn_id"), user_id=S("uid"), user_name=S("uname"),
               strategy=S("strategy"), strategy_type=S("stype"))
    dbu = dict(connection=S("db_conn"), connection_id=S("db_conn_id"), user_id=S("db_uid"),
               user_name=S("db_uname"), strategy="auth0", strategy_type="database")
    login_det = {"prompts": [{"name": "login", "flow": "universal-login", "initiatedAt": N("t_init"),
                              "completedAt": N("t_ms"), "user_id": S("uid"), "user_name": S("uname"),
                              "timers": {"rules": N("rules_ms")}, "elapsedTime": N("el_p")}],
                 "initiatedAt": N("t_init"), "completedAt": N("t_ms"), "elapsedTime": N("el"),
                 "session_id": S("sid"), "stats": {"loginsCount": N("logins")}}

    def mgmt_det(method, path, status, body=None):
        req = {"method": method, "path": path, "query": {}, "userAgent": S("srv_ua"),
               "channel": S("channel"), "ip": S("srv_ip"),
               "auth": {"user": {"user_id": S("adm_id"), "name": S("adm_name"), "email": S("adm_email")},
                        "strategy": "jwt", "credentials": {"jti": S("jti")}}}
        return {"request": req, "response": {"statusCode": status, "body": body if body is not None else {}}}

    def mgmt(type_, desc, det):
        return a0(date=S("date"), type=type_, description=desc, client_id=S("api_cid"), client_name=S("api_cname"),
                  ip=S("srv_ip"), user_agent=S("srv_ua"), details=det, hostname=S("host"), log_id=S("log_id"))

    R = []
    add = lambda d: R.append([Spec(jspec(d), "-")])
    # -- ordered roughly by frequency
    add(a0(type="s", details=login_det, **usr, **br))
    add(a0(type="seacft", description="Authorization Code for Access Token", connection_id="",
           details={"code": S("code_mask")}, user_id=S("uid"), user_name=S("uname"),
           audience=S("aud"), scope=S("scope"), **{k: v for k, v in br.items()}))
    add(a0(type="ssa", details={"prompts": [], "initiatedAt": N("t_init"), "completedAt": N("t_ms"),
                                "elapsedTime": N("el"), "session_id": S("sid")}, **usr, **br))
    add(a0(date=S("date"), type="seccft", description="Client Credentials for Access Token", connection_id="",
           client_id=S("m2m_cid"), client_name=S("m2m_name"), ip=S("srv_ip"), user_agent=S("srv_ua"),
           details={}, hostname=S("host"), audience=S("m2m_aud"), scope=S("m2m_scope"), log_id=S("log_id")))
    add(mgmt("sapi", "Update a user", mgmt_det("patch", "/api/v2/users/{tuid_enc}", 200)))
    add(a0(type="fp", description="Wrong email or password.",
           details={"error": {"message": "Wrong email or password."}}, **dbu, **br))
    add(a0(type="sertft", description="Refresh Token for Access Token", connection_id="",
           details={"refresh_token": S("rt_mask")}, user_id=S("uid"), user_name=S("uname"),
           audience=S("aud"), scope=S("scope"), **br))
    add(a0(type="slo", description="User successfully logged out.",
           details={"return_to": S("return_to"), "allowed_logout_url": [S("return_to")], "session_id": S("sid")},
           **usr, **br))
    s_noloc = {k: v for k, v in br.items() if k != "location_info"}
    add(a0(type="s", details=login_det, **usr, **s_noloc))
    add(a0(type="gd_send_sms", description="Guardian - SMS sent",
           details={"to": S("phone_mask"), "enrollment_id": S("enroll_id")},
           user_id=S("uid"), user_name=S("uname"), **br))
    add(a0(type="gd_auth_succeed", description="Second factor authentication event was successful",
           details={"authenticator": {"type": "otp"}, "enrollment_id": S("enroll_id")},
           user_id=S("uid"), user_name=S("uname"), **br))
    add(a0(type="fu", description="Wrong email or password.", connection=S("db_conn"),
           connection_id=S("db_conn_id"), details={"error": {"message": "Wrong email or password."}},
           user_name=S("db_uname"), strategy="auth0", strategy_type="database", **br))
    add(a0(type="ss", description="", details={"body": {"email": S("db_uname"), "connection": S("db_conn"),
                                                          "password": "*****", "tenant": company}},
           **dbu, **br))
    add(a0(type="fsa", description="Login required", connection_id="",
           details={"body": {}, "qs": {"client_id": S("cid"), "response_type": "code", "response_mode": "web_message",
                                       "prompt": "none", "scope": S("scope")}, "error": {"message": "Login required",
                                                                                         "oauthError": "login_required",
                                                                                         "type": "oauth-authorization"}},
           **br))
    add(mgmt("sapi", "Create a User", mgmt_det("post", "/api/v2/users", 201,
                                                {"user_id": S("new_uid"), "email": S("tuname")})))
    add(a0(type="scp", description="Change password", details={"body": {"email": S("db_uname"), "connection": S("db_conn")}},
           **dbu, **br))
    add(a0(type="sv", description="The user successfully verified their email",
           details={"body": {"tenant": company, "email": S("db_uname")}}, **dbu, **br))
    add(mgmt("sapi", "Assign roles to a user", mgmt_det("post", "/api/v2/users/{tuid_enc}/roles", 204,
                                                        {})))
    add(a0(type="scpr", description="", details={"body": {"email": S("db_uname"), "connection": S("db_conn"),
                                                            "client_id": S("cid")}}, **dbu, **br))
    add(a0(type="f", description=S("deny_msg"),
           details={"error": {"message": S("deny_msg"), "oauthError": "access_denied", "type": "oauth-authorization"}},
           **usr, **br))
    add(mgmt("sapi", "Delete a user", mgmt_det("delete", "/api/v2/users/{tuid_enc}", 204)))
    add(a0(type="fertft", description="Unknown or invalid refresh token.", connection_id="",
           details={"refresh_token": S("rt_mask")}, audience=S("aud"), **br))
    add(a0(type="fs", description="Password is too weak", details={"body": {"email": S("db_uname"), "connection": S("db_conn"),
                                                                            "password": "*****", "tenant": company}},
           connection=S("db_conn"), connection_id=S("db_conn_id"), user_name=S("db_uname"),
           strategy="auth0", strategy_type="database", **br))
    add(a0(type="fs", description="The user already exists.", details={"body": {"email": S("db_uname"), "connection": S("db_conn"),
                                                                                "password": "*****", "tenant": company}},
           connection=S("db_conn"), connection_id=S("db_conn_id"), user_name=S("db_uname"),
           strategy="auth0", strategy_type="database", **br))
    add(mgmt("sapi", "Create a password change ticket",
             mgmt_det("post", "/api/v2/tickets/password-change", 201, {"ticket": S("ticket")})))
    add(a0(type="gd_auth_failed", description="Second factor authentication event failed",
           details={"authenticator": {"type": "otp"}, "enrollment_id": S("enroll_id"),
                    "error": {"message": "Wrong or expired code."}},
           user_id=S("uid"), user_name=S("uname"), **br))
    add(a0(type="ferrt", description="Unsuccessful Refresh Token exchange, reused refresh token detected",
           connection_id="", details={"familyId": S("ntf_id"), "tokenCounter": N("attempts")},
           user_id=S("uid"), user_name=S("uname"), audience=S("aud"), **br))
    add(a0(type="feacft", description="Invalid authorization code", connection_id="",
           details={"code": S("code_mask")}, **br))
    add(a0(date=S("date"), type="feccft", description="Unauthorized", connection_id="",
           client_id=S("m2m_cid"), client_name=S("m2m_name"), ip=S("srv_ip"), user_agent=S("srv_ua"),
           details={}, hostname=S("host"), audience=S("m2m_aud"), log_id=S("log_id")))
    add(a0(type="gd_enrollment_complete", description="Guardian - Enrollment complete (sms)",
           details={"enrollment_id": S("enroll_id"), "to": S("phone_mask")},
           user_id=S("uid"), user_name=S("uname"), **br))
    add(mgmt("sapi", "Update a client", mgmt_det("patch", "/api/v2/clients/{cid}", 200)))
    add(a0(type="limit_wc", description="Too many failed login attempts for this account. The account has been blocked.",
           details={"attempts": N("attempts")}, **dbu, **br))
    add(mgmt("fapi", "Update a user", mgmt_det("patch", "/api/v2/users/{tuid_enc}", 400,
                                               {"statusCode": 400, "error": "Bad Request",
                                                "message": S("api_err"), "errorCode": "invalid_body"})))
    add(a0(type="f", description="user is blocked",
           details={"error": {"message": "user is blocked", "oauthError": "unauthorized", "type": "oauth-authorization"}},
           **dbu, **br))
    add(a0(type="gd_otp_rate_limit_exceed", description="Too many failures",
           details={"enrollment_id": S("enroll_id")}, user_id=S("uid"), user_name=S("uname"), **br))
    add(a0(type="limit_mu", description="IP address blocked due to too many failed logins from multiple user accounts.",
           details={"attempts": N("attempts")}, **br))
    add(a0(type="pwd_leak", description="Blocked login due to a breached password.",
           details={"email": S("db_uname")}, **dbu, **br))
    add(mgmt("sapi", "Update tenant settings", mgmt_det("patch", "/api/v2/tenants/settings", 200)))
    add(a0(type="fsa", description="Consent required", connection_id="",
           details={"body": {}, "qs": {"client_id": S("cid"), "response_type": "code", "response_mode": "web_message",
                                       "prompt": "none", "scope": S("scope")}, "error": {"message": "Consent required",
                                                                                         "oauthError": "consent_required",
                                                                                         "type": "oauth-authorization"}},
           user_id=S("uid"), **br))
    return run(rng, R, gens, _json_esc, _start(rng), 14.0)


# ---------------------------------------------------------------------------
# 2. Azure AD / Entra ID sign-in logs (diagnostic settings export)
# ---------------------------------------------------------------------------
AZ_APPS = [("4765445b-32c6-49b0-83e6-1d93765276ca", "OfficeHome"),
           ("d3590ed6-52b3-4102-aeff-aad2292ab01c", "Microsoft Office"),
           ("1fec8e78-bce4-4aaf-ab1b-5451cc387264", "Microsoft Teams"),
           ("00000002-0000-0ff1-ce00-000000000000", "Office 365 Exchange Online"),
           ("c44b4083-3bb0-49c1-b47d-974e53cbdf3c", "Azure Portal"),
           ("2793995e-0a7d-40d7-bd35-6968ba142197", "My Apps"),
           ("27922004-5251-4030-b22d-91ecd9a37ea4", "Outlook Mobile"),
           ("ab9b8c07-8f02-4f72-87fa-80105867a763", "OneDrive SyncEngine"),
           ("04b07795-8ddb-461a-bbee-02f9e1bf7b46", "Microsoft Azure CLI"),
           ("14d82eec-204b-4c2f-b7e8-296a70dab67e", "Microsoft Graph Command Line Tools"),
           ("9ba1a5c7-f17a-4de9-a1f1-6178c8d51223", "Microsoft Intune Company Portal"),
           ("00000003-0000-0ff1-ce00-000000000000", "Office 365 SharePoint Online"),
           ("89bee1f7-5e6e-4d8a-9f3d-ecd601259da7", "Office365 Shell WCSS-Client"),
           ("0000000c-0000-0000-c000-000000000000", "Microsoft App Access Panel"),
           ("a0c73c16-a7e3-4564-9a95-2bdf47383716", "Microsoft Exchange Online Remote PowerShell"),
           ("1950a258-227b-4e31-a9cf-717495945fc2", "Microsoft Azure PowerShell"),
           ("872cd9fa-d31f-45e0-9eab-6e460a02d1f1", "Visual Studio"),
           ("cf36b471-5b44-428c-9ce7-313bf84528de", "Microsoft Bing Search")]
AZ_RES = [("00000003-0000-0000-c000-000000000000", "Microsoft Graph"),
          ("00000002-0000-0ff1-ce00-000000000000", "Office 365 Exchange Online"),
          ("00000003-0000-0ff1-ce00-000000000000", "Office 365 SharePoint Online"),
          ("797f4846-ba00-4fd7-ba43-dac1f8f63013", "Windows Azure Service Management API"),
          ("00000002-0000-0000-c000-000000000000", "Windows Azure Active Directory"),
          ("cc15fd57-2c6c-4117-a88c-83b1d56b4bbe", "Microsoft Teams Services"),
          ("0000000a-0000-0000-c000-000000000000", "Microsoft Intune")]
AZ_REASONS = {
    50126: "Error validating credentials due to invalid username or password.",
    50074: "Strong Authentication is required.",
    50076: "Due to a configuration change made by your administrator, or because you moved to a new location, you must use multi-factor authentication to access '{res_id}'.",
    50079: "Due to a configuration change made by your administrator, or because you moved to a new location, you must enroll in multi-factor authentication to access '{res_id}'.",
    50140: "This error occurred due to 'Keep me signed in' interrupt when the user was signing-in.",
    53003: "Access has been blocked by Conditional Access policies. The access policy does not allow token issuance.",
    530003: "Your device is required to be managed to access this resource.",
    50053: "Account is locked because user tried to sign in too many times with an incorrect user ID or password.",
    50057: "User account is disabled. The account has been disabled by an administrator.",
    50055: "Invalid password, entered expired password.",
    50034: "The user account does not exist in the directory. To sign into this application, the account must be added to the directory.",
    500121: "Authentication failed during strong authentication request.",
    50158: "External security challenge not satisfied. User will be redirected to another page or authentication provider to satisfy additional authentication challenges.",
    50072: "User needs to enroll for second factor authentication.",
    50125: "Sign-in was interrupted due to a password reset or password registration entry.",
    50089: "Flow token expired - Authentication Failed. Have the user try signing-in again with username -password.",
    16000: "Either multiple user identities are available for the current request or selected account is not supported for the scenario.",
    65001: "The user or administrator has not consented to use the application with ID '{app_id}' named '{app_name}'. Send an interactive authorization request for this user and resource.",
    50011: "The redirect URI '{redirect}' specified in the request does not match the redirect URIs configured for the application '{app_id}'. Make sure the redirect URI sent in the request matches one added to your application in the Azure portal. Navigate to https://aka.ms/redirectUriMismatchError to learn more about how to fix this.",
    90095: "Admin consent is required for the permissions requested by this application. An admin consent request may be sent to the admin.",
    70044: "The session has expired or is invalid due to sign-in frequency checks by conditional access.",
    50133: "Session is invalid due to expiration or recent password change.",
    50173: "The provided grant has expired due to it being revoked, a fresh auth token is needed. The user might have changed or reset their password. The grant was issued on '{grant_issued}' and the TokensValidFrom date (before which tokens are not valid) for this user is '{valid_from}'.",
    50097: "Device authentication is required.",
    81010: "Seamless SSO failed because the user's Kerberos ticket has expired or is invalid.",
    50199: "For security reasons, user confirmation is required for this request. Please repeat the request allowing user interaction.",
}


def make_azuread(rng: random.Random) -> list[dict]:
    corp = rng.choice([("contoso", "Contoso"), ("fabrikam", "Fabrikam"), ("northwindtraders", "Northwind"),
                       ("tailspintoys", "Tailspin"), ("woodgrove", "Woodgrove"), ("adatum", "Adatum")])
    domain = corp[0] + rng.choice([".com", ".com", ".org", ".io"])
    tenants = Pool([uuid4(rng) for _ in range(3)], 1.6)
    ips = Pool(mk_ips(rng, 420, 0.15), 0.9)
    uas = Pool(mk_uas(rng, 130), 1.0)
    ni_uas = Pool([
        dict(ua="Windows-AzureAD-Authentication-Provider/1.0", az_os="Windows10", az_br="Rich Client 3.19.8.16603"),
        dict(ua="Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 Safari/537.36 Edg/122.0.0.0 OneOutlook/1.2024.222.400",
             az_os="Windows10", az_br="Edge 122.0.0"),
        dict(ua="Microsoft Office/16.0 (Windows NT 10.0; Microsoft Outlook 16.0.17328; Pro)", az_os="Windows10", az_br="Rich Client 16.0.17328"),
        dict(ua="Microsoft Office/16.0 (Windows NT 10.0; Microsoft Teams 1.7.00; Pro)", az_os="Windows10", az_br="Rich Client 4.59.0.0"),
        dict(ua="Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Teams/24004.1403.2634.2418",
             az_os="Windows10", az_br="Rich Client 4.59.0.0"),
        dict(ua="OneDriveSyncEngine/24.020.0128.0003 (Windows/10.0; x64)", az_os="Windows10", az_br="Rich Client 4.42.0.0"),
        dict(ua="Outlook-iOS/728.4705012.prod.iphone (4.2409.1)", az_os="Ios", az_br="Rich Client 1.3.0"),
        dict(ua="Dalvik/2.1.0 (Linux; U; Android 14; SM-S918B Build/UP1A.231005.007)", az_os="Android", az_br="Rich Client 4.5.0"),
        dict(ua="MSAL.Xplat.MacOs 1.8.0", az_os="MacOs", az_br="Rich Client 1.8.0"),
        dict(ua="Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Microsoft Outlook/16.81.24011410",
             az_os="MacOs", az_br="Rich Client 16.81.0"),
    ], 1.0)
    caps_i = Pool(["Browser", "Mobile Apps and Desktop clients", "Exchange ActiveSync", "Authenticated SMTP",
                   "IMAP4", "Other clients", "POP3", "Exchange Web Services"], 1.6)
    caps_ni = Pool(["Mobile Apps and Desktop clients", "Browser", "Exchange ActiveSync"], 2.0)
    people = mk_people(rng, 260)
    users = []
    for f, l in people:
        if rng.random() < 0.08:
            ext = rng.choice(["gmail.com", "outlook.com", "partnerco.com", "consultfirm.io"])
            upn = "%s.%s_%s#EXT#@%s.onmicrosoft.com" % (f, l, ext.replace(".", "."), corp[0])
            typ = "Guest"
        else:
            upn = ("%s.%s@%s" % (f, l, domain)) if rng.random() < 0.8 else ("%s%s@%s" % (f[0], l, domain))
            typ = "Member"
        users.append(dict(upn=upn, name="%s %s" % (cap(f), cap(l)), oid=uuid4(rng), typ=typ))
    upool = Pool(users, 0.9)
    apps = Pool(AZ_APPS, 1.0)
    res = Pool(AZ_RES, 1.1)
    devices = Pool([(uuid4(rng), rng.choice(["DESKTOP-", "LAPTOP-", "%s-W11-" % corp[1].upper()[:4], "CPC-"]) +
                     alnum(rng, 7, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
                     rng.choice(["Azure AD joined", "Azure AD joined", "Hybrid Azure AD joined", "Azure AD registered"]))
                    for _ in range(150)], 0.9)
    mfa_pols = Pool([(uuid4(rng), n) for n in ["Require MFA for all users", "CA001: Require MFA for admins",
                                               "Require MFA outside trusted locations", "CA004: Require MFA for Azure management",
                                               "Require MFA for guests"]], 1.0)
    blk_pols = Pool([(uuid4(rng), n) for n in ["Block legacy authentication", "Block access from untrusted countries",
                                               "CA010: Block high risk sign-ins", "Block unsupported device platforms"]], 1.0)
    dev_pols = Pool([(uuid4(rng), n) for n in ["Require compliant device", "CA020: Require compliant or hybrid joined device",
                                               "Require managed device for Office 365"]], 1.0)
    redirects = Pool(["https://app.%s/signin-oidc" % domain, "http://localhost:5000/signin-oidc",
                      "https://jira.%s/plugins/servlet/oauth/callback" % domain, "https://localhost:44321/",
                      "msauth.com.%s.mobile://auth" % corp[0], "https://portal.%s/auth/callback" % domain], 1.0)

    ent = lambda key, pool: (lambda c: c.ent(key, pool))
    U, AP, RS, UA, NI, DV = (ent("u", upool), ent("ap", apps), ent("rs", res), ent("ua", uas),
                             ent("ni", ni_uas), ent("dv", devices))
    PM, PB, PD = ent("pm", mfa_pols), ent("pb", blk_pols), ent("pd", dev_pols)

    def t7(c):
        return c.t.strftime("%Y-%m-%dT%H:%M:%S.") + "%06d%d" % (c.t.microsecond, int(c["sub"]))

    def old_grant(c, days):
        t = c.t - _dt.timedelta(days=days, seconds=rng.randint(0, 86399))
        return t.strftime("%Y-%m-%dT%H:%M:%S.") + "%07dZ" % rng.randint(0, 9999999)

    gens = {
        "sub": lambda c: rng.randint(0, 9),
        "time": lambda c: t7(c) + "Z",
        "created": lambda c: t7(c) + "+00:00",
        "tenant": lambda c: tenants(rng),
        "corr": lambda c: uuid4(rng), "sid": lambda c: uuid4(rng), "orig": lambda c: uuid4(rng),
        "upn": lambda c: U(c)["upn"], "name": lambda c: U(c)["name"], "oid": lambda c: U(c)["oid"],
        "utype": lambda c: U(c)["typ"],
        "ghost": lambda c: "%s%s@%s" % (rng.choice(FIRST), rng.choice(["", ".", "_"]) + rng.choice(LAST), domain),
        "app_id": lambda c: AP(c)[0], "app_name": lambda c: AP(c)[1],
        "res_id": lambda c: RS(c)[0], "res_name": lambda c: RS(c)[1],
        "cap": lambda c: caps_i(rng), "cap_ni": lambda c: caps_ni(rng),
        "ua": lambda c: UA(c)["ua"], "os": lambda c: UA(c)["az_os"], "browser": lambda c: UA(c)["az_br"],
        "ni_ua": lambda c: NI(c)["ua"], "ni_os": lambda c: NI(c)["az_os"], "ni_browser": lambda c: NI(c)["az_br"],
        "dev_id": lambda c: DV(c)[0], "dev_name": lambda c: DV(c)[1], "trust": lambda c: DV(c)[2],
        "ptime": lambda c: int(rng.lognormvariate(4.3, 0.9)) + 1,
        "pm_id": lambda c: PM(c)[0], "pm_name": lambda c: PM(c)[1],
        "pb_id": lambda c: PB(c)[0], "pb_name": lambda c: PB(c)[1],
        "pd_id": lambda c: PD(c)[0], "pd_name": lambda c: PD(c)[1],
        "redirect": lambda c: redirects(rng),
        "grant_issued": lambda c: old_grant(c, rng.randint(20, 80)),
        "valid_from": lambda c: old_grant(c, rng.randint(1, 19)),
    }
    gens.update(geo_gens("ipent", ips))

    R = []

    def az(code, interactive=True, addl=None, ca="notApplied", pol=None, managed=False,
           risk=None, authreq="singleFactorAuthentication", nouser=False, reason_in_desc=True):
        reason = AZ_REASONS.get(code)
        status = {"errorCode": code}
        if reason:
            status["failureReason"] = reason
        if addl:
            status["additionalDetails"] = addl
        if managed:
            dev = {"deviceId": S("dev_id"), "displayName": S("dev_name"), "operatingSystem": S("os" if interactive else "ni_os"),
                   "browser": S("browser" if interactive else "ni_browser"), "isCompliant": True, "isManaged": True,
                   "trustType": S("trust")}
        else:
            dev = {"deviceId": "", "operatingSystem": S("os" if interactive else "ni_os"),
                   "browser": S("browser" if interactive else "ni_browser")}
        pols = []
        if pol == "mfa":
            pols = [{"id": S("pm_id"), "displayName": S("pm_name"), "enforcedGrantControls": ["Mfa"],
                     "enforcedSessionControls": [], "result": "success"}]
        elif pol == "block":
            pols = [{"id": S("pb_id"), "displayName": S("pb_name"), "enforcedGrantControls": ["Block"],
                     "enforcedSessionControls": [], "result": "failure"}]
        elif pol == "device":
            pols = [{"id": S("pd_id"), "displayName": S("pd_name"), "enforcedGrantControls": ["RequireCompliantDevice"],
                     "enforcedSessionControls": [], "result": "success" if code == 0 else "failure"}]
        rl = risk or ("none", "none", "none", "none", [])
        props = {"id": S("sid"), "createdDateTime": S("created")}
        if not nouser:
            props["userDisplayName"] = S("name")
        props.update({"userPrincipalName": S("ghost" if nouser else "upn"),
                      "userId": "00000000-0000-0000-0000-000000000000" if nouser else S("oid"),
                      "appId": S("app_id"), "appDisplayName": S("app_name"), "ipAddress": S("ip"),
                      "status": status, "clientAppUsed": S("cap" if interactive else "cap_ni"),
                      "userAgent": S("ua" if interactive else "ni_ua"), "deviceDetail": dev,
                      "location": {"city": S("city"), "state": S("state"), "countryOrRegion": S("cc"),
                                   "geoCoordinates": {"latitude": N("lat"), "longitude": N("lon")}},
                      "correlationId": S("corr"), "conditionalAccessStatus": ca,
                      "appliedConditionalAccessPolicies": pols, "originalRequestId": S("orig"),
                      "isInteractive": interactive, "tokenIssuerType": "AzureAD",
                      "authenticationRequirement": authreq, "processingTimeInMilliseconds": N("ptime"),
                      "riskDetail": rl[3], "riskLevelAggregated": rl[0], "riskLevelDuringSignIn": rl[1],
                      "riskState": rl[2], "riskEventTypes_v2": rl[4],
                      "resourceDisplayName": S("res_name"), "resourceId": S("res_id"),
                      "resourceTenantId": S("tenant"), "homeTenantId": S("tenant"),
                      "userType": "Member" if nouser else S("utype"), "autonomousSystemNumber": N("asn"),
                      "crossTenantAccessType": "none"})
        rec = {"time": S("time"), "resourceId": "/tenants/{tenant}/providers/Microsoft.aadiam",
               "operationName": "Sign-in activity", "operationVersion": "1.0",
               "category": "SignInLogs" if interactive else "NonInteractiveUserSignInLogs",
               "tenantId": S("tenant"), "resultType": str(code), "resultSignature": "None"}
        if code != 0 and reason_in_desc:
            rec["resultDescription"] = reason
        rec.update({"durationMs": 0, "callerIpAddress": S("ip"), "correlationId": S("corr"),
                    "identity": "" if nouser else S("name"), "Level": 4, "location": S("cc"), "properties": props})
        R.append([Spec(jspec(rec), "INFO")])

    MFA_CLAIM = "MFA requirement satisfied by claim in the token"
    az(0, interactive=False)
    az(0)
    az(0, interactive=False, addl=MFA_CLAIM, ca="success", pol="mfa", authreq="multiFactorAuthentication")
    az(0, addl=MFA_CLAIM, ca="success", pol="mfa", authreq="multiFactorAuthentication")
    az(50126)
    az(0, interactive=False, managed=True, ca="success", pol="device")
    az(0, addl="MFA completed in Azure AD", ca="success", pol="mfa", authreq="multiFactorAuthentication")
    az(50074)
    az(50140)
    az(0, managed=True, ca="success", pol="device")
    az(50076)
    az(500121, addl="The user didn't complete the MFA prompt. They may have decided not to authenticate, timed out while doing other work, or has an issue with their authentication setup.",
       authreq="multiFactorAuthentication")
    az(70044, interactive=False)
    az(53003, ca="failure", pol="block")
    az(0, addl="MFA requirement satisfied by strong authentication", ca="success", pol="mfa",
       authreq="multiFactorAuthentication")
    az(50133, interactive=False)
    az(50053)
    az(0, risk=("medium", "medium", "atRisk", "none", ["unfamiliarFeatures"]))
    az(50089)
    az(50158)
    az(16000, interactive=False)
    az(50125)
    az(50173, interactive=False)
    az(530003, ca="failure", pol="device")
    az(50034, nouser=True)
    az(50057)
    az(50055)
    az(50072)
    az(50079)
    az(65001)
    az(50011)
    az(90095)
    az(50097, interactive=False)
    az(81010)
    az(50199)
    az(53003, ca="failure", pol="block", risk=("high", "high", "atRisk", "none", ["anonymizedIPAddress"]))
    az(0, interactive=False, addl=MFA_CLAIM, ca="success", pol="mfa", authreq="multiFactorAuthentication",
       managed=True)
    return run(rng, R, gens, _json_esc, _start(rng), 18.0)


# ---------------------------------------------------------------------------
# 3. Google Workspace Reports API activities (login + admin)
# ---------------------------------------------------------------------------
def make_gworkspace(rng: random.Random) -> list[dict]:
    org = rng.choice(["acme", "brightlane", "meridianhealth", "kestrelcap", "polarisbio", "lumenlabs"])
    domains = Pool(["%s.com" % org, "%s.io" % org, "eu.%s.com" % org], 2.0)
    customers = Pool(["C0" + alnum(rng, 7, "abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(2)], 2.5)
    ips = Pool(mk_ips(rng, 380, 0.12), 0.9)
    people = mk_people(rng, 240)
    users = []
    for f, l in people:
        users.append(dict(email="%s.%s@%s" % (f, l, domains(rng)) if rng.random() < 0.85 else "%s@%s" % (f, domains(rng)),
                          pid="1" + digits(rng, 20, False)))
    upool = Pool(users, 0.9)
    admins = Pool([dict(email=e, pid="1" + digits(rng, 20, False)) for e in
                   ["it-admin@%s.com" % org, "%s.%s@%s.com" % (rng.choice(FIRST), rng.choice(LAST), org),
                    "helpdesk@%s.com" % org, "%s.%s@%s.com" % (rng.choice(FIRST), rng.choice(LAST), org),
                    "gam-service@%s.com" % org, "%s@%s.com" % (rng.choice(FIRST), org),
                    "%s.%s@%s.com" % (rng.choice(FIRST), rng.choice(LAST), org)]], 1.0)
    groups = Pool(["%s@%s.com" % (g, org) for g in
                   ["all-staff", "engineering", "eng-backend", "eng-frontend", "sales", "sales-emea", "marketing",
                    "finance", "hr", "it-ops", "security", "leadership", "support", "design", "legal",
                    "contractors", "interns", "devops-oncall", "product", "data-team"]], 1.0)
    ous = Pool(["/", "/Engineering", "/Sales", "/Engineering/Contractors", "/Marketing", "/Finance",
                "/Suspended Users", "/IT", "/Support", "/Leadership", "/Sales/EMEA", "/Shared Devices"], 1.0)
    roles = Pool([("_GROUPS_ADMIN_ROLE", digits(rng, 17)), ("_USER_MANAGEMENT_ADMIN_ROLE", digits(rng, 17)),
                  ("Help Desk Admin", digits(rng, 17)), ("_HELP_DESK_ADMIN_ROLE", digits(rng, 17)),
                  ("_SEED_ADMIN_ROLE", digits(rng, 17)), ("Mobile Admin", digits(rng, 17)),
                  ("_SERVICES_ADMIN_ROLE", digits(rng, 17)), ("Security Reviewer", digits(rng, 17))], 1.0)
    m1 = Pool(["password", "passkey", "google_authenticator", "security_key", "idv_any_phone"], 1.6)
    m2 = Pool(["google_authenticator", "idv_any_phone", "security_key", "totp", "backup_code",
               "internal_two_factor", "idv_preregistered_phone"], 1.0)
    mch = Pool(["google_authenticator", "idv_any_phone", "idv_preregistered_phone", "security_key",
                "totp", "backup_code", "recovery_email", "recovery_phone"], 1.0)
    app_settings = Pool([("Drive and Docs", "SHARING_OUTSIDE_DOMAIN", "SHARING_ALLOWED", "TRUSTED_DOMAINS"),
                         ("Gmail", "ENABLE_IMAP_ACCESS", "true", "false"),
                         ("Drive and Docs", "ALLOW_EXTERNAL_USERS_TO_CREATE_SHARED_DRIVE_CONTENT", "true", "false"),
                         ("Calendar", "SHARING_OUTSIDE_DOMAIN_FOR_SECONDARY_CALENDAR", "SHOW_ONLY_FREE_BUSY_INFORMATION", "READ_ONLY_ACCESS"),
                         ("Google Meet", "Allow external participants", "false", "true"),
                         ("Gmail", "ENABLE_POP_ACCESS", "false", "true"),
                         ("Drive and Docs", "Allow users to install Google Docs add-ons", "true", "false"),
                         ("Google Chat", "EXTERNAL_CHAT_RESTRICTION", "NO_RESTRICTION", "TRUSTED_DOMAINS")], 1.0)
    api_clients = Pool([("1234567890-" + alnum(rng, 32, "abcdefghijklmnopqrstuvwxyz0123456789") + ".apps.googleusercontent.com",
                         s) for s in ["https://www.googleapis.com/auth/admin.directory.user.readonly",
                                      "https://www.googleapis.com/auth/drive.readonly",
                                      "https://www.googleapis.com/auth/admin.reports.audit.readonly",
                                      "https://www.googleapis.com/auth/gmail.readonly",
                                      "https://www.googleapis.com/auth/calendar"]]
                       + [(digits(rng, 21), "https://www.googleapis.com/auth/admin.directory.group") for _ in range(3)], 1.0)

    ent = lambda key, pool: (lambda c: c.ent(key, pool))
    U, T, AD, RO, AS_, AC = (ent("u", upool), ent("t", upool), ent("ad", admins), ent("ro", roles),
                             ent("as", app_settings), ent("ac", api_clients))
    gens = {
        "time": lambda c: iso_ms(c.t),
        "uq": lambda c: str(rng.randint(-(2 ** 63), 2 ** 63 - 1)),
        "cust": lambda c: customers(rng),
        "etag": lambda c: '"%s/%s"' % (alnum(rng, 43, _B64U), alnum(rng, 27, _B64U)),
        "email": lambda c: U(c)["email"], "pid": lambda c: U(c)["pid"],
        "t_email": lambda c: T(c)["email"],
        "adm_email": lambda c: AD(c)["email"], "adm_pid": lambda c: AD(c)["pid"],
        "m1": lambda c: m1(rng), "m2": lambda c: m2(rng), "mch": lambda c: mch(rng),
        "group": lambda c: groups(rng), "ou": lambda c: ous(rng),
        "role_name": lambda c: RO(c)[0], "role_id": lambda c: RO(c)[1],
        "app_name": lambda c: AS_(c)[0], "setting": lambda c: AS_(c)[1],
        "old_val": lambda c: AS_(c)[3], "new_val": lambda c: AS_(c)[2],
        "edition": lambda c: rng.choice(["business", "enterprise", "enterprise", "education"]),
        "first": lambda c: cap(rng.choice(FIRST)), "first_old": lambda c: cap(rng.choice(FIRST)),
        "last": lambda c: cap(rng.choice(LAST)), "last_old": lambda c: cap(rng.choice(LAST)),
        "nick": lambda c: "%s@%s" % (rng.choice(FIRST) + rng.choice(["", ".", "-"]) + rng.choice(LAST), domains(rng)),
        "api_client": lambda c: AC(c)[0], "api_scopes": lambda c: AC(c)[1],
        "bool_new": lambda c: rng.choice(["true", "true", "false"]),
        "bool_old": lambda c: "false" if c["bool_new"] == "true" else "true",
    }
    gens.update(geo_gens("ipent", ips))
    gens["region"] = lambda c: c["cc"]

    R = []

    def login(name, params, etype="login", net=True, actor=None):
        d = {"kind": "admin#reports#activity",
             "id": {"time": S("time"), "uniqueQualifier": S("uq"), "applicationName": "login", "customerId": S("cust")},
             "etag": S("etag"), "actor": actor or {"email": S("email"), "profileId": S("pid")},
             "ipAddress": S("ip")}
        if net:
            d["networkInfo"] = {"ipAsn": [N("asn")], "regionCode": S("region"), "subdivisionCode": S("subdiv")}
        ev = {"type": etype, "name": name}
        if params is not None:
            ev["parameters"] = params
        d["events"] = [ev]
        R.append([Spec(jspec(d), "-")])

    def admin(etype, name, params):
        d = {"kind": "admin#reports#activity",
             "id": {"time": S("time"), "uniqueQualifier": S("uq"), "applicationName": "admin", "customerId": S("cust")},
             "etag": S("etag"), "actor": {"callerType": "USER", "email": S("adm_email"), "profileId": S("adm_pid")},
             "ipAddress": S("ip"), "events": [{"type": etype, "name": name, "parameters": params}]}
        R.append([Spec(jspec(d), "-")])

    P = lambda n, v: {"name": n, "value": v}
    PM = lambda n, *v: {"name": n, "multiValue": list(v)}
    PB = lambda n, b: {"name": n, "boolValue": b}
    GP = P("login_type", "google_password")
    SUSP_F = PB("is_suspicious", False)
    UE = P("USER_EMAIL", S("t_email"))

    login("login_success", [GP, PM("login_challenge_method", S("m1")), SUSP_F])
    login("login_success", [GP, PM("login_challenge_method", "password", S("m2")), SUSP_F])
    login("logout", [GP])
    login("login_failure", [GP, PM("login_challenge_method", "password"),
                            P("login_failure_type", "login_failure_invalid_password"), SUSP_F])
    login("login_success", [P("login_type", "saml"), SUSP_F])
    login("login_success", [P("login_type", "reauth"), PM("login_challenge_method", S("m1")), SUSP_F])
    login("login_success", [GP, PM("login_challenge_method", S("m1")), SUSP_F], net=False)
    admin("GROUP_SETTINGS", "ADD_GROUP_MEMBER", [UE, P("GROUP_EMAIL", S("group"))])
    login("login_challenge", [PM("login_challenge_method", S("mch")), P("login_challenge_status", "Challenge Passed")])
    admin("USER_SETTINGS", "CHANGE_PASSWORD", [UE])
    login("login_verification", [P("login_challenge_method", S("mch")), P("login_challenge_status", "Challenge Passed")])
    login("login_failure", [GP, PM("login_challenge_method", "password", S("m2")),
                            P("login_failure_type", "login_failure_invalid_second_factor"), SUSP_F])
    admin("USER_SETTINGS", "CREATE_USER", [UE])
    login("logout", [P("login_type", "saml")])
    admin("GROUP_SETTINGS", "REMOVE_GROUP_MEMBER", [UE, P("GROUP_EMAIL", S("group"))])
    login("login_challenge", [PM("login_challenge_method", S("mch")), P("login_challenge_status", "Challenge Failed")])
    login("password_edit", None, etype="password_change")
    admin("USER_SETTINGS", "CHANGE_PASSWORD_ON_NEXT_LOGIN", [UE, P("NEW_VALUE", S("bool_new")), P("OLD_VALUE", S("bool_old"))])
    login("login_failure", [GP, PM("login_challenge_method", "password"),
                            P("login_failure_type", "login_failure_invalid_password"), PB("is_suspicious", True)])
    admin("USER_SETTINGS", "SUSPEND_USER", [UE])
    login("2sv_enroll", None, etype="2sv_change")
    admin("USER_SETTINGS", "MOVE_USER_TO_ORG_UNIT", [UE, P("ORG_UNIT_NAME", S("ou")), P("NEW_VALUE", S("ou"))])
    login("recovery_phone_edit", None, etype="recovery_info_change")
    admin("DELEGATED_ADMIN_SETTINGS", "ASSIGN_ROLE", [P("ROLE_ID", S("role_id")), P("ROLE_NAME", S("role_name")), UE])
    admin("USER_SETTINGS", "UNSUSPEND_USER", [UE])
    login("suspicious_login", [P("affected_email_address", S("email"))], etype="account_warning")
    admin("APPLICATION_SETTINGS", "CHANGE_APPLICATION_SETTING",
          [P("APPLICATION_EDITION", S("edition")), P("SETTING_NAME", S("setting")), P("OLD_VALUE", S("old_val")),
           P("NEW_VALUE", S("new_val")), P("APPLICATION_NAME", S("app_name")), P("ORG_UNIT_NAME", S("ou"))])
    login("login_failure", [GP, PM("login_challenge_method", "password"),
                            P("login_failure_type", "login_failure_account_disabled"), SUSP_F])
    admin("USER_SETTINGS", "DELETE_USER", [UE])
    admin("GROUP_SETTINGS", "CREATE_GROUP", [P("GROUP_EMAIL", S("group"))])
    login("2sv_disable", None, etype="2sv_change")
    admin("USER_SETTINGS", "RESET_SIGNIN_COOKIES", [UE])
    login("recovery_email_edit", None, etype="recovery_info_change")
    admin("USER_SETTINGS", "CHANGE_LAST_NAME", [UE, P("NEW_VALUE", S("last")), P("OLD_VALUE", S("last_old"))])
    admin("DELEGATED_ADMIN_SETTINGS", "UNASSIGN_ROLE", [P("ROLE_ID", S("role_id")), P("ROLE_NAME", S("role_name")), UE])
    login("suspicious_login_less_secure_app", [P("affected_email_address", S("email"))], etype="account_warning")
    admin("USER_SETTINGS", "TURN_OFF_2_STEP_VERIFICATION", [UE])
    admin("USER_SETTINGS", "ADD_NICKNAME", [UE, P("USER_NICKNAME", S("nick"))])
    login("login_failure", [GP, PM("login_challenge_method", "password"),
                            P("login_failure_type", "login_failure_unknown"), SUSP_F])
    admin("USER_SETTINGS", "GRANT_ADMIN_PRIVILEGE", [UE])
    admin("SECURITY_SETTINGS", "AUTHORIZE_API_CLIENT_ACCESS",
          [P("API_CLIENT_NAME", S("api_client")), P("API_SCOPES", S("api_scopes"))])
    login("account_disabled_password_leak", [P("affected_email_address", S("email"))], etype="account_warning")
    return run(rng, R, gens, _json_esc, _start(rng), 25.0)


# ---------------------------------------------------------------------------
# 4. Keycloak server log (Quarkus distribution)
# ---------------------------------------------------------------------------
KC_LVL = {"INFO ": "INFO", "WARN ": "WARN", "ERROR": "ERROR", "DEBUG": "DEBUG"}


def make_keycloak(rng: random.Random) -> list[dict]:
    kcver, qver = rng.choice([("21.1.2", "2.13.8.Final"), ("21.1.1", "2.13.7.Final"), ("20.0.5", "2.13.7.Final")])
    org = rng.choice(["acme", "globex", "initech", "stark", "wayne", "tyrell"])
    kc_host = rng.choice(["sso", "auth", "id", "login"]) + "." + org + rng.choice([".io", ".com", ".net"])
    base = kc_host.split(".", 1)[1]
    realms = Pool(["master", org, "customers", "internal", "partners", "%s-staging" % org], 1.3)
    clients = Pool([
        ("account-console", "https://%s/realms/%s/account/#/" % (kc_host, org)),
        ("web-app", "https://app.%s/oauth2/callback" % base),
        ("grafana", "https://grafana.%s/login/generic_oauth" % base),
        ("security-admin-console", "https://%s/admin/master/console/#/" % kc_host),
        ("argocd", "https://argocd.%s/auth/callback" % base),
        ("gitlab", "https://gitlab.%s/users/auth/openid_connect/callback" % base),
        ("vault", "https://vault.%s/ui/vault/auth/oidc/oidc/callback" % base),
        ("jenkins", "https://jenkins.%s/securityRealm/finishLogin" % base),
        ("frontend-dev", "http://localhost:3000/api/auth/callback/keycloak"),
        ("wiki", "https://wiki.%s/sso/callback" % base),
        ("minio", "https://minio.%s/oauth_callback" % base),
        ("oauth2-proxy", "https://kibana.%s/oauth2/callback" % base),
        ("mobile-app", "com.%s.mobile:/oauthredirect" % org),
        ("portal", "https://portal.%s/signin-oidc" % base)], 1.0)
    svc = Pool([("orders-service", uuid4(rng)), ("billing-worker", uuid4(rng)), ("gateway", uuid4(rng)),
                ("reporting-etl", uuid4(rng)), ("ci-deployer", uuid4(rng)), ("notification-svc", uuid4(rng))], 1.0)
    people = mk_people(rng, 260)
    users = []
    for f, l in people:
        uname = rng.choice(["%s.%s" % (f, l), "%s%s" % (f[0], l), "%s" % f + str(rng.randint(1, 99)), "%s_%s" % (f, l)])
        users.append(dict(uid=uuid4(rng), uname=uname, email="%s.%s@%s" % (f, l, rng.choice([base, base, "gmail.com", "outlook.com"])),
                          first=cap(f), last=cap(l)))
    upool = Pool(users, 0.9)
    ips = Pool(mk_ips(rng, 300, 0.08) + [{"ip": "10.%d.%d.%d" % (rng.randint(0, 3), rng.randint(0, 255), rng.randint(1, 254))}
                                         for _ in range(30)], 0.9)
    scopes = Pool(["openid profile email", "openid email profile", "openid profile email offline_access",
                   "openid profile email groups", "openid email roles profile web-origins",
                   "openid profile email roles", "profile email"], 1.0)
    idps = Pool(["google", "github", "microsoft", "okta-saml", "azure-ad", "gitlab"], 1.0)
    nodes = ["keycloak-%d-%d" % (i, rng.randint(10000, 65535)) for i in range(3)]
    pod_ips = ["10.42.%d.%d" % (rng.randint(0, 9), rng.randint(2, 250)) for _ in range(3)]
    db_host = rng.choice(["postgres", "keycloak-db", "pg-primary.db.svc.cluster.local", "10.0.12.34"])
    # frame line numbers are fixed by the build: JDK 17 frames use the real numbers,
    # Keycloak/RESTEasy/JavaMail frames get per-corpus values
    lines = {k: rng.randint(40, 900) for k in ["ur", "mii", "dsp", "fmt", "fmtr", "st"]}
    lines.update(nmai=77, dmai=43, mi=568, tr=833)

    ent = lambda key, pool: (lambda c: c.ent(key, pool))
    U, CL, SV = ent("u", upool), ent("cl", clients), ent("sv", svc)
    gens = {
        "date": lambda c: c.t.strftime("%Y-%m-%d"),
        "time": lambda c: c.t.strftime("%H:%M:%S,") + "%03d" % (c.t.microsecond // 1000),
        "tid": lambda c: min(int(rng.paretovariate(1.2)) - 1, 99) if rng.random() < 0.4 else rng.randint(0, 63),
        "realm": lambda c: realms(rng),
        "client": lambda c: CL(c)[0], "redirect": lambda c: CL(c)[1],
        "uid": lambda c: U(c)["uid"], "username": lambda c: U(c)["uname"], "email": lambda c: U(c)["email"],
        "first": lambda c: U(c)["first"], "last": lambda c: U(c)["last"],
        "admin_uid": lambda c: uuid4(rng),
        "ip": lambda c: c.ent("ip", ips)["ip"],
        "code_id": lambda c: uuid4(rng), "tab_id": lambda c: alnum(rng, 11, _B64U),
        "token_id": lambda c: uuid4(rng), "rt_id": lambda c: uuid4(rng), "rt_id2": lambda c: uuid4(rng),
        "sess": lambda c: uuid4(rng),
        "scope": lambda c: scopes(rng),
        "rtt": lambda c: rng.choice(["Refresh"] * 8 + ["Offline"]),
        "rmode": lambda c: rng.choice(["query", "query", "query", "fragment", "form_post"]),
        "consent": lambda c: rng.choice(["no_consent_required"] * 6 + ["consent_granted", "persistent_consent"]),
        "svc_client": lambda c: SV(c)[0], "svc_uid": lambda c: SV(c)[1],
        "svc_user": lambda c: "service-account-" + SV(c)[0],
        "idp": lambda c: idps(rng),
        "idp_ident": lambda c: rng.choice([U(c)["email"], U(c)["uname"], digits(rng, 9)]),
        "group_id": lambda c: uuid4(rng),
        "start_s": lambda c: "%.3f" % rng.uniform(6.5, 38.0),
        "stop_s": lambda c: "%.3f" % rng.uniform(0.02, 0.9),
        "node": lambda c: rng.choice(nodes),
        "pod_ip": lambda c: pod_ips[nodes.index(c["node"])],
        "view_id": lambda c: rng.randint(1, 40),
        "nmem": lambda c: rng.choice([2, 2, 3]),
        "members": lambda c: ", ".join(c.ent("view", lambda r: (lambda k: nodes[k:] + nodes[:k])(r.randint(0, 2)))[:int(c["nmem"])]),
        "coord": lambda c: c["members"].split(", ")[0],
        "local": lambda c: rng.choice(c["members"].split(", ")),
        "jg_tid": lambda c: rng.randint(1, 12),
        "el_tid": lambda c: rng.randint(0, 7),
        "blocked_ms": lambda c: rng.randint(2001, 9800),
        "kc_host": lambda c: kc_host,
        "db": lambda c: "%s:5432" % db_host,
        "agroal_tid": lambda c: rng.randint(1, 40),
        "admin_name": lambda c: rng.choice(["admin", "admin", "kcadmin"]),
        "more": lambda c: rng.randint(60, 140),
        "kcver": lambda c: kcver, "qver": lambda c: qver,
    }
    for k, v in lines.items():
        gens["ln_" + k] = (lambda vv: (lambda c: vv))(v)

    def L(level, logger, thread, msg):
        return Spec("{date} {time} %s [%s] (%s) %s" % (level, logger, thread, msg), KC_LVL[level])

    EV = "org.keycloak.events"
    EX = "executor-thread-{tid}"
    R = []
    ev = lambda msg: R.append([L("INFO ", EV, EX, msg)])
    everr = lambda msg: R.append([L("WARN ", EV, EX, msg)])
    one = lambda level, logger, thread, msg: R.append([L(level, logger, thread, msg)])
    HEAD = "realmId={realm}, clientId={client}, userId={uid}, ipAddress={ip}"
    SESS = "authSessionParentId={code_id}, authSessionTabId={tab_id}"

    ev("type=CODE_TO_TOKEN, " + HEAD + ", token_id={token_id}, grant_type=authorization_code, refresh_token_type={rtt}, scope='{scope}', refresh_token_id={rt_id}, code_id={code_id}, client_auth_method=client-secret")
    ev("type=LOGIN, " + HEAD + ", auth_method=openid-connect, auth_type=code, response_type=code, redirect_uri={redirect}, consent={consent}, code_id={code_id}, response_mode={rmode}, username={username}, " + SESS)
    ev("type=REFRESH_TOKEN, " + HEAD + ", token_id={token_id}, grant_type=refresh_token, refresh_token_type={rtt}, scope='{scope}', refresh_token_id={rt_id}, updated_refresh_token_id={rt_id2}, client_auth_method=client-secret")
    ev("type=CLIENT_LOGIN, realmId={realm}, clientId={svc_client}, userId={svc_uid}, ipAddress={ip}, token_id={token_id}, grant_type=client_credentials, scope='{scope}', client_auth_method=client-secret, username={svc_user}")
    everr("type=LOGIN_ERROR, " + HEAD + ", error=invalid_user_credentials, auth_method=openid-connect, auth_type=code, redirect_uri={redirect}, code_id={code_id}, username={username}, " + SESS)
    ev("type=LOGOUT, realmId={realm}, clientId={client}, userId={uid}, sessionId={sess}, ipAddress={ip}, redirect_uri={redirect}")
    ev("type=USER_INFO_REQUEST, " + HEAD + ", auth_method=validate_access_token")
    ev("type=INTROSPECT_TOKEN, realmId={realm}, clientId={svc_client}, userId=null, ipAddress={ip}")
    everr("type=LOGIN_ERROR, realmId={realm}, clientId={client}, userId=null, ipAddress={ip}, error=user_not_found, auth_method=openid-connect, auth_type=code, redirect_uri={redirect}, code_id={code_id}, username={username}, " + SESS)
    ev("type=LOGIN, " + HEAD + ", auth_method=openid-connect, auth_type=code, response_type=code, redirect_uri={redirect}, remember_me=true, consent={consent}, code_id={code_id}, response_mode={rmode}, username={username}, " + SESS)
    ev("type=LOGIN, " + HEAD + ", auth_method=openid-connect, auth_type=code, response_type=code, redirect_uri={redirect}, consent={consent}, identity_provider={idp}, code_id={code_id}, identity_provider_identity={idp_ident}, response_mode={rmode}, username={username}, " + SESS)
    everr("type=REFRESH_TOKEN_ERROR, realmId={realm}, clientId={client}, userId=null, ipAddress={ip}, error=invalid_token, grant_type=refresh_token, client_auth_method=client-secret")
    ev("type=LOGIN, " + HEAD + ", auth_method=openid-connect, token_id={token_id}, grant_type=password, refresh_token_type={rtt}, scope='{scope}', refresh_token_id={rt_id}, client_auth_method=client-secret, username={username}")
    everr("type=LOGIN_ERROR, realmId={realm}, clientId={client}, userId=null, ipAddress={ip}, error=expired_code, restart_after_timeout=true, " + SESS)
    everr("type=CODE_TO_TOKEN_ERROR, realmId={realm}, clientId={client}, userId=null, ipAddress={ip}, error=invalid_code, grant_type=authorization_code, code_id={code_id}, client_auth_method=client-secret")
    ev("type=UPDATE_PASSWORD, " + HEAD + ", auth_method=openid-connect, custom_required_action=UPDATE_PASSWORD, response_mode={rmode}, username={username}")
    ev("type=REGISTER, " + HEAD + ", auth_method=openid-connect, auth_type=code, register_method=form, last_name={last}, redirect_uri={redirect}, first_name={first}, code_id={code_id}, email={email}, username={username}, " + SESS)
    everr("type=LOGIN_ERROR, realmId={realm}, clientId=null, userId=null, ipAddress={ip}, error=cookie_not_found")
    ev("type=SEND_RESET_PASSWORD, " + HEAD + ", auth_method=openid-connect, auth_type=code, redirect_uri={redirect}, code_id={code_id}, email={email}, username={username}, " + SESS)
    everr("type=CLIENT_LOGIN_ERROR, realmId={realm}, clientId={svc_client}, userId=null, ipAddress={ip}, error=invalid_client_credentials, grant_type=client_credentials")
    ev("type=RESET_PASSWORD, " + HEAD + ", auth_method=openid-connect, auth_type=code, redirect_uri={redirect}, code_id={code_id}, username={username}, " + SESS)
    everr("type=LOGIN_ERROR, " + HEAD + ", error=user_temporarily_disabled, auth_method=openid-connect, auth_type=code, redirect_uri={redirect}, code_id={code_id}, username={username}, " + SESS)
    ev("type=SEND_VERIFY_EMAIL, " + HEAD + ", auth_method=openid-connect, auth_type=code, redirect_uri={redirect}, code_id={code_id}, email={email}, username={username}, " + SESS)
    ev("type=VERIFY_EMAIL, " + HEAD + ", auth_method=openid-connect, auth_type=code, redirect_uri={redirect}, code_id={code_id}, email={email}, username={username}, " + SESS)
    everr("type=LOGIN_ERROR, " + HEAD + ", error=invalid_user_credentials, auth_method=openid-connect, grant_type=password, client_auth_method=client-secret, username={username}")
    ev("operationType=UPDATE, realmId={realm}, clientId=security-admin-console, userId={admin_uid}, ipAddress={ip}, resourceType=USER, resourcePath=users/{uid}")
    ev("operationType=CREATE, realmId={realm}, clientId=security-admin-console, userId={admin_uid}, ipAddress={ip}, resourceType=USER, resourcePath=users/{uid}")
    ev("operationType=CREATE, realmId={realm}, clientId=security-admin-console, userId={admin_uid}, ipAddress={ip}, resourceType=GROUP_MEMBERSHIP, resourcePath=users/{uid}/groups/{group_id}")
    everr("type=LOGIN_ERROR, realmId={realm}, clientId={client}, userId=null, ipAddress={ip}, error=invalid_redirect_uri, redirect_uri={redirect}")
    ev("type=IDENTITY_PROVIDER_FIRST_LOGIN, realmId={realm}, clientId={client}, userId=null, ipAddress={ip}, identity_provider={idp}, identity_provider_identity={idp_ident}, code_id={code_id}, " + SESS)
    ev("operationType=DELETE, realmId={realm}, clientId=security-admin-console, userId={admin_uid}, ipAddress={ip}, resourceType=USER, resourcePath=users/{uid}")
    everr("type=RESET_PASSWORD_ERROR, realmId={realm}, clientId={client}, userId=null, ipAddress={ip}, error=user_not_found, auth_method=openid-connect, auth_type=code, redirect_uri={redirect}, code_id={code_id}, username={username}, " + SESS)

    one("WARN ", "io.vertx.core.impl.BlockedThreadChecker", "vertx-blocked-thread-checker",
        "Thread Thread[vert.x-eventloop-thread-{el_tid},5,main] has been blocked for {blocked_ms} ms, time limit is 2000 ms")
    one("WARN ", "org.keycloak.services", EX,
        "KC-SERVICES0091: Request is missing scope 'openid' so it's not treated as OIDC, but just pure OAuth2 request.")
    one("INFO ", "org.infinispan.CLUSTER", "jgroups-{jg_tid},{local}",
        "ISPN000094: Received new cluster view for channel ISPN: [{coord}|{view_id}] ({nmem}) [{members}]")
    one("INFO ", "io.quarkus", "main",
        "Keycloak {kcver} on JVM (powered by Quarkus {qver}) started in {start_s}s. Listening on: http://0.0.0.0:8080")
    one("INFO ", "io.quarkus", "Shutdown thread", "Keycloak stopped in {stop_s}s")
    one("INFO ", "org.keycloak.quarkus.runtime.hostname.DefaultHostnameProvider", "main",
        "Hostname settings: Base URL: <unset>, Hostname: {kc_host}, Strict HTTPS: false, Path: <request>, Strict BackChannel: false, Admin URL: <unset>, Admin: <request>, Port: -1, Proxied: true")
    one("INFO ", "org.infinispan.CLUSTER", "keycloak-cache-init",
        "ISPN000079: Channel `ISPN` local address is `{node}`, physical addresses are `[{pod_ip}:7800]`")
    one("INFO ", "org.keycloak.connections.infinispan.DefaultInfinispanConnectionProviderFactory", "main",
        "Node name: {node}, Site name: null")
    one("INFO ", "io.quarkus", "main",
        "Installed features: [agroal, cdi, hibernate-orm, jdbc-h2, jdbc-mariadb, jdbc-mssql, jdbc-mysql, jdbc-oracle, jdbc-postgresql, keycloak, logging-gelf, micrometer, narayana-jta, reactive-routes, resteasy, resteasy-jackson, smallrye-context-propagation, smallrye-health, vertx]")
    one("WARN ", "io.agroal.pool", "agroal-{agroal_tid}",
        "Datasource '<default>': Connection to {db} refused. Check that the hostname and port are correct and that the postmaster is accepting TCP/IP connections.")
    R.append([L("WARN ", "org.hibernate.engine.jdbc.spi.SqlExceptionHelper", EX, "SQL Error: 0, SQLState: 08006"),
              L("ERROR", "org.hibernate.engine.jdbc.spi.SqlExceptionHelper", EX, "An I/O error occurred while sending to the backend.")])
    one("INFO ", "org.keycloak.services", "main", "KC-SERVICES0009: Added user '{admin_name}' to realm 'master'")
    T = lambda s: Spec("\t" + s, "-")
    R.append([L("ERROR", "org.keycloak.services.error.KeycloakErrorHandler", EX,
                'Uncaught server error: java.lang.NullPointerException: Cannot invoke "org.keycloak.models.UserModel.getId()" because "user" is null'),
              T("at org.keycloak.services.resources.admin.UserResource.updateUser(UserResource.java:{ln_ur})"),
              T("at java.base/jdk.internal.reflect.NativeMethodAccessorImpl.invoke0(Native Method)"),
              T("at java.base/jdk.internal.reflect.NativeMethodAccessorImpl.invoke(NativeMethodAccessorImpl.java:{ln_nmai})"),
              T("at java.base/jdk.internal.reflect.DelegatingMethodAccessorImpl.invoke(DelegatingMethodAccessorImpl.java:{ln_dmai})"),
              T("at java.base/java.lang.reflect.Method.invoke(Method.java:{ln_mi})"),
              T("at org.jboss.resteasy.core.MethodInjectorImpl.invoke(MethodInjectorImpl.java:{ln_mii})"),
              T("at java.base/java.lang.Thread.run(Thread.java:{ln_tr})")])
    R.append([L("ERROR", "org.keycloak.services", EX,
                "KC-SERVICES0029: Failed to send reset password E-mail: org.keycloak.email.EmailException: Error when attempting to send the email to the server. More information is available in the server log."),
              T("at org.keycloak.email.DefaultEmailSenderProvider.send(DefaultEmailSenderProvider.java:{ln_dsp})"),
              T("at org.keycloak.email.freemarker.FreeMarkerEmailTemplateProvider.send(FreeMarkerEmailTemplateProvider.java:{ln_fmt})"),
              T("at org.keycloak.email.freemarker.FreeMarkerEmailTemplateProvider.sendPasswordReset(FreeMarkerEmailTemplateProvider.java:{ln_fmtr})"),
              T("at java.base/java.lang.Thread.run(Thread.java:{ln_tr})"),
              Spec("Caused by: javax.mail.AuthenticationFailedException: 535 5.7.8 Username and Password not accepted.", "-"),
              T("at com.sun.mail.smtp.SMTPTransport$Authenticator.authenticate(SMTPTransport.java:{ln_st})"),
              T("... {more} more")])
    return run(rng, R, gens, _raw, _start(rng), 45.0)


# ---------------------------------------------------------------------------
# 5. GitHub Enterprise audit log stream
# ---------------------------------------------------------------------------
def make_github(rng: random.Random) -> list[dict]:
    co = rng.choice(["acme", "globex", "initech", "hooli", "vandelay", "soylent"])
    bizs = Pool([(co, rng.randint(1000, 40000)), (co + "-emu", rng.randint(1000, 40000)),
                 (co + "-labs", rng.randint(1000, 40000))], 1.8)
    orgs = [(o, rng.randint(1000000, 160000000)) for o in
            [co, co + "-platform", co + "-labs", co + "-data", co + "-mobile", co + "-security", co + "-oss"]]
    rnames = ["api-gateway", "web-frontend", "terraform-modules", "infra-live", "payments-service",
              "mobile-app", "docs", "helm-charts", "data-pipeline", "auth-service", "design-system",
              "ios-app", "android-app", "billing", "search", "ml-models", "notifications", "k8s-manifests",
              "github-actions", "shared-workflows", "monorepo", "cli", "sdk-python", "sdk-go", "sdk-js",
              "analytics", "etl-jobs", "dotfiles", "onboarding", "status-page", "incident-runbooks",
              "checkout", "catalog", "inventory", "gateway-config", "observability", "platform-tools",
              "security-policies", "renovate-config", "website"]
    opool = Pool(orgs, 1.1)
    repos = []
    for _ in range(150):
        o = opool(rng)
        n = rng.choice(rnames) + rng.choice(["", "", "", "-v2", "-legacy", "-poc"])
        vis = rng.choices(["private", "internal", "public"], [6, 3, 1])[0]
        repos.append(dict(org=o[0], org_id=o[1], repo="%s/%s" % (o[0], n), repo_id=rng.randint(100000000, 790000000), vis=vis))
    rpool = Pool(repos, 1.0)
    people = mk_people(rng, 220)
    logins = []
    for f, l in people:
        lg = rng.choice(["%s%s" % (f[0], l), "%s-%s" % (f, l), "%s%s" % (f, l[0]), "%s-%s" % (f, co),
                         "%s%d" % (f, rng.randint(1, 999)), "%s%s-%s" % (f[0], l, co)])
        logins.append((lg, rng.randint(10000, 160000000)))
    upool = Pool(logins, 0.9)
    bots = Pool([("dependabot[bot]", 49699333), ("github-actions[bot]", 41898282), ("renovate[bot]", 29139614)]
                + logins[:40], 1.0)
    ips = Pool(mk_ips(rng, 320, 0.1), 0.9)
    uas = Pool([u["ua"] for u in mk_uas(rng, 90)] + ["GitHub Desktop/3.3.8 (Macintosh)", "gh/2.44.1",
               "Terraform/1.7.4 (+https://www.terraform.io) terraform-provider-github/6.0.1", "octokit-rest.js/20.0.2",
               "PyGithub/Python", "curl/8.4.0"], 1.0)
    git_uas = Pool(["git/2.43.0", "git/2.39.3 (Apple Git-145)", "git/2.44.0", "git/2.34.1", "JGit/6.8.0",
                    "git/2.42.0.windows.2", "go-git/5.x", "git/2.40.1"], 1.0)
    teams = Pool(["platform", "backend", "frontend", "sre", "security", "data-eng", "mobile", "qa",
                  "developers", "admins", "contractors", "release-managers"], 1.0)
    wfs = Pool(["CI", "Build and Test", "Deploy to production", "CodeQL", "Release", "Lint", "Dependabot Updates",
                "Terraform Plan", "Docker Image", "E2E Tests", "Nightly", "pages-build-deployment"], 1.0)
    branches = Pool(["main", "feature/" + "login-page", "fix/null-pointer", "develop", "dependabot/npm_and_yarn/axios-1.6.7",
                     "release/2024.03", "renovate/terraform-aws-5.x", "feat/payments-v2", "chore/bump-deps",
                     "hotfix/ssl-cert", "master", "staging"], 1.0)
    pbranches = Pool(["main", "master", "release/*", "develop", "production", "staging"], 1.3)
    titles = Pool(["Bump axios from 1.6.5 to 1.6.7", "Fix null pointer in checkout flow", "Add retry to webhook sender",
                   "Update terraform-aws to v5.40", "feat: new onboarding screens", "chore(deps): update actions/checkout action to v4",
                   "Refactor auth middleware", "Remove deprecated endpoints", "docs: update README", "WIP: payments v2",
                   "Add rate limiting to public API", "Migrate CI to reusable workflows", "fix: handle empty cart",
                   "Upgrade Node.js to 20", "Improve logging for sync jobs"], 1.0)
    hook_urls = Pool(["https://ci.%s.com/github-webhook/" % co, "https://hooks.slack.com/services/T0%s/B0%s/%s" % (alnum(rng, 8).upper(), alnum(rng, 8).upper(), alnum(rng, 24)),
                      "https://atlantis.%s.com/events" % co, "https://smee.io/%s" % alnum(rng, 16),
                      "https://jira.%s.com/rest/bitbucket/1.0/repository/sync" % co, "https://argocd.%s.com/api/webhook" % co], 1.0)
    scopes = Pool(["repo", "repo,workflow", "repo,read:org", "read:packages,repo", "admin:org,repo,workflow",
                   "public_repo", "repo,write:packages"], 1.0)

    ent = lambda key, pool: (lambda c: c.ent(key, pool))
    RP, US, TG, BZ, BT = ent("r", rpool), ent("u", upool), ent("tg", upool), ent("bz", bizs), ent("bt", bots)
    gens = {
        "ts": lambda c: epoch_ms(c.t),
        "doc": lambda c: alnum(rng, 22, _B64U),
        "actor": lambda c: US(c)[0], "actor_id": lambda c: US(c)[1],
        "bot": lambda c: BT(c)[0], "bot_id": lambda c: BT(c)[1],
        "user": lambda c: TG(c)[0], "user_id": lambda c: TG(c)[1],
        "biz": lambda c: BZ(c)[0], "biz_id": lambda c: BZ(c)[1],
        "org": lambda c: RP(c)["org"], "org_id": lambda c: RP(c)["org_id"],
        "repo": lambda c: RP(c)["repo"], "repo_id": lambda c: RP(c)["repo_id"],
        "vis": lambda c: RP(c)["vis"], "is_public": lambda c: RP(c)["vis"] == "public",
        "ip": lambda c: c.ent("ip", ips)["ip"], "cc": lambda c: c.ent("ip", ips)["geo"][2],
        "ua": lambda c: uas(rng), "git_ua": lambda c: git_uas(rng),
        "req": lambda c: "%04X:%04X:%X:%X:%08X" % (rng.getrandbits(16), rng.getrandbits(16), rng.getrandbits(26),
                                                   rng.getrandbits(26), rng.getrandbits(32)),
        "proto_n": lambda c: c.ent("proto", lambda r: r.choice([(1, "http"), (1, "http"), (2, "ssh")]))[0],
        "proto": lambda c: c.ent("proto", lambda r: r.choice([(1, "http"), (1, "http"), (2, "ssh")]))[1],
        "hashed": lambda c: alnum(rng, 43, _AN + "+/") + "=",
        "tok_id": lambda c: rng.randint(100000, 300000000),
        "tok_scopes": lambda c: scopes(rng),
        "team": lambda c: "%s/%s" % (c["org"], teams(rng)),
        "perm": lambda c: rng.choice(["read", "write", "write", "admin", "triage", "maintain"]),
        "pr_id": lambda c: rng.randint(1000000000, 1900000000),
        "pr_num": lambda c: rng.randint(1, 4800),
        "pr_title": lambda c: titles(rng),
        "pr_url": lambda c: "https://github.com/%s/pull/%s" % (c["repo"], c["pr_num"]),
        "wf": lambda c: wfs(rng), "wf_id": lambda c: rng.randint(1000000, 95000000),
        "run_id": lambda c: rng.randint(6000000000, 9900000000),
        "run_num": lambda c: rng.randint(1, 9000),
        "head_branch": lambda c: branches(rng), "head_sha": lambda c: hexs(rng, 40),
        "wf_event": lambda c: rng.choice(["push", "push", "pull_request", "pull_request", "schedule", "workflow_dispatch", "merge_group"]),
        "started": lambda c: iso_s(c.t - _dt.timedelta(seconds=rng.randint(30, 2400))),
        "completed": lambda c: iso_s(c.t),
        "trigger_id": lambda c: rng.randint(10000000000, 30000000000),
        "branch": lambda c: pbranches(rng),
        "reviews": lambda c: rng.choice([1, 1, 2, 2, 3]),
        "hook_id": lambda c: rng.randint(100000000, 470000000),
        "hook_url": lambda c: hook_urls(rng),
        "email": lambda c: "%s.%s@%s" % (rng.choice(FIRST), rng.choice(LAST), rng.choice([co + ".com", "gmail.com", "contractor.io"])),
        "inst_id": lambda c: rng.randint(10000000, 49000000),
        "app": lambda c: rng.choice(["dependabot", "codecov", "renovate", "slack", "jira-cloud", "sonarcloud", "vercel", "snyk"]),
    }

    R = []

    def gh(action, op, extra, ip=True, actor=("actor", "actor_id"), web=True):
        d = {"@timestamp": N("ts"), "_document_id": S("doc"), "action": action,
             "actor": S(actor[0]), "actor_id": N(actor[1])}
        if ip:
            d["actor_ip"] = S("ip")
        d["actor_location"] = {"country_code": S("cc")}
        d.update({"business": S("biz"), "business_id": N("biz_id"), "created_at": N("ts"), "operation_type": op})
        if web:
            d.update({"request_id": S("req"), "user_agent": S("ua")})
        d.update(extra)
        R.append([Spec(jspec(sorted_keys(d)), "-")])

    ORG = {"org": S("org"), "org_id": N("org_id")}
    REPO = dict(ORG, repo=S("repo"), repo_id=N("repo_id"))
    GIT = dict(ORG, repo=S("repo"), repository=S("repo"), repository_public=N("is_public"),
               transport_protocol=N("proto_n"), transport_protocol_name=S("proto"), user_agent=S("git_ua"))
    PAT = {"hashed_token": S("hashed"), "programmatic_access_type": "Personal access token (classic)",
           "token_id": N("tok_id"), "token_scopes": S("tok_scopes")}
    USER = {"user": S("user"), "user_id": N("user_id")}
    WF = dict(REPO, event=S("wf_event"), head_branch=S("head_branch"), head_sha=S("head_sha"), name=S("wf"),
              run_attempt=1, run_number=N("run_num"), started_at=S("started"), trigger_id=N("trigger_id"),
              workflow_id=N("wf_id"), workflow_run_id=N("run_id"))

    gh("git.clone", "access", GIT, web=False)
    gh("git.fetch", "access", GIT, web=False)
    gh("git.push", "access", GIT, web=False)
    gh("workflows.completed_workflow_run", "modify", dict(WF, conclusion="success", completed_at=S("completed")),
       ip=False, actor=("bot", "bot_id"), web=False)
    gh("git.clone", "access", dict(GIT, **PAT), web=False)
    gh("workflows.created_workflow_run", "create", WF, ip=False, actor=("bot", "bot_id"), web=False)
    gh("pull_request.create", "create", dict(REPO, pull_request_id=N("pr_id"), pull_request_title=S("pr_title"),
                                             pull_request_url=S("pr_url")))
    gh("workflows.completed_workflow_run", "modify", dict(WF, conclusion="failure", completed_at=S("completed")),
       ip=False, actor=("bot", "bot_id"), web=False)
    gh("pull_request.merge", "modify", dict(REPO, pull_request_id=N("pr_id"), pull_request_title=S("pr_title"),
                                            pull_request_url=S("pr_url")))
    gh("git.push", "access", dict(GIT, **PAT), web=False)
    gh("repo.download_zip", "access", REPO)
    gh("pull_request_review.submit", "create", dict(REPO, pull_request_id=N("pr_id"), pull_request_title=S("pr_title"),
                                                    pull_request_url=S("pr_url"), review_state="approved"))
    gh("team.add_member", "modify", dict(ORG, team=S("team"), **USER))
    gh("repo.create", "create", dict(REPO, visibility=S("vis"), public_repo=N("is_public")))
    gh("org.add_member", "create", dict(ORG, permission="read", **USER))
    gh("pull_request.close", "modify", dict(REPO, pull_request_id=N("pr_id"), pull_request_title=S("pr_title"),
                                            pull_request_url=S("pr_url")))
    gh("protected_branch.update", "modify", dict(REPO, name=S("branch"), required_approving_review_count=N("reviews")))
    gh("repo.add_member", "create", dict(REPO, permission=S("perm"), **USER))
    gh("org.invite_member", "create", dict(ORG, email=S("email"), invitee=S("user"), invitee_id=N("user_id")))
    gh("team.remove_member", "modify", dict(ORG, team=S("team"), **USER))
    gh("team.add_repository", "modify", dict(REPO, team=S("team"), permission=S("perm")))
    gh("hook.create", "create", dict(REPO, hook_id=N("hook_id"), name="webhook", active=True,
                                     config={"content_type": "json", "insecure_ssl": "0", "url": S("hook_url")}))
    gh("org.remove_member", "remove", dict(ORG, **USER))
    gh("protected_branch.policy_override", "modify", dict(REPO, name=S("branch")))
    gh("repo.archived", "modify", dict(REPO, visibility=S("vis")))
    gh("workflows.completed_workflow_run", "modify", dict(WF, conclusion="cancelled", completed_at=S("completed")),
       ip=False, actor=("bot", "bot_id"), web=False)
    gh("repo.remove_member", "remove", dict(REPO, **USER))
    gh("org.update_member", "modify", dict(ORG, permission="admin", **USER))
    gh("protected_branch.create", "create", dict(REPO, name=S("branch")))
    gh("hook.config_changed", "modify", dict(REPO, hook_id=N("hook_id"), name="webhook",
                                             config={"content_type": "json", "insecure_ssl": "0", "url": S("hook_url")}))
    gh("integration_installation.create", "create", dict(ORG, integration=S("app"), installation_id=N("inst_id")))
    gh("repo.destroy", "remove", dict(REPO, visibility=S("vis")))
    gh("protected_branch.destroy", "remove", dict(REPO, name=S("branch")))
    gh("hook.destroy", "remove", dict(REPO, hook_id=N("hook_id"), name="webhook"))
    gh("git.clone", "access", GIT, ip=False, web=False)
    gh("org.update_member", "modify", dict(ORG, permission="read", **USER))
    return run(rng, R, gens, _json_esc, _start(rng), 9.0)


# ---------------------------------------------------------------------------
# 6. Cloudflare Logpush http_requests
# ---------------------------------------------------------------------------
def make_cloudflare(rng: random.Random) -> list[dict]:
    co = rng.choice(["acme", "brightlane", "northwind", "kestrel", "lumen", "orbitshop"])
    zones = [co + ".com", co + ".io", "get" + co + ".com"]
    hosts = Pool([(h, z) for z, hs in [(zones[0], ["www", "api", "", "static", "shop", "auth", "blog", "cdn", "status", "app"]),
                                       (zones[1], ["docs", "", "dashboard", "api"]),
                                       (zones[2], ["www", ""])]
                  for h in [(x + "." + z) if x else z for x in hs]], 1.0)
    ips = Pool(mk_ips(rng, 500, 0.15), 0.85)
    human = [dict(ua=u["ua"], dev=u["dev"], bot=False) for u in mk_uas(rng, 140)]
    botl = [dict(ua=x, dev="desktop", bot=True) for x in [
        "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
        "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
        "python-requests/2.31.0", "curl/8.4.0", "Go-http-client/1.1", "Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)",
        "Mozilla/5.0 zgrab/0.x", "okhttp/4.12.0", "Wget/1.21.3", "Mozilla/5.0 (compatible; SemrushBot/7~bl; +http://www.semrush.com/bot.html)",
        "axios/1.6.7", "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/121.0.6167.85 Safari/537.36"]]
    uas = Pool(human[:60] + botl[:3] + human[60:] + botl[3:], 0.9)
    sku = lambda: "%s-%04d" % (rng.choice(["TSH", "MUG", "HOD", "CAP", "BAG", "STK"]), rng.randint(1, 9999))
    static = Pool([("/static/js/main.%s.js" % hexs(rng, 8), "application/javascript"),
                   ("/static/css/app.%s.css" % hexs(rng, 8), "text/css"),
                   ("/favicon.ico", "image/x-icon"), ("/assets/img/logo.svg", "image/svg+xml"),
                   ("/static/js/vendor.%s.js" % hexs(rng, 8), "application/javascript"),
                   ("/fonts/inter-var.woff2", "font/woff2"), ("/robots.txt", "text/plain")]
                  + [("/images/products/%s.jpg" % sku(), "image/jpeg") for _ in range(60)]
                  + [("/_next/static/chunks/%s-%s.js" % (rng.choice(["pages", "framework", "main", "webpack"]), hexs(rng, 16)),
                      "application/javascript") for _ in range(20)]
                  + [("/media/%s.webp" % alnum(rng, 10), "image/webp") for _ in range(30)], 1.0)
    html = lambda: rng.choice(["text/html", "text/html; charset=utf-8", "text/html; charset=UTF-8"])
    pages = Pool([("/", html()), ("/pricing", html()), ("/login", html()), ("/signup", html()),
                  ("/docs/getting-started", html()), ("/cart", html()), ("/account", html()),
                  ("/blog/introducing-v2", html()), ("/sitemap.xml", "application/xml"),
                  ("/checkout", html()), ("/search", html()), ("/feed.xml", "application/rss+xml")]
                 + [("/products/%s" % sku().lower(), html()) for _ in range(60)]
                 + [("/blog/%s" % "-".join(rng.sample(["how", "we", "scaled", "our", "api", "to", "billions", "of", "requests",
                                                        "faster", "builds", "with", "rust", "lessons", "from", "outage"], 4)),
                     html()) for _ in range(20)], 1.0)
    js = lambda: rng.choice(["application/json", "application/json", "application/json; charset=utf-8"])
    apis = Pool([("/api/v1/orders", js()), ("/graphql", "application/graphql-response+json"),
                 ("/api/v1/auth/login", js()), ("/api/v1/cart/items", js()),
                 ("/api/v1/session", js()), ("/api/v2/events", "text/event-stream"),
                 ("/api/v1/auth/refresh", js()), ("/api/v1/search", js()), ("/healthz", "text/plain; charset=utf-8"),
                 ("/api/v1/export/orders.csv", "text/csv")]
                + [("/api/v1/users/%d" % rng.randint(1000, 999999), js()) for _ in range(40)]
                + [("/api/v1/orders/%s" % uuid4(rng), js()) for _ in range(40)], 1.0)
    attacks = Pool(["/.env", "/wp-login.php", "/xmlrpc.php", "/.git/config", "/wp-admin/setup-config.php",
                    "/phpmyadmin/index.php", "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php",
                    "/cgi-bin/luci/;stok=/locale", "/admin/.env", "/api/.env", "/backup.sql", "/config.json",
                    "/actuator/env", "/.aws/credentials", "/server-status", "/boaform/admin/formLogin",
                    "/HNAP1/", "/solr/admin/info/system", "/owa/auth/logon.aspx", "/.DS_Store"], 0.9)
    queries = Pool(["?utm_source=google&utm_medium=cpc", "?ref=producthunt", "?page=2", "?q=hoodie",
                    "?v=" + hexs(rng, 8), "?lang=de", "?utm_source=newsletter&utm_campaign=spring", "?sort=price_asc",
                    "?fbclid=" + alnum(rng, 40), "?gclid=" + alnum(rng, 30)], 1.0)
    referers = Pool(["https://www.google.com/", "https://{h}/", "https://www.bing.com/", "https://t.co/",
                     "https://duckduckgo.com/", "https://{h}/pricing", "https://www.linkedin.com/",
                     "https://news.ycombinator.com/", "https://{h}/cart", "https://l.facebook.com/",
                     "https://www.reddit.com/", "https://{h}/products"], 1.0)
    origins = Pool(["%d.%d.%d.%d" % (rng.choice([3, 18, 34, 35, 44, 52, 54]), rng.randint(0, 255), rng.randint(0, 255),
                                      rng.randint(1, 254)) for _ in range(6)], 1.0)
    edge_ips = ["172.%d.%d.%d" % (rng.choice([64, 67, 68, 69, 70, 71]), rng.randint(0, 255), rng.randint(0, 255)) for _ in range(60)] + \
               ["162.158.%d.%d" % (rng.randint(0, 255), rng.randint(1, 254)) for _ in range(30)]

    ent = lambda key, pool: (lambda c: c.ent(key, pool))
    H, IPE, UA, ST, PG, AP = (ent("h", hosts), ent("ip", ips), ent("ua", uas), ent("st", static), ent("pg", pages),
                              ent("ap", apis))

    def uri(path, q=0.25):
        return lambda c: path(c) + (queries(rng) if rng.random() < q else "")

    def bytes_(lo, hi):
        return lambda c: int(rng.lognormvariate((lo + hi) / 2, (hi - lo) / 4))

    gens = {
        "start": lambda c: iso_s(c.t),
        "end": lambda c: iso_s(c.t + _dt.timedelta(milliseconds=int(c["dur_ms"]))),
        "dur_ms": lambda c: int(rng.lognormvariate(4.5, 1.1)),
        "origin_ms": lambda c: max(1, int(c["dur_ms"]) - rng.randint(0, 40)),
        "slow_ms": lambda c: rng.randint(30000, 100000),
        "host": lambda c: H(c)[0], "zone": lambda c: H(c)[1],
        "ip": lambda c: IPE(c)["ip"], "ccl": lambda c: IPE(c)["geo"][2].lower(), "asn": lambda c: IPE(c)["asn"],
        "colo": lambda c: rng.choice(IPE(c)["geo"][10]),
        "ua": lambda c: UA(c)["ua"], "dev": lambda c: UA(c)["dev"],
        "bot": lambda c: rng.randint(1, 29) if UA(c)["bot"] else rng.choice([rng.randint(30, 99), 99, 97, 95]),
        "spath": lambda c: ST(c)[0], "suri": uri(lambda c: c["spath"], 0.1), "sctype": lambda c: ST(c)[1],
        "ppath": lambda c: PG(c)[0], "puri": uri(lambda c: c["ppath"], 0.3), "pctype": lambda c: PG(c)[1],
        "apath": lambda c: AP(c)[0], "auri": uri(lambda c: c["apath"], 0.1), "actype": lambda c: AP(c)[1],
        "xpath": lambda c: c.ent("x", attacks), "xuri": lambda c: c["xpath"],
        "ref": lambda c: referers(rng).replace("{h}", c["host"]),
        "proto": lambda c: rng.choice(["HTTP/2", "HTTP/2", "HTTP/2", "HTTP/1.1", "HTTP/3"]),
        "tls": lambda c: rng.choice(["TLSv1.3", "TLSv1.3", "TLSv1.3", "TLSv1.2"]),
        "req_b": lambda c: rng.randint(900, 4200),
        "resp_b": bytes_(7.0, 12.0), "small_b": lambda c: rng.randint(180, 1400),
        "cache_b": bytes_(7.0, 12.0),
        "block_b": lambda c: rng.randint(4200, 7600),
        "ray": lambda c: hexs(rng, 16),
        "edge_ip": lambda c: rng.choice(edge_ips),
        "origin_ip": lambda c: origins(rng),
        "rule": lambda c: hexs(rng, 32),
    }

    R = []
    kinds = {"static": ("spath", "suri", "sctype"), "page": ("ppath", "puri", "pctype"),
             "api": ("apath", "auri", "actype"), "attack": ("xpath", "xuri", None)}

    def cf(method, status, cache, ostatus, kind, ref=True, sec="", sources=(), waf="unknown",
           origin=True, scheme="https", ctype=None, cache_status=None, small=False):
        p, u, ct = kinds[kind]
        cf_page = not origin and ostatus == 0 and status >= 400
        d = {"BotScore": N("bot"), "CacheCacheStatus": cache,
             "CacheResponseBytes": 0 if cf_page else N("small_b" if small else "cache_b"),
             "CacheResponseStatus": (status if cache_status is None else cache_status),
             "ClientASN": N("asn"), "ClientCountry": S("ccl"), "ClientDeviceType": S("dev"),
             "ClientIP": S("ip"), "ClientRequestBytes": N("req_b"), "ClientRequestHost": S("host"),
             "ClientRequestMethod": method, "ClientRequestPath": S(p), "ClientRequestProtocol": S("proto"),
             "ClientRequestReferer": S("ref") if ref else "", "ClientRequestScheme": scheme,
             "ClientRequestURI": S(u), "ClientRequestUserAgent": S("ua"),
             "ClientSSLProtocol": S("tls") if scheme == "https" else "none",
             "EdgeColoCode": S("colo"), "EdgeEndTimestamp": S("end"),
             "EdgeResponseBytes": N("block_b" if cf_page else ("small_b" if small else "resp_b")),
             "EdgeResponseContentType": ctype if ctype is not None else (S(ct) if ct else "text/html"),
             "EdgeResponseStatus": status, "EdgeServerIP": S("edge_ip"), "EdgeStartTimestamp": S("start"),
             "OriginIP": S("origin_ip") if origin else "",
             "OriginResponseDurationMs": (N("slow_ms") if status == 524 else N("origin_ms")) if origin else 0,
             "OriginResponseStatus": ostatus, "RayID": S("ray"), "SecurityAction": sec,
             "SecurityRuleID": S("rule") if sec else "", "SecuritySources": list(sources), "WAFAction": waf,
             "ZoneName": S("zone")}
        R.append([Spec(jspec(d), "-")])

    cf("GET", 200, "hit", 0, "static", origin=False)
    cf("GET", 200, "dynamic", 200, "page")
    cf("GET", 200, "dynamic", 200, "api", ref=False)
    cf("GET", 200, "miss", 200, "static")
    cf("POST", 200, "dynamic", 200, "api")
    cf("GET", 304, "hit", 0, "static", origin=False, small=True)
    cf("GET", 200, "hit", 0, "static", ref=False, origin=False)
    cf("GET", 200, "revalidated", 304, "static")
    cf("GET", 200, "expired", 200, "static")
    cf("OPTIONS", 204, "dynamic", 204, "api", small=True)
    cf("GET", 404, "dynamic", 404, "page")
    cf("GET", 301, "unknown", 0, "page", ref=False, origin=False, scheme="http", ctype="text/html", small=True)
    cf("GET", 302, "dynamic", 302, "page", small=True)
    cf("GET", 403, "unknown", 0, "attack", ref=False, sec="block", sources=["firewallCustom"], origin=False)
    cf("POST", 401, "dynamic", 401, "api", small=True)
    cf("GET", 403, "unknown", 0, "page", sec="managed_challenge", sources=["firewallCustom"], origin=False)
    cf("PUT", 200, "dynamic", 200, "api")
    cf("DELETE", 204, "dynamic", 204, "api", small=True)
    cf("HEAD", 200, "hit", 0, "static", ref=False, origin=False, small=True)
    cf("GET", 404, "dynamic", 404, "attack", ref=False)
    cf("POST", 403, "unknown", 0, "api", sec="block", sources=["firewallManaged"], origin=False)
    cf("POST", 429, "unknown", 0, "api", sec="block", sources=["rateLimit"], origin=False, ctype="application/json")
    cf("GET", 206, "hit", 0, "static", origin=False)
    cf("PATCH", 200, "dynamic", 200, "api")
    cf("POST", 422, "dynamic", 422, "api", small=True)
    cf("GET", 403, "unknown", 0, "page", ref=False, sec="js_challenge", sources=["botFight"], origin=False)
    cf("POST", 500, "dynamic", 500, "api", small=True)
    cf("GET", 502, "dynamic", 502, "page", small=True)
    cf("GET", 404, "hit", 0, "static", origin=False, small=True)
    cf("GET", 503, "dynamic", 503, "page", small=True)
    cf("GET", 499, "dynamic", 0, "api", small=True)
    cf("GET", 504, "dynamic", 504, "api", small=True)
    cf("GET", 520, "unknown", 0, "page", ctype="text/html", small=True)
    cf("GET", 522, "unknown", 0, "page", ctype="text/html", small=True)
    cf("GET", 524, "unknown", 0, "api", ctype="text/html", small=True)
    cf("GET", 521, "unknown", 0, "page", ctype="text/html", small=True)
    cf("GET", 403, "unknown", 0, "attack", ref=False, waf="block", sec="block", sources=["waf"], origin=False)
    cf("GET", 400, "dynamic", 400, "api", small=True)
    return run(rng, R, gens, _json_esc, _start(rng), 0.35)


FORMATS: list[tuple[str, Callable[[random.Random], list[dict[str, str]]]]] = [
    ("auth0_json", make_auth0),
    ("azuread_signin_json", make_azuread),
    ("gworkspace_audit_json", make_gworkspace),
    ("keycloak_events", make_keycloak),
    ("github_audit_json", make_github),
    ("cloudflare_http_json", make_cloudflare),
]


def _selfcheck() -> None:
    levels = {"DEBUG", "INFO", "WARN", "ERROR", "FATAL", "-"}
    for name, make in FORMATS:
        per_seed = []
        for seed in range(5):
            rows = make(random.Random(seed))
            assert len(rows) == 2000, (name, len(rows))
            tl = {}
            for r in rows:
                line, tpl, lvl = r["line"], r["template"], r["level"]
                assert "\n" not in line and "\r" not in line, line
                assert lvl in levels, lvl
                rx = "".join(".+?" if p == "<*>" else re.escape(p) for p in re.split(r"(<\*>)", tpl))
                assert re.fullmatch(rx, line, re.S), (name, seed, tpl, line)
                if name.endswith("_json"):
                    json.loads(line)
                assert tl.setdefault(tpl, lvl) == lvl
            per_seed.append(tl)
        assert len({len(t) for t in per_seed}) == 1, name
        first = per_seed[0]
        bad = sum(1 for l in first.values() if l in ("WARN", "ERROR", "FATAL"))
        print("%-24s templates=%d warn/error/fatal templates=%d" % (name, len(first), bad))
        rows0 = make(random.Random(0))
        for r in random.Random(99).sample(rows0, 3):
            print("   ", r["line"])


if __name__ == "__main__":
    _selfcheck()
