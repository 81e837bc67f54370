"""What a constant key tells about the value after it, for `oncall.fold.variables`: where a
position's key is (`key=`, `key:`, JSON's `"key": ` spaced or not), whether a value opens a
record's message (`msg=`), and whether it names a kind of event or a state (`class=`,
`state=`), whose few words tell lines apart however many a log has."""

from __future__ import annotations

import re

from oncall.fold.analysis import KIND_END

__all__ = ["ENTITY_KEYS", "KEYS", "KIND_KEYS", "MESSAGE_KEYS", "key_at", "keyed",
           "names_entity", "names_kind", "opens_message"]

KEYS = ("=", ":")
"""The marks a key ends with."""


def keyed(first: list[str], columns: dict[int, set[str]], p: int) -> bool:
    """Whether position `p` follows a constant `key=` or `key:`, or Kubernetes kinds cut from
    their names (`service/` of `service/api`: `oncall.fold.analysis`), whose names are a
    key's values whichever kinds they name (`first` is a row of the group, `columns` the
    values of the positions still open in it)."""
    key = key_at(first, p)
    return key >= 0 and ((len(columns.get(key, ())) <= 1 and first[key].endswith(_KEY_ENDS))
                         or (first[key].endswith(KIND_END) and all(
                             k.endswith(KIND_END) for k in columns[key])))


_KEY_ENDS = (*KEYS, KIND_END)


def key_at(first: list[str], p: int) -> int:
    """The position of the key that position `p`'s value may follow: the one before it, or
    the one before that for a quoted key where the cut after its `:` left an empty token
    (`"user": "bob"`, JSON's spaced layout, gives `"user":`, ``, `"bob"`). Prose's `error:
    disk full` is no key and value: a colon before a space is a key's only when quoted."""
    if p > 1 and first[p - 1] == "" and first[p - 2].endswith('":'):
        return p - 2
    return p - 1


MESSAGE_KEYS = frozenset({"msg", "message", "event", "@m", "@mt"})
"""Keys whose value is a record's message (logfmt's and logrus's `msg=`, JSON's `"message":`,
structlog's `event=`, Serilog's `@m` and `@mt`); so is a camel-case key that ends in
`Message` (Okta's `displayMessage`, an `errorMessage`)."""


def opens_message(first: list[str], columns: dict[int, set[str]], p: int) -> bool:
    """Whether position `p` opens the value of a constant message key (`msg="Start
    recovering state"`, `msg=serving...`, `"msg": "dial tcp …"`): the first word of a message,
    which tells messages apart however many a log has (eight were once a variable, and a
    daemon's one-off start-up messages merged into one template)."""
    key = key_at(first, p)
    if key < 0 or len(columns.get(key, ())) > 1:
        return False
    name = first[key].rstrip("=:").strip('{,"\' ')
    return name.lower() in MESSAGE_KEYS or name.endswith("Message")  # `displayMessage`


KIND_KEYS = frozenset({"class", "type", "kind", "state", "status", "event", "result",
                       "outcome"})
"""Keys whose value says what kind of event a line is or what state it reports
(`class=statechange`, `vdev_state=FAULTED`, `status=success`): the last word of a key,
after `_`, `-` or `.`. An action's or operation's key is not one: a controller's actions
and an API's operations are as many as a service has routes."""
_KEY_WORD = re.compile(r"[A-Za-z]+(?=[\"']?[=:]$)")


def names_kind(first: list[str], columns: dict[int, set[str]], p: int, below: int) -> bool:
    """Whether position `p`, the value of a constant key (`keyed`: its caller asks that
    first), is that of a key that names a kind (`KIND_KEYS`: ZFS's `class=scrub_start`,
    `vdev_state=DEGRADED`) and its values are fewer than `below` plain words: an event's
    class and a device's state are what a reader needs apart, however many a log has (ten
    ZFS event classes were one variable, and a pool's `statechange` to `FAULTED` one
    template with its scrubs)."""
    values = columns[p]
    return _key_word(first, p) in KIND_KEYS and len(values) < below and \
        all(map(_plain_word, values))


def _key_word(first: list[str], p: int) -> str:
    """The last word of the key before position `p`, lower-cased (`vdev_state=` gives
    `state`, `"userName":` gives `username`), or `""`."""
    word = _KEY_WORD.search(first[key_at(first, p)])
    return "" if word is None else word.group().lower()


ENTITY_KEYS = frozenset({"host", "hostname", "devname", "computer", "computername", "machine",
                         "workstation", "user", "username", "usr", "acct", "account", "login",
                         "email", "mail", "bucket", "pod", "podname", "peer", "city",
                         "country", "region", "isp", "asorg", "browser", "os"})
"""Keys whose value names a host, a device, a user or a store (`host=`, `"hostname":`,
`devname=`, `src_user=`, `"userName":`), or where and how a request came (`"city":`,
`"country":`, `"isp":`, `"browser":`, `"os":`): the last word of a key, as `KIND_KEYS`, any
case. A message never writes one as its constant: whatever few values a log holds (two
firewalls, three users, four cities), they are a variable, and no echo of a message's
kind (a city that tells its country is a place written twice, not a kind)."""


def names_entity(first: list[str], p: int) -> bool:
    """Whether position `p`, the value of a constant key (`keyed`: its caller asks that
    first), is that of a key naming a host, a device, a user, a store, a place or a client
    (`ENTITY_KEYS`): two such values are a variable (a firewall's records of two device
    names, a runtime's alerts on two hosts, each split down to a few rows apart, were a
    template per device, host and user)."""
    return _key_word(first, p) in ENTITY_KEYS


def _plain_word(value: str) -> bool:
    """Whether `value`, but for its quotes and a separator after it, is a word of letters,
    `_` and `-` (no digit, mark or variable) and no CamelCase name: a name of that case is
    a type's (a job's class, `HardWorker`; a resource's kind, `ConfigMap`), as many as a
    program has types, where a state or an event's class is a word (`FAULTED`,
    `scrub_start`)."""
    word = value.strip("\"',;")
    return bool(word) and word.replace("_", "").replace("-", "").isalpha() and \
        _CAMEL.search(word) is None


_CAMEL = re.compile("[a-z][A-Z]")


ARROWS = frozenset({"->", "=>", "-->", "→"})
"""What joins the two states of a transition (`config -> failed`)."""


def arrows_beside(first: list[str]) -> frozenset[int]:
    """The positions beside an arrow of `first` (a group's first row), where `transition`
    may hold: none in most groups, so it is called for none of their positions."""
    if ARROWS.isdisjoint(first):
        return frozenset()
    at = [p for p, token in enumerate(first) if token in ARROWS]
    return frozenset((*(p - 1 for p in at), *(p + 1 for p in at)))


def transition(first: list[str], columns: dict[int, set[str]], p: int, below: int) -> bool:
    """Whether position `p` is a state beside a constant arrow (`ARROWS`) with a varying
    state on its other side (NetworkManager's `state change: config -> failed`), and its
    values are fewer than `below` plain words: each transition is a message of its own
    (a dozen states each side were two variables, and `need-auth -> failed` one template
    with `prepare -> config`)."""
    after = p + 2 < len(first) and first[p + 1] in ARROWS and len(columns.get(p + 2, ())) > 1
    before = p >= 2 and first[p - 1] in ARROWS and len(columns.get(p - 2, ())) > 1
    values = columns[p]
    return (after or before) and len(values) < below and all(map(_plain_word, values))


def opens_with_key(values: set[str]) -> bool:
    """Whether the `values` of a line's first position are keys (`ProcessId: 4321`,
    `SourceIp: 10.0.0.5`, `ValueError: …`), a word and its colon that names what the line
    holds, for half of them at least (the rest are words that open other lines: a record's
    title, `File created:`). Sysmon's and Windows' events exported
    as text, `kubectl describe` and dumps of headers write a record a key a line; read as a
    word of many values, twenty keys were one variable, and each key's line kept no
    template."""
    return sum(1 for value in values if _LABEL.fullmatch(value)) * 2 >= len(values)


_LABEL = re.compile(r"[A-Za-z][A-Za-z0-9_-]*:")
"""A key and its colon: a letter, then letters, digits, `_` and `-` (CamelCase too:
`ProcessId:`, `SourceIsIpv6:`)."""
