"""Questions that ask for a value of a fixed shape: a phone number, an email address, a web address,
a date, a length of time, how often, a time of day, an age ("How old ...?"), or a reason ("Why ...?").

"What phone number can I call about privacy?" is answered only by a sentence that gives one; "We might also collect
your phone number" talks about phone numbers without giving any, however many of the question's words it shares. The
judge's features know the asked kind of value (number, date, person...), not these shapes, so a candidate without the
asked shape is never a direct answer.
"What is the date of the Caribou Coffee privacy statement?" is not answered by a sentence about changing
"the date at the top of this Privacy Statement", nor "How long does MLB keep my data for record-keeping
purposes?" by one that names record-keeping purposes and no length of time.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from rag_core import datafiles
from rag_core.answer.understand.classify import WHY, is_yes_no
from rag_core.answer.understand.identifiers import ASKS_IDENTIFIER, ID_QUALIFIERS, gives_identifier
from rag_core.text.domains import EMAIL_RE
from rag_core.text.lexicon import NUMBER_WORDS, Token
from rag_core.text.periods import MONTH_NAME

__all__ = [
    "CONTACT_ASKING",
    "EVIDENT",
    "NO_CONTACT",
    "SHAPE_WORDS",
    "asked_shape",
    "asks_to_contact",
    "carried_by_shape",
    "has_shape",
    "names_asked_ones",
    "phone_spans",
]

# The kinds of document a question may ask the date of ("the privacy policy", "this notice").
DOCUMENT_KINDS = (
    r"polic(?:y|ies)|statement|notice|terms|handbook|agreement|document|guide|charter|(?<!balance )sheet|leaflet"
)
_ASKS = (
    # First: "Why do you need my email address?" asks for a reason, not for an address. "Why did the
    # valuation allowance increase?" is answered by a reason, not by "The valuation allowance increased
    # by $14 million in fiscal 2019."
    ("reason", WHY),
    # "How old is Wexford High School?", "How many years has Ostrander Freight been operating?", "How
    # long have you been in business?": an age or when it began, never "At the end of 2025 Wexford
    # High School employed 386 people" nor "... a business journey of more than 30 kilometres".
    # "How old do I have to be to join?", "What is the minimum age?", "What is the age limit?": the
    # youngest one may be, which "Members must be at least 16 years old" gives, not "How old is ...?"
    # nor "How old will the company be in 2030?" ("Is there an age limit?" asks whether).
    (
        "min_age",
        re.compile(
            r"^\W*how\s+old\s+(?:do|does|must|should)\b[^?]*\b(?:be|need|have)\b"
            r"|\b(?:minimum|youngest)\s+age\b|\bage\s+(?:limits?|requirements?|restrictions?)\b|\bold\s+enough\b",
            re.I,
        ),
    ),
    ("age", re.compile(r"^\W*how\s+old\b|\bhow\s+(?:many\s+years|long)\s+(?:has|have|had)\b[^?]*\bbeen\b", re.I)),
    # "What is the charity number?", "What's my booking reference?": letters and digits naming one thing.
    ("identifier", ASKS_IDENTIFIER),
    (
        "phone",
        re.compile(
            r"\b(?:(?:tele)?phone|fax|help\s*line|hot\s*line|line)\s+(?:number|line)s?\b"
            # a place to call named by its number: "What is the service desk number?"
            r"|\b(?:desk|cent(?:re|er)|reception|support|help\s*desk|switchboard|contact|emergency|enquiry|enquiries"
            r"|inquiry|inquiries)\s+numbers?\b"
            r"|\bwhat\s+number\s+(?:can|do|should|shall|must)\s+(?:i|we)\s+(?:call|ring|phone|dial)\b",
            re.I,
        ),
    ),
    (
        "email",
        re.compile(
            r"\be-?mail\s+address(?:es)?\b|\b(?:contact|support|privacy)\s+e-?mail\b|\b(?:what|which)\s+e-?mail\b"
            r"|^\W*what\s+is\s+(?:the|your|their|its|our)\b[^?]*\be-?mail\W*$",
            re.I,
        ),
    ),
    ("web", re.compile(r"\b(?:web\s*site|web)\s+address(?:es)?\b|\burl\b|\bwhich\s+(?:web\s*site|link)\b", re.I)),
    # After the email and web addresses: "What is the address of ...?" asks for a street address.
    (
        "postal",
        re.compile(
            r"^(?!\W*(?:which|who|whom|whose|how|why|when)\b)[^?]*?(?:"
            r"\b(?:postal|mailing|street|physical|office|registered|business)\s+address(?:es)?\b"
            r"|\bwhat\s+is\s+(?:the|your|its)\s+(?:\w+(?:'s|\u2019s)\s+|(?!ip\b)\w+\s+)?address\b|\baddress\s+of\s+(?:the|your|its)\b"
            r"|\bwhere\s+(?:can|do|should|may)\s+i\s+(?:send|mail|post|write)\b)",
            re.I,
        ),
    ),
    # A document's own date: "When was Yahoo's privacy policy last updated?", "When did this policy
    # take effect?", "What is the date of the Caribou Coffee privacy statement?" (given as a date).
    (
        "document_date",
        re.compile(
            rf"\bwhen\s+(?:was|were|did|is|does|will)\b[^?]*\b(?:{DOCUMENT_KINDS}|code\s+of\s+conduct)\b"
            r"[^?]*\b(?:updated|revised|modified|amended"
            r"|changed|effective|take\s+effect|took\s+effect|come\s+into\s+(?:effect|force)|published|issued|adopted"
            r"|posted|approved|signed|dated)\b"
            r"|\bwhat\s+(?:is|was)\s+the\s+(?:effective\s+|revision\s+|publication\s+|last\s+updated\s+)?date\s+of\b"
            rf"[^?]*\b(?:{DOCUMENT_KINDS})\b",
            re.I,
        ),
    ),
    # Asked for by name only: "When do you collect my data?" is answered by an event as often as a date.
    (
        "date",
        re.compile(
            r"\b(?:what|which)\s+(?:(?:is|was|are|were)\s+the\s+(?:(?:effective|last|latest|revision|publication"
            r"|release|start|end|closing|record|filing|due|expiry|expiration|exact|fiscal)\s+)?)?(?:date|year)s?\b"
            r"(?!\s+(?:codes?|stamps?|formats?|fields?|labels?|ranges?))"  # "what date codes": codes, no date
            r"|\bin\s+what\s+year\b",
            re.I,
        ),
    ),
    # "How soon / fast / far ahead ...?", "How much notice ...?": a length of time too ("within 2 hours"), unless a rate.
    (
        "duration",
        re.compile(
            r"\bhow\s+long\b(?!\s+ago)|\b(?:retention\s+period|(?:minimum|maximum)\s+(?:[a-z]+\s+)?(?:term|duration|period))\b"
            r"|\bhow\s+far\s+(?:ahead|in\s+advance|beforehand)\b|\b(?:contract|tenancy|membership|agreement|subscription|lease|loan|course|stay)\s+(?:length|duration)\b"
            r"|\b(?:processing|response|turnaround|waiting|wait|notice)\s+(?:times?|periods?)\b"
            r"|\bhow\s+much\s+(?:notice|time)\b(?!\s+(?:off|of\b))"  # not "How much time off do I get?"
            r"|\bhow\s+(?:soon|quickly|fast|promptly)\b(?![^?]*\b(?:grow|grew|grown|increas|ris[ei]|rose|expand"
            r"|declin|fall|fell|drop|shrink|shrank|chang))",
            re.I,
        ),
    ),
    ("frequency", re.compile(r"\bhow\s+(?:often|frequently)\b", re.I)),
    # "Which advertising companies serve ads on post-gazette.com?" asks who they are: by name.
    (
        "names",
        re.compile(
            r"^\W*which\s+(?:[\w\-]+\s+){0,3}?(?P<named>companies|partners|firms|vendors|providers|organi[sz]ations"
            r"|advertisers|networks|banks|agencies|processors|subsidiaries|affiliates|brands"
            r"|villages|towns|cities|countries|municipalities|districts|counties|islands|funders|donors|sponsors"
            r"|suppliers|customers|charities|schools|universities|hospitals)\b",
            re.I,
        ),
    ),
    # "What time ...?"; "How late is the library open?", "How early can I check in?": a time of day
    (
        "clock_time",
        re.compile(
            r"\b(?:at\s+)?what\s+time\b(?!\s+(?:period|frame|horizon|span))"
            r"|\bhow\s+(?:late|early)\b(?=[^?]*\b(?:open|opens|close|closes|check\s+in|check\s+out|serve[sd]?)\b)"
            # "What are the core hours?", "What are your opening hours?": from when to when
            r"|^\W*what\s+(?:are|were)\s+(?:the|your|its|their|our)\s+(?:[a-z]+\s+){1,2}hours\W*$",
            re.I,
        ),
    ),
    # "How can I opt out of third-party tracking?" asks the way to do it: "you may opt out of third
    # party tracking at any time" only says that it can be done.
    (
        "means",
        re.compile(
            r"^\W*how\s+(?:can|do|may|should|could|would|will)\s+(?:i|we|users?|customers?|members?"
            r"|parents?|visitors?|staff|employees?)\s+(?!know\b|tell\b|be\b)",
            re.I,
        ),
    ),
)
_COUNTS = sorted(w for w in NUMBER_WORDS if not w.endswith("th") and w not in {"first", "second", "third"})
# An age: a figure of one to three digits, or words ("sixteen", "twenty-one").
_AGE = rf"(?:\d{{1,3}}(?![\d.,]\d)|(?:{'|'.join(_COUNTS)})(?:-(?:{'|'.join(_COUNTS)}))?)\b"
_NUMBER = rf"(?:\d[\d,.]*|an?|several|few|many|couple|{'|'.join(_COUNTS)})"
_UNIT = (
    r"(?:(?:calendar|business|working)\s+)?(?:years?|months?|weeks?|days?|hours?|minutes?|seconds?|decades?"
    r"|centur(?:y|ies)|km|kilomet(?:er|re)s?|miles?|met(?:er|re)s?|feet|foot|ft|inch(?:es)?|yards?|cm|mm"
    r"|characters?|digits?|letters?|words?|pages?|lines?)"
)
# What "every" or "each" can count besides a unit of time: "every Friday", "each morning".
_PERIOD_WORD = (
    r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekday|weekend|morning|afternoon|evening"
    r"|night|shift|quarter|season|term|semester|fortnight|working\s+day|business\s+day)s?"
)
# Verbs of a purpose ("We use cookies to improve your experience", "To assess the size of the net
# debt, we analyse ..."): after "to", a reason (a bare "to" is mostly a preposition).
_PURPOSE_VERBS = (
    "reduce|ensure|protect|help|assess|improve|provide|prevent|comply|allow|enable|support|meet|maintain|avoid"
    "|mitigate|manage|minimi[sz]e|maximi[sz]e|increase|encourage|fund|finance|hedge|limit|better"
    "|personali[sz]e|understand|process|deliver|respond|verify|detect|fulfil+|operate|secure|safeguard|retain"
    "|attract|reflect|align|offset|preserve|strengthen|simplify|focus|repay|complete|address|conform|satisfy"
    "|analy[sz]e|measure|monitor|serve|communicate|contact|send|show|tailor|optimi[sz]e|facilitate|promote"
).split("|")
_SHAPES = {
    "phone": re.compile(r"(?<![\w.])\+?\(?\d{1,4}\)?(?:[\s.\-]?\(?\d{2,4}\)?){2,5}(?![\w])"),
    "email": EMAIL_RE,
    "web": re.compile(
        r"\bhttps?://\S+|\bwww\.\S+|\b[\w\-]+(?:\.[\w\-]+)*\.(?:com|org|net|gov|edu|io|co|uk|de|fr)\b", re.I
    ),
    # A street address: a number and a street ("909 N. Sepulveda Blvd.", "12 Mill Lane"), a post
    # office box, or a postcode ("AZ 85704", "M1 4BT").
    "postal": re.compile(
        r"\b\d{1,5}[A-Za-z]?,?\s+(?:[A-Z][\w.'\-]*\s+){1,4}(?:St|Street|Rd|Road|Ave|Avenue|Blvd|Boulevard|Lane|Ln"
        r"|Drive|Dr|Way|Place|Pl|Court|Ct|Square|Sq|Parkway|Pkwy|Highway|Hwy|Terrace|Row|Close|Crescent|Hill"
        r"|Green|Yard|Wharf|Quay|Park|Plaza)\b"
        r"|\b(?:P\.?\s?O\.?\s+Box|Post\s+Office\s+Box)\s+\d+|\b[A-Z]{2}\s+\d{5}(?:-\d{4})?\b"
        r"|\b[A-Z]{1,2}\d[A-Z\d]?\s+\d[A-Z]{2}\b"
    ),
    # A year, a day of a month ("June 30", "1st December": capitalised, so that "you may" is none), or
    # a numeric date.
    "date": re.compile(
        rf"\b(?:1[5-9]|20)\d\d\b|\b(?-i:{MONTH_NAME})\.?\s+\d{{1,2}}(?:st|nd|rd|th)?\b"
        rf"|\b\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?(?-i:{MONTH_NAME})\b|\b\d{{1,2}}[/.\-]\d{{1,2}}[/.\-]\d{{2,4}}\b",
        re.I,
    ),
    # A quantity of time (or length), or how long stated without one ("as long as your account is active").
    "duration": re.compile(
        rf"\b{_NUMBER}(?:[\s\-]+\w+)?[\s\-]+{_UNIT}\b|\b\d[\d,.]*\s*{_UNIT}\b"
        r"|\bas\s+long\s+as\b|\buntil\b|\btill\b|\bindefinite(?:ly)?\b|\bpermanently\b|\bforever\b"
        r"|\b(?:from|since|between)\s+(?:\w+\s+)?(?:1[5-9]|20)\d\d\b|\bcentur(?:y|ies)\b|\bdecades\b"
        r"|\bfor\s+(?:years|months|weeks|days|hours)\b"
        r"|\bfor\s+the\s+(?:life|duration|term|period|length)\b|\blifetime\b",
        re.I,
    ),
    # How often: "every Friday", "every three years", "twice a day", "weekly", "each month", "on alternate weeks".
    "frequency": re.compile(
        rf"\b(?:(?:every|each)\s+(?:other\s+|{_NUMBER}\s+)?|alternate\s+)(?:{_UNIT}|{_PERIOD_WORD})\b"
        r"|\b(?:hourly|daily|nightly|weekly|fortnightly|monthly|quarterly|annually|yearly|bi-?annually"
        r"|biennially|semi-?annually|triennially)\b|\b(?:once|twice|thrice|\w+\s+times)\s+(?:a|an|per|each|in|every)\s+\w+"
        r"|\bper\s+(?:day|week|month|quarter|year|annum)\b",
        re.I,
    ),
    # A name inside the sentence ("... by our web advertising partners, including DoubleClick and
    # Google."): "We may use third-party advertising companies to serve ads." names none.
    "names": re.compile(r"(?<=[\w,;:)\-]\s)[A-Z][\w&.\-]*[A-Za-z]"),
    # A reason or a purpose: "due to their customer base", "primarily as a result of lower volume",
    # "to reduce concentration risk", "so that we can process your order".
    "reason": re.compile(
        r"\b(?:because|due\s+to|owing\s+to|thanks\s+to|on\s+account\s+of|in\s+light\s+of|given\s+that"
        r"|as\s+a\s+(?:direct\s+)?(?:result|consequence)\s+of|result(?:s|ed|ing)?\s+(?:from|of)\b"
        r"|(?:driven|caused|explained|offset|impacted|affected)\s+(?:\w+\s+)?by|attributable\s+to|attributed\s+to"
        r"|reflect(?:s|ed|ing)?|for\s+the\s+(?:purposes?|reasons?)\s+of|in\s+order\s+to|so\s+(?:that|as\s+to)"
        r"|aim(?:s|ed)?\s+to"
        # "The school is closed to pupils on 1 September for staff training.": why it is closed
        r"|(?:closed|shut|cancel+ed|postponed|suspended)\b[^.;]{0,80}?\bfor\s+"
        r"(?!\d|(?:a|an|the|one|two|three|several)\s+(?:\w+\s+)?(?:days?|weeks?|months?|years?|hours?|period)\b)(?=[a-z])"
        rf"|to\s+(?:{'|'.join(_PURPOSE_VERBS)}))\b",
        re.I,
    ),
    # An age, or when something began: "seven months old", "aged 12", "since 2015", "since at least
    # the mid-14th century", "since the 1800s", "founded in 1972", "for 40 years".
    "age": re.compile(
        rf"\b(?:\w+\s+(?:years?|months?|weeks?|days?)\s+old|aged\s+\d+|age\s+of\s+\w+|(?:since|in|from)\s+(?:1[5-9]|20)\d\d"
        r"|since\s+(?:[\w\-]+\s+){0,4}?(?:[\w\-]*centur(?:y|ies)|(?:1[5-9]|20)\d0s)"
        rf"|founded|established|(?:\d[\d,.]*|{'|'.join(_COUNTS)})\s+(?:years?|decades?|centur(?:y|ies)))\b",
        re.I,
    ),
    # The youngest one may be, said with an age: "at least 16 years old", "must be 18 or over", "aged 16 and up",
    # "must be eighteen years old", "You must be 16 to join", "over 18s", "from age 55", "under the age of 18", "The
    # minimum age to join is sixteen", "as soon as you turn 17"; never "over 2,000 staff", "at least 6", "300+ members".
    "min_age": re.compile(
        rf"\bat\s+least\s+{_AGE}\s+years?\s+(?:old|of\s+age)\b"
        rf"|\b(?:be|aged?)\s+(?:at\s+least\s+)?{_AGE}\s*(?:years?\s+(?:old|of\s+age)\s*)?(?:(?:or|and)\s+(?:over|above|older|up)\b|\+)"
        rf"|\bbe\s+(?:at\s+least\s+)?{_AGE}(?:\s+years?\s+(?:old|of\s+age))?(?=\s*(?:[,;)]|\.(?!\d)|$|\s+(?:to|in\s+order\s+to|before|if)\b))"
        rf"|\b(?:over|under)[-\s]\d{{1,3}}['’]?s\b|\b(?:over|under)\s+the\s+age\s+of\s+{_AGE}"
        rf"|\b(?:from|minimum|min\.?)\s+(?:the\s+)?age\s+(?:of\s+|is\s+)?{_AGE}|\bminimum\s+age\b[^.;]*?\b{_AGE}"
        rf"|\b(?:when|once|soon\s+as|until)\s+(?:you|they|he|she|(?:your|the)\s+child)\s+(?:turn|reach)(?:s|es|ed)?\s+{_AGE}"
        r"(?:\s+years?(?:\s+old)?)?(?=\s*(?:[,;)]|\.(?!\d)|$|(?:or|and|you|they|before|if)\b))",
        re.I,
    ),
    # A time of day: "03:30", "9 am", "noon"; or one told from another ("30 minutes before your
    # appointment time" answers "What time should I arrive?"; "for 48 hours after" is a length of time).
    "clock_time": re.compile(
        r"\b\d{1,2}:\d\d\b|\b\d{1,2}(?::\d\d)?\s*(?:a\.?m\.?|p\.?m\.?)(?!\w)|\b(?:noon|midnight)\b"
        rf"|(?<!\bfor\s)(?<!\bwithin\s)\b{_NUMBER}\s+(?:minutes?|hours?)\s+(?:before|after|ahead\s+of|prior\s+to)\b"
        r"|\b24\s*(?:hours|/\s*7)\b|\baround\s+the\s+clock\b"  # "open 24 hours a day"
        r"|\b\d+(?:\.\d+)?\s+hours\s+(?:a|per|each)\s+(?:day|week)\b",  # "37.5 hours a week": working hours
        re.I,
    ),
}
# A way to do something: a means ("by", "through", "click", "visit", "write to"), a place or person to
# go to ("settings", "form", "page", "link", "to your manager", "in your browser"), or an address or
# number to use.
_SHAPES["means"] = re.compile(
    r"\b(?:by|through|via|using|click\w*|visit\w*|call\w*|reply\w*|writ\w*|send\w*|e-?mail\w*|contact\w*"
    r"|go\s+to|select\w*|turn\w*|activat\w*|follow\w*|log\w*\s+in|sign\w*\s+in|submit\w*|fill\w*|complet\w*"
    r"|press\w*|tap\w*|adjust\w*|manag\w*|link\w*|settings?|form|page|instructions?|button|menu|account|portal"
    r"|app|online|(?:tele)?phone|at\s+the\s+bottom|(?:to|in|from|with)\s+(?:your|the|our|a|an|any)\s+\w+)\b"
    r"|@|https?://|www\.|\d{3}"
    # an act named as the sentence's subject: "Registering your product online extends the warranty ..."
    r"|^\W*(?!(?:during|nothing|something|anything|everything|according|including|morning|evening|spring)\b)[a-z]{3,}ing\s+"
    r"(?:your|the|our|a|an|their|its|this|that)\b",
    re.I,
)
_SHAPES["document_date"] = _SHAPES["date"]  # a document's own date is given as any date
_MIN_PHONE_DIGITS = 7

# The shapes whose value, given by the best candidate, answers under the judge's threshold (see
# ``Judge._shaped``). Not a year or date asked of an event ("In what year did ...?"): on SQuAD the best
# sentence with a year under the threshold was as often another event's (20 right, 21 not).
EVIDENT = frozenset(
    {"phone", "email", "web", "postal", "identifier", "document_date", "duration", "frequency", "clock_time", "min_age"}
)


@lru_cache(maxsize=1024)  # read for every sentence a question's judge weighs
def asked_shape(question: str) -> str:
    """The shape of value the question asks for (of ``_ASKS``: "reason", "min_age", "phone", "date", ...), else ""."""
    if is_yes_no(question):  # "Does Google collect my email address?" asks whether, not for an address
        return ""
    return next((shape for shape, pattern in _ASKS if pattern.search(question)), "")


def has_shape(shape: str, text: str) -> bool:
    """Whether ``text`` gives a value of ``shape`` (always True for no shape)."""
    if not shape:
        return True
    if shape == "phone":
        return bool(phone_spans(text))
    if shape == "identifier":
        return gives_identifier(text)
    if shape == "duration":  # "£1.50 for each extra week or part of a week", "£45.00 a month": a rate, no length
        text = _RATE_UNIT.sub(" ", text)
    return _SHAPES[shape].search(text) is not None


_RATE_UNIT = re.compile(
    rf"(?:\b(?:per|each|every)\s+(?:extra\s+|additional\s+|further\s+)?|\bpart\s+of\s+an?\s+|[£$€]\s?\d[\d,.]*\s+an?\s+){_UNIT}\b",
    re.I,
)

_NAMES_ASKED = dict(_ASKS)["names"]


def names_asked_ones(question: str, text: str) -> bool:
    """For a question asking which companies, partners ... by name, whether ``text`` names any
    where it speaks of them: after its first mention of the asked noun ("our advertising partners,
    including DoubleClick and Google"), or anywhere when it does not mention it. "Washingtonian
    magazine ... may provide its business partners with your name" names only who shares."""
    found = _NAMES_ASKED.search(question)
    if found is None:
        return True
    noun = found.group("named").lower().rstrip("s")[:5]  # "companies", "company": "compa"
    at = next((m.end() for m in re.finditer(r"[A-Za-z]+", text) if m.group().lower().startswith(noun)), None)
    return at is None or has_shape("names", f"x {text[at:]}")


def phone_spans(text: str) -> list[tuple[int, int]]:
    """Where ``text`` gives phone numbers ("0330 024 1111"): (start, end) of each; not a number that
    the words before it call another kind ("registered charity number 1104428", "Registered in
    England No. 03318842")."""
    return [
        m.span()
        for m in _SHAPES["phone"].finditer(text)
        if sum(ch.isdigit() for ch in m.group()) >= _MIN_PHONE_DIGITS
        and not _OTHER_NUMBER.search(text[max(0, m.start() - 40) : m.start()])
    ]


# "charity number", "Company No.", "reference number:", "Registered in England No.": what the words
# before a run of digits call it when it is no phone number ("our number", "customer services
# number" may be one).
_OTHER_NUMBER = re.compile(
    rf"\b(?:(?:{ID_QUALIFIERS})\s+(?:number|no\.?|num\.?)|(?:registered|incorporated)\s+in\s+[A-Z][a-z]+"
    r"(?:\s+and\s+[A-Z][a-z]+)?\s+(?:number|no\.?))\s*[:#]?\s*$",
    re.I,
)


# The words a question asks for each kind of contact with: a sentence that gives the value need
# not say them ("call us at 716-859-8559" says no "phone number").
CONTACT_ASKING = frozenset(datafiles.load("english")["contact_asking_words"])
NO_CONTACT = frozenset({"", "means"})  # shapes of a question that names no kind of contact
_CONTACTING = frozenset({"i", "we", "to"})  # before "contact" as the reader's verb
SHAPE_WORDS = {
    shape: CONTACT_ASKING | frozenset(words) for shape, words in datafiles.load("english")["contact_words"].items()
}


def asks_to_contact(question: Sequence[Token]) -> bool:
    """Whether the question asks how to contact someone, "contact" or "reach" being its reader's
    verb in a question asking how ("How do I contact support?", "How can we reach you?", "What is
    the best way to contact you?"), not a noun ("Do you ask for my contact information?") nor the
    verb of a yes/no question ("Can I reach the station by bus?", "Do I need to contact my
    insurer?"), which an address does not answer."""
    if not question or (question[0].lower != "how" and not any(t.lower in ("way", "ways") for t in question)):
        return False
    return any(w.lower in CONTACT_ASKING and v.lower in _CONTACTING for v, w in zip(question, question[1:]))


def carried_by_shape(shape: str, text: str, question: Sequence[Token] = ()) -> frozenset[str]:
    """The words asking for a contact of ``shape`` that ``text`` carries by giving one: "General
    enquiries: office@ashbournepark.sch.uk." carries the "email address" of "What is the office
    email address?"; for a ``question`` that names no kind of contact but asks how to make one
    ("How do I contact support?", :func:`asks_to_contact`), the words asking for one ("contact",
    "reach") when the text gives an email, web or postal address; nothing for another shape or a
    text that gives no such value."""
    if shape in NO_CONTACT:  # "Support is available by email at help@aeropure.example."
        if not asks_to_contact(question):
            return frozenset()
        return CONTACT_ASKING if any(has_shape(kind, text) for kind in ("email", "web", "postal")) else frozenset()
    words = SHAPE_WORDS.get(shape)
    return words if words is not None and has_shape(shape, text) else frozenset()
