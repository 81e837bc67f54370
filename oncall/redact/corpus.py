"""Corpora that measure the redaction rules: benign log lines that must come out unchanged, and
secrets in every form the rules promise to catch, each with the value that must disappear.

The benign lines are seeded generators in the formats real systems write (syslog, Java/HDFS,
Apache and nginx access logs, JSON, logfmt, Kubernetes, with request ids, UUIDs, hashes,
base64 blobs that are not secrets, URLs without passwords, and prose that names passwords and
tokens without holding one). The secrets are fake values in the shapes the issuers use, put in
the places they turn up (headers, DSNs, env dumps, JSON and YAML config, stack traces).
"""

from __future__ import annotations

import base64
import hashlib
import random
import string
from collections.abc import Callable
from dataclasses import dataclass

_WORDS = ("alpha", "bravo", "cedar", "delta", "ember", "falcon", "garnet", "harbor", "indigo",
          "juniper", "kestrel", "lumen", "maple", "nimbus", "onyx", "pine", "quartz", "raven")
_A = string.ascii_letters + string.digits


def _s(rng: random.Random, n: int, chars: str = _A) -> str:
    return "".join(rng.choice(chars) for _ in range(n))


def _uuid(rng: random.Random) -> str:
    h = _s(rng, 32, "0123456789abcdef")
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def _ip(rng: random.Random) -> str:
    return ".".join(str(rng.randint(1, 254)) for _ in range(4))


def _ts(rng: random.Random) -> str:
    return (f"2026-12-{rng.randint(1, 28):02d}T{rng.randint(0, 23):02d}:"
            f"{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}.{rng.randint(0, 999):03d}Z")


def _path(rng: random.Random) -> str:
    return "/" + "/".join(rng.sample(_WORDS, rng.randint(1, 3)))


Line = Callable[[random.Random], str]

BENIGN: dict[str, tuple[Line, ...]] = {
    "syslog": (
        lambda r: f"Dec {r.randint(1, 28):2d} 0{r.randint(0, 9)}:1{r.randint(0, 9)}:22 "
                  f"host-{r.randint(1, 99)} sshd[{r.randint(100, 99999)}]: Accepted publickey "
                  f"for {r.choice(_WORDS)} from {_ip(r)} port {r.randint(1024, 65535)} ssh2: "
                  f"RSA SHA256:{_s(r, 43, _A + '+/')}",
        lambda r: f"Dec {r.randint(1, 28):2d} 03:14:07 host-{r.randint(1, 99)} "
                  f"sshd[{r.randint(100, 9999)}]: "
                  f"Failed password for invalid user {r.choice(_WORDS)} from {_ip(r)} port "
                  f"{r.randint(1024, 65535)} ssh2",
        lambda r: f"Dec {r.randint(1, 28):2d} 03:14:07 host-{r.randint(1, 9)} sudo: "
                  f"pam_unix(sudo:auth): "
                  f"authentication failure; logname={r.choice(_WORDS)} uid={r.randint(0, 999)} "
                  f"euid=0 tty=/dev/pts/{r.randint(0, 9)} ruser= rhost=  user={r.choice(_WORDS)}",
        lambda r: f"Dec {r.randint(1, 28):2d} 04:00:01 host-{r.randint(1, 9)} kernel: "
                  f"[{r.randint(1, 99999)}.{r.randint(0, 999999):06d}] EXT4-fs "
                  f"(sda{r.randint(1, 4)}): "
                  "mounted filesystem with ordered data mode",
        lambda r: f"Dec {r.randint(1, 28):2d} 04:00:01 host-1 systemd[1]: Started Session "
                  f"{r.randint(1, 9999)} of user {r.choice(_WORDS)}.",
    ),
    "java_hdfs": (
        lambda r: f"081109 {r.randint(100000, 235959)} {r.randint(1, 999)} INFO "
                  f"dfs.DataNode$PacketResponder: "
                  f"PacketResponder {r.randint(0, 2)} for block "
                  f"blk_{r.randint(-10**18, 10**18)} terminating",
        lambda r: f"081109 {r.randint(100000, 235959)} {r.randint(1, 999)} INFO "
                  f"dfs.FSNamesystem: BLOCK* "
                  f"NameSystem.addStoredBlock: blockMap updated: {_ip(r)}:50010 is added to "
                  f"blk_{r.randint(10**17, 10**18)} size {r.randint(1, 10**8)}",
        lambda r: f"{_ts(r)} ERROR [main] c.e.o.TokenService - token refresh failed for client "
                  f"{r.choice(_WORDS)}: upstream answered 503 after {r.randint(1, 999)}ms",
        lambda r: f"{_ts(r)} WARN  [pool-{r.randint(1, 9)}-thread-{r.randint(1, 99)}] "
                  "o.a.k.c.NetworkClient - Connection to node -1 could not be established",
        lambda r: "\tat com.example.auth.PasswordEncoder.matches(PasswordEncoder.java:"
                  f"{r.randint(10, 400)})",
        lambda r: f"{_ts(r)} INFO  [http-nio-8080-exec-{r.randint(1, 9)}] c.e.Login - password "
                  f"reset requested for user {r.choice(_WORDS)}@example.com",
        lambda r: f"{_ts(r)} ERROR [main] c.e.Auth - invalid token: expired "
                  f"{r.randint(1, 99)} s ago (kid {_s(r, 8, '0123456789abcdef')})",
    ),
    "apache_nginx": (
        lambda r: f'{_ip(r)} - - [10/Oct/2026:13:55:{r.randint(10, 59)} +0000] "GET '
                  f'{_path(r)}?page={r.randint(1, 9)}&sort=asc HTTP/1.1" '
                  f'{r.choice((200, 304, 404))} '
                  f'{r.randint(100, 99999)} "https://www.example.com{_path(r)}" "Mozilla/5.0 '
                  '(X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 '
                  'Safari/537.36"',
        lambda r: f'{_ip(r)} - {r.choice(_WORDS)} [10/Oct/2026:13:55:36 +0000] "POST /api/v1/login '
                  f'HTTP/2.0" 401 {r.randint(10, 999)} "-" "curl/8.4.0" rt={r.random():.3f}',
        lambda r: f'{_ts(r)} [error] {r.randint(1, 9999)}#0: *{r.randint(1, 99999)} '
                  f'upstream timed out '
                  f'(110: Connection timed out) while reading response header from upstream, '
                  f'client: {_ip(r)}, server: api.example.com, request: "GET {_path(r)} HTTP/1.1", '
                  f'upstream: "http://{_ip(r)}:8080{_path(r)}", host: "api.example.com"',
        lambda r: f'{_ip(r)} - - [10/Oct/2026:13:55:36 +0000] "GET '
                  f'/oauth/authorize?response_type=code'
                  f'&client_id={r.choice(_WORDS)}&redirect_uri=https%3A%2F%2Fapp.example.com%2Fcb '
                  'HTTP/1.1" 302 0',
    ),
    "json": (
        lambda r: f'{{"ts":"{_ts(r)}","level":"info","msg":"request done",'
                  f'"request_id":"{_uuid(r)}",'
                  f'"status":200,"duration_ms":{r.randint(1, 999)},"path":"{_path(r)}"}}',
        lambda r: f'{{"time":"{_ts(r)}","level":"warn","msg":"token bucket low","tokens":'
                  f'{r.randint(0, 50)},"max_tokens":100,"token_count":{r.randint(1, 9)}}}',
        lambda r: f'{{"level":"info","event":"login","user":"{r.choice(_WORDS)}",'
                  '"password_set":true,'
                  f'"mfa":"totp","sha256":"{hashlib.sha256(r.randbytes(8)).hexdigest()}"}}',
        lambda r: f'{{"level":"error","msg":"validation failed","errors":["password: too short",'
                  f'"email: invalid"],"trace_id":"{_s(r, 32, "0123456789abcdef")}"}}',
        lambda r: f'{{"msg":"cache put","key":"user:{r.randint(1, 99999)}","cache_key":"'
                  f'{_s(r, 40, "0123456789abcdef")}","ttl":300}}',
    ),
    "logfmt": (
        lambda r: f'ts={_ts(r)} level=info msg="request finished" method=GET path={_path(r)} '
                  f'status=200 duration={r.randint(1, 900)}ms request_id={_uuid(r)}',
        lambda r: f'ts={_ts(r)} level=debug caller=client.go:{r.randint(10, 400)} msg="using '
                  f'credentials from env" secret_env=DB_PASSWORD token_type=Bearer page_token= '
                  f'next_page_token={_s(r, 20)}',
        lambda r: f'level=info msg="llm call" prompt_tokens={r.randint(100, 9999)} '
                  f'completion_tokens={r.randint(1, 999)} max_tokens=1024',
        lambda r: f'level=warn msg="password policy" min_length=12 password_expired=false '
                  f'user={r.choice(_WORDS)}',
    ),
    "kubernetes": (
        lambda r: f"{_ts(r)} stdout F I1210 08:46:01.856{r.randint(100, 999)} "
                  f"{r.randint(1, 99)} reflector.go:{r.randint(100, 999)}] Listing and watching "
                  "*v1.Secret from k8s.io/client-go/informers/factory.go:150",
        lambda r: f"Normal  Pulled  pod/{r.choice(_WORDS)}-{_s(r, 10, '0123456789abcdef')}-"
                  f"{_s(r, 5, string.ascii_lowercase)}  Successfully pulled image "
                  f"\"registry.example.com/{r.choice(_WORDS)}@sha256:{hashlib.sha256(r.randbytes(8)).hexdigest()}\"",
        lambda r: f"Warning  FailedMount  pod/{r.choice(_WORDS)}-0  MountVolume.SetUp failed for "
                  f"volume \"{r.choice(_WORDS)}-token-{_s(r, 5, string.ascii_lowercase)}\" "
                  f": secret "
                  f"\"{r.choice(_WORDS)}-tls\" not found",
        lambda r: f"Normal  ScalingReplicaSet  deployment/{r.choice(_WORDS)}  Scaled up "
                  f"replica set "
                  f"{r.choice(_WORDS)}-{_s(r, 9, '0123456789abcdef')} to {r.randint(1, 9)}",
    ),
    "ids_and_blobs": (
        lambda r: f"request {_uuid(r)} trace {_s(r, 32, '0123456789abcdef')} span "
                  f"{_s(r, 16, '0123456789abcdef')} done",
        lambda r: f"commit {hashlib.sha1(r.randbytes(8)).hexdigest()} deployed; artifact sha256 "
                  f"{hashlib.sha256(r.randbytes(8)).hexdigest()}",
        lambda r: f"payload={base64.b64encode(r.randbytes(r.randint(12, 60))).decode()} "
                  f"encoding=base64 size={r.randint(1, 999)}",
        lambda r: f"etag=\"{base64.b64encode(r.randbytes(16)).decode()}\" "
                  f"content-md5={base64.b64encode(hashlib.md5(r.randbytes(4)).digest()).decode()}",
        lambda r: f"fetched https://cdn.example.com/{r.choice(_WORDS)}/{_uuid(r)}.png in "
                  f"{r.randint(1, 99)}ms from s3://bucket-{r.choice(_WORDS)}/{_s(r, 12)}",
        lambda r: f"connecting to postgres://{r.choice(_WORDS)}-db.internal:5432/{r.choice(_WORDS)}"
                  f"?sslmode=require and redis://cache-{r.randint(1, 9)}:6379/0",
        lambda r: f"git clone "
                  f"https://github.com/example/{r.choice(_WORDS)}.git@v{r.randint(1, 9)}.0 "
                  f"and ssh://git@gitlab.example.com:2222/{r.choice(_WORDS)}.git",
        lambda r: "Basic authentication failed for realm \"admin\"; Bearer token required "
                  f"(error=\"invalid_token\", attempt {r.randint(1, 9)})",
        lambda r: f"order ord-{r.randint(10**7, 10**8)} session "
                  f"sess-{_s(r, 12, '0123456789abcdef')} "
                  f"user u-{r.randint(10**6, 10**7)} sku SKU-{r.randint(10**5, 10**6)}",
        lambda r: f"AWS region us-east-{r.randint(1, 2)} bucket arn:aws:s3:::{r.choice(_WORDS)}-"
                  f"{r.randint(1, 999)} role arn:aws:iam::{r.randint(10**11, 10**12)}:role/"
                  f"{r.choice(_WORDS)}",
    ),
    "java_android": (
        lambda r: f"D/Ime: token=Token{{{_s(r, 7, '0123456789abcdef')} "
                  f"mToken=android.os.BinderProxy@{_s(r, 6, '0123456789abcdef')}}}",
        lambda r: f"I/WindowManager: mSession=com.android.server.wm.Session@"
                  f"{_s(r, 7, '0123456789abcdef')} token=android.view.ViewRootImpl$W@"
                  f"{_s(r, 7, '0123456789abcdef')}",
        lambda r: f"{_ts(r)} DEBUG o.a.c.session - session=org.apache.catalina.session."
                  f"StandardSession@{_s(r, 8, '0123456789abcdef')} secret=javax.crypto.spec."
                  f"SecretKeySpec@{_s(r, 5, '0123456789abcdef')}",
        lambda r: f"{_ts(r)} WARN c.e.KeyStore - key=sun.security.rsa.RSAPrivateCrtKeyImpl@"
                  f"{_s(r, 6, '0123456789abcdef')} not exportable",
    ),
    "config_references": (
        lambda r: f"ENV {r.choice(('DB_PASSWORD_FILE', 'API_TOKEN_PATH', 'SECRET_NAME'))} "
                  f"/run/secrets/{r.choice(_WORDS)}",
        lambda r: f"<passwordPolicy>{r.choice(('strict', 'lenient'))}</passwordPolicy> "
                  f"<tokenTtl>{r.randint(60, 3600)}</tokenTtl>",
        lambda r: f'{{"name":"DB_PASSWORD","valueFrom":{{"secretKeyRef":{{"name":'
                  f'"{r.choice(_WORDS)}-db","key":"password"}}}}}}',
        lambda r: f"password: ${{{r.choice(('DB_PASSWORD', 'PGPASSWORD'))}}} token: "
                  f"{{{{ .Values.{r.choice(_WORDS)}.token }}}}",
        lambda r: f"GET https://registry.npmjs.org:443/@{r.choice(_WORDS)}/core 200 and "
                  f"http://{r.choice(_WORDS)}.internal:8080/users/@me 200",
        lambda r: f"Authorization header missing for {_path(r)}; Bearer token required "
                  f"(attempt {r.randint(1, 9)})",
        lambda r: f'resource "aws_db_instance" "{r.choice(_WORDS)}" {{ password = '
                  f'var.db_password, username = "{r.choice(_WORDS)}" }}',
    ),
}
"""Format -> generators of lines that hold no secret (the rules must leave them untouched)."""


def benign(lines_per_format: int = 300, seed: int = 0) -> dict[str, list[str]]:
    """Seeded benign lines per format."""
    rng = random.Random(seed)
    return {name: [rng.choice(gens)(rng) for _ in range(lines_per_format)]
            for name, gens in BENIGN.items()}


@dataclass(frozen=True, slots=True)
class Planted:
    rule: str
    """The rule expected to catch it."""
    line: str
    value: str
    """What must not survive redaction."""


def secrets(seed: int = 0, per_form: int = 5) -> list[Planted]:
    """Fake secrets in every form the default rules cover, `per_form` of each."""
    rng = random.Random(seed)
    out: list[Planted] = []

    def add(rule: str, value: str, *lines: str) -> None:
        out.extend(Planted(rule, line.replace("§", value), value) for line in lines)

    up = string.ascii_uppercase + string.digits
    for _ in range(per_form):
        add("aws_key", "AKIA" + _s(rng, 16, up), "using key §", '{"AccessKeyId": "§"}',
            "aws_access_key_id = §")
        secret = _s(rng, 18) + "/" + _s(rng, 10) + "+" + _s(rng, 10)
        add("aws_secret", secret, "aws_secret_access_key=§", '"SecretAccessKey": "§"',
            "AWS_SECRET_ACCESS_KEY: §", f"creds AKIA{_s(rng, 16, up)} §")
        header = base64.urlsafe_b64encode(b'{"alg":"RS256","kid":"k1"}').decode().rstrip("=")
        body = base64.urlsafe_b64encode(
            f'{{"sub":"{_s(rng, 8)}","exp":{rng.randint(10**9, 2 * 10**9)}}}'.encode()
        ).decode().rstrip("=")
        jwt = f"{header}.{body}.{_s(rng, 43, _A + '-_')}"
        add("jwt", jwt, "Authorization: Bearer §", "id_token=§ issued", '{"jwt":"§"}')
        add("auth_header", _s(rng, 32, _A + "-._~"), "Authorization: Bearer §",
            "curl -H 'authorization: bearer §'")
        add("auth_header", base64.b64encode(f"{_s(rng, 6)}:{_s(rng, 12)}".encode()).decode(),
            "Authorization: Basic §", "proxy sent Basic § upstream")
        pw = _s(rng, 12, _A + "!%*")
        add("url_password", pw, f"postgres://{_s(rng, 6).lower()}:§@db.internal:5432/app",
            "mongodb+srv://admin:§@cluster0.example.net/test", "amqp://guest:§@rabbit:5672/",
            "https://deploy:§@registry.example.com/v2/")
        key = base64.b64encode(rng.randbytes(96)).decode()
        body64 = "\n".join(key[i:i + 64] for i in range(0, len(key), 64))
        for kind in ("RSA PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY", "OPENSSH PRIVATE KEY",
                     "ENCRYPTED PRIVATE KEY"):
            add("private_key", key[:40], f"-----BEGIN {kind}-----\n{body64}\n-----END {kind}-----",
                f"key: -----BEGIN {kind}----- {key} -----END {kind}-----")
        add("private_key", key[:40], f"truncated: -----BEGIN RSA PRIVATE KEY-----\\n{key[:60]}")
        add("github_token", "ghp_" + _s(rng, 36), "GITHUB_TOKEN=§", "token § pushed")
        add("github_token", "github_pat_" + _s(rng, 22) + "_" + _s(rng, 59), "using §")
        add("github_token", "ghs_" + _s(rng, 36), "app installation token §")
        add("gitlab_token", "glpat-" + _s(rng, 20, _A + "_-"), "PRIVATE-TOKEN: §", "mirror §")
        add("slack_token", f"xoxb-{_s(rng, 12, string.digits)}-{_s(rng, 13, string.digits)}-"
            f"{_s(rng, 24)}", "bot §", "SLACK_BOT_TOKEN=§")
        add("slack_token", f"xoxp-{_s(rng, 12, string.digits)}-{_s(rng, 12, string.digits)}-"
            f"{_s(rng, 13, string.digits)}-{_s(rng, 32, '0123456789abcdef')}", "user §")
        add("slack_webhook", f"services/T{_s(rng, 8, up)}/B{_s(rng, 10, up)}/{_s(rng, 24)}",
            "posting to https://hooks.slack.com/§")
        add("stripe_key", "sk_live_" + _s(rng, 24), "stripe key §", "STRIPE_SECRET_KEY=§")
        add("stripe_key", "rk_test_" + _s(rng, 24), "restricted §")
        add("stripe_key", "whsec_" + _s(rng, 32), "webhook secret §")
        add("google_api_key", "AIza" + _s(rng, 35, _A + "-_"), "maps key=§", "?key=§&q=x")
        # A password may be anything a person types, a plain word included; a token or an API
        # key is what a machine issues: long and random.
        word = rng.choice(_WORDS) + rng.choice(("", "!", str(rng.randint(1, 99))))
        value = _s(rng, rng.randint(8, 20), _A + "!@#%^*")
        for v in (word, value):
            add("secret_value", v, "password=§", "db_password: §", '{"password": "§"}',
                "PGPASSWORD='§' psql", "client_secret=§&grant_type=client_credentials",
                "ROOT_PASSWORD=§", "secret: §", '{\\"password\\":\\"§\\"}',
                "passphrase => §")
        token = _s(rng, rng.randint(20, 40), _A + "-_")
        add("secret_value", token, '"api_key":"§"', "X-Api-Key: §", "access_token=§",
            "auth_token => §", "token: §", "?apikey=§&q=1")
        # Config-file forms a deployment leaks: Dockerfile, XML, env files, Kubernetes
        # manifests and Secrets, Terraform, INI; names with a suffix after the keyword.
        for v in (word, value):
            add("secret_value", v, 'ENV CLIENT_SECRET "§"', "ENV DB_PASSWORD §",
                "ARG NPM_TOKEN=§", "<password>§</password>", "<db.password>§</db.password>",
                '<add key="ConnectionPassword" value="§"/>',
                '{"name":"DB_PASSWORD","value":"§"}', "- name: API_TOKEN\n  value: §",
                'password = "§"', "SECRET_KEY_BASE=§", "export API_KEY_PROD=§",
                "[database]\npassword = §")
        add("secret_value", base64.b64encode(rng.randbytes(30)).decode(),
            ".dockerconfigjson: §", "tls.key: §")
        add("url_password", "P4" + _s(rng, 4) + "/" + _s(rng, 5) + "@" + _s(rng, 3),
            "DATABASE_URL=mysql2://app:§@db:3306/app", "proxy http://squid:§@proxy:3128 up")
        add("auth_header", _s(rng, 32, _A), "authorization=Bearer%20§",
            "Authorization: token §", "Authorization: Bot §")
        add("slack_webhook", f"services/T{_s(rng, 8, up)}/B{_s(rng, 10, up)}/{_s(rng, 24)}"
            .replace("/", "\\/"), '{"webhook_url":"https:\\/\\/hooks.slack.com\\/§"}')
        add("slack_token", f"xapp-1-A{_s(rng, 10, up)}-{_s(rng, 13, string.digits)}-"
            f"{_s(rng, 64, '0123456789abcdef')}", "app-level §")
        add("private_key", key[:40], "key: '-----BEGIN RSA PRIVATE KEY-----\\nProc-Type: "
            "4,ENCRYPTED\\nDEK-Info: AES-128-CBC,3F17F5316E2BAC89\\n\\n" + key[:60])
    return out
