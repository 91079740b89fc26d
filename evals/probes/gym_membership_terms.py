"""Blind test library: a leisure centre's membership terms and conditions web page (HTML)."""

PROVENANCE = (
    "Imitates a UK community leisure trust's 'Membership Terms & Conditions' web page "
    "saved as HTML (nav, price table, footer); all names, prices and content invented"
)

_HTML = """<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Membership Terms &amp; Conditions | Millbrook Leisure Centre | Kestrel Community Leisure</title>
<meta name="description" content="The terms and conditions that apply to all memberships at Millbrook Leisure Centre.">
<link rel="stylesheet" href="/assets/css/kestrel-main.min.css?v=4.12">
<link rel="icon" href="/favicon.ico">
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag(){dataLayer.push(arguments);}
  gtag('js', new Date());
</script>
</head>
<body class="page-template page-terms">
<a class="skip-link" href="#main">Skip to main content</a>

<div class="cookie-banner" id="cookie-banner" role="region" aria-label="Cookie consent">
  <p>We use cookies to make our website work and to understand how you use it.
  <a href="/cookies/">Read our cookie policy</a>.</p>
  <button type="button" class="btn btn-accept">Accept all</button>
  <button type="button" class="btn btn-reject">Essential only</button>
</div>

<header class="site-header">
  <div class="topbar">
    <span class="topbar__phone">Call us: 01908 604 211</span>
    <a href="/login/" class="topbar__login">Member login</a>
    <a href="/join/" class="btn btn--primary">Join online</a>
  </div>
  <a class="logo" href="/"><img src="/assets/img/kestrel-millbrook-logo.svg" alt="Millbrook Leisure Centre - part of Kestrel Community Leisure"></a>
  <nav class="main-nav" aria-label="Main">
    <ul>
      <li><a href="/gym/">Gym</a></li>
      <li><a href="/swimming/">Swimming</a></li>
      <li><a href="/classes/">Classes &amp; Timetables</a></li>
      <li><a href="/kids/">Kids &amp; Juniors</a></li>
      <li><a href="/memberships/" aria-current="page">Memberships</a></li>
      <li><a href="/sports-hall/">Sports Hall Bookings</a></li>
      <li><a href="/contact/">Contact</a></li>
    </ul>
  </nav>
</header>

<nav class="breadcrumb" aria-label="Breadcrumb">
  <ol>
    <li><a href="/">Home</a></li>
    <li><a href="/memberships/">Memberships</a></li>
    <li aria-current="page">Terms &amp; Conditions</li>
  </ol>
</nav>

<main id="main" class="content">
<article>
<h1>Membership Terms &amp; Conditions</h1>
<p class="lede">These terms apply to everyone who holds a membership at Millbrook Leisure Centre, which is operated by Kestrel Community Leisure on behalf of Millbrook Town Council. Please read them carefully before you join. By completing the online joining process or signing a paper membership form you agree to these terms.</p>
<p class="updated">Version 7.2 &ndash; last updated 3 February 2025. These terms replace all earlier versions.</p>

<aside class="toc">
  <h2>On this page</h2>
  <ul>
    <li><a href="#prices">Membership options and prices</a></li>
    <li><a href="#joining">Joining</a></li>
    <li><a href="#payment">Paying for your membership</a></li>
    <li><a href="#term">Minimum term</a></li>
    <li><a href="#cancel">Cancelling</a></li>
    <li><a href="#freeze">Freezing your membership</a></li>
    <li><a href="#guests">Guests</a></li>
    <li><a href="#classes">Booking classes</a></li>
    <li><a href="#juniors">Junior members</a></li>
    <li><a href="#conduct">Using the centre</a></li>
    <li><a href="#closures">Closures</a></li>
    <li><a href="#complaints">Comments and complaints</a></li>
  </ul>
</aside>

<section id="prices">
<h2>1. Membership options and prices</h2>
<p>The prices below apply from 1 April 2025. Monthly prices are for a 12-month contract paid by Direct Debit. Annual prices are paid in one payment at the time of joining and work out at 11 months for the price of 12.</p>
<table class="price-table">
  <caption>Millbrook Leisure Centre membership prices 2025/26</caption>
  <thead>
    <tr><th scope="col">Membership</th><th scope="col">What's included</th><th scope="col">Who can join</th><th scope="col">Monthly (Direct Debit)</th><th scope="col">Annual (paid upfront)</th></tr>
  </thead>
  <tbody>
    <tr><td>Platinum</td><td>Gym, swimming, all group exercise classes, sauna and steam room</td><td>Age 16 and over</td><td>£42.00</td><td>£462.00</td></tr>
    <tr><td>Gold</td><td>Gym and swimming</td><td>Age 16 and over</td><td>£36.50</td><td>£401.50</td></tr>
    <tr><td>Off-Peak</td><td>Gym, swimming and classes, weekdays 10:00 to 16:00 and weekends after 14:00 only</td><td>Age 16 and over</td><td>£27.00</td><td>£297.00</td></tr>
    <tr><td>Swim Only</td><td>Public and lane swimming sessions</td><td>Age 16 and over</td><td>£23.50</td><td>£258.50</td></tr>
    <tr><td>Concession</td><td>As Platinum</td><td>Aged 65 and over, registered disabled, registered carers, or holders of a Kestrel Access card</td><td>£21.00</td><td>£231.00</td></tr>
    <tr><td>Junior Active</td><td>Junior gym sessions, swimming and junior classes</td><td>Age 11 to 15</td><td>£14.00</td><td>£154.00</td></tr>
    <tr><td>Family</td><td>As Platinum for adults; as Junior Active for children</td><td>Two adults and up to three children under 16 living at the same address</td><td>£89.00</td><td>£979.00</td></tr>
  </tbody>
</table>
<p class="table-note">A one-off joining fee of £30 applies to all monthly memberships. There is no joining fee for annual memberships or for Junior Active.</p>
<p>If you would prefer not to commit to a contract, every monthly membership except Family is also available on a No Contract basis at £5 a month more than the price shown above. No Contract memberships have no minimum term and can be cancelled with one full calendar month's notice at any time.</p>
<p>Proof of eligibility (for example a Blue Badge, a carer's assessment letter or your Kestrel Access card) must be shown at reception before a Concession membership is activated. If your circumstances change and you are no longer eligible, you must tell us and your membership will be moved to Platinum at the Platinum price.</p>
</section>

<section id="joining">
<h2>2. Joining</h2>
<p>You must be at least 16 years old to hold an adult membership. Young people aged 11 to 15 may join as Junior Active members with the consent of a parent or guardian, who must sign the membership agreement on their behalf.</p>
<p>Before using the centre for the first time every member must complete our Health Commitment Statement. If you answer yes to any of the questions, we recommend that you speak to your GP before starting a new exercise programme.</p>
<p>All new gym users must attend a free gym induction with one of our instructors before using the gym on their own. Inductions can be booked online or at reception and should be completed within 21 days of joining. If you are an experienced gym user you may ask to take a shorter induction assessment instead.</p>
<ul>
  <li>Your membership is personal to you and cannot be transferred to another person.</li>
  <li>You can upgrade your membership at any time; the new price will apply from your next collection.</li>
  <li>You can only downgrade your membership once your minimum term has ended.</li>
  <li>Your membership gives you access to Millbrook Leisure Centre only, unless you hold a Platinum membership, which also gives access to Kestrel's pools at Oakridge and Fenny Marsh.</li>
</ul>
</section>

<section id="payment">
<h2>3. Paying for your membership</h2>
<p>Monthly memberships are paid by Direct Debit, collected on or shortly after the 1st of each month. When you join, you will pay your joining fee and a pro-rata amount for the rest of the current month, followed by your first full monthly payment on the 1st of the following month.</p>
<p>If a Direct Debit payment fails, we will try to collect it again 7 days later, and we will add an administration charge of £12 for each failed collection. If two payments in a row fail, your access to the centre will be suspended until the outstanding balance has been paid in full.</p>
<p>We will give you at least 30 days' notice by email before any change to your membership price, and we will not increase the price of your membership more than once in any 12-month period. If you do not accept a price increase you may cancel your membership without penalty, even during your minimum term, as long as you tell us before the increase takes effect.</p>
<p>Payments for annual memberships are non-refundable except as set out in section 5.</p>
</section>

<section id="term">
<h2>4. Minimum term</h2>
<p>Contract memberships paid monthly have a minimum term of 12 months, starting from the date of your first full monthly payment. At the end of the minimum term your membership will continue on a rolling monthly basis at the same price until you cancel it.</p>
<p>If you freeze your membership during the minimum term, the minimum term will be extended by the length of the freeze.</p>
</section>

<section id="cancel">
<h2>5. Cancelling your membership</h2>
<h3>Cooling-off period</h3>
<p>You have a 14-day cooling-off period from the date you join, during which you can cancel for any reason and receive a refund of everything you have paid, including the joining fee. If you have already used the centre during the cooling-off period we may deduct £8.50 for each visit.</p>
<h3>After the minimum term</h3>
<p>Once your minimum term has ended you can cancel by giving us one full calendar month's notice, either through your online account or by completing a cancellation form at reception. For example, if you give notice on 10 March, your membership will end on 30 April and your final payment will be taken on 1 April.</p>
<p>Please do not simply cancel your Direct Debit with your bank, as this does not cancel your membership and any unpaid fees will still be owed.</p>
<h3>Cancelling during the minimum term</h3>
<p>You can only end your membership during the minimum term if one of the following applies, and you provide evidence:</p>
<ul>
  <li>you have a serious illness or injury which your GP or consultant confirms will prevent you from exercising for more than three months;</li>
  <li>you are moving home to an address more than 15 miles from any Kestrel centre (for example, a copy of a new tenancy agreement or completion letter);</li>
  <li>you have been made redundant (a copy of your redundancy letter is required);</li>
  <li>you do not accept a price increase, as set out in section 3.</li>
</ul>
<p>In all other cases, if you want to leave during the minimum term you will need to pay the monthly fees remaining until the end of the minimum term.</p>
<p>We may end your membership immediately if you seriously or repeatedly break these terms, including allowing someone else to use your membership card. In that case we will not refund any fees already paid.</p>
</section>

<section id="freeze">
<h2>6. Freezing your membership</h2>
<p>Platinum, Gold and Family members can freeze their membership for between one and three months in any 12-month period, for any reason, at a cost of £6 per month.</p>
<p>If you cannot use the centre because of illness, injury or pregnancy, you can freeze your membership free of charge for up to six months on production of a letter from your GP, midwife or consultant.</p>
<p>Freeze requests must be made at least 7 days before your next Direct Debit collection date. Freezes cannot be backdated and can only start on the 1st of a month. Off-Peak, Swim Only, Concession and Junior Active memberships cannot be frozen, except for medical reasons.</p>
</section>

<section id="guests">
<h2>7. Guests</h2>
<p>Platinum members may bring one guest per visit, up to four guest visits per calendar month, at no extra charge.</p>
<p>Gold and Off-Peak members may buy guest passes at reception for £7 per guest per visit.</p>
<p>All guests must be aged 16 or over, must complete a Health Commitment Statement at reception and must stay with the member for the whole visit. Guests who have not previously used our gym must complete an induction before using the gym equipment.</p>
</section>

<section id="classes">
<h2>8. Booking classes</h2>
<p>Members can book group exercise classes through the Kestrel Active app or online up to 8 days in advance, from 07:00 each morning. Classes are also open to non-members on a pay-as-you-go basis, but members have priority booking.</p>
<p>If you cannot attend a class you have booked, please cancel at least 2 hours before it starts so that your place can be given to someone on the waiting list. If you fail to attend or cancel late three times within 30 days, you will not be able to book classes in advance for 7 days.</p>
<p>Please arrive on time: for safety reasons, instructors may refuse entry to anyone arriving more than 5 minutes after a class has started.</p>
</section>

<section id="juniors">
<h2>9. Junior members</h2>
<p>Junior Active members aged 11 to 13 may only use the gym during our supervised Junior Gym sessions, which run on weekdays from 16:00 to 18:00 and on Saturdays from 09:00 to 11:00.</p>
<p>Junior members aged 14 and 15 can use the gym unsupervised at any time the centre is open, once they have completed a junior induction, but they may not use the free weights area.</p>
<p>In the swimming pool, children under 8 must be accompanied in the water by someone aged 16 or over, and one adult may supervise no more than two children under 8.</p>
</section>

<section id="conduct">
<h2>10. Using the centre</h2>
<h3>Membership cards and access</h3>
<p>You will need your membership card or the QR code in the Kestrel Active app to enter the centre. If you lose your card, a replacement costs £5.</p>
<h3>Clothing and behaviour</h3>
<ul>
  <li>Wear suitable sports clothing and clean, enclosed trainers in the gym and studios. Outdoor shoes are not allowed on the gym floor.</li>
  <li>Please wipe down equipment after use using the cleaning stations provided.</li>
  <li>At peak times (17:00 to 20:00 on weekdays) use of cardiovascular machines is limited to 30 minutes per person if others are waiting.</li>
  <li>Photography and filming are not permitted anywhere in the changing rooms or pool hall.</li>
  <li>Personal training is available from our own qualified instructors. External personal trainers are not permitted to train clients at the centre.</li>
  <li>Aggressive, abusive or threatening behaviour towards staff or other customers will not be tolerated and may lead to your membership being ended.</li>
</ul>
<h3>Lockers and belongings</h3>
<p>Lockers in the changing rooms take a refundable £1 coin. Lockers are for use during your visit only and any locker still in use when the centre closes will be emptied; contents will be kept at reception for 28 days. We are not responsible for the loss of or damage to your belongings unless this is caused by our negligence.</p>
<h3>Parking</h3>
<p>Members can park free of charge for up to three hours in the centre car park by entering their vehicle registration on the tablet at reception on arrival. The car park is managed by ParkSure Ltd, which may issue a parking charge notice of £70 to vehicles that have not been registered or stay longer.</p>
<h3>Opening hours</h3>
<p>The centre is open Monday to Friday 06:00 to 22:00, Saturday 07:00 to 20:00 and Sunday 08:00 to 20:00. The swimming pool closes 45 minutes before the centre closes.</p>
</section>

<section id="closures">
<h2>11. Closures and changes to facilities</h2>
<p>From time to time we may need to close all or part of the centre for maintenance, repairs, swimming galas or other events. Wherever possible we will give you at least 7 days' notice of planned closures on our website and at reception.</p>
<p>If the facilities included in your membership are closed for more than 7 consecutive days, we will credit your account with a pro-rata amount for the days affected, or offer you free access to another Kestrel centre during the closure.</p>
<p>We may change the class timetable and the programme of activities at any time.</p>
</section>

<section id="complaints">
<h2>12. Comments and complaints</h2>
<p>We welcome your feedback. If you are unhappy with any part of our service, please speak to the Duty Manager in the first instance. If your concern is not resolved, you can make a formal complaint in writing to the Centre Manager, who will respond within 10 working days.</p>
<p>If you remain unhappy, you can ask for your complaint to be reviewed by Kestrel Community Leisure's Head of Customer Experience, whose decision will be final.</p>
<h3>Your personal information</h3>
<p>We will use your personal information to manage your membership in line with our <a href="/privacy/">privacy notice</a>. We will only send you marketing emails if you have agreed to receive them.</p>
</section>
</article>
</main>

<footer class="site-footer">
  <div class="footer-cols">
    <div>
      <h4>Millbrook Leisure Centre</h4>
      <address>Station Lane<br>Millbrook<br>MK17 4QT</address>
      <p>Tel: 01908 604 211<br>Email: millbrook@kestrelleisure.org.uk</p>
    </div>
    <div>
      <h4>Useful links</h4>
      <ul>
        <li><a href="/memberships/">Memberships</a></li>
        <li><a href="/careers/">Work for us</a></li>
        <li><a href="/accessibility/">Accessibility</a></li>
        <li><a href="/privacy/">Privacy notice</a></li>
        <li><a href="/cookies/">Cookies</a></li>
      </ul>
    </div>
    <div>
      <h4>Follow us</h4>
      <ul class="social">
        <li><a href="https://www.facebook.com/">Facebook</a></li>
        <li><a href="https://www.instagram.com/">Instagram</a></li>
      </ul>
    </div>
  </div>
  <p class="legal">&copy; 2025 Kestrel Community Leisure. Kestrel Community Leisure is a registered charity (no. 1154872) and a company limited by guarantee registered in England and Wales (no. 08762213). Registered office: Kestrel House, 4 Tanner's Yard, Newport Pagnell MK16 8BN.</p>
</footer>
<script src="/assets/js/kestrel-main.min.js?v=4.12" defer></script>
</body>
</html>
"""


def files() -> dict[str, bytes]:
    return {"millbrook_leisure_membership_terms.html": _HTML.encode("utf-8")}


EXPECT: list[tuple[str, list[str] | None]] = [
    ("how much is the joining fee?", ["£30"]),
    ("Whats the minimum contract length if I pay monthly", ["minimum term of 12 months"]),
    (
        "Can I put my membership on hold while I'm travelling for a couple of months?",
        ["£6 per month", "between one and three months"],
    ),
    (
        "how do i cancel once my contract's finished",
        ["one full calendar month's notice, either through your online account"],
    ),
    ("If I move to another city can I get out of my contract early?", ["15 miles"]),
    ("what happens if my direct debit bounces", ["£12"]),
    ("Can my friend come along with me? I'm on Platinum", ["four guest visits"]),
    ("how far ahead can I book a spin class", ["8 days in advance"]),
    ("My son is 14, is he allowed in the gym by himself?", ["aged 14 and 15"]),
    ("How much is the family membership per month?", ["£89.00"]),
    ("Do members get free parking?", ["up to three hours"]),
    ("is there a cooling off period if I change my mind?", ["14-day cooling-off"]),
    ("Will you warn me before you put the price up?", ["at least 30 days' notice"]),
    ("I'm pregnant - can I freeze without paying?", ["free of charge for up to six months"]),
    ("Is there a creche I can leave my toddler in while I work out?", None),
    ("How much does a session with a personal trainer cost?", None),
    ("do you do a discount for NHS staff?", None),
    ("Are you open on Christmas Day?", None),
]
