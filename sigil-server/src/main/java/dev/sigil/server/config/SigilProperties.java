package dev.sigil.server.config;

import dev.sigil.core.Sensitive;
import dev.sigil.detect.PiiClass;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.validation.annotation.Validated;

/**
 * All of Sigil's configuration, under the {@code sigil} prefix of the YAML file; every key can also
 * be set as an environment variable ({@code sigil.gateway-port} is {@code SIGIL_GATEWAY_PORT}).
 * Secrets are {@link Sensitive} and print as {@code [REDACTED]}.
 */
@Validated
@ConfigurationProperties("sigil")
public record SigilProperties(
    @NotNull @DefaultValue("./data") Path dataDir,
    @NotNull @DefaultValue("all") Role role,
    @NotBlank
        @Pattern(regexp = "[0-9A-Za-z.:-]+", message = "must be an IP address or a host name")
        @DefaultValue("127.0.0.1")
        String bindAddress,
    @Min(0) @Max(65535) @DefaultValue("8080") int gatewayPort,
    @Min(0) @Max(65535) @DefaultValue("8081") int vaultPort,
    @Valid @NotNull @DefaultValue Store store,
    @Valid @NotNull @DefaultValue Keys keys,
    @Valid @NotNull @DefaultValue Limits limits,
    @Valid @NotNull @DefaultValue Idempotency idempotency,
    @Valid @NotNull @DefaultValue Audit audit,
    @Valid @NotNull @DefaultValue Relay relay,
    @Nullable Map<String, TenantSettings> tenants) {

  public SigilProperties {
    tenants = TenantSettings.checked(tenants);
  }

  /** The tenants the configuration file declares (vaults, reveal policy), by tenant id. */
  @Override
  public Map<String, TenantSettings> tenants() {
    return tenants == null ? Map.of() : tenants;
  }

  /** Which HTTP roles this process serves (SPEC section 1). */
  public enum Role {
    ALL,
    GATEWAY,
    VAULT;

    public boolean servesGateway() {
      return this != VAULT;
    }

    public boolean servesVault() {
      return this != GATEWAY;
    }
  }

  /**
   * The database. Without {@code url}, the embedded SQLite file in the data directory; in
   * production a {@code jdbc:postgresql:} URL (it may carry credentials, so it is sensitive).
   */
  public record Store(
      @Nullable Sensitive<String> url, @Min(1) @Max(512) @DefaultValue("16") int maxPoolSize) {
    public Store {
      if (url != null && url.reveal().isBlank()) {
        url = null; // an empty SIGIL_STORE_URL means the embedded store, as an absent one does
      }
      if (url != null
          && !url.reveal().startsWith("jdbc:postgresql:")
          && !url.reveal().startsWith("jdbc:sqlite:")) {
        throw new InvalidKeyException(
            "sigil.store.url", "must start with jdbc:postgresql: or jdbc:sqlite:");
      }
    }
  }

  /** Where the root key lives: a local keyset file (embedded default) or a cloud KMS key. */
  public record Keys(
      @NotNull @DefaultValue("local") RootKind root,
      @Nullable Path rootKeysetFile,
      @Nullable @Pattern(regexp = "(aws-kms|gcp-kms)://.+", message = "must be a Tink KMS key URI")
          String kmsKeyUri,
      @Nullable Path kmsCredentialsFile) {
    public Keys {
      if (root != RootKind.LOCAL && kmsKeyUri == null) {
        throw new InvalidKeyException("sigil.keys.kms-key-uri", "is required with root " + root);
      }
      if (root == RootKind.AWS_KMS && kmsKeyUri != null && !kmsKeyUri.startsWith("aws-kms://")
          || root == RootKind.GCP_KMS && kmsKeyUri != null && !kmsKeyUri.startsWith("gcp-kms://")) {
        throw new InvalidKeyException("sigil.keys.kms-key-uri", "does not match root " + root);
      }
    }

    public enum RootKind {
      LOCAL,
      AWS_KMS,
      GCP_KMS
    }
  }

  /**
   * Idempotency keys (SPEC section 8): answers are kept for {@code retention}; a request that holds
   * a key longer than {@code lease} (it died) loses it to a retry; expired entries are purged every
   * {@code purgeEvery}.
   */
  public record Idempotency(
      @NotNull @DefaultValue("24h") Duration retention,
      @NotNull @DefaultValue("5m") Duration lease,
      @NotNull @DefaultValue("10m") Duration purgeEvery) {}

  /**
   * The audit log: a signed checkpoint every {@code checkpointEvery} events of a tenant, and of
   * every log that grew, every {@code checkpointInterval}.
   */
  public record Audit(
      @Min(1) @DefaultValue("1000") long checkpointEvery,
      @NotNull @DefaultValue("60s") Duration checkpointInterval) {}

  /**
   * The AI relay: with {@code builtinEcho}, every tenant has the built-in {@code echo} connection
   * (SPEC section 7) unless it defines its own under that id; {@code thresholds} sets the
   * detector's minimum score per class ({@code sigil.relay.thresholds.name: 0.7}): higher is fewer,
   * surer detections.
   */
  public record Relay(
      @DefaultValue("true") boolean builtinEcho, @Nullable Map<String, Double> thresholds) {
    public Relay {
      thresholds = thresholds == null ? Map.of() : Map.copyOf(thresholds);
      thresholds.forEach(
          (name, t) -> {
            String key = "sigil.relay.thresholds." + name;
            if (PiiClass.fromWireName(name).isEmpty()) {
              throw new InvalidKeyException(key, "is not a detection class");
            }
            if (t == null || !(t >= 0 && t <= 1)) {
              throw new InvalidKeyException(key, "must be between 0 and 1");
            }
          });
    }

    /** The detector's score thresholds by class (the others keep the detector's default). */
    public Map<PiiClass, Double> classThresholds() {
      Map<PiiClass, Double> out = new java.util.EnumMap<>(PiiClass.class);
      thresholds.forEach((name, t) -> out.put(PiiClass.fromWireName(name).orElseThrow(), t));
      return out;
    }
  }

  /** Request limits (SPEC section 2); each answered with a problem body when exceeded. */
  public record Limits(
      @Min(1024) @DefaultValue("1048576") long maxBodyBytes,
      @Min(1) @Max(100000) @DefaultValue("1000") int maxItems,
      @Min(1) @DefaultValue("65536") int maxValueLength,
      @Min(1) @DefaultValue("200") int ratePerSecond,
      @Min(1) @DefaultValue("400") int rateBurst,
      @NotNull @DefaultValue("20s") Duration shutdownGrace) {}
}
