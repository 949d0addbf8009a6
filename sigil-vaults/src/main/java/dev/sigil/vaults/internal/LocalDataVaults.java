package dev.sigil.vaults.internal;

import dev.sigil.core.ErrorCode;
import dev.sigil.core.FieldError;
import dev.sigil.core.Scope;
import dev.sigil.core.Sensitive;
import dev.sigil.core.TenantId;
import dev.sigil.core.UserError;
import dev.sigil.crypto.TenantKeys;
import dev.sigil.store.Database;
import dev.sigil.store.RecordRecord;
import dev.sigil.store.Stores;
import dev.sigil.tokens.api.DataType;
import dev.sigil.tokens.api.Masks;
import dev.sigil.tokens.api.Normalized;
import dev.sigil.tokens.api.Normalizer;
import dev.sigil.tokens.api.Redaction;
import dev.sigil.tokens.api.RevealRequest;
import dev.sigil.tokens.api.Revealed;
import dev.sigil.tokens.api.TokenVault;
import dev.sigil.tokens.api.TokenizeItem;
import dev.sigil.tokens.api.Tokenized;
import dev.sigil.vaults.api.DataVaults;
import dev.sigil.vaults.api.FieldSpec;
import dev.sigil.vaults.api.RecordReveal;
import dev.sigil.vaults.api.SealedRecord;
import dev.sigil.vaults.api.VaultSchema;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * Record vaults in this process. A record's field values go through the token vault (one batch for
 * the whole request, so it is all or nothing with the records) and are also stored as AES-GCM
 * ciphertexts under the tenant's data key, bound to tenant, vault, record and field: a ciphertext
 * copied to another record or field does not open. A record of a vault with a subject field has the
 * subject's reference, so that the subject's erasure deletes it.
 */
public final class LocalDataVaults implements DataVaults {
  private static final HexFormat HEX = HexFormat.of();

  private final Stores stores;
  private final Database database;
  private final TokenVault tokens;
  private final Function<TenantId, TenantKeys> keyring;
  private final Clock clock;
  private final RecordIds ids;

  public LocalDataVaults(
      Stores stores, TokenVault tokens, Function<TenantId, TenantKeys> keyring, Clock clock) {
    this.stores = stores;
    this.database = stores.database();
    this.tokens = tokens;
    this.keyring = keyring;
    this.clock = clock;
    this.ids = new RecordIds(clock);
  }

  @Override
  public void putSchema(TenantId tenant, String vaultId, VaultSchema schema) {
    String json = SchemaDocuments.encode(schema);
    database.inTransaction(
        tx -> {
          stores.documents().put(tx, tenant, SchemaDocuments.KIND, vaultId, json, clock.instant());
          return null;
        });
  }

  @Override
  public Optional<VaultSchema> schema(TenantId tenant, String vaultId) {
    return database.inReadTransaction(
        tx ->
            stores
                .documents()
                .find(tx, tenant, SchemaDocuments.KIND, vaultId)
                .flatMap(SchemaDocuments::decode));
  }

  private VaultSchema requireSchema(TenantId tenant, String vaultId) {
    return schema(tenant, vaultId)
        .orElseThrow(() -> new UserError(ErrorCode.VAULT_NOT_FOUND, "No such vault."));
  }

  @Override
  public List<SealedRecord> seal(
      TenantId tenant, String vaultId, List<Map<String, Sensitive<String>>> records) {
    VaultSchema schema = requireSchema(tenant, vaultId);
    List<Map<String, String>> normalized = validate(schema, records);
    // ids and ciphertexts first: on SQLite, what runs before the first statement runs beside the
    // writer that holds the lock
    TenantKeys keys = keyring.apply(tenant);
    List<String> recordIds = new ArrayList<>(normalized.size());
    List<Map<String, byte[]>> ciphertexts = new ArrayList<>(normalized.size());
    for (Map<String, String> record : normalized) {
      String id = ids.next();
      Map<String, byte[]> sealedValues = new HashMap<>();
      record.forEach(
          (field, value) ->
              sealedValues.put(
                  field,
                  keys.encrypt(
                      value.getBytes(StandardCharsets.UTF_8),
                      FieldBinding.of(tenant, vaultId, id, field))));
      recordIds.add(id);
      ciphertexts.add(sealedValues);
    }
    // a request's failure rolls back its whole transaction: no savepoint of its own
    return database.inEnclosingTransaction(
        tx -> {
          List<TokenizeItem> items = new ArrayList<>();
          for (Map<String, String> record : normalized) {
            String subject =
                schema.subjectField() == null ? null : record.get(schema.subjectField());
            record.forEach(
                (field, value) -> {
                  FieldSpec spec = schema.fields().get(field);
                  items.add(
                      new TokenizeItem(
                          Sensitive.of(value),
                          spec.dataType(),
                          spec.tokenType(),
                          subject == null ? null : Sensitive.of(subject),
                          null));
                });
          }
          List<Tokenized> issued = tokens.tokenizeNormalized(tenant, items);
          Instant now = clock.instant();
          List<RecordRecord> rows = new ArrayList<>();
          List<SealedRecord> sealed = new ArrayList<>();
          int next = 0;
          for (int r = 0; r < normalized.size(); r++) {
            String id = recordIds.get(r);
            List<RecordRecord.Field> fields = new ArrayList<>();
            Map<String, String> fieldTokens = new TreeMap<>();
            String subjectRef = null;
            for (String field : normalized.get(r).keySet()) {
              Tokenized t = issued.get(next++);
              subjectRef = t.subjectRef();
              fieldTokens.put(field, t.token());
              fields.add(
                  new RecordRecord.Field(
                      field, t.dataType().wireName(), t.token(), ciphertexts.get(r).get(field)));
            }
            rows.add(
                new RecordRecord(
                    tenant,
                    vaultId,
                    id,
                    subjectRef == null ? null : HEX.parseHex(subjectRef),
                    now,
                    fields));
            sealed.add(new SealedRecord(id, fieldTokens));
          }
          stores.records().insertAll(tx, rows);
          return sealed;
        });
  }

  /** The normalized values per record (sorted by field), or a 422 naming every bad field. */
  private static List<Map<String, String>> validate(
      VaultSchema schema, List<Map<String, Sensitive<String>>> records) {
    List<FieldError> errors = new ArrayList<>();
    List<Map<String, String>> out = new ArrayList<>(records.size());
    for (int i = 0; i < records.size(); i++) {
      Map<String, Sensitive<String>> record = records.get(i);
      Map<String, String> values = new TreeMap<>();
      String at = "/records/" + i + "/";
      for (Map.Entry<String, Sensitive<String>> e : record.entrySet()) {
        FieldSpec spec = schema.fields().get(e.getKey());
        String pointer = at + e.getKey().replace("~", "~0").replace("/", "~1");
        if (spec == null) {
          errors.add(new FieldError(pointer, "unknown_field", "Is not a field of this vault."));
          continue;
        }
        switch (Normalizer.normalize(spec.dataType(), e.getValue())) {
          case Normalized.Valid v -> values.put(e.getKey(), v.value().reveal());
          case Normalized.Refused r -> errors.add(r.toFieldError(pointer));
        }
      }
      schema
          .fields()
          .forEach(
              (name, spec) -> {
                if (spec.required() && !record.containsKey(name)) {
                  errors.add(new FieldError(at + name, "required", "Is required."));
                }
              });
      out.add(values);
    }
    if (!errors.isEmpty()) {
      throw UserError.validation(errors);
    }
    return out;
  }

  @Override
  public Map<String, String> readMasked(TenantId tenant, String vaultId, String recordId) {
    requireSchema(tenant, vaultId);
    RecordRecord record = find(tenant, vaultId, List.of(recordId)).get(recordId);
    if (record == null) {
      throw new UserError(ErrorCode.RECORD_NOT_FOUND, "No such record.");
    }
    TenantKeys keys = keyring.apply(tenant);
    Map<String, String> masked = new TreeMap<>();
    for (RecordRecord.Field f : record.fields()) {
      String value =
          new String(
              keys.decrypt(f.value(), FieldBinding.of(tenant, vaultId, recordId, f.name())),
              StandardCharsets.UTF_8);
      masked.put(f.name(), Masks.mask(DataType.fromWire(f.dataType()).orElseThrow(), value));
    }
    return masked;
  }

  private Map<String, RecordRecord> find(TenantId tenant, String vaultId, List<String> ids) {
    Map<String, RecordRecord> out = new LinkedHashMap<>();
    database
        .inReadTransaction(tx -> stores.records().findAll(tx, tenant, vaultId, ids))
        .forEach(r -> out.put(r.recordId(), r));
    return out;
  }

  @Override
  public List<RecordReveal> reveal(
      TenantId tenant,
      String vaultId,
      List<String> recordIds,
      @Nullable Set<String> fields,
      String purpose,
      Redaction redaction,
      Set<Scope> scopes) {
    requireSchema(tenant, vaultId);
    Map<String, RecordRecord> found = find(tenant, vaultId, recordIds);
    List<String> wanted = new ArrayList<>();
    for (String id : recordIds) {
      RecordRecord r = found.get(id);
      if (r != null) {
        r.fields().stream()
            .filter(f -> fields == null || fields.contains(f.name()))
            .forEach(f -> wanted.add(f.token()));
      }
    }
    List<Revealed> answers =
        wanted.isEmpty()
            ? List.of()
            : tokens.detokenize(tenant, new RevealRequest(wanted, purpose, redaction, scopes));
    List<RecordReveal> out = new ArrayList<>();
    int next = 0;
    for (String id : recordIds) {
      RecordRecord r = found.get(id);
      if (r == null) {
        out.add(new RecordReveal(id, false, null));
        continue;
      }
      Map<String, Revealed> byField = new TreeMap<>();
      for (RecordRecord.Field f : r.fields()) {
        if (fields == null || fields.contains(f.name())) {
          byField.put(f.name(), answers.get(next++));
        }
      }
      out.add(new RecordReveal(id, true, byField));
    }
    return out;
  }

  @Override
  public void delete(TenantId tenant, String vaultId, String recordId) {
    requireSchema(tenant, vaultId);
    boolean deleted =
        database.inTransaction(tx -> stores.records().delete(tx, tenant, vaultId, recordId));
    if (!deleted) {
      throw new UserError(ErrorCode.RECORD_NOT_FOUND, "No such record.");
    }
  }
}
