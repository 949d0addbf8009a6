package dev.sigil.core;

import java.util.regex.Pattern;

/** The public identifier of a service credential; it appears in tokens, audit events and URLs. */
public record CredentialId(String value) {
  private static final Pattern SHAPE = Pattern.compile("[a-z2-7]{20}");

  public CredentialId {
    if (!isValid(value)) {
      throw new IllegalArgumentException("credential id must be 20 base32 characters");
    }
  }

  public static boolean isValid(String value) {
    return value != null && SHAPE.matcher(value).matches();
  }

  @Override
  public String toString() {
    return value;
  }
}
