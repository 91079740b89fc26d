"""Probe library: district council bins and recycling web page (HTML) plus recycling centre leaflet (PDF)."""

from fpdf import FPDF

PROVENANCE = "Imitates a UK district council's bins and recycling web page and its household waste recycling centre leaflet; all content invented"

COUNCIL = "Wealdbury District Council"

HTML = """<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<title>Bins, rubbish and recycling - Wealdbury District Council</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/assets/css/main.css">
</head>
<body>
<a class="skip-link" href="#main">Skip to main content</a>
<header class="site-header">
  <a href="/" class="logo"><img src="/assets/img/wdc-logo.svg" alt="Wealdbury District Council"></a>
  <nav aria-label="Main">
    <ul>
      <li><a href="/council-tax">Council tax</a></li>
      <li><a href="/bins">Bins and recycling</a></li>
      <li><a href="/planning">Planning</a></li>
      <li><a href="/housing">Housing</a></li>
      <li><a href="/contact">Contact us</a></li>
    </ul>
  </nav>
</header>
<nav class="breadcrumbs" aria-label="Breadcrumb">
  <a href="/">Home</a> &gt; <a href="/environment">Environment</a> &gt; Bins, rubbish and recycling
</nav>
<main id="main">
<h1>Bins, rubbish and recycling</h1>
<p class="lead">Everything you need to know about your household bin collections, from what goes in
each bin to paying for garden waste and booking a bulky item collection.</p>

<div class="callout">
  <h2>Find your bin day</h2>
  <p>Enter your postcode in our <a href="/bins/my-bin-day">bin day finder</a> to see your next
  collection dates and download a calendar. You can also sign up for a free email reminder the
  evening before each collection.</p>
</div>

<h2>Putting your bins out</h2>
<p>Please put your bins at the edge of your property, where it meets the pavement or road, by
6.30am on your collection day. Bins can be put out from 7pm the evening before. Make sure the lid
is fully closed and the handle faces the road, and take your bins back in by the end of the day.</p>
<p>Our crews cannot empty bins that are overloaded, too heavy to move safely, or have the lid
propped open. If a crew cannot empty your bin they will leave a tag on the handle explaining why.</p>

<h2>Which bin for what</h2>
<p>Most houses in the district have four containers: a black bin, a blue bin, a green box and a
food caddy. Flats and houses in multiple occupation may share larger communal bins instead.</p>

<h3>Black bin - general rubbish</h3>
<p>Your black bin is a 180 litre wheelie bin for waste that cannot be recycled. This includes
nappies and sanitary products, polystyrene, plastic film and carrier bags, crisp packets, pet
waste (bagged), broken crockery and cold ashes tied in a bag. Greasy or food-soiled pizza boxes
also go in the black bin because the grease spoils the cardboard for recycling.</p>
<p>Households with six or more permanent residents, or with two or more children in nappies, can
apply for a larger 240 litre black bin. We will ask you to confirm who lives at the address and
may visit to check before we deliver it.</p>
<p>We do not collect extra bags of rubbish left next to or on top of your black bin, apart from
the Christmas arrangements described below.</p>

<h3>Blue bin - mixed recycling</h3>
<p>Put these items in your blue bin loose, not in bags:</p>
<ul>
  <li>plastic bottles, pots, tubs and trays (rinsed, lids on)</li>
  <li>food and drink cans, empty aerosols and clean foil</li>
  <li>paper, newspapers, magazines, envelopes and junk mail</li>
  <li>cardboard, flattened or torn to fit</li>
  <li>food and drink cartons such as juice and soup cartons</li>
</ul>
<p>Please do not put glass in your blue bin. Broken glass is dangerous for the staff who sort our
recycling by hand and contaminates the paper.</p>

<h3>Green box - glass</h3>
<p>Use your green box for glass bottles and jars of any colour. Rinse them and remove metal lids,
which can go in the blue bin. We do not take window glass, drinking glasses, Pyrex or mirrors;
take these to a recycling centre.</p>

<h3>Food caddy - food waste</h3>
<p>All cooked and uncooked food can go in your food caddy, including meat and fish bones, fruit and
vegetable peelings, tea bags, coffee grounds, bread, rice and pasta. Line the kitchen caddy with a
compostable liner or newspaper, then empty it into the larger outdoor caddy. We do not supply liners.</p>

<h2>How often we collect</h2>
<p>Your black bin and your blue bin are collected on alternate weeks: one week we empty your
black bin, and the next week we empty your blue bin and green box together. Your food caddy is
emptied every week, on the same day as your other containers.</p>
<p>If your black bin is full before collection day, please check whether any of your rubbish can
be recycled instead. Around half of what we find in black bins could have gone in the blue bin,
green box or food caddy.</p>

<h2>Garden waste collections</h2>
<p>Garden waste collection is an optional service that you pay for by annual subscription.
A subscription costs &pound;52 per bin for the 2025/26 garden waste year, which runs from
1 April 2025 to 31 March 2026. You can have up to three brown bins at one address; each
additional brown bin after the first costs &pound;40 per year. If you subscribe on or after
1 October 2025 you pay a reduced part-year price of &pound;30 per bin.</p>
<p>Your brown bin is emptied every two weeks from March to November. In December, January and
February it is emptied once a month, because there is much less garden waste at that time of year.
Your subscription sticker shows the year it is valid for and must be on the lid, or the crew will
not empty the bin.</p>
<p>You can put grass cuttings, leaves, flowers, weeds, hedge trimmings, and twigs and branches up
to 10cm thick in your brown bin. Please do not include soil, turf, rubble, food waste, plant pots,
animal bedding or Japanese knotweed.</p>
<p><a class="button" href="/bins/garden-waste/subscribe">Subscribe to garden waste collections</a></p>

<h2>Bulky waste collections</h2>
<p>We can collect large household items that will not fit in your bins, such as furniture, beds,
mattresses, carpets and electrical appliances. We charge &pound;38 for up to three bulky items.
Each additional item costs &pound;9, up to a maximum of eight items per collection.</p>
<p>Fridges, freezers and fridge-freezers are charged at &pound;28 per appliance, because the gases
inside them must be removed by a specialist contractor. If you receive Council Tax Reduction you
can get 50% off the price of a bulky waste collection; please have your council tax account
number ready when you book.</p>
<p>Bulky collections take place on Wednesdays and Fridays. Leave your items outside your property,
in a place where the crew can easily reach them, by 7am on your collection day. Our crews cannot
enter your home or garden to fetch items. If you need to cancel, please tell us at least two clear
working days before your collection date and we will give you a full refund.</p>
<p>We cannot collect building or DIY waste, bathroom suites, garden waste, car parts, gas bottles
or anything from a business.</p>
<p><a class="button" href="/bins/bulky-waste/book">Book a bulky waste collection</a></p>

<h2>Missed bin collections</h2>
<p>If your bin was out on time and has not been emptied, please report it by 5pm on the working
day after your scheduled collection. Check first whether the crew has left a tag on your bin, and
whether your street has a reported delay on our <a href="/bins/service-updates">service updates</a>
page. Where a collection has been genuinely missed by us, we aim to return within 3 working days.</p>
<p>If your bin was not out by 6.30am, or contained the wrong items, we will not return to collect
it and you will need to wait until your next scheduled collection.</p>
<p><a class="button" href="/bins/report-missed">Report a missed bin</a></p>

<h2>New, damaged or stolen bins</h2>
<p>If your black or blue bin is lost, stolen or damaged beyond repair, we charge &pound;25 for a
replacement, including delivery. Green boxes and food caddies are replaced free of charge. If a crew
damaged your bin while emptying it, we will replace it at no cost to you.</p>

<h2>Christmas and New Year collections</h2>
<p>Collections will change over the Christmas and New Year period. Please check the table below
for your revised collection day. Crews may work longer hours at this time, so please have your bins
out by 6.30am as usual.</p>
<table class="table">
  <caption>Christmas and New Year 2025/26 collection changes</caption>
  <thead>
    <tr><th scope="col">Normal collection day</th><th scope="col">Revised collection day</th></tr>
  </thead>
  <tbody>
    <tr><td>Monday 22 December</td><td>Monday 22 December (no change)</td></tr>
    <tr><td>Tuesday 23 December</td><td>Tuesday 23 December (no change)</td></tr>
    <tr><td>Wednesday 24 December</td><td>Wednesday 24 December (no change)</td></tr>
    <tr><td>Thursday 25 December</td><td>Saturday 27 December</td></tr>
    <tr><td>Friday 26 December</td><td>Monday 29 December</td></tr>
    <tr><td>Monday 29 December</td><td>Tuesday 30 December</td></tr>
    <tr><td>Tuesday 30 December</td><td>Wednesday 31 December</td></tr>
    <tr><td>Wednesday 31 December</td><td>Friday 2 January</td></tr>
    <tr><td>Thursday 1 January</td><td>Saturday 3 January</td></tr>
    <tr><td>Friday 2 January</td><td>Monday 5 January</td></tr>
  </tbody>
</table>
<p>All collections return to their normal days from the week beginning 5 January.</p>
<p>Over the festive period we will take up to two extra black bags of rubbish placed next to your
black bin on your first black bin collection after Christmas. Extra recycling can be left next to
your blue bin in a clear bag or cardboard box at any time.</p>
<p>Garden waste collections are suspended from 22 December 2025 and restart on 12 January 2026.
Real Christmas trees can be cut up and put in your brown bin, or taken to a recycling centre.</p>

<h2>Household waste recycling centres</h2>
<p>We have two recycling centres, at Marsh Lane in Wealdbury and Copley Road in Hanford. Download
our <a href="/bins/recycling-centres.pdf">recycling centre leaflet (PDF, 1 page)</a> for opening
hours and the rules on vans, trailers and DIY waste.</p>

<div class="page-feedback">
  <p>Was this page helpful? <a href="/feedback?page=bins">Tell us what you think</a></p>
  <p class="last-updated">Last updated: 3 November 2025</p>
</div>
</main>
<footer class="site-footer">
  <p>Wealdbury District Council, Civic Offices, Market Square, Wealdbury WB1 1AA. Telephone 01632 555200.</p>
  <p><a href="/privacy">Privacy</a> | <a href="/accessibility">Accessibility statement</a> | <a href="/cookies">Cookies</a></p>
</footer>
</body>
</html>
"""


def _leaflet_pdf() -> bytes:
    pdf = FPDF(format="A4")
    pdf.set_auto_page_break(auto=True, margin=12)
    pdf.set_margins(14, 12, 14)
    pdf.add_page()
    pdf.set_font("Helvetica", "B", 16)
    pdf.multi_cell(0, 8, "Household Waste Recycling Centres", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 10)
    pdf.multi_cell(0, 5, "Opening hours and site rules - Wealdbury District Council", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(2)

    def h(text):
        pdf.ln(1.5)
        pdf.set_font("Helvetica", "B", 11)
        pdf.multi_cell(0, 6, text, new_x="LMARGIN", new_y="NEXT")
        pdf.set_font("Helvetica", "", 9)

    def p(text):
        pdf.set_font("Helvetica", "", 9)
        pdf.multi_cell(0, 4.4, text, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(1)

    def bullet(text):
        pdf.set_font("Helvetica", "", 9)
        pdf.set_x(18)
        pdf.multi_cell(0, 4.4, "- " + text, new_x="LMARGIN", new_y="NEXT")

    h("Our sites")
    p(
        "Marsh Lane Recycling Centre, Marsh Lane, Wealdbury WB3 7QT. "
        "Copley Road Recycling Centre, Copley Road, Hanford WB8 2LE. "
        "Both sites are for household waste from residents of Wealdbury district only."
    )

    h("Opening hours")
    pdf.set_font("Helvetica", "B", 9)
    with pdf.table(col_widths=(50, 45, 87), text_align="LEFT", line_height=5) as table:
        for row in [
            ("Season", "Hours", "Days"),
            (
                "Summer (1 April to 30 September)",
                "8am to 6pm",
                "Marsh Lane: every day. Copley Road: closed Tuesdays and Wednesdays",
            ),
            (
                "Winter (1 October to 31 March)",
                "8am to 4pm",
                "Marsh Lane: every day. Copley Road: closed Tuesdays and Wednesdays",
            ),
        ]:
            r = table.row()
            for cell in row:
                r.cell(cell)
    pdf.ln(2)
    p(
        "The gates close to new arrivals 15 minutes before closing time. Both sites are closed on "
        "Christmas Day, Boxing Day and New Year's Day. Sites may close at short notice in high winds "
        "or when the containers are full; check our website before you travel."
    )

    h("Proof of address")
    p(
        "Please bring proof of address, such as your driving licence or a council tax bill, on every "
        "visit. Site staff may ask to see it, and may turn you away if you cannot show that you live in "
        "the district."
    )

    h("Vans, pick-ups and trailers")
    p(
        "You need a van permit if you visit in a van, pick-up or car-derived van, including hired vans. "
        "Van permits are free and you can apply online at least 5 working days before your visit. Each "
        "household is allowed up to 12 van permit visits per year (1 April to 31 March). If the van is "
        "hired, bring the hire agreement in your name."
    )
    p(
        "Trailers up to 2 metres long (not counting the tow bar) can be used without a permit. Larger "
        "trailers are treated in the same way as vans and need a permit. Vehicles over 3.5 tonnes and "
        "signwritten commercial vehicles are not allowed on site."
    )

    h("What we charge for")
    p(
        "Most household waste is free to bring. DIY and construction waste is charged, because it is "
        "not classed as household waste:"
    )
    bullet("rubble, soil, hardcore and ceramic tiles: £4 per bag (bags up to 25kg)")
    bullet("plasterboard: £6 per sheet, or £4 per bag of broken pieces")
    bullet("tyres (car and motorcycle only, without rims): £3.50 each, maximum 4 per visit")
    pdf.ln(1)
    p("You can pay by card only. We do not accept cash at either site.")

    h("What we cannot accept")
    p(
        "We do not accept asbestos, commercial or trade waste, clinical waste, fireworks, ammunition or "
        "vehicle parts other than tyres and car batteries. Gas bottles are accepted at Marsh Lane only."
    )

    h("Keeping safe on site")
    p(
        "Children and pets must stay in your vehicle. Please stay with your vehicle unless you are "
        "unloading, and follow the instructions of site staff at all times. Staff are happy to advise, "
        "but cannot lift heavy items for you, so please bring someone to help if you need it."
    )
    return bytes(pdf.output())


def files() -> dict[str, bytes]:
    return {
        "bins-rubbish-and-recycling.html": HTML.encode("utf-8"),
        "recycling-centres-leaflet.pdf": _leaflet_pdf(),
    }


EXPECT = [
    ("how often do you empty the food waste caddy?", ["every week"]),
    ("Can I put wine bottles in the blue bin?", ["do not put glass"]),
    ("whats the price for the brown garden bin this year", ["£52"]),
    ("how often do they take garden waste in the winter months", ["once a month"]),
    ("theres 7 of us in the house, can we get a bigger black bin?", ["240 litre"]),
    ("How much does it cost for the council to pick up an old sofa?", ["£38"]),
    ("Is there a charge to collect a fridge freezer?", ["£28 per appliance"]),
    ("how long have I got to report a missed bin", ["5pm on the working day after"]),
    ("My bins normally go on a Thursday, when will they be emptied Christmas week?", ["Saturday 27 December"]),
    ("will you take extra rubbish bags after christmas", ["two extra black bags"]),
    ("I forgot to put my bin out til 9am, will the lorry come back for it?", ["will not return to collect"]),
    ("what time does the tip close in winter", ["8am to 4pm"]),
    ("Are the recycling centres open on Boxing Day?", ["Boxing Day"]),
    ("Do I need a permit to take my van to the tip?", ["You need a van permit"]),
    ("can i bring a trailer to the recycling centre", ["Trailers up to 2 metres"]),
    ("Can I get a refund on my garden waste subscription if I move house?", None),
    ("How many times a year can I go to the tip in my car?", None),
    ("Can I get help putting my bins out, I'm disabled?", None),
]
