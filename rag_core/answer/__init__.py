"""Answering a question, one package per step, run in order by ``engine.Engine``:

    understand/  what the question asks of which documents, or an outcome needing no search
    find/        retrieval, the evidence gate, the table pages beyond those retrieved
    judging/     sentences and table cells as candidates, their checks, the judge's P, confidence
    report/      the envelope of each outcome, its evidence, the query log row

``candidate`` holds the values the steps pass on (the question's words, a candidate) and
``corpus`` what words the documents hold; both are read by every step.
"""
