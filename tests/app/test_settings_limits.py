"""The Settings page as a viewer of a shared deployment: no server file to point at, numbers bounded."""

from __future__ import annotations

from pathlib import Path

from tests.app.test_roles import SETTINGS, VIEWER, _run, shared_app  # noqa: F401 - the fixture is used

__all__ = ["shared_app"]


def test_a_viewer_sees_no_file_setting_and_numbers_stop_at_their_bound(shared_app: Path) -> None:  # noqa: F811
    at = _run(VIEWER, SETTINGS)
    keys = {w.key for w in at.text_input}
    assert {"setting-answer-lexicon_path", "setting-answer-judge_model_dir"}.isdisjoint(keys)
    assert "setting-answer-max_question_chars" not in {w.key for w in at.number_input}
    assert not [w.label for w in at.text_input if "lexicon" in w.label.lower()]
    candidates = at.number_input(key="setting-retrieval-dense_candidates")
    assert (candidates.min, candidates.max) == (1, 1000)
    candidates.set_value(10_000_000).run()  # what a browser would send past the box's bound
    next(b for b in at.button if b.label == "Save my settings").click()
    at.run()
    assert not at.exception, at.exception
    assert at.number_input(key="setting-retrieval-dense_candidates").value == 100
    assert "dense_candidates" not in at.session_state["settings_overrides"].get("retrieval", {})
    # The deployment's lexicon and question limit are shown among the fixed values, not as inputs.
    fixed = "\n".join(str(t.value) for t in at.table)
    assert "RAG_ANSWER__LEXICON_PATH" in fixed and "RAG_ANSWER__MAX_QUESTION_CHARS" in fixed
