"""Charity volunteer handbook (DOCX built by hand with zipfile)."""

PROVENANCE = (
    "Imitates a small UK food-bank charity's volunteer handbook in Word format; "
    "charity, people, rates and all content invented"
)

_W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'


def _esc(t):
    return t.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _p(text, style=None, bold=False):
    ppr = f'<w:pPr><w:pStyle w:val="{style}"/></w:pPr>' if style else ""
    rpr = "<w:rPr><w:b/></w:rPr>" if bold else ""
    return f'<w:p>{ppr}<w:r>{rpr}<w:t xml:space="preserve">{_esc(text)}</w:t></w:r></w:p>'


def _tbl(rows):
    out = [
        '<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/><w:tblW w:w="0" w:type="auto"/>'
        '<w:tblBorders><w:top w:val="single" w:sz="4"/><w:left w:val="single" w:sz="4"/>'
        '<w:bottom w:val="single" w:sz="4"/><w:right w:val="single" w:sz="4"/>'
        '<w:insideH w:val="single" w:sz="4"/><w:insideV w:val="single" w:sz="4"/>'
        "</w:tblBorders></w:tblPr><w:tblGrid>"
    ]
    out += ['<w:gridCol w:w="2300"/>'] * len(rows[0])
    out.append("</w:tblGrid>")
    for i, r in enumerate(rows):
        out.append("<w:tr>")
        for c in r:
            out.append(f'<w:tc><w:tcPr><w:tcW w:w="2300" w:type="dxa"/></w:tcPr>{_p(c, bold=(i == 0))}</w:tc>')
        out.append("</w:tr>")
    out.append("</w:tbl>")
    return "".join(out)


def _body():
    b = []
    H1 = lambda t: b.append(_p(t, "Heading1"))
    P = lambda t: b.append(_p(t))

    b.append(_p("Riverside Community Larder - Volunteer Handbook", "Title"))
    P(
        "Version 4, January 2025. Registered charity no. 1187765. Please keep this handbook and "
        "ask your Volunteer Coordinator if anything is unclear."
    )

    H1("1. Welcome")
    P(
        "Riverside Community Larder provides emergency food parcels and a weekly community pantry "
        "for people in the Riverside and Eastbank areas. We rely on around 140 volunteers, and we "
        "could not do it without you."
    )

    H1("2. Volunteer roles")
    P(
        "The table below shows our main roles, the minimum age for each, whether a DBS check is "
        "needed and the usual time commitment. Our general minimum age for volunteering is 16."
    )
    b.append(
        _tbl(
            [
                ("Role", "Minimum age", "DBS check", "Usual commitment"),
                (
                    "Warehouse Assistant",
                    "16, or 14 with a parent or guardian volunteering alongside",
                    "Not required",
                    "One 3-hour shift a week",
                ),
                ("Distribution Session Volunteer", "16", "Basic DBS", "One session a week"),
                (
                    "Delivery Driver",
                    "21 or over, with a full UK licence held for at least 2 years",
                    "Basic DBS",
                    "One morning a fortnight",
                ),
                ("Telephone Befriender", "18", "Enhanced DBS", "One hour a week for at least 6 months"),
            ]
        )
    )
    P(
        "Delivery Drivers must be aged 21 or over because of our insurance conditions. Telephone "
        "Befrienders speak with older and vulnerable people on their own, which is why the role "
        "needs an Enhanced DBS check."
    )

    H1("3. DBS checks")
    P(
        "Some roles need a Disclosure and Barring Service (DBS) check. We pay for your DBS check - "
        "it is free of charge to you. Checks usually take 2 to 4 weeks to come back, and you "
        "cannot start a role that needs a check until it has been cleared."
    )
    P(
        "DBS checks are renewed every 3 years, or sooner if you move to a role that needs a higher "
        "level of check. Having a criminal record does not automatically prevent you from "
        "volunteering; we consider each case individually and in confidence."
    )

    H1("4. Expenses")
    P("Nobody should be out of pocket because they volunteer with us. You can claim the following expenses:")
    b.append(
        _tbl(
            [
                ("Expense", "What you can claim", "Conditions"),
                ("Car mileage", "45p per mile", "Using your own car for deliveries or other agreed journeys"),
                ("Bicycle mileage", "20p per mile", "Agreed journeys only"),
                ("Public transport", "Actual cost of the fare", "Keep your ticket or receipt"),
                ("Lunch allowance", "£6.50 per day", "When you volunteer for 4 hours or more in one day"),
                ("Parking", "Actual cost", "Pay and display or car park receipts only"),
            ]
        )
    )
    P(
        "Mileage is not paid for your journey between home and your usual volunteering site; it is "
        "paid only for journeys you make as part of your role, such as deliveries. Parking fines "
        "and speeding fines will never be reimbursed."
    )
    P(
        "Claim using the Volunteer Expenses Form, signed by your Coordinator. Claims must be made "
        "within 3 months of the date the expense was incurred. We pay claims by bank transfer at "
        "the end of each month."
    )

    H1("5. Training")
    P(
        "Every new volunteer attends an induction session lasting 2.5 hours, which covers health "
        "and safety, data protection, safeguarding basics and how the food bank works."
    )
    P(
        "Distribution Session Volunteers must complete the Level 2 Food Hygiene course online "
        "within their first month. Telephone Befrienders attend a two-day befriending course "
        "before taking their first calls. All volunteers repeat safeguarding awareness training "
        "every 2 years."
    )

    H1("6. Safeguarding")
    P(
        "Safeguarding means protecting people, especially children and adults at risk, from harm. "
        "If you are worried about someone, do not investigate yourself. Write down what you saw "
        "or heard and report it the same day."
    )
    P(
        "Our Designated Safeguarding Lead is Marcia Fenwick (Volunteer Services Manager), "
        "telephone 0161 496 0732. If Marcia is not available, contact the Deputy Safeguarding "
        "Lead, Tom Heller (Warehouse Manager), on 0161 496 0745. If someone is in immediate "
        "danger, call 999 first."
    )

    H1("7. Insurance")
    P(
        "While you are volunteering for us and carrying out agreed tasks, you are covered by our "
        "public liability insurance (up to £5 million) and our volunteer personal accident "
        "insurance."
    )
    P(
        "Our insurance does not cover your own car. If you use your car for volunteering, you "
        "must tell your insurer that you use it for volunteer driving and send a copy of your "
        "insurance certificate to your Coordinator each year."
    )

    H1("8. Problems and complaints")
    P(
        "If you are unhappy about anything to do with your volunteering, talk to your Coordinator "
        "first. If that does not resolve it, write to the Volunteer Services Manager."
    )

    H1("9. Stopping volunteering")
    P(
        "You are free to stop volunteering at any time. If you can, please give your Coordinator "
        "two weeks' notice so we can cover your shifts. When you leave, please return your ID "
        "badge, any keys and your hi-vis vest. We will remove your personal data from our "
        "volunteer system within 12 months of your last shift."
    )
    b.append('<w:sectPr><w:pgSz w:w="11906" w:h="16838"/></w:sectPr>')
    return "".join(b)


def _docx() -> bytes:
    import io
    import zipfile

    ct = (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
        '<Default Extension="xml" ContentType="application/xml"/>'
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>'
        '<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>'
        "</Types>"
    )
    rels = (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>'
        "</Relationships>"
    )
    doc_rels = (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>'
        "</Relationships>"
    )

    def style(sid, name, size, bold=True):
        b = "<w:b/>" if bold else ""
        return (
            f'<w:style w:type="paragraph" w:styleId="{sid}"><w:name w:val="{name}"/>'
            f'<w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:qFormat/>'
            f'<w:rPr>{b}<w:sz w:val="{size}"/></w:rPr></w:style>'
        )

    styles = (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
        f"<w:styles {_W}>"
        '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/></w:style>'
        + style("Title", "Title", 40)
        + style("Heading1", "heading 1", 32)
        + style("Heading2", "heading 2", 26)
        + '<w:style w:type="table" w:styleId="TableGrid"><w:name w:val="Table Grid"/></w:style>'
        "</w:styles>"
    )
    document = (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
        f"<w:document {_W}><w:body>{_body()}</w:body></w:document>"
    )
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("[Content_Types].xml", ct)
        z.writestr("_rels/.rels", rels)
        z.writestr("word/_rels/document.xml.rels", doc_rels)
        z.writestr("word/document.xml", document)
        z.writestr("word/styles.xml", styles)
    return buf.getvalue()


def files() -> dict:
    return {"riverside_volunteer_handbook.docx": _docx()}


EXPECT = [
    ("can my 14 year old help out in the warehouse?", ["14 with a parent or guardian"]),
    ("how old do you have to be to be a delivery driver", ["21 or over"]),
    ("Do I need a DBS check to be a telephone befriender?", ["Enhanced DBS"]),
    ("who pays for the dbs", ["We pay for your DBS check"]),
    ("What's the mileage rate if I use my car?", ["45p per mile"]),
    ("how much can i claim for lunch", ["£6.50"]),
    ("how long have I got to put in an expenses claim", ["within 3 months"]),
    ("who is the safeguarding lead", ["Marcia Fenwick"]),
    ("do i need to tell my car insurance that I'm volunteer driving", ["must tell your insurer"]),
    ("How much notice should I give if I want to stop volunteering?", ["two weeks' notice"]),
    ("how long is the induction", ["2.5 hours"]),
    ("How often does the DBS check get redone?", ["every 3 years"]),
    ("what food hygiene training do distribution volunteers need", ["Level 2 Food Hygiene"]),
    ("Will volunteering affect my Universal Credit?", None),
    ("Can I get a reference from you for a job application?", None),
    ("is there free parking at the warehouse for volunteers", None),
]
