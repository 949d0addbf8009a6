package dev.sigil.client;

import java.net.http.HttpClient;
import java.util.random.RandomGenerator;

/**
 * The Sigil client: typed calls to the vault role ({@link #vault()}), the gateway role ({@link
 * #gateway()}), the admin ({@link #admin()}) and audit ({@link #audit()}) endpoints, each role at
 * its own base URL. Mutating calls carry an {@code Idempotency-Key} that stays the same across the
 * client's retries; every result and every {@link SigilException} carries the request id.
 * Thread-safe; holds no state between calls and caches nothing.
 *
 * <pre>{@code
 * SigilClient client = SigilClient.create(SigilConfig.builder()
 *     .gatewayUrl("http://127.0.0.1:8080")
 *     .vaultUrl("http://127.0.0.1:8081")
 *     .token(System.getenv("SIGIL_TOKEN"))
 *     .build());
 * String token = client.vault()
 *     .tokenize(List.of(TokenizeItem.of("ada@example.org", "email"))).items().get(0).token();
 * }</pre>
 */
public final class SigilClient {
  private final SigilConfig config;
  private final VaultClient vault;
  private final GatewayClient gateway;
  private final AdminClient admin;
  private final AuditClient audit;

  private SigilClient(SigilConfig config, Transport transport) {
    this.config = config;
    this.vault = new VaultClient(transport);
    this.gateway = new GatewayClient(transport);
    this.admin = new AdminClient(transport);
    this.audit = new AuditClient(transport);
  }

  /** A client over its own {@link HttpClient} (HTTP/1.1, the configured connect timeout). */
  public static SigilClient create(SigilConfig config) {
    HttpClient http =
        HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(config.connectTimeout())
            .build();
    return create(config, http);
  }

  /** A client over an application-supplied {@link HttpClient} (proxy, TLS settings). */
  public static SigilClient create(SigilConfig config, HttpClient http) {
    Transport transport =
        new Transport(config, http, RandomGenerator.getDefault(), d -> Thread.sleep(d));
    return new SigilClient(config, transport);
  }

  /** Tokenize, detokenize, subjects, consents. */
  public VaultClient vault() {
    return vault;
  }

  /** Vault schemas, data records, AI relay. */
  public GatewayClient gateway() {
    return gateway;
  }

  /** Tenants, credentials, keys, reveal policy, connections, health. */
  public AdminClient admin() {
    return admin;
  }

  /** Audit events, checkpoint, proofs, verification, export. */
  public AuditClient audit() {
    return audit;
  }

  public SigilConfig config() {
    return config;
  }

  @Override
  public String toString() {
    return "SigilClient[" + config + "]";
  }
}
