"""Optional LLM generation (Ollama offline, OpenAI online): it may phrase, never add.

Runs only after the gate passed and the extractive engine produced a direct answer or a guided
fallback. Every generated sentence is checked against verbatim quotes by a deterministic
validator; what cannot be proven is dropped, and when too little remains the extractive answer is
kept. Failures (server down, timeout, rate limit, malformed output) keep the extractive answer too,
with a message saying what happened.
"""
