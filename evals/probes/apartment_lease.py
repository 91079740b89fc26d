"""Library: a US residential apartment lease agreement (PDF) with rent, fees, pets, parking and utilities."""

PROVENANCE = (
    "Imitates a typical US property-management residential lease agreement "
    "for a one-bedroom apartment (multi-section PDF with a utilities table and "
    "initials/small print); all names, addresses and figures are invented"
)

_PARTIES = (
    'This Residential Lease Agreement (the "Lease") is entered into on July 12, 2024 '
    "between Cedarline Property Management LLC, as agent for the owner of Maple Court "
    'Apartments ("Landlord"), and Jordan A. Whitfield and Priya Ramanathan (together, '
    '"Tenant"). Each Tenant is jointly and severally liable for all obligations under '
    "this Lease."
)

_SECTIONS = [
    (
        "1. PREMISES",
        [
            (
                "Landlord leases to Tenant the dwelling located at 1427 Alder Street, Unit 3B, "
                'Brookhaven, OH 43219 (the "Premises"), a one-bedroom, one-bathroom apartment of '
                "approximately 740 square feet, together with the appliances listed in the "
                "Move-In Condition Report (refrigerator, range, dishwasher, microwave)."
            ),
            (
                "Occupancy is limited to the persons named above. Guests staying more than 14 "
                "consecutive days, or more than 30 days in any 12-month period, require Landlord's "
                "prior written approval."
            ),
        ],
    ),
    (
        "2. LEASE TERM",
        [
            (
                'The term of this Lease begins on August 1, 2024 (the "Commencement Date") and '
                'ends at 11:59 p.m. on July 31, 2025 (the "Expiration Date"). Keys will be '
                "released after the first month's rent and the security deposit have cleared."
            ),
        ],
    ),
    (
        "3. RENT",
        [
            (
                "Monthly rent is $1,685.00, payable in advance on or before the 1st day of each "
                "month without demand or deduction. Rent for any partial month will be prorated "
                "on a daily basis."
            ),
            (
                "Rent may be paid through the Cedarline resident portal (ACH, no fee), or by "
                "personal check, cashier's check or money order made payable to \"Cedarline "
                'Property Management LLC" and delivered to the leasing office. Cash is not '
                "accepted at any time."
            ),
        ],
    ),
    (
        "4. LATE CHARGES AND RETURNED PAYMENTS",
        [
            (
                "Rent is late if it is not received by 11:59 p.m. on the 5th day of the month. "
                "A late fee of $75.00 will be charged on the 6th day, plus $10.00 for each "
                "additional day rent remains unpaid, up to a maximum late charge of $175.00 per "
                "month."
            ),
            (
                "A returned payment fee of $45.00 will be charged for any check or electronic "
                "payment that is dishonored for any reason. After two returned payments, "
                "Landlord may require all future rent to be paid by certified funds."
            ),
        ],
    ),
    (
        "5. SECURITY DEPOSIT",
        [
            (
                "Tenant has paid a security deposit of $2,000.00. The deposit is held in a "
                "non-interest-bearing account at Lakeshore Community Bank and may be applied to "
                "unpaid rent, cleaning beyond normal wear and tear, damage, and unreturned keys."
            ),
            (
                "The security deposit may NOT be used by Tenant as payment of the last month's "
                "rent. Landlord will return the deposit, less any lawful deductions, together "
                "with an itemized statement, within 30 days after Tenant surrenders possession "
                "and provides a forwarding address in writing."
            ),
        ],
    ),
]

_UTILITIES = [
    ("Utility / Service", "Responsible party", "Notes"),
    ("Electricity", "Tenant", "Account with Brookhaven Power & Light"),
    ("Natural gas (heat, range)", "Tenant", "Account with Ohio Valley Gas"),
    ("Water, sewer and trash", "Landlord (billed)", "Flat utility fee of $62.00/month"),
    ("Internet / cable TV", "Tenant", "Building pre-wired for Lumen Fiber"),
    ("Common-area lighting", "Landlord", "Included in rent"),
]

_SECTIONS_2 = [
    (
        "7. PETS",
        [
            (
                "No animal of any kind may be kept on the Premises, even temporarily, without a "
                "signed Pet Addendum. With an approved Pet Addendum, Tenant may keep a maximum "
                "of two (2) pets, limited to domestic cats and dogs. Dogs must weigh under 40 "
                "pounds at maturity. Restricted breeds listed in the Pet Addendum are not "
                "permitted."
            ),
            (
                "For each approved pet, Tenant will pay a refundable pet deposit of $400.00 and "
                "monthly pet rent of $35.00. Assistance animals are not pets and are not subject "
                "to pet deposits or pet rent."
            ),
        ],
    ),
    (
        "8. PARKING",
        [
            (
                "Tenant is assigned one (1) uncovered parking space, Space #14, in the rear lot "
                "at no additional charge. A second space, if available, may be rented for $50.00 "
                "per month on a month-to-month basis."
            ),
            (
                "Guest vehicles may use the marked visitor spaces for no more than 72 consecutive "
                "hours. Boats, trailers, RVs and inoperable or unregistered vehicles are not "
                "permitted anywhere on the property and may be towed at the owner's expense."
            ),
        ],
    ),
    (
        "9. RENEWAL AND HOLDOVER",
        [
            (
                "Unless either party gives written notice of non-renewal at least 60 days before "
                "the Expiration Date, this Lease will automatically continue on a month-to-month "
                "basis on the same terms, except that a month-to-month premium of $150.00 per "
                "month will be added to the monthly rent. Landlord will offer renewal terms, if "
                "any, no later than 90 days before the Expiration Date."
            ),
        ],
    ),
    (
        "10. MOVE-OUT NOTICE AND EARLY TERMINATION",
        [
            (
                "Tenant must give Landlord at least 60 days' written notice before vacating, "
                "whether at the end of the term or during a month-to-month tenancy. Notice must "
                "be submitted through the resident portal or delivered to the leasing office; "
                "verbal notice is not valid."
            ),
            (
                "Tenant may end this Lease before the Expiration Date by giving 60 days' written "
                "notice and paying an early termination fee of $3,370.00 (equal to two months' "
                "rent). Active-duty service members may terminate as permitted by the "
                "Servicemembers Civil Relief Act."
            ),
        ],
    ),
    (
        "11. MAINTENANCE AND REPAIRS",
        [
            (
                "Routine maintenance requests must be submitted through the resident portal. For "
                "emergencies (fire, flooding, no heat when outside temperature is below 40 "
                "degrees F, gas odor) call the 24-hour maintenance line at (614) 555-0148. Tenant "
                "must replace smoke detector batteries and HVAC filters as needed."
            ),
        ],
    ),
    (
        "12. LANDLORD'S ENTRY",
        [
            (
                "Except in an emergency, Landlord will give Tenant at least 24 hours' notice "
                "before entering the Premises, and will enter only between 8:00 a.m. and 7:00 "
                "p.m. for inspections, repairs or showings."
            ),
        ],
    ),
    (
        "13. SMOKING, SUBLETTING AND INSURANCE",
        [
            (
                "Smoking or vaping of any substance is prohibited inside the Premises, on "
                "balconies and within 25 feet of any building entrance."
            ),
            (
                "Tenant may not sublet the Premises or assign this Lease, including short-term "
                "rentals through any online platform, without Landlord's prior written consent."
            ),
            (
                "Tenant must maintain renter's insurance with at least $100,000 in personal "
                "liability coverage for the entire term and name Cedarline Property Management "
                "LLC as an interested party. Landlord's insurance does not cover Tenant's "
                "personal property."
            ),
        ],
    ),
]

_SMALL_PRINT = [
    (
        "* All fees stated in this Lease are in addition to monthly rent unless stated "
        "otherwise. Amounts owed for fees are considered additional rent."
    ),
    (
        "** Notices to Landlord: Cedarline Property Management LLC, 880 Commerce Parkway, "
        "Suite 210, Brookhaven, OH 43215. Office hours Monday-Friday 9:00 a.m. to 5:30 p.m."
    ),
    (
        "*** This Lease is governed by the laws of the State of Ohio. If any provision is held "
        "invalid, the remaining provisions remain in full force."
    ),
]


def files() -> dict[str, bytes]:
    from fpdf import FPDF

    pdf = FPDF(format="Letter")
    pdf.set_auto_page_break(auto=True, margin=18)
    pdf.set_margins(20, 18, 20)
    pdf.add_page()

    def heading(text: str) -> None:
        pdf.ln(2)
        pdf.set_font("Helvetica", "B", 11)
        pdf.cell(0, 7, text, new_x="LMARGIN", new_y="NEXT")

    def para(text: str, size: int = 10) -> None:
        pdf.set_font("Helvetica", "", size)
        pdf.multi_cell(0, 5, text, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(1.5)

    pdf.set_font("Helvetica", "B", 15)
    pdf.cell(0, 9, "RESIDENTIAL LEASE AGREEMENT", align="C", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 9)
    pdf.cell(
        0,
        5,
        "Maple Court Apartments - Lease No. MC-3B-2024-0817",
        align="C",
        new_x="LMARGIN",
        new_y="NEXT",
    )
    pdf.ln(4)
    para(_PARTIES)

    for title, paras in _SECTIONS:
        heading(title)
        for p in paras:
            para(p)

    heading("6. UTILITIES")
    para(
        "Tenant is responsible for establishing service in Tenant's name for the utilities "
        'marked "Tenant" below on or before the Commencement Date.'
    )
    widths = (52, 40, 78)
    for i, row in enumerate(_UTILITIES):
        pdf.set_font("Helvetica", "B" if i == 0 else "", 9)
        for w, text in zip(widths, row):
            pdf.cell(w, 6, text, border=1)
        pdf.ln(6)
    pdf.ln(3)

    for title, paras in _SECTIONS_2:
        heading(title)
        for p in paras:
            para(p)

    heading("14. SIGNATURES")
    para(
        "By signing below, Tenant acknowledges receiving a copy of this Lease, the Pet "
        "Addendum (if applicable), the Community Rules and the Lead-Based Paint Disclosure."
    )
    pdf.set_font("Helvetica", "", 10)
    for line in (
        "Tenant: ______________________  Jordan A. Whitfield      Date: ________",
        "Tenant: ______________________  Priya Ramanathan         Date: ________",
        "Landlord/Agent: ______________  Denise Calloway, Property Manager   Date: ________",
    ):
        pdf.cell(0, 8, line, new_x="LMARGIN", new_y="NEXT")
    pdf.ln(4)
    for note in _SMALL_PRINT:
        para(note, size=7)
    pdf.set_font("Helvetica", "I", 7)
    pdf.cell(
        0,
        5,
        "Tenant initials: ______  ______   Rev. 03/2024",
        new_x="LMARGIN",
        new_y="NEXT",
    )

    return {"Maple_Court_Lease_Unit_3B.pdf": bytes(pdf.output())}


EXPECT = [
    ("how much is the rent", ["$1,685.00"]),
    ("when is rent due each month?", ["1st day of each month"]),
    ("whats the late fee", ["$75.00"]),
    ("what happens if my rent check bounces", ["$45.00"]),
    ("how much is the security deposit?", ["$2,000.00"]),
    ("how long until i get my deposit back after i move out", ["within 30 days"]),
    ("can i have a dog", ["40 pounds", "two (2) pets"]),
    ("do I get a parking space?", ["Space #14"]),
    ("how much does a 2nd parking spot cost", ["$50.00"]),
    ("who pays for water and trash", ["$62.00"]),
    ("when does the lease end", ["July 31, 2025"]),
    ("what happens if we dont renew - does it go month to month?", ["$150.00"]),
    (
        "how much notice do I have to give before moving out",
        ["60 days' written notice"],
    ),
    ("what's the fee to break the lease early", ["$3,370.00"]),
    ("do I need renters insurance and how much coverage", ["$100,000"]),
    ("is there a washer and dryer in the unit?", None),
    ("is there a pool or fitness center", None),
    ("am I allowed to put a satellite dish up on the balcony", None),
]
