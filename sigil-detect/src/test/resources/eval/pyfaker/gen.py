#!/usr/bin/python3
"""Labelled PII evaluation set generator of the Sigil project (Faker 0.9.3, stdlib only).

Faker is Debian's package python3-fake-factory (apt-get install python3-fake-factory; MIT licence,
https://github.com/joke2k/faker). The templates were written without looking at the detector.

Usage: /usr/bin/python3 gen.py SEED COUNT > out.jsonl
Each line: {"text": ..., "spans": [{"start","end","label"}]}, offsets in UTF-16 code units.
"""
import datetime
import json
import random
import re
import sys

from faker import Faker

LOCALES = ["en_US", "en_GB", "de_DE", "fr_FR", "es_ES", "it_IT", "nl_NL", "en_AU", "en_CA"]
WEIGHTS = [4, 1, 1, 1, 1, 1, 1, 1, 1]
# Locales for which Faker 0.9.3 ships a locale-specific bank provider (others fall back to GB IBANs).
IBAN_LOCALES = {"en_GB", "de_DE", "fr_FR", "it_IT", "nl_NL"}
SSN_LOCALES = {"en_US"}
# Which Faker method gives a state/region/province for each locale (None: no provider).
STATE_METHOD = {"en_US": "state", "en_AU": "state", "de_DE": "state", "es_ES": "state",
                "it_IT": "state", "en_CA": "province", "nl_NL": "province", "fr_FR": "region",
                "en_GB": None}

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def u16len(s):
    return len(s.encode("utf-16-le")) // 2


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


def make_date(rng):
    # Fixed range, independent of "today".
    start = datetime.date(1940, 1, 1).toordinal()
    end = datetime.date(2026, 12, 31).toordinal()
    d = datetime.date.fromordinal(rng.randint(start, end))
    M, Mab, D, Y = MONTHS[d.month - 1], MONTHS[d.month - 1][:3], d.day, d.year
    fmts = [
        lambda: "%s %d, %d" % (M, D, Y),                 # March 3, 1987
        lambda: "%s %d, %d" % (Mab, D, Y),               # Mar 3, 1987
        lambda: "%02d/%02d/%d" % (d.month, D, Y),        # 03/04/1999 (US)
        lambda: "%d/%d/%d" % (D, d.month, Y),            # 3/4/1999 (day first)
        lambda: d.isoformat(),                           # 1999-04-03
        lambda: "%d %s %d" % (D, M, Y),                  # 3 March 1987
        lambda: "%s of %s %d" % (ordinal(D), M, Y),      # 3rd of March 1987
        lambda: "%s %s, %d" % (M, ordinal(D), Y),        # March 3rd, 1987
        lambda: "%02d.%02d.%d" % (D, d.month, Y),        # 03.04.1999
        lambda: "%02d-%02d-%d" % (D, d.month, Y),        # 03-04-1999
        lambda: "%s, %s %d, %d" % (WEEKDAYS[d.weekday()], M, D, Y),  # Monday, March 3, 1987
        lambda: "%d %s %d" % (D, Mab, Y),                # 3 Mar 1987
    ]
    return rng.choice(fmts)()


def address_lines(fake):
    raw = fake.address()
    lines = [re.sub(r"\s+", " ", l).strip() for l in raw.split("\n")]
    return [l for l in lines if l]


def address_one_line(lines):
    out = lines[0]
    for l in lines[1:]:
        # en_AU "608 /\n 778 Jerry Crossing" -> "608 / 778 Jerry Crossing"
        out += (" " if out.endswith("/") else ", ") + l
    return out


def group4(s):
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


class Values:
    """Per-document value factory: same key -> same value; distinct keys of the same kind -> distinct values."""

    def __init__(self, fake, locale, rng):
        self.fake, self.locale, self.rng = fake, locale, rng
        self.cache = {}
        self.addr_cache = {}

    def _unique(self, kind, fn):
        used = {v for (k, v) in self.cache.items() if KIND.get(k, (None, k))[1] == kind}
        for _ in range(20):
            v = fn().strip()
            if v and v not in used:
                return v
        return v

    def gen(self, key):
        if key in self.cache:
            return self.cache[key]
        f, rng = self.fake, self.rng
        kind = KIND[key][1]
        if kind == "name":
            fn = lambda: f.first_name() + " " + f.last_name()
        elif kind == "first_name":
            fn = f.first_name
        elif kind == "last_name":
            fn = f.last_name
        elif kind == "city":
            fn = f.city
        elif kind == "state":
            fn = getattr(f, STATE_METHOD[self.locale])
        elif kind == "country":
            fn = f.country
        elif kind == "company":
            fn = f.company
        elif kind in ("address", "address_ml"):
            base = key.replace("_ml", "")
            if base not in self.addr_cache:
                self.addr_cache[base] = address_lines(f)
            lines = self.addr_cache[base]
            fn = (lambda: "\n".join(lines)) if kind == "address_ml" else (lambda: address_one_line(lines))
        elif kind == "email":
            fn = f.email
        elif kind == "phone":
            fn = f.phone_number
        elif kind == "card":
            def fn():
                c = f.credit_card_number()
                if len(c) == 16 and rng.random() < 0.3:
                    c = rng.choice([" ", "-"]).join(c[i:i + 4] for i in range(0, 16, 4))
                return c
        elif kind == "iban":
            def fn():
                v = f.iban()
                return group4(v) if rng.random() < 0.4 else v
        elif kind == "ssn":
            fn = f.ssn
        elif kind == "ipv4":
            fn = f.ipv4
        elif kind == "ipv6":
            fn = f.ipv6
        elif kind == "date":
            fn = lambda: make_date(rng)
        elif kind == "num":
            fn = lambda: str(rng.randint(10000, 999999))
        elif kind == "amount":
            fn = lambda: "{:,.2f}".format(rng.randint(1000, 500000) / 100.0)
        elif kind == "age":
            fn = lambda: str(rng.randint(2, 40))
        else:
            raise KeyError(key)
        v = self._unique(kind, fn)
        self.cache[key] = v
        return v


# placeholder -> (label or None, kind)
KIND = {}
for _k, _lab, _kind in [
    ("name", "name", "name"), ("name2", "name", "name"), ("name3", "name", "name"),
    ("first_name", "name", "first_name"), ("first_name2", "name", "first_name"),
    ("last_name", "name", "last_name"), ("last_name2", "name", "last_name"),
    ("city", "location", "city"), ("city2", "location", "city"),
    ("state", "location", "state"), ("country", "location", "country"),
    ("country2", "location", "country"),
    ("company", "organization", "company"), ("company2", "organization", "company"),
    ("address", "address", "address"), ("address_ml", "address", "address_ml"),
    ("address2", "address", "address"),
    ("email", "email", "email"), ("email2", "email", "email"),
    ("phone", "phone", "phone"), ("phone2", "phone", "phone"),
    ("card", "card_number", "card"), ("iban", "iban", "iban"), ("ssn", "ssn", "ssn"),
    ("ipv4", "ip_address", "ipv4"), ("ipv4_2", "ip_address", "ipv4"), ("ipv6", "ip_address", "ipv6"),
    ("date", "date", "date"), ("date2", "date", "date"),
    ("num", None, "num"), ("amount", None, "amount"), ("age", None, "age"),
]:
    KIND[_k] = (_lab, _kind)

TEMPLATES = [
    # --- plain sentences
    "My name is {name} and I live at {address}.",
    "Please send the invoice to {company}, {address}.",
    "{name} was born on {date} in {city}.",
    "Call me at {phone} or write to {email}.",
    "Card {card} was charged twice.",
    "Hi, I'm {first_name}. I moved from {city} to {country} last year.",
    "Our records show that {name} (born {date}) lives in {city}.",
    "The meeting with {name} from {company} is scheduled for {date}.",
    "I am {name}, a customer since {date}. My phone number changed to {phone}.",
    "Mr. {last_name} asked us to forward the documents to {address}.",
    "Dr. {name} will see you on {date} in {city}.",
    "Travel plans: {city} -> {city2}, departing {date}.",
    "\"{company}\" has hired {name} as their new CFO.",
    "I live in {state}, but my family is from {country}.",
    "{name} and {name2} signed the lease for {address} on {date}.",
    "According to {name}'s file, the last visit was on {date}.",
    "Reminder: {first_name}'s birthday is {date}!",
    "Employee {name} relocated from the {city} office to {country} on {date}.",
    "Is {company} still located at {address}?",
    "My sister {first_name} works for {company} in {state}.",
    "I was born in {city}, {state}, on {date}.",
    "Born {date} in {country}, {name} moved to {city} at age {age}.",
    "We met {first_name} and {first_name2} in {city}, {country}.",
    "{company} opened a new office in {city} ({state}) on {date}.",
    "{company} v. {company2}: hearing set for {date} in {city}.",
    "Guests: {name}, {name2}, and {first_name}.",
    "Please call {last_name} back at {phone} regarding the claim filed on {date}.",
    "Sent from {city}. Call {phone} if lost.",
    "The package addressed to {address} was returned to sender on {date}.",
    "Emergency contact: {name} (phone: {phone}).",
    "The flight from {country} to {country2} was cancelled, so {first_name} stayed in {city}.",
    # --- chat / customer support
    "Hey {first_name}, it's {first_name2}! Are you still in {country}?",
    "Hello, I was charged for an order I never placed. The card number is {card}. "
    "You can reach me at {phone}. Thanks, {first_name}",
    "Can you update my email to {email}? My old one was {email2}.",
    "Thanks for contacting {company} support, {first_name}! We've sent a confirmation to {email}.",
    "The customer, {name}, disputes the charge on card {card} dated {date}.",
    "Please update my address to {address} and my phone to {phone}. Thanks, {name}",
    "Your appointment with {name} is confirmed for {date}. If you need to reschedule, call {phone}.",
    "hi there, this is {first_name} from {city}... my order #{num} never arrived, can someone call me on {phone}?",
    "Order #{num} for {name} ({email}) will ship on {date}.",
    # --- HR / forms
    "HR note: {name} joined {company} on {date} and reports to {name2}.",
    "Name: {name}\nDOB: {date}\nAddress:\n{address_ml}",
    "Contact person: {name}\nCompany: {company}\nPhone: {phone}\nEmail: {email}",
    "Patient: {name}\nDOB: {date}\nPhone: {phone}\nReferred by: Dr. {last_name2}",
    "Visitor log: {name}, arrived {date}, badge issued by {company}.",
    "{last_name}, {first_name}\n{address_ml}",
    "Applicant: {name}; SSN {ssn}; phone {phone}; email {email}.",
    "{name}'s social security number is {ssn}.",
    "SSN: {ssn}\nName: {name}\nDate of birth: {date}",
    "We could not verify the SSN {ssn} provided by {name}.",
    # --- letters / shipping
    "Dear {name},\n\nYour order has been shipped to:\n{address_ml}\n\nExpected delivery: {date}.\n\nKind regards,\n{company}",
    "Shipping note: deliver to {name}, {address}. Contact: {phone}.",
    "Ship to: {name}\n{address_ml}\nTel: {phone}",
    "Dear Ms. {last_name},\n\nthank you for your letter of {date}. Please send future correspondence to:\n"
    "{company}\n{address_ml}\n\nSincerely,\n{name2}",
    "Return address: {address}. Recipient: {name}, tel. {phone}.",
    "From: {email}\nTo: {email2}\nSubject: Invoice for {company}\n\nHi {first_name}, please find the invoice attached.",
    # --- banking
    "Please transfer the deposit to IBAN {iban} (account holder: {name}).",
    "Wire {amount} EUR to {iban} before {date}, reference {num}.",
    "Account holder: {name}\nIBAN: {iban}\nBank address: {address}",
    "Refund of {amount} will be credited to your account {iban} within 5 days.",
    "Payment received on {date} from card {card}. Thank you, {first_name}!",
    "Card number: {card}\nCardholder: {name}\nBilling address: {address}",
    "{company} paid invoice {num} on {date} from account {iban}.",
    # --- IT tickets
    "Ticket #{num}: user {email} cannot connect from {ipv4}. Please whitelist the address.",
    "Server {ipv6} stopped responding; last login came from {ipv4}.",
    "Login alert: a new sign-in to {email} was detected from IP {ipv4} in {city}, {country}.",
    "Firewall blocked traffic from {ipv6} and {ipv4}.",
    "Device {ipv4} (gateway {ipv4_2}) lost connection; assigned to {name}.",
    "The IP address {ipv6} belongs to {company}.",
    "IT ticket: {name} reports VPN errors since {date}; client IP {ipv4}.",
]

FIELD_RE = re.compile(r"\{([a-z_0-9]+)\}")


def template_ok(tpl, locale):
    keys = FIELD_RE.findall(tpl)
    kinds = {KIND[k][1] for k in keys}
    if "iban" in kinds and locale not in IBAN_LOCALES:
        return False
    if "ssn" in kinds and locale not in SSN_LOCALES:
        return False
    if "state" in kinds and STATE_METHOD.get(locale) is None:
        return False
    return True


def render(tpl, vals):
    text = ""
    pos = 0  # UTF-16 length of text so far
    spans = []
    i = 0
    skip_dot = False
    for m in FIELD_RE.finditer(tpl):
        lit = tpl[i:m.start()]
        if skip_dot and lit.startswith("."):
            lit = lit[1:]
        text += lit
        pos += u16len(lit)
        key = m.group(1)
        v = vals.gen(key)
        label = KIND[key][0]
        if label is not None:
            spans.append({"start": pos, "end": pos + u16len(v), "label": label})
        text += v
        pos += u16len(v)
        skip_dot = v.endswith(".")
        i = m.end()
    lit = tpl[i:]
    if skip_dot and lit.startswith("."):
        lit = lit[1:]
    text += lit
    return text, spans


def main():
    seed = int(sys.argv[1])
    count = int(sys.argv[2])
    random.seed(seed)
    rng = random.Random(seed)
    fakers = {}
    for idx, loc in enumerate(LOCALES):
        f = Faker(loc)
        f.seed_instance(seed * 1000 + idx)
        fakers[loc] = f
    ok = {loc: [t for t in TEMPLATES if template_ok(t, loc)] for loc in LOCALES}
    out = sys.stdout
    for _ in range(count):
        loc = rng.choices(LOCALES, weights=WEIGHTS)[0]
        tpl = rng.choice(ok[loc])
        text, spans = render(tpl, Values(fakers[loc], loc, rng))
        spans.sort(key=lambda s: s["start"])
        out.write(json.dumps({"text": text, "spans": spans}, ensure_ascii=False,
                             separators=(",", ":")) + "\n")


if __name__ == "__main__":
    main()
