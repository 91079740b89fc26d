"""Text normalisation happens in one place and is stable."""

from __future__ import annotations

from rag_core.ingest.normalize import garbled_share, normalize_text


def test_ligatures_and_compatibility_forms_are_folded() -> None:
    assert normalize_text("The ﬁnal ﬂow ofﬁce") == "The final flow office"
    assert normalize_text("Ｆｕｌｌ\u00a0width") == "Full width"


def test_words_broken_across_lines_are_rejoined() -> None:
    assert normalize_text("inter-\nnational trade") == "international trade"
    assert normalize_text("COVID-\n19 cases") == "COVID-19 cases"
    assert normalize_text("soft\u00adhyphen") == "softhyphen"


def test_whitespace_is_collapsed_but_lines_are_kept() -> None:
    raw = "  Title\t\tline  \r\n\r\n\r\n\r\nBody   text\x0c here  "
    assert normalize_text(raw) == "Title line\n\nBody text here"


def test_normalisation_is_idempotent() -> None:
    raw = "Eﬀective  date:\n1 Jan-\nuary 2024\u200b end"
    once = normalize_text(raw)
    assert normalize_text(once) == once


def test_garbled_share_flags_broken_font_encodings() -> None:
    assert garbled_share("A normal sentence.") == 0.0
    assert garbled_share("78 *$5\x01\x01\ue000\ue001\x01") > 0.3
