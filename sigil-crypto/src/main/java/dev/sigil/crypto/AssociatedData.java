package dev.sigil.crypto;

import dev.sigil.core.TenantId;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

/**
 * The associated data that binds each wrapped keyset to where it belongs, so a wrapped keyset
 * copied to another tenant, purpose or subject fails to open. Part of the stored format: changing a
 * string here makes every existing wrapped keyset unreadable (golden tests guard it).
 */
final class AssociatedData {
  private AssociatedData() {}

  /** {@code sigil/tenant-keyset/v1/<tenant>/<purpose>}; tenant ids cannot contain a slash. */
  static byte[] tenantKeyset(TenantId tenant, KeyPurpose purpose) {
    return ("sigil/tenant-keyset/v1/" + tenant.value() + "/" + purpose.wireName())
        .getBytes(StandardCharsets.US_ASCII);
  }

  /**
   * {@code sigil/subject-keyset/v1/<tenant>/} followed by the raw subject reference; the reference
   * comes last, so any bytes are unambiguous.
   */
  static byte[] subjectKeyset(TenantId tenant, byte[] subjectRef) {
    byte[] prefix =
        ("sigil/subject-keyset/v1/" + tenant.value() + "/").getBytes(StandardCharsets.US_ASCII);
    return ByteBuffer.allocate(prefix.length + subjectRef.length)
        .put(prefix)
        .put(subjectRef)
        .array();
  }

  /**
   * {@code sigil/note-keyset/v1/<tenant>}: a tenant's audit checkpoint signing keyset. A prefix of
   * its own, so it can never open as a tenant keyset of any {@link KeyPurpose}, nor the reverse.
   */
  static byte[] noteKeyset(TenantId tenant) {
    return ("sigil/note-keyset/v1/" + tenant.value()).getBytes(StandardCharsets.US_ASCII);
  }
}
