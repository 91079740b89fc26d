"""Probe library: medicine patient information leaflet (PDF) plus pharmacy opening hours page (HTML)."""

from fpdf import FPDF

PROVENANCE = (
    "Imitates a UK antihistamine tablet patient information leaflet (PDF) and a local pharmacy's "
    "opening-hours web page (HTML); medicine, ingredient, company and pharmacy are all invented"
)

LEAFLET = [
    ("small", "Package leaflet: Information for the user"),
    ("title", "Pollenex 10 mg film-coated tablets"),
    ("sub", "fexolastine hydrochloride"),
    (
        "p",
        "Read all of this leaflet carefully before you start taking this medicine because it contains "
        "important information for you. Always take this medicine exactly as described in this leaflet or as "
        "your doctor or pharmacist has told you. Keep this leaflet, as you may need to read it again. Ask your "
        "pharmacist if you need more information or advice. You must talk to a doctor if you do not feel "
        "better or if you feel worse after 14 days.",
    ),
    (
        "p",
        "What is in this leaflet: 1. What Pollenex is and what it is used for. 2. What you need to know before "
        "you take Pollenex. 3. How to take Pollenex. 4. Possible side effects. 5. How to store Pollenex. "
        "6. Contents of the pack and other information.",
    ),
    ("h", "1. What Pollenex is and what it is used for"),
    (
        "p",
        "Pollenex contains the active substance fexolastine hydrochloride, which belongs to a group of "
        "medicines called antihistamines. Antihistamines reduce the effects of histamine, a substance the body "
        "releases during an allergic reaction.",
    ),
    (
        "p",
        "Pollenex is used to relieve the symptoms of seasonal allergic rhinitis (hay fever) and year-round "
        "allergies such as allergy to house dust mites or pet hair. These symptoms include sneezing, a runny or "
        "itchy nose, and itchy, red or watery eyes. Pollenex is also used to relieve itching and the number of "
        "weals in chronic hives (urticaria) that have no known cause.",
    ),
    ("h", "2. What you need to know before you take Pollenex"),
    ("b", "Do not take Pollenex:"),
    (
        "li",
        "if you are allergic to fexolastine hydrochloride or any of the other ingredients of this medicine "
        "(listed in section 6);",
    ),
    ("li", "if you have severe kidney disease and are receiving dialysis."),
    ("b", "Warnings and precautions"),
    (
        "p",
        "Talk to your doctor or pharmacist before taking Pollenex if you have kidney or liver problems, if you "
        "have epilepsy or have ever had a fit, or if you have difficulty passing urine (for example because of "
        "an enlarged prostate). If you are due to have an allergy skin test, stop taking Pollenex 3 days before "
        "the test, as it can affect the results.",
    ),
    ("b", "Other medicines and Pollenex"),
    (
        "p",
        "Tell your doctor or pharmacist if you are taking, have recently taken or might take any other "
        "medicines, in particular other antihistamines, medicines that make you sleepy (such as sleeping tablets "
        "or medicines for anxiety), and certain antifungal medicines taken by mouth.",
    ),
    ("b", "Pollenex with food, drink and alcohol"),
    (
        "p",
        "Pollenex can be taken with or without food. Swallow the tablet with a glass of water. Avoid drinking "
        "alcohol while you are taking Pollenex, as it may make drowsiness worse. Grapefruit juice may reduce "
        "the effect of this medicine, so it is best not to drink it within 4 hours of taking a tablet.",
    ),
    ("b", "Pregnancy and breast-feeding"),
    (
        "p",
        "If you are pregnant or breast-feeding, think you may be pregnant or are planning to have a baby, ask "
        "your doctor or pharmacist for advice before taking this medicine. As a precaution, it is preferable to "
        "avoid the use of Pollenex during pregnancy.",
    ),
    ("b", "Driving and using machines"),
    (
        "p",
        "Most people are not affected, but some people feel sleepy or dizzy after taking Pollenex. If you are "
        "affected, do not drive, cycle or use tools or machines until you know how this medicine affects you.",
    ),
    ("b", "Pollenex contains lactose"),
    (
        "p",
        "Each tablet contains 68 mg of lactose monohydrate. If you have been told by your doctor that you have "
        "an intolerance to some sugars, contact your doctor before taking this medicine.",
    ),
    ("h", "3. How to take Pollenex"),
    (
        "p",
        "Always take this medicine exactly as described in this leaflet or as your doctor or pharmacist has "
        "told you. Check with your doctor or pharmacist if you are not sure.",
    ),
    ("b", "Adults and children aged 12 years and over"),
    ("p", "The recommended dose is one tablet (10 mg) once a day. Do not take more than one tablet in 24 hours."),
    ("b", "Children aged 6 to 11 years"),
    (
        "p",
        "The recommended dose is half a tablet (5 mg) once a day. The tablet can be divided into equal halves "
        "along the score line. Keep the other half in the blister and use it for the next dose.",
    ),
    ("b", "Children under 6 years"),
    (
        "p",
        "Pollenex tablets are not recommended for children under 6 years of age, because the right dose cannot "
        "be given with a tablet. Ask your pharmacist about a liquid medicine that is suitable for young children.",
    ),
    ("b", "Older people"),
    ("p", "There is no need to change the dose for older people whose kidneys work normally."),
    ("b", "Patients with kidney or liver problems"),
    (
        "p",
        "If you have moderate or severe kidney problems, take one tablet every other day (every 48 hours). "
        "Children with kidney problems should only take Pollenex on the advice of a doctor, who will decide "
        "the dose. If you only have liver problems, you can take the usual dose.",
    ),
    ("b", "If you take more Pollenex than you should"),
    (
        "p",
        "If you (or someone else) take too many tablets, contact your doctor or the nearest hospital emergency "
        "department straight away. Take this leaflet and any remaining tablets with you. Signs of an overdose "
        "may include severe drowsiness, restlessness, confusion and a rapid heartbeat.",
    ),
    ("b", "If you forget to take Pollenex"),
    (
        "p",
        "If you forget to take a dose, take it as soon as you remember, unless it is less than 8 hours until "
        "your next dose is due. In that case, skip the missed dose and take the next one at the usual time. "
        "Do not take a double dose to make up for a forgotten tablet.",
    ),
    ("b", "If you stop taking Pollenex"),
    (
        "p",
        "You can stop taking Pollenex when your symptoms have gone. Your symptoms may come back if you stop "
        "while you are still exposed to the thing you are allergic to, such as pollen.",
    ),
    ("h", "4. Possible side effects"),
    (
        "p",
        "Like all medicines, this medicine can cause side effects, although not everybody gets them. Most "
        "side effects are mild and go away after a few days.",
    ),
    (
        "p",
        "Stop taking Pollenex and get medical help immediately if you have signs of a serious allergic "
        "reaction, such as swelling of the face, lips, tongue or throat, difficulty breathing or swallowing, "
        "or a sudden, severe itchy rash. This is very rare.",
    ),
    ("b", "Other side effects may include:"),
    ("li", "Common (may affect up to 1 in 10 people): drowsiness or sleepiness, headache, dry mouth, tiredness."),
    (
        "li",
        "Uncommon (may affect up to 1 in 100 people): dizziness, stomach pain, feeling sick (nausea), "
        "feeling restless or agitated.",
    ),
    (
        "li",
        "Rare (may affect up to 1 in 1,000 people): fast heartbeat (palpitations), skin rash, changes in "
        "blood tests of liver function, weight gain.",
    ),
    (
        "li",
        "Very rare (may affect up to 1 in 10,000 people): fits, a change in taste, blurred vision, "
        "difficulty passing urine.",
    ),
    (
        "p",
        "If you get any side effects, talk to your doctor, pharmacist or nurse. This includes any possible "
        "side effects not listed in this leaflet. You can also report side effects directly through the "
        "national medicines safety reporting scheme. By reporting side effects you can help provide more "
        "information on the safety of this medicine.",
    ),
    ("h", "5. How to store Pollenex"),
    (
        "p",
        "Keep this medicine out of the sight and reach of children. Do not use this medicine after the expiry "
        "date which is stated on the carton and the blister after EXP. The expiry date refers to the last day "
        "of that month.",
    ),
    (
        "p",
        "Do not store above 25°C. Store in the original package in order to protect from moisture. Do not "
        "keep tablets in a bathroom cabinet.",
    ),
    (
        "p",
        "Do not throw away any medicines via wastewater or household waste. Ask your pharmacist how to throw "
        "away medicines you no longer use. These measures will help protect the environment.",
    ),
    ("h", "6. Contents of the pack and other information"),
    ("b", "What Pollenex contains"),
    (
        "p",
        "The active substance is fexolastine hydrochloride. Each film-coated tablet contains 10 mg of "
        "fexolastine hydrochloride.",
    ),
    (
        "p",
        "The other ingredients are: tablet core: microcrystalline cellulose, lactose monohydrate, maize "
        "starch, magnesium stearate; film coating: hypromellose (E464), titanium dioxide (E171), macrogol 400 "
        "and yellow iron oxide (E172).",
    ),
    ("b", "What Pollenex looks like and contents of the pack"),
    (
        "p",
        "Pollenex tablets are pale yellow, oval, film-coated tablets with a score line on one side and marked "
        "PX10 on the other. They are supplied in blister packs of 7, 14 or 30 tablets. Not all pack sizes may "
        "be marketed.",
    ),
    ("b", "Marketing authorisation holder and manufacturer"),
    ("p", "Brightwell Pharma Ltd, Unit 4 Fenwick Park, Leeds LS12 9XY, United Kingdom."),
    ("p", "This leaflet was last revised in June 2024."),
]

PHARMACY_HTML = """<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<title>Opening hours | Meadowbank Pharmacy</title>
<style>
 body { font-family: Arial, sans-serif; max-width: 760px; margin: 0 auto; color: #222; }
 nav a { margin-right: 1em; }
 table { border-collapse: collapse; }
 td, th { border: 1px solid #bbb; padding: 4px 10px; text-align: left; }
</style>
</head>
<body>
<header>
  <p><strong>Meadowbank Pharmacy</strong> &middot; 14 Meadowbank Parade, Harlow Road, Kettlesham KT4 7RD &middot; Tel 01632 960 588</p>
  <nav><a href="/">Home</a><a href="/services">Services</a><a href="/hours">Opening hours</a><a href="/contact">Contact us</a></nav>
</header>
<main>
<h1>Opening hours</h1>
<p>We're an independent, family-run pharmacy and have been serving Kettlesham for over 30 years. Our
pharmacists are happy to give advice on minor illnesses, hay fever and your medicines &ndash; no appointment needed.</p>

<h2>Regular opening hours</h2>
<table>
  <thead><tr><th>Day</th><th>Hours</th></tr></thead>
  <tbody>
    <tr><td>Monday</td><td>8:30am to 6:30pm</td></tr>
    <tr><td>Tuesday</td><td>8:30am to 6:30pm</td></tr>
    <tr><td>Wednesday (late opening)</td><td>8:30am to 8:00pm</td></tr>
    <tr><td>Thursday</td><td>8:30am to 6:30pm</td></tr>
    <tr><td>Friday</td><td>8:30am to 6:30pm</td></tr>
    <tr><td>Saturday</td><td>9:00am to 5:30pm</td></tr>
    <tr><td>Sunday</td><td>10:00am to 1:00pm</td></tr>
  </tbody>
</table>
<p>The pharmacist takes a lunch break from 1:00pm to 1:30pm, Monday to Saturday. The shop stays open
during this time, but we cannot hand out prescription medicines or give pharmacist advice until the
pharmacist returns.</p>

<h2>Bank holidays</h2>
<p>On most bank holidays we open from 10:00am to 2:00pm. Please check this page before you travel, as
hours can change at short notice.</p>

<h2>Christmas and New Year 2025</h2>
<ul>
  <li>Wednesday 24 December (Christmas Eve): 8:30am to 4:00pm</li>
  <li>Thursday 25 December (Christmas Day): closed</li>
  <li>Friday 26 December (Boxing Day): 11:00am to 3:00pm</li>
  <li>Wednesday 31 December (New Year's Eve): 8:30am to 5:00pm</li>
  <li>Thursday 1 January (New Year's Day): closed</li>
</ul>
<p>If you have a repeat prescription, please order it by Friday 12 December to make sure it is ready
before Christmas.</p>

<h2>When we're closed</h2>
<p>If you need urgent medical help when we are closed, call 111 or visit the walk-in centre at Kettlesham
Community Hospital. In an emergency, always call 999.</p>

<h2>Our services</h2>
<ul>
  <li>NHS prescriptions and repeat prescription ordering</li>
  <li>Free blood pressure checks</li>
  <li>Emergency contraception</li>
  <li>Hay fever and allergy advice</li>
  <li>Stop smoking support</li>
</ul>
</main>
<footer><p>&copy; 2025 Meadowbank Pharmacy Ltd. Superintendent pharmacist: Priya Desai MRPharmS.</p></footer>
</body>
</html>
"""


class _PDF(FPDF):
    def footer(self):
        self.set_y(-14)
        self.set_font("Helvetica", "I", 8)
        self.cell(
            0, 5, f"Pollenex 10 mg film-coated tablets - Patient information leaflet - page {self.page_no()}", align="C"
        )


def _leaflet_pdf() -> bytes:
    pdf = _PDF(format="A4")
    pdf.set_margins(18, 15, 18)
    pdf.set_auto_page_break(True, margin=18)
    pdf.add_page()
    for kind, text in LEAFLET:
        if kind == "title":
            pdf.set_font("Helvetica", "B", 17)
            pdf.multi_cell(0, 8, text, new_x="LMARGIN", new_y="NEXT")
        elif kind == "sub":
            pdf.set_font("Helvetica", "", 12)
            pdf.multi_cell(0, 6, text, new_x="LMARGIN", new_y="NEXT")
            pdf.ln(3)
        elif kind == "small":
            pdf.set_font("Helvetica", "B", 9)
            pdf.multi_cell(0, 5, text, new_x="LMARGIN", new_y="NEXT")
        elif kind == "h":
            pdf.ln(2)
            pdf.set_font("Helvetica", "B", 12)
            pdf.multi_cell(0, 6, text, new_x="LMARGIN", new_y="NEXT")
            pdf.ln(1)
        elif kind == "b":
            pdf.set_font("Helvetica", "B", 10)
            pdf.multi_cell(0, 5, text, new_x="LMARGIN", new_y="NEXT")
        elif kind == "li":
            pdf.set_font("Helvetica", "", 10)
            pdf.set_x(pdf.l_margin + 4)
            pdf.multi_cell(0, 5, "- " + text, new_x="LMARGIN", new_y="NEXT")
            pdf.ln(0.5)
        else:
            pdf.set_font("Helvetica", "", 10)
            pdf.multi_cell(0, 5, text, new_x="LMARGIN", new_y="NEXT")
            pdf.ln(1.5)
    return bytes(pdf.output())


def files() -> dict[str, bytes]:
    return {
        "pollenex_10mg_patient_leaflet.pdf": _leaflet_pdf(),
        "meadowbank_pharmacy_opening_hours.html": PHARMACY_HTML.encode("utf-8"),
    }


EXPECT = [
    ("how much should my 9 year old take?", ["half a tablet"]),
    ("whats the normal dose for an adult", ["one tablet (10 mg) once a day"]),
    ("Can I give it to my 4 year old?", ["under 6 years"]),
    ("I forgot to take my tablet this morning, what should I do?", ["as soon as you remember"]),
    ("should i take 2 tomorrow to make up for the one I missed", ["double dose"]),
    ("what are the most common side effects", ["1 in 10", "drowsiness or sleepiness"]),
    ("are there any rare side effects I should know about?", ["fast heartbeat", "1 in 1,000"]),
    ("I have kidney disease, how often can I take it?", ["every other day"]),
    ("what temprature should I keep the tablets at", ["25°C"]),
    ("Does it have lactose in it?", ["68 mg"]),
    ("what's the active ingredient in pollenex", ["fexolastine hydrochloride"]),
    ("is it ok to have a glass of wine while im taking these", ["avoid drinking alcohol"]),
    ("what time does the pharmacy shut on a wednesday", ["8:00pm"]),
    ("r u open on sundays?", ["10:00am to 1:00pm"]),
    ("Is the pharmacy open on boxing day?", ["11:00am to 3:00pm"]),
    ("How quickly does Pollenex start working?", None),
    ("how much does a pack of 30 cost", None),
    ("Does the pharmacy do flu jabs?", None),
]
