"""Probe library: primary school parents' handbook (DOCX, OOXML written by hand)."""

import io
import zipfile
from xml.sax.saxutils import escape

PROVENANCE = (
    "Imitates an English primary school's parents' handbook (Word .docx with headings, paragraphs "
    "and tables); school, staff, dates and prices all invented"
)

# Content: ("h1"|"h2", text) | ("p", text) | ("pb", bold_lead, rest) | ("li", text) | ("table", header, rows)
CONTENT = [
    ("title", "Willowbrook Primary School"),
    ("h2", "Parents' Handbook 2025-2026"),
    ("p", "Willowbrook Primary School, Orchard Lane, Kettlesham KT4 9LP. Telephone 01632 960 200."),
    ("h1", "Welcome from the Headteacher"),
    (
        "p",
        "Dear Parents and Carers, welcome to Willowbrook Primary School. Whether your child is just starting "
        "in Reception or joining us from another school, we are delighted to have you as part of our school "
        "community. We believe that children learn best when home and school work closely together, and this "
        "handbook is designed to give you the practical information you need throughout the year.",
    ),
    (
        "p",
        "Please keep this handbook somewhere handy. Information about individual classes, including PE days "
        "and homework, is sent out by class teachers at the start of each term. If you cannot find the answer "
        "to a question here, the school office will always be happy to help.",
    ),
    ("p", "I look forward to working with you. Mrs Helen Okafor, Headteacher."),
    ("h1", "About our school"),
    (
        "p",
        "Willowbrook is a two-form entry primary school for children aged 4 to 11, with around 420 pupils "
        "from Reception to Year 6. Reception, Year 1 and Year 2 are known as the Early Years and Key Stage 1 "
        "(Infants). Years 3 to 6 are Key Stage 2 (Juniors). Each class has a class teacher and is supported by "
        "teaching assistants.",
    ),
    (
        "p",
        "Our senior leadership team is Mrs Helen Okafor (Headteacher), Mr James Pritchard (Deputy "
        "Headteacher and Designated Safeguarding Lead) and Ms Aisha Rahman (Special Educational Needs "
        "Co-ordinator).",
    ),
    ("h1", "Term dates 2025-2026"),
    (
        "p",
        "The dates below are the days when children are in school. Please use them when booking family "
        "holidays and appointments.",
    ),
    (
        "table",
        ("Term", "First day for pupils", "Half term", "Last day for pupils"),
        [
            (
                "Autumn term 2025",
                "Wednesday 3 September 2025",
                "Monday 27 October to Friday 31 October 2025",
                "Friday 19 December 2025",
            ),
            (
                "Spring term 2026",
                "Tuesday 6 January 2026",
                "Monday 16 February to Friday 20 February 2026",
                "Thursday 2 April 2026",
            ),
            (
                "Summer term 2026",
                "Monday 20 April 2026",
                "Monday 25 May to Friday 29 May 2026",
                "Wednesday 22 July 2026",
            ),
        ],
    ),
    (
        "p",
        "The school is closed to pupils on five staff training (INSET) days: Monday 1 September 2025, "
        "Tuesday 2 September 2025, Friday 21 November 2025, Monday 5 January 2026 and Monday 1 June 2026. "
        "Breakfast Club and Kingfishers After-School Club do not run on INSET days.",
    ),
    (
        "p",
        "On the last day of the autumn and spring terms, the school day finishes at 2:00pm for all children. "
        "Kingfishers After-School Club runs as normal from 2:00pm on these days for children who are booked in.",
    ),
    ("h1", "The school day"),
    (
        "p",
        "Please make sure your child arrives on time. The first few minutes of the day are when teachers share "
        "important information with the class, and children who arrive late often find it hard to settle.",
    ),
    (
        "table",
        ("Time", "What happens"),
        [
            ("7:45am", "Breakfast Club opens in the school hall (booked places only)"),
            ("8:40am", "Gates open. Children go straight to their classrooms"),
            ("8:50am", "Registration. Gates close"),
            ("10:15am to 10:30am", "Morning break, Reception and Key Stage 1"),
            ("10:30am to 10:45am", "Morning break, Key Stage 2"),
            ("11:50am to 12:50pm", "Lunch, Reception and Key Stage 1"),
            ("12:15pm to 1:15pm", "Lunch, Key Stage 2"),
            ("3:15pm", "Home time, Reception and Key Stage 1 (Reception to Year 2)"),
            ("3:20pm", "Home time, Key Stage 2 (Years 3 to 6)"),
            ("3:20pm to 6:00pm", "Kingfishers After-School Club"),
        ],
    ),
    (
        "p",
        "Children who arrive after the gates close at 8:50am must come in through the main office, where they "
        "will be signed in and marked as late. The register closes at 9:20am. Arrival after this time is "
        "recorded as an unauthorised absence for the morning session unless there is a good reason, such as "
        "a medical appointment.",
    ),
    (
        "p",
        "At home time, Reception and Key Stage 1 children are handed over to their parent or carer at the "
        "classroom door. If someone different is collecting your child, please tell the class teacher or the "
        "office in advance and give us their name. We will not let a child go home with an adult we have not "
        "been told about.",
    ),
    ("h1", "Attendance and reporting absence"),
    (
        "p",
        "Good attendance makes a real difference to how well children learn and to their friendships. We "
        "expect all children to attend every day that the school is open, unless they are too unwell to do so.",
    ),
    (
        "pb",
        "Reporting an absence. ",
        "If your child is unwell, please phone the absence line on 01632 960 471 before 9:15am on each day of "
        "absence, giving your child's name, class and the reason they are off. You can also report an absence "
        "through the SchoolPing app. If we have not heard from you by 9:30am, we will phone you to check that your "
        "child is safe.",
    ),
    (
        "pb",
        "Illness. ",
        "Children who have had sickness or diarrhoea must stay off school until 48 hours after the last episode. "
        "For other illnesses such as chickenpox, please ask the office how long your child needs to stay at home. "
        "Children with a mild cold can usually come to school.",
    ),
    (
        "pb",
        "Medical appointments. ",
        "Wherever possible, please make medical and dental appointments outside school hours. If this is not "
        "possible, bring your child to school before or after the appointment and show the office the "
        "appointment card or letter.",
    ),
    (
        "pb",
        "Holidays in term time. ",
        "Leave of absence for family holidays during term time will not be authorised except in exceptional "
        "circumstances. Requests must be made in writing to the Headteacher at least 4 weeks in advance, using "
        "the form available from the office. Unauthorised holidays of 5 or more school days may result in the local "
        "authority issuing a penalty notice.",
    ),
    ("h1", "School uniform"),
    (
        "p",
        "We are proud of our uniform, and we ask that all children wear it every day. Uniform helps children "
        "feel part of the school and avoids competition over clothes. Our uniform is:",
    ),
    ("li", "royal blue sweatshirt or cardigan with the school logo"),
    ("li", "white polo shirt (plain, or with the school logo)"),
    ("li", "grey trousers, shorts, skirt or pinafore"),
    ("li", "blue and white checked summer dress (summer term only)"),
    ("li", "black school shoes - not trainers or boots"),
    (
        "p",
        "Logo items can be bought from Stitch and Crest, 22 Market Street, Kettlesham, or from their website. "
        "The PTA runs a pre-loved uniform sale in the hall on the last Friday of each half term, priced at £1 "
        "per item.",
    ),
    (
        "pb",
        "PE kit. ",
        "Children need navy shorts, a plain white T-shirt and trainers or plimsolls for outdoor PE, with a navy "
        "tracksuit in colder weather. PE kit stays in school in a named drawstring bag and is sent home to be "
        "washed at each half term.",
    ),
    (
        "pb",
        "Jewellery and hair. ",
        "Children may wear a watch (not a smart watch) and one pair of small plain stud earrings. Earrings must be "
        "removed or covered with tape for PE, and staff are not able to remove them. Long hair should be tied back "
        "with a plain band in school colours.",
    ),
    (
        "p",
        "Please label every item of clothing with your child's name. Unnamed lost property is kept in the "
        "hall for half a term and then given to the uniform sale.",
    ),
    ("h1", "School lunches and snacks"),
    (
        "p",
        "All children in Reception, Year 1 and Year 2 are entitled to a free school lunch every day under the "
        "Universal Infant Free School Meals scheme. We strongly encourage infant families to take up this offer.",
    ),
    (
        "p",
        "For children in Key Stage 2, a school lunch costs £2.60 per day and must be paid in advance through "
        "ParentPay. Families who receive certain benefits may be eligible for free school meals in Key Stage 2 "
        "as well; please ask the office for a form, as this also brings extra funding to the school.",
    ),
    (
        "p",
        "Our meals are cooked on site by our catering team and follow a three-week rolling menu, which is "
        "posted on the school website each half term. There is a vegetarian option every day. If you want to "
        "switch between packed lunches and school dinners, please let the office know by Thursday for the "
        "following week.",
    ),
    (
        "pb",
        "Packed lunches. ",
        "We are a nut-free school, so please do not include nuts, peanut butter or spreads containing nuts in "
        "packed lunches or snacks, as some of our children have severe allergies. Please do not send fizzy drinks "
        "or sweets.",
    ),
    (
        "pb",
        "Snacks and water. ",
        "Key Stage 1 children receive a free piece of fruit or vegetable every day. Key Stage 2 children may bring a "
        "healthy snack, such as fruit, for morning break. Every child should bring a named water bottle containing "
        "water only.",
    ),
    ("h1", "Breakfast Club, After-School Club and activities"),
    (
        "pb",
        "Breakfast Club. ",
        "Breakfast Club runs from 7:45am every school day in the school hall. It costs £4.50 per session, "
        "including breakfast, and places must be booked through ParentPay by 6pm the day before.",
    ),
    (
        "pb",
        "Kingfishers After-School Club. ",
        "Kingfishers runs from the end of the school day until 6:00pm. It costs £12 per session, or £7 if your child "
        "is collected by 4:30pm. A light tea is provided. If a child is collected after 6:00pm, a late collection "
        "charge of £5 for every 10 minutes will be added to your ParentPay account.",
    ),
    (
        "pb",
        "Extra-curricular clubs. ",
        "We offer a range of clubs run by our staff and trusted coaches. Letters about clubs go out at the start "
        "of each term, and places are given on a first come, first served basis.",
    ),
    ("li", "Gymnastics Club (Reception to Year 2): Mondays, 3:15pm to 4:15pm, £3.50 per session"),
    ("li", "Football Club (Years 3 to 6): Tuesdays, 3:20pm to 4:30pm, £3 per session"),
    ("li", "Choir (Years 2 to 6): Wednesday lunchtimes, free"),
    ("li", "Coding Club (Years 5 and 6): Thursdays, 3:20pm to 4:20pm, £4 per session"),
    ("li", "Art Club (Years 1 to 4): Fridays, 3:20pm to 4:20pm, £3 per session"),
    (
        "p",
        "Peripatetic music lessons in guitar, keyboard and violin are available for children in Key Stage 2 "
        "during the school day. Please contact the office for details and current charges.",
    ),
    ("h1", "Keeping in touch"),
    (
        "p",
        "The school office is open from 8:15am to 4:00pm, Monday to Friday, during term time. You can phone "
        "the office on 01632 960 200 or email office@willowbrook-primary.example.org. Please use the "
        "absence line, not the office number, to report absences.",
    ),
    (
        "p",
        "Your child's class teacher is your first point of contact for day-to-day questions. Teachers are "
        "available briefly at the classroom door at the end of the day, or you can ask the office to arrange "
        "an appointment. If your concern is not resolved, please contact the Phase Leader, and then the "
        "Deputy Headteacher or Headteacher. Our complaints policy is on the school website.",
    ),
    (
        "p",
        "We send a newsletter home by email every other Friday, and post class news on the ClassLink app. "
        "Parents' evenings are held in October and March, and written reports are sent home in July.",
    ),
]

W_NS = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"


def _run(text, bold=False):
    rpr = "<w:rPr><w:b/></w:rPr>" if bold else ""
    return f'<w:r>{rpr}<w:t xml:space="preserve">{escape(text)}</w:t></w:r>'


def _para(text, style=None, bold_lead=None):
    ppr = f'<w:pPr><w:pStyle w:val="{style}"/></w:pPr>' if style else ""
    runs = (_run(bold_lead, True) if bold_lead else "") + _run(text)
    return f"<w:p>{ppr}{runs}</w:p>"


def _table(header, rows):
    ncol = len(header)
    width = 9000 // ncol
    grid = "".join(f'<w:gridCol w:w="{width}"/>' for _ in range(ncol))

    def row(cells, head=False):
        tcs = "".join(
            f'<w:tc><w:tcPr><w:tcW w:w="{width}" w:type="dxa"/></w:tcPr>{_para_cell(c, head)}</w:tc>' for c in cells
        )
        trpr = "<w:trPr><w:tblHeader/></w:trPr>" if head else ""
        return f"<w:tr>{trpr}{tcs}</w:tr>"

    body = row(header, True) + "".join(row(r) for r in rows)
    return (
        '<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/><w:tblW w:w="0" w:type="auto"/>'
        '<w:tblLook w:val="04A0" w:firstRow="1" w:lastRow="0" w:firstColumn="1" w:lastColumn="0" '
        'w:noHBand="0" w:noVBand="1"/></w:tblPr>'
        f"<w:tblGrid>{grid}</w:tblGrid>{body}</w:tbl>"
    )


def _para_cell(text, bold):
    return f"<w:p>{_run(text, bold)}</w:p>"


def _document_xml():
    parts = []
    for item in CONTENT:
        kind = item[0]
        if kind == "title":
            parts.append(_para(item[1], "Title"))
        elif kind == "h1":
            parts.append(_para(item[1], "Heading1"))
        elif kind == "h2":
            parts.append(_para(item[1], "Heading2"))
        elif kind == "p":
            parts.append(_para(item[1]))
        elif kind == "pb":
            parts.append(_para(item[2], bold_lead=item[1]))
        elif kind == "li":
            parts.append(_para(item[1], "ListBullet"))
        elif kind == "table":
            parts.append(_table(item[1], item[2]))
            parts.append("<w:p/>")
    sect = (
        '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/>'
        '<w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="708" '
        'w:footer="708" w:gutter="0"/></w:sectPr>'
    )
    return (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
        f'<w:document xmlns:w="{W_NS}" '
        'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">'
        f"<w:body>{''.join(parts)}{sect}</w:body></w:document>"
    )


STYLES_XML = f"""<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles xmlns:w="{W_NS}">
  <w:docDefaults>
    <w:rPrDefault><w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri" w:cs="Calibri"/><w:sz w:val="22"/><w:szCs w:val="22"/><w:lang w:val="en-GB"/></w:rPr></w:rPrDefault>
    <w:pPrDefault><w:pPr><w:spacing w:after="160" w:line="259" w:lineRule="auto"/></w:pPr></w:pPrDefault>
  </w:docDefaults>
  <w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/></w:style>
  <w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:qFormat/>
    <w:pPr><w:spacing w:after="120"/></w:pPr><w:rPr><w:b/><w:color w:val="1F3864"/><w:sz w:val="48"/><w:szCs w:val="48"/></w:rPr></w:style>
  <w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:qFormat/>
    <w:pPr><w:keepNext/><w:spacing w:before="360" w:after="120"/><w:outlineLvl w:val="0"/></w:pPr>
    <w:rPr><w:b/><w:color w:val="2F5496"/><w:sz w:val="32"/><w:szCs w:val="32"/></w:rPr></w:style>
  <w:style w:type="paragraph" w:styleId="Heading2"><w:name w:val="heading 2"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:qFormat/>
    <w:pPr><w:keepNext/><w:spacing w:before="200" w:after="80"/><w:outlineLvl w:val="1"/></w:pPr>
    <w:rPr><w:b/><w:color w:val="2F5496"/><w:sz w:val="26"/><w:szCs w:val="26"/></w:rPr></w:style>
  <w:style w:type="paragraph" w:styleId="ListBullet"><w:name w:val="List Bullet"/><w:basedOn w:val="Normal"/>
    <w:pPr><w:spacing w:after="40"/><w:ind w:left="720" w:hanging="360"/></w:pPr></w:style>
  <w:style w:type="table" w:default="1" w:styleId="TableNormal"><w:name w:val="Normal Table"/>
    <w:tblPr><w:tblInd w:w="0" w:type="dxa"/><w:tblCellMar><w:top w:w="0" w:type="dxa"/><w:left w:w="108" w:type="dxa"/><w:bottom w:w="0" w:type="dxa"/><w:right w:w="108" w:type="dxa"/></w:tblCellMar></w:tblPr></w:style>
  <w:style w:type="table" w:styleId="TableGrid"><w:name w:val="Table Grid"/><w:basedOn w:val="TableNormal"/>
    <w:pPr><w:spacing w:after="0" w:line="240" w:lineRule="auto"/></w:pPr>
    <w:tblPr><w:tblBorders>
      <w:top w:val="single" w:sz="4" w:space="0" w:color="auto"/><w:left w:val="single" w:sz="4" w:space="0" w:color="auto"/>
      <w:bottom w:val="single" w:sz="4" w:space="0" w:color="auto"/><w:right w:val="single" w:sz="4" w:space="0" w:color="auto"/>
      <w:insideH w:val="single" w:sz="4" w:space="0" w:color="auto"/><w:insideV w:val="single" w:sz="4" w:space="0" w:color="auto"/>
    </w:tblBorders></w:tblPr></w:style>
</w:styles>
"""

CONTENT_TYPES = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
  <Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
  <Default Extension="xml" ContentType="application/xml"/>
  <Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
  <Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>
  <Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>
</Types>
"""

ROOT_RELS = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
  <Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>
  <Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>
</Relationships>
"""

DOC_RELS = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
  <Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>
</Relationships>
"""

CORE = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <dc:title>Willowbrook Primary School - Parents' Handbook 2025-2026</dc:title>
  <dc:creator>Willowbrook Primary School Office</dc:creator>
  <dcterms:created xsi:type="dcterms:W3CDTF">2025-07-14T09:00:00Z</dcterms:created>
</cp:coreProperties>
"""


def _docx() -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("[Content_Types].xml", CONTENT_TYPES)
        z.writestr("_rels/.rels", ROOT_RELS)
        z.writestr("docProps/core.xml", CORE)
        z.writestr("word/_rels/document.xml.rels", DOC_RELS)
        z.writestr("word/styles.xml", STYLES_XML)
        z.writestr("word/document.xml", _document_xml())
    return buf.getvalue()


def files() -> dict[str, bytes]:
    return {"willowbrook_parents_handbook_2025-26.docx": _docx()}


EXPECT = [
    ("what time does school finish for my son in year 4", ["3:20pm"]),
    ("When do the gates open in the morning?", ["8:40am"]),
    ("when's october half term", ["27 October"]),
    ("what date do the kids go back after christmas", ["Tuesday 6 January 2026"]),
    ("Whats the last day before the summer holidays?", ["22 July 2026"]),
    ("how do I let you know my child is off sick", ["01632 960 471"]),
    ("how long does my daughter have to stay off after a tummy bug with sickness", ["48 hours"]),
    ("Can I take my kids on holiday during term time?", ["will not be authorised"]),
    ("how much r school dinners for year 5", ["£2.60"]),
    ("Does my reception child get free lunches?", ["free school lunch"]),
    ("can my daughter take peanut butter sandwiches in her packed lunch", ["nut-free school"]),
    ("what time does breakfast club start?", ["7:45am"]),
    ("how much is after school club", ["£12 per session"]),
    ("are earrings allowed at school", ["stud earrings"]),
    ("what day is football club on?", ["Tuesdays"]),
    ("Is there a school bus from the villages?", None),
    ("where can parents park at drop off", None),
    ("What was the schools last Ofsted rating?", None),
]
