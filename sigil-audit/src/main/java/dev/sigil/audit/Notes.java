package dev.sigil.audit;

import dev.sigil.core.NoteSigner;
import dev.sigil.core.NoteVerifier;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Base64;

/**
 * The C2SP signed-note format: the note text (ending in a newline), a blank line, then signature
 * lines {@code "— " <key name> " " base64(<4-byte key id> || <signature>) "\n"} (the dash is U+2014
 * EM DASH). The signature covers the text's UTF-8 bytes, including its final newline.
 *
 * <p>Sigil's notes carry exactly one signature, by the log's key; unlike the general format, a note
 * with a signature of any other key (or a second line) is refused, not ignored. Loosen this when
 * witnesses co-sign.
 */
final class Notes {
  static final String SIGNATURE_PREFIX = "\u2014 ";
  static final int MAX_NOTE_LENGTH = 16 * 1024;

  private Notes() {}

  /** {@code text} followed by a blank line and {@code signer}'s signature line. */
  static String sign(String text, NoteSigner signer) {
    byte[] message = text.getBytes(StandardCharsets.UTF_8);
    byte[] signature = signer.sign(message);
    byte[] keyIdAndSignature =
        ByteBuffer.allocate(4 + signature.length).putInt(signer.keyId()).put(signature).array();
    return text
        + "\n"
        + SIGNATURE_PREFIX
        + signer.keyName()
        + " "
        + Base64.getEncoder().encodeToString(keyIdAndSignature)
        + "\n";
  }

  /**
   * The text of {@code note} once its one signature line is verified as {@code verifier}'s.
   *
   * @throws AuditDataException if the note is malformed, signed by another key, or the signature
   *     does not verify
   */
  static String open(String note, NoteVerifier verifier) {
    if (note.length() > MAX_NOTE_LENGTH) {
      throw new AuditDataException("note is too long");
    }
    int split = note.lastIndexOf("\n\n");
    if (split < 0) {
      throw new AuditDataException("note has no blank line before its signatures");
    }
    String text = note.substring(0, split + 1);
    String signatures = note.substring(split + 2);
    if (!signatures.endsWith("\n") || signatures.indexOf('\n') != signatures.length() - 1) {
      throw new AuditDataException("note must have exactly one newline-terminated signature line");
    }
    byte[] signature = signatureOf(signatures.substring(0, signatures.length() - 1), verifier);
    if (!verifier.verify(text.getBytes(StandardCharsets.UTF_8), signature)) {
      throw new AuditDataException("note signature does not verify");
    }
    return text;
  }

  private static byte[] signatureOf(String line, NoteVerifier verifier) {
    if (!line.startsWith(SIGNATURE_PREFIX)) {
      throw new AuditDataException("signature line does not start with an em dash and a space");
    }
    String rest = line.substring(SIGNATURE_PREFIX.length());
    int space = rest.indexOf(' ');
    if (space <= 0 || rest.indexOf(' ', space + 1) >= 0) {
      throw new AuditDataException("signature line must be a key name and a signature");
    }
    if (!rest.substring(0, space).equals(verifier.keyName())) {
      throw new AuditDataException("note is signed by an unknown key name");
    }
    byte[] decoded = strictBase64(rest.substring(space + 1), "note signature");
    if (decoded.length <= 4) {
      throw new AuditDataException("note signature is too short");
    }
    if (ByteBuffer.wrap(decoded).getInt() != verifier.keyId()) {
      throw new AuditDataException("note signature key id does not match the key");
    }
    return Arrays.copyOfRange(decoded, 4, decoded.length);
  }

  /** Standard base64 with padding, only in its canonical encoding. */
  static byte[] strictBase64(String text, String what) {
    byte[] decoded;
    try {
      decoded = Base64.getDecoder().decode(text);
    } catch (IllegalArgumentException e) {
      throw new AuditDataException(what + " is not valid base64");
    }
    if (!Base64.getEncoder().encodeToString(decoded).equals(text)) {
      throw new AuditDataException(what + " is not canonical padded base64");
    }
    return decoded;
  }
}
