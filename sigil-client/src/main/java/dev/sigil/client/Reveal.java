package dev.sigil.client;

import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;

/**
 * The answer for one token (or one record field) of a reveal, decided by the tenant's reveal
 * policy. Sealed, so a {@code switch} over it must handle every case. There is deliberately no call
 * that returns plaintext for a {@link Denied} item, and nothing is cached: a denied reveal is
 * answered by rendering {@link Denied#fallback()}, asking for consent through {@link
 * Denied#remedy()}, or stopping, never by fetching the value elsewhere.
 *
 * <pre>{@code
 * String shown = switch (reveal) {
 *   case Reveal.Revealed r -> r.value();
 *   case Reveal.Masked m -> m.value();
 *   case Reveal.Denied d -> d.fallback();          // safe to show
 *   case Reveal.Erased e -> "(erased)";
 *   case Reveal.NotFound n -> "(unknown)";
 * };
 * }</pre>
 *
 * <p>{@code toString()} never prints a revealed value.
 */
public sealed interface Reveal {
  /**
   * The token the answer is for (for record fields: the field's token, when the service sent it).
   */
  @Nullable String token();

  /** Allowed in plain; {@code value} is the protected value, so it is not in {@code toString()}. */
  record Revealed(
      @Nullable String token, @Nullable String dataType, String value, @Nullable String reason)
      implements Reveal {
    @Override
    public String toString() {
      return "Revealed[dataType=" + dataType + ", reason=" + reason + ", value=[REDACTED]]";
    }
  }

  /** Allowed masked only; {@code value} is the masked rendering, safe to show. */
  record Masked(
      @Nullable String token, @Nullable String dataType, String value, @Nullable String reason)
      implements Reveal {}

  /**
   * Not allowed: the {@code reason} (e.g. {@code no_matching_rule}, {@code consent_required}), a
   * {@code fallback} safe to show instead (the masked rendering; may be null when the service had
   * none) and, where one exists, the {@code remedy}.
   */
  record Denied(
      @Nullable String token,
      @Nullable String dataType,
      @Nullable String reason,
      @Nullable String fallback,
      @Nullable Remedy remedy)
      implements Reveal {
    /** Whether a remedy exists (consent or authorization through the proper workflow). */
    public boolean hasRemedy() {
      return remedy != null;
    }
  }

  /** The token's data subject was erased; the value no longer exists anywhere. */
  record Erased(@Nullable String token) implements Reveal {}

  /** No such token (also another tenant's). */
  record NotFound(@Nullable String token) implements Reveal {}

  /**
   * What would make a later reveal succeed: {@code consent_required} (record the subject's consent
   * to {@code purpose}, e.g. with {@link VaultClient#recordConsent}) or {@code
   * authorization_required} (a policy rule or scope the application does not hold).
   */
  record Remedy(@Nullable String type, @Nullable String purpose, @Nullable String dataSubject) {
    public boolean isConsent() {
      return "consent_required".equals(type);
    }
  }

  /** One answer item of /v1/detokenize or one field of /v1/data/reveal. */
  static Reveal parse(JsonNode n, @Nullable String fallbackToken) {
    String token = Json.text(n, "token");
    String t = token != null ? token : fallbackToken;
    String status = Json.text(n, "status");
    return switch (status == null ? "" : status) {
      case "revealed" ->
          new Revealed(t, Json.text(n, "dataType"), value(n), Json.text(n, "reason"));
      case "masked" -> new Masked(t, Json.text(n, "dataType"), value(n), Json.text(n, "reason"));
      case "denied" ->
          new Denied(
              t,
              Json.text(n, "dataType"),
              Json.text(n, "reason"),
              Json.text(n, "fallback"),
              remedy(n));
      case "erased" -> new Erased(t);
      case "not_found" -> new NotFound(t);
      default -> throw new IllegalStateException("unknown reveal status: " + status);
    };
  }

  /** The value the contract guarantees for revealed and masked items. */
  private static String value(JsonNode n) {
    String v = Json.text(n, "value");
    if (v == null) {
      throw new IllegalStateException("a revealed or masked item came without its value");
    }
    return v;
  }

  private static @Nullable Remedy remedy(JsonNode n) {
    JsonNode r = n.get("remedy");
    if (r == null || r.isNull()) {
      return null;
    }
    return new Remedy(Json.text(r, "type"), Json.text(r, "purpose"), Json.text(r, "dataSubject"));
  }
}
