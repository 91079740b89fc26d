"""A loopback TCP proxy in front of a real server that a test can cut and restore: the database
"going away" without stopping a server other tests share.

While cut, every open connection is closed and each new one is closed as soon as it is accepted
(a client sees "server closed the connection unexpectedly", as during a restart).
"""

from __future__ import annotations

import socket
import threading
from contextlib import suppress

from tests.helpers.net import free_port


class CuttableProxy:
    """``127.0.0.1:port`` forwarding to ``127.0.0.1:target_port`` until :meth:`cut`."""

    def __init__(self, target_port: int) -> None:
        self.target_port = target_port
        self.port = free_port()
        self._cut = threading.Event()
        self._open: set[socket.socket] = set()
        self._lock = threading.Lock()
        self._listener = socket.create_server(("127.0.0.1", self.port))
        self._closed = False
        threading.Thread(target=self._accept, name="cut-proxy", daemon=True).start()

    def cut(self) -> None:
        """Drop every connection and refuse new ones until :meth:`restore`."""
        self._cut.set()
        with self._lock:
            sockets, self._open = list(self._open), set()
        for sock in sockets:
            with suppress(OSError):
                sock.shutdown(socket.SHUT_RDWR)
            sock.close()

    def restore(self) -> None:
        """Let connections through again."""
        self._cut.clear()

    def close(self) -> None:
        """Stop listening and drop everything."""
        self._closed = True
        self.cut()
        self._listener.close()

    def _accept(self) -> None:
        while not self._closed:
            try:
                client, _ = self._listener.accept()
            except OSError:
                return
            if self._cut.is_set():
                client.close()
                continue
            try:
                upstream = socket.create_connection(("127.0.0.1", self.target_port), timeout=5)
            except OSError:
                client.close()
                continue
            upstream.settimeout(None)
            with self._lock:
                self._open |= {client, upstream}
            for source, sink in ((client, upstream), (upstream, client)):
                threading.Thread(target=self._pump, args=(source, sink), daemon=True).start()

    def _pump(self, source: socket.socket, sink: socket.socket) -> None:
        try:
            while data := source.recv(65536):
                sink.sendall(data)
        except OSError:
            pass
        finally:
            for sock in (source, sink):
                with suppress(OSError):
                    sock.close()
            with self._lock:
                self._open -= {source, sink}
