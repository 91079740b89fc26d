"""Library: domestic electrician's itemised quotation with terms and conditions (PDF)."""

PROVENANCE = (
    "Imitates a small UK electrical contractor's written quotation for rewiring work "
    "in a house, with an itemised price table and standard terms on page 2; all content invented"
)

_ITEMS = [
    (
        "1",
        "Replace consumer unit with 10-way RCBO board, incl. surge protection",
        "1",
        "£620.00",
        "£620.00",
    ),
    (
        "2",
        "Supply and fit additional double sockets (chased in, flush boxes)",
        "6",
        "£85.00",
        "£510.00",
    ),
    (
        "3",
        "Kitchen LED downlights, fire-rated, warm white, on dimmer",
        "8",
        "£45.00",
        "£360.00",
    ),
    (
        "4",
        "Outdoor IP66 double socket on rear wall, RCD protected",
        "1",
        "£140.00",
        "£140.00",
    ),
    ("5", "Move cooker switch and add 45A cooker circuit", "1", "£165.00", "£165.00"),
    (
        "6",
        "Electrical Installation Condition Report (whole house)",
        "1",
        "£180.00",
        "£180.00",
    ),
    (
        "7",
        "Making good: filling chases and plaster repairs (not decoration)",
        "1",
        "£95.00",
        "£95.00",
    ),
    (
        "8",
        "Removal and disposal of old consumer unit and waste cable",
        "1",
        "£40.00",
        "£40.00",
    ),
]

_TOTALS = [
    ("Subtotal (excl. VAT)", "£2,110.00"),
    ("VAT @ 20%", "£422.00"),
    ("TOTAL (incl. VAT)", "£2,532.00"),
    ("Deposit required (25%)", "£633.00"),
]

_TERMS = [
    (
        "1. Acceptance and deposit",
        (
            "To accept this quotation, please sign and return the acceptance slip on page 3 or reply by "
            "email. A deposit of 25% (£633.00) is payable on acceptance. We will not order materials or "
            "book your start date until the deposit has been received."
        ),
    ),
    (
        "2. Start date and duration",
        (
            "Subject to receipt of the deposit, work is provisionally booked to start on Monday 9 June 2025. "
            "We estimate the work will take 3 working days. We will let you know as early as possible if the "
            "start date has to change because of illness, bad weather or delays from suppliers."
        ),
    ),
    (
        "3. Price and validity",
        (
            "This quotation is valid for 60 days from the date shown above. Prices are fixed for the work "
            "described. Any extra work found to be necessary once walls or floors are opened up (for example "
            "damaged or unsafe existing wiring) will be discussed with you and priced in writing before it is "
            "carried out."
        ),
    ),
    (
        "4. Exclusions",
        (
            "Painting and decorating are not included in this quotation. We will fill and make good chases "
            "to a smooth plaster finish ready for decoration. Lifting and refitting of fitted carpets, "
            "laminate or tiled floors is also excluded unless listed in the table."
        ),
    ),
    (
        "5. Payment of balance",
        (
            "The balance is due within 7 days of completion. We will email our final invoice on the last "
            "day of the work. Late payment may incur interest at 4% above the Bank of England base rate."
        ),
    ),
    (
        "6. Certificates and Building Regulations",
        (
            "On completion we will issue an Electrical Installation Certificate for the new work, and the "
            "Electrical Installation Condition Report, within 5 working days. As registered members of a "
            "competent person scheme we will notify the work to your local authority; you will receive a "
            "Building Regulations compliance certificate by post, normally within 30 days."
        ),
    ),
    (
        "7. Guarantee",
        (
            "All workmanship is guaranteed for 24 months from the date of completion. Materials and "
            "appliances we supply are covered by the manufacturer's warranty (the consumer unit carries a "
            "5-year manufacturer's warranty). The guarantee does not cover faults caused by misuse, "
            "alterations by others, or appliances plugged into the installation."
        ),
    ),
    (
        "8. Your right to cancel",
        (
            "As this contract is agreed away from our business premises, you have the right to cancel "
            "within 14 days of accepting this quotation without giving any reason, and your deposit will "
            "be refunded in full. If you ask us to start work within the 14-day period, you will pay for "
            "any work carried out up to the point you cancel."
        ),
    ),
    (
        "9. Cancellation or postponement by you",
        (
            "After the 14-day cancellation period, if you cancel or postpone the work less than 48 hours "
            "before the agreed start date, a cancellation fee of £150 will be deducted from your deposit. "
            "Materials ordered specially for your job (such as the consumer unit) will be charged at cost "
            "if they cannot be returned to the supplier."
        ),
    ),
    (
        "10. Access and site conditions",
        (
            "Please make sure we have clear access to the work areas, including the loft and the area "
            "around the meter. We will use dust sheets and clean up at the end of each day. We may need to "
            "lift a small number of floorboards, which will be re-fixed with screws."
        ),
    ),
]


def _pdf():
    from fpdf import FPDF

    class QuotePDF(FPDF):
        def footer(self):
            self.set_y(-14)
            self.set_font("Helvetica", "", 7.5)
            self.set_text_color(100, 100, 100)
            self.cell(
                0,
                4,
                "Brightwire Electrical Services Ltd | Registered in England No. 11498270 | VAT Reg. GB 384 2291 07",
                align="C",
                new_x="LMARGIN",
                new_y="NEXT",
            )
            self.cell(0, 4, f"Page {self.page_no()} of {{nb}}", align="C")
            self.set_text_color(0, 0, 0)

    pdf = QuotePDF(format="A4")
    pdf.set_margins(18, 15, 18)
    pdf.set_auto_page_break(True, margin=22)
    pdf.add_page()
    w = pdf.w - pdf.l_margin - pdf.r_margin

    # Letterhead
    pdf.set_font("Helvetica", "B", 20)
    pdf.set_text_color(20, 70, 140)
    pdf.cell(w * 0.6, 9, "BRIGHTWIRE ELECTRICAL")
    pdf.set_font("Helvetica", "B", 16)
    pdf.set_text_color(0, 0, 0)
    pdf.cell(w * 0.4, 9, "QUOTATION", align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 9)
    pdf.cell(w * 0.6, 4.5, "Unit 7, Forge Way Trade Park, Kettlebridge KB2 5LN")
    pdf.cell(w * 0.4, 4.5, "Quote no: BW-Q-2417", align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.cell(w * 0.6, 4.5, "Tel: 01632 960 771 | office@brightwire-electrical.co.uk")
    pdf.cell(w * 0.4, 4.5, "Date: 6 May 2025", align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.cell(w * 0.6, 4.5, "Domestic & light commercial electrical contractors")
    pdf.cell(
        w * 0.4,
        4.5,
        "Surveyed by: Gareth Pryce",
        align="R",
        new_x="LMARGIN",
        new_y="NEXT",
    )
    pdf.ln(6)

    pdf.set_font("Helvetica", "B", 10)
    pdf.cell(0, 5, "Prepared for:", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 10)
    for line in ["Mr Daniel Okafor", "14 Larch Close", "Kettlebridge", "KB4 9TW"]:
        pdf.cell(0, 5, line, new_x="LMARGIN", new_y="NEXT")
    pdf.ln(4)

    pdf.set_font("Helvetica", "B", 11)
    pdf.cell(
        0,
        6,
        "Re: Kitchen and consumer unit upgrade, 14 Larch Close",
        new_x="LMARGIN",
        new_y="NEXT",
    )
    pdf.set_font("Helvetica", "", 10)
    pdf.multi_cell(
        w,
        5,
        "Dear Mr Okafor, thank you for inviting us to survey your property on 29 April 2025. Further to our "
        "visit, we are pleased to quote as follows for the electrical work discussed. All work will be "
        "carried out to BS 7671 (current edition) by qualified and registered electricians.",
        new_x="LMARGIN",
        new_y="NEXT",
    )
    pdf.ln(4)

    # Itemised table
    widths = [10, w - 10 - 14 - 26 - 26, 14, 26, 26]
    heads = ["Item", "Description", "Qty", "Unit price", "Line total"]
    pdf.set_font("Helvetica", "B", 9)
    pdf.set_fill_color(225, 232, 245)
    for j, h in enumerate(heads):
        last = j == len(heads) - 1
        pdf.cell(
            widths[j],
            7,
            h,
            border=1,
            fill=True,
            align="R" if j >= 2 else "L",
            new_x="LMARGIN" if last else "RIGHT",
            new_y="NEXT" if last else "TOP",
        )
    pdf.set_font("Helvetica", "", 8.5)
    for row in _ITEMS:
        for j, val in enumerate(row):
            last = j == len(row) - 1
            pdf.cell(
                widths[j],
                7,
                val,
                border=1,
                align="R" if j >= 2 else "L",
                new_x="LMARGIN" if last else "RIGHT",
                new_y="NEXT" if last else "TOP",
            )
    for label, val in _TOTALS:
        bold = label.startswith("TOTAL")
        pdf.set_font("Helvetica", "B" if bold else "", 9)
        pdf.cell(sum(widths[:4]), 7, label, border=1, align="R")
        pdf.cell(widths[4], 7, val, border=1, align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(5)

    pdf.set_font("Helvetica", "", 10)
    pdf.multi_cell(
        w,
        5,
        "This quotation is subject to our terms and conditions overleaf. Please read them carefully, "
        "in particular the sections on your right to cancel and on what is not included.",
        new_x="LMARGIN",
        new_y="NEXT",
    )
    pdf.ln(3)
    pdf.multi_cell(
        w,
        5,
        "Kind regards,\nGareth Pryce\nDirector, Brightwire Electrical Services Ltd",
        new_x="LMARGIN",
        new_y="NEXT",
    )

    # Terms page
    pdf.add_page()
    pdf.set_font("Helvetica", "B", 13)
    pdf.cell(0, 8, "Terms and Conditions of Quotation", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(1)
    for title, text in _TERMS:
        pdf.set_font("Helvetica", "B", 9.5)
        pdf.cell(0, 5.5, title, new_x="LMARGIN", new_y="NEXT")
        pdf.set_font("Helvetica", "", 9)
        pdf.multi_cell(w, 4.5, text, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(2)

    # Acceptance slip
    pdf.add_page()
    pdf.set_font("Helvetica", "B", 12)
    pdf.cell(0, 8, "Acceptance of Quotation BW-Q-2417", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 10)
    pdf.multi_cell(
        w,
        5,
        "I accept the quotation above and the terms and conditions, and I agree to pay the deposit shown.",
        new_x="LMARGIN",
        new_y="NEXT",
    )
    pdf.ln(4)
    for label in ["Name:", "Signature:", "Date:", "Preferred contact number:"]:
        pdf.cell(50, 10, label)
        pdf.cell(w - 50, 10, "", border="B", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(4)
    pdf.set_font("Helvetica", "I", 8)
    pdf.multi_cell(
        w,
        4,
        "[ ] Tick here if you would like us to start work within the 14-day cancellation period. "
        "Cancellation form available on request.",
        new_x="LMARGIN",
        new_y="NEXT",
    )
    return bytes(pdf.output())


def files() -> dict[str, bytes]:
    return {"Brightwire_Quotation_BW-Q-2417_Okafor.pdf": _pdf()}


EXPECT = [
    ("whats the total price including vat", ["£2,532.00"]),
    ("how much VAT is on the quote?", ["£422.00"]),
    ("how much deposit do i need to pay", ["£633.00"]),
    ("when can they start the job", ["Monday 9 June 2025"]),
    ("how long will the work take", ["3 working days"]),
    ("how much for the extra sockets", ["£510.00"]),
    ("what's the price of the new consumer unit", ["£620.00"]),
    ("How much is the outdoor socket?", ["£140.00"]),
    ("how long is the guarantee on the work", ["guaranteed for 24 months"]),
    (
        "will I get an electrical certificate when its done?",
        ["Electrical Installation Certificate"],
    ),
    ("how long is the quote valid for", ["60 days"]),
    (
        "does the price include painting after?",
        ["Painting and decorating are not included"],
    ),
    ("when do I have to pay the rest", ["within 7 days of completion"]),
    ("can i cancel after accepting the quote", ["within 14 days of accepting"]),
    ("what if i cancel the day before they're due to start", ["£150"]),
    ("can i pay by credit card?", None),
    ("are they insured / how much public liability cover do they have", None),
    ("will my electricity be off the whole time they're working", None),
]
