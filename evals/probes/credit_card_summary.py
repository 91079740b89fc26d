"""Library: a credit card's pre-contract summary box and key terms (PDF)."""

PROVENANCE = (
    "Imitates a UK bank's credit card 'Summary Box' and pre-contract credit "
    "information leaflet; all content, names and figures invented"
)

SUMMARY_ROWS = [
    (
        "Representative example",
        (
            "The standard interest rate on purchases is 22.42% p.a. (variable). "
            "If you are given a credit limit of £1,200 the representative rate is "
            "24.9% APR (variable)."
        ),
    ),
    ("Annual percentage rate (APR)", "24.9% APR (variable)"),
    (
        "Interest rates",
        (
            "Purchases: 22.42% p.a. (variable)\n"
            "Balance transfers: 0% p.a. for 18 months from the date your account "
            "is opened, on balances transferred within 90 days of account opening. "
            "After that, the standard balance transfer rate of 22.42% p.a. "
            "(variable) applies.\n"
            "Cash advances: 27.94% p.a. (variable)"
        ),
    ),
    (
        "Interest free period",
        (
            "Maximum of 56 days on purchases if you pay your balance in full and "
            "on time every month. There is no interest-free period for balance "
            "transfers or cash advances."
        ),
    ),
    (
        "Interest charging information",
        (
            "We charge interest on purchases from the date the transaction is "
            "added to your account, unless you qualify for the interest free "
            "period. Interest on cash advances is charged from the date of the "
            "transaction until it is repaid in full, even if you pay your balance "
            "in full."
        ),
    ),
    (
        "Allocation of payments",
        (
            "We will use your payment to pay off your balance in the following "
            "order: interest and fees shown on your statement first, then "
            "balances shown on your statement charged at the highest interest "
            "rate, and then balances not yet shown on a statement."
        ),
    ),
    (
        "Minimum repayment",
        (
            "Each month you must pay at least the greater of: £25; or 1% of your "
            "balance plus interest and any default fees shown on that statement. "
            "If your balance is less than £25, you must pay it in full."
        ),
    ),
    (
        "Amount of credit",
        (
            "Credit limit: between £500 and £8,000. We will tell you your credit "
            "limit before you enter into the agreement.\n"
            "Cash limit: up to 50% of your credit limit, with a daily maximum "
            "of £300."
        ),
    ),
    (
        "Fees",
        (
            "Annual fee: None - there is no annual fee for this card.\n"
            "Balance transfer fee: 3.49% of each amount transferred (minimum £5)\n"
            "Cash advance fee: 3% (minimum £3) of each cash advance\n"
            "Non-sterling transaction fee: 2.99% of the sterling value of each "
            "transaction made in a foreign currency\n"
            "Copy statement fee: None"
        ),
    ),
    (
        "Charges for default",
        (
            "Late payment fee: £12\n"
            "Over-limit fee: £9 (only if you have opted in to over-limit "
            "transactions)\n"
            "Returned payment fee: £15"
        ),
    ),
]

KEY_TERMS = [
    (
        "1. Your right to withdraw",
        (
            "You have 14 days from the day after you receive your card or a copy "
            "of your signed agreement (whichever is later) to withdraw from the "
            "agreement without giving any reason. To withdraw, call us or write "
            "to us at the address below. If you withdraw you must repay any "
            "amount you have borrowed, plus interest, within 30 calendar days of "
            "telling us."
        ),
    ),
    (
        "2. Changes to interest rates and fees",
        (
            "The interest rates on this card are variable. We may change them "
            "for the reasons set out in Condition 11 of your agreement, for "
            "example a change in the Bank of England base rate or in our costs. "
            "We will give you at least 60 days' notice before we increase your "
            "interest rates, and you may close your account within that period "
            "and repay the balance at the old rate."
        ),
    ),
    (
        "3. Missing payments",
        (
            "If you do not make at least the minimum repayment by the payment "
            "due date, we will charge a late payment fee and we may withdraw any "
            "promotional rate on your account, including the 0% balance transfer "
            "rate. Missing payments could make it more difficult to obtain "
            "credit in the future, and we will report missed payments to credit "
            "reference agencies."
        ),
    ),
    (
        "4. Statements",
        (
            "We will send you a statement every month if there has been any "
            "activity on your account or if there is a balance outstanding. Your "
            "payment due date will be at least 25 days after your statement date."
        ),
    ),
    (
        "5. Paying only the minimum",
        (
            "If you make only the minimum repayment each month it will take you "
            "longer and cost you more to clear your balance. For example, a "
            "balance of £1,200 at the standard purchase rate would take more than "
            "11 years to repay if you paid only the minimum each month."
        ),
    ),
    (
        "6. Complaints",
        (
            "If you are unhappy with our service, please contact us first. If we "
            "cannot resolve your complaint within 8 weeks you may be able to "
            "refer it to the Financial Ombudsman Service, Exchange Tower, London "
            "E14 9SR."
        ),
    ),
]


def _build_pdf() -> bytes:
    from fpdf import FPDF

    pdf = FPDF(format="A4")
    pdf.set_auto_page_break(True, margin=18)
    pdf.set_margins(18, 16, 18)
    pdf.add_page()

    pdf.set_font("Helvetica", "B", 15)
    pdf.cell(0, 8, "Harbourline Bank plc", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 11)
    pdf.cell(
        0,
        6,
        "Meridian Classic Credit Card - Summary Box",
        new_x="LMARGIN",
        new_y="NEXT",
    )
    pdf.set_font("Helvetica", "I", 8)
    pdf.multi_cell(
        0,
        4,
        "This summary box is correct as at 1 February 2025. It gives you the "
        "key features of the Meridian Classic Credit Card. Please read it "
        "together with the Pre-Contract Credit Information and your credit "
        "card agreement.",
        new_x="LMARGIN",
        new_y="NEXT",
    )
    pdf.ln(3)

    label_w = 48
    text_w = pdf.w - pdf.l_margin - pdf.r_margin - label_w
    line_h = 5
    for label, text in SUMMARY_ROWS:
        pdf.set_font("Helvetica", "", 9)
        lines = pdf.multi_cell(text_w - 2, line_h, text, dry_run=True, output="LINES")
        pdf.set_font("Helvetica", "B", 9)
        label_lines = pdf.multi_cell(label_w - 2, line_h, label, dry_run=True, output="LINES")
        height = line_h * max(len(lines), len(label_lines)) + 2
        if pdf.get_y() + height > pdf.h - pdf.b_margin:
            pdf.add_page()
        x, y = pdf.get_x(), pdf.get_y()
        pdf.rect(x, y, label_w, height)
        pdf.rect(x + label_w, y, text_w, height)
        pdf.set_xy(x + 1, y + 1)
        pdf.set_font("Helvetica", "B", 9)
        pdf.multi_cell(label_w - 2, line_h, label)
        pdf.set_xy(x + label_w + 1, y + 1)
        pdf.set_font("Helvetica", "", 9)
        pdf.multi_cell(text_w - 2, line_h, text)
        pdf.set_xy(x, y + height)

    pdf.ln(3)
    pdf.set_font("Helvetica", "I", 7)
    pdf.multi_cell(
        0,
        3.5,
        "p.a. = per annum. APR = annual percentage rate. All rates are "
        "variable. Credit is subject to status and available to UK residents "
        "only. Harbourline Bank plc is authorised by the Prudential "
        "Regulation Authority and regulated by the Financial Conduct "
        "Authority and the Prudential Regulation Authority (Firm Reference "
        "Number 700123).",
        new_x="LMARGIN",
        new_y="NEXT",
    )

    pdf.add_page()
    pdf.set_font("Helvetica", "B", 13)
    pdf.cell(
        0,
        8,
        "Important information about your agreement",
        new_x="LMARGIN",
        new_y="NEXT",
    )
    pdf.ln(1)
    for heading, body in KEY_TERMS:
        pdf.set_font("Helvetica", "B", 10)
        pdf.cell(0, 6, heading, new_x="LMARGIN", new_y="NEXT")
        pdf.set_font("Helvetica", "", 9.5)
        pdf.multi_cell(0, 5, body, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(2)

    pdf.set_font("Helvetica", "B", 10)
    pdf.cell(0, 6, "Contact us", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 9.5)
    pdf.multi_cell(
        0,
        5,
        "Card Services, Harbourline Bank plc, PO Box 4471, Northampton NN4 7XL\n"
        "Phone: 0345 600 7281 (Monday to Saturday, 8am to 8pm)\n"
        "Lost or stolen cards: 0345 600 7299 (24 hours)",
        new_x="LMARGIN",
        new_y="NEXT",
    )
    pdf.ln(4)
    pdf.set_font("Helvetica", "I", 7)
    pdf.multi_cell(
        0,
        3.5,
        "Ref: MCC-SB-0225. Calls may be recorded for training and security "
        "purposes. This document is available in large print, Braille and "
        "audio on request.",
        new_x="LMARGIN",
        new_y="NEXT",
    )
    return bytes(pdf.output())


def files() -> dict[str, bytes]:
    return {"Meridian_Classic_Summary_Box.pdf": _build_pdf()}


EXPECT = [
    ("whats the APR on this card", ["24.9% APR"]),
    ("how much interest do they charge on cash withdrawals?", ["27.94%"]),
    ("how long does the 0% balance transfer deal last", ["18 months"]),
    ("Is there a fee for balance transfers?", ["3.49%"]),
    ("how many interest free days do i get on purchases", ["56 days"]),
    (
        "what is the minimum payment each month",
        ["greater of: £25", "1% of your balance"],
    ),
    ("how much is the late payment fee", ["Late payment fee: £12"]),
    ("is there an annual fee?", ["no annual fee"]),
    ("whats the max credit limit they give", ["£8,000"]),
    ("do i pay a fee if I use the card abroad", ["2.99%"]),
    ("can I change my mind after signing up?", ["14 days"]),
    ("how much notice before they put the interest rate up", ["60 days"]),
    ("what does it cost to take cash out on the card", ["3% (minimum £3)"]),
    (
        "how long have i got to move my balance over to get the 0%",
        ["within 90 days"],
    ),
    (
        "if I miss a payment do I lose the 0% rate",
        ["withdraw any promotional rate"],
    ),
    ("how much does it cost to add a second cardholder", None),
    ("what credit score do i need to be accepted", None),
    ("does the card come with travel insurance", None),
]
