"""SaaS developer documentation (Markdown) + pricing page (HTML)."""

PROVENANCE = (
    "Imitates a SaaS invoicing platform's developer API reference page in Markdown and "
    "its public pricing web page; all content invented"
)

_MD = """# Tallyfox API reference (v2)

Welcome to the Tallyfox API. The API is organised around REST, accepts JSON request bodies, and
returns JSON responses. All requests must be made over HTTPS to `https://api.tallyfox.example/v2`.

> **API version:** the current version is `2025-09-01`. Pin a version by sending the
> `Tallyfox-Version` header; if you do not, your account's default version is used.

## Authentication

Tallyfox uses API keys to authenticate requests. You can view and manage your keys in
**Dashboard > Developers > API keys**.

- **Live keys** start with `tfx_live_` and act on real data.
- **Test keys** start with `tfx_test_` and only touch sandbox data; test mode is free on every plan.

Send your secret key in the Authorization header of every request:

```
curl https://api.tallyfox.example/v2/invoices \\
  -H "Authorization: Bearer tfx_live_4eC39HqLyjWDarjtT1zdp7dc"
```

Keep secret keys on your server. Never put them in mobile apps or browser code. If a key is exposed,
roll it from the dashboard; the old key can be kept active for up to 24 hours while you deploy the
new one.

### OAuth for partner apps

If you are building an app that other Tallyfox users connect to, use OAuth 2.0 (authorization code
flow with PKCE) instead of API keys. Access tokens expire after 60 minutes. Refresh tokens expire
after 180 days, or immediately if the user disconnects your app.

## Rate limits

Rate limits are applied per account (not per key) and depend on your plan:

| Plan | Sustained rate limit | Burst allowance | Concurrent requests |
|------|----------------------|-----------------|---------------------|
| Starter | 60 requests/min | 10 | 2 |
| Growth | 300 requests/min | 50 | 10 |
| Scale | 1,200 requests/min | 200 | 50 |
| Enterprise | Custom (from 3,000 requests/min) | Custom | Custom |

The bulk export endpoint (`POST /v2/exports`) is limited to 10 requests per hour on every plan.

Every response includes `X-RateLimit-Limit`, `X-RateLimit-Remaining` and `X-RateLimit-Reset`
headers. When you exceed the limit we return `429 Too Many Requests` with a `Retry-After` header
giving the number of seconds to wait. Note that rate limits are separate from the monthly number of
API calls included in your plan (see the pricing page).

## Pagination

All list endpoints (for example `GET /v2/invoices` and `GET /v2/customers`) use cursor-based
pagination. Use the `limit` parameter to set the page size: the default is 25 and the maximum is 100.
Each response contains `has_more` and `next_cursor`; pass `next_cursor` as the `starting_after`
parameter to fetch the next page.

```
GET /v2/invoices?limit=100&starting_after=inv_01HZX3K9
```

Export files created with `POST /v2/exports` are not paginated; they can contain up to 500,000 rows.

## Idempotency

`POST` requests accept an `Idempotency-Key` header (any unique string up to 255 characters). If you
retry a request with the same key within 24 hours, we return the original response instead of
creating a duplicate.

## Errors

Tallyfox uses conventional HTTP status codes. Error responses have a JSON body with `error.type`,
`error.code` and a human-readable `error.message`.

| HTTP status | error.code | Meaning |
|-------------|------------|---------|
| 400 | `invalid_request` | The request was malformed, for example invalid JSON or a missing required parameter. |
| 401 | `unauthenticated` | No API key was provided, or the key is invalid or has been rolled. |
| 403 | `forbidden` | The key is valid but does not have permission for this resource (for example a restricted key). |
| 404 | `not_found` | The requested resource does not exist or belongs to another account. |
| 409 | `idempotency_conflict` | A request with the same Idempotency-Key is still being processed, or was sent with different parameters. |
| 422 | `validation_failed` | The request was well-formed but a field failed validation (see `error.fields`). |
| 429 | `rate_limited` | Too many requests; wait for the number of seconds in `Retry-After`. |
| 500 | `internal_error` | Something went wrong on our side. Retry with exponential backoff. |
| 503 | `maintenance` | The API is temporarily unavailable for scheduled maintenance. |

## Webhooks

Webhooks notify your server about events such as `invoice.paid` or `customer.deleted`. Register
endpoints in **Dashboard > Developers > Webhooks**. The number of webhook endpoints you can register
depends on your plan.

Each delivery is a `POST` with a JSON body and a `Tallyfox-Signature` header containing an
HMAC-SHA256 signature of the payload, made with your endpoint's signing secret. Always verify the
signature and reject events with a timestamp older than 5 minutes.

Your endpoint must return a 2xx status code within 10 seconds; otherwise the delivery is treated as
failed. We retry failed deliveries up to 7 times with exponential backoff: after 1 minute, 5 minutes,
30 minutes, 2 hours, 8 hours, 24 hours and 36 hours (about 3 days in total). If every attempt
fails, the event is marked as failed and you can resend it manually from the dashboard. Endpoints
that fail continuously for 5 days are disabled automatically and the account owner is emailed.

Events may occasionally be delivered more than once, and are not guaranteed to arrive in order. Use
the event `id` to de-duplicate.

## Data retention

| Data | How long we keep it |
|------|---------------------|
| API request logs (shown in the dashboard) | 30 days |
| Webhook event payloads (available via `GET /v2/events`) | 14 days |
| Deleted invoices and customers (recoverable from Trash) | 60 days |
| Export files (download links) | 48 hours |
| Account data after the account is closed | 90 days, then permanently deleted |

## SDKs

Official client libraries:

| Language | Package | Latest version | Minimum runtime | Status |
|----------|---------|----------------|-----------------|--------|
| Python | `tallyfox` | 4.2.1 | Python 3.9+ | Supported |
| Node.js | `@tallyfox/node` | 3.8.0 | Node.js 18+ | Supported |
| Ruby | `tallyfox-ruby` | 2.5.3 | Ruby 3.1+ | Supported |
| Go | `github.com/tallyfox/tallyfox-go` | v1.14.0 | Go 1.21+ | Supported |
| PHP | `tallyfox/tallyfox-php` | 1.9.7 | PHP 8.1+ | Deprecated - end of support 31 March 2026 |

Install the Python SDK with `pip install tallyfox`. Each SDK release supports the API version that
was current when it was published; upgrading the SDK may change the default API version.

## Support

Developer questions: developers@tallyfox.example. Status page: https://status.tallyfox.example
"""

_HTML = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Pricing - Tallyfox</title>
<meta name="description" content="Simple pricing for invoicing and payments APIs.">
</head>
<body>
<nav class="top"><a href="/">Tallyfox</a> <a href="/product">Product</a> <a href="/docs">Docs</a>
<a href="/pricing" class="active">Pricing</a> <a href="/login">Log in</a> <a href="/signup">Sign up</a></nav>
<section class="hero">
<h1>Pricing that grows with you</h1>
<p>Start free, upgrade when you need more. All prices are in US dollars and exclude sales tax/VAT.</p>
</section>
<section class="plans">
<div class="plan">
  <h2>Starter</h2>
  <p class="price">$0 <span>/month</span></p>
  <ul>
    <li>10,000 API calls per month</li>
    <li>1 webhook endpoint</li>
    <li>Community support</li>
  </ul>
</div>
<div class="plan">
  <h2>Growth</h2>
  <p class="price">$49 <span>/month</span></p>
  <p class="annual">or $490/year billed annually</p>
  <ul>
    <li>250,000 API calls per month</li>
    <li>10 webhook endpoints</li>
    <li>Email support (next business day)</li>
  </ul>
</div>
<div class="plan">
  <h2>Scale</h2>
  <p class="price">$299 <span>/month</span></p>
  <p class="annual">or $2,990/year billed annually</p>
  <ul>
    <li>2,000,000 API calls per month</li>
    <li>Unlimited webhook endpoints</li>
    <li>99.9% uptime SLA</li>
    <li>Priority support (4-hour response)</li>
  </ul>
</div>
<div class="plan">
  <h2>Enterprise</h2>
  <p class="price">Custom</p>
  <ul>
    <li>Custom API call volume</li>
    <li>99.95% uptime SLA</li>
    <li>Dedicated account manager</li>
    <li>SSO and audit logs</li>
  </ul>
</div>
</section>

<section class="compare">
<h2>Compare plans</h2>
<table>
<thead><tr><th>Feature</th><th>Starter</th><th>Growth</th><th>Scale</th><th>Enterprise</th></tr></thead>
<tbody>
<tr><td>Monthly price</td><td>$0</td><td>$49</td><td>$299</td><td>Custom</td></tr>
<tr><td>API calls included per month</td><td>10,000</td><td>250,000</td><td>2,000,000</td><td>Custom</td></tr>
<tr><td>Overage price</td><td>Not available (hard limit)</td><td>$0.40 per 1,000 calls</td><td>$0.25 per 1,000 calls</td><td>Negotiated</td></tr>
<tr><td>Webhook endpoints</td><td>1</td><td>10</td><td>Unlimited</td><td>Unlimited</td></tr>
<tr><td>Team members</td><td>2</td><td>10</td><td>50</td><td>Unlimited</td></tr>
<tr><td>Uptime SLA</td><td>-</td><td>-</td><td>99.9%</td><td>99.95%</td></tr>
</tbody>
</table>
</section>

<section class="faq">
<h2>Frequently asked questions</h2>
<h3>What counts as an API call?</h3>
<p>Every request to the live API counts as one call, including requests that return an error.
Requests made with test keys are free and do not count towards your allowance.</p>
<h3>What happens if I go over my monthly API calls?</h3>
<p>On Growth and Scale, extra calls are billed as overage at the end of the month at the rate shown
above. Starter has a hard limit: calls beyond the included 10,000 are rejected with a 429 error until
your allowance resets at the start of the next calendar month.</p>
<h3>Can I pay annually?</h3>
<p>Yes. Paying annually gets you 2 months free on Growth and Scale.</p>
<h3>Can I change plans at any time?</h3>
<p>Upgrades take effect immediately and are charged pro rata. Downgrades take effect at the end of
your current billing period.</p>
<h3>Is there a free trial of paid plans?</h3>
<p>You can use every feature in test mode for free, with no time limit. Paid features in live mode
require a paid plan.</p>
</section>
<footer><p>&copy; 2026 Tallyfox Inc. | Terms | Privacy | Status</p></footer>
</body>
</html>
"""


def files():
    return {
        "tallyfox_api_reference.md": _MD.encode("utf-8"),
        "tallyfox_pricing.html": _HTML.encode("utf-8"),
    }


EXPECT = [
    ("whats the rate limit on the growth plan", ["300 requests/min"]),
    ("how many API calls do I get a month on Scale?", ["2,000,000"]),
    ("overage cost on growth", ["$0.40 per 1,000"]),
    ("max page size for list endpoints?", ["maximum is 100"]),
    ("what does a 409 error mean", ["idempotency_conflict", "Idempotency-Key is still being processed"]),
    ("how many times do you retry a webhook", ["up to 7 times"]),
    ("webhook timeout?", ["10 seconds"]),
    ("how long do you keep request logs", ["30 days"]),
    ("how long until an export download link expires", ["48 hours"]),
    ("latest python sdk version", ["4.2.1"]),
    ("when is the php sdk end of life", ["31 March 2026"]),
    ("how do I authenticate my requests", ["Authorization: Bearer", "Authorization header"]),
    ("how long does an oauth access token last?", ["60 minutes"]),
    ("what happens if i go over 10k calls on the free plan", ["hard limit"]),
    ("growth plan price if I pay yearly", ["$490"]),
    ("Is there a GraphQL API?", None),
    ("which region is my data stored in, EU or US?", None),
    ("do you have a discount for nonprofits", None),
]
