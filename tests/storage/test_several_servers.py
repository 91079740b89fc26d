"""Several app servers on one store (PostgreSQL + S3 on loopback): writes are serialised by the
advisory lock, a server starting beside others never wipes their uploads, and a killed ingest is
cleaned up by another server once its heartbeat is stale, its S3 objects included.

Each "server" is a separate process with its own data dir (so nothing is shared through a local
file) and the hash embedder (what is checked is bookkeeping, not retrieval).
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

from rag_core.library import INTERRUPTED, Library
from rag_core.testing import HashEmbedder
from rag_core.types import DocStatus
from tests.conftest import PROJECT_ROOT
from tests.helpers.s3 import DUMMY_KEYS, S3Bucket

SERVER = """
import sys
from pathlib import Path
from rag_core.library import Library
from rag_core.settings import Settings
from rag_core.testing import HashEmbedder
library = Library(Settings(), HashEmbedder())
results = library.ingest_paths([Path(sys.argv[1])])
print(sum(r.ok for r in results), len(results), flush=True)
"""

# Starts and recovers again and again until the test says the ingests are over (a file appears).
RECOVERY = """
import sys, time
from pathlib import Path
from rag_core.library import Library
from rag_core.settings import Settings
from rag_core.testing import HashEmbedder
stop, deadline = Path(sys.argv[1]), time.monotonic() + 240
runs = 0
while not stop.exists() and time.monotonic() < deadline:
    Library(Settings(), HashEmbedder(), recover=False).recover()
    runs += 1
print(runs, flush=True)
"""

# Indexes on "server-a" (another host), beats every 0.2 s and stops for good mid-ingest, to be killed.
STUCK = """
import socket, sys, time
socket.gethostname = lambda: "server-a"
from pathlib import Path
from rag_core.library import Library
from rag_core.settings import Settings
from rag_core.testing import HashEmbedder
def stop_midway(event):
    if event.stage == "embedding":
        print("midway", flush=True)
        time.sleep(600)
library = Library(Settings(), HashEmbedder())
library.ingest_bytes("stuck.md", Path(sys.argv[1]).read_bytes(), progress=stop_midway)
"""


def _env(bucket: S3Bucket, database_url: str, data_dir: Path, **extra: str) -> dict[str, str]:
    return {
        **os.environ,
        **DUMMY_KEYS,
        **bucket.env(),
        "RAG_DATABASE_URL": database_url,
        "RAG_DATA_DIR": str(data_dir),
        "RAG_SEED_SAMPLES": "false",
        **extra,
    }


def _docs(folder: Path, prefix: str, count: int) -> Path:
    folder.mkdir(parents=True)
    for n in range(count):
        (folder / f"{prefix}-{n}.md").write_text(
            f"# {prefix} note {n}\nThe {prefix} depot {n} stores {n * 7 + 3} pallets of spare parts.\n" * 30
        )
    return folder


def test_two_servers_ingest_into_one_store_while_a_third_recovers(
    s3_bucket: S3Bucket, postgres_url: str, tmp_path: Path
) -> None:
    folders = [_docs(tmp_path / f"docs-{name}", name, 6) for name in ("north", "south")]
    servers = [
        subprocess.Popen(
            [sys.executable, "-c", SERVER, str(folder)],
            cwd=PROJECT_ROOT,
            text=True,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=_env(s3_bucket, postgres_url, tmp_path / f"server-{n}"),
        )
        for n, folder in enumerate(folders)
    ]
    stop = tmp_path / "ingests-done"
    recovery = subprocess.Popen(
        [sys.executable, "-c", RECOVERY, str(stop)],
        cwd=PROJECT_ROOT,
        text=True,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=_env(s3_bucket, postgres_url, tmp_path / "server-recovery"),
    )
    for proc in servers:
        out, err = proc.communicate(timeout=300)
        assert proc.returncode == 0, err[-3000:]
        assert out.split() == ["6", "6"], err[-3000:]  # each server: 6 of 6 indexed
    stop.touch()
    out, err = recovery.communicate(timeout=300)
    assert recovery.returncode == 0, err[-3000:]
    assert int(out) >= 1  # recovery really ran meanwhile

    library = Library(s3_bucket.settings(tmp_path / "check", database_url=postgres_url), HashEmbedder())
    ready = library.ready_documents()
    assert sorted(d.name for d in ready) == sorted(f"{p}-{n}.md" for p in ("north", "south") for n in range(6))
    assert not library.documents(DocStatus.INDEXING) and not library.failures()
    assert library.store.doc_ids() == {d.doc_id for d in ready}  # registry and index agree
    assert all(library.store.count(d.doc_id) == d.chunks for d in ready)
    assert sorted(Path(n).stem for n in library.files.names()) == sorted(d.doc_id for d in ready)


def test_a_killed_ingest_is_cleaned_up_by_another_server_once_its_heartbeat_is_stale(
    s3_bucket: S3Bucket, postgres_url: str, tmp_path: Path, hash_embedder: HashEmbedder
) -> None:
    doc = tmp_path / "stuck.md"
    doc.write_text("# Stuck\n" + "The crane on pier 4 lifts 40 tonnes per hoist.\n" * 400)
    env = _env(
        s3_bucket,
        postgres_url,
        tmp_path / "server-a",
        RAG_INGEST__HEARTBEAT_S="0.2",
        RAG_INGEST__COMMIT_EVERY_CHUNKS="1",
    )
    proc = subprocess.Popen(
        [sys.executable, "-c", STUCK, str(doc)],
        cwd=PROJECT_ROOT,
        env=env,
        text=True,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    try:
        assert proc.stdout is not None and proc.stdout.readline().strip() == "midway", (
            proc.stderr and proc.stderr.read()
        )
        settings = s3_bucket.settings(
            tmp_path / "server-b", database_url=postgres_url, ingest={"stale_after_s": 3, "heartbeat_s": 0.2}
        )
        # While server A is alive and beating, server B's start leaves its upload alone.
        other = Library(settings, hash_embedder, recover=False)
        time.sleep(1)
        assert other.recover() == 0  # skipped: A holds the write lock
        proc.kill()
        proc.wait(timeout=30)
        [row] = other.documents(DocStatus.INDEXING)
        assert row.owner.startswith("server-a:")
        assert other.store.count(row.doc_id) > 0 and other.files.exists(row.stored_path)
        # Right after the kill the heartbeat is fresh: a start on B must not touch the row.
        other.recover()
        assert [r.id for r in other.documents(DocStatus.INDEXING)] == [row.id]
        time.sleep(3.5)
        # Stale now: B's next start removes what A wrote, in the database and in the bucket.
        assert other.recover() >= 1
        assert not other.documents(DocStatus.INDEXING)
        [failed] = other.failures()
        assert failed.name == "stuck.md" and failed.error == INTERRUPTED
        assert other.store.count(row.doc_id) == 0
        assert not other.files.exists(row.stored_path)
        assert other.files.names() == []
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
