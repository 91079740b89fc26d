"""Two table rows of one document that read alike but for their figure (a table's year groups read
under one header, two sheet rows alike): the answer never gives both as one reading; both are shown
side by side as a conflict, at most medium (rag_core.answer.candidate.figures_apart)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.candidate import figures_apart
from rag_core.answer.engine import Engine
from rag_core.envelope import Mode
from rag_core.library import Library
from rag_core.settings import Settings
from tests.helpers.candidates import candidate

SHEET = b"Programme,Year,Deliveries\nAirliners,2022,480\nAirliners,2022,157\nFreighters,2022,33\n"


def _row(*parts: str, doc: str = "d1"):  # type: ignore[no-untyped-def]
    return candidate(" | ".join(parts), parts=parts, doc_id=doc)


def test_rows_alike_but_for_one_figure_are_told_apart_from_other_rows() -> None:
    a = _row("Deliveries", "2022", "Total", "480")
    assert figures_apart(a, _row("Deliveries", "2022", "Total", "157")) == ("Deliveries", "480", "157")
    assert figures_apart(a, _row("Deliveries", "2021", "Total", "340")) is None  # another column too
    assert figures_apart(a, _row("Cumulative deliveries", "2022", "Total", "157")) is None  # another row
    assert figures_apart(a, _row("Deliveries", "2022", "Total", "157", doc="d2")) is None  # another document
    assert figures_apart(a, a) is None
    line = candidate("Row 2: Airliners | Year: 2022 | Deliveries: 480")
    assert figures_apart(line, candidate("Row 3: Airliners | Year: 2022 | Deliveries: 157")) == (
        "Airliners",
        "Deliveries: 480",
        "Deliveries: 157",
    )
    assert figures_apart(line, candidate("Airliners delivered 157 aircraft.")) is None


@pytest.fixture(scope="module")
def fleet(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[Engine]:  # type: ignore[no-untyped-def]
    library = Library(Settings(data_dir=tmp_path_factory.mktemp("fleet") / "data", seed_samples=False), embedder)
    assert library.ingest_bytes("fleet_deliveries.csv", SHEET).ok
    yield Engine(library)


def test_two_figures_read_alike_are_shown_as_a_conflict_not_as_one_answer(fleet: Engine) -> None:
    response = fleet.ask("How many Airliners deliveries were there in 2022?")
    assert response.mode is Mode.DIRECT_ANSWER
    assert response.confidence.level == "medium"
    assert response.confidence.reason.startswith("The document gives more than one value")
    [conflict] = response.evidence.conflicts
    assert [v.value for v in conflict.values] == ["Deliveries: 480", "Deliveries: 157"]
    assert {v.row for v in conflict.values} == {2, 3}


def test_a_row_with_no_twin_is_answered_as_before(fleet: Engine) -> None:
    response = fleet.ask("How many Freighters deliveries were there in 2022?")
    assert response.mode is Mode.DIRECT_ANSWER
    assert "33" in response.answer and "480" not in response.answer
    assert response.evidence.conflicts == []
