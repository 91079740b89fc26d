PROVENANCE = (
    "Imitates a UK train operating company's 'Tickets and conditions' help web page "
    "(refunds, Delay Repay bands, railcards, bikes, season tickets) and its published "
    "fares workbook for key routes; operator, fares and policies all invented"
)

_HTML = """<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<title>Tickets, refunds and travel conditions | Wyvern Coast Railway</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/assets/css/site.min.css">
<script src="/assets/js/cookie-banner.js" defer></script>
</head>
<body>
<header class="site-header">
  <a href="/" class="logo">Wyvern Coast Railway</a>
  <nav><ul>
    <li><a href="/journey-planner">Plan a journey</a></li>
    <li><a href="/tickets">Tickets</a></li>
    <li><a href="/delay-repay">Delay Repay</a></li>
    <li><a href="/help">Help</a></li>
  </ul></nav>
</header>
<div class="breadcrumb"><a href="/">Home</a> &gt; <a href="/help">Help</a> &gt; Tickets and conditions</div>
<main id="content">
<h1>Tickets, refunds and travel conditions</h1>
<p class="updated">Last updated 3 March 2025. These pages summarise our conditions; the National Rail
Conditions of Travel always apply.</p>

<section id="ticket-types">
<h2>Which ticket do I need?</h2>
<p><strong>Anytime</strong> tickets can be used on any train at any time of day.</p>
<p><strong>Off-Peak</strong> tickets are valid on trains departing after 09:30 Monday to Friday, and all
day at weekends and on bank holidays. On weekdays they are not valid on trains leaving Bristol Temple Meads
towards Taunton and Exeter between 16:00 and 18:29.</p>
<p><strong>Super Off-Peak</strong> tickets are valid on trains departing after 10:00 Monday to Friday,
except between 15:00 and 18:59, and all day at weekends.</p>
<p><strong>Advance</strong> tickets are single tickets for a specific train, sold until 10 minutes before
departure on our website and app. You must travel on the train shown on the ticket.</p>
<p>Full fares for our main routes are in the fares table that you can download from this page.</p>
</section>

<section id="refunds">
<h2>Refunds</h2>
<p>If you have not used your Anytime or Off-Peak ticket at all, you can ask for a refund no later than
28 days after the ticket expires. An admin fee of £10 is deducted from each refund.</p>
<p>If you decide not to travel because your train is cancelled, delayed by 60 minutes or more, or the
reservation you paid for cannot be provided, you get a full refund with no admin fee.</p>
<p>Advance tickets cannot be refunded. You can change the date or time of travel before the departure
of the train you booked, for a change fee of £5 per ticket plus any difference in fare.</p>
<p>Refunds go back to the card you paid with, usually within 10 working days of us receiving your claim.</p>
</section>

<section id="delay-repay">
<h2>Delay Repay: compensation for delays</h2>
<p>If you arrive at your destination 15 minutes or more late, you can claim compensation, whatever the
reason for the delay. Claim online or in our app within 28 days of the date of travel.</p>
<table class="delay-table">
<thead><tr><th>Delay on arrival</th><th>Single ticket</th><th>Return ticket</th></tr></thead>
<tbody>
<tr><td>15 to 29 minutes</td><td>25% of the single fare</td><td>12.5% of the return fare</td></tr>
<tr><td>30 to 59 minutes</td><td>50% of the single fare</td><td>25% of the return fare</td></tr>
<tr><td>60 to 119 minutes</td><td>100% of the single fare</td><td>50% of the return fare</td></tr>
<tr><td>120 minutes or more</td><td>100% of the single fare</td><td>100% of the return fare</td></tr>
</tbody>
</table>
<p>Season ticket holders are compensated on the daily cost of their ticket: a weekly season is divided by
10 journeys, a monthly season by 40 journeys and an annual season by 464 journeys.</p>
<p>You can choose to be paid by bank transfer, PayPal or rail travel vouchers. Compensation is not paid if
you claim more than once for the same journey or if you travelled on a different train by choice.</p>
</section>

<section id="railcards">
<h2>Railcards</h2>
<p>Most railcards give 1/3 off Anytime, Off-Peak, Super Off-Peak and Advance fares. Railcard discounts
cannot be used on season tickets.</p>
<ul>
<li><strong>16-25 Railcard:</strong> a minimum fare of £12 applies to journeys starting before 10:00
Monday to Friday, except during July and August.</li>
<li><strong>26-30 Railcard:</strong> the same minimum fare rules as the 16-25 Railcard.</li>
<li><strong>Two Together Railcard:</strong> both named holders must travel together. Discounts are not
valid before 09:30 Monday to Friday.</li>
<li><strong>Family &amp; Friends Railcard:</strong> 1/3 off adult fares and 60% off child fares, for up
to 4 adults and 4 children travelling together.</li>
<li><strong>Senior Railcard:</strong> for people aged 60 and over; no minimum fare on our services.</li>
</ul>
<p>You must carry your railcard when you travel. If you forget it and are charged the full fare, you can
claim back the difference once in any 12-month period by sending us both tickets and a copy of the
railcard within 14 days.</p>
<p>If you are travelling without a valid ticket or railcard you may be charged a penalty fare of £100 or
twice the full single fare to the next station, whichever is higher.</p>
</section>

<section id="bikes">
<h2>Travelling with a bike</h2>
<p>Bikes travel free. We can carry a maximum of two non-folding bikes on each train, on a first come,
first served basis on local services.</p>
<p>On our Atlantic Express services between Bristol Temple Meads and Penzance, a free bike reservation is
required. You can reserve a space up to 2 hours before departure at a ticket office or in our app.</p>
<p>Folding bikes, when folded, can be taken on any train at any time. Tandems, tricycles and bikes with
trailers cannot be carried. E-scooters and hoverboards are not allowed on our trains or stations.</p>
</section>

<section id="season-tickets">
<h2>Season tickets</h2>
<p>Season tickets give unlimited travel between two stations. You can buy weekly, monthly or annual
season tickets, or a season for any period between one month and one year.</p>
<p>An annual season ticket costs the same as 40 weeks of weekly tickets, and includes a Gold Card which
gives 1/3 off leisure travel in the South East network.</p>
<p>Flexi Season tickets give 8 days of travel in any 28-day period, for people who commute part of the
week. They are sold in our app only.</p>
<p>If you lose your season ticket or it is stolen, we can replace it once in 12 months for a fee of £20.
Smartcard season tickets can be cancelled and re-issued onto a new card.</p>
<p>You can surrender a season ticket for a refund of the unused part. The refund is worked out from the
date you return it to us, and an admin fee of £15 is deducted. Monthly season tickets with fewer than 7
days left have no refund value.</p>
</section>

<section id="help">
<h2>Still need help?</h2>
<p>Contact our Customer Relations team on 0333 014 2290 (8am to 8pm, 7 days a week) or through the
contact form.</p>
</section>
</main>
<footer class="site-footer">
<p>&copy; 2025 Wyvern Coast Railway Ltd. Registered in England and Wales no. 09551832.</p>
<p><a href="/privacy">Privacy</a> | <a href="/accessibility">Accessibility</a> | <a href="/cookies">Cookies</a></p>
</footer>
</body>
</html>
"""

_FARES = [
    # from, to, anytime single, anytime day return, off-peak day return, super off-peak return, advance single from
    ("Bristol Temple Meads", "Exeter St Davids", 48.9, 72.3, 41.6, 36.85, 14.4),
    ("Bristol Temple Meads", "Taunton", 27.4, 39.1, 23.75, 19.6, 8.9),
    ("Bristol Temple Meads", "Weston-super-Mare", 9.85, 12.7, 8.35, 7.15, None),
    ("Bath Spa", "Exeter St Davids", 55.2, 81.4, 46.3, 40.05, 16.8),
    ("Exeter St Davids", "Plymouth", 24.6, 33.9, 19.45, 16.7, 7.5),
    ("Exeter St Davids", "Penzance", 43.15, 61.8, 34.2, 29.65, 12.6),
    ("Plymouth", "Penzance", 21.3, 29.05, 17.35, 14.9, 6.45),
    ("Cardiff Central", "Taunton", 35.45, 52.6, 30.15, 26.9, 11.2),
]


def _xlsx_bytes():
    import io
    from openpyxl import Workbook
    from openpyxl.styles import Font, PatternFill, Alignment

    wb = Workbook()
    ws = wb.active
    ws.title = "Fares 2025"
    ws["A1"] = "Wyvern Coast Railway - Standard Class adult fares"
    ws["A1"].font = Font(bold=True, size=13)
    ws["A2"] = "Valid for travel from 2 March 2025. Prices in GBP. Child fares are half the adult fare."
    headers = [
        "From",
        "To",
        "Anytime Single",
        "Anytime Day Return",
        "Off-Peak Day Return",
        "Super Off-Peak Return",
        "Advance Single (from)",
    ]
    ws.append([])
    ws.append(headers)
    for c in ws[4]:
        c.font = Font(bold=True, color="FFFFFF")
        c.fill = PatternFill("solid", fgColor="1F4E79")
        c.alignment = Alignment(wrap_text=True)
    for row in _FARES:
        ws.append([row[0], row[1]] + [v if v is not None else "n/a" for v in row[2:]])
    for r in ws.iter_rows(min_row=5, min_col=3, max_col=7):
        for c in r:
            if isinstance(c.value, float):
                c.number_format = '"£"#,##0.00'
    ws.column_dimensions["A"].width = 22
    ws.column_dimensions["B"].width = 20
    for col in "CDEFG":
        ws.column_dimensions[col].width = 15
    ws.append([])
    ws.append(["Advance fares are limited in number and change with demand; the lowest price is shown."])
    bio = io.BytesIO()
    wb.save(bio)
    return bio.getvalue()


def files() -> dict:
    return {
        "tickets-and-conditions.html": _HTML.encode("utf-8"),
        "wcr_fares_2025.xlsx": _xlsx_bytes(),
    }


EXPECT = [
    ("how much is an off peak day return bristol to exeter", ["41.6"]),
    ("anytime single from bristol temple meads to taunton?", ["27.4"]),
    ("super off peak return exeter to penzance price", ["29.65"]),
    ("cheapest advance single plymouth to penzance", ["6.45"]),
    ("my train was 45 mins late, how much compensation do i get on a single ticket", ["50% of the single fare"]),
    ("delayed over 2 hours on a return ticket - what do I get back?", ["100% of the return fare"]),
    ("how long have I got to claim delay repay", ["28 days of the date of travel"]),
    ("is there a fee for refunding an unused off-peak ticket", ["admin fee of £10"]),
    ("can i change my advance ticket and how much does it cost", ["£5 per ticket"]),
    ("16-25 railcard minimum fare in the morning rush?", ["£12"]),
    ("can we use our two together railcard on the 8am train on a weekday", ["not valid before 09:30"]),
    ("how many bikes can go on one train", ["two non-folding bikes"]),
    ("annual season ticket is equal to how many weeks", ["40 weeks"]),
    ("lost my season ticket, whats the replacement fee", ["£20"]),
    ("forgot my railcard and paid full fare can I get money back", ["once in any 12-month period"]),
    ("can I bring my dog on the train", None),
    ("off peak return bristol to london paddington how much", None),
    ("how much does a 16-25 railcard cost to buy", None),
]
