"""Synthetic DevOps tool logs with ground-truth templates, for testing a "log fold".

Six formats, each ``make(rng) -> list[dict]`` returning exactly 2000 rows
``{"line", "template", "level"}`` in time (output) order.  Every row comes from a
message spec: a format string whose ``{name}`` parts are variables.  The template is
the spec with each ``{name}`` replaced by ``<*>``; specs of one format never share a
template (asserted when the specs are built).  Everything is a pure function of the
``random.Random`` passed in.

General conventions used by all formats
---------------------------------------
* Every number is a variable, also inside otherwise fixed text ("Node.js 16",
  "exit code 1", "history.go:56").  A token such as ``sha256:<hex>`` or
  ``crc32:<hex>`` is a variable as a whole (it contains the number 256/32).
* Values of ``key=value`` pairs are variables as a whole, also when they rarely change
  (``aws.sdk=aws-sdk-go-v2``, ``update-interval=0s``).  Quoted values are variables
  including their quotes.  The only kv value treated as constant text is the empty
  ``diagnostic_detail=""`` in Terraform (an empty variable cannot be masked).
* Where real tools pad a *variable* to a column (ansible's recap, a gitlab-runner
  message that contains a variable) the padding spaces are counted as part of that
  variable, so the template keeps single spaces.  Padding after *constant* text is
  constant and kept verbatim in the template.
* ``level`` is only what the line itself shows: an explicit level word or marker,
  normalised (TRACE->DEBUG, WARNING->WARN, NOTICE->INFO, PANIC->FATAL).  Lines that
  print no level (most tool output) get "-", even when they report a failure.

Per format
----------
github_actions
    Raw runner job log: ``<ISO8601 with 7 fraction digits>Z <text>``.  Workflow
    commands ``##[group]``, ``##[endgroup]``, ``##[command]`` are constant markers;
    level from ``##[error]`` (ERROR), ``##[warning]`` (WARN), ``##[debug]`` (DEBUG),
    and from ``npm WARN`` inside tool output; everything else "-".  The text after
    ``##[group]Run `` / ``##[command]`` and the echoed script line (wrapped in the
    runner's ANSI cyan escape ``ESC[36;1m``, kept verbatim as constant text; its
    digits are SGR codes, not numbers) are free-text commands -> one variable.
    Test ids, package paths, commit subjects, cache keys, durations are variables;
    test outcome words (PASSED/FAILED/PASS/FAIL/ok) are constants and separate
    templates; pytest's FAILED lines carry level "-" (outcome, not log level).  The
    ``=`` bars of pytest's centred summary vary in length -> variables.

gitlab_runner
    ``journalctl -o short-iso`` of the gitlab-runner service: ``<ts> <host>
    gitlab-runner[<pid>]: <msg padded to 44 cols> key=value ...`` (keys sorted, as
    logrus does).  Message text is constant; the level comes from the runner's own
    prefix ``WARNING:``/``ERROR:``/``FATAL:``; info and debug messages print no
    prefix and get "-".  All field values (job ids, runner short tokens, URLs,
    durations, quoted error strings, ``job-status``) are variables.  Numbers inside a
    message ("exit code 1", "retried in 3s") are variables; the 44-column padding
    after such a message is counted in the last variable.

terraform_tflog
    ``TF_LOG=DEBUG``/``TRACE`` output: ``<ts ms>Z [LEVEL] <text>`` with hclog's
    5-wide level column (``[INFO]  ``).  Level from the bracket (TRACE->DEBUG).
    Provider lines: the provider logger name ``provider.terraform-provider-aws_v5.40.0_x5``
    is one variable (it embeds a version); the message before the first ``: @caller``
    is constant; every key=value value is a variable (``@module``, ``tf_rpc`` ...).
    Core lines: resource addresses, paths, pids, versions, lineages are variables;
    the planned action word (Create/Update/Delete) and Plan/Apply are constants
    (separate templates).  ``[DEBUG] using <module> <version>`` is one template
    (one log call over the dependency list).  Continuation lines of multi-line
    warnings have no timestamp and level "-".

ansible_output
    Default stdout callback of ansible-playbook (no timestamps).  Play names, task
    names (``role : name``) and handler names are constants: each banner is its own
    template, star padding to 80 columns included.  Host names, loop items, module
    messages (quoted JSON strings), rc, paths are variables.  Result words
    (ok/changed/skipping/failed/fatal, FAILED!/UNREACHABLE!) are constants.  Levels:
    ``fatal:`` -> FATAL (the line's own word), ``failed:`` and ``ERROR!`` -> ERROR,
    ``[WARNING]``/``[DEPRECATION WARNING]`` -> WARN, everything else "-".  In recap
    lines the column padding belongs to the host / counter variables.

buildkit_plain
    ``docker buildx build --progress=plain``: ``#<n> ...`` vertex lines.  The vertex
    number, the stage name and step ``i/n``, image refs, digests, sizes, durations and
    the RUN/COPY arguments are variables; the instruction keyword (FROM/RUN/COPY/
    WORKDIR), status words (DONE/CACHED/CANCELED/ERROR) and the ``[internal]``
    labels are constants.  "Dockerfile" is the default build file name and is kept
    constant.  Tool output (``#n 0.512 <text>``) has its own templates per tool
    message; levels come from ``ERROR:`` (ERROR), ``npm warn``/``WARNING:`` (WARN),
    make's ``Error <n>`` (ERROR); otherwise "-".

helm_kubectl_apply
    Output of a deploy script: ``kubectl apply``, ``helm upgrade --install --debug``,
    ``kubectl rollout status``.  Resource kinds (``deployment.apps``, ``Service``...)
    and apply actions (configured/unchanged/created) are constants, so every
    kind/action pair is a template; resource names, namespaces, counts, revisions,
    durations are variables.  Helm's ``file.go:<line>:`` prefix: file constant, line
    number variable; ``[debug]`` -> DEBUG (also for the "[debug] warning:" line).
    ``Error:``/``error:``/``Error from server`` -> ERROR, ``Warning:``/``WARNING:`` ->
    WARN, other lines "-".
"""
from __future__ import annotations

import datetime as _dt
import random
import re
import string
from typing import Callable

N_ROWS = 2000
LEVELS = {"DEBUG", "INFO", "WARN", "ERROR", "FATAL", "-"}
_VAR = re.compile(r"\{([a-z_][a-z0-9_]*)\}")


# --------------------------------------------------------------------------- helpers
def _template(fmt: str) -> str:
    return _VAR.sub("<*>", fmt)


class _Spec:
    __slots__ = ("key", "level", "fmt", "template", "pad_var", "msg")

    def __init__(self, key, level, fmt, pad_var=None, msg=None):
        assert level in LEVELS, level
        self.key, self.level, self.fmt = key, level, fmt
        self.template = _template(fmt)
        self.pad_var, self.msg = pad_var, msg


class _Specs:
    """Registry of message specs for one format; asserts unique templates."""

    def __init__(self, prefix: str = ""):
        self.prefix = prefix
        self.by_key: dict[str, _Spec] = {}
        self._tpl: dict[str, str] = {}

    def add(self, key, level, fmt, bare=False, pad_var=None, msg=None):
        full = fmt if bare else self.prefix + fmt
        spec = _Spec(key, level, full, pad_var, msg)
        assert key not in self.by_key, key
        assert spec.template not in self._tpl, (key, self._tpl.get(spec.template))
        self.by_key[key] = spec
        self._tpl[spec.template] = key
        return spec


class _Out:
    def __init__(self, specs: _Specs, n: int = N_ROWS):
        self.specs, self.n, self.rows = specs, n, []

    def full(self) -> bool:
        return len(self.rows) >= self.n

    def emit(self, _key: str, **vals) -> None:
        if self.full():
            return
        key = _key
        spec = self.specs.by_key[key]

        def fill(m):
            v = str(vals[m.group(1)])
            assert v and "\n" not in v and "\r" not in v, (key, m.group(1), v)
            return v

        line = _VAR.sub(fill, spec.fmt)
        self.rows.append({"line": line, "template": spec.template, "level": spec.level})

    def result(self):
        assert len(self.rows) >= self.n
        return self.rows[: self.n]


class _Pool:
    """Zipf-skewed picker over a fixed list (first items most frequent)."""

    def __init__(self, items, s: float = 1.1):
        self.items = list(items)
        acc, cw = 0.0, []
        for i in range(len(self.items)):
            acc += 1.0 / (i + 1) ** s
            cw.append(acc)
        self.cw = cw

    def __call__(self, rng: random.Random):
        return rng.choices(self.items, cum_weights=self.cw)[0]


def _hex(rng, n):
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


def _alnum(rng, n, alphabet=string.ascii_letters + string.digits):
    return "".join(rng.choice(alphabet) for _ in range(n))


def _uuid(rng):
    h = _hex(rng, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{rng.choice('89ab')}{h[17:20]}-{h[20:32]}"


def _size(rng, lo=200, hi=80_000_000):
    b = int(rng.lognormvariate(11, 2.2))
    b = max(lo, min(hi, b))
    if b < 1000:
        return f"{b}B"
    if b < 1_000_000:
        return f"{b / 1000:.2f}kB"
    return f"{b / 1_000_000:.2f}MB"


class _Clock:
    def __init__(self, rng: random.Random):
        self.rng = rng
        base = _dt.datetime(2024, 1, 1, tzinfo=_dt.timezone.utc).timestamp()
        self.t = base + rng.uniform(0, 330 * 86400)

    def tick(self, mean: float) -> None:
        if mean > 0:
            self.t += self.rng.expovariate(1.0 / mean)

    def dt(self):
        return _dt.datetime.fromtimestamp(self.t, _dt.timezone.utc)

    def iso7z(self):
        d = self.dt()
        return d.strftime("%Y-%m-%dT%H:%M:%S.") + f"{d.microsecond:06d}{int(self.t * 1e7) % 10}Z"

    def iso_ms_z(self):
        d = self.dt()
        return d.strftime("%Y-%m-%dT%H:%M:%S.") + f"{d.microsecond // 1000:03d}Z"

    def iso_off(self):
        return self.dt().strftime("%Y-%m-%dT%H:%M:%S+00:00")

    def helm_date(self):
        d = self.dt()
        return f"{d.strftime('%a %b')} {d.day:2d} {d.strftime('%H:%M:%S %Y')}"


def _dur(rng, mean):
    return rng.expovariate(1.0 / mean)


# =========================================================================== 1 GHA
_GH_ACTIONS = [
    ("actions/checkout@v4", "b4ffde65f46336ab88eb53be808477a3936bae11"),
    ("actions/setup-node@v4", "60edb5dd545a775178f52524783378180af0d1f8"),
    ("actions/setup-python@v5", "82c7e631bb3cdc910f68e0081d67478d79c6982d"),
    ("actions/setup-go@v5", "cdcb36043654635271a94b9a6d1392de5bb323a7"),
    ("actions/upload-artifact@v4", "65462800fd760344b1a7b4382951275a0abb4808"),
    ("actions/cache@v3", "704facf57e6136b1bc63b828d79edcd491f0ee84"),
]
_GH_REPOS = ["acme/web-app", "acme/api-server", "octo-org/payments", "acme/infra-tools",
             "octo-org/docs-site", "acme/mobile-bff", "octo-org/ingest-worker", "acme/auth-service"]
_GH_SUBJECTS = ["Fix flaky upload test", "Bump axios from 1.6.7 to 1.6.8",
                "Merge pull request #412 from acme/feature/login", "Add retry to webhook sender",
                "Refactor session store", "chore(deps): update dependency eslint to v8.57.0",
                "Update README", "Handle empty cart in checkout", "Revert \"Enable HTTP/2\"",
                "feat: add /healthz endpoint", "wip", "Fix typo in error message"]
_NPM_DEPRECATED = [
    ("inflight@1.0.6", "This module is not supported, and leaks memory. Do not use it. Check out lru-cache if you want a good and tested way to coalesce async requests by a key value, which is much more comprehensive and powerful."),
    ("glob@7.2.3", "Glob versions prior to v9 are no longer supported"),
    ("rimraf@3.0.2", "Rimraf versions prior to v4 are no longer supported"),
    ("@humanwhocodes/config-array@0.11.14", "Use @eslint/config-array instead"),
    ("abab@2.0.6", "Use your platform's native atob() and btoa() methods instead"),
    ("domexception@4.0.0", "Use your platform's native DOMException instead"),
    ("w3c-hr-time@1.0.2", "Use your platform's native performance.now() and performance.timeOrigin."),
]
_PY_FILES = ["tests/test_api.py", "tests/test_models.py", "tests/test_auth.py", "tests/test_utils.py",
             "tests/integration/test_db.py", "tests/test_cli.py", "tests/test_tasks.py"]
_PY_FUNCS = ["test_create_user", "test_login_ok", "test_login_bad_password", "test_list_orders",
             "test_pagination", "test_serialize", "test_parse_date", "test_retry_backoff",
             "test_upload_file", "test_delete_missing", "test_token_refresh", "test_migrations",
             "test_rate_limit", "test_health", "test_export_csv", "test_webhook_signature"]
_PY_FAILS = ["AssertionError: assert 500 == 201", "KeyError: 'id'",
             "sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection refused",
             "AssertionError: assert None is not None", "TimeoutError: timed out after 5.0s",
             "TypeError: 'NoneType' object is not subscriptable"]
_JS_FILES = ["src/components/Button.test.tsx", "src/api/client.test.ts", "src/utils/format.test.ts",
             "src/hooks/useCart.test.ts", "src/pages/Checkout.test.tsx", "src/store/session.test.ts",
             "src/lib/date.test.ts", "src/components/Modal.test.tsx", "src/server/routes.test.ts"]
_GO_PKGS = ["internal/api", "internal/store", "internal/auth", "pkg/retry", "internal/worker",
            "cmd/server", "pkg/config", "internal/queue"]
_GO_TESTS = ["TestHandler", "TestCreateOrder", "TestListOrders", "TestAuthMiddleware", "TestBackoff",
             "TestParseConfig", "TestQueuePublish", "TestStoreGet", "TestStorePut", "TestTokenExpiry",
             "TestRateLimiter", "TestGracefulShutdown"]
_GO_MODS = [("github.com/stretchr/testify", "v1.9.0"), ("github.com/google/uuid", "v1.6.0"),
            ("go.uber.org/zap", "v1.27.0"), ("github.com/jackc/pgx/v5", "v5.5.5"),
            ("golang.org/x/sync", "v0.7.0"), ("github.com/go-chi/chi/v5", "v5.0.12"),
            ("github.com/redis/go-redis/v9", "v9.5.1"), ("gopkg.in/yaml.v3", "v3.0.1")]
_GO_FAILMSG = ["expected status 200, got 500", "unexpected error: context deadline exceeded",
               "got 3 items, want 2", "Error Trace:\tstore_test.go:88", "mismatch (-want +got):"]


def make_github_actions(rng: random.Random):
    S = _Specs("{ts} ")
    a = S.add
    a("runner_ver", "-", "Current runner version: '{ver}'")
    a("grp_image", "-", "##[group]Runner Image")
    a("image", "-", "Image: {image}")
    a("img_version", "-", "Version: {ver}")
    a("included", "-", "Included Software: {url}")
    a("img_release", "-", "Image Release: {url}")
    a("endgroup", "-", "##[endgroup]")
    a("prep_dir", "-", "Prepare workflow directory")
    a("prep_actions", "-", "Prepare all required actions")
    a("dl_info", "-", "Getting action download info")
    a("dl_action", "-", "Download action repository '{action}' (SHA:{sha})")
    a("job_name", "-", "Complete job name: {name}")
    a("grp_run", "-", "##[group]Run {what}")
    a("script", "-", "\x1b[36;1m{cmd}\x1b[0m")
    a("shell", "-", "shell: {shell}")
    a("cmd", "-", "##[command]{cmd}")
    a("git_ver", "-", "git version {ver}")
    a("del_contents", "-", "Deleting the contents of '{path}'")
    a("remote_enum", "-", "remote: Enumerating objects: {n}, done.")
    a("remote_total", "-", "remote: Total {n} (delta {d}), reused {r} (delta {rd}), pack-reused {p}")
    a("head", "-", "HEAD is now at {sha} {subject}")
    a("tool_cache", "-", "Found in cache @ {path}")
    a("cache_hit", "-", "Cache restored from key: {key}")
    a("cache_miss", "-", "Cache not found for input keys: {key}")
    a("post_cleanup", "-", "Post job cleanup.")
    a("orphans", "-", "Cleaning up orphan processes")
    a("err_exit", "ERROR", "##[error]Process completed with exit code {code}.")
    a("err_cancel", "ERROR", "##[error]The operation was canceled.")
    a("err_timeout", "ERROR", "##[error]The job running on runner {runner} has exceeded the maximum execution time of {mins} minutes.")
    a("warn_node16", "WARN", "##[warning]Node.js {old} actions are deprecated. Please update the following actions to use Node.js {new}: {actions}. For more information see: {url}.")
    a("warn_noartifact", "WARN", "##[warning]No files were found with the provided path: {path}. No artifacts will be uploaded.")
    a("dbg_eval", "DEBUG", "##[debug]Evaluating condition for step: '{step}'")
    a("dbg_result", "DEBUG", "##[debug]Result: {result}")
    a("npm_warn_dep", "WARN", "npm WARN deprecated {pkg}: {reason}")
    a("npm_added", "-", "added {n} packages, and audited {m} packages in {t}s")
    a("npm_found", "-", "found {n} vulnerabilities")
    a("jest_pass", "-", "PASS {file}")
    a("jest_pass_slow", "-", "PASS {file} ({t} s)")
    a("jest_fail", "-", "FAIL {file}")
    a("jest_tests_fail", "-", "Tests:       {f} failed, {p} passed, {n} total")
    a("jest_tests_ok", "-", "Tests:       {p} passed, {n} total")
    a("pip_installed", "-", "Successfully installed {pkgs}")
    a("pt_start", "-", "============================= test session starts ==============================")
    a("pt_platform", "-", "platform linux -- Python {py}, pytest-{pt}, pluggy-{pl}")
    a("pt_collected", "-", "collected {n} items")
    a("pt_pass", "-", "{node} PASSED [{pct}%]")
    a("pt_fail", "-", "{node} FAILED [{pct}%]")
    a("pt_short_fail", "-", "FAILED {node} - {reason}")
    a("pt_sum_fail", "-", "{bar} {f} failed, {p} passed in {t}s {bar2}")
    a("pt_sum_ok", "-", "{bar} {p} passed in {t}s {bar2}")
    a("go_dl", "-", "go: downloading {mod} {ver}")
    a("go_run", "-", "=== RUN   {test}")
    a("go_pass", "-", "--- PASS: {test} ({t}s)")
    a("go_fail", "-", "--- FAIL: {test} ({t}s)")
    a("go_ok", "-", "ok  \t{pkg}\t{t}s")
    a("go_pkg_fail", "-", "FAIL\t{pkg}\t{t}s")
    a("go_msg", "-", "    {file}:{line}: {msg}")

    out = _Out(S)
    clk = _Clock(rng)
    repo_pool = _Pool(_GH_REPOS, 1.0)
    runner_ver = _Pool(["2.316.1", "2.317.0", "2.315.0"], 1.5)
    subj_pool = _Pool(_GH_SUBJECTS, 0.9)

    def E(_k, gap=0.02, **v):
        clk.tick(gap)
        v["ts"] = clk.iso7z()
        out.emit(_k, **v)

    def bar(msg):
        fill = max(80 - len(msg), 2)
        return "=" * (fill // 2), "=" * (fill - fill // 2)

    def run_step(what, cmd=None):
        E("grp_run", gap=0.3, what=what)
        if cmd is not None:
            E("script", cmd=cmd)
            E("shell", shell="/usr/bin/bash -e {0}")
        E("endgroup")

    def job():
        kind = rng.choices(["node", "python", "go"], [5, 3, 3])[0]
        repo = repo_pool(rng)
        name = repo.split("/")[1]
        wd = f"/home/runner/work/{name}/{name}"
        ubuntu = rng.choices(["22", "24"], [4, 1])[0]
        imgver = f"2024{rng.randint(4, 6):02d}{rng.randint(1, 28):02d}.{rng.randint(1, 3)}"
        E("runner_ver", gap=60, ver=runner_ver(rng))
        E("grp_image")
        E("image", image=f"ubuntu-{ubuntu}.04")
        E("img_version", ver=imgver + ".0")
        E("included", url=f"https://github.com/actions/runner-images/blob/ubuntu{ubuntu}/{imgver}/images/ubuntu/Ubuntu{ubuntu}04-Readme.md")
        E("img_release", url=f"https://github.com/actions/runner-images/releases/tag/ubuntu{ubuntu}%2F{imgver}")
        E("endgroup")
        E("prep_dir")
        E("prep_actions")
        E("dl_info", gap=0.2)
        setup = {"node": 1, "python": 2, "go": 3}[kind]
        acts = [_GH_ACTIONS[0], _GH_ACTIONS[setup]]
        if rng.random() < 0.4:
            acts.append(_GH_ACTIONS[4])
        old_cache = rng.random() < 0.05
        if old_cache:
            acts.append(_GH_ACTIONS[5])
        for act, sha in acts:
            E("dl_action", gap=0.3, action=act, sha=sha)
        E("job_name", name=rng.choice({"node": ["build", "test (20.x)", "lint"],
                                        "python": ["test (3.11)", "test (3.12)", "pytest"],
                                        "go": ["go-test", "build", "unit-tests"]}[kind]))
        dbg = rng.random() < 0.06
        if dbg:
            E("dbg_eval", step="Run actions/checkout@v4")
            E("dbg_result", result="true")
        # checkout
        E("grp_run", gap=0.1, what="actions/checkout@v4")
        E("endgroup")
        E("cmd", cmd="/usr/bin/git version")
        E("git_ver", ver=rng.choice(["2.44.0", "2.45.1", "2.43.2"]))
        E("cmd", cmd=f"/usr/bin/git config --global --add safe.directory {wd}")
        E("del_contents", path=wd)
        E("cmd", cmd=f"/usr/bin/git init {wd}")
        E("cmd", cmd=f"/usr/bin/git remote add origin https://github.com/{repo}")
        sha = _hex(rng, 40)
        branch = rng.choice(["main", "main", "main", "develop", "release/2024.05"])
        E("cmd", cmd=f"/usr/bin/git -c protocol.version=2 fetch --no-tags --prune --no-recurse-submodules --depth=1 origin +{sha}:refs/remotes/origin/{branch}")
        n = rng.randint(200, 9000)
        E("remote_enum", gap=0.4, n=n)
        if rng.random() < 0.5:
            d = rng.randint(5, n // 4)
            E("remote_total", n=n, d=d, r=rng.randint(0, n), rd=rng.randint(0, d), p=0)
        E("cmd", cmd=f"/usr/bin/git checkout --progress --force -B {branch} refs/remotes/origin/{branch}")
        E("head", sha=sha[:7], subject=subj_pool(rng))
        # setup
        tool = {"node": ("actions/setup-node@v4", f"/opt/hostedtoolcache/node/{rng.choice(['20.12.2', '18.20.2', '20.13.1'])}/x64"),
                "python": ("actions/setup-python@v5", f"/opt/hostedtoolcache/Python/{rng.choice(['3.11.9', '3.12.3', '3.10.14'])}/x64"),
                "go": ("actions/setup-go@v5", f"/opt/hostedtoolcache/go/{rng.choice(['1.22.2', '1.21.9'])}/x64")}[kind]
        run_step(tool[0])
        E("tool_cache", gap=0.5, path=tool[1])
        ck = {"node": "npm", "python": "pip", "go": "setup-go"}[kind]
        key = f"{ck}-Linux-x64-{_hex(rng, 64)}" if kind != "go" else f"setup-go-Linux-ubuntu{ubuntu}-go-1.22.2-{_hex(rng, 64)}"
        if rng.random() < 0.8:
            E("cache_hit", gap=1.5, key=key)
        else:
            E("cache_miss", gap=0.8, key=key)
        failed = False
        if kind == "node":
            run_step("npm ci", "npm ci")
            for _ in range(rng.choice([0, 1, 2, 3, 5])):
                p, r = rng.choice(_NPM_DEPRECATED)
                E("npm_warn_dep", gap=1.0, pkg=p, reason=r)
            m = rng.randint(400, 1900)
            E("npm_added", gap=4, n=m - 1, m=m, t=rng.randint(6, 70))
            E("npm_found", n=rng.choice([0, 0, 0, 0, 2, 5]))
            run_step("npm test -- --ci", "npm test -- --ci")
            files = rng.sample(_JS_FILES, rng.randint(4, len(_JS_FILES)))
            nf = 0
            for f in files:
                if rng.random() < 0.07:
                    E("jest_fail", gap=1.2, file=f)
                    nf += 1
                elif rng.random() < 0.2:
                    E("jest_pass_slow", gap=2.5, file=f, t=f"{rng.uniform(5, 14):.3f}")
                else:
                    E("jest_pass", gap=0.8, file=f)
            total = rng.randint(40, 300)
            if nf:
                E("jest_tests_fail", f=nf, p=total - nf, n=total)
                failed = True
            else:
                E("jest_tests_ok", p=total, n=total)
        elif kind == "python":
            run_step("pip install -r requirements.txt", "pip install -r requirements.txt")
            E("pip_installed", gap=12, pkgs=" ".join(rng.sample(
                ["Django-5.0.4", "requests-2.31.0", "pytest-8.2.0", "SQLAlchemy-2.0.29", "psycopg2-binary-2.9.9",
                 "redis-5.0.4", "pydantic-2.7.1", "urllib3-2.2.1", "idna-3.7", "certifi-2024.2.2"], rng.randint(3, 9))))
            run_step("pytest -v", "pytest -v")
            E("pt_start", gap=1)
            E("pt_platform", py="3.11.9", pt="8.2.0", pl="1.5.0")
            tests = [f"{f}::{fn}" for f in _PY_FILES for fn in _PY_FUNCS if rng.random() < 0.35]
            E("pt_collected", n=len(tests))
            fails = []
            for i, t in enumerate(tests):
                pct = (i + 1) * 100 // len(tests)
                bad = rng.random() < 0.02
                if bad:
                    fails.append(t)
                if pct < 10:
                    clk.tick(0.05)
                    continue
                E("pt_fail" if bad else "pt_pass", gap=0.05, node=t, pct=pct)
            dur = f"{rng.uniform(3, 90):.2f}"
            if fails:
                for t in fails:
                    E("pt_short_fail", node=t, reason=rng.choice(_PY_FAILS))
                msg = f" {len(fails)} failed, {len(tests) - len(fails)} passed in {dur}s "
                l, r = bar(msg)
                E("pt_sum_fail", bar=l, f=len(fails), p=len(tests) - len(fails), t=dur, bar2=r)
                failed = True
            else:
                msg = f" {len(tests)} passed in {dur}s "
                l, r = bar(msg)
                E("pt_sum_ok", bar=l, p=len(tests), t=dur, bar2=r)
        else:
            run_step("go test -v ./...", "go test -v ./...")
            for mod, ver in rng.sample(_GO_MODS, rng.randint(0, 6)):
                E("go_dl", gap=0.3, mod=mod, ver=ver)
            for pkg in rng.sample(_GO_PKGS, rng.randint(2, 6)):
                pbad = False
                for t in rng.sample(_GO_TESTS, rng.randint(1, 5)):
                    E("go_run", gap=0.01, test=t)
                    if rng.random() < 0.04:
                        E("go_msg", file=f"{pkg.split('/')[-1]}_test.go", line=rng.randint(20, 300),
                          msg=rng.choice(_GO_FAILMSG))
                        E("go_fail", test=t, t=f"{_dur(rng, 0.05):.2f}")
                        pbad = True
                    else:
                        E("go_pass", gap=0.05, test=t, t=f"{_dur(rng, 0.02):.2f}")
                mod = f"github.com/{repo}/{pkg}"
                if pbad:
                    E("go_pkg_fail", pkg=mod, t=f"{_dur(rng, 0.5):.3f}")
                    failed = True
                else:
                    E("go_ok", pkg=mod, t=f"{_dur(rng, 0.3):.3f}")
        if failed:
            E("err_exit", gap=0.1, code=1)
        elif rng.random() < 0.015:
            E("err_timeout", gap=300, runner=f"GitHub Actions {rng.randint(2, 400)}", mins=360)
            E("err_cancel", gap=0.5)
        elif rng.random() < 0.03:
            E("err_cancel", gap=5)
        elif _GH_ACTIONS[4] in acts:
            run_step("actions/upload-artifact@v4")
            if rng.random() < 0.3:
                E("warn_noartifact", path=rng.choice(["coverage/", "dist/", "test-results/*.xml"]))
        # post job
        E("post_cleanup", gap=0.4)
        E("cmd", cmd="/usr/bin/git version")
        E("git_ver", ver="2.44.0")
        E("cmd", cmd="/usr/bin/git config --local --name-only --get-regexp core\\.sshCommand")
        E("orphans", gap=0.2)
        if old_cache:
            E("warn_node16", old=16, new=20, actions="actions/cache@v3",
              url="https://github.blog/changelog/2023-09-22-github-actions-transitioning-from-node-16-to-node-20/")

    while not out.full():
        job()
    return out.result()


# =========================================================================== 2 GitLab
_GL_PROJECTS = [("group/web", 12), ("platform/api", 48), ("platform/infra", 7), ("mobile/ios-app", 103),
                ("data/etl-jobs", 77), ("group/docs", 15), ("platform/auth", 51), ("tools/ci-templates", 3)]
_GL_PROC_ERR = [
    "failed to update executor: failed to start container: Error response from daemon: driver failed programming external connectivity on endpoint",
    "creating cache volume: context deadline exceeded",
    "Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?",
]
_GL_CHECK_ERR = [
    "couldn't execute POST against https://gitlab.example.com/api/v4/jobs/request: Post \\\"https://gitlab.example.com/api/v4/jobs/request\\\": dial tcp: lookup gitlab.example.com on 127.0.0.53:53: server misbehaving",
    "couldn't execute POST against https://gitlab.example.com/api/v4/jobs/request: Post \\\"https://gitlab.example.com/api/v4/jobs/request\\\": net/http: TLS handshake timeout",
    "couldn't execute POST against https://gitlab.example.com/api/v4/jobs/request: Post \\\"https://gitlab.example.com/api/v4/jobs/request\\\": read tcp 10.0.4.12:51882->203.0.113.10:443: read: connection reset by peer",
]
_GL_SYSFAIL = [
    "Error response from daemon: No such container: 3c1d2e0b1c5f",
    "prepare environment: waiting for pod running: timed out waiting for pod to start",
    "failed to pull image \\\"registry.example.com/ci/node:20\\\": toomanyrequests: You have reached your pull rate limit",
]


def make_gitlab_runner(rng: random.Random):
    S = _Specs("{ts} {host} gitlab-runner[{pid}]: ")

    def g(key, level, msg, fields=(), pad_var=None):
        fs = "".join(f" {k}={{{v}}}" if not v.startswith("=") else f" {k}{v}" for k, v in fields)
        if pad_var:
            fmt = msg + fs
        elif fields:
            fmt = msg.ljust(44) + fs
        else:
            fmt = msg
        S.add(key, level, fmt, pad_var=pad_var, msg=msg)

    JF = [("duration_s", "dur"), ("job", "job"), ("project", "proj"), ("runner", "runner")]
    g("received", "-", "Checking for jobs... received", [("job", "job"), ("repo_url", "url"), ("runner", "runner")])
    g("nothing", "-", "Checking for jobs... nothing", [("runner", "runner")])
    g("feeding", "-", "Feeding runners to channel", [("builds", "builds")])
    g("added", "-", "Added job to processing list", [("builds", "builds"), ("job", "job"), ("max_concurrent_builds", "maxb"), ("project", "proj"), ("repo_url", "url"), ("time_in_queue_seconds", "tq")])
    g("append_ok", "-", "Appending trace to coordinator...ok", [("code", "code"), ("job", "job"), ("job-log", "jl"), ("job-status", "js"), ("runner", "runner"), ("sent-log", "sl"), ("status", "st"), ("update-interval", "ui")])
    g("succeeded", "-", "Job succeeded", JF)
    g("failed_exit", "WARN", "WARNING: Job failed: exit code {code}", JF, pad_var="code")
    g("failed_timeout", "WARN", "WARNING: Job failed: execution took longer than {limit} seconds", JF, pad_var="limit")
    g("failed_canceled", "WARN", "WARNING: Job failed: canceled", JF)
    g("failed_system", "ERROR", "ERROR: Job failed (system failure): {err}", JF, pad_var="err")
    g("updating", "-", "Updating job...", [("bytesize", "bs"), ("checksum", "cs"), ("job", "job"), ("runner", "runner")])
    g("submit_ok", "-", "Submitting job to coordinator...ok", [("bytesize", "bs"), ("checksum", "cs"), ("code", "code"), ("job", "job"), ("job-status", "js"), ("runner", "runner"), ("update-interval", "ui")])
    g("removed", "-", "Removed job from processing list", [("builds", "builds"), ("duration_s", "dur"), ("job", "job"), ("max_concurrent_builds", "maxb"), ("project", "proj"), ("repo_url", "url"), ("time_in_queue_seconds", "tq")])
    g("proc_fail", "WARN", "WARNING: Failed to process runner", [("builds", "builds"), ("error", "err"), ("executor", "ex"), ("runner", "runner")])
    g("check_fail", "WARN", "WARNING: Checking for jobs... failed", [("runner", "runner"), ("status", "st")])
    g("check_forbidden", "ERROR", "ERROR: Checking for jobs... forbidden", [("runner", "runner"), ("status", "st")])
    g("append_jobfail", "WARN", "WARNING: Appending trace to coordinator... job failed", [("code", "code"), ("job", "job"), ("job-log", "jl"), ("job-status", "js"), ("runner", "runner"), ("sent-log", "sl"), ("status", "st")])
    g("prep_failed", "WARN", "WARNING: Preparation failed: {err}", [("job", "job"), ("project", "proj"), ("runner", "runner")], pad_var="err")
    g("retry", "-", "Will be retried in {sec}s ...", [("job", "job"), ("project", "proj"), ("runner", "runner")], pad_var="sec")
    g("net_rm_fail", "ERROR", "ERROR: Failed to remove network for build", [("error", "err"), ("job", "job"), ("network", "net"), ("project", "proj"), ("runner", "runner")])
    g("requeue_fail", "WARN", "WARNING: Failed to requeue the runner", [("builds", "builds"), ("runner", "runner")])
    g("unhealthy", "ERROR", "ERROR: Runner {url} is not healthy and will be disabled!", [], pad_var=None)
    g("starting", "-", "Starting multi-runner from {cfg}...", [("builds", "builds"), ("max_builds", "maxb")], pad_var="cfg")
    g("running_system", "-", "Running in system-mode.")
    g("config_loaded", "-", "Configuration loaded", [("builds", "builds"), ("max_builds", "maxb")])
    g("listen_na", "-", "listen_address not defined, metrics & debug endpoints disabled", [("builds", "builds")])
    g("session_na", "-", "[session_server].listen_address not defined, session endpoints disabled", [("builds", "builds")])
    g("session_listen", "-", "Session server listening", [("address", "addr"), ("builds", "builds")])
    g("init_exec", "-", "Initializing executor providers", [("builds", "builds")])
    g("shutdown", "-", "Starting graceful shutdown", [("builds", "builds"), ("timeout", "tmo")])
    g("fatal_service", "FATAL", "FATAL: Service run failed", [("error", "err")])

    out = _Out(S)
    clk = _Clock(rng)
    hosts = [("gitlab-runner-01", ["xY7zK9aB", "Qm4TtR2s"]), ("ci-runner-02", ["z8PpLw3N"])]
    proj_pool = _Pool(_GL_PROJECTS, 1.1)
    state = {h: {"pid": rng.randint(800, 4000), "debug": i == 1} for i, (h, _) in enumerate(hosts)}
    next_job = [rng.randint(1_200_000, 4_800_000)]
    maxb = 4

    def E(key, host, gap=1.0, **v):
        clk.tick(gap)
        spec = S.by_key[key]
        if spec.pad_var:
            filled = _VAR.sub(lambda m: str(v[m.group(1)]), spec.msg)
            if len(filled) < 44 and "{" + spec.pad_var + "}" in spec.msg:
                v[spec.pad_var] = str(v[spec.pad_var]) + " " * (44 - len(filled))
        v.update(ts=clk.iso_off(), host=host, pid=state[host]["pid"])
        out.emit(key, **v)

    def startup(host):
        state[host]["pid"] = rng.randint(800, 60000)
        E("starting", host, gap=5, cfg="/etc/gitlab-runner/config.toml", builds=0, maxb=maxb)
        E("running_system", host, gap=0.01)
        E("config_loaded", host, gap=0.01, builds=0, maxb=maxb)
        E("listen_na", host, gap=0.01, builds=0)
        if rng.random() < 0.5:
            E("session_na", host, gap=0.01, builds=0)
        else:
            E("session_listen", host, gap=0.01, addr="[::]:8093", builds=0)
        E("init_exec", host, gap=0.01, builds=0)

    active = []  # list of generators

    def job_events(host, runner):
        jid = next_job[0] = next_job[0] + rng.randint(1, 40)
        pname, pid_ = proj_pool(rng)
        url = f"https://gitlab.example.com/{pname}.git"
        E("received", host, gap=0.5, job=jid, url=url, runner=runner)
        tq = rng.randint(0, 40) if rng.random() < 0.8 else rng.randint(40, 900)
        E("added", host, gap=0.05, builds=len(active) + 1, job=jid, maxb=maxb, proj=pid_, url=url, tq=tq)
        yield
        sent = 0
        dur = 0.0
        if rng.random() < 0.03:
            E("prep_failed", host, gap=3, err=rng.choice(_GL_SYSFAIL), job=jid, proj=pid_, runner=runner)
            E("retry", host, gap=0.01, sec=3, job=jid, proj=pid_, runner=runner)
            yield
        for _ in range(rng.randint(1, 6)):
            n = rng.randint(200, 30000)
            dur += rng.uniform(3, 30)
            if state[host]["debug"]:
                E("append_ok", host, gap=3, code=202, job=jid, jl=f"0-{sent + n}", js="running", runner=runner,
                  sl=f"{sent}-{sent + n}", st='"202 Accepted"', ui="0s")
            sent += n
            yield
        r = rng.random()
        dur_s = f"{dur:.6f}".rstrip("0")
        js = "success"
        if r < 0.78:
            E("succeeded", host, gap=1, dur=dur_s, job=jid, proj=pid_, runner=runner)
        elif r < 0.93:
            E("failed_exit", host, gap=1, code=rng.choice([1, 1, 1, 1, 2, 137, 127]), dur=dur_s, job=jid, proj=pid_, runner=runner)
            js = "failed"
        elif r < 0.96:
            E("failed_canceled", host, gap=1, dur=dur_s, job=jid, proj=pid_, runner=runner)
            js = "canceled"
        elif r < 0.985:
            E("failed_system", host, gap=1, err=rng.choice(_GL_SYSFAIL), dur=dur_s, job=jid, proj=pid_, runner=runner)
            js = "failed"
        else:
            E("failed_timeout", host, gap=1, limit=3600, dur=dur_s, job=jid, proj=pid_, runner=runner)
            js = "failed"
        if rng.random() < 0.01:
            E("net_rm_fail", host, gap=0.3, err='"Error response from daemon: error while removing network: network runner-' + runner + f'-project-{pid_}-concurrent-0-job-{jid}-network id {_hex(rng, 12)} has active endpoints"',
              job=jid, net=f"runner-{runner}-project-{pid_}-concurrent-0-job-{jid}-network", proj=pid_, runner=runner)
        if rng.random() < 0.008:
            E("append_jobfail", host, gap=0.2, code=403, job=jid, jl=f"0-{sent}", js="canceled", runner=runner,
              sl=f"{sent}-{sent}", st='"403 Forbidden"')
        bs = rng.randint(2000, 600000)
        cs = f"crc32:{_hex(rng, 8)}"
        if state[host]["debug"]:
            E("updating", host, gap=0.2, bs=bs, cs=cs, job=jid, runner=runner)
            E("submit_ok", host, gap=0.1, bs=bs, cs=cs, code=200, job=jid, js=js, runner=runner, ui="0s")
        E("removed", host, gap=0.05, builds=len(active) - 1, dur=dur_s, job=jid, maxb=maxb, proj=pid_, url=url, tq=tq)

    for h, _ in hosts:
        startup(h)
    while not out.full():
        host, runners = rng.choices(hosts, [3, 1])[0]
        runner = rng.choice(runners)
        x = rng.random()
        if x < 0.3 and len(active) < maxb:
            gen = job_events(host, runner)
            next(gen)
            active.append(gen)
        elif x < 0.75 and active:
            gen = rng.choice(active)
            try:
                next(gen)
            except StopIteration:
                active.remove(gen)
        elif x < 0.945:
            if state[host]["debug"]:
                E("feeding", host, gap=0.5, builds=len(active))
                E("nothing", host, gap=0.2, runner=runner)
        elif x < 0.955:
            E("proc_fail", host, gap=1, builds=len(active), err='"' + rng.choice(_GL_PROC_ERR) + '"', ex="docker", runner=runner)
        elif x < 0.965:
            E("check_fail", host, gap=3, runner=runner, st='"' + rng.choice(_GL_CHECK_ERR) + '"')
        elif x < 0.967:
            E("check_forbidden", host, gap=3, runner=runner, st='"POST https://gitlab.example.com/api/v4/jobs/request: 403 Forbidden"')
            if rng.random() < 0.3:
                E("unhealthy", host, gap=0.01, url=f"https://gitlab.example.com/{runner}")
        elif x < 0.969:
            E("requeue_fail", host, gap=0.5, builds=len(active), runner=runner)
        elif x < 0.9705:
            # service restart
            E("shutdown", host, gap=30, builds=len(active), tmo="2h0m0s" if rng.random() < 0.8 else "30m0s")
            if rng.random() < 0.3:
                E("fatal_service", host, gap=2, err='"accept unix /run/gitlab-runner/metrics.sock: use of closed network connection"')
            active.clear()
            startup(host)
    return out.result()


# =========================================================================== 3 Terraform
_TF_PROVIDERS = {
    "aws": ("5.40.0", "hashicorp/aws"),
    "random": ("3.6.0", "hashicorp/random"),
    "null": ("3.2.2", "hashicorp/null"),
}
_TF_RES = [("aws_instance", "web", "ec2", "EC2", ["DescribeInstances", "DescribeInstanceAttribute"], "RunInstances", "i-0{}"),
           ("aws_security_group", "web", "ec2", "EC2", ["DescribeSecurityGroups"], "CreateSecurityGroup", "web-sg-{}"),
           ("aws_s3_bucket", "logs", "s3", "S3", ["HeadBucket", "GetBucketPolicy"], "CreateBucket", "acme-logs-{}"),
           ("aws_iam_role", "app", "iam", "IAM", ["GetRole", "ListAttachedRolePolicies"], "CreateRole", "app-role-{}"),
           ("aws_lambda_function", "handler", "lambda", "Lambda", ["GetFunction"], "CreateFunction", "handler-{}"),
           ("aws_db_instance", "main", "rds", "RDS", ["DescribeDBInstances"], "CreateDBInstance", "db-{}"),
           ("aws_route53_record", "api", "route53", "Route 53", ["ListResourceRecordSets"], "ChangeResourceRecordSets", "Z0{}"),
           ("aws_cloudwatch_log_group", "app", "logs", "CloudWatch Logs", ["DescribeLogGroups"], "CreateLogGroup", "/aws/app/{}"),
           ("random_id", "suffix", None, None, [], None, "{}"),
           ("null_resource", "bootstrap", None, None, [], None, "{}")]
_TF_ERRS = {
    "aws_instance": "creating EC2 Instance: operation error EC2: RunInstances, https response error StatusCode: 400, RequestID: {rid}, api error InvalidParameterValue: Value (t2.micro) for parameter instanceType is invalid.",
    "aws_security_group": "creating Security Group ({name}): operation error EC2: CreateSecurityGroup, https response error StatusCode: 400, RequestID: {rid}, api error InvalidGroup.Duplicate: The security group '{name}' already exists for VPC 'vpc-0a1b2c3d'",
    "aws_s3_bucket": "creating S3 Bucket ({name}): operation error S3: CreateBucket, https response error StatusCode: 409, RequestID: {rid}, BucketAlreadyExists",
    "aws_iam_role": "creating IAM Role ({name}): operation error IAM: CreateRole, https response error StatusCode: 409, RequestID: {rid}, EntityAlreadyExists: Role with name {name} already exists.",
    "aws_db_instance": "creating RDS DB Instance ({name}): operation error RDS: CreateDBInstance, https response error StatusCode: 400, RequestID: {rid}, api error InvalidParameterCombination: Cannot find version 14.1 for postgres",
}


def make_terraform_tflog(rng: random.Random):
    S = _Specs("{ts} ")
    a = S.add
    PF = "@caller={caller} @module={module} tf_proto_version={pv} tf_provider_addr={paddr} tf_req_id={req} tf_resource_type={rtype} tf_rpc={rpc} timestamp={pts}"
    a("version", "INFO", "[INFO]  Terraform version: {ver}")
    a("using_dep", "DEBUG", "[DEBUG] using {mod} {ver}")
    a("go_runtime", "INFO", "[INFO]  Go runtime version: {ver}")
    a("cli_args", "INFO", "[INFO]  CLI args: {args}")
    a("cli_cfg_open", "DEBUG", "[DEBUG] Attempting to open CLI config file: {path}")
    a("cli_cfg_load", "INFO", "[INFO]  Loading CLI configuration from {path}")
    a("no_search_dir", "DEBUG", "[DEBUG] ignoring non-existing provider search directory {path}")
    a("cli_cmd_args", "INFO", "[INFO]  CLI command args: {args}")
    a("warn_levels", "WARN", "[WARN]  Log levels other than TRACE are currently unreliable, and are supported only for backward compatibility.")
    a("warn_levels2", "-", "  Use TF_LOG=TRACE to see Terraform's internal logs.", bare=True)
    a("warn_levels3", "-", "  ----", bare=True)
    a("s3_download", "INFO", "[INFO]  backend-s3: Downloading remote state: tf_backend.operation={op} tf_backend.req_id={req} tf_backend.s3.bucket={bucket} tf_backend.s3.path={path}")
    a("s3_upload", "INFO", "[INFO]  backend-s3: Uploading remote state: tf_backend.operation={op} tf_backend.req_id={req} tf_backend.s3.bucket={bucket} tf_backend.s3.path={path}")
    a("serial", "DEBUG", "[DEBUG] states/remote: state read serial is: {a}; serial is: {b}")
    a("lineage", "DEBUG", "[DEBUG] states/remote: state read lineage is: {a}; lineage is: {b}")
    a("plug_start", "DEBUG", "[DEBUG] provider: starting plugin: path={path} args={args}")
    a("plug_started", "DEBUG", "[DEBUG] provider: plugin started: path={path} pid={pid}")
    a("plug_wait", "DEBUG", "[DEBUG] provider: waiting for RPC address: path={path}")
    a("plug_addr", "DEBUG", "[DEBUG] {prov}: plugin address: address={addr} network={net} timestamp={pts}")
    a("plug_using", "DEBUG", "[DEBUG] provider: using plugin: version={ver}")
    a("stdio_eof", "DEBUG", "[DEBUG] provider.stdio: received EOF, stopping recv loop: err={err}")
    a("plug_exited_pid", "DEBUG", "[DEBUG] provider: plugin process exited: path={path} pid={pid}")
    a("plug_exited_err", "ERROR", "[ERROR] provider: plugin process exited: path={path} pid={pid} error={err}")
    a("plug_exited", "DEBUG", "[DEBUG] provider: plugin exited")
    a("start_plan", "INFO", "[INFO]  backend/local: starting Plan operation")
    a("start_apply", "INFO", "[INFO]  backend/local: starting Apply operation")
    a("ref_tr", "DEBUG", "[DEBUG] ReferenceTransformer: {addr} references: {refs}")
    a("start_apply_for", "INFO", "[INFO]  Starting apply for {addr}")
    a("planned_create", "DEBUG", "[DEBUG] {addr}: applying the planned Create change")
    a("planned_update", "DEBUG", "[DEBUG] {addr}: applying the planned Update change")
    a("planned_delete", "DEBUG", "[DEBUG] {addr}: applying the planned Delete change")
    a("apply_errored", "DEBUG", "[DEBUG] {addr}: apply errored, but we're indicating that via the Error pointer rather than returning it: {err}")
    a("rx_req", "DEBUG", "[TRACE] {prov}: Received request: " + PF)
    a("served", "DEBUG", "[TRACE] {prov}: Served request: " + PF)
    a("http_sent", "DEBUG", "[DEBUG] {prov}: HTTP Request Sent: @caller={caller} @module={module} aws.operation={op} aws.region={region} aws.sdk={sdk} aws.service={svc} http.flavor={flavor} http.method={method} http.request.body={body} http.url={url} http.user_agent={ua} net.peer.name={peer} rpc.method={op2} rpc.service={svc2} rpc.system={rsys} tf_aws.sdk={sdk2} tf_aws.signing_region={sreg} tf_mux_provider={mux} tf_provider_addr={paddr} tf_req_id={req} tf_resource_type={rtype} tf_rpc={rpc} timestamp={pts}")
    a("http_recv", "DEBUG", "[DEBUG] {prov}: HTTP Response Received: @caller={caller} @module={module} aws.operation={op} aws.region={region} aws.sdk={sdk} aws.service={svc} http.duration={hdur} http.response.header.x_amzn_requestid={rid} http.status_code={code} rpc.method={op2} rpc.service={svc2} rpc.system={rsys} tf_aws.sdk={sdk2} tf_mux_provider={mux} tf_provider_addr={paddr} tf_req_id={req} tf_resource_type={rtype} tf_rpc={rpc} timestamp={pts}")
    a("diag_err", "ERROR", "[ERROR] {prov}: Response contains error diagnostic: @caller={caller} @module={module} diagnostic_detail=\"\" diagnostic_severity={sev} diagnostic_summary={summary} tf_proto_version={pv} tf_provider_addr={paddr} tf_req_id={req} tf_resource_type={rtype} tf_rpc={rpc} timestamp={pts}")
    a("diag_warn", "WARN", "[WARN]  {prov}: Response contains warning diagnostic: @caller={caller} @module={module} diagnostic_attribute={attr} diagnostic_detail={detail} diagnostic_severity={sev} diagnostic_summary={summary} tf_proto_version={pv} tf_provider_addr={paddr} tf_req_id={req} tf_resource_type={rtype} tf_rpc={rpc} timestamp={pts}")
    a("vertex_err", "ERROR", "[ERROR] vertex {addr} error: {err}")
    a("grpc_err", "ERROR", "[ERROR] plugin.(*GRPCProvider).ApplyResourceChange: error={err}")
    a("invalid_plan", "WARN", "[WARN]  Provider {prov} produced an invalid plan for {addr}, but we are tolerating it because it is using the legacy plugin SDK.")
    a("unexpected_new", "WARN", "[WARN]  Provider {prov} produced an unexpected new value for {addr}, but we are tolerating it because it is using the legacy plugin SDK.")
    a("problems", "-", "    The following problems may be the cause of any confusing errors from downstream operations:", bare=True)
    a("problem_item", "-", "      - {attr}: planned value {val} for a non-computed attribute", bare=True)
    a("no_schema", "ERROR", "[ERROR] AttachSchemaTransformer: No provider config schema available for {prov}")
    a("declined", "DEBUG", "[DEBUG] State storage {kind} declined to persist a state snapshot")
    a("validate_cfg", "WARN", "[WARN]  ValidateProviderConfig from {prov} changed the config value, but that value is unused")

    out = _Out(S)
    clk = _Clock(rng)
    bucket_pool = _Pool(["acme-terraform-state", "acme-tfstate-prod", "octo-infra-state"], 1.5)
    ws_pool = _Pool(["network", "app/prod", "app/staging", "data", "iam"], 1.1)
    region_pool = _Pool(["us-east-1", "eu-west-1", "us-west-2", "eu-central-1"], 1.4)

    def ts():
        return clk.iso_ms_z()

    def E(key, gap=0.005, **v):
        clk.tick(gap)
        v["ts"] = ts()
        out.emit(key, **v)

    def ppath(p):
        ver, src = _TF_PROVIDERS[p]
        return f".terraform/providers/registry.terraform.io/{src}/{ver}/linux_amd64/terraform-provider-{p}_v{ver}_x5"

    def pname(p):
        return f"provider.terraform-provider-{p}_v{_TF_PROVIDERS[p][0]}_x5"

    def run():
        trace = rng.random() < 0.45
        apply = rng.random() < 0.65
        cmd = "apply" if apply else "plan"
        extra = rng.choice(["", " -auto-approve", " -input=false", " -lock-timeout=5m"]) if apply else rng.choice(["", " -out=tfplan", " -input=false"])
        argv = ["terraform", cmd] + extra.split()
        E("version", gap=120, ver=rng.choice(["1.8.2", "1.7.5", "1.8.3"]))
        E("using_dep", mod="github.com/hashicorp/go-tfe", ver="v1.49.0")
        E("using_dep", mod="github.com/hashicorp/hcl/v2", ver="v2.20.0")
        E("using_dep", mod="github.com/zclconf/go-cty", ver="v1.14.3")
        E("using_dep", mod="github.com/hashicorp/terraform-svchost", ver="v0.1.1")
        E("go_runtime", ver="go1.22.1")
        E("cli_args", args="[]string{" + ", ".join(f'"{x}"' for x in argv) + "}")
        if not trace:
            E("warn_levels")
            E("warn_levels2")
            E("warn_levels3")
        home = rng.choice(["/home/ci", "/root", "/home/runner"])
        E("cli_cfg_open", path=f"{home}/.terraformrc")
        E("cli_cfg_load", path=f"{home}/.terraformrc")
        E("no_search_dir", path="terraform.d/plugins")
        E("no_search_dir", path=f"{home}/.terraform.d/plugins")
        E("no_search_dir", path="/usr/share/terraform/plugins")
        E("cli_cmd_args", args="[]string{" + ", ".join(f'"{x}"' for x in argv[1:]) + "}")
        bucket, ws = bucket_pool(rng), ws_pool(rng)
        spath = f"{ws}/terraform.tfstate"
        E("s3_download", gap=0.3, op="Get", req=_uuid(rng), bucket=bucket, path=spath)
        serial = rng.randint(3, 900)
        lineage = _uuid(rng)
        provs = ["aws"] + [p for p in ("random", "null") if rng.random() < 0.4]
        pids = {}
        for p in provs:
            pth = ppath(p)
            E("plug_start", gap=0.05, path=pth, args=f'["{pth}"]')
            pids[p] = rng.randint(3000, 90000)
            E("plug_started", path=pth, pid=pids[p])
            E("plug_wait", path=pth)
            E("plug_addr", gap=0.1, prov=pname(p), addr=f"/tmp/plugin{rng.randint(100000000, 999999999)}", net="unix", pts=ts())
            E("plug_using", ver=5)
        if rng.random() < 0.2:
            E("validate_cfg", prov='"provider[\\"registry.terraform.io/hashicorp/aws\\"]"')
        E("start_apply" if apply else "start_plan", gap=0.2)
        if rng.random() < 0.01:
            E("no_schema", prov='provider["registry.terraform.io/hashicorp/aws"]')
        res = []
        for rt, nm, mod, svc, reads, create, idf in _TF_RES:
            if rt.startswith("aws") and rng.random() < 0.6:
                cnt = rng.choice([1, 1, 1, 2, 3]) if rt == "aws_instance" else 1
                for i in range(cnt):
                    res.append((f"{rt}.{nm}[{i}]" if cnt > 1 else f"{rt}.{nm}", rt, mod, svc, reads, create, idf))
            elif rt.startswith("random") and "random" in provs or rt.startswith("null") and "null" in provs:
                res.append((f"{rt}.{nm}", rt, mod, svc, reads, create, idf))
        if not res:
            res.append(("aws_s3_bucket.logs",) + _TF_RES[2][:1] + _TF_RES[2][2:])
        for addr, *_ in res:
            others = [r[0] for r in res if r[0] != addr]
            refs = "[]" if rng.random() < 0.5 or not others else "[" + " ".join(rng.sample(others, min(len(others), rng.randint(1, 2)))) + "]"
            E("ref_tr", addr=f'"{addr}"', refs=refs)
        region = region_pool(rng)

        def rpc_call(addr, rt, mod, svc, ops, rpc):
            p = rt.split("_")[0]
            p = p if p in _TF_PROVIDERS else "aws"
            req = _uuid(rng)
            base = dict(prov=pname(p), pv="5.4", paddr=f"registry.terraform.io/{_TF_PROVIDERS[p][1]}", req=req, rtype=rt, rpc=rpc)
            if trace:
                E("rx_req", caller=f"github.com/hashicorp/terraform-plugin-go@v0.22.1/tfprotov5/tf5server/server.go:{rng.choice([783, 846, 870])}",
                  module="sdk.proto", pts=ts(), **base)
            for op in ops:
                if not mod:
                    break
                hb = dict(prov=base["prov"], caller="github.com/hashicorp/aws-sdk-go-base/v2@v2.0.0-beta.50/logging/tf_logger.go:45",
                          module=f"aws.{mod}", op=op, region=region, sdk="aws-sdk-go-v2", svc=f'"{svc}"' if " " in svc else svc,
                          op2=op, svc2=f'"{svc}"' if " " in svc else svc, rsys="aws-api", sdk2="aws-sdk-go-v2",
                          mux="*schema.GRPCProviderServer", paddr=base["paddr"], req=req, rtype=rt, rpc=rpc)
                E("http_sent", gap=0.02, flavor="1.1", method="POST" if mod not in ("s3",) else rng.choice(["GET", "HEAD", "PUT"]),
                  body=f'"Action={op}&Version=2016-11-15"' if mod == "ec2" else '""' if mod == "s3" else f'"Action={op}&Version=2010-05-08"',
                  url=f"https://{mod}.{region}.amazonaws.com/", ua=f'"APN/1.0 HashiCorp/1.0 Terraform/1.8.2 (+https://www.terraform.io) terraform-provider-aws/5.40.0 (+https://registry.terraform.io/providers/hashicorp/aws) aws-sdk-go-v2/1.25.3 os/linux lang/go#1.21.8 md/GOOS#linux md/GOARCH#amd64 api/{mod}#1.150.1"',
                  peer=f"{mod}.{region}.amazonaws.com", sreg='""', pts=ts(), **hb)
                code = 200
                E("http_recv", gap=_dur(rng, 0.25), hdur=max(5, int(_dur(rng, 180))), rid=_uuid(rng), code=code, pts=ts(), **hb)
            return base

        for addr, rt, mod, svc, reads, create, idf in res:
            rpc_call(addr, rt, mod, svc, reads, "ReadResource")
            if trace:
                p = rt.split("_")[0]
                p = p if p in _TF_PROVIDERS else "aws"
                E("served", caller="github.com/hashicorp/terraform-plugin-go@v0.22.1/tfprotov5/tf5server/server.go:872",
                  module="sdk.proto", pts=ts(), prov=pname(p), pv="5.4", paddr=f"registry.terraform.io/{_TF_PROVIDERS[p][1]}",
                  req=_uuid(rng), rtype=rt, rpc="ReadResource")
        changed = [r for r in res if rng.random() < 0.35]
        for addr, rt, mod, svc, reads, create, idf in changed:
            if rng.random() < 0.02:
                E("invalid_plan", prov='"registry.terraform.io/hashicorp/aws"', addr=addr)
                E("problems", gap=0)
                E("problem_item", gap=0, attr=rng.choice([".tags_all", ".force_destroy", ".acl"]), val=rng.choice(["cty.MapValEmpty(cty.String)", "cty.False", "cty.NullVal(cty.String)"]))
        err_happened = False
        if apply:
            for addr, rt, mod, svc, reads, create, idf in changed:
                E("start_apply_for", gap=0.5, addr=addr)
                action = rng.choices(["create", "update", "delete"], [4, 5, 1])[0]
                E(f"planned_{action}", addr=addr)
                base = rpc_call(addr, rt, mod, svc, [create] if (create and action == "create") else [], "ApplyResourceChange")
                fail = rt in _TF_ERRS and action == "create" and rng.random() < 0.3
                if fail:
                    name = idf.format(_hex(rng, 8))
                    msg = _TF_ERRS[rt].format(rid=_uuid(rng), name=name)
                    E("diag_err", gap=1.5, caller="github.com/hashicorp/terraform-plugin-go@v0.22.1/tfprotov5/internal/diag/diagnostics.go:58",
                      module="sdk.proto", sev="ERROR", summary='"' + msg + '"', pts=ts(), **{k: v for k, v in base.items()})
                    E("apply_errored", addr=addr, err=msg.split(":")[0])
                    E("vertex_err", addr=f'"{addr}"', err=msg)
                    err_happened = True
                elif rt == "aws_iam_role" and rng.random() < 0.3:
                    E("diag_warn", caller="github.com/hashicorp/terraform-plugin-go@v0.22.1/tfprotov5/internal/diag/diagnostics.go:62",
                      module="sdk.proto", attr="AttributeName(\"inline_policy\")", detail='"Use the aws_iam_role_policy resource instead. If Terraform should exclusively manage all inline policy associations (the current behavior of this argument), use the aws_iam_role_policies_exclusive resource as well."',
                      sev="WARNING", summary='"Argument is deprecated"', pts=ts(), **base)
                elif rng.random() < 0.03:
                    E("unexpected_new", prov='"registry.terraform.io/hashicorp/aws"', addr=addr)
                if trace:
                    E("served", caller="github.com/hashicorp/terraform-plugin-go@v0.22.1/tfprotov5/tf5server/server.go:872",
                      module="sdk.proto", pts=ts(), **base)
                if rng.random() < 0.004 and not fail:
                    err = '"rpc error: code = Unavailable desc = error reading from server: EOF"'
                    E("grpc_err", err=err)
                    E("plug_exited_err", path=ppath("aws"), pid=pids["aws"], err='"exit status 2"')
                    E("vertex_err", addr=f'"{addr}"', err="Plugin did not respond")
                    err_happened = True
                    break
            if changed:
                E("declined", kind="*remote.State")
                E("s3_upload", gap=0.3, op="Put", req=_uuid(rng), bucket=bucket, path=spath)
                E("serial", a=serial, b=serial + 1)
                if rng.random() < 0.3:
                    E("lineage", a=lineage, b=lineage)
        for p in provs:
            E("stdio_eof", gap=0.05, err='"rpc error: code = Unavailable desc = error reading from server: EOF"')
            E("plug_exited_pid", path=ppath(p), pid=pids[p])
            E("plug_exited")
        return err_happened

    while not out.full():
        run()
    return out.result()


# =========================================================================== 4 Ansible
def _banner(msg: str) -> str:
    return f"{msg} {'*' * max(79 - len(msg), 3)}"


# (task name, kind) ; kinds drive the host results
_ANS_PLAYS = [
    ("Configure web servers", "web", [
        ("Gathering Facts", "facts"),
        ("common : Update apt cache", "apt_update"),
        ("common : Install base packages", "pkg_loop"),
        ("common : Configure timezone", "mostly_ok"),
        ("common : Include OS-specific tasks", "include"),
        ("nginx : Install nginx", "nginx_pkg"),
        ("nginx : Deploy site configuration", "template"),
        ("nginx : Ensure nginx is running", "mostly_ok"),
    ], "nginx : Reload nginx"),
    ("Configure database servers", "db", [
        ("Gathering Facts", "facts"),
        ("postgresql : Install PostgreSQL packages", "pkg_loop"),
        ("postgresql : Create application database", "mostly_ok"),
        ("postgresql : Create application user", "mostly_ok"),
        ("postgresql : Deploy pg_hba.conf", "template"),
    ], "postgresql : Restart postgresql"),
    ("Deploy application", "app", [
        ("Gathering Facts", "facts"),
        ("app : Pull application release", "changed"),
        ("app : Run database migrations", "command"),
        ("app : Restart application service", "changed"),
        ("app : Wait for health endpoint", "uri"),
        ("app : Notify Slack on staging", "skip"),
    ], None),
]
_ANS_HOSTS = {"web": ["web-01", "web-02", "web-03", "web-04", "web-05", "web-06", "web-07", "web-08"],
              "db": ["db-01", "db-02", "db-03"],
              "app": ["app-01", "app-02", "app-03", "app-04", "app-05"]}
_ANS_PKGS = {"Install base packages": ["curl", "vim", "htop", "git", "unzip", "ca-certificates", "jq", "rsync"],
             "Install PostgreSQL packages": ["postgresql-15", "postgresql-contrib", "python3-psycopg2", "libpq-dev"]}


def make_ansible_output(rng: random.Random):
    S = _Specs("")
    a = S.add
    for play, _, tasks, handler in _ANS_PLAYS:
        a(f"play:{play}", "-", _banner(f"PLAY [{play}]"))
        for t, _k in tasks:
            if f"task:{t}" not in S.by_key:
                a(f"task:{t}", "-", _banner(f"TASK [{t}]"))
        if handler:
            a(f"handler:{handler}", "-", _banner(f"RUNNING HANDLER [{handler}]"))
    a("recap", "-", _banner("PLAY RECAP"))
    a("no_more", "-", _banner("NO MORE HOSTS LEFT"))
    a("recap_line", "-", "{host} : ok={ok} changed={changed} unreachable={unr} failed={failed} skipped={skipped} rescued={rescued} ignored={ignored}")
    a("ok", "-", "ok: [{host}]")
    a("changed", "-", "changed: [{host}]")
    a("skipping", "-", "skipping: [{host}]")
    a("ok_item", "-", "ok: [{host}] => (item={item})")
    a("changed_item", "-", "changed: [{host}] => (item={item})")
    a("failed_item", "ERROR", 'failed: [{host}] (item={item}) => {"ansible_loop_var": "item", "changed": false, "item": {qitem}, "msg": {msg}}')
    a("included", "-", "included: {path} for {hosts}")
    a("fatal_msg", "FATAL", 'fatal: [{host}]: FAILED! => {"changed": false, "msg": {msg}}')
    a("fatal_cmd", "FATAL", 'fatal: [{host}]: FAILED! => {"changed": true, "cmd": {cmd}, "delta": {delta}, "end": {end}, "msg": "non-zero return code", "rc": {rc}, "start": {start}, "stderr": {stderr}, "stderr_lines": {stderr_lines}, "stdout": "", "stdout_lines": []}')
    a("fatal_uri", "FATAL", 'fatal: [{host}]: FAILED! => {"changed": false, "content": "", "elapsed": {el}, "msg": {msg}, "redirected": false, "status": {status}, "url": {url}}')
    a("unreachable", "FATAL", 'fatal: [{host}]: UNREACHABLE! => {"changed": false, "msg": {msg}, "unreachable": true}')
    a("ignoring", "-", "...ignoring")
    a("warn_interp", "WARN", "[WARNING]: Platform linux on host {host} is using the discovered Python interpreter at {path}, but future installation of another Python interpreter could change the meaning of that path. See {url} for more information.")
    a("warn_nomatch", "WARN", "[WARNING]: Could not match supplied host pattern, ignoring: {pat}")
    a("warn_deprec", "WARN", "[DEPRECATION WARNING]: community.general.yarn has been deprecated. This module will be removed in version {ver}. Deprecation warnings can be disabled by setting deprecation_warnings=False in ansible.cfg.")
    a("err_role", "ERROR", "ERROR! the role {role} was not found in {paths}")

    out = _Out(S)
    E = out.emit
    fail_msgs_pkg = ['"No package matching \'nginx-extras\' is available"',
                     '"Failed to lock apt for exclusive operation: Failed to lock directory /var/lib/apt/lists/: E:Could not get lock /var/lib/apt/lists/lock. It is held by process 2231 (apt-get)"']
    fail_msgs_apt = ['"Failed to update apt cache: W:Updating from such a repository can\'t be done securely, and is therefore disabled by default., W:See apt-secure(8) manpage for repository creation and user configuration details., E:The repository \'http://ppa.launchpad.net/ondrej/nginx/ubuntu jammy Release\' does not have a Release file."',
                     '"Failed to update apt cache: unknown reason"']
    unreach = '"Failed to connect to the host via ssh: ssh: connect to host {ip} port 22: Connection timed out"'
    unreach2 = '"Failed to connect to the host via ssh: {user}@{ip}: Permission denied (publickey)."'
    ips = {h: f"10.0.{i // 8 + 1}.{10 + i * 3}" for i, h in enumerate(sum(_ANS_HOSTS.values(), []))}
    run_n = [0]

    def playbook():
        run_n[0] += 1
        if rng.random() < 0.01:
            E("err_role", role="'monitoring'", paths="/home/deploy/ansible/roles:/home/deploy/.ansible/roles:/usr/share/ansible/roles:/etc/ansible/roles:/home/deploy/ansible")
            return
        if rng.random() < 0.04:
            E("warn_nomatch", pat=rng.choice(["canary", "web-09", "bastion"]))
        if rng.random() < 0.05:
            E("warn_deprec", ver="9.0.0")
        stats = {}
        plays = [p for p in _ANS_PLAYS if rng.random() < 0.75] or [_ANS_PLAYS[0]]
        warned_interp = set()
        for play, grp, tasks, handler in plays:
            allh = _ANS_HOSTS[grp]
            hosts = allh[: rng.randint(max(1, len(allh) - 3), len(allh))]
            for h in hosts:
                stats.setdefault(h, dict(ok=0, changed=0, unr=0, failed=0, skipped=0, rescued=0, ignored=0))
            E(f"play:{play}")
            live = list(hosts)
            notify = set()
            for t, kind in tasks:
                if not live:
                    E("no_more")
                    break
                E(f"task:{t}")
                order = list(live)
                rng.shuffle(order)
                if kind == "include":
                    E("included", path=f"/home/deploy/ansible/roles/common/tasks/{rng.choice(['debian', 'debian', 'ubuntu'])}.yml", hosts=", ".join(sorted(live)))
                    for h in live:
                        stats[h]["ok"] += 1
                    continue
                for h in order:
                    st = stats[h]
                    if kind == "facts":
                        if rng.random() < 0.008:
                            ip = ips[h]
                            m = (unreach if rng.random() < 0.7 else unreach2).format(ip=ip, user="deploy")
                            E("unreachable", host=h, msg=m)
                            st["unr"] += 1
                            live.remove(h)
                            continue
                        E("ok", host=h)
                        st["ok"] += 1
                        if h not in warned_interp and rng.random() < 0.08:
                            warned_interp.add(h)
                            E("warn_interp", host=h, path=rng.choice(["/usr/bin/python3.10", "/usr/bin/python3.11", "/usr/bin/python3.12"]),
                              url="https://docs.ansible.com/ansible-core/2.16/reference_appendices/interpreter_discovery.html")
                    elif kind == "pkg_loop":
                        items = _ANS_PKGS[t.split(" : ")[1]]
                        bad = False
                        for it in items:
                            r = rng.random()
                            if r < 0.004:
                                E("failed_item", host=h, item=it, qitem=f'"{it}"', msg=rng.choice(fail_msgs_pkg).replace("nginx-extras", it))
                                bad = True
                            elif r < 0.15:
                                E("changed_item", host=h, item=it)
                            else:
                                E("ok_item", host=h, item=it)
                        if bad:
                            st["failed"] += 1
                            live.remove(h)
                        else:
                            st["ok"] += 1
                            st["changed"] += rng.random() < 0.3
                    elif kind == "apt_update":
                        if rng.random() < 0.01:
                            E("fatal_msg", host=h, msg=rng.choice(fail_msgs_apt))
                            st["failed"] += 1
                            live.remove(h)
                        else:
                            ch = rng.random() < 0.5
                            E("changed" if ch else "ok", host=h)
                            st["ok"] += 1
                            st["changed"] += ch
                    elif kind == "nginx_pkg":
                        if rng.random() < 0.01:
                            E("fatal_msg", host=h, msg=fail_msgs_pkg[0])
                            st["failed"] += 1
                            live.remove(h)
                        else:
                            E("ok", host=h)
                            st["ok"] += 1
                    elif kind in ("template", "mostly_ok", "changed"):
                        p = {"template": 0.3, "mostly_ok": 0.06, "changed": 0.95}[kind]
                        if rng.random() < p:
                            E("changed", host=h)
                            st["ok"] += 1
                            st["changed"] += 1
                            if kind == "template" and handler:
                                notify.add(h)
                        else:
                            E("ok", host=h)
                            st["ok"] += 1
                    elif kind == "command":
                        if rng.random() < 0.02:
                            start = f"2024-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d} {rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}.{rng.randint(0, 999999):06d}"
                            err = rng.choice(["django.db.utils.OperationalError: could not connect to server: Connection refused",
                                              "alembic.util.exc.CommandError: Can't locate revision identified by 'a1b2c3d4e5f6'"])
                            ignore = rng.random() < 0.3
                            E("fatal_cmd", host=h, cmd='["/opt/app/venv/bin/python", "manage.py", "migrate", "--noinput"]',
                              delta=f'"0:00:0{rng.randint(1, 9)}.{rng.randint(0, 999999):06d}"', end=f'"{start}"',
                              rc=1, start=f'"{start}"', stderr=f'"{err}"', stderr_lines=f'["{err}"]')
                            if ignore:
                                E("ignoring")
                                st["ok"] += 1
                                st["ignored"] += 1
                            else:
                                st["failed"] += 1
                                live.remove(h)
                        else:
                            E("changed", host=h)
                            st["ok"] += 1
                            st["changed"] += 1
                    elif kind == "uri":
                        if rng.random() < 0.015:
                            E("fatal_uri", host=h, el=rng.randint(1, 60), msg='"Status code was -1 and not [200]: Request failed: <urlopen error [Errno 111] Connection refused>"',
                              status=-1, url=f'"http://{h}:8080/healthz"')
                            st["failed"] += 1
                            live.remove(h)
                        else:
                            E("ok", host=h)
                            st["ok"] += 1
                    elif kind == "skip":
                        E("skipping", host=h)
                        st["skipped"] += 1
            if handler and notify and live:
                E(f"handler:{handler}")
                for h in notify:
                    if h in live:
                        E("changed", host=h)
                        stats[h]["ok"] += 1
                        stats[h]["changed"] += 1
        E("recap")
        for h in sorted(stats):
            st = stats[h]
            v = {k: (str(x) + " " * (4 - len(str(x)) + 0)) for k, x in st.items()}
            v["ignored"] = str(st["ignored"])  # trailing padding stripped at end of line
            E("recap_line", host=h + " " * (26 - len(h)), **v)

    while not out.full():
        playbook()
    return out.result()


# =========================================================================== 5 BuildKit
_BK_IMAGES = {
    "go": ("docker.io/library/golang:1.22-alpine", "alpine"),
    "node": ("docker.io/library/node:20-alpine", "alpine"),
    "python": ("docker.io/library/python:3.12-slim", "debian"),
}
_BK_APK = ["git", "ca-certificates", "make", "build-base", "tzdata", "curl", "libgcc", "musl-dev"]


def make_buildkit_plain(rng: random.Random):
    S = _Specs("")
    a = S.add
    a("building", "-", "#{n} building with {inst} instance using {drv} driver")
    a("load_def", "-", "#{n} [internal] load build definition from Dockerfile")
    a("xfer_df", "-", "#{n} transferring dockerfile: {size} done")
    a("done", "-", "#{n} DONE {t}s")
    a("load_meta", "-", "#{n} [internal] load metadata for {image}")
    a("auth", "-", "#{n} [auth] {scope} token for {reg}")
    a("load_ignore", "-", "#{n} [internal] load .dockerignore")
    a("xfer_ctx_done", "-", "#{n} transferring context: {size} done")
    a("xfer_ctx_t", "-", "#{n} transferring context: {size} {t}s done")
    a("load_ctx", "-", "#{n} [internal] load build context")
    a("from_stage", "-", "#{n} [{stage} {i}/{k}] FROM {ref}")
    a("from_plain", "-", "#{n} [{i}/{k}] FROM {ref}")
    a("resolve", "-", "#{n} resolve {ref} {t}s done")
    a("layer_prog", "-", "#{n} {digest} {cur} / {total} {t}s")
    a("layer_done", "-", "#{n} {digest} {cur} / {total} {t}s done")
    a("extract_done", "-", "#{n} extracting {digest} {t}s done")
    a("run_stage", "-", "#{n} [{stage} {i}/{k}] RUN {cmd}")
    a("run_plain", "-", "#{n} [{i}/{k}] RUN {cmd}")
    a("copy_stage", "-", "#{n} [{stage} {i}/{k}] COPY {args}")
    a("copy_plain", "-", "#{n} [{i}/{k}] COPY {args}")
    a("workdir_stage", "-", "#{n} [{stage} {i}/{k}] WORKDIR {dir}")
    a("cached", "-", "#{n} CACHED")
    a("canceled", "-", "#{n} CANCELED")
    a("apk_fetch", "-", "#{n} {t} fetch {url}")
    a("apk_install", "-", "#{n} {t} ({i}/{k}) Installing {pkg} ({ver})")
    a("apk_ok", "-", "#{n} {t} OK: {mib} MiB in {cnt} packages")
    a("go_dl", "-", "#{n} {t} go: downloading {mod} {ver}")
    a("go_undef", "-", "#{n} {t} {file}:{line}:{col}: undefined: {ident}")
    a("npm_added", "-", "#{n} {t} added {cnt} packages, and audited {aud} packages in {secs}s")
    a("npm_warn", "WARN", "#{n} {t} npm warn deprecated {pkg}: {reason}")
    a("pip_collect", "-", "#{n} {t} Collecting {req}")
    a("pip_ok", "-", "#{n} {t} Successfully installed {pkgs}")
    a("pip_root", "WARN", "#{n} {t} WARNING: Running pip as the 'root' user can result in broken permissions and conflicting behaviour with the system package manager. It is recommended to use a virtual environment instead: {url}")
    a("make_err", "ERROR", "#{n} {t} make: *** [{mk}:{line}: {target}] Error {code}")
    a("step_err", "ERROR", "#{n} ERROR: process {proc} did not complete successfully: exit code: {code}")
    a("step_notfound", "ERROR", "#{n} ERROR: {ref}: not found")
    a("sep", "-", "------")
    a("err_ctx", "-", " > [{stage} {i}/{k}] RUN {cmd}:")
    a("df_line", "-", "Dockerfile:{line}")
    a("solve_err", "ERROR", "ERROR: failed to solve: process {proc} did not complete successfully: exit code: {code}")
    a("solve_notfound", "ERROR", "ERROR: failed to solve: {ref}: failed to resolve source metadata for {full}: {full2}: not found")
    a("exporting", "-", "#{n} exporting to image")
    a("export_layers", "-", "#{n} exporting layers {t}s done")
    a("writing", "-", "#{n} writing image {digest} done")
    a("naming", "-", "#{n} naming to {name} done")

    out = _Out(S)
    E = out.emit
    app_pool = _Pool(["acme/api", "acme/web", "acme/worker", "registry.example.com/platform/gateway", "acme/cron"], 1.0)
    mod_pool = _Pool(["github.com/stretchr/testify v1.9.0", "github.com/google/uuid v1.6.0", "go.uber.org/zap v1.27.0",
                      "github.com/jackc/pgx/v5 v5.5.5", "golang.org/x/sync v0.7.0", "github.com/spf13/cobra v1.8.0",
                      "golang.org/x/sys v0.19.0", "github.com/prometheus/client_golang v1.19.0"], 0.8)

    def t3(x):
        return f"{x:.3f}"

    def build():
        lang = rng.choices(["go", "node", "python"], [4, 3, 2])[0]
        base, distro = _BK_IMAGES[lang]
        multistage = lang != "python" or rng.random() < 0.3
        n = 0
        E("building", n=n, inst='"default"' if rng.random() < 0.8 else '"ci-builder"', drv="docker" if rng.random() < 0.8 else "docker-container")
        n = 1
        E("load_def", n=n)
        E("xfer_df", n=n, size=f"{rng.randint(400, 2600)}B")
        E("done", n=n, t=f"{_dur(rng, 0.03):.1f}")
        images = [base] + (["docker.io/library/alpine:3.19"] if multistage else [])
        metas = {}
        for img in images:
            n += 1
            metas[img] = n
            E("load_meta", n=n, image=img)
        if rng.random() < 0.3:
            n += 1
            E("auth", n=n, scope=f"library/{images[0].split('/')[-1].split(':')[0]}:pull", reg="registry-1.docker.io")
            E("done", n=n, t="0.0")
        for img in images:
            if img == base and rng.random() < 0.01:
                bad = base.replace("1.22", "1.99").replace(":20", ":99").replace("3.12", "3.99")
                E("step_notfound", n=metas[img], ref=bad)
                E("sep")
                E("solve_notfound", ref=bad.split("/")[-1], full=bad, full2=bad)
                return
            E("done", n=metas[img], t=f"{_dur(rng, 0.8):.1f}")
        n += 1
        E("load_ignore", n=n)
        E("xfer_ctx_done", n=n, size=f"{rng.randint(2, 400)}B")
        E("done", n=n, t="0.0")
        cached_all = rng.random() < 0.25
        steps = {"go": [("WORKDIR", "/src"), ("COPY", "go.mod go.sum ./"), ("RUN", "go mod download"),
                        ("COPY", ". ."), ("RUN", "CGO_ENABLED=0 go build -o /out/app ./cmd/server")],
                 "node": [("WORKDIR", "/app"), ("COPY", "package*.json ./"), ("RUN", "npm ci"),
                          ("COPY", ". ."), ("RUN", "npm run build")],
                 "python": [("RUN", "pip install --no-cache-dir -r requirements.txt"), ("COPY", ". /app")]}[lang]
        if distro == "alpine" and rng.random() < 0.6:
            steps.insert(0, ("RUN", "apk add --no-cache " + " ".join(rng.sample(_BK_APK[:4], 2))))
        if lang == "go" and rng.random() < 0.3:
            steps.append(("RUN", "make"))
        k = len(steps) + 1
        stage = "build" if lang != "node" else "builder"
        st_name = stage if multistage else None
        n += 1
        fromn = n
        digest = "sha256:" + _hex(rng, 64)
        if st_name:
            E("from_stage", n=fromn, stage=st_name, i=1, k=k, ref=f"{base}@{digest}")
        else:
            E("from_plain", n=fromn, i=1, k=k, ref=f"{base}@{digest}")
        E("resolve", n=fromn, ref=f"{base}@{digest}", t="0.0")
        n += 1
        ctxn = n
        E("load_ctx", n=ctxn)
        if not cached_all and rng.random() < 0.5:
            for _ in range(rng.randint(1, 3)):
                d = "sha256:" + _hex(rng, 64)
                tot = rng.choice(["3.41MB", "67.01MB", "126.45MB", "1.39kB", "293.19kB", "24.05MB"])
                E("layer_prog", n=fromn, digest=d, cur="0B", total=tot, t=f"{rng.uniform(0.1, 0.3):.1f}")
                E("layer_done", n=fromn, digest=d, cur=tot, total=tot, t=f"{rng.uniform(0.5, 6):.1f}")
                E("extract_done", n=fromn, digest=d, t=f"{rng.uniform(0.1, 3):.1f}")
        E("xfer_ctx_t", n=ctxn, size=_size(rng), t=f"{_dur(rng, 0.4):.1f}")
        E("done", n=ctxn, t=f"{_dur(rng, 0.4):.1f}")
        E("cached" if cached_all else "done", n=fromn, **({} if cached_all else {"t": f"{rng.uniform(1, 15):.1f}"}))
        dirty = False
        failed = None
        for idx, (ins, arg) in enumerate(steps, start=2):
            n += 1
            key = {"RUN": "run", "COPY": "copy", "WORKDIR": "workdir"}[ins] + ("_stage" if st_name else "_plain")
            if key == "workdir_plain":
                key = "workdir_stage"
                sv = {"stage": stage}
            else:
                sv = {"stage": st_name} if st_name else {}
            argk = {"RUN": "cmd", "COPY": "args", "WORKDIR": "dir"}[ins]
            E(key, n=n, i=idx, k=k, **sv, **{argk: arg})
            if ins == "COPY" and arg.startswith("."):
                dirty = True
            if (cached_all or not dirty) and rng.random() < 0.9:
                E("cached", n=n)
                continue
            if ins != "RUN":
                E("done", n=n, t=f"{_dur(rng, 0.1):.1f}")
                continue
            t = rng.uniform(0.05, 0.3)
            if arg.startswith("apk"):
                E("apk_fetch", n=n, t=t3(t), url=f"https://dl-cdn.alpinelinux.org/alpine/v3.19/main/x86_64/APKINDEX.tar.gz")
                t += rng.uniform(0.1, 0.5)
                E("apk_fetch", n=n, t=t3(t), url=f"https://dl-cdn.alpinelinux.org/alpine/v3.19/community/x86_64/APKINDEX.tar.gz")
                pk = rng.sample(_BK_APK, rng.randint(2, 6))
                for j, p in enumerate(pk, 1):
                    t += rng.uniform(0.02, 0.3)
                    E("apk_install", n=n, t=t3(t), i=j, k=len(pk), pkg=p, ver=f"{rng.randint(1, 20)}.{rng.randint(0, 9)}.{rng.randint(0, 9)}-r{rng.randint(0, 3)}")
                E("apk_ok", n=n, t=t3(t + 0.2), mib=rng.randint(9, 60), cnt=rng.randint(18, 60))
            elif arg == "go mod download":
                for _ in range(rng.randint(2, 9)):
                    t += rng.uniform(0.05, 1.0)
                    m, v = mod_pool(rng).split()
                    E("go_dl", n=n, t=t3(t), mod=m, ver=v)
            elif arg == "npm ci":
                if rng.random() < 0.3:
                    t += rng.uniform(1, 5)
                    E("npm_warn", n=n, t=t3(t), pkg=rng.choice(["inflight@1.0.6", "glob@7.2.3", "rimraf@3.0.2"]),
                      reason=rng.choice(["This module is not supported, and leaks memory. Do not use it.", "Glob versions prior to v9 are no longer supported", "Rimraf versions prior to v4 are no longer supported"]))
                t += rng.uniform(5, 40)
                c = rng.randint(300, 1500)
                E("npm_added", n=n, t=t3(t), cnt=c, aud=c + 1, secs=int(t))
            elif arg.startswith("pip"):
                pk = rng.sample(["flask==3.0.3", "gunicorn==22.0.0", "requests==2.31.0", "SQLAlchemy==2.0.29", "psycopg[binary]==3.1.18", "pydantic==2.7.1"], rng.randint(2, 5))
                for p in pk:
                    t += rng.uniform(0.1, 0.8)
                    E("pip_collect", n=n, t=t3(t), req=p)
                t += rng.uniform(2, 10)
                E("pip_ok", n=n, t=t3(t), pkgs=" ".join(p.replace("==", "-").replace("[binary]", "") for p in pk))
                E("pip_root", n=n, t=t3(t + 0.1), url="https://pip.pypa.io/warnings/venv")
            elif "go build" in arg or arg == "make" or arg == "npm run build":
                t += rng.uniform(2, 40)
                if rng.random() < 0.13:
                    if arg == "make":
                        E("go_undef", n=n, t=t3(t), file="internal/api/handler.go", line=rng.randint(10, 400), col=rng.randint(2, 30), ident=rng.choice(["store.NewCache", "cfg.Timeout", "validateToken"]))
                        E("make_err", n=n, t=t3(t + 0.01), mk="Makefile", line=rng.randint(5, 40), target="build", code=2)
                        failed = (n, idx, arg, 2)
                    elif "go build" in arg:
                        E("go_undef", n=n, t=t3(t), file="cmd/server/main.go", line=rng.randint(10, 200), col=rng.randint(2, 30), ident=rng.choice(["server.WithTLS", "metrics.Register"]))
                        failed = (n, idx, arg, 1)
                    else:
                        failed = (n, idx, arg, rng.choice([1, 2]))
                    break
            E("done", n=n, t=f"{t + rng.uniform(0, 0.5):.1f}")
        if failed:
            fn, fi, farg, code = failed
            proc = '"/bin/sh -c ' + farg.replace('"', '\\"') + '"'
            E("step_err", n=fn, proc=proc, code=code)
            E("sep")
            E("err_ctx", stage=stage, i=fi, k=k, cmd=farg)
            E("sep")
            E("df_line", line=rng.randint(8, 30))
            E("solve_err", proc=proc, code=code)
            return
        if multistage:
            n += 1
            final = "stage-1" if rng.random() < 0.4 else "runtime"
            E("from_stage", n=n, stage=final, i=1, k=2, ref=f"docker.io/library/alpine:3.19@sha256:{_hex(rng, 64)}")
            E("cached", n=n)
            n += 1
            E("copy_stage", n=n, stage=final, i=2, k=2, args="--from=" + stage + " /out/app /usr/local/bin/app")
            E("done", n=n, t=f"{_dur(rng, 0.1):.1f}")
        n += 1
        E("exporting", n=n)
        E("export_layers", n=n, t=f"{_dur(rng, 0.5):.1f}")
        E("writing", n=n, digest="sha256:" + _hex(rng, 64))
        E("naming", n=n, name=f"docker.io/{app_pool(rng)}:{rng.choice(['latest', 'dev', _hex(rng, 7)])}")
        E("done", n=n, t=f"{_dur(rng, 0.6):.1f}")
        if rng.random() < 0.01:
            E("canceled", n=n - 1)

    while not out.full():
        build()
    return out.result()


# =========================================================================== 6 Helm / kubectl
_K_APPLY = {  # kind -> allowed actions with weights
    "deployment.apps": {"unchanged": 5, "configured": 4, "created": 0.2},
    "service": {"unchanged": 8, "configured": 0.5, "created": 0.2},
    "configmap": {"unchanged": 4, "configured": 3, "created": 0.3},
    "secret": {"unchanged": 5, "configured": 1},
    "ingress.networking.k8s.io": {"unchanged": 6, "configured": 0.6},
    "horizontalpodautoscaler.autoscaling": {"unchanged": 6},
}


def make_helm_kubectl_apply(rng: random.Random):
    S = _Specs("")
    a = S.add
    for kind, acts in _K_APPLY.items():
        for act in acts:
            a(f"apply:{kind}:{act}", "-", f"{kind}/{{name}} {act}")
    a("w_lastapplied", "WARN", "Warning: resource {res} is missing the kubectl.kubernetes.io/last-applied-configuration annotation which is required by kubectl apply. kubectl apply should only be used on resources created declaratively by either kubectl create --save-config or kubectl apply. The missing annotation will be patched automatically.")
    a("w_deprecated", "WARN", "Warning: {gv} {kind} is deprecated in {v1}, unavailable in {v2}; use {gv2} {kind2}")
    a("err_notfound", "ERROR", "Error from server (NotFound): deployments.apps {name} not found")
    a("invalid", "-", "The Deployment {name} is invalid: {detail}")
    a("kubecfg_warn", "WARN", "WARNING: Kubernetes configuration file is group-readable. This is insecure. Location: {path}")
    a("h_history", "DEBUG", "history.go:{l}: [debug] getting history for release {rel}")
    a("h_not_exist", "-", "Release {rel} does not exist. Installing it now.")
    a("h_creating_res", "DEBUG", "client.go:{l}: [debug] creating {n} resource(s)")
    a("h_preparing", "DEBUG", "upgrade.go:{l}: [debug] preparing upgrade for {rel}")
    a("h_performing", "DEBUG", "upgrade.go:{l}: [debug] performing update for {rel}")
    a("h_creating_rel", "DEBUG", "upgrade.go:{l}: [debug] creating upgraded release for {rel}")
    a("h_checking", "DEBUG", "client.go:{l}: [debug] checking {n} resources for changes")
    for kind in ("Service", "ServiceAccount", "ConfigMap"):
        a(f"h_nochange:{kind}", "DEBUG", f"client.go:{{l}}: [debug] Looks like there are no changes for {kind} {{name}}")
    for kind in ("Deployment", "ConfigMap", "Secret"):
        a(f"h_patch:{kind}", "DEBUG", f"client.go:{{l}}: [debug] Patch {kind} {{name}} in namespace {{ns}}")
    a("h_delete", "DEBUG", "client.go:{l}: [debug] Starting delete for {name} Ingress")
    a("h_wait", "DEBUG", "wait.go:{l}: [debug] beginning wait for {n} resources with timeout of {tmo}")
    a("h_notready", "DEBUG", "ready.go:{l}: [debug] Deployment is not ready: {nsname}. {r} out of {e} expected pods are ready")
    a("h_updating", "DEBUG", "upgrade.go:{l}: [debug] updating status for upgraded release for {rel}")
    a("h_upg_warn", "DEBUG", "upgrade.go:{l}: [debug] warning: Upgrade {rel} failed: {err}")
    a("h_upgraded", "-", "Release {rel} has been upgraded. Happy Helming!")
    a("h_name", "-", "NAME: {rel}")
    a("h_last", "-", "LAST DEPLOYED: {date}")
    a("h_ns", "-", "NAMESPACE: {ns}")
    a("h_status", "-", "STATUS: deployed")
    a("h_rev", "-", "REVISION: {rev}")
    a("h_suite", "-", "TEST SUITE: None")
    a("e_inprogress", "ERROR", "Error: UPGRADE FAILED: another operation (install/upgrade/rollback) is in progress")
    a("e_deadline", "ERROR", "Error: UPGRADE FAILED: context deadline exceeded")
    a("e_patch", "ERROR", "Error: UPGRADE FAILED: cannot patch {name} with kind Deployment: {detail}")
    a("r_updated", "-", "Waiting for deployment {name} rollout to finish: {a} out of {b} new replicas have been updated...")
    a("r_available", "-", "Waiting for deployment {name} rollout to finish: {a} of {b} updated replicas are available...")
    a("r_old", "-", "Waiting for deployment {name} rollout to finish: {a} old replicas are pending termination...")
    a("r_observed", "-", "Waiting for deployment spec update to be observed...")
    a("r_done", "-", "deployment {name} successfully rolled out")
    a("r_deadline", "ERROR", "error: deployment {name} exceeded its progress deadline")
    a("r_timeout", "ERROR", "error: timed out waiting for the condition")

    out = _Out(S)
    E = out.emit
    clk = _Clock(rng)
    app_pool = _Pool(["web", "api", "worker", "frontend", "payments", "scheduler", "gateway", "notifier"], 1.0)
    ns_pool = _Pool(["production", "staging", "default", "payments", "tools"], 1.2)
    revs: dict[str, int] = {}
    invalid_details = ['spec.template.metadata.labels: Invalid value: map[string]string{"app":"web-v2"}: `selector` does not match template `labels`',
                       'spec.template.spec.containers[0].image: Required value',
                       'spec.template.spec.containers[0].resources.requests: Invalid value: "2": must be less than or equal to cpu limit']

    def deploy():
        clk.tick(900)
        app = app_pool(rng)
        ns = ns_pool(rng)
        replicas = rng.choice([2, 3, 3, 4, 6])
        if rng.random() < 0.03:
            E("kubecfg_warn", path=rng.choice(["/home/ci/.kube/config", "/root/.kube/config"]))
        # kubectl apply -f k8s/
        if rng.random() < 0.7:
            extra = rng.sample(["web-config", f"{app}-config", f"{app}-env", "shared-config"], rng.randint(1, 2))
            objs = [("configmap", c) for c in extra] + [("secret", f"{app}-secrets"), ("service", app),
                                                        ("deployment.apps", app)]
            if rng.random() < 0.6:
                objs.append(("ingress.networking.k8s.io", app))
            if rng.random() < 0.5:
                objs.append(("horizontalpodautoscaler.autoscaling", app))
            if rng.random() < 0.02:
                E("w_deprecated", gv="autoscaling/v2beta2", kind="HorizontalPodAutoscaler", v1="v1.23+", v2="v1.26+", gv2="autoscaling/v2", kind2="HorizontalPodAutoscaler")
            if rng.random() < 0.01:
                E("invalid", name=f'"{app}"', detail=rng.choice(invalid_details))
                return
            for kind, name in objs:
                acts = _K_APPLY[kind]
                act = rng.choices(list(acts), list(acts.values()))[0]
                if act == "configured" and rng.random() < 0.02:
                    E("w_lastapplied", res=f"{kind.split('.')[0]}s/{name}")
                E(f"apply:{kind}:{act}", name=name)
        # helm upgrade --install --debug
        rel = app if rng.random() < 0.7 else f"{app}-{ns}"
        E("h_history", l=56, rel=rel)
        new = rel not in revs and rng.random() < 0.15
        if new:
            E("h_not_exist", rel=f'"{rel}"')
            E("h_creating_res", l=rng.choice([133, 142]), n=rng.randint(4, 9))
            revs[rel] = 1
        else:
            if rng.random() < 0.02:
                E("e_inprogress")
                return
            E("h_preparing", l=rng.choice([164, 157]), rel=rel)
            if rng.random() < 0.008:
                E("e_patch", name=f'"{app}"', detail=f'Deployment.apps "{app}" is invalid: ' + invalid_details[0])
                return
            E("h_performing", l=rng.choice([172, 165]), rel=rel)
            E("h_creating_rel", l=rng.choice([344, 337]), rel=rel)
            res = [("ServiceAccount", app), ("Secret", f"{app}-secrets"), ("ConfigMap", f"{app}-config"),
                   ("Service", app), ("Deployment", app)]
            E("h_checking", l=229, n=len(res) + rng.randint(0, 2))
            for kind, name in res:
                q = f'"{name}"'
                if kind in ("ServiceAccount", "Service"):
                    E(f"h_nochange:{kind}", l=512, name=q)
                elif kind == "ConfigMap" and rng.random() < 0.5:
                    E("h_nochange:ConfigMap", l=512, name=q)
                else:
                    E(f"h_patch:{kind}", l=521, name=q, ns=ns)
            if rng.random() < 0.02:
                E("h_delete", l=310, name=f'"{app}-legacy"')
            revs[rel] = revs.get(rel, rng.randint(3, 180)) + 1
        tmo = rng.choice(["5m0s", "5m0s", "10m0s", "3m0s"])
        E("h_wait", l=48, n=rng.randint(4, 9), tmo=tmo)
        ok = rng.random() > 0.05
        for i in range(rng.randint(0, 5) if ok else rng.randint(6, 14)):
            E("h_notready", l=277, nsname=f"{ns}/{app}", r=min(i, replicas - 1), e=replicas)
        if not ok:
            E("h_upg_warn", l=434, rel=f'"{rel}"', err="context deadline exceeded")
            E("e_deadline")
            if rng.random() < 0.5:
                E("err_notfound", name=f'"{app}-canary"')
            return
        if not new:
            E("h_updating", l=157, rel=rel)
            E("h_upgraded", rel=f'"{rel}"')
        E("h_name", rel=rel)
        clk.tick(30)
        E("h_last", date=clk.helm_date())
        E("h_ns", ns=ns)
        E("h_status")
        E("h_rev", rev=revs[rel])
        E("h_suite")
        # kubectl rollout status deployment/<app>
        q = f'"{app}"'
        if rng.random() < 0.15:
            E("r_observed")
        upd = rng.randint(0, replicas - 1)
        for x in range(upd, replicas):
            if x > 0:
                E("r_updated", name=q, a=x, b=replicas)
        stuck = rng.random() < 0.04
        for x in range(rng.randint(0, replicas - 1), replicas if not stuck else replicas + 4):
            E("r_available", name=q, a=min(x, replicas - 1), b=replicas)
        if stuck:
            E("r_deadline" if rng.random() < 0.6 else "r_timeout", name=q)
            return
        for x in range(rng.randint(0, 2), 0, -1):
            E("r_old", name=q, a=x)
        E("r_done", name=q)

    while not out.full():
        deploy()
    return out.result()


# =========================================================================== registry
FORMATS: list[tuple[str, Callable[[random.Random], list[dict[str, str]]]]] = [
    ("github_actions", make_github_actions),
    ("gitlab_runner", make_gitlab_runner),
    ("terraform_tflog", make_terraform_tflog),
    ("ansible_output", make_ansible_output),
    ("buildkit_plain", make_buildkit_plain),
    ("helm_kubectl_apply", make_helm_kubectl_apply),
]


def _tpl_regex(tpl: str, _cache={}):
    rx = _cache.get(tpl)
    if rx is None:
        rx = re.compile("".join(".+?" if p == "<*>" else re.escape(p) for p in re.split(r"(<\*>)", tpl)), re.S)
        _cache[tpl] = rx
    return rx


if __name__ == "__main__":
    from collections import Counter

    for seed in (0, 1):
        for name, make in FORMATS:
            rows = make(random.Random(seed))
            assert len(rows) == N_ROWS, (name, len(rows))
            assert rows == make(random.Random(seed)), f"{name}: not deterministic"
            counts: Counter = Counter()
            levels: dict[str, str] = {}
            for r in rows:
                assert set(r) == {"line", "template", "level"}, r
                assert "\n" not in r["line"] and "\r" not in r["line"], r
                assert r["level"] in LEVELS, r
                assert _tpl_regex(r["template"]).fullmatch(r["line"]), (name, r)
                assert levels.setdefault(r["template"], r["level"]) == r["level"], r
                counts[r["template"]] += 1
            n_abn = sum(1 for t in counts if levels[t] in ("WARN", "ERROR", "FATAL"))
            assert 15 <= len(counts) <= 60, (name, seed, len(counts))
            assert n_abn >= 3, (name, seed, n_abn)
            rare = sum(1 for c in counts.values() if c <= 3)
            print(f"seed={seed} {name}: {len(counts)} templates, {n_abn} abnormal, {rare} rare (<=3)")
            for r in (rows[0], rows[len(rows) // 2], rows[-1]):
                print("   ", repr(r["line"])[:200])
    print("OK")
