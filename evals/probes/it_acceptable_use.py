"""Library: company IT acceptable use and password policy (PDF)."""

PROVENANCE = (
    "Imitates a mid-sized UK company's staff IT Acceptable Use and Password Policy "
    "issued by the IT department as a numbered PDF policy; all content invented"
)

_SECTIONS = [
    (
        "1. Purpose",
        [
            (
                "This policy sets out the rules for using Calloway Freight Ltd's computers, networks, "
                "email, cloud services and telephones. It exists to protect our customers' data, our "
                "systems and our staff. Everyone who uses company IT must read this policy and confirm "
                "that they have done so through the HR portal."
            ),
        ],
    ),
    (
        "2. Scope",
        [
            (
                "This policy applies to all employees, temporary staff, contractors and agency workers "
                "who have been given a Calloway Freight account, at any of our sites (Salford, "
                "Felixstowe and Daventry) or when working remotely."
            ),
        ],
    ),
    (
        "3. General acceptable use",
        [
            (
                "Company IT is provided for business purposes. Reasonable personal use during breaks "
                "is allowed, provided it does not interfere with your work, does not cost the company "
                "money and does not break any other part of this policy."
            ),
            "You must not use company IT to:",
            "- access, store or send offensive, obscene or discriminatory material;",
            "- run a private business or for personal financial gain;",
            "- download or share pirated films, music or software;",
            "- attempt to bypass web filtering or security controls;",
            "- share your login with anyone else, including your line manager or IT staff.",
        ],
    ),
]

_PASSWORD_TEXT = [
    (
        "All accounts must be protected by a strong password or passphrase. We recommend "
        "a passphrase made of three or more random words. Passwords must meet the "
        "requirements in the table below."
    ),
]

_PASSWORD_TABLE = [
    ("Account type", "Minimum length", "Change every", "Approved by"),
    ("Standard user account", "14 characters", "90 days", "Automatic"),
    ("Administrator account", "20 characters", "60 days", "IT Security Lead"),
    ("Service account", "30 characters", "365 days", "IT Security Lead"),
    ("Shared kiosk / warehouse PC", "12 characters", "30 days", "Site IT Champion"),
]

_PASSWORD_RULES = [
    "- You cannot reuse any of your last 10 passwords.",
    "- Passwords must not contain your name, username or the word Calloway.",
    "- After five consecutive failed login attempts, your account will be locked for 30 minutes.",
    "- Never write your password down or send it by email or Teams message.",
    ("- If you think someone else knows your password, change it immediately and report it (see section 8)."),
]

_SECTIONS_2 = [
    (
        "5. Multi-factor authentication (MFA)",
        [
            (
                "Multi-factor authentication (MFA) is mandatory for email, VPN and all cloud "
                "applications, including when you are in the office. The approved method is the "
                "Microsoft Authenticator app on a smartphone."
            ),
            (
                "SMS codes are only permitted where IT has approved an exception, for example where "
                "a member of staff does not have a smartphone. Hardware security keys are available "
                "from the IT Service Desk for staff who cannot use either option."
            ),
            (
                "Never approve an MFA prompt that you did not start yourself. Unexpected prompts must "
                "be reported as a security incident."
            ),
        ],
    ),
    (
        "6. Personal devices (bring your own device)",
        [
            (
                "You may use a personal smartphone or tablet for work email, Teams and calendar only, "
                "and only after it has been enrolled through the Company Portal app. Enrolment lets "
                "IT apply a PIN, encrypt company data and carry out a remote wipe of company data if "
                "the device is lost."
            ),
            (
                "Personal laptops and home computers must not be used to access company systems, "
                "except through the web-based Citrix Workspace."
            ),
            (
                "USB storage devices are blocked on all company laptops and PCs. If you need to "
                "transfer files to a customer or supplier, use the secure file share described on the "
                "intranet."
            ),
        ],
    ),
    (
        "7. Software and hardware",
        [
            (
                "Staff must not install software themselves. Software may only be installed from the "
                "Approved Software Catalogue in the Company Portal, or by the IT Service Desk after a "
                "request has been approved by your line manager."
            ),
            (
                "Company laptops must be connected to the network at least once every 14 days so that "
                "security updates can be applied."
            ),
        ],
    ),
    (
        "8. Reporting security incidents",
        [
            (
                "A security incident is anything that could put company information or systems at "
                "risk, for example a suspicious email, a lost or stolen device, malware, or data sent "
                "to the wrong person."
            ),
            (
                "You must report a suspected security incident within 1 hour of noticing it. Contact "
                "the IT Service Desk on extension 4400 (0161 496 0732 from outside) or email "
                "security@callowayfreight.co.uk. Outside office hours, call the on-call number shown "
                "on the intranet home page."
            ),
            (
                "Suspicious emails should be reported using the Report Phish button in Outlook. Do not "
                "forward them to colleagues, click any links or open any attachments."
            ),
            (
                "Lost or stolen devices must also be reported to the police, and the crime reference "
                "number passed to the IT Service Desk."
            ),
            (
                "You will not be disciplined for reporting an honest mistake promptly. Failing to "
                "report an incident you knew about is a disciplinary matter."
            ),
        ],
    ),
    (
        "9. Monitoring",
        [
            (
                "The company monitors the use of its IT systems, including email, web browsing and "
                "file access, to protect its security and to check compliance with this policy. "
                "Monitoring is carried out in line with the Employee Privacy Notice."
            ),
        ],
    ),
    (
        "10. Breaches of this policy",
        [
            (
                "Breaking this policy may lead to your access being removed and to action under the "
                "Disciplinary Procedure, up to and including dismissal. Serious breaches, such as "
                "deliberately stealing data, may also be reported to the police."
            ),
        ],
    ),
    (
        "11. Leaving the company",
        [
            (
                "On or before your last working day, you must return all company devices, security "
                "keys and ID badges to your line manager. Your accounts will be disabled at 17:00 on "
                "your last working day."
            ),
        ],
    ),
]


def _pdf():
    from fpdf import FPDF

    class PolicyPDF(FPDF):
        def header(self):
            self.set_font("Helvetica", "B", 9)
            self.set_text_color(90, 90, 90)
            self.cell(
                0,
                5,
                "Calloway Freight Ltd - IT Acceptable Use and Password Policy",
                align="L",
            )
            self.cell(0, 5, "INTERNAL", align="R", new_x="LMARGIN", new_y="NEXT")
            self.ln(4)
            self.set_text_color(0, 0, 0)

        def footer(self):
            self.set_y(-15)
            self.set_font("Helvetica", "I", 8)
            self.cell(
                0,
                5,
                f"Policy ref. ITP-004 v3.2 | Page {self.page_no()} of {{nb}}",
                align="C",
            )

    pdf = PolicyPDF(format="A4")
    pdf.set_margins(20, 18, 20)
    pdf.set_auto_page_break(True, margin=20)
    pdf.add_page()
    w = pdf.w - pdf.l_margin - pdf.r_margin

    pdf.set_font("Helvetica", "B", 18)
    pdf.cell(0, 10, "IT Acceptable Use and Password Policy", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 10)
    meta = [
        ("Policy owner:", "Head of IT, Calloway Freight Ltd"),
        ("Approved by:", "Executive Committee, 12 February 2025"),
        ("Effective from:", "1 March 2025"),
        ("Next review:", "February 2026"),
    ]
    for k, v in meta:
        pdf.set_font("Helvetica", "B", 10)
        pdf.cell(35, 6, k)
        pdf.set_font("Helvetica", "", 10)
        pdf.cell(0, 6, v, new_x="LMARGIN", new_y="NEXT")
    pdf.ln(4)

    def heading(text):
        if pdf.get_y() > pdf.h - 60:  # keep a heading with its first paragraph
            pdf.add_page()
        pdf.ln(2)
        pdf.set_font("Helvetica", "B", 12)
        pdf.cell(0, 7, text, new_x="LMARGIN", new_y="NEXT")
        pdf.set_font("Helvetica", "", 10)

    def para(text):
        if text.startswith("- "):
            pdf.set_x(pdf.l_margin + 5)
            pdf.multi_cell(w - 5, 5, "- " + text[2:], new_x="LMARGIN", new_y="NEXT")
        else:
            pdf.multi_cell(w, 5, text, new_x="LMARGIN", new_y="NEXT")
            pdf.ln(1.5)

    for title, paras in _SECTIONS:
        heading(title)
        for t in paras:
            para(t)

    heading("4. Passwords")
    for t in _PASSWORD_TEXT:
        para(t)
    widths = [w * 0.36, w * 0.2, w * 0.18, w * 0.26]
    for i, row in enumerate(_PASSWORD_TABLE):
        pdf.set_font("Helvetica", "B" if i == 0 else "", 9.5)
        if i == 0:
            pdf.set_fill_color(220, 225, 235)
        for j, cell in enumerate(row):
            last = j == len(row) - 1
            pdf.cell(
                widths[j],
                7,
                cell,
                border=1,
                fill=(i == 0),
                new_x="LMARGIN" if last else "RIGHT",
                new_y="NEXT" if last else "TOP",
            )
    pdf.set_font("Helvetica", "I", 8)
    pdf.cell(
        0,
        5,
        "Table 1: Password requirements by account type.",
        new_x="LMARGIN",
        new_y="NEXT",
    )
    pdf.ln(2)
    pdf.set_font("Helvetica", "", 10)
    for t in _PASSWORD_RULES:
        para(t)
    pdf.ln(1)

    for title, paras in _SECTIONS_2:
        heading(title)
        for t in paras:
            para(t)

    pdf.ln(4)
    pdf.set_font("Helvetica", "I", 8)
    pdf.multi_cell(
        w,
        4,
        "This policy does not form part of any employee's contract of employment and may be amended "
        "at any time. Printed copies are uncontrolled; always check the intranet for the current "
        "version. Questions about this policy should be sent to the IT Service Desk.",
        new_x="LMARGIN",
        new_y="NEXT",
    )
    return bytes(pdf.output())


def files() -> dict[str, bytes]:
    return {"ITP-004_Acceptable_Use_and_Password_Policy_v3.2.pdf": _pdf()}


EXPECT = [
    ("whats the minimum password length", ["14 characters"]),
    ("how often do i have to change my password?", ["90 days"]),
    ("How long does an admin account password need to be?", ["20 characters"]),
    ("service account password change frequency", ["365 days"]),
    ("can I reuse an old password", ["last 10 passwords"]),
    (
        "how many wrong password attempts before im locked out",
        ["five consecutive failed login attempts"],
    ),
    ("Do I need MFA when I'm in the office?", ["including when you are in the office"]),
    ("can i get my mfa codes by text instead of the app", ["approved an exception"]),
    ("can I use my own phone for work email?", ["Company Portal"]),
    ("am i allowed to use a usb stick", ["USB storage devices are blocked"]),
    ("how do I report a phishing email", ["Report Phish"]),
    ("how quickly do i have to report a security incident", ["within 1 hour"]),
    ("what's the IT service desk extension", ["extension 4400"]),
    ("can I install software on my laptop myself?", ["Approved Software Catalogue"]),
    ("what happens if I break the IT policy", ["up to and including dismissal"]),
    ("is it ok to use a password manager?", None),
    ("can i take my work laptop abroad on holiday", None),
    ("how often do we have to do cyber security training", None),
]
