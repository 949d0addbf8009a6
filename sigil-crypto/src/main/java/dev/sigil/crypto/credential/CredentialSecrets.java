package dev.sigil.crypto.credential;

import dev.sigil.core.CredentialId;
import dev.sigil.core.Sensitive;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.Objects;
import java.util.Optional;

/**
 * Secrets of service credentials. A bearer token is {@code sgl_<id>_<secret>}: {@code <id>} is the
 * {@link CredentialId} (20 characters of lowercase base32, {@code [a-z2-7]}, 100 random bits) and
 * {@code <secret>} is 32 bytes from {@link SecureRandom} in unpadded base64url (43 characters). The
 * store keeps only {@link #hash} of the secret, SHA-256 over its 43 ASCII characters; a salt or a
 * slow hash would add nothing, since the secret has 256 bits of entropy.
 *
 * <p>Security guarantees: tokens and secrets are only handed out wrapped in {@link Sensitive} and
 * never appear in a {@code toString()} or an exception message of this package; {@link #parse}
 * accepts only the exact canonical shape; {@link #matches} compares in constant time.
 *
 * <p>Thread-safe.
 */
public final class CredentialSecrets {
  /** The prefix of every Sigil bearer token; lets secret scanners recognise leaked tokens. */
  public static final String PREFIX = "sgl_";

  private static final String BASE32 = "abcdefghijklmnopqrstuvwxyz234567";
  private static final int ID_LENGTH = 20;
  private static final int SECRET_BYTES = 32;
  private static final int SECRET_LENGTH = 43;
  private static final int TOKEN_LENGTH = PREFIX.length() + ID_LENGTH + 1 + SECRET_LENGTH;
  private static final Base64.Encoder ENCODER = Base64.getUrlEncoder().withoutPadding();

  private final SecureRandom random;

  public CredentialSecrets() {
    this(new SecureRandom());
  }

  public CredentialSecrets(SecureRandom random) {
    this.random = Objects.requireNonNull(random, "random");
  }

  /** A new random credential id. */
  public CredentialId newId() {
    char[] id = new char[ID_LENGTH];
    for (int i = 0; i < id.length; i++) {
      id[i] = BASE32.charAt(random.nextInt(BASE32.length()));
    }
    return new CredentialId(new String(id));
  }

  /** A new credential: a new id, a new secret, the token to show once, the hash to store. */
  public IssuedCredential issue() {
    CredentialId id = newId();
    byte[] secretBytes = new byte[SECRET_BYTES];
    random.nextBytes(secretBytes);
    Sensitive<String> secret = Sensitive.of(ENCODER.encodeToString(secretBytes));
    Sensitive<String> token = secret.map(s -> PREFIX + id.value() + "_" + s);
    return new IssuedCredential(id, token, hash(secret));
  }

  /** SHA-256 over the secret's ASCII characters: what the store keeps and compares. */
  public static byte[] hash(Sensitive<String> secret) {
    try {
      return MessageDigest.getInstance("SHA-256")
          .digest(secret.reveal().getBytes(StandardCharsets.US_ASCII));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java platform has SHA-256", e);
    }
  }

  /** Whether two hashes are equal, in time that does not depend on where they differ. */
  public static boolean matches(byte[] presentedHash, byte[] storedHash) {
    return MessageDigest.isEqual(presentedHash, storedHash);
  }

  /**
   * Splits a bearer token into credential id and secret if it has exactly the shape this class
   * issues: the prefix, a valid id, an underscore, and a secret that is the canonical unpadded
   * base64url encoding of 32 bytes. Anything else, including surrounding whitespace, is empty.
   */
  public static Optional<ParsedToken> parse(String bearer) {
    if (bearer.length() != TOKEN_LENGTH || !bearer.startsWith(PREFIX)) {
      return Optional.empty();
    }
    int idEnd = PREFIX.length() + ID_LENGTH;
    String id = bearer.substring(PREFIX.length(), idEnd);
    String secret = bearer.substring(idEnd + 1);
    if (bearer.charAt(idEnd) != '_' || !CredentialId.isValid(id) || !isCanonicalSecret(secret)) {
      return Optional.empty();
    }
    return Optional.of(new ParsedToken(new CredentialId(id), Sensitive.of(secret)));
  }

  /**
   * The decoder ignores the unused low bits of the last character, so four spellings would decode
   * to the same bytes; re-encoding and comparing admits only the canonical one.
   */
  private static boolean isCanonicalSecret(String secret) {
    for (int i = 0; i < secret.length(); i++) {
      char c = secret.charAt(i);
      boolean alphabet =
          (c >= 'A' && c <= 'Z')
              || (c >= 'a' && c <= 'z')
              || (c >= '0' && c <= '9')
              || c == '-'
              || c == '_';
      if (!alphabet) {
        return false;
      }
    }
    byte[] decoded = Base64.getUrlDecoder().decode(secret);
    return decoded.length == SECRET_BYTES && ENCODER.encodeToString(decoded).equals(secret);
  }

  @Override
  public String toString() {
    return "CredentialSecrets";
  }
}
