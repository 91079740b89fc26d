"""Document profiles: who a document is about and which period it covers, derived from its first
stored pages and its file's info, and corrected by a user (a correction is never overwritten)."""

from __future__ import annotations

import json
import logging
from dataclasses import replace
from functools import lru_cache

from rag_core.errors import IngestError, InvalidValueError, NotFoundError
from rag_core.ingest.formats import format_for_name
from rag_core.ingest.pdf import pdf_info
from rag_core.ingest.pipeline import PROFILE_PAGES
from rag_core.ingest.profile import DocumentProfile, derive_profile
from rag_core.library.catalogue import Catalogue
from rag_core.settings import Settings
from rag_core.storage.registry import Registry
from rag_core.types import DocumentRecord, FileType

logger = logging.getLogger(__name__)

_MIN_YEAR, _MAX_YEAR = 1900, 2100


class Profiles:
    """Reads, derives and stores the profiles of the catalogue's ready documents."""

    def __init__(self, settings: Settings, registry: Registry, catalogue: Catalogue) -> None:
        self.settings = settings
        self.registry = registry
        self.catalogue = catalogue

    def profiles(self, ready: list[DocumentRecord] | None = None) -> dict[str, DocumentProfile]:
        """doc_id -> profile of every ready document (derived from stored pages when missing).

        ``ready`` is the list of ready documents when the caller has just read it (the engine does,
        for every question). Documents indexed before profiles existed get theirs from their first
        stored pages and file name, once; a user's edit is never overwritten.
        """
        stored = self.registry.profiles()
        out: dict[str, DocumentProfile] = {}
        for record in self.catalogue.ready_documents() if ready is None else ready:
            raw = stored.get(record.doc_id)
            if raw is not None:
                out[record.doc_id] = _parsed_profile(raw)
                continue
            first = [p.text for p in self.registry.pages(record.doc_id)[:PROFILE_PAGES]]
            profile = derive_profile(record.name, first, {}, record.doc_date)
            self.registry.save_profile(record.doc_id, json.dumps(profile.to_dict(), ensure_ascii=False))
            out[record.doc_id] = profile
        return out

    def refresh(self) -> int:
        """Derive every profile again from the stored pages and file info (a user's edits are kept).

        For documents indexed by an earlier version, whose profile was derived with fewer signals.
        Returns how many profiles were rewritten.
        """
        edited = self.registry.edited_profiles()
        count = 0
        for record in self.catalogue.ready_documents():
            if record.doc_id in edited:
                continue
            first = [p.text for p in self.registry.pages(record.doc_id)[:PROFILE_PAGES]]
            meta = self._pdf_info(record) if record.file_type == FileType.PDF.value else self._file_info(record)
            profile = derive_profile(record.name, first, meta, record.doc_date)
            self.registry.save_profile(record.doc_id, json.dumps(profile.to_dict(), ensure_ascii=False))
            count += 1
        return count

    def _pdf_info(self, record: DocumentRecord) -> dict[str, str]:
        try:
            with self.catalogue.original_on_disk(record) as path:
                return pdf_info(path)
        except OSError:  # the original is gone: the profile does without the info dictionary
            logger.info("no stored original of %s to read PDF info from", record.name)
            return {}

    def _file_info(self, record: DocumentRecord) -> dict[str, str]:
        """Title, site name and first heading of a stored Word, Excel, HTML or text file, read
        again from the original ({} when it is gone or no longer readable)."""
        fmt = format_for_name(record.name)
        if fmt is None:
            return {}
        try:
            with (
                self.catalogue.original_on_disk(record) as path,
                fmt.loader(path, record.name, self.settings.ingest) as source,
            ):
                info = source.info
        except (OSError, IngestError):
            logger.info("no readable original of %s to read its title from", record.name)
            return {}
        return {
            "title": info.title,
            "author": info.author,
            "subject": info.subject,
            "site_name": info.site_name,
            "heading": info.heading,
        }

    def set_profile(
        self,
        name_or_doc_id: str,
        *,
        entity: str | None = None,
        doc_type: str | None = None,
        fiscal_year: int | None = None,
        quarter: int | None = None,
        collections: frozenset[int] | None = None,
    ) -> DocumentProfile:
        """Correct who a document is about or which period it covers (kept across restarts)."""
        record = self.catalogue.resolve(name_or_doc_id, collections)
        profile = self.profiles().get(record.doc_id)
        if profile is None:
            raise NotFoundError(f"{record.name} is not indexed yet; wait until it is ready, then edit its profile")
        if fiscal_year and not (_MIN_YEAR <= fiscal_year <= _MAX_YEAR):
            raise InvalidValueError(
                f"fiscal year {fiscal_year} is not a year; use four digits, e.g. 2023, or 0 to clear it"
            )
        if quarter is not None and quarter not in (0, 1, 2, 3, 4):
            raise InvalidValueError(f"quarter {quarter} is not a quarter; use 1-4, or 0 for a full year")
        if entity is not None:
            profile = profile.with_entity(" ".join(entity.split()))
        changes: dict[str, object] = {"source": "user"}
        if doc_type is not None:
            changes["doc_type"] = " ".join(doc_type.split())
        if fiscal_year is not None:
            changes["fiscal_year"] = fiscal_year or None
        if quarter is not None:
            changes["quarter"] = quarter or None
        profile = replace(profile, **changes)
        self.registry.save_profile(record.doc_id, json.dumps(profile.to_dict(), ensure_ascii=False), edited=True)
        return profile


@lru_cache(maxsize=4096)
def _parsed_profile(raw: str) -> DocumentProfile:
    """A stored profile, parsed once per distinct JSON (every question reads them all)."""
    return DocumentProfile.from_dict(json.loads(raw))
