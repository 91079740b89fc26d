"""Ask: a conversation of verbatim, cited answers, kept across reloads (the URL names it)."""

import streamlit as st

from rag_core.errors import RagCoreError
from ui import answer_view, ask_view, state, threads_view, welcome_view
from ui.resources import current_settings, get_library
from ui.text import md_escape

st.title("Ask")
st.caption("Answers come only from what your documents explicitly say.")
# The typed question is kept (state.PENDING) before anything reads the database, by the box's
# callback, and forgotten only once asked: during an outage it waits for the database (ui.outage).
st.chat_input("Ask a question about your documents", key=state.ASK_BOX, on_submit=ask_view.keep_typed)

try:
    # First start: the box and the sample questions are usable at once; the model loads meanwhile.
    welcome_view.until_ready(current_settings())
    conversations = threads_view.get_conversations()
except RagCoreError as exc:  # e.g. RAG_ANSWER__LEXICON_PATH names no readable lexicon: say which setting
    st.error(f"Questions cannot be answered: {md_escape(str(exc))}")
    st.stop()
threads_view.sync(conversations)

pending = st.session_state.get(state.PENDING)
if pending:
    ask_view.ask(conversations, pending)
    st.session_state.pop(state.PENDING, None)
state.show_notices()

turns = state.thread()
if not turns:
    welcome_view.empty_state(get_library())
for index, turn in enumerate(turns):
    with st.chat_message("user"):
        ask_view.question(conversations, turn, index)
    with st.chat_message("assistant"):
        answer_view.answer_card(turn, index, ask_view.reasker(conversations, turn))
if turns and st.button(
    "Clear conversation", icon=":material/delete_sweep:", help="Start a new conversation; this one stays in the sidebar"
):
    threads_view.new_conversation()
    st.rerun()
threads_view.sidebar(conversations)  # last: it lists a conversation this run has just started
