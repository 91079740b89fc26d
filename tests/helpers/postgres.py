"""A throwaway PostgreSQL cluster on 127.0.0.1 for the tests, from Debian's ``postgresql`` package.

``initdb`` and ``pg_ctl`` refuse to run as root, so as root they run as the ``postgres`` user
(``runuser``) in a temp dir that user owns. Trust authentication on loopback only; fsync off,
since the cluster dies with the session. Each test gets its own database (``CREATE DATABASE`` is
~10 ms), so tests never see each other's rows.
"""

from __future__ import annotations

import os
import pwd
import shutil
import subprocess
import tempfile
import uuid
from dataclasses import dataclass
from pathlib import Path

from tests.helpers.net import free_port

MISSING = "PostgreSQL not found: apt-get install postgresql (.ci/run does this)"
SUPERUSER = "postgres"
START_TIMEOUT_S = 60


def find_bin_dir() -> Path | None:
    """The newest ``/usr/lib/postgresql/<version>/bin`` that has ``pg_ctl`` and ``initdb``."""
    found = [
        path.parent
        for path in Path("/usr/lib/postgresql").glob("*/bin/pg_ctl")
        if (path.parent / "initdb").exists() and path.parent.parent.name.isdigit()
    ]
    return max(found, key=lambda bin_dir: int(bin_dir.parent.name), default=None)


@dataclass
class PostgresCluster:
    """A running cluster; ``url(name)`` is a SQLAlchemy URL for one of its databases."""

    bin_dir: Path
    root: Path
    port: int
    as_user: list[str]

    @property
    def data_dir(self) -> Path:
        """The cluster's files."""
        return self.root / "data"

    def url(self, database: str = "postgres") -> str:
        """``postgresql+psycopg://`` URL of ``database`` as the superuser (trust auth, no password)."""
        return f"postgresql+psycopg://{SUPERUSER}@127.0.0.1:{self.port}/{database}"

    def _admin(self, sql: str) -> None:
        import psycopg

        with psycopg.connect(
            host="127.0.0.1", port=self.port, user=SUPERUSER, dbname="postgres", autocommit=True
        ) as conn:
            conn.execute(sql)  # type: ignore[arg-type]

    def create_database(self) -> str:
        """A new empty database; returns its name."""
        name = "t_" + uuid.uuid4().hex[:16]
        self._admin(f'CREATE DATABASE "{name}"')
        return name

    def drop_database(self, name: str) -> None:
        """Drop ``name``, closing connections a test left open."""
        self._admin(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')

    def restart(self) -> None:
        """Restart the server (``pg_ctl restart -m fast``): every session ends, and with it every
        advisory lock it held, as when a real database server restarts."""
        subprocess.run(
            [
                *self.as_user,
                str(self.bin_dir / "pg_ctl"),
                "-D",
                str(self.data_dir),
                "-l",
                str(self.root / "server.log"),
                "-m",
                "fast",
                "-w",
                "-t",
                str(START_TIMEOUT_S),
                "restart",
            ],
            check=True,
            capture_output=True,
            timeout=START_TIMEOUT_S + 10,
        )

    def stop(self) -> None:
        """Stop the server and delete its files."""
        try:
            subprocess.run(
                [
                    *self.as_user,
                    str(self.bin_dir / "pg_ctl"),
                    "-D",
                    str(self.data_dir),
                    "-m",
                    "immediate",
                    "-w",
                    "stop",
                ],
                check=False,
                capture_output=True,
                timeout=START_TIMEOUT_S,
            )
        finally:
            shutil.rmtree(self.root, ignore_errors=True)


def start_cluster(bin_dir: Path) -> PostgresCluster:
    """initdb and start a cluster in a fresh temp dir; raises RuntimeError with the server log."""
    # Not pytest's tmp_path: its parents are private to root, and the server runs as postgres.
    root = Path(tempfile.mkdtemp(prefix="verbatim-pg-"))
    as_user: list[str] = []
    if os.geteuid() == 0:
        account = pwd.getpwnam(SUPERUSER)
        os.chown(root, account.pw_uid, account.pw_gid)
        as_user = ["runuser", "-u", SUPERUSER, "--"]
    cluster = PostgresCluster(bin_dir=bin_dir, root=root, port=free_port(), as_user=as_user)
    options = f"-h 127.0.0.1 -p {cluster.port} -k {root} -F -c full_page_writes=off -c synchronous_commit=off"
    steps = [
        [
            str(bin_dir / "initdb"),
            "-D",
            str(cluster.data_dir),
            "-U",
            SUPERUSER,
            "-A",
            "trust",
            "-E",
            "UTF8",
            "--no-sync",
            "--no-instructions",
        ],
        [
            str(bin_dir / "pg_ctl"),
            "-D",
            str(cluster.data_dir),
            "-l",
            str(root / "server.log"),
            "-o",
            options,
            "-t",
            str(START_TIMEOUT_S),
            "-w",
            "start",
        ],
    ]
    for step in steps:
        done = subprocess.run([*as_user, *step], capture_output=True, text=True, timeout=START_TIMEOUT_S + 10)
        if done.returncode != 0:
            log = (root / "server.log").read_text(errors="replace") if (root / "server.log").exists() else ""
            shutil.rmtree(root, ignore_errors=True)
            raise RuntimeError(f"{Path(step[0]).name} failed: {done.stdout}{done.stderr}{log}")
    return cluster
