package dev.sigil.detect.eval;

import java.util.ArrayList;
import java.util.List;

/**
 * Sentence templates of the synthetic corpus: chat, support tickets, e-mails, forms, HR and medical
 * intake, operations logs. A slot {@code {x}} is filled by a generated value; labelled slots are
 * name, first, last, email, phone, card, iban, ssn, ip, ipv4, ipv6, date, dob, address, org, city,
 * country, url, secret; the decoy slots order, version, ts, time, amount, ticket, uuid, hash and
 * serial are left unlabelled. Templates at even positions make the train split, odd positions the
 * dev split; literal text holds no personal data.
 */
final class Templates {
  private Templates() {}

  static final List<String> ALL =
      List.of(
          "Hi, I'm {name} and my card {card} was charged twice for order {order}.",
          "hey its {first}, my new number is {phone} btw",
          "Please update my email to {email}, the old one no longer works.",
          "Can you refund the {amount} to IBAN {iban}? Thanks, {first}",
          "My SSN is {ssn} and my date of birth is {dob}.",
          "Login attempts from {ipv4} were blocked at {ts}, please check.",
          "Name: {name}\nEmail: {email}\nPhone: {phone}\nDOB: {dob}",
          "Full name: {name} | Mobile: {phone} | Address: {address}",
          "Dear {first},\n\nthank you for contacting {org}. Your ticket {ticket} is now closed.\n\nBest regards",
          "Hello {first}, your appointment at {org} is confirmed for {date} at {time}.",
          "Patient: {name}, born {dob}. Emergency contact: {name} ({phone}).",
          "Patient name {name}; DOB {dob}; insurance member id {serial}; lives in {city}.",
          "Employee {name} joined {org} on {date}. Salary goes to {iban}.",
          "New hire: {name}, start date {date}, personal email {email}, SSN {ssn}.",
          "May I ask why my card ending in the number {card} was declined? I'm in {country} right now.",
          "Will you ship to {address}? I need it before {date}.",
          "The server at {ipv6} answered with version {version} again.",
          "deploy failed on {ipv4} (build {hash}), rolled back to version {version}",
          "Oops, I pasted my key {secret} in the channel, can someone revoke it?",
          "config: AWS key {secret} region eu-west-1, request id {uuid}",
          "Wire the deposit to {name}, IBAN {iban}, reference {ticket}.",
          "Bank details for the refund: account holder {name}, IBAN: {iban}",
          "Call me on {phone} or {phone} after {time}.",
          "You can reach our office in {city} at {phone}.",
          "I moved from {city} to {city} last year, new address is {address}.",
          "Ship it to {name}, {address}. Phone {phone}.",
          "{first} said the invoice {order} for {amount} is still open.",
          "Thanks {first}! Forwarding this to {name} at {org}.",
          "Card number: {card}\nCardholder: {name}\nAmount: {amount}",
          "pls charge {card} for the {amount}, same as last time",
          "Social security number: {ssn}. Tracking number {order} is not mine.",
          "For verification my social is {ssn} and I was born on {dob}.",
          "Meeting with {name} from {org} in {city} on {date}.",
          "{name} ({email}) will present the results on {date}.",
          "Reset link sent to {email} from {ipv4} at {time}.",
          "From: {name} <{email}>\nTo: support\nSubject: refund for order {order}",
          "Hi support, this is {name}. I live at {address} and the parcel never arrived.",
          "Our new office: {org}, {address}. Visitors call {phone}.",
          "Please see my profile at {url} and the slides at {url}.",
          "Profile: {url} (updated {date})",
          "Will you be in {city} next week? {first} wants to meet.",
          "May I get a copy of the contract? I signed it on {date} in {city}.",
          "Fraud alert: card {card} used at {org} in {country}, amount {amount}.",
          "The charge of {amount} on card {card} at {time} in {country} was not me.",
          "Firewall: deny {ipv4} -> {ipv4} port 443, rule {ticket}",
          "peer {ipv6} disconnected, session {uuid}",
          "HR note: {name} (employee {serial}) requested leave from {date} to {date}.",
          "Reference for {name}: worked at {org} in {city}, {country} until {date}.",
          "Allergies: none. Referring physician: Dr. {last}, {org}. Next visit {date}.",
          "Intake form - name: {name}, date of birth: {dob}, phone: {phone}, SSN: {ssn}",
          "Token {secret} expired at {ts}; regenerate it in the console.",
          "export GITHUB_TOKEN={secret}",
          "My IBAN is {iban} and my phone is {phone}.",
          "Send the payslip to {email}; IBAN changed to {iban} as of {date}.",
          "Mr. {last} called from {phone} about order {order}.",
          "Ms. {last} asked us to delete her data; her email was {email}.",
          "{name} is travelling from {country} to {country} on {date}.",
          "The {org} team in {city} approved release {version}.",
          "Happy birthday {first}!!! born {dob}, can't believe it",
          "lol {first} and {first} are at the office in {city} again",
          "Please don't share: SSN {ssn}, card {card}, IBAN {iban}.",
          "Billing: {name}, {email}, card {card}, address {address}",
          "Can you whitelist {ipv4} and {ipv6} for {first}?",
          "Contact {last} via {email} or {phone}, ask for {first}.",
          "Invoice {order} dated {date}: {amount}, due to {org}.",
          "Order {order} placed on {date} by {name}, delivered to {address}.",
          "Emergency contact: {name}, relationship: sister, phone {phone}",
          "Next of kin: {name}; address: {address}; phone: {phone}",
          "Will {first} be covering the {time} shift? Version {version} needs testing.",
          "May the build {hash} be promoted? It passed on {ipv4}.",
          "{first}: sure, my email is {email} and cell is {phone}",
          "{first}: I'll send my card {card} and CVV by phone instead");

  /** Chat lines without personal data, for filler sentences and the benchmark corpus. */
  static final List<String> PLAIN =
      List.of(
          "Thanks, that worked!",
          "Can you check again? The page still shows an error.",
          "May I ask a quick question about the pricing?",
          "Will you be around later to review this?",
          "I restarted the router and it is fine now.",
          "Ok, I will try that and get back to you.",
          "The update broke the export button, can someone look?",
          "Sorry for the delay, I was in a meeting.",
          "Is there a way to change the delivery date?",
          "Our team meets every second week to plan the release.",
          "Mark the ticket as resolved when you are done.",
          "The app crashes when I open the settings tab.",
          "I would like to cancel my subscription please.",
          "Do you ship internationally?",
          "We need the report by the end of the quarter.",
          "Great, thank you so much for your help!",
          "Hope you had a nice weekend.",
          "Grace period for payments is fourteen days.",
          "Please restart the service and clear the cache.",
          "It says my password is wrong but I just changed it.",
          "The package was delivered to the wrong door.",
          "Could you send me the documentation link?",
          "I am not sure which plan fits us best.",
          "The dashboard loads slowly in the morning.",
          "Let me know if you need anything else.",
          "Can I pay with a bank transfer instead?",
          "The meeting is moved to next week.",
          "We saw a spike of errors after the deploy.",
          "Just checking in on the status of my request.",
          "Will do, thanks!");

  static List<String> split(boolean train) {
    List<String> out = new ArrayList<>();
    for (int i = train ? 0 : 1; i < ALL.size(); i += 2) {
      out.add(ALL.get(i));
    }
    return List.copyOf(out);
  }
}
