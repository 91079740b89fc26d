"""A little CSS on top of .streamlit/config.toml's theme: page images and marked text."""

import streamlit as st

_CSS = """
<style>
[data-testid="stImage"] img { border: 1px solid #d0d7de; box-shadow: 0 1px 6px rgba(27, 39, 51, .15); }
.verbatim-figure { margin: 0; }
.verbatim-zoom { overflow: auto; border: 1px solid #d0d7de; box-shadow: 0 1px 6px rgba(27, 39, 51, .15);
                 background: #fff; }
.verbatim-zoom:not([data-zoom="fit"]) { max-height: 80vh; }  /* both scroll bars stay in reach */
.verbatim-zoom img { display: block; height: auto; }
.verbatim-figure figcaption { font-size: .875rem; opacity: .6; text-align: center; margin-top: .25rem; }
.verbatim-page { font-family: Georgia, serif; line-height: 1.6; padding: .5rem 1rem; background: #fff;
                 border: 1px solid #d0d7de; max-height: 36rem; overflow-y: auto; }
.verbatim-page mark { background: #ffe680; padding: 0 .1rem; }
</style>
"""


def apply() -> None:
    """Inject the app's CSS (once per run)."""
    st.markdown(_CSS, unsafe_allow_html=True)
