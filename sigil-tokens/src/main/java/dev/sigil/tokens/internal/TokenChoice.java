package dev.sigil.tokens.internal;

import dev.sigil.core.TenantId;
import dev.sigil.crypto.TenantKeys;
import dev.sigil.store.TokenRecord;
import dev.sigil.store.TokenStore;
import dev.sigil.store.Tx;
import dev.sigil.tokens.api.DataType;
import dev.sigil.tokens.api.TokenType;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * Chooses and stores new tokens. A slot walks its candidates (attempt 0, 1, ...; see {@link
 * TokenFormats}) past every candidate that equals its own value, is already a token of the tenant
 * (a live one or a tombstone), is taken by another slot of the batch, or, for a card token, is a
 * card number the tenant gave us. A few statements serve the whole batch per round; a round is
 * repeated only for the slots that need another attempt, which with opaque tokens is practically
 * never.
 */
final class TokenChoice {
  private static final HexFormat HEX = HexFormat.of();
  private static final int MAX_ROUNDS = 32;

  private final TokenStore tokens;
  private final SecureRandom rng;
  private final Clock clock;

  TokenChoice(TokenStore tokens, SecureRandom rng, Clock clock) {
    this.tokens = tokens;
    this.rng = rng;
    this.clock = clock;
  }

  /** Gives each slot (none has a token yet) a new token, or the one a concurrent request made. */
  void insertNew(Tx tx, TenantKeys tenantKeys, List<Slot> slots) {
    List<Slot> pending = slots;
    for (int round = 0; !pending.isEmpty(); round++) {
      if (round == MAX_ROUNDS) {
        throw new IllegalStateException("no free token found for " + pending.size() + " items");
      }
      for (Slot s : pending) {
        s.token = candidate(s);
      }
      Set<Slot> free = free(tx, tenantKeys, pending);
      // inserted in token order: concurrent requests meeting on the same tokens wait for one
      // another in the same order, so they can never deadlock
      List<Slot> ordered = free.stream().sorted(Comparator.comparing(Slot::token)).toList();
      Set<Slot> inserted = insert(tx, tenantKeys, ordered);
      List<Slot> next = new ArrayList<>();
      for (Slot s : pending) {
        if (inserted.contains(s)) {
          s.created = true;
        } else if (!(free.contains(s) && foundConcurrent(tx, tenantKeys.tenant(), s))) {
          s.attempt++;
          next.add(s);
        }
      }
      pending = next;
    }
  }

  private String candidate(Slot s) {
    return switch (s.tokenType) {
      case RANDOM -> TokenFormats.random(rng);
      case DETERMINISTIC ->
          TokenFormats.deterministic(s.keys::deterministic, s.type, s.value, s.attempt);
      case FORMAT_PRESERVING ->
          TokenFormats.formatPreserving(s.keys::deterministic, s.type, s.value, s.attempt);
    };
  }

  /** The slots whose candidate may be inserted. */
  private Set<Slot> free(Tx tx, TenantKeys tenantKeys, List<Slot> pending) {
    Map<String, Slot> byToken = new HashMap<>();
    for (Slot s : pending) {
      if (!s.value.equals(s.token)) {
        byToken.putIfAbsent(s.token(), s);
      }
    }
    for (TokenRecord taken : tokens.findAll(tx, tenantKeys.tenant(), byToken.keySet())) {
      byToken.remove(taken.token());
    }
    removeCardValues(tx, tenantKeys, byToken);
    return new HashSet<>(byToken.values());
  }

  /** Removes card tokens that equal a card number of the tenant (ISO 7812 numbers stay apart). */
  private void removeCardValues(Tx tx, TenantKeys tenantKeys, Map<String, Slot> byToken) {
    Map<String, String> tokenByIndex = new HashMap<>();
    for (Slot s : byToken.values()) {
      if (s.type == DataType.CARD_NUMBER && s.tokenType == TokenType.FORMAT_PRESERVING) {
        for (byte[] index :
            tenantKeys.keyedHashCandidates(Contexts.utf8(s.token()), Contexts.CARD_VALUE)) {
          tokenByIndex.put(HEX.formatHex(index), s.token());
        }
      }
    }
    if (tokenByIndex.isEmpty()) {
      return;
    }
    List<byte[]> indexes = tokenByIndex.keySet().stream().map(HEX::parseHex).toList();
    for (byte[] known : tokens.findValueIndexes(tx, tenantKeys.tenant(), indexes)) {
      byToken.remove(tokenByIndex.get(HEX.formatHex(known)));
    }
  }

  private Set<Slot> insert(Tx tx, TenantKeys tenantKeys, List<Slot> free) {
    TenantId tenant = tenantKeys.tenant();
    Instant now = clock.instant();
    List<TokenRecord> rows = new ArrayList<>(free.size());
    for (Slot s : free) {
      String token = s.token();
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
        out.add(free.get(i));
      }
    }
    return out;
  }

  private static byte @Nullable [] valueIndex(TenantKeys tenantKeys, Slot s) {
    return s.type == DataType.CARD_NUMBER
        ? tenantKeys.keyedHash(Contexts.utf8(s.value), Contexts.CARD_VALUE)
        : null;
  }

  /** After a failed insert: whether a concurrent request stored this value's token meanwhile. */
  private boolean foundConcurrent(Tx tx, TenantId tenant, Slot s) {
    if (s.isRandom()) {
      return false;
    }
    List<TokenRecord> found = tokens.findByFingerprints(tx, tenant, s.fingerprints);
    if (found.isEmpty()) {
      return false;
    }
    s.token = found.getFirst().token();
    s.created = false;
    return true;
  }
}
