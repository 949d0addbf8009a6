package dev.sigil.server.tokens.web;

import dev.sigil.core.Sensitive;
import dev.sigil.server.web.JsonBody;
import dev.sigil.tokens.api.RevealRule;
import dev.sigil.tokens.api.Revealed;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The wire form of a reveal answer and of a request's {@code purpose}, shared by {@code
 * /v1/detokenize} and {@code /v1/data/reveal}: one status vocabulary everywhere (SPEC section 4).
 */
public final class RevealViews {
  private RevealViews() {}

  /** One revealed item as answered. */
  public record Item(
      String token,
      String status,
      @Nullable String dataType,
      @Nullable String value,
      @Nullable String reason,
      @Nullable String fallback,
      @Nullable Remedy remedy) {}

  /** What the caller can do to be allowed. */
  public record Remedy(String type, String purpose, @Nullable String dataSubject) {}

  public static Item of(Revealed r) {
    Revealed.Remedy remedy = r.remedy();
    return new Item(
        r.token(),
        r.status().wireName(),
        r.dataType() == null ? null : r.dataType().wireName(),
        reveal(r.value()),
        r.reason(),
        r.fallback(),
        remedy == null
            ? null
            : new Remedy(remedy.type(), remedy.purpose(), reveal(remedy.dataSubject())));
  }

  /** The required {@code purpose} of a reveal or a consent. */
  public static Optional<String> purpose(JsonBody in) {
    return in.required(
        "purpose",
        64,
        p -> RevealRule.isPurpose(p) ? Optional.of(p) : Optional.empty(),
        "format",
        "Must be 1 to 64 letters, digits, '_', '.', ':' or '-', starting with a letter or digit.");
  }

  static @Nullable String reveal(@Nullable Sensitive<String> s) {
    return s == null ? null : s.reveal();
  }
}
