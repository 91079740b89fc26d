PROVENANCE = (
    "Imitates an English private day nursery's parent handbook (PDF) and its fees "
    "spreadsheet; nursery, people, prices and policies all invented"
)


def _pdf_bytes():
    from fpdf import FPDF

    pdf = FPDF(format="A4")
    pdf.set_auto_page_break(auto=True, margin=18)
    pdf.set_margins(20, 18, 20)

    def heading(txt, size=12.5):
        pdf.ln(2)
        pdf.set_font("helvetica", "B", size)
        pdf.set_text_color(40, 90, 60)
        pdf.multi_cell(0, 6.5, txt, new_x="LMARGIN", new_y="NEXT")
        pdf.set_text_color(0, 0, 0)
        pdf.ln(1)

    def para(txt):
        pdf.set_font("helvetica", "", 10)
        pdf.multi_cell(0, 5, txt, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(2)

    def bullets(items):
        pdf.set_font("helvetica", "", 10)
        for it in items:
            pdf.cell(6, 5, "-")
            pdf.multi_cell(0, 5, it, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(2)

    def table(widths, rows):
        for i, row in enumerate(rows):
            pdf.set_font("helvetica", "B" if i == 0 else "", 9.5)
            for w, c in zip(widths, row):
                pdf.cell(w, 6.5, c, border=1)
            pdf.ln(6.5)
        pdf.ln(2)

    # cover
    pdf.add_page()
    pdf.ln(40)
    pdf.set_font("helvetica", "B", 24)
    pdf.cell(0, 12, "Hollybank Day Nursery", align="C", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("helvetica", "", 14)
    pdf.cell(0, 9, "Parent Handbook 2025-26", align="C", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(10)
    pdf.set_font("helvetica", "", 10)
    pdf.multi_cell(
        0,
        5,
        "22 Orchard Rise, Fenwick Green, Hartleford, HT3 8JD\nTelephone 01632 961 204\n"
        "Ofsted registration URN EY561208",
        align="C",
        new_x="LMARGIN",
        new_y="NEXT",
    )

    pdf.add_page()
    heading("Welcome")
    para(
        "Welcome to Hollybank! This handbook explains how the nursery works day to day. Please keep it "
        "somewhere handy and ask our Nursery Manager, Mrs Gemma Attwell, if you have any questions. "
        "Our full policies are available in the entrance hall and on request."
    )

    heading("Opening times")
    para(
        "We are open from 7:30am to 6:00pm, Monday to Friday, 51 weeks of the year. We close on bank "
        "holidays and for one week between Christmas Day and New Year's Day inclusive. We also close for "
        "two staff training days a year, which are announced at least a term in advance; fees are not "
        "charged for training days."
    )

    heading("Our rooms")
    table(
        [40, 55, 75],
        [
            ["Room", "Age group", "Staff to child ratio"],
            ["Acorns", "3 months to 2 years", "1 adult to 3 children"],
            ["Saplings", "2 to 3 years", "1 adult to 4 children"],
            ["Oaks (pre-school)", "3 to 5 years", "1 adult to 8 children"],
        ],
    )

    heading("Sessions")
    table(
        [45, 45, 80],
        [
            ["Session", "Times", "Meals included"],
            ["Full day", "7:30am - 6:00pm", "Breakfast, lunch, tea and snacks"],
            ["Morning", "7:30am - 1:00pm", "Breakfast, snack and lunch"],
            ["Afternoon", "1:00pm - 6:00pm", "Snack and tea"],
            ["School day", "9:00am - 3:00pm", "Lunch and snack"],
        ],
    )
    para(
        "The minimum booking is two full days, or the equivalent in sessions, each week. Breakfast is "
        "served until 8:30am. Extra sessions can be booked if we have space and are charged at the normal "
        "session rate. New children have two free settling-in sessions of one hour each before their start "
        "date."
    )

    heading("Fees and payment")
    para(
        "Current fees are shown on the separate fees sheet. Fees are worked out over 51 weeks and divided "
        "into 12 equal monthly payments, paid in advance by Direct Debit on the 1st of each month. If a "
        "payment has not reached us by the 7th of the month, a late payment fee of £25 is added."
    )
    para(
        "When you accept a place you pay a non-refundable registration fee of £75 and a deposit of £200. "
        "The deposit is refunded against your final invoice when you leave, provided the correct notice has "
        "been given."
    )
    para("Families with more than one child at Hollybank receive a sibling discount of 10% off the older child's fees.")
    para(
        "Fees are payable for all booked sessions, including when your child is off sick or on holiday. "
        "The only exception is that you may take up to two weeks' holiday a year at half fees if you give "
        "us at least four weeks' written notice of the dates."
    )
    para("We review our fees every April and will give you at least one month's notice of any increase.")
    para(
        "Late collection: we close at 6:00pm. If you are late, a charge of £15 for every 15 minutes or part "
        "of 15 minutes is added to your next invoice."
    )

    heading("Funded early education")
    para(
        "All 3- and 4-year-olds are entitled to 15 hours a week of funded early education (570 hours a "
        "year) from the term after their third birthday. Working parents who meet the eligibility rules can "
        "claim 30 hours a week for children aged from 9 months up to school age; you must reconfirm your "
        "eligibility code every three months. Some 2-year-olds from families receiving certain benefits are "
        "entitled to 15 hours a week."
    )
    para(
        "We offer funded hours stretched over 51 weeks, so 15 hours a week in term time becomes 11.18 hours "
        "a week all year round. Funded hours cannot be used before 9:00am or after 3:00pm; time outside "
        "these hours is charged at our normal hourly rate."
    )
    para(
        "For funded sessions we ask for a voluntary consumables charge of £7.50 per funded day, which covers "
        "meals, snacks, nappies, sun cream and outings. If you prefer not to pay it you can send your child "
        "with a packed lunch and snacks, and provide your own nappies and wipes."
    )

    heading("When your child is unwell")
    para(
        "To protect other children and our staff, please keep your child at home if they are unwell. We "
        "follow UK Health Security Agency guidance."
    )
    bullets(
        [
            "Temperature: if your child has a temperature of 38°C or above we will call you to collect them. "
            "They can return once they have been free of a temperature for 24 hours without medicine.",
            "Sickness and diarrhoea: your child must stay away until 48 hours after the last episode of "
            "vomiting or diarrhoea.",
            "Chickenpox: your child can return once all the spots have crusted over, which is usually about 5 "
            "days after the spots appeared.",
            "Antibiotics: your child should have been taking a new course of antibiotics for at least 24 hours "
            "before coming back, in case of a reaction.",
            "Conjunctivitis and hand, foot and mouth: no need to stay away if your child is well enough.",
        ]
    )
    para(
        "We can only give medicines prescribed by a doctor, dentist, nurse or pharmacist, or paracetamol "
        "(Calpol) where you have signed the consent form. We will always phone you before giving "
        "paracetamol. Please tell us if your child has been given any medicine before arriving."
    )

    heading("What to bring")
    bullets(
        [
            "A named bag with two full changes of clothes, including socks and pants",
            "Nappies, wipes and any nappy cream your child uses (unless you pay the consumables charge)",
            "Formula milk in pre-measured pots, and a labelled bottle, for babies",
            "A sun hat and named sun cream in summer; a warm hat and gloves in winter",
            "Wellies and a waterproof all-in-one suit - we go outside in all weathers",
            "A comforter or dummy if your child uses one at sleep time",
        ]
    )
    para("Please do not send toys from home, sweets or food containing nuts. Please label everything.")

    heading("Dropping off and collecting")
    para(
        "We will only hand your child over to adults aged 16 or over who are named on your registration "
        "form. If someone else needs to collect your child, please phone us before they arrive and tell us "
        "their name and your family's collection password. When they arrive they must give us the "
        "password and show photo ID. If they cannot, we will keep your child with us and contact you. "
        "To change your password, tell the manager in writing."
    )
    para(
        "If your child has not been collected by 6:30pm and we have not been able to reach you or any "
        "emergency contact, we will follow our uncollected child procedure, which may include contacting "
        "children's social care."
    )

    heading("Changing sessions and leaving")
    para(
        "We need two calendar months' written notice if you want to leave the nursery or reduce your "
        "sessions. If you give less notice, fees are payable in lieu of notice. Requests for extra days are "
        "granted subject to availability and can start from the next month."
    )

    heading("Keeping in touch")
    para(
        "We use the Tapestry app to share photos and your child's learning journey, and you will have a "
        "parents' evening twice a year with your child's key person."
    )
    return bytes(pdf.output())


def _xlsx_bytes():
    import io
    from openpyxl import Workbook
    from openpyxl.styles import Font, PatternFill

    wb = Workbook()
    ws = wb.active
    ws.title = "Fees from April 2025"
    ws["A1"] = "Hollybank Day Nursery - fees from 1 April 2025"
    ws["A1"].font = Font(bold=True, size=13)
    ws["A2"] = "Daily and session rates in GBP. Monthly example = rate x days per week x 51 / 12."
    ws.append([])
    head = [
        "Age group (room)",
        "Full day 7:30-18:00",
        "Morning 7:30-13:00",
        "Afternoon 13:00-18:00",
        "School day 9:00-15:00",
        "Monthly cost, 3 full days a week",
    ]
    ws.append(head)
    for c in ws[4]:
        c.font = Font(bold=True)
        c.fill = PatternFill("solid", fgColor="CFE3D4")
    rows = [
        ["Under 2 years (Acorns)", 82.5, 49.75, 46.25, 58.6, 1051.88],
        ["2 to 3 years (Saplings)", 76.4, 45.8, 42.6, 52.3, 974.1],
        ["3 to 5 years (Oaks)", 71.9, 43.15, 40.35, 48.7, 916.73],
    ]
    for r in rows:
        ws.append(r)
    for r in ws.iter_rows(min_row=5, max_row=7, min_col=2, max_col=6):
        for c in r:
            c.number_format = '"£"#,##0.00'
    ws.append([])
    ws.append(["Other charges", "Amount"])
    ws.cell(row=ws.max_row, column=1).font = Font(bold=True)
    ws.cell(row=ws.max_row, column=2).font = Font(bold=True)
    for r in [
        ["Registration fee (non-refundable)", "£75 once"],
        ["Deposit (refunded against final invoice)", "£200 once"],
        ["Consumables charge, funded sessions (voluntary)", "£7.50 per day"],
        ["Hours outside funded times, 3 to 5 years", "£8.95 per hour"],
        ["Late collection after 6:00pm", "£15 per 15 minutes"],
        ["Late payment (after the 7th of the month)", "£25"],
    ]:
        ws.append(r)
    ws.column_dimensions["A"].width = 44
    for col in "BCDEF":
        ws.column_dimensions[col].width = 20
    bio = io.BytesIO()
    wb.save(bio)
    return bio.getvalue()


def files() -> dict:
    return {
        "Hollybank_Parent_Handbook_2025-26.pdf": _pdf_bytes(),
        "Hollybank_fees_April2025.xlsx": _xlsx_bytes(),
    }


EXPECT = [
    ("how much is a full day for my 1 year old", ["82.5"]),
    ("afternoon session price for a 3 yr old", ["40.35"]),
    ("what are your opening hours", ["7:30am to 6:00pm"]),
    ("how many free hours does my 3 year old get", ["15 hours a week of funded"]),
    ("is there anything to pay on top of the funded hours", ["£7.50 per funded day", "£7.50 per day"]),
    ("how long does my son need to stay off after a tummy bug", ["48 hours after the last episode"]),
    ("at what temperature will you ring me to pick her up", ["38°C"]),
    ("what do i need to pack in my daughters bag", ["two full changes of clothes"]),
    ("my mum is picking up tomorrow instead of me, what do i need to do", ["collection password"]),
    ("how much notice do i have to give to leave", ["two calendar months"]),
    ("whats the charge if im late picking up", ["£15 for every 15 minutes"]),
    ("do you do a sibling discount", ["10% off the older"]),
    ("can we get money off the fees when we go on holiday", ["half fees"]),
    ("when can he come back after chickenpox", ["crusted over"]),
    ("how much does 3 full days a week cost per month for a 2 year old", ["974.1"]),
    ("what was your last ofsted rating", None),
    ("do you cater for vegan children", None),
    ("are all the staff paediatric first aid trained?", None),
]
