"""A token cursor for prodsim's small query languages (PromQL, LogQL): the text cut into
(kind, text, position) tokens by one named-group regex, spaces dropped, read front to back.

Each language's parser subclasses it and says how it fails, in its own server's words: the
messages differ (Prometheus writes `1:5: parse error: …`, Loki `parse error at line 1, col 5:
…`), the cursor does not.
"""

from __future__ import annotations

import re
from typing import NoReturn


class TokenCursor:
    def __init__(self, text: str, token: re.Pattern[str], unexpected: str) -> None:
        """`unexpected` is the message for a character no token starts with; `{char!r}` in it
        is the character."""
        self.text = text
        self.tokens: list[tuple[str, str, int]] = []
        pos = 0
        while pos < len(text):
            match = token.match(text, pos)
            if match is None or match.lastgroup is None:
                self.fail(pos, unexpected.format(char=text[pos]))
            if match.lastgroup != "space":
                self.tokens.append((match.lastgroup, match.group(), pos))
            pos = match.end()
        self.i = 0

    def fail(self, pos: int, message: str) -> NoReturn:
        raise NotImplementedError

    def where(self, pos: int) -> tuple[int, int]:
        """The line and column (from 1) of a position."""
        return (self.text.count("\n", 0, pos) + 1,
                pos - (self.text.rfind("\n", 0, pos) + 1) + 1)

    def peek(self) -> tuple[str, str, int]:
        return self.tokens[self.i] if self.i < len(self.tokens) else ("eof", "", len(self.text))
