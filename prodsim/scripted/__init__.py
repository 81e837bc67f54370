"""A scripted Ollama: Ollama's HTTP API served by deterministic policies instead of a model.

Used by tests and by the offline quickstart; see docs/scripted.md. Public API:
`create_app`, `serve`, `ScriptedOllama`, the policy seam `Policy`, `ChatRequest`,
`Message`, `Reply`, `TokenLogprob`, `ToolCall`, and fault modes `FaultSpec`, `parse_faults`.
"""

from __future__ import annotations

from prodsim.scripted.chat import ChatRequest, Message, Policy, Reply, TokenLogprob, ToolCall
from prodsim.scripted.faults import FaultSpec, FaultSpecError, parse_faults
from prodsim.scripted.server import ScriptedOllama, create_app, serve

__all__ = ["ChatRequest", "FaultSpec", "FaultSpecError", "Message", "Policy", "Reply",
           "ScriptedOllama", "TokenLogprob", "ToolCall", "create_app", "parse_faults", "serve"]
