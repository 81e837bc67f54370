"""What reads as a name, for `oncall.fold.variables`: a position of a few values is a variable
when its values are names (hosts, paths, files, addresses, numbered names), and kept apart
when they are words (states, programs, labels), which tell one message from another.

Values are analysis tokens (`oncall.fold.analysis`): cut after `=`, `:`, `,` and `|`, so a
token holds a colon only at its end, and a double-quoted string is one token.
"""

from __future__ import annotations

import re
from functools import lru_cache

from oncall.fold.analysis import KIND_END, QUOTED_SPACE
from oncall.fold.heavy import ALNUM_ONLY
from oncall.fold.masking import VAR

__all__ = ["PID", "codes", "is_name", "numbered", "phrases", "verbs"]

_MARKS = frozenset("./\\@")
_VERBS = frozenset({
    "GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "CONNECT", "TRACE", "CREATE",
    "READ", "UPDATE", "LIST", "WATCH", "DELETECOLLECTION", "INSERT", "SELECT", "UPSERT",
    "REMOVE"})
"""HTTP's request methods, and the operations of APIs, audit logs and SQL (Kubernetes'
`verb`, Vault's `operation`, a statement's first word)."""
PID = "[" + VAR + "]"
"""A process id in brackets as a template writes it (`sshd[<*>]:`)."""


@lru_cache(maxsize=1 << 14)  # cleared by each `generalize`: a fold's values, read once
def is_name(value: str) -> bool:
    """A value that reads as a name of something outside the program (a host, a path, a file,
    an address, a chosen identifier) or holds a masked part: `chrome.exe`, `/var/log`, `a@b`,
    `blk_<*>`, `allow-web-outbound`. Tokens
    are cut after a colon, so one that ends with it is a label: a name when it holds a mark
    (`'sku':`, `[proxy:`), a word when plain (`error:`, or a syslog tag: `sudo:`,
    `sshd[<*>]:`, whose pid says nothing of the program's name). A sentence's closing
    period is no mark (`Marking task as FAILED.`: read as names, three such states were a
    variable), nor one before a closing bracket (WebLogic's `<Server state changed to
    RUNNING.>`). A Kubernetes kind cut from its name (`deployment.apps/` of
    `deployment.apps/web`) is a word.

    Remembered: a fold asks of one value again and again as it splits a group into parts
    (four calls in five on prodsim's checkout log were repeats; remembered, its fold of
    2,000 lines takes a millisecond less); `generalize`
    clears the memory as it starts and ends, so no fold's values outlive it and no fold
    runs faster for the one before it."""
    if numbered(value) or _hyphenated(value) or (
            not _MARKS.isdisjoint(value.rstrip('.,")>]')) and not (
                value.isupper() and _coded(value))):
        return not value.endswith(KIND_END)
    if value[-1:] != ":":
        return False
    label = value[:-1].replace(PID, "").replace("_", "").replace("-", "")
    return not label.isalnum()


def numbered(value: str) -> bool:
    """Whether `value` holds a masked part that is part of a name (`an<*>`, `blk_<*>`): a
    process id in brackets (`sshd[<*>]:`, a syslog tag) is not, nor a status after a capital
    code (`TCP_MISS/<*>`)."""
    return VAR in value and VAR in value.replace(PID, "") and not (
        value.isupper() and _coded(value))


def phrases(values: set[str]) -> bool:
    """Whether `values` are quoted phrases that open with a plain word: a few of them are
    messages (`failed for <*>, account locked"`, the rest of `msg="login failed ..."` after
    its opening word, a token of its own: `oncall.fold.analysis`), which differ in words,
    names inside them or not. A quoted phrase that opens with a name is a name (a user
    agent: `"Mozilla/<*> (X11; Linux ...)"`)."""
    return QUOTED_SPACE in "".join(values) and not any(
        is_name(value.split(QUOTED_SPACE, 1)[0]) for value in values)


def verbs(values: set[str]) -> bool:
    """Whether every value is a request method or an operation (`"DELETE`, `"PURGE`,
    `method=PUT`'s `PUT`, `"verb":"delete",`'s `"delete",`): what a request or a record did is the
    message's kind, however few or many the verbs a position takes, so they are never a
    variable. As a few-valued word after a key, `delete` beside `read`, `update` and `list`
    was one (Vault's audit log; a `DELETE` among tracing's `request{method=GET ...}`), and
    the deletes vanished into the reads' template. So is an operation's name that opens with
    a verb (`get-wf-execution`, `update_user`): hyphenated, it read as a name, and three
    store operations of one error were a variable; and so is an event a sign marks
    (`_EVENT`: `+sdown`, `-failover-abort-no-good-slave`)."""
    return all(value.translate(ALNUM_ONLY).upper() in _VERBS or _method(value)
               or _OPERATION.fullmatch(value) or _EVENT.fullmatch(value) for value in values)


_EVENT = re.compile(r"[+-][a-z]+(?:-[a-z]+)*")
"""An event a sign marks as entered or left (Redis Sentinel's `+sdown` and `-sdown`,
`+failover-state-select-slave`, `+switch-master`): what happened, as a verb says, however
many events a log holds. Read as names (three words and more joined by hyphens,
`_hyphenated`) and words of many values, the twenty-five events of a failover were one
variable, and fifteen warnings kept no line."""
_OPERATION = re.compile(
    '"?(?:' + "|".join(sorted(verb.lower() for verb in _VERBS)) + ')(?:[-_][a-z]+)+"?[,;]?')
"""An operation's name (`verbs`): a verb, a `-` or `_`, and lower-case words joined by them
(`get-wf-execution`, `delete_snapshot`), quoted or not; not a host's or a file's (no digit,
`.` or `/`)."""


def _method(value: str) -> bool:
    """Whether `value` is a capital word opening a quoted string that goes on (`"PURGE` of
    `"PURGE /img HTTP/1.1"`): a request line's method, whatever the server's methods are
    (Varnish's `PURGE` and `BAN`, WebDAV's `PROPFIND`), or a query's kind (CoreDNS's
    `"AAAA IN example.com. udp ..."`)."""
    word = value[1:]
    return value[:1] == '"' and word.isascii() and word.isalpha() and word.isupper()


def codes(values: set[str]) -> bool:
    """Whether every value is a code: capitals joined by a `/` or `.` (`_coded`: Squid's
    `TCP_MISS/<*>`, S3's `REST.GET.OBJECT`) or a flag field of letters padded with dashes
    (HAProxy's `cD--`, `sH--`, `----`): what a program writes from a fixed list of outcomes.
    A dozen of them are a dozen outcomes, not a dozen values of one: they count as words only
    from `MIN_WORD_VALUES`, and a part of a group judges them again
    (`oncall.fold.variables`). A plain capital word is not a code: a currency, a country or
    a state in a sentence (Hadoop's `Transitioned from NEW to RUNNING`) is a variable to the
    common corpora's truth. But a set of capital words of which one joins words with `_` is
    an enumeration's constants (`_enumerated`: YARN's `EXITED_WITH_SUCCESS` beside `NEW` and
    `RUNNING`, gRPC's `DEADLINE_EXCEEDED` beside `UNAVAILABLE`): codes too."""
    return all(map(_code, values)) or _enumerated(values)


def _enumerated(values: set[str]) -> bool:
    """Whether `values` are an enumeration's constants (`codes`): capital words and digits,
    with a `_` in one at least, after a letter (no masked part, no other mark)."""
    joined = "\n".join(values)  # one C-level pass each, not a Python step per value
    return "_" in joined and _CONSTANTS.fullmatch(joined) is not None


_CONSTANT = r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*[.,;]?"
_CONSTANTS = re.compile(f"{_CONSTANT}(?:\n{_CONSTANT})*")


def _code(value: str) -> bool:
    """Whether one value is a code (`codes`)."""
    core = value.strip('",;\t')
    letters = core.rstrip("-")
    return _coded(core) or (
        letters != core and 2 <= len(core) <= 8 and (not letters or letters.isalpha()))


def _coded(value: str) -> bool:
    """Whether `value` is a code written in capitals, its parts joined by `/` or `.`: a
    result and its status (Squid's `TCP_MISS/<*>`, `HIER_NONE/-`, `HTTP/<*>`), an operation
    (S3's `REST.GET.OBJECT`, `S<*>.TRANSITION_GLACIER.OBJECT`). No lower-case letter, no
    other mark, capital letters first. Read as paths and host names, a cache result or an
    operation took three values as a name, and a rare one fell into the common one's
    template (`TCP_NEGATIVE_HIT`, a lifecycle transition)."""
    core = value.strip('",;')
    if not core.isupper() or not _MARKS.isdisjoint(core.replace("/", "").replace(".", "")):
        return False  # a lower-case letter, no letter at all, or another mark
    parts = core.replace("/", ".").split(".")
    return len(parts) > 1 and parts[0].replace(VAR, "").replace("_", "").isalpha() and \
        all(part.replace(VAR, "").replace("_", "").isalpha() or part in (VAR, "-")
            for part in parts[1:])


def _hyphenated(value: str) -> bool:
    """Whether `value` is three or more lower-case words joined by hyphens (a firewall
    policy's `allow-web-outbound`, a device's `wan-rtr-east`, a realm's `partner-portal-prod`,
    an F5 pool's `pool-web-blue`): an identifier someone chose, not a word of a message, which
    seldom joins three. Read as words, a record's policies, zones and pools kept each
    combination a template (F5's LTM log: 544 templates for 33, now 212)."""
    return value.count("-") >= 2 and value.islower() and \
        value.strip('",').replace("-", "").isalpha()
