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
import java.util.List;
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

  /**
   * Claims {@code key} for this request, in a transaction of its own. Keys and bodies are hashed
   * under every key of the tenant's keyed-hash keyset, so a key used before a key rotation is still
   * recognised after it.
   */
  public Decision begin(
      TenantId tenant,
      String method,
      String path,
      String contentType,
      String key,
      byte[] body,
      String boundTo,
      String requestId) {
    TenantKeys keys = keyring.keys(tenant);
    List<byte[]> keyHashes =
        keys.keyedHashCandidates(key.getBytes(StandardCharsets.US_ASCII), KEY_CONTEXT);
    List<byte[]> fingerprints =
        keys.keyedHashCandidates(
            fingerprintInput(method, path, contentType, body, boundTo), BODY_CONTEXT);
    Instant now = clock.instant();
    IdempotencyRecord mine =
        IdempotencyRecord.inFlight(
            tenant,
            path,
            keyHashes.getFirst(),
            fingerprints.getFirst(),
            requestId,
            now,
            now.plus(lease),
            now.plus(retention));
    Claim claim = new Claim(tenant, path, keyHashes.getFirst(), requestId);
    return stores
        .database()
        .inTransaction(
            tx -> {
              Optional<IdempotencyRecord> older = live(tx, tenant, path, keyHashes, now);
              if (older.isPresent()) {
                return judge(older.get(), fingerprints, keys, claim);
              }
              return claimOrJudge(tx, mine, claim, fingerprints, keys, now);
            });
  }

  /** A live record under an older key of the keyed-hash keyset (made before a rotation). */
  private Optional<IdempotencyRecord> live(
      Tx tx, TenantId tenant, String path, List<byte[]> keyHashes, Instant now) {
    for (byte[] keyHash : keyHashes.subList(1, keyHashes.size())) {
      Optional<IdempotencyRecord> found = stores.idempotency().find(tx, tenant, path, keyHash);
      if (found.isPresent() && isLive(found.get(), now)) {
        return found;
      }
    }
    return Optional.empty();
  }

  private Decision claimOrJudge(
      Tx tx,
      IdempotencyRecord mine,
      Claim claim,
      List<byte[]> fingerprints,
      TenantKeys keys,
      Instant now) {
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
    if (!isLive(found.get(), now)) {
      boolean mineNow = store.takeOver(tx, mine, found.get().requestId()) || store.claim(tx, mine);
      return mineNow ? new Decision.Proceed(claim) : new Decision.InFlight(claim.keyHashHex());
    }
    return judge(found.get(), fingerprints, keys, claim);
  }

  /** Neither expired nor abandoned (an in-flight claim whose lease ran out). */
  private static boolean isLive(IdempotencyRecord r, Instant now) {
    boolean expired = !now.isBefore(r.expiresAt());
    boolean abandoned =
        r.state() == IdempotencyRecord.State.IN_FLIGHT && !now.isBefore(r.leaseUntil());
    return !expired && !abandoned;
  }

  private static Decision judge(
      IdempotencyRecord existing, List<byte[]> fingerprints, TenantKeys keys, Claim claim) {
    String hex = HexFormat.of().formatHex(existing.keyHash());
    if (fingerprints.stream().noneMatch(f -> MessageDigest.isEqual(f, existing.fingerprint()))) {
      return new Decision.Reused(hex);
    }
    if (existing.state() == IdempotencyRecord.State.IN_FLIGHT) {
      return new Decision.InFlight(hex);
    }
    Claim stored =
        new Claim(claim.tenant(), claim.path(), existing.keyHash(), existing.requestId());
    byte[] plain = keys.decrypt(existing.answer(), associatedData(stored));
    return new Decision.Replay(hex, StoredAnswer.decode(plain), existing.requestId());
  }

  /**
   * Within the request's transaction: stores its answer, or releases the key when the answer is a
   * server error or a rate limit (5xx and 429 answers are not stored, so a retry can succeed).
   * Throws, failing the transaction, when the request no longer holds the key (its lease ran out
   * and a retry took it over): the operation must not be done twice. {@code subjectRefs} (hex keyed
   * hashes) name the data subjects whose values the stored answer holds, so that erasing one of
   * them deletes it.
   */
  public void complete(
      Tx tx, Claim claim, StoredAnswer answer, java.util.Collection<String> subjectRefs) {
    IdempotencyStore store = stores.idempotency();
    boolean held;
    if (answer.status() >= 500 || answer.status() == 429) {
      held = store.release(tx, claim.tenant(), claim.path(), claim.keyHash(), claim.requestId());
    } else {
      byte[] sealed = keyring.keys(claim.tenant()).encrypt(answer.encode(), associatedData(claim));
      held =
          store.complete(
              tx,
              claim.tenant(),
              claim.path(),
              claim.keyHash(),
              claim.requestId(),
              answer.status(),
              sealed);
    }
    if (!held) {
      // another request took the key over after our lease ran out: our effect must not stand
      throw new IllegalStateException("idempotency key no longer held by this request");
    }
    if (!subjectRefs.isEmpty() && answer.status() < 500 && answer.status() != 429) {
      store.linkSubjects(
          tx,
          claim.tenant(),
          claim.path(),
          claim.keyHash(),
          subjectRefs.stream().map(java.util.HexFormat.of()::parseHex).toList());
    }
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

  /**
   * What a request's fingerprint hashes. {@code boundTo}, a credential id or empty, binds the key
   * to that caller: another caller sending the same body counts as another request. Empty, the
   * input is what it was before callers were bound, so keys stored then still match.
   */
  private static byte[] fingerprintInput(
      String method, String path, String contentType, byte[] body, String boundTo) {
    String caller = boundTo.isEmpty() ? "" : "caller " + boundTo + "\n";
    byte[] head =
        (method + " " + path + "\n" + contentType + "\n" + caller).getBytes(StandardCharsets.UTF_8);
    byte[] out = new byte[head.length + body.length];
    System.arraycopy(head, 0, out, 0, head.length);
    System.arraycopy(body, 0, out, head.length, body.length);
    return out;
  }
}
