package dev.sigil.vaults.internal;

import dev.sigil.core.Framing;
import dev.sigil.core.TenantId;

/**
 * The associated data of a sealed field value: tenant, vault, record and field, framed ({@link
 * Framing}), so a ciphertext opens only where it was made. A stored format.
 */
final class FieldBinding {
  private FieldBinding() {}

  static byte[] of(TenantId tenant, String vaultId, String recordId, String field) {
    return Framing.encode("record-field", tenant.value(), vaultId, recordId, field);
  }
}
