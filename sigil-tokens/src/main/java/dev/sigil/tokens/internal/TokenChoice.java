package dev.sigil.tokens.internal;

import dev.sigil.core.TenantId;
import dev.sigil.crypto.TenantKeys;
import dev.sigil.store.Database;
import dev.sigil.store.TokenRecord;
import dev.sigil.store.TokenStore;
import dev.sigil.store.Tx;
import dev.sigil.tokens.api.DataType;
import dev.sigil.tokens.api.TokenType;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.jspecify.annotations.Nullable;

/**
 * Finds or chooses each slot's token. A deterministic or format-preserving value's token is a
 * function of the value and a key ({@link TokenFormats}, attempt 0, 1, ...), so the token itself is
 * how an existing one is found: the vault probes the value's candidate under each key of its keyset
 * (so values tokenized before a rotation keep their tokens) and accepts a live row whose stored
 * fingerprint is the value's under that key. A row of another value (a collision) or a tombstone
 * moves that key's walk to the next attempt; a free candidate ends an old key's walk, and under the
 * current key is where a new token goes, unless it equals the value or, for a card token, a card
 * number of the tenant. The token's primary key is thus the only index a new token needs, and it
 * makes concurrent requests for one value agree on one token. Random tokens are new draws until one
 * is free. A few statements serve the whole batch per round.
 *
 * <p>The probes are reads ({@link Database#inReadTransaction}): until the request has written, they
 * see what is committed, and on SQLite they run beside the writer that holds the lock instead of
 * under it (READ COMMITTED, as on PostgreSQL). Nothing is lost by reading early: a row never
 * becomes free again (erasure leaves a tombstone), and a free candidate is only claimed by an
 * insert that does nothing if another request has taken it since, after which the slot is probed
 * again inside the transaction.
 *
 * <p>A random draw skips the probe: it is claimed at once, and drawn again only if its insert did
 * nothing. So does a deterministic or format-preserving value of a tenant with one key whose
 * candidate the filter of known tokens ({@link KnownTokens}, SQLite only) says surely does not
 * exist; a wrong "no" (a token another process inserted) costs the round in which the insert does
 * nothing. With several keys (after a rotation) a wrong "no" for an old key's candidate would place
 * a second token under the current key, which no insert would stop, so such a value is probed, as
 * is any other. Claiming its first candidate without one (for a tenant with one key) was measured
 * on 2026-11-27 (docs/benchmarks.md, tokens, stop 23): batches of new values gained about 12 %,
 * batches of known values lost about 15 %, as their look-up moved under the write lock.
 *
 * <p>Known limit: the card-number skip depends on the tenant's cards at the time. A candidate
 * skipped because it equalled a card number that is erased later is free to a later request, which
 * then places a second token for the same value there (the first keeps working). It takes an FF1
 * candidate equal to a real card of the tenant, about 1 chance in 10^11 per token.
 */
final class TokenChoice {
  private static final HexFormat HEX = HexFormat.of();
  private static final int MAX_ROUNDS = 32;

  private final Database database;
  private final TokenStore tokens;
  private final SecureRandom rng;
  private final Clock clock;
  private final KnownTokens known;

  /**
   * With a filter of known tokens on SQLite only: there one process owns the database, while
   * several instances of the service share a PostgreSQL database, and each would miss the others'
   * tokens.
   */
  TokenChoice(Database database, TokenStore tokens, SecureRandom rng, Clock clock) {
    this(
        database,
        tokens,
        rng,
        clock,
        new KnownTokens(
            (tenant, after) ->
                database.inReadTransaction(
                    read -> tokens.tokensAfter(read, tenant, after, KnownTokens.PAGE)),
            database.dialect() == Database.Dialect.SQLITE));
  }

  /** With {@code known} telling which tokens may exist (a test's filter). */
  TokenChoice(
      Database database, TokenStore tokens, SecureRandom rng, Clock clock, KnownTokens known) {
    this.database = database;
    this.tokens = tokens;
    this.rng = rng;
    this.clock = clock;
    this.known = known;
  }

  /** Gives each slot (none has a token yet) its existing token or a new one. */
  void resolve(Tx tx, TenantKeys tenantKeys, List<Slot> slots) {
    List<Slot> pending = new ArrayList<>(slots);
    for (Slot s : pending) {
      s.attempts = new int[s.fingerprints.size()];
      s.walked = new boolean[s.fingerprints.size()];
    }
    for (int round = 0; !pending.isEmpty(); round++) {
      if (round == MAX_ROUNDS) {
        throw new IllegalStateException("no free token found for " + pending.size() + " items");
      }
      pending = round(tx, tenantKeys, pending, round == 0);
    }
  }

  private List<Slot> round(Tx tx, TenantKeys tenantKeys, List<Slot> pending, boolean first) {
    Map<Slot, String[]> candidates = new HashMap<>();
    Set<Slot> unprobed = new HashSet<>();
    Set<Slot> unchecked = new HashSet<>(); // claimed on the filter's word, not on a probe
    Set<String> probe = new HashSet<>();
    for (Slot s : pending) {
      String[] c = candidates(tenantKeys, s);
      candidates.put(s, c);
      if (first && s.isRandom()) {
        unprobed.add(s); // a draw of 128 bits is never taken in practice: claimed at once
        continue;
      }
      if (first && c.length == 1 && !known.mayExist(tenantKeys.tenant(), c[0])) {
        unchecked.add(s);
        continue; // no row to find: decide() reads the candidate as free
      }
      for (String token : c) {
        if (token != null) {
          probe.add(token);
        }
      }
    }
    Map<String, TokenRecord> rows = new HashMap<>();
    if (!probe.isEmpty()) {
      // read, not written: a SQLite writer that has not written yet probes without the write lock
      List<TokenRecord> found =
          database.inReadTransaction(read -> tokens.findAll(read, tenantKeys.tenant(), probe));
      for (TokenRecord r : found) {
        rows.put(r.token(), r);
      }
    }
    List<Slot> next = new ArrayList<>();
    // by token: inserted in token order, concurrent requests meeting on the same tokens wait for
    // one another in the same order, so they can never deadlock
    Map<String, Slot> claimed = new TreeMap<>();
    for (Slot s : pending) {
      String free =
          unprobed.contains(s) ? candidates.get(s)[0] : decide(s, candidates.get(s), rows);
      if (s.token != null) {
        continue; // found
      }
      if (free == null || claimed.putIfAbsent(free, s) != null) {
        if (free != null && !s.isRandom() && !unchecked.contains(s)) {
          s.attempts[0]++; // another value of this batch takes this candidate
        } // an unchecked one may be its own token (another process's): probed next round
        next.add(s);
      }
    }
    removeCardValues(tx, tenantKeys, claimed, next);
    Set<Slot> inserted = insert(tx, tenantKeys, claimed);
    for (Slot s : claimed.values()) {
      if (!inserted.contains(s)) {
        next.add(s); // taken meanwhile by a concurrent request: probe it again
      }
    }
    return next;
  }

  /** Per key, the candidate to probe (null once that key's walk has ended). */
  private String[] candidates(TenantKeys tenantKeys, Slot s) {
    if (s.isRandom()) {
      return new String[] {TokenFormats.random(rng)};
    }
    String[] out = new String[s.fingerprints.size()];
    for (int k = 0; k < out.length; k++) {
      if (!s.walked[k]) {
        out[k] = candidate(tenantKeys, s, k, s.attempts[k]);
      }
    }
    return out;
  }

  private static String candidate(TenantKeys tenantKeys, Slot s, int key, int attempt) {
    Prf prf =
        key == 0
            ? s.keys::deterministic
            : (input, context) -> tenantKeys.deterministicCandidates(input, context).get(key);
    return s.tokenType == TokenType.FORMAT_PRESERVING
        ? TokenFormats.formatPreserving(prf, s.type, s.value, attempt)
        : TokenFormats.deterministic(prf, s.type, s.value, attempt);
  }

  /**
   * Reads the probes of one slot: sets its token when one is the value's, advances walks past other
   * rows, and answers the free current-key candidate a new token may take (null if none yet).
   */
  private static @Nullable String decide(
      Slot s, String[] candidates, Map<String, TokenRecord> rows) {
    if (s.isRandom()) {
      return rows.containsKey(candidates[0]) ? null : candidates[0];
    }
    for (int k = 0; k < candidates.length; k++) {
      TokenRecord row = candidates[k] == null ? null : rows.get(candidates[k]);
      if (row != null && isValue(row, s, k)) {
        s.token = row.token();
        s.created = false;
        return null;
      }
    }
    String free = null;
    boolean oldWalksDone = true;
    for (int k = 0; k < candidates.length; k++) {
      String c = candidates[k];
      if (c == null) {
        continue;
      }
      if (rows.containsKey(c) || c.equals(s.value)) {
        s.attempts[k]++; // another value's token, a tombstone, or the value itself
      } else if (k == 0) {
        free = c;
      } else {
        s.walked[k] = true;
      }
      oldWalksDone &= k == 0 || s.walked[k];
    }
    return oldWalksDone ? free : null;
  }

  private static boolean isValue(TokenRecord row, Slot s, int key) {
    byte[] fingerprint = row.fingerprint();
    return row.state() == TokenRecord.State.LIVE
        && fingerprint != null
        && MessageDigest.isEqual(fingerprint, s.fingerprints.get(key))
        && row.dataType().equals(s.type.wireName())
        && row.tokenType().equals(s.tokenType.wireName())
        && Arrays.equals(row.subjectRef(), s.subjectRef());
  }

  /** Drops card tokens that equal a card number of the tenant (ISO 7812 numbers stay apart). */
  private void removeCardValues(
      Tx tx, TenantKeys tenantKeys, Map<String, Slot> claimed, List<Slot> next) {
    Map<String, String> tokenByIndex = new HashMap<>();
    claimed.forEach(
        (token, s) -> {
          if (s.type == DataType.CARD_NUMBER && s.tokenType == TokenType.FORMAT_PRESERVING) {
            for (byte[] index :
                tenantKeys.keyedHashCandidates(Contexts.utf8(token), Contexts.CARD_VALUE)) {
              tokenByIndex.put(HEX.formatHex(index), token);
            }
          }
        });
    if (tokenByIndex.isEmpty()) {
      return;
    }
    List<byte[]> indexes = tokenByIndex.keySet().stream().map(HEX::parseHex).toList();
    for (byte[] known : tokens.findValueIndexes(tx, tenantKeys.tenant(), indexes)) {
      Slot s = claimed.remove(tokenByIndex.get(HEX.formatHex(known)));
      if (s != null) {
        s.attempts[0]++;
        next.add(s);
      }
    }
  }

  private Set<Slot> insert(Tx tx, TenantKeys tenantKeys, Map<String, Slot> claimed) {
    TenantId tenant = tenantKeys.tenant();
    Instant now = clock.instant();
    List<Map.Entry<String, Slot>> ordered = List.copyOf(claimed.entrySet());
    List<TokenRecord> rows = new ArrayList<>(ordered.size());
    for (Map.Entry<String, Slot> e : ordered) {
      Slot s = e.getValue();
      String token = e.getKey();
      known.add(tenant, token); // before the insert and its lock: one not inserted is a "maybe"
      rows.add(
          TokenRecord.live(
              tenant,
              token,
              s.type.wireName(),
              s.tokenType.wireName(),
              s.subjectRef(),
              s.isRandom() ? null : s.fingerprints.getFirst(),
              valueIndex(tenantKeys, s),
              s.keys.encrypt(
                  Contexts.utf8(s.value), Contexts.tokenValue(tenant, token, s.type.wireName())),
              now));
    }
    boolean[] inserted = tokens.insertAll(tx, rows);
    Set<Slot> out = new HashSet<>();
    for (int i = 0; i < inserted.length; i++) {
      if (inserted[i]) {
        Slot s = ordered.get(i).getValue();
        s.token = ordered.get(i).getKey();
        s.created = true;
        out.add(s);
      }
    }
    return out;
  }

  private static byte @Nullable [] valueIndex(TenantKeys tenantKeys, Slot s) {
    return s.type == DataType.CARD_NUMBER
        ? tenantKeys.keyedHash(Contexts.utf8(s.value), Contexts.CARD_VALUE)
        : null;
  }
}
