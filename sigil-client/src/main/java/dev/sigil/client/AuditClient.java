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

  /**
   * The latest signed checkpoint of the tenant's log: its {@code origin} ({@code
   * sigil/audit/<tenant>}), {@code size} (events covered) and RFC 9162 {@code root} (base64), the
   * C2SP signed {@code note}, and the {@code keyName} and raw Ed25519 {@code publicKey} (base64)
   * that verify it.
   */
  public record Checkpoint(
      String origin,
      long size,
      String root,
      String note,
      String keyName,
      String publicKey,
      String requestId) {}

  /**
   * An RFC 9162 inclusion proof: the event at index {@code seq} is in the log of {@code size}
   * events with {@code root}; {@code leafHash}, the {@code proof} hashes and {@code root} base64.
   */
  public record InclusionProof(
      long seq, long size, String leafHash, List<String> proof, String root, String requestId) {
    public InclusionProof {
      proof = List.copyOf(proof);
    }
  }

  /**
   * An RFC 9162 consistency proof: the log of {@code to} events with {@code toRoot} extends the log
   * of {@code from} events with {@code fromRoot}; hashes base64.
   */
  public record ConsistencyProof(
      long from, long to, List<String> proof, String fromRoot, String toRoot, String requestId) {
    public ConsistencyProof {
      proof = List.copyOf(proof);
    }
  }

  /**
   * The chain recomputed: {@code valid}, how many {@code events}, the {@code head} hash (hex) and,
   * when not valid, the first broken link.
   */
  public record Verification(
      boolean valid,
      long events,
      String head,
      @Nullable BrokenLink firstBroken,
      String requestId) {}

  /**
   * Where the chain first breaks: the event's {@code seq}, its request id when it still has one,
   * and the {@code reason} (e.g. an edited, deleted, inserted or reordered event).
   */
  public record BrokenLink(long seq, @Nullable String requestId, @Nullable String reason) {
    static BrokenLink read(AnswerReader r) {
      return new BrokenLink(r.number("seq"), r.optString("requestId"), r.optString("reason"));
    }
  }

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
   * The latest signed checkpoint and the public key that verifies it ({@link NotFoundException}
   * before the first one is issued).
   *
   * <pre>{@code
   * Checkpoint c = client.audit().checkpoint();
   * archive.store(c.origin(), c.size(), c.note());
   * }</pre>
   */
  public Checkpoint checkpoint() {
    AnswerReader r = AnswerReader.of(transport.get(Role.GATEWAY, "/v1/audit/checkpoint"));
    return new Checkpoint(
        r.string("origin"),
        r.number("size"),
        r.string("root"),
        r.string("note"),
        r.string("keyName"),
        r.string("publicKey"),
        r.requestId());
  }

  /**
   * The RFC 9162 inclusion proof of a request's event in the current log.
   *
   * <pre>{@code
   * InclusionProof p = client.audit().inclusionProof(result.requestId());
   * archive.store(result.requestId(), p.seq(), p.root());
   * }</pre>
   */
  public InclusionProof inclusionProof(String requestId) {
    return inclusion("/v1/audit/proofs/inclusion?requestId=" + q(requestId));
  }

  /**
   * The inclusion proof of a request's event in the first {@code size} events, e.g. against a
   * signed checkpoint's root.
   *
   * <pre>{@code
   * Checkpoint c = client.audit().checkpoint();
   * InclusionProof p = client.audit().inclusionProof(requestId, c.size()); // p.root() == c.root()
   * }</pre>
   */
  public InclusionProof inclusionProof(String requestId, long size) {
    return inclusion("/v1/audit/proofs/inclusion?requestId=" + q(requestId) + "&size=" + size);
  }

  /**
   * The RFC 9162 consistency proof between two log sizes.
   *
   * <pre>{@code
   * ConsistencyProof p = client.audit().consistencyProof(old.size(), latest.size());
   * }</pre>
   */
  public ConsistencyProof consistencyProof(long from, long to) {
    AnswerReader r =
        AnswerReader.of(
            transport.get(Role.GATEWAY, "/v1/audit/proofs/consistency?from=" + from + "&to=" + to));
    return new ConsistencyProof(
        r.number("from"),
        r.number("to"),
        r.strings("proof"),
        r.string("fromRoot"),
        r.string("toRoot"),
        r.requestId());
  }

  /**
   * Recomputes the tenant's chain.
   *
   * <pre>{@code
   * Verification v = client.audit().verify();
   * if (!v.valid()) alarm("audit chain broken at " + v.firstBroken().seq());
   * }</pre>
   */
  public Verification verify() {
    AnswerReader r = AnswerReader.of(transport.get(Role.GATEWAY, "/v1/audit/verify"));
    AnswerReader broken = r.optObject("firstBroken");
    return new Verification(
        r.bool("valid"),
        r.number("events"),
        r.string("head"),
        broken == null ? null : BrokenLink.read(broken),
        r.requestId());
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

  private InclusionProof inclusion(String path) {
    AnswerReader r = AnswerReader.of(transport.get(Role.GATEWAY, path));
    return new InclusionProof(
        r.number("seq"),
        r.number("size"),
        r.string("leafHash"),
        r.strings("proof"),
        r.string("root"),
        r.requestId());
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
