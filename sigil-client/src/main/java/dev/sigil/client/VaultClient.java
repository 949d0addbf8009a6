package dev.sigil.client;

import dev.sigil.client.Transport.Answer;
import dev.sigil.client.Transport.Role;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Calls of the vault role (its own base URL): tokenize, detokenize, subject erasure and lookup,
 * consents. Obtain one with {@link SigilClient#vault()}. Every result carries its request id.
 */
public final class VaultClient {
  /** One value to tokenize; {@code toString()} never prints the value. */
  public record TokenizeItem(
      String value,
      String dataType,
      @Nullable String tokenType,
      @Nullable String dataSubject,
      @Nullable String clientRef) {
    /** A deterministic token of {@code value} as {@code dataType} (e.g. {@code email}). */
    public static TokenizeItem of(String value, String dataType) {
      return new TokenizeItem(value, dataType, null, null, null);
    }

    /** {@code deterministic}, {@code random} or {@code format_preserving}. */
    public TokenizeItem tokenType(String type) {
      return new TokenizeItem(value, dataType, type, dataSubject, clientRef);
    }

    /** The data subject whose own key the token derives from (erasure destroys it). */
    public TokenizeItem dataSubject(String subject) {
      return new TokenizeItem(value, dataType, tokenType, subject, clientRef);
    }

    /** A tenant-scoped idempotency key for this item. */
    public TokenizeItem clientRef(String ref) {
      return new TokenizeItem(value, dataType, tokenType, dataSubject, ref);
    }

    @Override
    public String toString() {
      return "TokenizeItem[dataType="
          + dataType
          + ", tokenType="
          + tokenType
          + ", value=[REDACTED]]";
    }
  }

  /** One token answered by tokenize; {@code created} is false when an existing one came back. */
  public record Tokenized(
      String token,
      String dataType,
      String tokenType,
      @Nullable String dataSubject,
      @Nullable String clientRef,
      boolean created) {}

  /** The tokens in input order. */
  public record TokenizeResult(List<Tokenized> items, String requestId, boolean replayed) {}

  /** The reveal answers in token order. */
  public record DetokenizeResult(List<Reveal> items, String requestId) {}

  /** What an erasure removed. */
  public record ErasureResult(
      int keys,
      int tokens,
      int records,
      int clientRefs,
      int consents,
      int idempotentAnswers,
      String requestId) {}

  /** What the service holds for a subject, without values. */
  public record SubjectHoldings(
      boolean hasKey,
      List<String> tokens,
      List<String> records,
      List<String> consents,
      String requestId) {}

  /** A consent call: {@code changed} is whether one was recorded (or withdrawn) by this call. */
  public record ConsentResult(boolean changed, String requestId) {}

  private final Transport transport;

  VaultClient(Transport transport) {
    this.transport = transport;
  }

  /**
   * Replaces values with governed tokens, all items or none.
   *
   * <pre>{@code
   * String token = client.vault()
   *     .tokenize(List.of(TokenizeItem.of("ada@example.org", "email").dataSubject("cust-42")))
   *     .items().get(0).token();
   * }</pre>
   */
  public TokenizeResult tokenize(List<TokenizeItem> items) {
    return tokenize(items, CallOptions.defaults());
  }

  /** {@link #tokenize(List)} with the application's own idempotency key or correlation id. */
  public TokenizeResult tokenize(List<TokenizeItem> items, CallOptions options) {
    ArrayNode array = Json.MAPPER.createArrayNode();
    for (TokenizeItem i : items) {
      ObjectNode o = array.addObject().put("value", i.value()).put("dataType", i.dataType());
      putIfSet(o, "tokenType", i.tokenType());
      putIfSet(o, "dataSubject", i.dataSubject());
      putIfSet(o, "clientRef", i.clientRef());
    }
    ObjectNode body = Json.object();
    body.set("items", array);
    Answer a = transport.call(Role.VAULT, "POST", "/v1/tokenize", body, options);
    List<Tokenized> out = new ArrayList<>();
    for (JsonNode n : a.body().path("items")) {
      out.add(
          new Tokenized(
              Json.text(n, "token"),
              Json.text(n, "dataType"),
              Json.text(n, "tokenType"),
              Json.text(n, "dataSubject"),
              Json.text(n, "clientRef"),
              n.path("created").asBoolean(false)));
    }
    return new TokenizeResult(List.copyOf(out), a.requestId(), a.replayed());
  }

  /**
   * Reveals tokens for {@code purpose} under the reveal policy, in plain where allowed. Handle
   * every {@link Reveal} case; a denied item has no plaintext anywhere in this API.
   *
   * <pre>{@code
   * for (Reveal r : client.vault().detokenize(List.of(token), "support").items()) {
   *   switch (r) {
   *     case Reveal.Revealed v -> show(v.value());
   *     case Reveal.Masked m -> show(m.value());
   *     case Reveal.Denied d -> show(d.fallback());
   *     case Reveal.Erased e -> show("(erased)");
   *     case Reveal.NotFound n -> show("(unknown)");
   *   }
   * }
   * }</pre>
   */
  public DetokenizeResult detokenize(List<String> tokens, String purpose) {
    return detokenize(tokens, purpose, false);
  }

  /** {@link #detokenize(List, String)}, asking for masked values when {@code masked}. */
  public DetokenizeResult detokenize(List<String> tokens, String purpose, boolean masked) {
    ObjectNode body = Json.object().put("purpose", purpose);
    body.set("tokens", Json.array(tokens));
    body.put("redaction", masked ? "masked" : "plain");
    Answer a = transport.call(Role.VAULT, "POST", "/v1/detokenize", body, CallOptions.defaults());
    List<Reveal> out = new ArrayList<>();
    int i = 0;
    for (JsonNode n : a.body().path("items")) {
      out.add(Reveal.parse(n, i < tokens.size() ? tokens.get(i) : null));
      i++;
    }
    return new DetokenizeResult(List.copyOf(out), a.requestId());
  }

  /**
   * Erases a data subject: its key, its tokens (they answer {@code erased}), consents and stored
   * answers. Safe to repeat.
   *
   * <pre>{@code
   * ErasureResult erased = client.vault().eraseSubject("cust-42");
   * }</pre>
   */
  public ErasureResult eraseSubject(String dataSubject) {
    return eraseSubject(dataSubject, CallOptions.defaults());
  }

  /** {@link #eraseSubject(String)} with call options. */
  public ErasureResult eraseSubject(String dataSubject, CallOptions options) {
    ObjectNode body = Json.object().put("dataSubject", dataSubject);
    Answer a = transport.call(Role.VAULT, "POST", "/v1/subjects/erase", body, options);
    JsonNode b = a.body();
    return new ErasureResult(
        Json.integer(b, "keys"),
        Json.integer(b, "tokens"),
        Json.integer(b, "records"),
        Json.integer(b, "clientRefs"),
        Json.integer(b, "consents"),
        Json.integer(b, "idempotentAnswers"),
        a.requestId());
  }

  /**
   * What the service holds for a subject: tokens, record ids ({@code vault/id}), consents.
   *
   * <pre>{@code
   * SubjectHoldings h = client.vault().lookupSubject("cust-42");
   * }</pre>
   */
  public SubjectHoldings lookupSubject(String dataSubject) {
    ObjectNode body = Json.object().put("dataSubject", dataSubject);
    Answer a =
        transport.call(Role.VAULT, "POST", "/v1/subjects/lookup", body, CallOptions.defaults());
    JsonNode b = a.body();
    List<String> tokens = new ArrayList<>();
    b.path("tokens").forEach(t -> tokens.add(Json.text(t, "token")));
    List<String> records = new ArrayList<>();
    b.path("records")
        .forEach(r -> records.add(Json.text(r, "vault_id") + "/" + Json.text(r, "id")));
    List<String> consents = new ArrayList<>();
    b.path("consents").forEach(c -> consents.add(c.asString()));
    return new SubjectHoldings(
        b.path("hasKey").asBoolean(false),
        List.copyOf(tokens),
        List.copyOf(records),
        List.copyOf(consents),
        a.requestId());
  }

  /**
   * Records a subject's consent to a purpose (the proper workflow answering a {@code
   * consent_required} remedy; needs {@code admin}).
   *
   * <pre>{@code
   * if (denied.remedy() != null && denied.remedy().isConsent()) {
   *   client.vault().recordConsent(denied.remedy().dataSubject(), denied.remedy().purpose());
   * }
   * }</pre>
   */
  public ConsentResult recordConsent(String dataSubject, String purpose) {
    return recordConsent(dataSubject, purpose, CallOptions.defaults());
  }

  /** As {@link #recordConsent(String, String)}, with the application's own idempotency key. */
  public ConsentResult recordConsent(String dataSubject, String purpose, CallOptions options) {
    ObjectNode body = Json.object().put("dataSubject", dataSubject).put("purpose", purpose);
    Answer a = transport.call(Role.VAULT, "POST", "/v1/consents", body, options);
    return new ConsentResult(a.status() == 201, a.requestId());
  }

  /**
   * Withdraws a subject's consent to a purpose.
   *
   * <pre>{@code
   * boolean had = client.vault().withdrawConsent("cust-42", "marketing").changed();
   * }</pre>
   */
  public ConsentResult withdrawConsent(String dataSubject, String purpose) {
    return withdrawConsent(dataSubject, purpose, CallOptions.defaults());
  }

  /** As {@link #withdrawConsent(String, String)}, with the application's own idempotency key. */
  public ConsentResult withdrawConsent(String dataSubject, String purpose, CallOptions options) {
    ObjectNode body = Json.object().put("dataSubject", dataSubject).put("purpose", purpose);
    Answer a = transport.call(Role.VAULT, "POST", "/v1/consents/withdraw", body, options);
    return new ConsentResult(
        a.body() != null && a.body().path("withdrawn").asBoolean(false), a.requestId());
  }

  static void putIfSet(ObjectNode o, String field, @Nullable String value) {
    if (value != null) {
      o.put(field, value);
    }
  }
}
