// The multi-locale Faker set (faker-intl.jsonl): node intl.js SEED COUNT > faker-intl.jsonl (seed 3,
// 800 texts). Ten locales in turn, English templates; Faker's own formats, which are not always
// realistic (a US street with a postcode before the city), so judge it by overlapping spans.
const {fakerEN_US, fakerEN_GB, fakerDE, fakerFR, fakerES, fakerIT, fakerNL, fakerEN_IN, fakerEN_AU, fakerEN_CA} = require("@faker-js/faker");
const fill = require("./fill.js");
const locs = [fakerEN_US, fakerEN_GB, fakerDE, fakerFR, fakerES, fakerIT, fakerNL, fakerEN_IN, fakerEN_AU, fakerEN_CA];
const seed = +process.argv[2] || 3, n = +process.argv[3] || 600;
process.env.TZ = "UTC"; // dates are drawn relative to a fixed day, written in UTC
locs.forEach((f, i) => { f.seed(seed * 100 + i); f.setDefaultRefDate("2026-01-01T00:00:00Z"); });
let f = locs[0];
const pick = (a) => a[f.number.int(a.length - 1)];
const F = {
  name: () => `${f.person.firstName()} ${f.person.lastName()}`,
  first: () => f.person.firstName(),
  fulladdr: () => `${f.location.streetAddress(false)}, ${f.location.zipCode()} ${f.location.city()}`,
  usaddr: () => `${f.location.streetAddress(true)}, ${f.location.city()}, ${f.location.state({abbreviated: true})} ${f.location.zipCode()}`,
  city: () => f.location.city(),
  country: () => f.location.country(),
  org: () => f.company.name(),
  phone: () => f.phone.number({style: pick(["human", "national", "international"])}),
  email: () => f.internet.email(),
  card: () => pick([f.finance.creditCardNumber("visa"), f.finance.creditCardNumber("mastercard"), f.finance.creditCardNumber("amex")]).replace(/-/g, pick(["", " ", "-"])),
  iban: () => f.finance.iban({formatted: f.datatype.boolean()}),
  ip: () => f.datatype.boolean() ? f.internet.ipv4() : f.internet.ipv6(),
  date: () => { const d = f.date.birthdate(); const st = f.number.int(4);
    return st == 0 ? d.toLocaleDateString("en-US", {weekday: "long", year: "numeric", month: "long", day: "numeric"})
      : st == 1 ? `${String(d.getDate()).padStart(2, "0")}.${String(d.getMonth() + 1).padStart(2, "0")}.${d.getFullYear()}`
      : st == 2 ? d.toLocaleDateString("en-GB", {day: "numeric", month: "long", year: "numeric"})
      : st == 3 ? `${d.getDate()}/${d.getMonth() + 1}/${d.getFullYear()}` : d.toISOString().slice(0, 10); },
};
const LABEL = {name: "name", first: "name", fulladdr: "address", usaddr: "address", city: "location", country: "location", org: "organization", phone: "phone", email: "email", card: "card_number", iban: "iban", ip: "ip_address", date: "date"};
const T = [
  "Hello, this is {name} from {city}. My number is {phone}.",
  "Please update my address to {fulladdr}.",
  "{name} ({email}) asked us to close the account at {org}.",
  "Our new colleague {name} joins the {city} office of {org} on {date}.",
  "I was born on {date} in {city}, {country}.",
  "Card number {card}, expiry 09/28, holder {name}.",
  "Transfer 500 EUR to {iban} (beneficiary: {name}, {org}).",
  "Login from {ip} was blocked; the account belongs to {first}.",
  "Delivery address:\n{name}\n{fulladdr}\n{country}",
  "Can {first} call me back on {phone}? I'm in {city} until Friday.",
  "Minutes: {name} and {name} presented the {org} proposal; next meeting {date}.",
  "Reply to {email} and copy {name}.",
  "The invoice from {org} was sent to {usaddr}.",
  "Hi {first}, thanks for the call. Regards, {name}",
  "Our supplier {org} is based in {city}.",
  "{first} said {name} moved to {country} last year.",
];
const out = [];
for (let i = 0; i < n; i++) {
  f = locs[i % locs.length];
  out.push(fill(T[Math.floor(i / locs.length) % T.length], F, LABEL));
}
console.log(out.join("\n"));
