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
import dev.sigil.store.Database;
import dev.sigil.store.PendingAuditEvent;
import dev.sigil.store.Stores;
import dev.sigil.store.Tx;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.ReentrantLock;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Appends events to a tenant's hash chain and verifies it. The chain never forks: its head is
 * locked by whoever extends it, and an event commits or rolls back with the request's effect. Three
 * ways to append, chosen by the database ({@link Sequencing}):
 *
 * <ul>
 *   <li>{@link Sequencing#IN_TRANSACTION} (SQLite, whose writers are serial and committed in groups
 *       already): the append locks the head in the request's transaction and chains the event
 *       there.
 *   <li>{@link Sequencing#AFTER_COMMIT}: the request's transaction only queues its event ({@code
 *       audit_pending}), so requests of a tenant never wait for each other's commits under the head
 *       lock. After the commit, {@link #settle} chains every queued event of the tenant in one
 *       transaction (one head lock and one commit for all requests waiting at that moment) before
 *       the request answers. Events left queued by a crash or a failed round are chained by {@link
 *       #sequencePending}, which runs every second.
 *   <li>{@link Sequencing#IN_TRANSACTION_WHEN_FREE} (PostgreSQL): chained in the request's
 *       transaction when the head's lock is free at that moment ({@link
 *       dev.sigil.store.AuditStore#tryLockHead}, which never waits), else queued as after the
 *       commit. An uncontended request thus commits once instead of twice (its own commit, then its
 *       round's), and requests never wait for each other's commits. While a round of the tenant
 *       runs or is awaited in this process, the event is queued without trying: under load, a round
 *       shared by many requests costs less than their own chaining.
 * </ul>
 */
public final class AuditLog {
  private static final Logger log = LoggerFactory.getLogger(AuditLog.class);
  private static final int PAGE = 500;
  private static final int ROUND = 1000;

  /** Where an event gets its place in the chain. */
  public enum Sequencing {
    IN_TRANSACTION,
    AFTER_COMMIT,
    IN_TRANSACTION_WHEN_FREE;

    /**
     * The way that suits the database: in the transaction when the head is free, else after the
     * commit, on PostgreSQL; in the transaction on SQLite.
     */
    public static Sequencing of(Database.Dialect dialect) {
      return dialect == Database.Dialect.POSTGRESQL ? IN_TRANSACTION_WHEN_FREE : IN_TRANSACTION;
    }
  }

  private final Stores stores;
  private final AuditCheckpoints checkpoints;
  private final Clock clock;
  private final Sequencing sequencing;
  private final Map<TenantId, Lane> lanes = new ConcurrentHashMap<>();

  public AuditLog(Stores stores, AuditCheckpoints checkpoints, Clock clock, Sequencing sequencing) {
    this.stores = stores;
    this.checkpoints = checkpoints;
    this.clock = clock;
    this.sequencing = sequencing;
  }

  /**
   * Records {@code event} for {@code tenant} within {@code tx}: chained at once, or queued to be
   * chained by {@link #settle} after {@code tx} commits.
   *
   * @return whether the event is in the chain with {@code tx} (nothing to settle); false when it is
   *     queued, and the caller calls {@link #settle} once {@code tx} has committed
   */
  public boolean append(Tx tx, TenantId tenant, AuditEvent event) {
    Instant at = clock.instant();
    Map<String, Object> json = json(tenant, at, event);
    AuditHead head =
        switch (sequencing) {
          case IN_TRANSACTION -> stores.audit().lockHead(tx, tenant);
          case IN_TRANSACTION_WHEN_FREE ->
              busy(tenant) ? null : stores.audit().tryLockHead(tx, tenant).orElse(null);
          case AFTER_COMMIT -> null;
        };
    if (head == null) {
      stores
          .audit()
          .addPending(
              tx,
              new PendingAuditEvent(
                  tenant, event.requestId(), at, event.operation(), CanonicalJson.serialize(json)));
      return false;
    }
    json.put("seq", head.size());
    byte[] canonical = CanonicalJson.serialize(json);
    byte[] hash = HashChain.chainHash(head.hash(), canonical);
    stores
        .audit()
        .append(
            tx,
            new AuditRecord(
                tenant, head.size(), event.requestId(), at, event.operation(), canonical, hash));
    checkpoints.advance(tx, tenant, head.size(), List.of(canonical));
    return true;
  }

  /**
   * After the transaction of {@link #append} committed, when it answered false: returns once the
   * event of {@code requestId} is in the tenant's chain. The caller that finds no round running
   * chains every queued event of the tenant, its own and those of the requests waiting behind it; a
   * round of another process may have chained it already. Nothing to do with {@link
   * Sequencing#IN_TRANSACTION}.
   *
   * @throws RuntimeException when the round failed: the event stays queued (it committed) and a
   *     later round chains it
   */
  public void settle(TenantId tenant, String requestId) {
    if (sequencing == Sequencing.IN_TRANSACTION) {
      return;
    }
    Lane lane = lanes.computeIfAbsent(tenant, t -> new Lane());
    lane.waiting.add(requestId);
    lane.lock.lock();
    try {
      if (lane.chained.remove(requestId)) {
        return; // a round run by a waiter ahead of us took it
      }
      drain(tenant, lane, requestId);
    } finally {
      lane.waiting.remove(requestId);
      lane.lock.unlock();
    }
  }

  /**
   * Chains every queued event of every tenant (events left by a crash between a request's commit
   * and its round, or by a round that failed); answers how many. A tenant whose round fails is
   * logged (by exception class only) and left for the next run; the other tenants' events are
   * chained all the same, so one tenant's failure does not hold up another's trail.
   */
  public int sequencePending() {
    if (sequencing == Sequencing.IN_TRANSACTION) {
      return 0;
    }
    int chained = 0;
    for (TenantId tenant :
        stores.database().inReadTransaction(tx -> stores.audit().tenantsWithPending(tx))) {
      Lane lane = lanes.computeIfAbsent(tenant, t -> new Lane());
      lane.lock.lock();
      try {
        chained += drain(tenant, lane, null);
      } catch (RuntimeException e) {
        log.warn(
            "chaining the queued audit events of tenant {} failed ({}); retrying next run",
            tenant.value(),
            e.getClass().getName());
      } finally {
        lane.lock.unlock();
      }
    }
    return chained;
  }

  /**
   * Runs rounds (the lane's lock held) until {@code own} is chained, or, without one, until none is
   * left; marks the ids of waiting requests as chained. Answers how many events it chained.
   */
  private int drain(TenantId tenant, Lane lane, @Nullable String own) {
    int total = 0;
    List<String> chained;
    do {
      chained = round(tenant);
      total += chained.size();
      for (String id : chained) {
        if (!id.equals(own) && lane.waiting.contains(id)) {
          lane.chained.add(id);
        }
      }
    } while (chained.size() == ROUND && (own == null || !chained.contains(own)));
    return total;
  }

  /**
   * Whether a round of the tenant is running or awaited in this process: under such load a request
   * that chained its own event would do four statements more than one that queues it and shares a
   * round, and hold the head through its commit, so it queues.
   */
  private boolean busy(TenantId tenant) {
    Lane lane = lanes.get(tenant);
    return lane != null && (lane.lock.isLocked() || !lane.waiting.isEmpty());
  }

  /** One tenant's sequencing in this process: one round at a time, and who is waiting for one. */
  private static final class Lane {
    final ReentrantLock lock = new ReentrantLock();
    final Set<String> waiting = ConcurrentHashMap.newKeySet();
    final Set<String> chained = ConcurrentHashMap.newKeySet(); // only ids of waiting requests
  }

  /** Moves up to {@link #ROUND} queued events of the tenant into its chain; answers their ids. */
  private List<String> round(TenantId tenant) {
    return stores
        .database()
        .inTransaction(
            tx -> {
              AuditHead head = stores.audit().lockHead(tx, tenant);
              List<PendingAuditEvent> pending = stores.audit().pending(tx, tenant, ROUND);
              if (pending.isEmpty()) {
                return List.<String>of();
              }
              long seq = head.size();
              byte[] previous = head.hash();
              List<AuditRecord> records = new ArrayList<>(pending.size());
              List<byte[]> canonicals = new ArrayList<>(pending.size());
              for (PendingAuditEvent p : pending) {
                Map<String, Object> json = queuedJson(p);
                json.put("seq", seq);
                byte[] canonical = CanonicalJson.serialize(json);
                previous = HashChain.chainHash(previous, canonical);
                records.add(
                    new AuditRecord(
                        tenant, seq++, p.requestId(), p.at(), p.operation(), canonical, previous));
                canonicals.add(canonical);
              }
              stores.audit().appendAll(tx, tenant, records);
              checkpoints.advance(tx, tenant, head.size(), canonicals);
              List<String> ids = pending.stream().map(PendingAuditEvent::requestId).toList();
              stores.audit().removePending(tx, tenant, ids);
              log.debug("chained {} queued audit events", ids.size());
              return ids;
            });
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Object> queuedJson(PendingAuditEvent pending) {
    if (!(CanonicalJson.parse(pending.event()) instanceof Map<?, ?> json)) {
      throw new IllegalStateException("a queued audit event is not a JSON object");
    }
    return new LinkedHashMap<>((Map<String, Object>) json);
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

  /** The event's JSON without its {@code seq}, which is added where it is chained. */
  private static Map<String, Object> json(TenantId tenant, Instant at, AuditEvent e) {
    Map<String, Object> json = new LinkedHashMap<>();
    json.put("v", 1);
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
