"""Library: a council food hygiene inspection report for a cafe (PDF)."""

PROVENANCE = (
    "Imitates a UK local authority Environmental Health food hygiene "
    "inspection report and rating letter (Food Hygiene Rating Scheme style); "
    "all content, names and figures invented"
)

DETAILS = [
    ("Business name", "The Copper Kettle Cafe"),
    ("Address", "14 Mill Lane, Westmarsh, WM3 8PD"),
    ("Food business operator", "Mr Daniel Okafor"),
    ("Type of business", "Restaurant / cafe / canteen"),
    ("Date of inspection", "12 March 2025"),
    ("Type of visit", "Planned (routine) inspection"),
    ("Inspecting officer", "Priya Natarajan, Environmental Health Officer"),
    ("Reference", "FH/2025/0417"),
]

SCORES_HEADER = ("Area", "Score", "Officer's comment")
SCORES = [
    (
        "Hygienic food handling",
        "10",
        "Some cross-contamination and temperature control risks",
    ),
    ("Structure and cleaning", "5", "Mostly clean; hand basin needs repair"),
    (
        "Confidence in management",
        "10",
        "Food safety records incomplete",
    ),
]

FINDINGS = [
    (
        "Hygienic food handling",
        [
            (
                "Raw chicken was stored on the shelf above ready-to-eat "
                "sandwiches in the main upright fridge. The officer asked for "
                "this to be rearranged during the visit and this was done."
            ),
            (
                "The air temperature of the under-counter fridge at the "
                "sandwich preparation area was measured at 9.5°C. Chilled food "
                "must be kept at 8°C or below; the cafe aims for 5°C or below."
            ),
            (
                "There was no working probe thermometer on the premises, so "
                "cooking and reheating temperatures could not be checked."
            ),
            ("Staff were seen washing their hands at appropriate times and wearing clean protective clothing."),
        ],
    ),
    (
        "Structure and cleaning",
        [
            ("The kitchen wash hand basin had no hot water because the instantaneous water heater was not working."),
            ("Grease and food debris had built up behind and underneath the cooking range."),
            ("Floors, walls and food preparation surfaces were otherwise in good condition and visibly clean."),
            (
                "No evidence of pest activity was found during the inspection. "
                "A pest control contract is in place with quarterly visits."
            ),
        ],
    ),
    (
        "Confidence in management",
        [
            (
                "A Safer Food Better Business (SFBB) pack is in place but the "
                "daily diary had not been completed since 3 February 2025."
            ),
            "Two of the four food handlers have no record of food hygiene training.",
            (
                "The cafe could not provide an allergen matrix for the current "
                "menu, and staff were unsure which dishes contain sesame."
            ),
        ],
    ),
]

ACTIONS_HEADER = ("No.", "Action required", "Complete by")
ACTIONS = [
    (
        "1",
        ("Repair or replace the water heater so the kitchen wash hand basin has hot and cold running water"),
        "19 March 2025",
    ),
    (
        "2",
        ("Provide a working probe thermometer and record cooking and reheating temperatures"),
        "21 March 2025",
    ),
    (
        "3",
        "Service or replace the under-counter fridge so it holds food at 8°C or below",
        "28 March 2025",
    ),
    (
        "4",
        ("Deep clean behind and underneath the cooking range and add it to the cleaning schedule"),
        "2 April 2025",
    ),
    (
        "5",
        "Complete the SFBB diary daily and carry out a 4-weekly review",
        "Immediately",
    ),
    (
        "6",
        "Produce an allergen matrix for all menu items and brief all staff on it",
        "9 April 2025",
    ),
    (
        "7",
        ("Ensure all food handlers complete Level 2 Food Hygiene training (or equivalent)"),
        "12 May 2025",
    ),
]


def _table(pdf, widths, header, rows, line_h=4.8):
    def draw(row, bold):
        pdf.set_font("Helvetica", "B" if bold else "", 9)
        heights = [
            len(pdf.multi_cell(w - 2, line_h, str(t), dry_run=True, output="LINES")) for w, t in zip(widths, row)
        ]
        height = max(heights) * line_h + 2
        if pdf.get_y() + height > pdf.h - pdf.b_margin:
            pdf.add_page()
        x0, y0 = pdf.get_x(), pdf.get_y()
        x = x0
        for w, t in zip(widths, row):
            pdf.rect(x, y0, w, height)
            pdf.set_xy(x + 1, y0 + 1)
            pdf.multi_cell(w - 2, line_h, str(t))
            x += w
        pdf.set_xy(x0, y0 + height)

    draw(header, True)
    for row in rows:
        draw(row, False)


def _build_pdf() -> bytes:
    from fpdf import FPDF

    class Report(FPDF):
        def header(self):
            self.set_font("Helvetica", "B", 9)
            self.cell(
                0,
                5,
                "Westmarsh District Council - Environmental Health (Food and Safety Team)",
                new_x="LMARGIN",
                new_y="NEXT",
            )
            self.ln(2)

        def footer(self):
            self.set_y(-12)
            self.set_font("Helvetica", "I", 7)
            self.cell(
                0,
                5,
                f"Ref FH/2025/0417 - Page {self.page_no()} of {{nb}}",
                align="C",
            )

    pdf = Report(format="A4")
    pdf.set_margins(18, 14, 18)
    pdf.set_auto_page_break(True, margin=18)
    pdf.add_page()

    pdf.set_font("Helvetica", "B", 15)
    pdf.cell(0, 9, "Food Hygiene Inspection Report", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(1)
    for label, value in DETAILS:
        pdf.set_font("Helvetica", "B", 9.5)
        pdf.cell(52, 5.5, label + ":")
        pdf.set_font("Helvetica", "", 9.5)
        pdf.cell(0, 5.5, value, new_x="LMARGIN", new_y="NEXT")
    pdf.ln(3)

    pdf.set_font("Helvetica", "B", 12)
    pdf.cell(
        0,
        7,
        "Food hygiene rating awarded: 3 - Generally satisfactory",
        border=1,
        new_x="LMARGIN",
        new_y="NEXT",
    )
    pdf.set_font("Helvetica", "", 9)
    pdf.multi_cell(
        0,
        4.8,
        "Ratings range from 0 (urgent improvement necessary) to 5 (very "
        "good). Your rating is based on the three scores below; lower "
        "scores are better.",
        new_x="LMARGIN",
        new_y="NEXT",
    )
    pdf.ln(2)
    _table(pdf, [58, 18, 98], SCORES_HEADER, SCORES)
    pdf.ln(4)

    pdf.set_font("Helvetica", "B", 12)
    pdf.cell(0, 7, "What the officer found", new_x="LMARGIN", new_y="NEXT")
    for area, points in FINDINGS:
        pdf.set_font("Helvetica", "B", 10)
        pdf.cell(0, 6, area, new_x="LMARGIN", new_y="NEXT")
        pdf.set_font("Helvetica", "", 9.5)
        for point in points:
            pdf.multi_cell(0, 4.8, "- " + point, new_x="LMARGIN", new_y="NEXT")
            pdf.ln(0.8)
        pdf.ln(1.5)

    pdf.set_font("Helvetica", "B", 12)
    pdf.cell(0, 7, "Actions you must take", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 9)
    pdf.multi_cell(
        0,
        4.8,
        "The following works are required to comply with Regulation (EC) "
        "852/2004 and the Food Safety and Hygiene (England) Regulations "
        "2013. Please confirm to the officer in writing when each item has "
        "been completed.",
        new_x="LMARGIN",
        new_y="NEXT",
    )
    pdf.ln(1)
    _table(pdf, [12, 124, 38], ACTIONS_HEADER, ACTIONS)
    pdf.ln(4)

    pdf.set_font("Helvetica", "B", 12)
    pdf.cell(0, 7, "Revisit", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 9.5)
    pdf.multi_cell(
        0,
        4.8,
        "An officer will revisit the premises on or after 22 April 2025 to "
        "check that the actions above have been completed. This revisit "
        "will not change your food hygiene rating.",
        new_x="LMARGIN",
        new_y="NEXT",
    )
    pdf.ln(2)

    pdf.set_font("Helvetica", "B", 12)
    pdf.cell(0, 7, "Your rights and options", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 9.5)
    for para in [
        (
            "Appeal: if you think your rating is wrong or unfair, you can appeal "
            "to the Lead Food Officer within 21 days of the date of this "
            "letter (including weekends and bank holidays)."
        ),
        (
            "Right to reply: you may send us a written comment about your rating, "
            "for example to explain improvements made since the inspection. "
            "This will be published online alongside your rating."
        ),
        (
            "Request a re-rating visit: once the actions have been completed you "
            "may ask for a re-rating visit. A charge of £210 is payable when the "
            "request is made. The officer will visit within three months of the "
            "request, unannounced, and your rating may go up, down or stay the "
            "same."
        ),
        (
            "Displaying your rating: display of the rating sticker is voluntary "
            "in England but strongly encouraged. Stickers should be placed at "
            "the entrance where customers can easily see them."
        ),
    ]:
        pdf.multi_cell(0, 4.8, para, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(1.5)

    pdf.ln(2)
    pdf.set_font("Helvetica", "I", 8)
    pdf.multi_cell(
        0,
        4,
        "Signed: P. Natarajan, Environmental Health Officer. Date of report: "
        "14 March 2025. Westmarsh District Council, Civic Offices, Station "
        "Road, Westmarsh WM1 1AA. Tel 01632 960 544. "
        "foodsafety@westmarsh.example.gov.uk",
        new_x="LMARGIN",
        new_y="NEXT",
    )
    return bytes(pdf.output())


def files() -> dict[str, bytes]:
    return {"Copper_Kettle_Inspection_Report_12-03-2025.pdf": _build_pdf()}


EXPECT = [
    (
        "what hygiene rating did the copper kettle get",
        ["rating awarded: 3", "3 - Generally satisfactory"],
    ),
    ("when was the inspection done", ["12 March 2025"]),
    ("who was the inspector?", ["Priya Natarajan"]),
    ("whats wrong with the hand basin", ["had no hot water"]),
    ("by when do they need to get a probe thermometer", ["21 March 2025"]),
    ("did they find any mice or pests", ["No evidence of pest activity"]),
    ("when is the revisit", ["on or after 22 April 2025"]),
    ("how long do I have to appeal the rating", ["within 21 days"]),
    ("can we ask for a re-rating visit and how much does it cost", ["£210"]),
    ("what temp was the sandwich fridge", ["9.5°C"]),
    ("when was the SFBB diary last filled in", ["3 February 2025"]),
    ("what training do the staff need", ["Level 2 Food Hygiene"]),
    ("was there a problem with allergens?", ["allergen matrix"]),
    ("was this a complaint visit or a routine one", ["Planned (routine) inspection"]),
    ("do we have to display the sticker by law", ["voluntary"]),
    ("was the cafe fined", None),
    ("what was their previous hygiene rating", None),
    ("how many seats does the cafe have", None),
]
