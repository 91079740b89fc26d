"""Broadband contract summary (PDF) for a home fibre package."""

PROVENANCE = (
    "Imitates a UK home broadband provider's pre-contract 'Contract Summary' PDF "
    "(Ofcom-style one-pager); provider, package, prices and all content invented"
)


def _pdf() -> bytes:
    from fpdf import FPDF

    pdf = FPDF(format="A4")
    pdf.set_auto_page_break(True, margin=15)
    pdf.add_page()
    pdf.set_font("helvetica", "B", 16)
    pdf.cell(0, 10, "Harbourline Fibre - Contract Summary", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("helvetica", "", 9)
    pdf.multi_cell(
        0,
        5,
        "Harbourline Fibre Ltd, Unit 7 Quayside Business Park, Portlen PL4 9XD. "
        "Customer reference: HF-2291734. Date issued: 3 March 2025. This summary sets out "
        "the main elements of your contract as required by regulation. Please read it "
        "together with our full Terms and Conditions.",
        new_x="LMARGIN",
        new_y="NEXT",
    )
    pdf.ln(3)

    def heading(t):
        pdf.ln(2)
        pdf.set_font("helvetica", "B", 12)
        pdf.cell(0, 8, t, new_x="LMARGIN", new_y="NEXT")
        pdf.set_font("helvetica", "", 10)

    def para(t):
        pdf.multi_cell(0, 5.5, t, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(1)

    def table(rows, widths):
        pdf.set_font("helvetica", "", 9.5)
        with pdf.table(col_widths=widths, text_align="LEFT") as tb:
            for r in rows:
                row = tb.row()
                for c in r:
                    row.cell(c)
        pdf.set_font("helvetica", "", 10)
        pdf.ln(2)

    heading("1. Your package")
    para(
        "Package name: Fibre 500 Essential (full fibre, fibre to the premises). Includes a "
        "Harbourline Hub 3 wireless router. No landline phone service is included unless you "
        "add the Anytime Calls add-on."
    )

    heading("2. Speeds")
    para(
        "The speeds below are for a wired connection to your router. Wi-Fi speeds will be lower "
        "and can vary with the layout of your home and the number of devices connected."
    )
    table(
        [
            ("Speed measure", "Download", "Upload"),
            ("Average peak-time speed (8pm-10pm)", "500 Mbps", "74 Mbps"),
            ("Minimum guaranteed speed", "350 Mbps", "50 Mbps"),
            ("Estimated range on your line", "420 - 520 Mbps", "60 - 80 Mbps"),
        ],
        (70, 55, 55),
    )
    para(
        "If your download speed falls below the minimum guaranteed speed of 350 Mbps, tell us "
        "and we will try to fix it within 30 calendar days. If we cannot, you may leave your "
        "contract without paying any early termination charge."
    )

    heading("3. Price")
    para(
        "Your monthly price is £32.50 a month for Fibre 500 Essential. The Anytime Calls add-on, "
        "if you choose it, costs £8.00 a month."
    )
    para(
        "Annual price rise: on 1 April each year your monthly broadband price will go up by "
        "£3.00 a month. The Anytime Calls add-on goes up by £1.00 a month on the same date. "
        "These are fixed pound amounts and do not depend on the rate of inflation."
    )
    para(
        "One-off charges: a setup fee of £29.99 is added to your first bill. Standard engineer "
        "installation is included at no extra cost. If you ask us to move the router or your "
        "fibre socket after installation, a home visit charge of £65.00 applies."
    )
    para(
        "After your minimum term ends, your package will move to our standard out-of-contract "
        "price of £45.00 a month unless you sign up to a new contract."
    )

    heading("4. Contract length and cancelling")
    para("Minimum contract period: 24 months from the date your service goes live.")
    para(
        "Cooling-off: you can cancel within 14 days of your service going live without paying "
        "any charge, apart from the cost of any service you have already used."
    )
    para(
        "Early termination charges: if you end your contract before the minimum period is over, "
        "you will pay your current monthly price for each remaining month, less 4% (because you "
        "no longer use the service). For example, if you leave with 12 months remaining on a "
        "monthly price of £32.50, the charge is £374.40. If you leave with 6 months remaining, the charge "
        "is £187.20."
    )

    heading("5. Equipment")
    para(
        "Your Harbourline Hub 3 router remains our property. If you leave, you must return the "
        "router within 30 days of your service ending, using the prepaid returns bag we send "
        "you. If the router is not returned, or is returned damaged, we will charge a router "
        "non-return fee of £60.00. Wi-Fi boosters (Harbourline Booster discs), if rented, must "
        "be returned in the same way; the non-return fee is £35.00 per disc."
    )

    heading("6. Compensation")
    para("We follow the automatic compensation scheme for residential landline and broadband customers.")
    table(
        [
            ("What went wrong", "What you get"),
            (
                "Loss of service not repaired after 2 full working days",
                "£9.76 for each calendar day the service is not repaired",
            ),
            (
                "Engineer appointment missed or cancelled with less than 24 hours' notice",
                "£30.00 per missed appointment",
            ),
            ("New service not started on the agreed date", "£6.10 for each calendar day of delay"),
        ],
        (95, 85),
    )
    para("Compensation is paid as a credit on your next bill within 30 calendar days. You do not need to claim it.")

    heading("7. Complaints")
    para(
        "Contact us on 0330 912 4400 or at help@harbourline.example. If your complaint is not "
        "resolved within 8 weeks, you may refer it to the independent Communications "
        "Ombudsman free of charge."
    )
    return bytes(pdf.output())


def files() -> dict:
    return {"harbourline_contract_summary.pdf": _pdf()}


EXPECT = [
    ("whats the minimum guaranteed download speed on my package", ["350 Mbps"]),
    ("average upload speed?", ["74 Mbps"]),
    ("How much do I pay each month for Fibre 500 Essential?", ["£32.50 a month"]),
    ("how much will my broadband bill go up every april", ["£3.00 a month"]),
    ("is there a set up fee", ["£29.99"]),
    ("how long is the minimum contract?", ["24 months"]),
    ("If I cancel with 12 months left how much is the early termination charge?", ["£374.40"]),
    ("what happens if i dont send the router back", ["£60.00"]),
    ("How long have I got to return my router after leaving?", ["within 30 days"]),
    ("compensation if the engineer doesnt turn up", ["£30.00"]),
    ("How much compensation do I get per day if my broadband goes down and isn't fixed?", ["£9.76"]),
    ("what will I pay once my contract ends", ["£45.00"]),
    ("cooling off period?", ["14 days"]),
    ("Is there a monthly data usage limit on this package?", None),
    ("Can I keep my existing phone number if I switch to you?", None),
    ("Does the package come with a static IP address?", None),
]
