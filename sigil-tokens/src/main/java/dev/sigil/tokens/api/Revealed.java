package dev.sigil.tokens.api;

import dev.sigil.core.Sensitive;
import org.jspecify.annotations.Nullable;

/**
 * The answer for one token of a reveal. {@code value} is set for {@link RevealStatus#REVEALED} (the
 * value) and {@link RevealStatus#MASKED} (its masked rendering); a {@link RevealStatus#DENIED} item
 * has a {@code reason} (stable code), a {@code fallback} (the masked rendering, safe to show) and
 * possibly a {@code remedy}. {@code subjectRef} (hex keyed hash) is for the audit event only, and
 * so is {@code tokenRef}: for a {@link RevealStatus#NOT_FOUND} item, the hex keyed hash that names
 * the string sent, which may be anything a caller pasted (a card number, an e-mail address).
 */
public record Revealed(
    String token,
    RevealStatus status,
    @Nullable DataType dataType,
    @Nullable Sensitive<String> value,
    @Nullable String reason,
    @Nullable String fallback,
    @Nullable Remedy remedy,
    @Nullable String subjectRef,
    @Nullable String tokenRef) {

  /**
   * What the caller can do to be allowed: ask the data subject for consent to {@code purpose}
   * ({@code consent_required}), or ask for an authorization ({@code authorization_required}).
   */
  public record Remedy(String type, String purpose, @Nullable Sensitive<String> dataSubject) {}
}
