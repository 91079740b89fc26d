"""Holiday cottage booking conditions + house information, one HTML page."""

PROVENANCE = (
    "Imitates a small independent holiday cottage website page with booking conditions, "
    "a seasonal price table and house information; all content invented"
)

_HTML = """<!DOCTYPE html>
<html lang="en-GB">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Booking Conditions &amp; House Information | Saltings Cottage, Blakeney</title>
  <meta name="description" content="Booking terms, 2025 prices and everything you need to know before you arrive at Saltings Cottage, a flint cottage on the North Norfolk coast.">
  <link rel="stylesheet" href="/assets/css/site.css?v=3.2">
  <style>
    body { font-family: Georgia, serif; color: #2b2b2b; margin: 0; }
    .wrap { max-width: 960px; margin: 0 auto; padding: 0 20px; }
    nav.main a { margin-right: 18px; color: #31556b; text-decoration: none; }
    table.prices { border-collapse: collapse; width: 100%; }
    table.prices th, table.prices td { border: 1px solid #c9d3d9; padding: 6px 10px; text-align: left; }
    .note { background: #f3f0e6; padding: 10px 14px; border-left: 4px solid #b89b5e; }
    footer { background: #31556b; color: #fff; margin-top: 40px; padding: 20px 0; font-size: 0.9em; }
  </style>
  <script async src="https://www.googletagmanager.com/gtag/js?id=G-7Q2LX0SALT"></script>
  <script>
    window.dataLayer = window.dataLayer || [];
    function gtag(){dataLayer.push(arguments);}
    gtag('js', new Date()); gtag('config', 'G-7Q2LX0SALT');
  </script>
</head>
<body>
<header>
  <div class="wrap">
    <a class="logo" href="/"><img src="/assets/img/saltings-logo.svg" alt="Saltings Cottage logo" width="180"></a>
    <nav class="main" aria-label="Main">
      <a href="/">Home</a>
      <a href="/the-cottage/">The Cottage</a>
      <a href="/gallery/">Gallery</a>
      <a href="/availability/">Availability</a>
      <a href="/booking-information/" aria-current="page">Booking &amp; Info</a>
      <a href="/local-area/">Local Area</a>
      <a href="/contact/">Contact</a>
    </nav>
  </div>
</header>

<main class="wrap">
  <p class="breadcrumb"><a href="/">Home</a> &rsaquo; Booking &amp; Info</p>
  <h1>Booking Conditions &amp; House Information</h1>
  <p class="intro">Saltings Cottage is a Grade II listed flint and brick cottage on Westgate Street, a
  few minutes' walk from Blakeney Quay and the salt marshes. We are Ruth and Martin Ellery and we have
  looked after the cottage ourselves since 2011. Please read this page before booking; when you pay your
  deposit we take it that you have read and accepted these conditions on behalf of everyone in your party.</p>

  <nav class="toc" aria-label="On this page">
    <ul>
      <li><a href="#prices">Prices 2025</a></li>
      <li><a href="#booking">Booking and payment</a></li>
      <li><a href="#cancellation">Cancellation</a></li>
      <li><a href="#your-stay">Arrival and departure</a></li>
      <li><a href="#dogs">Dogs</a></li>
      <li><a href="#house">The house</a></li>
      <li><a href="#practical">Practical information</a></li>
    </ul>
  </nav>

  <section id="prices">
    <h2>Prices 2025</h2>
    <p>Prices are for the whole cottage and include electricity, heating, Wi-Fi, bed linen and towels.
    From April to October, weekly stays run Friday to Friday. Short breaks of three or four nights are
    available from November to March, excluding school holidays, and can start on any day of the week.</p>
    <table class="prices">
      <thead>
        <tr><th>Season</th><th>Dates (2025)</th><th>7 nights</th><th>3-night short break</th><th>4-night short break</th></tr>
      </thead>
      <tbody>
        <tr><td>Low season</td><td>3 Jan - 28 Mar, 31 Oct - 18 Dec</td><td>£595</td><td>£345</td><td>£410</td></tr>
        <tr><td>Mid season</td><td>28 Mar - 23 May, 26 Sep - 31 Oct</td><td>£845</td><td>Not available</td><td>Not available</td></tr>
        <tr><td>High season</td><td>23 May - 18 Jul, 29 Aug - 26 Sep</td><td>£1,120</td><td>Not available</td><td>Not available</td></tr>
        <tr><td>Peak summer</td><td>18 Jul - 29 Aug</td><td>£1,495</td><td>Not available</td><td>Not available</td></tr>
        <tr><td>Christmas and New Year</td><td>19 Dec - 2 Jan</td><td>£1,250</td><td>Not available</td><td>Not available</td></tr>
      </tbody>
    </table>
    <p class="note">Easter (11 - 25 April) and the October half-term week (24 - 31 October) are charged at
    high season rates.</p>
  </section>

  <section id="booking">
    <h2>Booking and payment</h2>
    <p>You can check availability and book online through the calendar on our
    <a href="/availability/">Availability</a> page, or email us at stay@saltingscottage.example if you would
    rather talk it through first. The person making the booking must be at least 21 years old and must be
    one of the guests staying.</p>
    <p>To secure your dates we ask for a non-refundable deposit of 30% of the total rental. The balance is
    due 10 weeks before your arrival date, and we will send you a reminder a fortnight beforehand. If you book
    within 10 weeks of arrival, the full amount is payable at the time of booking.</p>
    <p>We also take a refundable security deposit of £200, which is collected with your balance payment.
    It is returned within 7 days of your departure, less the cost of any breakages, damage or extra cleaning.
    Accidents happen, so please just let us know if anything gets broken &ndash; it is much better than
    us finding it later.</p>
    <p>We accept payment by bank transfer or by debit or credit card through our secure booking system.
    We do not accept cheques.</p>
  </section>

  <section id="cancellation">
    <h2>Cancellation</h2>
    <p>We strongly recommend that you take out holiday cancellation insurance as soon as you book.</p>
    <ul>
      <li>If you cancel before the balance is due, you lose your deposit but nothing more is payable.</li>
      <li>If you cancel after the balance has been paid, the full rental is forfeited. However, if we are
      able to re-let the cottage for the same dates, we will refund the amount we receive from the new
      booking, less an administration fee of £50.</li>
      <li>Cancellations must be made in writing, by email or letter, and take effect on the date we receive them.</li>
    </ul>
    <p>In the unlikely event that we have to cancel your booking, for example because the cottage has been
    damaged by flood or fire, we will refund everything you have paid in full. Our liability is limited to
    the money you have paid us.</p>
  </section>

  <section id="your-stay">
    <h2>Arrival and departure</h2>
    <p>Check-in is from 4pm on the day of arrival. We ask that you leave by 10am on the day of departure so
    that our cleaning team, led by Sandra, has time to get everything ready for the next guests.</p>
    <p>Access is by a key safe beside the front door. We will text you the code, together with directions,
    three days before you arrive. If you are going to arrive after 9pm, please let us know so we do not worry.</p>
    <p>There is no formal checkout procedure, but please strip the beds and leave the used linen in the
    laundry basket, empty the fridge, run the dishwasher and take rubbish and recycling to the bins.</p>
  </section>

  <section id="dogs">
    <h2>Dogs</h2>
    <p>We welcome up to two well-behaved dogs, at a charge of £25 per dog per stay, payable with your balance.
    Dogs must be declared at the time of booking. Please keep them downstairs and off the furniture; we leave
    a throw over the sofa in case they cannot resist. The courtyard garden is fully enclosed, but the gate to
    the lane must be kept shut. Dogs must not be left alone in the cottage for more than a couple of hours.</p>
    <p>Please be aware that during the bird nesting season (April to August) dogs must be kept on a lead on
    the marshes and on Blakeney Point.</p>
  </section>

  <section id="house">
    <h2>The house</h2>
    <p>The cottage sleeps a maximum of six people, including children and infants, in three bedrooms: a king-size
    double with en-suite shower room, a double, and a twin with 3ft beds. The family bathroom upstairs has a
    bath with an overhead shower. Please note the stairs are steep and narrow, as you would expect in a
    cottage built in the 1780s, and the twin room has a low beam.</p>
    <h3>Kitchen and living room</h3>
    <ul>
      <li>Range cooker with electric oven and induction hob, microwave, dishwasher and American-style fridge freezer.</li>
      <li>The utility room off the kitchen has a washer-dryer, an iron and ironing board, and a drying rack.</li>
      <li>Woodburning stove in the sitting room. A basket of logs and kindling is provided on arrival; further
      nets of seasoned logs can be bought from the Blakeney Garage for &pound;8.50 per net.</li>
      <li>Smart TV with Freeview and Netflix (please sign in with your own account), Bluetooth speaker,
      books, board games and jigsaws.</li>
    </ul>
    <h3>For little ones</h3>
    <p>A travel cot, high chair and stair gate are available on request at no extra cost; please bring your
    own cot bedding.</p>
    <h3>Linen and towels</h3>
    <p>All bed linen and bath towels are provided, but please bring your own beach towels.
    Tea towels, hand soap, washing-up liquid, dishwasher tablets and toilet rolls are supplied for your stay.</p>
  </section>

  <section id="practical">
    <h2>Practical information</h2>
    <h3>Parking</h3>
    <p>Saltings Cottage has off-road parking for two cars on the gravel drive beside the cottage. Please
    do not park on Westgate Street itself, as it is very narrow and the bin lorry and delivery vans need to
    get through.</p>
    <h3>Wi-Fi and phone signal</h3>
    <p>Fibre broadband is included and generally good enough for video calls. The network name and password
    are on the card in the welcome folder on the kitchen dresser. Mobile signal is patchy indoors (best on
    EE and Vodafone), so there is a landline for emergency calls only.</p>
    <h3>Rubbish and recycling</h3>
    <p>North Norfolk District Council collects the bins on Thursday mornings; please wheel them out to the end of the
    drive on Wednesday evening if you are staying over that night. Black bin for general waste, green bin for
    mixed recycling (no glass). There is a bottle bank in the Quay car park.</p>
    <h3>Smoking</h3>
    <p>Saltings Cottage is strictly non-smoking, and this includes e-cigarettes and vapes. Anyone smoking
    inside will lose the security deposit.</p>
    <h3>Parties and behaviour</h3>
    <p>The cottage is in a quiet residential street and is not suitable for hen or stag parties or large
    gatherings. No more than six people may be in the cottage at any time, including visitors. We reserve the
    right to ask guests to leave, without a refund, if there is serious disturbance to neighbours.</p>
    <h3>Local shops and pubs</h3>
    <p>The Spar on the High Street (open 7am - 9pm) stocks most essentials, and there is a deli and a
    butcher in Holt, about 10 minutes by car. The King's Arms and the White Horse are both a short walk
    away and both are dog friendly. Seal trips to Blakeney Point leave from Morston Quay, and need to be booked
    in advance in summer.</p>
    <h3>Tides</h3>
    <p>The tide comes in very quickly over the marshes and the creeks fill up with little warning. Please check
    the tide tables in the welcome pack, and never walk out onto the marsh on a rising tide.</p>
    <h3>In an emergency</h3>
    <p>If something goes wrong during your stay, for example a power cut or the boiler stops working, call Martin
    on 07700 914 362. The nearest A&amp;E department is at the Norfolk and Norwich University Hospital (about 45
    minutes); the Cromer minor injuries unit is about 25 minutes away.</p>
  </section>

  <p class="updated"><em>These booking conditions were last updated on 6 January 2025 and apply to all
  bookings made from that date.</em></p>
</main>

<footer>
  <div class="wrap">
    <p>Saltings Cottage, 27 Westgate Street, Blakeney, Norfolk NR25 7NQ</p>
    <p>Email: stay@saltingscottage.example &middot; Telephone: 01263 741 580 (Ruth, weekdays 9am - 5pm)</p>
    <p>
      <a href="/privacy/">Privacy policy</a> |
      <a href="/cookies/">Cookies</a> |
      <a href="/booking-information/">Booking conditions</a>
    </p>
    <p>&copy; 2025 R. &amp; M. Ellery. Registered with VisitEngland. Photos by Tom Reilly Photography.</p>
  </div>
</footer>
<script src="/assets/js/availability-widget.js" defer></script>
</body>
</html>
"""


def files() -> dict[str, bytes]:
    return {"saltings_cottage_booking_information.html": _HTML.encode("utf-8")}


EXPECT: list[tuple[str, list[str] | None]] = [
    ("how much deposit do I need to pay when I book?", ["30% of the total rental"]),
    ("When do I have to pay the rest of the money?", ["10 weeks before your arrival"]),
    ("We have a spaniel - can we bring him?", ["two well-behaved dogs"]),
    ("what time can we check in", ["from 4pm"]),
    ("how much is a week in August", ["£1,495"]),
    ("is there a washing machne we can use", ["washer-dryer"]),
    ("How many people does the cottage sleep?", ["maximum of six"]),
    ("when do we get the security deposit back?", ["within 7 days"]),
    ("Is there somewhere to park?", ["two cars"]),
    ("do we need to bring towels", ["bath towels"]),
    ("which day are the bins collected", ["Thursday mornings"]),
    ("whats the wifi pasword", ["welcome folder"]),
    ("Can we book a 3 night break in the Feb half term?", ["excluding school holidays"]),
    ("how much are extra logs for the woodburner", ["£8.50"]),
    ("What happens if we have to cancel after paying in full?", ["full rental is forfeited"]),
    ("Is there a hot tub?", None),
    ("is there an EV charger for our car?", None),
    ("How far is it to the nearest train station?", None),
]
