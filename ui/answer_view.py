"""Renders one answer envelope as a card. Renders only what the envelope says; adds nothing."""

from __future__ import annotations

from collections.abc import Callable

import streamlit as st

from rag_core.engine import Engine
from rag_core.envelope import Citation, Response
from rag_core.messages import Mode, RefusalReason
from ui import source_view, state
from ui.text import md_escape, page_label

LOW_LABEL = "LOW CONFIDENCE — limited source coverage"
MEDIUM_LABEL = "MEDIUM CONFIDENCE"
_REASON_TEXT = {
    RefusalReason.VAGUE: "The question does not name a subject the documents could be searched for.",
    RefusalReason.EXTERNAL_COMPARISON: "The question compares with something the indexed documents never mention.",
    RefusalReason.OUT_OF_SCOPE: "The question asks for advice, an opinion or new content, which documents cannot state.",
    RefusalReason.NO_DOCUMENTS: "The library is empty.",
}


def answer_card(turn: state.Turn, index: int, engine: Engine, reask: Callable[[str, str], None]) -> None:
    """The whole answer block: card, evidence panels, citations, feedback, why."""
    response = turn.response
    if response.mode is Mode.DIRECT_ANSWER:
        _direct(response)
    elif response.mode is Mode.GUIDED_FALLBACK:
        _fallback(response)
    elif response.mode is Mode.HARD_REFUSAL:
        st.warning(md_escape(response.answer or ""), icon="⚠️")
        if response.clarify and not turn.clarified:
            _clarify_form(turn, index, reask)
    else:
        st.markdown(md_escape(response.answer or ""))
    if response.mode in (Mode.DIRECT_ANSWER, Mode.GUIDED_FALLBACK):
        _panels(response)
        _citations(response, engine)
    if response.mode is Mode.HARD_REFUSAL or response.confidence.level == "low":
        _why(response)
    if response.mode is not Mode.SYSTEM:
        _feedback(response, engine)


def _direct(response: Response) -> None:
    level = response.confidence.level
    text = md_escape(response.answer or "")
    if level == "high":
        st.success(text, icon=":material/verified:")
    elif level == "medium":
        st.warning(f"**{MEDIUM_LABEL}**\n\n{text}", icon=":material/info:")
    else:
        st.warning(f"**{LOW_LABEL}**\n\n{text}", icon=":material/info:")
    st.caption(f"Direct answer, quoted verbatim · confidence {level} ({response.confidence.score:.2f})")
    if response.evidence.conflicts:
        st.caption(":material/warning: The sources give different values for this; see **Conflicts** below.")


def _fallback(response: Response) -> None:
    st.info(md_escape(response.no_direct_answer_reason or ""), icon=":material/search:")
    for highlight in response.related_highlights or []:
        st.markdown(f"> {md_escape(highlight.highlight)}\n>\n> — *{md_escape(highlight.source)}*, p. {highlight.page}")
    st.caption(
        f"Related passages, quoted verbatim; not an answer · relevance {response.confidence.level} "
        f"({response.confidence.score:.2f})"
    )


def _clarify_form(turn: state.Turn, index: int, reask: Callable[[str, str], None]) -> None:
    assert turn.response.clarify is not None
    with st.form(f"clarify-{index}"):
        answers = []
        for n, question in enumerate(turn.response.clarify.questions):
            if question.options:
                choice = st.selectbox(question.prompt, question.options, key=f"clarify-{index}-{n}-opt")
                answers.append(str(choice))
            if question.allow_free_text:
                answers.append(st.text_input(question.prompt, key=f"clarify-{index}-{n}-text"))
        if st.form_submit_button("Ask again with this context", icon=":material/replay:"):
            context = " ".join(a.strip() for a in answers if a and a.strip())
            turn.clarified = True
            reask(turn.question, " ".join(filter(None, [turn.context, context])))


def _panels(response: Response) -> None:
    """Facts / Gaps / Conflicts, conflicting values side by side."""
    evidence = response.evidence
    facts, gaps, conflicts = st.tabs(
        [f"Facts ({len(evidence.facts)})", f"Gaps ({len(evidence.gaps)})", f"Conflicts ({len(evidence.conflicts)})"],
        key=f"panels-{response.query_id}",
    )
    with facts:
        if not evidence.facts:
            st.caption("No statement in the documents answers this question directly.")
        for fact in evidence.facts:
            st.markdown(f"- {md_escape(fact.quote)} — *{md_escape(fact.source)}*, p. {fact.page} `{fact.locator}`")
    with gaps:
        if not evidence.gaps:
            st.caption("Nothing the question asks for is missing from the quoted sentences.")
        for gap in evidence.gaps:
            why = {"no_quote_found": "no sentence states it", "low_coverage": "sentences only partly cover it",
                   "clarify_timeout": "the question stayed unclear after repeated clarification"}[gap.why]
            st.markdown(f"- **{md_escape(gap.need)}** — {why}")
    with conflicts:
        if not evidence.conflicts:
            st.caption("The quoted sources do not disagree.")
        for conflict in evidence.conflicts:
            st.markdown(f"**Different values for {md_escape(conflict.key)}** ({md_escape(conflict.delta)})")
            for column, value in zip(st.columns(len(conflict.values)), conflict.values, strict=True):
                with column:
                    st.metric(label=f"{value.source}, p. {value.page}", value=value.value)
                    st.markdown(f"> {md_escape(value.quote)}")


def _citations(response: Response, engine: Engine) -> None:
    """Sources, each with "Open source"."""
    st.markdown("**Sources**")
    for n, citation in enumerate(response.citations):
        left, right = st.columns([5, 1], vertical_alignment="center")
        left.markdown(
            f"{n + 1}. {md_escape(citation.source)}, {page_label(citation.page, citation.page_label)} · "
            f"score {citation.score:.2f}"
        )
        key = f"open-{response.query_id}-{n}"
        if right.button("Open source", key=key, icon=":material/open_in_new:"):
            st.session_state[state.OPEN_SOURCE] = {"query_id": response.query_id, "index": n, "page": citation.page}
    opened = st.session_state.get(state.OPEN_SOURCE)
    if opened and opened["query_id"] == response.query_id and opened["index"] < len(response.citations):
        citation: Citation = response.citations[opened["index"]]
        source_view.viewer(engine.library, response, citation, opened)


def _why(response: Response) -> None:
    with st.expander("Why this answer?", icon=":material/help:"):
        gate = response.gate
        if gate is not None:
            st.markdown(
                f"Best matching passage scored **{gate.best_score:.2f}** against a threshold of "
                f"**{gate.min_score:.2f}**; **{gate.chunks_passing}** passage(s) reached it, "
                f"**{gate.min_chunks}** required."
            )
        if response.refusal_reason is not None and response.refusal_reason in _REASON_TEXT:
            st.markdown(_REASON_TEXT[response.refusal_reason])
        if response.confidence.level == "low" and response.mode is Mode.DIRECT_ANSWER:
            st.markdown("The quoted sentence states the answer, but retrieval support is weak or sources disagree.")


def _feedback(response: Response, engine: Engine) -> None:
    """Correct / Incorrect with an optional comment; changeable."""
    verdicts = state.verdicts()
    current = verdicts.get(response.query_id, "")
    left, middle, right = st.columns([1, 1, 3], vertical_alignment="bottom")
    comment = right.text_input("Comment (optional)", key=f"comment-{response.query_id}", label_visibility="collapsed",
                               placeholder="Optional comment for the feedback")
    for column, verdict, label, icon in (
        (left, "correct", "Correct", ":material/thumb_up:"),
        (middle, "incorrect", "Incorrect", ":material/thumb_down:"),
    ):
        kind = "primary" if current == verdict else "secondary"
        if column.button(label, key=f"{verdict}-{response.query_id}", icon=icon, type=kind):
            engine.log.set_feedback(response.query_id, verdict, comment=comment, user=state.user())
            verdicts[response.query_id] = verdict
            st.toast(f"Feedback saved: {label.lower()}")
            st.rerun()
    if current:
        st.caption(f"You marked this answer **{current}**. Click the other button to change it.")
