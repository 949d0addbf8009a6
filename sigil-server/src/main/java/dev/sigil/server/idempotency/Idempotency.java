package dev.sigil.server.idempotency;

import dev.sigil.core.TenantId;
import dev.sigil.crypto.TenantKeys;
import dev.sigil.server.keys.TenantKeyring;
import dev.sigil.store.IdempotencyRecord;
import dev.sigil.store.IdempotencyStore;
import dev.sigil.store.Stores;
import dev.sigil.store.Tx;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.HexFormat;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * SPEC section 8. A request with a key first claims it in a transaction of its own, so that a
 * duplicate arriving while it runs sees it in flight ({@code 409}); its answer is then stored in
 * the same transaction as its effect ({@link #complete}), so a crash can never leave an effect
 * without its answer. Keys and bodies are stored only as tenant-keyed hashes; answers encrypted
 * under the tenant's key. A claim whose request died is taken over after its lease.
 */
public final class Idempotency {
  private static final Pattern KEY = Pattern.compile("[\\x20-\\x7e]{1,255}");
  private static final byte[] KEY_CONTEXT =
      "sigil/idempotency-key/v1".getBytes(StandardCharsets.US_ASCII);
  private static final byte[] BODY_CONTEXT =
      "sigil/idempotency-body/v1".getBytes(StandardCharsets.US_ASCII);

  private final Stores stores;
  private final TenantKeyring keyring;
  private final Clock clock;
  private final Duration lease;
  private final Duration retention;

  public Idempotency(
      Stores stores, TenantKeyring keyring, Clock clock, Duration lease, Duration retention) {
    this.stores = stores;
    this.keyring = keyring;
    this.clock = clock;
    this.lease = lease;
    this.retention = retention;
  }

  /** 1 to 255 printable ASCII characters (SPEC section 8). */
  public static boolean isValidKey(String key) {
    return KEY.matcher(key).matches();
  }

  /** The request holds the key: run it, then {@link #complete} or {@link #abandon}. */
  public record Claim(TenantId tenant, String path, byte[] keyHash, String requestId) {
    public String keyHashHex() {
      return HexFormat.of().formatHex(keyHash);
    }
  }

  /** What to do with a request that carries a key. */
  public sealed interface Decision {
    String keyHashHex();

    record Proceed(Claim claim) implements Decision {
      @Override
      public String keyHashHex() {
        return claim.keyHashHex();
      }
    }

    /** The first request with this key is still running. */
    record InFlight(String keyHashHex) implements Decision {}

    /** The key was used for another body. */
    record Reused(String keyHashHex) implements Decision {}

    /** The stored answer of the first request. */
    record Replay(String keyHashHex, StoredAnswer answer, String originalRequestId)
        implements Decision {}
  }

  /** Claims {@code key} for this request, in a transaction of its own. */
  public Decision begin(
      TenantId tenant, String method, String path, String key, byte[] body, String requestId) {
    TenantKeys keys = keyring.keys(tenant);
    byte[] keyHash = keys.keyedHash(key.getBytes(StandardCharsets.US_ASCII), KEY_CONTEXT);
    byte[] fingerprint = keys.keyedHash(fingerprintInput(method, path, body), BODY_CONTEXT);
    Instant now = clock.instant();
    IdempotencyRecord mine =
        IdempotencyRecord.inFlight(
            tenant,
            path,
            keyHash,
            fingerprint,
            requestId,
            now,
            now.plus(lease),
            now.plus(retention));
    Claim claim = new Claim(tenant, path, keyHash, requestId);
    return stores.database().inTransaction(tx -> decide(tx, mine, claim, keys, now));
  }

  private Decision decide(
      Tx tx, IdempotencyRecord mine, Claim claim, TenantKeys keys, Instant now) {
    IdempotencyStore store = stores.idempotency();
    if (store.claim(tx, mine)) {
      return new Decision.Proceed(claim);
    }
    Optional<IdempotencyRecord> found =
        store.find(tx, claim.tenant(), claim.path(), claim.keyHash());
    if (found.isEmpty()) {
      return store.claim(tx, mine)
          ? new Decision.Proceed(claim)
          : new Decision.InFlight(claim.keyHashHex());
    }
    IdempotencyRecord existing = found.get();
    boolean expired = !now.isBefore(existing.expiresAt());
    boolean abandoned =
        existing.state() == IdempotencyRecord.State.IN_FLIGHT
            && !now.isBefore(existing.leaseUntil());
    if (expired || abandoned) {
      return store.takeOver(tx, mine, existing.requestId())
          ? new Decision.Proceed(claim)
          : new Decision.InFlight(claim.keyHashHex());
    }
    if (!MessageDigest.isEqual(existing.fingerprint(), mine.fingerprint())) {
      return new Decision.Reused(claim.keyHashHex());
    }
    if (existing.state() == IdempotencyRecord.State.IN_FLIGHT) {
      return new Decision.InFlight(claim.keyHashHex());
    }
    byte[] plain = keys.decrypt(existing.answer(), associatedData(claim));
    return new Decision.Replay(
        claim.keyHashHex(), StoredAnswer.decode(plain), existing.requestId());
  }

  /**
   * Within the request's transaction: stores its answer, or releases the key when the answer is a
   * server error (5xx answers are not stored, so a retry after a fault can succeed).
   */
  public void complete(Tx tx, Claim claim, StoredAnswer answer) {
    IdempotencyStore store = stores.idempotency();
    if (answer.status() >= 500) {
      store.release(tx, claim.tenant(), claim.path(), claim.keyHash(), claim.requestId());
      return;
    }
    byte[] sealed = keyring.keys(claim.tenant()).encrypt(answer.encode(), associatedData(claim));
    store.complete(
        tx,
        claim.tenant(),
        claim.path(),
        claim.keyHash(),
        claim.requestId(),
        answer.status(),
        sealed);
  }

  /** After the request's transaction failed: frees the key at once, in a transaction of its own. */
  public void abandon(Claim claim) {
    stores
        .database()
        .inTransaction(
            tx ->
                stores
                    .idempotency()
                    .release(tx, claim.tenant(), claim.path(), claim.keyHash(), claim.requestId()));
  }

  /** Deletes expired entries; answers how many. */
  public int purgeExpired(int limit) {
    Instant now = clock.instant();
    return stores.database().inTransaction(tx -> stores.idempotency().purgeExpired(tx, now, limit));
  }

  private static byte[] associatedData(Claim claim) {
    return ("sigil/idempotency-answer/v1|"
            + claim.tenant().value()
            + "|"
            + claim.path()
            + "|"
            + claim.keyHashHex())
        .getBytes(StandardCharsets.UTF_8);
  }

  private static byte[] fingerprintInput(String method, String path, byte[] body) {
    byte[] head = (method + " " + path + "\n").getBytes(StandardCharsets.UTF_8);
    byte[] out = new byte[head.length + body.length];
    System.arraycopy(head, 0, out, 0, head.length);
    System.arraycopy(body, 0, out, head.length, body.length);
    return out;
  }
}
