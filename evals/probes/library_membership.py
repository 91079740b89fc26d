"""Public library membership & loans web page (HTML) plus a Markdown list of charges."""

PROVENANCE = (
    "Imitates a UK council library service's 'Join the library / borrowing' web page (HTML) and its "
    "published fees and charges list (Markdown); all content invented."
)

_HTML = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Join the library and borrowing | Ashcombe Libraries | Ashcombe Borough Council</title>
<meta name="description" content="How to join Ashcombe Libraries, how long you can borrow items for, renewals and opening hours.">
</head>
<body>
<a class="skip-link" href="#content">Skip to main content</a>
<header>
  <div class="council-bar"><a href="/">Ashcombe Borough Council</a>
    <form action="/search"><input type="search" name="q" placeholder="Search the site"><button>Search</button></form>
  </div>
  <nav class="breadcrumb"><a href="/">Home</a> &gt; <a href="/libraries">Libraries</a> &gt; Join and borrow</nav>
</header>

<main id="content">
<h1>Join the library and borrowing</h1>
<p>Ashcombe Libraries has three branches - Central Library, Mill Lane Library and Eastfield Library -
and one card works at all of them.</p>

<h2>Joining</h2>
<p>Membership is free for anyone who lives, works or studies in the borough of Ashcombe. You can join online
and start using eBooks straight away, then collect your card from any branch. Bring one proof of address
dated within the last 3 months, such as a council tax bill or bank statement.</p>
<p>People who do not live, work or study in Ashcombe can join for £12 a year.</p>
<p>Children under 16 need a parent or carer to sign their application. There are four types of card:</p>
<ul>
  <li><strong>Adult</strong> - age 18 and over</li>
  <li><strong>Teen</strong> - age 12 to 17</li>
  <li><strong>Junior</strong> - under 12</li>
  <li><strong>Concession</strong> - adults aged 60 and over, and adults who receive disability benefits</li>
</ul>

<h2>How many items can I borrow?</h2>
<p>Adult and Concession card holders can have up to 20 items on loan at once, including no more than 4 DVDs.
Teen and Junior card holders can have up to 12 items on loan at once.
You can also have up to 6 eBooks and 6 eAudiobooks at a time.</p>

<h2>Loan periods</h2>
<table>
  <caption>How long you can keep items</caption>
  <tr><th>Item</th><th>Loan period</th></tr>
  <tr><td>Books (adult and children's)</td><td>3 weeks</td></tr>
  <tr><td>Audiobooks on CD</td><td>3 weeks</td></tr>
  <tr><td>DVDs and Blu-rays</td><td>1 week</td></tr>
  <tr><td>eBooks (via the Ashcombe Reads app)</td><td>14 days</td></tr>
  <tr><td>eAudiobooks (via the Ashcombe Reads app)</td><td>21 days</td></tr>
  <tr><td>Reading group sets</td><td>8 weeks</td></tr>
</table>

<h2>Renewing your loans</h2>
<p>You can renew items up to 5 times, as long as nobody else has reserved them. Renew online through
the library catalogue, in the Ashcombe Reads app, by phone on 01632 444 180, or at any branch.</p>
<p>eBooks and eAudiobooks cannot be renewed. They return themselves automatically at the end of the loan,
and if nobody is waiting you can borrow them again straight away.</p>
<p>Reading group sets can be renewed once only.</p>

<h2>Reservations</h2>
<p>You can reserve items online or at any branch, and we will email or text you when they are ready to
collect. Items are held for 7 days. There may be a charge - see our <a href="/libraries/charges">fees and charges</a>.</p>

<h2>Returning items</h2>
<p>Items can be returned to any Ashcombe branch. Central Library has a 24-hour returns chute by the
Market Street entrance. There are no fines on children's and teen cards, but please bring items back
so that other people can enjoy them.</p>

<h2>Opening hours</h2>
<table>
  <caption>Branch opening hours</caption>
  <thead>
    <tr><th>Day</th><th>Central Library</th><th>Mill Lane Library</th><th>Eastfield Library</th></tr>
  </thead>
  <tbody>
    <tr><td>Monday</td><td>09:00 - 19:00</td><td>10:00 - 17:00</td><td>Closed</td></tr>
    <tr><td>Tuesday</td><td>09:00 - 19:00</td><td>10:00 - 17:00</td><td>10:00 - 18:00</td></tr>
    <tr><td>Wednesday</td><td>09:00 - 19:00</td><td>Closed</td><td>10:00 - 18:00</td></tr>
    <tr><td>Thursday</td><td>09:00 - 20:00</td><td>10:00 - 19:00</td><td>10:00 - 18:00</td></tr>
    <tr><td>Friday</td><td>09:00 - 18:00</td><td>10:00 - 17:00</td><td>10:00 - 18:00</td></tr>
    <tr><td>Saturday</td><td>09:00 - 17:00</td><td>09:30 - 13:00</td><td>10:00 - 16:00</td></tr>
    <tr><td>Sunday</td><td>11:00 - 15:30</td><td>Closed</td><td>Closed</td></tr>
  </tbody>
</table>
<p>All branches are closed on bank holidays.</p>
</main>

<footer>
  <ul><li><a href="/accessibility">Accessibility statement</a></li><li><a href="/privacy">Privacy</a></li>
  <li><a href="/contact">Contact the council</a></li></ul>
  <p>&copy; Ashcombe Borough Council 2025</p>
</footer>
</body>
</html>
"""

_MD = """# Ashcombe Libraries - Fees and charges 2025/26

These charges apply from **1 April 2025** at all Ashcombe branches. Charges are reviewed every April.
Concession card holders are adults aged 60 and over and adults who receive disability benefits.

## Reservations

- Adult books and audiobooks in Ashcombe stock: **£1.20 per item**
- Junior, teen and concession cards: **free**
- Books from outside Ashcombe (inter-library loan, British Library): **£5.00 per item**
- Reading group sets: **£3.00 per set**

## Hire charges

- Adult DVDs and Blu-rays: **£2.00 per week**
- Children's DVDs: **£1.00 per week**
- Books, eBooks, eAudiobooks and spoken-word CDs: free to borrow

## Overdue charges

| Card type | Charge per item per day | Maximum per item |
|---|---|---|
| Adult | 25p per item per day | £6.00 |
| Concession (60+ / disability) | 12p per item per day | £3.00 |
| Teen (12-17) | No overdue fines | - |
| Junior (under 12) | No overdue fines | - |

Overdue DVDs and Blu-rays on adult cards are charged at **£1.00 per day** instead, up to a maximum of £8.00 per item.
Borrowing is blocked when charges owed on an account reach £10.

## Lost and damaged items and cards

- Replacement library card, adult or concession: **£2.50**
- Replacement library card, teen or junior: **£1.00**
- Lost or damaged item: the replacement cost of the item plus an **£3.50 admin fee**

## Printing and photocopying

| Size | Black and white | Colour |
|---|---|---|
| A4 | 15p per side | 60p per side |
| A3 | 30p per side | £1.20 per side |

Scanning to email or USB stick is free. Printing can be paid for by card or cash at the self-service kiosk.

## Room hire

- Central Library meeting room: £22 per hour (community groups £11 per hour)
"""


def files() -> dict[str, bytes]:
    return {
        "ashcombe_libraries_join_and_borrow.html": _HTML.encode("utf-8"),
        "ashcombe_libraries_charges_2025-26.md": _MD.encode("utf-8"),
    }


EXPECT = [
    ("how long can i borrow a dvd for", ["1 week"]),
    ("how many times can I renew a book", ["up to 5 times"]),
    ("can i renew an ebook", ["cannot be renewed"]),
    ("late fee for an adult book", ["25p per item per day"]),
    ("whats the most I can be fined for one overdue book", ["£6.00"]),
    (
        "my 9 yr old's books are overdue, will she be fined?",
        ["No overdue fines", "no fines on children's and teen cards"],
    ),
    ("how much to reserve a book", ["£1.20 per item"]),
    ("cost of an inter library loan", ["£5.00 per item"]),
    ("lost my card, how much for a new one? (adult)", ["£2.50"]),
    ("how much is colour printing A4", ["60p per side"]),
    ("what time does mill lane shut on saturday", ["09:30 - 13:00"]),
    ("can I join if i dont live in ashcombe", ["£12 a year"]),
    ("how many books can I have out at once", ["up to 20 items"]),
    ("is central library open on sundays", ["11:00 - 15:30"]),
    ("how much does it cost to use the public computers", None),
    ("can I book a study room at Eastfield", None),
    ("do you deliver books to housebound people", None),
    ("what's a good sourdough starter recipe", None),
]
