"""Probe library: airline baggage policy web page (HTML) plus check-in and special items FAQ (Markdown)."""

PROVENANCE = (
    "Imitates a European airline's baggage policy web page (HTML) and a check-in / special items "
    "FAQ (Markdown); airline, fares and fees all invented"
)

BAGGAGE_HTML = """<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<title>Baggage allowance and fees | Skylark Air</title>
<style>
body{font-family:Arial,sans-serif;max-width:860px;margin:auto;line-height:1.5}
table{border-collapse:collapse;width:100%} th,td{border:1px solid #ccc;padding:6px 8px;text-align:left}
.note{background:#f4f7fb;padding:8px 12px}
</style>
</head>
<body>
<header><nav><a href="/">Skylark Air</a> | <a href="/book">Book</a> | <a href="/manage">Manage booking</a> |
<a href="/help">Help</a></nav></header>
<main>
<h1>Baggage allowance and fees</h1>
<p>What you can bring depends on the fare you booked. Check your allowance below before you pack, and add any
extra bags online before you fly &ndash; it's always cheaper than paying at the airport.</p>

<h2>Your allowance by fare type</h2>
<table>
  <thead>
    <tr><th>Included with your fare</th><th>Light</th><th>Standard</th><th>Flex</th></tr>
  </thead>
  <tbody>
    <tr><td>Small under-seat bag (40 x 30 x 15 cm)</td><td>Included</td><td>Included</td><td>Included</td></tr>
    <tr><td>Large cabin bag (55 x 40 x 23 cm, max 10 kg)</td><td>Not included</td><td>Included</td><td>Included</td></tr>
    <tr><td>Checked baggage</td><td>Not included - add from £25 online</td><td>1 bag, 23 kg</td><td>2 bags, 23 kg each</td></tr>
    <tr><td>Priority boarding</td><td>No</td><td>No</td><td>Yes</td></tr>
    <tr><td>Sports equipment</td><td>Paid extra</td><td>Paid extra</td><td>One item included</td></tr>
  </tbody>
</table>

<h2>Cabin baggage</h2>
<p>On Light fares, you can bring one small under-seat bag measuring up to 40 x 30 x 15 cm, such as a handbag,
laptop bag or small backpack. It must fit under the seat in front of you.</p>
<p>Standard and Flex fares also include one large cabin bag measuring up to 55 x 40 x 23 cm, including handles
and wheels. Your large cabin bag must weigh no more than 10 kg and goes in the overhead locker.</p>
<p>Bag sizers are available at every gate. If your bag is bigger than your allowance at the gate, we will put it
in the hold and charge a gate bag fee of £50. On busy flights we may ask to put large cabin bags in the hold
free of charge; please take out any medicines, valuables and spare batteries first.</p>

<h2>Checked baggage</h2>
<p>Each checked bag can weigh up to 23 kg, and its length, width and height added together must not be more
than 158 cm. You can combine your allowance with others on the same booking, but each bag must be within the
weight limit.</p>
<h3>Overweight bags</h3>
<p>Bags weighing between 23 kg and 32 kg can be checked in for an overweight fee of £45 per bag, per flight.
For the safety of our ground staff, we cannot accept any single bag over 32 kg &ndash; please repack the
contents into a second bag.</p>
<h3>Extra bags</h3>
<ul>
  <li>Extra checked bags cost £40 per bag, per flight when added in Manage booking up to 4 hours before departure.</li>
  <li>At the airport, extra checked bags cost £60 per bag, per flight.</li>
  <li>Light fare customers can add a first checked bag from £25 per flight online, depending on route.</li>
</ul>

<h2>Travelling with an infant</h2>
<p>Infants under 2 years who travel on an adult's lap have their own 10 kg checked bag allowance. You can also
check in one pushchair and one car seat free of charge, and take a small changing bag on board in addition to
your own cabin allowance.</p>

<h2>Liquids and restricted items</h2>
<p>Liquids in your cabin baggage must be in containers of 100 ml or less, carried in a single clear, resealable
plastic bag of about 1 litre. Medicines needed during the flight are allowed in larger quantities if you carry a
prescription or a letter from your doctor.</p>
<p>Spare lithium batteries and power banks must be carried in your cabin baggage, not in checked baggage.
Power banks over 100 Wh are not allowed. Fireworks, flammable liquids and gas canisters are not allowed in any
baggage.</p>

<p class="note">Travelling with skis, golf clubs, a bike, a pet or a mobility aid? See our
<a href="/help/check-in-special-items">check-in and special items FAQ</a>.</p>
</main>
<footer><p>&copy; 2025 Skylark Air Ltd. Fees shown are per passenger, per one-way flight, unless stated.</p></footer>
</body>
</html>
"""

FAQ_MD = """# Check-in and special items: frequently asked questions

This page answers the questions we're asked most often about checking in and travelling with bulky or
special items. For general cabin and checked baggage allowances, see **Baggage allowance and fees**.

## Checking in

### When can I check in online?

Online check-in opens 30 days before departure for Standard and Flex fares, and 24 hours before departure for
Light fares. It closes 2 hours before the scheduled departure time for all fares. You can check in on our
website or in the Skylark Air app, and download your boarding pass to your phone.

### What time do the airport check-in desks close?

Airport check-in and bag drop desks open 3 hours before departure and close 45 minutes before departure. For
flights to destinations outside Europe, desks close 60 minutes before departure. If you arrive after the desks
have closed, we won't be able to accept you or your bags on the flight.

### Is there a charge to check in at the airport?

Standard and Flex customers can check in at the airport free of charge. Light fare customers who could have
checked in online pay an airport check-in fee of £20 per passenger, per flight.

### When does the gate close?

Boarding gates close 20 minutes before departure. Please allow enough time to get through security, as some
gates are a 15-minute walk from the departure lounge.

## Sports equipment

Sports equipment must be booked at least 3 days before departure in Manage booking, because space in the hold
is limited. Each item can weigh up to 32 kg and is carried in addition to your checked baggage allowance.
Flex fares include one item of sports equipment each way.

- **Skis and snowboards:** one pair of skis or one snowboard, plus one pair of boots and poles, packed in one
  bag up to 20 kg, costs £50 per flight.
- **Golf clubs:** one golf bag with up to 14 clubs and one pair of golf shoes, up to 20 kg, costs £35 per flight.
- **Bicycles:** £55 per flight. Bikes must be packed in a bike box or padded bike bag, with the pedals removed,
  the handlebars turned sideways and the tyres partly deflated. We can't carry electric bikes.
- **Surfboards and kitesurfing equipment:** boards up to 2.8 m long, £65 per flight.

### Can I bring a musical instrument?

Small instruments such as a violin or guitar can be brought on board as your large cabin bag if they fit
within the cabin bag size. Larger instruments such as a cello need their own seat: call us to book an extra
seat in the instrument's name.

## Pets and assistance dogs

### Can I bring my pet?

We don't carry pets in the cabin or the hold, with the exception of assistance dogs. Recognised assistance
dogs travel free of charge in the cabin with their owner, on the floor by your seat.

Please tell us at least 72 hours before departure if you are travelling with an assistance dog, and bring the
dog's ID card, harness and any documents needed to enter your destination country.

## Mobility aids and assistance

### Can I bring my wheelchair?

Yes. You can bring up to two mobility aids free of charge, in addition to your normal baggage allowance.
This includes manual wheelchairs, power wheelchairs, mobility scooters, walking frames and crutches. You can
use your own manual wheelchair as far as the aircraft door, where we'll take it to the hold and bring it back
to you on arrival.

### What do I need to tell you about a powered wheelchair or scooter?

Please tell us at least 48 hours before departure, with the make, model, folded dimensions and weight of
the device and the type of battery it uses. Without this information we may not be able to carry it.

Lithium-ion batteries must not exceed 300 Wh. You may carry up to two spare batteries of up to 300 Wh each in
the cabin, with the terminals protected. Non-spillable wet batteries and dry batteries are also accepted.

### Can I get help at the airport?

Special assistance is free. Request it when you book or in Manage booking, ideally at least 48 hours before
you fly, and the airport's assistance team will meet you at check-in.
"""


def files() -> dict[str, bytes]:
    return {
        "skylark_baggage_allowance.html": BAGGAGE_HTML.encode("utf-8"),
        "checkin_and_special_items_faq.md": FAQ_MD.encode("utf-8"),
    }


EXPECT = [
    ("how many bags can I check in on a standard ticket", ["1 bag, 23 kg"]),
    ("Does the Light fare include a cabin bag?", ["one small under-seat bag", "40 x 30 x 15"]),
    ("whats the biggest size my cabin bag can be", ["55 x 40 x 23 cm"]),
    ("How heavy can my carry on be?", ["10 kg"]),
    ("my suitcase weighs 27kg, what will that cost me?", ["£45 per bag"]),
    ("Can I check in a 35kg bag?", ["over 32 kg"]),
    ("how much is an extra bag if I add it at the airport", ["£60 per bag"]),
    ("I'm on a light fare, when can i check in online?", ["24 hours before departure"]),
    ("What time does bag drop close before my flight?", ["45 minutes"]),
    ("how much to take my bike", ["£55 per flight"]),
    ("Do you charge for golf clubs?", ["£35 per flight"]),
    ("can my dog sit with me in the cabin", ["assistance dogs"]),
    ("do i have to pay to bring my wheelchair?", ["two mobility aids free of charge"]),
    ("how much notice do you need for a mobility scooter", ["48 hours"]),
    ("whats the max battery size for an electric wheelchair", ["300 Wh"]),
    ("can I bring a drone in my hand luggage?", None),
    ("My connecting flight is with a partner airline, is the allowance the same?", None),
    ("How do I claim if my bag turns up late?", None),
]
