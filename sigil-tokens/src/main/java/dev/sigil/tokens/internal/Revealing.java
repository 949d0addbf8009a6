package dev.sigil.tokens.internal;

import dev.sigil.core.Sensitive;
import dev.sigil.crypto.DataKeys;
import dev.sigil.crypto.TenantKeys;
import dev.sigil.store.ConsentStore;
import dev.sigil.store.SubjectRecord;
import dev.sigil.store.TokenRecord;
import dev.sigil.store.TokenStore;
import dev.sigil.store.Tx;
import dev.sigil.tokens.api.DataType;
import dev.sigil.tokens.api.Masks;
import dev.sigil.tokens.api.Redaction;
import dev.sigil.tokens.api.RevealPolicy;
import dev.sigil.tokens.api.RevealRequest;
import dev.sigil.tokens.api.RevealStatus;
import dev.sigil.tokens.api.Revealed;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One reveal inside its transaction: finds the tokens, asks the policy about each live one, and
 * answers in the status vocabulary of SPEC section 4. A token of another tenant is simply not
 * found. A denied item carries the masked rendering as its fallback, never the value.
 */
final class Revealing {
  private static final HexFormat HEX = HexFormat.of();

  private final TokenStore tokens;
  private final ConsentStore consents;
  private final Subjects subjects;

  Revealing(TokenStore tokens, ConsentStore consents, Subjects subjects) {
    this.tokens = tokens;
    this.consents = consents;
    this.subjects = subjects;
  }

  List<Revealed> run(Tx tx, TenantKeys keys, RevealPolicy policy, RevealRequest request) {
    Map<String, TokenRecord> rows = new HashMap<>();
    for (TokenRecord r : tokens.findAll(tx, keys.tenant(), new LinkedHashSet<>(request.tokens()))) {
      rows.put(r.token(), r);
    }
    Map<String, SubjectRecord> owners = owners(tx, keys, rows.values());
    Set<String> consenting = consenting(tx, keys, owners, request.purpose());
    List<Revealed> out = new ArrayList<>(request.tokens().size());
    for (String token : request.tokens()) {
      TokenRecord row = rows.get(token);
      out.add(
          row == null
              ? notFound(keys, token)
              : reveal(keys, row, owners, consenting, policy, request));
    }
    return out;
  }

  private Revealed reveal(
      TenantKeys keys,
      TokenRecord row,
      Map<String, SubjectRecord> owners,
      Set<String> consenting,
      RevealPolicy policy,
      RevealRequest request) {
    DataType type = DataType.fromWire(row.dataType()).orElseThrow();
    byte[] subjectRef = row.subjectRef();
    String refHex = subjectRef == null ? null : HEX.formatHex(subjectRef);
    SubjectRecord owner = refHex == null ? null : owners.get(refHex);
    if (row.state() == TokenRecord.State.ERASED || (refHex != null && owner == null)) {
      return absent(row.token(), RevealStatus.ERASED, type);
    }
    DataKeys valueKeys = owner == null ? keys : subjects.open(keys, owner);
    String value =
        new String(
            valueKeys.decrypt(
                row.value(), Contexts.tokenValue(keys.tenant(), row.token(), row.dataType())),
            StandardCharsets.UTF_8);
    String masked = Masks.mask(type, value);
    RevealPolicy.Decision decision =
        policy.decide(
            request.scopes(),
            request.purpose(),
            type,
            request.redaction(),
            owner != null,
            refHex != null && consenting.contains(refHex));
    if (decision.allowed()) {
      boolean plain = request.redaction() == Redaction.PLAIN;
      return new Revealed(
          row.token(),
          plain ? RevealStatus.REVEALED : RevealStatus.MASKED,
          type,
          Sensitive.of(plain ? value : masked),
          decision.reason(),
          null,
          null,
          refHex,
          null);
    }
    return new Revealed(
        row.token(),
        RevealStatus.DENIED,
        type,
        null,
        decision.reason(),
        masked,
        remedy(keys, decision, owner, request.purpose()),
        refHex,
        null);
  }

  private static Revealed.Remedy remedy(
      TenantKeys keys, RevealPolicy.Decision decision, SubjectRecord owner, String purpose) {
    if (decision.consentRemedy() && owner != null) {
      return new Revealed.Remedy(
          "consent_required", purpose, Sensitive.of(Subjects.subjectId(keys, owner)));
    }
    if (RevealPolicy.NO_MATCHING_RULE.equals(decision.reason())) {
      return new Revealed.Remedy("authorization_required", purpose, null);
    }
    return null;
  }

  private Map<String, SubjectRecord> owners(
      Tx tx, TenantKeys keys, java.util.Collection<TokenRecord> rows) {
    Set<String> refs = new HashSet<>();
    for (TokenRecord r : rows) {
      if (r.subjectRef() != null) {
        refs.add(HEX.formatHex(r.subjectRef()));
      }
    }
    return subjects.find(tx, keys.tenant(), refs.stream().map(HEX::parseHex).toList());
  }

  private Set<String> consenting(
      Tx tx, TenantKeys keys, Map<String, SubjectRecord> owners, String purpose) {
    if (owners.isEmpty()) {
      return Set.of();
    }
    Set<String> out = new HashSet<>();
    for (byte[] ref :
        consents.consenting(
            tx, keys.tenant(), owners.keySet().stream().map(HEX::parseHex).toList(), purpose)) {
      out.add(HEX.formatHex(ref));
    }
    return out;
  }

  private static Revealed absent(String token, RevealStatus status, DataType type) {
    return new Revealed(token, status, type, null, null, null, null, null, null);
  }

  /** A string the vault holds no token for: named in the audit event by its keyed hash only. */
  private static Revealed notFound(TenantKeys keys, String token) {
    String ref = HEX.formatHex(keys.keyedHash(Contexts.utf8(token), Contexts.UNKNOWN_TOKEN));
    return new Revealed(token, RevealStatus.NOT_FOUND, null, null, null, null, null, null, ref);
  }
}
