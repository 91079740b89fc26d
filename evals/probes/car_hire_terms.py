"""Probe library: car rental terms and conditions (PDF)."""

from fpdf import FPDF

PROVENANCE = (
    "Imitates a UK car rental company's rental terms and conditions PDF with numbered clauses; all content invented"
)

COMPANY = "Harbourside Vehicle Rentals Ltd"

BLOCKS = [
    ("title", "Harbourside Vehicle Rentals - Rental Terms and Conditions"),
    (
        "small",
        "Version 7.2, effective for all rentals starting on or after 1 March 2025. "
        "Harbourside Vehicle Rentals Ltd, registered in England and Wales, company number 08811742. "
        "Registered office: 3 Quay Street, Southampton SO14 2AQ.",
    ),
    (
        "p",
        "Thank you for choosing Harbourside. These terms explain what we expect from you and what you can "
        "expect from us during your rental. They apply alongside your booking confirmation and the rental "
        "agreement you sign at the counter. If anything in these terms is unclear, please ask a member of "
        "staff before you drive away.",
    ),
    ("h", "1. About these terms"),
    (
        "p",
        '1.1 These terms and conditions (the "Terms") form part of your rental agreement with Harbourside '
        'Vehicle Rentals Ltd ("we", "us", "Harbourside"). By signing the rental agreement you confirm that '
        "you have read and accept these Terms together with the rental agreement and your booking confirmation.",
    ),
    (
        "p",
        '1.2 In these Terms, "you" means the person named as the hirer on the rental agreement. The hirer is '
        "responsible for the vehicle throughout the rental period, including while it is being driven by any "
        "additional driver named on the agreement.",
    ),
    (
        "p",
        "1.3 Our vehicles are grouped into categories. Groups A to D (Economy, Compact, Intermediate and "
        'Standard) are referred to in these Terms as "standard vehicles". Groups E to H (Premium, Executive, '
        'Luxury and Prestige SUV) are referred to as "premium vehicles". Vans and minibuses are referred to as '
        '"commercial vehicles". We may provide a vehicle of a similar or higher group than the one you booked.',
    ),
    ("h", "2. Driver eligibility and age limits"),
    (
        "p",
        "2.1 The main driver and every additional driver must be at least 23 years old to rent a standard "
        "vehicle. For premium vehicles and commercial vehicles the minimum age is 25.",
    ),
    (
        "p",
        "2.2 Drivers aged 23 or 24 pay a young driver surcharge of £18 per day, up to a maximum of £180 per "
        "rental. The surcharge applies separately to each young driver named on the rental agreement.",
    ),
    (
        "p",
        "2.3 The maximum age for any driver is 79. Drivers aged between 75 and 78 may be asked to provide a "
        "letter from their doctor confirming that they are fit to drive, dated no more than 3 months before "
        "the start of the rental.",
    ),
    (
        "p",
        "2.4 All drivers must have held a full driving licence for at least 2 years, or at least 3 years for "
        "premium vehicles. We do not accept provisional licences. If your licence is not printed in the Roman "
        "alphabet, you must also bring an International Driving Permit.",
    ),
    (
        "p",
        "2.5 Drivers with a UK photocard licence must give us a licence check code generated no more than 21 "
        "days before the pick-up date. We may refuse a rental to any driver with more than 6 penalty points, "
        "or with a drink-driving or drug-driving conviction in the last 5 years.",
    ),
    ("h", "3. Additional drivers"),
    (
        "p",
        "3.1 You may add up to three additional drivers to the rental agreement. Each additional driver must "
        "come to the counter in person at pick-up, show their driving licence and meet the eligibility "
        "requirements in clause 2.",
    ),
    (
        "p",
        "3.2 The additional driver charge is £12 per day for each additional driver, up to a maximum of £96 "
        "per additional driver per rental. Additional drivers can also be added part-way through a rental at "
        "any of our branches.",
    ),
    (
        "p",
        "3.3 Anyone who drives the vehicle without being named on the rental agreement is an unauthorised "
        "driver. The insurance and the Collision Damage Waiver do not cover unauthorised drivers, and you will "
        "be liable for the full cost of any loss or damage caused while they are driving.",
    ),
    ("h", "4. Payment and security deposit"),
    (
        "p",
        "4.1 The rental charge is payable at pick-up unless you have prepaid online. The main driver must "
        "present a payment card in their own name at the counter.",
    ),
    (
        "p",
        "4.2 At the start of the rental we take a security deposit. For standard vehicles paid for by credit "
        "card, the deposit is £250. If you pay by debit card, the deposit for a standard vehicle is £350. For "
        "premium vehicles and commercial vehicles, the deposit is £750 and must be taken on a credit card in "
        "the main driver's name.",
    ),
    (
        "p",
        "4.3 Debit cards are not accepted for premium vehicles. We do not accept cash, prepaid cards or "
        "virtual cards for the security deposit.",
    ),
    (
        "p",
        "4.4 The deposit is held as a pre-authorisation on your card and is not taken as a payment. We "
        "release the deposit within 10 working days of the vehicle being returned, although your card issuer "
        "may take longer to make the funds available to you.",
    ),
    (
        "p",
        "4.5 We may deduct from the deposit any amounts you owe us under these Terms, including refuelling "
        "charges, late return charges, damage up to the excess, and administration charges for fines.",
    ),
    ("h", "5. Fuel and charging policy"),
    (
        "p",
        "5.1 Our standard fuel policy is full-to-full. Your vehicle will be supplied with a full tank and you "
        "must return it with a full tank.",
    ),
    (
        "p",
        "5.2 If the vehicle is returned with less than a full tank, we will charge for the missing fuel at "
        "£2.10 per litre plus a refuelling service charge of £25. We recommend that you keep the receipt from "
        "a filling station within 10 miles of the return branch, as we may ask to see it.",
    ),
    (
        "p",
        "5.3 Alternatively, you can choose our Pre-Paid Fuel option at pick-up. You pay for a full tank at the "
        "start of the rental and may return the vehicle at any fuel level. No refund is given for fuel left in "
        "the tank.",
    ),
    (
        "p",
        "5.4 Electric vehicles are supplied with at least 80% charge and must be returned with at least 70% "
        "charge. If an electric vehicle is returned with less than 70% charge, we charge £0.60 per kWh needed "
        "to bring it back to 80%.",
    ),
    (
        "p",
        "5.5 If you put the wrong fuel in the vehicle, you must not start the engine. You are responsible for "
        "the cost of recovery, draining and any resulting damage, which is not covered by Excess Reduction Cover.",
    ),
    ("h", "6. Mileage"),
    ("p", "6.1 Rentals of standard and premium vehicles for up to 27 days include unlimited mileage."),
    (
        "p",
        "6.2 For rentals of 28 days or more, a mileage allowance of 2,000 miles for each 28-day period "
        "applies. Miles driven above the allowance are charged at 20p per mile.",
    ),
    (
        "p",
        "6.3 Commercial vehicles include 150 miles per day for the length of the rental. Additional miles in "
        "a commercial vehicle are charged at 25p per mile.",
    ),
    (
        "p",
        "6.4 If the odometer is broken or has been interfered with, we will calculate the distance driven "
        "using the vehicle's telematics data or, if that is not available, a reasonable estimate.",
    ),
    ("h", "7. Damage, theft and your excess"),
    (
        "p",
        "7.1 Collision Damage Waiver (CDW) and Theft Protection are included in your rental price. They limit "
        "your liability for damage to the vehicle, or for its theft, to the excess amount, provided you have "
        "kept to these Terms.",
    ),
    (
        "p",
        "7.2 The damage excess is £1,200 for standard vehicles and £2,000 for premium vehicles and commercial "
        "vehicles. The theft excess is the same as the damage excess for each group.",
    ),
    (
        "p",
        "7.3 You can buy Excess Reduction Cover at the counter for £19.99 per day. It reduces your excess to "
        "£100 for any one incident.",
    ),
    (
        "p",
        "7.4 CDW and Excess Reduction Cover do not cover damage to tyres, wheels, the windscreen and other "
        "glass, the underside or roof of the vehicle, the interior, or lost keys. You can cover these items by "
        "adding Premium Cover for an extra £9.50 per day.",
    ),
    (
        "p",
        "7.5 For each damage claim we charge a damage administration fee of £45, in addition to the cost of "
        "repair up to your excess.",
    ),
    (
        "p",
        "7.6 You must report any accident, damage or theft to us within 24 hours, and to the police where the "
        "law requires it. Please do not admit liability to any other party.",
    ),
    (
        "p",
        "7.7 Before you drive away, please inspect the vehicle with a member of staff and make sure any "
        "existing damage is marked on the check-out sheet. Damage that is not recorded at pick-up may be "
        "treated as new damage at return.",
    ),
    ("h", "8. Returning the vehicle and late return"),
    (
        "p",
        "8.1 You must return the vehicle to the branch, on the date and at the time shown on your rental "
        "agreement, in the same condition in which you received it, apart from fair wear and tear.",
    ),
    (
        "p",
        "8.2 We allow a grace period of 29 minutes. If you return the vehicle more than 29 minutes after the "
        "agreed return time, you will be charged for an extra full day at the daily rate shown on your rental "
        "agreement.",
    ),
    (
        "p",
        "8.3 If you want to keep the vehicle for longer, please contact the branch at least 24 hours before "
        "your return time. Extensions are subject to availability and are charged at the rate in force at the "
        "time of the extension.",
    ),
    (
        "p",
        "8.4 If the vehicle has not been returned within 24 hours of the agreed return time and you have not "
        "contacted us, we may report it to the police as stolen.",
    ),
    (
        "p",
        "8.5 Where a branch offers an out-of-hours key drop, you remain responsible for the vehicle until the "
        "branch next opens and a member of staff has checked it in.",
    ),
    (
        "p",
        "8.6 Vehicles returned in an unreasonably dirty condition may incur a valeting charge of £60. All of "
        "our vehicles are non-smoking, and a cleaning charge of £150 applies if anyone has smoked in the vehicle.",
    ),
    ("h", "9. Travel outside Great Britain"),
    (
        "p",
        "9.1 Vehicles may be driven in England, Scotland and Wales. You must not take the vehicle outside "
        "Great Britain without our written permission.",
    ),
    (
        "p",
        "9.2 To take a standard vehicle to Northern Ireland or the Republic of Ireland, you must tell us when "
        "you book and pay a cross-border fee of £35 per rental.",
    ),
    (
        "p",
        "9.3 Standard vehicles may be taken to countries in the European Union, the European Economic Area and "
        "Switzerland if you buy our European Travel Pack, which costs £95 per rental. The pack includes a "
        "vehicle hire certificate, European breakdown cover and the safety equipment required in most "
        "countries (warning triangle, high-visibility vests and headlamp beam deflectors). Please request it at "
        "least 7 days before pick-up.",
    ),
    (
        "p",
        "9.4 Premium vehicles and commercial vehicles must not be taken outside Great Britain under any circumstances.",
    ),
    (
        "p",
        "9.5 Ferry and tunnel fares, road tolls, and congestion or low emission zone charges are your "
        "responsibility in every country.",
    ),
    ("h", "10. Traffic and parking offences"),
    (
        "p",
        "10.1 You are responsible for all fines, penalty charge notices, tolls and similar charges incurred "
        "during the rental period.",
    ),
    (
        "p",
        "10.2 When we receive a notice relating to your rental, we will either transfer liability to you or "
        "pay it and recharge the amount to you. In either case we charge an administration fee of £30 per notice.",
    ),
    ("h", "11. Cancellations and amendments"),
    (
        "p",
        "11.1 Pay at Counter bookings can be cancelled free of charge at any time before the pick-up time. If "
        "you do not arrive and have not cancelled, we may charge a no-show fee of £50.",
    ),
    (
        "p",
        "11.2 For Prepaid bookings, if you cancel more than 48 hours before the pick-up time we will refund the "
        "amount you paid less a cancellation fee of £40. If you cancel within 48 hours of the pick-up time, we "
        "will refund 50% of the rental charge. No refund is given for a no-show, or where the rental cannot "
        "go ahead because a driver does not meet the requirements in clause 2.",
    ),
    ("p", "11.3 No refund is given for unused days if you return a Prepaid rental early."),
    (
        "p",
        "11.4 You can change the dates or vehicle group of a booking free of charge if you do so more than 48 "
        "hours before pick-up, although the price may change. Refunds are made to the original payment card "
        "within 14 days.",
    ),
    ("h", "12. Breakdown and assistance"),
    (
        "p",
        "12.1 Every rental includes 24-hour roadside assistance in Great Britain. The number to call is shown "
        "on the key fob and on the sticker inside the windscreen. Please do not arrange repairs yourself "
        "without our agreement, as we may not be able to reimburse you.",
    ),
    ("h", "13. Complaints and governing law"),
    (
        "p",
        "13.1 If you are unhappy with any part of your rental, please contact our Customer Relations team "
        "within 28 days of the end of the rental. We aim to respond in full within 14 days.",
    ),
    (
        "p",
        "13.2 These Terms are governed by the law of England and Wales, and the courts of England and Wales "
        "have non-exclusive jurisdiction.",
    ),
]


class _PDF(FPDF):
    def header(self):
        self.set_font("Helvetica", "I", 8)
        self.cell(0, 5, COMPANY + " - Rental Terms and Conditions (v7.2)", align="R", new_x="LMARGIN", new_y="NEXT")
        self.ln(2)

    def footer(self):
        self.set_y(-14)
        self.set_font("Helvetica", "I", 8)
        self.cell(0, 5, f"Page {self.page_no()}", align="C")


def files() -> dict[str, bytes]:
    pdf = _PDF(format="A4")
    pdf.set_margins(20, 15, 20)
    pdf.set_auto_page_break(True, margin=18)
    pdf.add_page()
    for kind, text in BLOCKS:
        if kind == "title":
            pdf.set_font("Helvetica", "B", 16)
            pdf.multi_cell(0, 8, text, new_x="LMARGIN", new_y="NEXT")
            pdf.ln(1)
        elif kind == "small":
            pdf.set_font("Helvetica", "", 8)
            pdf.multi_cell(0, 4, text, new_x="LMARGIN", new_y="NEXT")
            pdf.ln(3)
        elif kind == "h":
            pdf.ln(2)
            pdf.set_font("Helvetica", "B", 11.5)
            pdf.multi_cell(0, 6, text, new_x="LMARGIN", new_y="NEXT")
            pdf.ln(1)
        else:
            pdf.set_font("Helvetica", "", 10)
            pdf.multi_cell(0, 5, text, new_x="LMARGIN", new_y="NEXT")
            pdf.ln(1.5)
    return {"harbourside_rental_terms.pdf": bytes(pdf.output())}


EXPECT = [
    ("how much is the deposit if i pay with a debit card?", ["£350"]),
    ("Whats the youngest age you can hire a car at?", ["at least 23 years old"]),
    ("is there an upper age limit for drivers", ["is 79"]),
    ("How much do you charge per day to add my partner as a second driver?", ["£12 per day"]),
    ("what happens if I dont fill the tank up before I bring it back", ["£2.10 per litre"]),
    ("Do I get unlimited miles on a 2 week rental?", ["unlimited mileage"]),
    ("I'm hiring a van - how many miles a day are included?", ["150 miles per day"]),
    ("whats the excess on a normal car if I scratch it", ["£1,200"]),
    ("How much is the cover that reduces the excess?", ["£19.99 per day"]),
    ("Is a cracked windscreen covered by the CDW?", ["windscreen"]),
    ("how late can I be returning the car before you charge me for another day", ["29 minutes"]),
    ("Can I drive the car over to Dublin?", ["£35"]),
    ("can i take the hire car to france", ["European Travel Pack", "£95"]),
    ("If I cancel my prepaid booking a week before do I get a refund?", ["£40"]),
    ("how long untill I get my deposit back?", ["10 working days"]),
    ("Do you provide child car seats?", None),
    ("Is there a fee if I drop the car off at a different branch?", None),
    ("Can I bring my dog in the car?", None),
]
