"""Direct answers, fallbacks and clarifying questions (``RAG_ANSWER__...``, ``RAG_CLARIFY__...``)."""

from __future__ import annotations

from pathlib import Path

from pydantic import Field

from rag_core.settings.base import Section


class AnswerSettings(Section):
    """How explicit a sentence must be to become a direct answer, and what a fallback shows."""

    min_coverage: float = Field(
        0.5,
        ge=0,
        le=1,
        description=(
            "Share of the question's words (rare words count more) a sentence must contain to be quoted "
            "as a direct answer (0 to 1)."
        ),
    )
    max_answer_sentences: int = Field(3, ge=1, le=20, description="Longest direct answer, in quoted sentences.")
    max_highlights: int = Field(6, ge=1, le=50, description="Most passages quoted when there is no direct answer.")
    max_highlights_per_page: int = Field(2, ge=1, le=20, description="Most of those passages taken from one page.")
    highlight_floor: float = Field(
        0.5,
        ge=0.0,
        le=1.0,
        description=(
            "Passages shown without an answer must score at least this share of the best one; passages "
            "sharing no word with the question are dropped when others do."
        ),
    )
    diverse_pages: int = Field(
        5,
        ge=0,
        le=50,
        description=(
            "Without a direct answer, first show the best sentence of each of this many top-ranked pages, "
            "then fill up with the best remaining sentences."
        ),
    )
    candidate_chunks: int = Field(
        10, ge=1, le=100, description="Top-ranked passages whose sentences are considered for the answer."
    )
    judged_candidates: int = Field(
        60,
        ge=1,
        le=500,
        description="Best-matching sentences and table cells of a question the answer judge weighs (the rest are only passages).",
    )
    stated_min_p: float = Field(
        0.65,
        ge=0,
        le=2,
        description=(
            "Under the judge's threshold, a sentence that passes every check of a stated answer (most of the "
            "question's words, a value of the asked kind, no negation the question lacks) still answers when its "
            "P is at least this; a measure stated with its period and value always does. Above 1: never. Another "
            "page of the answer's document giving another figure keeps the answer below high only at this P too."
        ),
    )
    yes_no_min_p: float = Field(
        0.65,
        ge=0,
        le=2,
        description=(
            "Under the judge's threshold, a yes/no question is still answered by the sentence that holds every one "
            "of its words, with no negation or opposite it lacks, when its P is at least this. Above 1: never."
        ),
    )
    yes_no_deed_min_p: float = Field(
        0.45,
        ge=0,
        le=2,
        description=(
            "As yes_no_min_p, for a sentence that also says the deed the question asks of its doer ('sell' of 'Does "
            "BWW sell my personal information?' in 'We will not sell or rent the personally identifiable information "
            "...'). Above 1: never."
        ),
    )
    yes_no_restated_min_p: float = Field(
        0.2,
        ge=0,
        le=2,
        description=(
            "As yes_no_min_p, for a sentence that says nothing but the question's own words, with or without 'not' "
            "('Slide tackles are not allowed.' for 'Are slide tackles allowed?'). Above 1: never."
        ),
    )
    shaped_min_p: float = Field(
        0.4,
        ge=0,
        le=2,
        description=(
            "Under the judge's threshold, the best candidate still answers when the question asks for a value of a "
            "fixed shape (a document's own date, a length of time, how often, a time of day, a phone number, an "
            "email or web address) that it gives, and its P is at least this; so does a sentence defining the very "
            "term a definition question asks about. Above 1: never."
        ),
    )
    figure_min_p: float = Field(
        0.2,
        ge=0,
        le=2,
        description=(
            "Under the judge's threshold, the best candidate still answers a how-many question when it passes every "
            "check of a stated answer and its figure counts the very thing asked ('runs six gyms'), or a question "
            "asking how much something changed when its figure is a change ('Rents rose by 7.7%'), and its P is at "
            "least this; a count in a sentence holding every word of the question at a quarter of this. Above 1: "
            "never."
        ),
    )
    method_min_p: float = Field(
        0.05,
        ge=0,
        le=2,
        description=(
            "Under the judge's threshold, a question asking how to do something ('How do I descale the machine?') "
            "is still answered by the sentence that opens with the purpose it asks ('To descale, pour 500 ml of "
            "descaler ...') on a page that names the rest of the question, when its P is at least this. Above 1: "
            "never."
        ),
    )
    condition_min_p: float = Field(
        0.05,
        ge=0,
        le=2,
        description=(
            "Under the judge's threshold, a question asking what happens in a case ('What if I forget a dose?') "
            "is still answered by the sentence whose opening 'if' clause states that case ('If you forget to give a "
            "dose, give the next dose when needed ...'), when its P is at least this. Above 1: never."
        ),
    )
    agent_min_p: float = Field(
        0.15,
        ge=0,
        le=2,
        description=(
            "Under the judge's threshold, a question asking who did something ('Who designed the bridge?') is still "
            "answered by the sentence holding every word of it that names the doer by name ('... was designed by "
            "the engineer August Rehbein'), when its P is at least this. Above 1: never."
        ),
    )
    date_min_p: float = Field(
        0.15,
        ge=0,
        le=2,
        description=(
            "Under the judge's threshold, a question asking when something happened ('When did the town join the "
            "Hanseatic League?') is still answered by the sentence holding every word of it that dates the deed "
            "('... joined the Hanseatic League in 1412'), when its P is at least this. Above 1: never."
        ),
    )
    topic_min_p: float = Field(
        0.4,
        ge=0,
        le=2,
        description=(
            "When too little of the documents matches the question's words and meaning, the question is declined "
            "unless the judge rates a sentence at least this likely to state the answer: then its passages are "
            "shown (the question words it differently from the documents). Above 1: always declined. A table row "
            "that reads like a direct answer's row but for its figure is shown beside it from this P too."
        ),
    )
    case_min_p: float = Field(
        0.1,
        ge=0,
        le=2,
        description=(
            "A sentence right beside a one-sentence direct answer that carries every question word the answer "
            "carries and gives another value of the same kind (the library's term-time hours beside its summer "
            "hours) is quoted with it, and the answer is at most medium, when the judge rates it at least this "
            "likely to state the answer. Above 1: never."
        ),
    )
    cross_candidates: int = Field(
        3,
        ge=0,
        le=10,
        description=(
            "Best-matching sentences the answer judge also reads together with the question (its "
            "cross-encoder; each adds ~5-10 ms to a question)."
        ),
    )
    cross_threads: int = Field(
        2,
        ge=1,
        le=64,
        description=(
            "CPU threads the answer judge's cross-encoder reads with while the question is the only one under way "
            "and cores are free (else one), each reading whole candidates. Two took a question's three readings "
            "from ~30 to ~21 ms on 2 cores."
        ),
    )
    coverage_weight: float = Field(
        0.6,
        ge=0,
        le=5,
        description="Ranking of candidate sentences and table rows: weight of the share of the question's words they carry.",
    )
    similarity_weight: float = Field(
        0.3,
        ge=0,
        le=5,
        description="Ranking: weight of the cosine similarity of the chunk a candidate comes from (negative counts as 0).",
    )
    value_bonus: float = Field(
        0.1,
        ge=0,
        le=5,
        description="Ranking: added when a candidate gives a value of the asked kind (a number, a date, a name).",
    )
    states_measure_bonus: float = Field(
        0.1, ge=0, le=5, description="Ranking: added when a sentence names the measure a question asks for."
    )
    stated_bonus: float = Field(
        0.2,
        ge=0,
        le=5,
        description=(
            "Ranking: added when a sentence or table row states the asked measure for the asked period "
            "with a value, so full statements rank above those that only relate."
        ),
    )
    statement_row_bonus: float = Field(
        0.1,
        ge=0,
        le=5,
        description="Ranking: added for a table row of a primary statement (income statement, balance sheet, cash flows).",
    )
    table_pages: int = Field(
        3,
        ge=0,
        le=20,
        description=(
            "For a question about a figure, this many more pages are read whose tables have a row for "
            "the measure and a column for the period (0: only the retrieved pages)."
        ),
    )
    conflict_tolerance: float = Field(
        0.01, ge=0, le=1, description="Relative difference above which two numbers with the same unit conflict."
    )
    judge_model_dir: Path | None = Field(
        None,
        description=(
            "Folder of the answer judge's model (model.txt and judge.json, written by `python -m rag_core "
            "train judge`); empty for the model that ships with Verbatim."
        ),
    )
    lexicon_path: Path | None = Field(
        None,
        description=(
            "Your own analyst lexicon (TOML, the layout of rag_core/data/measures.toml): more names for "
            "a measure (revenue = net sales) or new measures. Added to the built-in one. A regular file of "
            "at most 1 MB; set by the deployment (RAG_ANSWER__LEXICON_PATH), never per session."
        ),
    )
    words_dir: Path | None = Field(
        None,
        description=(
            "A folder of your own additions to the built-in word lists: english.toml, periods.toml, "
            "names.toml or glossary.toml, with any of the keys of the files of the same names in "
            "rag_core/data (stop words, period words, company-name words, glossary terms). A list gains "
            "your words, a table your entries. Read at start-up; set by the deployment "
            "(RAG_ANSWER__WORDS_DIR), never per session."
        ),
    )
    max_question_chars: int = Field(
        2000,
        ge=100,
        le=100_000,
        description=(
            "Longest question (with what a clarifying round added) the engine reads, in characters; a "
            "longer one is declined with this number, before any search. Set by the deployment."
        ),
    )
    ask_company: bool = Field(
        True,
        description=(
            "When the library holds documents of several companies and a question names none, ask "
            "which company is meant instead of answering from whichever ranks first."
        ),
    )


class ClarifySettings(Section):
    """Clarifying questions for vague input."""

    max_same_prompt_rounds: int = Field(
        3,
        ge=1,
        le=10,
        description=(
            "After the same clarifying question has been asked this many times with nothing new added, "
            "answer as well as the documents allow and note that the question stayed unclear."
        ),
    )
