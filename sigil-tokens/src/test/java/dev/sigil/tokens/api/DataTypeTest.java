package dev.sigil.tokens.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class DataTypeTest {

  @Test
  void wireNamesAreTheSpecList() {
    assertThat(Arrays.stream(DataType.values()).map(DataType::wireName))
        .containsExactly(
            "email", "phone", "name", "card_number", "iban", "ssn", "date", "ip_address", "text");
  }

  @Test
  void fromWireRoundTripsAndIsExact() {
    for (DataType type : DataType.values()) {
      assertThat(DataType.fromWire(type.wireName())).contains(type);
    }
    assertThat(DataType.fromWire("EMAIL")).isEmpty();
    assertThat(DataType.fromWire("card-number")).isEmpty();
    assertThat(DataType.fromWire("")).isEmpty();
  }

  @Test
  void refusalCodeIsInvalidPlusWireName() {
    assertThat(DataType.CARD_NUMBER.refusalCode()).isEqualTo("invalid_card_number");
    assertThat(DataType.IP_ADDRESS.refusalCode()).isEqualTo("invalid_ip_address");
  }
}
