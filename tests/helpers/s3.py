"""A loopback S3 server (moto) for the object-storage tests, and a look inside its buckets."""

from __future__ import annotations

import logging
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rag_core.settings import Settings, StorageSettings
from tests.helpers.net import free_port

HOST = "127.0.0.1"
REGION = "us-east-1"
DUMMY_KEYS = {"AWS_ACCESS_KEY_ID": "verbatim-test", "AWS_SECRET_ACCESS_KEY": "verbatim-test-secret"}


@dataclass
class S3Server:
    """A moto S3 server on 127.0.0.1 (in-memory; buckets live until it stops)."""

    server: Any  # moto.server.ThreadedMotoServer (moto is imported only when a test needs it)
    endpoint: str

    def _client(self):  # noqa: ANN202 - a boto3 S3 client
        import boto3

        return boto3.client(
            "s3",
            endpoint_url=self.endpoint,
            region_name=REGION,
            aws_access_key_id=DUMMY_KEYS["AWS_ACCESS_KEY_ID"],
            aws_secret_access_key=DUMMY_KEYS["AWS_SECRET_ACCESS_KEY"],
        )

    def create_bucket(self) -> str:
        """A new, empty bucket with a unique name."""
        name = f"verbatim-{uuid.uuid4().hex[:12]}"
        self._client().create_bucket(Bucket=name)
        return name

    def keys(self, bucket: str, prefix: str = "") -> list[str]:
        """Keys of the objects in ``bucket`` under ``prefix``, sorted."""
        client, keys, token = self._client(), [], None
        while True:
            extra = {"ContinuationToken": token} if token else {}
            page = client.list_objects_v2(Bucket=bucket, Prefix=prefix, **extra)
            keys += [item["Key"] for item in page.get("Contents", [])]
            token = page.get("NextContinuationToken")
            if not token:
                return sorted(keys)

    def data_keys(self, bucket: str, prefix: str = "") -> list[str]:
        """Keys that hold data: without the empty ``folder/`` markers pyarrow leaves behind."""
        return [key for key in self.keys(bucket, prefix) if not key.endswith("/")]

    def put(self, bucket: str, key: str, data: bytes) -> None:
        """Write one object directly (as another process or a crash would leave it)."""
        self._client().put_object(Bucket=bucket, Key=key, Body=data)

    def stop(self) -> None:
        """Stop the server."""
        self.server.stop()


def start_s3_server() -> S3Server:
    """Start moto's S3 server on a free loopback port."""
    from moto.server import ThreadedMotoServer

    logging.getLogger("werkzeug").setLevel(logging.WARNING)  # one log line per request otherwise
    port = free_port()
    server = ThreadedMotoServer(ip_address=HOST, port=port, verbose=False)
    server.start()
    return S3Server(server, f"http://{HOST}:{port}")


@dataclass(frozen=True)
class S3Bucket:
    """A fresh bucket on the session's server, with settings that put a library into it."""

    server: S3Server
    name: str

    @property
    def storage(self) -> StorageSettings:
        """Storage settings for the loopback server."""
        return StorageSettings(endpoint=self.server.endpoint, region=REGION, allow_http=True)

    def settings(self, data_dir: Path, **changes: object) -> Settings:
        """Settings with the index and the originals in this bucket (data dir for the rest)."""
        return Settings(
            data_dir=data_dir,
            seed_samples=False,
            index_uri=f"s3://{self.name}/index",
            files_uri=f"s3://{self.name}/files",
            storage=self.storage,
            **changes,
        )

    def env(self) -> dict[str, str]:
        """The same settings as environment variables (for the CLI)."""
        return {
            "RAG_INDEX_URI": f"s3://{self.name}/index",
            "RAG_FILES_URI": f"s3://{self.name}/files",
            "RAG_STORAGE__ENDPOINT": self.server.endpoint,
            "RAG_STORAGE__REGION": REGION,
            "RAG_STORAGE__ALLOW_HTTP": "true",
        }

    def keys(self, prefix: str = "") -> list[str]:
        """Data-holding keys under ``prefix``."""
        return self.server.data_keys(self.name, prefix)
