package dev.sigil.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class ValueTypesTest {
  @Test
  void errorCodesAreUniqueSnakeCaseWithErrorStatuses() {
    Set<String> codes =
        Arrays.stream(ErrorCode.values()).map(ErrorCode::code).collect(Collectors.toSet());
    assertThat(codes).hasSize(ErrorCode.values().length);
    for (ErrorCode c : ErrorCode.values()) {
      assertThat(c.code()).matches("[a-z][a-z_]*[a-z]");
      assertThat(c.status()).isBetween(400, 599);
      assertThat(c.title()).isNotBlank();
    }
  }

  @Test
  void everyContainerStatusMapsToACodeOfThatStatus() {
    for (int status :
        new int[] {400, 401, 403, 404, 405, 406, 408, 413, 414, 415, 429, 431, 500, 503}) {
      assertThat(ErrorCode.forStatus(status).status()).as("status %d", status).isEqualTo(status);
    }
    assertThat(ErrorCode.forStatus(418)).isEqualTo(ErrorCode.INVALID_REQUEST);
    assertThat(ErrorCode.forStatus(502)).isEqualTo(ErrorCode.INTERNAL_ERROR);
  }

  @Test
  void scopesRoundTripTheirWireNames() {
    for (Scope s : Scope.values()) {
      assertThat(Scope.fromWire(s.wireName())).hasValue(s);
    }
    assertThat(Scope.fromWire("ADMIN")).isEmpty();
    assertThat(Scope.fromWire("root")).isEmpty();
    assertThat(Scope.values()).hasSize(11);
  }

  @Test
  void idsValidateTheirShape() {
    assertThat(TenantId.isValid("acme-1_b")).isTrue();
    for (String bad : new String[] {"", "Acme", "-acme", "a b", "a".repeat(64), "ä"}) {
      assertThat(TenantId.isValid(bad)).as(bad).isFalse();
    }
    assertThatThrownBy(() -> new TenantId("Bad")).isInstanceOf(IllegalArgumentException.class);
    assertThat(CredentialId.isValid("abcdefghijklmnopqrst")).isTrue();
    assertThat(CredentialId.isValid("abcdefghijklmnopqrs1")).as("1 is not base32").isFalse();
    assertThat(CredentialId.isValid("abc")).isFalse();
  }

  @Test
  void userErrorsCarryNoStackTraceAndCopyTheirFieldErrors() {
    var errors = new java.util.ArrayList<FieldError>();
    errors.add(new FieldError("/a", "required", "Is required."));
    UserError e = UserError.validation(errors);
    errors.clear();
    assertThat(e.fieldErrors()).hasSize(1);
    assertThat(e.getStackTrace()).isEmpty();
    assertThat(e.code()).isEqualTo(ErrorCode.VALIDATION_FAILED);
  }
}
