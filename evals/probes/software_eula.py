"""Library: a desktop software EULA web page plus a release/support policy."""

PROVENANCE = (
    "Imitates a small software vendor's End User Licence Agreement web page "
    "and its product release and support lifecycle policy (Markdown); all "
    "content, names and figures invented"
)

EULA_HTML = """<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>End User Licence Agreement | Quillstack Desktop | Northgrove Software</title>
<link rel="stylesheet" href="/assets/css/site.min.css">
<script>window.dataLayer = window.dataLayer || [];</script>
</head>
<body class="legal-page">
<div class="cookie-banner" role="dialog">
  <p>We use cookies to improve your experience. <a href="/cookies">Manage
  preferences</a> <button>Accept all</button> <button>Reject</button></p>
</div>
<header class="site-header">
  <a class="logo" href="/">Northgrove Software</a>
  <nav aria-label="Main">
    <ul>
      <li><a href="/quillstack">Quillstack Desktop</a></li>
      <li><a href="/pricing">Pricing</a></li>
      <li><a href="/download">Download</a></li>
      <li><a href="/support">Support</a></li>
      <li><a href="/blog">Blog</a></li>
      <li><a href="/account/login">Sign in</a></li>
    </ul>
  </nav>
</header>
<nav class="breadcrumb"><a href="/">Home</a> &rsaquo; <a href="/legal">Legal</a>
&rsaquo; EULA</nav>
<main>
<article>
<h1>Quillstack Desktop &ndash; End User Licence Agreement</h1>
<p class="meta">Version 4.2 &middot; Last updated: 3 March 2025</p>

<p><strong>Please read this agreement carefully before installing or using
Quillstack Desktop (the &ldquo;Software&rdquo;).</strong> This End User
Licence Agreement (&ldquo;EULA&rdquo;) is a legal agreement between you and
Northgrove Software Ltd, a company registered in England and Wales with
company number 09876543 (&ldquo;we&rdquo;, &ldquo;us&rdquo;). By clicking
&ldquo;I accept&rdquo; or by installing the Software you agree to these
terms. If you do not agree, do not install the Software.</p>

<h2>1. Grant of licence</h2>
<p>1.1 Subject to you paying the applicable fee, we grant you a
non-exclusive, non-transferable licence to install and use the Software for
your own personal or internal business purposes.</p>
<p>1.2 Each licence allows you to install and activate the Software on up
to three (3) devices that are owned or controlled by the same individual
user. The Software may only be in use on one device at a time. If you need
to move the Software to a new device, you can deactivate an old device from
your online account.</p>
<p>1.3 Business licences are issued per named user. A licence may not be
shared between two or more people.</p>

<h2>2. Restrictions</h2>
<p>Except as expressly permitted by law, you must not:</p>
<ul>
  <li>copy the Software, except for one backup copy;</li>
  <li>reverse engineer, decompile or disassemble the Software, or attempt
  to discover its source code;</li>
  <li>remove or alter any copyright notice or licence key check;</li>
  <li>use the Software to provide a hosted or bureau service to third
  parties.</li>
</ul>
<p>You may not sell, rent, lend or sublicense the Software or your licence
key to anyone else.</p>

<h2>3. Term and type of licence</h2>
<p>3.1 <em>Perpetual licence.</em> If you buy a one-off licence, you receive
a perpetual licence to use the major version you purchased (for example,
version 6.x). The licence does not expire, but it does not include future
major versions.</p>
<p>3.2 <em>Subscription licence.</em> If you subscribe monthly or annually,
your licence lasts for the subscription period and renews automatically
until you cancel. When a subscription ends, the Software switches to
read-only mode: you can open and export your documents but not edit
them.</p>
<p>3.3 <em>Trial.</em> A free 14-day trial is available. Documents created
during the trial are saved with a &ldquo;Trial&rdquo; watermark.</p>

<h2>4. Activation and internet connection</h2>
<p>The Software must be activated online when first installed. After that
it can be used offline, but it must connect to our licence server at least
every 45 days to confirm that the licence is still valid. If it cannot do
so, editing will be disabled until a connection is made.</p>

<h2>5. Updates and upgrades</h2>
<p>5.1 Minor updates and patches within your licensed major version (for
example, from 6.1 to 6.2) are provided free of charge.</p>
<p>5.2 Major upgrades (for example, from version 6 to version 7) are
included in subscription licences. Perpetual licence holders may buy an
upgrade at a reduced price.</p>
<p>5.3 By default the Software downloads and installs security updates
automatically. You can switch off automatic feature updates in
<em>Settings &gt; Updates</em>, but not security updates.</p>

<h2>6. Refunds</h2>
<p>If you are not satisfied with the Software you can request a full refund
within 21 days of your first purchase by contacting our support team. After
21 days, perpetual licence fees are non-refundable. Subscriptions can be
cancelled at any time; cancellation takes effect at the end of the current
billing period and we do not refund part-periods. This does not affect your
statutory rights as a consumer.</p>

<h2>7. Termination</h2>
<p>7.1 This licence will terminate automatically, without notice, if you
breach any of its terms. On termination you must stop using the Software
and delete all copies of it.</p>
<p>7.2 We may also terminate a subscription licence with 30 days&rsquo;
notice if we discontinue the Software, in which case we will refund any
fees paid for the unused part of the subscription.</p>

<h2>8. Limitation of liability</h2>
<p>8.1 Nothing in this EULA limits our liability for death or personal
injury caused by our negligence, or for fraud.</p>
<p>8.2 Subject to 8.1, our total liability to you under or in connection
with this EULA shall not exceed the greater of (a) the fees you paid for
the Software in the 12 months before the claim arose, and (b) &pound;100.</p>
<p>8.3 We are not liable for any loss of data, loss of profits or indirect
loss. You are responsible for keeping backups of your documents.</p>

<h2>9. Governing law</h2>
<p>This EULA and any dispute arising from it are governed by the law of
England and Wales, and the courts of England and Wales have exclusive
jurisdiction. If you are a consumer living in Scotland or Northern Ireland
you may also bring proceedings in your local courts.</p>

<h2>10. Contact</h2>
<p>Northgrove Software Ltd, Unit 7, Riverside Works, Otley Road, Leeds
LS6 4QJ. Email: <a href="mailto:legal@northgrove.example">legal@northgrove.example</a></p>
</article>
<aside class="related">
  <h3>Related documents</h3>
  <ul>
    <li><a href="/legal/release-policy">Release and support policy</a></li>
    <li><a href="/legal/cookies">Cookie notice</a></li>
    <li><a href="/legal/accessibility">Accessibility statement</a></li>
  </ul>
</aside>
</main>
<footer class="site-footer">
  <p>&copy; 2025 Northgrove Software Ltd. All rights reserved. Quillstack is
  a trade mark of Northgrove Software Ltd.</p>
  <ul>
    <li><a href="/legal">Legal</a></li>
    <li><a href="/careers">Careers</a></li>
    <li><a href="/contact">Contact</a></li>
    <li><a href="/sitemap">Sitemap</a></li>
  </ul>
</footer>
<script src="/assets/js/site.min.js" defer></script>
</body>
</html>
"""

POLICY_MD = """# Quillstack Desktop - Release and Support Policy

_Last reviewed: January 2025. This policy forms part of the Quillstack
Desktop EULA._

## How we release new versions

- **Major versions** (e.g. 6.0, 7.0) are released once a year, usually in
  October.
- **Minor versions** (e.g. 6.1, 6.2) are released every three months and may
  include new features and improvements.
- **Patch releases** (e.g. 6.1.3) are released as needed to fix bugs and
  security issues.

Release notes for every version are published on the Northgrove blog on the
day of release.

## How long each version is supported

Each major version receives full support, including bug fixes and new minor
releases, for **24 months** after its release date. After that, it receives
security fixes only for a further **12 months**, and then reaches end of
life.

| Version | Released        | Full support ends | End of life      |
|---------|-----------------|-------------------|------------------|
| 5.x     | 14 October 2022 | 14 October 2024   | 31 October 2025  |
| 6.x     | 9 October 2023  | 9 October 2025    | 9 October 2026   |
| 7.x     | 7 October 2024  | 7 October 2026    | 7 October 2027   |

> Note: version 5.x end of life was extended by two weeks to allow
> customers extra time to upgrade.

## Supported operating systems

- Windows 10 (version 22H2) and Windows 11
- macOS 13 Ventura or later (Apple silicon and Intel)
- Ubuntu 22.04 LTS and 24.04 LTS (64-bit only)

We stop supporting an operating system when its vendor ends security
updates for it.

## Getting help

1. Search the knowledge base at help.northgrove.example.
2. Email support@northgrove.example. We aim to reply within
   **2 business days**.
3. Business plan customers get priority support with a response target of
   **4 business hours** (09:00-17:30 UK time, Monday to Friday).

Support is provided in English only.
"""


def files() -> dict[str, bytes]:
    return {
        "quillstack-eula.html": EULA_HTML.encode("utf-8"),
        "release-and-support-policy.md": POLICY_MD.encode("utf-8"),
    }


EXPECT = [
    ("how many computers can i install it on", ["three (3) devices"]),
    ("can I get a refund if i don't like it?", ["within 21 days"]),
    (
        "is the licence forever or do i need to renew it",
        ["does not expire", "receive a perpetual licence"],
    ),
    ("what's the most they're liable for if something goes wrong", ["£100"]),
    ("which country's law applies to the agreement", ["law of England and Wales"]),
    ("are updates free", ["free of charge"]),
    ("can I sell my licence to someone else?", ["may not sell, rent"]),
    ("what happens if I break the licence terms", ["terminate automatically"]),
    ("how long is each major version supported", ["24 months"]),
    ("does it run on windows 10", ["Windows 10 (version 22H2)"]),
    ("when does version 5 reach end of life", ["31 October 2025"]),
    ("how fast does support reply to emails", ["2 business days"]),
    ("am i allowed to decompile the software", ["decompile"]),
    ("how often do they bring out a new major version", ["once a year"]),
    ("does it need to be online all the time", ["every 45 days"]),
    ("how much does a licence cost", None),
    ("is there a student discount", None),
    ("how big is the download", None),
]
