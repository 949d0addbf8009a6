package dev.sigil.vaults.internal;

import dev.sigil.core.TenantId;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/**
 * The associated data of a sealed field value: tenant, vault, record and field, each
 * length-prefixed, so a ciphertext opens only where it was made. A stored format.
 */
final class FieldBinding {
  private FieldBinding() {}

  static byte[] of(TenantId tenant, String vaultId, String recordId, String field) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (String part : new String[] {"record-field", tenant.value(), vaultId, recordId, field}) {
      byte[] bytes = part.getBytes(StandardCharsets.UTF_8);
      out.write(bytes.length >>> 24);
      out.write(bytes.length >>> 16);
      out.write(bytes.length >>> 8);
      out.write(bytes.length);
      out.writeBytes(bytes);
    }
    return out.toByteArray();
  }
}
