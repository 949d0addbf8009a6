package dev.sigil.audit;

import java.util.Arrays;
import java.util.Base64;
import java.util.HexFormat;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * A tree head of a tenant's audit log in the C2SP {@code tlog-checkpoint} format. The body is three
 * lines, each ending in a newline: the origin, the tree size in decimal, the root hash in standard
 * base64 (with padding). Sigil writes no extension lines and accepts none.
 *
 * @param origin the log's name, unique per tenant log (e.g. {@code sigil.example/audit/acme}):
 *     1..255 characters of printable ASCII without space
 * @param size the number of leaves (events), non-negative
 * @param rootHash the RFC 9162 tree head of the first {@code size} leaves, 32 bytes (copied)
 */
public record Checkpoint(String origin, long size, byte[] rootHash) {
  private static final Pattern ORIGIN = Pattern.compile("[\\x21-\\x7e]{1,255}");
  private static final Pattern SIZE = Pattern.compile("0|[1-9][0-9]{0,18}");

  public Checkpoint {
    if (!ORIGIN.matcher(origin).matches()) {
      throw new IllegalArgumentException("origin must be 1..255 printable ASCII characters");
    }
    if (size < 0) {
      throw new IllegalArgumentException("tree size must not be negative");
    }
    if (rootHash.length != MerkleTree.HASH_SIZE) {
      throw new IllegalArgumentException("root hash must be 32 bytes");
    }
    rootHash = rootHash.clone();
  }

  @Override
  public byte[] rootHash() {
    return rootHash.clone();
  }

  /** The checkpoint body: {@code <origin>\n<size>\n<base64 root>\n}. */
  public String body() {
    return origin + "\n" + size + "\n" + Base64.getEncoder().encodeToString(rootHash) + "\n";
  }

  /**
   * Parses a checkpoint body strictly: exactly three newline-terminated lines, a valid origin, a
   * decimal size without sign or leading zeros, and the canonical base64 of 32 bytes.
   *
   * @throws AuditDataException otherwise
   */
  public static Checkpoint parseBody(String body) {
    if (!body.endsWith("\n")) {
      throw new AuditDataException("checkpoint body must end with a newline");
    }
    String[] lines = body.substring(0, body.length() - 1).split("\n", -1);
    if (lines.length != 3) {
      throw new AuditDataException("checkpoint body must have exactly 3 lines");
    }
    if (!ORIGIN.matcher(lines[0]).matches()) {
      throw new AuditDataException("checkpoint origin line is invalid");
    }
    if (!SIZE.matcher(lines[1]).matches()) {
      throw new AuditDataException("checkpoint size line is not a decimal tree size");
    }
    long size;
    try {
      size = Long.parseLong(lines[1]);
    } catch (NumberFormatException e) {
      throw new AuditDataException("checkpoint tree size is out of range");
    }
    byte[] root = Notes.strictBase64(lines[2], "checkpoint root hash");
    if (root.length != MerkleTree.HASH_SIZE) {
      throw new AuditDataException("checkpoint root hash is not 32 bytes");
    }
    return new Checkpoint(lines[0], size, root);
  }

  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof Checkpoint c
        && origin.equals(c.origin)
        && size == c.size
        && Arrays.equals(rootHash, c.rootHash);
  }

  @Override
  public int hashCode() {
    return 31 * (31 * origin.hashCode() + Long.hashCode(size)) + Arrays.hashCode(rootHash);
  }

  @Override
  public String toString() {
    return "Checkpoint[" + origin + ", " + size + ", " + HexFormat.of().formatHex(rootHash) + "]";
  }
}
