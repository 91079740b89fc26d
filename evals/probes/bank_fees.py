"""Probe library: bank current account fee schedule (XLSX) plus account features web page (HTML)."""

import io

from openpyxl import Workbook
from openpyxl.styles import Alignment, Font, PatternFill

PROVENANCE = (
    "Imitates a UK bank's current account fee schedule workbook (XLSX) and the account's features "
    "web page (HTML); bank, accounts, fees and rates all invented"
)

ACCOUNT_FEES = [
    ("Monthly account fee - Everyday", "£0.00", "No monthly fee"),
    (
        "Monthly account fee - Everyday Plus",
        "£12.00 per month",
        "Includes worldwide family travel insurance, UK breakdown cover and mobile phone insurance",
    ),
    (
        "Replacement debit card (lost or stolen)",
        "£5.00",
        "First replacement in any 12 months is free. Cards replaced because they have expired or are damaged are always free",
    ),
    ("Emergency card delivery abroad", "£40.00", "Usually delivered within 3 working days"),
    ("Copy statement (paper)", "£5.00 per statement", "Statements in the app and in online banking are free"),
    ("Bank reference / status enquiry", "£15.00", "Charged per reference"),
    ("Banker's draft", "£20.00", "Available in branch only"),
    ("Stopping a cheque", "£10.00", "No charge if the cheque book or cheque has been lost or stolen"),
    (
        "Returned (unpaid) payment",
        "£0.00",
        "We do not charge when a payment is returned because there is not enough money in your account",
    ),
    ("Closing your account", "£0.00", "No charge"),
]

PAYMENT_FEES = [
    ("Faster Payment to a UK account", "Free", "Up to £25,000 per day in the app"),
    ("CHAPS payment (same day)", "£28.00", "Request in branch or by phone before 3:30pm for same-day payment"),
    ("Euro payment to an account in the SEPA area", "Free", "Arrives within 1 working day"),
    (
        "International payment (SWIFT), outside the SEPA area",
        "£25.00",
        "Other banks involved in the payment may also deduct their own charges",
    ),
    ("Receiving an international payment", "£7.00", "Free for payments of £100 or less"),
    (
        "Debit card purchase in a foreign currency",
        "2.75% of the transaction value",
        "Non-sterling transaction fee. Everyday Plus: no fee",
    ),
    (
        "Cash withdrawal in a foreign currency",
        "2.75% + £1.50 per withdrawal",
        "Everyday Plus: the £1.50 charge is waived, the 2.75% fee still applies",
    ),
    ("Cash withdrawal at a UK cash machine", "Free", ""),
    ("Paying in cash at a Post Office", "Free", "Up to £2,000 per day"),
    ("Paying in a cheque using the app", "Free", "Cheques up to £1,000"),
]

OVERDRAFT = [
    ("Everyday", "39.9% EAR variable", "None", "39.9% APR representative, based on an assumed limit of £1,200"),
    (
        "Everyday Plus",
        "29.9% EAR variable",
        "First £250 of your arranged overdraft",
        "29.9% APR representative, based on an assumed limit of £1,200",
    ),
    (
        "Student",
        "0% up to £1,500, then 19.9% EAR variable",
        "Up to £1,500 in years 1 to 3 of your course",
        "Limits above £1,500 are only available on request",
    ),
    (
        "Graduate",
        "0% up to £2,000 in year 1, then 19.9% EAR variable",
        "Up to £2,000 for the first 12 months",
        "Available for up to 3 years after graduation",
    ),
]


def _xlsx() -> bytes:
    wb = Workbook()
    bold = Font(bold=True)
    fill = PatternFill("solid", fgColor="DDE6F0")

    def table(ws, title, headers, rows, widths):
        ws.append([title])
        ws["A1"].font = Font(bold=True, size=13)
        ws.append(
            [
                "Effective 1 April 2025. All fees apply to Everyday and Everyday Plus accounts unless the notes say otherwise."
            ]
        )
        ws.append([])
        ws.append(list(headers))
        for c in ws[4]:
            c.font = bold
            c.fill = fill
        for r in rows:
            ws.append(list(r))
        for col, w in zip("ABCDE", widths):
            ws.column_dimensions[col].width = w
        for row in ws.iter_rows(min_row=5):
            for c in row:
                c.alignment = Alignment(wrap_text=True, vertical="top")

    ws = wb.active
    ws.title = "Account and card fees"
    table(
        ws,
        "Northgate Bank - Everyday current accounts: account and card fees",
        ("Item", "Fee", "Notes"),
        ACCOUNT_FEES,
        (42, 22, 70),
    )
    ws = wb.create_sheet("Payments and cash")
    table(
        ws,
        "Northgate Bank - Everyday current accounts: payments and cash",
        ("Item", "Fee", "Notes"),
        PAYMENT_FEES,
        (48, 30, 70),
    )
    ws = wb.create_sheet("Overdraft rates")
    table(
        ws,
        "Northgate Bank - arranged overdraft interest rates by account type",
        ("Account type", "Arranged overdraft interest rate", "Interest-free amount", "Notes"),
        OVERDRAFT,
        (18, 44, 40, 60),
    )
    ws.append([])
    ws.append(
        [
            "We do not offer unarranged overdrafts. If a payment would take you over your arranged limit, "
            "we will usually return it. There are no fees for using your arranged overdraft - you only pay "
            "interest."
        ]
    )
    buf = io.BytesIO()
    wb.save(buf)
    return buf.getvalue()


FEATURES_HTML = """<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<title>Everyday Plus Current Account | Northgate Bank</title>
<style>body{font-family:Helvetica,Arial,sans-serif;max-width:820px;margin:auto;line-height:1.5}
.cta{background:#0a3d62;color:#fff;padding:8px 14px;text-decoration:none}</style>
</head>
<body>
<header><p><a href="/">Northgate Bank</a> &rsaquo; <a href="/current-accounts">Current accounts</a> &rsaquo; Everyday Plus</p></header>
<main>
<h1>Everyday Plus Current Account</h1>
<p class="lead">A current account that does more: interest on your balance, fee-free spending abroad and
insurance for the whole family, for £12 a month.</p>
<p><a class="cta" href="/apply/everyday-plus">Apply now</a></p>

<h2>Earn interest on your balance</h2>
<p>Earn 2.50% AER (2.47% gross, variable) on balances up to £5,000 in your Everyday Plus account. We don't pay
interest on the part of your balance above £5,000. Interest is calculated daily and paid monthly into your
account.</p>
<p>Our standard Everyday account pays 0.50% AER (0.50% gross, variable) on balances up to £1,000.</p>

<h2>Your debit card</h2>
<p>You'll get a contactless Visa debit card, made from recycled plastic. You can make contactless payments of
up to £100 at a time with your card. When you pay with your phone or watch, there's no contactless limit, as
you confirm each payment on your device.</p>
<p>With Everyday Plus there's no non-sterling transaction fee when you use your card to pay abroad, so your
holiday spending costs the same as it would at home.</p>

<h2>Banking in the app</h2>
<p>The Northgate app puts your account in your pocket. With the app you can:</p>
<ul>
  <li>Freeze and unfreeze your card instantly if you misplace it</li>
  <li>See where your money goes with spending insights sorted by category</li>
  <li>Set money aside in savings pots, and round up your card payments to the nearest pound</li>
  <li>Pay in cheques by taking a photo</li>
  <li>View your PIN securely and get notifications every time you spend</li>
</ul>
<p>The app works on phones running iOS 16 or later, or Android 10 or later.</p>

<h2>Extras included with Everyday Plus</h2>
<ul>
  <li>Worldwide family travel insurance, including winter sports cover, for trips of up to 31 days</li>
  <li>UK breakdown cover with home start</li>
  <li>Mobile phone insurance for up to 4 phones in your household</li>
</ul>

<h2>Switching to Northgate</h2>
<p>Moving your account to us is simple with the Current Account Switch Service. We'll move your balance,
direct debits, standing orders and salary over in 7 working days, and close your old account for you. Any
payments sent to your old account will be redirected automatically.</p>
<p><strong>Switching offer:</strong> get £150 when you switch to Everyday Plus using the full Current Account
Switch Service and pay in at least £1,000 within 60 days of opening your account. You also need to log in to
the app at least once. We'll pay the £150 into your account within 28 days of meeting the conditions.
Offer available to new customers only, and can be withdrawn at any time.</p>

<h2>Can I apply?</h2>
<p>To open an Everyday Plus account you must be 18 or over and live in the UK. You'll need your passport or
driving licence and your address history for the last 3 years. Most applications take about 10 minutes.</p>
<p>See our <a href="/fees">fee schedule</a> for a full list of fees and overdraft rates.</p>
</main>
<footer><p>Northgate Bank plc. Authorised by the Prudential Regulation Authority. Eligible deposits are
protected by the deposit guarantee scheme up to the applicable limit.</p></footer>
</body>
</html>
"""


def files() -> dict[str, bytes]:
    return {
        "northgate_current_account_fees.xlsx": _xlsx(),
        "everyday_plus_features.html": FEATURES_HTML.encode("utf-8"),
    }


EXPECT = [
    ("how much does it cost to send money to america", ["£25.00"]),
    ("is there a monthly charge on Everyday Plus?", ["£12.00 per month", "£12 a month"]),
    ("what fee do you charge if I use my card abroad on the Everyday account", ["2.75% of the transaction value"]),
    ("I lost my debit card, do I have to pay for a new one?", ["First replacement in any 12 months is free"]),
    ("how much r CHAPS payments", ["£28.00"]),
    ("Do you charge me to recieve money from abroad?", ["£7.00", "£100 or less"]),
    ("What's the overdraft interest rate on Everyday Plus", ["29.9%"]),
    ("whats the rate on the student overdraft", ["0% up to £1,500"]),
    ("what interest does the plus account pay on my balance", ["2.50% AER"]),
    ("how long does it take to switch my account over to you?", ["7 working days"]),
    ("is there a bonus for switching", ["£150"]),
    ("whats the max I can pay by contactless with the card", ["£100"]),
    ("Can I freeze my card from the app?", ["Freeze and unfreeze"]),
    ("does everyday plus come with travel insurance", ["travel insurance"]),
    ("how much do you charge for a paper statement", ["£5.00 per statement"]),
    ("Can I open a joint Everyday Plus account with my husband?", None),
    ("what's the daily limit for taking cash out at a cashpoint", None),
    ("Are your branches open on Saturdays?", None),
]
