package dev.sigil.core;

import java.util.regex.Pattern;

/** A tenant: the isolation boundary for keys, tokens, vaults, subjects and audit. */
public record TenantId(String value) {
  private static final Pattern SHAPE = Pattern.compile("[a-z0-9][a-z0-9_-]{0,62}");

  /** The tenant created on first start; its bootstrap credential is a platform admin. */
  public static final TenantId DEFAULT = new TenantId("default");

  public TenantId {
    if (!isValid(value)) {
      throw new IllegalArgumentException("tenant id must match " + SHAPE.pattern());
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
