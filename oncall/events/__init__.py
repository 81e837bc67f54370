"""The event kinds of the log, one frozen dataclass each (see `oncall.events.base`).

`base` holds the machinery (steps and records, strict appends, lenient decoding, the generated
reference); `run`, `tools` and `serve` declare the kinds. Importing this package declares them
all.
"""

from oncall.events.base import (
    JSON,
    KINDS,
    Body,
    Record,
    Step,
    UndeclaredEvent,
    check,
    decode,
    reference,
    replayed,
    wire,
    wire_keys,
)
from oncall.events.run import (
    Compaction,
    Context,
    ContextFull,
    Fallback,
    ModelCall,
    ModelFailed,
    ModelInfo,
    Phase,
    QuirkSeen,
    Reminder,
    Retry,
    RunFinished,
    RunStarted,
    Takeover,
    Truncation,
)
from oncall.events.serve import (
    AlertReceived,
    AlertResolved,
    Notification,
)
from oncall.events.tools import (
    Detector,
    Fold,
    Guard,
    InjectionSuspect,
    Intent,
    Nudge,
    Redaction,
    ToolCalled,
    Verifier,
)

__all__ = [
    "JSON", "KINDS", "AlertReceived", "AlertResolved", "Body", "Compaction", "Context",
    "ContextFull", "Detector", "Fallback", "Fold", "Guard", "InjectionSuspect", "Intent",
    "ModelCall", "ModelFailed", "ModelInfo", "Notification", "Nudge", "Phase", "QuirkSeen",
    "Record", "Redaction", "Reminder", "Retry", "RunFinished", "RunStarted", "Step",
    "Takeover", "ToolCalled", "Truncation", "UndeclaredEvent", "Verifier", "check", "decode",
    "reference", "replayed", "wire", "wire_keys",
]
