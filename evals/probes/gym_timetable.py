"""Probe library: leisure centre class timetable (XLSX) and membership FAQ (Markdown)."""

PROVENANCE = (
    "Imitates a council leisure centre's weekly group exercise timetable spreadsheet and "
    "its membership FAQ; 'Riverside Leisure Centre', staff names and all content are invented"
)


_TIMETABLE = [
    # Day, Start, End, Class, Studio, Instructor, Level
    ("Monday", "06:45", "07:30", "Spin", "Studio 2 (Cycle)", "Jake Morris", "All levels"),
    ("Monday", "09:30", "10:30", "Pilates", "Studio 3", "Hannah Lee", "Beginner"),
    ("Monday", "10:00", "10:45", "Aqua Aerobics", "Main Pool", "Sue Barker", "All levels"),
    ("Monday", "12:15", "12:45", "HIIT Express", "Studio 1", "Tom Ridley", "Intermediate"),
    ("Monday", "18:00", "18:45", "Body Pump", "Studio 1", "Chloe Grant", "Intermediate"),
    ("Monday", "19:00", "19:45", "Spin", "Studio 2 (Cycle)", "Priya Shah", "Intermediate"),
    ("Tuesday", "07:00", "07:45", "Circuits", "Sports Hall", "Tom Ridley", "Intermediate"),
    ("Tuesday", "09:30", "10:30", "Pilates", "Studio 3", "Hannah Lee", "All levels"),
    ("Tuesday", "11:00", "11:45", "Seniors Strength & Balance", "Studio 1", "Sue Barker", "Beginner"),
    ("Tuesday", "18:15", "19:00", "Zumba", "Studio 1", "Carla Mendes", "All levels"),
    ("Tuesday", "19:15", "20:15", "Hatha Yoga", "Studio 3", "Hannah Lee", "Beginner"),
    ("Wednesday", "06:45", "07:30", "Spin", "Studio 2 (Cycle)", "Jake Morris", "All levels"),
    ("Wednesday", "10:00", "10:45", "Aqua Aerobics", "Main Pool", "Sue Barker", "All levels"),
    ("Wednesday", "12:15", "12:45", "Core Blast", "Studio 1", "Tom Ridley", "All levels"),
    ("Wednesday", "18:00", "18:45", "Kettlebells", "Studio 1", "Dan Okoro", "Advanced"),
    ("Wednesday", "19:00", "19:45", "Boxercise", "Sports Hall", "Dan Okoro", "All levels"),
    ("Wednesday", "19:30", "20:15", "Spin", "Studio 2 (Cycle)", "Priya Shah", "Intermediate"),
    ("Thursday", "07:00", "07:30", "HIIT Express", "Studio 1", "Tom Ridley", "Intermediate"),
    ("Thursday", "09:30", "10:30", "Pilates", "Studio 3", "Hannah Lee", "Intermediate"),
    ("Thursday", "18:15", "19:00", "Body Pump", "Studio 1", "Chloe Grant", "Intermediate"),
    ("Thursday", "19:15", "20:15", "Vinyasa Yoga", "Studio 3", "Marta Kowalczyk", "Intermediate"),
    ("Friday", "06:45", "07:30", "Spin", "Studio 2 (Cycle)", "Jake Morris", "All levels"),
    ("Friday", "10:30", "11:15", "Aqua Aerobics", "Learner Pool", "Sue Barker", "Beginner"),
    ("Friday", "12:15", "13:00", "Pilates", "Studio 3", "Hannah Lee", "All levels"),
    ("Friday", "17:30", "18:15", "Zumba", "Studio 1", "Carla Mendes", "All levels"),
    ("Saturday", "08:15", "09:00", "Spin", "Studio 2 (Cycle)", "Priya Shah", "All levels"),
    ("Saturday", "09:15", "10:00", "Body Pump", "Studio 1", "Chloe Grant", "Intermediate"),
    ("Saturday", "10:30", "11:15", "Junior Circuits (ages 11-15)", "Sports Hall", "Tom Ridley", "Junior"),
    ("Sunday", "09:00", "10:00", "Yin Yoga", "Studio 3", "Hannah Lee", "All levels"),
    ("Sunday", "10:30", "11:15", "Aqua Aerobics", "Main Pool", "Sue Barker", "All levels"),
    ("Sunday", "16:00", "16:45", "Spin", "Studio 2 (Cycle)", "Jake Morris", "Intermediate"),
]


def _timetable_xlsx() -> bytes:
    import io
    from openpyxl import Workbook
    from openpyxl.styles import Font

    wb = Workbook()
    ws = wb.active
    ws.title = "Class timetable"
    ws.append(["Riverside Leisure Centre - group exercise timetable from 6 January 2025"])
    ws["A1"].font = Font(bold=True, size=13)
    ws.append([])
    ws.append(["Day", "Start", "End", "Class", "Studio", "Instructor", "Level"])
    for c in ws[3]:
        c.font = Font(bold=True)
    for row in _TIMETABLE:
        ws.append(list(row))
    ws.append([])
    ws.append(["Classes must be booked in advance. Timetable subject to change - check the app for cancellations."])
    for col, w in zip("ABCDEFG", (12, 8, 8, 30, 18, 18, 14)):
        ws.column_dimensions[col].width = w

    ws2 = wb.create_sheet("Key")
    ws2.append(["Level", "What it means"])
    ws2.append(["Beginner", "New to exercise or to this type of class. Gentle pace with options shown."])
    ws2.append(["All levels", "Suitable for everyone; the instructor gives easier and harder options."])
    ws2.append(["Intermediate", "You exercise regularly and know the basic moves."])
    ws2.append(
        [
            "Advanced",
            "High intensity; you should be confident with the technique. Speak to the instructor before your first class.",
        ]
    )
    ws2.append(["Junior", "For ages 11-15 only. Parent or guardian must sign the junior consent form."])
    ws2.append([])
    ws2.append(["Studio", "Where to find it"])
    ws2.append(["Studio 1", "Ground floor, past reception on the left"])
    ws2.append(["Studio 2 (Cycle)", "First floor, next to the gym"])
    ws2.append(["Studio 3", "First floor, end of the corridor (quiet studio)"])
    ws2.append(["Main Pool", "25 m pool, ground floor"])
    ws2.append(["Learner Pool", "Shallow teaching pool next to the main pool"])
    ws2.append(["Sports Hall", "Ground floor, enter via the sports corridor"])
    ws2.column_dimensions["A"].width = 18
    ws2.column_dimensions["B"].width = 90

    buf = io.BytesIO()
    wb.save(buf)
    return buf.getvalue()


_FAQ = """# Riverside Leisure Centre - membership FAQ

## Membership options

| Membership | Monthly price | What's included |
|---|---|---|
| Off-Peak | £24.99 | Gym, swimming and classes during off-peak hours only |
| Anytime | £39.99 | Gym, swimming and classes at any time |
| Premium | £49.99 | Everything in Anytime, plus 4 guest passes per month and class booking up to 10 days ahead |
| Junior (11-15) | £15.00 | Gym (after junior induction), swimming and junior classes |

A one-off joining fee of £20 applies to all adult memberships. There is no minimum term.

**What are the off-peak hours?**
Off-peak hours are 10:00 to 16:00 and 20:00 until close, Monday to Friday, and from 14:00 until close
on Saturdays and Sundays. Off-Peak members cannot enter outside these times, including for classes
that start before the off-peak period.

## Booking classes

**How far ahead can I book?**
Off-Peak and Anytime members can book classes up to 7 days in advance through the Riverside Active app
or at reception. Premium members can book up to 10 days ahead. Pay-as-you-go customers can book up to
3 days in advance and pay £6.80 per class. New bookings open at 06:00 each day.

**What if I can't make a class I've booked?**
You can cancel free of charge up to 2 hours before the class starts. If you cancel later than that, or
do not turn up, a late cancellation charge of £3.00 is taken from your account. If you miss three
booked classes within 30 days, online booking will be suspended for 14 days.

## Guests

**Can I bring a friend?**
Premium members receive 4 guest passes per month; unused passes do not roll over. Off-Peak and Anytime
members can buy a guest pass for £7.50 per visit. Guests must be aged 18 or over, bring photo ID and
complete a health questionnaire at reception. The same guest can visit a maximum of four times in any
12-month period.

## Freezing and cancelling

**Can I freeze my membership?**
Yes. You can freeze your membership for between 1 and 3 months in any 12-month period. A freeze costs
£5 per month. Medical freezes are free of charge with a GP's note. Freeze requests must be made at
least 10 days before your next payment date.

**How do I cancel?**
Give one full calendar month's notice in writing at reception or by email. Your final Direct Debit
will be taken at the end of the notice period.

## Under-16s

* Juniors aged 11 to 13 may use the gym only when supervised by a parent or guardian who is a member;
  both must complete a junior induction first.
* Juniors aged 14 and 15 may use the gym unsupervised once they have completed a junior induction,
  until 19:00 on weekdays and at any time at weekends.
* Juniors aged 14 and over may join most adult classes. Spin, HIIT Express and Kettlebells classes are
  for ages 16 and over.
* In the pool, children under 8 must be accompanied in the water by an adult aged 16 or over, with a
  maximum of 2 children under 8 per adult.
"""


def files() -> dict[str, bytes]:
    return {
        "riverside_class_timetable_jan2025.xlsx": _timetable_xlsx(),
        "membership_faq.md": _FAQ.encode("utf-8"),
    }


EXPECT = [
    ("how many days ahead can i book classes? i'm on off peak", ["7 days in advance"]),
    ("what happens if i dont turn up to a class I booked", ["£3.00"]),
    ("how many guest passes do I get with premium", ["4 guest passes"]),
    ("what are the off-peak times", ["10:00 to 16:00"]),
    ("How much does it cost to freeze my membership?", ["£5 per month"]),
    ("can my 14 year old use the gym on his own", ["aged 14 and 15"]),
    ("Can my 15 yr old daughter come to spin with me?", ["16 and over"]),
    ("what time is spin on saturday", ["08:15"]),
    ("who teaches the thursday evening yoga", ["Marta Kowalczyk"]),
    ("where's aqua aerobics on a friday", ["Learner Pool"]),
    ("is the wednesday kettlebells class ok for a beginner?", ["Advanced"]),
    ("how much is off peak membership a month", ["£24.99"]),
    ("is there a class for my 12 year old on saturdays", ["Junior Circuits"]),
    # not answerable
    ("what time does the centre open on a sunday", None),
    ("do you have a sauna or steam room", None),
    ("is there free parking at riverside?", None),
    ("how do i renew my passport", None),
]
