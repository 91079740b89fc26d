"""Library: a water company's 'understanding your bill' web page (HTML) plus its household charges scheme (PDF)."""

PROVENANCE = (
    "Imitates a regional water and sewerage company's 'Understanding your bill' help page and its "
    "annual household charges scheme PDF (standing charges, volumetric rates, assessed charges, "
    "social tariff and discounts, leak allowances); all content and figures invented"
)


_HTML = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Understanding your bill - Kestrel Valley Water</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/static/kvw.css">
</head>
<body>
<a class="skip-link" href="#main">Skip to main content</a>
<header>
  <div class="brand">Kestrel Valley Water</div>
  <nav aria-label="Main">
    <a href="/my-account">My account</a> | <a href="/bills-and-payments">Bills &amp; payments</a> |
    <a href="/moving-home">Moving home</a> | <a href="/report-a-problem">Report a problem</a> |
    <a href="/help">Help</a>
  </nav>
  <form class="search" action="/search"><input type="text" name="q" placeholder="Search our site"></form>
</header>

<main id="main">
<nav class="crumbs">Home / Bills &amp; payments / Understanding your bill</nav>
<h1>Understanding your bill</h1>
<p>Your bill shows the charges for the water we supply to your home and for taking away and treating your waste water.
Use this guide to find your way around it. The amounts we charge are set out in full in our
<a href="/documents/household-charges-scheme-2025-26.pdf">Household Charges Scheme 2025/26</a>.</p>

<h2>1. Your account details</h2>
<p>At the top right of the first page you'll find your 10-digit account number, the date of the bill and the billing period it covers.
Have your account number ready whenever you contact us.</p>

<h2>2. Metered or unmetered?</h2>
<p>If you have a water meter, you pay for the water you use plus standing charges, and we send you a bill every 6 months.
If you don't have a meter, your charges are fixed for the year and we send you one bill each March for the year starting 1 April.</p>

<h2>3. Your meter readings</h2>
<p>Metered bills show your previous reading, your current reading and the amount of water used in cubic metres (m&sup3;).
One cubic metre is 1,000 litres. Next to each reading you'll see a letter that tells you how we got it:</p>
<dl class="reading-codes">
  <dt>A</dt><dd>Actual reading - taken by one of our meter readers.</dd>
  <dt>C</dt><dd>Customer reading - a reading you gave us online or by phone.</dd>
  <dt>E</dt><dd>Estimated reading - we couldn't read your meter, so we've estimated your use based on your previous bills. Send us a reading and we'll correct your bill.</dd>
  <dt>S</dt><dd>Smart reading - sent automatically by a smart meter.</dd>
</dl>

<h2>4. How your metered charges are worked out</h2>
<p><strong>Water supply:</strong> we multiply the cubic metres of water you've used by our water volumetric rate, then add the water standing charge for the number of days in the billing period.</p>
<p><strong>Sewerage:</strong> we don't charge sewerage on all the water you use, because some of it is used in the garden, to wash the car or is otherwise not returned to the sewer.
We charge sewerage on 95% of the water recorded by your meter, plus a sewerage standing charge.</p>
<p><strong>Surface water drainage:</strong> this pays for taking away rainwater that runs off your roof and driveway into the public sewer.
If all the rainwater from your property drains to a soakaway or a watercourse rather than the public sewer, you can apply for a surface water rebate and we will remove this charge from your bill.</p>

<h2>5. Why is my bill higher than usual?</h2>
<ul>
  <li>Our charges usually change every 1 April.</li>
  <li>Your last bill may have been based on a guess at your usage that turned out to be too low.</li>
  <li>More people may be living in your home, or you may be using more water in warm weather.</li>
  <li>You may have a leak. Turn off all your taps and check whether your meter is still moving. If you've had a leak, you may be able to get a leak allowance - see section 6 of our charges scheme.</li>
</ul>

<h2>6. Ways to pay</h2>
<table class="pay-options">
  <thead><tr><th>Option</th><th>How it works</th></tr></thead>
  <tbody>
    <tr><td>Direct Debit - monthly</td><td>Spread your annual charges over 12 monthly instalments, or 10 monthly instalments from April to January so you have February and March off.</td></tr>
    <tr><td>Direct Debit - fortnightly or weekly</td><td>Smaller payments taken every week or every two weeks, on the day of the week you choose.</td></tr>
    <tr><td>Payment card</td><td>Pay weekly, fortnightly or monthly in cash at any PayPoint or Post Office using your Kestrel payment card.</td></tr>
    <tr><td>Half-yearly or in full</td><td>Pay each bill in full by the due date by bank transfer, debit card or online banking.</td></tr>
  </tbody>
</table>
<p>For monthly Direct Debits you can choose for your payment to be taken on the 1st, 8th, 15th, 22nd or 28th of the month.</p>

<h2>7. Struggling to pay?</h2>
<p>Please talk to us as early as you can. We can set up a payment plan, and you may be able to get help through our Kestrel Assist social tariff,
our Pension Credit discount or our BillCap scheme. Full eligibility rules are in section 5 of the charges scheme.</p>

<aside class="related">
  <h3>Related pages</h3>
  <ul><li><a href="/submit-a-reading">Submit a meter reading</a></li><li><a href="/leaks">Find and fix a leak</a></li><li><a href="/help/financial">Financial help</a></li></ul>
</aside>
</main>

<footer>
  <p>Kestrel Valley Water Ltd, Riverside House, Netherford. Registered in England no. 04410288.</p>
  <p><a href="/privacy">Privacy notice</a> &middot; <a href="/accessibility">Accessibility</a> &middot; <a href="/complaints">Complaints</a></p>
</footer>
</body>
</html>
"""


_METERED = [
    ("Charge", "2024/25", "2025/26"),
    ("Water volumetric rate (per cubic metre)", "£1.9876", "£2.1457"),
    ("Sewerage volumetric rate (per cubic metre)", "£2.2190", "£2.3861"),
    ("Water standing charge (per year)", "£34.80", "£38.40"),
    ("Sewerage standing charge (per year)", "£26.75", "£29.10"),
    ("Surface water drainage (per year)", "£49.90", "£54.20"),
]

_ASSESSED = [
    ("Property type", "Water", "Sewerage", "Total per year"),
    ("Single occupier (any property type)", "£152.90", "£176.60", "£329.50"),
    ("Flat or maisonette", "£180.20", "£209.20", "£389.40"),
    ("Terraced house", "£209.60", "£243.20", "£452.80"),
    ("Semi-detached house", "£231.10", "£267.20", "£498.30"),
    ("Detached house", "£260.50", "£301.20", "£561.70"),
]


def _scheme_pdf() -> bytes:
    from fpdf import FPDF

    class Scheme(FPDF):
        def multi_cell(self, *a, **k):
            k.setdefault("new_x", "LMARGIN")
            k.setdefault("new_y", "NEXT")
            return super().multi_cell(*a, **k)

        def header(self):
            if self.page_no() == 1:
                return
            self.set_font("helvetica", "", 8)
            self.set_text_color(90, 90, 90)
            self.cell(0, 6, "Kestrel Valley Water - Household Charges Scheme 2025/26", align="R")
            self.ln(9)
            self.set_text_color(0, 0, 0)

        def footer(self):
            self.set_y(-13)
            self.set_font("helvetica", "", 8)
            self.cell(0, 8, f"Page {self.page_no()}", align="C")

    pdf = Scheme(format="A4")
    pdf.set_margins(20, 16, 20)
    pdf.set_auto_page_break(True, margin=20)
    pdf.add_page()

    def h(t, size=13):
        pdf.ln(2)
        pdf.set_font("helvetica", "B", size)
        pdf.multi_cell(0, 7, t)
        pdf.ln(1)

    def p(t):
        pdf.set_font("helvetica", "", 10)
        pdf.multi_cell(0, 5.4, t)
        pdf.ln(2)

    def table(rows, widths):
        pdf.set_font("helvetica", "", 9.5)
        with pdf.table(col_widths=widths, text_align="LEFT", line_height=6) as t:
            for r in rows:
                row = t.row()
                for c in r:
                    row.cell(c)
        pdf.ln(3)

    pdf.set_font("helvetica", "B", 22)
    pdf.multi_cell(0, 11, "Household Charges Scheme 2025/26")
    pdf.set_font("helvetica", "", 11)
    pdf.multi_cell(
        0,
        6,
        "Charges for water supply, sewerage and surface water drainage for household customers, "
        "effective 1 April 2025 to 31 March 2026",
    )
    pdf.ln(4)

    h("1. Introduction")
    p(
        "This scheme sets out the charges Kestrel Valley Water makes to household customers for supplying water and "
        "for sewerage services, and the discounts and allowances available. It has been approved by our Board and "
        "published in line with the rules set by our regulator. Charges are not subject to VAT for household "
        "customers."
    )

    h("2. Metered charges")
    p(
        "Customers with a meter pay volumetric charges for each cubic metre of water recorded by the meter, plus "
        "annual standing charges, which are calculated on a daily basis for each billing period. Sewerage volumetric "
        "charges are applied to 95% of the water recorded by the meter, to allow for water that does not return to "
        "the public sewer. The table below shows the charges for 2025/26 alongside last year's charges for comparison."
    )
    table(_METERED, (80, 35, 35))
    p(
        "Where a property receives only a water supply from us, or only sewerage services, only the relevant charges "
        "apply."
    )

    h("3. Assessed charges for unmetered homes")
    p(
        "If you have asked for a meter but we cannot fit one at your property (for example because you share a supply "
        "pipe with neighbours or the pipework is inaccessible), you will pay an assessed charge instead of charges "
        "based on the rateable value of your home. The assessed charge is based on the type of property. If you live "
        "alone, you can choose the single occupier charge instead, whatever the type of property."
    )
    table(_ASSESSED, (62, 30, 30, 30))
    p(
        "Assessed charges include surface water drainage. You can ask us to review your assessed charge if your "
        "circumstances change, for example if other people move out and you become the single occupier."
    )

    h("4. Unmetered charges based on rateable value")
    p(
        "Homes without a meter that have not applied for one continue to be charged on the rateable value of the "
        "property set in 1990. For 2025/26 the water charge is £1.1843 per £ of rateable value and the sewerage charge "
        "is £1.0392 per £ of rateable value, plus an annual water standing charge of £41.20."
    )

    h("5. Help with paying your bill")
    p(
        "Kestrel Assist social tariff. You can apply for Kestrel Assist if your total household income is below "
        "£21,000 a year, not counting disability benefits such as Personal Independence Payment. Households with an "
        "income below £16,000 a year receive a discount of 50% on their water and sewerage charges; households with an "
        "income of £16,000 or more but still under the limit receive a discount of 30%. The discount lasts for 2 years, after "
        "which you will need to re-apply."
    )
    p(
        "Pension Credit discount. If anyone in your household receives Pension Credit you can get 20% off your water "
        "and sewerage charges. The Pension Credit discount cannot be combined with Kestrel Assist; we will apply "
        "whichever gives you the bigger saving."
    )
    p(
        "BillCap. If you have a meter and receive a means-tested benefit, and either have three or more children under "
        "19 living at home or someone in the household has a medical condition that means they use a lot more water, "
        "your annual bill will be capped at £465 however much water you use."
    )
    p(
        "Payment plans. If you are behind with your payments we can agree a plan to repay what you owe in smaller "
        "amounts alongside your ongoing charges. We can also pause recovery action for up to 3 months while you get "
        "debt advice."
    )

    h("6. Leak allowances")
    p(
        "Supply pipe leaks. You are responsible for the underground supply pipe that runs from your property boundary "
        "to your home. If a leak on your supply pipe is repaired within 21 days of you finding it or of us telling you "
        "about it, we will make an allowance for the water lost and the related sewerage charges, based on your "
        "average use over the previous 12 months. You will need to send us proof of the repair, such as a plumber's "
        "invoice."
    )
    p(
        "Internal leaks. We do not make allowances for water lost through internal leaks such as dripping taps, "
        "faulty toilet cisterns or leaking appliances, because this water is still treated at our works."
    )
    p(
        "Only one leak allowance can be given per property in any 5-year period. Allowances cannot be given for leaks "
        "caused by frost damage to pipes that were not insulated."
    )

    h("7. Other charges")
    p(
        "If a Direct Debit or cheque is returned unpaid we may pass any bank charges on to you. Charges for new "
        "connections, trade effluent and non-household customers are set out in separate schemes."
    )
    return bytes(pdf.output())


def files() -> dict[str, bytes]:
    return {
        "understanding-your-bill.html": _HTML.encode("utf-8"),
        "household-charges-scheme-2025-26.pdf": _scheme_pdf(),
    }


EXPECT = [
    ("whats the price per cubic metre for water this year", ["£2.1457"]),
    ("Sewerage rate per m3?", ["£2.3861"]),
    ("What does the E next to my meter reading mean?", ["Estimated reading"]),
    ("how much is the water standing charge for metered customers", ["£38.40"]),
    ("We asked for a meter but you can't fit one. We're in a semi detached, what will we pay?", ["£498.30"]),
    ("i live on my own and cant get a meter, is there a cheaper charge?", ["£329.50"]),
    ("who qualifies for the social tariff", ["£21,000"]),
    ("why am I only charged sewerage on part of the water I use", ["95%"]),
    ("can I spread my payments over 10 months?", ["10 monthly instalments"]),
    ("which dates can my direct debit come out on", ["1st, 8th, 15th, 22nd or 28th"]),
    ("had a leak on the pipe outside under the drive - can I get money off my bill?", ["within 21 days"]),
    ("my rainwater goes into a soakaway, do i still pay surface water drainage", ["soakaway"]),
    ("Is there a discount if I get pension credit?", ["20% off"]),
    ("how often can i get a leak allowance", ["5-year period"]),
    ("Is there a charge to have a water meter fitted?", None),
    ("do you charge interest if my bill is overdue?", None),
    ("How much will the water rate go up next year (2026/27)?", None),
]
