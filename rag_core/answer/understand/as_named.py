"""Names typed in lower case, read as the documents write them: "what hygiene rating did the copper
kettle get" of an inspection report on "The Copper Kettle Cafe" asks about the business the report
names, as "the Copper Kettle" would; read as two ordinary words, a sentence without them ("Food
hygiene rating awarded: 3 - Generally satisfactory") seemed to miss half the question.

Only a question typed without a single capital is read so (one that writes capitals, were it only
its first letter, writes its names as meant: "In which years was the current liabilities recorded
for?" of a table headed "Current Liabilities" asks of no name), and only a run of two or three words
the documents write nowhere in lower case.
"""

from __future__ import annotations

from collections.abc import Callable

from rag_core.text.lexicon import QUESTION_WORDS, STOPWORDS, Token, tokens

__all__ = ["as_named"]

_RUN_MAX = 3  # words of a name looked up at most ("copper kettle cafe")

Written = Callable[[list[str]], str]  # a run of words -> as the documents write it as a name, or ""


def as_named(question: str, written: Written) -> str:
    """``question`` with each run of its lower-case words that the documents write only as a name
    (``written``) written as they write it; the question unchanged when it has a capital."""
    if any(ch.isupper() for ch in question):
        return question
    found: list[tuple[int, int, str]] = []
    for run in _runs(tokens(question)):
        start = 0
        while start < len(run) - 1:
            for size in range(min(_RUN_MAX, len(run) - start), 1, -1):
                part = run[start : start + size]
                name = written([t.text for t in part])
                if name:
                    found.append((part[0].start, part[-1].end, name))
                    start += size
                    break
            else:
                start += 1
    for begin, end, name in reversed(found):
        question = question[:begin] + name + question[end:]
    return question


def _runs(words: list[Token]) -> list[list[Token]]:
    """The runs of two or more words in a row, one space apart, of letters only and neither a stop
    word nor a question word."""
    runs: list[list[Token]] = []
    run: list[Token] = []
    for word in words:
        plain = word.text.isalpha() and word.lower not in STOPWORDS and word.lower not in QUESTION_WORDS
        if plain and run and word.start - run[-1].end == 1:
            run.append(word)
            continue
        if len(run) > 1:
            runs.append(run)
        run = [word] if plain else []
    if len(run) > 1:
        runs.append(run)
    return runs
