"""Step 3, judge the candidates: retrieved sentences and table cells as candidates, the checks of
measure, period and value, the learned judge's P, the direct answer or the passages, confidence.

Named ``judging`` because ``rag_core.judge`` is the learned model's package (features, training)."""
