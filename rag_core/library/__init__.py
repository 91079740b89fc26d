"""The document library: what the UI and the CLI call to add, list and delete documents.

``Library`` (``facade.py``) opens one data dir's stores and hands each call to the part that does
that job, one module each:

    catalogue.py   what is indexed and who may read it: list, find, originals, edit, delete
    indexing.py    one upload: checks, claiming its id, parse and embed, commit or undo (uploads,
                   the CLI and shared ingest jobs all come through ``ingest_bytes``)
    from_disk.py   files and folders from disk, the next PDF parsed ahead
    profiles.py    who a document is about and which period it covers
    recovery.py    clean-up after a crash: rows of dead owners, orphan chunks, pages and files
    liveness.py    who is still at work on a row: owner ids, dead owners, the heartbeat
    samples.py     the sample documents on a local data dir's first start
"""

from rag_core.library.facade import Library
from rag_core.library.liveness import Heartbeat, owner_gone
from rag_core.library.recovery import INTERRUPTED

__all__ = ["INTERRUPTED", "Heartbeat", "Library", "owner_gone"]
