package dev.sigil.server.audit;

import dev.sigil.audit.CanonicalJson;
import dev.sigil.audit.ChainEntry;
import dev.sigil.audit.ChainVerification;
import dev.sigil.audit.HashChain;
import dev.sigil.audit.bundle.Bundle;
import dev.sigil.core.TenantId;
import dev.sigil.store.AuditCheckpoint;
import dev.sigil.store.AuditHead;
import dev.sigil.store.AuditRecord;
import dev.sigil.store.Stores;
import dev.sigil.store.Tx;
import java.time.Clock;
import java.time.Instant;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import org.jspecify.annotations.Nullable;

/**
 * Appends events to a tenant's hash chain and verifies it. An append locks the tenant's chain head
 * in the caller's transaction, so appenders serialize per tenant (also across processes on one
 * PostgreSQL) and the chain never forks; the event commits or rolls back with the request's effect.
 */
public final class AuditLog {
  private static final int PAGE = 500;

  private final Stores stores;
  private final AuditCheckpoints checkpoints;
  private final Clock clock;

  public AuditLog(Stores stores, AuditCheckpoints checkpoints, Clock clock) {
    this.stores = stores;
    this.checkpoints = checkpoints;
    this.clock = clock;
  }

  /** Appends {@code event} for {@code tenant} within {@code tx}; answers the stored record. */
  public AuditRecord append(Tx tx, TenantId tenant, AuditEvent event) {
    AuditHead head = stores.audit().lockHead(tx, tenant);
    Instant at = clock.instant();
    byte[] canonical = CanonicalJson.serialize(json(tenant, head.size(), at, event));
    byte[] hash = HashChain.chainHash(head.hash(), canonical);
    AuditRecord record =
        new AuditRecord(
            tenant, head.size(), event.requestId(), at, event.operation(), canonical, hash);
    stores.audit().append(tx, record);
    checkpoints.advance(tx, tenant, head.size(), canonical);
    return record;
  }

  /**
   * Recomputes the tenant's whole chain, page by page, and names the first broken link. A chain
   * that verifies but stops short of the recorded head (rows deleted at its end) is broken at the
   * first missing seq.
   */
  public Verification verify(TenantId tenant) {
    AuditHead head = stores.database().inReadTransaction(tx -> stores.audit().head(tx, tenant));
    // only the events up to this head: appends committed while we read are not judged here
    ChainVerification chain = HashChain.verify(new Pages(tenant, head.size()));
    if (chain.firstBroken() != null) {
      long seq = chain.firstBroken().seq();
      return new Verification(
          false,
          chain.events(),
          chain.head(),
          seq,
          requestIdAt(tenant, seq),
          chain.firstBroken().reason().name().toLowerCase(java.util.Locale.ROOT));
    }
    if (chain.events() != head.size() || !java.util.Arrays.equals(chain.head(), head.hash())) {
      long seq = Math.min(chain.events(), head.size());
      return new Verification(false, chain.events(), chain.head(), seq, null, "missing");
    }
    return new Verification(true, chain.events(), chain.head(), null, null, null);
  }

  /**
   * The export bundle of the tenant's chain up to its current head ({@link Bundle}), for the
   * offline verifier.
   */
  public byte[] export(TenantId tenant) {
    AuditHead head = stores.database().inReadTransaction(tx -> stores.audit().head(tx, tenant));
    List<AuditCheckpoint> signed =
        stores
            .database()
            .inReadTransaction(tx -> stores.checkpoints().upTo(tx, tenant, head.size()));
    byte[] publicKey =
        signed.isEmpty()
            ? new byte[0]
            : stores.database().inReadTransaction(tx -> checkpoints.signer(tx, tenant)).publicKey();
    java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
    out.writeBytes(
        Bundle.headerLine(
            tenant.value(), head.size(), head.hash(), AuditCheckpoints.origin(tenant), publicKey));
    Pages pages = new Pages(tenant, head.size());
    while (pages.hasNext()) {
      AuditRecord r = pages.nextRecord();
      out.writeBytes(Bundle.eventLine(r.seq(), r.hash(), r.event()));
    }
    signed.forEach(c -> out.writeBytes(Bundle.checkpointLine(c.note())));
    return out.toByteArray();
  }

  /** The answer of a verification (SPEC section 9). */
  public record Verification(
      boolean valid,
      long events,
      byte[] head,
      @Nullable Long brokenSeq,
      @Nullable String brokenRequestId,
      @Nullable String reason) {}

  private @Nullable String requestIdAt(TenantId tenant, long seq) {
    List<AuditRecord> at =
        stores.database().inReadTransaction(tx -> stores.audit().range(tx, tenant, seq, 1));
    return at.isEmpty() || at.getFirst().seq() != seq ? null : at.getFirst().requestId();
  }

  private static Map<String, Object> json(TenantId tenant, long seq, Instant at, AuditEvent e) {
    Map<String, Object> json = new LinkedHashMap<>();
    json.put("v", 1);
    json.put("seq", seq);
    json.put("at", at.toString());
    json.put("tenant", tenant.value());
    json.put("requestId", e.requestId());
    if (e.clientRequestId() != null) {
      json.put("clientRequestId", e.clientRequestId());
    }
    if (e.credential() != null) {
      json.put("credential", e.credential());
    }
    json.put("operation", e.operation());
    json.put("outcome", e.outcome().wireName());
    json.put("status", e.status());
    if (e.reason() != null) {
      json.put("reason", e.reason());
    }
    json.put("details", e.details());
    return json;
  }

  /** The chain as stored up to {@code end} (exclusive), a page at a time in read transactions. */
  private final class Pages implements Iterator<ChainEntry> {
    private final TenantId tenant;
    private final long end;
    private List<AuditRecord> page = List.of();
    private int index;
    private long next;
    private boolean exhausted;

    Pages(TenantId tenant, long end) {
      this.tenant = tenant;
      this.end = end;
    }

    @Override
    public boolean hasNext() {
      if (index < page.size()) {
        return true;
      }
      if (exhausted) {
        return false;
      }
      List<AuditRecord> read =
          stores.database().inReadTransaction(tx -> stores.audit().range(tx, tenant, next, PAGE));
      exhausted = read.size() < PAGE;
      page = read.stream().filter(r -> r.seq() < end).toList();
      exhausted |= page.size() < read.size();
      index = 0;
      if (!page.isEmpty()) {
        next = page.getLast().seq() + 1;
      }
      return !page.isEmpty();
    }

    @Override
    public ChainEntry next() {
      AuditRecord r = nextRecord();
      return new ChainEntry(r.seq(), r.event(), r.hash());
    }

    AuditRecord nextRecord() {
      if (!hasNext()) {
        throw new NoSuchElementException();
      }
      return page.get(index++);
    }
  }
}
