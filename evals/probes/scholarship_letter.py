"""Library: university scholarship award letter (.docx) with a Markdown terms and conditions page."""

import io
import zipfile
from xml.sax.saxutils import escape

PROVENANCE = (
    "Imitates a UK university's merit scholarship offer letter sent to an incoming "
    "undergraduate plus the scholarship terms web page; all content invented"
)

_W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"


def _run(text, bold=False, italic=False, size=None):
    props = ""
    if bold:
        props += "<w:b/>"
    if italic:
        props += "<w:i/>"
    if size:
        props += f'<w:sz w:val="{size}"/>'
    rpr = f"<w:rPr>{props}</w:rPr>" if props else ""
    return f'<w:r>{rpr}<w:t xml:space="preserve">{escape(text)}</w:t></w:r>'


def _p(text="", style=None, bold=False, italic=False, size=None, align=None):
    ppr = ""
    if style or align:
        inner = ""
        if style:
            inner += f'<w:pStyle w:val="{style}"/>'
        if align:
            inner += f'<w:jc w:val="{align}"/>'
        ppr = f"<w:pPr>{inner}</w:pPr>"
    runs = _run(text, bold, italic, size) if text else ""
    return f"<w:p>{ppr}{runs}</w:p>"


def _p_runs(parts, style=None):
    ppr = f'<w:pPr><w:pStyle w:val="{style}"/></w:pPr>' if style else ""
    runs = "".join(_run(t, bold=b) for t, b in parts)
    return f"<w:p>{ppr}{runs}</w:p>"


def _table(rows, header=True):
    out = [
        (
            '<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/><w:tblW w:w="0" w:type="auto"/>'
            "<w:tblBorders>"
            '<w:top w:val="single" w:sz="4" w:space="0" w:color="000000"/>'
            '<w:left w:val="single" w:sz="4" w:space="0" w:color="000000"/>'
            '<w:bottom w:val="single" w:sz="4" w:space="0" w:color="000000"/>'
            '<w:right w:val="single" w:sz="4" w:space="0" w:color="000000"/>'
            '<w:insideH w:val="single" w:sz="4" w:space="0" w:color="000000"/>'
            '<w:insideV w:val="single" w:sz="4" w:space="0" w:color="000000"/>'
            "</w:tblBorders></w:tblPr><w:tblGrid>"
        )
    ]
    out.append("".join('<w:gridCol w:w="3000"/>' for _ in rows[0]))
    out.append("</w:tblGrid>")
    for i, row in enumerate(rows):
        out.append("<w:tr>")
        for cell in row:
            bold = header and i == 0
            out.append(f'<w:tc><w:tcPr><w:tcW w:w="3000" w:type="dxa"/></w:tcPr>{_p(cell, bold=bold)}</w:tc>')
        out.append("</w:tr>")
    out.append("</w:tbl>")
    return "".join(out)


def _docx(body_xml):
    content_types = (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
        '<Default Extension="xml" ContentType="application/xml"/>'
        '<Override PartName="/word/document.xml" '
        'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>'
        '<Override PartName="/word/styles.xml" '
        'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>'
        "</Types>"
    )
    rels = (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
        '<Relationship Id="rId1" '
        'Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" '
        'Target="word/document.xml"/>'
        "</Relationships>"
    )
    doc_rels = (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
        '<Relationship Id="rId1" '
        'Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" '
        'Target="styles.xml"/>'
        "</Relationships>"
    )
    styles = (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
        f'<w:styles xmlns:w="{_W}">'
        '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>'
        '<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/>'
        '<w:rPr><w:b/><w:sz w:val="36"/></w:rPr></w:style>'
        '<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/>'
        '<w:basedOn w:val="Normal"/><w:pPr><w:outlineLvl w:val="0"/></w:pPr>'
        '<w:rPr><w:b/><w:sz w:val="28"/></w:rPr></w:style>'
        '<w:style w:type="paragraph" w:styleId="ListBullet"><w:name w:val="List Bullet"/>'
        '<w:basedOn w:val="Normal"/><w:pPr><w:ind w:left="720"/></w:pPr></w:style>'
        '<w:style w:type="table" w:styleId="TableGrid"><w:name w:val="Table Grid"/></w:style>'
        "</w:styles>"
    )
    document = (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
        f'<w:document xmlns:w="{_W}"><w:body>{body_xml}'
        '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/>'
        '<w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440"/></w:sectPr>'
        "</w:body></w:document>"
    )
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("[Content_Types].xml", content_types)
        z.writestr("_rels/.rels", rels)
        z.writestr("word/_rels/document.xml.rels", doc_rels)
        z.writestr("word/styles.xml", styles)
        z.writestr("word/document.xml", document)
    return buf.getvalue()


def _letter():
    b = []
    b.append(_p("NORTHBRIDGE UNIVERSITY", bold=True, size=32, align="center"))
    b.append(
        _p(
            "Student Funding Office | Ashcombe Building | Northbridge NB4 7QT",
            size=18,
            align="center",
        )
    )
    b.append(
        _p(
            "Tel: 01632 960 418 | scholarships@northbridge.ac.uk",
            size=18,
            align="center",
        )
    )
    b.append(_p())
    b.append(_p("Ms Priya Ramsden"))
    b.append(_p("22 Whitlock Gardens"))
    b.append(_p("Lenham Cross"))
    b.append(_p("LX9 2HP"))
    b.append(_p())
    b.append(_p("Our ref: SFO/HES/24/0917"))
    b.append(_p("Student number: 24051183"))
    b.append(_p("Date: 8 July 2024"))
    b.append(_p())
    b.append(_p("Dear Priya,"))
    b.append(_p("Halvorsen Excellence Scholarship - Offer of Award", style="Title"))
    b.append(
        _p(
            "Congratulations! I am delighted to confirm that, following review of your application and "
            "your predicted grades, you have been selected to receive a Halvorsen Excellence Scholarship "
            "for your studies on the BSc (Hons) Environmental Science programme, starting in September 2024."
        )
    )
    b.append(
        _p(
            "The Halvorsen Excellence Scholarship was established in 2011 through a gift from the Halvorsen "
            "family trust and is awarded each year to around forty new undergraduates who show outstanding "
            "academic promise. Competition this year was particularly strong and you should be very proud."
        )
    )
    b.append(_p("Your award", style="Heading1"))
    b.append(
        _p_runs(
            [
                ("The scholarship is worth ", False),
                ("£3,500 per year", True),
                (
                    (
                        " and is a cash award paid directly to you. It is not a loan and does not need to be "
                        "paid back, except in the circumstances described under Withdrawal and suspension below."
                    ),
                    False,
                ),
            ]
        )
    )
    b.append(
        _p(
            "The scholarship is awarded for up to three years of full-time undergraduate study, provided "
            "you continue to meet the conditions set out in this letter. If your programme includes an "
            "integrated placement year, the placement year is not counted as one of the three years."
        )
    )
    b.append(_p("Payment schedule", style="Heading1"))
    b.append(
        _p(
            "Each year's award is paid in two equal instalments. The dates for your first year of study "
            "are shown below. Payments in later years will be made on the equivalent dates, which will be "
            "confirmed to you by email each summer."
        )
    )
    b.append(
        _table(
            [
                ["Instalment", "Payment date", "Amount"],
                ["First instalment", "15 November 2024", "£1,750"],
                ["Second instalment", "14 March 2025", "£1,750"],
            ]
        )
    )
    b.append(_p())
    b.append(
        _p(
            "Payments will be made by bank transfer into a UK bank account held in your name. The "
            "scholarship is not deducted from your tuition fees. Please make sure your bank details are "
            "correct on the MyNorthbridge student portal by 31 October 2024, otherwise your first "
            "instalment may be delayed."
        )
    )
    b.append(
        _p(
            "Before any payment is released, the Student Funding Office will confirm that you are fully "
            "enrolled and attending. Instalments are not paid while a registration hold is on your record."
        )
    )
    b.append(_p("Conditions for keeping your scholarship", style="Heading1"))
    b.append(_p("To continue receiving the scholarship in your second and third years you must:"))
    for item in [
        "remain registered as a full-time student on your programme at Northbridge University;",
        "pass all 120 credits at the first attempt in each year of study;",
        "achieve an overall average mark of 60% or above in each year of study;",
        "attend the annual Halvorsen Scholars' Reception held each February (unless excused in writing);",
        "abide by the Student Code of Conduct and have no upheld finding of academic misconduct.",
    ]:
        b.append(_p("\u2022 " + item, style="ListBullet"))
    b.append(
        _p(
            "Your academic results will be checked automatically at the end of each academic year. If you "
            "do not meet the conditions, the scholarship will stop and you will be told in writing by the "
            "end of July. If you transfer to part-time study, the scholarship will end from the date of "
            "the transfer."
        )
    )
    b.append(_p("Withdrawal and suspension", style="Heading1"))
    b.append(
        _p(
            "If you withdraw from the University before 1 December 2024, the first instalment must be "
            "repaid in full and no further payments will be made."
        )
    )
    b.append(
        _p(
            "If you withdraw on or after 1 December in any year, you will not be asked to repay instalments "
            "you have already received, but any remaining instalments will be cancelled."
        )
    )
    b.append(
        _p(
            "If you need to suspend (interrupt) your studies, please see section 5 of the enclosed Terms "
            "and Conditions."
        )
    )
    b.append(_p("Accepting your award", style="Heading1"))
    b.append(
        _p(
            "To accept the scholarship, please log in to the MyNorthbridge student portal, open the "
            "Funding tab and select Accept Award. You must accept by 31 August 2024. If we have not "
            "received your acceptance by then, the offer will lapse and the scholarship may be offered "
            "to another student."
        )
    )
    b.append(
        _p(
            "This offer is conditional on you taking up your place at Northbridge University in "
            "September 2024. If you have any questions, please contact the Student Funding Office at "
            "scholarships@northbridge.ac.uk, quoting your student number."
        )
    )
    b.append(_p("Once again, congratulations, and we look forward to welcoming you to Northbridge."))
    b.append(_p())
    b.append(_p("Yours sincerely,"))
    b.append(_p())
    b.append(_p("Dr Helen Marchetti", bold=True))
    b.append(_p("Head of Student Funding"))
    b.append(_p())
    b.append(
        _p(
            "Enc. Halvorsen Excellence Scholarship Terms and Conditions 2024/25",
            italic=True,
            size=18,
        )
    )
    b.append(
        _p(
            "Northbridge University is a registered charity (no. 1198432). The information in this letter "
            "is correct at the time of issue. Personal data is processed in line with the University's "
            "Student Privacy Notice.",
            italic=True,
            size=16,
        )
    )
    return _docx("".join(b))


_TERMS_MD = """# Halvorsen Excellence Scholarship: Terms and Conditions 2024/25

*Student Funding Office, Northbridge University. Last updated: 2 May 2024.*

These terms apply to all students who accept a Halvorsen Excellence Scholarship
starting in the 2024/25 academic year. They should be read together with your
offer letter. Where the two differ, your offer letter takes priority.

## 1. Eligibility

- You must be a new entrant to a full-time undergraduate degree at Northbridge University.
- You must have applied through the scholarship application form by the published deadline.
- Students already holding a Northbridge Vice-Chancellor's Award are not eligible.

## 2. Value of the award

The award value is stated in your offer letter. The amount is paid in two
instalments per year (see section 3).

## 3. Payments

1. Instalments are paid by bank transfer in November and March.
2. You must be enrolled and attending on the payment date.
3. Payments cannot be made to a third party's account, including a parent's account.
4. If a payment is missed because your bank details were wrong, it will be paid
   in the next monthly payment run.

## 4. Academic progress

- Progress is reviewed after the summer Examination Board.
- A student who passes after resits does **not** meet the "first attempt" condition.
- The scholarship will not be paid for any repeated year of study.
- Where a student has approved extenuating circumstances, the Scholarships Committee
  may decide to continue the award at its discretion.

## 5. Interruption of studies

If you interrupt (suspend) your studies with the University's approval, your
scholarship is suspended and no instalments are paid during the interruption.
Your scholarship will resume when you return, provided the interruption lasts
no more than 12 months in total. Interruptions longer than this will
normally end the award.

## 6. Placement years and study abroad

During an approved placement year or study abroad year you will receive half of the
annual award, paid as a single instalment in November. This does not count as
one of your years of scholarship.

## 7. Holding other awards

You may hold this scholarship alongside external awards from charities or
employers. You may not hold it alongside any other scholarship funded by
Northbridge University worth more than £500 per year.

## 8. Changing course

If you transfer to another full-time Northbridge degree, the scholarship will
normally continue, as long as you still meet the conditions. The total period of
the award will not be extended.

## 9. Appeals

If your scholarship is stopped and you believe a mistake has been made, you can
appeal in writing to the Scholarships Committee within 10 working days of the date
of the letter telling you of the decision. The Committee's decision is final.

## 10. Publicity

Scholars may be invited to take part in publicity or donor events. Taking part is
optional, apart from the annual Scholars' Reception referred to in your offer letter.

---

<small>Northbridge University reserves the right to amend these terms. Any change
will not reduce the value of an award already accepted.</small>
"""


def files() -> dict[str, bytes]:
    return {
        "Halvorsen_Scholarship_Offer_Letter.docx": _letter(),
        "scholarship-terms-2024-25.md": _TERMS_MD.encode("utf-8"),
    }


EXPECT = [
    ("how much is the scholarship worth each year?", ["£3,500 per year"]),
    ("how many years will i get the scholarship for", ["up to three years"]),
    ("What average mark do I need to keep the scholarship?", ["60% or above"]),
    ("when do i get the first payment", ["15 November 2024"]),
    ("When is the second instalment paid?", ["14 March 2025"]),
    (
        "is the money taken off my tuition fees or paid to me?",
        ["UK bank account held in your name", "not deducted from your tuition fees"],
    ),
    ("whats the deadline to accept the award", ["31 August 2024"]),
    ("what happens if i drop out of uni before december?", ["repaid in full"]),
    (
        "If I withdraw in my second year do I have to pay back what I've had?",
        ["will not be asked to repay"],
    ),
    (
        "can i keep the scholarship if i switch to part time",
        ["transfer to part-time study"],
    ),
    (
        "do i still get paid if i have to repeat a year",
        ["not be paid for any repeated year"],
    ),
    (
        "how long do I have to appeal if my scholarship gets stopped",
        ["10 working days"],
    ),
    ("do I get anything during my placement year?", ["half of the annual award"]),
    (
        "what happens to the scholarship if i interupt my studies",
        ["12 months in total", "scholarship is suspended"],
    ),
    ("Do I have to go to any events as a scholar?", ["Scholars' Reception"]),
    ("Is the scholarship taxable?", None),
    ("can i defer the scholarship if i take a gap year before starting?", None),
    ("does getting this scholarship reduce my maintenance loan", None),
]
