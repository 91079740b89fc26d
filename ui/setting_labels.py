"""The Settings page's words: a plain-word label per session-editable setting, per section and per choice.

UI text only; ``rag_core`` names a setting by its key (``retrieval.min_score``) and never imports
this module. A setting without a label here is shown with its field name, capitalised.
"""

from __future__ import annotations

from rag_core.settings import GeneratorName, SessionSettingError, Strictness, setting_key

# Plain-word labels of the session-editable settings, by key ("section.field", or "generator").
LABELS: dict[str, str] = {
    "generator": "Answer generator",
    "retrieval.preset": "Strictness",
    "retrieval.min_score": "Match score needed",
    "retrieval.min_chunks": "Matching passages needed",
    "retrieval.semantic_weight": "Weight of meaning",
    "retrieval.keyword_weight": "Weight of keywords",
    "retrieval.source_boost": "Boost for files the question names",
    "retrieval.dense_candidates": "Passages found by meaning",
    "retrieval.keyword_candidates": "Passages found by keywords",
    "retrieval.focus_question": "Search with the question sentence only",
    "retrieval.glossary": "Spell out analyst terms",
    "retrieval.glossary_in_dense": "Spelled-out terms in meaning search",
    "retrieval.top_k": "Passages kept",
    "answer.min_coverage": "Words a quoted sentence must share",
    "answer.max_answer_sentences": "Answer length",
    "answer.max_highlights": "Passages shown without an answer",
    "answer.max_highlights_per_page": "Passages per page",
    "answer.highlight_floor": "Relevance floor for passages",
    "answer.diverse_pages": "Pages covered first",
    "answer.candidate_chunks": "Passages considered",
    "answer.judged_candidates": "Sentences the answer judge weighs",
    "answer.stated_min_p": "Judge score that lets a full statement answer",
    "answer.cross_candidates": "Sentences read together with the question",
    "answer.coverage_weight": "Ranking: weight of shared words",
    "answer.similarity_weight": "Ranking: weight of similarity",
    "answer.value_bonus": "Ranking: bonus for a value",
    "answer.states_measure_bonus": "Ranking: bonus for naming the measure",
    "answer.stated_bonus": "Ranking: bonus for a full statement",
    "answer.statement_row_bonus": "Ranking: bonus for a financial statement row",
    "answer.table_pages": "Extra table pages read",
    "answer.conflict_tolerance": "Difference that counts as a conflict",
    "answer.ask_company": "Ask which company is meant",
    "clarify.max_same_prompt_rounds": "Clarifying rounds before answering anyway",
    "llm.ollama_model": "Ollama model",
    "llm.ollama_host": "Ollama server address",
    "llm.openai_model": "OpenAI model",
    "llm.openai_base_url": "OpenAI-compatible address",
    "llm.timeout_s": "Longest wait (seconds)",
    "llm.temperature": "Variation in wording",
    "llm.seed": "Repeatability seed",
    "llm.max_tokens": "Longest reply (tokens)",
    "llm.context_chunks": "Passages given to the model",
    "llm.max_sentences": "Longest model answer (sentences)",
    "llm.min_coverage": "Share of sentences backed by quotes",
    "llm.repair_rounds": "Revision rounds",
    "llm.tool_steps": "Quote look-ups per revision",
    "llm.min_kept_share": "Share that must survive checking",
}


SECTION_TITLES = {
    "retrieval": "Searching and when to decline",
    "answer": "Answers",
    "clarify": "Clarifying questions",
    "llm": "Language model (used only with Ollama or OpenAI as the generator)",
}

PRESET_LABELS: dict[Strictness, str] = {
    "strict": "Strict: declines more",
    "moderate": "Moderate (default)",
    "lenient": "Lenient: declines less",
}

GENERATOR_LABELS: dict[GeneratorName, str] = {
    "extractive": "Quoted sentences only (no language model)",
    "ollama": "Ollama (a model on this machine)",
    "openai": "OpenAI (online)",
}


def label(section: str, name: str) -> str:
    """A setting's label in plain words."""
    return _labelled(setting_key(section, name))


def _labelled(key: str) -> str:
    return LABELS.get(key, key.rsplit(".", 1)[-1].replace("_", " ").capitalize())


def refusal(exc: Exception) -> str:
    """Why a change was refused, each bad setting named by its label and its key
    ("Match score needed [retrieval.min_score] must be between -1 and 1; 5 is out of range")."""
    problems = exc.problems if isinstance(exc, SessionSettingError) else ()
    if not problems:
        return str(exc)
    return "; ".join(f"{_labelled(key)} [{key}]{rest}" for key, rest in problems)
