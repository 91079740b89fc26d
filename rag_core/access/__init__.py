"""Sign-in, permission checks and the audit trail around every action that changes or exports data.

Pages never call a writing :class:`~rag_core.library.Library` method directly: they go through
:class:`LibraryActions`, which checks the role first (so a hidden button is not the only guard)
and writes exactly one audit row per action. Nothing here imports streamlit.

Collections: in a shared deployment a user sees the documents of the collections they have a
grant on (their own or one of their groups'; admins see all), and writes where the grant is write
or manage and the role allows writing. A document of a collection the user cannot read is answered
for exactly like a document that does not exist (:data:`NO_SUCH_DOCUMENT`). In local mode there is
one collection and everything is allowed.
"""

from __future__ import annotations

from rag_core.access.library_actions import LibraryActions
from rag_core.access.service import ADMIN_ONLY_SETTINGS, AccessService
from rag_core.access.visibility import EVERYTHING, NO_SUCH_COLLECTION, NO_SUCH_DOCUMENT, Visibility
from rag_core.storage.accounts import AUDIT_ACTIONS, AuditRecord, UserRecord
from rag_core.storage.grants import DEFAULT_COLLECTION_ID, EVERYONE, PRINCIPAL_KINDS, CollectionRecord, GrantRecord

__all__ = [
    "ADMIN_ONLY_SETTINGS",
    "AUDIT_ACTIONS",
    "DEFAULT_COLLECTION_ID",
    "EVERYONE",
    "EVERYTHING",
    "PRINCIPAL_KINDS",
    "NO_SUCH_COLLECTION",
    "NO_SUCH_DOCUMENT",
    "AccessService",
    "AuditRecord",
    "CollectionRecord",
    "GrantRecord",
    "LibraryActions",
    "UserRecord",
    "Visibility",
]
