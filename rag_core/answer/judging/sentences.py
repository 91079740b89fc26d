"""A retrieved sentence as a candidate, and the lines that are never a statement (headings, the
dates over a table's columns).

A sentence is judged by the question's words it carries (weighted by rarity, with every name the
question mentions), the value of the asked kind it adds (:mod:`rag_core.answer.judging.extract`)
and a negation or antonym that turns it against the question. Whether it answers is the judge's
decision.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from rag_core import datafiles
from rag_core.answer.candidate import Candidate, QuestionTerms, candidate_at
from rag_core.answer.judging.amounts import MEASURE_UNITS
from rag_core.answer.judging.extract import MONTH_SET, ROLE_WORDS, answer_value
from rag_core.answer.judging.rank import candidate_score
from rag_core.text.date_ranges import range_ends
from rag_core.answer.understand.classify import AnswerType
from rag_core.answer.understand.question import Question
from rag_core.answer.understand.slots import NO_CONTACT, asked_shape, carried_by_shape
from rag_core.ingest.profile import DocumentProfile
from rag_core.locations import row_words
from rag_core.retrieved import RetrievedChunk
from rag_core.settings import AnswerSettings
from rag_core.text.acronyms import carried_by_acronym
from rag_core.text.domains import EMAIL_RE, web_domain
from rag_core.text.entities import COMMON_WORDS
from rag_core.text.lexicon import (
    POSSESSIVE_DETERMINERS,
    ER_PERSONS,
    IRREGULAR_BASE,
    IRREGULAR_WORDS,
    NEGATIVE_STATES,
    PARAPHRASABLE,
    STOPWORDS,
    WEEKDAYS,
    Token,
    change_sense,
    compounds,
    emphatic_after,
    either_way,
    name_stems,
    negates,
    says_not,
    says_opposite,
    stem,
    tokens,
)
from rag_core.text.sentences import Sentence, closed
from rag_core.text.titles import TOPIC_WORDS

_NON = "non-"  # "non-refundable" says "refundable" the other way
_PREFIX = 5  # "located"/"location", "governor"/"government": same first five letters count as a match
_NEGATION_WINDOW = 4
_UNTIL = re.compile(r"\buntil\b", re.IGNORECASE)
_CLAUSE_END = re.compile(r"[;:]")
_MIN_HIGHLIGHT_WORDS = 5
# Not a word: what lent.asked_above lends a sentence under a question line that negates.
ASKED_NEGATED = "\x00not"
_MIN_SAID_WORDS = 3  # a section's sentence that says something of its title ("Copies are available." does not)
_TITLE_MAX_WORDS = 10
_TITLE_CAPITALISED_SHARE = 0.6  # a short line with this share of capitalised words is a title


# "Gareth Olumide, Chair of the Board" under a chair's statement: a name, a comma and a title.
_SIGNATURE = re.compile(r"(?:[A-Z][\w'.-]*\s+){1,3}[A-Z][\w'-]+,\s+(?P<role>[A-Za-z-]+)\b")
# The same signed on two lines ("Margaret Ellingham" over "Chair of Trustees"), which the page's
# text joins: a name of two or three words (a middle initial allowed), then the title, nothing more.
_NAME_WORD = re.compile(r"[A-Z][a-z'’-]+|[A-Z]\.")
_TITLE_REST = re.compile(r"[A-Za-z&-]+")
_FIGURE_DIRECTIONS: dict[str, str] = dict(datafiles.load("english")["figure_directions"])  # "up 18%" says "rose 18%"
_FIGURE_MOVE = re.compile(rf"\b({'|'.join(_FIGURE_DIRECTIONS)})\s+(?:by\s+)?(?:[$£€]\s?)?\d", re.IGNORECASE)


def _figure_moves(text: str) -> set[int]:
    """The groups of verbs of the same change (see :func:`change_sense`) that ``text`` says with a
    direction word before a figure: "Revenue was $412.6 million, up 18% from ..." says revenue
    grew."""
    moves = {change_sense(_FIGURE_DIRECTIONS[m.group(1).lower()]) for m in _FIGURE_MOVE.finditer(text)}
    return {group for group in moves if group is not None}


_SIGNED_TITLE_WORDS = 8  # "Chair of the Audit and Governance Committee"
_NOT_A_NAME = ROLE_WORDS | STOPWORDS | COMMON_WORDS | TOPIC_WORDS


def is_signature(text: str) -> bool:
    """A name signed with its title ("Elin Norrgard, Chief Executive Officer", or the title on the
    line below the name): it states who holds the title, so it is no heading, however capitalised.
    Not a heading of the same shape ("Audit Committee Chair", "Annual Report Chair"): the name's
    words are no title's, ordinary or topic words."""
    text = text.strip()
    match = _SIGNATURE.match(text)
    if match is not None:
        return match.group("role").lower() in ROLE_WORDS
    words = text.split()
    role = next((i for i, w in enumerate(words) if w.lower() in ROLE_WORDS and w[:1].isupper()), 0)
    name, title = words[:role], words[role:]
    return (
        2 <= sum(len(w) > 2 for w in name) <= 3
        and 0 < len(title) <= _SIGNED_TITLE_WORDS
        and all(_NAME_WORD.fullmatch(w) for w in name)
        and not {w.lower() for w in name} & _NOT_A_NAME
        and all(_TITLE_REST.fullmatch(w) for w in title)
    )


def _counted(words: Sequence[Token]) -> dict[str, set[str]]:
    """Each number of ``words`` with the units that follow it ("3 years": {"3": {"year"}})."""
    found: dict[str, set[str]] = {}
    for here, after in zip(words, words[1:]):
        if here.lower.isdigit() and after.stem in MEASURE_UNITS:
            found.setdefault(here.stem, set()).add(after.stem)
    return found


def counted_otherwise(question: Sequence[Token], sentence: Sequence[Token]) -> set[str]:
    """The numbers the question counts in a unit ("after 3 years") that the sentence says only of
    another ("5 years or more | Notice you must give: 3 months"): no match of the question's number."""
    asked = _counted(question)
    if not asked:
        return set()
    said = _counted(sentence)
    bare = {t.stem for t in sentence if t.lower.isdigit()} - set(said)
    return {n for n, units in asked.items() if n in said and not units & said[n] and n not in bare}


def is_heading(text: str) -> bool:
    """ "Strategy and outlook": a title line, not a statement worth showing as a highlight. Ten
    words or fewer all capitalised are one even with a full stop ("Contact Us Regarding Privacy.",
    "Other Information Collected And Shared Within Our Services."). Not a name signed with its
    title (:func:`is_signature`), nor a line giving an email ("Customer care: care@brightline.co.uk")."""
    if any(map(str.isdigit, text)) or is_signature(text) or EMAIL_RE.search(text):
        return False
    words = [w for w in text.split() if any(map(str.isalpha, w))]
    capitalised = sum(1 for w in words if w[0].isupper())
    end = closed(text)  # a sentence keeps the quote it closes: '... "END."'
    if end.endswith((".", "!", "?", ":")):
        return end.endswith(".") and 0 < len(words) <= _TITLE_MAX_WORDS and capitalised == len(words)
    return len(words) < _MIN_HIGHLIGHT_WORDS or (
        len(words) <= _TITLE_MAX_WORDS and capitalised >= _TITLE_CAPITALISED_SHARE * len(words)
    )


_COLUMN_WORDS = frozenset(datafiles.load("english")["column_header_words"])


def is_column_header(text: str) -> bool:
    """ "Years ended December 31, 2022 2021 2020": the dates over a table's columns, no statement."""
    words = [w.strip(",.():;").lower() for w in text.split()]
    if not any(map(str.isdigit, text)):
        return False
    return all(not any(map(str.isalpha, w)) or w in _COLUMN_WORDS or w in MONTH_SET for w in words)


def _contains_run(stems: list[str], run: tuple[str, ...]) -> bool:
    width = len(run)
    return any(tuple(stems[i : i + width]) == run for i in range(len(stems) - width + 1))


def is_form(lower: str) -> bool:
    """A form's name ("10-q", "8-k"): digits and letters in one word, so not capitalised, yet as much
    a name as the filer's (both count as said on the filing's pages)."""
    return any(map(str.isdigit, lower)) and any(map(str.isalpha, lower))


def negates_question_word(
    text: str, sentence_tokens: list, question_stems: set[str], question_negated: bool = False
) -> bool:
    """A negation within a few words before a word the question uses: "was not captured". One that
    "until" follows in its clause says when it does happen ("must not work with food until 48 hours
    after their symptoms stop", "did not develop until the eighteenth century"): no mismatch. For a
    question that says "not" (``question_negated``), a word saying "not" of a state counts too: "If
    you are unhappy with our reply" agrees with "What if I'm not satisfied with your reply?"; for
    any other question it is no negation ("If you are unhappy with how we handle your data, you can
    complain to ..." answers "Who can I complain to about how my data is handled?")."""
    negation = says_not if question_negated else negates
    for index, token in enumerate(sentence_tokens):
        if negation(token.lower) and not _UNTIL.search(_CLAUSE_END.split(text[token.end :], 1)[0]):
            window = sentence_tokens[index + 1 : index + 1 + _NEGATION_WINDOW]
            if any(t.stem in question_stems for t in window):
                return True
    return False


_CARRIED_SHAPES = frozenset({"email", "web", "postal"})  # see sentence_candidate


def sentence_candidate(
    settings: AnswerSettings,
    question: Question,
    terms: QuestionTerms,
    retrieved: RetrievedChunk,
    sentence: Sentence,
    stems_here: set[str],
    context_stems: set[str],
    question_stems: set[str],
    total: float,
    titled: frozenset[str] = frozenset(),
) -> Candidate:
    """A retrieved sentence judged against the question: the share of its (rarity-weighted) words
    it carries, what it misses, the asked-for value it gives, a negation or antonym against it.
    ``titled``: the question's words the heading of its short section lends it
    (:func:`rag_core.answer.judging.lent.heading_above`); when they are the whole term of "What are
    the prerequisites?", the sentence is what the section says of it ("Students must have passed
    ECON1011." under "Prerequisites"), the asked value. A
    sentence giving the email, web or postal address asked for carries the words asking for it
    ("The Riverside Centre is at 12 Harbour Road, Bristol BS1 5DB." the "address" of "What is the
    venue address?"), as the evidence gate reads it. Not a phone number: a page gives several
    ("the attendance line on 01632 448 210" is no school's number; the footer's is), and figures
    of a postal address read as one."""
    shape = asked_shape(question.text)
    if shape in _CARRIED_SHAPES or shape in NO_CONTACT:
        stems_here = stems_here | {stem(word) for word in carried_by_shape(shape, sentence.text, terms.tokens)}
    words = row_words(sentence.text)
    sentence_tokens = tokens(words)
    # "1 April 2026 to 31 March 2027" says when it ends; "their own office days" owns nothing
    stems_here = (stems_here | range_ends(sentence.text)) - emphatic_stems(sentence_tokens)
    stems_here = stems_here - counted_otherwise(question.tokens, sentence_tokens)
    sentence_stems = [t.stem for t in sentence_tokens]
    lowers = {t.lower for t in sentence_tokens}
    # "located" for "location"; not "coursework" for "course"
    prefixes = {
        t.lower[:_PREFIX]
        for t in sentence_tokens
        if len(t.lower) > _PREFIX and t.lower.isalpha() and not any(compounds(t.lower, w.lower) for w in terms.words)
    }
    matched = 0.0
    missing = []
    bases = {IRREGULAR_BASE.get(lower, lower) for lower in lowers}
    changes = ({change_sense(lower) for lower in lowers} - {None}) | _figure_moves(sentence.text)
    # "Is vaping allowed?" said as "vaping is prohibited": a yes/no question's word said either way
    ways = {either_way(lower) for lower in lowers} - {None} if question.answer_type is AnswerType.YES_NO else set()
    if question.answer_type is AnswerType.YES_NO:  # "Are the rates refundable?": "... are non-refundable."
        stems_here = stems_here | {stem(lower[len(_NON) :]) for lower in lowers if lower.startswith(_NON)}
    reader = terms.reader_carried(lowers)  # "my son" said as "students"
    # "unhappy" said as "not satisfied"; only a question that says "not" has such a word to carry
    says_no = terms.negated and any(says_not(lower) for lower in lowers)
    for word in terms.words:
        found = (
            word.stem in stems_here
            or word.stem in reader
            or (bool(changes) and change_sense(word.lower) in changes)  # "grow" said as "rose"
            or (bool(ways) and either_way(word.lower) in ways)
            or (says_no and word.lower in NEGATIVE_STATES)
            or (IRREGULAR_BASE.get(word.lower, word.lower) in bases and word.lower in IRREGULAR_WORDS)
            or (
                not word.capitalized
                and word.lower.isalpha()
                and len(word.lower) > _PREFIX
                and word.lower[:_PREFIX] in prefixes
                and word.lower not in ER_PERSONS  # "pensioners" is no "pension"
            )
            or (
                (word.capitalized or is_form(word.lower) or word.lower in terms.document_words)
                and word.stem in context_stems
            )
        )
        if found:
            matched += terms.weights.get(word.stem, 0.0)
        elif word.lower not in PARAPHRASABLE:
            missing.append(word.lower)
    for name in terms.names:
        if not _contains_run(sentence_stems, name) and not set(name) <= context_stems:
            missing.append(" ".join(name))
    coverage = matched / total if total else 0.0
    antonym = says_opposite(terms.words, sentence_tokens) or _another_named(missing, context_stems)
    value = answer_value(question.answer_type, words, terms, question_stems)
    if not value and question.particular and question.definiendum <= titled:
        said = [t for t in sentence_tokens if t.lower not in STOPWORDS]
        value = sentence.text.strip() if len(said) >= _MIN_SAID_WORDS else ""
    has_negation = (  # said by the sentence, or by the question line it answers (lent.asked_above)
        negates_question_word(sentence.text, sentence_tokens, {w.stem for w in terms.words}, terms.negated)
        or ASKED_NEGATED in stems_here
    )
    score = candidate_score(settings, coverage, retrieved.cosine, bool(value))
    return candidate_at(
        retrieved,
        sentence,
        coverage=coverage,
        score=score,
        missing=tuple(missing),
        answer_value=value,
        # A definition may itself contain a negation ("an event that did not cause injury"), and a
        # yes/no question is answered either way: "We do not sell your data." says no, as "All
        # prices exclude VAT." does to "Do prices include VAT?".
        negation_mismatch=has_negation != terms.negated
        and question.answer_type not in (AnswerType.DEFINITION, AnswerType.YES_NO),
        antonym=bool(antonym) and question.answer_type is not AnswerType.YES_NO,
    )


def emphatic_stems(said: Sequence[Token]) -> set[str]:
    """Stems of the words that after a possessive only stress it ("their own office days", english.toml
    ``emphatic_after_possessive``) and that the sentence says nowhere else: "Who owns the policy?" is
    not answered by "Teams agree their own office days."."""
    after = {b.stem for a, b in zip(said, said[1:]) if emphatic_after(a.lower, b.lower)}
    alone = {
        b.stem
        for a, b in zip((None, *said), said)
        if b.stem in after and (a is None or a.lower not in POSSESSIVE_DETERMINERS)
    }
    return after - alone


_CLOSED_SETS = frozenset(datafiles.load("periods")["seasons"]) | WEEKDAYS


def _another_named(missing: Sequence[str], context_stems: set[str]) -> bool:
    """Whether a season or weekday the question asks for and a sentence does not say is another in
    its document's name: "The season starts on Monday 13 April 2026." in
    Ashvale_5s_League_Rules_Spring_2026.md is no start of the autumn season."""
    return any(
        word in _CLOSED_SETS and any(stem(other) in context_stems for other in _CLOSED_SETS - {word})
        for word in missing
    )


def document_stems(source: str, profile: DocumentProfile | None, question: Sequence[Token]) -> set[str]:
    """Stems a document carries on every page without writing them: its file name's words, the web
    site whose policy it is ("Adweek" for adweek.com's), its organisation's names and their acronym
    ("we", "our", "the Company" in a filing are its filer; "BWW" is Buffalo Wild Wings), and its
    form ("Who signed Amcor's 10-Q?" is asked of every page of the 10-Q)."""
    stems = set(name_stems(source)) | {t.stem for t in tokens(web_domain(source).split(".")[0])}
    if profile is not None:
        stems |= _alias_stems(profile, question)
        stems |= {t.stem for t in tokens(profile.doc_type) if is_form(t.lower)}
    return stems


def _alias_stems(profile: DocumentProfile, question: Sequence[Token]) -> set[str]:
    """The stems of an organisation's names, and those of the question's words its acronym spells."""
    alias_tokens = [t for alias in profile.aliases for t in tokens(alias)]
    return {t.stem for t in alias_tokens} | carried_by_acronym(question, alias_tokens, " ".join(profile.aliases))


def sole_organisation_stems(profiles: Mapping[str, DocumentProfile], question: Sequence[Token]) -> set[str]:
    """The stems a document naming no organisation carries when the documents name only one (its
    names and their acronym, as :func:`document_stems` reads them): release notes or a price list
    among Ledgerly's other documents are Ledgerly's ("Does Ledgerly support two-factor
    authentication?" by "Version 4.2 adds two-factor authentication ..."). None when they name
    several, or none."""
    named = {p.entity.lower(): p for p in profiles.values() if p.entity}
    if len(named) != 1:
        return set()
    (profile,) = named.values()
    return _alias_stems(profile, question)
