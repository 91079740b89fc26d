"""A car rental agreement and a restaurant's opening times, asked as their readers ask (2026-12-06,
seventy-sixth session; the questions and the quotes that answer them written before any answer was
seen).

Before: "When do I have to bring the car back?" was answered by "If the vehicle is returned later
than this, an extra day will be charged at the daily rate." ("daily" read as when), and "How much
is the car per day?" by the fuel price "£2.10 per litre"; "What time do you close on Sunday?" got
passages although "- Sunday: 12:00-17:00 (Sunday lunch only)" came first: its first word of time
was the Sunday the question gives, and no other was read.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rag_core.answer.engine import Engine
from rag_core.answer.understand.classify import AnswerType
from tests.helpers.answers import assert_answered, assert_not_answered_by, engine_on, value_of

RENTAL = b"""SWIFTWAY CAR & VAN HIRE
RENTAL AGREEMENT

Agreement no:     SW-55192-GLA
Renter:           Fiona MacLeod
Driving licence:  MACLE761225F99KJ
Vehicle:          Vauxhall Corsa 1.2 Manual (Group B), silver, reg. SV23 KXP
Pick-up:          Glasgow Airport desk, 12 August 2024 at 09:30
Return:           Glasgow Airport desk, 19 August 2024 at 09:30
Rental period:    7 days
Daily rate:       \xc2\xa338.50 (including VAT)
Estimated total:  \xc2\xa3269.50
Additional driver: none

FUEL POLICY
The vehicle is supplied with a full tank and must be returned full (Full-to-Full).
If the vehicle is returned with less fuel, we will refuel it and charge \xc2\xa32.10 per
litre plus a refuelling service charge of \xc2\xa315.00. Keep your fuel receipt from a
station within 10 miles of the return location, as we may ask to see it.

MILEAGE
Your rental includes unlimited mileage within the United Kingdom. The vehicle may
not be taken outside the UK, including to the Republic of Ireland, without our
written permission in advance.

INSURANCE AND EXCESS
Basic collision damage waiver and theft protection are included in the daily rate.
You remain liable for an insurance excess of \xc2\xa31,250 for any damage to or theft of
the vehicle. You can reduce the excess to \xc2\xa30 by buying Excess Cover at the desk for
\xc2\xa314.99 per day. Damage to tyres, windscreens and the underside of the vehicle is not
covered by the basic waiver.

LATE RETURN
There is a grace period of 29 minutes after the agreed return time. If the vehicle
is returned later than this, an extra day will be charged at the daily rate.
If you will be more than 2 hours late, please call us on 0141 496 0877 so that we
can extend your agreement.

YOUNG AND ADDITIONAL DRIVERS
Drivers must be at least 21 years old and have held a full licence for 1 year.
Drivers aged 21 to 24 pay a young driver surcharge of \xc2\xa312.00 per day.
Each additional driver costs \xc2\xa39.00 per day and must show their licence at pick-up.

BREAKDOWN AND ACCIDENTS
24-hour roadside assistance is included. In the event of a breakdown or accident,
call 0800 496 0412. Do not arrange repairs yourself.

PENALTIES AND TOLLS
You are responsible for all parking fines, speeding fines and tolls incurred during
the rental. We charge an administration fee of \xc2\xa330 for each fine we have to process.

Renter's signature: F. MacLeod          Date: 12/08/2024
"""
HOURS = b"""# The Copper Kettle - Opening times and bookings

## Opening times

- Tuesday to Thursday: 12:00-14:30 and 17:30-21:30
- Friday and Saturday: 12:00-22:00
- Sunday: 12:00-17:00 (Sunday lunch only)
- Closed on Mondays

## Booking a table

You can book online through our website or by calling 01904 555 217.
"""


@pytest.fixture(scope="module")
def libraries(tmp_path_factory: pytest.TempPathFactory, embedder) -> Iterator[dict[str, Engine]]:  # type: ignore[no-untyped-def]
    """One library per reader, as each has it."""
    files = {
        "swiftway": {"swiftway_rental_agreement.txt": RENTAL},
        "kettle": {"opening-times-and-bookings.md": HOURS},
    }
    yield {name: engine_on(tmp_path_factory, embedder, name, its) for name, its in files.items()}


def test_a_rate_is_no_time_to_bring_the_car_back(libraries: dict[str, Engine]) -> None:
    assert_not_answered_by(libraries["swiftway"], "When do I have to bring the car back?", "daily rate")


def test_a_price_per_litre_is_no_price_per_day(libraries: dict[str, Engine]) -> None:
    assert_not_answered_by(libraries["swiftway"], "How much is the car per day?", "per litre")


def test_the_hours_of_the_asked_day_answer_what_time(libraries: dict[str, Engine]) -> None:
    assert_answered(libraries["kettle"], "What time do you close on Sunday?", "Sunday: 12:00-17:00")


def test_a_word_of_frequency_before_a_noun_says_no_time() -> None:
    bill = "You will pay 10 monthly instalments of GBP 149.05 on the 1st of each month."
    assert value_of("When are instalments due?", bill, AnswerType.DATE) == "1st of each month"
    assert value_of("When is rent paid?", "Rent is paid monthly in arrears.", AnswerType.DATE) == "monthly"
    late = "If the vehicle is returned later than this, an extra day will be charged at the daily rate."
    assert value_of("When do I have to bring the car back?", late, AnswerType.DATE) == ""
    hours = "Sunday: 12:00-17:00 (Sunday lunch only)"
    assert value_of("What time do you close on Sunday?", hours, AnswerType.DATE) == "12:00"
