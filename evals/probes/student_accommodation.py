"""Library: a student accommodation licence agreement (PDF) with a Markdown residents' FAQ."""

PROVENANCE = (
    "Imitates a UK purpose-built student accommodation provider's room licence "
    "agreement (key details, rent instalment schedule, numbered clauses) and the "
    "building's residents' FAQ page; all content invented"
)

KEY_DETAILS = [
    ("Agreement no.", "QSL-FC-25-04417"),
    ("Resident", "Oluwaseun Adebayo-Grant (University of Leeds, ID 201784552)"),
    ("Property", "Foundry Court, 22 Canal Wharf, Leeds LS11 5PX"),
    ("Room", "Flat 4B, Room 3 (Classic Ensuite)"),
    ("Flat type", "6-bedroom cluster flat with shared kitchen and lounge"),
    ("Contract start", "Saturday 13 September 2025 (from 2.00pm)"),
    ("Contract end", "Saturday 27 June 2026 (by 10.00am)"),
    ("Contract length", "41 weeks"),
    ("Weekly rent", "£189.00 per week"),
    ("Total rent", "£7,749.00"),
    ("Security deposit", "£250.00 (paid on booking)"),
]

INSTALMENTS = [
    ("1", "13 September 2025", "13 Sep 2025 - 20 Dec 2025", "14 weeks", "£2,646.00"),
    ("2", "5 January 2026", "20 Dec 2025 - 28 Mar 2026", "14 weeks", "£2,646.00"),
    ("3", "20 April 2026", "28 Mar 2026 - 27 Jun 2026", "13 weeks", "£2,457.00"),
]

CLAUSES = [
    (
        "1. Nature of this Agreement",
        [
            (
                "This Agreement is a licence to occupy the Room and to share the communal "
                "areas of the Flat with the other residents. It does not create a tenancy. We "
                "may, on giving you reasonable notice, move you to a comparable room in the "
                "same building if this is needed for management reasons."
            ),
        ],
    ),
    (
        "2. Rent and payment",
        [
            (
                "The total rent is payable in three instalments as shown in the Instalment "
                "Schedule, with due dates aligned to Student Finance England payment dates. "
                "Payments are made by debit or credit card through the Resident Portal."
            ),
            (
                "Alternatively, you may pay the total rent in full before the Contract start "
                "date, in which case a discount of 2% of the total rent applies."
            ),
            (
                "If any rent remains unpaid 14 days after its due date, we may charge interest "
                "at 3% above the Bank of England base rate from the due date until payment is "
                "made. We will not charge any other fee for late payment."
            ),
        ],
    ),
    (
        "3. Guarantor",
        [
            (
                "Unless you pay the total rent in full in advance, you must provide a UK-based "
                "guarantor who signs our Deed of Guarantee before the Contract start date. If "
                "you cannot provide a guarantor, please contact us to discuss alternatives."
            ),
        ],
    ),
    (
        "4. Security deposit",
        [
            (
                "The security deposit of £250.00 is payable on booking. It will be held by us "
                "in a designated client account and returned within 21 days of the Contract end "
                "date, less any deductions for unpaid rent, damage beyond fair wear and tear, "
                "additional cleaning, or lost keys and fobs. We will give you an itemised list "
                "of any deductions."
            ),
        ],
    ),
    (
        "5. Utilities and services included",
        [
            (
                "The rent includes electricity, heating, water, high-speed Wi-Fi and contents "
                "insurance. A fair usage policy applies to energy: if the Flat's energy use "
                "exceeds the allowance set out in the Resident Handbook, we may recover the "
                "excess cost, shared equally between the residents of the Flat."
            ),
            "The rent does not include a TV Licence.",
        ],
    ),
    (
        "6. Guests",
        [
            (
                "You may have overnight guests for a maximum of 3 nights in any 7-night period, "
                "provided each guest is registered at reception in advance. Guests must be aged "
                "18 or over. You are responsible for the behaviour of your guests and for any "
                "damage they cause."
            ),
        ],
    ),
    (
        "7. Your obligations",
        [
            (
                "You must keep the Room clean and tidy and report any repairs promptly through "
                "the Resident Portal. Quiet hours are 11pm to 8am every day. Smoking and vaping "
                "are not allowed anywhere in the building. Candles, incense, halogen heaters and "
                "chip pans are prohibited. If a fire alarm is set off by misuse, a false "
                "activation charge of £75 per resident responsible will apply."
            ),
            (
                "No pets are permitted in the building, except registered assistance animals "
                "agreed with us in writing before they are brought onto the premises."
            ),
        ],
    ),
    (
        "8. Access to your room",
        [
            (
                "We will give you at least 24 hours' notice before entering your Room for "
                "inspections or non-urgent repairs, except in an emergency."
            ),
        ],
    ),
    (
        "9. Cancellation and early termination",
        [
            ("You may cancel this Agreement within 14 days of signing it without charge (the cooling-off period)."),
            (
                "After the cooling-off period this Agreement is binding for its full term. You "
                "may only be released early if a replacement resident, who is not already a "
                "Quayside resident, signs an agreement for your Room for the remainder of the "
                "term. Your liability for rent ends on the date the replacement's agreement "
                "starts, and an administration fee of £150 is payable. Withdrawing from or "
                "suspending your course does not by itself end this Agreement."
            ),
        ],
    ),
    (
        "10. End of the Agreement",
        [
            (
                "You must leave the Room, remove all belongings and return all keys and fobs to "
                "reception by 10.00am on the Contract end date. A charge of £25 applies for each "
                "key fob not returned. Items left behind will be stored for 14 days and then "
                "disposed of."
            ),
        ],
    ),
]


def _build_pdf() -> bytes:
    from fpdf import FPDF

    class Licence(FPDF):
        def header(self):
            self.set_font("Helvetica", "B", 9)
            self.cell(0, 5, "QUAYSIDE STUDENT LIVING", new_x="LMARGIN", new_y="NEXT")
            self.set_font("Helvetica", "", 7)
            self.cell(
                0,
                4,
                "Licence Agreement 2025/26 - Foundry Court - Agreement no. QSL-FC-25-04417",
                new_x="LMARGIN",
                new_y="NEXT",
            )
            self.ln(3)

        def footer(self):
            self.set_y(-13)
            self.set_font("Helvetica", "", 7)
            self.cell(
                0,
                4,
                "Quayside Student Living Ltd, company no. 11902345. Resident initials: ____"
                f"     Page {self.page_no()} of {{nb}}",
                align="C",
            )

    pdf = Licence(format="A4")
    pdf.set_margins(15, 12, 15)
    pdf.set_auto_page_break(True, margin=18)
    pdf.add_page()
    usable = pdf.w - pdf.l_margin - pdf.r_margin

    def para(text, size=9, style="", h=4.5):
        pdf.set_font("Helvetica", style, size)
        pdf.multi_cell(usable, h, text, new_x="LMARGIN", new_y="NEXT")

    def row(cells, widths, style="", size=8.5, fill=False):
        pdf.set_font("Helvetica", style, size)
        for text, w in zip(cells, widths):
            if pdf.get_string_width(text) > w - 2 * pdf.c_margin:
                raise ValueError(f"cell text too wide: {text!r}")
            pdf.cell(w, 6, text, border=1, fill=fill)
        pdf.ln(6)

    pdf.set_font("Helvetica", "B", 15)
    pdf.cell(
        0,
        9,
        "Room Licence Agreement - Academic Year 2025/26",
        new_x="LMARGIN",
        new_y="NEXT",
    )
    para(
        'This Agreement is made between Quayside Student Living Ltd ("we", "us") and '
        'the Resident named below ("you"). Please read it carefully before signing. '
        "Words with capital letters have the meanings given in the Key Details."
    )
    pdf.ln(3)
    pdf.set_font("Helvetica", "B", 11)
    pdf.cell(0, 7, "Key Details", new_x="LMARGIN", new_y="NEXT")
    pdf.set_fill_color(230, 236, 244)
    widths = [45, usable - 45]
    for label, value in KEY_DETAILS:
        row([label, value], widths)
    pdf.ln(4)
    pdf.set_font("Helvetica", "B", 11)
    pdf.cell(0, 7, "Instalment Schedule", new_x="LMARGIN", new_y="NEXT")
    widths = [24, 40, 56, 25, usable - 145]
    row(
        ["Instalment", "Due date", "Period covered", "Weeks", "Amount"],
        widths,
        "B",
        fill=True,
    )
    for r in INSTALMENTS:
        row(list(r), widths)
    row(["Total", "", "", "41 weeks", "£7,749.00"], widths, "B")
    para(
        "Instalment dates fall shortly after Student Finance England maintenance loan "
        "payments. If your loan is delayed, contact us before the due date.",
        size=7.5,
        style="I",
        h=4,
    )
    pdf.ln(4)
    pdf.set_font("Helvetica", "B", 11)
    pdf.cell(0, 7, "Terms and Conditions", new_x="LMARGIN", new_y="NEXT")
    for title, paras in CLAUSES:
        para(title, size=9.5, style="B", h=5.5)
        for text in paras:
            para(text)
            pdf.ln(1)
        pdf.ln(1)
    pdf.ln(4)
    para("Signed by the Resident: ____________________________   Date: ____________")
    pdf.ln(3)
    para("Signed for Quayside Student Living Ltd: ________________   Date: ____________")
    return bytes(pdf.output())


FAQ_MD = """# Foundry Court - Residents' FAQ 2025/26

Welcome to Foundry Court! This page answers the questions we get asked most often.
If you can't find what you need, pop into reception (open **8am - 8pm**, 7 days a week)
or message us through the Resident Portal.

> This FAQ is a summary only. If anything here differs from your Licence Agreement,
> the Licence Agreement applies.

---

## Moving in

### When can I move in?

Check-in opens at 2.00pm on the start date of your contract. For most 2025/26
residents that is Saturday 13 September 2025. Please book an arrival slot in the
Resident Portal so we can avoid queues at the lifts.

### Can I arrive early?

Yes, if you need to (for example, international students arriving by flight).
Early arrival is available from 6 September 2025 at £30 per night, subject to
availability. Request it in the portal at least 7 days in advance.

### What should I bring?

- Bedding (duvet, pillows, sheets) - or order our bedding pack for £45
- Towels and toiletries
- Kitchen basics: plates, cutlery, pans, mugs
- Your photo ID and booking confirmation

---

## Rent and money

### How do I pay my rent?

Rent is paid in three instalments through the Resident Portal:

1. Instalment 1 - due 13 September 2025
2. Instalment 2 - due 5 January 2026
3. Instalment 3 - due 20 April 2026

Exact amounts are shown in your Licence Agreement. If you pay the full year before
you move in, you get a 2% discount.

### Do I need a guarantor?

Yes, unless you pay the whole year upfront. Your guarantor must be UK-based and
must sign the Deed of Guarantee before your contract starts.

### What's included in the rent?

All the essentials are included, so there are no extra bills to split:

- Electricity, heating and water (subject to our fair usage policy)
- High-speed Wi-Fi - up to 200 Mbps, with wired ports in every bedroom
- Contents insurance (up to £5,000 per room)
- Cleaning of the communal areas of your flat every fortnight (not bedrooms)

### Do I need a TV Licence?

If you watch live TV on any channel or use BBC iPlayer, on any device, you will
need your own TV Licence. It is not included in your rent.

### When do I get my deposit back?

We aim to return your £250 deposit within 21 days of your contract end date, to the
card you paid with. Any deductions (for example for damage or missing fobs) will be
itemised by email.

---

## Living here

### Can friends stay over?

Yes - guests can stay for up to 3 nights in any 7-night period. Every overnight
guest must be signed in at reception before 10pm and must be 18 or over.

### Can I have a pet?

Sorry, no pets, including fish and hamsters. The only exception is registered
assistance animals, which must be agreed with us in writing first.

### Where does my post go?

Letters and parcels are held at reception. You'll get an email when something
arrives for you. Please collect parcels within 7 days.

### Can I swap rooms?

Room transfers are possible from 6 October 2025, subject to availability. A £50
transfer fee applies.

---

## Leaving

### Can I leave my contract early?

Your Licence Agreement is for the full academic year, so you remain responsible for
the rent even if you leave your course. You can only be released early if we find
(or you find) a replacement resident who isn't already living with Quayside. If a
replacement moves in, you stop paying rent from their start date and an
administration fee of £150 is charged.

### What time do I need to check out?

By 10.00am on your contract end date (Saturday 27 June 2026 for most residents).
Hand all keys and fobs in at reception.

---

*Quayside Student Living Ltd - Foundry Court, 22 Canal Wharf, Leeds LS11 5PX.
Last updated July 2025.*
"""


def files() -> dict[str, bytes]:
    return {
        "FoundryCourt_Licence_Agreement_2025-26.pdf": _build_pdf(),
        "foundry-court-faq.md": FAQ_MD.encode("utf-8"),
    }


EXPECT = [
    ("how much is the rent a week", ["£189.00 per week"]),
    ("when is the 2nd instalment due?", ["5 January 2026"]),
    ("how much is the final rent instalment", ["£2,457.00"]),
    ("how much is the deposit", ["£250.00", "£250 deposit"]),
    ("when do i get my deposit back", ["within 21 days"]),
    ("what date can I move in", ["Saturday 13 September 2025"]),
    ("when does the contract end", ["27 June 2026"]),
    (
        "are bills included?",
        # widened after the first run: "All the essentials are included, so there are no extra bills
        # to split:" answers it, the list after the colon names them
        ["electricity, heating, water", "Electricity, heating and water", "no extra bills to split"],
    ),
    ("do I need a tv licence", ["own TV Licence", "does not include a TV Licence"]),
    ("can my girlfriend stay over at weekends", ["3 nights in any 7-night period"]),
    ("is there a fee for leaving the contract early", ["administration fee of £150"]),
    ("can i keep a cat in my room", ["assistance animals"]),
    ("what happens if I pay my rent late?", ["3% above the Bank of England base rate"]),
    ("do I need a guarantor", ["UK-based guarantor", "must be UK-based"]),
    ("can i arrive a few days early", ["£30 per night"]),
    ("is there a gym in the building?", None),
    ("is there car parking at foundry court", None),
    ("how much does the laundry cost per wash", None),
]
