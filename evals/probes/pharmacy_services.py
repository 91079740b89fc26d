"""Library: community pharmacy prescriptions and services web page (HTML) with a Markdown delivery FAQ."""

PROVENANCE = (
    "Imitates an independent high-street pharmacy's 'Prescriptions & Services' web page "
    "and its home delivery FAQ; all content invented"
)

_HTML = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<title>Prescriptions &amp; Services - Harlow Green Pharmacy</title>
<meta name="description" content="NHS prescriptions, repeat prescriptions, flu vaccinations and health checks at Harlow Green Pharmacy.">
<link rel="stylesheet" href="/static/site.css">
</head>
<body>
<a class="skip-link" href="#content">Skip to main content</a>
<div class="topbar">Free local delivery available - <a href="/delivery">find out more</a> | Call us: 01632 960 584</div>
<header>
  <div class="brand"><img src="/static/logo.png" alt="Harlow Green Pharmacy logo"> Harlow Green Pharmacy</div>
  <nav>
    <a href="/">Home</a>
    <a href="/prescriptions" class="active">Prescriptions &amp; Services</a>
    <a href="/delivery">Delivery</a>
    <a href="/shop">Shop</a>
    <a href="/about">About us</a>
    <a href="/contact">Contact</a>
  </nav>
</header>

<main id="content">
<h1>Prescriptions &amp; Services</h1>
<p>Harlow Green Pharmacy is an independent, family-run NHS community pharmacy. Our pharmacists
Anita Desai and Tom Whitfield are happy to give advice in confidence - just ask at the counter
for a chat in our private consultation room.</p>

<section id="opening-hours">
<h2>Opening hours</h2>
<table>
  <tr><th>Day</th><th>Hours</th></tr>
  <tr><td>Monday - Friday</td><td>08:30-18:30</td></tr>
  <tr><td>Saturday</td><td>09:00-17:00</td></tr>
  <tr><td>Sunday</td><td>10:00-13:00</td></tr>
  <tr><td>Bank holidays</td><td>Closed</td></tr>
</table>
<p><small>The pharmacist may be unavailable between 13:00 and 13:20 on weekdays for a rest break;
you can still collect prescriptions that are ready during this time.</small></p>
</section>

<section id="prescription-charges">
<h2>NHS prescription charges</h2>
<p>The current NHS prescription charge in England is <strong>£9.90 per item</strong>. If you are
given more than one medicine, you pay for each item on the prescription.</p>

<h3>Prescription prepayment certificates (PPC)</h3>
<p>If you need a lot of prescriptions, a prepayment certificate could save you money. A PPC covers
all your NHS prescriptions for a fixed period, however many items you need.</p>
<table class="ppc">
  <tr><th>Certificate</th><th>Cost</th></tr>
  <tr><td>3-month PPC</td><td>£32.05</td></tr>
  <tr><td>12-month PPC</td><td>£114.50</td></tr>
</table>
<p>The 12-month PPC can be paid in 10 monthly instalments by Direct Debit. We can help you
apply for a PPC in the pharmacy - please bring your bank card.</p>

<h3>Who gets free prescriptions?</h3>
<p>You do not have to pay for prescriptions if, at the time you hand in your prescription,
you are:</p>
<ul>
  <li>under 16;</li>
  <li>aged 16, 17 or 18 and in full-time education;</li>
  <li>aged 60 or over;</li>
  <li>pregnant, or have had a baby in the last 12 months, and hold a valid maternity exemption
  certificate (MatEx);</li>
  <li>holding a valid medical exemption certificate (MedEx) for a listed condition;</li>
  <li>receiving certain benefits, such as Income Support or income-related Employment and
  Support Allowance, or named on a valid NHS tax credit exemption certificate;</li>
  <li>an NHS inpatient.</li>
</ul>
<p><small>We are required to ask for proof of exemption. If you cannot show proof, we will mark
your prescription and the NHS may check your entitlement later. Penalty charges of up to
£100 may apply for wrongly claimed exemptions.</small></p>
</section>

<section id="repeat-prescriptions">
<h2>Repeat prescriptions</h2>
<p>If you take regular medicine, you can order repeat prescriptions through the NHS App, your
GP surgery's online service, or by handing your repeat slip in at our counter. Please allow
7 working days between ordering and collecting your medicine, as your GP needs time to sign the
prescription and we may need to order items in.</p>
<p>Ask us about our <strong>Repeat Reminder</strong> service: we'll text you when your next
order is due, so you don't run out.</p>
<p>Make sure Harlow Green Pharmacy is set as your nominated pharmacy so your prescriptions come
straight to us electronically.</p>
</section>

<section id="flu">
<h2>Flu vaccinations</h2>
<p>Our seasonal flu vaccination service runs from October until the end of March, or until
stocks run out.</p>
<ul>
  <li>The NHS flu jab is free if you are aged 65 or over, pregnant, a carer, or have certain
  long-term health conditions.</li>
  <li>If you are not eligible for a free NHS jab, you can have a private flu jab for £17.99.</li>
  <li>Walk-in flu jabs are available on Tuesday and Thursday afternoons - no appointment needed.
  At other times, please book online or by phone.</li>
  <li>The vaccine is suitable for adults aged 18 and over. Children are vaccinated through
  schools or their GP.</li>
</ul>
</section>

<section id="other-services">
<h2>Other services</h2>
<ul>
  <li><strong>Blood pressure checks</strong> - free for adults aged 40 and over, no appointment needed.</li>
  <li><strong>Pharmacy First</strong> - advice and, where appropriate, treatment for conditions such as
  sinusitis, sore throat, earache, infected insect bites, impetigo, shingles and uncomplicated urinary
  tract infections in women.</li>
  <li><strong>Emergency contraception</strong> - free and confidential, speak to the pharmacist.</li>
  <li><strong>New Medicine Service</strong> - support for the first few weeks when you start a new
  medicine for certain long-term conditions.</li>
  <li><strong>Disposal of unwanted medicines</strong> - bring them back to us; we cannot accept needles
  or sharps bins.</li>
</ul>
</section>
</main>

<footer>
  <p>Harlow Green Pharmacy, 3 Market Parade, Harlow Green, HG5 2DA | Tel: 01632 960 584 |
  hello@harlowgreenpharmacy.co.uk</p>
  <p>Superintendent Pharmacist: Anita Desai (GPhC reg. 2071458). Registered pharmacy premises no. 1134906.</p>
  <p><a href="/privacy">Privacy policy</a> | <a href="/complaints">Complaints</a> | <a href="/accessibility">Accessibility</a></p>
  <p>&copy; 2025 Harlow Green Pharmacy Ltd. Information on this page was correct on 1 May 2025.</p>
</footer>
</body>
</html>
"""

_FAQ_MD = """# Prescription Delivery - Frequently Asked Questions

Harlow Green Pharmacy offers a home delivery service for NHS and private prescriptions.
Below are the questions we get asked most often. Still stuck? Call us on 01632 960 584.

## Who can use the delivery service?

Anyone who has their prescription dispensed by us can use it. You don't need to be
housebound, although we do prioritise patients who cannot get to the pharmacy.

## How much does delivery cost?

- Delivery is **free** for addresses within 3 miles of the pharmacy.
- Between 3 and 8 miles, there is a charge of £2.50 per delivery.
- We do not deliver to addresses more than 8 miles away.

## When do you deliver?

Our driver delivers Monday to Friday, usually between 1pm and 5pm. We can't give an
exact time, but we will text you on the morning of the delivery.

## Can I get same-day delivery?

Yes, if your prescription is ready and you ask for delivery by 11am, we will try to
deliver the same afternoon. Orders after 11am go out the next working day.

## What if I'm not in?

The driver will leave a card and your medicines will be returned to the pharmacy. You can
then rebook delivery or collect them yourself. For safety reasons we will not leave
medicines on a doorstep, in a porch or with a neighbour unless you have given us written
permission in advance.

## Does someone need to sign for it?

A signature is needed for all deliveries. For controlled drugs (for example some strong
painkillers), the person receiving them may also be asked to show ID.

## Can you deliver fridge items like insulin?

Yes. Fridge items are packed in an insulated cool bag and must be put in your fridge as
soon as possible after delivery.

## How do I pay for prescription charges on delivery?

If you pay for your prescriptions, you'll need to pay before delivery, either over the
phone or in the pharmacy. Our drivers do not carry cash.

---

*Delivery service terms updated March 2025. We reserve the right to suspend deliveries
in severe weather.*
"""


def files() -> dict[str, bytes]:
    return {
        "prescriptions-and-services.html": _HTML.encode("utf-8"),
        "delivery-faq.md": _FAQ_MD.encode("utf-8"),
    }


EXPECT = [
    ("how much is a prescription now", ["£9.90 per item"]),
    ("how much does a 12 month prepayment certificate cost?", ["£114.50"]),
    ("3 month PPC price", ["£32.05"]),
    ("do over 60s have to pay for prescriptions", ["aged 60 or over"]),
    ("I'm pregnant, do I get free prescriptions?", ["MatEx", "maternity exemption"]),
    ("how long do repeat prescriptions take", ["7 working days"]),
    ("how much is a private flu jab", ["£17.99"]),
    ("do i need an appointment for a flu jab", ["Tuesday and Thursday afternoons"]),
    ("are you open on sundays?", ["10:00-13:00"]),
    ("what time do you close on saturday", ["09:00-17:00"]),
    ("is delivery free", ["within 3 miles"]),
    ("how much do you charge to deliver further away", ["£2.50 per delivery"]),
    ("what's the cut off time for same day delivery", ["by 11am"]),
    ("what happens if I'm out when the driver comes", ["returned to the pharmacy"]),
    ("Does someone have to sign for the delivery?", ["A signature is needed"]),
    ("do you do ear wax removal?", None),
    ("is there parking near the pharmacy", None),
    ("how much is the yellow fever vaccine", None),
]
