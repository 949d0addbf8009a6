package dev.sigil.client;

import dev.sigil.client.Transport.Answer;
import dev.sigil.client.Transport.Role;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;

/**
 * Audit calls ({@code audit:read}; sent to the gateway URL): events by request id, time range or
 * operation, the signed checkpoint, inclusion and consistency proofs, verification and the export
 * bundle. Obtain one with {@link SigilClient#audit()}.
 */
public final class AuditClient {
  /** One audit event with its seq and chain hash; {@code event} is the canonical event JSON. */
  public record AuditEvent(long seq, String hash, JsonNode event) {}

  /** A page of audit events; pass {@code next} as {@code after} for the next page. */
  public record AuditPage(List<AuditEvent> events, @Nullable Long next, String requestId) {}

  private final Transport transport;

  AuditClient(Transport transport) {
    this.transport = transport;
  }

  /**
   * The audit event of a request id (an empty page when none): what the request-id hook stored.
   *
   * <pre>{@code
   * AuditEvent e = client.audit().events(result.requestId()).events().get(0);
   * }</pre>
   */
  public AuditPage events(String requestId) {
    return page("/v1/audit/events?requestId=" + q(requestId));
  }

  /**
   * A page of the events with {@code from <= at < to}, after seq {@code after} (-1: from the
   * start), at most {@code limit} (1 to 500).
   *
   * <pre>{@code
   * AuditPage p = client.audit().events(from, to, -1, 100);
   * while (p.next() != null) p = client.audit().events(from, to, p.next(), 100);
   * }</pre>
   */
  public AuditPage events(Instant from, Instant to, long after, int limit) {
    return page(
        "/v1/audit/events?from="
            + q(from.toString())
            + "&to="
            + q(to.toString())
            + paging(after, limit));
  }

  /**
   * A page of the events of one operation, e.g. {@code POST /v1/admin/credentials}.
   *
   * <pre>{@code
   * AuditPage p = client.audit().eventsOf("POST /v1/detokenize", -1, 100);
   * }</pre>
   */
  public AuditPage eventsOf(String operation, long after, int limit) {
    return page("/v1/audit/events?operation=" + q(operation) + paging(after, limit));
  }

  /**
   * The latest signed checkpoint and the public key that verifies it.
   *
   * <pre>{@code
   * String note = client.audit().checkpoint().get("note").asString();
   * }</pre>
   */
  public JsonNode checkpoint() {
    return transport.get(Role.GATEWAY, "/v1/audit/checkpoint").body();
  }

  /**
   * The RFC 9162 inclusion proof of a request's event in the current log.
   *
   * <pre>{@code
   * JsonNode proof = client.audit().inclusionProof(result.requestId());
   * }</pre>
   */
  public JsonNode inclusionProof(String requestId) {
    return transport
        .get(Role.GATEWAY, "/v1/audit/proofs/inclusion?requestId=" + q(requestId))
        .body();
  }

  /**
   * The RFC 9162 consistency proof between two log sizes.
   *
   * <pre>{@code
   * JsonNode proof = client.audit().consistencyProof(1000, 2000);
   * }</pre>
   */
  public JsonNode consistencyProof(long from, long to) {
    return transport
        .get(Role.GATEWAY, "/v1/audit/proofs/consistency?from=" + from + "&to=" + to)
        .body();
  }

  /**
   * Recomputes the tenant's chain: {@code valid}, {@code events}, {@code head}, {@code
   * firstBroken}.
   *
   * <pre>{@code
   * boolean valid = client.audit().verify().get("valid").asBoolean();
   * }</pre>
   */
  public JsonNode verify() {
    return transport.get(Role.GATEWAY, "/v1/audit/verify").body();
  }

  /**
   * The export bundle (JSON Lines) for the offline verifier.
   *
   * <pre>{@code
   * Files.writeString(Path.of("audit.jsonl"), client.audit().export());
   * }</pre>
   */
  public String export() {
    return transport.getText(Role.GATEWAY, "/v1/audit/export").text();
  }

  private AuditPage page(String path) {
    Answer a = transport.get(Role.GATEWAY, path);
    List<AuditEvent> events = new ArrayList<>();
    for (JsonNode e : a.body().path("events")) {
      events.add(new AuditEvent(e.path("seq").asLong(), Json.text(e, "hash"), e.get("event")));
    }
    JsonNode next = a.body().get("next");
    Long n = next == null || next.isNull() ? null : next.asLong();
    return new AuditPage(List.copyOf(events), n, a.requestId());
  }

  private static String paging(long after, int limit) {
    return "&after=" + after + "&limit=" + limit;
  }

  private static String q(String s) {
    return URLEncoder.encode(s, StandardCharsets.UTF_8);
  }
}
