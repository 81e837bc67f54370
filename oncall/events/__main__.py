"""`python -m oncall.events > docs/events.md`: the reference of every kind."""

from oncall.events import reference

print(reference(), end="")
