"""Regenerate the sample documents in data/samples/ (fictional, written for Verbatim).

Run with the dev extras installed: ``.venv/bin/python scripts/make_samples.py``. The output is
committed, so the app and a fresh clone never need fpdf2. The two PDFs deliberately disagree on one
number (the size of the truck fleet) so the conflict panel has something to show.
"""

from __future__ import annotations

from datetime import datetime, timezone
from pathlib import Path

from fpdf import FPDF

OUT = Path(__file__).resolve().parents[1] / "data" / "samples"

HANDBOOK = [
    (
        "Northwind Logistics - Employee Handbook",
        [
            "Welcome to Northwind Logistics. This handbook describes who we are, how we work and "
            "what we expect from each other. It applies to every employee, in every depot.",
            "Northwind Logistics was founded in 1998 in Rotterdam by the brothers Pieter and Joost "
            "van Aalst. The company started with three trucks and a single warehouse near the port.",
            "Northwind's core values are safety, reliability and transparency.",
            "Safety means that no delivery is ever worth an injury. Reliability means that we keep "
            "the promises we make to customers about time and condition. Transparency means that we "
            "share bad news early, with customers and with each other.",
            "Northwind Logistics employs 1,240 people across 14 depots in the Netherlands, Belgium, "
            "Germany and Poland.",
            "Northwind operates a fleet of 312 trucks.",
        ],
    ),
    (
        "Definitions",
        [
            "A consignment note is the transport document that accompanies every shipment and "
            "records the sender, the receiver and the goods carried.",
            "Cross-docking means unloading goods from an inbound truck and loading them directly "
            "onto outbound trucks, with little or no storage in between.",
            "The Fleet Safety Programme refers to the quarterly cycle of vehicle inspections and "
            "driver training that every Northwind driver takes part in.",
            "A depot manager is the person responsible for the daily operation of one depot, "
            "including its staff, its vehicles and its safety record.",
            "Proof of delivery is the signed or photographed confirmation that a consignment reached its receiver.",
        ],
    ),
    (
        "Working at Northwind",
        [
            "Standard working hours are 37.5 hours per week.",
            "Full-time employees receive 27 days of paid annual leave per year.",
            "New employees complete a two-week induction before they work unsupervised. The "
            "induction covers the core values, the safety rules of the depot and the systems used "
            "for planning and proof of delivery.",
            "Planners assign each consignment to a route in the evening before departure. Routes "
            "take account of delivery windows, the loading sequence and the rest times of drivers, "
            "and depot managers review the plan before trucks leave.",
            "Concerns about safety or conduct can be raised with a depot manager or, anonymously, "
            "through the Speak Up line. Northwind does not tolerate retaliation against anyone who "
            "raises a concern in good faith.",
        ],
    ),
]

ANNUAL_REPORT = [
    (
        "Northwind Logistics - Annual Report 2023",
        [
            "This annual report covers the financial year from 1 January 2023 to 31 December 2023.",
            "Prepared by the Board of Northwind Logistics B.V., Rotterdam.",
        ],
    ),
    (
        "Highlights of 2023",
        [
            "Revenue for 2023 was EUR 182.4 million, an increase of 10.6% on the previous year.",
            "Revenue for 2022 was EUR 164.9 million.",
            "The operating margin for 2023 was 7.9%.",
            "At year end the fleet comprised 298 trucks, of which 41 were electric.",
            "Northwind opened its 14th depot in Gdansk in March 2023.",
            "The Board proposes a dividend of EUR 0.42 per share for 2023.",
        ],
    ),
    (
        "Strategy and outlook",
        [
            "Growth in 2023 came mainly from cross-border e-commerce volumes between Germany and "
            "Poland, where the new depot shortened average transit times.",
            "The Board expects fuel and wage costs to remain the main pressures on the margin. "
            "Investments in electric trucks continue, subject to the availability of charging "
            "capacity at the depots.",
            "Customer satisfaction, measured by the annual survey, rose from 78% to 83%.",
        ],
    ),
    (
        "Risks",
        [
            "The principal risks are the loss of a large customer, a serious road accident, "
            "disruption of IT systems and shortages of qualified drivers.",
            "Northwind manages the risk of road accidents through the Fleet Safety Programme and "
            "through telematics that monitor speed and harsh braking.",
        ],
    ),
]

SAFETY_POLICY = """# Northwind Logistics - Road Safety Policy

Version 3, approved by the Board on 12 February 2024.

## Purpose

This policy sets out the rules that keep Northwind drivers, customers and other road users safe.
It applies to every vehicle operated by or for Northwind Logistics.

## Definitions

A near miss is an unplanned event that did not cause injury or damage but could have done so.

A reportable incident is any collision, injury or spillage that involves a Northwind vehicle.

## Rules

Drivers must take a break of at least 45 minutes after 4.5 hours of driving.

Mobile phones may only be used hands-free, and never to read or write messages while driving.

Every reportable incident must be reported to the depot manager within 24 hours.

Every near miss should be reported through the Speak Up line, so that others can learn from it.

## Training

Every driver completes the Fleet Safety Programme each quarter. The programme combines a vehicle
inspection, a refresher on the rules above and a review of the depot's near misses.
"""


class _Doc(FPDF):
    def __init__(self, title: str) -> None:
        super().__init__(format="A4")
        self.doc_title = title
        self.set_auto_page_break(auto=True, margin=20)
        self.set_creation_date(datetime(2024, 3, 1, 9, 0, tzinfo=timezone.utc))
        self.set_title(title)
        self.set_author("Northwind Logistics (fictional sample)")

    def footer(self) -> None:
        self.set_y(-15)
        self.set_font("Helvetica", size=8)
        self.cell(0, 10, f"{self.doc_title} - page {self.page_no()}", align="C")


def _write(path: Path, title: str, sections: list[tuple[str, list[str]]], labels: bool) -> None:
    pdf = _Doc(title)
    for number, (heading, paragraphs) in enumerate(sections):
        pdf.add_page()
        if labels:
            # Cover page labelled "i", the report body numbered from 1.
            if number == 0:
                pdf.set_page_label(label_style="r", label_start=1)
            elif number == 1:
                pdf.set_page_label(label_style="D", label_start=1)
        pdf.set_font("Helvetica", style="B", size=16)
        pdf.multi_cell(0, 9, heading)
        pdf.ln(4)
        pdf.set_font("Helvetica", size=11)
        for paragraph in paragraphs:
            pdf.multi_cell(0, 6, paragraph)
            pdf.ln(3)
    pdf.output(str(path))


def main() -> None:
    """Write the three sample documents."""
    OUT.mkdir(parents=True, exist_ok=True)
    _write(OUT / "northwind_handbook.pdf", "Northwind Logistics Employee Handbook", HANDBOOK, labels=False)
    _write(
        OUT / "northwind_annual_report_2023.pdf", "Northwind Logistics Annual Report 2023", ANNUAL_REPORT, labels=True
    )
    (OUT / "northwind_safety_policy.md").write_text(SAFETY_POLICY, encoding="utf-8")


if __name__ == "__main__":
    main()
