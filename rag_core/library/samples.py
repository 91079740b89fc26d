"""The sample documents, indexed once on the first start of a local data dir."""

from __future__ import annotations

from rag_core.ingest.pipeline import ProgressFn
from rag_core.library.from_disk import DiskIndexing
from rag_core.settings import Settings
from rag_core.types import IngestResult


def samples_pending(settings: Settings) -> bool:
    """True when :func:`seed_samples` would index the samples (a local data dir's first start)."""
    return (
        settings.auth.mode == "none"
        and settings.seed_samples
        and settings.samples_dir.is_dir()
        and not settings.seeded_marker.exists()
    )


def seed_samples(settings: Settings, disk: DiskIndexing, progress: ProgressFn | None = None) -> list[IngestResult]:
    """Index the sample documents once, on the first start of a local data dir (never into a
    shared deployment's library, where users sign in: its documents are its users' own)."""
    if not samples_pending(settings):
        return []
    results = disk.ingest_paths([settings.samples_dir], provenance="unknown", progress=progress)
    settings.seeded_marker.write_text("samples indexed; delete this file to index them again on next start\n")
    return results
