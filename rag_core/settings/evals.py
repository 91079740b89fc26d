"""Where the public evaluation data sets are found (``RAG_EVALS__...``); read only by eval, bench and train."""

from __future__ import annotations

from pathlib import Path

from pydantic import Field

from rag_core.settings.base import Section

# The development layout: the data sets next to the project folder. A user's install has no such
# folder, so it is only a fallback (see EvalSettings.data_dir).
DEV_DATA_DIR = Path("../shared/data")


class EvalSettings(Section):
    """The data sets of ``python -m rag_core eval``, ``bench`` and ``train``; the app never reads them."""

    data_dir: Path | None = Field(
        None,
        description=(
            "Folder holding the public data sets (squad2/, tatqa/, policyqa/, financebench/, real_pdfs/) that "
            "eval, bench and train read when no path is given on the command line. Empty: ../shared/data "
            "when that folder exists (the development layout); otherwise the command says which flag to give."
        ),
    )

    def root(self) -> Path | None:
        """The data folder in effect: ``data_dir``, else ../shared/data when it exists, else ``None``."""
        if self.data_dir is not None:
            return self.data_dir
        return DEV_DATA_DIR if DEV_DATA_DIR.is_dir() else None
