"""What one session (one user) may change of the settings, and the check of those changes.

The labels the Settings page shows for these fields are UI text and live in ``ui/setting_labels.py``;
messages here name a setting by its key (``retrieval.min_score``), which is also what the
environment variable spells (``RAG_RETRIEVAL__MIN_SCORE``).
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, TypeAdapter, ValidationError

from rag_core.settings.choices import GeneratorName
from rag_core.settings.root import Settings

_GENERATOR: TypeAdapter[GeneratorName] = TypeAdapter(GeneratorName)

SESSION_EDITABLE = ("retrieval", "answer", "clarify", "llm", "generator")

# Fields of the session-editable sections that name files on the server or set a limit the server
# depends on: deployment configuration (environment variables), never changed from a session.
DEPLOYMENT_ONLY: frozenset[tuple[str, str]] = frozenset(
    {
        ("answer", "lexicon_path"),
        ("answer", "words_dir"),
        ("answer", "judge_model_dir"),
        ("answer", "max_question_chars"),
        ("answer", "cross_threads"),
    }
)
_SECRET_FIELDS = frozenset({"openai_api_key"})


class SessionSettingError(ValueError):
    """A session tried to change a setting it may not, or to a value out of its range; the message
    names the setting by its key and says what is allowed.

    Attributes:
        problems: for a bad value, one ``(key, rest)`` pair per bad field, the message being
            ``key + rest`` joined by "; ", so that a UI can put its own label before ``rest``.
    """

    def __init__(self, message: str, problems: tuple[tuple[str, str], ...] = ()) -> None:
        super().__init__(message)
        self.problems = problems


def session_fields(section: str) -> list[str]:
    """The fields of ``section`` a session may change (not secrets, not deployment configuration)."""
    if section == "generator":
        return ["generator"]
    model = Settings.model_fields[section].default_factory  # type: ignore[misc]
    return [
        name
        for name in model.model_fields  # type: ignore[union-attr]
        if name not in _SECRET_FIELDS and (section, name) not in DEPLOYMENT_ONLY
    ]


def field_range(section: str, name: str) -> tuple[float | None, float | None]:
    """The smallest and largest value a numeric setting takes (``None``: no bound on that side);
    exclusive bounds (``gt``) are reported as such by :func:`range_text`."""
    model: type[BaseModel] = Settings if section == "generator" else Settings.model_fields[section].default_factory  # type: ignore[assignment]
    low = high = None
    for item in model.model_fields[name].metadata:
        for attr in ("ge", "gt"):
            if getattr(item, attr, None) is not None:
                low = getattr(item, attr)
        for attr in ("le", "lt"):
            if getattr(item, attr, None) is not None:
                high = getattr(item, attr)
    return low, high


def _number(value: float) -> str:
    return f"{value:,}" if isinstance(value, int) else f"{value:,g}"


def range_text(section: str, name: str) -> str:
    """ "between 1 and 1,000", "above 0 and at most 600": the allowed values of a numeric setting."""
    model: type[BaseModel] = Settings.model_fields[section].default_factory  # type: ignore[assignment]
    exclusive = any(getattr(item, "gt", None) is not None for item in model.model_fields[name].metadata)
    low, high = field_range(section, name)
    if low is not None and high is not None:
        return (
            f"above {_number(low)} and at most {_number(high)}"
            if exclusive
            else f"between {_number(low)} and {_number(high)}"
        )
    if low is not None:
        return f"above {_number(low)}" if exclusive else f"at least {_number(low)}"
    return f"at most {_number(high)}" if high is not None else "any number"


def setting_key(section: str, name: str) -> str:
    """How a setting is named in messages and the UI's label table: ``generator``, ``retrieval.preset``."""
    return name if section == "generator" else f"{section}.{name}"


def _explain(section: str, error: ValidationError, name: str = "") -> SessionSettingError:
    """One sentence per bad field: its key, what is allowed, the value given."""
    problems = []
    for item in error.errors():
        name = str(item["loc"][0]) if item["loc"] else name
        given = item.get("input")
        if item["type"] in {"greater_than", "greater_than_equal", "less_than", "less_than_equal"}:
            rest = f" must be {range_text(section, name)}; {given!r} is out of range"
        else:
            rest = f": {item['msg']} (got {given!r})"
        problems.append((setting_key(section, name), rest))
    return SessionSettingError("; ".join(key + rest for key, rest in problems), tuple(problems))


def with_overrides(settings: Settings, overrides: dict[str, dict[str, Any]]) -> Settings:
    """A copy of ``settings`` with section fields replaced, validated like any other input.

    ``overrides`` maps a section name to changed fields, e.g. ``{"retrieval": {"preset": "strict"}}``.
    Only the fields :func:`session_fields` lists may change; numbers must lie in their range.

    Raises:
        SessionSettingError: a section or field a session may not change, or a bad value; the
            message names the setting and, for a number, its allowed range.
    """
    update: dict[str, Any] = {}
    for section, changes in overrides.items():
        if section not in SESSION_EDITABLE:
            raise SessionSettingError(
                f"section {section!r} cannot be changed per session; editable: {', '.join(SESSION_EDITABLE)}"
            )
        if section == "generator":
            value = changes.get("generator") if isinstance(changes, dict) else changes
            try:
                update["generator"] = _GENERATOR.validate_python(value)
            except ValidationError as exc:
                raise _explain("generator", exc, name="generator") from None
            continue
        fixed = sorted(name for name in changes if (section, name) in DEPLOYMENT_ONLY)
        if fixed:
            names = ", ".join(f"{section}.{name}" for name in fixed)
            envs = ", ".join(f"RAG_{section.upper()}__{name.upper()}" for name in fixed)
            raise SessionSettingError(
                f"{names} is deployment configuration, not a session setting; whoever runs the server sets "
                f"{envs} and restarts the app"
            )
        current = getattr(settings, section)
        try:
            update[section] = type(current).model_validate({**current.model_dump(), **changes})
        except ValidationError as exc:
            raise _explain(section, exc) from None
    return settings.model_copy(update=update)
