package dev.sigil.tokens.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sigil.core.Scope;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The reveal decision of SPEC section 6: deny by default, rules by scope, purpose, type. */
class RevealPolicyTest {
  private static final Set<Scope> REVEAL = Set.of(Scope.TOKENS_REVEAL);

  private static RevealRule rule(
      String purpose, DataType type, Redaction redaction, boolean consent) {
    return new RevealRule(Set.of(purpose), Set.of(type), REVEAL, redaction, consent);
  }

  private static RevealPolicy.Decision decide(
      RevealPolicy p, Redaction requested, boolean subject, boolean consented) {
    return p.decide(REVEAL, "support", DataType.EMAIL, requested, subject, consented);
  }

  @Test
  void anEmptyPolicyDeniesEverything() {
    var d = decide(RevealPolicy.DENY_ALL, Redaction.MASKED, true, true);
    assertThat(d.allowed()).isFalse();
    assertThat(d.reason()).isEqualTo(RevealPolicy.NO_MATCHING_RULE);
  }

  @Test
  void aRuleMatchesOnlyItsPurposeTypeAndScopes() {
    var p = new RevealPolicy(List.of(rule("support", DataType.EMAIL, Redaction.PLAIN, false)));
    assertThat(decide(p, Redaction.PLAIN, false, false).allowed()).isTrue();
    assertThat(p.decide(REVEAL, "billing", DataType.EMAIL, Redaction.PLAIN, false, false).reason())
        .isEqualTo(RevealPolicy.NO_MATCHING_RULE);
    assertThat(p.decide(REVEAL, "support", DataType.PHONE, Redaction.PLAIN, false, false).reason())
        .isEqualTo(RevealPolicy.NO_MATCHING_RULE);
    assertThat(
            p.decide(
                    Set.of(Scope.DATA_REVEAL),
                    "support",
                    DataType.EMAIL,
                    Redaction.PLAIN,
                    false,
                    false)
                .reason())
        .isEqualTo(RevealPolicy.NO_MATCHING_RULE);
  }

  @Test
  void theAnyPurposeMatchesEveryPurpose() {
    var p = new RevealPolicy(List.of(rule("*", DataType.EMAIL, Redaction.PLAIN, false)));
    assertThat(
            p.decide(REVEAL, "anything", DataType.EMAIL, Redaction.PLAIN, false, false).allowed())
        .isTrue();
  }

  @Test
  void maskedRuleGrantsMaskedButNotPlain() {
    var p = new RevealPolicy(List.of(rule("support", DataType.EMAIL, Redaction.MASKED, false)));
    assertThat(decide(p, Redaction.MASKED, false, false).allowed()).isTrue();
    assertThat(decide(p, Redaction.PLAIN, false, false).reason())
        .isEqualTo(RevealPolicy.REDACTION_NOT_PERMITTED);
  }

  @Test
  void consentRuleNeedsASubjectThatConsented() {
    var p = new RevealPolicy(List.of(rule("support", DataType.EMAIL, Redaction.PLAIN, true)));
    var missing = decide(p, Redaction.PLAIN, true, false);
    assertThat(missing.allowed()).isFalse();
    assertThat(missing.reason()).isEqualTo(RevealPolicy.CONSENT_REQUIRED);
    assertThat(missing.consentRemedy()).isTrue();
    assertThat(decide(p, Redaction.PLAIN, false, false).reason())
        .isEqualTo(RevealPolicy.NO_DATA_SUBJECT);
    var given = decide(p, Redaction.PLAIN, true, true);
    assertThat(given.allowed()).isTrue();
    assertThat(given.reason()).isEqualTo(RevealPolicy.ALLOWED_BY_CONSENT);
  }

  @Test
  void aRuleWithoutConsentWinsOverOneThatNeedsIt() {
    var p =
        new RevealPolicy(
            List.of(
                rule("support", DataType.EMAIL, Redaction.PLAIN, true),
                rule("support", DataType.EMAIL, Redaction.PLAIN, false)));
    assertThat(decide(p, Redaction.PLAIN, true, false).reason())
        .isEqualTo(RevealPolicy.ALLOWED_BY_RULE);
  }

  @Test
  void rulesAreValidatedWhenBuilt() {
    assertThatThrownBy(
            () -> new RevealRule(Set.of(), Set.of(DataType.EMAIL), REVEAL, Redaction.PLAIN, false))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(
            () ->
                new RevealRule(
                    Set.of("bad purpose"), Set.of(DataType.EMAIL), REVEAL, Redaction.PLAIN, false))
        .isInstanceOf(IllegalArgumentException.class);
    assertThat(RevealRule.isPurpose("support.tier-2:eu")).isTrue();
    assertThat(RevealRule.isPurpose("-x")).isFalse();
  }
}
