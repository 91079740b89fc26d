"""Evidence the search scores low but the judge reads as the answer: "who handles rotas and pay"
shares two words with "Marguerite Aldane looks after recruitment, rotas and pay as our people
manager." and none of its meaning the embedding sees. The judge's own reading, at its threshold,
is evidence; a question the documents do not answer still gets the fixed refusal."""

from __future__ import annotations

from pathlib import Path

from rag_core.answer.engine import Engine
from rag_core.messages import NO_EVIDENCE, Mode
from rag_core.evals.synth.small import build_small
from tests.helpers.builders import new_library


def test_a_paraphrase_the_search_scores_low_is_answered_when_the_judge_is_sure(tmp_path: Path, embedder) -> None:  # type: ignore[no-untyped-def]
    # a bakery's handbook, annual report and food safety policy (rendered by the project's own
    # generator: real PDFs and Markdown)
    docs, _ = build_small(0)
    engine = Engine(new_library(tmp_path / "data", embedder, {doc.name: doc.data for doc in docs}))
    response = engine.ask("who handles rotas and pay", session_id="j1")
    assert response.mode is Mode.DIRECT_ANSWER, response.mode
    assert response.answer == "Marguerite Aldane looks after recruitment, rotas and pay as our people manager."
    assert response.gate.passed
    off_topic = engine.ask("What is the bakery's carbon emissions target for 2030?", session_id="j2")
    assert off_topic.mode is Mode.HARD_REFUSAL
    assert off_topic.answer == NO_EVIDENCE


HANDBOOK = """# Larkspur Veterinary Clinic - Staff Handbook

## Hiring

We carry out a background check on every new employee.

Every new employee completes a two-week induction with a senior nurse.

## People

Hiroshi Lefevre is our head nurse.

Our head of legal is Orla Macaulay.

Valentina Ishikawa has been chief executive since 2021.

## Parking

Staff parking is in Garage B, open to employees between 08:30 and 20:00 on weekdays.

## Energy

All our electricity comes from renewable sources.
"""


def test_a_question_worded_unlike_the_documents_gets_their_passages_not_a_refusal(tmp_path: Path, embedder) -> None:  # type: ignore[no-untyped-def]
    # "Is our power green?" shares no word with the handbook except "our" and its meaning scores
    # under the gate's minimum, but the judge reads "All our electricity comes from renewable sources." as
    # likely the answer (P >= answer.topic_min_p, under its threshold): the topic is there, so the
    # passages are shown. (Which paraphrases the judge reads so is the shipped model's: the one
    # before read "Who handles lawsuits?" as "Our head of legal is Orla Macaulay.", this one does not.)
    engine = Engine(new_library(tmp_path / "data", embedder, {"larkspur_handbook.md": HANDBOOK.encode()}))
    response = engine.ask("Is our power green?", session_id="t1")
    assert response.mode is Mode.GUIDED_FALLBACK, response.answer
    assert "All our electricity comes from renewable sources." in [
        h.highlight for h in response.related_highlights or []
    ]
    assert response.judge is not None and response.judge.p < response.judge.threshold
    # a question on nothing the handbook is about still gets the fixed refusal and no document text
    off_topic = engine.ask("How long should I boil an egg?", session_id="t2")
    assert off_topic.mode is Mode.HARD_REFUSAL
    assert off_topic.answer == NO_EVIDENCE
    assert not off_topic.related_highlights
