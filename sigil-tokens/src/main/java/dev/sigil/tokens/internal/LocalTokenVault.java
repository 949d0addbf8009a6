package dev.sigil.tokens.internal;

import dev.sigil.core.FieldError;
import dev.sigil.core.Sensitive;
import dev.sigil.core.TenantId;
import dev.sigil.core.UserError;
import dev.sigil.crypto.DataKeys;
import dev.sigil.crypto.TenantKeys;
import dev.sigil.store.Database;
import dev.sigil.store.Stores;
import dev.sigil.store.TokenRecord;
import dev.sigil.tokens.api.Erasure;
import dev.sigil.tokens.api.Normalized;
import dev.sigil.tokens.api.Normalized.Valid;
import dev.sigil.tokens.api.Normalizer;
import dev.sigil.tokens.api.RevealPolicy;
import dev.sigil.tokens.api.RevealRequest;
import dev.sigil.tokens.api.Revealed;
import dev.sigil.tokens.api.SubjectHoldings;
import dev.sigil.tokens.api.TokenType;
import dev.sigil.tokens.api.TokenVault;
import dev.sigil.tokens.api.TokenizeItem;
import dev.sigil.tokens.api.Tokenized;
import java.security.SecureRandom;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;

/** The vault in this process, over its stores. */
public final class LocalTokenVault implements TokenVault {
  private static final HexFormat HEX = HexFormat.of();

  private final Stores stores;
  private final Database database;
  private final Function<TenantId, TenantKeys> keyring;
  private final Clock clock;
  private final Subjects subjects;
  private final Tokenizing tokenizing;
  private final Revealing revealing;

  public LocalTokenVault(Stores stores, Function<TenantId, TenantKeys> keyring, Clock clock) {
    this(stores, keyring, clock, new SecureRandom());
  }

  /** With {@code rng} drawing the random tokens (a test's fixed draws). */
  LocalTokenVault(
      Stores stores, Function<TenantId, TenantKeys> keyring, Clock clock, SecureRandom rng) {
    this.stores = stores;
    this.database = stores.database();
    this.keyring = keyring;
    this.clock = clock;
    this.subjects = new Subjects(stores.subjects(), clock);
    this.tokenizing =
        new Tokenizing(
            stores.clientRefs(), new TokenChoice(database, stores.tokens(), rng, clock), clock);
    this.revealing = new Revealing(stores.tokens(), stores.consents(), subjects);
  }

  @Override
  public List<Tokenized> tokenize(TenantId tenant, List<TokenizeItem> items) {
    return tokenize(tenant, items, normalize(items, true));
  }

  @Override
  public List<Tokenized> tokenizeNormalized(TenantId tenant, List<TokenizeItem> items) {
    return tokenize(tenant, items, normalize(items, false));
  }

  private List<Tokenized> tokenize(TenantId tenant, List<TokenizeItem> items, List<String> values) {
    TenantKeys keys = keyring.apply(tenant);
    // a request's failure rolls back its whole transaction: no savepoint of its own
    return database.inEnclosingTransaction(
        tx -> {
          Set<String> subjectIds = new TreeSet<>(); // created in order: see TokenChoice
          for (TokenizeItem item : items) {
            if (item.dataSubject() != null) {
              subjectIds.add(item.dataSubject().reveal());
            }
          }
          Map<String, Subjects.Subject> owners = subjects.openOrCreate(tx, keys, subjectIds);
          List<Slot> slots = new ArrayList<>(items.size());
          for (int i = 0; i < items.size(); i++) {
            slots.add(slot(keys, i, items.get(i), values.get(i), owners));
          }
          return tokenizing.run(tx, keys, slots);
        });
  }

  /**
   * The normalized values (with {@code check} false, the values as given), or a 422 naming every
   * invalid value and unsupported token type.
   */
  private static List<String> normalize(List<TokenizeItem> items, boolean check) {
    List<String> values = new ArrayList<>(items.size());
    List<FieldError> errors = new ArrayList<>();
    for (int i = 0; i < items.size(); i++) {
      TokenizeItem item = items.get(i);
      Normalized normalized =
          check ? Normalizer.normalize(item.dataType(), item.value()) : new Valid(item.value());
      switch (normalized) {
        case Valid v -> values.add(v.value().reveal());
        case Normalized.Refused r -> {
          values.add("");
          errors.add(r.toFieldError("/items/" + i + "/value"));
        }
      }
      if (item.tokenType() == TokenType.FORMAT_PRESERVING
          && !TokenFormats.supportsFormatPreserving(item.dataType())) {
        errors.add(
            new FieldError(
                "/items/" + i + "/tokenType",
                "unsupported_token_type",
                "format_preserving tokens exist for email, phone, card_number and ssn."));
      }
    }
    if (!errors.isEmpty()) {
      throw UserError.validation(errors);
    }
    return values;
  }

  private static Slot slot(
      TenantKeys keys,
      int index,
      TokenizeItem item,
      String value,
      Map<String, Subjects.Subject> owners) {
    String subjectId = item.dataSubject() == null ? null : item.dataSubject().reveal();
    Subjects.Subject subject = subjectId == null ? null : owners.get(subjectId);
    DataKeys valueKeys = subject == null ? keys : subject.keys();
    Slot s = new Slot(index, value, item.dataType(), item.tokenType(), subject, valueKeys);
    if (item.tokenType() != TokenType.RANDOM) {
      byte[] input = Contexts.utf8(value);
      byte[] context =
          Contexts.fingerprint(item.dataType().wireName(), item.tokenType().wireName());
      s.fingerprints =
          subject == null
              ? keys.deterministicCandidates(input, context)
              : List.of(subject.keys().deterministic(input, context));
    }
    if (item.clientRef() != null) {
      s.refHashes =
          keys.keyedHashCandidates(Contexts.utf8(item.clientRef().reveal()), Contexts.CLIENT_REF);
      byte[] described =
          Contexts.encode(
              value,
              item.dataType().wireName(),
              item.tokenType().wireName(),
              subjectId == null ? "-" : "+" + subjectId);
      s.itemFingerprints = keys.keyedHashCandidates(described, Contexts.CLIENT_REF_ITEM);
    }
    return s;
  }

  @Override
  public List<Revealed> detokenize(TenantId tenant, RevealRequest request) {
    TenantKeys keys = keyring.apply(tenant);
    return database.inReadTransaction(tx -> revealing.run(tx, keys, policy(tx, tenant), request));
  }

  @Override
  public Erasure erase(TenantId tenant, Sensitive<String> dataSubject) {
    TenantKeys keys = keyring.apply(tenant);
    List<byte[]> refs = Subjects.refCandidates(keys, dataSubject.reveal());
    return database.inTransaction(
        tx -> {
          int keysErased = 0;
          int tokens = 0;
          int records = 0;
          int bindings = 0;
          int consents = 0;
          int answers = 0;
          for (byte[] ref : refs) {
            keysErased += subjects.delete(tx, tenant, ref) ? 1 : 0;
            tokens += stores.tokens().eraseSubject(tx, tenant, ref, clock.instant());
            records += stores.records().deleteBySubject(tx, tenant, ref);
            bindings += stores.clientRefs().deleteBySubject(tx, tenant, ref);
            consents += stores.consents().deleteBySubject(tx, tenant, ref);
            answers += stores.idempotency().deleteBySubject(tx, tenant, ref);
          }
          return new Erasure(
              keysErased,
              tokens,
              records,
              bindings,
              consents,
              answers,
              HEX.formatHex(refs.getFirst()));
        });
  }

  @Override
  public SubjectHoldings lookup(TenantId tenant, Sensitive<String> dataSubject) {
    TenantKeys keys = keyring.apply(tenant);
    List<byte[]> refs = Subjects.refCandidates(keys, dataSubject.reveal());
    return database.inReadTransaction(
        tx -> {
          boolean hasKey = !subjects.find(tx, tenant, refs).isEmpty();
          List<SubjectHoldings.HeldToken> held = new ArrayList<>();
          List<String> records = new ArrayList<>();
          Set<String> purposes = new java.util.TreeSet<>();
          for (byte[] ref : refs) {
            for (TokenRecord r : stores.tokens().listBySubject(tx, tenant, ref)) {
              held.add(held(r));
            }
            purposes.addAll(stores.consents().purposes(tx, tenant, ref));
            records.addAll(stores.records().listBySubject(tx, tenant, ref));
          }
          return new SubjectHoldings(
              hasKey, held, records, List.copyOf(purposes), HEX.formatHex(refs.getFirst()));
        });
  }

  private static SubjectHoldings.HeldToken held(TokenRecord r) {
    return new SubjectHoldings.HeldToken(
        r.token(),
        dev.sigil.tokens.api.DataType.fromWire(r.dataType()).orElseThrow(),
        TokenType.fromWire(r.tokenType()).orElseThrow(),
        r.createdAt());
  }

  @Override
  public boolean grantConsent(TenantId tenant, Sensitive<String> dataSubject, String purpose) {
    TenantKeys keys = keyring.apply(tenant);
    return database.inTransaction(
        tx ->
            stores
                .consents()
                .grant(
                    tx,
                    tenant,
                    subjects.resolveRef(tx, keys, dataSubject.reveal()),
                    purpose,
                    clock.instant()));
  }

  @Override
  public boolean withdrawConsent(TenantId tenant, Sensitive<String> dataSubject, String purpose) {
    TenantKeys keys = keyring.apply(tenant);
    return database.inTransaction(
        tx -> {
          boolean any = false;
          for (byte[] ref : Subjects.refCandidates(keys, dataSubject.reveal())) {
            any |= stores.consents().withdraw(tx, tenant, ref, purpose);
          }
          return any;
        });
  }

  @Override
  public String subjectRef(TenantId tenant, Sensitive<String> dataSubject) {
    return HEX.formatHex(
        Subjects.refCandidates(keyring.apply(tenant), dataSubject.reveal()).getFirst());
  }

  @Override
  public RevealPolicy revealPolicy(TenantId tenant) {
    return database.inReadTransaction(tx -> policy(tx, tenant));
  }

  private RevealPolicy policy(dev.sigil.store.Tx tx, TenantId tenant) {
    return stores
        .documents()
        .find(tx, tenant, PolicyDocuments.KIND, PolicyDocuments.NAME)
        .map(PolicyDocuments::decode)
        .orElse(RevealPolicy.DENY_ALL);
  }

  @Override
  public void putRevealPolicy(TenantId tenant, RevealPolicy policy) {
    String json = PolicyDocuments.encode(policy);
    database.inTransaction(
        tx -> {
          stores
              .documents()
              .put(tx, tenant, PolicyDocuments.KIND, PolicyDocuments.NAME, json, clock.instant());
          return null;
        });
  }
}
