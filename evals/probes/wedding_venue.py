"""Library: a wedding venue's packages brochure (PDF) plus its terms and conditions page (Markdown)."""

PROVENANCE = (
    "Imitates a countryside barn wedding venue's 2026 packages brochure (PDF price grid by package, "
    "season and day of week; inclusions; payment schedule; drinks and corkage) and its website "
    "terms and conditions page in Markdown (cancellation, curfew, confetti, suppliers); all content invented"
)

# package, season label, Saturday, Friday/Sunday, Monday-Thursday
_PRICES = [
    ("The Intimate", "Peak (May to September)", "£6,950", "£5,850", "£4,450"),
    ("The Intimate", "Shoulder (April and October)", "£5,950", "£4,950", "£3,750"),
    ("The Intimate", "Off-peak (November to March)", "£4,650", "£3,850", "£2,950"),
    ("The Classic", "Peak (May to September)", "£11,900", "£9,800", "£7,600"),
    ("The Classic", "Shoulder (April and October)", "£10,200", "£8,400", "£6,500"),
    ("The Classic", "Off-peak (November to March)", "£7,900", "£6,300", "£4,900"),
    ("The Grand", "Peak (May to September)", "£16,500", "£13,750", "£10,950"),
    ("The Grand", "Shoulder (April and October)", "£14,200", "£11,800", "£9,300"),
    ("The Grand", "Off-peak (November to March)", "£11,200", "£8,950", "£7,100"),
]

_TERMS_MD = """# Hartwell Barn - Terms and Conditions of Hire

*These terms apply to all weddings and celebrations booked at Hartwell Barn, Hartwell Lane, Ashby Cross, for
event dates in 2026. By paying your booking deposit you confirm that you have read and agreed to them.*

---

## 1. Bookings

1.1 Your date is provisionally held for 7 days after your show-round. It is only confirmed when we receive your
signed booking form and your booking deposit.

1.2 The person who signs the booking form (the "Hirer") is responsible for all payments and for the behaviour of
their guests and suppliers.

## 2. Cancellation by you

2.1 If you need to cancel, you must tell us in writing. The cancellation charge depends on how much notice you give
before your wedding date:

| Notice given before the wedding date | Cancellation charge |
|---|---|
| More than 12 months | Booking deposit only |
| Between 6 and 12 months | 50% of the total package price |
| Between 3 and 6 months | 75% of the total package price |
| Less than 3 months | 100% of the total package price |

2.2 Any payments you have already made over and above the cancellation charge will be refunded within 28 days.

2.3 **Changing your date.** You may move your wedding to another available date once, free of charge, if you give us
more than 12 months' notice. Date changes with less notice are charged at £500 plus any difference in package price.

2.4 We strongly recommend that you take out wedding insurance as soon as you book.

## 3. Cancellation by us

3.1 If we have to cancel your event because the venue cannot be used (for example because of fire or flood), we will
offer you an alternative date or refund everything you have paid to us. We are not liable for any other costs.

## 4. Noise and curfew

4.1 Hartwell Barn has a premises licence with conditions set by the local council to protect our neighbours.

4.2 Live or amplified music outdoors (including on the terrace) must finish by 9pm.

4.3 All amplified music inside the barn must end at 11:30pm. A sound limiter is fitted in the barn and will cut the
power to band and DJ equipment if the noise level exceeds 95 decibels.

4.4 The bar closes at 11:15pm. All guests must have left the grounds by 12:30am, and taxis should be booked for
no later than 12:15am.

## 5. Confetti, candles and decorations

5.1 Only biodegradable dried-petal confetti may be used, and only outdoors; rice, glitter, paper and plastic confetti
are not permitted anywhere on the grounds. A cleaning charge of £150 will be made if this rule is broken.

5.2 Sky lanterns, fireworks and confetti cannons are not allowed.

5.3 Sparklers may be used on the front lawn only, with the sand buckets provided by us.

5.4 Candles must be enclosed in glass holders or lanterns. Nothing may be fixed to the oak beams with nails, screws or
tape; please use the hanging hooks provided.

## 6. Suppliers

6.1 All food must be provided by our in-house catering team, except for your wedding cake, which may be supplied by
a baker of your choice.

6.2 You are free to choose your own photographer, videographer, florist, hair and make-up artist, band or DJ. Every
supplier you book must hold public liability insurance of at least £5 million and send us a copy of their
certificate no later than 4 weeks before your wedding.

6.3 Bands and DJs must bring PAT-tested equipment and must use the barn's sound limiter.

6.4 Suppliers may access the venue from 9am on the day of your wedding and must have removed all of their items by
1am. Hot meals for suppliers can be ordered at £22 per supplier.

## 7. Damage and security

7.1 The Hirer is responsible for any damage to the building, grounds or contents caused by guests or suppliers. We
may charge the cost of repair or replacement.

7.2 Guests under 18 must be supervised by an adult at all times, particularly near the lake.

## 8. General

8.1 We may change these terms for future bookings. The version in force when you paid your booking deposit applies
to your wedding.
"""


def _brochure_pdf() -> bytes:
    from fpdf import FPDF

    class Brochure(FPDF):
        def multi_cell(self, *a, **k):
            k.setdefault("new_x", "LMARGIN")
            k.setdefault("new_y", "NEXT")
            return super().multi_cell(*a, **k)

        def footer(self):
            self.set_y(-14)
            self.set_font("helvetica", "I", 8)
            self.set_text_color(110, 100, 90)
            self.cell(
                0,
                8,
                "Hartwell Barn  |  Hartwell Lane, Ashby Cross  |  hello@hartwellbarn.example  |  "
                f"2026 Wedding Brochure  |  {self.page_no()}",
                align="C",
            )
            self.set_text_color(0, 0, 0)

    pdf = Brochure(format="A4")
    pdf.set_margins(20, 18, 20)
    pdf.set_auto_page_break(True, margin=20)

    def h(text, size=14):
        pdf.ln(2)
        pdf.set_font("helvetica", "B", size)
        pdf.set_text_color(90, 70, 50)
        pdf.multi_cell(0, 8, text)
        pdf.set_text_color(0, 0, 0)
        pdf.ln(1)

    def p(text):
        pdf.set_font("helvetica", "", 10.5)
        pdf.multi_cell(0, 5.6, text)
        pdf.ln(2)

    def bullets(items):
        pdf.set_font("helvetica", "", 10.5)
        for it in items:
            pdf.multi_cell(0, 5.6, "- " + it)
        pdf.ln(2)

    # cover
    pdf.add_page()
    pdf.ln(40)
    pdf.set_font("times", "B", 34)
    pdf.cell(0, 16, "Hartwell Barn", align="C", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("times", "I", 16)
    pdf.cell(0, 10, "Weddings 2026", align="C", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(20)
    pdf.set_font("helvetica", "", 11)
    pdf.multi_cell(
        0,
        6,
        "A restored eighteenth-century threshing barn set in twelve acres of meadow and "
        "woodland, with a licensed ceremony room, a lakeside terrace and space for up to 150 "
        "day guests. Thank you for considering us for your wedding day.",
        align="C",
    )

    pdf.add_page()
    h("Your day at Hartwell Barn", 18)
    p(
        "Every wedding at Hartwell Barn is the only event on the estate that day. Your package includes exclusive "
        "use of the barn, courtyard, terrace and gardens from 10am until 12:30am, so you have time for "
        "photographs, drinks and dancing without ever feeling rushed."
    )
    h("Included in every package")
    bullets(
        [
            "Exclusive use of the venue and grounds from 10am to 12:30am",
            "Ceremony in our licensed Granary Room or, weather permitting, at the outdoor lakeside arbour",
            "Tables, chairs, linen, glassware, cutlery and crockery",
            "Three-course wedding breakfast from our seasonal menu",
            "Welcome drink on arrival, half a bottle of house wine per day guest and a glass of sparkling wine for the toast",
            "Evening buffet (stone-baked pizzas or bacon rolls) for all day guests",
            "A dedicated wedding coordinator from booking to the end of your evening",
            "Set-up and clearing of all tables and furniture",
        ]
    )
    h("Our packages")
    p(
        "The Intimate is designed for up to 40 day guests, The Classic for up to 80 day guests and The Grand for up "
        "to 120 day guests. Prices below are for the number of day guests included in the package and depend on the "
        "month and the day of the week of your wedding. Bank holiday Mondays are charged at the Friday/Sunday rate."
    )

    pdf.set_font("helvetica", "B", 10)
    pdf.multi_cell(0, 6, "2026 package prices")
    pdf.set_font("helvetica", "", 9.5)
    with pdf.table(col_widths=(30, 55, 28, 28, 28), text_align="LEFT", line_height=6) as t:
        r = t.row()
        for c in ("Package", "Season", "Saturday", "Friday or Sunday", "Monday to Thursday"):
            r.cell(c)
        for row in _PRICES:
            r = t.row()
            for c in row:
                r.cell(c)
    pdf.ln(4)

    h("Adding guests")
    p(
        "Additional day guests can be added at £105 per head, up to a maximum of 50 day guests for The Intimate, "
        "100 for The Classic and 150 for The Grand. Each additional day guest receives the full wedding breakfast, "
        "drinks package and evening buffet."
    )
    p(
        "Evening guests who join you after the wedding breakfast are charged at £34 per head from May to September "
        "and £29 per head from October to April. The evening guest price includes the evening buffet. The barn holds "
        "a maximum of 180 guests in total in the evening."
    )

    pdf.add_page()
    h("Drinks and corkage")
    p(
        "Our bar is fully licensed and serves local ales, ciders, wines and soft drinks. You can set up a bar tab "
        "for your guests with a limit of your choice. If you would rather supply your own wine or fizz for the "
        "wedding breakfast and toast instead of our drinks package, corkage is charged as follows:"
    )
    bullets(
        [
            "Still wine: £15 per 75cl bottle",
            "Sparkling wine, prosecco or Champagne: £25 per 75cl bottle",
            "Beer and cider: £2 per bottle or can",
        ]
    )
    p(
        "We do not allow guests to bring their own spirits. Corkage is waived completely for weddings held Monday to "
        "Thursday between November and March."
    )

    h("Booking and payments")
    p(
        "A non-refundable booking deposit of £2,500 secures your date for The Classic or The Grand. For The "
        "Intimate the booking deposit is £1,500. Your deposit is deducted from your final bill."
    )
    p(
        "A second payment of half of the remaining balance is due 9 months before your wedding date. The final "
        "balance, including any additional guests and extras, is due 8 weeks before your wedding. We need your "
        "final guest numbers and table plan no later than 6 weeks before the wedding; after that date numbers can "
        "go up but cannot be reduced."
    )
    p("We accept payment by bank transfer or debit card. Payments by credit card carry a 1.8% surcharge.")

    h("Come and see us")
    p(
        "Show-rounds run every Wednesday evening and Sunday morning, by appointment. Our open wedding fair takes "
        "place twice a year, in January and September. Please read our full terms and conditions, available on "
        "our website, before booking."
    )
    return bytes(pdf.output())


def files() -> dict[str, bytes]:
    return {
        "hartwell-barn-wedding-brochure-2026.pdf": _brochure_pdf(),
        "terms-and-conditions.md": _TERMS_MD.encode("utf-8"),
    }


EXPECT = [
    ("how much is the classic package on a saturday in june", ["£11,900"]),
    ("Price for The Grand on a Friday in October?", ["£11,800"]),
    ("we're thinking a tuesday in february for about 35 guests, how much would it be", ["£2,950"]),
    ("what do evening guests cost per head for an august wedding", ["£34 per head"]),
    ("How much is the deposit for the intimate package?", ["£1,500"]),
    ("when do we have to give final guest numbers?", ["6 weeks before"]),
    ("whats the corkage on prosecco", ["£25 per 75cl bottle"]),
    ("If we cancel 8 months before the wedding how much do we lose?", ["50% of the total package price"]),
    ("what time does the music have to stop in the barn", ["11:30pm"]),
    ("can guests throw rice confetti", ["dried-petal confetti", "rice, glitter"]),
    ("Can we bring our own caterer?", ["in-house catering team"]),
    ("what insurance does our photographer need to have", ["£5 million"]),
    ("how much to add extra day guests", ["£105 per head"]),
    ("When is the second payment due?", ["9 months before"]),
    ("Is there accommodation on site for us or our guests?", None),
    ("are dogs allowed at the ceremony? we want ours as ring bearer", None),
    ("Do the package prices include VAT?", None),
]
