"""Blind test library: a small charity's trustees' annual report and accounts (PDF, fpdf2 core fonts)."""

PROVENANCE = (
    "Imitates a small English charity's trustees' annual report and summary financial statements as a PDF "
    "(chair's statement, activities, trustees, SOFA with two years, reserves, auditor); all content invented"
)

NAME = "Westbrook Young Carers Trust"


def _build() -> bytes:
    from fpdf import FPDF

    class Report(FPDF):
        def header(self):
            if self.page_no() == 1:
                return
            self.set_font("helvetica", "", 8)
            self.set_text_color(90, 90, 90)
            self.cell(0, 5, f"{NAME}  |  Annual report and financial statements for the year ended 31 March 2025")
            self.ln(9)
            self.set_text_color(0, 0, 0)

        def footer(self):
            if self.page_no() == 1:
                return
            self.set_y(-13)
            self.set_font("helvetica", "", 8)
            self.set_text_color(90, 90, 90)
            self.cell(0, 5, f"Page {self.page_no()}", align="C")
            self.set_text_color(0, 0, 0)

    pdf = Report(format="A4")
    pdf.set_margins(18, 15, 18)
    pdf.set_auto_page_break(True, margin=18)

    def h1(t):
        pdf.ln(2)
        pdf.set_font("helvetica", "B", 14)
        pdf.set_text_color(122, 31, 82)
        pdf.multi_cell(0, 7, t, align="L", new_x="LMARGIN", new_y="NEXT")
        pdf.set_text_color(0, 0, 0)
        pdf.ln(1)

    def h2(t):
        pdf.ln(1.5)
        pdf.set_font("helvetica", "B", 10.5)
        pdf.cell(0, 6, t, new_x="LMARGIN", new_y="NEXT")

    def para(t, size=9.8, style=""):
        pdf.set_font("helvetica", style, size)
        pdf.multi_cell(0, 4.8, t, align="L", new_x="LMARGIN", new_y="NEXT")
        pdf.ln(1.6)

    def bullets(items, size=9.8):
        pdf.set_font("helvetica", "", size)
        for it in items:
            pdf.set_x(pdf.l_margin + 2)
            pdf.cell(5, 4.8, "-")
            pdf.multi_cell(0, 4.8, it, align="L", new_x="LMARGIN", new_y="NEXT")
            pdf.ln(0.6)
        pdf.ln(1.2)

    def table(rows, widths, size=8.8, num_cols_from=1, bold_rows=()):
        pdf.set_font("helvetica", "", size)
        aligns = tuple("LEFT" if i < num_cols_from else "RIGHT" for i in range(len(widths)))
        with pdf.table(col_widths=widths, text_align=aligns, line_height=4.6, first_row_as_headings=True) as t:
            for i, r in enumerate(rows):
                if i in bold_rows:
                    pdf.set_font("helvetica", "B", size)
                row = t.row()
                for c in r:
                    row.cell(c)
                if i in bold_rows:
                    pdf.set_font("helvetica", "", size)
        pdf.ln(2.5)

    # ------------------------------------------------------------- cover
    pdf.add_page()
    pdf.ln(45)
    pdf.set_font("helvetica", "B", 26)
    pdf.set_text_color(122, 31, 82)
    pdf.multi_cell(0, 12, NAME, align="L", new_x="LMARGIN", new_y="NEXT")
    pdf.set_text_color(0, 0, 0)
    pdf.ln(4)
    pdf.set_font("helvetica", "", 16)
    pdf.multi_cell(
        0,
        8,
        "Trustees' annual report and financial statements\nfor the year ended 31 March 2025",
        align="L",
        new_x="LMARGIN",
        new_y="NEXT",
    )
    pdf.ln(10)
    pdf.set_font("helvetica", "I", 12)
    pdf.multi_cell(
        0,
        7,
        "Making sure no young carer in Swindon and Wiltshire has to cope alone.",
        align="L",
        new_x="LMARGIN",
        new_y="NEXT",
    )
    pdf.ln(70)
    pdf.set_font("helvetica", "", 9)
    pdf.multi_cell(
        0,
        5,
        "Registered charity number 1167423\nCompany limited by guarantee, registered in England and "
        "Wales, number 09877215",
        align="L",
        new_x="LMARGIN",
        new_y="NEXT",
    )

    # ------------------------------------------------------------- reference details
    pdf.add_page()
    h1("Contents")
    pdf.set_font("helvetica", "", 9.8)
    for line in [
        "Reference and administrative details",
        "Chair's statement",
        "Trustees' report: objectives and activities",
        "Achievements and performance",
        "Financial review",
        "Structure, governance and management",
        "Plans for the future",
        "Independent auditor's report (extract)",
        "Statement of financial activities",
        "Balance sheet",
    ]:
        pdf.cell(0, 5, line, new_x="LMARGIN", new_y="NEXT")
    pdf.ln(3)
    h1("Reference and administrative details")
    table(
        [
            ["Trustee", "Role", "Notes"],
            ["Ruth Abernethy", "Chair", "Re-appointed 14 November 2024"],
            ["Dr Kwame Asante", "Vice-Chair", "Chair of the Safeguarding Committee"],
            ["Imran Chaudhry", "Treasurer", "Chair of the Finance and Audit Committee"],
            ["Siobhan Reilly", "Trustee", ""],
            ["Jonathan Pike", "Trustee", "Chair of the People Committee"],
            ["Lucy Penrose", "Trustee", "Appointed 14 November 2024"],
            ["Amelia Trent", "Trustee", "Appointed 14 November 2024; former young carer"],
            ["Martin Delacourt", "Trustee", "Resigned 30 September 2024"],
        ],
        (55, 40, 79),
        num_cols_from=3,
    )
    table(
        [
            ["Officers and advisers", ""],
            ["Chief Executive", "Nadine Fowler"],
            ["Head of Services", "Callum Brightwell"],
            ["Finance Manager and Company Secretary", "Patricia Okoye"],
            ["Registered office", "The Old School House, 17 Cricklade Road, Swindon SN2 1AB"],
            [
                "Auditor",
                "Brindley Hart LLP, Chartered Accountants and Statutory Auditor, 2 Regent Circus, Swindon SN1 1PX",
            ],
            ["Bankers", "Unity Trust Bank plc, Four Brindleyplace, Birmingham B1 2JB"],
            ["Solicitors", "Marlow Fenwick Solicitors, 44 High Street, Marlborough SN8 1HQ"],
            ["Website", "www.westbrookyoungcarers.org.uk"],
        ],
        (62, 112),
        num_cols_from=2,
    )

    # ------------------------------------------------------------- chair's statement
    h1("Chair's statement")
    para(
        "This has been the busiest year in Westbrook's history. Referrals of young carers rose by 28% compared with "
        "the previous year, driven in part by the pressures that rising living costs have placed on families where "
        "a parent is ill or disabled. Behind every one of those referrals is a child or young person doing far more "
        "than anyone should expect of them: giving medication, managing household budgets, translating at hospital "
        "appointments or simply keeping a brother or sister safe while a parent is unwell."
    )
    para(
        "I am proud that we met this demand without closing our doors to new referrals at any point in the year. "
        "That is a tribute to our staff, who have been flexible and resourceful, and to our volunteers, who have "
        "given more time than ever before. I would also like to thank our funders, in particular The National "
        "Lottery Community Fund, Wiltshire Council and Swindon Borough Council, for their continued support."
    )
    para(
        "After two years of deficits, I am pleased to report that the Trust returned a small surplus in 2024/25. "
        "Our reserves remain healthy, and the trustees have set aside funds to open a new hub for young adult carers "
        "in Chippenham during 2025/26."
    )
    para(
        "During the year Martin Delacourt stepped down as a trustee after eight years' service, including four as "
        "Treasurer. We thank him warmly. We were delighted to welcome Lucy Penrose and Amelia Trent to the board. "
        "Amelia was herself supported by Westbrook as a young carer, and her experience is already shaping our "
        "decisions."
    )
    para("Ruth Abernethy, Chair, 9 September 2025", style="I")

    # ------------------------------------------------------------- objectives & activities
    h1("Trustees' report")
    para(
        "The trustees, who are also directors of the charitable company for the purposes of the Companies Act 2006, "
        "present their annual report together with the financial statements for the year ended 31 March 2025. "
        "The financial statements comply with the Charities Act 2011, the Companies Act 2006, the Memorandum and "
        "Articles of Association and the Charities SORP (FRS 102)."
    )
    h2("Objectives and activities")
    para(
        "The Trust's charitable objects are to relieve the needs of children and young people up to the age of 25 "
        "who care for a family member who is ill, disabled, or who misuses drugs or alcohol, in Swindon and "
        "Wiltshire, in particular by providing support, advice, respite and opportunities for personal development."
    )
    para("Our main activities during the year were:")
    bullets(
        [
            "one-to-one support from young carer support workers, including whole-family assessments carried out on "
            "behalf of the two local authorities;",
            "respite activities, clubs and trips, giving young carers time away from their caring role;",
            "a schools programme helping primary and secondary schools to identify and support young carers;",
            "counselling and wellbeing support, delivered by qualified counsellors and trainee counsellors on placement;",
            "a dedicated service for young adult carers aged 18 to 25, helping them into education, training and work.",
        ]
    )
    para(
        "The trustees have paid due regard to the Charity Commission's guidance on public benefit when reviewing the "
        "Trust's aims and objectives and in planning future activities. All of our services are free at the point "
        "of use."
    )

    # ------------------------------------------------------------- achievements
    h2("Achievements and performance")
    para(
        "At 31 March 2025 we were supporting 1,284 registered young carers, compared with 1,102 a year earlier. "
        "We received 418 new referrals during the year, most commonly from schools (41%), social care (22%) and "
        "families themselves (17%). The youngest child we supported was six years old."
    )
    table(
        [
            ["Measure", "2024/25", "2023/24"],
            ["Registered young carers at year end", "1,284", "1,102"],
            ["New referrals received", "418", "327"],
            ["One-to-one support sessions delivered", "2,960", "2,715"],
            ["Counselling sessions delivered", "1,146", "1,021"],
            ["Respite activity days and trips", "186", "171"],
            ["Schools actively engaged in the schools programme", "71", "58"],
            ["Young adult carers helped into education, training or work", "37", "29"],
        ],
        (110, 32, 32),
    )
    para(
        "Highlights of the year included our first four-day residential trip for 42 young carers at an outdoor "
        "centre on Exmoor, and Young Carers Action Day in March 2025, when young carers presented their own film to "
        "councillors at Swindon's Civic Offices. Nineteen schools achieved the Young Carers in Schools Bronze Award "
        "with support from our schools team."
    )
    para(
        "In our annual survey, 91% of young carers said that Westbrook had helped them to cope better with their "
        "caring role, and 87% of parents said their child was less isolated since joining the service."
    )

    # ------------------------------------------------------------- financial review
    h1("Financial review")
    para(
        "Total income for the year was £1,058,130 (2024: £975,680), an increase of 8.4%. Total expenditure was "
        "£1,025,690 (2024: £1,003,060), resulting in net income for the year of £32,440 (2024: net expenditure of "
        "£27,380). Total funds at 31 March 2025 were £645,345, of which £168,200 were restricted."
    )
    para(
        "Donations and legacies rose to £186,420, and included a legacy of £38,000 from the estate of the late "
        "Mrs Margaret Ellery, a former foster carer from Devizes. Grant income was broadly stable. The largest grant "
        "was £148,000 from The National Lottery Community Fund, the second year of a three-year award that ends in "
        "September 2026. Income from charitable activities comprises contract payments from Wiltshire Council and "
        "Swindon Borough Council for young carer assessments and support."
    )
    h2("Statement of financial activities (summary)")
    table(
        [
            ["", "Unrestricted 2025 £", "Restricted 2025 £", "Total 2025 £", "Total 2024 £"],
            ["Income from:", "", "", "", ""],
            ["Donations and legacies", "171,420", "15,000", "186,420", "142,310"],
            ["Grants", "96,600", "416,000", "512,600", "498,150"],
            ["Charitable activities", "289,300", "-", "289,300", "276,900"],
            ["Other trading activities (events)", "61,870", "-", "61,870", "54,205"],
            ["Investments", "7,940", "-", "7,940", "4,115"],
            ["Total income", "627,130", "431,000", "1,058,130", "975,680"],
            ["Expenditure on:", "", "", "", ""],
            ["Raising funds", "74,210", "-", "74,210", "68,940"],
            ["Charitable activities", "537,080", "414,400", "951,480", "934,120"],
            ["Total expenditure", "611,290", "414,400", "1,025,690", "1,003,060"],
            ["Net income/(expenditure)", "15,840", "16,600", "32,440", "(27,380)"],
            ["Total funds brought forward", "461,305", "151,600", "612,905", "640,285"],
            ["Total funds carried forward", "477,145", "168,200", "645,345", "612,905"],
        ],
        (62, 28, 28, 28, 28),
        bold_rows=(7, 11, 14),
    )
    h2("Expenditure on charitable activities")
    table(
        [
            ["Activity", "2025 £", "2024 £"],
            ["Young carer support workers", "402,150", "398,760"],
            ["Respite activities and trips", "187,640", "176,305"],
            ["Schools programme", "156,300", "149,880"],
            ["Counselling and wellbeing", "128,900", "131,415"],
            ["Young adult carers (18 to 25)", "76,490", "77,760"],
            ["Total", "951,480", "934,120"],
        ],
        (110, 32, 32),
        bold_rows=(6,),
    )
    para(
        "Expenditure on raising funds includes the costs of our fundraising events, including the Westbrook "
        "Winter Walk and the annual quiz, and the salary of our part-time fundraising officer."
    )

    h2("Reserves policy")
    para(
        "The trustees aim to hold free reserves (unrestricted funds that are not designated and not tied up in fixed "
        "assets) equal to between four and six months of unrestricted expenditure. Based on unrestricted expenditure "
        "of £611,290 in 2024/25, this is a target range of approximately £204,000 to £306,000. Reserves at this "
        "level would allow the Trust to continue its core services while replacing lost funding, or to close its "
        "services in an orderly way if necessary."
    )
    para(
        "At 31 March 2025 unrestricted funds were £477,145. Of these, £92,300 is represented by tangible fixed "
        "assets, and the trustees have designated £35,000 towards the replacement of the Trust's minibus in "
        "2026 and £60,000 towards setting up the Chippenham young adult carers hub. Free reserves were therefore "
        "£289,845, equivalent to about 5.7 months of unrestricted expenditure, which is within the target range."
    )
    h2("Investment policy")
    para(
        "The Trust has no long-term investments. Cash that is not needed for day-to-day running costs is held in "
        "notice accounts with Unity Trust Bank and in the CCLA Public Sector Deposit Fund, so that it can be "
        "accessed within 95 days. Interest rates remained higher than in previous years, which increased "
        "investment income to £7,940."
    )
    h2("Principal risks and uncertainties")
    para("The trustees review the risk register at every board meeting. The principal risks identified are:")
    bullets(
        [
            "Funding: around 40% of income comes from three funders. The National Lottery Community Fund grant ends in "
            "September 2026, and a fundraising plan to replace it was approved in June 2025.",
            "Safeguarding: all staff and volunteers have enhanced DBS checks and annual safeguarding training, and the "
            "Safeguarding Committee reviews every serious incident.",
            "Demand: continued growth in referrals may exceed our capacity. We monitor caseloads monthly.",
            "Data protection: the Trust holds sensitive information about children and families. A new case management "
            "system with improved security will be introduced in 2025/26.",
        ]
    )
    h2("Going concern")
    para(
        "The trustees have considered the Trust's financial position, including forecasts for the 18 months from "
        "the date of approval of these accounts, and believe that there are no material uncertainties about its "
        "ability to continue as a going concern."
    )

    # ------------------------------------------------------------- governance
    h1("Structure, governance and management")
    para(
        "Westbrook Young Carers Trust is a charitable company limited by guarantee, incorporated on 3 December 2015 "
        "and registered as a charity on 12 May 2016. It is governed by its Articles of Association. The liability of "
        "each member is limited to £1."
    )
    para(
        "The board may have up to twelve trustees. Trustees are appointed by the board for a term of three years "
        "and may serve a maximum of three terms. New trustees are recruited through open advertisement and receive "
        "an induction including a visit to our services. The board met six times during the year and is supported "
        "by three committees: Finance and Audit, Safeguarding, and People."
    )
    h2("Staff, volunteers and remuneration")
    para(
        "The average number of employees during the year was 27 (2024: 25), equivalent to 21.6 full-time posts. "
        "The Trust was supported by 160 volunteers, who gave an estimated 9,400 hours of their time as activity "
        "leaders, mentors, drivers and fundraisers. The value of this time is not included in the accounts."
    )
    para(
        "The trustees consider that the key management personnel are the Chief Executive, the Head of Services and "
        "the Finance Manager, whose total employment benefits were £187,260 (2024: £179,540). Pay is reviewed "
        "annually by the People Committee with reference to similar charities. One employee received total "
        "remuneration of between £60,000 and £70,000 in the year (2024: one)."
    )
    para(
        "No trustee received any remuneration. Three trustees were reimbursed travel expenses totalling £642 "
        "(2024: two trustees, £418)."
    )
    h2("Fundraising")
    para(
        "The Trust is registered with the Fundraising Regulator and follows the Code of Fundraising Practice. We do "
        "not use professional fundraisers or commercial participators, and we do not buy or share supporters' data. "
        "We received no complaints about our fundraising during the year (2024: none)."
    )
    h2("Plans for the future")
    para(
        "In 2025/26 our priorities are to open the Chippenham hub for young adult carers, to secure funding to "
        "replace the National Lottery award, to introduce a new case management system, and to extend the schools "
        "programme to a further 15 schools."
    )
    h2("Statement of trustees' responsibilities")
    para(
        "The trustees are responsible for preparing the trustees' report and the financial statements in accordance "
        "with applicable law and United Kingdom Generally Accepted Accounting Practice. Company law requires the "
        "trustees to prepare financial statements for each financial year which give a true and fair view of the "
        "state of affairs of the charitable company and of its incoming resources and application of resources.",
        size=9,
    )
    h2("Auditor")
    para(
        "Brindley Hart LLP were re-appointed as auditor at the annual general meeting in November 2024 and have "
        "indicated their willingness to continue in office. The audit fee for the year was £9,600 (2024: £9,150)."
    )
    para(
        "The trustees' report was approved by the board on 9 September 2025 and signed on its behalf by "
        "Ruth Abernethy, Chair, and Imran Chaudhry, Treasurer.",
        style="I",
    )

    # ------------------------------------------------------------- audit report + balance sheet
    h1("Independent auditor's report to the members of Westbrook Young Carers Trust (extract)")
    para(
        "Opinion: We have audited the financial statements of Westbrook Young Carers Trust for the year ended "
        "31 March 2025, which comprise the statement of financial activities, the balance sheet, the statement of "
        "cash flows and the notes to the financial statements. In our opinion the financial statements give a true "
        "and fair view of the state of the charitable company's affairs as at 31 March 2025 and of its incoming "
        "resources and application of resources for the year then ended, and have been properly prepared in "
        "accordance with United Kingdom Generally Accepted Accounting Practice and the Companies Act 2006.",
        size=9,
    )
    para(
        "Matters on which we are required to report by exception: We have nothing to report in respect of the "
        "matters where the Companies Act 2006 requires us to report to you if, in our opinion, adequate accounting "
        "records have not been kept or the financial statements are not in agreement with the accounting records.",
        size=9,
    )
    para(
        "Eleanor Voss FCA (Senior Statutory Auditor), for and on behalf of Brindley Hart LLP, Chartered Accountants "
        "and Statutory Auditor, Swindon. 12 September 2025.",
        size=9,
        style="I",
    )
    h2("Balance sheet at 31 March 2025")
    table(
        [
            ["", "2025 £", "2024 £"],
            ["Tangible fixed assets", "92,300", "98,750"],
            ["Debtors", "48,610", "41,200"],
            ["Cash at bank and in hand", "586,420", "552,140"],
            ["Creditors: amounts falling due within one year", "(81,985)", "(79,185)"],
            ["Net assets", "645,345", "612,905"],
            ["Restricted funds", "168,200", "151,600"],
            ["Unrestricted funds: designated", "95,000", "35,000"],
            ["Unrestricted funds: general (including fixed assets fund)", "382,145", "426,305"],
            ["Total funds", "645,345", "612,905"],
        ],
        (110, 32, 32),
        bold_rows=(5, 9),
    )
    para(
        "Approved by the trustees on 9 September 2025 and signed on their behalf by Imran Chaudhry, Treasurer. "
        "Company number 09877215.",
        size=9,
        style="I",
    )

    return bytes(pdf.output())


def files() -> dict[str, bytes]:
    return {"westbrook_young_carers_annual_report_2024-25.pdf": _build()}


EXPECT: list[tuple[str, list[str] | None]] = [
    ("what was their total income this year?", ["1,058,130"]),
    ("How much did they spend on fundraising?", ["74,210"]),
    ("Did the charity make a surplus in 2024/25?", ["32,440"]),
    ("whats their reserves policy", ["between four and six months"]),
    ("How much are the free reserves?", ["£289,845"]),
    ("who audits the accounts", ["Brindley Hart LLP were re-appointed", "Brindley Hart LLP, Chartered Accountants"]),
    ("how many young carers do they support?", ["1,284"]),
    ("How big was the legacy they were left?", ["£38,000"]),
    ("How much does the chief executive earn?", ["between £60,000 and £70,000"]),
    ("How many volunteers does Westbrook have", ["160 volunteers"]),
    ("Which trustee stepped down during the year?", ["Resigned 30 September 2024", "Martin Delacourt stepped down"]),
    ("what was grant income compared with the year before", ["512,600"]),
    ("how much went on counseling?", ["128,900"]),
    ("When does the lottery funding run out?", ["September 2026"]),
    ("Who is the charity's patron?", None),
    ("How many young carers are on the waiting list?", None),
    ("Does the charity pay the Real Living Wage?", None),
    ("How much did the Winter Walk raise?", None),
]
