package dev.sigil.detect.internal;

import dev.sigil.detect.PiiClass;
import java.util.Set;

/**
 * Cryptocurrency addresses with their real checksums: Bitcoin Base58Check (P2PKH "1...", P2SH
 * "3..."), Bitcoin bech32/bech32m ("bc1..."), and Ethereum "0x" + 40 hex (EIP-55 checked when the
 * case is mixed; one-case addresses carry no checksum and score lower).
 */
final class CryptoWalletRecognizer implements Recognizer, Gated {
  private static final Structured.Cues CUES =
      Structured.Cues.of(
          "wallet btc bitcoin eth ether ethereum crypto address addr send sent receive deposit"
              + " withdraw withdrawal usdt usdc metamask coinbase binance",
          "tx txid hash transaction block commit sha contract");

  @Override
  public int needs() {
    return Triggers.DIGIT;
  }

  @Override
  public Set<PiiClass> classes() {
    return Set.of(PiiClass.CRYPTO_WALLET);
  }

  @Override
  public void find(Scan scan, Candidates out) {
    if (!scan.anyDigit()) {
      return; // every address this recognizer reports is a token with a digit
    }
    String s = scan.text();
    for (int t = 0; t < scan.tokenCount(); t++) {
      int start = scan.start(t);
      int end = scan.end(t);
      int len = end - start;
      if (len < 26
          || len > 90
          || !scan.hasLetter(t)
          || !scan.hasDigit(t)
          || Structured.gluedLeft(s, start)
          || Structured.gluedRight(s, end)) {
        continue;
      }
      double score = score(s, start, end);
      if (score > 0) {
        out.add(
            PiiClass.CRYPTO_WALLET,
            start,
            end,
            Structured.contextScore(scan, start, end, score, CUES, 0.97, 0.4));
      }
    }
  }

  /** The base score of the token as an address, 0 when it is not one. */
  private static double score(String s, int start, int end) {
    char c = s.charAt(start);
    int len = end - start;
    if ((c == '1' || c == '3') && len <= 35) {
      return WalletChecks.isBase58Check(s, start, end) ? 0.9 : 0;
    }
    if ((c == 'b' || c == 'B') && s.regionMatches(true, start, "bc1", 0, 3)) {
      return WalletChecks.isSegwit(s, start, end, "bc") ? 0.9 : 0;
    }
    if (c == '0' && len == 42 && s.charAt(start + 1) == 'x' && allHex(s, start + 2, end)) {
      if (!mixedCase(s, start + 2, end)) {
        return 0.75;
      }
      return WalletChecks.isEip55(s, start + 2) ? 0.9 : 0;
    }
    return 0;
  }

  private static boolean allHex(String s, int start, int end) {
    for (int i = start; i < end; i++) {
      if (!Structured.isHex(s.charAt(i))) {
        return false;
      }
    }
    return true;
  }

  private static boolean mixedCase(String s, int start, int end) {
    boolean upper = false;
    boolean lower = false;
    for (int i = start; i < end; i++) {
      char c = s.charAt(i);
      upper |= c >= 'A' && c <= 'F';
      lower |= c >= 'a' && c <= 'f';
    }
    return upper && lower;
  }
}
