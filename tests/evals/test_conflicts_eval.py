"""``python -m rag_core eval conflicts``: sources that disagree (RGB, RAMDocs), each source a document,
every question asked with and without the false sources."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rag_core.cli import main
from rag_core.evals import conflicts

RGB = [
    {
        "id": 0,
        "query": "Who won the 2019 regional cup?",
        "answer": "Harbour Rovers",
        "fakeanswer": "Millbrook Athletic",
        "positive": ["The 2019 regional cup was won by Harbour Rovers after a penalty shoot-out."],
        "positive_wrong": ["The 2019 regional cup was won by Millbrook Athletic after a penalty shoot-out."],
        "negative": ["Quay Park holds 4,000 spectators and was rebuilt in 2011."],
    },
    {
        "id": 1,
        "query": "When was the Harbour Rovers club founded?",
        "answer": [["1952"]],
        "fakeanswer": "1961",
        "positive": ["The Harbour Rovers club was founded in 1952 by dock workers."],
        "positive_wrong": ["The Harbour Rovers club was founded in 1961 by dock workers."],
        "negative": [],
    },
]
RAMDOCS = {
    "question": "Where is the Larkin bridge located?",
    "documents": [
        {"text": "The Larkin bridge is a covered bridge located in Springfield.", "type": "correct", "answer": "x"},
        {"text": "The Larkin bridge is a covered bridge located in Riverton.", "type": "misinfo", "answer": "y"},
        {"text": "Covered bridges were common in the 19th century.\x07", "type": "noise", "answer": "unknown"},
    ],
    "gold_answers": ["Springfield"],
    "wrong_answers": ["Riverton"],
}


def _data(root: Path) -> Path:
    (root / "rgb").mkdir(parents=True)
    (root / "rgb" / "en_fact.json").write_text("\n".join(json.dumps(item) for item in RGB), encoding="utf-8")
    (root / "ramdocs").mkdir()
    (root / "ramdocs" / "RAMDocs_test.jsonl").write_text(json.dumps(RAMDOCS) + "\n", encoding="utf-8")
    return root


def test_loaders_type_each_source_and_flatten_the_answers(tmp_path: Path) -> None:
    data = _data(tmp_path / "shared")
    cup, club = conflicts.load_rgb(data / conflicts.FILES["rgb"])
    assert [(s.name, s.kind) for s in cup.sources] == [
        ("rgb-0-true", "true"),
        ("rgb-0-swapped", "false"),
        ("rgb-0-noise", "noise"),
    ]
    assert club.true_answers == ("1952",) and [s.kind for s in club.sources] == ["true", "false"]
    (bridge,) = conflicts.load_ramdocs(data / conflicts.FILES["ramdocs"])
    assert [s.kind for s in bridge.sources] == ["true", "false", "noise"]
    assert "\x07" not in bridge.sources[2].passages[0]  # a control character would refuse the source


def test_disagreeing_sources_are_counted_as_shown_and_the_control_has_no_conflict(tmp_path: Path, embedder) -> None:  # type: ignore[no-untyped-def]
    data = _data(tmp_path / "shared")
    out = tmp_path / "conflicts.json"
    payload = conflicts.run(data, work=tmp_path / "work", out=out, embedder=embedder)
    metrics = payload["metrics"]
    assert metrics["rgb/both"]["shown"] == 2, payload["records"]
    assert metrics["rgb/true"]["right"] == 2 and metrics["rgb/true"].get("false_conflict", 0) == 0
    assert metrics["ramdocs/both"]["questions"] == 1 and metrics["ramdocs/true"]["questions"] == 1
    assert metrics["verbatim_violations"] == 0
    assert json.loads(out.read_text(encoding="utf-8"))["metrics"] == metrics
    report = conflicts.report(metrics)
    assert "| rgb/both (2 q.) | shown 2, silent_false 0" in report


def test_missing_data_names_the_files_the_command_reads(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["eval", "conflicts", str(tmp_path), "--data-dir", str(tmp_path / "work")])
    err = capsys.readouterr().err
    assert code != 0
    assert "rgb/en_fact.json" in err and "ramdocs/RAMDocs_test.jsonl" in err
