"""Probe library: GP surgery practice leaflet (PDF) plus travel vaccinations page (Markdown)."""

from fpdf import FPDF

PROVENANCE = (
    "Imitates an NHS GP surgery's practice leaflet and its website page on travel vaccinations; all content invented"
)

LEAFLET = [
    ("title", "Millbrook Medical Practice"),
    ("sub", "Practice information leaflet - 2025"),
    ("small", "14 Station Road, Hatherley HX4 2RD  |  Telephone 01632 960418  |  www.millbrookmedical.example.nhs.uk"),
    ("h", "Welcome"),
    (
        "p",
        "Welcome to Millbrook Medical Practice. We are an NHS practice caring for around 11,400 patients in "
        "Millbrook, Eastleigh Green and north Hatherley. This leaflet explains how to make the most of our "
        "services. Please keep it somewhere handy, and check our website for the latest information.",
    ),
    ("h", "Our team"),
    (
        "p",
        "Partners: Dr Helen Marsh (MB ChB, MRCGP), Dr Rajesh Varma (MBBS, MRCGP), Dr Claire Okafor (MB BCh, "
        "DRCOG, MRCGP). Salaried GPs: Dr Tom Whitfield and Dr Ana Sousa. We are a training practice, so you may "
        "be offered an appointment with a GP registrar, a fully qualified doctor gaining experience in general "
        "practice under the supervision of one of our GP trainers.",
    ),
    (
        "p",
        "Our practice nurses, healthcare assistants, clinical pharmacist and first contact physiotherapist "
        "work alongside the doctors. Reception staff may ask you for a brief reason for your request; this helps "
        "them book you with the most suitable member of the team. They are bound by the same rules on "
        "confidentiality as the clinical staff. Our Practice Manager is Mrs Joanne Pryce.",
    ),
    ("h", "Opening hours"),
    (
        "p",
        "The surgery is open 8am to 6.30pm, Monday to Friday, and our telephone lines open at 8am. We offer "
        "extended hours appointments on Tuesday evenings from 6.30pm to 8pm, and on Saturday mornings from "
        "8.30am to 12 noon. Extended hours appointments are for pre-booked routine appointments only, and the "
        "reception desk is closed at these times. The surgery is closed on bank holidays and for staff training "
        "on one Wednesday afternoon each month; dates are shown on our website.",
    ),
    ("h", "Booking an appointment"),
    (
        "p",
        "You can book an appointment by calling 01632 960418, through the NHS App, or in person at reception. "
        "Routine appointments with a GP or nurse can be booked up to 4 weeks in advance. A number of same-day "
        "appointments are released at 8am each morning for problems that cannot wait; once these are taken, "
        "urgent requests are assessed by the duty doctor.",
    ),
    (
        "p",
        "Standard appointments last 10 minutes. If you have more than one problem to discuss, please ask for a "
        "double appointment. Many problems can be dealt with by telephone, and a clinician may call you back "
        "rather than seeing you face to face. If you cannot attend, please cancel so that someone else can use "
        "your appointment. Patients who miss three appointments in 12 months without letting us know will "
        "receive a letter from the Practice Manager.",
    ),
    ("h", "Repeat prescriptions"),
    (
        "p",
        "If you take regular medication, you can order it through the NHS App, through our website, or by "
        "ticking the items you need on the right-hand side of your prescription and posting it in the box at "
        "reception. For safety reasons we cannot take prescription requests over the phone, except from patients "
        "who are housebound.",
    ),
    (
        "p",
        "Please allow 2 full working days for us to process your request before collecting your medication from "
        "your nominated pharmacy. Weekends and bank holidays are not counted. Your pharmacy may need extra time to "
        "prepare your items. We will ask you to have a medication review with a GP or the clinical pharmacist at "
        "least once a year.",
    ),
    ("h", "Home visits"),
    (
        "p",
        "Home visits are for patients who are housebound or too ill to travel to the surgery. If you need a home "
        "visit, please call before 10.30am so that the doctor can plan the day's visits. A doctor will usually "
        "phone you first to discuss the problem. A doctor can see four or five patients at the surgery in the "
        "time it takes to make one home visit, so please come to the surgery if you can.",
    ),
    ("h", "Test results"),
    (
        "p",
        "Please ring for test results between 2pm and 4pm, Monday to Friday, when the phone lines are less busy. "
        "You can also see most results in the NHS App. Most blood test results are back within 3 to 5 working "
        "days, and X-ray and scan reports can take up to two weeks. A receptionist can tell you whether your "
        "result is normal or whether the doctor would like to speak to you; they cannot interpret results.",
    ),
    ("h", "When we are closed"),
    (
        "p",
        "When the surgery is closed, including evenings, weekends and bank holidays, please call NHS 111 for "
        "urgent medical help, or use 111.nhs.uk online. In a life-threatening emergency, such as chest pain or "
        "severe breathing difficulty, call 999.",
    ),
    ("h", "Registering with the practice"),
    (
        "p",
        "We accept patients who live within our practice boundary, which covers Millbrook, Eastleigh Green and "
        "the part of Hatherley north of the A629 (postcodes HX4 1, HX4 2 and HX4 5). You can check whether your "
        "address is in our area on our website. To register, complete the online registration form or a GMS1 "
        "form from reception. You do not need proof of identity or address to register, although it helps us to "
        "find your records quickly.",
    ),
    (
        "p",
        "If you move out of our practice area, we will ask you to register with a practice closer to your new "
        "home. New patients aged 40 to 74 will be invited for an NHS Health Check.",
    ),
    ("h", "Zero tolerance"),
    (
        "p",
        "Our staff work hard to help you, and they have the right to do so without fear of violence or abuse. "
        "We operate a zero tolerance policy. Patients who are violent, threatening or verbally abusive to staff "
        "or other patients may be removed from the practice list. We will always report violence to the police.",
    ),
    ("h", "Other information"),
    (
        "p",
        "Chaperones: you can ask for a chaperone to be present at any examination. Interpreters: let us know "
        "when you book if you need an interpreter, including British Sign Language. Fit notes: you do not need a "
        "fit note for the first 7 days of illness, as you can self-certify. Comments and complaints: please speak "
        "to the Practice Manager, or write to her at the practice address. We aim to acknowledge complaints "
        "within 3 working days.",
    ),
]

TRAVEL_MD = """# Travel vaccinations

*Millbrook Medical Practice > Services > Travel health*

Going abroad? Depending on where you are travelling, you may need vaccinations or other health advice
before you go. Our practice nurses run travel health clinics and can advise on vaccines, malaria
prevention, food and water hygiene, insect bites and sun safety.

## How to book

Please fill in our **travel risk assessment form** at least 8 weeks before you travel. You can complete
the form online on our website or pick up a paper copy from reception. A nurse will review your form
and, if you need vaccines, we will contact you to book a travel appointment. This appointment is usually
around 6 weeks before you leave.

Some vaccines need two or three doses spread over several weeks, and most take at least 2 weeks to give
you good protection. If you are leaving in less than 2 weeks, we may not be able to fit you in and we
suggest you contact a private travel clinic or a pharmacy that offers travel vaccinations.

Please bring your vaccination record, or tell us about any travel vaccines you have had at another
clinic, so that we do not give you doses you do not need.

## Which vaccines are free?

Some travel vaccines are available free on the NHS, because they protect against diseases that could
spread in the UK if brought back from abroad. Others are not covered by the NHS, and we charge for them
as a private service. Our prices are listed below and include the vaccine itself and the nurse's time.

| Vaccine | Cost at Millbrook | Notes |
|---|---|---|
| Hepatitis A | Free on the NHS | 1 dose, booster 6 to 12 months later for long-term protection |
| Typhoid | Free on the NHS | 1 dose, lasts 3 years |
| Cholera (oral vaccine) | Free on the NHS | 2 doses, 1 to 6 weeks apart |
| Diphtheria, tetanus and polio booster | Free on the NHS | Given if your last dose was more than 10 years ago |
| Hepatitis B | £52 per dose | Usually 3 doses |
| Rabies | £68 per dose | 3 doses over 21 to 28 days |
| Meningitis ACWY | £60 single dose | Required for Hajj and Umrah |
| Japanese encephalitis | £95 per dose | 2 doses, 28 days apart |
| Tick-borne encephalitis | £72 per dose | 2 doses, plus a third dose for longer protection |

Private vaccines must be paid for by card at reception when you have the vaccine. We will give you a
receipt, which you may be able to claim back through travel insurance or your employer.

## Yellow fever

We are not a registered Yellow Fever Vaccination Centre, so we cannot give the yellow fever vaccine or
issue the certificate. You can find your nearest registered centre on the NaTHNaC website.

## Malaria tablets

Malaria tablets are not available on the NHS. If the nurse advises that you need them, a GP can write a
private prescription, which costs £15. You then take the prescription to a pharmacy and pay for the
tablets there. Some anti-malarial tablets can also be bought from a pharmacist after a short consultation.

## After your vaccinations

Mild soreness, redness or swelling where you had the injection is common and usually settles within a
couple of days. Keep your vaccination record somewhere safe and take a copy with you when you travel.
"""


def _leaflet_pdf() -> bytes:
    pdf = FPDF(format="A4")
    pdf.set_auto_page_break(auto=True, margin=14)
    pdf.set_margins(18, 14, 18)
    pdf.add_page()
    for kind, text in LEAFLET:
        if kind == "title":
            pdf.set_font("Helvetica", "B", 20)
            pdf.set_text_color(0, 94, 184)
            pdf.multi_cell(0, 10, text, new_x="LMARGIN", new_y="NEXT")
            pdf.set_text_color(0, 0, 0)
        elif kind == "sub":
            pdf.set_font("Helvetica", "B", 12)
            pdf.multi_cell(0, 6, text, new_x="LMARGIN", new_y="NEXT")
        elif kind == "small":
            pdf.set_font("Helvetica", "", 9)
            pdf.multi_cell(0, 5, text, new_x="LMARGIN", new_y="NEXT")
            pdf.ln(3)
        elif kind == "h":
            pdf.ln(1)
            pdf.set_font("Helvetica", "B", 12)
            pdf.set_text_color(0, 94, 184)
            pdf.multi_cell(0, 6, text, new_x="LMARGIN", new_y="NEXT")
            pdf.set_text_color(0, 0, 0)
        else:
            pdf.set_font("Helvetica", "", 10)
            pdf.multi_cell(0, 4.8, text, new_x="LMARGIN", new_y="NEXT")
            pdf.ln(2)
    return bytes(pdf.output())


def files() -> dict[str, bytes]:
    return {
        "millbrook-practice-leaflet.pdf": _leaflet_pdf(),
        "travel-vaccinations.md": TRAVEL_MD.encode("utf-8"),
    }


EXPECT = [
    ("what time does the surgery open in the week", ["8am to 6.30pm"]),
    ("are you open on saturdays?", ["8.30am to 12 noon"]),
    ("How far ahead can I book a normal appointment?", ["up to 4 weeks in advance"]),
    ("how long does a repeat prescription take", ["2 full working days"]),
    ("Can I ring up to order my repeat medication?", ["cannot take prescription requests over the phone"]),
    ("what time should i phone for my blood test results", ["2pm and 4pm"]),
    ("My dad is too poorly to come in, what time do I need to ask for a home visit by?", ["10.30am"]),
    ("who do I call when youre closed at the weekend", ["NHS 111"]),
    ("Do I need ID to register with you?", ["do not need proof of identity"]),
    ("What happens if a patient is abusive to the receptionists?", ["removed from the practice list"]),
    ("Is the hep A jab free?", ["Hepatitis A"]),
    ("how much is the rabies vaccine", ["£68 per dose"]),
    ("How early should I sort out my travel jabs?", ["at least 8 weeks"]),
    ("Can you give me the yellow fever vaccine?", ["not a registered Yellow Fever"]),
    ("Do I have to pay for malaria tablets?", ["not available on the NHS"]),
    ("Is there parking at the surgery?", None),
    ("Do you offer video consultations with the GP?", None),
    ("Can I get my ears syringed at the practice?", None),
]
