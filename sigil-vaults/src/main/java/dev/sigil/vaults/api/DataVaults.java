package dev.sigil.vaults.api;

import dev.sigil.core.Scope;
import dev.sigil.core.Sensitive;
import dev.sigil.core.TenantId;
import dev.sigil.core.UserError;
import dev.sigil.tokens.api.Redaction;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * Records sealed into named vaults (SPEC section 5). Field values are tokenized through the token
 * vault (so detokenize and erasure reach them) and stored encrypted, bound to tenant, vault, record
 * and field. Every call is one transaction, joining the caller's.
 */
public interface DataVaults {
  /** Creates or replaces a vault's schema; existing records stay readable. */
  void putSchema(TenantId tenant, String vaultId, VaultSchema schema);

  Optional<VaultSchema> schema(TenantId tenant, String vaultId);

  /**
   * Seals every record or none, answering in input order.
   *
   * @throws UserError {@code 404 vault_not_found}; {@code 422} with a pointer per bad field ({@code
   *     /records/2/email}): unknown field, missing required field, invalid value
   */
  List<SealedRecord> seal(
      TenantId tenant, String vaultId, List<Map<String, Sensitive<String>>> records);

  /**
   * A record's fields, masked.
   *
   * @throws UserError {@code 404} when the vault or the record does not exist
   */
  Map<String, String> readMasked(TenantId tenant, String vaultId, String recordId);

  /** Reveals records' fields ({@code fields} null: all) under the tenant's reveal policy. */
  List<RecordReveal> reveal(
      TenantId tenant,
      String vaultId,
      List<String> recordIds,
      @Nullable Set<String> fields,
      String purpose,
      Redaction redaction,
      Set<Scope> scopes);

  /**
   * Deletes a record (its tokens stay: they are ordinary tokens, possibly shared).
   *
   * @throws UserError {@code 404} when the vault or the record does not exist
   */
  void delete(TenantId tenant, String vaultId, String recordId);
}
