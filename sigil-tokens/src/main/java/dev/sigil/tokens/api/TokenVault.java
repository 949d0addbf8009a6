package dev.sigil.tokens.api;

import dev.sigil.core.Sensitive;
import dev.sigil.core.TenantId;
import dev.sigil.core.UserError;
import java.util.List;

/**
 * The vault role's operations (SPEC sections 4 and 6). The gateway reaches tokens only through this
 * interface, so a remote vault can stand behind it later. Every call is one transaction, joining
 * the caller's if there is one; a call that throws changes nothing.
 */
public interface TokenVault {
  /**
   * Tokenizes every item or none. Answers in input order.
   *
   * @throws UserError with a JSON Pointer per bad item ({@code /items/3/value}): invalid values and
   *     unsupported token types ({@code 422}), a {@code clientRef} already bound to another item
   *     ({@code 409 client_ref_conflict})
   */
  List<Tokenized> tokenize(TenantId tenant, List<TokenizeItem> items);

  /**
   * {@link #tokenize} for items whose values the caller has already normalized with {@link
   * Normalizer} for their data types (the data vaults validate every field before sealing it). The
   * values are taken as they are: a value not in its normalized form would get a token of its own.
   *
   * @throws UserError as {@link #tokenize}, except that values are not checked again
   */
  List<Tokenized> tokenizeNormalized(TenantId tenant, List<TokenizeItem> items);

  /** Reveals what policy allows; one answer per token, in order. */
  List<Revealed> detokenize(TenantId tenant, RevealRequest request);

  /** Erases a data subject; safe to repeat. */
  Erasure erase(TenantId tenant, Sensitive<String> dataSubject);

  /** What the service holds for a data subject; never a value. */
  SubjectHoldings lookup(TenantId tenant, Sensitive<String> dataSubject);

  /** Records a consent; returns false when it was already recorded. */
  boolean grantConsent(TenantId tenant, Sensitive<String> dataSubject, String purpose);

  /** Withdraws a consent; returns false when there was none. */
  boolean withdrawConsent(TenantId tenant, Sensitive<String> dataSubject, String purpose);

  /**
   * The keyed hash (hex) that audit events name {@code dataSubject} by, as erasure and lookup
   * report it: the subject, never its id.
   */
  String subjectRef(TenantId tenant, Sensitive<String> dataSubject);

  RevealPolicy revealPolicy(TenantId tenant);

  void putRevealPolicy(TenantId tenant, RevealPolicy policy);
}
