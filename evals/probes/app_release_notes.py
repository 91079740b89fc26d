"""Mobile budgeting app: release notes (CHANGELOG-style Markdown) + support FAQ (Markdown)."""

PROVENANCE = (
    "Imitates a consumer budgeting app's public release notes and its help-centre FAQ, "
    "as two Markdown files; all content invented"
)

_RELEASE_NOTES = """# Tallybird release notes

Tallybird is available for iPhone and iPad (iOS 16 and later) and for Android phones and tablets
(Android 9 and later). Updates roll out gradually over about a week, so don't worry if you can't see the
newest version in your app store straight away. Items marked **(Premium)** need a Tallybird Premium
subscription.

---

## 4.3.1 - 2 June 2025

### Fixes
- Fixed the home screen widget not refreshing on Android 14 until the app was opened. Thanks to everyone
  who sent in logs.
- Fixed a crash when editing a recurring transaction that had been split across two categories.
- Budget progress bars no longer show more than 100% when a refund is larger than the month's spending.
- The monthly summary email now uses your chosen currency symbol instead of always showing £.

### Known issues
- Some Starling Bank customers may see their connection expire after 30 days instead of 90. We are working
  with Starling on a fix; in the meantime, reconnecting from Settings > Connected accounts restores syncing.

---

## 4.3.0 - 19 May 2025

### New
- **Shared budgets (Premium).** Invite up to three other people to a budget, so you can manage household
  bills or a holiday kitty together. Everyone sees the same categories and spending in real time; only the
  budget owner can delete the budget or remove members.
- **Round-ups savings goal.** Tallybird can now work out the spare change from each card payment and show
  what you would have saved by rounding up. This is a tracking feature only and does not move money.
- Added support for Chase UK and Kroo accounts.

### Improvements
- Search now finds transactions by amount as well as by payee, e.g. search "12.99".
- Faster first sync for accounts with more than two years of history.

### Fixes
- Fixed categories sometimes appearing in the wrong order after a restore from backup.
- Fixed VoiceOver reading "button" twice on the Add transaction screen.

### Known issues
- On Android 14, the home screen widget may not update until you open the app. *(Fixed in 4.3.1.)*

---

## 4.2.2 - 28 April 2025

### Fixes
- Fixed transactions from Monzo arriving up to 24 hours late for some customers.
- Fixed a rare issue where Face ID would be requested twice when opening the app from a notification.

---

## 4.2.0 - 7 April 2025

### New
- **Receipt scanning (Premium).** Take a photo of a paper receipt and Tallybird will read the total, date
  and shop name and attach the photo to the matching transaction. Receipts are processed on your device and
  are never uploaded to our servers.
- **Bills calendar.** See all your upcoming direct debits and standing orders in a month view, with a
  reminder the day before anything large goes out (you can set what "large" means in Settings > Alerts).

### Improvements
- Exports: you can now choose a date range when exporting to CSV, instead of exporting everything.
- Reworked the onboarding screens to make it clearer which banks are supported.

### Known issues
- Transactions from Monzo may take up to 24 hours to appear for some users. *(Fixed in 4.2.2.)*
- Receipt scanning works best with printed receipts; handwritten receipts are not yet supported.

---

## 4.1.0 - 10 February 2025

### New
- Dark mode has arrived. Tallybird now follows your phone's system setting, or you can force light or dark
  in Settings > Appearance.
- **Custom categories.** Create up to 50 categories of your own with an emoji and colour. (Free users can
  create up to 10.)

### Fixes
- Fixed the app occasionally logging you out after an iOS update.
- Fixed the annual spending chart cutting off December in some locales.

---

## 4.0.0 - 13 January 2025

Tallybird 4 is our biggest update yet, rebuilt from the ground up to be faster and easier to use.

### New
- A completely redesigned home screen showing what's left to spend this month at a glance.
- **Tallybird Premium** replaces Tallybird Plus. Existing Plus subscribers have been moved to Premium
  automatically at the same price for the rest of their current billing period.
- Open Banking connections now renew for 90 days at a time, in line with the updated FCA rules, so you
  need to re-confirm access less often.

### Removed
- Support for iOS 15 and Android 8 has ended. Tallybird 3.9.4 will continue to work on those devices but
  will not receive bank connection updates after 31 March 2025.
- The old PDF statement export has been removed; please use CSV export instead.
"""

_FAQ = """# Tallybird Help Centre - Frequently asked questions

Last updated: 4 June 2025

## Getting started

### Which phones can I use Tallybird on?
Tallybird works on iPhone and iPad running iOS 16 or later, and on Android phones and tablets running
Android 9 or later. You can use the same account on as many devices as you like.

### Which banks can I connect?
We support over 40 UK banks and building societies through Open Banking, including Barclays, HSBC,
Lloyds, NatWest, Santander, Nationwide, Monzo, Starling, Chase UK and Kroo, plus American Express and
most major credit cards. You can also add cash accounts and enter transactions by hand.

### Is it safe to connect my bank account?
Yes. Tallybird never sees or stores your online banking login details - you log in on your bank's own
website or app, and your bank gives us read-only access to your transactions. We cannot move money or make
payments. Your data is encrypted in transit and at rest using AES-256 encryption, and Tallybird Ltd is
authorised by the Financial Conduct Authority as an account information service provider.

## Tallybird Premium

### How much does Premium cost?
Tallybird Premium costs £4.99 a month or £39.99 a year. The free version includes one connected bank
account, basic budgets and up to 10 custom categories. Premium adds unlimited bank connections, shared
budgets, receipt scanning, unlimited custom categories and spending forecasts.

### Is there a free trial?
New subscribers get a 14-day free trial of Premium. You won't be charged if you cancel at least 24 hours
before the trial ends.

### How do I cancel my subscription?
Subscriptions are managed by Apple or Google, not by us, so we can't cancel them for you.
- **iPhone or iPad:** open the Settings app, tap your name, then Subscriptions, choose Tallybird and tap Cancel Subscription.
- **Android:** open the Google Play Store, tap your profile picture, then Payments & subscriptions > Subscriptions,
  choose Tallybird and tap Cancel.

You keep Premium features until the end of the period you have already paid for. Deleting the app does not
cancel your subscription.

### Can I get a refund?
Refunds for App Store and Google Play purchases are handled by Apple and Google under their own policies.
You can request one at reportaproblem.apple.com or through your Google Play order history.

## Using Tallybird

### Can I share a budget with my partner?
Yes - with Premium, the shared budgets feature lets you invite up to three other people to a budget. The
people you invite do not need their own Premium subscription, but they do need a free Tallybird account.

### Can I export my data?
Yes. Go to Settings > Your data > Export and choose a date range. Your transactions are exported as a CSV
file, which opens in Excel, Numbers or Google Sheets.

### Does Tallybird work without an internet connection?
You can open the app, view your budgets and add cash transactions while offline. Bank transactions will
sync, and any changes you made will upload, next time you are connected.

### Why are my bank transactions missing or out of date?
Most banks update us several times a day, but some only once overnight. If transactions are more than
a day late, go to Settings > Connected accounts and tap Refresh. If the connection shows as expired, tap
Reconnect and follow the steps in your bank's app.

## Your account

### I forgot my password - how do I reset it?
On the login screen, tap Forgot password and enter your email address. We'll send you a reset link that
is valid for 60 minutes. If you signed up with Apple or Google, use that button to log in instead.

### How do I delete my account?
Go to Settings > Your data > Delete account. Your account is deactivated straight away and permanently
deleted, along with all your data, after 30 days. If you log back in during those 30 days, the deletion is
cancelled. Remember to cancel any subscription separately.

## Contact us

### How do I contact support?
Email support@tallybird.example or use Settings > Help > Message us in the app. Our support team is based
in Leeds and works Monday to Friday, 9am to 5pm. We reply to most messages within two working days, and
usually much sooner.

### I've found a bug. What should I send you?
Please tell us your phone model, the version of Tallybird (shown in Settings > About) and what you were
doing when the problem happened. Screenshots are really helpful. You can also send diagnostic logs from
Settings > Help > Send logs; these never include your transaction details.
"""


def files() -> dict[str, bytes]:
    return {
        "tallybird_release_notes.md": _RELEASE_NOTES.encode("utf-8"),
        "tallybird_support_faq.md": _FAQ.encode("utf-8"),
    }


EXPECT: list[tuple[str, list[str] | None]] = [
    ("does it have dark mode", ["Dark mode has arrived"]),
    ("how much is premium if I pay yearly?", ["£39.99 a year"]),
    ("Is there a free trial", ["14-day free trial"]),
    ("whats the oldest android version that works?", ["Android 9 or later", "Android 9 and later"]),
    (
        "my widget isnt updating on my android phone",
        ["home screen widget not refreshing", "home screen widget may not update"],
    ),
    ("How do I cancel my subscription on my iphone?", ["tap Cancel Subscription"]),
    ("how long before my account is actually deleted", ["permanently deleted"]),
    ("can my wife and I share a budget", ["invite up to three other people"]),
    ("Can I get my transactions into Excel?", ["opens in Excel"]),
    ("how quickly does support usually reply", ["within two working days"]),
    ("Can I use the app offline, like on a plane?", ["while offline"]),
    (
        "my monzo transactions are showing up a day late",
        ["Monzo arriving up to 24 hours late", "Monzo may take up to 24 hours"],
    ),
    ("Is my data encrypted?", ["AES-256"]),
    ("can I scan my reciepts with the app?", ["Take a photo of a paper receipt"]),
    ("my Starling connection keeps expiring after a month, why?", ["after 30 days instead of 90"]),
    ("Is there a web version I can use on my laptop?", None),
    ("Can I pay for Premium with PayPal?", None),
    ("When is Tallybird 5 coming out?", None),
]
