package dev.sigil.tokens.internal;

import dev.sigil.core.TenantId;
import dev.sigil.crypto.SubjectKeys;
import dev.sigil.crypto.TenantKeys;
import dev.sigil.store.SubjectRecord;
import dev.sigil.store.SubjectStore;
import dev.sigil.store.Tx;
import java.security.MessageDigest;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Data subjects and their keys. A subject is named in the store by the tenant's keyed hash of its
 * id ({@link #refCandidates}: one per key of the keyed-hash keyset, so subjects found before a
 * rotation are found after it). Opening a subject keyset costs an unwrap and two keyset parses, so
 * opened keys are cached; an entry is used only while the stored row still holds the same wrapped
 * bytes, so a subject erased by any replica is never served from a cache.
 */
final class Subjects {
  private static final HexFormat HEX = HexFormat.of();
  private static final int CACHE_SIZE = 10_000;

  private final SubjectStore store;
  private final Clock clock;
  private final Map<String, Opened> cache =
      new LinkedHashMap<>(256, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Opened> eldest) {
          return size() > CACHE_SIZE;
        }
      };

  private record Opened(byte[] wrapped, SubjectKeys keys) {}

  /** A subject with live keys: its stored reference and its opened keys. */
  record Subject(byte[] ref, SubjectKeys keys) {
    String refHex() {
      return HEX.formatHex(ref);
    }
  }

  Subjects(SubjectStore store, Clock clock) {
    this.store = store;
    this.clock = clock;
  }

  static List<byte[]> refCandidates(TenantKeys keys, String subjectId) {
    return keys.keyedHashCandidates(Contexts.utf8(subjectId), Contexts.SUBJECT);
  }

  /** The stored reference of an existing subject, else the reference a new one would get. */
  byte[] resolveRef(Tx tx, TenantKeys keys, String subjectId) {
    List<byte[]> candidates = refCandidates(keys, subjectId);
    return store.findAll(tx, keys.tenant(), candidates).stream()
        .map(SubjectRecord::subjectRef)
        .findFirst()
        .orElse(candidates.getFirst());
  }

  /** The subjects of {@code subjectIds}, created (with fresh keys) where they do not exist. */
  Map<String, Subject> openOrCreate(Tx tx, TenantKeys keys, Collection<String> subjectIds) {
    TenantId tenant = keys.tenant();
    Map<String, List<byte[]>> candidates = new HashMap<>();
    List<byte[]> all = new ArrayList<>();
    for (String id : subjectIds) {
      List<byte[]> refs = refCandidates(keys, id);
      candidates.put(id, refs);
      all.addAll(refs);
    }
    Map<String, SubjectRecord> found = byRef(store.findAll(tx, tenant, all));
    Map<String, Subject> out = new HashMap<>();
    for (String id : subjectIds) {
      Optional<SubjectRecord> existing =
          candidates.get(id).stream()
              .map(r -> found.get(HEX.formatHex(r)))
              .filter(r -> r != null)
              .findFirst();
      SubjectRecord row = existing.orElseGet(() -> create(tx, keys, id, candidates.get(id)));
      out.put(id, new Subject(row.subjectRef(), open(keys, row)));
    }
    return out;
  }

  private SubjectRecord create(Tx tx, TenantKeys keys, String subjectId, List<byte[]> refs) {
    byte[] ref = refs.getFirst();
    SubjectRecord row =
        new SubjectRecord(
            keys.tenant(),
            ref,
            keys.encrypt(Contexts.utf8(subjectId), Contexts.subjectId(keys.tenant())),
            keys.newSubjectKeyset(ref),
            clock.instant());
    if (store.insert(tx, row)) {
      return row;
    }
    // created meanwhile by a concurrent request: use that one, whose keys are now the subject's
    return store.findAll(tx, keys.tenant(), List.of(ref)).getFirst();
  }

  /** The existing subjects with these references, by hex reference. */
  Map<String, SubjectRecord> find(Tx tx, TenantId tenant, Collection<byte[]> refs) {
    return refs.isEmpty() ? Map.of() : byRef(store.findAll(tx, tenant, refs));
  }

  /** Opens a stored subject's keys, from the cache while the stored keyset is unchanged. */
  SubjectKeys open(TenantKeys keys, SubjectRecord row) {
    String key = keys.tenant().value() + ":" + HEX.formatHex(row.subjectRef());
    byte[] wrapped = row.keyset();
    synchronized (cache) {
      Opened opened = cache.get(key);
      if (opened != null && MessageDigest.isEqual(opened.wrapped(), wrapped)) {
        return opened.keys();
      }
    }
    SubjectKeys opened = keys.openSubject(row.subjectRef(), wrapped);
    synchronized (cache) {
      cache.put(key, new Opened(wrapped, opened));
    }
    return opened;
  }

  /** The subject's id, decrypted (to name it in a consent remedy). */
  static String subjectId(TenantKeys keys, SubjectRecord row) {
    return new String(
        keys.decrypt(row.subjectId(), Contexts.subjectId(keys.tenant())),
        java.nio.charset.StandardCharsets.UTF_8);
  }

  /** Deletes the subject and forgets its opened keys here. Returns false when there was none. */
  boolean delete(Tx tx, TenantId tenant, byte[] ref) {
    synchronized (cache) {
      cache.remove(tenant.value() + ":" + HEX.formatHex(ref));
    }
    return store.delete(tx, tenant, ref);
  }

  private static Map<String, SubjectRecord> byRef(List<SubjectRecord> rows) {
    Map<String, SubjectRecord> out = new HashMap<>();
    for (SubjectRecord r : rows) {
      out.put(HEX.formatHex(r.subjectRef()), r);
    }
    return out;
  }
}
