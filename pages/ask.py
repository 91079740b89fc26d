"""Ask: a chat thread of verbatim, cited answers."""

import streamlit as st

from ui import answer_view, ask_view, state, welcome_view
from ui.resources import get_engine, get_library
from ui.text import md_escape

engine = get_engine()

st.title("Ask")
st.caption("Answers come only from what your documents explicitly say.")


def reask(question: str, context: str) -> None:
    ask_view.ask(engine, question, context)
    st.rerun()


pending = st.session_state.pop(state.PENDING, None)
typed = st.chat_input("Ask a question about your documents")
if pending or typed:
    ask_view.ask(engine, pending or typed)

turns = state.thread()
if not turns:
    welcome_view.empty_state(get_library())
for index, turn in enumerate(turns):
    with st.chat_message("user"):
        st.markdown(md_escape(turn.question) + (f"  \n*Context: {md_escape(turn.context)}*" if turn.context else ""))
    with st.chat_message("assistant"):
        answer_view.answer_card(turn, index, reask)
if turns and st.button("Clear conversation", icon=":material/delete_sweep:"):
    st.session_state[state.THREAD] = []
    st.session_state.pop(state.OPEN_SOURCE, None)
    st.rerun()
