"""The words a sentence's place on its page lends it, which it need not say itself: the noun it
refers back to with "the" or "It" (:func:`antecedent_stems`), the FAQ question standing right above it
(:func:`asked_above`), and the heading of its short section (:func:`heading_above`, over the title
lines :func:`heading_lines` finds)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from rag_core import datafiles
from rag_core.answer.judging.sentences import ASKED_NEGATED, is_heading
from rag_core.answer.judging.titles import cross_read, title_above
from rag_core.text.lexicon import REFERRING_DETERMINERS, REFERRING_PRONOUNS, STOPWORDS, negates, stem, tokens
from rag_core.text.sentences import Sentence, closed, is_question_line

__all__ = [
    "Surroundings",
    "antecedent_stems",
    "refers_back",
    "asked_above",
    "cross_read",
    "heading_above",
    "heading_lines",
    "numbered_title",
    "section_title",
    "surroundings",
]

_PHRASE_WORDS = 3  # the words of "the annual training" after its determiner, and of its antecedent
_OPENING_DETERMINERS = frozenset({"the", "this", "our", "your", "its", "their", "a", "an", "all", "each", "every"})


def antecedent_stems(sentences: tuple[Sentence, ...] | list[Sentence], index: int) -> set[str]:
    """The words a sentence refers back to with "the" or "this": in "Every new member of staff
    completes food hygiene training within their first four weeks. The training is refreshed every
    three years.", "The training" is the food hygiene training, so "food" and "hygiene" are said.

    Only the words right before the same noun in the sentence just before (a heading between them
    is a sentence of its own), only when the sentence opens with the determiner, and only when the
    words it puts before the noun are among them ("The Halifax office" after "The Victoria office
    is run by Rafael Yeboah." is another office; "The annual training" after "annual food hygiene
    training" is the same). Without a tagger a verb right before the noun is taken as one of its
    words too ("completes"): it only counts where the question uses it. A sentence opening with
    "It" refers back to the sentence before's subject or last noun (:func:`_pronoun_antecedents`)."""
    if index <= 0 or index >= len(sentences):
        return set()
    sentence, before = sentences[index], sentences[index - 1]
    words = tokens(sentence.text)
    if refers_back(sentence.text):
        return _pronoun_antecedents(before)
    if len(words) < 3 or words[0].lower not in REFERRING_DETERMINERS:
        return set()
    phrase = []
    for word in words[1 : 1 + _PHRASE_WORDS]:
        if word.lower in STOPWORDS or not word.lower.isalpha():
            break
        phrase.append(word.stem)
    if not phrase:
        return set()
    earlier = tokens(before.text)
    # The noun is the last of the words after the determiner that the sentence before has ("The
    # annual training takes a day": "training", not "takes").
    for head in range(len(phrase) - 1, -1, -1):
        for at, word in enumerate(earlier):
            if word.stem != phrase[head]:
                continue
            run = []
            for modifier in reversed(earlier[max(0, at - _PHRASE_WORDS) : at]):
                if modifier.lower in STOPWORDS or not modifier.lower.isalpha():
                    break
                run.append(modifier.stem)
            # "The Halifax office" after "The Victoria office is run by ...": another office
            if run and set(phrase[:head]) <= set(run):
                return set(run) - set(phrase)
    return set()


# "It is important to ...", "It was agreed that ...", "It may take up to ten days to process ...": an
# "it" that stands for what follows, no antecedent.
_EXTRAPOSED = re.compile(
    r"\W*it\s+(?:(?:is|was|'s|has\s+been|will\s+be|would\s+be|may\s+be|can\s+be)\s+(?:\w+\s+){0,2}?(?:to|that)\b"
    r"|(?:(?:may|can|will|could|might|should|does|did)\s+)?(?:takes?|took)\b)",
    re.IGNORECASE,
)


def _named_subject(sentences: Sequence[Sentence], index: int) -> set[str]:
    """The stems of the name an "It" sentence stands for: the name the sentence before opens with as
    its subject, a stop word or a verb ("carries", "opened") after it; not "The University Library
    garden, ..." (a garden's)."""
    if index <= 0 or not refers_back(sentences[index].text):
        return set()
    words = tokens(sentences[index - 1].text)
    words = words[1:] if words and words[0].lower in _OPENING_DETERMINERS else words
    run = next((n for n, t in enumerate(words) if not t.capitalized), len(words))
    after = words[run].lower if run < len(words) else ""
    return {t.stem for t in words[:run]} if run and (after in STOPWORDS or after.endswith(("s", "ed"))) else set()


def refers_back(text: str) -> bool:
    """Whether a sentence opens with a pronoun standing for something the sentence before names
    ("It covers skiing ..."), not for what follows ("It is important to ...")."""
    words = tokens(text)
    return len(words) >= 3 and words[0].lower in REFERRING_PRONOUNS and not _EXTRAPOSED.match(text)


def _pronoun_antecedents(before: Sentence) -> set[str]:
    """The words a sentence opening with "It" refers back to: the sentence before's subject
    (the words it opens with, after a determiner) and the noun it ends with ("The warranty covers
    faults in materials and manufacture. It does not cover accidental damage ..." is the warranty's;
    "The Head of IT owns this policy. It will be reviewed every two years." the policy's). Without a
    tagger both are taken: a word lent wrongly only counts where the question uses it."""
    words = tokens(before.text)
    opening = words[1:] if words and words[0].lower in _OPENING_DETERMINERS else words
    lent = set()
    for run in (opening[:_PHRASE_WORDS], list(reversed(words))[:_PHRASE_WORDS]):
        for word in run:
            if word.lower in STOPWORDS or not word.lower.isalpha():
                break
            lent.add(word.stem)
    return lent


_ANSWER_MIN_WORDS = 4  # "Yes." or "No, never." under a FAQ's question states nothing by itself


_PARTICLES = frozenset({"up", "down", "off", "out", "over", "under", "above", "below", "before", "after", "during"})


def asked_above(text: str, sentences: tuple[Sentence, ...] | list[Sentence], index: int) -> set[str]:
    """The words of the question a sentence answers by where it stands: a question on a line of its
    own heads a web page's FAQ or a policy's section ("What time does school start?"), and the
    paragraph right under it answers it ("The school gates open at 8:40 and lessons begin at
    8:55." says school starts without saying "school" or "start"). Only for that first paragraph
    (in a PDF, whose lines part no paragraphs, the sentence on the line right under it), and not
    for a bare "Yes." (a sentence of a few words says nothing of its own). A question line that
    negates ("What happens if my landlord does not protect it?") gives ``ASKED_NEGATED`` too: the
    sentence under it answers the negated question ("You can apply to court, ...")."""
    return _asked_stems(_asked_line(text, sentences, index))


def _asked_stems(line: Sentence | None) -> set[str]:
    """What a FAQ's question ``line`` lends the answer under it (see :func:`asked_above`)."""
    if line is None:
        return set()
    # and the particles a question weighs ("down" of "What happens if I break down?"), not "all" or "only"
    asked = tokens(line.text)
    negated = {ASKED_NEGATED} if any(negates(t.lower) for t in asked) else set()
    return {t.stem for t in asked if t.lower not in STOPWORDS or t.lower in _PARTICLES} | negated


def _asked_line(text: str, sentences: tuple[Sentence, ...] | list[Sentence], index: int) -> Sentence | None:
    """The question line right above sentence ``index``'s paragraph (see :func:`asked_above`)."""
    if index <= 0 or index >= len(sentences) or len(tokens(sentences[index].text)) < _ANSWER_MIN_WORDS:
        return None
    here = sentences[index].start
    for heading in reversed(sentences[:index]):
        if is_question_line(text, heading):
            between = text[heading.end : here]
            right_under = not between.strip() and between.count("\n") == 1  # a PDF's next line
            if not right_under and (
                text.count("\n\n", heading.end, here) != 1 or text.count("\n\n", heading.end, heading.end + 2) != 1
            ):
                return None
            return heading
        if "\n\n" in text[heading.end : here]:
            return None  # another paragraph lies between: no heading right above it
    return None


_MARK = r"[ \t]*(?:#{1,6}[ \t]*)?"  # a Markdown heading's mark
_NUMBER = r"\d{1,2}(?:\.\d{1,2})*\.?"  # a section's number
_HEADING_LEAD = re.compile(rf"{_MARK}(?:{_NUMBER}[ \t]*)?")
_OTHERS = frozenset(stem(w) for w in datafiles.load("english")["other_words"])  # "Other models", "Further fees"
_SHORT_SECTION = 4  # sentences: a heading over more names the topic of them all, not what each says


def _own_line(text: str, sentence: Sentence) -> tuple[int, int] | None:
    """The (start, end) of the line ``sentence`` ends when only spaces follow it there and it is no row line."""
    start = text.rfind("\n", 0, sentence.start) + 1
    end = text.find("\n", sentence.end)
    end = len(text) if end < 0 else end
    return None if text[sentence.end : end].strip() or "|" in sentence.text else (start, end)


def _heading_line(text: str, sentence: Sentence) -> bool:
    """A title on a line of its own ("6. Late returns", "## Base URL"; one after a section's number
    whatever its capitals, :func:`numbered_title`), not a table's header row ("Level | You pay") nor
    a question (one is read by :func:`asked_above`)."""
    line = _own_line(text, sentence)
    return (
        line is not None
        and _HEADING_LEAD.fullmatch(text, line[0], sentence.start) is not None
        and (is_heading(sentence.text) or numbered_title(text, sentence) or _titles_paragraph(text, sentence))
        and not is_question_line(text, sentence)
    )


_PHRASE_TITLE_WORDS = 8
_TITLE_FIGURE = re.compile(r"\d{3,}|\d[.,:%/]\d|[$€£¥%]|\d\s*%")


def _titles_paragraph(text: str, sentence: Sentence) -> bool:
    """A short line of its own, opening with a capital and without a stop, right over a paragraph
    that opens with a capital and runs longer: a title written as a phrase ("How to make a claim"
    over "Contact Northwind Customer Care on 0800 555 0199 ..."), whatever its capitals, with no figure
    but small whole numbers ("Children aged 6 to 11 years"). Lines of a list are no titles (see heading_lines)."""
    line = _own_line(text, sentence)
    if (
        line is None
        or not sentence.text[:1].isupper()
        or closed(sentence.text).endswith((".", "!", "?", ";", ":", ","))
    ):
        return False
    if not 0 < len(tokens(sentence.text)) <= _PHRASE_TITLE_WORDS or _TITLE_FIGURE.search(sentence.text):
        return False
    start = line[1]
    while text.startswith("\n", start):
        start += 1
    end = text.find("\n", start)
    following = text[start : len(text) if end < 0 else end].strip()  # the next line, not a copy of the page
    return following[:1].isupper() and len(following) > 2 * len(sentence.text) and not following.startswith("|")


_SECTION_NUMBER = re.compile(rf"{_MARK}{_NUMBER}[ \t]+")
_TITLE_MAX_WORDS = 14
_NUMBERED_LINE = re.compile(rf"{_NUMBER}[ \t]+[A-Z]")  # "2.3 Fees": a title's number in its sentence


def section_title(text: str, sentence: Sentence, heading: bool) -> bool:
    """A section's title states nothing: a numbered one, or a ``heading`` line written as a phrase ("Lost or
    stolen library card"; a capitalised one is judged as a signature may be, by ``quotable``) that is no label
    with its value ("Headteacher: Mrs Anita Bhandari")."""
    plain = heading and not is_heading(sentence.text) and not any(mark in sentence.text for mark in ":|")
    return plain or numbered_title(text, sentence)


def numbered_title(text: str, sentence: Sentence) -> bool:
    """Whether ``sentence`` is a section's title after its number, on a line of its own and with no stop
    ("1. What Ibuprofen tablets are and what they are used for"): it states nothing, however few of its
    words are capitalised. Not an item of a numbered list: one after a line ending in a colon, or with
    another numbered line by it ("2. Children with a sibling"). Its number may open the sentence ("1.1 Fees")."""
    line = _own_line(text, sentence)
    if (
        line is None
        or (
            _SECTION_NUMBER.fullmatch(text, line[0], sentence.start) is None
            and not (not text[line[0] : sentence.start].strip() and _NUMBERED_LINE.match(sentence.text))
        )
        or closed(sentence.text).endswith((".", "!", "?", ";"))
        or not 0 < len(tokens(sentence.text)) <= _TITLE_MAX_WORDS
    ):
        return False
    # an item of a numbered list ("places are offered in this order:" then "1. ...", "2. ..."), not a title
    before = text[: line[0]].rstrip()
    after = text[line[1] :].lstrip()
    previous = before.rsplit("\n", 1)[-1]
    return not before.endswith(":") and not any(_SECTION_NUMBER.match(line) for line in (previous, after))


_LIST_RUN = 3  # short lines in a row, none a sentence: a list's items ("Tins and cans", "Glass bottles and jars")
_ITEM_MAX_WORDS = 10


def _short_line(text: str, sentence: Sentence) -> bool:
    """A line of its own of a few words that ends in no full stop: a title, or an item of a list."""
    line = _own_line(text, sentence)
    return (
        line is not None
        and not text[line[0] : sentence.start].strip(" \t-*\u2022")
        and not closed(sentence.text).endswith((".", "!"))
        and len(tokens(sentence.text)) <= _ITEM_MAX_WORDS
    )


def heading_lines(text: str, sentences: Sequence[Sentence]) -> list[bool]:
    """For each sentence of a page, whether it is a title line of its own (see :func:`heading_above`).
    Short lines of a list ("Paper and cardboard", "Tins and cans", "Glass bottles and jars" under
    "What goes in the blue bin") are no titles, whatever their capitals: the last does not title
    "Please do not put plastic bags, nappies or textiles in the blue bin." below them (it answered
    "Can I put glass in the blue bin?"); the first line of such a run may title the list."""
    flags = [_heading_line(text, sentence) for sentence in sentences]
    at = 0
    while at < len(sentences):
        run = at
        while run < len(sentences) and _short_line(text, sentences[run]):
            run += 1
        if run - at >= _LIST_RUN:
            flags[at + 1 : run] = [False] * (run - at - 1)
        at = max(run, at + 1)
    return flags


def heading_above(
    sentences: Sequence[Sentence], headings: Sequence[bool], index: int, wanted: set[str], said: set[str]
) -> set[str]:
    """The words of ``wanted`` (the question's) that the heading of a short section lends a sentence
    that does not say them (``said``; ``headings`` from :func:`heading_lines`): the nearest title
    line above it on its page, over at most a few sentences, names what each of them is about
    ("We allow a grace period of 59 minutes." under "6. Late returns"). Over a long section a
    heading says only the topic all its sentences share ("Cookies"), which tells none of them
    apart. Nor are the words lent when a sentence before it in the section says them all itself: the
    heading titles that sentence ("When you register your Caribou Gift Card, we ask for your name
    ..." under "Registering your Caribou Gift Card"), and the one after it ("This information is
    collected solely for ...") is not about it as much; a sentence after it that says them does not
    take the heading from the first ("We pay 1.5% AER on balances up to £1,000." under "Interest",
    before "No interest is paid on balances above £1,000.")."""
    if index <= 0 or index >= len(sentences) or headings[index]:
        return set()
    above = next((j for j in range(index - 1, -1, -1) if headings[j]), None)
    if above is None:
        return set()
    below = next((j for j in range(index + 1, len(sentences)) if headings[j]), len(sentences))
    section = [s for s in sentences[above + 1 : below] if any(map(str.isalpha, s.text))]
    if len(section) > _SHORT_SECTION:  # the next section's number ("7.") is no sentence of this one
        return set()
    stems = [{t.stem for t in tokens(s.text)} for s in section]  # each sentence's, read once
    at = next((k for k, s in enumerate(section) if s is sentences[index]), len(section))
    lent = _of_its_part(sentences[above].text, said, stems[:at] + stems[at + 1 :]) & wanted - said
    if not lent or any(lent <= before for before in stems[:at]):
        return set()
    return lent


_PARTS = re.compile(r"\s+(?:and|&)\s+|,\s*", re.IGNORECASE)


def _of_its_part(heading: str, said: set[str], others: list[set[str]]) -> set[str]:
    """The words a heading may lend a sentence: all of them, but for a heading of several parts
    ("Checks and training") of which the sentence says one and not another, when another sentence
    of the section (``others``: the stems of each) does not say that one: the section speaks of
    each part in turn, and the sentence of its own ("All Reading Buddies need an enhanced DBS check
    ..." is no answer to "Is there any training?"; "You will attend a two-hour induction session
    ..." may be). Where every sentence says the same part ("Insurance and damage" over "... collision
    damage waiver ..." and "Damage to tyres ..."), the heading titles them all."""
    parts = [{t.stem for t in tokens(part) if t.lower not in STOPWORDS} for part in _PARTS.split(heading)]
    parts = [part for part in parts if part]
    spoken = [part for part in parts if part & said]
    ours = set().union(*spoken) if spoken else set()
    if not spoken or len(spoken) == len(parts) or not any(ours.isdisjoint(other) for other in others):
        return set().union(*parts)
    return ours


@dataclass(frozen=True, slots=True)
class Surroundings:
    """What a sentence's place on its page lends it (see the module's docstring)."""

    stems: frozenset[str]  # the words it is lent: its antecedent's, its FAQ question's, its heading's
    headed: frozenset[str]  # ... those only its short section's heading lends
    title: str  # the line the cross-encoder reads it under ("" when none)
    names: frozenset[str] = frozenset()  # the question's names its antecedent says ("It" of "The Loch Tarsan Dam ...")


def surroundings(
    text: str,
    sentences: Sequence[Sentence],
    headings: Sequence[bool],
    index: int,
    said: set[str],
    wanted: set[str],
    names: set[str],
) -> Surroundings:
    """What sentence ``index`` of a page (``text``) is lent by its place (``headings`` from
    :func:`heading_lines`; ``said``: the stems it carries itself; ``wanted``: the question's;
    ``names``: the question's names). It is read under its short section's heading when that
    lends it a word of the question that is no name ("Students must have passed ECON1011." under
    "Prerequisites"): a name the heading gives ("Wexford High School - Travel Policy") is the
    document's, which every sentence of it carries; read under it, "This travel policy takes effect
    on 21 August 2026." answered "When will Wexford High School review its travel policy?". Nor
    under a heading of the other ones the question does not ask for ("Other models": "No other
    Halden kettles are affected." answered "Which model is affected?"). A FAQ's question line right
    above titles the answer under it in the same way, when it lends a word of the question ("Will I
    be paid?" over "You will receive a GBP 40 voucher for each visit ..." for "How much will I be
    paid?"; over "We collect two kinds of information: ...", "What information do we collect?"
    lends nothing to "What kinds of cookies does TED use?"), unless it asks of all and the answer
    speaks of a part (:func:`_of_a_part`)."""
    line = _asked_line(text, sentences, index)
    asked = _asked_stems(line)
    stems = antecedent_stems(sentences, index) | asked
    headed = heading_above(sentences, headings, index, wanted, said | stems)
    title = title_above(sentences, headings, index) if headed - names else ""
    if not title and line is not None and (asked & wanted) - said - names:
        title = "" if _of_a_part(line.text, sentences[index].text) else line.text
    if len(tokens(sentences[index].text)) < _ANSWER_MIN_WORDS or {t.stem for t in tokens(title)} & _OTHERS - wanted:
        title = ""  # "1." (a section's number on its line) says nothing under any heading; see "Other models"
    named = _named_subject(sentences, index) & names
    return Surroundings(frozenset(stems | headed), frozenset(headed), title, frozenset(named))


_ALL = frozenset({"all", "every", "each", "always"})


def _of_a_part(asked: str, answer: str) -> bool:
    """Whether a FAQ's question asks of all ("Is all your coffee organic?") and the answer under it
    says no such word ("Our espresso blend is certified organic."): it speaks of a part, and read
    under the question it seems to say all (it answered "All coffee organic?" on the synthetic set)."""
    return bool({t.lower for t in tokens(asked)} & _ALL) and not {t.lower for t in tokens(answer)} & _ALL
