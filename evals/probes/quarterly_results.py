PROVENANCE = (
    "Imitates a US-listed industrial technology company's quarterly earnings press release "
    "(headline results, segment table, GAAP to non-GAAP reconciliation, outlook, dividend, "
    "buyback, CEO quote); company, people and all figures invented"
)


def _pdf_bytes():
    from fpdf import FPDF

    pdf = FPDF(format="Letter")
    pdf.set_auto_page_break(auto=True, margin=18)
    pdf.set_margins(20, 16, 20)

    def heading(txt, size=11.5):
        pdf.ln(1.5)
        pdf.set_font("helvetica", "B", size)
        pdf.multi_cell(0, 6, txt, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(0.5)

    def para(txt, size=9.5, style=""):
        pdf.set_font("helvetica", style, size)
        pdf.multi_cell(0, 4.8, txt, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(1.5)

    def bullet(txt):
        pdf.set_font("helvetica", "", 9.5)
        pdf.cell(5, 4.8, "-")
        pdf.multi_cell(0, 4.8, txt, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(0.8)

    def table(widths, rows, bold_rows=(0,)):
        for i, row in enumerate(rows):
            pdf.set_font("helvetica", "B" if i in bold_rows else "", 8.5)
            for j, (w, cell) in enumerate(zip(widths, row)):
                pdf.cell(w, 5.6, cell, border="B" if i == 0 else 0, align="L" if j == 0 else "R")
            pdf.ln(5.6)
        pdf.ln(2.5)

    pdf.add_page()
    pdf.set_font("helvetica", "B", 8.5)
    pdf.cell(0, 5, "PRESS RELEASE  |  FOR IMMEDIATE RELEASE", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(2)
    pdf.set_font("helvetica", "B", 15)
    pdf.multi_cell(
        0,
        7,
        "Meridale Instruments Reports Third Quarter Fiscal 2025 Results; Raises Full-Year Adjusted EPS Outlook",
        new_x="LMARGIN",
        new_y="NEXT",
    )
    pdf.ln(2)
    para(
        "CLEVELAND, Ohio, October 28, 2025 - Meridale Instruments, Inc. (NYSE: MRDL), a supplier of "
        "motion control, precision sensing and power conversion technology, today reported financial "
        "results for its third quarter of fiscal 2025, which ended September 27, 2025."
    )

    heading("Third quarter highlights")
    bullet(
        "Revenue of $1.284 billion, up 11% compared with $1.157 billion in the third quarter of fiscal "
        "2024; organic revenue growth of 8%."
    )
    bullet(
        "GAAP operating income of $212.4 million, compared with $171.9 million a year ago; GAAP "
        "operating margin of 16.5%."
    )
    bullet("Adjusted operating margin of 19.8%, up 110 basis points year over year.")
    bullet("GAAP diluted earnings per share (EPS) of $0.87, compared with $0.69 in the prior-year quarter.")
    bullet("Adjusted EPS of $1.12, compared with $0.94 in the prior-year quarter.")
    bullet("Operating cash flow of $221 million and free cash flow of $178 million.")
    bullet("Backlog at quarter end of $3.41 billion, up 6% from the end of fiscal 2024.")

    heading("CEO commentary")
    para(
        '"Our teams delivered another strong quarter, with double-digit growth in Medical Devices and '
        'continued margin expansion across the portfolio," said Jonathan Reyes-Halvorsen, President and '
        'Chief Executive Officer. "Demand for our surgical robotics drives and imaging sensors remains '
        "well ahead of last year, and the integration of Kestrel Power is on track. Given our "
        "performance year to date, we are raising our full-year adjusted EPS outlook while continuing to "
        'return cash to shareholders through dividends and share repurchases."'
    )

    heading("Segment results (third quarter, $ in millions)")
    table(
        [52, 28, 28, 22, 22, 24],
        [
            ["Segment", "Q3 FY2025", "Q3 FY2024", "Change", "Organic", "Op. margin"],
            ["Industrial Automation", "$542.7", "$501.3", "+8%", "+5%", "21.4%"],
            ["Medical Devices", "$418.9", "$352.6", "+19%", "+17%", "24.1%"],
            ["Energy Solutions", "$322.4", "$303.1", "+6%", "+2%", "14.7%"],
            ["Total Meridale", "$1,284.0", "$1,157.0", "+11%", "+8%", "19.8%"],
        ],
        bold_rows=(0, 4),
    )
    para(
        "Segment operating margin excludes corporate costs, amortization of acquired intangibles and "
        "restructuring charges. Energy Solutions includes Kestrel Power, acquired on March 3, 2025, "
        "which contributed $12.1 million of revenue in the quarter."
    )

    heading("Nine months year to date")
    para(
        "For the first nine months of fiscal 2025, revenue was $3.702 billion, up 9% compared with the "
        "same period last year. Year-to-date GAAP diluted EPS was $2.41 and adjusted EPS was $3.13."
    )

    heading("Capital allocation")
    para(
        "During the third quarter Meridale repurchased 1.2 million shares of common stock for $96 million. "
        "On October 27, 2025 the Board of Directors approved a new share repurchase authorization of "
        "$500 million, which is in addition to the $214 million remaining under the existing program."
    )
    para(
        "The Board also declared a quarterly cash dividend of $0.24 per share, an increase of 9% from the "
        "previous quarterly dividend of $0.22 per share. The dividend is payable on December 12, 2025 to "
        "shareholders of record at the close of business on November 21, 2025."
    )

    heading("Outlook")
    para(
        "For the fourth quarter of fiscal 2025, Meridale expects revenue in the range of $1.31 billion to "
        "$1.35 billion and adjusted EPS of $1.15 to $1.21."
    )
    para(
        "For the full fiscal year 2025, the company now expects adjusted EPS of $4.28 to $4.34, up from "
        "its previous outlook of $4.15 to $4.25, and organic revenue growth of 7% to 8%. The company "
        "expects full-year free cash flow of approximately $640 million. Meridale will provide its fiscal "
        "2026 outlook when it reports fourth quarter results in February 2026."
    )

    pdf.add_page()
    heading("Reconciliation of GAAP diluted EPS to adjusted EPS (unaudited)")
    table(
        [90, 40, 40],
        [
            ["", "Q3 FY2025", "Q3 FY2024"],
            ["GAAP diluted EPS", "$0.87", "$0.69"],
            ["Amortization of acquired intangibles", "0.17", "0.15"],
            ["Restructuring and related charges", "0.06", "0.08"],
            ["Acquisition and integration costs", "0.02", "0.02"],
            ["Adjusted EPS", "$1.12", "$0.94"],
        ],
        bold_rows=(0, 5),
    )
    heading("Condensed consolidated statement of income (unaudited, $ in millions except per share)")
    table(
        [90, 40, 40],
        [
            ["", "Q3 FY2025", "Q3 FY2024"],
            ["Revenue", "1,284.0", "1,157.0"],
            ["Cost of sales", "(792.6)", "(721.3)"],
            ["Gross profit", "491.4", "435.7"],
            ["Selling, general and administrative", "(213.8)", "(199.5)"],
            ["Research and development", "(65.2)", "(64.3)"],
            ["Operating income", "212.4", "171.9"],
            ["Interest expense, net", "(27.9)", "(24.6)"],
            ["Income before taxes", "184.5", "147.3"],
            ["Income tax expense", "(35.9)", "(30.1)"],
            ["Net income", "148.6", "117.2"],
            ["Diluted shares outstanding (millions)", "170.8", "169.9"],
        ],
        bold_rows=(0, 6, 10),
    )

    heading("Conference call")
    para(
        "Meridale will host a conference call to discuss the results at 8:30 a.m. Eastern Time today. "
        "The live webcast and slides will be available in the Investors section of meridale.com, and a "
        "replay will be available for 90 days."
    )
    heading("Non-GAAP measures")
    para(
        "This release includes non-GAAP measures such as adjusted operating margin, adjusted EPS, organic "
        "revenue growth and free cash flow (operating cash flow less capital expenditures). These "
        "measures should be considered in addition to, and not as a substitute for, GAAP results."
    )
    heading("Forward-looking statements")
    para(
        "This release contains forward-looking statements, including the outlook for fiscal 2025, that "
        "involve risks and uncertainties. Actual results may differ materially. Meridale undertakes no "
        "obligation to update these statements except as required by law.",
        size=8.5,
    )
    para(
        "Investor contact: Laura Benedek, Vice President, Investor Relations, +1 216 555 0147\n"
        "Media contact: Tom Aziz, Corporate Communications, +1 216 555 0192",
        size=8.5,
    )
    return bytes(pdf.output())


def files() -> dict:
    return {"MRDL_Q3_FY2025_earnings_release.pdf": _pdf_bytes()}


EXPECT = [
    ("what was meridale's revenue this quarter", ["$1.284 billion", "1,284.0"]),
    ("how much did revenue grow vs last year", ["up 11%"]),
    ("GAAP EPS Q3?", ["$0.87"]),
    ("adjusted earnings per share for the quarter", ["$1.12"]),
    ("operating income q3 2025", ["$212.4 million", "212.4"]),
    ("how much revenue did the medical devices segment make", ["418.9"]),
    ("energy solutions operating margin", ["14.7%"]),
    ("what's their revenue guidance for q4", ["$1.31 billion"]),
    ("full year adjusted eps outlook now", ["$4.28 to $4.34"]),
    ("how big is the dividend and when do I get paid", ["$0.24 per share", "December 12, 2025"]),
    ("dividend record date", ["November 21, 2025"]),
    ("how many shares did they buy back in the quarter", ["1.2 million shares"]),
    ("size of the new buyback program", ["$500 million"]),
    ("free cash flow in the quarter", ["$178 million"]),
    ("what's the 2026 revenue outlook", None),
    ("how many employees does Meridale have", None),
    ("how much did Meridale pay for Kestrel Power", None),
]
