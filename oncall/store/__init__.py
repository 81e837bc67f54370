"""The append-only event log: checkpoint, ledger and trace in one SQLite file."""

from oncall.store.db import LedgerRow, RunRow, Store
from oncall.store.events import Event, NewEvent

__all__ = ["Event", "LedgerRow", "NewEvent", "RunRow", "Store"]
