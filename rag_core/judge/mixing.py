"""Training documents that all came in one format: their format is drawn at random for training.

The trees read a candidate's file format (``file_pdf`` ... ``file_text``) because formats differ (a
PDF's sentences carry layout, a sheet's rows are cells), but each public training set came in one
format only: SQuAD as text, TAT-QA as web pages. Left as they were, the format told the trees which
set a question came from, and they judged the same policy differently as a web page, a text file
or a Word file (right / wrong / unanswerable answered 77 / 9 / 2, 70 / 8 / 3, 77 / 11 / 5). So each
question of such a set (:attr:`~rag_core.judge.sets.SetSource.one_format`) is given one format drawn
at random (seeded) for its candidates, except a sheet's rows; what the format itself says is then
learnt from the synthetic documents, which come in every format.
"""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np

from rag_core.judge.collect import Collected
from rag_core.judge.features import INDEX

SEED = 11
KINDS = ("pdf", "html", "docx", "text")  # the prose formats a question's candidates are given
_COLUMNS = [INDEX[f"file_{k}"] for k in KINDS]
_SHEET = INDEX["file_sheet"]


def mix_formats(sets: Iterable[Collected], seed: int = SEED) -> None:
    """Give every question of ``sets`` (in place, in order, one generator for all) a prose format
    drawn at random; a sheet's rows keep theirs."""
    rng = np.random.default_rng(seed)
    for collected in sets:
        for question in collected.questions:
            if not question.count:
                continue
            block = collected.features[question.start : question.start + question.count]  # a view
            prose = block[:, _SHEET] == 0
            block[np.ix_(prose, _COLUMNS)] = 0.0
            block[prose, _COLUMNS[int(rng.integers(len(KINDS)))]] = 1.0
