package dev.sigil.client;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.node.ObjectNode;

/**
 * An AI connection as written with {@link AdminClient#putConnection}: the provider ({@code openai}
 * or {@code echo}), its base URL, where its key comes from ({@code apiKeyEnv}, an environment
 * variable of the service, or {@code apiKey}, stored encrypted and never answered), the models
 * (empty: any) and default model, the purposes (or {@code "*"}), the classes to de-identify (null:
 * every class), whether content parts that cannot be inspected pass, the timeout and the stream
 * timeout (null: the service's defaults) and the rehydration policy (null: never). {@code
 * toString()} never prints the key. The service validates the rest and answers a {@link
 * ValidationException} with pointers.
 *
 * <pre>{@code
 * AiConnectionSpec spec = AiConnectionSpec.openai("https://api.openai.com/v1")
 *     .apiKeyEnv("OPENAI_API_KEY")
 *     .models("gpt-4o-mini").defaultModel("gpt-4o-mini")
 *     .purposes("support")
 *     .deidentify("email", "phone", "name")
 *     .timeout(Duration.ofSeconds(30))
 *     .rehydration(AiConnectionSpec.Rehydration.allow("email"))
 *     .build();
 * }</pre>
 */
public record AiConnectionSpec(
    String provider,
    @Nullable String baseUrl,
    @Nullable String apiKeyEnv,
    @Nullable String apiKey,
    List<String> models,
    @Nullable String defaultModel,
    List<String> purposes,
    @Nullable List<String> deidentify,
    boolean allowNonText,
    @Nullable Long timeoutMs,
    @Nullable Long streamTimeoutMs,
    @Nullable Rehydration rehydration) {
  public AiConnectionSpec {
    Objects.requireNonNull(provider, "provider");
    models = List.copyOf(models);
    purposes = List.copyOf(purposes);
    deidentify = deidentify == null ? null : List.copyOf(deidentify);
  }

  /**
   * Whether placeholders in answers may become the originals again ({@code allowed}, and the caller
   * holds {@code ai:rehydrate}), for {@code classes} (empty: every de-identified class).
   */
  public record Rehydration(boolean allowed, List<String> classes) {
    public Rehydration {
      classes = List.copyOf(classes);
    }

    /** Rehydration allowed for these classes (none given: every de-identified class). */
    public static Rehydration allow(String... classes) {
      return new Rehydration(true, List.of(classes));
    }

    /** No rehydration: placeholders stay in every answer. */
    public static Rehydration never() {
      return new Rehydration(false, List.of());
    }

    static Rehydration read(AnswerReader r) {
      return new Rehydration(r.bool("allowed"), r.strings("classes"));
    }
  }

  /** A connection to an OpenAI-compatible API at {@code baseUrl}. */
  public static Builder openai(String baseUrl) {
    return new Builder("openai").baseUrl(baseUrl);
  }

  /** A connection to the built-in echo provider (answers the last user message it received). */
  public static Builder echo() {
    return new Builder("echo");
  }

  /** A connection to {@code provider} (a provider the service knows). */
  public static Builder builder(String provider) {
    return new Builder(provider);
  }

  @Override
  public String toString() {
    return "AiConnectionSpec[provider="
        + provider
        + ", baseUrl="
        + baseUrl
        + ", apiKeyEnv="
        + apiKeyEnv
        + ", apiKey="
        + (apiKey == null ? "null" : "[REDACTED]")
        + ", models="
        + models
        + ", defaultModel="
        + defaultModel
        + ", purposes="
        + purposes
        + ", deidentify="
        + deidentify
        + ", allowNonText="
        + allowNonText
        + ", timeoutMs="
        + timeoutMs
        + ", streamTimeoutMs="
        + streamTimeoutMs
        + ", rehydration="
        + rehydration
        + "]";
  }

  /** The request body: absent optional fields are left out, so the service applies its defaults. */
  ObjectNode json() {
    ObjectNode o = Json.object().put("provider", provider);
    VaultClient.putIfSet(o, "baseUrl", baseUrl);
    VaultClient.putIfSet(o, "apiKeyEnv", apiKeyEnv);
    VaultClient.putIfSet(o, "apiKey", apiKey);
    if (!models.isEmpty()) {
      o.set("models", Json.array(models));
    }
    VaultClient.putIfSet(o, "defaultModel", defaultModel);
    o.set("purposes", Json.array(purposes));
    if (deidentify != null) {
      o.set("deidentify", Json.array(deidentify));
    }
    o.put("allowNonText", allowNonText);
    if (timeoutMs != null) {
      o.put("timeoutMs", timeoutMs);
    }
    if (streamTimeoutMs != null) {
      o.put("streamTimeoutMs", streamTimeoutMs);
    }
    if (rehydration != null) {
      ObjectNode r = o.putObject("rehydration").put("allowed", rehydration.allowed());
      if (!rehydration.classes().isEmpty()) {
        r.set("classes", Json.array(rehydration.classes()));
      }
    }
    return o;
  }

  /** Builds a spec; every setting but the provider is optional. */
  public static final class Builder {
    private final String provider;
    private @Nullable String baseUrl;
    private @Nullable String apiKeyEnv;
    private @Nullable String apiKey;
    private List<String> models = List.of();
    private @Nullable String defaultModel;
    private List<String> purposes = List.of();
    private @Nullable List<String> deidentify;
    private boolean allowNonText;
    private @Nullable Long timeoutMs;
    private @Nullable Long streamTimeoutMs;
    private @Nullable Rehydration rehydration;

    private Builder(String provider) {
      this.provider = provider;
    }

    /** The OpenAI-compatible base URL, e.g. {@code https://api.openai.com/v1}. */
    public Builder baseUrl(String baseUrl) {
      this.baseUrl = baseUrl;
      return this;
    }

    /** The service's environment variable that holds the provider key. */
    public Builder apiKeyEnv(String name) {
      this.apiKeyEnv = name;
      return this;
    }

    /** The provider key itself: stored encrypted, never answered (write-only). */
    public Builder apiKey(String key) {
      this.apiKey = key;
      return this;
    }

    /** The models a request may name (none: any). */
    public Builder models(String... models) {
      this.models = List.of(models);
      return this;
    }

    /** The model of a request that names none. */
    public Builder defaultModel(String model) {
      this.defaultModel = model;
      return this;
    }

    /** The purposes a request may state; {@code "*"} for any. */
    public Builder purposes(String... purposes) {
      this.purposes = List.of(purposes);
      return this;
    }

    /** The detection classes to replace by placeholders (not called: every class). */
    public Builder deidentify(String... classes) {
      this.deidentify = List.of(classes);
      return this;
    }

    /** Whether images, audio and files pass uninspected (default: refused). */
    public Builder allowNonText(boolean allow) {
      this.allowNonText = allow;
      return this;
    }

    /** The provider call's timeout, in whole milliseconds. */
    public Builder timeout(Duration timeout) {
      this.timeoutMs = timeout.toMillis();
      return this;
    }

    /**
     * How long a streamed call may last in all, in whole milliseconds (not called: the service's
     * default, 10 min); at least the timeout.
     */
    public Builder streamTimeout(Duration streamTimeout) {
      this.streamTimeoutMs = streamTimeout.toMillis();
      return this;
    }

    /** The rehydration policy (not called: never). */
    public Builder rehydration(Rehydration rehydration) {
      this.rehydration = rehydration;
      return this;
    }

    public AiConnectionSpec build() {
      return new AiConnectionSpec(
          provider,
          baseUrl,
          apiKeyEnv,
          apiKey,
          models,
          defaultModel,
          purposes,
          deidentify,
          allowNonText,
          timeoutMs,
          streamTimeoutMs,
          rehydration);
    }
  }
}
