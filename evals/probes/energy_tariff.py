"""Probe library: energy supplier tariff workbook (XLSX) plus customer FAQ (Markdown)."""

import io

from openpyxl import Workbook
from openpyxl.styles import Alignment, Font, PatternFill

PROVENANCE = "Imitates a UK household energy supplier's tariff rates workbook by region and its billing and account FAQ; all content invented"

# (region, GSP group, tariff, unit rate p/kWh, standing charge p/day) - prices include VAT at 5%
ELEC = [
    ("Eastern", "_A", "Brightwell Flex", 25.37, 45.54),
    ("Eastern", "_A", "Brightwell Fix 12M", 26.17, 44.28),
    ("Eastern", "_A", "Brightwell Fix 24M", 26.81, 43.72),
    ("East Midlands", "_B", "Brightwell Flex", 26.42, 64.47),
    ("East Midlands", "_B", "Brightwell Fix 12M", 27.18, 63.22),
    ("East Midlands", "_B", "Brightwell Fix 24M", 27.79, 62.69),
    ("London", "_C", "Brightwell Flex", 26.13, 43.86),
    ("London", "_C", "Brightwell Fix 12M", 26.95, 42.48),
    ("London", "_C", "Brightwell Fix 24M", 27.53, 41.84),
    ("North Wales and Mersey", "_D", "Brightwell Flex", 26.67, 68.35),
    ("North Wales and Mersey", "_D", "Brightwell Fix 12M", 27.56, 66.82),
    ("North Wales and Mersey", "_D", "Brightwell Fix 24M", 28.16, 66.53),
    ("West Midlands", "_E", "Brightwell Flex", 26.31, 55.91),
    ("West Midlands", "_E", "Brightwell Fix 12M", 27.13, 54.71),
    ("West Midlands", "_E", "Brightwell Fix 24M", 27.69, 53.75),
    ("North East", "_F", "Brightwell Flex", 25.85, 45.81),
    ("North East", "_F", "Brightwell Fix 12M", 26.71, 44.48),
    ("North East", "_F", "Brightwell Fix 24M", 27.31, 44.12),
    ("North West", "_G", "Brightwell Flex", 25.64, 50.42),
    ("North West", "_G", "Brightwell Fix 12M", 26.52, 49.36),
    ("North West", "_G", "Brightwell Fix 24M", 27.11, 48.43),
    ("Southern", "_H", "Brightwell Flex", 26.53, 54.61),
    ("Southern", "_H", "Brightwell Fix 12M", 27.46, 53.01),
    ("Southern", "_H", "Brightwell Fix 24M", 28.04, 52.01),
    ("South East", "_J", "Brightwell Flex", 24.81, 49.92),
    ("South East", "_J", "Brightwell Fix 12M", 25.72, 48.93),
    ("South East", "_J", "Brightwell Fix 24M", 26.27, 47.98),
    ("South Wales", "_K", "Brightwell Flex", 27.54, 53.09),
    ("South Wales", "_K", "Brightwell Fix 12M", 28.39, 51.61),
    ("South Wales", "_K", "Brightwell Fix 24M", 28.99, 51.11),
    ("South West", "_L", "Brightwell Flex", 27.52, 62.52),
    ("South West", "_L", "Brightwell Fix 12M", 28.41, 61.32),
    ("South West", "_L", "Brightwell Fix 24M", 29.03, 60.83),
    ("Yorkshire", "_M", "Brightwell Flex", 26.69, 47.16),
    ("Yorkshire", "_M", "Brightwell Fix 12M", 27.61, 46.42),
    ("Yorkshire", "_M", "Brightwell Fix 24M", 28.25, 45.61),
    ("South Scotland", "_N", "Brightwell Flex", 25.09, 46.93),
    ("South Scotland", "_N", "Brightwell Fix 12M", 25.93, 45.17),
    ("South Scotland", "_N", "Brightwell Fix 24M", 26.54, 44.77),
    ("North Scotland", "_P", "Brightwell Flex", 26.89, 49.93),
    ("North Scotland", "_P", "Brightwell Fix 12M", 27.72, 48.46),
    ("North Scotland", "_P", "Brightwell Fix 24M", 28.38, 47.67),
]

GAS = [
    ("Eastern", "_A", "Brightwell Flex", 6.21, 29.87),
    ("Eastern", "_A", "Brightwell Fix 12M", 6.43, 28.91),
    ("Eastern", "_A", "Brightwell Fix 24M", 6.58, 28.35),
    ("East Midlands", "_B", "Brightwell Flex", 6.22, 31.41),
    ("East Midlands", "_B", "Brightwell Fix 12M", 6.41, 30.81),
    ("East Midlands", "_B", "Brightwell Fix 24M", 6.56, 30.03),
    ("London", "_C", "Brightwell Flex", 5.92, 30.56),
    ("London", "_C", "Brightwell Fix 12M", 6.16, 29.81),
    ("London", "_C", "Brightwell Fix 24M", 6.31, 29.28),
    ("North Wales and Mersey", "_D", "Brightwell Flex", 6.05, 34.26),
    ("North Wales and Mersey", "_D", "Brightwell Fix 12M", 6.27, 33.71),
    ("North Wales and Mersey", "_D", "Brightwell Fix 24M", 6.42, 33.08),
    ("West Midlands", "_E", "Brightwell Flex", 6.13, 33.52),
    ("West Midlands", "_E", "Brightwell Fix 12M", 6.37, 33.03),
    ("West Midlands", "_E", "Brightwell Fix 24M", 6.51, 32.11),
    ("North East", "_F", "Brightwell Flex", 5.95, 29.75),
    ("North East", "_F", "Brightwell Fix 12M", 6.18, 29.01),
    ("North East", "_F", "Brightwell Fix 24M", 6.34, 28.31),
    ("North West", "_G", "Brightwell Flex", 6.33, 34.18),
    ("North West", "_G", "Brightwell Fix 12M", 6.55, 33.29),
    ("North West", "_G", "Brightwell Fix 24M", 6.71, 33.07),
    ("Southern", "_H", "Brightwell Flex", 6.23, 33.04),
    ("Southern", "_H", "Brightwell Fix 12M", 6.44, 31.92),
    ("Southern", "_H", "Brightwell Fix 24M", 6.57, 31.36),
    ("South East", "_J", "Brightwell Flex", 5.93, 29.31),
    ("South East", "_J", "Brightwell Fix 12M", 6.14, 28.61),
    ("South East", "_J", "Brightwell Fix 24M", 6.28, 28.24),
    ("South Wales", "_K", "Brightwell Flex", 6.15, 30.06),
    ("South Wales", "_K", "Brightwell Fix 12M", 6.38, 29.14),
    ("South Wales", "_K", "Brightwell Fix 24M", 6.49, 28.54),
    ("South West", "_L", "Brightwell Flex", 6.26, 30.82),
    ("South West", "_L", "Brightwell Fix 12M", 6.46, 30.13),
    ("South West", "_L", "Brightwell Fix 24M", 6.63, 29.53),
    ("Yorkshire", "_M", "Brightwell Flex", 6.17, 31.18),
    ("Yorkshire", "_M", "Brightwell Fix 12M", 6.39, 30.65),
    ("Yorkshire", "_M", "Brightwell Fix 24M", 6.52, 29.77),
    ("South Scotland", "_N", "Brightwell Flex", 6.01, 32.68),
    ("South Scotland", "_N", "Brightwell Fix 12M", 6.24, 31.98),
    ("South Scotland", "_N", "Brightwell Fix 24M", 6.45, 31.09),
    ("North Scotland", "_P", "Brightwell Flex", 6.32, 34.45),
    ("North Scotland", "_P", "Brightwell Fix 12M", 6.53, 33.72),
    ("North Scotland", "_P", "Brightwell Fix 24M", 6.68, 33.15),
]

README_ROWS = [
    "Brightwell Energy - household tariff information",
    "Prices effective from 1 January 2026. Brightwell Flex prices apply until further notice; fixed tariff prices apply to new sign-ups from this date.",
    "All prices include VAT at 5%.",
    "Unit rates are shown in pence per kWh and standing charges in pence per day.",
    "Rates are for single-rate (standard) meters, including smart meters. For Economy 7 and other multi-rate meters, please call us on 0330 088 4410.",
    "Your region is based on your address and the electricity network that supplies it. The region code (GSP group) is printed on page 2 of your bill.",
    "Sheets: Electricity, Gas, Tariff terms.",
]

TERMS_HEADER = ("Tariff", "Type", "Price guarantee", "Exit fee", "How you can pay", "Other conditions")
TERMS = [
    (
        "Brightwell Flex",
        "Variable",
        "Prices are not fixed and can go up or down. We will give you at least 30 days' notice before any price change.",
        "No exit fee",
        "Monthly Direct Debit, pay on receipt of bill (card or bank transfer), or prepayment",
        "Prices are reviewed every quarter in line with the Ofgem price cap.",
    ),
    (
        "Brightwell Fix 12M",
        "Fixed",
        "Unit rates and standing charges are fixed for 12 months from your start date.",
        "£75 per fuel",
        "Monthly Direct Debit only",
        "Online account required. Bills and statements are sent by email.",
    ),
    (
        "Brightwell Fix 24M",
        "Fixed",
        "Unit rates and standing charges are fixed for 24 months from your start date.",
        "£150 per fuel",
        "Monthly Direct Debit or pay on receipt of bill (card or bank transfer)",
        "Online account required. Not available to prepayment customers.",
    ),
]
TERMS_NOTES = [
    "Exit fees are charged for each fuel you leave early, if you switch to another supplier or another Brightwell tariff before the end of a fixed tariff.",
    "We do not charge exit fees if you switch away in the last 49 days of a fixed tariff.",
    "We will write to you before your fixed tariff ends with your options. If you do not choose a new tariff, you will be moved to Brightwell Flex at the end of the fixed term.",
]

FAQ_MD = """# Help and FAQs: your account, bills and payments

Can't find what you're looking for? You can message us in the Brightwell app, or call **0330 088 4410**
(Monday to Friday 8am to 8pm, Saturday 9am to 1pm).

## Bills

### How often will I get a bill?

We send you a bill every month by email and in your online account. Each bill shows the energy you've used,
your unit rates and standing charges, any payments you've made, and your account balance.

### Why does my bill say "estimated"?

If we don't have an up-to-date meter reading, we estimate how much energy you've used based on your
previous usage and the time of year. Estimates can be too high or too low, so sending us regular readings
means your bill is accurate. If you think an estimated bill is wrong, send us a reading and we'll
re-issue it.

### I'm struggling to pay my bill. What can I do?

Please get in touch as soon as you can. We can set up a payment plan you can afford, check you're on the
right tariff, and point you to grants and free debt advice. We will never ask you to pay more than you
can reasonably afford.

## Meter readings

### When should I send a meter reading?

If you don't have a smart meter, please send us a reading in the 5 days before your monthly bill date.
Your bill date is shown at the top of your last bill and in the app. You can send a reading in the app,
in your online account, or using our automated phone line.

### I have a smart meter. Do I still need to send readings?

No. Smart meters send us readings automatically, so your bills are based on the energy you've actually
used. If your in-home display has stopped showing usage, or your bill says "estimated", contact us, as
your meter may have lost its connection.

### How do I read my meter?

For a digital electricity meter, read the numbers from left to right and ignore any numbers in red or
after the decimal point. For a gas meter, write down the first five numbers. Our website has pictures of
the most common meter types.

## Moving home

### I'm moving house. What do I need to do?

Tell us at least 2 working days before you move, either in the app or online. On the day you move, take
meter readings at your old home (a photo is ideal) and send them to us. This means you only pay for the
energy you used.

### When will I get my final bill?

We'll send your final bill within 6 weeks of your move date. If there's money owed, you can pay it in the
usual way. If you're in credit, we'll refund it to the bank account you paid from.

### Will I have to pay exit fees if I move?

Not if you stay with us. We won't charge exit fees on a fixed tariff if you take your Brightwell account
with you to your new home. Your prices at the new address may be different, because rates depend on the
region you live in.

## Payments

### How can I pay?

You can pay by monthly Direct Debit, by card or bank transfer when you receive your bill, or with a
prepayment meter. Not every payment method is available on every tariff, so please check your tariff
details.

### Can I choose the date my Direct Debit is taken?

Yes. You can choose any date between the 1st and the 28th of the month. You can change the date in your
online account, but please give us at least 10 days' notice before the next payment is due.

### How is my Direct Debit amount worked out?

We look at how much energy you're likely to use over the next 12 months, based on your past usage, and
spread the cost evenly. We review your Direct Debit every six months and will tell you if it needs to
change.

### My account is in credit. Can I have it back?

Yes. If you have a credit balance, you can ask for a refund at any time in the app or by calling us. We'll
pay it into your bank account within 10 working days. We may keep a small amount back if you're due to be
billed soon.

### How do I top up my prepayment meter?

You can top up in the Brightwell app, online, by phone, or with your key or card at any shop showing the
PayPoint or Payzone sign. Smart prepayment customers can top up without a key or card.

## Priority Services Register

### What is the Priority Services Register?

The Priority Services Register (PSR) is a free service for customers who need extra help, for example
because of their age, health or disability. It is free to join, and we share your details with your
electricity and gas network operators so they know to look out for you too.

### Who can join?

You can join if you have reached State Pension age, have a disability or long-term medical condition,
are recovering from an injury or illness, have a sight, hearing or speech condition, are pregnant or have
children under 5, or rely on medical equipment that needs electricity. You may also be able to join for a
short time, for example after a stay in hospital.

### What help do I get?

Members of the register can get:

- advance notice of planned power cuts, and priority support in an emergency
- a password scheme, so you know that anyone calling or visiting from us is genuine
- bills and letters in large print, braille or audio
- a nominee scheme, so that a friend, relative or carer can receive letters on your behalf
- free gas safety checks if you live alone or with others who are all eligible

To join, call us or fill in the form in your online account.
"""


def _xlsx() -> bytes:
    wb = Workbook()
    bold = Font(bold=True)
    head_fill = PatternFill("solid", fgColor="1F4E78")
    head_font = Font(bold=True, color="FFFFFF")

    ws = wb.active
    ws.title = "Read me"
    ws["A1"] = README_ROWS[0]
    ws["A1"].font = Font(bold=True, size=14)
    for i, line in enumerate(README_ROWS[1:], start=3):
        ws.cell(row=i, column=1, value=line)
    ws.column_dimensions["A"].width = 120

    for title, rows in (("Electricity", ELEC), ("Gas", GAS)):
        sh = wb.create_sheet(title)
        sh["A1"] = f"{title} prices by region - effective 1 January 2026 (prices include VAT)"
        sh["A1"].font = bold
        header = ("Region", "Region code", "Tariff", "Unit rate (p/kWh)", "Standing charge (p/day)")
        for c, v in enumerate(header, start=1):
            cell = sh.cell(row=3, column=c, value=v)
            cell.font = head_font
            cell.fill = head_fill
            cell.alignment = Alignment(wrap_text=True)
        for r, row in enumerate(rows, start=4):
            for c, v in enumerate(row, start=1):
                cell = sh.cell(row=r, column=c, value=v)
                if c >= 4:
                    cell.number_format = "0.00"
        for col, w in zip("ABCDE", (26, 12, 22, 18, 22)):
            sh.column_dimensions[col].width = w
        sh.freeze_panes = "A4"

    st = wb.create_sheet("Tariff terms")
    st["A1"] = "Tariff terms and exit fees"
    st["A1"].font = bold
    for c, v in enumerate(TERMS_HEADER, start=1):
        cell = st.cell(row=3, column=c, value=v)
        cell.font = head_font
        cell.fill = head_fill
    for r, row in enumerate(TERMS, start=4):
        for c, v in enumerate(row, start=1):
            st.cell(row=r, column=c, value=v).alignment = Alignment(wrap_text=True, vertical="top")
    st.cell(row=8, column=1, value="Notes").font = bold
    for i, note in enumerate(TERMS_NOTES, start=9):
        st.cell(row=i, column=1, value=note)
    for col, w in zip("ABCDEF", (20, 10, 45, 14, 40, 40)):
        st.column_dimensions[col].width = w

    buf = io.BytesIO()
    wb.save(buf)
    return buf.getvalue()


def files() -> dict[str, bytes]:
    return {
        "brightwell-tariff-rates-jan-2026.xlsx": _xlsx(),
        "help-faqs.md": FAQ_MD.encode("utf-8"),
    }


EXPECT = [
    ("whats the standing charge for electricity in London on the Flex tariff", ["43.86"]),
    ("How much is gas per kWh in Yorkshire on the 12 month fix?", ["6.39"]),
    ("Is there a fee to leave the 2 year fixed deal early?", ["£150 per fuel"]),
    ("Can I leave the Flex tariff without paying a penalty?", ["No exit fee"]),
    ("If I switch a few weeks before my fix ends do I still pay the cancellation fee?", ["49 days"]),
    ("do your prices include vat", ["VAT at 5%"]),
    ("Can I pay for the 12 month fix by card when the bill comes?", ["Monthly Direct Debit only"]),
    ("when do I need to send my meter reading", ["5 days before"]),
    ("how much notice do you need when I move house", ["2 working days"]),
    ("when will i get my final bill after moving out", ["within 6 weeks"]),
    ("Will I be charged exit fees if I move home?", ["take your Brightwell account"]),
    ("can I pick the day my direct debit comes out", ["1st and the 28th"]),
    ("My account is in credit, how long to get the money back?", ["10 working days"]),
    ("Does it cost anything to go on the priority services register?", ["free to join"]),
    ("I'm partially sighted, can I get my bills in braille?", ["braille"]),
    ("Do you have a tariff for charging an electric car?", None),
    ("Will you pay me for electricity my solar panels export?", None),
    ("Can I get the Warm Home Discount with you?", None),
]
