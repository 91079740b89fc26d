"""Library: a care home's fees and services information sheet (Word .docx)."""

PROVENANCE = (
    "Imitates an independent UK care home's 'Fees and Services' sheet given "
    "to prospective residents and families; all content, names and figures "
    "invented"
)

FEES_HEADER = ["Room type", "Residential care", "Dementia care", "Nursing care"]
FEES_ROWS = [
    ["Standard room", "£1,185.00", "£1,320.00", "£1,455.00"],
    ["En-suite room", "£1,265.00", "£1,395.00", "£1,530.00"],
    ["Garden suite", "£1,410.00", "£1,545.00", "£1,680.00"],
    ["Respite stay (per week)", "£1,350.00", "£1,480.00", "£1,620.00"],
]

EXTRAS_HEADER = ["Service", "Charge"]
EXTRAS_ROWS = [
    ["Hairdressing - wash and set", "£14.00"],
    ["Hairdressing - cut and blow dry", "£22.00"],
    ["Chiropody", "£28.00 per visit"],
    ["Escort to hospital or GP appointments", "£18.50 per hour"],
    ["Dry cleaning", "At cost"],
    ["Private telephone line in room", "£6.00 per week"],
    ["Newspapers and magazines", "At cost, billed monthly"],
]


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _p(text: str, style: str | None = None, bold: bool = False) -> str:
    ppr = f'<w:pPr><w:pStyle w:val="{style}"/></w:pPr>' if style else ""
    rpr = "<w:rPr><w:b/></w:rPr>" if bold else ""
    return f'<w:p>{ppr}<w:r>{rpr}<w:t xml:space="preserve">{_esc(text)}</w:t></w:r></w:p>'


def _bullet(text: str) -> str:
    return _p(text, style="ListBullet")


def _table(header: list[str], rows: list[list[str]]) -> str:
    border = (
        "<w:tblBorders>"
        + "".join(
            f'<w:{side} w:val="single" w:sz="4" w:space="0" w:color="808080"/>'
            for side in ("top", "left", "bottom", "right", "insideH", "insideV")
        )
        + "</w:tblBorders>"
    )
    out = [f'<w:tbl><w:tblPr><w:tblW w:w="0" w:type="auto"/>{border}</w:tblPr>']
    for i, row in enumerate([header] + rows):
        out.append("<w:tr>")
        for cell in row:
            out.append(f"<w:tc>{_p(cell, bold=(i == 0))}</w:tc>")
        out.append("</w:tr>")
    out.append("</w:tbl>")
    return "".join(out)


def _body() -> str:
    parts = [
        _p("Willowmere House Care Home", style="Title"),
        _p(
            "Fees and Services Information - April 2025 to March 2026",
            style="Subtitle",
        ),
        _p(
            "Willowmere House is a family-run care home in Little Anstey "
            "providing residential, dementia and nursing care for up to 54 "
            "older people. This sheet explains our weekly fees, what they "
            "include and the main terms of our residence agreement. It does "
            "not replace the full Residence Agreement, which you will be "
            "given before admission."
        ),
        _p("1. Weekly fees", style="Heading1"),
        _p(
            "Fees are charged per week and depend on the type of room and "
            "the level of care assessed by our Registered Manager before "
            "admission. All fees below apply from 1 April 2025."
        ),
        _table(FEES_HEADER, FEES_ROWS),
        _p(
            "Respite stays are subject to a minimum stay of two weeks and "
            "are charged in advance for the whole booked period."
        ),
        _p(
            "Nursing care: where a resident is assessed as eligible for NHS "
            "Funded Nursing Care (FNC), the FNC contribution (currently "
            "£241.22 per week) is paid by the NHS directly to the home and is "
            "deducted from the nursing fee shown above."
        ),
        _p("2. What is included in the fees", style="Heading1"),
        _bullet("Your room, with heating, lighting and water"),
        _bullet("24-hour care and support from trained care staff"),
        _bullet("All meals, drinks and snacks, including special and cultural diets"),
        _bullet("Laundry of personal clothing (excluding dry cleaning)"),
        _bullet("Daily cleaning of your room and weekly change of bed linen"),
        _bullet("Our activities programme, including weekly outings by minibus"),
        _bullet("Wi-Fi throughout the home and a television in every room"),
        _bullet("Toiletries such as soap, shampoo and tissues"),
        _p("3. What is not included", style="Heading1"),
        _p("The following services are available at an extra charge and will be added to your monthly invoice:"),
        _table(EXTRAS_HEADER, EXTRAS_ROWS),
        _p(
            "Prices for extras are set by the visiting professionals and may "
            "change during the year. We will always tell you before a charge "
            "is made."
        ),
        _p("4. Paying your fees", style="Heading1"),
        _p(
            "Fees are payable monthly in advance by direct debit on the 1st "
            "of each month. For the first month we will invoice you for the "
            "period from the date of admission to the end of that month."
        ),
        _p(
            "A deposit of £2,000 is payable before admission. The deposit is "
            "refunded, less any unpaid fees or charges, within 21 days of "
            "your final account being settled."
        ),
        _p(
            "Fee reviews: fees are reviewed once a year on 1 April. We will "
            "give you at least six weeks' written notice of any increase."
        ),
        _p("5. Trial period and notice", style="Heading1"),
        _p(
            "The first month of residence is a trial period, during which "
            "either side may end the agreement with 7 days' notice."
        ),
        _p(
            "After the trial period, a resident or their representative must "
            "give one calendar month's written notice to leave the home. Fees "
            "are payable for the full notice period whether or not the room "
            "is occupied."
        ),
        _p(
            "Following the death of a resident, fees will be charged for up "
            "to a maximum of 5 days or until the room is cleared, whichever "
            "is sooner."
        ),
        _p("6. Absence from the home", style="Heading1"),
        _p(
            "If a resident is admitted to hospital or is away from the home "
            "for any other reason, the full fee remains payable for the first "
            "4 weeks of absence. After that we charge 90% of the weekly fee "
            "to keep the room reserved."
        ),
        _p("7. Visiting", style="Heading1"),
        _p(
            "Friends and family are welcome every day between 9.00am and "
            "8.00pm. Visits outside these times can be arranged with the "
            "nurse in charge."
        ),
        _bullet(
            "Protected mealtimes: 12.30pm to 1.30pm and 5.00pm to 6.00pm. "
            "Please avoid visiting during these times unless you are helping "
            "your relative to eat."
        ),
        _bullet("Well-behaved pets on a lead are welcome to visit, but please let reception know in advance."),
        _bullet(
            "Visitors are asked to sign in and out at reception and to stay "
            "away for 48 hours after any sickness or diarrhoea."
        ),
        _p("8. Contact", style="Heading1"),
        _p(
            "Willowmere House, 3 Orchard Rise, Little Anstey, Hertfordshire "
            "SG9 2QT. Telephone 01763 448 210. Email "
            "admissions@willowmerehouse.example.co.uk"
        ),
        _p(
            "Willowmere House is registered with the Care Quality Commission. "
            "Registered Manager: Mrs Angela Forsythe RGN. Fees correct at "
            "time of printing (March 2025). E&OE."
        ),
    ]
    return "".join(parts)


def _build_docx() -> bytes:
    import io
    import zipfile

    content_types = (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/'
        'content-types">'
        '<Default Extension="rels" ContentType="application/'
        'vnd.openxmlformats-package.relationships+xml"/>'
        '<Default Extension="xml" ContentType="application/xml"/>'
        '<Override PartName="/word/document.xml" ContentType="application/'
        'vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>'
        "</Types>"
    )
    rels = (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/'
        'relationships">'
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/'
        'officeDocument/2006/relationships/officeDocument" '
        'Target="word/document.xml"/>'
        "</Relationships>"
    )
    document = (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
        '<w:document xmlns:w="http://schemas.openxmlformats.org/'
        'wordprocessingml/2006/main"><w:body>' + _body() + '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/></w:sectPr>'
        "</w:body></w:document>"
    )
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as zf:
        zf.writestr("[Content_Types].xml", content_types)
        zf.writestr("_rels/.rels", rels)
        zf.writestr("word/document.xml", document)
    return buf.getvalue()


def files() -> dict[str, bytes]:
    return {"Willowmere_House_Fees_2025-26.docx": _build_docx()}


EXPECT = [
    ("how much is an en-suite room for nursing care", ["£1,530.00"]),
    ("weekly cost of a standard room, residential care?", ["£1,185.00"]),
    ("garden suite dementia care price", ["£1,545.00"]),
    ("is laundry included in the fees", ["Laundry of personal clothing"]),
    ("do we have to pay extra for the hairdresser", ["£14.00", "£22.00"]),
    ("how much deposit do you need to pay", ["£2,000"]),
    ("how much notice do I need to give if mum wants to leave", ["one calendar month"]),
    ("what are the visiting hours", ["9.00am and 8.00pm"]),
    ("can I bring my dog when I visit?", ["Well-behaved pets"]),
    (
        "what happens with the fees if my dad goes into hospital",
        ["90% of the weekly fee"],
    ),
    ("when do the fees go up each year", ["once a year on 1 April"]),
    ("how do we pay the fees", ["direct debit"]),
    ("whats the minimum stay for respite", ["minimum stay of two weeks"]),
    ("how much does the chiropodist cost", ["£28.00 per visit"]),
    (
        "how long are fees charged after a resident passes away",
        ["maximum of 5 days"],
    ),
    ("is there parking for visitors?", None),
    ("can residents bring their own furniture", None),
    ("how many staff are on duty at night", None),
]
