"""Which collections one user may read, write and manage, and the one answer for "not there"."""

from __future__ import annotations

from dataclasses import dataclass

from rag_core.auth import GrantLevel

# One answer for "does not exist" and "exists where you cannot read": a user never learns which.
NO_SUCH_DOCUMENT = (
    "This document is not in the library (deleted, replaced, or never there); ask again to find current sources."
)
NO_SUCH_COLLECTION = "there is no such collection among those you can use; pick one from the list"


@dataclass(frozen=True, slots=True)
class Visibility:
    """The collections one user may read, write and manage; ``None`` means every collection."""

    read: frozenset[int] | None
    write: frozenset[int] | None
    manage: frozenset[int] | None

    def can(self, level: GrantLevel, collection_id: int) -> bool:
        """Whether the user has ``level`` (or more) on ``collection_id``."""
        allowed = {GrantLevel.READ: self.read, GrantLevel.WRITE: self.write, GrantLevel.MANAGE: self.manage}[level]
        return allowed is None or collection_id in allowed


EVERYTHING = Visibility(None, None, None)
