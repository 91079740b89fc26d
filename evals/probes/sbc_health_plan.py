"""Library: a US health plan Summary of Benefits and Coverage (SBC) as a landscape PDF."""

PROVENANCE = (
    "Imitates the standard US 'Summary of Benefits and Coverage' form issued by "
    "health insurers under the ACA (important questions table, common medical "
    "events table, excluded services, coverage examples); all content invented"
)

PLAN = "Cedar Ridge Health Plans: Silver Choice PPO 3500"

IMPORTANT_QUESTIONS = [
    (
        "What is the overall deductible?",
        "$3,500 individual / $7,000 family",
        "$7,000 individual / $14,000 family",
        (
            "Generally, you must pay all of the costs from providers up to the deductible "
            "amount before this plan begins to pay. If you have other family members on "
            "the plan, each family member must meet their own individual deductible until "
            "the total amount of deductible expenses paid by all family members meets the "
            "overall family deductible."
        ),
    ),
    (
        "Are there services covered before you meet your deductible?",
        "Yes",
        "No",
        (
            "This plan covers some items and services even if you haven't yet met the "
            "deductible amount. But a copayment or coinsurance may apply. For example, this "
            "plan covers certain preventive services without cost sharing and before you "
            "meet your deductible. In-network primary care visits, urgent care visits and "
            "Tier 1 generic drugs are also covered before you meet your deductible."
        ),
    ),
    (
        "Are there other deductibles for specific services?",
        "Yes. $250 for prescription drugs",
        "Yes. $500 for prescription drugs",
        (
            "You must pay all of the costs for these services up to the specific "
            "deductible amount before this plan begins to pay for these services. The "
            "prescription drug deductible does not apply to Tier 1 generic drugs."
        ),
    ),
    (
        "What is the out-of-pocket limit for this plan?",
        "$8,000 individual / $16,000 family",
        "$16,000 individual / $32,000 family",
        (
            "The out-of-pocket limit is the most you could pay in a year for covered "
            "services. If you have other family members in this plan, they have to meet "
            "their own out-of-pocket limits until the overall family out-of-pocket limit "
            "has been met."
        ),
    ),
    (
        "What is not included in the out-of-pocket limit?",
        "See note below",
        "See note below",
        (
            "Premiums, balance-billed charges, penalties for failure to obtain "
            "preauthorization, and health care this plan doesn't cover. Even though you "
            "pay these expenses, they don't count toward the out-of-pocket limit."
        ),
    ),
    (
        "Will you pay less if you use a network provider?",
        "Yes",
        "-",
        (
            "See www.cedarridgehealth.example/findadoctor or call 1-800-555-0142 for a "
            "list of network providers. You will pay the most if you use an out-of-network "
            "provider, and you might receive a bill from a provider for the difference "
            "between the provider's charge and what your plan pays (balance billing). Be "
            "aware your network provider might use an out-of-network provider for some "
            "services (such as lab work). Check with your provider before you get services."
        ),
    ),
    (
        "Do you need a referral to see a specialist?",
        "No",
        "No",
        "You can see the specialist you choose without a referral.",
    ),
]

# (event heading, [(service, in-network, out-of-network, note or "")])
EVENTS = [
    (
        "If you visit a health care provider's office or clinic",
        [
            (
                "Primary care visit to treat an injury or illness",
                "$30 copay/visit",
                "50% coinsurance",
                "Deductible does not apply to in-network primary care visits.",
            ),
            ("Specialist visit", "$70 copay/visit", "50% coinsurance", ""),
            (
                "Preventive care/screening/immunization",
                "No charge",
                "50% coinsurance",
                (
                    "You may have to pay for services that aren't preventive. Ask your "
                    "provider if the services needed are preventive. Then check what your "
                    "plan will pay for."
                ),
            ),
        ],
    ),
    (
        "If you have a test",
        [
            (
                "Diagnostic test (x-ray, blood work)",
                "30% coinsurance",
                "50% coinsurance",
                "",
            ),
            (
                "Imaging (CT/PET scans, MRIs)",
                "30% coinsurance",
                "50% coinsurance",
                (
                    "Preauthorization is required. If you don't get preauthorization, "
                    "benefits will be reduced by $500 per service."
                ),
            ),
        ],
    ),
    (
        (
            "If you need drugs to treat your illness or condition. More information about "
            "prescription drug coverage is available at www.cedarridgehealth.example/rx"
        ),
        [
            (
                "Tier 1 - Generic drugs",
                "$15 copay/prescription",
                "50% coinsurance",
                (
                    "Covers up to a 30-day supply (retail prescription). Mail order: $30 "
                    "copay for up to a 90-day supply. Prescription drug deductible does not "
                    "apply."
                ),
            ),
            (
                "Tier 2 - Preferred brand drugs",
                "$50 copay/prescription",
                "50% coinsurance",
                "Subject to the prescription drug deductible.",
            ),
            (
                "Tier 3 - Non-preferred brand drugs",
                "$100 copay/prescription",
                "50% coinsurance",
                "Subject to the prescription drug deductible. Step therapy may apply.",
            ),
            (
                "Tier 4 - Specialty drugs",
                "40% coinsurance up to $500",
                "Not covered",
                (
                    "Must be filled through the Cedar Ridge specialty pharmacy network. "
                    "Preauthorization required. Limited to a 30-day supply."
                ),
            ),
        ],
    ),
    (
        "If you have outpatient surgery",
        [
            (
                "Facility fee (e.g., ambulatory surgery center)",
                "30% coinsurance",
                "50% coinsurance",
                "",
            ),
            ("Physician/surgeon fees", "30% coinsurance", "50% coinsurance", ""),
        ],
    ),
    (
        "If you need immediate medical attention",
        [
            (
                "Emergency room care",
                "$400 copay/visit",
                "$400 copay/visit",
                "Copay is waived if you are admitted to the hospital.",
            ),
            (
                "Emergency medical transportation",
                "30% coinsurance",
                "30% coinsurance",
                "",
            ),
            ("Urgent care", "$75 copay/visit", "50% coinsurance", ""),
        ],
    ),
    (
        "If you have a hospital stay",
        [
            (
                "Facility fee (e.g., hospital room)",
                "30% coinsurance",
                "50% coinsurance",
                "Preauthorization required for non-emergency admissions.",
            ),
            ("Physician/surgeon fees", "30% coinsurance", "50% coinsurance", ""),
        ],
    ),
    (
        "If you need mental health, behavioral health, or substance abuse services",
        [
            ("Outpatient services", "$35 copay/visit", "50% coinsurance", ""),
            (
                "Inpatient services",
                "30% coinsurance",
                "50% coinsurance",
                "Preauthorization required for non-emergency admissions.",
            ),
        ],
    ),
    (
        "If you are pregnant",
        [
            (
                "Office visits",
                "No charge",
                "50% coinsurance",
                (
                    "Cost sharing does not apply for preventive services. Depending on the "
                    "type of services, a copayment, coinsurance, or deductible may apply."
                ),
            ),
            (
                "Childbirth/delivery professional services",
                "30% coinsurance",
                "50% coinsurance",
                "",
            ),
            (
                "Childbirth/delivery facility services",
                "30% coinsurance",
                "50% coinsurance",
                "",
            ),
        ],
    ),
    (
        "If you need help recovering or have other special health needs",
        [
            (
                "Home health care",
                "30% coinsurance",
                "50% coinsurance",
                "Limited to 60 visits per calendar year.",
            ),
            (
                "Rehabilitation services",
                "$40 copay/visit",
                "50% coinsurance",
                ("Physical, occupational and speech therapy: combined limit of 30 visits per calendar year."),
            ),
            (
                "Skilled nursing care",
                "30% coinsurance",
                "50% coinsurance",
                "Limited to 100 days per calendar year. Preauthorization required.",
            ),
            ("Durable medical equipment", "30% coinsurance", "50% coinsurance", ""),
            ("Hospice services", "No charge", "50% coinsurance", ""),
        ],
    ),
    (
        "If your child needs dental or eye care",
        [
            (
                "Children's eye exam",
                "No charge",
                "Not covered",
                "Limited to 1 exam per year.",
            ),
            (
                "Children's glasses",
                "No charge",
                "Not covered",
                "Limited to 1 pair of glasses per year.",
            ),
            ("Children's dental check-up", "Not covered", "Not covered", ""),
        ],
    ),
]

EXCLUDED = [
    "Acupuncture",
    "Cosmetic surgery",
    "Dental care (Adult)",
    "Hearing aids",
    "Long-term care",
    "Non-emergency care when traveling outside the U.S.",
    "Routine foot care",
    "Weight loss programs",
]

OTHER_COVERED = [
    "Bariatric surgery (preauthorization required)",
    "Chiropractic care (limited to 20 visits per calendar year)",
    "Infertility treatment (diagnosis only)",
    "Private-duty nursing",
    "Routine eye care (Adult) - 1 exam per year",
]


def _build_pdf() -> bytes:
    from fpdf import FPDF

    class SBC(FPDF):
        def header(self):
            self.set_font("Helvetica", "", 7)
            self.set_text_color(90, 90, 90)
            self.cell(
                0,
                4,
                "Summary of Benefits and Coverage: What this Plan Covers & What You Pay for Covered Services",
                new_x="LMARGIN",
                new_y="NEXT",
            )
            self.cell(
                0,
                4,
                PLAN + "    Coverage Period: 01/01/2025 - 12/31/2025",
                new_x="LMARGIN",
                new_y="NEXT",
            )
            self.set_text_color(0, 0, 0)
            self.ln(2)

        def footer(self):
            self.set_y(-12)
            self.set_font("Helvetica", "", 7)
            self.cell(
                0,
                4,
                "SBC ID: CRH-SCP3500-2025    * For more information about limitations "
                "and exceptions, see the plan or policy document at "
                "www.cedarridgehealth.example/sbc",
            )
            self.cell(0, 4, f"Page {self.page_no()} of {{nb}}", align="R")

    pdf = SBC(orientation="L", unit="mm", format="Letter")
    pdf.set_auto_page_break(True, margin=16)
    pdf.set_margins(12, 10, 12)
    pdf.add_page()
    usable = pdf.w - pdf.l_margin - pdf.r_margin

    def row(cells, widths, style="", size=8, fill=False, h=5.5):
        pdf.set_font("Helvetica", style, size)
        for text, w in zip(cells, widths):
            if pdf.get_string_width(text) > w - 2 * pdf.c_margin:
                raise ValueError(f"cell text too wide: {text!r}")
            pdf.cell(w, h, text, border=1, fill=fill)
        pdf.ln(h)

    def note(text, indent=6, size=7.5):
        pdf.set_font("Helvetica", "I", size)
        pdf.set_x(pdf.l_margin + indent)
        pdf.multi_cell(usable - indent, 3.8, text, new_x="LMARGIN", new_y="NEXT")

    def para(text, size=8.5, style="", h=4.2):
        pdf.set_font("Helvetica", style, size)
        pdf.multi_cell(usable, h, text, new_x="LMARGIN", new_y="NEXT")

    pdf.set_font("Helvetica", "B", 14)
    pdf.cell(0, 8, PLAN, new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 9)
    pdf.cell(
        0,
        5,
        "Coverage for: Individual + Family  |  Plan Type: PPO  |  Group No. 40-77182",
        new_x="LMARGIN",
        new_y="NEXT",
    )
    pdf.ln(2)
    para(
        "The Summary of Benefits and Coverage (SBC) document will help you choose a "
        "health plan. The SBC shows you how you and the plan would share the cost for "
        "covered health care services. NOTE: Information about the cost of this plan "
        "(called the premium) will be provided separately. This is only a summary. For "
        "more information about your coverage, or to get a copy of the complete terms "
        "of coverage, visit www.cedarridgehealth.example/sbc or call 1-800-555-0142. "
        "For general definitions of common terms, such as allowed amount, balance "
        "billing, coinsurance, copayment, deductible, provider, or other underlined "
        "terms, see the Glossary at www.cedarridgehealth.example/glossary."
    )
    pdf.ln(3)

    pdf.set_font("Helvetica", "B", 11)
    pdf.cell(0, 7, "Important Questions", new_x="LMARGIN", new_y="NEXT")
    widths = [105, 77, usable - 182]
    pdf.set_fill_color(220, 230, 241)
    row(
        ["Important Question", "In-Network Answer", "Out-of-Network Answer"],
        widths,
        "B",
        fill=True,
    )
    for q, a_in, a_out, why in IMPORTANT_QUESTIONS:
        row([q, a_in, a_out], widths)
        note("Why This Matters: " + why)
        pdf.ln(1)

    pdf.add_page()
    pdf.set_font("Helvetica", "B", 11)
    pdf.cell(0, 7, "Common Medical Events: What You Will Pay", new_x="LMARGIN", new_y="NEXT")
    para(
        "All copayment and coinsurance costs shown in this chart are after your "
        "deductible has been met, if a deductible applies. Limitations, exceptions and "
        "other important information are shown in italics under each service.",
        size=7.5,
    )
    pdf.ln(1)
    widths = [115, 72, usable - 187]
    row(
        ["Services You May Need", "In-Network Provider", "Out-of-Network Provider"],
        widths,
        "B",
        fill=True,
    )
    row(
        ["", "(You will pay the least)", "(You will pay the most)"],
        widths,
        "I",
        7,
        fill=True,
        h=4.5,
    )
    for event, services in EVENTS:
        pdf.set_fill_color(235, 235, 235)
        pdf.set_font("Helvetica", "B", 8)
        pdf.multi_cell(usable, 5, event, border=1, fill=True, new_x="LMARGIN", new_y="NEXT")
        for service, n_in, n_out, lim in services:
            row([service, n_in, n_out], widths)
            if lim:
                note(lim)
    pdf.set_fill_color(220, 230, 241)

    pdf.add_page()
    pdf.set_font("Helvetica", "B", 11)
    pdf.cell(
        0,
        7,
        "Excluded Services & Other Covered Services:",
        new_x="LMARGIN",
        new_y="NEXT",
    )
    para(
        "Services Your Plan Generally Does NOT Cover (Check your policy or plan "
        "document for more information and a list of any other excluded services.)",
        style="B",
    )
    for item in EXCLUDED:
        para("  - " + item)
    pdf.ln(2)
    para(
        "Other Covered Services (Limitations may apply to these services. This isn't "
        "a complete list. Please see your plan document.)",
        style="B",
    )
    for item in OTHER_COVERED:
        para("  - " + item)
    pdf.ln(3)
    para("Your Rights to Continue Coverage:", style="B")
    para(
        "There are agencies that can help if you want to continue your coverage after "
        "it ends. The contact information for those agencies is: the Department of "
        "Labor's Employee Benefits Security Administration at 1-866-444-3272 or "
        "www.dol.gov/ebsa/healthreform. Other coverage options may be available to "
        "you too, including buying individual insurance coverage through the Health "
        "Insurance Marketplace."
    )
    pdf.ln(2)
    para("Your Grievance and Appeals Rights:", style="B")
    para(
        "There are agencies that can help if you have a complaint against your plan "
        "for a denial of a claim. This complaint is called a grievance or appeal. For "
        "more information about your rights, look at the explanation of benefits you "
        "will receive for that medical claim. Your plan documents also provide complete "
        "information on how to submit a claim, appeal, or a grievance for any reason to "
        "your plan. For more information about your rights, this notice, or "
        "assistance, contact Cedar Ridge Member Services at 1-800-555-0142."
    )
    pdf.ln(2)
    para("Does this plan provide Minimum Essential Coverage? Yes.", style="B")
    para("Does this plan meet the Minimum Value Standards? Yes.", style="B")
    pdf.ln(2)
    para(
        "Language Access Services: Para obtener asistencia en Espanol, llame al "
        "1-800-555-0142. To see examples of how this plan might cover costs for a "
        "sample medical situation, see the next section.",
        size=7.5,
    )

    pdf.add_page()
    pdf.set_font("Helvetica", "B", 11)
    pdf.cell(0, 7, "About these Coverage Examples:", new_x="LMARGIN", new_y="NEXT")
    para(
        "This is not a cost estimator. Treatments shown are just examples of how this "
        "plan might cover medical care. Your actual costs will be different depending "
        "on the actual care you receive, the prices your providers charge, and many "
        "other factors. Focus on the cost sharing amounts (deductibles, copayments and "
        "coinsurance) and excluded services under the plan. Use this information to "
        "compare the portion of costs you might pay under different health plans. "
        "Please note these coverage examples are based on self-only coverage.",
        size=8,
    )
    pdf.ln(2)
    widths = [usable / 4] * 4
    row(
        [
            "",
            "Peg is Having a Baby",
            "Managing Joe's Type 2 Diabetes",
            "Mia's Simple Fracture",
        ],
        widths,
        "B",
        fill=True,
    )
    example_rows = [
        ["The plan's overall deductible", "$3,500", "$3,500", "$3,500"],
        ["Specialist copayment", "$70", "$70", "$70"],
        ["Hospital (facility) coinsurance", "30%", "30%", "30%"],
        ["Other coinsurance", "30%", "30%", "30%"],
        ["Total Example Cost", "$12,700", "$5,600", "$2,800"],
        ["In this example, the patient would pay:", "", "", ""],
        ["Deductibles", "$3,500", "$1,100", "$2,100"],
        ["Copayments", "$10", "$900", "$300"],
        ["Coinsurance", "$2,200", "$0", "$100"],
        ["What isn't covered: Limits or exclusions", "$60", "$20", "$0"],
        ["The total the patient would pay is", "$5,770", "$2,020", "$2,500"],
    ]
    for r in example_rows:
        style = "B" if r[0].startswith(("Total", "The total")) else ""
        row(r, widths, style)
    pdf.ln(2)
    para(
        "Peg: 9 months of in-network pre-natal care and a hospital delivery. Joe: a "
        "year of routine in-network care of a well-controlled condition. Mia: "
        "in-network emergency room visit and follow up care.",
        size=7.5,
    )
    return bytes(pdf.output())


def files() -> dict[str, bytes]:
    return {"CedarRidge_SilverChoicePPO3500_SBC_2025.pdf": _build_pdf()}


EXPECT = [
    (
        "whats the deductible if i stay in network?",
        ["$3,500 individual / $7,000 family"],
    ),
    ("out of pocket max for in-network?", ["$8,000 individual / $16,000 family"]),
    ("how much do I pay to see my primary care doctor", ["$30 copay/visit"]),
    ("specialist copay?", ["$70 copay/visit"]),
    ("Do I need a referral to see a specialist?", ["without a referral"]),
    ("how much does an ER visit cost me", ["$400 copay/visit"]),
    (
        "if i go to the emergency room and get admitted do i still pay the ER copay?",
        ["waived if you are admitted"],
    ),
    ("how much are generic drugs", ["$15 copay/prescription"]),
    (
        "What do I pay for tier 3 non preferred brand drugs?",
        ["$100 copay/prescription"],
    ),
    ("specialty drug cost share", ["40% coinsurance up to $500"]),
    (
        "is there a separate deductible for prescriptions?",
        ["$250 for prescription drugs"],
    ),
    (
        "what happens if i dont get preauthorization for an MRI",
        ["reduced by $500", "benefits will be reduced by $500"],
    ),
    ("urgent care copay", ["$75 copay/visit"]),
    ("does the plan cover a chiropractor", ["limited to 20 visits"]),
    ("is adult dental covered?", ["Dental care (Adult)"]),
    ("how much is the monthly premium for family coverage?", None),
    ("is there a copay for telehealth / virtual visits?", None),
    ("how many days do i have to file an appeal after a claim is denied", None),
]
