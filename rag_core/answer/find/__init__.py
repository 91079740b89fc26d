"""Step 2, find the evidence: hybrid retrieval, the evidence gate, and the table pages that state
the asked measure beyond those retrieved."""
