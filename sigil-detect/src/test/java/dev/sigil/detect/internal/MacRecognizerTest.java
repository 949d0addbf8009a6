package dev.sigil.detect.internal;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class MacRecognizerTest {
  private final MacRecognizer macs = new MacRecognizer();

  @Test
  void findsTheThreeNotations() {
    String text = "Device 00:1A:2B:3C:4D:5E, aa-bb-cc-dd-ee-ff and Cisco 0000.5e00.5301.";
    assertThat(Found.texts(macs, text))
        .containsExactly("00:1A:2B:3C:4D:5E", "aa-bb-cc-dd-ee-ff", "0000.5e00.5301");
    assertThat(Found.entities(macs, text).get(0).start()).isEqualTo(7);
  }

  @Test
  void decimalLookingShapesNeedContext() {
    assertThat(Found.texts(macs, "code 12-34-56-78-90-12 here")).isEmpty();
    assertThat(Found.texts(macs, "mac address 12-34-56-78-90-12"))
        .containsExactly("12-34-56-78-90-12");
    assertThat(Found.texts(macs, "build 2024.0101.1200")).isEmpty();
  }

  @Test
  void longerRunsMixedSeparatorsAndTimesAreNot() {
    assertThat(Found.texts(macs, "00:11:22:33:44:55:66 is seven")).isEmpty();
    assertThat(Found.texts(macs, "00:11:22-33:44:55 mixed")).isEmpty();
    assertThat(Found.texts(macs, "12:30:45 and 2001:db8::1")).isEmpty();
    assertThat(Found.texts(macs, "x00:11:22:33:44:55")).isEmpty();
  }
}
