"""The embedding model: run without sentence-transformers, with the vectors it gives, and a model
folder of another shape refused with what to do."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from rag_core.embedding import Embedder, bundled_model_path, read_layout
from rag_core.errors import ConfigError

TEXTS = [
    "What was total revenue in fiscal 2023?",
    "Revenue | 2023: 43,452 | 2022: 51,761",
    "  The Dayton warehouse handles 4,000 parcels a day.  ",
    "",
    "naïve café — “quoted” ½ €100",
    "We do not sell, trade or rent your personal information to third parties. " * 40,  # past 256 tokens
    "Employees may park in Garage B between 07:00 and 19:00 on weekdays.",
] + [f"Item {n}: the policy was reviewed in {2000 + n} by the board." for n in range(20)]


def _folder(tmp_path: Path, modules: list[str], pooling: dict[str, bool] | None = None) -> Path:
    folder = tmp_path / "model"
    (folder / "1_Pooling").mkdir(parents=True)
    (folder / "config.json").write_text(json.dumps({"max_position_embeddings": 512}))
    entries = [
        {
            "idx": i,
            "name": str(i),
            "path": "1_Pooling" if kind == "Pooling" else "",
            "type": f"sentence_transformers.models.{kind}",
        }
        for i, kind in enumerate(modules)
    ]
    (folder / "modules.json").write_text(json.dumps(entries))
    (folder / "1_Pooling" / "config.json").write_text(json.dumps(pooling or {"pooling_mode_mean_tokens": True}))
    return folder


def test_a_model_folder_with_a_module_it_cannot_run_is_refused_naming_it(tmp_path: Path) -> None:
    folder = _folder(tmp_path, ["Transformer", "Pooling", "Dense", "Normalize"])
    with pytest.raises(ConfigError) as caught:
        read_layout(folder)  # the first thing the embedder does with its folder
    message = str(caught.value)
    assert "'Dense'" in message and str(folder) in message and "RAG_EMBEDDING__MODEL_PATH" in message


def test_a_model_folder_pooling_two_ways_is_refused(tmp_path: Path) -> None:
    folder = _folder(
        tmp_path, ["Transformer", "Pooling"], {"pooling_mode_mean_tokens": True, "pooling_mode_max_tokens": True}
    )
    with pytest.raises(ConfigError, match="exactly one of mean, CLS or max"):
        read_layout(folder)  # the first thing the embedder does with its folder


def test_the_layout_is_read_from_the_folder_and_a_plain_folder_pools_by_mean(tmp_path: Path) -> None:
    bundled = read_layout(bundled_model_path())
    assert (bundled.max_tokens, bundled.lower_case, bundled.pooling, bundled.normalize) == (256, False, "mean", True)
    cls = read_layout(_folder(tmp_path, ["Transformer", "Pooling"], {"pooling_mode_cls_token": True}))
    assert (cls.pooling, cls.normalize, cls.max_tokens) == ("cls", False, 512)
    (tmp_path / "model" / "modules.json").unlink()
    assert read_layout(tmp_path / "model").pooling == "mean"


def test_vectors_are_those_sentence_transformers_gives_so_an_existing_index_stays_valid(embedder: Embedder) -> None:
    from sentence_transformers import SentenceTransformer

    reference = SentenceTransformer(str(bundled_model_path()), device="cpu", local_files_only=True)
    for texts in (TEXTS, TEXTS[5:6], TEXTS[:3]):  # batches of 16 and a rest, one long text, a few
        expected = reference.encode(texts, batch_size=16, normalize_embeddings=True, show_progress_bar=False)
        assert np.array_equal(embedder.embed(texts), expected)
    assert embedder.token_ids(TEXTS[1]) == reference.tokenizer(TEXTS[1], add_special_tokens=False)["input_ids"]


def test_chunk_sizing_counts_every_word_piece_even_right_after_a_truncating_pass(embedder: Embedder) -> None:
    """A chunk is sized by all its word pieces: an embedding pass (which truncates at the model's
    256) must not cut the count of a long text short, nor add the [CLS]/[SEP] the model gets."""
    from transformers import AutoTokenizer

    reference = AutoTokenizer.from_pretrained(str(bundled_model_path()), local_files_only=True)
    for text in TEXTS + ["[CLS] a [SEP] b [PAD]", "x " * 700]:
        embedder.embed(TEXTS[5:6])
        expected = reference(text, add_special_tokens=False, verbose=False)["input_ids"]
        assert embedder.token_ids(text) == expected
    assert len(embedder.token_ids(TEXTS[5])) > 256
