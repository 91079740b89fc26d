"""Probe library: car owner's manual, maintenance chapter (PDF)."""

PROVENANCE = (
    "Imitates the 'Maintenance and care' chapter of a car owner's handbook "
    "(service schedule, oil, tyre pressures, warning lights, warranty); "
    "the make 'Kestrel Aventa' and all content are invented"
)


def _manual_pdf() -> bytes:
    from fpdf import FPDF

    class _PDF(FPDF):
        def header(self):
            if self.page_no() > 1:
                self.set_font("helvetica", "I", 8)
                self.cell(
                    0,
                    6,
                    "Kestrel Aventa Owner's Handbook - Section 7: Maintenance and care",
                    align="R",
                    new_x="LMARGIN",
                    new_y="NEXT",
                )
                self.ln(2)

        def footer(self):
            self.set_y(-12)
            self.set_font("helvetica", "I", 8)
            self.cell(0, 8, f"7-{self.page_no()}", align="C")

    pdf = _PDF(format="A4")
    pdf.set_auto_page_break(True, margin=18)
    pdf.set_margins(18, 15, 18)
    pdf.add_page()

    def h1(t):
        pdf.set_font("helvetica", "B", 18)
        pdf.multi_cell(0, 9, t, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(3)

    def h2(t):
        pdf.ln(2)
        pdf.set_font("helvetica", "B", 13)
        pdf.multi_cell(0, 7, t, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(1)

    def h3(t):
        pdf.set_font("helvetica", "B", 10)
        pdf.multi_cell(0, 5, t, new_x="LMARGIN", new_y="NEXT")

    def p(t):
        pdf.set_font("helvetica", "", 10)
        pdf.multi_cell(0, 5, t, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(2)

    def bullet(t):
        pdf.set_font("helvetica", "", 10)
        pdf.set_x(pdf.l_margin + 4)
        pdf.multi_cell(0, 5, "- " + t, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(0.5)

    def table(rows, widths):
        pdf.set_font("helvetica", "", 8.5)
        with pdf.table(col_widths=widths, text_align="LEFT", line_height=4.5, first_row_as_headings=True) as t:
            for r in rows:
                row = t.row()
                for c in r:
                    row.cell(c)
        pdf.ln(3)

    h1("7  Maintenance and care")
    p(
        "This section explains how to keep your Kestrel Aventa in good condition. It applies to all "
        "Aventa models from model year 2023 onwards with the 1.5 TSP petrol engine or the 2.0 TDC "
        "diesel engine. Regular maintenance carried out at the correct intervals protects your "
        "safety, the value of your car and your warranty cover."
    )

    h2("7.1  Service schedule")
    p(
        "Your car must be serviced at the mileage or time interval shown below, whichever comes "
        "first. The service indicator in the instrument cluster shows the distance and number of "
        "days remaining until the next service is due. Your Kestrel dealer will reset the "
        "indicator after each service."
    )
    table(
        [
            ("Service / item", "Mileage interval", "Time interval", "Main work carried out"),
            (
                "Interim Service (A)",
                "Every 10,000 miles",
                "Every 12 months",
                "Engine oil and oil filter change, safety inspection, tyre and brake check",
            ),
            (
                "Full Service (B)",
                "Every 20,000 miles",
                "Every 24 months",
                "Service A plus air filter, pollen filter and brake fluid change",
            ),
            (
                "Major Service (C)",
                "Every 40,000 miles",
                "Every 48 months",
                "Service B plus spark plugs (petrol) or fuel filter (diesel), auxiliary belt inspection",
            ),
            (
                "Timing belt - 1.5 TSP petrol",
                "80,000 miles",
                "72 months (6 years)",
                "Replace timing belt and tensioner",
            ),
            (
                "Timing belt - 2.0 TDC diesel",
                "100,000 miles",
                "96 months (8 years)",
                "Replace timing belt, tensioner and water pump",
            ),
            (
                "Engine coolant",
                "First at 120,000 miles, then every 40,000 miles",
                "First at 10 years, then every 4 years",
                "Drain and refill with Kestrel Coolant G13",
            ),
        ],
        (38, 32, 32, 66),
    )
    h3("Severe operating conditions")
    p(
        "If your car is used mainly for short journeys of less than 5 miles, for towing, as a taxi "
        "or private hire vehicle, or in very dusty conditions, the engine oil and oil filter must be "
        "changed every 5,000 miles or 6 months, whichever comes first. All other items follow the "
        "normal schedule."
    )
    p(
        "Brake fluid absorbs moisture over time and must be changed every 2 years regardless of "
        "mileage. This is included in the Full Service (B)."
    )

    h2("7.2  Engine oil and fluids")
    p(
        "Use only engine oils that meet the Kestrel specification shown for your engine. Using oil "
        "of the wrong grade or specification can cause engine damage which is not covered by the "
        "warranty. Check the level with the dipstick every 1,000 miles and before long journeys, "
        "with the car parked on level ground and the engine switched off for at least 5 minutes."
    )
    table(
        [
            (
                "Engine",
                "Oil specification",
                "Viscosity",
                "Capacity with filter change",
                "Capacity without filter change",
            ),
            ("1.5 TSP petrol", "KS 508.00", "SAE 0W-20", "4.2 litres", "3.9 litres"),
            ("2.0 TDC diesel", "KS 507.00", "SAE 5W-30", "5.1 litres", "4.7 litres"),
        ],
        (34, 32, 26, 38, 38),
    )
    p(
        "The difference between the MIN and MAX marks on the dipstick is approximately 1.0 litre. "
        "Do not overfill: excess oil can damage the catalytic converter."
    )
    p(
        "Coolant system capacity: 1.5 TSP petrol 6.8 litres; 2.0 TDC diesel 7.4 litres. Use only "
        "Kestrel Coolant G13 (violet). Never mix with other coolant types."
    )
    p("Windscreen washer reservoir capacity: 4.0 litres. Use a screenwash with anti-freeze in winter.")

    h2("7.3  Tyre pressures")
    p(
        "Check tyre pressures at least once a month and before long journeys, with the tyres cold. "
        "The pressures for the tyres fitted to your car are also shown on the label on the driver's "
        "door pillar. Unladen means up to 3 occupants and no luggage. Laden means more than 3 "
        "occupants, or luggage in the boot, or towing."
    )
    table(
        [
            ("Tyre size", "Front - unladen", "Rear - unladen", "Front - laden", "Rear - laden"),
            ("205/55 R16 91V", "33 psi (2.3 bar)", "30 psi (2.1 bar)", "36 psi (2.5 bar)", "41 psi (2.8 bar)"),
            ("225/45 R17 94W", "35 psi (2.4 bar)", "32 psi (2.2 bar)", "38 psi (2.6 bar)", "44 psi (3.0 bar)"),
            (
                "T125/70 R17 space-saver spare",
                "60 psi (4.2 bar)",
                "60 psi (4.2 bar)",
                "60 psi (4.2 bar)",
                "60 psi (4.2 bar)",
            ),
        ],
        (46, 31, 31, 31, 31),
    )
    p(
        "After adjusting tyre pressures, reset the tyre pressure monitoring system (TPMS) in "
        "Settings > Vehicle > Tyres so that it learns the new values."
    )
    p(
        "The space-saver spare wheel is for temporary use only. Do not exceed 50 mph and do not "
        "drive further than 50 miles on it. Have the standard wheel repaired or replaced as soon "
        "as possible."
    )

    h2("7.4  Warning lights")
    p(
        "Red warning lights indicate a problem that needs immediate action. Amber lights indicate "
        "a fault that should be checked soon. If a light comes on, read the message in the driver "
        "display and follow the advice below."
    )
    for title, text in [
        (
            "Oil pressure warning light (red)",
            "Engine oil pressure is too low. Stop as soon as it is safe to do so and switch off the "
            "engine. Check the oil level and top up if required. Do not restart the engine if the "
            "oil level is correct; call Kestrel Assist on 0800 555 0199.",
        ),
        (
            "Coolant temperature warning light (red)",
            "The engine is overheating or the coolant level is low. Stop and switch off the engine. "
            "Allow it to cool for at least 30 minutes before opening the coolant expansion tank.",
        ),
        (
            "Brake system warning light (red)",
            "The brake fluid level is low or there is a fault in the braking system. Stop the car "
            "and do not continue driving. Call Kestrel Assist.",
        ),
        (
            "Battery charge warning light (red)",
            "The alternator is not charging the battery. Switch off non-essential electrical "
            "equipment and drive to the nearest Kestrel dealer.",
        ),
        (
            "Engine management light on steadily (amber)",
            "A fault has been detected in the emissions control system. You may continue your "
            "journey, but have the car checked by a dealer as soon as possible.",
        ),
        (
            "Engine management light flashing (amber)",
            "An engine misfire is occurring which may damage the catalytic converter. Reduce speed, "
            "avoid hard acceleration and have the car checked immediately.",
        ),
        (
            "Tyre pressure warning light (amber)",
            "One or more tyres is under-inflated. Check and adjust all tyre pressures, then reset the TPMS (see 7.3).",
        ),
        (
            "Diesel particulate filter light (amber, diesel only)",
            "The particulate filter is becoming blocked with soot. Drive at a steady speed above "
            "40 mph for about 15 minutes to allow the filter to regenerate. If the light stays on, "
            "contact your dealer.",
        ),
        (
            "Glow plug light flashing (amber, diesel only)",
            "A fault has been detected in the engine control system. Have the car checked by a "
            "dealer as soon as possible.",
        ),
    ]:
        h3(title)
        p(text)

    h2("7.5  Warranty")
    p(
        "New Vehicle Warranty: your Kestrel is covered against defects in materials and "
        "manufacture for 3 years or 60,000 miles, whichever comes first, from the date of first "
        "registration. There is no mileage limit in the first year."
    )
    p(
        "Paint surface warranty: 3 years, unlimited mileage. Anti-perforation (body corrosion) "
        "warranty: 12 years from first registration, subject to the body being inspected at each "
        "scheduled service. 12-volt battery: 2 years. Kestrel Assist roadside assistance is "
        "included for 3 years."
    )
    p("The warranty transfers automatically to any subsequent owner for the remainder of the warranty period.")
    h3("Servicing and your warranty")
    p(
        "You may have your car serviced by any VAT-registered garage, including an independent "
        "garage, without affecting the warranty, provided that the work follows the Kestrel "
        "service schedule, uses parts of matching quality and oils meeting the specification in "
        "7.2, and is recorded in the car's digital service record. Each service must be carried "
        "out within 1,000 miles or one month of the due date, whichever comes first."
    )
    h3("What is not covered")
    p(
        "Parts that wear in normal use are not covered unless they fail because of a "
        "manufacturing defect. These include brake pads and discs, clutch linings, wiper blades, "
        "bulbs and the auxiliary belt. Tyres are covered by the tyre manufacturer's own warranty, "
        "not by Kestrel. Damage caused by accidents, misuse, neglect, road salt, stone chips or "
        "environmental fallout is also excluded."
    )
    h3("What will invalidate the warranty")
    for b in [
        "failure to have the car serviced in accordance with the service schedule;",
        "modification of the engine control unit software (remapping or 'chipping'), or "
        "modifications to the engine, exhaust or suspension;",
        "use in motorsport, track days, rallies or speed trials;",
        "continuing to drive with a red warning light illuminated;",
        "tampering with or replacing the odometer.",
    ]:
        bullet(b)
    p(
        "Fitting non-approved parts does not invalidate the whole warranty, but any failure caused "
        "by those parts will not be covered."
    )

    return bytes(pdf.output())


def files() -> dict[str, bytes]:
    return {"kestrel_aventa_handbook_section7_maintenance.pdf": _manual_pdf()}


EXPECT = [
    ("how often does the petrol need an oil change?", ["10,000 miles"]),
    ("what oil does the diesel take and how much of it", ["5W-30", "5.1 litres"]),
    ("oil capacity 1.5 petrol when changing the filter too", ["4.2 litres"]),
    ("When is the timing belt due on the 2.0 diesel?", ["100,000 miles", "96 months", "8 years"]),
    (
        "I've got 17 inch wheels, what should the rear tyres be when the car's fully loaded for holiday?",
        ["44 psi", "3.0 bar"],
    ),
    ("front tyre pressure for 205/55 R16 normal driving", ["33 psi", "2.3 bar"]),
    ("the red oil light came on on the motorway, what do i do", ["check the oil level", "do not restart the engine"]),
    ("engine light is flashing - is it safe to keep driving?", ["misfire"]),
    ("how long is the warranty on a new aventa", ["3 years or 60,000 miles"]),
    ("is rust covered and for how long?", ["12 years"]),
    ("Will getting my car remapped void the warranty?", ["remapping"]),
    ("can i get it serviced at my local independant garage without losing warranty", ["independent garage"]),
    ("how late can a service be before it affects my warrenty", ["1,000 miles or one month"]),
    # not answerable
    ("what tyre pressures for 18 inch alloys?", None),
    ("how much does a major service cost at the dealer", None),
    ("how big is the fuel tank on the diesel?", None),
    ("who won the 2019 rugby world cup", None),
]
