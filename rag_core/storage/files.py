"""Where the uploaded originals are kept: a local folder, or a prefix in an S3 bucket.

One object per document, named ``{doc_id}{suffix}``. A write is all-or-nothing in both stores (a
temporary file renamed into place; an S3 PUT that only becomes visible once complete), so a crash
never leaves half a file under a document's name.

The parsers and the page renderer read files from disk; ``local_copy`` hands them one: the stored
file itself for the local store, a copy under the data dir's staging folder (removed afterwards)
for S3.
"""

from __future__ import annotations

import logging
import os
import time
import uuid
from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager
from pathlib import Path
from typing import Protocol

from rag_core.errors import ConfigError
from rag_core.settings import Settings, StorageSettings
from rag_core.storage.s3 import (
    S3Location,
    arrow_filesystem,
    endpoint_url,
    files_location,
    is_s3,
    staging_dir,
    storage_problem,
)

logger = logging.getLogger(__name__)

_FILES_SETTING = "RAG_FILES_URI"
JOBS_PREFIX = "jobs"  # uploads waiting for a worker, one level below the originals
STALE_STAGING_S = 600.0  # a staged copy older than this belongs to a process that stopped


class FileStore(Protocol):
    """The stored originals, by name."""

    location: str

    def put(self, name: str, data: bytes) -> None:
        """Store ``data`` under ``name``, replacing what was there, all or nothing."""
        ...

    def get(self, name: str) -> bytes:
        """The stored bytes; raises FileNotFoundError when there are none."""
        ...

    def exists(self, name: str) -> bool:
        """Whether ``name`` is stored."""
        ...

    def delete(self, name: str) -> None:
        """Remove ``name``; nothing happens when it is not stored."""
        ...

    def names(self) -> list[str]:
        """Every stored name (temporary leftovers of interrupted writes included)."""
        ...

    def local_copy(self, name: str, data: bytes | None = None) -> AbstractContextManager[Path]:
        """A file on disk with the contents of ``name`` while the block runs.

        ``data``, when given, are the bytes just stored under ``name`` (saves reading them back).
        """
        ...


class LocalFileStore:
    """Originals in a local folder (the default: ``data_dir/files``)."""

    def __init__(self, folder: Path) -> None:
        """Use ``folder``, creating it when missing."""
        folder.mkdir(parents=True, exist_ok=True)
        self.folder = folder
        self.location = str(folder)

    def put(self, name: str, data: bytes) -> None:
        """Write to a temporary file, fsync it, then rename it into place."""
        path = self.folder / name
        tmp = path.with_name(f".{uuid.uuid4().hex}.tmp")
        with open(tmp, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)

    def get(self, name: str) -> bytes:
        """The file's bytes."""
        return (self.folder / name).read_bytes()

    def exists(self, name: str) -> bool:
        """Whether the file exists."""
        return (self.folder / name).is_file()

    def delete(self, name: str) -> None:
        """Unlink the file if it is there."""
        (self.folder / name).unlink(missing_ok=True)

    def names(self) -> list[str]:
        """Names of the files in the folder."""
        return sorted(path.name for path in self.folder.iterdir() if path.is_file())

    @contextmanager
    def local_copy(self, name: str, data: bytes | None = None) -> Iterator[Path]:
        """The stored file itself (no copy)."""
        yield self.folder / name


class S3FileStore:
    """Originals under a prefix of an S3 bucket (``files_uri = s3://bucket/prefix``)."""

    def __init__(self, uri: str, storage: StorageSettings, staging: Path) -> None:
        """Connect and check that the bucket exists.

        Raises:
            ConfigError: the bucket does not exist or the endpoint cannot be reached, with the
                setting to check.
        """
        from pyarrow import fs

        self.location = uri
        self._where = S3Location.parse(uri)
        self._staging = staging
        try:
            self._fs = arrow_filesystem(storage)
            found = self._fs.get_file_info(self._where.bucket).type
        except OSError as exc:
            raise ConfigError(storage_problem(uri, _FILES_SETTING, endpoint_url(storage), exc)) from exc
        if found == fs.FileType.NotFound:
            raise ConfigError(
                storage_problem(uri, _FILES_SETTING, endpoint_url(storage), FileNotFoundError("NoSuchBucket"))
            )

    def put(self, name: str, data: bytes) -> None:
        """One PUT: the object appears only once all of it is uploaded."""
        with self._fs.open_output_stream(self._where.path(name)) as out:
            out.write(data)

    def get(self, name: str) -> bytes:
        """The object's bytes."""
        with self._fs.open_input_stream(self._where.path(name)) as stream:
            return stream.readall()

    def exists(self, name: str) -> bool:
        """Whether the object exists (one HEAD request)."""
        from pyarrow import fs

        return self._fs.get_file_info(self._where.path(name)).type == fs.FileType.File

    def delete(self, name: str) -> None:
        """Delete the object if it is there.

        pyarrow keeps the prefix's "folder" alive by writing an empty ``prefix/`` marker object
        when the last object under it is deleted; it holds no data and ``names`` skips it.
        """
        try:
            self._fs.delete_file(self._where.path(name))
        except FileNotFoundError:
            pass

    def names(self) -> list[str]:
        """Names of the objects directly under the prefix."""
        from pyarrow import fs

        selector = fs.FileSelector(self._where.path(), recursive=False, allow_not_found=True)
        return sorted(info.base_name for info in self._fs.get_file_info(selector) if info.type == fs.FileType.File)

    @contextmanager
    def local_copy(self, name: str, data: bytes | None = None) -> Iterator[Path]:
        """A copy under the staging folder, removed when the block ends."""
        self._staging.mkdir(parents=True, exist_ok=True)
        path = self._staging / f"{uuid.uuid4().hex}-{name}"
        try:
            path.write_bytes(self.get(name) if data is None else data)
            yield path
        finally:
            path.unlink(missing_ok=True)


def make_file_store(settings: Settings) -> FileStore:
    """The store ``files_uri`` names: S3 for ``s3://``, else a local folder (``data_dir/files``)."""
    location = files_location(settings)
    if is_s3(location):
        return S3FileStore(location, settings.storage, staging_dir(settings))
    return LocalFileStore(Path(location))


def make_job_store(settings: Settings) -> FileStore:
    """Where uploads wait for a worker: ``jobs/`` under the originals' location, so every server
    that reads the originals reads them too. The originals' store lists only its own level and
    never sees these."""
    location = files_location(settings)
    if is_s3(location):
        return S3FileStore(f"{location.rstrip('/')}/{JOBS_PREFIX}", settings.storage, staging_dir(settings))
    return LocalFileStore(Path(location) / JOBS_PREFIX)


def clear_stale_staging(settings: Settings, older_than_s: float = STALE_STAGING_S) -> int:
    """Remove staged copies left by a process that stopped mid-parse; returns how many."""
    folder = staging_dir(settings)
    if not folder.is_dir():
        return 0
    removed = 0
    cutoff = time.time() - older_than_s
    for path in folder.iterdir():
        try:
            if path.is_file() and path.stat().st_mtime < cutoff:
                path.unlink(missing_ok=True)
                removed += 1
        except OSError:
            logger.info("could not remove staged copy %s", path.name, exc_info=True)
    return removed
