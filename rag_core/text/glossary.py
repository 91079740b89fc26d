"""Analyst vocabulary: abbreviations and metric names expanded into the words filings use.

Questions say "PP&E", "SG&A", "quick ratio" or "top line"; filings say "property, plant and
equipment", "selling, general and administrative", "current assets" and "net sales". The
expansion is added to the full-text query only (and to the dense query when configured), so it
can find more pages but never changes what a quote says.
"""

from __future__ import annotations

import re

GLOSSARY: dict[str, str] = {
    "quick ratio": "current assets current liabilities cash equivalents receivables inventories balance sheet",
    "current ratio": "current assets current liabilities balance sheet",
    "working capital": "current assets current liabilities",
    "gross margin": "gross profit cost of sales net sales revenue",
    "operating margin": "operating income net sales",
    "ebitda": "earnings before interest taxes depreciation amortization adjusted ebitda",
    "ebitdar": "ebitdar rent adjusted property",
    "ebit": "earnings before interest and taxes operating income",
    "ppne": "property plant and equipment",
    "pp&e": "property plant and equipment",
    "capex": "capital expenditures purchases of property plant and equipment",
    "capital expenditure": "capital expenditures purchases of property plant and equipment",
    "sg&a": "selling general and administrative expenses",
    "cogs": "cost of goods sold cost of sales",
    "eps": "earnings per share diluted",
    "free cash flow": "net cash provided by operating activities capital expenditures",
    "fcf": "free cash flow net cash provided by operating activities capital expenditures",
    "effective tax rate": "effective tax rate income tax expense provision for income taxes before income taxes",
    "interest coverage": "interest expense operating income earnings before interest",
    "d&a": "depreciation and amortization",
    "yoy": "year over year compared with prior year",
    "year over year": "compared with prior year increase decrease",
    "cash flow": "operating activities investing activities financing activities cash flows",
    "dividend payout": "dividends declared net income",
    "return on equity": "net income shareholders equity",
    "roe": "return on equity net income shareholders equity",
    "roa": "return on assets net income total assets",
    "debt to equity": "total debt long-term debt shareholders equity",
    "leverage": "total debt long-term debt net debt",
    "top line": "revenue net sales total revenues",
    "topline": "revenue net sales total revenues",
    "bottom line": "net income net earnings",
    "revenue": "revenues net sales",
    "inventory turnover": "cost of sales inventories",
    "legal battles": "legal proceedings litigation contingencies lawsuits",
    "litigation": "legal proceedings litigation contingencies lawsuits",
    "acquisitions": "acquired acquisition business combinations",
    "spin off": "separation spin-off distribution",
    "spin-off": "separation spin-off distribution",
    "buyback": "share repurchase repurchased shares",
    "stock repurchases": "share repurchase repurchased shares repurchase program",
    "wages": "compensation salaries payroll",
    "headcount": "employees",
    "jnj": "johnson johnson",
}

_PATTERNS = [
    (re.compile(r"(?<![\w&])" + re.escape(term) + r"(?![\w&])", re.IGNORECASE), words)
    for term, words in GLOSSARY.items()
]


def expand(question: str) -> str:
    """The glossary words for terms the question uses ("" when none)."""
    found = []
    for pattern, words in _PATTERNS:
        if pattern.search(question):
            found.append(words)
    return " ".join(dict.fromkeys(" ".join(found).split()))
