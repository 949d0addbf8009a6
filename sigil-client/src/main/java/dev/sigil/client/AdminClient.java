package dev.sigil.client;

import dev.sigil.client.Transport.Answer;
import dev.sigil.client.Transport.Role;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Admin calls (served by both roles; sent to the gateway URL): the caller's own credential,
 * tenants, credentials, keys, the reveal policy, AI connections, health and the OpenAPI document.
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
    return createTenant(id, CallOptions.defaults());
  }

  /** As {@link #createTenant(String)}, with the application's own idempotency key. */
  public JsonNode createTenant(String id, CallOptions options) {
    return post("/v1/admin/tenants", Json.object().put("id", id), options).body();
  }

  /**
   * Issues a service credential in {@code tenant} (null: the caller's).
   *
   * <pre>{@code
   * String token = client.admin().issueCredential(null, "billing", List.of("tokens:reveal")).token();
   * }</pre>
   */
  public IssuedCredential issueCredential(
      @Nullable String tenant, String name, List<String> scopes) {
    return issueCredential(tenant, name, scopes, CallOptions.defaults());
  }

  /**
   * As {@link #issueCredential(String, String, List)}, with the application's own idempotency key:
   * a retry after a lost answer gets the same credential (and its token) back, not a second one.
   */
  public IssuedCredential issueCredential(
      @Nullable String tenant, String name, List<String> scopes, CallOptions options) {
    ObjectNode body = Json.object().put("name", name);
    VaultClient.putIfSet(body, "tenant", tenant);
    body.set("scopes", Json.array(scopes));
    Answer a = post("/v1/admin/credentials", body, options);
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
   * Rotates the caller's tenant keysets (new primary; old data still opens).
   *
   * <pre>{@code
   * JsonNode rotated = client.admin().rotateKeys().get("rotated");
   * }</pre>
   */
  public JsonNode rotateKeys() {
    return post("/v1/admin/keys/rotate", Json.object()).body();
  }

  /**
   * Adds a new primary to the local root keyset (platform admin).
   *
   * <pre>{@code
   * client.admin().rotateRootKey();
   * client.admin().rewrapKeys();
   * }</pre>
   */
  public JsonNode rotateRootKey() {
    return post("/v1/admin/keys/root/rotate", Json.object()).body();
  }

  /**
   * Re-encrypts every tenant keyset under the current root primary (platform admin).
   *
   * <pre>{@code
   * int n = client.admin().rewrapKeys().get("rewrapped").asInt();
   * }</pre>
   */
  public JsonNode rewrapKeys() {
    return post("/v1/admin/keys/rewrap", Json.object()).body();
  }

  /**
   * Liveness of the gateway role ({@code /healthz}, no credential needed).
   *
   * <pre>{@code
   * boolean up = "ok".equals(client.admin().health().get("status").asString());
   * }</pre>
   */
  public JsonNode health() {
    return transport.get(Role.GATEWAY, "/healthz").body();
  }

  /**
   * The service's OpenAPI document.
   *
   * <pre>{@code
   * String yaml = client.admin().openApi();
   * }</pre>
   */
  public String openApi() {
    return transport.getText(Role.GATEWAY, "/openapi.yaml").text();
  }

  private Answer post(String path, JsonNode body) {
    return post(path, body, CallOptions.defaults());
  }

  private Answer post(String path, JsonNode body, CallOptions options) {
    return transport.call(Role.GATEWAY, "POST", path, body, options);
  }
}
