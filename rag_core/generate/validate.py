"""The deterministic validator: every generated sentence must be proven by verbatim quotes.

Per sentence: every cited excerpt id exists; every quote is a verbatim substring of the excerpt
it cites (after whitespace normalisation); every number, date, percentage, amount and proper name
in the sentence appears in that sentence's quotes (or is the recomputed result of a calculation
over quoted numbers). Attribution coverage = supported sentences / all sentences.
"""

from __future__ import annotations

import ast
import operator
import re
from dataclasses import dataclass, field

from rag_core.generate.prompt import AnswerOut, ContextChunk, SentenceOut
from rag_core.text.lexicon import MONTHS, STOPWORDS, number_value, numbers_in
from rag_core.text.sentences import display

_NAME = re.compile(r"\b[A-Z][\w&'’.-]*(?:\s+[A-Z][\w&'’.-]*)*")
_COMMON_CAPS = frozenset(w.capitalize() for w in STOPWORDS) | {
    "The",
    "A",
    "An",
    "In",
    "On",
    "At",
    "For",
    "It",
    "This",
    "That",
}
_MONTHS = frozenset(m.capitalize() for m in MONTHS)


_DISCOURSE = frozenset(
    "Overall However Also Therefore Thus Hence Moreover Furthermore Additionally Finally First Second Third "
    "Yes No Both Each Every Its Their These Those Such According Based Compared Meanwhile Instead".split()
)


def names_in(text: str) -> set[str]:
    """Capitalised words that may be names. A sentence's first word counts too (a name can open a
    sentence) unless it is a common word; checking too much only drops a sentence, never adds one."""
    found = set()
    for match in _NAME.finditer(text):
        words = [w for w in match.group(0).split() if w not in _COMMON_CAPS and w.strip(",.;:") not in _DISCOURSE]
        for word in words:
            cleaned = word.strip(".,;:'’")
            if cleaned and cleaned not in _MONTHS and len(cleaned) > 1:
                found.add(cleaned)
    return found


_OPERATORS = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.USub: operator.neg,
    ast.UAdd: operator.pos,
    ast.Pow: operator.pow,
    ast.Mod: operator.mod,
}


def safe_eval(expr: str) -> float:
    """Evaluate + - * / % ** and parentheses over numbers; anything else raises ValueError."""
    cleaned = re.sub(r"(?<=\d),(?=\d{3})", "", expr).replace("$", "").replace("€", "").replace("£", "")
    cleaned = re.sub(r"(\d+(?:\.\d+)?)%", r"(\1/100)", cleaned)
    try:
        tree = ast.parse(cleaned, mode="eval")
    except SyntaxError as exc:
        raise ValueError(f"cannot parse {expr!r}") from exc

    def walk(node: ast.AST) -> float:
        if isinstance(node, ast.Expression):
            return walk(node.body)
        if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
            return float(node.value)
        if isinstance(node, ast.BinOp) and type(node.op) in _OPERATORS:
            if isinstance(node.op, ast.Pow) and abs(walk(node.right)) > 10:
                raise ValueError("exponent too large")
            return float(_OPERATORS[type(node.op)](walk(node.left), walk(node.right)))
        if isinstance(node, ast.UnaryOp) and type(node.op) in _OPERATORS:
            return float(_OPERATORS[type(node.op)](walk(node.operand)))
        raise ValueError(f"{expr!r} is not plain arithmetic")

    return walk(tree)


# Constants arithmetic may use without quoting them: small counts and unit conversions.
_FREE_CONSTANTS = frozenset([float(n) for n in range(1, 13)] + [100.0, 1000.0, 1e6, 1e9])


def _close(a: float, b: float) -> bool:
    scale = max(abs(a), abs(b), 1e-9)
    return abs(a - b) / scale <= 0.005 or abs(a - b) < 0.005


@dataclass(frozen=True, slots=True)
class SentenceCheck:
    """The verdict on one generated sentence."""

    sentence: SentenceOut
    problems: tuple[str, ...]

    @property
    def supported(self) -> bool:
        """True when nothing in the sentence is unproven."""
        return not self.problems


@dataclass(frozen=True, slots=True)
class Validation:
    """The verdict on a whole reply."""

    checks: tuple[SentenceCheck, ...]
    min_coverage: float
    errors: tuple[str, ...] = field(default_factory=tuple)

    @property
    def coverage(self) -> float:
        """Supported sentences / all sentences (1.0 for an empty reply)."""
        if not self.checks:
            return 1.0
        return sum(c.supported for c in self.checks) / len(self.checks)

    @property
    def passed(self) -> bool:
        """Coverage reaches the minimum and every sentence is proven."""
        return self.coverage >= self.min_coverage and all(c.supported for c in self.checks)

    @property
    def supported(self) -> list[SentenceOut]:
        """Only the proven sentences."""
        return [c.sentence for c in self.checks if c.supported]


def check_sentence(sentence: SentenceOut, context: dict[str, ContextChunk]) -> SentenceCheck:
    """Verify one sentence against the excerpts it cites."""
    problems: list[str] = []
    quotes: list[str] = []
    if not sentence.support:
        problems.append("cites no excerpt")
    for item in sentence.support:
        chunk = context.get(item.sid.strip("[] "))
        if chunk is None:
            problems.append(f"cites {item.sid}, which was not provided")
            continue
        if not item.quote.strip() or display(item.quote) not in display(chunk.original):
            problems.append(f"quote not found verbatim in {item.sid}: {item.quote[:80]!r}")
            continue
        quotes.append(item.quote)
    quoted = " ".join(quotes)
    supported_numbers = numbers_in(quoted)
    for calc in sentence.calcs:
        operands = numbers_in(calc.expr)
        missing = [n for n in operands if n not in _FREE_CONSTANTS and not any(_close(n, q) for q in supported_numbers)]
        try:
            value = safe_eval(calc.expr)
        except (ValueError, ZeroDivisionError, OverflowError) as exc:
            problems.append(f"calculation {calc.expr!r} cannot be checked ({exc})")
            continue
        claimed = number_value(calc.result)
        if missing:
            problems.append(f"calculation {calc.expr!r} uses numbers not in the quotes: {missing}")
        elif claimed is None or not _close(value, claimed):
            problems.append(f"calculation {calc.expr!r} gives {value:.4g}, not {calc.result}")
        else:
            supported_numbers.add(claimed)
            supported_numbers.add(round(value, 2))
    for number in sorted(numbers_in(sentence.text)):
        if not any(_close(number, q) for q in supported_numbers):
            problems.append(f"number {number:g} is not in the sentence's quotes")
    quoted_lower = quoted.lower()
    for name in sorted(names_in(sentence.text)):
        if name.lower() not in quoted_lower:
            problems.append(f"name {name!r} is not in the sentence's quotes")
    return SentenceCheck(sentence, tuple(problems))


def validate(answer: AnswerOut, context: dict[str, ContextChunk], min_coverage: float) -> Validation:
    """Check every sentence; ``errors`` lists what a repair round must fix."""
    checks = tuple(check_sentence(s, context) for s in answer.sentences)
    errors = tuple(
        f"sentence {i + 1} ({c.sentence.text[:60]!r}): {'; '.join(c.problems)}"
        for i, c in enumerate(checks)
        if c.problems
    )
    return Validation(checks, min_coverage, errors)
