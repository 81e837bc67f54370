"""Alerts in, findings out: `python -m oncall serve` (see docs/serve.md)."""
