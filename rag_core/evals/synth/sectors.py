"""What differs between kinds of organisation: names, roles, sites, segments, sheets, terms.

Data only. Templates use ``{org}`` (full name), ``{short}`` (first word(s)), ``{row}``, ``{col}``
and the like; ``|`` separates alternatives.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Role:
    """A position someone holds, as documents write it and as questions ask for it."""

    title: str  # "head roaster"
    asked: tuple[str, ...]  # how questions name it: "head roaster", "lead roaster"
    paraphrases: tuple[str, ...]  # whole questions without the title: "Who heads roasting at {short}?"
    duty: str  # "decides every roast profile"


@dataclass(frozen=True, slots=True)
class SheetSpec:
    """A sector's spreadsheet: rows by label, one column per year."""

    title: str  # "Fleet by vehicle type"
    label_header: str  # "Vehicle type"
    rows: tuple[str, ...]
    low: int
    high: int
    unit: str  # a title line under the title ("Number of vehicles"); "" for none
    asks: tuple[str, ...]  # question templates: {row}, {row_l}, {col}, {org}, {short}
    terse: tuple[str, ...]
    thing: str  # noun phrase for arithmetic questions: "the number of {row_l}"


@dataclass(frozen=True, slots=True)
class Sector:
    """One kind of organisation."""

    key: str
    patterns: tuple[str, ...]  # organisation names: "{w} Freight"
    activity: str  # "We have been {activity} since 1998."
    site: str  # "depot"
    sites: str  # "depots"
    customers: str
    roles: tuple[Role, ...]  # the first is the top executive
    site_role: str  # "depot manager": "Ana Ruiz manages the York depot."
    segments: tuple[str, ...]
    revenue: str  # the statement's top line: "Revenue", "Turnover", "Income"
    costs: tuple[str, ...]
    asset: str  # counted in prose: "trucks"
    asset_range: tuple[int, int]
    sheet: SheetSpec
    definitions: tuple[tuple[str, str], ...]  # (term, what it means)
    practices: tuple[tuple[str, str, str, str], ...]  # (statement, gold, narrower statement, questions)
    products: tuple[tuple[str, int, int], ...]  # (item as written, low, high price)


def _role(title: str, asked: str, paraphrases: str, duty: str) -> Role:
    return Role(title, tuple(asked.split("|")), tuple(p for p in paraphrases.split("|") if p), duty)


CEO = _role(
    "chief executive",
    "CEO|chief executive|chief executive officer",
    "Who runs {short}?|Who leads {org}?|Who is in charge of {short}?|who is the boss at {short}",
    "leads the executive team",
)
MD = _role(
    "managing director",
    "managing director|MD",
    "Who runs {short} day to day?|Who manages the company?|Who is in charge at {short}?",
    "runs the business day to day",
)
FINANCE = _role(
    "finance director",
    "finance director|FD|head of finance",
    "Who looks after the money at {short}?|Who is responsible for finance?",
    "oversees the accounts",
)
PEOPLE = _role(
    "head of people",
    "head of people|HR director|head of HR",
    "Who is in charge of human resources at {short}?|Who leads HR?",
    "looks after recruitment and pay",
)
OPS = _role(
    "operations director",
    "operations director|head of operations|COO",
    "Who runs operations at {short}?|Who oversees day-to-day operations?",
    "oversees daily operations",
)
SAFETY = _role(
    "health and safety manager",
    "health and safety manager|safety manager|head of safety",
    "Who is responsible for safety at {short}?|Who should I talk to about a safety concern?",
    "keeps the safety rules up to date",
)
LEGAL = _role(
    "head of legal",
    "head of legal|general counsel|legal director",
    "Who handles legal matters at {short}?|Who is the company's top lawyer?",
    "advises on contracts",
)
COMMON_ROLES = (FINANCE, PEOPLE, OPS, SAFETY, LEGAL)

SECTORS: tuple[Sector, ...] = (
    Sector(
        "logistics",
        ("{w} Freight", "{w} Haulage", "{w} Logistics", "{w} Transport"),
        "moving freight",
        "depot",
        "depots",
        "customers",
        (
            CEO,
            _role(
                "fleet manager",
                "fleet manager|head of fleet",
                "Who manages the trucks at {short}?|Who looks after the fleet?",
                "keeps the vehicles on the road",
            ),
            _role(
                "transport planner",
                "lead transport planner|head of planning",
                "Who plans the routes at {short}?",
                "plans the routes",
            ),
        ),
        "depot manager",
        ("Road Freight", "Warehousing", "Parcels", "Cold Chain", "Freight Forwarding"),
        "Revenue",
        ("Fuel", "Driver wages", "Vehicle maintenance", "Insurance", "Tolls"),
        "trucks",
        (40, 650),
        SheetSpec(
            "Fleet by vehicle type",
            "Vehicle type",
            ("Tractor units", "Rigid trucks", "Vans", "Trailers", "Refrigerated trailers", "Forklifts"),
            12,
            480,
            "Number of vehicles at year end",
            (
                "How many {row_l} did {org} have in {col}?",
                "What was the number of {row_l} in {col}?",
                "How many {row_l} were in the {short} fleet in {col}?",
                "{row_l} count for {col}?",
            ),
            ("{short} {row_l} {col}", "{row_l} {col}"),
            "the number of {row_l}",
        ),
        (
            (
                "consignment note",
                "the transport document that travels with every shipment and records the sender, receiver and goods",
            ),
            ("cross-docking", "unloading goods from an inbound truck and loading them directly onto outbound trucks"),
            ("proof of delivery", "the signed or photographed confirmation that a consignment reached its receiver"),
            ("tachograph", "the device that records a driver's driving time, breaks and rest periods"),
        ),
        (
            (
                "All trucks are fitted with telematics.",
                "All trucks are fitted with telematics",
                "Trucks on the night routes are fitted with telematics.",
                "Are all your trucks fitted with telematics?|Does {org} fit telematics to every truck?|do all the trucks have trackers",
            ),
            (
                "We deliver every Sunday of the year.",
                "deliver every Sunday of the year",
                "We deliver on Sundays in December.",
                "Do you deliver on Sundays all year round?|Does {short} offer Sunday deliveries every week?|sunday delivery all year?",
            ),
        ),
        (("a same-day pallet delivery", 60, 240), ("a parcel collection", 8, 30)),
    ),
    Sector(
        "coffee",
        ("{w} Coffee Roasters", "{w} Coffee", "{w} Roastery"),
        "roasting coffee",
        "café",
        "cafés",
        "customers",
        (
            MD,
            _role(
                "head roaster",
                "head roaster|lead roaster|roastmaster",
                "Who heads roasting at {short}?|Who is in charge of roasting?|who roasts the coffee at {short}",
                "decides every roast profile",
            ),
            _role(
                "green coffee buyer",
                "green coffee buyer|head of sourcing|coffee buyer",
                "Who buys the beans for {short}?|Who sources the coffee?",
                "visits the farms we buy from",
            ),
        ),
        "café manager",
        ("Wholesale", "Cafés", "Online", "Subscriptions"),
        "Revenue",
        ("Green coffee", "Staff costs", "Rent", "Packaging", "Energy"),
        "roasting machines",
        (2, 12),
        SheetSpec(
            "Green coffee purchased by origin",
            "Origin",
            ("Ethiopia", "Colombia", "Brazil", "Guatemala", "Kenya", "Peru", "Rwanda"),
            3,
            180,
            "Tonnes",
            (
                "How many tonnes of coffee from {row} did {org} buy in {col}?",
                "How much {row} coffee was purchased in {col}?",
                "What volume of green coffee came from {row} in {col}?",
            ),
            ("{short} {row} tonnes {col}", "{row} green coffee {col}"),
            "the tonnes bought from {row}",
        ),
        (
            ("green coffee", "unroasted coffee beans as they arrive from the farm"),
            ("cupping", "the tasting session in which we score each lot before we buy it"),
            ("a micro-lot", "coffee from a single plot of one farm, harvested and processed separately"),
        ),
        (
            (
                "All our coffee is certified organic.",
                "All our coffee is certified organic",
                "Our espresso blend is certified organic.",
                "Is all your coffee organic?|Is all of {org}'s coffee certified organic?|all coffee organic?",
            ),
            (
                "All our cafés accept reusable cups.",
                "All our cafés accept reusable cups",
                "Our station café accepts reusable cups.",
                "Can I bring my own cup to any of your cafés?|Do all {short} cafés take reusable cups?|reusable cups accepted in every café?",
            ),
        ),
        (("a 250 g bag of House Blend", 7, 14), ("a monthly subscription", 15, 40)),
    ),
    Sector(
        "software",
        ("{w} Software", "{w} Systems", "{w} Labs", "{w} Cloud"),
        "building software",
        "office",
        "offices",
        "customers",
        (
            CEO,
            _role(
                "chief technology officer",
                "CTO|chief technology officer|head of technology",
                "Who leads engineering at {short}?|Who is in charge of technology?|who runs the tech side",
                "sets the technical direction",
            ),
            _role(
                "head of customer success",
                "head of customer success|customer success lead",
                "Who looks after customers after they sign up?|Who leads customer success at {short}?",
                "looks after renewals",
            ),
        ),
        "office lead",
        ("Subscriptions", "Professional Services", "Data Center", "Licences"),
        "Revenue",
        ("Hosting", "Salaries", "Sales and marketing", "Research and development", "Office costs"),
        "engineers",
        (15, 400),
        SheetSpec(
            "Customers by plan",
            "Plan",
            ("Starter", "Team", "Business", "Enterprise", "Education"),
            20,
            4200,
            "Paying customers at year end",
            (
                "How many {row} customers did {org} have in {col}?",
                "What was the number of customers on the {row} plan in {col}?",
                "How many customers were on {row} in {col}?",
            ),
            ("{short} {row} customers {col}", "{row} plan customers {col}"),
            "the number of {row} customers",
        ),
        (
            ("an active user", "a person who signed in at least once in the last 30 days"),
            ("a service credit", "a refund against the next invoice when we miss the uptime commitment"),
            ("a sprint", "a two-week cycle of planned engineering work"),
        ),
        (
            (
                "We offer single sign-on on every plan.",
                "single sign-on on every plan",
                "We offer single sign-on on the Enterprise plan.",
                "Do you support single sign-on on every plan?|Is SSO available on all plans?|does {short} offer SSO on all plans",
            ),
            (
                "We back up all customer data every day.",
                "back up all customer data every day",
                "We back up customer data every day for Enterprise customers.",
                "Do you back up every customer's data daily?|Is all customer data backed up every day?|Does {org} make daily backups for all customers?",
            ),
        ),
        (("the Team plan per user per month", 8, 30), ("a one-day onboarding workshop", 900, 3000)),
    ),
    Sector(
        "clinic",
        ("{w} Family Clinic", "{w} Health Centre", "{w} Medical Practice"),
        "caring for patients",
        "surgery",
        "surgeries",
        "patients",
        (
            _role(
                "medical director",
                "medical director|lead doctor|senior partner",
                "Who leads the doctors at {short}?|Who is the most senior doctor?",
                "leads the clinical team",
            ),
            _role(
                "practice manager",
                "practice manager|clinic manager",
                "Who runs the practice day to day?|Who manages {short}?",
                "runs the practice day to day",
            ),
            _role(
                "lead nurse",
                "lead nurse|head nurse|senior nurse",
                "Who is in charge of the nurses?|Who leads nursing at {short}?",
                "leads the nursing team",
            ),
        ),
        "surgery manager",
        ("Primary care", "Physiotherapy", "Dental", "Occupational health"),
        "Income",
        ("Clinical staff", "Medical supplies", "Premises", "Laboratory fees", "IT systems"),
        "consulting rooms",
        (6, 40),
        SheetSpec(
            "Appointments by service",
            "Service",
            (
                "GP appointments",
                "Nurse appointments",
                "Physiotherapy sessions",
                "Vaccinations",
                "Blood tests",
                "Telephone consultations",
            ),
            400,
            52000,
            "Appointments per year",
            (
                "How many {row_l} did {org} provide in {col}?",
                "What was the number of {row_l} in {col}?",
                "How many {row_l} were there in {col}?",
            ),
            ("{short} {row_l} {col}", "{row_l} {col}"),
            "the number of {row_l}",
        ),
        (
            ("a registered patient", "a person whose main doctor is at one of our surgeries"),
            ("a same-day appointment", "an appointment booked and held on the day the patient calls"),
            ("a repeat prescription", "a prescription that can be reissued without a new consultation"),
        ),
        (
            (
                "We offer evening appointments every weekday at all our surgeries.",
                "evening appointments every weekday",
                "We offer evening appointments on Tuesdays at the {city} surgery.",
                "Do you offer evening appointments every weekday?|Can I see a doctor on any weekday evening?|evening appointments every day at {short}?",
            ),
            (
                "Patients can book any appointment online.",
                "Patients can book any appointment online",
                "Patients can book nurse appointments online.",
                "Can I book any appointment online?|Does {org} offer online booking for all appointments?|online booking for all appointments?",
            ),
        ),
        (("a private medical certificate", 15, 60), ("a travel vaccination consultation", 20, 80)),
    ),
    Sector(
        "council",
        ("{w} Borough Council", "{w} District Council", "{w} Town Council"),
        "serving residents",
        "library",
        "libraries",
        "residents",
        (
            CEO,
            _role(
                "leader of the council",
                "leader of the council|council leader",
                "Who leads {org}?|Who is the political leader of the council?",
                "chairs the cabinet",
            ),
            _role(
                "head of planning",
                "head of planning|planning director|chief planning officer",
                "Who decides on planning at {short}?|Who is in charge of planning applications?",
                "leads the planning service",
            ),
        ),
        "library manager",
        ("Housing", "Waste and Recycling", "Leisure", "Planning", "Highways"),
        "Income",
        ("Staff", "Contracted services", "Building maintenance", "Grants to community groups", "Energy"),
        "parks",
        (8, 90),
        SheetSpec(
            "Net budget by service",
            "Service",
            (
                "Libraries",
                "Parks and open spaces",
                "Waste collection",
                "Street lighting",
                "Housing advice",
                "Leisure centres",
            ),
            300,
            9800,
            "{cur_word} thousands",
            (
                "What was the {row} budget in {col}?",
                "How much did {org} budget for {row_l} in {col}?",
                "What is the net budget for {row_l} in {col}?",
            ),
            ("{short} {row_l} budget {col}", "{row_l} budget {col}"),
            "the {row_l} budget",
        ),
        (
            ("a household", "one or more people who live at the same address and share a kitchen"),
            ("a bulky item", "an item of household waste too large to fit in a wheelie bin"),
            (
                "a major application",
                "a planning application for ten or more homes or over 1,000 square metres of floor space",
            ),
        ),
        (
            (
                "We collect garden waste every two weeks, all year round.",
                "garden waste every two weeks, all year round",
                "We collect garden waste every two weeks between March and November.",
                "Do you collect garden waste all year round?|Does {org} pick up garden waste all year?|garden waste collection all year?",
            ),
            (
                "All our libraries offer free Wi-Fi.",
                "All our libraries offer free Wi-Fi",
                "Our central library offers free Wi-Fi.",
                "Is there free Wi-Fi in all the libraries?|Do all {short} libraries have free wifi?|free wifi in every library?",
            ),
        ),
        (("a residents' parking permit", 25, 120), ("a bulky waste collection", 20, 60)),
    ),
    Sector(
        "school",
        ("{w} Academy", "{w} High School", "{w} Primary School", "{w} College"),
        "teaching young people",
        "campus",
        "campuses",
        "pupils",
        (
            _role(
                "headteacher",
                "headteacher|head teacher|principal|head",
                "Who runs {org}?|Who is the head of the school?|who is in charge of {short}",
                "leads the school",
            ),
            _role(
                "deputy headteacher",
                "deputy headteacher|deputy head|vice principal",
                "Who is second in charge at {short}?",
                "leads on behaviour and attendance",
            ),
            _role(
                "school business manager",
                "school business manager|bursar|business manager",
                "Who manages the school's finances?|Who looks after the budget at {short}?",
                "manages the budget",
            ),
        ),
        "campus leader",
        ("Teaching", "Sixth form", "Catering", "Lettings"),
        "Income",
        ("Teaching staff", "Support staff", "Learning resources", "Premises", "Catering"),
        "classrooms",
        (12, 80),
        SheetSpec(
            "Pupils by year group",
            "Year group",
            ("Year 7", "Year 8", "Year 9", "Year 10", "Year 11", "Sixth form"),
            60,
            320,
            "Pupils on roll in October",
            (
                "How many pupils were in {row} in {col}?",
                "What was the number of pupils in {row} in {col}?",
                "How many {row} pupils did {org} have in {col}?",
            ),
            ("{short} {row} pupils {col}", "{row} roll {col}"),
            "the number of pupils in {row}",
        ),
        (
            ("persistent absence", "missing ten per cent or more of the sessions a pupil could attend"),
            ("a pupil premium pupil", "a pupil for whom the school receives extra funding because of disadvantage"),
            ("an INSET day", "a day on which staff train and pupils do not attend"),
        ),
        (
            (
                "All pupils learn to swim.",
                "All pupils learn to swim",
                "Pupils in Year 7 learn to swim.",
                "Do all pupils learn to swim?|Does every pupil at {short} get swimming lessons?|swimming lessons for everyone?",
            ),
            (
                "We offer free breakfast to every pupil.",
                "We offer free breakfast to every pupil",
                "We offer free breakfast to pupils who arrive by 08:00 on Mondays.",
                "Is breakfast free for every pupil?|Does {org} give all pupils free breakfast?|free breakfast for all pupils?",
            ),
        ),
        (("the Year 9 residential trip", 120, 450), ("a school hoodie", 15, 35)),
    ),
    Sector(
        "retail",
        ("{w} Outdoor", "{w} & Finch", "{w} Home Store", "{w} Books"),
        "selling to shoppers",
        "store",
        "stores",
        "customers",
        (
            MD,
            _role(
                "head of buying",
                "head of buying|buying director|chief buyer",
                "Who decides what {short} sells?|Who leads the buyers?",
                "chooses the ranges we sell",
            ),
            _role(
                "head of ecommerce",
                "head of ecommerce|head of online|digital director",
                "Who runs the website shop?|Who leads online sales at {short}?",
                "runs the online shop",
            ),
        ),
        "store manager",
        ("Stores", "Online", "Wholesale", "Concessions"),
        "Net sales",
        ("Cost of goods sold", "Store staff", "Rent and rates", "Distribution", "Marketing"),
        "delivery vans",
        (3, 40),
        SheetSpec(
            "Online orders by region",
            "Region",
            ("North", "South", "East", "West", "Midlands", "Scotland", "Wales"),
            800,
            42000,
            "Orders delivered",
            (
                "How many online orders did {org} deliver to the {row} in {col}?",
                "What was the number of orders from the {row} in {col}?",
                "How many {row} online orders were there in {col}?",
            ),
            ("{short} orders {row} {col}", "{row} online orders {col}"),
            "online orders from the {row}",
        ),
        (
            ("a click-and-collect order", "an order placed online and picked up in a store"),
            ("a full-price sale", "a sale made at the ticketed price, with no discount or promotion"),
            ("like-for-like sales", "sales from stores that have been open for at least a full year"),
        ),
        (
            (
                "We offer free returns on every order.",
                "free returns on every order",
                "We offer free returns on full-price items bought in store.",
                "Are all returns free?|Does {org} offer free returns on everything?|free returns on all items?",
            ),
            (
                "All our stores have step-free access.",
                "All our stores have step-free access",
                "Our {city} store has step-free access.",
                "Do all your stores have step-free access?|Is there step-free access at every {short} store?|step free access in all stores?",
            ),
        ),
        (("a gift card delivery", 2, 6), ("standard delivery", 3, 8)),
    ),
    Sector(
        "brewery",
        ("{w} Brewing Co.", "{w} Brewery", "{w} Ales"),
        "brewing beer",
        "taproom",
        "taprooms",
        "customers",
        (
            MD,
            _role(
                "head brewer",
                "head brewer|brewmaster|lead brewer",
                "Who brews the beer at {short}?|Who is in charge of brewing?",
                "designs every recipe",
            ),
            _role(
                "sales director",
                "sales director|head of sales",
                "Who sells {short}'s beer to pubs?|Who leads sales?",
                "looks after pubs and shops",
            ),
        ),
        "taproom manager",
        ("Cask", "Keg", "Cans and bottles", "Taprooms"),
        "Revenue",
        ("Malt and hops", "Staff costs", "Duty", "Packaging", "Energy"),
        "fermentation vessels",
        (4, 30),
        SheetSpec(
            "Production by beer",
            "Beer",
            ("Pale ale", "Stout", "Lager", "IPA", "Porter", "Session bitter"),
            40,
            5200,
            "Hectolitres brewed",
            (
                "How many hectolitres of {row_l} did {org} brew in {col}?",
                "What volume of {row_l} was brewed in {col}?",
                "How much {row_l} did {short} make in {col}?",
            ),
            ("{short} {row_l} hectolitres {col}", "{row_l} volume {col}"),
            "the volume of {row_l}",
        ),
        (
            ("a firkin", "a cask that holds nine imperial gallons"),
            ("a core beer", "a beer we brew all year round"),
            ("a collaboration brew", "a beer designed and brewed together with another brewery"),
        ),
        (
            (
                "All our beers are vegan.",
                "All our beers are vegan",
                "Our lagers are vegan.",
                "Are all your beers vegan?|Is all of {org}'s beer suitable for vegans?|all beers vegan?",
            ),
            (
                "We offer brewery tours every weekend.",
                "brewery tours every weekend",
                "We offer brewery tours on the first Saturday of each month.",
                "Do you run brewery tours every week?|Can I tour the {short} brewery any weekend?|weekly brewery tours?",
            ),
        ),
        (("a brewery tour", 10, 30), ("a mixed case of 12 cans", 30, 55)),
    ),
    Sector(
        "hotel",
        ("{w} Hotels", "{w} House Hotel", "{w} Inns"),
        "welcoming guests",
        "hotel",
        "hotels",
        "guests",
        (
            _role(
                "general manager",
                "general manager|GM|hotel manager",
                "Who runs {org}?|Who manages the hotel?",
                "runs the hotel",
            ),
            _role(
                "executive chef",
                "executive chef|head chef",
                "Who is in charge of the kitchen?|Who cooks at {short}?",
                "writes the menus",
            ),
            _role(
                "head of housekeeping",
                "head of housekeeping|executive housekeeper",
                "Who is in charge of cleaning the rooms?|Who leads housekeeping?",
                "keeps the rooms ready",
            ),
        ),
        "hotel manager",
        ("Rooms", "Food and beverage", "Events", "Spa"),
        "Revenue",
        ("Staff costs", "Food and drink", "Laundry", "Utilities", "Commissions"),
        "rooms",
        (20, 400),
        SheetSpec(
            "Room nights sold by room type",
            "Room type",
            ("Standard double", "Superior double", "Twin", "Family room", "Suite", "Single"),
            1200,
            64000,
            "Room nights",
            (
                "How many {row_l} room nights did {org} sell in {col}?",
                "What were {row_l} room nights in {col}?",
                "How many nights in a {row_l} were sold in {col}?",
            ),
            ("{short} {row_l} room nights {col}", "{row_l} nights {col}"),
            "{row_l} room nights",
        ),
        (
            ("a late checkout", "leaving the room after 12:00 on the day of departure"),
            ("a no-show", "a guest who neither arrives nor cancels before 18:00 on the day of arrival"),
            ("a rack rate", "the standard price of a room before any discount"),
        ),
        (
            (
                "Dogs are welcome in all our rooms.",
                "Dogs are welcome in all our rooms",
                "Dogs are welcome in our garden rooms.",
                "Are dogs allowed in every room?|Can I bring my dog to any room at {short}?|dogs allowed in all rooms?",
            ),
            (
                "Breakfast is included in every rate.",
                "Breakfast is included in every rate",
                "Breakfast is included in our flexible rate.",
                "Is breakfast included in every rate?|Does every room rate at {org} include breakfast?|breakfast included in all rates?",
            ),
        ),
        (("a double room on a weekday night", 80, 260), ("parking per night", 5, 25)),
    ),
    Sector(
        "architecture",
        ("{w} Architects", "{w} Design Studio", "{w} & Partners"),
        "designing buildings",
        "studio",
        "studios",
        "clients",
        (
            _role(
                "managing partner",
                "managing partner|senior partner",
                "Who runs {org}?|Who leads the practice?",
                "leads the partners",
            ),
            _role(
                "design director",
                "design director|head of design",
                "Who leads design at {short}?",
                "reviews every scheme",
            ),
            _role(
                "technical director",
                "technical director|head of technical",
                "Who checks the construction drawings?",
                "leads on building regulations",
            ),
        ),
        "studio lead",
        ("Residential", "Education", "Workplace", "Heritage"),
        "Fee income",
        ("Salaries", "Consultants", "Software licences", "Rent", "Professional insurance"),
        "architects",
        (8, 160),
        SheetSpec(
            "Projects by sector",
            "Sector",
            ("Housing", "Schools", "Offices", "Healthcare", "Heritage", "Retail"),
            2,
            60,
            "Projects started",
            (
                "How many {row_l} projects did {org} start in {col}?",
                "What was the number of {row_l} projects in {col}?",
                "How many projects in {row_l} began in {col}?",
            ),
            ("{short} {row_l} projects {col}", "{row_l} projects {col}"),
            "the number of {row_l} projects",
        ),
        (
            ("a work stage", "one of the eight stages of the RIBA Plan of Work"),
            ("practical completion", "the point at which a building is finished enough to be handed over"),
            ("a design review", "a meeting in which partners not on the project critique the scheme"),
        ),
        (
            (
                "Every project has a named partner.",
                "Every project has a named partner",
                "Every education project has a named partner.",
                "Does every project have a partner in charge?|Is a partner named on every {short} project?",
            ),
            (
                "All our internships are paid and open to any student.",
                "All our internships are paid",
                "We offer paid internships to students from the local university.",
                "Do you offer paid internships to any student?|Does {org} pay all its interns?|paid internships open to all?",
            ),
        ),
        (("a feasibility study", 2500, 9000), ("a measured survey", 800, 2500)),
    ),
    Sector(
        "veterinary",
        ("{w} Veterinary Practice", "{w} Vets", "{w} Animal Hospital"),
        "caring for animals",
        "branch",
        "branches",
        "clients",
        (
            _role(
                "clinical director",
                "clinical director|senior vet|lead vet",
                "Who leads the vets at {short}?|Who is the senior vet?",
                "leads the veterinary team",
            ),
            _role(
                "head nurse",
                "head nurse|lead veterinary nurse",
                "Who is in charge of the veterinary nurses?",
                "leads the nurses",
            ),
            _role(
                "practice manager",
                "practice manager|business manager",
                "Who runs the practice day to day?|Who manages {short}?",
                "runs the practice day to day",
            ),
        ),
        "branch manager",
        ("Small animals", "Farm animals", "Equine", "Pharmacy"),
        "Revenue",
        ("Clinical staff", "Drugs and consumables", "Premises", "Laboratory fees", "Equipment"),
        "vets",
        (4, 60),
        SheetSpec(
            "Patients registered by species",
            "Species",
            ("Dogs", "Cats", "Rabbits", "Horses", "Cattle", "Sheep"),
            80,
            9000,
            "Registered patients",
            (
                "How many {row_l} were registered with {org} in {col}?",
                "What was the number of registered {row_l} in {col}?",
                "How many {row_l} did {short} care for in {col}?",
            ),
            ("{short} {row_l} registered {col}", "{row_l} patients {col}"),
            "the number of registered {row_l}",
        ),
        (
            ("a health plan", "a monthly payment that covers vaccinations, flea treatment and two check-ups a year"),
            ("an out-of-hours call", "a call received between 19:00 and 08:00 or at the weekend"),
            ("triage", "a first assessment by a nurse to decide how urgently an animal needs a vet"),
        ),
        (
            (
                "We offer home visits for all animals.",
                "home visits for all animals",
                "We offer home visits for horses.",
                "Do you do home visits for all animals?|Can a vet from {org} visit my home for any pet?|home visits for every species?",
            ),
            (
                "All our branches have separate cat waiting rooms.",
                "All our branches have separate cat waiting rooms",
                "Our {city} branch has a separate cat waiting room.",
                "Does every branch have a separate waiting area for cats?|Do all {short} branches have cat waiting rooms?",
            ),
        ),
        (("a first vaccination course for a puppy", 40, 120), ("a nail clip", 8, 20)),
    ),
    Sector(
        "charity",
        ("{w} Trust", "{w} Foundation", "{w} Community Network"),
        "supporting families",
        "centre",
        "centres",
        "families",
        (
            CEO,
            _role(
                "chair of trustees",
                "chair of trustees|chair",
                "Who chairs the trustees?|Who leads the board of trustees at {short}?",
                "leads the trustees",
            ),
            _role(
                "head of fundraising",
                "head of fundraising|fundraising director",
                "Who raises the money for {short}?|Who leads fundraising?",
                "leads fundraising",
            ),
        ),
        "centre manager",
        ("Donations", "Grants", "Shops", "Events"),
        "Income",
        ("Staff", "Programme costs", "Fundraising costs", "Premises", "Volunteer expenses"),
        "volunteers",
        (40, 900),
        SheetSpec(
            "Families supported by programme",
            "Programme",
            ("Food bank", "Debt advice", "Youth club", "Home visits", "Holiday meals", "Parent groups"),
            30,
            2400,
            "Families supported",
            (
                "How many families did the {row_l} support in {col}?",
                "What was the number of families helped by the {row_l} in {col}?",
                "How many families used the {row_l} in {col}?",
            ),
            ("{short} {row_l} families {col}", "{row_l} families {col}"),
            "the families supported by the {row_l}",
        ),
        (
            ("a restricted donation", "a gift that may only be spent on the purpose the donor chose"),
            ("a volunteer hour", "one hour given by a volunteer and recorded in the rota"),
            ("a referral", "a request from a school, doctor or social worker for us to support a family"),
        ),
        (
            (
                "We claim Gift Aid on all eligible donations.",
                "Gift Aid on all eligible donations",
                "We claim Gift Aid on donations made at events.",
                "Do you claim Gift Aid on all eligible donations?|Does {org} claim gift aid on every eligible gift?|gift aid on all donations?",
            ),
            (
                "All volunteers have a background check.",
                "All volunteers have a background check",
                "Volunteers who work with children have a background check.",
                "Are all volunteers background checked?|Does {short} check every volunteer's background?|vetting for all volunteers?",
            ),
        ),
        (("a charity shop gift voucher", 10, 50), ("a family day out ticket", 5, 20)),
    ),
)
