"""S3-compatible object storage for ``s3://`` URIs (``RAG_STORAGE__...``)."""

from __future__ import annotations

from pydantic import Field, model_validator

from rag_core.settings.base import Section


class StorageSettings(Section):
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
