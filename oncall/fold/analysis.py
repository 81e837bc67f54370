"""The analysis tokens of a template, which `oncall.fold.variables` compares position by
position: its space-separated tokens, each also cut after `=`, `:`, `,`, `|` and a tab
(`user=alice` is `user=` and `alice`; in a tab-separated record, `host:a.example\treq:/cart`
is four tokens, where a key glued to the value before it made the keys of two messages one
variable), a double-quoted string one token (a user agent, a message) but
for an opening plain word (`"GET` of `"GET /cart HTTP/1.1"`, `"login` of `"login failed for
bob"`), which is a token of its own: a request's method and a message's first word are
constants of the template, which a quoted whole of many values (paths, users) would
merge. A path, a URL or a quoted user agent is one token, its `=` and `,` uncut. A quoted phrase
that opens with two plain words and goes on is prose (`"Scaled up replica set web-7d9 to
3"`): each of its words is a token, so a word that tells two messages apart (`up`, `down`)
stays apart from the names inside them. An inner field of a comma-separated record of a
few words is one token (`United States`). And the way back to the template.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import repeat
from operator import add

__all__ = ["KIND_END", "QUOTED_SPACE", "join_tokens", "split_all"]

QUOTED_SPACE = "\x1f"
"""A space inside double quotes, as analysis tokens write it (the quoted string is one): a
character `clean_line` replaces, so no template holds one (a raw `\\x01`, FIX's field
separator, once came back from a merged template as a space)."""
_SPLIT_AFTER = ("=", ":", ",", "|", "\t")
_OPENING_WORD = re.compile(f"(\n[A-Za-z]+){QUOTED_SPACE}")
"""A quoted string's opening plain word (quoted strings each after a newline, their spaces
written as `QUOTED_SPACE`): the space after it stays a space (`_opening_words`)."""


_PROSE = f"[A-Za-z][A-Za-z_.]*+{QUOTED_SPACE}[A-Za-z]++[:,]?{QUOTED_SPACE}[^\n]*+"
"""A quoted string that opens with two plain words and goes on (quoted strings each after a
newline, spaces as `QUOTED_SPACE`): prose, whose spaces stay spaces. The second word may end
a clause (`"Request completed: POST /api/invoices status=200"`, whose method, glued to the
path in one token, took the path's many values and merged the POSTs into the GETs); a first
word that ends with a colon is a label (`"User: bob is not authorized"`). The first word may
be an identifier (klog's `"operationExecutor.MountVolume started for volume …"`, whose
operation, one token with the volume's name, took its many values). A request (`"GET
/cart HTTP/1.1"`: a path second) and a user agent (a name first) are not prose; two words
alone (`"Event occurred"`) are the opening word and one token."""
_LONG = (f"[^\n{QUOTED_SPACE}/]*+{QUOTED_SPACE}(?:[^\n{QUOTED_SPACE}]*+{QUOTED_SPACE}){{4,}}"
         "[^\n]*+")
"""A quoted string of six words or more whose first holds no `/`: text, whose spaces stay
spaces, whatever it opens with (Wazuh's `"full_log":"<time> <host> sshd[<pid>]: Accepted
publickey for …"`, a log line inside a record: as one token, its `password` and `publickey`
logins were one template). A user agent opens with a name and a `/` (`"Mozilla/<*> (X11;
…)"`) and stays one token."""
_TEXT = re.compile(f"\n(?:{_PROSE}|{_LONG})")
"""Prose or long text, in one pass."""


def _spaces_back(found: re.Match[str]) -> str:
    """A `_TEXT` match with its spaces written back as spaces."""
    return found.group().replace(QUOTED_SPACE, " ")


def _opening_words(spaced: str) -> str:
    """`spaced` with the spaces of prose and long text (`_TEXT`, a callback per phrase:
    messages are few) and the `QUOTED_SPACE` after each opening plain word (`_OPENING_WORD`)
    written as spaces. The opening words are split around and joined again, all in C (a
    substitution with `\\1` calls back into Python at each match, and `(?m)^` tried every
    character: half of `split_all` on JSON lines)."""
    pieces = _OPENING_WORD.split(_TEXT.sub(_spaces_back, spaced))
    pieces[1::2] = map(add, pieces[1::2], repeat(" "))
    return "".join(pieces)


def split_all(templates: Sequence[str]) -> list[list[str]]:
    """The analysis tokens of each template (none holds a newline or a character `clean_line`
    replaces, which `_GUARDS`, `_KEY_CUT` and `QUOTED_SPACE` are): its space-separated tokens,
    each also cut after `=`, `:`, `,`, `|` and a tab but for the `=`, `,` and `|` of a path,
    URL or user agent (`_URL`, `_AGENT`), before a key after `;` or `&` (`_BEFORE_KEY`) and
    before a call's quoted argument (`_CALL`); a double-quoted string is one token (a user
    agent, a message). A few C-level passes over
    the joined templates: quoted strings are found over the whole text at once; when no
    quoted part holds a newline, every template's quotes pair up within it and the parts are
    those each template would give alone (`_quotes_spaced`)."""
    if not templates:
        return []
    text = "\n".join(templates)
    if '"' in text:
        escaped = _ESCAPED in text  # `\"` inside a quoted string neither opens nor closes one
        if escaped:
            text = text.replace(_ESCAPED, _ESCAPED_GUARD)
        if '"' in text:
            values = '":' in text  # one search: most logs hold no JSON
            if values:  # see `_JSON_STRING`
                text = text.replace('":"', _JSON_STRING).replace('": "', _JSON_SPACED)
            text = _quotes_spaced(text)
            if values:
                text = text.replace(_VALUE_MARK, "")
            if QUOTED_SPACE in text:
                for mark, openings, value in _TEXT_VALUES:
                    if mark in text and any(opening in text for opening in openings):
                        text = _guarded(value, text, _SPACES_BACK)
        if escaped:
            text = text.replace(_ESCAPED_GUARD, _ESCAPED)
    for opening, value in _JSON_VALUES:
        if opening in text:
            text = _guarded(value, text, _JSON_GUARD)
    if "[" in text and "," in text:
        text = _guarded(_LIST, text, _LIST_GUARD)
    commas = list(map(str.count, templates, repeat(",")))
    if max(commas) >= MIN_CSV_FIELDS:
        text = _csv_records(text, [k for k, n in enumerate(commas) if n >= MIN_CSV_FIELDS])
    if "/" in text:  # see `_URL`
        text = _guarded(_URL, "\n" + text)[1:]  # the first template's opening `/` too
        if QUOTED_SPACE in text:
            text = _guarded(_AGENT, text)
    for mark, before_key in _BEFORE_KEY:
        if mark in text:
            text = before_key.sub(mark + _KEY_CUT, text)
    if _CALL in text:
        text = text.replace(_CALL, _CALL_CUT)
    if "(" in text:
        text = _CAPITAL_CALL.sub("(" + _KEY_CUT, "\n" + text)[1:]  # the first template's too
    if "/" in text:
        text = _KIND_NAME.sub("/" + _KIND_CUT, "\n" + text)[1:]  # the first template's too
    for mark in _SPLIT_AFTER:
        if mark in text:
            text = text.replace(mark, mark + " ")
    return list(map(str.split, text.split("\n"), repeat(" ")))


_TEXT_KEYS = ("msg", "message", "log", "textPayload", "MESSAGE", "short_message",
              "full_message", "body")
_TEXT_KEY = "(?:" + "|".join(_TEXT_KEYS) + ")"
_TEXT_VALUES = (
    ('":', ['":'], re.compile(f'("{_TEXT_KEY}": ?")([^"\n]*)')),
    ('="', [key + '="' for key in _TEXT_KEYS],
     re.compile(f'((?<![\\w.-]){_TEXT_KEY}=")([^"\n]*)')))
"""The quoted value of a key that holds a record's text (logfmt's `msg=`, JSON's `"message":`,
Docker's `"log":`, Cloud Logging's `"textPayload":`, journald's `"MESSAGE":`, GELF's
`"short_message":`, OpenTelemetry's `"body":`): its words are tokens, whatever it opens with.
Read as one token, a text that opens with its own header (a timestamp, a pid: a log line
shipped inside a record) took the values of all the messages in it, and the messages of a
log fell into one template. Two patterns, each looked for only where its opening is in the
text: the JSON one opens with a literal quote, which the regex engine skips to; the logfmt
one opens with a look-behind, tried at every character (a fifth of nginx's fold, once), so
it runs only where some `key="` is in the text, looked for where a `="` is (eight searches
of a text cost nginx's fold a tenth of `split_all`)."""
_SPACES_BACK = str.maketrans(QUOTED_SPACE, " ")


_VALUE_MARK = "\r"
_JSON_STRING = '":"' + _VALUE_MARK
_JSON_SPACED = '": "' + _VALUE_MARK
"""A JSON string value (after a key's `":`) opens with a mark, a character `clean_line`
replaces, while quoted strings are spaced (`_quotes_spaced`): so its first word is no
opening word (`_OPENING_WORD`) and two words are no prose (`_PROSE`), and the value is one
token whatever its words, as a field is (`"os":"Windows 10"` beside `"os":"Linux"`,
`"displayName":"Lukas Young"`). Cut into words, the words of a record's values gave its
lines as many widths as they have word counts, and widths are never compared: Okta's
System Log kept nearly every record apart. A text key's value (`_TEXT_VALUES`) and a long
text (`_LONG`) still have their words as tokens."""
_ESCAPED = '\\"'
_ESCAPED_GUARD = "\x85"
"""A backslash-escaped quote (`msg="StartContainer for \\"4f1c\\" returns successfully"`,
as logrus, Go's `%q` and JSON write a quote inside a quoted string), while quotes are paired:
a character `clean_line` replaces, so no template holds one. Paired as quotes, the escaped
ones cut a message in three, and the messages of a log fell into one template by the words
left outside (containerd's `StartContainer`, `StopPodSandbox`, `RemoveContainer`, … `for`)."""


_CAPITAL_CALL = re.compile(
    r"\((?<=[A-Z][A-Z0-9_]\()(?:"
    + "|".join(f"(?<=[ \\n][A-Z][A-Z0-9_]{{{n}}}\\()" for n in range(1, 16))
    + r")(?=[^ ()\n]+\))")
"""The `(` after a capital word that opens a token and names what the parentheses hold
(nsqd's `TOPIC(orders): deleting` beside `CHANNEL(archive): deleting`, `LOOKUPD(host:port)`):
cut there, as a key is from its value (`_KEY_CUT`), the word tells the messages apart; one
token with the name, its many values made it a variable, and the rarer kind's lines kept no
template. The literal `(` first lets the regex engine skip to each one; the word, of two to
sixteen characters, is read by a look-behind per length (each of fixed width)."""
_KEY_CUT = " \x0b"
"""The cut before a key that follows a `;` or `&` (`_BEFORE_KEY`): a space, and a character
`clean_line` replaces, so `join_tokens` finds exactly the cuts it made."""
_BEFORE_KEY = tuple((mark, re.compile(re.escape(mark) + r"(?=[A-Za-z_][\w.-]*=)"))
                    for mark in (";", "&"))
"""A `;` or `&` before a `key=` (`host=a.example;req=/cart`, `a=b&c=d` outside a path): the
fields of a record. Uncut, a value and the next key were one token, many-valued where the
value is, so `req=` and `denied=` became one variable and two messages one template. A `;`
or `&` before anything else (`(X11;+Linux)`, `time(s); maxRetries`, `R&D`) is left alone:
cutting there gave one message as many token counts as its user agents have parts. Inside a
path or URL the `=` is guarded first, so a query string stays one token."""


_CALL = '("'
_CALL_CUT = "(" + _KEY_CUT + '"'
"""A call's name and its quoted first argument (Asterisk's `Answer("PJSIP/127-00002183",
"")`, `Playback("PJSIP/…", "vm-goodbye")`), cut apart as a key is from the value before
it: glued, the name took the argument's many values, and every application the dialplan
ran was one variable."""


_CORE_KINDS = ("pod", "service", "configmap", "secret", "namespace", "node", "serviceaccount",
               "persistentvolume", "persistentvolumeclaim", "endpoints", "limitrange",
               "replicationcontroller", "resourcequota", "podtemplate")
_GROUPED_KINDS = {
    "apps": ("deployment", "replicaset", "statefulset", "daemonset", "controllerrevision"),
    "batch": ("job", "cronjob"), "autoscaling": ("horizontalpodautoscaler",),
    "policy": ("poddisruptionbudget",),
    "networking.k8s.io": ("ingress", "ingressclass", "networkpolicy"),
    "rbac.authorization.k8s.io": ("role", "rolebinding", "clusterrole", "clusterrolebinding"),
    "apiextensions.k8s.io": ("customresourcedefinition",),
    "storage.k8s.io": ("storageclass", "csidriver", "volumeattachment"),
    "discovery.k8s.io": ("endpointslice",), "scheduling.k8s.io": ("priorityclass",),
    "coordination.k8s.io": ("lease",), "node.k8s.io": ("runtimeclass",),
    "admissionregistration.k8s.io": ("mutatingwebhookconfiguration",
                                     "validatingwebhookconfiguration"),
    "apiregistration.k8s.io": ("apiservice",)}


def _kind_name() -> re.Pattern[str]:
    """`_KIND_NAME`, built from the kinds: the literal `/` first, so the regex engine skips
    from slash to slash, then a look-behind per kind (each of fixed width), grouped by their
    last three characters and those checked first as classes (a log's paths hold slashes
    by the thousand: a look-behind `(?<![^ \n])` before the kinds, tried at every character,
    cost nginx's fold a tenth)."""
    kinds = {*_CORE_KINDS, "ingress.extensions"}
    for group, names in _GROUPED_KINDS.items():
        kinds.update(name for name in names if name != "ingress")
        kinds.update(f"{name}.{written}" for name in names
                     for written in (group, group.replace("k8s", _K8S_MASKED)))
    by_end: dict[str, list[str]] = {}
    for kind in kinds:
        by_end.setdefault(kind[-3:], []).append(kind)
    behinds = "|".join(
        f"(?<={re.escape(end)}/)(?:" + "|".join(
            f"(?<=[ \n]{re.escape(kind)}/)" for kind in sorted(same, key=len, reverse=True))
        + ")" for end, same in sorted(by_end.items()))
    classes = "".join(
        "[" + re.escape("".join(sorted({kind[at] for kind in kinds}))) + "]" for at in (-3, -2, -1))
    return re.compile(f"/(?<={classes}/)(?:{behinds})(?=[a-z0-9<][^ /\n]*(?:[ \n]|$))")


_K8S_MASKED = "k<*>s"
"""`k8s` of an API group as a template writes it (a digit is masked)."""
_KIND_NAME = _kind_name()
"""The `/` between a Kubernetes resource's kind and its name, one token as `kubectl` writes
them (`deployment.apps/web configured`, `service/api unchanged`,
`ingress.networking.k8s.io/web created`): a built-in kind after a space or a newline, with
or without its API group (an ingress with its group only, as `kubectl` writes it: a
namespace is often called `ingress`, and `ingress/web-7d9` is a pod), then a name, the rest
of the token. One token, the names' many values made it a variable, and every kind's lines
one template; cut after the slash (`_KIND_CUT`), the kind is a word of its own (`KIND_END`:
no name, though it holds a `/`), which tells them apart. A path (`/var/...`,
`pkg/server/handler.go`) is not cut, nor a host and a path (`www.example.com/login`): a
custom resource's kind and group are written alike (`certificate.cert-manager.io/web`), so
only the built-in kinds are known as kinds."""
_KIND_CUT = "\x0b "
"""The cut after a kind's `/` (`_KIND_NAME`): a character `clean_line` replaces and a space,
so `join_tokens` finds exactly the cuts it made (a key's cut, `_KEY_CUT`, is the other way
round)."""
KIND_END = "/\x0b"
"""How a kind's token ends (`_KIND_NAME`)."""


_GUARDS = "\x1c\x1d\x1e\x0c"
"""`=`, `,`, `|` and `:` inside a path, a URL, a user agent or a JSON value, as analysis
tokens write them (no cut after them): characters `clean_line` replaces, so no template of
a fold holds one."""
_GUARD = str.maketrans("=,|", _GUARDS[:3])
_JSON_GUARD = str.maketrans("=,|:", _GUARDS)
_UNGUARD = str.maketrans(_GUARDS, "=,|:")
_JSON_VALUE = '("[^" \n,:=|]*+(?:[,=|]|:(?!<\\*>"))[^" \n]*+")(?=[,}\\]])'
_JSON_VALUES = tuple((opening + '"', re.compile(f"({re.escape(opening)}){_JSON_VALUE}"))
                     for opening in ('":', '": ', "["))
"""A JSON string value (after a key's `:`, with or without a space, or an array's `[`) with
no plain space in it (no prose: `split_all` gave prose its spaces back) that holds a `,`,
`:`, `=` or `|`: one token (`"Accept":["text/html,application/xml;q=<*>"]`, `"gzip, deflate,
br"`, `"caller":"db/pool.go:<*>"`). Cut after its marks, a header's or a list's value gave
its record as many widths as the value has parts, and the lines of one message fell apart
by them (Caddy's access log: 1,047 templates for 15). The opening is looked for as a
literal, which the regex engine finds at memchr speed (a class of openings, or a
look-behind, tried every `:` and `[` of the text: 3 to 6 times the cost); the value's parts
are matched possessively, so a value without a mark is read once."""
_LIST = re.compile(r"(\[[^\[\]\n\"]*,[^\[\]\n\"]*\])")
"""A bracketed list that holds a comma (no quote, no inner bracket): one token, whatever
its length (rspamd's symbols, `[BAYES_HAM(-3.00){99.99%;},R_SPF_ALLOW(-0.20){…},…]`, a
Python list of names): cut after each comma, each count of items gave the line a width of
its own, and a verdict's lines fell into hundreds of templates (2.3× fewer tokens; one
token, 23.6×). Its spaces are written as `QUOTED_SPACE`, its marks guarded. A list of one
item holds no comma and is cut as any text is: it stays apart from the longer ones."""
_LIST_GUARD = {**_JSON_GUARD, ord(" "): ord(QUOTED_SPACE)}
_URL = re.compile(r'(/(?:(?<=[ \t"\n=]/)|(?<=[A-Za-z]:/)(?=/))[^ \t"\n]*[=,|][^ \t"\n]*)')
"""A path or the rest of a URL after its scheme (`/cart?q=red+shoes&tags=kids,eco`,
`//shop.example.com/search?q=x`) that holds a `=`, `,` or `|`, up to a space, a tab, a quote
or a newline: a name, one token. Cut after its marks, a query string's parameters and a tag
list's commas gave the line as many widths as they have counts, and lines of one message
fell into groups of one. A `:` is still cut (`//namenode:<*>/path`: host and port). The
literal `/` first lets the regex engine skip from slash to slash; the look-behinds take
only a slash that opens a token (after a space, a quote, a newline or `=`) or the second
slash of `scheme://`."""
_AGENT = re.compile(f'("(?=[A-Za-z][A-Za-z0-9._-]*/)[^"\n ]*{QUOTED_SPACE}[^"\n]*[=,|][^"\n]*)')
"""A quoted string of several words whose first is a name with a `/` (a user agent,
`"Mozilla/<*> (...; KHTML, like Gecko) ..."`), whose commas gave agents of one kind two
widths: one token. A pass of its own: one regex of both took twice their time."""


MIN_CSV_FIELDS = 8
"""Bare commas (no space after) a template needs to read as a comma-separated record."""
_CSV_CUT = re.compile(",(?! )")
_FIELD_WORDS = 3
"""Words of a record's field, at most, that are one token: a country (`United States`,
`Korea, Republic of`), a date and time; a longer field is text, whose words stay words."""


def _csv_records(text: str, wide: list[int]) -> str:
    """`text` (templates joined by newlines) with each inner field of a comma-separated
    record one token: its spaces written as `QUOTED_SPACE`, its `, ` guarded. A record is a
    template of `MIN_CSV_FIELDS` bare commas or more, not JSON; its first field (a syslog
    header before the record) and last one are left alone, and so are quoted fields (their
    quotes decided) and fields of more than `_FIELD_WORDS` words. Cut on spaces, a field of
    two words beside one of one gave the lines of a message two token counts, and those
    are never compared (PAN-OS's countries: `Ireland`, `United States`). `wide` are the
    indexes of the templates with `MIN_CSV_FIELDS` commas or more (bare or not), found
    before `text` is cut, which costs a tenth of a millisecond a thousand templates."""
    templates = text.split("\n")
    for k in wide:
        template = templates[k]
        if '":' in template:
            continue
        fields = _CSV_CUT.split(template)
        if len(fields) <= MIN_CSV_FIELDS:
            continue
        fields[1:-1] = [field.replace(" ", QUOTED_SPACE).replace(",", _GUARDS[1])
                        if 0 < field.count(" ") < _FIELD_WORDS and field[:1] != '"' else field
                        for field in fields[1:-1]]
        templates[k] = ",".join(fields)
    return "\n".join(templates)


def _guarded(pattern: re.Pattern[str], text: str, guard: dict[int, int] = _GUARD) -> str:
    """`text` with the marks of what `pattern`'s last group matches written as `_GUARDS`
    (`guard`: the `=`, `,` and `|`, and for a JSON value the `:` too; a group before it, a
    JSON value's opening, is kept as it is), all in C (a split around the matches, one
    `translate` each, a join)."""
    pieces = pattern.split(text)
    if len(pieces) == 1:
        return text
    last = pattern.groups
    pieces[last::last + 1] = map(str.translate, pieces[last::last + 1], repeat(guard))
    return "".join(pieces)


def _quotes_spaced(text: str) -> str:
    """`text`, templates joined by newlines and holding a quote, with the spaces inside
    double quotes written as `QUOTED_SPACE` (`_opening_words`), in one pass over the whole
    text. When a quoted part holds a newline, some template has an odd number of quotes: its
    last one opens a part that runs to its end, as if a quote closed it there, so one is
    added for the pass and taken away after (logcat's `name=app"` is in most templates of a
    log; a Python call each for them cost a tenth of its fold)."""
    parts = text.split('"')
    quoted = "\n".join(parts[1::2])
    if quoted.count("\n") != len(parts) // 2 - 1:
        templates = text.split("\n")
        odd = [template.count('"') % 2 == 1 for template in templates]
        closed = [template + '"' if alone else template
                  for template, alone in zip(templates, odd, strict=True)]
        done = _quotes_spaced("\n".join(closed)).split("\n")
        return "\n".join([line[:-1] if alone else line
                          for line, alone in zip(done, odd, strict=True)])
    spaced = "\n" + quoted.replace(" ", QUOTED_SPACE)
    parts[1::2] = _opening_words(spaced)[1:].split("\n")
    return '"'.join(parts)


def join_tokens(tokens: Sequence[str]) -> str:
    """`split_all` undone for one template: each cut added exactly one space after its
    mark or `_KEY_CUT` before a key, and the marks of a path or URL were written as
    `_GUARDS`."""
    text = " ".join(tokens)
    if _KEY_CUT in text:
        text = text.replace(_KEY_CUT, "")
    if _KIND_CUT in text:
        text = text.replace(_KIND_CUT, "")
    for mark in _SPLIT_AFTER:
        if mark in text:
            text = text.replace(mark + " ", mark)
    text = text.replace(QUOTED_SPACE, " ")
    return text.translate(_UNGUARD) if any(g in text for g in _GUARDS) else text
