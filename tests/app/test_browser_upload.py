"""One-step upload in a real browser: files added to the Library page's uploader index at once,
with a progress line per file; the documents table and delete stay usable meanwhile, and a small
file added while a large one indexes finishes first.

`streamlit run app.py` on loopback, driven by headless Chromium (Debian's /usr/bin/chromium via
the `playwright` package); one server start.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.helpers.app_server import ARGS, CHROMIUM, NO_CHROMIUM, free_port, streamlit_app
from tests.helpers.pdfs import make_pdf

pytestmark = pytest.mark.skipif(not Path(CHROMIUM).exists(), reason=NO_CHROMIUM)

MANUAL = [
    "Halvorsen Wind Farm - Operations Manual\nThe Halvorsen turbine produces 4.2 megawatts at full load.",
    "Maintenance\nMaintenance of the gearbox is scheduled every 18 months.",
    "Safety\nTechnicians must never climb a turbine alone.",
]
NOTES = "# Site notes\n\nThe spare filter is kept in locker 7.\n"
LOG_PAGE = (
    "Turbine {n} was inspected on a calm morning; its gearbox oil was changed and the blades were "
    "checked for erosion near the tips. "
)
BIG_PAGES = 120  # 10 s or more to index: long enough to use the page meanwhile (the test does not wait for it)
# Every progress line the page ever shows, however briefly (a small file is indexed in under a second).
_WATCH_PROGRESS = """() => {
  window.progressSeen = new Set();
  const note = () => document.querySelectorAll("[data-testid='stProgress']")
                            .forEach(bar => window.progressSeen.add(bar.innerText.trim()));
  new MutationObserver(note).observe(document.body, {subtree: true, childList: true, characterData: true});
}"""


def _alert(page, kind: str, text: str):  # type: ignore[no-untyped-def]
    return page.locator(f"[data-testid='stAlertContent{kind}']", has_text=text)


def test_added_files_index_at_once_with_progress_while_the_table_stays_usable(tmp_path: Path) -> None:
    from playwright.sync_api import sync_playwright

    data_dir = tmp_path / "data"
    pdf, notes, big = tmp_path / "halvorsen_manual.pdf", tmp_path / "site_notes.md", tmp_path / "turbine_log.pdf"
    later = tmp_path / "later_notes.md"
    pdf.write_bytes(make_pdf(MANUAL))
    notes.write_text(NOTES)
    later.write_text("# Later notes\n\nThe crane is booked for Tuesday.\n")
    big.write_bytes(
        make_pdf([" ".join(LOG_PAGE.format(n=page * 12 + k) for k in range(12)) for page in range(BIG_PAGES)])
    )
    env = {**os.environ, "RAG_DATA_DIR": str(data_dir), "RAG_SEED_SAMPLES": "false", "HF_HUB_OFFLINE": "1"}
    with streamlit_app(free_port(), env, tmp_path / "streamlit.log") as url, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        page = browser.new_page(viewport={"width": 1400, "height": 2000})
        page.goto(f"{url}/library")
        page.get_by_text("No documents yet").wait_for(timeout=120_000)
        assert page.get_by_role("button", name="Index files").count() == 0
        page.evaluate(_WATCH_PROGRESS)

        # Two files at once; no button: each is indexed in turn, with its progress, then its result.
        page.get_by_test_id("stFileUploaderDropzoneInput").set_input_files([str(pdf), str(notes)])
        _alert(page, "Success", "halvorsen_manual.pdf: Indexed, 3 pages").wait_for(timeout=60_000)
        _alert(page, "Success", "site_notes.md: Indexed, 1 page").wait_for(timeout=60_000)
        seen = page.evaluate("() => [...window.progressSeen]")
        assert any(line.startswith("halvorsen_manual.pdf:") for line in seen), seen
        assert any(line.startswith("site_notes.md:") for line in seen), seen
        page.get_by_role("heading", name="Indexed documents (2)").wait_for(timeout=30_000)  # no reload

        # A larger file: while it indexes, a delete runs at once, and a small file added after it
        # finishes before it (a second lane: small files never wait behind a large one).
        page.get_by_test_id("stFileUploaderDropzoneInput").set_input_files(str(big))
        bar = page.locator("[data-testid='stProgress']", has_text="turbine_log.pdf")
        bar.wait_for(timeout=30_000)
        page.get_by_test_id("stSelectbox").filter(has_text="Delete a document").click()
        page.get_by_role("option", name="site_notes.md").click()
        page.get_by_role("button", name="Delete", exact=True).click()
        page.get_by_text("Delete site_notes.md?").wait_for(timeout=5_000)
        page.get_by_role("button", name="Yes, delete").click()
        page.get_by_text("Deleted site_notes.md").first.wait_for(timeout=10_000)
        page.get_by_role("heading", name="Indexed documents (1)").wait_for(timeout=10_000)
        assert bar.count() == 1  # still indexing
        page.get_by_test_id("stFileUploaderDropzoneInput").set_input_files([str(big), str(later)])
        _alert(page, "Success", "later_notes.md: Indexed, 1 page").wait_for(timeout=30_000)
        assert bar.count() == 1  # the large file is still indexing
        seen = page.evaluate("() => [...window.progressSeen]")
        assert any(line.startswith("turbine_log.pdf: reading page") for line in seen), seen
        browser.close()
