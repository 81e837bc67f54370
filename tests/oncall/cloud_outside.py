"""Seeded, realistic cloud-provider log corpora with ground-truth templates (6 formats).

Each ``make_<fmt>(rng)`` returns exactly 2000 rows ``{"line", "template", "level"}`` in time
order; ``template`` is the line with every variable part replaced by ``<*>``. Everything is a pure
function of the ``random.Random`` passed in.

How lines are made
------------------
Every format is a list of message specs. A text spec is a format string with ``{name}`` slots;
a JSON spec is a nested dict/list whose string leaves may contain ``{name}`` slots and whose
numeric leaves are ``R(name)``. The line is the spec filled in (JSON serialised the way the
product writes it), the template is the same spec with every slot written as ``<*>`` (a JSON
string slot keeps its quotes: ``"eventTime":"<*>"``; a numeric slot is bare: ``"status":<*>``).
Slot values come from per-format generators keyed by slot name (Zipf-skewed pools, derived ids,
clock-driven timestamps); a value used twice in one line (an account id, a bucket) is drawn once.
No two specs of a format share a template (asserted). Rare specs are forced to appear 1-3 times,
common ones are drawn by weight.

Truth conventions used everywhere
---------------------------------
* Variables: every number (also status codes, protocol numbers, version strings such as
  ``1.08``, ``HTTP/1.1``, ``TLSv1.2``, ``#Version: 1.0``), ids, hashes, ARNs, resource ids, names,
  paths, URLs, IPs, ports, sizes, durations, timestamps, user agents, free text (SQL, titles).
  A variable is always a whole token or a whole quoted / JSON string / key=value value. A
  timestamp containing a blank inside one bracket pair (``[06/Feb/2019:00:00:38 +0000]``) is ONE
  slot; a date and a time in two separate fields are two slots.
* Constants: keys, punctuation, fixed message words, and few-valued words that change what the
  line means: API/event names, operation names, HTTP methods, result/status words (ACCEPT,
  Success, Failure, Hit, Miss), error codes (AccessDenied, NoSuchKey), JSON booleans, ``null``,
  resource/identity *types*, severities, and a ``-`` that stands for an absent field.
* Optional fields: inside one template a field is always present or always absent; a spec never
  drops a field at random (a 304 with ``-`` bytes is its own spec).

Per-format judgement calls
--------------------------
* cloudtrail_json: one record per line, compact JSON, real key order (eventVersion,
  userIdentity, eventTime, eventSource, eventName, awsRegion, sourceIPAddress, userAgent,
  errorCode, errorMessage, requestParameters, responseElements, additionalEventData, requestID,
  eventID, readOnly, resources, eventType, managementEvent, recipientAccountId, sharedEventID,
  eventCategory, tlsDetails). Constant: eventSource, eventName, eventType, eventCategory,
  userIdentity.type (IAMUser / AssumedRole / AWSService / Root / WebIdentityUser), readOnly,
  managementEvent, errorCode, fixed errorMessage wording, ``ConsoleLogin: Success/Failure``,
  MFAUsed, enum-like request values (``SYMMETRIC_DEFAULT``, ``agentStatus: Active``). Variable:
  every id/ARN/name/IP/region/user agent/time, eventVersion, invokedBy. ARNs inside an
  errorMessage are whole-token slots. LEVEL CHOICE: CloudTrail has no level field; a record that
  carries ``errorCode`` or ``errorMessage`` (the line itself says the call failed) is ERROR, all
  others are ``-``.
* gcp_logging_json: LogEntry as exported (compact JSON, key order insertId, payload,
  httpRequest, resource, timestamp, severity, labels, logName, trace, spanId, traceSampled,
  receiveTimestamp). resource.type and the label *keys* are constant, label values variable.
  ``logName`` and ``trace`` are whole quoted values, so they are variables even though the log
  id (``run.googleapis.com%2Frequests``) hardly changes. httpRequest.requestMethod is constant;
  status, sizes, latency, protocol variable. Inside textPayload the embedded program line keeps
  its own constant words (Postgres ``LOG:``, MySQL ``[Warning]``, ingress-nginx access layout),
  but MySQL's ``[MY-010055]`` code is a number-bearing token and so a variable. jsonPayload
  ``message`` texts, k8s Event ``reason``/``type``/``kind`` are constants. Level from
  ``severity``: DEFAULT -> ``-``, DEBUG, INFO/NOTICE -> INFO, WARNING -> WARN, ERROR,
  CRITICAL/ALERT/EMERGENCY -> FATAL. Cloud Run request logs use INFO/WARNING/ERROR by status
  class, so e.g. ``GET`` with WARNING is a separate template from ``GET`` with INFO.
* vpc_flow_v2: version-2 fields only. The stream is a central archive of several flow logs: the
  default format delivered to S3 (each file starts with its header line ``version account-id
  ...``), the same default format exported from CloudWatch Logs (every line prefixed by the
  ingestion timestamp, no header), and two custom formats made only of v2 fields (so still
  version 2) with their own headers. Constant: header words, ``action`` (ACCEPT/REJECT),
  ``log-status`` (OK/NODATA/SKIPDATA) and the ``-`` fields of NODATA/SKIPDATA rows. Variable:
  everything else, including ``version`` (2) and ``protocol`` (6/17/1) because they are
  numbers. Level is always ``-`` (the line shows none); the abnormal templates are the REJECT,
  NODATA and SKIPDATA ones, but they still carry ``-``.
* s3_access: the 25-field server access log line. Constant: operation (REST.GET.OBJECT ...),
  HTTP method inside the request-URI, error code (NoSuchKey, AccessDenied, SlowDown ...), and
  every ``-`` that marks an absent field (so a 304 with ``-`` bytes-sent is its own template, an
  anonymous request with ``-`` requester/signature is its own template). Variable: owner, bucket,
  time (one slot for ``06/Feb/2019:00:00:38 +0000``), IP, requester, request id, key, URI path,
  ``HTTP/1.1``, status (a number), sizes, times, referer, user agent, version id, host id,
  SigV4, cipher, auth type, host header, TLS version. Lifecycle rows (S3.EXPIRE.OBJECT,
  S3.TRANSITION_*) have requester ``AmazonS3`` treated as constant. Level always ``-``.
* cloudfront_tsv: standard (legacy) log files, each starting with ``#Version: 1.0`` (the
  number is a slot) and the constant ``#Fields:`` line, then 33 tab-separated fields.
  Constant: cs-method, x-edge-result-type, x-edge-response-result-type,
  x-edge-detailed-result-type, cs-protocol (http/https/wss decides whether the ssl fields are
  ``-``), and ``-`` for absent referer/query/cookie/x-forwarded-for/range/content fields.
  Variable: date and time (two slots), edge location, sizes, client IP and port, host names,
  URI stem, status, referer, URL-encoded user agent, query, cookie, request id, TLS protocol and
  cipher, protocol version, timings, content type. Level always ``-``.
* azure_activity_json: exported JSON lines (``{ "time": ...`` with ``", "``/``": "``
  separators). Activity-log records (Administrative, Policy, ServiceHealth, ResourceHealth,
  Alert, Autoscale, Security) and a few resource-log records (Key Vault AuditEvent, Azure
  Firewall rule logs). Constant: operationName, category, resultType, resultSignature, level,
  statusCode, fixed message wording (inside JSON-in-string statusMessage too), policy effect,
  health status words, ``Action: Deny``. Variable: time, resourceId, durationMs (a string
  number), IPs, correlation/request ids, identity claims, locations, titles, counts. Level from
  ``level``: Information/Informational -> INFO, Warning -> WARN, Error -> ERROR, Critical ->
  FATAL; resource-log records without a ``level`` key show ``-``.
"""
from __future__ import annotations

import base64
import json
import random
import re
import string
from datetime import datetime, timedelta, timezone
from typing import Callable

Row = dict[str, str]
_PH = re.compile(r"\{([A-Za-z_]\w*)\}")
MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


# =========================================================================== generic machinery
class Pool:
    """Zipf-skewed pool; the head order is shuffled by the corpus rng."""

    def __init__(self, rng: random.Random, items, s: float = 1.1):
        self.items = list(items)
        rng.shuffle(self.items)
        acc, self.cum = 0.0, []
        for i in range(len(self.items)):
            acc += 1.0 / (i + 1) ** s
            self.cum.append(acc)

    def __call__(self, rng: random.Random):
        return rng.choices(self.items, cum_weights=self.cum)[0]


class R:
    """Numeric JSON slot: rendered bare (no quotes)."""

    def __init__(self, name: str):
        self.name = name


class Ctx:
    """Lazily filled slot values for one line; each name is drawn once per line."""

    def __init__(self, rng, t, gens, ov):
        self.rng, self.t, self.g, self.ov, self.m = rng, t, gens, ov, {}

    def __getitem__(self, k):
        if k not in self.m:
            src = self.ov[k] if k in self.ov else self.g[k]
            self.m[k] = src(self) if callable(src) else src
        return self.m[k]


class Spec:
    def __init__(self, w: float, level: str, fmt, ov=None, sep=(",", ":"), lead="{"):
        self.w, self.level, self.fmt, self.ov = w, level, fmt, ov or {}
        self.sep, self.lead = sep, lead
        self.template = self.render(None)

    def render(self, c) -> str:
        if isinstance(self.fmt, str):
            if c is None:
                return _PH.sub("<*>", self.fmt)
            return _PH.sub(lambda m: str(c[m.group(1)]), self.fmt)
        body = _jdump(self.fmt, c, self.sep)
        return self.lead + body[1:] if self.lead != "{" else body


def _jdump(o, c, sep) -> str:
    comma, colon = sep
    if isinstance(o, dict):
        return "{" + comma.join(json.dumps(k) + colon + _jdump(v, c, sep) for k, v in o.items()) + "}"
    if isinstance(o, list):
        return "[" + comma.join(_jdump(v, c, sep) for v in o) + "]"
    if isinstance(o, R):
        return "<*>" if c is None else json.dumps(c[o.name])
    if isinstance(o, str):
        if c is None:
            return json.dumps(_PH.sub("<*>", o))
        return json.dumps(_PH.sub(lambda m: str(c[m.group(1)]), o))
    return json.dumps(o)


def subst(o, name: str, value: str):
    """Write a per-spec constant into a structure (so it stays constant text in the template)."""
    if isinstance(o, dict):
        return {k: subst(v, name, value) for k, v in o.items()}
    if isinstance(o, list):
        return [subst(v, name, value) for v in o]
    if isinstance(o, str):
        return o.replace("{" + name + "}", value)
    return o


def link(specs) -> None:
    """Override values written as "{other}" mean: the value of slot ``other``."""
    for s in specs:
        for k, v in list(s.ov.items()):
            if isinstance(v, str) and _PH.fullmatch(v):
                s.ov[k] = (lambda name: (lambda c: c[name]))(v[1:-1])


def check_unique(specs) -> None:
    seen: dict[str, int] = {}
    for i, s in enumerate(specs):
        assert s.template not in seen, f"specs {seen[s.template]} and {i} share {s.template}"
        seen[s.template] = i


def plan(rng: random.Random, specs, n: int):
    """Rare specs (w == 0) appear 1-3 times; the rest of the n slots are drawn by weight."""
    seq = []
    for s in specs:
        if s.w == 0:
            seq += [s] * rng.randint(1, 3)
    common = [s for s in specs if s.w > 0]
    seq += common  # every common spec at least once
    seq += rng.choices(common, weights=[s.w for s in common], k=n - len(seq))
    rng.shuffle(seq)
    return seq


def emit(rng, specs, gens, n, start, mean_gap) -> list[Row]:
    check_unique(specs)
    rows = []
    t = start
    for s in plan(rng, specs, n):
        t += timedelta(seconds=rng.expovariate(1.0 / mean_gap))
        c = Ctx(rng, t, gens, s.ov)
        rows.append({"line": s.render(c), "template": s.template, "level": s.level})
    return rows


def start_time(rng: random.Random) -> datetime:
    return datetime(2024, rng.randint(1, 11), rng.randint(1, 28), rng.randint(0, 23),
                    rng.randint(0, 59), rng.randint(0, 59), rng.randint(0, 999999))


# --------------------------------------------------------------------------- value helpers
HEX = "0123456789abcdef"
UPALNUM = string.ascii_uppercase + string.digits
LOALNUM = string.ascii_lowercase + string.digits


def hexs(rng, n):
    return "".join(rng.choice(HEX) for _ in range(n))


def rstr(rng, alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


def uuid4(rng):
    h = hexs(rng, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{rng.choice('89ab')}{h[17:20]}-{h[20:32]}"


def b64(rng, nbytes):
    return base64.b64encode(bytes(rng.getrandbits(8) for _ in range(nbytes))).decode()


def ip_pub(rng):
    return f"{rng.choice([3, 13, 18, 20, 34, 35, 44, 52, 54, 63, 71, 81, 89, 91, 98, 104, 136, 151, 176, 185, 188, 203, 212])}." \
           f"{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"


def ip_priv(rng, prefix="10.0"):
    return f"{prefix}.{rng.randint(0, 31)}.{rng.randint(4, 250)}"


def lognorm(rng, mu, sigma, lo=1):
    return max(lo, int(rng.lognormvariate(mu, sigma)))


def iso_z(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def iso_ms(t):
    return t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{t.microsecond // 1000:03d}Z"


def iso_frac(t, digits, rng=None):
    frac = f"{t.microsecond:06d}"
    if digits > 6:
        frac += "".join(str(rng.randint(0, 9)) for _ in range(digits - 6)) if rng else "0" * (digits - 6)
    return t.strftime("%Y-%m-%dT%H:%M:%S.") + frac[:digits] + "Z"


def epoch(t):
    return int(t.replace(tzinfo=timezone.utc).timestamp())


FIRST = """alice bob carol dave erin frank grace heidi ivan judy mallory nina oscar peggy quentin
rupert sybil trent victor walter yvonne liam olivia noah emma amelia hugo ingrid jonas karin
lars maja nils petra akira yuki haruto wei mei arjun priya rahul omar fatima leila diego lucia
pablo sergei olga kofi amara finn niamh""".split()
LAST = """smith johnson garcia mueller rossi dubois tanaka kim nguyen patel kowalski novak silva
okafor andersen berg costa fischer""".split()

BROWSER_UA = [
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 Safari/537.36",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.3.1 Safari/605.1.15",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:123.0) Gecko/20100101 Firefox/123.0",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_3_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.3 Mobile/15E148 Safari/604.1",
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/121.0.6167.178 Mobile Safari/537.36",
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/121.0.0.0 Safari/537.36",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 Safari/537.36 Edg/122.0.2365.59",
]
BOT_UA = [
    "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
    "curl/8.5.0", "python-requests/2.31.0", "Go-http-client/2.0", "okhttp/4.12.0",
    "Amazon CloudFront", "kube-probe/1.28", "GoogleHC/1.0", "ELB-HealthChecker/2.0",
]
CIPHERS = ["ECDHE-RSA-AES128-GCM-SHA256", "TLS_AES_128_GCM_SHA256", "ECDHE-RSA-AES256-GCM-SHA384",
           "TLS_AES_256_GCM_SHA384", "TLS_CHACHA20_POLY1305_SHA256", "ECDHE-ECDSA-AES128-GCM-SHA256"]
WORDS = """orders invoices reports images assets backups exports thumbnails uploads media logs
archive static build releases data raw curated tmp customers payments audit events""".split()
EXT = ["jpg", "png", "json", "csv", "parquet", "gz", "pdf", "mp4", "js", "css", "html", "zip", "txt"]


def s3_key(rng):
    depth = rng.choice([1, 2, 2, 3, 3, 4])
    parts = [rng.choice(WORDS) for _ in range(depth - 1)]
    if rng.random() < 0.4:
        parts.insert(0, f"{rng.randint(2019, 2024)}/{rng.randint(1, 12):02d}/{rng.randint(1, 28):02d}")
    leaf = rng.choice([f"{uuid4(rng)[:8]}", f"part-{rng.randint(0, 199):05d}-{hexs(rng, 8)}",
                       f"{rng.choice(WORDS)}_{rng.randint(1, 99999)}", f"IMG_{rng.randint(1000, 9999)}"])
    return "/".join(parts + [f"{leaf}.{rng.choice(EXT)}"])


# =========================================================================== 1. cloudtrail_json
def make_cloudtrail_json(rng: random.Random) -> list[Row]:
    accounts = [str(rng.randint(10 ** 11, 10 ** 12 - 1)) for _ in range(4)]
    users = ["alice", "bob.smith", "carol", "deploy-bot", "jenkins", "terraform", "svc-backup",
             "m.kowalski", "priya.n", "ops-admin", "ci-artifacts", "grafana-reader"]
    upid = {u: "AIDA" + rstr(rng, UPALNUM, 17) for u in users}
    akid = {u: ["AKIA" + rstr(rng, UPALNUM, 16) for _ in range(2)] for u in users}
    roles = ["OrganizationAccountAccessRole", "eks-prod-node-group-role", "lambda-orders-exec",
             "GitHubActionsDeploy", "AWSReservedSSO_AdministratorAccess_3f2a1b4c5d6e7f80",
             "ecsTaskExecutionRole", "datadog-integration-role", "AWSReservedSSO_ReadOnly_9c1d2e3f4a5b6c7d",
             "karpenter-controller", "ssm-managed-instance-role", "aws-backup-service-role"]
    rid = {r: "AROA" + rstr(rng, UPALNUM, 17) for r in roles}
    instances = ["i-0" + hexs(rng, 16) for _ in range(40)]
    buckets = ["acme-prod-assets", "acme-data-lake-raw", "acme-terraform-state", "acme-logs-archive",
               "acme-ml-artifacts", "acme-customer-exports", "cdk-hnb659fds-assets-eu"]
    regions = Pool(rng, ["us-east-1", "eu-west-1", "us-west-2", "eu-central-1", "ap-southeast-2", "ap-northeast-1"], 1.4)
    ips = Pool(rng, [ip_pub(rng) for _ in range(60)], 1.05)
    sdk_ua = Pool(rng, [
        "aws-cli/2.15.10 Python/3.11.6 Linux/6.1.0-17-amd64 exe/x86_64.debian.12 prompt/off command/s3.cp",
        "aws-cli/2.13.25 Python/3.11.5 Darwin/23.2.0 exe/x86_64 prompt/off command/sts.get-caller-identity",
        "Boto3/1.34.34 md/Botocore#1.34.34 ua/2.0 os/linux#5.10.205-195.807.amzn2.x86_64 md/arch#x86_64 lang/python#3.11.7 md/pyimpl#CPython cfg/retry-mode#legacy Botocore/1.34.34",
        "aws-sdk-go-v2/1.24.1 os/linux lang/go#1.21.6 md/GOOS#linux md/GOARCH#amd64 api/ec2#1.142.0",
        "aws-sdk-java/2.21.0 Linux/5.10.199-190.747.amzn2.x86_64 OpenJDK_64-Bit_Server_VM/17.0.9+8-LTS Java/17.0.9 vendor/Amazon.com_Inc. io/sync http/Apache cfg/retry-mode/legacy",
        "Terraform/1.6.6 (+https://www.terraform.io) terraform-provider-aws/5.31.0 (+https://registry.terraform.io/providers/hashicorp/aws) aws-sdk-go/1.49.13 (go1.21.5; linux; amd64)",
        "aws-sdk-nodejs/2.1531.0 linux/v18.19.0 exec-env/AWS_Lambda_nodejs18.x promise",
        "aws-internal/3 aws-sdk-java/1.12.620 Linux/5.10.205-174.804.amzn2int.x86_64 OpenJDK_64-Bit_Server_VM/25.392-b08 java/1.8.0_392 vendor/Oracle_Corporation cfg/retry-mode/standard",
        "console.amazonaws.com", "AWS Internal",
        "amazon-ssm-agent/3.2.2143.0", "Datadog/1.0 (+https://www.datadoghq.com)",
    ], 1.0)
    users_p, roles_p = Pool(rng, users, 1.1), Pool(rng, roles, 1.0)
    emails = [f"{f}.{l}@acme.example" for f, l in zip(rng.sample(FIRST, 8), rng.sample(LAST * 2, 8))]
    sess_p = Pool(rng, instances[:20] + emails + [f"botocore-session-{rng.randint(1700000000, 1710000000)}" for _ in range(6)]
                  + ["GitHubActions", "terraform-run", "aws-go-sdk-1709629920123456789"], 1.0)
    lambdas = ["orders-api", "invoice-renderer", "s3-thumbnailer", "slack-notifier", "nightly-etl",
               "cognito-pre-signup", "ws-connect", "stripe-webhook"]
    params = ["/prod/orders/db_url", "/prod/shared/sentry_dsn", "/staging/api/feature_flags",
              "/prod/payments/stripe_key", "/ami/latest/amzn2", "/prod/grafana/admin_password"]
    secrets = ["prod/orders/postgres", "prod/payments/stripe", "staging/api/jwt-signing-key",
               "rds!db-3f2a1b4c-5d6e-7f80-9a1b-2c3d4e5f6a7b", "prod/ci/dockerhub"]
    loggroups = [f"/aws/lambda/{f}" for f in lambdas] + ["/ecs/orders-worker", "/aws/eks/prod/cluster"]
    kms_ids = [uuid4(rng) for _ in range(5)]
    invokers = Pool(rng, ["lambda.amazonaws.com", "ecs-tasks.amazonaws.com", "ec2.amazonaws.com",
                          "eks.amazonaws.com", "backup.amazonaws.com"], 1.3)

    def pick(items, s=1.1):
        p = Pool(rng, items, s)
        return lambda c: p(c.rng)

    G = {
        "ev": pick(["1.08", "1.09", "1.10", "1.05"], 1.6),
        "time": lambda c: iso_z(c.t),
        "region": lambda c: regions(c.rng),
        "ip": lambda c: ips(c.rng),
        "ua": lambda c: sdk_ua(c.rng),
        "bua": lambda c: rng_choice_skew(c.rng, BROWSER_UA),
        "reqid": lambda c: uuid4(c.rng),
        "evid": lambda c: uuid4(c.rng),
        "sevid": lambda c: uuid4(c.rng),
        "acct": pick(accounts, 1.5),
        "user": lambda c: users_p(c.rng),
        "upid": lambda c: upid[c["user"]],
        "uarn": lambda c: f"arn:aws:iam::{c['acct']}:user/{c['user']}",
        "akid": lambda c: c.rng.choice(akid[c["user"]]),
        "role": lambda c: roles_p(c.rng),
        "rid": lambda c: rid[c["role"]],
        "sess": lambda c: sess_p(c.rng),
        "rpid": lambda c: f"{c['rid']}:{c['sess']}",
        "sarn": lambda c: f"arn:aws:sts::{c['acct']}:assumed-role/{c['role']}/{c['sess']}",
        "rarn": lambda c: f"arn:aws:iam::{c['acct']}:role/{c['role']}",
        "asia": lambda c: "ASIA" + rstr(c.rng, UPALNUM, 16),
        "asia2": lambda c: "ASIA" + rstr(c.rng, UPALNUM, 16),
        "created": lambda c: iso_z(c.t - timedelta(seconds=c.rng.randint(5, 3500))),
        "invoker": lambda c: invokers(c.rng),
        "token": lambda c: "IQoJb3JpZ2luX2VjE" + b64(c.rng, 90).rstrip("="),
        "exp": lambda c: (lambda e: f"{MON[e.month - 1]} {e.day}, {e.year}, {e.strftime('%I:%M:%S %p').lstrip('0')}")(c.t + timedelta(hours=1)),
        "bucket": pick(buckets, 1.2),
        "key": lambda c: s3_key(c.rng),
        "s3host": lambda c: f"{c['bucket']}.s3.{c['region']}.amazonaws.com",
        "objarn": lambda c: f"arn:aws:s3:::{c['bucket']}/{c['key']}",
        "bucketarn": lambda c: f"arn:aws:s3:::{c['bucket']}",
        "cipher": pick(CIPHERS),
        "amzid2": lambda c: b64(c.rng, 57),
        "bin": lambda c: 0,
        "bout": lambda c: lognorm(c.rng, 10, 2),
        "bput": lambda c: lognorm(c.rng, 11, 2),
        "s3reqid": lambda c: rstr(c.rng, UPALNUM, 16),
        "kmsarn": lambda c: f"arn:aws:kms:{c['region']}:{c['acct']}:key/{c.rng.choice(kms_ids)}",
        "fn": pick(lambdas),
        "fnarn": lambda c: f"arn:aws:lambda:{c['region']}:{c['acct']}:function:{c['fn']}",
        "iid": lambda c: c.rng.choice(instances),
        "iarn": lambda c: f"arn:aws:ec2:{c['region']}:{c['acct']}:instance/*",
        "ssmver": pick(["3.2.2143.0", "3.2.1798.0", "3.3.131.0", "3.1.1732.0"]),
        "osname": pick(["Amazon Linux", "Ubuntu", "Bottlerocket"]),
        "osver": pick(["2", "2023", "22.04", "20.04", "1.19.2"]),
        "pip": lambda c: ip_priv(c.rng),
        "hostname": lambda c: "ip-" + c["pip"].replace(".", "-") + ".ec2.internal",
        "az": lambda c: c["region"] + c.rng.choice("abc"),
        "azid": lambda c: f"{c['region'][:2]}{c['region'].split('-')[1][0]}{c['region'][-1]}-az{c.rng.randint(1, 6)}",
        "param": pick(params),
        "secret": pick(secrets),
        "lg": pick(loggroups),
        "ls": lambda c: f"{c.t:%Y/%m/%d}/[$LATEST]{hexs(c.rng, 32)}",
        "loginto": lambda c: f"https://console.aws.amazon.com/console/home?hashArgs=%23&isauthcode=true&state=hashArgsFromTB_{c['region']}_{hexs(c.rng, 16)}",
        "ami": pick([f"ami-0{hexs(rng, 16)}" for _ in range(5)]),
        "itype": pick(["t3.medium", "m6i.large", "c6g.xlarge", "r6i.2xlarge", "t3a.small", "m7g.large"]),
        "resid": lambda c: "r-0" + hexs(c.rng, 16),
        "pdns": lambda c: "ip-" + c["pip"].replace(".", "-") + ".ec2.internal",
        "one": lambda c: 1,
        "zero": lambda c: 0,
        "pend": lambda c: 0,
        "launch": lambda c: epoch(c.t) * 1000,
        "ctoken": lambda c: uuid4(c.rng),
        "encmsg": lambda c: b64(c.rng, 180).rstrip("=").replace("+", "-").replace("/", "_"),
        "tlsv": pick(["TLSv1.3", "TLSv1.2"], 1.5),
        "tlscs": pick(["TLS_AES_128_GCM_SHA256", "ECDHE-RSA-AES128-GCM-SHA256", "TLS_AES_256_GCM_SHA384"]),
        "table": pick(["orders", "sessions", "idempotency-keys", "feature-flags", "terraform-locks"]),
        "repo": lambda c: f"repo:acme/{c.rng.choice(['infra', 'orders-api', 'web', 'data-pipelines'])}:ref:refs/heads/main",
        "oidcpid": lambda c: f"arn:aws:iam::{c['acct']}:oidc-provider/token.actions.githubusercontent.com:sts.amazonaws.com:{c['repo']}",
        "idp": "token.actions.githubusercontent.com",
        "newuser": lambda c: c.rng.choice(FIRST) + "." + c.rng.choice(LAST),
        "policyarn": pick(["arn:aws:iam::aws:policy/ReadOnlyAccess", "arn:aws:iam::aws:policy/AmazonS3FullAccess",
                           "arn:aws:iam::aws:policy/AdministratorAccess", "arn:aws:iam::aws:policy/AmazonSSMManagedInstanceCore"]),
        "sgid": lambda c: "sg-0" + hexs(c.rng, 16),
        "repoimg": pick(["orders-api", "web", "worker", "nginx-base"]),
        "ctname": lambda c: c.rng.choice(["Name", "team", "env", "cost-center"]),
        "ctval": lambda c: c.rng.choice(["prod", "staging", "platform", "data", "web-1", "batch"]),
        "rootarn": lambda c: f"arn:aws:iam::{c['acct']}:root",
    }

    IDENT = {
        "user": {"type": "IAMUser", "principalId": "{upid}", "arn": "{uarn}", "accountId": "{acct}",
                 "accessKeyId": "{akid}", "userName": "{user}"},
        "console": {"type": "IAMUser", "principalId": "{upid}", "arn": "{uarn}", "accountId": "{acct}",
                    "userName": "{user}"},
        "role": {"type": "AssumedRole", "principalId": "{rpid}", "arn": "{sarn}", "accountId": "{acct}",
                 "accessKeyId": "{asia}", "sessionContext": {
                     "sessionIssuer": {"type": "Role", "principalId": "{rid}", "arn": "{rarn}",
                                       "accountId": "{acct}", "userName": "{role}"},
                     "webIdFederationData": {},
                     "attributes": {"creationDate": "{created}", "mfaAuthenticated": "false"}}},
        "svc": {"type": "AWSService", "invokedBy": "{invoker}"},
        "root": {"type": "Root", "principalId": "{acct}", "arn": "{rootarn}", "accountId": "{acct}",
                 "accessKeyId": ""},
        "web": {"type": "WebIdentityUser", "principalId": "{oidcpid}", "userName": "{repo}",
                "identityProvider": "{idp}"},
    }

    def ct(w, src, name, ident, req, resp, *, ro, err=None, msg=None, etype="AwsApiCall",
           data=False, add=None, resources=None, shared=False, tls=True, reqid="{reqid}", ov=None):
        d = {"eventVersion": "{ev}", "userIdentity": IDENT[ident], "eventTime": "{time}",
             "eventSource": src, "eventName": name, "awsRegion": "{region}"}
        svc = ident == "svc"
        d["sourceIPAddress"] = "{invoker}" if svc else "{ip}"
        d["userAgent"] = "{invoker}" if svc else ("{bua}" if ident in ("console", "root") else "{ua}")
        if err:
            d["errorCode"] = err
        if msg:
            d["errorMessage"] = msg
        d["requestParameters"] = req
        d["responseElements"] = resp
        if add is not None:
            d["additionalEventData"] = add
        if reqid:
            d["requestID"] = reqid
        d["eventID"] = "{evid}"
        d["readOnly"] = ro
        if resources:
            d["resources"] = resources
        d["eventType"] = etype
        d["managementEvent"] = not data
        d["recipientAccountId"] = "{acct}"
        if shared:
            d["sharedEventID"] = "{sevid}"
        d["eventCategory"] = "Data" if data else "Management"
        if tls:
            d["tlsDetails"] = {"tlsVersion": "{tlsv}", "cipherSuite": "{tlscs}", "clientProvidedHostHeader": "{apihost}"}
        short = src.split(".")[0]
        o = {"apihost": (lambda c: f"{short}.{c['region']}.amazonaws.com")}
        o.update(ov or {})
        return Spec(w, "ERROR" if (err or msg) else "-", d, o)

    role_res = [{"accountId": "{acct}", "type": "AWS::IAM::Role", "ARN": "{rarn}"}]
    creds = {"credentials": {"accessKeyId": "{asia2}", "sessionToken": "{token}", "expiration": "{exp}"},
             "assumedRoleUser": {"assumedRoleId": "{rid}:{sess}", "arn": "{sarn}"}}
    creds["assumedRoleUser"]["assumedRoleId"] = "{rpid}"
    s3_res = [{"type": "AWS::S3::Object", "ARN": "{objarn}"},
              {"accountId": "{acct}", "type": "AWS::S3::Bucket", "ARN": "{bucketarn}"}]
    s3_add = {"SignatureVersion": "SigV4", "CipherSuite": "{cipher}", "bytesTransferredIn": R("bin"),
              "AuthenticationMethod": "AuthHeader", "x-amz-id-2": "{amzid2}", "bytesTransferredOut": R("bout")}
    s3_add_put = dict(s3_add, bytesTransferredIn=R("bput"), bytesTransferredOut=R("zero"))
    s3_req = {"bucketName": "{bucket}", "Host": "{s3host}", "key": "{key}"}
    kms_res = [{"accountId": "{acct}", "type": "AWS::KMS::Key", "ARN": "{kmsarn}"}]
    ec2_inst_req = {"instancesSet": {"items": [{"instanceId": "{iid}"}]}}
    not_auth = ("User: {sarn} is not authorized to perform: {act} on resource: {resarn} "
                "because no identity-based policy allows the {act} action")

    specs = [
        ct(24, "sts.amazonaws.com", "AssumeRole", "svc", {"roleArn": "{rarn}", "roleSessionName": "{sess}"},
           creds, ro=True, resources=role_res, shared=True, tls=False),
        ct(5, "sts.amazonaws.com", "AssumeRole", "role", {"roleArn": "{rarn}", "roleSessionName": "{sess}",
                                                          "durationSeconds": R("dur")},
           creds, ro=True, resources=role_res, shared=True, ov={"dur": lambda c: c.rng.choice([900, 3600, 3600, 43200])}),
        ct(2, "sts.amazonaws.com", "AssumeRoleWithWebIdentity", "web",
           {"roleArn": "{rarn}", "roleSessionName": "{sess}"},
           dict(creds, subjectFromWebIdentityToken="{repo}", audience="sts.amazonaws.com", provider="{oidcpid}"),
           ro=True, resources=role_res, shared=True),
        ct(0, "sts.amazonaws.com", "AssumeRole", "user", {"roleArn": "{rarn}", "roleSessionName": "{sess}"}, None,
           ro=True, err="AccessDenied",
           msg="User: {uarn} is not authorized to perform: sts:AssumeRole on resource: {rarn}"),
        ct(4, "sts.amazonaws.com", "GetCallerIdentity", "user", None, None, ro=True),
        ct(12, "ec2.amazonaws.com", "DescribeInstances", "role", {"instancesSet": {}, "filterSet": {}}, None, ro=True),
        ct(1.2, "ec2.amazonaws.com", "DescribeInstances", "role", {"instancesSet": {}, "filterSet": {}}, None, ro=True,
           err="Client.RequestLimitExceeded", msg="Request limit exceeded."),
        ct(4, "ec2.amazonaws.com", "DescribeSecurityGroups", "role",
           {"securityGroupSet": {}, "securityGroupIdSet": {"items": [{"groupId": "{sgid}"}]}, "filterSet": {}},
           None, ro=True),
        ct(1, "ec2.amazonaws.com", "CreateTags", "role",
           {"resourcesSet": {"items": [{"resourceId": "{iid}"}]},
            "tagSet": {"items": [{"key": "{ctname}", "value": "{ctval}"}]}},
           {"requestId": "{reqid}", "_return": True}, ro=False),
        ct(0, "ec2.amazonaws.com", "RunInstances", "role",
           {"instancesSet": {"items": [{"imageId": "{ami}", "minCount": R("one"), "maxCount": R("one")}]},
            "instanceType": "{itype}", "blockDeviceMapping": {}, "monitoring": {"enabled": False},
            "disableApiTermination": False, "disableApiStop": False, "clientToken": "{ctoken}"},
           {"requestId": "{reqid}", "reservationId": "{resid}", "ownerId": "{acct}", "groupSet": {},
            "instancesSet": {"items": [{"instanceId": "{iid}", "imageId": "{ami}",
                                        "instanceState": {"code": R("pend"), "name": "pending"},
                                        "privateDnsName": "{pdns}", "amiLaunchIndex": R("zero"),
                                        "instanceType": "{itype}", "launchTime": R("launch"),
                                        "placement": {"availabilityZone": "{az}", "tenancy": "default"},
                                        "privateIpAddress": "{pip}"}]}}, ro=False),
        ct(0, "ec2.amazonaws.com", "RunInstances", "role",
           {"instancesSet": {"items": [{"imageId": "{ami}", "minCount": R("one"), "maxCount": R("one")}]},
            "instanceType": "{itype}", "clientToken": "{ctoken}"}, None, ro=False,
           err="Client.UnauthorizedOperation",
           msg="You are not authorized to perform this operation. User: {sarn} is not authorized to perform: "
               "ec2:RunInstances on resource: {iarn} because no identity-based policy allows the "
               "ec2:RunInstances action. Encoded authorization failure message: {encmsg}"),
        ct(0.5, "ec2.amazonaws.com", "StopInstances", "role", dict(ec2_inst_req, force=False),
           {"requestId": "{reqid}", "instancesSet": {"items": [{"instanceId": "{iid}",
                                                               "currentState": {"code": R("c64"), "name": "stopping"},
                                                               "previousState": {"code": R("c16"), "name": "running"}}]}},
           ro=False, ov={"c64": 64, "c16": 16}),
        ct(0.5, "ec2.amazonaws.com", "StartInstances", "role", ec2_inst_req,
           {"requestId": "{reqid}", "instancesSet": {"items": [{"instanceId": "{iid}",
                                                               "currentState": {"code": R("zero"), "name": "pending"},
                                                               "previousState": {"code": R("c80"), "name": "stopped"}}]}},
           ro=False, ov={"c80": 80}),
        ct(0, "ec2.amazonaws.com", "TerminateInstances", "user", ec2_inst_req,
           {"requestId": "{reqid}", "instancesSet": {"items": [{"instanceId": "{iid}",
                                                               "currentState": {"code": R("c32"), "name": "shutting-down"},
                                                               "previousState": {"code": R("c16"), "name": "running"}}]}},
           ro=False, ov={"c32": 32, "c16": 16}),
        ct(14, "s3.amazonaws.com", "GetObject", "role", s3_req, None, ro=True, data=True, add=s3_add,
           resources=s3_res, reqid="{s3reqid}"),
        ct(6, "s3.amazonaws.com", "PutObject", "role", s3_req, None, ro=False, data=True, add=s3_add_put,
           resources=s3_res, reqid="{s3reqid}"),
        ct(1.5, "s3.amazonaws.com", "DeleteObject", "user", s3_req, None, ro=False, data=True,
           add=dict(s3_add, bytesTransferredOut=R("zero")), resources=s3_res, reqid="{s3reqid}"),
        ct(1, "s3.amazonaws.com", "GetObject", "role", s3_req, None, ro=True, data=True,
           add=dict(s3_add, bytesTransferredOut=R("b243")), resources=s3_res, reqid="{s3reqid}",
           err="AccessDenied", msg="Access Denied", ov={"b243": 243}),
        ct(0, "s3.amazonaws.com", "PutBucketPolicy", "user",
           {"bucketName": "{bucket}", "Host": "{s3host}", "policy": "{polstr}"}, None, ro=False,
           add={"SignatureVersion": "SigV4", "CipherSuite": "{cipher}", "bytesTransferredIn": R("bpol"),
                "AuthenticationMethod": "AuthHeader", "x-amz-id-2": "{amzid2}", "bytesTransferredOut": R("zero")},
           reqid="{s3reqid}", resources=[{"accountId": "{acct}", "type": "AWS::S3::Bucket", "ARN": "{bucketarn}"}],
           ov={"polstr": lambda c: json.dumps({"Version": "2012-10-17", "Statement": [{"Effect": "Allow", "Principal": {"AWS": f"arn:aws:iam::{c['acct']}:root"}, "Action": "s3:GetObject", "Resource": f"arn:aws:s3:::{c['bucket']}/*"}]}, separators=(",", ":")),
               "bpol": lambda c: c.rng.randint(180, 900)}),
        ct(0, "s3.amazonaws.com", "CreateBucket", "role",
           {"bucketName": "{newbucket}", "Host": "{newbucket}.s3.amazonaws.com", "x-amz-acl": "private"}, None,
           ro=False, reqid="{s3reqid}", ov={"newbucket": lambda c: f"acme-{c.rng.choice(WORDS)}-{hexs(c.rng, 6)}"}),
        ct(11, "kms.amazonaws.com", "Decrypt", "role",
           {"encryptionContext": {"aws:lambda:FunctionArn": "{fnarn}"}, "encryptionAlgorithm": "SYMMETRIC_DEFAULT"},
           None, ro=True, resources=kms_res),
        ct(3, "kms.amazonaws.com", "GenerateDataKey", "svc",
           {"keyId": "{kmsarn}", "encryptionContext": {"aws:s3:arn": "{objarn}"}, "keySpec": "AES_256"},
           None, ro=True, resources=kms_res, tls=False,
           ov={"invoker": lambda c: c.rng.choice(["s3.amazonaws.com", "s3.amazonaws.com", "secretsmanager.amazonaws.com"])}),
        ct(0, "kms.amazonaws.com", "Decrypt", "role",
           {"encryptionAlgorithm": "SYMMETRIC_DEFAULT"}, None, ro=True, resources=kms_res,
           err="AccessDenied", msg=not_auth.replace("{act}", "kms:Decrypt").replace("{resarn}", "{kmsarn}")),
        ct(9, "ssm.amazonaws.com", "UpdateInstanceInformation", "role",
           {"instanceId": "{iid}", "agentVersion": "{ssmver}", "agentStatus": "Active", "platformType": "Linux",
            "platformName": "{osname}", "platformVersion": "{osver}", "iPAddress": "{pip}",
            "computerName": "{hostname}", "agentName": "amazon-ssm-agent", "availabilityZone": "{az}",
            "availabilityZoneId": "{azid}"}, None, ro=False,
           ov={"sess": lambda c: c["iid"], "role": "ssm-managed-instance-role"}),
        ct(4, "ssm.amazonaws.com", "GetParameter", "role", {"name": "{param}", "withDecryption": True}, None, ro=True),
        ct(0.6, "ssm.amazonaws.com", "GetParameter", "role", {"name": "{param}", "withDecryption": True}, None,
           ro=True, err="ParameterNotFound"),
        ct(3, "secretsmanager.amazonaws.com", "GetSecretValue", "role", {"secretId": "{secret}"}, None, ro=True),
        ct(0, "secretsmanager.amazonaws.com", "GetSecretValue", "role", {"secretId": "{secret}"}, None, ro=True,
           err="ResourceNotFoundException", msg="Secrets Manager can't find the specified secret."),
        ct(5, "logs.amazonaws.com", "CreateLogStream", "role", {"logGroupName": "{lg}", "logStreamName": "{ls}"},
           None, ro=False),
        ct(0.4, "logs.amazonaws.com", "CreateLogStream", "role", {"logGroupName": "{lg}", "logStreamName": "{ls}"},
           None, ro=False, err="ResourceAlreadyExistsException", msg="The specified log stream already exists"),
        ct(4, "lambda.amazonaws.com", "Invoke", "role", {"functionName": "{fnarn}", "invocationType": "Event"}, None,
           ro=False, data=True, resources=[{"accountId": "{acct}", "type": "AWS::Lambda::Function", "ARN": "{fnarn}"}]),
        ct(0, "lambda.amazonaws.com", "UpdateFunctionCode20150331v2", "web",
           {"functionName": "{fn}", "s3Bucket": "{bucket}", "s3Key": "{key}", "publish": True}, None, ro=False),
        ct(3, "ecr.amazonaws.com", "GetAuthorizationToken", "role", None, None, ro=True),
        ct(1, "ecr.amazonaws.com", "BatchGetImage", "role",
           {"registryId": "{acct}", "repositoryName": "{repoimg}", "imageIds": [{"imageTag": "{itag}"}],
            "acceptedMediaTypes": ["application/vnd.docker.distribution.manifest.v2+json"]}, None, ro=True,
           ov={"itag": lambda c: c.rng.choice(["latest", "v1.42.0", "v1.41.3", "main-" + hexs(c.rng, 7)])}),
        ct(2, "dynamodb.amazonaws.com", "DescribeTable", "role", {"tableName": "{table}"}, None, ro=True),
        ct(1, "signin.amazonaws.com", "ConsoleLogin", "console", None, {"ConsoleLogin": "Success"}, ro=False,
           etype="AwsConsoleSignIn", add={"LoginTo": "{loginto}", "MobileVersion": "No", "MFAUsed": "Yes"},
           reqid=None, tls=False),
        ct(0, "signin.amazonaws.com", "ConsoleLogin", "console", None, {"ConsoleLogin": "Failure"}, ro=False,
           etype="AwsConsoleSignIn", msg="Failed authentication",
           add={"LoginTo": "{loginto}", "MobileVersion": "No", "MFAUsed": "No"}, reqid=None, tls=False),
        ct(0, "signin.amazonaws.com", "ConsoleLogin", "root", None, {"ConsoleLogin": "Success"}, ro=False,
           etype="AwsConsoleSignIn", add={"LoginTo": "{loginto}", "MobileVersion": "No", "MFAUsed": "Yes"},
           reqid=None, tls=False),
        ct(0, "iam.amazonaws.com", "CreateUser", "user", {"userName": "{newuser}"},
           {"user": {"path": "/", "userName": "{newuser}", "userId": "{newuid}", "arn": "{newuarn}",
                     "createDate": "{exp}"}}, ro=False,
           ov={"newuid": lambda c: "AIDA" + rstr(c.rng, UPALNUM, 17),
               "newuarn": lambda c: f"arn:aws:iam::{c['acct']}:user/{c['newuser']}",
               "apihost": "iam.amazonaws.com"}),
        ct(0, "iam.amazonaws.com", "AttachRolePolicy", "role", {"roleName": "{role}", "policyArn": "{policyarn}"},
           None, ro=False, ov={"apihost": "iam.amazonaws.com"}),
        ct(0, "iam.amazonaws.com", "CreateAccessKey", "user", {"userName": "{user}"},
           {"accessKey": {"userName": "{user}", "accessKeyId": "{akid}", "status": "Active", "createDate": "{exp}"}},
           ro=False, ov={"apihost": "iam.amazonaws.com"}),
        ct(0.5, "iam.amazonaws.com", "GetRole", "role", {"roleName": "{gone}"}, None, ro=True,
           err="NoSuchEntityException", msg="The role with name {gone} cannot be found.",
           ov={"gone": lambda c: c.rng.choice(["legacy-jenkins-role", "old-etl-role", "test-role-2"]),
               "apihost": "iam.amazonaws.com"}),
        ct(0, "kms.amazonaws.com", "RotateKey", "svc", None, None, ro=False, etype="AwsServiceEvent",
           add={"keyId": "{kmsarn}"}, reqid=None, resources=kms_res, tls=False,
           ov={"invoker": "kms.amazonaws.com"}),
    ]
    # the AWSService RotateKey record shows only accountId + invokedBy
    specs[-1].fmt["userIdentity"] = {"accountId": "{acct}", "invokedBy": "{invoker}"}
    specs[-1].template = specs[-1].render(None)
    return emit(rng, specs, G, 2000, start_time(rng), 2.2)


def rng_choice_skew(rng, items):
    i = min(len(items) - 1, int(rng.expovariate(0.7)))
    return items[i]


# =========================================================================== 2. gcp_logging_json
GSEV = {"DEFAULT": "-", "DEBUG": "DEBUG", "INFO": "INFO", "NOTICE": "INFO", "WARNING": "WARN",
        "ERROR": "ERROR", "CRITICAL": "FATAL", "ALERT": "FATAL", "EMERGENCY": "FATAL"}


def make_gcp_logging_json(rng: random.Random) -> list[Row]:
    projects = ["acme-prod-3f2a", "acme-staging", "acme-data-481516"]
    run_svcs = ["orders-api", "web-frontend", "pdf-renderer", "webhook-ingest", "auth-service"]
    revs = {s: [f"{s}-{rng.randint(1, 300):05d}-{rstr(rng, string.ascii_lowercase, 3)}" for _ in range(3)] for s in run_svcs}
    apps = ["checkout", "catalog", "cart", "payments", "search", "notifier", "ingress-nginx-controller"]
    pods = {a: [f"{a}-{hexs(rng, 9)}-{rstr(rng, LOALNUM, 5)}" for _ in range(4)] for a in apps}
    nodes = [f"gke-prod-eu-default-pool-{hexs(rng, 8)}-{rstr(rng, LOALNUM, 4)}" for _ in range(8)]
    sql = ["orders-pg-15", "analytics-pg", "legacy-mysql-80"]
    proj_p, svc_p, app_p, node_p = (Pool(rng, x, 1.2) for x in (projects, run_svcs, apps, nodes))
    cips = Pool(rng, [ip_pub(rng) for _ in range(70)], 1.0)
    paths = Pool(rng, ["/api/v1/orders", "/api/v1/orders/{id}", "/healthz", "/", "/static/app.js",
                       "/api/v1/cart", "/login", "/api/v1/products", "/webhooks/stripe", "/favicon.ico",
                       "/api/v2/search", "/render/invoice", "/.well-known/openid-configuration"], 1.1)
    uas = Pool(rng, BROWSER_UA + BOT_UA, 1.0)
    sql_users = Pool(rng, ["app", "readonly", "migrator", "postgres", "grafana", "airflow"], 1.2)
    dbs = Pool(rng, ["orders", "analytics", "postgres", "app", "airflow"], 1.2)
    tables = Pool(rng, ["public.orders", "public.order_items", "public.users", "public.sessions",
                        "audit.events", "public.payments"], 1.1)
    queries = ["SELECT * FROM orders WHERE customer_id = $1 ORDER BY created_at DESC LIMIT 50",
               "UPDATE sessions SET last_seen = now() WHERE id = $1",
               "SELECT count(*) FROM events WHERE ts > now() - interval '1 hour'",
               "INSERT INTO order_items (order_id, sku, qty) VALUES ($1, $2, $3)",
               "DELETE FROM sessions WHERE expires_at < now()",
               "SELECT p.id, p.name FROM products p JOIN stock s ON s.product_id = p.id WHERE s.qty > 0"]

    def pick(items, s=1.1):
        p = Pool(rng, items, s)
        return lambda c: p(c.rng)

    G = {
        "ins": lambda c: hexs(c.rng, 24) if c.rng.random() < 0.5 else rstr(c.rng, LOALNUM, 14),
        "ts": lambda c: iso_frac(c.t, 9, c.rng),
        "ts6": lambda c: iso_frac(c.t, 6),
        "rts": lambda c: iso_frac(c.t + timedelta(milliseconds=c.rng.randint(20, 4000)), 9, c.rng),
        "proj": lambda c: proj_p(c.rng),
        "svc": lambda c: svc_p(c.rng),
        "rev": lambda c: c.rng.choice(revs[c["svc"]]),
        "loc": pick(["europe-west1", "us-central1", "europe-west4"], 1.5),
        "inst": lambda c: "00" + hexs(c.rng, 94),
        "trace": lambda c: f"projects/{c['proj']}/traces/{hexs(c.rng, 32)}",
        "span": lambda c: hexs(c.rng, 16),
        "logname": lambda c: f"projects/{c['proj']}/logs/{c['logid']}",
        "url": lambda c: f"https://{c['svc']}-{hexs(c.rng, 10)}-ew.a.run.app" + paths(c.rng).replace("{id}", str(c.rng.randint(1000, 999999))),
        "reqsz": lambda c: str(lognorm(c.rng, 6.5, 0.8, 200)),
        "respsz": lambda c: str(lognorm(c.rng, 8, 1.6, 50)),
        "ua": lambda c: uas(c.rng),
        "cip": lambda c: cips(c.rng),
        "lat": lambda c: f"{rng_lat(c.rng):.6f}".rstrip("0").rstrip(".") + "s",
        "proto": pick(["HTTP/1.1", "HTTP/2"], 1.0),
        "s2xx": lambda c: c.rng.choice([200, 200, 200, 200, 201, 204, 302, 304]),
        "s4xx": lambda c: c.rng.choice([404, 404, 400, 401, 403, 429]),
        "s5xx": lambda c: c.rng.choice([500, 502, 503, 500]),
        "cluster": pick(["prod-eu", "prod-us", "staging"], 1.6),
        "gloc": pick(["europe-west1", "us-central1-a", "europe-west1-b"], 1.5),
        "app": lambda c: app_p(c.rng),
        "ns": lambda c: "ingress-nginx" if c["app"].startswith("ingress") else c.rng.choice(["shop", "shop", "default", "payments"]),
        "pod": lambda c: c.rng.choice(pods[c["app"]]),
        "ctr": lambda c: "controller" if c["app"].startswith("ingress") else c["app"],
        "node": lambda c: node_p(c.rng),
        "phash": lambda c: c["pod"].split("-")[-2],
        "dur_ms": lambda c: lognorm(c.rng, 5, 1.2),
        "oid": lambda c: f"ord_{rstr(c.rng, LOALNUM, 12)}",
        "uid": lambda c: uuid4(c.rng),
        "port": pick([8080, 8080, 3000, 5000]),
        "sqlinst": pick(sql[:2], 1.3),
        "dbid": lambda c: f"{c['proj']}:{c['sqlinst']}",
        "sqlregion": lambda c: c["loc"],
        "pgdate": lambda c: c.t.strftime("%Y-%m-%d"),
        "pgtime": lambda c: c.t.strftime("%H:%M:%S.") + f"{c.t.microsecond // 1000:03d}",
        "pid": lambda c: c.rng.randint(1200, 4190000),
        "lnum": lambda c: f"{c.rng.randint(1, 40)}-1",
        "db": lambda c: dbs(c.rng),
        "dbuser": lambda c: sql_users(c.rng),
        "pgip": lambda c: ip_priv(c.rng, "10.8"),
        "pgport": lambda c: c.rng.randint(32768, 60999),
        "sql": lambda c: c.rng.choice(queries),
        "tbl": lambda c: tables(c.rng),
        "ms3": lambda c: f"{c.rng.lognormvariate(6, 1.3):.3f}",
        "sesstime": lambda c: f"{c.rng.randint(0, 9)}:{c.rng.randint(0, 59):02d}:{c.rng.randint(0, 59):02d}.{c.rng.randint(0, 999):03d}",
        "cons": pick(["orders_pkey", "users_email_key", "order_items_order_id_sku_key", "payments_idempotency_key_key"]),
        "cpos": lambda c: c.rng.randint(8, 120),
        "nbuf": lambda c: c.rng.randint(10, 40000),
        "pct": lambda c: f"{c.rng.random() * 12:.1f}",
        "secs": lambda c: f"{c.rng.random() * 30:.3f}",
        "mysqlinst": "legacy-mysql-80",
        "thr": lambda c: c.rng.randint(10, 900000),
        "mycode": "MY-010055",
        "mycode2": "MY-010914",
        "mem": pick([512, 512, 1024, 2048]),
        "used": lambda c: c["mem"] + c.rng.randint(1, 90),
        "exitcode": pick([1, 137, 143, 2]),
        "attempts": pick([1, 1, 1, 2, 3]),
        "addr": lambda c: f"{ip_priv(c.rng, '10.12')}:{c.rng.choice([6379, 5432, 8080])}",
        "probeurl": lambda c: f"http://{ip_priv(c.rng, '10.52')}:{c['port']}/healthz",
        "probeaddr": lambda c: c["probeurl"][7:].split("/")[0],
        "evname": lambda c: f"{c['pod']}.{hexs(c.rng, 16)}",
        "rv": lambda c: str(c.rng.randint(10 ** 8, 10 ** 9)),
        "kuid": lambda c: uuid4(c.rng),
        "fieldpath": lambda c: "spec.containers{" + c["ctr"] + "}",
        "ts0": lambda c: iso_z(c.t - timedelta(seconds=c.rng.randint(0, 900))),
        "tsz": lambda c: iso_z(c.t),
        "cnt": lambda c: c.rng.randint(1, 60),
        "podref": lambda c: f"{c['pod']}_{c['ns']}({c['kuid']})",
        "nspod": lambda c: f"{c['ns']}/{c['pod']}",
        "image": lambda c: f"europe-docker.pkg.dev/{c['proj']}/apps/{c['app']}:v1.{c.rng.randint(0, 60)}.{c.rng.randint(0, 9)}",
        "nnodes": pick([6, 8, 12]),
        "ncpu": lambda c: c.rng.randint(1, 6),
        "ngin_ts": lambda c: f"{c.t.day:02d}/{MON[c.t.month - 1]}/{c.t.year}:{c.t:%H:%M:%S} +0000",
        "path": lambda c: paths(c.rng).replace("{id}", str(c.rng.randint(1000, 999999))),
        "status": lambda c: c.rng.choice([200, 200, 200, 201, 304, 404]),
        "bytes": lambda c: lognorm(c.rng, 7, 1.5),
        "reqlen": lambda c: lognorm(c.rng, 6, 0.5),
        "rt": lambda c: f"{c.rng.lognormvariate(-3.5, 1):.3f}",
        "upname": lambda c: f"shop-{c.rng.choice(apps[:6])}-80",
        "upaddr": lambda c: f"{ip_priv(c.rng, '10.52')}:8080",
        "xreqid": lambda c: hexs(c.rng, 32),
        "ref": lambda c: c.rng.choice(["https://shop.acme.example/", "https://shop.acme.example/cart", "-"]),
        "wait": lambda c: c.rng.randint(1, 30),
        "msgid": lambda c: str(c.rng.randint(10 ** 15, 10 ** 16)),
        "topic": lambda c: f"projects/{c['proj']}/topics/{c.rng.choice(['order-events', 'emails', 'audit'])}",
        "sku": lambda c: f"SKU-{c.rng.randint(10000, 99999)}",
        "amount": lambda c: c.rng.randint(100, 250000),
        "attempt": lambda c: c.rng.randint(1, 5),
        "bucket": pick(["acme-invoices", "acme-exports", "acme-user-uploads"]),
        "objname": lambda c: s3_key(c.rng),
    }
    LOG = {"requests": "run.googleapis.com%2Frequests", "stdout": "run.googleapis.com%2Fstdout",
           "stderr": "run.googleapis.com%2Fstderr", "system": "run.googleapis.com%2Fvarlog%2Fsystem",
           "kstdout": "stdout", "kstderr": "stderr", "events": "events",
           "pg": "cloudsql.googleapis.com%2Fpostgres.log", "my": "cloudsql.googleapis.com%2Fmysql.err"}
    RES = {
        "run": {"type": "cloud_run_revision", "labels": {"configuration_name": "{svc}", "location": "{loc}",
                                                        "project_id": "{proj}", "revision_name": "{rev}",
                                                        "service_name": "{svc}"}},
        "gke": {"type": "k8s_container", "labels": {"cluster_name": "{cluster}", "container_name": "{ctr}",
                                                    "location": "{gloc}", "namespace_name": "{ns}",
                                                    "pod_name": "{pod}", "project_id": "{proj}"}},
        "pod": {"type": "k8s_pod", "labels": {"cluster_name": "{cluster}", "location": "{gloc}",
                                              "namespace_name": "{ns}", "pod_name": "{pod}", "project_id": "{proj}"}},
        "sql": {"type": "cloudsql_database", "labels": {"database_id": "{dbid}", "project_id": "{proj}",
                                                        "region": "{sqlregion}"}},
    }
    LBL = {"run": {"instanceId": "{inst}"},
           "gke": {"compute.googleapis.com/resource_name": "{node}", "k8s-pod/app": "{app}",
                   "k8s-pod/pod-template-hash": "{phash}"},
           "pod": None, "sql": None}

    def ge(w, res, sev, log, *, text=None, jp=None, http=None, trace=False, ov=None, labels=True):
        d = {"insertId": "{ins}"}
        if text is not None:
            d["textPayload"] = text
        if jp is not None:
            d["jsonPayload"] = jp
        if http is not None:
            d["httpRequest"] = http
        d["resource"] = RES[res]
        d["timestamp"] = "{ts6}" if res == "sql" else "{ts}"
        d["severity"] = sev
        if labels and LBL[res]:
            d["labels"] = LBL[res]
        d["logName"] = "{logname}"
        if trace:
            d["trace"] = "{trace}"
            d["spanId"] = "{span}"
            d["traceSampled"] = True
        d["receiveTimestamp"] = "{rts}"
        o = {"logid": LOG[log]}
        if res == "sql" and log == "my":
            o["sqlinst"] = "legacy-mysql-80"
        o.update(ov or {})
        return Spec(w, GSEV[sev], d, o)

    def http(method, st):
        return {"requestMethod": method, "requestUrl": "{url}", "requestSize": "{reqsz}", "status": R(st),
                "responseSize": "{respsz}", "userAgent": "{ua}", "remoteIp": "{cip}",
                "latency": "{lat}", "protocol": "{proto}"}

    pg = "{pgdate} {pgtime} UTC [{pid}]: [{lnum}] db={db},user={dbuser} "
    pg0 = "{pgdate} {pgtime} UTC [{pid}]: [{lnum}] db=,user= "
    ev_base = lambda reason, etype, msg, comp="kubelet": {  # noqa: E731
        "kind": "Event", "apiVersion": "v1",
        "metadata": {"name": "{evname}", "namespace": "{ns}", "uid": "{uid}", "resourceVersion": "{rv}",
                     "creationTimestamp": "{ts0}"},
        "involvedObject": {"kind": "Pod", "namespace": "{ns}", "name": "{pod}", "uid": "{kuid}",
                           "apiVersion": "v1", "resourceVersion": "{rv}", "fieldPath": "{fieldpath}"},
        "reason": reason, "message": msg, "source": {"component": comp, "host": "{node}"},
        "firstTimestamp": "{ts0}", "lastTimestamp": "{tsz}", "count": R("cnt"), "type": etype,
        "eventTime": None, "reportingComponent": comp, "reportingInstance": "{node}"}
    sched = ev_base("Scheduled", "Normal", "Successfully assigned {nspod} to {node}", "default-scheduler")
    del sched["involvedObject"]["fieldPath"]
    sched["source"] = {"component": "default-scheduler"}
    sched["reportingInstance"] = "{schedinst}"
    G["schedinst"] = lambda c: f"default-scheduler-{c['cluster']}"
    failsched = dict(sched, reason="FailedScheduling", type="Warning",
                     message="0/{nnodes} nodes are available: {ncpu} Insufficient cpu. preemption: 0/{nnodes} "
                             "nodes are available: {nnodes} No preemption victims found for incoming pod.")

    specs = [
        # ---- Cloud Run request logs
        ge(30, "run", "INFO", "requests", http=http("GET", "s2xx"), trace=True),
        ge(9, "run", "INFO", "requests", http=http("POST", "s2xx"), trace=True),
        ge(5, "run", "WARNING", "requests", http=http("GET", "s4xx"), trace=True),
        ge(2, "run", "WARNING", "requests", http=http("POST", "s4xx"), trace=True),
        ge(1, "run", "ERROR", "requests", http=http("GET", "s5xx"), trace=True),
        ge(0.6, "run", "ERROR", "requests", http=http("POST", "s5xx"), trace=True),
        ge(0, "run", "ERROR", "requests", http=http("POST", "s5xx"), trace=True,
           text="The request was aborted because there was no available instance. Additional troubleshooting "
                "documentation can be found at: https://cloud.google.com/run/docs/troubleshooting#abort-request"),
        ge(0, "run", "ERROR", "requests", http=http("GET", "s504"), trace=True, ov={"s504": 504},
           text="The request has been terminated because it has reached the maximum request timeout. To change "
                "this limit, see https://cloud.google.com/run/docs/configuring/request-timeout"),
        # ---- Cloud Run container output
        ge(8, "run", "DEFAULT", "stdout", text="Listening on port {port}"),
        ge(5, "run", "DEFAULT", "stdout", text="Processed order {oid} in {dur_ms}ms"),
        ge(6, "run", "INFO", "stdout", trace=True,
           jp={"message": "order created", "orderId": "{oid}", "customerId": "{uid}", "amountCents": R("amount")}),
        ge(2, "run", "WARNING", "stdout", trace=True,
           jp={"message": "payment provider slow, retrying", "orderId": "{oid}", "attempt": R("attempt")}),
        ge(0.7, "run", "ERROR", "stdout", trace=True,
           jp={"message": "failed to publish event", "topic": "{topic}", "error": "rpc error: code = DeadlineExceeded desc = context deadline exceeded"}),
        ge(1, "run", "ERROR", "stderr", text="ERROR:root:Failed to upload gs://{bucket}/{objname}: 503 Service Unavailable"),
        ge(0, "run", "ERROR", "stderr", text="Traceback (most recent call last):"),
        # ---- Cloud Run system
        ge(2, "run", "INFO", "system",
           text="Starting new instance. Reason: AUTOSCALING - Instance started due to configured scaling factors "
                "(e.g. CPU utilization, request throughput, etc.) or no existing capacity for current traffic."),
        ge(0, "run", "INFO", "system", text="Starting new instance. Reason: DEPLOYMENT - Instance started because of a new revision."),
        ge(2, "run", "INFO", "system",
           text="Default STARTUP TCP probe succeeded after {attempts} attempt for container \"{ctr}\" on port {port}.",
           ov={"ctr": lambda c: c["svc"] + "-1"}),
        ge(1, "run", "INFO", "system", text="Shutting down user disabled instance"),
        ge(0, "run", "ERROR", "system",
           text="Memory limit of {mem} MiB exceeded with {used} MiB used. Consider increasing the memory limit, "
                "see https://cloud.google.com/run/docs/configuring/memory-limits"),
        ge(0, "run", "WARNING", "system", text="Container called exit({exitcode})."),
        # ---- GKE containers
        ge(14, "gke", "INFO", "kstdout", ov={"app": "ingress-nginx-controller"},
           text="{cip} - - [{ngin_ts}] \"GET {path} {proto}\" {status} {bytes} \"{ref}\" \"{ua}\" {reqlen} {rt} "
                "[{upname}] [] {upaddr} {bytes} {rt} {status} {xreqid}"),
        ge(4, "gke", "INFO", "kstdout", ov={"app": "ingress-nginx-controller"},
           text="{cip} - - [{ngin_ts}] \"POST {path} {proto}\" {status} {bytes} \"{ref}\" \"{ua}\" {reqlen} {rt} "
                "[{upname}] [] {upaddr} {bytes} {rt} {status} {xreqid}"),
        ge(10, "gke", "INFO", "kstdout", jp={"message": "request completed", "route": "{path}", "status": R("status"),
                                             "durationMs": R("dur_ms"), "requestId": "{xreqid}"}),
        ge(3, "gke", "DEBUG", "kstdout", jp={"message": "cache miss", "key": "{sku}"}),
        ge(2, "gke", "WARNING", "kstdout", jp={"message": "slow query detected", "durationMs": R("dur_ms"), "query": "{sql}"}),
        ge(1, "gke", "ERROR", "kstderr", jp={"message": "failed to connect to redis",
                                             "error": "dial tcp {addr}: connect: connection refused"}),
        ge(0, "gke", "CRITICAL", "kstderr", jp={"message": "payment ledger out of balance", "orderId": "{oid}",
                                                "deltaCents": R("amount")}),
        ge(0, "gke", "ERROR", "kstderr", text="Exception in thread \"main\" java.lang.OutOfMemoryError: Java heap space"),
        # ---- GKE events
        ge(2, "pod", "INFO", "events", jp=sched),
        ge(2, "pod", "INFO", "events", jp=ev_base("Pulled", "Normal", "Container image \"{image}\" already present on machine")),
        ge(2, "pod", "INFO", "events", jp=ev_base("Started", "Normal", "Started container {ctr}")),
        ge(1, "pod", "INFO", "events", jp=ev_base("Killing", "Normal", "Stopping container {ctr}")),
        ge(1.2, "pod", "WARNING", "events",
           jp=ev_base("Unhealthy", "Warning", "Readiness probe failed: Get \"{probeurl}\": dial tcp {probeaddr}: connect: connection refused")),
        ge(0.8, "pod", "WARNING", "events", jp=ev_base("BackOff", "Warning", "Back-off restarting failed container {ctr} in pod {podref}")),
        ge(0, "pod", "WARNING", "events", jp=failsched),
        # ---- Cloud SQL
        ge(6, "sql", "INFO", "pg", text=pg0 + "LOG:  connection received: host={pgip} port={pgport}"),
        ge(6, "sql", "INFO", "pg", text=pg + "LOG:  connection authorized: user={dbuser} database={db} SSL enabled (protocol={tlsv}, cipher={cipher}, bits={bits})"),
        ge(5, "sql", "INFO", "pg", text=pg + "LOG:  disconnection: session time: {sesstime} user={dbuser} database={db} host={pgip} port={pgport}"),
        ge(2, "sql", "INFO", "pg", text=pg + "LOG:  duration: {ms3} ms  statement: {sql}"),
        ge(1, "sql", "INFO", "pg", text=pg0 + "LOG:  checkpoint starting: time"),
        ge(1, "sql", "INFO", "pg", text=pg0 + "LOG:  checkpoint complete: wrote {nbuf} buffers ({pct}%); 0 WAL file(s) added, 0 removed, {walr} recycled; write={secs} s, sync={secs2} s, total={secs3} s"),
        ge(0.8, "sql", "ERROR", "pg", text=pg + "ERROR:  duplicate key value violates unique constraint \"{cons}\""),
        ge(0, "sql", "ERROR", "pg", text=pg + "ERROR:  relation \"{tbl}\" does not exist at character {cpos}"),
        ge(0, "sql", "CRITICAL", "pg", text=pg + "FATAL:  password authentication failed for user \"{dbuser}\""),
        ge(0, "sql", "CRITICAL", "pg", text=pg + "FATAL:  remaining connection slots are reserved for non-replication superuser connections"),
        ge(0.5, "sql", "WARNING", "pg", text=pg + "WARNING:  there is no transaction in progress"),
        ge(1, "sql", "WARNING", "my", text="{ts6} {thr} [Warning] [{mycode}] [Server] IP address '{pgip}' could not be resolved: Name or service not known"),
        ge(1, "sql", "INFO", "my", text="{ts6} {thr} [Note] [{mycode2}] [Server] Aborted connection {thr} to db: '{db}' user: '{dbuser}' host: '{pgip}' (Got an error reading communication packets)."),
    ]
    G.update({"tlsv": pick(["TLSv1.3", "TLSv1.2"], 1.5), "cipher": pick(CIPHERS[:4]), "bits": 256,
              "walr": lambda c: c.rng.randint(0, 9), "secs2": lambda c: f"{c.rng.random() * 0.2:.3f}",
              "secs3": lambda c: f"{c.rng.random() * 30 + 0.2:.3f}"})
    return emit(rng, specs, G, 2000, start_time(rng), 1.3)


def rng_lat(rng):
    return rng.lognormvariate(-3.2, 1.1)


# =========================================================================== 3. vpc_flow_v2
VPC_CONFIGS = {
    # name: (fields, header?, timestamp-prefix?)
    "s3_default": (["version", "account-id", "interface-id", "srcaddr", "dstaddr", "srcport", "dstport",
                    "protocol", "packets", "bytes", "start", "end", "action", "log-status"], True, False),
    "cwl_export": (["version", "account-id", "interface-id", "srcaddr", "dstaddr", "srcport", "dstport",
                    "protocol", "packets", "bytes", "start", "end", "action", "log-status"], False, True),
    "s3_custom_a": (["interface-id", "srcaddr", "srcport", "dstaddr", "dstport", "protocol", "action",
                     "log-status"], True, False),
    "s3_custom_b": (["version", "interface-id", "start", "end", "srcaddr", "dstaddr", "protocol", "bytes",
                     "action", "log-status"], True, False),
}
# fields that stay present (variable) on NODATA / SKIPDATA rows
VPC_KEEP = {"version", "account-id", "interface-id", "start", "end", "log-status"}


def make_vpc_flow_v2(rng: random.Random) -> list[Row]:
    accounts = [str(rng.randint(10 ** 11, 10 ** 12 - 1)) for _ in range(3)]
    enis = {a: ["eni-0" + hexs(rng, 16) for _ in range(12)] for a in accounts}
    eni_ip = {e: ip_priv(rng, rng.choice(["10.0", "10.1", "172.31"])) for a in accounts for e in enis[a]}
    ext = Pool(rng, [ip_pub(rng) for _ in range(120)], 0.9)
    svc_ports = Pool(rng, [443, 443, 80, 53, 5432, 6379, 22, 8080, 3306, 123, 9092, 2049], 1.0)
    scan_ports = Pool(rng, [22, 23, 3389, 445, 1433, 5900, 8080, 6379, 9200, 2375, 80, 25], 1.0)
    acct_p = Pool(rng, accounts, 1.3)

    def flow(kind, acct, eni, ws):
        ip = eni_ip[eni]
        st = ws + rng.randint(0, 50)
        en = st + rng.randint(1, 60)
        if kind == "ACCEPT":
            proto = rng.choices([6, 17, 1], [80, 17, 3])[0]
            outbound = rng.random() < 0.5
            sp = svc_ports(rng) if proto != 1 else 0
            if proto == 17 and sp not in (53, 123):
                sp = rng.choice([53, 123])
            cp = rng.randint(32768, 65535) if proto != 1 else 0
            peer = ext(rng) if rng.random() < 0.55 else ip_priv(rng, "10.0")
            if outbound:
                src, dst, spt, dpt = ip, peer, cp, sp
            else:
                src, dst, spt, dpt = peer, ip, cp, sp
            if rng.random() < 0.5:  # the reply direction
                src, dst, spt, dpt = dst, src, dpt, spt
            pk = lognorm(rng, 2.5, 1.5)
            by = pk * rng.randint(40, 1500)
        else:  # REJECT: inbound probes
            proto = rng.choices([6, 17, 1], [85, 10, 5])[0]
            src, dst = ext(rng), ip
            spt = rng.randint(1024, 65535) if proto != 1 else 0
            dpt = scan_ports(rng) if proto != 1 else 0
            pk = rng.choice([1, 1, 1, 2, 3])
            by = pk * rng.choice([40, 44, 52, 60, 84])
        return {"version": 2, "account-id": acct, "interface-id": eni, "srcaddr": src, "dstaddr": dst,
                "srcport": spt, "dstport": dpt, "protocol": proto, "packets": pk, "bytes": by,
                "start": st, "end": en, "action": kind, "log-status": "OK"}

    def empty(status, acct, eni, ws):
        return {"version": 2, "account-id": acct, "interface-id": eni, "start": ws, "end": ws + 60,
                "log-status": status}

    def row(cfg, rec, kind, ts_prefix):
        fields, _, prefix = VPC_CONFIGS[cfg]
        vals, tmpl = [], []
        for f in fields:
            if f in ("action", "log-status"):
                v = rec.get(f, "-")
                vals.append(str(v))
                tmpl.append(str(v))
            elif f in rec:
                vals.append(str(rec[f]))
                tmpl.append("<*>")
            else:
                vals.append("-")
                tmpl.append("-")
        if prefix:
            vals.insert(0, ts_prefix)
            tmpl.insert(0, "<*>")
        return {"line": " ".join(vals), "template": " ".join(tmpl), "level": "-"}

    t0 = epoch(start_time(rng))
    cfg_names = list(VPC_CONFIGS)
    cfg_w = [55, 22, 14, 9]
    files = []  # (cfg, window_start, kinds)
    total, ws = 0, t0
    while total < 2000:
        cfg = rng.choices(cfg_names, cfg_w)[0]
        k = rng.randint(15, 90)
        kinds = rng.choices(["ACCEPT", "REJECT", "NODATA", "SKIPDATA"], [74, 22, 3, 1], k=k)
        files.append([cfg, ws, kinds])
        total += k + (1 if VPC_CONFIGS[cfg][1] else 0)
        ws += rng.randint(20, 300)
    # every (config, kind) pair present at least once
    for cfg in cfg_names:
        mine = [f for f in files if f[0] == cfg]
        if not mine:
            files[rng.randrange(1, len(files))][0] = cfg
            mine = [f for f in files if f[0] == cfg]
        for kind in ("ACCEPT", "REJECT", "NODATA", "SKIPDATA"):
            if not any(kind in f[2] for f in mine):
                f = rng.choice(mine)
                f[2][rng.randrange(len(f[2]))] = kind
    rows: list[Row] = []
    for cfg, ws, kinds in files:
        fields, header, prefix = VPC_CONFIGS[cfg]
        if header:
            h = " ".join(fields)
            rows.append({"line": h, "template": h, "level": "-"})
        recs = []
        for kind in kinds:
            acct = acct_p(rng)
            eni = rng.choice(enis[acct])
            if kind in ("ACCEPT", "REJECT"):
                recs.append(flow(kind, acct, eni, ws))
            else:
                recs.append(empty(kind, acct, eni, ws))
        recs.sort(key=lambda r: r["start"])
        for rec in recs:
            ing = datetime.fromtimestamp(rec["end"] + rng.randint(60, 420), tz=timezone.utc)
            rows.append(row(cfg, rec, rec.get("action"), iso_ms(ing.replace(microsecond=rng.randint(0, 999) * 1000))))
    return rows[:2000]


# =========================================================================== 4. s3_access
def make_s3_access(rng: random.Random) -> list[Row]:
    owners = [hexs(rng, 64) for _ in range(3)]
    buckets = ["acme-prod-assets", "acme-data-lake-raw", "acme-static-site", "acme-backups",
               "acme-customer-exports", "acme-ml-artifacts"]
    accounts = [str(rng.randint(10 ** 11, 10 ** 12 - 1)) for _ in range(3)]
    requesters = Pool(rng, [f"arn:aws:iam::{rng.choice(accounts)}:user/{u}" for u in ["deploy-bot", "alice", "svc-backup", "etl"]]
                      + [f"arn:aws:sts::{rng.choice(accounts)}:assumed-role/{r}/{s}" for r, s in
                         [("lambda-thumbnailer", "s3-thumbnailer"), ("eks-prod-node-group-role", "i-0" + hexs(rng, 16)),
                          ("ecsTaskExecutionRole", hexs(rng, 32)), ("AWSReservedSSO_ReadOnly_9c1d2e3f4a5b6c7d", "priya@acme.example")]]
                      + [hexs(rng, 64)], 1.0)
    ips = Pool(rng, [ip_pub(rng) for _ in range(60)] + [ip_priv(rng) for _ in range(10)], 1.0)
    uas = Pool(rng, [
        "aws-cli/2.15.10 Python/3.11.6 Linux/6.1.0-17-amd64 exe/x86_64.debian.12 prompt/off command/s3.cp",
        "Boto3/1.34.34 md/Botocore#1.34.34 ua/2.0 os/linux#5.10.205-195.807.amzn2.x86_64 md/arch#x86_64 lang/python#3.11.7 md/pyimpl#CPython cfg/retry-mode#legacy Botocore/1.34.34",
        "aws-sdk-java/1.12.620 Linux/5.10.205-195.807.amzn2.x86_64 OpenJDK_64-Bit_Server_VM/11.0.21+9-LTS java/11.0.21 vendor/Amazon.com_Inc. cfg/retry-mode/standard",
        "aws-sdk-go-v2/1.24.1 os/linux lang/go#1.21.6 md/GOOS#linux md/GOARCH#amd64 api/s3#1.48.0",
        "S3Console/0.4", "aws-internal/3 aws-sdk-java/1.12.488", "rclone/v1.65.1",
        "Hadoop 3.3.6, aws-sdk-java/1.12.367 Linux/5.10.201 OpenJDK_64-Bit_Server_VM/25.392-b08 java/1.8.0_392 scala/2.12.17 vendor/Oracle_Corporation cfg/retry-mode/legacy",
    ], 1.0)
    web_ua = Pool(rng, BROWSER_UA + BOT_UA[:2], 1.0)
    G = {
        "owner": lambda c: owners[0] if c.rng.random() < 0.8 else c.rng.choice(owners),
        "bucket": (lambda p: (lambda c: p(c.rng)))(Pool(rng, buckets, 1.2)),
        "time": lambda c: f"{c.t.day:02d}/{MON[c.t.month - 1]}/{c.t.year}:{c.t:%H:%M:%S} +0000",
        "ip": lambda c: ips(c.rng),
        "requester": lambda c: requesters(c.rng),
        "reqid": lambda c: rstr(c.rng, UPALNUM, 16),
        "key": lambda c: s3_key(c.rng),
        "ekey": lambda c: c["key"].replace("/", "%2F"),
        "objpath": lambda c: f"/{c['bucket']}/{c['key']}" if c.rng.random() < 0.3 else f"/{c['key']}",
        "proto": "HTTP/1.1",
        "status": 200,
        "sent": lambda c: lognorm(c.rng, 10, 2.2),
        "osize": lambda c: c["sent"],
        "total": lambda c: lognorm(c.rng, 3, 1.2),
        "tat": lambda c: max(1, int(c["total"] * c.rng.uniform(0.3, 0.95))),
        "ref": lambda c: c.rng.choice(["https://www.acme.example/", "https://www.acme.example/products",
                                       "https://shop.acme.example/cart", "https://www.google.com/"]),
        "ua": lambda c: uas(c.rng),
        "wua": lambda c: web_ua(c.rng),
        "ver": lambda c: rstr(c.rng, string.ascii_letters + string.digits + "._", 32),
        "hostid": lambda c: b64(c.rng, 57),
        "sig": lambda c: "SigV4" if c.rng.random() < 0.97 else "SigV2",
        "cipher": lambda c: c.rng.choice(CIPHERS[:2]) if c.rng.random() < 0.9 else c.rng.choice(CIPHERS),
        "auth": lambda c: "AuthHeader" if c.rng.random() < 0.9 else "QueryString",
        "host": lambda c: f"{c['bucket']}.s3.{c.rng.choice(['us-east-1', 'eu-west-1'])}.amazonaws.com"
        if c.rng.random() < 0.85 else "s3.amazonaws.com",
        "tls": lambda c: "TLSv1.3" if c.rng.random() < 0.6 else "TLSv1.2",
        "upuri": lambda c: c["objpath"] + "?uploads",
        "parturi": lambda c: f"{c['objpath']}?partNumber={c['partno']}&uploadId={c['uploadid']}",
        "compuri": lambda c: f"{c['objpath']}?uploadId={c['uploadid']}",
        "listq": lambda c: f"/?list-type=2&prefix={c.rng.choice(WORDS)}%2F&delimiter=%2F&encoding-type=url",
        "uploadid": lambda c: b64(c.rng, 48).replace("+", ".").replace("/", "_").rstrip("="),
        "partno": lambda c: c.rng.randint(1, 120),
        "partsize": lambda c: c.rng.choice([8388608, 16777216, 5242880]),
        "bigsize": lambda c: c.rng.randint(20, 4000) * 1048576,
        "small": lambda c: c.rng.randint(200, 900),
        "errsz": lambda c: c.rng.choice([243, 254, 290, 339, 371]),
        "rangesent": lambda c: c.rng.choice([1048576, 65536, 524288, 8388608]),
        "web": lambda c: f"{c['bucket']}.s3-website-us-east-1.amazonaws.com",
        "webpath": lambda c: c.rng.choice(["/", "/index.html", "/assets/app.js", "/assets/style.css", "/about/",
                                           "/img/logo.svg", "/favicon.ico"]),
    }

    def s3(w, op, uri, *, method="GET", key="{key}", status="{status}", err="-", sent="{sent}", osize="{osize}",
           tat="{tat}", ref="-", ua="{ua}", ver="-", anon=False, acl="-", ov=None, internal=False):
        if internal:
            parts = ["{owner}", "{bucket}", "[{time}]", "-", "AmazonS3", "{reqid}", op, key, "-", "-", "-", "-",
                     osize, "-", "-", "\"-\"", "\"-\"", ver, "-", "-", "-", "-", "-", "-", "-", "-"]
            return Spec(w, "-", " ".join(parts), ov)
        req = "-" if anon else "{requester}"
        tail = ["-", "-", "-"] if anon else ["{sig}", "{cipher}", "{auth}"]
        parts = ["{owner}", "{bucket}", "[{time}]", "{ip}", req, "{reqid}", op, key,
                 f"\"{method} {uri} {{proto}}\"", status, err, sent, osize, "{total}", tat, f"\"{ref}\"",
                 f"\"{ua}\"", ver, "{hostid}"] + tail + ["{host}", "{tls}", "-", acl]
        return Spec(w, "-", " ".join(parts), ov)

    def web_key(c):
        p = c["webpath"].lstrip("/")
        return p + "index.html" if p == "" or p.endswith("/") else p

    E = {"sent": "{errsz}", "osize": "-", "tat": "-"}
    specs = [
        s3(45, "REST.GET.OBJECT", "{objpath}",  # a ranged GET (206) has the same shape as a 200
           ov={"status": lambda c: 206 if c.rng.random() < 0.1 else 200,
               "osize": lambda c: c["sent"] if c["status"] == 200 else c["bigsize"],
               "sent": lambda c: lognorm(c.rng, 10, 2.2) if c["status"] == 200 else c["rangesent"]}),
        s3(3, "REST.GET.OBJECT", "{objpath}", sent="-", status="{s304}", ov={"s304": 304}),
        s3(4, "REST.GET.OBJECT", "{objpath}", err="NoSuchKey", **E, ov={"status": 404}),
        s3(1.5, "REST.GET.OBJECT", "{objpath}", err="AccessDenied", **E, ov={"status": 403}),
        s3(0, "REST.GET.OBJECT", "{objpath}", err="InvalidRange", **E, ov={"status": 416}),
        s3(0, "REST.GET.OBJECT", "{objpath}", err="PreconditionFailed", **E, ov={"status": 412}),
        s3(10, "REST.HEAD.OBJECT", "{objpath}", method="HEAD", sent="-"),
        s3(3, "REST.HEAD.OBJECT", "{objpath}", method="HEAD", err="NoSuchKey", sent="-", osize="-", tat="-",
           ov={"status": 404}),
        s3(12, "REST.PUT.OBJECT", "{objpath}", method="PUT", sent="-", osize="{sent}",
           ov={"sent": lambda c: lognorm(c.rng, 11, 2)}),
        s3(0.5, "REST.PUT.OBJECT", "{objpath}", method="PUT", err="SlowDown", **E, ov={"status": 503}),
        s3(0, "REST.PUT.OBJECT", "{objpath}", method="PUT", err="InternalError", **E, ov={"status": 500}),
        s3(0.5, "REST.PUT.OBJECT", "{objpath}", method="PUT", err="RequestTimeout", **E, ov={"status": 400}),
        s3(0, "REST.PUT.OBJECT", "{objpath}", method="PUT", err="ExpiredToken", **E, ov={"status": 400}),
        s3(7, "REST.GET.BUCKET", "{listq}", key="-", osize="-"),
        s3(0, "REST.GET.BUCKET", "{listq}", key="-", err="AccessDenied", **E, ov={"status": 403}),
        s3(2, "REST.DELETE.OBJECT", "{objpath}", method="DELETE", sent="-", osize="-", ov={"status": 204}),
        s3(1, "REST.POST.MULTI_OBJECT_DELETE", "/?delete", method="POST", key="-", osize="-"),
        s3(2, "BATCH.DELETE.OBJECT", "/?delete", method="POST", sent="-", osize="-", tat="-", ov={"status": 204}),
        s3(1.5, "REST.POST.UPLOADS", "{upuri}", method="POST", osize="-",
           ov={"sent": lambda c: c.rng.randint(300, 600)}),
        s3(4, "REST.PUT.PART", "{parturi}", method="PUT", sent="-",
           osize="{partsize}"),
        s3(1.5, "REST.POST.UPLOAD", "{compuri}", method="POST", osize="{bigsize}",
           ov={"sent": lambda c: c.rng.randint(300, 600)}),
        s3(1, "REST.COPY.OBJECT", "{objpath}", method="PUT", osize="{bigsize}", ov={"sent": lambda c: c.rng.randint(200, 300)}),
        s3(1, "REST.COPY.OBJECT_GET", "{objpath}", method="PUT", sent="-", osize="{bigsize}"),
        s3(1, "REST.GET.BUCKETPOLICY", "/?policy", key="-", osize="-", ov={"sent": "{small}"}),
        s3(1.5, "REST.GET.LOCATION", "/?location", key="-", osize="-", ov={"sent": lambda c: 137}),
        s3(0.6, "REST.GET.VERSIONING", "/?versioning", key="-", osize="-", ov={"sent": lambda c: 113}),
        s3(0.6, "REST.GET.ACL", "/?acl", key="-", osize="-", ov={"sent": "{small}"}),
        s3(0, "REST.GET.ENCRYPTION", "/?encryption", key="-", err="ServerSideEncryptionConfigurationNotFoundError",
           **E, ov={"status": 404}),
        s3(0, "REST.GET.LIFECYCLE", "/?lifecycle", key="-", err="NoSuchLifecycleConfiguration", **E,
           ov={"status": 404}),
        s3(0, "REST.PUT.BUCKETPOLICY", "/?policy", method="PUT", key="-", sent="-", osize="-", ov={"status": 204}),
        s3(0.4, "REST.GET.OBJECT", "{objpath}", err="SignatureDoesNotMatch", **E, ov={"status": 403}),
        s3(0, "REST.GET.BUCKET", "/", key="-", err="PermanentRedirect", **E, ov={"status": 301}),
        s3(2, "REST.OPTIONS.PREFLIGHT", "{objpath}", method="OPTIONS", sent="-", osize="-", tat="-",
           ref="{ref}", ua="{wua}", anon=True),
        s3(8, "WEBSITE.GET.OBJECT", "{webpath}", key="{webkey}", ref="{ref}", ua="{wua}", anon=True,
           ov={"host": "{web}", "webkey": web_key}),
        s3(1.5, "WEBSITE.GET.OBJECT", "{webpath}", key="{webkey}", err="NoSuchKey", ref="{ref}", ua="{wua}",
           anon=True, **E, ov={"status": 404, "host": "{web}", "webkey": web_key,
                               "webpath": lambda c: c.rng.choice(["/wp-login.php", "/.env", "/old/page.html", "/robots.txt"])}),
        s3(3, "S3.EXPIRE.OBJECT", "-", internal=True),
        s3(0, "S3.TRANSITION_SIA.OBJECT", "-", internal=True),
        s3(0, "S3.TRANSITION_GLACIER.OBJECT", "-", internal=True),
        s3(0, "S3.CREATE.DELETEMARKER", "-", internal=True, osize="-"),
    ]
    for s in specs:  # website endpoints are plain http: no TLS version
        if "WEBSITE" in s.fmt:
            s.fmt = s.fmt.replace("{host} {tls}", "{host} -")
            s.template = s.render(None)
    link(specs)
    return emit(rng, specs, G, 2000, start_time(rng), 1.1)


# =========================================================================== 5. cloudfront_tsv
CF_FIELDS = ("date time x-edge-location sc-bytes c-ip cs-method cs(Host) cs-uri-stem sc-status cs(Referer) "
             "cs(User-Agent) cs-uri-query cs(Cookie) x-edge-result-type x-edge-request-id x-host-header "
             "cs-protocol cs-bytes time-taken x-forwarded-for ssl-protocol ssl-cipher x-edge-response-result-type "
             "cs-protocol-version fle-status fle-encrypted-fields c-port time-to-first-byte "
             "x-edge-detailed-result-type sc-content-type sc-content-len sc-range-start sc-range-end")


def make_cloudfront_tsv(rng: random.Random) -> list[Row]:
    dists = [f"d{rstr(rng, LOALNUM, 13)}.cloudfront.net" for _ in range(2)]
    hosts = ["www.acme.example", "static.acme.example", "api.acme.example"]
    edges = Pool(rng, ["IAD89-C1", "IAD61-P2", "FRA56-P5", "LHR61-P1", "CDG52-P3", "NRT57-P2", "SFO53-P7",
                       "AMS58-P1", "DFW56-P1", "SIN2-P1", "GRU3-C1", "SEA19-C2", "ARN56-P1", "BOM78-P1"], 0.9)
    cips = Pool(rng, [ip_pub(rng) for _ in range(150)], 0.8)
    stems = Pool(rng, ["/", "/index.html", "/static/js/main.8f3a2b1c.js", "/static/css/main.5d2e9f0a.css",
                       "/images/hero.webp", "/favicon.ico", "/api/v1/products", "/api/v1/cart",
                       "/fonts/inter-var.woff2", "/products/espresso-machine", "/robots.txt", "/sitemap.xml",
                       "/video/intro/seg-00042.ts", "/manifest.json", "/images/logo.svg"], 1.0)
    queries = Pool(rng, ["v=3", "utm_source=newsletter&utm_medium=email", "page=2&sort=price",
                         "q=grinder", "lang=de", "w=640&q=75", "ref=home"], 1.1)
    uas = Pool(rng, [u.replace(" ", "%20") for u in BROWSER_UA + BOT_UA], 0.9)
    ctypes = {"js": "application/javascript", "css": "text/css", "webp": "image/webp", "ico": "image/x-icon",
              "woff2": "font/woff2", "ts": "video/MP2T", "json": "application/json", "svg": "image/svg+xml",
              "txt": "text/plain", "xml": "application/xml"}

    def ctype(c):
        stem = c["stem"]
        ext = stem.rsplit(".", 1)[-1] if "." in stem.rsplit("/", 1)[-1] else ""
        if stem.startswith("/api/"):
            return "application/json"
        return ctypes.get(ext, "text/html")

    G = {
        "date": lambda c: c.t.strftime("%Y-%m-%d"),
        "time": lambda c: c.t.strftime("%H:%M:%S"),
        "edge": lambda c: edges(c.rng),
        "scb": lambda c: lognorm(c.rng, 9, 1.8, 300),
        "cip": lambda c: cips(c.rng),
        "dist": lambda c: dists[0] if c.rng.random() < 0.85 else dists[1],
        "stem": lambda c: stems(c.rng),
        "st": 200,
        "ref": lambda c: c.rng.choice(["https://www.acme.example/", "https://www.acme.example/products/",
                                       "https://www.google.com/", "https://www.acme.example/cart"]),
        "ua": lambda c: uas(c.rng),
        "query": lambda c: queries(c.rng),
        "cookie": lambda c: f"session-id={hexs(c.rng, 24)};%20consent=yes",
        "rid": lambda c: b64(c.rng, 42).replace("+", "-").replace("/", "_").rstrip("=") + "==",
        "host": lambda c: hosts[0] if c.rng.random() < 0.7 else c.rng.choice(hosts),
        "csb": lambda c: lognorm(c.rng, 6, 0.4, 80),
        "tt": lambda c: f"{c.rng.lognormvariate(-4, 1.2):.3f}",
        "ttm": lambda c: f"{c.rng.lognormvariate(-2.3, 0.9):.3f}",
        "xff": lambda c: ip_pub(c.rng),
        "sslp": lambda c: "TLSv1.3" if c.rng.random() < 0.75 else "TLSv1.2",
        "sslc": lambda c: c.rng.choice(["TLS_AES_128_GCM_SHA256", "TLS_AES_128_GCM_SHA256", "TLS_CHACHA20_POLY1305_SHA256",
                                        "ECDHE-RSA-AES128-GCM-SHA256"]),
        "pv": lambda c: c.rng.choice(["HTTP/2.0", "HTTP/2.0", "HTTP/1.1", "HTTP/3.0"]),
        "cport": lambda c: c.rng.randint(1024, 65535),
        "ttfb": lambda c: f"{float(c['tt']) * c.rng.uniform(0.2, 0.95):.3f}",
        "ct": ctype,
        "clen": lambda c: c["scb"] - c.rng.randint(250, 600) if c["scb"] > 900 else c["scb"],
        "rs": 0,
        "re": lambda c: c.rng.choice([1048575, 65535, 524287]),
        "errb": lambda c: c.rng.randint(350, 1100),
        "small": lambda c: c.rng.randint(300, 520),
    }

    def cf(w, method, result, resp_result, detailed, *, proto="https", ref=True, query=False, cookie=False,
           xff=False, rng_hdr=False, ct=True, clen=True, ov=None, ua="{ua}"):
        f = ["{date}", "{time}", "{edge}", "{scb}", "{cip}", method, "{dist}", "{stem}", "{st}",
             "{ref}" if ref else "-", ua, "{query}" if query else "-", "{cookie}" if cookie else "-",
             result, "{rid}", "{host}", proto, "{csb}", "{tt}", "{xff}" if xff else "-",
             "{sslp}" if proto in ("https", "wss") else "-", "{sslc}" if proto in ("https", "wss") else "-",
             resp_result, "{pv}", "-", "-", "{cport}", "{ttfb}", detailed, "{ct}" if ct else "-",
             "{clen}" if clen else "-", "{rs}" if rng_hdr else "-", "{re}" if rng_hdr else "-"]
        return Spec(w, "-", "\t".join(f), ov)

    specs = [
        cf(40, "GET", "Hit", "Hit", "Hit"),
        cf(12, "GET", "Hit", "Hit", "Hit", ref=False, query=True),
        cf(18, "GET", "Miss", "Miss", "Miss", ov={"tt": lambda c: G["ttm"](c)}),
        cf(5, "GET", "Miss", "Miss", "Miss", ref=False, query=True, cookie=True,
           ov={"stem": lambda c: c.rng.choice(["/api/v1/products", "/api/v1/cart", "/api/v1/session"])}),
        cf(4, "GET", "RefreshHit", "RefreshHit", "RefreshHit"),
        cf(3, "GET", "Hit", "Hit", "Hit", ct=False, clen=False, ov={"st": 304, "scb": lambda c: c.rng.randint(280, 420)}),
        cf(2, "GET", "Hit", "Hit", "Hit", rng_hdr=True,
           ov={"st": 206, "stem": lambda c: c.rng.choice(["/video/intro.mp4", "/downloads/catalog-2024.pdf"]),
               "ct": lambda c: "video/mp4" if c["stem"].endswith("mp4") else "application/pdf"}),
        cf(3, "HEAD", "Hit", "Hit", "Hit", ref=False),
        cf(5, "POST", "Miss", "Miss", "Miss", cookie=True,
           ov={"stem": lambda c: c.rng.choice(["/api/v1/cart", "/api/v1/checkout", "/api/v1/events"]),
               "st": lambda c: c.rng.choice([200, 200, 201]), "csb": lambda c: lognorm(c.rng, 7, 0.6, 200)}),
        cf(2, "OPTIONS", "Miss", "Miss", "Miss", ct=False, clen=False,
           ov={"stem": lambda c: "/api/v1/cart", "st": 204}),
        cf(4, "GET", "Redirect", "Redirect", "Redirect", proto="http", ref=False,
           ov={"st": 301, "scb": lambda c: c.rng.randint(380, 450), "ct": "text/html", "clen": 167}),
        cf(3, "GET", "Error", "Error", "Error", ov={"st": 404, "scb": "{errb}", "ct": "application/xml", "clen": lambda c: c["scb"] - 300}),
        cf(1, "GET", "Error", "Error", "Error", ref=False, ov={"st": 403, "scb": "{errb}", "ct": "application/xml", "clen": lambda c: c["scb"] - 300}),
        cf(0, "GET", "Error", "Error", "OriginConnectError",
           ov={"st": 502, "scb": "{errb}", "ct": "text/html", "clen": lambda c: c["scb"] - 320}),
        cf(0, "GET", "Error", "Error", "OriginCommError",
           ov={"st": 504, "scb": "{errb}", "ct": "text/html", "clen": lambda c: c["scb"] - 320}),
        cf(0, "POST", "Error", "Error", "OriginDnsError", cookie=True,
           ov={"st": 502, "scb": "{errb}", "ct": "text/html", "clen": lambda c: c["scb"] - 320}),
        cf(1.5, "GET", "Error", "Error", "ClientCommError", ct=False, clen=False,
           ov={"st": "000", "scb": lambda c: c.rng.randint(0, 60000)}),
        cf(0, "GET", "Error", "Error", "ClientGeoBlocked", ref=False,
           ov={"st": 403, "scb": "{errb}", "ct": "text/html", "clen": lambda c: c["scb"] - 320}),
        cf(0.7, "GET", "Error", "Error", "Error", ref=False, query=True,
           ov={"st": 403, "scb": "{errb}", "ct": "text/html", "clen": lambda c: c["scb"] - 320,
               "stem": lambda c: c.rng.choice(["/wp-login.php", "/.env", "/admin/config.php", "/cgi-bin/luci"]),
               "query": lambda c: c.rng.choice(["id=1%27%20OR%201=1--", "file=../../etc/passwd", "cmd=id"])}),
        cf(0, "GET", "LimitExceeded", "LimitExceeded", "LimitExceeded",
           ov={"st": 503, "scb": "{errb}", "ct": "text/html", "clen": lambda c: c["scb"] - 320}),
        cf(0.8, "GET", "Miss", "Miss", "Miss", proto="wss", ref=False, ct=False, clen=False,
           ov={"st": 101, "stem": lambda c: "/ws", "host": lambda c: "api.acme.example"}),
        cf(0, "GET", "FunctionGeneratedResponse", "FunctionGeneratedResponse", "FunctionGeneratedResponse",
           ct=False, clen=False, ov={"st": 302, "scb": lambda c: c.rng.randint(300, 500)}),
        cf(0, "GET", "Error", "Error", "FunctionExecutionError",
           ov={"st": 503, "scb": "{errb}", "ct": "text/html", "clen": lambda c: c["scb"] - 320}),
        cf(1, "GET", "Hit", "Hit", "Hit", proto="http", ref=False, xff=True),
    ]
    link(specs)
    check_unique(specs)
    hdr_v = Spec(1, "-", "#Version: {v}", {"v": "1.0"})
    hdr_f = Spec(1, "-", "#Fields: " + CF_FIELDS)
    assert hdr_v.template not in {s.template for s in specs}
    # log files: a header pair, then rows; the last file is cut so the total is exactly 2000
    sizes, total = [], 0
    while total < 2000:
        k = min(rng.randint(25, 220), 2000 - total - 2)
        sizes.append(k)
        total += k + 2
    body = emit(rng, specs, G, sum(sizes), start_time(rng), 0.9)
    rows: list[Row] = []
    i = 0
    for k in sizes:
        for h in (hdr_v, hdr_f):
            rows.append({"line": h.render(Ctx(rng, None, G, h.ov)), "template": h.template, "level": "-"})
        rows.extend(body[i:i + k])
        i += k
    return rows[:2000]


# =========================================================================== 6. azure_activity_json
AZ_LEVEL = {"Information": "INFO", "Informational": "INFO", "Warning": "WARN", "Error": "ERROR",
            "Critical": "FATAL", None: "-"}


def make_azure_activity_json(rng: random.Random) -> list[Row]:
    subs = [uuid4(rng) for _ in range(3)]
    tenant = uuid4(rng)
    rgs = ["RG-PROD-WEB", "RG-PROD-DATA", "RG-SHARED-NETWORK", "RG-STAGING", "RG-AKS-NODES", "RG-MONITORING"]
    vms = ["VM-WEB-01", "VM-WEB-02", "VM-BUILD-AGENT-3", "VM-SQL-01", "VMSS-AKS-NP1", "VM-JUMPBOX"]
    storages = ["STACMEPRODLOGS", "STACMEDATALAKE", "STACMEBACKUP01", "STFUNCORDERS7F2A"]
    vaults = ["kv-acme-prod-weu", "kv-acme-shared", "kv-acme-stg"]
    nsgs = ["NSG-WEB", "NSG-DATA", "NSG-AKS-SUBNET"]
    sites = ["APP-ORDERS-API", "APP-WEB-FRONTEND", "FUNC-INVOICES"]
    people = [(f"{f.capitalize()} {l.capitalize()}", f"{f}.{l}@acme.example")
              for f, l in zip(rng.sample(FIRST, 7), rng.sample(LAST, 7))]
    people_p = Pool(rng, people, 1.1)
    sub_p = Pool(rng, subs, 1.4)
    rg_p = Pool(rng, rgs, 1.1)
    ips = Pool(rng, [ip_pub(rng) for _ in range(40)], 1.0)
    locs = Pool(rng, ["westeurope", "northeurope", "eastus", "eastus2"], 1.5)
    oids = {p: uuid4(rng) for p in people}
    apps = [uuid4(rng) for _ in range(4)]

    def pick(items, s=1.1):
        p = Pool(rng, items, s)
        return lambda c: p(c.rng)

    def rid(kind):
        def f(c):
            base = f"/SUBSCRIPTIONS/{c['sub'].upper()}/RESOURCEGROUPS/{c['rg']}/PROVIDERS/"
            return base + {
                "vm": f"MICROSOFT.COMPUTE/VIRTUALMACHINES/{c.rng.choice(vms)}",
                "st": f"MICROSOFT.STORAGE/STORAGEACCOUNTS/{c.rng.choice(storages)}",
                "kv": f"MICROSOFT.KEYVAULT/VAULTS/{c['vault'].upper()}",
                "nsgr": f"MICROSOFT.NETWORK/NETWORKSECURITYGROUPS/{c.rng.choice(nsgs)}/SECURITYRULES/{c.rng.choice(['ALLOW-HTTPS', 'DENY-ALL-INBOUND', 'ALLOW-BASTION'])}",
                "dep": f"MICROSOFT.RESOURCES/DEPLOYMENTS/{c['depname'].upper()}",
                "site": f"MICROSOFT.WEB/SITES/{c.rng.choice(sites)}",
                "ra": f"MICROSOFT.AUTHORIZATION/ROLEASSIGNMENTS/{uuid4(c.rng).upper()}",
                "fw": "MICROSOFT.NETWORK/AZUREFIREWALLS/AFW-HUB-WEU",
                "asc": f"MICROSOFT.INSIGHTS/AUTOSCALESETTINGS/{c.rng.choice(['AS-VMSS-AKS-NP1', 'AS-APP-ORDERS'])}",
                "alert": f"MICROSOFT.INSIGHTS/ACTIVITYLOGALERTS/{c.rng.choice(['ALERT-VM-DELETE', 'ALERT-SERVICE-HEALTH'])}",
                "sql": f"MICROSOFT.SQL/SERVERS/SQL-ACME-PROD/DATABASES/{c.rng.choice(['ORDERS', 'REPORTING'])}",
            }[kind]
        return f

    G = {
        "time": lambda c: c.t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{c.t.microsecond:06d}{c.rng.randint(0, 9)}Z",
        "sub": lambda c: sub_p(c.rng),
        "rg": lambda c: rg_p(c.rng),
        "dur": lambda c: str(lognorm(c.rng, 5, 1.5, 0)),
        "ip": lambda c: ips(c.rng),
        "corr": lambda c: uuid4(c.rng),
        "srid": lambda c: uuid4(c.rng),
        "loc": lambda c: locs(c.rng),
        "person": lambda c: people_p(c.rng),
        "upn": lambda c: c["person"][1],
        "pname": lambda c: c["person"][0],
        "oid": lambda c: oids[c["person"]],
        "appid": lambda c: c.rng.choice(apps),
        "iat": lambda c: str(epoch(c.t) - c.rng.randint(60, 3000)),
        "nbf": lambda c: c["iat"],
        "exp": lambda c: str(int(c["iat"]) + 4200),
        "scope": lambda c: f"/subscriptions/{c['sub']}/resourceGroups/{c['rg']}",
        "role": pick(["Contributor", "Owner", "Virtual Machine Contributor", "Storage Account Contributor"]),
        "raid": lambda c: hexs(c.rng, 32),
        "rdid": lambda c: hexs(c.rng, 32),
        "iss": lambda c: f"https://sts.windows.net/{tenant}/",
        "entity": lambda c: c["resid"].replace("/SUBSCRIPTIONS/", "/subscriptions/"),
        "hier": lambda c: f"{tenant}/mg-acme/{c['sub']}",
        "vault": pick(vaults),
        "depname": lambda c: c.rng.choice(["main", "aks-cluster", "network-hub", "func-app"]) + "-" + c.t.strftime("%Y%m%d%H%M"),
        "tracking": lambda c: rstr(c.rng, UPALNUM, 3) + "-" + rstr(c.rng, UPALNUM, 3),
        "svcname": pick(["Virtual Machines", "Azure Kubernetes Service (AKS)", "Storage", "App Service", "Azure SQL Database"]),
        "title": pick(["Mitigated - Network connectivity issues in West Europe",
                       "Active - Degraded performance for Azure SQL Database",
                       "Investigating - Intermittent failures creating Virtual Machines",
                       "Planned maintenance for Azure Kubernetes Service"]),
        "impstart": lambda c: iso_z(c.t - timedelta(minutes=c.rng.randint(5, 300))),
        "oldn": lambda c: str(c.rng.randint(2, 8)),
        "newup": lambda c: str(int(c["oldn"]) + 1),
        "newdown": lambda c: str(int(c["oldn"]) - 1),
        "asname": lambda c: c["resid"].rsplit("/", 1)[-1].lower(),
        "target": lambda c: f"/subscriptions/{c['sub']}/resourceGroups/{c['rg'].lower()}/providers/Microsoft.Compute/virtualMachineScaleSets/vmss-aks-np1",
        "polid": lambda c: f"/providers/Microsoft.Authorization/policyDefinitions/{uuid4(c.rng)}",
        "asgid": lambda c: f"/subscriptions/{c['sub']}/providers/Microsoft.Authorization/policyAssignments/{hexs(c.rng, 24)}",
        "kvid": lambda c: f"https://{c['vault']}.vault.azure.net/secrets/{c.rng.choice(['db-password', 'stripe-key', 'jwt-signing', 'sp-client-secret'])}",
        "kvid2": lambda c: c["kvid"] + "/" + hexs(c.rng, 32),
        "kvclient": pick(["azsdk-net-Security.KeyVault.Secrets/4.5.0 (.NET 6.0.25; Linux)",
                          "azsdk-python-keyvault-secrets/4.7.0 Python/3.11.6 (Linux-5.15.0-1053-azure-x86_64-with-glibc2.35)",
                          "FxVersion/4.8.9181.0 OSName/Windows OSVersion/Microsoft.Windows.10.0.20348 Microsoft.Azure.KeyVault.KeyVaultClient/3.0.5"]),
        "kvreq": lambda c: f"https://{c['vault']}.vault.azure.net/secrets/db-password/?api-version=7.4",
        "fwsrc": lambda c: ip_priv(c.rng, "10.1"),
        "fwsport": lambda c: c.rng.randint(1024, 65535),
        "fwdst": lambda c: ip_pub(c.rng),
        "fwdport": pick([443, 443, 80, 53, 123, 22]),
        "fwfqdn": pick(["api.github.com", "registry-1.docker.io", "login.microsoftonline.com", "pypi.org", "evil-c2.example"]),
        "vmname": lambda c: c["resid"].rsplit("/", 1)[-1].lower(),
        "alertname": pick(["High CPU on web tier", "Storage availability < 99%", "AKS node not ready"]),
        "kvver": "7.4",
        "recname": pick(["Right-size or shutdown underutilized virtual machines", "Enable soft delete for Key Vault"]),
    }

    def ident(kind="user"):
        if kind == "none":
            return {}
        d = {"authorization": {"scope": "{resid}", "action": "{act}",
                               "evidence": {"role": "{role}", "roleAssignmentScope": "{scope}",
                                            "roleAssignmentId": "{raid}", "roleDefinitionId": "{rdid}",
                                            "principalId": "{oid}", "principalType": "User" if kind == "user" else "ServicePrincipal"}},
             "claims": {"aud": "https://management.core.windows.net/", "iss": "{iss}", "iat": "{iat}",
                        "nbf": "{nbf}", "exp": "{exp}", "appid": "{appid}", "ipaddr": "{ip}",
                        "http://schemas.microsoft.com/identity/claims/objectidentifier": "{oid}"}}
        if kind == "user":
            d["claims"]["http://schemas.xmlsoap.org/ws/2005/05/identity/claims/upn"] = "{upn}"
            d["claims"]["name"] = "{pname}"
        return d

    def act(w, op, action, category, rtype, rsig, level, kind, props, *, idk="user", caller=True, loc="global",
            ov=None):
        d = {"time": "{time}", "resourceId": "{resid}", "operationName": op, "category": category,
             "resultType": rtype, "resultSignature": rsig, "durationMs": "{dur}"}
        if caller:
            d["callerIpAddress"] = "{ip}"
        d["correlationId"] = "{corr}"
        if idk != "none":
            d["identity"] = ident(idk)
        d["level"] = level
        d["location"] = "{loc}" if loc == "var" else loc
        d["properties"] = props
        o = {"resid": rid(kind)}
        o.update(ov or {})
        return Spec(w, AZ_LEVEL[level], subst(d, "act", action), o, sep=(", ", ": "), lead="{ ")

    def adm(status, extra=None):
        p = {"statusCode": status, "serviceRequestId": "{srid}", "eventCategory": "Administrative",
             "entity": "{entity}", "message": "{act}", "hierarchy": "{hier}"}
        if status is None:
            p = {"eventCategory": "Administrative", "entity": "{entity}", "message": "{act}", "hierarchy": "{hier}"}
        if extra:
            p.update(extra)
        return p

    def err_msg(code, message):
        return "{\"error\":{\"code\":\"" + code + "\",\"message\":\"" + message + "\"}}"

    VMW = "Microsoft.Compute/virtualMachines/write"
    specs = [
        act(10, "MICROSOFT.STORAGE/STORAGEACCOUNTS/LISTKEYS/ACTION", "Microsoft.Storage/storageAccounts/listKeys/action",
            "Administrative", "Start", "Started.", "Information", "st", adm(None), idk="sp"),
        act(10, "MICROSOFT.STORAGE/STORAGEACCOUNTS/LISTKEYS/ACTION", "Microsoft.Storage/storageAccounts/listKeys/action",
            "Administrative", "Success", "Succeeded.OK", "Information", "st", adm("OK"), idk="sp"),
        act(4, "MICROSOFT.COMPUTE/VIRTUALMACHINES/WRITE", VMW, "Administrative", "Start", "Started.", "Information",
            "vm", adm(None)),
        act(3, "MICROSOFT.COMPUTE/VIRTUALMACHINES/WRITE", VMW, "Administrative", "Accept", "Accepted.Created",
            "Information", "vm", adm("Created")),
        act(3, "MICROSOFT.COMPUTE/VIRTUALMACHINES/WRITE", VMW, "Administrative", "Success", "Succeeded.",
            "Information", "vm", adm(None)),
        act(0.5, "MICROSOFT.COMPUTE/VIRTUALMACHINES/WRITE", VMW, "Administrative", "Failure", "Failed.Conflict",
            "Error", "vm", adm("Conflict", {"statusMessage": err_msg(
                "OperationNotAllowed", "Operation could not be completed as it results in exceeding approved "
                "standardDSv5Family Cores quota. Location: {loc}, Current Limit: {lim}, Current Usage: {usage}, "
                "Additional Required: {need}, (Minimum) New Limit Required: {newlim}.")}),
            ov={"lim": lambda c: str(c.rng.choice([10, 20, 50])), "usage": lambda c: str(c.rng.randint(8, 50)),
                "need": lambda c: str(c.rng.choice([2, 4, 8])), "newlim": lambda c: str(c.rng.choice([24, 56, 64]))}),
        act(2, "MICROSOFT.COMPUTE/VIRTUALMACHINES/DEALLOCATE/ACTION", "Microsoft.Compute/virtualMachines/deallocate/action",
            "Administrative", "Accept", "Accepted.Accepted", "Information", "vm", adm("Accepted"), idk="sp"),
        act(2, "MICROSOFT.COMPUTE/VIRTUALMACHINES/START/ACTION", "Microsoft.Compute/virtualMachines/start/action",
            "Administrative", "Accept", "Accepted.Accepted", "Information", "vm", adm("Accepted"), idk="sp"),
        act(1, "MICROSOFT.COMPUTE/VIRTUALMACHINES/RESTART/ACTION", "Microsoft.Compute/virtualMachines/restart/action",
            "Administrative", "Success", "Succeeded.", "Information", "vm", adm(None)),
        act(0, "MICROSOFT.COMPUTE/VIRTUALMACHINES/DELETE", "Microsoft.Compute/virtualMachines/delete",
            "Administrative", "Accept", "Accepted.Accepted", "Information", "vm", adm("Accepted")),
        act(3, "MICROSOFT.RESOURCES/DEPLOYMENTS/WRITE", "Microsoft.Resources/deployments/write", "Administrative",
            "Start", "Started.", "Information", "dep", adm(None), idk="sp"),
        act(2.5, "MICROSOFT.RESOURCES/DEPLOYMENTS/WRITE", "Microsoft.Resources/deployments/write", "Administrative",
            "Success", "Succeeded.", "Information", "dep", adm(None), idk="sp"),
        act(0.6, "MICROSOFT.RESOURCES/DEPLOYMENTS/WRITE", "Microsoft.Resources/deployments/write", "Administrative",
            "Failure", "Failed.BadRequest", "Error", "dep", adm("BadRequest", {"statusMessage": err_msg(
                "InvalidTemplateDeployment", "The template deployment '{depname}' is not valid according to the "
                "validation procedure. The tracking id is '{corr}'. See inner errors for details.")}), idk="sp"),
        act(1, "MICROSOFT.NETWORK/NETWORKSECURITYGROUPS/SECURITYRULES/WRITE",
            "Microsoft.Network/networkSecurityGroups/securityRules/write", "Administrative", "Success",
            "Succeeded.OK", "Information", "nsgr", adm("OK")),
        act(0, "MICROSOFT.AUTHORIZATION/ROLEASSIGNMENTS/WRITE", "Microsoft.Authorization/roleAssignments/write",
            "Administrative", "Success", "Succeeded.Created", "Information", "ra",
            adm("Created", {"requestbody": "{\"Id\":\"{raid}\",\"Properties\":{\"PrincipalId\":\"{oid}\",\"PrincipalType\":\"User\",\"RoleDefinitionId\":\"/providers/Microsoft.Authorization/roleDefinitions/{rdid}\",\"Scope\":\"{scope}\"}}"})),
        act(1.5, "MICROSOFT.WEB/SITES/RESTART/ACTION", "Microsoft.Web/sites/restart/action", "Administrative",
            "Success", "Succeeded.", "Information", "site", adm(None)),
        act(1.2, "MICROSOFT.KEYVAULT/VAULTS/WRITE", "Microsoft.KeyVault/vaults/write", "Administrative", "Success",
            "Succeeded.OK", "Information", "kv", adm("OK"), idk="sp"),
        act(0.8, "MICROSOFT.STORAGE/STORAGEACCOUNTS/LISTKEYS/ACTION", "Microsoft.Storage/storageAccounts/listKeys/action",
            "Administrative", "Failure", "Failed.Forbidden", "Error", "st", adm("Forbidden", {"statusMessage": err_msg(
                "AuthorizationFailed", "The client '{upn}' with object id '{oid}' does not have authorization to "
                "perform action 'Microsoft.Storage/storageAccounts/listKeys/action' over scope '{entity}' or the "
                "scope is invalid. If access was recently granted, please refresh your credentials.")})),
        # Policy
        act(4, "MICROSOFT.AUTHORIZATION/POLICIES/AUDIT/ACTION", "Microsoft.Authorization/policies/audit/action",
            "Policy", "Success", "Succeeded", "Warning", "st",
            {"isComplianceCheck": "False", "resourceLocation": "{loc}", "ancestors": "{tenant_mg}",
             "policies": "[{\"policyDefinitionId\":\"{polid}\",\"policyAssignmentId\":\"{asgid}\",\"policyEffect\":\"Audit\"}]",
             "eventCategory": "Policy", "entity": "{entity}", "message": "Microsoft.Authorization/policies/audit/action",
             "hierarchy": "{hier}"}, idk="none", caller=False),
        act(1, "MICROSOFT.AUTHORIZATION/POLICIES/AUDITIFNOTEXISTS/ACTION",
            "Microsoft.Authorization/policies/auditIfNotExists/action", "Policy", "Success", "Succeeded", "Warning", "vm",
            {"isComplianceCheck": "True", "resourceLocation": "{loc}", "ancestors": "{tenant_mg}",
             "policies": "[{\"policyDefinitionId\":\"{polid}\",\"policyAssignmentId\":\"{asgid}\",\"policyEffect\":\"AuditIfNotExists\"}]",
             "eventCategory": "Policy", "entity": "{entity}", "message": "Microsoft.Authorization/policies/auditIfNotExists/action",
             "hierarchy": "{hier}"}, idk="none", caller=False),
        act(0, "MICROSOFT.AUTHORIZATION/POLICIES/DENY/ACTION", "Microsoft.Authorization/policies/deny/action",
            "Policy", "Failure", "Failed", "Error", "st",
            {"isComplianceCheck": "False", "resourceLocation": "{loc}", "ancestors": "{tenant_mg}",
             "policies": "[{\"policyDefinitionId\":\"{polid}\",\"policyAssignmentId\":\"{asgid}\",\"policyEffect\":\"Deny\"}]",
             "eventCategory": "Policy", "entity": "{entity}", "message": "Microsoft.Authorization/policies/deny/action",
             "hierarchy": "{hier}"}),
        # Service health / resource health / alerts / autoscale / recommendation
        act(0, "MICROSOFT.SERVICEHEALTH/INCIDENT/ACTION", "Microsoft.ServiceHealth/incident/action", "ServiceHealth",
            "Active", "", "Warning", "st",
            {"title": "{title}", "service": "{svcname}", "region": "{loc}", "communication": "{title}",
             "incidentType": "Incident", "trackingId": "{tracking}", "impactStartTime": "{impstart}",
             "impactedServices": "[{\"ImpactedRegions\":[{\"RegionName\":\"{loc}\"}],\"ServiceName\":\"{svcname}\"}]",
             "defaultLanguageTitle": "{title}", "stage": "Active", "communicationId": "{srid}", "version": "0.1.1"},
            idk="none", caller=False),
        act(0, "MICROSOFT.SERVICEHEALTH/MAINTENANCE/ACTION", "Microsoft.ServiceHealth/maintenance/action",
            "ServiceHealth", "Active", "", "Information", "st",
            {"title": "{title}", "service": "{svcname}", "region": "{loc}", "communication": "{title}",
             "incidentType": "Maintenance", "trackingId": "{tracking}", "impactStartTime": "{impstart}",
             "stage": "Planned", "communicationId": "{srid}", "version": "0.1.1"}, idk="none", caller=False),
        act(0, "MICROSOFT.RESOURCEHEALTH/HEALTHEVENT/ACTIVATED/ACTION", "Microsoft.Resourcehealth/healthevent/Activated/action",
            "ResourceHealth", "Active", "", "Critical", "vm",
            {"title": "Virtual Machine unavailable", "details": "Platform initiated", "currentHealthStatus": "Unavailable",
             "previousHealthStatus": "Available", "type": "Downtime", "cause": "PlatformInitiated"},
            idk="none", caller=False),
        act(0.6, "MICROSOFT.RESOURCEHEALTH/HEALTHEVENT/RESOLVED/ACTION", "Microsoft.Resourcehealth/healthevent/Resolved/action",
            "ResourceHealth", "Resolved", "", "Information", "vm",
            {"title": "Virtual Machine available", "details": "", "currentHealthStatus": "Available",
             "previousHealthStatus": "Unavailable", "type": "Downtime", "cause": "PlatformInitiated"},
            idk="none", caller=False),
        act(1, "MICROSOFT.INSIGHTS/ACTIVITYLOGALERTS/ACTIVATED/ACTION", "Microsoft.Insights/ActivityLogAlerts/Activated/action",
            "Alert", "Succeeded", "", "Warning", "alert",
            {"eventCategory": "Alert", "eventDataId": "{srid}", "activityLogAlertName": "{alertname}", "severity": "Sev2"},
            idk="none", caller=False),
        act(2, "MICROSOFT.INSIGHTS/AUTOSCALESETTINGS/SCALEUP/ACTION", "Microsoft.Insights/AutoscaleSettings/Scaleup/Action",
            "Autoscale", "Succeeded", "", "Information", "asc",
            {"Description": "The autoscale engine attempting to scale resource '{target}' from {oldn} instances count to {newup} instances count.",
             "ResourceName": "{target}", "OldInstancesCount": "{oldn}", "NewInstancesCount": "{newup}",
             "LastScaleActionTime": "{impstart}"}, idk="none", caller=False, loc="var"),
        act(1.5, "MICROSOFT.INSIGHTS/AUTOSCALESETTINGS/SCALEDOWN/ACTION", "Microsoft.Insights/AutoscaleSettings/Scaledown/Action",
            "Autoscale", "Succeeded", "", "Information", "asc",
            {"Description": "The autoscale engine attempting to scale resource '{target}' from {oldn} instances count to {newdown} instances count.",
             "ResourceName": "{target}", "OldInstancesCount": "{oldn}", "NewInstancesCount": "{newdown}",
             "LastScaleActionTime": "{impstart}"}, idk="none", caller=False, loc="var"),
        act(0, "MICROSOFT.INSIGHTS/AUTOSCALESETTINGS/FLAPPING/ACTION", "Microsoft.Insights/AutoscaleSettings/Flapping/Action",
            "Autoscale", "Succeeded", "", "Warning", "asc",
            {"Description": "The autoscale engine attempted to scale resource '{target}' down from {oldn} instances "
                            "to {newdown} instances. However, it was estimated that this would have caused the "
                            "autoscale engine to immediately scale up again.",
             "ResourceName": "{target}", "OldInstancesCount": "{oldn}", "NewInstancesCount": "{newdown}"},
            idk="none", caller=False, loc="var"),
        act(0, "MICROSOFT.SECURITY/LOCATIONS/ALERTS/ACTIVATE/ACTION", "Microsoft.Security/locations/alerts/activate/action",
            "Security", "Succeeded", "", "Critical", "vm",
            {"eventCategory": "Security", "eventName": "Suspicious authentication activity",
             "compromisedEntity": "{vmname}", "attackedResourceType": "Virtual Machine",
             "remediationSteps": "[\"Block the source IP\"]", "severity": "High"}, idk="none", caller=False),
        act(0, "MICROSOFT.ADVISOR/RECOMMENDATIONS/AVAILABLE/ACTION", "Microsoft.Advisor/recommendations/available/action",
            "Recommendation", "Succeeded", "", "Information", "vm",
            {"recommendationSchemaVersion": "1.0", "recommendationCategory": "Cost",
             "recommendationImpact": "High", "recommendationName": "{recname}",
             "recommendationResourceLink": "https://portal.azure.com/#blade/Microsoft_Azure_Expert/RecommendationListBlade/source/ActivityLog/recommendationTypeId/{srid}"},
            idk="none", caller=False),
    ]
    G["tenant_mg"] = lambda c: f"{tenant},mg-acme,{c['sub']}"

    def reslog(w, op, category, rtype, rsig, props, kind, *, level=None, ov=None, extra=None):
        d = {"time": "{time}", "resourceId": "{resid}", "operationName": op}
        if extra:
            d.update(extra)
        d["category"] = category
        if category == "AuditEvent":
            d.update({"resultType": rtype, "resultSignature": rsig})
            d["resultDescription"] = ""
            d["durationMs"] = "{dur}"
            d["callerIpAddress"] = "{ip}"
            d["correlationId"] = "{corr}"
            d["identity"] = {"claim": {"http://schemas.microsoft.com/identity/claims/objectidentifier": "{oid}",
                                       "appid": "{appid}", "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/upn": "{upn}"}}
        d["properties"] = props
        if level:
            d["level"] = level
        d["location"] = "{loc}"
        o = {"resid": rid(kind)}
        o.update(ov or {})
        return Spec(w, AZ_LEVEL[level], d, o, sep=(", ", ": "), lead="{ ")

    kvp = {"id": "{kvid}", "clientInfo": "{kvclient}", "httpStatusCode": R("hs"), "requestUri": "{kvreq}",
           "isAccessPolicyMatch": True, "tlsVersion": "TLS1_2"}
    specs += [
        reslog(10, "SecretGet", "AuditEvent", "Success", "OK", kvp, "kv", ov={"hs": 200}, extra={"operationVersion": "{kvver}"}),
        reslog(1, "SecretGet", "AuditEvent", "Success", "Forbidden", dict(kvp, isAccessPolicyMatch=False), "kv",
               ov={"hs": 403}, extra={"operationVersion": "{kvver}"}),
        reslog(0, "SecretGet", "AuditEvent", "Success", "Not Found", dict(kvp, isAccessPolicyMatch=False), "kv",
               ov={"hs": 404}, extra={"operationVersion": "{kvver}"}),
        reslog(3, "VaultGet", "AuditEvent", "Success", "OK",
               {"id": "{kvreq}", "clientInfo": "{kvclient}", "httpStatusCode": R("hs"), "requestUri": "{kvreq}",
                "isAccessPolicyMatch": True, "tlsVersion": "TLS1_2"}, "kv", ov={"hs": 200}, extra={"operationVersion": "{kvver}"}),
        reslog(8, "AzureFirewallNetworkRuleLog", "AzureFirewallNetworkRule", "", "",
               {"msg": "TCP request from {fwsrc}:{fwsport} to {fwdst}:{fwdport}. Action: Allow. "}, "fw"),
        reslog(2, "AzureFirewallNetworkRuleLog", "AzureFirewallNetworkRule", "", "",
               {"msg": "TCP request from {fwsrc}:{fwsport} to {fwdst}:{fwdport}. Action: Deny. "}, "fw"),
        reslog(4, "AzureFirewallApplicationRuleLog", "AzureFirewallApplicationRule", "", "",
               {"msg": "HTTPS request from {fwsrc}:{fwsport} to {fwfqdn}:{fwdport}. Action: Allow. Rule Collection: {rc}. Rule: {rule}"}, "fw",
               ov={"rc": lambda c: c.rng.choice(["rc-allow-egress", "rc-platform"]), "rule": lambda c: c.rng.choice(["allow-github", "allow-registries", "allow-aad"])}),
        reslog(0, "AzureFirewallApplicationRuleLog", "AzureFirewallApplicationRule", "", "",
               {"msg": "HTTPS request from {fwsrc}:{fwsport} to {fwfqdn}:{fwdport}. Action: Deny. No rule matched. Proceeding with default action"}, "fw"),
    ]
    # firewall msg: ip:port pairs are single tokens -> one slot each
    for s in specs[-4:]:
        msg = s.fmt["properties"]["msg"]
        msg = msg.replace("{fwsrc}:{fwsport}", "{fwsrcp}").replace("{fwdst}:{fwdport}", "{fwdstp}").replace("{fwfqdn}:{fwdport}", "{fwfqdnp}")
        s.fmt["properties"]["msg"] = msg.replace(". Action", ". Action")
        s.template = s.render(None)
    G.update({"fwsrcp": lambda c: f"{c['fwsrc']}:{c['fwsport']}", "fwdstp": lambda c: f"{c['fwdst']}:{c['fwdport']}",
              "fwfqdnp": lambda c: f"{c['fwfqdn']}:{c['fwdport']}"})
    return emit(rng, specs, G, 2000, start_time(rng), 2.5)


# =========================================================================== registry
FORMATS: list[tuple[str, Callable[[random.Random], list[Row]]]] = [
    ("cloudtrail_json", make_cloudtrail_json),
    ("gcp_logging_json", make_gcp_logging_json),
    ("vpc_flow_v2", make_vpc_flow_v2),
    ("s3_access", make_s3_access),
    ("cloudfront_tsv", make_cloudfront_tsv),
    ("azure_activity_json", make_azure_activity_json),
]


# =========================================================================== self-check
def _tmpl_regex(t: str):
    return re.compile("^" + ".+?".join(re.escape(p) for p in t.split("<*>")) + "$", re.S)


def _self_check() -> None:
    levels = {"DEBUG", "INFO", "WARN", "ERROR", "FATAL", "-"}
    ip_re = re.compile(r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b")
    uuid_re = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}", re.I)
    for name, fn in FORMATS:
        info = []
        for seed in (0, 1):
            rows = fn(random.Random(seed))
            assert rows == fn(random.Random(seed)), f"{name}: not deterministic"
            assert len(rows) == 2000, (name, len(rows))
            counts: dict[str, int] = {}
            lv_of: dict[str, set] = {}
            for r in rows:
                assert set(r) == {"line", "template", "level"}, r
                line, t, lv = r["line"], r["template"], r["level"]
                assert "\n" not in line and "\r" not in line, (name, line)
                assert "<*>" not in line, (name, line)
                assert lv in levels, (name, lv)
                assert _tmpl_regex(t).match(line), (name, t, line)
                assert not ip_re.search(t), (name, t)
                assert not uuid_re.search(t), (name, t)
                if name.endswith("json"):
                    json.loads(line)
                counts[t] = counts.get(t, 0) + 1
                lv_of.setdefault(t, set()).add(lv)
            for t, ls in lv_of.items():
                assert len(ls) == 1, (name, t, ls)
            n = len(counts)
            assert 15 <= n <= 60, (name, seed, n)
            abn = sum(1 for ls in lv_of.values() if ls & {"WARN", "ERROR", "FATAL"})
            rare = sum(1 for v in counts.values() if v <= 3)
            info.append((n, abn, rare, rows))
        print(f"== {name}: templates seed0={info[0][0]} seed1={info[1][0]} abnormal={info[0][1]} "
              f"rare(<=3)={info[0][2]}")
        for i in (0, 800, 1600):
            print("   ", info[0][3][i]["line"][:240])
    print("OK")


if __name__ == "__main__":
    _self_check()
