"""Library: a government-style guidance leaflet on making a small claim in the county court (PDF)."""

PROVENANCE = (
    "Imitates a court service guidance leaflet 'Making a small claim in the County Court' "
    "(claim limits, issue and hearing fee tables, time limits, mediation, default judgment, "
    "enforcement); all content, figures and form numbers invented"
)


_INTRO = [
    ("h", "About this leaflet"),
    (
        "p",
        "This leaflet is for people who want to make a claim for money in the County Court without using a "
        "solicitor. It explains the small claims track, how much it costs to start a claim, what happens after "
        "you have made your claim and what you can do if you win but are not paid. It is guidance only and is not "
        "a full statement of the law. Court staff can explain the procedure but cannot give you legal advice.",
    ),
    ("h", "What is the small claims track?"),
    (
        "p",
        "The small claims track is the simplest way for the court to deal with lower value disputes, such as "
        "faulty goods, unpaid invoices, poor workmanship or a deposit that has not been returned. Hearings are "
        "informal and you do not need a lawyer.",
    ),
    (
        "p",
        "Most claims for £10,000 or less are allocated to the small claims track. There are lower limits for "
        "some types of claim: for personal injury claims the limit for the injury part of the claim is £2,000, "
        "and for claims by tenants against landlords for repairs (housing disrepair) the limit is £1,250. Claims "
        "above these limits will normally be dealt with on the fast track or the multi-track, where different "
        "rules and higher costs apply.",
    ),
    ("h", "Before you make a claim"),
    (
        "p",
        "You should write to the person or business you are claiming against (the defendant) setting out what "
        "you want and why, and give them a reasonable time to reply, usually at least 14 days. The court expects "
        "both sides to try to settle the dispute before a claim is made, and may take into account any failure "
        "to do so.",
    ),
    (
        "p",
        "You must usually make your claim within 6 years of the date the problem happened, for example the "
        "date the invoice should have been paid or the date the contract was broken. For personal injury "
        "claims the time limit is normally 3 years from the date of the injury. If you are out of time the "
        "defendant can ask the court to dismiss your claim.",
    ),
]

_FEES_INTRO = (
    "The fee to issue your claim depends on the amount you are claiming, including any interest you "
    "are claiming up to the date the claim is issued. It is cheaper to issue your claim online using "
    "Money Claim Online than to send a paper claim form (form N1) to the County Court Money Claims "
    "Centre. The fees below apply from 1 April 2025."
)

_ISSUE_FEES = [
    ("Amount you are claiming", "Online fee", "Paper fee"),
    ("Up to £300", "£32", "£38"),
    ("£300.01 to £500", "£47", "£52"),
    ("£500.01 to £1,000", "£66", "£74"),
    ("£1,000.01 to £1,500", "£81", "£93"),
    ("£1,500.01 to £3,000", "£108", "£121"),
    ("£3,000.01 to £5,000", "£189", "£212"),
    ("£5,000.01 to £10,000", "£440", "£465"),
    ("£10,000.01 to £200,000", "5% of the claim", "5% of the claim"),
]

_HEARING_FEES = [
    ("Amount you are claiming", "Hearing fee"),
    ("Up to £300", "£27"),
    ("£300.01 to £500", "£59"),
    ("£500.01 to £1,000", "£85"),
    ("£1,000.01 to £1,500", "£115"),
    ("£1,500.01 to £3,000", "£170"),
    ("Over £3,000", "£346"),
]

_AFTER = [
    ("h", "Help with fees"),
    (
        "p",
        "If you have a low income or receive certain benefits you may not have to pay some or all of the "
        "court fee. You will not usually get help if you and your partner have £4,250 or more in savings and "
        "investments. Apply for help with fees before you pay, using form EX160.",
    ),
    ("h", "What happens after you make your claim"),
    (
        "p",
        "The court sends the claim to the defendant. The claim is treated as served on the fifth day after it "
        "is issued. The defendant then has 14 days from service to pay, admit the claim, or file a defence. If "
        "they need more time to prepare a defence they can file an acknowledgment of service, which gives them "
        "28 days from service in total.",
    ),
    ("h", "If the defendant does not respond"),
    (
        "p",
        "If the defendant does not reply within the time allowed, you can ask the court to enter judgment in "
        "default. This means the court makes an order that the defendant must pay you, without a hearing. You "
        "can request judgment in default online through Money Claim Online or on form N225, and there is no fee "
        "for making this request. You can ask for the money to be paid immediately or by instalments.",
    ),
    ("h", "Mediation"),
    (
        "p",
        "If the defendant files a defence, both of you will be asked to fill in a directions questionnaire and "
        "will usually be referred to the Small Claims Mediation Service. The Small Claims Mediation Service is "
        "free of charge. A trained mediator speaks to each of you separately by telephone to see whether an "
        "agreement can be reached. Mediation appointments last up to 1 hour. Anything said in mediation is "
        "confidential and cannot be used at a hearing if the case does not settle. If you reach an agreement it "
        "is legally binding.",
    ),
    ("h", "The hearing"),
    (
        "p",
        "If the claim does not settle, a judge will decide it at a hearing. The hearing fee must be paid by the "
        "claimant by the date shown on the notice from the court, usually 28 days before the hearing. If the fee "
        "is not paid on time, the claim will be struck out. Hearing fees are shown in the table above.",
    ),
    (
        "p",
        "Small claims hearings are usually held at the County Court hearing centre nearest to the defendant's "
        "address if the defendant is an individual. Many hearings now take place by video or telephone. You "
        "should send the court and the other side copies of all the documents you intend to rely on at least "
        "14 days before the hearing, unless the court orders otherwise.",
    ),
    ("h", "Costs you can claim back"),
    (
        "p",
        "If you win, the judge can order the other side to pay your court fees. In the small claims track you "
        "cannot normally recover the cost of a solicitor or barrister. You may be able to claim loss of earnings "
        "for attending the hearing of up to £95 per day for each party or witness, reasonable travel expenses, "
        "and up to £750 for each expert's fees.",
    ),
    (
        "p",
        "You can also claim interest on the money you are owed. If you do not have a contract that sets an "
        "interest rate, you can usually claim simple interest at 8% a year.",
    ),
    ("h", "Appeals"),
    (
        "p",
        "If you think the judge made a legal mistake, you may be able to appeal. You need to ask for permission "
        "to appeal, and you must file your appeal notice (form N164) within 21 days of the date of the decision.",
    ),
    ("h", "If you win but are not paid"),
    (
        "p",
        "The court does not collect the money for you. If the defendant does not pay what the judgment says, "
        "you can ask the court to enforce the judgment. You will have to pay a further fee, which is usually "
        "added to the amount the defendant owes you. The main methods of enforcement are set out below.",
    ),
]

_ENFORCEMENT = [
    ("Method", "What it does", "Fee"),
    ("Warrant of control", "County Court enforcement agents visit the defendant and may take goods to sell", "£92"),
    ("Attachment of earnings order", "Money is taken from the defendant's wages by their employer", "£127"),
    (
        "Third party debt order",
        "Money is frozen and taken from the defendant's bank or building society account",
        "£131",
    ),
    ("Order to obtain information", "The defendant must attend court and answer questions about their finances", "£61"),
    ("Charging order", "Secures the debt against property or land the defendant owns", "£143"),
]

_END = [
    (
        "p",
        "If the judgment is for more than £600 you can ask for it to be transferred to the High Court for "
        "enforcement by a High Court enforcement officer. Judgments for less than £600 can only be enforced in "
        "the County Court.",
    ),
    ("h", "More information"),
    (
        "p",
        "You can find the forms mentioned in this leaflet, and make a claim online, on the court service website. "
        "For free independent advice, contact Citizens Advice or a law centre.",
    ),
]


def files() -> dict[str, bytes]:
    from fpdf import FPDF

    class Leaflet(FPDF):
        def multi_cell(self, *a, **k):
            k.setdefault("new_x", "LMARGIN")
            k.setdefault("new_y", "NEXT")
            return super().multi_cell(*a, **k)

        def header(self):
            self.set_font("helvetica", "B", 9)
            self.set_text_color(60, 60, 60)
            self.cell(0, 6, "HM Courts Service  |  EX350 Making a small claim in the County Court", align="L")
            self.ln(10)
            self.set_text_color(0, 0, 0)

        def footer(self):
            self.set_y(-14)
            self.set_font("helvetica", "", 8)
            self.cell(0, 8, f"EX350 (04.25)    Page {self.page_no()}", align="C")

    pdf = Leaflet(format="A4")
    pdf.set_margins(18, 16, 18)
    pdf.set_auto_page_break(True, margin=20)
    pdf.add_page()
    pdf.set_font("helvetica", "B", 20)
    pdf.multi_cell(0, 10, "Making a small claim in the County Court")
    pdf.set_font("helvetica", "", 12)
    pdf.multi_cell(
        0, 7, "A guide for people making or defending a claim for money of up to £10,000 in England and Wales"
    )
    pdf.ln(4)

    def write_blocks(blocks):
        for kind, text in blocks:
            if kind == "h":
                pdf.ln(2)
                pdf.set_font("helvetica", "B", 13)
                pdf.multi_cell(0, 7, text)
                pdf.ln(1)
            else:
                pdf.set_font("helvetica", "", 10.5)
                pdf.multi_cell(0, 5.5, text)
                pdf.ln(2)

    def table(rows, widths):
        pdf.set_font("helvetica", "", 10)
        with pdf.table(col_widths=widths, text_align="LEFT", line_height=6) as t:
            for i, r in enumerate(rows):
                row = t.row()
                for c in r:
                    row.cell(c)
        pdf.ln(3)

    write_blocks(_INTRO)
    write_blocks([("h", "How much does it cost to make a claim?"), ("p", _FEES_INTRO)])
    pdf.set_font("helvetica", "B", 11)
    pdf.multi_cell(0, 6, "Table 1: Court fees to issue a money claim")
    table(_ISSUE_FEES, (60, 40, 40))
    write_blocks(
        [
            (
                "p",
                "If the defendant defends the claim and it goes to a hearing, the claimant must also pay "
                "a hearing fee. The hearing fee is the same whether you issued your claim online or on "
                "paper.",
            )
        ]
    )
    pdf.set_font("helvetica", "B", 11)
    pdf.multi_cell(0, 6, "Table 2: Small claims hearing fees")
    table(_HEARING_FEES, (70, 40))
    write_blocks(_AFTER)
    pdf.set_font("helvetica", "B", 11)
    pdf.multi_cell(0, 6, "Table 3: Enforcement methods and fees")
    table(_ENFORCEMENT, (45, 100, 25))
    write_blocks(_END)
    return {"EX350-making-a-small-claim.pdf": bytes(pdf.output())}


EXPECT = [
    ("I'm claiming £450 from my old landlord, how much is the court fee if I do it online?", ["£47"]),
    ("fee to issue a £2,000 claim on paper", ["£121"]),
    ("what's the maximum I can claim on the small claims track", ["£10,000 or less"]),
    ("whats the small claims limit for a personal injury claim", ["£2,000"]),
    ("How much is the hearing fee for an £800 claim?", ["£85"]),
    ("how long does the defendant have to respond to my claim?", ["14 days from service"]),
    ("They never replied to the claim. What can I do now?", ["judgment in default"]),
    ("do I have to pay for mediation", ["free of charge"]),
    ("how long is a mediation apointment", ["up to 1 hour"]),
    ("Is there a time limit for claiming an unpaid invoice?", ["6 years"]),
    ("how much does a warrant of control cost", ["£92"]),
    ("can i claim for the day off work to go to the hearing?", ["£95 per day"]),
    ("how long have I got to appeal the judges decision", ["21 days"]),
    ("what's the savings limit for help with court fees", ["£4,250"]),
    ("How long does it usually take to get a hearing date once the claim is defended?", None),
    ("is there a fee for making a counterclaim against the claimant?", None),
    ("Can my company be represented at the hearing by one of our employees?", None),
]
