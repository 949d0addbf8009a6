package dev.sigil.detect.internal;

import java.util.List;

/**
 * The structured family: identifiers with a syntax, a checksum or a parser (email, phone, card,
 * IBAN, SSN, IP, MAC, URL, secrets, crypto wallets).
 */
final class StructuredRecognizers {
  private StructuredRecognizers() {}

  static List<Recognizer> all() {
    return List.of(
        new EmailRecognizer(),
        new PhoneRecognizer(),
        new CardRecognizer(),
        new IbanRecognizer(),
        new SsnRecognizer(),
        new IpRecognizer(),
        new MacRecognizer(),
        new UrlRecognizer(),
        new SecretRecognizer(),
        new CryptoWalletRecognizer());
  }
}
