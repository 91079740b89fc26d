"""Blind test library: an assured shorthold tenancy agreement as a hand-built Word .docx."""

import io
import zipfile
from xml.sax.saxutils import escape

PROVENANCE = (
    "Imitates an English assured shorthold tenancy agreement prepared by a letting agent, as a Word .docx "
    "(particulars table, numbered clauses, keys and meter schedule); all names, addresses and figures invented"
)

W_NS = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
R_NS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"


def _run(text, bold=False, italic=False):
    rpr = ""
    if bold or italic:
        rpr = "<w:rPr>" + ("<w:b/>" if bold else "") + ("<w:i/>" if italic else "") + "</w:rPr>"
    return f'<w:r>{rpr}<w:t xml:space="preserve">{escape(text)}</w:t></w:r>'


def _p(text="", style=None, bold=False, italic=False, runs=None, align=None, indent=None):
    ppr = ""
    if style or align or indent:
        ppr = "<w:pPr>"
        if style:
            ppr += f'<w:pStyle w:val="{style}"/>'
        if indent:
            ppr += f'<w:ind w:left="{indent}" w:hanging="567"/>'
        if align:
            ppr += f'<w:jc w:val="{align}"/>'
        ppr += "</w:pPr>"
    if runs:
        body = "".join("<w:r><w:tab/></w:r>" if t == "\t" else _run(t, b) for t, b in runs)
    else:
        body = _run(text, bold, italic) if text else ""
    return f"<w:p>{ppr}{body}</w:p>"


def _clause(num, text):
    """A numbered clause: the number in its own run, then the text, with a hanging indent."""
    return _p(runs=[(num, True), ("\t", False), (text, False)], indent=567)


def _table(rows, widths, header=True):
    grid = "".join(f'<w:gridCol w:w="{w}"/>' for w in widths)
    out = [
        '<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/><w:tblW w:w="0" w:type="auto"/>'
        "<w:tblBorders>"
        + "".join(
            f'<w:{s} w:val="single" w:sz="4" w:space="0" w:color="808080"/>'
            for s in ("top", "left", "bottom", "right", "insideH", "insideV")
        )
        + '</w:tblBorders><w:tblLook w:val="04A0"/></w:tblPr>',
        f"<w:tblGrid>{grid}</w:tblGrid>",
    ]
    for i, row in enumerate(rows):
        out.append("<w:tr>")
        for w, cell in zip(widths, row):
            bold = header and i == 0
            paras = cell.split("\n")
            out.append(
                f'<w:tc><w:tcPr><w:tcW w:w="{w}" w:type="dxa"/></w:tcPr>'
                + "".join(_p(t, bold=bold) for t in paras)
                + "</w:tc>"
            )
        out.append("</w:tr>")
    out.append("</w:tbl>")
    return "".join(out)


def _document_body():
    b = []
    H1 = lambda t: b.append(_p(t, style="Heading1"))
    H2 = lambda t: b.append(_p(t, style="Heading2"))
    P = lambda t, **k: b.append(_p(t, **k))
    C = lambda n, t: b.append(_clause(n, t))

    b.append(_p("ASSURED SHORTHOLD TENANCY AGREEMENT", style="Title", align="center"))
    P(
        "For letting a furnished dwelling house on an assured shorthold tenancy under Part I of the Housing Act 1988",
        italic=True,
        align="center",
    )
    P(
        "Prepared by Wharfedale Lettings Ltd, 21 Kirkgate, Otley LS21 3HW. Agency reference: WL/LAR14/0925.",
        align="center",
    )
    P("")
    P(
        "This agreement is intended to create an assured shorthold tenancy as defined in section 19A of the Housing "
        "Act 1988 and the provisions for the recovery of possession by the Landlord in section 21 of that Act apply. "
        "It is a legally binding document: if you do not understand it, you should take independent advice before "
        "signing it."
    )

    H1("Particulars")
    b.append(
        _table(
            [
                ["Item", "Details"],
                ["Date of this agreement", "18 August 2025"],
                ["Landlord", "Daniel Okafor and Helen Okafor, of 3 Beechwood Close, Harrogate HG2 8LS"],
                ["Landlord's agent", "Wharfedale Lettings Ltd, 21 Kirkgate, Otley LS21 3HW (fully managed service)"],
                [
                    "Tenants",
                    "Sophie Marchetti and Tomasz Nowicki, who are jointly and severally liable under this agreement",
                ],
                [
                    "Property",
                    "14 Larchfield Road, Headingley, Leeds LS6 3DP, together with the fixtures, fittings and "
                    "furniture listed in the Inventory and the use of the rear garden and bin store, but excluding "
                    "the cellar, which is kept locked and retained by the Landlord for storage",
                ],
                ["Term", "12 months, from and including 1 September 2025 to and including 31 August 2026"],
                ["Rent", "£1,150 per calendar month, payable in advance"],
                ["Rent payment date", "The 1st day of each month, by standing order"],
                [
                    "Account for rent",
                    "Wharfedale Lettings Ltd Client Account, sort code 40-22-17, account number 61398245, "
                    "reference LAR14",
                ],
                ["Deposit", "£1,326"],
                ["Deposit scheme", "Deposit Protection Service (custodial scheme)"],
                ["Permitted occupiers", "None, other than the Tenants"],
            ],
            [2600, 6400],
        )
    )

    H1("1. Definitions and interpretation")
    C(
        "1.1",
        '"Landlord" includes any person who becomes entitled to the reversion on the tenancy. "Tenant" means '
        "each of the persons named as Tenants, and where there is more than one Tenant, their obligations can "
        "be enforced against all of them together or against each of them individually.",
    )
    C(
        "1.2",
        '"Inventory" means the inventory and schedule of condition prepared by Harrogate Inventory Services '
        "and signed by the Tenant at the start of the tenancy.",
    )
    C(
        "1.3",
        '"Fair wear and tear" means deterioration caused by the reasonable use of the Property and by the '
        "passage of time.",
    )

    H1("2. The tenancy")
    C("2.1", "The Landlord lets the Property to the Tenant for the Term at the Rent.")
    C(
        "2.2",
        "If the Tenant stays in the Property after the end of the Term and no new agreement has been signed, "
        "the tenancy will continue as a statutory periodic tenancy from month to month on the same terms.",
    )
    C("2.3", "The Property is let furnished. The furniture and effects are listed in the Inventory.")

    H1("3. Rent and other payments")
    C(
        "3.1",
        "The Tenant will pay the Rent in advance on the Rent payment date without any deduction. The first "
        "payment of £1,150 is due on signing this agreement and covers the period from 1 September 2025 to "
        "30 September 2025.",
    )
    C(
        "3.2",
        "If any Rent is unpaid for more than 14 days after the date it is due, the Tenant will pay interest on "
        "the unpaid amount at 3% above the Bank of England base rate, from the date the Rent was due until the "
        "date it is paid.",
    )
    C(
        "3.3",
        "If the Tenant loses any key or security device, the Tenant will pay the reasonable cost of replacing "
        "it, including changing the locks where necessary, as shown by receipts.",
    )
    C(
        "3.4",
        "The Rent will not be increased during the Term. After the Term has ended, the Landlord may propose a "
        "new rent using the procedure in section 13 of the Housing Act 1988, not more than once in any "
        "period of 12 months.",
    )
    C(
        "3.5",
        "If the Tenant asks for a change to this agreement, the Tenant will pay £50 (including VAT) or the "
        "reasonable costs incurred by the Landlord, whichever is higher, as permitted by the Tenant Fees Act 2019.",
    )

    H1("4. The deposit")
    C(
        "4.1",
        "The Tenant has paid the Deposit to the Agent, to be held as security for the performance of the "
        "Tenant's obligations under this agreement.",
    )
    C(
        "4.2",
        "The Agent will protect the Deposit with the Deposit Protection Service within 30 days of receiving it "
        "and will give the Tenant the prescribed information about the scheme within the same period.",
    )
    C(
        "4.3",
        "At the end of the tenancy the Landlord may make deductions from the Deposit for: (a) any Rent or other "
        "money owed under this agreement; (b) damage to the Property or its contents, beyond fair wear and "
        "tear; (c) the cost of cleaning the Property to return it to the standard recorded in the Inventory; "
        "and (d) the cost of replacing missing items.",
    )
    C(
        "4.4",
        "The Deposit, less any agreed deductions, will be repaid within 10 days of the Landlord and the Tenant "
        "agreeing the amount to be returned. If they cannot agree, either of them may refer the dispute to the "
        "free alternative dispute resolution service provided by the Deposit Protection Service.",
    )

    H1("5. Utilities and council tax")
    C(
        "5.1",
        "The Tenant will pay for all gas, electricity and water supplied to the Property during the tenancy, and "
        "for the telephone, broadband and television licence, and will notify the suppliers that the Tenant is "
        "responsible for the account from the start of the tenancy.",
    )
    C(
        "5.2",
        "The Tenant will pay the council tax for the Property (Leeds City Council, Band C) for the whole of "
        "the tenancy.",
    )
    C(
        "5.3",
        "The Tenant may change the gas or electricity supplier but will tell the Agent the name of the new "
        "supplier and will not allow a prepayment meter to be installed without the Landlord's written consent.",
    )

    H1("6. The Tenant's obligations")
    P("The Tenant agrees:")
    H2("Use of the Property")
    C(
        "6.1",
        "To use the Property as a private home for the Tenant and the permitted occupiers only, and not to run "
        "any trade or business from it.",
    )
    C(
        "6.2",
        "Not to sublet the whole or any part of the Property, take in lodgers, or let any other person live at "
        "the Property.",
    )
    C(
        "6.3",
        "Not to keep any animal at the Property without the Landlord's prior written consent, which will not be "
        "unreasonably withheld. If consent is given, the Landlord may require the Tenant to take out insurance "
        "covering damage caused by the animal.",
    )
    C("6.4", "Not to smoke or vape, or allow visitors to smoke or vape, inside the Property.")
    C(
        "6.5",
        "Not to do anything at the Property which causes a nuisance or annoyance to neighbours, and not to play "
        "amplified music so loudly that it can be heard outside the Property between 11pm and 7am.",
    )
    H2("Condition and repairs")
    C(
        "6.6",
        "To keep the interior of the Property, and the furniture and effects, clean and in the same condition as "
        "at the start of the tenancy, except for fair wear and tear.",
    )
    C(
        "6.7",
        "Not to make any alteration or addition to the Property or redecorate any part of it without the "
        "Landlord's written consent. The Tenant may hang pictures using a reasonable number of small picture "
        "hooks, but must not use adhesive pads or tape on painted surfaces.",
    )
    C(
        "6.8",
        "To report any disrepair or defect to the Agent promptly, in writing where possible. Emergencies such as "
        "a burst pipe, a total loss of heating or a gas leak must be reported immediately; outside office hours "
        "the Tenant should call the Agent's out-of-hours repairs line on 0113 496 0817 and, for a suspected gas "
        "leak, the National Gas Emergency Service on 0800 111 999.",
    )
    C(
        "6.9",
        "To replace light bulbs and fuses, test the smoke alarms and carbon monoxide alarm at least once a "
        "month, and replace their batteries when needed.",
    )
    C(
        "6.10",
        "To keep the garden tidy, to cut the lawn regularly during the growing season, and not to remove or "
        "cut back any tree or large shrub without the Landlord's consent.",
    )
    C(
        "6.11",
        "To ventilate the Property properly, in particular when cooking, bathing and drying clothes, to reduce "
        "condensation and mould.",
    )
    C(
        "6.12",
        "To take all reasonable steps to prevent frozen pipes, and to tell the Agent if the Property will be "
        "left empty for more than 21 consecutive days.",
    )
    H2("Access and security")
    C(
        "6.13",
        "To allow the Landlord, the Agent and their contractors to enter the Property at reasonable times of "
        "day to inspect it or carry out repairs, on at least 24 hours' written notice, or immediately in an "
        "emergency.",
    )
    C(
        "6.14",
        "Not to change or add any lock without the Landlord's consent, and to lock all doors and windows when "
        "the Property is empty.",
    )
    C(
        "6.15",
        "During the last 28 days of the tenancy, to allow the Agent to show the Property to prospective tenants "
        "or buyers at reasonable times, on at least 24 hours' notice.",
    )

    H1("7. The Landlord's obligations")
    P("The Landlord agrees:")
    C(
        "7.1",
        "To allow the Tenant to live in the Property during the tenancy without interruption by the Landlord or "
        "the Agent, as long as the Tenant keeps to the terms of this agreement.",
    )
    C(
        "7.2",
        "To keep in repair the structure and exterior of the Property, including drains, gutters and external "
        "pipes, and to keep in repair and proper working order the installations for the supply of water, gas "
        "and electricity, for sanitation, and for space heating and heating water, as required by section 11 of "
        "the Landlord and Tenant Act 1985.",
    )
    C(
        "7.3",
        "To have the gas appliances and flues checked every year by a Gas Safe registered engineer and to give "
        "the Tenant a copy of the gas safety record within 28 days of each check.",
    )
    C(
        "7.4",
        "To have the electrical installation inspected and tested by a qualified person at least every five "
        "years, and to make sure there is a working smoke alarm on each storey and a carbon monoxide alarm in "
        "every room with a fixed combustion appliance.",
    )
    C(
        "7.5",
        "To insure the building and the Landlord's furniture and effects against the usual risks. The Landlord's "
        "insurance does not cover the Tenant's own belongings, and the Tenant is advised to take out contents "
        "insurance.",
    )

    H1("8. Ending the tenancy")
    H2("Break clause")
    C(
        "8.1",
        "The Tenant may end this tenancy before the end of the Term by giving the Landlord not less than two "
        "months' notice in writing, such notice to expire no earlier than 28 February 2026.",
    )
    C(
        "8.2",
        "The Landlord may end this tenancy before the end of the Term by giving the Tenant not less than two "
        "months' notice under section 21 of the Housing Act 1988, such notice to expire no earlier than "
        "the last day of the sixth month of the Term.",
    )
    H2("At the end of the tenancy")
    C(
        "8.3",
        "The Tenant will return all keys to the Agent's office by 12 noon on the last day of the tenancy. If "
        "keys are returned late, the Tenant will pay Rent on a daily basis until they are returned.",
    )
    C(
        "8.4",
        "The Tenant will leave the Property and the contents clean and in the condition recorded in the "
        "Inventory, allowing for fair wear and tear. The Tenant is not required to use a professional cleaning "
        "company, but the Property must be left to the standard in which it was let.",
    )
    C(
        "8.5",
        "The Tenant will remove all personal belongings and rubbish. If any belongings are left behind, the "
        "Agent will write to the Tenant, and if they are not collected within 14 days of that notice they may "
        "be disposed of, and the reasonable cost of doing so deducted from the Deposit.",
    )
    C("8.6", "A check-out inspection will be carried out against the Inventory. The Tenant is encouraged to attend.")

    H1("9. Notices")
    C(
        "9.1",
        "Under section 48 of the Landlord and Tenant Act 1987, the Landlord gives notice that the address at "
        "which notices (including notices in proceedings) may be served on the Landlord is c/o Wharfedale "
        "Lettings Ltd, 21 Kirkgate, Otley LS21 3HW.",
    )
    C(
        "9.2",
        "Notices under this agreement may also be given by email to the addresses given by each party at the "
        "start of the tenancy, apart from notices under section 8 or section 21 of the Housing Act 1988.",
    )

    H1("10. Documents provided")
    P("The Tenant confirms that before signing this agreement they received the following documents:")
    b.append(
        _table(
            [
                ["Document", "Date or version"],
                ["Energy Performance Certificate", "Valid until 6 May 2032"],
                ["Gas safety record", "Issued 12 August 2025"],
                ["Electrical Installation Condition Report", "Issued 4 March 2024"],
                ["How to Rent guide (GOV.UK)", "Version dated 2025"],
                ["Deposit prescribed information", "To follow within 30 days of payment"],
            ],
            [5000, 4000],
        )
    )

    H1("Schedule: keys and meter readings at check-in")
    b.append(
        _table(
            [
                ["Keys", "Number issued"],
                ["Front door (Yale)", "2"],
                ["Front door (mortice)", "2"],
                ["Back door", "2"],
                ["Window locks", "1"],
                ["Bin store padlock", "1"],
            ],
            [5000, 4000],
        )
    )
    P("")
    b.append(
        _table(
            [
                ["Meter", "Location", "Reading on 1 September 2025"],
                ["Electricity", "Cupboard under the stairs", "045812"],
                ["Gas", "External box, side of house", "11734.5"],
                ["Water", "Pavement outside front gate", "00421"],
            ],
            [2600, 3600, 2800],
        )
    )

    H1("Signatures")
    P("Signed by the Landlord (or the Agent on the Landlord's behalf):")
    P("Signature: ____________________     Name: Rachel Whitaker, for Wharfedale Lettings Ltd     Date: 18 August 2025")
    P("Signed by the Tenants:")
    P("Signature: ____________________     Name: Sophie Marchetti     Date: 18 August 2025")
    P("Signature: ____________________     Name: Tomasz Nowicki     Date: 18 August 2025")
    return "".join(b)


def _document_xml():
    return (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
        f'<w:document xmlns:w="{W_NS}" xmlns:r="{R_NS}"><w:body>'
        + _document_body()
        + '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/>'
        '<w:pgMar w:top="1304" w:right="1134" w:bottom="1304" w:left="1134" w:header="709" w:footer="709" w:gutter="0"/>'
        "</w:sectPr></w:body></w:document>"
    )


_STYLES = f"""<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles xmlns:w="{W_NS}">
<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri" w:cs="Calibri"/><w:sz w:val="21"/><w:lang w:val="en-GB"/></w:rPr></w:rPrDefault>
<w:pPrDefault><w:pPr><w:spacing w:after="120" w:line="264" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults>
<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/></w:style>
<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:qFormat/><w:rPr><w:b/><w:sz w:val="36"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:qFormat/><w:pPr><w:keepNext/><w:spacing w:before="280" w:after="120"/><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:b/><w:sz w:val="26"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Heading2"><w:name w:val="heading 2"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:qFormat/><w:pPr><w:keepNext/><w:spacing w:before="160" w:after="80"/><w:outlineLvl w:val="1"/></w:pPr><w:rPr><w:b/><w:i/><w:sz w:val="22"/></w:rPr></w:style>
<w:style w:type="table" w:default="1" w:styleId="TableNormal"><w:name w:val="Normal Table"/><w:tblPr><w:tblInd w:w="0" w:type="dxa"/><w:tblCellMar><w:top w:w="0" w:type="dxa"/><w:left w:w="108" w:type="dxa"/><w:bottom w:w="0" w:type="dxa"/><w:right w:w="108" w:type="dxa"/></w:tblCellMar></w:tblPr></w:style>
<w:style w:type="table" w:styleId="TableGrid"><w:name w:val="Table Grid"/><w:basedOn w:val="TableNormal"/><w:tblPr><w:tblBorders><w:top w:val="single" w:sz="4" w:space="0" w:color="auto"/><w:left w:val="single" w:sz="4" w:space="0" w:color="auto"/><w:bottom w:val="single" w:sz="4" w:space="0" w:color="auto"/><w:right w:val="single" w:sz="4" w:space="0" w:color="auto"/><w:insideH w:val="single" w:sz="4" w:space="0" w:color="auto"/><w:insideV w:val="single" w:sz="4" w:space="0" w:color="auto"/></w:tblBorders></w:tblPr></w:style>
</w:styles>"""

_CONTENT_TYPES = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>
<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>
<Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/>
</Types>"""

_RELS = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>
<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>
<Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/extended-properties" Target="docProps/app.xml"/>
</Relationships>"""

_DOC_RELS = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>
</Relationships>"""

_CORE = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<dc:title>Assured Shorthold Tenancy Agreement - 14 Larchfield Road</dc:title>
<dc:creator>Rachel Whitaker</dc:creator>
<dcterms:created xsi:type="dcterms:W3CDTF">2025-08-15T10:12:00Z</dcterms:created>
<dcterms:modified xsi:type="dcterms:W3CDTF">2025-08-18T09:40:00Z</dcterms:modified>
</cp:coreProperties>"""

_APP = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Application>Microsoft Office Word</Application><Company>Wharfedale Lettings Ltd</Company></Properties>"""


def files() -> dict[str, bytes]:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("[Content_Types].xml", _CONTENT_TYPES)
        z.writestr("_rels/.rels", _RELS)
        z.writestr("word/document.xml", _document_xml())
        z.writestr("word/styles.xml", _STYLES)
        z.writestr("word/_rels/document.xml.rels", _DOC_RELS)
        z.writestr("docProps/core.xml", _CORE)
        z.writestr("docProps/app.xml", _APP)
    return {"AST_14_Larchfield_Road_signed.docx": buf.getvalue()}


EXPECT: list[tuple[str, list[str] | None]] = [
    ("how much is the rent?", ["£1,150 per calendar month"]),
    ("How much deposit did we pay", ["£1,326"]),
    (
        "where's my deposit protected?",
        ["Deposit Protection Service (custodial scheme)", "protect the Deposit with the Deposit Protection Service"],
    ),
    ("Can we move out before the year is up?", ["28 February 2026"]),
    ("Am I allowed to get a cat?", ["prior written consent"]),
    ("what happens if I'm late with the rent", ["3% above the Bank of England base rate"]),
    ("Do we have to pay council tax or is it included?", ["Band C"]),
    ("How much notice does the landlord have to give before coming round?", ["at least 24 hours' written notice"]),
    ("can i paint my bedroom a different colour", ["redecorate"]),
    ("Is smoking allowed in the house?", ["smoke or vape"]),
    ("will the rent go up after the first year", ["section 13 of the Housing Act 1988"]),
    ("who do I ring if the boiler packs up at the weekend?", ["0113 496 0817"]),
    ("How long have they got to give my deposit back", ["within 10 days"]),
    ("do we have to pay for a professional clean when we leave?", ["not required to use a professional cleaning"]),
    ("Is there off-street parking with the house?", None),
    ("What's the EPC rating?", None),
    ("What day are the bins collected?", None),
    ("How many bedrooms does the house have?", None),
]
