PROVENANCE = (
    "Imitates an independent UK veterinary practice's printable fee schedule (Word document "
    "with price tables) and its client FAQ page in Markdown; practice, prices and policies all invented"
)

_W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"


def _esc(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _run(text, bold=False, size=None):
    rpr = ""
    if bold or size:
        rpr = "<w:rPr>" + ("<w:b/>" if bold else "") + (f'<w:sz w:val="{size}"/>' if size else "") + "</w:rPr>"
    return f'<w:r>{rpr}<w:t xml:space="preserve">{_esc(text)}</w:t></w:r>'


def _p(text, style=None, bold=False, size=None, align=None):
    ppr = ""
    if style or align:
        ppr = (
            "<w:pPr>"
            + (f'<w:pStyle w:val="{style}"/>' if style else "")
            + (f'<w:jc w:val="{align}"/>' if align else "")
            + "</w:pPr>"
        )
    return f"<w:p>{ppr}{_run(text, bold, size)}</w:p>"


def _table(widths, rows):
    grid = "".join(f'<w:gridCol w:w="{w}"/>' for w in widths)
    border = (
        "<w:tblBorders>"
        + "".join(
            f'<w:{b} w:val="single" w:sz="4" w:space="0" w:color="808080"/>'
            for b in ("top", "left", "bottom", "right", "insideH", "insideV")
        )
        + "</w:tblBorders>"
    )
    out = [
        f'<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/><w:tblW w:w="{sum(widths)}" w:type="dxa"/>'
        f"{border}</w:tblPr><w:tblGrid>{grid}</w:tblGrid>"
    ]
    for i, row in enumerate(rows):
        trpr = "<w:trPr><w:tblHeader/></w:trPr>" if i == 0 else ""
        cells = []
        for w, txt in zip(widths, row):
            shade = '<w:shd w:val="clear" w:color="auto" w:fill="D9E2D0"/>' if i == 0 else ""
            cells.append(
                f'<w:tc><w:tcPr><w:tcW w:w="{w}" w:type="dxa"/>{shade}</w:tcPr>{_p(txt, bold=(i == 0))}</w:tc>'
            )
        out.append(f"<w:tr>{trpr}{''.join(cells)}</w:tr>")
    out.append("</w:tbl>")
    out.append("<w:p/>")
    return "".join(out)


def _document_xml():
    body = []
    body.append(_p("Brackenfield Veterinary Centre", style="Title"))
    body.append(_p("Fee schedule for dogs, cats and rabbits - effective 1 April 2025"))
    body.append(
        _p(
            "All prices include VAT at 20%. Medicines, laboratory fees and hospitalisation are charged "
            "in addition unless stated. Surgical prices include the general anaesthetic, pain relief on "
            "the day and one post-operative check. We will always give you a written estimate before "
            "any planned procedure."
        )
    )

    body.append(_p("Consultations", style="Heading1"))
    body.append(
        _table(
            [6200, 2400],
            [
                ["Service", "Price"],
                ["Standard consultation (15 minutes)", "£52.50"],
                ["Repeat consultation, same condition within 14 days", "£31.00"],
                ["Same-day emergency consultation during opening hours", "£79.00"],
                ["Second opinion or referral consultation (30 minutes)", "£88.00"],
                ["Nurse clinic (nail clip, weight check, suture removal)", "£24.00"],
                ["Home visit call-out fee (plus cost of treatment)", "£85.00"],
            ],
        )
    )

    body.append(_p("Vaccinations", style="Heading1"))
    body.append(
        _table(
            [6200, 2400],
            [
                ["Vaccination", "Price"],
                ["Dog primary course (2 injections, includes health check)", "£89.00"],
                ["Dog annual booster", "£62.00"],
                ["Kennel cough (intranasal)", "£41.50"],
                ["Cat primary course (2 injections, includes health check)", "£79.50"],
                ["Cat annual booster", "£58.00"],
                ["Rabbit combined Myxo-RHD annual vaccination", "£64.00"],
                ["Rabies vaccination (for travel)", "£71.00"],
            ],
        )
    )

    body.append(_p("Neutering", style="Heading1"))
    body.append(_p("Dog prices depend on body weight on the day of surgery."))
    body.append(
        _table(
            [3000, 2800, 2800],
            [
                ["Procedure", "Weight band", "Price"],
                ["Cat castration", "All weights", "£98.00"],
                ["Cat spay", "All weights", "£135.00"],
                ["Dog castration", "Under 10kg", "£265.00"],
                ["Dog castration", "10kg to 25kg", "£310.00"],
                ["Dog castration", "25kg to 40kg", "£365.00"],
                ["Dog castration", "Over 40kg", "£420.00"],
                ["Bitch spay", "Under 10kg", "£345.00"],
                ["Bitch spay", "10kg to 25kg", "£395.00"],
                ["Bitch spay", "25kg to 40kg", "£460.00"],
                ["Bitch spay", "Over 40kg", "£525.00"],
                ["Laparoscopic (keyhole) spay supplement", "All weights", "add £180.00"],
                ["Rabbit castration", "All weights", "£112.00"],
                ["Rabbit spay", "All weights", "£158.00"],
            ],
        )
    )

    body.append(_p("Other procedures and services", style="Heading1"))
    body.append(
        _table(
            [6200, 2400],
            [
                ["Service", "Price"],
                ["Microchip implant and registration", "£19.50"],
                ["Dental scale and polish (including general anaesthetic)", "from £395.00"],
                ["Dental extractions, per 15 minutes of surgical time", "£61.00"],
                ["In-house pre-anaesthetic blood test", "£72.00"],
                ["Written prescription (per prescription)", "£18.50"],
                ["Animal Health Certificate for travel to the EU", "£165.00"],
                ["Hospitalisation, per day (excluding medicines)", "£46.00"],
            ],
        )
    )

    body.append(_p("End of life care", style="Heading1"))
    body.append(
        _table(
            [6200, 2400],
            [
                ["Service", "Price"],
                ["Euthanasia at the practice", "£115.00"],
                ["Euthanasia at home (includes call-out)", "£245.00"],
                ["Communal cremation - cat", "£78.00"],
                ["Communal cremation - dog under 20kg", "£96.00"],
                ["Communal cremation - dog over 20kg", "£132.00"],
                ["Individual cremation with ashes returned", "from £215.00"],
            ],
        )
    )

    body.append(_p("Brackenfield Pet Health Club", style="Heading1"))
    body.append(
        _p(
            "Spread the cost of routine care with a monthly Direct Debit. Every plan includes the annual "
            "vaccination, two health checks a year, flea and worm treatment, and 10% off other "
            "consultations and procedures at the practice."
        )
    )
    body.append(
        _table(
            [4300, 4300],
            [
                ["Plan", "Monthly price"],
                ["Dog plan (any size)", "£16.50 per month"],
                ["Cat plan", "£13.75 per month"],
                ["Rabbit plan", "£9.90 per month"],
            ],
        )
    )
    body.append(
        _p(
            "Prices are reviewed every April. Brackenfield Veterinary Centre, 3 Mill Lane, Brackenfield, "
            "BR6 4PD. Telephone 01632 960 418."
        )
    )

    sect = (
        '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1134" w:right="1134" '
        'w:bottom="1134" w:left="1134" w:header="709" w:footer="709" w:gutter="0"/></w:sectPr>'
    )
    return (
        f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        f'<w:document xmlns:w="{_W}"><w:body>{"".join(body)}{sect}</w:body></w:document>'
    )


_STYLES = f"""<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles xmlns:w="{_W}">
<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/>
<w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri"/><w:sz w:val="21"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/>
<w:rPr><w:b/><w:sz w:val="40"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/>
<w:pPr><w:keepNext/><w:spacing w:before="240" w:after="80"/><w:outlineLvl w:val="0"/></w:pPr>
<w:rPr><w:b/><w:color w:val="2E5E1E"/><w:sz w:val="28"/></w:rPr></w:style>
<w:style w:type="table" w:styleId="TableGrid"><w:name w:val="Table Grid"/></w:style>
</w:styles>"""

_CT = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>
</Types>"""

_RELS = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>
</Relationships>"""

_DOC_RELS = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>
</Relationships>"""


def _docx_bytes():
    import io
    import zipfile

    bio = io.BytesIO()
    with zipfile.ZipFile(bio, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("[Content_Types].xml", _CT)
        z.writestr("_rels/.rels", _RELS)
        z.writestr("word/document.xml", _document_xml())
        z.writestr("word/styles.xml", _STYLES)
        z.writestr("word/_rels/document.xml.rels", _DOC_RELS)
    return bio.getvalue()


_FAQ = """# Brackenfield Veterinary Centre - Frequently asked questions

## When are you open?

| Day | Hours |
|-----|-------|
| Monday to Friday | 8:00am to 7:00pm |
| Saturday | 8:30am to 1:00pm |
| Sunday and bank holidays | Closed |

Consultations are by appointment. You can book online, in the MyBrackenfield app or by calling
reception on 01632 960 418. Reception phone lines open at 8:00am on weekdays.

## What should I do in an emergency?

During opening hours, phone us and then come straight down - you do not need an appointment for a
genuine emergency and we will see your pet as soon as a vet is free.

Outside our opening hours, our emergency cover is provided by **NightPaws Emergency Vets**, Unit 4
Meadow Park, Ellingford, EL2 7WS. They are open every night from 7:00pm, and 24 hours at weekends and on
bank holidays. Always phone them first on 01632 960 999 so the team is ready for you. NightPaws is a
separate business: they set their own fees and ask for payment at the time of treatment. They send your
pet's notes to us the next morning.

## Do you deal with pet insurance claims?

Yes. If you pay your bill yourself and claim the money back, we will complete the vet's section of your
claim form free of charge, normally within 5 working days.

If your insurer allows it, we can claim directly from them for bills over £300. For a direct claim you
pay your policy excess and any amounts the insurer will not cover on the day, and we charge an
administration fee of £25 per claim. If the insurer later refuses the claim, the full bill becomes
payable by you within 14 days.

## When do I have to pay?

Payment is due at the time of treatment. We accept debit and credit cards, Apple Pay, Google Pay and
cash. We no longer accept cheques. For planned operations we may ask for a deposit of 50% of the
estimate when you book.

## Can I pay in instalments?

For bills over £500 we can offer a payment plan through our finance partner, Fernbridge Finance. You
can spread the cost interest-free over 3 or 6 months, or over 12 months at 9.9% APR representative.
Payment plans are subject to a credit check and must be set up before treatment starts, except in an
emergency. Members of the Brackenfield Pet Health Club get 10% off treatment, which can be combined with a
payment plan.

## How do I order repeat medication?

Please give us 48 hours' notice for repeat prescriptions, using the app or the form on our website.
By law a vet has to examine your pet at least every 6 months to keep prescribing long-term medication,
so we will ask you to book a check-up when one is due. If you prefer to buy medicines online we can
provide a written prescription (see the fee schedule).

## Do you do home visits?

Yes, for pets that cannot easily travel. A call-out fee applies on top of the cost of any treatment,
and home visits are subject to vet availability, usually between 1:00pm and 3:00pm on weekdays.

## Is registering my pet free?

Yes, there is no charge to register. Bring any previous vaccination records to your first appointment.
"""


def files() -> dict:
    return {
        "Brackenfield_Fee_Schedule_2025.docx": _docx_bytes(),
        "faq.md": _FAQ.encode("utf-8"),
    }


EXPECT = [
    ("how much is a normal vet consultation", ["£52.50"]),
    ("price of my dog's yearly booster jab", ["£62.00"]),
    ("cat booster cost?", ["£58.00"]),
    ("how much to spay my 30kg labrador", ["£460.00"]),
    ("castration price for a small dog about 8 kg", ["£265.00"]),
    ("how much is microchipping", ["£19.50"]),
    ("are you open on saturdays", ["8:30am to 1:00pm"]),
    ("my cat is ill at 11pm who do i call", ["01632 960 999", "NightPaws"]),
    ("do you charge to claim direct from my insurer", ["£25 per claim"]),
    ("can i spread the cost of a big vet bill", ["Fernbridge Finance", "interest-free over 3 or 6 months"]),
    ("how much notice do you need for repeat meds", ["48 hours"]),
    ("cost of individual cremation with the ashes back", ["from £215.00"]),
    ("cat health plan monthly price", ["£13.75"]),
    ("whats the home visit charge", ["£85.00"]),
    ("how much does NightPaws charge for an out of hours consult", None),
    ("how much is an x-ray for my dog", None),
    ("is there parking at the practice?", None),
    ("who won the premier league last season", None),
]
