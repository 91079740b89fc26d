"""Imported once by the parser fork server (:mod:`rag_core.ingest.forked`): every reader a worker
may run, so that each file's worker, a fork of that server, starts with them loaded."""

from __future__ import annotations

import importlib

from rag_core.ingest.formats import FORMATS

READERS = tuple(sorted({f.reader.partition(":")[0] for f in FORMATS if f.reader}))

for _module in READERS:
    importlib.import_module(_module)
