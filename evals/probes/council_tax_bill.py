"""Library: a UK district council's 'explaining your council tax bill' leaflet (PDF) with band table."""

PROVENANCE = (
    "Imitates the explanatory leaflet English district councils send with annual council "
    "tax bills (band valuation table, Band D breakdown by precepting authority, discounts, "
    "exemptions, premiums, instalments and appeals); council names and all figures invented"
)

_BANDS = [
    ("Band", "Value at 1 April 1991", "Ratio to Band D", "2025/26 charge"),
    ("A", "Up to £40,000", "6/9", "£1,498.22"),
    ("B", "£40,001 - £52,000", "7/9", "£1,747.92"),
    ("C", "£52,001 - £68,000", "8/9", "£1,997.63"),
    ("D", "£68,001 - £88,000", "9/9", "£2,247.33"),
    ("E", "£88,001 - £120,000", "11/9", "£2,746.74"),
    ("F", "£120,001 - £160,000", "13/9", "£3,246.14"),
    ("G", "£160,001 - £320,000", "15/9", "£3,745.55"),
    ("H", "More than £320,000", "18/9", "£4,494.66"),
]

_SPLIT = [
    ("Authority", "Band D 2024/25", "Band D 2025/26", "Change"),
    ("Westmoor County Council", "£1,580.39", "£1,659.24", "4.99%"),
    ("Ashbridge District Council", "£225.00", "£231.48", "2.88%"),
    ("Westmoor Police and Crime Commissioner", "£254.92", "£268.92", "5.49%"),
    ("Westmoor Fire and Rescue Authority", "£84.69", "£87.69", "3.54%"),
    ("Total (excluding parish precepts)", "£2,145.00", "£2,247.33", "4.77%"),
]


def files() -> dict[str, bytes]:
    from fpdf import FPDF

    pdf = FPDF(format="A4")
    pdf.set_auto_page_break(auto=True, margin=16)
    pdf.set_margins(18, 16, 18)
    pdf.add_page()

    def h1(text: str) -> None:
        pdf.ln(2)
        pdf.set_font("Helvetica", "B", 12)
        pdf.set_text_color(0, 70, 110)
        pdf.cell(0, 7, text, new_x="LMARGIN", new_y="NEXT")
        pdf.set_text_color(0, 0, 0)

    def para(text: str, size: float = 10) -> None:
        pdf.set_font("Helvetica", "", size)
        pdf.multi_cell(0, 5, text, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(1.5)

    def bullet(text: str) -> None:
        pdf.set_font("Helvetica", "", 10)
        pdf.set_x(22)
        pdf.multi_cell(0, 5, "- " + text, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(0.5)

    def table(rows: list[tuple[str, ...]], widths: tuple[int, ...]) -> None:
        for i, row in enumerate(rows):
            pdf.set_font("Helvetica", "B" if i == 0 else "", 9)
            for w, text in zip(widths, row):
                pdf.cell(w, 6, text, border=1)
            pdf.ln(6)
        pdf.ln(3)

    pdf.set_font("Helvetica", "B", 16)
    pdf.cell(0, 9, "Ashbridge District Council", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 12)
    pdf.cell(0, 7, "Your Council Tax explained 2025/26", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "I", 8)
    pdf.cell(
        0,
        5,
        "Please keep this leaflet with your bill. Large print and other formats available on request.",
        new_x="LMARGIN",
        new_y="NEXT",
    )
    pdf.ln(3)

    h1("How your bill is worked out")
    para(
        "Every home in England is placed in one of eight valuation bands, A to H, by the "
        "Valuation Office Agency (VOA), an independent government agency. The band is based "
        "on what your home would have sold for on 1 April 1991, not what it is worth today. "
        "Your band is shown at the top of your bill. The charge for each band is a fixed "
        "proportion of the Band D charge."
    )
    table(_BANDS, (16, 52, 34, 40))
    para(
        "The charges above apply to properties outside a parish. If you live in a parished "
        "area, your parish or town council precept is added and is shown separately on your "
        "bill.*",
        size=9,
    )

    h1("Where your money goes")
    para(
        "Ashbridge District Council collects council tax on behalf of all the authorities "
        "below but keeps only a small share. The table shows the Band D charge for each "
        "authority and how it has changed since last year."
    )
    table(_SPLIT, (72, 32, 32, 22))
    para(
        "The Westmoor County Council increase of 4.99% includes 2% for the adult social care "
        "precept, which the Government allows to be spent only on adult social care.",
        size=9,
    )

    h1("Discounts")
    bullet(
        "Single person discount: if only one adult (aged 18 or over) lives in your home, "
        "you can get a 25% discount. Tell us within 21 days if another adult moves in."
    )
    bullet(
        "People who are disregarded: some people, such as full-time students, apprentices, "
        "live-in carers and people with a severe mental impairment, are not counted when we "
        "work out how many adults live in a home."
    )
    bullet(
        "Care leavers: young people who have left local authority care and are under 25 "
        "receive a 100% discount on a home they are liable for in Ashbridge."
    )
    bullet(
        "Disabled band reduction: if your home has been adapted for a disabled person, your "
        "bill may be charged at the band below. Band A homes receive a reduction equal to "
        "one-ninth of the Band D charge."
    )
    bullet(
        "Council Tax Support: if you are on a low income you may qualify for help of up to "
        "80% of your bill. Apply online; support is not backdated more than one month."
    )

    h1("Exemptions")
    para("Some properties do not have to pay council tax at all. Common exemptions include:")
    bullet("Homes occupied only by full-time students (Class N).")
    bullet("Homes left empty because the occupier has moved into a care home or hospital (Class E).")
    bullet(
        "Homes left empty after the death of the owner, until probate is granted and for up "
        "to six months afterwards (Class F)."
    )
    bullet("Annexes occupied by a dependent relative aged 65 or over (Class W).")

    h1("Empty homes and second homes")
    para(
        "There is no discount for empty homes in Ashbridge. Homes that have been unoccupied "
        "and substantially unfurnished for a long time are charged a premium on top of the "
        "normal charge:"
    )
    table(
        [
            ("Empty and unfurnished for", "Premium added"),
            ("1 year or more", "100%"),
            ("5 years or more", "200%"),
            ("10 years or more", "300%"),
        ],
        (62, 34),
    )
    para(
        "From 1 April 2025, furnished second homes (homes that are no one's main residence) "
        "are also charged a 100% premium. Exceptions apply, for example homes being actively "
        "marketed for sale or let, and job-related dwellings."
    )

    h1("Paying your council tax")
    para(
        "Your bill is normally payable in 10 monthly instalments from April to January. You "
        "can ask to pay in 12 monthly instalments (April to March) instead by contacting us "
        "before the end of April. Direct Debit is the easiest way to pay; you can choose to "
        "pay on the 1st, 8th, 15th or 22nd of the month."
    )
    para(
        "You can also pay online at www.ashbridge.gov.example/counciltax, by the automated "
        "24-hour payment line on 0300 555 0172, or in cash at any Post Office or PayPoint "
        "outlet using the barcode on your bill."
    )

    h1("If you do not pay")
    para(
        "If an instalment is late, we will send you a reminder notice and you must bring "
        "your payments up to date within 7 days. If you do not, you will lose the right to "
        "pay by instalments and the full balance for the year becomes due. We may then apply "
        "to the magistrates' court for a liability order, and summons costs of £85.00 will be "
        "added to your account."
    )

    h1("Appeals")
    para(
        "If you think your property is in the wrong band, contact the Valuation Office "
        "Agency at www.gov.uk/council-tax-bands. You must keep paying your bill while the "
        "appeal is considered. If you disagree with a decision we have made about a discount "
        "or exemption, write to us first; if we do not resolve it within two months, you can "
        "appeal to the Valuation Tribunal."
    )
    pdf.ln(2)
    pdf.set_font("Helvetica", "", 7.5)
    pdf.multi_cell(
        0,
        4,
        "* Parish and town council precepts are set by each parish and vary from parish to "
        "parish. Figures in this leaflet are rounded to the nearest penny. Ashbridge District "
        "Council, Civic Offices, Station Road, Ashbridge AB4 7TQ. "
        "Council Tax enquiries: 0300 555 0170 (Monday to Friday, 9am to 5pm).",
        new_x="LMARGIN",
        new_y="NEXT",
    )

    return {"Ashbridge_Council_Tax_Explained_2025-26.pdf": bytes(pdf.output())}


EXPECT = [
    ("how much is band D council tax this year", ["£2,247.33"]),
    ("what's the charge for a band C house", ["£1,997.63"]),
    ("what property value is band F", ["£120,001 - £160,000"]),
    ("i live on my own, do i get a discount?", ["25% discount"]),
    ("how much of band d goes to the police", ["£268.92"]),
    ("how much has the county council gone up by", ["4.99%"]),
    ("are students exempt from council tax", ["only by full-time students"]),
    ("do care leavers have to pay", ["under 25"]),
    ("what's the premium on a house that's been empty 10+ years", ["300%"]),
    ("do I pay more on a second home?", ["furnished second homes"]),
    ("can I pay over 12 months instead of 10", ["12 monthly instalments"]),
    ("what dates can the direct debit come out", ["1st, 8th, 15th or 22nd"]),
    ("what happens if i miss a payment", ["within 7 days"]),
    ("how much are the court summons costs", ["£85.00"]),
    (
        "I think my house is in the wrong band, who do I contact?",
        ["Valuation Office Agency"],
    ),
    ("is there a discount for pensioners", None),
    ("how much of my council tax is spent on bin collections", None),
    ("when will next years bills be sent out", None),
]
