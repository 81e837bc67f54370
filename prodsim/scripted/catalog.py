"""What the scripted server says about its models: `/api/tags`, `/api/show`, `/api/ps` bodies.

Every value is a constant or derived from the model name, so responses are deterministic.
Each policy is presented as a model of architecture `scripted` with a 32768-token trained
context, pinned as `num_ctx` in its Modelfile parameters (so a request without `num_ctx`
gets 32768), and capabilities `completion` and `tools` — no `thinking`, so `think: true`
is refused exactly as Ollama refuses it for a non-thinking model.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

ARCHITECTURE = "scripted"
CONTEXT_LENGTH = 32768
CAPABILITIES = ("completion", "tools")
VERSION = "0.32.15"
"""Newest stable Ollama whose wire behaviour (ids, `index`, error texts) this server follows."""
MODIFIED_AT = "2026-01-01T00:00:00Z"
SIZE_BYTES = 1 << 20
"""Symbolic: a policy has no weights; a non-zero size keeps clients' arithmetic sane."""
DEFAULT_KEEP_ALIVE_S = 300.0

TEMPLATE = (
    "{{- if .Tools }}<|im_start|>system\n# Tools\n{{ range .Tools }}{{ . }}\n{{ end }}"
    "<|im_end|>\n{{ end }}"
    "{{- range .Messages }}<|im_start|>{{ .Role }}\n{{ .Content }}"
    "{{- range .ToolCalls }}\n<tool_call>{{ .Function }}</tool_call>{{ end }}<|im_end|>\n"
    "{{ end }}<|im_start|>assistant\n"
)


@lru_cache(maxsize=256)
def full_name(model: str) -> str:
    """`name[:tag]` with the tag defaulted to `latest`; a registry host's `:port` is not a tag.

    Memoised: `resolve` compares every policy name on every request.
    """
    last = model.rsplit("/", 1)[-1]
    return model if ":" in last else f"{model}:latest"


def resolve(model: str, policies: Mapping[str, Any]) -> str | None:
    """The policy key a request's `model` selects (`investigator` = `investigator:latest`)."""
    wanted = full_name(model)
    for key in policies:
        if full_name(key) == wanted:
            return key
    return None


def effective_num_ctx(options: Mapping[str, Any]) -> int:
    """The window a request gets: its `num_ctx` (clamped to [4, trained]) or the pinned default."""
    value = options.get("num_ctx")
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value <= 0:
        return CONTEXT_LENGTH
    return max(4, min(int(value), CONTEXT_LENGTH))


def digest(name: str) -> str:
    """A stable sha256-looking digest per model name."""
    return hashlib.sha256(f"scripted:{full_name(name)}".encode()).hexdigest()


def details() -> dict[str, Any]:
    return {"parent_model": "", "format": "gguf", "family": ARCHITECTURE,
            "families": [ARCHITECTURE], "parameter_size": "0", "quantization_level": "none"}


def tag_entry(name: str) -> dict[str, Any]:
    """One `/api/tags` entry."""
    name = full_name(name)
    return {"name": name, "model": name, "modified_at": MODIFIED_AT, "size": SIZE_BYTES,
            "digest": digest(name), "details": details(), "capabilities": list(CAPABILITIES)}


def show_body(name: str, description: str) -> dict[str, Any]:
    """The `/api/show` body; `description` (the policy's docstring line) goes in the Modelfile."""
    parameters = f'{"num_ctx":<31}{CONTEXT_LENGTH}\n{"stop":<31}"<|im_end|>"'
    modelfile = (f"# Scripted model {full_name(name)}: {description}\n"
                 f"FROM scripted/{full_name(name)}\nTEMPLATE \"\"\"{TEMPLATE}\"\"\"\n"
                 f"PARAMETER num_ctx {CONTEXT_LENGTH}\nPARAMETER stop \"<|im_end|>\"\n")
    return {
        "license": "",
        "modelfile": modelfile,
        "parameters": parameters,
        "template": TEMPLATE,
        "details": details(),
        "model_info": {
            "general.architecture": ARCHITECTURE,
            "general.basename": full_name(name).split(":", 1)[0],
            "general.parameter_count": 0,
            f"{ARCHITECTURE}.context_length": CONTEXT_LENGTH,
        },
        "capabilities": list(CAPABILITIES),
        "modified_at": MODIFIED_AT,
    }


def ps_entry(name: str, expires_at: str, context_length: int) -> dict[str, Any]:
    """One `/api/ps` entry for a model the server considers loaded."""
    name = full_name(name)
    return {"name": name, "model": name, "size": SIZE_BYTES, "digest": digest(name),
            "details": details(), "expires_at": expires_at, "size_vram": SIZE_BYTES,
            "context_length": context_length}
