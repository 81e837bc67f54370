"""Instruction-like text in tool output: found, counted, and made inert before the model reads it.

Production data is written by whoever can make a service log a line, so a log line can carry
text aimed at the agent: a role marker (`SYSTEM:`), a chat-template token (`<|im_start|>`), an
"ignore previous instructions", a tool call written as JSON, an order to call one of the run's
tools. Each such span is wrapped as `[suspect_instruction: ...]` with its template tokens broken
(`<|im_start|>` becomes `<im_start>`), so the model reads it as quoted data and the handoff can
point at it; the text stays readable, because a human (or a verifier) may need to see what was
attempted. Detection is a heuristic: it names what it saw, it does not promise to see all.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from oncall.redact.gate import Gate
from oncall.redact.walk import rebuild

MARK = "[suspect_instruction: "


@dataclass(frozen=True, slots=True)
class Pattern:
    name: str
    regex: re.Pattern[str]
    hints: tuple[str, ...]
    """Lowercase literals; a string holding none of them is not searched."""


PATTERNS: tuple[Pattern, ...] = (
    Pattern("chat_template", re.compile(
        r"<\|[a-z_]{2,32}\|>|\[/?INST\]|<</?SYS>>|</?(?:start_of_turn|end_of_turn|tool_call|"
        r"tool_response|function_call|im_start|im_end)>"),
        ("<|", "[inst]", "[/inst]", "<<sys>>", "<</sys>>", "_of_turn>", "tool_call>",
         "tool_response>", "function_call>", "im_start>", "im_end>")),
    Pattern("role_marker", re.compile(
        r"(?:^|(?<=[\s\"'>\]\[(|:;,.!?-]))(?:SYSTEM|ASSISTANT|DEVELOPER|System|Assistant|"
        r"Developer)\s*(?:PROMPT|prompt|MESSAGE|message)?\s*:(?=\s)"
        r"|###\s*(?:Instruction|System|Assistant)s?\b"),
        ("system", "assistant", "developer", "###")),
    Pattern("override", re.compile(
        r"(?i)\b(?:ignore|disregard|forget|override|bypass)\s+(?:all\s+|any\s+|every\s+)?"
        r"(?:of\s+)?(?:the\s+|your\s+|my\s+|these\s+|those\s+)?(?:previous|prior|above|earlier|"
        r"preceding|original|system|existing)\s+(?:instructions?|prompts?|rules|directions|"
        r"messages?|guidelines|context)"
        r"|\b(?:you\s+are\s+now|new\s+instructions?\s*:|from\s+now\s+on\s+you|do\s+not\s+tell"
        r"\s+the\s+(?:user|operator|human))"),
        ("ignore", "disregard", "forget", "override", "bypass", "you are now",
         "instruction", "from now on", "do not tell")),
    Pattern("tool_call_json", re.compile(
        r"\{[^{}]{0,200}?\\?\"(?:name|function|tool|tool_name)\\?\"\s*:\s*\\?\"[A-Za-z_][\w.-]*"
        r"\\?\"[^{}]{0,200}?\\?\"(?:arguments|parameters|args|input)\\?\"\s*:"
        r"|\\?\"(?:tool_calls|function_call)\\?\"\s*:"),
        ("arguments", "parameters", "args", "input", "tool_calls", "function_call")),
)


@dataclass
class Findings:
    """What one screening found: counts per pattern and a few short excerpts."""

    counts: Counter[str] = field(default_factory=Counter)
    excerpts: list[str] = field(default_factory=list)

    def add(self, name: str, text: str, start: int, end: int, first: bool) -> None:
        self.counts[name] += 1
        if first and len(self.excerpts) < 3:
            snippet = " ".join(_defang(text[start:start + 160]).split())
            snippet = snippet if len(snippet) <= 120 else snippet[:117] + "..."
            if snippet not in self.excerpts:
                self.excerpts.append(snippet)

    def __bool__(self) -> bool:
        return bool(self.counts)


class Detector:
    """Finds and neutralises instruction-like spans; `tools` are the run's tool names, so
    "call submit_report with ..." in a log line is seen for what it is."""

    def __init__(self, tools: Iterable[str] = ()) -> None:
        names = sorted({t for t in tools if t}, key=len, reverse=True)
        self.patterns = PATTERNS
        if names:
            alternation = "|".join(re.escape(n) for n in names)
            self.patterns = (*PATTERNS, Pattern("tool_order", re.compile(
                r"(?i)\b(?:call|invoke|use|run|execute|trigger)\s+(?:the\s+)?(?:tool\s+)?`?(?:"
                + alternation + r")`?\s+(?:with|using|and|now|immediately|tool)\b"),
                tuple(n.lower() for n in names)))
        self._gate = Gate.of(((), p.hints) for p in self.patterns)

    def text(self, s: str, found: Findings) -> str:
        """`s` with every suspect span wrapped and its template tokens broken."""
        if len(s) > 4096 and "\n" in s:  # a folded log: line by line, through the gate
            lines = s.split("\n")
            out = self.texts(lines, found)
            return s if out == lines else "\n".join(out)
        if MARK in s:  # screened already
            return s
        lowered = s.lower()
        spans: list[tuple[int, int, str]] = []
        for p in self.patterns:
            if not any(h in lowered for h in p.hints):
                continue
            spans += [(m.start(), m.end(), p.name) for m in p.regex.finditer(s)
                      if m.end() > m.start()]
        if not spans:
            return s
        spans.sort()
        out, last = [], 0
        for i, (start, end, name) in enumerate(spans):
            found.add(name, s, start, end, i == 0)
            if start < last:  # overlaps a span already wrapped
                continue
            out += [s[last:start], MARK, _defang(s[start:end]), "]"]
            last = end
        out.append(s[last:])
        return "".join(out)

    def value(self, data: Any, found: Findings) -> Any:
        """JSON-like `data` (typed records included) with every string screened."""
        return rebuild(data, lambda s: self.text(s, found),
                       lambda strings: self.texts(strings, found))

    def texts(self, strings: Sequence[str], found: Findings) -> list[str]:
        """Many strings at once: only those the gate lets through are searched."""
        out = list(strings)
        for i in self._gate.candidates(strings):
            out[i] = self.text(strings[i], found)
        return out


def _defang(span: str) -> str:
    return (span.replace("<|", "<").replace("|>", ">").replace("<<", "<").replace(">>", ">")
            .replace("[INST]", "(INST)").replace("[/INST]", "(/INST)"))
