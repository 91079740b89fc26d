"""Step 1, understand the question: readable or not, its kind, its words, typos, follow-ups, what it
is about (company, measure, period), which documents it points at, and the outcomes decided before
any search (greeting, library listing, clarification, not covered...)."""
