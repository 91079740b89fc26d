"""S3-compatible object storage: where ``s3://`` URIs point and how to connect to them.

Two clients reach the same bucket: LanceDB (its own Rust object store, configured by
``storage_options``) for the index, and pyarrow's ``S3FileSystem`` (installed with LanceDB) for
the original files. Both are configured here from ``StorageSettings``; the access keys come from
the standard AWS environment variables at the moment a connection is opened and are never stored
in the settings, shown or logged.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from pydantic import AliasChoices, Field, SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict

from rag_core.settings import Settings, StorageSettings

SCHEME = "s3://"
CONNECT_TIMEOUT_S = 5.0  # an endpoint that does not answer fails the start-up within seconds
REQUEST_TIMEOUT_S = 60.0  # one read or write of an original (up to ingest.max_file_mb)
# How the two clients say that nothing answered (LanceDB's Rust client, pyarrow's AWS SDK).
_CONNECT_FAILED = ("ConnectionRefused", "tcp connect error", "NETWORK_CONNECTION", "Could not connect", "timed out")


class _AwsEnvironment(BaseSettings):
    """The AWS keys as the environment holds them when a connection is opened."""

    model_config = SettingsConfigDict(extra="ignore", frozen=True)

    access_key_id: SecretStr | None = Field(
        None, validation_alias=AliasChoices("AWS_ACCESS_KEY_ID"), description="AWS_ACCESS_KEY_ID."
    )
    secret_access_key: SecretStr | None = Field(
        None, validation_alias=AliasChoices("AWS_SECRET_ACCESS_KEY"), description="AWS_SECRET_ACCESS_KEY."
    )
    session_token: SecretStr | None = Field(
        None, validation_alias=AliasChoices("AWS_SESSION_TOKEN"), description="AWS_SESSION_TOKEN (temporary keys)."
    )


def is_s3(uri: str) -> bool:
    """Whether ``uri`` names object storage (``s3://bucket/prefix``) rather than a local folder."""
    return uri.startswith(SCHEME)


@dataclass(frozen=True, slots=True)
class S3Location:
    """A bucket and a key prefix inside it (no leading or trailing slash; "" for the bucket's root)."""

    bucket: str
    prefix: str

    @classmethod
    def parse(cls, uri: str) -> S3Location:
        """``s3://bucket/some/prefix`` -> S3Location("bucket", "some/prefix")."""
        if not is_s3(uri):
            raise ValueError(f"{uri!r} is not an s3:// URI")
        bucket, _, prefix = uri[len(SCHEME) :].partition("/")
        return cls(bucket, prefix.strip("/"))

    def path(self, name: str = "") -> str:
        """``bucket/prefix/name`` as pyarrow's S3 file system names objects."""
        return "/".join(part for part in (self.bucket, self.prefix, name) if part)


def index_location(settings: Settings) -> str:
    """Where the LanceDB index is: ``index_uri``, or the data dir's index folder."""
    return settings.index_uri or str(settings.index_dir)


def files_location(settings: Settings) -> str:
    """Where the originals are: ``files_uri``, or the data dir's files folder."""
    return settings.files_uri or str(settings.files_dir)


def endpoint_url(storage: StorageSettings) -> str:
    """The endpoint with its scheme ("" for Amazon S3): ``minio:9000`` -> ``https://minio:9000``
    (``http://`` when ``allow_http``)."""
    endpoint = storage.endpoint.strip().rstrip("/")
    if not endpoint or "://" in endpoint:
        return endpoint
    return ("http://" if storage.allow_http else "https://") + endpoint


def lance_storage_options(storage: StorageSettings) -> dict[str, str]:
    """LanceDB ``storage_options`` for an ``s3://`` URI, keys included when the environment has them.

    The returned dict holds secrets: pass it to ``lancedb.connect`` and never log it.
    """
    options = {"aws_region": storage.region, "allow_http": "true" if storage.allow_http else "false"}
    if endpoint_url(storage):
        options["aws_endpoint"] = endpoint_url(storage)
    keys = _AwsEnvironment()
    if keys.access_key_id is not None and keys.secret_access_key is not None:
        options["aws_access_key_id"] = keys.access_key_id.get_secret_value()
        options["aws_secret_access_key"] = keys.secret_access_key.get_secret_value()
        if keys.session_token is not None:
            options["aws_session_token"] = keys.session_token.get_secret_value()
    return options


def arrow_filesystem(storage: StorageSettings):  # noqa: ANN201 - pyarrow.fs.S3FileSystem, imported lazily
    """A pyarrow ``S3FileSystem`` for the configured endpoint (keys from the environment when set,
    else the AWS SDK's own chain: instance profile, config files)."""
    from pyarrow import fs

    keys = _AwsEnvironment()
    credentials: dict[str, str] = {}
    if keys.access_key_id is not None and keys.secret_access_key is not None:
        credentials = {
            "access_key": keys.access_key_id.get_secret_value(),
            "secret_key": keys.secret_access_key.get_secret_value(),
        }
        if keys.session_token is not None:
            credentials["session_token"] = keys.session_token.get_secret_value()
    endpoint = endpoint_url(storage)
    return fs.S3FileSystem(
        **credentials,
        region=storage.region,
        endpoint_override=endpoint or None,
        scheme="http" if endpoint.startswith("http://") else "https",
        connect_timeout=CONNECT_TIMEOUT_S,
        request_timeout=REQUEST_TIMEOUT_S,
    )


def storage_problem(uri: str, setting: str, endpoint: str, exc: BaseException) -> str:
    """A message for a store at ``endpoint`` ("" for Amazon S3) that cannot be opened, saying which
    setting to check and what to do."""
    text = str(exc)
    where = endpoint or "Amazon S3"
    bucket = S3Location.parse(uri).bucket if is_s3(uri) else ""
    if "NoSuchBucket" in text or "NO_SUCH_BUCKET" in text or "does not exist" in text:
        return (
            f"the bucket {bucket!r} of {setting}={uri} does not exist at {where}; create it, "
            f"or point {setting} at an existing bucket"
        )
    if any(
        word in text
        for word in ("AccessDenied", "ACCESS_DENIED", "InvalidAccessKeyId", "SignatureDoesNotMatch", "Forbidden")
    ):
        return (
            f"access to {setting}={uri} at {where} was refused; check AWS_ACCESS_KEY_ID and "
            "AWS_SECRET_ACCESS_KEY and the bucket's permissions"
        )
    detail = _first_line(text)
    if any(word in text for word in _CONNECT_FAILED):
        detail = "the connection failed"
    elif any(word in text for word in ("dns error", "Could not resolve", "failed to lookup")):
        detail = "the host name is unknown"
    return (
        f"cannot reach {setting}={uri} at {where} ({detail}); check RAG_STORAGE__ENDPOINT "
        "(and RAG_STORAGE__ALLOW_HTTP for an http:// server) and that the server is running"
    )


def staging_dir(settings: Settings) -> Path:
    """Local folder for copies of stored originals while they are parsed or rendered."""
    return settings.data_dir / "staging"


def _first_line(text: str, limit: int = 200) -> str:
    line = text.strip().splitlines()[0] if text.strip() else "no detail"
    return line if len(line) <= limit else line[: limit - 3] + "..."
