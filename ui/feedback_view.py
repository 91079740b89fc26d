"""Feedback on one answer, worded for what the answer did; changeable.

A direct answer asks "Was this answer right?" (Correct / Incorrect). A refusal, a clarifying
question or related passages ask "Should this have been answered?": "Yes, it should have" is stored
as incorrect, "No, declining was right" (or "asking" / "passages") as correct. After an incorrect
verdict a small form asks what it should have done, with the right page or quote if known; only
feedback with that stated outcome becomes a regression case on the Insights page.
"""

from __future__ import annotations

from dataclasses import dataclass

import streamlit as st

from rag_core.locations import file_type_of, location
from rag_core.envelope import Response
from rag_core.errors import RagCoreError
from rag_core.feedback import EXPECTED_CHOICES, Expected
from rag_core.insights import CLARIFY, outcome
from rag_core.messages import Mode
from ui import state
from ui.resources import get_feedback
from ui.text import md_escape

ANSWERED = Mode.DIRECT_ANSWER.value


@dataclass(frozen=True, slots=True)
class Wording:
    """The question and the two buttons for one kind of outcome."""

    question: str
    correct: str  # the button stored as "correct"
    incorrect: str  # the button stored as "incorrect"
    default_expected: str | None  # preselected "what should it have done?" after incorrect


_SHORT_LABEL = 12  # longest button label that fits a quarter of the answer card

WORDING: dict[str, Wording] = {
    ANSWERED: Wording("Was this answer right?", "Correct", "Incorrect", None),
    Mode.GUIDED_FALLBACK.value: Wording(
        "Should this have been answered?", "No, related passages were right", "Yes, it should have", ANSWERED
    ),
    Mode.HARD_REFUSAL.value: Wording(
        "Should this have been answered?", "No, declining was right", "Yes, it should have", ANSWERED
    ),
    CLARIFY: Wording("Should this have been answered?", "No, asking was right", "Yes, it should have", ANSWERED),
}


def wording(response: Response) -> Wording:
    """How the feedback for this answer is worded."""
    reason = response.refusal_reason.value if response.refusal_reason else ""
    return WORDING.get(outcome(response.mode.value, reason), WORDING[ANSWERED])


@st.fragment
def feedback(response: Response) -> None:
    """The feedback question with its two buttons and an optional comment; changeable."""
    words = wording(response)
    query_id = response.query_id
    verdicts = state.verdicts()
    if query_id not in verdicts:
        # After a reload the conversation comes back from the database: so does this user's mark.
        mine = _stored_verdict(query_id)
        verdicts[query_id] = mine
    current = verdicts.get(query_id, "")
    st.caption(words.question)
    if max(len(words.correct), len(words.incorrect)) > _SHORT_LABEL:
        # "No, related passages were right" in a quarter of the card was cut off: the two buttons
        # share the row, the comment goes below them.
        left, middle = st.columns(2, vertical_alignment="bottom")
        right = st.container()
    else:
        left, middle, right = st.columns([1, 1, 2], vertical_alignment="bottom")
    comment = right.text_input(
        "Comment (optional)",
        key=f"comment-{query_id}",
        label_visibility="collapsed",
        placeholder="Optional comment for the feedback",
    )
    for column, verdict, label, icon in (
        (left, "correct", words.correct, ":material/thumb_up:"),
        (middle, "incorrect", words.incorrect, ":material/thumb_down:"),
    ):
        kind = "primary" if current == verdict else "secondary"
        if column.button(label, key=f"{verdict}-{query_id}", icon=icon, type=kind, width="stretch"):
            if _save(response, verdict, comment):
                verdicts[query_id] = verdict
                st.toast(f"Feedback saved: {label}")
                state.rerun_fragment()
            return
    if current == "correct":
        st.caption(_marked(words, current) + " Click the other button to change it.")
    elif current == "incorrect":
        _expected_form(response, words, comment)


def _stored_verdict(query_id: str) -> str:
    """This user's verdict on one answer as stored ("" for none, or when the store cannot be read)."""
    try:
        mine = get_feedback().mine(query_id, state.user())
    except RagCoreError:
        return ""
    return mine.verdict if mine is not None else ""


def _marked(words: Wording, verdict: str) -> str:
    if words is WORDING[ANSWERED]:
        return f"You marked this answer **{verdict}**."
    return f"You said: **{words.correct if verdict == 'correct' else words.incorrect}**."


def _save(response: Response, verdict: str, comment: str, expected: Expected | None = None) -> bool:
    try:
        get_feedback().record(response.query_id, verdict, comment=comment, user=state.user(), expected=expected)
    except RagCoreError as exc:
        st.error(md_escape(str(exc)))
        return False
    return True


def _expected_form(response: Response, words: Wording, comment: str) -> None:
    """ "What should it have done?" after an incorrect verdict; saved with the feedback."""
    query_id = response.query_id
    saved = get_feedback().mine(query_id, state.user())
    expected = saved.expected if saved is not None else None
    st.caption(_marked(words, "incorrect") + " Click the other button to change it.")
    with st.form(f"expected-{query_id}", border=True):
        options = list(EXPECTED_CHOICES)
        preset = expected.mode if expected is not None else words.default_expected
        choice = st.radio(
            "What should it have done?",
            options,
            format_func=EXPECTED_CHOICES.__getitem__,
            horizontal=True,
            index=options.index(preset) if preset in options else None,
            key=f"expected-mode-{query_id}",
        )
        document, page = st.columns([3, 1])
        source = document.text_input(
            "The right document (optional)",
            key=f"expected-source-{query_id}",
            placeholder=response.citations[0].source if response.citations else "file name",
        )
        number = page.number_input(
            "Page or section (optional)", min_value=1, value=None, step=1, key=f"expected-page-{query_id}"
        )
        quote = st.text_input(
            "The right quote (optional)",
            key=f"expected-quote-{query_id}",
            placeholder="The sentence that states the answer",
        )
        submitted = st.form_submit_button("Save what it should have done", icon=":material/check:")
    if submitted:
        if choice is None:
            st.error("Pick what it should have done, then save.")
            return
        if number is not None and not source.strip():
            st.error("Name the document the page is in, or clear the page.")
            return
        stated = Expected(choice, source.strip(), int(number or 0), quote.strip())
        if _save(response, "incorrect", comment, stated):
            st.toast("Saved: this becomes a test case on the Insights page")
            state.rerun_fragment()
        return
    if expected is None:
        st.caption("No expected outcome given yet: Insights lists this answer, but it is not used as a test case.")
    else:
        where = " · ".join(
            part
            for part in (
                md_escape(expected.source)
                + (f", {location(file_type_of(expected.source), expected.page)}" if expected.page else "")
                if expected.source
                else "",
                f"“{md_escape(expected.quote)}”" if expected.quote else "",
            )
            if part
        )
        st.caption(
            f"Saved. What it should have done: **{EXPECTED_CHOICES[expected.mode]}**"
            + (f" ({where})" if where else "")
            + "."
        )
