"""Loopback networking for tests that start servers (the app, PostgreSQL, S3, an OpenID provider)."""

from __future__ import annotations

import socket


def free_port() -> int:
    """A TCP port on the loopback interface that nothing listens on right now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])
