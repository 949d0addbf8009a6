package dev.sigil.store;

import dev.sigil.core.TenantId;
import java.util.Collection;
import java.util.List;

/** The {@code records} table: sealed records with their fields, by tenant, vault and id. */
public interface RecordStore {
  /**
   * Inserts records with their fields.
   *
   * @throws DuplicateKeyException when a record id exists in the vault
   */
  void insertAll(Tx tx, List<RecordRecord> records);

  /** The records of the vault with these ids that exist, with their fields, in no order. */
  List<RecordRecord> findAll(Tx tx, TenantId tenant, String vaultId, Collection<String> recordIds);

  /** Deletes a record and its fields; returns false when there was none. */
  boolean delete(Tx tx, TenantId tenant, String vaultId, String recordId);

  /** The ids of the records of one data subject, by vault, oldest first: {@code vault/id}. */
  List<String> listBySubject(Tx tx, TenantId tenant, byte[] subjectRef);

  /** Deletes every record of one data subject with its fields; returns how many records. */
  int deleteBySubject(Tx tx, TenantId tenant, byte[] subjectRef);
}
