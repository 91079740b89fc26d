"""Music festival FAQ page (HTML) plus site map / travel guide (Markdown)."""

PROVENANCE = (
    "Imitates a UK camping music festival's FAQ web page and a markdown travel/site-map "
    "guide; festival, venue, prices and all content invented"
)

_HTML = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>FAQ | Larkfield Sound Festival 2025</title>
</head>
<body>
<header>
  <nav><a href="/">Home</a> | <a href="/lineup">Line-up</a> | <a href="/tickets">Tickets</a> | <a href="/faq">FAQ</a> | <a href="/travel">Getting here</a></nav>
  <h1>Larkfield Sound Festival 2025 &ndash; Frequently Asked Questions</h1>
  <p>Larkfield Park, near Kettleby &middot; Friday 18 to Sunday 20 July 2025</p>
</header>
<main>

<section id="tickets">
<h2>Tickets and prices</h2>
<p>All prices include the booking fee. Tickets are sold only through our official ticket partner, Gateline.</p>
<table>
  <thead>
    <tr><th>Ticket type</th><th>Who it's for</th><th>Price</th></tr>
  </thead>
  <tbody>
    <tr><td>Weekend Camping</td><td>Adults 18+, Friday to Monday with camping</td><td>£229.00</td></tr>
    <tr><td>Weekend Non-Camping</td><td>Adults 18+, arena only, Friday to Sunday</td><td>£189.00</td></tr>
    <tr><td>Saturday Day Ticket</td><td>Adults 18+, arena only</td><td>£89.00</td></tr>
    <tr><td>Sunday Day Ticket</td><td>Adults 18+, arena only</td><td>£79.00</td></tr>
    <tr><td>Teen Weekend Camping</td><td>Ages 13 to 17</td><td>£115.00</td></tr>
    <tr><td>Child Weekend</td><td>Ages 5 to 12</td><td>£25.00</td></tr>
    <tr><td>Infant</td><td>Under 5s</td><td>Free (ticket still required)</td></tr>
    <tr><td>Campervan Pass</td><td>One per vehicle, in addition to a Weekend Camping ticket for each person</td><td>£95.00</td></tr>
  </tbody>
</table>
</section>

<section id="age">
<h2>Is there an age limit?</h2>
<p>Larkfield Sound is a family-friendly festival. Under-16s must be accompanied at all times by an adult aged 18 or over, who must hold a valid ticket. One adult may supervise a maximum of four under-16s.</p>
<p>16 and 17 year olds may attend without an adult if they bring a signed parental consent form (download it from the Tickets page) and photo ID. They must buy a Teen Weekend Camping ticket.</p>
<p>Everyone who looks under 25 will be asked for ID at the bars.</p>
</section>

<section id="reentry">
<h2>Can I leave the site and come back?</h2>
<p>Weekend ticket holders can leave and re-enter the site as often as they like until 10pm each night &ndash; just keep your wristband on.</p>
<p>Day tickets are single entry only: if you leave the site on a day ticket, you will not be let back in.</p>
</section>

<section id="campervans">
<h2>Campervans and caravans</h2>
<p>Campervans, motorhomes and caravans can stay in the Meadow Field with a Campervan Pass. Vehicles must be no longer than 8 metres including any towbar or bike rack. Each person staying in the vehicle also needs a Weekend Camping ticket.</p>
<p>A limited number of electric hook-up pitches are available for an additional £60.00 per vehicle for the weekend. Generators are not allowed in the Meadow Field. The Meadow Field opens at 12:00 on Thursday 17 July for campervans only.</p>
</section>

<section id="banned">
<h2>What can't I bring?</h2>
<p>For everyone's safety, the following items are not allowed anywhere on site: glass of any kind, gazebos, disposable barbecues, gas canisters, fireworks and flares, drones, laser pens, large sound systems, and nitrous oxide.</p>
<p>Alcohol: campers aged 18 and over may bring up to 24 cans of beer or cider, or 3 litres of boxed wine, into the campsite for personal use. No alcohol may be taken into the arena.</p>
<p>Small camping stoves are allowed in the campsite but must be used away from tents.</p>
</section>

<section id="access">
<h2>Accessibility</h2>
<p>We have an accessible campsite next to the arena with accessible toilets and showers, and raised viewing platforms at the Main Stage and the Orchard Stage.</p>
<p>We provide one free Personal Assistant (PA) ticket for each disabled customer who needs support to attend. Apply through our Access Form with evidence of your needs by 20 June 2025. Applications received after this date cannot be guaranteed.</p>
<p>Assistance dogs are welcome; please tell us on the Access Form.</p>
</section>

<section id="refunds">
<h2>Can I get a refund?</h2>
<p>Tickets are non-refundable except if the festival is cancelled. If you can no longer go, you can resell your ticket through the official Gateline resale page until 30 June 2025. A resale admin fee of £10.00 is taken from the amount you get back.</p>
<p>If the festival is cancelled, ticket holders will receive a full refund, including the booking fee, within 28 days.</p>
</section>

<section id="gates">
<h2>Gate opening times</h2>
<table>
  <thead><tr><th>Day</th><th>What opens or closes</th><th>Time</th></tr></thead>
  <tbody>
    <tr><td>Friday 18 July</td><td>Campsite gates open</td><td>10:00</td></tr>
    <tr><td>Friday 18 July</td><td>Arena opens</td><td>14:00</td></tr>
    <tr><td>Saturday 19 and Sunday 20 July</td><td>Arena opens</td><td>11:30</td></tr>
    <tr><td>Friday to Sunday</td><td>Arena music finishes</td><td>23:30</td></tr>
    <tr><td>Monday 21 July</td><td>Campsite closes</td><td>12 noon</td></tr>
  </tbody>
</table>
</section>

</main>
<footer><p>&copy; 2025 Larkfield Sound Events Ltd. <a href="/contact">Contact us</a></p></footer>
</body>
</html>
"""

_MD = """# Larkfield Sound Festival - Site Map and Travel Guide

## Site map

- **Arena**: Main Stage, Orchard Stage, Hollow Tent, food court, bars
- **Blue Campsite**: nearest to the Main Gate, general camping
- **Green Campsite**: quiet camping (no music after midnight)
- **Meadow Field**: campervans and caravans
- **Access Campsite**: next to the arena, for registered access customers
- **Welfare and First Aid**: between the Blue Campsite and the arena entrance

## Getting here by train and shuttle bus

The nearest station is Kettleby. Our official shuttle bus runs between Kettleby station and the Main Gate every 20 minutes. The journey takes about 15 minutes.

| Day | First bus from station | Last bus from festival |
|---|---|---|
| Friday 18 July | 09:00 | 00:30 |
| Saturday 19 July | 10:00 | 01:30 |
| Sunday 20 July | 10:00 | 01:00 |
| Monday 21 July | 07:00 | 14:00 |

Shuttle bus fares: single £7.00, return £12.00. Buy your shuttle ticket in advance with your festival ticket or pay by card on the bus. Cash is not accepted on the shuttle.

## Getting here by car

Car parks open at 09:00 on Friday. Follow the yellow AA signs from the A612; do not use your sat nav for the last two miles.

- **Weekend car park pass**: £20.00 if bought in advance. Passes bought on the day cost £30.00.
- **Day parking** (Saturday or Sunday only): £10.00 per car.
- **Blue Badge holders** park free in Car Park A, next to the Main Gate, but must register in advance on the Access Form.

Please car share if you can. Overnight sleeping in cars in the car parks is not permitted.

## Taxis and drop-off

The taxi rank and drop-off point are at the South Gate on Kettleby Lane. There is no drop-off at the Main Gate.
"""


def files() -> dict:
    return {
        "larkfield_faq.html": _HTML.encode("utf-8"),
        "larkfield_travel_and_site_map.md": _MD.encode("utf-8"),
    }


EXPECT = [
    ("how much is an adult weekend camping ticket", ["£229.00"]),
    ("price of a teen ticket?", ["£115.00"]),
    ("Can my 15 year old go on her own with her friends?", ["Under-16s must be accompanied"]),
    ("my son is 17, can he go without us?", ["16 and 17 year olds may attend without an adult"]),
    ("If I've got a saturday day ticket can I pop out to the car and come back in?", ["single entry only"]),
    ("whats the max length for a campervan", ["8 metres"]),
    ("how much extra is electric hook up for the campervan", ["£60.00"]),
    ("How many cans can I bring into the campsite?", ["24 cans"]),
    ("can we bring a gazebo", ["gazebos"]),
    ("deadline for applying for a free PA ticket?", ["20 June 2025"]),
    ("I can't go anymore, can I get my money back?", ["non-refundable"]),
    ("What time does the campsite open on friday?", ["Campsite gates open"]),
    ("how much is a return ticket on the shuttle bus", ["return £12.00"]),
    ("when's the last shuttle back to the station on saturday night", ["01:30"]),
    ("how much is weekend parking if i book ahead", ["£20.00"]),
    ("Can I bring my dog? He's not an assistance dog", None),
    ("Who is headlining the main stage on Saturday?", None),
    ("is there a cash machine on site", None),
]
