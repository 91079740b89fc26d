"""Residents' handbook / building rules for a block of flats, as a Word DOCX built by hand."""

PROVENANCE = (
    "Imitates a UK managing agent's residents' handbook and building rules for a block of "
    "leasehold flats (Word .docx with numbered rules and a service-charge table); all content invented."
)

# (kind, text) - kind is "title", "h1", "h2", "p", "rule", or ("table", rows)
_BODY = [
    ("title", "Marlowe Court - Residents' Handbook and Building Rules"),
    (
        "p",
        "Issued by Pennant Block Management Ltd on behalf of Marlowe Court (Freehold) Ltd. Version 4, effective 1 April 2025. "
        "This handbook replaces all earlier versions.",
    ),
    (
        "p",
        "These rules apply to every leaseholder, tenant, occupier and visitor at Marlowe Court, Blocks A, B and C, "
        "Canal Street, Nottingham NG2 3LW. They sit alongside your lease; where the two differ, the lease takes priority. "
        "Breaches may be reported to the managing agent and repeated breaches may be referred to the freeholder.",
    ),
    ("h1", "1. Noise and quiet hours"),
    (
        "rule",
        "1.1 Quiet hours are from 11pm to 7am, Sunday night to Thursday night, and from midnight to 8am on Friday and Saturday nights. "
        "During quiet hours please keep music, television and voices at a level that cannot be heard in neighbouring flats.",
    ),
    (
        "rule",
        "1.2 Noisy DIY, drilling and renovation work may only be carried out between 8:30am and 5:30pm Monday to Friday and "
        "between 9am and 1pm on Saturdays. Noisy work is not permitted at all on Sundays or bank holidays.",
    ),
    (
        "rule",
        "1.3 Hard floor coverings (laminate, wood, tiles) may only be fitted with the written consent of the managing agent "
        "and must include an approved acoustic underlay.",
    ),
    ("h1", "2. Bins and recycling"),
    (
        "rule",
        "2.1 The bin store is on basement level B1, reached by the stairs or lift from any block. All rubbish must be bagged "
        "and placed inside the correct bin, never on the floor.",
    ),
    (
        "rule",
        "2.2 General waste is collected every Tuesday morning. Recycling is collected every Friday morning. Food waste caddies "
        "are emptied on both Tuesday and Friday.",
    ),
    (
        "rule",
        "2.3 Bulky items such as furniture, mattresses and white goods must not be left in the bin store. Book a bulky item "
        "collection through the concierge; the charge is £35 per item, added to your next service charge invoice.",
    ),
    (
        "rule",
        "2.4 Rubbish or items left in corridors, stairwells or the car park will be removed and a removal charge of £75 will "
        "be made to the flat responsible.",
    ),
    ("h1", "3. Bicycles and scooters"),
    (
        "rule",
        "3.1 The secure bike store is on the ground floor of Block B and is opened with your flat fob. Each flat may keep a "
        "maximum of two bikes per flat in the store. Bikes must be registered with the concierge and display a Marlowe Court tag.",
    ),
    (
        "rule",
        "3.2 Bikes, scooters and pushchairs must not be kept in corridors, landings or stairwells, which are fire escape routes.",
    ),
    ("rule", "3.3 E-bike and e-scooter batteries must never be charged in the bike store or any communal area."),
    ("rule", "3.4 Untagged bikes will be labelled, and removed if unclaimed after 28 days."),
    ("h1", "4. Letting and subletting"),
    (
        "rule",
        "4.1 Leaseholders may sublet their flat on an assured shorthold tenancy, provided that they notify the managing agent "
        "in writing at least 14 days before the tenancy starts.",
    ),
    (
        "rule",
        "4.2 With the notice you must send a copy of the tenancy agreement, the names and contact details of all adult "
        "occupiers, and your own correspondence address. A sublet registration fee of £95 + VAT is payable for each new tenancy.",
    ),
    (
        "rule",
        "4.3 Holiday lets, serviced accommodation and any letting for a term of less than 6 months are prohibited. This "
        "includes listing the flat on Airbnb or similar platforms.",
    ),
    (
        "rule",
        "4.4 The leaseholder remains responsible for paying the service charge and for the behaviour of their tenants.",
    ),
    ("h1", "5. Pets"),
    (
        "rule",
        "5.1 Residents may keep one cat or one small dog per flat, but only with prior written consent from the managing agent. "
        "Consent may be withdrawn if the animal causes a nuisance.",
    ),
    (
        "rule",
        "5.2 Applications for pet consent are made on the Pet Request Form and carry a non-refundable fee of £50.",
    ),
    (
        "rule",
        "5.3 Dogs must be kept on a lead in all communal areas, including the courtyard garden, and are not allowed in the "
        "children's play area. Owners must clean up after their pets immediately.",
    ),
    ("rule", "5.4 Caged birds and fish kept in an aquarium of under 100 litres do not need consent."),
    ("h1", "6. Repairs and maintenance"),
    (
        "rule",
        "6.1 The managing agent is responsible for the structure, roof, external walls, windows, lifts, communal areas and "
        "shared pipes. Leaseholders are responsible for everything inside their flat, including internal plumbing, "
        "electrics from the flat's consumer unit onwards, kitchens, bathrooms and internal doors.",
    ),
    (
        "rule",
        "6.2 Report communal repairs through the Pennant resident portal or by email to marlowe@pennantbm.example. "
        "Non-emergency repairs will be attended within 5 working days.",
    ),
    (
        "rule",
        "6.3 Emergencies - a water leak from a communal pipe or the roof, loss of power to communal areas, a lift entrapment, "
        "or a failed entrance door - should be reported at any time on the 24-hour emergency line 0800 915 3360. "
        "We aim to attend emergencies within 4 hours.",
    ),
    (
        "rule",
        "6.4 If a leak from your flat damages a neighbouring flat, please contact your own contents or landlord insurer. "
        "The building insurance excess is £250 per claim and is recharged to the flat where the leak started.",
    ),
    ("h1", "7. Service charges"),
    (
        "rule",
        "7.1 The service charge year runs from 1 April to 31 March. Service charges are billed half-yearly in advance, "
        "with invoices issued on 1 April and 1 October.",
    ),
    (
        "rule",
        "7.2 Each invoice is payable within 28 days of the invoice date. A late payment administration fee of £60 is added "
        "to any invoice not paid within 28 days, and interest may be charged at 4% above the Bank of England base rate.",
    ),
    (
        "rule",
        "7.3 The budgeted charges for 2025/26 are shown in the table below. The reserve fund contribution is part of the "
        "annual service charge and builds up money for major works such as roof and lift replacement.",
    ),
    (
        "table",
        [
            ["Flat type", "Annual service charge 2025/26", "Half-yearly instalment", "Of which reserve fund"],
            ["1 bedroom", "£1,840", "£920", "£310"],
            ["2 bedroom", "£2,460", "£1,230", "£415"],
            ["3 bedroom", "£3,150", "£1,575", "£530"],
            ["Penthouse", "£4,380", "£2,190", "£740"],
            ["Allocated parking space (optional)", "£420", "£210", "£65"],
        ],
    ),
    (
        "rule",
        "7.4 For comparison, the 2024/25 annual service charge for a 2 bedroom flat was £2,290 and for a 1 bedroom flat was £1,715. "
        "The increase mainly reflects higher building insurance and lift maintenance costs.",
    ),
    (
        "rule",
        "7.5 Payment can be made by direct debit (monthly instalments are available on request), bank transfer or through the portal.",
    ),
    ("h1", "8. Contacts"),
    (
        "p",
        "Managing agent: Pennant Block Management Ltd, 12 Lace Market Square, Nottingham NG1 1PB. Office hours Monday to Friday "
        "9am to 5pm. Telephone 0115 496 0721. Property manager: Daniel Achterberg.",
    ),
    ("p", "Concierge desk (Block A lobby): open 7am to 7pm daily."),
]


def _esc(s: str) -> str:
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _para(text: str, style: str | None = None, bold: bool = False) -> str:
    ppr = f'<w:pPr><w:pStyle w:val="{style}"/></w:pPr>' if style else ""
    rpr = "<w:rPr><w:b/></w:rPr>" if bold else ""
    return f'<w:p>{ppr}<w:r>{rpr}<w:t xml:space="preserve">{_esc(text)}</w:t></w:r></w:p>'


def _table(rows) -> str:
    ncols = len(rows[0])
    grid = "".join('<w:gridCol w:w="2250"/>' for _ in range(ncols))
    out = [
        '<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/><w:tblW w:w="9000" w:type="dxa"/>'
        '<w:tblBorders><w:top w:val="single" w:sz="4"/><w:left w:val="single" w:sz="4"/>'
        '<w:bottom w:val="single" w:sz="4"/><w:right w:val="single" w:sz="4"/>'
        '<w:insideH w:val="single" w:sz="4"/><w:insideV w:val="single" w:sz="4"/></w:tblBorders>'
        f"</w:tblPr><w:tblGrid>{grid}</w:tblGrid>"
    ]
    for i, r in enumerate(rows):
        out.append("<w:tr>")
        for c in r:
            out.append(f'<w:tc><w:tcPr><w:tcW w:w="2250" w:type="dxa"/></w:tcPr>{_para(c, bold=(i == 0))}</w:tc>')
        out.append("</w:tr>")
    out.append("</w:tbl>")
    return "".join(out)


def document_xml() -> str:
    parts = []
    for kind, val in _BODY:
        if kind == "title":
            parts.append(_para(val, "Title"))
        elif kind == "h1":
            parts.append(_para(val, "Heading1"))
        elif kind == "rule":
            parts.append(_para(val, "ListParagraph"))
        elif kind == "p":
            parts.append(_para(val))
        elif kind == "table":
            parts.append(_table(val))
    body = "".join(parts)
    return (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
        '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" '
        'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">'
        f'<w:body>{body}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/>'
        '<w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="708" w:footer="708" w:gutter="0"/>'
        "</w:sectPr></w:body></w:document>"
    )


_STYLES = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">
<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri"/><w:sz w:val="22"/></w:rPr></w:rPrDefault></w:docDefaults>
<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:pPr><w:spacing w:after="120"/></w:pPr></w:style>
<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/><w:rPr><w:b/><w:sz w:val="36"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:pPr><w:keepNext/><w:spacing w:before="240"/><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:b/><w:sz w:val="28"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="ListParagraph"><w:name w:val="List Paragraph"/><w:basedOn w:val="Normal"/><w:pPr><w:ind w:left="567" w:hanging="567"/></w:pPr></w:style>
<w:style w:type="table" w:styleId="TableGrid"><w:name w:val="Table Grid"/></w:style>
</w:styles>"""

_CONTENT_TYPES = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>
<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>
</Types>"""

_RELS = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>
<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>
</Relationships>"""

_DOC_RELS = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>
</Relationships>"""

_CORE = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<dc:title>Marlowe Court Residents' Handbook</dc:title><dc:creator>Pennant Block Management Ltd</dc:creator>
<dcterms:created xsi:type="dcterms:W3CDTF">2025-03-10T09:00:00Z</dcterms:created>
</cp:coreProperties>"""


def _docx() -> bytes:
    import io
    import zipfile

    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("[Content_Types].xml", _CONTENT_TYPES)
        z.writestr("_rels/.rels", _RELS)
        z.writestr("word/document.xml", document_xml())
        z.writestr("word/styles.xml", _STYLES)
        z.writestr("word/_rels/document.xml.rels", _DOC_RELS)
        z.writestr("docProps/core.xml", _CORE)
    return buf.getvalue()


def files() -> dict[str, bytes]:
    return {"Marlowe_Court_Residents_Handbook_v4.docx": _docx()}


EXPECT = [
    ("quiet hours on a saturday night?", ["midnight to 8am"]),
    ("can i drill on sunday", ["not permitted at all on Sundays"]),
    ("what day do they collect recycling", ["Recycling is collected every Friday morning"]),
    ("how much to get rid of an old sofa", ["£35 per item"]),
    ("how many bikes can i keep in the bike store", ["two bikes per flat"]),
    ("am I allowed to put my flat on airbnb", ["less than 6 months are prohibited", "Airbnb or similar platforms"]),
    ("how much notice before I rent out my flat", ["at least 14 days"]),
    ("sublet fee", ["£95 + VAT"]),
    ("can I have a dog in my flat", ["one cat or one small dog"]),
    ("how much is the pet application", ["£50"]),
    ("emergency repair number", ["0800 915 3360"]),
    ("whats the service charge for a 2 bed this year", ["£2,460"]),
    ("reserve fund contribution for the penthouse", ["£740"]),
    ("when do service charge bills come out", ["1 April and 1 October"]),
    ("what happens if I pay my service charge late", ["£60"]),
    ("can I put a satellite dish on my balcony", None),
    ("is there visitor parking", None),
    ("can i paint my front door a different colour", None),
]
