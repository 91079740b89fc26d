"""Knowledge kept as data: the TOML files of word lists shipped in ``rag_core/data``, read and checked.

Stop lists, month and period words, company-name words, the analyst glossary and the synthetic
set's vocabularies live in TOML files, not in code, so that a word is added in one place and a
reviewer sees data as data. Every file is checked against a schema when it is read: a missing key,
an unknown key or a value of the wrong type raises ``ConfigError`` naming the file, the key and
what to do. The analyst lexicon (``measures.toml``) has its own reader in ``rag_core.text.measures``.

A deployment extends the word lists with files of the same names in a folder of its own
(``RAG_ANSWER__WORDS_DIR``): every key is optional there; a list adds its new words after the shipped
ones, a table adds or replaces entries. The folder is read when a list is first used, before any
settings object exists, so it is taken from the environment variable (the setting of the same name,
``AnswerSettings.words_dir``, documents it and keeps it out of a session's reach).

A schema is a dict of key -> expected type: ``str``, ``int``, ``float``, ``bool``, ``list[T]``,
``dict[str, T]`` (a table of any keys), ``tuple[A, B]`` (an array of exactly those types), another
dict (a table with exactly those keys), ``tables({...})`` (an array of such tables), ``A | B``
(either) or ``optional(T)`` (a key that may be left out).
"""

from __future__ import annotations

import os
import tomllib
import types
from collections.abc import Mapping
from functools import lru_cache
from pathlib import Path
from typing import Any, get_args, get_origin

from rag_core.errors import ConfigError

DATA_DIR = Path(__file__).parent / "data"
WORDS_DIR_ENV = "RAG_ANSWER__WORDS_DIR"

WORDS = list[str]


class tables:  # noqa: N801 - reads as a type in a schema, like ``list[str]``
    """An array of tables, each with exactly the keys of ``schema`` (``[[sectors]]`` in a file)."""

    def __init__(self, schema: dict[str, Any]) -> None:
        self.schema = schema


class optional:  # noqa: N801 - reads as a type in a schema, like ``list[str]``
    """A key of a schema that a file may leave out: ``"trap": optional({"sentence": str})``."""

    def __init__(self, expected: Any) -> None:
        self.expected = expected


# What each shipped word-list file holds (``rag_core/data/<name>.toml``).
SCHEMAS: dict[str, dict[str, Any]] = {
    "english": {
        "stopwords": WORDS,
        "meaningful_stopwords": WORDS,
        "paraphrasable": WORDS,
        "emphatic_after_possessive": WORDS,
        "relatives_after_possessive": WORDS,
        "people_nouns": WORDS,
        "modal_before_to": WORDS,
        "obligation_words": WORDS,
        "light_verbs": WORDS,
        "advice_verbs": WORDS,
        "time_zones": WORDS,
        "amount_frame_verbs": WORDS,
        "received_amount_verbs": WORDS,
        "subject_asking_words": WORDS,
        "receipt_words": WORDS,
        "conveyances": WORDS,
        "destination_prepositions": WORDS,
        "possessive_determiners": WORDS,
        "asked_time_words": WORDS,
        "value_kind_nouns": WORDS,
        "question_frame": WORDS,
        "reader_action_frames": WORDS,
        "pronouns": WORDS,
        "negations": WORDS,
        "negative_states": WORDS,
        "duty_holders": WORDS,
        "antonyms": list[tuple[str, str]],
        "same_change": list[WORDS],
        "date_range_ends": WORDS,
        "other_words": WORDS,
        "same_sense": list[WORDS],
        "either_way": list[WORDS],
        "exclusive_modifiers": list[WORDS],
        "name_tier_words": WORDS,
        "price_nouns": WORDS,
        "price_label_nouns": WORDS,
        "identifier_nouns": WORDS,
        "irregular_verbs": dict[str, WORDS],
        "rate_adjectives": dict[str, WORDS],
        "rate_qualifiers": WORDS,
        "holiday_dates": dict[str, WORDS],
        "said_as_phrase": dict[str, WORDS],
        "number_words": dict[str, int | float],
        "scales": dict[str, float],
        "abbreviations": WORDS,
        "function_words": WORDS,
        "measure_function_words": WORDS,
        "small_numbers": WORDS,
        "leading_verbs": WORDS,
        "leading_roles": WORDS,
        "date_ending_verbs": WORDS,
        "role_question_frames": WORDS,
        "leader_question_frames": WORDS,
        "present_role_words": WORDS,
        "note_headers": WORDS,
        "aim_verbs": WORDS,
        "aim_nouns": WORDS,
        "aim_question_words": WORDS,
        "aim_timescale_words": WORDS,
        "next_holder_words": WORDS,
        "likeness_words": WORDS,
        "step_manner_words": WORDS,
        "trade_head_nouns": WORDS,
        "leading_deeds": WORDS,
        "led_by": WORDS,
        "s_singulars": WORDS,
        "er_persons": WORDS,
        "irregular_plurals": dict[str, str],
        "plain_verb_forms": dict[str, str],
        "figure_directions": dict[str, str],
        "compound_heads": WORDS,
        "place_prepositions": WORDS,
        "document_nouns": WORDS,
        "author_nouns": WORDS,
        "organisation_kind_nouns": WORDS,
        "author_determiners": WORDS,
        "referring_determiners": WORDS,
        "referring_pronouns": WORDS,
        "yes_no_marks": WORDS,
        "having_verbs": WORDS,
        "not_person_words": WORDS,
        "passive_auxiliaries": WORDS,
        "role_openings": WORDS,
        "not_name_words": WORDS,
        "value_scale_words": WORDS,
        "measure_units": WORDS,
        "size_units": WORDS,
        "contractions_typed_bare": WORDS,
        "reduction_words": WORDS,
        "period_labels": WORDS,
        "contact_asking_words": WORDS,
        "contact_whom_words": WORDS,
        "contact_words": dict[str, WORDS],
        "asked_header_words": dict[str, WORDS],
        "asked_header_by_question_word": dict[str, WORDS],
        "lookup_framing_words": WORDS,
        "spelling_common_words": WORDS,
        "not_organisation_words": WORDS,
        "vague_only_words": WORDS,
        "comparison_verbs": WORDS,
        "span_words": WORDS,
        "how_value_words": WORDS,
        "comparison_noise_words": WORDS,
        "subject_lead_words": WORDS,
        "previous_pronouns": WORDS,
        "row_label_lead_words": WORDS,
        "manner_words": WORDS,
        "generic_file_name_words": WORDS,
        "role_title_words": WORDS,
        "table_header_words": WORDS,
        "column_header_words": WORDS,
        "not_defined_terms": WORDS,
        "auxiliary_verbs": WORDS,
        "question_words": WORDS,
        "reference_nouns": WORDS,
        "followup_document_nouns": WORDS,
        "measure_frame_words": WORDS,
        "period_frame_words": WORDS,
        "yardsticks": WORDS,
        "role_nouns": WORDS,
        "role_time_words": WORDS,
        "former_role_words": WORDS,
        "document_parts": WORDS,
        "basis_participles": WORDS,
        "currency_words": WORDS,
        "cost_nouns": WORDS,
        "lower_case_acronyms": dict[str, str],
        "document_kind_nouns": WORDS,
    },
    "periods": {
        "months": dict[str, int],
        "weekdays": WORDS,
        "seasons": WORDS,
        "quarter_ordinals": dict[str, int],
        "period_words": WORDS,
    },
    "names": {
        "legal_suffixes": dict[str, str],
        "generic_trailing": WORDS,
        "common_words": WORDS,
        "industry_words": WORDS,
        "name_stop_words": WORDS,
        "topic_words": WORDS,
        "joiners": WORDS,
        "institution_nouns": WORDS,
        "institution_title_verbs": WORDS,
        "generic_institution_words": WORDS,
        "leading_noise": WORDS,
        "top_level_domains": WORDS,
        "second_level_domains": WORDS,
        "name_endings": WORDS,
        "place_aliases": dict[str, WORDS],
    },
    "glossary": {"terms": dict[str, str]},
}


@lru_cache(maxsize=None)
def load(name: str) -> Mapping[str, Any]:
    """The shipped data file ``rag_core/data/<name>.toml``, checked against ``SCHEMAS[name]``.

    Read once per process, with the deployment's additions (see the module docstring). Callers copy
    what they need into their own constants (``frozenset`` for a set of words, ``tuple`` where order
    matters).

    Raises:
        ConfigError: a file does not match its schema, or ``RAG_ANSWER__WORDS_DIR`` names no folder.
    """
    shipped = read(DATA_DIR / f"{name}.toml", SCHEMAS[name])
    folder = os.environ.get(WORDS_DIR_ENV, "").strip()
    if not folder:
        return shipped
    if not Path(folder).is_dir():
        raise ConfigError(f"{WORDS_DIR_ENV} names {folder}, which is not a folder; create it or unset the variable")
    extra = Path(folder) / f"{name}.toml"
    if not extra.is_file():
        return shipped
    return extend(shipped, read(extra, {key: optional(kind) for key, kind in SCHEMAS[name].items()}))


def extend(shipped: Mapping[str, Any], extra: Mapping[str, Any]) -> dict[str, Any]:
    """``shipped`` with a deployment's additions: a list gains the items it lacks (after its own, in
    the order given), a table gains or replaces entries."""
    out = dict(shipped)
    for key, value in extra.items():
        base = out.get(key)
        if isinstance(base, list):
            out[key] = base + [item for item in value if item not in base]
        elif isinstance(base, dict):
            out[key] = base | value
        else:
            out[key] = value
    return out


def read(path: Path, schema: Mapping[str, Any]) -> dict[str, Any]:
    """Read the TOML file at ``path`` and check it against ``schema``.

    Raises:
        ConfigError: the file cannot be read, is not UTF-8 TOML, or does not match the schema; the
            message names the file and the key.
    """
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise ConfigError(f"cannot read the data file {path} ({exc.strerror}); reinstall rag_core") from exc
    except UnicodeDecodeError:
        raise ConfigError(f"the data file {path} is not UTF-8 text; save it as UTF-8") from None
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"the data file {path} is not valid TOML ({exc}); fix the line it names") from exc
    _check_table(data, schema, path, "")
    return data


def _check_table(value: Mapping[str, Any], schema: Mapping[str, Any], path: Path, where: str) -> None:
    for key, expected in schema.items():
        if key not in value and not isinstance(expected, optional):
            raise ConfigError(f"{path}: key '{where}{key}' is missing; add it ({_describe(expected)})")
    unknown = sorted(set(value) - set(schema))
    if unknown:
        raise ConfigError(
            f"{path}: unknown key '{where}{unknown[0]}'; check its spelling or remove it "
            f"(the keys here are {', '.join(schema)})"
        )
    for key, item in value.items():
        _check(item, schema[key], path, f"{where}{key}")


def _is_union(expected: Any) -> bool:
    return isinstance(expected, types.UnionType)


def _check(value: Any, expected: Any, path: Path, where: str) -> None:
    """Raise ``ConfigError`` unless ``value`` (found at key ``where``) has the type ``expected``."""
    if not _fits(value, expected, path, where):
        raise ConfigError(
            f"{path}: key '{where}' must be {_describe(expected)}, not {_kind(value)}; correct the value in the file"
        )


def _fits(value: Any, expected: Any, path: Path, where: str) -> bool:
    if isinstance(expected, optional):
        return _fits(value, expected.expected, path, where)
    if isinstance(expected, tables):
        if not isinstance(value, list):
            return False
        for index, item in enumerate(value):
            _check(item, expected.schema, path, f"{where}[{index}]")
        return True
    if isinstance(expected, dict):
        if not isinstance(value, dict):
            return False
        _check_table(value, expected, path, where + ".")
        return True
    if _is_union(expected):
        return any(_fits(value, option, path, where) for option in get_args(expected))
    origin, args = get_origin(expected), get_args(expected)
    if origin is list:
        if not isinstance(value, list):
            return False
        for index, item in enumerate(value):
            _check(item, args[0], path, f"{where}[{index}]")
        return True
    if origin is tuple:
        if not isinstance(value, list) or len(value) != len(args):
            return False
        for index, (item, kind) in enumerate(zip(value, args, strict=True)):
            _check(item, kind, path, f"{where}[{index}]")
        return True
    if origin is dict:
        if not isinstance(value, dict):
            return False
        for key, item in value.items():
            _check(item, args[1], path, f"{where}.{key}")
        return True
    if expected is float:
        return isinstance(value, float)
    return isinstance(value, expected) and not (isinstance(value, bool) and expected is not bool)


def _describe(expected: Any) -> str:
    """``expected`` in words: "a list of text", "a table of whole numbers"."""
    if isinstance(expected, optional):
        return _describe(expected.expected)
    if isinstance(expected, tables):
        return f"a list of tables with the keys {', '.join(expected.schema)}"
    if isinstance(expected, dict):
        return f"a table with the keys {', '.join(expected)}"
    if _is_union(expected):
        return " or ".join(_describe(option) for option in get_args(expected))
    origin, args = get_origin(expected), get_args(expected)
    if origin is list:
        return f"a list of {_plural(args[0])}"
    if origin is dict:
        return f"a table of {_plural(args[1])}"
    if origin is tuple:
        return f"a list of {len(args)}: " + ", ".join(_describe(arg) for arg in args)
    return {str: "text", int: "a whole number", float: "a decimal number", bool: "true or false"}[expected]


def _plural(expected: Any) -> str:
    if _is_union(expected):
        return " or ".join(_plural(option) for option in get_args(expected))
    simple = {str: "text", int: "whole numbers", float: "decimal numbers", bool: "true/false values"}
    return simple.get(expected) or _describe(expected).removeprefix("a ") + "s"


def _kind(value: Any) -> str:
    return {
        str: "text",
        int: "a whole number",
        float: "a decimal number",
        bool: "true/false",
        list: "a list",
        dict: "a table",
    }.get(type(value), type(value).__name__)
