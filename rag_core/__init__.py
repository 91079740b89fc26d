"""Verbatim's reusable core: documents in, verbatim answers out. Never imports streamlit.

The folders follow the pipeline::

    ingest/    file -> pages (pypdf in a worker process) -> profile (who, what, when) -> table
               rows -> chunks sized for the model -> embeddings            (library/ drives it)
    storage/   LanceDB chunk table (vectors + full-text index), SQLite registry of documents,
               pages, table rows, profiles and word counts; the query log; file locks
    answer/    one package per step, run by answer/engine.py: understand (classify, frame:
               company, measure, period) -> find (retrieve, dense + full text, fused; gate) ->
               judging (sentences and table rows checked against the frame; confidence) ->
               report (the envelope: evidence, facts, gaps, conflicts)
    generate/  optional rephrasing by Ollama or OpenAI, every sentence validated against quotes
    text/      the shared vocabulary: tokens and stems, numbers and dates, sentences, the
               glossary, the analyst lexicon (data/measures.toml), company names, fiscal periods;
               its word lists are data (data/*.toml, read and schema-checked by datafiles.py)
    evals/     benchmarks and evaluations on the shared data (SQuAD 2.0, FinanceBench, dev set)

At the top: ``library`` (documents: add, list, delete, profiles), ``answer.engine.Engine``
(questions), ``insights`` (the query log for the Insights page), ``envelope`` (the answer's
typed shape), ``retrieved`` (the chunks a question retrieved, read by answer/ and generate/),
``settings`` (one settings tree), ``cli`` (``python -m rag_core``).

Importing the package does no I/O and loads no heavy dependency (the text modules read their
shipped word lists once, a few milliseconds); the PDF parser worker imports only what it needs
from here.
"""

import os

# NumPy's OpenBLAS keeps its helper threads spinning ~0.1 s after each call that used them (2**28
# cycles). The judge's cross-encoder reads on two threads, so the helper then spun through the
# rest of the question, taking a core from the next pass (a two-thread embedding 11 -> 24 ms).
# 2**20 cycles (~0.4 ms) still bridges the calls within one reading. Read once, when NumPy loads.
os.environ.setdefault("OPENBLAS_THREAD_TIMEOUT", "20")

__version__ = "0.1.0"
