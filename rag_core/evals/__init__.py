"""Evaluations on public datasets (read from ../shared/data when present; never needed by tests)."""
