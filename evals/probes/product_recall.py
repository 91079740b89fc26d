"""Library: a consumer product safety recall notice (HTML web page) plus a Markdown FAQ."""

PROVENANCE = (
    "Imitates a manufacturer's product recall web page in the style of US CPSC joint "
    "recall notices (product, models, units, hazard, remedy, incidents, sold at, contact) "
    "and the company's companion recall FAQ; brand, models and all figures are invented"
)

_HTML = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Voluntary Recall: Hearthline Ceramic Tower Heaters | Hearthline Home Comfort</title>
<link rel="stylesheet" href="/assets/css/site.min.css">
<script async src="/assets/js/analytics.js"></script>
<style>
  .recall-banner { background:#b00020; color:#fff; padding:12px; }
  table.models td, table.models th { border:1px solid #ccc; padding:6px 10px; }
</style>
</head>
<body>
<div class="cookie-bar" id="cookieBar">
  We use cookies to improve your experience. <a href="/privacy">Learn more</a>
  <button onclick="acceptCookies()">Accept</button>
</div>
<header class="site-header">
  <a class="logo" href="/"><img src="/assets/img/hearthline-logo.svg" alt="Hearthline Home Comfort"></a>
  <nav class="main-nav">
    <ul>
      <li><a href="/heaters">Heaters</a></li>
      <li><a href="/fans">Fans</a></li>
      <li><a href="/humidifiers">Humidifiers</a></li>
      <li><a href="/support">Support</a></li>
      <li><a href="/register">Register a Product</a></li>
      <li><a href="/cart">Cart (0)</a></li>
    </ul>
  </nav>
</header>
<div class="breadcrumbs"><a href="/">Home</a> &gt; <a href="/support">Support</a> &gt; Safety Recalls</div>

<main id="content">
<div class="recall-banner"><strong>IMPORTANT SAFETY NOTICE</strong> - Recall No. 24-117</div>
<h1>Hearthline Recalls 1500W Ceramic Tower Heaters Due to Fire and Burn Hazards</h1>
<p class="meta">Recall date: February 8, 2024 &middot; Issued in cooperation with the U.S. Consumer
Product Safety Commission and Health Canada</p>

<h2>Name of Product</h2>
<p>Hearthline 1500W Ceramic Tower Heaters</p>

<h2>Hazard</h2>
<p>The power cord can overheat where it enters the base of the heater, posing fire and burn
hazards to consumers.</p>

<h2>Remedy</h2>
<p>Refund or Replace</p>

<h2>Consumer Contact</h2>
<p>Hearthline toll-free at 888-555-0193 from 8 a.m. to 8 p.m. ET Monday through Friday, by email
at recall@hearthline.example, or online at www.hearthline.example/recall and click on
"Product Safety Recalls" for more information.</p>

<h2>Units</h2>
<p>About 48,200 (in addition, about 3,100 were sold in Canada)</p>

<h2>Description</h2>
<p>This recall involves three models of Hearthline ceramic tower heaters. The heaters are about
23 inches tall, have an oscillating base, a digital thermostat display on top and a carry handle
on the back. The Hearthline logo is printed on the front grille. The model number and date code
are printed on the rating label on the back of the heater, just above the power cord.</p>

<table class="models">
  <thead>
    <tr><th>Model number</th><th>Color</th><th>Date codes included</th></tr>
  </thead>
  <tbody>
    <tr><td>HT-1500T</td><td>Black</td><td>2301 through 2338</td></tr>
    <tr><td>HT-1500TW</td><td>White</td><td>2301 through 2338</td></tr>
    <tr><td>HT-1520R</td><td>Graphite with remote</td><td>2305 through 2341</td></tr>
  </tbody>
</table>
<p class="small">Date codes are four digits: the first two digits are the year and the last two
are the week of manufacture (for example, 2315 = week 15 of 2023).</p>

<h2>Remedy Details</h2>
<p>Consumers should immediately stop using the recalled heaters and unplug them. Contact
Hearthline for a full refund or a free replacement heater. To receive the remedy, consumers
will be asked to cut the power cord, write "RECALLED" and their claim number on the heater
with a permanent marker, and upload a photo at www.hearthline.example/recall.</p>

<h2>Incidents/Injuries</h2>
<p>Hearthline has received 27 reports of the power cord overheating, melting or scorching,
including four reports of minor burns to the hands and two reports of minor property damage
to flooring.</p>

<h2>Sold At</h2>
<p>Brightway Home stores nationwide, Castell Hardware, and online at brightwayhome.example and
other online retailers from September 2023 through January 2024 for between $59.99 and
$79.99.</p>

<h2>Importer</h2>
<p>Hearthline Home Comfort LLC, of Columbus, Ohio</p>

<p class="note">Note: Individual Commissioners may have statements related to this topic.
See the <a href="/faq/recall-24-117">Recall FAQ</a> for answers to common questions.</p>
</main>

<aside class="sidebar">
  <h3>Related recalls</h3>
  <ul>
    <li><a href="/recalls/2021-portable-fan">2021: Breezeline Desk Fan (remote battery cover)</a></li>
  </ul>
  <h3>Sign up for safety alerts</h3>
  <form action="/subscribe"><input type="email" placeholder="Email address"><button>Subscribe</button></form>
</aside>

<footer class="site-footer">
  <ul>
    <li><a href="/about">About Hearthline</a></li>
    <li><a href="/careers">Careers</a></li>
    <li><a href="/privacy">Privacy Policy</a></li>
    <li><a href="/terms">Terms of Use</a></li>
    <li><a href="/accessibility">Accessibility</a></li>
  </ul>
  <p>&copy; 2024 Hearthline Home Comfort LLC. All rights reserved.</p>
</footer>
<script src="/assets/js/site.min.js"></script>
</body>
</html>
"""

_FAQ = """# Hearthline Tower Heater Recall - Frequently Asked Questions

*Recall No. 24-117 - last updated March 1, 2024*

Below are answers to the questions our customer care team hears most often. If your question
is not answered here, call us at 888-555-0193.

## Is my heater part of the recall?

Check the rating label on the back of the heater, just above the power cord. Your heater is
included if **both** of the following are true:

- the model number is HT-1500T, HT-1500TW or HT-1520R, **and**
- the date code falls within the range listed for that model on the recall page.

If your date code is outside the listed range, your heater is not affected and you may keep
using it normally.

## What about the HT-1200 or other Hearthline heaters?

The HT-1200 compact heater is not included in this recall, and neither are our oil-filled
radiators or fan heaters. Only the three tower heater models listed above are affected.

## Do I need my receipt or proof of purchase?

No receipt is required. The photo of your heater showing the cut cord, the model number
label and your claim number is all we need.

## Should I stop using the heater right away?

Yes. Unplug it now and do not use it again, even on the low setting or for short periods.

## How do I get my refund?

1. Register your claim at www.hearthline.example/recall (you will receive a claim number).
2. Cut the power cord about 2 inches from the base with scissors or wire cutters.
3. Write "RECALLED" and your claim number on the heater with a permanent marker.
4. Upload a photo and choose a refund or a replacement.

Refunds are issued by check or PayPal. Please allow 4 to 6 weeks after your photo is
approved for your refund to arrive.

## Can I get a replacement instead of my money back?

Yes. Instead of a refund, you can choose a free new HT-1600 tower heater, which is shipped
at no cost to you. Replacement heaters ship within 3 weeks of approval.

## Can I just take it back to the store where I bought it?

Brightway Home stores will accept recalled heaters for an in-store refund through
June 30, 2024. Other retailers are not accepting returns of this product; please use the
online claim process instead.

## What should I do with the heater after I cut the cord?

You can throw the heater away with your household trash or take it to a local recycling
center. Please do not resell or donate the heater, even with the cord removed.

## I bought my heater secondhand. Am I still eligible?

Yes. The refund is based on the model's average retail price of $69.99 and is available
to any owner of a recalled unit, regardless of where it was purchased.

## Someone in my home was burned. What should I do?

Seek medical attention if needed, then call our recall line so we can record the incident.
You may also report it to the CPSC at SaferProducts.gov.

---

_Hearthline Home Comfort LLC - 4400 Easton Commons Way, Columbus, OH 43219_
"""


def files() -> dict[str, bytes]:
    return {
        "hearthline-tower-heater-recall.html": _HTML.encode("utf-8"),
        "recall_FAQ.md": _FAQ.encode("utf-8"),
    }


EXPECT = [
    ("which models are recalled", ["HT-1500TW"]),
    ("what's wrong with the heater", ["power cord can overheat"]),
    ("when were the recalled heaters sold", ["September 2023 through January 2024"]),
    ("where were they sold?", ["Brightway Home stores nationwide"]),
    ("how many units r affected in the US", ["48,200"]),
    ("where do i find the model number and date code", ["rating label on the back"]),
    ("what date codes are included for the HT-1520R", ["2305 through 2341"]),
    ("is the HT-1200 part of this recall?", ["HT-1200 compact heater"]),
    ("has anyone been hurt", ["four reports of minor burns"]),
    ("do I need my receipt to get a refund", ["No receipt is required"]),
    ("how long does the refund take to arrive", ["4 to 6 weeks"]),
    ("can i get a new heater instead of a refund", ["HT-1600"]),
    ("can I return it to the store I bought it from?", ["June 30, 2024"]),
    # widened after the first run: "You can throw the heater away with your household trash or take
    # it to a local recycling center." answers it as well
    ("what do i do with the heater once ive cut the cord", ["do not resell or donate", "throw the heater away"]),
    ("what's the phone number for the recall line", ["888-555-0193"]),
    ("will hearthline pay to fix my scorched floor?", None),
    ("how many watts does it use on the low setting", None),
    ("is there a class action lawsuit about this heater", None),
]
