package dev.sigil.tokens.internal;

import dev.sigil.core.ErrorCode;
import dev.sigil.core.FieldError;
import dev.sigil.core.UserError;
import dev.sigil.crypto.TenantKeys;
import dev.sigil.store.ClientRefRecord;
import dev.sigil.store.ClientRefStore;
import dev.sigil.store.Tx;
import dev.sigil.tokens.api.Tokenized;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;

/**
 * One tokenize batch inside its transaction (SPEC section 4): answers bound client references,
 * finds existing tokens of deterministic values and chooses new ones ({@link TokenChoice}) and
 * binds new client references. Items of the batch with the same value or the same client reference
 * share one token. Any conflict fails the whole batch.
 */
final class Tokenizing {
  private static final HexFormat HEX = HexFormat.of();

  private final ClientRefStore clientRefs;
  private final TokenChoice choice;
  private final Clock clock;

  Tokenizing(ClientRefStore clientRefs, TokenChoice choice, Clock clock) {
    this.clientRefs = clientRefs;
    this.choice = choice;
    this.clock = clock;
  }

  List<Tokenized> run(Tx tx, TenantKeys keys, List<Slot> slots) {
    List<FieldError> conflicts = new ArrayList<>();
    Map<String, ClientRefRecord> bound = bindings(tx, keys, slots);
    Map<String, Slot> firstByRef = new HashMap<>();
    List<Slot> open = new ArrayList<>();
    for (Slot s : slots) {
      if (!s.hasClientRef()) {
        open.add(s);
        continue;
      }
      ClientRefRecord binding =
          s.refHashes.stream()
              .map(h -> bound.get(HEX.formatHex(h)))
              .filter(b -> b != null)
              .findFirst()
              .orElse(null);
      Slot first = firstByRef.putIfAbsent(HEX.formatHex(s.refHashes.getFirst()), s);
      if (binding != null || first != null) {
        byte[] boundItem =
            binding != null ? binding.itemFingerprint() : first.itemFingerprints.getFirst();
        if (!s.isItem(boundItem)) {
          conflicts.add(conflict(s));
        } else if (binding != null) {
          s.token = binding.token();
          s.fromBinding = true;
        } else {
          s.sameAs = first;
        }
      } else {
        open.add(s);
      }
    }
    if (!conflicts.isEmpty()) {
      throw clientRefConflict(conflicts);
    }
    findExisting(tx, keys, open);
    bind(tx, keys, slots);
    return slots.stream().map(Tokenizing::answer).toList();
  }

  private Map<String, ClientRefRecord> bindings(Tx tx, TenantKeys keys, List<Slot> slots) {
    List<byte[]> refs = slots.stream().flatMap(s -> s.refHashes.stream()).toList();
    Map<String, ClientRefRecord> out = new HashMap<>();
    if (!refs.isEmpty()) {
      for (ClientRefRecord r : clientRefs.findAll(tx, keys.tenant(), refs)) {
        out.put(HEX.formatHex(r.refHash()), r);
      }
    }
    return out;
  }

  /** Batch duplicates of one value share one slot's token; the others are found or chosen. */
  private void findExisting(Tx tx, TenantKeys keys, List<Slot> open) {
    Map<String, Slot> firstByValue = new HashMap<>();
    List<Slot> distinct = new ArrayList<>();
    for (Slot s : open) {
      Slot first = s.isRandom() ? null : firstByValue.putIfAbsent(s.fingerprintHex(), s);
      if (first != null) {
        s.sameAs = first;
      } else {
        distinct.add(s);
      }
    }
    choice.resolve(tx, keys, distinct);
  }

  /** Binds each new client reference to its item's token. */
  private void bind(Tx tx, TenantKeys keys, List<Slot> slots) {
    List<FieldError> conflicts = new ArrayList<>();
    Map<String, Boolean> done = new HashMap<>();
    // bound in reference order, like tokens in token order: no deadlock between concurrent batches
    List<Slot> ordered =
        slots.stream()
            .filter(Slot::hasClientRef)
            .sorted(java.util.Comparator.comparing(s -> HEX.formatHex(s.refHashes.getFirst())))
            .toList();
    for (Slot s : ordered) {
      if (!s.hasClientRef() || s.fromBinding) {
        continue;
      }
      byte[] refHash = s.refHashes.getFirst();
      if (done.putIfAbsent(HEX.formatHex(refHash), true) != null) {
        continue;
      }
      ClientRefRecord binding =
          new ClientRefRecord(
              keys.tenant(),
              refHash,
              s.itemFingerprints.getFirst(),
              s.resolvedToken(),
              s.subjectRef(),
              clock.instant());
      if (!clientRefs.insert(tx, binding)) {
        // bound meanwhile by a concurrent request
        ClientRefRecord other = clientRefs.findAll(tx, keys.tenant(), List.of(refHash)).getFirst();
        if (!s.isItem(other.itemFingerprint())) {
          conflicts.add(conflict(s));
        } else {
          s.token = other.token();
          s.created = false;
        }
      }
    }
    if (!conflicts.isEmpty()) {
      throw clientRefConflict(conflicts);
    }
  }

  private static Tokenized answer(Slot s) {
    boolean created = s.sameAs == null && s.created;
    return new Tokenized(s.resolvedToken(), s.type, s.tokenType, created, s.subjectRefHex());
  }

  private static FieldError conflict(Slot s) {
    return new FieldError(
        s.pointer("clientRef"),
        "client_ref_conflict",
        "This clientRef is bound to a different item (value, dataType, tokenType or dataSubject).");
  }

  private static UserError clientRefConflict(List<FieldError> errors) {
    return new UserError(
        ErrorCode.CLIENT_REF_CONFLICT,
        "A clientRef is already bound to a different item; nothing was tokenized.",
        errors);
  }
}
