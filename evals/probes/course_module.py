"""University module page (HTML) + module timetable (XLSX)."""

PROVENANCE = (
    "Imitates a UK university virtual-learning-environment module information page and "
    "a downloadable module timetable spreadsheet; all content invented"
)

_HTML = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>ENV2043 Urban Hydrology and Flood Risk | Module information | University of Northbridge</title>
<link rel="stylesheet" href="/static/vle.css">
</head>
<body>
<header class="site-header">
  <a class="logo" href="/">University of Northbridge</a>
  <nav><ul>
    <li><a href="/modules">My modules</a></li>
    <li><a href="/calendar">Calendar</a></li>
    <li><a href="/grades">Grades</a></li>
    <li><a href="/help">Help</a></li>
  </ul></nav>
</header>
<div class="breadcrumb">Home &gt; School of Geography and Environment &gt; 2025/26 &gt; ENV2043</div>
<main>
<h1>ENV2043 Urban Hydrology and Flood Risk</h1>
<table class="module-facts">
  <tr><th>Module code</th><td>ENV2043</td></tr>
  <tr><th>Credits</th><td>20 credits</td></tr>
  <tr><th>Level</th><td>Level 5 (second year)</td></tr>
  <tr><th>Semester</th><td>Semester 2, 2025/26</td></tr>
  <tr><th>Pre-requisite</th><td>ENV1021 Introduction to Physical Geography</td></tr>
</table>

<h2>Module overview</h2>
<p>This module introduces the processes that control how water moves through urban catchments and
how towns and cities can manage the risk of flooding. You will learn to analyse rainfall and river
flow data, use GIS to map flood hazard, and evaluate engineered and nature-based flood management
schemes. Weekly lectures are supported by computer practicals in which you will work with real
gauging-station data.</p>

<h2>Learning outcomes</h2>
<p>On successful completion of this module you will be able to:</p>
<ol>
  <li>LO1: Explain the main hydrological processes operating in urban catchments, including the
  effects of impermeable surfaces on runoff.</li>
  <li>LO2: Analyse rainfall and river flow records to estimate flood frequency and return periods.</li>
  <li>LO3: Produce and interpret flood hazard maps using GIS software.</li>
  <li>LO4: Critically evaluate engineered and nature-based approaches to flood risk management.</li>
  <li>LO5: Communicate technical findings clearly to specialist and non-specialist audiences.</li>
</ol>

<h2>Assessment</h2>
<table class="assessment">
  <thead>
  <tr><th>Component</th><th>Weighting</th><th>Length / format</th><th>Deadline</th><th>Submission</th></tr>
  </thead>
  <tbody>
  <tr><td>CW1 Catchment analysis report (LO1, LO2, LO3)</td><td>30%</td><td>2,500 words (+/- 10%)</td>
      <td>14:00, Friday 6 March 2026</td><td>Turnitin via the module page</td></tr>
  <tr><td>CW2 Group flood risk poster and presentation (LO4, LO5)</td><td>20%</td>
      <td>A1 poster and 10-minute group presentation</td>
      <td>In class, Week 9 (Thursday 26 March 2026)</td><td>In person</td></tr>
  <tr><td>Exam (LO1, LO2, LO4)</td><td>50%</td><td>2 hours, unseen; answer 3 of 6 questions</td>
      <td>Summer exam period (May/June 2026)</td><td>In person</td></tr>
  </tbody>
</table>
<p>To pass the module you need an overall mark of at least 40%, and you must also achieve at least
35% in the exam (the qualifying mark). If you do not pass, you will normally be offered a resit in
the August resit period; resit module marks are limited to the pass mark of 40%.</p>
<p>Marks and feedback for CW1 will be released within 15 working days of the submission deadline.
Feedback on CW2 is given verbally on the day, followed by written feedback within 10 days.</p>

<h2>Late submission penalties</h2>
<p>The University's standard penalties for late submission of coursework apply to CW1:</p>
<ul>
  <li>Work submitted up to 24 hours after the deadline: 10 percentage points will be deducted from
  the mark awarded.</li>
  <li>Work submitted more than 24 hours and up to 5 working days after the deadline: the mark will be
  capped at 40%.</li>
  <li>Work submitted more than 5 working days after the deadline receives a mark of 0
  (non-submission).</li>
</ul>
<p>The group poster and presentation (CW2) is a live, in-class assessment and cannot be submitted
late. If you miss it for a good reason, you must submit a Mitigating Circumstances claim.</p>

<h2>Extensions and mitigating circumstances</h2>
<p>If short-term circumstances (for example a short illness) mean you need more time for CW1, you can
request an extension of up to 7 calendar days using the Extension Request form on the module page.
Requests must be made before the deadline and are approved by the module leader.
Extensions are not available for CW2 or for the exam.</p>
<p>If you need more than 7 days, or if your circumstances affected the presentation or the exam, you
should submit a Mitigating Circumstances claim to the School Mitigation Panel within 10 working days
of the deadline or exam, together with independent evidence (such as a medical note). If your claim
is accepted the Panel may remove a late penalty or allow a first attempt in the August period.</p>

<h2>Teaching staff</h2>
<p>Module leader: Dr Priya Halvorsen (p.halvorsen@northbridge.ac.example), Room G.14, Kelham
Building. Office hours: Tuesdays 14:00-15:30 and Thursdays 10:00-11:00 (term time only; please book
a slot through the Staff Bookings page).</p>
<p>Practical tutor: Dr Tom Achterberg (t.achterberg@northbridge.ac.example), Room 2.03, Newton
Building. Office hours: Wednesdays 13:00-14:00.</p>
<p>For questions about coursework submission or Turnitin, contact the School Office at
geog-office@northbridge.ac.example.</p>

<h2>Timetable</h2>
<p>Lectures are on Mondays and computer practicals on Thursdays. Rooms can change, so always check the
full module timetable (ENV2043_timetable_2025-26.xlsx) before you set off.</p>

<h2>Reading</h2>
<ul>
  <li>Fenwick, A. and Shah, R. (2023) <em>Urban Hydrology: Processes and Management</em>. 3rd edn.
  Northbridge University Press.</li>
  <li>Morales, D. (2021) <em>Living with Floods</em>. London: Carrow Books.</li>
</ul>
</main>
<footer>
  <p>&copy; University of Northbridge 2026 | Accessibility | Privacy | Cookies</p>
</footer>
</body>
</html>
"""


def _timetable_xlsx():
    import io
    from openpyxl import Workbook
    from openpyxl.styles import Font

    wb = Workbook()
    ws = wb.active
    ws.title = "ENV2043 Semester 2"
    header = ["Week", "Week commencing", "Day", "Date", "Start", "End", "Session type", "Room", "Topic", "Staff"]
    ws.append(header)
    for c in ws[1]:
        c.font = Font(bold=True)
    weeks = [
        ("1", "26/01/2026"),
        ("2", "02/02/2026"),
        ("3", "09/02/2026"),
        ("4", "16/02/2026"),
        ("5", "23/02/2026"),
        ("6", "02/03/2026"),
        ("7", "09/03/2026"),
        ("8", "16/03/2026"),
        ("9", "23/03/2026"),
        ("10", "20/04/2026"),
        ("11", "27/04/2026"),
    ]
    lecture_topics = {
        "1": "Introduction: the urban water cycle",
        "2": "Rainfall and runoff in impermeable catchments",
        "3": "Measuring river flow",
        "4": "Flood frequency analysis",
        "5": "Surface water flooding",
        "7": "Engineered flood defences",
        "8": "Nature-based solutions and SuDS",
        "9": "Flood risk, insurance and communities",
        "10": "Climate change and future flood risk",
    }
    prac_topics = {
        "1": "GIS refresher",
        "2": "Working with rain gauge data",
        "3": "Building a hydrograph",
        "4": "Flood frequency in a spreadsheet",
        "5": "CW1 drop-in support",
        "7": "Mapping flood hazard in GIS",
        "8": "Poster preparation workshop",
        "10": "Exam technique",
    }
    from datetime import date, timedelta

    for wk, wc in weeks:
        d, m, y = (int(x) for x in wc.split("/"))
        monday = date(y, m, d)
        thursday = monday + timedelta(days=3)
        mon_s = monday.strftime("%d/%m/%Y")
        thu_s = thursday.strftime("%d/%m/%Y")
        if wk == "6":
            ws.append([wk, wc, "-", "-", "-", "-", "Reading week", "-", "Reading week - no timetabled sessions", "-"])
            continue
        if wk == "11":
            ws.append(
                [
                    wk,
                    wc,
                    "Monday",
                    mon_s,
                    "10:00",
                    "12:00",
                    "Revision seminar",
                    "Room 0.05, Kelham Building",
                    "Exam revision and Q&A",
                    "P. Halvorsen",
                ]
            )
            continue
        lec_room = "Room 1.12, Arkwright Building" if wk == "7" else "LT3, Arkwright Building"
        ws.append([wk, wc, "Monday", mon_s, "10:00", "11:00", "Lecture", lec_room, lecture_topics[wk], "P. Halvorsen"])
        if wk == "9":
            ws.append(
                [
                    wk,
                    wc,
                    "Thursday",
                    thu_s,
                    "13:00",
                    "17:00",
                    "Assessment (CW2)",
                    "Exhibition Hall, Students' Union",
                    "Group poster presentations",
                    "P. Halvorsen / T. Achterberg",
                ]
            )
        else:
            ws.append(
                [
                    wk,
                    wc,
                    "Thursday",
                    thu_s,
                    "14:00",
                    "16:00",
                    "Computer practical",
                    "GIS Lab 2.07, Newton Building",
                    prac_topics[wk],
                    "T. Achterberg",
                ]
            )
    ws.append([])
    ws.append(["Note: no teaching 30/03/2026 - 17/04/2026 (Easter vacation)."])
    for col, w in zip("ABCDEFGHIJ", (6, 16, 10, 12, 7, 7, 20, 32, 40, 28)):
        ws.column_dimensions[col].width = w
    buf = io.BytesIO()
    wb.save(buf)
    return buf.getvalue()


def files():
    return {
        "ENV2043_module_information.html": _HTML.encode("utf-8"),
        "ENV2043_timetable_2025-26.xlsx": _timetable_xlsx(),
    }


EXPECT = [
    ("word count for the catchment report?", ["2,500 words"]),
    ("how much is the exam worth", ["50%"]),
    ("when's CW1 due", ["Friday 6 March 2026"]),
    ("if I submit my report 2 hours late whats the penalty", ["10 percentage points"]),
    ("what happens if I hand CW1 in 3 days late?", ["capped at 40%"]),
    ("how long an extension can I get", ["7 calendar days"]),
    ("deadline for a mit circs claim?", ["10 working days"]),
    ("who's the module leader", ["Priya Halvorsen"]),
    ("when are Dr Halvorsen's office hours", ["Tuesdays 14:00-15:30", "Thursdays 10:00-11:00"]),
    ("what mark do i need in the exam to pass", ["35%"]),
    ("which room is the practical in week 3", ["GIS Lab 2.07"]),
    ("where's the monday lecture in week 7", ["Room 1.12"]),
    ("is there anything on in week 6", ["Reading week"]),
    (
        "can i get an extension on the group poster",
        ["cannot be submitted late", "Extensions are not available for CW2"],
    ),
    ("when do we get cw1 feedback back", ["15 working days"]),
    ("Is there a field trip on this module?", None),
    ("am I allowed to use ChatGPT for the report", None),
    ("who is the external examiner for ENV2043?", None),
    ("how do I connect to eduroam", None),
]
