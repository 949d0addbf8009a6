package dev.sigil.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sigil.server.auth.web.AnyScope;
import dev.sigil.server.auth.web.RequiresScope;
import dev.sigil.server.web.Public;
import java.io.InputStream;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.springframework.web.method.HandlerMethod;
import org.springframework.web.servlet.mvc.method.RequestMappingInfo;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerMapping;
import org.yaml.snakeyaml.Yaml;

/**
 * Enumerates the registered endpoints: each must be in the OpenAPI document kept in the repository
 * (and the document lists nothing else), and each {@code /v1} endpoint must declare the scope it
 * needs, matching the document's {@code x-sigil-scope}.
 */
class EndpointCatalogIT extends ServerTestBase {

  /**
   * "METHOD /path" to what it declares: "public", "*" for any scope, a scope's wire name, or "" for
   * nothing (which the scope check refuses).
   */
  private Map<String, String> registered() {
    Map<String, String> out = new TreeMap<>();
    var mapping =
        server
            .context()
            .getBean("requestMappingHandlerMapping", RequestMappingHandlerMapping.class);
    for (Map.Entry<RequestMappingInfo, HandlerMethod> e : mapping.getHandlerMethods().entrySet()) {
      for (String path : e.getKey().getPatternValues()) {
        if (path.equals("/error")) {
          continue;
        }
        var methods = e.getKey().getMethodsCondition().getMethods();
        assertThat(methods).as("%s names its HTTP methods", path).isNotEmpty();
        for (var method : methods) {
          out.put(method.name() + " " + path, declared(e.getValue()));
        }
      }
    }
    return out;
  }

  private static String declared(HandlerMethod h) {
    if (h.hasMethodAnnotation(Public.class)) {
      return "public";
    }
    if (h.hasMethodAnnotation(AnyScope.class)) {
      return "*";
    }
    RequiresScope scope = h.getMethodAnnotation(RequiresScope.class);
    return scope == null ? "" : scope.value().wireName();
  }

  /** The same map from the document: {@code security: []} is public, else x-sigil-scope or "*". */
  @SuppressWarnings("unchecked")
  private Map<String, String> documented() throws Exception {
    Map<String, String> out = new TreeMap<>();
    try (InputStream in = getClass().getResourceAsStream("/openapi.yaml")) {
      Map<String, Object> doc = new Yaml().load(in);
      var paths = (Map<String, Map<String, Object>>) doc.get("paths");
      for (var p : paths.entrySet()) {
        for (var op : p.getValue().entrySet()) {
          var operation = (Map<String, Object>) op.getValue();
          Object security = operation.get("security");
          Object scope = operation.get("x-sigil-scope");
          String declared =
              security instanceof List<?> l && l.isEmpty()
                  ? "public"
                  : scope == null ? "*" : scope.toString();
          out.put(op.getKey().toUpperCase(java.util.Locale.ROOT) + " " + p.getKey(), declared);
        }
      }
    }
    return out;
  }

  @Test
  void openApiDocumentMatchesTheRegisteredEndpointsAndTheirScopes() throws Exception {
    assertThat(documented()).isEqualTo(registered());
  }

  @Test
  void everyEndpointDeclaresWhoMayCallIt() {
    Set<String> undeclared = new TreeSet<>();
    registered()
        .forEach(
            (k, v) -> {
              if (v.isEmpty()) {
                undeclared.add(k);
              }
            });
    assertThat(undeclared).isEmpty();
  }

  @Test
  void servedDocumentIsTheRepositoryOne() throws Exception {
    var r = server.get("/openapi.yaml", null);
    assertThat(r.statusCode()).isEqualTo(200);
    try (InputStream in = getClass().getResourceAsStream("/openapi.yaml")) {
      assertThat(r.body())
          .isEqualTo(new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8));
    }
  }

  /**
   * Calls every registered {@code /v1} endpoint: each answer must leave exactly one audit event
   * under its request id, and every POST, repeated with the same key and body, must be replayed.
   */
  @Test
  void noEndpointBypassesAuditOrIdempotency() {
    for (String endpoint : registered().keySet()) {
      String method = endpoint.substring(0, endpoint.indexOf(' '));
      String path =
          endpoint
              .substring(endpoint.indexOf(' ') + 1)
              .replaceAll("\\{[^}]+}", "aaaaaaaaaaaaaaaaaaaa");
      if (!path.startsWith("/v1/")) {
        continue;
      }
      var first = call(method, path, admin, "coverage-" + endpoint.hashCode());
      String requestId = first.headers().firstValue("X-Request-Id").orElseThrow();
      var events =
          Json.parse(server.get("/v1/audit/events?requestId=" + requestId, admin).body())
              .get("events");
      assertThat(events.size()).as("audit event of %s", endpoint).isEqualTo(1);
      if (method.equals("POST") && first.statusCode() < 500) {
        var again = call(method, path, admin, "coverage-" + endpoint.hashCode());
        // a reveal is decided again, not replayed (docs/decisions.md, idempotency)
        boolean decidedAgain =
            dev.sigil.server.idempotency.web.IdempotentRequests.DECIDED_EACH_TIME.contains(path);
        assertThat(again.headers().firstValue("Idempotent-Replayed"))
            .as("replay of %s", endpoint)
            .isEqualTo(decidedAgain ? java.util.Optional.empty() : java.util.Optional.of("true"));
        assertThat(again.statusCode()).isEqualTo(first.statusCode());
      }
    }
  }

  /** Vault endpoints answer on the vault port only (SPEC section 1). */
  private java.net.URI uri(String path) {
    boolean vault =
        java.util.stream.Stream.of(
                "/v1/tokenize", "/v1/detokenize", "/v1/subjects/", "/v1/consents")
            .anyMatch(path::startsWith);
    return vault ? server.vault(path) : server.gateway(path);
  }

  private java.net.http.HttpResponse<String> call(
      String method, String path, String token, String key) {
    var b =
        TestServer.authorized(java.net.http.HttpRequest.newBuilder(uri(path)), token)
            .header("Content-Type", "application/json")
            .header("Idempotency-Key", key)
            .method(
                method,
                method.equals("GET") || method.equals("DELETE")
                    ? java.net.http.HttpRequest.BodyPublishers.noBody()
                    : java.net.http.HttpRequest.BodyPublishers.ofString("{}"));
    return server.send(b.build());
  }
}
