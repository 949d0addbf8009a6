package dev.sigil.server.config;

import dev.sigil.core.Purposes;
import dev.sigil.core.Sensitive;
import dev.sigil.detect.PiiClass;
import dev.sigil.relay.api.Connection;
import dev.sigil.relay.api.Provider;
import dev.sigil.relay.api.Rehydration;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * An AI connection in the configuration file: the shape of {@code PUT /v1/admin/connections/{id}}
 * (SPEC section 12) in kebab case, plus {@code api-key-file} (a secret file, read at start-up and
 * stored encrypted). Without {@code deidentify}, every class is taken out.
 */
public record ConnectionSettings(
    @Nullable String provider,
    @Nullable String baseUrl,
    @Nullable String apiKeyEnv,
    @Nullable Path apiKeyFile,
    @Nullable List<String> models,
    @Nullable String defaultModel,
    @Nullable List<String> purposes,
    @Nullable List<String> deidentify,
    boolean allowNonText,
    @Nullable Duration timeout,
    @Nullable Duration streamTimeout,
    @Nullable RehydrationSettings rehydration) {

  public record RehydrationSettings(boolean allowed, @Nullable List<String> classes) {}

  Connection toConnection(String at, String id) {
    if (!Connection.isId(id)) {
      throw new InvalidKeyException(at, "is not a connection id (1 to 63 of a-z 0-9 - _)");
    }
    Provider kind =
        Provider.fromWire(provider == null ? "" : provider)
            .orElseThrow(() -> new InvalidKeyException(at + ".provider", "must be openai or echo"));
    URI url = kind == Provider.OPENAI ? url(at + ".base-url") : null;
    if (kind == Provider.ECHO && baseUrl != null) {
      throw new InvalidKeyException(at + ".base-url", "an echo connection has no base URL");
    }
    if (apiKeyEnv != null && !Connection.isEnvName(apiKeyEnv)) {
      throw new InvalidKeyException(at + ".api-key-env", "is not an environment variable name");
    }
    if (apiKeyEnv != null && apiKeyFile != null) {
      throw new InvalidKeyException(at + ".api-key-file", "excludes api-key-env");
    }
    List<String> modelList = models == null ? List.of() : models;
    if (defaultModel != null && !modelList.isEmpty() && !modelList.contains(defaultModel)) {
      throw new InvalidKeyException(at + ".default-model", "must be one of the models");
    }
    if (purposes == null || purposes.isEmpty()) {
      throw new InvalidKeyException(at + ".purposes", "must name at least one purpose, or *");
    }
    for (String p : purposes) {
      if (p == null || (!p.equals(Connection.ANY_PURPOSE) && !Purposes.isPurpose(p))) {
        throw new InvalidKeyException(at + ".purposes", "holds a value that is not a purpose");
      }
    }
    Duration t = timeout == null ? Connection.DEFAULT_TIMEOUT : timeout;
    if (t.isNegative() || t.isZero() || t.compareTo(Connection.MAX_TIMEOUT) > 0) {
      throw new InvalidKeyException(at + ".timeout", "must be above 0 and at most 10m");
    }
    Duration st = streamTimeout == null ? Connection.DEFAULT_STREAM_TIMEOUT : streamTimeout;
    if (st.compareTo(t) < 0 || st.compareTo(Connection.MAX_STREAM_TIMEOUT) > 0) {
      throw new InvalidKeyException(
          at + ".stream-timeout", "must be at least the timeout and at most 1h");
    }
    Set<PiiClass> classes =
        deidentify == null
            ? EnumSet.allOf(PiiClass.class)
            : classes(at + ".deidentify", deidentify);
    Rehydration r =
        rehydration == null
            ? Rehydration.NEVER
            : new Rehydration(
                rehydration.allowed(),
                rehydration.classes() == null
                    ? Set.of()
                    : classes(at + ".rehydration.classes", rehydration.classes()));
    return new Connection(
        id,
        kind,
        url,
        apiKeyEnv,
        apiKey(at + ".api-key-file"),
        modelList,
        defaultModel,
        Set.copyOf(purposes),
        classes,
        allowNonText,
        t,
        st,
        r);
  }

  private URI url(String at) {
    try {
      URI u = URI.create(baseUrl == null ? "" : baseUrl);
      if ((u.getScheme() == null || !u.getScheme().matches("https?")) || u.getHost() == null) {
        throw new InvalidKeyException(at, "must be an http(s) URL");
      }
      if (Connection.hasRefusedAddress(u)) {
        throw new InvalidKeyException(at, "must not name a link-local or metadata address");
      }
      return u;
    } catch (IllegalArgumentException e) {
      throw new InvalidKeyException(at, "must be an http(s) URL");
    }
  }

  private @Nullable Sensitive<String> apiKey(String at) {
    if (apiKeyFile == null) {
      return null;
    }
    try {
      String key = Files.readString(apiKeyFile, StandardCharsets.UTF_8).strip();
      if (key.isEmpty()) {
        throw new InvalidKeyException(at, "names an empty file");
      }
      return Sensitive.of(key);
    } catch (IOException e) {
      throw new InvalidKeyException(at, "cannot be read");
    }
  }

  private static Set<PiiClass> classes(String at, List<String> names) {
    Set<PiiClass> out = EnumSet.noneOf(PiiClass.class);
    for (String n : names) {
      out.add(
          PiiClass.fromWireName(n)
              .orElseThrow(() -> new InvalidKeyException(at, "holds an unknown class")));
    }
    return out;
  }
}
