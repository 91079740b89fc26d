"""Travel insurance policy wording + personal schedule (single PDF)."""

PROVENANCE = (
    "Imitates a UK travel insurer's policy wording booklet with a customer's "
    "policy schedule and summary-of-cover table; all content invented"
)


def _build_pdf(blocks):
    from fpdf import FPDF

    pdf = FPDF(format="A4")
    pdf.set_auto_page_break(auto=True, margin=15)
    pdf.set_margins(18, 16, 18)
    pdf.add_page()
    for b in blocks:
        kind = b[0]
        if kind == "title":
            pdf.set_font("helvetica", "B", 17)
            pdf.multi_cell(0, 9, b[1], new_x="LMARGIN", new_y="NEXT")
            pdf.ln(2)
        elif kind == "h1":
            pdf.ln(3)
            pdf.set_font("helvetica", "B", 13)
            pdf.multi_cell(0, 7, b[1], new_x="LMARGIN", new_y="NEXT")
            pdf.ln(1)
        elif kind == "h2":
            pdf.ln(1)
            pdf.set_font("helvetica", "B", 11)
            pdf.multi_cell(0, 6, b[1], new_x="LMARGIN", new_y="NEXT")
        elif kind == "p":
            pdf.set_font("helvetica", "", 10)
            pdf.multi_cell(0, 5, b[1], new_x="LMARGIN", new_y="NEXT")
            pdf.ln(1.5)
        elif kind == "bullets":
            pdf.set_font("helvetica", "", 10)
            for item in b[1]:
                pdf.set_x(22)
                pdf.multi_cell(0, 5, "- " + item, new_x="LMARGIN", new_y="NEXT")
            pdf.ln(1.5)
        elif kind == "pagebreak":
            pdf.add_page()
        elif kind == "table":
            rows, widths = b[1], b[2]
            pdf.set_font("helvetica", "", 9)
            with pdf.table(col_widths=widths, text_align="LEFT", line_height=4.6, first_row_as_headings=True) as table:
                for r in rows:
                    row = table.row()
                    for c in r:
                        row.cell(c)
            pdf.ln(3)
    return bytes(pdf.output())


def files():
    summary = [
        ["Section / benefit", "Essential", "Standard", "Premier"],
        ["Cancellation and curtailment (per person)", "£1,250", "£3,500", "£7,500"],
        ["Emergency medical and repatriation expenses", "£2 million", "£5 million", "£10 million"],
        [
            "Hospital benefit (per complete 24 hours as an in-patient)",
            "£15 per day, max £300",
            "£25 per day, max £500",
            "£40 per day, max £1,000",
        ],
        ["Emergency dental treatment (pain relief only)", "£200", "£280", "£450"],
        ["Personal baggage (total)", "£800", "£1,600", "£2,750"],
        ["- single item, pair or set limit", "£175", "£325", "£550"],
        ["- valuables limit (total)", "£225", "£450", "£900"],
        ["Delayed baggage (outward journey, over 12 hours)", "Not covered", "£100", "£200"],
        ["Personal money (total)", "£120", "£275", "£480"],
        ["- cash limit", "£100", "£250", "£375"],
        ["Missed departure", "Not covered", "£600", "£1,200"],
        ["Travel delay", "Not covered", "£20 per 12 hours, max £160", "£35 per 12 hours, max £320"],
        ["Personal liability", "£1 million", "£2 million", "£2 million"],
        ["Excess (per person, per claim)", "£125", "£85", "£40"],
    ]
    winter = [
        ["Winter Sports Cover benefit", "Maximum amount per insured person"],
        ["Own ski equipment (single item limit £240)", "£600"],
        ["Hired ski equipment", "£350"],
        ["Ski pack (lift pass, ski school, equipment hire) - unused portion", "£420"],
        ["Piste closure (resort lifts closed by lack of snow)", "£30 per day, up to £270"],
        ["Avalanche or landslide delay", "£25 per 12 hours, up to £250"],
    ]
    blocks = [
        ("title", "Harbourline Travel Insurance\nPolicy Wording and Policy Schedule"),
        (
            "p",
            "Harbourline Travel Insurance is arranged by Harbourline Insurance Services Ltd and "
            "underwritten by Castlegate General Insurance plc. Please read this document carefully "
            "and keep it with you when you travel. Version HTI-W-0326.",
        ),
        ("h1", "Your Policy Schedule"),
        (
            "bullets",
            [
                "Policy number: HL-AMT-4471093",
                "Policyholder: Ms Joanna Reid, 14 Alder Crescent, Harrogate HG2 7QP",
                "Insured persons: Joanna Reid (age 52), Martin Reid (age 55)",
                "Policy type: Annual multi-trip",
                "Cover level: Standard",
                "Area of travel: Area 1 - Europe (including the Canary Islands, Madeira, Cyprus, Malta, "
                "Turkey and Morocco)",
                "Period of insurance: 14 February 2026 to 13 February 2027",
                "Optional add-ons: Winter Sports Cover - INCLUDED",
                "Excess: £85 per person, per claim (Standard cover)",
                "Total premium (including Insurance Premium Tax at 12%): £148.60",
                "Of which Winter Sports Cover: £39.20",
            ],
        ),
        (
            "p",
            "Medical conditions declared: none. If your health changes before you travel you must "
            "tell us, as this may affect your cover.",
        ),
        ("h1", "Summary of Cover"),
        (
            "p",
            "The table below shows the maximum we will pay under each section for each insured "
            "person, for each trip, under each cover level. Essential is our entry-level cover. "
            "Your schedule shows which cover level you have chosen.",
        ),
        ("table", summary, (62, 36, 36, 40)),
        (
            "p",
            "Missed departure and travel delay are not covered on Essential. Essential does not "
            "include delayed baggage cover either.",
        ),
        ("h1", "Section 1 - Eligibility and age limits"),
        (
            "p",
            "To be covered you must be a resident of the United Kingdom, registered with a GP in "
            "the United Kingdom, and your trip must start and end in the United Kingdom.",
        ),
        (
            "p",
            "Single trip policies are available to persons aged 79 or under at the date of "
            "purchase on Essential and Standard cover, and aged 84 or under on Premier cover. "
            "Annual multi-trip policies are only available to persons aged 74 or under at the "
            "start date of the period of insurance. Winter Sports Cover cannot be added for any "
            "insured person aged 70 or over.",
        ),
        (
            "p",
            "Children under 18 can be included free of charge when they travel with an insured "
            "adult named on the schedule.",
        ),
        ("h1", "Section 2 - Annual multi-trip: maximum trip length"),
        (
            "p",
            "Under an annual multi-trip policy, each trip must not exceed 24 days on Essential, "
            "45 days on Standard or 62 days on Premier. If a trip is longer than this, there is no "
            "cover for any part of that trip. Winter sports are covered for up to 21 days in total "
            "in any one period of insurance, and only if Winter Sports Cover is shown on your "
            "schedule.",
        ),
        ("h1", "Section 3 - Cancellation and curtailment"),
        (
            "p",
            "We will pay up to the amount shown in the Summary of Cover for each insured person for "
            "unused travel and accommodation costs that you have paid or are contracted to pay, "
            "if you have to cancel or cut short your trip because of one of the following:",
        ),
        (
            "bullets",
            [
                "the death, injury or illness of you, a travelling companion or a close relative;",
                "you being called for jury service or as a witness in a court of law;",
                "your home being made uninhabitable by fire, flood or storm in the 7 days before you leave;",
                "you being made redundant, as long as you qualify for redundancy pay.",
            ],
        ),
        (
            "p",
            "You must tell the travel provider as soon as you know you need to cancel. We will not "
            "pay any additional cancellation charges that arise because you delayed.",
        ),
        (
            "p",
            "We will not pay for cancellation because you no longer wish to travel (disinclination "
            "to travel), or because of a medical condition you knew about but did not declare.",
        ),
        ("h1", "Section 4 - Emergency medical expenses"),
        (
            "p",
            "We will pay for necessary and reasonable emergency medical, surgical and hospital "
            "treatment outside the United Kingdom, and for bringing you home if our medical "
            "advisers agree it is necessary.",
        ),
        (
            "p",
            "If you need to go into hospital as an in-patient, or you are told you need to come "
            "home early, you must contact Harbourline Assistance on +44 20 7946 0321 (24 hours a "
            "day, 365 days a year) before any arrangements are made. If you cannot do this, "
            "someone must contact us on your behalf as soon as possible.",
        ),
        (
            "p",
            "Hospital benefit is paid for each complete 24 hours you spend as an in-patient, in "
            "addition to your medical expenses, to help with incidental costs such as taxis and "
            "phone calls.",
        ),
        ("h1", "Section 5 - Personal baggage and personal money"),
        (
            "p",
            "We will pay for loss, theft or damage to your baggage, up to the total shown in the "
            "Summary of Cover. The most we will pay for any single item, pair or set of items is the "
            "single item limit for your cover level. Valuables (jewellery, watches, cameras, "
            "binoculars and electronic equipment) are also subject to the valuables limit. Claims "
            "are settled on an indemnity basis, which means we make a deduction for wear and tear.",
        ),
        (
            "p",
            "We will not pay for baggage left unattended in a vehicle between 9pm and 8am, or at "
            "any other time unless it was locked out of sight in the boot or covered luggage area "
            "and there is evidence of forced entry.",
        ),
        (
            "p",
            "You must report any loss or theft to the police within 24 hours of discovering it and "
            "get a written police report. Losses at an airport must also be reported to the airline "
            "and a Property Irregularity Report obtained.",
        ),
        ("h1", "Section 6 - Sports and activities"),
        (
            "p",
            "You are covered for taking part in the activities listed in Appendix A on a "
            "recreational basis. Scuba diving is covered to a depth of 30 metres if you hold a "
            "recognised diving qualification (for example PADI Advanced Open Water) and dive with a "
            "qualified buddy, or to a depth of 18 metres if you are not qualified and dive under "
            "the direct supervision of a qualified instructor. There is no cover for solo diving or "
            "for cave or wreck diving.",
        ),
        ("h1", "Section 7 - Winter Sports Cover (optional add-on)"),
        (
            "p",
            "This section only applies if Winter Sports Cover is shown as included on your policy "
            "schedule and the additional premium has been paid. It covers skiing and snowboarding "
            "on recognised pistes. Off-piste skiing is covered only when accompanied by a "
            "qualified guide.",
        ),
        ("table", winter, (120, 54)),
        (
            "p",
            "Piste closure benefit is paid only if the lifts at your resort are closed for more "
            "than 12 hours because of a lack of snow, and you are unable to ski at another resort.",
        ),
        ("h1", "General exclusions"),
        (
            "bullets",
            [
                "Any claim arising from you being under the influence of alcohol or drugs (unless "
                "prescribed by a doctor).",
                "Any pre-existing medical condition that you did not declare to us.",
                "Travel against the advice of your doctor, or for the purpose of getting medical treatment abroad.",
                "Riding a motorcycle over 125cc, or any motorcycle without wearing a helmet.",
                "Taking part in manual work or professional sport.",
            ],
        ),
        ("h1", "How to make a claim"),
        (
            "p",
            "You must notify us of any claim within 31 days of your return home, by phone on "
            "0330 088 2914 or by email to claims@harbourline-insurance.example. Completed claim "
            "forms, with original receipts and supporting documents, must reach us within 90 days "
            "of your return home. We may not pay your claim if you notify us later than this.",
        ),
        ("h1", "Complaints"),
        (
            "p",
            "If you are unhappy with our service, please contact our Customer Relations Team at "
            "Harbourline House, 2 Quayside, Hull HU1 9ZZ. If we cannot resolve your complaint you "
            "may be able to refer it to the Financial Ombudsman Service.",
        ),
    ]
    return {"harbourline_policy_wording_and_schedule.pdf": _build_pdf(blocks)}


EXPECT = [
    ("whats the single item limit for baggage if Ive got standard cover?", ["£325"]),
    ("How much cancellation cover does Premier give?", ["£7,500"]),
    ("what's my excess", ["£85"]),
    ("is there an age limit on annual multi trip", ["aged 74"]),
    ("how long after I get home do I have to tell you about a claim", ["31 days"]),
    ("max length of each trip on my annual policy?", ["45 days"]),
    ("skis I hired out there got stolen, how much can i claim", ["£350"]),
    ("what do I get if the pistes are shut for no snow", ["£30 per day"]),
    ("I'm PADI qualified - how deep can I dive and still be covered?", ["30 metres"]),
    ("number to call if I end up in hospital abroad", ["+44 20 7946 0321"]),
    ("does essential pay out for travel delays", ["not covered on Essential"]),
    ("left my bag in the car overnight and it got nicked, am i covered?", ["9pm and 8am"]),
    ("hosptial benefit per day on premier", ["£40 per day"]),
    ("how much did the winter sports add on cost me", ["£39.20"]),
    ("my dad is 72, can he have the winter sports cover", ["aged 70 or over"]),
    ("Are cruises covered under this policy?", None),
    ("How much would it cost to upgrade to Premier?", None),
    ("is covid covered if I have to cancel", None),
    ("what's the best ski resort in Austria for beginners", None),
]
