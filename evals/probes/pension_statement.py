"""Annual workplace (defined contribution) pension statement, PDF."""

PROVENANCE = (
    "Imitates a UK workplace defined-contribution pension provider's annual benefit "
    "statement (PDF); all content invented."
)


def _statement_pdf() -> bytes:
    from fpdf import FPDF

    class PDF(FPDF):
        def footer(self):
            self.set_y(-13)
            self.set_font("helvetica", "", 7.5)
            self.cell(
                0,
                5,
                f"Clearwater Life Ltd - Annual Statement 2024/25 - Member CW-4471902 - page {self.page_no()}",
                align="C",
            )

    pdf = PDF(format="A4")
    pdf.set_auto_page_break(True, margin=20)
    pdf.set_margins(18, 16, 18)
    pdf.add_page()

    def para(text, size=10, style="", h=5.2):
        pdf.set_font("helvetica", style, size)
        pdf.multi_cell(0, h, text, new_x="LMARGIN", new_y="NEXT")

    def head(text):
        pdf.ln(3)
        para(text, 12.5, "B", 7)
        pdf.ln(1)

    def row(cells, widths, bold=False, size=9):
        pdf.set_font("helvetica", "B" if bold else "", size)
        for text, w in zip(cells, widths):
            assert pdf.get_string_width(text) <= w - 2, text
            pdf.cell(w, 6.5, text, border=1)
        pdf.ln(6.5)

    para("Clearwater Life", 17, "B", 8)
    para("Workplace Pensions  |  PO Box 7731, Leeds LS1 9ZW", 9)
    pdf.ln(4)
    para("Your Annual Pension Statement", 15, "B", 8)
    para("Northgate Retail Group Pension Plan", 11, "B", 6)
    para("Statement period: 6 April 2024 to 5 April 2025", 10)
    pdf.ln(3)

    w = [70, 104]
    row(["Member", "Mr Joseph Okafor"], w)
    row(["Member number", "CW-4471902"], w)
    row(["Employer", "Northgate Retail Group plc"], w)
    row(["Date of birth", "14 September 1991"], w)
    row(["Date joined the plan", "1 March 2019"], w)
    row(["Selected retirement age", "67 (14 September 2058)"], w)

    head("1. Your pension pot")
    para(
        "On 5 April 2025 your pension pot was worth £48,312.57. A year earlier, on 5 April 2024, "
        "it was worth £39,904.11. The table below shows what changed during the year."
    )
    pdf.ln(2)
    w = [124, 50]
    row(["Value at 6 April 2024", "£39,904.11"], w, bold=True)
    row(["Your contributions (5% of qualifying earnings, incl. tax relief)", "£1,684.20"], w)
    row(["Employer contributions (6% of qualifying earnings)", "£2,021.04"], w)
    row(["Total contributions paid in", "£3,705.24"], w)
    row(["Investment growth", "£4,920.62"], w)
    row(["Charges deducted", "-£217.40"], w)
    row(["Value at 5 April 2025", "£48,312.57"], w, bold=True)
    pdf.ln(2)
    para(
        "Your qualifying earnings for the year were £33,684.00. You pay 5% of your qualifying "
        "earnings and your employer contributes 6% of your qualifying earnings. Northgate Retail "
        "Group has told us that from 1 October 2025 the employer contribution will rise to 7%. "
        "Your own contribution rate will not change unless you ask it to."
    )

    head("2. What you might get when you retire")
    para(
        "These figures are estimates in today's money, assuming you keep paying in at the current "
        "rate until your selected retirement age and that investments grow by 5% a year before "
        "charges and inflation is 2.5% a year. They are not guaranteed. The yearly income in the "
        "table assumes you take the tax-free cash shown."
    )
    pdf.ln(2)
    w = [66, 36, 36, 36]
    row(["If you retire at", "Estimated pot", "Tax-free cash", "Yearly income"], w, bold=True, size=8.5)
    row(["Age 67 (selected)", "£186,000", "£46,500", "£5,590"], w)
    row(["Age 65", "£165,200", "£41,300", "£4,930"], w)
    pdf.ln(2)
    para(
        "If you retire at 67 and do not take any tax-free cash, your estimated pot could buy an "
        "income of £7,450 a year for the rest of your life. If you retire at 65 and take no "
        "tax-free cash, the estimate is £6,610 a year."
    )
    pdf.ln(1)
    para(
        "This projection does not include your State Pension. You can get a State Pension forecast "
        "at gov.uk/check-state-pension."
    )

    head("3. Charges")
    para(
        "Your default fund has an annual management charge (AMC) of 0.45% of the value of your pot. "
        "Some other funds have a different charge, shown in the fund table below. Transaction costs "
        "for the default fund over the year were 0.08%. In total, £217.40 was deducted from your pot "
        "in charges during the statement period. There is no charge to transfer your pot out."
    )

    head("4. Where your money is invested")
    para(
        "You can choose from the funds below, or stay in the default fund. Risk levels run from "
        "1 (lowest) to 7 (highest). Past performance is not a guide to future returns."
    )
    pdf.ln(2)
    w = [64, 18, 26, 36, 30]
    row(["Fund", "Risk", "Annual charge", "5-year growth", "Your share"], w, bold=True, size=8.5)
    row(["Lifestyle Growth (default)", "4", "0.45%", "38.2%", "70%"], w, size=8.5)
    row(["Global Equity Index", "5", "0.40%", "52.7%", "30%"], w, size=8.5)
    row(["Ethical Global Equity", "5", "0.65%", "41.9%", "0%"], w, size=8.5)
    row(["Shariah Global Equity", "5", "0.75%", "47.3%", "0%"], w, size=8.5)
    row(["Pre-Retirement Bond", "3", "0.50%", "-4.1%", "0%"], w, size=8.5)
    row(["Cash", "1", "0.30%", "7.8%", "0%"], w, size=8.5)
    pdf.ln(2)
    para(
        "The Lifestyle Growth fund automatically moves your money into lower-risk investments over "
        "the 10 years before your selected retirement age. To switch funds, log in to MyClearwater. "
        "Fund switches are free and usually take 2 working days."
    )

    head("5. Transferring your pension")
    para(
        "You can transfer other pensions into this plan, or move this pot to another provider, at "
        "any time before you start taking benefits. Complete the transfer request at "
        "clearwaterlife.example/transfers or call our transfers team on 0345 600 2198. Transfers "
        "usually complete within 10 working days once we have all the paperwork we need. If you "
        "want to transfer out of a defined benefit (final salary) scheme worth more than £30,000, "
        "the law requires you to take regulated financial advice first."
    )
    pdf.ln(1)
    para(
        "Be wary of anyone who contacts you out of the blue about your pension. Check the FCA "
        "ScamSmart website before you agree to anything."
    )

    head("6. If you die before you retire")
    para(
        "Your whole pension pot would be paid as a lump sum to your beneficiaries. You can tell the "
        "trustees who you would like to receive it by completing an Expression of Wish form, online "
        "in MyClearwater or on paper. The trustees make the final decision but will take your wishes "
        "into account. We do not currently hold an Expression of Wish for you. Please keep it up to "
        "date, for example if you marry or have children."
    )

    head("7. Contact us")
    para(
        "Member helpline: 0345 600 2100, Monday to Friday 8.30am to 5.30pm. "
        "Online: MyClearwater at clearwaterlife.example/login. "
        "Please quote your member number CW-4471902."
    )
    return bytes(pdf.output())


def files() -> dict[str, bytes]:
    return {"Clearwater_annual_statement_2024-25_CW4471902.pdf": _statement_pdf()}


EXPECT = [
    ("how much is my pension pot worth", ["£48,312.57"]),
    ("what did I pay in myself this year?", ["£1,684.20"]),
    ("what percent does my employer put in", ["6% of qualifying earnings", "6% of your qualifying earnings"]),
    ("when does the employer contribution go up to 7%", ["1 October 2025"]),
    ("how much income will i get if i retire at 67 without taking a lump sum", ["£7,450"]),
    ("tax free cash at 67?", ["£46,500"]),
    ("what's the management charge on the default fund", ["0.45%"]),
    ("fee for the ethical fund", ["0.65%"]),
    ("total charges taken off my pot last year", ["£217.40"]),
    ("how long does a transfer take", ["10 working days"]),
    ("phone number to transfer my old pension in", ["0345 600 2198"]),
    ("how do I nominate who gets my pension if i die", ["Expression of Wish"]),
    ("does the forecast include state pension?", ["does not include your State Pension"]),
    ("what was the one year return on the lifestyle growth fund", None),
    ("how much would i get if i retired at 60", None),
    ("what happens to my pension if i get divorced", None),
]
