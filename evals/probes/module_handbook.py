"""University module handbook as a hand-built Word .docx (zipfile, WordprocessingML)."""

import io
import zipfile
from xml.sax.saxutils import escape

PROVENANCE = (
    "Imitates a UK university second-year module handbook (assessment, deadlines, late "
    "penalties, extensions, attendance, contacts, reading list) as a Word file; all content invented"
)

W_NS = (
    'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" '
    'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"'
)


# ------------------------------------------------------------------ builders
def _run(text, bold=False, italic=False):
    rpr = ""
    if bold or italic:
        rpr = "<w:rPr>" + ("<w:b/>" if bold else "") + ("<w:i/>" if italic else "") + "</w:rPr>"
    return f'<w:r>{rpr}<w:t xml:space="preserve">{escape(text)}</w:t></w:r>'


def _para(content, style=None, num=None):
    """content: str, or list of (text, bold) / str segments."""
    ppr = ""
    if style or num:
        ppr = "<w:pPr>"
        if style:
            ppr += f'<w:pStyle w:val="{style}"/>'
        if num:
            ppr += f'<w:numPr><w:ilvl w:val="0"/><w:numId w:val="{num}"/></w:numPr>'
        ppr += "</w:pPr>"
    if isinstance(content, str):
        runs = _run(content)
    else:
        runs = "".join(_run(c) if isinstance(c, str) else _run(c[0], bold=c[1]) for c in content)
    return f"<w:p>{ppr}{runs}</w:p>"


def H1(t):
    return _para(t, "Heading1")


def H2(t):
    return _para(t, "Heading2")


def P(t):
    return _para(t)


def BUL(items):
    return "".join(_para(i, "ListParagraph", num=1) for i in items)


def NUM(items):
    return "".join(_para(i, "ListParagraph", num=2) for i in items)


def TABLE(rows, widths):
    """rows[0] is the header row; widths in twentieths of a point."""
    grid = "".join(f'<w:gridCol w:w="{w}"/>' for w in widths)
    out = [
        '<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/><w:tblW w:w="0" w:type="auto"/>'
        '<w:tblLook w:val="04A0" w:firstRow="1" w:lastRow="0" w:firstColumn="1" w:lastColumn="0" '
        'w:noHBand="0" w:noVBand="1"/></w:tblPr>',
        f"<w:tblGrid>{grid}</w:tblGrid>",
    ]
    for ri, row in enumerate(rows):
        trpr = "<w:trPr><w:tblHeader/></w:trPr>" if ri == 0 else ""
        out.append(f"<w:tr>{trpr}")
        for ci, cell in enumerate(row):
            shade = '<w:shd w:val="clear" w:color="auto" w:fill="D9E2F3"/>' if ri == 0 else ""
            out.append(f'<w:tc><w:tcPr><w:tcW w:w="{widths[ci]}" w:type="dxa"/>{shade}</w:tcPr>')
            for line in str(cell).split("\n"):
                out.append(_para([(line, ri == 0)]))
            out.append("</w:tc>")
        out.append("</w:tr>")
    out.append("</w:tbl>")
    out.append(P(""))
    return "".join(out)


# ------------------------------------------------------------------ content
def _body():
    b = []
    b.append(_para("University of Northmoor", "Title"))
    b.append(_para("School of Geography and Environmental Sciences", "Subtitle"))
    b.append(H1("GEO2041 Environmental Data Analysis - Module Handbook 2025/26"))
    b.append(
        TABLE(
            [
                ["Module code", "GEO2041"],
                ["Module title", "Environmental Data Analysis"],
                ["Level / credits", "Level 5 (second year), 20 credits"],
                ["Semester", "Semester 1 (teaching weeks 1-11: 29 September - 12 December 2025)"],
                ["Module leader", "Dr Helen Achterberg"],
                [
                    "Programmes",
                    "BSc Geography, BSc Environmental Science, BSc Physical Geography (core); "
                    "available as an option to BSc Ecology and Conservation",
                ],
            ],
            [2600, 6400],
        )
    )

    b.append(H2("Welcome"))
    b.append(
        P(
            "Welcome to GEO2041. This module builds on the introductory statistics you met in GEO1012 "
            "and gives you the practical skills to collect, clean, analyse and present environmental data "
            "using R. By the end of the module you will be able to choose and justify an appropriate "
            "statistical test, fit and interpret linear and generalised linear models, and communicate your "
            "findings clearly in a scientific report. These skills underpin your final-year dissertation, so "
            "it is well worth putting the effort in now."
        )
    )
    b.append(
        P(
            "This handbook should be read alongside the School Undergraduate Handbook and the University's "
            "Assessment Regulations, which take precedence if there is any conflict. Please keep it somewhere "
            "safe - most questions we receive during the semester are answered in here."
        )
    )

    b.append(H2("Teaching and timetable"))
    b.append(
        P(
            "Lectures take place on Tuesdays from 10:00 to 11:00 in Lecture Theatre B, Hadley Building. "
            "Practical sessions are on Thursdays from 14:00 to 16:00 in computer lab HB 1.09, also in the Hadley "
            "Building. There is no teaching in week 6 (3 - 7 November 2025), which is the School's "
            "independent study week."
        )
    )
    b.append(
        P(
            "Lecture slides, practical worksheets and datasets are published on Learn, the University's "
            "virtual learning environment, by 9am on the Monday of each teaching week."
        )
    )
    b.append(
        TABLE(
            [
                ["Week", "Lecture topic", "Practical"],
                ["1", "Why statistics? Data types and study design", "Getting started with R and RStudio"],
                ["2", "Describing and visualising data", "ggplot2 and tidy data"],
                ["3", "Sampling, uncertainty and confidence intervals", "Bootstrapping river nitrate data"],
                ["4", "Comparing groups: t-tests and their alternatives", "Urban vs rural air quality (PM2.5)"],
                ["5", "Analysis of variance", "Soil moisture across land uses"],
                ["6", "Independent study week - no teaching", "-"],
                ["7", "Correlation and simple linear regression", "Temperature and bird arrival dates"],
                ["8", "Multiple regression and model checking", "Report clinic (drop-in)"],
                ["9", "Generalised linear models: count data", "Invertebrate counts in Pennine streams"],
                ["10", "Spatial and time-series data", "Rainfall trends at Malham Tarn"],
                ["11", "Revision and exam preparation", "Past paper workshop"],
            ],
            [900, 4300, 3800],
        )
    )

    b.append(H1("Assessment"))
    b.append(
        P(
            "The module is assessed by three components. Your overall module mark is the weighted "
            "average of the three component marks."
        )
    )
    b.append(
        TABLE(
            [
                ["Component", "Description", "Weighting", "Deadline / date", "Length / format"],
                [
                    "1. Practical portfolio",
                    "Five completed practical worksheets with R code and short answers",
                    "15%",
                    "Friday 12 December 2025, 17:00",
                    "Single PDF plus .R script file",
                ],
                [
                    "2. Data analysis report",
                    "Independent analysis of a dataset chosen from the list on Learn, "
                    "written up as a short scientific paper",
                    "35%",
                    "Friday 14 November 2025, 14:00",
                    "2,500 words (excluding references, tables and figure captions)",
                ],
                [
                    "3. Examination",
                    "Unseen written exam: short-answer and data interpretation questions",
                    "50%",
                    "January 2026 exam period (12 - 23 January 2026)",
                    "2 hours, in person; a formula sheet and statistical tables are provided",
                ],
            ],
            [1700, 2600, 1100, 1900, 1700],
        )
    )

    b.append(H2("Passing the module"))
    b.append(
        P(
            "The pass mark for the module is 40%. There is no minimum mark for the practical portfolio or "
            "the report, but you must achieve at least 30% in the examination to pass the module, whatever "
            "your overall mark."
        )
    )
    b.append(
        P(
            "If you fail the module, you will normally be offered reassessment in the failed component(s) "
            "in the August resit period. The module mark following reassessment is capped at the pass mark "
            "unless you had accepted extenuating circumstances for the first attempt."
        )
    )

    b.append(H2("Submitting your work"))
    b.append(
        P(
            "All coursework is submitted electronically through the Turnitin submission points on the "
            "GEO2041 Learn page. Do not email your work to staff, as emailed submissions cannot be accepted or "
            "marked. Check your Turnitin receipt and keep it until you have received your mark: if it is not "
            "in your inbox, your work has not been submitted."
        )
    )
    b.append(
        P(
            "Word counts must be stated on the front page of the report. Work that exceeds the word limit by "
            "more than 10% will have the excess disregarded by the marker."
        )
    )
    b.append(
        P(
            "You will normally receive marks and written feedback within 15 working days of the submission "
            "deadline, excluding University closure days. Exam marks are released with your end-of-semester "
            "results on 6 February 2026."
        )
    )

    b.append(H2("Late submission"))
    b.append(P("Work submitted after the deadline without an approved extension will be penalised as follows:"))
    b.append(
        BUL(
            [
                "up to 5 working days late: 5 percentage points are deducted for each working day (or part of a "
                "working day) that the work is late, for example a mark of 62% becomes 52% if the work is two "
                "working days late;",
                "a penalty will never reduce a mark that would otherwise have passed to below the pass mark;",
                "more than 5 working days late: the work will receive a mark of zero, although you will still "
                "receive feedback.",
            ]
        )
    )
    b.append(P("Turnitin records the exact time of submission. A submission made at 14:01 is late."))

    b.append(H2("Extensions and extenuating circumstances"))
    b.append(
        P(
            "We understand that illness and personal difficulties happen. If something outside your "
            "control affects your ability to meet a coursework deadline, you have two options."
        )
    )
    b.append(
        NUM(
            [
                "Self-certified extension. You can request a self-certified extension of up to 5 working days "
                "through the Student Hub, without providing evidence, up to twice in each academic year across all "
                "of your modules. The request must be made before the deadline.",
                "Extenuating circumstances. For longer extensions, or if you have already used your two "
                "self-certified extensions, submit an Extenuating Circumstances form through the Student Hub with "
                "supporting evidence such as a medical note. Requests should be made at least 48 hours before the "
                "deadline wherever possible. Extensions granted in this way are normally up to 10 working days.",
            ]
        )
    )
    b.append(
        P(
            "Extensions cannot be given for the examination. If you are unable to sit the exam, you should "
            "apply for a deferral through the Extenuating Circumstances process; deferred exams are taken in "
            "the August resit period as a first attempt."
        )
    )
    b.append(
        P(
            "Students with an Individual Learning Plan from the Disability Advisory Service may be entitled "
            "to additional adjustments, such as extra time in the examination. Please make sure your plan is "
            "up to date by the end of October so that exam arrangements can be made."
        )
    )

    b.append(H2("Use of generative AI"))
    b.append(
        P(
            "This module is designated as AI Category 2 (assistive use). You may use generative AI tools "
            "such as ChatGPT or Copilot for brainstorming, for explaining R error messages and for checking "
            "spelling and grammar, but you must not use them to write any part of your report or to carry "
            "out your analysis. Any use must be acknowledged in the declaration on the report cover sheet. "
            "Undeclared or inappropriate use will be treated as academic misconduct."
        )
    )

    b.append(H1("Attendance and engagement"))
    b.append(
        P(
            "Attendance at practical sessions is compulsory. You are expected to attend at least 80% of the "
            "practical sessions, and attendance is recorded by scanning the QR code displayed in the lab within "
            "the first 15 minutes of the session."
        )
    )
    b.append(
        P(
            "If you miss three consecutive teaching sessions without letting us know, the Student Support "
            "team will contact you to check that you are all right. If you are going to be absent, please "
            "report it on the Student Hub before the session. Students studying on a Student visa should be aware "
            "that attendance is reported to UK Visas and Immigration as part of the University's sponsorship duties."
        )
    )

    b.append(H1("Reading list and software"))
    b.append(H2("Essential reading"))
    b.append(
        P(
            "Cartwright, J. and Osei, K. (2021) Practical Statistics for Environmental Scientists. 3rd edn. "
            "Oxford: Clarendon Field Press. This is the core text for the module and is also available as an "
            "e-book through the Library, with unlimited concurrent users."
        )
    )
    b.append(H2("Recommended reading"))
    b.append(
        BUL(
            [
                "Hollins, M. (2019) R for Earth and Environmental Data. London: Halden Academic.",
                "Brennan, S., Kaur, R. and Whitlock, T. (2022) Regression Models for Ecologists: A Practical Guide. "
                "2nd edn. Cambridge: Fenwick University Press.",
                "Dunmore, A. (2017) Writing Science Clearly. Manchester: Lantern Books. (Chapters 3-5 are especially "
                "useful for the report.)",
            ]
        )
    )
    b.append(H2("Software"))
    b.append(
        P(
            "All practicals use R (version 4.4 or later) and RStudio, which are installed on all lab and "
            "Library PCs. Both are free, and we recommend installing them on your own laptop; a step-by-step "
            "installation guide is on Learn. If your laptop does not run R, you can use the University's "
            "Posit Cloud workspace via the link on Learn."
        )
    )

    b.append(H1("Contacts"))
    b.append(
        P(
            "For questions about the content of the module, please use the GEO2041 discussion board on Learn "
            "first, so that everyone benefits from the answer. For personal matters, email the relevant "
            "member of staff below. We aim to reply to emails within 2 working days during term."
        )
    )
    b.append(
        TABLE(
            [
                ["Role", "Name", "Email", "Office", "Office hours"],
                [
                    "Module leader",
                    "Dr Helen Achterberg",
                    "h.achterberg@northmoor.ac.example",
                    "Room 2.14, Hadley Building",
                    "Wednesdays 13:00-15:00, or by appointment",
                ],
                [
                    "Practical lead",
                    "Dr Samuel Nwosu",
                    "s.nwosu@northmoor.ac.example",
                    "Room 3.07, Hadley Building",
                    "Thursdays 10:00-12:00",
                ],
                [
                    "Graduate teaching assistant",
                    "Priya Raman",
                    "p.raman3@northmoor.ac.example",
                    "Postgraduate office, Room 1.22",
                    "Report clinic in week 8 only",
                ],
                [
                    "Module administrator",
                    "Mark Flitwick (School Office)",
                    "geo-office@northmoor.ac.example",
                    "Room G.02, Hadley Building",
                    "Monday - Friday, 09:00-16:30",
                ],
                [
                    "Disability Advisory Service",
                    "-",
                    "das@northmoor.ac.example",
                    "Student Centre, Level 1",
                    "Drop-in Tuesday and Thursday 12:00-14:00",
                ],
            ],
            [1700, 1700, 2300, 1700, 1600],
        )
    )

    b.append(H2("Feedback on the module"))
    b.append(
        P(
            "We value your views. A mid-module questionnaire will run in week 5 and the end-of-module "
            "evaluation in week 11. Your Student Representatives for 2025/26 will be announced in week 3 and "
            "will attend the Staff-Student Liaison Committee. Changes made in response to last year's feedback "
            "include the new report clinic in week 8 and a second worked example for generalised linear models."
        )
    )
    b.append(
        P(
            "Handbook version 1.2, issued 15 September 2025. Information is correct at the time of issue; "
            "any changes will be announced on Learn."
        )
    )
    return "".join(b)


def _document_xml():
    sect = (
        '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/>'
        '<w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="708" '
        'w:footer="708" w:gutter="0"/></w:sectPr>'
    )
    return (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        f"<w:document {W_NS}><w:body>{_body()}{sect}</w:body></w:document>"
    )


_STYLES = f"""<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles {W_NS}>
  <w:docDefaults>
    <w:rPrDefault><w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri" w:eastAsia="Calibri" w:cs="Calibri"/>
      <w:sz w:val="22"/><w:szCs w:val="22"/><w:lang w:val="en-GB"/></w:rPr></w:rPrDefault>
    <w:pPrDefault><w:pPr><w:spacing w:after="120" w:line="264" w:lineRule="auto"/></w:pPr></w:pPrDefault>
  </w:docDefaults>
  <w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/></w:style>
  <w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/>
    <w:next w:val="Normal"/><w:qFormat/><w:rPr><w:b/><w:color w:val="1F3864"/><w:sz w:val="48"/></w:rPr></w:style>
  <w:style w:type="paragraph" w:styleId="Subtitle"><w:name w:val="Subtitle"/><w:basedOn w:val="Normal"/>
    <w:next w:val="Normal"/><w:qFormat/><w:rPr><w:color w:val="595959"/><w:sz w:val="28"/></w:rPr></w:style>
  <w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/>
    <w:next w:val="Normal"/><w:qFormat/>
    <w:pPr><w:keepNext/><w:spacing w:before="360" w:after="120"/><w:outlineLvl w:val="0"/></w:pPr>
    <w:rPr><w:b/><w:color w:val="2F5496"/><w:sz w:val="32"/></w:rPr></w:style>
  <w:style w:type="paragraph" w:styleId="Heading2"><w:name w:val="heading 2"/><w:basedOn w:val="Normal"/>
    <w:next w:val="Normal"/><w:qFormat/>
    <w:pPr><w:keepNext/><w:spacing w:before="240" w:after="80"/><w:outlineLvl w:val="1"/></w:pPr>
    <w:rPr><w:b/><w:color w:val="2F5496"/><w:sz w:val="26"/></w:rPr></w:style>
  <w:style w:type="paragraph" w:styleId="ListParagraph"><w:name w:val="List Paragraph"/>
    <w:basedOn w:val="Normal"/><w:qFormat/><w:pPr><w:ind w:left="720"/><w:contextualSpacing/></w:pPr></w:style>
  <w:style w:type="table" w:default="1" w:styleId="TableNormal"><w:name w:val="Normal Table"/>
    <w:tblPr><w:tblInd w:w="0" w:type="dxa"/><w:tblCellMar><w:top w:w="0" w:type="dxa"/>
    <w:left w:w="108" w:type="dxa"/><w:bottom w:w="0" w:type="dxa"/><w:right w:w="108" w:type="dxa"/>
    </w:tblCellMar></w:tblPr></w:style>
  <w:style w:type="table" w:styleId="TableGrid"><w:name w:val="Table Grid"/><w:basedOn w:val="TableNormal"/>
    <w:pPr><w:spacing w:after="0" w:line="240" w:lineRule="auto"/></w:pPr>
    <w:tblPr><w:tblBorders>
      <w:top w:val="single" w:sz="4" w:space="0" w:color="auto"/><w:left w:val="single" w:sz="4" w:space="0" w:color="auto"/>
      <w:bottom w:val="single" w:sz="4" w:space="0" w:color="auto"/><w:right w:val="single" w:sz="4" w:space="0" w:color="auto"/>
      <w:insideH w:val="single" w:sz="4" w:space="0" w:color="auto"/><w:insideV w:val="single" w:sz="4" w:space="0" w:color="auto"/>
    </w:tblBorders></w:tblPr></w:style>
</w:styles>
"""

_NUMBERING = f"""<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:numbering {W_NS}>
  <w:abstractNum w:abstractNumId="0"><w:multiLevelType w:val="hybridMultilevel"/>
    <w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="bullet"/><w:lvlText w:val="\u2022"/>
      <w:lvlJc w:val="left"/><w:pPr><w:ind w:left="720" w:hanging="360"/></w:pPr>
      <w:rPr><w:rFonts w:ascii="Symbol" w:hAnsi="Symbol" w:hint="default"/></w:rPr></w:lvl>
  </w:abstractNum>
  <w:abstractNum w:abstractNumId="1"><w:multiLevelType w:val="hybridMultilevel"/>
    <w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="%1."/>
      <w:lvlJc w:val="left"/><w:pPr><w:ind w:left="720" w:hanging="360"/></w:pPr></w:lvl>
  </w:abstractNum>
  <w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num>
  <w:num w:numId="2"><w:abstractNumId w:val="1"/></w:num>
</w:numbering>
"""

_CONTENT_TYPES = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
  <Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
  <Default Extension="xml" ContentType="application/xml"/>
  <Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
  <Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>
  <Override PartName="/word/numbering.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.numbering+xml"/>
  <Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>
  <Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/>
</Types>
"""

_RELS = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
  <Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>
  <Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>
  <Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/extended-properties" Target="docProps/app.xml"/>
</Relationships>
"""

_DOC_RELS = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
  <Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>
  <Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/numbering" Target="numbering.xml"/>
</Relationships>
"""

_CORE = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <dc:title>GEO2041 Environmental Data Analysis - Module Handbook 2025/26</dc:title>
  <dc:creator>Helen Achterberg</dc:creator>
  <dcterms:created xsi:type="dcterms:W3CDTF">2025-09-15T09:12:00Z</dcterms:created>
  <dcterms:modified xsi:type="dcterms:W3CDTF">2025-09-15T11:40:00Z</dcterms:modified>
</cp:coreProperties>
"""

_APP = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties">
  <Application>Microsoft Office Word</Application>
</Properties>
"""


def _docx():
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("[Content_Types].xml", _CONTENT_TYPES)
        z.writestr("_rels/.rels", _RELS)
        z.writestr("word/document.xml", _document_xml())
        z.writestr("word/styles.xml", _STYLES)
        z.writestr("word/numbering.xml", _NUMBERING)
        z.writestr("word/_rels/document.xml.rels", _DOC_RELS)
        z.writestr("docProps/core.xml", _CORE)
        z.writestr("docProps/app.xml", _APP)
    return buf.getvalue()


def files() -> dict[str, bytes]:
    return {"GEO2041_Module_Handbook_2025-26.docx": _docx()}


EXPECT: list[tuple[str, list[str] | None]] = [
    ("how much is the exam worth?", ["50%"]),
    ("when's the deadline for the data report", ["14 November 2025"]),
    ("What's the penalty if I hand my report in 2 days late?", ["5 percentage points"]),
    ("can i get an extension without a doctors note?", ["self-certified extension of up to 5 working days"]),
    ("Who runs this module?", ["Dr Helen Achterberg"]),
    ("whats the pass mark", ["40%"]),
    ("How many of the practicals do I actually have to turn up to?", ["at least 80%"]),
    ("Is there a word limit on the report?", ["2,500 words"]),
    ("What happens if I fail the module?", ["offered reassessment"]),
    ("where is the module leader's office", ["Room 2.14"]),
    ("which textbook should I get", ["Practical Statistics for Environmental Scientists"]),
    ("when and where are the lectures?", ["Lecture Theatre B"]),
    ("Am I allowed to use ChatGPT when writing the report?", ["brainstorming"]),
    ("how long untill we get our report marks back", ["15 working days"]),
    ("do I need a minimum score in the exam to pass?", ["at least 30%"]),
    ("Are the lectures recorded?", None),
    ("Is there a field trip for this module?", None),
    ("Can I swap to a different practical group?", None),
]
