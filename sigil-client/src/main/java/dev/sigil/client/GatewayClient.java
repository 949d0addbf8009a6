package dev.sigil.client;

import dev.sigil.client.Transport.Answer;
import dev.sigil.client.Transport.Role;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Calls of the gateway role (its own base URL): vault schemas, data records (seal, get masked,
 * delete, reveal per field) and the AI relay (chat completions, de-identification preview). Obtain
 * one with {@link SigilClient#gateway()}.
 */
public final class GatewayClient {
  /** A sealed record: its id and one token per field. */
  public record SealedRecord(String id, Map<String, String> fields) {}

  /** The records sealed, in input order. */
  public record SealResult(
      String vaultId, List<SealedRecord> records, String requestId, boolean replayed) {}

  /** A record with its fields masked. */
  public record MaskedRecord(
      String vaultId, String id, Map<String, String> fields, String requestId) {}

  /** One record of a reveal: {@code found}, and per field a {@link Reveal}. */
  public record RecordReveal(String id, boolean found, Map<String, Reveal> fields) {}

  /** The records of a reveal, in id order. */
  public record RevealResult(String vaultId, List<RecordReveal> records, String requestId) {}

  /** A vault's schema as stored (token types filled in); {@link #schema()} to edit and put back. */
  public record VaultSchemaResult(
      String vaultId,
      Map<String, VaultSchema.Field> fields,
      @Nullable String subjectField,
      String requestId) {
    public VaultSchemaResult {
      fields = Collections.unmodifiableMap(new LinkedHashMap<>(fields));
    }

    /** The fields and subject field as a schema. */
    public VaultSchema schema() {
      return new VaultSchema(fields, subjectField);
    }
  }

  /**
   * The provider's answer (with {@code sigil} removed; the provider's open schema, so JSON) and the
   * relay's typed {@code sigil} object.
   */
  public record ChatResult(JsonNode answer, ChatSigil sigil, String requestId) {
    /** The first choice's message content, or null. */
    public @Nullable String content() {
      return Json.text(answer.path("choices").path(0).path("message"), "content");
    }
  }

  /**
   * The end of a streamed chat: the {@code sigil} object of the last chunk (null when the stream
   * broke off before it), whether the stream completed ({@code [DONE]}), and the error message when
   * the provider failed mid-stream.
   */
  public record ChatStreamEnd(
      @Nullable ChatSigil sigil, boolean complete, @Nullable String error, String requestId) {}

  /** One replaced span: class, UTF-16 offsets into the input, placeholder. */
  public record Entity(String type, int start, int end, String placeholder) {}

  /** The de-identified text and its entities. */
  public record DeidentifyResult(String text, List<Entity> entities, String requestId) {}

  private final Transport transport;

  GatewayClient(Transport transport) {
    this.transport = transport;
  }

  /**
   * Creates or replaces a vault's schema ({@code admin}); answers it as stored.
   *
   * <pre>{@code
   * client.gateway().putVault("crm", VaultSchema.builder()
   *     .field("email", VaultSchema.Field.of("email").required(true))
   *     .subjectField("email")
   *     .build());
   * }</pre>
   */
  public VaultSchemaResult putVault(String vaultId, VaultSchema schema) {
    Answer a =
        transport.call(
            Role.GATEWAY,
            "PUT",
            "/v1/vaults/" + Transport.segment(vaultId),
            schema.json(),
            CallOptions.defaults());
    AnswerReader r = AnswerReader.of(a);
    return new VaultSchemaResult(
        r.string("vault_id"),
        r.members("fields", VaultSchema.Field::read),
        r.optString("subjectField"),
        r.requestId());
  }

  /**
   * Seals records into a vault, all or none; each field becomes a token.
   *
   * <pre>{@code
   * String id = client.gateway().seal("crm", List.of(Map.of("email", "ada@example.org")))
   *     .records().get(0).id();
   * }</pre>
   */
  public SealResult seal(String vaultId, List<Map<String, String>> records) {
    return seal(vaultId, records, CallOptions.defaults());
  }

  /** {@link #seal(String, List)} with call options. */
  public SealResult seal(String vaultId, List<Map<String, String>> records, CallOptions options) {
    ObjectNode body = Json.object().put("vault_id", vaultId);
    body.set("records", Json.MAPPER.valueToTree(records));
    Answer a = transport.call(Role.GATEWAY, "POST", "/v1/data", body, options);
    List<SealedRecord> out = new ArrayList<>();
    for (JsonNode r : a.body().path("records")) {
      out.add(new SealedRecord(Json.text(r, "id"), strings(r.path("fields"))));
    }
    return new SealResult(
        Json.text(a.body(), "vault_id"), List.copyOf(out), a.requestId(), a.replayed());
  }

  /**
   * A record with its fields masked.
   *
   * <pre>{@code
   * MaskedRecord r = client.gateway().getRecord("crm", id);
   * }</pre>
   */
  public MaskedRecord getRecord(String vaultId, String id) {
    Answer a = transport.get(Role.GATEWAY, recordPath(vaultId, id));
    return new MaskedRecord(
        Json.text(a.body(), "vault_id"),
        Json.text(a.body(), "id"),
        strings(a.body().path("fields")),
        a.requestId());
  }

  /**
   * Deletes a record (its tokens stay); returns the request id.
   *
   * <pre>{@code
   * client.gateway().deleteRecord("crm", id);
   * }</pre>
   */
  public String deleteRecord(String vaultId, String id) {
    return transport
        .call(Role.GATEWAY, "DELETE", recordPath(vaultId, id), null, CallOptions.defaults())
        .requestId();
  }

  /**
   * Reveals records' fields for {@code purpose} (all fields when {@code fields} is empty), each
   * field a {@link Reveal} to handle exhaustively.
   *
   * <pre>{@code
   * RecordReveal rec = client.gateway().reveal("crm", List.of(id), List.of("email"), "support")
   *     .records().get(0);
   * }</pre>
   */
  public RevealResult reveal(
      String vaultId, List<String> ids, List<String> fields, String purpose) {
    ObjectNode body = Json.object().put("vault_id", vaultId).put("purpose", purpose);
    body.set("ids", Json.array(ids));
    if (!fields.isEmpty()) {
      body.set("fields", Json.array(fields));
    }
    Answer a =
        transport.call(Role.GATEWAY, "POST", "/v1/data/reveal", body, CallOptions.defaults());
    List<RecordReveal> out = new ArrayList<>();
    for (JsonNode r : a.body().path("records")) {
      Map<String, Reveal> byField = new LinkedHashMap<>();
      for (Map.Entry<String, JsonNode> f : r.path("fields").properties()) {
        byField.put(f.getKey(), Reveal.parse(f.getValue(), null));
      }
      out.add(
          new RecordReveal(Json.text(r, "id"), "found".equals(Json.text(r, "status")), byField));
    }
    return new RevealResult(Json.text(a.body(), "vault_id"), List.copyOf(out), a.requestId());
  }

  /**
   * Relays an OpenAI Chat Completions request through a connection, de-identified (not streamed).
   * {@code request} is the OpenAI body ({@code messages}, optional {@code model}, ...).
   *
   * <pre>{@code
   * ChatResult r = client.gateway().chat("echo", "support",
   *     Map.of("messages", List.of(Map.of("role", "user", "content", "Mail ada@example.org"))));
   * String text = r.content();                                     // "Mail <EMAIL_1>"
   * int emails = r.sigil().deidentified().getOrDefault("email", 0); // 1
   * }</pre>
   */
  public ChatResult chat(String connectionId, String purpose, Map<String, ?> request) {
    return chat(connectionId, purpose, request, CallOptions.defaults());
  }

  /** {@link #chat(String, String, Map)} with call options. */
  public ChatResult chat(
      String connectionId, String purpose, Map<String, ?> request, CallOptions options) {
    ObjectNode body = Json.MAPPER.valueToTree(request);
    body.put("connection_id", connectionId).put("purpose", purpose);
    Answer a = transport.call(Role.GATEWAY, "POST", "/v1/ai/chat/completions", body, options);
    AnswerReader r = AnswerReader.of(a);
    ChatSigil sigil = ChatSigil.read(r.object("sigil"));
    ObjectNode answer = (ObjectNode) a.body();
    answer.remove("sigil");
    return new ChatResult(answer, sigil, r.requestId());
  }

  /**
   * Relays a chat with {@code stream: true}: each chunk (an OpenAI {@code chat.completion.chunk},
   * placeholders already restored where allowed) goes to {@code onChunk} as it arrives. Retried
   * only until the stream starts; a provider failure after that ends it with {@code error} set.
   *
   * <pre>{@code
   * ChatStreamEnd end = client.gateway().chatStream("support", "support", request,
   *     chunk -> out.print(chunk.path("choices").path(0).path("delta").path("content").asString("")));
   * if (!end.complete()) showRetryHint(end.error());
   * else if (end.sigil().rehydration().denied()) showNote("placeholders kept");
   * }</pre>
   */
  public ChatStreamEnd chatStream(
      String connectionId, String purpose, Map<String, ?> request, Consumer<JsonNode> onChunk) {
    ObjectNode body = Json.MAPPER.valueToTree(request);
    body.put("connection_id", connectionId).put("purpose", purpose).put("stream", true);
    StreamState state = new StreamState(onChunk);
    Answer a =
        transport.stream(
            Role.GATEWAY, "/v1/ai/chat/completions", body, CallOptions.defaults(), state::accept);
    ChatSigil sigil =
        state.sigil == null ? null : ChatSigil.read(AnswerReader.of(a, state.sigil, "/sigil"));
    return new ChatStreamEnd(sigil, state.done, state.error, a.requestId());
  }

  /** What a stream said so far: the sigil object, [DONE], an error event. */
  private static final class StreamState {
    private final Consumer<JsonNode> onChunk;
    @Nullable JsonNode sigil;
    boolean done;
    @Nullable String error;

    StreamState(Consumer<JsonNode> onChunk) {
      this.onChunk = onChunk;
    }

    void accept(String data) {
      if (data.equals("[DONE]")) {
        done = true;
        return;
      }
      JsonNode chunk = Json.MAPPER.readTree(data);
      if (chunk.has("error")) {
        error = Json.text(chunk.get("error"), "message");
        return;
      }
      if (chunk.has("sigil")) {
        sigil = chunk.get("sigil");
      }
      onChunk.accept(chunk);
    }
  }

  /**
   * Previews what a provider would see (classes: empty for the connection's or all).
   *
   * <pre>{@code
   * String safe = client.gateway().deidentify("echo", List.of(), "Mail ada@example.org").text();
   * }</pre>
   */
  public DeidentifyResult deidentify(
      @Nullable String connectionId, List<String> classes, String text) {
    ObjectNode body = Json.object().put("text", text);
    VaultClient.putIfSet(body, "connection_id", connectionId);
    if (!classes.isEmpty()) {
      body.set("classes", Json.array(classes));
    }
    Answer a =
        transport.call(Role.GATEWAY, "POST", "/v1/ai/deidentify", body, CallOptions.defaults());
    List<Entity> entities = new ArrayList<>();
    for (JsonNode e : a.body().path("entities")) {
      entities.add(
          new Entity(
              Json.text(e, "class"),
              Json.integer(e, "start"),
              Json.integer(e, "end"),
              Json.text(e, "placeholder")));
    }
    return new DeidentifyResult(Json.text(a.body(), "text"), List.copyOf(entities), a.requestId());
  }

  private static String recordPath(String vaultId, String id) {
    return "/v1/data/" + Transport.segment(vaultId) + "/records/" + Transport.segment(id);
  }

  private static Map<String, String> strings(JsonNode obj) {
    Map<String, String> m = new LinkedHashMap<>();
    for (Map.Entry<String, JsonNode> f : obj.properties()) {
      m.put(f.getKey(), f.getValue().asString());
    }
    return m;
  }
}
