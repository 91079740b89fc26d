"""The project's own labelled cases, generated: fictional organisations' documents in every format
the app reads, with questions of every form, answerable or not.

``generate`` makes the training set (trainable: the shipped answer judge may learn from it);
``small_company`` one more fictional company with hand-checked cases, for evaluation only. Both are
deterministic for a seed: the same bytes and the same questions on every run and machine. The PDFs
are written with fpdf2, a development dependency of the app: generating needs it installed.

What is generated (``rag_core.evals.synth``): organisations of twelve kinds (logistics firms, coffee
roasters, software companies, clinics, councils, schools, retailers, breweries, hotels, architects,
vets, charities) in six countries, each with two to five documents (handbook, policies, annual report,
quarterly statement, spreadsheet, web pages) in PDF, Word, HTML, Excel, CSV, Markdown and text. Each
question is asked in its organisation's collection; ``golds`` are verbatim strings of the stating
sentence or table cell; ``pages`` are the pages (or sections, or 40-line blocks, or sheets) the app's
readers give under the default ingest settings. Unanswerable questions come in six categories (see
``rag_core.evals.synth.questions``) and are as many as the answerable ones.
"""

from __future__ import annotations

import logging
import time

from rag_core.evals.devsets import DevSet
from rag_core.evals.synth.build import build
from rag_core.evals.synth.small import build_small
from rag_core.evals.synth.software import build_software
from rag_core.evals.synth.utility import build_utility

logger = logging.getLogger(__name__)

LICENSE = "project-made"


def generate(seed: int = 0, organisations: int = 40) -> DevSet:
    """Documents and labelled questions of ``organisations`` fictional organisations (about 70 questions each).

    Raises:
        ValueError: ``organisations`` is below 1.
    """
    if organisations < 1:
        raise ValueError(f"organisations must be at least 1, not {organisations}")
    started = time.perf_counter()
    docs, items = build(seed, organisations)
    logger.info(
        "synthetic set for seed %s: %d documents, %d questions in %.1f s",
        seed,
        len(docs),
        len(items),
        time.perf_counter() - started,
    )
    return DevSet(name="synthetic", docs=tuple(docs), items=tuple(items), license=LICENSE, trainable=True)


def small_company(seed: int = 1) -> DevSet:
    """Wrenhollow Bakery: a handbook PDF, an annual report PDF and a food safety policy in Markdown, with
    57 hand-checked cases (33 answerable, 4 of each unanswerable category). Evaluation only: not trainable.

    The company and its people are in none of ``generate``'s name pools. The documents and cases are
    fixed text checked by hand; ``seed`` only sets the order of the cases.
    """
    docs, items = build_small(seed)
    return DevSet(
        name="synthetic-small-company", docs=tuple(docs), items=tuple(items), license=LICENSE, trainable=False
    )


def small_utility(seed: int = 1) -> DevSet:
    """Halden Water: an annual review (PDF), a customer charter (web page), a staff handbook (Word), a
    reservoir sheet (Excel) and a health and safety policy (Markdown), with 56 hand-checked cases (41
    answerable, 15 not). Evaluation only: not trainable. Its questions were written before any was
    asked of the engine; ``seed`` only sets their order."""
    docs, items = build_utility(seed)
    return DevSet(name="small-utility", docs=tuple(docs), items=tuple(items), license=LICENSE, trainable=False)


def small_software(seed: int = 1) -> DevSet:
    """Corvane Software: an annual report (PDF), a privacy notice (web page), an employee handbook with a
    benefits table (Word), a workbook of plans and headcount (Excel) and an information security policy
    (Markdown), with 73 hand-checked cases (61 answerable, 12 not). Evaluation only: not trainable. Its
    questions were written before any was asked of the engine; ``seed`` only sets their order."""
    docs, items = build_software(seed)
    return DevSet(name="small-software", docs=tuple(docs), items=tuple(items), license=LICENSE, trainable=False)
