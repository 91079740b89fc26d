PROVENANCE = (
    "Imitates a UK building society's binding mortgage offer letter with an attached "
    "European Standardised Information Sheet style illustration (fixed rate, ERCs, fees, "
    "overpayments, special conditions); all content invented"
)


def _pdf_bytes():
    from fpdf import FPDF

    pdf = FPDF(format="A4")
    pdf.set_auto_page_break(auto=True, margin=18)
    pdf.set_margins(18, 16, 18)

    def heading(txt, size=12):
        pdf.ln(2)
        pdf.set_font("helvetica", "B", size)
        pdf.multi_cell(0, 6, txt, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(1)

    def para(txt, size=9.5):
        pdf.set_font("helvetica", "", size)
        pdf.multi_cell(0, 4.8, txt, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(1.5)

    def table(widths, rows, header=True):
        for i, row in enumerate(rows):
            pdf.set_font("helvetica", "B" if (header and i == 0) else "", 9)
            for w, cell in zip(widths, row):
                pdf.cell(w, 6, cell, border=1)
            pdf.ln(6)
        pdf.ln(2)

    # ---- page 1: offer letter ----
    pdf.add_page()
    pdf.set_font("helvetica", "B", 15)
    pdf.cell(0, 8, "Harrowgate & District Building Society", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("helvetica", "", 8.5)
    pdf.cell(
        0,
        4.5,
        "Principal Office: 12 Priory Walk, Harrowgate, HG7 2LN  |  Mortgage Services 0345 600 4172",
        new_x="LMARGIN",
        new_y="NEXT",
    )
    pdf.ln(4)
    para("Mr Daniel Okafor and Ms Rachel Whitby\n41 Larch Avenue\nKnaresford\nKN4 9TB")
    para(
        "Date of offer: 16 May 2025\nMortgage account number: 7004-118-263\nBroker: Pennant Mortgage Solutions Ltd (introducer ref PMS-55821)"
    )
    heading("Your mortgage offer", 13)
    para("Dear Mr Okafor and Ms Whitby,")
    para(
        "We are pleased to offer you a mortgage on the terms set out in this letter and in the enclosed "
        "Illustration. This offer is made on the basis of the information you gave us in your application "
        "and the valuation report on the property. Please read everything carefully, together with our "
        "Mortgage Conditions 2024 edition, and speak to your conveyancer or adviser if anything is unclear."
    )
    para(
        "Property to be mortgaged: 17 Cobble Hill Road, Knaresford, KN4 6QR (freehold, three-bedroom "
        "semi-detached house).\nPurchase price: £310,000.  Valuation: £310,000."
    )
    para(
        "Amount of loan: £248,000 plus the product fee of £999, which you asked us to add to the loan, "
        "giving a total loan of £248,999. The mortgage term is 30 years and it is on a capital and "
        "interest (repayment) basis. The loan to value at completion is 80%."
    )
    para(
        "This offer is valid until 15 November 2025. If your purchase has not completed by that date the "
        "offer will lapse and you will need to apply again; we may be able to extend it once, by up to "
        "one month, if you ask your conveyancer to contact us before the expiry date."
    )

    heading("Special conditions")
    para(
        "1. Before completion you must arrange buildings insurance cover for the property for its full "
        "reinstatement value, which the valuer has assessed at £265,000. The policy must start no later "
        "than the day of completion."
    )
    para(
        "2. The valuer noted a defective section of guttering at the rear elevation. You must have this "
        "repaired within 3 months of completion. We do not hold back any part of the loan for this work."
    )
    para(
        "3. The deposit of £62,000 must come from your own savings, as stated in your application, and "
        "not from any further borrowing."
    )
    para(
        "4. Nobody other than the borrowers named above may live in the property aged 17 or over unless "
        "they have signed our occupier's consent form."
    )
    para("Yours sincerely,\n\nPriya Lomax\nMortgage Underwriting Manager")

    # ---- page 2: illustration ----
    pdf.add_page()
    heading("Mortgage Illustration (Key facts)", 14)
    para(
        "This illustration is based on the interest rate and fees that apply on 16 May 2025 and on the "
        "assumption that completion takes place on 30 May 2025."
    )

    heading("1. Description of your product")
    para(
        "Product: 5 Year Fixed Rate 80% LTV Purchase (product code HF5-80P).\n"
        "Your interest rate is fixed at 4.29% until 31 July 2030. After that it changes to our Standard "
        "Variable Rate, which is currently 7.49%, for the rest of the term. Our Standard Variable Rate is "
        "not linked to the Bank of England base rate and can go up or down."
    )
    para(
        "The overall cost for comparison (APRC) is 6.3%. The APRC takes into account the initial "
        "fixed rate, the reversion rate and the fees shown in section 4."
    )

    heading("2. Your monthly payments")
    table(
        [70, 45, 59],
        [
            ["Period", "Number of payments", "Monthly payment"],
            ["Fixed rate at 4.29%", "62", "£1,230.76"],
            ["Standard Variable Rate at 7.49%", "298", "£1,668.09"],
        ],
    )
    para(
        "Your first payment will be collected on 1 July 2025 by Direct Debit. It will be higher than "
        "the normal monthly payment because it includes interest from the completion date to the end "
        "of June 2025. You may choose a collection day between the 1st and the 28th of each month."
    )
    para(
        "Total amount you must repay: £573,567.04. This figure assumes the Standard Variable Rate "
        "stays at 7.49% for the rest of the term after the fixed rate ends, and includes the fees "
        "listed below. Interest rates may change, so the real amount may be different."
    )

    heading("3. What if interest rates go up?")
    para(
        "Your payments will not change during the fixed rate period. When the fixed rate ends, if our "
        "Standard Variable Rate were 1% higher than it is today, your monthly payment could increase to "
        "£1,817.40."
    )

    heading("4. Fees")
    table(
        [78, 34, 62],
        [
            ["Fee", "Amount", "When payable"],
            ["Product fee (added to loan)", "£999", "On completion"],
            ["Valuation fee", "£0", "Free standard valuation"],
            ["Funds transfer (CHAPS) fee", "£25", "On completion"],
            ["Mortgage exit fee", "£145", "When the mortgage is repaid"],
            ["Further advance application fee", "£95", "If you borrow more"],
            ["Missed payment administration fee", "£35", "Per missed payment"],
        ],
    )
    para(
        "If you decide not to go ahead, the product fee will not be charged because it has not yet been "
        "added to the loan. No fees are payable to your broker by you; we pay Pennant Mortgage Solutions "
        "Ltd a procuration fee, which does not affect the price of your mortgage."
    )

    heading("5. Early repayment charges")
    para(
        "If you repay all or part of the loan above your overpayment allowance before 31 July 2030 you "
        "will pay an early repayment charge (ERC) on the amount repaid, as follows:"
    )
    table(
        [52, 62, 60],
        [
            ["Period", "ERC on amount repaid", "Maximum ERC (full repayment)"],
            ["Year 1 (to 31 July 2026)", "5% of the amount repaid", "£12,400"],
            ["Year 2 (to 31 July 2027)", "4% of the amount repaid", "£9,920"],
            ["Year 3 (to 31 July 2028)", "3% of the amount repaid", "£7,440"],
            ["Year 4 (to 31 July 2029)", "2% of the amount repaid", "£4,960"],
            ["Year 5 (to 31 July 2030)", "1% of the amount repaid", "£2,480"],
        ],
    )
    para(
        "The maximum amounts shown assume the full loan of £248,000 (excluding the added fee) is repaid. "
        "No early repayment charge is payable after 31 July 2030."
    )

    heading("6. Overpayments")
    para(
        "You can overpay up to 10% of the outstanding balance each year (measured from 1 January to "
        "31 December) without paying an early repayment charge. Any unused allowance cannot be carried "
        "over to the next year. Overpayments above the allowance during the fixed rate period will be "
        "subject to the ERC shown in section 5. Regular overpayments reduce your term unless you ask us "
        "to reduce your monthly payment instead."
    )

    heading("7. Moving home and other features")
    para(
        "This product is portable. If you move home before 31 July 2030 you may be able to transfer the "
        "fixed rate to a new property without paying the ERC, provided the new mortgage completes at "
        "the same time as the sale and you meet our lending criteria at the time. Any extra borrowing "
        "will be on a product available at that time."
    )
    para(
        "Payment holidays and a change to interest-only are not features of this product and would "
        "need a separate application that we would assess under our lending policy."
    )

    heading("8. Risk warning")
    para(
        "Your home may be repossessed if you do not keep up repayments on your mortgage. "
        "Think carefully before securing other debts against your home."
    )

    buf = pdf.output()
    return bytes(buf)


def files() -> dict:
    return {"harrowgate_mortgage_offer_7004-118-263.pdf": _pdf_bytes()}


EXPECT = [
    ("whats my interest rate on the fixed bit", ["4.29%"]),
    ("when does my fixed rate end?", ["until 31 July 2030"]),
    ("what rate will I go onto once the fix finishes", ["7.49%"]),
    ("how much is the monthly payment during the fixed period", ["£1,230.76", "1,230.76"]),
    ("if we pay the whole mortgage off in year 3 what's the max early repayment charge", ["£7,440"]),
    ("ERC percentage in year 2?", ["4% of the amount repaid"]),
    ("how much can I overpay each year without a penalty", ["10% of the outstanding balance"]),
    ("is there a fee when I finally close the mortgage", ["£145"]),
    ("what's the APRC", ["6.3%"]),
    ("when does this offer expire", ["15 November 2025"]),
    ("total amount repayable over the term?", ["£573,567.04"]),
    ("how much buildings insurance cover do we need", ["£265,000"]),
    ("can we take the fixed rate with us if we move house", ["portable"]),
    ("what's the monthly payment after the fixed rate ends", ["£1,668.09"]),
    ("how much stamp duty will we pay on the purchase", None),
    ("do we get any cashback on completion with this deal?", None),
    ("how much procuration fee are you paying our broker?", None),
]
