"""Blind test library: a washing machine user manual (PDF, fpdf2 core fonts)."""

PROVENANCE = (
    "Imitates a UK appliance maker's printed washing machine instruction manual as a PDF "
    "(safety, installation, programme table, troubleshooting, error codes, guarantee); all content invented"
)

MODEL = "WM8146S"
BRAND = "Corvel"


def _build() -> bytes:
    from fpdf import FPDF

    class Manual(FPDF):
        def header(self):
            if self.page_no() == 1:
                return
            self.set_font("helvetica", "I", 8)
            self.set_text_color(110, 110, 110)
            self.cell(0, 5, f"{BRAND} {MODEL} SteamCare - Instructions for use", align="L")
            self.ln(8)
            self.set_text_color(0, 0, 0)

        def footer(self):
            self.set_y(-12)
            self.set_font("helvetica", "", 8)
            self.set_text_color(110, 110, 110)
            self.cell(0, 5, f"EN  {self.page_no()}", align="R")
            self.set_text_color(0, 0, 0)

    pdf = Manual(format="A4")
    pdf.set_margins(16, 14, 16)
    pdf.set_auto_page_break(True, margin=16)

    def h1(t):
        pdf.ln(2)
        pdf.set_font("helvetica", "B", 13)
        pdf.set_fill_color(225, 232, 240)
        pdf.cell(0, 8, t, new_x="LMARGIN", new_y="NEXT", fill=True)
        pdf.ln(1.5)

    def h2(t):
        pdf.ln(1)
        pdf.set_font("helvetica", "B", 10.5)
        pdf.cell(0, 6, t, new_x="LMARGIN", new_y="NEXT")

    def para(t, size=9.5, style=""):
        pdf.set_font("helvetica", style, size)
        pdf.multi_cell(0, 4.6, t, align="L", new_x="LMARGIN", new_y="NEXT")
        pdf.ln(1.2)

    def bullets(items, size=9.5):
        pdf.set_font("helvetica", "", size)
        for it in items:
            x = pdf.l_margin
            pdf.set_x(x)
            pdf.cell(5, 4.6, "-")
            pdf.multi_cell(0, 4.6, it, align="L", new_x="LMARGIN", new_y="NEXT")
            pdf.ln(0.6)
        pdf.ln(1)

    def steps(items, size=9.5):
        pdf.set_font("helvetica", "", size)
        for i, it in enumerate(items, 1):
            pdf.set_x(pdf.l_margin)
            pdf.cell(6, 4.6, f"{i}.")
            pdf.multi_cell(0, 4.6, it, align="L", new_x="LMARGIN", new_y="NEXT")
            pdf.ln(0.6)
        pdf.ln(1)

    def table(rows, widths, size=8.5):
        pdf.set_font("helvetica", "", size)
        with pdf.table(col_widths=widths, text_align="LEFT", line_height=4.2, first_row_as_headings=True) as t:
            for r in rows:
                row = t.row()
                for c in r:
                    row.cell(c)
        pdf.ln(2)

    # ---------------- cover ----------------
    pdf.add_page()
    pdf.ln(30)
    pdf.set_font("helvetica", "B", 30)
    pdf.cell(0, 14, BRAND.upper(), new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("helvetica", "", 16)
    pdf.cell(0, 9, f"Washing machine {MODEL} SteamCare", new_x="LMARGIN", new_y="NEXT")
    pdf.cell(0, 9, "8 kg  |  1400 rpm", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(8)
    pdf.set_font("helvetica", "B", 14)
    pdf.cell(0, 8, "Instructions for use and installation", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(6)
    para(
        "Thank you for choosing this Corvel appliance. Please read these instructions carefully before "
        "installing and using your washing machine, and keep them in a safe place for future reference. "
        "If you pass the appliance on to someone else, please pass on this booklet too.",
        size=10,
    )
    pdf.ln(4)
    h2("Contents")
    pdf.set_font("helvetica", "", 10)
    for line in [
        "Safety instructions",
        "Installation",
        "Control panel and detergent drawer",
        "Programme table",
        "Options",
        "Everyday use",
        "Cleaning and maintenance",
        "Troubleshooting and error codes",
        "Technical data",
        "Guarantee and customer service",
        "Environmental information",
    ]:
        pdf.cell(0, 5.5, line, new_x="LMARGIN", new_y="NEXT")
    pdf.ln(20)
    pdf.set_font("helvetica", "", 8)
    pdf.multi_cell(
        0,
        4,
        "Corvel Home Appliances Ltd, Unit 7 Brackmills Business Park, Northampton NN4 7PB. "
        "Document no. 2960 0417 EN, edition 03/2025. We reserve the right to make technical changes.",
        align="L",
        new_x="LMARGIN",
        new_y="NEXT",
    )

    # ---------------- safety ----------------
    pdf.add_page()
    h1("1. Safety instructions")
    para(
        "WARNING: Read all safety instructions before use. Failure to follow them may result in electric shock, "
        "fire, flooding or serious injury. The manufacturer is not responsible for damage caused by incorrect "
        "installation or use.",
        style="B",
    )
    h2("Children and vulnerable people")
    bullets(
        [
            "This appliance can be used by children aged from 8 years and above and by persons with reduced physical, "
            "sensory or mental capabilities or lack of experience and knowledge if they have been given supervision or "
            "instruction concerning use of the appliance in a safe way and understand the hazards involved.",
            "Children of less than 3 years should be kept away from the appliance unless continuously supervised.",
            "Children shall not play with the appliance. Cleaning and user maintenance shall not be done by children "
            "without supervision.",
            "Keep detergents and fabric conditioners out of the reach of children. Activate the child lock to stop "
            "children changing the programme (see section 5).",
        ]
    )
    h2("Electrical safety")
    bullets(
        [
            "The appliance must be connected to an earthed socket protected by a 13 A fuse.",
            "Do not connect the appliance using an extension lead or multi-socket adaptor.",
            "If the supply cord is damaged, it must be replaced by the manufacturer, its service agent or similarly "
            "qualified persons in order to avoid a hazard.",
            "Always remove the plug from the socket before cleaning the appliance or carrying out maintenance. "
            "Never pull the plug out by the cable.",
        ]
    )
    h2("Water supply and general use")
    bullets(
        [
            "The water supply pressure must be between 0.05 MPa (0.5 bar) and 0.8 MPa (8 bar).",
            "Use only the new hose set supplied with the appliance. Old hose sets must not be reused.",
            "Do not install the appliance in a room where the temperature may fall below 5°C, as frozen water in the "
            "pump or hoses can damage the appliance.",
            "If the appliance stands on a carpet, the ventilation openings in the base must not be obstructed.",
            "The door glass can become very hot during washes at high temperatures. Do not touch it.",
            "Do not wash items that have been treated with petrol, dry-cleaning solvents or other flammable substances.",
        ]
    )

    # ---------------- installation ----------------
    h1("2. Installation")
    h2("Removing the transport bolts")
    para(
        "The four transport bolts on the back of the appliance stop the drum moving during transport. They must be "
        "removed before the appliance is used, otherwise the machine and your home may be seriously damaged."
    )
    steps(
        [
            "Loosen all four bolts with a 10 mm spanner and pull them out together with their plastic spacers.",
            "Close the holes with the four plastic cover caps supplied in the accessories bag.",
            "Keep the bolts in a safe place. They must be refitted if the appliance is ever moved.",
        ]
    )
    h2("Levelling")
    para(
        "Place the appliance on a flat, firm floor. Adjust the height of the feet until the machine is level, "
        "checking with a spirit level, then tighten the lock nuts against the cabinet. Do not put cardboard, wood or "
        "similar materials under the appliance to level it. A machine that is not level will vibrate and move "
        "during spinning."
    )
    h2("Water inlet and drain")
    para(
        "Connect the inlet hose to a cold water tap with a 3/4 inch thread. Make sure the hose is not kinked or "
        "squashed. The end of the drain hose can be hooked over the edge of a sink or connected to a standpipe or "
        "sink trap. The highest point of the drain hose must be between 60 cm and 100 cm above the floor. "
        "Do not extend the drain hose by more than 1 metre."
    )

    # ---------------- control panel ----------------
    h1("3. Control panel and detergent drawer")
    table(
        [
            ["Control", "What it does"],
            ["Programme selector", "Turn to choose a programme. Turning it to Off cancels the programme."],
            ["Temp", "Changes the wash temperature within the range allowed for the programme."],
            ["Spin", "Reduces the spin speed. Select 'No spin' to leave water in the drum at the end."],
            ["Delay End", "Sets the time at which the programme will finish, from 1 to 24 hours ahead."],
            ["Extra Rinse", "Adds one rinse. Recommended for people with sensitive skin."],
            ["Steam", "Adds a steam phase to Cotton, Synthetics and Allergy Care to reduce creasing."],
            ["Start/Pause", "Starts the programme, or pauses it to add a garment."],
        ],
        (40, 140),
    )
    para(
        "The detergent drawer has three compartments: compartment I for pre-wash detergent, compartment II for "
        "main wash detergent, and the compartment marked with a flower symbol for fabric conditioner. Never fill "
        "fabric conditioner above the MAX mark."
    )
    para(
        "For liquid detergent, fit the liquid insert into compartment II. If you use liquid detergent, do not select "
        "Delay End or Pre-wash, because the liquid may run into the drum before the wash starts. Use powder "
        "instead for these options."
    )

    # ---------------- programme table ----------------
    h1("4. Programme table")
    para(
        "Durations are approximate and depend on load, water temperature, water pressure and the options selected. "
        "The display shows the remaining time, which may change during the wash as the machine adjusts to the load."
    )
    table(
        [
            [
                "Programme",
                "Max load (kg)",
                "Temp °C default (range)",
                "Max spin (rpm)",
                "Duration (h:mm)",
                "Suitable for",
            ],
            [
                "Cotton",
                "8",
                "40 (cold-90)",
                "1400",
                "3:05",
                "Normally soiled cotton and linen: towels, bedding, underwear",
            ],
            ["Eco 40-60", "8", "-", "1400", "3:38", "Normally soiled cotton labelled 40°C or 60°C, washed together"],
            ["Synthetics", "4", "40 (cold-60)", "1200", "2:10", "Polyester, polyamide and cotton blends"],
            ["Mixed", "4", "40 (cold-60)", "1400", "1:45", "Mixed loads of cotton and synthetics"],
            ["Delicates", "2", "30 (cold-40)", "800", "1:05", "Delicate fabrics, net curtains, viscose"],
            ["Wool / Hand wash", "2", "30 (cold-40)", "800", "0:58", "Machine-washable wool and hand-wash items"],
            ["Quick 15'", "2", "20 (cold-30)", "800", "0:15", "A few lightly soiled items worn for a short time"],
            ["Sportswear", "3.5", "30 (cold-40)", "1000", "1:20", "Sports clothing and technical fabrics"],
            ["Duvet", "2.5", "40 (cold-60)", "800", "1:50", "One single or double synthetic-filled duvet"],
            ["Allergy Care", "4", "60 (fixed)", "1400", "2:50", "Items for allergy sufferers; includes steam phase"],
            ["Rinse + Spin", "8", "-", "1400", "0:36", "Rinsing and spinning hand-washed items"],
            ["Drain / Spin", "8", "-", "1400", "0:14", "Draining water and spinning"],
            ["Drum Clean", "-", "90 (fixed)", "600", "1:40", "Cleaning the drum and tub with no laundry inside"],
        ],
        (26, 17, 25, 17, 18, 77),
        size=8,
    )
    para(
        "The Eco 40-60 programme is able to clean normally soiled cotton laundry declared to be washable at 40°C or "
        "60°C, together in the same cycle. It is the most efficient programme in terms of combined energy and water "
        "consumption. Because it uses less energy, the wash takes longer and the actual water temperature may be "
        "lower than 40°C.",
        size=8.5,
    )
    para(
        "Quick 15' is designed for small loads of lightly soiled items. Use no more than 20 ml of detergent, otherwise "
        "detergent residues may remain on the laundry.",
        size=8.5,
    )
    para(
        "The Allergy Care programme has been tested to remove 99.9% of house dust mite allergens when used with a "
        "full 4 kg load.",
        size=8.5,
    )

    # ---------------- options ----------------
    h1("5. Options")
    h2("Delay End")
    para(
        "Press Delay End repeatedly to set the number of hours after which the programme should finish (1 to 24 "
        "hours), then press Start/Pause. The door stays locked while the delay counts down."
    )
    h2("Child lock")
    para(
        "To switch the child lock on or off, press and hold the Temp and Spin buttons together for 3 seconds. "
        "A key symbol appears in the display while the child lock is active. The child lock stays on after the "
        "programme ends and after the machine is switched off, until you switch it off again."
    )
    h2("Adding a garment")
    para(
        "You can add a forgotten item after the programme has started by pressing Start/Pause. The door will only "
        "unlock if the water level is below the bottom of the door and the water temperature is below 45°C. "
        "If the door does not unlock, the programme cannot be paused to add items."
    )

    # ---------------- everyday use ----------------
    h1("6. Everyday use")
    bullets(
        [
            "Sort laundry by colour, fabric and care label. Wash new coloured items separately the first time.",
            "Empty all pockets. Coins, keys, hairgrips and bra underwires can damage the drum and block the pump.",
            "Close zips and hooks, fasten buttons and turn jeans and printed T-shirts inside out.",
            "Wash small items such as socks and baby clothes in a laundry bag.",
            "Do not overload the drum: you should be able to fit your hand between the laundry and the top of the drum.",
        ]
    )
    para(
        "When the programme has finished, End appears in the display. The door stays locked for up to 2 minutes "
        "after the end of the programme while the drum comes to a stop and the door lock cools. Remove the laundry "
        "promptly and leave the door and detergent drawer slightly open to let the drum dry out."
    )

    # ---------------- maintenance ----------------
    h1("7. Cleaning and maintenance")
    h2("Drain pump filter")
    para(
        "The drain pump filter catches small objects such as coins and buttons. Clean it every 3 months, and "
        "whenever the machine does not drain properly."
    )
    steps(
        [
            "Switch off and unplug the appliance. If you have just washed at a high temperature, wait until the water "
            "has cooled down.",
            "Open the service flap at the bottom right of the front panel. Place a shallow container and a towel in "
            "front of it, as up to 2 litres of water may come out.",
            "Pull out the emergency drain hose, remove its cap and let the water drain into the container.",
            "Turn the filter anticlockwise and pull it out. Remove any fluff and objects and rinse it under the tap.",
            "Refit the filter by turning it clockwise until it is tight, replace the cap on the drain hose and close "
            "the flap.",
        ]
    )
    h2("Drum Clean")
    para(
        "To prevent odours and the build-up of detergent residues, run the Drum Clean programme with no laundry "
        "and no detergent, or with a washing machine cleaner. The display shows a reminder after every 40 washes. "
        "If you mostly wash at 40°C or lower, we recommend running Drum Clean once a month."
    )
    h2("Detergent drawer, door seal and inlet filter")
    para(
        "Remove the detergent drawer by pressing the release lever and pulling it out, then wash it in warm water. "
        "Wipe the rubber door seal regularly and remove any objects caught in its folds. If the machine takes a "
        "long time to fill, turn off the tap, unscrew the inlet hose from the machine and clean the small mesh "
        "filter inside the connection with a soft brush."
    )

    # ---------------- troubleshooting ----------------
    h1("8. Troubleshooting")
    para(
        "Many faults can be solved without calling an engineer. Check the table below before contacting Customer "
        "Service. If you call out an engineer for one of these problems, or for damage caused by incorrect use, a "
        "charge will be made even during the guarantee period."
    )
    table(
        [
            ["Problem", "Possible cause", "What to do"],
            [
                "The machine does not start",
                "Door not closed properly; Start/Pause not pressed; Delay End is set; "
                "child lock is on; plug not in or fuse blown",
                "Close the door firmly until it clicks, check the plug and "
                "fuse, cancel Delay End or switch off the child lock.",
            ],
            [
                "The machine does not fill with water",
                "Tap turned off; inlet hose kinked; inlet filter blocked; low water pressure",
                "Turn on the tap, straighten the hose, clean the inlet filter (section 7).",
            ],
            [
                "Water remains in the drum / does not drain",
                "Drain hose kinked or blocked; pump filter blocked; 'No spin' was selected",
                "Straighten the drain hose, clean the drain pump filter, select Drain / Spin.",
            ],
            [
                "The machine shakes, moves or is very noisy during spinning",
                "The transport bolts have not been removed; the machine is not level; the load is very small",
                "Remove the transport bolts (section 2), "
                "adjust the feet and tighten the lock nuts, add more items to the load.",
            ],
            [
                "Laundry is still very wet at the end",
                "The load was unbalanced, so the machine reduced the spin speed "
                "to protect itself; 'No spin' or a low spin speed selected",
                "Redistribute the laundry by hand, add "
                "further items and run Drain / Spin again. Single heavy items such as bath mats often cause this.",
            ],
            [
                "The door will not open",
                "Programme still running; water or high temperature in the drum; door lock still cooling",
                "Wait until End is displayed. The door stays locked for up to 2 minutes after the "
                "programme ends. If water remains, select Drain / Spin.",
            ],
            [
                "Too much foam",
                "Too much detergent, or hand-wash detergent used",
                "Use less detergent and only detergents suitable for automatic washing machines.",
            ],
            [
                "Water on the floor",
                "Leak from a hose connection; detergent drawer blocked",
                "Tighten the hose connections and clean the detergent drawer.",
            ],
            [
                "White residue on dark clothes",
                "Insoluble components of phosphate-free detergents",
                "Shake out or brush the clothes once dry; try a liquid detergent.",
            ],
            [
                "Unpleasant smell from the drum",
                "Frequent washes at low temperature; door kept closed between washes",
                "Run Drum Clean and leave the door open after each wash.",
            ],
        ],
        (42, 66, 72),
        size=8,
    )

    h2("Error codes")
    para(
        "If an error code appears in the display, switch the appliance off, wait 1 minute and switch it on again. "
        "If the same code appears again, note the code and contact Corvel Customer Service."
    )
    table(
        [
            ["Code", "Meaning", "What to do"],
            [
                "E11",
                "Water inlet fault: the machine has not filled to the required level within 8 minutes",
                "Check the tap is fully open, the inlet hose is not kinked and the inlet filter is clean.",
            ],
            [
                "E13",
                "Water leak detected: the anti-flood protection has switched off the water supply",
                "Unplug the machine, turn off the tap and contact Customer Service.",
            ],
            [
                "E21",
                "Drain fault: the water has not pumped out within 6 minutes",
                "Clean the drain pump filter and check the drain hose is not kinked or too high.",
            ],
            [
                "E35",
                "Door lock fault: the door has not locked or unlocked correctly",
                "Close the door firmly. Check that no clothing is caught in the door.",
            ],
            [
                "E40",
                "Heating fault: the water has not reached the selected temperature",
                "Restart the programme. If the code returns, contact Customer Service.",
            ],
            [
                "E52",
                "Motor fault: the motor speed sensor has reported a fault",
                "Contact Customer Service. Do not continue to use the machine.",
            ],
            [
                "Unb",
                "Unbalanced load: the load could not be distributed evenly for spinning",
                "Redistribute the laundry or add items, then select Drain / Spin.",
            ],
        ],
        (16, 84, 80),
        size=8,
    )

    # ---------------- technical data ----------------
    h1("9. Technical data")
    table(
        [
            ["Item", "Value"],
            ["Dimensions (H x W x D)", "850 x 597 x 565 mm"],
            ["Depth with door open", "1065 mm"],
            ["Net weight", "71 kg"],
            ["Electrical connection", "220-240 V, 50 Hz, 13 A fuse"],
            ["Maximum power", "2100 W"],
            ["Rated capacity (Eco 40-60)", "8 kg"],
            ["Energy efficiency class", "A"],
            ["Weighted energy consumption per 100 cycles (Eco 40-60)", "49 kWh"],
            ["Weighted water consumption per cycle (Eco 40-60)", "48 litres"],
            ["Spin-drying efficiency class", "B"],
            ["Airborne acoustic noise emissions (spin)", "72 dB(A) re 1 pW, class B"],
            ["Water pressure", "0.05 - 0.8 MPa"],
        ],
        (100, 80),
        size=8.5,
    )

    # ---------------- guarantee ----------------
    h1("10. Guarantee and customer service")
    para(
        "Your Corvel washing machine is guaranteed against manufacturing defects for 2 years from the date of "
        "purchase, covering parts and labour. If you register your appliance within 28 days of purchase at "
        "corvel.co.uk/register, the guarantee on parts is extended to 5 years (labour is covered for the first "
        "2 years only). The inverter motor has a 10-year parts guarantee."
    )
    para(
        "The guarantee is in addition to your statutory rights. To make a claim you will need your proof of "
        "purchase and the model and serial number, which are printed on the rating plate inside the door."
    )
    para("The guarantee does not cover:")
    bullets(
        [
            "use in a commercial or communal setting, such as a launderette, hotel, bed and breakfast or a shared "
            "laundry room used by more than one household;",
            "damage caused by incorrect installation, including failure to remove the transport bolts;",
            "blockages caused by foreign objects such as coins or underwires, and damage caused by limescale;",
            "cosmetic damage that is not reported within 7 days of delivery;",
            "appliances installed outside the United Kingdom and the Republic of Ireland.",
        ]
    )
    para(
        "If an engineer visits and finds no fault, or finds that the fault is not covered by the guarantee, you will "
        "be charged a call-out fee of £95 plus the cost of any parts."
    )
    para(
        "Corvel Customer Service: 0344 556 7120 (Monday to Friday 8am to 8pm, Saturday 9am to 5pm). "
        "Functional spare parts are available for at least 10 years after the last unit of this model was made."
    )

    h1("11. Environmental information")
    para(
        "The crossed-out wheeled bin symbol means this appliance must not be disposed of with household waste. "
        "Take it to your local recycling centre, or ask your retailer whether it offers a take-back service when "
        "you buy a new appliance. The packaging materials are recyclable."
    )

    return bytes(pdf.output())


def files() -> dict[str, bytes]:
    return {f"corvel_{MODEL.lower()}_instructions.pdf": _build()}


EXPECT: list[tuple[str, list[str] | None]] = [
    ("How do I get the transport bolts out?", ["10 mm spanner"]),
    ("what does E21 mean on my washer", ["not pumped out within 6 minutes"]),
    ("how often should i clean the pump filter?", ["every 3 months"]),
    ("How long does the wool programme take?", ["0:58"]),
    ("Can I use liquid detergent if I set the delay timer?", ["run into the drum before the wash starts"]),
    ("how do i turn of the child lock", ["for 3 seconds"]),
    ("the wash has finished but the door wont open, why?", ["up to 2 minutes"]),
    ("Why is my machine jumping around the kitchen on the spin cycle?", ["transport bolts have not been removed"]),
    ("What's the guarantee on it?", ["2 years from the date of purchase"]),
    ("Is there a deadline to register it for the longer warranty?", ["within 28 days of purchase"]),
    ("Am I still covered under warranty if I use it in my B&B?", ["bed and breakfast"]),
    ("how much water does the eco 40-60 cycle use?", ["48 litres"]),
    ("Can I plug it into an extension lead?", ["extension lead"]),
    ("How high does the drain hose need to be?", ["between 60 cm and 100 cm"]),
    ("Can I stack a tumble dryer on top of this machine?", None),
    ("Does it connect to wifi or have an app?", None),
    ("How much is a replacement door seal?", None),
    ("Is it safe to wash trainers in it?", None),
]
