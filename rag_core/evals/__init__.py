"""Evaluations on public datasets (found under RAG_EVALS__DATA_DIR, else ../shared/data when present; never needed by tests)."""
