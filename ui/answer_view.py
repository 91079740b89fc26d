"""Renders one answer envelope as a card. Renders only what the envelope says; adds nothing."""

from __future__ import annotations

from collections.abc import Callable

import streamlit as st

from rag_core.envelope import Citation, Generation, Response, quoted_answer, within_one_document
from rag_core.messages import Mode, RefusalReason
from ui import access, feedback_view, source_view, state
from ui.resources import get_library
from ui.judge_labels import weights_text
from ui.text import md_escape

HIGH_LABEL = "High confidence"
MEDIUM_LABEL = "Medium confidence"
LOW_LABEL = "Low confidence"
_BADGE = {
    "high": f":green-badge[{HIGH_LABEL}]",
    "medium": f":orange-badge[{MEDIUM_LABEL}]",
    "low": f":red-badge[{LOW_LABEL}]",
}
_RELEVANCE = {
    "high": "Closely related",
    "medium": "Related",
    "low": "Loosely related",
    "insufficient": "Nothing related",
}
SCALE = (
    "The score is the answer judge's probability that the quoted passage states the answer (calibrated: of "
    "answers scored 0.9, about nine in ten were right on held-out documents). **High**: a score at which "
    "97% of answers were right, and nothing lowers it; **medium**: every other direct answer, and high ones "
    "that a secondary source, a later filing or a conflicting figure lowers."
)
_REASON_TEXT = {
    RefusalReason.VAGUE: "The question does not name a subject the documents could be searched for.",
    RefusalReason.EXTERNAL_COMPARISON: "The question compares with something the indexed documents never mention.",
    RefusalReason.OUT_OF_SCOPE: "The question asks for advice, an opinion or new content, which documents cannot state.",
    RefusalReason.NO_DOCUMENTS: "The library is empty.",
    RefusalReason.NOT_COVERED: "The question names an organisation or place that no indexed document mentions, so there is nothing to search.",
    RefusalReason.TOO_LONG: "The question is longer than the engine reads (RAG_ANSWER__MAX_QUESTION_CHARS).",
    RefusalReason.NOT_ENGLISH: "The question is written mostly in a script other than the Latin alphabet; the engine reads English.",
    RefusalReason.NO_EVIDENCE: (
        "No passage matches the question closely enough, or most of its words are in no indexed document."
    ),
}


def answer_card(turn: state.Turn, index: int, reask: Callable[[str, str], None]) -> None:
    """The whole answer block: card, evidence panels, citations, feedback, why."""
    response = turn.response
    _scope(response)
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
        for n, suggestion in enumerate(response.suggestions or []):
            if st.button(suggestion, key=f"suggestion-{index}-{n}", icon=":material/arrow_forward:"):
                reask(suggestion, "")
    if response.mode in (Mode.DIRECT_ANSWER, Mode.GUIDED_FALLBACK):
        _panels(response)
        _citations(response)
    if response.mode is not Mode.SYSTEM:
        _why(response)
    if response.mode is not Mode.SYSTEM:
        feedback_view.feedback(response)


def _scope(response: Response) -> None:
    """What the question was understood to ask: company, measure, period, documents searched."""
    scope = response.scope
    if scope is None:
        return
    parts = []
    if scope.entities:
        parts.append("company: " + ", ".join(md_escape(e) for e in scope.entities))
    if scope.measure:
        parts.append(f"measure: {md_escape(scope.measure)}")
    if scope.period:
        parts.append(f"period: {md_escape(scope.period)}")
    if scope.documents:
        parts.append("searched: " + ", ".join(md_escape(d) for d in scope.documents))
    if parts:
        st.caption(":material/manage_search: Understood as " + " · ".join(parts))


def _where(response: Response, source: str, page: int, row: int | None = None) -> str:
    """Where a quote is, escaped: "page 4", "section 3 · 2. Rules", "P&L, row 12" (rag_core.locations)."""
    return md_escape(response.location(source, page, row))


def _row_table(response: Response) -> None:
    """Table-row answers as row label / column / value, each piece as printed on the page."""
    rows = [f for f in response.evidence.facts if f.parts]
    if not rows:
        return
    lines = ["| row | column | value | source |", "|---|---|---|---|"]
    for fact in rows:
        parts = list(fact.parts or [])
        label, value = parts[0], parts[-1]
        unit = ""
        if len(parts) >= 3 and not any(ch.isdigit() for ch in parts[-1]):
            unit, value = parts[-1], parts[-2]
            middle = parts[1:-2]
        else:
            middle = parts[1:-1]
        shown_value = f"{md_escape(value)} {md_escape(unit)}".strip()
        lines.append(
            f"| {md_escape(label)} | {md_escape(' '.join(middle))} | {shown_value} | {md_escape(fact.source)}, {_where(response, fact.source, fact.page, fact.row)} |"
        )
    st.markdown("\n".join(lines))


def _generation_note(response: Response) -> None:
    generation = response.generation
    if generation is not None and generation.message:
        st.caption(f":material/info: {md_escape(generation.message)}")


def _sentence_sources(response: Response, generation: Generation) -> None:
    """Each generated sentence with the quotes that prove it."""
    with st.expander(
        f"Sentence sources ({len(generation.sentences)} sentences, coverage {generation.coverage:.0%})",
        icon=":material/fact_check:",
    ):
        for n, sentence in enumerate(generation.sentences, start=1):
            cited = ", ".join(f"{md_escape(s.source)}, {_where(response, s.source, s.page)}" for s in sentence.support)
            st.markdown(f"**{n}.** {md_escape(sentence.text)} — *{cited}*")
            for support in sentence.support:
                st.markdown(f"> {md_escape(support.quote)}")
            for calc in sentence.calcs:
                st.caption(f"computed: {md_escape(calc.expr)} = {md_escape(calc.result)} (rechecked)")


def _level_line(response: Response) -> str:
    """ "High confidence · Stated outright on one page of a primary document." as markdown."""
    confidence = response.confidence
    badge = _BADGE.get(confidence.level, "")
    return f"{badge} {md_escape(confidence.reason)}".strip()


def _answer_lines(response: Response) -> str:
    """The quoted answer, one quote a line: two statements or table rows never run together."""
    quotes = list(dict.fromkeys(f.quote for f in response.evidence.facts if f.quote))
    if len(quotes) > 1 and not response.generated and quoted_answer(quotes) == (response.answer or ""):
        return "\n\n".join(md_escape(q) for q in quotes)
    return md_escape(response.answer or "")


def _direct(response: Response) -> None:
    level = response.confidence.level
    text = _answer_lines(response)
    if response.generated and response.generation is not None:
        text = (
            f"{text}\n\n*Generated by {md_escape(response.generation.model)} from the quotes; every sentence checked.*"
        )
    box = {"high": st.success, "medium": st.warning}.get(level, st.warning)
    box(f"{_level_line(response)}\n\n{text}", icon=":material/verified:" if level == "high" else ":material/info:")
    _row_table(response)
    if response.generated and response.generation is not None:
        _sentence_sources(response, response.generation)
    _generation_note(response)
    conflicts = response.evidence.conflicts
    if conflicts:
        within = within_one_document(conflicts)
        giver = "The document gives more than one value" if within else "The sources give different values"
        st.caption(f":material/warning: {giver} for this; see **Conflicts** below.")


def _fallback(response: Response) -> None:
    st.info(md_escape(response.no_direct_answer_reason or ""), icon=":material/search:")
    generation = response.generation
    if response.generated and generation is not None and generation.text:
        with st.container(border=True):
            st.markdown(
                f"**Summary** · generated by {md_escape(generation.model)} from the passages below, every sentence checked"
            )
            st.markdown(md_escape(generation.text))
            _sentence_sources(response, generation)
    _generation_note(response)
    for highlight in response.related_highlights or []:
        st.markdown(
            f"> {md_escape(highlight.highlight)}\n>\n> — *{md_escape(highlight.source)}*, {_where(response, highlight.source, highlight.page, highlight.row)}"
        )
    relevance = _RELEVANCE.get(response.confidence.level, "")
    st.caption(
        f"Related passages, quoted verbatim; not an answer · {relevance}: {md_escape(response.confidence.reason)}"
    )


def _clarify_form(turn: state.Turn, index: int, reask: Callable[[str, str], None]) -> None:
    assert turn.response.clarify is not None
    with st.form(f"clarify-{index}"):
        answers = []
        for n, question in enumerate(turn.response.clarify.questions):
            prompt = md_escape(question.prompt)  # widget labels are markdown; prompts can name documents
            choice = typed = None
            if question.options:
                choice = st.selectbox(
                    prompt, question.options, index=None, placeholder="Choose one", key=f"clarify-{index}-{n}-opt"
                )
            if question.allow_free_text:
                label = "... or type it" if question.options else prompt
                typed = st.text_input(label, key=f"clarify-{index}-{n}-text")
            answers.append(typed if typed and typed.strip() else str(choice or ""))  # typed wins over a choice
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
            st.markdown(
                f"- {md_escape(fact.quote)} — *{md_escape(fact.source)}*, {_where(response, fact.source, fact.page, fact.row)}"
            )
    with gaps:
        if not evidence.gaps:
            st.caption("Nothing the question asks for is missing from the quoted sentences.")
        for gap in evidence.gaps:
            why = {
                "no_quote_found": "no sentence states it",
                "low_coverage": "sentences only partly cover it",
                "clarify_timeout": "the question stayed unclear after repeated clarification",
            }[gap.why]
            st.markdown(f"- **{md_escape(gap.need)}** — {why}")
    with conflicts:
        if not evidence.conflicts:
            st.caption("The quoted sources do not disagree.")
        for conflict in evidence.conflicts:
            st.markdown(f"**Different values for {md_escape(conflict.key)}** ({md_escape(conflict.delta)})")
            for column, value in zip(st.columns(len(conflict.values)), conflict.values, strict=True):
                with column:
                    st.metric(
                        label=f"{md_escape(value.source)}, {_where(response, value.source, value.page, value.row)}",
                        value=md_escape(value.value),
                    )
                    st.markdown(f"> {md_escape(value.quote)}")


@st.fragment
def _citations(response: Response) -> None:
    """Sources, each with "Open source".

    A fragment: opening a page or paging through it reruns only this block, not the whole thread.
    Opening a source of another answer reruns the app once, to close the viewer shown there.
    """
    st.markdown("**Sources**")
    order = sorted(range(len(response.citations)), key=lambda i: -response.citations[i].score)  # best first
    for shown, n in enumerate(order, start=1):
        citation = response.citations[n]
        left, right = st.columns([4, 1.5], vertical_alignment="center")
        left.markdown(f"{shown}. {md_escape(citation.source)}, {md_escape(citation.location())}")
        key = f"open-{response.query_id}-{n}"
        if right.button("Open source", key=key, icon=":material/open_in_new:"):
            previous = st.session_state.get(state.OPEN_SOURCE)
            st.session_state[state.OPEN_SOURCE] = {"query_id": response.query_id, "index": n, "page": citation.page}
            if previous and previous["query_id"] != response.query_id:
                st.rerun()
    opened = st.session_state.get(state.OPEN_SOURCE)
    if opened and opened["query_id"] == response.query_id and opened["index"] < len(response.citations):
        citation: Citation = response.citations[opened["index"]]
        source_view.viewer(access.library_actions(get_library()), response, citation, opened)


def _why(response: Response) -> None:
    """The numbers behind the card: confidence score and scale, where each quote sits on its
    page, the PDF's own page labels, relevance scores, the evidence gate and the time taken."""
    with st.expander("Why this answer?", icon=":material/help:"):
        if response.refusal_reason is not None and response.refusal_reason in _REASON_TEXT:
            st.markdown(_REASON_TEXT[response.refusal_reason])
        confidence = response.confidence
        if response.mode is Mode.DIRECT_ANSWER:
            st.markdown(
                f"Confidence **{confidence.level}** (score {confidence.score:.2f} of 1). {md_escape(confidence.reason)}"
            )
            st.caption(SCALE)
        elif response.mode is Mode.GUIDED_FALLBACK:
            st.markdown(
                f"No sentence states the answer; the passages shown are the closest ones "
                f"(relevance {confidence.level}, {confidence.score:.2f} of 1)."
            )
        judge = response.judge
        if judge is not None:
            what = "the quoted passage" if response.mode is Mode.DIRECT_ANSWER else "the closest passage"
            st.markdown(
                f"Answer judge: **P = {judge.p:.2f}** that {what} states the answer "
                f"(a direct answer needs {judge.threshold:.2f} at this strictness). What weighed most:"
            )
            st.markdown("\n".join(weights_text(judge)))
            if response.mode is Mode.DIRECT_ANSWER and judge.p < judge.threshold:
                st.markdown(
                    "Under that P it is still a direct answer because it passes every check of a stated answer "
                    "(the measure, period and value asked for; or most of the question's words and a value of the "
                    "asked kind). Such answers are never high confidence: check the page."
                )
        gate = response.gate
        if gate is not None:
            st.markdown(
                f"Best matching passage scored **{gate.best_score:.2f}** against a threshold of "
                f"**{gate.min_score:.2f}**; **{gate.chunks_passing}** passage(s) reached it, "
                f"**{gate.min_chunks}** required."
                + (
                    f" Most of the question's words in one passage: {gate.keyword_coverage:.0%}."
                    if gate.keyword_coverage
                    else ""
                )
            )
        quotes = [(f.source, f.page, f.row, f.locator) for f in response.evidence.facts]
        quotes += [(h.source, h.page, h.row, h.locator) for h in response.related_highlights or []]
        if quotes:
            st.markdown("**Where each quote is** (characters on the page's extracted text):")
            st.markdown(
                "\n".join(
                    f"- {md_escape(src)}, {_where(response, src, page, row)}: `{loc.replace('`', '')}`"
                    for src, page, row, loc in quotes
                )
            )
        if response.citations:
            lines = [
                f"- {md_escape(c.source)}, {md_escape(c.location(detailed=True))}: relevance {c.score:.2f}"
                for c in sorted(response.citations, key=lambda c: -c.score)
            ]
            st.markdown("**Sources by relevance** (similarity of the best passage on the page to the question):")
            st.markdown("\n".join(lines))
        if response.mode is Mode.DIRECT_ANSWER and confidence.level == "low":
            st.markdown("The quoted sentence states the answer, but retrieval support is weak or sources disagree.")
        if response.latency_ms:
            st.caption(f"Answered in {response.latency_ms} ms.")
