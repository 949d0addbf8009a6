package dev.sigil.store;

import dev.sigil.core.TenantId;
import java.util.List;
import java.util.Optional;

/**
 * The {@code audit_trees} and {@code audit_checkpoints} tables: the Merkle state (compact range) of
 * each tenant's audit log, kept in step with its appends, and its signed checkpoints.
 */
public interface AuditCheckpointStore {
  /** The tree state: its size and compact range; size 0 and no range when none is stored. */
  record Tree(long size, byte[] compactRange) {
    public Tree {
      compactRange = compactRange.clone();
    }

    @Override
    public byte[] compactRange() {
      return compactRange.clone();
    }
  }

  Tree tree(Tx tx, TenantId tenant);

  /** Stores the tree state (the caller holds the audit head lock). */
  void saveTree(Tx tx, TenantId tenant, Tree tree);

  /**
   * @throws DuplicateKeyException when a checkpoint of this size exists
   */
  void add(Tx tx, AuditCheckpoint checkpoint);

  Optional<AuditCheckpoint> latest(Tx tx, TenantId tenant);

  /** All checkpoints with {@code size <= maxSize}, by size. */
  List<AuditCheckpoint> upTo(Tx tx, TenantId tenant, long maxSize);
}
