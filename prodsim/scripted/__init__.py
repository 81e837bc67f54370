"""A scripted Ollama: Ollama's HTTP API served by deterministic policies instead of a model.

Used by tests and by the offline quickstart; see docs/scripted.md. Public API:
`create_app`, `serve`, `ScriptedOllama`, and the policy seam `Policy`, `ChatRequest`,
`Message`, `Reply`, `ToolCall`.
"""

from __future__ import annotations

from prodsim.scripted.chat import ChatRequest, Message, Policy, Reply, ToolCall
from prodsim.scripted.server import ScriptedOllama, create_app, serve

__all__ = ["ChatRequest", "Message", "Policy", "Reply", "ScriptedOllama", "ToolCall",
           "create_app", "serve"]
