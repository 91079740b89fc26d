"""Library: a UK job offer letter as a hand-built Word .docx file."""

import io
import zipfile
from xml.sax.saxutils import escape

PROVENANCE = (
    "Imitates a UK employer's conditional offer-of-employment letter with a "
    "summary-of-terms table, numbered sections and an acceptance slip; all "
    "content invented"
)

W_NS = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"

CONTENT_TYPES = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>
</Types>"""

ROOT_RELS = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>
</Relationships>"""

DOC_RELS = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>
</Relationships>"""

STYLES = f"""<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles xmlns:w="{W_NS}">
<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/>
<w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri"/><w:sz w:val="22"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/>
<w:rPr><w:b/><w:sz w:val="32"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/>
<w:pPr><w:spacing w:before="240" w:after="60"/><w:outlineLvl w:val="0"/></w:pPr>
<w:rPr><w:b/><w:sz w:val="26"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="ListBullet"><w:name w:val="List Bullet"/><w:basedOn w:val="Normal"/>
<w:pPr><w:ind w:left="720" w:hanging="360"/></w:pPr></w:style>
<w:style w:type="paragraph" w:styleId="SmallPrint"><w:name w:val="Small Print"/><w:basedOn w:val="Normal"/>
<w:rPr><w:sz w:val="16"/></w:rPr></w:style>
<w:style w:type="table" w:styleId="TableGrid"><w:name w:val="Table Grid"/>
<w:tblPr><w:tblBorders><w:top w:val="single" w:sz="4"/><w:left w:val="single" w:sz="4"/>
<w:bottom w:val="single" w:sz="4"/><w:right w:val="single" w:sz="4"/>
<w:insideH w:val="single" w:sz="4"/><w:insideV w:val="single" w:sz="4"/></w:tblBorders></w:tblPr></w:style>
</w:styles>"""


def _p(text: str = "", style: str | None = None, bold: bool = False) -> str:
    ppr = f'<w:pPr><w:pStyle w:val="{style}"/></w:pPr>' if style else ""
    rpr = "<w:rPr><w:b/></w:rPr>" if bold else ""
    if not text:
        return f"<w:p>{ppr}</w:p>"
    return f'<w:p>{ppr}<w:r>{rpr}<w:t xml:space="preserve">{escape(text)}</w:t></w:r></w:p>'


def _bullet(text: str) -> str:
    return _p("\u2022 " + text, style="ListBullet")


def _table(rows: list[tuple[str, str]]) -> str:
    out = ['<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/><w:tblW w:w="9000" w:type="dxa"/></w:tblPr>']
    out.append('<w:tblGrid><w:gridCol w:w="3000"/><w:gridCol w:w="6000"/></w:tblGrid>')
    for label, value in rows:
        out.append(
            "<w:tr>"
            f'<w:tc><w:tcPr><w:tcW w:w="3000" w:type="dxa"/></w:tcPr>{_p(label, bold=True)}</w:tc>'
            f'<w:tc><w:tcPr><w:tcW w:w="6000" w:type="dxa"/></w:tcPr>{_p(value)}</w:tc>'
            "</w:tr>"
        )
    out.append("</w:tbl>")
    return "".join(out)


def _body() -> str:
    b = []
    b.append(_p("Harbourline Logistics Ltd", style="Title"))
    b.append(
        _p("Unit 4, Meridian Park, Avonmouth, Bristol BS11 8QT  |  Tel 0117 496 0721  |  careers@harbourline.example")
    )
    b.append(_p())
    b.append(_p("PRIVATE & CONFIDENTIAL", bold=True))
    b.append(_p("Ms Priya Nandakumar"))
    b.append(_p("27 Cotham Vale"))
    b.append(_p("Bristol BS6 6HR"))
    b.append(_p())
    b.append(_p("31 January 2025"))
    b.append(_p())
    b.append(_p("Dear Priya,"))
    b.append(
        _p(
            "Offer of Employment - Senior Operations Coordinator (Ref: HL-OPS-0219)",
            bold=True,
        )
    )
    b.append(
        _p(
            "Following your recent interview with Daniel Okafor and me, I am delighted to "
            "offer you the position of Senior Operations Coordinator at Harbourline Logistics "
            'Ltd ("the Company"). This letter sets out the main terms of our offer. Your full '
            "written statement of terms and conditions (your contract of employment) will be "
            "issued to you on or before your first day of work."
        )
    )
    b.append(_p("Summary of key terms", style="Heading1"))
    b.append(
        _table(
            [
                ("Job title", "Senior Operations Coordinator"),
                ("Department", "Warehouse & Distribution Operations"),
                ("Reporting to", "Daniel Okafor, Head of Operations"),
                ("Place of work", "Unit 4, Meridian Park, Avonmouth, Bristol BS11 8QT"),
                ("Start date", "Monday 3 March 2025"),
                ("Basic salary", "£38,500 per annum (gross)"),
                ("Contract type", "Permanent, full-time"),
                ("Probationary period", "Six months"),
                ("Notice period", "One week during probation; one month thereafter"),
                ("Annual leave", "25 days plus bank holidays"),
            ]
        )
    )
    b.append(_p("1. Salary and pay", style="Heading1"))
    b.append(
        _p(
            "Your starting salary will be £38,500 per annum, paid monthly in arrears by BACS "
            "transfer on the last working day of each month. Your salary will be reviewed "
            "annually in April, with the first review in April 2026. Any increase is at the "
            "Company's discretion."
        )
    )
    b.append(
        _p(
            "You will also be eligible to participate in the Company's discretionary annual "
            "bonus scheme, which pays up to 8% of basic salary based on company and individual "
            "performance. Bonuses are paid in June and you must be employed (and not under "
            "notice) on the payment date to receive a bonus. For the 2025 bonus year, any "
            "bonus will be pro-rated from your start date."
        )
    )
    b.append(_p("2. Hours of work", style="Heading1"))
    b.append(
        _p(
            "Your normal working hours are 37.5 hours per week, Monday to Friday, 8.30am to "
            "5.00pm, with an unpaid lunch break of one hour. Due to the nature of the business "
            "you may occasionally be required to work additional hours, including during our "
            "peak season (October to January)."
        )
    )
    b.append(
        _p(
            "This role is not eligible for paid overtime. However, additional hours worked "
            "with your manager's prior approval may be taken as time off in lieu (TOIL) within "
            "three months of being worked."
        )
    )
    b.append(_p("3. Hybrid working", style="Heading1"))
    b.append(
        _p(
            "Once you have successfully completed your probationary period, you may work from "
            "home for up to two days per week, subject to business needs and your manager's "
            "agreement. During probation you will be expected to work from the Avonmouth site "
            "full-time."
        )
    )
    b.append(_p("4. Probationary period", style="Heading1"))
    b.append(
        _p(
            "Your employment will be subject to a probationary period of six months. During "
            "this time your performance and suitability for the role will be reviewed, with "
            "formal reviews at three months and at the end of the period. The Company may "
            "extend the probationary period by up to three months if it considers this "
            "appropriate."
        )
    )
    b.append(_p("During probation, either party may end the employment by giving one week's written notice."))
    b.append(_p("5. Notice period", style="Heading1"))
    b.append(
        _p(
            "After successful completion of your probationary period, you will be required to "
            "give one month's written notice to terminate your employment. The Company will "
            "give you one month's written notice, or the statutory minimum notice if greater. "
            "The Company reserves the right to make a payment in lieu of notice."
        )
    )
    b.append(_p("6. Holiday", style="Heading1"))
    b.append(
        _p(
            "Your holiday entitlement is 25 days' annual leave per holiday year in addition to "
            "the eight usual bank and public holidays in England. The holiday year runs from "
            "1 January to 31 December. Your entitlement will increase by one day for each "
            "completed year of service, up to a maximum of 28 days. For 2025 your entitlement "
            "will be pro-rated from your start date."
        )
    )
    b.append(
        _p(
            "You may carry over up to five days of unused holiday into the following year; "
            "carried-over days must be taken by 31 March. The Company closes between Christmas "
            "and New Year, and you will be required to keep three days of your entitlement "
            "for this closure."
        )
    )
    b.append(_p("7. Sickness absence", style="Heading1"))
    b.append(
        _p(
            "During your probationary period you will be entitled to Statutory Sick Pay only, "
            "provided you meet the qualifying conditions. After completing probation, you will "
            "receive company sick pay at full basic pay for up to four weeks in any rolling "
            "12-month period, followed by Statutory Sick Pay. You must notify your manager by "
            "telephone before 9.00am on the first day of absence."
        )
    )
    b.append(_p("8. Pension and benefits", style="Heading1"))
    b.append(
        _bullet(
            "Pension: you will be automatically enrolled into the Company's workplace pension "
            "scheme (administered by Northgate Pensions) after three months of service. The "
            "Company will contribute 5% of qualifying earnings and you will contribute 3% of "
            "qualifying earnings, unless you choose to opt out."
        )
    )
    b.append(_bullet("Life assurance: 4 x basic salary, from your first day of employment."))
    b.append(
        _bullet(
            "Private medical insurance: single cover through Aldergate Health, available after "
            "completion of probation. Family cover can be added at your own cost through payroll."
        )
    )
    b.append(_bullet("Employee Assistance Programme: free, confidential 24-hour counselling and advice line."))
    b.append(_bullet("Cycle to Work scheme and interest-free season ticket loan (up to £3,000)."))
    b.append(_bullet("Free eye tests for display screen equipment users."))
    b.append(_p("9. Conditions of this offer", style="Heading1"))
    b.append(_p("This offer is conditional on:"))
    b.append(
        _bullet(
            "receipt of two satisfactory references, one of which must be from your current or most recent employer;"
        )
    )
    b.append(
        _bullet(
            "proof of your right to work in the UK, which you must bring on your first day (we "
            "will carry out the check in line with Home Office guidance);"
        )
    )
    b.append(_bullet("a satisfactory basic DBS check, which the Company will arrange and pay for; and"))
    b.append(
        _bullet(
            "your confirmation that you are not bound by any restrictions (such as a "
            "non-compete clause) that would prevent you from carrying out this role."
        )
    )
    b.append(
        _p(
            "If any of these conditions are not met, the Company may withdraw this offer or, if "
            "you have already started work, terminate your employment."
        )
    )
    b.append(_p("10. Your first day", style="Heading1"))
    b.append(
        _p(
            "On your first day please report to reception at 9.30am and ask for Sarah "
            "Llewellyn, HR Advisor. Please bring your passport or other right to work "
            "documents, your P45 from your previous employer (if applicable) and your bank "
            "details. Dress code is business casual; safety boots and a hi-vis vest will be "
            "provided for time on the warehouse floor."
        )
    )
    b.append(_p("Acceptance", style="Heading1"))
    b.append(
        _p(
            "To accept this offer, please sign and return the enclosed copy of this letter by "
            "Friday 14 February 2025. If we have not heard from you by this date, the offer may "
            "lapse. If you have any questions, please contact me on 0117 496 0725 or at "
            "s.llewellyn@harbourline.example."
        )
    )
    b.append(_p("We are very much looking forward to welcoming you to the team."))
    b.append(_p())
    b.append(_p("Yours sincerely,"))
    b.append(_p())
    b.append(_p("Sarah Llewellyn"))
    b.append(_p("HR Advisor, for and on behalf of Harbourline Logistics Ltd"))
    b.append(_p())
    b.append(_p("ACCEPTANCE OF OFFER", bold=True))
    b.append(_p("I, Priya Nandakumar, accept the offer of employment on the terms set out in this letter."))
    b.append(_p("Signed: ______________________________    Date: ________________"))
    b.append(_p())
    b.append(
        _p(
            "Harbourline Logistics Ltd. Registered in England and Wales No. 08837261. "
            "Registered office: Unit 4, Meridian Park, Avonmouth, Bristol BS11 8QT.",
            style="SmallPrint",
        )
    )
    return "".join(b)


def _document_xml() -> str:
    return (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
        f'<w:document xmlns:w="{W_NS}"><w:body>{_body()}'
        '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/>'
        '<w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440"/></w:sectPr>'
        "</w:body></w:document>"
    )


def files() -> dict[str, bytes]:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("[Content_Types].xml", CONTENT_TYPES)
        z.writestr("_rels/.rels", ROOT_RELS)
        z.writestr("word/_rels/document.xml.rels", DOC_RELS)
        z.writestr("word/styles.xml", STYLES)
        z.writestr("word/document.xml", _document_xml())
    return {"Offer_Letter_P_Nandakumar_HL-OPS-0219.docx": buf.getvalue()}


EXPECT = [
    ("what's the salary?", ["£38,500 per annum"]),
    ("when do I start", ["Monday 3 March 2025", "3 March 2025"]),
    (
        "how long is the probation period",
        ["probationary period of six months", "Six months"],
    ),
    ("whats my notice period once probation is over?", ["one month's written notice"]),
    (
        "how much notice do I have to give if I quit during probation",
        ["one week's written notice"],
    ),
    ("how many hours a week is the job", ["37.5 hours per week"]),
    ("how many days holiday do i get", ["25 days"]),
    ("does my holiday go up the longer i stay?", ["maximum of 28 days"]),
    ("can I work from home?", ["two days per week"]),
    ("how much does the company put into my pension", ["5% of qualifying earnings"]),
    ("is there a bonus", ["up to 8% of basic salary"]),
    ("when's payday?", ["last working day of each month"]),
    ("do i need a DBS check", ["basic DBS check"]),
    (
        "whats the deadline for accepting the offer",
        ["Friday 14 February 2025", "14 February 2025"],
    ),
    ("do I get paid overtime", ["not eligible for paid overtime"]),
    ("do I get a company car or a car allowance?", None),
    ("is there free parking at the Avonmouth site?", None),
    ("will they pay my relocation expenses", None),
]
