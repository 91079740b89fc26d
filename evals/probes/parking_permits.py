"""Probe library: council residents' parking permits page (HTML) and PCN leaflet (PDF)."""

PROVENANCE = (
    "Imitates an English borough council's residents' parking permit web page and its "
    "printed leaflet on penalty charge notices; 'Northbridge Borough Council' and all "
    "content are invented"
)


_HTML = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Residents' parking permits - Northbridge Borough Council</title>
<link rel="stylesheet" href="/assets/council.css">
</head>
<body>
<a href="#main" class="skip-link">Skip to main content</a>
<header class="site-header">
  <img src="/assets/logo.svg" alt="Northbridge Borough Council">
  <form action="/search"><input type="search" name="q" placeholder="Search"><button>Search</button></form>
  <nav><a href="/">Home</a> | <a href="/bins">Bins and recycling</a> | <a href="/council-tax">Council tax</a> | <a href="/parking">Parking</a> | <a href="/planning">Planning</a></nav>
</header>
<main id="main">
<p class="breadcrumbs">Home &gt; Parking &gt; Permits &gt; Residents' parking permits</p>
<h1>Residents' parking permits</h1>
<p>If you live in a controlled parking zone (CPZ) you need a resident permit to park in residents'
bays during the hours of control. This page explains the zones, who can apply, prices, visitor
vouchers and refunds.</p>

<h2>Controlled parking zones</h2>
<table class="govuk-table">
  <caption>Zones and hours of control</caption>
  <tr><th>Zone</th><th>Area</th><th>Hours of control</th></tr>
  <tr><td>A</td><td>Town Centre</td><td>Mon-Sat 8am-6.30pm</td></tr>
  <tr><td>B</td><td>Station Quarter</td><td>Mon-Fri 10am-12 noon</td></tr>
  <tr><td>C</td><td>Hospital and Elm Park</td><td>Mon-Sun 8am-8pm</td></tr>
  <tr><td>D</td><td>Westfield</td><td>Mon-Fri 9am-5pm</td></tr>
</table>
<p>Outside the hours of control anyone can park in residents' bays. Check the signs at the entry to
each zone, as some individual streets have additional restrictions.</p>

<h2>Who can apply</h2>
<p>You can apply for a resident permit if:</p>
<ul>
  <li>your main home is in a controlled parking zone;</li>
  <li>the vehicle is registered to you at that address, or is a company or lease car that you can show is kept by you;</li>
  <li>the vehicle weighs under 3.5 tonnes and is no more than 5.25 metres long.</li>
</ul>
<p>There is a maximum of two resident permits per household (only one per household in Zone A, where
on-street space is most limited). Residents of developments approved as car-free under planning
conditions are not eligible for resident permits.</p>

<h2>Permit prices</h2>
<p>The price of a resident permit depends on your vehicle's CO2 emissions band, shown on your V5C
registration certificate. Prices below are for 12-month permits.</p>
<table class="govuk-table">
  <caption>Resident permit prices from 1 April 2025</caption>
  <tr><th>Emissions band</th><th>CO2 emissions (g/km)</th><th>First permit</th><th>Second permit</th></tr>
  <tr><td>Band 1</td><td>0 (fully electric)</td><td>£20.00</td><td>£30.00</td></tr>
  <tr><td>Band 2</td><td>1 to 100</td><td>£80.00</td><td>£120.00</td></tr>
  <tr><td>Band 3</td><td>101 to 150</td><td>£130.00</td><td>£195.00</td></tr>
  <tr><td>Band 4</td><td>151 to 200</td><td>£175.00</td><td>£262.50</td></tr>
  <tr><td>Band 5</td><td>over 200</td><td>£225.00</td><td>£337.50</td></tr>
</table>
<ul>
  <li>For vehicles first registered before 1 March 2001 the band is based on engine size: up to 1549cc is Band 3, and 1550cc and above is Band 5.</li>
  <li>A diesel surcharge of £40.00 applies to each permit for a diesel vehicle.</li>
  <li>6-month permits are available at 60% of the 12-month price.</li>
  <li>Changing the vehicle on your permit costs £10.00.</li>
</ul>

<h2>Visitor vouchers</h2>
<p>Residents in a zone can buy visitor vouchers for their guests. Vouchers are virtual: you activate
them online or by phone using your visitor's vehicle registration.</p>
<table class="govuk-table">
  <tr><th>Voucher</th><th>Price</th></tr>
  <tr><td>4-hour visitor voucher</td><td>£2.20</td></tr>
  <tr><td>All-day visitor voucher</td><td>£4.00</td></tr>
</table>
<p>Each household may buy up to 100 all-day vouchers (or the equivalent in 4-hour vouchers) per
calendar year. Residents aged 65 or over, and Blue Badge holders, receive a 50% discount on visitor
vouchers. Unused visitor vouchers cannot be refunded.</p>

<h2>How to apply</h2>
<ol>
  <li>Sign in to, or create, your MyNorthbridge account.</li>
  <li>Upload proof of address dated within the last 3 months (council tax bill, tenancy agreement or utility bill).</li>
  <li>Upload the vehicle's V5C registration certificate showing you as the keeper at your address. For a company or lease car, upload a letter from the company or lease agreement instead.</li>
  <li>Pay online by debit or credit card.</li>
</ol>
<p>Applications are normally processed within 5 working days. Permits are virtual, so there is no paper
permit to display; civil enforcement officers check your registration number.</p>

<h2>Cancelling a permit and refunds</h2>
<p>If you no longer need your permit, for example because you move out of the zone or sell your
vehicle, you can cancel it online. We will refund the cost of each full calendar month remaining,
less an administration fee of £15.00. No refund is made when fewer than 2 full months remain.</p>

<h2>Penalty charges</h2>
<p>If you park in a residents' bay without a valid permit during the hours of control you may receive a
penalty charge notice (PCN). See our leaflet <a href="/docs/pcn-guide.pdf">Penalty charge notices: a
guide</a> for charges, discounts and how to challenge a PCN.</p>
</main>
<footer>
  <p>Contact Parking Services: 01632 960 412 (Monday to Friday, 9am to 5pm)</p>
  <p>&copy; Northbridge Borough Council | <a href="/accessibility">Accessibility</a> | <a href="/privacy">Privacy notice</a></p>
</footer>
</body>
</html>
"""


def _pcn_pdf() -> bytes:
    from fpdf import FPDF

    class _PDF(FPDF):
        def footer(self):
            self.set_y(-12)
            self.set_font("helvetica", "I", 8)
            self.cell(
                0,
                8,
                f"Northbridge Borough Council Parking Services - PCN guide (rev. 04/2025) - page {self.page_no()}",
                align="C",
            )

    pdf = _PDF(format="A4")
    pdf.set_auto_page_break(True, margin=18)
    pdf.set_margins(18, 15, 18)
    pdf.add_page()

    def h1(t):
        pdf.set_font("helvetica", "B", 18)
        pdf.multi_cell(0, 9, t, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(2)

    def h2(t):
        pdf.ln(2)
        pdf.set_font("helvetica", "B", 12)
        pdf.multi_cell(0, 7, t, new_x="LMARGIN", new_y="NEXT")

    def p(t):
        pdf.set_font("helvetica", "", 10)
        pdf.multi_cell(0, 5, t, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(2)

    def table(rows, widths):
        pdf.set_font("helvetica", "", 9)
        with pdf.table(col_widths=widths, text_align="LEFT", line_height=5, first_row_as_headings=True) as t:
            for r in rows:
                row = t.row()
                for c in r:
                    row.cell(c)
        pdf.ln(3)

    h1("Penalty charge notices: a guide")
    p(
        "Northbridge Borough Council enforces parking restrictions under the Traffic Management Act "
        "2004. If a civil enforcement officer or a CCTV camera sees a vehicle parked in contravention "
        "of the restrictions, a penalty charge notice (PCN) is issued. This leaflet explains how much "
        "you will have to pay, how to pay, and how to challenge a PCN you think is wrong."
    )

    h2("How much is a penalty charge?")
    p("There are two levels of penalty charge, depending on how serious the contravention is.")
    table(
        [
            ("Level", "Penalty charge", "Discounted amount (paid within 14 days)", "Amount after a Charge Certificate"),
            ("Higher level", "£70", "£35", "£105"),
            ("Lower level", "£50", "£25", "£75"),
        ],
        (34, 34, 52, 54),
    )
    p(
        "The higher level applies to more serious contraventions, for example parking on a yellow "
        "line during restricted hours or parking in a residents' bay without a valid permit. The lower "
        "level applies, for example, to staying longer than the paid-for time in a pay and display "
        "bay."
    )
    table(
        [
            ("Code", "Contravention", "Level"),
            ("01", "Parked in a restricted street during prescribed hours", "Higher"),
            ("12", "Parked in a residents' or shared use parking place without a valid permit", "Higher"),
            ("40", "Parked in a disabled person's parking place without displaying a valid badge", "Higher"),
            ("05", "Parked after the expiry of paid for time", "Lower"),
            ("30", "Parked for longer than permitted", "Lower"),
            ("24", "Not parked correctly within the markings of the bay or space", "Lower"),
        ],
        (16, 128, 30),
    )

    h2("Paying a PCN")
    p(
        "The discounted amount is accepted if payment is received within 14 days of the date of "
        "issue. For PCNs sent by post using CCTV camera evidence, the discount period is 21 days."
    )
    p(
        "Pay online at northbridge.gov.uk/paypcn, by phone on 01632 960 413 (24-hour automated line), "
        "or by cheque payable to Northbridge Borough Council with the PCN number written on the back."
    )
    p(
        "If the penalty is not paid within 28 days, we will send a Notice to Owner to the registered "
        "keeper of the vehicle. If neither payment nor a formal representation is received within 28 "
        "days of the Notice to Owner, a Charge Certificate is issued and the penalty charge increases "
        "by 50%. If the increased charge is still unpaid, we may register the debt at the Traffic "
        "Enforcement Centre and instruct enforcement agents."
    )

    h2("Challenging a PCN")
    p(
        "Informal challenge: you can challenge a PCN in writing, online or by post, before a Notice to "
        "Owner is issued. Explain why you think the PCN should be cancelled and include any evidence, "
        "such as a photo of the signs or your permit. If you challenge within the 14-day discount "
        "period and your challenge is rejected, we will normally re-offer the discount for a further "
        "14 days."
    )
    p(
        "Formal representations: after a Notice to Owner is issued, the registered keeper may make "
        "formal representations within 28 days on the grounds listed on the notice. If we reject your "
        "representations we will send you a Notice of Rejection."
    )
    p(
        "Appeal to the independent adjudicator: if your representations are rejected, you may appeal to "
        "the Traffic Penalty Tribunal within 28 days of the date of the Notice of Rejection. The "
        "adjudicators are independent lawyers and it is free to appeal. Their decision is final."
    )
    p(
        "Do not pay the penalty charge if you intend to challenge it: payment is treated as acceptance "
        "of the PCN and closes the case."
    )

    h2("Contact us")
    p(
        "Parking Services, Northbridge Borough Council, PO Box 4120, Northbridge NB1 9ZZ. "
        "Email: parking@northbridge.gov.uk"
    )

    return bytes(pdf.output())


def files() -> dict[str, bytes]:
    return {
        "residents-parking-permits.html": _HTML.encode("utf-8"),
        "pcn-guide.pdf": _pcn_pdf(),
    }


EXPECT = [
    ("what hours are zone B permits needed", ["10am-12 noon"]),
    ("How much is a first permit for a car with CO2 of 140g/km?", ["£130.00"]),
    ("price of a second permit, our other car is band 4", ["£262.50"]),
    ("how much is a permit for an electric car", ["£20.00"]),
    ("is there an extra charge for diesels", ["£40.00"]),
    ("we live in zone A, can we get permits for both our cars?", ["one per household in Zone A"]),
    ("i'm 68 - do i get cheaper visitor vouchers", ["50% discount"]),
    ("what documents do i need to apply for a residents permit", ["V5C", "proof of address"]),
    (
        "Im moving out of the zone, can i get a refund on my permit?",
        ["administration fee of £15.00", "each full calendar month remaining"],
    ),
    ("got a ticket for parking in a residents bay without a permit, how much is it if I pay quickly", ["£35"]),
    ("how long do i get to pay the reduced amount on a camera pcn that came in the post", ["21 days"]),
    ("who can I appeal to if the council rejects my representations", ["Traffic Penalty Tribunal"]),
    # not answerable
    ("how much is a business parking permit?", None),
    ("will i get points on my licence for a parking ticket", None),
    ("How much does a blue badge cost?", None),
    ("how do I make a sourdough starter", None),
]
