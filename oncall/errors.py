"""The error tree of oncall.

Errors at the tool boundary are values (`oncall.tools.ToolResult`), never exceptions. What is
raised is for the harness and the person running it::

    OncallError
    ├── ConfigError        a scenario, profile or model spec is invalid (names the field or line)
    ├── StoreError         the database is corrupt, foreign, newer than this code, or unreadable
    │   ├── ReplayMismatch the code asked for a different step than the log holds
    │   └── LeaseLost      a worker wrote to a run whose lease another worker now holds
    ├── ProductionUnavailable  the harness could not read the alert or topology it needs
    └── ModelError         the model server failed; `.transient` says whether a retry may help
        ├── ModelUnreachable   nothing answers at the model server's address
        ├── ModelNotFound      the server answers but does not have the model
        └── ContextOverflow    the server refused a prompt longer than its context (a 400)
"""

from __future__ import annotations


class OncallError(Exception):
    """Base of every error oncall raises on purpose."""


class ConfigError(OncallError):
    """Invalid configuration; the message names the file, the field path or the line."""


class StoreError(OncallError):
    """The event store cannot be used as asked."""


class ReplayMismatch(StoreError):
    """A resumed run asked for a different step than its log holds; resuming would guess."""


class LeaseLost(StoreError):
    """This process no longer holds the lease of the run it tried to write to."""


class ProductionUnavailable(OncallError):
    """The production API failed a read the harness itself needs (not a tool call)."""


class ModelError(OncallError):
    """The model server failed to answer a chat request."""

    def __init__(self, message: str, *, status: int | None = None, transient: bool = False,
                 prompt_tokens: int = 0, completion_tokens: int = 0) -> None:
        super().__init__(message)
        self.status = status
        self.transient = transient
        self.prompt_tokens = prompt_tokens
        self.completion_tokens = completion_tokens


class ModelUnreachable(ModelError):
    """Connection refused or timed out before any answer."""


class ModelNotFound(ModelError):
    """The server does not have the model (`ollama pull NAME` fixes it)."""


class ContextOverflow(ModelError):
    """The server refused the prompt as longer than its context window (vLLM's and
    llama.cpp's 400s, LM Studio's variants): compaction and one retry may fix it."""
