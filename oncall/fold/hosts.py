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
_OPENING = r"^((?:<[0-9]{1,3}>)?<\*> )"
_WITH_PID = re.compile(
    _OPENING + rf"({_HOST})( [\w.\-/()]{{2,}}\[<\*>\](?: \([^ ()]+\))?: )", re.MULTILINE)
_WITHOUT_PID = re.compile(_OPENING + rf"({_HOST})( [\w.\-/()]{{2,}}: )", re.MULTILINE)
_NOT_HOSTS = LEVEL_WORDS | SHORT_WORDS


def mask_hosts(templates: Sequence[str]) -> list[str]:
    """`templates` (masked lines, none holding a newline) with each syslog header's host
    written as `<*>` (see the module doc), in order; one regex pass over the joined
    templates, a second only where some host is known."""
    text = "\n".join(templates)
    if "[<*>]" not in text:  # no tag with a pid: no header is known
        return list(templates)
    hosts: set[str] = set()

    def with_pid(found: re.Match[str]) -> str:
        opening, host, tag = found.groups()
        if not _is_host(host):
            return found.group()
        hosts.add(host)
        return opening + VAR + tag

    text = _WITH_PID.sub(with_pid, text)
    if hosts:
        text = _WITHOUT_PID.sub(lambda found: found.group() if found.group(2) not in hosts
                                else found.group(1) + VAR + found.group(3), text)
    return text.split("\n")


def _is_host(host: str) -> bool:
    """Whether a header's second field can be masked: not already a variable, not a level
    word or a letter that may give the line its level."""
    return host != VAR and len(host) > 1 and host.upper() not in _NOT_HOSTS
