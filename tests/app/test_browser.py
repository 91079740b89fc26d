"""End to end in a real browser: `streamlit run app.py` on loopback, driven by headless Chromium.

Uses the `playwright` package with Debian's /usr/bin/chromium (``playwright install`` downloads a
browser and fails here). Latencies are measured and reported (printed and saved next to the
screenshots), not asserted: these machines are shared and noisy.
"""

from __future__ import annotations

import http.server
import json
import os
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from rag_core import messages
from rag_core.answer.engine import Engine
from rag_core.library import Library
from rag_core.storage.querylog import QueryLog
from rag_core.storage.registry import make_engine
from rag_core.settings import Settings
from tests.helpers.app_server import ARGS, CHROMIUM, NO_CHROMIUM, free_port, streamlit_app
from tests.helpers.pdfs import make_pdf

pytestmark = pytest.mark.skipif(
    not Path(CHROMIUM).exists(),
    reason=NO_CHROMIUM,
)
MANUAL = [
    # The answer sits at the foot of the page, below what a zoomed viewer shows before it scrolls.
    "Halvorsen Wind Farm - Operations Manual"
    + "\n" * 50
    + "The Halvorsen turbine produces 4.2 megawatts at full load.\n"
    "Each turbine is monitored remotely from the control room in Bergen.",
    "Maintenance\nMaintenance of the gearbox is scheduled every 18 months.\n"
    "Blade inspections use drones fitted with thermal cameras.",
    "Safety\nTechnicians must never climb a turbine alone.\nWind speeds above 20 metres per second stop all climbing.",
]


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    """The real app on a free loopback port with a temporary data dir."""
    data_dir = tmp_path_factory.mktemp("browser") / "data"
    env = {**os.environ, "RAG_DATA_DIR": str(data_dir), "RAG_SEED_SAMPLES": "false", "HF_HUB_OFFLINE": "1"}
    with streamlit_app(free_port(), env, data_dir.parent / "streamlit.log") as url:
        yield url, data_dir


# Checked on every animation frame: locator.wait_for() backs off to 500 ms between checks, which
# would swamp the figures being measured.
_COUNT_TEXT = "([text, n]) => document.body.innerText.split(text).length - 1 >= n"
_IMAGE_READY = """() => { const i = document.querySelector(".verbatim-zoom img");
                         return !!(i && i.complete && i.naturalWidth > 0); }"""
# The source viewer's page image: its natural and shown width, and whether its box scrolls sideways.
_PAGE_IMAGE = """() => { const box = document.querySelector(".verbatim-zoom"), img = box.querySelector("img");
  return {natural: img.naturalWidth, shown: img.getBoundingClientRect().width, box: box.clientWidth,
          scrolls: box.scrollWidth > box.clientWidth + 1}; }"""
# The first highlight (data-focus: its box as fractions of the image) lies inside the viewer's
# scrolled window, which had to move down to show it.
_HIGHLIGHT_IN_VIEW = """() => { const box = document.querySelector(".verbatim-zoom[data-focus]");
  if (!box) return false;
  const img = box.querySelector("img"), [, top, , bottom] = box.dataset.focus.split(",").map(Number);
  return box.scrollTop > 0 && top * img.clientHeight >= box.scrollTop
      && bottom * img.clientHeight <= box.scrollTop + box.clientHeight; }"""
_SHOWN_WIDER = """(than) => { const i = document.querySelector(".verbatim-zoom img");
                               return !!i && i.getBoundingClientRect().width > than + 1; }"""
_SHOWN_AT = """(width) => { const i = document.querySelector(".verbatim-zoom img");
                             return !!i && Math.abs(i.getBoundingClientRect().width - width) < 1; }"""
# The page has settled: the script finished, every chart has drawn its canvas or svg, and every
# data frame its grid canvas. Screenshots taken earlier catch half-drawn charts.
_SETTLED = """() => {
  const app = document.querySelector("[data-testid='stApp']");
  if (!app || app.getAttribute("data-test-script-state") !== "notRunning") return false;
  const drawn = (el, what) => { const g = el.querySelector(what);
                                return !!(g && g.getBoundingClientRect().width > 0); };
  return [...document.querySelectorAll(".vega-embed")].every(c => drawn(c, "canvas, svg"))
      && [...document.querySelectorAll("[data-testid='stDataFrame']")].every(f => drawn(f, "canvas"));
}"""


def _ask(page, question: str, done: str) -> float:  # type: ignore[no-untyped-def]
    """Submit a question; seconds until ``done`` appears once more than before."""
    before = page.evaluate("(text) => document.body.innerText.split(text).length - 1", done)
    box = page.get_by_placeholder("Ask a question about your documents")
    box.fill(question)
    started = time.perf_counter()
    box.press("Enter")
    page.wait_for_function(_COUNT_TEXT, arg=[done, before + 1], polling="raf", timeout=60_000)
    return time.perf_counter() - started


def test_upload_ask_open_source_feedback_and_refusal(server: tuple[str, Path], tmp_path: Path, embedder) -> None:  # type: ignore[no-untyped-def]
    from playwright.sync_api import sync_playwright

    url, data_dir = server
    pdf = tmp_path / "halvorsen_manual.pdf"
    pdf.write_bytes(make_pdf(MANUAL))
    shots = tmp_path / "screenshots"
    shots.mkdir()
    timings: dict[str, float] = {}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        page = browser.new_page(viewport={"width": 1400, "height": 2400})

        page.goto(f"{url}/library")
        page.get_by_text("No documents yet").wait_for(timeout=120_000)
        page.get_by_test_id("stFileUploaderDropzoneInput").set_input_files(str(pdf))
        page.get_by_text("halvorsen_manual.pdf", exact=False).first.wait_for()
        page.get_by_text("Indexed, 3 pages", exact=False).wait_for(timeout=120_000)
        page.screenshot(path=str(shots / "library.png"), full_page=True)

        page.goto(url)
        page.get_by_text("Ask anything about your documents").wait_for(timeout=60_000)
        timings["first_question_s"] = _ask(page, "How often is the gearbox maintained?", "Was this answer right?")
        timings["warm_question_s"] = _ask(
            page, "How many megawatts does the Halvorsen turbine produce at full load?", "4.2 megawatts at full load"
        )
        log = QueryLog(make_engine(Settings(data_dir=data_dir).db_path))
        latest = log.recent(1)[0]
        assert latest.mode == "direct_answer"
        colour = "stAlertContentSuccess" if latest.confidence_level == "high" else "stAlertContentWarning"
        card = page.locator(f"[data-testid='{colour}']", has_text="4.2 megawatts at full load").last
        card.wait_for()
        assert card.is_visible()

        button = page.get_by_role("button", name="Open source").last
        button.scroll_into_view_if_needed()
        started = time.perf_counter()
        button.click()
        clicked = time.perf_counter()
        page.wait_for_function(_IMAGE_READY, polling="raf", timeout=30_000)
        timings["open_source_s"] = time.perf_counter() - started
        timings["open_source_after_click_s"] = time.perf_counter() - clicked
        caption = page.get_by_text("quoted sentence highlighted", exact=False).first.inner_text()
        assert caption.strip() == "1 of 1 quoted sentence highlighted"  # no timings shown to the analyst
        page.screenshot(path=str(shots / "ask_direct_answer.png"), full_page=True)

        # Zoom: at 200 % the page is wider than at "Fit width" and scrolls inside the viewer; the
        # image was rendered for a high-density screen, so it has more pixels than it is shown with.
        fit = page.evaluate(_PAGE_IMAGE)
        assert not fit["scrolls"] and abs(fit["shown"] - fit["box"]) <= 2, fit
        assert fit["natural"] >= 2 * fit["shown"] * 0.95 or fit["natural"] == 2400, fit
        zoom = page.get_by_test_id("stButtonGroup").filter(has_text="Fit width").last
        started = time.perf_counter()
        zoom.locator("button", has_text="200 %").click()
        page.wait_for_function(_SHOWN_WIDER, arg=fit["shown"], polling="raf", timeout=30_000)
        timings["zoom_to_200_s"] = time.perf_counter() - started
        zoomed = page.evaluate(_PAGE_IMAGE)
        assert zoomed["shown"] > fit["shown"] and zoomed["scrolls"], (fit, zoomed)
        assert round(zoomed["shown"]) == 1587, zoomed  # A4: 595.28 points x 96/72 x 2
        # The zoomed page scrolled itself to the highlighted answer at the foot of the page.
        page.wait_for_function(_HIGHLIGHT_IN_VIEW, polling="raf", timeout=10_000)
        page.locator(".verbatim-zoom").evaluate("box => { box.scrollLeft = box.scrollWidth; }")
        assert page.locator(".verbatim-zoom").evaluate("box => box.scrollLeft") > 0
        page.screenshot(path=str(shots / "source_zoom_200.png"), full_page=True)
        zoom.locator("button", has_text="Fit width").click()
        page.wait_for_function(_SHOWN_AT, arg=fit["shown"], polling="raf", timeout=30_000)
        assert not page.evaluate(_PAGE_IMAGE)["scrolls"]

        page.get_by_role("button", name="Correct", exact=True).last.click()
        page.get_by_text("You marked this answer correct", exact=False).wait_for(timeout=30_000)
        assert [f.verdict for f in log.feedback_for(latest.query_id)] == ["correct"]

        declined = messages.not_covered(["Peru"])  # no document names Peru: the fixed refusal says so
        _ask(page, "What is the capital of Peru?", declined)
        refusal = page.locator("[data-testid='stAlertContentWarning']", has_text=declined).last
        assert refusal.is_visible()
        assert log.recent(1)[0].refusal_reason == "not_covered"
        page.screenshot(path=str(shots / "ask_refusal.png"), full_page=True)

        for name, path, ready in (
            ("Insights", "insights", "Regression cases"),
            ("Settings", "settings", "Data directory (RAG_DATA_DIR)"),
        ):
            page.goto(f"{url}/{path}")
            page.get_by_role("heading", name=name).wait_for(timeout=60_000)
            page.get_by_text(ready).first.wait_for(timeout=60_000)
            if path == "insights":
                page.wait_for_function("() => document.querySelectorAll('.vega-embed').length >= 3", timeout=60_000)
            page.wait_for_function(_SETTLED, polling="raf", timeout=60_000)
            assert not page.locator("[data-testid='stException']").count()
            page.screenshot(path=str(shots / f"{path}.png"), full_page=True)
        browser.close()

    (shots / "timings.json").write_text(json.dumps(timings, indent=2))
    print(f"\nbrowser timings: {json.dumps(timings)}\nscreenshots: {shots}", file=sys.stderr)
    # The engine still answers the same way outside the browser (same data dir, same envelope).
    engine = Engine(Library(Settings(data_dir=data_dir), embedder))
    assert (
        engine.ask("How many megawatts does the Halvorsen turbine produce at full load?").mode.value == "direct_answer"
    )


class _Recorder(http.server.BaseHTTPRequestHandler):
    """Records every connection (a TLS hello too) and every request path it is sent."""

    seen: list[str]

    def handle(self) -> None:
        self.seen.append(f"connection from {self.client_address[0]}")
        super().handle()

    def do_GET(self) -> None:  # noqa: N802 - http.server's name
        self.seen.append(self.path)
        self.send_response(200)
        self.send_header("Content-Type", "image/png")
        self.end_headers()

    do_HEAD = do_POST = do_GET  # noqa: N815

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def listener() -> Iterator[tuple[int, list[str]]]:
    """A loopback HTTP server that only records: any hit means the page loaded or followed something."""
    seen: list[str] = []
    handler = type("Handler", (_Recorder,), {"seen": seen})
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=httpd.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True)
    thread.start()
    yield int(httpd.server_address[1]), seen
    httpd.shutdown()
    httpd.server_close()
    thread.join(timeout=10)


def _visible(where) -> str:  # type: ignore[no-untyped-def]
    """Text of a page or locator as a reader sees it: md_escape's invisible word joiners removed,
    whitespace runs made one space."""
    where = where.locator("body") if hasattr(where, "goto") else where
    return " ".join(where.inner_text().replace("\u2060", "").split())


def _assert_nothing_points_at(page, target: str, seen: list[str]) -> None:  # type: ignore[no-untyped-def]
    """No link, image or style on the page refers to the listener, it has not been contacted so
    far, and no exception is shown."""
    selectors = (f"a[href*='{target}']", f"img[src*='{target}']", f"[srcset*='{target}']", f"[style*='{target}']")
    found = [element.evaluate("e => e.outerHTML") for selector in selectors for element in page.locator(selector).all()]
    assert found == [], f"elements pointing at the listener: {found}; listener saw {seen}"
    assert seen == [], f"the browser contacted the listener: {seen}"
    assert not page.locator("[data-testid='stException']").count()


def test_hostile_name_and_text_show_literally_and_fetch_nothing(  # type: ignore[no-untyped-def]
    server: tuple[str, Path], tmp_path: Path, listener: tuple[int, list[str]]
) -> None:
    """A file name and page text made of Markdown, HTML and shortcodes pointing at a loopback
    listener: shown as typed on the Library page, in the answer, the source viewer and the delete
    confirmation, and the browser never contacts the listener."""
    from playwright.sync_api import sync_playwright

    url, _ = server
    port, seen = listener
    target = f"127.0.0.1:{port}"
    # Names lose everything up to the last "/" or "\", so the name's URLs have no slashes:
    # "https:127.0.0.1:PORT" on an http page still means https://127.0.0.1:PORT/ to the browser
    # (checked at the end), and the listener records the TLS hello as a connection.
    name = f"[click](https:{target}) ![b](https:{target}) :smile: <img src=https:{target}> *em* __u__ ~~s~~.pdf"
    assert "/" not in name and len(name) < 200
    sentence = (
        f"The north quay crane lifts 40 tonnes per hoist [link](http://{target}/text-link) "
        f"![img](http://{target}/text-beacon.png) :material/home: :smile: "
        f"<img src=http://{target}/html-beacon.png> *em* see http://{target}/bare-url."
    )
    pdf = tmp_path / name
    pdf.write_bytes(make_pdf([f"Harbour operations\n{sentence}\nThe harbour office opens at eight in the morning."]))

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        page = browser.new_page(viewport={"width": 1400, "height": 2400})

        # Upload: the progress text and the result line carry the name.
        page.goto(f"{url}/library")
        page.get_by_role("heading", name="Library").wait_for(timeout=120_000)
        page.get_by_test_id("stFileUploaderDropzoneInput").set_input_files(str(pdf))
        chip = page.get_by_test_id("stFileChipName").first
        chip.wait_for()
        assert chip.get_attribute("title") == name  # the chip shows a shortened name, plain text
        result = page.locator("[data-testid='stAlertContentSuccess']", has_text="Indexed, 1 page").last
        result.wait_for(timeout=120_000)
        page.wait_for_function(_SETTLED, polling="raf", timeout=60_000)
        _assert_nothing_points_at(page, target, seen)
        assert f"{name}: Indexed, 1 page" in _visible(result)

        # Ask, quoting the hostile sentence; then open the source page.
        page.goto(url)
        page.get_by_text("Ask anything about your documents").wait_for(timeout=60_000)
        _ask(page, "How many tonnes does the north quay crane lift per hoist?", "Was this answer right?")
        page.wait_for_function(_SETTLED, polling="raf", timeout=60_000)
        card = page.locator(
            "[data-testid='stAlertContentSuccess'], [data-testid='stAlertContentWarning']",
            has_text="40 tonnes per hoist",
        ).last
        card.wait_for()
        _assert_nothing_points_at(page, target, seen)
        card_text = _visible(card)
        assert f"[link](http://{target}/text-link) ![img](http://{target}/text-beacon.png)" in card_text
        assert ":material/home: :smile:" in card_text  # words, not an icon and an emoji
        assert f"<img src=http://{target}/html-beacon.png> *em* see http://{target}/bare-url" in card_text
        assert f"{name}, page 1" in _visible(page)  # the Sources list
        page.get_by_role("button", name="Open source").last.click()
        page.wait_for_function(_IMAGE_READY, polling="raf", timeout=30_000)
        page.wait_for_function(_SETTLED, polling="raf", timeout=60_000)
        _assert_nothing_points_at(page, target, seen)
        text = _visible(page)
        assert f"{name} — page 1 of 1" in text and f"{name}, page 1" in text  # header, image caption

        # Delete: the confirmation names the file literally.
        page.goto(f"{url}/library")
        page.get_by_text("Delete a document").wait_for(timeout=60_000)
        page.get_by_test_id("stSelectbox").filter(has_text="Delete a document").click()
        page.get_by_role("option").filter(has_text=":smile:").click()
        page.get_by_role("button", name="Delete", exact=True).click()
        confirm = page.locator("[data-testid='stAlertContentWarning']", has_text="Its passages, stored file").last
        confirm.wait_for(timeout=30_000)
        _assert_nothing_points_at(page, target, seen)
        assert f"Delete {name}? Its passages" in _visible(confirm)
        page.get_by_role("button", name="Yes, delete").click()
        # The toast is shown on the run after the delete (one sent just before st.rerun() never
        # reaches the browser, streamlit#7740), with the name literally.
        toast = page.get_by_test_id("stToast").filter(has_text="Deleted")
        toast.wait_for(timeout=30_000)
        assert f"Deleted {name}" in _visible(toast)
        _assert_nothing_points_at(page, target, seen)
        confirm.wait_for(state="detached", timeout=30_000)
        toast.wait_for(state="detached", timeout=30_000)
        page.wait_for_function(_SETTLED, polling="raf", timeout=60_000)
        assert "smile" not in _visible(page)
        _assert_nothing_points_at(page, target, seen)

        page.wait_for_timeout(1500)
        assert seen == [], f"the browser contacted the listener: {seen}"
        # The check can fail: this browser does contact the listener for the URL forms used above.
        page.evaluate(
            "(u) => { for (const s of u) { new Image().src = s; } }",
            [f"https:{target}", f"http://{target}/control.png"],
        )
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and "/control.png" not in seen:
            time.sleep(0.1)
        assert "/control.png" in seen and len([s for s in seen if s.startswith("connection")]) >= 2, seen
        browser.close()
