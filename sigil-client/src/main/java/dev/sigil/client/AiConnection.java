package dev.sigil.client;

import java.time.Duration;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * An AI connection as the service stored it, defaults applied: {@code models} empty means any
 * model, {@code deidentify} lists the classes replaced, {@code timeoutMs} is the provider call's
 * timeout, {@code streamTimeoutMs} bounds a streamed call's whole duration (null from a service
 * older than that setting), and rehydration {@code classes} empty means every de-identified class.
 * The key is never answered: {@code apiKeyStored} says only whether one is stored. Lists of
 * purposes and classes come sorted.
 *
 * <pre>{@code
 * AiConnection c = client.admin().connection("support");
 * if (!c.apiKeyStored() && c.apiKeyEnv() == null) warn("no provider key for " + c.id());
 * }</pre>
 */
public record AiConnection(
    String id,
    String provider,
    @Nullable String baseUrl,
    @Nullable String apiKeyEnv,
    boolean apiKeyStored,
    List<String> models,
    @Nullable String defaultModel,
    List<String> purposes,
    List<String> deidentify,
    boolean allowNonText,
    long timeoutMs,
    @Nullable Long streamTimeoutMs,
    AiConnectionSpec.Rehydration rehydration,
    String requestId) {
  public AiConnection {
    models = List.copyOf(models);
    purposes = List.copyOf(purposes);
    deidentify = List.copyOf(deidentify);
  }

  /** {@link #timeoutMs()} as a duration. */
  public Duration timeout() {
    return Duration.ofMillis(timeoutMs);
  }

  /** {@link #streamTimeoutMs()} as a duration, or null. */
  public @Nullable Duration streamTimeout() {
    return streamTimeoutMs == null ? null : Duration.ofMillis(streamTimeoutMs);
  }

  static AiConnection read(AnswerReader r) {
    return new AiConnection(
        r.string("id"),
        r.string("provider"),
        r.optString("baseUrl"),
        r.optString("apiKeyEnv"),
        r.bool("apiKeyStored"),
        r.strings("models"),
        r.optString("defaultModel"),
        r.strings("purposes"),
        r.strings("deidentify"),
        r.bool("allowNonText"),
        r.number("timeoutMs"),
        r.optNumber("streamTimeoutMs"),
        AiConnectionSpec.Rehydration.read(r.object("rehydration")),
        r.requestId());
  }
}
