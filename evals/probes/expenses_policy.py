"""Probe library: company staff travel and expenses policy (PDF, 4 pages)."""

from fpdf import FPDF

PROVENANCE = "Imitates a UK company's staff travel and expenses policy PDF with rate tables and approval limits; all content invented"

COMPANY = "Castlegate Facilities Group plc"

# Each page is a list of blocks; a page break is forced between pages.
PAGES = [
    [
        ("title", "Staff Travel and Expenses Policy"),
        (
            "small",
            "Castlegate Facilities Group plc | Policy owner: Group Financial Controller | "
            "Version 4.1 | Effective 1 May 2025 | Next review April 2026",
        ),
        ("h", "1. Purpose and scope"),
        (
            "p",
            "This policy explains what you can claim when you travel or spend money on behalf of Castlegate "
            'Facilities Group plc and its subsidiaries ("the Group"). It applies to all employees, including '
            "fixed-term and part-time staff, and to contractors whose contract says that Group expenses rules "
            "apply to them. Where a client contract sets stricter limits for work on that contract, the client's "
            "limits apply instead.",
        ),
        (
            "p",
            "The guiding principle is simple: you should neither gain nor lose financially because you travelled "
            "or incurred costs for work. Claim only what you actually spent, choose the most economical option "
            "that is reasonable for the business need, and keep evidence of what you spent. If you are unsure "
            "whether something is claimable, ask your line manager or the Expenses Team before you spend the money.",
        ),
        ("h", "2. Booking travel"),
        (
            "p",
            "All rail tickets, flights and hotels must be booked through the Group's travel management company, "
            "Meridian Travel, using the online booking tool or by calling the Meridian team. Bookings made through "
            "Meridian are charged centrally, so you do not need to claim them back. You may only book directly "
            "with a hotel or airline in an emergency, for example when a train is cancelled late in the evening, "
            "and you must explain why on your claim.",
        ),
        (
            "p",
            "Please book as early as you can. Advance fares are usually much cheaper, and you should not choose a "
            "more expensive option to collect loyalty points or air miles for yourself.",
        ),
        ("h", "3. Rail travel"),
        (
            "p",
            "Standard class is the default for all rail journeys, and you should use off-peak or advance fares "
            "wherever your working hours allow. First class may only be booked where a single journey is scheduled "
            "to last more than three hours, and the booking must be approved in advance by a Director. First class "
            "may also be booked if Meridian confirms that it is cheaper than the equivalent standard fare.",
        ),
        (
            "p",
            "If you travel by train for work regularly, the Group will buy a season ticket or railcard for you "
            "where this saves money overall. Speak to the Expenses Team, who will compare the costs for you.",
        ),
        ("h", "4. Air travel"),
        (
            "p",
            "Air travel within Great Britain should only be used where it is clearly cheaper or quicker overall "
            "than rail. Domestic and short-haul flights, meaning flights with a scheduled flying time of up to "
            "6 hours, must be booked in economy class. For long-haul flights with a scheduled flying time of more "
            "than 6 hours, premium economy may be booked. Business class is available only to members of the "
            "Executive Committee.",
        ),
        (
            "p",
            "Checked baggage fees are reimbursed where you need to carry equipment or are away for more than "
            "two nights. Seat selection fees are reimbursed only for long-haul flights.",
        ),
    ],
    [
        ("h", "5. Using your own vehicle"),
        (
            "p",
            "If you use your own car, van, motorcycle or bicycle for business journeys, you can claim a mileage "
            "allowance at the rates below. The rates are intended to cover all your running costs, including "
            "fuel, insurance, servicing and wear and tear, so you cannot also claim for fuel. Business miles are "
            "counted across the tax year, which runs from 6 April to 5 April.",
        ),
        (
            "table",
            [
                ("Vehicle type", "First 10,000 business miles in the tax year", "Each business mile over 10,000"),
                ("Car or van (petrol, diesel, hybrid or electric)", "45p per mile", "25p per mile"),
                ("Motorcycle", "24p per mile", "24p per mile (same rate)"),
                ("Bicycle", "20p per mile", "20p per mile (same rate)"),
            ],
            (64, 62, 56),
        ),
        (
            "p",
            "You may claim an extra 5p per mile for each colleague you carry as a passenger on the same business "
            "journey, provided their name is recorded on your claim. Passenger payments do not apply to motorcycles "
            "or bicycles.",
        ),
        (
            "p",
            "You cannot claim mileage for your normal commute between home and your usual place of work. If you "
            "travel from home to a temporary workplace, you can claim the business miles only, meaning the distance "
            "you travelled minus your normal commuting distance. You must have business use cover on your motor "
            "insurance; the cost of this cover is not reimbursed separately.",
        ),
        (
            "p",
            "Company car drivers must not claim the mileage rates above. Instead, you can claim the fuel used for "
            "business journeys at the HMRC Advisory Fuel Rates, or the Advisory Electricity Rate for fully "
            "electric company cars. The current rates are published on the Finance intranet page and are updated "
            "every quarter.",
        ),
        ("h", "6. Parking, tolls and taxis"),
        (
            "p",
            "Parking charges, road tolls, the Dartford Crossing charge and the London Congestion Charge are "
            "reimbursed when incurred on a business journey, with a receipt or online payment confirmation. "
            "Airport parking is reimbursed at the long-stay rate where this is cheaper than a taxi.",
        ),
        (
            "p",
            "Taxis should only be used when public transport is not reasonably available, when you are travelling "
            "between 11pm and 6am, or when you are carrying heavy or bulky equipment. Where colleagues are travelling "
            "to the same place, please share a taxi.",
        ),
    ],
    [
        ("h", "7. Hotels and accommodation"),
        (
            "p",
            "Overnight stays should only be booked where the journey home would be unreasonably long or would mean "
            "an unreasonably early start. Hotels are booked through Meridian within the following maximum nightly "
            "rates. The rates include the room, breakfast and VAT.",
        ),
        (
            "table",
            [
                ("Location", "Maximum rate per night"),
                ("London (inside the M25)", "£180"),
                ("Birmingham, Manchester, Leeds, Bristol, Edinburgh and Glasgow", "£140"),
                ("Elsewhere in the UK", "£115"),
                ("Outside the UK", "Country rates listed on the Finance intranet"),
            ],
            (122, 60),
        ),
        (
            "p",
            "If no hotel is available within the limit, Meridian will offer the cheapest suitable alternative and "
            "record the reason. Do not upgrade your room or pay for extras and ask for them to be reimbursed. "
            "If you choose to stay with friends or family instead of a hotel, you may claim a gift allowance of "
            "£25 per night without receipts, to cover a meal or small gift for your host.",
        ),
        ("h", "8. Meals and subsistence"),
        (
            "p",
            "When you are away from your normal place of work on business, you may claim the actual cost of food "
            "and non-alcoholic drinks, up to the maximums below. These are caps, not daily allowances: you must "
            "have a receipt and can only claim what you actually spent.",
        ),
        (
            "table",
            [
                ("Time away from your normal place of work", "Maximum you can claim"),
                ("5 hours or more", "£7.50"),
                ("10 hours or more", "£15.00"),
                ("15 hours or more, where the trip ends after 8pm", "£25.00"),
                ("Overnight stay: evening meal", "£30.00"),
                ("Overnight stay: breakfast, when not included in the room rate", "£12.00"),
            ],
            (122, 60),
        ),
        (
            "p",
            "When staying overnight you may include one alcoholic drink with your evening meal. Any other alcohol is "
            "not reimbursable. You cannot claim a meal allowance for lunch on a normal working day at your usual "
            "place of work, or where food is provided, for example at a conference or training course.",
        ),
        ("h", "9. Client entertainment"),
        (
            "p",
            "Entertaining clients must be approved in advance by a Director and should be modest. The maximum is "
            "£50 per head, including drinks and service. Your claim must list the names and organisations of all "
            "the guests and the business reason for the meal. Entertaining colleagues only is not client "
            "entertainment and is not reimbursed unless it is an approved team event.",
        ),
    ],
    [
        ("h", "10. Receipts"),
        (
            "p",
            "An itemised VAT receipt must be provided for every expense of £10 or more. For smaller expenses, please "
            "provide a receipt wherever one is available. Credit and debit card terminal slips are not accepted as "
            "receipts because they do not show what was bought or the VAT charged.",
        ),
        (
            "p",
            "If you lose a receipt, complete a Missing Receipt Declaration in ExpenseHub explaining what was bought "
            "and why there is no receipt. No more than three declarations will be accepted from any employee in a "
            "twelve-month period.",
        ),
        ("h", "11. Submitting a claim and getting paid"),
        (
            "p",
            "All claims must be submitted through ExpenseHub within 30 days of the date the expense was incurred, "
            "with photos or scans of your receipts attached. Claims submitted more than 90 days after the expense "
            "was incurred will not be paid, unless the Finance Director agrees that there were exceptional "
            "circumstances.",
        ),
        (
            "p",
            "Claims approved by the 15th of the month are paid with that month's salary. Claims approved after the "
            "15th are paid with the following month's salary. If you have a Group credit card, card transactions "
            "must still be explained and receipted in ExpenseHub each month.",
        ),
        ("h", "12. Who approves your claim"),
        (
            "table",
            [
                ("Total value of the claim", "Approved by"),
                ("Up to £500", "Your line manager"),
                ("£500.01 to £2,500", "Head of Department"),
                ("Over £2,500", "Finance Director"),
                ("Any claim made by a Director", "Chief Financial Officer"),
            ],
            (91, 91),
        ),
        (
            "p",
            "You must not approve your own claim, or a claim from someone who approves your claims. Approvers are "
            "responsible for checking that each item is necessary, within policy and supported by a receipt.",
        ),
        ("h", "13. Items we will not reimburse"),
        ("p", "The following are personal costs and will not be reimbursed under any circumstances:"),
        ("bullet", "parking fines, speeding fines, bus lane fines and other penalty charges"),
        ("bullet", "minibar items, in-room films and other hotel entertainment"),
        ("bullet", "upgrades to flights, trains or hotel rooms that you paid for yourself"),
        ("bullet", "childcare, babysitting and pet care while you are away"),
        ("bullet", "toiletries, haircuts and other personal grooming"),
        ("bullet", "newspapers, magazines and personal phone calls"),
        ("bullet", "loss or theft of personal belongings, including cash"),
        ("bullet", "tips or service charges above 10% of the bill"),
        ("bullet", "gym, spa and leisure facilities, even when charged by the hotel"),
        (
            "p",
            "Deliberately claiming expenses you are not entitled to is treated as gross misconduct under the Group "
            "disciplinary policy. Questions about this policy should be sent to the Expenses Team at "
            "expenses@castlegate-fg.example.",
        ),
    ],
]


class _PolicyPDF(FPDF):
    def header(self):
        if self.page_no() > 1:
            self.set_font("Helvetica", "I", 8)
            self.cell(
                0,
                5,
                "Castlegate Facilities Group plc - Staff Travel and Expenses Policy v4.1",
                new_x="LMARGIN",
                new_y="NEXT",
            )
            self.ln(2)

    def footer(self):
        self.set_y(-12)
        self.set_font("Helvetica", "I", 8)
        self.cell(0, 5, f"Page {self.page_no()} of {{nb}}", align="C")


def files() -> dict[str, bytes]:
    pdf = _PolicyPDF(format="A4")
    pdf.set_auto_page_break(auto=True, margin=16)
    pdf.set_margins(16, 14, 16)
    for blocks in PAGES:
        pdf.add_page()
        for kind, *rest in blocks:
            text = rest[0]
            if kind == "title":
                pdf.set_font("Helvetica", "B", 18)
                pdf.multi_cell(0, 9, text, new_x="LMARGIN", new_y="NEXT")
            elif kind == "small":
                pdf.set_font("Helvetica", "", 8)
                pdf.multi_cell(0, 4, text, new_x="LMARGIN", new_y="NEXT")
                pdf.ln(3)
            elif kind == "h":
                pdf.ln(2)
                pdf.set_font("Helvetica", "B", 12)
                pdf.multi_cell(0, 6, text, new_x="LMARGIN", new_y="NEXT")
                pdf.ln(1)
            elif kind == "p":
                pdf.set_font("Helvetica", "", 9.5)
                pdf.multi_cell(0, 4.6, text, new_x="LMARGIN", new_y="NEXT")
                pdf.ln(2)
            elif kind == "bullet":
                pdf.set_font("Helvetica", "", 9.5)
                pdf.set_x(21)
                pdf.multi_cell(0, 4.6, "- " + text, new_x="LMARGIN", new_y="NEXT")
            elif kind == "table":
                widths = rest[1]
                pdf.set_font("Helvetica", "", 9)
                with pdf.table(col_widths=widths, text_align="LEFT", line_height=5) as table:
                    for row in text:
                        r = table.row()
                        for cell in row:
                            r.cell(cell)
                pdf.ln(3)
    return {"staff-travel-and-expenses-policy.pdf": bytes(pdf.output())}


EXPECT = [
    ("whats the mileage rate if I use my own car", ["45p per mile"]),
    ("I've done over 10k business miles this year, what do I get per mile now?", ["25p per mile"]),
    ("Do I get anything extra if I give a colleague a lift?", ["5p per mile for each colleague"]),
    ("max hotel spend for a night in london?", ["£180"]),
    ("What's the hotel limit if I'm staying in Manchester?", ["£140"]),
    ("I'm staying at my sister's instead of a hotel, can I claim anything?", ["£25 per night"]),
    ("im out on a site visit for 6 hours, how much can I claim for food", ["£7.50"]),
    ("how much can I spend on dinner when I stay overnight", ["£30.00"]),
    ("Can I travel first class on the train?", ["more than three hours"]),
    ("Am I allowed premium economy on a long haul flight?", ["premium economy may be booked"]),
    ("Is the card machine slip OK as a receipt?", ["terminal slips are not accepted"]),
    ("how long do i have to put my expenses in", ["within 30 days"]),
    ("who has to approve a claim for £1,200?", ["£500.01 to £2,500"]),
    ("Can I claim back a parking ticket I got outside a client's office?", ["parking fines"]),
    ("Will the company pay for a dog sitter while I'm away on a work trip?", ["pet care"]),
    ("Is there an allowance for working from home, like heating and electricity?", None),
    ("Can I claim the cost of renewing my passport for a work trip abroad?", None),
    ("What's the daily limit for renting a hire car?", None),
]
