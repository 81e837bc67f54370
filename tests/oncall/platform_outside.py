"""Seeded synthetic-but-realistic log corpora for six cloud-native platform formats.

Each ``make_*(rng)`` returns exactly 2000 rows ``{"line", "template", "level"}`` in
time order.  ``template`` is the ground-truth template: the line with every
variable part replaced by ``<*>``.  Only the ``random.Random`` passed in is used.

Truth conventions
-----------------
(1) Variables: anything drawn from a pool (namespaces, apps, pods, users, nodes,
    hosts, repos, commit messages, charts, domains, IPs, ...) and every number,
    id, uuid, hash, time, duration, size, address, path or URL.  When a whole
    field value is variable, ``<*>`` replaces the value *including* any quotes
    around it (``"name":<*>``, ``key=<*>``), so optional quoting (logrus quotes
    only values with special characters) never splits a template.  When a value
    mixes fixed words and variables, the quotes and fixed words stay literal.
(2) Constants: the fixed words of a message, plus few-valued words that change
    the meaning of the event:
    * k8s_audit: verb, stage, objectRef.resource/apiGroup/apiVersion/subresource,
      audit level, the response code (the exact code, not just its class: 101,
      200, 201, 403, 404, 409 are all constants), status reason, authorization
      decision, and the shape of the user object (node / SA / pod-bound SA /
      human).  requestURI is ONE variable (it is a path+query).  Usernames,
      groups lists, extra maps, source IPs and user agents are variables.
    * argocd: msg fixed words, the refresh reason in "Refreshing app status (...)",
      event reason/type (OperationStarted/Normal ...), phase words.  Resource kind
      inside "Applying resource Deployment/cart" and ``kind=`` is treated as part
      of a resource id -> variable.  The "level (N)" number is a variable.
    * istio_pilot: level, scope, xDS type (CDS/LDS/RDS/EDS/NDS), "PUSH" vs
      "PUSH request", the event word (update/delete) in kube handler lines; the
      config key "Kind/ns/name" and full=true|false are variables.
    * cilium_agent: level, msg, the set of keys, subsys value, fixed "reason"
      phrases; every other value is variable (labels maps are one variable).
    * flux_json: level, msg fixed words, controller / controllerGroup /
      controllerKind (and the kind-named object key); ``output`` maps and
      ``revision`` are single variables.  Distinct error texts are distinct
      templates (their words are the software's, not data).
    * certmanager_klog: severity letter, source file:line, msg, logger name,
      condition type and status words, reason+message pairs of "Certificate must
      be re-issued" (the message sentence is fixed per reason, so each pair is
      its own template; only embedded times/names are variables).
(3) Field presence: optional fields are either always present or always absent
    within one template (e.g. audit RequestReceived events never carry
    responseStatus/annotations; node users never carry uid).  Empty-but-present
    fields (argocd ``dest-name=``, cilium ``ipv6=``) are constants.
"""

from __future__ import annotations

import json
import random
import re
from datetime import datetime, timedelta, timezone
from itertools import accumulate
from typing import Callable

# --------------------------------------------------------------------------------------
# rendering helpers
# --------------------------------------------------------------------------------------


class V:
    """A variable part."""

    __slots__ = ("v",)

    def __init__(self, v):
        self.v = v


class S(list):
    """A JSON string composed of constant str parts and V parts."""


STAR = "<*>"
PH = "@@VAR@@"
LEVELS = {"debug": "DEBUG", "info": "INFO", "warning": "WARN", "warn": "WARN",
          "error": "ERROR", "fatal": "FATAL", "I": "INFO", "W": "WARN", "E": "ERROR", "F": "FATAL"}


def _flat(parts):
    for p in parts:
        if isinstance(p, (list, tuple)):
            yield from _flat(p)
        else:
            yield p


def cat(*parts) -> tuple[str, str]:
    line, tm = [], []
    for p in _flat(parts):
        if isinstance(p, V):
            line.append(str(p.v))
            tm.append(STAR)
        else:
            line.append(p)
            tm.append(p)
    return "".join(line), "".join(tm)


def _esc(s: str) -> str:
    return s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t")


_LR_OK = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._/@^+")


def _needs_q(s: str) -> bool:
    return any(c not in _LR_OK for c in s)


def _lr_val(val) -> tuple[str, str]:
    if isinstance(val, V):
        s = str(val.v)
        return (f'"{_esc(s)}"' if _needs_q(s) else s), STAR
    parts = list(_flat(val if isinstance(val, (list, tuple)) else [val]))
    full = "".join(str(p.v) if isinstance(p, V) else p for p in parts)
    if not _needs_q(full):
        return cat(parts)
    const = "".join(p for p in parts if not isinstance(p, V))
    assert _needs_q(const), f"composite logrus value would have unstable quoting: {parts}"
    ln = "".join(_esc(str(p.v)) if isinstance(p, V) else _esc(p) for p in parts)
    tm = "".join(STAR if isinstance(p, V) else _esc(p) for p in parts)
    return f'"{ln}"', f'"{tm}"'


def logrus(ts: str | None, level: str, msg, fields: dict) -> tuple[str, str, str]:
    """logrus TextFormatter: time, level, msg, then keys sorted."""
    items = []
    if ts is not None:
        items.append(("time", V(ts)))
    items.append(("level", level))
    items.append(("msg", msg))
    items.extend(sorted(fields.items()))
    ln, tm = [], []
    for k, v in items:
        a, b = _lr_val(v)
        ln.append(f"{k}={a}")
        tm.append(f"{k}={b}")
    return " ".join(ln), " ".join(tm), LEVELS[level]


def _kq(val) -> tuple[str, str]:
    """klog structured value: strings quoted (%q), ints bare."""
    if isinstance(val, V):
        if isinstance(val.v, int):
            return str(val.v), STAR
        return f'"{_esc(str(val.v))}"', STAR
    if isinstance(val, int):
        return str(val), str(val)
    parts = list(_flat(val if isinstance(val, (list, tuple)) else [val]))
    ln = "".join(_esc(str(p.v)) if isinstance(p, V) else _esc(p) for p in parts)
    tm = "".join(STAR if isinstance(p, V) else _esc(p) for p in parts)
    return f'"{ln}"', f'"{tm}"'


def _klog_head(sev: str, ts: datetime, fileline: str) -> V:
    return V(f"{sev}{ts:%m%d %H:%M:%S}.{ts.microsecond:06d}")


def klog_s(sev: str, ts: datetime, fileline: str, msg, kvs: list) -> tuple[str, str, str]:
    head = _klog_head(sev, ts, fileline)
    ml, mt = _kq(msg)
    ln = [f"{head.v}       1 {fileline}] {ml}"]
    tm = [f"{STAR}       1 {fileline}] {mt}"]
    for k, v in kvs:
        a, b = _kq(v)
        ln.append(f"{k}={a}")
        tm.append(f"{k}={b}")
    return " ".join(ln), " ".join(tm), LEVELS[sev]


def klog_u(sev: str, ts: datetime, fileline: str, *parts) -> tuple[str, str, str]:
    head = _klog_head(sev, ts, fileline)
    a, b = cat(*parts)
    return f"{head.v}       1 {fileline}] {a}", f"{STAR}       1 {fileline}] {b}", LEVELS[sev]


def _jwalk(o):
    if isinstance(o, V):
        return o.v, PH
    if isinstance(o, S):
        a, b = [], []
        for p in o:
            if isinstance(p, V):
                a.append(str(p.v))
                b.append(PH)
            else:
                a.append(p)
                b.append(p)
        return "".join(a), "".join(b)
    if isinstance(o, dict):
        a, b = {}, {}
        for k, v in o.items():
            a[k], b[k] = _jwalk(v)
        return a, b
    if isinstance(o, list):
        pairs = [_jwalk(x) for x in o]
        return [p[0] for p in pairs], [p[1] for p in pairs]
    return o, o


def render_json(obj) -> tuple[str, str]:
    a, b = _jwalk(obj)
    line = json.dumps(a, separators=(",", ":"), ensure_ascii=False)
    tmpl = json.dumps(b, separators=(",", ":"), ensure_ascii=False)
    tmpl = tmpl.replace(f'"{PH}"', STAR).replace(PH, STAR)
    return line, tmpl


# --------------------------------------------------------------------------------------
# value helpers
# --------------------------------------------------------------------------------------

_ZW: dict = {}


def zp(rng: random.Random, seq, s: float = 1.1):
    """Zipf-skewed pick (first items most frequent)."""
    key = (len(seq), s)
    cw = _ZW.get(key)
    if cw is None:
        cw = list(accumulate(1.0 / (i + 1) ** s for i in range(len(seq))))
        _ZW[key] = cw
    return rng.choices(seq, cum_weights=cw)[0]


def hexs(rng, n):
    return "%0*x" % (n, rng.getrandbits(4 * n))


def uuid(rng):
    h = hexs(rng, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{'89ab'[rng.randrange(4)]}{h[17:20]}-{h[20:]}"


_K8S_ALNUM = "bcdfghjklmnpqrstvwxz2456789"


def ksfx(rng, n):
    return "".join(rng.choice(_K8S_ALNUM) for _ in range(n))


def fnum(x, nd=3):
    s = f"{x:.{nd}f}".rstrip("0").rstrip(".")
    return s or "0"


def godur(sec: float) -> str:
    if sec < 1:
        return fnum(max(sec * 1000, 1.0), 6) + "ms"
    if sec < 60:
        return fnum(sec, 6) + "s"
    m, s = divmod(sec, 60)
    if m < 60:
        return f"{int(m)}m{fnum(s, 3)}s"
    h, m = divmod(m, 60)
    return f"{int(h)}h{int(m)}m{fnum(s, 3)}s"


def bsize(nbytes: float) -> str:
    if nbytes < 1024:
        return f"{int(nbytes)}B"
    if nbytes < 1024 * 1024:
        return f"{nbytes / 1024:.1f}kB"
    return f"{nbytes / 1024 / 1024:.1f}MB"


def iso_s(ts):
    return ts.strftime("%Y-%m-%dT%H:%M:%SZ")


def iso_ms(ts):
    return ts.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ts.microsecond // 1000:03d}Z"


def iso_us(ts):
    return ts.strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def go_utc(ts, nano=False):
    if nano:
        return ts.strftime("%Y-%m-%d %H:%M:%S.%f") + "000 +0000 UTC"
    return ts.strftime("%Y-%m-%d %H:%M:%S +0000 UTC")


def ip10(rng, second=None):
    return f"10.{second if second is not None else rng.randint(0, 3)}.{rng.randint(0, 255)}.{rng.randint(2, 254)}"


# --------------------------------------------------------------------------------------
# pools
# --------------------------------------------------------------------------------------

NAMESPACES = [
    "shop", "payments", "checkout", "catalog", "search", "identity", "billing", "orders",
    "inventory", "shipping", "notifications", "analytics", "reporting", "ml-serving",
    "data-pipeline", "kafka", "redis", "postgres", "monitoring", "logging", "observability",
    "ingress-nginx", "gateway", "frontend", "backend", "mobile-api", "partner-api",
    "recommendations", "reviews", "ratings", "media", "storefront", "loyalty", "pricing",
    "promotions", "fraud", "ledger", "wallet", "tenant-acme", "tenant-globex", "tenant-initech",
    "tenant-umbrella", "tenant-hooli", "team-platform", "team-growth", "team-data",
    "staging-shop", "preview-checkout", "sandbox", "vault", "keycloak", "airflow", "spark-jobs",
    "jupyter", "argo-workflows", "backstage", "harbor", "minio", "elastic", "opensearch",
]

APPS = [
    "cart", "checkout", "payments", "catalog", "search-api", "frontend", "web", "api-gateway",
    "auth-service", "user-profile", "orders", "inventory", "shipping-calculator",
    "notification-worker", "email-sender", "sms-gateway", "recommendation-engine", "reviews",
    "ratings", "pricing", "promotions", "loyalty", "invoice-generator", "report-builder",
    "fraud-detector", "session-store", "image-resizer", "thumbnailer", "feature-flags",
    "config-server", "audit-writer", "webhook-relay", "ledger", "wallet", "currency-converter",
    "geo-lookup", "address-validator", "tax-engine", "kafka-connect", "schema-registry",
    "redis", "postgres", "mongodb", "elasticsearch", "keycloak", "grafana", "prometheus",
    "alertmanager", "loki", "tempo", "vault", "metrics-gateway", "queue-consumer",
    "order-events", "search-indexer", "sitemap-builder", "mailer", "storefront-bff",
    "admin-portal", "partner-sync",
]

FIRST = ["alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi", "ivan", "judy",
         "mallory", "niaj", "olivia", "peggy", "rupert", "sybil", "trent", "victor", "walter",
         "wendy", "yasmin", "zoe", "omar", "priya", "lars", "mei", "tomasz", "ines", "kofi", "sanna"]
LAST = ["smith", "jones", "garcia", "miller", "davis", "lopez", "wilson", "moore", "taylor",
        "thomas", "martin", "lee", "walker", "hall", "young", "king", "wright", "scott", "green",
        "baker", "nguyen", "kowalski", "schmidt", "rossi", "haddad", "okafor", "lindqvist"]
TEAMS = ["platform-team", "sre", "developers", "payments-devs", "data-eng", "security", "oncall",
         "shop-team", "growth", "readonly"]
NODE_WORDS = ["amber", "birch", "cedar", "dune", "ember", "fjord", "granite", "harbor", "iris",
              "juniper", "kestrel", "larch", "maple", "nimbus", "onyx", "pine", "quartz", "raven",
              "sable", "tundra", "umber", "vesper", "willow", "yarrow", "zephyr", "falcon", "heron",
              "lynx", "otter", "puffin"]
REGIONS = ["eu-west-1", "us-east-1", "eu-central-1", "us-west-2", "ap-southeast-1"]
DOMAINS = ["acme.io", "shop.acme.io", "example.com", "globex.net", "initech.dev", "acme-corp.com",
           "hooli.xyz", "umbrella.org"]
DEST_SERVERS = ["https://kubernetes.default.svc", "https://prod-eu.k8s.acme.io",
                "https://staging.k8s.acme.io", "https://edge-west.k8s.acme.io",
                "https://api.prod-us.acme.internal:6443", "https://dev.k8s.acme.io"]
GIT_URLS = ["https://github.com/acme/platform-gitops", "https://github.com/acme/shop-deploy",
            "ssh://git@github.com/acme/infra", "https://gitlab.acme.io/platform/cluster-config",
            "https://github.com/acme/tenants", "ssh://git@bitbucket.org/acme/payments-manifests",
            "https://dev.azure.com/acme/platform/_git/fleet"]
HELM_REPOS = [("bitnami", "https://charts.bitnami.com/bitnami"),
              ("prometheus-community", "https://prometheus-community.github.io/helm-charts"),
              ("grafana", "https://grafana.github.io/helm-charts"),
              ("jetstack", "https://charts.jetstack.io"),
              ("ingress-nginx", "https://kubernetes.github.io/ingress-nginx"),
              ("cilium", "https://helm.cilium.io"),
              ("acme-charts", "oci://ghcr.io/acme/charts"),
              ("external-secrets", "https://charts.external-secrets.io"),
              ("kyverno", "https://kyverno.github.io/kyverno")]
COMMIT_MSGS = [
    "update cart image tag", "chore: bump grafana chart", "fix: correct ingress host for checkout",
    "Merge pull request #{n} from acme/feature-payments-retry", "add network policy for ledger",
    "revert: roll back pricing deployment", "feat: enable hpa for search-api",
    "Merge branch 'main' into release", "rotate keycloak client secret reference",
    "scale down sandbox workloads", "tune loki retention", "chore(deps): update helm release kyverno",
    "move reviews to the shared gateway", "increase memory limits for fraud-detector",
    "Merge pull request #{n} from acme/renovate/cert-manager", "disable debug logging in orders",
    "add alerting rules for wallet", "cleanup unused configmaps", "pin base image digest",
    "onboard tenant umbrella",
]
IMAGES = ["ghcr.io/acme/cart", "ghcr.io/acme/checkout", "ghcr.io/acme/payments",
          "registry.acme.io/shop/frontend", "ghcr.io/acme/search-api", "docker.io/acme/ledger",
          "ghcr.io/acme/notification-worker", "registry.acme.io/platform/webhook-relay"]
EXT_HOSTS = ["api.stripe.com.", "hooks.slack.com.", "sts.amazonaws.com.", "login.microsoftonline.com.",
             "api.github.com.", "oauth2.googleapis.com.", "registry.npmjs.org.", "api.sendgrid.com.",
             "smtp.mailgun.org.", "api.twilio.com."]


class World:
    """Per-corpus entities, all drawn from the rng."""

    def __init__(self, rng: random.Random):
        self.namespaces = rng.sample(NAMESPACES, rng.randint(28, 40))
        deps = []
        for ns in self.namespaces:
            for app in rng.sample(APPS, rng.randint(1, 5)):
                deps.append((ns, app))
        rng.shuffle(deps)
        self.deploys = deps
        self.pods = []
        for ns, app in deps:
            rs = ksfx(rng, rng.choice((9, 10)))
            for _ in range(rng.randint(1, 3)):
                self.pods.append({
                    "ns": ns, "app": app, "name": f"{app}-{rs}-{ksfx(rng, 5)}",
                    "ip": ip10(rng, 1), "cid": hexs(rng, 64), "uid": uuid(rng),
                    "ep": rng.randint(100, 4095), "ident": rng.randint(1000, 65000),
                })
        rng.shuffle(self.pods)
        self.cloud = rng.random() < 0.4
        nodes = []
        words = rng.sample(NODE_WORDS, 14)
        prefix = rng.choice(["worker", "k8s-node", "kube-worker", "node"])
        for wd in words[:10]:
            nodes.append(f"{prefix}-{wd}")
        reg = rng.choice(REGIONS)
        for _ in range(rng.randint(3, 8)):
            nodes.append(f"ip-10-0-{rng.randint(0, 63)}-{rng.randint(2, 254)}.{reg}.compute.internal")
        rng.shuffle(nodes)
        self.nodes = nodes
        self.node_ip = {n: ip10(rng, 0) for n in nodes}
        self.users = []
        for _ in range(14):
            f, l = rng.choice(FIRST), rng.choice(LAST)
            self.users.append(rng.choice([f"oidc:{f}.{l}@acme.io", f"{f}.{l}@acme.io", f"oidc:{f}"]))
        self.users.append("kubernetes-admin")
        self.cluster = rng.choice(["prod-eu", "prod-us", "staging", "Kubernetes", "primary", "edge-west"])
        self.k8s_ver = rng.choice(["v1.28.9", "v1.29.2", "v1.29.4", "v1.30.1"])
        self.k8s_commit = hexs(rng, 7)

    def pod(self, rng):
        return zp(rng, self.pods, 0.9)

    def deploy(self, rng):
        return zp(rng, self.deploys, 0.9)

    def node(self, rng):
        return zp(rng, self.nodes, 0.6)


def _times(rng, n, mean_gap):
    t = datetime(2024, rng.randint(1, 12), rng.randint(1, 28), rng.randint(0, 23),
                 rng.randint(0, 59), rng.randint(0, 59), rng.randint(0, 999999), tzinfo=timezone.utc)
    out = []
    for _ in range(n):
        out.append(t)
        if rng.random() < 0.55:
            gap = rng.expovariate(1 / 0.03)
        else:
            gap = rng.expovariate(1 / mean_gap)
        t += timedelta(microseconds=int(gap * 1e6) + 1)
    return out


def _gen(rng, specs, mean_gap=1.5, n=2000):
    """specs: list of (weight, fn).  weight 0 = rare template, emitted exactly 1-3 times."""
    counts = {}
    weights = []
    for i, (w, _fn) in enumerate(specs):
        if w == 0:
            counts[i] = rng.randint(1, 3)
        weights.append(w)
    idxs = [i for i, c in counts.items() for _ in range(c)]
    idxs += rng.choices(range(len(specs)), weights=weights, k=n - len(idxs))
    rng.shuffle(idxs)
    rows = []
    for i, ts in zip(idxs, _times(rng, n, mean_gap)):
        line, tmpl, lvl = specs[i][1](rng, ts)
        rows.append({"line": line, "template": tmpl, "level": lvl})
    return rows


# --------------------------------------------------------------------------------------
# 1. kube-apiserver audit
# --------------------------------------------------------------------------------------

RES = {
    "pods": ("", "v1"), "nodes": ("", "v1"), "configmaps": ("", "v1"), "secrets": ("", "v1"),
    "events": ("", "v1"), "serviceaccounts": ("", "v1"), "services": ("", "v1"),
    "leases": ("coordination.k8s.io", "v1"), "deployments": ("apps", "v1"),
    "replicasets": ("apps", "v1"), "endpointslices": ("discovery.k8s.io", "v1"),
    "certificates": ("cert-manager.io", "v1"), "certificaterequests": ("cert-manager.io", "v1"),
    "applications": ("argoproj.io", "v1alpha1"),
    "kustomizations": ("kustomize.toolkit.fluxcd.io", "v1"),
    "tokenreviews": ("authentication.k8s.io", "v1"),
    "subjectaccessreviews": ("authorization.k8s.io", "v1"),
    "pods.metrics": ("metrics.k8s.io", "v1beta1"),
}


def make_k8s_audit(rng: random.Random) -> list[dict[str, str]]:
    w = World(rng)
    ver, cm = w.k8s_ver, w.k8s_commit
    sa_uid: dict[str, str] = {}
    api_ips = [ip10(rng, 0) for _ in range(3)]

    def suid(name):
        if name not in sa_uid:
            sa_uid[name] = uuid(rng)
        return sa_uid[name]

    def u_node(node):
        return {"username": V(f"system:node:{node}"), "groups": ["system:nodes", "system:authenticated"]}

    def u_kcm(ctrl):
        return {"username": V(f"system:serviceaccount:kube-system:{ctrl}"), "uid": V(suid(ctrl)),
                "groups": ["system:serviceaccounts", "system:serviceaccounts:kube-system", "system:authenticated"]}

    def u_cert(name):
        return {"username": V(name), "groups": ["system:authenticated"]}

    def u_podsa(ns, sa, node):
        pod = f"{sa}-{ksfx(rng, 9)}-{ksfx(rng, 5)}"
        return {"username": V(f"system:serviceaccount:{ns}:{sa}"), "uid": V(suid(ns + sa)),
                "groups": V(["system:serviceaccounts", f"system:serviceaccounts:{ns}", "system:authenticated"]),
                "extra": V({"authentication.kubernetes.io/node-name": [node],
                            "authentication.kubernetes.io/node-uid": [suid(node)],
                            "authentication.kubernetes.io/pod-name": [pod],
                            "authentication.kubernetes.io/pod-uid": [uuid(rng)]})}

    user_teams: dict[str, list[str]] = {}

    def teams_of(user):
        if user not in user_teams:
            user_teams[user] = rng.sample(TEAMS, rng.randint(1, 3))
        return user_teams[user]

    def u_human(user):
        return {"username": V(user), "groups": V([f"oidc:{t}" for t in teams_of(user)] + ["system:authenticated"])}

    def rbac(kind_b, bind, kind_r, role, skind, subj):
        return {"authorization.k8s.io/decision": "allow",
                "authorization.k8s.io/reason": S([f"RBAC: allowed by {kind_b} \"", V(bind), f"\" of {kind_r} \"",
                                                  V(role), f"\" to {skind} \"", V(subj), "\""])}

    ALLOW0 = {"authorization.k8s.io/decision": "allow", "authorization.k8s.io/reason": ""}
    FORBID = {"authorization.k8s.io/decision": "forbid", "authorization.k8s.io/reason": ""}

    def ua_kubelet():
        return f"kubelet/{ver} (linux/amd64) kubernetes/{cm}"

    def ua_kcm(ctrl):
        return f"kube-controller-manager/{ver} (linux/amd64) kubernetes/{cm}/system:serviceaccount:kube-system:{ctrl}"

    def ua_kubectl():
        return rng.choice([f"kubectl/v1.29.{rng.randint(0, 4)} (darwin/arm64) kubernetes/{hexs(rng, 7)}",
                           f"kubectl/v1.30.{rng.randint(0, 2)} (linux/amd64) kubernetes/{hexs(rng, 7)}",
                           f"k9s/v0.32.{rng.randint(0, 5)} (darwin/arm64) kubernetes/$Format",
                           f"Lens/6.5.{rng.randint(0, 9)}"])

    def watch_q():
        t = rng.randint(300, 600)
        return (f"?allowWatchBookmarks=true&resourceVersion={rng.randint(10 ** 6, 9 * 10 ** 7)}"
                f"&timeout={t // 60}m{t % 60}s&timeoutSeconds={t}&watch=true")

    def aud(ts, stage, verb, res, user, ua, ip, ns=None, name=None, sub=None, query="",
            code=200, fail=None, ann=None, uri_name=True, lat=None, extra_ann=None):
        grp, ver_ = RES[res]
        rname = res.split(".")[0]
        base = "/api/v1" if not grp else f"/apis/{grp}/{ver_}"
        path = (base + (f"/namespaces/{ns}" if ns else "") + f"/{rname}"
                + (f"/{name}" if name and uri_name else "") + (f"/{sub}" if sub else "") + query)
        oref = {"resource": rname}
        if ns:
            oref["namespace"] = V(ns)
        if name:
            oref["name"] = V(name)
        if grp:
            oref["apiGroup"] = grp
        oref["apiVersion"] = ver_
        if sub:
            oref["subresource"] = sub
        if lat is None:
            lat = rng.lognormvariate(8.2, 0.9) / 1e6
        recv = ts if stage == "RequestReceived" else ts - timedelta(seconds=lat)
        ev = {"kind": "Event", "apiVersion": "audit.k8s.io/v1", "level": "Metadata",
              "auditID": V(uuid(rng)), "stage": stage, "requestURI": V(path), "verb": verb,
              "user": user, "sourceIPs": V([ip]), "userAgent": V(ua), "objectRef": oref}
        if stage != "RequestReceived":
            ev["responseStatus"] = fail if fail is not None else {"metadata": {}, "code": code}
        ev["requestReceivedTimestamp"] = V(iso_us(recv))
        ev["stageTimestamp"] = V(iso_us(ts))
        if stage != "RequestReceived" and ann is not None:
            a = dict(ann)
            if extra_ann:
                a.update(extra_ann)
            ev["annotations"] = a
        line, tmpl = render_json(ev)
        return line, tmpl, "-"

    def status_fail(code, reason, msg_parts, name, res):
        grp, _ = RES[res]
        det = {}
        if name is not None:
            det["name"] = V(name)
        if grp:
            det["group"] = grp
        det["kind"] = res.split(".")[0]
        return {"metadata": {}, "status": "Failure", "message": S(msg_parts), "reason": reason,
                "details": det, "code": code}

    def nonres(ts, path, user, ua, ip, code, ann, fail=None):
        lat = rng.lognormvariate(7, 0.6) / 1e6
        ev = {"kind": "Event", "apiVersion": "audit.k8s.io/v1", "level": "Metadata",
              "auditID": V(uuid(rng)), "stage": "ResponseComplete", "requestURI": V(path), "verb": "get",
              "user": user, "sourceIPs": V([ip]), "userAgent": V(ua),
              "responseStatus": fail if fail is not None else {"metadata": {}, "code": code},
              "requestReceivedTimestamp": V(iso_us(ts - timedelta(seconds=lat))),
              "stageTimestamp": V(iso_us(ts)), "annotations": ann}
        line, tmpl = render_json(ev)
        return line, tmpl, "-"

    # ---- kubelet
    def kubelet_lease(rng, ts):
        n = w.node(rng)
        return aud(ts, "ResponseComplete", "update", "leases", u_node(n), ua_kubelet(), w.node_ip[n],
                   ns="kube-node-lease", name=n, query="?timeout=10s", ann=ALLOW0)

    def kubelet_get_node(rng, ts):
        n = w.node(rng)
        return aud(ts, "ResponseComplete", "get", "nodes", u_node(n), ua_kubelet(), w.node_ip[n],
                   name=n, query=rng.choice(["", "?resourceVersion=0", "?timeout=10s"]), ann=ALLOW0)

    def kubelet_node_status(rng, ts):
        n = w.node(rng)
        return aud(ts, "ResponseComplete", "patch", "nodes", u_node(n), ua_kubelet(), w.node_ip[n],
                   name=n, sub="status", query="?timeout=10s", ann=ALLOW0)

    def kubelet_pod_status(rng, ts):
        p, n = w.pod(rng), w.node(rng)
        return aud(ts, "ResponseComplete", "patch", "pods", u_node(n), ua_kubelet(), w.node_ip[n],
                   ns=p["ns"], name=p["name"], sub="status", ann=ALLOW0)

    def kubelet_watch_secret(rng, ts):
        p, n = w.pod(rng), w.node(rng)
        res = rng.choice(["secrets", "configmaps"]) if rng.random() < 0.5 else "secrets"
        nm = rng.choice([f"{p['app']}-env", f"{p['app']}-config", "kube-root-ca.crt", f"{p['app']}-tls"])
        q = (f"?allowWatchBookmarks=true&fieldSelector=metadata.name%3D{nm}&resourceVersion="
             f"{rng.randint(10 ** 6, 9 * 10 ** 7)}&timeout={rng.randint(5, 9)}m{rng.randint(0, 59)}s"
             f"&timeoutSeconds={rng.randint(300, 600)}&watch=true")
        if rng.random() < 0.5:
            return aud(ts, "ResponseStarted", "watch", res, u_node(n), ua_kubelet(), w.node_ip[n],
                       ns=p["ns"], name=nm, uri_name=False, query=q, ann=ALLOW0)
        return aud(ts, "ResponseComplete", "watch", res, u_node(n), ua_kubelet(), w.node_ip[n],
                   ns=p["ns"], name=nm, uri_name=False, query=q, ann=ALLOW0, lat=rng.uniform(300, 600))

    def kubelet_token(rng, ts):
        p, n = w.pod(rng), w.node(rng)
        return aud(ts, "ResponseComplete", "create", "serviceaccounts", u_node(n), ua_kubelet(), w.node_ip[n],
                   ns=p["ns"], name=rng.choice([p["app"], "default"]), sub="token", code=201, ann=ALLOW0)

    def kubelet_event(rng, ts):
        p, n = w.pod(rng), w.node(rng)
        name = f"{p['name']}.{hexs(rng, 16)}"
        if rng.random() < 0.6:
            return aud(ts, "ResponseComplete", "create", "events", u_node(n), ua_kubelet(), w.node_ip[n],
                       ns=p["ns"], name=name, uri_name=False, code=201, ann=ALLOW0)
        return aud(ts, "ResponseComplete", "patch", "events", u_node(n), ua_kubelet(), w.node_ip[n],
                   ns=p["ns"], name=name, ann=ALLOW0)

    # ---- control plane
    def leader_lease(rng, ts):
        who = rng.choice(["system:kube-controller-manager", "system:kube-scheduler"])
        comp = who.split(":")[1]
        n = rng.choice(w.nodes[:3])
        ua = (f"{comp}/{ver} (linux/amd64) kubernetes/{cm}/leader-election")
        ann = rbac("ClusterRoleBinding", who, "ClusterRole", who, "User", who)
        verb = "get" if rng.random() < 0.5 else "update"
        return aud(ts, "ResponseComplete", verb, "leases", u_cert(who), ua, w.node_ip[n],
                   ns="kube-system", name=comp, query="?timeout=5s", ann=ann)

    def leader_conflict(rng, ts):
        who = rng.choice(["system:kube-controller-manager", "system:kube-scheduler"])
        comp = who.split(":")[1]
        n = rng.choice(w.nodes[:3])
        ua = f"{comp}/{ver} (linux/amd64) kubernetes/{cm}/leader-election"
        ann = rbac("ClusterRoleBinding", who, "ClusterRole", who, "User", who)
        fail = status_fail(409, "Conflict", ["Operation cannot be fulfilled on leases.coordination.k8s.io \"",
                                             V(comp), "\": the object has been modified; please apply your "
                                             "changes to the latest version and try again"], comp, "leases")
        return aud(ts, "ResponseComplete", "update", "leases", u_cert(who), ua, w.node_ip[n],
                   ns="kube-system", name=comp, query="?timeout=5s", fail=fail, ann=ann)

    def kcm_write(ctrl, verb, res, sub=None, code=200, extra_ann=None, gen_name=False):
        def f(rng, ts):
            p = w.pod(rng)
            ns = p["ns"]
            if res == "pods":
                name = p["name"]
            elif res == "replicasets":
                name = p["name"].rsplit("-", 1)[0]
            elif res == "endpointslices":
                name = f"{p['app']}-{ksfx(rng, 5)}"
            else:
                name = p["app"]
            ann = rbac("ClusterRoleBinding", f"system:controller:{ctrl}", "ClusterRole",
                       f"system:controller:{ctrl}", "ServiceAccount", f"{ctrl}/kube-system")
            ea = None
            if extra_ann:
                ea = {"pod-security.kubernetes.io/enforce-policy":
                      V(rng.choice(["privileged:latest", "restricted:latest", "baseline:latest"]))}
            return aud(ts, "ResponseComplete", verb, res, u_kcm(ctrl), ua_kcm(ctrl), rng.choice(api_ips),
                       ns=ns, name=name, sub=sub, code=code, ann=ann, extra_ann=ea, uri_name=not gen_name)
        return f

    def eps_conflict(rng, ts):
        p = w.pod(rng)
        name = f"{p['app']}-{ksfx(rng, 5)}"
        ctrl = "endpointslice-controller"
        ann = rbac("ClusterRoleBinding", f"system:controller:{ctrl}", "ClusterRole",
                   f"system:controller:{ctrl}", "ServiceAccount", f"{ctrl}/kube-system")
        fail = status_fail(409, "Conflict", ["Operation cannot be fulfilled on endpointslices.discovery.k8s.io \"",
                                             V(name), "\": the object has been modified; please apply your "
                                             "changes to the latest version and try again"], name, "endpointslices")
        return aud(ts, "ResponseComplete", "update", "endpointslices", u_kcm(ctrl), ua_kcm(ctrl),
                   rng.choice(api_ips), ns=p["ns"], name=name, fail=fail, ann=ann)

    def sched_bind(rng, ts):
        p = w.pod(rng)
        who = "system:kube-scheduler"
        ann = rbac("ClusterRoleBinding", who, "ClusterRole", who, "User", who)
        return aud(ts, "ResponseComplete", "create", "pods", u_cert(who),
                   f"kube-scheduler/{ver} (linux/amd64) kubernetes/{cm}/scheduler", rng.choice(api_ips),
                   ns=p["ns"], name=p["name"], sub="binding", code=201, ann=ann)

    def hpa_metrics(rng, ts):
        ns, app = w.deploy(rng)
        ctrl = "horizontal-pod-autoscaler"
        ann = rbac("ClusterRoleBinding", f"system:controller:{ctrl}", "ClusterRole",
                   f"system:controller:{ctrl}", "ServiceAccount", f"{ctrl}/kube-system")
        return aud(ts, "ResponseComplete", "list", "pods.metrics", u_kcm(ctrl), ua_kcm(ctrl),
                   rng.choice(api_ips), ns=ns, query=f"?labelSelector=app%3D{app}", ann=ann)

    def review(res):
        def f(rng, ts):
            sa, ns = rng.choice([("metrics-server", "kube-system"), ("prometheus-operator", "monitoring"),
                                 ("kube-state-metrics", "monitoring"), ("node-exporter", "monitoring")])
            n = w.node(rng)
            ann = rbac("ClusterRoleBinding", f"{sa}:system:auth-delegator", "ClusterRole",
                       "system:auth-delegator", "ServiceAccount", f"{sa}/{ns}")
            return aud(ts, "ResponseComplete", "create", res, u_podsa(ns, sa, n),
                       f"{sa}/v0.0.0 (linux/amd64) kubernetes/$Format", w.node_ip[n], code=201, ann=ann)
        return f

    # ---- GitOps / addons
    def argocd_watch(rng, ts):
        res = rng.choice(["deployments", "services", "configmaps"])
        n = w.node(rng)
        sa = "argocd-application-controller"
        ann = rbac("ClusterRoleBinding", sa, "ClusterRole", sa, "ServiceAccount", f"{sa}/argocd")
        ua = "argocd-application-controller/v0.0.0 (linux/amd64) kubernetes/$Format"
        if rng.random() < 0.6:
            return aud(ts, "ResponseStarted", "watch", res, u_podsa("argocd", sa, n), ua, w.node_ip[n],
                       query=watch_q(), ann=ann)
        return aud(ts, "ResponseComplete", "watch", res, u_podsa("argocd", sa, n), ua, w.node_ip[n],
                   query=watch_q(), ann=ann, lat=rng.uniform(300, 600))

    def argocd_patch_app(rng, ts):
        ns, app = w.deploy(rng)
        n = w.node(rng)
        sa = "argocd-application-controller"
        ann = rbac("ClusterRoleBinding", sa, "ClusterRole", sa, "ServiceAccount", f"{sa}/argocd")
        return aud(ts, "ResponseComplete", "patch", "applications", u_podsa("argocd", sa, n),
                   "argocd-application-controller/v0.0.0 (linux/amd64) kubernetes/$Format", w.node_ip[n],
                   ns="argocd", name=rng.choice([app, f"{ns}-{app}"]), ann=ann)

    def gitops_apply(sa, sans, res, code=200):
        def f(rng, ts):
            ns, app = w.deploy(rng)
            n = w.node(rng)
            ann = rbac("ClusterRoleBinding", f"{sa}" if sa != "kustomize-controller" else "cluster-reconciler-flux-system",
                       "ClusterRole", "cluster-admin", "ServiceAccount", f"{sa}/{sans}")
            ua = f"{sa}/v0.0.0 (linux/amd64) kubernetes/$Format" if sa.startswith("argocd") else \
                f"kustomize-controller/v1.{rng.randint(1, 3)}.{rng.randint(0, 3)}"
            q = f"?fieldManager={'argocd-controller' if sa.startswith('argocd') else 'kustomize-controller'}&force=true"
            fail = None
            if code == 409:
                fail = status_fail(409, "Conflict",
                                   ["Apply failed with 1 conflict: conflict with \"", V("kubectl-edit"),
                                    "\" using apps/v1: ", V(".spec.replicas")], app, res)
            return aud(ts, "ResponseComplete", "patch", res, u_podsa(sans, sa, n), ua, w.node_ip[n],
                       ns=ns, name=app, query=q, ann=ann, fail=fail, code=code)
        return f

    def flux_status(rng, ts):
        n = w.node(rng)
        sa = "kustomize-controller"
        ann = rbac("ClusterRoleBinding", "cluster-reconciler-flux-system", "ClusterRole", "cluster-admin",
                   "ServiceAccount", f"{sa}/flux-system")
        name = rng.choice(["apps", "infra-controllers", "infra-configs", "monitoring", "tenants", "flux-system"])
        return aud(ts, "ResponseComplete", "patch", "kustomizations", u_podsa("flux-system", sa, n),
                   f"kustomize-controller/v1.{rng.randint(1, 3)}.{rng.randint(0, 3)}", w.node_ip[n],
                   ns="flux-system", name=name, sub="status", query="?fieldManager=gotk-kustomize-controller",
                   ann=ann)

    def cm_write(verb, res, sub=None, code=200):
        def f(rng, ts):
            ns, app = w.deploy(rng)
            n = w.node(rng)
            sa = "cert-manager"
            ann = rbac("ClusterRoleBinding", f"cert-manager-controller-{'certificates' if res == 'certificates' else 'certificatesigningrequests'}",
                       "ClusterRole", "cert-manager-controller-certificates", "ServiceAccount", "cert-manager/cert-manager")
            name = f"{app}-tls" if res == "certificates" else f"{app}-tls-{rng.randint(1, 40)}"
            return aud(ts, "ResponseComplete", verb, res, u_podsa("cert-manager", sa, n),
                       f"cert-manager-certificates-{'readiness' if sub else 'request-manager'}/v1.14.4 (linux/amd64) cert-manager/{hexs(rng, 40)}",
                       w.node_ip[n], ns=ns, name=name, sub=sub, code=code, ann=ann, uri_name=verb != "create")
        return f

    def cm_secret_404(rng, ts):
        ns, app = w.deploy(rng)
        n = w.node(rng)
        name = f"{app}-tls"
        ann = rbac("ClusterRoleBinding", "cert-manager-controller-certificates", "ClusterRole",
                   "cert-manager-controller-certificates", "ServiceAccount", "cert-manager/cert-manager")
        fail = status_fail(404, "NotFound", ["secrets \"", V(name), "\" not found"], name, "secrets")
        return aud(ts, "ResponseComplete", "get", "secrets", u_podsa("cert-manager", "cert-manager", n),
                   f"cert-manager-certificates-trigger/v1.14.4 (linux/amd64) cert-manager/{hexs(rng, 40)}",
                   w.node_ip[n], ns=ns, name=name, fail=fail, ann=ann)

    # ---- humans
    def human_ann(user):
        team = teams_of(user)[0]
        role = {"platform-team": "cluster-admin", "sre": "admin", "readonly": "view"}.get(team, "edit")
        return rbac("ClusterRoleBinding", f"oidc-{team}-{role}", "ClusterRole", role, "Group", f"oidc:{team}")

    def human_list_pods(rng, ts):
        user, ns = zp(rng, w.users), rng.choice(w.namespaces)
        ip = f"192.168.{rng.randint(0, 20)}.{rng.randint(2, 254)}"
        if rng.random() < 0.25:
            return aud(ts, "RequestReceived", "list", "pods", u_human(user), ua_kubectl(), ip, ns=ns,
                       query="?limit=500")
        return aud(ts, "ResponseComplete", "list", "pods", u_human(user), ua_kubectl(), ip, ns=ns,
                   query="?limit=500", ann=human_ann(user))

    def human_get_deploy(rng, ts):
        user = zp(rng, w.users)
        ns, app = w.deploy(rng)
        return aud(ts, "ResponseComplete", "get", "deployments", u_human(user), ua_kubectl(),
                   f"192.168.{rng.randint(0, 20)}.{rng.randint(2, 254)}", ns=ns, name=app, ann=human_ann(user))

    def human_get_404(rng, ts):
        user = zp(rng, w.users)
        ns = rng.choice(w.namespaces)
        app = rng.choice(APPS)
        fail = status_fail(404, "NotFound", ["deployments.apps \"", V(app), "\" not found"], app, "deployments")
        return aud(ts, "ResponseComplete", "get", "deployments", u_human(user), ua_kubectl(),
                   f"192.168.{rng.randint(0, 20)}.{rng.randint(2, 254)}", ns=ns, name=app, fail=fail,
                   ann=human_ann(user))

    def human_forbidden(rng, ts):
        user = zp(rng, w.users[:-1])
        ns, app = w.deploy(rng)
        name = rng.choice([f"{app}-db-credentials", f"{app}-tls", f"{app}-api-key", f"{app}-env"])
        fail = status_fail(403, "Forbidden", ["secrets \"", V(name), "\" is forbidden: User \"", V(user),
                                              "\" cannot get resource \"secrets\" in API group \"\" in the namespace \"",
                                              V(ns), "\""], name, "secrets")
        return aud(ts, "ResponseComplete", "get", "secrets", u_human(user), ua_kubectl(),
                   f"192.168.{rng.randint(0, 20)}.{rng.randint(2, 254)}", ns=ns, name=name, fail=fail, ann=FORBID)

    def human_delete_pod(rng, ts):
        user, p = zp(rng, w.users), w.pod(rng)
        return aud(ts, "ResponseComplete", "delete", "pods", u_human(user), ua_kubectl(),
                   f"192.168.{rng.randint(0, 20)}.{rng.randint(2, 254)}", ns=p["ns"], name=p["name"],
                   ann=human_ann(user))

    def human_exec(rng, ts):
        user, p = zp(rng, w.users), w.pod(rng)
        q = f"?command=sh&container={p['app']}&stdin=true&stdout=true&tty=true"
        return aud(ts, "ResponseComplete", "create", "pods", u_human(user), ua_kubectl(),
                   f"192.168.{rng.randint(0, 20)}.{rng.randint(2, 254)}", ns=p["ns"], name=p["name"],
                   sub="exec", query=q, code=101, ann=human_ann(user), lat=rng.uniform(5, 900))

    def human_restart(rng, ts):
        user = zp(rng, w.users)
        ns, app = w.deploy(rng)
        return aud(ts, "ResponseComplete", "patch", "deployments", u_human(user), ua_kubectl(),
                   f"192.168.{rng.randint(0, 20)}.{rng.randint(2, 254)}", ns=ns, name=app,
                   query="?fieldManager=kubectl-rollout", ann=human_ann(user))

    def coredns_watch(rng, ts):
        n = w.node(rng)
        sa = "coredns"
        ann = rbac("ClusterRoleBinding", "system:coredns", "ClusterRole", "system:coredns",
                   "ServiceAccount", "coredns/kube-system")
        return aud(ts, "ResponseComplete", "watch", "endpointslices", u_podsa("kube-system", sa, n),
                   "coredns/v0.0.0 (linux/amd64) kubernetes/$Format", w.node_ip[n], query=watch_q(),
                   ann=ann, lat=rng.uniform(300, 600))

    def anon_health(rng, ts):
        ann = rbac("ClusterRoleBinding", "system:public-info-viewer", "ClusterRole",
                   "system:public-info-viewer", "Group", "system:unauthenticated")
        n = w.node(rng)
        return nonres(ts, rng.choice(["/livez", "/readyz", "/healthz", "/version", "/readyz?verbose"]),
                      u_cert("system:anonymous") | {"groups": ["system:unauthenticated"]},
                      rng.choice(["kube-probe/1.29", "Go-http-client/2.0", "ELB-HealthChecker/2.0"]),
                      w.node_ip[n], 200, ann)

    def anon_forbidden(rng, ts):
        path = rng.choice(["/", "/.env", "/api/v1/secrets", "/wp-login.php", "/metrics"])
        ip = f"{rng.randint(20, 220)}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"
        fail = {"metadata": {}, "status": "Failure",
                "message": S(["forbidden: User \"system:anonymous\" cannot get path \"", V(path), "\""]),
                "reason": "Forbidden", "details": {}, "code": 403}
        return nonres(ts, path, u_cert("system:anonymous") | {"groups": ["system:unauthenticated"]},
                      rng.choice(["curl/8.4.0", "python-requests/2.31.0", "Mozilla/5.0 zgrab/0.x"]),
                      ip, 403, FORBID, fail=fail)

    specs = [
        (14, kubelet_lease), (8, kubelet_get_node), (6, kubelet_node_status), (7, kubelet_pod_status),
        (5, kubelet_watch_secret), (3, kubelet_token), (3, kubelet_event),
        (8, leader_lease), (0, leader_conflict),
        (3, kcm_write("replicaset-controller", "create", "pods", code=201, extra_ann=True, gen_name=True)),
        (3, kcm_write("replicaset-controller", "update", "replicasets", sub="status")),
        (2, kcm_write("deployment-controller", "update", "deployments", sub="status")),
        (4, kcm_write("endpointslice-controller", "update", "endpointslices")), (0, eps_conflict),
        (0.6, kcm_write("replicaset-controller", "delete", "pods")),
        (3, sched_bind), (2, hpa_metrics), (3, review("tokenreviews")), (2, review("subjectaccessreviews")),
        (3, argocd_watch), (2, argocd_patch_app),
        (1, gitops_apply("argocd-application-controller", "argocd", "deployments")),
        (2, gitops_apply("kustomize-controller", "flux-system", "deployments")),
        (0.8, gitops_apply("kustomize-controller", "flux-system", "services")),
        (0, gitops_apply("kustomize-controller", "flux-system", "deployments", code=409)),
        (1.5, flux_status),
        (1.5, cm_write("update", "certificates", sub="status")),
        (0.5, cm_write("create", "certificaterequests", code=201)), (0, cm_secret_404),
        (2, human_list_pods), (1, human_get_deploy), (0.4, human_get_404), (0.4, human_forbidden),
        (0.5, human_delete_pod), (0, human_exec), (0.3, human_restart),
        (1, coredns_watch), (0.8, anon_health), (0, anon_forbidden),
    ]
    return _gen(rng, specs, mean_gap=0.4)


# --------------------------------------------------------------------------------------
# 2. Argo CD application controller
# --------------------------------------------------------------------------------------

def make_argocd(rng: random.Random) -> list[dict[str, str]]:
    w = World(rng)
    style = rng.random()
    apps = []
    seen = set()
    for ns, app in w.deploys:
        name = app if style < 0.5 else f"{ns}-{app}"
        if rng.random() < 0.2:
            name = f"{app}-{rng.choice(['prod', 'staging', 'canary', 'eu', 'us'])}"
        if name in seen:
            continue
        seen.add(name)
        apps.append((f"argocd/{name}", name, ns, zp(rng, DEST_SERVERS, 1.8)))
    kinds = ["Deployment", "Service", "ConfigMap", "Ingress", "ServiceAccount", "Secret",
             "HorizontalPodAutoscaler", "StatefulSet", "CronJob", "PodDisruptionBudget"]

    def A():
        return zp(rng, apps, 0.8)

    def rev():
        return hexs(rng, 40)

    def ms(scale=20):
        return V(int(rng.expovariate(1 / scale)))

    def reconc(rng, ts):
        q, _, ns, srv = A()
        git, live, diff = int(rng.expovariate(1 / 25)), int(rng.expovariate(1 / 6)), int(rng.expovariate(1 / 12))
        return logrus(iso_s(ts), "info", "Reconciliation completed", {
            "application": V(q), "dedup_ms": V(rng.choice([0, 0, 0, 1])), "dest-name": "",
            "dest-namespace": V(ns), "dest-server": V(srv), "diff_ms": V(diff),
            "fields.level": V(rng.choice([0, 1, 1, 2, 3])), "git_ms": V(git), "health_ms": ms(2),
            "live_ms": V(live), "settings_ms": ms(0.5), "sync_ms": ms(1),
            "time_ms": V(git + live + diff + rng.randint(1, 40))})

    def refresh(reason):
        def f(rng, ts):
            q = A()[0]
            return logrus(iso_s(ts), "info", [f"Refreshing app status ({reason}), level (", V(rng.randint(0, 3)), ")"],
                          {"application": V(q)})
        return f

    def refresh_expired(rng, ts):
        q = A()[0]
        return logrus(iso_s(ts), "info",
                      ["Refreshing app status (comparison expired, requesting refresh. reconciledAt: ",
                       V(go_utc(ts - timedelta(seconds=rng.randint(180, 400)))), ", expiry: ",
                       V(rng.choice(["3m0s", "3m0s", "5m0s"])), "), level (", V(rng.randint(1, 3)), ")"],
                      {"application": V(q)})

    def comparing(rng, ts):
        q, _, ns, srv = A()
        return logrus(iso_s(ts), "info", ["Comparing app state (cluster: ", V(srv), ", namespace: ", V(ns), ")"],
                      {"application": V(q)})

    def simple(msg, level="info"):
        def f(rng, ts):
            return logrus(iso_s(ts), level, msg, {"application": V(A()[0])})
        return f

    def skip_recent(rng, ts):
        return logrus(iso_s(ts), "info", ["Skipping auto-sync: most recent sync already to ", V(rev())],
                      {"application": V(A()[0])})

    def skip_failed(rng, ts):
        return logrus(iso_s(ts), "warning", ["Skipping auto-sync: failed previous sync attempt to ", V(rev())],
                      {"application": V(A()[0])})

    def repo_stats(rng, ts):
        return logrus(iso_s(ts), "info", "getRepoObjs stats", {
            "application": V(A()[0]), "build_options_ms": ms(0.3), "helm_ms": ms(2), "plugins_ms": ms(0.2),
            "repo_ms": ms(3), "time_ms": ms(40), "unmarshal_ms": ms(8), "version_ms": ms(1)})

    def evt(msgparts, reason, typ):
        def f(rng, ts):
            q, _, ns, srv = A()
            return logrus(iso_s(ts), "info", msgparts(rng), {
                "application": V(q), "dest-namespace": V(ns), "dest-server": V(srv),
                "reason": reason, "type": typ})
        return f

    def applying(rng, ts):
        q, name, ns, srv = A()
        return logrus(iso_s(ts), "info", ["Applying resource ", V(rng.choice(kinds)), "/", V(name),
                                          " in cluster: ", V(srv), ", namespace: ", V(ns)],
                      {"application": V(q)})

    def syncid():
        return f"{rng.randint(1, 300):05d}-{ksfx(rng, 5)}"

    def result(rng, ts):
        q, name, ns, _ = A()
        k = rng.choice(kinds)
        return logrus(iso_s(ts), "info",
                      ["Adding resource result, status: 'Synced', phase: 'Running', message: '",
                       V(f"{k.lower()}/{name} {rng.choice(['configured', 'unchanged', 'created'])}"), "'"],
                      {"application": V(q), "kind": V(k), "name": V(name), "namespace": V(ns), "phase": "Sync",
                       "syncId": V(syncid())})

    def tasks(rng, ts):
        q, name, ns, _ = A()
        return logrus(iso_s(ts), "info", "Tasks (dry-run)", {
            "application": V(q), "syncId": V(syncid()),
            "tasks": V(f"[Sync/0 resource apps/Deployment:{ns}/{name} obj->obj (,,)]")})

    def terminate(rng, ts):
        return logrus(iso_s(ts), "info", "sync/terminate complete", {
            "application": V(A()[0]), "duration": V(godur(rng.uniform(0.3, 20))), "syncId": V(syncid())})

    def opstate(rng, ts):
        return logrus(iso_s(ts), "info",
                      "Updating operation state. phase: Running -> Succeeded, message: 'successfully synced (all tasks run)'",
                      {"application": V(A()[0]), "syncId": V(syncid())})

    def cluster(msg):
        def f(rng, ts):
            return logrus(iso_s(ts), "info", msg, {"server": V(zp(rng, DEST_SERVERS, 1.8))})
        return f

    def patch_fail(rng, ts):
        q, name, _, _ = A()
        return logrus(iso_s(ts), "error",
                      ["Failed to patch app status: Operation cannot be fulfilled on applications.argoproj.io \"",
                       V(name), "\": the object has been modified; please apply your changes to the latest version and try again"],
                      {"application": V(q)})

    def live_fail(rng, ts):
        q, _, _, srv = A()
        return logrus(iso_s(ts), "error",
                      ["Failed to load live state: failed to get cluster info for \"", V(srv),
                       "\": error synchronizing cache state : failed to sync cluster ", V(srv),
                       ": failed to load initial state of resource ", V(rng.choice(["Deployment.apps", "Ingress.networking.k8s.io", "CronJob.batch"])),
                       ": the server was unable to return a response in the time allotted, but may still be processing the request"],
                      {"application": V(q)})

    def watch_fail(rng, ts):
        srv = zp(rng, DEST_SERVERS, 1.8)
        return logrus(iso_s(ts), "warning",
                      ["Failed to watch ", V(rng.choice(["Deployment.apps", "Pod", "EndpointSlice.discovery.k8s.io"])),
                       " on ", V(srv), ": Resyncing cluster due to expired watch, retrying in ", V("1s")],
                      {"server": V(srv)})

    def periods(rng, ts):
        return logrus(iso_s(ts), "info", ["appResyncPeriod=", V("3m0s"), ", appHardResyncPeriod=", V("0s"),
                                          ", appResyncJitter=", V(rng.choice(["0s", "1m0s"]))], {})

    specs = [
        (20, reconc), (10, refresh("controller refresh requested")), (6, refresh_expired),
        (1, refresh("normal refresh requested")), (0, refresh("spec.source differs")),
        (0, refresh("spec.destination differs")),
        (12, comparing), (8, simple("Skipping auto-sync: application status is Synced")),
        (1.5, skip_recent), (0.3, skip_failed), (5, simple("Update successful")),
        (6, simple("No status changes. Skipping patch")), (8, repo_stats),
        (0.8, evt(lambda r: ["Initiated automated sync to '", V(rev()), "'"], "OperationStarted", "Normal")),
        (0.8, evt(lambda r: ["Sync operation to ", V(rev()), " succeeded"], "OperationCompleted", "Normal")),
        (0, evt(lambda r: ["Sync operation to ", V(rev()), " failed: one or more objects failed to apply, reason: Deployment.apps \"",
                           V(rng.choice(APPS)), "\" is invalid: spec.template.spec.containers[0].image: Required value"],
                "OperationCompleted", "Warning")),
        (2, applying), (2, result), (0.8, tasks), (0.8, terminate), (0.8, opstate),
        (0.4, cluster("Start syncing cluster")), (0.4, cluster("Cluster successfully synced")),
        (0, simple("Failed to get cached managed resources for tree reconciliation, fall back to full reconciliation", "warning")),
        (0, patch_fail), (0, live_fail), (0.2, watch_fail), (0, periods),
        (0, lambda r, ts: logrus(iso_s(ts), "info", "Ignore status for CustomResourceDefinitions", {})),
    ]
    return _gen(rng, specs, mean_gap=1.0)


# --------------------------------------------------------------------------------------
# 3. istiod / pilot-discovery
# --------------------------------------------------------------------------------------

def make_istio_pilot(rng: random.Random) -> list[dict[str, str]]:
    w = World(rng)
    proxies = [(p["name"], p["ns"], p["ip"]) for p in w.pods]
    for _ in range(rng.randint(2, 4)):
        proxies.insert(0, (f"istio-ingressgateway-{ksfx(rng, 10)}-{ksfx(rng, 5)}", "istio-system", ip10(rng, 1)))
    conn = {"n": rng.randint(1, 40)}
    push = {"n": rng.randint(1, 200), "deb": rng.randint(1, 500)}
    kinds = ["ServiceEntry", "VirtualService", "DestinationRule", "Service", "Sidecar", "Gateway",
             "EnvoyFilter", "AuthorizationPolicy", "PeerAuthentication", "WorkloadEntry"]
    td = rng.choice(["cluster.local", "acme.internal", "prod.acme.io"])

    def P():
        return zp(rng, proxies, 0.8)

    def node():
        n, ns, _ = P()
        return f"{n}.{ns}"

    def conid():
        conn["n"] += rng.randint(0, 2)
        return f"{node()}-{conn['n']}"

    def host():
        ns, app = w.deploy(rng)
        return f"{app}.{ns}.svc.cluster.local"

    def I(ts, lvl, scope, *parts):
        a, b = cat(V(iso_us(ts)), "\t", lvl, "\t", scope, "\t", *parts)
        return a, b, LEVELS[lvl]

    def cfgkey():
        ns, app = w.deploy(rng)
        k = zp(rng, kinds, 1.0)
        return f"{k}/{ns}/{app}{'-se' if k == 'ServiceEntry' else ''}"

    def debounce(more):
        def f(rng, ts):
            push["deb"] += 1
            k = rng.randint(2, 40) if more else 1
            parts = ["Push debounce stable[", V(push["deb"]), "] ", V(k), " for config ", V(cfgkey())]
            if more:
                parts += [" and ", V(k - 1), " more configs"]
            parts += [": ", V(godur(rng.uniform(0.1, 0.5))), " since last change, ",
                      V(godur(rng.uniform(0.1, 30))), " since last push, full=", V(rng.choice(["true", "false"]))]
            return I(ts, "info", "ads", *parts)
        return f

    def pushing(rng, ts):
        push["n"] += 1
        return I(ts, "info", "ads", "XDS: Pushing Services:", V(len(w.deploys) + rng.randint(5, 30)),
                 " ConnectedEndpoints:", V(len(proxies) - rng.randint(0, 5)), " Version:", V(f"{iso_s(ts)}/{push['n']}"))

    def inc_pushing(rng, ts):
        push["n"] += 1
        return I(ts, "info", "ads", "XDS: Incremental Pushing ConnectedEndpoints:", V(len(proxies) - rng.randint(0, 5)),
                 " Version:", V(f"{iso_s(ts)}/{push['n']}"))

    def xds(typ, request=False, scope="ads"):
        def f(rng, ts):
            nres = {"CDS": rng.randint(20, 400), "LDS": rng.randint(5, 80), "RDS": rng.randint(1, 30),
                    "EDS": rng.randint(10, 300), "NDS": 1}[typ]
            per = {"CDS": 900, "LDS": 4000, "RDS": 1500, "EDS": 220, "NDS": 3000}[typ]
            parts = [f"{typ}: PUSH{' request' if request else ''} for node:", V(node()), " resources:", V(nres)]
            if typ == "EDS" and scope == "delta":
                parts += [" removed:", V(rng.choice([0, 0, 0, 1, 2]))]
            parts += [" size:", V(bsize(nres * per * rng.uniform(0.5, 1.5)))]
            if typ == "EDS":
                parts += [" empty:", V(rng.choice([0, 0, 1, 3])), " cached:", V(nres - rng.randint(0, min(5, nres))), "/", V(nres)]
            if typ == "RDS":
                parts += [" cached:", V(rng.randint(0, nres)), "/", V(nres)]
            return I(ts, "info", scope, *parts)
        return f

    def newconn(delta):
        def f(rng, ts):
            return I(ts, "info", "delta" if delta else "ads",
                     f"ADS: new {'delta ' if delta else ''}connection for node:", V(conid()))
        return f

    def terminated(rng, ts):
        n, ns, ip = P()
        return I(ts, "info", "ads", "ADS: \"", V(f"{ip}:{rng.randint(32768, 60999)}"), "\" ", V(conid()), " terminated")

    def ack_lds(rng, ts):
        port = rng.choice([8080, 9090, 15021, 3000, 8443])
        return I(ts, "warn", "ads", "ADS:LDS: ACK ERROR ", V(conid()), " Internal:Error adding/updating listener(s) ",
                 V(f"0.0.0.0_{port}"), ": error adding listener '", V(f"0.0.0.0:{port}"),
                 "': multiple filter chains with the same matching rules are defined")

    def ack_cds(rng, ts):
        return I(ts, "warn", "ads", "ADS:CDS: ACK ERROR ", V(conid()), " Internal:Error adding/updating cluster(s) ",
                 V(f"outbound|{rng.choice([80, 443, 8080])}||{host()}"),
                 ": LOGICAL_DNS clusters must have a single locality_lb_endpoint and a single lb_endpoint")

    def full_push(rng, ts):
        ns, app = w.deploy(rng)
        return I(ts, "info", "model", "Full push, new service ", V(ns), "/", V(f"{app}.{ns}.svc.cluster.local"))

    def no_eps(rng, ts):
        return I(ts, "info", "model", "Incremental push, service ", V(host()), " at shard Kubernetes/",
                 V(w.cluster), " has no endpoints")

    def kube_event(ev):
        def f(rng, ts):
            p = w.pod(rng)
            return I(ts, "info", "kube", f"Handling event {ev} for pod ", V(p["name"]), " in namespace ",
                     V(p["ns"]), " -> ", V(p["ip"]))
        return f

    def kube_err(rng, ts):
        p = w.pod(rng)
        return I(ts, "error", "kube", "failed to update endpoints for ", V(f"{p['app']}.{p['ns']}"),
                 ": endpointslices.discovery.k8s.io \"", V(f"{p['app']}-{ksfx(rng, 5)}"), "\" not found")

    def kube_err2(rng, ts):
        return I(ts, "error", "kube", "error watching ", V(rng.choice(["*v1.Pod", "*v1.EndpointSlice", "*v1.Service"])),
                 ": the server has asked for the client to provide credentials")

    def skip_crd(rng, ts):
        return I(ts, "warn", "kube", "Skipping CRD ", V(rng.choice(["gateway.networking.k8s.io/v1alpha2/TCPRoute",
                                                                     "gateway.networking.k8s.io/v1alpha2/TLSRoute",
                                                                     "gateway.networking.k8s.io/v1alpha2/UDPRoute"])),
                 " as it is not present")

    def push_timeout(rng, ts):
        return I(ts, "warn", "ads", "ADS: push to ", V(conid()), " timed out after ", V(godur(rng.uniform(5, 30))))

    specs = [
        (5, debounce(False)), (3, debounce(True)), (4, pushing), (1, inc_pushing),
        (14, xds("CDS")), (12, xds("LDS")), (9, xds("RDS")), (9, xds("EDS")), (2, xds("NDS")),
        (3, xds("CDS", True)), (3, xds("LDS", True)), (2, xds("RDS", True)),
        (4, xds("EDS", True, "delta")),
        (3, newconn(False)), (1, newconn(True)), (3.5, terminated),
        (0.15, ack_lds), (0, ack_cds), (1, full_push), (1.2, no_eps),
        (2, kube_event("update")), (0.5, kube_event("delete")),
        (0, kube_err), (0, kube_err2), (0, skip_crd), (0.1, push_timeout),
        (0, lambda r, ts: I(ts, "info", "validationController",
                            "Not ready to switch validation to fail-closed: dummy invalid config not rejected")),
        (0, lambda r, ts: I(ts, "info", "spiffe", "Added ", V(r.randint(1, 4)), " certs to trust domain ", V(td),
                            " in peer cert verifier")),
        (0, lambda r, ts: I(ts, "info", "leader election", "Leader election cycle ", V(r.randint(1, 40)),
                            " lost. Trying again")),
    ]
    return _gen(rng, specs, mean_gap=0.8)


# --------------------------------------------------------------------------------------
# 4. cilium-agent
# --------------------------------------------------------------------------------------

def make_cilium_agent(rng: random.Random) -> list[dict[str, str]]:
    w = World(rng)
    rev = {"p": rng.randint(5, 200)}
    cluster = rng.choice(["default", "prod-eu", "staging", "edge-west"])

    def L(ts, level, msg, fields):
        return logrus(iso_s(ts), level, msg, fields)

    def ep_fields(p, with_ident=True, with_rev=False, extra=None):
        f = {"containerID": V(p["cid"][:10]), "endpointID": V(p["ep"]), "ipv4": V(p["ip"]), "ipv6": "",
             "k8sPodName": V(f"{p['ns']}/{p['name']}")}
        if with_ident:
            f["identity"] = V(p["ident"])
        if with_rev:
            f["datapathPolicyRevision"] = V(rev["p"] - rng.randint(0, 1))
            f["desiredPolicyRevision"] = V(rev["p"])
        if extra:
            f.update(extra)
        return f

    def labels(p, sep=",", pre=""):
        parts = [f"k8s:app={p['app']}", f"k8s:io.cilium.k8s.namespace.labels.kubernetes.io/metadata.name={p['ns']}",
                 f"k8s:io.cilium.k8s.policy.cluster={cluster}", f"k8s:io.cilium.k8s.policy.serviceaccount={p['app']}",
                 f"k8s:io.kubernetes.pod.namespace={p['ns']}"]
        return sep.join(parts) + (sep if sep == ";" else "")

    def rewrote(rng, ts):
        p = w.pod(rng)
        return L(ts, "info", "Rewrote endpoint BPF program", ep_fields(p, with_rev=True) | {"subsys": "endpoint"})

    def ep_msg(msg, subsys, ident=True, revs=False, level="info"):
        def f(rng, ts):
            return L(ts, level, msg, ep_fields(w.pod(rng), ident, revs) | {"subsys": subsys})
        return f

    def create_req(rng, ts):
        p = w.pod(rng)
        return L(ts, "info", "Create endpoint request", {
            "addressing": V(f"&{{{p['ip']} {p['uid']} default   }}"), "containerID": V(p["cid"]),
            "containerInterface": "eth0",
            "datapathConfiguration": "&{false false false false false <nil>}",
            "interface": V(f"lxc{p['cid'][:11]}"), "k8sPodName": V(f"{p['ns']}/{p['name']}"),
            "labels": "[]", "subsys": "daemon", "sync-build": "true"})

    def resolving(rng, ts):
        p = w.pod(rng)
        return L(ts, "info", "Resolving identity labels (blocking)",
                 ep_fields(p, False) | {"identityLabels": V(labels(p)), "subsys": "endpoint"})

    def ident_changed(rng, ts):
        p = w.pod(rng)
        return L(ts, "info", "Identity of endpoint changed",
                 ep_fields(p) | {"identityLabels": V(labels(p)), "oldIdentity": "no identity", "subsys": "endpoint"})

    def key_msg(msg, level="info"):
        def f(rng, ts):
            return L(ts, level, msg, {"key": V(labels(w.pod(rng), ";")), "subsys": "allocator"})
        return f

    def delete_req(rng, ts):
        p = w.pod(rng)
        return L(ts, "info", "Delete endpoint request", {
            "containerID": V(p["cid"][:10]), "endpointID": V(p["ep"]), "k8sNamespace": V(p["ns"]),
            "k8sPodName": V(p["name"]), "subsys": "daemon"})

    def policy_api(rng, ts):
        rev["p"] += 1
        return L(ts, "info", "Policy imported via API, recalculating...",
                 {"policyAddRequest": V(uuid(rng)), "policyRevision": V(rev["p"]), "subsys": "daemon"})

    def cnp(msg):
        def f(rng, ts):
            ns, app = w.deploy(rng)
            return L(ts, "info", msg, {"ciliumNetworkPolicyName": V(rng.choice([f"{app}-ingress", f"allow-{app}", "default-deny", f"{app}-egress-dns"])),
                                       "k8sApiVersion": "", "k8sNamespace": V(ns), "subsys": "k8s-watcher"})
        return f

    def regen_all(reason):
        def f(rng, ts):
            return L(ts, "info", "regenerating all endpoints", {"reason": reason, "subsys": "endpoint-manager"})
        return f

    def ct_gc(rng, ts):
        return L(ts, "info", "Conntrack garbage collector interval recalculated", {
            "deleteRatio": V(fnum(rng.uniform(0.0001, 0.3), 16)), "expectedPrevInterval": V(godur(rng.choice([420, 450, 600, 900]))),
            "newInterval": V(godur(rng.choice([390, 420, 450, 525, 600, 750]))), "subsys": "map-ct"})

    def compiled(rng, ts):
        return L(ts, "info", "Compiled new BPF template", {
            "BPFCompilationTime": V(godur(rng.uniform(0.8, 4))),
            "file-path": V(f"/var/run/cilium/state/templates/{hexs(rng, 64)}/bpf_lxc.o"), "subsys": "datapath-loader"})

    def skipped_labels(rng, ts):
        return L(ts, "info", "Skipped non-kubernetes labels when labelling ciliumidentity. All labels will still be used in identity determination",
                 {"labels": V(f"map[k8s:io.cilium.k8s.policy.cluster:{cluster}]"), "subsys": "crd-allocator"})

    def node_msg(msg):
        def f(rng, ts):
            return L(ts, "info", msg, {"clusterName": V(cluster), "nodeName": V(w.node(rng)), "subsys": "nodemanager"})
        return f

    def ipcache_warn(rng, ts):
        p, n = w.pod(rng), w.node(rng)
        return L(ts, "warning", "Unable to update ipcache map entry on pod add", {
            "error": ["ipcache entry for podIP ", V(p["ip"]), " owned by kvstore or agent"],
            "hostIP": V(w.node_ip[n]), "k8sNamespace": V(p["ns"]), "k8sPodName": V(p["name"]),
            "podIP": V(p["ip"]), "podIPs": V(f"[{{{p['ip']}}}]"), "subsys": "k8s-watcher"})

    def dns_warn(rng, ts):
        p = w.pod(rng)
        dns = "10.96.0.10:53"
        return L(ts, "warning", "Cannot forward proxied DNS lookup", {
            "DNSRequestID": V(rng.randint(1, 65535)), "dnsName": V(zp(rng, EXT_HOSTS)), "endpointID": V(p["ep"]),
            "error": ["failed to dial connection to ", V(dns), ": dial udp ", V(f"{p['ip']}:{rng.randint(32768, 60999)}"),
                      "->", V(dns), ": i/o timeout"],
            "identity": V(p["ident"]), "ipAddr": V(f"{p['ip']}:{rng.randint(32768, 60999)}"), "subsys": "fqdn/dnsproxy"})

    def regen_failed(rng, ts):
        p = w.pod(rng)
        return L(ts, "warning", "Regeneration of endpoint failed", ep_fields(p, True, True) | {
            "bpfCompilation": "0s", "bpfLoadProg": V(godur(rng.uniform(0.002, 0.2))),
            "bpfWaitForELF": V(godur(rng.uniform(0.002, 0.05))), "bpfWriteELF": V(godur(rng.uniform(0.002, 0.02))),
            "error": "Error while configuring proxy redirects: proxy state changes failed: context canceled",
            "policyCalculation": V(godur(rng.uniform(0.002, 0.05))), "reason": "policy rules added",
            "subsys": "endpoint", "total": V(godur(rng.uniform(0.05, 2)))})

    def regen_error(rng, ts):
        p = w.pod(rng)
        return L(ts, "error", "endpoint regeneration failed", ep_fields(p, True, False) | {
            "error": ["Error while configuring proxy redirects: failed to create or update CiliumEndpoint \"",
                      V(p["name"]), "\": context deadline exceeded"], "subsys": "endpoint"})

    def labels_warn(rng, ts):
        p = w.pod(rng)
        return L(ts, "warning", "Unable to fetch kubernetes labels", ep_fields(p, False) | {
            "error": ["pod.core \"", V(p["name"]), "\" not found"], "subsys": "endpoint"})

    def restore_warn(rng, ts):
        p = w.pod(rng)
        return L(ts, "warning", "Unable to restore endpoint, ignoring", {
            "endpointID": V(p["ep"]), "error": ["interface ", V(f"lxc{p['cid'][:11]}"), " could not be found"],
            "k8sPodName": V(f"{p['ns']}/{p['name']}"), "subsys": "daemon"})

    def stale_map(rng, ts):
        return L(ts, "info", "Removed stale bpf map", {
            "file-path": V(f"/sys/fs/bpf/tc/globals/cilium_calls_{rng.randint(1, 4095):05d}"), "subsys": "daemon"})

    specs = [
        (16, rewrote), (3, ep_msg("New endpoint", "endpoint", False, True)), (3, create_req), (3, resolving),
        (3, ident_changed), (3, ep_msg("Waiting for endpoint to be generated", "endpoint")),
        (3, ep_msg("Successful endpoint creation", "daemon", True, True)), (2, delete_req),
        (2, ep_msg("Removed endpoint", "endpoint", True, True)),
        (3, key_msg("Reusing existing global key")), (2, key_msg("Releasing key")),
        (0.6, key_msg("Allocated new global key")),
        (2.5, policy_api), (2.5, cnp("Imported CiliumNetworkPolicy")), (0.3, cnp("Deleted CiliumNetworkPolicy")),
        (3, regen_all("one or more identities created or deleted")), (1, regen_all("policy rules added")),
        (2, ct_gc), (1, compiled), (3.5, skipped_labels), (1.2, node_msg("Node updated")),
        (0, node_msg("Node deleted")),
        (0.15, ipcache_warn), (0.2, dns_warn), (0, regen_failed), (0, regen_error), (0, labels_warn),
        (0, restore_warn), (0, stale_map),
        (0, lambda r, ts: L(ts, "info", "Datapath signal listener running", {"subsys": "signal"})),
    ]
    return _gen(rng, specs, mean_gap=1.2)


# --------------------------------------------------------------------------------------
# 5. Flux controllers (controller-runtime zap JSON)
# --------------------------------------------------------------------------------------

FLUX_KINDS = {
    "GitRepository": ("gitrepository", "source.toolkit.fluxcd.io"),
    "HelmRepository": ("helmrepository", "source.toolkit.fluxcd.io"),
    "HelmChart": ("helmchart", "source.toolkit.fluxcd.io"),
    "OCIRepository": ("ocirepository", "source.toolkit.fluxcd.io"),
    "Kustomization": ("kustomization", "kustomize.toolkit.fluxcd.io"),
    "HelmRelease": ("helmrelease", "helm.toolkit.fluxcd.io"),
    "ImageRepository": ("imagerepository", "image.toolkit.fluxcd.io"),
    "ImagePolicy": ("imagepolicy", "image.toolkit.fluxcd.io"),
    "ImageUpdateAutomation": ("imageupdateautomation", "image.toolkit.fluxcd.io"),
}


def make_flux_json(rng: random.Random) -> list[dict[str, str]]:
    w = World(rng)
    gitrepos = [("flux-system", "flux-system")] + [(rng.choice(["flux-system", ns]), n) for ns, n in
                                                   zip(w.namespaces, ["platform", "apps", "infra", "shop-deploy", "tenants", "payments-manifests"])]
    git_url = {g: rng.choice(GIT_URLS) for g in gitrepos}
    ks = [("flux-system", n) for n in ["flux-system", "infra-controllers", "infra-configs", "apps", "monitoring", "tenants"]]
    ks += [("flux-system", f"{ns}-{app}") for ns, app in w.deploys[:15]]
    hrs = [(ns, app) for ns, app in w.deploys[:25]]
    chart_ver = {h: f"{rng.randint(0, 9)}.{rng.randint(0, 30)}.{rng.randint(0, 12)}" for h in hrs}
    hrepos = rng.sample(HELM_REPOS, 6)
    branch = rng.choice(["main", "master", "production"])

    def F(ts, level, msg, kind, ns, name, extra=None):
        ctrl, grp = FLUX_KINDS[kind]
        d = {"level": level, "ts": V(iso_ms(ts)), "msg": S(msg) if isinstance(msg, list) else msg,
             "controller": ctrl, "controllerGroup": grp, "controllerKind": kind,
             kind: {"name": V(name), "namespace": V(ns)}, "namespace": V(ns), "name": V(name),
             "reconcileID": V(uuid(rng))}
        if extra:
            d.update(extra)
        line, tmpl = render_json(d)
        return line, tmpl, LEVELS[level]

    def gitrev():
        return f"{branch}@sha1:{hexs(rng, 40)}"

    def commit_msg():
        return zp(rng, COMMIT_MSGS, 0.7).replace("{n}", str(rng.randint(10, 2400)))

    def G():
        return zp(rng, gitrepos, 1.0)

    def K():
        return zp(rng, ks, 0.9)

    def H():
        return zp(rng, hrs, 0.9)

    def git_stored(rng, ts):
        ns, n = G()
        return F(ts, "info", ["stored artifact for commit '", V(commit_msg()), "'"], "GitRepository", ns, n)

    def git_nochange(rng, ts):
        ns, n = G()
        return F(ts, "info", ["no changes since last reconcilation: observed revision '", V(gitrev()), "'"],
                 "GitRepository", ns, n)

    def uptodate(kind):
        def f(rng, ts):
            if kind == "GitRepository":
                (ns, n), r = G(), gitrev()
            elif kind == "HelmRepository":
                ns, n, r = "flux-system", zp(rng, hrepos)[0], f"sha256:{hexs(rng, 64)}"
            else:
                h = H()
                ns, n, r = "flux-system", f"{h[0]}-{h[1]}", chart_ver[h]
            return F(ts, "info", ["artifact up-to-date with remote revision: '", V(r), "'"], kind, ns, n)
        return f

    def git_err(errtxt):
        def f(rng, ts):
            g = G()
            return F(ts, "error", "Reconciler error", "GitRepository", g[0], g[1],
                     {"error": S(["failed to checkout and determine revision: unable to clone '", V(git_url[g]),
                                  "': " + errtxt])})
        return f

    def hrepo_index(rng, ts):
        n, url = zp(rng, hrepos)
        return F(ts, "info", ["stored fetched index of size ", V(bsize(rng.uniform(2e4, 2.5e7))), " from '", V(url), "'"],
                 "HelmRepository", "flux-system", n)

    def hrepo_err(rng, ts):
        n, url = zp(rng, hrepos)
        return F(ts, "error", "Reconciler error", "HelmRepository", "flux-system", n,
                 {"error": S(["failed to fetch Helm repository index: failed to cache index to temporary file: failed to fetch ",
                              V(url + "/index.yaml"), " : 404 Not Found"])})

    def chart(verb):
        def f(rng, ts):
            h = H()
            return F(ts, "info", [f"{verb} '", V(h[1]), "' chart with version '", V(chart_ver[h]), "'"],
                     "HelmChart", "flux-system", f"{h[0]}-{h[1]}")
        return f

    def oci_stored(rng, ts):
        ns, app = w.deploy(rng)
        v = f"v{rng.randint(0, 3)}.{rng.randint(0, 20)}.{rng.randint(0, 9)}"
        return F(ts, "info", ["stored artifact with revision '", V(f"{v}@sha256:{hexs(rng, 64)}"), "' from '",
                              V(f"oci://ghcr.io/acme/manifests/{app}"), "'"], "OCIRepository", "flux-system", app)

    def ks_output(app_ns):
        out = {}
        for _ in range(rng.randint(1, 6)):
            k = rng.choice(["ConfigMap", "Deployment", "Service", "ServiceAccount", "HorizontalPodAutoscaler", "Ingress", "Secret"])
            out[f"{k}/{app_ns}/{rng.choice(APPS)}"] = rng.choice(["unchanged"] * 6 + ["configured", "created"])
        return dict(sorted(out.items()))

    def ssa(rng, ts):
        ns, n = K()
        return F(ts, "info", "server-side apply completed", "Kustomization", ns, n,
                 {"output": V(ks_output(rng.choice(w.namespaces))), "revision": V(gitrev())})

    def ssa_defs(rng, ts):
        ns, n = K()
        return F(ts, "info", "server-side apply for cluster definitions completed", "Kustomization", ns, n,
                 {"output": V({f"Namespace/{rng.choice(w.namespaces)}": "unchanged"}), "revision": V(gitrev())})

    def gc(rng, ts):
        ns, n = K()
        return F(ts, "info", "garbage collection completed", "Kustomization", ns, n,
                 {"output": V({f"ConfigMap/{rng.choice(w.namespaces)}/{rng.choice(APPS)}-{ksfx(rng, 10)}": "deleted"})})

    def ks_done(rng, ts):
        ns, n = K()
        return F(ts, "info", ["Reconciliation finished in ", V(godur(rng.lognormvariate(0, 1))), ", next run in ",
                              V(rng.choice(["10m0s", "5m0s", "1h0m0s", "30m0s"]))], "Kustomization", ns, n,
                 {"revision": V(gitrev())})

    def ks_failed(rng, ts):
        ns, n = K()
        tns, app = w.deploy(rng)
        return F(ts, "error", ["Reconciliation failed after ", V(godur(rng.lognormvariate(0, 1))), ", next try in ",
                               V(rng.choice(["10m0s", "5m0s"]))], "Kustomization", ns, n,
                 {"revision": V(gitrev()),
                  "error": S(["Deployment/", V(tns), "/", V(app), " dry-run failed (Invalid): Deployment.apps \"", V(app),
                              "\" is invalid: spec.template.spec.containers[0].image: Required value"])})

    def ks_health(rng, ts):
        ns, n = K()
        tns, app = w.deploy(rng)
        return F(ts, "error", ["health check failed after ", V(godur(rng.uniform(300, 301))),
                               ": timeout waiting for: [Deployment/", V(tns), "/", V(app), " status: 'InProgress']"],
                 "Kustomization", ns, n, {"revision": V(gitrev())})

    def ks_deps(rng, ts):
        ns, n = K()
        dep = rng.choice(["infra-controllers", "infra-configs", "monitoring"])
        return F(ts, "info", ["dependencies do not meet ready condition (dependency '", V(f"flux-system/{dep}"),
                              "' is not ready), retrying in ", V("30s")], "Kustomization", ns, n)

    def hr_msg(msg_fn, level="info"):
        def f(rng, ts):
            h = H()
            return F(ts, level, msg_fn(h), "HelmRelease", h[0], h[1])
        return f

    def hrel(h):
        return f"{h[0]}/{h[1]}"

    def img_scan(rng, ts):
        ns, img = "flux-system", zp(rng, IMAGES)
        return F(ts, "info", ["successful scan: found ", V(rng.randint(3, 400)), " tags"], "ImageRepository", ns,
                 img.rsplit("/", 1)[1])

    def img_notags(rng, ts):
        img = zp(rng, IMAGES)
        return F(ts, "info", ["no new tags found, next scan in ", V(rng.choice(["5m0s", "1m0s", "10m0s"]))],
                 "ImageRepository", "flux-system", img.rsplit("/", 1)[1])

    def img_policy(rng, ts):
        img = zp(rng, IMAGES)
        return F(ts, "info", ["Latest image tag for '", V(img), "' resolved to ",
                              V(f"{rng.randint(1, 4)}.{rng.randint(0, 30)}.{rng.randint(0, 12)}")],
                 "ImagePolicy", "flux-system", img.rsplit("/", 1)[1])

    def img_updated(rng, ts):
        img = zp(rng, IMAGES)
        a, b = rng.randint(0, 30), rng.randint(0, 12)
        return F(ts, "info", ["Latest image tag for '", V(img), "' updated from ", V(f"1.{a}.{b}"), " to ",
                              V(f"1.{a}.{b + 1}")], "ImagePolicy", "flux-system", img.rsplit("/", 1)[1])

    def iua(msg_fn):
        def f(rng, ts):
            return F(ts, "info", msg_fn(), "ImageUpdateAutomation", "flux-system", rng.choice(["flux-system", "apps", "images"]))
        return f

    def starting(rng, ts):
        kind = "Kustomization"
        ctrl, grp = FLUX_KINDS[kind]
        d = {"level": "info", "ts": V(iso_ms(ts)), "msg": "Starting workers", "controller": ctrl,
             "controllerGroup": grp, "controllerKind": kind, "worker count": V(rng.choice([4, 10, 20]))}
        a, b = render_json(d)
        return a, b, "INFO"

    def lease(rng, ts):
        d = {"level": "info", "ts": V(iso_ms(ts)), "logger": "leader-election",
             "msg": S(["successfully acquired lease ", V(f"flux-system/{rng.choice(['kustomize-controller', 'source-controller', 'helm-controller'])}-leader-election")])}
        a, b = render_json(d)
        return a, b, "INFO"

    specs = [
        (3, git_stored), (10, git_nochange), (8, uptodate("GitRepository")),
        (0.3, git_err("authentication required")), (0, git_err("context deadline exceeded")),
        (2, hrepo_index), (6, uptodate("HelmRepository")), (0, hrepo_err),
        (2, chart("pulled")), (0.5, chart("packaged")), (3, uptodate("HelmChart")), (0.5, oci_stored),
        (8, ssa), (0.3, ssa_defs), (0.3, gc), (8, ks_done), (0, ks_failed), (0, ks_health), (1, ks_deps),
        (4, hr_msg(lambda h: "release in-sync with desired state")),
        (2, hr_msg(lambda h: "release reconciliation succeeded")),
        (1, hr_msg(lambda h: ["Helm upgrade succeeded for release ", V(f"{hrel(h)}.v{rng.randint(2, 90)}"),
                              " with chart ", V(f"{h[1]}@{chart_ver[h]}")])),
        (0, hr_msg(lambda h: ["Helm install succeeded for release ", V(f"{hrel(h)}.v1"), " with chart ",
                              V(f"{h[1]}@{chart_ver[h]}")])),
        (0, hr_msg(lambda h: ["Helm upgrade failed for release ", V(hrel(h)), " with chart ",
                              V(f"{h[1]}@{chart_ver[h]}"), ": context deadline exceeded"], "error")),
        (0, hr_msg(lambda h: ["Helm rollback to previous release ", V(f"{hrel(h)}.v{rng.randint(2, 90)}"),
                              " with chart ", V(f"{h[1]}@{chart_ver[h]}"), " succeeded"])),
        (1, img_scan), (2, img_notags), (1, img_policy), (0.2, img_updated),
        (1.5, iua(lambda: "no updates made")),
        (0, iua(lambda: ["pushed commit '", V(hexs(rng, 7)), "' to branch '", V(branch), "'"])),
        (0, starting), (0, lease),
    ]
    return _gen(rng, specs, mean_gap=3.0)


# --------------------------------------------------------------------------------------
# 6. cert-manager controller (klog)
# --------------------------------------------------------------------------------------

def make_certmanager_klog(rng: random.Random) -> list[dict[str, str]]:
    w = World(rng)
    certs = []
    for ns, app in w.deploys:
        dom = zp(rng, DOMAINS, 0.8)
        certs.append((ns, rng.choice([f"{app}-tls", f"{app}-cert", f"{app}-ingress-tls"]), f"{app}.{dom}"))
    for d in DOMAINS[:4]:
        certs.append((rng.choice(["ingress-nginx", "gateway", "istio-system"]), f"wildcard-{d.replace('.', '-')}-tls", f"*.{d}"))
    rng.shuffle(certs)
    issuers = ["letsencrypt-prod", "letsencrypt-staging", "internal-ca", "vault-issuer", "selfsigned"]

    def C():
        return zp(rng, certs, 0.8)

    def crname(n):
        return f"{n}-{rng.randint(1, 60)}"

    def rs(name, ns, kind):
        return [("resource_name", V(name)), ("resource_namespace", V(ns)), ("resource_kind", kind),
                ("resource_version", "v1")]

    def optimistic(logger, res, fileline="controller.go:162"):
        def f(rng, ts):
            ns, n, _ = C()
            name = n if res == "certificates" else crname(n)
            return klog_s("I", ts, fileline, "re-queuing item due to optimistic locking on resource", [
                ("logger", f"cert-manager.{logger}"), ("key", V(f"{ns}/{name}")),
                ("error", ["Operation cannot be fulfilled on " + res + ".cert-manager.io \"", V(name),
                           "\": the object has been modified; please apply your changes to the latest version and try again"])])
        return f

    def reissue(reason, msg_fn):
        def f(rng, ts):
            ns, n, _ = C()
            return klog_s("I", ts, "trigger_controller.go:215", "Certificate must be re-issued", [
                ("logger", "cert-manager.certificates-trigger"), ("key", V(f"{ns}/{n}")),
                ("reason", reason), ("message", msg_fn(ts))])
        return f

    def cond(kind, ctype, fileline):
        def f(rng, ts):
            _, n, _ = C()
            name = n if kind == "Certificate" else crname(n)
            return klog_u("I", ts, fileline, f"Setting lastTransitionTime for {kind} \"", V(name),
                          f"\" condition \"{ctype}\" to ", V(go_utc(ts, nano=True) + f" m=+{rng.uniform(100, 900000):.9f}"))
        return f

    def status_change(a, b):
        def f(rng, ts):
            _, n, _ = C()
            return klog_u("I", ts, "conditions.go:192", "Found status change for Certificate \"", V(n),
                          f"\" condition \"Ready\": \"{a}\" -> \"{b}\"; setting lastTransitionTime to ",
                          V(go_utc(ts, nano=True) + f" m=+{rng.uniform(100, 900000):.9f}"))
        return f

    def acme_sign(msg, fileline):
        def f(rng, ts):
            ns, n, _ = C()
            cr = crname(n)
            return klog_s("I", ts, fileline, msg, [("logger", "cert-manager.certificaterequests-issuer-acme.sign")]
                          + rs(cr, ns, "CertificateRequest")
                          + [("related_resource_name", V(f"{cr}-{rng.randint(10 ** 8, 4 * 10 ** 9)}")),
                             ("related_resource_namespace", V(ns)), ("related_resource_kind", "Order"),
                             ("related_resource_version", "v1")])
        return f

    def keyed(msg, logger, fileline):
        def f(rng, ts):
            ns, n, _ = C()
            return klog_s("I", ts, fileline, msg, [("logger", f"cert-manager.{logger}"), ("key", V(f"{ns}/{n}"))])
        return f

    def ca_issued(rng, ts):
        ns, n, _ = C()
        return klog_s("I", ts, "sign.go:128", "certificate issued", [("logger", "cert-manager.certificaterequests-issuer-ca.sign")]
                      + rs(crname(n), ns, "CertificateRequest")
                      + [("related_resource_name", V(rng.choice(["internal-ca-keypair", "root-ca-secret"]))),
                         ("related_resource_namespace", V("cert-manager")), ("related_resource_kind", "Secret"),
                         ("related_resource_version", "v1")])

    def chal_name(n):
        return f"{crname(n)}-{rng.randint(10 ** 8, 4 * 10 ** 9)}-{rng.randint(10 ** 8, 4 * 10 ** 9)}"

    def prop_dns(rng, ts):
        ns, n, dom = C()
        fq = dom.replace("*.", "")
        return klog_s("E", ts, "sync.go:190", "propagation check failed", [
            ("err", ["DNS record for \"", V(fq), "\" not yet propagated"]),
            ("logger", "cert-manager.challenges")] + rs(chal_name(n), ns, "Challenge")
            + [("dnsName", V(fq)), ("type", "DNS-01")])

    def prop_http(rng, ts):
        ns, n, dom = C()
        return klog_s("E", ts, "sync.go:190", "propagation check failed", [
            ("err", ["wrong status code '", V(404), "', expected '", V(200), "'"]),
            ("logger", "cert-manager.challenges")] + rs(chal_name(n), ns, "Challenge")
            + [("dnsName", V(dom)), ("type", "HTTP-01")])

    def chal_sched(rng, ts):
        ns, n, dom = C()
        return klog_s("I", ts, "scheduler.go:109", "Challenge scheduled for processing", [
            ("logger", "cert-manager.challenges-scheduler")] + rs(chal_name(n), ns, "Challenge")
            + [("dnsName", V(dom.replace("*.", ""))), ("type", "DNS-01" if dom.startswith("*") else "HTTP-01")])

    def order_done(rng, ts):
        ns, n, _ = C()
        return klog_s("I", ts, "sync.go:97", "Order has already been completed, cleaning up any owned Challenge resources",
                      [("logger", "cert-manager.orders")] + rs(f"{crname(n)}-{rng.randint(10 ** 8, 4 * 10 ** 9)}", ns, "Order"))

    def acct(rng, ts):
        iss = rng.choice(issuers[:2])
        return klog_s("I", ts, "setup.go:225", "skipping re-verifying ACME account as cached registration details look sufficient", [
            ("logger", "cert-manager.clusterissuers"), ("resource_name", V(iss)), ("resource_namespace", ""),
            ("resource_kind", "ClusterIssuer"), ("resource_version", "v1"),
            ("related_resource_name", V(f"{iss}-account-key")), ("related_resource_namespace", V("cert-manager")),
            ("related_resource_kind", "Secret")])

    def requeue_err(rng, ts):
        ns, n, _ = C()
        return klog_s("E", ts, "controller.go:167", "re-queuing item due to error processing", [
            ("err", ["secret \"", V(n), "\" not found"]),
            ("logger", "cert-manager.certificates-readiness"), ("key", V(f"{ns}/{n}"))])

    def rate_limit(rng, ts):
        ns, n, dom = C()
        return klog_s("E", ts, "sync.go:290", "failed to create Order resource due to bad request, marking Order as failed", [
            ("err", ["429 urn:ietf:params:acme:error:rateLimited: Error creating new order :: too many certificates (",
                     V(5), ") already issued for this exact set of domains in the last ", V(168), " hours: ", V(dom),
                     ", retry after ", V(go_utc(ts + timedelta(hours=rng.randint(2, 160))).replace(" +0000 UTC", " UTC")),
                     ": see https://letsencrypt.org/docs/rate-limits/#new-orders-per-account"]),
            ("logger", "cert-manager.certificaterequests-issuer-acme.sign")] + rs(crname(n), ns, "CertificateRequest"))

    def lease_ok(rng, ts):
        return klog_u("I", ts, "leaderelection.go:260", "successfully acquired lease ", V("kube-system/cert-manager-controller"))

    def lease_err(rng, ts):
        return klog_u("E", ts, "leaderelection.go:332", "error retrieving resource lock ",
                      V("kube-system/cert-manager-controller"), ": Get \"",
                      V("https://10.96.0.1:443/apis/coordination.k8s.io/v1/namespaces/kube-system/leases/cert-manager-controller?timeout=5s"),
                      "\": context deadline exceeded")

    def watch_w(rng, ts):
        return klog_u("W", ts, "reflector.go:539", V("k8s.io/client-go@v0.29.0/tools/cache/reflector.go:229"),
                      ": watch of ", V(rng.choice(["*v1.Secret", "*v1.Certificate", "*v1.Ingress"])),
                      " ended with: an error on the server (\"unable to decode an event from the watch stream: http2: client connection lost\") has prevented the request from succeeding")

    specs = [
        (4, optimistic("certificates-trigger", "certificates")),
        (2, optimistic("certificates-readiness", "certificates")),
        (1, optimistic("certificaterequests-issuer-acme", "certificaterequests")),
        (3, reissue("Renewing", lambda ts: ["Renewing certificate as renewal was scheduled at ",
                                            V(go_utc(ts - timedelta(minutes=rng.randint(0, 600))))])),
        (1.5, reissue("DoesNotExist", lambda ts: "Issuing certificate as Secret does not exist")),
        (0, reissue("IncorrectIssuer", lambda ts: ["Issuing certificate as Secret was previously issued by \"",
                                                    V(f"Issuer.cert-manager.io/{rng.choice(issuers)}"), "\""])),
        (0.3, reissue("SecretMismatch", lambda ts: "Issuing certificate as Secret's private key does not match the certificate")),
        (3, cond("Certificate", "Issuing", "conditions.go:203")), (3, cond("Certificate", "Ready", "conditions.go:203")),
        (2, cond("CertificateRequest", "Approved", "conditions.go:263")),
        (2, cond("CertificateRequest", "Ready", "conditions.go:263")),
        (2, status_change("False", "True")), (0.3, status_change("True", "False")),
        (1.5, acme_sign("certificate issued", "acme.go:236")),
        (1, acme_sign("acme Order resource is not in a ready state, waiting...", "acme.go:192")),
        (0.8, acme_sign("created Order resource", "acme.go:147")),
        (0.8, keyed("issuing certificate", "certificates-issuing", "issuing_controller.go:258")),
        (1, keyed("Created new CertificateRequest resource", "certificates-request-manager", "requestmanager_controller.go:323")),
        (0.8, ca_issued),
        (0.8, prop_dns), (0, prop_http), (0.5, chal_sched), (0.5, order_done), (1, acct),
        (0, requeue_err), (0, rate_limit), (0, lease_ok), (0, lease_err), (0, watch_w),
    ]
    return _gen(rng, specs, mean_gap=4.0)


FORMATS: list[tuple[str, Callable[[random.Random], list[dict[str, str]]]]] = [
    ("k8s_audit", make_k8s_audit),
    ("argocd", make_argocd),
    ("istio_pilot", make_istio_pilot),
    ("cilium_agent", make_cilium_agent),
    ("flux_json", make_flux_json),
    ("certmanager_klog", make_certmanager_klog),
]


if __name__ == "__main__":
    ABN = {"WARN", "ERROR", "FATAL"}
    OKLV = {"DEBUG", "INFO", "WARN", "ERROR", "FATAL", "-"}
    for fname, make in FORMATS:
        for seed in (0, 1):
            rows = make(random.Random(seed))
            again = make(random.Random(seed))
            assert rows == again, f"{fname}: not deterministic"
            assert len(rows) == 2000, (fname, len(rows))
            for r in rows:
                assert set(r) == {"line", "template", "level"}, r
                assert "\n" not in r["line"] and "\r" not in r["line"], r["line"]
                assert r["level"] in OKLV, r
            tmpls = {r["template"] for r in rows}
            lvl_by_t: dict[str, set] = {}
            for r in rows:
                lvl_by_t.setdefault(r["template"], set()).add(r["level"])
            assert all(len(v) == 1 for v in lvl_by_t.values()), f"{fname}: template with mixed levels"
            if fname in ("k8s_audit", "flux_json"):
                for r in rows:
                    json.loads(r["line"])
            for r in rows:  # the template must describe its own line
                rx = "(.*?)".join(re.escape(x) for x in r["template"].split(STAR))
                assert re.fullmatch(rx, r["line"], re.S), (fname, r)
            abn = {t for t, lv in lvl_by_t.items() if lv & ABN}
            counts: dict[str, int] = {}
            for r in rows:
                counts[r["template"]] = counts.get(r["template"], 0) + 1
            rare = sum(1 for c in counts.values() if c <= 3)
            print(f"== {fname} seed={seed}: templates={len(tmpls)} abnormal={len(abn)} rare(<=3)={rare}")
            if seed == 0:
                for r in random.Random(7).sample(rows, 3):
                    print("   ", r["line"][:400])
    print("OK")
