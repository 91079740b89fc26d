"""Sign-in end to end: a loopback OpenID provider (oidc-provider-mock), a real `streamlit run app.py`
with RAG_AUTH__MODE=oidc, and headless Chromium going through the provider's sign-in form.

One provider and one app server for the module; each user signs in in their own browser context.
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from rag_core.settings import Settings
from rag_core.storage.accounts import Accounts
from rag_core.storage.registry import make_engine
from tests.helpers.app_server import ARGS, CHROMIUM, NO_CHROMIUM, free_port, streamlit_app

pytestmark = pytest.mark.skipif(
    not Path(CHROMIUM).exists(),
    reason=NO_CHROMIUM,
)
ADMIN_GROUP = "verbatim-admins"
SIGN_IN_TIMEOUT_MS = 90_000  # the first signed-in run loads the embedding model (~10 s cold)


@pytest.fixture(scope="module")
def provider() -> Iterator[str]:
    """oidc-provider-mock on a loopback port, with one admin and one user without groups."""
    import werkzeug.serving
    from oidc_provider_mock import User, app

    previous = os.environ.get("AUTHLIB_INSECURE_TRANSPORT")
    os.environ["AUTHLIB_INSECURE_TRANSPORT"] = "1"  # plain http on loopback
    users = [
        User(sub="ada", claims={"email": "ada@example.org", "name": "Ada Admin", "groups": [ADMIN_GROUP]}),
        User(sub="vic", claims={"email": "vic@example.org", "name": "Vic Viewer"}),
    ]
    server = werkzeug.serving.make_server("127.0.0.1", free_port(), app(user_claims=users), threaded=True)
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.1}, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()
    thread.join(5)
    if previous is None:
        os.environ.pop("AUTHLIB_INSECURE_TRANSPORT", None)
    else:
        os.environ["AUTHLIB_INSECURE_TRANSPORT"] = previous


@pytest.fixture(scope="module")
def app_server(provider: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    """The real app in oidc mode on a free loopback port; its [auth] table in a temporary secrets file."""
    root = tmp_path_factory.mktemp("signin")
    data_dir = root / "data"
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    secrets = root / "secrets.toml"
    secrets.write_text(
        "[auth]\n"
        f'redirect_uri = "{url}/oauth2callback"\n'
        'cookie_secret = "browser-test-cookie-secret-0123456789abcdef"\n'
        'client_id = "verbatim"\n'
        'client_secret = "browser-test-client-secret"\n'
        f'server_metadata_url = "{provider}/.well-known/openid-configuration"\n',
        encoding="utf-8",
    )
    env = {
        **os.environ,
        "RAG_DATA_DIR": str(data_dir),
        "RAG_SEED_SAMPLES": "false",
        "HF_HUB_OFFLINE": "1",
        "RAG_AUTH__MODE": "oidc",
        "RAG_AUTH__ADMIN_GROUPS": ADMIN_GROUP,
    }
    with streamlit_app(port, env, root / "streamlit.log", ["--secrets.files", str(secrets)]) as served:
        assert served == url
        yield url, data_dir


def _sign_in(browser, url: str, subject: str):  # type: ignore[no-untyped-def]
    """A fresh browser context signed in as ``subject`` through the provider's form; returns the page."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.goto(url)
    page.get_by_role("button", name="Sign in").click(timeout=30_000)
    page.wait_for_url("**/oauth2/authorize**", timeout=30_000)
    page.get_by_role("button", name=subject, exact=True).click()
    page.get_by_text("Signed in as").wait_for(timeout=SIGN_IN_TIMEOUT_MS)
    return page


def _nav(page, name: str):  # type: ignore[no-untyped-def]
    """The sidebar's link to a page (the Ask page of an empty library links to Library too)."""
    return page.locator("[data-testid='stSidebar'] a").filter(has_text=name)


def test_sign_in_through_the_provider_gives_roles_from_groups(app_server: tuple[str, Path]) -> None:
    from playwright.sync_api import sync_playwright

    url, data_dir = app_server
    started = time.perf_counter()
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            # Signed out: the sign-in page and nothing else.
            visitor = browser.new_page()
            visitor.goto(url)
            visitor.get_by_role("button", name="Sign in").wait_for(timeout=30_000)
            assert visitor.get_by_text("Sign in to ask questions").is_visible()
            assert visitor.get_by_placeholder("Ask a question about your documents").count() == 0
            assert visitor.get_by_role("link", name="Insights").count() == 0  # anywhere on the page
            visitor.close()

            admin = _sign_in(browser, url, "ada")
            admin.get_by_text("Role: admin").wait_for(timeout=10_000)
            _nav(admin, "Insights").click()
            admin.get_by_text("Audit log").first.wait_for(timeout=30_000)

            viewer = _sign_in(browser, url, "vic")
            viewer.get_by_text("Role: viewer").wait_for(timeout=10_000)
            _nav(viewer, "Library").click()
            viewer.get_by_text("needs the editor role").wait_for(timeout=30_000)
            assert viewer.get_by_text("Add documents").count() == 0
        finally:
            browser.close()
    elapsed = time.perf_counter() - started
    print(f"\nsign-in browser test: {elapsed:.1f} s")

    accounts = Accounts(make_engine(Settings(data_dir=data_dir).db_url))
    assert {(u.subject, u.role, u.email) for u in accounts.users()} == {
        ("ada", "admin", "ada@example.org"),
        ("vic", "viewer", "vic@example.org"),
    }
    sign_ins = [r.user for r in accounts.audit_log() if r.action == "sign-in"]
    assert sorted(sign_ins) == ["ada", "vic"]
