"""Blind test library: a two-day professional conference - delegate information (Markdown) + schedule (.xlsx)."""

import datetime as _dt
import io

PROVENANCE = (
    "Imitates a professional association's delegate pack for a two-day UK health-data conference: a Markdown "
    "joining-instructions page plus an Excel session schedule; all people, organisations and details invented"
)

_MD = """# Northern Health Data Forum 2026

**Delegate information pack**
Association of Health Analysts (AHA)

Tuesday 17 and Wednesday 18 March 2026
Merchants' Hall Conference Centre, 40 Quayside, Newcastle upon Tyne NE1 3DX

Thank you for registering for the Northern Health Data Forum. This pack tells you everything you need to know before you travel. The full session-by-session programme is in the attached spreadsheet (`NHDF26_programme_v4.xlsx`). Please note that the programme may still change; the version on the event app is always the most up to date.

Follow and join the conversation using **#NHDF26**.

---

## Key times at a glance

| | Day 1 - Tuesday 17 March | Day 2 - Wednesday 18 March |
|---|---|---|
| Registration opens | 08:00 | 08:15 |
| First session | 09:00 Welcome | 09:00 Keynote |
| Lunch | 12:30 | 12:30 |
| Last session ends | 17:30 | 16:15 |
| Evening | Drinks reception 17:45, dinner 19:00 | - |

---

## Getting to the venue

Merchants' Hall is on the Quayside, about 12 minutes' walk from Newcastle Central Station and 5 minutes' walk from Monument Metro station.

- **By train:** Newcastle Central is on the East Coast Main Line, with direct trains from London King's Cross, Edinburgh, Leeds and York.
- **By Metro:** Take the Metro to Monument and follow signs for the Quayside down Grey Street.
- **By car:** There is no parking at the venue. The nearest public car park is Manors multi-storey car park (NE1 2AF), about 8 minutes' walk away, which charges around £14 for the day.
- **By bike:** Covered cycle racks are available at the Quayside entrance.

## Registration and badges

Registration opens at 08:00 on Tuesday and 08:15 on Wednesday in the Ground Floor Foyer. Please bring the QR code from your confirmation email, either printed or on your phone, so that we can print your badge.

Your badge must be worn at all times while you are in the venue, including at the drinks reception. If you lose your badge, please come back to the registration desk with photo ID and we will print a new one.

If you can no longer attend, you are welcome to send a colleague in your place. Substitutions are free of charge until 10 March 2026; after that date, please bring the colleague's details to the registration desk on the day. Cancellations received before 24 February 2026 will be refunded less a £40 administration fee. We are unable to give refunds for cancellations received on or after 24 February 2026.

## Wifi

Free wifi is available throughout the building.

- Network: **MerchantsHall-Guest**
- Password: **NHDF2026!**

Each delegate may connect up to two devices. Speakers should use the separate presenter network, details of which are in the speaker ready room.

## Catering

Tea, coffee and pastries will be served on arrival each morning, and refreshments are available in the morning and afternoon breaks in the Exhibition Hall. Lunch is served from 12:30 to 13:30 in the Exhibition Hall on both days.

All food is labelled with the 14 major allergens. Vegetarian, vegan and gluten-free options are provided at every meal as standard. Please tell us about any other dietary requirements, including allergies and halal or kosher meals, through the registration portal by 3 March 2026. We cannot guarantee to meet requirements notified after this date.

Water refill stations are on every floor - please bring a reusable bottle.

### Drinks reception and conference dinner

On Tuesday evening all delegates are invited to a drinks reception from 17:45 to 19:00 in the Exhibition Hall, kindly sponsored by Lumen Analytics.

The conference dinner will be held at 19:00 on Tuesday at The Baltic Room, 12 Sandhill, a two-minute walk along the Quayside. Dinner tickets cost £65 and must be booked in advance through the registration portal; a small number may be available at the registration desk on Tuesday morning. The dress code is smart casual.

## Accessibility

We want everyone to be able to take a full part in the Forum. If you have any access requirements that we have not covered here, please contact the events team as early as possible.

- The main entrance on Broad Chare has four steps. Step-free access is available via the Quayside entrance, which has automatic doors, and there are lifts to all floors.
- Accessible toilets are available on every floor.
- Induction hearing loops are installed in the Tyne Suite and the Keel Room.
- All plenary sessions in the Tyne Suite will have live captions displayed on a screen beside the stage.
- British Sign Language interpreters will be provided for the opening keynote and the closing keynote. Interpretation for other sessions can be arranged if requested by 3 March 2026.
- A quiet room is available throughout both days in Room 2.05 on the second floor. Please keep it free of phone calls and conversations.
- Reserved seating is kept at the front of the Tyne Suite for delegates who need it.
- Assistance dogs are very welcome; a water bowl and a relief area can be provided on request.
- Large-print copies of the programme are available at the registration desk.

## During the conference

- **Cloakroom:** A free staffed cloakroom is available on the ground floor next to registration. It closes 30 minutes after the final session each day, so please collect your belongings before then. Small luggage can be left here on Wednesday.
- **Prayer and reflection:** A multi-faith room is available in Room 2.07.
- **First aid:** There are trained first aiders on site. Please ask any member of staff or go to the registration desk.
- **Photography:** An official photographer will be working at the event. If you would prefer not to be photographed, please pick up a red lanyard at registration.
- **Fire alarm:** There is no planned fire alarm test during the conference. If the alarm sounds, leave by the nearest exit and go to the assembly point in Sandhill Square.
- **Code of conduct:** All delegates, speakers and exhibitors are expected to follow the AHA events code of conduct. Any concerns can be raised confidentially with any member of the events team.

## Workshops

Workshops are limited to 30 places and must be pre-booked through the event app. If a workshop is full you can join the waiting list; places not claimed 5 minutes after the start time will be released to people waiting at the door. Please bring a laptop to the hands-on workshops.

## Information for speakers

Please upload your slides through the speaker portal by 12 March 2026. The speaker ready room (Room 1.12) is open from 07:45 each day for you to check your slides. Please arrive at your session room at least 15 minutes before your session starts and introduce yourself to the session chair. There is a 10-minute changeover between sessions in each room.

## After the event

Attendance at the Forum counts for up to 11 CPD hours. To receive a CPD certificate, please make sure your badge is scanned at the door of each session you attend. Certificates will be emailed within 14 days of the event.

Speakers' slides, where they have agreed to share them, will be published on the delegate portal within 7 days of the event.

## Contact

Events team: events@aha-health.org.uk
On the day (both days, 07:30 to 18:00): 07700 900418
"""

# (day, start, end, room, type, title, speaker, organisation, track)
_SESSIONS = [
    (1, "08:00", "09:00", "Ground Floor Foyer", "Registration", "Registration, coffee and exhibition", "", "", "All"),
    (
        1,
        "09:00",
        "09:15",
        "Tyne Suite",
        "Plenary",
        "Welcome and introduction",
        "Dr Amara Osei",
        "Chair, Association of Health Analysts",
        "All",
    ),
    (
        1,
        "09:15",
        "10:00",
        "Tyne Suite",
        "Keynote",
        "Data that cares: ten years of linked records in the North East",
        "Professor Gillian Hartley",
        "Newcastle University",
        "All",
    ),
    (
        1,
        "10:00",
        "10:45",
        "Tyne Suite",
        "Panel",
        "Who owns patient data? Consent, trust and the public interest",
        "Chair: Marcus Lee; panel: Joanne Park, Dr Mairi Campbell, Owen Pritchard",
        "Health Data Today (chair)",
        "All",
    ),
    (1, "10:45", "11:15", "Exhibition Hall", "Break", "Refreshments and exhibition", "", "", "All"),
    (
        1,
        "11:15",
        "11:50",
        "Tyne Suite",
        "Talk",
        "Forecasting A&E attendances with hierarchical models",
        "Dr Priya Nair",
        "Leeds Teaching Hospitals NHS Trust",
        "A: Analytics & Modelling",
    ),
    (
        1,
        "11:15",
        "11:50",
        "Keel Room",
        "Talk",
        "Moving a trust data warehouse to the cloud: what went wrong and what we learned",
        "Owen Pritchard",
        "North Cumbria Integrated Care NHS Foundation Trust",
        "B: Data Engineering & Infrastructure",
    ),
    (
        1,
        "11:15",
        "12:30",
        "Room 1.10",
        "Workshop",
        "Writing a data protection impact assessment that people actually read",
        "Hannah Iqbal",
        "Tees Valley Integrated Care Board",
        "C: Leadership, Ethics & Governance",
    ),
    (
        1,
        "11:55",
        "12:30",
        "Tyne Suite",
        "Talk",
        "Synthetic data for safe sharing: a practical evaluation",
        "Dr Tom Brennan",
        "Durham University",
        "A: Analytics & Modelling",
    ),
    (
        1,
        "11:55",
        "12:30",
        "Keel Room",
        "Talk",
        "dbt in the NHS: building a tested analytics layer",
        "Kasia Lewandowska",
        "South Tyneside and Sunderland NHS Foundation Trust",
        "B: Data Engineering & Infrastructure",
    ),
    (1, "12:30", "13:30", "Exhibition Hall", "Lunch", "Lunch and exhibition", "", "", "All"),
    (
        1,
        "13:30",
        "14:15",
        "Tyne Suite",
        "Talk",
        "Measuring health inequalities with small-area data",
        "Dr Femi Adeyemi",
        "Office for Health Improvement and Disparities, North East",
        "A: Analytics & Modelling",
    ),
    (
        1,
        "13:30",
        "15:00",
        "Room 1.10",
        "Workshop",
        "Hands-on: reproducible pipelines with Python and Git (bring a laptop)",
        "Sam Whitfield and Laura Chen",
        "Lumen Analytics",
        "B: Data Engineering & Infrastructure",
    ),
    (
        1,
        "13:30",
        "14:15",
        "Keel Room",
        "Talk",
        "Building trust: involving patient panels in data governance",
        "Joanne Park",
        "Healthwatch Gateshead",
        "C: Leadership, Ethics & Governance",
    ),
    (
        1,
        "14:20",
        "15:00",
        "Tyne Suite",
        "Talk",
        "Waiting list modelling for elective recovery: lessons from three trusts",
        "Rebecca Stainton",
        "Northern Care Alliance",
        "A: Analytics & Modelling",
    ),
    (
        1,
        "14:20",
        "15:00",
        "Keel Room",
        "Talk",
        "Small teams, big questions: running analytics in a community trust",
        "Gareth Lloyd",
        "Cumbria, Northumberland, Tyne and Wear NHS FT",
        "C: Leadership, Ethics & Governance",
    ),
    (1, "15:00", "15:30", "Exhibition Hall", "Break", "Refreshments, exhibition and poster viewing", "", "", "All"),
    (
        1,
        "15:30",
        "16:30",
        "Tyne Suite",
        "Lightning talks",
        "Lightning talks: eight 7-minute talks from the call for papers",
        "Various (see event app)",
        "",
        "All",
    ),
    (
        1,
        "16:30",
        "17:30",
        "Tyne Suite",
        "Keynote",
        "AI in the consulting room: evidence, hype and what comes next",
        "Dr Rafael Moreno",
        "Centre for Clinical AI, University of Manchester",
        "All",
    ),
    (1, "17:45", "19:00", "Exhibition Hall", "Social", "Drinks reception, sponsored by Lumen Analytics", "", "", "All"),
    (1, "19:00", "22:30", "The Baltic Room, 12 Sandhill", "Social", "Conference dinner (ticketed)", "", "", "All"),
    (2, "08:15", "09:00", "Ground Floor Foyer", "Registration", "Registration and coffee", "", "", "All"),
    (
        2,
        "09:00",
        "09:45",
        "Tyne Suite",
        "Keynote",
        "From dashboards to decisions: making analysis count at board level",
        "Sarah Whitlock",
        "Chief Data Officer, Northumbria Healthcare NHS Foundation Trust",
        "All",
    ),
    (
        2,
        "09:50",
        "10:45",
        "Tyne Suite",
        "Talk",
        "Explaining risk scores to clinicians",
        "Dr Ben Harrow",
        "Newcastle upon Tyne Hospitals NHS Foundation Trust",
        "A: Analytics & Modelling",
    ),
    (
        2,
        "09:50",
        "10:45",
        "Keel Room",
        "Talk",
        "Open-source tools for NHS reporting: results of a national survey",
        "Aisha Rahman",
        "NHS-R Community",
        "B: Data Engineering & Infrastructure",
    ),
    (
        2,
        "09:50",
        "10:45",
        "Room 1.11",
        "Discussion",
        "Making the case for analyst career pathways",
        "Graham Toft",
        "AHA Workforce Group",
        "C: Leadership, Ethics & Governance",
    ),
    (2, "10:45", "11:15", "Exhibition Hall", "Break", "Refreshments and exhibition", "", "", "All"),
    (
        2,
        "11:15",
        "12:30",
        "Room 1.10",
        "Workshop",
        "Introduction to causal inference for service evaluation",
        "Dr Helen Muir",
        "University of York",
        "A: Analytics & Modelling",
    ),
    (
        2,
        "11:15",
        "12:30",
        "Keel Room",
        "Workshop",
        "Data quality rules that stick",
        "Chris Ogunleye",
        "Lumen Analytics",
        "B: Data Engineering & Infrastructure",
    ),
    (
        2,
        "11:15",
        "12:30",
        "Room 1.11",
        "Surgery",
        "Ask the Caldicott Guardian: bring your information governance questions",
        "Dr Mairi Campbell",
        "Caldicott Guardian, Gateshead Health NHS Foundation Trust",
        "C: Leadership, Ethics & Governance",
    ),
    (2, "12:30", "13:30", "Exhibition Hall", "Lunch", "Lunch, exhibition and poster viewing", "", "", "All"),
    (
        2,
        "13:00",
        "13:25",
        "Keel Room",
        "Meeting",
        "AHA Annual General Meeting (AHA members only)",
        "Dr Amara Osei",
        "Association of Health Analysts",
        "All",
    ),
    (
        2,
        "13:30",
        "14:30",
        "Tyne Suite",
        "Panel",
        "Who gets to see my record? Patients and the shared care record",
        "Chair: Sarah Whitlock; panel: Joanne Park, Dr Ben Harrow, Hannah Iqbal",
        "",
        "All",
    ),
    (
        2,
        "14:30",
        "15:15",
        "Tyne Suite",
        "Plenary",
        "Poster awards and lightning talk prizes",
        "Dr Amara Osei",
        "Association of Health Analysts",
        "All",
    ),
    (
        2,
        "15:15",
        "16:00",
        "Tyne Suite",
        "Keynote",
        "The analyst of 2030",
        "Professor Nadia Karim",
        "University of York",
        "All",
    ),
    (
        2,
        "16:00",
        "16:15",
        "Tyne Suite",
        "Plenary",
        "Close and thanks",
        "Dr Amara Osei",
        "Association of Health Analysts",
        "All",
    ),
]

_ROOMS = [
    ("Tyne Suite", "Ground", 420, "Theatre", "Yes", "Plenary sessions and Track A; live captions for plenaries"),
    ("Keel Room", "First", 120, "Theatre", "Yes", "Track B and Track C talks"),
    ("Room 1.10", "First", 30, "Cabaret", "No", "Workshops (pre-booking required)"),
    ("Room 1.11", "First", 24, "Boardroom", "No", "Discussions and surgeries"),
    ("Room 1.12", "First", 10, "Boardroom", "No", "Speaker ready room, open from 07:45"),
    ("Exhibition Hall", "Ground", 300, "Open", "No", "Exhibition, posters, refreshments and lunch"),
    ("Room 2.05", "Second", 12, "Soft seating", "No", "Quiet room, both days"),
    ("Room 2.07", "Second", 12, "Open", "No", "Multi-faith room"),
]


def _t(s):
    h, m = s.split(":")
    return _dt.time(int(h), int(m))


def _xlsx() -> bytes:
    from openpyxl import Workbook
    from openpyxl.styles import Alignment, Font, PatternFill
    from openpyxl.utils import get_column_letter

    wb = Workbook()
    ws = wb.active
    ws.title = "Programme"
    ws.append(["Northern Health Data Forum 2026 - session programme (v4, 2 March 2026)"])
    ws["A1"].font = Font(bold=True, size=13)
    ws.append(["Times may change - check the event app on the day. Workshops must be pre-booked."])
    ws.append([])
    head = ["Day", "Date", "Start", "End", "Room", "Type", "Session title", "Speaker(s)", "Organisation", "Track"]
    ws.append(head)
    for c in ws[4]:
        c.font = Font(bold=True, color="FFFFFF")
        c.fill = PatternFill("solid", fgColor="1F4E79")
    dates = {1: _dt.date(2026, 3, 17), 2: _dt.date(2026, 3, 18)}
    for day, st, en, room, typ, title, spk, org, track in _SESSIONS:
        ws.append([f"Day {day}", dates[day], _t(st), _t(en), room, typ, title, spk or None, org or None, track])
        r = ws.max_row
        ws.cell(r, 2).number_format = "ddd dd mmm yyyy"
        ws.cell(r, 3).number_format = "hh:mm"
        ws.cell(r, 4).number_format = "hh:mm"
        for col in (7, 8, 9):
            ws.cell(r, col).alignment = Alignment(wrap_text=True, vertical="top")
    for i, w in enumerate([7, 16, 7, 7, 24, 14, 58, 36, 40, 34], 1):
        ws.column_dimensions[get_column_letter(i)].width = w
    ws.freeze_panes = "A5"
    ws.auto_filter.ref = f"A4:J{ws.max_row}"

    rs = wb.create_sheet("Rooms")
    rs.append(["Room", "Floor", "Capacity", "Layout", "Hearing loop", "Used for"])
    for c in rs[1]:
        c.font = Font(bold=True)
    for row in _ROOMS:
        rs.append(list(row))
    for i, w in enumerate([18, 8, 10, 14, 13, 55], 1):
        rs.column_dimensions[get_column_letter(i)].width = w

    ts = wb.create_sheet("Tracks")
    ts.append(["Track", "Description"])
    for c in ts[1]:
        c.font = Font(bold=True)
    ts.append(["A: Analytics & Modelling", "Statistical methods, forecasting, modelling and evaluation"])
    ts.append(["B: Data Engineering & Infrastructure", "Pipelines, warehousing, tooling and data quality"])
    ts.append(
        ["C: Leadership, Ethics & Governance", "Information governance, public involvement and the analyst profession"]
    )
    ts.column_dimensions["A"].width = 36
    ts.column_dimensions["B"].width = 70

    buf = io.BytesIO()
    wb.save(buf)
    return buf.getvalue()


def files() -> dict[str, bytes]:
    return {
        "NHDF26_delegate_information.md": _MD.encode("utf-8"),
        "NHDF26_programme_v4.xlsx": _xlsx(),
    }


EXPECT: list[tuple[str, list[str] | None]] = [
    ("whats the wifi password", ["NHDF2026!"]),
    ("What time does registration open on the first day?", ["08:00"]),
    ("Who's doing the opening keynote?", ["Gillian Hartley"]),
    ("which room is the dbt talk in?", ["dbt in the NHS"]),
    ("When's lunch?", ["12:30 to 13:30", "Lunch and exhibition"]),
    ("I'm coeliac, how do I let you know about my diet?", ["portal by 3 March 2026"]),
    ("Is the venue wheelchair accessible?", ["Step-free access is available via the Quayside entrance"]),
    ("is there somewhere quiet I can go if it all gets a bit much", ["quiet room"]),
    ("How much is a ticket for the conference dinner?", ["£65"]),
    ("Where can I park my car?", ["no parking at the venue", "Manors multi-storey"]),
    ("how many CPD hours will I get for attending?", ["11 CPD hours"]),
    ("who is talking about synthetic data", ["Tom Brennan"]),
    ("Can I send a colleague instead of me if I can't make it?", ["until 10 March 2026"]),
    ("What time does it finish on the Wednesday?", ["16:15"]),
    ("Will the sessions be recorded so I can watch them later?", None),
    ("Is there a discounted rate at any hotels nearby?", None),
    ("How much does a day ticket cost?", None),
    ("Can I bring my children, is there any childcare?", None),
]
