"""The root of the one typed settings tree.

Every value the app reads comes from here: defaults in the section modules, overridden by
environment variables with the ``RAG_`` prefix (nested fields use ``__``, e.g.
``RAG_INGEST__MAX_FILE_MB=50``) or by keyword arguments. Unknown keys are rejected so a typo fails
loudly instead of being ignored.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pydantic import Field, field_validator, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from rag_core.settings.answer import AnswerSettings, ClarifySettings
from rag_core.settings.auth import AuthSettings
from rag_core.settings.choices import GeneratorName, LogLevel
from rag_core.settings.embedding import EmbeddingSettings
from rag_core.settings.evals import EvalSettings
from rag_core.settings.ingest import IngestSettings
from rag_core.settings.llm import LLMSettings
from rag_core.settings.retrieval import RetrievalSettings
from rag_core.settings.storage import StorageSettings


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
    database_url: str = Field(
        "",
        repr=False,  # may hold a password; shown only through rag_core.storage.database.display_url
        description=(
            "SQLAlchemy URL of the app database (document registry, page texts, query log, feedback), "
            "e.g. postgresql+psycopg://verbatim:PASSWORD@db.example.org:5432/verbatim for a shared "
            "deployment. Empty means the SQLite file verbatim.db in data_dir. Its schema is migrated "
            "at start. Messages and logs show it with the password masked."
        ),
    )
    database_retry_s: float = Field(
        5.0,
        ge=1,
        le=300,
        description=(
            "Seconds between the app's checks whether the database answers again during an outage "
            "(its notice names the interval)."
        ),
    )
    samples_dir: Path = Field(
        Path("data/samples"),
        description="Sample documents indexed on the first start of the app.",
    )
    seed_samples: bool = Field(True, description="Index the sample documents on the first start of the app.")
    log_level: LogLevel = Field(
        "INFO",
        description="Logging level of rag_core's messages, in the app and the CLI (DEBUG, INFO, WARNING, ERROR).",
    )
    index_uri: str = Field(
        "",
        description=(
            "Where the LanceDB index lives: a local folder, or s3://bucket/prefix for a deployment "
            "whose app and CLI share one store (see the storage section). Empty means data_dir/index."
        ),
    )
    files_uri: str = Field(
        "",
        description=(
            "Where the uploaded originals are kept: a local folder, or s3://bucket/prefix. Empty means data_dir/files."
        ),
    )
    storage: StorageSettings = Field(
        default_factory=StorageSettings, description="S3-compatible object storage for s3:// URIs."
    )
    ingest: IngestSettings = Field(default_factory=IngestSettings, description="Document reading and chunking.")
    embedding: EmbeddingSettings = Field(default_factory=EmbeddingSettings, description="The embedding model.")
    retrieval: RetrievalSettings = Field(
        default_factory=RetrievalSettings, description="Hybrid retrieval and the evidence gate."
    )
    answer: AnswerSettings = Field(default_factory=AnswerSettings, description="Direct answers and fallbacks.")
    clarify: ClarifySettings = Field(default_factory=ClarifySettings, description="Clarifying questions.")
    generator: GeneratorName = Field(
        "extractive",
        description=(
            "Who writes the answer text. Quoted sentences only (extractive, the default) uses no language "
            "model; Ollama (ollama, a model on this machine) or OpenAI (openai, online) phrase the answer from "
            "the quotes, and every sentence is checked against them. Searching and citations are the same for all three."
        ),
    )
    llm: LLMSettings = Field(default_factory=LLMSettings, description="Language-model generation.")
    auth: AuthSettings = Field(default_factory=AuthSettings, description="Sign-in and roles (shared deployments).")
    evals: EvalSettings = Field(
        default_factory=EvalSettings, description="Data sets of the eval, bench and train commands."
    )

    @field_validator("index_uri", "files_uri")
    @classmethod
    def _known_storage_uri(cls, value: str) -> str:
        value = value.strip()
        if "://" in value and not value.startswith("s3://"):
            raise ValueError(f"{value!r} is neither a local folder nor s3://bucket/prefix")
        if value.startswith("s3://") and not value[len("s3://") :].split("/")[0]:
            raise ValueError(f"{value!r} names no bucket; use s3://bucket/prefix")
        return value.rstrip("/") if value.startswith("s3://") else value

    @field_validator("log_level", mode="before")
    @classmethod
    def _upper_level(cls, value: Any) -> Any:
        return value.upper() if isinstance(value, str) else value

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
        """SQLite file with the document registry, page texts and logs, unless ``database_url`` is set."""
        return self.data_dir / "verbatim.db"

    @property
    def db_url(self) -> str:
        """The database in effect: ``database_url``, else the SQLite file in the data dir."""
        if self.database_url.strip():
            return self.database_url.strip()
        from sqlalchemy.engine import URL  # quotes a data dir with "?" or "%" in its path

        return URL.create("sqlite", database=str(self.db_path)).render_as_string(hide_password=False)

    @property
    def lock_path(self) -> Path:
        """Lock file that serialises writes across threads and processes."""
        return self.data_dir / ".write.lock"

    @property
    def seeded_marker(self) -> Path:
        """Exists once the samples have been indexed, so deleting a sample sticks."""
        return self.data_dir / ".samples-seeded"
