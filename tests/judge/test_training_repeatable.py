"""Training the judge is code: the same pairs and features give the same model, byte for byte, so a
retrained model differs from the shipped one only where its data or code does."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from rag_core.judge import cross_train
from rag_core.judge.features import FEATURES
from rag_core.judge.train import _train

_FACTS = [
    ("How often are the pump seals inspected?", "The pump seals are inspected every 500 operating hours."),
    ("Who leads Kestrel Freight?", "Kestrel Freight has been led by chief executive Dana Whitfield since 2019."),
    ("Does Corvid sell my personal information?", "We do not sell your personal information to anyone."),
    ("What was revenue in 2024?", "Revenue for 2024 was EUR 61.4 million."),
]


def _pairs() -> tuple[list[str], list[str], list[bool]]:
    questions, texts, labels = [], [], []
    for i, (question, answer) in enumerate(_FACTS):
        for j, (_, other) in enumerate(_FACTS):
            questions.append(question)
            texts.append(answer if i == j else other)
            labels.append(i == j)
    return questions * 3, texts * 3, labels * 3  # 48 pairs: two batches


@pytest.mark.model  # fine-tunes the bundled model's first layers twice
def test_the_cross_encoder_trained_twice_on_the_same_pairs_is_the_same(tmp_path: Path) -> None:
    import torch  # imported here: collecting the unit tier should not load torch
    from safetensors.torch import load_file

    questions, texts, labels = _pairs()
    cross_train.train(questions, texts, labels, tmp_path / "a.safetensors", epochs=1)
    cross_train.train(questions, texts, labels, tmp_path / "b.safetensors", epochs=1)
    first, second = load_file(tmp_path / "a.safetensors"), load_file(tmp_path / "b.safetensors")
    assert first.keys() == second.keys()
    assert all(torch.equal(first[name], second[name]) for name in first)
    # and training moved the weights: the check above would pass on two untouched copies too
    base = cross_train._base()[1].state_dict()
    assert not torch.equal(
        first["encoder.encoder.layer.0.output.dense.weight"].float(),
        base["encoder.layer.0.output.dense.weight"].half().float(),
    )


def test_the_trees_trained_twice_on_the_same_features_are_the_same() -> None:
    rng = np.random.default_rng(3)
    features = rng.random((600, len(FEATURES)), dtype=np.float64)
    labels = (features[:, 0] + 0.3 * rng.random(600) > 0.8).astype(np.float32)
    first = _train(features, labels, rounds=30).model_strings()
    assert first == _train(features, labels, rounds=30).model_strings()
    assert first != _train(features, 1 - labels, rounds=30).model_strings()


@pytest.mark.model  # fine-tunes the bundled model's first layers twice
def test_a_retrain_on_the_same_pairs_reuses_the_encoder_and_other_pairs_train_a_new_one(tmp_path: Path) -> None:
    questions, texts, labels = _pairs()
    out = tmp_path / "cross.safetensors"
    cross_train.trained(questions, texts, labels, out)
    written = out.stat().st_mtime_ns
    again = cross_train.trained(questions, texts, labels, out)
    assert out.stat().st_mtime_ns == written  # the same pairs: the encoder on disk, not trained again
    assert again.score(questions[0], texts[:2]).shape == (2,)
    flipped = [not label for label in labels]
    cross_train.trained(questions, texts, flipped, out)
    assert out.stat().st_mtime_ns != written
    assert out.with_suffix(".key").read_text() == cross_train.pairs_key(questions, texts, flipped)


@pytest.mark.model  # the bundled model's first layers, in evaluation mode (no dropout)
def test_a_batch_run_as_length_sorted_parts_has_the_gradient_of_one_padded_pass() -> None:
    import torch

    questions, texts, labels = _pairs()
    questions, texts, labels = questions[:13], texts[:13], labels[:13]  # parts of 8 and 5
    tokenizer, encoder = cross_train._base()
    encoder.eval()
    torch.manual_seed(0)
    head = torch.nn.Linear(encoder.config.hidden_size, 1)
    weight = torch.tensor(2.0)
    parameters = [encoder.encoder.layer[0].attention.self.query.weight, head.weight, head.bias]

    loss = cross_train._accumulate(tokenizer, encoder, head, questions, texts, labels, list(range(13)), weight)
    parts = [p.grad.clone() for p in parameters]
    for p in parameters:
        p.grad = None
    batch = tokenizer(
        questions,
        texts,
        truncation="only_second",
        max_length=cross_train.TRAIN_TOKENS,
        padding=True,
        return_tensors="pt",
    )
    whole = torch.nn.functional.binary_cross_entropy_with_logits(
        cross_train._forward(encoder, head, batch), torch.tensor([float(x) for x in labels]), pos_weight=weight
    )
    whole.backward()
    assert loss == pytest.approx(whole.item(), rel=1e-5)
    for part, p in zip(parts, parameters, strict=True):
        assert torch.allclose(part, p.grad, atol=1e-6), float((part - p.grad).abs().max())
    assert head.weight.grad.abs().max() > 1e-3  # a gradient to compare, not two zeros
