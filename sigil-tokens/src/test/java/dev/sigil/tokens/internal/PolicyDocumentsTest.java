package dev.sigil.tokens.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sigil.core.Scope;
import dev.sigil.tokens.api.DataType;
import dev.sigil.tokens.api.Redaction;
import dev.sigil.tokens.api.RevealPolicy;
import dev.sigil.tokens.api.RevealRule;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class PolicyDocumentsTest {
  @Test
  void aPolicyRoundTripsThroughItsStoredForm() {
    RevealPolicy policy =
        new RevealPolicy(
            List.of(
                new RevealRule(
                    Set.of("support", "*"),
                    Set.of(DataType.EMAIL, DataType.CARD_NUMBER),
                    Set.of(Scope.TOKENS_REVEAL, Scope.ADMIN),
                    Redaction.MASKED,
                    true)));
    String json = PolicyDocuments.encode(policy);
    assertThat(json).startsWith("{\"rules\":[{");
    assertThat(PolicyDocuments.decode(json)).isEqualTo(policy);
  }

  @Test
  void aStoredDocumentThatDoesNotReadAsAPolicyRevealsNothing() {
    for (String bad :
        List.of(
            "",
            "[]",
            "{\"rules\":{}}",
            "{\"rules\":[{\"purposes\":[\"support\"],\"dataTypes\":[\"email\"],"
                + "\"scopes\":[\"tokens:reveal\"],\"redaction\":\"everything\","
                + "\"requireConsent\":false}]}",
            "{\"rules\":[{\"purposes\":[],\"dataTypes\":[\"email\"],"
                + "\"scopes\":[\"tokens:reveal\"],\"redaction\":\"plain\",\"requireConsent\":false}]}")) {
      assertThat(PolicyDocuments.decode(bad)).isEqualTo(RevealPolicy.DENY_ALL);
    }
  }
}
