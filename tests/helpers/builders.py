"""Shared builders of what tests need: a library, and a filing (a generated 10-K-style PDF with a
statement table). A sheet is :func:`tests.helpers.office.make_xlsx`; a statement page laid out in
columns as filings set it is :func:`tests.helpers.statements.statement_pdf`.

``new_library`` indexes into a fresh data dir. ``LibraryCache`` (the session fixture ``indexed``)
indexes a set of files once per session and hands each user a copy of the data dir: copying a
LanceDB folder and a SQLite file takes milliseconds, indexing takes a parser process per file and,
with the real model, its forward passes. A copy is a library of its own, so a test that writes to it
changes nothing another test sees.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from rag_core.embedding import Embedder
from rag_core.library import Library
from rag_core.settings import Settings
from tests.helpers.pdfs import make_pdf

__all__ = [
    "SAMPLES",
    "Files",
    "LibraryCache",
    "add_files",
    "filing_pages",
    "filing_pdf",
    "ingest_folder",
    "new_library",
]

# name -> bytes, or the page texts of a PDF to generate
Files = Mapping[str, bytes | Sequence[str]]
# one provenance for every file, or name -> provenance ("unknown" for a name not listed)
Provenance = str | Mapping[str, str]


def _data(content: bytes | Sequence[str]) -> bytes:
    return content if isinstance(content, bytes) else make_pdf(list(content))


def _provenance(provenance: Provenance, name: str) -> str:
    return provenance if isinstance(provenance, str) else provenance.get(name, "unknown")


def add_files(library: Library, files: Files, provenance: Provenance = "unknown") -> Library:
    """Index each of ``files`` into ``library``, in order; each must index."""
    for name, content in files.items():
        result = library.ingest_bytes(name, _data(content), provenance=_provenance(provenance, name))
        assert result.ok, f"{name}: {result.message}"
    return library


def new_library(
    data_dir: Path,
    embedder: Embedder | None,
    files: Files | None = None,
    *,
    provenance: Provenance = "unknown",
    **settings: Any,
) -> Library:
    """A library on ``data_dir`` (samples not seeded unless ``settings`` say so) holding ``files``,
    each of which must index. ``settings`` are ``Settings`` fields (``ingest={...}``, ...)."""
    settings.setdefault("seed_samples", False)
    return add_files(Library(Settings(data_dir=data_dir, **settings), embedder), files or {}, provenance)


def ingest_folder(library: Library, folder: Path, *, provenance: str = "unknown") -> Library:
    """Index every supported file under ``folder``; fails when there is none or one does not index."""
    results = library.ingest_paths([folder], provenance=provenance)
    assert results, f"nothing to index in {folder}"
    assert all(r.ok for r in results), [r.message for r in results if not r.ok]
    return library


SAMPLES = Path(__file__).resolve().parents[2] / "data" / "samples"  # the documents a new user starts with


class LibraryCache:
    """Libraries indexed once per session, copied for each use (see the module docstring)."""

    def __init__(self, root: Path) -> None:
        self._root = root
        self._built: dict[str, tuple[object, Path]] = {}

    def copy(
        self,
        key: str,
        dest: Path,
        embedder: Embedder,
        files: Files | None = None,
        *,
        provenance: Provenance = "unknown",
        fill: Callable[[Library], object] | None = None,
        build: Mapping[str, Any] | None = None,
        **settings: Any,
    ) -> Library:
        """A library on ``dest`` (a folder that does not exist yet) holding a copy of what was indexed
        the first time ``key`` was asked for: ``files``, then whatever ``fill`` adds (a folder, the
        samples), into a library with the ``build`` settings. The copy opens with those and
        ``settings`` (limits a test sets once the index exists). A key always names the same content:
        the same files, embedder and build settings are checked; ``fill`` is trusted to do the same."""
        spec = (
            type(embedder).__name__,
            [(n, _data(c), _provenance(provenance, n)) for n, c in (files or {}).items()],
            sorted((build or {}).items(), key=str),
        )
        if key not in self._built:
            template = self._root / key / "data"
            library = new_library(template, embedder, files, provenance=provenance, **dict(build or {}))
            if fill is not None:
                fill(library)
            library.registry.engine.dispose()  # nothing of the template stays open while it is copied
            self._built[key] = (spec, template)
        built, template = self._built[key]
        assert built == spec, f"the cached library {key!r} was built from other files or settings"
        shutil.copytree(template, dest)
        return Library(Settings(data_dir=dest, **{"seed_samples": False, **dict(build or {}), **settings}), embedder)

    def samples(self, dest: Path, embedder: Embedder) -> Library:
        """The sample documents as a folder upload indexes them (provenance unknown), copied to ``dest``."""
        return self.copy("samples", dest, embedder, fill=lambda library: ingest_folder(library, SAMPLES))

    def seeded_samples(self, dest: Path, embedder: Embedder) -> Library:
        """The sample documents as the app's first start seeds them, copied to ``dest``."""
        build = {"samples_dir": SAMPLES, "seed_samples": True}
        return self.copy("samples-seeded", dest, embedder, fill=_seed, build=build)


def _seed(library: Library) -> None:
    seeded = library.seed_samples()
    assert seeded and all(r.ok for r in seeded), [r.message for r in seeded]  # an empty list fails too


def filing_pages(
    company: str,
    year: int,
    *,
    form: str = "10-K",
    period: str = "",
    statement: Sequence[tuple[str, str, str]] = (),
    title: str = "Consolidated Statements of Operations",
    unit: str = "(Dollars in millions)",
    text: Sequence[str] = (),
) -> list[str]:
    """The pages of a filing as analysts upload them: a cover page naming the registrant, form and
    period, then one page per entry of ``text``, then (with ``statement``) a statement table whose
    rows are ``(label, this year, last year)`` under a two-year column header."""
    kind = "ANNUAL REPORT" if form == "10-K" else "QUARTERLY REPORT"
    ended = period or f"For the fiscal year ended December 31, {year}"
    cover = (
        f"UNITED STATES SECURITIES AND EXCHANGE COMMISSION\nFORM {form}\n"
        f"{kind} PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934\n"
        f"{ended}\n{company.upper()}\n(Exact name of registrant as specified in its charter)"
    )
    pages = [cover, *text]
    if statement:
        rows = "\n".join(f"{label} {now} {before}" for label, now, before in statement)
        pages.append(f"{title}\n{unit}\nYears Ended December 31, {year} {year - 1}\n{rows}")
    return pages


def filing_pdf(company: str, year: int, **parts: Any) -> bytes:
    """:func:`filing_pages` as a PDF."""
    return make_pdf(filing_pages(company, year, **parts))
