"""Secrets never reach the model, and tool output is data: redaction and injection screening
at the tool boundary (`docs/security.md`)."""

from oncall.redact.boundary import FRAME, Screen, framed
from oncall.redact.injection import Detector, Findings
from oncall.redact.redactor import PLACEHOLDER, Redactor
from oncall.redact.rules import DEFAULT_RULES, Rule, custom_rules

__all__ = ["DEFAULT_RULES", "FRAME", "PLACEHOLDER", "Detector", "Findings", "Redactor", "Rule",
           "Screen", "custom_rules", "framed"]
