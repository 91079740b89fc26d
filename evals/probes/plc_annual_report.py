"""Probe library: small UK listed company's annual report extract (PDF)."""

PROVENANCE = (
    "Imitates the front half of a small UK AIM-quoted engineering group's annual report "
    "(highlights, chair's statement, KPIs, segment review, financial review, board, "
    "shareholder information); 'Calder Precision Group plc' and all content are invented"
)


def _report_pdf() -> bytes:
    from fpdf import FPDF

    class _PDF(FPDF):
        def header(self):
            if self.page_no() > 1:
                self.set_font("helvetica", "I", 8)
                self.cell(
                    0,
                    6,
                    "Calder Precision Group plc  |  Annual Report and Accounts 2024",
                    align="L",
                    new_x="LMARGIN",
                    new_y="NEXT",
                )
                self.ln(2)

        def footer(self):
            self.set_y(-12)
            self.set_font("helvetica", "I", 8)
            self.cell(0, 8, str(self.page_no()), align="C")

    pdf = _PDF(format="A4")
    pdf.set_auto_page_break(True, margin=18)
    pdf.set_margins(18, 15, 18)

    def h1(t):
        pdf.set_font("helvetica", "B", 17)
        pdf.multi_cell(0, 9, t, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(2)

    def h2(t):
        pdf.ln(2)
        pdf.set_font("helvetica", "B", 12)
        pdf.multi_cell(0, 7, t, new_x="LMARGIN", new_y="NEXT")

    def p(t):
        pdf.set_font("helvetica", "", 10)
        pdf.multi_cell(0, 5, t, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(2)

    def bullet(t):
        pdf.set_font("helvetica", "", 10)
        pdf.set_x(pdf.l_margin + 4)
        pdf.multi_cell(0, 5, "- " + t, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(0.5)

    def table(rows, widths, size=9):
        pdf.set_font("helvetica", "", size)
        with pdf.table(col_widths=widths, text_align="LEFT", line_height=5, first_row_as_headings=True) as t:
            for r in rows:
                row = t.row()
                for c in r:
                    row.cell(c)
        pdf.ln(3)

    # Cover
    pdf.add_page()
    pdf.ln(50)
    pdf.set_font("helvetica", "B", 26)
    pdf.multi_cell(0, 12, "Calder Precision Group plc", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("helvetica", "", 15)
    pdf.multi_cell(0, 9, "Annual Report and Accounts\nfor the year ended 31 March 2024", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(6)
    pdf.set_font("helvetica", "I", 11)
    pdf.multi_cell(
        0,
        6,
        "Precision machined components for aerospace, industrial and medical customers. AIM: CPG",
        new_x="LMARGIN",
        new_y="NEXT",
    )

    # Highlights
    pdf.add_page()
    h1("Highlights")
    for b in [
        "Revenue up 8.5% to £84.6m (FY23: £78.0m)",
        "Adjusted operating profit up 16.7% to £9.1m (FY23: £7.8m)",
        "Statutory profit before tax of £6.2m (FY23: £6.9m), after £1.8m of restructuring costs",
        "Net debt (excluding leases) reduced to £12.4m (FY23: £15.7m)",
        "Total dividend for the year up 8.6% to 6.3p per share (FY23: 5.8p)",
        "Order book at 31 March 2024 of £61.3m (FY23: £54.8m)",
    ]:
        bullet(b)

    h1("Chair's statement")
    p(
        "I am pleased to report a year of good progress for Calder Precision. Group revenue increased "
        "by 8.5% to £84.6m, driven by strong demand in Aerospace and continued growth in Medical, which "
        "more than offset a softer year in our Industrial division. Adjusted operating profit rose by "
        "16.7% to £9.1m, and the adjusted operating margin improved to 10.8%."
    )
    p(
        "Statutory profit before tax was £6.2m, compared with £6.9m last year. The reduction reflects "
        "£1.8m of restructuring costs relating to the consolidation of our Bolton machining site into "
        "our Halifax facility, and the absence of the £0.6m property disposal gain recorded in the "
        "prior year. The consolidation was completed in February 2024 and is expected to deliver "
        "annual savings of around £1.2m from FY25."
    )
    p(
        "Cash generation was strong, with cash conversion of 94%, and net debt excluding lease "
        "liabilities fell to £12.4m at the year end. The Group's balance sheet remains robust, with "
        "leverage of 1.0x adjusted EBITDA."
    )
    h2("Dividend")
    p(
        "Reflecting our results and confidence in the outlook, the Board is recommending a final "
        "dividend of 4.2p per share. Together with the interim dividend of 2.1p per share paid in "
        "January 2024, this gives a total dividend for the year of 6.3p per share (FY23: 5.8p), an "
        "increase of 8.6%. Subject to shareholder approval at the AGM, the final dividend will be paid "
        "on 2 August 2024 to shareholders on the register at the close of business on 28 June 2024."
    )
    h2("Our people")
    p(
        "On behalf of the Board I would like to thank all of our colleagues for their hard work during "
        "a year of significant change. The average number of employees during the year was 612 (FY23: "
        "587), and at 31 March 2024 the Group employed 628 people. Our lost time injury rate improved "
        "to 0.41 per 100,000 hours worked."
    )
    h2("Board changes")
    p(
        "After nine years on the Board, I will step down as Chair at the conclusion of this year's AGM. "
        "Following a process led by the Nomination Committee, the Board has agreed that James "
        "Thornbury, currently our Senior Independent Director, will succeed me as Chair. Dr Priya Raman "
        "will become Senior Independent Director at the same time."
    )
    h2("Outlook")
    p(
        "The new financial year has started in line with our expectations. With a record order book "
        "and the benefits of the site consolidation to come, the Board is confident of making further "
        "progress in FY25."
    )
    p("Margaret Ellison\nChair\n18 June 2024")

    # KPIs
    pdf.add_page()
    h1("Key performance indicators")
    p(
        "The Board monitors the following financial and non-financial KPIs. Adjusted measures exclude "
        "restructuring costs, amortisation of acquired intangible assets and gains on property "
        "disposals. A reconciliation to statutory measures is given in note 3."
    )
    table(
        [
            ("KPI", "FY24", "FY23"),
            ("Revenue", "£84.6m", "£78.0m"),
            ("Revenue growth", "8.5%", "5.1%"),
            ("Adjusted operating profit", "£9.1m", "£7.8m"),
            ("Adjusted operating margin", "10.8%", "10.0%"),
            ("Statutory profit before tax", "£6.2m", "£6.9m"),
            ("Adjusted earnings per share", "17.0p", "14.5p"),
            ("Basic earnings per share", "12.7p", "15.0p"),
            ("Total dividend per share", "6.3p", "5.8p"),
            ("Net debt (excluding lease liabilities)", "£12.4m", "£15.7m"),
            ("Cash conversion", "94%", "81%"),
            ("Order book", "£61.3m", "£54.8m"),
            ("Lost time injury rate (per 100,000 hours)", "0.41", "0.58"),
        ],
        (90, 42, 42),
    )

    h1("Segment review")
    table(
        [
            ("Segment", "Revenue FY24", "Revenue FY23", "Adj. operating profit FY24", "Adj. operating profit FY23"),
            ("Aerospace", "£38.2m", "£33.5m", "£5.3m", "£4.1m"),
            ("Industrial", "£29.7m", "£30.4m", "£2.9m", "£3.2m"),
            ("Medical", "£16.7m", "£14.1m", "£2.4m", "£1.9m"),
            ("Central costs", "-", "-", "(£1.5m)", "(£1.4m)"),
            ("Group", "£84.6m", "£78.0m", "£9.1m", "£7.8m"),
        ],
        (34, 33, 33, 37, 37),
        size=8.5,
    )
    p(
        "Aerospace: revenue grew 14.0% to £38.2m as civil aircraft build rates continued to recover, "
        "with new landing gear and actuation work for two Tier 1 customers."
    )
    p(
        "Industrial: revenue fell 2.3% to £29.7m, reflecting weaker demand from European agricultural "
        "and construction machinery customers in the second half. Adjusted operating profit in the "
        "division decreased to £2.9m."
    )
    p(
        "Medical: revenue increased 18.4% to £16.7m, driven by orthopaedic instrument programmes. The "
        "division's adjusted operating margin rose to 14.4%."
    )

    # Financial review
    pdf.add_page()
    h1("Financial review")
    p(
        "Net finance costs were £0.8m (FY23: £1.1m). The effective tax rate was 25% (FY23: 21%), "
        "reflecting the increase in the UK main rate of corporation tax. Basic earnings per share were "
        "12.7p (FY23: 15.0p) and adjusted earnings per share increased to 17.0p (FY23: 14.5p)."
    )
    p(
        "Net debt excluding lease liabilities at 31 March 2024 was £12.4m (31 March 2023: £15.7m). "
        "Including IFRS 16 lease liabilities of £6.5m, net debt was £18.9m. The Group has a £35m "
        "revolving credit facility which runs to September 2027, of which £20.1m was undrawn at the "
        "year end."
    )
    p("Capital expenditure was £4.3m (FY23: £3.6m), mainly on five-axis machining centres for the Aerospace division.")
    h2("Employees")
    p("Average number of employees by segment:")
    table(
        [
            ("Segment", "FY24", "FY23"),
            ("Aerospace", "284", "268"),
            ("Industrial", "203", "214"),
            ("Medical", "101", "82"),
            ("Central", "24", "23"),
            ("Total", "612", "587"),
        ],
        (90, 42, 42),
    )
    p("Sarah Whitlock\nChief Financial Officer\n18 June 2024")

    # Board
    pdf.add_page()
    h1("Board of Directors")
    table(
        [
            ("Name", "Role", "Committees", "Appointed"),
            ("Margaret Ellison", "Non-executive Chair", "Nomination (Chair)", "2015"),
            ("David Okafor", "Chief Executive Officer", "-", "2019"),
            ("Sarah Whitlock", "Chief Financial Officer", "-", "2021"),
            ("James Thornbury", "Senior Independent Director", "Audit, Remuneration, Nomination", "2018"),
            ("Dr Priya Raman", "Independent Non-executive Director", "Remuneration (Chair), Audit, Nomination", "2020"),
            ("Alan McBride", "Independent Non-executive Director", "Audit (Chair), Remuneration, Nomination", "2022"),
        ],
        (36, 52, 62, 24),
        size=8.5,
    )
    p(
        "Alan McBride is a chartered accountant and was previously finance director of a listed "
        "building products group. The Board considers that he has recent and relevant financial "
        "experience."
    )

    h1("Shareholder information")
    p(
        "Registered office: Unit 4, Brigg Lane, Halifax HX1 3QP. Registered in England and Wales, "
        "company number 04512377."
    )
    p("Independent auditor: Grant Holloway LLP, Chartered Accountants and Statutory Auditor, Leeds.")
    p("Nominated adviser and broker: Pennine Capital Markets Limited. Registrar: Northgate Registrars Limited.")
    p(
        "Annual General Meeting: the AGM will be held at 11.00 am on Thursday 25 July 2024 at the "
        "Company's registered office. The notice of meeting is sent to shareholders with this report."
    )
    h2("Financial calendar")
    table(
        [
            ("Event", "Date"),
            ("Ex-dividend date for final dividend", "27 June 2024"),
            ("Record date for final dividend", "28 June 2024"),
            ("Annual General Meeting", "25 July 2024"),
            ("Final dividend payment date", "2 August 2024"),
            ("Half-year results announcement", "November 2024"),
        ],
        (110, 64),
    )

    return bytes(pdf.output())


def files() -> dict[str, bytes]:
    return {"calder_precision_annual_report_2024_extract.pdf": _report_pdf()}


EXPECT = [
    ("what was calder's revenue this year", ["£84.6m"]),
    ("Profit before tax last year (FY23)?", ["£6.9m"]),
    ("adjusted operating margin fy24", ["10.8%"]),
    ("which division had falling revenue", ["£29.7m", "fell 2.3%"]),
    ("how much profit did the medical division make", ["£2.4m"]),
    ("what's the final dividend per share", ["4.2p"]),
    ("when does the final dividend get paid", ["2 August 2024"]),
    ("net debt including leases?", ["£18.9m"]),
    ("how many employees does the company have", ["612", "628"]),
    ("who chairs the audit committee", ["Alan McBride"]),
    ("who is going to be the next chair", ["James Thornbury"]),
    ("When is the AGM?", ["25 July 2024"]),
    ("basic EPS for 2024", ["12.7p"]),
    # not answerable
    ("how much was the CEO paid last year", None),
    ("what's the current share price", None),
    ("how much did they spend on R&D", None),
    ("best way to get rid of ants in the garden?", None),
]
