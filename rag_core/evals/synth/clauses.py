"""What handbooks and policies say: clauses with their facts, traps, absent topics and filler.

Data only. A clause is one or more sentences stating facts; ``values`` name how each slot is
drawn (see ``world.draw``). A fact is ``(category, gold, asks)``: the gold is a template that must
occur verbatim in every variant of the statement. A trap is a sentence that denies or narrows a
fact, with questions it does *not* answer (category "negated").
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Clause:
    """A rule, amount or count a handbook or policy states."""

    key: str
    home: str  # "handbook" or a policy name
    variants: tuple[str, ...]  # alternative wordings of the statement
    values: tuple[tuple[str, str], ...]  # (slot, how to draw it)
    facts: tuple[tuple[str, str, str], ...]  # (category, gold template, asks)
    extra: str = ""  # a distractor sentence stated after it
    trap: tuple[str, str] | None = None  # (denying or narrowing sentence, questions it does not answer)


def _c(
    key: str,
    home: str,
    variants: str,
    values: str,
    facts: tuple[tuple[str, str, str], ...],
    extra: str = "",
    trap: tuple[str, str] | None = None,
) -> Clause:
    pairs = tuple(tuple(v.split("=", 1)) for v in values.split(";") if v)
    return Clause(key, home, tuple(variants.split("|")), pairs, facts, extra, trap)  # type: ignore[arg-type]


POLICIES = ("remote working", "travel", "expenses", "health and safety", "privacy")

CLAUSES: tuple[Clause, ...] = (
    _c(
        "leave",
        "handbook",
        "Full-time employees receive {n} days of paid annual leave per year.|Every full-time employee is entitled to {n} days "
        "of paid holiday a year.|Annual leave for full-time staff is {n} days per year, plus public holidays.",
        "n=int:20:33",
        (
            (
                "count",
                "{n} days",
                "plain:How many days of annual leave do full-time employees get?|you:How many days of holiday do I get?"
                "|named:How much annual leave does {short} give full-time staff?|terse:annual leave days|terse:{short} holiday entitlement"
                "|paraphrase:What is the vacation allowance for a full-time worker?",
            ),
        ),
        extra="Part-time employees receive a pro rata share.",
        trap=(
            "Contractors are not entitled to paid annual leave.",
            "plain:How many days of paid leave do contractors get?|you:As a contractor, how much paid holiday do I receive?",
        ),
    ),
    _c(
        "hours",
        "handbook",
        "Standard working hours are {h} hours per week.|The normal working week is {h} hours.|Full-time employees work {h} hours a week.",
        "h=choice:35,36,37.5,38,39,40",
        (
            (
                "count",
                "{h} hours",
                "plain:How many hours a week do employees work?|plain:What are the standard weekly working hours?"
                "|you:How many hours a week am I expected to work?|terse:weekly hours|paraphrase:How long is a normal working week at {short}?",
            ),
        ),
    ),
    _c(
        "induction",
        "handbook",
        "New employees complete a {n}-day induction before they work unsupervised.|Every new starter attends a {n}-day induction.",
        "n=int:2:10",
        (
            (
                "count",
                "{n}-day induction",
                "plain:How long is the induction for new employees?|you:How long will my induction be?"
                "|terse:induction length|paraphrase:How many days of onboarding do new starters get?",
            ),
        ),
    ),
    _c(
        "parking",
        "handbook",
        "Employees may park in {garage} between {t1} and {t2} on weekdays.|Staff parking is in {garage}, open to employees "
        "between {t1} and {t2} on weekdays.",
        "garage=choice:Garage B,the North car park,Level 2 of the Station Street garage,the yard behind Building C;t1=time:6:8;t2=time:18:21",
        (
            (
                "rule",
                "between {t1} and {t2} on weekdays",
                "plain:When can employees park in {garage}?|plain:What are the parking hours in {garage}?"
                "|you:When can I park in {garage}?|terse:{garage} parking hours",
            ),
            (
                "place",
                "{garage}",
                "plain:Where can employees park?|plain:Where do staff park?|you:Where can I park my car?|terse:staff parking"
                "|paraphrase:Where should employees leave their cars?",
            ),
        ),
        trap=(
            "There is no visitor parking at the head office.",
            "plain:Where can visitors park at the head office?|you:Where should my visitors park?",
        ),
    ),
    _c(
        "payday",
        "handbook",
        "Salaries are paid on the {day} of each month.|Pay day is the {day} of every month.",
        "day=choice:last working day,25th,28th,first working day",
        (
            (
                "date",
                "{day}",
                "plain:When are salaries paid?|plain:When is pay day?|you:When do I get paid?|terse:pay date"
                "|paraphrase:On which day of the month does salary arrive?",
            ),
        ),
    ),
    _c(
        "probation",
        "handbook",
        "The probation period lasts {n} months.|New employees serve a probation period of {n} months.",
        "n=choice:three,four,six",
        (
            (
                "count",
                "{n} months",
                "plain:How long is the probation period?|you:How long is my probation?|terse:probation length"
                "|paraphrase:For how many months are new hires on trial?",
            ),
        ),
    ),
    _c(
        "sickpay",
        "handbook",
        "Employees receive full pay for the first {n} weeks of sickness in any year.",
        "n=int:4:13",
        (
            (
                "count",
                "{n} weeks",
                "plain:How many weeks of full sick pay do employees get?|you:How long will I get full pay if I am off sick?"
                "|terse:full sick pay weeks|paraphrase:For how long is salary paid in full during illness?",
            ),
        ),
    ),
    _c(
        "training",
        "handbook",
        "Each employee has a personal training budget of {cur}{x} a year.|Every employee may spend up to {cur}{x} a year on training.",
        "x=money:300:2500",
        (
            (
                "amount",
                "{cur}{x}",
                "plain:How much is the personal training budget?|you:What is my training budget?"
                "|terse:training budget per employee|paraphrase:How much can each employee spend on courses each year?",
            ),
        ),
    ),
    _c(
        "overtime",
        "handbook",
        "Overtime is paid at {rate} the normal hourly rate.",
        "rate=choice:one and a half times,twice,1.25 times",
        (
            (
                "rule",
                "{rate}",
                "plain:At what rate is overtime paid?|you:What do I get paid for overtime?|terse:overtime rate"
                "|paraphrase:How much extra do people earn per extra hour worked?",
            ),
        ),
        trap=(
            "Managers are not paid for overtime.",
            "plain:At what rate is overtime paid to managers?|you:As a manager, what is my overtime rate?",
        ),
    ),
    _c(
        "remote_days",
        "remote working",
        "Office-based employees may work from home up to {n} days a week.|Employees in office roles may work remotely up to {n} days a week.",
        "n=choice:two,three,four",
        (
            (
                "rule",
                "up to {n} days a week",
                "plain:How many days a week can office staff work from home?|named:How many remote days does {short} allow per week?"
                "|you:How many days can I work from home?|terse:remote days per week|paraphrase:How often may office workers work away from the office?",
            ),
            (
                "yesno",
                "up to {n} days a week",
                "named:Does {short} allow remote work?|plain:Is working from home allowed for office staff?"
                "|you:Can I work from home?|terse:remote work allowed?|paraphrase:Are desk-based staff permitted to work away from the office?",
            ),
        ),
        trap=(
            "Employees in their probation period may not work from home.",
            "plain:How many days a week can employees on probation work from home?|you:As a new starter on probation, how many days can I work remotely?",
        ),
    ),
    _c(
        "core_hours",
        "remote working",
        "Core hours are {t1} to {t2}, Monday to Friday.|Everyone must be available during core hours, {t1} to {t2} on weekdays.",
        "t1=time:9:10;t2=time:15:16",
        (
            (
                "rule",
                "{t1} to {t2}",
                "plain:What are the core hours?|plain:When must remote workers be available?|you:What hours do I have to be online?"
                "|terse:core hours|paraphrase:During which hours must everyone be reachable?",
            ),
        ),
    ),
    _c(
        "home_office",
        "remote working",
        "The company pays a one-off home office allowance of {cur}{x}.|New home workers receive a one-off allowance of {cur}{x} for desk and chair.",
        "x=money:150:800",
        (
            (
                "amount",
                "{cur}{x}",
                "plain:How much is the home office allowance?|you:How much will you pay towards my home office?"
                "|terse:home office allowance|paraphrase:What does {short} contribute to setting up a desk at home?",
            ),
        ),
        trap=(
            "{org} does not pay a monthly internet allowance.",
            "plain:How much is the monthly internet allowance?|terse:internet allowance per month",
        ),
    ),
    _c(
        "abroad",
        "remote working",
        "Employees may not work remotely from outside {country}.",
        "",
        (
            (
                "yesno",
                "may not work remotely from outside {country}",
                "plain:Can employees work remotely from abroad?"
                "|you:Can I work from another country?|terse:remote work abroad allowed?|paraphrase:Is working from a holiday home overseas permitted?",
            ),
        ),
    ),
    _c(
        "flights",
        "travel",
        "Economy class must be booked for flights under {h} hours.|Flights under {h} hours are booked in economy class.",
        "h=int:4:9",
        (
            (
                "rule",
                "economy class",
                "plain:Which class must be booked for flights under {h} hours?|you:What class do I fly on a flight under {h} hours?"
                "|terse:flight class under {h} hours",
            ),
        ),
        extra="Premium economy may be booked for longer flights.",
        trap=(
            "Business class is not reimbursed.",
            "plain:On which flights is business class reimbursed?|you:When can I fly business class?",
        ),
    ),
    _c(
        "approval",
        "travel",
        "International travel must be approved in advance by the {role}.|Every trip abroad needs the prior approval of the {role}.",
        "role=approver",
        (
            (
                "rule",
                "{role}",
                "plain:Who approves international travel?|plain:Who must sign off on trips abroad?"
                "|you:Who do I ask to approve a trip abroad?|terse:international travel approver",
            ),
        ),
    ),
    _c(
        "mileage",
        "travel",
        "Business mileage in a private car is reimbursed at {rate} per {unit}.|Use of a private car is paid at {rate} per {unit}.",
        "rate=rate",
        (
            (
                "amount",
                "{rate} per {unit}",
                "plain:What is the mileage rate?|you:How much do I get per {unit} for using my own car?"
                "|terse:mileage rate|paraphrase:What is paid for driving a personal car on business?",
            ),
        ),
    ),
    _c(
        "booking",
        "travel",
        "All travel must be booked through {agency}.|Book all flights, trains and hotels through {agency}.",
        "agency=choice:Clearway Travel,the travel desk,Meridian Business Travel,the online booking tool",
        (
            (
                "rule",
                "{agency}",
                "plain:How must travel be booked?|you:Where do I book business travel?|terse:travel booking channel",
            ),
        ),
        trap=(
            "The policy does not provide a daily allowance for domestic trips.",
            "plain:What is the daily allowance for domestic trips?|terse:domestic daily allowance",
        ),
    ),
    _c(
        "claims",
        "expenses",
        "Expense claims must be submitted within {n} days of the expense.|Submit each claim within {n} days of the date of the expense.",
        "n=choice:30,45,60,90",
        (
            (
                "rule",
                "within {n} days",
                "plain:How long do I have to submit an expense claim?|plain:What is the deadline for expense claims?"
                "|terse:expense claim deadline|paraphrase:How soon after spending must a claim be filed?",
            ),
        ),
    ),
    _c(
        "receipts",
        "expenses",
        "A receipt is required for every expense over {cur}{x}.|Receipts must be attached for any expense above {cur}{x}.",
        "x=money:10:75",
        (
            (
                "amount",
                "{cur}{x}",
                "plain:Above what amount is a receipt required?|you:When do I need a receipt?|terse:receipt threshold"
                "|paraphrase:From what amount must proof of payment be attached?",
            ),
        ),
    ),
    _c(
        "meals",
        "expenses",
        "Meals are reimbursed up to {cur}{x} per day.|The meal limit is {cur}{x} per day.",
        "x=money:25:90",
        (
            (
                "amount",
                "{cur}{x} per day",
                "plain:What is the daily meal limit?|you:How much can I claim for meals each day?"
                "|terse:meal allowance per day|paraphrase:What is the cap on food costs per day?",
            ),
        ),
        trap=(
            "Meals with clients are not covered by this limit.",
            "plain:What is the daily limit for meals with clients?|terse:client meal limit",
        ),
    ),
    _c(
        "alcohol",
        "expenses",
        "Alcohol is never reimbursed.",
        "",
        (
            (
                "yesno",
                "Alcohol is never reimbursed",
                "plain:Is alcohol reimbursed?|you:Can I claim for alcohol?|terse:alcohol expenses"
                "|paraphrase:Will the company pay for drinks like wine or beer?",
            ),
        ),
    ),
    _c(
        "claim_approval",
        "expenses",
        "Claims over {cur}{x} must be approved by the {role}.",
        "x=money:250:2000;role=approver",
        (
            (
                "rule",
                "{role}",
                "plain:Who approves large expense claims?|you:Who has to approve my claim over {cur}{x}?|terse:expense approver",
            ),
        ),
    ),
    _c(
        "incidents",
        "health and safety",
        "Every incident must be reported to the {role} within {n} hours.|Report every incident to the {role} within {n} hours.",
        "role=approver;n=choice:4,8,12,24,48",
        (
            (
                "rule",
                "within {n} hours",
                "plain:How quickly must incidents be reported?|you:How soon do I have to report an incident?"
                "|terse:incident reporting deadline",
            ),
            (
                "rule",
                "{role}",
                "plain:Who must incidents be reported to?|you:Who do I report an incident to?|terse:incident reporting contact",
            ),
        ),
        trap=(
            "Minor scratches that need no treatment do not have to be reported.",
            "plain:Within how many hours must minor scratches be reported?",
        ),
    ),
    _c(
        "assembly",
        "health and safety",
        "The fire assembly point is {place}.|If the alarm sounds, gather at the fire assembly point, {place}.",
        "place=choice:the car park behind Building C,the far end of the staff car park,the lawn opposite the main entrance,the corner of {street}",
        (
            (
                "place",
                "{place}",
                "plain:Where is the fire assembly point?|you:Where should I go when the fire alarm sounds?"
                "|terse:assembly point|paraphrase:Where do we gather if there is a fire?",
            ),
        ),
    ),
    _c(
        "drills",
        "health and safety",
        "Fire drills are held every {n} months.|We hold a fire drill every {n} months.",
        "n=choice:three,four,six",
        (
            (
                "count",
                "every {n} months",
                "plain:How often are fire drills held?|terse:fire drill frequency"
                "|paraphrase:How regularly do we practise evacuating the building?",
            ),
        ),
    ),
    _c(
        "boots",
        "health and safety",
        "Safety boots must be worn in the {area} at all times.|Everyone in the {area} must wear safety boots.",
        "area=choice:loading bay,workshop,warehouse,kitchen,plant room",
        (
            (
                "place",
                "{area}",
                "plain:Where must safety boots be worn?|terse:safety boots required where"
                "|paraphrase:In which part of the site is protective footwear compulsory?",
            ),
        ),
        trap=(
            "Forklift training is not provided by {short}; drivers must hold their own licence.",
            "plain:How many days of forklift training does {short} provide?|terse:forklift training days",
        ),
    ),
    _c(
        "first_aid_room",
        "health and safety",
        "The first aid room is on the {floor} floor.",
        "floor=choice:ground,first,second,third",
        (
            (
                "place",
                "{floor} floor",
                "plain:Where is the first aid room?|you:Where can I find first aid?|terse:first aid room location",
            ),
        ),
    ),
    _c(
        "lone",
        "health and safety",
        "Lone working is not permitted in the {area}.",
        "area=choice:cold store,boiler room,basement archive,paint shop",
        (
            (
                "yesno",
                "Lone working is not permitted",
                "plain:Is lone working allowed in the {area}?|you:Can I work alone in the {area}?"
                "|terse:lone working {area}",
            ),
        ),
    ),
    _c(
        "retention",
        "privacy",
        "We keep customer records for {n} years after your last order.|Customer records are kept for {n} years after the last order.",
        "n=choice:two,three,five,six,seven",
        (
            (
                "count",
                "{n} years",
                "plain:How long are customer records kept?|you:How long will you keep my data?"
                "|named:How long does {short} retain customer data?|terse:data retention period",
            ),
        ),
    ),
    _c(
        "privacy_email",
        "privacy",
        "You can contact our privacy team at {email}.|Questions about this notice can be sent to {email}.",
        "email=email:privacy",
        (
            (
                "contact",
                "{email}",
                "plain:How do I contact the privacy team?|plain:What is the email address for privacy questions?"
                "|terse:privacy contact email|you:How can I reach you about my data?",
            ),
        ),
    ),
    _c(
        "controller",
        "privacy",
        "{legal} is the controller of your personal data.",
        "",
        (
            (
                "factoid",
                "{legal}",
                "plain:Who is the data controller?|you:Who controls my personal data?|terse:data controller",
            ),
        ),
    ),
)

DEFINITIONS: dict[str, tuple[tuple[str, str], ...]] = {
    "remote working": (
        ("a home worker", "an employee whose contract names their home as their usual place of work"),
        ("a remote day", "a working day on which the employee does not come to a {short} site"),
    ),
    "travel": (
        ("a qualifying trip", "a business journey of more than {n} {distance} from your usual place of work"),
        ("a travel day", "a day on which you spend more than four hours travelling on business"),
    ),
    "expenses": (
        ("a business expense", "a cost an employee pays personally while doing work for {short}"),
        ("a client meal", "a meal at which at least one guest from outside {short} is present"),
    ),
    "health and safety": (
        ("a near miss", "an unplanned event that did not cause injury or damage but could have done so"),
        ("a reportable incident", "any collision, injury or spillage that involves {short} staff or premises"),
    ),
    "privacy": (
        ("personal data", "any information that identifies you or could be used to identify you"),
        ("processing", "anything we do with personal data, from collecting it to deleting it"),
    ),
}
DEFINITION_FORMS = (
    "{A_term} means {body}.",
    "'{Term}' means {body}.",
    "In {this}, {a_term} is {body}.",
    "{Term}: {body}.",
    "We use the term {term} for {body}.",
)

# Practices every organisation might state, for privacy notices, handbooks and FAQs:
# (statement, gold, narrower statement, questions). See sectors.Sector.practices.
PRACTICES = (
    (
        "We encrypt all customer data at rest.",
        "encrypt all customer data at rest",
        "We encrypt customer payment details when they are sent to our payment provider.",
        "Do you encrypt all customer data?|Is all customer data encrypted at rest?|Does {org} encrypt the data it holds about customers?|all customer data encrypted?",
    ),
    (
        "We do not sell personal information.",
        "do not sell personal information",
        "We do not sell email addresses to advertisers.",
        "Do you sell personal information?|Does {short} sell customers' personal data?|Will you sell my personal information?|selling of personal data?",
    ),
    (
        "We do not transfer personal data outside {area}.",
        "do not transfer personal data outside {area}",
        "We do not transfer payroll data outside {area}.",
        "Do you transfer personal data abroad?|Does {org} send personal data outside {area}?|data transfers outside {area}?",
    ),
    (
        "CCTV operates at every entrance to our sites.",
        "CCTV operates at every entrance",
        "CCTV operates in the loading area of the {city} site.",
        "Is there CCTV at every entrance to your sites?|Are all the entrances to {short} sites covered by CCTV?|cctv at all entrances?",
    ),
    (
        "All our electricity comes from renewable sources.",
        "All our electricity comes from renewable sources",
        "Our head office runs on electricity from renewable sources.",
        "Is all your electricity renewable?|Does {org} use only renewable power?|renewable electricity?",
    ),
    (
        "Every employee is trained in first aid.",
        "Every employee is trained in first aid",
        "Every {site} manager is trained in first aid.",
        "Are all employees trained in first aid?|Does {short} give everyone first aid training?|first aid training for all staff?",
    ),
    (
        "We carry out a background check on every new employee.",
        "background check on every new employee",
        "We carry out a background check on new employees who handle cash.",
        "Do you run a background check on every new hire?|Does {org} check the background of every new employee?|background checks for all new staff?",
    ),
)

# Presuppositions the documents deny: (key, statement, questions it does not answer). Slots as in clauses;
# {place} is a city with no site, {year} the latest reporting year.
DENIALS = (
    (
        "cfo",
        "{org} has not appointed a chief financial officer; finance reports to the {top}.",
        "plain:Who is the chief financial officer?|named:Who is {org}'s CFO?|terse:{short} CFO|you:Who is your CFO?",
    ),
    (
        "unopened",
        "The planned {site} in {place} did not open in {year}; the project is on hold.",
        "plain:When did the {place} {site} open?|named:When did {short} open its {site} in {place}?|terse:{place} {site} opening date",
    ),
    (
        "car",
        "{org} does not pay a car allowance.",
        "plain:How much is the car allowance?|named:What car allowance does {short} pay?|you:How much car allowance do I get?",
    ),
    (
        "acquisitions",
        "{org} made no acquisitions in {year}.",
        "plain:Which company was acquired in {year}?|named:What did {org} buy in {year}?|terse:{short} acquisitions {year}",
    ),
    (
        "weekends",
        "The head office is not open at weekends.",
        "plain:What time does the head office open on Saturdays?|you:When is your head office open on Sundays?"
        "|terse:head office Saturday hours",
    ),
    (
        "electric",
        "{org} does not yet operate any electric vehicles.",
        "plain:How many electric vehicles are in the fleet?|named:How many electric vehicles does {short} run?|terse:{short} EV count",
    ),
    (
        "bonus",
        "No bonus was paid to staff for {year}.",
        "plain:How much was the staff bonus for {year}?|named:What bonus did {short} pay staff for {year}?|terse:staff bonus {year}",
    ),
    (
        "dividend",
        "The board does not propose a dividend for {year}.",
        "plain:What dividend is proposed for {year}?|named:What is {org}'s dividend for {year}?|terse:{short} dividend {year}",
    ),
)

# Topics no document of the organisation mentions: (terms that must be absent, questions).
ABSENT = (
    (
        ("data protection officer", "DPO"),
        "plain:Who is the data protection officer?|you:Who's your DPO?|terse:{short} data protection officer",
    ),
    (
        ("parental leave", "maternity", "paternity"),
        "plain:How many weeks of parental leave do employees get?|named:What is {org}'s parental leave policy?|you:How much maternity leave would I get?",
    ),
    (("auditor",), "named:Who audits {org}'s accounts?|plain:Who is the external auditor?|terse:{short} auditor"),
    (
        ("pension",),
        "named:Does {org} offer a pension scheme?|plain:What is the employer pension contribution?|you:Do you pay into my pension?",
    ),
    (("dress code",), "plain:What is the dress code?|named:Is there a dress code at {short}?|terse:dress code"),
    (
        ("net zero", "emissions", "carbon"),
        "named:When will {org} reach net zero?|you:What is your carbon emissions target?|terse:{short} emissions target",
    ),
    (("patent",), "named:How many patents does {org} hold?|terse:{short} patents"),
    (
        ("share price", "stock exchange"),
        "named:What is {org}'s share price?|named:On which stock exchange is {short} listed?",
    ),
    (
        ("bereavement",),
        "plain:How much bereavement leave is there?|you:How many days off do I get after a bereavement?",
    ),
    (
        ("cycle", "bicycle"),
        "plain:Is there a cycle-to-work scheme?|named:Does {short} offer a bike scheme for commuting by bicycle?",
    ),
    (("gym",), "plain:Do employees get a gym membership?|named:Does {org} pay for gym memberships?"),
    (("sabbatical",), "plain:Can employees take a sabbatical?|you:How long a sabbatical can I take?"),
    (("wi-fi", "wifi"), "plain:What is the guest Wi-Fi password?|terse:wifi password"),
    (("canteen",), "plain:Is there a staff canteen?|plain:What time does the canteen open?"),
    (("complaint",), "named:How many complaints did {org} receive last year?|terse:{short} complaints"),
    (("market share",), "named:What is {org}'s market share?|terse:{short} market share"),
    (("founder", "founded by"), "named:Who founded {org}?|you:Who started the company?|terse:{short} founder"),
    (("refund",), "plain:What is the refund period?|you:How long do I have to ask for a refund?"),
    (("discount",), "plain:Do students get a discount?|named:Does {short} offer a staff discount?"),
    (("christmas",), "plain:Is the office closed over Christmas?|named:When does {short} close for Christmas?"),
)

FILLER: dict[str, tuple[str, ...]] = {
    "about": (
        "Our people are the reason customers come back.",
        "We are proud of what we have built together.",
        "We keep our promises and share bad news early.",
        "Every decision starts with the people we serve.",
        "We grow carefully and invest for the long term.",
    ),
    "leadership": (
        "The leadership team meets every Monday morning.",
        "Each member of the leadership team mentors two colleagues.",
        "The team reports to the board every quarter.",
    ),
    "finance": (
        "Growth came mainly from new customers.",
        "Costs rose with inflation but stayed within budget.",
        "Cash generation remained strong throughout the year.",
        "The results reflect a full year of the new pricing.",
        "Investment continued in systems and training.",
    ),
    "operations": (
        "Service levels held up well during the busy season.",
        "We opened no new sites in the final quarter.",
        "Each site reviews its performance every month.",
        "Maintenance was carried out on schedule.",
    ),
    "working": (
        "We expect everyone to treat colleagues with respect.",
        "Managers hold a one-to-one with each team member every month.",
        "Questions about this handbook can be raised with your manager.",
    ),
    "travel": (
        "Travellers should choose the most economical option that meets the business need.",
        "Plan trips early to keep costs down.",
        "Combine trips where you can.",
    ),
    "expenses": ("Claims are paid with the next monthly salary.", "Managers check every claim before it is paid."),
    "remote working": (
        "Remote work is a privilege that depends on the needs of the team.",
        "Teams agree their own office days.",
        "Equipment remains the property of the company.",
    ),
    "health and safety": (
        "Safety is everyone's responsibility.",
        "No task is so urgent that it cannot be done safely.",
        "Managers check the site every week.",
    ),
    "privacy": (
        "We only collect what we need.",
        "This notice explains what we do with your information.",
        "We review this notice every year.",
    ),
    "faq": ("If your question is not answered here, please get in touch.", "We update these answers regularly."),
}
