"""Library: a company's annual employee benefits summary (Word .docx) with plan and PTO tables."""

PROVENANCE = (
    "Imitates a mid-size US employer's 'Benefits at a Glance' summary handed out at "
    "open enrollment (Word document with headings, plan comparison tables, PTO accrual "
    "table and footnotes); company, carriers and all figures are invented"
)

# Each block is ("h1"|"h2"|"p"|"small"|"bullet", text) or ("table", rows).
_BLOCKS = [
    ("title", "Halvorsen & Pike Engineering, Inc."),
    ("h1", "2025 Benefits at a Glance"),
    (
        "p",
        (
            "This summary describes the benefits available to eligible employees for the plan "
            "year January 1, 2025 through December 31, 2025. It is a summary only; if anything "
            "here differs from the official plan documents, the plan documents govern."
        ),
    ),
    ("h1", "Who Is Eligible"),
    (
        "bullet",
        (
            "Full-time employees regularly scheduled to work 30 or more hours per week are "
            "eligible for all benefits in this summary."
        ),
    ),
    (
        "bullet",
        (
            "Part-time employees scheduled 20 to 29 hours per week are eligible for the 401(k) "
            "plan and prorated PTO only."
        ),
    ),
    (
        "bullet",
        (
            "Medical, dental and vision coverage begins on the first day of the month following "
            "30 days of employment. Example: if you start on March 10, coverage begins May 1."
        ),
    ),
    (
        "bullet",
        ("Eligible dependents include your legal spouse or domestic partner and children up to age 26."),
    ),
    ("h1", "Medical Plans"),
    (
        "p",
        (
            "You may choose one of three medical plans administered by Summit Crest Health. All "
            "plans use the same provider network and cover in-network preventive care at 100%."
        ),
    ),
    (
        "table",
        [
            [
                "Plan",
                "Deductible (individual / family)",
                "Out-of-pocket max (individual / family)",
                "Your monthly premium: employee only",
                "Your monthly premium: employee + family",
            ],
            ["Core PPO", "$1,500 / $3,000", "$5,000 / $10,000", "$68.00", "$412.00"],
            ["Plus PPO", "$500 / $1,000", "$3,000 / $6,000", "$142.00", "$596.00"],
            [
                "HSA High-Deductible",
                "$3,200 / $6,400",
                "$6,500 / $13,000",
                "$0.00",
                "$228.00",
            ],
        ],
    ),
    (
        "p",
        (
            "If you enroll in the HSA High-Deductible plan, the company contributes $750 "
            "(employee only) or $1,500 (any other coverage tier) to your Health Savings Account, "
            "deposited in equal amounts each pay period.*"
        ),
    ),
    ("h1", "Dental and Vision"),
    ("h2", "BrightSmile Dental PPO"),
    (
        "bullet",
        "Preventive care (cleanings, exams, x-rays): covered at 100%, no deductible",
    ),
    ("bullet", "Basic services (fillings, extractions): 80% after a $50 deductible"),
    ("bullet", "Major services (crowns, bridges, dentures): 50% after deductible"),
    ("bullet", "Annual benefit maximum: $2,000 per person"),
    ("bullet", "Orthodontia for children under 19: 50%, lifetime maximum $1,500"),
    ("h2", "ClearView Vision"),
    ("bullet", "Eye exam once every 12 months with a $10 copay"),
    ("bullet", "Frames allowance: $175 every 24 months"),
    ("bullet", "Contact lens allowance (in place of glasses): $150 every 12 months"),
    (
        "p",
        (
            "The company pays 100% of the employee-only premium for dental and vision. Dependent "
            "coverage is available at the rates shown in the enrollment portal."
        ),
    ),
    ("h1", "401(k) Retirement Savings Plan"),
    (
        "p",
        (
            "You may contribute to the 401(k) plan from your first paycheck, on a pre-tax or Roth "
            "basis, up to the IRS annual limit. New hires are automatically enrolled at a 5% "
            "contribution rate unless they choose a different rate or opt out within 30 days."
        ),
    ),
    (
        "p",
        (
            "Company match: Halvorsen & Pike matches 100% of the first 4% of pay you contribute, "
            "plus 50% of the next 2%. Matching contributions begin after 90 days of employment "
            "and are deposited every pay period."
        ),
    ),
    (
        "p",
        (
            "Your own contributions are always 100% yours. Company matching contributions vest "
            "33% after one year, 66% after two years, and you are fully vested after three years "
            "of service."
        ),
    ),
    ("h1", "Paid Time Off (PTO)"),
    (
        "p",
        (
            "PTO covers vacation, personal time and sick time. It accrues each biweekly pay "
            "period based on your completed years of service, as shown below. Full-time annual "
            "amounts are listed; part-time employees accrue on a prorated basis."
        ),
    ),
    (
        "table",
        [
            ["Years of service", "Annual PTO", "Accrual per pay period"],
            ["Less than 2 years", "15 days (120 hours)", "4.62 hours"],
            ["2 - 4 years", "18 days (144 hours)", "5.54 hours"],
            ["5 - 9 years", "22 days (176 hours)", "6.77 hours"],
            ["10 years or more", "26 days (208 hours)", "8.00 hours"],
        ],
    ),
    (
        "p",
        (
            "You may carry over up to 40 hours of unused PTO into the next calendar year; any "
            "balance above 40 hours is forfeited on December 31. Accrued, unused PTO is paid out "
            "when you leave the company.**"
        ),
    ),
    (
        "p",
        ("In addition to PTO, the company observes 11 paid holidays, including a floating holiday of your choice."),
    ),
    ("h1", "Paid Parental Leave"),
    (
        "p",
        (
            "Employees with at least six months of continuous service are eligible for paid "
            "parental leave following the birth, adoption or foster placement of a child."
        ),
    ),
    ("bullet", "Birthing parent: 16 weeks at 100% of base pay"),
    (
        "bullet",
        "Non-birthing parent (including adoptive and foster parents): 10 weeks at 100% of base pay",
    ),
    (
        "p",
        (
            "Leave may be taken in one continuous block or in up to two blocks, and must be "
            "completed within 12 months of the birth or placement. Parental leave runs "
            "concurrently with FMLA where applicable."
        ),
    ),
    ("h1", "Tuition Reimbursement"),
    (
        "p",
        (
            "After one year of service, full-time employees may be reimbursed for tuition, fees "
            "and required books for job-related courses at accredited institutions, up to $5,250 "
            "per calendar year. Courses must be approved by your manager before you enroll, and "
            'you must earn a grade of B or better (or "Pass" for pass/fail courses).'
        ),
    ),
    (
        "p",
        (
            "If you leave the company voluntarily within 12 months after receiving a "
            "reimbursement, you must repay the full amount of that reimbursement."
        ),
    ),
    ("h1", "Life Insurance and Employee Assistance"),
    (
        "bullet",
        ("Basic life and AD&D insurance: 2x annual base salary, up to $500,000, paid by the company"),
    ),
    ("bullet", "Voluntary supplemental life: up to 5x salary, employee-paid"),
    (
        "bullet",
        (
            "Employee Assistance Program (EAP): 6 free confidential counseling sessions per issue "
            "per year for you and household members"
        ),
    ),
    ("h1", "Questions?"),
    (
        "p",
        (
            "Contact the HR Benefits team at benefits@halvorsenpike.example or extension 4410. "
            "Open enrollment runs November 4 - November 22, 2024."
        ),
    ),
    (
        "small",
        (
            "* HSA contributions are prorated for employees who enroll mid-year. Combined "
            "employee and company HSA contributions may not exceed the IRS limit."
        ),
    ),
    (
        "small",
        ("** PTO payout at separation is subject to state law and requires two weeks' notice of resignation."),
    ),
]

_NS = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _run(text: str, bold: bool = False, size: int | None = None) -> str:
    props = ""
    if bold or size:
        props = "<w:rPr>" + ("<w:b/>" if bold else "")
        props += f'<w:sz w:val="{size}"/>' if size else ""
        props += "</w:rPr>"
    return f'<w:r>{props}<w:t xml:space="preserve">{_esc(text)}</w:t></w:r>'


def _para(text: str, style: str | None = None, bold: bool = False, size: int | None = None) -> str:
    ppr = f'<w:pPr><w:pStyle w:val="{style}"/></w:pPr>' if style else ""
    return f"<w:p>{ppr}{_run(text, bold, size)}</w:p>"


def _table(rows: list[list[str]]) -> str:
    out = [
        '<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/><w:tblW w:w="0" w:type="auto"/>'
        "<w:tblBorders>"
        + "".join(
            f'<w:{b} w:val="single" w:sz="4" w:space="0" w:color="808080"/>'
            for b in ("top", "left", "bottom", "right", "insideH", "insideV")
        )
        + "</w:tblBorders></w:tblPr>"
    ]
    for i, row in enumerate(rows):
        out.append("<w:tr>")
        for cell in row:
            out.append(f"<w:tc><w:tcPr/>{_para(cell, bold=(i == 0))}</w:tc>")
        out.append("</w:tr>")
    out.append("</w:tbl>")
    return "".join(out)


def _document_xml() -> str:
    body = []
    for kind, content in _BLOCKS:
        if kind == "title":
            body.append(_para(content, style="Title"))
        elif kind == "h1":
            body.append(_para(content, style="Heading1"))
        elif kind == "h2":
            body.append(_para(content, style="Heading2"))
        elif kind == "bullet":
            body.append(_para(content, style="ListBullet"))
        elif kind == "small":
            body.append(_para(content, size=16))
        elif kind == "table":
            body.append(_table(content))
            body.append("<w:p/>")
        else:
            body.append(_para(content))
    return (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
        f'<w:document xmlns:w="{_NS}"><w:body>' + "".join(body) + '<w:sectPr><w:pgSz w:w="12240" w:h="15840"/>'
        '<w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440"/></w:sectPr>'
        "</w:body></w:document>"
    )


_STYLES = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    f'<w:styles xmlns:w="{_NS}">'
    '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/>'
    '<w:rPr><w:sz w:val="22"/></w:rPr></w:style>'
    '<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/>'
    '<w:basedOn w:val="Normal"/><w:rPr><w:b/><w:sz w:val="40"/></w:rPr></w:style>'
    '<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/>'
    '<w:basedOn w:val="Normal"/><w:pPr><w:outlineLvl w:val="0"/></w:pPr>'
    '<w:rPr><w:b/><w:sz w:val="32"/></w:rPr></w:style>'
    '<w:style w:type="paragraph" w:styleId="Heading2"><w:name w:val="heading 2"/>'
    '<w:basedOn w:val="Normal"/><w:pPr><w:outlineLvl w:val="1"/></w:pPr>'
    '<w:rPr><w:b/><w:sz w:val="26"/></w:rPr></w:style>'
    '<w:style w:type="paragraph" w:styleId="ListBullet"><w:name w:val="List Bullet"/>'
    '<w:basedOn w:val="Normal"/><w:pPr><w:ind w:left="720" w:hanging="360"/></w:pPr></w:style>'
    '<w:style w:type="table" w:styleId="TableGrid"><w:name w:val="Table Grid"/></w:style>'
    "</w:styles>"
)

_CONTENT_TYPES = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
    '<Default Extension="xml" ContentType="application/xml"/>'
    '<Override PartName="/word/document.xml" ContentType="application/'
    'vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>'
    '<Override PartName="/word/styles.xml" ContentType="application/'
    'vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>'
    "</Types>"
)

_RELS = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/'
    'relationships/officeDocument" Target="word/document.xml"/>'
    "</Relationships>"
)

_DOC_RELS = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/'
    'relationships/styles" Target="styles.xml"/>'
    "</Relationships>"
)


def files() -> dict[str, bytes]:
    import io
    import zipfile

    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("[Content_Types].xml", _CONTENT_TYPES)
        z.writestr("_rels/.rels", _RELS)
        z.writestr("word/_rels/document.xml.rels", _DOC_RELS)
        z.writestr("word/styles.xml", _STYLES)
        z.writestr("word/document.xml", _document_xml())
    return {"HP_Benefits_Summary_2025.docx": buf.getvalue()}


EXPECT = [
    (
        "when does my health insurance start after i get hired",
        ["following 30 days of employment"],
    ),
    ("how much is the Plus PPO per month for just me?", ["$142.00"]),
    ("what's the deductible on the core ppo", ["$1,500 / $3,000"]),
    ("does the company put money in my HSA", ["$750"]),
    ("what is the 401k match", ["100% of the first 4%"]),
    ("when am i fully vested in the company match", ["fully vested after three years"]),
    ("how much PTO do I get in the 5 - 9 years bracket", ["22 days (176 hours)"]),
    ("can I roll over unused PTO to next year?", ["40 hours"]),
    ("how many paid holidays do we get", ["11 paid holidays"]),
    ("how long is paid paternity leave for the non-birthing parent", ["10 weeks"]),
    (
        "how long do I need to work here before I can take parental leave",
        ["six months"],
    ),
    ("how much tuition reimbursment can i get a year", ["$5,250"]),
    ("what grade do i need to get tuition reimbursed", ["B or better"]),
    ("do I have to pay back tuition if i quit?", ["within 12 months after receiving"]),
    ("how much is the allowance for glasses frames", ["$175"]),
    ("does the company offer pet insurance", None),
    ("is there a gym membership reimbursement?", None),
    ("do we get any commuter or transit benefit", None),
]
