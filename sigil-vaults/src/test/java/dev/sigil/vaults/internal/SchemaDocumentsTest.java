package dev.sigil.vaults.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sigil.tokens.api.DataType;
import dev.sigil.tokens.api.TokenType;
import dev.sigil.vaults.api.FieldSpec;
import dev.sigil.vaults.api.VaultSchema;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SchemaDocumentsTest {
  @Test
  void aSchemaRoundTripsThroughItsStoredForm() {
    VaultSchema schema =
        new VaultSchema(
            Map.of(
                "email", new FieldSpec(DataType.EMAIL, TokenType.DETERMINISTIC, true),
                "customer_id", new FieldSpec(DataType.TEXT, TokenType.RANDOM, false)),
            "customer_id");
    assertThat(SchemaDocuments.decode(SchemaDocuments.encode(schema))).contains(schema);
    VaultSchema noSubject =
        new VaultSchema(
            Map.of("card", new FieldSpec(DataType.CARD_NUMBER, TokenType.FORMAT_PRESERVING, false)),
            null);
    assertThat(SchemaDocuments.decode(SchemaDocuments.encode(noSubject))).contains(noSubject);
  }

  @Test
  void aStoredDocumentThatNoLongerReadsAsASchemaIsNoSchema() {
    assertThat(SchemaDocuments.decode("{\"fields\":{}}")).isEmpty();
    assertThat(SchemaDocuments.decode("{\"fields\":{\"a\":{\"dataType\":\"nope\"}}}")).isEmpty();
    assertThat(SchemaDocuments.decode("not json")).isEmpty();
  }

  @Test
  void schemasAreValidatedWhenBuilt() {
    FieldSpec spec = new FieldSpec(DataType.EMAIL, TokenType.DETERMINISTIC, false);
    assertThatThrownBy(() -> new VaultSchema(Map.of(), null))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new VaultSchema(Map.of("1x", spec), null))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new VaultSchema(Map.of("email", spec), "other"))
        .isInstanceOf(IllegalArgumentException.class);
    assertThat(VaultSchema.isVaultId("crm-eu_1")).isTrue();
    assertThat(VaultSchema.isVaultId("CRM")).isFalse();
  }
}
