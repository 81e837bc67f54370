"""The host of a BSD syslog header, masked whatever number of values it takes.

A syslog line (RFC 3164, and what journald, rsyslog and macOS write in that shape) reads
`<stamp> <host> <tag>[<pid>]: <message>`. The host says where the line came from, never what
it says: a log gathered from two machines (a pair of replicas, a laptop renamed once) would
otherwise keep every message twice, since `oncall.fold.variables` needs many values before a
position is a variable. So, after masking, a header's host is `<*>`:

- where the tag carries a pid (`kernel[<*>]:`, `sshd(pam_unix)[<*>]:`, launchd's
  `com.apple.xpc.launchd[<*>] (com.apple.bird):`), which no prose writes after a stamp and a
  word;
- where the tag has none (`kernel:`), only for a host some line with a pid named: after a
  stamp, `Server started: …` is a word and a message, not a host and a tag.

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
_HOSTS = re.compile(rf"\n(?:{_PRIORITY})?<\*> ({_HOST}) {_TAG}{_PID}: ")
"""A header whose tag carries a pid, after the newline before its line: a pattern that
opens with a literal is searched for at C speed, where `^` would be tried at every
character."""
_NO_PID = re.compile(rf"(\n(?:{_PRIORITY})?<\*> )({_HOST})(?= {_TAG}: )")
_NOT_HOSTS = LEVEL_WORDS | SHORT_WORDS
MAX_NAMED_HOSTS = 64
"""Known hosts written into one pattern, at most (a pattern of many alternatives is slow);
past that many, lines whose tag has no pid are checked one by one."""


def mask_hosts(templates: Sequence[str]) -> list[str]:
    """`templates` (masked lines, none holding a newline) with each syslog header's host
    written as `<*>` (see the module doc), in order: C-level passes over the joined
    templates (a `findall` for the hosts, a `sub` with a literal replacement for the
    headers, and one more for lines that open with a syslog priority)."""
    text = "\n" + "\n".join(templates)
    if "[<*>]" not in text:  # no tag with a pid: no header is known
        return list(templates)
    named = set(_HOSTS.findall(text))
    hosts = sorted(filter(_is_host, named), key=lambda host: (-len(host), host))
    if not hosts:
        return list(templates)
    if len(hosts) <= MAX_NAMED_HOSTS:
        # each known host, before a tag with a pid or without one
        header = rf"(?:{'|'.join(map(re.escape, hosts))})(?= {_TAG}(?:{_PID})?: )"
    else:  # any host but those that must stay, before a tag with a pid
        kept = "|".join(map(re.escape, sorted(named - set(hosts))))
        header = (rf"(?!(?:{kept}) )" if kept else "") + rf"{_HOST}(?= {_TAG}{_PID}: )"
    text = re.compile(r"\n<\*> " + header).sub("\n<*> <*>", text)
    if "\n<" in text.replace("\n<*>", ""):  # lines that open with a priority
        text = re.compile(rf"\n({_PRIORITY})<\*> " + header).sub(r"\n\1<*> <*>", text)
    if len(hosts) > MAX_NAMED_HOSTS:  # known hosts before a tag without a pid, one by one
        known = set(hosts)
        text = _NO_PID.sub(lambda found: found.group() if found.group(2) not in known
                           else found.group(1) + VAR, text)
    return text[1:].split("\n")


def _is_host(host: str) -> bool:
    """Whether a header's second field can be masked: not already a variable, not a level
    word or a letter that may give the line its level."""
    return host != VAR and len(host) > 1 and host.upper() not in _NOT_HOSTS
