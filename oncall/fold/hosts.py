"""The host of a syslog header, masked whatever number of values it takes.

A BSD syslog line (RFC 3164, and what journald, rsyslog and macOS write in that shape) reads
`<stamp> <host> <tag>[<pid>]: <message>`; an RFC 5424 one `<pri>1 <stamp> <host> <app>
<procid> <msgid> ...`. The host says where the line came from, never what it says: a log
gathered from two machines (a pair of replicas, a laptop renamed once) would otherwise keep
every message twice, since `oncall.fold.variables` needs many values before a position is a
variable. So, after masking, a header's host is `<*>`:

- where the tag carries a pid (`kernel[<*>]:`, `sshd(pam_unix)[<*>]:`, launchd's
  `com.apple.xpc.launchd[<*>] (com.apple.bird):`), which no prose writes after a stamp and a
  word;
- where the tag has none (`kernel:`), only for a host some line with a pid named, or one of
  the lower-case names that say the same messages (`MIN_SHARED_MESSAGES` of them, each
  after two or more such names and one tag, or a masked sequence number: Dovecot's
  `mx-east dovecot: …` beside `mail-oregon dovecot: …`, Cisco IOS's `core-sw-a <*>: …`):
  after a stamp, `Server started: …` is a word and a message, not a host and a tag;
- in an RFC 5424 header: a priority, the version, a stamp, then the host, an app name and a
  process id (or `-`).

A host that is a level word or a single letter stays (it may give the line its level), and
so does one before a single-letter tag (`E[…]:` could read as a level mark).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from oncall.fold.levels import LEVEL_WORDS, SHORT_WORDS
from oncall.fold.masking import VAR

__all__ = ["mask_hosts"]

_HOST = r"[\w.\-]*(?:<\*>[\w.\-]*)*"
_TAG = r"[\w.\-/()]{2,}"
_PID = r"\[<\*>\](?: \([^ ()]+\))?"
_PRIORITY = r"<[0-9]{1,3}>"
_BSD = rf"\n(?:{_PRIORITY})?<\*> "
"""Each pattern opens with the newline before its line: a pattern that opens with a literal
is searched for at C speed, where `^` would be tried at every character."""
_BSD_HOSTS = re.compile(rf"{_BSD}({_HOST}) {_TAG}{_PID}: ")
_RFC5424 = rf"\n{_PRIORITY}<\*> <\*> "
"""`<pri>1 <stamp> `: the version is masked with the stamp's `<*>` glued to the priority."""
_RFC5424_AFTER = r"(?= [\w.\-/]+ (?:<\*>|-) )"
_RFC5424_HOSTS = re.compile(rf"{_RFC5424}({_HOST}){_RFC5424_AFTER}")
_NO_PID = re.compile(rf"({_BSD})({_HOST})(?= {_TAG}: )")
_NOT_HOSTS = LEVEL_WORDS | SHORT_WORDS
_SHARED = re.compile(
    rf"{_BSD}([a-z][a-z0-9.\-]*+(?:<\*>[a-z0-9.\-]*+)*+) ([\w.\-/()]{{2,}}+|<\*>): ([^\n]*+)")
"""A BSD header whose tag has no pid, with a lower-case host: the host, the tag (`_TAG`), the
rest. Possessive: no class holds the character that ends it, so nothing is given back."""
MIN_SHARED_MESSAGES = 3
"""Messages (a tag and the rest of the line) each said after two or more lower-case names
before those names are hosts with no pid seen: one or two such messages may be a word that
tells two messages apart (`server started: …`, `client started: …`)."""
MAX_NAMED_HOSTS = 64
"""Known hosts written into one pattern, at most (a pattern of many alternatives is slow);
past that many, BSD lines whose tag has no pid are checked one by one."""


def mask_hosts(templates: Sequence[str]) -> list[str]:
    """`templates` (masked lines, none holding a newline) with each syslog header's host
    written as `<*>` (see the module doc), in order: C-level passes over the joined
    templates (a `findall` for each header's hosts, a `sub` for its headers)."""
    text = "\n" + "\n".join(templates)
    shared = _shared_hosts(text) if "\n<" in text else set()
    if "[<*>]" not in text and "><*> <*> " not in text and not shared:
        return list(templates)
    if "[<*>]" in text or shared:
        named = shared | set(_BSD_HOSTS.findall(text) if "[<*>]" in text else ())
        openings = [(r"\n<\*> ", "\n<*> <*>")]
        if "\n<" in text.replace("\n<*>", ""):  # lines that open with a priority
            openings.append((rf"\n({_PRIORITY})<\*> ", r"\n\1<*> <*>"))
        text, hosts = _masked(text, named, openings, rf"(?= (?:{_TAG}(?:{_PID})?|<\*>): )",
                              rf"(?= {_TAG}{_PID}: )")
        if len(hosts) > MAX_NAMED_HOSTS:  # known hosts before a tag without a pid
            known = set(hosts)
            text = _NO_PID.sub(lambda found: found.group() if found.group(2) not in known
                               else found.group(1) + VAR, text)
    if "><*> <*> " in text:
        text, _ = _masked(text, set(_RFC5424_HOSTS.findall(text)),
                          [(rf"\n({_PRIORITY})<\*> <\*> ", r"\n\1<*> <*> <*>")],
                          _RFC5424_AFTER, _RFC5424_AFTER)
    return text[1:].split("\n")


def _shared_hosts(text: str) -> set[str]:
    """The lower-case names of BSD headers whose tag has no pid that say the same messages:
    where at least `MIN_SHARED_MESSAGES` messages (a tag, not a level word, and the rest of
    the line) each follow two or more names, those names (a log gathered from a few hosts
    whose program logs without a pid, as Dovecot does)."""
    seen: dict[tuple[str, str], set[str]] = {}
    for host, tag, rest in _SHARED.findall(text):
        seen.setdefault((tag, rest), set()).add(host)
    shared = [hosts for (tag, _), hosts in seen.items()
              if len(hosts) > 1 and tag.upper() not in _NOT_HOSTS]
    return set().union(*shared) if len(shared) >= MIN_SHARED_MESSAGES else set()


def _masked(text: str, named: set[str], openings: list[tuple[str, str]], after_known: str,
            after_any: str) -> tuple[str, list[str]]:
    """`text` with the host after each opening (a pattern, and the replacement of it and the
    host) written as `<*>` where `after_known` follows a host of `named` that may be masked
    (`_is_host`), or, past `MAX_NAMED_HOSTS` of them, where `after_any` follows any host but
    those that may not be; and those hosts."""
    hosts = sorted(filter(_is_host, named), key=lambda host: (-len(host), host))
    if not hosts:
        return text, hosts
    if len(hosts) <= MAX_NAMED_HOSTS:
        host = rf"(?:{'|'.join(map(re.escape, hosts))}){after_known}"
    else:
        kept = "|".join(map(re.escape, sorted(named - set(hosts))))
        host = (rf"(?!(?:{kept}) )" if kept else "") + _HOST + after_any
    for opening, replacement in openings:
        text = re.compile(opening + host).sub(replacement, text)
    return text, hosts


def _is_host(host: str) -> bool:
    """Whether a header's second field can be masked: not already a variable, not a level
    word or a letter that may give the line its level, and no longer than a DNS name (253
    characters: known hosts are written into a pattern, which Python parses a character at
    a time, so a megabyte-long "host" would take a second)."""
    return host != VAR and 1 < len(host) <= 253 and host.upper() not in _NOT_HOSTS
