"""Hospital outpatient appointment letter (PDF) plus car parking and visiting page (HTML)."""

PROVENANCE = (
    "Imitates an NHS-style hospital outpatient appointment letter and the hospital's "
    "'Parking and visiting' web page; hospital, people, numbers and all content invented"
)


def _letter() -> bytes:
    from fpdf import FPDF

    pdf = FPDF(format="A4")
    pdf.set_auto_page_break(True, margin=15)
    pdf.add_page()
    pdf.set_font("helvetica", "B", 14)
    pdf.cell(0, 8, "St Aldhelm's General Hospital NHS Trust", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("helvetica", "", 9)
    pdf.multi_cell(
        0,
        4.5,
        "Outpatient Appointments Centre\nWestgate Road, Sherbury SB2 7QT\nSwitchboard: 01632 960 000",
        new_x="LMARGIN",
        new_y="NEXT",
    )
    pdf.ln(4)
    pdf.set_font("helvetica", "", 10)
    pdf.multi_cell(0, 5, "Mr Daniel Okafor\n14 Linden Close\nSherbury\nSB4 1HN", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(3)
    pdf.multi_cell(
        0,
        5,
        "Date of letter: 22 September 2025\nHospital number: AH 448 2190\nNHS number: 943 476 5919",
        new_x="LMARGIN",
        new_y="NEXT",
    )
    pdf.ln(3)
    pdf.set_font("helvetica", "B", 11)
    pdf.cell(0, 7, "Your Rheumatology outpatient appointment", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("helvetica", "", 10)

    def para(t):
        pdf.multi_cell(0, 5.5, t, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(1.5)

    para("Dear Mr Okafor,")
    para(
        "You have been referred to the Rheumatology service by your GP, Dr Helen Marsh. We have "
        "booked the following appointment for you:"
    )
    with pdf.table(col_widths=(45, 125), text_align="LEFT", first_row_as_headings=False) as tb:
        for a, b in [
            ("Date", "Tuesday 14 October 2025"),
            ("Time", "10:40"),
            ("Consultant", "Dr Priya Raman, Consultant Rheumatologist"),
            ("Location", "Clinic 4, Level 2, Outpatients East (use Entrance B)"),
        ]:
            r = tb.row()
            r.cell(a)
            r.cell(b)
    pdf.ln(3)
    para(
        "Please arrive 15 minutes before your appointment time and check in at the self check-in "
        "screens or at the Clinic 4 reception desk."
    )
    para(
        "Blood test before your appointment: Dr Raman has asked for a blood test on the same day. "
        "Please go to the Blood Test Centre (Level 0, Main Entrance) at least 45 minutes before "
        "your appointment time so that the results are ready when you see the doctor. You do "
        "not need to fast."
    )
    para(
        "Please bring with you: this letter, a list of all the medicines you take (including any "
        "you buy yourself), and any recent X-ray or scan reports from another hospital."
    )
    para(
        "If you need an interpreter, including British Sign Language, please tell us at least "
        "5 working days before your appointment and we will arrange one free of charge."
    )
    para(
        "Cancelling or changing your appointment: if you cannot attend, please call the "
        "Outpatient Appointments Centre on 01632 960 418 (Monday to Friday, 8:30am to 4:30pm) "
        "as soon as possible, so the slot can be offered to another patient. You can also "
        "cancel or rearrange through the MyAldhelm patient portal."
    )
    para(
        "Missed appointments: if you miss two appointments in a row without telling us, you may "
        "be discharged back to your GP."
    )
    para(
        "Travel and parking: parking on site is limited, especially between 10am and 2pm. Please "
        "allow extra time. Details of parking charges, concessions and patient transport are "
        "on our website under Parking and visiting."
    )
    para("Yours sincerely,")
    para("Outpatient Appointments Centre\nOn behalf of Dr Priya Raman")
    return bytes(pdf.output())


_HTML = """<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Parking and visiting - St Aldhelm's General Hospital</title></head>
<body>
<nav><a href="/">Home</a> &gt; <a href="/patients">Patients and visitors</a> &gt; Parking and visiting</nav>
<main>
<h1>Parking and visiting</h1>

<h2>Car parking charges</h2>
<p>Car parks P1 (Main Entrance) and P3 (Outpatients East) are pay on exit. Charges apply 24 hours a day. Keep your ticket with you; a lost ticket is charged at the maximum daily rate.</p>
<table>
  <thead><tr><th>Length of stay</th><th>Charge</th></tr></thead>
  <tbody>
    <tr><td>Up to 30 minutes</td><td>Free</td></tr>
    <tr><td>30 minutes to 1 hour</td><td>£2.50</td></tr>
    <tr><td>1 to 2 hours</td><td>£4.00</td></tr>
    <tr><td>2 to 4 hours</td><td>£6.20</td></tr>
    <tr><td>4 to 24 hours</td><td>£9.50</td></tr>
  </tbody>
</table>

<h3>Blue Badge holders</h3>
<p>Blue Badge holders can park free of charge in the designated disabled bays in any of our car parks. Please display your badge clearly. If you park in a standard bay, the normal tariff applies.</p>

<h3>Concessions</h3>
<p>Free parking is available for: patients attending frequently for dialysis, chemotherapy or radiotherapy; parents or carers of a child staying overnight on the children's ward; and relatives of patients who are critically ill or receiving end of life care. Ask the ward or department for a free parking permit.</p>

<h3>Weekly permits</h3>
<p>If you are visiting someone who is in hospital for more than a week, you can buy a weekly visitor permit for £15.00, valid for 7 consecutive days. Permits are sold at the Car Park Office, Level 0 by the Main Entrance, open 8am to 6pm Monday to Friday.</p>

<h2>Visiting hours</h2>
<p>Please do not visit if you have had diarrhoea, vomiting or flu-like symptoms in the last 48 hours.</p>
<table>
  <thead><tr><th>Ward or area</th><th>Visiting times</th><th>Visitors</th></tr></thead>
  <tbody>
    <tr><td>General adult wards</td><td>11am to 8pm daily</td><td>Maximum of 3 visitors per bed</td></tr>
    <tr><td>Critical Care Unit (ICU)</td><td>2pm to 7pm daily</td><td>2 at a time; please ring the bell and wait to be let in</td></tr>
    <tr><td>Maternity wards</td><td>Birth partner: any time (24 hours). Other visitors: 3pm to 7pm</td><td>Birth partner plus 2 other visitors</td></tr>
    <tr><td>Puffin Ward (children)</td><td>Parents and carers: any time. Other visitors: 10am to 7pm</td><td>Children under 12 who are visiting must be with an adult</td></tr>
  </tbody>
</table>

<h2>Cancelling or rearranging an outpatient appointment</h2>
<p>To cancel or rearrange an outpatient appointment, call the Outpatient Appointments Centre on 01632 960 418, Monday to Friday, 8:30am to 4:30pm, or use the MyAldhelm patient portal. Please give us as much notice as you can. Do not call the main switchboard, as they cannot change appointments.</p>

<h2>Patient transport</h2>
<p>Non-emergency patient transport is only for patients whose medical condition means they cannot travel to hospital any other way, for example if they need a stretcher or specialist help to move. It is not available just because you do not have a car or cannot afford parking.</p>
<p>To check if you are eligible and to book, call the Patient Transport Service on 0300 555 0188 at least 2 working days before your appointment. Relatives or escorts can travel with you only if your clinician says it is medically necessary.</p>

<h3>Help with travel costs</h3>
<p>If you receive certain benefits, such as Universal Credit (subject to earnings), Income Support or Pension Credit Guarantee Credit, you may be able to claim back reasonable travel costs under the Healthcare Travel Costs Scheme. Bring your appointment letter, tickets or receipts and proof of benefit to the Cashier's Office, Level 0.</p>
</main>
</body>
</html>
"""


def files() -> dict:
    return {
        "outpatient_appointment_letter.pdf": _letter(),
        "parking_and_visiting.html": _HTML.encode("utf-8"),
    }


EXPECT = [
    ("when is my appointment", ["14 October 2025", "10:40"]),
    ("Which doctor am I seeing?", ["Dr Priya Raman"]),
    ("where do i need to go for my appointment", ["Clinic 4, Level 2"]),
    ("how early do i need to get there for the blood test", ["45 minutes"]),
    ("how much is parking for 3 hours", ["£6.20"]),
    ("Do blue badge holders have to pay to park?", ["designated disabled bays"]),
    ("how much is a weekly parking permit", ["£15.00"]),
    ("What are the visiting hours on ICU?", ["2pm to 7pm"]),
    ("how many visitors can my mum have on a normal ward", ["3 visitors per bed"]),
    ("I'm not the birth partner, what time can I visit on the maternity ward?", ["3pm to 7pm"]),
    ("what number do I ring to rearrange my appointment", ["01632 960 418"]),
    ("How much notice do I need to book patient transport?", ["2 working days"]),
    ("what happens if I miss my appointment", ["discharged back to your GP"]),
    ("I'm on pension credit, can I get my bus fare back?", ["Healthcare Travel Costs Scheme"]),
    ("how much is a monthly parking permit for visitors?", None),
    ("can i pay for parking by phone app", None),
    ("Is there a cafe near the outpatients clinic?", None),
]
