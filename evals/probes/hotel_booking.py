"""Hotel booking confirmation (PDF) + the hotel's house rules / FAQ page (HTML)."""

PROVENANCE = (
    "Imitates a UK seaside hotel's emailed booking confirmation (PDF) and the "
    "'House rules & FAQ' page of its website (HTML); all content invented."
)


def _confirmation_pdf() -> bytes:
    from fpdf import FPDF

    pdf = FPDF(format="A4")
    pdf.set_auto_page_break(True, margin=18)
    pdf.set_margins(18, 16, 18)
    pdf.add_page()

    def para(text, size=10, style="", h=5.2):
        pdf.set_font("helvetica", style, size)
        pdf.multi_cell(0, h, text, new_x="LMARGIN", new_y="NEXT")

    def gap(h=3):
        pdf.ln(h)

    def row(cells, widths, bold=False, size=9.5):
        pdf.set_font("helvetica", "B" if bold else "", size)
        for text, w in zip(cells, widths):
            assert pdf.get_string_width(text) <= w - 2, text
            pdf.cell(w, 7, text, border=1)
        pdf.ln(7)

    para("KESTREL QUAY HOTEL & SPA", 16, "B", 8)
    para("3-7 Harbour Parade, Porthwenna, Cornwall TR19 4QX  |  01736 801 552  |  stay@kestrelquay.example", 8.5)
    gap(4)
    para("Booking Confirmation", 14, "B", 7)
    para("Issued 28 January 2025", 9)
    gap(3)
    para(
        "Dear Ms Harriet Lowther,\n"
        "Thank you for choosing Kestrel Quay. We are delighted to confirm your reservation. "
        "Please check the details below and let us know straight away if anything is wrong."
    )
    gap(3)

    w = [62, 112]
    row(["Booking reference", "KQH-58213"], w, bold=True)
    row(["Lead guest", "Ms Harriet Lowther"], w)
    row(["Guests", "2 adults, 1 child (age 8)"], w)
    row(["Arrival", "Friday 14 March 2025"], w)
    row(["Departure", "Monday 17 March 2025"], w)
    row(["Length of stay", "3 nights"], w)
    row(["Room", "Superior Double, Sea View (room 214) + Z-bed"], w)
    row(["Rate plan", "Flexible Rate - Bed & Breakfast"], w)
    gap(4)

    para("Charges", 12, "B", 6)
    w2 = [96, 40, 38]
    row(["Item", "Unit price", "Total"], w2, bold=True)
    row(["Room, 3 nights (breakfast for 2 adults)", "£184.00 / night", "£552.00"], w2)
    row(["Z-bed for child, 3 nights", "£15.00 / night", "£45.00"], w2)
    row(["On-site parking, pre-booked, 1 space", "£12.00 / night", "£36.00"], w2)
    row(["Total stay cost", "", "£633.00"], w2, bold=True)
    row(["Deposit taken 28/01/2025 (Visa ending 4417)", "", "£184.00"], w2)
    row(["Balance due on arrival", "", "£449.00"], w2, bold=True)
    gap(4)

    para("Good to know", 12, "B", 6)
    para(
        "Breakfast: your rate includes breakfast for the 2 adults named on the booking. "
        "Breakfast for your child is not included and is payable at the hotel at £9.50 per day."
    )
    gap(2)
    para(
        "Spa: as a Superior room guest, use of the pool, sauna and steam room is included "
        "in your stay. Spa treatments are charged separately."
    )
    gap(2)
    para(
        "Parking: your space is reserved under your booking reference. Please give your "
        "car registration at reception when you check in."
    )
    gap(2)
    para(
        "Cancellation: you booked our Flexible Rate. You can cancel or amend free of charge "
        "until 2pm, 48 hours before your arrival date. If you cancel after this, or do not "
        "arrive, you will be charged for the first night of your stay. The deposit shown "
        "above will be refunded in full if you cancel in time."
    )
    gap(2)
    para(
        "Check-in, check-out, pets, late checkout and all other house rules are on our "
        "website under House Rules & FAQ. We look forward to welcoming you to Porthwenna."
    )
    gap(5)
    para("Kind regards,\nTamsin Rowe\nReservations Team, Kestrel Quay Hotel & Spa", 10)
    gap(4)
    para(
        "Kestrel Quay Hotels Ltd, registered in England no. 08812374. VAT no. GB 219 4471 06. "
        "All prices include VAT at the current rate.",
        7.5,
    )
    return bytes(pdf.output())


_HTML = """<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<title>House Rules &amp; FAQ | Kestrel Quay Hotel &amp; Spa, Porthwenna</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/assets/css/site.min.css">
</head>
<body>
<div class="cookie-banner" id="cookies">
  <p>We use cookies to improve your experience. <a href="/privacy">Privacy policy</a></p>
  <button>Accept all</button> <button>Manage settings</button>
</div>
<header class="site-header">
  <a class="logo" href="/">Kestrel Quay Hotel &amp; Spa</a>
  <nav>
    <ul>
      <li><a href="/rooms">Rooms</a></li>
      <li><a href="/dining">Dining</a></li>
      <li><a href="/spa">Spa</a></li>
      <li><a href="/offers">Offers</a></li>
      <li><a href="/house-rules" class="active">House Rules &amp; FAQ</a></li>
      <li><a href="/book" class="btn">Book now</a></li>
    </ul>
  </nav>
</header>

<main>
<h1>House Rules &amp; Frequently Asked Questions</h1>
<p class="lead">Everything you need to know before you arrive. If your question isn't answered here,
call reception on 01736 801 552 - we're staffed 24 hours a day.</p>

<h2>Arrival and departure</h2>
<h3>What time is check-in?</h3>
<p>Rooms are ready for check-in from 3pm on your day of arrival. If you arrive earlier you are welcome
to leave your luggage with reception and enjoy the bar or the harbour front while you wait.</p>
<h3>Can I check in early?</h3>
<p>Early check-in from 12 noon can be requested at the time of booking. It is subject to availability
and costs £30 per room.</p>
<h3>What time is check-out?</h3>
<p>Check-out is by 11am on your day of departure. Keys can be left in the drop box by the front door
if reception is busy.</p>
<h3>Can I have a late checkout?</h3>
<p>Late checkout is subject to availability and must be arranged with reception by 9pm on the evening
before you leave. The fees are per room:</p>
<table class="fees">
  <thead><tr><th>Check out by</th><th>Fee per room</th></tr></thead>
  <tbody>
    <tr><td>1pm</td><td>£25</td></tr>
    <tr><td>3pm</td><td>£45</td></tr>
    <tr><td>6pm (day use)</td><td>50% of the nightly room rate</td></tr>
  </tbody>
</table>
<p>Members of our Harbour Club loyalty scheme get a free late checkout until 1pm on Sundays.</p>

<h2>Parking and getting here</h2>
<h3>Is there parking at the hotel?</h3>
<p>We have 18 parking spaces in our own car park behind the hotel. Spaces booked in advance with your
room cost £12 per night. If you arrive without a pre-booked space and one is free, the charge is
£16 per 24 hours, paid at reception. We cannot guarantee a space unless it has been pre-booked.</p>
<p>When our car park is full, the nearest public car park is Chapel Street pay and display, about
400 metres away up the hill. It is run by the council and the hotel cannot offer discounts there.</p>
<h3>Can I charge my electric car?</h3>
<p>Yes. There are two 7kW chargers in our car park, charged at 38p per kWh through the app shown on the
charger. They are first come, first served and cannot be reserved.</p>

<h2>Pets</h2>
<h3>Can I bring my dog?</h3>
<p>Well-behaved dogs are welcome in our Garden Rooms and Classic Twin rooms only. Dogs are not
permitted in Superior rooms or suites. A maximum of 2 dogs may stay per room, at a charge of
£20 per dog per night, which includes a bed, bowls and a welcome treat.</p>
<p>Dogs are welcome in the Snug Bar and on the terrace but not in the Harbour Restaurant, the breakfast
room or the spa. Please never leave your dog alone in the room. Registered assistance dogs are welcome
throughout the hotel free of charge.</p>
<p>We are sorry, but we cannot accept cats or other pets.</p>

<h2>Breakfast and dining</h2>
<h3>When is breakfast served?</h3>
<p>Breakfast is served in the Harbour Restaurant from 7am to 10am Monday to Friday, and from
7:30am to 10:30am on Saturdays, Sundays and bank holidays.</p>
<h3>My rate doesn't include breakfast. Can I add it?</h3>
<p>Of course. Breakfast can be added on arrival or on the morning at £17.50 per adult and £9.50 per
child aged 5 to 12. Children under 5 eat breakfast free.</p>
<h3>Do I need to book dinner?</h3>
<p>We strongly recommend booking dinner in advance, especially at weekends and in school holidays.
Dinner is served from 6pm to 9pm, last orders 8:45pm.</p>

<h2>Cancellations</h2>
<h3>What is your cancellation policy?</h3>
<p>It depends on the rate you booked - your confirmation email tells you which rate you have.</p>
<ul>
  <li><strong>Flexible Rate:</strong> free cancellation until 2pm, 48 hours before the day of arrival.
  After that the first night is charged.</li>
  <li><strong>Advance Saver:</strong> paid in full at booking and non-refundable. Dates can be changed
  once, up to 7 days before arrival, for a £20 amendment fee.</li>
  <li><strong>Groups of 5 or more rooms:</strong> 21 days' written notice is required to cancel without
  charge.</li>
</ul>

<h2>Spa and pool</h2>
<h3>What are the spa opening times?</h3>
<p>The Kestrel Spa (pool, sauna, steam room and relaxation room) is open daily from 8am to 8pm.</p>
<h3>Is spa use included in my room?</h3>
<p>Spa access is complimentary for guests staying in Superior and Suite rooms. Guests in other rooms can
use the spa for £15 per person per day, bookable at reception.</p>
<h3>Can children use the pool?</h3>
<p>Children under 16 can use the pool from 10am to 5pm, and must be supervised by an adult in the water
at all times. Outside those hours the pool is for adults only. Children are not allowed in the sauna or
steam room.</p>
<h3>How do I book a treatment?</h3>
<p>Treatments should be booked at least 24 hours in advance. If you cancel a treatment with less than
24 hours' notice we charge 50% of the treatment price.</p>

<h2>During your stay</h2>
<ul>
  <li>Wi-Fi is free throughout the hotel. Network: KestrelGuest.</li>
  <li>Please keep noise to a minimum between 11pm and 7am out of respect for other guests.</li>
  <li>All rooms and indoor areas are non-smoking, including e-cigarettes. A cleaning charge of £150
  applies if smoking is detected in a room.</li>
  <li>Towels for the beach are available from reception for a £10 refundable deposit.</li>
</ul>
</main>

<footer class="site-footer">
  <p>Kestrel Quay Hotel &amp; Spa, 3-7 Harbour Parade, Porthwenna, Cornwall TR19 4QX</p>
  <p><a href="/contact">Contact</a> | <a href="/accessibility">Accessibility</a> |
  <a href="/privacy">Privacy</a> | <a href="/terms">Terms</a></p>
  <p>&copy; 2025 Kestrel Quay Hotels Ltd</p>
</footer>
<script src="/assets/js/site.min.js"></script>
</body>
</html>
"""


def files() -> dict[str, bytes]:
    return {
        "booking_confirmation_KQH-58213.pdf": _confirmation_pdf(),
        "kestrel_quay_house_rules_faq.html": _HTML.encode("utf-8"),
    }


EXPECT = [
    ("what time can i check in", ["from 3pm"]),
    ("whats my booking ref?", ["KQH-58213"]),
    ("How much do I still owe when I get there?", ["£449.00"]),
    ("how much is it to check out at 3pm instead of 11", ["£45"]),
    ("breakfast times on sunday", ["7:30am to 10:30am"]),
    ("is breakfast included for my daughter", ["£9.50 per day"]),
    ("how much am I paying for parking", ["£36.00", "£12.00 / night"]),
    (
        "can we bring the dog in our room? we're in the superior sea view",
        ["not permitted in Superior rooms", "Garden Rooms and Classic Twin rooms only"],
    ),
    ("dog fee per night", ["£20 per dog per night"]),
    ("If I cancel the day before will I lose money?", ["charged for the first night", "the first night is charged"]),
    (
        "do i have to pay extra to use the pool and sauna",
        ["included in your stay", "complimentary for guests staying in Superior"],
    ),
    ("what hours can kids go in the pool", ["10am to 5pm"]),
    ("price to charge an electric car", ["38p per kWh"]),
    ("Is there a lift in the hotel? my mum cant do stairs", None),
    ("can i pay the balance in euros", None),
    ("does the hotel do pick ups from the train station", None),
]
