// The US Faker set (faker-us.jsonl): node us.js SEED COUNT > faker-us.jsonl (seed 7, 900 texts).
// Templates written before looking at the detector's output; honorifics (Mr., Dr.) are left out
// of the name spans, name suffixes (Jr., MD) kept.
const {faker}=require("@faker-js/faker");
const fill=require("./fill.js");
process.env.TZ="UTC"; // dates are drawn relative to a fixed day, written in UTC
const seed=+process.argv[2]||7, n=+process.argv[3]||600; faker.seed(seed); faker.setDefaultRefDate("2026-01-01T00:00:00Z");
const F={
 name:()=>faker.person.fullName(),
 first:()=>faker.person.firstName(),
 last:()=>faker.person.lastName(),
 street:()=>faker.location.streetAddress(faker.datatype.boolean()),
 fulladdr:()=>`${faker.location.streetAddress(faker.datatype.boolean())}, ${faker.location.city()}, ${faker.location.state({abbreviated:true})} ${faker.location.zipCode()}`,
 city:()=>faker.location.city(),
 country:()=>faker.location.country(),
 org:()=>faker.company.name(),
 phone:()=>faker.phone.number(),
 phonen:()=>faker.phone.number({style:"national"}),
 email:()=>faker.internet.email(),
 card:()=>faker.finance.creditCardNumber(),
 iban:()=>faker.finance.iban({formatted:faker.datatype.boolean()}),
 ip:()=>faker.datatype.boolean()?faker.internet.ipv4():faker.internet.ipv6(),
 date:()=>{const d=faker.date.past({years:30}); const st=faker.number.int(3);
   return st==0?d.toLocaleDateString("en-US",{year:"numeric",month:"long",day:"numeric"}):st==1?`${d.getMonth()+1}/${d.getDate()}/${d.getFullYear()}`:st==2?d.toISOString().slice(0,10):d.toLocaleDateString("en-GB",{day:"numeric",month:"short",year:"numeric"});},
 num:()=>String(faker.number.int({min:10000,max:99999})),
 ssn:()=>faker.helpers.replaceSymbols(`${faker.number.int({min:101,max:665})}-${String(faker.number.int({min:10,max:99}))}-${String(faker.number.int({min:1000,max:9999}))}`),
};
const LABEL={name:"name",first:"name",last:"name",street:"address",fulladdr:"address",city:"location",country:"location",org:"organization",phone:"phone",phonen:"phone",email:"email",card:"card_number",iban:"iban",ip:"ip_address",date:"date",ssn:"ssn"};
const T=[
"Hi, my name is {name} and I live at {fulladdr}.",
"Please ship the replacement to {street}, {city}.",
"{name} called from {phonen} about the invoice sent to {email}.",
"Customer: {name}\nPhone: {phone}\nEmail: {email}\nAddress: {fulladdr}",
"I work for {org} in {city} and my manager is {name}.",
"The card ending in the number {card} was charged twice, can you refund it?",
"Wire the deposit to IBAN {iban} in the name of {name}.",
"Our server at {ip} keeps rejecting logins from {name}.",
"Date of birth: {date}. SSN: {ssn}.",
"{first} mentioned that {org} is moving its office to {country} next year.",
"Dear {name},\n\nThank you for contacting {org}. We have updated your mailing address to {fulladdr}.\n\nKind regards,\n{name}",
"Can you draft a reply to {name} ({email}) confirming the meeting on {date}?",
"Patient {name}, born {date}, was admitted on {date}. Emergency contact: {name}, {phonen}.",
"We met {name} from {org} at the conference in {city}.",
"Reach me on my cell {phone} or at the office {phonen}.",
"Summarize this complaint: 'My name is {name}, account holder at {org}. Somebody used my card {card} in {city} on {date}.'",
"The lease for {street} was signed by {name} and {name}.",
"New hire: {name}, starts {date}, badge photo pending. Home: {fulladdr}.",
"Flagged login from IP {ip} for user {email}.",
"{org} has agreed to pay {name} by bank transfer to {iban}.",
"Tell {first} that the package to {city}, {country} is delayed.",
"My SSN is {ssn} and my phone number is {phonen}.",
"Contact {name} at {org} ({email}, {phone}).",
"Please remove {name} from the mailing list; she moved to {city} in {date}.",
"I'm {first}. I grew up in {city} but now live at {street}.",
"Shipping label:\n{name}\n{org}\n{fulladdr}",
"The contract between {org} and {org} was signed on {date} by {name}.",
"Is {phonen} a valid number for {name}?",
"Translate to French: {name} will arrive in {city} on {date}.",
"Invoice #{num} for {org}, billed to {name}, {fulladdr}.",
];
const out=[];
for(let i=0;i<n;i++) out.push(fill(T[i%T.length], F, LABEL));
console.log(out.join("\n"));
