"""Probe library: letting agent tenant fees page (HTML) and tenant FAQ (Markdown)."""

PROVENANCE = (
    "Imitates an English letting agent's 'tenant fees and renting process' web page "
    "and its tenant FAQ; the agent 'Harbour & Vale Lettings' and all content are invented"
)


_HTML = """<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<title>Tenant fees &amp; how renting works | Harbour &amp; Vale Lettings, Bristol</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
  body { font-family: Arial, sans-serif; max-width: 960px; margin: auto; }
  table { border-collapse: collapse; } td, th { border: 1px solid #ccc; padding: 6px; }
</style>
<script>window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);}</script>
</head>
<body>
<div class="cookie-banner">We use cookies to improve your experience. <a href="/cookies">Manage cookies</a> <button>Accept all</button></div>
<header>
  <a href="/" class="logo">Harbour &amp; Vale Lettings</a>
  <nav>
    <ul>
      <li><a href="/properties">Properties to rent</a></li>
      <li><a href="/landlords">Landlords</a></li>
      <li><a href="/tenants" class="active">Tenants</a></li>
      <li><a href="/contact">Contact</a></li>
    </ul>
  </nav>
</header>
<main>
<p class="breadcrumb"><a href="/">Home</a> &gt; <a href="/tenants">Tenants</a> &gt; Fees and process</p>
<h1>Tenant fees and how renting with us works</h1>
<p>Since the Tenant Fees Act 2019 came into force, letting agents and landlords in England can only
charge tenants for a limited list of permitted payments. This page explains every payment you may be
asked to make when renting a property through Harbour &amp; Vale Lettings, and what happens at each
stage from reserving a home to moving out.</p>

<h2>1. Reserving a property: the holding deposit</h2>
<p>To reserve a property we ask for a holding deposit equal to one week's rent. This is worked out as
the monthly rent x 12 / 52. For example, on a rent of £1,200 per calendar month the holding
deposit is £276.92.</p>
<p>Once we receive your holding deposit the property is taken off the market. We aim to agree the
tenancy within 15 calendar days of receiving the holding deposit (the "deadline for agreement"),
unless we agree a different date with you in writing.</p>
<p>When the tenancy goes ahead, the holding deposit is put towards your first month's rent. It will be
refunded in full within 7 days if the landlord decides not to proceed. It may be kept if you give
false or misleading information, fail a Right to Rent check, withdraw from the tenancy, or fail to
take all reasonable steps to sign the agreement before the deadline for agreement.</p>

<h2>2. The security deposit</h2>
<p>The security deposit is capped by law. It is five weeks' rent where the total annual rent is less
than £50,000, or 6 weeks' rent where the total annual rent is £50,000 or more. On a rent of
£1,200 per calendar month the security deposit is £1,384.61.</p>
<p>We register every deposit with the Deposit Protection Service (DPS) within 30 days of receiving it
and send you the prescribed information, including how to raise a dispute.</p>

<h2>3. Permitted payments</h2>
<table>
  <thead>
    <tr><th>Payment</th><th>Amount</th><th>When it applies</th></tr>
  </thead>
  <tbody>
    <tr><td>Holding deposit</td><td>one week's rent</td><td>To reserve a property</td></tr>
    <tr><td>Security deposit</td><td>five weeks' rent (6 weeks' rent if the annual rent is £50,000 or more)</td><td>Paid before the tenancy starts</td></tr>
    <tr><td>Rent</td><td>As stated in your tenancy agreement</td><td>Monthly in advance</td></tr>
    <tr><td>Lost keys or security devices</td><td>Reasonable cost of replacement, e.g. £15 per standard key; locksmith charges passed on at cost</td><td>If you lose keys, fobs or alarm codes need changing</td></tr>
    <tr><td>Late payment of rent</td><td>Interest at 3% above the Bank of England base rate, from the date the rent was due</td><td>Only where rent is more than 14 days overdue</td></tr>
    <tr><td>Change to the tenancy (e.g. change of sharer, adding a tenant)</td><td>£50 including VAT, or reasonable costs incurred if higher</td><td>At the tenant's request</td></tr>
    <tr><td>Early termination (surrender)</td><td>The landlord's reasonable costs of re-letting, plus rent until a new tenant moves in</td><td>At the tenant's request, if the landlord agrees</td></tr>
    <tr><td>Utilities, communication services, TV licence and council tax</td><td>Payable to the provider</td><td>Where stated in the tenancy agreement</td></tr>
  </tbody>
</table>
<p>We do not charge for referencing, administration, inventories, check-in or check-out.</p>

<h2>4. Referencing</h2>
<p>All tenants and guarantors are referenced by our partner, Tenancy Check UK. Referencing is free of
charge to you. It includes a credit check, an employer or accountant reference, a previous landlord
reference and a Right to Rent check. Most references are completed in 2 to 4 working days once all
referees have replied.</p>
<p>To pass the affordability check, the combined annual income of all tenants should be at least 30
times the monthly rent (for example £28,500 a year for a rent of £950 per calendar month).
Savings may be taken into account where income is lower.</p>

<h2>5. Guarantors</h2>
<p>You will need a guarantor if you do not meet the affordability check, if you are a full-time
student, or if you have no UK rental history. A guarantor must be resident in the UK, have an annual
income of at least 36 times the monthly rent, and will normally be a homeowner. Guarantors sign a deed
of guarantee and are liable for the rent and for the other obligations of the tenancy if you do not
meet them.</p>

<h2>6. Notice periods and ending your tenancy</h2>
<p><strong>Fixed term.</strong> Most of our tenancies start with a fixed term of 12 months, and you are
responsible for the rent for the whole fixed term. Many tenancies include a break clause that can be
used after the first 6 months by giving 2 months' written notice.</p>
<p><strong>Periodic (rolling) tenancy.</strong> When the fixed term ends the tenancy continues month to
month. You must give at least one month's notice in writing, ending on the last day of a rental
period.</p>
<p><strong>If the landlord wants the property back.</strong> The landlord must give you at least two
months' notice using the correct legal notice.</p>

<h2>7. Pets</h2>
<p>We welcome enquiries from tenants with pets. Requests are considered case-by-case by the landlord and
you must not keep a pet at the property without the landlord's written consent. Where a pet is agreed,
the rent may be increased by up to £25 per month per pet to reflect additional wear and tear. We
cannot take a separate pet deposit; any pet damage is covered by the security deposit. In flats, a
maximum of two pets applies.</p>

<p class="updated">Page last updated: 3 March 2025</p>
</main>
<footer>
  <p>Harbour &amp; Vale Lettings Ltd, 41 Whiteladies Road, Bristol BS8 2LG. Registered in England No. 08123456.</p>
  <p>Member of a client money protection scheme and The Property Ombudsman redress scheme.</p>
  <p><a href="/privacy">Privacy</a> | <a href="/complaints">Complaints procedure</a></p>
</footer>
</body>
</html>
"""

_FAQ = """# Tenant FAQ - Harbour & Vale Lettings

Answers to the questions we are asked most often by tenants. For fees and the rules on deposits,
see our *Tenant fees and how renting works* page.

## Paying rent

**When is my rent due?**
Rent is due monthly in advance, on the same date each month as the day your tenancy started. Please
pay by standing order to the client account shown on your tenancy agreement.

**Can I pay by card?**
Yes, by debit card over the phone or in the office. We do not accept credit cards or cash.

## Moving in

**What happens on move-in day?**
An independent inventory clerk prepares a full inventory and schedule of condition with photographs.
Please check it carefully and return it signed, with any comments, within 7 days of moving in.

**Do I need contents insurance?**
The landlord insures the building and their own furniture. Your belongings are not covered, so we
strongly recommend you take out contents insurance.

## During the tenancy

**Something has broken - what do I do?**
Report all repairs through the tenant portal with photos. For emergencies outside office hours (no
heating or hot water in winter, a major leak, a security issue) call our out-of-hours line on
0117 496 0321.

**Can I redecorate or put up pictures?**
Only with the landlord's written permission. Small picture hooks are usually agreed; painting must be
agreed in advance.

**Can my partner move in?**
Yes, if the landlord agrees. Anyone aged 18 or over living in the property must be referenced and
added to the tenancy. The fee for changing or adding a tenant is set out on our fees page.

**Can I smoke in the property?**
No. Smoking and vaping are not permitted inside any property we manage.

## Moving out

**How do I arrange the check-out?**
We will contact you about 2 weeks before your tenancy ends to book the check-out inspection. Please
return all keys to our office by 12 noon on the last day of your tenancy.

**When will I get my deposit back?**
After the check-out we send you any proposed deductions. Once you and the landlord agree the
deductions, the deposit is repaid within 10 days of agreement. If you do not agree, you can use the
free dispute resolution service run by the DPS.

## Office hours

Monday to Friday 9am to 6pm, Saturday 10am to 2pm. Viewings can be arranged outside these hours by
appointment.
"""


def files() -> dict[str, bytes]:
    return {
        "tenant-fees-and-process.html": _HTML.encode("utf-8"),
        "tenant_faq.md": _FAQ.encode("utf-8"),
    }


EXPECT = [
    ("how much is the holding deposit?", ["one week's rent", "£276.92"]),
    ("rent is £1,200 a month, how much will the security deposit be", ["£1,384.61"]),
    ("we're looking at a flat at £4,500 pcm, is the deposit still 5 weeks?", ["6 weeks' rent"]),
    ("i lost my keys what will you charge me", ["£15 per standard key"]),
    ("what happens if my rent is a few days late? is there a fee", ["3% above", "more than 14 days overdue"]),
    ("How much do I need to earn to rent a £950 a month flat?", ["£28,500", "30 times the monthly rent"]),
    ("how much does my guarantor need to earn", ["36 times the monthly rent"]),
    ("my tenancy's gone onto a rolling contract, how much notice do i have to give?", ["at least one month's notice"]),
    ("Can I leave before the 12 months are up?", ["2 months' written notice", "break clause"]),
    ("can I have a dog in the flat", ["case-by-case", "£25 per month per pet"]),
    ("when do i get my deposit back after moving out", ["within 10 days of agreement"]),
    ("how long after paying the holding deposit do we have to sign", ["15 calendar days"]),
    ("whats the fee for adding my boyfriend to the tenancy", ["£50 including VAT"]),
    # not answerable
    ("can i use a deposit replacement scheme instead of paying 5 weeks deposit?", None),
    ("do you accept tenants on universal credit", None),
    ("Can I pay the security deposit in instalments?", None),
    ("whats a good recipe for lasagne", None),
]
