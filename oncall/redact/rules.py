"""What counts as a secret: the redaction rules, as data.

A rule is a name, a regex, the group that holds the secret (the rest of the match is context
that stays readable, such as `password=` or the user of a URL), literal hints (a string that
contains none of them is never searched, which keeps redaction cheap on ordinary log lines)
and an optional check that a candidate really looks like a secret. The rules run in order on
each string; a later rule never sees an earlier one's value (placeholders match no rule).
`docs/security.md` lists them; a deployment adds its own in the run file (`redact:`).
"""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from oncall.redact.safety import hazard

Check = Callable[[re.Match[str], str], bool]
"""(match, candidate value) -> whether to redact it."""


@dataclass(frozen=True, slots=True)
class Rule:
    name: str
    """Shown in placeholders (`[REDACTED:name#3f2a]`) and in `redaction` events."""
    pattern: re.Pattern[str]
    group: int | str = 0
    """The group of the match that is the secret; 0 = the whole match."""
    hints: tuple[str, ...] = ()
    """Literals one of which any match contains; empty = always search."""
    hints_fold_case: bool = False
    """Compare the hints with the lowercased string."""
    check: Check | None = None
    about: str = ""
    signals: tuple[str, ...] = ()
    """Alternatives of characters that all occur in any match, case-sensitively (the gate
    skips the rule for a result that has none of them); empty = no such characters."""
    lowercase: bool = False
    """The pattern is written in lowercase and searched in the lowercased string (same
    offsets), so it can start with a literal: far faster than an IGNORECASE search."""
    bounded: bool = False
    """Searched line by line in windows of `safety.WINDOW` characters (a deployment's rule:
    what one search may cost is bounded)."""


# -- checks ------------------------------------------------------------------------------------

_MASKED = re.compile(r"^[*xX•#.\-_]*$")
_NOT_SECRETS = frozenset((
    "", "null", "none", "nil", "true", "false", "redacted", "hidden", "masked", "required",
    "missing", "invalid", "expired", "incorrect", "wrong", "mismatch", "changed", "reset",
    "updated", "rejected", "accepted", "ok", "set", "unset", "empty", "present", "absent",
    "not", "is", "was", "must", "should", "cannot", "failed", "valid", "refreshed", "revoked",
    "rotated", "unknown", "n/a", "yes", "no", "sent", "used", "provided", "denied", "verified",
    "too", "from", "for", "of", "has", "have", "had", "bearer", "basic", "env", "file",
))
"""Values that follow a secret's key name in ordinary messages (`token: expired`)."""

_NOT_SECRET_KEYS = frozenset((
    "page_token", "next_token", "next_page_token", "pagination_token", "continuation_token",
    "sync_token", "resume_token", "cancel_token", "cancellation_token", "token_type",
    "public_key", "key", "cache_key", "primary_key", "partition_key", "sort_key",
    "idempotency_key", "routing_key", "object_key", "s3_key", "foreign_key", "shard_key",
    "tokenizer", "secret_env", "secret_name", "secret_ref", "password_env", "token_env",
))
"""Key names that end like a secret's but name something public or a reference to one."""


def _key_before(m: re.Match[str]) -> str:
    """The whole key name that ends with the matched keyword (`db_password`, `x-api-key`)."""
    text, i = m.string, m.start()
    while i > 0 and (text[i - 1].isalnum() or text[i - 1] in "_.-"):
        i -= 1
    return text[i:m.end("key")].lower().replace("-", "_").lstrip("._")


_TOKENISH = re.compile(r"(?:token|api_?key|apikey|access_?key|auth_?key|credentials?)$")


def _env_reference(value: str) -> bool:
    return value.startswith(("$", "%", "{{", "<", "env:", "vault:", "secret:", "var.",
                             "local.", "data.", "module.", "ref+", "arn:aws:secretsmanager:"))


_SECRET_KEY_NAMES = re.compile(r"(?:api|access|private|secret|auth|signing|encryption|master|tls|"
                               r"client|app|license|account)[_.]?key$")
"""What a key name ending in `key` must end with to name a secret (`x-api-key`, not
`cache_key`)."""


def _value_check(m: re.Match[str], value: str) -> bool:
    key = _key_before(m)
    if m.group("key").startswith("key") and \
            not _SECRET_KEY_NAMES.search(_SUFFIX_AT_END.sub("", key)):
        return False
    last = key.rsplit(".", 1)[-1]
    if key in _NOT_SECRET_KEYS or (last in _NOT_SECRET_KEYS and last != "key"):
        return False
    v = value.strip()
    if v.startswith("[REDACTED") or _MASKED.match(v) or _env_reference(v):
        return False
    if v.lower() in _NOT_SECRETS or _JAVA_REF.fullmatch(v):
        return False
    looks_random = len(v) >= 16 or any(not c.isalpha() for c in v)
    if m.group("q") or looks_random:
        return True
    # A plain word. After `key:` it is a value when the line ends there (YAML, a header),
    # and prose when more words follow ("password: too short"). A token or key is what a
    # machine issues, so a plain word after one is a name (`token=Token{...}` in Android's
    # window manager); a password may be a plain word.
    rest = m.string[m.end():]
    ends = not rest or rest[0] in "\r\n,;}]" or rest.lstrip(" \t").startswith("#")
    if m.group("sep") == ":":
        return ends
    return ends or not _TOKENISH.search(key)


def _url_password_check(m: re.Match[str], value: str) -> bool:
    """A port and a path (`host:8080/users/@me`, `:443/@scope/pkg`) is not a password."""
    return not _PORT_PATH.match(value)


_PORT_PATH = re.compile(r"\d{1,5}(?:/|$)")


def _element_check(m: re.Match[str], value: str) -> bool:
    """A value named a secret by its element, variable or `name:` entry (any word counts:
    the name says what it is), unless it is a reference, a mask or a placeholder."""
    key = m.group("key").lower().replace("-", "_").lstrip("._")
    last = re.split(r"[.:]", key)[-1]
    if key in _NOT_SECRET_KEYS or last in _NOT_SECRET_KEYS or _REFERENCE_KEY.search(key):
        return False
    bare = _SUFFIX_AT_END.sub("", last)
    if bare.endswith("key") and not _SECRET_KEY_NAMES.search(bare) and "secret" not in bare:
        return False
    v = value.strip()
    return bool(v) and not (v.startswith("[REDACTED") or _MASKED.match(v) or
                            _env_reference(v) or v.lower() in _NOT_SECRETS)


_REFERENCE_KEY = re.compile(r"(?:_|^)(?:file|path|env|name|ref|id|type|url|endpoint|length|"
                            r"expired|expiry|expires|ttl|set|count|version)$")
"""A name that ends so holds where a secret is, or something about it, not the secret."""

_JAVA_REF = re.compile(r"[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+@[0-9a-f]{1,16}")
"""`android.os.BinderProxy@8f1c2e`: a Java object's default `toString`, not a secret."""


def _bearer_check(m: re.Match[str], value: str) -> bool:
    scheme = m.group("scheme").lower()
    if scheme == "basic":
        try:
            decoded = base64.b64decode(value + "=" * (-len(value) % 4), validate=True)
        except (binascii.Error, ValueError):
            return False
        return b":" in decoded
    return any(c.isdigit() for c in value) or len(value) >= 20


def _mixed(value: str) -> bool:
    return (any(c.isupper() for c in value) and any(c.islower() for c in value)
            and any(c.isdigit() or c in "/+" for c in value))


def _aws_secret_check(m: re.Match[str], value: str) -> bool:
    """Forty base64 characters are a secret key beside its name or beside a key id."""
    if not _mixed(value):
        return False
    return bool(m.group("name")) or "[REDACTED:aws_key#" in m.string


# -- the default list ----------------------------------------------------------------------------

_SUFFIX = (r"(?:[_-](?:base|value|prod|production|staging|dev|live|test|primary|secondary|"
           r"current|previous|old|new|b64|base64|encoded|raw|plain|plaintext|v\d{1,2}|\d{1,2}))?")
"""What may follow a secret's keyword in its name (`SECRET_KEY_BASE`, `API_TOKEN_PROD`);
`_file`, `_env`, `_name`, `_id` and the like name something else and are not here."""
_SUFFIX_AT_END = re.compile(_SUFFIX[:-1] + "$")
_KEY_HINTS = ("pass", "secret", "token", "key", "credential")
"""One of these is in every name `_KEYWORDS` matches (the gate needs no other needle)."""

_KEYWORDS = (r"password|passwd|passphrase|secret|token|api[_-]?key|apikey|access[_-]?key|"
             r"private[_-]?key|secret[_-]?key|client[_-]?secret|credentials?|auth[_-]?key")

DEFAULT_RULES: tuple[Rule, ...] = (
    Rule("private_key", re.compile(
        r"-----BEGIN (?P<kind>(?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?)-----"
        r"(?:[\s\S]*?-----END (?P=kind)-----|"
        r"(?:(?:Proc-Type|DEK-Info|Comment):[^\n\\]*|[A-Za-z0-9+/=\s\\])*)"),
        hints=("PRIVATE KEY",), signals=("V",),
        about="PEM private key blocks (RSA, EC, DSA, OpenSSH, PKCS#8, encrypted, PGP), whole "
              "or cut off"),
    Rule("aws_key", re.compile(r"(?<![A-Z0-9])(?:AKIA|ASIA)[A-Z0-9]{16}(?![A-Z0-9])"),
         hints=("AKIA", "ASIA"), signals=("AKI", "ASI"),
         about="AWS access key ids (long-term AKIA and temporary ASIA)"),
    Rule("aws_secret", re.compile(
        r"(?:(?P<name>(?i:aws_?secret_?access_?key|aws_?secret_?key|secret_?access_?key|"
        r"aws_?secret))\\?[\"']?\s*[:=]\s*\\?[\"']?)?"
        r"(?<![A-Za-z0-9/+])(?P<value>[A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])"),
        group="value", hints=("secret", "aws_key#"), hints_fold_case=True,
        check=_aws_secret_check,
        about="AWS secret access keys beside their name or beside an access key id"),
    Rule("jwt", re.compile(r"(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{6,}\.eyJ[A-Za-z0-9_-]{6,}"
                           r"\.[A-Za-z0-9_-]*"),
         hints=("eyJ",), signals=("J",), about="JSON Web Tokens (header.payload.signature)"),
    Rule("github_token", re.compile(r"(?<![A-Za-z0-9_])(?:gh[pousr]_[A-Za-z0-9]{36,255}|"
                                    r"github_pat_[A-Za-z0-9_]{22,255})"),
         hints=("gh", "_pat_"), signals=("_",),
         about="GitHub personal, OAuth, app and fine-grained tokens"),
    Rule("gitlab_token", re.compile(
        r"(?<![A-Za-z0-9_-])gl(?:pat|dt|rt|ptt|cbt|oas|ft|imt|soat|agent)-[A-Za-z0-9_-]{20,}"),
        hints=("gl",), signals=("-",),
        about="GitLab tokens"),
    Rule("slack_webhook", re.compile(
        r"https:\\?/\\?/hooks\.slack(?:-gov)?\.com\\?/(?P<path>(?:services|workflows|triggers)"
        r"\\?/[A-Za-z0-9_/+\\-]{8,})"),
        group="path", hints=("hooks.slack",), signals=("@", "/"),
        about="Slack incoming webhook URLs (the path; JSON-escaped slashes too)"),
    Rule("slack_token", re.compile(r"(?<![A-Za-z0-9-])(?:xox[abposre]|xapp)-[A-Za-z0-9-]{10,}"),
         hints=("xox", "xapp"), about="Slack bot, user, workspace, refresh and app-level "
                                      "tokens (xox*-, xapp-)"),
    Rule("stripe_key", re.compile(r"(?<![A-Za-z0-9_])(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}|"
                                  r"(?<![A-Za-z0-9_])whsec_[A-Za-z0-9]{16,}"),
         hints=("k_live_", "k_test_", "whsec_"), signals=("_",),
         about="Stripe secret and restricted keys, webhook signing secrets"),
    Rule("google_api_key", re.compile(r"(?<![A-Za-z0-9_-])AIza[0-9A-Za-z_-]{35}"),
         hints=("AIza",), signals=("Iz",), about="Google API keys"),
    Rule("url_password", re.compile(
        r"://[^\s:/@\"'<>]*:(?P<pw>[^\s\"'<>]+)@(?=[^\s@/\"'<>]*(?:[/:?#\s\"'<>;,)]|$))"),
        group="pw", hints=("://",), signals=("@",), check=_url_password_check,
        about="passwords in URLs and DSNs (postgres://user:PASSWORD@host; the password may "
              "hold / and @)"),
    Rule("auth_header", re.compile(
        r"(?<![a-z0-9])(?P<scheme>bearer|basic)(?:\s+|%20|\+)"
        r"(?P<value>[a-z0-9._~+/-]{8,}={0,2})(?![a-z0-9._~+/=-])"),
        group="value", hints=("bearer", "basic"), hints_fold_case=True, check=_bearer_check,
        lowercase=True,
        about="Bearer and Basic authorization values"),
    Rule("auth_header", re.compile(
        r"authorization\\?[\"']?\s*[:=]\s*\\?[\"']?(?P<scheme>token|bot|apikey|api-key|key|"
        r"sso-key|digest|splunk|negotiate)\s+(?P<value>[a-z0-9._~+/:=-]{8,})"),
        group="value", hints=("authorization",), hints_fold_case=True, check=_bearer_check,
        lowercase=True,
        about="other schemes of an Authorization header (`token`, `Bot`, `ApiKey`, ...)"),
    *(Rule("secret_value", re.compile(
        r"(?P<key>" + key + r")(?P<kq>\\?[\"'])?\s*(?P<sep>[:=]|=>)\s*"
        r"(?:(?P<q>\\?[\"'])(?P<qv>(?:(?!(?P=q)).){1,512}?)(?P=q)|"
        r"(?P<bare>[^\s&,;\"'<>{}\[\]()\x00]{1,512}))"),
        group="value", hints=(hint,), hints_fold_case=True, check=_value_check, lowercase=True,
        about="password, secret, token, api_key (and names ending so) values in key=value, "
              "JSON, YAML and header forms")
      for hint, key in (("pass", r"pass(?:word|wd|phrase)" + _SUFFIX),
                        ("secret", r"secret(?:[_-]?(?:access[_-]?)?key)?" + _SUFFIX),
                        ("token", r"token" + _SUFFIX), ("key", r"key" + _SUFFIX))),
    Rule("secret_value", re.compile(
        r"(?<![A-Za-z0-9_])(?:ENV|ARG)[ \t]+(?P<key>[A-Z0-9_]*(?:" + _KEYWORDS.upper() + r")"
        + _SUFFIX.upper() + r")(?P<sep>[ \t]+)(?:(?P<q>[\"'])(?P<qv>(?:(?!(?P=q)).){1,512}?)"
        r"(?P=q)|(?P<bare>[^\s\"']{1,512}))"),
        group="value", hints=_KEY_HINTS, hints_fold_case=True, check=_element_check,
        about="Dockerfile `ENV NAME value` with a secret's name"),
    Rule("secret_value", re.compile(
        r"<(?P<key>[a-z0-9_.:-]*(?:" + _KEYWORDS + r")" + _SUFFIX + r")(?:\s[^<>]*)?>"
        r"(?P<value>[^<>]{1,512})</(?P=key)>"),
        group="value", hints=_KEY_HINTS, hints_fold_case=True, check=_element_check,
        lowercase=True, about="XML elements named like a secret (`<password>...</password>`)"),
    Rule("secret_value", re.compile(
        r"(?<![a-z0-9_])(?:name|key)(?P<kq>\\?[\"']?)\s*[:=]\s*(?P<nq>\\?[\"']?)"
        r"(?P<key>[a-z0-9_.-]*(?:" + _KEYWORDS + r")" + _SUFFIX + r")(?P=nq)\s*,?\s*"
        r"(?P=kq)value(?P=kq)\s*[:=]\s*(?:(?P<q>\\?[\"'])(?P<qv>(?:(?!(?P=q)).){1,512}?)(?P=q)|"
        r"(?P<bare>[^\s,;\"'{}\[\]]{1,512}))"),
        group="value", hints=_KEY_HINTS, hints_fold_case=True, check=_element_check,
        lowercase=True, about="name/value pairs whose name is a secret's (a Kubernetes env "
                              "entry, a parameter list)"),
    Rule("secret_value", re.compile(
        r"(?P<key>\.docker(?:config)?(?:json|cfg))[\"']?\s*[:=]\s*[\"']?"
        r"(?P<value>[a-z0-9+/=]{16,})", re.IGNORECASE),
        group="value", hints=(".docker",), hints_fold_case=True,
        about="registry credentials of a Kubernetes pull secret (`.dockerconfigjson`)"),
)
"""The rules every run applies, in this order."""


def value_of(rule: Rule, m: re.Match[str]) -> tuple[int, int]:
    """Where the secret of a match lies (start, end)."""
    if rule.group == "value" and "qv" in m.re.groupindex:
        name = "qv" if m.group("qv") is not None else "bare"
        return m.span(name)
    return m.span(rule.group)


SECRET_KEY = re.compile(r"(?i)(?:^|[_.-])?(?P<key>" + _KEYWORDS + r")$")
"""A mapping key whose string value is a secret (`{"password": "..."}` in structured data)."""


def secret_key(key: str) -> bool:
    """Whether a JSON/YAML key names a secret value (its name ends with a secret keyword)."""
    k = key.lower().replace("-", "_")
    if k in _NOT_SECRET_KEYS or k.rsplit(".", 1)[-1] in _NOT_SECRET_KEYS:
        return False
    return SECRET_KEY.search(k) is not None


def custom_rules(specs: Sequence[Mapping[str, str]], where: str = "redact") -> tuple[Rule, ...]:
    """Rules a deployment adds: `{name, pattern}`; the whole match (or the group named
    `secret`) is redacted. A bad spec is a ValueError naming its field."""
    rules = []
    for i, spec in enumerate(specs):
        name, pattern = spec.get("name"), spec.get("pattern")
        if not isinstance(name, str) or not re.fullmatch(r"[a-z][a-z0-9_]{0,39}", name):
            raise ValueError(f"{where}[{i}].name: must be a lowercase identifier, not {name!r}")
        if not isinstance(pattern, str) or not pattern:
            raise ValueError(f"{where}[{i}].pattern: must be a regular expression")
        try:
            compiled = re.compile(pattern)
        except re.error as exc:
            raise ValueError(f"{where}[{i}].pattern: not a valid regex ({exc})") from None
        if compiled.match(""):
            raise ValueError(f"{where}[{i}].pattern: matches the empty string")
        why = hazard(compiled)
        if why is not None:
            raise ValueError(f"{where}[{i}].pattern: rule {name!r} can backtrack "
                             f"catastrophically: {why}; make the inner part possessive "
                             f"(`a++`) or atomic (`(?>...)`), or drop one quantifier")
        group: int | str = "secret" if "secret" in compiled.groupindex else 0
        rules.append(Rule(name, compiled, group, about=f"deployment rule {pattern!r}",
                          bounded=True))
    return tuple(rules)
