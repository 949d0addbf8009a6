package dev.sigil.client;

import dev.sigil.client.Transport.Answer;
import dev.sigil.client.Transport.Role;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Admin and audit calls (served by both roles; sent to the gateway URL): the caller's own
 * credential, tenants, credentials, the reveal policy, AI connections, audit events.
 */
public final class AdminClient {
  /** An issued credential; {@code token} is shown only once and never printed by toString. */
  public record IssuedCredential(
      String id, String token, String tenant, String name, List<String> scopes, String requestId) {
    @Override
    public String toString() {
      return "IssuedCredential[id="
          + id
          + ", tenant="
          + tenant
          + ", name="
          + name
          + ", scopes="
          + scopes
          + ", token=[REDACTED]]";
    }
  }

  /** One audit event with its seq and chain hash; {@code event} is the canonical event JSON. */
  public record AuditEvent(long seq, String hash, JsonNode event) {}

  /** A page of audit events; pass {@code next} as {@code after} for the next page. */
  public record AuditPage(List<AuditEvent> events, Long next, String requestId) {}

  private final Transport transport;

  AdminClient(Transport transport) {
    this.transport = transport;
  }

  /**
   * The caller's own credential (any scope).
   *
   * <pre>{@code
   * String tenant = client.admin().self().get("tenant").asString();
   * }</pre>
   */
  public JsonNode self() {
    return transport.get(Role.GATEWAY, "/v1/credentials/self").body();
  }

  /**
   * Creates a tenant (platform admin).
   *
   * <pre>{@code
   * client.admin().createTenant("acme");
   * }</pre>
   */
  public JsonNode createTenant(String id) {
    return post("/v1/admin/tenants", Json.object().put("id", id)).body();
  }

  /**
   * Issues a service credential in {@code tenant} (null: the caller's).
   *
   * <pre>{@code
   * String token = client.admin().issueCredential(null, "billing", List.of("tokens:reveal")).token();
   * }</pre>
   */
  public IssuedCredential issueCredential(String tenant, String name, List<String> scopes) {
    ObjectNode body = Json.object().put("name", name);
    VaultClient.putIfSet(body, "tenant", tenant);
    body.set("scopes", Json.array(scopes));
    Answer a = post("/v1/admin/credentials", body);
    JsonNode b = a.body();
    List<String> granted = new ArrayList<>();
    b.path("scopes").forEach(s -> granted.add(s.asString()));
    return new IssuedCredential(
        Json.text(b, "id"),
        Json.text(b, "token"),
        Json.text(b, "tenant"),
        Json.text(b, "name"),
        List.copyOf(granted),
        a.requestId());
  }

  /**
   * Revokes a credential (repeating it is harmless); returns the request id.
   *
   * <pre>{@code
   * client.admin().revokeCredential(credential.id());
   * }</pre>
   */
  public String revokeCredential(String id) {
    return transport
        .call(
            Role.GATEWAY,
            "DELETE",
            "/v1/admin/credentials/" + Transport.segment(id),
            null,
            CallOptions.defaults())
        .requestId();
  }

  /**
   * The tenant's reveal policy ({@code {"rules": [...]}}).
   *
   * <pre>{@code
   * JsonNode rules = client.admin().revealPolicy().get("rules");
   * }</pre>
   */
  public JsonNode revealPolicy() {
    return transport.get(Role.GATEWAY, "/v1/admin/policies/reveal").body();
  }

  /**
   * Replaces the tenant's reveal policy (deny by default).
   *
   * <pre>{@code
   * client.admin().putRevealPolicy(Map.of("rules", List.of(Map.of("purposes", List.of("support"),
   *     "dataTypes", List.of("email"), "scopes", List.of("tokens:reveal"), "redaction", "plain"))));
   * }</pre>
   */
  public JsonNode putRevealPolicy(Map<String, ?> policy) {
    return transport
        .call(
            Role.GATEWAY,
            "PUT",
            "/v1/admin/policies/reveal",
            Json.MAPPER.valueToTree(policy),
            CallOptions.defaults())
        .body();
  }

  /**
   * Creates or replaces an AI connection; the answer never holds its key.
   *
   * <pre>{@code
   * client.admin().putConnection("support", Map.of("provider", "echo", "purposes", List.of("*")));
   * }</pre>
   */
  public JsonNode putConnection(String id, Map<String, ?> connection) {
    String path = "/v1/admin/connections/" + Transport.segment(id);
    return transport
        .call(
            Role.GATEWAY, "PUT", path, Json.MAPPER.valueToTree(connection), CallOptions.defaults())
        .body();
  }

  /**
   * An AI connection (never its key).
   *
   * <pre>{@code
   * JsonNode c = client.admin().connection("support");
   * }</pre>
   */
  public JsonNode connection(String id) {
    return transport.get(Role.GATEWAY, "/v1/admin/connections/" + Transport.segment(id)).body();
  }

  /**
   * The audit event of a request id ({@code audit:read}); an empty page when none.
   *
   * <pre>{@code
   * AuditPage page = client.admin().auditEvents(result.requestId());
   * }</pre>
   */
  public AuditPage auditEvents(String requestId) {
    String q = URLEncoder.encode(requestId, StandardCharsets.UTF_8);
    Answer a = transport.get(Role.GATEWAY, "/v1/audit/events?requestId=" + q);
    List<AuditEvent> events = new ArrayList<>();
    for (JsonNode e : a.body().path("events")) {
      events.add(new AuditEvent(e.path("seq").asLong(), Json.text(e, "hash"), e.get("event")));
    }
    JsonNode next = a.body().get("next");
    return new AuditPage(
        List.copyOf(events), next == null || next.isNull() ? null : next.asLong(), a.requestId());
  }

  private Answer post(String path, JsonNode body) {
    return transport.call(Role.GATEWAY, "POST", path, body, CallOptions.defaults());
  }
}
