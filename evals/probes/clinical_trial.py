"""Clinical trial participant information sheet (PDF)."""

PROVENANCE = (
    "Imitates an NHS-style participant information sheet for a phase 2 asthma drug trial (PDF); "
    "all content invented, including the drug, the study, people and phone numbers."
)


def _pis_pdf() -> bytes:
    from fpdf import FPDF

    class PDF(FPDF):
        def header(self):
            self.set_font("helvetica", "", 7.5)
            self.cell(
                0,
                5,
                "BREATHE-2 Participant Information Sheet  |  Version 3.1, 12 February 2025  |  IRAS ID 331874",
                align="R",
            )
            self.ln(8)

        def footer(self):
            self.set_y(-13)
            self.set_font("helvetica", "", 7.5)
            self.cell(0, 5, f"Page {self.page_no()}", align="C")

    pdf = PDF(format="A4")
    pdf.set_auto_page_break(True, margin=20)
    pdf.set_margins(18, 12, 18)
    pdf.add_page()

    def para(text, size=10, style="", h=5.2):
        pdf.set_font("helvetica", style, size)
        pdf.multi_cell(0, h, text, new_x="LMARGIN", new_y="NEXT")

    def head(text):
        pdf.ln(3)
        para(text, 12, "B", 6.5)
        pdf.ln(1)

    def bullet(text):
        pdf.set_font("helvetica", "", 10)
        pdf.cell(6, 5.2, "-")
        pdf.multi_cell(0, 5.2, text, new_x="LMARGIN", new_y="NEXT")

    def row(cells, widths, bold=False, size=8.5):
        pdf.set_font("helvetica", "B" if bold else "", size)
        for text, w in zip(cells, widths):
            assert pdf.get_string_width(text) <= w - 2, text
            pdf.cell(w, 6.5, text, border=1)
        pdf.ln(6.5)

    para("Halvern University Hospitals NHS Foundation Trust", 10, "B")
    para("Respiratory Research Unit, Level 2, Ashgrove Wing, Halvern General Hospital", 9)
    pdf.ln(4)
    para("PARTICIPANT INFORMATION SHEET", 15, "B", 8)
    para("The BREATHE-2 Study", 13, "B", 7)
    para(
        "A randomised, double-blind, placebo-controlled study of inhaled ZL-4471 added to usual "
        "treatment in adults with moderate asthma",
        10,
        "I",
    )
    pdf.ln(3)
    para(
        "We would like to invite you to take part in a research study. Before you decide, it is "
        "important that you understand why the research is being done and what it would involve for "
        "you. Please take time to read this information carefully and talk to others about it if you "
        "wish. Ask us if anything is not clear."
    )

    head("1. What is the purpose of the study?")
    para(
        "Many people with asthma still have symptoms even when they use their inhalers correctly. "
        "ZL-4471 is a new inhaled medicine that is designed to calm inflammation in the airways in a "
        "different way from steroid inhalers. It has been tested in 64 healthy volunteers but has not "
        "yet been licensed for use. This study will find out whether adding ZL-4471 to your usual "
        "inhalers reduces asthma attacks and improves breathing over 24 weeks, and how safe it is."
    )

    head("2. Will I definitely get the new medicine?")
    para(
        "No. A computer will decide by chance which group you are in. You have a 2 in 3 chance of "
        "receiving ZL-4471 and a 1 in 3 chance of receiving a placebo (a dummy inhaler that looks the "
        "same but contains no active medicine). Neither you nor the study team will know which one you "
        "have until the study is over, but this can be found out quickly in an emergency. You will carry "
        "on using all your usual asthma medicines throughout."
    )

    head("3. What will happen to me if I take part?")
    para(
        "You will be in the study for about 30 weeks. There are 7 clinic visits to the Respiratory "
        "Research Unit and 2 telephone calls, as shown below. You will use the study inhaler twice a "
        "day and record your symptoms in a phone app every evening."
    )
    pdf.ln(2)
    w = [34, 18, 26, 96]
    row(["Visit", "Week", "How long", "What happens"], w, bold=True)
    row(["1 Screening", "Week -2", "about 3 hours", "Consent, medical history, bloods, ECG, breathing tests"], w)
    row(["2 Start", "Week 0", "2.5 hours", "First dose in clinic, breathing tests, app set-up"], w)
    row(["3", "Week 2", "1 hour", "Breathing tests, check for side effects"], w)
    row(["Phone call", "Week 4", "15 minutes", "Side effects and medicines check"], w)
    row(["4", "Week 8", "1.5 hours", "Bloods, breathing tests, new inhalers issued"], w)
    row(["5", "Week 12", "2 hours", "Bloods, ECG, breathing tests, questionnaires"], w)
    row(["Phone call", "Week 18", "15 minutes", "Side effects and medicines check"], w)
    row(["6 End of treatment", "Week 24", "3.5 hours", "Bloods, ECG, breathing tests, return inhalers"], w)
    row(["7 Follow-up", "Week 28", "45 minutes", "Final safety check"], w)
    pdf.ln(2)
    para(
        "Before visits 1, 5 and 6 you must not eat or drink anything except water for 8 hours, as "
        "we will take fasting blood samples. At each blood test we take no more than 20ml of blood "
        "(about 4 teaspoons)."
    )

    head("4. Expenses and payments")
    para(
        "You will receive £40 for each completed clinic visit, and a further £150 when you complete "
        "the follow-up visit at week 28. The telephone calls are not paid. Payments are made by bank "
        "transfer within 30 days and may be taxable."
    )
    pdf.ln(1)
    para(
        "We will also refund your reasonable travel costs. Public transport fares are refunded up to "
        "£30 per visit on production of tickets or receipts. If you drive, we pay 45p per mile and "
        "give you a free parking permit for the hospital multi-storey car park on visit days."
    )

    head("5. What are the possible side effects?")
    para(
        "All medicines can cause side effects. Based on the studies done so far, the side effects "
        "of ZL-4471 and how often they happened are shown below. There may be side effects that we do "
        "not yet know about."
    )
    pdf.ln(2)
    w = [30, 50, 94]
    row(["How often", "Frequency", "Side effect"], w, bold=True)
    row(["Very common", "more than 1 in 10 people", "Headache, sore throat"], w)
    row(["Common", "up to 1 in 10 people", "Hoarse voice, oral thrush (a mouth infection)"], w)
    row(["Uncommon", "up to 1 in 100 people", "Fast heartbeat (palpitations), shaky hands"], w)
    row(["Rare", "up to 1 in 1,000 people", "Serious allergic reaction"], w)
    pdf.ln(2)
    para(
        "Rinsing your mouth with water after each dose lowers the chance of oral thrush. Blood tests "
        "may cause brief discomfort and bruising. If you have any side effects, tell the research team "
        "straight away. If you have difficulty breathing or swelling of the face, call 999."
    )

    head("6. Pregnancy and contraception")
    para(
        "We do not know whether ZL-4471 could harm an unborn baby. Women who could become pregnant "
        "must use a highly effective method of contraception during the study and for 30 days after "
        "your last dose of study medicine. Men taking part do not need to use contraception."
    )

    head("7. What if I want to stop?")
    para(
        "Taking part is voluntary. You are free to withdraw from the study at any time, without giving "
        "a reason, and this will not affect the standard of care you receive. If you stop taking the "
        "study inhaler early we will ask you to come to one final safety visit. Information collected "
        "up to the point you withdraw will be kept and used in the results. If you wish, any blood "
        "samples that have not yet been analysed will be destroyed."
    )

    head("8. What happens to my information?")
    para(
        "Halvern University Hospitals NHS Foundation Trust is the sponsor and is responsible for "
        "looking after your information. Your name and contact details will be kept by the research "
        "unit for 12 months after the study ends so that we can send you a summary of the results, and "
        "then destroyed. The coded study data and your signed consent form will be kept securely for "
        "25 years after the end of the study, as required for medicines research. Coded data may be "
        "shared with the company that makes ZL-4471, Zelmont Therapeutics, but it will not include your "
        "name or address."
    )

    head("9. Contacts")
    bullet(
        "Research nurse: Sarah Pemberton, 01632 960 418 (Monday to Friday, 9am to 5pm), breathe2@halvern.nhs.example"
    )
    bullet("24-hour study emergency line (for urgent medical problems only): 07700 900 662")
    bullet("Chief investigator: Dr Anil Mehta, Consultant Respiratory Physician")
    bullet("Patient Advice and Liaison Service (PALS), for independent advice or to make a complaint: 01632 960 200")
    pdf.ln(4)
    para(
        "This study has been reviewed and given a favourable opinion by the Wessex North Research "
        "Ethics Committee (ref 25/WN/0042). Thank you for reading this information sheet.",
        9,
    )
    return bytes(pdf.output())


def files() -> dict[str, bytes]:
    return {"BREATHE-2_participant_information_sheet_v3.1.pdf": _pis_pdf()}


EXPECT = [
    ("how long is the first screening visit", ["about 3 hours"]),
    ("how long does the week 12 visit take?", ["2 hours"]),
    ("how much do i get paid per visit", ["£40 for each completed clinic visit"]),
    ("is there a bonus for finishing the whole study", ["£150"]),
    ("will they pay my bus fare", ["up to £30 per visit"]),
    ("mileage rate if I drive", ["45p per mile"]),
    ("whats the chance I get the placebo", ["1 in 3 chance"]),
    ("how common is oral thrush with this drug", ["up to 1 in 10 people"]),
    ("can i drop out halfway through", ["free to withdraw from the study at any time"]),
    ("nurse phone number", ["01632 960 418"]),
    ("who do i call at night if i feel ill from the inhaler", ["07700 900 662"]),
    ("how long will you keep my data", ["25 years", "12 months after the study ends"]),
    ("how long after the last dose do I need contraception", ["30 days"]),
    ("do I need to fast before any of the visits", ["8 hours"]),
    ("will I be able to keep getting ZL-4471 after the study ends", None),
    ("can I take part if I smoke", None),
    ("how many people are taking part in the trial", None),
]
