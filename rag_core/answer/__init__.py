"""Answering a question: classify, frame, retrieve, gate, judge, evidence, confidence; the engine runs them."""
