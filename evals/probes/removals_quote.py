"""Library: a removal company's PDF quotation with price table, plus its HTML terms page."""

PROVENANCE = (
    "Imitates a UK removals firm's written quotation (survey details, itemised "
    "price table with VAT, payment and insurance notes) and the firm's web page of "
    "terms and conditions of removal; all content invented"
)

PRICE_ROWS = [
    ("1", "Full packing service (3 bedroom house, day before move)", "1", "£645.00"),
    ("2", "Packing materials (boxes, tape, paper, 4 wardrobe cartons)", "1", "£185.00"),
    ("3", "Loading, transport and unloading (2 vehicles, 4 crew)", "1", "£1,380.00"),
    ("4", "Dismantle and reassemble furniture (2 beds, 1 wardrobe)", "1", "£120.00"),
    ("5", "Upright piano - specialist handling surcharge", "1", "£250.00"),
    (
        "6",
        "Parking suspension, Marine Parade (Brighton & Hove City Council)",
        "1",
        "£95.00",
    ),
]

EXTRAS = [
    ("Enhanced transit cover (raises cover to £100,000)", "£78.00"),
    ("Containerised storage (per container)", "£28.50 per week"),
    ("Unpacking service at new address", "£290.00"),
    ("Disposal of unwanted items (per van load)", "£140.00"),
]


def _build_pdf() -> bytes:
    from fpdf import FPDF

    class Quote(FPDF):
        def footer(self):
            self.set_y(-14)
            self.set_font("Helvetica", "", 7)
            self.multi_cell(
                0,
                3.5,
                "Greystone Removals & Storage is a trading name of Greystone Moves Ltd, "
                "registered in England No. 06612094. VAT Reg. No. GB 284 7719 36. "
                f"Quote GR-24-0718 - page {self.page_no()} of {{nb}}",
                align="C",
            )

    pdf = Quote(format="A4")
    pdf.set_margins(12, 12, 12)
    pdf.set_auto_page_break(True, margin=18)
    pdf.add_page()
    usable = pdf.w - pdf.l_margin - pdf.r_margin

    def line(text, size=9, style="", h=5):
        pdf.set_font("Helvetica", style, size)
        pdf.cell(0, h, text, new_x="LMARGIN", new_y="NEXT")

    def para(text, size=9, style="", h=4.5):
        pdf.set_font("Helvetica", style, size)
        pdf.multi_cell(usable, h, text, new_x="LMARGIN", new_y="NEXT")

    def row(cells, widths, style="", size=8.5, fill=False, aligns=None, border=1):
        pdf.set_font("Helvetica", style, size)
        aligns = aligns or ["L"] * len(cells)
        for text, w, a in zip(cells, widths, aligns):
            if pdf.get_string_width(text) > w - 2 * pdf.c_margin:
                raise ValueError(f"cell text too wide: {text!r}")
            pdf.cell(w, 6, text, border=border, fill=fill, align=a)
        pdf.ln(6)

    line("GREYSTONE REMOVALS & STORAGE", 16, "B", 8)
    line(
        "Unit 7, Kennet Trade Park, Theale, Reading RG7 4AB  |  0118 496 0388  |  moves@greystoneremovals.example",
        8,
    )
    pdf.ln(4)
    line("REMOVAL QUOTATION", 13, "B", 7)
    pdf.ln(1)
    details = [
        ("Quote ref:", "GR-24-0718"),
        ("Date of quote:", "19 July 2024"),
        ("Surveyed by:", "Mark Eddleston (video survey, 17 July 2024)"),
        ("Customer:", "Mr & Mrs T. Whitfield  (tel. 07700 900412)"),
        (
            "Moving from:",
            "14 Larch Close, Caversham, Reading RG4 7JP (3 bed semi, 2 floors)",
        ),
        (
            "Moving to:",
            "Flat 2, 9 Marine Parade, Brighton BN2 1TL (first floor, no lift)",
        ),
        ("Move date:", "Friday 16 August 2024"),
        ("Estimated volume:", "1,150 cu ft"),
    ]
    for label, value in details:
        row([label, value], [38, usable - 38], border=0, size=9, aligns=["L", "L"])
    pdf.ln(2)
    line("Your move", 11, "B", 6)
    para(
        "Packing will be carried out the day before the move (Thursday 15 August 2024) by "
        "2 packers, starting at 9.00am. On the move day our crew of 4 will arrive at your "
        "current address between 8.00am and 8.30am. We will use 2 vehicles: 1 x 7.5 tonne "
        "Luton lorry and 1 x 3.5 tonne van. We expect to finish unloading in Brighton by "
        "approximately 6.00pm, depending on traffic."
    )
    pdf.ln(3)
    line("Price breakdown", 11, "B", 6)
    widths = [10, 132, 16, usable - 158]
    pdf.set_fill_color(225, 225, 225)
    row(
        ["No.", "Description", "Qty", "Amount"],
        widths,
        "B",
        fill=True,
        aligns=["C", "L", "C", "R"],
    )
    for r in PRICE_ROWS:
        row(list(r), widths, aligns=["C", "L", "C", "R"])
    row(["", "Subtotal", "", "£2,675.00"], widths, aligns=["C", "R", "C", "R"])
    row(["", "VAT at 20%", "", "£535.00"], widths, aligns=["C", "R", "C", "R"])
    row(
        ["", "TOTAL (including VAT)", "", "£3,210.00"],
        widths,
        "B",
        fill=True,
        aligns=["C", "R", "C", "R"],
    )
    pdf.ln(3)
    line("Optional extras (not included in the total above)", 10, "B", 6)
    widths = [130, usable - 130]
    for desc, price in EXTRAS:
        row([desc, price], widths, aligns=["L", "R"])
    pdf.ln(3)
    line("Payment", 11, "B", 6)
    for text in [
        (
            "- A deposit of 25% (£802.50) is required to confirm your booking. Dates are not "
            "reserved until the deposit has been received."
        ),
        "- The balance of £2,407.50 is due 7 days before the move date.",
        (
            "- Payment by bank transfer (sort code 20-45-77, account 43918822, reference "
            "GR-24-0718) or by debit/credit card. A 1.5% surcharge applies to credit card "
            "payments. We do not accept cash."
        ),
    ]:
        para(text)
    pdf.ln(2)
    line("Insurance", 11, "B", 6)
    para(
        "Goods in transit cover up to £50,000 is included in this quotation. Items packed "
        "by you are covered for loss only, not for breakage, unless the damage was caused "
        "by our negligence. Please read our terms regarding high-value items."
    )
    pdf.ln(2)
    line("Validity", 11, "B", 6)
    para(
        "This quotation is valid for 30 days from the date above and is subject to our "
        "Terms and Conditions of Removal, enclosed and available at "
        "greystoneremovals.example/terms. The price is based on the survey; if the volume "
        "on the day is more than 10% greater than surveyed, we may revise the price."
    )
    pdf.ln(4)
    para(
        "To accept this quotation please sign below and return it with your deposit.",
        style="B",
    )
    pdf.ln(3)
    line("Signed: ________________________    Date: ______________", 9)
    pdf.ln(2)
    para(
        "* Parking suspension is arranged by us with the local council and requires at "
        "least two weeks' notice. If the suspension cannot be obtained in time, "
        "the charge will be refunded.",
        size=7,
        h=3.5,
    )
    return bytes(pdf.output())


TERMS_HTML = """<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<title>Terms &amp; Conditions of Removal | Greystone Removals &amp; Storage, Reading</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/assets/css/site.min.css">
<script>window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);}</script>
<style>.terms h2{margin-top:1.6em}.cookie-bar{position:fixed;bottom:0}</style>
</head>
<body class="page-terms">
<div class="cookie-bar" id="cookie-bar">
  <p>We use cookies to improve your experience and to analyse site traffic.
  <a href="/cookies">Cookie policy</a> <button type="button">Accept all</button>
  <button type="button">Manage preferences</button></p>
</div>
<header class="site-header">
  <a class="logo" href="/"><img src="/assets/img/greystone-logo.svg" alt="Greystone Removals &amp; Storage"></a>
  <p class="tel">Call us: <a href="tel:01184960388">0118 496 0388</a></p>
  <nav class="main-nav" aria-label="Main">
    <ul>
      <li><a href="/">Home</a></li>
      <li><a href="/removals">Removals</a></li>
      <li><a href="/packing">Packing</a></li>
      <li><a href="/storage">Storage</a></li>
      <li><a href="/reviews">Reviews</a></li>
      <li><a href="/quote" class="btn">Get a free quote</a></li>
      <li><a href="/contact">Contact</a></li>
    </ul>
  </nav>
</header>
<div class="breadcrumb"><a href="/">Home</a> &gt; <span>Terms &amp; Conditions</span></div>
<main class="terms">
<h1>Terms and Conditions of Removal and Storage</h1>
<p class="updated">Last updated: 3 March 2024. These terms apply to all quotations issued on or after this date.</p>

<h2>1. Definitions</h2>
<p>"We", "us" and "our" mean Greystone Moves Ltd, trading as Greystone Removals &amp; Storage. "You" means the customer named on the quotation. "Goods" means the items we agree to pack, move or store for you.</p>

<h2>2. Our quotation</h2>
<p>Unless otherwise stated, our quotation is a fixed price based on the survey and the information you gave us. It is valid for 30 days from the date of issue. We may revise the price if:</p>
<ul>
  <li>the volume of goods is more than 10% greater than surveyed;</li>
  <li>access at either property is more difficult than described to us; or</li>
  <li>the work is delayed for reasons outside our control.</li>
</ul>

<h2>3. Your responsibilities before the move</h2>
<ul>
  <li>Fridges and freezers must be defrosted, emptied and dried at least 24 hours before the move.</li>
  <li>Washing machines must be disconnected and drained. Gas, plumbed-in and hard-wired electrical appliances must be disconnected by a qualified person before we arrive. Our crew are not permitted to disconnect gas appliances.</li>
  <li>Jewellery, cash, medication, passports and important documents should be carried by you personally and not left for us to move.</li>
  <li>We cannot carry pets or live plants, perishable food, or hazardous items such as paint, gas cylinders, fireworks and petrol.</li>
  <li>You must make sure that nothing is left behind which is to be removed, and that nothing is taken which is to be left.</li>
</ul>

<h2>4. Access and parking</h2>
<p>You are responsible for obtaining any permits needed for our vehicles to park, unless the quotation includes a parking suspension. If our vehicle cannot park within 20 metres of the entrance to the property, a long-carry charge of £40 per additional 10 metres may apply.</p>

<h2>5. Delays and waiting time</h2>
<p>If we are kept waiting for keys or access for more than 1 hour, waiting time is charged at £55 per hour per vehicle. Where goods cannot be delivered on the move day because keys are not available, we will put the goods into overnight storage at our depot and charge for storage and redelivery.</p>

<h2>6. Payment</h2>
<p>A deposit is required to confirm your booking, and the balance must be paid in cleared funds no later than 7 days before the move date. We reserve the right not to start work until payment has been received in full. Storage charges are payable 4-weekly in advance.</p>

<h2>7. Postponement and cancellation</h2>
<p>You may postpone your move free of charge once, provided you give us at least 10 working days' notice. Any further postponement will be treated as a cancellation.</p>
<p>If you cancel, the following charges apply, depending on how much notice you give us before the move date:</p>
<table class="cancel-table">
  <thead><tr><th>Notice given before the move date</th><th>Cancellation charge</th></tr></thead>
  <tbody>
    <tr><td>More than 14 days</td><td>Deposit refunded less a £60 administration fee</td></tr>
    <tr><td>7 to 14 days</td><td>50% of the quoted price</td></tr>
    <tr><td>Less than 7 days</td><td>100% of the quoted price</td></tr>
  </tbody>
</table>
<p class="small">Nothing in this clause affects your statutory right to cancel within 14 days of accepting a quotation made at a distance, where the move date is more than 14 days away.</p>

<h2>8. Liability and insurance</h2>
<p>Our standard goods in transit cover is shown on your quotation. Our liability for loss or damage is limited to £2,500 per item (or per set) unless you have declared a higher value to us in writing before the move and paid any extra premium. We are not liable for damage to goods packed by you unless the damage was caused by our negligence, nor for electrical or mechanical faults in appliances unless there is visible external damage.</p>

<h2>9. Claims</h2>
<p>Any loss or damage must be notified to us in writing within 7 days of delivery. Claims notified after this period cannot be accepted. Please keep damaged items and packaging so that we can inspect them.</p>

<h2>10. Complaints</h2>
<p>If you are unhappy with our service, please email complaints@greystoneremovals.example. We will acknowledge your complaint within 3 working days and aim to resolve it within 28 days. If we cannot resolve your complaint, you may refer it to the Removals Standards Council independent conciliation service.</p>
</main>
<footer class="site-footer">
  <div class="cols">
    <div><h3>Greystone Removals &amp; Storage</h3>
    <p>Unit 7, Kennet Trade Park, Theale, Reading RG7 4AB</p>
    <p>Mon-Fri 8am-6pm, Sat 9am-1pm</p></div>
    <div><h3>Useful links</h3>
    <ul><li><a href="/moving-checklist">Moving checklist</a></li><li><a href="/boxes">Buy boxes</a></li><li><a href="/privacy">Privacy policy</a></li><li><a href="/terms">Terms</a></li></ul></div>
    <div><h3>Follow us</h3><p><a href="#">Facebook</a> | <a href="#">Instagram</a></p></div>
  </div>
  <p class="copyright">&copy; 2024 Greystone Moves Ltd. Registered in England No. 06612094.</p>
</footer>
<script src="/assets/js/site.min.js" defer></script>
</body>
</html>
"""


def files() -> dict[str, bytes]:
    return {
        "Greystone_Quote_GR-24-0718_Whitfield.pdf": _build_pdf(),
        "greystone-terms-and-conditions.html": TERMS_HTML.encode("utf-8"),
    }


EXPECT = [
    ("how much is the move in total inc VAT?", ["£3,210.00"]),
    ("how much deposit do I have to pay to book", ["£802.50"]),
    ("when do i have to pay the balance", ["7 days before the move date"]),
    ("how much extra is it to move the piano", ["£250.00"]),
    ("what time will the removal men arrive on the day", ["between 8.00am and 8.30am"]),
    ("how many crew are coming", ["crew of 4", "4 crew"]),
    ("what do i pay if I cancel less than 7 days before", ["100% of the quoted price"]),
    ("how long have i got to report damage", ["within 7 days of delivery"]),
    ("how much insurance cover is included?", ["up to £50,000"]),
    ("can you move my house plants", ["pets or live plants"]),
    ("do i have to defrost the freezer before", ["must be defrosted"]),
    ("is there a charge if we're waiting for the keys", ["£55 per hour"]),
    ("how long is the quote valid for", ["valid for 30 days"]),
    ("can I change the date of the move without paying", ["10 working days' notice"]),
    ("whats the price for storage per week", ["£28.50 per week"]),
    ("do you do international moves, e.g. to Spain?", None),
    ("is it cheaper if we move midweek instead of friday?", None),
    ("do you offer an end of tenancy clean at the old house?", None),
]
