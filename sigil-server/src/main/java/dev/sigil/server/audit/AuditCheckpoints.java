package dev.sigil.server.audit;

import dev.sigil.audit.Checkpoint;
import dev.sigil.audit.CheckpointNotes;
import dev.sigil.audit.CompactRange;
import dev.sigil.audit.MerkleTree;
import dev.sigil.core.TenantId;
import dev.sigil.crypto.Ed25519NoteKeys;
import dev.sigil.crypto.Ed25519NoteSigner;
import dev.sigil.crypto.KeyHierarchy;
import dev.sigil.store.AuditCheckpoint;
import dev.sigil.store.AuditCheckpointStore.Tree;
import dev.sigil.store.AuditRecord;
import dev.sigil.store.Stores;
import dev.sigil.store.Tx;
import dev.sigil.store.WrappedKeyset;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The Merkle side of the audit log: each append advances the tenant's compact range in the same
 * transaction, and every {@code every} events a checkpoint (C2SP signed note: origin, size, root)
 * is signed with the tenant's Ed25519 note key and stored.
 */
public final class AuditCheckpoints {
  /** The tenant keyset purpose of the note key (wrapped under the root key). */
  static final String PURPOSE = "audit-note";

  private final Stores stores;
  private final KeyHierarchy keys;
  private final Clock clock;
  private final long every;
  private final Map<TenantId, Ed25519NoteSigner> signers = new ConcurrentHashMap<>();

  public AuditCheckpoints(Stores stores, KeyHierarchy keys, Clock clock, long every) {
    this.stores = stores;
    this.keys = keys;
    this.clock = clock;
    this.every = every;
  }

  /** The checkpoint origin and key name of a tenant's log. */
  public static String origin(TenantId tenant) {
    return "sigil/audit/" + tenant.value();
  }

  /**
   * Within the append's transaction (head locked): the log grew from {@code size} by these events,
   * in order. Signs a checkpoint at every multiple of {@code every} passed.
   */
  void advance(Tx tx, TenantId tenant, long size, List<byte[]> canonicalEvents) {
    Tree tree = catchUp(tx, tenant, stores.checkpoints().tree(tx, tenant), size);
    byte[] range = tree.compactRange();
    long at = size;
    for (byte[] event : canonicalEvents) {
      range = CompactRange.append(range, at++, MerkleTree.leafHash(event));
      if (at % every == 0) {
        sign(tx, tenant, at, CompactRange.root(range));
      }
    }
    stores.checkpoints().saveTree(tx, tenant, new Tree(at, range));
  }

  /** Signs a checkpoint of the log as it stands in {@code tx}, unless one of that size exists. */
  public Optional<AuditCheckpoint> checkpointNow(Tx tx, TenantId tenant) {
    Tree tree = stores.checkpoints().tree(tx, tenant);
    if (tree.size() == 0) {
      return Optional.empty();
    }
    Optional<AuditCheckpoint> latest = stores.checkpoints().latest(tx, tenant);
    if (latest.isPresent() && latest.get().size() == tree.size()) {
      return latest;
    }
    return Optional.of(sign(tx, tenant, tree.size(), CompactRange.root(tree.compactRange())));
  }

  /** The tenant's note signer (its public key is what verifiers need). */
  public Ed25519NoteSigner signer(Tx tx, TenantId tenant) {
    Ed25519NoteSigner cached = signers.get(tenant);
    if (cached != null) {
      return cached;
    }
    Optional<WrappedKeyset> stored = stores.keysets().find(tx, tenant, PURPOSE);
    if (stored.isPresent()) {
      Ed25519NoteSigner signer =
          Ed25519NoteKeys.openWrapped(keys, tenant, origin(tenant), stored.get().wrapped());
      signers.put(tenant, signer);
      return signer;
    }
    byte[] wrapped = Ed25519NoteKeys.newWrapped(keys, tenant);
    stores.keysets().insert(tx, new WrappedKeyset(tenant, PURPOSE, wrapped, clock.instant()));
    // not cached: the transaction that stores it may still roll back
    return Ed25519NoteKeys.openWrapped(keys, tenant, origin(tenant), wrapped);
  }

  private AuditCheckpoint sign(Tx tx, TenantId tenant, long size, byte[] root) {
    String note =
        CheckpointNotes.sign(new Checkpoint(origin(tenant), size, root), signer(tx, tenant));
    AuditCheckpoint checkpoint = new AuditCheckpoint(tenant, size, root, note, clock.instant());
    stores.checkpoints().add(tx, checkpoint);
    return checkpoint;
  }

  /** A tree behind its log (events appended before trees were kept) is rebuilt from the events. */
  private Tree catchUp(Tx tx, TenantId tenant, Tree tree, long size) {
    byte[] range = tree.compactRange();
    long at = tree.size();
    if (at > size) {
      throw new IllegalStateException("audit tree is ahead of its log");
    }
    while (at < size) {
      List<AuditRecord> page = stores.audit().range(tx, tenant, at, (int) Math.min(500, size - at));
      for (AuditRecord r : page) {
        range = CompactRange.append(range, at++, MerkleTree.leafHash(r.event()));
      }
      if (page.isEmpty()) {
        throw new IllegalStateException("audit log has a gap");
      }
    }
    return new Tree(at, range);
  }

  /** The latest checkpoint of the tenant's log and the key that signed it, if there is one. */
  public Optional<Signed> latest(TenantId tenant) {
    return stores
        .database()
        .inReadTransaction(
            tx ->
                stores
                    .checkpoints()
                    .latest(tx, tenant)
                    .map(c -> new Signed(c, signer(tx, tenant).publicKey())));
  }

  /** A checkpoint with the raw Ed25519 public key of its signer. */
  public record Signed(AuditCheckpoint checkpoint, byte[] publicKey) {}

  /**
   * Signs a checkpoint for every tenant whose log grew since its last one (run every interval, so a
   * quiet log is still checkpointed within that time).
   */
  public int checkpointMovedLogs() {
    int signed = 0;
    for (var tenant : stores.database().inReadTransaction(tx -> stores.tenants().list(tx))) {
      TenantId id = tenant.id();
      boolean made =
          stores
              .database()
              .inTransaction(
                  tx -> {
                    stores.audit().lockHead(tx, id);
                    Optional<AuditCheckpoint> before = stores.checkpoints().latest(tx, id);
                    Optional<AuditCheckpoint> now = checkpointNow(tx, id);
                    return now.isPresent()
                        && (before.isEmpty() || before.get().size() != now.get().size());
                  });
      signed += made ? 1 : 0;
    }
    return signed;
  }

  /** An inclusion proof of one event in the log of {@code size} events, with that size's root. */
  public record Inclusion(long seq, long size, byte[] leafHash, List<byte[]> proof, byte[] root) {}

  /** A consistency proof between two sizes of the log, with both roots. */
  public record Consistency(
      long from, long to, List<byte[]> proof, byte[] fromRoot, byte[] toRoot) {}

  /**
   * Proves that the event of {@code requestId} is in the first {@code size} events. Reads the leaf
   * hashes of the first {@code size} events (linear in size; cached subtrees would make it
   * logarithmic).
   */
  public Optional<Inclusion> inclusion(TenantId tenant, String requestId, long size) {
    return stores
        .database()
        .inReadTransaction(
            tx -> {
              Optional<AuditRecord> event = stores.audit().findByRequestId(tx, tenant, requestId);
              if (event.isEmpty() || event.get().seq() >= size) {
                return Optional.<Inclusion>empty();
              }
              var leaves = dev.sigil.audit.LeafHashes.of(leafHashes(tx, tenant, size));
              long seq = event.get().seq();
              return Optional.of(
                  new Inclusion(
                      seq,
                      size,
                      leaves.leafHash(seq),
                      MerkleTree.inclusionProof(leaves, seq, size),
                      MerkleTree.root(leaves, size)));
            });
  }

  /** Proves that the log of {@code from} events is a prefix of the log of {@code to} events. */
  public Consistency consistency(TenantId tenant, long from, long to) {
    return stores
        .database()
        .inReadTransaction(
            tx -> {
              var leaves = dev.sigil.audit.LeafHashes.of(leafHashes(tx, tenant, to));
              return new Consistency(
                  from,
                  to,
                  MerkleTree.consistencyProof(leaves, from, to),
                  MerkleTree.root(leaves, from),
                  MerkleTree.root(leaves, to));
            });
  }

  /** The tenant's current log size (events appended so far). */
  public long size(TenantId tenant) {
    return stores.database().inReadTransaction(tx -> stores.audit().head(tx, tenant)).size();
  }

  private List<byte[]> leafHashes(Tx tx, TenantId tenant, long size) {
    List<byte[]> hashes = new java.util.ArrayList<>();
    while (hashes.size() < size) {
      List<AuditRecord> page =
          stores
              .audit()
              .range(tx, tenant, hashes.size(), (int) Math.min(500, size - hashes.size()));
      if (page.isEmpty()) {
        throw new IllegalStateException("audit log is shorter than the size asked for");
      }
      page.forEach(r -> hashes.add(MerkleTree.leafHash(r.event())));
    }
    return hashes;
  }
}
