package dev.sigil.server.relay.web;

import dev.sigil.core.ErrorCode;
import dev.sigil.core.Purposes;
import dev.sigil.core.Scope;
import dev.sigil.core.Sensitive;
import dev.sigil.core.UserError;
import dev.sigil.detect.PiiClass;
import dev.sigil.relay.api.Connection;
import dev.sigil.relay.api.Connections;
import dev.sigil.relay.api.Provider;
import dev.sigil.relay.api.Rehydration;
import dev.sigil.server.audit.web.AuditNotes;
import dev.sigil.server.auth.Caller;
import dev.sigil.server.auth.web.RequiresScope;
import dev.sigil.server.web.JsonBody;
import jakarta.servlet.http.HttpServletRequest;
import java.net.URI;
import java.time.Duration;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import tools.jackson.databind.JsonNode;

/**
 * {@code PUT} and {@code GET /v1/admin/connections/{id}} (SPEC section 12), admin only. A stored
 * {@code apiKey} is encrypted and never answered: the answer says only whether one is set.
 */
@RestController
final class ConnectionsController {
  private static final String JSON = MediaType.APPLICATION_JSON_VALUE;
  private static final String CLASS_DETAIL = "Must be a detection class (docs/detection.md).";

  private final Connections connections;

  ConnectionsController(Connections connections) {
    this.connections = connections;
  }

  record RehydrationView(boolean allowed, List<String> classes) {}

  record ConnectionView(
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
      long streamTimeoutMs,
      RehydrationView rehydration) {}

  @PutMapping(path = "/v1/admin/connections/{id}", consumes = JSON, produces = JSON)
  @RequiresScope(Scope.ADMIN)
  ConnectionView put(
      Caller caller,
      @PathVariable("id") String id,
      @RequestBody JsonNode body,
      HttpServletRequest request) {
    if (!Connection.isId(id)) {
      throw new UserError(
          ErrorCode.CONNECTION_NOT_FOUND,
          "No such connection: ids are 1 to 63 lowercase letters, digits, '-' and '_'.");
    }
    Connection c = read(id, JsonBody.of(body));
    connections.put(caller.tenant(), c);
    AuditNotes.of(request)
        .put("connection", id)
        .put("provider", c.provider().wireName())
        .put("apiKeyStored", c.apiKey() != null);
    return view(c);
  }

  @GetMapping(path = "/v1/admin/connections/{id}", produces = JSON)
  @RequiresScope(Scope.ADMIN)
  ConnectionView get(Caller caller, @PathVariable("id") String id) {
    return connections
        .find(caller.tenant(), id)
        .map(ConnectionsController::view)
        .orElseThrow(() -> new UserError(ErrorCode.CONNECTION_NOT_FOUND, "No such connection."));
  }

  private static Connection read(String id, JsonBody in) {
    Optional<Provider> provider =
        in.required(
            "provider", 16, Provider::fromWire, "unknown_provider", "Must be openai or echo.");
    Optional<URI> baseUrl =
        in.optional(
            "baseUrl", 2048, ConnectionsController::url, "format", "Must be an http(s) URL.");
    Optional<String> apiKeyEnv =
        in.optional(
            "apiKeyEnv",
            128,
            s -> Optional.of(s).filter(Connection::isEnvName),
            "format",
            "Must be an environment variable name.");
    Optional<String> apiKey = in.optionalString("apiKey", 4096);
    List<String> models = in.optionalStrings("models", 100, 256).orElse(List.of());
    Optional<String> defaultModel = in.optionalString("defaultModel", 256);
    List<String> purposes = purposes(in);
    Set<PiiClass> deidentify =
        in.optionalSet("deidentify", PiiClass::fromWireName, "unknown_class", CLASS_DETAIL)
            .map(EnumSet::copyOf)
            .orElseGet(() -> EnumSet.allOf(PiiClass.class));
    boolean allowNonText = in.optionalBoolean("allowNonText").orElse(false);
    Optional<Long> timeoutMs = in.optionalLong("timeoutMs", 1, Connection.MAX_TIMEOUT.toMillis());
    long streamTimeoutMs = streamTimeoutMs(in, timeoutMs);
    Rehydration rehydration =
        in.optionalObject("rehydration")
            .map(ConnectionsController::rehydration)
            .orElse(Rehydration.NEVER);
    checkConsistency(in, provider, baseUrl, apiKeyEnv, apiKey, models, defaultModel);
    in.finish();
    return new Connection(
        id,
        provider.orElseThrow(),
        baseUrl.orElse(null),
        apiKeyEnv.orElse(null),
        apiKey.map(Sensitive::of).orElse(null),
        models,
        defaultModel.orElse(null),
        Set.copyOf(purposes),
        deidentify,
        allowNonText,
        Duration.ofMillis(timeoutMs.orElse(Connection.DEFAULT_TIMEOUT.toMillis())),
        Duration.ofMillis(streamTimeoutMs),
        rehydration);
  }

  /**
   * At least the connection's timeout, since the wait for the answer is part of a stream's time;
   * not compared with a {@code timeoutMs} that is refused itself.
   */
  private static long streamTimeoutMs(JsonBody in, Optional<Long> timeoutMs) {
    Optional<Long> given =
        in.optionalLong("streamTimeoutMs", 1, Connection.MAX_STREAM_TIMEOUT.toMillis());
    JsonNode rawTimeout = in.raw("timeoutMs");
    boolean timeoutRefused = rawTimeout != null && !rawTimeout.isNull() && timeoutMs.isEmpty();
    long timeout = timeoutMs.orElse(Connection.DEFAULT_TIMEOUT.toMillis());
    if (given.isPresent() && given.get() < timeout && !timeoutRefused) {
      in.reject("streamTimeoutMs", "below_timeout", "Must be at least timeoutMs.");
      return Connection.DEFAULT_STREAM_TIMEOUT.toMillis();
    }
    return given.orElse(Connection.DEFAULT_STREAM_TIMEOUT.toMillis());
  }

  private static void checkConsistency(
      JsonBody in,
      Optional<Provider> provider,
      Optional<URI> baseUrl,
      Optional<String> apiKeyEnv,
      Optional<String> apiKey,
      List<String> models,
      Optional<String> defaultModel) {
    if (provider.orElse(null) == Provider.OPENAI && baseUrl.isEmpty()) {
      in.reject("baseUrl", "required", "An openai connection needs its base URL.");
    }
    if (baseUrl.isPresent() && Connection.hasRefusedAddress(baseUrl.get())) {
      in.reject(
          "baseUrl", "refused_address", "Must not name a link-local or instance metadata address.");
    }
    if (provider.orElse(null) == Provider.ECHO && baseUrl.isPresent()) {
      in.reject("baseUrl", "not_allowed", "An echo connection has no base URL.");
    }
    if (apiKeyEnv.isPresent() && apiKey.isPresent()) {
      in.reject("apiKey", "conflict", "Give apiKeyEnv or apiKey, not both.");
    }
    if (defaultModel.isPresent() && !models.isEmpty() && !models.contains(defaultModel.get())) {
      in.reject("defaultModel", "not_in_models", "Must be one of the models.");
    }
  }

  /**
   * {@code *} or purposes as a reveal's are shaped ({@link Purposes}), which are all a chat call
   * may state; a value written here would be answered by every {@code GET}.
   */
  private static List<String> purposes(JsonBody in) {
    List<String> purposes = in.requiredStrings("purposes", 100, 64).orElse(List.of());
    for (int i = 0; i < purposes.size(); i++) {
      String p = purposes.get(i);
      if (!p.equals(Connection.ANY_PURPOSE) && !Purposes.isPurpose(p)) {
        in.reject("purposes", i, "format", "Must be * or " + lowerFirst(Purposes.DETAIL));
      }
    }
    return purposes;
  }

  private static String lowerFirst(String s) {
    return Character.toLowerCase(s.charAt(0)) + s.substring(1);
  }

  private static Rehydration rehydration(JsonBody in) {
    boolean allowed = in.optionalBoolean("allowed").orElse(false);
    Set<PiiClass> classes =
        in.optionalSet("classes", PiiClass::fromWireName, "unknown_class", CLASS_DETAIL)
            .orElse(Set.of());
    return new Rehydration(allowed, classes);
  }

  private static Optional<URI> url(String s) {
    try {
      URI u = new URI(s);
      boolean http = "http".equals(u.getScheme()) || "https".equals(u.getScheme());
      return http && u.getHost() != null && u.getUserInfo() == null && u.getFragment() == null
          ? Optional.of(u)
          : Optional.empty();
    } catch (java.net.URISyntaxException e) {
      return Optional.empty();
    }
  }

  private static ConnectionView view(Connection c) {
    return new ConnectionView(
        c.id(),
        c.provider().wireName(),
        c.baseUrl() == null ? null : c.baseUrl().toString(),
        c.apiKeyEnv(),
        c.apiKey() != null,
        c.models(),
        c.defaultModel(),
        c.purposes().stream().sorted().toList(),
        c.deidentify().stream().map(PiiClass::wireName).sorted().toList(),
        c.allowNonText(),
        c.timeout().toMillis(),
        c.streamTimeout().toMillis(),
        new RehydrationView(
            c.rehydration().allowed(),
            c.rehydration().classes().stream().map(PiiClass::wireName).sorted().toList()));
  }
}
