"""The shipped cross-encoder (rag_core.judge.cross) reads a question and a candidate together: the
sentence that answers scores above ones that share its words but do not."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from rag_core.judge.cross import CROSS_FILE, CrossEncoder
from rag_core.judge.model import MODEL_DIR, load_model


def _shipped() -> CrossEncoder:
    model = load_model()  # loaded once per process, as the engine does
    assert model is not None and model.cross is not None, f"no {CROSS_FILE} shipped in {MODEL_DIR}"
    return model.cross


def test_the_answering_sentence_scores_above_ones_that_only_share_words() -> None:
    scores = _shipped().score(
        "How often are the pump seals inspected?",
        [
            "The pump seals are inspected every 500 operating hours.",
            "The pump is painted red and the seals are black.",
            "The cafeteria opens at 8 am on working days.",
        ],
    )
    assert scores.shape == (3,) and scores.dtype == np.float64
    assert scores[0] > scores[1] and scores[0] > scores[2]


def test_scoring_is_repeatable_and_nothing_to_score_gives_nothing() -> None:
    cross = _shipped()
    texts = ["Revenue for 2023 was EUR 48.2 million.", "Acme employs 850 people."]
    first = cross.score("What was revenue in 2023?", texts)
    assert np.array_equal(first, cross.score("What was revenue in 2023?", texts))
    assert cross.score("What was revenue in 2023?", []).shape == (0,)


def test_a_question_of_125_word_pieces_or_more_is_scored_and_the_answering_sentence_still_leads() -> None:
    """FinanceBench spells a ratio's definition out after the question (173 word pieces); cutting only
    the candidate cannot fit such a pair into 128, and the question failed. Now the longer of the two
    is cut (a question that leaves the candidate room is cut as before)."""
    cross = _shipped()
    texts = [
        "The cash conversion cycle was 42 days in fiscal 2019.",
        "The cafeteria opens at 8 am on working days.",
    ]
    question = (
        "What is the FY2019 cash conversion cycle (CCC) for General Mills? CCC is defined as: DIO + DSO - DPO. "
        + "DIO is defined as: 365 * (average inventory between FY2018 and FY2019) / (FY2019 COGS). " * 6
    )
    scores = cross.score(question, texts)
    assert scores.shape == (2,) and np.isfinite(scores).all()
    assert scores[0] > scores[1]
    short = "What was the cash conversion cycle in fiscal 2019?"
    assert cross._leaves_room(short) and not cross._leaves_room(question)


def test_two_threads_when_the_question_is_alone_one_beside_another_and_the_same_logits(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    import threading

    from threadpoolctl import threadpool_info

    from rag_core import compute
    from rag_core.compute import ComputeGate
    from rag_core.judge import cross as cross_module

    idle = tmp_path / "loadavg"
    idle.write_text("0.50 0.40 0.30 1/180 4242\n")  # this thread alone runs on the machine's 2 cores
    monkeypatch.setattr(compute, "_LOADAVG", str(idle))
    monkeypatch.setattr(compute, "_usable_cores", lambda: 2)
    gate = ComputeGate()  # this process's own gate may have seen indexing in another test lately
    monkeypatch.setattr(cross_module, "GATE", gate)

    readers: list[set[int]] = []
    blas_threads: set[int] = set()
    forward = cross_module._forward

    def counting(*args):  # type: ignore[no-untyped-def]
        readers[-1].add(threading.get_ident())
        blas_threads.add(max(info["num_threads"] for info in threadpool_info() if info["user_api"] == "blas"))
        return forward(*args)

    monkeypatch.setattr(cross_module, "_forward", counting)
    cross = _shipped()
    question = "What was revenue in 2023?"
    texts = ["Revenue for 2023 was EUR 48.2 million.", "Acme employs 850.", "Revenue rose 4% on the year before."] * 4
    readers.append(set())
    with gate.asking():  # this question alone (its own pass counts as the same question)
        alone = cross.score(question, texts, threads=2)
    other_asking, done = threading.Event(), threading.Event()

    def other_question() -> None:
        with gate.asking():
            other_asking.set()
            done.wait(5.0)

    other = threading.Thread(target=other_question, daemon=True)
    other.start()
    assert other_asking.wait(5.0)
    readers.append(set())
    try:
        with gate.asking():
            beside = cross.score(question, texts, threads=2)
    finally:
        done.set()
        other.join(5.0)
    assert [len(r) for r in readers] == [2, 1]  # two threads read pairs side by side, then one
    assert blas_threads == {1}  # never one product split across threads: its rounding would depend on them
    assert np.array_equal(alone, beside)


def test_a_candidates_logit_does_not_depend_on_what_is_read_beside_it() -> None:
    cross = _shipped()
    question = "How often are the pump seals inspected?"
    answer = "Pump seals are inspected every six months by the maintenance team."
    others = ["The plant opened in 1998 in Leeds.", "Pumps and valves are bought from approved suppliers only. " * 5]
    alone = cross.score(question, [answer])[0]
    assert all(cross.score(question, [answer, *others[:n]])[0] == alone for n in (1, 2))
    assert cross.score(question, [*others, answer])[2] == alone


@pytest.mark.model  # runs the same layers in torch and transformers, as training does
def test_numpy_scoring_gives_the_logits_of_the_torch_model_it_was_trained_as() -> None:
    import torch
    from safetensors.torch import load_file

    from rag_core.judge import cross_train

    tokenizer, encoder = cross_train._base()
    state = load_file(MODEL_DIR / CROSS_FILE)
    encoder.load_state_dict(
        {k[len("encoder.") :]: v.float() for k, v in state.items() if k.startswith("encoder.")}, strict=False
    )
    head = torch.nn.Linear(encoder.config.hidden_size, 1)
    head.load_state_dict({k[len("head.") :]: v.float() for k, v in state.items() if k.startswith("head.")})
    question = "Do you share my personal information with advertisers?"
    texts = [
        "We never share your personal information with advertisers.",
        "Revenue | 2023 | $ 46,298 | 2022 | $ 51,761",
        "Cookies help us remember your settings. " * 30,  # cut at the token limit
    ]
    batch = tokenizer(
        [question] * 3, texts, truncation="only_second", max_length=128, padding=True, return_tensors="pt"
    )
    with torch.inference_mode():
        expected = cross_train._forward(encoder.eval(), head.eval(), batch).numpy()
    got = _shipped().score(question, texts)
    assert np.allclose(got, expected, atol=1e-4), (got, expected)
    assert len(set(np.round(expected, 2))) == 3  # three different logits: a constant output would not pass


def test_a_file_without_the_encoders_layers_is_refused_saying_so(tmp_path: Path) -> None:
    from safetensors.numpy import save_file

    file = tmp_path / CROSS_FILE
    save_file({"head.weight": np.zeros((1, 384), dtype=np.float16)}, str(file))
    with pytest.raises(ValueError, match="does not hold the cross-encoder's layers"):
        CrossEncoder.from_file(file)
    file.write_bytes(b"not a model")
    with pytest.raises(ValueError, match="not a safetensors file"):
        CrossEncoder.from_file(file)
