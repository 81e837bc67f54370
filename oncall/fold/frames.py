"""Stack frames, whose code location is the information: `oncall.fold.variables` never
merges one with another (a trace's functions and files are names, and a trace holds many)."""

from __future__ import annotations

import re

__all__ = ["is_frame"]


def is_frame(template: str) -> bool:
    """A stack frame, whose code location is the information, never a variable: Java's
    `\tat pkg.Class.method(File.java:<*>)`, JavaScript's and .NET's `   at …`, Python's
    `  File "x.py", line <*>`, Go's `\t/src/net/http/server.go:<*> +<*>`, glibc's
    `libc.so.<*>(__libc_start_main+<*>) [<*>]` and a kernel call trace's `[<*>]
    __alloc_pages+<*>/<*>` (each was once merged with the frames beside it: their function
    names and paths are names, and a trace's frames take many)."""
    return ("\t" in template and ("\tat " in template or ".go:<*> +<*>" in template)) or \
        "   at " in template or ('File "' in template and '  File "' in template) or \
        _GLIBC_FRAME in template or _kernel_frame(template)  # rare characters first


_GLIBC_FRAME = "+<*>) [<*>]"
"""How a frame of glibc's `backtrace_symbols` ends: a symbol's offset, or the offset alone,
in parentheses after the library, then the address (Samba's panic, `#3
/lib/x86_64-linux-gnu/libsamba-util.so.0(+0x1f443) [0x7f9e30d9d8a4]`: twelve frames were
one template of no level)."""
_OFFSET = "+<*>/<*>"
_FUNCTION = re.compile(r"[A-Za-z_][\w.]*")


def _kernel_frame(text: str) -> bool:
    """Whether a line of `text` holds a kernel call trace's frame: a function, its offset and
    length, a token of its own (`__alloc_pages+<*>/<*>`; a base64 key's `a+<*>/<*>` is glued
    to what it follows). Each `+<*>/<*>` is found at memchr speed and the token before it
    read, looking back no further than its line (a regex tried at every space and line of a
    log cost a twentieth of its fold)."""
    at = text.find(_OFFSET)
    while at >= 0:
        end = at + len(_OFFSET)
        if end == len(text) or text[end] in " \n":
            line = text.rfind("\n", 0, at) + 1
            start = text.rfind(" ", line, at) + 1 or line
            if _FUNCTION.fullmatch(text, start, at):
                return True
        at = text.find(_OFFSET, end)
    return False
