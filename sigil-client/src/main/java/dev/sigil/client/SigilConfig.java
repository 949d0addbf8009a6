package dev.sigil.client;

import java.net.URI;
import java.time.Duration;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * How a {@link SigilClient} reaches the service: the two role base URLs (configured separately,
 * they may be different hosts), the bearer token, timeouts, the retry policy and the request-id
 * hook. The token is a secret: {@link #toString()} prints it as {@code [REDACTED]}.
 *
 * <pre>{@code
 * SigilConfig config = SigilConfig.builder()
 *     .gatewayUrl("https://sigil.example.com")
 *     .vaultUrl("https://vault.sigil.internal")
 *     .token(System.getenv("SIGIL_TOKEN"))
 *     .requestIdListener(info -> log.info("sigil {} {}", info.operation(), info.requestId()))
 *     .build();
 * }</pre>
 */
public record SigilConfig(
    URI gatewayUrl,
    URI vaultUrl,
    String token,
    Duration connectTimeout,
    Duration requestTimeout,
    RetryPolicy retryPolicy,
    RequestIdListener requestIdListener) {

  public SigilConfig {
    Objects.requireNonNull(gatewayUrl, "gatewayUrl");
    Objects.requireNonNull(vaultUrl, "vaultUrl");
    Objects.requireNonNull(token, "token");
    Objects.requireNonNull(connectTimeout, "connectTimeout");
    Objects.requireNonNull(requestTimeout, "requestTimeout");
    Objects.requireNonNull(retryPolicy, "retryPolicy");
    Objects.requireNonNull(requestIdListener, "requestIdListener");
  }

  public static Builder builder() {
    return new Builder();
  }

  @Override
  public String toString() {
    return "SigilConfig[gatewayUrl="
        + gatewayUrl
        + ", vaultUrl="
        + vaultUrl
        + ", token=[REDACTED], connectTimeout="
        + connectTimeout
        + ", requestTimeout="
        + requestTimeout
        + ", retryPolicy="
        + retryPolicy
        + "]";
  }

  /** Builds a {@link SigilConfig}; both URLs and the token are required. */
  public static final class Builder {
    private @Nullable URI gatewayUrl;
    private @Nullable URI vaultUrl;
    private @Nullable String token;
    private Duration connectTimeout = Duration.ofSeconds(5);
    private Duration requestTimeout = Duration.ofSeconds(60);
    private RetryPolicy retryPolicy = RetryPolicy.defaults();
    private RequestIdListener requestIdListener = info -> {};

    Builder() {}

    /** Base URL of the gateway role (data, AI relay, admin, audit). */
    public Builder gatewayUrl(String url) {
      this.gatewayUrl = URI.create(url);
      return this;
    }

    /** Base URL of the vault role (tokenize, detokenize, subjects, consents). */
    public Builder vaultUrl(String url) {
      this.vaultUrl = URI.create(url);
      return this;
    }

    /** The service token {@code sgl_<id>_<secret>}. */
    public Builder token(String token) {
      this.token = token;
      return this;
    }

    public Builder connectTimeout(Duration timeout) {
      this.connectTimeout = timeout;
      return this;
    }

    /** The timeout of one HTTP attempt. */
    public Builder requestTimeout(Duration timeout) {
      this.requestTimeout = timeout;
      return this;
    }

    public Builder retryPolicy(RetryPolicy policy) {
      this.retryPolicy = policy;
      return this;
    }

    /** Called once per call with its final answer's request id, success or problem. */
    public Builder requestIdListener(RequestIdListener listener) {
      this.requestIdListener = listener;
      return this;
    }

    public SigilConfig build() {
      return new SigilConfig(
          Objects.requireNonNull(gatewayUrl, "gatewayUrl"),
          Objects.requireNonNull(vaultUrl, "vaultUrl"),
          Objects.requireNonNull(token, "token"),
          connectTimeout,
          requestTimeout,
          retryPolicy,
          requestIdListener);
    }
  }
}
