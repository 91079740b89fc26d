"""The analyst lexicon: which measure a question asks for, and where a text states it.

Measures and their terms live in a data file (``rag_core/data/measures.toml``) that users can
extend with their own (``RAG_ANSWER__LEXICON_PATH``): "revenue" = "net sales" = "total revenues",
"employees" = "workforce" = "headcount". A sentence or table row can only answer a question about
a measure when it states one of that measure's terms, and no qualifier ("International",
"Domestic", "adjusted") narrows it to something the question did not ask.
"""

from __future__ import annotations

import re
import stat
import tomllib
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from rag_core import datafiles
from rag_core.errors import RagCoreError

DEFAULT_LEXICON = Path(__file__).parents[1] / "data" / "measures.toml"
KINDS = frozenset({"money", "count", "percent", "per_share", "place", "name", "person", "date"})
_QUALIFIER_WINDOW = 3  # words before a term that may narrow it ("Domestic segment revenue")
_WORD = re.compile(r"[A-Za-z][A-Za-z.&'’\-]*|\d+")


@dataclass(frozen=True, slots=True)
class Measure:
    """One measure: its name, what its values look like, and the terms that state it."""

    name: str
    kind: str
    terms: tuple[str, ...]
    units: tuple[str, ...] = ()  # for counts: the nouns its number is written with
    # Words a question asks for it with, naming nothing narrower ("How many staff work at ...?").
    asked_with: tuple[str, ...] = ()
    # Phrases that name it in a question only ("How many people work at ...?"): never searched for
    # in the documents, whose sentences state it by its terms.
    asked_as: tuple[str, ...] = ()
    # Every word of its terms, of ``asked_with`` and of ``asked_as``, lower case ("repurchases", "of",
    # "common", "stock" ...): a question word among them is said by a statement of the measure. Derived.
    said_words: frozenset[str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        words = frozenset(w for term in self.terms for w in term.lower().split())
        asked = {w for phrase in self.asked_as for w in phrase.lower().split()}
        object.__setattr__(self, "said_words", words | asked | {w.lower() for w in self.asked_with})

    def unsaid(self, missing: tuple[str, ...]) -> tuple[str, ...]:
        """A question's words a statement of this measure misses, less those it says by stating the
        measure: "Share buybacks of $2.8 billion" misses nothing of "How much stock did MGM buy
        back?", the measure being also "repurchases of common stock"."""
        return tuple(word for word in missing if word not in self.said_words)


@dataclass(frozen=True, slots=True)
class MeasureHit:
    """Where a text states a measure."""

    measure: Measure
    term: str  # as written in the text
    start: int
    end: int


_CACHE_SIZE = 200_000


def _base_form(found: str) -> str:
    """A matched term as the lexicon writes it: lower case, single spaces, no plural or possessive."""
    text = " ".join(found.lower().replace("’", "'").split())
    return text[:-2] if text.endswith("'s") else text


def _trie_pattern(terms: list[str]) -> re.Pattern[str]:
    """One regex for many terms, their common prefixes shared (a trie), so a text is scanned once.

    Each term also matches with a plural or possessive ending ("revenues", "employee's"); the
    ending is part of the match and mapped back by trying the term forms in ``_owner`` order.
    """
    trie: dict = {}
    for term in terms:
        node = trie
        for ch in term.lower():
            node = node.setdefault(ch, {})
        node[""] = {}
    body = _trie_regex(trie)
    return re.compile(rf"(?<![\w&])(?:{body})(?:s|es|['’]s)?(?![\w&])", re.IGNORECASE)


def _trie_regex(node: dict) -> str:
    if list(node) == [""]:
        return ""
    branches = []
    optional = "" in node
    for ch in sorted(k for k in node if k):
        piece = r"\s+" if ch == " " else re.escape(ch)
        branches.append(piece + _trie_regex(node[ch]))
    inner = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
    return f"(?:{inner})?" if optional else inner


class Lexicon:
    """Measures with their terms, the qualifier words and the neutral words."""

    def __init__(
        self,
        measures: tuple[Measure, ...],
        qualifiers: frozenset[str],
        neutral: frozenset[str],
        compounds: frozenset[str] = frozenset(),
        whole_headings: frozenset[str] = frozenset(),
    ) -> None:
        self.measures = measures
        self.qualifiers = qualifiers
        self.neutral = neutral
        self.compounds = compounds
        self._whole = _trie_pattern(list(whole_headings)) if whole_headings else None
        self._by_name = {m.name: m for m in measures}
        self._owner = {term: m for m in measures for term in m.terms}
        self._pattern = _trie_pattern(list(self._owner))
        self._per_measure = {m.name: _trie_pattern(list(m.terms)) for m in measures}
        self._asked_owner = {**{phrase: m for m in measures for phrase in m.asked_as}, **self._owner}
        self._asked_pattern = _trie_pattern(list(self._asked_owner))
        # Row labels and sentences recur from question to question: remember what they state.
        self._find = lru_cache(maxsize=_CACHE_SIZE)(self._scan)
        self._find_one = lru_cache(maxsize=_CACHE_SIZE)(self._scan_one)

    def without_whole_headings(self, heading: str) -> str:
        """``heading`` without the phrases that name the results as a whole ("Operating Results")."""
        return self._whole.sub(" ", heading) if self._whole is not None else heading

    def all_terms(self) -> tuple[str, ...]:
        """Every term of every measure (for reading typos in questions as meant)."""
        return tuple(self._owner)

    def get(self, name: str) -> Measure | None:
        """The measure called ``name``."""
        return self._by_name.get(name)

    def find(self, text: str) -> list[MeasureHit]:
        """Every stated measure in ``text``, longest term first at each position, left to right."""
        return list(self._find(text))

    def asked(self, question: str) -> list[MeasureHit]:
        """Every measure ``question`` names, by a term or by a phrase only questions use
        (``Measure.asked_as``), longest first at each position, left to right."""
        return self._hits(self._asked_pattern, question, self._asked_owner)

    def hits_of(self, text: str, measure: Measure) -> list[MeasureHit]:
        """Where ``text`` states ``measure``."""
        return list(self._find_one(text, measure.name))

    def _scan(self, text: str) -> tuple[MeasureHit, ...]:
        return tuple(self._hits(self._pattern, text, self._owner))

    def _scan_one(self, text: str, name: str) -> tuple[MeasureHit, ...]:
        hits = self._hits(self._per_measure[name], text, self._owner)
        if not hits:
            return ()
        # A term inside a longer term of another measure states that one: "Cost of revenue" is no
        # revenue, "free cash flow" no cash, "net income per share" no net income.
        others = [o for o in self._find(text) if o.measure.name != name]
        return tuple(h for h in hits if not any(o.start <= h.start and h.end <= o.end for o in others))

    @staticmethod
    def _hits(pattern: re.Pattern[str], text: str, owner: dict[str, Measure]) -> list[MeasureHit]:
        hits = []
        for match in pattern.finditer(text):
            base = _base_form(match.group(0))
            measure = next((owner[form] for form in (base, base[:-2], base[:-1]) if form in owner), None)
            if measure is not None:
                hits.append(MeasureHit(measure, match.group(0), match.start(), match.end()))
        return hits

    def compound_after(self, text: str, hit: MeasureHit, allowed: set[str]) -> str:
        """A word right after the term that makes it another thing ("cash flows", "revenues related to")."""
        match = _WORD.match(text, hit.end + (len(text[hit.end :]) - len(text[hit.end :].lstrip())))
        if match is None or text[hit.end : match.start()].strip():
            return ""
        word = match.group(0).lower().strip(".'’")
        return match.group(0) if word in self.compounds and word not in allowed else ""

    def qualifier_before(self, text: str, hit: MeasureHit, allowed: set[str]) -> str:
        """A narrowing word right before ``hit`` that the question does not use ("" if none).

        Lexicon qualifiers count, and so do capitalised words inside a sentence ("Biopharma
        revenues"), since segment and product names are written that way.
        """
        words = list(_WORD.finditer(text, max(0, hit.start - 60), hit.start))[-_QUALIFIER_WINDOW:]
        # Only the words attached to the term can narrow it: stop at a clause boundary.
        for index in range(len(words) - 1, -1, -1):
            gap = text[words[index].end() : words[index + 1].start() if index + 1 < len(words) else hit.start]
            if any(ch in gap for ch in ",;:()"):
                words = words[index + 1 :]
                break
        # A run-in heading made of the term's own words narrows nothing: "Operating Activities Net cash
        # provided by operating activities was $3.5 billion".
        own = {w.lower() for w in _WORD.findall(text[hit.start : hit.end])}
        for position, match in enumerate(words):
            word = match.group(0)
            low = re.sub(r"['’]s$", "", word.lower()).strip(".'’")
            if low in allowed or low in self.neutral or low in own:
                continue
            adjacent = position == len(words) - 1 and not text[match.end() : hit.start].strip()
            if adjacent and low not in _FUNCTION_WORDS and low not in _NUMBER_WORDS and low.isalpha():
                return word  # the word the term is written with: "Emerging markets revenues", "committed capital expenditures"
            if low in self.qualifiers:
                return word
            sentence_start = not text[: match.start()].strip() or text[: match.start()].rstrip()[-1:] in ".!?"
            if word[:1].isupper() and not sentence_start and low not in _FUNCTION_WORDS:
                return word  # a segment or product name: "Biopharma revenues", "BCA total backlog"
            if word.isupper() and len(word) > 1 and low not in _FUNCTION_WORDS:
                return word  # an acronym even at the start: "PC1 includes revenues"
            if "-" in word.strip("-") and low not in self.neutral:
                return word  # "environment-related capital expenditures", "COVID-related revenues"
        return ""


# Words before a term that never narrow it (rag_core/data/english.toml).
_NUMBER_WORDS = frozenset(datafiles.load("english")["small_numbers"])
_FUNCTION_WORDS = frozenset(datafiles.load("english")["measure_function_words"])


def _parse(data: dict, origin: str) -> tuple[list[Measure], set[str], set[str], set[str], set[str]]:
    measures = []
    for name, body in (data.get("measures") or {}).items():
        kind = body.get("kind", "money")
        terms = body.get("terms") or []
        if kind not in KINDS:
            raise RagCoreError(f"{origin}: measure {name!r} has kind {kind!r}; use one of {sorted(KINDS)}")
        if not isinstance(terms, list) or not all(isinstance(t, str) and t.strip() for t in terms):
            raise RagCoreError(f"{origin}: measure {name!r} needs 'terms', a list of words or phrases")
        units = tuple(" ".join(u.lower().split()) for u in body.get("units") or [])
        asked_with = body.get("asked_with") or []
        if not isinstance(asked_with, list) or not all(isinstance(w, str) and w.strip() for w in asked_with):
            raise RagCoreError(f"{origin}: measure {name!r} has 'asked_with' that is not a list of words")
        asked_as = body.get("asked_as") or []
        if not isinstance(asked_as, list) or not all(isinstance(w, str) and w.strip() for w in asked_as):
            raise RagCoreError(f"{origin}: measure {name!r} has 'asked_as' that is not a list of phrases")
        measures.append(
            Measure(
                name,
                kind,
                tuple(" ".join(t.lower().split()) for t in terms),
                units,
                tuple(asked_with),
                tuple(" ".join(a.lower().split()) for a in asked_as),
            )
        )
    qualifiers = {w.lower() for w in (data.get("qualifiers") or {}).get("words", [])}
    neutral = {w.lower() for w in (data.get("neutral") or {}).get("words", [])}
    compounds = {w.lower() for w in (data.get("compounds") or {}).get("words", [])}
    whole = {" ".join(w.lower().split()) for w in (data.get("whole_headings") or {}).get("phrases", [])}
    return measures, qualifiers, neutral, compounds, whole


MAX_LEXICON_BYTES = 1_000_000  # the built-in lexicon is ~10 KB; a user's file is read whole on every engine build


def _check_file(path: Path) -> None:
    """Refuse anything but a regular file of at most MAX_LEXICON_BYTES, before it is opened (a
    device such as /dev/zero or a huge file would otherwise be read whole into memory)."""
    try:
        info = path.stat()
    except OSError as exc:
        raise RagCoreError(
            f"cannot read the lexicon file {path} ({exc.strerror}); check RAG_ANSWER__LEXICON_PATH"
        ) from exc
    if not stat.S_ISREG(info.st_mode):
        raise RagCoreError(f"the lexicon {path} is not a regular file; point RAG_ANSWER__LEXICON_PATH at a TOML file")
    if info.st_size > MAX_LEXICON_BYTES:
        raise RagCoreError(
            f"the lexicon file {path} has {info.st_size:,} bytes, more than the {MAX_LEXICON_BYTES:,} allowed; "
            "keep only your own terms in it (the built-in lexicon is always loaded)"
        )


def _read(path: Path, *, user_file: bool = False) -> dict:
    if user_file:
        _check_file(path)
    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise RagCoreError(
            f"cannot read the lexicon file {path} ({exc.strerror}); check RAG_ANSWER__LEXICON_PATH"
        ) from exc
    except UnicodeDecodeError:
        raise RagCoreError(
            f"the lexicon file {path} is not UTF-8 text; save it as UTF-8 or unset RAG_ANSWER__LEXICON_PATH"
        ) from None
    except tomllib.TOMLDecodeError as exc:
        raise RagCoreError(
            f"the lexicon file {path} is not valid TOML ({exc}); fix it or unset RAG_ANSWER__LEXICON_PATH"
        ) from exc


@lru_cache(maxsize=8)
def load_lexicon(extra: Path | None = None) -> Lexicon:
    """The built-in lexicon, extended by the user's file when one is given."""
    measures, qualifiers, neutral, compounds, whole = _parse(_read(DEFAULT_LEXICON), str(DEFAULT_LEXICON))
    by_name = {m.name: m for m in measures}
    if extra is not None:
        more, more_qualifiers, more_neutral, more_compounds, more_whole = _parse(
            _read(extra, user_file=True), str(extra)
        )
        for measure in more:
            known = by_name.get(measure.name)
            if known is None:
                by_name[measure.name] = measure
            else:
                terms = tuple(dict.fromkeys(known.terms + measure.terms))
                units = tuple(dict.fromkeys(known.units + measure.units))
                asked_with = tuple(dict.fromkeys(known.asked_with + measure.asked_with))
                asked_as = tuple(dict.fromkeys(known.asked_as + measure.asked_as))
                by_name[measure.name] = Measure(
                    known.name, measure.kind or known.kind, terms, units, asked_with, asked_as
                )
        qualifiers |= more_qualifiers
        neutral |= more_neutral
        compounds |= more_compounds
        whole |= more_whole
    qualifiers -= neutral
    return Lexicon(
        tuple(by_name.values()), frozenset(qualifiers), frozenset(neutral), frozenset(compounds), frozenset(whole)
    )
