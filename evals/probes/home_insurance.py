"""Home insurance policy schedule + policy wording booklet (two PDFs)."""

from fpdf import FPDF

PROVENANCE = (
    "Imitates a UK home insurance policy schedule and its policy wording booklet "
    "from a mutual insurer; all content invented"
)

INSURER = "Northgate Mutual Home Insurance"


class _Doc(FPDF):
    def __init__(self, footer_text):
        super().__init__(format="A4")
        self.footer_text = footer_text
        self.set_auto_page_break(True, margin=18)
        self.set_margins(18, 16, 18)

    def footer(self):
        self.set_y(-13)
        self.set_font("Helvetica", "", 7)
        self.set_text_color(110, 110, 110)
        self.cell(0, 5, f"{self.footer_text}    Page {self.page_no()}", align="C")
        self.set_text_color(0, 0, 0)


def _h1(pdf, text):
    pdf.ln(2)
    pdf.set_font("Helvetica", "B", 14)
    pdf.set_text_color(20, 60, 110)
    pdf.multi_cell(0, 7, text, align="L", new_x="LMARGIN", new_y="NEXT")
    pdf.set_text_color(0, 0, 0)
    pdf.ln(1)


def _h2(pdf, text):
    pdf.ln(2)
    pdf.set_font("Helvetica", "B", 11)
    pdf.multi_cell(0, 6, text, align="L", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(0.5)


def _p(pdf, text, size=9.5):
    pdf.set_font("Helvetica", "", size)
    pdf.multi_cell(0, 4.8, text, align="L", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(1.5)


def _bullets(pdf, items, size=9.5, marker="-"):
    pdf.set_font("Helvetica", "", size)
    for it in items:
        x = pdf.l_margin
        pdf.set_x(x + 3)
        pdf.cell(5, 4.8, marker)
        pdf.multi_cell(0, 4.8, it, align="L", new_x="LMARGIN", new_y="NEXT")
        pdf.ln(0.6)
    pdf.ln(1)


def _numbered(pdf, items, size=9.5):
    pdf.set_font("Helvetica", "", size)
    for i, it in enumerate(items, 1):
        pdf.set_x(pdf.l_margin + 3)
        pdf.cell(7, 4.8, f"{i}.")
        pdf.multi_cell(0, 4.8, it, align="L", new_x="LMARGIN", new_y="NEXT")
        pdf.ln(0.6)
    pdf.ln(1)


def _table(pdf, rows, widths, size=9, header=True):
    from fpdf.fonts import FontFace

    pdf.set_font("Helvetica", "", size)
    with pdf.table(
        col_widths=widths,
        text_align="LEFT",
        line_height=5,
        first_row_as_headings=header,
        headings_style=FontFace(emphasis="BOLD", fill_color=(225, 233, 243)),
    ) as t:
        for r in rows:
            row = t.row()
            for c in r:
                row.cell(c)
    pdf.ln(3)


# ---------------------------------------------------------------- schedule
def _schedule():
    pdf = _Doc(f"{INSURER} - Policy Schedule HSH-4471-209-83 - issued 11 February 2025")
    pdf.add_page()
    pdf.set_font("Helvetica", "B", 16)
    pdf.set_text_color(20, 60, 110)
    pdf.cell(0, 8, INSURER, new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 9)
    pdf.set_text_color(80, 80, 80)
    pdf.cell(0, 5, "Northgate House, 2 Wellington Row, York YO1 6FZ", new_x="LMARGIN", new_y="NEXT")
    pdf.set_text_color(0, 0, 0)
    pdf.ln(3)
    pdf.set_font("Helvetica", "B", 13)
    pdf.cell(0, 7, "Home Insurance Policy Schedule - Renewal", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(2)
    _p(
        pdf,
        "This schedule forms part of your policy and must be read together with the Home "
        "Insurance Policy Wording (reference NMH-PW-0924) and any endorsements shown below. "
        "Please check the details carefully. If anything is wrong or missing, tell us straight "
        "away, as incorrect information could affect a claim or make your policy invalid.",
    )

    _h2(pdf, "Your details")
    _table(
        pdf,
        [
            ["Item", "Details"],
            ["Policy number", "HSH-4471-209-83"],
            ["Policyholder(s)", "Mr Daniel Okafor and Mrs Priya Okafor"],
            ["Correspondence address", "14 Larch Close, Pannal, Harrogate, North Yorkshire HG3 1QN"],
            ["Address of the home insured", "14 Larch Close, Pannal, Harrogate, North Yorkshire HG3 1QN"],
            [
                "Type of property",
                "Detached house, built 1987, brick walls and tiled roof with a flat-roofed garage extension",
            ],
            ["Bedrooms", "4"],
            ["Period of insurance", "From 00:00 on 03 March 2025 to 23:59 on 02 March 2026"],
            ["Policy type", "Home Plus (Buildings and Contents combined)"],
            ["No claims discount", "5 years (buildings) / 4 years (contents)"],
        ],
        (55, 119),
    )

    _h2(pdf, "Cover and limits")
    _table(
        pdf,
        [
            ["Section of cover", "Limit / sum insured", "Included?"],
            ["Section 1 - Buildings", "£385,000", "Yes"],
            ["Buildings accidental damage", "Up to the buildings sum insured", "Yes (optional extra)"],
            ["Section 2 - Contents", "£60,000", "Yes"],
            ["Contents accidental damage", "Up to the contents sum insured", "No"],
            ["Single article limit (contents)", "£2,000 per item unless specified below", "-"],
            ["Valuables in total", "£12,000", "-"],
            ["Money and cards", "£750", "-"],
            ["Contents in outbuildings and garages", "£3,000", "-"],
            [
                "Section 3 - Personal possessions away from the home",
                "£3,500 (unspecified items limited to £1,500 each)",
                "Yes (optional extra)",
            ],
            ["Section 4 - Family legal expenses", "£50,000 per claim", "Yes (optional extra)"],
            ["Section 5 - Home emergency", "£1,000 per claim, including VAT", "No"],
            ["Alternative accommodation", "Up to 20% of the buildings sum insured", "Yes"],
        ],
        (74, 70, 30),
    )

    _h2(pdf, "Specified items")
    _p(
        pdf,
        "The following items are insured for their full value both in the home and away from the "
        "home anywhere in the world, for up to 60 days in any one period of insurance when outside "
        "the United Kingdom.",
    )
    _table(
        pdf,
        [
            ["Item", "Description", "Value insured"],
            ["1", "Diamond solitaire engagement ring, 1.2ct, platinum band", "£4,850"],
            ["2", "Omega Seamaster gentleman's wristwatch", "£3,200"],
            ["3", "Canyon Endurace road bicycle", "£2,400"],
        ],
        (14, 120, 40),
    )

    _h2(pdf, "Excesses")
    _p(
        pdf,
        "The excess is the amount you must pay towards each claim. Where more than one excess "
        "applies to a claim, only the highest will be deducted.",
    )
    _table(
        pdf,
        [
            ["Type of claim", "Compulsory", "Voluntary", "Total excess"],
            ["All claims unless shown below", "£150", "£100", "£250"],
            ["Escape of water (buildings and contents)", "£350", "£100", "£450"],
            ["Subsidence, heave or landslip", "£1,000", "Not applicable", "£1,000"],
            ["Accidental damage (buildings)", "£150", "£100", "£250"],
            ["Personal possessions away from the home", "£75", "Not applicable", "£75"],
            ["Family legal expenses", "Nil", "Not applicable", "Nil"],
        ],
        (78, 32, 32, 32),
    )

    _h2(pdf, "Your premium")
    _table(
        pdf,
        [
            ["Premium breakdown", "Amount"],
            ["Buildings", "£301.20"],
            ["Contents", "£187.44"],
            ["Personal possessions away from the home", "£39.60"],
            ["Family legal expenses", "£18.62"],
            ["Insurance Premium Tax at 12%", "£65.62"],
            ["Total annual premium (including IPT)", "£612.48"],
        ],
        (120, 54),
    )
    _p(
        pdf,
        "You have chosen to pay by monthly Direct Debit. Your first instalment of £51.04 will be "
        "collected on or shortly after 03 March 2025, followed by 11 further monthly instalments of "
        "£51.04 on the 3rd of each month. Paying monthly does not cost you any more than paying "
        "annually, as we do not charge interest on instalments.",
    )

    _h2(pdf, "Endorsements that apply to your policy")
    _p(
        pdf,
        "Endorsement E07 - Minimum security. You must ensure that all external doors to the home "
        "are fitted with a five-lever mortice deadlock conforming to BS3621 or a multi-point locking "
        "system, and that all accessible ground-floor and basement windows have key-operated locks. "
        "These must be in use whenever the home is left unattended and at night. If they are not, we "
        "will not pay for loss or damage caused by theft or attempted theft unless force and violence "
        "was used to gain entry.",
    )
    _p(
        pdf,
        "Endorsement E12 - Flat roof. The flat roof over the garage extension forms less than 25% of "
        "the total roof area. You must have the flat roof inspected by a qualified roofer at least once "
        "every 10 years and keep the receipt. Storm damage to the flat roof will only be covered if "
        "it has been maintained in this way.",
    )
    _p(
        pdf,
        "Endorsement E19 - Interested party. Halewood Building Society is noted as having an interest "
        "in the buildings as mortgage lender.",
    )

    _h2(pdf, "Things you have told us")
    _bullets(
        pdf,
        [
            "The home is your main residence and is lived in by you and your family only.",
            "The home is not used for business purposes other than clerical work carried out by you.",
            "Nobody living in the home has a criminal conviction other than motoring offences.",
            "The home has not been affected by flooding, subsidence, heave or landslip.",
            "You have made one claim in the last five years: escape of water, settled June 2021, £2,180.",
        ],
    )
    _p(
        pdf,
        "Your policy is arranged through Brightwater Insurance Services Ltd, 5 Station Parade, "
        "Harrogate HG1 1TT, telephone 01423 508 290.",
    )
    return bytes(pdf.output())


# ---------------------------------------------------------------- wording
def _wording():
    pdf = _Doc(f"{INSURER} - Home Insurance Policy Wording NMH-PW-0924")
    pdf.add_page()
    pdf.ln(20)
    pdf.set_font("Helvetica", "B", 22)
    pdf.set_text_color(20, 60, 110)
    pdf.multi_cell(0, 11, "Home Insurance\nPolicy Wording", align="L", new_x="LMARGIN", new_y="NEXT")
    pdf.set_text_color(0, 0, 0)
    pdf.ln(4)
    pdf.set_font("Helvetica", "", 11)
    pdf.multi_cell(
        0,
        6,
        f"{INSURER}\nHome Standard, Home Plus and Home Premier\nEdition NMH-PW-0924, effective for policies starting or renewing from 1 October 2024",
        align="L",
        new_x="LMARGIN",
        new_y="NEXT",
    )
    pdf.ln(6)
    _h2(pdf, "Contents of this booklet")
    _table(
        pdf,
        [
            ["Part", "Page"],
            ["Welcome and how your policy works", "2"],
            ["Definitions", "2"],
            ["Section 1 - Buildings", "3"],
            ["Section 2 - Contents", "3"],
            ["Section 3 - Personal possessions away from the home", "5"],
            ["General exclusions and conditions", "5"],
            ["Making a claim", "5"],
            ["Cancelling your policy", "5"],
            ["How to complain", "6"],
        ],
        (140, 34),
    )
    _p(pdf, "Need to claim? Call our 24-hour claims line on 0345 600 7281, or from abroad +44 1904 771 281.")

    pdf.add_page()
    _h1(pdf, "Welcome and how your policy works")
    _p(
        pdf,
        "Thank you for choosing Northgate Mutual. This booklet, your schedule and any endorsements "
        "make up your contract of insurance with us. Your schedule shows which sections of cover you "
        "have chosen. If a section is not shown as included on your schedule, that section does not "
        "apply. Cover under each section is subject to the limits and excesses shown in your schedule.",
    )
    _p(
        pdf,
        "The policy is written in plain English, but some words have a special meaning. These are "
        "explained in the Definitions below and are printed in bold type throughout the booklet.",
    )

    _h1(pdf, "Definitions")
    defs = [
        (
            "Buildings",
            "The home and its decorations, fixtures and fittings, permanently installed swimming "
            "pools, tennis courts, drives, patios and terraces, walls, gates, fences and hedges, "
            "and garages and outbuildings, all within the boundaries of the land belonging to the home.",
        ),
        (
            "Contents",
            "Household goods, furniture and personal belongings which you own or for which you are "
            "legally responsible, kept in the home. Contents does not include motor vehicles, "
            "caravans, trailers, watercraft, or any part of the buildings.",
        ),
        ("Excess", "The amount you must pay towards each claim, as shown on your schedule."),
        ("Heave", "Upward movement of the ground beneath the buildings as a result of the soil expanding."),
        ("Home", "The private dwelling at the address shown on your schedule."),
        (
            "Money",
            "Cash, cheques, postal orders, unused postage stamps, gift vouchers and pre-booked travel "
            "or entertainment tickets, all held for private purposes.",
        ),
        (
            "Period of insurance",
            "The length of time for which this insurance is in force, as shown on your "
            "schedule, and for which you have paid and we have accepted a premium.",
        ),
        (
            "Storm",
            "A period of violent weather defined as wind speeds with gusts of at least 48 knots (55 mph), "
            "or torrential rainfall at a rate of at least 25mm per hour, or snow to a depth of at least "
            "one foot (30cm) in 24 hours, or hail of such intensity that it causes damage to hard surfaces.",
        ),
        (
            "Unoccupied",
            "Where the home has not been lived in by you or a member of your family for more than "
            "60 consecutive days. Lived in means slept in overnight on a regular basis.",
        ),
        (
            "Valuables",
            "Jewellery, watches, items made of gold, silver or other precious metals, pictures and "
            "other works of art, furs, and collections of stamps, coins or medals.",
        ),
        ("We, us, our", "Northgate Mutual Insurance Society Limited."),
        (
            "You, your",
            "The person or people named on the schedule as policyholder and members of their family "
            "who normally live in the home.",
        ),
    ]
    for term, meaning in defs:
        pdf.set_font("Helvetica", "B", 9.5)
        pdf.multi_cell(0, 4.8, term, align="L", new_x="LMARGIN", new_y="NEXT")
        _p(pdf, meaning)

    pdf.add_page()
    _h1(pdf, "Section 1 - Buildings")
    _h2(pdf, "What is covered")
    _p(
        pdf,
        "We will pay for loss of or damage to the buildings caused by any of the following events "
        "during the period of insurance.",
    )
    _numbered(
        pdf,
        [
            "Fire, smoke, explosion, lightning or earthquake.",
            "Storm or flood, but not damage to gates, fences or hedges caused by storm or flood.",
            "Escape of water from, or frost damage to, any fixed water or heating installation, washing "
            "machine, dishwasher, fridge or freezer.",
            "Escape of oil from any fixed heating installation.",
            "Theft or attempted theft.",
            "Riot, civil commotion, or malicious damage or vandalism, but not if the home is unoccupied.",
            "Subsidence or heave of the site on which the buildings stand, or landslip.",
            "Collision by any aircraft, vehicle, train or animal.",
            "Falling trees, branches, lamp posts, telegraph poles or aerials.",
        ],
    )
    _h2(pdf, "What is not covered")
    _bullets(
        pdf,
        [
            "The excess shown on your schedule.",
            "Damage caused by storm or flood to flat roofs unless they have been maintained as required by "
            "any endorsement on your schedule.",
            "Loss or damage caused by escape of water or theft if the home is unoccupied.",
            "The cost of repairing the fixed water installation itself from which the water escaped, other than "
            "damage caused by frost.",
            "Damage caused by water escaping from shower trays or around baths and basins because of failed "
            "grouting or sealant.",
            "Damage to solid floor slabs or anything resting on them caused by movement of hardcore beneath them, "
            "unless the foundations beneath the external walls are damaged at the same time.",
            "Subsidence damage caused by coastal or river erosion, or by the settlement of newly constructed buildings.",
            "Any loss or damage caused by wear and tear, rot, fungus, insects or vermin, or anything that happens gradually.",
        ],
    )
    _h2(pdf, "Additional buildings cover")
    _p(
        pdf,
        "Trace and access. If there is an escape of water or oil, we will pay up to £5,000 for the cost "
        "of removing and replacing any part of the buildings to find the source of the leak and for "
        "making good afterwards.",
    )
    _p(
        pdf,
        "Alternative accommodation. If the home cannot be lived in following damage covered by this "
        "section, we will pay for reasonable alternative accommodation for you, your family and your "
        "domestic pets, up to the limit shown on your schedule, until the home is ready to live in again.",
    )
    _p(
        pdf,
        "Underground services. We will pay for accidental damage to underground pipes, cables and drains "
        "serving the home which you are legally responsible for.",
    )
    _p(
        pdf,
        "Buildings accidental damage (only if shown as included on your schedule). We will pay for "
        "accidental damage to the buildings, meaning sudden and unexpected damage caused by external means. "
        "We will not pay for damage caused by chewing, scratching, tearing or fouling by any animal, "
        "or for damage caused while the home is let or sublet, or while alterations or renovations "
        "are being carried out.",
    )

    _h1(pdf, "Section 2 - Contents")
    _h2(pdf, "What is covered")
    _p(
        pdf,
        "We will pay for loss of or damage to the contents while in the home caused by any of the events "
        "listed under Section 1 - Buildings, items 1 to 9. The most we will pay for any one item is the "
        "single article limit shown on your schedule, unless the item is listed as a specified item.",
    )
    _h2(pdf, "Contents cover limits")
    _bullets(
        pdf,
        [
            "Valuables are covered up to the total shown on your schedule for all valuables together.",
            "Money is covered up to the money and cards limit shown on your schedule, and only while in the home.",
            "Contents in garages and outbuildings are covered up to the limit shown on your schedule, but theft "
            "from outbuildings is only covered if entry was gained by force and violence.",
            "Garden furniture, plants and ornaments left outside are covered up to £600 in total, but not for "
            "theft unless they are within the boundaries of the land belonging to the home.",
            "Frozen food spoiled because of a rise or fall in temperature in your freezer is covered up to £400.",
        ],
    )
    _h2(pdf, "Temporary removal")
    _p(
        pdf,
        "Contents temporarily removed from the home are covered, for the events listed above, while in "
        "any bank, safe deposit, occupied private dwelling or building where you are working or staying, "
        "anywhere in the United Kingdom. Theft is only covered if force and violence was used to gain entry. "
        "Contents belonging to students living away from home are covered up to £5,000 while at their term-time "
        "address.",
    )
    _h2(pdf, "What is not covered")
    _bullets(
        pdf,
        [
            "The excess shown on your schedule.",
            "Loss or damage caused by your domestic pets chewing, scratching, tearing or fouling.",
            "Theft or attempted theft from the home while it is let or sublet, unless force and violence was used.",
            "Pedal cycles while outside the home, unless they are listed as specified items.",
            "Loss or damage to contents while the home is unoccupied.",
            "Mechanical or electrical breakdown, or the cost of reinstating data on computers and phones.",
        ],
    )

    pdf.add_page()
    _h1(pdf, "Section 3 - Personal possessions away from the home")
    _p(
        pdf,
        "This section only applies if it is shown as included on your schedule. We will pay for accidental "
        "loss of, or accidental damage to, personal possessions, valuables and money belonging to you, while "
        "they are anywhere in the world, for up to 60 days in total in any period of insurance while you are "
        "outside the United Kingdom.",
    )
    _p(
        pdf,
        "We will not pay for loss of or damage to items left in an unattended vehicle unless they were out "
        "of view in a locked glovebox or boot and entry was by force; for sports equipment while it is being "
        "used; for contact lenses; or for items sent by post or carrier.",
    )

    _h1(pdf, "General exclusions")
    _p(pdf, "These exclusions apply to the whole of your policy.")
    _bullets(
        pdf,
        [
            "War, terrorism, nuclear contamination, sonic bangs, and pollution or contamination unless caused by "
            "a sudden and unexpected incident.",
            "Any loss or damage that happened before the period of insurance started.",
            "Loss of value of any item following a repair or replacement, or loss of value of a matching set "
            "where only part is lost or damaged.",
            "Loss or damage caused deliberately by you or by anyone lawfully in the home.",
            "Any loss arising from computer viruses or any electronic device failing to recognise a date.",
        ],
    )

    _h1(pdf, "General conditions")
    _p(
        pdf,
        "Taking care. You must take all reasonable steps to prevent loss or damage and keep the buildings "
        "in a good state of repair.",
    )
    _p(
        pdf,
        "Changes you must tell us about. You must tell us within 30 days if you change address, if the home "
        "is going to be unoccupied, if you start building work that needs planning permission or building "
        "regulations approval, if anyone living with you is convicted of any offence other than a motoring "
        "offence, or if the home is to be let or used for business.",
    )
    _p(
        pdf,
        "Cold weather. Between 1 November and 31 March, if the home is left empty for more than 72 hours, "
        "you must either keep the heating on at a minimum of 12 degrees Celsius or turn off the water at "
        "the mains and drain the system. If you do not, we will not pay for damage caused by escape of "
        "water or frost.",
    )

    _h1(pdf, "Making a claim")
    _p(
        pdf,
        "To make a claim, call our 24-hour claims line on 0345 600 7281 or use the Claims section of the "
        "Northgate Mutual app. Please have your policy number to hand.",
    )
    _p(pdf, "When something happens that may lead to a claim, you must:")
    _bullets(
        pdf,
        [
            "tell us as soon as reasonably possible;",
            "tell the police within 24 hours if you discover loss or damage caused by theft, attempted theft, "
            "vandalism or malicious acts, and get a crime reference number;",
            "take reasonable steps to prevent further damage, for example turning off the water supply;",
            "not throw away damaged items until we have had the chance to inspect them;",
            "give us any receipts, valuations, photographs or other evidence we reasonably ask for.",
        ],
    )
    _p(
        pdf,
        "We may choose to repair, reinstate or replace the damaged property, or pay you in cash. We can "
        "often replace items through our suppliers at a discount, so if you ask for a cash settlement "
        "instead we will normally pay no more than it would have cost us to replace the item. Emergency "
        "repairs up to £1,500 can be carried out without our agreement, but please keep the invoice.",
    )

    _h1(pdf, "Cancelling your policy")
    _p(
        pdf,
        "You may cancel this policy within 14 days of receiving your policy documents or of the start of "
        "the period of insurance, whichever is later (the cooling-off period). If you cancel during the "
        "cooling-off period we will refund the premium in full, provided no claim has been made.",
    )
    _p(
        pdf,
        "You can also cancel at any time after the cooling-off period by calling us or your broker. We will "
        "refund the premium for the unexpired period of insurance, less an administration charge of £30, "
        "provided no claim has been made during the current period of insurance. If a claim has been made, "
        "no refund is due and any outstanding instalments must still be paid.",
    )
    _p(
        pdf,
        "We may cancel the policy by giving you 14 days' written notice to your last known address, for "
        "example if you fail to pay an instalment, if you do not give us information we have asked for, or "
        "if we have reasonable evidence of fraud. If we cancel, we will refund the premium for the unexpired "
        "period, unless the cancellation is due to fraud.",
    )

    _h1(pdf, "How to complain")
    _p(
        pdf,
        "If you are unhappy with our service, please contact our Customer Relations Team at Northgate House, "
        "2 Wellington Row, York YO1 6FZ, or by email at complaints@northgatemutual.example. We will acknowledge "
        "your complaint within 5 working days. If you are still not satisfied after 8 weeks, or after receiving "
        "our final response, you may be able to refer your complaint to the Financial Ombudsman Service, "
        "Exchange Tower, London E14 9SR.",
    )
    _p(
        pdf,
        "Northgate Mutual Insurance Society Limited is authorised by the Prudential Regulation Authority "
        "and regulated by the Financial Conduct Authority and the Prudential Regulation Authority.",
    )
    return bytes(pdf.output())


def files() -> dict[str, bytes]:
    return {
        "Okafor_home_policy_schedule_2025.pdf": _schedule(),
        "Northgate_home_policy_wording_NMH-PW-0924.pdf": _wording(),
    }


EXPECT: list[tuple[str, list[str] | None]] = [
    ("whats my excess if a pipe bursts and floods the kitchen?", ["£450"]),
    ("How much is my buildings cover?", ["£385,000"]),
    ("when does my policy run out", ["02 March 2026"]),
    ("Is my engagement ring insured and for how much?", ["£4,850"]),
    ("How long can the house be left empty before it counts as unoccupied?", ["60 consecutive days"]),
    ("how many days do i have to cancel and get a full refund", ["within 14 days"]),
    ("What's the total I pay for the year?", ["£612.48"]),
    ("Who do I ring to make a claim?", ["24-hour claims line"]),
    ("The storm last night blew my garden fence down, is that covered?", ["gates, fences or hedges"]),
    ("Will you pay if my dog chews up the sofa?", ["your domestic pets chewing"]),
    ("Whats the most you'll pay out for one single item of contents?", ["£2,000 per item"]),
    ("how much cash am I insured for", ["£750"]),
    ("Do my doors need a particular kind of lock?", ["five-lever mortice deadlock"]),
    ("What happens if I cancel halfway through the year?", ["administration charge of £30"]),
    ("How quickly do I need to report a burglary to the police?", ["within 24 hours"]),
    ("Is there a discount if I fit a burglar alarm?", None),
    ("Will my premium go up next year if I make a claim?", None),
    ("Are the solar panels on my roof covered?", None),
]
