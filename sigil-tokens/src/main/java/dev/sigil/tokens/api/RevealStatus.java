package dev.sigil.tokens.api;

import java.util.Locale;

/** The status of one token in a reveal answer (SPEC section 4). */
public enum RevealStatus {
  /** The value in full. */
  REVEALED,
  /** The value's masked rendering, as asked for. */
  MASKED,
  /**
   * Policy refused it; the item carries a reason, a safe fallback and, where one exists, a remedy.
   */
  DENIED,
  /** The token's data subject was erased: its value is gone for good. */
  ERASED,
  /** No such token in this tenant, which includes another tenant's token. */
  NOT_FOUND;

  public String wireName() {
    return name().toLowerCase(Locale.ROOT);
  }
}
