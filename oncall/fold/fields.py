"""A record's fields that stay variables in the parts of a group split on another field.

A group of one width may hold several messages, so `oncall.fold.variables` splits it on a
position of few words and lets each part judge its positions again. A record of many fields
(an identity provider's event, a firewall's traffic line, a mail server's tracking row)
varies in each field apart from the others: judged again, each part keeps too few values of
a field to read them as a variable, and every combination of a user, a city and a browser
became a template of its own. The fields found here keep their variable in the parts.
"""

from __future__ import annotations

import re
from collections import Counter
from itertools import groupby
from operator import itemgetter

from oncall.fold.echoes import split_shape
from oncall.fold.heavy import is_blank
from oncall.fold.masking import VAR
from oncall.fold.names import PID, codes, is_name

__all__ = ["MAX_FIELD_WORDS", "carried_fields", "named_fields", "worded"]

MAX_FIELD_WORDS = 64
"""Values of a field of words, at most, that a group's parts keep a variable (`many` in
`oncall.fold.variables`): a record's countries, applications and categories are a few
dozen; a position of hundreds is names or ids, a variable in any part anyway, whose every
value `worded` would read."""


def worded(values: set[str]) -> bool:
    """Whether a many-valued variable's `values` are mostly words (a record's countries,
    applications, categories), which its group's parts would judge as words again (`many`),
    and no codes. Names are a variable from three values in a part anyway, and a position
    whose names in one message sat beside another message's words (a resource's address
    beside `Create`, `Update`, `Delete`) must let each part judge its words."""
    return sum(map(is_name, values)) * 2 < len(values) and not codes(values)


_TAG_END = PID + ":"


def opens_tagged(columns: dict[int, set[str]], first: list[str], p: int) -> bool:
    """Whether position `p` opens a syslog message: every value before it is a program's
    tag and pid (`dnsmasq[<*>]:`, `dnsmasq-dhcp[<*>]:`), and its own are mostly words
    (`worded`: `reply`, `cached`, `forwarded`, `query[A]`), most of them opening with a
    letter and no label (`mpatha:`, `nginx.service:`: the device or unit a message is
    about) nor in parentheses (cron's `(root)`: a user). The opening word tells a
    program's messages apart however many it writes: twenty openings of one token count
    were one variable, and dnsmasq's replies, cached answers and `/etc/hosts` answers one
    template."""
    tag = p - 2  # the cut after the tag's colon leaves an empty token before `p`
    if tag < 0 or first[p - 1] or len(columns.get(p - 1, ())) > 1:
        return False
    values = columns[p]
    return all(value.endswith(_TAG_END) for value in columns.get(tag, (first[tag],))) and \
        sum(value[:1].isalpha() and value[-1:] != ":" for value in values) * 2 > len(values) \
        and worded(values)


_SOURCE_ENDS = (".c:", ".cc:", ".cpp:", ".cxx:", ".h:")
_SITE = re.compile(r"<\*>\([A-Za-z_](?:[A-Za-z_]|<\*>)*\)")
"""A masked line glued to a function's name in parentheses (`<*>(open_file)`,
`<*>(call_trans<*>)`: the digit of a name is masked too)."""


def names_code_site(columns: dict[int, set[str]], first: list[str], p: int) -> bool:
    """Whether position `p` holds the file, or the line and function, of a C source file's
    log call (Samba's DEBUG header, `../../source3/smbd/open.c:1436(open_file)`: the line
    masked, `<*>(open_file)`). A call site is what a header says, however many a log has:
    twenty-seven of them, each file a name and each function a numbered name, were one
    template (`[<*>] ../../<*>:<*>)`), and two files' `main` one."""
    return _function_site(columns, first, p) or (
        p + 1 < len(first) and _function_site(columns, first, p + 1))


def _function_site(columns: dict[int, set[str]], first: list[str], p: int) -> bool:
    """Whether position `p` holds a call site's line and function (`names_code_site`),
    every value before it a source file's name."""
    if p == 0 or first[p][:4] != _SITE_OPENING or not first[p - 1].endswith(_FILE_ENDS) \
            or not all(map(_SITE.fullmatch, columns.get(p, (first[p],)))):
        return False
    files = columns.get(p - 1, (first[p - 1],))
    sources = sum(value.endswith(_SOURCE_ENDS) for value in files)
    return sources > 0 and sources + sum(value.endswith(_MERGED_FILE) for value in files) \
        == len(files)


_MERGED_FILE = VAR + ":"
"""A file a merge has made a variable already (`../../<*>:`: two call sites of one function
name, `main`, in two files)."""
_FILE_ENDS = (*_SOURCE_ENDS, _MERGED_FILE)
_SITE_OPENING = VAR + "("


def named_fields(member_rows: list[list[str]], at: int, varying: list[tuple[int, int]],
                 skip: set[int] | frozenset[int], columns: dict[int, set[str]], least: int,
                 fewest: int) -> dict[str, set[int]]:
    """For each value of position `at` (a part of the split on it), the variables of names
    that stay variables in that part, however few values the part keeps (down to two rows
    of two users): a position of `varying` (values, position), not in `skip`, whose values
    are all names (`is_name`: a user's address, a request's path, a host), at least `least`
    of them and at most `MAX_FIELD_WORDS` (hundreds are a variable in any part anyway, and
    reading each cost an access log 2.5 ms for nothing it showed), and each position that
    writes one of these again in words (Okta's `displayName` beside its `alternateId`: the
    same values pair one to one), where the part carries the field (`carried_fields`: it
    keeps half its values, or shares most of them with other parts).

    Only names count: a position where some message of the group has a plain word (`is`,
    `index`) holds several messages' words, and a part's two values there may be its own
    constants (Druid's `request[LOAD:` beside `request[DROP:`); and only where the part
    shares them, so a process name of one message (Dovecot's `imap-login:` beside
    `pop3-login:`) is judged again in its part."""
    fields = [(d, p) for d, p in varying if p not in skip and fewest <= d <= MAX_FIELD_WORDS
              and all(map(is_name if d >= least else _address, columns[p]))]
    if not fields:
        return {}
    rows = len(member_rows)  # a position whose every value is one row's pairs with any such
    shapes = {split_shape(member_rows, p) for d, p in fields if d < rows}
    counts = {d for d, _ in fields}
    fields += [(d, p) for d, p in varying if p not in skip and d in counts and d < rows
               and (d, p) not in fields and split_shape(member_rows, p) in shapes]
    return carried_fields(member_rows, at, fields)


_TLDS = frozenset({"com", "net", "org", "io", "edu", "gov", "mil", "int", "info", "biz", "dev",
                   "app", "cloud", "internal", "local", "lan", "corp", "home", "example",
                   "test", "localdomain", "intra", "svc"})
_ADDRESS = re.compile(r"(?:[A-Za-z0-9._%+-]+@)?(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+"
                      r"(?P<tld>[a-z]{2,11})")


def _address(value: str) -> bool:
    """Whether `value` is a host name or a mail address (`api.example.com`, `ana@corp.io`):
    a top-level domain ends it (`_TLDS`, or two letters: a country's, after two dots or an
    `@`, as `main.go` is a file), so a dotted name of a program's own
    (`org.apache.druid.server`, `cert-manager.certificates-readiness`) is none."""
    address = value.strip('"\',;()[]<>')
    match = _ADDRESS.fullmatch(address)
    if match is None:
        return False
    tld = match.group("tld")
    return tld in _TLDS or (len(tld) == 2 and ("@" in address or address.count(".") >= 2))


def carried_fields(member_rows: list[list[str]], at: int, fields: list[tuple[int, int]]
                   ) -> dict[str, set[int]]:
    """For each value of position `at` (a part of the split on it), the `fields` (values,
    position) that stay variables in that part: those the part keeps half the values of, or
    whose values there are mostly also in other parts (neither blank nor masked values
    count). A record's field takes its values whatever the record's kind (a country beside
    `allow` and beside `deny`; a user beside `GET` and `POST`). A part that keeps a few
    values of its own is a message that puts its own words there, beside other messages of
    its width (MQTT's packet types in `Received PINGREQ from …`, beside those of `Sending
    PINGRESP to …` and the topics of `Subscribing to …`): its constants."""
    carried: dict[str, set[int]] = {}
    sizes: Counter[str] | None = None
    for d, p in fields:  # C-level passes but for one step per part and per shared value
        if d == len(member_rows):  # each row's value its own: none shared, a part's its rows
            sizes = sizes or Counter(map(itemgetter(at), member_rows))
            for split, size in sizes.items():
                if size * 2 >= d:
                    carried.setdefault(split, set()).add(p)
            continue
        pairs = sorted(set(map(itemgetter(at, p), member_rows)))
        seen = Counter(map(itemgetter(1), pairs))
        shared = {value for value, parts in seen.items() if parts > 1}
        shared = {value for value in shared if VAR not in value and not is_blank(value)}
        for split, in_part in groupby(pairs, key=itemgetter(0)):
            values = list(map(itemgetter(1), in_part))
            if len(values) * 2 >= d or sum(map(shared.__contains__, values)) * 2 >= len(values):
                carried.setdefault(split, set()).add(p)
    return carried
