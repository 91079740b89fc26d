"""Dental practice patient price list and practice policies (PDF)."""

PROVENANCE = (
    "Imitates an English mixed NHS/private dental practice's patient price list and "
    "practice policies leaflet; all content invented"
)


def _build_pdf(blocks):
    from fpdf import FPDF

    pdf = FPDF(format="A4")
    pdf.set_auto_page_break(auto=True, margin=15)
    pdf.set_margins(18, 16, 18)
    pdf.add_page()
    for b in blocks:
        kind = b[0]
        if kind == "title":
            pdf.set_font("helvetica", "B", 18)
            pdf.multi_cell(0, 9, b[1], new_x="LMARGIN", new_y="NEXT")
            pdf.ln(1)
        elif kind == "h1":
            pdf.ln(3)
            pdf.set_font("helvetica", "B", 13)
            pdf.multi_cell(0, 7, b[1], new_x="LMARGIN", new_y="NEXT")
            pdf.ln(1)
        elif kind == "p":
            pdf.set_font("helvetica", "", 10)
            pdf.multi_cell(0, 5, b[1], new_x="LMARGIN", new_y="NEXT")
            pdf.ln(1.5)
        elif kind == "small":
            pdf.set_font("helvetica", "I", 8)
            pdf.multi_cell(0, 4, b[1], new_x="LMARGIN", new_y="NEXT")
            pdf.ln(1)
        elif kind == "bullets":
            pdf.set_font("helvetica", "", 10)
            for item in b[1]:
                pdf.set_x(22)
                pdf.multi_cell(0, 5, "- " + item, new_x="LMARGIN", new_y="NEXT")
            pdf.ln(1.5)
        elif kind == "table":
            rows, widths = b[1], b[2]
            pdf.set_font("helvetica", "", 9)
            with pdf.table(col_widths=widths, text_align="LEFT", line_height=4.6, first_row_as_headings=True) as table:
                for r in rows:
                    row = table.row()
                    for c in r:
                        row.cell(c)
            pdf.ln(3)
    return bytes(pdf.output())


def files():
    nhs = [
        ["NHS band", "What it covers", "Charge from 1 April 2025", "Charge until 31 March 2025"],
        [
            "Band 1",
            "Examination, diagnosis and advice, X-rays, scale and polish if clinically "
            "needed, and planning for further treatment",
            "£27.40",
            "£26.80",
        ],
        ["Band 2", "Everything in Band 1, plus fillings, root canal treatment and extractions", "£75.30", "£73.50"],
        [
            "Band 3",
            "Everything in Bands 1 and 2, plus crowns, dentures, bridges and other laboratory work",
            "£326.70",
            "£319.10",
        ],
        [
            "Urgent treatment",
            "Urgent assessment and specific urgent treatment such as pain relief or a temporary filling",
            "£27.40",
            "£26.80",
        ],
    ]
    private = [
        ["Private treatment", "Price"],
        ["New patient examination (including X-rays)", "£65.00"],
        ["Routine examination", "£48.00"],
        ["Hygienist appointment - 30 minutes", "£72.00"],
        ["Hygienist appointment - 45 minutes", "£95.00"],
        ["White (composite) filling", "from £140.00"],
        ["Silver (amalgam) filling", "£110.00"],
        ["Root canal treatment - front tooth (incisor or canine)", "£395.00"],
        ["Root canal treatment - premolar", "£495.00"],
        ["Root canal treatment - molar (back tooth)", "£650.00"],
        ["Porcelain bonded crown", "£595.00"],
        ["Zirconia crown", "£720.00"],
        ["Simple extraction", "£150.00"],
        ["Surgical extraction", "£275.00"],
        ["Home tooth whitening (trays and gel)", "£295.00"],
        ["Single dental implant including crown", "from £2,450.00"],
        ["Night guard", "£220.00"],
        ["Emergency appointment (during opening hours)", "£85.00"],
        ["Out-of-hours call-out (on-call dentist)", "£140.00"],
    ]
    blocks = [
        ("title", "Millbrook Dental Care\nPatient Price List and Practice Policies"),
        ("p", "22 Millbrook Road, Didsbury, Manchester M20 6RT. Telephone 0161 496 0712. Effective from 1 April 2025."),
        (
            "p",
            "Opening hours: Monday to Thursday 8:00-18:00, Friday 8:00-16:00, Saturday 9:00-13:00 "
            "(private appointments only). Closed on Sundays and bank holidays.",
        ),
        ("h1", "NHS dental charges"),
        (
            "p",
            "We provide NHS dental care for registered patients. NHS charges are set nationally "
            "and change each April. You pay one charge for each course of treatment, even if you "
            "need to visit more than once. If you need more treatment in a higher band during "
            "the same course, you pay only the higher band charge.",
        ),
        ("table", nhs, (28, 82, 32, 32)),
        ("p", "A routine NHS check-up is charged at the Band 1 rate."),
        ("h1", "Who gets free NHS dental treatment"),
        (
            "p",
            "NHS dental treatment is free if you are under 18, or under 19 and in full-time "
            "education; pregnant or have had a baby in the last 12 months; or receiving certain "
            "benefits, such as Income Support or income-based Jobseeker's Allowance. Please bring "
            "proof of your exemption to every appointment. We are required to check it, and the "
            "NHS may issue a penalty charge if you claim free treatment you are not entitled to.",
        ),
        ("h1", "Children"),
        (
            "p",
            "We welcome children from their first tooth. Children registered with us are seen "
            "as NHS patients even if their parents are private patients. Children under 16 must "
            "be accompanied by a parent or guardian at every appointment. We offer fissure "
            "sealants and fluoride varnish to children as part of their NHS care.",
        ),
        ("h1", "Private treatment price list"),
        (
            "p",
            "The following prices apply to patients seen privately. A written treatment plan and "
            "estimate will always be provided before any treatment over £200 begins.",
        ),
        ("table", private, (130, 44)),
        ("h1", "Hygienist"),
        (
            "p",
            "Our hygienists, Megan and Ravi, see patients by direct access, which means you do "
            "not need a referral from a dentist to book with them. Hygienist appointments are "
            "private only; an NHS scale and polish is carried out by your dentist when clinically "
            "necessary as part of a Band 1 course of treatment.",
        ),
        ("h1", "Missed and late-cancelled appointments"),
        (
            "p",
            "Private patients: if you miss an appointment or cancel with less than 24 hours' "
            "notice, we charge £30 for an examination or hygiene appointment and £55 for any "
            "other treatment appointment.",
        ),
        (
            "p",
            "NHS patients: we do not charge a fee for missed NHS appointments, but if you miss 2 "
            "NHS appointments within 12 months we may decline to offer further routine NHS "
            "treatment.",
        ),
        ("h1", "Payment and payment plans"),
        (
            "p",
            "Payment is due at each appointment. We accept debit and credit cards, contactless "
            "payments and cash. We do not accept cheques. NHS Band 2 and Band 3 charges may be "
            "paid in full at the first appointment of the course of treatment.",
        ),
        (
            "p",
            "For private treatment costing over £500 you can spread the cost: 0% finance over 6 or "
            "12 months, or 9.9% APR representative over 24 or 36 months, subject to status. A "
            "minimum deposit of 10% is required. Finance is provided by a third-party lender.",
        ),
        (
            "p",
            "Millbrook Care Plan: for £18.50 per month, adult private patients receive 2 "
            "examinations and 2 hygienist appointments (30 minutes) each year, plus 10% off "
            "private treatment fees. A children's plan for under-18s who want private hygienist "
            "visits costs £8.75 per month.",
        ),
        ("h1", "Emergencies"),
        (
            "p",
            "If you are in pain, phone the practice from 8am. We keep emergency slots free each "
            "weekday morning for registered patients, and will try to see you the same day.",
        ),
        (
            "p",
            "Out of hours, NHS patients should call NHS 111. Private patients can call our "
            "on-call dentist on 07700 900482 (out-of-hours call-out fee £140.00 plus the cost of "
            "any treatment).",
        ),
        ("h1", "Registering with us"),
        (
            "p",
            "To register as a new patient, complete our online registration form or ask at "
            "reception. NHS places are limited and we may operate a waiting list.",
        ),
        (
            "small",
            "Prices correct at time of printing and may change. Millbrook Dental Care is "
            "registered with the Care Quality Commission.",
        ),
    ]
    return {"millbrook_dental_price_list_2025.pdf": _build_pdf(blocks)}


EXPECT = [
    ("how much is nhs band 2", ["£75.30"]),
    ("how much is an NHS check up", ["£27.40"]),
    ("band 3 price?", ["£326.70"]),
    ("cost of a 45 min hygienist appointment", ["£95.00"]),
    ("how much is a root canal on a back tooth", ["£650.00"]),
    ("do you charge if I miss my nhs appointment", ["do not charge a fee for missed NHS"]),
    ("whats the fee for missing a private hygiene appt", ["£30"]),
    ("is treatment free for my 17 year old", ["under 18"]),
    ("can I pay for an implant in instalments interest free?", ["0% finance"]),
    ("how much is the care plan a month", ["£18.50"]),
    ("got toothache on a sunday, what do I do", ["NHS 111", "07700 900482"]),
    ("implant cost", ["£2,450.00"]),
    ("can I get an NHS appointment on a saturday?", ["private appointments only"]),
    ("do I need a referral to see the hygienist", ["direct access"]),
    ("Do you do Invisalign?", None),
    ("do you accept Denplan", None),
    ("is there parking at the practice", None),
]
