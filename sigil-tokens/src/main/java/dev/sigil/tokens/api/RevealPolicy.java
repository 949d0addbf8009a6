package dev.sigil.tokens.api;

import dev.sigil.core.Scope;
import java.util.List;
import java.util.Set;

/**
 * A tenant's reveal policy: deny by default, so an empty policy reveals nothing (SPEC section 6).
 * {@link #decide} is the one place a reveal is allowed or refused.
 */
public record RevealPolicy(List<RevealRule> rules) {
  public static final RevealPolicy DENY_ALL = new RevealPolicy(List.of());

  public RevealPolicy {
    rules = List.copyOf(rules);
  }

  /** The outcome of one decision; {@code reason} is a stable code, recorded in the audit event. */
  public record Decision(boolean allowed, String reason, boolean consentRemedy) {
    static Decision allow(String reason) {
      return new Decision(true, reason, false);
    }

    static Decision deny(String reason) {
      return new Decision(false, reason, false);
    }
  }

  /** The reasons {@link #decide} gives. */
  public static final String ALLOWED_BY_RULE = "allowed_by_rule";

  public static final String ALLOWED_BY_CONSENT = "allowed_by_consent";
  public static final String NO_MATCHING_RULE = "no_matching_rule";
  public static final String REDACTION_NOT_PERMITTED = "redaction_not_permitted";
  public static final String CONSENT_REQUIRED = "consent_required";
  public static final String NO_DATA_SUBJECT = "no_data_subject";

  /**
   * Decides one reveal. Allowed when a rule matches the caller's scopes, the purpose and the type,
   * grants at least the {@code requested} redaction, and either needs no consent or the value's
   * data subject consented to the purpose. Otherwise denied with the most useful reason: no rule at
   * all, a rule that grants only masked values, or a missing consent (a remedy exists only when the
   * value has a data subject to ask).
   */
  public Decision decide(
      Set<Scope> scopes,
      String purpose,
      DataType type,
      Redaction requested,
      boolean hasSubject,
      boolean consented) {
    List<RevealRule> matching =
        rules.stream().filter(r -> r.matches(scopes, purpose, type)).toList();
    if (matching.isEmpty()) {
      return Decision.deny(NO_MATCHING_RULE);
    }
    List<RevealRule> covering =
        matching.stream().filter(r -> r.redaction().covers(requested)).toList();
    if (covering.isEmpty()) {
      return Decision.deny(REDACTION_NOT_PERMITTED);
    }
    if (covering.stream().anyMatch(r -> !r.requireConsent())) {
      return Decision.allow(ALLOWED_BY_RULE);
    }
    if (!hasSubject) {
      return Decision.deny(NO_DATA_SUBJECT);
    }
    return consented
        ? Decision.allow(ALLOWED_BY_CONSENT)
        : new Decision(false, CONSENT_REQUIRED, true);
  }
}
