"""Step 4, report: the envelope of each outcome (replies, refusals, the direct answer, the guided
fallback), with its evidence (facts, gaps, conflicts), the judge's report and the query log row."""
