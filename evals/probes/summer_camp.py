"""Library: a children's summer camp parent information pack (Word DOCX built with zipfile)."""

PROVENANCE = (
    "Imitates a children's holiday activity camp 'Parent Information Pack' Word document "
    "(age groups, week-by-week price table, discounts, timings, late collection, kit list, "
    "medication, food and allergies, cancellations); all content invented"
)

from xml.sax.saxutils import escape as _esc

# (kind, text) kinds: title, h1, h2, p, bullet, table
_BODY = [
    ("title", "Oakridge Adventure Camps - Summer 2025"),
    ("p", "Parent Information Pack"),
    (
        "p",
        "Thank you for booking with Oakridge Adventure Camps. This pack tells you everything you need to know "
        "before your child's first day at our Oakridge School site, Mill Road. Please read it carefully and keep "
        "it somewhere handy. If anything is unclear, email the camp office at camps@oakridge-adventure.example "
        "or call 01632 960 418 (weekdays 9am to 3pm).",
    ),
    ("h1", "1. Age groups"),
    ("p", "Children are grouped by their age on the first day of the week they attend:"),
    ("bullet", "Cubs: ages 5 to 7"),
    ("bullet", "Explorers: ages 8 to 10"),
    ("bullet", "Trailblazers: ages 11 to 14"),
    (
        "p",
        "Children must be 5 by the start of the week they attend. Siblings in different age groups can meet up "
        "at lunch time and at the end-of-week show.",
    ),
    ("h1", "2. Dates and prices"),
    (
        "p",
        "Camp runs for six weeks over the summer holidays. Weeks run Monday to Friday, except Week 6, which is a "
        "four-day week because of the August bank holiday. Prices are per child per week and include all "
        "activities, equipment, morning and afternoon snacks and a camp T-shirt.",
    ),
    (
        "table",
        [
            ["Week", "Dates", "Cubs (5-7)", "Explorers (8-10)", "Trailblazers (11-14)"],
            ["Week 1", "21 to 25 July", "£189", "£205", "£228"],
            ["Week 2", "28 July to 1 August", "£189", "£205", "£228"],
            ["Week 3", "4 to 8 August", "£189", "£205", "£228"],
            ["Week 4", "11 to 15 August", "£189", "£205", "£228"],
            ["Week 5", "18 to 22 August", "£189", "£205", "£228"],
            ["Week 6 (4 days)", "26 to 29 August", "£152", "£165", "£183"],
        ],
    ),
    ("h2", "Discounts"),
    (
        "p",
        "Early-bird discount: book and pay in full by 31 March 2025 to get 12% off the weekly price. The early-bird "
        "discount cannot be added to bookings made after that date, even if they are for the same child.",
    ),
    (
        "p",
        "Sibling discount: when you book brothers or sisters for the same week, the second child gets 5% off and "
        "the third and any further children get 8% off. The sibling discount is always applied to the lower-priced "
        "place. Early-bird and sibling discounts can be used together.",
    ),
    ("h1", "3. Drop-off and pick-up"),
    (
        "p",
        "Drop-off is between 8:30am and 9:15am at the main school gate. Pick-up is between 4:00pm and 4:30pm from "
        "your child's group base. Children will only be handed over to the adults named on the booking form, who "
        "must give the family password.",
    ),
    (
        "p",
        "Early Birds club: drop-off from 7:45am is available for £7 per day. Late club: children can stay until "
        "6:00pm for £11 per day. Extended hours must be booked at least 48 hours in advance.",
    ),
    (
        "p",
        "Late collection: if you are late, a late collection fee of £10 per child is charged for each 10 minutes "
        "(or part of 10 minutes) after your booked collection time. If we cannot contact you or your emergency "
        "contacts by 7:00pm, we are required to follow our safeguarding procedure.",
    ),
    ("h1", "4. What to bring"),
    ("p", "Please label everything with your child's name. Every day your child will need:"),
    ("bullet", "A packed lunch (unless you have booked hot lunches) and a full refillable water bottle"),
    ("bullet", "Sun cream applied before arrival, a sun hat and a light waterproof jacket"),
    ("bullet", "Trainers or sturdy shoes - no sandals or flip-flops"),
    ("bullet", "Swimming kit and a towel on Wednesdays, which is swimming day at the leisure centre"),
    ("bullet", "Old clothes that can get muddy on Thursdays, which is forest school day"),
    (
        "p",
        "Children under 11 must not bring mobile phones or smart watches with calling functions. Trailblazers may bring "
        "a phone for travelling to and from camp, but it must be handed in to their group leader at drop-off and "
        "will be returned at pick-up. We are not responsible for loss of or damage to valuables.",
    ),
    ("h1", "5. Medication"),
    (
        "p",
        "If your child needs medicine during the camp day, complete the medication form in your booking account "
        "before their first day. All medicine must be in its original packaging and labelled with your child's "
        "name and dose. Prescribed medicine is kept in a locked box in the first aid room and given by a trained "
        "first aider.",
    ),
    (
        "p",
        "We will only give non-prescription medicine such as Calpol or antihistamine if you have given written "
        "consent on the medication form for that day.",
    ),
    (
        "p",
        "Children with asthma must bring their own named inhaler, which stays with their group leader at all times. "
        "Children who need an adrenaline auto-injector (for example an EpiPen) must bring two in-date devices every "
        "day; we cannot let your child take part in the day's activities without them.",
    ),
    ("h1", "6. Food and allergies"),
    (
        "p",
        "Oakridge Adventure Camps is a nut-free site. Please do not send in any food containing nuts, including "
        "peanut butter, chocolate spreads and cereal bars with nuts.",
    ),
    (
        "p",
        "Hot lunches are cooked on site by the school kitchen and can be added to your booking for £4.50 per day. "
        "A vegetarian option is available every day. Morning and afternoon snacks (fruit, crackers and squash) are "
        "provided for all children.",
    ),
    (
        "p",
        "Please tell us about any allergy, intolerance or special diet on the booking form at least 14 days before "
        "your child's first day, so that our kitchen can plan for it.",
    ),
    ("h1", "7. Cancellations and refunds"),
    (
        "p",
        "If you need to cancel a booked week, please email the camp office. Refunds depend on how much notice you give "
        "before the Monday of the week booked:",
    ),
    (
        "table",
        [
            ["Notice given", "Refund"],
            ["More than 28 days", "Full refund minus a £20 admin fee per child"],
            ["14 to 28 days", "50% refund"],
            ["Less than 14 days", "No refund"],
        ],
    ),
    (
        "p",
        "If your child cannot attend because of illness and you send us a doctor's note, we will give you a credit "
        "for a future Oakridge camp instead of a refund, even if you gave less than 14 days' notice. No refunds or "
        "credits are given for days missed once a week has started, or if a child is sent home because of "
        "behaviour. If we have to cancel a week, you will receive a full refund.",
    ),
    ("h1", "8. Behaviour"),
    (
        "p",
        "We expect children to be kind, to listen to staff and to respect equipment. If a child's behaviour puts "
        "themselves or others at risk, we will call parents and may ask for them to be collected.",
    ),
    ("p", "We look forward to seeing you this summer!"),
]


def _run(text, bold=False, size=None):
    rpr = ""
    if bold or size:
        rpr = "<w:rPr>" + ("<w:b/>" if bold else "") + (f'<w:sz w:val="{size}"/>' if size else "") + "</w:rPr>"
    return f'<w:r>{rpr}<w:t xml:space="preserve">{_esc(text)}</w:t></w:r>'


def _para(text, style=None, bold=False, size=None, numbered=False):
    ppr = ""
    if style or numbered:
        ppr = "<w:pPr>"
        if style:
            ppr += f'<w:pStyle w:val="{style}"/>'
        if numbered:
            ppr += '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>'
        ppr += "</w:pPr>"
    return f"<w:p>{ppr}{_run(text, bold, size)}</w:p>"


def _table(rows):
    border = (
        "<w:tblBorders>"
        + "".join(
            f'<w:{s} w:val="single" w:sz="4" w:space="0" w:color="999999"/>'
            for s in ("top", "left", "bottom", "right", "insideH", "insideV")
        )
        + "</w:tblBorders>"
    )
    ncols = len(rows[0])
    width = 9000 // ncols
    out = [f'<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/><w:tblW w:w="0" w:type="auto"/>{border}</w:tblPr>']
    out.append("<w:tblGrid>" + "".join(f'<w:gridCol w:w="{width}"/>' for _ in range(ncols)) + "</w:tblGrid>")
    for i, r in enumerate(rows):
        out.append("<w:tr>")
        for c in r:
            out.append(f'<w:tc><w:tcPr><w:tcW w:w="{width}" w:type="dxa"/></w:tcPr>{_para(c, bold=(i == 0))}</w:tc>')
        out.append("</w:tr>")
    out.append("</w:tbl>")
    return "".join(out)


def _document_xml():
    parts = []
    for kind, content in _BODY:
        if kind == "title":
            parts.append(_para(content, style="Title"))
        elif kind == "h1":
            parts.append(_para(content, style="Heading1"))
        elif kind == "h2":
            parts.append(_para(content, style="Heading2"))
        elif kind == "bullet":
            parts.append(_para(content, style="ListParagraph", numbered=True))
        elif kind == "table":
            parts.append(_table(content))
            parts.append("<w:p/>")
        else:
            parts.append(_para(content))
    body = "".join(parts)
    return (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
        '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" '
        'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">'
        f'<w:body>{body}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/>'
        '<w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="708" w:footer="708" w:gutter="0"/>'
        "</w:sectPr></w:body></w:document>"
    )


_CONTENT_TYPES = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>
<Override PartName="/word/numbering.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.numbering+xml"/>
</Types>"""

_RELS = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>
</Relationships>"""

_DOC_RELS = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>
<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/numbering" Target="numbering.xml"/>
</Relationships>"""

_STYLES = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">
<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:pPr><w:spacing w:after="120"/></w:pPr><w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri"/><w:sz w:val="22"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/><w:rPr><w:b/><w:sz w:val="48"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:pPr><w:keepNext/><w:spacing w:before="240"/><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:b/><w:color w:val="2E5E3E"/><w:sz w:val="32"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Heading2"><w:name w:val="heading 2"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:pPr><w:keepNext/><w:outlineLvl w:val="1"/></w:pPr><w:rPr><w:b/><w:sz w:val="26"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="ListParagraph"><w:name w:val="List Paragraph"/><w:basedOn w:val="Normal"/><w:pPr><w:ind w:left="720"/></w:pPr></w:style>
<w:style w:type="table" w:styleId="TableGrid"><w:name w:val="Table Grid"/></w:style>
</w:styles>"""

_NUMBERING = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:numbering xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">
<w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="bullet"/><w:lvlText w:val="\u2022"/><w:lvlJc w:val="left"/><w:pPr><w:ind w:left="720" w:hanging="360"/></w:pPr></w:lvl></w:abstractNum>
<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num>
</w:numbering>"""


def files() -> dict[str, bytes]:
    import io
    import zipfile

    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("[Content_Types].xml", _CONTENT_TYPES)
        z.writestr("_rels/.rels", _RELS)
        z.writestr("word/_rels/document.xml.rels", _DOC_RELS)
        z.writestr("word/document.xml", _document_xml())
        z.writestr("word/styles.xml", _STYLES)
        z.writestr("word/numbering.xml", _NUMBERING)
    return {"Oakridge-Summer-Camp-2025-Parent-Pack.docx": buf.getvalue()}


EXPECT = [
    ("how much is a week of camp for my 9 year old in early august?", ["£205"]),
    ("price for the bank holiday week for a 12 year old", ["£183"]),
    ("whats the early bird discount", ["12% off"]),
    ("Is there a discount for my second child?", ["5% off"]),
    ("what time is drop off", ["8:30am"]),
    ("How much do you charge if I'm late picking up?", ["£10 per child"]),
    ("how much is late club", ["£11 per day"]),
    ("which day do they need their swimming things", ["Wednesdays"]),
    ("can my 8yo bring his phone?", ["must not bring mobile phones"]),
    ("Can staff give my daughter calpol if she gets a headache?", ["written consent"]),
    ("how many epipens does my son need to bring", ["two in-date"]),
    ("If I cancel three weeks before, do I get my money back?", ["50% refund"]),
    ("is lunch provided or do I need to send a packed lunch", ["£4.50 per day", "unless you have booked hot lunches"]),
    ("What's the staff to child ratio?", None),
    ("can i pay using tax-free childcare or childcare vouchers", None),
    ("Is there a minibus or transport from the town centre?", None),
    ("whats a good recipe for banana bread", None),
]
