package dev.sigil.client;

import dev.sigil.client.Transport.Answer;
import dev.sigil.client.Transport.Role;
import java.time.Instant;
import java.util.List;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Admin calls (served by both roles; sent to the gateway URL): the caller's own credential,
 * tenants, credentials, keys, the reveal policy, AI connections, health and the OpenAPI document.
 * Every result is a record carrying its request id; an answer without a field the record needs is a
 * {@link MalformedAnswerException}.
 */
public final class AdminClient {
  /**
   * An issued credential; {@code token} is shown only once and never printed by toString. {@code
   * expiresAt} null: it never expires.
   */
  public record IssuedCredential(
      String id,
      String token,
      String tenant,
      String name,
      List<String> scopes,
      Instant createdAt,
      @Nullable Instant expiresAt,
      String requestId) {
    public IssuedCredential {
      scopes = List.copyOf(scopes);
    }

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
          + ", createdAt="
          + createdAt
          + ", expiresAt="
          + expiresAt
          + ", token=[REDACTED]]";
    }
  }

  /**
   * The caller's own credential: its id, tenant, name, scopes (sorted), whether it is a platform
   * admin, and when it expires (null: never).
   */
  public record Self(
      String credential,
      String tenant,
      String name,
      List<String> scopes,
      boolean platformAdmin,
      @Nullable Instant expiresAt,
      String requestId) {
    public Self {
      scopes = List.copyOf(scopes);
    }
  }

  /** A tenant created. */
  public record Tenant(String id, Instant createdAt, String requestId) {}

  /**
   * The tenant's reveal policy as stored (lists sorted); {@link #policy()} to edit and put back.
   */
  public record RevealPolicyResult(List<RevealPolicy.Rule> rules, String requestId) {
    public RevealPolicyResult {
      rules = List.copyOf(rules);
    }

    /** The rules as a policy. */
    public RevealPolicy policy() {
      return new RevealPolicy(rules);
    }
  }

  /** The tenant's keysets given a new primary: the tenant and the key purposes rotated. */
  public record KeyRotation(String tenant, List<String> rotated, String requestId) {
    public KeyRotation {
      rotated = List.copyOf(rotated);
    }
  }

  /** The root keyset given a new primary ({@code rotated} is {@code root}). */
  public record RootKeyRotation(String rotated, String requestId) {}

  /** Keysets re-encrypted under the current primaries: tenant keysets and subject keys. */
  public record Rewrap(int rewrapped, String requestId) {}

  /** Liveness: {@code status} is {@code ok}. */
  public record Health(String status, String requestId) {
    public boolean ok() {
      return "ok".equals(status);
    }
  }

  private static final String POLICY = "/v1/admin/policies/reveal";

  private final Transport transport;

  AdminClient(Transport transport) {
    this.transport = transport;
  }

  /**
   * The caller's own credential (any scope).
   *
   * <pre>{@code
   * Self me = client.admin().self();
   * if (!me.scopes().contains("tokens:reveal")) disableRevealButton();
   * }</pre>
   */
  public Self self() {
    AnswerReader r = AnswerReader.of(transport.get(Role.GATEWAY, "/v1/credentials/self"));
    return new Self(
        r.string("credential"),
        r.string("tenant"),
        r.string("name"),
        r.strings("scopes"),
        r.bool("platformAdmin"),
        r.optInstant("expiresAt"),
        r.requestId());
  }

  /**
   * Creates a tenant (platform admin).
   *
   * <pre>{@code
   * Instant since = client.admin().createTenant("acme").createdAt();
   * }</pre>
   */
  public Tenant createTenant(String id) {
    return createTenant(id, CallOptions.defaults());
  }

  /**
   * As {@link #createTenant(String)}, with the application's own idempotency key.
   *
   * <pre>{@code
   * client.admin().createTenant("acme", CallOptions.idempotencyKey("onboard-acme"));
   * }</pre>
   */
  public Tenant createTenant(String id, CallOptions options) {
    AnswerReader r =
        AnswerReader.of(post("/v1/admin/tenants", Json.object().put("id", id), options));
    return new Tenant(r.string("id"), r.instant("createdAt"), r.requestId());
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
    return issueCredential(new CredentialRequest(tenant, name, scopes, null, false), options);
  }

  /**
   * What a new credential is: its tenant (null: the caller's), name, scopes, an optional expiry,
   * and whether it administers the whole platform (only a platform administrator may issue one).
   */
  public record CredentialRequest(
      @Nullable String tenant,
      String name,
      List<String> scopes,
      @Nullable Instant expiresAt,
      boolean platformAdmin) {
    public CredentialRequest {
      scopes = List.copyOf(scopes);
    }

    /** A credential of the caller's tenant that never expires. */
    public static CredentialRequest of(String name, List<String> scopes) {
      return new CredentialRequest(null, name, scopes, null, false);
    }

    /** The same, expiring at {@code at}. */
    public CredentialRequest expiringAt(Instant at) {
      return new CredentialRequest(tenant, name, scopes, at, platformAdmin);
    }

    /** The same, in {@code tenantId}. */
    public CredentialRequest inTenant(String tenantId) {
      return new CredentialRequest(tenantId, name, scopes, expiresAt, platformAdmin);
    }
  }

  /**
   * Issues the credential {@code request} describes.
   *
   * <pre>{@code
   * var temporary = client.admin().issueCredential(
   *     CredentialRequest.of("audit-export", List.of("audit:read"))
   *         .expiringAt(Instant.now().plus(Duration.ofHours(1))),
   *     CallOptions.idempotencyKey("export-2026-11-26"));
   * }</pre>
   */
  public IssuedCredential issueCredential(CredentialRequest request, CallOptions options) {
    ObjectNode body = Json.object().put("name", request.name());
    VaultClient.putIfSet(body, "tenant", request.tenant());
    body.set("scopes", Json.array(request.scopes()));
    if (request.expiresAt() != null) {
      body.put("expiresAt", request.expiresAt().toString());
    }
    if (request.platformAdmin()) {
      body.put("platformAdmin", true);
    }
    AnswerReader r = AnswerReader.of(post("/v1/admin/credentials", body, options));
    return new IssuedCredential(
        r.string("id"),
        r.string("token"),
        r.string("tenant"),
        r.string("name"),
        r.strings("scopes"),
        r.instant("createdAt"),
        r.optInstant("expiresAt"),
        r.requestId());
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
   * The tenant's reveal policy.
   *
   * <pre>{@code
   * for (RevealPolicy.Rule rule : client.admin().revealPolicy().rules()) {
   *   print(rule.purposes() + " may see " + rule.dataTypes() + " " + rule.redaction());
   * }
   * }</pre>
   */
  public RevealPolicyResult revealPolicy() {
    return policy(transport.get(Role.GATEWAY, POLICY));
  }

  /**
   * Replaces the tenant's reveal policy as a whole (deny by default: no rule, no reveal); answers
   * the policy as stored.
   *
   * <pre>{@code
   * client.admin().putRevealPolicy(RevealPolicy.of(RevealPolicy.Rule.builder()
   *     .purposes("support").dataTypes("email").scopes("tokens:reveal").plain().build()));
   * }</pre>
   */
  public RevealPolicyResult putRevealPolicy(RevealPolicy policy) {
    return policy(
        transport.call(Role.GATEWAY, "PUT", POLICY, policy.json(), CallOptions.defaults()));
  }

  /**
   * Creates or replaces an AI connection; answers it as stored, defaults applied, never its key.
   *
   * <pre>{@code
   * AiConnection c = client.admin().putConnection("support",
   *     AiConnectionSpec.echo().purposes("*")
   *         .rehydration(AiConnectionSpec.Rehydration.allow()).build());
   * }</pre>
   */
  public AiConnection putConnection(String id, AiConnectionSpec connection) {
    return AiConnection.read(
        AnswerReader.of(
            transport.call(
                Role.GATEWAY,
                "PUT",
                connectionPath(id),
                connection.json(),
                CallOptions.defaults())));
  }

  /**
   * An AI connection (never its key).
   *
   * <pre>{@code
   * List<String> classes = client.admin().connection("support").deidentify();
   * }</pre>
   */
  public AiConnection connection(String id) {
    return AiConnection.read(AnswerReader.of(transport.get(Role.GATEWAY, connectionPath(id))));
  }

  /**
   * Rotates the caller's tenant keysets (new primary; old data still opens).
   *
   * <pre>{@code
   * List<String> purposes = client.admin().rotateKeys().rotated();
   * }</pre>
   */
  public KeyRotation rotateKeys() {
    AnswerReader r = AnswerReader.of(post("/v1/admin/keys/rotate", Json.object()));
    return new KeyRotation(r.string("tenant"), r.strings("rotated"), r.requestId());
  }

  /**
   * Adds a new primary to the local root keyset (platform admin); then {@link #rewrapKeys()}.
   *
   * <pre>{@code
   * client.admin().rotateRootKey();
   * client.admin().rewrapKeys();
   * }</pre>
   */
  public RootKeyRotation rotateRootKey() {
    AnswerReader r = AnswerReader.of(post("/v1/admin/keys/root/rotate", Json.object()));
    return new RootKeyRotation(r.string("rotated"), r.requestId());
  }

  /**
   * Re-encrypts every tenant keyset under the current root primary, and every subject key under its
   * tenant's current primary (platform admin).
   *
   * <pre>{@code
   * int n = client.admin().rewrapKeys().rewrapped();
   * }</pre>
   */
  public Rewrap rewrapKeys() {
    AnswerReader r = AnswerReader.of(post("/v1/admin/keys/rewrap", Json.object()));
    return new Rewrap(r.integer("rewrapped"), r.requestId());
  }

  /**
   * Liveness of the gateway role ({@code /healthz}, no credential needed).
   *
   * <pre>{@code
   * boolean up = client.admin().health().ok();
   * }</pre>
   */
  public Health health() {
    AnswerReader r = AnswerReader.of(transport.get(Role.GATEWAY, "/healthz"));
    return new Health(r.string("status"), r.requestId());
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

  private static RevealPolicyResult policy(Answer a) {
    AnswerReader r = AnswerReader.of(a);
    return new RevealPolicyResult(r.objects("rules", RevealPolicy.Rule::read), r.requestId());
  }

  private static String connectionPath(String id) {
    return "/v1/admin/connections/" + Transport.segment(id);
  }

  private Answer post(String path, JsonNode body) {
    return post(path, body, CallOptions.defaults());
  }

  private Answer post(String path, JsonNode body, CallOptions options) {
    return transport.call(Role.GATEWAY, "POST", path, body, options);
  }
}
