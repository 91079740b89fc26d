"""Library: a coworking space membership web page (HTML) plus its price list workbook (.xlsx)."""

PROVENANCE = (
    "Imitates an independent UK coworking space's 'Membership' web page (amenities, access, "
    "house rules, cancellation terms) and the downloadable price list spreadsheet with "
    "plans, day passes, meeting room rates and extras; business name and all prices invented"
)

_HTML = """<!doctype html>
<html lang="en-GB">
<head>
  <meta charset="utf-8">
  <title>Membership &amp; Pricing - The Ropeworks Cowork, Bristol</title>
  <meta name="description" content="Hot desks, dedicated desks and private offices in Bristol's Harbourside.">
  <link rel="icon" href="/favicon.ico">
  <link rel="stylesheet" href="/css/main.css?v=3.2">
  <script defer src="https://plausible.example/js/script.js"></script>
</head>
<body class="page-membership">
  <a class="skip-link" href="#main">Skip to content</a>
  <header class="topbar">
    <div class="brand"><a href="/">THE ROPEWORKS <span>cowork</span></a></div>
    <nav aria-label="Primary">
      <a href="/">Home</a>
      <a href="/space">The Space</a>
      <a href="/membership" aria-current="page">Membership</a>
      <a href="/meeting-rooms">Meeting Rooms</a>
      <a href="/events">Events</a>
      <a href="/community">Community</a>
      <a class="btn" href="/book-a-tour">Book a tour</a>
    </nav>
  </header>

  <main id="main">
    <section class="hero">
      <h1>Find your desk at The Ropeworks</h1>
      <p>A converted 1880s rope factory on Bristol's Harbourside with 140 desks over three floors,
      a roof terrace and a community of designers, developers, charities and start-ups.</p>
      <a class="btn" href="/downloads/Ropeworks_Price_List_2025.xlsx">Download the 2025 price list</a>
    </section>

    <section id="plans">
      <h2>Membership plans</h2>
      <p>All memberships are monthly and include fast Wi-Fi, unlimited tea and barista-style
      coffee, printing credit and a seat at our community events. Full prices for every plan,
      pass and extra are in the price list. All prices on this site and in the price list exclude
      VAT at 20% unless marked otherwise.</p>
      <ul class="plan-cards">
        <li><h3>Flex 5</h3><p>Any 5 days a month at a hot desk. Perfect if you mostly work from home.</p></li>
        <li><h3>Flex Unlimited</h3><p>Hot desk every day, seven days a week.</p></li>
        <li><h3>Dedicated Desk</h3><p>Your own desk in our quiet second-floor studio, with a lockable pedestal.</p></li>
        <li><h3>Private Office</h3><p>Fully furnished, lockable offices for teams of 2 to 4, with your name on the door.</p></li>
        <li><h3>Virtual Office</h3><p>A Bristol business address, mail handling and member rates on meeting rooms.</p></li>
      </ul>
    </section>

    <section id="access">
      <h2>Opening hours and access</h2>
      <p>The front desk is staffed from 8:30am to 6pm, Monday to Friday (closed bank holidays).
      Flex members can use the space from 7am to 10pm every day with their key fob.
      24/7 access is included with Dedicated Desk and Private Office memberships.</p>
    </section>

    <section id="amenities">
      <h2>What's included</h2>
      <ul>
        <li>1 Gbps symmetric fibre Wi-Fi with a separate secure network for each private office</li>
        <li>Six soundproof phone booths - first come, first served, 45 minutes maximum</li>
        <li>Fully equipped kitchen and roof terrace</li>
        <li>Secure, covered bike storage for up to 40 bikes</li>
        <li>Printing credit of 100 black &amp; white pages a month (then see Extras in the price list)</li>
      </ul>
    </section>

    <section id="house-rules">
      <h2>House rules in brief</h2>
      <ul>
        <li>Guests: members may bring up to two guests a day free of charge. Guests must sign in at
        reception and stay with their host.</li>
        <li>Dogs: we are proudly dog-friendly on Fridays. Dog-friendly Fridays are for well-behaved,
        vaccinated dogs registered with reception; dogs must stay off the furniture and out of the kitchen.</li>
        <li>The second-floor studio is a quiet zone - please take calls in the phone booths.</li>
        <li>Hot desks must be cleared at the end of each day; anything left overnight goes to lost property.</li>
      </ul>
    </section>

    <section id="terms">
      <h2>Joining, changing and cancelling</h2>
      <p>There is no joining fee. Memberships are billed monthly in advance by Direct Debit on the
      1st of the month, with your first month charged pro rata.</p>
      <p>You can cancel at any time by giving one calendar month's notice in writing to
      hello@ropeworks.example, once any minimum term has ended. Minimum terms for each plan are
      listed in the price list. Private Office members pay a refundable deposit equal to one
      month's fee, returned within 14 days of leaving once keys and fobs are handed back.</p>
      <p>You can upgrade your plan at any time; downgrades take effect from the next billing month.</p>
    </section>

    <section class="cta">
      <h2>Come and see us</h2>
      <p>Tours run every weekday at 10am and 3pm. Your first day is on us.</p>
    </section>
  </main>

  <footer class="site-footer">
    <div>The Ropeworks Cowork Ltd, 12 Cordwainer Wharf, Bristol BS1 6QX</div>
    <div>Company no. 10987654 &middot; VAT no. GB 318 4471 02</div>
    <nav aria-label="Footer">
      <a href="/privacy">Privacy</a> | <a href="/terms">Membership terms</a> |
      <a href="/cookies">Cookies</a> | <a href="https://instagram.example/ropeworks">Instagram</a>
    </nav>
    <p class="small">&copy; 2025 The Ropeworks Cowork Ltd. Prices correct at time of publishing.</p>
  </footer>
</body>
</html>
"""

_SHEETS = {
    "Memberships": [
        ["The Ropeworks Cowork - Price List 2025", None, None, None, None, None],
        [
            "All prices per month. Prices exclude VAT unless stated.",
            None,
            None,
            None,
            None,
            None,
        ],
        [None, None, None, None, None, None],
        [
            "Plan",
            "Monthly price (ex VAT)",
            "Monthly price (inc VAT)",
            "Access",
            "Meeting room hours included",
            "Minimum term",
        ],
        [
            "Flex 5",
            "£95.00",
            "£114.00",
            "5 days / month, 7am-10pm",
            "1 hr / month",
            "None",
        ],
        [
            "Flex Unlimited",
            "£220.00",
            "£264.00",
            "7am-10pm, 7 days",
            "4 hrs / month",
            "None",
        ],
        ["Dedicated Desk", "£320.00", "£384.00", "24/7", "10 hrs / month", "3 months"],
        [
            "Private Office (2 person)",
            "£890.00",
            "£1,068.00",
            "24/7",
            "15 hrs / month",
            "6 months",
        ],
        [
            "Private Office (4 person)",
            "£1,650.00",
            "£1,980.00",
            "24/7",
            "25 hrs / month",
            "6 months",
        ],
        [
            "Virtual Office",
            "£45.00",
            "£54.00",
            "No desk access",
            "0 (member rates apply)",
            "None",
        ],
    ],
    "Day Passes": [
        ["Pass", "Price (ex VAT)", "Details"],
        ["Day pass", "£25.00", "8:30am-6pm, any hot desk, includes coffee"],
        ["Half-day pass", "£15.00", "Up to 4 hours, before or after 1pm"],
        ["Student day pass", "£18.00", "Valid student ID required"],
        ["10-day bundle", "£210.00", "Use within 3 months of purchase"],
    ],
    "Meeting Rooms": [
        [
            "Room",
            "Capacity",
            "Members (per hour)",
            "Non-members (per hour)",
            "Full day (non-members)",
        ],
        ["The Snug", "4 people", "£12.00", "£20.00", "£130.00"],
        ["The Loft", "10 people", "£22.00", "£35.00", "£240.00"],
        ["The Boardroom", "16 people", "£32.00", "£50.00", "£360.00"],
        [
            "Notes: Screens and whiteboards in every room. Catering can be ordered 48 hours ahead.",
            None,
            None,
            None,
            None,
        ],
    ],
    "Extras": [
        ["Extra", "Price (ex VAT)", "Notes"],
        ["Personal locker", "£15.00 / month", "Full-height, key lock"],
        ["Mail handling", "£20.00 / month", "Scan and email or hold for collection"],
        ["Registered business address", "£30.00 / month", "For Companies House use"],
        ["Printing - black & white", "5p per page", "After monthly credit is used"],
        ["Printing - colour", "20p per page", "A4 and A3"],
        ["Replacement key fob", "£12.50", "Per fob"],
        ["Bike storage", "Free", "Members only"],
    ],
}


def files() -> dict[str, bytes]:
    import io

    from openpyxl import Workbook
    from openpyxl.styles import Font

    wb = Workbook()
    wb.remove(wb.active)
    for name, rows in _SHEETS.items():
        ws = wb.create_sheet(name)
        for row in rows:
            ws.append(row)
        for row in ws.iter_rows():
            for cell in row:
                if isinstance(cell.value, str) and cell.value in (rows[0][0], "Plan"):
                    cell.font = Font(bold=True)
        for col, width in zip("ABCDEF", (28, 22, 22, 26, 26, 16)):
            ws.column_dimensions[col].width = width
    buf = io.BytesIO()
    wb.save(buf)
    return {
        "membership.html": _HTML.encode("utf-8"),
        "Ropeworks_Price_List_2025.xlsx": buf.getvalue(),
    }


EXPECT = [
    ("how much is a dedicated desk per month", ["£320.00"]),
    ("how many meeting room hours do you get with Flex Unlimited?", ["4 hrs / month"]),
    ("whats the price of a virtual office including vat", ["£54.00"]),
    ("min term for a private office?", ["6 months"]),
    ("how much is a day pass", ["£25.00"]),
    ("do you do a student discount on day passes", ["£18.00"]),
    ("how much to hire the boardroom per hour if I'm not a member", ["£50.00"]),
    ("can I get 24 hour access?", ["24/7 access is included"]),
    ("what time is reception staffed", ["8:30am to 6pm"]),
    ("how much does a locker cost", ["£15.00 / month"]),
    ("what does colour printing cost", ["20p per page"]),
    ("how much notice to cancel my membership", ["one calendar month's notice"]),
    ("can i bring my dog to work", ["Dog-friendly Fridays"]),
    ("can I bring a client in as a guest for free", ["two guests a day"]),
    ("how fast is the wifi", ["1 Gbps"]),
    ("is there parking for cars", None),
    ("do you give a discount if I pay for a year upfront?", None),
    ("are there showers for people who cycle in", None),
]
