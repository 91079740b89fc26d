"""Library: a phone maker's warranty and repair terms web page (HTML)."""

PROVENANCE = (
    "Imitates a smartphone manufacturer's 'Warranty, repairs & NorvikCare' support web page "
    "(regional warranty table, accidental damage plan tiers, battery policy, repair options); "
    "all content invented"
)


_HTML = """<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<title>Warranty &amp; Repairs | Norvik Mobile Support</title>
<meta name="description" content="Find out how long your Norvik device is covered, what the warranty includes, NorvikCare accidental damage plans and how to book a repair.">
<link rel="stylesheet" href="/assets/css/support.min.css">
<script src="/assets/js/consent.js" defer></script>
</head>
<body>
<div class="cookie-banner" role="dialog">
  <p>We use cookies to improve your experience and to show you relevant offers. <a href="/cookies">Manage preferences</a></p>
  <button>Accept all</button> <button>Reject non-essential</button>
</div>
<header class="site-header">
  <a class="logo" href="/">Norvik</a>
  <nav>
    <ul>
      <li><a href="/phones">Phones</a></li>
      <li><a href="/tablets">Tablets</a></li>
      <li><a href="/accessories">Accessories</a></li>
      <li><a href="/support">Support</a></li>
      <li><a href="/store-locator">Find a store</a></li>
    </ul>
  </nav>
</header>

<main id="content">
<p class="breadcrumb"><a href="/support">Support</a> &rsaquo; Warranty &amp; Repairs</p>
<h1>Warranty, repairs and NorvikCare</h1>
<p class="lede">Every Norvik device comes with a limited manufacturer's warranty. This page explains how long you're covered,
what we will fix for free, what our optional NorvikCare plans add, and how to get your device repaired.
These terms apply to devices bought from Norvik or an authorised Norvik retailer on or after 1 March 2024.</p>

<h2 id="length">How long is my warranty?</h2>
<p>The length of your limited warranty depends on the type of product and the country or region where you bought it.
The warranty period starts on the date of original purchase shown on your receipt, not the date you first switched the device on.</p>
<table class="warranty-table">
  <thead>
    <tr><th>Product</th><th>UK &amp; Ireland</th><th>European Union</th><th>United States</th><th>Australia &amp; New Zealand</th></tr>
  </thead>
  <tbody>
    <tr><td>Norvik smartphones (new)</td><td>24 months</td><td>24 months</td><td>12 months</td><td>24 months</td></tr>
    <tr><td>Norvik Tab tablets (new)</td><td>12 months</td><td>24 months</td><td>12 months</td><td>12 months</td></tr>
    <tr><td>Certified Refurbished smartphones</td><td>18 months</td><td>12 months</td><td>90 days</td><td>12 months</td></tr>
    <tr><td>Norvik Buds and other accessories</td><td>12 months</td><td>12 months</td><td>6 months</td><td>12 months</td></tr>
  </tbody>
</table>
<p class="note">Your statutory consumer rights are not affected. In some countries the law gives you rights that last longer than our limited warranty.</p>

<h2 id="covered">What does the warranty cover?</h2>
<p>The limited warranty covers faults caused by defects in materials or workmanship under normal use, for example a charging port that stops working,
a display with dead pixels, buttons that no longer respond or a speaker that fails on its own. If your device develops one of these faults during
the warranty period we will repair it, replace it with an equivalent device, or refund the purchase price, at our discretion.</p>
<p>The limited warranty does not cover accidental damage such as drops, cracked screens or liquid spills. It also excludes normal wear and tear
(scratches, dents and scuffs that don't affect how the device works), damage caused by using non-Norvik chargers that don't meet safety standards,
and devices that have been opened or modified by someone who is not a Norvik authorised service provider.</p>
<p>If you need protection against accidents, look at NorvikCare below.</p>

<h2 id="norvikcare">NorvikCare accidental damage plans</h2>
<p>NorvikCare is an optional plan you can add within 60 days of buying a new Norvik smartphone. It is paid monthly and you can cancel at any time.
All three tiers include priority phone support. When you make a claim you pay an excess (a fixed fee per claim) and we repair or replace your phone.</p>
<table class="plans">
  <thead>
    <tr><th></th><th>NorvikCare Basic</th><th>NorvikCare Plus</th><th>NorvikCare Max</th></tr>
  </thead>
  <tbody>
    <tr><td>Monthly price</td><td>£4.99</td><td>£7.99</td><td>£11.49</td></tr>
    <tr><td>Excess: screen-only damage (front display)</td><td>£39</td><td>£29</td><td>£19</td></tr>
    <tr><td>Excess: other accidental damage (including back glass and liquid damage)</td><td>£99</td><td>£69</td><td>£49</td></tr>
    <tr><td>Theft and loss cover</td><td>Not included</td><td>Not included</td><td>Included, £129 excess</td></tr>
    <tr><td>Accidental damage claims per 12 months</td><td>2 claims</td><td>3 claims</td><td>4 claims</td></tr>
    <tr><td>Express mail-in repair</td><td>No</td><td>No</td><td>Yes</td></tr>
  </tbody>
</table>
<p>Theft and loss cover is only included with NorvikCare Max, and you must report the theft to the police and block the device with your network
before making a claim. Theft and loss claims count towards the 4 claims allowed in any 12 months.</p>

<h2 id="battery">Batteries</h2>
<p>All rechargeable batteries lose capacity as they age. You can check your battery's health in Settings &gt; Battery &gt; Battery health.</p>
<ul>
  <li>Under the standard limited warranty, we will replace your battery free of charge if its maximum capacity has dropped below 80% of its original capacity during the warranty period.</li>
  <li>NorvikCare Plus and NorvikCare Max members get one free battery replacement per plan term once the maximum capacity falls below 85%.</li>
  <li>Outside these cases, a battery service costs £59 for N-series Pro models and £45 for all other Norvik smartphones.</li>
</ul>

<h2 id="repairs">Getting your device repaired</h2>
<h3>Walk-in repair</h3>
<p>Book an appointment online at one of our walk-in repair centres in London, Manchester, Glasgow and Dublin. Screen and battery repairs at a walk-in centre
are usually completed within 2 hours if the part is in stock. Other repairs, or repairs where a part has to be ordered, may need you to leave the device with us,
and we will text you when it's ready to collect.</p>
<h3>Mail-in repair</h3>
<p>If you can't get to a walk-in centre, request a mail-in repair from your Norvik account. We'll send you a free prepaid box within 2 working days.
Once we receive your device, mail-in repairs are normally completed and posted back within 5 to 7 working days for customers in Great Britain and Northern Ireland,
and within 7 to 10 working days for customers in the Republic of Ireland.</p>
<p>NorvikCare Max members can choose express mail-in repair, with the device returned within 3 working days of us receiving it.</p>
<h3>Before you hand over your device</h3>
<p>You are responsible for backing up your photos, contacts, messages and any other data before sending or handing over your device for repair.
Repairs may require us to reset the device to its factory settings, and Norvik is not liable for any data, software or content that is lost during a repair.
Please also turn off Norvik Locate and remove your screen lock, otherwise we will not be able to start the repair and your device will be returned unrepaired.</p>
<p>Remove your SIM card, memory card and any case or screen protector. We cannot return accessories sent with a device.</p>

<h2 id="faq">Need more help?</h2>
<p>Chat to us in the Norvik Support app, or call 0330 555 0192 (Monday to Saturday, 8am to 8pm).</p>
</main>

<footer class="site-footer">
  <ul>
    <li><a href="/legal/terms">Terms of sale</a></li>
    <li><a href="/legal/privacy">Privacy</a></li>
    <li><a href="/cookies">Cookies</a></li>
    <li><a href="/accessibility">Accessibility</a></li>
  </ul>
  <p>&copy; 2025 Norvik Mobile Ltd. Registered in England and Wales, company no. 10293847.</p>
</footer>
</body>
</html>
"""


def files() -> dict[str, bytes]:
    return {"norvik-warranty-and-repairs.html": _HTML.encode("utf-8")}


EXPECT = [
    ("how long is the warranty on a refurbished phone bought in the US?", ["90 days"]),
    ("whats the warranty on norvik buds if I bought them in the states", ["6 months"]),
    (
        "I dropped my phone and cracked the screen, is that covered by the warranty?",
        ["does not cover accidental damage"],
    ),
    ("whats the screen excess on norvikcare plus", ["£29"]),
    ("How much does NorvikCare Max cost a month?", ["£11.49"]),
    ("I spilt coffee on my phone, what's the excess if I'm on Max?", ["£49"]),
    ("is theft covered on the basic plan?", ["only included with NorvikCare Max", "Not included"]),
    ("my battery health says 83%, will you replace it for free under the normal warranty?", ["below 80%"]),
    ("cost of a battery replacement for an N-series Pro out of warranty", ["£59"]),
    ("how long will a mail in repair take if I'm in Dublin?", ["7 to 10 working days"]),
    ("how long does a walk-in screen repair take", ["within 2 hours"]),
    ("Do I have to back up my phone myself before I send it off?", ["responsible for backing up"]),
    ("how many claims can i make a year on norvikcare basic", ["2 claims"]),
    ("How much is NorvikCare if I pay for the whole year upfront?", None),
    ("can I transfer my norvikcare plan to the new owner if I sell my phone", None),
    ("Do you give you a loan phone while mine is being repaired?", None),
]
